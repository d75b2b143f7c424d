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
- ``SitePartGenerator``: the base of the parts whose pages are one site's or app's page about a card (fresh-32 and
  fresh-34..39): the page saved or copied, its moment, dates in the site's language, titles, translations, faces and
  rulings as the site shows them, in the words of fresh-32..37 by default (``SITE_KIND_W``, ``SITE_COLS``, ...);
- ``SiteChromePartGenerator``: the card sites' furniture fresh-35..37 share (consent banner, header, breadcrumbs,
  newsletter, footer, legality grid, prices, printings, language switcher, printed cards, related cards, the rulings'
  heading, and a text-only copy's lines), in the words of its tables (``CH``, ``COOKIE``, ... fresh-35's by default);
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
import textwrap
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


# --- what a page's text is made of: marked runs (fresh-44, fresh-45) --------------------------------------

class R(str):
    """A ruling's text (or a piece of it) as the page shows it."""


class D(str):
    """A ruling's date as the page shows it."""


class T(str):
    """The card's own words: the name the page names it by, its Oracle or printed text."""


class X(str):
    """Markup, numbers, addresses, ids, handles, keys: written as they are, never chrome."""


def plain(s) -> bool:
    """Whether a run is the site's, tool's or page's own words (chrome)."""
    return type(s) is str


def leaves(n, out: list | None = None) -> list:
    """Every run of a tree a reader sees (hidden and uncopied elements left out)."""
    out = [] if out is None else out
    if isinstance(n, str):
        out.append(n)
    elif not n.hidden and n.tag not in UNCOPIED:
        for k in n.kids:
            leaves(k, out)
    return out


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


# --- the words of the sites and apps of fresh-32 and fresh-34..38 (what each kind of card is called, a rulings
# table's columns, the furniture of fresh-35..37's sites) -----------------------------------------------------------

SITE_UI = rows("rulings rulings_n share copy_link reply report", {
    "en": "Rulings|Rulings ({n})|Share|Copy link|Reply|Report", "de": "Regelhinweise|Regelhinweise ({n})|Teilen|Link kopieren|Antworten|Melden",
    "fr": "Précisions|Précisions ({n})|Partager|Copier le lien|Répondre|Signaler",
    "es": "Resoluciones|Resoluciones ({n})|Compartir|Copiar enlace|Responder|Denunciar",
    "it": "Sentenze|Sentenze ({n})|Condividi|Copia link|Rispondi|Segnala", "pt": "Decisões|Decisões ({n})|Compartilhar|Copiar link|Responder|Denunciar",
    "nl": "Uitspraken|Uitspraken ({n})|Delen|Link kopiëren|Reageren|Melden", "pl": "Orzeczenia|Orzeczenia ({n})|Udostępnij|Kopiuj link|Odpowiedz|Zgłoś",
    "ru": "Разъяснения|Разъяснения ({n})|Поделиться|Копировать ссылку|Ответить|Пожаловаться",
    "ja": "裁定|裁定（{n}）|共有|リンクをコピー|返信|違反報告", "ko": "판정|판정 ({n})|공유|링크 복사|답글|신고",
    "zhs": "裁定|裁定（{n}）|分享|复制链接|回复|举报", "zht": "判定|判定（{n}）|分享|複製連結|回覆|檢舉",
})
SITE_COLS = rows("date ruling", {
    "en": "Date|Ruling", "de": "Datum|Regelhinweis", "fr": "Date|Précision", "es": "Fecha|Resolución", "it": "Data|Sentenza",
    "pt": "Data|Decisão", "ru": "Дата|Разъяснение", "ja": "日付|裁定", "ko": "날짜|판정", "zhs": "日期|裁定", "zht": "日期|判定",
    "nl": "Datum|Uitspraak", "pl": "Data|Orzeczenie",
})
#: what a place calls each kind of card
SITE_KIND_W = rows("transform modal_dfc flip split aftermath adventure normal", {
    "en": "Transforming double-faced card|Modal double-faced card|Flip card|Split card|Aftermath card|Adventurer card|Normal",
    "de": "Doppelseitige Karte|Modale doppelseitige Karte|Flip-Karte|Split-Karte|Nachwirkungskarte|Abenteurerkarte|Normal",
    "fr": "Carte recto verso|Carte recto verso modale|Carte retournable|Carte double|Carte à Répercussion|Carte aventurier|Normale",
    "es": "Carta de dos caras|Carta modal de dos caras|Carta giratoria|Carta partida|Carta con Secuela|Carta de aventurero|Normal",
    "it": "Carta bifronte|Carta bifronte modale|Carta capovolgibile|Carta doppia|Carta con Conseguenza|Carta avventuriero|Normale",
    "pt": "Card dupla face|Card dupla face modal|Card virável|Card dividido|Card com Resultado|Card de aventureiro|Normal",
    "nl": "Dubbelzijdige kaart|Modale dubbelzijdige kaart|Omkeerkaart|Gesplitste kaart|Nasleepkaart|Avonturierskaart|Normaal",
    "pl": "Karta dwustronna|Modalna karta dwustronna|Karta odwracana|Karta dzielona|Karta z następstwem|Karta z przygodą|Zwykła",
    "ru": "Двусторонняя карта|Модальная двусторонняя карта|Переворачивающаяся карта|Расщеплённая карта|Карта с последствием|"
          "Карта с приключением|Обычная",
    "ja": "両面カード|モードを持つ両面カード|反転カード|分割カード|余波カード|出来事を持つカード|通常",
    "ko": "양면 카드|모드 양면 카드|뒤집기 카드|분할 카드|여파 카드|모험 카드|일반",
    "zhs": "双面牌|模式双面牌|翻转牌|分割牌|余波牌|冒险者牌|普通",
    "zht": "雙面牌|模式雙面牌|翻轉牌|分割牌|餘波牌|冒險者牌|普通",
})
#: how places join a card's faces' names
SITE_JOINS = [" // ", " / ", "/"]
SITE_PUBLISHERS = ["Wizards of the Coast", "WotC", "Gatherer"]
LANG_LABEL = {"en": "English", "de": "Deutsch", "fr": "Français", "it": "Italiano", "es": "Español", "pt": "Português",
              "ja": "日本語", "ko": "한국어", "ru": "Русский", "zhs": "简体中文", "zht": "繁體中文"}
