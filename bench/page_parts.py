"""The scaffolding the fresh parts of the page corpus share (``bench/page_fresh31.py`` on).

Each part (``bench/page_freshNN.py``) was written by a different hand that copied the previous part's scaffolding: the
card picker, the card's names, titles, translations and ``--card``, the rulings' days and the page's own days, the
chrome's bookkeeping, the helpers of names and encodings, and the self-test's checks. That scaffolding lives here once;
a part keeps only what is its own (its layouts, its sites' words, its date forms, its checks of its own furniture) and
the methods where its logic really differs.

- ``PartGenerator``: the base of the parts' generators (the cards by kind, the picker, names, ``--card``, days and
  chrome); a part sets ``PART``, ``LAYOUTS`` (its layout table), ``SINGLE_SHARE`` and ``RENDER`` (its day renderer);
- ``EncodedPartGenerator``: the base of the parts whose pages are saved in an encoding of their site or tool
  (fresh-40 on): what the page can write, translations and Oracle text that fit, titles in the page's language;
- the self-test's shared checks (``reading_views``, ``title_problems``, ``answer_problems``, ``own_date_problems``,
  ``translation_problems``, ``chrome_problems``, ``variety_problems``, ``problems_of_pages``) and ``part_main``.

Nothing here draws from a random generator in an order of its own: every method draws exactly as the part's own copy
did, so the parts' pages are the same for the same seed.
"""

from __future__ import annotations

import datetime as dt
import html
import random
import re
import unicodedata
from html.entities import codepoint2name

from page_corpus import MULTIFACE_LAYOUTS, CardData, Page, fold

#: the languages the database stores printed cards in (a page's translations come from these)
STORED = ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")


# --- names and text ------------------------------------------------------------------------------------

def named(name: str, text: str) -> bool:
    """Whether ``text`` names ``name`` as a word of its own (folded)."""
    return bool(re.search(r"(?<!\w)" + re.escape(fold(name)) + r"(?!\w)", fold(text)))


def slug(name: str) -> str:
    s = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-") or "card"


def fill(template: str, /, **kw) -> str:
    """``template`` with each ``{key}`` replaced (the other braces left alone)."""
    for k, v in kw.items():
        template = template.replace("{" + k + "}", str(v))
    return template


def e(s: str) -> str:
    """Text as HTML writes it (quotes left alone)."""
    return html.escape(s, quote=False)


def ea(s: str) -> str:
    """Text in an HTML attribute."""
    return html.escape(s, quote=True)


def hex_digits(rng: random.Random, n: int) -> str:
    """``n`` hexadecimal digits drawn from ``rng`` (an id, a hash, a short link's key)."""
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def wrap(text: str, width: int = 72, first: str = "", rest: str = "") -> list[str]:
    """``text`` broken at spaces into lines of ``width`` columns at most (a word longer than that on its own line), the
    first line after ``first``, the others after ``rest`` (a hanging indent), as old editors and mail programs wrapped."""
    out, cur = [], first
    for w in text.split():
        lead = first if not out else rest
        if cur != lead and len(cur) + 1 + len(w) > width:
            out.append(cur.rstrip())
            cur = rest + w
        else:
            cur = cur + w if cur == lead else f"{cur} {w}"
    return out + ([cur.rstrip()] if cur.strip() else [])


# --- encodings -----------------------------------------------------------------------------------------

def encodable(s: str, codec: str) -> bool:
    """Whether ``codec`` writes ``s`` and reads it back the same (CP932 writes some characters it reads as others)."""
    try:
        return s.encode(codec).decode(codec) == s
    except UnicodeEncodeError:
        return False


def entitize(s: str, codec: str, style: str = "dec") -> str:
    """A saved page's text with each character its encoding lacks written as an HTML entity, the way the site's
    software wrote it: "dec" &#8217;, "hex" &#x2019;, "named" &rsquo; (and every character past ASCII named where
    HTML has a name, as hand-written pages of the time did, else decimal)."""
    out = []
    for ch in s:
        if ord(ch) < 128:
            out.append(ch)
        elif style == "named" and ord(ch) in codepoint2name and ch != "\xa0":
            out.append(f"&{codepoint2name[ord(ch)]};")
        elif encodable(ch, codec):
            out.append(ch)
        else:
            out.append(f"&#x{ord(ch):X};" if style == "hex" else f"&#{ord(ch)};")
    return "".join(out)


# --- the day forms of the old web and of office documents (fresh-40, fresh-41) ---------------------------

DAY_MONTHS = {k: v.split("|") for k, v in {
    "en": "January|February|March|April|May|June|July|August|September|October|November|December",
    "de": "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
    "fr": "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
    "it": "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
    "es": "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre",
    "pt": "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro",
    "ru": "января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря",
    "pl": "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia",
    "cs": "ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince",
}.items()}
DAY_MON = {k: v.split("|") for k, v in {
    "en": "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
    "ap": "Jan.|Feb.|March|April|May|June|July|Aug.|Sept.|Oct.|Nov.|Dec.",
    "fr": "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.",
    "frbb": "Jan|Fév|Mar|Avr|Mai|Juin|Juil|Aoû|Sep|Oct|Nov|Déc",
    "pt": "Janeiro|Fevereiro|Março|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro",
}.items()}
DAY_WEEKDAYS = {k: v.split("|") for k, v in {
    "en": "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday",
    "en3": "Mon|Tue|Wed|Thu|Fri|Sat|Sun",
    "frbb": "Lun|Mar|Mer|Jeu|Ven|Sam|Dim",
    "de": "Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag",
    "es": "lunes|martes|miércoles|jueves|viernes|sábado|domingo",
    "ja": "月|火|水|木|金|土|日",
}.items()}

#: each language's forms of a ruling's day, by kind: {d} {dd} day, {d1} the French "1er", {m} {mm} month, {y} year,
#: {M} month word (genitive where the language declines it), {Mb} its abbreviation, {Map} the AP style's, {iso} ISO;
#: a kind ending in "zen" writes its digits full width, as Japanese home pages of the time did
DAY_PATTERNS = {
    "en": {"mdy": "{m}/{d}/{y}", "mdy0": "{mm}/{dd}/{y}", "long": "{M} {d}, {y}", "ap": "{Map} {d}, {y}", "ymd": "{y}/{mm}/{dd}",
           "iso": "{iso}", "dmy": "{d} {M} {y}"},
    "de": {"num": "{dd}.{mm}.{y}", "long": "{d}. {M} {y}", "short": "{d}.{m}.{y}"},
    "fr": {"num": "{dd}/{mm}/{y}", "long": "{d1} {M} {y}", "abbr": "{d1} {Mb} {y}"},
    "it": {"num": "{dd}/{mm}/{y}", "long": "{d} {M} {y}", "dot": "{dd}.{mm}.{y}"},
    "es": {"num": "{dd}/{mm}/{y}", "long": "{d} de {M} de {y}", "dash": "{dd}-{mm}-{y}"},
    "pt": {"num": "{dd}/{mm}/{y}", "long": "{d} de {M} de {y}"},
    "ja": {"kanji": "{y}年{m}月{d}日", "slash": "{y}/{mm}/{dd}", "kanjizen": "{y}年{m}月{d}日", "dot": "{y}.{mm}.{dd}"},
    "zhs": {"kanji": "{y}年{m}月{d}日", "dash": "{y}-{m}-{d}", "iso": "{iso}"},
    "zht": {"kanji": "{y}年{m}月{d}日", "slash": "{y}/{m}/{d}", "dash": "{y}-{mm}-{dd}"},
    "ko": {"hangul": "{y}년 {m}월 {d}일", "dot": "{y}.{mm}.{dd}", "dash": "{y}-{mm}-{dd}"},
    "ru": {"long": "{d} {M} {y} г.", "num": "{dd}.{mm}.{y}", "longpad": "{dd} {M} {y} г."},
    "pl": {"long": "{d} {M} {y}", "num": "{dd}.{mm}.{y}", "r": "{dd}.{mm}.{y} r."},
    "cs": {"long": "{d}. {M} {y}", "num": "{d}. {m}. {y}", "pad": "{dd}.{mm}.{y}"},
}
ZEN_DIGITS = str.maketrans("0123456789", "０１２３４５６７８９")


