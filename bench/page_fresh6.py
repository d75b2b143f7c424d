"""The fresh-6 held-out part of the page corpus (``bench/page_corpus.py``).

Written after fresh-5 was looked at (page-8), before any parser run on it and without looking at its
failures, from kinds of captures no earlier part has: X/Twitter threads, Notion and Org-mode notes,
CSV exported from a spreadsheet and pasted as text, Telegram Desktop HTML exports (date headers as
service messages), YouTube descriptions (timestamps that are no dates), tables whose date cell spans
several rows, Moxfield deck pages (card lists all around), iMessage exports, forums in Vietnamese,
Thai (Buddhist-era years), Indonesian, Hungarian, Greek and Finnish; consent and walls from
TrustArc, Sourcepoint (consent or pay), Borlabs, Axeptio, Google Funding Choices and CookieHub,
ad-block and paywall walls, push-notification and app prompts, age gates; date forms from
JavaScript's Date, abbreviated Japanese eras (H30.1.19), afternoon marks in Chinese, and the
languages above.

Each page's generator is seeded with the corpus seed + 25013, so the earlier parts draw exactly the
pages they drew before.
"""

from __future__ import annotations

import datetime as dt

from page_corpus import MONTHS, WEEKDAYS, CardData, Page, _Doc, render_date
from page_fresh5 import Fresh5Generator

MONTHS6 = {
    "vi": [f"tháng {m}" for m in range(1, 13)],
    "th": "ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.".split(),
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(),
    "hu": "január február március április május június július augusztus szeptember október november december".split(),
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου".split(),
}

FRESH6_FORMS = {
    "en": ["f6:js", "f6:iso ms offset", "f6:us hm pm"], "de": ["f6:wd., dd.mm.y"], "fr": ["f6:dd/mm/y hm", "f6:wd d mon. y"],
    "es": ["f6:wd, dd/mm/y"], "it": ["f6:d mon y"], "pt": ["f6:d de mon. de y"], "ru": ["f6:dd.mm.y г., hm", "f6:wd, d mon. y"],
    "ja": ["f6:y年m月d日 h時m分", "f6:era abbr"], "ko": ["f6:iso (wd) hm"], "zhs": ["f6:y年m月d日 周wd"], "zht": ["f6:y/m/d 下午 h:mm:ss"],
    "vi": ["f6:vi"], "th": ["f6:th"], "id": ["f6:id"], "hu": ["f6:hu"], "el": ["f6:el"], "fi": ["f6:fi"],
}
_SHORT_MONTHS = {
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
    "it": "gen feb mar apr mag giu lug ago set ott nov dic".split(),
    "pt": "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split(),
    "ru": "янв. февр. мар. апр. мая июн. июл. авг. сент. окт. нояб. дек.".split(),
}
_SHORT_WEEKDAYS = {"de": "Mo Di Mi Do Fr Sa So".split(), "ru": "пн вт ср чт пт сб вс".split()}


def render_fresh6_date(d: dt.date, form: str, lang: str) -> str:
    """The fresh-6 part's date forms (``FRESH6_FORMS``)."""
    en = MONTHS["en"][d.month - 1]
    wd = WEEKDAYS.get(lang, WEEKDAYS["en"])[d.weekday()]
    era = f"H{d.year - 1988}" if d < dt.date(2019, 5, 1) else f"R{d.year - 2018}"
    short = _SHORT_MONTHS.get(lang, [m[:3] for m in MONTHS["en"]])[d.month - 1]
    return {
        "f6:js": f"{WEEKDAYS['en'][d.weekday()][:3]} {en[:3]} {d.day:02d} {d.year} 14:03:00 GMT+0100 (Central European Standard Time)",
        "f6:iso ms offset": f"{d.isoformat()}T14:03:00.000+01:00", "f6:us hm pm": f"{d.month:02d}/{d.day:02d}/{d.year} 2:03 PM",
        "f6:wd., dd.mm.y": f"{_SHORT_WEEKDAYS['de'][d.weekday()]}., {d.day:02d}.{d.month:02d}.{d.year}",
        "f6:dd/mm/y hm": f"{d.day:02d}/{d.month:02d}/{d.year} 14:03", "f6:wd d mon. y": f"{wd} {d.day} {short} {d.year}",
        "f6:wd, dd/mm/y": f"{wd}, {d.day:02d}/{d.month:02d}/{d.year}", "f6:d mon y": f"{d.day} {short} {d.year}",
        "f6:d de mon. de y": f"{d.day} de {short} de {d.year}", "f6:dd.mm.y г., hm": f"{d.day:02d}.{d.month:02d}.{d.year} г., 14:03",
        "f6:wd, d mon. y": f"{_SHORT_WEEKDAYS['ru'][d.weekday()]}, {d.day} {short} {d.year}",
        "f6:y年m月d日 h時m分": f"{d.year}年{d.month}月{d.day}日 14時03分", "f6:era abbr": f"{era}.{d.month}.{d.day}",
        "f6:iso (wd) hm": f"{d.isoformat()} ({wd}) 14:03", "f6:y年m月d日 周wd": f"{d.year}年{d.month}月{d.day}日 周{wd}",
        "f6:y/m/d 下午 h:mm:ss": f"{d.year}/{d.month}/{d.day} 下午 2:03:00",
        "f6:vi": f"ngày {d.day} {MONTHS6['vi'][d.month - 1]} năm {d.year}", "f6:th": f"{d.day} {MONTHS6['th'][d.month - 1]} {d.year + 543}",
        "f6:id": f"{d.day} {MONTHS6['id'][d.month - 1]} {d.year}", "f6:hu": f"{d.year}. {MONTHS6['hu'][d.month - 1]} {d.day}.",
        "f6:el": f"{d.day} {MONTHS6['el'][d.month - 1]} {d.year}", "f6:fi": f"{d.day}.{d.month}.{d.year} klo 14.03",
    }[form]


