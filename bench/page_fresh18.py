"""The fresh-18 part of the page corpus (held out until page-16, tuning now) (``bench/page_corpus.py``).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail. Only the corpus's interface was
read (``bench/page_corpus.py``, ``bench/page_fresh17.py``, ``bench/page_accuracy.py``,
``tests/test_page_fresh_corpus.py``) and the layout names of the earlier parts (to repeat none).
Theme: the mainstream case, made by a new hand: card pages and rulings pages as people save them
from sites built with common site builders and shop systems (saved as HTML, or copied as text):

- shopify-card-shop: a Shopify card shop's product page (English, French or German shop): announcement
  bar, currency picker, price and variants, a "Rulings" collapsible with "DATE: text" or "text (DATE)",
  "You may also like", Shopify's own cookie banner, payment icons, "Powered by Shopify";
- wix-card-of-the-week: a Wix club site's "Card of the Week" (English or Italian): the club's menu,
  "DATE · Wizards of the Coast" line after each ruling, the Wix members' login, likes, footer;
- squarespace-club-blog: a Squarespace club blog post: rulings grouped under date headings (English
  month names or Dutch), "Newer Post / Older Post", Termly's banner, newsletter block;
- woocommerce-single-product: a WooCommerce single product (Spanish or Portuguese shop): price, "Añadir
  al carrito", SKU and categories, Description / Additional information / Reviews tabs, rulings
  "DD/MM/YYYY – text", related products, Complianz's banner with labels run into their text;
- webflow-landing: a Webflow landing page for a card app: hero, rulings as cards with the date in a
  chip before ("Jan 19, 2018") or ISO after, feature grid, Osano's banner, "Made in Webflow";
- jimdo-verein-page: a Jimdo page of a German club: "19.01.2018: text" or date line above, the club's
  dates, Usercentrics' banner with run-in labels, "Login", "Diese Website wurde mit Jimdo erstellt";
- google-sites-page: a Google Sites page of a Japanese or Korean school club: date before each ruling
  in Japanese or Korean forms, "Google Sites", "Report abuse", "Page details", "Page updated";
- ghost-newsletter-post: a Ghost publication's post (Russian or English): "Sign in / Subscribe", the
  post's byline and reading time, rulings with Russian dates after in brackets or before with a dash,
  the members' CTA, Klaro's consent box, "Powered by Ghost";
- elementor-blog-post: a French WordPress site built with Elementor: header menu, "Publié le", the
  French name and text now and then, rulings with French dates in brackets "[19 janvier 2018]" or as
  a line above, Cookiebot's banner in French, share icons, related posts, widgets, footer;
- carddb-tabs-clone: a card database clone with "Oracle / Printings / Rulings / Legality" tabs in the
  site's language (German, Spanish, Italian, Portuguese or French): the printed name and text, the
  printings table, the rulings with dates in the site's language, the legality grid, Didomi or
  iubenda consent with vendor counts;
- pricechart-rulings-tab: a price tracker's card page with a rulings tab: price history, vendors' prices,
  "YYYY-MM-DD · WotC" lines before each ruling or "(Wizards of the Coast, Jan 19, 2018)" after, alerts;
- mailchimp-newsletter: an HTML email newsletter (Mailchimp): "View this email in your browser", the
  card of the month, rulings under "Ruling of January 19, 2018" headings or dated lines, the shop's
  address, "unsubscribe from this list", "update your preferences";
- nodebb-topic: a NodeBB forum topic in Chinese (simplified or traditional): posts with "发布于" or
  "發表於" stamps, the Chinese name and text now and then, rulings "2018年1月19日：text", votes,
  reply buttons, Cookie notice, "Powered by NodeBB";
- judge-handout-pdf-text: a printed judge handout converted from PDF to text (or the HTML of a PDF
  viewer): running header, "Página 2 de 3", rulings with Portuguese or Spanish dates, footnotes;
- side-by-side-translation (the card named in two languages): a translation fan site showing the card's
  English and printed text side by side (a table in HTML, two columns run into lines in text), then
  the rulings dated in the site's language (Japanese, Korean, Chinese Traditional, Russian);
- app-share-text (names no card): a mobile card scanner app's "Share rulings" text: the app's
  header, the rulings with ISO or numeric dates, "Shared from … for iOS", store links, a consent line.

Chrome: consent banners of OneTrust, Cookiebot, Didomi, Usercentrics, iubenda, Complianz, CookieYes,
Osano, Termly, Klaro and Shopify's own, in English, German, French, Spanish, Italian, Portuguese,
Dutch, Russian, Japanese, Korean and Chinese, with "Always active" toggles, vendor counts and
purposes, labels run into their text; announcement bars, currency pickers, carts, accounts,
breadcrumbs, newsletter boxes, share buttons, related products, ratings, stores' addresses, footers.

Dates in 11 languages (English, German, French, Spanish, Italian, Portuguese, Dutch, Russian,
Japanese, Korean, Chinese), ISO, day-first and month-first numeric forms and month names, before or
after the ruling, in brackets, as group headings, beside a publisher. Every ruling carries its real
MTGJSON date.

Each page's generator is seeded with the corpus seed + 73331, so the earlier parts draw exactly the
pages they drew before.

First run on main's parser at 7b85654 (2026-12-04; the part's commits 5cd35c5 and 6e6dbc5 on top, no
parser change; ``bench/page_accuracy.py --seed 7|21 --show 0`` with every other part at 0 pages, the
61-set archive; its failures not printed, not looked at: only these aggregate figures were read; no
page changed after it). Seed 7: 99.7% of 643 rulings right (0 of 200 pages refused, chrome 1, wrong
date 0, missed 2, wrong card 0, extra 1, translations 47/52). Seed 21: 100.0% of 574 rulings right
(0 refused, chrome 3, wrong date 0, missed 0, wrong card 0, extra 3, translations 42/45). Per layout,
rulings right / pages refused (of pages) / chrome / wrong card, seed 7 | seed 21:

    app-share-text              100.0%  0/12   0  0  |  100.0%  0/12   0  0
    carddb-tabs-clone           100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 5/5 | 6/6)
    elementor-blog-post         100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 6/6 | 3/3)
    ghost-newsletter-post       100.0%  0/13   0  0  |  100.0%  0/13   0  0   (translations 4/4 | 3/3)
    google-sites-page           100.0%  0/13   0  0  |  100.0%  0/13   0  0   (translations 3/6 | 1/2)
    jimdo-verein-page           100.0%  0/13   0  0  |  100.0%  0/13   0  0   (translations 7/7 | 6/7)
    judge-handout-pdf-text      100.0%  0/12   0  0  |  100.0%  0/12   0  0
    mailchimp-newsletter         97.9%  0/12   0  0  |  100.0%  0/12   0  0
    nodebb-topic                100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 5/5 | 5/5)
    pricechart-rulings-tab      100.0%  0/12   1  0  |  100.0%  0/12   1  0
    shopify-card-shop            98.0%  0/13   0  0  |  100.0%  0/13   0  0   (translations 3/4 | 7/7)
    side-by-side-translation    100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 9/10 | 8/9)
    squarespace-club-blog       100.0%  0/13   0  0  |  100.0%  0/13   0  0
    webflow-landing             100.0%  0/13   0  0  |  100.0%  0/13   0  0
    wix-card-of-the-week        100.0%  0/13   0  0  |  100.0%  0/13   2  0
    woocommerce-single-product  100.0%  0/13   0  0  |  100.0%  0/13   0  0   (translations 5/5 | 3/3)

Not run through the parser when written; ``bench/page_accuracy.py`` prints this part's failures only
with --show-fresh18, and whoever looks must move what they saw into tuning and write a fresh-19.

    .venv/bin/python bench/page_fresh18.py            # the self-test on data/sample, seeds 7 and 21
"""

from __future__ import annotations

import datetime as dt
import html
import random
import re

from page_corpus import MONTHS, CardData, Page, fold

SEED_OFFSET = 73331
STORED = ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")

# --- dates -------------------------------------------------------------------------------------------

_M = dict(MONTHS)
_M["nl"] = "januari februari maart april mei juni juli augustus september oktober november december".split()
_M["ru_nom"] = "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь".split()
_EN_SHORT = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
_DE_SHORT = "Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez.".split()


