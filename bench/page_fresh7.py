"""The fresh-7 part of the page corpus (``bench/page_corpus.py``): held out until page-10, looked
at while tuning it (tuning now).

Written after fresh-6 was run once and before anyone looked at its failures or at the page parser,
from kinds of captures no earlier part has: Stack Exchange answers (vote counts, "answered DATE"),
raw MediaWiki source (bold dates, templates, categories), an API's JSON pasted into a code block,
Wayback Machine captures (the toolbar's capture dates), pages printed from a browser to PDF (a
print date and the address on every printed page), forwarded e-mails ("Ruled on DATE:"), Mastodon
toots (the date under each), Keep-a-Changelog files (a version beside each date), Confluence tables
with a source column, podcast show notes (timestamps before the dates), Hebrew and Arabic forums
(right-to-left, Arabic-Indic digits), Ukrainian/Romanian/Bulgarian/Croatian/Slovak shops and
Instagram captions (keycap numbers, a calendar emoji before each date); consent from Osano, Termly,
CookieYes, Klaro, tarteaucitron, consentmanager, HubSpot, Shopify's privacy banner, Webflow and
Cookie Information, chat widgets, accessibility menus and Cloudflare notices; date forms in Hebrew,
Arabic, Persian digits, Ukrainian, Romanian, Catalan, Croatian, Norwegian, Bulgarian, Lithuanian,
Hindi, Slovak and Tagalog, two-digit years, full-width digits.

Each page's generator is seeded with the corpus seed + 29013, so the earlier parts draw exactly the
pages they drew before.
"""

from __future__ import annotations

import datetime as dt
import json

from page_corpus import MONTHS, WEEKDAYS, CardData, Generator, Page, _Doc, _fill, render_date
from page_fresh6 import Fresh6Generator

MONTHS7 = {
    "he": "ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר".split(),
    "ar": "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(),
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(),
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(),
    "ca": ["de gener", "de febrer", "de març", "d'abril", "de maig", "de juny", "de juliol", "d'agost", "de setembre",
           "d'octubre", "de novembre", "de desembre"],
    "hr": "siječnja veljače ožujka travnja svibnja lipnja srpnja kolovoza rujna listopada studenoga prosinca".split(),
    "nb": "januar februar mars april mai juni juli august september oktober november desember".split(),
    "bg": "януари февруари март април май юни юли август септември октомври ноември декември".split(),
    "lt": "sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio gruodžio".split(),
    "hi": "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(),
    "sk": "januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra".split(),
    "tl": "Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre".split(),
}
_SHORT7 = {
    "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.".split(),
    "es": "ene feb mar abr may jun jul ago sept oct nov dic".split(),
    "pt": "jan fev mar abr mai jun jul ago set out nov dez".split(),
    "ru": "янв фев мар апр мая июн июл авг сен окт ноя дек".split(),
}
_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")

FRESH7_FORMS = {
    "en": ["f7:y mon d", "f7:dd-mm-y", "f7:Month dth, y"], "de": ["f7:d. mon. y", "f7:dd.mm.y um hm Uhr"],
    "fr": ["f7:wd d mois y à hhmm", "f7:d/m/yy"], "es": ["f7:d-mon-y", "f7:d mes y"], "it": ["f7:d/m/y", "f7:d mese y, hm"],
    "pt": ["f7:dd/mon/y", "f7:d de mês de y às hm"], "ru": ["f7:dd.mm.yy", "f7:d mon y в hm"],
    "ja": ["f7:fullwidth", "f7:y-mm-dd(wd) hm"], "ko": ["f7:y년 m월 d일 wd요일", "f7:yy.mm.dd"], "zhs": ["f7:y年mm月dd日 hm", "f7:y/m/d"],
    "zht": ["f7:y年m月d日 (週wd)", "f7:y-m-d"],
    "he": ["f7:he"], "ar": ["f7:ar", "f7:ar digits"], "fa": ["f7:fa digits"], "uk": ["f7:uk"], "ro": ["f7:ro"], "ca": ["f7:ca"],
    "hr": ["f7:hr"], "nb": ["f7:nb"], "bg": ["f7:bg"], "lt": ["f7:lt"], "hi": ["f7:hi"], "sk": ["f7:sk"], "tl": ["f7:tl"],
}