FRESH6_CONSENT = {
    "trustarc": [["TrustArc Cookie Consent Manager", "We use cookies and similar technologies to run this website and help us understand how you use it.",
                  "Agree and Proceed", "Required Only", "Advanced Settings"]],
    "sourcepoint": [["Manage privacy settings", "To continue, accept tracking or subscribe to our ad-free plan for €2.99 a month.",
                     "Accept and continue", "Subscribe ad-free", "Already a subscriber? Log in"]],
    "borlabs": [["Datenschutzeinstellungen", "Wir benötigen Ihre Zustimmung, bevor Sie unsere Website weiter besuchen können.",
                 "Ich akzeptiere", "Nur essenzielle Cookies akzeptieren", "Individuelle Datenschutzeinstellungen", "Cookie-Details | Datenschutzerklärung | Impressum"]],
    "axeptio": [["Ce site utilise des cookies", "Promis, on ne les mange pas ! Vous pouvez les refuser ou choisir lesquels accepter.",
                 "Non merci", "Je choisis", "OK pour moi"]],
    "funding-choices": [["This site asks for consent to use your data", "Personalised advertising and content, advertising and content measurement, audience research and services development",
                         "Store and/or access information on a device", "Consent", "Manage options"]],
    "cookiehub": [["Cookie settings", "We use cookies to ensure the basic functionalities of the website and to enhance your online experience.",
                   "Allow all", "Deny all", "Necessary", "Analytics"]],
}
FRESH6_NEWSLETTER = [
    ["Turn on notifications?", "Get alerts when new rulings are published.", "Not now", "Allow"],
    ["Open in the app", "Get the Deckbox app for a better experience", "Continue in browser"],
    ["It looks like you're using an ad blocker!", "We rely on ads to keep the site free. Please whitelist us.", "I've disabled it"],
    ["Đăng ký nhận tin", "Nhận thông báo khi có bài viết mới.", "Đăng ký"],
]
FRESH6_BREADCRUMBS = ["Moxfield / Decks / {card}", "Trang chủ » Thẻ bài » {card}", "Kezdőlap › Kártyák › {card}", "Αρχική › Κάρτες › {card}",
                      "Beranda / Kartu / {card}", "หน้าแรก › การ์ด › {card}"]
FRESH6_ACCOUNT = ["Sign in with Google · Sign in with Apple", "Đăng nhập | Đăng ký", "Bejelentkezés · Regisztráció · Kosár", "Σύνδεση | Εγγραφή",
                  "Masuk · Daftar", "เข้าสู่ระบบ | สมัครสมาชิก"]
FRESH6_NAV = ["Home  Explore  Notifications  Messages  Bookmarks", "Decks  Collection  Search  Brew", "Trang chủ · Diễn đàn · Cửa hàng",
              "Fórum · Webshop · Versenyek", "Φόρουμ · Κατάστημα · Τουρνουά", "Forum · Toko · Turnamen"]