#: the furniture every site has: account links, search, cart, newsletter, footer, related cards, buttons
SITE_CH = rows("home search login signup cart account nl_title nl_body subscribe email rights privacy terms contact related add_cart "
           "in_stock out_stock share report back cards sets decks prices", {
    "en": "Home|Search cards…|Log in|Sign up|Cart|My account|Stay in the loop|New sets, restocks and deals, twice a month.|Subscribe|"
          "Your e-mail address|All rights reserved.|Privacy policy|Terms of service|Contact us|Related cards|Add to cart|In stock|Out of stock|"
          "Share|Report a problem|Back|Cards|Sets|Decks|Prices",
    "de": "Startseite|Karten suchen …|Anmelden|Registrieren|Warenkorb|Mein Konto|Bleib auf dem Laufenden|Neue Editionen, Nachschub und Angebote, "
          "zweimal im Monat.|Abonnieren|Deine E-Mail-Adresse|Alle Rechte vorbehalten.|Datenschutzerklärung|AGB|Kontakt|Ähnliche Karten|"
          "In den Warenkorb|Auf Lager|Nicht vorrätig|Teilen|Problem melden|Zurück|Karten|Editionen|Decks|Preise",
    "fr": "Accueil|Rechercher des cartes…|Se connecter|S'inscrire|Panier|Mon compte|Restez informé|Nouvelles extensions, réassorts et "
          "promos, deux fois par mois.|S'abonner|Votre adresse e-mail|Tous droits réservés.|Politique de confidentialité|CGV|Nous contacter|"
          "Cartes similaires|Ajouter au panier|En stock|Épuisé|Partager|Signaler un problème|Retour|Cartes|Extensions|Decks|Prix",
    "it": "Home|Cerca carte…|Accedi|Registrati|Carrello|Il mio account|Resta aggiornato|Nuove espansioni, riassortimenti e offerte, "
          "due volte al mese.|Iscriviti|Il tuo indirizzo e-mail|Tutti i diritti riservati.|Informativa sulla privacy|Termini e condizioni|"
          "Contattaci|Carte correlate|Aggiungi al carrello|Disponibile|Esaurito|Condividi|Segnala un problema|Indietro|Carte|Espansioni|Mazzi|Prezzi",
    "es": "Inicio|Buscar cartas…|Iniciar sesión|Registrarse|Carrito|Mi cuenta|No te pierdas nada|Nuevas colecciones, reposiciones y ofertas, "
          "dos veces al mes.|Suscribirse|Tu correo electrónico|Todos los derechos reservados.|Política de privacidad|Términos y condiciones|"
          "Contacto|Cartas relacionadas|Añadir al carrito|En stock|Agotado|Compartir|Informar de un problema|Volver|Cartas|Colecciones|Mazos|Precios",
    "pt": "Início|Buscar cards…|Entrar|Cadastre-se|Carrinho|Minha conta|Fique por dentro|Novas coleções, reposições e ofertas, duas vezes "
          "por mês.|Assinar|Seu e-mail|Todos os direitos reservados.|Política de privacidade|Termos de uso|Fale conosco|Cards relacionados|"
          "Adicionar ao carrinho|Em estoque|Esgotado|Compartilhar|Reportar problema|Voltar|Cards|Coleções|Decks|Preços",
    "ru": "Главная|Поиск карт…|Войти|Регистрация|Корзина|Личный кабинет|Будьте в курсе|Новые выпуски, поступления и скидки дважды "
          "в месяц.|Подписаться|Ваш e-mail|Все права защищены.|Политика конфиденциальности|Условия использования|Контакты|Похожие карты|"
          "В корзину|В наличии|Нет в наличии|Поделиться|Сообщить об ошибке|Назад|Карты|Выпуски|Колоды|Цены",
    "ja": "ホーム|カードを検索…|ログイン|新規登録|カート|マイページ|メールマガジン|新弾情報・再入荷・セール情報を月2回お届けします。|登録する|"
          "メールアドレス|All rights reserved.|プライバシーポリシー|利用規約|お問い合わせ|関連カード|カートに入れる|在庫あり|在庫切れ|共有|"
          "不具合を報告|戻る|カード|エキスパンション|デッキ|価格",
    "ko": "홈|카드 검색…|로그인|회원가입|장바구니|마이페이지|소식 받기|신규 세트, 재입고, 할인 소식을 한 달에 두 번 보내 드립니다.|구독하기|"
          "이메일 주소|All rights reserved.|개인정보 처리방침|이용약관|문의하기|관련 카드|장바구니 담기|재고 있음|품절|공유|오류 신고|뒤로|"
          "카드|세트|덱|시세",
    "zhs": "首页|搜索卡牌…|登录|注册|购物车|我的账户|订阅资讯|新系列、补货与优惠信息，每月两次。|订阅|电子邮箱|版权所有。|隐私政策|服务条款|"
           "联系我们|相关卡牌|加入购物车|有货|缺货|分享|报告问题|返回|卡牌|系列|套牌|价格",
    "zht": "首頁|搜尋卡牌…|登入|註冊|購物車|我的帳戶|訂閱資訊|新系列、補貨與優惠資訊，每月兩次。|訂閱|電子郵件|版權所有。|隱私權政策|服務條款|"
           "聯絡我們|相關卡牌|加入購物車|有現貨|缺貨|分享|回報問題|返回|卡牌|系列|套牌|價格",
    "nl": "Home|Kaarten zoeken…|Inloggen|Registreren|Winkelwagen|Mijn account|Blijf op de hoogte|Nieuwe sets, aanvullingen en aanbiedingen, "
          "twee keer per maand.|Aanmelden|Je e-mailadres|Alle rechten voorbehouden.|Privacybeleid|Algemene voorwaarden|Contact|Vergelijkbare kaarten|"
          "In winkelwagen|Op voorraad|Uitverkocht|Delen|Probleem melden|Terug|Kaarten|Sets|Decks|Prijzen",
    "pl": "Strona główna|Szukaj kart…|Zaloguj się|Zarejestruj się|Koszyk|Moje konto|Bądź na bieżąco|Nowe dodatki, dostawy i promocje, "
          "dwa razy w miesiącu.|Zapisz się|Twój adres e-mail|Wszelkie prawa zastrzeżone.|Polityka prywatności|Regulamin|Kontakt|Podobne karty|"
          "Dodaj do koszyka|Dostępna|Niedostępna|Udostępnij|Zgłoś problem|Wstecz|Karty|Dodatki|Talie|Ceny",
})
#: a consent banner's words: heading, body, accept, reject, settings, the "necessary" and "statistics" toggles
SITE_COOKIE = rows("title body accept reject prefs necessary stats", {
    "en": "We value your privacy|We and our 214 partners use cookies to personalise content and ads and to analyse our traffic.|Accept all|"
          "Reject all|Manage preferences|Strictly necessary|Analytics",
    "de": "Wir respektieren deine Privatsphäre|Wir und unsere 214 Partner verwenden Cookies, um Inhalte und Anzeigen zu personalisieren und "
          "Zugriffe zu analysieren.|Alle akzeptieren|Alle ablehnen|Einstellungen verwalten|Unbedingt erforderlich|Statistik",
    "fr": "Vos choix en matière de cookies|Nos 214 partenaires et nous utilisons des cookies pour personnaliser le contenu et les publicités "
          "et analyser notre trafic.|Tout accepter|Tout refuser|Personnaliser mes choix|Strictement nécessaires|Mesure d'audience",
    "it": "Rispettiamo la tua privacy|Noi e i nostri 214 partner utilizziamo cookie per personalizzare contenuti e annunci e analizzare il "
          "traffico.|Accetta tutti|Rifiuta tutti|Gestisci preferenze|Strettamente necessari|Statistiche",
    "es": "Valoramos tu privacidad|Nosotros y nuestros 214 socios usamos cookies para personalizar el contenido y los anuncios y analizar el "
          "tráfico.|Aceptar todo|Rechazar todo|Configurar preferencias|Estrictamente necesarias|Analíticas",
    "pt": "Valorizamos sua privacidade|Nós e nossos 214 parceiros usamos cookies para personalizar conteúdo e anúncios e analisar o "
          "tráfego.|Aceitar todos|Rejeitar todos|Gerenciar preferências|Estritamente necessários|Estatísticas",
    "ru": "Мы ценим вашу конфиденциальность|Мы и наши 214 партнёров используем файлы cookie для персонализации контента и рекламы и "
          "анализа трафика.|Принять все|Отклонить все|Настроить|Обязательные|Аналитика",
    "ja": "Cookieの使用について|当サイトと214のパートナーは、コンテンツと広告のパーソナライズおよびアクセス解析のためにCookieを使用します。|"
          "すべて許可|すべて拒否|設定を管理|必須|分析",
    "ko": "개인정보 보호|당사와 214개 파트너는 콘텐츠 및 광고 맞춤화와 트래픽 분석을 위해 쿠키를 사용합니다.|모두 허용|모두 거부|설정 관리|"
          "필수|분석",
    "zhs": "我们重视您的隐私|我们及 214 家合作伙伴使用 Cookie 来个性化内容和广告并分析流量。|全部接受|全部拒绝|管理偏好|必要|统计",
    "zht": "我們重視您的隱私|我們及 214 家合作夥伴使用 Cookie 來個人化內容與廣告並分析流量。|全部接受|全部拒絕|管理偏好設定|必要|統計",
    "nl": "Wij respecteren je privacy|Wij en onze 214 partners gebruiken cookies om inhoud en advertenties te personaliseren en ons verkeer "
          "te analyseren.|Alles accepteren|Alles weigeren|Voorkeuren beheren|Strikt noodzakelijk|Statistieken",
    "pl": "Szanujemy Twoją prywatność|My i nasi 214 partnerzy używamy plików cookie do personalizacji treści i reklam oraz analizy ruchu.|"
          "Akceptuj wszystkie|Odrzuć wszystkie|Zarządzaj ustawieniami|Niezbędne|Statystyczne",
})
#: consent managers: their element class and the line naming them
SITE_CMPS = [("onetrust-banner-sdk", "Powered by OneTrust"), ("CybotCookiebotDialog", "Cookiebot by Usercentrics"),
        ("didomi-popup", "Didomi"), ("uc-banner", "Powered by Usercentrics Consent Management"),
        ("qc-cmp2-ui", "InMobi Choice™"), ("cky-consent-container", "Powered by CookieYes"),
        ("iubenda-cs-banner", "Cookie Solution by iubenda"), ("cmplz-cookiebanner", "Complianz | GDPR/CCPA Cookie Consent"),
        ("axeptio_overlay", "Axeptio · Consentements certifiés"), ("klaro", "Realized with Klaro!")]