def _th(day: int) -> str:
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def render_fresh7_date(d: dt.date, form: str, lang: str) -> str:
    """The fresh-7 part's date forms (``FRESH7_FORMS``)."""
    wd = WEEKDAYS.get(lang, WEEKDAYS["en"])[d.weekday()]
    m7 = MONTHS7.get(lang)
    month = MONTHS.get(lang, MONTHS["en"])[d.month - 1]
    short = _SHORT7.get(lang, [m[:3] for m in MONTHS["en"]])[d.month - 1]
    if form == "f7:y mon d":
        return f"{d.year} {MONTHS['en'][d.month - 1][:3]} {d.day}"
    if form == "f7:dd-mm-y":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if form == "f7:Month dth, y":
        return f"{MONTHS['en'][d.month - 1]} {_th(d.day)}, {d.year}"
    if form == "f7:d. mon. y":
        return f"{d.day}. {short} {d.year}"
    if form == "f7:dd.mm.y um hm Uhr":
        return f"{d.day:02d}.{d.month:02d}.{d.year} um 14:03 Uhr"
    if form == "f7:wd d mois y à hhmm":
        return f"{wd} {d.day} {month} {d.year} à 14h03"
    if form == "f7:d/m/yy":
        return f"{d.day}/{d.month}/{d.year % 100:02d}"
    if form == "f7:d-mon-y":
        return f"{d.day}-{short}-{d.year}"
    if form == "f7:d mes y":
        return f"{d.day} {month} {d.year}"
    if form == "f7:d/m/y":
        return f"{d.day}/{d.month}/{d.year}"
    if form == "f7:d mese y, hm":
        return f"{d.day} {month} {d.year}, 14:03"
    if form == "f7:dd/mon/y":
        return f"{d.day:02d}/{short}/{d.year}"
    if form == "f7:d de mês de y às hm":
        return f"{d.day} de {month} de {d.year} às 14:03"
    if form == "f7:dd.mm.yy":
        return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"
    if form == "f7:d mon y в hm":
        return f"{d.day} {short} {d.year} в 14:03"
    if form == "f7:fullwidth":
        return f"{d.year}年{d.month}月{d.day}日".translate(_FULLWIDTH) + f"（{wd}）"
    if form == "f7:y-mm-dd(wd) hm":
        return f"{d.isoformat()}({wd}) 14:03"
    if form == "f7:y년 m월 d일 wd요일":
        return f"{d.year}년 {d.month}월 {d.day}일 {wd}요일"
    if form == "f7:yy.mm.dd":
        return f"{d.year % 100:02d}.{d.month:02d}.{d.day:02d}"
    if form == "f7:y年mm月dd日 hm":
        return f"{d.year}年{d.month:02d}月{d.day:02d}日 14:03"
    if form == "f7:y/m/d":
        return f"{d.year}/{d.month}/{d.day}"
    if form == "f7:y年m月d日 (週wd)":
        return f"{d.year}年{d.month}月{d.day}日 (週{wd})"
    if form == "f7:y-m-d":
        return f"{d.year}-{d.month}-{d.day}"
    if form == "f7:he":
        return f"{d.day} ב{m7[d.month - 1]} {d.year}"
    if form == "f7:ar":
        return f"{d.day} {m7[d.month - 1]} {d.year}"
    if form == "f7:ar digits":
        return f"{d.day} {m7[d.month - 1]} {d.year}".translate(_ARABIC_DIGITS)
    if form == "f7:fa digits":
        return f"{d.year}/{d.month:02d}/{d.day:02d}".translate(_PERSIAN_DIGITS)
    if form == "f7:uk":
        return f"{d.day} {m7[d.month - 1]} {d.year} р."
    if form == "f7:ro":
        return f"{d.day} {m7[d.month - 1]} {d.year}"
    if form == "f7:ca":
        return f"{d.day} {m7[d.month - 1]} de {d.year}"
    if form == "f7:hr":
        return f"{d.day}. {m7[d.month - 1]} {d.year}."
    if form == "f7:nb":
        return f"{d.day}. {m7[d.month - 1]} {d.year}"
    if form == "f7:bg":
        return f"{d.day} {m7[d.month - 1]} {d.year} г."
    if form == "f7:lt":
        return f"{d.year} m. {m7[d.month - 1]} {d.day} d."
    if form == "f7:hi":
        return f"{d.day} {m7[d.month - 1]} {d.year}"
    if form == "f7:sk":
        return f"{d.day}. {m7[d.month - 1]} {d.year}"
    if form == "f7:tl":
        return f"{m7[d.month - 1]} {d.day}, {d.year}"
    raise ValueError(form)


