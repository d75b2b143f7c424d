"""The fresh-45 held-out part of the page corpus (``bench/page_corpus.py``): card and rulings pages of modern web apps, as a
browser saves them in 2026 (HTML mostly, and the same sites copied as text by "select all, copy"). Each page is one app's
page about one card (a card with several faces on half of the pages, a single-faced one on the other half), with that
card's official rulings and their real dates, written the way each framework and tool writes its pages: the
server-rendered HTML plus its hydration payload (Next.js's ``__NEXT_DATA__`` and the app router's
``self.__next_f.push([1,"…"])`` flight chunks, Nuxt's ``__NUXT_DATA__`` and ``window.__NUXT__``, SvelteKit's
``data-sveltekit-fetched`` script, Astro's ``<astro-island props="…">``, Angular's ``_ngcontent`` attributes, binding
comments and ``ng-state``, Vue's ``<!--[-->`` fragments, React Router's turbo-stream, htmx's and Turbo's partials, Lit's
declarative shadow DOM), saved by SingleFile, by "Save Page As… complete" (a ``_files/`` folder), or copied from DevTools
("Copy outerHTML" of the rulings panel only). The rulings repeat in the payloads and JSON-LD, yet each is the page's
ruling once. Around them: per-ruling widgets (copy link, share, report, votes, "Helpful? Yes · No", permalinks), tabs and
their panels, "Show all 9 rulings" with the rest in the DOM (hidden, in ``<details>`` or ``display: none``: rulings too),
skeletons, toasts, "Load more" sentinels, mana symbols as images, SVG titles, ``<abbr>`` and the Mana font with its
visually hidden text, links to cards with hover previews, consent managers as their vendors write them (OneTrust,
Cookiebot, Didomi, Usercentrics, Sourcepoint, Quantcast Choice, Osano, iubenda, Complianz, Axeptio, CookieYes) in the
page's language, app chrome (nav bars, search with "Press / to search", locale switchers, install banners, footers with
build hashes, "© 2026" and "Last deployed" lines).

Dates are the way JS apps show them: ``Intl.DateTimeFormat`` in the site's locale ("4. Okt. 2019", "2019/10/04",
"4 ott 2019", "2019. 10. 4.", "4 окт. 2019 г.", "2019年10月4日", ...; the rails-i18n forms on a Rails site) and relative
times ("vor 6 Jahren", "il y a 6 ans", "6年前") whose real date is only in a ``<time datetime>`` or a ``title``
attribute: a reader of the saved HTML has it; the text copy of that one layout keeps only the relative time, so its
rulings are undated there (``None``), a minority of the part's pages. The pages' own dates (publication, update,
deployment, sync, comment, save and event days; some in the very form of the rulings' dates) are recorded
(``own_dates``, ``now``), none of them a ruling's day.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser run on it,
and never run through it. Only the corpus's interface was read (``bench/page_corpus.py``: ``Page``, ``CardData``,
``fold``, ``load_cards``, ``multiface_cards``), the parts' scaffolding (``bench/page_parts.py``), ``bench/page_fresh44.py``
as the model (its structure, card picker, titles, translations, ``--card``, its runs and the self-test's shape),
``bench/page_accuracy.py`` (the wiring), ``tests/test_page_fresh_corpus.py`` and ``tests/conftest.py``, and the MTGJSON
sample data.

Layouts (HTML and a text copy unless said; each in the languages listed, then drawn from them):

- js-next-pages-data: a Next.js (pages router) card page and its ``__NEXT_DATA__``; English, German, French, Japanese;
- js-next-app-rsc: a Next.js app router page, its Suspense markers and flight chunks (an "HTML only" save keeps the
  streamed rulings in ``<div hidden id="S:0">``); English, Spanish, Korean, Simplified Chinese;
- js-nuxt-payload: a Nuxt page (Vue's fragments and ``data-v-`` attributes; Nuxt 3's devalue payload or Nuxt 2's
  ``window.__NUXT__`` function); French, Italian, English, Portuguese;
- js-sveltekit-fetched: a SvelteKit page (Svelte 5's markers, scoped classes, the fetched API response and the start
  script's data); German, Polish, English, Russian;
- js-astro-island: an Astro Starlight docs page, the rulings an island with its props; English, Spanish, Russian, Italian;
- js-angular-ng-state: an Angular SSR page (Material, ``_ngcontent``, ``<!--container-->``, dev-mode binding comments,
  the transfer state); English, Portuguese, Japanese, German;
- js-lit-shadow-dom: a Lit site saved by SingleFile with declarative shadow roots and slots (the text copy: the page as
  rendered); English, German, Traditional Chinese, French;
- js-singlefile-react-spa (HTML): a React SPA saved by SingleFile (its header comment and save date, inlined CSS and
  data: URIs, compressed); English, French, Italian, Korean, Spanish;
- js-save-complete-files (HTML): "Save Page As… Webpage, Complete" (the "saved from url" comment, a ``_files/`` folder,
  ``.js.download``); German, Spanish, English, Russian, Portuguese;
- js-devtools-outerhtml (HTML): the rulings panel's element copied from DevTools, nothing around it; English, German,
  Japanese, Polish, Spanish;
- js-tabs-rulings-panel: Radix tabs ("Printings · Legality · Rulings (7)"), the rulings' panel active; English, Italian,
  Korean, Simplified Chinese, Portuguese;
- js-show-all-rulings: three rulings, then "Show all 9 rulings" with the rest hidden, in ``<details>`` or ``display:
  none`` (the text copy: expanded); English, French, Spanish, Portuguese, Russian;
- js-ruling-vote-widgets: each ruling a card with its permalink, votes, "Helpful?", copy, share and report; comments with
  avatars; English, German, Russian, Japanese, Korean;
- js-relative-time-rulings: rulings dated "vor 6 Jahren" with the date in ``datetime`` or ``title`` (its text copies
  undated); German, French, English, Japanese, Simplified Chinese, Spanish;
- js-intl-locale-app: a localized app with a locale switcher, ``Intl`` dates, printed names and texts; Korean, Russian,
  Polish, Traditional Chinese, Italian, Japanese, German;
- js-consent-cmp-vendors: a card page under a consent manager's banner (eleven vendors' markup) in the page's language;
  German, French, Italian, Spanish, Polish, English, Portuguese;
- js-pwa-install-shell: a PWA's shell (install banner, offline snackbar, bottom navigation, manifest); English, Japanese,
  Korean, Portuguese, Simplified Chinese;
- js-jsonld-faq-article: an article with a FAQ accordion and its JSON-LD (Article, FAQPage, Product, BreadcrumbList);
  English, Spanish, German, French, Italian;
- js-skeleton-toast-loadmore: a page saved mid-load (skeletons, ``aria-busy``, a toast, "Load more" and its sentinel);
  English, Polish, Russian, Italian, Traditional Chinese;
- js-deckbuilder-card-modal: a deck page with a card's modal open (the Mana font's symbols in its text and rulings);
  English, German, French, Japanese, Spanish;
- js-vitepress-hover-links: a VitePress docs page, card links with hover previews, "Last updated"; English, Simplified
  Chinese, Traditional Chinese, Korean, Japanese;
- js-remix-turbo-stream: a React Router 7 page (its turbo-stream) or a Remix 2 one (``__remixContext``); English, French,
  Portuguese, Korean, German;
- js-htmx-partials: a Django and htmx page (``hx-get`` sentinels, indicators, messages); English, German, Russian,
  Italian, Polish;
- js-hotwire-turbo-frames: a Rails page (Turbo frames, Stimulus controllers, flash, the rails-i18n date forms);
  English, Spanish, Japanese, Portuguese, French;
- js-rules-quiz-hints-untitled (names no card): a daily guess-the-card puzzle whose hints are the card's rulings;
- js-support-chat-photo-untitled (names no card): a card shop's chat widget, the customer's photo and the rulings the
  staff pasted.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Titled pages name the card in the site's language most of the time when
the card was printed in it; the rulings stay in their official English. Rulings' dates in twelve languages' forms; the
pages' own dates (three at least on every page, none a ruling's day) in the apps' own forms besides. Each page's
generator is seeded with the corpus seed + 320007 (``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the
single-faced cards and then ``multiface_cards``. Page ids are "js000"–"js199". The self-test (``python
bench/page_fresh45.py [SETS]``) passes at seeds 7 and 21 on the bundled sample. Held out: not run through the parser
when written; bench/page_accuracy.py prints its failures only with --show-fresh45.
"""

import datetime as dt
import hashlib
import html
import json
import re
from types import SimpleNamespace

from page_corpus import CardData, Page, fold
from page_parts import (D, DAY_MONTHS, E, LANG_LABEL, N, R, SITE_CH, SITE_COLS, SITE_COOKIE, SITE_FIELD, SITE_FORMATS,
                        SITE_LEGAL, SITE_UI, T, X, EncodedPartGenerator, PageDays, ago, fill, hex_digits, leaves, named,
                        page_answer_problems, part_main, plain, problems_of_pages, reading_views, rows, seen_in, slug,
                        to_html, to_text, varied_part_problems, variety_problems, years_between)

SEED_OFFSET = 320007
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a page of the part is saved on
FIRST_DAY, LAST_DAY = dt.date(2026, 1, 5), dt.date(2026, 11, 27)
#: how far after the page's own day a date it shows may lie (an event, a next puzzle)
FUTURE_DAYS = 400
#: the layouts whose text copies show only relative times (their rulings undated there)
UNDATED = frozenset({"js-relative-time-rulings"})
LABELS = {**LANG_LABEL, "pl": "Polski"}
COLON = {"fr": " : ", "ja": "：", "zhs": "：", "zht": "："}
HTML_LANG = {"zhs": "zh-CN", "zht": "zh-TW", "pt": "pt-BR", "en": "en", "ko": "ko-KR", "ja": "ja"}


# --- dates as Intl.DateTimeFormat writes them (and the rails-i18n forms) ------------------------------------

INTL_MONTHS = {k: DAY_MONTHS[k] for k in ("en", "de", "fr", "it", "es", "pt", "ru", "pl")}
INTL_MON = {k: v.split("|") for k, v in {
    "en": "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
    "de": "Jan.|Feb.|März|Apr.|Mai|Juni|Juli|Aug.|Sept.|Okt.|Nov.|Dez.",
    "fr": "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.",
    "it": "gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic",
    "es": "ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic",
    "pt": "jan.|fev.|mar.|abr.|mai.|jun.|jul.|ago.|set.|out.|nov.|dez.",
    "ru": "янв.|февр.|мар.|апр.|мая|июн.|июл.|авг.|сент.|окт.|нояб.|дек.",
    "pl": "sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru",
}.items()}
INTL_WD = {k: v.split("|") for k, v in {
    "en": "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday", "de": "Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag",
    "fr": "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche", "it": "lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica",
    "es": "lunes|martes|miércoles|jueves|viernes|sábado|domingo",
    "pt": "segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo",
    "ru": "понедельник|вторник|среда|четверг|пятница|суббота|воскресенье", "pl": "poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela",
    "ja": "月曜日|火曜日|水曜日|木曜日|金曜日|土曜日|日曜日", "ko": "월요일|화요일|수요일|목요일|금요일|토요일|일요일",
    "zhs": "星期一|星期二|星期三|星期四|星期五|星期六|星期日", "zht": "星期一|星期二|星期三|星期四|星期五|星期六|星期日",
}.items()}
#: each locale's forms: "numeric" (toLocaleDateString()), "2digit", "medium", "long", "full" (dateStyle), "iso"; "rails"
#: (rails-i18n's default :long, never drawn by FORMS); {d} {dd} day, {m} {mm} month, {y} year, {M} {Mb} month words, {W} weekday
INTL = {
    "en": {"numeric": "{m}/{d}/{y}", "medium": "{Mb} {d}, {y}", "long": "{M} {d}, {y}", "full": "{W}, {M} {d}, {y}", "gb": "{d} {Mb} {y}",
           "gbnum": "{dd}/{mm}/{y}", "iso": "{iso}", "rails": "{M} {dd}, {y}"},
    "de": {"numeric": "{d}.{m}.{y}", "2digit": "{dd}.{mm}.{y}", "medium": "{d}. {Mb} {y}", "long": "{d}. {M} {y}", "full": "{W}, {d}. {M} {y}"},
    "fr": {"numeric": "{dd}/{mm}/{y}", "medium": "{d} {Mb} {y}", "long": "{d} {M} {y}", "full": "{W} {d} {M} {y}", "rails": "{d} {M} {y}"},
    "it": {"numeric": "{d}/{m}/{y}", "2digit": "{dd}/{mm}/{y}", "medium": "{d} {Mb} {y}", "long": "{d} {M} {y}", "full": "{W} {d} {M} {y}"},
    "es": {"numeric": "{d}/{m}/{y}", "medium": "{d} {Mb} {y}", "long": "{d} de {M} de {y}", "full": "{W}, {d} de {M} de {y}",
           "rails": "{d} de {M} de {y}"},
    "pt": {"numeric": "{dd}/{mm}/{y}", "medium": "{d} de {Mb} de {y}", "long": "{d} de {M} de {y}", "full": "{W}, {d} de {M} de {y}",
           "rails": "{dd} de {M} de {y}"},
    "ru": {"numeric": "{dd}.{mm}.{y}", "medium": "{d} {Mb} {y} г.", "long": "{d} {M} {y} г.", "full": "{W}, {d} {M} {y} г.", "gsuffix": "{dd}.{mm}.{y} г."},
    "pl": {"numeric": "{d}.{mm}.{y}", "medium": "{d} {Mb} {y}", "long": "{d} {M} {y}", "full": "{W}, {d} {M} {y}"},
    "ja": {"numeric": "{y}/{m}/{d}", "2digit": "{y}/{mm}/{dd}", "long": "{y}年{m}月{d}日", "full": "{y}年{m}月{d}日{W}", "rails": "{y}年{mm}月{dd}日"},
    "ko": {"numeric": "{y}. {m}. {d}.", "long": "{y}년 {m}월 {d}일", "full": "{y}년 {m}월 {d}일 {W}"},
    "zhs": {"numeric": "{y}/{m}/{d}", "long": "{y}年{m}月{d}日", "full": "{y}年{m}月{d}日{W}"},
    "zht": {"numeric": "{y}/{m}/{d}", "long": "{y}年{m}月{d}日", "full": "{y}年{m}月{d}日 {W}"},
}
#: the ruling-date and own-date forms a page in each language draws from ("lang:kind"; the rails forms only where asked)
FORMS = {lang: [f"{lang}:{k}" for k in kinds if k != "rails"] for lang, kinds in INTL.items()}


def render45(d: dt.date, form: str) -> str:
    """A day as ``Intl.DateTimeFormat`` (or rails-i18n) writes it in a locale ("lang:kind")."""
    lang, kind = form.split(":", 1)
    months, mon = INTL_MONTHS.get(lang, INTL_MONTHS["en"]), INTL_MON.get(lang, INTL_MON["en"])
    return INTL[lang][kind].format(d=d.day, dd=f"{d.day:02d}", m=d.month, mm=f"{d.month:02d}", y=d.year, M=months[d.month - 1],
                                   Mb=mon[d.month - 1], W=INTL_WD.get(lang, INTL_WD["en"])[d.weekday()], iso=d.isoformat())


def clock(t: dt.datetime, lang: str) -> str:
    """A time of day as ``toLocaleTimeString`` writes it (hours and minutes)."""
    if lang == "en":
        return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d} {'PM' if t.hour >= 12 else 'AM'}"
    if lang == "ko":
        return f"{'오후' if t.hour >= 12 else '오전'} {(t.hour - 1) % 12 + 1}:{t.minute:02d}"
    return f"{t.hour}:{t.minute:02d}" if lang in ("ja", "zhs", "zht") else f"{t:%H:%M}"


def js_date_string(t: dt.datetime, zone: str, zone_name: str) -> str:
    """``Date.prototype.toString()``: "Sat Mar 14 2026 21:14:02 GMT+0100 (Central European Standard Time)"."""
    wd = "Mon Tue Wed Thu Fri Sat Sun".split()[t.weekday()]
    return f"{wd} {INTL_MON['en'][t.month - 1]} {t.day:02d} {t.year} {t:%H:%M:%S} GMT{zone} ({zone_name})"


def C(text: str = "") -> N:
    """A comment (``<!--[-->``, ``<!--container-->``, ``<!--$-->``): never copied."""
    return N("x-comment", text, hidden=True)


_COMMENT = re.compile(r"<x-comment hidden>(.*?)</x-comment>", re.S)


def serialize(n: N) -> str:
    """An element as a saved page holds it, its comments written as comments."""
    return _COMMENT.sub(lambda m: "<!--" + html.unescape(m.group(1)) + "-->", to_html(n))


def script(code: str, **attrs) -> N:
    """A script element (its code written as it is; "</" never closes it)."""
    return E("script", code.replace("</", "<\\/"), **attrs)


def join(items: list, sep) -> list:
    """``items`` with ``sep`` between them (whitespace, " · ", or nothing as JSX writes siblings)."""
    out: list = []
    for k, x in enumerate(items):
        out += ([sep] if k and sep else []) + [x]
    return out


# --- how the page is read ---------------------------------------------------------------------------------

_SYMBOL_IMG = re.compile(r'<img\b[^>]*?\balt="(\{[^"]*\})"[^>]*>')


def unalt(s: str) -> str:
    """A saved page with each mana symbol's image read as its alternative text (as a browser renders it to a reader)."""
    return _SYMBOL_IMG.sub(lambda m: m.group(1), s)


def views45(p: Page) -> list[str]:
    """The page as a careful reader reads it (``reading_views``), and with its symbol images read as their alt text."""
    out = reading_views(p)
    if "<img" in p.content:
        out += reading_views(SimpleNamespace(content=unalt(p.content)))
    return out




# --- the payloads the frameworks write --------------------------------------------------------------------------

_IDENT = re.compile(r"^[A-Za-z_$][\w$]*$")


def json_html(v, escape: str = "<>&") -> str:
    """JSON as a framework writes it into a script (compact; ``escape``'s characters as \\u escapes)."""
    s = json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    for ch in escape:
        s = s.replace(ch, f"\\u{ord(ch):04x}")
    return s.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def jslit(v, params: dict | None = None) -> str:
    """A JavaScript literal as devalue's ``uneval`` writes it (keys bare when they can be; "<" and "/" escaped); strings in
    ``params`` written as their parameter's name."""
    if isinstance(v, str):
        if params and v in params:
            return params[v]
        return json.dumps(v, ensure_ascii=False).replace("<", "\\u003C").replace("/", "\\u002F")
    if v is True or v is False or v is None:
        return {True: "true", False: "false", None: "null"}[v]
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, list):
        return "[" + ",".join(jslit(x, params) for x in v) + "]"
    return "{" + ",".join(f"{k if _IDENT.match(k) else json.dumps(k)}:{jslit(x, params)}" for k, x in v.items()) + "}"


def strings_in(v, out: dict) -> dict:
    """How often each string occurs in a value."""
    if isinstance(v, str):
        out[v] = out.get(v, 0) + 1
    elif isinstance(v, list):
        for x in v:
            strings_in(x, out)
    elif isinstance(v, dict):
        for x in v.values():
            strings_in(x, out)
    return out


def nuxt2_state(v) -> str:
    """Nuxt 2's ``window.__NUXT__``: a function whose parameters are the strings the state repeats."""
    counts = strings_in(v, {})
    rep = [s for s, n in counts.items() if n > 1 and len(s) < 60][:20]
    names = [chr(ord("a") + k) for k in range(len(rep))]
    body = jslit(v, dict(zip(rep, names, strict=True)))
    return f"window.__NUXT__=(function({','.join(names)}){{return {body}}}({','.join(jslit(s) for s in rep)}));"


def devalue(root) -> list:
    """devalue's ``stringify`` (Nuxt 3's ``__NUXT_DATA__``): a flat array, each value once, objects and arrays by index."""
    out: list = [["ShallowReactive", 1]]
    memo: dict[str, int] = {}

    def put(v) -> int:
        key = None if isinstance(v, (dict, list)) else json.dumps(v)
        if key is not None and key in memo:
            return memo[key]
        i = len(out)
        out.append(None)
        if key is not None:
            memo[key] = i
        out[i] = {k: put(x) for k, x in v.items()} if isinstance(v, dict) else [put(x) for x in v] if isinstance(v, list) else v
        return i
    put(root)
    return out


def turbo_stream(root) -> list:
    """React Router's turbo-stream encoding: a flat array, keys and values by index ("_3": 4), strings once."""
    out: list = []
    memo: dict[str, int] = {}

    def put(v) -> int:
        if isinstance(v, str) and v in memo:
            return memo[v]
        i = len(out)
        out.append(None)
        if isinstance(v, str):
            memo[v] = i
        if isinstance(v, dict):
            out[i] = {f"_{put(k)}": put(x) for k, x in v.items()}
        else:
            out[i] = [put(x) for x in v] if isinstance(v, list) else v
        return i
    put(root)
    return out


