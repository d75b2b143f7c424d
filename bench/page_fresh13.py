"""The fresh-13 held-out part of the page corpus (``bench/page_corpus.py``).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail. Only the corpus's interface was
read (``bench/page_corpus.py``, ``bench/page_fresh12.py``, ``bench/page_accuracy.py``,
``tests/test_page_fresh12_corpus.py``). Every page is one of fresh-13's own layouts (no earlier
part's layout name appears), each modelled on a kind of page people save (HTML) or copy (text) when
they look a card's rulings up, read off real pages of those kinds and rewritten in new words:

- google-cache-view: a search engine's cached copy of a card database page: the cache notice with
  its snapshot date and time ("3 Mar 2021 14:22:07 GMT"), "Full version / Text-only version", then
  the card page with each ruling followed by its date on the next line;
- crystalkeep-summary: an old plain-text "Card Rulings Summary" file: "=" rules, "Updated
  2019/03/12", letter dividers "- - * - * - C - * - * - -" with nothing under most of them, "NAME:"
  then "+ text [Gatherer 2018/01/19]" entries, wrapped at 76 columns now and then;
- google-groups-thread: a Usenet thread in Google Groups' reader: the read-only notice, "N views",
  each post's "unread," and "Mar 4, 2019, 2:35:02 PM3/4/19" stamp, a quoted question, the answer
  quoting the rulings "M/D/YYYY: text" or "text (M/D/YYYY)", a signature and the reply links;
- machine-translated-page: a Japanese store's card page seen through a translation proxy: the
  proxy's bar ("Original language: Japanese", "Show original"), machine English chrome ("Stock: 3
  sheets", "Put in cart", "Judgment"), the rulings dated "January 19, 2018:" or "2018/01/19"; in HTML
  every text wrapped in the translator's nested <font style="vertical-align: inherit;">;
- a11y-overlay-store: a US store's product page carrying an accessibility overlay's whole menu
  (content scaling, contrast, reading guide, "Accessibility Statement"...) at the top or the bottom;
  rulings as a definition list (date over text), reviews dated in the same form;
- medium-article: a blogging platform's article: "Member-only story", "6 min read · Mar 3, 2022",
  claps and responses, each ruling a block quote followed by "— Gatherer, January 19, 2018", then
  "Written by", "More from" and "Recommended" stories with dates of their own;
- chiebukuro-answer: a Japanese Q&A site: the question titled "《NAME》の裁定について…", asker and
  answerer with "2021/3/4 12:00" stamps, "ベストアンサー", the rulings "2018/01/19：text" or
  "text（2018年1月19日）", thanks with "お礼日時：…", other answers;
- dcinside-post: a Korean gallery post: "[질문] NAME 판정…", "ㅇㅇ(211.234) 2021.03.04 12:34:56",
  "조회 … 추천 … 댓글 …", rulings "2018.01.19 - text" or "text (2018. 1. 19.)", comments stamped
  "03.04 12:40:11";
- mercadolibre-listing: a Latin-American marketplace listing (Spanish or Brazilian Portuguese):
  "Nuevo | +50 vendidos", instalments, shipping, the description with "Rulings oficiales" dated
  "19/01/2018", then the buyers' questions answered with dates in the same form;
- vk-wall-post: a Russian community's wall post: "12 мар 2021 в 14:22", "Разбор правил: NAME", the
  rulings "19.01.2018 — text" or "text (19 янв 2018)", hashtags, likes and views, comments stamped
  like the post;
- fr-card-database: a French card database page: the French name and text (a translation), "Nom
  VO", sellers' price table, "Règles spécifiques" dated "19/01/2018 : text", "Le 19 janvier 2018 :
  text" or "text (19 janv. 2018)", forum comments "posté par … le 04/03/2021 à 14h22";
- rulesguru-question: a rules-question site: level and complexity filters, "Question #4821", the
  card's name, a scenario, "Answer:" and "Explanation:" (chrome), then the Oracle rulings
  "2018-01-19: text" or "text — 19 January 2018", "Last updated" date;
- reader-view: a browser's reader mode (German or English): domain, title, author, reading time,
  the toolbar's labels, article paragraphs and the rulings "19.01.2018: text" or "January 19, 2018:
  text";
- search-results-expanded: a card search's results (English or German): the query, "N cards found",
  other results' names, type lines and texts with collapsed "Rulings (n)" toggles, the card's result
  expanded with a date/text rulings table;
- relative-time-feed (names no card): a saved rulings panel of a single-page app: each ruling with
  "Wizards of the Coast · 6 years ago" (or "vor 6 Jahren", "il y a 6 ans"); in HTML the exact date
  is in the <time datetime="…"> attribute only, so its text capture dates no ruling;
- ligamagic-compare: a Brazilian price comparison page: the Portuguese name and text (a
  translation) or the English name, lowest/average/highest price, stores' offers, a price history
  "dd/mm/yyyy R$ …", and the rulings as a Data/Descrição table in the same form;
- pl-store-product: a Polish store's product page: "Cena: 1,50 zł", tabs "Opis | Rulingi | Opinie",
  rulings "19 stycznia 2018 r. – text", "19.01.2018 r." or "19.01.2018", reviews dated the same;
- jp-store-bracket-title: a Japanese singles store: "【JPN】《NAME》[SET]", stock and price, the
  Japanese text (a translation), "裁定（英語原文）" with "2018/01/19　text" or "text　（2018年1月19日）",
  "入荷日", and "こんな商品も見ています" with other cards;
- sheets-published (names no card): a spreadsheet published to the web: its title, column letters
  and row numbers, a Date/Ruling/Source header in the sheet's locale (English, German, French,
  Spanish, Portuguese), dates in the locale's numeric form, the sheet tabs and "Published with
  Google Sheets" line.

Chrome: consent banners of other consent managers (a TCF vendor prompt, WordPress plugins, German,
French, Polish, Korean, Japanese, Russian, Spanish and Portuguese ones), a translation proxy's bar,
an accessibility overlay's menu, cache and Usenet notices, navigation, breadcrumbs, prices, stock,
sellers' tables, price histories, buyers' questions, reviews and comments dated like the rulings,
other cards in search results and "also viewed" boxes, footers.

Dates in 9 languages: English (M/D/YYYY, ISO, YYYY/MM/DD, "January 19, 2018", "Jan 19, 2018", "19
January 2018"), German, French, Spanish, Portuguese, Russian, Japanese, Korean and Polish, before,
after, on their own line, in table columns and in attributes only; relative ages ("6 years ago")
date nothing. Every dated ruling carries its real MTGJSON date; undated ones (relative-time-feed's
text captures) have none.

Each page's generator is seeded with the corpus seed + 49019, so the earlier parts draw exactly the
pages they drew before.

First run on main's parser at 1d5df09 (2026-12-04; ``bench/page_accuracy.py --seed 7|21 --show 0``
with every other part at 0 pages, the 61-set archive; its failures not printed, not looked at: only
these aggregate figures were read; no page changed after it). Seed 7: 86.5% of 591 rulings right
(8 of 200 pages refused, chrome 26, wrong date 4, missed 46, wrong card 10, extra 40, translations
1/19). Seed 21: 84.5% of 632 rulings right (10 refused, chrome 40, wrong date 10, missed 43, wrong
card 9, extra 65, translations 0/13). Per layout, rulings right / pages refused (of pages) / chrome
/ wrong card, seed 7 | seed 21:

    a11y-overlay-store        97.4%  0/11  12  1  |   95.0%  0/11  17  0
    chiebukuro-answer        100.0%  0/11   0  0  |  100.0%  0/11   0  0
    crystalkeep-summary       77.8%  0/11   2  0  |   64.0%  1/11   0  0
    dcinside-post            100.0%  0/11   0  0  |  100.0%  0/11   0  0
    fr-card-database         100.0%  0/10   2  0  |  100.0%  0/10   2  0   (translations 1/7 | 0/4)
    google-cache-view        100.0%  0/11   0  0  |  100.0%  0/11   0  0
    google-groups-thread      50.0%  0/11   0  0  |   64.3%  0/11   2  0
    jp-store-bracket-title   100.0%  0/10   0  0  |  100.0%  0/10   0  0   (translations 0/7 | 0/5)
    ligamagic-compare        100.0%  0/10   0  0  |  100.0%  0/10   0  0   (translations 0/5 | 0/4)
    machine-translated-page   96.6%  0/11   0  1  |  100.0%  0/11   0  0
    medium-article            85.7%  0/11   3  0  |   90.9%  0/11   2  0
    mercadolibre-listing     100.0%  0/11   3  0  |   90.6%  0/11  14  3
    pl-store-product          50.0%  0/10   0  0  |   45.7%  0/10   0  0
    reader-view              100.0%  0/10   0  0  |  100.0%  0/10   0  0
    relative-time-feed         0.0%  8/10   0  0  |    0.0%  9/10   0  0
    rulesguru-question       100.0%  0/10   0  0  |  100.0%  0/10   0  0
    search-results-expanded   70.4%  0/10   4  8  |   80.0%  0/10   3  6
    sheets-published         100.0%  0/10   0  0  |  100.0%  0/10   0  0
    vk-wall-post             100.0%  0/11   0  0  |  100.0%  0/11   0  0

Not run through the parser when written; ``bench/page_accuracy.py`` prints this part's failures only
with --show-fresh13, and whoever looks must move what they saw into tuning and write a fresh-14.

    .venv/bin/python bench/page_fresh13.py            # the self-test on data/sample, seeds 7 and 21
"""

from __future__ import annotations

import datetime as dt
import html
import random
import re
import textwrap

from page_corpus import MONTHS, CardData, Page, fold

SEED_OFFSET = 49019
STORED = ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")

# --- dates -------------------------------------------------------------------------------------------

_MON13 = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(),
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
    "pt": "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split(),
    "ru": "янв фев мар апр мая июн июл авг сен окт ноя дек".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
}