FRESH7_CONSENT = {
    "osano": [["This website stores data such as cookies to enable essential site functionality, as well as marketing, personalization, and analytics.",
               "Storage Preferences", "Accept", "Deny", "Powered by Osano"]],
    "termly": [["We care about your privacy", "We and our partners use cookies to provide you with our services and, depending on your settings, to collect analytics and marketing data.",
                "Decline", "Accept All", "Preferences", "Powered by Termly"]],
    "cookieyes": [["We value your privacy", "Customise", "Reject All", "Accept All",
                   "Necessary\x00Necessary cookies are required to enable the basic features of this site, such as providing secure log-in.",
                   "Functional\x00Functional cookies help perform certain functionalities like sharing the content of the website on social media platforms.",
                   "Powered by CookieYes"]],
    "klaro": [["Wir nutzen Cookies und ähnliche Technologien, um Inhalte zu personalisieren.", "Lass mich wählen", "Das ist ok", "Realisiert mit Klaro!"]],
    "tarteaucitron": [["Ce site utilise des cookies et vous donne le contrôle sur ceux que vous souhaitez activer",
                       "✓ Tout accepter", "✗ Tout refuser", "Personnaliser", "Politique de confidentialité"]],
    "consentmanager": [["Wir und unsere Partner verarbeiten Daten", "Um Ihnen ein optimales Erlebnis zu bieten, setzen wir Technologien wie Cookies ein.",
                        "Alle akzeptieren", "Einstellungen oder ablehnen", "Vendor-Liste | Privacy Policy | consentmanager.net"]],
    "hubspot": [["This website stores cookies on your computer. These cookies are used to collect information about how you interact with our website.",
                 "If you decline, your information won't be tracked when you visit this website.", "Accept", "Decline", "Cookie Settings"]],
    "shopify-privacy": [["This website uses cookies", "We use cookies to personalize your experience and to analyze traffic.",
                         "Manage preferences", "Decline", "Accept"]],
    "webflow": [["By clicking “Accept”, you agree to the storing of cookies on your device to enhance site navigation, analyze site usage, and assist in our marketing efforts.",
                 "Preferences", "Deny", "Accept"]],
    "cookie-information": [["Denne hjemmeside bruger cookies", "Vi bruger cookies for at forbedre din oplevelse og til statistik og marketing.",
                            "Accepter alle", "Afvis alle", "Tilpas", "Statistiske cookies\x00Hjælper os med at forstå, hvordan besøgende bruger hjemmesiden."]],
    "rtl": [["אתר זה משתמש בעוגיות כדי לשפר את חוויית הגלישה", "אני מסכים", "מדיניות פרטיות"],
            ["يستخدم هذا الموقع ملفات تعريف الارتباط لتحسين تجربتك", "موافق", "سياسة الخصوصية"]],
    "eastern": [["Ми використовуємо файли cookie, щоб покращити роботу сайту", "Прийняти", "Налаштування"],
                ["Acest site folosește cookie-uri pentru a vă oferi o experiență mai bună.", "Accept toate", "Setări cookie-uri"],
                ["Този сайт използва бисквитки", "Приемам", "Научете повече"]],
}
FRESH7_NEWSLETTER = [
    ["Subscribe to Rules Digest", "Thousands of judges and players read it every week.", "Type your email…", "Subscribe", "Continue reading"],
    ["Get 10% off your first order", "Sign up for restock alerts and new set previews.", "No thanks"],
    ["Chat with us 👋", "We typically reply in a few minutes", "Powered by Intercom"],
    ["Accessibility Menu (CTRL+U)", "Bigger text", "High contrast", "Reset all accessibility settings"],
    ["Performance & security by Cloudflare", "Ray ID: 7f1a2b3c4d5e6f70"],
    ["Підпишіться на розсилку", "Отримуйте новини про нові сети першими.", "Підписатися"],
    ["הירשמו לניוזלטר שלנו", "קבלו עדכונים על מבצעים ומוצרים חדשים", "הרשמה"],
    ["اشترك في النشرة البريدية", "احصل على آخر الأخبار والعروض", "اشترك"],
]
FRESH7_BREADCRUMBS = ["You are here: Home > Rulings > {card}", "🏠 / Singles / {set} / {card}", "Home ➜ Cards ➜ {card}",
                      "דף הבית « קלפים « {card}", "الرئيسية ‹ البطاقات ‹ {card}", "Головна / Картки / {card}", "Acasă » Cărți » {card}",
                      "Начало › Карти › {card}"]