#: format names (every site writes them in English) and the legality words
SITE_FORMATS = ["Standard", "Pioneer", "Modern", "Legacy", "Vintage", "Commander", "Pauper", "Oathbreaker", "Historic", "Brawl", "Penny", "Premodern"]
SITE_LEGAL = rows("legal not_legal banned legality", {
    "en": "Legal|Not Legal|Banned|Legalities", "de": "Legal|Nicht legal|Gebannt|Legalität", "fr": "Légal|Non légal|Banni|Légalité",
    "it": "Legale|Non legale|Bandita|Legalità", "es": "Legal|No legal|Prohibida|Legalidad", "pt": "Legal|Não legal|Banido|Legalidade",
    "ru": "Разрешена|Не разрешена|Запрещена|Легальность", "ja": "使用可|使用不可|禁止|フォーマット", "ko": "사용 가능|사용 불가|금지|포맷",
    "zhs": "合法|不合法|禁止|赛制", "zht": "合法|不合法|禁止|賽制", "nl": "Legaal|Niet legaal|Verboden|Legaliteit",
    "pl": "Legalna|Nielegalna|Zbanowana|Legalność",
})
#: a card's fields as card databases label them
SITE_FIELD = rows("name en_name mv types text rarity set number artist released updated language printed other_langs", {
    "en": "Card Name|English name|Mana Value|Types|Card Text|Rarity|Set|Card Number|Artist|Release date|Last updated|Language|"
          "Printed name|Printed in other languages",
    "de": "Kartenname|Englischer Name|Manabetrag|Typ|Kartentext|Seltenheit|Edition|Kartennummer|Künstler|Erscheinungsdatum|"
          "Zuletzt aktualisiert|Sprache|Gedruckter Name|In anderen Sprachen gedruckt",
    "fr": "Nom de la carte|Nom anglais|Valeur de mana|Types|Texte de la carte|Rareté|Extension|Numéro|Illustrateur|Date de sortie|"
          "Dernière mise à jour|Langue|Nom imprimé|Imprimée dans d'autres langues",
    "it": "Nome della carta|Nome inglese|Valore di mana|Tipo|Testo della carta|Rarità|Espansione|Numero|Illustratore|Data di uscita|"
          "Ultimo aggiornamento|Lingua|Nome stampato|Stampata in altre lingue",
    "es": "Nombre de la carta|Nombre en inglés|Valor de maná|Tipo|Texto de la carta|Rareza|Colección|Número|Ilustrador|Fecha de lanzamiento|"
          "Última actualización|Idioma|Nombre impreso|Impresa en otros idiomas",
    "pt": "Nome do card|Nome em inglês|Valor de mana|Tipo|Texto do card|Raridade|Coleção|Número|Ilustrador|Data de lançamento|"
          "Última atualização|Idioma|Nome impresso|Impresso em outros idiomas",
    "ru": "Название карты|Английское название|Мана-стоимость|Тип|Текст карты|Редкость|Выпуск|Номер|Художник|Дата выхода|Обновлено|Язык|"
          "Напечатанное название|Напечатана на других языках",
    "ja": "カード名|英語名|マナ総量|タイプ|テキスト|レアリティ|エキスパンション|コレクター番号|イラストレーター|発売日|最終更新|言語|"
          "印刷名|他言語版",
    "ko": "카드 이름|영문 이름|마나 값|유형|카드 텍스트|희귀도|세트|카드 번호|일러스트레이터|발매일|최종 업데이트|언어|인쇄된 이름|"
          "다른 언어판",
    "zhs": "卡牌名称|英文名称|法术力值|类别|规则叙述|稀有度|系列|编号|画师|发售日期|最后更新|语言|印刷名称|其他语言版本",
    "zht": "卡牌名稱|英文名稱|法術力值|類別|規則敘述|稀有度|系列|編號|畫家|發售日期|最後更新|語言|印刷名稱|其他語言版本",
})
ARTISTS = ["Mira Okonkwo", "Jasper Lindqvist", "Ana Beltrán", "Tomás Reyes", "Hye-jin Park", "Colette Marchand", "Viktor Sobol",
           "Priya Raman", "Ewan MacLeod", "Yuki Tanabe"]