def astro_props(v):
    """Astro's island props: each value as [type, value] (0 a plain value or object, 1 an array)."""
    if isinstance(v, list):
        return [1, [astro_props(x) for x in v]]
    if isinstance(v, dict):
        return [0, {k: astro_props(x) for k, x in v.items()}]
    return [0, v]


# --- mana symbols as sites write them --------------------------------------------------------------------------

_COLOR = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless", "S": "snow"}
_NUMBER = "zero one two three four five six seven eight nine ten eleven twelve".split()


def symbol_title(code: str) -> str:
    """The words a site's ``<abbr title>`` gives a symbol ("tap this permanent", "one blue or red mana")."""
    if code == "T":
        return "tap this permanent"
    if code == "Q":
        return "untap this permanent"
    if code.isdigit():
        return f"{_NUMBER[int(code)] if int(code) < len(_NUMBER) else code} generic mana"
    if code in ("X", "Y", "Z"):
        return f"{code} generic mana"
    if "/" in code:
        a, b = code.split("/", 1)
        return f"one {_COLOR.get(a, a)} or {_COLOR.get(b, b)} mana" if b != "P" else f"one Phyrexian {_COLOR.get(a, a)} mana"
    return f"one {_COLOR[code]} mana" if code in _COLOR else code


def symbol_nodes(tok: str, style: str, mark=R) -> list:
    """A symbol ("{G}") as a site writes it: an image with its alt text, an SVG with its title, an ``<abbr>``, the Mana
    font's icon and its visually hidden text, or the text itself."""
    code = tok[1:-1]
    key = code.replace("/", "").lower()
    if style == "img":
        return [E("img", src=f"/assets/symbols/{code.replace('/', '')}.svg", alt=tok, cls="mana-symbol", width="16", height="16", loading="lazy")]
    if style == "svg":
        return [E("svg", E("title", tok), E("use", href=f"#symbol-{key}"), cls=f"symbol symbol-{key}", viewBox="0 0 32 32", role="img")]
    if style == "abbr":
        return [E("abbr", mark(tok), cls=f"card-symbol card-symbol-{code.replace('/', '')}", title=symbol_title(code))]
    if style == "ms":
        return [E("i", cls=f"ms ms-{key} ms-cost", aria__hidden="true"), E("span", mark(tok), cls="sr-only")]
    return [mark(tok)]


# --- the apps' words ---------------------------------------------------------------------------------------

#: the words every app of the part shows (besides page_parts' SITE_CH, SITE_UI, SITE_FIELD, SITE_LEGAL, SITE_COOKIE)
APP = rows("show_all show_less helpful yes no copied load_more loading press install install_sub install_btn not_now offline deployed "
           "published synced printings comments theme skip printed official permalink next_night updated card_tab", {
    "en": "Show all {n} rulings|Show fewer|Was this helpful?|Yes|No|Link copied to clipboard|Load more|Loading…|Press {k} to search|"
          "Add {app} to Home Screen|Get the app for offline rulings at the table.|Install|Not now|You're offline — showing saved rulings.|"
          "Last deployed {}|Published {}|Rulings synced {}|Printings|Comments ({n})|Toggle dark mode|Skip to content|Printed text ({lang})|"
          "Official rulings|Permalink|Next rules night: {}|Updated {}|Card",
    "de": "Alle {n} Regelhinweise anzeigen|Weniger anzeigen|War das hilfreich?|Ja|Nein|Link in die Zwischenablage kopiert|Mehr laden|"
          "Wird geladen …|Drücke {k}, um zu suchen|{app} zum Startbildschirm hinzufügen|Hol dir die App für Regelhinweise offline am Spieltisch.|"
          "Installieren|Nicht jetzt|Du bist offline – gespeicherte Regelhinweise werden angezeigt.|Zuletzt bereitgestellt: {}|Veröffentlicht am {}|"
          "Regelhinweise synchronisiert am {}|Auflagen|Kommentare ({n})|Dunkelmodus umschalten|Zum Inhalt springen|Gedruckter Text ({lang})|"
          "Offizielle Regelhinweise|Permalink|Nächster Regelabend: {}|Aktualisiert am {}|Karte",
    "fr": "Afficher les {n} précisions|Afficher moins|Cette réponse vous a-t-elle aidé ?|Oui|Non|Lien copié dans le presse-papiers|"
          "Charger plus|Chargement…|Appuyez sur {k} pour rechercher|Ajouter {app} à l'écran d'accueil|"
          "Installez l'appli pour consulter les précisions hors ligne.|Installer|Plus tard|Vous êtes hors ligne — affichage des précisions "
          "enregistrées.|Dernier déploiement : {}|Publié le {}|Précisions synchronisées le {}|Impressions|Commentaires ({n})|"
          "Activer le mode sombre|Aller au contenu|Texte imprimé ({lang})|Précisions officielles|Lien permanent|Prochaine soirée règles : {}|"
          "Mis à jour le {}|Carte",
    "it": "Mostra tutte le {n} sentenze|Mostra meno|Ti è stato utile?|Sì|No|Link copiato negli appunti|Carica altri|Caricamento…|"
          "Premi {k} per cercare|Aggiungi {app} alla schermata Home|Installa l'app per consultare le sentenze offline al tavolo.|Installa|"
          "Non ora|Sei offline: vengono mostrate le sentenze salvate.|Ultimo deploy: {}|Pubblicato il {}|Sentenze sincronizzate il {}|Stampe|"
          "Commenti ({n})|Attiva/disattiva tema scuro|Vai al contenuto|Testo stampato ({lang})|Sentenze ufficiali|Link permanente|"
          "Prossima serata regole: {}|Aggiornato il {}|Carta",
    "es": "Mostrar las {n} resoluciones|Mostrar menos|¿Te ha resultado útil?|Sí|No|Enlace copiado al portapapeles|Cargar más|Cargando…|"
          "Pulsa {k} para buscar|Añadir {app} a la pantalla de inicio|Instala la app para consultar las resoluciones sin conexión.|Instalar|"
          "Ahora no|Sin conexión: se muestran las resoluciones guardadas.|Último despliegue: {}|Publicado el {}|Resoluciones sincronizadas el {}|"
          "Impresiones|Comentarios ({n})|Cambiar a modo oscuro|Saltar al contenido|Texto impreso ({lang})|Resoluciones oficiales|"
          "Enlace permanente|Próxima noche de reglas: {}|Actualizado el {}|Carta",
    "pt": "Mostrar todas as {n} decisões|Mostrar menos|Isso foi útil?|Sim|Não|Link copiado para a área de transferência|Carregar mais|"
          "Carregando…|Pressione {k} para buscar|Adicionar {app} à tela inicial|Instale o app para ver as decisões offline na mesa.|Instalar|"
          "Agora não|Você está offline — mostrando as decisões salvas.|Último deploy: {}|Publicado em {}|Decisões sincronizadas em {}|"
          "Impressões|Comentários ({n})|Alternar modo escuro|Pular para o conteúdo|Texto impresso ({lang})|Decisões oficiais|Link permanente|"
          "Próxima noite de regras: {}|Atualizado em {}|Card",
    "ja": "裁定をすべて表示（{n}件）|閉じる|この情報は役に立ちましたか？|はい|いいえ|リンクをクリップボードにコピーしました|さらに読み込む|読み込み中…|"
          "{k} キーで検索|{app}をホーム画面に追加|アプリを入れると対戦中でもオフラインで裁定を確認できます。|インストール|今はしない|"
          "オフラインです。保存済みの裁定を表示しています。|最終デプロイ：{}|公開日：{}|裁定の同期：{}|収録セット|コメント（{n}）|ダークモード切り替え|"
          "本文へスキップ|印刷テキスト（{lang}）|公式裁定|パーマリンク|次回ルールナイト：{}|更新日：{}|カード",
    "ko": "판정 {n}개 모두 보기|접기|도움이 되었나요?|예|아니요|링크가 클립보드에 복사되었습니다|더 보기|불러오는 중…|{k} 키를 눌러 검색|"
          "{app}을(를) 홈 화면에 추가|앱을 설치하면 오프라인에서도 판정을 볼 수 있습니다.|설치|나중에|오프라인 상태입니다. 저장된 판정을 표시합니다.|"
          "마지막 배포: {}|게시일: {}|판정 동기화: {}|수록 세트|댓글 ({n})|다크 모드 전환|본문으로 건너뛰기|인쇄된 텍스트 ({lang})|공식 판정|고유 링크|"
          "다음 규칙의 밤: {}|수정일: {}|카드",
    "zhs": "显示全部 {n} 条裁定|收起|这条信息有帮助吗？|有|没有|链接已复制到剪贴板|加载更多|加载中…|按 {k} 搜索|将{app}添加到主屏幕|"
           "安装应用，牌桌上离线也能查看裁定。|安装|以后再说|你已离线——正在显示已保存的裁定。|最近部署：{}|发布于 {}|裁定同步于 {}|印刷版本|评论（{n}）|"
           "切换深色模式|跳到正文|印刷文字（{lang}）|官方裁定|固定链接|下次规则之夜：{}|更新于 {}|卡牌",
    "zht": "顯示全部 {n} 則判定|收合|這則資訊有幫助嗎？|有|沒有|已將連結複製到剪貼簿|載入更多|載入中…|按 {k} 搜尋|將{app}加入主畫面|"
           "安裝 App，在牌桌上離線也能查看判定。|安裝|稍後再說|你目前離線，正在顯示已儲存的判定。|最近部署：{}|發佈於 {}|判定同步於 {}|印刷版本|留言（{n}）|"
           "切換深色模式|跳至主要內容|印刷文字（{lang}）|官方判定|永久連結|下次規則之夜：{}|更新於 {}|卡牌",
    "ru": "Показать все разъяснения ({n})|Свернуть|Это было полезно?|Да|Нет|Ссылка скопирована в буфер обмена|Показать ещё|Загрузка…|"
          "Нажмите {k} для поиска|Добавить {app} на главный экран|Установите приложение, чтобы смотреть разъяснения офлайн.|Установить|"
          "Не сейчас|Нет подключения — показаны сохранённые разъяснения.|Последний деплой: {}|Опубликовано {}|Разъяснения синхронизированы {}|"
          "Издания|Комментарии ({n})|Переключить тёмную тему|Перейти к содержимому|Напечатанный текст ({lang})|Официальные разъяснения|"
          "Постоянная ссылка|Следующий вечер правил: {}|Обновлено {}|Карта",
    "pl": "Pokaż wszystkie orzeczenia ({n})|Pokaż mniej|Czy to było pomocne?|Tak|Nie|Link skopiowany do schowka|Wczytaj więcej|Wczytywanie…|"
          "Naciśnij {k}, aby wyszukać|Dodaj {app} do ekranu głównego|Zainstaluj aplikację, aby czytać orzeczenia offline przy stole.|"
          "Zainstaluj|Nie teraz|Jesteś offline — wyświetlamy zapisane orzeczenia.|Ostatnie wdrożenie: {}|Opublikowano {}|"
          "Orzeczenia zsynchronizowano {}|Wydania|Komentarze ({n})|Przełącz tryb ciemny|Przejdź do treści|Tekst drukowany ({lang})|"
          "Oficjalne orzeczenia|Link bezpośredni|Następny wieczór zasad: {}|Zaktualizowano {}|Karta",
})
COMMENTS = {
    "en": ["This came up at FNM last week, thanks!", "The second ruling is the one people always miss.", "Bookmarking this for the prerelease."],
    "de": ["Kam letzte Woche beim FNM vor, danke!", "Den zweiten Hinweis übersehen fast alle.", "Für das Prerelease gespeichert."],
    "fr": ["C'est arrivé au FNM la semaine dernière, merci !", "Tout le monde oublie la deuxième précision.", "Je garde ça pour l'avant-première."],
    "it": ["Capitato al FNM la settimana scorsa, grazie!", "La seconda sentenza è quella che sfugge a tutti.", "Me lo salvo per il prerelease."],
    "es": ["Nos pasó en el FNM la semana pasada, ¡gracias!", "La segunda resolución es la que todos olvidan.", "Lo guardo para la presentación."],
    "pt": ["Aconteceu no FNM semana passada, valeu!", "A segunda decisão é a que todo mundo esquece.", "Salvando para o pré-lançamento."],
    "ja": ["先週のFNMでちょうど揉めました。助かります！", "2つ目の裁定はみんな見落としがち。", "プレリリース用にブックマークしました。"],
    "ko": ["지난주 FNM에서 딱 이 상황이 나왔어요. 감사합니다!", "두 번째 판정을 다들 놓치더라고요.", "프리릴리즈 대비로 저장해 둡니다."],
    "zhs": ["上周店赛刚好遇到，谢谢！", "第二条裁定大家总是忽略。", "收藏了，预售赛用得上。"],
    "zht": ["上週店賽剛好遇到，謝謝！", "第二則判定大家常常漏看。", "收藏起來，發售前賽事用得到。"],
    "ru": ["На прошлой неделе как раз спорили на FNM, спасибо!", "Второе разъяснение все пропускают.", "Сохранил к пререлизу."],
    "pl": ["W zeszłym tygodniu było to na FNM, dzięki!", "Drugie orzeczenie wszyscy przeoczają.", "Zapisuję na prerelease."],
}
HANDLES = ["judge_kat", "stackmaster", "mtg_lena", "ruleslawyer42", "tapper_tom", "nissa_fan", "sideboard_sam", "kaiju_kento"]
FAN_CONTENT = ["Unofficial Fan Content permitted under the Fan Content Policy. Not approved/endorsed by Wizards. Portions of the materials used are "
               "property of Wizards of the Coast. ©Wizards of the Coast LLC.",
               "Magic: The Gathering is a trademark of Wizards of the Coast LLC. This site is not affiliated with Wizards of the Coast."]
#: time zones as a browser in each language's country names them (``Date.toString()``): offset in winter and summer, name
ZONES = {"en": ("-0500", "-0400", "Eastern Standard Time", "Eastern Daylight Time"),
         "fr": ("+0100", "+0200", "heure normale d’Europe centrale", "heure d’été d’Europe centrale"),
         "it": ("+0100", "+0200", "Ora standard dell’Europa centrale", "Ora legale dell’Europa centrale"),
         "ko": ("+0900", "+0900", "한국 표준시", "한국 표준시"), "es": ("+0100", "+0200", "hora estándar de Europa central", "hora de verano de Europa central"),
         "de": ("+0100", "+0200", "Mitteleuropäische Normalzeit", "Mitteleuropäische Sommerzeit"),
         "zht": ("+0800", "+0800", "台北標準時間", "台北標準時間"), "ja": ("+0900", "+0900", "日本標準時", "日本標準時")}