FRESH7_ACCOUNT = ["Hi, Guest! Sign in or register", "Wishlist (0)  Compare (0)  Cart: 0 items - $0.00", "Мій кабінет · Кошик (0)",
                  "Contul meu | Coș (0)", "החשבון שלי | עגלה (0)", "حسابي | السلة (0)", "Влез · Регистрация"]
FRESH7_NAV = ["Singles  Sealed  Accessories  Events  Buy List", "Questions  Tags  Users  Companies  Unanswered", "Форум · Новини · Турніри",
              "Forum · Știri · Turnee", "פורום · חדשות · טורנירים", "منتدى · أخبار · بطولات", "Home  Local  Federated  Explore"]
FRESH7_SHOP = [["Ціна: 25 грн", "В наявності: 4 шт.", "Купити"], ["Preț: 2,50 lei", "În stoc", "Adaugă în coș"],
               ["מחיר: ₪4.90", "במלאי", "הוסף לסל"], ["السعر: 5 ر.س", "متوفر", "أضف إلى السلة"], ["Cena: 1,20 €", "Skladom", "Do košíka"],
               ["NM $0.25  LP $0.20", "Qty: 1 ▾", "Add to Cart"], ["Цена: 0,80 лв.", "Наличност: 7", "Добави в количката"]]
FRESH7_FOOTER = [
    ["© 2026 {store} SRL · CUI RO12345678 · ANPC · SOL"],
    ["ФОП {store} · ЄДРПОУ 12345678 · Публічна оферта"],
    ["© כל הזכויות שמורות ל{store} 2026 · תקנון האתר"],
    ["جميع الحقوق محفوظة © 2026 {store} · سجل تجاري 1010123456"],
    ["{store} ApS · CVR-nr. 12345678 · Handelsbetingelser"],
    ["site design / logo © 2026 Stack Exchange Inc; user contributions licensed under CC BY-SA. rev 2026.1.5.12345"],
    ["Powered by Shopify · Refund policy · Privacy policy · Terms of service"],
    ["This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.", "Built with Webflow"],
    ["{store} d.o.o. · OIB: 12345678901 · Uvjeti korištenja"],
]
FRESH7_STORES = ["Cardboard Emporium", "Магазин Чарівник", "Magazinul Vrăjitorului", "חנות הקוסם", "متجر السحرة", "Kortborgen", "Čarobna Kutija"]
FRESH7_DATED_CHROME = ["Capture date: {date}", "Sidst opdateret {date}", "Оновлено: {date}", "Actualizat la {date}", "עודכן לאחרונה: {date}",
                       "آخر تحديث: {date}", "Page generated {date} in 0.21 s"]
FRESH7_SEPARATORS_DP = [" ∙ ", " ‖ ", " ⸱ ", " ~ "]
FRESH7_ADS = [["Advertisement · Report this ad"], ["Реклама"], ["Publicitate"], ["פרסומת"], ["إعلان"], ["Sponsored · Why this ad?"]]


def fresh7_pools() -> dict:
    """The fresh-7 part's chrome, every variant (none is shared with the other parts)."""
    pools = {f"consent:{k}": v for k, v in FRESH7_CONSENT.items()}
    pools.update(newsletter=FRESH7_NEWSLETTER, breadcrumbs=FRESH7_BREADCRUMBS, account=FRESH7_ACCOUNT, nav=FRESH7_NAV,
                 shop=FRESH7_SHOP, footer=FRESH7_FOOTER, stores=FRESH7_STORES, dated=FRESH7_DATED_CHROME,
                 separators=FRESH7_SEPARATORS_DP, ads=FRESH7_ADS)
    return pools