# --- the generators ------------------------------------------------------------------------------------

class PageBookkeeping:
    """What every part's generator records alike: the card's ruling days (none of the page's own days may be one), the
    chrome strings and the kinds of furniture a page carries."""

    def _taken(self, card: CardData) -> set[dt.date]:
        return {d for d, _ in card.rulings}

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


class PageDays:
    """A page drawn about one card, its own moment set before it is written (``drawn_page``; fresh-43..47): the page's
    day, and days around it that are none of the card's ruling days; the page of a layout in its site's or tool's
    formats and languages in turn (``page``: a part sets ``SITES``, its layouts' tables, and ``PREFIX``, its page ids'
    letters, and sets its own tables for the page's language in ``page_tables``); the part's counters (``turn``); the
    card's title and translation as title runs, and other cards' names."""

    SITES: dict[str, dict] = {}  # layout -> its site's or tool's table ("fmts", "langs", ...)
    PREFIX = ""  # the part's page ids' letters
    #: the names other cards' lists fall back on when the corpus has too few
    OTHER_NAMES = ("Llanowar Elves", "Counterspell", "Lightning Bolt", "Swords to Plowshares", "Dark Ritual", "Giant Growth")

    def page(self, i: int, layout: str, split: str | None = None, single: bool = False) -> Page:
        """One page of the layout: the format and the language (each of the layout's in turn first, then drawn), the
        part's tables for it (``page_tables``), the card, the page's moment; written; its chrome settled."""
        r = self.rng
        method, titled = self.LAYOUTS[layout]
        S = self.SITES[layout]
        turn = self.turn(layout)
        fmts = S["fmts"]
        self.html = (fmts[turn] if turn < len(fmts) else r.choice(fmts)) == "html"
        langs = list(dict.fromkeys(S["langs"]))
        self.lang = langs[turn] if turn < len(langs) else r.choice(S["langs"])
        self.S, self._layout, self._untitled = S, layout, not titled
        self.page_tables()
        return self.drawn_page(f"{self.PREFIX}{i:03d}", layout, split or self.PART, single, titled, method)

    def page_tables(self) -> None:
        """The part's own tables (and draws) for the page's language and format, set before its card is drawn."""

    def turn(self, key: str) -> int:
        """A counter of the part's own (a layout's turns, variants, BOMs, CRLFs in turn)."""
        self._turns[key] = self._turns.get(key, 0) + 1
        return self._turns[key] - 1

    def title(self, page: Page, card: CardData, p_printed: float | None = None, which: str | None = None) -> T:
        """The name the page names the card by (``EncodedPartGenerator._title``), a title run."""
        return T(self._title(page, card, p_printed, which))

    def tr(self, page: Page, card: CardData, lang: str | None = None) -> tuple[T, T] | None:
        """The card printed in ``lang`` (the page's), recorded as a translation (none on an untitled page)."""
        got = None if self._untitled else self._tr(page, card, lang or self.lang)
        return None if got is None else (T(got[0]), T(got[1]))

    def others(self, card: CardData, k: int) -> list[str]:
        """Other cards' names (chrome), none clashing with this card's."""
        got = self._others(card, k)
        while len(got) < k:
            got.append(self.OTHER_NAMES[len(got)])
        return got

    @property
    def today(self) -> dt.date:
        return self._now.date()

    def day(self, lo: int, hi: int | None = None) -> dt.date:
        """A day ``lo`` to ``hi`` days after the page's (before it when negative), none of the card's ruling days."""
        hi = lo if hi is None else hi
        return self.off(self.today + dt.timedelta(days=self.rng.randint(lo, hi)))

    def off(self, d: dt.date) -> dt.date:
        """``d``, moved back a day at a time while it is one of the card's ruling days."""
        taken = self._taken(self._card)
        while d in taken:
            d -= dt.timedelta(days=1)
        return d

    def drawn_page(self, page_id: str, layout: str, split: str, single: bool, titled: bool, method: str) -> Page:
        """The page ``method`` writes about a card drawn (single-faced or not), its own moment set first, ``--card``
        given where it is untitled; its chrome settled."""
        card = self._pick(single)
        self._card, self._rform = card, None
        page = Page(id=page_id, layout=layout, split=split, fmt="html" if self.html else "text", card=card.name, card_arg=None,
                    title_lang=None)
        self._now = self._moment_of(card)
        page.__dict__["now"] = self.today.isoformat()
        if not titled:
            self._card_arg(page, card)
        getattr(self, method)(page, card)
        return self.settle_chrome(page, card)

    def chrome_ok(self, c: str) -> bool:
        """A chrome string of two characters at least, a letter or digit among them."""
        return len(c) >= 2 and any(ch.isalnum() for ch in c)


class PartGenerator(PageBookkeeping):
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