FRESH6_SHOP = [["Giá: 25.000₫", "Còn hàng", "Thêm vào giỏ"], ["Ár: 350 Ft", "Raktáron: 3 db", "Kosárba"], ["Τιμή: 0,50 €", "Διαθέσιμο", "Προσθήκη στο καλάθι"],
               ["Harga: Rp 7.500", "Stok: 12", "Beli Sekarang"], ["ราคา: ฿15", "มีสินค้า", "หยิบใส่ตะกร้า"]]
FRESH6_FOOTER = [
    ["Bản quyền © 2026 {store}. Đã đăng ký bản quyền.", "MST: 0312345678"],
    ["© 2026 {store} Kft. · Adószám: 12345678-2-42 · ÁSZF"],
    ["© 2026 {store} Ι.Κ.Ε. · ΑΦΜ 123456789 · Όροι χρήσης"],
    ["Hak Cipta © 2026 {store}. Seluruh hak cipta dilindungi.", "PT {store} Indonesia"],
    ["You must be 13 or older to use this site.", "{store} · Cookie preferences · Accessibility statement"],
    ["Translate this page?", "Terms of Service  Privacy Policy  Cookie Policy  Accessibility  Ads info  More © 2026 X Corp."],
]
FRESH6_STORES = ["Bài Phép Thuật", "Varázsbolt Kft", "Μαγικό Κατάστημα", "Toko Kartu Ajaib", "ร้านการ์ดเวทมนตร์", "Mox & Co"]
FRESH6_DATED_CHROME = ["Last modified: {date}", "Dernière modification le {date}", "Cập nhật: {date}", "Frissítve: {date}",
                       "Ενημερώθηκε: {date}", "Diperbarui {date}"]
FRESH6_SEPARATORS_DP = [" ⦁ ", " ◦ ", " ⏐ ", " ⟡ "]
FRESH6_ADS = [["Subscribe to continue reading", "You've read 3 of 3 free articles this month."], ["Quảng cáo"], ["Hirdetés"], ["Διαφήμιση"],
              ["Iklan"], ["โฆษณา"]]


def fresh6_pools() -> dict:
    """The fresh-6 part's chrome, every variant (none is shared with the other parts)."""
    pools = {f"consent:{k}": v for k, v in FRESH6_CONSENT.items()}
    pools.update(newsletter=FRESH6_NEWSLETTER, breadcrumbs=FRESH6_BREADCRUMBS, account=FRESH6_ACCOUNT, nav=FRESH6_NAV,
                 shop=FRESH6_SHOP, footer=FRESH6_FOOTER, stores=FRESH6_STORES, dated=FRESH6_DATED_CHROME,
                 separators=FRESH6_SEPARATORS_DP, ads=FRESH6_ADS)
    return pools