class Fresh7Generator(Fresh6Generator):
    """The generator of the fresh-7 part: the tuning part's layouts with fresh-7's chrome and dates,
    and fresh-7's own layouts twice as often."""

    BOTTOM_LANGS = ["en", "uk", "ro", "he", "ar", "nb"]

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self.pools["fresh7"] = fresh7_pools()

    def _forms(self, lang: str, part: str) -> list[str]:
        own = FRESH7_FORMS.get(lang, []) * 3
        if lang in MONTHS7 or lang == "fa":
            return own
        return own + Generator._forms(self, lang, "tune")  # the stored languages keep their usual forms too

    def _f7(self, page: Page, langs: list[str], tag: str) -> tuple[str, str]:
        return self._f5_date(page, langs, tag)

    def page(self, i: int, layout: str, split: str) -> Page:
        page = super().page(i, layout, split)
        page.id = f"p{i:03d}"
        return page

    def _bottom(self, page: Page, doc: _Doc, ctx: dict, *, glue: bool) -> None:
        super()._bottom(page, doc, ctx, glue=glue)
        if self.rng.random() < 0.5 and len(doc.blocks) > 2:
            # an ad slot between two blocks (never right after a block of date lines)
            at = self.rng.randrange(1, len(doc.blocks))
            if {r for r, _ in doc.blocks[at - 1]} != {"date"}:
                ad = self._pick(page.split, "ads")
                page.chrome += ad
                doc.blocks.insert(at, [("chrome", x) for x in ad])

    # ---- layouts ----
    def layout_stackexchange_answer(self, page, card, ctx, doc):
        """A Board & Card Games Stack Exchange question: the question's title naming the card, "Asked
        DATE", votes; an accepted answer quoting the Gatherer rulings as "DATE: text" blockquote lines,
        then "answered DATE" and the answerer's reputation, comments."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        asked = dt.date(2025, r.randint(1, 12), r.randint(1, 28))
        q = [f"Asked {asked:%b} {asked.day}, {asked.year} at 9:{r.randint(10, 59)}", f"Viewed {r.randint(1, 9)}k times", f"{r.randint(2, 40)}"]
        doc.block(("title", f"How does {name} interact with copy effects?"), *[("chrome", x) for x in q])
        doc.block(("chrome", "I was playing at FNM and nobody at the table could agree. What do the official rulings say?"))
        lang, form = self._f7(page, ["en", "de", "fr", "es"], "SE blockquote DATE: text")
        lines = [("chrome", f"{r.randint(5, 60)}"), ("chrome", "✓"), ("heading", "The Gatherer page lists these rulings:")]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"> {render_date(d, form, lang)}: {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        ans = dt.date(2025, asked.month, min(28, asked.day + 1))
        tail = ["Share Improve this answer Follow", f"answered {ans:%b} {ans.day}, {ans.year} at 14:03",
                f"judge_anna {r.randint(2, 40)}.{r.randint(1, 9)}k {r.randint(1, 9)} {r.randint(10, 90)} {r.randint(50, 200)}",
                "Thanks, that settles it! – OP", "Add a comment"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += q + tail + ["I was playing at FNM and nobody at the table could agree. What do the official rulings say?"]

    def layout_wikitext_source(self, page, card, ctx, doc):
        """A MediaWiki page's source (the edit box copied): an infobox template, "== Rulings ==", each
        ruling a bullet with its date in bold, references and categories."""
        name = self._title_of(card, page.title_lang)
        info = ["{{Infobox card", f"| name = {name}", f"| set = {card.set_name}", "}}"]
        doc.block(*[("chrome" if k != 1 else "title", x) for k, x in enumerate(info)])
        lang, form = self._f7(page, ["en", "de", "fr", "it", "pt", "ru"], "wikitext '''DATE''' — text")
        lines = [("heading", "== Rulings ==")]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"* '''{render_date(d, form, lang)}''' — {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        tail = ["== References ==", "<references />", "[[Category:Cards]]", f"[[Category:{card.set_name} cards]]"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += [info[0], info[2], "<references />", "[[Category:Cards]]", f"[[Category:{card.set_name} cards]]"]

    def layout_api_json_paste(self, page, card, ctx, doc):
        """A forum post with an API's answer pasted in a code block: the post names the card, then a
        JSON list of ruling objects (source, published_at, comment) between ``` fences."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", f"Rulings for {name} straight from the API:"))
        rulings = self._rulings(card)
        objs = [{"object": "ruling", "oracle_id": f"{r.getrandbits(32):08x}-{r.getrandbits(16):04x}-4{r.getrandbits(12):03x}-a{r.getrandbits(12):03x}-{r.getrandbits(48):012x}",
                 "source": r.choice(["wotc", "scryfall"]), "published_at": d.isoformat(), "comment": t} for d, t in rulings]
        page.date_forms.append("json published_at")
        body = json.dumps({"object": "list", "has_more": False, "data": objs}, indent=2, ensure_ascii=False)
        doc.block(("chrome", "```json"), *[("code", x) for x in body.splitlines()], ("chrome", "```"))
        for d, t in rulings:
            page.rulings.append((d.isoformat(), t))
        page.chrome += ['"object": "ruling"', '"has_more": false', '"source": "wotc"', '"source": "scryfall"']

    def layout_wayback_capture(self, page, card, ctx, doc):
        """A page saved from the Wayback Machine: its toolbar (the capture's address with a timestamp,
        the count of captures, the first and last capture dates, months and years) above the page, a
        date line before each ruling."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        first = dt.date(r.randint(2015, 2018), r.randint(1, 12), r.randint(1, 28))
        last = dt.date(2024, r.randint(1, 12), r.randint(1, 28))
        slug = card.name.lower().replace(" ", "-").replace(",", "").replace("'", "")
        bar = [f"The Wayback Machine - https://web.archive.org/web/2019{r.randint(1, 12):02d}{r.randint(1, 28):02d}101112/https://cards.example.com/card/{slug}",
               f"{r.randint(5, 90)} captures", f"{first.day} {MONTHS['en'][first.month - 1][:3]} {first.year} - {last.day} {MONTHS['en'][last.month - 1][:3]} {last.year}",
               "FEB MAR APR", f"{r.randint(1, 28):02d}", "2018 2019 2020", "success fail", "About this capture"]
        doc.block(*[("chrome", x) for x in bar])
        doc.block(("title", name))
        lang, form = self._f7(page, ["en", "de", "es", "it", "ja", "zhs"], "date line before under a wayback bar")
        for d, t in self._rulings(card):
            doc.block(("date", render_date(d, form, lang)), ("ruling", t))
            page.rulings.append((d.isoformat(), t))
        page.chrome += bar

    def layout_browser_print(self, page, card, ctx, doc):
        """A page printed from a browser to PDF and copied as text: every printed page starts with the
        print date and time and the page's title, and ends with its address and "n/N"; each ruling is
        "text (DATE)", a page break between two rulings."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        printed = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        header = f"{printed.month}/{printed.day}/{printed.year % 100}, {r.randint(1, 12)}:{r.randint(10, 59)} PM\t{name} - Rulings | CardVault"
        url = f"https://cardvault.example/cards/{card.set_code.lower()}/{card.number}"
        lang, form = self._f7(page, ["en", "fr", "pt", "ru", "ko", "zht"], "(DATE) after, printed pages")
        rulings = self._rulings(card)
        cut = max(1, len(rulings) // 2)
        pages = [rulings[:cut], rulings[cut:]] if len(rulings) > 1 else [rulings]
        for k, chunk in enumerate(pages, start=1):
            lines = [("chrome", header)]
            if k == 1:
                lines.append(("title", name))
            for d, t in chunk:
                lines.append(("ruling", f"{t} ({render_date(d, form, lang)})"))
                page.rulings.append((d.isoformat(), t))
            lines.append(("chrome", f"{url}\t{k}/{len(pages)}"))
            doc.block(*lines)
        page.chrome += [header, url]

    def layout_forwarded_email(self, page, card, ctx, doc):
        """A forwarded e-mail: Gmail's "Forwarded message" header (From, Date, Subject naming the card,
        To), a greeting, then each ruling "Ruled on DATE: text" in the writer's language, a signature."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        sent = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        lang = r.choice(["en", "de", "fr", "es", "it", "pt"])
        head = ["---------- Forwarded message ---------", "From: Anna Kowalska <anna@judges.example.org>",
                f"Date: {WEEKDAYS['en'][sent.weekday()][:3]}, {MONTHS['en'][sent.month - 1][:3]} {sent.day}, {sent.year} at 9:{r.randint(10, 59)} AM",
                f"Subject: {name} rulings", "To: <rules-team@example.org>"]
        doc.block(*[("title" if x.startswith("Subject") else "chrome", x) for x in head])
        lang, form = self._f7(page, [lang], "Ruled on DATE: text")
        word = {"en": "Ruled on", "de": "Entschieden am", "fr": "Décision du", "es": "Dictaminado el", "it": "Decisione del",
                "pt": "Decidido em"}[lang]
        hello = {"en": "Hi all, here is what was ruled:", "de": "Hallo zusammen, hier die Entscheidungen:", "fr": "Bonjour à tous, voici les décisions :",
                 "es": "Hola a todos, aquí van las decisiones:", "it": "Ciao a tutti, ecco le decisioni:", "pt": "Olá a todos, seguem as decisões:"}[lang]
        lines = [("chrome", hello)]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"{word} {render_date(d, form, lang)}: {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        sig = ["--", "Anna Kowalska · L2 Judge", "Sent from my iPhone"]
        doc.block(*[("chrome", x) for x in sig])
        page.chrome += [head[0], head[1], head[2], head[4], hello, *sig[1:]]

    def layout_mastodon_toots(self, page, card, ctx, doc):
        """Mastodon toots: the account line, the toot (one ruling), then its date and client line and
        its boosts and favourites; the thread's first toot names the card."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        who = "Judge Rosa @rosa@mtg.social"
        doc.block(("chrome", who), ("title", f"Thread on the rulings of {name} #MTG #MagicTheGathering 🧵"))
        lang, form = self._f7(page, ["en", "de", "fr", "nb", "ca"], "toot date after")
        for d, t in self._rulings(card):
            stats = f"{r.randint(1, 30)} boosts · {r.randint(2, 90)} favorites"
            doc.block(("chrome", who), ("ruling", t), ("date", f"{render_date(d, form, lang)} · 🌐 · Web"), ("chrome", stats))
            page.rulings.append((d.isoformat(), t))
            page.chrome.append(stats)
        page.chrome += [who]

    def layout_changelog(self, page, card, ctx, doc):
        """A Keep-a-Changelog file for a card's rulings: "## [1.3.0] - DATE" sections (a version beside
        each date), "### Added" under them, each ruling a bullet."""
        name = self._title_of(card, page.title_lang)
        head = ["All notable changes to this card's rulings are documented in this file.",
                "The format is based on Keep a Changelog, and this project adheres to Semantic Versioning.", "## [Unreleased]"]
        doc.block(("title", f"# Changelog — {name}"), *[("chrome", x) for x in head])
        by: dict[dt.date, list[str]] = {}
        for d, t in card.rulings:
            by.setdefault(d, []).append(t)
        page.date_forms.append("changelog ## [v] - iso")
        for k, d in enumerate(sorted(by, reverse=True)):
            lines = [("date", f"## [1.{len(by) - k}.0] - {d.isoformat()}"), ("heading", "### Added")]
            for t in by[d]:
                lines.append(("ruling", f"- {t}"))
                page.rulings.append((d.isoformat(), t))
            doc.block(*lines)
        page.chrome += head

    def layout_confluence_table(self, page, card, ctx, doc):
        """A Confluence page: "Created by …, last modified on DATE", a table Date | Ruling | Source with a
        header row, "Like · Be the first to like this", "No labels", the product's footer."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        mod = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        byline = f"Created by Ana Lima, last modified by Tom Kerr on {MONTHS['en'][mod.month - 1][:3]} {mod.day:02d}, {mod.year}"
        doc.block(("title", name), ("chrome", byline))
        lang, form = self._f7(page, ["en", "de", "fr", "it", "es", "pt", "ru", "zhs"], "three-column table")
        rows = [("row", "Date\tRuling\tSource")]
        for d, t in self._rulings(card):
            rows.append(("row", f"{render_date(d, form, lang)}\t{t}\t{r.choice(['Gatherer', 'Release notes', 'WotC'])}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*rows)
        tail = ["Like · Be the first to like this", "No labels", "Powered by Atlassian Confluence 7.19.8 · Report a bug · Atlassian News"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += [byline, "Date\tRuling\tSource", *tail]

    def layout_podcast_notes(self, page, card, ctx, doc):
        """A podcast episode's show notes: episode number and length, "Rulings discussed:" with a
        timestamp before each "DATE — text", links to listen, a Patreon line."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        ep = f"Episode {r.randint(40, 300)} · {r.randint(30, 90)} min"
        doc.block(("title", f"Judge's Corner: {name}"), ("chrome", ep))
        lang, form = self._f7(page, ["en", "de", "es", "pt", "tl"], "[mm:ss] DATE — text")
        lines = [("heading", "Rulings discussed:")]
        minute = 3
        for d, t in self._rulings(card):
            minute += r.randint(2, 9)
            lines.append(("ruling", f"[{minute:02d}:{r.randint(10, 59)}] {render_date(d, form, lang)} — {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        tail = ["Listen on Apple Podcasts · Spotify · Pocket Casts", "Support the show on Patreon: patreon.com/judgescorner"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += [ep, *tail]

    def layout_rtl_forum(self, page, card, ctx, doc):
        """A Hebrew, Arabic or Persian forum thread: the title names the card, the post lists each
        ruling under its date line (right-to-left month names, Arabic-Indic or Persian digits), the
        post's own date and reply links around it."""
        r = self.rng
        lang = r.choice(["he", "ar", "fa"])
        name = self._title_of(card, page.title_lang)
        word = {"he": "פסיקות עבור", "ar": "أحكام بطاقة", "fa": "قوانین کارت"}[lang]
        posted = {"he": "פורסם: לפני 3 ימים", "ar": "نُشر منذ 3 أيام", "fa": "ارسال شده: ۳ روز پیش"}[lang]
        doc.block(("title", f"{word} {name}"), ("chrome", posted))
        lang, form = self._f7(page, [lang], "rtl date line before")
        for d, t in self._rulings(card):
            doc.block(("date", render_date(d, form, lang)), ("ruling", t))
            page.rulings.append((d.isoformat(), t))
        reply = {"he": "הגב · ציטוט · דווח", "ar": "رد · اقتباس · إبلاغ", "fa": "پاسخ · نقل قول · گزارش"}[lang]
        doc.block(("chrome", reply))
        page.chrome += [posted, reply]

    def layout_eastern_shop(self, page, card, ctx, doc):
        """A Ukrainian, Romanian, Bulgarian, Croatian, Slovak or Lithuanian shop: the product's name, price
        and stock, then a "rules" tab with each ruling followed by its date in brackets."""
        lang = self.rng.choice(["uk", "ro", "bg", "hr", "sk", "lt"])
        name = self._title_of(card, page.title_lang)
        doc.block(("title", name))
        shop = [_fill(x, ctx) for x in self._pick(page.split, "shop")]
        doc.block(*[("chrome", x) for x in shop])
        tab = {"uk": "Правила та роз'яснення", "ro": "Reguli și clarificări", "bg": "Правила и разяснения", "hr": "Pravila i pojašnjenja",
               "sk": "Pravidlá a objasnenia", "lt": "Taisyklės ir paaiškinimai"}[lang]
        lang, form = self._f7(page, [lang], "text [DATE] after")
        lines = [("heading", tab)]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"{t} [{render_date(d, form, lang)}]"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        page.chrome += shop

    def layout_insta_caption(self, page, card, ctx, doc):
        """An Instagram post's caption: the account, the card's name with emoji, each ruling after a
        keycap number with "📅 DATE" after it, hashtags, likes and the comment prompt."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        acct = r.choice(["mtg.rules.daily", "judgefamiliar_ig", "regelwerk.mtg"])
        doc.block(("chrome", f"{acct} • Follow"), ("title", f"✨ {name} ✨ — what you need to know 👇"))
        keys = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]
        lang, form = self._f7(page, ["en", "de", "it", "es", "ja", "ko", "hi"], "keycap text 📅 DATE")
        lines = []
        for k, (d, t) in enumerate(self._rulings(card)):
            lines.append(("ruling", f"{keys[k % 10]} {t} 📅 {render_date(d, form, lang)}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        tail = ["#mtg #magicthegathering #mtgrules #edh #commander", f"♥ {r.randint(100, 5000):,} likes",
                f"View all {r.randint(5, 80)} comments", "Add a comment…"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += [f"{acct} • Follow", *tail]

    FRESH7_LAYOUTS = {
        "stackexchange-answer": ("layout_stackexchange_answer", True), "wikitext-source": ("layout_wikitext_source", True),
        "api-json-paste": ("layout_api_json_paste", True), "wayback-capture": ("layout_wayback_capture", True),
        "browser-print": ("layout_browser_print", True), "forwarded-email": ("layout_forwarded_email", True),
        "mastodon-toots": ("layout_mastodon_toots", True), "changelog": ("layout_changelog", True),
        "confluence-table": ("layout_confluence_table", True), "podcast-notes": ("layout_podcast_notes", True),
        "rtl-forum": ("layout_rtl_forum", True), "eastern-shop": ("layout_eastern_shop", True),
        "insta-caption": ("layout_insta_caption", True),
    }
    FRESH5_LAYOUTS = {**Fresh6Generator.FRESH5_LAYOUTS, **FRESH7_LAYOUTS}  # (the base's lookup reads this name)

    def fresh_corpus(self, n: int, part: str = "fresh7") -> list[Page]:
        """The tuning part's layouts once, fresh-7's own twice, in turn."""
        layouts = list(self.LAYOUTS) + 2 * list(self.FRESH7_LAYOUTS)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]


def fresh7_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 190) -> list[Page]:
    """The fresh-7 part's pages, drawn with their own generator (seed + 29013)."""
    return Fresh7Generator(cards, set_names, seed + 29013).fresh_corpus(n, "fresh7")