class SinglePartGenerator(PageBookkeeping):
    """The base of the parts about single-faced cards only (fresh-25..30): the cards, the random generator drawn from
    the part's seed, titles and translations of the card's printed name and text, days before and after a day, other
    cards, and a page's language, format and moment (``_setup``: the part's ``_when`` gives the moment)."""

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        self.cards = cards
        self.set_names = set_names
        self.rng = random.Random(seed)
        self.html = False
        self._turns: dict[str, int] = {}

    def _title(self, page: Page, card: CardData, prefer: str | None = None, p: float = 0.5) -> str:
        """The name the page is titled with: the printed one in ``prefer`` (with chance ``p``) or the
        English one; recorded as the page's title language."""
        f = card.foreign.get(prefer or "", {})
        if prefer in STORED and f.get("name") and self.rng.random() < p:
            page.title_lang = prefer
            return f["name"]
        page.title_lang = "en"
        return card.name

    def _translation(self, page: Page, card: CardData, lang: str, p: float = 0.6) -> tuple[str, str] | None:
        """The card's printed name and text in ``lang`` (with chance ``p``), recorded as a translation."""
        f = card.foreign.get(lang)
        if lang in STORED and f and f.get("name") and f.get("text") and self.rng.random() < p:
            page.translations.append((lang, f["name"], f["text"]))
            return f["name"], f["text"]
        return None

    def _before(self, card: CardData, d: dt.date, lo: int = 1, hi: int = 60) -> dt.date:
        """A day ``lo``..``hi`` days before ``d`` that is none of the card's ruling days."""
        x = d - dt.timedelta(days=self.rng.randint(lo, hi))
        while x in self._taken(card):
            x -= dt.timedelta(days=1)
        return x

    def _after(self, card: CardData, d: dt.date, lo: int = 1, hi: int = 10) -> dt.date:
        """A day ``lo``..``hi`` days after ``d`` that is none of the card's ruling days."""
        x = d + dt.timedelta(days=self.rng.randint(lo, hi))
        while x in self._taken(card):
            x += dt.timedelta(days=1)
        return x

    def _others(self, card: CardData, k: int) -> list[CardData]:
        """Other cards, none of whose names contains one of this card's names (nor the other way)."""
        names = [card.name] + [f["name"] for f in card.foreign.values() if f.get("name")]
        pool = [c for c in self.rng.sample(self.cards, min(len(self.cards), 4 * k + 8)) if c.name != card.name
                and not any(named(n, c.name) or named(c.name, n) for n in names)]
        return pool[:k]

    def _setup(self, page: Page, card: CardData, langs: list[str], p_html: float = 0.5) -> tuple[str, bool, dt.datetime]:
        """The page's language, format (a layout's first page saved, its second copied, then either) and
        moment."""
        r = self.rng
        lang = r.choice(langs)
        turn = self._turns.get(self._layout, 0)
        self._turns[self._layout] = turn + 1
        html_mode = turn == 0 if turn < 2 else r.random() < p_html
        page.fmt = "html" if html_mode else "text"
        self.html = html_mode
        return lang, html_mode, self._when(card)


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
    KIND_W = SITE_KIND_W
    COLS = SITE_COLS
    PUBLISHERS = SITE_PUBLISHERS
    JOINS = SITE_JOINS
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


