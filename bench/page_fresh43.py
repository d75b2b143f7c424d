"""The fresh-43 held-out part of the page corpus (``bench/page_corpus.py``): organized play, coverage and official
communications, 2015-2026. Tournament coverage (a live blog, articles in Japanese, Spanish, Brazilian Portuguese, French,
German, Chinese, Korean and Russian), an event's information page, a judge's tournament report, MTG Arena's patch notes,
Magic Online's weekly announcements, a Banned and Restricted announcement, an Oracle update bulletin, a set's release
notes, a tournament platform's event page, a store's events page, a Judge Academy practice question, the Companion
app's announcement, a broadcast rundown, an annotated IPG section and a preview article: each about one card (a card
with several faces on half of the pages, a single-faced one on the other half), quoting that card's official rulings
with their real dates amid material full of other dates and times (event days, round starts and clocks, schedules,
patch and downtime days, effective days, release and prerelease days, publication, update and comment days, registration
deadlines), some of them in the very form of the rulings' days, so that telling the rulings' days from the rest is the
hard part.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser run on it,
and never run through it. Only the corpus's interface was read (``bench/page_corpus.py``: ``Page`` and its
``encoding``, ``CardData``, ``fold``, ``load_cards``, ``multiface_cards``, ``MONTHS``, ``WEEKDAYS``;
``bench/page_fresh42.py`` as the model, from which the date patterns, the card picker, the titles, translations and
``--card`` helpers and the self-test's shape are taken), ``bench/page_accuracy.py`` (the wiring),
``tests/test_page_fresh_corpus.py`` and ``tests/conftest.py``, and the MTGJSON sample data; the earlier parts only for
their layout names.

Layouts (each in the formats its site saves: HTML, text, or both; the text of an HTML page is the page as a browser
copies it unless said):

- op-coverage-liveblog: a tournament's live coverage on WordPress's Liveblog plugin, newest entry first ("Round 10 ·
  10:37"), pairings posted, top tables, a feature match, the judge call about the card with its rulings, the schedule's
  days in the sidebar;
- op-event-info-faq: an event's information and FAQ page (English, German, Spanish, French, Italian): its days, venue,
  fee, the schedule table (doors open, deck registration closes, rounds), the Melee deadline, FAQ entries, the head
  judge's announcement with the card's rulings, "last updated";
- op-judge-tournament-report: a judge's report (English, Italian) on a WordPress blog (posted day, comments with their
  days) or as its PDF through pdftotext (wrapped lines, running heads, page numbers, form feeds): facts, timeline, the
  calls, the card's rulings read to the players;
- op-arena-patch-notes: MTG Arena's patch notes on magic.wizards.com (OneTrust banner, the Nuxt site's hashed classes,
  JSON-LD): the patch day in the title, the AP-style byline, downtime, event days, the card's bug fix with its rulings,
  known issues, a dated update line;
- op-mtgo-weekly-announcements: Magic Online's announcements: the downtime's day (in the rulings' form now and then),
  the known issues table with reported days, the resolved issue with the card's rulings, upcoming events' start and end
  stamps;
- op-banned-restricted-announcement: a B&R announcement (English, German, French, Italian, Spanish, Portuguese,
  Japanese): announcement and effective days, format changes (the card unbanned), the printed card now and then, a
  rulings reminder, the next announcement's day;
- op-oracle-update-bulletin: an update bulletin: its day, the day its changes take effect, Comprehensive Rules changes,
  the card's old (printed) and new (Oracle) wording, its rulings, the previous bulletin's day;
- op-release-notes-article: a set's release notes (seven languages): the document's last change, release and
  prerelease days, a legality day, the card (printed now and then) and its notes, each with its day;
- op-melee-tournament-page: a tournament's page on a Melee-like platform (the organizer writing in English, Spanish or
  Portuguese): start, registration opened and closed stamps ("9/2/2025 10:00 AM", "15/03/2025 13:42"), round timer,
  pairings, standings, a decklist with the card's text in its hover attribute, announcements with their stamps;
- op-store-event-locator: a store's events page (English, German, Dutch, Polish): event cards with day and time, fee,
  spots and "Register", the night's event in detail, the store judge's post with the card's rulings;
- op-judge-academy-practice: a practice question on the card, its options, the revealed answer citing the rulings,
  added, last reviewed, rules-version and last-attempt days;
- op-companion-app-text (text only): the Companion app's announcement shared as text, or a screenshot's text (status
  bar, tabs), English, German, French or Japanese;
- op-coverage-ja-article: a Japanese store's coverage article (2025/03/15, 《card names》, the event day with its
  weekday, share buttons, related articles with their days);
- op-coverage-es-cronica: a Spanish blog's tournament chronicle (Complianz, comments "15/03/2025 a las 21:14");
- op-coverage-ptbr-noticia: a Brazilian portal's coverage ("Por … em 15/03/2025 às 21:14", "Atualizado em …", "Leia
  também");
- op-coverage-fr-direct: a French organizer's live page ("Publié le … à 9 h 02", the programme's days in words);
- op-coverage-de-turnierbericht: a German magazine's tournament report ("15.03.2025, 21:14 Uhr", reading time,
  comments, other reports with their days);
- op-coverage-zh-wechat: a WeChat official account's article (Simplified; ``rich_media_title``, ``publish_time``,
  comments dated "3月16日") or a Taiwanese PIXNET blog post (Traditional; "Mar 15 Sat 2025 21:14");
- op-coverage-ko-naver-blog: a Naver blog post (SmartEditor's classes, "2025. 3. 15. 21:14", other posts' days);
- op-coverage-ru-telegram-channel: a Russian channel's posts on t.me/s/ (``tgme_widget_message_text``, views, ``time``)
  or copied from Telegram Desktop ("Канал, [15.03.2025 14:32]");
- op-broadcast-rundown: a day's broadcast rundown as a Google Sheet published to the web (``waffle`` table) or as the
  producer's text script: segments' start times and lengths, the rules segment's script with the card's rulings;
- op-policy-annotated-ipg: a judge blog's annotated IPG section (Missed Trigger): the IPG's effective day, an example
  built on the card with its rulings, the section's history, each change dated (in the rulings' form now and then);
- op-preview-card-article: a preview of a returning card (English, Japanese, Spanish): publication and embargo days,
  release and prerelease days, the card (printed now and then), the rulings already on file;
- op-floor-notes-untitled (names no card): a floor judge's notes (English, German) as a Notepad text (a BOM now and
  then) or a Google Doc published to the web: rounds' times, calls by round and table, the rulings read about a card a
  player showed on a phone, the next event's days;
- op-photo-caption-untitled (names no card): a coverage photo gallery's page (English, Spanish, Japanese) whose caption
  has the head judge reading the rulings of "the card on the table", the credit's day, the neighbouring photos.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Titled pages name the card where the site does (a call's write-up, a fix,
a format change, a card block, a question), printed in the page's language most of the time on a localized page; the
rulings themselves stay in their official English (localized pages say so), as in fresh-42. Rulings' days in thirteen
languages' forms (English month-first numeric, long, AP, ISO and day-first long; German, French, Italian, Spanish,
Portuguese, Dutch, Polish and Russian day-first; Japanese, Korean, Simplified and Traditional Chinese year-first), shown
as lists, paragraphs, tables, quotes, definition lists, table cells and plain lines; the pages' own days (three at
least on every page, none a ruling's day, some in the very form of the rulings' days) in the sites' own forms besides.
Each page's generator is seeded with the corpus seed + 300007 (``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part
the single-faced cards and then ``multiface_cards``. Page ids are "op000"–"op199". The self-test (``python
bench/page_fresh43.py [SETS]``) passes at seeds 7 and 21 on the bundled sample. Held out: not run through the parser
when written; bench/page_accuracy.py prints its failures only with --show-fresh43.

The scaffolding this part shared with the parts before it (the card picker, names, titles, translations, ``--card``,
days, chrome's bookkeeping, helpers and the self-test's common checks) now lives in ``bench/page_parts.py``
(``EncodedPartGenerator``); this module keeps the part's own layouts, words, date forms and checks.
"""

import datetime as dt
import json
import random
import re
from dataclasses import dataclass

from page_corpus import MONTHS as CORPUS_MONTHS
from page_corpus import WEEKDAYS as CORPUS_WEEKDAYS
from page_corpus import CardData, Page
from page_parts import (EncodedPartGenerator, PageDays, e, ea, hex_digits, multi_share, page_answer_problems,
                        part_basics, part_main, problems_of_pages, reading_views, seen_in, slug, variety_problems)