def render_fresh18_date(d: dt.date, form: str) -> str:
    """A date in one of fresh-18's forms ("lang:form")."""
    y, m, da = d.year, d.month, d.day
    lang, f = form.split(":", 1)
    month = _M.get(lang, _M["en"])[m - 1]
    table = {
        "iso": d.isoformat(), "m/d/y": f"{m}/{da}/{y}", "month d, y": f"{month} {da}, {y}", "mon d, y": f"{_EN_SHORT[m - 1]} {da}, {y}",
        "d mon y": f"{da} {_EN_SHORT[m - 1]} {y}", "mm/dd/y": f"{m:02d}/{da:02d}/{y}",
        "dd.mm.y": f"{da:02d}.{m:02d}.{y}", "d. month y": f"{da}. {month} {y}", "d.m.y": f"{da}.{m}.{y}",
        "d. mon y": f"{da}. {_DE_SHORT[m - 1]} {y}",
        "d month y": f"{da} {month} {y}", "dd/mm/y": f"{da:02d}/{m:02d}/{y}", "d/m/y": f"{da}/{m}/{y}",
        "d de month de y": f"{da} de {month} de {y}", "dd-mm-y": f"{da:02d}-{m:02d}-{y}",
        "d month y г.": f"{da} {month} {y} г.",
        "y年m月d日": f"{y}年{m}月{da}日", "y/mm/dd": f"{y}/{m:02d}/{da:02d}", "y.mm.dd": f"{y}.{m:02d}.{da:02d}",
        "y년 m월 d일": f"{y}년 {m}월 {da}일", "y. m. d.": f"{y}. {m}. {da}.", "y-mm-dd": d.isoformat(),
    }
    return table[f]


def _own_date(r: random.Random, card: CardData, floor: dt.date | None = None) -> dt.date:
    """A date of the site's own (a post, a mail, a price) after the card's last ruling, never after
    2025: it dates no ruling."""
    last = max(d for d, _ in card.rulings)
    d = last + dt.timedelta(days=r.randint(20, 1200))
    if floor and d < floor:
        d = floor + dt.timedelta(days=r.randint(0, 400))
    return min(d, dt.date(2025, r.randint(1, 11), r.randint(1, 28)))