class SiteChromePartGenerator(SitePartGenerator):
    """The base of the parts whose pages are card sites with the same furniture (fresh-35..37): a consent manager's
    banner, the header, breadcrumbs, a newsletter box, the footer, the legality grid, prices, the site's own dates, the
    printings' table, the Oracle text, a language switcher, the printed cards' table, related cards, the rulings'
    heading; and for a text-only copy, the original's address, the rulings' and the printed card's lines. Their words
    are the class's tables (``UI``, ``CH``, ``COOKIE``, ``CMPS``, ``FORMATS``, ``LEGAL``, ``FIELD``, ``LANG_LABEL``),
    fresh-35's by default."""

    UI = SITE_UI
    CH = SITE_CH
    COOKIE = SITE_COOKIE
    CMPS = SITE_CMPS
    FORMATS = SITE_FORMATS
    LEGAL = SITE_LEGAL
    FIELD = SITE_FIELD
    LANG_LABEL = LANG_LABEL

    def consent(self, page: Page, lang: str) -> N:
        """A consent manager's banner (one of ten) in the site's language: heading, body, toggles now and then,
        the buttons run together, the manager's own line."""
        r = self.rng
        W = self.COOKIE[lang if lang in self.COOKIE else "en"]
        cls, brand = r.choice(self.CMPS)
        self._kit(page, "consent")
        bits = self._cs(page, W["title"], W["body"], W["accept"], W["reject"], W["prefs"], brand)
        toggles = []
        if r.random() < 0.5:
            toggles = [E("label", self._c(page, W["necessary"]), E("input", type="checkbox", checked=True, disabled=True)), " ",
                       E("label", self._c(page, W["stats"]), E("input", type="checkbox"))]
        return E("div", E(r.choice(["h2", "p"]), bits[0]), E("p", bits[1]), E("div", *toggles) if toggles else None,
                 E("div", E("button", bits[2]), E("button", bits[3]), E("button", bits[4]), cls="cmp-buttons"), E("p", E("small", bits[5])),
                 id=cls, role="dialog", aria__label=bits[0])

    def header(self, page: Page, lang: str, site: str, shop: bool = False) -> N:
        """The site's header: its name, its menu, the search field's button, account links (and the cart)."""
        W = self.CH[lang]
        self._kit(page, "header")
        menu = self._cs(page, site, W["cards"], W["sets"], W["decks"], W["prices"], W["login"], W["signup"], W["search"])
        cart = self._c(page, f"{W['cart']} (0)") if shop else None
        return E("header", E("a", menu[0], cls="logo", href="/"), E("nav", *[E("a", x, href="#") for x in menu[1:5]]),
                 E("form", E("input", type="search", aria__label=menu[7]), E("button", menu[7], type="submit"), role="search"),
                 E("div", E("a", menu[5]), " · ", E("a", menu[6]), *([" · ", E("a", cart)] if cart else []), cls="account"))

    def crumbs(self, page: Page, lang: str, *trail: str, last: str | None = None) -> N:
        """Breadcrumbs: the home link, the trail (recorded), then the page's own item (a card's name is not recorded)."""
        self._kit(page, "breadcrumbs")
        items = self._cs(page, self.CH[lang]["home"], *trail)
        sep = self.rng.choice([" › ", " / ", " > ", " » "])
        kids: list = []
        for k, x in enumerate(items + ([last] if last else [])):
            kids += ([sep] if k else []) + [E("a", x, href="#") if k < len(items) else E("span", x, aria__current="page")]
        return E("nav", *kids, cls="breadcrumbs", aria__label="breadcrumb")

    def newsletter(self, page: Page, lang: str) -> N:
        W = self.CH[lang]
        self._kit(page, "newsletter")
        bits = self._cs(page, W["nl_title"], W["nl_body"], W["email"], W["subscribe"])
        return E("section", E("h3", bits[0]), E("p", bits[1]), E("label", bits[2]), E("input", type="email"), E("button", bits[3]), cls="newsletter")

    def footer(self, page: Page, lang: str, site: str, year: int, *more: str) -> N:
        W = self.CH[lang]
        self._kit(page, "footer")
        bits = self._cs(page, W["privacy"], W["terms"], W["contact"], f"© {year} {site}. {W['rights']}", *more)
        wotc = self._c(page, "Magic: The Gathering is a trademark of Wizards of the Coast LLC. This site is not affiliated with Wizards of the Coast."
                       if self.rng.random() < 0.5 else "Portions of the materials used are property of Wizards of the Coast. ©Wizards of the Coast LLC.")
        return E("footer", E("ul", *[E("li", E("a", x)) for x in bits[:3]]), E("p", bits[3]), *[E("p", x) for x in bits[4:]],
                 E("p", E("small", wotc)))

    def legal_grid(self, page: Page, lang: str, k: int = 8) -> N:
        """The legality grid: formats (in English) and their words in the site's language, in a table."""
        r = self.rng
        W = self.LEGAL[lang if lang in self.LEGAL else "en"]
        self._kit(page, "legalities")
        table_rows = []
        for f in r.sample(self.FORMATS, k):
            w = r.choices([W["legal"], W["not_legal"], W["banned"]], weights=[6, 3, 1])[0]
            table_rows.append(E("tr", E("td", self._c(page, f)), E("td", self._c(page, w), cls="legality")))
        return E("section", E("h3", self._c(page, W["legality"])), E("table", E("tbody", *table_rows), cls="legalities"))

    def price(self, lang: str, lo: float = 0.1, hi: float = 40.0) -> str:
        """A price as the site's country writes it."""
        v = round(self.rng.uniform(lo, hi), 2)
        if lang == "en":
            return f"${v:.2f}"
        if lang == "ja":
            return f"¥{int(v * 150):,}"
        if lang == "ko":
            return f"₩{int(v * 1400):,}"
        if lang == "ru":
            return f"{int(v * 95)} ₽"
        if lang in ("zhs", "zht"):
            return f"¥{v * 7:.2f}" if lang == "zhs" else f"NT${int(v * 32)}"
        if lang == "pl":
            return f"{v * 4.3:.2f} zł".replace(".", ",")
        if lang == "pt":
            return f"R$ {v * 5.5:.2f}".replace(".", ",")
        return f"{v:.2f} €".replace(".", ",")

    def site_date(self, page: Page, card: CardData, lang: str, template: str, kinds: tuple = ("num",), *, days: int = 60,
                  before: bool = False, clock_too: bool = False) -> str:
        """One of the site's own dates (prices updated, synced, added, reviewed; with ``before``, a day before the card's
        first ruling: a release, a preview), in ``template``, recorded as chrome and as the site's date."""
        if before:
            first = min(d for d, _ in card.rulings)
            d = self._between(card, first - dt.timedelta(days=420), first - dt.timedelta(days=8))
            m = dt.datetime(d.year, d.month, d.day, 10, 0)
        else:
            m = self._moments(card, 1, days)[0]
        shown = self._stamp(page, m.date(), self._of(lang, *kinds))
        if clock_too:
            shown += f" {clock(m, date_lang(lang) if lang not in ('zhs', 'zht') else 'zh')}"
        return self._c(page, fill(template, d=shown))

    def prints_table(self, page: Page, card: CardData, lang: str, heads: list[str]) -> N:
        """The card's printings with prices: set name (code), number, and a price column per head (recorded)."""
        r = self.rng
        self._kit(page, "prints")
        self._cs(page, *heads)
        table_rows = []
        for code in (card.printings or [card.set_code])[:6]:
            sname = self.set_names.get(code)
            cells = [E("td", self._c(page, f"{sname} ({code})" if sname else code)), E("td", f"#{r.randint(1, 280)}")]
            cells += [E("td", self._c(page, self.price(lang) if k == 0 else self.price("de") if k == 1 else f"{r.uniform(0.01, 9):.2f}"))
                      for k in range(len(heads) - 2)]
            table_rows.append(E("tr", *cells))
        return E("table", E("thead", E("tr", *[E("th", h) for h in heads])), E("tbody", *table_rows), cls="prints")

    def oracle(self, page: Page, card: CardData, *, tabs: list[str] | None = None, heading: str = "h3") -> list:
        """The card's English Oracle text: each face under its name (tab buttons naming the faces when ``tabs``), a
        single-faced card's type line and text."""
        faces = self.faces_of(card)
        self._kit(page, "oracle")
        out = []
        if card.faces and tabs is not None:
            out.append(E("div", *[E("button", f["name"], role="tab", aria__selected="true" if k == 0 else "false") for k, f in enumerate(faces)],
                         role="tablist"))
        if not card.faces:
            return out + [self.face_block(faces[0], name=False)]
        return out + [self.face_block(f, heading=heading) for f in faces]

    def lang_switch(self, page: Page, card: CardData, lang: str) -> N | None:
        """A language switcher listing the card's printed names (each language's label recorded; the names are no
        translation without their text)."""
        items = []
        for code in STORED:
            f = card.foreign.get(code)
            if f and f.get("name") and code != lang:
                items.append(E("li", E("a", E("span", self._c(page, self.LANG_LABEL[code]), cls="lang"), " ", E("span", f["name"], lang=code),
                                        href=f"?lang={code}")))
        if not items:
            return None
        self._kit(page, "language-switcher")
        return E("ul", *items, cls="language-switcher")

    def printed_table(self, page: Page, card: CardData, lang: str, langs: list[str], k: int = 2) -> N | None:
        """"Printed in other languages": a few of the card's printings, each its language's label, printed name and
        text (the whole printed card, or its front face, in turn), recorded as translations."""
        table_rows = []
        for code in self.rng.sample([x for x in langs if x in card.foreign], min(k, len([x for x in langs if x in card.foreign]))):
            got = None
            if card.faces and self._whole_next():
                got = self._whole_tr(page, card, code, 1.0)
            if got is None:
                got = self._face_tr(page, card, code, 0, 1.0)
            if got:
                table_rows.append(E("tr", E("td", self._c(page, self.LANG_LABEL[code])), E("td", got["name"], lang=code),
                              E("td", *[x for k2, ln in enumerate(got["text"].split("\n")) for x in ((E("br") if k2 else None), ln)], lang=code)))
        if not table_rows:
            return None
        self._kit(page, "printed-table")
        F = self.FIELD[lang if lang in self.FIELD else "en"]
        return E("section", E("h3", self._c(page, F["other_langs"])),
                 E("table", E("thead", E("tr", E("th", self._c(page, F["language"])), E("th", self._c(page, F["printed"])),
                                         E("th", self._c(page, F["text"])))), E("tbody", *table_rows)))

    def related(self, page: Page, card: CardData, lang: str, k: int = 4, prices: bool = True) -> N:
        """Other cards (their names and prices, recorded), none of whose names clashes with the card's."""
        self._kit(page, "related")
        items = []
        for o in self._others(card, k):
            nm = self._c(page, self._oname(o))
            items.append(E("li", E("a", nm, href=f"/card/{slug(nm)}"), *([" ", E("span", self._c(page, self.price(lang)))] if prices else [])))
        return E("aside", E("h3", self._c(page, self.CH[lang]["related"])), E("ul", *items), cls="related")

    def rul_head(self, page: Page, lang: str, count: int | None = None, word: str | None = None) -> str:
        """The rulings section's heading (with the count now and then), recorded."""
        U = self.UI[lang if lang in self.UI else "en"]
        if word:
            return self._c(page, word)
        return self._c(page, fill(U["rulings_n"], n=count) if count is not None and self.rng.random() < 0.5 else U["rulings"])

    @staticmethod
    def _host(site: str) -> str:
        return "www." + re.sub(r"[^a-z0-9]", "", site.lower()) + ".example"

    def _url(self, site: str, card: CardData, named: bool = True, tail: str = "") -> str:
        """The original page's address (its path names the card by its slug only when ``named``)."""
        path = f"/card/{card.set_code.lower()}/{card.number}" + (f"/{slug(card.name)}" if named else "") + tail
        return f"https://{self._host(site)}{path}"

    def _moment_own(self, page: Page, m: dt.datetime, shown: str) -> str:
        """A moment of the copy's frame shown another way (a capture stamp, a print header), recorded as the
        place's own date and as chrome."""
        self._own(page, m.date(), shown)
        return self._c(page, shown)

    def rlines(self, page: Page, card: CardData, lang: str, tag: str, kinds: list[str], styles: list[str], *,
               subset: bool = False) -> list[list[str]]:
        """The rulings as a text-only copy has them, each ruling its lines (unwrapped): "DATE: text", "DATE — text",
        "text (DATE)", "[DATE] text", the date on a line over the text ("over") or under it ("under"), the date and
        the publisher over the text ("pubover"), "— PUBLISHER, DATE" under the text ("pubafter")."""
        r = self.rng
        form = self._form(page, tag, lang, kinds)
        items = self._dated(page, card, form, subset)
        style = r.choice(styles)
        page.date_forms[-1] += f" ({style})"
        cjk = lang in ("ja", "zhs", "zht")
        pub = self._c(page, r.choice(self.PUBLISHERS)) if style.startswith("pub") else ""
        out = []
        for ds, t, _ in items:
            out.append({"colon": [f"{ds}{'：' if cjk else ':'} {t}"], "dash": [f"{ds} — {t}"],
                        "paren": [f"{t}（{ds}）" if cjk else f"{t} ({ds})"], "bracket": [f"[{ds}] {t}"], "over": [ds, t], "under": [t, ds],
                        "pubover": [f"{ds} · {pub}", t]}.get(style, [t, f"— {pub}, {ds}"]))
        return out

    @staticmethod
    def wrap(s: str, width: int, indent: str = "", first: str | None = None) -> list[str]:
        """``s`` wrapped at spaces (no word broken, no hyphen added)."""
        return textwrap.wrap(s, width, initial_indent=indent if first is None else first, subsequent_indent=indent,
                             break_long_words=False, break_on_hyphens=False) or [indent if first is None else first]

    def printed_lines(self, page: Page, card: CardData, lang: str, p: float) -> tuple[str, list[str]] | None:
        """The card's printed text in ``lang`` for a text-only copy (the whole printed card or its front face, in
        turn, recorded), as its name and its lines; or None."""
        if lang not in STORED or self.rng.random() >= p:
            return None
        got = self._whole_tr(page, card, lang, 1.0) if card.faces and self._whole_next() else None
        got = got or self._face_tr(page, card, lang, 0, 1.0)
        if not got:
            return None
        return got["name"], [x for x in got["text"].split("\n") if x.strip()]


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