SEED_OFFSET = 300007
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a page of the part is saved on (organized play's pages from 2015 to 2026)
FIRST_DAY, LAST_DAY = dt.date(2015, 1, 5), dt.date(2026, 4, 24)
#: how far after the page's own day a date it shows may lie (an event's schedule, an effective date, a release day)
FUTURE_DAYS = 400

# --- dates: the rulings' days as the pages write them -------------------------------------------------------

MONTHS = {**CORPUS_MONTHS,
          "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
          "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split()}
#: month abbreviations: English, the AP's (Wizards' articles), Dutch, Polish, Spanish, Portuguese, French
MON = {k: v.split("|") for k, v in {
    "en": "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
    "ap": "Jan.|Feb.|March|April|May|June|July|Aug.|Sept.|Oct.|Nov.|Dec.",
    "nl": "jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec",
    "es": "ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic",
    "pt": "jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez",
    "fr": "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.",
}.items()}
WEEKDAYS = {**CORPUS_WEEKDAYS, "en3": "Mon Tue Wed Thu Fri Sat Sun".split(),
            "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag".split(),
            "pl": "poniedziałek wtorek środa czwartek piątek sobota niedziela".split()}

#: each language's forms of a ruling's day, by kind: {d} {dd} day, {d1} the French "1er", {m} {mm} month, {y} year,
#: {M} month word (genitive where the language declines it), {Map} the AP style's abbreviation, {iso} ISO
PATTERNS = {
    "en": {"mdy": "{m}/{d}/{y}", "long": "{M} {d}, {y}", "ap": "{Map} {d}, {y}", "iso": "{iso}", "dmy": "{d} {M} {y}"},
    "de": {"num": "{dd}.{mm}.{y}", "long": "{d}. {M} {y}", "short": "{d}.{m}.{y}"},
    "fr": {"num": "{dd}/{mm}/{y}", "long": "{d1} {M} {y}"},
    "it": {"num": "{dd}/{mm}/{y}", "long": "{d} {M} {y}"},
    "es": {"num": "{dd}/{mm}/{y}", "long": "{d} de {M} de {y}"},
    "pt": {"num": "{dd}/{mm}/{y}", "long": "{d} de {M} de {y}"},
    "nl": {"long": "{d} {M} {y}", "num": "{dd}-{mm}-{y}"},
    "pl": {"long": "{d} {M} {y} r.", "num": "{dd}.{mm}.{y}"},
    "ru": {"long": "{d} {M} {y} г.", "num": "{dd}.{mm}.{y}"},
    "ja": {"kanji": "{y}年{m}月{d}日", "slash": "{y}/{mm}/{dd}"},
    "ko": {"hangul": "{y}년 {m}월 {d}일", "dot": "{y}.{mm}.{dd}", "dots": "{y}. {m}. {d}."},
    "zhs": {"kanji": "{y}年{m}月{d}日", "dash": "{y}-{m}-{d}", "iso": "{iso}"},
    "zht": {"kanji": "{y}年{m}月{d}日", "slash": "{y}/{m}/{d}"},
}
#: the ruling-day forms a page in each language uses
FORMS = {lang: [f"{lang}:{kind}" for kind in kinds] for lang, kinds in PATTERNS.items()}


def render43(d: dt.date, form: str) -> str:
    """A day in one of the forms ("lang:kind"), in the language's words."""
    lang, kind = form.split(":", 1)
    months = MONTHS.get(lang, MONTHS["en"])
    return PATTERNS[lang][kind].format(d=d.day, dd=f"{d.day:02d}", d1="1er" if d.day == 1 else d.day, m=d.month, mm=f"{d.month:02d}",
                                       y=d.year, M=months[d.month - 1], Map=MON["ap"][d.month - 1], iso=d.isoformat())


def h12(t: dt.datetime, sep: str = " ", am: tuple[str, str] = ("AM", "PM")) -> str:
    """"2:32 PM" (the US clock, no leading zero)."""
    return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d}{sep}{am[t.hour >= 12]}"


def weekday(d: dt.date, lang: str) -> str:
    return WEEKDAYS.get(lang, WEEKDAYS["en"])[d.weekday()]


# --- what a page's text is made of: marked runs ------------------------------------------------------------

class R(str):
    """A ruling's text as the page shows it."""


class D(str):
    """A ruling's day as the page shows it."""


class T(str):
    """The card's own words: the name the page names it by, its Oracle or printed text."""


class Raw(str):
    """Markup written as it is (a script's or a style sheet's body)."""


def plain(s) -> bool:
    """Whether a run is the site's own words (chrome), not a ruling, a ruling's day or the card's words."""
    return isinstance(s, str) and not isinstance(s, (R, D, T, Raw))


# --- a page's HTML as a tree, and its text as a browser copies it -------------------------------------------

class N:
    """An HTML element: its tag, its attributes, its children (elements and runs)."""

    __slots__ = ("tag", "attrs", "kids")

    def __init__(self, tag: str, kids: list, attrs: dict) -> None:
        self.tag, self.kids, self.attrs = tag, kids, attrs


def _flat(xs) -> list:
    out = []
    for x in xs:
        if x is None or x == "":
            continue
        if isinstance(x, (list, tuple)):
            out += _flat(x)
        else:
            out.append(x)
    return out


def h(sel: str, *kids, **attrs) -> N:
    """An element from a selector ("div.a.b#id"), its children (None and lists flattened) and attributes (``data_x`` is
    data-x, ``class_`` adds classes, True a bare attribute)."""
    tag, *rest = re.split(r"(?=[.#])", sel)
    a: dict = {}
    ids = [x[1:] for x in rest if x.startswith("#")]
    if ids:
        a["id"] = ids[0]
    classes = [x[1:] for x in rest if x.startswith(".")]
    extra = attrs.pop("class_", None)
    if classes or extra:
        a["class"] = " ".join(classes + ([extra] if extra else []))
    for k, v in attrs.items():
        if v is not None and v is not False:
            a[k.rstrip("_").replace("_", "-")] = v
    return N(tag or "div", _flat(kids), a)


VOID = {"br", "img", "hr", "meta", "link", "input", "source"}
#: elements a browser's copy ends a line after (one), or sets apart by a blank line (two)
BLOCK1 = {"div", "section", "article", "header", "footer", "nav", "aside", "main", "li", "tr", "dt", "dd", "figcaption", "form",
          "details", "summary", "address", "ul", "ol", "dl", "thead", "tbody", "tfoot", "label", "caption", "body", "html", "fieldset"}
BLOCK2 = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table", "figure", "pre", "hr"}
SKIP = {"script", "style", "template", "head", "noscript", "svg", "title", "iframe"}


def to_html(n) -> str:
    if isinstance(n, Raw):
        return str(n)
    if isinstance(n, str):
        return e(n)
    attrs = "".join(f" {k}" if v is True else f' {k}="{ea(str(v))}"' for k, v in n.attrs.items())
    if n.tag in VOID:
        return f"<{n.tag}{attrs}>"
    inner = "".join(to_html(k) for k in n.kids)
    nl = "\n" if n.tag in BLOCK1 | BLOCK2 and n.tag not in ("li", "dt", "dd", "summary", "label", "caption") else ""
    return f"<{n.tag}{attrs}>{inner}</{n.tag}>{nl}"


def _hidden(n: N) -> bool:
    return n.tag in SKIP or "hidden" in n.attrs or "display:none" in str(n.attrs.get("style", "")).replace(" ", "")


def _walk(n, out: list, pre: bool = False) -> None:
    """The runs and line breaks a browser's copy of ``n`` gives: runs as they are, an int a break of that many lines."""
    if isinstance(n, str):
        out.append(n if pre else re.sub(r"\s+", " ", n))
        return
    if _hidden(n):
        return
    if n.tag == "br":
        out.append("\n")
        return
    b = 2 if n.tag in BLOCK2 else 1 if n.tag in BLOCK1 else 0
    if b:
        out.append(b)
    if n.tag == "tr":
        cells = [k for k in n.kids if isinstance(k, N) and not _hidden(k)]
        for i, k in enumerate(cells):
            if i:
                out.append("\t")
            for kk in k.kids:
                _walk(kk, out, pre)
    else:
        for k in n.kids:
            _walk(k, out, pre or n.tag in ("pre", "textarea"))
    if b:
        out.append(b)


def inner_text(n) -> str:
    """The element's text as a browser copies it: a line a block, a blank line around paragraphs, headings, tables and
    quotes, a table's cells tab-separated, its spaces collapsed (not in ``pre``)."""
    out: list = []
    _walk(n, out)
    s, pending = "", 0
    for x in out:
        if isinstance(x, int):
            pending = max(pending, x)
            continue
        if x == "\n":
            s, pending = s + "\n", 0
            continue
        if pending and s.strip():
            s = s.rstrip(" ") + "\n" * pending
        pending = 0
        if s.endswith(("\n", "\t")) or not s:
            x = x.lstrip(" ")
        s += x
    lines = [ln.strip(" ") for ln in s.split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n") + "\n"


def leaves(n, out: list | None = None) -> list:
    """Every run of a tree a reader sees (hidden elements, scripts and styles left out)."""
    out = [] if out is None else out
    if isinstance(n, str):
        out.append(n)
    elif not _hidden(n):
        for k in n.kids:
            leaves(k, out)
    return out


# --- the sites' own words ------------------------------------------------------------------------------------

#: consent banners: OneTrust (Wizards' sites), Complianz (WordPress), Cookiebot; the text, then the buttons
COOKIES = {
    "onetrust": {
        "en": ["By clicking “Accept All Cookies”, you agree to the storing of cookies on your device to enhance site navigation, analyze site usage, and assist in our marketing efforts.",
               "Cookies Settings", "Reject All", "Accept All Cookies"],
        "de": ["Wenn Sie auf „Alle Cookies akzeptieren“ klicken, stimmen Sie der Speicherung von Cookies auf Ihrem Gerät zu.", "Cookie-Einstellungen",
               "Alle ablehnen", "Alle Cookies akzeptieren"],
        "fr": ["En cliquant sur « Accepter tous les cookies », vous acceptez le stockage de cookies sur votre appareil.", "Paramètres des cookies", "Tout refuser",
               "Accepter tous les cookies"],
        "it": ["Cliccando su “Accetta tutti i cookie”, accetti di memorizzare i cookie sul tuo dispositivo.", "Impostazioni cookie", "Rifiuta tutti",
               "Accetta tutti i cookie"],
        "es": ["Al hacer clic en “Aceptar todas las cookies”, aceptas que las cookies se guarden en tu dispositivo.", "Configuración de cookies", "Rechazar todas",
               "Aceptar todas las cookies"],
        "pt": ["Ao clicar em “Aceitar todos os cookies”, você concorda com o armazenamento de cookies no seu dispositivo.", "Configurações de cookies",
               "Rejeitar todos", "Aceitar todos os cookies"],
        "ja": ["「すべてのCookieを受け入れる」をクリックすると、サイトの利用状況の分析のためにCookieがデバイスに保存されることに同意したことになります。", "Cookie設定", "すべて拒否", "すべてのCookieを受け入れる"],
    },
    "complianz": {
        "en": ["To provide the best experiences, we use technologies like cookies to store and/or access device information.", "Accept", "Deny", "View preferences"],
        "es": ["Para ofrecer las mejores experiencias, utilizamos tecnologías como las cookies para almacenar y/o acceder a la información del dispositivo.",
               "Aceptar", "Denegar", "Ver preferencias"],
        "pt": ["Para fornecer as melhores experiências, usamos tecnologias como cookies para armazenar e/ou acessar informações do dispositivo.", "Aceitar", "Negar",
               "Ver preferências"],
        "fr": ["Pour offrir les meilleures expériences, nous utilisons des technologies telles que les cookies pour stocker et/ou accéder aux informations des appareils.",
               "Accepter", "Refuser", "Voir les préférences"],
        "de": ["Um dir ein optimales Erlebnis zu bieten, verwenden wir Technologien wie Cookies, um Geräteinformationen zu speichern bzw. darauf zuzugreifen.",
               "Akzeptieren", "Ablehnen", "Einstellungen ansehen"],
        "it": ["Per fornire le migliori esperienze, utilizziamo tecnologie come i cookie per memorizzare e/o accedere alle informazioni del dispositivo.", "Accetta",
               "Nega", "Visualizza le preferenze"],
    },
    "cookiebot": {
        "en": ["This website uses cookies", "We use cookies to personalise content and to analyse our traffic.", "Deny", "Allow selection", "Allow all"],
        "de": ["Diese Webseite verwendet Cookies", "Wir verwenden Cookies, um Inhalte zu personalisieren und die Zugriffe auf unsere Website zu analysieren.",
               "Ablehnen", "Auswahl erlauben", "Alle zulassen"],
        "es": ["Este sitio web utiliza cookies", "Utilizamos cookies para personalizar el contenido y analizar el tráfico.", "Denegar", "Permitir la selección",
               "Permitir todas"],
        "fr": ["Ce site utilise des cookies", "Nous utilisons des cookies pour personnaliser le contenu et analyser notre trafic.", "Refuser",
               "Autoriser la sélection", "Tout autoriser"],
        "it": ["Questo sito web utilizza i cookie", "Utilizziamo i cookie per personalizzare i contenuti e analizzare il nostro traffico.", "Nega",
               "Consenti la selezione", "Consenti tutti"],
        "nl": ["Deze website gebruikt cookies", "We gebruiken cookies om content te personaliseren en ons websiteverkeer te analyseren.", "Weigeren",
               "Selectie toestaan", "Alles toestaan"],
        "pl": ["Ta strona korzysta z plików cookie", "Używamy plików cookie, aby personalizować treści i analizować ruch.", "Odmów", "Zezwól na wybór",
               "Zezwól na wszystkie"],
    },
}

#: magic.wizards.com's menu, footer and legal lines, by language
WIZ = {
    "en": dict(nav=["Products", "How to Play", "News", "Formats", "Community", "Play Online"], signin="Sign In",
               foot=["Terms of Use", "Privacy Policy", "Code of Conduct", "Cookies", "Do Not Sell or Share My Personal Information", "Customer Support"],
               rights="All Rights Reserved.", tm="Magic: The Gathering, its logo, the planeswalker symbol, the mana symbols, and the tap symbol are trademarks of Wizards of the Coast LLC."),
    "de": dict(nav=["Produkte", "Spielanleitung", "News", "Formate", "Community", "Online spielen"], signin="Anmelden",
               foot=["Nutzungsbedingungen", "Datenschutzrichtlinie", "Verhaltenskodex", "Cookies", "Impressum", "Kundenservice"],
               rights="Alle Rechte vorbehalten.", tm="Magic: The Gathering, das Logo, das Planeswalker-Symbol und die Manasymbole sind Marken von Wizards of the Coast LLC."),
    "fr": dict(nav=["Produits", "Comment jouer", "Actualités", "Formats", "Communauté", "Jouer en ligne"], signin="Connexion",
               foot=["Conditions d'utilisation", "Politique de confidentialité", "Code de conduite", "Cookies", "Assistance"],
               rights="Tous droits réservés.", tm="Magic: The Gathering, son logo, le symbole de planeswalker et les symboles de mana sont des marques de Wizards of the Coast LLC."),
    "it": dict(nav=["Prodotti", "Come si gioca", "Notizie", "Formati", "Community", "Gioca online"], signin="Accedi",
               foot=["Termini di utilizzo", "Informativa sulla privacy", "Codice di condotta", "Cookie", "Assistenza clienti"],
               rights="Tutti i diritti riservati.", tm="Magic: The Gathering, il suo logo, il simbolo dei planeswalker e i simboli di mana sono marchi di Wizards of the Coast LLC."),
    "es": dict(nav=["Productos", "Cómo jugar", "Noticias", "Formatos", "Comunidad", "Juega en línea"], signin="Iniciar sesión",
               foot=["Términos de uso", "Política de privacidad", "Código de conducta", "Cookies", "Atención al cliente"],
               rights="Todos los derechos reservados.", tm="Magic: The Gathering, su logotipo, el símbolo de planeswalker y los símbolos de maná son marcas comerciales de Wizards of the Coast LLC."),
    "pt": dict(nav=["Produtos", "Como jogar", "Notícias", "Formatos", "Comunidade", "Jogue online"], signin="Entrar",
               foot=["Termos de uso", "Política de privacidade", "Código de conduta", "Cookies", "Atendimento ao cliente"],
               rights="Todos os direitos reservados.", tm="Magic: The Gathering, seu logotipo, o símbolo de planeswalker e os símbolos de mana são marcas registradas da Wizards of the Coast LLC."),
    "ja": dict(nav=["製品情報", "遊び方", "ニュース", "フォーマット", "コミュニティ", "オンラインで遊ぶ"], signin="サインイン",
               foot=["利用規約", "プライバシーポリシー", "行動規範", "Cookie", "カスタマーサポート"],
               rights="All Rights Reserved.", tm="Magic: The Gathering、そのロゴ、プレインズウォーカー・シンボル、マナ・シンボルはWizards of the Coast LLCの商標です。"),
}

_FAQ_EN = [("Can I bring food and drinks?", "Yes. Food trucks are outside the main hall from 11:00."),
           ("Is there a bag check?", "Yes, at the entrance next to the registration desk."),
           ("What if I am late for Round 1?", "Players not seated 10 minutes after the round starts receive a match loss.")]
#: an event's information page, by language
EVENT_FAQ = {
    "en": dict(title="Event Information & FAQ", date="Dates", venue="Venue", hall="{} Convention Center", format="Format", fee="Entry fee",
               cap="Player cap", doors="Doors open", reg_close="Deck registration closes", meeting="Player meeting", round="Round {}",
               lunch="Lunch break (30 min)", end="Expected end of Day 1", when="Time", what="Activity", hj_title="A note from the Head Judge",
               posted="Posted {}", hj="Head Judge", hj_pre="We expect to see plenty of ", th_date="Date", th_ruling="Ruling",
               hj_post=" this weekend. To save everyone a judge call, here are its official rulings:", schedule="Schedule",
               deadline="Online deck registration on Melee.gg closes on {} at 23:59 local time.", updated="Last updated: {}",
               org="Spiral Gate Events", nav=["Events", "Schedule", "Travel", "FAQ", "Register"],
               foot="© Spiral Gate Events · Code of Conduct · Privacy Policy · Contact", faq=_FAQ_EN),
    "de": dict(title="Eventinfos & FAQ", date="Termin", venue="Veranstaltungsort", hall="Messe {}", format="Format", fee="Startgebühr",
               cap="Teilnehmerlimit", doors="Einlass", reg_close="Ende der Deckregistrierung", meeting="Spielerbesprechung", round="Runde {}",
               lunch="Mittagspause (30 Min.)", end="Voraussichtliches Ende Tag 1", when="Uhrzeit", what="Programm", hj_title="Hinweis des Head Judges",
               posted="Veröffentlicht am {}", hj="Head Judge", hj_pre="An diesem Wochenende werden wir viel ", th_date="Datum", th_ruling="Ruling",
               hj_post=" sehen. Damit ihr keinen Judge rufen müsst, hier die offiziellen Rulings (englischer Originaltext):", schedule="Zeitplan",
               deadline="Die Online-Deckregistrierung auf Melee.gg endet am {} um 23:59 Uhr.", updated="Zuletzt aktualisiert: {}",
               org="Nordlicht Events", nav=["Events", "Zeitplan", "Anreise", "FAQ", "Anmeldung"], foot="© Nordlicht Events · Impressum · Datenschutz · Kontakt",
               faq=[("Darf ich Essen mitbringen?", "Ja. Foodtrucks stehen ab 11:00 Uhr vor der Halle."), ("Gibt es eine Garderobe?", "Ja, direkt neben dem Check-in."),
                    ("Was passiert, wenn ich zu Runde 1 zu spät komme?", "Wer 10 Minuten nach Rundenbeginn nicht am Tisch sitzt, erhält einen Match Loss.")]),
    "es": dict(title="Información del evento y preguntas frecuentes", date="Fechas", venue="Sede", hall="Palacio de Congresos de {}", format="Formato",
               fee="Inscripción", cap="Plazas", doors="Apertura de puertas", reg_close="Cierre del registro de mazos", meeting="Reunión de jugadores",
               round="Ronda {}", lunch="Pausa para comer (30 min)", end="Fin previsto del día 1", when="Hora", what="Actividad",
               hj_title="Nota del juez principal", posted="Publicado el {}", hj="Juez principal", hj_pre="Este fin de semana veremos mucho ",
               th_date="Fecha", th_ruling="Ruling", schedule="Horario",
               hj_post=". Para ahorraros una llamada de juez, aquí tenéis sus rulings oficiales (texto original en inglés):",
               deadline="El registro de mazos en Melee.gg se cierra el {} a las 23:59 (hora local).", updated="Última actualización: {}",
               org="Eventos Dragón Rojo", nav=["Eventos", "Horario", "Cómo llegar", "Preguntas frecuentes", "Inscripción"],
               foot="© Eventos Dragón Rojo · Aviso legal · Política de privacidad · Contacto",
               faq=[("¿Puedo llevar comida?", "Sí. Habrá food trucks frente al pabellón desde las 11:00."), ("¿Hay consigna?", "Sí, junto al mostrador de inscripción."),
                    ("¿Qué pasa si llego tarde a la ronda 1?", "Quien no esté sentado 10 minutos después del inicio de la ronda recibe una derrota de partida.")]),
    "fr": dict(title="Infos pratiques & FAQ", date="Dates", venue="Lieu", hall="Centre des congrès de {}", format="Format", fee="Inscription",
               cap="Places", doors="Ouverture des portes", reg_close="Fin de l'enregistrement des decks", meeting="Réunion des joueurs", round="Ronde {}",
               lunch="Pause déjeuner (30 min)", end="Fin prévue du jour 1", when="Heure", what="Programme", hj_title="Le mot du juge principal",
               posted="Publié le {}", hj="Juge principal", hj_pre="Nous allons voir beaucoup de ", th_date="Date", th_ruling="Ruling",
               hj_post=" ce week-end. Pour vous éviter un appel juge, voici ses rulings officiels (texte original en anglais) :", schedule="Programme",
               deadline="L'enregistrement des decks sur Melee.gg ferme le {} à 23 h 59.", updated="Dernière mise à jour : {}",
               org="Ludik Events", nav=["Événements", "Programme", "Accès", "FAQ", "Inscription"], foot="© Ludik Events · Mentions légales · Confidentialité · Contact",
               faq=[("Puis-je apporter à manger ?", "Oui. Des food trucks sont installés devant le hall dès 11 h."), ("Y a-t-il une consigne ?", "Oui, à côté de l'accueil."),
                    ("Que se passe-t-il si j'arrive en retard à la ronde 1 ?", "Un joueur absent 10 minutes après le début de la ronde reçoit une défaite de match.")]),
    "it": dict(title="Informazioni e FAQ", date="Date", venue="Sede", hall="Fiera di {}", format="Formato", fee="Iscrizione", cap="Posti",
               doors="Apertura porte", reg_close="Chiusura registrazione mazzi", meeting="Riunione giocatori", round="Turno {}",
               lunch="Pausa pranzo (30 min)", end="Fine prevista giorno 1", when="Ora", what="Programma", hj_title="Una nota dall'Head Judge",
               posted="Pubblicato il {}", hj="Head Judge", hj_pre="Questo weekend vedremo molte copie di ", th_date="Data", th_ruling="Ruling",
               hj_post=". Per risparmiarvi una chiamata al giudice, ecco i ruling ufficiali (testo originale in inglese):", schedule="Programma",
               deadline="La registrazione dei mazzi su Melee.gg chiude il {} alle 23:59.", updated="Ultimo aggiornamento: {}",
               org="Drago Rosso Eventi", nav=["Eventi", "Programma", "Come arrivare", "FAQ", "Iscriviti"],
               foot="© Drago Rosso Eventi · P.IVA 01234567890 · Privacy · Contatti",
               faq=[("Posso portare cibo?", "Sì. I food truck sono davanti al padiglione dalle 11:00."), ("C'è un guardaroba?", "Sì, accanto al banco iscrizioni."),
                    ("Cosa succede se arrivo tardi al turno 1?", "Chi non è seduto 10 minuti dopo l'inizio del turno riceve una sconfitta della partita.")]),
}

#: a judge's tournament report, by language
REPORT = {
    "en": dict(title="Tournament Report: {ev}", event="Event", date="Date", staffed="Staff confirmed", players="Players", format="Format", role="My role",
               roles=("Floor Judge", "Head Judge"), staff="Judge staff", timeline="Timeline", t_arrive="Arrived at the venue, set up the judge station",
               t_meeting="Judge meeting", t_round="Round {} started", calls="Interesting calls", call="Call {n} — Round {k}, {t}",
               call_pre=" controlled ", call_post=". {b} asked how it works with a copy effect, so I read both players the official rulings from Gatherer:",
               upheld="Both players agreed, and the game continued. No appeal.",
               call2="{x}: a missed trigger noticed two turns later. The opponent chose not to put it on the stack; Warning issued per IPG 2.1.",
               lessons="Lessons learned", lessons_text="Keep Gatherer bookmarked on the judge phone: the rulings were the fastest way to settle the call.",
               pdf_head="Tournament Report — {ev}", pdf_foot="Page {}", printed="Report submitted", posted_on="Posted on", by="by", at="at",
               comments=["Great report, thanks for sharing the timeline!", "That first call came up at our store too."],
               cats="Categories: Tournament reports", blog="Notes from the Judge Station", tagline="A Level 2 judge writes about events and calls",
               n_comments="2 thoughts on this report"),
    "it": dict(title="Report del torneo: {ev}", event="Evento", date="Data", staffed="Staff confermato il", players="Giocatori", format="Formato", role="Il mio ruolo",
               roles=("Giudice di sala", "Head Judge"), staff="Staff arbitrale", timeline="Cronologia", t_arrive="Arrivo in sede, allestimento del banco giudici",
               t_meeting="Riunione dei giudici", t_round="Inizio del turno {}", calls="Chiamate interessanti", call="Chiamata {n} — Turno {k}, {t}",
               call_pre=" controllava ", call_post=". {b} ha chiesto come interagisce con un effetto di copia, così ho letto a entrambi i giocatori i ruling ufficiali (in inglese) da Gatherer:",
               upheld="Entrambi i giocatori erano d'accordo e la partita è continuata. Nessun appello.",
               call2="{x}: un innesco dimenticato notato due turni dopo. L'avversario ha scelto di non metterlo in pila; Warning secondo l'IPG 2.1.",
               lessons="Cosa ho imparato", lessons_text="Tenere Gatherer tra i preferiti sul telefono: i ruling sono stati il modo più rapido per chiudere la chiamata.",
               pdf_head="Report del torneo — {ev}", pdf_foot="Pagina {}", printed="Report inviato il", posted_on="Pubblicato il", by="di", at="alle",
               comments=["Ottimo report, grazie per la cronologia!", "La prima chiamata è capitata anche nel nostro negozio."],
               cats="Categorie: Report di torneo", blog="Appunti dal banco giudici", tagline="Un giudice di livello 2 racconta eventi e chiamate",
               n_comments="2 commenti a questo report"),
}

#: a Banned and Restricted announcement, by language ("q": how the language quotes a card's name)
BANNED = {
    "en": dict(title="Banned and Restricted Announcement", ann_date="Announcement Date:", eff_tt="Effective Date (tabletop and Magic Online):",
               eff_arena="MTG Arena Effective Date:", q="{}", banned="{} is banned.", unbanned=" is unbanned.", none="No changes.",
               formats=["Standard", "Pioneer", "Modern", "Legacy", "Pauper", "Historic", "Explorer"],
               intro="After reviewing data from recent events and the online metagame, we are making changes in three formats. {} remains under watch.",
               reminder_h="Rulings reminder", reminder="As it returns to play, here are the card's official rulings:", next="The next announcement is scheduled for {}.",
               tags=["Announcements", "Banned and Restricted"]),
    "de": dict(title="Ankündigung zu gesperrten und eingeschränkten Karten", ann_date="Datum der Ankündigung:", eff_tt="Gültig ab (Tabletop und Magic Online):",
               eff_arena="Gültig ab (MTG Arena):", q="{}", banned="{} wird gesperrt.", unbanned=" wird entsperrt.", none="Keine Änderungen.",
               formats=["Standard", "Pioneer", "Modern", "Legacy", "Pauper", "Historic"],
               intro="Nach Auswertung der letzten Turniere und des Online-Metagames ändern wir drei Formate. {} bleibt unter Beobachtung.",
               reminder_h="Rulings zur Erinnerung", reminder="Zur Rückkehr der Karte hier ihre offiziellen Rulings (englischer Originaltext):",
               next="Die nächste Ankündigung ist für den {} geplant.", tags=["Ankündigungen", "Gesperrte und eingeschränkte Karten"]),
    "fr": dict(title="Annonce des cartes bannies et restreintes", ann_date="Date de l'annonce :", eff_tt="Date d'effet (jeu sur table et Magic Online) :",
               eff_arena="Date d'effet sur MTG Arena :", q="{}", banned="{} est bannie.", unbanned=" n'est plus bannie.", none="Aucun changement.",
               formats=["Standard", "Pioneer", "Modern", "Legacy", "Pauper", "Historique"],
               intro="Après examen des derniers tournois et du métagame en ligne, trois formats changent. {} reste sous surveillance.",
               reminder_h="Rappel des rulings", reminder="Pour son retour, voici les rulings officiels de la carte (en anglais) :",
               next="La prochaine annonce est prévue le {}.", tags=["Annonces", "Cartes bannies et restreintes"]),
    "it": dict(title="Annuncio su carte bandite e limitate", ann_date="Data dell'annuncio:", eff_tt="Data di entrata in vigore (gioco cartaceo e Magic Online):",
               eff_arena="Data di entrata in vigore su MTG Arena:", q="{}", banned="{} è bandita.", unbanned=" non è più bandita.", none="Nessuna modifica.",
               formats=["Standard", "Pioneer", "Modern", "Legacy", "Pauper", "Historic"],
               intro="Dopo aver esaminato i tornei recenti e il metagame online, modifichiamo tre formati. {} resta sotto osservazione.",
               reminder_h="Promemoria dei ruling", reminder="Per il suo ritorno, ecco i ruling ufficiali della carta (in inglese):",
               next="Il prossimo annuncio è previsto per il {}.", tags=["Annunci", "Carte bandite e limitate"]),
    "es": dict(title="Anuncio de cartas prohibidas y restringidas", ann_date="Fecha del anuncio:", eff_tt="Fecha de entrada en vigor (juego de mesa y Magic Online):",
               eff_arena="Fecha de entrada en vigor en MTG Arena:", q="{}", banned="{} queda prohibida.", unbanned=" deja de estar prohibida.", none="Sin cambios.",
               formats=["Estándar", "Pioneer", "Modern", "Legacy", "Pauper", "Histórico"],
               intro="Tras revisar los torneos recientes y el metajuego en línea, cambiamos tres formatos. {} sigue bajo vigilancia.",
               reminder_h="Recordatorio de rulings", reminder="Para su regreso, aquí tienes los rulings oficiales de la carta (en inglés):",
               next="El próximo anuncio está previsto para el {}.", tags=["Anuncios", "Prohibidas y restringidas"]),
    "pt": dict(title="Anúncio de banimentos e restrições", ann_date="Data do anúncio:", eff_tt="Data efetiva (mesa e Magic Online):",
               eff_arena="Data efetiva no MTG Arena:", q="{}", banned="{} está banido.", unbanned=" foi desbanido.", none="Nenhuma alteração.",
               formats=["Padrão", "Pioneer", "Modern", "Legacy", "Pauper", "Histórico"],
               intro="Depois de analisar os torneios recentes e o metagame online, alteramos três formatos. {} continua sob observação.",
               reminder_h="Lembrete de rulings", reminder="Para a volta do card, seguem os rulings oficiais (em inglês):",
               next="O próximo anúncio está previsto para {}.", tags=["Anúncios", "Banimentos e restrições"]),
    "ja": dict(title="禁止制限告知", ann_date="告知日：", eff_tt="施行日（テーブルトップおよびMagic Online）：", eff_arena="施行日（MTGアリーナ）：",
               q="《{}》", banned="{}は禁止されます。", unbanned="は禁止解除されます。", none="変更はありません。",
               formats=["スタンダード", "パイオニア", "モダン", "レガシー", "パウパー", "ヒストリック"],
               intro="最近の大会結果とオンラインのメタゲームを検討した結果、3つのフォーマットを変更します。{}は引き続き注視します。",
               reminder_h="裁定の確認", reminder="使用可能に戻るにあたり、このカードの公式裁定（英語原文）を掲載します：", next="次回の告知は{}の予定です。",
               tags=["告知", "禁止制限"]),
}

#: a set's release notes, by language
RELNOTES = {
    "en": dict(title="{set} Release Notes", compiled="Compiled by Jess Dunks", modified="Document last modified: {}",
               intro="The release notes include information concerning the release of a new Magic: The Gathering product, along with clarifications and rulings involving its cards.",
               release="Release date:", prerelease="Prerelease events:", general="General Notes",
               legality="Card legality: cards with the {code} set code are legal in Commander, Legacy and Vintage starting ",
               specific="Card-Specific Notes", note="", tags=["Feature", "Release Notes"]),
    "fr": dict(title="Notes de version de {set}", compiled="Compilées par Jess Dunks", modified="Dernière modification du document : {}",
               intro="Les notes de version contiennent des informations sur la sortie d'un nouveau produit Magic: The Gathering, ainsi que des précisions sur ses cartes.",
               release="Date de sortie :", prerelease="Avant-premières :", general="Notes générales",
               legality="Légalité : les cartes avec le code d'extension {code} sont légales en Commander, Legacy et Vintage à partir du ",
               specific="Notes spécifiques aux cartes", note="Les précisions ci-dessous sont données dans leur version originale anglaise.",
               tags=["Article", "Notes de version"]),
    "de": dict(title="Versionshinweise zu {set}", compiled="Zusammengestellt von Jess Dunks", modified="Letzte Änderung des Dokuments: {}",
               intro="Die Versionshinweise enthalten Informationen zur Veröffentlichung eines neuen Magic: The Gathering-Produkts sowie Klarstellungen zu seinen Karten.",
               release="Erscheinungsdatum:", prerelease="Prerelease-Events:", general="Allgemeine Hinweise",
               legality="Turnierlegalität: Karten mit dem Erweiterungskürzel {code} sind ab dem folgenden Datum in Commander, Legacy und Vintage erlaubt: ",
               specific="Kartenspezifische Hinweise", note="Die Hinweise unten stehen im englischen Original.", tags=["Artikel", "Versionshinweise"]),
    "it": dict(title="Note sulla versione di {set}", compiled="A cura di Jess Dunks", modified="Ultima modifica del documento: {}",
               intro="Le note sulla versione contengono informazioni sull'uscita di un nuovo prodotto di Magic: The Gathering e chiarimenti sulle sue carte.",
               release="Data di uscita:", prerelease="Eventi di prerelease:", general="Note generali",
               legality="Legalità: le carte con il codice di espansione {code} sono legali in Commander, Legacy e Vintage dal ",
               specific="Note specifiche sulle carte", note="Le note sono riportate nella versione originale inglese.", tags=["Articolo", "Note sulla versione"]),
    "es": dict(title="Notas de la versión de {set}", compiled="Recopiladas por Jess Dunks", modified="Última modificación del documento: {}",
               intro="Las notas de la versión incluyen información sobre el lanzamiento de un nuevo producto de Magic: The Gathering y aclaraciones sobre sus cartas.",
               release="Fecha de lanzamiento:", prerelease="Eventos de presentación:", general="Notas generales",
               legality="Legalidad: las cartas con el código de expansión {code} son legales en Commander, Legacy y Vintage a partir del ",
               specific="Notas específicas de cartas", note="Las aclaraciones se reproducen en su versión original en inglés.", tags=["Artículo", "Notas de la versión"]),
    "pt": dict(title="Notas de Lançamento de {set}", compiled="Compiladas por Jess Dunks", modified="Última modificação do documento: {}",
               intro="As notas de lançamento trazem informações sobre o lançamento de um novo produto de Magic: The Gathering e esclarecimentos sobre seus cards.",
               release="Data de lançamento:", prerelease="Eventos de pré-lançamento:", general="Notas gerais",
               legality="Legalidade: cards com o código de coleção {code} são legais em Commander, Legacy e Vintage a partir de ",
               specific="Notas específicas de cards", note="As notas estão na versão original em inglês.", tags=["Artigo", "Notas de lançamento"]),
    "ja": dict(title="『{set}』リリースノート", compiled="編集：Jess Dunks", modified="最終更新日：{}",
               intro="リリースノートには、マジック：ザ・ギャザリングの新製品の発売に関する情報と、そのカードについての説明や裁定が含まれています。",
               release="発売日：", prerelease="プレリリース：", general="総合注釈", legality="カードの使用可能性：{code}のセット・コードを持つカードは、統率者戦、レガシー、ヴィンテージで次の日から使用できます：",
               specific="カード個別注釈", note="以下の注釈は英語の原文です。", tags=["特集", "リリースノート"]),
}

#: a tournament platform's announcements, by the organizer's language (the platform's own words stay English)
MELEE = {
    "en": dict(hj="Head Judge", pre="Several calls today about ", post=". Here are its official rulings:",
               a2="Round 5 starts in 10 minutes. Please report your results in the app.", a3="Lunch break after Round 3: 30 minutes."),
    "es": dict(hj="Juez principal", pre="Varias llamadas hoy sobre ", post=". Aquí van sus rulings oficiales (en inglés):",
               a2="La ronda 5 empieza en 10 minutos. Reportad los resultados en la app.", a3="Pausa para comer tras la ronda 3: 30 minutos."),
    "pt": dict(hj="Juiz principal", pre="Vários chamados hoje sobre ", post=". Seguem os rulings oficiais (em inglês):",
               a2="A rodada 5 começa em 10 minutos. Reportem os resultados no app.", a3="Intervalo de almoço depois da rodada 3: 30 minutos."),
}

WD_SHORT = {"en": WEEKDAYS["en3"], "de": "Mo. Di. Mi. Do. Fr. Sa. So.".split(), "nl": "ma di wo do vr za zo".split(),
            "pl": "pon. wt. śr. czw. pt. sob. niedz.".split()}
#: a store's events page, by language
STOREEV = {
    "en": dict(title="Events", kinds=["{set} Flashback Draft", "Commander Night", "Modern RCQ", "Cube Draft Night"],
               fee="Entry: {}", fees=["$30", "$35", "$10", "$25"], spots="{} of {} spots left", register="Register", date="Date:", checkin="Check-in:",
               start="Start:", format="Format:", judge_h="From our judge: rulings for tonight", posted="Posted {} by {judge}",
               pre="Tonight's packs are full of ", post=". Here are its official rulings, so you don't have to wait for a judge call:",
               th=("Date", "Ruling"), bar="Free local pickup · Events every week", nav=["Singles", "Sealed", "Events", "Buylist", "Contact"],
               news=["Join our mailing list", "Event announcements and preorders, once a week.", "Subscribe"], foot="Refund policy · Privacy policy · Terms of service"),
    "de": dict(title="Events", kinds=["{set} Flashback-Draft", "Commander-Abend", "Modern RCQ", "Cube-Draft-Abend"],
               fee="Startgeld: {}", fees=["30 €", "35 €", "10 €", "25 €"], spots="Noch {} von {} Plätzen frei", register="Anmelden", date="Datum:",
               checkin="Check-in:", start="Beginn:", format="Format:", judge_h="Von unserem Judge: Rulings für heute Abend", posted="Veröffentlicht am {} von {judge}",
               pre="Heute werden viele Pools ", post=" enthalten. Hier die offiziellen Rulings (englischer Originaltext), damit ihr nicht auf einen Judge warten müsst:",
               th=("Datum", "Ruling"), bar="Kostenloser Versand ab 50 € · Jede Woche Events", nav=["Einzelkarten", "Booster", "Events", "Ankauf", "Kontakt"],
               news=["Newsletter abonnieren", "Eventtermine und Vorbestellungen einmal pro Woche.", "Abonnieren"], foot="Impressum · Datenschutz · AGB · Widerrufsrecht"),
    "nl": dict(title="Evenementen", kinds=["{set} Flashback Draft", "Commanderavond", "Modern RCQ", "Cube-draftavond"],
               fee="Toegang: {}", fees=["€ 30", "€ 35", "€ 10", "€ 25"], spots="Nog {} van {} plekken", register="Inschrijven", date="Datum:",
               checkin="Inschrijving open:", start="Start:", format="Formaat:", judge_h="Van onze judge: rulings voor vanavond", posted="Geplaatst op {} door {judge}",
               pre="Vanavond zitten er veel ", post=" in de pools. Hier zijn de officiële rulings (in het Engels), zodat je niet op een judge hoeft te wachten:",
               th=("Datum", "Ruling"), bar="Gratis verzending vanaf € 50 · Elke week evenementen", nav=["Losse kaarten", "Boosters", "Evenementen", "Inkoop", "Contact"],
               news=["Schrijf je in voor de nieuwsbrief", "Evenementen en pre-orders, één keer per week.", "Inschrijven"],
               foot="Algemene voorwaarden · Privacybeleid · Retourneren"),
    "pl": dict(title="Wydarzenia", kinds=["Flashback Draft: {set}", "Wieczór Commandera", "Modern RCQ", "Wieczór draftu Cube"],
               fee="Wpisowe: {}", fees=["120 zł", "140 zł", "40 zł", "100 zł"], spots="Wolne miejsca: {} z {}", register="Zapisz się", date="Data:",
               checkin="Rejestracja od:", start="Start:", format="Format:", judge_h="Od naszego sędziego: rulingi na dziś", posted="Opublikowano {} przez {judge}",
               pre="W dzisiejszych pulach będzie dużo kart ", post=". Oto oficjalne rulingi (po angielsku), żebyście nie musieli czekać na sędziego:",
               th=("Data", "Ruling"), bar="Darmowa dostawa od 200 zł · Turnieje co tydzień", nav=["Karty pojedyncze", "Boostery", "Wydarzenia", "Skup", "Kontakt"],
               news=["Zapisz się do newslettera", "Terminy turniejów i przedsprzedaże raz w tygodniu.", "Zapisz"], foot="Regulamin · Polityka prywatności · Zwroty"),
}

#: the Companion app's words, by language
COMPANION = {
    "en": dict(events=["Friday Night Magic – Commander", "Store Championship", "Prerelease – Sealed", "Modern Weekly"], ann="Announcement · {store} · {t}",
               rulings_for="Rulings for tonight — ", colon=":", posted="Posted {}", round="Round {rnd} · Table {table}", clock="Time remaining {}",
               opp="Opponent: ", next="Next event: ", shared="Shared from the Magic: The Gathering Companion app", back="< Events",
               announcements="Announcements", tabs="Pairings   Standings   Match   Announcements"),
    "de": dict(events=["Friday Night Magic – Commander", "Store Championship", "Prerelease – Sealed", "Modern-Wochenturnier"], ann="Ankündigung · {store} · {t}",
               rulings_for="Rulings für heute Abend — ", colon=":", posted="Veröffentlicht am {}", round="Runde {rnd} · Tisch {table}", clock="Verbleibende Zeit {}",
               opp="Gegner: ", next="Nächstes Event: ", shared="Geteilt aus der Magic: The Gathering Companion-App", back="< Events",
               announcements="Ankündigungen", tabs="Paarungen   Tabelle   Match   Ankündigungen"),
    "fr": dict(events=["Friday Night Magic – Commander", "Store Championship", "Avant-première – Scellé", "Modern hebdo"], ann="Annonce · {store} · {t}",
               rulings_for="Rulings de ce soir — ", colon=" :", posted="Publié le {}", round="Ronde {rnd} · Table {table}", clock="Temps restant {}",
               opp="Adversaire : ", next="Prochain événement : ", shared="Partagé depuis l'application Magic: The Gathering Companion", back="< Événements",
               announcements="Annonces", tabs="Appariements   Classement   Match   Annonces"),
    "ja": dict(events=["フライデー・ナイト・マジック 統率者戦", "ストアチャンピオンシップ", "プレリリース（シールド戦）", "モダン定例会"], ann="お知らせ · {store} · {t}",
               rulings_for="今夜の裁定 — ", colon="：", posted="投稿日：{}", round="ラウンド{rnd} · テーブル{table}", clock="残り時間 {}",
               opp="対戦相手：", next="次のイベント：", shared="Magic: The Gathering Companionアプリから共有", back="< イベント",
               announcements="お知らせ", tabs="対戦表   順位   マッチ   お知らせ"),
}

#: a coverage article's words, by language ("q": how the language quotes a card's name)
COV = {
    "ja": dict(q="《{}》", intro="{ev}の{day}日目。{n}人のプレイヤーが参加しています。", round="ラウンド{k}", fm="フィーチャー・マッチ：{a}（{deck}） vs. {b}（{deck2}）",
               fm_text="{a}は{o1}から好スタート。{b}は{o2}で粘ったが、1本目を落とした。", call_h="ジャッジ・コール：{table}番卓",
               call_pre="ラウンド{k}（{t}）、{a}が", call_post="の挙動について確認を求めた。フロア・ジャッジの{judge}が公式裁定（英語原文）を示した：",
               after="裁定どおりにゲームは続行され、{a}が2-1で勝利した。", st_h="ラウンド{k}終了時点の上位", head=("順位", "プレイヤー", "勝ち点", "戦績", "デッキ"),
               th=("日付", "裁定")),
    "es": dict(q="{}", intro="Día {day} de {ev}: {n} jugadores en la sala.", round="Ronda {k}", fm="Feature match: {a} ({deck}) contra {b} ({deck2})",
               fm_text="{a} empezó con {o1} y no miró atrás; {b} encontró {o2} demasiado tarde.", call_h="Llamada de juez en la mesa {table}",
               call_pre="En la ronda {k} ({t}), {a} preguntó por ", call_post=". El juez de sala {judge} leyó a los jugadores los rulings oficiales (en inglés):",
               after="La partida siguió según los rulings y {a} ganó 2-1.", st_h="Clasificación tras la ronda {k}", head=("Pos.", "Jugador", "Puntos", "Récord", "Mazo"),
               th=("Fecha", "Ruling")),
    "pt": dict(q="{}", intro="Dia {day} do {ev}: {n} jogadores no salão.", round="Rodada {k}", fm="Feature match: {a} ({deck}) x {b} ({deck2})",
               fm_text="{a} abriu com {o1} e não olhou para trás; {b} achou {o2} tarde demais.", call_h="Chamado de juiz na mesa {table}",
               call_pre="Na rodada {k} ({t}), {a} perguntou sobre ", call_post=". O juiz de piso {judge} leu para os jogadores os rulings oficiais (em inglês):",
               after="O jogo seguiu conforme os rulings e {a} venceu por 2-1.", st_h="Classificação após a rodada {k}",
               head=("Pos.", "Jogador", "Pontos", "Campanha", "Deck"),
               th=("Data", "Ruling")),
    "fr": dict(q="{}", intro="Jour {day} du {ev} : {n} joueurs dans la salle.", round="Ronde {k}", fm="Feature match : {a} ({deck}) contre {b} ({deck2})",
               fm_text="{a} démarre sur {o1} et ne regarde plus en arrière ; {b} trouve {o2} trop tard.", call_h="Appel juge à la table {table}",
               call_pre="Ronde {k} ({t}) : {a} s'interroge sur ", call_post=". Le juge de salle {judge} lit aux joueurs les rulings officiels (en anglais) :",
               after="La partie reprend selon les rulings, et {a} l'emporte 2-1.", st_h="Classement après la ronde {k}",
               head=("Rang", "Joueur", "Points", "Bilan", "Deck"),
               th=("Date", "Ruling")),
    "de": dict(q="{}", intro="Tag {day} beim {ev}: {n} Spielerinnen und Spieler in der Halle.", round="Runde {k}", fm="Feature Match: {a} ({deck}) gegen {b} ({deck2})",
               fm_text="{a} legte mit {o1} los und schaute nicht mehr zurück; {b} fand {o2} zu spät.", call_h="Judge Call an Tisch {table}",
               call_pre="In Runde {k} ({t} Uhr) fragte {a} nach ", call_post=". Floor Judge {judge} las beiden die offiziellen Rulings (englischer Originaltext) vor:",
               after="Das Spiel ging nach den Rulings weiter, {a} gewann 2:1.", st_h="Tabelle nach Runde {k}", head=("Platz", "Spieler", "Punkte", "Bilanz", "Deck"),
               th=("Datum", "Ruling")),
    "zhs": dict(q="《{}》", intro="{ev}第{day}天，共有{n}名选手参赛。", round="第{k}轮", fm="焦点对局：{a}（{deck}）vs {b}（{deck2}）",
                fm_text="{a}以{o1}开局，一路领先；{b}的{o2}来得太晚。", call_h="第{table}桌裁判呼叫",
                call_pre="第{k}轮（{t}），{a}询问", call_post="的结算。场内裁判{judge}向双方出示了官方裁定（英文原文）：",
                after="比赛按裁定继续，{a}以2比1获胜。", st_h="第{k}轮后排名", head=("排名", "选手", "积分", "战绩", "套牌"), th=("日期", "裁定")),
    "zht": dict(q="「{}」", intro="{ev}第{day}天，共有{n}名選手參賽。", round="第{k}輪", fm="焦點對局：{a}（{deck}）vs {b}（{deck2}）",
                fm_text="{a}以{o1}開局，一路領先；{b}的{o2}來得太晚。", call_h="第{table}桌裁判呼叫",
                call_pre="第{k}輪（{t}），{a}詢問", call_post="的結算。場內裁判{judge}向雙方出示了官方判定（英文原文）：",
                after="比賽依判定繼續，{a}以2比1獲勝。", st_h="第{k}輪後排名", head=("排名", "選手", "積分", "戰績", "套牌"), th=("日期", "判定")),
    "ko": dict(q="《{}》", intro="{ev} {day}일차, {n}명의 플레이어가 참가했습니다.", round="{k}라운드", fm="피처 매치: {a} ({deck}) vs {b} ({deck2})",
               fm_text="{a} 선수는 {o1}로 좋은 출발을 했고, {b} 선수의 {o2}는 너무 늦게 나왔습니다.", call_h="{table}번 테이블 저지 콜",
               call_pre="{k}라운드({t}), {a} 선수가 ", call_post="의 처리에 대해 질문했습니다. 플로어 저지 {judge}가 공식 룰링(영문 원문)을 보여 주었습니다:",
               after="게임은 룰링대로 계속되었고 {a} 선수가 2-1로 이겼습니다.", st_h="{k}라운드 종료 후 순위", head=("순위", "플레이어", "승점", "전적", "덱"),
               th=("날짜", "룰링")),
    "ru": dict(q="«{}»", intro="{ev}, день {day}: в зале {n} игроков.", round="Раунд {k}", fm="Фичер-матч: {a} ({deck}) против {b} ({deck2})",
               fm_text="{a} начал с {o1} и не отпускал; {b} нашёл {o2} слишком поздно.", call_h="Вызов судьи за стол {table}",
               call_pre="В раунде {k} ({t}) {a} спросил про ", call_post=". Судья зала {judge} зачитал официальные рулинги (на английском):",
               after="Игра продолжилась по рулингам, {a} победил 2:1.", st_h="Положение после раунда {k}", head=("Место", "Игрок", "Очки", "Счёт", "Колода"),
               th=("Дата", "Рулинг")),
}

#: a preview article, by language
PREVIEW = {
    "en": dict(site="Planeswalker Weekly", kicker="Exclusive Preview", q="{}", title_pre="", title_post=" returns in {set}", by="By ",
               embargo="Embargo lifted {} at 9:00 a.m. PT", release="Release date: ", prerelease="Prerelease events: ",
               intro="We're thrilled to reveal one of the returning cards of the set. Here it is, with its current Oracle text:",
               rulings_h="Rulings already on file", rulings_p="Since this is a reprint, its Gatherer rulings carry over unchanged:", th=("Date", "Ruling"),
               preorder="Preorder {set} now — ships", nav=["News", "Previews", "Decks", "Strategy", "Podcast"], news="Get every preview in your inbox.", sub="Subscribe"),
    "ja": dict(site="プレインズウォーカー通信", kicker="独占プレビュー", q="《{}》", title_pre="新カード公開！", title_post="が『{set}』に再録", by="文：",
               embargo="情報解禁：{} 午前1時（日本時間）", release="発売日：", prerelease="プレリリース：",
               intro="再録カードの1枚を紹介します。現在のオラクル・テキストは以下のとおりです。",
               rulings_h="既存の公式裁定", rulings_p="再録のため、Gathererの裁定（英語原文）はそのまま有効です：", th=("日付", "裁定"),
               preorder="『{set}』予約受付中 — 発売", nav=["ニュース", "プレビュー", "デッキ", "戦略記事", "ポッドキャスト"], news="最新プレビューをメールでお届けします。", sub="登録する"),
    "es": dict(site="Semanario Planeswalker", kicker="Avance exclusivo", q="{}", title_pre="", title_post=" vuelve en {set}", by="Por ",
               embargo="Fin del embargo: {} a las 18:00 (hora peninsular)", release="Fecha de lanzamiento: ", prerelease="Presentaciones: ",
               intro="Nos hace mucha ilusión enseñaros una de las cartas que vuelven en la colección. Aquí está, con su texto Oracle actual:",
               rulings_h="Rulings ya publicados", rulings_p="Como es una reimpresión, sus rulings de Gatherer (en inglés) siguen vigentes:", th=("Fecha", "Ruling"),
               preorder="Reserva {set} ya — a la venta el", nav=["Noticias", "Avances", "Mazos", "Estrategia", "Podcast"],
               news="Recibe todos los avances en tu correo.", sub="Suscribirme"),
}

#: a floor judge's notes, by language
FLOOR = {
    "en": dict(title="FLOOR NOTES — {ev} — ", doc="Floor notes",
               call="AP showed opp a photo of the card on her phone, asked what happens when it leaves. Read both the rulings (Gatherer):",
               upheld="-> ruling stands, no appeal", slow="slow play, Warning, +3 min", reg="D/C reg error: GL + fix",
               meeting="Staff meeting for {ev}: {}, 18:00", deadline="Staff availability due: {}"),
    "de": dict(title="FLOOR-NOTIZEN — {ev} — ", doc="Floor-Notizen",
               call="AP zeigt dem Gegner ein Foto der Karte auf dem Handy, fragt was passiert, wenn sie das Spielfeld verlässt. Rulings vorgelesen (Gatherer):",
               upheld="-> Ruling bleibt, kein Appeal", slow="Slow Play, Warning, +3 Min.", reg="Decklistenfehler: GL + Fix",
               meeting="Staff-Meeting für {ev}: {}, 18:00 Uhr", deadline="Verfügbarkeit melden bis: {}"),
}
#: a coverage photo gallery, by language
PHOTO = {
    "en": dict(site="Coverage Photos", title="{ev} — Photo gallery", day="Day 2 · {}", day1="Day 1 gallery ({})", prev="‹ Previous", next="Next ›",
               cap="Round {k} · {t} — Head Judge {judge} reads both players the official rulings of the card on the table from her phone:",
               credit="Photo: {who} · ", alt="A judge reading from a phone at a feature match table", download="Download full size ({}.{} MB)", share="Share",
               more="More from this round", round="Round", thumbs=["Feature match table", "Players shaking hands", "Standings posted by the stage"],
               uploaded="Uploaded {}", nav=["Events", "Galleries", "Press", "About"]),
    "es": dict(site="Fotos del Circuito", title="{ev} — Galería de fotos", day="Día 2 · {}", day1="Galería del día 1 ({})", prev="‹ Anterior", next="Siguiente ›",
               cap="Ronda {k} · {t} — El juez principal, {judge}, lee a ambos jugadores desde su móvil los rulings oficiales de la carta en juego:",
               credit="Foto: {who} · ", alt="Un juez lee desde el móvil en una mesa destacada", download="Descargar a tamaño completo ({}.{} MB)", share="Compartir",
               more="Más fotos de esta ronda", round="Ronda", thumbs=["Mesa destacada", "Apretón de manos", "Clasificación junto al escenario"],
               uploaded="Subida el {}", nav=["Eventos", "Galerías", "Prensa", "Quiénes somos"]),
    "ja": dict(site="大会フォトギャラリー", title="{ev} フォトギャラリー", day="2日目 · {}", day1="1日目のギャラリー（{}）", prev="‹ 前へ", next="次へ ›",
               cap="ラウンド{k} · {t} — ヘッドジャッジの{judge}が、卓上のカードの公式裁定（英語）をスマートフォンで読み上げる：",
               credit="写真：{who} · ", alt="フィーチャー・マッチ卓でスマートフォンを読むジャッジ", download="フルサイズでダウンロード（{}.{} MB）", share="シェア",
               more="このラウンドの写真", round="ラウンド", thumbs=["フィーチャー・マッチ卓", "握手する2人", "ステージ横の順位表"],
               uploaded="アップロード：{}", nav=["イベント", "ギャラリー", "プレス", "概要"]),
}


# --- the people, places and events of organized play ----------------------------------------------------------

#: players, judges and writers, by the site's language
PEOPLE = {
    "en": ["Marcus Hale", "Priya Raman", "Jonas Lindqvist", "Dana Whitfield", "Theo Marsh", "Keisha Grant", "Owen Castillo", "Ruth Adler",
           "Sam Okafor", "Maya Chen", "Callum Reid", "Ines Duarte", "Victor Haas", "Lena Fischer"],
    "de": ["Jana Schulz", "Markus Vogel", "Lea Hoffmann", "Timo Krause", "Bernd Wolf", "Svenja Roth", "Felix Brandt"],
    "fr": ["Camille Martin", "Julien Moreau", "Léa Bernard", "Hugo Petit", "Manon Girard", "Théo Lambert"],
    "it": ["Giulia Ricci", "Luca Bianchi", "Marco Conti", "Chiara Gallo", "Davide Greco", "Francesca Romano", "Matteo Esposito"],
    "es": ["Lucía Fernández", "Diego Ramos", "Pablo Ortega", "Marta Vidal", "Javier Molina", "Sara Castro"],
    "pt": ["Mariana Souza", "Rafael Lima", "Bruno Costa", "Larissa Rocha", "Thiago Alves", "Camila Nunes"],
    "nl": ["Sanne de Vries", "Pieter Bakker", "Daan Visser", "Femke Janssen"],
    "pl": ["Tomasz Nowak", "Agnieszka Wójcik", "Paweł Kamiński", "Kasia Lewandowska"],
    "ru": ["Анна Смирнова", "Дмитрий Орлов", "Иван Петров", "Олег Ковалёв", "Мария Соколова"],
    "ja": ["佐藤 健", "鈴木 美咲", "高橋 翔", "田中 優", "渡辺 大輔", "伊藤 彩"],
    "ko": ["김민준", "이서연", "박지훈", "최유나", "정도윤"],
    "zhs": ["王磊", "李娜", "张伟", "刘洋", "陈静"],
    "zht": ["陳怡君", "林志明", "黃柏翰", "張雅婷"],
}
CITIES = {
    "en": ["Seattle", "Atlanta", "Chicago", "London", "Toronto", "Melbourne", "Dallas", "Columbus"],
    "de": ["Köln", "Hamburg", "Berlin", "Wien", "Zürich", "Leipzig"], "fr": ["Lyon", "Paris", "Lille", "Bordeaux", "Bruxelles"],
    "it": ["Bologna", "Milano", "Roma", "Torino"], "es": ["Madrid", "Barcelona", "Valencia", "Sevilla", "Ciudad de México"],
    "pt": ["São Paulo", "Rio de Janeiro", "Curitiba", "Porto Alegre", "Belo Horizonte"], "nl": ["Utrecht", "Amsterdam", "Eindhoven"],
    "pl": ["Warszawa", "Kraków", "Wrocław"], "ru": ["Москва", "Санкт-Петербург", "Екатеринбург", "Казань"],
    "ja": ["東京", "大阪", "名古屋", "横浜", "福岡"], "ko": ["서울", "부산", "대구"], "zhs": ["上海", "北京", "成都", "广州"], "zht": ["台北", "台中", "高雄"],
}
DECKS = ["Izzet Prowess", "Boros Energy", "Domain Zoo", "Golgari Midrange", "Azorius Control", "Mono-Red Aggro", "Esper Pixie", "Dimir Midrange",
         "Rakdos Scam", "Amulet Titan", "Jeskai Control", "Gruul Prowess", "Mono-Green Devotion", "Lotus Field Combo", "Temur Rhinos",
         "Hammer Time", "Living End", "Burn", "Elves", "Affinity"]
FORMATS = ["Standard", "Pioneer", "Modern", "Legacy", "Pauper"]
STORES = {
    "en": ["Dragon's Lair Games", "Sol Ring Games", "The Mana Well", "Owlbear Cards & Coffee", "Tolarian Tabletop"],
    "de": ["Drachenhort Spiele", "Kartenkiste Köln", "Spielwiese Leipzig"], "nl": ["De Spellenhoek", "Kaartenkelder Utrecht", "Mana Molen"],
    "pl": ["Smocza Jama", "Karciarnia Gryf", "Planszówki i Karty"], "es": ["La Guarida del Dragón", "Tienda Planeswalker"],
    "fr": ["Le Comptoir du Mage", "L'Antre du Dragon"], "it": ["Il Covo del Drago", "Magic Corner Bologna"],
    "pt": ["Loja do Planinauta", "Covil do Dragão"], "ja": ["カードショップ大和", "トレカの森"],
}


def event_name(year: int, rng: random.Random, city: str, big: bool = True) -> str:
    """An organized-play event as its year calls it: Grand Prix and PPTQs before 2022, Regional Championships and RCQs since."""
    if year >= 2022:
        return f"{rng.choice(['Regional Championship', 'Regional Championship', 'Magic Spotlight'])} {city}" if big else f"RCQ {city}"
    if year == 2019:
        return f"{rng.choice(['Grand Prix', 'MagicFest'])} {city}" if big else f"MCQ {city}"
    return f"Grand Prix {city}" if big else f"PPTQ {city}"


# --- the generator -------------------------------------------------------------------------------------

@dataclass
class Item:
    """One ruling as a page shows it: its day as shown, its text, its day."""
    shown: str
    text: str
    day: dt.date


class Fresh43Generator(PageDays, EncodedPartGenerator):
    """The generator of the fresh-43 part: its own layouts only, each a page of organized play, coverage or official
    communication about one card (a card with several faces half of the time), with the card's rulings and their days
    amid the page's own dates and times: event days, round times, patch days, effective days, publication days."""
    PART = "fresh43"
    PREFIX = "op"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2025, 1, 1)
    TITLE_PRINTED = 0.75
    RENDER = staticmethod(render43)
    _card: CardData | None = None
    _rform: str | None = None

    # ---- the card ----
    def card_ok(self, card: CardData) -> bool:
        """Every card (the pages are UTF-8)."""
        return True

    def _title(self, page: Page, card: CardData, p_printed: float | None = None, which: str | None = None) -> T:
        """The name the page names the card by (see ``EncodedPartGenerator._title``), a title run."""
        return T(super()._title(page, card, p_printed, which))

    def _tr(self, page: Page, card: CardData, lang: str) -> tuple[T, T] | None:
        """The card printed in ``lang`` as the page shows it, recorded as a translation (none on an untitled page): see
        ``EncodedPartGenerator._tr``; its name and text as title runs."""
        got = None if self._untitled else super()._tr(page, card, lang)
        return None if got is None else (T(got[0]), T(got[1]))

    def oracle(self, page: Page, card: CardData) -> list[T]:
        """The card's English Oracle text as lines (a card with faces: each face's name, then its text; "//" between);
        recorded as the page's printed text."""
        out: list[T] = []
        for k, f in enumerate(self.faces_of(card)):
            lines = [T(x) for x in (f.get("text") or "").split("\n") if x.strip()]
            out += ([T("//")] if k else []) + ([T(f["name"])] if card.faces else []) + lines
        if out:
            page.printed_text = card.text
        return out

    def person(self, lang: str | None = None, k: int = 1) -> list[str]:
        pool = PEOPLE.get(lang or self.lang, PEOPLE["en"])
        if k > len(pool):
            pool = pool + [x for x in PEOPLE["en"] if x not in pool]
        return self.rng.sample(pool, k)

    def city(self, lang: str | None = None) -> str:
        return self.rng.choice(CITIES.get(lang or self.lang, CITIES["en"]))

    # ---- rulings and their days ----
    def items(self, page: Page, card: CardData, tag: str, lang: str | None = None, kinds: list[str] | None = None) -> list[Item]:
        """The card's rulings (each text once) with their days in one of the forms of ``lang`` (the page's; ``kinds``
        when given), now and then in the ISO form an English source gave them in; recorded as the page's answers with
        their real MTGJSON days (newest first now and then). The form is the page's ruling form from then on."""
        lang = lang or self.lang
        forms = kinds or FORMS[lang] + (["en:iso"] if lang != "en" and self.rng.random() < 0.2 else [])
        self._rform = self._form(page, tag, forms)
        return [Item(shown, t, d) for shown, t, d in self._dated(page, card, self._rform)]

    def rgroups(self, items: list[Item], style: str, colon: str = ": ") -> list[list[list]]:
        """Each ruling's lines (runs: the day a ``D``, the text an ``R``) in a style: "DAY: text", "DAY — text", "text
        (DAY)", "[DAY] text", "• DAY: text", "1. DAY – text", "text – DAY", or the day on its line over the text."""
        out = []
        for k, it in enumerate(items, 1):
            d, t = D(it.shown), R(it.text)
            d.iso = it.day.isoformat()
            out.append({"colon": [[d, colon, t]], "dash": [[d, " — ", t]], "paren": [[t, " (", d, ")"]], "bracket": [["[", d, "] ", t]],
                        "bullet": [["• ", d, colon, t]], "numbered": [[f"{k}. ", d, " – ", t]], "dateline": [[d], [t]],
                        "after": [[t, " – ", d]], "star": [["* ", t, " (", d, ")"]]}[style])
        return out

    def rlines(self, items: list[Item], style: str, colon: str = ": ") -> list[list]:
        return [ln for g in self.rgroups(items, style, colon) for ln in g]

    @staticmethod
    def wrap(d, how: str | None):
        """A ruling's day in an element (``how``: "time", "strong", "em", a selector) or bare."""
        if not how or not isinstance(d, D):
            return d
        if how == "time":
            return h("time", d, datetime=getattr(d, "iso", None))
        return h(how, d)

    def rblock(self, page: Page, items: list[Item], how: str, *, style: str = "colon", wrap: str | None = None, head=None,
               colon: str = ": ", cls: str = "", item: str = "") -> N:
        """The rulings as an HTML block: ``how`` "ul", "ol", "p" (a paragraph each), "div" (an element ``item`` each),
        "quote" (a blockquote of paragraphs), "table" (day and text cells under ``head``), "dl" (the day a term)."""
        page.__dict__.setdefault("styles", []).append(f"{how}/{style}")
        if how in ("table", "dl"):
            pairs = []
            for it in items:
                d = D(it.shown)
                d.iso = it.day.isoformat()
                pairs.append((self.wrap(d, wrap), R(it.text)))
            if how == "dl":
                return h("dl" + cls, [[h("dt", d), h("dd", t)] for d, t in pairs])
            thead = h("thead", h("tr", h("th", head[0]), h("th", head[1]))) if head else None
            return h("table" + cls, thead, h("tbody", [h("tr", h("td.date", d), h("td", t)) for d, t in pairs]))
        groups = [[[self.wrap(x, wrap) for x in ln] for ln in g] for g in self.rgroups(items, style, colon)]
        join = lambda g: [x for k, ln in enumerate(g) for x in ([h("br")] if k else []) + ln]  # noqa: E731
        if how in ("ul", "ol"):
            return h(how + cls, [h("li" + item, join(g)) for g in groups])
        if how == "quote":
            return h("blockquote" + cls, [h("p", join(g)) for g in groups])
        if how == "div":
            return h("div" + cls, [h(item or "div", join(g)) for g in groups])
        return [h("p" + cls, join(g)) for g in groups]

    # ---- the page's own days ----
    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the page was saved: from its site's first year (2015 at the earliest) to April 2026, three weeks
        after the card's last ruling at the earliest; never a ruling's day."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=21), FIRST_DAY, dt.date(self.S.get("since", 2015), 1, 10))
        d = self._between(card, min(lo, LAST_DAY), LAST_DAY)
        return dt.datetime(d.year, d.month, d.day, r.randint(9, 23), r.randint(0, 59), r.randint(0, 59))

    def at(self, d: dt.date, hm: str | None = None) -> dt.datetime:
        """A moment of day ``d`` ("HH:MM", or drawn in the afternoon)."""
        hh, mm = (int(x) for x in hm.split(":")) if hm else (self.rng.randint(9, 20), self.rng.randint(0, 59))
        return dt.datetime(d.year, d.month, d.day, hh, mm)

    def own(self, page: Page, d: dt.date, form: str, pattern: str = "{}") -> str:
        """One of the page's own days in a form ("lang:kind" of ``PATTERNS``, or a pattern's text already written with
        ``{}`` for it), recorded; the day's text within ``pattern``."""
        shown = render43(d, form) if ":" in form and form.split(":")[0] in PATTERNS else form
        if form == self._rform:
            page.__dict__["same_form"] = True
        page.__dict__.setdefault("own_dates", []).append((shown, d.isoformat()))
        return pattern.format(shown)

    def same(self, page: Page, d: dt.date, pattern: str = "{}") -> str:
        """One of the page's own days in the very form of the rulings' days, recorded."""
        page.__dict__["same_form"] = True
        return self.own(page, d, self._rform, pattern)

    def shown(self, page: Page, d: dt.date, text: str) -> str:
        """One of the page's own days written some other way (a weekday, a range, a time with it), recorded as shown."""
        page.__dict__.setdefault("own_dates", []).append((text, d.isoformat()))
        return text

    # ---- writing the page ----
    def _collect(self, page: Page, runs: list) -> None:
        for s in runs:
            if plain(s):
                page.chrome += [x.strip() for x in s.split("\n") if x.strip()]

    def emit(self, page: Page, body: N, title: str, lang: str, head: str = "", html_attrs: str = "") -> None:
        """The page: its HTML (the document around ``body``: ``title``, the language, ``head``'s extra markup) or its text
        as a browser copies it; the site's words recorded as chrome."""
        self._collect(page, leaves(body))
        if not self.html:
            page.content = inner_text(body)
            return
        page.content = (f'<!DOCTYPE html>\n<html lang="{lang}"{html_attrs}>\n<head>\n<meta charset="utf-8">\n'
                        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{e(title)}</title>\n{head}</head>\n'
                        + to_html(body) + "</html>\n")

    def emit_lines(self, page: Page, lines: list, bom: bool = False) -> None:
        """A text page from its lines (each a string or a list of runs); the site's words recorded as chrome."""
        out = []
        for ln in lines:
            runs = [ln] if isinstance(ln, str) else ln
            self._collect(page, runs)
            out.append("".join(runs))
        page.content = ("\ufeff" if bom else "") + "\n".join(out) + "\n"

    # ---- furniture shared by several sites ----
    def round_times(self, d: dt.date, first: int, k: int, start: str = "09:00", length: int = 70) -> list[dt.datetime]:
        """The starts of rounds ``first``…``first + k - 1`` on day ``d``, ``length`` minutes apart (a few minutes late)."""
        t0 = self.at(d, start)
        return [t0 + dt.timedelta(minutes=length * i + self.rng.randint(0, 6)) for i in range(k)]

    def standings(self, players: list[str], head: tuple, decks: bool = True) -> N:
        """A standings table: rank, player, points (and record), deck."""
        r = self.rng
        pts = sorted((r.randint(9, 24) for _ in players), reverse=True)
        rows = []
        for k, (p, n) in enumerate(zip(players, pts), 1):
            w, d = n // 3, n % 3
            rows.append(h("tr", h("td", str(k)), h("td", p), h("td", str(n)), h("td", f"{w}-{r.randint(0, 3)}-{d}"),
                          h("td", r.choice(DECKS)) if decks else None))
        return h("table.standings", h("thead", h("tr", [h("th", x) for x in head])), h("tbody", rows))

    def cookie(self, lang: str, vendor: str = "onetrust") -> N:
        """A consent banner in the site's language (OneTrust's, Complianz's or Cookiebot's wording)."""
        texts = COOKIES[vendor].get(lang) or COOKIES[vendor]["en"]
        ids = {"onetrust": "div#onetrust-banner-sdk.otFlat", "complianz": "div#cmplz-cookiebanner-container.cmplz-cookiebanner",
               "cookiebot": "div#CybotCookiebotDialog.CybotEdge"}
        return h(ids[vendor], h("div.banner-text", h("p", texts[0])), h("div.banner-actions", [[h("button", x), " "] for x in texts[1:]]))

    def share(self, labels: list[str], cls: str = "share-bar") -> N:
        return h(f"div.{cls}", [[h("a.share-" + slug(x), x, href="#"), " "] for x in labels])

    def menu(self, items: list[str], cls: str = "menu") -> N:
        return h(f"nav.{cls}", h("ul", [h("li", h("a", x, href="#")) for x in items]))

    def wizards_frame(self, page: Page, lang: str, main: list) -> N:
        """magic.wizards.com around an article: the consent banner, the header's menu, the article, the footer with its
        legal lines (in the site's language)."""
        W = WIZ[lang]
        year = self.today.year
        return h("body", h("div#__nuxt", h("div#__layout", h("div.css-1d3w5wq",
                 self.cookie(lang, "onetrust"),
                 h("header.css-1uc7nw2", h("a.css-logo", "Magic: The Gathering", href="/"), self.menu(W["nav"], "css-12ns0bd"),
                   h("div.css-account", h("a", W["signin"], href="#"))),
                 h("main.css-5rz0d4", main),
                 h("footer.css-x0qhl9", self.menu(W["foot"], "css-footnav"),
                   h("p.css-legal", f"© 1995 - {year} Wizards of the Coast LLC, a subsidiary of Hasbro, Inc. " + W["rights"]),
                   h("p.css-legal", W["tm"]))))))

    def ld(self, headline: str, author: str, d: dt.date) -> str:
        """An article's JSON-LD (its publication moment, in the markup only)."""
        t = self.at(d, f"{self.rng.randint(8, 17)}:00")
        data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": headline, "author": {"@type": "Organization", "name": author},
                "datePublished": f"{t:%Y-%m-%dT%H:%M:%S}-07:00", "publisher": {"@type": "Organization", "name": "Wizards of the Coast"}}
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>\n'

    def byline(self, page: Page, author: str, d: dt.date, lang: str, same: bool | None = None) -> N:
        """An article's byline: the author and the publication day (in the rulings' very form when ``same``)."""
        same = self.rng.random() < 0.5 if same is None else same
        shown = self.same(page, d) if same and self._rform else self.own(page, d, self.rng.choice(FORMS[lang]))
        return h("div.css-byline", h("span.css-author", author), " ", h("time.css-date", shown, datetime=d.isoformat()))

    # ---- the layouts: coverage ----
    def layout_liveblog(self, page, card):
        """A tournament's live coverage blog (a WordPress site with the Liveblog plugin), newest entry first: "Round 5 ·
        14:32" headers, pairings posted, top tables, a feature match write-up, and the judge call about the card with its
        official rulings quoted; the event's days in the header and the schedule in the sidebar; or its text copied."""
        r = self.rng
        name = self._title(page, card, p_printed=0)
        city = self.city("en")
        ev = event_name(self.today.year, r, city)
        items = self.items(page, card, "a live blog's judge-call entry", "en")
        d1, d2 = self.day(-1), self.today
        rounds = self.round_times(d2, 9, 5)
        a, b, c, dd, writer, judge = self.person("en", 6)
        call_t = rounds[1] + dt.timedelta(minutes=r.randint(12, 40))
        call = [h("h3", f"Round 10 · Judge call at table {r.randint(2, 40)}"),
                h("p", f"{a} was about to attack when {b} called a judge over ", T(name), ". Floor judge ", judge,
                  " read both players the card's official rulings:"),
                self.rblock(page, items, r.choice(["ul", "p", "quote"]), style=r.choice(["colon", "dash", "paren", "bracket"]),
                            wrap=r.choice([None, "em", "strong"])),
                h("p", f"The game went on from there, and {a} took the match 2-1.")]
        others = self._others(card, 3)
        entries = [(rounds[3] + dt.timedelta(minutes=3), "Round 12", [h("h3", "Round 12 pairings are up"), h("p", "Check the app or the wall by the stage.")]),
                   (rounds[2] + dt.timedelta(minutes=r.randint(5, 30)), "Round 11", [h("h3", "Top tables after Round 10"),
                    self.standings([a, c, dd, b], ("Rank", "Player", "Points", "Record", "Deck"))]),
                   (call_t, "Round 10", call),
                   (rounds[0] + dt.timedelta(minutes=r.randint(10, 45)), "Round 9", [h("h3", f"Feature Match: {c} ({r.choice(DECKS)}) vs. {dd} ({r.choice(DECKS)})"),
                    h("p", f"{c} opened on {others[0]} and never looked back; {dd} found {others[1]} too late in game two.")]),
                   (rounds[0] - dt.timedelta(minutes=25), None, [h("h3", f"Good morning from {city}!"),
                    h("p", f"Day 2 of {ev} starts with {r.randint(90, 240)} players. Doors opened at 8:00; Round 9 starts at 9:00.")])]
        arts = [h("article.liveblog-entry", h("header.liveblog-meta", h("span.liveblog-author-name", writer), " ",
                  h("a.liveblog-meta-time", f"{lab} · {t:%H:%M}" if lab else f"{t:%H:%M}", href=f"#liveblog-entry-{r.randint(10000, 99999)}")),
                  h("div.liveblog-entry-text", body), id=f"liveblog-entry-{r.randint(10000, 99999)}") for t, lab, body in entries]
        side = h("aside.widget-area", h("section.widget", h("h2.widget-title", "Schedule"), h("ul",
                 h("li", self.own(page, d1, "en:long", "Day 1 — {}: Rounds 1–8")),
                 h("li", self.same(page, d2, "Day 2 — {}: Rounds 9–14, Top 8")))),
                 h("section.widget", h("h2.widget-title", "Coverage"), h("ul", [h("li", h("a", x, href="#")) for x in ("Standings", "Decklists", "Metagame breakdown", "Photo gallery")])))
        top = h("header.entry-header", h("h1.entry-title", f"{ev} — Live Coverage"),
                h("div.entry-meta", self.shown(page, d2, f"Day 2 · {weekday(d2, 'en')}, {render43(d2, 'en:long')}"), " · ",
                  f"Last updated {entries[0][0]:%H:%M}", " · ", "Auto-refresh: on"))
        body = h("body.single-post", self.cookie("en", "complianz"), h("header.site-header", h("p.site-title", "Spellslinger Coverage"),
                 self.menu(["Home", "Events", "Coverage", "Decklists", "Standings", "Contact"], "main-navigation")),
                 h("div#content.site-content", h("main#main.site-main", h("article.post", top, h("div.liveblog-feed", arts))), side),
                 h("footer.site-footer", h("p", f"© {self.today.year} Spellslinger Coverage"), h("p", "Privacy · Terms · Fan Content Policy")))
        self.emit(page, body, f"{ev} — Live Coverage – Spellslinger Coverage", "en")

    def layout_event_faq(self, page, card):
        """An event's information and FAQ page on its organizer's site (English, German, Spanish, French or Italian): the
        event's days, venue and fee, the schedule table (doors open, deck registration closes, player meeting, rounds),
        the deck registration deadline, collapsible FAQ entries, and the head judge's announcement about the card with
        its official rulings; "last updated" below."""
        r = self.rng
        L = EVENT_FAQ[self.lang]
        name = self._title(page, card, p_printed=0.5)
        city = self.city()
        items = self.items(page, card, "a head judge's announcement on an event page")
        d1 = self.day(r.randint(10, 60))
        d1 += dt.timedelta(days=(5 - d1.weekday()) % 7)
        d2 = d1 + dt.timedelta(days=1)
        ev = event_name(d1.year, r, city)
        judge = self.person()[0]
        info = h("table.event-info", h("tbody",
                 h("tr", h("th", L["date"]), h("td", self.own(page, d1, FORMS[self.lang][-1 if self.lang == "en" else 1]),
                                                      " – ", self.own(page, d2, FORMS[self.lang][-1 if self.lang == "en" else 1]))),
                 h("tr", h("th", L["venue"]), h("td", L["hall"].format(city))),
                 h("tr", h("th", L["format"]), h("td", r.choice(FORMATS))),
                 h("tr", h("th", L["fee"]), h("td", r.choice(["$75", "£50", "C$90"] if self.lang == "en" else ["60 €", "55 €", "65 €"]))),
                 h("tr", h("th", L["cap"]), h("td", str(r.choice([256, 384, 512, 768]))))))
        sched = [("08:00", L["doors"]), ("09:15", L["reg_close"]), ("09:45", L["meeting"]), ("10:00", L["round"].format(1)),
                 ("13:10", L["lunch"]), ("19:30", L["end"])]
        table = h("table.schedule", h("thead", h("tr", h("th", L["when"]), h("th", L["what"]))),
                  h("tbody", [h("tr", h("td", self.shown(page, d1, f"{weekday(d1, self.lang)} {render43(d1, FORMS[self.lang][0])}, {t}") if k == 0 else t),
                                      h("td", x)) for k, (t, x) in enumerate(sched)]))
        deadline = self.day(r.randint(2, 9))
        deadline = min(deadline, d1 - dt.timedelta(days=1))
        posted = self.day(-r.randint(1, 6))
        hj = h("section.hj-announcement", h("h2", L["hj_title"]),
               h("p.meta", self.own(page, posted, r.choice(FORMS[self.lang]), L["posted"]), " · ", f"{L['hj']}: {judge} (L3)"),
               h("p", L["hj_pre"], T(name), L["hj_post"]),
               self.rblock(page, items, r.choice(["ul", "table", "p", "dl"]), style=r.choice(["colon", "dash", "dateline", "paren"]),
                           head=(L["th_date"], L["th_ruling"]), colon=" : " if self.lang == "fr" else ": "))
        faq = [h("details.faq", h("summary", q), h("p", a)) for q, a in L["faq"]]
        main = h("main.page-content", h("h1", f"{ev} — {L['title']}"), info,
                 h("h2", L["schedule"]), table,
                 h("p.deadline", self.same(page, deadline, L["deadline"])), hj, h("h2", "FAQ"), faq,
                 h("p.updated", self.own(page, posted, FORMS[self.lang][0], L["updated"])))
        body = h("body.page-template", self.cookie(self.lang, "cookiebot"),
                 h("header.site-header", h("a.logo", L["org"]), self.menu(L["nav"], "site-nav")), main,
                 h("footer.site-footer", h("p", L["foot"]), self.share(["Instagram", "Discord", "YouTube"], "social")))
        self.emit(page, body, f"{ev} – {L['title']}", self.lang)

    # ---- a judge's tournament report ----
    def pdf_text(self, page: Page, paras: list, width: int, head: str, foot: str) -> str:
        """A PDF as pdftotext gives it: each paragraph (lines of runs) broken at spaces to ``width`` characters, pages of
        about 48 lines ended by a form feed, each with the document's running head and its page number; a page breaks
        between paragraphs only."""
        out, lines_on_page, pages = [head, ""], 2, 1
        for para in paras:
            for ln in para:
                runs = [ln] if isinstance(ln, str) else ln
                self._collect(page, runs)
                wrapped = self.wrap_text("".join(runs), width) or [""]
                out += wrapped
                lines_on_page += len(wrapped)
            out.append("")
            if lines_on_page > 48:
                pages += 1
                out += [foot.format(pages - 1), "\f" + head, ""]
                lines_on_page = 2
        out.append(foot.format(pages))
        self._collect(page, [head] + [foot.format(k) for k in range(1, pages + 1)])
        return "\n".join(out) + "\n\f"

    @staticmethod
    def wrap_text(text: str, width: int) -> list[str]:
        """A line broken at spaces to ``width`` characters."""
        out, cur = [], ""
        for w in text.split(" "):
            if cur and len(cur) + 1 + len(w) > width:
                out.append(cur)
                cur = w
            else:
                cur = f"{cur} {w}" if cur else w
        return out + ([cur] if cur else [])

    def layout_judge_report(self, page, card):
        """A judge's tournament report (English or Italian): the event's facts (its day, venue, players, staff), the
        day's timeline, the interesting calls (the first about the card, with the official rulings read to the players),
        lessons learned; on the judge's WordPress blog (posted day, categories, comments with their days) or as the
        report's PDF through pdftotext (wrapped lines, running heads, page numbers, form feeds)."""
        L = REPORT[self.lang]
        name = self._title(page, card, p_printed=0.5)
        items = self.items(page, card, "a judge's report of a call")
        ctx = self.report_facts(page, card, L)
        call = [[ctx["call1"]], [ctx["a"] + L["call_pre"], name, L["call_post"].format(b=ctx["b"])]]
        if self.html:
            self.report_html(page, L, call, items, ctx)
            return
        style = self.rng.choice(["dash", "colon", "bullet", "numbered"])
        page.__dict__.setdefault("styles", []).append(f"lines/{style}")
        paras = [[[L["title"].format(ev=ctx["ev"])]], [[f"{k}: ", v] for k, v in ctx["facts"]], [[L["timeline"]]] + [[x] for x in ctx["timeline"]],
                 [[L["calls"]]] + call, self.rlines(items, style), [[L["upheld"]]], [[ctx["call2"]], [ctx["call2_text"]]],
                 [[L["lessons"]], [L["lessons_text"]]], [[self.own(page, ctx["posted"], "en:iso", L["printed"] + " {}")]]]
        page.content = self.pdf_text(page, paras, self.rng.choice([78, 88, 96]), L["pdf_head"].format(ev=ctx["ev"]), L["pdf_foot"])

    def report_facts(self, page: Page, card: CardData, L: dict) -> dict:
        """The report's event (a day some days back), its facts, its timeline, its calls' headings and its posting day."""
        r = self.rng
        ev_day = self.day(-r.randint(3, 20))
        city = self.city()
        ev = event_name(ev_day.year, r, city, big=r.random() < 0.4)
        author, hj, a, b, f1, f2 = self.person(k=6)
        rounds = self.round_times(ev_day, 1, 6, "10:00", 65)
        call_t = rounds[2] + dt.timedelta(minutes=r.randint(10, 45))
        day = self.same(page, ev_day) if r.random() < 0.5 else self.own(page, ev_day, r.choice(FORMS[self.lang]))
        staffed = self.own(page, self.off(ev_day - dt.timedelta(days=r.randint(10, 30))), r.choice(FORMS[self.lang]))
        facts = [(L["event"], ev), (L["date"], day), (L["staffed"], staffed), (L["players"], str(r.randint(28, 140))), (L["format"], r.choice(FORMATS)),
                 (L["role"], L["roles"][r.random() < 0.5]), (L["staff"], f"{hj} (HJ), {f1}, {f2}")]
        timeline = [f"{(rounds[0] - dt.timedelta(minutes=90)):%H:%M} {L['t_arrive']}", f"{(rounds[0] - dt.timedelta(minutes=20)):%H:%M} {L['t_meeting']}"] + \
                   [f"{t:%H:%M} {L['t_round'].format(k + 1)}" for k, t in enumerate(rounds[:4])]
        t2 = rounds[4] + dt.timedelta(minutes=r.randint(5, 50))
        return dict(ev=ev, facts=facts, timeline=timeline, author=author, a=a, b=b, posted=self.day(-r.randint(0, 2)),
                    call1=L["call"].format(n=1, k=3, t=f"{call_t:%H:%M}"), call2=L["call"].format(n=2, k=5, t=f"{t2:%H:%M}"),
                    call2_text=L["call2"].format(x=self._others(card, 1)[0]))

    def report_html(self, page: Page, L: dict, call: list, items: list[Item], ctx: dict) -> None:
        """The judge's report as a WordPress post, with two readers' comments."""
        r = self.rng
        comments = []
        for who, txt in zip(self.person(k=2), L["comments"]):
            d = self.day(0) if r.random() < 0.5 else ctx["posted"]
            when = [self.own(page, d, r.choice(FORMS[self.lang])), f" {L['at']} {r.randint(8, 23)}:{r.randint(0, 59):02d}"]
            comments.append(h("li.comment", h("div.comment-author", h("b.fn", who)), h("div.comment-metadata", h("time", when)),
                              h("div.comment-content", h("p", txt))))
        content = h("div.entry-content", h("table.report-facts", h("tbody", [h("tr", h("th", k), h("td", v)) for k, v in ctx["facts"]])),
                    h("h2", L["timeline"]), h("ul", [h("li", x) for x in ctx["timeline"]]), h("h2", L["calls"]), h("h3", call[0]), h("p", call[1]),
                    self.rblock(page, items, r.choice(["ul", "quote", "p", "ol"]), style=r.choice(["dash", "colon", "paren", "bracket"]),
                                wrap=r.choice([None, "strong"])),
                    h("p", L["upheld"]), h("h3", ctx["call2"]), h("p", ctx["call2_text"]), h("h2", L["lessons"]), h("p", L["lessons_text"]))
        title = L["title"].format(ev=ctx["ev"])
        post = h("article.post.type-post", h("header.entry-header", h("h1.entry-title", title),
                 h("div.entry-meta", h("span.posted-on", L["posted_on"], " ", h("time.entry-date", self.own(page, ctx["posted"], FORMS[self.lang][1]))), " ",
                   h("span.byline", L["by"], " ", h("a.author", ctx["author"])))), content,
                 h("footer.entry-footer", h("span.cat-links", L["cats"]), " ", h("span.tags-links", "Tags: RCQ, L2")))
        body = h("body.single", h("header#masthead", h("p.site-title", L["blog"]), h("p.site-description", L["tagline"])), h("main", post,
                 h("div#comments.comments-area", h("h2.comments-title", L["n_comments"]), h("ol.comment-list", comments))),
                 h("footer.site-footer", h("p", "Proudly powered by WordPress")))
        self.emit(page, body, f"{title} – {L['blog']}", self.lang)

    # ---- official communications: patch notes, announcements, bulletins, release notes ----
    def article(self, title, byline: N, content: list, tags: list[str] | None = None) -> list:
        """A Wizards article: its title, byline, body and tags."""
        return [h("article.css-article", h("header.css-hdr", h("h1.css-title", title), byline), h("div.css-body", content),
                  h("div.css-tags", [[h("a.css-tag", x, href="#"), " "] for x in tags or []]))]

    def mon_d(self, page: Page, d: dt.date) -> str:
        """"Mar 14": a day of the page's without its year (an event's start), recorded."""
        return self.shown(page, d, f"{MON['en'][d.month - 1]} {d.day}")

    def layout_arena_patch(self, page, card):
        """MTG Arena's patch notes on magic.wizards.com: the patch's day in the title, the byline's day, the version, the
        downtime ("Wednesday, March 12, 8 a.m. PT"), events with their days, card bug fixes (the card's fix with its
        official rulings quoted), known issues, and an update line with its own day."""
        r = self.rng
        name = self._title(page, card, p_printed=0)
        items = self.items(page, card, "a patch note's card fix", "en")
        patch = self.day(-r.randint(1, 20))
        pub = self.off(patch - dt.timedelta(days=r.randint(0, 2)))
        version = f"{patch.year}.{r.randint(30, 55)}.{r.choice([0, 10, 20, 30])}"
        o1, o2, o3 = self._others(card, 3)
        sets = sorted(self.set_names.values())
        e1, e2 = patch + dt.timedelta(days=r.randint(1, 3)), patch + dt.timedelta(days=r.randint(8, 15))
        update = patch + dt.timedelta(days=r.randint(0, (self.today - patch).days))
        fix = h("li", h("strong", name), ": Fixed an issue where its ability could resolve incorrectly. It now works as its official rulings describe:",
                self.rblock(page, items, r.choice(["ul", "p"]), style=r.choice(["colon", "dash", "paren"])))
        content = [h("p", f"Welcome to the {version} update! Here is what's changing."),
                   h("h2", "Downtime"),
                   h("p", "The MTG Arena servers will be down for maintenance on ", self.shown(page, patch, f"{weekday(patch, 'en')}, {render43(patch, 'en:ap')}"),
                     ", from 8 a.m. to 10 a.m. PT."),
                   h("h2", "Events"), h("ul", h("li", f"Quick Draft — {r.choice(sets)}: ", self.mon_d(page, e1), " – ", self.mon_d(page, e2)),
                                        h("li", "Midweek Magic — Brawl: ", self.mon_d(page, e2), ", 8 a.m. PT")),
                   h("h2", "Card Bug Fixes"), h("ul", h("li", f"{o1}: Fixed an issue where its triggered ability did not go on the stack."), fix,
                                                h("li", f"{o2}: The card now displays its flavor text.")),
                   h("h2", "Known Issues"), h("ul", h("li", "Rank progress may display incorrectly until you log in again."),
                                              h("li", f"{o3} shows the wrong artwork in the collection.")),
                   h("p.css-update", h("em", self.own(page, update, "en:long", "Update, {}: "), f"Hotfix {version}.{r.randint(2, 9)} addresses the first known issue."))]
        title = self.own(page, patch, "en:long", "MTG Arena Patch Notes: {}")
        main = self.article(title, self.byline(page, "The MTG Arena Team", pub, "en"), content, ["MTG Arena", "Patch Notes", "Announcements"])
        self.emit(page, self.wizards_frame(page, "en", main), f"{title} | Magic: The Gathering", "en", head=self.ld(title, "The MTG Arena Team", pub))

    def layout_mtgo(self, page, card):
        """Magic Online's weekly announcements on mtgo.com: the post's day, the downtime (its day in the rulings' very form
        now and then), the known issues table (each issue's reported day and status), the resolved issues (the card's,
        with its official rulings for reference), the upcoming events with their start and end stamps."""
        r = self.rng
        name = self._title(page, card, p_printed=0)
        items = self.items(page, card, "an MTGO announcement's resolved issue", "en", ["en:mdy", "en:mdy", "en:long", "en:iso"])
        post = self.day(-r.randint(0, 6))
        down = post + dt.timedelta(days=r.randint(1, 2))
        o1, o2, o3 = self._others(card, 3)
        mdy = lambda d: self.own(page, d, "en:mdy")  # noqa: E731
        issues = [(f"{o1} does not trigger when it enters the battlefield.", mdy(self.day(-r.randint(8, 40))), "Investigating"),
                  (f"{o2} displays the wrong card count in the trade window.", mdy(self.day(-r.randint(8, 40))), "Fix planned for the next update"),
                  ("Clients may freeze when joining a League after a reconnect.", mdy(self.day(-r.randint(8, 40))), "Investigating")]
        known = h("table.issues", h("thead", h("tr", h("th", "Issue"), h("th", "Reported"), h("th", "Status"))),
                  h("tbody", [h("tr", h("td", a), h("td", b), h("td", c)) for a, b, c in issues]))
        evs = [(f"Showcase Challenge – {r.choice(FORMATS)}", post + dt.timedelta(days=r.randint(3, 5))), (f"{o3} Cube", post + dt.timedelta(days=r.randint(2, 9))),
               ("Super Qualifier – Modern", post + dt.timedelta(days=r.randint(4, 12)))]
        sched = h("table.events", h("thead", h("tr", h("th", "Event"), h("th", "Start"), h("th", "End"))),
                  h("tbody", [h("tr", h("td", n), h("td", self.shown(page, d, f"{render43(d, 'en:mdy')} 7:00 AM PT")),
                                h("td", self.shown(page, d + dt.timedelta(days=7), f"{render43(d + dt.timedelta(days=7), 'en:mdy')} 7:00 AM PT"))) for n, d in evs]))
        resolved = [h("p", h("strong", name), " no longer resolves its ability twice after the ", self.mon_d(page, self.off(post - dt.timedelta(days=7))),
                      " update. The card now follows its rulings, copied from Gatherer for reference:"),
                    self.rblock(page, items, r.choice(["table", "dl", "p", "ul"]), style=r.choice(["colon", "dash", "bracket"]), head=("Date", "Ruling"))]
        article = h("article.news-post", h("h1", self.own(page, post, "en:long", "Magic Online Announcements – {}")),
                    h("p.post-meta", "Posted by the Magic Online Team · ", self.own(page, post, "en:mdy")),
                    h("h2", "Downtime"), h("p", f"Magic Online will be unavailable on {weekday(down, 'en')}, ", self.same(page, down),
                                           ", from 6:00 AM to 10:00 AM PT for the weekly update."),
                    h("h2", "Known Issues"), known, h("h2", "Resolved Issues"), resolved, h("h2", "Upcoming Events"), sched)
        owner = "Daybreak Game Company LLC" if self.today.year >= 2023 else "Wizards of the Coast LLC"
        body = h("body", h("header.mtgo-header", h("a.logo", "MAGIC: THE GATHERING ONLINE"),
                           self.menu(["Download", "News", "Events", "Decklists", "Store", "Support", "Account"], "mtgo-nav")),
                 h("main.container", article), h("footer.mtgo-footer", h("p", f"© {self.today.year} {owner}. All rights reserved."),
                                                 h("p", "Privacy Policy · Terms of Service · Cookie Preferences")))
        self.emit(page, body, "Magic Online Announcements | MTGO", "en")

    def card_box(self, page: Page, card: CardData, name: T, lang: str, cls: str = "card-box") -> N | None:
        """The card as the page prints it in ``lang`` (its printed name and text, a translation), or None."""
        tr = self._tr(page, card, lang)
        if not tr:
            return None
        lines = [T(x) for x in tr[1].split("\n") if x.strip()]
        return h(f"div.{cls}", h("p.card-name", tr[0]), [h("p.card-text", x) for x in lines])

    def layout_banned(self, page, card):
        """A Banned and Restricted announcement on magic.wizards.com (English, German, French, Italian, Spanish, Portuguese
        or Japanese): the announcement's day, its effective days for tabletop and Magic Online and for MTG Arena (one of
        them in the rulings' very form now and then), each format's changes (the card unbanned), the printed card, a
        reminder with the card's official rulings, and the next announcement's day."""
        r = self.rng
        L = BANNED[self.lang]
        name = self._title(page, card, p_printed=0.8)
        items = self.items(page, card, "a B&R announcement's rulings reminder")
        ann = self.day(-r.randint(0, 6))
        arena = ann + dt.timedelta(days=1)
        nxt = ann + dt.timedelta(days=r.randint(70, 100))
        o1, o2 = self._others(card, 2)
        q = L["q"]
        qa, qb = q.split("{}")
        fmts = r.sample(L["formats"], 3)
        changes = [h("h3", fmts[0]), h("p", L["banned"].format(q.format(o1))),
                   h("h3", fmts[1]), h("p", qa, T(name), qb, L["unbanned"]), h("h3", fmts[2]), h("p", L["none"])]
        eff = self.same(page, ann) if r.random() < 0.6 else self.own(page, ann, r.choice(FORMS[self.lang]))
        content = [h("p", h("strong", L["ann_date"]), " ", self.own(page, ann, FORMS[self.lang][1])),
                   h("p", h("strong", L["eff_tt"]), " ", eff),
                   h("p", h("strong", L["eff_arena"]), " ", self.own(page, arena, r.choice(FORMS[self.lang]))),
                   h("p", L["intro"].format(q.format(o2))), changes,
                   self.card_box(page, card, name, self.lang) if self.lang != "en" and r.random() < 0.6 else None,
                   h("h2", L["reminder_h"]), h("p", L["reminder"]),
                   self.rblock(page, items, r.choice(["ul", "p", "quote"]), style=r.choice(["colon", "dash", "paren", "dateline"]),
                               colon="：" if self.lang == "ja" else ": "),
                   h("p", self.own(page, nxt, r.choice(FORMS[self.lang]), L["next"]))]
        main = self.article(L["title"], self.byline(page, "Wizards of the Coast", ann, self.lang, same=False), content, L["tags"])
        self.emit(page, self.wizards_frame(page, self.lang, main), f"{L['title']} | Magic: The Gathering", self.lang, head=self.ld(L["title"], "Wizards of the Coast", ann))

    def layout_bulletin(self, page, card):
        """An Oracle update bulletin on magic.wizards.com: the bulletin's day, the day its changes take effect (a set's
        release), Comprehensive Rules changes, then the card's Oracle change (its printed text as the old wording, its
        Oracle text as the new) and its rulings as updated."""
        r = self.rng
        name = self._title(page, card, p_printed=0)
        items = self.items(page, card, "an update bulletin's Oracle change", "en")
        pub = self.day(-r.randint(0, 10))
        eff = pub + dt.timedelta(days=r.randint(3, 10))
        setn = f"{r.choice(sorted(self.set_names.values()))} Remastered"
        o1 = self._others(card, 1)[0]
        old = [T(x) for x in (card.original_text or "").split("\n") if x.strip() and x.strip() != "//"]
        new = self.oracle(page, card)
        rules = [("702.19c", "Trample now also applies to damage a creature assigns while it's attacking a battle."),
                 ("608.2b", "Clarified how a spell with several targets resolves when some of them are illegal."),
                 ("111.10", "Added the newest predefined tokens.")]
        content = [h("p", f"The changes below take effect with the release of {setn} on ", self.own(page, eff, r.choice(["en:long", "en:ap"])),
                     ". The Comprehensive Rules document dated ", self.own(page, pub, "en:long"), " has the full text."),
                   h("h2", "Comprehensive Rules Changes"), h("ul", [h("li", h("strong", n), " ", t) for n, t in r.sample(rules, 2)]),
                   h("h2", "Oracle Changes"), h("h3", name),
                   [h("p", h("strong", "Old Text:")), [h("p.oracle", x) for x in old]] if old else None,
                   h("p", h("strong", "New Text:")), [h("p.oracle", x) for x in new],
                   h("p", "The new wording matches how the card has worked since its release; only the templating changed."),
                   h("h4", "Rulings"), self.rblock(page, items, r.choice(["ul", "table", "p"]), style=r.choice(["colon", "dash", "paren"]), head=("Date", "Text")),
                   h("h3", o1), h("p", "“Dies” replaces “is put into a graveyard from the battlefield.” Functionality unchanged."),
                   h("p.css-prev", "Previous bulletin: ", h("a", self.own(page, self.off(pub - dt.timedelta(days=r.randint(60, 110))), "en:long",
                                                                         f"{r.choice(sorted(self.set_names.values()))} Update Bulletin ({{}})"), href="#"))]
        title = f"{setn} Update Bulletin"
        main = self.article(title, self.byline(page, "Jess Dunks", pub, "en"), content, ["Rules", "Oracle", "Update Bulletin"])
        self.emit(page, self.wizards_frame(page, "en", main), f"{title} | Magic: The Gathering", "en", head=self.ld(title, "Jess Dunks", pub))

    def layout_release_notes(self, page, card):
        """A set's release notes on magic.wizards.com (English, French, German, Italian, Spanish, Portuguese or Japanese):
        the compiler, the document's last change, the release day, the prerelease days, general notes with a legality
        day, then the card (its printed card on a localized page now and then) and its notes, each with its day."""
        r = self.rng
        L = RELNOTES[self.lang]
        name = self._title(page, card, p_printed=0.8)
        items = self.items(page, card, "a release note's card-specific notes")
        mod = self.day(-r.randint(0, 20))
        rel = self.day(r.randint(-30, 40))
        pre1 = self.off(rel - dt.timedelta(days=7))
        pre2 = self.off(rel - dt.timedelta(days=1))
        setn = f"{card.set_name} Remastered"
        fm = lambda d: self.own(page, d, r.choice(FORMS[self.lang]))  # noqa: E731
        box = self.card_box(page, card, name, self.lang, "css-card") if self.lang != "en" and r.random() < 0.6 else None
        cardtext = box or h("div.css-card", [h("p.card-text", x) for x in self.oracle(page, card)])
        content = [h("p", L["compiled"]), h("p", self.same(page, mod, L["modified"]) if r.random() < 0.5 else self.own(page, mod, FORMS[self.lang][0], L["modified"])),
                   h("p", L["intro"]), h("p", h("strong", L["release"]), " ", fm(rel)),
                   h("p", h("strong", L["prerelease"]), " ", fm(pre1), " – ", fm(pre2)),
                   h("h2", L["general"]), h("p", L["legality"].format(code=card.set_code), fm(rel), "."),
                   h("h2", L["specific"]), h("p", L["note"]) if L["note"] else None, h("h3", name), cardtext,
                   self.rblock(page, items, "ul", style=r.choice(["star", "paren", "after", "dash"]), cls=".css-notes")]
        main = self.article(L["title"].format(set=setn), self.byline(page, "Jess Dunks", mod, self.lang, same=False), content, L["tags"])
        self.emit(page, self.wizards_frame(page, self.lang, main), f"{L['title'].format(set=setn)} | Magic: The Gathering", self.lang,
                  head=self.ld(L["title"].format(set=setn), "Jess Dunks", mod))

    # ---- tournament platforms, stores, the Judge Academy, the Companion app ----
    def melee_stamp(self, page: Page, t: dt.datetime) -> str:
        """A moment as Melee shows it in the browser's locale: "3/15/2025 1:42 PM", "15/03/2025 13:42"; recorded."""
        if self.lang == "en":
            return self.own(page, t.date(), "en:mdy", "{} " + h12(t))
        return self.own(page, t.date(), f"{self.lang}:num", "{} " + f"{t:%H:%M}")

    def layout_melee(self, page, card):
        """A tournament's page on a Melee-like platform, saved while the event runs (the organizer writing in English,
        Spanish or Portuguese): the header (start, registration close, players, status), the tabs, the round timer, the
        pairings and standings, a decklist with the card (its text in the hover attribute), and the announcements with
        their stamps, the head judge's with the card's official rulings."""
        r = self.rng
        L = MELEE[self.lang]
        name = self._title(page, card, p_printed=0.4)
        items = self.items(page, card, "a tournament platform's head-judge announcement")
        store = r.choice(STORES.get(self.lang, STORES["en"]))
        day = self.today
        start = self.at(day, "10:00")
        rounds = self.round_times(day, 1, 4, "10:00", 60)
        players = self.person(k=10) if len(PEOPLE.get(self.lang, [])) >= 10 else self.person("en", 10)
        fmt = r.choice(FORMATS)
        header = h("div.tournament-header", h("h1.tournament-name", f"RCQ @ {store} — {fmt}"), h("div.tournament-details",
                   h("p", "Hosted by ", h("a", store, href="#")), h("p", "Starts: ", self.melee_stamp(page, start)),
                   h("p", "Registration opened: ", self.melee_stamp(page, self.at(self.off(day - dt.timedelta(days=r.randint(14, 40))), "12:00"))),
                   h("p", "Registration closed: ", self.melee_stamp(page, self.at(self.off(day - dt.timedelta(days=1)), "23:59"))),
                   h("p", f"Players: {r.randint(30, 64)}/64"), h("p", "Status: ", h("span.badge.bg-success", "In Progress"))))
        tabs = h("ul.nav.nav-tabs", [h("li.nav-item", h("a.nav-link", x, href="#")) for x in ("Pairings", "Standings", "Decklists", "Info")])
        timer = h("div.round-timer", h("span", "Round 4 of 6"), " · ", h("span.time-left", f"Ends in {r.randint(5, 49)}:{r.randint(0, 59):02d}"),
                  " · ", h("span", f"Started {rounds[3]:%H:%M}"))
        pair = h("table.table.table-striped.pairings-table", h("thead", h("tr", [h("th", x) for x in ("Table", "Player 1", "Player 2", "Result")])),
                 h("tbody", [h("tr", h("td", str(k + 1)), h("td", players[2 * k]), h("td", players[2 * k + 1]), h("td", r.choice(["2-1-0", "—", "1-1-1", "2-0-0"])))
                             for k in range(5)]))
        deck = self.melee_deck(page, card, name, players[0])
        anns = self.melee_announcements(page, L, name, items, rounds)
        body = h("body", h("nav.navbar.navbar-dark", h("a.navbar-brand", "Melee"), self.menu(["Tournaments", "Organizations", "Decklists", "Sign In"], "navbar-nav")),
                 h("main.container", header, tabs, timer, h("h2", "Pairings"), pair, h("h2", "Standings"),
                   self.standings(players[:6], ("Rank", "Name", "Points", "Record", "Deck")), h("h2", "Decklists"), deck, h("h2", "Announcements"), anns),
                 h("footer.footer", h("p", f"© {self.today.year} Melee · Terms of Service · Privacy Policy · Discord")))
        self.emit(page, body, f"RCQ @ {store} — {fmt} | Melee", self.lang)

    def melee_deck(self, page: Page, card: CardData, name: T, player: str) -> N:
        """A decklist with the card (its Oracle text only in the hover attribute) and other cards."""
        r = self.rng
        hover = " ".join(f.get("text") or "" for f in self.faces_of(card))
        rows = [h("div.decklist-card", "4 ", h("a.decklist-card-link", name, data_card_text=hover))] + \
               [h("div.decklist-card", f"{r.randint(1, 4)} ", h("a.decklist-card-link", x)) for x in self._others(card, 4)]
        when = self.at(self.off(self.today - dt.timedelta(days=r.randint(1, 3))), f"{r.randint(18, 23)}:{r.randint(0, 59):02d}")
        return h("div.decklist-container", h("h3", f"{player} — {r.choice(DECKS)}"), h("p.text-muted", "Submitted ", self.melee_stamp(page, when)),
                 h("div.decklist-section", h("h4", "Main Deck (60)"), rows))

    def melee_announcements(self, page: Page, L: dict, name: T, items: list[Item], rounds: list[dt.datetime]) -> N:
        r = self.rng
        hj = self.person()[0]
        cards = [(rounds[3] + dt.timedelta(minutes=r.randint(1, 12)), "Tournament Organizer", [h("p", L["a2"])]),
                 (rounds[2] + dt.timedelta(minutes=r.randint(5, 40)), f"{hj} ({L['hj']})", [h("p", L["pre"], name, L["post"]),
                  self.rblock(page, items, r.choice(["ul", "p", "table"]), style=r.choice(["colon", "dash", "paren"]), head=("Date", "Ruling"))]),
                 (rounds[0] - dt.timedelta(minutes=r.randint(5, 30)), "Tournament Organizer", [h("p", L["a3"])])]
        return h("div.announcements", [h("div.card.announcement-card", h("div.card-header", h("strong", who), " · ", self.melee_stamp(page, t)),
                                         h("div.card-body", body)) for t, who, body in cards])

    def ev_when(self, page: Page, d: dt.date, hm: str) -> str:
        """An event's day and time as a store's event list writes it ("Sat, Apr 12 · 10:00 AM", "Sa., 12.04.2025 · 10:00 Uhr",
        "za 12 apr 2025 · 10:00", "sob., 12.04.2025, 10:00"); recorded."""
        wd = WD_SHORT[self.lang][d.weekday()]
        t = self.at(d, hm)
        text = {"en": f"{wd}, {MON['en'][d.month - 1]} {d.day} · {h12(t)}", "de": f"{wd}, {d:%d.%m.%Y} · {hm} Uhr",
                "nl": f"{wd} {d.day} {MON['nl'][d.month - 1]} {d.year} · {hm}", "pl": f"{wd}, {d:%d.%m.%Y}, {hm}"}[self.lang]
        return self.shown(page, d, text)

    def layout_store_events(self, page, card):
        """A game store's events page (English, German, Dutch or Polish; a Shopify-like theme): the upcoming events, each
        with its day and time, entry fee, spots left and a register button; the night's event in detail (its day in
        words, check-in and start); and the store judge's post with the rulings of the card the night's pools are full
        of; newsletter and footer."""
        r = self.rng
        L = STOREEV[self.lang]
        name = self._title(page, card, p_printed=0.6)
        items = self.items(page, card, "a store judge's post for the night")
        store = r.choice(STORES[self.lang])
        tonight = self.today
        evs = [(tonight, L["kinds"][0].format(set=card.set_name), "10:00"), (self.day(r.randint(2, 6)), L["kinds"][1], "19:00"),
               (self.day(r.randint(8, 13)), L["kinds"][2], "11:00"), (self.day(r.randint(15, 25)), L["kinds"][3], "18:30")]
        cards = [h("div.event-card", h("h3.event-title", t), h("p.event-date", self.ev_when(page, d, hm)),
                   h("p.event-meta", L["fee"].format(r.choice(L["fees"])), " · ", L["spots"].format(r.randint(2, 20), 32)),
                   h("a.btn.btn--primary", L["register"], href="#")) for d, t, hm in evs]
        judge = self.person()[0]
        detail = h("section.event-detail", h("h2", evs[0][1]), h("ul.event-facts",
                   h("li", h("strong", L["date"]), " ", self.same(page, tonight) if r.random() < 0.5 else self.own(page, tonight, r.choice(FORMS[self.lang]))),
                   h("li", h("strong", L["checkin"]), " 09:30"), h("li", h("strong", L["start"]), " 10:00"), h("li", h("strong", L["format"]), " Sealed")))
        post = h("article.blog-post", h("h2", L["judge_h"]), h("p.meta", self.own(page, tonight, r.choice(FORMS[self.lang]), L["posted"].format("{}", judge=judge))),
                 h("p", L["pre"], name, L["post"]),
                 self.rblock(page, items, r.choice(["ul", "p", "dl", "table"]), style=r.choice(["colon", "dash", "paren", "bracket"]),
                             head=(L["th"][0], L["th"][1]), wrap=r.choice([None, "strong"])))
        body = h("body.template-page", self.cookie(self.lang, "cookiebot") if self.lang != "en" else None,
                 h("div.announcement-bar", L["bar"]), h("header.site-header", h("a.site-header__logo", store), self.menu(L["nav"], "site-nav")),
                 h("main#MainContent", h("h1", L["title"]), h("div.events-grid", cards), detail, post),
                 h("section.newsletter", h("h2", L["news"][0]), h("p", L["news"][1]), h("button", L["news"][2])),
                 h("footer.site-footer", h("p", f"© {self.today.year}, {store}"), h("p", L["foot"])))
        self.emit(page, body, f"{L['title']} – {store}", self.lang)

    def layout_academy(self, page, card):
        """A Judge Academy practice question: the question about the card, four options, the revealed answer and its
        explanation citing the card's official rulings (with their days), the references, and the question's own days
        (added, last reviewed, the Comprehensive Rules' effective day, the learner's last attempt)."""
        r = self.rng
        name = self._title(page, card, p_printed=0)
        items = self.items(page, card, "a practice question's explanation", "en")
        o1 = self._others(card, 1)[0]
        a, b = self.person("en", 2)
        n = r.randint(100, 980)
        opts = ["The ability is countered on resolution.", "Follow the card's official rulings: see the explanation.",
                f"{b} may respond only with {o1}.", "A judge must be called and the game is backed up."]
        reviewed = self.day(-r.randint(20, 200))
        cr = self.off(reviewed - dt.timedelta(days=r.randint(10, 90)))
        added = self.off(cr - dt.timedelta(days=r.randint(30, 400)))
        q = h("section.question-card", h("p.q-meta", f"Practice question #{n} · Level 1 · Topic: Card interactions"),
              h("h1.q-title", f"Question #{n}: ", name),
              h("p.q-text", f"{a} controls ", name, f". {b} asks how the card works in the situation below. What is the correct answer?"),
              h("ol.q-options", [h("li", h("label", f"{chr(65 + k)}. ", x)) for k, x in enumerate(opts)]), h("button.btn-reveal", "Reveal answer"))
        ans = h("section.answer", h("p.answer-key", "Correct answer: B"),
                h("p", "Explanation: the card's official rulings settle it."),
                self.rblock(page, items, r.choice(["ul", "dl", "p", "quote"]), style=r.choice(["colon", "dash", "paren", "dateline"])),
                h("p.refs", "References: CR 603.2, CR 608.2b, and the card's Gatherer rulings."))
        meta = h("aside.q-info", h("ul",
                 h("li", self.own(page, added, r.choice(["en:long", "en:mdy"]), "Question added: {}")),
                 h("li", self.same(page, reviewed, "Last reviewed: {}") if r.random() < 0.6 else self.own(page, reviewed, "en:long", "Last reviewed: {}")),
                 h("li", self.own(page, cr, "en:long", "Rules current as of the Comprehensive Rules effective {}")),
                 h("li", self.own(page, self.today, "en:mdy", "Your last attempt: {} (correct)"))))
        body = h("body", h("header.ja-header", h("a.ja-logo", "Judge Academy"), self.menu(["Dashboard", "Learn", "Exams", "Events", "Community", "Store"], "ja-nav")),
                 h("nav.breadcrumbs", "Learn › Practice › Rules Knowledge"), h("main.ja-main", q, ans, meta,
                 h("div.feedback", "Was this question helpful? ", h("button", "👍"), " ", h("button", "👎"), " · ", h("a", "Report an issue", href="#")),
                 h("div.pager", h("a", "← Previous question", href="#"), " ", h("a", "Next question →", href="#"))),
                 h("footer.ja-footer", h("p", f"© {self.today.year} Judge Academy · Privacy · Terms · Contact")))
        self.emit(page, body, f"Practice question #{n} | Judge Academy", "en")

    # ---- the companion app ----
    def layout_companion(self, page, card):
        """The Companion app's event screen as text: an announcement shared from the app (the event, its day and time,
        the round, table and clock, the store's announcement with the card's rulings, the next event) or a screenshot's
        text read by the phone (the status bar's clock and battery, the tabs); English, German, French or Japanese."""
        r = self.rng
        L = COMPANION[self.lang]
        name = self._title(page, card, p_printed=0.7)
        items = self.items(page, card, "a companion app's announcement")
        store = r.choice(STORES.get(self.lang, STORES["en"]))
        ev = r.choice(L["events"])
        t_ann = self.at(self.today, f"{r.randint(18, 20)}:{r.randint(0, 59):02d}")
        nxt = self.day(7)
        rnd, table = r.randint(2, 4), r.randint(1, 24)
        style = r.choice(["colon", "dash", "bullet", "dateline", "bracket"])
        page.__dict__.setdefault("styles", []).append(f"lines/{style}")
        rl = self.rlines(items, style, "：" if self.lang == "ja" else ": ")
        when = self.comp_day(page, self.today, "19:00")
        ann = [[L["ann"].format(store=store, t=self.comp_time(t_ann))], [L["rulings_for"], name, L["colon"]]] + rl
        ann.append(self.own(page, self.today, r.choice(FORMS[self.lang]), L["posted"]) if r.random() < 0.5 else self.same(page, self.today, L["posted"]))
        if r.random() < 0.5:
            lines = [ev, f"{store} · {self.city()}", when, L["round"].format(rnd=rnd, table=table), L["clock"].format(f"{r.randint(5, 49)}:{r.randint(0, 59):02d}"),
                     L["opp"] + self.person()[0], ""] + ann + ["", L["next"] + self.comp_day(page, nxt, "19:00") + " — " + ev, "", L["shared"],
                     f"https://mtg.onelink.me/{hex_digits(r, 4)}?event={r.randint(100000, 999999)}"]
        else:
            lines = [f"{t_ann:%H:%M}" if self.lang != "en" else h12(t_ann, "", ("", "")), f"▂▄▆█ {r.randint(12, 99)}%", L["back"], ev, when,
                     L["announcements"].upper() if self.lang != "ja" else L["announcements"], store] + ann + \
                    ["", L["round"].format(rnd=rnd, table=table) + f"   {r.randint(5, 49)}:{r.randint(0, 59):02d}", L["next"] + self.comp_day(page, nxt, "19:00"), L["tabs"]]
        self.emit_lines(page, lines)

    def comp_day(self, page: Page, d: dt.date, hm: str) -> str:
        """An event's day and time as the app writes it in its language; recorded."""
        t = self.at(d, hm)
        text = {"en": f"{WEEKDAYS['en3'][d.weekday()]}, {MON['en'][d.month - 1]} {d.day}, {d.year} · {h12(t)}",
                "de": f"{WD_SHORT['de'][d.weekday()]}, {d:%d.%m.%Y} · {hm} Uhr", "fr": f"{weekday(d, 'fr')[:3]}. {d.day} {MONTHS['fr'][d.month - 1]} {d.year} · {hm.replace(':', ' h ')}",
                "ja": f"{d.year}/{d:%m/%d}({weekday(d, 'ja')}) {hm}"}[self.lang]
        return self.shown(page, d, text)

    def comp_time(self, t: dt.datetime) -> str:
        return h12(t) if self.lang == "en" else f"{t:%H:%M}"

    # ---- coverage sites in other languages ----
    def cov_parts(self, page: Page, card: CardData, name: T, how: list[str] | None = None) -> dict:
        """A coverage article's parts in the page's language: the event (a day of the last three), the intro, a feature
        match, the judge call about the card with its official rulings, the printed card now and then, the standings."""
        r = self.rng
        L = COV[self.lang]
        items = self.items(page, card, f"a coverage article's judge call ({self.lang})")
        ev_day = self.day(-r.randint(0, 2))
        day_no = r.choice([1, 2])
        city = self.city()
        ev = event_name(ev_day.year, r, city, big=r.random() < 0.6)
        a, b, c, d, e_, judge = self.person(k=6)
        rounds = self.round_times(ev_day, 1, 6, "09:30", 65)
        k = r.randint(3, 5)
        t_call = rounds[k - 1] + dt.timedelta(minutes=r.randint(8, 45))
        o1, o2 = self._others(card, 2)
        q = L["q"]
        qa, qb = q.split("{}")
        tf = (lambda t: f"{t.hour} h {t.minute:02d}") if self.lang == "fr" else (lambda t: f"{t:%H:%M}")
        fm = [h("h2", L["round"].format(k=k - 1), " · ", tf(rounds[k - 2] + dt.timedelta(minutes=20))),
              h("h3", L["fm"].format(a=c, b=d, deck=r.choice(DECKS), deck2=r.choice(DECKS))),
              h("p", L["fm_text"].format(a=c, b=d, o1=q.format(o1), o2=q.format(o2)))]
        box = self.card_box(page, card, name, self.lang, "card-box") if r.random() < 0.55 else None
        call = [h("h2", L["round"].format(k=k), " · ", tf(t_call)), h("h3", L["call_h"].format(table=r.randint(2, 60))),
                h("p", L["call_pre"].format(k=k, t=tf(t_call), a=a), qa, name, qb, L["call_post"].format(judge=judge)), box,
                self.rblock(page, items, r.choice(how or ["ul", "p", "quote", "table", "dl"]), style=r.choice(["colon", "dash", "paren", "bracket", "dateline"]),
                            head=L["th"], colon="：" if self.lang in ("ja", "zhs", "zht") else ": "),
                h("p", L["after"].format(a=a))]
        st = [h("h2", L["st_h"].format(k=k + 1)), self.standings([a, b, c, d, e_], L["head"])]
        intro = h("p", L["intro"].format(ev=ev, day=day_no, n=r.randint(60, 400)))
        return dict(ev=ev, ev_day=ev_day, intro=intro, fm=fm, call=call, box=None, st=st, items=items, L=L, tf=tf, rounds=rounds)

    def related(self, page: Page, titles: list[str], form: str, cls: str = "related") -> N:
        """Other articles of the site, each with its day."""
        r = self.rng
        return h(f"ul.{cls}", [h("li", h("a", t, href="#"), " ", h("span.date", self.own(page, self.day(-r.randint(3, 60)), form))) for t in titles])

    def layout_cov_ja(self, page, card):
        """A Japanese store's coverage article (Hareruya- or BIG MAGIC-like): the publication day "2025/03/15", the event
        day in kanji with its weekday, cards named in 《》, a feature match, the judge call with the official rulings in
        English under a Japanese intro, the printed Japanese card now and then, the standings, share buttons, related
        articles with their days."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        P = self.cov_parts(page, card, name)
        pub = self.day(r.randint(-1, 0)) if P["ev_day"] < self.today else self.today
        d = P["ev_day"]
        title = f"{P['ev']} {r.choice(['ラウンド速報', 'カバレージ', '観戦記事'])}：ジャッジ・コールと裁定"
        art = h("article.article-content", h("div.article-info", h("span.article-date", self.own(page, pub, "ja:slash")), " ", h("span.article-category", "カバレージ")),
                h("h1.article-title", title), h("div.article-author", "著者：", self.person()[0]),
                h("p.event-date", self.shown(page, d, f"開催日：{d.year}年{d.month}月{d.day}日（{weekday(d, 'ja')}）")),
                P["intro"], P["fm"], P["box"], P["call"], P["st"],
                h("div.article-share", [[h("a", x, href="#"), " "] for x in ("ポスト", "シェア", "はてブ", "LINEで送る")]),
                h("div.article-tags", "タグ：", [[h("a", x, href="#"), " "] for x in ("カバレージ", "ジャッジ", "ルール")]))
        body = h("body", self.cookie("ja", "onetrust"), h("header.site-header", h("a.logo", "マジック・カバレージ・ジャパン"),
                 self.menu(["トップ", "記事一覧", "デッキ検索", "大会情報", "通販"], "global-nav")),
                 h("nav.breadcrumb", "トップ > 記事 > カバレージ"), h("main.container", art, h("section.related", h("h2", "関連記事"),
                   self.related(page, [f"{P['ev']} 1日目 デッキリスト", "今週の禁止制限告知まとめ", "プレリリース 参加者募集"], "ja:slash"))),
                 h("footer.site-footer", h("p", f"© {self.today.year} マジック・カバレージ・ジャパン"), h("p", "会社概要 ・ プライバシーポリシー ・ お問い合わせ")))
        self.emit(page, body, f"{title} | マジック・カバレージ・ジャパン", "ja")

    def layout_cov_es(self, page, card):
        """A Spanish blog's tournament chronicle (WordPress): "Publicado el 15 de marzo de 2025 por …", the event's day
        with its weekday, the feature match, the judge call with the official rulings, the standings, the share bar and
        the comments with their own days and times; Complianz's banner."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        P = self.cov_parts(page, card, name)
        d = P["ev_day"]
        pub = self.day(0) if r.random() < 0.5 else d
        comments = [h("li.comment", h("b.fn", who), " ", h("span.comment-date", self.own(page, self.day(0), "es:num", "{} a las " + f"{r.randint(9, 23)}:{r.randint(0, 59):02d}")),
                      h("p", txt)) for who, txt in zip(self.person(k=2), ["¡Gran crónica! Yo estaba en la mesa de al lado.", "Ese ruling me salvó la partida en la ronda 6."])]
        post = h("article.post", h("h1.entry-title", f"Crónica: {P['ev']} – Día {r.choice([1, 2])}"),
                 h("div.entry-meta", "Publicado el ", self.own(page, pub, "es:long"), " por ", h("a", self.person()[0]), " · ", h("span.cat-links", "Torneos, Crónicas")),
                 h("p.event-date", self.shown(page, d, f"{weekday(d, 'es').capitalize()}, {render43(d, 'es:long')} · {P['ev'].split()[-1]}")),
                 P["intro"], P["fm"], P["call"], P["box"], P["st"],
                 self.share(["Compartir:", "Facebook", "X", "WhatsApp", "Telegram"]),
                 h("section.comments", h("h2", f"{len(comments)} comentarios"), h("ol", comments)))
        body = h("body.single", self.cookie("es", "complianz"), h("header.site-header", h("p.site-title", "El Rincón del Planeswalker"),
                 self.menu(["Inicio", "Crónicas", "Torneos", "Mazos", "Contacto"], "main-navigation")), h("main", post),
                 h("footer.site-footer", h("p", f"© {self.today.year} El Rincón del Planeswalker · Aviso legal · Política de cookies")))
        self.emit(page, body, f"Crónica: {P['ev']} – El Rincón del Planeswalker", "es")

    def layout_cov_pt(self, page, card):
        """A Brazilian Magic portal's coverage news: "Por … em 15/03/2025 às 21:14", "Atualizado em …", the feature match,
        the judge call with the official rulings, the printed Portuguese card now and then, the standings, the share bar
        and "Leia também" with each article's day."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        P = self.cov_parts(page, card, name)
        d = P["ev_day"]
        pub = self.at(d, f"{r.randint(18, 22)}:{r.randint(0, 59):02d}")
        upd = self.day(0)
        art = h("article.noticia", h("span.chapeu", "Cobertura"), h("h1.titulo", f"Cobertura: {P['ev']} — rodada a rodada"),
                h("p.autor", "Por ", h("a", self.person()[0]), " em ", self.own(page, d, "pt:num", "{} às " + f"{pub:%H:%M}")),
                h("p.atualizado", self.own(page, upd, "pt:long", "Atualizado em {}")),
                self.share(["WhatsApp", "Facebook", "X", "Telegram"], "compartilhe"), P["intro"], P["box"], P["fm"], P["call"], P["st"],
                h("section.leia-tambem", h("h2", "Leia também"), self.related(page, ["Decks do Top 8", "Banimentos: o que muda no Pioneer", "Calendário de RCQs"], "pt:num")))
        body = h("body", h("header.topo", h("a.logo", "Arena do Planinauta"), self.menu(["Notícias", "Torneios", "Decks", "Cards", "Loja"], "menu-principal")),
                 h("main.conteudo", art), h("footer.rodape", h("p", f"© {self.today.year} Arena do Planinauta — Todos os direitos reservados"),
                                            h("p", "Política de privacidade · Termos de uso · Anuncie")))
        self.emit(page, body, f"Cobertura: {P['ev']} | Arena do Planinauta", "pt-BR")

    def layout_cov_fr(self, page, card):
        """A French organizer's live page ("Direct"): published and updated days with French times ("14 h 32"), the
        programme with each day in words, the feature match and the judge call with the official rulings in round
        sections, the standings, the legal footer."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        P = self.cov_parts(page, card, name)
        d = P["ev_day"]
        d1 = self.off(d - dt.timedelta(days=1))
        prog = h("aside.programme", h("h2", "Programme"), h("ul",
                 h("li", self.shown(page, d1, f"{weekday(d1, 'fr').capitalize()} {render43(d1, 'fr:long')} : rondes 1 à 8")),
                 h("li", self.shown(page, d, f"{weekday(d, 'fr').capitalize()} {render43(d, 'fr:long')} : rondes 9 à 14, top 8"))))
        art = h("article.direct", h("h1", f"Direct — {P['ev']}"),
                h("p.meta", self.own(page, d1, "fr:long", "Publié le {} à 9 h 02"), " · ", self.own(page, self.day(0), "fr:num", "mis à jour le {} à ")
                  + f"{r.randint(10, 22)} h {r.randint(0, 59):02d}"),
                P["intro"], P["fm"], P["call"], P["box"], P["st"], self.share(["Partager :", "Facebook", "X", "Bluesky", "Copier le lien"]))
        body = h("body", self.cookie("fr", "complianz"), h("header", h("a.logo", "Ludik Events"), self.menu(["Accueil", "Événements", "Direct", "Résultats", "Contact"], "nav")),
                 h("main", art, prog), h("footer", h("p", f"© {self.today.year} Ludik Events · Mentions légales · Politique de confidentialité · Nous contacter")))
        self.emit(page, body, f"Direct — {P['ev']} | Ludik Events", "fr")

    def layout_cov_de(self, page, card):
        """A German Magic site's tournament report ("Turnierbericht"): "15.03.2025, 21:14 Uhr · von …", the reading time,
        the event's day in words, the feature match, the judge call with the official rulings, the printed German card now
        and then, the standings, the comments with their days; the imprint footer."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        P = self.cov_parts(page, card, name)
        d = P["ev_day"]
        comments = [h("div.kommentar", h("strong", who), " ", h("span", self.own(page, self.day(0), "de:num", "{} um " + f"{r.randint(9, 23)}:{r.randint(0, 59):02d}")),
                      h("p", txt)) for who, txt in zip(self.person(k=2), ["Starker Bericht, danke!", "Genau das Ruling hatten wir letzte Woche im Laden auch."])]
        art = h("article.bericht", h("p.rubrik", "Turnierberichte"), h("h1", f"Turnierbericht: {P['ev']}"),
                h("p.meta", self.own(page, d, "de:num", "{}, " + f"{r.randint(18, 23)}:{r.randint(0, 59):02d} Uhr"), " · von ", h("a", self.person()[0]),
                  " · Lesezeit: ", f"{r.randint(4, 12)} Min."),
                h("p.termin", "Termin: ", self.shown(page, d, f"{weekday(d, 'de')}, {render43(d, 'de:long')}")),
                P["intro"], P["fm"], P["box"], P["call"], P["st"], h("section.kommentare", h("h2", f"Kommentare ({len(comments)})"), comments),
                h("section.weitere", h("h2", "Weitere Turnierberichte"), self.related(page, ["Store Championship im Rückblick", "RCQ-Saison: alle Termine"], "de:num")))
        body = h("body", self.cookie("de", "cookiebot"), h("header", h("a.logo", "Manawerk Magazin"), self.menu(["News", "Turniere", "Decks", "Regeln", "Podcast"], "hauptnavigation")),
                 h("main", art), h("footer", h("p", "Impressum · Datenschutz · Cookie-Einstellungen"), h("p", f"© {self.today.year} Manawerk Magazin")))
        self.emit(page, body, f"Turnierbericht: {P['ev']} – Manawerk Magazin", "de")

    def layout_cov_zh(self, page, card):
        """Chinese coverage: a WeChat official account's article (Simplified: ``rich_media_title``, ``publish_time``
        "2025年3月15日 21:14", "阅读 1.2万", comments dated "3月16日") or a Taiwanese PIXNET blog post (Traditional: "Mar 15
        Sat 2025 21:14", "瀏覽(1234)", the latest posts with their days); the judge call with the official rulings."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        P = self.cov_parts(page, card, name)
        d = P["ev_day"]
        pub = self.at(self.day(0) if r.random() < 0.5 else d, f"{r.randint(18, 23)}:{r.randint(0, 59):02d}")
        wd = weekday(d, self.lang)
        when = self.shown(page, d, f"比赛日期：{d.year}年{d.month}月{d.day}日（周{wd}）" if self.lang == "zhs" else f"比賽日期：{d.year}年{d.month}月{d.day}日（週{wd}）")
        parts = [h("p", when), P["intro"], P["fm"], P["box"], P["call"], P["st"]]
        if self.lang == "zhs":
            c1 = self.day(0)
            content = h("div#js_content.rich_media_content", [h("section", x) for x in parts if x])
            art = h("div.rich_media_area_primary", h("h1#activity-name.rich_media_title", f"{P['ev']}｜裁判呼叫与官方裁定"),
                    h("div#meta_content.rich_media_meta_list", h("span.rich_media_meta.rich_media_meta_text", "原创"), " ",
                      h("span.rich_media_meta.rich_media_meta_nickname", h("a", "万智牌赛事速递")), " ",
                      h("em#publish_time.rich_media_meta.rich_media_meta_text", self.own(page, pub.date(), "zhs:kanji", "{} " + f"{pub:%H:%M}")), " ",
                      h("span.rich_media_meta_text", "发表于上海")), content,
                    h("div.rich_media_tool", "阅读原文 ", f"阅读 {r.randint(2, 9)}.{r.randint(0, 9)}万", " ", f"赞 {r.randint(10, 300)}", " ", f"在看 {r.randint(2, 60)}"),
                    h("div.discuss_container", h("p", "写留言"), h("ul", h("li", h("span.nickname", self.person()[0]), " ", h("span.discuss_message", "裁定贴得很及时，谢谢！"), " ",
                                                                         h("span.discuss_time", self.shown(page, c1, f"{c1.month}月{c1.day}日"))))))
            self.emit(page, h("body#activity-detail.zh_CN", art), f"{P['ev']}｜裁判呼叫与官方裁定", "zh-CN")
            return
        stamp = f"{MON['en'][pub.month - 1]} {pub.day:02d} {WEEKDAYS['en3'][pub.weekday()]} {pub.year} {pub:%H:%M}"
        art = h("div.article", h("div.article-head", h("h2.title", h("a", f"{P['ev']} 裁判呼叫與官方判定")),
                h("div.publish", h("span.publish-date", self.shown(page, pub.date(), stamp)))),
                h("div.article-content", h("div.article-content-inner", parts)),
                h("div.article-footer", "文章標籤 ", h("a", "魔法風雲會"), " ", h("a", "MTG"), " · 全站分類：休閒娛樂 · ",
                  f"瀏覽({r.randint(100, 9000)})", " ", f"留言({r.randint(0, 9)})", " ", "引用(0)"))
        side = h("div#sidebar", h("h3", "最新文章"), self.related(page, ["週五FNM戰報", "預組套牌開箱", "禁卡公告整理"], "zht:slash"))
        body = h("body", h("div#pixnet-bar", "痞客邦 PIXNET · 登入 · 註冊"), h("div#banner", h("h1", "阿明的魔法風雲會筆記"), h("p", "打牌、判定、賽事紀錄")),
                 h("div#container", art, side), h("div#footer", h("p", "Powered by PIXNET · 本部落格所有文章版權所有")))
        self.emit(page, body, f"{P['ev']} 裁判呼叫與官方判定 @ 阿明的魔法風雲會筆記 :: 痞客邦 ::", "zh-TW")

    def layout_cov_ko(self, page, card):
        """A Naver blog post of a Korean event (SmartEditor's ``se-title-text``, ``se_publishDate`` "2025. 3. 15. 21:14",
        ``se-main-container``): the judge call with the official rulings, the printed Korean card now and then, the
        standings, likes and comments, the blog's other posts with their days."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        P = self.cov_parts(page, card, name)
        d = P["ev_day"]
        pub = self.at(self.day(0) if r.random() < 0.5 else d, f"{r.randint(18, 23)}:{r.randint(0, 59):02d}")
        nick = r.choice(["마나번", "플레인즈워커_민", "저지노트"])
        title = f"[대회 후기] {P['ev']} 저지 콜과 공식 룰링"
        post = h("div.se-viewer", h("div.se-documentTitle", h("div.se-title-text", h("span", title)),
                 h("div.blog_author", h("span.nick", nick), " ", h("span.se_publishDate.pcol2", self.own(page, pub.date(), "ko:dots", "{} " + f"{pub.hour}:{pub.minute:02d}")))),
                 h("div.se-main-container", h("p.se-text-paragraph", self.shown(page, d, f"대회 일자: {d.year}년 {d.month}월 {d.day}일 ({weekday(d, 'ko')})")),
                   P["intro"], P["fm"], P["box"], P["call"], P["st"]))
        foot = h("div.post_footer", h("span.u_likeit", f"공감 {r.randint(1, 80)}"), " ", h("span.btn_comment", f"댓글 {r.randint(0, 12)}"), " ", h("a", "이웃추가", href="#"))
        others = h("div.blog_other_posts", h("h3", "이 블로그의 다른 글"), self.related(page, ["금요일 FNM 후기", "프리릴리즈 씰드 덱 정리", "모던 RCQ 참가 후기"], "ko:dots"))
        body = h("body", h("div#blog-header", h("a", f"{nick}님의 블로그"), " ", h("span", "매직 더 개더링"), " ", h("span", f"전체보기 ({r.randint(40, 600)}개의 글)")),
                 h("div#post-view", post, foot, others), h("div#footer", h("p", "NAVER 블로그 · 이용약관 · 개인정보처리방침")))
        self.emit(page, body, f"{title} : 네이버 블로그", "ko")

    def layout_cov_ru(self, page, card):
        """A Russian organizer's Telegram channel, as its web preview shows it (t.me/s/…: ``tgme_widget_message_text``,
        views, ``time`` with the full stamp in ``datetime``) or as the posts are copied from Telegram Desktop ("Канал,
        [15.03.2025 14:32]"): the schedule post with the event's day, a feature match, the judge call about the card with
        its official rulings, the day's standings."""
        r = self.rng
        L = COV["ru"]
        name = self._title(page, card, p_printed=0.85)
        items = self.items(page, card, "a Telegram channel's judge-call post (ru)")
        d = self.day(-r.randint(0, 2))
        ev = event_name(d.year, r, self.city(), big=r.random() < 0.5)
        a, b, c, dd, judge = self.person(k=5)
        o1, o2 = self._others(card, 2)
        rounds = self.round_times(d, 1, 6, "10:00", 65)
        k = r.randint(3, 5)
        t_call = rounds[k - 1] + dt.timedelta(minutes=r.randint(8, 40))
        style = r.choice(["colon", "dash", "bullet", "dateline", "numbered"])
        page.__dict__.setdefault("styles", []).append(f"lines/{style}")
        eve = self.off(d - dt.timedelta(days=1))
        posts = [(self.at(eve, "20:15"), [["📅 ", self.own(page, d, "ru:num"), f" — {ev}"], ["Регистрация до 09:30, первый раунд в 10:00."],
                                          ["Итоги прошлого этапа: ", self.own(page, self.off(d - dt.timedelta(days=r.randint(20, 40))), "ru:long")], ["#расписание"]]),
                 (rounds[k - 2] + dt.timedelta(minutes=25), [["⚔️ ", L["fm"].format(a=c, b=dd, deck=r.choice(DECKS), deck2=r.choice(DECKS))],
                                                            [L["fm_text"].format(a=c, b=dd, o1=f"«{o1}»", o2=f"«{o2}»")]]),
                 (t_call + dt.timedelta(minutes=10), [["⚖️ ", L["call_h"].format(table=r.randint(2, 40))],
                                                      [L["call_pre"].format(k=k, t=f"{t_call:%H:%M}", a=a), "«", name, "»", L["call_post"].format(judge=judge)]]
                  + self.rlines(items, style) + [[L["after"].format(a=a)], ["#судейство"]]),
                 (rounds[5] + dt.timedelta(minutes=80), [["🏆 ", self.own(page, d, "ru:long", "Итоги дня — {}")]] +
                  [[f"{i}. {p} — {12 - 2 * i} очков"] for i, p in enumerate([c, a, b, dd], 1)])]
        chan = "MTG Судейский вестник"
        if not self.html:
            lines = []
            for t, body in posts:
                lines += [[chan, ", [", self.own(page, t.date(), "ru:num"), f" {t:%H:%M}]"]] + body + [""]
            self.emit_lines(page, lines)
            return
        msgs = [h("div.tgme_widget_message_wrap.js-widget_message_wrap", h("div.tgme_widget_message.text_not_supported_wrap.js-widget_message",
                  h("div.tgme_widget_message_author", h("a.tgme_widget_message_owner_name", h("span", chan))),
                  h("div.tgme_widget_message_text.js-message_text", [[x for x in ln] + [h("br")] for ln in body]),
                  h("div.tgme_widget_message_footer", h("span.tgme_widget_message_views", f"{r.randint(1, 9)}.{r.randint(0, 9)}K"), " ",
                    h("span.tgme_widget_message_meta", h("a.tgme_widget_message_date", h("time.time", f"{t:%H:%M}", datetime=f"{t:%Y-%m-%dT%H:%M:%S}+00:00"), href="#")))))
                for t, body in posts]
        counts = ((f"{r.randint(2, 30)}.{r.randint(0, 9)}K", "subscribers"), (str(r.randint(100, 900)), "photos"), (str(r.randint(5, 90)), "links"))
        info = h("div.tgme_channel_info", h("div.tgme_channel_info_header_title", h("span", chan)), h("div.tgme_channel_info_header_username", "@mtg_judge_news"),
                 h("div.tgme_channel_info_counters", [[h("div.tgme_channel_info_counter", h("span.counter_value", v), " ", h("span.counter_type", t)), " "]
                                                       for v, t in counts]))
        body = h("body.widget_frame_base.tgme_webpreview", h("header.tgme_header", h("a.tgme_header_link", "Telegram")), h("main.tgme_main", h("section.tgme_channel_history", msgs)),
                 h("aside.tgme_right_column", info))
        self.emit(page, body, f"{chan} – Telegram", "ru")

    # ---- broadcast, policy, previews ----
    def layout_rundown(self, page, card):
        """A broadcast's rundown for a day of coverage: a Google Sheet published to the web (the ``waffle`` table, row
        and column headers, "Published by Google Sheets – Report Abuse – Updated automatically every 5 minutes") or the
        producer's text script; segments with their start times and lengths, the rules segment's script with the card's
        official rulings, the show's day, the revision's day, a sponsor's event days."""
        r = self.rng
        name = self._title(page, card, p_printed=0)
        items = self.items(page, card, "a broadcast rundown's rules segment", "en")
        city = self.city("en")
        show = self.day(r.randint(0, 3))
        ev = event_name(show.year, r, city)
        rev = self.day(-r.randint(1, 5))
        a, b, host, judge = self.person("en", 4)
        setn = f"{r.choice(sorted(self.set_names.values()))} Remastered"
        p1 = self.day(r.randint(20, 40))
        p2 = p1 + dt.timedelta(days=6)
        head = f"{ev.upper()} — DAY 2 BROADCAST RUNDOWN"
        showday = self.shown(page, show, f"{weekday(show, 'en')}, {render43(show, 'en:long')}")
        revline = self.own(page, rev, r.choice(["en:mdy", "en:iso", self._rform]), "rev. 7 — updated {}")
        script = self.rlines(items, r.choice(["colon", "dash", "dateline"]))
        page.__dict__.setdefault("styles", []).append("lines/rundown")
        segs = [("1", "08:45", "0:05", "Cold open", host, [[f"Venue wide; lower third: {ev} · Day 2"]]),
                ("2", "08:50", "0:10", "Desk: Day 1 recap", f"{host}, {a}", [["GFX: top 8 standings after Day 1"]]),
                ("3", "09:00", "0:50", "Round 9 feature match", f"{a}, {b}", [["Table 1 · camera 2 on the clock"]]),
                ("4", "09:55", "0:04", ["RULES SEGMENT — ", name], f"Head Judge {judge}", [["SCRIPT (read on air):"]] + script + [["GFX: lower third “Official rulings · Gatherer”"]]),
                ("5", "10:00", "0:50", "Round 10 feature match", f"{a}, {b}", [["Table 2"]]),
                ("6", "10:55", "0:05", "Sponsor break", "—", [[f"Spot: {setn} Prerelease ", self.mon_d(page, p1), "–", self.mon_d(page, p2)]])]
        nxt = self.own(page, self.off(show + dt.timedelta(days=1)), "en:long", "NEXT SHOW: Day 3 — {} · on air 8:45 PT")
        if self.html:
            self.rundown_sheet(page, head, showday, revline, segs, nxt)
        else:
            lines = [head, f"{showday} · all times PT · {revline}", "", "SEG  START  DUR   SEGMENT"]
            for n, st, du, seg, tal, notes in segs:
                lines.append([f"{n:<4} {st}  {du}  "] + (seg if isinstance(seg, list) else [seg]) + [f" ({tal})"])
                lines += [["     "] + ln for ln in notes]
            self.emit_lines(page, lines + ["", nxt])

    def rundown_sheet(self, page: Page, head: str, showday: str, revline: str, segs: list, nxt: str) -> None:
        """The rundown as Google Sheets publishes it."""
        rows = [[head], ["Show date:", showday, "", revline], ["SEG", "START (PT)", "DUR", "SEGMENT", "TALENT", "GFX / NOTES"]]
        for n, st, du, seg, tal, notes in segs:
            cell = [x for k, ln in enumerate(notes) for x in ([h("br")] if k else []) + ln]
            rows.append([n, st, du, seg, tal, cell])
        rows.append([nxt])
        trs = []
        for k, row in enumerate(rows):
            cells = [h(f"td.s{min(k, 3)}", c, colspan="6" if len(row) == 1 else None) for c in row]
            trs.append(h("tr", h("th.row-headers-background", h("div.row-header-wrapper", str(k + 1))), cells, style="height: 20px"))
        cols = h("tr", h("th.row-header.freezebar-origin-ltr"), [h("th.column-headers-background", chr(65 + i)) for i in range(6)])
        body = h("body", h("div#top-bar", h("div#doc-title", h("span.name", head.title()))),
                 h("div#sheets-viewport", h("div.ritz.grid-container", h("table.waffle", h("thead", cols), h("tbody", trs), cellspacing="0", cellpadding="0"), dir="ltr")),
                 h("div#footer", "Published by ", h("a", "Google Sheets", href="#"), " – ", h("a", "Report Abuse", href="#"), " – Updated automatically every 5 minutes"))
        self.emit(page, body, head.title(), "en", head='<link rel="stylesheet" href="https://ssl.gstatic.com/docs/spreadsheets/published.css">\n')

    def layout_ipg(self, page, card):
        """A judge blog's annotated Infraction Procedure Guide section (Missed Trigger): the IPG's effective day, the
        annotations' last update, the policy's text, an example built on the card with its official rulings, and the
        section's revision history, each change dated in the rulings' very form now and then."""
        r = self.rng
        name = self._title(page, card, p_printed=0)
        items = self.items(page, card, "an annotated IPG example", "en")
        eff = self.day(-r.randint(20, 200))
        upd = self.day(-r.randint(0, 15))
        a, b = self.person("en", 2)
        hist_form = self._rform if r.random() < 0.6 else r.choice(FORMS["en"])
        hist = [(self.off(eff - dt.timedelta(days=r.randint(300, 500))), "The opponent now chooses whether a missed trigger with a default action is put on the stack."),
                (self.off(eff - dt.timedelta(days=r.randint(100, 280))), "Triggers that would have been noticed later in the same phase are no longer an infraction."),
                (eff, "Warnings for missed triggers are issued only when the trigger is detrimental to its controller.")]
        text = [h("h3", "Definition"), h("p", "A triggered ability triggers, but the player controlling it fails to demonstrate awareness of its existence the first time it would affect the game."),
                h("h3", "Philosophy"), h("p", "Triggered abilities are common, invisible and easy to forget. Players are expected to remember their own triggers."),
                h("h3", "Additional Remedy"), h("p", "If the trigger was missed more than a turn ago, the opponent decides whether to add it to the stack.")]
        example = [h("h2", "Example D"), h("p", f"{a} controls ", name, f". {b} points out two turns later that it should have done something. How the card works is in its official rulings:"),
                   self.rblock(page, items, r.choice(["ul", "p", "dl", "table"]), style=r.choice(["colon", "dash", "paren"]), head=("Date", "Ruling")),
                   h("p", "With the rulings read, the floor judge applies the remedy above; no further penalty.")]
        post = h("article.post", h("h1.entry-title", "Annotated IPG: 2.1. Game Play Error — Missed Trigger"),
                 h("p.entry-meta", self.own(page, eff, "en:long", "IPG effective {}"), " · ", self.own(page, upd, "en:long", "annotations last updated {}"), " · by ", h("a", self.person("en")[0])),
                 h("blockquote.ipg-text", text), h("h2", "Annotation"),
                 h("p", "The remedy depends on when the trigger is noticed, not on whether it was beneficial."), example,
                 h("h2", "History of this section"), h("ul.history", [h("li", self.own(page, d, hist_form), " — ", t) for d, t in hist]))
        body = h("body.single", h("header.site-header", h("p.site-title", "Magic Judges Blog"), self.menu(["Home", "IPG", "MTR", "Articles", "Exemplar", "About"], "main-navigation")),
                 h("main", post), h("aside", h("h2", "Documents"), h("ul", h("li", self.own(page, self.off(eff - dt.timedelta(days=1)), "en:long", "MTR (effective {})")),
                                                                   h("li", "JAR (Judging at Regular)"))),
                 h("footer.site-footer", h("p", "Magic Judges Blog · Not affiliated with Wizards of the Coast · Privacy")))
        self.emit(page, body, "Annotated IPG: Missed Trigger – Magic Judges Blog", "en")

    def layout_preview(self, page, card):
        """A preview article (English, Japanese or Spanish): a returning card revealed before a set's release, the
        publication day, the embargo's end, the set's release and prerelease days, the card (printed in the site's
        language now and then), and the rulings it already has, with their days; preorder and newsletter boxes."""
        r = self.rng
        L = PREVIEW[self.lang]
        name = self._title(page, card, p_printed=0.85)
        items = self.items(page, card, "a preview article's rulings on file")
        pub = self.day(-r.randint(0, 3))
        rel = self.day(r.randint(20, 60))
        pre1 = rel - dt.timedelta(days=7)
        setn = f"{r.choice(sorted(self.set_names.values()))} Remastered"
        qa, qb = L["q"].split("{}")
        box = (self.card_box(page, card, name, self.lang, "preview-card") if self.lang != "en" and r.random() < 0.6 else None) or \
            h("div.preview-card", [h("p.card-text", x) for x in self.oracle(page, card)])
        form = r.choice(FORMS[self.lang])
        fm = lambda d: self.own(page, d, form)  # noqa: E731
        art = h("article.preview", h("p.kicker", L["kicker"]), h("h1", L["title_pre"], qa, name, qb, L["title_post"].format(set=setn)),
                h("p.byline", L["by"], h("a", self.person()[0]), " · ", self.same(page, pub) if r.random() < 0.5 else fm(pub)),
                h("p.embargo", self.own(page, pub, FORMS[self.lang][0], L["embargo"])),
                h("ul.set-facts", h("li", L["release"], fm(rel)), h("li", L["prerelease"], fm(pre1), " – ", fm(self.off(rel - dt.timedelta(days=1))))),
                h("p", L["intro"]), box, h("h2", L["rulings_h"]), h("p", L["rulings_p"]),
                self.rblock(page, items, r.choice(["ul", "p", "table", "quote"]), style=r.choice(["colon", "dash", "paren", "dateline"]),
                            head=L["th"], colon="：" if self.lang == "ja" else ": "),
                h("div.preorder", L["preorder"].format(set=setn), " ", fm(rel)))
        body = h("body", self.cookie(self.lang if self.lang in COOKIES["onetrust"] else "en", "onetrust"),
                 h("header", h("a.logo", L["site"]), self.menu(L["nav"], "nav")), h("main", art),
                 h("section.newsletter", h("p", L["news"]), h("button", L["sub"])), h("footer", h("p", f"© {self.today.year} {L['site']}")))
        self.emit(page, body, f"{L['kicker']} | {L['site']}", self.lang)

    # ---- pages that name no card ----
    def layout_floor_notes_untitled(self, page, card):
        """A floor judge's call notes typed up from the floor sheet (English or German), naming no card: the event and its
        day, the staff, the rounds' start and end times, the calls by round and table (one about a card a player showed on
        a phone, with the rulings read to the players), the next event's staff meeting and registration deadline; as a
        Notepad text (a BOM now and then) or a Google Doc published to the web."""
        r = self.rng
        L = FLOOR[self.lang]
        items = self.items(page, card, "a floor judge's call notes")
        d = self.day(-r.randint(0, 3))
        city = self.city()
        hj, me, fj = self.person(k=3)
        rounds = self.round_times(d, 1, 5, "10:00", 60)
        k = r.randint(2, 4)
        t_call = rounds[k - 1] + dt.timedelta(minutes=r.randint(10, 45))
        style = r.choice(["dash", "colon", "bracket", "dateline", "numbered"])
        page.__dict__.setdefault("styles", []).append(f"lines/{style}")
        nxt = self.day(r.randint(10, 40))
        ev2 = event_name(nxt.year, r, self.city(), big=False)
        head = [[L["title"].format(ev=event_name(d.year, r, city, big=False)), self.own(page, d, r.choice(["en:iso", f"{self.lang}:{'num' if self.lang == 'de' else 'mdy'}", self._rform]))],
                [f"HJ: {hj} · FJ: {me}, {fj}"]]
        times = [f"R{i + 1} {t:%H:%M}–{t + dt.timedelta(minutes=50):%H:%M}" for i, t in enumerate(rounds[:4])]
        calls = [[f"R{k} T{r.randint(1, 30)} {t_call:%H:%M} — {L['call']}"]] + [["   "] + ln for ln in self.rlines(items, style)] + \
                [[f"   {L['upheld']}"], [f"R{k + 1} T{r.randint(1, 30)} {rounds[k]:%H:%M} — {L['slow']}"], [f"R{k + 2} T{r.randint(1, 30)} {L['reg']}"]]
        tail = [[self.own(page, self.off(nxt - dt.timedelta(days=1)), r.choice(FORMS[self.lang]), L["meeting"].replace("{ev}", ev2))],
                [self.own(page, self.off(nxt - dt.timedelta(days=3)), r.choice(FORMS[self.lang]), L["deadline"])]]
        lines = head + [" · ".join(times), ""] + calls + [""] + tail
        if not self.html:
            self._turns["bom"] = self._turns.get("bom", 0) + 1
            self.emit_lines(page, lines, bom=self._turns["bom"] % 2 == 1)
            return
        paras = [h("p.c3", h("span.c1", *ln)) if not isinstance(ln, str) else h("p.c3", h("span.c1", ln)) for ln in lines if ln != ""]
        body = h("body.c7.doc-content", h("div#banner", h("div#publish-banner", "Published using Google Docs"), " ", h("a", "Learn more", href="#"), " ",
                                          h("a", "Report abuse", href="#")),
                 h("div#title", L["doc"]), h("div#contents", paras), h("div#footer", "Updated automatically every 5 minutes"))
        self.emit(page, body, L["doc"], self.lang)

    def layout_photo_caption_untitled(self, page, card):
        """A coverage photo gallery's page (English, Spanish or Japanese), naming no card: the event and its day, the
        pager, the photo whose caption has the head judge reading the players the rulings of the card on the table (with
        their days), the photographer's credit with the day, download and share links, the neighbouring photos' captions
        with their times."""
        r = self.rng
        L = PHOTO[self.lang]
        items = self.items(page, card, "a coverage photo's caption")
        d = self.day(-r.randint(0, 2))
        ev = event_name(d.year, r, self.city(), big=True)
        judge, shooter = self.person(k=2)
        k = r.randint(5, 9)
        t = self.at(d, f"{r.randint(13, 17)}:{r.randint(0, 59):02d}")
        n, total = r.randint(5, 40), r.randint(41, 120)
        cap = h("figcaption", h("p", L["cap"].format(k=k, t=f"{t:%H:%M}", judge=judge)),
                self.rblock(page, items, r.choice(["p", "ul", "quote"]), style=r.choice(["colon", "dash", "paren", "dateline"]), colon="：" if self.lang == "ja" else ": "),
                h("p.credit", L["credit"].format(who=shooter), self.same(page, d) if r.random() < 0.5 else self.own(page, d, r.choice(FORMS[self.lang]))))
        fig = h("figure.gallery-photo", h("img", src=f"/media/{d:%Y/%m}/img_{r.randint(1000, 9999)}.jpg", alt=L["alt"]), cap)
        thumbs = h("ul.thumbs", [h("li", h("img", src=f"/media/thumb_{r.randint(1000, 9999)}.jpg", alt=""), h("span", f"{L['round']} {k - 1 + i} · {12 + i}:{r.randint(10, 59)} — {x}"))
                                  for i, x in enumerate(L["thumbs"])])
        body = h("body", h("header", h("a.logo", L["site"]), self.menu(L["nav"], "nav")),
                 h("main", h("h1", L["title"].format(ev=ev)), h("p.day", self.shown(page, d, L["day"].format(render43(d, FORMS[self.lang][1 if self.lang != "en" else 1])))),
                   h("nav.pager", h("a", L["prev"], href="#"), f" {n} / {total} ", h("a", L["next"], href="#"), " · ",
                     h("a", self.own(page, self.off(d - dt.timedelta(days=1)), "en:iso" if self.lang == "en" else FORMS[self.lang][0], L["day1"]), href="#")), fig,
                   h("div.actions", h("a", L["download"].format(r.randint(2, 9), r.randint(0, 9)), href="#"), " · ", h("a", L["share"], href="#")),
                   h("h2", L["more"]), thumbs, h("p.uploaded", self.own(page, self.day(0), r.choice(FORMS[self.lang]), L["uploaded"]))),
                 h("footer", h("p", f"© {self.today.year} {L['site']}")))
        self.emit(page, body, L["title"].format(ev=ev), self.lang)

    LAYOUTS43: dict[str, tuple[str, bool]] = {
        "op-coverage-liveblog": ("layout_liveblog", True),
        "op-event-info-faq": ("layout_event_faq", True),
        "op-judge-tournament-report": ("layout_judge_report", True),
        "op-arena-patch-notes": ("layout_arena_patch", True),
        "op-mtgo-weekly-announcements": ("layout_mtgo", True),
        "op-banned-restricted-announcement": ("layout_banned", True),
        "op-oracle-update-bulletin": ("layout_bulletin", True),
        "op-release-notes-article": ("layout_release_notes", True),
        "op-melee-tournament-page": ("layout_melee", True),
        "op-store-event-locator": ("layout_store_events", True),
        "op-judge-academy-practice": ("layout_academy", True),
        "op-companion-app-text": ("layout_companion", True),
        "op-coverage-ja-article": ("layout_cov_ja", True),
        "op-coverage-es-cronica": ("layout_cov_es", True),
        "op-coverage-ptbr-noticia": ("layout_cov_pt", True),
        "op-coverage-fr-direct": ("layout_cov_fr", True),
        "op-coverage-de-turnierbericht": ("layout_cov_de", True),
        "op-coverage-zh-wechat": ("layout_cov_zh", True),
        "op-coverage-ko-naver-blog": ("layout_cov_ko", True),
        "op-coverage-ru-telegram-channel": ("layout_cov_ru", True),
        "op-broadcast-rundown": ("layout_rundown", True),
        "op-policy-annotated-ipg": ("layout_ipg", True),
        "op-preview-card-article": ("layout_preview", True),
        "op-floor-notes-untitled": ("layout_floor_notes_untitled", False),
        "op-photo-caption-untitled": ("layout_photo_caption_untitled", False),
    }
    LAYOUTS = LAYOUTS43


#: each layout's formats (the first page of a layout in the first, the second in the second, then drawn), languages, and
#: the first year its kind of site is saved in (Melee and MTG Arena from 2018-2020, Judge Academy and Companion from 2019)
_BOTH = ("html", "text")
SITES43: dict[str, dict] = {
    "op-coverage-liveblog": dict(fmts=_BOTH, langs=["en"]),
    "op-event-info-faq": dict(fmts=_BOTH, langs=["en", "en", "de", "es", "fr", "it"]),
    "op-judge-tournament-report": dict(fmts=("html", "text"), langs=["en", "en", "it"]),
    "op-arena-patch-notes": dict(fmts=_BOTH, langs=["en"], since=2019),
    "op-mtgo-weekly-announcements": dict(fmts=_BOTH, langs=["en"]),
    "op-banned-restricted-announcement": dict(fmts=_BOTH, langs=["en", "en", "de", "fr", "it", "es", "pt", "ja"]),
    "op-oracle-update-bulletin": dict(fmts=_BOTH, langs=["en"]),
    "op-release-notes-article": dict(fmts=_BOTH, langs=["en", "en", "fr", "de", "it", "es", "pt", "ja"]),
    "op-melee-tournament-page": dict(fmts=_BOTH, langs=["en", "en", "es", "pt"], since=2020),
    "op-store-event-locator": dict(fmts=_BOTH, langs=["en", "de", "nl", "pl"]),
    "op-judge-academy-practice": dict(fmts=_BOTH, langs=["en"], since=2019),
    "op-companion-app-text": dict(fmts=("text",), langs=["en", "en", "de", "fr", "ja"], since=2019),
    "op-coverage-ja-article": dict(fmts=_BOTH, langs=["ja"]),
    "op-coverage-es-cronica": dict(fmts=_BOTH, langs=["es"]),
    "op-coverage-ptbr-noticia": dict(fmts=_BOTH, langs=["pt"]),
    "op-coverage-fr-direct": dict(fmts=_BOTH, langs=["fr"]),
    "op-coverage-de-turnierbericht": dict(fmts=_BOTH, langs=["de"]),
    "op-coverage-zh-wechat": dict(fmts=_BOTH, langs=["zhs", "zhs", "zht"]),
    "op-coverage-ko-naver-blog": dict(fmts=_BOTH, langs=["ko"]),
    "op-coverage-ru-telegram-channel": dict(fmts=_BOTH, langs=["ru"]),
    "op-broadcast-rundown": dict(fmts=_BOTH, langs=["en"]),
    "op-policy-annotated-ipg": dict(fmts=_BOTH, langs=["en"]),
    "op-preview-card-article": dict(fmts=_BOTH, langs=["en", "en", "ja", "es"]),
    "op-floor-notes-untitled": dict(fmts=("text", "html"), langs=["en", "en", "de"]),
    "op-photo-caption-untitled": dict(fmts=_BOTH, langs=["en", "es", "ja"]),
}

LAYOUTS43 = tuple(Fresh43Generator.LAYOUTS43)
Fresh43Generator.SITES = SITES43  # the layouts' tables, for ``PageDays.page``


def fresh43_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-43 part's pages, drawn with their own generator (seed + 300007) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh43Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh43")


# --- the self-test ---------------------------------------------------------------------------------------

def _part_problems(pages: list[Page], gen: Fresh43Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, each in every format its site saves), date languages
    (twelve at least), title languages (six besides English), a text with a BOM; cards with faces on about half of the
    pages; the rest in ``_part_variety``."""
    problems, full, layouts = part_basics(pages, LAYOUTS43, 12, 6)
    if not full:
        return problems
    if not any(p.content.startswith("\ufeff") for p in pages):
        problems.append("no text with a BOM")
    more, pages, multi, by_name = multi_share(pages, gen)
    return problems + more + _part_variety(pages, gen, layouts, multi, by_name)


def _part_variety(pages: list[Page], gen: Fresh43Generator, layouts: set[str], multi: list[Page], by_name: dict) -> list[str]:
    """The rest of ``_part_problems`` (a whole part only): formats, kinds of cards, of titles, of ``--card`` and of
    translations, translations on some pages, the rulings' presentations, and own days in the rulings' very form."""
    problems = []
    short = sorted(lay for lay in layouts if {p.fmt for p in pages if p.layout == lay} != set(SITES43[lay]["fmts"]))
    if short:
        problems.append(f"layouts not in each of their formats: {short}")
    problems += variety_problems(pages, gen, multi, by_name)
    hows = {s.split("/")[0] for p in pages for s in p.__dict__.get("styles", [])}
    if not {"ul", "p", "table", "quote", "dl", "lines"} <= hows:
        problems.append(f"rulings shown in too few ways: {sorted(hows)}")
    if sum(1 for p in pages if p.__dict__.get("same_form")) < 0.25 * len(pages):
        problems.append("too few pages show a day of their own in the rulings' very form")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh43Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = reading_views(p)
    seen = seen_in(views)
    return page_answer_problems(p, card, gen, views, seen, "op", "fresh43", at_least=3, late_days=FUTURE_DAYS)


def self_test(pages: list[Page], gen: Fresh43Generator) -> list[str]:
    """What is wrong with the answers: every page's content survives UTF-8; every ruling text, translation, chrome line,
    shown date and the page's own dates are in the page as read (as written, and a saved page without its tags, its
    entities resolved); the rulings are all the card's own with their real MTGJSON dates; every page shows three days of
    its own at least (event days, publication days, effective and release days, patch days), none of them a ruling's
    day nor more than FUTURE_DAYS after the page's; translations are the card's printed whole card or one printed face
    in a stored language; the card is the database's English name ("A // B" for a card with faces); titled pages name
    their card, untitled ones name it nowhere but inside a ruling and carry no translation; chrome on every page and
    inside no ruling or translation; and for the part: every layout in each of its formats, dates in 12 languages,
    titles in 6 printed languages besides English, a BOM, cards with faces on about half of the pages and of every kind,
    every kind of title and of ``--card``, translations of faces, of whole cards and of single-faced cards on some
    pages, the rulings as lists, paragraphs, tables, quotes, definition lists and plain lines, and a quarter of the pages
    at least showing a day of their own in the rulings' very form."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh43Generator, fresh43_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"{sum(1 for p in pages if p.__dict__.get('same_form'))} pages with an own date in the rulings' form, "
                                   f"{sum(p.content.startswith(chr(0xfeff)) for p in pages)} with a BOM")


if __name__ == "__main__":
    raise SystemExit(main())