def render_day(d: dt.date, form: str) -> str:
    """A day in one of the forms ("lang:kind"), in the language's words."""
    lang, kind = form.split(":", 1)
    months = DAY_MONTHS.get(lang, DAY_MONTHS["en"])
    mb = DAY_MON.get(lang, DAY_MON["en"])
    s = DAY_PATTERNS[lang][kind].format(d=d.day, dd=f"{d.day:02d}", d1="1er" if d.day == 1 else d.day, m=d.month, mm=f"{d.month:02d}",
                                    y=d.year, M=months[d.month - 1], Mb=mb[d.month - 1], Map=DAY_MON["ap"][d.month - 1], iso=d.isoformat())
    return s.translate(ZEN_DIGITS) if kind.endswith("zen") else s


def clock12(t: dt.datetime, lower: bool = False) -> str:
    """"03:12 PM" (vBulletin's, SMF's and osCommerce's clock)."""
    s = f"{(t.hour - 1) % 12 + 1:02d}:{t.minute:02d} {'PM' if t.hour >= 12 else 'AM'}"
    return s.lower() if lower else s


# --- the day forms of fresh-32 (the sites and apps of fresh-32, fresh-34..fresh-37) ------------------------------

SITE_MONTHS = {k: v.split() for k, v in {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",
}.items()}

SITE_MON = {k: v.split() for k, v in {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.",
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
    "it": "gen feb mar apr mag giu lug ago set ott nov dic",
    "es": "ene feb mar abr may jun jul ago sept oct nov dic",
    "pt": "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.",
    "nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.",
}.items()}

SITE_DAYS = {k: v.split() for k, v in {
    "en": "Mon Tue Wed Thu Fri Sat Sun", "ja": "月 火 水 木 金 土 日",
}.items()}

#: each language's date patterns by kind: {d} {dd} day ({d1} the French "1er"), {m} {mm} month, {y} year,
#: {M} month word, {Mb} its abbreviation, {W} weekday, {iso} the ISO date
SITE_PATTERNS = {
    "en": {"long": "{M} {d}, {y}", "abbr": "{Mb} {d}, {y}", "num": "{m}/{d}/{y}", "pad": "{mm}/{dd}/{y}", "iso": "{iso}",
           "gb": "{d} {Mb} {y}", "wd": "{W}, {Mb} {d}, {y}"},
    "de": {"num": "{dd}.{mm}.{y}", "long": "{d}. {M} {y}", "short": "{d}.{m}.{y}", "abbr": "{d}. {Mb} {y}"},
    "fr": {"num": "{dd}/{mm}/{y}", "long": "{d1} {M} {y}", "abbr": "{d} {Mb} {y}"},
    "es": {"num": "{dd}/{mm}/{y}", "long": "{d} de {M} de {y}", "short": "{d}/{m}/{y}", "abbr": "{d} {Mb} {y}"},
    "it": {"num": "{dd}/{mm}/{y}", "long": "{d} {M} {y}", "abbr": "{d} {Mb} {y}"},
    "pt": {"num": "{dd}/{mm}/{y}", "long": "{d} de {M} de {y}", "abbr": "{d} de {Mb} de {y}"},
    "nl": {"num": "{dd}-{mm}-{y}", "long": "{d} {M} {y}", "abbr": "{d} {Mb} {y}", "short": "{d}-{m}-{y}"},
    "pl": {"num": "{dd}.{mm}.{y}", "long": "{d} {M} {y}", "year": "{d} {M} {y} r."},
    "ru": {"num": "{dd}.{mm}.{y}", "long": "{d} {M} {y} г.", "bare": "{d} {M} {y}"},
    "ja": {"long": "{y}年{m}月{d}日", "num": "{y}/{mm}/{dd}", "short": "{y}/{m}/{d}", "wd": "{y}年{m}月{d}日({W})"},
    "ko": {"num": "{y}. {m}. {d}.", "long": "{y}년 {m}월 {d}일", "dot": "{y}.{mm}.{dd}"},
    "zh": {"long": "{y}年{m}月{d}日", "dash": "{y}-{mm}-{dd}", "num": "{y}/{m}/{d}"},
}


def render_site_day(d: dt.date, form: str) -> str:
    """A date in one of fresh-32's forms ("lang:kind")."""
    lang, kind = form.split(":", 1)
    months = SITE_MONTHS.get(lang, SITE_MONTHS["en"])
    mon = SITE_MON.get(lang, months)
    days = SITE_DAYS.get(lang, SITE_DAYS["en"])
    return SITE_PATTERNS[lang][kind].format(d=d.day, d1="1er" if d.day == 1 else d.day, dd=f"{d.day:02d}", m=d.month,
                                       mm=f"{d.month:02d}", y=d.year, iso=d.isoformat(), M=months[d.month - 1],
                                       Mb=mon[d.month - 1], W=days[d.weekday()])


def clock(t: dt.datetime, lang: str) -> str:
    """A time of day as the language's sites print it."""
    if lang == "en":
        return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"
    if lang == "ko":
        return f"{'오전' if t.hour < 12 else '오후'} {(t.hour - 1) % 12 + 1}:{t.minute:02d}"
    return f"{t.hour:02d}:{t.minute:02d}"


def date_lang(lang: str) -> str:
    """The date language of a site language (both Chinese scripts date alike)."""
    return "zh" if lang in ("zhs", "zht") else lang


UNITS = ("minute", "hour", "day", "month", "year")
#: relative time words: a pattern, then each unit's singular and plural (Russian and Polish: one, few, many)
AGO = {
    "en": ("{n} {u} ago", "minute minutes|hour hours|day days|month months|year years"),
    "de": ("vor {n} {u}", "Minute Minuten|Stunde Stunden|Tag Tagen|Monat Monaten|Jahr Jahren"),
    "fr": ("il y a {n} {u}", "minute minutes|heure heures|jour jours|mois mois|an ans"),
    "es": ("hace {n} {u}", "minuto minutos|hora horas|día días|mes meses|año años"),
    "it": ("{n} {u} fa", "minuto minuti|ora ore|giorno giorni|mese mesi|anno anni"),
    "pt": ("há {n} {u}", "minuto minutos|hora horas|dia dias|mês meses|ano anos"),
    "nl": ("{n} {u} geleden", "minuut minuten|uur uur|dag dagen|maand maanden|jaar jaar"),
    "pl": ("{n} {u} temu", "minutę minuty minut|godzinę godziny godzin|dzień dni dni|miesiąc miesiące miesięcy|rok lata lat"),
    "ru": ("{n} {u} назад", "минуту минуты минут|час часа часов|день дня дней|месяц месяца месяцев|год года лет"),
    "ja": ("{n}{u}", "分前|時間前|日前|か月前|年前"),
    "ko": ("{n}{u}", "분 전|시간 전|일 전|개월 전|년 전"),
    "zhs": ("{n}{u}", "分钟前|小时前|天前|个月前|年前"),
    "zht": ("{n}{u}", "分鐘前|小時前|天前|個月前|年前"),
}


def ago(n: int, unit: str, lang: str) -> str:
    """"3 hours ago" in the language (its plural rules)."""
    pattern, words = AGO[lang]
    forms = words.split("|")[UNITS.index(unit)].split()
    if len(forms) == 1:
        word = forms[0]
    elif len(forms) == 2:
        word = forms[0] if n == 1 else forms[1]
    elif n == 1 or (lang == "ru" and n % 10 == 1 and n % 100 != 11):
        word = forms[0]
    elif n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        word = forms[1]
    else:
        word = forms[2]
    return pattern.format(n=n, u=word)


def years_between(a: dt.date, b: dt.date) -> int:
    """Whole years from ``a`` to ``b``."""
    return b.year - a.year - ((b.month, b.day) < (a.month, a.day))