#: fresh-13's date forms ("lang:form")
FORMS13 = {
    "en": ["en:m/d/y", "en:iso", "en:y/mm/dd", "en:month d, y", "en:mon d, y", "en:d month y", "en:d mon y"],
    "de": ["de:dd.mm.y", "de:d. month y"], "fr": ["fr:dd/mm/y", "fr:d mon y", "fr:Le d month y"],
    "es": ["es:dd/mm/y", "es:d/m/y"], "pt": ["pt:dd/mm/y", "pt:d de mon de y"],
    "ru": ["ru:dd.mm.y", "ru:d mon y", "ru:d month y г."], "ja": ["ja:y/mm/dd", "ja:y年m月d日", "ja:y/m/d"],
    "ko": ["ko:y.mm.dd", "ko:y. m. d."], "pl": ["pl:d month y r.", "pl:dd.mm.y r.", "pl:dd.mm.y"],
}


def render_fresh13_date(d: dt.date, form: str) -> str:
    """A date in one of fresh-13's forms (``FORMS13``)."""
    y, m, da = d.year, d.month, d.day
    lang = form.split(":")[0]
    month = (_MON13["pl"] if lang == "pl" else MONTHS.get(lang, MONTHS["en"]))[m - 1]
    mon = _MON13.get(lang, _MON13["en"])[m - 1]
    return {
        "en:m/d/y": f"{m}/{da}/{y}", "en:iso": d.isoformat(), "en:y/mm/dd": f"{y}/{m:02d}/{da:02d}",
        "en:month d, y": f"{month} {da}, {y}", "en:mon d, y": f"{mon} {da}, {y}", "en:d month y": f"{da} {month} {y}",
        "en:d mon y": f"{da} {mon} {y}",
        "de:dd.mm.y": f"{da:02d}.{m:02d}.{y}", "de:d. month y": f"{da}. {month} {y}",
        "fr:dd/mm/y": f"{da:02d}/{m:02d}/{y}", "fr:d mon y": f"{'1er' if da == 1 else da} {mon} {y}",
        "fr:Le d month y": f"Le {'1er' if da == 1 else da} {month} {y}",
        "es:dd/mm/y": f"{da:02d}/{m:02d}/{y}", "es:d/m/y": f"{da}/{m}/{y}",
        "pt:dd/mm/y": f"{da:02d}/{m:02d}/{y}", "pt:d de mon de y": f"{da} de {mon} de {y}",
        "ru:dd.mm.y": f"{da:02d}.{m:02d}.{y}", "ru:d mon y": f"{da} {mon} {y}", "ru:d month y г.": f"{da} {month} {y} г.",
        "ja:y/mm/dd": f"{y}/{m:02d}/{da:02d}", "ja:y年m月d日": f"{y}年{m}月{da}日", "ja:y/m/d": f"{y}/{m}/{da}",
        "ko:y.mm.dd": f"{y}.{m:02d}.{da:02d}", "ko:y. m. d.": f"{y}. {m}. {da}.",
        "pl:d month y r.": f"{da} {month} {y} r.", "pl:dd.mm.y r.": f"{da:02d}.{m:02d}.{y} r.", "pl:dd.mm.y": f"{da:02d}.{m:02d}.{y}",
    }[form]


def _later(r: random.Random, y0: int = 2020, y1: int = 2025) -> dt.date:
    """A date of the site's own (a post, a snapshot, a review), never a ruling's."""
    return dt.date(r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28))


def _after(r: random.Random, card: CardData, lo: int = 20, hi: int = 1200) -> dt.date:
    """A date of the site's own that comes after the card's last ruling (a post quoting the rulings,
    a snapshot of a page showing them), never after 2025."""
    last = max(d for d, _ in card.rulings)
    return min(last + dt.timedelta(days=r.randint(lo, hi)), dt.date(2025, 12, r.randint(1, 28)))


def _hms(r: random.Random, seconds: bool = True) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}" + (f":{r.randint(0, 59):02d}" if seconds else "")


# --- chrome ------------------------------------------------------------------------------------------

CONSENT13 = {
    "en": [["We and our 312 partners store and access information on your device, such as unique identifiers in cookies, to process personal data.",
            "You may accept or manage your choices below, including your right to object where legitimate interest is used.", "AGREE", "MORE OPTIONS"],
           ["This site uses cookies to keep the shop working and, if you allow it, to count visits.", "Accept", "Deny", "View preferences"],
           ["Manage Cookie Consent", "To provide the best experiences, we use technologies like cookies to store and/or access device information.",
            "Functional", "Always active", "Statistics", "Marketing", "Accept", "Deny", "View preferences", "Cookie Policy"]],
    "de": [["Wir benötigen Ihre Zustimmung, bevor Sie unsere Website weiter besuchen können.", "Essenziell", "Statistiken", "Externe Medien",
            "Ich akzeptiere", "Nur essenzielle Cookies akzeptieren", "Individuelle Datenschutzeinstellungen", "Cookie-Details | Datenschutzerklärung | Impressum"]],
    "fr": [["Ce site utilise des cookies et vous donne le contrôle sur ceux que vous souhaitez activer.", "Tout accepter", "Tout refuser", "Personnaliser"],
           ["Ce site web utilise des cookies pour mesurer l'audience.", "Je choisis", "OK pour moi", "Non merci"]],
    "es": [["Utilizamos cookies propias y de terceros para mejorar tu experiencia de compra.", "Aceptar cookies", "Configurar", "Rechazar"]],
    "pt": [["Usamos cookies para melhorar a sua experiência e recomendar conteúdo do seu interesse.", "Aceitar todos", "Configurar cookies"]],
    "ru": [["Продолжая пользоваться сайтом, вы соглашаетесь с обработкой файлов cookie.", "Согласен"]],
    "ja": [["当サイトは、お客様の利便性向上のためにCookieを利用しています。詳しくはプライバシーポリシーをご覧ください。", "同意して続ける", "Cookie設定"]],
    "ko": [["저희 사이트는 원활한 서비스 제공을 위해 쿠키를 사용합니다.", "동의", "거부", "자세히 보기"]],
    "pl": [["Ta strona używa plików cookie w celach statystycznych i reklamowych.", "Zgadzam się", "Ustawienia", "Odrzuć wszystkie"]],
}
NAMES13 = ["Dana Whitfield", "Marcus Lee", "Priya Raman", "Tom Okafor", "Jules Martin", "Ines Vogel", "Kenji Sato", "Olga Smirnova", "Rafael Costa", "Hanna Nowak"]
FONT = "<font style=\"vertical-align: inherit;\"><font style=\"vertical-align: inherit;\">{}</font></font>"


def _e(s: str) -> str:
    """Text as an HTML text node (line breaks kept as <br>)."""
    return html.escape(s, quote=False).replace("\n", "<br>\n")


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


class _Sheet:
    """A page being written, as HTML or as its text capture (blocks separated by blank lines); the
    chrome given to it goes into the page's answers."""

    def __init__(self, gen: "Fresh13Generator", page: Page, html_mode: bool, lang: str = "en") -> None:
        self.r, self.page, self.html, self.lang = gen.rng, page, html_mode, lang
        page.fmt = "html" if html_mode else "text"
        self.blocks: list[str] = []
        self.title = ""
        self.head = ""

    def chrome(self, *lines: str, tag: str | None = None, cls: str | None = None) -> None:
        lines = tuple(x for x in lines if x)
        if not lines:
            return
        self.page.chrome += lines
        if self.html:
            tag = tag or self.r.choice(["div", "nav", "aside", "header", "footer", "section"])
            cls = cls or self.r.choice(["bar", "site-head", "promo", "legal", "box", "meta"])
            inner = "\n".join(f"<{el}>{_e(x)}</{el}>" for el, x in zip([self.r.choice(["span", "a", "p", "li", "button", "div"]) for _ in lines], lines))
            self.blocks.append(f"<{tag} class=\"{cls}\">\n{inner}\n</{tag}>")
        else:
            self.blocks.append("\n".join(lines))

    def heading(self, text: str, level: int = 2, chrome: bool = False) -> None:
        if chrome:
            self.page.chrome.append(text)
        self.blocks.append(f"<h{level}>{_e(text)}</h{level}>" if self.html else text)

    def para(self, text: str, chrome: bool = False) -> None:
        if chrome:
            self.page.chrome.append(text)
        self.blocks.append(f"<p>{_e(text)}</p>" if self.html else text)

    def add(self, markup: str, text: str) -> None:
        """A piece of the page: ``markup`` in HTML, ``text`` in the text capture."""
        self.blocks.append(markup if self.html else text)

    def consent(self, p: float = 0.5, lang: str | None = None) -> None:
        if self.r.random() < p:
            self.chrome(*self.r.choice(CONSENT13.get(lang or self.lang, CONSENT13["en"])), tag="div", cls="consent-dialog")

    def render(self) -> str:
        if not self.html:
            return "\n\n".join(b for b in self.blocks if b) + "\n"
        return "\n".join(["<!DOCTYPE html>", f"<html lang=\"{self.lang}\"><head><meta charset=\"utf-8\">",
                          f"<title>{html.escape(self.title or 'Page', quote=False)}</title>", self.head, "</head><body>", *self.blocks,
                          "</body></html>", ""])