class Fresh6Generator(Fresh5Generator):
    """The generator of the fresh-6 part: the tuning part's layouts with fresh-6's chrome and dates,
    and fresh-6's own layouts twice as often."""

    BOTTOM_LANGS = ["en", "vi", "hu", "el", "id", "de"]

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self.pools["fresh6"] = fresh6_pools()

    def _forms(self, lang: str, part: str) -> list[str]:
        return FRESH6_FORMS.get(lang, []) * 3 + ([] if lang in MONTHS6 or lang == "fi" else super(Fresh5Generator, self)._forms(lang, "tune"))

    def _f6(self, page: Page, langs: list[str], tag: str) -> tuple[str, str]:
        return self._f5_date(page, langs, tag)

    def layout_x_thread(self, page, card, ctx, doc):
        """An X/Twitter thread: "Name @handle · DATE" over each post, "1/4" numbering, counts under it."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f6(page, ["en", "de", "fr", "ja", "ko"], "post header before")
        head = f"Thread: {name} rulings 🧵"
        doc.block(("title", head))
        rulings = self._rulings(card)
        for k, (d, t) in enumerate(rulings, start=1):
            hdr = f"Judge Rosa @judgerosa · {render_date(d, form, lang)}"
            stats = f"{r.randint(1, 40)} Reposts {r.randint(5, 300)} Likes"
            doc.block(("date", hdr), ("ruling", t), ("chrome", f"{k}/{len(rulings)}"), ("chrome", stats))
            page.rulings.append((d.isoformat(), t))
            page.chrome += [stats]
        doc.block(("chrome", "Show this thread"), ("chrome", "Replying to @judgerosa"))
        page.chrome += ["Show this thread", "Replying to @judgerosa"]

    def layout_notion_export(self, page, card, ctx, doc):
        """A Notion page exported as Markdown: "# NAME", property lines, then callouts "> 📅 DATE" / "> text"."""
        name = self._title_of(card, page.title_lang)
        lang, form = self._f6(page, ["en", "de", "fr", "es", "pt", "vi", "id"], "callout date before")
        props = ["Status: Reviewed", "Tags: rulings, commander", f"Created: {render_date(dt.date(2026, 3, 2), form, lang)}"]
        doc.block(("title", f"# {name}"), *[("chrome", x) for x in props])
        for d, t in self._rulings(card):
            doc.block(("date", f"> 📅 {render_date(d, form, lang)}"), ("ruling", f"> {t}"))
            page.rulings.append((d.isoformat(), t))
        page.chrome += props

    def layout_csv_paste(self, page, card, ctx, doc):
        """A spreadsheet exported as CSV and pasted as text: a header row, then "NAME",DATE,"text",source
        (quotes doubled inside quoted fields)."""
        name = self._title_of(card, "en")
        lang, form = self._f6(page, ["en"], "csv field")
        rows = [("chrome", "card,date,ruling,source")]
        for d, t in self._rulings(card):
            quoted = '"' + t.replace('"', '""') + '"'
            rows.append(("ruling", f'"{name}",{d.isoformat()},{quoted},Gatherer'))
            page.rulings.append((d.isoformat(), t))
        page.chrome.append("card,date,ruling,source")
        doc.block(*rows)

    def layout_telegram_html(self, page, card, ctx, doc):
        """A Telegram Desktop export: a day's header as a service message, then each bot message with
        its time only; one day header a date, rulings of that date under it."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f6(page, ["en", "ru", "de", "el", "hu"], "service date header")
        doc.block(("chrome", f"{r.choice(['MTG Rules RU', 'Magic Judges Hellas'])}"), ("title", f"/rulings {name}"))
        by: dict[dt.date, list[str]] = {}
        for d, t in card.rulings:
            by.setdefault(d, []).append(t)
        for d in sorted(by):
            lines = [("date", render_date(d, form, lang))]
            for t in by[d]:
                lines += [("chrome", f"RulesBot {r.randint(10, 23)}:{r.randint(10, 59)}"), ("ruling", t)]
                page.rulings.append((d.isoformat(), t))
            doc.block(*lines)
        page.chrome += [x for b in doc.blocks for role, x in b if role == "chrome" and x.startswith(("RulesBot", "MTG", "Magic"))]

    def layout_youtube_description(self, page, card, ctx, doc):
        """A video's description: chapters with timestamps ("0:00 Intro") that are no dates, then
        "Rulings referenced:" bullets ending "(Gatherer, DATE)", hashtags and a subscribe line."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", f"{name} – Rules Explained in 5 Minutes | MTG"), ("chrome", f"{r.randint(1, 90)}K views  {r.randint(1, 11)} months ago"))
        chapters = ["0:00 Intro", "0:42 The card", f"2:{r.randint(10, 59)} The tricky interaction", "4:30 Outro"]
        doc.block(*[("chrome", x) for x in chapters])
        lang, form = self._f6(page, ["en", "th", "vi", "fi", "id"], "(source, date) after")
        lines = [("heading", "Rulings referenced:")]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"• {t} (Gatherer, {render_date(d, form, lang)})"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        tail = ["#mtg #magicthegathering #edh", "Subscribe for a new rules video every week!"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += [doc.blocks[-4][1][1], *chapters, *tail]

    def layout_rowspan_table(self, page, card, ctx, doc):
        """An HTML table whose date cell spans the rows of the rulings of that date (as text: the date
        on the first row only, a tab before the text)."""
        name = self._title_of(card, page.title_lang)
        lang, form = self._f6(page, ["en", "hu", "el", "fr", "ru"], "rowspan date cell")
        doc.block(("title", name))
        by: dict[dt.date, list[str]] = {}
        for d, t in card.rulings:
            by.setdefault(d, []).append(t)
        rows = [("row", "Date\tRuling")]
        for d in sorted(by):
            for k, t in enumerate(by[d]):
                rows.append(("row", f"{render_date(d, form, lang) if k == 0 else ''}\t{t}"))
                page.rulings.append((d.isoformat(), t))
        page.chrome.append("Date\tRuling")
        doc.block(*rows)

    def layout_moxfield_deck(self, page, card, ctx, doc):
        """A deck page: sections of "1 Card Name" lines, the card's details opened: its name, "Rulings
        (N)" and each date line above its ruling."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        others = [c.name for c in r.sample(self.cards, 6) if c.name != card.name][:5]
        deck = ["Commander (1)", f"1 {others[0]}", "Creatures (31)", *[f"1 {n}" for n in others[1:]], "Lands (36)"]
        doc.block(("chrome", f"{others[0]} Tokens — by brewer42"), *[("chrome", x) for x in deck])
        lang, form = self._f6(page, ["en", "de", "es", "it", "pt"], "deck popup date before")
        rulings = self._rulings(card)
        lines = [("title", name), ("heading", f"Rulings ({len(rulings)})")]
        for d, t in rulings:
            lines += [("date", render_date(d, form, lang)), ("ruling", t)]
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        page.chrome += [f"{others[0]} Tokens — by brewer42", *[x for x in deck if not x.startswith("1 ")]]

    def layout_imessage_export(self, page, card, ctx, doc):
        """An iMessage export: a timestamp line ("Fri, Jan 19, 2018 at 2:03 PM") over each message, the
        sender's line, the message."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        ask_day = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        ask = [f"{ask_day:%a, %b} {ask_day.day}, {ask_day.year} at 9:14 PM", "Alex", f"what are the rulings on {name}"]
        doc.block(*[("chrome", x) for x in ask])
        page.date_forms.append("imessage timestamp")
        for d, t in self._rulings(card):
            stamp = f"{WEEKDAYS['en'][d.weekday()][:3]}, {MONTHS['en'][d.month - 1][:3]} {d.day}, {d.year} at 2:03 PM"
            doc.block(("date", stamp), ("chrome", "Me"), ("ruling", t))
            page.rulings.append((d.isoformat(), t))
        page.chrome += ask + ["Me"]

    def layout_intl_forum(self, page, card, ctx, doc):
        """A forum in Vietnamese, Thai, Indonesian, Hungarian, Greek or Finnish: the thread's title, the
        first post quoting the rulings as "text — DATE" lines, likes under it."""
        r = self.rng
        lang = r.choice(["vi", "th", "id", "hu", "el", "fi"])
        name = self._title_of(card, page.title_lang)
        word = {"vi": "Luật của", "th": "กฎของ", "id": "Aturan", "hu": "Szabályok:", "el": "Κανόνες για", "fi": "Säännöt:"}[lang]
        doc.block(("title", f"{word} {name}"))
        lang, form = self._f6(page, [lang], "text — date")
        lines = []
        for d, t in self._rulings(card):
            lines.append(("ruling", f"{t} — {render_date(d, form, lang)}"))
            page.rulings.append((d.isoformat(), t))
        likes = {"vi": "Thích · Trả lời", "th": "ถูกใจ · ตอบกลับ", "id": "Suka · Balas", "hu": "Tetszik · Válasz", "el": "Μου αρέσει · Απάντηση",
                 "fi": "Tykkää · Vastaa"}[lang]
        doc.block(*lines, ("chrome", likes))
        page.chrome.append(likes)

    def layout_org_mode(self, page, card, ctx, doc):
        """An Org-mode file: "#+TITLE: NAME", then "* <2018-01-19 Fri> text" headings."""
        name = self._title_of(card, page.title_lang)
        doc.block(("title", f"#+TITLE: {name}"), ("chrome", "#+STARTUP: overview"))
        page.date_forms.append("org timestamp")
        lines = []
        for d, t in self._rulings(card):
            lines.append(("ruling", f"* <{d.isoformat()} {WEEKDAYS['en'][d.weekday()][:3]}> {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        page.chrome.append("#+STARTUP: overview")

    FRESH6_LAYOUTS = {
        "x-thread": ("layout_x_thread", True), "notion-export": ("layout_notion_export", True),
        "csv-paste": ("layout_csv_paste", True), "telegram-html": ("layout_telegram_html", True),
        "youtube-description": ("layout_youtube_description", True), "rowspan-table": ("layout_rowspan_table", True),
        "moxfield-deck": ("layout_moxfield_deck", True), "imessage-export": ("layout_imessage_export", True),
        "intl-forum": ("layout_intl_forum", True), "org-mode": ("layout_org_mode", True),
    }
    FRESH5_LAYOUTS = {**Fresh5Generator.FRESH5_LAYOUTS, **FRESH6_LAYOUTS}  # (the base's lookup reads this name)

    def fresh_corpus(self, n: int, part: str = "fresh6") -> list[Page]:
        """The tuning part's layouts once, fresh-6's own twice, in turn."""
        layouts = list(self.LAYOUTS) + 2 * list(self.FRESH6_LAYOUTS)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]


def fresh6_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 160) -> list[Page]:
    """The fresh-6 part's pages, drawn with their own generator (seed + 25013)."""
    return Fresh6Generator(cards, set_names, seed + 25013).fresh_corpus(n, "fresh6")