def rows(keys: str, rows: dict[str, str]) -> dict[str, dict[str, str]]:
    """Words by language: each row's fields (split by "|") under ``keys``."""
    ks = keys.split()
    return {lang: dict(zip(ks, row.split("|"), strict=True)) for lang, row in rows.items()}


# --- one element tree, written out as the saved HTML or as the copied text --------------------------------

BLOCKS = {"html", "body", "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "dl", "dt", "dd", "table",
          "thead", "tbody", "tfoot", "tr", "section", "header", "footer", "nav", "aside", "main", "article", "form",
          "details", "summary", "fieldset", "figure", "figcaption", "blockquote", "address", "caption", "legend",
          "dialog", "pre"}
PARAGRAPHS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "table", "blockquote", "figure", "address"}
VOIDS = {"br", "img", "input", "meta", "hr", "link", "source", "wbr"}
UNCOPIED = {"script", "style", "img", "input", "meta", "link", "template", "noscript", "svg", "select", "wbr", "canvas"}


class N:
    """An element: its tag, attributes and children (strings or elements)."""

    __slots__ = ("tag", "attrs", "kids")

    def __init__(self, tag: str, *kids, **attrs) -> None:
        self.tag = tag
        self.kids = [k for k in kids if k is not None and k != ""]
        self.attrs = {k.rstrip("_").replace("__", "-"): v for k, v in attrs.items() if v is not None}

    def add(self, *kids) -> "N":
        self.kids += [k for k in kids if k is not None and k != ""]
        return self

    @property
    def hidden(self) -> bool:
        style = self.attrs.get("style", "").replace(" ", "")
        return "hidden" in self.attrs or "display:none" in style


def E(tag: str, *kids, cls: str | None = None, **attrs) -> N:
    n = N(tag, *kids, **attrs)
    if cls:
        n.attrs = {"class": cls, **n.attrs}
    return n


def to_html(n, depth: int = 0) -> str:
    """The element as a saved page holds it: block children on their own indented lines, inline runs
    kept together as they were written (a <pre>'s text as it is)."""
    if isinstance(n, str):
        return html.escape(n, quote=False)
    attrs = "".join(f" {k}" if v is True else f' {k}="{html.escape(str(v))}"' for k, v in n.attrs.items())
    if n.tag in VOIDS:
        return f"<{n.tag}{attrs}>"
    if n.tag in ("script", "style"):
        return f"<{n.tag}{attrs}>{''.join(k for k in n.kids if isinstance(k, str))}</{n.tag}>"
    if n.tag != "pre" and any(isinstance(k, N) and k.tag in BLOCKS for k in n.kids):
        pad = "\n" + "  " * (depth + 1)
        inner = "".join(pad + to_html(k, depth + 1) for k in n.kids) + "\n" + "  " * depth
    else:
        inner = "".join(to_html(k, depth + 1) for k in n.kids)
    return f"<{n.tag}{attrs}>{inner}</{n.tag}>"


def copy_tokens(n, out: list, pre: bool = False) -> None:
    """The element's run of copied text: strings, and line breaks as numbers (1: a line, 2: a blank
    line); table cells start with a tab; a <pre>'s lines kept."""
    if isinstance(n, str):
        if pre:
            for k, ln in enumerate(n.split("\n")):
                if k:
                    out.append(1)
                out.append(ln if ln.strip() else "\u2060")
            return
        out.append(re.sub(r"[ \t\r\n]+", " ", n))
        return
    if n.hidden or n.tag in UNCOPIED:
        return
    if n.tag in ("br", "hr"):
        out.append(1 if n.tag == "br" else 2)
        return
    if n.tag in ("td", "th"):
        out.append("\t")
    gap = 2 if n.tag in PARAGRAPHS else 1 if n.tag in BLOCKS else 0
    if gap:
        out.append(gap)
    for k in n.kids:
        copy_tokens(k, out, pre or n.tag == "pre")
    if gap:
        out.append(gap)


def to_text(n) -> str:
    """The element as a browser copies it (Select all, Copy): blocks on their own lines, paragraphs,
    headings, lists and tables between blank lines, cells by tabs, hidden parts and images left out,
    inline runs exactly as written (no space where the page had none), a <pre>'s lines as they are."""
    toks: list = []
    copy_tokens(n, toks)
    lines: list[str] = []
    cur, pending = "", 0
    for tok in toks:
        if isinstance(tok, int):
            pending = max(pending, tok)
            continue
        if pending:
            if cur.strip():
                lines.append(cur)
            elif cur == "\u2060":
                lines.append("")
            if pending == 2 and lines and lines[-1] != "":
                lines.append("")
            cur, pending = "", 0
        cur += tok
    if cur.strip():
        lines.append(cur)
    out = [re.sub(r" +$", "", re.sub(r"^[ \t]+", "", ln.replace("\u2060", ""))) if ln else "" for ln in lines]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(out))
    return text.strip("\n") + "\n"


def page_html(title: str, body: N, lang: str, head_extra: list[str] | None = None, html_attrs: str = "") -> str:
    """The saved HTML document around ``body`` (``html_attrs``: more of the <html> element's attributes, as ' dir="rtl"')."""
    head = ['<meta charset="utf-8">', f"<title>{html.escape(title)}</title>",
            '<meta name="viewport" content="width=device-width,initial-scale=1">'] + (head_extra or [])
    return f'<!DOCTYPE html>\n<html lang="{lang}"{html_attrs}>\n<head>\n' + "\n".join(head) + "\n</head>\n" + to_html(body) + "\n</html>\n"


# --- the generators ------------------------------------------------------------------------------------