class Fresh13Generator:
    """The generator of the fresh-13 part: its own layouts only, each page with its own chrome."""

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        self.cards = cards
        self.set_names = set_names
        self.rng = random.Random(seed)

    # ---- helpers ----
    def _title(self, page: Page, card: CardData, prefer: str | None = None, p: float = 0.6, q: float = 0.15) -> str:
        """The card's name as the page shows it: the site's language's printed name (chance ``p``) when
        the card was printed in it, now and then (chance ``q``) another stored language's, else English."""
        r = self.rng
        others = [l for l in STORED if l in card.foreign and l != prefer]
        if prefer and prefer in card.foreign and r.random() < p:
            lang = prefer
        elif others and r.random() < q:
            lang = r.choice(others)
        else:
            lang = "en"
        page.title_lang = lang
        return card.name if lang == "en" else card.foreign[lang]["name"]

    def _printed(self, card: CardData, lang: str) -> tuple[str, str] | None:
        f = card.foreign.get(lang)
        return (f["name"], f["text"]) if lang != "en" and f and f.get("name") and f.get("text") else None

    def _form(self, page: Page, tag: str, forms: list[str]) -> str:
        form = self.rng.choice(forms)
        page.date_forms.append(f"{form} {tag}")
        return form

    def _rulings(self, card: CardData) -> list[tuple[dt.date, str]]:
        rs = list(card.rulings)
        if self.rng.random() < 0.2:
            rs.reverse()
        return rs

    def _rule(self, page: Page, d: dt.date | None, t: str, shown: str | None = None) -> None:
        page.rulings.append((d.isoformat() if d else None, t))
        if shown is not None:
            page.__dict__.setdefault("shown", []).append(shown)

    def _others(self, card: CardData, n: int) -> list[CardData]:
        return [c for c in self.rng.sample(self.cards, n + 1) if c.name != card.name][:n]

    def page(self, i: int, layout: str, split: str = "fresh13") -> Page:
        method, titled = self.LAYOUTS13[layout]
        card = self.rng.choice(self.cards)
        page = Page(id=f"w{i:03d}", layout=layout, split=split, fmt="text", card=card.name,
                    card_arg=None if titled else card.name, title_lang=None)
        getattr(self, method)(page, card)
        # a line of chrome inside a ruling, a translation or the card's own text can't be told from it
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        inside += [fold(card.text or ""), fold(card.type_line or "")]
        page.chrome = sorted({c for c in page.chrome if len(c.strip()) >= 2 and not any(fold(c) in x for x in inside)})
        return page

    def fresh_corpus(self, n: int, part: str = "fresh13") -> list[Page]:
        layouts = list(self.LAYOUTS13)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]

    # ---- layouts ----
    def layout_google_cache_view(self, page, card):
        """A search engine's cached copy of a card database page; each ruling, then its date below."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.6)
        name = self._title(page, card, None, 0, 0.15)
        site = r.choice(["cardvault.example.com", "www.manabase-db.example", "oracle-lookup.example.net"])
        url = f"https://{site}/cards/{_slug(card.name)}"
        out.title = f"{name} - card details"
        snap = _after(r, card)
        form = self._form(page, "cache: ruling then DATE below", ["en:d mon y", "en:m/d/y", "en:month d, y"])
        out.chrome(f"This is the search engine's stored copy of {url}. It shows the page as it looked on "
                   f"{render_fresh13_date(snap, 'en:d mon y')} {_hms(r)} GMT. The live page may have changed since then.",
                   "Full version", "Text-only version", "View source",
                   "Tip: press Ctrl+F (⌘+F on a Mac) to find your search term on this page.", tag="div", cls="cache-notice")
        out.chrome(site.split(".")[-2].capitalize() if site.startswith("www") else site.split(".")[0].capitalize(),
                   "Cards", "Sets", "Formats", "Random card", "Log in", tag="nav")
        out.heading(name, 1)
        out.para(card.type_line or "")
        out.para(card.text or "")
        out.chrome(f"{card.set_name} · #{card.number}", f"Illustrated by {r.choice(NAMES13)}", tag="div")
        out.heading("Rulings", 2, chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append((t, ds))
            self._rule(page, d, t, ds)
        out.add("<ul class=\"rulings\">\n" + "\n".join(f"<li><p>{_e(t)}</p><p class=\"when\">{_e(ds)}</p></li>" for t, ds in items) + "\n</ul>",
                "\n".join(f"{t}\n{ds}" for t, ds in items))
        out.chrome(f"Page cached {render_fresh13_date(snap, form)}", "About · API · Contact", tag="footer")
        page.content = out.render()

    def layout_crystalkeep_summary(self, page, card):
        """An old plain-text Card Rulings Summary: letter dividers, "NAME:" and "+ text [Source Y/MM/DD]"."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.2)
        page.title_lang = "en"
        form = self._form(page, "summary file, [Source YYYY/MM/DD] after", ["en:y/mm/dd"])
        upd = _after(r, card, 35, 400)
        prev = upd - dt.timedelta(days=r.randint(25, 34))
        rule = "=" * 78
        intro = [rule, f"Card Rulings Summary                                  Updated {render_fresh13_date(upd, form)}", rule, "",
                 "Rulings are gathered from many sources; see the credits at the end of this file.",
                 "Cards with no Oracle wording yet are ruled on from the printed text.",
                 f"A '+' marks entries changed since the {render_fresh13_date(prev, form)} release.", "",
                 "Regards,", r.choice(NAMES13), "----", "Rulings Summary maintainer | rules desk volunteer", rule]
        page.chrome += [x for x in intro if x]
        wrap = r.random() < 0.5
        letter = card.name[0].upper() if card.name[0].isalpha() else "A"
        letters = [chr(c) for c in range(max(ord("A"), ord(letter) - r.randint(1, 3)), min(ord("Z"), ord(letter) + r.randint(1, 3)) + 1)]
        body = []
        for L in letters:
            div = f"- - * - * - {L} - * - * - -"
            page.chrome.append(div)
            body.append(div)
            if L != letter:
                continue
            body.append(f"{card.name}:")
            for d, t in self._rulings(card):
                ds = render_fresh13_date(d, form)
                src = r.choice(["Gatherer", "Oracle", "FAQ", "Release Notes"])
                line = f"+ {t} [{src} {ds}]"
                body.append(textwrap.fill(line, 76, initial_indent="  ", subsequent_indent="    ", break_on_hyphens=False, break_long_words=False) if wrap else "  " + line)
                self._rule(page, d, t, ds)
        outro = [rule, "Credits: rulings come from the Oracle team, the release notes and the net reps.", "End of file."]
        page.chrome += outro
        text = "\n".join(intro) + "\n\n" + "\n".join(body) + "\n\n" + "\n".join(outro)
        out.add(f"<pre>{html.escape(text, quote=False)}</pre>", text)
        page.content = out.render()

    def layout_google_groups_thread(self, page, card):
        """A Usenet thread in Google Groups' reader: notices, post stamps, a quoted question, the answer
        quoting the rulings "M/D/YYYY: text" or "text (M/D/YYYY)", thanks."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.5)
        name = self._title(page, card, None, 0, 0.1)
        form = self._form(page, "usenet answer, M/D/YYYY before or after", ["en:m/d/y"])
        out.title = f"Re: {name} rulings? - Google Groups"
        out.chrome("Google Groups no longer takes new Usenet posts or subscriptions. Older messages can still be read.", "Dismiss", tag="div")
        out.heading(f"Re: {name} - official rulings?", 1)
        views = r.randint(3, 90)
        out.chrome(f"{views} views", "Skip to first unread message", tag="div")
        asker, answerer = r.sample(NAMES13, 2)
        t0 = _after(r, card, 2, 900)

        def stamp(d: dt.date) -> str:
            h = r.randint(1, 12)
            return f"{render_fresh13_date(d, 'en:mon d, y')}, {h}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} {r.choice(['AM', 'PM'])}{d.month}/{d.day}/{d.year % 100:02d}"

        q = r.choice(["Does anyone have the official word on how this one works with copies and tokens?",
                      "My playgroup argued about this card for an hour last night. What did Wizards actually rule?",
                      "Quick one: is there an official ruling on this card's timing?"])
        out.chrome(asker, "unread,", stamp(t0), "to", tag="div")
        out.para(q, chrome=True)
        t1 = t0 + dt.timedelta(days=r.randint(0, 2))
        out.chrome(answerer, "unread,", stamp(t1), "to", tag="div")
        out.para(f"{asker.split()[0]} wrote:", chrome=True)
        out.para(f"> {q}", chrome=True)
        out.para(r.choice(["Gatherer lists these:", "Here is what the official rulings say:", "From the card's Gatherer page:"]), chrome=True)
        before = r.random() < 0.5
        wrap = r.random() < 0.4
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            line = f"{ds}: {t}" if before else f"{t} ({ds})"
            items.append(textwrap.fill(line, 72, break_on_hyphens=False, break_long_words=False) if wrap else line)
            self._rule(page, d, t, ds)
        out.add("<div class=\"post-body\">\n" + "\n".join(f"<p>{_e(x)}</p>" for x in items) + "\n</div>", "\n\n".join(items))
        out.chrome("--", answerer.split()[0], tag="div")
        out.chrome(asker, "unread,", stamp(t1 + dt.timedelta(days=1)), "to", "Thanks, that settles it.", tag="div")
        out.chrome("Reply all", "Reply to author", "Forward", "0 new messages", tag="div")
        out.chrome("Privacy Policy", "Terms of Service", tag="footer")
        page.content = out.render()

    def layout_machine_translated_page(self, page, card):
        """A Japanese store's card page through a translation proxy: the proxy's bar, machine English
        chrome, rulings dated "January 19, 2018:" or "2018/01/19"; in HTML, nested <font> wrappers."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.65, "en")
        page.title_lang = "en"
        name = card.name
        forms = ["en:month d, y", "ja:y/mm/dd"]
        form = self._form(page, "machine-translated, DATE: text or text (DATE)", forms)
        f = (lambda s: FONT.format(html.escape(s, quote=False))) if out.html else (lambda s: s)
        store = r.choice(["Card Shop Dragon Nest", "Mana Base Akihabara", "Card Labo Kitsune"])
        out.title = f"[ENG] {name} [{card.set_code}] | {store}"
        bar = ["Google Translate", "Original language: Japanese", "Translated to: English", "Show original", "Options ▾",
               "This page has been machine translated. Contents may not be accurate."]
        out.chrome(*r.sample(bar, r.randint(4, 6)), tag="div", cls="translate-bar")
        chrome_mt = [["Free shipping over 5,000 yen (tax included)", "Login", "New member registration", "Cart"],
                     [f"HOME > Single card > {card.set_name} > {name}"]]
        for block in chrome_mt:
            page.chrome += block
            out.add("<div class=\"head\">" + "".join(f"<span>{f(x)}</span>" for x in block) + "</div>", "\n".join(block))
        h1 = f"[ENG] {name} [{card.set_code}]"
        out.add(f"<h1>{f(h1)}</h1>", h1)
        shop = [f"Price: {r.choice([30, 50, 80, 100, 150])} yen (tax included)", f"Stock: {r.randint(1, 12)} sheets", "State: NM", "Put in cart", "Add to favorites"]
        page.chrome += shop
        out.add("<div class=\"buy\">" + "".join(f"<p>{f(x)}</p>" for x in shop) + "</div>", "\n".join(shop))
        for label, text in (("Card text", card.text or ""),):
            page.chrome.append(label)
            out.add(f"<h3>{f(label)}</h3><p>{f(text)}</p>", f"{label}\n{text}")
        head = r.choice(["Judgment", "Ruling", "Judgement (English original)"])
        page.chrome.append(head)
        before = r.random() < 0.6
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append((ds, t))
            self._rule(page, d, t, ds)
        if before:
            out.add(f"<h3>{f(head)}</h3><ul>" + "".join(f"<li>{f(a + ':')} {f(b)}</li>" for a, b in items) + "</ul>",
                    head + "\n" + "\n".join(f"{a}: {b}" for a, b in items))
        else:
            out.add(f"<h3>{f(head)}</h3><ul>" + "".join(f"<li>{f(b)} {f('(' + a + ')')}</li>" for a, b in items) + "</ul>",
                    head + "\n" + "\n".join(f"{b} ({a})" for a, b in items))
        foot = ["Notation based on the Specified Commercial Transactions Act", "Privacy policy", f"Copyright © {store} All rights reserved."]
        page.chrome += foot
        out.add("<footer>" + "".join(f"<p>{f(x)}</p>" for x in foot) + "</footer>", "\n".join(foot))
        page.content = out.render()

    def layout_a11y_overlay_store(self, page, card):
        """A US store's product page with an accessibility overlay's menu; rulings date over text."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.55)
        name = self._title(page, card, None, 0, 0.15)
        form = self._form(page, "definition list, DATE over text; reviews same form", ["en:mon d, y", "en:m/d/y"])
        store = r.choice(["Sideboard Supply", "The Mana Depot", "Wandering Wizard Games"])
        out.title = f"{name} - {store}"
        menu = ["Accessibility Adjustments", "Open accessibility menu (CTRL+U)", "Content Scaling", "Readable Font", "Highlight Titles",
                "Highlight Links", "Text Magnifier", "Adjust Font Sizing", "Dark Contrast", "Light Contrast", "High Saturation",
                "Monochrome", "Hide Images", "Mute Sounds", "Stop Animations", "Reading Guide", "Reading Mask", "Big Cursor",
                "Reset Settings", "Accessibility Statement", "Hide Interface", f"Powered by {r.choice(['AbleBar', 'ReachWidget', 'OpenAccess Toolkit'])}"]
        widget = menu[:2] + r.sample(menu[2:-1], r.randint(7, 13)) + [menu[-1]]
        top = r.random() < 0.5
        if top:
            out.chrome(*widget, tag="div", cls="a11y-widget")
        out.consent(0.4)
        out.chrome(store, "Singles", "Sealed", "Supplies", "Events", "Sell to us", "Cart (0)", tag="header")
        out.heading(name, 1)
        out.chrome(f"${r.randint(0, 9)}.{r.randint(10, 99)}", f"Near Mint · {r.randint(1, 20)} in stock", "Quantity", "Add to cart", tag="div")
        out.para(card.type_line or "")
        out.para(card.text or "")
        out.heading("Official rulings", 3, chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append((ds, t))
            self._rule(page, d, t, ds)
        out.add("<dl class=\"rulings\">\n" + "\n".join(f"<dt>{_e(a)}</dt><dd>{_e(b)}</dd>" for a, b in items) + "\n</dl>",
                "\n".join(f"{a}\n    {b}" for a, b in items))
        revs = []
        for _ in range(r.randint(1, 3)):
            revs += [f"{'★' * r.randint(3, 5)}{'☆' * r.randint(0, 2)} {r.choice(['Verified buyer', 'Chris P.', 'Alyssa', 'J. Moreno'])}",
                     render_fresh13_date(_later(r), form), r.choice(["Arrived fast and well protected.", "Card was as described.", "Good price, quick shipping."])]
        out.chrome("Customer reviews", *revs, tag="section")
        if not top:
            out.chrome(*widget, tag="div", cls="a11y-widget")
        out.chrome(f"© 2025 {store}", "Shipping policy · Refund policy · Terms of service · Accessibility", tag="footer")
        page.content = out.render()

    def layout_medium_article(self, page, card):
        """A blogging platform's article: member story, reading time and date, claps; each ruling a block
        quote with "— Gatherer, DATE" after it; "More from" and "Recommended" stories with dates."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.5)
        name = self._title(page, card, None, 0, 0.1)
        form = self._form(page, "quote then — Gatherer, DATE", ["en:month d, y", "en:mon d, y"])
        author = r.choice(NAMES13)
        head = r.choice([f"Everything the rulings say about {name}", f"{name}: a rules deep dive", f"Why {name} confuses everyone"])
        out.title = f"{head} | by {author} | Medium"
        out.chrome("Medium", "Open in app", "Sign up", "Sign in", "Write", tag="header")
        out.chrome("Member-only story", tag="div")
        out.heading(head, 1)
        out.chrome(author, "Follow", f"{r.randint(3, 12)} min read · {render_fresh13_date(_after(r, card), 'en:mon d, y')}",
                   str(r.randint(20, 900)), str(r.randint(1, 40)), "Listen", "Share", tag="div")
        out.para(r.choice(["Every few months someone at my local game store asks me about this card, so I finally wrote it all down.",
                           "Rules questions are my favourite part of the game. Today's card has a few surprises."]), chrome=True)
        out.para("Here are the official rulings, word for word:", chrome=True)
        lead = r.choice(["— Gatherer, ", "— Official ruling, ", "— Wizards of the Coast, "])
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            out.add(f"<blockquote><p>{_e(t)}</p></blockquote>\n<p class=\"cite\">{_e(lead + ds)}</p>", f"{t}\n\n{lead}{ds}")
            self._rule(page, d, t, ds)
        out.para("If you enjoyed this, give it a clap and follow for more rules breakdowns.", chrome=True)
        out.chrome(f"Written by {author}", f"{r.randint(100, 9000):,} Followers", "Follow", tag="section")
        rec = []
        for _ in range(r.randint(2, 3)):
            rec += [r.choice(["Five combos you forgot about", "Ranking every commander precon", "The stack, explained with pizza", "How I judge at FNM"]),
                    f"{render_fresh13_date(_later(r), 'en:mon d, y')} · {r.randint(1, 9)} min read"]
        out.chrome(f"More from {author}", *rec, "Recommended from Medium", "See more recommendations", tag="section")
        out.chrome("Help", "Status", "About", "Careers", "Blog", "Privacy", "Terms", tag="footer")
        page.content = out.render()

    def layout_chiebukuro_answer(self, page, card):
        """A Japanese Q&A site: question titled with the card in 《》, stamps "2021/3/4 12:00", the best
        answer quoting the rulings "2018/01/19：text" or "text（2018年1月19日）", thanks, other answers."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.5, "ja")
        name = self._title(page, card, "ja", 0.6, 0)
        before = r.random() < 0.5
        form = self._form(page, "Q&A answer, DATE：text or text（DATE）", ["ja:y/mm/dd"] if before else ["ja:y年m月d日"])
        out.title = f"《{name}》の裁定について教えてください - みんなの知恵箱"
        out.consent(0.4, "ja")
        out.chrome("みんなの知恵箱", "質問する", "ログイン", "エンターテインメントと趣味 > ゲーム > トレーディングカードゲーム", tag="header")
        t0 = _after(r, card)

        def stamp(d: dt.date) -> str:
            return f"{d.year}/{d.month}/{d.day} {r.randint(0, 23)}:{r.randint(0, 59):02d}"

        out.heading(f"《{name}》の裁定について教えてください。", 1)
        out.chrome(f"{r.choice(['mtg', 'tcg', 'kaito'])}_{r.randint(10, 99)}***さん", stamp(t0), tag="div")
        out.para(r.choice(["昨日の対戦で揉めてしまいました。公式ではどういう扱いになっているのでしょうか？",
                           "友人とルールの解釈が分かれています。詳しい方、お願いします。"]), chrome=True)
        out.chrome("ベストアンサー", "このベストアンサーは質問者が選びました", f"{r.choice(['judge', 'planeswalker', 'mtgfan'])}{r.randint(100, 999)}さん",
                   stamp(t0 + dt.timedelta(days=1)), tag="div")
        out.para("Gathererに載っている公式の裁定（英語）を貼っておきます。", chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"{ds}：{t}" if before else f"{t}（{ds}）")
            self._rule(page, d, t, ds)
        out.add("<div class=\"answer\">\n" + "\n".join(f"<p>{_e(x)}</p>" for x in items) + "\n</div>", "\n".join(items))
        out.chrome(f"ナイス！ {r.randint(0, 12)}", "質問者からのお礼コメント", "詳しくありがとうございます！助かりました。",
                   f"お礼日時：{stamp(t0 + dt.timedelta(days=2))}", tag="div")
        out.chrome("その他の回答（1件）", f"guest{r.randint(1000, 9999)}さん", stamp(t0 + dt.timedelta(days=3)),
                   "ジャッジに聞くのが一番確実ですよ。", tag="section")
        out.chrome("知恵箱トップ", "利用規約", "プライバシーポリシー", "© みんなの知恵箱", tag="footer")
        page.content = out.render()

    def layout_dcinside_post(self, page, card):
        """A Korean gallery post: "[질문] NAME 판정", author and stamp, views and votes, the rulings
        "2018.01.19 - text" or "text (2018. 1. 19.)", comments stamped "03.04 12:40:11"."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.5, "ko")
        name = self._title(page, card, "ko", 0.5, 0)
        before = r.random() < 0.5
        form = self._form(page, "gallery post, DATE - text or text (DATE)", ["ko:y.mm.dd"] if before else ["ko:y. m. d."])
        out.title = f"[질문] {name} 판정 질문 - 매직 더 개더링 마이너 갤러리"
        out.consent(0.3, "ko")
        out.chrome("디시인사이드", "갤러리", "마이너갤", "미니갤", "인물갤", "갤로그", "로그인", tag="header")
        out.chrome("매직 더 개더링 마이너 갤러리", "전체글  개념글  공지", tag="nav")
        out.heading(f"[질문] {name} 판정 질문", 3)
        t0 = _after(r, card)
        out.chrome(f"ㅇㅇ({r.randint(1, 223)}.{r.randint(1, 254)})", f"{t0.year}.{t0.month:02d}.{t0.day:02d} {_hms(r)}",
                   f"조회 {r.randint(20, 3000)}", f"추천 {r.randint(0, 9)}", f"댓글 {r.randint(1, 6)}", tag="div")
        out.para(r.choice(["게더러에 있는 공식 판정 긁어옴", "어제 대회에서 이거 때문에 저지콜 했는데 판정 정리해둠", "영어 원문 그대로 가져옴"]), chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"{ds} - {t}" if before else f"{t} ({ds})")
            self._rule(page, d, t, ds)
        out.add("<div class=\"write_div\">\n" + "\n".join(f"<p>{_e(x)}</p>" for x in items) + "\n</div>", "\n".join(items))
        out.chrome(f"추천 {r.randint(0, 9)}", f"비추천 {r.randint(0, 3)}", "공유", "신고", tag="div")
        coms = []
        for _ in range(r.randint(1, 3)):
            c = t0 + dt.timedelta(days=r.randint(0, 1))
            coms += [f"{r.choice(['ㅇㅇ', '저지지망생', '카드깡'])}({r.randint(1, 223)}.{r.randint(1, 254)})", r.choice(["ㄱㅅㄱㅅ", "이거 헷갈렸는데 고마움", "정리 굿"]),
                     f"{c.month:02d}.{c.day:02d} {_hms(r)}"]
        out.chrome(f"전체 댓글 {len(coms) // 3}개", *coms, tag="section")
        out.chrome("갤러리 이용 안내", "디시인사이드 이용약관 · 개인정보처리방침", "Copyright ⓒ 1999 - 2025 dcinside. All rights reserved.", tag="footer")
        page.content = out.render()

    def layout_mercadolibre_listing(self, page, card):
        """A marketplace listing (Spanish or Brazilian Portuguese): sales, instalments, the description
        with the rulings "19/01/2018 - text", buyers' questions answered with dates in the same form."""
        r = self.rng
        lang = r.choice(["es", "es", "pt"])
        w = _MELI[lang]
        out = _Sheet(self, page, r.random() < 0.55, lang)
        name = self._title(page, card, lang, 0.4, 0)
        before = r.random() < 0.5
        form = self._form(page, "listing description, DATE - text or text (DATE)", [f"{lang}:dd/mm/y"])
        h1 = w["title"].format(n=name, s=card.set_name)
        out.title = f"{h1} | {w['site']}"
        out.chrome(w["ship"], *w["nav"], tag="header")
        out.consent(0.5)
        out.chrome(w["crumbs"], tag="nav")
        out.chrome(w["sold"].format(k=r.randint(5, 200)), tag="div")
        out.heading(h1, 1)
        price = r.randint(2, 40)
        out.chrome(w["price"].format(p=price), w["quotas"].format(p=price), w["free"], w["stock"].format(k=r.randint(1, 9)), *w["buy"],
                   w["seller"], tag="div")
        out.heading(w["desc"], 2, chrome=True)
        out.para(w["intro"], chrome=True)
        out.para(card.text or "")
        out.para(w["rul"], chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"{ds} - {t}" if before else f"{t} ({ds})")
            self._rule(page, d, t, ds)
        out.add("<div class=\"description\">\n" + "\n".join(f"<p>{_e(x)}</p>" for x in items) + "\n</div>", "\n".join(items))
        qa = []
        for q, a in r.sample(w["qa"], 2):
            qa += [q, a, render_fresh13_date(_later(r, 2022), form), w["report"]]
        out.chrome(w["questions"], *qa, tag="section")
        out.chrome(*w["foot"], tag="footer")
        page.content = out.render()

    def layout_vk_wall_post(self, page, card):
        """A Russian community's wall post: "12 мар 2021 в 14:22", the rulings "19.01.2018 — text" or
        "text (19 янв 2018)", hashtags, likes, comments stamped like the post."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.5, "ru")
        name = self._title(page, card, "ru", 0.6, 0)
        before = r.random() < 0.5
        form = self._form(page, "wall post, DATE — text or text (DATE)", ["ru:dd.mm.y"] if before else ["ru:d mon y"])
        group = r.choice(["MTG | Правила и разборы", "Magic: The Gathering — Клуб Мироходцев", "Судейский уголок MTG"])
        out.title = f"Запись на стене | {group}"
        out.chrome("ВКонтакте", "Новости", "Мессенджер", "Друзья", "Сообщества", "Войти", tag="header")
        out.consent(0.3, "ru")
        t0 = _after(r, card)
        out.chrome(group, f"{render_fresh13_date(t0, 'ru:d mon y')} в {_hms(r, False)}", tag="div")
        out.heading(f"🔎 Разбор правил: {name}", 2)
        out.para("Официальные разъяснения с Gatherer (оригинал на английском):", chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"▪ {ds} — {t}" if before else f"▪ {t} ({ds})")
            self._rule(page, d, t, ds)
        out.add("<div class=\"wall_post_text\">\n" + "<br>\n".join(_e(x) for x in items) + "\n</div>", "\n".join(items))
        out.chrome("#mtg #правила #magicthegathering", tag="div")
        out.chrome(f"Нравится {r.randint(3, 300)}", "Комментировать", f"Поделиться {r.randint(0, 30)}", f"👁 {r.randint(1, 9)},{r.randint(1, 9)}K", tag="div")
        coms = []
        says = r.sample(["Спасибо, очень полезно!", "Вот это я и спрашивал вчера", "Сохранил себе", "А если это токен?"], 3)
        for k in range(r.randint(1, 3)):
            c = t0 + dt.timedelta(days=k + r.randint(0, 1))
            coms += [r.choice(["Иван Петров", "Аня Соколова", "Дмитрий К."]), says[k], f"{render_fresh13_date(c, 'ru:d mon y')} в {_hms(r, False)}", "Ответить"]
        out.chrome(*coms, "Показать следующие комментарии", tag="section")
        out.chrome("О ВКонтакте", "Правила", "Для бизнеса", "Разработчикам", tag="footer")
        page.content = out.render()

    def layout_fr_card_database(self, page, card):
        """A French card database page: French name and text (a translation), "Nom VO", sellers' prices,
        "Règles spécifiques" dated in French forms, forum comments dated "04/03/2021 à 14h22"."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.6, "fr")
        name = self._title(page, card, "fr", 0.7, 0)
        form = self._form(page, "card db, DATE : text or text (DATE)", ["fr:dd/mm/y", "fr:d mon y", "fr:Le d month y"])
        site = r.choice(["La Taverne du Mage", "Carte-Mania", "Le Grimoire en ligne"])
        out.title = f"{name} - {site}"
        out.consent(0.6, "fr")
        out.chrome(site, "Cartes · Éditions · Decks · Forum · Boutique · Gazette", "Connexion | Inscription", tag="header")
        out.heading(name, 1)
        if page.title_lang == "fr":
            out.chrome("Nom VO", tag="div")
            out.para(card.name)
            shown = self._printed(card, "fr")
            if shown:
                out.para(shown[1])
                page.translations.append(("fr", shown[0], shown[1]))
        out.para(card.type_line or "")
        out.para(card.text or "")
        rows = ["Vendeur\tÉtat\tLangue\tPrix"]
        for _ in range(r.randint(2, 4)):
            rows.append(f"{r.choice(['magicbazar', 'lecomptoir', 'cartes_du_nord', 'dragon_rouge'])}\t{r.choice(['NM', 'EX', 'GD'])}\t{r.choice(['VF', 'VO'])}\t{r.randint(0, 5)},{r.randint(10, 95)} €")
        page.chrome += rows
        out.add("<table class=\"prix\">\n" + "\n".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row.split("\t")) + "</tr>" for row in rows) + "\n</table>",
                "\n".join(rows))
        out.heading(r.choice(["Règles spécifiques", "Rulings (en anglais)", "Précisions de règles"]), 3, chrome=True)
        after = form == "fr:d mon y"
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"{t} ({ds})" if after else f"{ds} : {t}")
            self._rule(page, d, t, ds)
        out.add("<ul class=\"rulings\">\n" + "\n".join(f"<li>{_e(x)}</li>" for x in items) + "\n</ul>", "\n".join(items))
        coms = []
        for _ in range(r.randint(1, 3)):
            c = _later(r)
            coms += [f"posté par {r.choice(['Lutin_Bleu', 'maitre_goblin', 'Sorcière77'])} le {render_fresh13_date(c, 'fr:dd/mm/y')} à {r.randint(0, 23)}h{r.randint(0, 59):02d}",
                     r.choice(["Très bonne carte en limité.", "Je ne connaissais pas cette précision, merci.", "Indispensable dans mon deck commander."])]
        out.chrome(f"Commentaires ({len(coms) // 2})", *coms, tag="section")
        out.chrome(f"{site} — site non officiel, non approuvé par Wizards of the Coast.", "Mentions légales · Contact", tag="footer")
        page.content = out.render()

    def layout_rulesguru_question(self, page, card):
        """A rules-question site: filters, "Question #N", the card, a scenario, answer and explanation
        (chrome), the Oracle rulings "ISO: text" or "text — 19 January 2018", "Last updated"."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.6)
        name = self._title(page, card, None, 0, 0.1)
        before = r.random() < 0.5
        form = self._form(page, "question page, ISO: text or text — DATE", ["en:iso"] if before else ["en:d month y"])
        out.title = f"Rules Mentor - Question #{r.randint(100, 5000)}"
        out.chrome("Rules Mentor", "Home · Submit a question · About · Contact · Donate", tag="header")
        out.chrome("Level: 0 1 2 3", "Complexity: Simple | Intermediate | Complicated", "Legality: Standard Pioneer Modern Legacy Vintage All of Magic",
                   "Get question", tag="div")
        out.chrome(f"Question #{r.randint(100, 5000)}", "Cards in this question:", tag="div")
        out.heading(name, 2)
        out.para(r.choice(["Alex controls this card. Nadia casts a spell that would make it leave the battlefield, and Alex responds. What happens?",
                           "It's Nadia's turn. Alex wants to use this card at the last possible moment. When can they do it?"]), chrome=True)
        out.chrome("Show answer", "Answer: It works as the rulings below describe.",
                   "Explanation: Abilities and effects work from the moment they resolve; see rule 608.2 and the card's Oracle rulings.", tag="div")
        out.heading(f"Oracle rulings for {name}", 3)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"{ds}: {t}" if before else f"{t} — {ds}")
            self._rule(page, d, t, ds)
        out.add("<ul class=\"oracle-rulings\">\n" + "\n".join(f"<li>{_e(x)}</li>" for x in items) + "\n</ul>", "\n".join(items))
        out.chrome(f"Question submitted by {r.choice(NAMES13)} · Verified by {r.randint(2, 4)} gurus",
                   f"Last updated {render_fresh13_date(_after(r, card), form)}", "Report an error", "Next question ›", tag="div")
        out.chrome("Rules Mentor is unofficial Fan Content. Not approved or endorsed by Wizards.", tag="footer")
        page.content = out.render()

    def layout_reader_view(self, page, card):
        """A browser's reader mode (German or English): domain, title, author, reading time, toolbar
        labels, article paragraphs, rulings "DATE: text"."""
        r = self.rng
        lang = r.choice(["de", "en"])
        out = _Sheet(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang if lang != "en" else None, 0.5, 0)
        form = self._form(page, "reader view, DATE: text", ["de:dd.mm.y", "de:d. month y"] if lang == "de" else ["en:month d, y", "en:d month y"])
        if lang == "de":
            head, domain = f"{name}: Was die offiziellen Regelungen sagen", r.choice(["magic-blog.example.de", "kartenkunde.example.de"])
            tools = ["Leseansicht schließen", "Schriftart-Einstellungen", "Vorlesen", "Theme"]
            meta = [r.choice(NAMES13), f"{r.randint(3, 8)}–{r.randint(9, 12)} Minuten"]
            paras = ["Diese Karte sorgt am Küchentisch immer wieder für Diskussionen. Deshalb haben wir die offiziellen Regelungen zusammengetragen.",
                     "Die Regelungen stammen aus der Gatherer-Datenbank und sind im englischen Original wiedergegeben."]
            outro = "Habt ihr noch Fragen? Schreibt sie in die Kommentare!"
        else:
            head, domain = f"{name}: what the official rulings say", r.choice(["tabletopnotes.example.com", "rulesnerd.example.org"])
            tools = ["Close Reader View", "Type controls", "Narrate", "Theme"]
            meta = [r.choice(NAMES13), f"{r.randint(3, 8)}–{r.randint(9, 12)} minutes"]
            paras = ["This card keeps coming up at our weekly game night, so here is everything Wizards has ruled on it.",
                     "The rulings are copied from Gatherer as they were published."]
            outro = "Questions? Leave them below and we'll try to answer."
        out.title = head
        out.chrome(*tools, tag="div", cls="toolbar")
        out.chrome(domain, tag="div", cls="domain")
        out.heading(head, 1)
        out.chrome(*meta, tag="div", cls="meta-data")
        for p in paras:
            out.para(p, chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"{ds}: {t}")
            self._rule(page, d, t, ds)
        out.add("<div class=\"moz-reader-content\">\n" + "\n".join(f"<p>{_e(x)}</p>" for x in items) + "\n</div>", "\n\n".join(items))
        out.para(outro, chrome=True)
        page.content = out.render()

    def layout_search_results_expanded(self, page, card):
        """A card search's results: the query, other results (names, type lines, texts) with collapsed
        rulings toggles, the card's result expanded with a date/text rulings table."""
        r = self.rng
        lang = r.choice(["en", "en", "de"])
        w = _SEARCH[lang]
        out = _Sheet(self, page, r.random() < 0.6, lang)
        name = self._title(page, card, lang if lang != "en" else None, 0.3, 0)
        form = self._form(page, "search results, date column", ["en:m/d/y", "en:iso"] if lang == "en" else ["de:dd.mm.y"])
        query = r.choice([f"set:{card.set_code.lower()}", f"e:{card.set_code.lower()} r:{r.choice(['common', 'uncommon', 'rare'])}", f"s:{card.set_code.lower()}"])
        out.title = w["title"].format(q=query)
        out.consent(0.4, lang)
        out.chrome(*w["nav"], tag="header")
        out.chrome(w["query"].format(q=query), tag="div")
        k = r.randint(2, 3)
        same = [c for c in self.cards if c.set_code == card.set_code and c.name != card.name]
        others = r.sample(same, k) if len(same) >= k else self._others(card, k)
        out.chrome(w["found"].format(k=len(others) + 1), w["sort"], w["display"], tag="div")
        at = 0 if r.random() < 0.6 else r.randint(1, len(others))
        entries = others[:at] + [card] + others[at:]
        for c in entries:
            if c is card:
                out.heading(name, 3)
                out.para(card.type_line or "")
                out.para(card.text or "")
                out.chrome(w["open"].format(k=len(card.rulings)), tag="div")
                rows = []
                for d, t in self._rulings(card):
                    ds = render_fresh13_date(d, form)
                    rows.append((ds, t))
                    self._rule(page, d, t, ds)
                page.chrome += [w["date"], w["ruling"]]
                out.add("<table class=\"rulings\">\n" + f"<tr><th>{w['date']}</th><th>{w['ruling']}</th></tr>\n"
                        + "\n".join(f"<tr><td>{_e(a)}</td><td>{_e(b)}</td></tr>" for a, b in rows) + "\n</table>",
                        f"{w['date']}\t{w['ruling']}\n" + "\n".join(f"{a}\t{b}" for a, b in rows))
            else:
                lines = [c.name, c.type_line or "", *(c.text or "").split("\n"), w["closed"].format(k=len(c.rulings))]
                out.chrome(*lines, tag="article", cls="result")
        out.chrome(*w["pager"], tag="nav")
        out.chrome(*w["foot"], tag="footer")
        page.content = out.render()

    def layout_relative_time_feed(self, page, card):
        """A saved rulings panel of a single-page app (names no card): each ruling with "Wizards of the
        Coast · 6 years ago"; the exact date only in <time datetime>, so the text capture dates nothing."""
        r = self.rng
        lang = r.choice(["en", "en", "de", "fr"])
        out = _Sheet(self, page, r.random() < 0.65, lang)
        page.title_lang = None
        now = _after(r, card, 200, 2000)
        page.date_forms.append(f"{lang}:relative age{' + datetime attribute' if out.html else ' (no date)'}")
        w = {"en": ("Rulings", "Sort: Newest ▾", "{k} years ago", "a year ago", "Show fewer", "Helpful? 👍 {n}", "Report a problem"),
             "de": ("Regelungen", "Sortieren: Neueste ▾", "vor {k} Jahren", "vor einem Jahr", "Weniger anzeigen", "Hilfreich? 👍 {n}", "Problem melden"),
             "fr": ("Décisions", "Trier : plus récentes ▾", "il y a {k} ans", "il y a un an", "Afficher moins", "Utile ? 👍 {n}", "Signaler un problème")}[lang]
        out.title = w[0]
        out.chrome(w[0], w[1], tag="div", cls="panel-head")
        src = "Wizards of the Coast"
        items = []
        for d, t in self._rulings(card):
            years = (now - d).days // 365
            rel = w[3] if years <= 1 else w[2].format(k=years)
            iso = f"{d.isoformat()}T00:00:00.000Z"
            items.append((t, rel, iso))
            self._rule(page, d if out.html else None, t, f"datetime=\"{iso}\"" if out.html else None)
            page.chrome.append(rel)
        page.chrome.append(src)
        helpful = w[5].format(n=r.randint(0, 30))
        out.add("<ul class=\"rulings-list\">\n" + "\n".join(
            f"<li class=\"ruling\"><p>{_e(t)}</p><footer><span>{src}</span> · <time datetime=\"{iso}\">{_e(rel)}</time></footer></li>"
            for t, rel, iso in items) + "\n</ul>",
            "\n\n".join(f"{t}\n{src} · {rel}" for t, rel, _ in items))
        out.chrome(helpful, w[6], w[4], tag="div", cls="panel-foot")
        page.content = out.render()

    def layout_ligamagic_compare(self, page, card):
        """A Brazilian price comparison page: Portuguese name and text or English, prices and stores, a
        price history "dd/mm/yyyy R$", the rulings as a Data/Descrição table in the same form."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.6, "pt")
        name = self._title(page, card, "pt", 0.6, 0)
        form = self._form(page, "price compare, Data/Descrição table", ["pt:dd/mm/y"])
        site = r.choice(["Liga das Cartas", "Comparador Mágico", "Cardume TCG"])
        out.title = f"{name} - {site}"
        out.consent(0.5, "pt")
        out.chrome(site, "Cards  Edições  Decks  Eventos  Lojas  Artigos", "Entrar | Cadastre-se", tag="header")
        out.heading(name, 1)
        if page.title_lang == "pt":
            out.para(card.name)
            shown = self._printed(card, "pt")
            if shown:
                out.chrome("Texto em português", tag="div")
                out.para(shown[1])
                page.translations.append(("pt", shown[0], shown[1]))
        else:
            out.para(card.text or "")
        lo = r.randint(10, 90)
        out.chrome(f"Menor preço R$ 0,{lo}", f"Preço médio R$ {r.randint(1, 3)},{r.randint(10, 99)}", f"Maior preço R$ {r.randint(4, 9)},{r.randint(10, 99)}", tag="div")
        stores = [f"{r.choice(['Loja do Mago', 'Covil TCG', 'Arena Cards', 'Dragão Dourado'])} · {r.choice(['NM', 'SP', 'MP'])} · {r.choice(['Português', 'Inglês'])} · "
                  f"R$ {r.randint(0, 4)},{r.randint(10, 99)} · {r.randint(1, 9)} unid. · Comprar" for _ in range(r.randint(2, 4))]
        out.chrome("Lojas", *stores, tag="section")
        hist = [f"{render_fresh13_date(_later(r, 2023), form)}\tR$ {r.randint(0, 4)},{r.randint(10, 99)}" for _ in range(r.randint(2, 4))]
        out.chrome("Histórico de preços", *hist, tag="section")
        rows = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            rows.append((ds, t))
            self._rule(page, d, t, ds)
        out.heading("Rulings", 3, chrome=True)
        page.chrome += ["Data", "Descrição"]
        out.add("<table class=\"rulings\">\n<tr><th>Data</th><th>Descrição</th></tr>\n" + "\n".join(f"<tr><td>{_e(a)}</td><td>{_e(b)}</td></tr>" for a, b in rows)
                + "\n</table>", "Data\tDescrição\n" + "\n".join(f"{a}\t{b}" for a, b in rows))
        out.chrome(f"© 2025 {site}. Os preços são informados pelas lojas parceiras.", "Termos de uso · Privacidade · Anuncie", tag="footer")
        page.content = out.render()

    def layout_pl_store_product(self, page, card):
        """A Polish store's product page: price and stock, tabs, the rulings "19 stycznia 2018 r. – text"
        or "text (19.01.2018 r.)", reviews dated in the same form."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.55, "pl")
        name = self._title(page, card, None, 0, 0.1)
        before = r.random() < 0.5
        form = self._form(page, "store tab, DATE – text or text (DATE)", FORMS13["pl"])
        store = r.choice(["Smocza Jaskinia", "Karciana Kuźnia", "Magiczny Strych"])
        out.title = f"{name} ({card.set_code}) – {store}"
        out.chrome("Darmowa dostawa od 200 zł", "Single  Boostery  Akcesoria  Turnieje  Skup kart", "Zaloguj się | Załóż konto | Koszyk (0)", tag="header")
        out.consent(0.6, "pl")
        out.chrome(f"Strona główna » Magic: The Gathering » Single » {card.set_name}", tag="nav")
        out.heading(f"{name} ({card.set_code})", 1)
        out.chrome(f"Cena: {r.randint(0, 9)},{r.randint(10, 99)} zł", "Stan: Near Mint", "Język: angielski", f"Dostępność: {r.randint(1, 9)} szt.",
                   "Dodaj do koszyka", "Wysyłka w 24 h", tag="div")
        out.chrome("Opis", "Rulingi", f"Opinie ({r.randint(1, 3)})", tag="ul")
        out.para(card.type_line or "")
        out.para(card.text or "")
        out.heading("Rulingi (w języku angielskim)", 3, chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"{ds} – {t}" if before else f"{t} ({ds})")
            self._rule(page, d, t, ds)
        out.add("<div class=\"tab-rulingi\">\n" + "\n".join(f"<p>{_e(x)}</p>" for x in items) + "\n</div>", "\n".join(items))
        revs = []
        for _ in range(r.randint(1, 2)):
            revs += [f"{r.choice(['Kasia', 'Marek', 'Tomasz W.', 'Ola'])}, {render_fresh13_date(_later(r, 2022), form)}",
                     r.choice(["Karta w idealnym stanie, polecam!", "Szybka wysyłka, dobrze zapakowane.", "Wszystko zgodne z opisem."])]
        out.chrome("Opinie klientów", *revs, tag="section")
        out.chrome(f"© 2025 {store} sp. z o.o.", "Regulamin · Polityka prywatności · Kontakt", tag="footer")
        page.content = out.render()

    def layout_jp_store_bracket_title(self, page, card):
        """A Japanese singles store: "【JPN】《NAME》[SET]", price and stock, the Japanese text (a
        translation), "裁定（英語原文）" dated before or after, "入荷日", other cards also viewed."""
        r = self.rng
        out = _Sheet(self, page, r.random() < 0.6, "ja")
        name = self._title(page, card, "ja", 0.7, 0)
        before = r.random() < 0.5
        form = self._form(page, "store, DATE　text or text　（DATE）", ["ja:y/mm/dd"] if before else ["ja:y年m月d日"])
        store = r.choice(["カードショップ 竜の巣", "マナベース秋葉原", "トレカの森"])
        tag = "JPN" if page.title_lang == "ja" else "ENG"
        h1 = f"【{tag}】《{name}》[{card.set_code}]"
        out.title = f"{h1} | {store}"
        out.chrome(store, "送料無料（5,000円以上）", "ログイン | 会員登録 | カート", tag="header")
        out.consent(0.4, "ja")
        out.chrome(f"トップ > シングルカード > {card.set_name}", tag="nav")
        out.heading(h1, 1)
        out.chrome(f"¥{r.choice([30, 50, 100, 150, 300])}（税込）", f"在庫：{r.randint(1, 20)}", "状態：NM", "カートに入れる", "お気に入りに追加", tag="div")
        shown = self._printed(card, "ja") if page.title_lang == "ja" else None
        out.heading("カード情報", 3, chrome=True)
        if shown:
            out.para(shown[1])
            page.translations.append(("ja", shown[0], shown[1]))
            out.para(f"英語名：{card.name}")
        else:
            out.para(card.text or "")
        out.heading("裁定（英語原文）", 3, chrome=True)
        items = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            items.append(f"{ds}　{t}" if before else f"{t}　（{ds}）")
            self._rule(page, d, t, ds)
        out.add("<ul class=\"ruling\">\n" + "\n".join(f"<li>{_e(x)}</li>" for x in items) + "\n</ul>", "\n".join(items))
        out.chrome(f"入荷日：{render_fresh13_date(_later(r), 'ja:y/mm/dd')}", tag="div")
        also = []
        for c in self._others(card, 3):
            also += [f"【ENG】《{c.name}》[{c.set_code}]", f"¥{r.choice([30, 50, 100])}（税込）"]
        out.chrome("この商品を見た人はこんな商品も見ています", *also, tag="aside")
        out.chrome("特定商取引法に基づく表記", "プライバシーポリシー", f"Copyright © {store} All Rights Reserved.", tag="footer")
        page.content = out.render()

    def layout_sheets_published(self, page, card):
        """A spreadsheet published to the web (names no card): title, column letters, row numbers, a
        localized Date/Ruling/Source header, numeric dates in the sheet's locale, tabs, the footer."""
        r = self.rng
        lang = r.choice(["en", "de", "fr", "es", "pt"])
        out = _Sheet(self, page, r.random() < 0.7, lang)
        page.title_lang = None
        form = self._form(page, "sheet, date column", {"en": ["en:m/d/y"], "de": ["de:dd.mm.y"], "fr": ["fr:dd/mm/y"], "es": ["es:d/m/y"], "pt": ["pt:dd/mm/y"]}[lang])
        words = {"en": ("Date", "Ruling", "Source"), "de": ("Datum", "Regelung", "Quelle"), "fr": ("Date", "Décision", "Source"),
                 "es": ("Fecha", "Aclaración", "Fuente"), "pt": ("Data", "Esclarecimento", "Fonte")}[lang]
        title = r.choice({"en": ["Cube rulings master sheet", "Playgroup rulings (do not edit)"], "de": ["Regelungen – Sammlung", "Cube-Regelungen"],
                          "fr": ["Décisions – cube du jeudi"], "es": ["Aclaraciones del cubo"], "pt": ["Esclarecimentos do cubo"]}[lang])
        out.title = title
        out.chrome(title, tag="div", cls="doc-title")
        date_first = r.random() < 0.6
        head = [words[0], words[1], words[2]] if date_first else [words[1], words[0], words[2]]
        page.chrome += head
        rows = []
        for d, t in self._rulings(card):
            ds = render_fresh13_date(d, form)
            rows.append([ds, t, "Gatherer"] if date_first else [t, ds, "Gatherer"])
            self._rule(page, d, t, ds)
        page.chrome.append("Gatherer")
        grid = [head] + rows + [["", "", ""] for _ in range(r.randint(1, 3))]
        out.add("<table class=\"waffle\">\n<thead><tr><th></th><th>A</th><th>B</th><th>C</th></tr></thead>\n<tbody>\n"
                + "\n".join(f"<tr><th class=\"row-header\">{k}</th>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for k, row in enumerate(grid, 1))
                + "\n</tbody></table>",
                "\tA\tB\tC\n" + "\n".join(f"{k}\t" + "\t".join(row) for k, row in enumerate(grid, 1)))
        tabs = r.sample(["Overview", "Rulings", "Changelog", "Banlist", "Sheet1", "Sheet2"], 3)
        out.chrome(*tabs, tag="div", cls="sheet-tabs")
        out.chrome("Published with Google Sheets", "Report abuse", "Refreshed automatically every 5 minutes", tag="div", cls="footer")
        page.content = out.render()

    LAYOUTS13 = {
        "google-cache-view": ("layout_google_cache_view", True), "crystalkeep-summary": ("layout_crystalkeep_summary", True),
        "google-groups-thread": ("layout_google_groups_thread", True), "machine-translated-page": ("layout_machine_translated_page", True),
        "a11y-overlay-store": ("layout_a11y_overlay_store", True), "medium-article": ("layout_medium_article", True),
        "chiebukuro-answer": ("layout_chiebukuro_answer", True), "dcinside-post": ("layout_dcinside_post", True),
        "mercadolibre-listing": ("layout_mercadolibre_listing", True), "vk-wall-post": ("layout_vk_wall_post", True),
        "fr-card-database": ("layout_fr_card_database", True), "rulesguru-question": ("layout_rulesguru_question", True),
        "reader-view": ("layout_reader_view", True), "search-results-expanded": ("layout_search_results_expanded", True),
        "relative-time-feed": ("layout_relative_time_feed", False), "ligamagic-compare": ("layout_ligamagic_compare", True),
        "pl-store-product": ("layout_pl_store_product", True), "jp-store-bracket-title": ("layout_jp_store_bracket_title", True),
        "sheets-published": ("layout_sheets_published", False),
    }


def fresh13_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-13 part's pages, drawn with their own generator (seed + 49019)."""
    return Fresh13Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh13")


# --- words of the layouts ----------------------------------------------------------------------------

_MELI = {
    "es": dict(site="MercadoLibre", ship="Envío gratis en tu primera compra", nav=["Categorías", "Ofertas", "Historial", "Vender", "Ayuda", "Creá tu cuenta", "Ingresá", "Mis compras"],
               crumbs="Volver al listado | Juegos y Juguetes > Cartas Coleccionables > Magic", sold="Nuevo  |  +{k} vendidos",
               title="Carta Magic {n} - {s} - Inglés", price="$ {p}.250", quotas="Mismo precio en 6 cuotas de $ {p}08", free="Llega gratis mañana",
               stock="Stock disponible · Cantidad: 1 unidad ({k} disponibles)", buy=["Comprar ahora", "Agregar al carrito"],
               seller="Vendido por TIENDAMAGICA · MercadoLíder | +500 ventas", desc="Descripción", intro="Carta original en inglés, estado NM. Se envía en folio y toploader.",
               rul="Rulings oficiales (Gatherer):", questions="Preguntas y respuestas",
               qa=[("¿Tenés más de una?", "¡Hola! Sí, tenemos varias unidades. Saludos."), ("¿Hacés envíos a Córdoba?", "Hola, sí, enviamos a todo el país."),
                   ("¿Está en buen estado?", "Hola, está casi nueva. ¡Gracias por tu consulta!")], report="Denunciar",
               foot=["Trabajá con nosotros", "Términos y condiciones", "Cómo cuidamos tu privacidad", "Copyright © 1999-2025 MercadoLibre S.R.L."]),
    "pt": dict(site="Mercado Livre", ship="Frete grátis na sua primeira compra", nav=["Categorias", "Ofertas", "Histórico", "Vender", "Contato", "Crie a sua conta", "Entre", "Compras"],
               crumbs="Voltar à lista | Brinquedos e Hobbies > Cards e Card Games > Magic", sold="Novo  |  +{k} vendidos",
               title="Card Magic {n} - {s} - Inglês", price="R$ {p},90", quotas="em 6x R$ {p},15 sem juros", free="Chegará grátis amanhã",
               stock="Estoque disponível · Quantidade: 1 unidade ({k} disponíveis)", buy=["Comprar agora", "Adicionar ao carrinho"],
               seller="Vendido por LOJADOMAGO · MercadoLíder | +500 vendas", desc="Descrição", intro="Card original em inglês, estado NM. Enviamos protegido em sleeve e toploader.",
               rul="Rulings oficiais (Gatherer):", questions="Perguntas e respostas",
               qa=[("Tem mais de uma unidade?", "Olá! Sim, temos várias. Abraço."), ("Envia para Recife?", "Olá, enviamos para todo o Brasil."),
                   ("Está em bom estado?", "Olá, está praticamente novo. Obrigado pela pergunta!")], report="Denunciar",
               foot=["Trabalhe conosco", "Termos e condições", "Como cuidamos da sua privacidade", "Copyright © 1999-2025 Ebazar.com.br LTDA."]),
}

_SEARCH = {
    "en": dict(title="Search: {q} - CardBase", nav=["CardBase", "Search", "Advanced", "Sets", "Sign in"], query="Search: {q}", found="{k} cards found",
               sort="Sorted by: Name ▾", display="Display: Images | Checklist | Text", open="▾ Rulings ({k})", closed="▸ Rulings ({k})",
               date="Date", ruling="Ruling", pager=["« Previous", "Page 1 of 1", "Next »"], foot=["CardBase is not affiliated with Wizards of the Coast.", "About · API · Privacy"]),
    "de": dict(title="Suche: {q} - Kartenbank", nav=["Kartenbank", "Suche", "Erweiterte Suche", "Editionen", "Anmelden"], query="Suche: {q}",
               found="{k} Karten gefunden", sort="Sortiert nach: Name ▾", display="Ansicht: Bilder | Liste | Text", open="▾ Regelungen ({k})",
               closed="▸ Regelungen ({k})", date="Datum", ruling="Regelung", pager=["« Zurück", "Seite 1 von 1", "Weiter »"],
               foot=["Kartenbank ist ein inoffizielles Fanprojekt.", "Impressum · Datenschutz"]),
}


# --- self-test ---------------------------------------------------------------------------------------

def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written, and for HTML without its tags."""
    views = [fold(page.content)]
    if page.fmt == "html":
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", page.content))))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", page.content))))
    return views


def self_test(pages: list[Page], gen: Fresh13Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line and shown date is in
    the page as read; the dated rulings are the card's with their dates (undated ones the card's
    texts); titled pages show the title, untitled ones name the card nowhere but in a ruling; at least
    15 layouts (all fresh-13's own), 8 date languages."""
    problems = []
    layouts = {p.layout for p in pages}
    if len(layouts) < 15 or not layouts <= set(Fresh13Generator.LAYOUTS13):
        problems.append(f"layouts: {sorted(layouts)}")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < 8:
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        views = reading_views(p)
        seen = lambda s: any(fold(s) in v for v in views)  # noqa: E731
        card = by_name[p.card]
        truth = {(d.isoformat(), t) for d, t in card.rulings}
        if not p.rulings:
            problems.append(f"{p.id} {p.layout}: no rulings")
        for d, t in p.rulings:
            if not seen(t):
                problems.append(f"{p.id} {p.layout}: ruling not in page: {t[:60]}")
            if d is None:
                if t not in {x for _, x in card.rulings}:
                    problems.append(f"{p.id} {p.layout}: undated ruling not the card's: {t[:40]}")
            elif dt.date.fromisoformat(d).isoformat() != d or (d, t) not in truth:
                problems.append(f"{p.id} {p.layout}: not the card's ruling and date: {d} {t[:40]}")
        if len({d is None for d, _ in p.rulings}) > 1:
            problems.append(f"{p.id} {p.layout}: some rulings dated, some not")
        shown = p.__dict__.get("shown", [])
        if any(d for d, _ in p.rulings) and len(shown) != len(p.rulings):
            problems.append(f"{p.id} {p.layout}: {len(shown)} shown dates for {len(p.rulings)} dated rulings")
        for s in shown:
            if not seen(s):
                problems.append(f"{p.id} {p.layout}: date not shown as written: {s[:60]}")
        for l, n, t in p.translations:
            if l not in STORED or not seen(n) or not t or not seen(t) or card.foreign.get(l, {}).get("text") != t:
                problems.append(f"{p.id} {p.layout}: translation {l} not in page or not the card's")
        for c in p.chrome:
            if not seen(c):
                problems.append(f"{p.id} {p.layout}: chrome not in page: {c[:60]}")
            if any(fold(c) in fold(t) for _, t in p.rulings):
                problems.append(f"{p.id} {p.layout}: chrome inside a ruling: {c[:60]}")
        if not p.chrome:
            problems.append(f"{p.id} {p.layout}: no chrome")
        titled = Fresh13Generator.LAYOUTS13[p.layout][1]
        if (p.card_arg is None) != titled or (not titled and p.card_arg != p.card):
            problems.append(f"{p.id} {p.layout}: card_arg {p.card_arg!r}")
        if titled:
            name = p.card if p.title_lang == "en" else card.foreign[p.title_lang]["name"]
            if not seen(name):
                problems.append(f"{p.id} {p.layout}: title {name!r} not in page")
        else:
            rest = views[-1]
            for _, t in p.rulings:
                rest = rest.replace(fold(t), " ")
            names = [card.name] + [f["name"] for f in card.foreign.values()]
            if any(fold(n) in rest for n in names):
                problems.append(f"{p.id} {p.layout}: names its card outside the rulings")
            if p.translations:
                problems.append(f"{p.id} {p.layout}: an untitled page with translations")
    return problems


def main() -> int:
    import sys
    from pathlib import Path

    from page_corpus import load_cards

    sets = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "data/sample"
    bad = 0
    for seed in (7, 21):
        cards, set_names, _ = load_cards(sets, seed=seed)
        cards.sort(key=lambda c: c.name)
        gen = Fresh13Generator(cards, set_names, seed + SEED_OFFSET)
        pages = gen.fresh_corpus(200, "fresh13")
        again = fresh13_corpus(cards, set_names, seed, 200)
        same = [(p.content, p.rulings, p.translations, p.chrome) for p in pages] == [(p.content, p.rulings, p.translations, p.chrome) for p in again]
        problems = self_test(pages, gen)
        if len(pages) != 200:
            problems.append(f"{len(pages)} pages")
        if not same:
            problems.append("not deterministic for the seed")
        layouts = sorted({p.layout for p in pages})
        langs = sorted({f.split(":")[0] for p in pages for f in p.date_forms})
        print(f"seed {seed}: {len(pages)} pages, {len(layouts)} layouts, {len(langs)} date languages ({' '.join(langs)}), "
              f"{sum(len(p.rulings) for p in pages)} rulings ({sum(1 for p in pages for d, _ in p.rulings if d is None)} undated), "
              f"{sum(len(p.translations) for p in pages)} translations, "
              f"{sum(len(p.chrome) for p in pages)} chrome lines, {sum(p.fmt == 'html' for p in pages)} HTML, "
              f"{sum(p.card_arg is not None for p in pages)} naming no card, "
              f"{len({p.title_lang for p in pages if p.title_lang})} title languages; {len(problems)} problems")
        for x in problems[:30]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