def decoded_views(page: Page, chains, decode) -> list[str]:
    """The page as a careful reader reads it (``reading_views``), and as each chain of its format's readers reads it
    (``chains``: lists of ``decode``'s keys, applied in turn)."""
    from types import SimpleNamespace

    out = reading_views(page)
    for chain in chains:
        content = page.content
        for step in chain:
            content = decode[step](content)
        out += reading_views(SimpleNamespace(content=content))
    return out


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


def own_date_problems(p: Page, card: CardData, seen, *, whose: str = "place", at_least: int = 1,
                      late_days: int | None = None) -> list[str]:
    """The page's own dates: ``at_least`` distinct ones, each in the page, none a ruling's day (with ``late_days``, none
    more than that many days after the page's day)."""
    own = p.__dict__.get("own_dates", [])
    days = len({s for s, _ in own})
    problems = [] if days >= at_least else [f"only {days} of the {whose}'s own dates, {at_least} wanted"]
    late = None
    if late_days is not None:
        late = (dt.date.fromisoformat(p.__dict__["now"]) + dt.timedelta(days=late_days)).isoformat()
    for s, d in own:
        if not seen(s):
            problems.append(f"own date not in page: {s[:60]}")
        if d in {x.isoformat() for x, _ in card.rulings}:
            problems.append(f"own date {d} is a ruling date")
        if late is not None and d > late:
            problems.append(f"own date {d} more than {late_days} days after the page's day {p.__dict__['now']}")
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


def page_answer_problems(p: Page, card: CardData, gen: PartGenerator, views: list[str], seen, prefix: str, split: str, *,
                         at_least: int, late_days: int, answers: list[str] | None = None) -> list[str]:
    """What is wrong with one page's answers, as every recent part checks them: its bytes, its rulings (``answers``
    where the part checks them its own way), its own dates, its translations, its chrome and its title."""
    problems = answer_problems(p, card, seen, prefix, split, every=True) if answers is None else answers
    problems = bytes_problems(p) + problems + own_date_problems(p, card, seen, at_least=at_least, late_days=late_days)
    problems += translation_problems(p, card, seen) + chrome_problems(p, seen)
    return problems + title_problems(p, card, gen, views)


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


def varied_part_problems(pages: list[Page], gen: PartGenerator, layouts_wanted, variety, date_langs: int = 12,
                         title_langs: int = 6) -> list[str]:
    """What a part as a whole lacks (fresh-45..47): ``part_basics``; then, for a whole part, cards with faces on about
    half of the pages (``multi_share``) and the rest the part's ``variety(pages, gen, layouts, multi, by_name)`` asks."""
    problems, full, layouts = part_basics(pages, layouts_wanted, date_langs, title_langs)
    if not full:
        return problems
    more, pages, multi, by_name = multi_share(pages, gen)
    return problems + more + variety(pages, gen, layouts, multi, by_name)


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


# --- the self-test of the parts about single-faced cards only (fresh-25..30) ------------------------------------