class PartGenerator:
    """The base of a part's generator: the corpus's cards (single-faced ones, and those with faces by kind), the random
    generator drawn from the part's seed, and what every part does alike: the card picker, the card's names, ``--card``,
    days that are none of the card's ruling days, and the chrome's and the page's own days' bookkeeping.

    A part sets ``PART`` (its split), ``LAYOUTS`` (layout -> (method, titled)), ``SINGLE_SHARE`` (the share of its
    pages about single-faced cards), ``RENDER`` (its day renderer, ``staticmethod(renderNN)``) and ``START`` (the
    page's moment before the first page is drawn)."""

    PART = ""
    LAYOUTS: dict[str, tuple[str, bool]] = {}
    SINGLE_SHARE = 0.5
    START = dt.datetime(2026, 1, 1)
    RENDER = staticmethod(render_day)
    NEWEST_FIRST = 0.25  # how often a page lists the rulings newest first

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        self.cards = cards
        self.single = [c for c in cards if not c.faces]
        self.multi = [c for c in cards if c.faces]
        kinds = {k: [c for c in self.multi if c.layout == k] for k in MULTIFACE_LAYOUTS}
        self.kinds = {k: v for k, v in kinds.items() if v}
        self.set_names = set_names
        self.rng = random.Random(seed)
        self.html = False
        self.enc = "utf-8"
        self.decl: str | None = None
        self.S: dict = {}
        self.lang = "en"
        self._turns: dict[str, int] = {}
        self._layout = ""
        self._untitled = False
        self._now = self.START
        self._unseen: list[str] | None = None
        self._wholes = True
        self._fit_cache: dict[tuple, bool] = {}

    # ---- the card ----
    def card_ok(self, card: CardData) -> bool:
        """Whether the page being written can carry the card (every card, unless a part says otherwise)."""
        return True

    def _pick(self, single: bool) -> CardData:
        """A single-faced card, or a card with faces: its kind (each kind once first, in a drawn order, then drawn by
        weights: each kind's card count, at least 4, at most 30), then a card of that kind (half of the time one
        printed in another language, if the kind has one: the cards players look up); one the page can carry
        (``card_ok``) when there is one."""
        r = self.rng
        ok = self.card_ok
        if (single and self.single) or not self.multi:
            pool = [c for c in self.single if ok(c)] or self.single
            return r.choice(pool)
        kinds = sorted(self.kinds)
        if self._unseen is None:
            self._unseen = r.sample(kinds, len(kinds))
        fit = {k: [c for c in self.kinds[k] if ok(c)] for k in kinds}
        avail = [k for k in kinds if fit[k]] or kinds
        pending = [k for k in self._unseen if k in avail]
        if pending:
            kind = pending[-1]
            self._unseen.remove(kind)
        else:
            kind = r.choices(avail, weights=[min(30, max(4, len(self.kinds[k]))) for k in avail])[0]
        pool = fit[kind] or self.kinds[kind]
        printed = [c for c in pool if c.foreign]
        return r.choice(printed if printed and r.random() < 0.5 else pool)

    @staticmethod
    def faces_of(card: CardData) -> list[dict]:
        """The card's faces in order (a single-faced card's one face)."""
        return card.faces or [{"name": card.name, "text": card.text, "type": card.type_line}]

    @staticmethod
    def printed_faces(card: CardData, lang: str) -> list[dict] | None:
        """The card's printed faces in ``lang`` (a single-faced card's printed card), or None."""
        f = card.foreign.get(lang)
        if not f or not f.get("name"):
            return None
        return f.get("faces") or [{"name": f["name"], "text": f.get("text"), "type": f.get("type")}]

    def names_of(self, card: CardData) -> list[str]:
        """Every name the card goes by: English whole and face names, printed whole and face names."""
        out = [card.name] + [f["name"] for f in card.faces]
        for f in card.foreign.values():
            out += [f["name"]] + [x["name"] for x in f.get("faces", [])]
        return [n for n in dict.fromkeys(out) if n]

    def fits(self, s: str | None) -> bool:
        """Whether the page can show ``s`` as it is (always, unless a part's encodings say otherwise)."""
        return True

    def _name(self, card: CardData, lang: str, which: str) -> tuple[str, str]:
        """(name, its language): the card's whole name or its front (or back) face's, printed in ``lang`` when the
        card has a printing there with a name of its own the page can write, else English."""
        k = None if which == "whole" or not card.faces else -1 if which == "back" else 0
        faces = self.faces_of(card)
        en = card.name if k is None else faces[k]["name"]
        pf = self.printed_faces(card, lang) if lang != "en" else None
        if pf and len(pf) == len(faces):
            printed = card.foreign[lang]["name"] if k is None else pf[k]["name"]
            if printed and self.fits(printed) and fold(printed) not in {fold(n) for n in [card.name] + [f["name"] for f in faces]}:
                return printed, lang
        return en, "en"

    def _whole_next(self) -> bool:
        self._wholes = not self._wholes
        return self._wholes

    def _card_arg(self, page: Page, card: CardData) -> None:
        """What the user passes as ``--card`` for an untitled page: the whole English name, one face's English name (a
        single-faced card's name), or a printed name in another language (in turn)."""
        r = self.rng
        faces = self.faces_of(card)
        turn = self._turns.get(self._layout + ":arg", 0)
        self._turns[self._layout + ":arg"] = turn + 1
        printed = []
        for lang in sorted(STORED):
            pf = self.printed_faces(card, lang)
            if pf and self._name(card, lang, "whole")[1] == lang:
                printed += [(lang, card.foreign[lang]["name"])] + ([(lang, x["name"]) for x in pf if x["name"]] if card.faces else [])
        kind = ["whole", "face", "printed"][turn % 3]
        if kind == "printed" and printed:
            lang, arg = r.choice(printed)
            page.__dict__["arg_kind"] = f"printed:{lang}"
        elif kind == "face":
            arg = r.choice(faces)["name"]
            page.__dict__["arg_kind"] = "face"
        else:
            arg = card.name
            page.__dict__["arg_kind"] = "whole"
        page.card_arg = arg

    def set_of(self, card: CardData) -> tuple[str, str]:
        return card.set_code, self.set_names.get(card.set_code, card.set_name)

    # ---- days ----
    def _taken(self, card: CardData) -> set[dt.date]:
        return {d for d, _ in card.rulings}

    def _between(self, card: CardData, lo: dt.date, hi: dt.date) -> dt.date:
        """A day from ``lo`` to ``hi`` that is none of the card's ruling days."""
        x = lo + dt.timedelta(days=self.rng.randint(0, max(0, (hi - lo).days)))
        while x in self._taken(card):
            x += dt.timedelta(days=1)
        return x

    def _moments(self, card: CardData, k: int, days: int = 30) -> list[dt.datetime]:
        """``k`` moments in order within ``days`` before the page's moment (after the card's last ruling), on none of
        the card's ruling days, the last one the page's day at the latest."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=1), self._now.date() - dt.timedelta(days=days))
        out = []
        for _ in range(k):
            d = self._between(card, lo, max(lo, self._now.date() - dt.timedelta(days=1)))
            out.append(dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59)))
        return sorted(out)

    def _dated(self, page: Page, card: CardData, form: str, subset: bool = False) -> list[tuple[str, str, dt.date]]:
        """The card's rulings (each text once; with ``subset``, some of them) as (shown date, text, date),
        recorded as the page's answers with their real MTGJSON dates (newest first now and then:
        ``NEWEST_FIRST``)."""
        r = self.rng
        seen: set[str] = set()
        rs = [x for x in card.rulings if not (fold(x[1]) in seen or seen.add(fold(x[1])))]
        if subset and len(rs) > 2:
            keep = set(r.sample(range(len(rs)), r.randint(2, len(rs) - 1)))
            rs = [x for k, x in enumerate(rs) if k in keep]
        if r.random() < self.NEWEST_FIRST:
            rs = sorted(rs, key=lambda x: x[0], reverse=True)
        items = []
        for d, t in rs:
            ds = self.RENDER(d, form)
            page.rulings.append((d.isoformat(), t))
            page.__dict__.setdefault("shown", []).append(ds)
            items.append((ds, t, d))
        return items

    def _own(self, page: Page, d: dt.date, shown: str) -> str:
        """One of the page's own days written the site's way (a post's stamp, a mail's Date: line), recorded."""
        page.__dict__.setdefault("own_dates", []).append((shown, d.isoformat()))
        return shown

    def _stamp(self, page: Page, d: dt.date, form: str) -> str:
        """One of the page's own days in one of the forms, recorded (never a ruling's day)."""
        return self._own(page, d, self.RENDER(d, form))

    # ---- chrome ----
    def _c(self, page: Page, s: str) -> str:
        """One chrome string, recorded, returned."""
        if s:
            page.chrome.append(s)
        return s

    def _cs(self, page: Page, *xs: str) -> list[str]:
        return [self._c(page, x) for x in xs if x]

    def _kit(self, page: Page, name: str) -> None:
        """Record a kind of furniture the page carries."""
        page.__dict__.setdefault("kits", []).append(name)

    # ---- the pages ----
    def settle_chrome(self, page: Page, card: CardData) -> Page:
        """The page's chrome sorted, each string once, none of it inside a ruling, a translation or the card's text."""
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        inside += [fold(card.text or ""), fold(card.type_line or ""), fold(card.original_text or "")]
        for f in card.foreign.values():
            inside += [fold(f"{f.get('name') or ''} {f.get('text') or ''} {f.get('type') or ''}")]
        page.chrome = sorted({c.strip() for c in page.chrome if self.chrome_ok(c.strip()) and not any(fold(c.strip()) in x for x in inside)})
        return page

    def chrome_ok(self, c: str) -> bool:
        """Whether a chrome string (stripped) is worth keeping: two characters at least (a part may ask for more)."""
        return len(c) >= 2

    def page(self, i: int, layout: str, split: str, single: bool = False) -> Page:
        raise NotImplementedError

    def fresh_corpus(self, n: int, part: str | None = None) -> list[Page]:
        """``n`` pages, the layouts in turn; ``SINGLE_SHARE`` of them (drawn from the seed) about single-faced cards."""
        layouts = list(self.LAYOUTS)
        k = round(n * self.SINGLE_SHARE) if self.single and self.multi else 0
        singles = set(self.rng.sample(range(n), k))
        return [self.page(i, layouts[i % len(layouts)], part or self.PART, i in singles) for i in range(n)]


class EncodedPartGenerator(PartGenerator):
    """The base of a part whose pages are saved in their site's or tool's encoding (``self.enc``): a saved HTML page
    writes what the encoding lacks as entities, a text page can carry only what the encoding writes; titles in the
    page's language, translations, the Oracle text and other cards' names where the page can write them."""

    TITLE_PRINTED = 0.8  # how often a title is the card's printed name in the page's language, when there is one
    NEWEST_FIRST = 0.2

    def fits(self, s: str | None) -> bool:
        """Whether the page can show ``s`` as it is (a saved HTML page always can: entities)."""
        return self.html or not s or encodable(s, self.enc)

    def _card_fits(self, card: CardData) -> bool:
        """Whether a text page in the encoding can carry the card's rulings and English names as they are."""
        key = (self.enc, card.name)
        if key not in self._fit_cache:
            texts = [t for _, t in card.rulings] + [card.name] + [f["name"] for f in card.faces]
            self._fit_cache[key] = all(encodable(t, self.enc) for t in texts)
        return self._fit_cache[key]

    def card_ok(self, card: CardData) -> bool:
        """A saved HTML page carries any card; a text page only one whose rulings the encoding can write."""
        return self.html or self._card_fits(card)

    def _title(self, page: Page, card: CardData, p_printed: float | None = None, which: str | None = None) -> str:
        """The name the page is titled with: the card's name printed in the site's language (most of the time, when
        there is one), else English; the whole card's or its front face's; recorded."""
        r = self.rng
        which = which or r.choice(["whole", "front"])
        p = self.TITLE_PRINTED if p_printed is None else p_printed
        use = self.lang if self.lang in STORED and r.random() < p else "en"
        name, got = self._name(card, use, which)
        page.title_lang = got
        page.__dict__["title"] = name
        page.__dict__["title_kind"] = which if card.faces else "whole"
        return name

    def _tr(self, page: Page, card: CardData, lang: str) -> tuple[str, str] | None:
        """The card printed in ``lang`` as the site shows it, recorded as a translation: a card with faces its whole
        printed card (name, and the faces' texts joined by a line "//") or its printed front face, in turn; None when
        there is no such printing with a text the page can write."""
        if lang not in STORED:
            return None
        f = card.foreign.get(lang)
        if not f or not f.get("name") or not f.get("text"):
            return None
        got = None
        if not card.faces or self._whole_next():
            if not card.faces or all(x.get("text") for x in f.get("faces", [])):
                got = (f["name"], f["text"])
        if got is None and card.faces:
            pf = self.printed_faces(card, lang)
            if pf and pf[0].get("text"):
                got = (pf[0]["name"], pf[0]["text"])
        if got is None or not self.fits(got[0]) or not self.fits(got[1]):
            return None
        page.translations.append((lang, got[0], got[1]))
        return got

    def oracle(self, card: CardData) -> list[tuple[str | None, str | None, list[str]]]:
        """The card's English Oracle text as (face name or None, type line, text lines) per face, where the page can
        write it (else no text)."""
        out = []
        for f in self.faces_of(card):
            lines = [x for x in (f.get("text") or "").split("\n") if x.strip()]
            if not all(self.fits(x) for x in lines + [f.get("type") or ""]):
                return []
            out.append((f["name"] if card.faces else None, f.get("type"), lines))
        return out

    def _others(self, card: CardData, k: int) -> list[str]:
        """Other cards' names (a card with faces by its front face or its faces joined), none of which clashes with
        this card's names and every one of which the page can write."""
        picked = self.rng.sample(self.cards, min(len(self.cards), 6 * k + 10))
        out = []
        for c in picked:
            nm = c.name if not c.faces or self.rng.random() < 0.5 else c.faces[0]["name"]
            if c.name == card.name or not self.fits(nm) or any(named(n, nm) or named(nm, n) for n in self.names_of(card)):
                continue
            out.append(nm)
        return out[:k]

    # ---- rulings and days ----
    def _form(self, page: Page, tag: str, kinds: list[str]) -> str:
        """A ruling-day form ("lang:kind", one of ``kinds``), recorded with what it dates."""
        form = self.rng.choice(kinds)
        page.date_forms.append(f"{form} {tag}")
        return form

    def _later(self, card: CardData, m: dt.datetime, lo_min: int, hi_min: int) -> dt.datetime:
        """A moment some minutes after ``m`` (the next day if that day is one of the card's ruling days), the page's
        moment at the latest."""
        t = m + dt.timedelta(minutes=self.rng.randint(lo_min, hi_min), seconds=self.rng.randint(0, 59))
        while t.date() in self._taken(card):
            t += dt.timedelta(days=1)
        return min(t, self._now) if self._now.date() not in self._taken(card) else t

    def _past(self, card: CardData, lo: dt.date, hi_days_before: int = 30) -> dt.date:
        """A day from ``lo`` to some days before the page's moment (a member's join day, a site's opening), none of the
        card's ruling days."""
        hi = self._now.date() - dt.timedelta(days=hi_days_before)
        return self._between(card, min(lo, hi), hi)