def _hm(r: random.Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"


def _groups(items: list[tuple[str, str]]) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for ds, t in items:
        if out and out[-1][0] == ds:
            out[-1][1].append(t)
        else:
            out.append((ds, [t]))
    return out


def _e(s: str) -> str:
    return html.escape(s, quote=False).replace("\n", "<br>\n")


# --- chrome ------------------------------------------------------------------------------------------
# A run-in line is written "Label\x00Description": no space between them in the text capture.

CONSENT18 = {
    "onetrust-de": ["Wir respektieren Ihre Privatsphäre",
                    "Wenn Sie unsere Website besuchen, speichern wir möglicherweise Informationen in Ihrem Browser, meist in Form von Cookies.",
                    "Unbedingt erforderliche Cookies\x00Immer aktiv",
                    "Leistungs-Cookies\x00Mit diesen Cookies zählen wir Besuche und Verkehrsquellen, um die Leistung unserer Seite zu messen.",
                    "Alle Cookies akzeptieren", "Meine Auswahl bestätigen", "Cookie-Liste"],
    "cookiebot-fr": ["Ce site utilise des cookies",
                     "Nous utilisons des cookies pour personnaliser le contenu et les publicités, offrir des fonctionnalités relatives aux médias sociaux et analyser notre trafic.",
                     "Nécessaires", "Préférences", "Statistiques", "Marketing", "Afficher les détails", "Refuser", "Autoriser tous les cookies",
                     "Cookiebot par Usercentrics"],
    "cookiebot-nl": ["Deze website gebruikt cookies",
                     "Wij gebruiken cookies om content en advertenties te personaliseren en om ons websiteverkeer te analyseren.",
                     "Noodzakelijk", "Voorkeuren", "Statistieken", "Marketing", "Weigeren", "Alle cookies toestaan"],
    "didomi-it": ["Il rispetto della tua privacy è la nostra priorità",
                  "Noi e i nostri 812 partner memorizziamo e/o accediamo a informazioni su un dispositivo, come gli ID univoci nei cookie, per il trattamento dei dati personali.",
                  "Puoi accettare o gestire le tue scelte cliccando qui sotto.", "Accetta e chiudi", "Scopri di più →", "Continua senza accettare"],
    "usercentrics-de": ["Privatsphäre-Einstellungen",
                        "Essenziell\x00Diese Technologien sind erforderlich, um die Kernfunktionen der Website zu aktivieren.",
                        "Funktional\x00Diese Technologien ermöglichen uns, die Nutzung der Website zu analysieren.",
                        "Marketing", "Alle akzeptieren", "Nur essenzielle", "Einstellungen speichern", "Powered by Usercentrics Consent Management"],
    "iubenda-it": ["Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie di misurazione per le finalità specificate nella cookie policy.",
                   "Personalizza", "Rifiuta tutto", "Accetta tutto", "Chiudi e continua senza accettare ✕"],
    "complianz-es": ["Gestionar consentimiento",
                     "Funcional\x00Siempre activo",
                     "Preferencias\x00El almacenamiento o acceso técnico es necesario para guardar preferencias no solicitadas por el usuario.",
                     "Marketing\x00Se utiliza para crear perfiles de usuario para enviar publicidad.",
                     "Aceptar", "Rechazar", "Guardar preferencias", "Aviso legal"],
    "complianz-pt": ["Gerir o consentimento",
                     "Funcional\x00Sempre ativo",
                     "Estatísticas\x00O armazenamento técnico usado exclusivamente para fins estatísticos anónimos.",
                     "Aceitar tudo", "Recusar", "Guardar preferências"],
    "cookieyes-en": ["We value your privacy",
                     "We use cookies to enhance your browsing experience, serve personalised ads or content, and analyse our traffic.",
                     "Customise", "Reject All", "Accept All",
                     "Necessary\x00Always Active",
                     "Functional\x00Functional cookies help perform certain functionalities like sharing the content of the website on social media platforms.",
                     "Powered by CookieYes"],
    "osano-en": ["This website utilizes technologies such as cookies to enable essential site functionality, as well as for analytics, personalization, and targeted advertising.",
                 "Essential", "Analytics", "Targeting", "Personalization", "Storage Preferences", "Deny", "Accept"],
    "termly-en": ["We use essential cookies to make our site work. With your consent, we may also use non-essential cookies to improve user experience and analyze website traffic.",
                  "By clicking “Accept,” you agree to our website's cookie use as described in our Cookie Policy.", "Preferences", "Decline", "Accept"],
    "klaro-ru": ["Управление согласием",
                 "Мы собираем и обрабатываем ваши данные только с вашего согласия. Здесь вы можете выбрать сервисы, которые разрешаете.",
                 "Обязательные\x00Всегда включено", "Аналитика\x00Помогает понять, какие статьи читают чаще.",
                 "Принять все", "Отклонить", "Реализовано с помощью Klaro!"],
    "klaro-en": ["Services we would like to use",
                 "Here you can assess and customize the services that we'd like to use on this website.",
                 "Ghost members\x00Required to keep you signed in (always required)", "Plausible\x00Counts visits without cookies",
                 "Accept all", "Decline", "Realized with Klaro!"],
    "shopify-en": ["This website uses cookies to ensure you get the best experience on our website.", "Manage preferences", "Decline", "Accept"],
    "shopify-fr": ["Ce site utilise des cookies pour vous garantir la meilleure expérience sur notre boutique.", "Gérer les préférences", "Refuser", "Accepter"],
    "shopify-de": ["Diese Website verwendet Cookies, um Ihnen das beste Einkaufserlebnis zu bieten.", "Einstellungen verwalten", "Ablehnen", "Akzeptieren"],
    "google-ja": ["このサイトは Google のサービスを使用して Cookie を配信し、トラフィックを分析します。", "詳細", "OK"],
    "google-ko": ["이 사이트는 Google의 쿠키를 사용하여 서비스를 제공하고 트래픽을 분석합니다.", "자세히 알아보기", "확인"],
    "cookieyes-zh": ["我们重视您的隐私", "我们使用 Cookie 来提升您的浏览体验并分析网站流量。", "必要\x00始终启用", "自定义", "全部拒绝", "全部接受"],
    "cookieyes-zht": ["我們重視您的隱私", "本站使用 Cookie 以提升瀏覽體驗並分析流量。", "必要\x00永遠啟用", "自訂", "全部拒絕", "全部接受"],
}

STORES18 = ["Aether Hub Cards", "Kartenschmiede Leipzig", "La Taverne du Planeswalker", "Tienda El Grifo", "Loja Dragão Azul",
            "Gilda dei Maghi", "Stormcrow Singles", "De Kaartenzolder"]


class _Out:
    """A page being written, as HTML or as its text capture (blocks separated by blank lines); every
    line of chrome handed to it goes into the page's answers."""

    def __init__(self, gen: "Fresh18Generator", page: Page, html_mode: bool, lang: str = "en") -> None:
        self.r, self.page, self.html, self.lang = gen.rng, page, html_mode, lang
        page.fmt = "html" if html_mode else "text"
        self.blocks: list[str] = []
        self.title = ""

    def chrome(self, *lines: str, tag: str | None = None, cls: str | None = None, sep: str = "\n") -> None:
        lines = tuple(x for x in lines if x)
        if not lines:
            return
        rows = []
        for x in lines:
            if "\x00" in x:
                label, desc = x.split("\x00")
                self.page.chrome += [label, desc, label + desc]
                rows.append((label, desc))
            else:
                self.page.chrome.append(x)
                rows.append((x, None))
        if self.html:
            tag = tag or self.r.choice(["div", "nav", "aside", "section", "footer"])
            cls = cls or self.r.choice(["bar", "meta", "box", "wrap", "side"])
            el = "li" if tag in ("ul", "ol") else self.r.choice(["span", "a", "div", "p"])
            body = [f"<div class=\"toggle-row\"><strong>{_e(a)}</strong><span>{_e(b)}</span></div>" if b is not None
                    else f"<{el}>{_e(a)}</{el}>" for a, b in rows]
            self.blocks.append(f"<{tag} class=\"{cls}\">\n" + "\n".join(body) + f"\n</{tag}>")
        else:
            self.blocks.append(sep.join(a + (b or "") for a, b in rows))

    def heading(self, text: str, level: int = 1, chrome: bool = False) -> None:
        if chrome:
            self.page.chrome.append(text)
        self.blocks.append(f"<h{level}>{_e(text)}</h{level}>" if self.html else text)

    def para(self, text: str, chrome: bool = False) -> None:
        if chrome:
            self.page.chrome.append(text)
        self.blocks.append(f"<p>{_e(text)}</p>" if self.html else text)

    def add(self, markup: str, text: str) -> None:
        self.blocks.append(markup if self.html else text)

    def consent(self, key: str, p: float = 1.0) -> None:
        if self.r.random() < p:
            self.chrome(*CONSENT18[key], tag="div", cls=self.r.choice(["cookie-banner", "consent-modal", "cc-window", "shopify-pc__banner"]))

    def render(self) -> str:
        if not self.html:
            return "\n\n".join(b for b in self.blocks if b) + "\n"
        return "\n".join(["<!DOCTYPE html>", f"<html lang=\"{self.lang}\"><head><meta charset=\"utf-8\">",
                          f"<title>{html.escape(self.title or 'Page', quote=False)}</title>", "</head>",
                          "<body>", *self.blocks, "</body></html>", ""])


class Fresh18Generator:
    """The generator of the fresh-18 part: its own layouts only, each page with its own chrome."""

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        self.cards = cards
        self.set_names = set_names
        self.rng = random.Random(seed)

    # ---- helpers ----
    def _title(self, page: Page, card: CardData, prefer: str | None = None, p: float = 0.6, q: float = 0.05) -> str:
        r = self.rng
        others = [l for l in STORED if l in card.foreign and l != prefer and card.foreign[l].get("name")]
        if prefer and prefer in card.foreign and card.foreign[prefer].get("name") and r.random() < p:
            lang = prefer
        elif others and r.random() < q:
            lang = r.choice(others)
        else:
            lang = "en"
        page.title_lang = lang
        return card.name if lang == "en" else card.foreign[lang]["name"]

    def _translation(self, page: Page, card: CardData, lang: str, p: float = 0.6) -> tuple[str, str] | None:
        f = card.foreign.get(lang)
        if lang != "en" and f and f.get("name") and f.get("text") and self.rng.random() < p:
            page.translations.append((lang, f["name"], f["text"]))
            return f["name"], f["text"]
        return None

    def _form(self, page: Page, tag: str, forms: list[str]) -> str:
        form = self.rng.choice(forms)
        page.date_forms.append(f"{form} {tag}")
        return form

    def _dated(self, page: Page, card: CardData, form: str) -> list[tuple[str, str]]:
        """The card's rulings as (shown date, text), recorded as the page's answers."""
        rs = list(card.rulings)
        if self.rng.random() < 0.15:
            rs.reverse()
        items = []
        for d, t in rs:
            ds = render_fresh18_date(d, form)
            page.rulings.append((d.isoformat(), t))
            page.__dict__.setdefault("shown", []).append(ds)
            items.append((ds, t))
        return items

    def _others(self, card: CardData, n: int) -> list[CardData]:
        return [c for c in self.rng.sample(self.cards, min(len(self.cards), n + 1)) if c.name != card.name][:n]

    def page(self, i: int, layout: str, split: str = "fresh18") -> Page:
        method, titled = self.LAYOUTS18[layout]
        card = self.rng.choice(self.cards)
        page = Page(id=f"t{i:03d}", layout=layout, split=split, fmt="text", card=card.name,
                    card_arg=None if titled else card.name, title_lang=None)
        getattr(self, method)(page, card)
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        inside += [fold(card.text or ""), fold(card.type_line or "")]
        page.chrome = sorted({c for c in page.chrome if len(c.strip()) >= 2 and not any(fold(c) in x for x in inside)})
        return page

    def fresh_corpus(self, n: int, part: str = "fresh18") -> list[Page]:
        layouts = list(self.LAYOUTS18)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]

    # ---- layouts: shops ----
    def layout_shopify_card_shop(self, page, card):
        """A Shopify card shop's product page with a Rulings collapsible."""
        r = self.rng
        lang = r.choice(["en", "fr", "de"])
        w = _SHOPIFY[lang]
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang if lang != "en" else None, 0.5)
        before = r.random() < 0.5
        form = self._form(page, "Shopify collapsible, DATE: before or (DATE) after", w["forms"])
        store = r.choice(STORES18)
        out.title = f"{name} – {store}"
        out.chrome(w["announce"], tag="div", cls="announcement-bar")
        out.chrome(store, *w["nav"], tag="header", cls="header")
        out.chrome(w["country"], tag="div", cls="localization-form")
        out.chrome(*w["crumbs"], name, tag="nav", cls="breadcrumbs", sep=" / ")
        out.heading(name, 1)
        price = r.randint(1, 60) + r.choice([0.25, 0.5, 0.99])
        out.chrome(w["price"].format(p=f"{price:.2f}" if lang == "en" else f"{price:.2f}".replace(".", ",")), w["tax"],
                   *w["variant"], w["qty"], w["add"], w["buy"], tag="div", cls="product__info-wrapper")
        printed = self._translation(page, card, lang, 0.4) if lang != "en" else None
        if printed:
            out.add(f"<div class=\"product__description rte\"><p><strong>{_e(printed[0])}</strong></p><p>{_e(printed[1])}</p></div>",
                    f"{printed[0]}\n{printed[1]}")
        out.heading(w["rulings"], 2, chrome=True)
        items = self._dated(page, card, form)
        lines = [f"{ds}: {t}" if before else f"{t} ({ds})" for ds, t in items]
        out.add("<details class=\"product__accordion\" open><summary>" + _e(w["rulings"]) + "</summary><div class=\"accordion__content rte\">"
                + "".join(f"<p>{_e(x)}</p>" for x in lines) + "</div></details>", "\n".join(lines))
        out.chrome(w["share"], tag="div", cls="share-button")
        rel = []
        for c in self._others(card, 3):
            rel += [c.name, w["price"].format(p=f"{r.randint(1, 20)}.00" if lang == "en" else f"{r.randint(1, 20)},00")]
        out.chrome(w["also"], *rel, tag="aside", cls="related-products")
        out.chrome(*w["news"], tag="div", cls="newsletter")
        out.chrome(*w["foot"], f"© 2025, {store}", "Powered by Shopify", "American Express Apple Pay Mastercard PayPal Shop Pay Visa",
                   tag="footer", cls="footer")
        out.consent(f"shopify-{lang}", 0.7)
        page.content = out.render()

    def layout_woocommerce_single_product(self, page, card):
        """A WooCommerce single product page (Spanish or Portuguese shop), rulings in the Description tab."""
        r = self.rng
        lang = r.choice(["es", "pt"])
        w = _WOO[lang]
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang, 0.5)
        before = r.random() < 0.6
        form = self._form(page, "WooCommerce description, DATE – before or text (DATE) after",
                          [f"{lang}:dd/mm/y", f"{lang}:dd-mm-y"] if before else [f"{lang}:d de month de y", f"{lang}:dd/mm/y"])
        store = r.choice(w["stores"])
        out.title = f"{name} – {store}"
        out.consent(f"complianz-{lang}", 0.7)
        out.chrome(*w["top"], tag="div", cls="top-bar", sep=" | ")
        out.chrome(store, *w["menu"], w["cart"], tag="header", cls="site-header")
        out.chrome(*w["crumbs"], name, tag="nav", cls="woocommerce-breadcrumb", sep=" / ")
        out.heading(name, 1)
        out.chrome(w["price"].format(p=r.randint(1, 40)), w["stock"].format(k=r.randint(1, 9)), "1", w["add"],
                   w["sku"].format(s=f"{card.set_code}-{card.number}"), w["cat"], tag="div", cls="summary entry-summary")
        out.chrome(*w["tabs"], tag="ul", cls="tabs wc-tabs")
        out.heading(w["desc"], 2, chrome=True)
        printed = self._translation(page, card, lang, 0.5)
        if printed:
            out.add(f"<p><strong>{_e(printed[0])}</strong><br>\n{_e(printed[1])}</p>", f"{printed[0]}\n{printed[1]}")
        intro = w["intro"]
        page.chrome.append(intro)
        items = self._dated(page, card, form)
        lines = [f"{ds} – {t}" if before else f"{t} ({ds})" for ds, t in items]
        out.add("<div class=\"woocommerce-Tabs-panel--description\"><p>" + _e(intro) + "</p><ul>" + "".join(f"<li>{_e(x)}</li>" for x in lines)
                + "</ul></div>", intro + "\n" + "\n".join(lines))
        rel = []
        for c in self._others(card, 3):
            rel += [c.name, f"{r.randint(1, 9)},{r.choice(['00', '50', '95'])} €"]
        out.chrome(w["related"], *rel, tag="section", cls="related products")
        out.chrome(store, w["addr"], *w["foot"], "Tema: Storefront por WooCommerce.", tag="footer")
        page.content = out.render()

    def layout_carddb_tabs_clone(self, page, card):
        """A card database clone with Oracle / Printings / Rulings / Legality tabs in the site's language."""
        r = self.rng
        lang = r.choice(["de", "es", "it", "pt", "fr"])
        w = _CARDDB[lang]
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang, 0.7, 0.1)
        form = self._form(page, "card database Rulings tab, date column before", w["forms"])
        out.title = f"{name} · {card.set_name} · {w['site']}"
        out.consent("didomi-it" if lang == "it" else "iubenda-it" if r.random() < 0.2 else r.choice(["onetrust-de", "cookiebot-fr", "complianz-es"]), 0.6)
        out.chrome(w["site"], *w["nav"], tag="header")
        out.heading(name, 1)
        out.chrome(*w["tabs"], tag="ul", cls="card-tabs", sep="  ")
        printed = self._translation(page, card, lang, 0.7)
        if printed:
            out.add(f"<div class=\"card-text\"><h2>{_e(printed[0])}</h2><p>{_e(printed[1])}</p></div>", f"{printed[0]}\n{printed[1]}")
        out.add(f"<div class=\"oracle\"><p>{_e(card.text or '')}</p></div>", card.text or "")
        prints = [self.set_names[c] for c in card.printings if c in self.set_names][:3] or [card.set_name]
        out.chrome(w["printings"], *[f"{p} · #{card.number}" for p in prints], tag="table", cls="prints")
        out.heading(w["rulings"], 2, chrome=True)
        items = self._dated(page, card, form)
        out.add("<table class=\"rulings\">" + "".join(f"<tr><td>{_e(ds)}</td><td>{_e(t)}</td></tr>" for ds, t in items) + "</table>",
                "\n".join(f"{ds}\t{t}" for ds, t in items))
        out.chrome(w["legality"], *w["formats"], tag="div", cls="legality-grid")
        out.chrome(*w["foot"], tag="footer")
        page.content = out.render()

    def layout_pricechart_rulings_tab(self, page, card):
        """A price tracker's card page with a rulings tab: DATE · WotC lines before or (publisher, DATE) after."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.5, "en")
        name = self._title(page, card, None, 0, 0.04)
        before = r.random() < 0.5
        form = self._form(page, "price tracker rulings tab, DATE · WotC line above" if before else "price tracker, (Wizards of the Coast, DATE) after",
                          ["en:iso", "en:mm/dd/y"] if before else ["en:mon d, y", "en:d mon y"])
        t0 = _own_date(r, card, floor=dt.date(2017, 1, 1))
        out.title = f"{name} ({card.set_code}) Price History | CardPulse"
        out.consent("cookieyes-en", 0.6)
        out.chrome("CardPulse", "Prices", "Interests", "Sets", "Portfolio", "Log in", tag="header")
        out.heading(name, 1)
        mp = r.randint(10, 5000) / 100
        out.chrome(f"Market ${mp:.2f}", f"Avg ${mp * 1.05:.2f}", f"Low ${mp * 0.6:.2f}", f"High ${mp * 1.9:.2f}", f"Foil ${mp * 2.4:.2f}",
                   f"Last updated {t0.isoformat()} {_hm(r)} UTC", tag="div", cls="price-box")
        out.chrome("Price History", "1M", "3M", "1Y", "All", tag="div", cls="chart-tabs", sep="  ")
        out.chrome("Overview", "Prints", "Rulings", "Decks", tag="ul", cls="nav-tabs", sep="  ")
        items = self._dated(page, card, form)
        if before:
            sep = r.choice([" · ", " — "])
            pub = r.choice(["WotC", "Wizards of the Coast"])
            out.add("<div class=\"rulings\">" + "".join(f"<div class=\"ruling\"><small>{_e(ds)}{sep}{pub}</small><p>{_e(t)}</p></div>" for ds, t in items)
                    + "</div>", "\n\n".join(f"{ds}{sep}{pub}\n{t}" for ds, t in items))
        else:
            out.add("<ul class=\"rulings\">" + "".join(f"<li>{_e(t)} <em>(Wizards of the Coast, {_e(ds)})</em></li>" for ds, t in items) + "</ul>",
                    "\n".join(f"{t} (Wizards of the Coast, {ds})" for ds, t in items))
        out.chrome("Set a price alert", "Notify me when the price drops below", "$", "Create alert", tag="div", cls="alert-box")
        vend = []
        for v in ["Card Kingdom", "TCGplayer", "Cardmarket", "Star City Games"]:
            vend.append(f"{v} ${mp * r.uniform(0.8, 1.3):.2f} Buy")
        out.chrome("Vendors", *vend, tag="table", cls="vendors")
        out.chrome("Prices are affiliate links. We may earn a commission.", "About · API · Privacy · Terms", "© 2025 CardPulse", tag="footer")
        page.content = out.render()

    # ---- layouts: site builders ----
    def layout_wix_card_of_the_week(self, page, card):
        """A Wix club site's "Card of the Week": DATE · Wizards of the Coast after each ruling."""
        r = self.rng
        lang = r.choice(["en", "it"])
        w = _WIX[lang]
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, "it" if lang == "it" else None, 0.5, 0.05)
        form = self._form(page, "Wix post, DATE · Wizards of the Coast line after", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2016, 1, 1))
        club = w["club"]
        out.title = f"{w['cotw']}: {name} | {club}"
        out.consent("iubenda-it" if lang == "it" else "cookieyes-en", 0.6)
        out.chrome(club, *w["menu"], w["login"], tag="header", cls="wix-header")
        out.chrome(w["all"], w["cotw"], w["rules"], tag="nav", cls="blog-categories", sep="  ")
        out.heading(f"{w['cotw']}: {name}", 1)
        out.chrome(w["author"], w["stamp"].format(d=render_fresh18_date(t0, w["own"])), w["read"], tag="div", cls="post-meta", sep=" · ")
        out.para(w["intro"], chrome=True)
        items = self._dated(page, card, form)
        sep = r.choice([" · ", " | "])
        out.add("".join(f"<p>{_e(t)}</p><p><span style=\"color:#888\">{_e(ds)}{sep}Wizards of the Coast</span></p>" for ds, t in items),
                "\n\n".join(f"{t}\n{ds}{sep}Wizards of the Coast" for ds, t in items))
        out.chrome(w["views"].format(k=r.randint(10, 400)), w["comments"], f"{r.randint(0, 30)} ♡", tag="div", cls="post-footer", sep="  ")
        out.chrome(w["recent"], *[f"{w['cotw']}: {c.name}" for c in self._others(card, 2)], tag="aside", cls="recent-posts")
        out.chrome(*w["foot"], tag="footer")
        page.content = out.render()

    def layout_squarespace_club_blog(self, page, card):
        """A Squarespace club blog post: rulings grouped under date headings."""
        r = self.rng
        lang = r.choice(["en", "nl"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, None, 0, 0.08)
        form = self._form(page, "Squarespace post, date heading above its group", ["en:month d, y", "en:d month y"] if lang == "en" else ["nl:d month y"])
        t0 = _own_date(r, card, floor=dt.date(2015, 1, 1))
        club = r.choice(["Northside Spellslingers", "Harbour Town Magic Club"]) if lang == "en" else "Spelclub De Draak"
        title = f"Rules Corner: {name}" if lang == "en" else f"Regelhoek: {name}"
        out.title = f"{title} — {club}"
        out.consent("termly-en" if lang == "en" else "cookiebot-nl", 0.7)
        out.chrome(club, *(["Events", "Blog", "Membership", "Contact"] if lang == "en" else ["Agenda", "Blog", "Lid worden", "Contact"]), tag="header")
        out.heading(title, 1)
        own = render_fresh18_date(t0, "en:month d, y" if lang == "en" else "nl:d month y")
        out.chrome(own, r.choice(["Ruth Ames", "Pieter de Vries"]), tag="div", cls="blog-meta", sep="\n")
        out.para("The official rulings, grouped by the date they were published:" if lang == "en" else "De officiële rulings (in het Engels), per datum:",
                 chrome=True)
        items = self._dated(page, card, form)
        for ds, texts in _groups(items):
            out.add(f"<h3>{_e(ds)}</h3>" + "".join(f"<p>{_e(t)}</p>" for t in texts), ds + "\n" + "\n".join(texts))
        out.chrome("Share", "Facebook", "Twitter", "LinkedIn", "Pinterest", tag="div", cls="sqs-share", sep="  ")
        out.chrome("Newer Post", "Older Post" if lang == "en" else "Oudere post", tag="nav", cls="blog-item-pagination")
        out.chrome("Subscribe" if lang == "en" else "Aanmelden nieuwsbrief", "Sign up with your email address to receive news and updates." if lang == "en"
                   else "Meld je aan voor het laatste nieuws van de club.", "Email Address", "Sign Up", "We respect your privacy.", tag="div",
                   cls="newsletter-block")
        out.chrome(club, "Powered by Squarespace", tag="footer")
        page.content = out.render()

    def layout_webflow_landing(self, page, card):
        """A Webflow landing page for a card app, rulings as cards with a date chip."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.6, "en")
        name = self._title(page, card, None, 0, 0.05)
        before = r.random() < 0.5
        form = self._form(page, "Webflow card, date chip before" if before else "Webflow card, ISO date after", ["en:mon d, y", "en:m/d/y"] if before else ["en:iso"])
        out.title = f"{name} rulings · Stackwise"
        out.consent("osano-en", 0.7)
        out.chrome("Stackwise", "Features", "Pricing", "Blog", "Get the app", tag="nav", cls="navbar w-nav")
        out.chrome("Judge-grade answers, in your pocket.", "Download on the App Store", "Get it on Google Play", tag="section", cls="hero")
        out.heading(name, 2)
        items = self._dated(page, card, form)
        if before:
            out.add("<div class=\"w-dyn-list\">" + "".join(f"<div class=\"ruling-card\"><div class=\"chip\">{_e(ds)}</div><div class=\"body\">{_e(t)}</div></div>"
                                                          for ds, t in items) + "</div>", "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        else:
            out.add("<div class=\"w-dyn-list\">" + "".join(f"<div class=\"ruling-card\"><p>{_e(t)}</p><div class=\"date\">{_e(ds)}</div></div>"
                                                          for ds, t in items) + "</div>", "\n\n".join(f"{t}\n{ds}" for ds, t in items))
        out.chrome("Offline card search", "Every ruling, dated", "Deck lists that sync", tag="section", cls="feature-grid")
        out.chrome("★★★★★ 4.8 on the App Store", "“Settled our game night in ten seconds.”", tag="section", cls="testimonial")
        out.chrome("© 2025 Stackwise Labs", "Privacy", "Terms", "Made in Webflow", tag="footer")
        page.content = out.render()

    def layout_jimdo_verein_page(self, page, card):
        """A Jimdo page of a German club: "DD.MM.YYYY: text" or a date line above."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.5, "de")
        name = self._title(page, card, "de", 0.6)
        line = r.random() < 0.5
        form = self._form(page, "Jimdo page, date line above" if line else "Jimdo page, DATE: text", ["de:dd.mm.y", "de:d. month y"] if line else ["de:dd.mm.y", "de:d.m.y"])
        club = r.choice(["Magic-Stammtisch Bielefeld", "TCG-Freunde Kassel e.V.", "Spieletreff Oberhausen"])
        out.title = f"Regelecke: {name} - {club}"
        out.consent("usercentrics-de", 0.8)
        out.chrome(club, "Startseite", "Termine", "Regelecke", "Galerie", "Kontakt", tag="nav", cls="jmd-nav")
        out.heading(f"Regelecke: {name}", 1)
        printed = self._translation(page, card, "de", 0.5)
        if printed:
            out.add(f"<div class=\"j-text\"><p><b>{_e(printed[0])}</b></p><p>{_e(printed[1])}</p></div>", f"{printed[0]}\n{printed[1]}")
        out.para("Offizielle Regelentscheidungen (Gatherer, englisch):", chrome=True)
        items = self._dated(page, card, form)
        if line:
            out.add("".join(f"<p><strong>{_e(ds)}</strong></p><p>{_e(t)}</p>" for ds, t in items), "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        else:
            out.add("<div class=\"j-text\">" + "".join(f"<p>{_e(ds)}: {_e(t)}</p>" for ds, t in items) + "</div>", "\n".join(f"{ds}: {t}" for ds, t in items))
        out.chrome("Nächster Stammtisch: jeden 2. Donnerstag, 19 Uhr, Gaststätte Zum Anker", tag="div", cls="j-callToAction")
        out.chrome("Impressum", "Datenschutz", "Cookie-Richtlinie", "Sitemap", "Abmelden | Bearbeiten", "Login", "Diese Website wurde mit Jimdo erstellt",
                   tag="footer", cls="jmd-footer")
        page.content = out.render()

    def layout_google_sites_page(self, page, card):
        """A Google Sites page of a Japanese or Korean school club: a date before each ruling."""
        r = self.rng
        lang = r.choice(["ja", "ko"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang, 0.7)
        form = self._form(page, "Google Sites, DATE before the ruling", ["ja:y年m月d日", "ja:y/mm/dd"] if lang == "ja" else ["ko:y년 m월 d일", "ko:y. m. d."])
        t0 = _own_date(r, card, floor=dt.date(2017, 1, 1))
        if lang == "ja":
            site, menu, intro = "○○高校 ボードゲーム部", ["ホーム", "活動記録", "ルール資料", "部員募集"], "公式裁定（英語原文）をまとめました。"
            upd, foot = f"ページの更新日時: {t0.year}/{t0.month}/{t0.day}", ["Google サイト", "不正行為を報告", "ページの詳細"]
        else:
            site, menu, intro = "○○대학교 카드게임 동아리", ["홈", "활동", "룰 자료", "가입 안내"], "공식 판정(영문 원문)을 정리했습니다."
            upd, foot = f"페이지 업데이트: {t0.year}. {t0.month}. {t0.day}.", ["Google 사이트", "악용사례 신고", "페이지 세부정보"]
        out.title = f"{name} - {site}"
        out.consent(f"google-{lang}", 0.6)
        out.chrome(site, *menu, tag="nav", cls="sites-nav")
        out.heading(name, 1)
        printed = self._translation(page, card, lang, 0.5)
        if printed:
            out.add(f"<p>{_e(printed[0])}</p><p>{_e(printed[1])}</p>", f"{printed[0]}\n{printed[1]}")
        out.para(intro, chrome=True)
        items = self._dated(page, card, form)
        sep = r.choice(["　", " ", "：", " - "])
        out.add("".join(f"<p>{_e(ds)}{_e(sep)}{_e(t)}</p>" for ds, t in items), "\n".join(f"{ds}{sep}{t}" for ds, t in items))
        out.chrome(upd, *foot, tag="footer")
        page.content = out.render()

    def layout_ghost_newsletter_post(self, page, card):
        """A Ghost publication's post (Russian or English)."""
        r = self.rng
        lang = r.choice(["ru", "ru", "en"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, "ru" if lang == "ru" else None, 0.6)
        after = r.random() < 0.5
        if lang == "ru":
            form = self._form(page, "Ghost post, [DATE] after" if after else "Ghost post, DATE — before", ["ru:d month y г.", "ru:dd.mm.y"])
        else:
            form = self._form(page, "Ghost post, [DATE] after" if after else "Ghost post, DATE — before", ["en:d mon y", "en:month d, y"])
        t0 = _own_date(r, card, floor=dt.date(2018, 1, 1))
        pub = "Стопка и ответ" if lang == "ru" else "The Priority Pass"
        title = (f"{name}: официальные разъяснения" if lang == "ru" else f"{name}, explained by the rulings")
        out.title = f"{title}"
        out.consent(f"klaro-{lang}", 0.6)
        out.chrome(pub, *(["Главная", "Архив", "Об авторе", "Войти", "Подписаться"] if lang == "ru" else ["Home", "Archive", "About", "Sign in", "Subscribe"]),
                   tag="header", cls="gh-head")
        out.heading(title, 1)
        if lang == "ru":
            ru = _M["ru"]
            out.chrome("Игорь Лебедев", f"{t0.day} {ru[t0.month - 1]} {t0.year} г.", f"{r.randint(2, 7)} мин чтения", tag="div", cls="gh-article-meta", sep=" — ")
        else:
            out.chrome("Nora Quill", render_fresh18_date(t0, "en:mon d, y"), f"{r.randint(2, 7)} min read", tag="div", cls="gh-article-meta", sep=" — ")
        printed = self._translation(page, card, "ru", 0.5) if lang == "ru" else None
        if printed:
            out.add(f"<blockquote><p>{_e(printed[0])}</p><p>{_e(printed[1])}</p></blockquote>", f"{printed[0]}\n{printed[1]}")
        items = self._dated(page, card, form)
        lines = [f"{t} [{ds}]" if after else f"{ds} — {t}" for ds, t in items]
        out.add("<section class=\"gh-content\">" + "".join(f"<p>{_e(x)}</p>" for x in lines) + "</section>", "\n\n".join(lines))
        if lang == "ru":
            out.chrome("Подпишитесь на рассылку", "Новые разборы карт — раз в неделю, бесплатно.", "Ваш email", "Подписаться", tag="section", cls="gh-cta")
        else:
            out.chrome("Sign up for The Priority Pass", "One card, every ruling, every Tuesday.", "jamie@example.com", "Subscribe", tag="section", cls="gh-cta")
        out.chrome(pub, "© 2025", "Powered by Ghost", tag="footer")
        page.content = out.render()

    def layout_elementor_blog_post(self, page, card):
        """A French WordPress/Elementor post: rulings with [DATE] after or a date line above."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.6, "fr")
        name = self._title(page, card, "fr", 0.6)
        bracket = r.random() < 0.5
        form = self._form(page, "Elementor post, [DATE] after" if bracket else "Elementor post, date line above", ["fr:d month y", "fr:dd/mm/y"])
        t0 = _own_date(r, card, floor=dt.date(2016, 1, 1))
        site = r.choice(["Le Grimoire du Juge", "Mana & Pioches", "La Taverne du Planeswalker"])
        out.title = f"{name} : toutes les règles officielles - {site}"
        out.consent("cookiebot-fr", 0.7)
        out.chrome(site, "Accueil", "Règles", "Decks", "Événements", "Boutique", "Contact", tag="header", cls="elementor-location-header")
        out.chrome("Accueil", "Règles", name, tag="nav", cls="breadcrumb", sep=" » ")
        out.heading(f"{name} : toutes les règles officielles", 1)
        out.chrome(f"Publié le {render_fresh18_date(t0, 'fr:d month y')}", "par Camille", "Aucun commentaire", tag="div", cls="elementor-post-info", sep=" / ")
        printed = self._translation(page, card, "fr", 0.5)
        if printed:
            out.add(f"<div class=\"elementor-widget-text-editor\"><p><em>{_e(printed[0])}</em></p><p>{_e(printed[1])}</p></div>", f"{printed[0]}\n{printed[1]}")
        out.para("Les décisions officielles (en anglais), telles que publiées par Wizards of the Coast :", chrome=True)
        items = self._dated(page, card, form)
        if bracket:
            out.add("<ul>" + "".join(f"<li>{_e(t)} [{_e(ds)}]</li>" for ds, t in items) + "</ul>", "\n".join(f"• {t} [{ds}]" for ds, t in items))
        else:
            out.add("".join(f"<h4>{_e(ds)}</h4><p>{_e(t)}</p>" for ds, t in items), "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        out.chrome("Partager :", "Facebook", "X", "WhatsApp", "E-mail", tag="div", cls="elementor-share-buttons", sep="  ")
        out.chrome("Articles similaires", *[f"{c.foreign.get('fr', {}).get('name') or c.name} : le guide" for c in self._others(card, 2)], tag="aside")
        out.chrome("Laisser un commentaire", "Votre adresse e-mail ne sera pas publiée.", "Publier le commentaire", tag="div", cls="comment-respond")
        out.chrome(f"© {t0.year} {site}", "Mentions légales", "Politique de confidentialité", "Conçu avec Elementor", tag="footer")
        page.content = out.render()

    # ---- layouts: mail, forum, documents ----
    def layout_mailchimp_newsletter(self, page, card):
        """An HTML email newsletter: rulings under "Ruling of DATE" headings or dated lines."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.6, "en")
        name = self._title(page, card, None, 0, 0.05)
        heads = r.random() < 0.5
        form = self._form(page, "newsletter, 'Ruling of DATE' heading" if heads else "newsletter, DATE – text", ["en:month d, y"] if heads else ["en:m/d/y", "en:mon d, y"])
        store = r.choice(STORES18)
        t0 = _own_date(r, card, floor=dt.date(2016, 1, 1))
        out.title = f"Card of the Month: {name}"
        out.chrome("View this email in your browser", tag="div", cls="preheader")
        out.chrome(store, f"Newsletter · {render_fresh18_date(t0, 'en:month d, y')}", tag="div", cls="mcnHeader")
        out.heading(f"Card of the Month: {name}", 1)
        out.para("Every month we pick a card people ask about at the counter and print its official rulings.", chrome=True)
        items = self._dated(page, card, form)
        if heads:
            for ds, texts in _groups(items):
                out.add(f"<h3>Ruling of {_e(ds)}</h3>" + "".join(f"<p>{_e(t)}</p>" for t in texts), f"Ruling of {ds}\n" + "\n".join(texts))
        else:
            out.add("<table class=\"mcnTextContent\">" + "".join(f"<tr><td>{_e(ds)} – {_e(t)}</td></tr>" for ds, t in items) + "</table>",
                    "\n".join(f"{ds} – {t}" for ds, t in items))
        out.chrome("This week at the store", "Friday Night Magic · 7 PM", "Commander league every Sunday", "Shop singles", tag="div", cls="mcnButton")
        out.chrome(f"Copyright © 2025 {store}, All rights reserved.", "You are receiving this email because you opted in at our store.",
                   "Our mailing address is:", f"{store}, 221 Elm Street, Portland, OR 97205", "Want to change how you receive these emails?",
                   "You can update your preferences or unsubscribe from this list.", tag="footer", cls="mcnFooter")
        page.content = out.render()

    def layout_nodebb_topic(self, page, card):
        """A NodeBB forum topic in Chinese: posts with stamps, rulings "DATE：text" in a reply."""
        r = self.rng
        zl = r.choice(["zhs", "zht"])
        out = _Out(self, page, r.random() < 0.5, "zh")
        name = self._title(page, card, zl, 0.6)
        after = r.random() < 0.4
        form = self._form(page, "forum reply, DATE：text" + (" / text（DATE）" if after else ""), ["zh:y年m月d日", "zh:iso"] if not after else ["zh:y年m月d日"])
        t0 = _own_date(r, card, floor=dt.date(2016, 1, 1))
        posted = "发布于" if zl == "zhs" else "發表於"
        out.title = f"{name} 的官方裁定 | 万智牌社区" if zl == "zhs" else f"{name} 的官方判定 | 魔法風雲會社群"
        out.consent("cookieyes-zh" if zl == "zhs" else "cookieyes-zht", 0.6)
        out.chrome(*(["首页", "版块", "最新", "热门", "登录", "注册"] if zl == "zhs" else ["首頁", "版面", "最新", "熱門", "登入", "註冊"]), tag="nav", cls="header")
        out.heading(out.title.split(" | ")[0], 1)
        u1, u2 = r.sample(["蓝色法师", "Tarmo", "commander_lin", "鱼人"], 2)
        out.chrome(u1, f"{posted} {t0.isoformat()} {_hm(r)}", "这张牌的结算一直有争议，有人能贴一下官方裁定吗？" if zl == "zhs" else "這張牌的結算一直有爭議，有人能貼官方判定嗎？",
                   tag="div", cls="post")
        printed = self._translation(page, card, zl, 0.5)
        page.chrome += [u2, f"{posted} {(t0 + dt.timedelta(days=1)).isoformat()} {_hm(r)}"]
        items = self._dated(page, card, form)
        lines = [f"{t}（{ds}）" if after else f"{ds}：{t}" for ds, t in items]
        pt = f"{printed[0]}\n{printed[1]}\n\n" if printed else ""
        out.add("<div class=\"post\"><div class=\"meta\"><span>" + _e(u2) + "</span> <span>" + _e(page.chrome[-1]) + "</span></div><div class=\"content\">"
                + (f"<p>{_e(printed[0])}</p><p>{_e(printed[1])}</p>" if printed else "") + "".join(f"<p>{_e(x)}</p>" for x in lines) + "</div></div>",
                u2 + "\n" + page.chrome[-1] + "\n\n" + pt + "\n".join(lines))
        out.chrome(f"{r.randint(1, 30)} 赞", "回复", "引用", tag="div", cls="post-tools", sep=" ")
        out.chrome("Powered by NodeBB", "Contributors", tag="footer")
        page.content = out.render()

    def layout_judge_handout_pdf_text(self, page, card):
        """A judge handout converted from PDF: running headers, page numbers, dated rulings (pt or es)."""
        r = self.rng
        lang = r.choice(["pt", "es"])
        out = _Out(self, page, r.random() < 0.3, lang)
        name = self._title(page, card, lang, 0.5)
        form = self._form(page, "PDF handout, DATE — before", [f"{lang}:d de month de y", f"{lang}:dd/mm/y"])
        t0 = _own_date(r, card, floor=dt.date(2016, 1, 1))
        if lang == "pt":
            head, pg, note = "Material de apoio para juízes — Loja Dragão Azul", "Página {a} de {b}", "Documento não oficial. Textos das decisões em inglês, como publicados."
            intro = "Decisões oficiais:"
        else:
            head, pg, note = "Hoja de apoyo para jueces — Torneo regional", "Página {a} de {b}", "Documento no oficial. Textos de las resoluciones en inglés, tal como se publicaron."
            intro = "Resoluciones oficiales:"
        out.title = f"{name}.pdf"
        out.chrome(head, pg.format(a=1, b=2), tag="header", cls="page-header")
        out.heading(name, 1)
        out.para(intro, chrome=True)
        items = self._dated(page, card, form)
        lines = [f"{ds} — {t}" for ds, t in items]
        k = max(1, len(lines) // 2)
        out.add("<div class=\"pdf-page\">" + "".join(f"<p>{_e(x)}</p>" for x in lines[:k]) + "</div>", "\n\n".join(lines[:k]))
        out.chrome(note, pg.format(a=1, b=2), head, tag="div", cls="page-break")
        if lines[k:]:
            out.add("<div class=\"pdf-page\">" + "".join(f"<p>{_e(x)}</p>" for x in lines[k:]) + "</div>", "\n\n".join(lines[k:]))
        out.chrome(pg.format(a=2, b=2), f"v{r.randint(1, 4)}.{r.randint(0, 9)} · {render_fresh18_date(t0, lang + ':dd/mm/y')}", tag="footer")
        page.content = out.render()

    def layout_side_by_side_translation(self, page, card):
        """A translation fan site: English and printed text side by side, then dated rulings."""
        r = self.rng
        langs = [l for l in ("ja", "ko", "zht", "ru") if card.foreign.get(l, {}).get("text")]
        lang = r.choice(langs) if langs else r.choice(["ja", "ko", "ru"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang, 0.5)
        dl = "zh" if lang == "zht" else lang
        forms = {"ja": ["ja:y年m月d日", "ja:y.mm.dd"], "ko": ["ko:y. m. d.", "ko:y.mm.dd"], "zh": ["zh:y年m月d日"], "ru": ["ru:dd.mm.y"]}[dl]
        form = self._form(page, "fan translation site, DATE before", forms)
        w = _SIDE[lang]
        out.title = f"{name} | {w['site']}"
        out.consent({"ja": "google-ja", "ko": "google-ko", "zht": "cookieyes-zht", "ru": "klaro-ru"}[lang], 0.6)
        out.chrome(w["site"], *w["menu"], tag="nav")
        out.heading(name, 1)
        f = card.foreign.get(lang, {})
        if f.get("text"):
            page.translations.append((lang, f["name"], f["text"]))
            out.add("<table class=\"compare\"><tr><th>English</th><th>" + _e(w["col"]) + "</th></tr>"
                    f"<tr><td>{_e(card.name)}</td><td>{_e(f['name'])}</td></tr><tr><td>{_e(card.text or '')}</td><td>{_e(f['text'])}</td></tr></table>",
                    f"English\t{w['col']}\n{card.name}\t{f['name']}\n{card.text or ''}\n{f['text']}")
        out.heading(w["rulings"], 2, chrome=True)
        items = self._dated(page, card, form)
        out.add("<ul>" + "".join(f"<li>{_e(ds)} {_e(t)}</li>" for ds, t in items) + "</ul>", "\n".join(f"{ds} {t}" for ds, t in items))
        out.chrome(*w["foot"], tag="footer")
        page.content = out.render()

    def layout_app_share_text(self, page, card):
        """A card scanner app's "Share rulings" text: rulings only, the card shown as a picture."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.25, "en")
        page.title_lang = None
        form = self._form(page, "app share, DATE: before", r.choice([["en:iso"], ["en:m/d/y"], ["de:dd.mm.y"]]))
        app = r.choice(["ManaLens", "Scan&Judge", "DeckPocket"])
        out.title = f"Shared from {app}"
        out.chrome(f"📷 {app}", "Rulings for the scanned card:", tag="header")
        url = f"https://cdn.{app.lower().replace('&', '')}.app/scan/{r.randint(10**6, 10**7)}.jpg"
        page.chrome.append(url)
        out.add(f"<p><img src=\"{url}\" alt=\"scan\"></p>", url)
        items = self._dated(page, card, form)
        out.add("".join(f"<p>{_e(ds)}: {_e(t)}</p>" for ds, t in items), "\n".join(f"{ds}: {t}" for ds, t in items))
        out.chrome(f"Shared from {app} for {r.choice(['iOS', 'Android'])}", f"Get {app}: https://{app.lower().replace('&', '')}.app/get",
                   "By using this app you agree to our use of analytics cookies.", tag="footer")
        page.content = out.render()

    LAYOUTS18 = {
        "shopify-card-shop": ("layout_shopify_card_shop", True), "wix-card-of-the-week": ("layout_wix_card_of_the_week", True),
        "squarespace-club-blog": ("layout_squarespace_club_blog", True), "woocommerce-single-product": ("layout_woocommerce_single_product", True),
        "webflow-landing": ("layout_webflow_landing", True), "jimdo-verein-page": ("layout_jimdo_verein_page", True),
        "google-sites-page": ("layout_google_sites_page", True), "ghost-newsletter-post": ("layout_ghost_newsletter_post", True),
        "elementor-blog-post": ("layout_elementor_blog_post", True), "carddb-tabs-clone": ("layout_carddb_tabs_clone", True),
        "pricechart-rulings-tab": ("layout_pricechart_rulings_tab", True), "mailchimp-newsletter": ("layout_mailchimp_newsletter", True),
        "nodebb-topic": ("layout_nodebb_topic", True), "judge-handout-pdf-text": ("layout_judge_handout_pdf_text", True),
        "side-by-side-translation": ("layout_side_by_side_translation", True), "app-share-text": ("layout_app_share_text", False),
    }


def fresh18_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-18 part's pages, drawn with their own generator (seed + 73331)."""
    return Fresh18Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh18")


# --- words of the layouts ----------------------------------------------------------------------------

_SHOPIFY = {
    "en": dict(forms=["en:month d, y", "en:m/d/y", "en:iso"], announce="Free UK shipping on orders over £20 · Next-day dispatch",
               nav=["Singles", "Sealed", "Accessories", "Events", "Search", "Log in", "Cart"], country="Country/region United Kingdom (GBP £)",
               crumbs=["Home", "Singles"], price="£{p}", tax="Tax included. Shipping calculated at checkout.",
               variant=["Condition", "Near Mint", "Lightly Played"], qty="Quantity", add="Add to cart", buy="Buy it now", rulings="Rulings",
               share="Share", also="You may also like", news=["Subscribe to our emails", "Email", "→"], foot=["Search", "Refund policy", "Contact"]),
    "fr": dict(forms=["fr:d month y", "fr:dd/mm/y"], announce="Livraison offerte dès 30 € d'achat en France métropolitaine",
               nav=["Cartes à l'unité", "Produits scellés", "Accessoires", "Recherche", "Connexion", "Panier"], country="Pays/région France (EUR €)",
               crumbs=["Accueil", "Cartes à l'unité"], price="{p} €", tax="Taxes incluses. Frais d'expédition calculés lors du paiement.",
               variant=["État", "Near Mint", "Excellent"], qty="Quantité", add="Ajouter au panier", buy="Acheter maintenant", rulings="Règles officielles",
               share="Partager", also="Vous aimerez peut-être aussi", news=["Abonnez-vous à nos e-mails", "E-mail", "→"],
               foot=["Recherche", "Politique de remboursement", "Nous contacter"]),
    "de": dict(forms=["de:dd.mm.y", "de:d. month y", "de:d. mon y"], announce="Kostenloser Versand ab 25 € innerhalb Deutschlands",
               nav=["Einzelkarten", "Booster & Displays", "Zubehör", "Suchen", "Einloggen", "Warenkorb"], country="Land/Region Deutschland (EUR €)",
               crumbs=["Startseite", "Einzelkarten"], price="€{p}", tax="inkl. MwSt. Versand wird beim Checkout berechnet",
               variant=["Zustand", "Near Mint", "Excellent"], qty="Anzahl", add="In den Warenkorb legen", buy="Jetzt kaufen", rulings="Regelentscheidungen",
               share="Teilen", also="Das könnte dir auch gefallen", news=["Abonniere unsere E-Mails", "E-Mail", "→"],
               foot=["Suchen", "Rückerstattungsrichtlinie", "Impressum", "Kontakt"]),
}

_WOO = {
    "es": dict(top=["Envíos en 24/48 h", "Atención al cliente: 912 345 678"], menu=["Inicio", "Cartas sueltas", "Sobres", "Accesorios", "Mi cuenta"],
               cart="Carrito 0,00 € (0)", crumbs=["Inicio", "Magic", "Cartas sueltas"], price="{p},50 €", stock="{k} disponibles", add="Añadir al carrito",
               sku="SKU: {s}", cat="Categoría: Cartas sueltas", tabs=["Descripción", "Información adicional", "Valoraciones (0)"], desc="Descripción",
               intro="Resoluciones oficiales (en inglés):", related="Productos relacionados", addr="Calle Mayor 12, 28013 Madrid", stores=["Tienda El Grifo", "La Cueva del Dragón"],
               foot=["Aviso legal", "Política de privacidad", "Condiciones de venta"]),
    "pt": dict(top=["Envio grátis acima de 50 €", "Apoio ao cliente: 213 456 789"], menu=["Início", "Cartas avulsas", "Boosters", "Acessórios", "A minha conta"],
               cart="Carrinho 0,00 € (0)", crumbs=["Início", "Magic", "Cartas avulsas"], price="{p},90 €", stock="{k} em stock", add="Adicionar ao carrinho",
               sku="REF: {s}", cat="Categoria: Cartas avulsas", tabs=["Descrição", "Informação adicional", "Avaliações (0)"], desc="Descrição",
               intro="Decisões oficiais (em inglês):", related="Produtos relacionados", addr="Rua de Santa Catarina 45, 4000-447 Porto", stores=["Loja Dragão Azul", "Cartas do Norte"],
               foot=["Termos e condições", "Política de privacidade", "Livro de Reclamações"]),
}

_CARDDB = {
    "de": dict(forms=["de:dd.mm.y", "de:d. month y"], site="Kartenarchiv", nav=["Suche", "Sets", "Zufallskarte", "Anmelden"],
               tabs=["Oracle", "Drucke", "Regeln", "Legalität"], printings="Drucke", rulings="Regeln",
               legality="Legalität", formats=["Standard Nicht legal", "Modern Legal", "Legacy Legal", "Commander Legal"],
               foot=["Kartentexte und Bilder © Wizards of the Coast", "Nicht mit Wizards of the Coast verbunden", "Datenschutz"]),
    "es": dict(forms=["es:d de month de y", "es:dd/mm/y"], site="Archivo de Cartas", nav=["Buscar", "Ediciones", "Carta aleatoria", "Entrar"],
               tabs=["Oráculo", "Impresiones", "Resoluciones", "Legalidad"], printings="Impresiones", rulings="Resoluciones",
               legality="Legalidad", formats=["Estándar No legal", "Moderno Legal", "Legacy Legal", "Commander Legal"],
               foot=["Textos e imágenes © Wizards of the Coast", "Sitio no afiliado a Wizards of the Coast", "Privacidad"]),
    "it": dict(forms=["it:d month y", "it:dd/mm/y"], site="Archivio Carte", nav=["Cerca", "Espansioni", "Carta a caso", "Accedi"],
               tabs=["Oracle", "Stampe", "Chiarimenti", "Legalità"], printings="Stampe", rulings="Chiarimenti",
               legality="Legalità", formats=["Standard Non legale", "Modern Legale", "Legacy Legale", "Commander Legale"],
               foot=["Testi e immagini © Wizards of the Coast", "Sito non affiliato a Wizards of the Coast", "Privacy"]),
    "pt": dict(forms=["pt:d de month de y", "pt:dd/mm/y"], site="Arquivo de Cards", nav=["Buscar", "Coleções", "Card aleatório", "Entrar"],
               tabs=["Oráculo", "Impressões", "Decisões", "Legalidade"], printings="Impressões", rulings="Decisões",
               legality="Legalidade", formats=["Padrão Não legal", "Moderno Legal", "Legacy Legal", "Commander Legal"],
               foot=["Textos e imagens © Wizards of the Coast", "Site não afiliado à Wizards of the Coast", "Privacidade"]),
    "fr": dict(forms=["fr:d month y", "fr:dd/mm/y"], site="Archives des Cartes", nav=["Recherche", "Éditions", "Carte au hasard", "Connexion"],
               tabs=["Oracle", "Impressions", "Règles", "Légalité"], printings="Impressions", rulings="Précisions de règles",
               legality="Légalité", formats=["Standard Non légale", "Modern Légale", "Legacy Légale", "Commander Légale"],
               foot=["Textes et images © Wizards of the Coast", "Site non affilié à Wizards of the Coast", "Confidentialité"]),
}

_WIX = {
    "en": dict(forms=["en:month d, y", "en:mon d, y", "en:m/d/y"], own="en:mon d, y", club="Riverside Gaming Guild",
               menu=["Home", "Events", "Card of the Week", "Members", "Contact"], login="Log In", all="All Posts", cotw="Card of the Week",
               rules="Rules Q&A", author="Guild Admin", stamp="{d}", read="2 min read",
               intro="Each week one of our judges picks a card and lists the official rulings. Here they are, with the date each was published.",
               views="{k} views", comments="0 comments", recent="Recent Posts",
               foot=["© 2025 by Riverside Gaming Guild. Proudly created with Wix.com", "Privacy Policy", "Accessibility Statement"]),
    "it": dict(forms=["it:d month y", "it:dd/mm/y", "it:d/m/y"], own="it:d month y", club="Circolo Ludico Il Drago",
               menu=["Home", "Eventi", "Carta della settimana", "Soci", "Contatti"], login="Accedi", all="Tutti i post", cotw="Carta della settimana",
               rules="Domande sulle regole", author="Admin Circolo", stamp="{d}", read="Tempo di lettura: 2 minuti",
               intro="Ogni settimana un nostro arbitro sceglie una carta e ne riporta i chiarimenti ufficiali, con la data di ciascuno.",
               views="{k} visualizzazioni", comments="0 commenti", recent="Post recenti",
               foot=["© 2025 Circolo Ludico Il Drago. Creato con Wix.com", "Privacy", "Dichiarazione di accessibilità"]),
}

_SIDE = {
    "ja": dict(site="カード翻訳データベース", menu=["トップ", "カード一覧", "翻訳方針", "お問い合わせ"], col="日本語", rulings="裁定（英語原文）",
               foot=["当サイトは非公式のファンサイトです。", "© Wizards of the Coast"]),
    "ko": dict(site="카드 번역 아카이브", menu=["홈", "카드 목록", "번역 원칙", "문의"], col="한국어", rulings="공식 판정 (영문)",
               foot=["본 사이트는 비공식 팬 사이트입니다.", "© Wizards of the Coast"]),
    "zht": dict(site="卡牌翻譯對照站", menu=["首頁", "卡牌列表", "翻譯說明", "聯絡我們"], col="繁體中文", rulings="官方判定（英文原文）",
                foot=["本站為非官方粉絲網站。", "© Wizards of the Coast"]),
    "ru": dict(site="Переводы карт", menu=["Главная", "Карты", "О переводах", "Контакты"], col="Русский", rulings="Официальные разъяснения (на английском)",
               foot=["Неофициальный фан-сайт.", "© Wizards of the Coast"]),
}


# --- self-test ---------------------------------------------------------------------------------------

def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written, and for HTML without its tags
    (joined, and spaced), with its entities resolved; the last view is the markup with its
    entities resolved and its tags kept."""
    views = [fold(page.content)]
    if page.fmt == "html":
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", page.content))))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", page.content))))
        views.append(fold(html.unescape(page.content)))
    return views


def self_test(pages: list[Page], gen: Fresh18Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line and shown date is in
    the page as read; the rulings are the card's with their dates; titled pages show the title, untitled
    ones name the card nowhere but in a ruling; at least 16 layouts (all fresh-18's own), 10 date
    languages, 6 title languages, both formats, valid ISO dates, chrome on every page."""
    problems = []
    layouts = {p.layout for p in pages}
    if len(layouts) < 16 or not layouts <= set(Fresh18Generator.LAYOUTS18):
        problems.append(f"layouts: {sorted(layouts)}")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < 10:
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    if len({p.title_lang for p in pages if p.title_lang and p.title_lang != "en"}) < 6:
        problems.append("fewer than 6 stored title languages")
    if {p.fmt for p in pages} != {"html", "text"}:
        problems.append("not both formats")
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
            if d is None or dt.date.fromisoformat(d).isoformat() != d or (d, t) not in truth:
                problems.append(f"{p.id} {p.layout}: not the card's ruling and date: {d} {t[:40]}")
        shown = p.__dict__.get("shown", [])
        if len(shown) != len(p.rulings):
            problems.append(f"{p.id} {p.layout}: {len(shown)} shown dates for {len(p.rulings)} rulings")
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
        titled = Fresh18Generator.LAYOUTS18[p.layout][1]
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
            names = [card.name] + [f["name"] for f in card.foreign.values() if f.get("name")]
            if any(re.search(r"(?<!\w)" + re.escape(fold(n)) + r"(?!\w)", rest) for n in names):
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
        gen = Fresh18Generator(cards, set_names, seed + SEED_OFFSET)
        pages = gen.fresh_corpus(200, "fresh18")
        again = fresh18_corpus(cards, set_names, seed, 200)
        same = [(p.content, p.rulings, p.translations, p.chrome) for p in pages] == [(p.content, p.rulings, p.translations, p.chrome) for p in again]
        problems = self_test(pages, gen)
        if len(pages) != 200:
            problems.append(f"{len(pages)} pages")
        if not same:
            problems.append("not deterministic for the seed")
        layouts = sorted({p.layout for p in pages})
        langs = sorted({f.split(":")[0] for p in pages for f in p.date_forms})
        print(f"seed {seed}: {len(pages)} pages, {len(layouts)} layouts, {len(langs)} date languages ({' '.join(langs)}), "
              f"{sum(len(p.rulings) for p in pages)} rulings, {sum(len(p.translations) for p in pages)} translations, "
              f"{sum(len(p.chrome) for p in pages)} chrome lines, {sum(p.fmt == 'html' for p in pages)} HTML, "
              f"{sum(p.card_arg is not None for p in pages)} naming no card, "
              f"{len({p.title_lang for p in pages if p.title_lang})} title languages; {len(problems)} problems")
        for x in problems[:30]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