#: consent managers: their markup (the wrapper's and box's attributes, the title's and body's tags and attributes, the
#: buttons' words and attributes, their own line), in the page's language (page_parts.SITE_COOKIE's words)
CMPS45 = {
    "onetrust": dict(wrap=dict(id="onetrust-consent-sdk"), box=dict(id="onetrust-banner-sdk", cls="otFlat vertical-align-content", role="region"),
                     title=("h2", dict(id="onetrust-policy-title")), body=("p", dict(id="onetrust-policy-text")),
                     btns=[("prefs", dict(id="onetrust-pc-btn-handler")), ("reject", dict(id="onetrust-reject-all-handler")),
                           ("accept", dict(id="onetrust-accept-btn-handler"))], group=dict(id="onetrust-button-group"), brand=None),
    "cookiebot": dict(wrap=None, box=dict(id="CybotCookiebotDialog", cls="CybotCookiebotDialogActive CybotEdge", role="dialog", aria__modal="true"),
                      title=("h2", dict(id="CybotCookiebotDialogBodyContentTitle")), body=("div", dict(id="CybotCookiebotDialogBodyContentText")),
                      btns=[("reject", dict(id="CybotCookiebotDialogBodyButtonDecline")), ("prefs", dict(id="CybotCookiebotDialogBodyLevelButtonCustomize")),
                            ("accept", dict(id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll"))],
                      group=dict(id="CybotCookiebotDialogFooter"), brand=("a", "Cookiebot by Usercentrics", dict(id="CybotCookiebotDialogPoweredbyCybot")),
                      toggles=True),
    "didomi": dict(wrap=dict(id="didomi-host", data__nosnippet="true"), box=dict(id="didomi-notice", cls="didomi-regular-notice didomi-notice-banner"),
                   title=("h1", dict(id="didomi-notice-title")), body=("div", dict(cls="didomi-notice-text")),
                   btns=[("prefs", dict(id="didomi-notice-learn-more-button")), ("reject", dict(id="didomi-notice-disagree-button")),
                         ("accept", dict(id="didomi-notice-agree-button"))], group=dict(cls="didomi-buttons"), brand=None),
    "usercentrics": dict(wrap=dict(id="usercentrics-root"), box=dict(data__testid="uc-default-banner", role="dialog"),
                         title=("h2", dict(id="uc-heading-title")), body=("div", dict(data__testid="uc-message-container")),
                         btns=[("prefs", dict(data__testid="uc-more-button")), ("reject", dict(data__testid="uc-deny-all-button")),
                               ("accept", dict(data__testid="uc-accept-all-button"))], group=dict(data__testid="uc-buttons-container"),
                         brand=("span", "Powered by Usercentrics Consent Management", dict(cls="uc-powered-by"))),
    "quantcast": dict(wrap=dict(id="qc-cmp2-container", data__nosnippet=""), box=dict(cls="qc-cmp2-summary-section"), title=("h2", {}),
                      body=("p", dict(cls="qc-cmp2-summary-info")),
                      btns=[("prefs", dict(mode="secondary", size="large")), ("reject", dict(mode="secondary", size="large")),
                            ("accept", dict(mode="primary", size="large"))], group=dict(cls="qc-cmp2-summary-buttons"), brand=None, span=True),
    "osano": dict(wrap=dict(cls="osano-cm-window"), box=dict(cls="osano-cm-dialog osano-cm-dialog--position_bottom osano-cm-dialog--type_bar", role="dialog"),
                  title=None, body=("span", dict(cls="osano-cm-message")),
                  btns=[("prefs", dict(cls="osano-cm-manage osano-cm-button")), ("reject", dict(cls="osano-cm-denyAll osano-cm-button")),
                        ("accept", dict(cls="osano-cm-accept-all osano-cm-button"))], group=dict(cls="osano-cm-dialog__buttons"), brand=None),
    "iubenda": dict(wrap=dict(id="iubenda-cs-banner", cls="iubenda-cs-default iubenda-cs-bottom iubenda-cs-visible"), box=dict(cls="iubenda-cs-container"),
                    title=("div", dict(id="iubenda-cs-title")), body=("div", dict(id="iubenda-cs-paragraph")),
                    btns=[("prefs", dict(cls="iubenda-cs-customize-btn")), ("reject", dict(cls="iubenda-cs-reject-btn iubenda-cs-btn-primary")),
                          ("accept", dict(cls="iubenda-cs-accept-btn iubenda-cs-btn-primary"))], group=dict(cls="iubenda-cs-opt-group"), brand=None),
    "complianz": dict(wrap=dict(cls="cmplz-cookiebanner cmplz-show banner-1 optin cmplz-bottom-right"), box=dict(cls="cmplz-body"),
                      title=("div", dict(cls="cmplz-title")), body=("div", dict(cls="cmplz-message")),
                      btns=[("accept", dict(cls="cmplz-btn cmplz-accept")), ("reject", dict(cls="cmplz-btn cmplz-deny")),
                            ("prefs", dict(cls="cmplz-btn cmplz-view-preferences"))], group=dict(cls="cmplz-buttons"), brand=None),
    "axeptio": dict(wrap=dict(id="axeptio_overlay", cls="axeptio_mount"), box=dict(cls="axeptio_widget"), title=("h2", dict(cls="axeptio_title")),
                    body=("p", dict(cls="axeptio_text")),
                    btns=[("reject", dict(id="axeptio_btn_dismiss")), ("prefs", dict(id="axeptio_btn_configure")), ("accept", dict(id="axeptio_btn_acceptAll"))],
                    group=dict(cls="axeptio_buttons"), brand=("span", "Axeptio · Consentements certifiés", dict(cls="axeptio_brand"))),
    "cookieyes": dict(wrap=dict(cls="cky-consent-container cky-box-bottom-left"), box=dict(cls="cky-consent-bar"), title=("p", dict(cls="cky-title")),
                      body=("div", dict(cls="cky-notice-des")),
                      btns=[("prefs", dict(cls="cky-btn cky-btn-customize")), ("reject", dict(cls="cky-btn cky-btn-reject")),
                            ("accept", dict(cls="cky-btn cky-btn-accept"))], group=dict(cls="cky-notice-btn-wrapper"),
                      brand=("a", "Powered by CookieYes", dict(cls="cky-powered-by"))),
    "sourcepoint": dict(iframe=True),
}


def scope(n, attr: str | None = None, cls: str | None = None, skip: tuple = ("script", "style", "template", "x-comment", "svg")):
    """A component's subtree as its framework scopes it: ``attr`` (Angular's ``_ngcontent-ng-c…``, Vue's ``data-v-…``) on
    every element, or ``cls`` (Svelte's ``svelte-…``) added to every element's class; scripts, styles, templates and
    comments left alone."""
    if isinstance(n, str) or n.tag in skip:
        return n
    if attr:
        scoped = any(k.startswith(attr.rsplit("-", 1)[0]) for k in n.attrs)
        n.attrs = {**n.attrs, attr: ""}
        if scoped:
            return n
    if cls:
        n.attrs["class"] = f"{n.attrs['class']} {cls}" if n.attrs.get("class") else cls
    for k in n.kids:
        scope(k, attr, cls, skip)
    return n


# --- the generator -------------------------------------------------------------------------------------

class Item:
    """One ruling as a page shows it: its date as shown (a ``D``), its text (an ``R``), its day."""

    __slots__ = ("shown", "text", "day")

    def __init__(self, shown: str, text: str, day: dt.date) -> None:
        self.shown, self.text, self.day = D(shown), R(text), day


class Fresh45Generator(PageDays, EncodedPartGenerator):
    """The generator of the fresh-45 part: its own layouts only, each a modern web app's page about one card (a card
    with several faces half of the time) as a browser saves or copies it, with the card's rulings and their dates amid
    the app's own dates, payloads, widgets and chrome."""
    PART = "fresh45"
    PREFIX = "js"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2026, 1, 5)
    TITLE_PRINTED = 0.7
    RENDER = staticmethod(render45)
    _card: CardData | None = None
    _rform: str | None = None
    _names_by_key: dict | None = None

    # ---- the card ----
    def card_ok(self, card: CardData) -> bool:
        """Every card; a guessing game's only the cards whose rulings do not name them (its hints would give it away)."""
        if self._layout != "js-rules-quiz-hints-untitled":
            return True
        key = ("quiz", card.name)
        if key not in self._fit_cache:
            names = self.names_of(card)
            self._fit_cache[key] = not any(named(n, t) for n in names for _, t in card.rulings)
        return self._fit_cache[key]

    # ---- rulings and their dates ----
    def items(self, page: Page, card: CardData, tag: str, lang: str | None = None, kinds: list[str] | None = None) -> list[Item]:
        """The card's rulings (each text once) with their dates in one of the forms of ``lang`` (the page's; ``kinds`` when
        given; now and then the ISO form an API gave them in), recorded as the page's answers with their real MTGJSON dates.
        The form is the page's ruling form from then on."""
        lang = lang or self.lang
        forms = kinds or FORMS[lang] + (["en:iso"] if lang != "en" and self.rng.random() < 0.15 else [])
        if lang == "en" and not kinds:
            forms = [f for f in forms if not f.startswith("en:gb")] if self.rng.random() < 0.8 else ["en:gb", "en:gbnum"]
        self._rform = self._form(page, tag, forms)
        return [Item(shown, t, d) for shown, t, d in self._dated(page, card, self._rform)]

    def undated_items(self, page: Page, card: CardData, tag: str) -> list[Item]:
        """The card's rulings as a copy that keeps only their relative times shows them ("vor 6 Jahren"): recorded undated
        (the page says no date), the relative time as what the page shows."""
        page.date_forms.append(f"{self.lang}:relative {tag} (undated)")
        seen: set[str] = set()
        rs = [x for x in self._card.rulings if not (fold(x[1]) in seen or seen.add(fold(x[1])))]
        if self.rng.random() < self.NEWEST_FIRST:
            rs = sorted(rs, key=lambda x: x[0], reverse=True)
        out = []
        for d, t in rs:
            rel = ago(max(1, years_between(d, self.today)), "year", self.lang)
            page.rulings.append((None, t))
            page.__dict__.setdefault("shown", []).append(rel)
            out.append(Item(rel, t, d))
        return out

    # ---- the page's own dates ----
    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the page was saved: in 2026, never a ruling's day."""
        r = self.rng
        d = self._between(card, FIRST_DAY, LAST_DAY)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    def at(self, d: dt.date, hm: str | None = None) -> dt.datetime:
        """A moment of day ``d`` ("HH:MM", or drawn), seconds drawn."""
        hh, mm = (int(x) for x in hm.split(":")) if hm else (self.rng.randint(7, 22), self.rng.randint(0, 59))
        return dt.datetime(d.year, d.month, d.day, hh, mm, self.rng.randint(0, 59))

    def ago_t(self, days_lo: int, days_hi: int) -> dt.datetime:
        """A moment some days before the page's (its day none of the card's ruling days), never after the page's moment."""
        return min(self.at(self.day(-days_hi, -days_lo)), self._now)

    def own(self, page: Page, d: dt.date, form: str, pattern: str = "{}") -> str:
        """One of the page's own dates in a form ("lang:kind"), recorded (moved back a day while the page already shows that
        day as its own, or it is a ruling's); the date's text within ``pattern``."""
        used = {x for _, x in page.__dict__.get("own_dates", [])}
        while d.isoformat() in used:
            d = self.off(d - dt.timedelta(days=1))
        shown = render45(d, form)
        if form == self._rform:
            page.__dict__["same_form"] = True
        page.__dict__.setdefault("own_dates", []).append((shown, d.isoformat()))
        return pattern.replace("{}", shown)

    def family(self) -> list[str]:
        """The forms the page's own dates draw from: the language's (an English page's American ones, or its British ones
        when its rulings are dated the British way)."""
        if self.lang != "en":
            return FORMS[self.lang]
        if (self._rform or "").startswith("en:gb"):
            return ["en:gb", "en:gbnum", "en:iso"]
        return [f for f in FORMS["en"] if not f.startswith("en:gb")]

    def oform(self) -> str:
        """A form for one of the page's own dates (or a list of them)."""
        return self.rng.choice(self.family())

    def maybe_same(self, page: Page, d: dt.date, pattern: str = "{}", p: float = 0.6) -> str:
        """One of the page's own dates in the rulings' very form (with chance ``p``), else in another of the language's."""
        if self._rform and self.rng.random() < p:
            return self.own(page, d, self._rform, pattern)
        return self.own(page, d, self.oform(), pattern)

    def shown(self, page: Page, d: dt.date, text: str) -> str:
        """One of the page's own dates written some other way (a stamp, a time with it), recorded as shown."""
        page.__dict__.setdefault("own_dates", []).append((text, d.isoformat()))
        return text

    # ---- writing the page ----
    def _collect(self, page: Page, runs) -> None:
        for s in runs:
            if plain(s):
                page.chrome += [x.strip() for x in s.split("\n") if x.strip()]

    def html_lang(self) -> str:
        """The page's ``lang`` (en-GB where its dates are British)."""
        if (self._rform or "").startswith("en:gb"):
            return "en-GB"
        return HTML_LANG.get(self.lang, self.lang)

    def emit45(self, page: Page, body: N, title: str = "", *, head=(), doctype: str = "<!DOCTYPE html>\n", before: str = "", inside: str = "",
               attrs: str = "", meta: list[str] | None = None, squeeze: bool = False, fragment: bool = False, text_body: N | None = None) -> None:
        """The page: its HTML (the document around ``body``: ``before`` the <html> element, ``inside`` it before <head>; a
        DevTools copy only the element) or its text as a browser copies it (``text_body``: the page as rendered, when the
        saved tree is not); what a reader sees recorded as chrome but the card's words, rulings, their dates and ids."""
        seen_tree = body if self.html else (text_body or body)
        self._collect(page, leaves(seen_tree))
        if not self.html:
            page.content = to_text(seen_tree)
            return
        if fragment:
            out = serialize(body) + "\n"
        else:
            metas = meta if meta is not None else ['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">']
            head_s = "\n".join(metas + [f"<title>{html.escape(title, quote=False)}</title>"] + list(head))
            out = f'{doctype}{before}<html lang="{self.html_lang()}"{attrs}>{inside}\n<head>\n{head_s}\n</head>\n{serialize(body)}\n</html>\n'
        page.content = re.sub(r">\s*\n\s*<", "><", out) if squeeze else out

    # ---- the page ----
    def page_tables(self) -> None:
        """The site's words, its UI's and the app's in the page's language, and its ways of writing symbols and hover cards."""
        r = self.rng
        self.W, self.U, self.A = SITE_CH[self.lang], SITE_UI[self.lang], APP[self.lang]
        self.sym = r.choice(["img", "svg", "abbr", "ms", "text"] if self.html else ["abbr", "ms", "text"])
        self._hover = r.choice(["scryfall", "tippy", "hovercard", "plain", "none"])

    # ---- the card and its rulings on the page ----
    def name_index(self) -> dict[str, list[str]]:
        """The corpus's card and face names by their first four characters (longest first), to find them in a ruling."""
        if self._names_by_key is None:
            idx: dict[str, list[str]] = {}
            for c in self.cards:
                for n in [c.name] + [f["name"] for f in c.faces]:
                    if len(n) >= 5 and " // " not in n:
                        idx.setdefault(n[:4], []).append(n)
            self._names_by_key = {k: sorted(set(v), key=len, reverse=True) for k, v in idx.items()}
        return self._names_by_key

    def find_names(self, t: str) -> list[tuple[int, int, str]]:
        """Where card names stand in a ruling's text as words of their own: (start, end, name)."""
        idx, out, k = self.name_index(), [], 0
        while k < len(t):
            hit = None
            if t[k].isupper() and (k == 0 or not t[k - 1].isalnum()):
                hit = next((n for n in idx.get(t[k:k + 4], []) if t.startswith(n, k) and not t[k + len(n):k + len(n) + 1].isalnum()), None)
            if hit:
                out.append((k, k + len(hit), hit))
                k += len(hit)
            else:
                k += 1
        return out

    def card_link(self, name: str, mark=R) -> N:
        """A link to a card inside a ruling, with the site's hover preview markup."""
        r = self.rng
        href = f"/card/{slug(name)}"
        key = hashlib.md5(name.encode()).hexdigest()
        img = f"https://cards.{self.S['host']}/normal/front/{key[0]}/{key[1]}/{key[:8]}-{key[8:12]}.jpg"
        how = self._hover
        if how == "scryfall":
            return E("a", mark(name), href=href, cls="card-link", data__card__image__front=img)
        if how == "tippy":
            return E("a", mark(name), href=href, cls="card-hover", data__tippy__content=f'<img src="{img}" width="244">', data__tippy__placement="right")
        if how == "hovercard":
            return E("a", mark(name), href=href, data__hovercard__type="card", data__hovercard__url=f"{href}/hovercard")
        return E("a", mark(name), href=href, cls="card-ref")

    def rt(self, t: str, card: CardData, sym: str = "text", links: bool = True, mark=R) -> list:
        """A text (a ruling's, by default) as the site writes it: its symbols in the site's way (``symbol_nodes``), and on a
        saved titled page the cards it names as links with hover previews (now and then)."""
        linking = links and self.html and not self._untitled and self._hover != "none"
        out: list = []
        for piece in re.split(r"(\{[^{}]+\})", t):
            if not piece:
                continue
            if re.fullmatch(r"\{[^{}]+\}", piece):
                out += symbol_nodes(piece, sym, mark)
                continue
            k = 0
            own = set(self.names_of(card))
            for a, b, n in (x for x in (self.find_names(piece) if linking else []) if x[2] not in own):
                out += ([mark(piece[k:a])] if a > k else []) + [self.card_link(n, mark)]
                k = b
            if k < len(piece):
                out.append(mark(piece[k:]))
        return out

    def card_text(self, page: Page, card: CardData, sym: str, head: str = "h3") -> list[N]:
        """The card's English Oracle text: each face's name (a card with faces), type line and text lines, its symbols in
        the site's way."""
        out = []
        for f in self.faces_of(card):
            if card.faces:
                out.append(E(head, T(f["name"]), cls="face-name"))
            if f.get("type"):
                out.append(E("p", T(f["type"]), cls="type-line"))
            out += [E("p", *self.rt(ln, card, sym, False, T), cls="oracle-text") for ln in (f.get("text") or "").split("\n") if ln.strip()]
        if card.text:
            page.printed_text = card.text
        return out

    def printed_box(self, page: Page, card: CardData, p: float) -> N | None:
        """The card as printed in the page's language (with chance ``p``, when there is such a printing), a translation."""
        if self.lang == "en" or self._untitled or self.rng.random() >= p:
            return None
        got = self.tr(page, card)
        if not got:
            return None
        lines = [E("p", T(x)) for x in got[1].split("\n") if x.strip()]
        return E("section", E("h2", fill(self.A["printed"], lang=LABELS[self.lang])), E("p", E("strong", got[0])), *lines, cls="printed",
                 lang=self.html_lang())

    def card_main(self, page: Page, card: CardData, name: T, *, p_printed: float = 0.4, head: str = "h3", h1: bool = True) -> list[N]:
        """The card's block: its name (the title), its English name under a printed one, the printed card now and then,
        the Oracle text."""
        F = SITE_FIELD.get(self.lang, SITE_FIELD["en"])
        kids = [E("h1", name)] if h1 else []
        if page.title_lang not in (None, "en"):
            kids.append(E("p", F["en_name"], COLON.get(self.lang, ": "), T(card.name), cls="english-name"))
        box = self.printed_box(page, card, p_printed)
        return kids + ([box] if box else []) + self.card_text(page, card, self.sym, head)

    def rdate(self, it: Item, time: bool = True, dt_value: str | None = None) -> N:
        """A ruling's date: a ``<time datetime>`` or a span."""
        if time:
            return E("time", it.shown, datetime=dt_value or it.day.isoformat())
        return E("span", it.shown, cls="ruling-date")

    def rlist(self, page: Page, card: CardData, items: list[Item], how: str = "ul", *, first: bool = True, inline: bool = False,
              time: bool = True, sym: str | None = None, links: bool = True, widgets: tuple = (), cls: str = "rulings", start: int = 1,
              frag: bool = False) -> N:
        """The rulings as an app lists them: ``how`` "ul", "ol", "div", "cards" (an article each), "dl", "table"; the date
        ``first`` or after the text, on the text's line (``inline``) or a line of its own; in a ``<time datetime>``
        (``time``); the ruling's ``widgets``; Vue's and Svelte's fragment comments around the items (``frag``)."""
        sym = sym or self.sym
        page.__dict__.setdefault("styles", []).append(f"{how}/{'first' if first else 'after'}{'-inline' if inline else ''}")
        rows_ = []
        for k, it in enumerate(items, start):
            d = self.rdate(it, time)
            body = self.rt(it.text, card, sym, links)
            w = self.widgets(page, k, widgets) if widgets else None
            anchor = f"ruling-{k}" if widgets else None
            if how == "table":
                txt = E("span", *body, cls="ruling-text")
                parts = [txt]
            elif inline and how != "dl":
                txt = E("p", *([d, " — ", *body] if first else [*body, " (", d, ")"]), cls="ruling")
                parts = [txt]
            else:
                txt = E("p", *body, cls="ruling-text")
                parts = [d, txt] if first else [txt, d]
            if how in ("ul", "ol"):
                rows_.append(E("li", *parts, w, id=anchor))
            elif how == "div":
                rows_.append(E("div", *parts, w, cls="ruling", id=anchor))
            elif how == "cards":
                rows_.append(E("article", E("header", d, " ", E("a", "#", href=f"#ruling-{k}", cls="anchor")), txt, E("footer", w) if w else None,
                               cls="ruling-card", id=f"ruling-{k}"))
            elif how == "dl":
                rows_ += [E("dt", d), E("dd", txt, w)]
            else:
                rows_.append(E("tr", E("td", d), E("td", txt), E("td", w) if w else None))
        rows_ = [C("["), *rows_, C("]")] if frag else rows_
        if how == "table":
            Cw = SITE_COLS.get(self.lang, SITE_COLS["en"])
            return E("table", E("thead", E("tr", E("th", Cw["date"]), E("th", Cw["ruling"]), E("th", "") if widgets else None)), E("tbody", *rows_), cls=cls)
        return E({"cards": "div"}.get(how, how), *rows_, cls=cls)

    def widgets(self, page: Page, k: int, kinds: tuple) -> N:
        """A ruling's widgets: votes ("👍 12"), "Helpful? Yes · No", copy link, share, report, a permalink."""
        r, A, U = self.rng, self.A, self.U
        kids: list = []
        for w in kinds:
            if w == "votes":
                kids.append(E("button", f"👍 {r.randint(0, 48)}", type="button", cls="vote", aria__pressed="false"))
            elif w == "helpful":
                kids.append(E("span", A["helpful"], " ", E("button", A["yes"], type="button"), " · ", E("button", A["no"], type="button"), cls="helpful"))
            elif w == "copy":
                kids.append(E("button", U["copy_link"], type="button", data__clipboard__text=f"#ruling-{k}"))
            elif w in ("share", "report"):
                kids.append(E("button", U[w], type="button"))
            elif w == "permalink":
                kids.append(E("a", "¶", href=f"#ruling-{k}", cls="permalink", aria__label=A["permalink"]))
        self._kit(page, "widgets")
        return E("div", *join(kids, " "), cls="ruling-actions")

    # ---- the apps' furniture ----
    @property
    def host(self) -> str:
        return self.S["host"]

    def url(self, card: CardData, tail: str = "") -> str:
        """The page's address (its path names the card by its slug)."""
        return f"https://{self.host}/card/{card.set_code.lower()}/{card.number}/{slug(card.name)}{tail}"

    def skip(self) -> N:
        return E("a", self.A["skip"], href="#main", cls="sr-only focus:not-sr-only")

    def appbar(self, page: Page, *, kbd: bool = True, locale: bool = False, sep: str = "") -> N:
        """The app's bar: its name, its menu, the search field with its keyboard hint ("Press / to search"), a locale
        switcher now and then, the sign-in link (``sep``: the whitespace the framework leaves between siblings)."""
        W, A = self.W, self.A
        self._kit(page, "appbar")
        nav = E("nav", *self.flexrow([E("a", W["cards"], href="/cards"), E("a", W["sets"], href="/sets"), E("a", W["decks"], href="/decks")], sep), aria__label="Main")
        a, b = A["press"].split("{k}")
        hint = E("span", a, E("kbd", "/"), b, cls="search-hint") if kbd else None
        search = E("form", E("input", type="search", name="q", placeholder=W["search"], aria__label=W["search"], autocomplete="off"), hint,
                   role="search", action="/search")
        menu = E("div", E("button", "🌐 ", LABELS[self.lang], type="button", aria__haspopup="listbox", aria__expanded="false"),
                 E("ul", *[E("li", E("a", LABELS[x], href=f"/{x}/", hreflang=x)) for x in ("en", "de", "fr", "ja")], role="listbox", hidden=True),
                 cls="locale-switcher") if locale else None
        return E("header", E("a", self.S["site"], href="/", cls="logo"), nav, search,
                 E("div", *self.flexrow([x for x in (menu, E("button", "◐", aria__label=A["theme"], type="button"), E("a", W["login"], href="/login")) if x], sep),
                   cls="actions"))

    def crumbs(self, card: CardData, name: T, sep: str = "") -> N:
        """Breadcrumbs: home, cards, the set (chrome), the card (its name)."""
        W = self.W
        items = [E("li", E("a", W["home"], href="/")), E("li", E("a", W["cards"], href="/cards")),
                 E("li", E("a", self.set_of(card)[1], href=f"/sets/{card.set_code.lower()}")), E("li", name, aria__current="page")]
        return E("nav", E("ol", *join(items, sep)), aria__label="Breadcrumb", cls="breadcrumbs")

    def updated(self, page: Page, lo: int = -60, hi: int = -2) -> str:
        """"Updated {}": one of the page's own dates (the rulings' form now and then)."""
        return self.maybe_same(page, self.day(lo, hi), self.A["updated"])

    def deploy(self, page: Page) -> str:
        """"Last deployed {}" with a stamp (UTC, ISO or the locale's), recorded."""
        r = self.rng
        t = self.ago_t(1, 30)
        form = self.oform()
        sep = " " if self.lang in ("ja", "zhs", "zht", "ko") or form == "fr:numeric" else ", "
        stamp = [f"{t:%Y-%m-%d %H:%M} UTC", f"{t:%Y-%m-%dT%H:%M:%SZ}", f"{render45(t.date(), form)}{sep}{clock(t, self.lang)}"][r.randrange(3)]
        return self.A["deployed"].replace("{}", self.shown(page, t.date(), stamp))

    def footer45(self, page: Page, *, sep: str = " · ", deploy: bool = True, fan: bool = True, extra: tuple = ()) -> N:
        """The footer: privacy, terms and contact links, "© 2026 Site", the fan content line, the deployment's stamp and
        build hash."""
        W = self.W
        self._kit(page, "footer")
        links = join([E("a", W["privacy"], href="/privacy"), E("a", W["terms"], href="/terms"), E("a", W["contact"], href="/contact")], sep)
        kids = [E("nav", *links, *extra), E("p", f"© {self.today.year} {self.S['site']}")]
        if fan:
            kids.append(E("p", E("small", self.rng.choice(FAN_CONTENT))))
        if deploy:
            kids.append(E("p", self.deploy(page), " · ", E("code", X(hex_digits(self.rng, 7))), cls="build"))
        return E("footer", *kids)

    def comments(self, page: Page, k: int = 2, same: bool = False) -> N:
        """Comments with their avatars, handles, days (own dates; the first in the rulings' form with ``same``), texts and
        reply buttons."""
        r, A, U = self.rng, self.A, self.U
        self._kit(page, "comments")
        lis, form, hs, offs = [], self.oform(), r.sample(HANDLES, k), sorted(r.sample(range(25, 160), k), reverse=True)
        for n, text in enumerate(r.sample(COMMENTS[self.lang], k)):
            d = self.day(-offs[n])
            when = self.maybe_same(page, d) if same and n == 0 else self.own(page, d, form)
            h = hs[n]
            lis.append(E("li", E("img", src=f"https://avatars.{self.host}/u/{h}.webp", alt=f"@{h}", cls="avatar", width="32", height="32"),
                         E("div", E("b", X(h)), " · ", E("time", when, datetime=f"{d.isoformat()}T{r.randint(8, 22):02d}:{r.randint(0, 59):02d}:00Z")),
                         E("p", text), E("button", U["reply"], type="button"), cls="comment"))
        return E("section", E("h3", fill(A["comments"], n=len(lis))), E("ul", *lis), cls="comments")

    def consent(self, page: Page, vendor: str | None = None) -> N:
        """A consent manager's banner as its vendor writes it (``CMPS45``), in the page's language."""
        r = self.rng
        v = vendor or r.choice(sorted(CMPS45))
        M = CMPS45[v]
        self._kit(page, f"cmp:{v}")
        page.__dict__.setdefault("cmps", []).append(v)
        if M.get("iframe"):
            n = r.randint(100000, 999999)
            return E("div", E("iframe", id=f"sp_message_iframe_{n}", title="SP Consent Message",
                              src=f"https://cdn.privacy-mgmt.com/index.html?message_id={n}&consentUUID=null&preload_message=true"),
                     id=f"sp_message_container_{n}", cls="sp_veil", style="z-index: 2147483647;")
        W = SITE_COOKIE.get(self.lang, SITE_COOKIE["en"])
        kids = [E(M["title"][0], W["title"], **M["title"][1])] if M["title"] else []
        kids.append(E(M["body"][0], W["body"], **M["body"][1]))
        if M.get("toggles"):
            kids.append(E("div", E("label", W["necessary"], E("input", type="checkbox", checked=True, disabled=True)), " ",
                          E("label", W["stats"], E("input", type="checkbox")), cls="CybotCookiebotDialogBodyLevelButtonWrapper"))
        btns = [E("button", E("span", W[k]) if M.get("span") else W[k], type="button", **a) for k, a in M["btns"]]
        kids.append(E("div", *join(btns, " "), **M["group"]))
        if M["brand"]:
            kids.append(E(M["brand"][0], M["brand"][1], **M["brand"][2]))
        box = E("div", *kids, aria__label=W["title"], **M["box"])
        return E("div", box, **M["wrap"]) if M["wrap"] else box

    def toast(self, page: Page, text: str, kind: str | None = None) -> N:
        """A toast or snackbar (sonner's, MUI's, or a plain status region)."""
        kind = kind or self.rng.choice(["sonner", "mui", "status"])
        self._kit(page, "toast")
        if kind == "sonner":
            return E("section", E("ol", E("li", E("div", E("div", text, data__title=""), data__content=""), data__sonner__toast="", data__type="success",
                                          data__visible="true", data__mounted="true"), data__sonner__toaster="true", data__theme="light", dir="ltr"),
                     aria__label="Notifications alt+T", tabindex="-1", aria__live="polite", aria__relevant="additions text")
        if kind == "mui":
            return E("div", E("div", E("div", text, cls="MuiSnackbarContent-message"), cls="MuiPaper-root MuiSnackbarContent-root", role="alert"),
                     cls="MuiSnackbar-root MuiSnackbar-anchorOriginBottomCenter")
        return E("div", E("p", text), role="status", aria__live="polite", cls="toast")

    def skeleton(self, n: int = 3) -> N:
        """Skeleton placeholders of what is still loading (no text but the screen reader's "Loading…")."""
        rows_ = [E("div", E("div", cls="h-4 w-3/4 animate-pulse rounded bg-muted"), E("div", cls="h-4 w-1/2 animate-pulse rounded bg-muted"),
                   cls="space-y-2") for _ in range(n)]
        return E("div", *rows_, E("span", self.A["loading"], cls="sr-only"), aria__busy="true", aria__live="polite", cls="skeleton")

    def install_banner(self, page: Page) -> N:
        """A PWA's "Add … to Home Screen" banner."""
        A = self.A
        self._kit(page, "install")
        label = fill(A["install"], app=self.S["site"])
        return E("div", E("img", src="/icons/icon-192.png", alt="", width="40", height="40"), E("div", E("strong", label), E("p", A["install_sub"])),
                 E("div", E("button", A["install_btn"], type="button"), " ", E("button", A["not_now"], type="button")), cls="install-banner", role="dialog",
                 aria__label=label)

    def uuid(self) -> str:
        r = self.rng
        return f"{hex_digits(r, 8)}-{hex_digits(r, 4)}-4{hex_digits(r, 3)}-{r.choice('89ab')}{hex_digits(r, 3)}-{hex_digits(r, 12)}"

    def card_json(self, card: CardData, items: list[Item], name: str, shape: str = "camel", k: int | None = None) -> dict:
        """The card as the app's API gives it to the page (its rulings with their ISO dates: all of them, or the first ``k``);
        Scryfall's ruling objects with ``shape`` "scryfall"."""
        its = items[:k] if k else items
        if shape == "scryfall":
            oid = self.uuid()
            rul = [{"object": "ruling", "oracle_id": oid, "source": "wotc", "published_at": it.day.isoformat(), "comment": str(it.text)} for it in its]
        else:
            rul = [{"date": it.day.isoformat(), "text": str(it.text), "source": "wotc"} for it in its]
        data = {"id": self.uuid(), "name": card.name, "set": card.set_code.lower(), "collectorNumber": card.number, "layout": card.layout}
        if str(name) != card.name:
            data["printedName"] = str(name)
        return {**data, "rulings": rul}

    def jsonld(self, page: Page, card: CardData, items: list[Item], name: str, kinds: tuple, dates: tuple = ()) -> N:
        """JSON-LD (schema.org) repeating the card and (some of) its rulings: Product, FAQPage, Article (``dates``: its
        published and modified ISO days), BreadcrumbList."""
        r = self.rng
        self._kit(page, "jsonld")
        graph = []
        if "Product" in kinds:
            graph.append({"@type": "Product", "name": str(name), "sku": f"{card.set_code}-{card.number}", "brand": {"@type": "Brand", "name": "Magic: The Gathering"},
                          "description": card.text or "", "offers": {"@type": "AggregateOffer", "priceCurrency": "EUR" if self.lang != "en" else "USD",
                                                                      "lowPrice": f"{r.uniform(0.1, 4):.2f}", "offerCount": r.randint(3, 90)}})
        if "FAQPage" in kinds:
            its = items if r.random() < 0.6 else items[:max(1, len(items) // 2)]
            graph.append({"@type": "FAQPage", "mainEntity": [{"@type": "Question", "name": f"{self.A['official']} ({it.day.isoformat()})",
                                                              "acceptedAnswer": {"@type": "Answer", "text": str(it.text), "dateCreated": it.day.isoformat()}}
                                                             for it in its]})
        if "Article" in kinds:
            graph.append({"@type": "Article", "headline": str(name), "datePublished": dates[0], "dateModified": dates[1],
                          "author": {"@type": "Person", "name": r.choice(HANDLES)}, "inLanguage": self.html_lang()})
        if "BreadcrumbList" in kinds:
            graph.append({"@type": "BreadcrumbList", "itemListElement": [{"@type": "ListItem", "position": 1, "name": self.W["home"], "item": f"https://{self.host}/"},
                                                                          {"@type": "ListItem", "position": 2, "name": str(name)}]})
        return script(json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False), type="application/ld+json")

    def heading(self, n: int) -> str:
        """The rulings' heading, with their count now and then."""
        return fill(self.U["rulings_n"], n=n) if self.rng.random() < 0.6 else self.U["rulings"]

    # ---- server-rendered frameworks and their payloads ----
    def layout_next_pages(self, page, card):
        """A Next.js (pages router) card page: the server-rendered page in ``<div id="__next">`` (breadcrumbs, the card, its
        rulings, the update and sync days), the consent banner now and then, and ``__NEXT_DATA__`` repeating the card and
        its rulings (camelCase or Scryfall's ruling objects)."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a Next.js card page ({self.lang})")
        rl = self.rlist(page, card, items, r.choice(["ul", "div", "ol", "table"]), first=r.random() < 0.8, inline=r.random() < 0.3,
                        widgets=r.choice([(), ("copy",), ("copy", "share")]))
        main = E("main", self.crumbs(card, name), E("div", *self.card_main(page, card, name), cls="card-detail"),
                 E("section", E("h2", self.heading(len(items)), id="rulings"), rl, E("p", E("small", self.updated(page))), cls="rulings-section"),
                 E("p", self.own(page, self.day(-14, -1), self.oform(), A["synced"]), cls="sync-note"), id="main")
        build = hex_digits(r, 21)
        data = {"props": {"pageProps": {"card": self.card_json(card, items, name, r.choice(["camel", "scryfall"])),
                                        "_nextI18Next": {"initialLocale": self.lang, "ns": ["common", "card"]}}, "__N_SSP": True},
                "page": "/card/[set]/[number]", "query": {"set": card.set_code.lower(), "number": card.number}, "buildId": build, "isFallback": False,
                "gssp": True, "locale": self.lang, "locales": ["en", "de", "fr", "ja"], "defaultLocale": "en", "scriptLoader": []}
        body = E("body", E("div", self.skip(), self.appbar(page), main, self.footer45(page), id="__next"), self.consent(page) if r.random() < 0.5 else None,
                 script(json_html(data), id="__NEXT_DATA__", type="application/json"))
        css = hex_digits(r, 16)
        head = ['<meta name="next-head-count" content="5"/>', f'<link rel="preload" href="/_next/static/css/{css}.css" as="style"/>',
                f'<link rel="stylesheet" href="/_next/static/css/{css}.css" data-n-g=""/>', '<noscript data-n-css=""></noscript>',
                f'<script defer="" nomodule="" src="/_next/static/chunks/polyfills-{hex_digits(r, 16)}.js"></script>',
                f'<script src="/_next/static/chunks/webpack-{hex_digits(r, 16)}.js" defer=""></script>',
                f'<script src="/_next/static/chunks/pages/card/%5Bset%5D/%5Bnumber%5D-{hex_digits(r, 16)}.js" defer=""></script>',
                f'<script src="/_next/static/{build}/_buildManifest.js" defer=""></script>']
        self.emit45(page, body, f"{name} – {self.U['rulings']} | {self.S['site']}", head=head,
                    meta=['<meta charSet="utf-8"/>', '<meta name="viewport" content="width=device-width"/>'])

    RC = ('$RC=function(b,c,e){c=document.getElementById(c);c.parentNode.removeChild(c);var a=document.getElementById(b);if(a){b=a.previousSibling;'
          'if(e)b.data="$!",a.setAttribute("data-dgst",e);else{e=b.parentNode;a=b.nextSibling;var f=0;do{if(a&&8===a.nodeType){var d=a.data;'
          'if("/$"===d)if(0===f)break;else f--;else"$"!==d&&"$?"!==d&&"$!"!==d||f++}d=a.nextSibling;e.removeChild(a);a=d}while(a);'
          'for(;c.firstChild;)e.insertBefore(c.firstChild,a);b.data="$"}b._reactRetry&&b._reactRetry()}};$RC("B:0","S:0")')

    def flight(self, card: CardData, items: list[Item], name: str, heading: str) -> list[N]:
        """The app router's flight data: the router's tree, the card's heading and the rulings list's props (the dates, as
        shown and ISO, and texts), pushed in two or three chunks as escaped strings."""
        r = self.rng
        chunk = f"static/chunks/app/card/%5Bset%5D/%5Bnumber%5D/page-{hex_digits(r, 16)}.js"
        tree = ["$", "section", None, {"className": "rulings", "children": [["$", "h2", None, {"children": heading}], ["$", "$L2", None, {
            "locale": self.lang, "rulings": [{"date": it.day.isoformat(), "label": str(it.shown), "text": str(it.text)} for it in items]}]]}]
        router = {"P": None, "b": hex_digits(r, 21), "p": "", "c": ["", "card", card.set_code.lower(), card.number], "i": False,
                  "f": [[["", {"children": ["card", {"children": ["__PAGE__", {}]}]}, "$undefined", "$undefined", True],
                         ["", ["$", "$1", "c", {"children": [None, ["$", "main", None, {"children": ["$L4", "$L5"]}]]}], None], None]], "S": True}
        lines = ['1:"$Sreact.fragment"',
                 f'2:I[{r.randint(1000, 99999)},["{r.randint(100, 999)}","static/chunks/{r.randint(100, 999)}-{hex_digits(r, 16)}.js",'
                 f'"{r.randint(100, 999)}","{chunk}"],"RulingList"]',
                 f'3:I[{r.randint(1000, 99999)},[],"ClientPageRoot"]', "0:" + json_html(router, ""),
                 "4:" + json_html(["$", "h1", None, {"children": str(name)}], ""), "5:" + json_html(tree, "")]
        cut = sorted(r.sample(range(1, len(lines)), r.randint(1, 2)))
        chunks = ["\n".join(lines[a:b]) + "\n" for a, b in zip([0] + cut, cut + [len(lines)], strict=True)]
        return [script("(self.__next_f=self.__next_f||[]).push([0])")] + [script(f"self.__next_f.push([1,{json_html(c, '<')}])") for c in chunks]

    def layout_next_app(self, page, card):
        """A Next.js app router page: the server-rendered page with its Suspense markers (``<!--$-->``), the rulings a client
        component, and the flight chunks repeating them; its "HTML only" save (every other saved page) keeps the streamed
        rulings in ``<div hidden id="S:0">`` and the skeleton where they go (no consent banner: that is injected later)."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a Next.js app router page ({self.lang})")
        heading = self.heading(len(items))
        rl = self.rlist(page, card, items, r.choice(["ul", "div", "cards"]), first=r.random() < 0.7,
                        widgets=r.choice([("copy",), ("copy", "share", "report"), ()]))
        streamed = self.html and self.turn("rsc") % 2 == 1
        if streamed:
            page.__dict__.setdefault("styles", []).append("hidden/streamed")
            section = E("section", E("h2", heading), C("$?"), E("template", id="B:0"), self.skeleton(3), C("/$"), cls="rulings")
            tail = [E("div", rl, hidden=True, id="S:0"), script(self.RC)]
        else:
            section, tail = E("section", E("h2", heading), C("$"), rl, C("/$"), cls="rulings"), []
        main = E("main", C("$"), E("div", *self.card_main(page, card, name), E("p", E("small", self.updated(page))), cls="card"), C("/$"), section,
                 E("aside", E("p", self.maybe_same(page, self.day(3, 30), A["next_night"], 0.5)), cls="events"), id="main")
        body = E("body", E("div", self.appbar(page), main, self.footer45(page), cls="flex min-h-screen flex-col"), *tail,
                 None if streamed or r.random() < 0.5 else self.consent(page), *self.flight(card, items, name, heading),
                 cls=f"__variable_{hex_digits(r, 6)} __variable_{hex_digits(r, 6)} antialiased")
        head = [f'<link rel="stylesheet" href="/_next/static/css/{hex_digits(r, 16)}.css" data-precedence="next"/>',
                f'<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-{hex_digits(r, 16)}.js"/>',
                f'<script src="/_next/static/chunks/main-app-{hex_digits(r, 16)}.js" async=""></script>', '<meta name="next-size-adjust" content=""/>']
        self.emit45(page, body, f"{name} | {self.S['site']}", head=head, meta=['<meta charSet="utf-8"/>',
                                                                               '<meta name="viewport" content="width=device-width, initial-scale=1"/>'])

    def layout_nuxt(self, page, card):
        """A Nuxt page: Vue's server-rendered components (``data-v-`` attributes, ``<!--[-->`` fragments around lists,
        ``<!---->`` for what is not shown), a locale switch, the card, its rulings, comments; Nuxt 3's devalue payload in
        ``__NUXT_DATA__`` or (every other page) Nuxt 2's ``window.__NUXT__`` function, both repeating the rulings."""
        r = self.rng
        v3 = self.turn("nuxt") % 2 == 0
        name = self.title(page, card)
        items = self.items(page, card, f"a Nuxt card page ({self.lang})")
        rl = self.rlist(page, card, items, r.choice(["ul", "dl", "div"]), first=r.random() < 0.7, inline=r.random() < 0.3,
                        widgets=r.choice([("copy",), ("helpful",), ()]), frag=True)
        path = f"/{self.lang}/carte/{card.set_code.lower()}/{card.number}"
        langs = E("nav", C("["), *join([E("a", X(x.upper()), href=f"/{x}/carte/{card.set_code.lower()}/{card.number}",
                                           cls="router-link-active" if x == self.lang else None) for x in ("fr", "it", "en", "pt")], " "), C("]"), cls="lang-switch")
        inner = E("div", self.appbar(page, sep=" "), langs,
                  E("main", *self.card_main(page, card, name), C(""), E("section", E("h2", self.heading(len(items))), rl, cls="rulings"),
                    E("p", E("small", self.updated(page))), self.comments(page, r.randint(1, 2)), id="main"), self.footer45(page), cls="layout")
        scope(inner, attr=f"data-v-{hex_digits(r, 8)}")
        if v3:
            app = E("div", C("["), inner, C("]"), id="__nuxt")
            payload = {"data": {f"card-{card.set_code.lower()}-{card.number}": self.card_json(card, items, name)},
                       "state": {"$si18n:resolved-locale": self.lang}, "once": [], "_errors": {}, "serverRendered": True, "path": path}
            scripts = [script(json_html(devalue(payload), "<"), type="application/json", data__nuxt__data="nuxt-app", data__ssr="true", id="__NUXT_DATA__"),
                       script('window.__NUXT__={};window.__NUXT__.config={public:{i18n:{baseUrl:"",defaultLocale:"en"}},app:{baseURL:"/",buildId:"'
                              + self.uuid() + '",buildAssetsDir:"/_nuxt/",cdnURL:""}}')]
        else:
            app = E("div", C(""), E("div", inner, id="__layout"), id="__nuxt")
            state = {"layout": "default", "data": [{"card": self.card_json(card, items, name)}], "fetch": {}, "error": None, "serverRendered": True,
                     "routePath": path, "config": {"_app": {"basePath": "/", "assetsPath": "/_nuxt/", "cdnURL": None}}}
            scripts = [script(nuxt2_state(state)), E("script", src=f"/_nuxt/{hex_digits(r, 8)}.js", defer=True)]
        body = E("body", app, self.consent(page) if r.random() < 0.5 else None, *scripts)
        head = [f'<link rel="stylesheet" href="/_nuxt/entry.{hex_digits(r, 8)}.css">', f'<link rel="modulepreload" as="script" crossorigin href="/_nuxt/{hex_digits(r, 8)}.js">',
                f'<link rel="alternate" hreflang="en" href="https://{self.host}/en/carte/{card.set_code.lower()}/{card.number}">']
        self.emit45(page, body, f"{name} · {self.S['site']}", head=head, attrs=' data-capo=""' if v3 else "")

    def layout_sveltekit(self, page, card):
        """A SvelteKit page: Svelte 5's markers (``<!--[-->``, ``<!---->``), a scoped ``svelte-`` class on each element, the
        card and its rulings, the API response it fetched (``data-sveltekit-fetched``, its body a JSON string) and the start
        script's data, both repeating the rulings."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a SvelteKit card page ({self.lang})")
        rl = self.rlist(page, card, items, r.choice(["ul", "ol", "div", "cards"]), first=r.random() < 0.75,
                        widgets=r.choice([("copy", "report"), ("votes",), ()]), frag=True)
        main = E("main", C("["), *self.card_main(page, card, name), C("]"), E("section", E("h2", self.heading(len(items))), rl, cls="rulings"),
                 E("p", E("small", self.updated(page))), E("p", self.own(page, self.day(-20, -1), self.oform(), A["synced"])), id="main")
        wrap = E("div", C("["), C("["), C(""), self.appbar(page, sep=" "), main, self.footer45(page), C("]"), C("]"), style="display: contents")
        scope(wrap, cls=f"svelte-{hex_digits(r, 7)}")
        api = f"https://api.{self.host}/v1/cards/{card.set_code.lower()}/{card.number}/rulings?lang={self.lang}"
        rbody = json.dumps({"rulings": [{"published_at": it.day.isoformat(), "comment": str(it.text)} for it in items], "total": len(items)},
                           ensure_ascii=False, separators=(",", ":"))
        fetched = {"status": 200, "statusText": "", "headers": {"content-type": "application/json; charset=utf-8"}, "body": rbody}
        h6, h8 = hex_digits(r, 6), hex_digits(r, 8)
        start = ("{\n\t__sveltekit_%s = {\n\t\tbase: new URL(\"../../..\", location).pathname.slice(0, -1)\n\t};\n\n\tconst element = "
                 "document.currentScript.parentElement;\n\n\tPromise.all([\n\t\timport(\"../../../_app/immutable/entry/start.%s.js\"),\n\t\t"
                 "import(\"../../../_app/immutable/entry/app.%s.js\")\n\t]).then(([kit, app]) => {\n\t\tkit.start(app, element, {\n\t\t\t"
                 "node_ids: [0, 4],\n\t\t\tdata: [null,{type:\"data\",data:%s,uses:{params:[\"set\",\"number\"]}}],\n\t\t\tform: null,\n\t\t\t"
                 "error: null\n\t\t});\n\t});\n}") % (h6, h8, hex_digits(r, 8), jslit({"card": self.card_json(card, items, name)}))
        wrap.add(script(json_html(fetched, "<"), type="application/json", data__sveltekit__fetched=True, data__url=api, data__ttl="600"), script(start))
        body = E("body", wrap, self.consent(page) if r.random() < 0.4 else None, data__sveltekit__preload__data="hover")
        head = [f'<link href="../../../_app/immutable/assets/0.{hex_digits(r, 8)}.css" rel="stylesheet">',
                f'<link rel="modulepreload" href="../../../_app/immutable/entry/start.{h8}.js">']
        self.emit45(page, body, f"{name} — {self.S['site']}", head=head)

    STARLIGHT = rows("search toc edit updated prev next built lang theme note oracle", {
        "en": "Search|On this page|Edit page|Last updated:|Previous|Next|Built with Starlight|Select language|Select theme|Note|Oracle text",
        "es": "Buscar|En esta página|Editar página|Última actualización:|Anterior|Siguiente|Hecho con Starlight|Seleccionar idioma|"
              "Seleccionar tema|Nota|Texto de Oracle",
        "ru": "Поиск|На этой странице|Редактировать страницу|Последнее обновление:|Назад|Далее|Сделано с помощью Starlight|Выберите язык|"
              "Выберите тему|Заметка|Текст Oracle",
        "it": "Cerca|In questa pagina|Modifica pagina|Ultimo aggiornamento:|Precedente|Successivo|Realizzato con Starlight|Seleziona lingua|"
              "Seleziona tema|Nota|Testo Oracle",
    })

    def layout_astro(self, page, card):
        """An Astro Starlight docs page: the header (search with Ctrl K, language and theme selects), the sidebar, the card's
        page (its publication day, Oracle text, the rulings an ``<astro-island>`` with their props HTML-escaped, a note with
        the next rules night), "Last updated" in the locale's medium form, the pagination, the table of contents."""
        r, A = self.rng, self.A
        L = self.STARLIGHT[self.lang]
        name = self.title(page, card)
        items = self.items(page, card, f"an Astro Starlight page ({self.lang})")
        ssr = self.rlist(page, card, items, r.choice(["ul", "ol", "table"]), first=r.random() < 0.8, inline=r.random() < 0.4,
                         widgets=r.choice([("copy",), ()]))
        props = {"rulings": [{"date": it.day.isoformat(), "text": str(it.text)} for it in items], "locale": self.lang, "dateStyle": "medium"}
        island = E("astro-island", ssr, uid=hex_digits(r, 7), prefix=f"r{r.randint(1, 9)}", component__url=f"/_astro/RulingList.{hex_digits(r, 8)}.js",
                   component__export="default", renderer__url=f"/_astro/client.{hex_digits(r, 8)}.js",
                   props=json.dumps({k: astro_props(v) for k, v in props.items()}, ensure_ascii=False, separators=(",", ":")), ssr="", client="visible",
                   opts='{"name":"RulingList","value":true}', await__children="")
        upd = self.day(-30, -1)
        o1, o2 = self.others(card, 2)
        header = E("header", E("a", E("span", self.S["site"]), href="/", cls="site-title sl-flex"),
                   E("site-search", E("button", E("span", L["search"]), E("kbd", E("kbd", "Ctrl"), E("kbd", "K"), style="display: none;"), data__open__modal="",
                                      aria__label=L["search"], aria__keyshortcuts="Control+K")),
                   E("starlight-lang-select", E("label", E("span", L["lang"], cls="sr-only"), E("select", *[E("option", LABELS[x], value=f"/{x}/") for x in
                                                                                                          ("en", "es", "ru", "it")]))),
                   cls="header sl-flex")
        content = E("div", E("h1", name, id="_top", data__page__title=""),
                    E("div", E("p", E("em", self.maybe_same(page, self.day(-200, -60), A["published"], 0.5))), E("h2", L["oracle"], id="oracle"),
                      *self.card_main(page, card, name, h1=False), E("h2", self.heading(len(items)), id="rulings"), island,
                      E("aside", E("p", L["note"], cls="starlight-aside__title"), E("p", self.own(page, self.day(4, 40), self.oform(), A["next_night"])),
                        aria__label=L["note"], cls="starlight-aside starlight-aside--note"), cls="sl-markdown-content"),
                    E("footer", E("div", E("a", L["edit"], href=f"https://github.com/rules-almanac/docs/edit/main/src/content/docs/cards/{slug(card.name)}.md"),
                                  E("p", L["updated"], " ", E("time", self.own(page, upd, f"{self.lang}:medium"), datetime=f"{upd.isoformat()}T{r.randint(6, 20):02d}:"
                                                                                                                          f"{r.randint(10, 59)}:05.000Z")), cls="meta sl-flex"),
                      E("div", E("a", E("span", L["prev"]), E("br"), o1, href="#", rel="prev"), E("a", E("span", L["next"]), E("br"), o2, href="#", rel="next"),
                        cls="pagination-links"), E("p", L["built"], cls="kudos"), cls="sl-flex"), cls="sl-container")
        toc = E("aside", E("nav", E("h2", L["toc"]), E("ul", E("li", E("a", L["oracle"], href="#oracle")), E("li", E("a", self.U["rulings"], href="#rulings")))),
                cls="right-sidebar")
        body = E("body", E("a", A["skip"], href="#_top"), E("div", header, E("nav", E("ul", *[E("li", E("a", x, href="#")) for x in self.others(card, 3)]),
                                                                            cls="sidebar"), E("div", toc, E("main", content, data__pagefind__body="")), cls="page sl-flex"))
        head = [f'<meta name="generator" content="Astro v5.{r.randint(1, 9)}.{r.randint(0, 9)}">', '<meta name="generator" content="Starlight v0.32.2">',
                f'<link rel="stylesheet" href="/_astro/index.{hex_digits(r, 8)}.css">', "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>",
                '<script>(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()},e=typeof t.value=="object"?t.value:void 0,s={rootMargin:e?.rootMargin},'
                'r=new IntersectionObserver(o=>{for(let c of o)if(c.isIntersecting){r.disconnect(),i();break}},s);for(let o of t.children)r.observe(o)};'
                '(self.Astro||(self.Astro={})).visible=l;window.dispatchEvent(new Event("astro:visible"));})();</script>']
        self.emit45(page, body, f"{name} | {self.S['site']}", head=head, attrs=' dir="ltr" data-theme="dark" data-has-toc data-has-sidebar')

    def mat_button(self, text: str) -> N:
        """An Angular Material button (its ripple and focus spans, the label)."""
        return E("button", E("span", cls="mat-mdc-button-persistent-ripple mdc-button__ripple"), E("span", text, cls="mdc-button__label"),
                 E("span", cls="mat-focus-indicator"), E("span", cls="mat-mdc-button-touch-target"), mat__button="",
                 cls="mdc-button mat-mdc-button mat-unthemed mat-mdc-button-base", type="button")

    def layout_angular(self, page, card):
        """An Angular SSR page (Material): ``_ngcontent``/``_nghost`` attributes, ``ngh`` hydration keys, ``<!--container-->``
        after each ``@for`` and, in dev builds, ``<!--bindings={…}-->``; the card, each ruling a ``mat-card`` (its date the
        subtitle, copy and share buttons), and the transfer state (``ng-state``) repeating the card and its rulings."""
        r, A = self.rng, self.A
        cid = f"ng-c{r.randint(10 ** 9, 4 * 10 ** 9)}"
        name = self.title(page, card)
        items = self.items(page, card, f"an Angular SSR page ({self.lang})")
        page.__dict__.setdefault("styles", []).append("cards/mat")
        cards: list = []
        for it in items:
            cards.append(E("mat-card", E("mat-card-header", E("mat-card-subtitle", self.rdate(it), cls="mat-mdc-card-subtitle"), cls="mat-mdc-card-header"),
                           E("mat-card-content", E("p", *self.rt(it.text, card, self.sym)), cls="mat-mdc-card-content"),
                           E("mat-card-actions", self.mat_button(self.U["copy_link"]), self.mat_button(self.U["share"]), cls="mat-mdc-card-actions mdc-card__actions"),
                           cls="mat-mdc-card mdc-card ruling-card", ngh="1"))
        if r.random() < 0.4:
            cards.append(C('bindings={\n  "ng-reflect-ng-for-of": "' + ",".join("[object Object]" for _ in items) + '"\n}'))
        cards.append(C("container"))
        main = E("app-card-page", E("mat-card", E("mat-card-header", E("mat-card-title", name, cls="mat-mdc-card-title"),
                                                  E("mat-card-subtitle", self.updated(page), cls="mat-mdc-card-subtitle"), cls="mat-mdc-card-header"),
                                    E("mat-card-content", *self.card_main(page, card, name, h1=False), cls="mat-mdc-card-content"), cls="mat-mdc-card mdc-card"),
                 E("h2", self.heading(len(items))), E("div", *cards, cls="rulings"), C("container"),
                 E("p", self.own(page, self.day(-25, -1), self.oform(), A["synced"])), ngh="2")
        scope(main, attr=f"_ngcontent-{cid}")
        main.attrs = {f"_nghost-{cid}": "", **main.attrs}
        app = E("app-root", E("mat-toolbar", self.appbar(page, sep=" "), cls="mat-toolbar mat-primary mat-toolbar-single-row"), E("router-outlet"), main,
                C("container"), self.footer45(page), ng__version=f"19.{r.randint(0, 2)}.{r.randint(0, 9)}", ngh="0", ng__server__context="ssr")
        state = {"__nghData__": [{"t": {"4": "t0"}, "c": {"4": [{"i": "t0", "r": len(items)}]}}],
                 str(r.randint(10 ** 9, 4 * 10 ** 9)): {"b": self.card_json(card, items, name), "h": {}, "s": 200, "st": "OK",
                                                        "u": f"https://api.{self.host}/cards/{card.set_code.lower()}/{card.number}", "rt": "json"}}
        body = E("body", app, self.consent(page) if r.random() < 0.4 else None, script(json_html(state, "<"), id="ng-state", type="application/json"),
                 E("script", src=f"polyfills-{hex_digits(r, 8).upper()}.js", type="module"), E("script", src=f"main-{hex_digits(r, 8).upper()}.js", type="module"))
        head = ['<base href="/">', f'<link rel="stylesheet" href="styles-{hex_digits(r, 8).upper()}.css" media="print" onload="this.media=\'all\'">',
                '<style ng-app-id="ng">.ruling-card[_ngcontent-%s]{margin-bottom:12px}</style>' % cid]
        self.emit45(page, body, f"{name} · {self.S['site']}", head=head)

    # ---- saves: SingleFile, "Save Page As… complete", DevTools ----
    def b64(self, n: int) -> str:
        """``n`` characters of base64 (an inlined image's or font's bytes)."""
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(n))

    def singlefile(self, page: Page, url: str) -> str:
        """SingleFile's header comment: the address and the save's moment as ``Date.toString()`` writes it (recorded)."""
        t = self._now
        z = ZONES.get(self.lang, ZONES["en"])
        summer = 3 < t.month < 11
        stamp = self.shown(page, t.date(), js_date_string(t, z[1] if summer else z[0], z[3] if summer else z[2]))
        self._kit(page, "singlefile")
        return f"<!--\n Page saved with SingleFile \n url: {url} \n saved date: {stamp}\n-->"

    def singlefile_head(self) -> list[str]:
        """What SingleFile writes into a page's head: the inlined styles with their fonts as data: URIs, the referrer policy,
        the canonical address, its own rule for hidden elements, the icon inlined."""
        return [f"<style>@font-face{{font-family:Inter;font-style:normal;font-weight:400;font-display:swap;src:url(data:font/woff2;base64,d09GMgABAAAAA"
                f"{self.b64(160)}) format(\"woff2\")}}body{{font-family:Inter,system-ui,sans-serif;margin:0}}.sr-only{{position:absolute;width:1px;height:1px;"
                "overflow:hidden;clip:rect(0,0,0,0)}</style>", '<meta name="referrer" content="no-referrer">',
                "<style>.sf-hidden{display:none!important}</style>", f'<link rel="icon" href="data:image/png;base64,iVBORw0KGgo{self.b64(60)}">']

    def lit_digest(self) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(11)) + "="

    def shadow(self, *kids, css: str = ":host{display:block}") -> N:
        """A declarative shadow root as Lit's SSR writes it (and SingleFile keeps it): its style, its parts between
        ``lit-part`` markers."""
        return E("template", E("style", css), C(f"lit-part {self.lit_digest()}"), *kids, C("/lit-part"), shadowrootmode="open")

    def layout_lit(self, page, card):
        """A web-components site (Lit) saved by SingleFile: the app's and the card page's declarative shadow roots with
        their slots (the heading and each ruling's date and copy button inside the shadow, the ruling's text slotted in
        from the light DOM); the text copy is the page as rendered."""
        r, A, U = self.rng, self.A, self.U
        name = self.title(page, card)
        items = self.items(page, card, f"a Lit site's card page ({self.lang})")
        page.__dict__.setdefault("styles", []).append("div/shadow")
        nav, bits, foot = self.appbar(page, sep=" "), self.card_main(page, card, name, h1=False), self.footer45(page)
        upd = E("p", self.updated(page), cls="updated")
        sync = E("p", self.own(page, self.day(-20, -1), self.oform(), A["synced"]), cls="sync")
        heading = self.heading(len(items))
        if not self.html:
            rows_ = [E("div", self.rdate(it), E("p", *self.rt(it.text, card, self.sym)), E("button", U["copy_link"]), cls="ruling") for it in items]
            self.emit45(page, E("body", nav, E("main", E("h1", name), *bits, upd, E("section", E("h2", heading), *rows_), sync), foot))
            return
        rulings = [E("mf-ruling", self.shadow(E("time", C("lit-part"), it.shown, C("/lit-part"), part="date", datetime=it.day.isoformat()),
                                              E("p", E("slot"), part="text"),
                                              E("button", C("lit-part"), U["copy_link"], C("/lit-part"), part="copy", aria__label=U["copy_link"]),
                                              css=":host{display:block;margin:0 0 1rem}"),
                             *self.rt(it.text, card, self.sym), slot="ruling", date=it.day.isoformat()) for it in items]
        page_el = E("mf-card-page", self.shadow(E("h1", E("slot", name="title")), E("section", E("slot", name="oracle"), cls="oracle"),
                                                E("section", E("h2", C("lit-part"), heading, C("/lit-part")), E("slot", name="ruling"), cls="rulings"), E("slot")),
                    E("span", name, slot="title"), E("div", *bits, upd, slot="oracle"), *rulings, sync)
        app = E("mf-app", self.shadow(E("header", E("slot", name="nav"), part="header"), E("main", E("slot")), E("footer", E("slot", name="footer"))),
                E("div", nav, slot="nav"), page_el, E("div", foot, slot="footer"))
        self.emit45(page, E("body", app), f"{name} · {self.S['site']}", doctype="<!DOCTYPE html> ", inside=self.singlefile(page, self.url(card)),
                    head=self.singlefile_head() + [f'<link rel="canonical" href="{self.url(card)}">'], squeeze=True)

    def layout_singlefile_spa(self, page, card):
        """A React single-page app saved by SingleFile (compressed, scripts gone, the card's image and icons as data: URIs):
        the app bar, the card with its image, the rulings in a card component, comments, a toast now and then, the query
        devtools' button, the footer."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a React app saved by SingleFile ({self.lang})")
        rl = self.rlist(page, card, items, r.choice(["ul", "div", "cards", "dl"]), first=r.random() < 0.7, inline=r.random() < 0.3,
                        widgets=r.choice([("copy",), ("copy", "share"), ()]))
        img = E("img", src=f"data:image/webp;base64,UklGR{self.b64(180)}", alt=str(name), cls="card-image", width="244", height="340")
        box = E("div", E("div", img, cls="p-4"), E("div", *self.card_main(page, card, name), E("p", E("small", self.updated(page))), cls="p-4"),
                cls="grid md:grid-cols-2")
        rul = E("div", E("div", E("h3", self.heading(len(items)), cls="font-semibold leading-none tracking-tight"),
                         E("p", A["official"], cls="text-sm text-muted-foreground"), cls="flex flex-col space-y-1.5 p-6"), E("div", rl, cls="p-6 pt-0"),
                cls="rounded-xl border bg-card text-card-foreground shadow")
        dev = E("button", E("img", alt="Tanstack query devtools", src=f"data:image/svg+xml;base64,PHN2Zy{self.b64(40)}"),
                aria__label="Open Tanstack query devtools", cls="tsqd-open-btn")
        body = E("body", E("div", self.appbar(page, locale=r.random() < 0.5), E("main", box, rul, self.comments(page, r.randint(1, 2), same=True), id="main"),
                           self.footer45(page), id="root"), self.toast(page, A["copied"]) if r.random() < 0.5 else None, dev)
        url = self.url(card)
        self.emit45(page, body, f"{name} | {self.S['site']}", doctype="<!DOCTYPE html> ", inside=self.singlefile(page, url),
                    head=self.singlefile_head() + [f'<link rel="canonical" href="{url}">'], squeeze=True)

    def layout_save_complete(self, page, card):
        """A client-rendered Vue app saved by Chrome's "Save Page As… Webpage, Complete": the "saved from url" comment, the
        charset meta Chrome adds, resources in the page's ``_files`` folder (scripts as ``.js.download``), the live DOM
        (``data-v-app``, ``<!--v-if-->``), the consent banner the app injected, the prices' day."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a Vue app saved complete by Chrome ({self.lang})")
        title = f"{name} – {self.S['site']}"
        folder = html.escape(re.sub(r'[\\/:*?"<>|]', "_", title) + "_files")
        rl = self.rlist(page, card, items, r.choice(["ul", "table", "div"]), first=r.random() < 0.8, widgets=r.choice([(), ("copy",), ("report",)]))
        prices = E("div", E("p", f"{SITE_CH[self.lang]['prices']}: ", E("b", X(f"{r.uniform(0.1, 30):.2f} €" if self.lang != "en" else f"${r.uniform(0.1, 30):.2f}"))),
                   E("p", E("small", self.own(page, self.day(-3, 0), self.oform(), A["updated"]))), cls="prices")
        app = E("div", self.appbar(page, sep=" "), C("v-if"),
                E("main", E("div", E("img", src=f"./{re.sub(r'[/:*?<>|]', '_', title)}_files/{card.number}.jpg", alt=str(name)), cls="card-image"),
                  E("div", *self.card_main(page, card, name), prices, cls="card-info"), C("v-if"),
                  E("section", E("h2", self.heading(len(items))), rl, E("p", E("small", self.updated(page))), cls="rulings"), id="main"),
                self.footer45(page), id="app", data__v__app="")
        body = E("body", app, self.consent(page) if r.random() < 0.7 else None)
        url = self.url(card)
        head = [f'<link rel="stylesheet" href="./{folder}/index-{hex_digits(r, 8)}.css">',
                f'<script type="module" crossorigin="" src="./{folder}/index-{hex_digits(r, 8)}.js.download"></script>',
                f'<script async="" src="./{folder}/js"></script>', f'<link rel="icon" href="https://{self.host}/favicon.ico">']
        self.emit45(page, body, title, before=f"<!-- saved from url=({len(url):04d}){url} -->\n", head=head,
                    meta=['<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">'])

    PANEL = {"en": "Rulings for {}", "de": "Regelhinweise zu {}", "ja": "{}の裁定", "pl": "Orzeczenia dla {}", "es": "Resoluciones de {}"}

    def layout_devtools(self, page, card):
        """The rulings panel of a card page copied from DevTools ("Copy outerHTML"): only that element (Tailwind's classes,
        no document around it): the heading naming the card, the sync day, the rulings with their widgets, the comments."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a rulings panel copied from DevTools ({self.lang})")
        a, b = self.PANEL[self.lang].split("{}")
        rl = self.rlist(page, card, items, r.choice(["ul", "div", "cards"]), first=r.random() < 0.8,
                        widgets=r.choice([("votes", "copy", "report"), ("permalink", "copy"), ("helpful",)]), cls="divide-y divide-zinc-200 dark:divide-zinc-800")
        section = E("section", E("div", E("h2", a, E("span", name, cls="italic"), b, id="rulings-heading", cls="text-lg font-semibold"),
                                 E("span", self.maybe_same(page, self.day(-20, -1), A["synced"]), cls="text-xs text-zinc-500"),
                                 cls="flex items-center justify-between"), rl, self.comments(page, 2),
                    aria__labelledby="rulings-heading", data__testid="rulings-panel",
                    cls="mt-8 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900")
        page.__dict__.setdefault("styles", []).append("fragment/devtools")
        self.emit45(page, section, fragment=True, squeeze=True)

    # ---- widgets: tabs, "show all", votes, relative times ----
    def flexrow(self, items: list, sep: str = "") -> list:
        """A row of flex items: as written in the saved page; as a copy renders them (each item a block of its own)."""
        return join(items, sep) if self.html else [E("div", x) for x in items]

    def layout_tabs(self, page, card):
        """A card page with Radix tabs ("Card · Printings · Legality · Rulings (7)"), the rulings' tab active: the inactive
        panels ``hidden`` (empty, or their content kept by forceMount), the card's head above them, the update and sync
        days, the footer."""
        r, A, U = self.rng, self.A, self.U
        name = self.title(page, card)
        items = self.items(page, card, f"a rulings tab's panel ({self.lang})")
        rid = f":R{r.choice('abcdefghijklmn')}{r.randint(1, 9)}m:"
        tabs = [("card", A["card_tab"]), ("printings", A["printings"]), ("legality", SITE_LEGAL[self.lang]["legality"]),
                ("rulings", fill(U["rulings_n"], n=len(items)))]
        triggers = [E("button", label, type="button", role="tab", aria__selected="true" if k == "rulings" else "false", aria__controls=f"radix-{rid}-content-{k}",
                      data__state="active" if k == "rulings" else "inactive", id=f"radix-{rid}-trigger-{k}", tabindex=None if k == "rulings" else "-1",
                      cls="inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium", data__orientation="horizontal")
                    for k, label in tabs]
        keep = r.random() < 0.4
        panels = []
        for k, _ in tabs:
            active = k == "rulings"
            inner = [self.rlist(page, card, items, r.choice(["ul", "div", "table", "dl"]), first=r.random() < 0.8, inline=r.random() < 0.3,
                                widgets=r.choice([(), ("copy",)])),
                     E("p", E("small", self.own(page, self.day(-15, -1), self.oform(), A["synced"])))] if active else \
                [self.tab_content(card, k)] if keep else []
            panels.append(E("div", *inner, data__state="active" if active else "inactive", data__orientation="horizontal", role="tabpanel",
                            aria__labelledby=f"radix-{rid}-trigger-{k}", hidden=None if active else True, id=f"radix-{rid}-content-{k}", tabindex="0"))
        page.__dict__.setdefault("styles", []).append("tabs/radix")
        main = E("main", E("div", *self.card_main(page, card, name), E("p", E("small", self.updated(page))), cls="card-head"),
                 E("div", E("div", *self.flexrow(triggers), role="tablist", aria__orientation="horizontal", tabindex="0", data__orientation="horizontal",
                            cls="inline-flex h-10 items-center justify-center rounded-md bg-muted p-1"), *panels, dir="ltr", data__orientation="horizontal"), id="main")
        body = E("body", self.appbar(page), main, self.footer45(page), self.consent(page) if r.random() < 0.3 else None)
        self.emit45(page, body, f"{name} — {self.S['site']}", head=[f'<link rel="stylesheet" href="/assets/index-{hex_digits(r, 8)}.css">'])

    def tab_content(self, card: CardData, k: str) -> N:
        """An inactive tab's content kept in the DOM: the card's artist and number, its printings, its legalities."""
        r = self.rng
        if k == "printings":
            return E("ul", *[E("li", self.set_names.get(code, code), " ", X(f"({code})")) for code in (card.printings or [card.set_code])[:6]])
        if k == "legality":
            W = SITE_LEGAL[self.lang]
            return E("table", E("tbody", *[E("tr", E("td", f), E("td", r.choice([W["legal"], W["not_legal"]]))) for f in r.sample(SITE_FORMATS, 6)]))
        F = SITE_FIELD.get(self.lang, SITE_FIELD["en"])
        return E("dl", E("dt", F["artist"]), E("dd", r.choice(HANDLES)), E("dt", F["number"]), E("dd", X(card.number)))

    def layout_show_all(self, page, card):
        """A card page listing three rulings, then "Show all 9 rulings": the rest in the DOM, ``hidden``, in a closed
        ``<details>`` or in a Bootstrap collapse (``display: none``), in turn; the text copy is the list expanded ("Show
        fewer")."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a card page's collapsed rulings ({self.lang})")
        k0 = min(3, max(1, len(items) - 1))
        kw = dict(how=r.choice(["ul", "div", "ol"]), first=r.random() < 0.8, inline=r.random() < 0.35, widgets=r.choice([(), ("copy",), ("permalink",)]))
        sec: list = [E("h2", self.heading(len(items))), self.rlist(page, card, items[:k0], **kw)]
        rest = items[k0:]
        label = fill(A["show_all"], n=len(items))
        var = ["hidden", "details", "display"][self.turn("show-all") % 3]
        if rest:
            more = self.rlist(page, card, rest, start=k0 + 1, **kw)
            page.__dict__.setdefault("styles", []).append(f"{'hidden' if self.html else 'expanded'}/{var}")
            if var == "details":
                sec.append(E("details", E("summary", label), more, open=None if self.html else True))
            elif var == "hidden":
                sec += [E("div", more, id="more-rulings", hidden=True if self.html else None),
                        E("button", label if self.html else A["show_less"], type="button", aria__expanded="false" if self.html else "true", aria__controls="more-rulings")]
            else:
                sec += [E("div", more, cls="collapse" if self.html else "collapse show", id="more-rulings", style="display: none;" if self.html else None),
                        E("button", label if self.html else A["show_less"], type="button", data__bs__toggle="collapse", data__bs__target="#more-rulings")]
        main = E("main", self.crumbs(card, name, " "), *self.card_main(page, card, name), E("section", *sec, E("p", E("small", self.updated(page))), cls="rulings"),
                 self.comments(page, r.randint(1, 2)), id="main")
        body = E("body", self.appbar(page, sep=" "), main, self.footer45(page), self.consent(page) if r.random() < 0.5 else None)
        self.emit45(page, body, f"{name} | {self.S['site']}", head=[f'<link rel="stylesheet" href="/static/css/main.{hex_digits(r, 8)}.css">'])

    def layout_votes(self, page, card):
        """A card page whose rulings are cards with widgets: the date and permalink, the text, votes ("👍 12"), "Helpful?
        Yes · No", copy link, share and report; the toast of a copied link now and then; comments with avatars."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a rulings page with votes ({self.lang})")
        ws = tuple(w for w in ("votes", "helpful", "copy", "share", "report") if r.random() < 0.7) or ("votes", "copy")
        rl = self.rlist(page, card, items, r.choice(["cards", "cards", "ul"]), widgets=ws)
        main = E("main", *self.card_main(page, card, name), E("p", E("small", self.updated(page))), E("section", E("h2", self.heading(len(items))), rl, cls="rulings"),
                 self.comments(page, 2, same=True), id="main")
        body = E("body", self.appbar(page), main, self.footer45(page), self.toast(page, A["copied"]) if r.random() < 0.4 else None,
                 self.consent(page) if r.random() < 0.4 else None)
        self.emit45(page, body, f"{name} – {self.S['site']}", head=[f'<link rel="stylesheet" href="/build/app.{hex_digits(r, 8)}.css">'])

    TZ = {"de": ("MEZ", "MESZ", 1), "fr": ("UTC+1", "UTC+2", 1), "es": ("CET", "CEST", 1), "ja": ("JST", "JST", 9), "zhs": ("GMT+8", "GMT+8", 8)}

    def rel_node(self, it: Item, how: str) -> N:
        """A ruling's relative time ("vor 6 Jahren") as a saved page keeps it: GitHub's ``<relative-time>`` (its title the date
        and time in the browser's zone), a ``<time datetime title>``, or a span whose title alone has the date; in a copy
        only the words."""
        rel = ago(max(1, years_between(it.day, self.today)), "year", self.lang)
        if not self.html:
            return E("span", rel, cls="rel")
        if how == "relative-time":
            z = self.TZ.get(self.lang)
            if not z:
                return E("relative-time", rel, datetime=it.day.isoformat(), title=it.shown, cls="no-wrap")
            hour = z[2] + (1 if z[0] != z[1] and 3 < it.day.month < 11 else 0)
            when = f"{it.shown}, {hour:02d}:00 {z[1] if 3 < it.day.month < 11 else z[0]}" if self.lang in ("de", "fr", "es") else f"{it.shown} {hour}:00 {z[0]}"
            return E("relative-time", rel, datetime=f"{it.day.isoformat()}T00:00:00Z", title=when, cls="no-wrap")
        if how == "time":
            return E("time", rel, datetime=it.day.isoformat(), title=it.shown)
        return E("span", rel, title=it.shown, cls="rel-date")

    def layout_relative(self, page, card):
        """A card page whose rulings show relative times ("vor 6 Jahren", "il y a 6 ans", "6年前"): the saved page keeps the
        date in a ``datetime`` or ``title`` attribute; the text copy keeps only the words, so its rulings are undated."""
        r = self.rng
        name = self.title(page, card)
        tag = f"a rulings feed with relative times ({self.lang})"
        if self.html:
            items = self.items(page, card, tag, kinds=[f"{self.lang}:{k}" for k in ("medium", "long", "full", "numeric") if k in INTL[self.lang]])
        else:
            items = self.undated_items(page, card, tag)
        how = r.choice(["relative-time", "time", "span"])
        page.__dict__.setdefault("styles", []).append(f"ul/relative-{how if self.html else 'copied'}")
        src = r.choice(["Wizards of the Coast", "WotC", "Gatherer"])
        rows_ = [E("li", E("p", *self.rt(it.text, card, self.sym)), E("div", E("span", src, cls="source"), " · ", self.rel_node(it, how), cls="meta"), cls="ruling")
                 for it in items]
        main = E("main", *self.card_main(page, card, name), E("p", E("small", self.updated(page))),
                 E("section", E("h2", self.heading(len(items))), E("ul", *rows_, cls="rulings"), cls="rulings"), self.comments(page, 2), id="main")
        body = E("body", self.appbar(page, locale=r.random() < 0.5), main, self.footer45(page), self.consent(page) if r.random() < 0.4 else None)
        self.emit45(page, body, f"{name} · {self.S['site']}", head=['<script type="module" src="/assets/relative-time-element.js"></script>'])

    # ---- localized apps, consent, PWAs, articles, loading states ----
    FIELD_PL = dict(zip("name en_name mv types text rarity set number artist released updated language printed other_langs".split(),
                        "Nazwa karty|Nazwa angielska|Wartość many|Typ|Tekst karty|Rzadkość|Dodatek|Numer karty|Ilustrator|Data wydania|"
                        "Ostatnia aktualizacja|Język|Nazwa drukowana|Wydrukowana w innych językach".split("|"), strict=True))

    def layout_intl(self, page, card):
        """A localized card app: its locale switcher, the card under its printed name (the English one beside it), the
        printed card most of the time, its names in other languages, its release day, the rulings dated by
        ``Intl.DateTimeFormat`` in the locale."""
        r, A = self.rng, self.A
        F = SITE_FIELD.get(self.lang, self.FIELD_PL)
        name = self.title(page, card, p_printed=0.9)
        items = self.items(page, card, f"a localized app's card page ({self.lang})")
        others = [E("li", E("span", LABELS[c], cls="lang"), " ", E("span", T(card.foreign[c]["name"]), lang=c)) for c in sorted(card.foreign)
                  if c != self.lang and card.foreign[c].get("name")][:5]
        first = min(d for d, _ in card.rulings)
        rel = self.off(first - dt.timedelta(days=r.randint(20, 400)))
        facts = E("dl", E("dt", F["released"]), E("dd", self.own(page, rel, self.oform())), E("dt", F["set"]), E("dd", self.set_of(card)[1]),
                  E("dt", F["number"]), E("dd", X(card.number)), cls="facts")
        rl = self.rlist(page, card, items, r.choice(["ul", "dl", "table", "div"]), first=r.random() < 0.8, inline=r.random() < 0.3, widgets=r.choice([(), ("copy",)]))
        main = E("main", *self.card_main(page, card, name, p_printed=0.75), facts,
                 E("section", E("h3", F["other_langs"]), E("ul", *others), cls="other-languages") if others else None,
                 E("section", E("h2", self.heading(len(items))), rl, E("p", E("small", self.updated(page))), cls="rulings"), id="main")
        body = E("body", self.skip(), self.appbar(page, locale=True, sep=" "), main, self.footer45(page))
        self.emit45(page, body, f"{name} | {self.S['site']}", head=[f'<link rel="alternate" hreflang="x-default" href="{self.url(card)}">'])

    AD = {"en": "Advertisement", "de": "Anzeige", "fr": "Publicité", "it": "Pubblicità", "es": "Publicidad", "pl": "Reklama", "pt": "Publicidade"}

    def layout_consent(self, page, card):
        """A card page under a consent manager's banner: the vendors' markup in turn (OneTrust, Cookiebot, Didomi,
        Usercentrics, Sourcepoint's iframe, Quantcast Choice, Osano, iubenda, Complianz, Axeptio, CookieYes), in the page's
        language, an ad slot's label, the card, its rulings, a "cookie settings" link in the footer."""
        r = self.rng
        name = self.title(page, card)
        items = self.items(page, card, f"a card page under a consent banner ({self.lang})")
        vendor = sorted(CMPS45)[self.turn("cmp") % len(CMPS45)]
        rl = self.rlist(page, card, items, r.choice(["ul", "ol", "table", "div"]), first=r.random() < 0.8, inline=r.random() < 0.4,
                        widgets=r.choice([(), ("copy",), ("report",)]))
        ad = E("div", E("span", self.AD[self.lang], cls="ad-label"), E("div", id=f"div-gpt-ad-{r.randint(10 ** 12, 10 ** 13)}-0"), cls="ad-slot",
               data__ad__unit=f"/{r.randint(1000, 99999)}/card_top")
        main = E("main", self.crumbs(card, name, " "), ad, *self.card_main(page, card, name), E("section", E("h2", self.heading(len(items))), rl, cls="rulings"),
                 E("p", E("small", self.updated(page))), self.comments(page, r.randint(1, 2)), id="main")
        link = E("a", SITE_COOKIE.get(self.lang, SITE_COOKIE["en"])["prefs"], href="#", cls="cookie-settings")
        cmp = self.consent(page, vendor)
        first = r.random() < 0.5
        body = E("body", cmp if first else None, self.appbar(page, sep=" "), main, self.footer45(page, extra=(" · ", link)), None if first else cmp)
        self.emit45(page, body, f"{name} – {self.S['site']}")

    def layout_pwa(self, page, card):
        """A PWA's shell around the card: the top bar, the card and its rulings, the day they were saved for offline, the
        bottom navigation, the "Add … to Home Screen" banner and the offline snackbar now and then; the manifest and the
        service worker's registration in the head."""
        r, A, W = self.rng, self.A, self.W
        name = self.title(page, card)
        items = self.items(page, card, f"a PWA's card screen ({self.lang})")
        rl = self.rlist(page, card, items, r.choice(["ul", "div", "cards"]), first=r.random() < 0.8, widgets=r.choice([(), ("copy", "share")]))
        top = E("header", *self.flexrow([E("button", "☰", aria__label="Menu", type="button"), E("span", self.S["site"], cls="app-title"),
                                         E("button", "⌕", aria__label=W["search"])]), cls="top-app-bar")
        bottom = E("nav", *self.flexrow([E("a", W[k], href=f"/{k}") for k in ("home", "cards", "decks", "account")]), cls="bottom-nav")
        main = E("main", *self.card_main(page, card, name), E("p", E("small", self.updated(page))), E("section", E("h2", self.heading(len(items))), rl),
                 E("p", self.own(page, self.day(-10, -1), self.oform(), A["synced"]), cls="offline-note"), id="main")
        extras = [self.install_banner(page) if r.random() < 0.7 else None, self.toast(page, A["offline"], "mui") if r.random() < 0.5 else None]
        body = E("body", top, main, bottom, *extras, E("p", E("small", self.deploy(page)), cls="version"),
                 script("if('serviceWorker' in navigator){window.addEventListener('load',()=>{navigator.serviceWorker.register('/sw.js',{scope:'/'})})}"))
        head = ['<link rel="manifest" href="/manifest.webmanifest">', '<meta name="theme-color" content="#1f2937">',
                '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png">', '<meta name="mobile-web-app-capable" content="yes">']
        self.emit45(page, body, f"{name} · {self.S['site']}", head=head)

    ARTICLE = rows("title by read intro faq summary related", {
        "en": "Every official ruling for {}, explained|By {}|{} min read|Here is every official ruling for this card, with its date, and what "
              "each one means at the table.|Rulings FAQ|Official ruling · {}|Related articles",
        "es": "Todas las resoluciones oficiales de {}, explicadas|Por {}|{} min de lectura|Aquí tienes todas las resoluciones oficiales de esta "
              "carta, con su fecha, y qué significa cada una en la mesa.|Preguntas frecuentes|Resolución oficial · {}|Artículos relacionados",
        "de": "Alle offiziellen Regelhinweise zu {}, erklärt|Von {}|{} Min. Lesezeit|Hier findest du jeden offiziellen Regelhinweis zu dieser "
              "Karte mit Datum – und was er am Spieltisch bedeutet.|Häufige Fragen|Offizieller Regelhinweis · {}|Ähnliche Artikel",
        "fr": "Toutes les précisions officielles sur {}, expliquées|Par {}|{} min de lecture|Voici toutes les précisions officielles de cette "
              "carte, avec leur date, et ce qu'elles changent en partie.|FAQ des règles|Précision officielle · {}|Articles similaires",
        "it": "Tutte le sentenze ufficiali di {}, spiegate|Di {}|{} min di lettura|Ecco tutte le sentenze ufficiali di questa carta, con la "
              "loro data, e cosa significano al tavolo.|Domande frequenti|Sentenza ufficiale · {}|Articoli correlati",
    })

    def layout_jsonld(self, page, card):
        """An article about the card: its byline (publication and update days), an intro, the rulings as a FAQ accordion
        (``<details>``, each summary the ruling's date; open in a copy), related articles with their days, and JSON-LD
        (Article, FAQPage with the rulings or some of them, BreadcrumbList, a Product now and then)."""
        r, A = self.rng, self.A
        L = self.ARTICLE[self.lang]
        name = self.title(page, card)
        items = self.items(page, card, f"an article's FAQ accordion ({self.lang})")
        ta, tb = L["title"].split("{}")
        pub, mod = self.day(-300, -40), self.day(-39, -2)
        by = E("p", L["by"].replace("{}", r.choice(HANDLES)), " · ", E("time", self.maybe_same(page, pub, A["published"]), datetime=pub.isoformat()), " · ",
               E("time", self.own(page, mod, self.oform(), A["updated"]), datetime=mod.isoformat()), " · ", L["read"].replace("{}", str(r.randint(3, 9))),
               cls="byline")
        sa, sb = L["summary"].split("{}")
        faq = [E("details", E("summary", sa, it.shown, sb), E("div", E("p", *self.rt(it.text, card, self.sym))), open=None if self.html else True, cls="faq-item")
               for it in items]
        page.__dict__.setdefault("styles", []).append(f"details/{'closed' if self.html else 'open'}")
        form = self.oform()
        rel = [E("li", E("a", o, href="#"), " · ", self.own(page, self.day(-400, -20), form)) for o in self.others(card, 2)]
        art = E("article", E("h1", ta, name, tb), by, E("p", L["intro"]), E("div", *self.card_main(page, card, name, h1=False), cls="card-box"),
                E("h2", L["faq"]), E("div", *faq, cls="faq"), E("aside", E("h3", L["related"]), E("ul", *rel)), id="main")
        kinds = ("Article", "FAQPage", "BreadcrumbList") + (("Product",) if r.random() < 0.5 else ())
        body = E("body", self.appbar(page, kbd=False, sep=" "), art, self.footer45(page, deploy=r.random() < 0.5), self.consent(page) if r.random() < 0.4 else None)
        head = [serialize(self.jsonld(page, card, items, name, kinds, (pub.isoformat(), mod.isoformat()))),
                f'<meta property="article:published_time" content="{pub.isoformat()}T09:00:00+00:00">']
        self.emit45(page, body, f"{ta}{name}{tb} | {self.S['site']}", head=head)

    def layout_skeleton(self, page, card):
        """A card page saved while still loading: the rulings loaded (copy-link buttons, the toast of a copied link),
        similar cards still skeletons (``aria-busy``, "Loading…" for screen readers), the comments with "Load more" and the
        infinite list's sentinel."""
        r, A, W = self.rng, self.A, self.W
        name = self.title(page, card)
        items = self.items(page, card, f"a page saved mid-load ({self.lang})")
        rl = self.rlist(page, card, items, r.choice(["ul", "div", "cards"]), first=r.random() < 0.8, widgets=("copy",) + (("share",) if r.random() < 0.5 else ()))
        main = E("main", *self.card_main(page, card, name), E("p", E("small", self.updated(page))), E("section", E("h2", self.heading(len(items))), rl, cls="rulings"),
                 E("section", E("h2", W["related"]), self.skeleton(r.randint(2, 4)), cls="similar"),
                 E("div", self.comments(page, 2), E("button", A["load_more"], type="button"), E("div", aria__hidden="true", data__testid="load-more-sentinel", cls="h-px"),
                   cls="comments-wrap"), id="main")
        body = E("body", self.appbar(page), main, self.footer45(page), self.toast(page, A["copied"]))
        self.emit45(page, body, f"{name} | {self.S['site']}", head=[f'<link rel="stylesheet" href="/assets/index-{hex_digits(r, 8)}.css">'])

    DECK = rows("main side by close details created views export playtest", {
        "en": "Mainboard ({n})|Sideboard ({n})|by {}|Close|Details|Created {}|{n} views|Export|Playtest",
        "de": "Hauptdeck ({n})|Sideboard ({n})|von {}|Schließen|Details|Erstellt am {}|{n} Aufrufe|Exportieren|Testspiel",
        "fr": "Deck principal ({n})|Réserve ({n})|par {}|Fermer|Détails|Créé le {}|{n} vues|Exporter|Tester",
        "ja": "メインデッキ（{n}）|サイドボード（{n}）|{}さん|閉じる|詳細|作成日：{}|{n} 回表示|エクスポート|一人回し",
        "es": "Mazo principal ({n})|Banquillo ({n})|por {}|Cerrar|Detalles|Creado el {}|{n} visitas|Exportar|Probar",
    })
    DECKS = ["Izzet Prowess", "Boros Energy", "Domain Zoo", "Golgari Midrange", "Azorius Control", "Mono-Red Aggro", "Dimir Midrange", "Amulet Titan"]

    def layout_deckbuilder(self, page, card):
        """A deck page with a card's modal open (Radix's dialog: the rest of the page ``aria-hidden``, the body's pointer
        events off): the deck's name, author, days and list of other cards; in the modal, the card with its symbols in the
        Mana font, its tabs, its rulings."""
        r, A = self.rng, self.A
        L = self.DECK[self.lang]
        name = self.title(page, card)
        items = self.items(page, card, f"a deckbuilder's card modal ({self.lang})")
        self.sym = r.choice(["ms", "ms", "img", "svg"]) if self.html else r.choice(["ms", "text"])
        deck = r.choice(self.DECKS)
        cards = [E("li", E("span", X(str(r.choice([1, 2, 3, 4]))), cls="qty"), " ", E("a", o, href=f"/card/{slug(o)}")) for o in self.others(card, 8)]
        made = self.day(-400, -100)
        head = E("div", E("h1", deck), E("p", L["by"].replace("{}", r.choice(HANDLES)), " · ", self.updated(page), " · ",
                                          self.own(page, made, self.oform(), L["created"]), " · ", fill(L["views"], n=r.randint(40, 9000))),
                 E("div", *self.flexrow([E("button", L["export"]), E("button", L["playtest"])], " ")))
        behind = E("div", self.appbar(page), E("main", head, E("h2", fill(L["main"], n=60)), E("ul", *cards[:6]), E("h2", fill(L["side"], n=15)), E("ul", *cards[6:])),
                   self.footer45(page), aria__hidden="true" if self.html else None, data__aria__hidden="true" if self.html else None)
        rid = f":r{r.randint(1, 40)}:"
        rl = self.rlist(page, card, items, r.choice(["ul", "div"]), first=r.random() < 0.85, inline=r.random() < 0.4)
        modal = E("div", E("h2", name, id=f"radix-{rid}-title"), *self.card_main(page, card, name, h1=False),
                  E("div", *self.flexrow([E("button", L["details"], role="tab", aria__selected="false"), E("button", self.U["rulings"], role="tab", aria__selected="true")]),
                    role="tablist"), E("div", rl, role="tabpanel"),
                  E("button", E("span", L["close"], cls="sr-only"), "✕", type="button"), role="dialog", id=f"radix-{rid}", aria__labelledby=f"radix-{rid}-title",
                  data__state="open", tabindex="-1", style="pointer-events: auto;", cls="fixed left-[50%] top-[50%] z-50 grid w-full max-w-2xl")
        body = E("body", behind, E("div", data__state="open", cls="fixed inset-0 z-50 bg-black/80", style="pointer-events: auto;", aria__hidden="true"), modal,
                 style="pointer-events: none;" if self.html else None)
        self.emit45(page, body, f"{deck} · {self.S['site']}")

    # ---- docs sites and server-driven apps ----
    VP = rows("search toc edit updated prev next appearance menu top tip license", {
        "en": "Search|On this page|Edit this page on GitHub|Last updated|Previous page|Next page|Appearance|Menu|Return to top|TIP|"
              "Released under the MIT License.",
        "zhs": "搜索文档|页面导航|在 GitHub 上编辑此页面|最后更新于|上一页|下一页|外观|菜单|返回顶部|提示|基于 MIT 许可发布",
        "zht": "搜尋文件|本頁目錄|在 GitHub 上編輯此頁面|最後更新於|上一頁|下一頁|外觀|選單|回到頂部|提示|以 MIT 授權條款發佈",
        "ko": "검색|이 페이지 목차|GitHub에서 이 페이지 편집하기|업데이트 날짜|이전|다음|테마|메뉴|맨 위로|팁|MIT 라이선스에 따라 배포됩니다.",
        "ja": "検索|このページの内容|GitHub でこのページを編集|最終更新日|前のページ|次のページ|外観|メニュー|トップに戻る|ヒント|MIT ライセンスの下で公開されています。",
    })

    def vp_stamp(self, t: dt.datetime) -> str:
        """VitePress's "Last updated" (``Intl.DateTimeFormat`` with dateStyle and timeStyle "short") in the locale."""
        h12, pm = (t.hour - 1) % 12 + 1, t.hour >= 12
        return {"en": f"{t.month}/{t.day}/{t:%y}, {h12}:{t:%M} {'PM' if pm else 'AM'}", "zhs": f"{t.year}/{t.month}/{t.day} {t:%H:%M}",
                "zht": f"{t.year}/{t.month}/{t.day} {'下午' if pm else '上午'}{h12}:{t:%M}",
                "ko": f"{t:%y}. {t.month}. {t.day}. {'오후' if pm else '오전'} {h12}:{t:%M}", "ja": f"{t:%Y/%m/%d} {t.hour}:{t:%M}"}[self.lang]

    def layout_vitepress(self, page, card):
        """A VitePress docs page: Vue's fragments and scoped attributes, the skip link, the nav bar (search with its keys,
        appearance), the page's heading with its anchor, the card, the rulings as a Markdown list (cards they name as links
        with hover previews), a tip with the next rules night, "Last updated" in the locale's short form, the pager, the
        site data scripts."""
        r, A = self.rng, self.A
        L = self.VP[self.lang]
        name = self.title(page, card)
        items = self.items(page, card, f"a VitePress docs page ({self.lang})")
        if self._hover == "none":
            self._hover = "tippy"
        page.__dict__.setdefault("styles", []).append("ul/markdown")
        lis = [E("li", E("strong", it.shown), " — ", *self.rt(it.text, card, self.sym)) for it in items]
        t = self.ago_t(2, 60)
        o1, o2 = self.others(card, 2)
        doc = E("div", E("h1", name, " ", E("a", "\u200b", href=f"#{slug(card.name)}", cls="header-anchor", aria__label=f'Permalink to "{name}"'),
                         id=slug(card.name), tabindex="-1"),
                *self.card_main(page, card, name, h1=False), E("h2", self.heading(len(items)), id="rulings"), E("ul", *lis),
                E("p", self.own(page, self.day(-20, -1), self.oform(), A["synced"])),
                E("div", E("p", L["tip"], cls="custom-block-title"), E("p", self.maybe_same(page, self.day(3, 30), A["next_night"], 0.5)), cls="tip custom-block"),
                cls=f"vp-doc _cards_{card.set_code.lower()}_{card.number}")
        foot = E("footer", E("div", E("a", L["edit"], href="#", cls="VPLink link edit-link-button"), cls="edit-link"),
                 E("div", E("p", L["updated"], ": ", E("time", self.shown(page, t.date(), self.vp_stamp(t)), datetime=f"{t:%Y-%m-%dT%H:%M:%S}.000Z")), cls="last-updated"),
                 E("nav", E("a", E("span", L["prev"], cls="desc"), E("span", o1, cls="title"), href="#", cls="pager-link prev"),
                   E("a", E("span", L["next"], cls="desc"), E("span", o2, cls="title"), href="#", cls="pager-link next"), cls="prev-next"), cls="VPDocFooter")
        scope(doc, attr=f"data-v-{hex_digits(r, 8)}")
        scope(foot, attr=f"data-v-{hex_digits(r, 8)}")
        nav = E("header", E("a", self.S["site"], href="/", cls="title"),
                E("button", E("span", L["search"], cls="DocSearch-Button-Placeholder"), E("span", E("kbd", "Ctrl"), E("kbd", "K"), cls="DocSearch-Button-Keys"),
                  type="button", cls="DocSearch DocSearch-Button", aria__label=L["search"]),
                E("button", L["appearance"], type="button", role="switch", aria__checked="false", cls="VPSwitchAppearance"), cls="VPNav")
        layout = E("div", C("["), C("]"), C("["), E("span", tabindex="-1"), E("a", A["skip"], href="#VPContent", cls="VPSkipLink visually-hidden"), C("]"), C(""),
                   nav, E("div", E("main", doc, foot, cls="main"), E("aside", E("div", L["toc"], cls="outline-title"), cls="VPDocAside"), id="VPContent", cls="VPContent has-sidebar"),
                   E("footer", E("p", L["license"], cls="message"), E("p", f"Copyright © {self.today.year} {self.S['site']}", cls="copyright"), cls="VPFooter"),
                   cls="Layout")
        scope(layout, attr=f"data-v-{hex_digits(r, 8)}")
        site = {"lang": HTML_LANG.get(self.lang, self.lang), "dir": "ltr", "title": self.S["site"], "base": "/", "head": [], "router": {"prefetchLinks": True},
                "appearance": True, "themeConfig": {"lastUpdated": {"text": L["updated"]}, "search": {"provider": "local"}}, "locales": {}, "scrollOffset": 134}
        hashes = json.dumps({f"cards_{card.set_code.lower()}_{card.number}.md": hex_digits(r, 8)}, separators=(",", ":"))
        tail = script("window.__VP_HASH_MAP__=JSON.parse(" + json.dumps(hashes) + ");"
                      "window.__VP_SITE_DATA__=JSON.parse(" + json.dumps(json.dumps(site, ensure_ascii=False, separators=(",", ":")), ensure_ascii=False) + ");")
        body = E("body", E("div", layout, id="app"), tail)
        self.emit45(page, body, f"{name} | {self.S['site']}", head=[f'<meta name="generator" content="VitePress v1.6.{r.randint(0, 3)}">',
                                                                     f'<link rel="preload stylesheet" href="/assets/style.{hex_digits(r, 8)}.css" as="style">'])

    def layout_remix(self, page, card):
        """A React Router 7 page (its context script, the route modules, the loader data as a turbo-stream enqueued in a
        string) or a Remix 2 one (``window.__remixContext`` with the loader data), in turn; both repeat the card and its
        rulings after the server-rendered page."""
        r = self.rng
        name = self.title(page, card)
        items = self.items(page, card, f"a React Router page ({self.lang})")
        rl = self.rlist(page, card, items, r.choice(["dl", "table", "ul", "cards"]), first=r.random() < 0.8, inline=r.random() < 0.3,
                        widgets=r.choice([(), ("copy",), ("votes", "copy")]))
        main = E("main", self.crumbs(card, name), *self.card_main(page, card, name), E("p", E("small", self.updated(page))),
                 E("section", E("h2", self.heading(len(items))), rl, cls="rulings"), self.comments(page, r.randint(1, 2)), id="main")
        route = "routes/card.$set.$number"
        loader = {"root": {"locale": self.lang, "user": None}, route: {"card": self.card_json(card, items, name, r.choice(["camel", "scryfall"]))}}
        if self.turn("remix") % 2 == 0:
            ctx = {"basename": "/", "future": {"unstable_middleware": False, "unstable_optimizeDeps": False}, "ssr": True, "isSpaMode": False}
            stream = json_html(turbo_stream({"loaderData": loader, "actionData": None, "errors": None}), "<")
            scripts = [script(f"window.__reactRouterContext = {json_html(ctx)};window.__reactRouterContext.stream = new ReadableStream({{start(controller)"
                              "{window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());"),
                       script(f'import "/assets/manifest-{hex_digits(r, 8)}.js";\nimport * as route0 from "/assets/root-{hex_digits(r, 8)}.js";\n'
                              f'import * as route1 from "/assets/card-{hex_digits(r, 8)}.js";\nwindow.__reactRouterRouteModules = {{"root":route0,"{route}":route1}};\n'
                              f'import("/assets/entry.client-{hex_digits(r, 8)}.js");', type="module", **{"async": True}),
                       script(f"window.__reactRouterContext.streamController.enqueue({json_html(stream + chr(10), '<')});"),
                       script("window.__reactRouterContext.streamController.close();")]
        else:
            ctx = {"url": f"/card/{card.set_code.lower()}/{card.number}", "state": {"loaderData": loader, "actionData": None, "errors": None},
                   "future": {"v3_fetcherPersist": True, "v3_relativeSplatPath": True}, "isSpaMode": False}
            scripts = [script(f"window.__remixContext = {json_html(ctx)};")]
        body = E("body", self.appbar(page), main, self.footer45(page), self.consent(page) if r.random() < 0.4 else None, *scripts)
        self.emit45(page, body, f"{name} · {self.S['site']}", head=[f'<link rel="modulepreload" href="/assets/manifest-{hex_digits(r, 8)}.js"/>',
                                                                    f'<link rel="stylesheet" href="/assets/root-{hex_digits(r, 8)}.css"/>'])

    MSG = {"en": "Card added to your watchlist.", "de": "Karte zu deiner Beobachtungsliste hinzugefügt.", "ru": "Карта добавлена в список отслеживания.",
           "it": "Carta aggiunta alla tua lista osservati.", "pl": "Karta dodana do obserwowanych."}

    def layout_htmx(self, page, card):
        """A Django page driven by htmx: the CSRF header on the body, the messages list, the rulings loaded into their
        container, the comments with the next page's ``hx-trigger="revealed"`` sentinel and its indicator, the comment form."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        items = self.items(page, card, f"a Django and htmx page ({self.lang})")
        base = f"/cards/{card.set_code.lower()}/{card.number}"
        rl = self.rlist(page, card, items, r.choice(["ul", "table", "div"]), first=r.random() < 0.8, inline=r.random() < 0.4,
                        widgets=r.choice([(), ("report",), ("copy",)]))
        token = self.b64(64).replace("+", "x").replace("/", "y")
        sentinel = E("div", E("span", A["loading"], cls="htmx-indicator"), hx__get=f"{base}/comments/?page=2", hx__trigger="revealed", hx__swap="outerHTML",
                     cls="sentinel")
        form = E("form", E("input", type="hidden", name="csrfmiddlewaretoken", value=token), E("textarea", name="body", rows="3"), E("button", self.U["reply"], type="submit"),
                 hx__post=f"{base}/comments/", hx__target="#comments", hx__swap="afterbegin")
        main = E("main", E("ul", E("li", self.MSG[self.lang], cls="success"), cls="messages") if r.random() < 0.6 else None, *self.card_main(page, card, name),
                 E("p", E("small", self.updated(page))), E("section", E("h2", self.heading(len(items))), E("div", rl, id="rulings", hx__get=f"{base}/rulings/",
                                                                                                         hx__trigger="load", hx__swap="innerHTML"), cls="rulings"),
                 E("div", self.comments(page, 2), sentinel, form, id="comments"), id="main")
        body = E("body", self.appbar(page, sep=" "), main, self.footer45(page), hx__headers=json.dumps({"X-CSRFToken": token}))
        self.emit45(page, body, f"{name} | {self.S['site']}", head=['<script src="/static/js/htmx.min.js" defer></script>',
                                                                   '<meta name="htmx-config" content=\'{"historyCacheSize": 0, "refreshOnHistoryMiss": true}\'>'])

    FLASH = {"en": "Signed in successfully.", "es": "Sesión iniciada.", "ja": "ログインしました。", "pt": "Login efetuado com sucesso.", "fr": "Connecté."}

    def layout_turbo(self, page, card):
        """A Rails page with Hotwire: the flash (a Stimulus controller), the rulings inside their loaded ``<turbo-frame>``
        (dated in rails-i18n's long form most of the time), each with its clipboard controller, the Action Cable stream
        source, the import map; the comments."""
        r, A = self.rng, self.A
        name = self.title(page, card)
        rails = r.random() < 0.6 and "rails" in INTL[self.lang]
        items = self.items(page, card, f"a Rails page's turbo frame ({self.lang})", kinds=[f"{self.lang}:rails"] if rails else None)
        base = f"/cards/{card.set_code.lower()}/{card.number}"
        rl = self.rlist(page, card, items, r.choice(["div", "ul"]), first=r.random() < 0.85, widgets=("copy",))
        frame = E("turbo-frame", rl, id="card_rulings", src=f"{base}/rulings", loading="lazy", complete="", aria__busy="false",
                  data__controller="clipboard", data__clipboard__success__value=A["copied"])
        flash = E("div", self.FLASH[self.lang], cls="flash flash--notice", data__controller="flash", data__action="animationend->flash#remove") if r.random() < 0.6 else None
        main = E("main", flash, *self.card_main(page, card, name), E("p", E("small", self.updated(page))), E("section", E("h2", self.heading(len(items))), frame),
                 self.comments(page, r.randint(1, 2), same=True), id="main")
        cable = E("turbo-cable-stream-source", channel="Turbo::StreamsChannel", signed__stream__name=f"{self.b64(40)}--{hex_digits(r, 40)}", connected="")
        body = E("body", self.appbar(page, sep=" "), cable, main, self.footer45(page))
        imap = {"imports": {"application": f"/assets/application-{hex_digits(r, 12)}.js", "@hotwired/turbo-rails": f"/assets/turbo.min-{hex_digits(r, 12)}.js",
                            "@hotwired/stimulus": f"/assets/stimulus.min-{hex_digits(r, 12)}.js"}}
        head = [f'<meta name="csrf-param" content="authenticity_token">', f'<meta name="csrf-token" content="{self.b64(86)}">',
                '<meta name="turbo-refresh-method" content="morph">', '<meta name="turbo-refresh-scroll" content="preserve">',
                serialize(script(json.dumps(imap, indent=2), type="importmap", data__turbo__track="reload")), '<script type="module">import "application"</script>']
        self.emit45(page, body, f"{name} | {self.S['site']}", head=head)

    # ---- pages that name no card ----
    QUIZ = rows("title sub hint guesses guess skip streak next archive stats how share revealed placeholder", {
        "en": "Daily puzzle #{n}|Guess the card from its official rulings.|Hint {n}|Your guesses|Guess|Skip|Streak: {n}|Next puzzle in {t}|Archive|"
              "Statistics|How to play|Share result|All hints revealed — make your final guess!|Type a card name…",
        "de": "Tagesrätsel #{n}|Errate die Karte anhand ihrer offiziellen Regelhinweise.|Hinweis {n}|Deine Tipps|Raten|Überspringen|Serie: {n}|"
              "Nächstes Rätsel in {t}|Archiv|Statistik|Spielanleitung|Ergebnis teilen|Alle Hinweise aufgedeckt – letzter Versuch!|Kartennamen eingeben …",
        "fr": "Énigme du jour n° {n}|Devinez la carte à partir de ses précisions officielles.|Indice {n}|Vos propositions|Valider|Passer|"
              "Série : {n}|Prochaine énigme dans {t}|Archives|Statistiques|Comment jouer|Partager le résultat|Tous les indices sont révélés : "
              "dernière chance !|Nom de la carte…",
        "es": "Acertijo diario n.º {n}|Adivina la carta a partir de sus resoluciones oficiales.|Pista {n}|Tus intentos|Adivinar|Saltar|Racha: {n}|"
              "Siguiente acertijo en {t}|Archivo|Estadísticas|Cómo jugar|Compartir resultado|Todas las pistas reveladas: ¡último intento!|"
              "Escribe el nombre de una carta…",
        "ja": "デイリーパズル #{n}|公式裁定からカードを当てよう。|ヒント {n}|あなたの回答|回答する|スキップ|連続正解：{n}|次のパズルまで {t}|アーカイブ|統計|遊び方|"
              "結果をシェア|ヒントがすべて公開されました。最後の回答をどうぞ！|カード名を入力…",
    })

    def layout_quiz_untitled(self, page, card):
        """A daily guess-the-card puzzle (naming no card): the puzzle's number and day, its hints (the card's official
        rulings with their dates), the wrong guesses so far (other cards), the streak, the countdown, yesterday's answer
        (another card), the archive with its days."""
        r = self.rng
        Q = self.QUIZ[self.lang]
        items = self.items(page, card, f"a puzzle's hints ({self.lang})")
        n = r.randint(300, 900)
        page.__dict__.setdefault("styles", []).append("ol/hints")
        hints = [E("li", E("span", fill(Q["hint"], n=k), cls="hint-label"), " · ", self.rdate(it), E("p", R(it.text)), cls="hint") for k, it in enumerate(items, 1)]
        guesses = [E("li", "❌ ", o) for o in self.others(card, r.randint(2, 5))]
        form = self.oform()
        arch = [E("li", E("a", X(f"#{n - k}"), href=f"/archive/{n - k}"), " · ", self.own(page, self.day(-k, -k), form)) for k in (1, 2, 3)]
        today = self.shown(page, self.today, render45(self.today, self.oform()))
        left = f"{r.randint(1, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
        main = E("main", E("h1", fill(Q["title"], n=n), " · ", E("time", today, datetime=self.today.isoformat())), E("p", Q["sub"]),
                 E("ol", *hints, cls="hints"), E("p", Q["revealed"]) if r.random() < 0.5 else None,
                 E("form", E("input", type="text", placeholder=Q["placeholder"], aria__label=Q["placeholder"]), E("button", Q["guess"], type="submit"), " ",
                   E("button", Q["skip"], type="button")),
                 E("section", E("h2", Q["guesses"]), E("ul", *guesses)), E("p", fill(Q["streak"], n=r.randint(0, 40)), " · ", fill(Q["next"], t=left)),
                 E("section", E("h2", Q["archive"]), E("ul", *arch)), id="main")
        nav = E("header", E("a", self.S["site"], href="/", cls="logo"), E("nav", *self.flexrow([E("a", Q["archive"], href="/archive"), E("a", Q["stats"], href="/stats"),
                                                                                                E("a", Q["how"], href="/how")], " ")))
        body = E("body", nav, main, self.footer45(page, fan=r.random() < 0.7), self.consent(page) if r.random() < 0.3 else None)
        self.emit45(page, body, f"{self.S['site']} — {fill(Q['title'], n=n)}")

    CHAT = rows("online q a more thanks runs prerel write today", {
        "en": "Typically replies in a few minutes|Hi! What are the official rulings for this card? Playing it at FNM tonight.|Hi! Here are the "
              "official rulings for it:|Anything else I can help with?|Perfect, thanks!|We run on Crisp|Prerelease weekend: {}|Compose your message…|Today",
        "de": "Antwortet meist innerhalb weniger Minuten|Hallo! Welche offiziellen Regelhinweise gibt es zu dieser Karte? Ich spiele sie heute "
              "beim FNM.|Hallo! Hier sind die offiziellen Regelhinweise dazu:|Kann ich sonst noch helfen?|Super, danke!|We run on Crisp|"
              "Prerelease-Wochenende: {}|Nachricht schreiben …|Heute",
        "it": "Di solito risponde in pochi minuti|Ciao! Quali sono le sentenze ufficiali di questa carta? La gioco stasera al FNM.|Ciao! Ecco "
              "le sentenze ufficiali:|Posso aiutarti in altro?|Perfetto, grazie!|We run on Crisp|Weekend di prerelease: {}|Scrivi un messaggio…|Oggi",
        "pt": "Costuma responder em poucos minutos|Oi! Quais são as decisões oficiais deste card? Vou jogar com ele no FNM hoje.|Oi! Aqui estão "
              "as decisões oficiais dele:|Posso ajudar em mais alguma coisa?|Perfeito, valeu!|We run on Crisp|Fim de semana de pré-lançamento: {}|"
              "Escreva sua mensagem…|Hoje",
        "ko": "보통 몇 분 안에 답변합니다|안녕하세요! 이 카드의 공식 판정이 뭔가요? 오늘 FNM에서 쓰려고요.|안녕하세요! 공식 판정은 다음과 같습니다:|"
              "더 도와드릴 일이 있을까요?|완벽해요, 감사합니다!|We run on Crisp|프리릴리즈 주말: {}|메시지를 입력하세요…|오늘",
    })

    def layout_chat_untitled(self, page, card):
        """A card shop's page with its chat widget open (Crisp's markup; naming no card): the shop's banner with the
        prerelease's day and other cards for sale, then the conversation: the day, the customer's photo and question, the
        staff member's answer pasting the card's rulings with their dates (lines in one bubble), the thanks."""
        r, W = self.rng, self.W
        Ch = self.CHAT[self.lang]
        items = self.items(page, card, f"a shop chat's pasted rulings ({self.lang})")
        staff = r.choice(["Mia", "Jonas", "Leo", "Sofia", "Min-jun", "Marco", "Ana"])
        t0 = self._now - dt.timedelta(minutes=r.randint(5, 90))
        tm = lambda k: clock(t0 + dt.timedelta(minutes=k), self.lang)  # noqa: E731
        page.__dict__.setdefault("styles", []).append("bubble/lines")
        pasted: list = []
        for k, it in enumerate(items):
            pasted += ([E("br")] if k else []) + [it.shown, ": ", R(it.text)]
        msg = lambda who, *kids, t: E("div", *self.flexrow([E("span", *kids, cls="cc-message-text"), E("span", X(t), cls="cc-message-time")]),  # noqa: E731
                                       cls=f"cc-message cc-message--{who}")
        day = self.shown(page, self.today, render45(self.today, self.oform()))
        chat = E("div", E("div", *self.flexrow([E("span", self.S["site"], cls="cc-header-name"), E("span", Ch["online"], cls="cc-header-status")]), cls="cc-header"),
                 E("div", E("span", f"{Ch['today']} · {day}", cls="cc-day"),
                   E("div", E("img", src=f"https://image.crisp.chat/process/thumbnail/?url=IMG_{r.randint(1000, 9999)}.jpg", alt=f"IMG_{r.randint(1000, 9999)}.jpg"),
                     cls="cc-message cc-message--visitor cc-message--file"),
                   msg("visitor", Ch["q"], t=tm(0)), msg("operator", Ch["a"], t=tm(3)), msg("operator", *pasted, t=tm(3)), msg("operator", Ch["more"], t=tm(4)),
                   msg("visitor", Ch["thanks"], t=tm(6)), cls="cc-messages"),
                 E("div", E("textarea", placeholder=Ch["write"], aria__label=Ch["write"]), E("a", Ch["runs"], href="https://crisp.chat/", cls="cc-branding"),
                   cls="cc-compose"), cls="crisp-client", id="crisp-chatbox", data__chat__status="ongoing", data__full__view="true")
        grid = [E("li", E("a", o, href=f"/products/{slug(o)}"), " ", E("span", X(f"{r.uniform(0.2, 20):.2f} €" if self.lang != "en" else f"${r.uniform(0.2, 20):.2f}")))
                for o in self.others(card, 6)]
        shop = E("main", E("p", self.own(page, self.day(5, 40), self.oform(), Ch["prerel"]), cls="banner"),
                 E("ul", *grid, cls="products"), id="main")
        body = E("body", E("header", E("a", self.S["site"], href="/", cls="logo"), E("nav", E("a", W["cards"]), " ", E("a", W["cart"] + " (0)"))), shop,
                 self.footer45(page, fan=False), chat)
        self.emit45(page, body, f"{self.S['site']} — {W['cards']}")

    LAYOUTS45: dict[str, tuple[str, bool]] = {
        "js-next-pages-data": ("layout_next_pages", True),
        "js-next-app-rsc": ("layout_next_app", True),
        "js-nuxt-payload": ("layout_nuxt", True),
        "js-sveltekit-fetched": ("layout_sveltekit", True),
        "js-astro-island": ("layout_astro", True),
        "js-angular-ng-state": ("layout_angular", True),
        "js-lit-shadow-dom": ("layout_lit", True),
        "js-singlefile-react-spa": ("layout_singlefile_spa", True),
        "js-save-complete-files": ("layout_save_complete", True),
        "js-devtools-outerhtml": ("layout_devtools", True),
        "js-tabs-rulings-panel": ("layout_tabs", True),
        "js-show-all-rulings": ("layout_show_all", True),
        "js-ruling-vote-widgets": ("layout_votes", True),
        "js-relative-time-rulings": ("layout_relative", True),
        "js-intl-locale-app": ("layout_intl", True),
        "js-consent-cmp-vendors": ("layout_consent", True),
        "js-pwa-install-shell": ("layout_pwa", True),
        "js-jsonld-faq-article": ("layout_jsonld", True),
        "js-skeleton-toast-loadmore": ("layout_skeleton", True),
        "js-deckbuilder-card-modal": ("layout_deckbuilder", True),
        "js-vitepress-hover-links": ("layout_vitepress", True),
        "js-remix-turbo-stream": ("layout_remix", True),
        "js-htmx-partials": ("layout_htmx", True),
        "js-hotwire-turbo-frames": ("layout_turbo", True),
        "js-rules-quiz-hints-untitled": ("layout_quiz_untitled", False),
        "js-support-chat-photo-untitled": ("layout_chat_untitled", False),
    }
    LAYOUTS = LAYOUTS45


#: each layout's formats (the first page of a layout in the first, the second in the second, then drawn), languages (each
#: in turn first, then drawn), site and host
_BOTH = ("html", "text", "html")
_HTML = ("html",)


def _site(fmts: tuple, langs: list[str], site: str) -> dict:
    return dict(fmts=fmts, langs=langs, site=site, host=re.sub(r"[^a-z0-9]+", "", site.lower()) + ".example")


SITES45: dict[str, dict] = {
    "js-next-pages-data": _site(_BOTH, ["en", "de", "fr", "ja", "en"], "Spellbinder DB"),
    "js-next-app-rsc": _site(_BOTH, ["en", "es", "ko", "zhs"], "Oracle Lens"),
    "js-nuxt-payload": _site(_BOTH, ["fr", "it", "en", "pt"], "Grimoire.gg"),
    "js-sveltekit-fetched": _site(_BOTH, ["de", "pl", "en", "ru"], "Stackwise"),
    "js-astro-island": _site(_BOTH, ["en", "es", "ru", "it"], "Rules Almanac"),
    "js-angular-ng-state": _site(_BOTH, ["en", "pt", "ja", "de"], "CardCastle"),
    "js-lit-shadow-dom": _site(_BOTH, ["en", "de", "zht", "fr"], "Manaforge"),
    "js-singlefile-react-spa": _site(_HTML, ["en", "fr", "it", "ko", "es"], "Deckhaven"),
    "js-save-complete-files": _site(_HTML, ["de", "es", "en", "ru", "pt"], "Cardvault"),
    "js-devtools-outerhtml": _site(_HTML, ["en", "de", "ja", "pl", "es"], "Judgebook"),
    "js-tabs-rulings-panel": _site(_BOTH, ["en", "it", "ko", "zhs", "pt"], "Planeswalk"),
    "js-show-all-rulings": _site(_BOTH, ["en", "fr", "es", "pt", "ru"], "Tabletop Oracle"),
    "js-ruling-vote-widgets": _site(_BOTH, ["en", "de", "ru", "ja", "ko"], "RulesHub"),
    "js-relative-time-rulings": _site(_BOTH, ["de", "fr", "en", "ja", "zhs", "es"], "Chronicle"),
    "js-intl-locale-app": _site(_BOTH, ["ko", "ru", "pl", "zht", "it", "ja", "de"], "Multiverse Index"),
    "js-consent-cmp-vendors": _site(_BOTH, ["de", "fr", "it", "es", "pl", "en", "pt"], "Arcane Exchange"),
    "js-pwa-install-shell": _site(_BOTH, ["en", "ja", "ko", "pt", "zhs"], "Pocket Judge"),
    "js-jsonld-faq-article": _site(_BOTH, ["en", "es", "de", "fr", "it"], "The Rules Desk"),
    "js-skeleton-toast-loadmore": _site(_BOTH, ["en", "pl", "ru", "it", "zht"], "Sideboard"),
    "js-deckbuilder-card-modal": _site(_BOTH, ["en", "de", "fr", "ja", "es"], "Brewlab"),
    "js-vitepress-hover-links": _site(_BOTH, ["en", "zhs", "zht", "ko", "ja"], "Rulings Wiki"),
    "js-remix-turbo-stream": _site(_BOTH, ["en", "fr", "pt", "ko", "de"], "Cardloom"),
    "js-htmx-partials": _site(_BOTH, ["en", "de", "ru", "it", "pl"], "Librarium"),
    "js-hotwire-turbo-frames": _site(_BOTH, ["en", "es", "ja", "pt", "fr"], "Stackhouse"),
    "js-rules-quiz-hints-untitled": _site(_BOTH, ["en", "de", "fr", "es", "ja"], "Rulesle"),
    "js-support-chat-photo-untitled": _site(_BOTH, ["en", "de", "it", "pt", "ko"], "The Mana Well"),
}

LAYOUTS45 = tuple(Fresh45Generator.LAYOUTS45)
Fresh45Generator.SITES = SITES45  # the layouts' tables, for ``PageDays.page``


def fresh45_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-45 part's pages, drawn with their own generator (seed + 320007) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh45Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh45")


# --- the self-test ---------------------------------------------------------------------------------------

def undated_answer_problems(p: Page, card: CardData, seen) -> list[str]:
    """A copy that shows only relative times: the page's card, id and split; every ruling of the card once, undated, in the
    page; the relative time shown for each."""
    problems = []
    texts = {t for _, t in card.rulings}
    if p.card != card.name or (card.faces and " // " not in p.card) or not p.id.startswith("js") or p.split != "fresh45":
        problems.append(f"card {p.card!r}, id {p.id}, split {p.split}")
    if {t for _, t in p.rulings} != texts or len(p.rulings) != len(texts):
        problems.append(f"{len(p.rulings)} rulings of the card's {len(texts)}")
    for d, t in p.rulings:
        if d is not None:
            problems.append(f"a dated ruling in a copy that shows no date: {d} {t[:40]}")
        if not seen(t):
            problems.append(f"ruling not in page: {t[:60]}")
    shown = p.__dict__.get("shown", [])
    if len(shown) != len(p.rulings):
        problems.append(f"{len(shown)} shown dates for {len(p.rulings)} rulings")
    return problems + [f"relative time not shown as written: {s[:60]}" for s in shown if not seen(s)]


def _part_problems(pages: list[Page], gen: Fresh45Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, each in every format it is saved in), date languages
    (twelve at least), title languages (six besides English), cards with faces on about half of the pages; the rest in
    ``_part_variety``."""
    return varied_part_problems(pages, gen, LAYOUTS45, _part_variety)


def _part_variety(pages: list[Page], gen: Fresh45Generator, layouts: set[str], multi: list[Page], by_name: dict) -> list[str]:
    """The rest of ``_part_problems`` (a whole part only): formats, kinds of cards, of titles, of ``--card`` and of
    translations, translations on some pages, the rulings' presentations, hidden rulings, every consent manager, every way
    of writing a symbol where a ruling has one, own dates in the rulings' very form on many pages, undated rulings only in
    the relative-time copies and on few pages."""
    problems = []
    short = sorted(lay for lay in layouts if {p.fmt for p in pages if p.layout == lay} != set(SITES45[lay]["fmts"]))
    if short:
        problems.append(f"layouts not in each of their formats: {short}")
    problems += variety_problems(pages, gen, multi, by_name)
    hows = {s.split("/")[0] for p in pages for s in p.__dict__.get("styles", [])}
    if not {"ul", "ol", "div", "cards", "dl", "table", "details", "hidden", "tabs", "fragment", "bubble"} <= hows:
        problems.append(f"rulings shown in too few ways: {sorted(hows)}")
    cmps = {v for p in pages for v in p.__dict__.get("cmps", [])}
    if cmps != set(CMPS45):
        problems.append(f"consent managers missing: {sorted(set(CMPS45) - cmps)}")
    syms = {m for p in pages if p.fmt == "html" for m in re.findall(r'class="(mana-symbol|symbol symbol|card-symbol|ms ms)', p.content)}
    if len(syms) < 4:
        problems.append(f"symbols written in too few ways: {sorted(syms)}")
    same = sum(1 for p in pages if p.__dict__.get("same_form"))
    if not 0.4 * len(pages) <= same <= 0.9 * len(pages):
        problems.append(f"{same} pages show a date of their own in the rulings' very form (about two thirds wanted)")
    undated = [p for p in pages if any(d is None for d, _ in p.rulings)]
    if any(p.layout not in UNDATED or p.fmt != "text" for p in undated) or len(undated) > 0.1 * len(pages):
        problems.append(f"undated rulings on {len(undated)} pages, or outside the relative-time copies")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh45Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = views45(p)
    seen = seen_in(views)
    answers = undated_answer_problems(p, card, seen) if p.layout in UNDATED and p.fmt == "text" else None
    return page_answer_problems(p, card, gen, views, seen, "js", "fresh45", at_least=3, late_days=FUTURE_DAYS, answers=answers)


def self_test(pages: list[Page], gen: Fresh45Generator) -> list[str]:
    """What is wrong with the answers: every page's content survives UTF-8; every ruling text, translation, chrome line,
    shown date and the page's own dates are in the page as read (as written; a saved page without its tags, its entities
    resolved; and with its symbol images read as their alt text); the rulings are all the card's own with their real
    MTGJSON dates (undated only in the relative-time layout's text copies, which show no date); every page shows three
    dates of its own at least, none of them a ruling's day nor more than FUTURE_DAYS after the page's; translations are the
    card's printed whole card or one printed face in a stored language; the card is the database's English name ("A // B"
    for a card with faces); titled pages name their card, untitled ones name it nowhere but inside a ruling and carry no
    translation; chrome on every page and inside no ruling or translation; and for the part: every layout in each of its
    formats, dates in 12 languages, titles in 6 printed languages besides English, cards with faces on about half of the
    pages and of every kind, every kind of title and of ``--card``, translations of faces, of whole cards and of
    single-faced cards on some pages, the rulings in lists, cards, definition lists, tables, accordions, hidden
    containers, tab panels, a DevTools fragment and a chat bubble, every consent manager, four ways of writing symbols,
    own dates in the rulings' very form on many pages, and undated rulings on few pages."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh45Generator, fresh45_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"{sum(1 for p in pages if p.__dict__.get('same_form'))} pages with an own date in the rulings' form, "
                                   f"{sum(1 for p in pages if any(d is None for d, _ in p.rulings))} with undated rulings, "
                                   f"{sum(1 for p in pages if any(s.startswith('hidden') for s in p.__dict__.get('styles', [])))} with hidden rulings, "
                                   f"consent managers: {len({v for p in pages for v in p.__dict__.get('cmps', [])})}")


if __name__ == "__main__":
    raise SystemExit(main())