class SitePartGenerator(PartGenerator):
    """The base of a part whose pages are one site's or app's page about one card (fresh-34 on, after fresh-32): the
    page saved as HTML or copied as text (``_setup``, ``_out``), its moment in 2026's places (``_when``), dates in the
    site's language (fresh-32's forms by default: ``PATTERNS``, ``RENDER``), titles and translations of the card's
    printings, its faces and rulings as the site shows them. A part sets its words: ``KIND_W`` (what the site calls
    each kind of card), ``COLS`` (a rulings table's columns), ``PUBLISHERS`` and ``JOINS`` (how it joins faces' names)."""

    PATTERNS = SITE_PATTERNS
    RENDER = staticmethod(render_site_day)
    KIND_W: dict[str, dict[str, str]] = {}
    COLS: dict[str, dict[str, str]] = {}
    PUBLISHERS: list[str] = []
    JOINS: list[str] = [" // "]
    PREFIX = ""  # the part's page ids' letter
    HEADING = "h4"  # the element of a face's name in the card's text
    CARD_TEXT_KIT: str | None = "card-text"  # the furniture the card's text is recorded as (None: not recorded)
    ago = staticmethod(ago)  # "3 hours ago" in the site's language (a part with words of its own sets its own)

    def page(self, i: int, layout: str, split: str | None = None, single: bool = False) -> Page:
        """One page of the layout about a card (single-faced or not, as ``single`` says), written by the layout's
        method; its chrome settled."""
        method, titled = self.LAYOUTS[layout]
        card = self._pick(single)
        page = Page(id=f"{self.PREFIX}{i:03d}", layout=layout, split=split or self.PART, fmt="text", card=card.name, card_arg=None,
                    title_lang=None)
        self._layout = layout
        self._untitled = not titled
        getattr(self, method)(page, card)
        return self.settle_chrome(page, card)

    # ---- the card's names, titles and translations ----
    def _title(self, page: Page, card: CardData, lang: str, which: str | None = None, p: float = 0.5) -> str:
        """The name the page is titled with (printed in ``lang`` with chance ``p``), recorded."""
        which = which or self.rng.choice(["whole", "front"])
        use = lang if lang != "en" and self.rng.random() < p else "en"
        name, got = self._name(card, use, which)
        page.title_lang = got
        page.__dict__["title"] = name
        page.__dict__["title_kind"] = which if card.faces else "whole"
        return name

    def _face_tr(self, page: Page, card: CardData, lang: str, k: int, p: float = 0.6) -> dict | None:
        """Face ``k`` printed in ``lang`` (with chance ``p``, when it has a text), recorded as a translation."""
        pf = self.printed_faces(card, lang)
        if lang not in STORED or not pf or k >= len(pf) or not pf[k].get("text") or self.rng.random() >= p:
            return None
        page.translations.append((lang, pf[k]["name"], pf[k]["text"]))
        return pf[k]

    def _whole_tr(self, page: Page, card: CardData, lang: str, p: float = 0.6) -> dict | None:
        """The whole card printed in ``lang`` (name and the faces' texts joined by a line "//"), recorded."""
        f = card.foreign.get(lang)
        if lang not in STORED or not f or not f.get("name") or not f.get("text") or self.rng.random() >= p:
            return None
        if card.faces and any(not x.get("text") for x in f.get("faces", [])):
            return None
        page.translations.append((lang, f["name"], f["text"]))
        return f

    def _clash(self, card: CardData, other: str) -> bool:
        """Whether a name shares a word-bounded name with the card (either way)."""
        return any(named(n, other) or named(other, n) for n in self.names_of(card))

    def _others(self, card: CardData, k: int, multi: bool | None = None) -> list[CardData]:
        """Other cards (with faces, without, or either), none of whose names clashes with this card's."""
        pool = self.multi if multi else self.single if multi is False else self.cards
        picked = self.rng.sample(pool, min(len(pool), 4 * k + 8))
        out = [c for c in picked if c.name != card.name and not any(self._clash(card, n) for n in self.names_of(c)[:3])]
        return out[:k]

    def _oname(self, other: CardData, join: str | None = None) -> str:
        """Another card's name as people write it: a card with faces by its faces joined (``join``, or one of
        ``JOINS``), or its front face."""
        if not other.faces:
            return other.name
        if self.rng.random() < 0.3:
            return other.faces[0]["name"]
        return (join or self.rng.choice(self.JOINS)).join(f["name"] for f in other.faces)

    def _rtext(self, t: str, card: CardData) -> list:
        """A ruling's text; in a saved titled page a face's name in it now and then a link."""
        names = [f["name"] for f in self.faces_of(card) if len(f["name"]) > 3]
        hit = next((n for n in sorted(names, key=len, reverse=True) if n in t), None)
        if self.html and not self._untitled and hit and self.rng.random() < 0.4:
            out: list = []
            for k, bit in enumerate(t.split(hit)):
                if k:
                    out.append(E("a", hit, href=f"/card/{slug(hit)}", cls="card-ref"))
                out.append(bit)
            return out
        return [t]

    # ---- rulings and dates ----
    def _form(self, page: Page, tag: str, lang: str, kinds: list[str] | None = None) -> str:
        """A ruling-date form of the language (one of ``kinds`` it has), recorded with what it dates."""
        cl = date_lang(lang)
        have = [k for k in (kinds or []) if k in self.PATTERNS[cl]]
        form = f"{cl}:{self.rng.choice(have or list(self.PATTERNS[cl]))}"
        page.date_forms.append(f"{form} {tag}")
        return form

    def _of(self, lang: str, *kinds: str) -> str:
        """A form for the page's own dates: one of ``kinds`` the language has (else its numeric one)."""
        cl = date_lang(lang)
        have = [k for k in kinds if k in self.PATTERNS[cl]]
        return f"{cl}:{self.rng.choice(have) if have else 'num'}"

    def _when(self, card: CardData) -> dt.datetime:
        """The moment the page was saved or copied: in 2026's places (from October 2025 to June 2026), five
        weeks or more after the card's last ruling; never a ruling's day."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=35), dt.date(2025, 10, 1))
        d = lo + dt.timedelta(days=r.randint(0, max(0, (dt.date(2026, 6, 28) - lo).days)))
        while d in self._taken(card):
            d += dt.timedelta(days=1)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    def _setup(self, page: Page, card: CardData, langs: list[str], p_html: float = 0.5) -> tuple[str, dt.datetime]:
        """The page's language, format (a layout's first page saved, its second copied, then either) and
        moment."""
        r = self.rng
        lang = r.choice(langs)
        turn = self._turns.get(self._layout, 0)
        self._turns[self._layout] = turn + 1
        self.html = turn == 0 if turn < 2 else r.random() < p_html
        page.fmt = "html" if self.html else "text"
        self._now = self._when(card)
        return lang, self._now

    def _ago(self, page: Page, then: dt.datetime, lang: str) -> str:
        """How long before the page's moment ``then`` was ("3 hours ago"), recorded as chrome."""
        s = (self._now - then).total_seconds()
        for unit, size, top in (("minute", 60, 60), ("hour", 3600, 24), ("day", 86400, 31), ("month", 86400 * 30.4, 12)):
            if s < size * top:
                return self._c(page, self.ago(max(1, int(s // size)), unit, lang))
        return self._c(page, self.ago(max(1, years_between(then.date(), self._now.date())), "year", lang))

    # ---- the card and its rulings on the page ----
    def face_block(self, face: dict, *, heading: str | None = None, name: bool = True) -> N:
        """One face in English: its name (a ``HEADING`` by default), type line and Oracle text (a paragraph a line)."""
        kids = [E(heading or self.HEADING, face["name"], cls="face-name")] if name else []
        if face.get("type"):
            kids.append(E("p", face["type"], cls="type-line"))
        kids += [E("p", ln) for ln in (face.get("text") or "").split("\n") if ln.strip()]
        return E("div", *kids, cls="card-face")

    def printed_face(self, face: dict, lang: str, *, heading: str | None = None) -> N:
        """One printed face: its name, its text with lines broken by <br>."""
        body = E("p", cls="printed-text", lang=lang)
        for k, x in enumerate([x for x in (face.get("text") or "").split("\n") if x.strip()]):
            body.add(E("br") if k else None, x)
        return E("div", E(heading or self.HEADING, face["name"], cls="printed-name"), body, cls="printed-face", lang=lang)

    def card_text(self, page: Page, card: CardData, lang: str, p: float = 0.0, *, heading: str | None = None) -> list:
        """The card's text as the asker pastes it: with chance ``p`` (and a printing in ``lang``) the printed
        front face (the other faces in English) or the whole printed card, else each face's English text (a
        single-faced card's without its name)."""
        faces = self.faces_of(card)
        heading = heading or self.HEADING
        if self.CARD_TEXT_KIT:
            self._kit(page, self.CARD_TEXT_KIT)
        if lang != "en" and p and self.rng.random() < p:
            whole = self._whole_tr(page, card, lang, 1.0) if card.faces and self._whole_next() else None
            if whole:
                lines = [x for x in whole["text"].split("\n") if x.strip()]
                return [E("div", E(heading, whole["name"], cls="printed-name"), *[E("p", x) for x in lines], cls="printed-card", lang=lang)]
            tr = self._face_tr(page, card, lang, 0, 1.0)
            if tr:
                return [self.printed_face(tr, lang, heading=heading)] + [self.face_block(f, heading=heading) for f in faces[1:]]
        if not card.faces:
            return [self.face_block(faces[0], name=False)]
        return [self.face_block(f, heading=heading) for f in faces]

    def kind_label(self, page: Page, card: CardData, lang: str) -> str:
        """The kind of card in the place's words, recorded."""
        return self._c(page, self.KIND_W[lang if lang in self.KIND_W else "en"][card.layout if card.faces else "normal"])

    def rulings(self, page: Page, card: CardData, lang: str, tag: str, kinds: list[str], styles: list[str], *,
                subset: bool = False, rel: float = 0.0) -> N:
        """The card's rulings as an answer quotes them, in one of ``styles``: a date and ruling table, "DATE:
        text", "text (DATE)", "text — DATE", the date over the text, the date under the text, "DATE — text",
        "[DATE] text", a definition list, "• DATE — text" lines, the date and the publisher over the text
        ("pubover"), the text then "— PUBLISHER, DATE" ("pubafter"); with chance ``rel`` a relative date beside
        each absolute one ("8 years ago", chrome)."""
        r = self.rng
        form = self._form(page, tag, lang, kinds)
        items = self._dated(page, card, form, subset)
        style = r.choice(styles)
        use_rel = style in ("over", "dash", "bullet", "colon") and r.random() < rel
        page.date_forms[-1] += f" ({style}{', relative beside' if use_rel else ''})"
        cjk = lang in ("ja", "zhs", "zht")
        rt = lambda t: self._rtext(t, card)  # noqa: E731
        pub = self._c(page, r.choice(self.PUBLISHERS)) if style.startswith("pub") else ""

        def when(ds: str, d: dt.date) -> list:
            if not use_rel:
                return [E("time", ds, datetime=d.isoformat())]
            rel_s = self._c(page, self.ago(max(1, years_between(d, self._now.date())), "year", lang))
            self._kit(page, "relative")
            return [E("time", ds, datetime=d.isoformat()), " · " if style == "over" else " (", E("span", rel_s, cls="rel"),
                    None if style == "over" else ")"]
        if style == "table":
            C = self.COLS[lang]
            self._cs(page, C["date"], C["ruling"])
            return E("table", E("thead", E("tr", E("th", C["date"]), E("th", C["ruling"]))),
                     E("tbody", *[E("tr", E("td", ds), E("td", *rt(t))) for ds, t, _ in items]), cls="rulings")
        if style == "colon":
            return E("div", *[E("p", E("b", *when(ds, d), "：" if cjk else ":"), " ", *rt(t)) for ds, t, d in items], cls="rulings")
        if style == "paren":
            return E("ul", *[E("li", *rt(t), f"（{ds}）" if cjk else f" ({ds})") for ds, t, _ in items], cls="rulings")
        if style == "after":
            return E("ul", *[E("li", *rt(t), " — ", E("i", ds)) for ds, t, _ in items], cls="rulings")
        if style == "over":
            return E("div", *[E("div", E("div", *when(ds, d), cls="r-date"), E("p", *rt(t)), cls="ruling") for ds, t, d in items], cls="rulings")
        if style == "under":
            return E("div", *[E("div", E("p", *rt(t)), E("p", E("small", ds)), cls="ruling") for ds, t, _ in items], cls="rulings")
        if style == "dash":
            return E("ul", *[E("li", *when(ds, d), " — ", *rt(t)) for ds, t, d in items], cls="rulings")
        if style == "bracket":
            return E("div", *[E("p", f"[{ds}] ", *rt(t)) for ds, t, _ in items], cls="rulings")
        if style == "dl":
            return E("dl", *[x for ds, t, _ in items for x in (E("dt", ds), E("dd", *rt(t)))], cls="rulings")
        if style == "pubover":
            return E("div", *[E("div", E("p", E("small", ds, " · ", pub)), E("p", *rt(t)), cls="ruling") for ds, t, _ in items], cls="rulings")
        if style == "pubafter":
            return E("div", *[E("div", E("p", *rt(t)), E("p", E("small", f"— {pub}, {ds}")), cls="ruling") for ds, t, _ in items], cls="rulings")
        return E("div", *[E("div", "• ", *when(ds, d), " — ", *rt(t)) for ds, t, d in items], cls="rulings")

    def _out(self, page: Page, lang: str, title: str, parts: list, *, text: str | None = None,
             body_cls: str | None = None, head_extra: list[str] | None = None) -> None:
        """The page saved (one HTML document) or copied (its text as Select all / Copy gives it, the tool's own
        text export)."""
        body = E("body", *[x for x in parts if x is not None], cls=body_cls or self.rng.choice(["page", "site", "product", "app"]))
        if self.html:
            page.content = page_html(title, body, {"zhs": "zh-Hans", "zht": "zh-Hant"}.get(lang, lang), head_extra)
        elif text is not None:
            page.content = text
        else:
            page.content = to_text(body)


# --- the self-test -------------------------------------------------------------------------------------

def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written; and a saved page without its tags (joined, and
    spaced), with its entities resolved."""
    b = page.content
    views = [fold(b)]
    if "<" in b or "&" in b:
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", b))))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", b))))
        views.append(fold(html.unescape(b)))
    return views


def seen_in(views: list[str]):
    """Whether a string is in one of the page's reading views (folded)."""
    return lambda s: any(fold(s) in v for v in views)


def bytes_problems(p: Page) -> list[str]:
    """The page's bytes: its content encodes in its encoding and decodes back the same, without replacement or C1
    control characters."""
    try:
        raw = p.content.encode(p.encoding)
    except UnicodeEncodeError as x:
        return [f"content does not encode in {p.encoding}: {p.content[x.start:x.end]!r}"]
    if raw.decode(p.encoding) != p.content or "\ufffd" in p.content or re.search("[\x80-\x9f]", p.content):
        return [f"content does not survive {p.encoding}"]
    return []


def answer_problems(p: Page, card: CardData, seen, prefix: str, split: str, every: bool = False) -> list[str]:
    """The page's card, id and split; its rulings (the card's own, each once, each in the page, with its real date;
    with ``every``, all of the card's); its shown dates (one a ruling, each as written in the page)."""
    problems = []
    truth = {(d.isoformat(), t) for d, t in card.rulings}
    if p.card != card.name or (card.faces and " // " not in p.card) or not p.id.startswith(prefix) or p.split != split:
        problems.append(f"card {p.card!r}, id {p.id}, split {p.split}")
    if every and (not p.rulings or len(set(p.rulings)) != len(p.rulings) or len({t for _, t in p.rulings}) != len({t for _, t in card.rulings})):
        problems.append(f"{len(p.rulings)} rulings ({len(set(p.rulings))} different) of the card's {len(card.rulings)}")
    elif not every and (not p.rulings or len(set(p.rulings)) != len(p.rulings)):
        problems.append(f"{len(p.rulings)} rulings ({len(set(p.rulings))} different)")
    for d, t in p.rulings:
        if not seen(t):
            problems.append(f"ruling not in page: {t[:60]}")
        if d is None or dt.date.fromisoformat(d).isoformat() != d or (d, t) not in truth:
            problems.append(f"not the card's ruling and date: {d} {t[:40]}")
    shown = p.__dict__.get("shown", [])
    if len(shown) != len(p.rulings):
        problems.append(f"{len(shown)} shown dates for {len(p.rulings)} rulings")
    return problems + [f"date not shown as written: {s[:60]}" for s in shown if not seen(s)]


def own_date_problems(p: Page, card: CardData, seen, *, whose: str = "place", required: bool = True,
                      by_now: bool = False) -> list[str]:
    """The page's own dates: some (when ``required``), each in the page, none a ruling's day (with ``by_now``, none
    after the page's day)."""
    problems = []
    own = p.__dict__.get("own_dates", [])
    if not own and required:
        problems.append(f"none of the {whose}'s own dates")
    for s, d in own:
        if not seen(s):
            problems.append(f"own date not in page: {s[:60]}")
        if d in {x.isoformat() for x, _ in card.rulings}:
            problems.append(f"own date {d} is a ruling date")
        if by_now and d > p.__dict__.get("now", ""):
            problems.append(f"own date {d} after the page's day {p.__dict__.get('now')}")
    return problems


def translation_problems(p: Page, card: CardData, seen) -> list[str]:
    """Each translation is the card's printed whole card or one printed face in a stored language, shown in the page."""
    problems = []
    for lang, n, t in p.translations:
        f = card.foreign.get(lang, {})
        pairs = [(f.get("name"), f.get("text"))] + [(x["name"], x.get("text")) for x in f.get("faces", [])]
        if lang not in STORED or not t or (n, t) not in pairs or not seen(n) or not seen(t):
            problems.append(f"translation {lang} {n!r} not in page or not the card's")
    return problems


def chrome_problems(p: Page, seen, *, kits: bool = False) -> list[str]:
    """Each chrome string in the page and inside no ruling or translation; chrome on the page (with ``kits``, and
    furniture recorded)."""
    problems = []
    inside = [fold(t) for _, t in p.rulings] + [fold(f"{n} {t or ''}") for _, n, t in p.translations]
    for c in p.chrome:
        if not seen(c):
            problems.append(f"chrome not in page: {c[:60]}")
        if any(fold(c) in x for x in inside):
            problems.append(f"chrome inside a ruling or translation: {c[:60]}")
    if kits and (not p.chrome or not p.__dict__.get("kits")):
        problems.append("no chrome or no furniture")
    elif not kits and not p.chrome:
        problems.append("no chrome")
    return problems


def title_problems(p: Page, card: CardData, gen: PartGenerator, views: list[str]) -> list[str]:
    """A titled page shows its title, one of the card's names in the title's language; an untitled one (``--card``:
    one of the card's names) names its card only inside rulings and carries no translation."""
    titled = gen.LAYOUTS[p.layout][1]
    faces = gen.faces_of(card)
    if titled:
        title = p.__dict__.get("title")
        names = [card.name] + [f["name"] for f in faces] if p.title_lang == "en" else \
            [card.foreign[p.title_lang]["name"]] + [f["name"] for f in gen.printed_faces(card, p.title_lang) or []]
        if p.card_arg is not None or title not in names:
            return [f"title {title!r} ({p.title_lang}) not the card's or card_arg {p.card_arg!r}"]
        return [] if any(fold(title) in v for v in views) else [f"title {title!r} not in page"]
    if p.card_arg not in gen.names_of(card) or p.title_lang is not None:
        return [f"card_arg {p.card_arg!r} not a name of the card, or a title language {p.title_lang}"]
    rest = fold(p.content)
    for _, t in p.rulings:
        rest = rest.replace(fold(t), " ")
    if p.fmt == "html":
        rest = fold(html.unescape(re.sub(r"<[^>]+>", " ", rest)))
        for _, t in p.rulings:
            rest = rest.replace(fold(t), " ")
    names = [n for n in gen.names_of(card) if named(n, rest)]
    problems = [f"names its card outside the rulings: {names}"] if names else []
    return problems + (["an untitled page with translations"] if p.translations else [])


def part_basics(pages: list[Page], layouts_wanted, date_langs: int, title_langs: int) -> tuple[list[str], bool, set[str]]:
    """The first checks of a part as a whole: (problems, whether the part is whole, its layouts): its layouts (all of
    them in a whole part, none other), date languages and printed title languages besides English."""
    problems = []
    full = len(pages) >= 100
    layouts = {p.layout for p in pages}
    if (full and layouts != set(layouts_wanted)) or not layouts <= set(layouts_wanted):
        problems.append(f"layouts: {sorted(set(layouts_wanted) - layouts)} missing")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < (date_langs if full else 1):
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    if len({p.title_lang for p in pages if p.title_lang and p.title_lang != "en"}) < (title_langs if full else 0):
        problems.append(f"fewer than {title_langs} title languages besides English")
    return problems, full, layouts


def multi_share(pages: list[Page], gen: PartGenerator, check: bool = True) -> tuple[list[str], list[Page], list[Page], dict]:
    """(problems, the pages about the corpus's cards, those about cards with faces, the cards by name): cards with
    faces on about half of the pages (with ``check``)."""
    by_name = {c.name: c for c in gen.cards}
    pages = [p for p in pages if p.card in by_name]
    multi = [p for p in pages if by_name[p.card].faces]
    problems = []
    if gen.multi and gen.single and check and not 0.4 * len(pages) <= len(multi) <= 0.6 * len(pages):
        problems.append(f"{len(multi)} of {len(pages)} pages about a card with faces (about half wanted)")
    return problems, pages, multi, by_name


def variety_problems(pages: list[Page], gen: PartGenerator, multi: list[Page], by_name: dict,
                     translated: tuple[float, float, str] = (0.1, 0.6, "some wanted, not most")) -> list[str]:
    """A whole part's cards of every kind, titles and ``--card`` of each kind, translations of faces, of whole cards
    and of single-faced cards on some pages (``translated``: the least and most share of pages, and what is wanted)."""
    problems = []
    if {by_name[p.card].layout for p in multi} != set(gen.kinds):
        problems.append(f"kinds of cards missing: {sorted(set(gen.kinds) - {by_name[p.card].layout for p in multi})}")
    kinds = {(p.__dict__.get("title_kind"), p.title_lang != "en") for p in multi if p.card_arg is None}
    if gen.multi and not {("whole", False), ("front", False), ("whole", True), ("front", True)} <= kinds:
        problems.append(f"titles of some kinds missing: {sorted(kinds, key=str)}")
    args = {p.__dict__.get("arg_kind", "").split(":")[0] for p in pages if p.card_arg}
    if args != {"whole", "face", "printed"}:
        problems.append(f"--card of some kinds missing: {sorted(args)}")
    trs = {("single" if not by_name[p.card].faces else "whole" if " // " in n else "face") for p in pages for _, n, _ in p.translations}
    if trs != {"face", "whole", "single"} and gen.multi and any(c.foreign for c in gen.multi):
        problems.append(f"translations of some kinds missing: {sorted(trs)}")
    lo, hi, wanted = translated
    if not lo * len(pages) <= sum(1 for p in pages if p.translations) <= hi * len(pages):
        problems.append(f"translations on too few or too many pages ({wanted})")
    return problems


def one_format_problems(pages: list[Page], layouts: set[str]) -> list[str]:
    """Every layout in both formats."""
    one_format = sorted(lay for lay in layouts if len({p.fmt for p in pages if p.layout == lay}) < 2)
    return [f"layouts in one format only: {one_format}"] if one_format else []


def problems_of_pages(pages: list[Page], gen: PartGenerator, page_problems) -> list[str]:
    """Every page's problems (``page_problems(p, card, gen)``), each led by the page's id and layout."""
    problems = []
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        if p.card not in by_name:
            problems.append(f"{p.id} {p.layout}: card {p.card!r} is none of the corpus's cards")
            continue
        problems += [f"{p.id} {p.layout}: {x}" for x in page_problems(p, by_name[p.card], gen)]
    return problems


def part_cards(sets, seed: int):
    """The corpus's cards as bench/page_corpus.py hands them to a part: single-faced ones sorted by name, then the
    cards with faces."""
    from page_corpus import load_cards, multiface_cards

    cards, set_names, sets_read = load_cards(sets, sets_wanted=None if sets.is_dir() else 60, seed=seed)
    cards.sort(key=lambda c: c.name)
    return cards + multiface_cards(sets_read), set_names


def part_main(gen_cls, corpus, self_test, seed_offset: int, extra=None) -> int:
    """A part's command line: its pages for seeds 7 and 21 from the sets given (the sample by default), what they
    hold, whether they are the same drawn again, and the self-test's problems (``extra(pages)``: a line of the part's
    own, or None). Exit status 1 when there is any problem."""
    import sys
    from collections import Counter
    from pathlib import Path

    sets = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "data/sample"
    part = gen_cls.PART
    bad = 0
    for seed in (7, 21):
        cards, set_names = part_cards(sets, seed)
        gen = gen_cls(cards, set_names, seed + seed_offset)
        pages = gen.fresh_corpus(200, part)
        again = corpus(cards, set_names, seed, 200)
        key = lambda ps: [(p.content, p.rulings, p.translations, p.chrome, p.encoding) for p in ps]  # noqa: E731
        problems = self_test(pages, gen) + ([] if key(pages) == key(again) else ["not deterministic for the seed"])
        by_name = {c.name: c for c in cards}
        kinds = Counter(by_name[p.card].layout for p in pages)
        langs = sorted({f.split(":")[0] for p in pages for f in p.date_forms})
        print(f"seed {seed}: {len(pages)} pages, {len({p.layout for p in pages})} layouts, cards {dict(sorted(kinds.items()))}, "
              f"{len(langs)} date languages ({' '.join(langs)}), titles in {sorted({p.title_lang for p in pages if p.title_lang})}, "
              f"{sum(len(p.rulings) for p in pages)} rulings, {sum(len(p.translations) for p in pages)} translations on "
              f"{sum(1 for p in pages if p.translations)} pages, {sum(len(p.chrome) for p in pages)} chrome lines, "
              f"{sum(len(p.__dict__.get('own_dates', [])) for p in pages)} own dates, "
              f"{sum(p.fmt == 'html' for p in pages)} HTML, {sum(p.card_arg is not None for p in pages)} naming no card; {len(problems)} problems")
        line = extra(pages) if extra else None
        if line:
            print(f"  {line}")
        for x in problems[:40]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0


def encodings_line(pages: list[Page]) -> str:
    """How many pages each encoding has, most first (a line of an encoded part's command line)."""
    from collections import Counter

    encs = Counter(p.encoding for p in pages)
    return f"{len(encs)} encodings: {', '.join(f'{e} {n}' for e, n in encs.most_common())}"