def single_part_problems(pages: list[Page], layouts, kits: set[str], date_langs: int, *, unlisted: bool = False) -> list[str]:
    """What a single-faced part as a whole lacks: its layouts (all its own, both formats each), date languages
    (``date_langs``), five stored title languages, both formats, translations, every kind of furniture in ``kits``
    (with ``unlisted``, naming the kinds not listed too)."""
    problems = []
    full = len(pages) >= 100
    have = {p.layout for p in pages}
    if (full and have != set(layouts)) or not have <= set(layouts):
        problems.append(f"layouts: {sorted(set(layouts) - have)} missing")
    if full:
        one_format = sorted(lay for lay in have if len({p.fmt for p in pages if p.layout == lay}) < 2)
        if one_format:
            problems.append(f"layouts in one format only: {one_format}")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < (date_langs if full else 1):
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    if len({p.title_lang for p in pages if p.title_lang and p.title_lang != "en"}) < (5 if full else 0):
        problems.append("fewer than 5 stored title languages")
    if {p.fmt for p in pages} != {"html", "text"} and full:
        problems.append("not both formats")
    if full and not any(p.translations for p in pages):
        problems.append("no translations")
    got = {k for p in pages for k in p.__dict__.get("kits", [])}
    if full and got != kits:
        problems.append(f"furniture missing: {sorted(kits - got)}" + (f", unlisted: {sorted(got - kits)}" if unlisted else ""))
    return problems


def single_page_problems(p: Page, card: CardData, layouts) -> list[str]:
    """What is wrong with one single-faced part's page: its rulings (all the card's, each in the page, with its real
    date) and their shown dates, its own dates (some, none a ruling's day), translations (the card's printed name and
    text), chrome (in the page, inside no ruling) and furniture, and its title (``single_title_problems``)."""
    problems = []
    views = reading_views(p)
    seen = seen_in(views)
    truth = {(d.isoformat(), t) for d, t in card.rulings}
    ruling_dates = {d.isoformat() for d, _ in card.rulings}
    if not p.rulings or len(p.rulings) != len(card.rulings):
        problems.append(f"{len(p.rulings)} rulings of {len(card.rulings)}")
    for d, t in p.rulings:
        if not seen(t):
            problems.append(f"ruling not in page: {t[:60]}")
        if d is None or dt.date.fromisoformat(d).isoformat() != d or (d, t) not in truth:
            problems.append(f"not the card's ruling and date: {d} {t[:40]}")
    shown = p.__dict__.get("shown", [])
    if len(shown) != len(p.rulings):
        problems.append(f"{len(shown)} shown dates for {len(p.rulings)} rulings")
    problems += [f"date not shown as written: {s[:60]}" for s in shown if not seen(s)]
    own = p.__dict__.get("own_dates", [])
    if not own:
        problems.append("no date of the page's own")
    for s, d in own:
        if not seen(s):
            problems.append(f"own date not in page: {s[:60]}")
        if d in ruling_dates:
            problems.append(f"own date {d} is a ruling date")
    for lang, n, t in p.translations:
        f = card.foreign.get(lang, {})
        if lang not in STORED or not seen(n) or not t or not seen(t) or f.get("text") != t or f.get("name") != n:
            problems.append(f"translation {lang} not in page or not the card's")
    for c in p.chrome:
        if not seen(c):
            problems.append(f"chrome not in page: {c[:60]}")
        if any(fold(c) in fold(t) for _, t in p.rulings):
            problems.append(f"chrome inside a ruling: {c[:60]}")
    if not p.chrome or not p.__dict__.get("kits"):
        problems.append("no chrome or no furniture")
    return problems + single_title_problems(p, card, layouts)


def single_title_problems(p: Page, card: CardData, layouts) -> list[str]:
    """A titled page shows its title; an untitled one (``--card``) names its card only inside rulings and carries no
    translation."""
    titled = layouts[p.layout][1]
    if (p.card_arg is None) != titled or (not titled and p.card_arg != p.card):
        return [f"card_arg {p.card_arg!r}"]
    if titled:
        name = p.card if p.title_lang == "en" else card.foreign[p.title_lang]["name"]
        return [] if any(fold(name) in v for v in reading_views(p)) else [f"title {name!r} not in page"]
    rest = fold(p.content)
    for _, t in p.rulings:
        rest = rest.replace(fold(t), " ")
    if p.fmt == "html":
        rest = fold(html.unescape(re.sub(r"<[^>]+>", " ", rest)))
        for _, t in p.rulings:
            rest = rest.replace(fold(t), " ")
    names = [card.name] + [f["name"] for f in card.foreign.values() if f.get("name")]
    problems = ["names its card outside the rulings"] if any(named(n, rest) for n in names) else []
    return problems + (["an untitled page with translations"] if p.translations else [])


def single_self_test(pages: list[Page], gen, layouts, kits: set[str], date_langs: int, *, unlisted: bool = False) -> list[str]:
    """A single-faced part's self-test: the part's problems (``single_part_problems``), then each page's, led by its
    id and layout."""
    problems = single_part_problems(pages, layouts, kits, date_langs, unlisted=unlisted)
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        problems += [f"{p.id} {p.layout}: {x}" for x in single_page_problems(p, by_name[p.card], layouts)]
    return problems


def single_part_main(gen_cls, corpus, self_test, seed_offset: int, part: str) -> int:
    """A single-faced part's command line: its pages for seeds 7 and 21 from the sets given (the sample by default),
    what they hold, whether they are the same drawn again, and the self-test's problems; exit status 1 on any."""
    import sys
    from pathlib import Path

    from page_corpus import load_cards

    sets = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "data/sample"
    bad = 0
    for seed in (7, 21):
        cards, set_names, _ = load_cards(sets, sets_wanted=None if sets.is_dir() else 60, seed=seed)
        cards.sort(key=lambda c: c.name)
        gen = gen_cls(cards, set_names, seed + seed_offset)
        pages = gen.fresh_corpus(200, part)
        again = corpus(cards, set_names, seed, 200)
        key = lambda ps: [(p.content, p.rulings, p.translations, p.chrome) for p in ps]  # noqa: E731
        problems = self_test(pages, gen)
        if len(pages) != 200:
            problems.append(f"{len(pages)} pages")
        if key(pages) != key(again):
            problems.append("not deterministic for the seed")
        layouts = sorted({p.layout for p in pages})
        langs = sorted({f.split(":")[0] for p in pages for f in p.date_forms})
        print(f"seed {seed}: {len(pages)} pages, {len(layouts)} layouts, {len(langs)} date languages ({' '.join(langs)}), "
              f"{sum(len(p.rulings) for p in pages)} rulings, {sum(len(p.translations) for p in pages)} translations, "
              f"{sum(len(p.chrome) for p in pages)} chrome lines, {sum(len(p.__dict__.get('own_dates', [])) for p in pages)} own dates, "
              f"{sum(p.fmt == 'html' for p in pages)} HTML, {sum(p.card_arg is not None for p in pages)} naming no card, "
              f"{len({p.title_lang for p in pages if p.title_lang})} title languages, "
              f"{len({k for p in pages for k in p.__dict__.get('kits', [])})} kinds of furniture; {len(problems)} problems")
        for x in problems[:30]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0
