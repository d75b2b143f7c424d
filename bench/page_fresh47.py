"""The fresh-47 held-out part of the page corpus (``bench/page_corpus.py``): a card's rulings as developers, data people
and tools handle them, 2015-2026: database dumps, data files, API answers and program output, each written exactly as
the tool writes it. Each page is about one card (a card with several faces on half of the pages, a single-faced one on
the other half), with that card's official rulings and their real dates in the tool's own forms: ``sqlite3 .dump`` of
an MTGJSON-shaped database (``INSERT INTO cardRulings VALUES('2019-10-04',...)``, ``replace(...,'\\n',char(10))``),
``pg_dump``'s plain format (its header comments, ``COPY ... FROM stdin`` with tab columns, ``\\N`` and backslash escapes, or
``--inserts``; ``-- Started on`` / ``-- Completed on`` with ``--verbose``), ``mysqldump`` (``/*!40101 ... */``, extended
INSERTs with ``\\'`` escapes, ``-- Dump completed on``), MongoDB's ``mongoexport`` (Extended JSON relaxed ``{"$date":
"2019-10-04T00:00:00Z"}`` or canonical ``{"$numberLong": "1570147200000"}``, its log lines) and ``mongosh`` (``ISODate(...)``,
util.inspect's quoting), an Elasticsearch ``_search?pretty`` answer (``"took" : 3``, hits, ``_source``, epoch-ms sort
values), a GraphQL answer (data, errors, Apollo tracing extensions), ``curl -v`` and HTTPie sessions against a rulings
API answering in the Accept-Language's date forms (Date:, Last-Modified:, Expires:, the certificate's dates), a Postman
collection whose saved example keeps the answer as a JSON string in JSON; ``psql`` (expanded ``-[ RECORD 1 ]-+-``
records under each DateStyle, ``Time:`` lines, or ``psql -H``'s table), the ``sqlite3`` shell's box, table and markdown
modes (``Run Time:``) or its ``-html`` rows, the ``mysql`` client's ``\\G`` rows with ``DATE_FORMAT`` under
``lc_time_names`` (``4. Oktober 2019``) or its ``--html`` table, an IPython session with pandas (elided columns,
``[1 rows x 78 columns]``, ``to_string``) or ``DataFrame.to_html``, an R console with a tibble (``# A tibble: 3 × 2``,
``<chr>``, ``format(date, "%d. %B %Y")`` under ``Sys.setlocale``), ``jq`` and ``yq -y`` over MTGJSON's set files,
``csvlook``, ``column -t`` and a German Excel's semicolon CSV, a Django ``dumpdata`` YAML, a Rails fixture (``>-`` block
scalars) or a TOML data file, a protobuf text-format message (``google.type.Date``, octal-escaped UTF-8), an Excel 2003
SpreadsheetML workbook (``ss:Type="DateTime"`` cells or serial numbers under a Short Date style), a LibreOffice flat
``.fods`` (``office:date-value`` and the locale's display) or Calc's HTML export (``sdval``/``sdnum``), ``parquet-tools``
(``meta``/``cat`` with days since 1970, or ``inspect``/``show``), ``git log -p`` of a rulings JSON file (commit dates that
are no ruling's) or cgit's commit page, a ``pytest`` failure whose assertion diff lists the rulings (pprint's split
string literals), a service's logs (slog JSON, logfmt, syslog, Python logging), Datasette's table page or its JSON; and
two pages naming no card: a Flyway migration inserting a card's rulings by its uuid, and a ``redis-cli`` session over
a rulings cache (its meta hash, ``TTL``, ``EXPIRETIME`` in epoch seconds, the rulings hash read with ``--raw``).

Where a format escapes strings (SQL's doubled quotes, COPY's and MySQL's backslashes, JSON, JSON in JSON, YAML, CSV,
XML entities, protobuf's C escapes with octal UTF-8), the rulings stand escaped exactly as the format writes them; the truth
is the unescaped text, and the self-test reads each page as the format's reader would (``DECODE``). The tools' own days
are on every page and none is a ruling's: dump and build dates, ``fetched_at``/``updated_at`` columns, HTTP Date,
Last-Modified and Expires headers, certificate validity, commit dates, log timestamps, cache expiry times, workbook
Created/LastSaved, file modification times. The rulings' dates are in the tools' forms (ISO, ISO timestamps, epoch
milliseconds, days since 1970, Excel serial numbers, ``google.type.Date`` fields) and, where the tool localizes (an API's
display dates, MySQL's ``lc_time_names``, R's ``%B``, LibreOffice's locale formats, a German CSV, psql's DateStyle), in
twelve languages' forms.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser run on it, and
never run through it. Only the corpus's interface was read (``bench/page_corpus.py``), the parts' scaffolding
(``bench/page_parts.py``), ``bench/page_fresh46.py`` as the model (its structure, page start, titles, translations,
``--card`` and the self-test's shape), ``bench/page_accuracy.py`` (the wiring), ``tests/test_page_fresh_corpus.py`` and
``tests/conftest.py``, and the MTGJSON data.

Layouts (the formats each is written in; the languages, each in turn first, then drawn):

- dv-sqlite-dump: ``sqlite3 card.sqlite .dump`` of an MTGJSON-shaped fixture (meta, cards, cardForeignData, cardRulings);
- dv-pg-dump-copy: ``pg_dump`` plain output (COPY blocks, or --inserts; --verbose's TOC entries and Started/Completed);
- dv-mysqldump-inserts: ``mysqldump`` output (extended INSERTs, backslash escapes, ``-- Dump completed on``);
- dv-mongodb-export: ``mongoexport`` NDJSON (relaxed or canonical Extended JSON, its stderr log) or ``mongosh``'s findOne;
- dv-es-search-hits: an Elasticsearch ``_search?pretty`` request and answer (a hit per ruling, sort values in epoch ms);
- dv-graphql-response: a GraphQL query and its answer (data, errors, extensions.tracing); en de fr ja es it;
- dv-http-client-session: ``curl -v`` or HTTPie against a rulings API answering in the Accept-Language's forms; en de fr es it pt ja ko zhs zht ru pl;
- dv-postman-collection: a Postman v2.1 collection with a saved example answer (JSON in a JSON string);
- dv-psql-session (text, html): a psql session with expanded records under a DateStyle, or ``psql -H``'s table;
- dv-sqlite-shell-modes (text, html): the sqlite3 shell's box/table/markdown modes, or ``sqlite3 -html -header`` rows;
- dv-mysql-client (text, html): the mysql client's ``\\G`` rows with DATE_FORMAT in the lc_time_names locale, or ``--html``; en de fr es it pt ja ko zhs;
- dv-pandas-ipython (text, html): an IPython session with pandas, or ``DataFrame.to_html``;
- dv-r-tibble-console: an R console printing a tibble with the days formatted in the locale; de fr es it pt ru pl ja en;
- dv-jq-yq-pipeline: ``jq`` (pretty, ``-c`` or ``-r``) or ``yq -y`` over an MTGJSON set file, with its meta and stat;
- dv-csv-terminal: ``csvlook``, ``column -t`` or a German/French Excel CSV (semicolons, local dates) in a terminal; en de fr;
- dv-yaml-toml-fixture: a Django ``dumpdata`` YAML, a Rails fixture or a TOML data file;
- dv-protobuf-textproto: a protobuf text-format message (``google.type.Date``, ``google.protobuf.Timestamp``, octal escapes);
- dv-spreadsheetml-2003: an Excel 2003 XML workbook (DateTime cells or serial numbers); en de fr es it pt;
- dv-fods-calc (text, html): a LibreOffice flat ODS or Calc's HTML export, dates in the locale's format; en de fr es it pt ja ru pl;
- dv-parquet-tools: Java parquet-tools' meta and cat (days since 1970) or Python parquet-tools' inspect and show;
- dv-git-log-patch (text, html): ``git log -p`` of a rulings JSON file, or cgit's commit page;
- dv-pytest-assert-diff: a pytest failure comparing fetched rulings with the expected ones (-vv full diff);
- dv-service-log: a sync service's log (slog JSON, logfmt, syslog or Python logging);
- dv-datasette-table (html, text): Datasette's table page, or its JSON;
- dv-sql-migration-untitled (names no card): a Flyway migration inserting the rulings by the card's uuid;
- dv-redis-cli-untitled (names no card): a redis-cli session over a rulings cache (its meta, TTL, EXPIRETIME; the rulings read with --raw).

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Each page's generator is seeded with the corpus seed + 340007
(``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the single-faced cards and then ``multiface_cards``. Page ids
are "dv000"–"dv199". The self-test (``python bench/page_fresh47.py [SETS]``) passes at seeds 7 and 21 on the bundled
sample and on the MTGJSON archive. Held out: not run through the parser when written; bench/page_accuracy.py prints its
failures only with --show-fresh47.
"""

import calendar
import datetime as dt
import html
import json
import re
import textwrap

import yaml

from page_corpus import CardData, Page
from page_parts import (D, DAY_MON, DAY_MONTHS, E, N, R, SITE_COLS, SITE_UI, T, X, EncodedPartGenerator, PageDays,
                        decoded_views, hex_digits, leaves, page_answer_problems, part_main, plain, problems_of_pages,
                        render_day, rows, seen_in, slug, to_html, varied_part_problems, variety_problems)

SEED_OFFSET = 340007
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a page of the part is written on
FIRST_DAY, LAST_DAY = dt.date(2026, 1, 8), dt.date(2026, 11, 20)
#: how far after the page's own day a date it shows may lie (a cache expiry, a certificate's end)
FUTURE_DAYS = 400
LANG_NAME = {"de": "German", "fr": "French", "it": "Italian", "es": "Spanish", "pt": "Portuguese (Brazil)", "ja": "Japanese", "ko": "Korean",
             "ru": "Russian", "zhs": "Chinese Simplified", "zht": "Chinese Traditional", "en": "English"}
LOCALE = {"en": "en-US", "de": "de-DE", "fr": "fr-FR", "it": "it-IT", "es": "es-ES", "pt": "pt-BR", "ja": "ja-JP", "ko": "ko-KR", "ru": "ru-RU",
          "zhs": "zh-CN", "zht": "zh-TW", "pl": "pl-PL"}
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


# --- the days as the tools write them ---------------------------------------------------------------------------

#: more forms of a day than ``page_parts.render_day``'s, by language and kind ({yy}: two-digit year)
EXTRA_PATTERNS = {
    "en": {"dmy0": "{dd}/{mm}/{y}", "mdy2": "{mm}/{dd}/{yy}", "longpad": "{M} {dd}, {y}", "dmypad": "{dd} {M} {y}", "pgdmy": "{dd}-{mm}-{y}"},
    "de": {"num2": "{dd}.{mm}.{yy}", "longpad": "{dd}. {M} {y}"},
    "fr": {"plain": "{d} {M} {y}", "longpad": "{dd} {M} {y}"},
    "es": {"longpad": "{dd} de {M} de {y}", "num2": "{dd}/{mm}/{yy}"},
    "it": {"longpad": "{dd} {M} {y}", "num2": "{dd}/{mm}/{yy}"},
    "pt": {"longpad": "{dd} de {M} de {y}"},
    "ru": {"glibc": "{dd} {M} {y}"},
    "pl": {"glibc": "{dd} {M} {y}"},
    "ja": {"kanjipad": "{y}年{mm}月{dd}日"},
}
EPOCH = dt.date(1970, 1, 1)


def epoch_ms(t: dt.datetime) -> int:
    """A moment as milliseconds since 1970 (UTC)."""
    return calendar.timegm(t.timetuple()) * 1000 + t.microsecond // 1000


def excel_serial(d: dt.date) -> int:
    """A day as Excel's (and LibreOffice's) serial number (1899-12-30 is 0)."""
    return (d - dt.date(1899, 12, 30)).days


def render47(d: dt.date, form: str) -> str:
    """A day in one of the forms ("lang:kind"): ``page_parts.render_day``'s, ``EXTRA_PATTERNS``', and the tools' own (English
    labelled): "isoz" 2019-10-04T00:00:00Z, "isoms" 2019-10-04T00:00:00.000Z, "xls" 2019-10-04T00:00:00.000 (SpreadsheetML),
    "serial" 43742 (Excel), "epochms" 1570147200000, "epochday" 18173 (days since 1970), "pbdate" (google.type.Date's
    fields)."""
    lang, kind = form.split(":", 1)
    tool = {"isoz": f"{d.isoformat()}T00:00:00Z", "isoms": f"{d.isoformat()}T00:00:00.000Z", "xls": f"{d.isoformat()}T00:00:00.000",
            "serial": str(excel_serial(d)), "epochms": str((d - EPOCH).days * 86400000), "epochday": str((d - EPOCH).days),
            "pbdate": f"year: {d.year} month: {d.month} day: {d.day}"}
    if kind in tool:
        return tool[kind]
    pattern = EXTRA_PATTERNS.get(lang, {}).get(kind)
    if pattern:
        return pattern.format(d=d.day, dd=f"{d.day:02d}", m=d.month, mm=f"{d.month:02d}", y=d.year, yy=f"{d.year % 100:02d}",
                              M=DAY_MONTHS.get(lang, DAY_MONTHS["en"])[d.month - 1])
    return render_day(d, form)


# --- the formats' escapes, and reading them back ---------------------------------------------------------------

def sq(s: str) -> str:
    """An SQL string literal (quotes doubled)."""
    return "'" + s.replace("'", "''") + "'"


def sqlite_lit(s: str | None) -> str:
    """A value as ``sqlite3 .dump`` writes it: NULL, a quoted string, a string with line breaks as replace(...,'\\n',char(10))."""
    if s is None:
        return "NULL"
    if "\n" in s:
        return f"replace({sq(s.replace(chr(92) + 'n', chr(92) + chr(92) + 'n').replace(chr(10), chr(92) + 'n'))},'\\n',char(10))"
    return sq(s)


def copy_esc(s: str | None) -> str:
    """A value in a ``COPY ... FROM stdin`` block: \\N for NULL, backslash, tab and line break escaped."""
    if s is None:
        return "\\N"
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def my_lit(s: str | None) -> str:
    """A value as mysqldump writes it (mysql_real_escape_string)."""
    if s is None:
        return "NULL"
    out = s.replace("\\", "\\\\").replace("\0", "\\0").replace("\n", "\\n").replace("\r", "\\r").replace("'", "\\'").replace('"', '\\"')
    return "'" + out.replace("\x1a", "\\Z") + "'"


def jstr(s: str, ascii_only: bool = False) -> str:
    return json.dumps(s, ensure_ascii=ascii_only)


def xe(s: str) -> str:
    """Text as XML writes it in an element (quotes left alone)."""
    return html.escape(s, quote=False)


def xa(s: str) -> str:
    """Text in an XML attribute."""
    return html.escape(s, quote=True).replace("&#x27;", "&apos;")


def c_escape(s: str) -> str:
    """A string as protobuf's text format (CEscape) writes it: \\n \\r \\t \\" \\' \\\\ and every byte past ASCII (and
    every control byte) as a three-digit octal escape."""
    out = []
    for b in s.encode("utf-8"):
        ch = chr(b)
        if ch in "\"'\\":
            out.append("\\" + ch)
        elif ch in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}[ch])
        elif b < 0x20 or b >= 0x7f:
            out.append(f"\\{b:03o}")
        else:
            out.append(ch)
    return "".join(out)


def redis_repr(s: str) -> str:
    """A bulk string as redis-cli prints it on a terminal: quoted, \\" \\\\ \\n escaped, every byte past ASCII as \\xNN."""
    out = []
    for b in s.encode("utf-8"):
        ch = chr(b)
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif b < 0x20 or b >= 0x7f:
            out.append(f"\\x{b:02x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def js_inspect(s: str) -> str:
    """A string as Node's util.inspect (mongosh) quotes it: single quotes; double when it has a single quote and no
    double; backticks when it has both and no backtick; else single with \\' escapes."""
    body = s.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
    if "'" not in s:
        return f"'{body}'"
    if '"' not in s:
        return f'"{body}"'
    if "`" not in s and "${" not in s:
        return f"`{body}`"
    return "'" + body.replace("'", "\\'") + "'"


def _unjson(s: str) -> str:
    return re.sub(r'\\(u[0-9a-fA-F]{4}(?:\\u[0-9a-fA-F]{4})?|["\\/bfnrt])', lambda m: json.loads('"' + m.group(0) + '"'), s)


def _unc(s: str) -> str:
    """C escapes read back (octal and \\x bytes as UTF-8, \\n \\t \\" \\' \\\\)."""
    out = bytearray()
    for k, part in enumerate(re.split(r"(\\(?:[0-7]{3}|x[0-9a-fA-F]{2}|.))", s, flags=re.S)):
        if k % 2 == 0:
            out += part.encode("utf-8")
        elif part[1] in "01234567":
            out.append(int(part[1:], 8))
        elif part[1] == "x":
            out.append(int(part[2:], 16))
        else:
            out += {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "Z": "\x1a"}.get(part[1], part[1]).encode("utf-8")
    return out.decode("utf-8", "replace")


_PY_JOIN = re.compile(r"""(['"])[ \t]*\n(?:E[ \t]+)?(?:[-+?][ \t]+)?[ \t]*(?:\(|[ \t])*(['"])""")


def _unpy(s: str) -> str:
    """Python reprs read back: pprint's split string literals joined, their escapes read."""
    return _unc(_PY_JOIN.sub("", s))


#: the format readers the self-test reads pages with (each a chain of steps over the whole page)
DECODE = {"json": _unjson, "sq": lambda s: s.replace("''", "'"), "c": _unc, "csv": lambda s: s.replace('""', '"'), "py": _unpy}


def views47(p: Page) -> list[str]:
    """The page as a careful reader reads it (``reading_views``), and as its format's readers read it."""
    return decoded_views(p, SITES47[p.layout]["dec"], DECODE)


# --- the tools' people and words -------------------------------------------------------------------------------

PEOPLE = ["Lena Vogt", "Marco Bellini", "Aiko Tanaka", "Rafael Souza", "Chloé Martin", "Jae-won Kim", "Olga Petrova", "Wei Chen",
          "Sam Porter", "Inés Delgado", "Tomasz Nowak", "Emma Schulz"]
USERS = ["lena", "mbellini", "aiko", "rsouza", "chloe", "jwkim", "opetrova", "wchen", "sporter", "idelgado", "tnowak", "eschulz"]
HOSTS = ["api.cardsdb.example", "rulings.mtgdata.example", "api.judgetools.example"]
#: (version, build day) of real tools, as their banners print them
PYTHONS = [("3.11.8", "Feb  6 2024, 21:21:15", "GCC 12.2.0"), ("3.12.2", "Feb  7 2024, 19:52:27", "GCC 12.2.0"),
           ("3.12.3", "Apr  9 2024, 08:09:14", "GCC 12.3.0"), ("3.13.1", "Dec  4 2024, 18:05:56", "GCC 12.2.0")]
RS = [("4.3.3", "2024-02-29", "Angel Food Cake"), ("4.4.1", "2024-06-14", "Race for Your Life"), ("4.4.2", "2024-10-31", "Pile of Leaves"),
      ("4.5.0", "2025-04-11", "How About a Twenty-Six")]
SQLITES = [("3.45.1", "2024-01-30 16:01:20"), ("3.46.0", "2024-05-23 13:25:27"), ("3.47.2", "2024-12-07 20:39:59")]
PG = [("16.2", "16.2 (Debian 16.2-1.pgdg120+2)"), ("15.6", "15.6 (Ubuntu 15.6-1.pgdg22.04+1)"), ("17.2", "17.2 (Debian 17.2-1.pgdg120+1)")]
MYSQLS = ["8.0.36", "8.0.40", "8.4.3"]
#: a rulings table's words, in the languages a workbook or a CSV is written in
COLS = {**SITE_COLS, "pl": {"date": "Data", "ruling": "Orzeczenie"}}
SHEET_W = rows("card fetched sheet", {
    "en": "Card|Fetched|Rulings", "de": "Karte|Abgerufen am|Regelhinweise", "fr": "Carte|Récupéré le|Précisions", "es": "Carta|Obtenido|Resoluciones",
    "it": "Carta|Scaricato il|Sentenze", "pt": "Card|Obtido em|Decisões", "ja": "カード|取得日|裁定", "ru": "Карта|Получено|Разъяснения",
    "pl": "Karta|Pobrano|Orzeczenia",
})


class Item:
    """One ruling as a page shows it: its date as shown (a ``D``), its text (an ``R``), its day."""

    __slots__ = ("shown", "text", "day")

    def __init__(self, shown: str, text: str, day: dt.date) -> None:
        self.shown, self.text, self.day = D(shown), R(text), day


def es_pretty(v, ind: int = 0) -> str:
    """A value as Elasticsearch's ``?pretty`` writes it (Jackson's printer: ``"key" : value``, two spaces a level)."""
    pad, end = "  " * (ind + 1), "  " * ind
    if isinstance(v, dict):
        if not v:
            return "{ }"
        return "{\n" + ",\n".join(f"{pad}{jstr(k)} : {es_pretty(x, ind + 1)}" for k, x in v.items()) + "\n" + end + "}"
    if isinstance(v, list):
        if not v:
            return "[ ]"
        return "[\n" + ",\n".join(pad + es_pretty(x, ind + 1) for x in v) + "\n" + end + "]"
    return json.dumps(v, ensure_ascii=False)


def draw_table(mode: str, heads: list[str], recs: list[list[str]]) -> list[str]:
    """Rows as the sqlite3 shell's box, table or markdown mode draws them (headers centred, values left-aligned)."""
    w = [max([len(h)] + [len(rec[k]) for rec in recs]) for k, h in enumerate(heads)]
    centre = lambda s, n: " " * ((n - len(s)) // 2) + s + " " * (n - len(s) - (n - len(s)) // 2)  # noqa: E731
    if mode == "box":
        top = "┌" + "┬".join("─" * (x + 2) for x in w) + "┐"
        mid = "├" + "┼".join("─" * (x + 2) for x in w) + "┤"
        bot = "└" + "┴".join("─" * (x + 2) for x in w) + "┘"
        row = lambda cells: "│ " + " │ ".join(cells) + " │"  # noqa: E731
        return [top, row([centre(h, x) for h, x in zip(heads, w, strict=True)]), mid] + \
            [row([v.ljust(x) for v, x in zip(rec, w, strict=True)]) for rec in recs] + [bot]
    if mode == "table":
        line = "+" + "+".join("-" * (x + 2) for x in w) + "+"
        row = lambda cells: "| " + " | ".join(cells) + " |"  # noqa: E731
        return [line, row([centre(h, x) for h, x in zip(heads, w, strict=True)]), line] + \
            [row([v.ljust(x) for v, x in zip(rec, w, strict=True)]) for rec in recs] + [line]
    row = lambda cells: "| " + " | ".join(cells) + " |"  # noqa: E731
    return [row([centre(h, x) for h, x in zip(heads, w, strict=True)]), "|" + "|".join("-" * (x + 2) for x in w) + "|"] + \
        [row([v.ljust(x) for v, x in zip(rec, w, strict=True)]) for rec in recs]


def dwidth(s: str) -> int:
    """A string's width on a terminal (East Asian wide characters count two)."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


# --- the generator -------------------------------------------------------------------------------------

class Fresh47Generator(PageDays, EncodedPartGenerator):
    """The generator of the fresh-47 part: its own layouts only, each a dump, data file, API answer or program output
    about one card (a card with several faces half of the time), with the card's rulings and their dates amid the tool's
    own stamps, fields and chrome."""
    PART = "fresh47"
    PREFIX = "dv"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2026, 1, 8)
    TITLE_PRINTED = 0.6
    RENDER = staticmethod(render47)
    _card: CardData | None = None
    _rform: str | None = None

    # ---- the page ----
    def page_tables(self) -> None:
        """The columns' and the UI's words in the page's language."""
        self.Cw = COLS.get(self.lang, COLS["en"])
        self.U = SITE_UI.get(self.lang, SITE_UI["en"])

    def variant(self, page: Page, key: str, options: list[str]) -> str:
        """The layout's variants in turn (recorded as the page's style)."""
        v = options[self.turn(key) % len(options)]
        page.__dict__.setdefault("styles", []).append(f"{key}/{v}")
        return v

    # ---- the card ----
    def flang(self, card: CardData, prefer: str | None = None) -> str | None:
        """A language the card was printed in with a name and text (``prefer`` when it was), or None."""
        have = [x for x in ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht") if (card.foreign.get(x) or {}).get("text")]
        if prefer in have:
            return prefer
        return self.rng.choice(have) if have else None

    def maybe_tr(self, page: Page, card: CardData, p: float = 0.5, prefer: str | None = None) -> tuple[str, tuple[T, T]] | None:
        """With chance ``p``, the card printed in a language it was printed in (the page's own when it can), recorded."""
        if self._untitled or self.rng.random() >= p:
            return None
        lang = self.flang(card, prefer or self.lang)
        got = self.tr(page, card, lang) if lang else None
        return (lang, got) if got else None

    def faces(self, card: CardData) -> list[dict]:
        return self.faces_of(card)

    def card_ok(self, card: CardData) -> bool:
        """A tool that names cards in its language (``loc``) is mostly asked about a card printed in it."""
        if self.S.get("loc") and self.lang != "en":
            return bool((card.foreign.get(self.lang) or {}).get("name"))
        return True

    def which(self) -> str:
        """The whole card or its front face, in turn (a localized tool's title)."""
        return ["whole", "front"][self.turn("which") % 2]

    def uuid(self) -> str:
        r = self.rng
        return f"{hex_digits(r, 8)}-{hex_digits(r, 4)}-{r.choice('45')}{hex_digits(r, 3)}-{r.choice('89ab')}{hex_digits(r, 3)}-{hex_digits(r, 12)}"

    # ---- rulings and their dates ----
    def items(self, page: Page, card: CardData, tag: str, kinds: list[str]) -> list[Item]:
        """The card's rulings (each text once) with their dates in one of the forms (``kinds``), recorded as the page's
        answers with their real MTGJSON dates."""
        self._rform = self._form(page, tag, kinds)
        return [Item(shown, t, d) for shown, t, d in self._dated(page, card, self._rform)]

    def reshow(self, page: Page, items: list[Item], form: str) -> list[str]:
        """The rulings' dates in another form the page shows them in besides (an ISO column next to a display one)."""
        return [render47(it.day, form) for it in items]

    # ---- the page's own days ----
    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the page was written: in 2026, never a ruling's day."""
        r = self.rng
        d = self._between(card, FIRST_DAY, LAST_DAY)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999999))

    def at(self, d: dt.date) -> dt.datetime:
        """A moment of day ``d``."""
        r = self.rng
        return dt.datetime(d.year, d.month, d.day, r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999999))

    def ago_t(self, days_lo: int, days_hi: int) -> dt.datetime:
        """A moment some days before the page's (its day none of the card's ruling days), never after the page's moment."""
        return min(self.at(self.day(-days_hi, -days_lo)), self._now)

    def later_t(self, days_lo: int, days_hi: int) -> dt.datetime:
        """A moment some days after the page's (an expiry), its day none of the card's ruling days."""
        return self.at(self.day(days_lo, days_hi))

    def soon(self, t: dt.datetime, lo_ms: int = 3, hi_ms: int = 900) -> dt.datetime:
        """A moment a little after ``t`` (the same day: a run's next log line)."""
        u = t + dt.timedelta(microseconds=self.rng.randint(lo_ms, hi_ms) * 1000)
        return u if u.date() == t.date() else t

    def shown(self, page: Page, d: dt.date, text: str) -> str:
        """One of the page's own days as the page writes it, recorded."""
        page.__dict__.setdefault("own_dates", []).append((str(text), d.isoformat()))
        return str(text)

    def own(self, page: Page, d: dt.date, form: str) -> str:
        """One of the page's own days in a day form ("lang:kind"), recorded."""
        s = render47(d, form)
        if form == self._rform:
            page.__dict__["same_form"] = True
        return self.shown(page, d, s)

    def stamp(self, page: Page, t: dt.datetime, how: str) -> str:
        """A moment as a tool writes it, recorded as one of the page's own days."""
        return self.shown(page, t.date(), self.fmt_t(t, how))

    def fmt_t(self, t: dt.datetime, how: str) -> str:
        """"iso" 2026-03-12T10:15:30Z, "isoms" …30.123Z, "isous" …30.123456Z, "isons" …30.123456789, "space" 2026-03-12 10:15:30,
        "spacems" …30,123 (Python logging), "pgtz" …30.123456+00, "http" Thu, 12 Mar 2026 10:15:30 GMT, "ms" epoch ms, "s" epoch
        seconds, "us" epoch microseconds, "syslog" Mar 12 10:15:30, "git" Thu Mar 12 10:15:30 2026, "ls" 2026-03-12 10:15,
        "offset" 2026-03-12T10:15:30.123+0000 (mongo tools' log), "pyaware" 2026-03-12 10:15:30.123456+00:00."""
        ms = f"{t.microsecond // 1000:03d}"
        return {"iso": f"{t:%Y-%m-%dT%H:%M:%S}Z", "isoms": f"{t:%Y-%m-%dT%H:%M:%S}.{ms}Z", "isous": f"{t:%Y-%m-%dT%H:%M:%S.%f}Z",
                "isons": f"{t:%Y-%m-%dT%H:%M:%S.%f}{self.rng.randint(100, 999)}", "space": f"{t:%Y-%m-%d %H:%M:%S}",
                "spacems": f"{t:%Y-%m-%d %H:%M:%S},{ms}", "pgtz": f"{t:%Y-%m-%d %H:%M:%S.%f}+00",
                "http": f"{WD3[t.weekday()]}, {t.day:02d} {DAY_MON['en'][t.month - 1]} {t.year} {t:%H:%M:%S} GMT",
                "ms": str(epoch_ms(t)), "s": str(epoch_ms(t) // 1000), "us": str(epoch_ms(t) * 1000 + t.microsecond % 1000),
                "syslog": f"{DAY_MON['en'][t.month - 1]} {t.day:2d} {t:%H:%M:%S}", "git": f"{WD3[t.weekday()]} {DAY_MON['en'][t.month - 1]} {t.day} {t:%H:%M:%S} {t.year}",
                "ls": f"{t:%Y-%m-%d %H:%M}", "offset": f"{t:%Y-%m-%dT%H:%M:%S}.{ms}+0000", "pyaware": f"{t:%Y-%m-%d %H:%M:%S.%f}+00:00",
                "date": t.date().isoformat()}[how]

    # ---- writing the page ----
    def _collect(self, page: Page, runs) -> None:
        for s in runs:
            if plain(s):
                page.chrome += [x.strip() for x in s.split("\n") if x.strip()]

    def emit(self, page: Page, body: N, title: str = "", *, head=(), doctype: str = "<!DOCTYPE html>\n", meta: list[str] | None = None,
             attrs: str = "", lang: str = "en") -> None:
        """The page from a tree: its HTML document; what a reader sees recorded as chrome but the card's words, rulings,
        their dates and ids."""
        self._collect(page, leaves(body))
        metas = meta if meta is not None else ['<meta charset="utf-8">']
        head_s = "\n".join(metas + [f"<title>{html.escape(title, quote=False)}</title>"] + list(head))
        page.content = f'{doctype}<html lang="{lang}"{attrs}>\n<head>\n{head_s}\n</head>\n{to_html(body)}\n</html>\n'

    def file(self, page: Page, text: str, *chrome: str) -> None:
        """A page that is a file or a terminal's output as its tool writes it (``chrome``: the tool's own lines)."""
        self._cs(page, *chrome)
        page.content = text if text.endswith("\n") else text + "\n"

    def c(self, page: Page, s: str) -> str:
        """A chrome string, recorded, returned."""
        return self._c(page, s)

    def oracle_text(self, card: CardData) -> str:
        return card.text or ""

    def printed_rows(self, page: Page, card: CardData, p: float = 0.5) -> tuple[str, list[tuple]] | None:
        """With chance ``p``, MTGJSON-style foreign data rows of one language the card was printed in (a row per face:
        face name or None, printed name, text, type), the front face's (or the card's) printed name and text recorded as
        a translation; None on an untitled page or when there is none."""
        if self._untitled or self.rng.random() >= p:
            return None
        lang = self.flang(card, self.lang)
        if not lang:
            return None
        f = card.foreign[lang]
        if card.faces:
            pf = self.printed_faces(card, lang)
            if not pf or len(pf) != len(card.faces) or not pf[0].get("text"):
                return None
            page.translations.append((lang, pf[0]["name"], pf[0]["text"]))
            return lang, [(x["name"], f["name"], x.get("text"), x.get("type")) for x in pf]
        page.translations.append((lang, f["name"], f["text"]))
        return lang, [(None, f["name"], f["text"], f.get("type"))]

    def shell_user(self) -> str:
        return self.rng.choice(USERS)

    # ---- database dumps ----
    def layout_sqlite_dump(self, page, card):
        """``sqlite3 FILE .dump`` of a test fixture shaped like MTGJSON's AllPrintings.sqlite (meta, cards, cardForeignData,
        cardRulings): ``PRAGMA foreign_keys=OFF;``, ``BEGIN TRANSACTION;``, the CREATE TABLEs and one INSERT per row, strings
        with their quotes doubled and line breaks as ``replace('…\\n…','\\n',char(10))``; after ``ls -l`` and the meta query."""
        r = self.rng
        name = self.title(page, card, 0.0, "whole")
        items = self.items(page, card, "sqlite3 .dump", ["en:iso"])
        fr = self.printed_rows(page, card, 0.8)
        faces = self.faces(card)
        uu = [self.uuid() for _ in faces]
        build, mtime = self.ago_t(2, 40), self.ago_t(0, 1)
        user = self.shell_user()
        path = f"tests/fixtures/{card.set_code.lower()}-{slug(card.number)}.sqlite"
        b = self.stamp(page, build, "date")
        m = self.stamp(page, mtime, "ls")
        ver = f"5.2.2+{build:%Y%m%d}"
        lines = [f"$ ls -l --time-style=long-iso {path}", f"-rw-r--r-- 1 {user} {user} {r.randint(10, 90) * 4096} {m} {path}",
                 f'$ sqlite3 {path} "SELECT * FROM meta"', f"{b}|{ver}", f"$ sqlite3 {path} .dump", "PRAGMA foreign_keys=OFF;", "BEGIN TRANSACTION;",
                 "CREATE TABLE meta (date DATE, version TEXT);", f"INSERT INTO meta VALUES('{b}','{ver}');",
                 "CREATE TABLE cards (uuid VARCHAR(36) NOT NULL, name TEXT, faceName TEXT, setCode TEXT, number TEXT, layout TEXT, type TEXT, text TEXT, side TEXT);"]
        for k, (f, u) in enumerate(zip(faces, uu, strict=True)):
            lines.append(f"INSERT INTO cards VALUES({sq(u)},{sqlite_lit(name)},{sqlite_lit(f['name'] if card.faces else None)},{sq(card.set_code)},"
                         f"{sq(card.number)},{sq(card.layout)},{sqlite_lit(f.get('type'))},{sqlite_lit(f.get('text'))},{sqlite_lit('ab'[k] if card.faces else None)});")
        lines.append("CREATE TABLE cardForeignData (faceName TEXT, flavorText TEXT, language TEXT, multiverseId INTEGER, name TEXT, text TEXT, type TEXT, uuid VARCHAR(36) NOT NULL);")
        if fr:
            for (face, pname, text, typ), u in zip(fr[1], uu, strict=False):
                lines.append(f"INSERT INTO cardForeignData VALUES({sqlite_lit(face)},NULL,{sq(LANG_NAME[fr[0]])},{r.randint(100000, 700000)},{sqlite_lit(pname)},"
                             f"{sqlite_lit(text)},{sqlite_lit(typ)},{sq(u)});")
        lines.append("CREATE TABLE cardRulings (date DATE, text TEXT, uuid VARCHAR(36) NOT NULL);")
        lines += [f"INSERT INTO cardRulings VALUES('{it.shown}',{sqlite_lit(it.text)},{sq(uu[0])});" for it in items]
        lines += ["CREATE INDEX cards_uuid ON cards(uuid);", "CREATE INDEX cardRulings_uuid ON cardRulings(uuid);", "COMMIT;"]
        self.file(page, "\n".join(lines), "PRAGMA foreign_keys=OFF;", "BEGIN TRANSACTION;", "COMMIT;", "CREATE TABLE meta (date DATE, version TEXT);",
                  "CREATE TABLE cardRulings (date DATE, text TEXT, uuid VARCHAR(36) NOT NULL);", f"$ sqlite3 {path} .dump")

    def layout_pg_dump(self, page, card):
        """``pg_dump``'s plain format: the header comments (database and pg_dump versions; ``-- Started on`` and TOC entries
        with ``--verbose``), the SET block, the tables, their data as ``COPY public.card_rulings (...) FROM stdin;`` blocks (tab
        columns, ``\\N``, backslash escapes, ``\\.``) or, with ``--inserts``, one INSERT per row (quotes doubled), the
        sequence's setval, ``-- PostgreSQL database dump complete``."""
        r = self.rng
        name = self.title(page, card, 0.0)
        items = self.items(page, card, "pg_dump", ["en:iso"])
        style = self.variant(page, "pgdump", ["copy-verbose", "inserts", "copy"])
        (sv, server), (cv, client) = r.choice(PG), r.choice(PG)
        owner = r.choice(["rulings", "mtg", "app"])
        cu = self.uuid()
        fetched, updated = self.ago_t(1, 20), self.ago_t(21, 90)
        f_s, u_s = self.stamp(page, fetched, "pgtz"), self.stamp(page, updated, "pgtz")
        verbose = style == "copy-verbose"
        started = self._now.replace(microsecond=0)
        oid = r.randint(16384, 40000)
        toc = lambda n, cls, dep=None: ([f"-- TOC entry {n} (class {cls} OID {oid + n})"] + ([f"-- Dependencies: {dep}"] if dep else [])) if verbose else []  # noqa: E731
        lines = ["--", "-- PostgreSQL database dump", "--", "", f"-- Dumped from database version {server}", f"-- Dumped by pg_dump version {client}", ""]
        if verbose:
            lines += [f"-- Started on {self.stamp(page, started, 'space')} UTC", ""]
        lines += ["SET statement_timeout = 0;", "SET lock_timeout = 0;", "SET idle_in_transaction_session_timeout = 0;"]
        lines += ["SET transaction_timeout = 0;"] if cv.startswith("17") else []
        lines += ["SET client_encoding = 'UTF8';", "SET standard_conforming_strings = on;", "SELECT pg_catalog.set_config('search_path', '', false);",
                  "SET check_function_bodies = false;", "SET xmloption = content;", "SET client_min_messages = warning;", "SET row_security = off;", "",
                  "SET default_tablespace = '';", "", "SET default_table_access_method = heap;", ""]
        lines += ["--"] + toc(215, "1259", None) + [f"-- Name: card_rulings; Type: TABLE; Schema: public; Owner: {owner}", "--", "",
                  "CREATE TABLE public.card_rulings (", "    id integer NOT NULL,", "    card_uuid uuid NOT NULL,", "    ruling_date date NOT NULL,",
                  "    ruling_text text NOT NULL,", "    source text,", "    fetched_at timestamp with time zone DEFAULT now() NOT NULL", ");", "", "",
                  f"ALTER TABLE public.card_rulings OWNER TO {owner};", ""]
        lines += ["--"] + toc(216, "1259", None) + [f"-- Name: cards; Type: TABLE; Schema: public; Owner: {owner}", "--", "",
                  "CREATE TABLE public.cards (", "    uuid uuid NOT NULL,", "    name text NOT NULL,", "    set_code text NOT NULL,", "    number text NOT NULL,",
                  "    updated_at timestamp with time zone", ");", "", "", f"ALTER TABLE public.cards OWNER TO {owner};", ""]
        src = [None if r.random() < 0.2 else "wotc" for _ in items]
        if style == "inserts":
            data_r = [f"INSERT INTO public.card_rulings VALUES ({k}, '{cu}', '{it.shown}', {sq(it.text)}, {sq(s) if s else 'NULL'}, '{f_s}');"
                      for k, (it, s) in enumerate(zip(items, src, strict=True), 1)]
            data_c = [f"INSERT INTO public.cards VALUES ('{cu}', {sq(name)}, {sq(card.set_code)}, {sq(card.number)}, '{u_s}');"]
        else:
            data_r = ["COPY public.card_rulings (id, card_uuid, ruling_date, ruling_text, source, fetched_at) FROM stdin;"]
            data_r += [f"{k}\t{cu}\t{it.shown}\t{copy_esc(it.text)}\t{copy_esc(s)}\t{f_s}" for k, (it, s) in enumerate(zip(items, src, strict=True), 1)]
            data_r += ["\\.", ""]
            data_c = ["COPY public.cards (uuid, name, set_code, number, updated_at) FROM stdin;", f"{cu}\t{copy_esc(name)}\t{card.set_code}\t{copy_esc(card.number)}\t{u_s}",
                      "\\.", ""]
        lines += ["--"] + toc(3362, "0", "215") + [f"-- Data for Name: card_rulings; Type: TABLE DATA; Schema: public; Owner: {owner}", "--", ""] + data_r + [""]
        lines += ["--"] + toc(3363, "0", "216") + [f"-- Data for Name: cards; Type: TABLE DATA; Schema: public; Owner: {owner}", "--", ""] + data_c + [""]
        lines += ["--"] + toc(3370, "0", "217") + [f"-- Name: card_rulings_id_seq; Type: SEQUENCE SET; Schema: public; Owner: {owner}", "--", "",
                  f"SELECT pg_catalog.setval('public.card_rulings_id_seq', {len(items)}, true);", "", ""]
        if verbose:
            lines += [f"-- Completed on {self.fmt_t(started + dt.timedelta(seconds=r.randint(0, 2)), 'space')} UTC", "", ""]
        lines += ["--", "-- PostgreSQL database dump complete", "--", ""]
        self.file(page, "\n".join(lines), "-- PostgreSQL database dump", "-- PostgreSQL database dump complete", "SET client_encoding = 'UTF8';",
                  "SET standard_conforming_strings = on;", f"-- Dumped from database version {server}")

    def layout_mysqldump(self, page, card):
        """``mysqldump``'s output: its header (``-- MySQL dump 10.13  Distrib …``, host, database, server version), the
        ``/*!40101 … */`` settings, each table's structure and data (``LOCK TABLES``, one extended INSERT, strings escaped
        with backslashes), ``-- Dump completed on …``."""
        r = self.rng
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, "mysqldump", ["en:iso"])
        ver = r.choice(MYSQLS)
        cu = self.uuid()
        fetched, updated = self.ago_t(1, 20), self.ago_t(21, 90)
        f_s, u_s = self.stamp(page, fetched, "space"), self.stamp(page, updated, "space")
        db = r.choice(["mtg", "cards", "rulings_app"])
        done = self._now
        head = [f"-- MySQL dump 10.13  Distrib {ver}, for Linux (x86_64)", "--", f"-- Host: localhost    Database: {db}",
                "-- ------------------------------------------------------", f"-- Server version\t{ver}", "",
                "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;", "/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;",
                "/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;", "/*!50503 SET NAMES utf8mb4 */;",
                "/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;", "/*!40103 SET TIME_ZONE='+00:00' */;",
                "/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;",
                "/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;",
                "/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;", "/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;", ""]

        def table(tname: str, cols: list[str], keys: list[str], auto: int | None, values: list[str]) -> list[str]:
            out = ["--", f"-- Table structure for table `{tname}`", "--", "", f"DROP TABLE IF EXISTS `{tname}`;",
                   "/*!40101 SET @saved_cs_client     = @@character_set_client */;", "/*!50503 SET character_set_client = utf8mb4 */;",
                   f"CREATE TABLE `{tname}` ("] + [f"  {c}," for c in cols] + [",\n".join(f"  {k}" for k in keys)]
            out += [f") ENGINE=InnoDB{f' AUTO_INCREMENT={auto}' if auto else ''} DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;",
                    "/*!40101 SET character_set_client = @saved_cs_client */;", "", "--", f"-- Dumping data for table `{tname}`", "--", "",
                    f"LOCK TABLES `{tname}` WRITE;", f"/*!40000 ALTER TABLE `{tname}` DISABLE KEYS */;",
                    f"INSERT INTO `{tname}` VALUES " + ",".join(values) + ";", f"/*!40000 ALTER TABLE `{tname}` ENABLE KEYS */;", "UNLOCK TABLES;", ""]
            return out

        cards_t = table("cards", ["`uuid` char(36) NOT NULL", "`name` varchar(255) NOT NULL", "`face_name` varchar(255) DEFAULT NULL",
                                  "`set_code` varchar(8) NOT NULL", "`number` varchar(16) NOT NULL", "`updated_at` datetime DEFAULT NULL"],
                        ["PRIMARY KEY (`uuid`)", "KEY `idx_cards_name` (`name`)"], None,
                        [f"({my_lit(cu)},{my_lit(card.name)},{my_lit(card.faces[0]['name'] if card.faces else None)},{my_lit(card.set_code)},"
                         f"{my_lit(card.number)},{my_lit(u_s)})"])
        rul_t = table("rulings", ["`id` int unsigned NOT NULL AUTO_INCREMENT", "`card_uuid` char(36) NOT NULL", "`date` date NOT NULL",
                                  "`text` text NOT NULL", "`fetched_at` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP"],
                      ["PRIMARY KEY (`id`)", "KEY `idx_rulings_card` (`card_uuid`)"], len(items) + 1,
                      [f"({k},{my_lit(cu)},'{it.shown}',{my_lit(it.text)},'{f_s}')" for k, it in enumerate(items, 1)])
        tail = ["/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;", "", "/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;",
                "/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;", "/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;",
                "/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;", "/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;",
                "/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;", "/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;", "",
                f"-- Dump completed on {self.stamp(page, done, 'space')}"]
        self.file(page, "\n".join(head + cards_t + rul_t + tail), f"-- MySQL dump 10.13  Distrib {ver}, for Linux (x86_64)",
                  f"-- Host: localhost    Database: {db}", "UNLOCK TABLES;", "LOCK TABLES `rulings` WRITE;", "/*!50503 SET NAMES utf8mb4 */;")

    def layout_mongodb(self, page, card):
        """A card's document from MongoDB: ``mongoexport``'s line (Extended JSON v2, relaxed ``{"$date":"2019-10-04T00:00:00Z"}``
        or canonical ``{"$date":{"$numberLong":"1570147200000"}}``) between its log lines (``…+0000\\tconnected to: …``,
        ``exported 1 record``), or ``mongosh``'s findOne (``ObjectId('…')``, ``ISODate('…')``, util.inspect's quotes)."""
        r = self.rng
        style = self.variant(page, "mongo", ["relaxed", "mongosh", "canonical"])
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        kind = {"relaxed": "en:isoz", "canonical": "en:epochms", "mongosh": "en:isoms"}[style]
        items = self.items(page, card, f"MongoDB ({style})", [kind])
        fr = self.printed_rows(page, card, 0.75)
        oid = hex_digits(r, 24)
        cu = self.uuid()
        upd = self.ago_t(1, 30)
        db, coll = r.choice(["mtg", "cards"]), r.choice(["cards", "printings"])
        faces = self.faces(card)
        if style == "mongosh":
            q = js_inspect(str(name))
            lines = [f"$ mongosh {db} --quiet", f"{db}> db.{coll}.findOne({{ {'faceName' if name != card.name else 'name'}: {q} }}, "
                     "{ name: 1, setCode: 1, number: 1, rulings: 1, foreignData: 1, fetchedAt: 1, updatedAt: 1 })", "{",
                     f"  _id: ObjectId('{oid}'),", f"  name: {js_inspect(card.name)},", f"  setCode: {js_inspect(card.set_code)},", f"  number: {js_inspect(card.number)},"]
            if fr:
                lines.append("  foreignData: [")
                for k, (face, pname, text, typ) in enumerate(fr[1]):
                    lines += ["    {", f"      language: {js_inspect(LANG_NAME[fr[0]])},", f"      name: {js_inspect(pname)},"]
                    lines += [f"      faceName: {js_inspect(face)}," if face else None, f"      text: {js_inspect(text or '')}"]
                    lines.append("    }" + ("," if k < len(fr[1]) - 1 else ""))
                lines.append("  ],")
                lines = [x for x in lines if x is not None]
            lines.append("  rulings: [")
            for k, it in enumerate(items):
                lines += ["    {", f"      date: ISODate('{it.shown}'),", f"      text: {js_inspect(it.text)}", "    }" + ("," if k < len(items) - 1 else "")]
            fetched = self.ago_t(31, 90)
            lines += ["  ],", f"  fetchedAt: ISODate('{self.stamp(page, fetched, 'isoms')}'),", f"  updatedAt: ISODate('{self.stamp(page, upd, 'isoms')}')", "}", f"{db}> "]
            self.file(page, "\n".join(lines), f"$ mongosh {db} --quiet")
            return
        doc: dict = {"_id": {"$oid": oid}, "uuid": cu, "name": card.name}
        if card.faces:
            doc["faceName"] = faces[0]["name"]
        doc.update({"setCode": card.set_code, "number": card.number, "layout": card.layout})
        if fr:
            doc["foreignData"] = [{"language": LANG_NAME[fr[0]], "name": pname, **({"faceName": face} if face else {}), "text": text} for face, pname, text, _ in fr[1]]
        dated = (lambda it: {"$date": it.shown}) if style == "relaxed" else (lambda it: {"$date": {"$numberLong": it.shown}})
        doc["rulings"] = [{"date": dated(it), "text": str(it.text)} for it in items]
        us = self.stamp(page, upd, "isoms" if style == "relaxed" else "ms")
        doc["updatedAt"] = {"$date": us} if style == "relaxed" else {"$date": {"$numberLong": us}}
        t0 = self._now
        t1 = self.soon(t0, 5, 60)
        cmd = f"$ mongoexport --db={db} --collection={coll} --query='{{\"uuid\": \"{cu}\"}}'" + (" --jsonFormat=canonical" if style == "canonical" else "")
        lines = [cmd, f"{self.stamp(page, t0, 'offset')}\tconnected to: mongodb://localhost/",
                 json.dumps(doc, ensure_ascii=False, separators=(",", ":")), f"{self.fmt_t(t1, 'offset')}\texported 1 record"]
        self.file(page, "\n".join(lines), "connected to: mongodb://localhost/", "exported 1 record")

    def layout_es(self, page, card):
        """An Elasticsearch search: the ``curl`` command with its query (a term on the card's uuid, sorted by date), then
        ``?pretty``'s answer as Elasticsearch writes it (``"took" : 3``, ``_shards``, ``hits.total``, a hit per ruling with its
        ``_index``, ``_id``, ``_score``, ``_source`` and the date's ``sort`` value in epoch milliseconds)."""
        r = self.rng
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, "Elasticsearch _source", r.choice([["en:iso"], ["en:isoz"]]))
        ms = self.reshow(page, items, "en:epochms")
        fr = self.printed_rows(page, card, 0.6)
        cu = self.uuid()
        indexed, updated = self.ago_t(1, 15), self.ago_t(16, 80)
        idx = f"rulings-v{r.randint(2, 5)}"
        ix = self.stamp(page, indexed, "isoms")
        up = self.stamp(page, updated, "iso")
        query = {"query": {"term": {"card.uuid": cu}}, "sort": [{"date": "asc"}], "size": 50}
        hits = [{"_index": idx, "_id": hex_digits(r, 20), "_score": None,
                 "_source": {"card": {"uuid": cu, "name": str(name), "set": card.set_code, "number": card.number, "updated_at": up},
                             "date": str(it.shown), "text": str(it.text), "source": "wotc", "indexed_at": ix,
                             **({"printed": {"language": fr[0], "name": fr[1][0][0] or fr[1][0][1], "text": fr[1][0][2]}} if fr else {})},
                 "sort": [int(m)]} for it, m in zip(items, ms, strict=True)]
        resp = {"took": r.randint(1, 40), "timed_out": False, "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0},
                "hits": {"total": {"value": len(items), "relation": "eq"}, "max_score": None, "hits": hits}}
        host = r.choice(["localhost:9200", "es01:9200", "search.internal:9200"])
        lines = [f"$ curl -s -H 'Content-Type: application/json' 'http://{host}/{idx}/_search?pretty' -d '{json.dumps(query)}'", es_pretty(resp)]
        self.file(page, "\n".join(lines), '"timed_out" : false,', '"relation" : "eq"', '"_shards" : {')

    # ---- API answers ----
    #: the forms an API's display dates take in each language (Intl.DateTimeFormat's long style, and a numeric one)
    API_FORMS = {"en": ["en:long"], "de": ["de:long", "de:num"], "fr": ["fr:plain", "fr:num"], "es": ["es:long"], "it": ["it:long"],
                 "pt": ["pt:long"], "ja": ["ja:kanji"], "ko": ["ko:hangul"], "zhs": ["zhs:kanji"], "zht": ["zht:kanji"], "ru": ["ru:long", "ru:num"],
                 "pl": ["pl:long"]}

    def layout_graphql(self, page, card):
        """A GraphQL query (as graphql-js prints it) with its variables, and the server's answer: ``errors`` (a resolver's
        error with its locations and path) when there is one, ``data`` (the card, its printed name in the language asked
        for, its rulings with their dates), ``extensions`` (Apollo's tracing: startTime, endTime, duration in ns)."""
        r = self.rng
        name = self.title(page, card, 0.85, self.which())
        items = self.items(page, card, f"GraphQL ({self.lang})", r.choice([["en:iso"], ["en:isoms"]]))
        tr = self.tr(page, card) if self.lang != "en" and r.random() < 0.7 else None
        cu = self.uuid()
        err = r.random() < 0.5
        q = ["query CardRulings($name: String!" + (", $lang: Language!" if self.lang != "en" else "") + ") {", "  card(name: $name) {", "    uuid", "    name"]
        q += ["    faces {", "      name", "    }"] if card.faces else []
        if self.lang != "en":
            q += ["    printed(lang: $lang) {", "      name"] + (["      faceNames"] if card.faces else []) + (["      text"] if tr else []) + ["    }"]
        q += ["    rulings {", "      date", "      text", "    }"]
        q += ["    legalities {", "      oathbreaker", "    }"] if err else []
        q += ["  }", "}"]
        asked = str(name) if page.title_lang == "en" else card.name
        variables = {"name": asked, **({"lang": self.lang.upper()} if self.lang != "en" else {})}
        data: dict = {"uuid": cu, "name": card.name}
        if card.faces:
            data["faces"] = [{"name": f["name"]} for f in card.faces]
        if self.lang != "en":
            f = card.foreign.get(self.lang) or {}
            pf = self.printed_faces(card, self.lang) or []
            printed: dict = {"name": f.get("name")}
            if card.faces:
                printed["faceNames"] = [x["name"] for x in pf] if f.get("name") else None
            if tr:
                printed["text"] = str(tr[1])
                if tr[0] != printed["name"] and card.faces and str(tr[0]) not in (printed.get("faceNames") or []):
                    printed["faceNames"] = [str(tr[0])]
            data["printed"] = printed if f.get("name") else None
        data["rulings"] = [{"date": str(it.shown), "text": str(it.text)} for it in items]
        if err:
            data["legalities"] = None
        start = self._now - dt.timedelta(milliseconds=r.randint(20, 400))
        dur = r.randint(2_000_000, 90_000_000)
        end = start + dt.timedelta(microseconds=dur // 1000)
        out: dict = {}
        if err:
            out["errors"] = [{"message": "Cannot return null for non-nullable field Legalities.oathbreaker.", "locations": [{"line": len(q) - 3, "column": 7}],
                              "path": ["card", "legalities", "oathbreaker"], "extensions": {"code": "INTERNAL_SERVER_ERROR"}}]
        out["data"] = {"card": data}
        out["extensions"] = {"tracing": {"version": 1, "startTime": self.stamp(page, start, "isoms"), "endTime": self.fmt_t(end, "isoms"), "duration": dur,
                                         "execution": {"resolvers": []}}, "cacheControl": {"version": 1, "hints": [{"path": ["card"], "maxAge": 3600}]}}
        served = self._now
        host = r.choice(HOSTS)
        lines = [f"# POST https://{host}/graphql", f"# {self.shown(page, served.date(), self.fmt_t(served, 'http'))}", ""] + q + ["", "# variables",
                 json.dumps(variables, indent=2, ensure_ascii=False), "", "# response", json.dumps(out, indent=2, ensure_ascii=False)]
        self.file(page, "\n".join(lines), "query CardRulings($name: String!", "# variables", "# response", '"tracing": {')

    def api_answer(self, page: Page, card: CardData, name: str, cu: str, items: list[Item], gen: dt.datetime) -> dict:
        """The rulings API's answer: the card (its printed name in the language asked for), the rulings with their ISO and
        display dates, when it was generated."""
        f = card.foreign.get(self.lang) or {}
        cardd = {"id": cu, "name": card.name, "lang": self.lang}
        if self.lang != "en" and f.get("name"):
            cardd["printed_name"] = str(name) if page.title_lang == self.lang else f["name"]
        if str(name) not in (card.name, cardd.get("printed_name")):
            cardd["face_name"] = str(name)
        data = [{"object": "ruling", "source": "wotc", "published_at": it.day.isoformat(), "published_at_display": str(it.shown), "comment": str(it.text)}
                for it in items]
        return {"object": "list", "card": cardd, "total": len(items), "data": data, "generated_at": self.stamp(page, gen, "iso")}

    def layout_http(self, page, card):
        """A rulings API asked for a card's rulings in the page's language (Accept-Language): ``curl -v``'s session (the
        connection, TLS and certificate lines with its start and expire dates, ``>`` request and ``<`` response headers with
        date, last-modified and expires, the body as sent, ``* Connection #0 … left intact``), or HTTPie's ``-v`` output
        (request and response headers, the body pretty-printed, keys sorted)."""
        r = self.rng
        style = self.variant(page, "http", ["curl", "httpie"])
        name = self.title(page, card, 0.85, self.which())
        items = self.items(page, card, f"an API's display dates ({self.lang})", self.API_FORMS[self.lang])
        tr = self.tr(page, card) if self.lang != "en" and r.random() < 0.7 else None
        cu = self.uuid()
        host = r.choice(HOSTS)
        path = f"/v2/cards/{cu}/rulings"
        now = self._now.replace(microsecond=0)
        modified = self.ago_t(1, 20).replace(microsecond=0)
        expires = self.at(self.day(1, 1)).replace(hour=now.hour, minute=now.minute, second=now.second, microsecond=0)
        gen = modified
        body = self.api_answer(page, card, name, cu, items, gen)
        if tr:
            body["card"]["printed"] = {"name": str(tr[0]), "text": str(tr[1])}
        loc = LOCALE[self.lang]
        etag = hex_digits(r, 16)
        if style == "curl":
            ascii_only = r.random() < 0.5
            raw = json.dumps(body, ensure_ascii=ascii_only, separators=(",", ":"))
            ip = f"203.0.113.{r.randint(2, 250)}"
            cs = self.at(self.day(-80, -20)).replace(hour=0, minute=0, second=0)
            ce = self.at(self.off(cs.date() + dt.timedelta(days=90))).replace(hour=23, minute=59, second=59)
            cert = lambda t: f"{DAY_MON['en'][t.month - 1]} {t.day:2d} {t:%H:%M:%S} {t.year} GMT"  # noqa: E731
            lines = [f"$ curl -v -H 'Accept-Language: {loc}' https://{host}{path}", f"*   Trying {ip}:443...", f"* Connected to {host} ({ip}) port 443",
                     "* ALPN: curl offers h2,http/1.1", "* TLSv1.3 (OUT), TLS handshake, Client hello (1):", "* TLSv1.3 (IN), TLS handshake, Server hello (2):",
                     "* TLSv1.3 (IN), TLS handshake, Encrypted Extensions (8):", "* TLSv1.3 (IN), TLS handshake, Certificate (11):",
                     "* TLSv1.3 (IN), TLS handshake, CERT verify (15):", "* TLSv1.3 (IN), TLS handshake, Finished (20):",
                     "* TLSv1.3 (OUT), TLS change cipher, Change cipher spec (1):", "* TLSv1.3 (OUT), TLS handshake, Finished (20):",
                     "* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS", "* ALPN: server accepted h2", "* Server certificate:",
                     f"*  subject: CN={host}", f"*  start date: {self.shown(page, cs.date(), cert(cs))}", f"*  expire date: {self.shown(page, ce.date(), cert(ce))}",
                     f'*  subjectAltName: host "{host}" matched cert\'s "{host}"', "*  issuer: C=US; O=Let's Encrypt; CN=R11", "*  SSL certificate verify ok.",
                     "* using HTTP/2", f"* [HTTP/2] [1] OPENED stream for https://{host}{path}", "* [HTTP/2] [1] [:method: GET]", "* [HTTP/2] [1] [:scheme: https]",
                     f"* [HTTP/2] [1] [:authority: {host}]", f"* [HTTP/2] [1] [:path: {path}]", "* [HTTP/2] [1] [user-agent: curl/8.5.0]",
                     "* [HTTP/2] [1] [accept: */*]", f"* [HTTP/2] [1] [accept-language: {loc}]", f"> GET {path} HTTP/2", f"> Host: {host}",
                     "> User-Agent: curl/8.5.0", "> Accept: */*", f"> Accept-Language: {loc}", "> ", "< HTTP/2 200 ",
                     f"< date: {self.stamp(page, now, 'http')}", "< content-type: application/json; charset=utf-8", f"< content-length: {len(raw.encode())}",
                     f"< content-language: {loc}", "< cache-control: public, max-age=86400", f"< last-modified: {self.stamp(page, modified, 'http')}",
                     f"< expires: {self.stamp(page, expires, 'http')}", f'< etag: "{etag}"', "< vary: Accept-Language", f"< x-ratelimit-remaining: {r.randint(1, 99)}",
                     "< ", raw, f"* Connection #0 to host {host} left intact"]
            self.file(page, "\n".join(lines), "* SSL certificate verify ok.", "* using HTTP/2", "< HTTP/2 200", "> Accept: */*",
                      "< content-type: application/json; charset=utf-8", f"* Connection #0 to host {host} left intact")
            return
        pretty = json.dumps(body, ensure_ascii=False, indent=4, sort_keys=True)
        lines = [f"$ https -v {host}{path} Accept-Language:{loc}", f"GET {path} HTTP/1.1", "Accept: */*", "Accept-Encoding: gzip, deflate",
                 f"Accept-Language: {loc}", "Connection: keep-alive", f"Host: {host}", "User-Agent: HTTPie/3.2.2", "", "", "",
                 "HTTP/1.1 200 OK", "Cache-Control: public, max-age=86400", "Connection: keep-alive", "Content-Encoding: gzip", f"Content-Language: {loc}",
                 f"Content-Length: {r.randint(400, 1400)}", "Content-Type: application/json; charset=utf-8", f"Date: {self.stamp(page, now, 'http')}",
                 f'ETag: W/"{etag}"', f"Expires: {self.stamp(page, expires, 'http')}", f"Last-Modified: {self.stamp(page, modified, 'http')}",
                 "Vary: Accept-Language", "", pretty, ""]
        self.file(page, "\n".join(lines), "HTTP/1.1 200 OK", "User-Agent: HTTPie/3.2.2", "Connection: keep-alive", "Accept-Encoding: gzip, deflate")

    def layout_postman(self, page, card):
        """A Postman collection (v2.1, exported with tabs): the request for a card's rulings and its saved example answer,
        whose body is the API's JSON kept as a string in the JSON (its quotes and line breaks escaped once more), with
        the answer's headers (Date, Last-Modified, Expires)."""
        r = self.rng
        name = self.title(page, card, 0.0)
        items = self.items(page, card, "a Postman example's body", ["en:iso"])
        cu = self.uuid()
        host = r.choice(HOSTS)
        saved = self.ago_t(1, 60).replace(microsecond=0)
        modified = self.ago_t(61, 120).replace(microsecond=0)
        body = {"object": "list", "card": {"id": cu, "name": card.name}, "total": len(items),
                "data": [{"object": "ruling", "source": "wotc", "published_at": str(it.shown), "comment": str(it.text)} for it in items],
                "generated_at": self.stamp(page, modified, "iso")}
        url = {"raw": "{{baseUrl}}/v2/cards/:id/rulings", "host": ["{{baseUrl}}"], "path": ["v2", "cards", ":id", "rulings"],
               "variable": [{"key": "id", "value": cu}]}
        req = {"method": "GET", "header": [{"key": "Accept", "value": "application/json"}], "url": url}
        exp = self.at(self.off(saved.date() + dt.timedelta(days=1))).replace(hour=saved.hour, minute=saved.minute, second=saved.second, microsecond=0)
        col = {"info": {"_postman_id": self.uuid(), "name": "Cards API", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
                        "_exporter_id": str(r.randint(10_000_000, 39_999_999))},
               "item": [{"name": "Rulings by card", "request": req,
                         "response": [{"name": f"200 OK — {name}", "originalRequest": req, "status": "OK", "code": 200, "_postman_previewlanguage": "json",
                                       "header": [{"key": "Date", "value": self.stamp(page, saved, "http")},
                                                  {"key": "Content-Type", "value": "application/json; charset=utf-8"},
                                                  {"key": "Last-Modified", "value": self.stamp(page, modified, "http")},
                                                  {"key": "Expires", "value": self.stamp(page, exp, "http")},
                                                  {"key": "Cache-Control", "value": "public, max-age=86400"}],
                                       "cookie": [], "body": json.dumps(body, indent=4, ensure_ascii=False)}]}],
               "variable": [{"key": "baseUrl", "value": f"https://{host}", "type": "string"}]}
        self.file(page, json.dumps(col, indent="\t", ensure_ascii=False), "Rulings by card", "Cards API", '"_postman_previewlanguage": "json"')

    # ---- database clients ----
    PG_STYLES = {"ISO": "en:iso", "German": "de:num", "SQL, DMY": "en:dmy0", "SQL, MDY": "en:mdy0", "Postgres, DMY": "en:pgdmy"}

    @staticmethod
    def pg_ts(t: dt.datetime, style: str) -> str:
        """A timestamptz as psql shows it under a DateStyle (UTC; trailing zeros of the fraction dropped)."""
        frac = f"{t.microsecond:06d}".rstrip("0")
        sec = f"{t:%H:%M:%S}" + (f".{frac}" if frac else "")
        if style == "ISO":
            return f"{t:%Y-%m-%d} {sec}+00"
        if style == "German":
            return f"{t:%d.%m.%Y} {sec} UTC"
        if style == "SQL, DMY":
            return f"{t:%d/%m/%Y} {sec} UTC"
        if style == "SQL, MDY":
            return f"{t:%m/%d/%Y} {sec} UTC"
        return f"{WD3[t.weekday()]} {t.day:02d} {DAY_MON['en'][t.month - 1]} {sec} {t.year} UTC"

    def layout_psql(self, page, card):
        """A psql session: the banner, ``SET datestyle``, ``\\x`` and ``\\timing``, a query over the card's rulings answered as
        expanded records (``-[ RECORD 1 ]-+-``, no row count), ``Time: … ms``, ``SELECT now()``; or the query's answer as
        ``psql -H`` writes it (``<table border="1">``, ``<tr valign="top">``, ``<p>(3 rows)<br />``)."""
        r = self.rng
        name = self.title(page, card, 0.0, "whole")
        style = r.choice(list(self.PG_STYLES)) if not self.html else r.choice(["ISO", "German"])
        items = self.items(page, card, f"psql DateStyle {style}", [self.PG_STYLES[style]])
        fetched, updated = self.ago_t(1, 20), self.ago_t(21, 90)
        fs, us = self.pg_ts(fetched, style), self.pg_ts(updated, style)
        self.shown(page, fetched.date(), fs)
        self.shown(page, updated.date(), us)
        heads = ["name", "ruling_date", "ruling_text", "fetched_at", "updated_at"]
        recs = [[card.name, str(it.shown), str(it.text), fs, us] for it in items]
        db = r.choice(["mtg", "cards", "rulings"])
        sql = ["SELECT c.name, r.ruling_date, r.ruling_text, r.fetched_at, c.updated_at", "  FROM card_rulings r JOIN cards c ON c.uuid = r.card_uuid",
               f" WHERE c.name = {sq(card.name)}", " ORDER BY r.ruling_date;"]
        if self.html:
            esc = lambda s: html.escape(s, quote=True).replace("&#x27;", "'").replace("\n", "<br />\n")  # noqa: E731
            out = ['<table border="1">', "  <tr>"] + [f'    <th align="center">{h}</th>' for h in heads] + ["  </tr>"]
            for rec in recs:
                out += ['  <tr valign="top">'] + [f'    <td align="left">{esc(v)}</td>' for v in rec] + ["  </tr>"]
            out += ["</table>", f"<p>({len(recs)} {'row' if len(recs) == 1 else 'rows'})<br />", "</p>"]
            self.file(page, "\n".join(out), *heads, f"({len(recs)} {'row' if len(recs) == 1 else 'rows'})")
            return
        (_, ver) = r.choice(PG)
        hw = max(len(h) for h in heads)
        dw = max(len(v) for rec in recs for v in rec)

        def record(n: int, pairs: list[tuple[str, str]], hwidth: int, dwidth: int) -> list[str]:
            label = f"-[ RECORD {n} ]"
            s = label + "-" * max(0, hwidth - len(label))
            rest = len(label) - hwidth
            for ch in "-+-":
                if rest <= 0:
                    s += ch
                rest -= 1
            s += "-" * max(0, dwidth - max(rest, 0))
            return [s] + [f"{k.ljust(hwidth)} | {v}" for k, v in pairs]

        now = self._now
        ns = self.pg_ts(now, style)
        self.shown(page, now.date(), ns)
        t1, t2 = f"{r.uniform(0.3, 9):.3f}", f"{r.uniform(0.1, 0.9):.3f}"
        lines = [f"$ psql -d {db}", f"psql ({ver})", 'Type "help" for help.', "", f"{db}=> SET datestyle = '{style}';", "SET", f"{db}=> \\x",
                 "Expanded display is on.", f"{db}=> \\timing", "Timing is on.", f"{db}=> {sql[0]}"] + [f"{db}-> {x}" for x in sql[1:]]
        for n, rec in enumerate(recs, 1):
            lines += record(n, list(zip(heads, rec, strict=True)), hw, dw)
        lines += ["", f"Time: {t1} ms", f"{db}=> SELECT now();"] + record(1, [("now", ns)], 3, len(ns)) + ["", f"Time: {t2} ms", f"{db}=> \\q"]
        self.file(page, "\n".join(lines), 'Type "help" for help.', "Expanded display is on.", "Timing is on.", f"Time: {t1} ms", f"SET datestyle = '{style}';")

    def layout_sqlite_shell(self, page, card):
        """The sqlite3 shell over a rulings cache: its banner (version and source date), ``.mode box`` (or ``table``,
        ``markdown``) and ``.timer on``, the meta query and the card's rulings as the mode draws them (headers centred),
        ``Run Time: real …``; or ``sqlite3 -html -header``'s rows as saved (``<TR><TD>…</TD>``, quotes as ``&quot;`` and
        ``&#39;``)."""
        r = self.rng
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, "sqlite3", ["en:iso"])
        fetched, expires = self.ago_t(1, 10), self.later_t(20, 60)
        fs, es_ = self.stamp(page, fetched, "space"), self.stamp(page, expires, "space")
        col = "name" if str(name) == card.name else "face_name"
        heads = [col, "date", "text", "fetched_at", "expires_at"]
        recs = [[str(name), str(it.shown), str(it.text), fs, es_] for it in items]
        sql = (f"SELECT c.{col}, r.date, r.text, r.fetched_at, r.expires_at FROM ruling_cache r JOIN cards c ON c.uuid = r.uuid "
               f"WHERE c.{col} = {sq(str(name))} ORDER BY r.date;")
        if self.html:
            esc = lambda s: s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#39;")  # noqa: E731
            out = ["<TR>" + "\n".join(f"<TH>{h}</TH>" for h in heads) + "\n</TR>"]
            out += ["<TR>" + "\n".join(f"<TD>{esc(v)}</TD>" for v in rec) + "\n</TR>" for rec in recs]
            self.file(page, "\n".join(out), *heads)
            return
        mode = self.variant(page, "sqlite-mode", ["box", "table", "markdown"])
        ver, vdate = r.choice(SQLITES)
        build = self.ago_t(11, 40)
        meta = [[self.stamp(page, build, "date"), f"5.2.2+{build:%Y%m%d}"]]
        user = self.shell_user()
        path = r.choice(["cache/rulings.sqlite", "rulings-cache.db", "var/cards.sqlite3"])
        mtime = self.ago_t(0, 0)
        lines = [f"$ ls -l --time-style=long-iso {path}", f"-rw-r--r-- 1 {user} {user} {r.randint(20, 900) * 4096} {self.stamp(page, mtime, 'ls')} {path}",
                 f"$ sqlite3 {path}", f"SQLite version {ver} {vdate}", 'Enter ".help" for usage hints.', f"sqlite> .mode {mode}", "sqlite> .timer on",
                 "sqlite> SELECT date, version FROM meta;"] + draw_table(mode, ["date", "version"], meta)
        lines += [f"Run Time: real 0.000 user 0.0000{r.randint(40, 99)} sys 0.000000", f"sqlite> {sql}"] + draw_table(mode, heads, recs)
        lines += [f"Run Time: real 0.00{r.randint(1, 9)} user 0.000{r.randint(100, 999)} sys 0.000{r.randint(0, 500):03d}", "sqlite> .quit"]
        self.file(page, "\n".join(lines), 'Enter ".help" for usage hints.', f"SQLite version {ver} {vdate}", "sqlite> .timer on", f"sqlite> .mode {mode}")

    #: MySQL's lc_time_names locale and DATE_FORMAT pattern in each language, and the day form they give
    MY_LOCALE = {"en": ("en_US", "%M %e, %Y", "en:long"), "de": ("de_DE", "%e. %M %Y", "de:long"), "fr": ("fr_FR", "%e %M %Y", "fr:plain"),
                 "es": ("es_ES", "%e de %M de %Y", "es:long"), "it": ("it_IT", "%e %M %Y", "it:long"), "pt": ("pt_BR", "%e de %M de %Y", "pt:long"),
                 "ja": ("ja_JP", "%Y年%c月%e日", "ja:kanji"), "ko": ("ko_KR", "%Y년 %c월 %e일", "ko:hangul"), "zhs": ("zh_CN", "%Y年%c月%e日", "zhs:kanji")}

    def layout_mysql(self, page, card):
        """The mysql client: ``SET lc_time_names``, ``SELECT NOW();`` as a table, then the card's rulings with
        ``DATE_FORMAT`` in the locale as ``\\G`` rows (``*************************** 1. row ***``, names right-aligned,
        ``3 rows in set (0.00 sec)``); or ``mysql --html``'s one-line table."""
        r = self.rng
        loc, fmt, form = self.MY_LOCALE[self.lang]
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, f"MySQL DATE_FORMAT ({loc})", [form])
        fetched, updated = self.ago_t(1, 20), self.ago_t(21, 90)
        fs, us = self.stamp(page, fetched, "space"), self.stamp(page, updated, "space")
        col = "name" if str(name) == card.name else "face_name"
        heads = [col, "date", "local_date", "text", "fetched_at", "updated_at"]
        recs = [[str(name), it.day.isoformat(), str(it.shown), str(it.text), fs, us] for it in items]
        sql = (f"SELECT c.{col}, r.date, DATE_FORMAT(r.date, '{fmt}') AS local_date, r.text, r.fetched_at, c.updated_at FROM rulings r "
               f"JOIN cards c ON c.uuid = r.card_uuid WHERE c.{col} = {my_lit(str(name))} ORDER BY r.date")
        if self.html:
            esc = lambda s: s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")  # noqa: E731
            out = "<TABLE BORDER=1><TR>" + "".join(f"<TH>{h}</TH>" for h in heads) + "</TR>"
            out += "".join("<TR>" + "".join(f"<TD>{esc(v)}</TD>" for v in rec) + "</TR>" for rec in recs) + "</TABLE>"
            self.file(page, out, *heads)
            return
        ver = r.choice(MYSQLS)
        now = self.stamp(page, self._now, "space")
        w = max(len(h) for h in heads)
        lines = [f"$ mysql -u {self.shell_user()} -p mtg", "Enter password: ", "Welcome to the MySQL monitor.  Commands end with ; or \\g.",
                 f"Your MySQL connection id is {r.randint(10, 9000)}", f"Server version: {ver} MySQL Community Server - GPL", "",
                 "Type 'help;' or '\\h' for help. Type '\\c' to clear the current input statement.", "", "mysql> SELECT NOW();", "+---------------------+",
                 "| NOW()               |", "+---------------------+", f"| {now} |", "+---------------------+", "1 row in set (0.00 sec)", "",
                 f"mysql> SET lc_time_names = '{loc}';", "Query OK, 0 rows affected (0.00 sec)", "", f"mysql> {sql}\\G"]
        for n, rec in enumerate(recs, 1):
            lines.append(f"*************************** {n}. row ***************************")
            lines += [f"{h.rjust(w)}: {v}" for h, v in zip(heads, rec, strict=True)]
        lines += [f"{len(recs)} {'row' if len(recs) == 1 else 'rows'} in set (0.0{r.randint(0, 2)} sec)", "", "mysql> quit", "Bye"]
        self.file(page, "\n".join(lines), "Query OK, 0 rows affected (0.00 sec)", "1 row in set (0.00 sec)", f"mysql> SET lc_time_names = '{loc}';",
                  "Welcome to the MySQL monitor.  Commands end with ; or \\g.", "Bye")

    # ---- data people's sessions ----
    def layout_pandas(self, page, card):
        """An IPython session with pandas: the banner (Python's build day), the cards frame filtered to the card (its
        columns elided, ``[1 rows x 78 columns]``), the rulings printed with ``to_string(index=False)``, the newest
        ``fetched_at`` as a Timestamp; or the rulings frame as ``DataFrame.to_html`` writes it (``class="dataframe"``)."""
        r = self.rng
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, "pandas", ["en:iso"])
        fetched, updated = self.ago_t(1, 20), self.ago_t(21, 90)
        col = "name" if str(name) == card.name else "faceName"
        if self.html:
            fs, us = self.stamp(page, fetched, "pyaware"), self.stamp(page, updated, "pyaware")
            idx = r.randint(1000, 90000)
            heads = [col, "date", "text", "fetched_at", "updated_at"]
            out = ['<table border="1" class="dataframe">', "  <thead>", '    <tr style="text-align: right;">', "      <th></th>"]
            out += [f"      <th>{h}</th>" for h in heads] + ["    </tr>", "  </thead>", "  <tbody>"]
            for k, it in enumerate(items):
                out += ["    <tr>", f"      <th>{idx + k}</th>"] + [f"      <td>{html.escape(v, quote=False)}</td>" for v in
                                                                   (str(name), str(it.shown), str(it.text), fs, us)] + ["    </tr>"]
            out += ["  </tbody>", "</table>"]
            self.file(page, "\n".join(out), *heads)
            return
        pv, pbuild, gcc = r.choice(PYTHONS)
        bd = dt.datetime.strptime(" ".join(pbuild.split(",")[0].split()), "%b %d %Y").date()
        if bd not in self._taken(card):
            self.shown(page, bd, pbuild.split(",")[0])
        uu = self.uuid()
        idx = r.randint(1000, 90000)
        us = self.fmt_t(updated.replace(microsecond=0), "space")
        self.shown(page, updated.date(), us)
        head = f"{'':>{len(str(idx))}}  {'uuid':>36}  ...  {'updatedAt':>19}"
        row = f"{idx}  {uu}  ...  {us}"
        dates, texts = [str(it.shown) for it in items], [str(it.text) for it in items]
        dw, tw = max(4, *map(len, dates)), max(4, *map(len, texts))
        table = [f"{'date':>{dw}} {'text':>{tw}}"] + [f"{d:>{dw}} {t:>{tw}}" for d, t in zip(dates, texts, strict=True)]
        ts = self.fmt_t(fetched, "space") + f".{fetched.microsecond // 1000:03d}000+0000"
        self.shown(page, fetched.date(), ts)
        q = jstr(str(name))
        lines = ["$ ipython", f"Python {pv} (main, {pbuild}) [{gcc}]", "Type 'copyright', 'credits' or 'license' for more information",
                 "IPython 8.22.2 -- An enhanced Interactive Python. Type '?' for help.", "", "In [1]: import pandas as pd", "",
                 'In [2]: cards = pd.read_parquet("cards.parquet")', "", f"In [3]: cards[cards.{col} == {q}]", "Out[3]: ", head, row, "",
                 "[1 rows x 78 columns]", "", 'In [4]: rulings = pd.read_parquet("cardRulings.parquet")', "",
                 f'In [5]: mine = rulings[rulings.uuid == "{uu}"].sort_values("date")', "",
                 'In [6]: print(mine[["date", "text"]].to_string(index=False))'] + table + ["", 'In [7]: mine["fetched_at"].max()',
                 f"Out[7]: Timestamp('{ts}', tz='UTC')", "", "In [8]: "]
        self.file(page, "\n".join(lines), "Type 'copyright', 'credits' or 'license' for more information", "[1 rows x 78 columns]",
                  "In [1]: import pandas as pd", f"IPython 8.22.2 -- An enhanced Interactive Python. Type '?' for help.")

    #: R's locale and format() pattern in each language, and the day form they give (glibc's month names)
    R_FORMS = {"en": ("en_US.UTF-8", "%B %d, %Y", "en:longpad"), "de": ("de_DE.UTF-8", "%d. %B %Y", "de:longpad"), "fr": ("fr_FR.UTF-8", "%d %B %Y", "fr:longpad"),
               "es": ("es_ES.UTF-8", "%d de %B de %Y", "es:longpad"), "it": ("it_IT.UTF-8", "%d %B %Y", "it:longpad"),
               "pt": ("pt_BR.UTF-8", "%d de %B de %Y", "pt:longpad"), "ru": ("ru_RU.UTF-8", "%d %B %Y", "ru:glibc"), "pl": ("pl_PL.UTF-8", "%d %B %Y", "pl:glibc"),
               "ja": ("ja_JP.UTF-8", "%Y年%m月%d日", "ja:kanjipad")}

    def layout_r(self, page, card):
        """An R console: the banner (R's version and release day), ``Sys.setlocale("LC_TIME", …)``, the rulings read with
        arrow and printed as a tibble with the days formatted in the locale (``# A tibble: 3 × 2``, ``<chr>``), the file's
        modification time and ``Sys.time()``."""
        r = self.rng
        loc, fmt, form = self.R_FORMS[self.lang]
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, f"R format() ({loc})", [form])
        ver, rdate, nick = r.choice(RS)
        rd = dt.date.fromisoformat(rdate)
        if rd not in self._taken(card):
            self.shown(page, rd, rdate)
        col = "name" if str(name) == card.name else "faceName"
        label = {"de": "datum", "fr": "date_fr", "es": "fecha", "it": "data", "pt": "data", "ru": "data", "pl": "data", "ja": "hizuke"}.get(self.lang, "day")
        heads, types = [label, "text"], ["<chr>", "<chr>"]
        vals = [[str(it.shown), str(it.text)] for it in items]
        w = [max(dwidth(heads[k]), dwidth(types[k]), *[dwidth(v[k]) for v in vals]) for k in range(2)]
        rw = len(str(len(vals)))
        pad = lambda s, n: s + " " * (n - dwidth(s))  # noqa: E731
        tib = [f"# A tibble: {len(vals)} × 2", (" " * (rw + 1) + pad(heads[0], w[0]) + " " + heads[1]).rstrip(),
               (" " * (rw + 1) + pad(types[0], w[0]) + " " + types[1]).rstrip()]
        tib += [f"{n:>{rw}} " + pad(v[0], w[0]) + " " + v[1] for n, v in enumerate(vals, 1)]
        mt, now = self.ago_t(1, 10), self._now
        q = '"' + str(name).replace("\\", "\\\\").replace('"', '\\"') + '"'
        lines = [f'R version {ver} ({rdate}) -- "{nick}"', f"Copyright (C) {rd.year} The R Foundation for Statistical Computing",
                 "Platform: x86_64-pc-linux-gnu", "", "R is free software and comes with ABSOLUTELY NO WARRANTY.",
                 "You are welcome to redistribute it under certain conditions.", "Type 'license()' or 'licence()' for distribution details.", "",
                 "> library(dplyr, warn.conflicts = FALSE)", f'> Sys.setlocale("LC_TIME", "{loc}")', f'[1] "{loc}"',
                 '> file.mtime("cardRulings.parquet")', f'[1] "{self.stamp(page, mt, "space")} UTC"',
                 f'> rulings <- arrow::read_parquet("cardRulings.parquet") |> filter({col} == {q})',
                 f'> rulings |> arrange(date) |> transmute({label} = format(date, "{fmt}"), text) |> print(width = Inf)'] + tib
        lines += ["> Sys.time()", f'[1] "{self.stamp(page, now, "space")} UTC"', "> "]
        self.file(page, "\n".join(lines), "R is free software and comes with ABSOLUTELY NO WARRANTY.", f'> Sys.setlocale("LC_TIME", "{loc}")',
                  "Type 'license()' or 'licence()' for distribution details.", "> library(dplyr, warn.conflicts = FALSE)")

    def layout_jq(self, page, card):
        """A terminal over an MTGJSON set file: ``stat``'s modification time, ``jq .meta`` (the build's date and version),
        then the card picked with ``jq`` (pretty, its rulings as objects), ``jq -r`` (a date TAB text line per ruling) or
        ``yq -y`` (the same as YAML, as PyYAML writes it)."""
        r = self.rng
        style = self.variant(page, "jq", ["jq", "jq-raw", "yq"])
        name = self.title(page, card, 0.0, "whole")
        items = self.items(page, card, f"jq over MTGJSON ({style})", ["en:iso"])
        build, mt = self.ago_t(3, 40), self.ago_t(0, 2)
        f = f"{card.set_code}.json"
        meta = {"date": self.stamp(page, build, "date"), "version": f"5.2.2+{build:%Y%m%d}"}
        lines = [f"$ stat -c '%y' {f}", f"{self.stamp(page, mt, 'space')}.{mt.microsecond:06d}000 +0000", f"$ jq .meta {f}", json.dumps(meta, indent=2)]
        sel = f'first(.data.cards[] | select(.name == "{card.name}"))'
        fr = self.printed_rows(page, card, 0.7)
        obj = {"name": card.name, "faceName": card.faces[0]["name"] if card.faces else None, "number": card.number}
        pick = "{name, faceName, number, rulings}"
        if fr:
            face, pname, text, typ = fr[1][0]
            obj["foreignData"] = [{"faceName": face, "language": LANG_NAME[fr[0]], "name": pname, "text": text, "type": typ}]
            pick = f'{{name, faceName, number, foreignData: [.foreignData[] | select(.language == "{LANG_NAME[fr[0]]}")], rulings}}'
        obj["rulings"] = [{"date": str(it.shown), "text": str(it.text)} for it in items]
        if style == "jq":
            lines += [f"$ jq '{sel} | {pick}' {f}", json.dumps(obj, indent=2, ensure_ascii=False)]
        elif style == "jq-raw":
            extra = [f"$ jq -r '{sel} | .foreignData[] | select(.language == \"{LANG_NAME[fr[0]]}\") | .faceName // .name, .text' {f}",
                     fr[1][0][0] or fr[1][0][1], fr[1][0][2]] if fr else []
            lines += [f"$ jq -r '{sel} | .name, (.rulings[] | \"\\(.date)\\t\\(.text)\")' {f}", card.name] + [f"{it.shown}\t{it.text}" for it in items] + extra
        else:
            lines += [f"$ yq -y '{sel} | {pick}' {f}",
                      yaml.dump(obj, allow_unicode=True, default_flow_style=False, sort_keys=False).rstrip("\n")]
        self.file(page, "\n".join(lines), f"$ jq .meta {f}", f"$ stat -c '%y' {f}")

    #: the CSV Excel saves in each locale: separator, date form, the fetched stamp's form
    XL_CSV = {"de": (";", "de:num", "%d.%m.%Y %H:%M"), "fr": (";", "fr:num", "%d/%m/%Y %H:%M"), "es": (";", "es:num", "%d/%m/%Y %H:%M"),
              "it": (";", "it:num", "%d/%m/%Y %H:%M"), "pt": (";", "pt:num", "%d/%m/%Y %H:%M"), "pl": (";", "pl:num", "%d.%m.%Y %H:%M")}

    def layout_csv(self, page, card):
        """The rulings as a table in a terminal: ``csvlook rulings.csv`` (csvkit's Markdown-like table) or ``column -t -s
        $'\\t'`` over a TSV, after ``ls -l``; or, in another locale, ``cat`` of the CSV Excel saved ("CSV UTF-8": a BOM,
        semicolons, the locale's days, fields quoted with their quotes doubled, CRLF)."""
        r = self.rng
        name = self.title(page, card, 0.7 if self.lang != "en" else 0.0, self.which())
        fetched = self.ago_t(1, 15)
        user = self.shell_user()
        if self.lang != "en":
            sep, form, tfmt = self.XL_CSV[self.lang]
            items = self.items(page, card, f"an Excel CSV ({self.lang})", [form])
            W = SHEET_W[self.lang]
            fs = self.shown(page, fetched.date(), fetched.strftime(tfmt))
            q = lambda s: f'"{s.replace(chr(34), chr(34) * 2)}"' if any(ch in s for ch in f'{sep}"\n') else s  # noqa: E731
            rows_ = [[W["card"], self.Cw["date"], self.Cw["ruling"], W["fetched"]]] + [[str(name), str(it.shown), str(it.text), fs] for it in items]
            fname = f"{W['sheet']}.csv"
            mt = self.ago_t(0, 0)
            body = "\r\n".join(sep.join(q(v) for v in row) for row in rows_) + "\r\n"
            lines = f"$ ls -l --time-style=long-iso '{fname}'\n-rw-r--r-- 1 {user} {user} {len(body.encode()) + 3} {self.stamp(page, mt, 'ls')} {fname}\n$ cat '{fname}'\n"
            self.file(page, lines + "\ufeff" + body, *rows_[0])
            return
        style = self.variant(page, "csv", ["csvlook", "column"])
        items = self.items(page, card, f"{style} (en)", ["en:iso"])
        fs = self.stamp(page, fetched, "space")
        heads = ["name", "date", "text", "fetched_at"]
        recs = [[str(name), str(it.shown), str(it.text), fs] for it in items]
        mt = self.ago_t(0, 0)
        fname = "rulings.csv" if style == "csvlook" else "rulings.tsv"
        lines = [f"$ ls -l --time-style=long-iso {fname}", f"-rw-r--r-- 1 {user} {user} {r.randint(400, 3000)} {self.stamp(page, mt, 'ls')} {fname}"]
        w = [max(len(h), *[len(x[k]) for x in recs]) for k, h in enumerate(heads)]
        if style == "csvlook":
            lines.append(f"$ csvlook {fname}")
            lines += ["| " + " | ".join(h.ljust(x) for h, x in zip(heads, w, strict=True)) + " |",
                      "| " + " | ".join("-" * x for x in w) + " |"]
            lines += ["| " + " | ".join(v.ljust(x) for v, x in zip(rec, w, strict=True)) + " |" for rec in recs]
        else:
            lines.append(f"$ column -t -s $'\\t' {fname}")
            lines += ["  ".join(v.ljust(x) for v, x in zip(row, w, strict=True)).rstrip() for row in [heads] + recs]
        self.file(page, "\n".join(lines), f"$ {style}")

    def layout_fixture(self, page, card):
        """A test fixture or data file: ``manage.py dumpdata --format yaml`` (PyYAML: dates bare, long strings folded,
        quotes where YAML needs them), a Rails fixture (``>-`` folded block scalars, ERB), or a TOML data file (a ``[card]``
        table, ``[[rulings]]`` with local dates, basic strings)."""
        r = self.rng
        style = self.variant(page, "fixture", ["django", "rails", "toml"])
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]) if style != "toml" else "whole")
        items = self.items(page, card, f"a fixture ({style})", ["en:iso"])
        made, upd = self.ago_t(1, 20), self.ago_t(21, 120)
        pk = r.randint(100, 9000)
        if style == "django":
            objs = [{"model": "cards.card", "pk": pk, "fields": {"name" if str(name) == card.name else "face_name": str(name), "set_code": card.set_code,
                                                               "number": card.number, "updated_at": upd.replace(tzinfo=dt.timezone.utc)}}]
            objs += [{"model": "cards.ruling", "pk": pk * 10 + k, "fields": {"card": pk, "date": it.day, "text": str(it.text), "source": "wotc"}}
                     for k, it in enumerate(items, 1)]
            text = yaml.dump(objs, allow_unicode=True, default_flow_style=False, sort_keys=False)
            self.shown(page, upd.date(), upd.replace(tzinfo=dt.timezone.utc).isoformat(" "))
            head = f"$ python manage.py dumpdata cards.card cards.ruling --pks {pk} --format yaml --indent 2\n"
            mt = self.ago_t(0, 0)
            self.file(page, f"$ date -u\n{self.shown(page, mt.date(), mt.strftime('%a %b %d %H:%M:%S UTC %Y'))}\n" + head + text,
                      "model: cards.ruling", "model: cards.card", "fields:")
            return
        if style == "rails":
            key = re.sub(r"[^a-z0-9]+", "_", slug(card.name)).strip("_") or "card"
            lines = ["# Read about fixtures at https://api.rubyonrails.org/classes/ActiveRecord/FixtureSet.html",
                     f"# Rulings of {name} ({card.set_code} #{card.number}), from MTGJSON 5.2.2, refreshed {self.stamp(page, made, 'date')}", ""]
            for k, it in enumerate(items, 1):
                lines += [f"{key}_{k}:", f"  card: {key}", f"  ruling_date: {it.shown}", "  text: >-"] + textwrap.wrap(str(it.text), 76, initial_indent="    ",
                                                                                                                    subsequent_indent="    ", break_long_words=False,
                                                                                                                    break_on_hyphens=False)
                lines += [f"  created_at: {self.stamp(page, upd, 'space')}" if k == 1 else f"  created_at: {self.fmt_t(upd, 'space')}", "  updated_at: <%= Time.zone.now %>", ""]
            self.file(page, "\n".join(lines), "# Read about fixtures at https://api.rubyonrails.org/classes/ActiveRecord/FixtureSet.html",
                      "updated_at: <%= Time.zone.now %>")
            return
        toml_s = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'  # noqa: E731
        lines = [f"# rulings of one card, written by scripts/export_rulings.py on {self.stamp(page, made, 'iso')}", "", "[card]",
                 f"uuid = {toml_s(self.uuid())}", f"name = {toml_s(str(name))}", f"set = {toml_s(card.set_code)}", f"number = {toml_s(card.number)}",
                 f"updated = {self.stamp(page, upd.replace(microsecond=0), 'iso')}"]
        fr = self.printed_rows(page, card, 0.6)
        if fr:
            lines += ["", "[card.printed]", f"language = {toml_s(LANG_NAME[fr[0]])}", f"name = {toml_s(fr[1][0][1])}"]
            if fr[1][0][0]:
                lines.append(f"face_name = {toml_s(fr[1][0][0])}")
            lines.append(f"text = '''\n{fr[1][0][2]}'''" if "'''" not in (fr[1][0][2] or "") else f"text = {toml_s(fr[1][0][2] or '')}")
        for it in items:
            lines += ["", "[[rulings]]", f"date = {it.shown}", f"text = {toml_s(str(it.text))}"]
        self.file(page, "\n".join(lines), "[[rulings]]", "[card]")

    def layout_protobuf(self, page, card):
        """A protobuf text-format message (``# proto-file:``/``# proto-message:`` headers, ``card { … }``, a ``rulings`` message
        per ruling whose ``date`` is a ``google.type.Date`` (year, month, day fields), ``fetched_at`` a
        ``google.protobuf.Timestamp``; strings C-escaped, every byte past ASCII as an octal escape, as ``protoc --decode``
        writes them)."""
        r = self.rng
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, "protobuf google.type.Date", ["en:pbdate"])
        fr = self.printed_rows(page, card, 0.6)
        made, fetched = self._now, self.ago_t(1, 15)
        lines = ["# proto-file: mtg/rulings/v1/rulings.proto", "# proto-message: mtg.rulings.v1.CardRulings",
                 f"# $ protoc --decode=mtg.rulings.v1.CardRulings mtg/rulings/v1/rulings.proto < {card.set_code.lower()}-{slug(card.number)}.binpb",
                 f"# decoded {self.stamp(page, made, 'iso')}", "", "card {", f'  uuid: "{self.uuid()}"',
                 f'  {"name" if str(name) == card.name else "face_name"}: "{c_escape(str(name))}"', f'  set_code: "{c_escape(card.set_code)}"',
                 f'  number: "{c_escape(card.number)}"', f"  layout: LAYOUT_{card.layout.upper()}"]
        if fr:
            for face, pname, text, _ in fr[1][:1]:
                lines += ["  printed {", f'    language: "{fr[0]}"', f'    name: "{c_escape(face or pname)}"', f'    text: "{c_escape(text or "")}"', "  }"]
        lines.append("}")
        for it in items:
            d = it.day
            lines += ["rulings {", "  date {", f"    year: {d.year}", f"    month: {d.month}", f"    day: {d.day}", "  }", f'  text: "{c_escape(str(it.text))}"',
                      "  source: SOURCE_WOTC", "}"]
        secs = epoch_ms(fetched) // 1000
        self.shown(page, fetched.date(), f"seconds: {secs}")
        lines += ["fetched_at {", f"  seconds: {secs}", f"  nanos: {fetched.microsecond * 1000}", "}"]
        self.file(page, "\n".join(lines), "# proto-message: mtg.rulings.v1.CardRulings", "source: SOURCE_WOTC", "fetched_at {")

    # ---- office files ----
    def layout_spreadsheetml(self, page, card):
        """An Excel 2003 XML Spreadsheet (``<?mso-application progid="Excel.Sheet"?>``, DocumentProperties with Created and
        LastSaved, a Short Date style): a row per ruling, its day a ``ss:Type="DateTime"`` cell (``2019-10-04T00:00:00.000``)
        or, as a script wrote it, a Number cell with the day's serial under the date style; headers in the workbook's
        language."""
        r = self.rng
        style = self.variant(page, "xml2003", ["datetime", "serial"])
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"SpreadsheetML ({style})", ["en:xls" if style == "datetime" else "en:serial"])
        W = SHEET_W.get(self.lang, SHEET_W["en"])
        who = r.choice(PEOPLE)
        created, saved = self.ago_t(20, 200), self.ago_t(0, 10)
        cell_s = lambda v, st="": f'    <Cell{st}><Data ss:Type="String">{xe(v)}</Data></Cell>'  # noqa: E731
        dtype = "DateTime" if style == "datetime" else "Number"
        rows_x = ["   <Row ss:StyleID=\"s63\">", cell_s(W["card"]), cell_s(self.Cw["date"]), cell_s(self.Cw["ruling"]), "   </Row>"]
        for it in items:
            rows_x += ["   <Row ss:AutoFitHeight=\"0\">", cell_s(str(name)), f'    <Cell ss:StyleID="s62"><Data ss:Type="{dtype}">{it.shown}</Data></Cell>',
                       cell_s(str(it.text), ' ss:StyleID="s64"'), "   </Row>"]
        out = ['<?xml version="1.0"?>', '<?mso-application progid="Excel.Sheet"?>',
               '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"', ' xmlns:o="urn:schemas-microsoft-com:office:office"',
               ' xmlns:x="urn:schemas-microsoft-com:office:excel"', ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"',
               ' xmlns:html="http://www.w3.org/TR/REC-html40">', ' <DocumentProperties xmlns="urn:schemas-microsoft-com:office:office">',
               f"  <Author>{xe(who)}</Author>", f"  <LastAuthor>{xe(who)}</LastAuthor>", f"  <Created>{self.stamp(page, created.replace(microsecond=0), 'iso')}</Created>",
               f"  <LastSaved>{self.stamp(page, saved.replace(microsecond=0), 'iso')}</LastSaved>", "  <Version>16.00</Version>", " </DocumentProperties>",
               ' <OfficeDocumentSettings xmlns="urn:schemas-microsoft-com:office:office">', "  <AllowPNG/>", " </OfficeDocumentSettings>",
               ' <ExcelWorkbook xmlns="urn:schemas-microsoft-com:office:excel">', "  <WindowHeight>12300</WindowHeight>", "  <WindowWidth>28800</WindowWidth>",
               "  <ProtectStructure>False</ProtectStructure>", "  <ProtectWindows>False</ProtectWindows>", " </ExcelWorkbook>", " <Styles>",
               '  <Style ss:ID="Default" ss:Name="Normal">', '   <Alignment ss:Vertical="Bottom"/>', "   <Borders/>",
               '   <Font ss:FontName="Calibri" x:Family="Swiss" ss:Size="11" ss:Color="#000000"/>', "   <Interior/>", "   <NumberFormat/>", "   <Protection/>",
               "  </Style>", '  <Style ss:ID="s62">', '   <NumberFormat ss:Format="Short Date"/>', "  </Style>", '  <Style ss:ID="s63">',
               '   <Font ss:FontName="Calibri" x:Family="Swiss" ss:Size="11" ss:Color="#000000" ss:Bold="1"/>', "  </Style>", '  <Style ss:ID="s64">',
               '   <Alignment ss:Vertical="Top" ss:WrapText="1"/>', "  </Style>", " </Styles>", f' <Worksheet ss:Name="{xa(W["sheet"])}">',
               f'  <Table ss:ExpandedColumnCount="3" ss:ExpandedRowCount="{len(items) + 1}" x:FullColumns="1"', '   x:FullRows="1" ss:DefaultRowHeight="15">',
               '   <Column ss:Width="180"/>', '   <Column ss:Width="72"/>', '   <Column ss:Width="540"/>'] + rows_x
        out += ["  </Table>", '  <WorksheetOptions xmlns="urn:schemas-microsoft-com:office:excel">', "   <PageSetup>", '    <Header x:Margin="0.3"/>',
                '    <Footer x:Margin="0.3"/>', "   </PageSetup>", "   <Selected/>", "   <ProtectObjects>False</ProtectObjects>",
                "   <ProtectScenarios>False</ProtectScenarios>", "  </WorksheetOptions>", " </Worksheet>", "</Workbook>"]
        self.file(page, "\n".join(out), W["card"], W["sheet"], '<?mso-application progid="Excel.Sheet"?>')

    #: LibreOffice's locale (LCID), a short date format code (in its own keywords) and the day form it shows
    CALC = {"en": (1033, "MM/DD/YY", "en:mdy2"), "de": (1031, "TT.MM.JJ", "de:num2"), "fr": (1036, "JJ/MM/AAAA", "fr:num"),
            "es": (3082, "DD/MM/AA", "es:num2"), "it": (1040, "GG/MM/AA", "it:num2"), "pt": (1046, "DD/MM/AAAA", "pt:num"),
            "ja": (1041, "YYYY/MM/DD", "ja:slash"), "ru": (1049, "DD.MM.YYYY", "ru:num"), "pl": (1045, "DD.MM.YYYY", "pl:num")}

    def layout_fods(self, page, card):
        """A LibreOffice Calc sheet of the rulings: the flat ``.fods`` (office:meta with creation-date, dc:date and the
        generator, ``table:table-cell office:value-type="date" office:date-value="2019-10-04"`` with the locale's display in
        ``text:p``), or Calc's "HTML Document" export (``sdval`` serials, ``sdnum="1031;1031;TT.MM.JJ"``, the meta created
        and changed)."""
        r = self.rng
        lcid, code, form = self.CALC[self.lang]
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"LibreOffice Calc ({self.lang})", [form])
        W = SHEET_W.get(self.lang, SHEET_W["en"])
        who = r.choice(PEOPLE)
        created, changed = self.ago_t(20, 200), self.ago_t(0, 10)
        lo = r.choice(["24.2.1.2", "24.8.4.2", "25.2.1.2", "7.6.4.1"])
        heads = [W["card"], self.Cw["date"], self.Cw["ruling"]]
        hgt = 'height="17" '
        if self.html:
            cs = self.stamp(page, created, "isons")
            ch = self.stamp(page, changed, "isons")
            out = ['<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">', "", "<html>", "<head>", "\t", '\t<meta http-equiv="content-type" content="text/html; charset=utf-8"/>',
                   "\t<title></title>", f'\t<meta name="generator" content="LibreOffice {lo} (Linux)"/>', f'\t<meta name="author" content="{xa(who)}"/>',
                   f'\t<meta name="created" content="{cs}"/>', f'\t<meta name="changedby" content="{xa(who)}"/>', f'\t<meta name="changed" content="{ch}"/>',
                   '\t<style type="text/css">', '\t\tbody,div,table,thead,tbody,tfoot,tr,th,td,p { font-family:"Liberation Sans"; font-size:x-small }',
                   "\t\ta.comment-indicator:hover + comment { background:#ffd; position:absolute; display:block; border:1px solid black; padding:0.5em;  } ",
                   "\t\ta.comment-indicator { background:red; display:inline-block; border:1px solid black; width:0.5em; height:0.5em;  } ",
                   "\t\tcomment { display:none;  } ", "\t</style>", "\t", "</head>", "", "<body>", '<table cellspacing="0" border="0">', '\t<colgroup width="180"></colgroup>',
                   '\t<colgroup width="85"></colgroup>', '\t<colgroup width="640"></colgroup>', "\t<tr>"] + \
                [f'\t\t<td {hgt if k == 0 else ""}align="left"><b>{xe(h)}</b></td>' for k, h in enumerate(heads)] + ["\t</tr>"]
            for it in items:
                out += ["\t<tr>", f'\t\t<td height="17" align="left">{xe(str(name))}</td>',
                        f'\t\t<td align="right" sdval="{excel_serial(it.day)}" sdnum="{lcid};{lcid};{code}">{xe(str(it.shown))}</td>',
                        f'\t\t<td align="left">{xe(str(it.text))}</td>', "\t</tr>"]
            out += ["</table>", "<!-- ************************************************************************** -->", "</body>", "", "</html>"]
            self.file(page, "\n".join(out), *heads)
            return
        cs, ch = self.stamp(page, created, "isons"), self.stamp(page, changed, "isons")
        ns = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
              'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
              'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" '
              'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"')
        cell = lambda v: [' <table:table-cell office:value-type="string" calcext:value-type="string">', f"  <text:p>{xe(v)}</text:p>", " </table:table-cell>"]  # noqa: E731
        out = ['<?xml version="1.0" encoding="UTF-8"?>', "", f'<office:document {ns} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">',
               f" <office:meta><meta:creation-date>{cs}</meta:creation-date><dc:date>{ch}</dc:date><meta:editing-duration>PT{r.randint(1, 59)}M{r.randint(1, 59)}S</meta:editing-duration>"
               f"<meta:editing-cycles>{r.randint(2, 9)}</meta:editing-cycles><meta:generator>LibreOffice/{lo}$Linux_X86_64 LibreOffice_project/{hex_digits(r, 40)}</meta:generator>"
               f'<meta:initial-creator>{xe(who)}</meta:initial-creator><dc:creator>{xe(who)}</dc:creator><meta:document-statistic meta:table-count="1" '
               f'meta:cell-count="{3 * (len(items) + 1)}" meta:object-count="0"/></office:meta>', " <office:automatic-styles>",
               '  <number:date-style style:name="N37" number:automatic-order="true">', '   <number:day number:style="long"/>', "   <number:text>.</number:text>",
               '   <number:month number:style="long"/>', "   <number:text>.</number:text>", "   <number:year/>", "  </number:date-style>",
               '  <style:style style:name="ce1" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N37"/>',
               " </office:automatic-styles>", " <office:body>", "  <office:spreadsheet>", f'   <table:table table:name="{xa(W["sheet"])}" table:style-name="ta1">',
               '    <table:table-column table:style-name="co1" table:number-columns-repeated="3" table:default-cell-style-name="Default"/>',
               '    <table:table-row table:style-name="ro1">']
        out += ["   " + x for h in heads for x in cell(h)] + ["    </table:table-row>"]
        for it in items:
            out += ['    <table:table-row table:style-name="ro1">'] + ["   " + x for x in cell(str(name))]
            out += [f'    <table:table-cell table:style-name="ce1" office:value-type="date" office:date-value="{it.day.isoformat()}" calcext:value-type="date">',
                    f"     <text:p>{xe(str(it.shown))}</text:p>", "    </table:table-cell>"] + ["   " + x for x in cell(str(it.text))] + ["    </table:table-row>"]
        out += ["   </table:table>", "  </office:spreadsheet>", " </office:body>", "</office:document>"]
        self.file(page, "\n".join(out), *heads)

    def layout_parquet(self, page, card):
        """A Parquet file of the rulings read in a terminal: the Java ``parquet-tools meta`` (creator, the schema with
        ``L:DATE``, row group stats) and ``cat`` (``date = 18173``: days since 1970, timestamps in microseconds), or the
        Python ``parquet-tools inspect`` (created_by, num_rows, columns) and ``show`` (a psql-style grid)."""
        r = self.rng
        style = self.variant(page, "parquet", ["java", "python"])
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, f"parquet-tools ({style})", ["en:epochday" if style == "java" else "en:iso"])
        fetched = self.ago_t(1, 20)
        f = f"rulings-{card.set_code.lower()}.parquet"
        col = "name" if str(name) == card.name else "face_name"
        user = self.shell_user()
        mt = self.ago_t(0, 1)
        lines = [f"$ ls -l --time-style=long-iso {f}", f"-rw-r--r-- 1 {user} {user} {r.randint(2000, 9000)} {self.stamp(page, mt, 'ls')} {f}"]
        if style == "java":
            fus = self.stamp(page, fetched, "us")
            lines += [f"$ parquet-tools meta {f}", f"file:        file:/home/{user}/data/{f}",
                      "creator:     parquet-mr version 1.12.3 (build f8dced182c4c1fbdec6ccb3185537b5a01e6ed6b)", "extra:       org.apache.spark.version = 3.5.1", "",
                      "file schema: spark_schema", "-" * 80, f"{col + ':':<13}OPTIONAL BINARY L:STRING R:0 D:1", "date:        OPTIONAL INT32 L:DATE R:0 D:1",
                      "text:        OPTIONAL BINARY L:STRING R:0 D:1", "fetched_at:  OPTIONAL INT64 L:TIMESTAMP(MICROS,true) R:0 D:1", "",
                      f"row group 1: RC:{len(items)} TS:{r.randint(600, 4000)} OFFSET:4", "-" * 80,
                      f"{col + ':':<13}BINARY SNAPPY DO:0 FPO:4 SZ:{r.randint(60, 200)}/{r.randint(60, 200)}/1.00 VC:{len(items)} ENC:PLAIN,BIT_PACKED,RLE",
                      f"$ parquet-tools cat {f}"]
            for it in items:
                lines += [f"{col} = {name}", f"date = {it.shown}", f"text = {it.text}", f"fetched_at = {fus}", ""]
            self.file(page, "\n".join(lines), "file schema: spark_schema", "date:        OPTIONAL INT32 L:DATE R:0 D:1", f"$ parquet-tools cat {f}")
            return
        fs = self.stamp(page, fetched.replace(microsecond=0), "space") + "+00:00"
        heads = [col, "date", "text", "fetched_at"]
        recs = [[str(name), str(it.shown), str(it.text), fs] for it in items]
        w = [max(len(h), *[len(x[k]) for x in recs]) for k, h in enumerate(heads)]
        border = "+" + "+".join("-" * (x + 2) for x in w) + "+"
        lines += [f"$ parquet-tools inspect {f}", "", "############ file meta data ############", "created_by: parquet-cpp-arrow version 15.0.2",
                  "num_columns: 4", f"num_rows: {len(items)}", "num_row_groups: 1", "format_version: 2.6", f"serialized_size: {r.randint(900, 3000)}", "", "",
                  "############ Columns ############"] + heads + ["", f"$ parquet-tools show {f}", border,
                  "| " + " | ".join(h.ljust(x) for h, x in zip(heads, w, strict=True)) + " |", "|" + "+".join("-" * (x + 2) for x in w) + "|"]
        lines += ["| " + " | ".join(v.ljust(x) for v, x in zip(rec, w, strict=True)) + " |" for rec in recs] + [border]
        self.file(page, "\n".join(lines), "############ file meta data ############", "created_by: parquet-cpp-arrow version 15.0.2", f"$ parquet-tools show {f}")

    # ---- version control, tests, logs ----
    def layout_git(self, page, card):
        """``git log -p`` of a card's rulings file in a data repository: the newest commit (a sync that adds the newest
        ruling and bumps ``updated``), then the commit that created the file with the older rulings, each with its Author
        and ``Date:   Thu Mar 12 10:15:30 2026 +0100`` and its unified diff; or cgit's commit page for the newest (commit
        info with author and committer dates, diffstat, the diff in ``div.add``/``div.del``/``div.ctx``)."""
        import difflib

        r = self.rng
        name = self.title(page, card, 0.0, "whole")
        items = self.items(page, card, "git log -p of a JSON file", ["en:iso"])
        cu = self.uuid()
        path = f"data/rulings/{card.set_code.lower()}/{slug(card.number)}.json"
        t_new, t_old = self.ago_t(1, 20), self.ago_t(40, 300)
        u_new, u_old = self.off(t_new.date() - dt.timedelta(days=1)), self.off(t_old.date() - dt.timedelta(days=1))
        doc = lambda its, upd: json.dumps({"uuid": cu, "name": card.name, "set": card.set_code, "updated": upd,  # noqa: E731
                                           "rulings": [{"date": str(it.shown), "text": str(it.text)} for it in its]}, indent=2, ensure_ascii=False).split("\n")
        new = doc(items, self.shown(page, u_new, u_new.isoformat()))
        old = doc(items[:-1], self.shown(page, u_old, u_old.isoformat()))
        who, who2 = r.sample(PEOPLE, 2)
        mail = lambda p: f"{slug(p).split('-')[0]}@example.org"  # noqa: E731
        tz = r.choice(["+0100", "+0000", "-0500", "+0900"])
        h1, h2, b1, b2 = hex_digits(r, 40), hex_digits(r, 40), hex_digits(r, 7), hex_digits(r, 7)
        build = self.off(t_new.date() - dt.timedelta(days=r.randint(1, 3)))
        msg = f"Sync rulings from MTGJSON 5.2.2+{build:%Y%m%d}"
        hunk = list(difflib.unified_diff(old, new, lineterm="", n=len(new) if self.html else 3))[2:]
        if self.html:
            esc = lambda s: html.escape(s, quote=False)  # noqa: E731
            stamp = self.stamp(page, t_new.replace(microsecond=0), "space") + f" {tz}"
            body = []
            for ln in hunk:
                kind = "hunk" if ln.startswith("@@") else "add" if ln.startswith("+") else "del" if ln.startswith("-") else "ctx"
                body.append(f"<div class='{kind}'>{esc(ln)}</div>")
            adds, dels = sum(1 for x in hunk if x.startswith("+")), sum(1 for x in hunk if x.startswith("-"))
            gen = self.stamp(page, self._now.replace(microsecond=0), "space")
            out = ["<!DOCTYPE html>", "<html lang='en'>", "<head>", "<title>rulings-data - MTG rulings as JSON, one file per card</title>",
                   "<meta name='generator' content='cgit v1.2.3-54-g286a905'/>", "<meta name='robots' content='index, nofollow'/>",
                   "<link rel='stylesheet' type='text/css' href='/cgit.css'/>", "</head>", "<body>", "<div id='cgit'><table id='header'>",
                   "<tr><td class='logo' rowspan='2'><a href='/'><img src='/cgit.png' alt='cgit logo'/></a></td>",
                   "<td class='main'><a href='/'>index</a> : <a href='/rulings-data/'>rulings-data</a></td></tr>",
                   "<tr><td class='sub'>MTG rulings as JSON, one file per card</td></tr></table>",
                   "<table class='tabs'><tr><td><a href='/rulings-data/'>summary</a><a href='/rulings-data/refs/'>refs</a><a href='/rulings-data/log/'>log</a>"
                   "<a href='/rulings-data/tree/'>tree</a><a class='active' href='/rulings-data/commit/'>commit</a><a href='/rulings-data/diff/'>diff</a></td></tr></table>",
                   "<div class='content'><table summary='commit info' class='commit-info'>",
                   f"<tr><th>author</th><td>{esc(who)} &lt;{mail(who)}&gt;</td><td class='right'>{stamp}</td></tr>",
                   f"<tr><th>committer</th><td>{esc(who)} &lt;{mail(who)}&gt;</td><td class='right'>{stamp}</td></tr>",
                   f"<tr><th>commit</th><td colspan='2' class='sha1'><a href='/rulings-data/commit/?id={h1}&amp;context=40'>{h1}</a> (<a href='/rulings-data/patch/?id={h1}'>patch</a>)</td></tr>",
                   f"<tr><th>parent</th><td colspan='2' class='sha1'><a href='/rulings-data/commit/?id={h2}'>{h2}</a></td></tr>", "</table>",
                   f"<div class='commit-subject'>{esc(msg)}</div>", "<div class='commit-msg'></div>",
                   "<div class='diffstat-header'><a href='/rulings-data/diff/'>Diffstat</a></div>", "<table summary='diffstat' class='diffstat'>",
                   f"<tr><td class='mode'>-rw-r--r--</td><td class='upd'><a href='/rulings-data/diff/{path}?id={h1}'>{path}</a></td><td class='right'>{adds + dels}</td></tr>",
                   "</table>", f"<div class='diffstat-summary'>1 files changed, {adds} insertions, {dels} deletions</div>",
                   "<table summary='diff' class='diff'><tr><td>", f"<div class='head'>diff --git a/{path} b/{path}<br/>index {b1}..{b2} 100644<br/>"
                   f"--- a/{path}<br/>+++ b/{path}</div>" + "".join(body), "</td></tr></table>", "</div> <!-- class=content -->",
                   f"<div class='footer'>generated by <a href='https://git.zx2c4.com/cgit/about/'>cgit v1.2.3-54-g286a905</a> (<a href='https://git-scm.com/'>git 2.43.0</a>) at {gen} +0000</div>",
                   "</div> <!-- id=cgit -->", "</body>", "</html>"]
            self.file(page, "\n".join(out), "commit-subject", "Diffstat", "summary", "committer", "author")
            return
        d_new = self.stamp(page, t_new, "git") + f" {tz}"
        d_old = self.stamp(page, t_old, "git") + f" {tz}"
        created = old
        lines = [f"$ git log -p -- {path}", f"commit {h1}", f"Author: {who} <{mail(who)}>", f"Date:   {d_new}", "", f"    {msg}", "",
                 f"diff --git a/{path} b/{path}", f"index {b1}..{b2} 100644", f"--- a/{path}", f"+++ b/{path}"] + hunk
        lines += ["", f"commit {h2}", f"Author: {who2} <{mail(who2)}>", f"Date:   {d_old}", "", f"    Add rulings for {card.set_code} #{card.number}", "",
                  f"diff --git a/{path} b/{path}", "new file mode 100644", f"index 0000000..{b1}", "--- /dev/null", f"+++ b/{path}",
                  f"@@ -0,0 +1,{len(created)} @@"] + ["+" + x for x in created]
        self.file(page, "\n".join(lines), "new file mode 100644", "--- /dev/null", f"$ git log -p -- {path}", msg)

    @staticmethod
    def pytest_sep(ch: str, title: str = "", width: int = 80) -> str:
        """A pytest separator line (the title centred between runs of ``ch``)."""
        if not title:
            return ch * width
        n = max((width - len(title) - 2) // (2 * len(ch)), 1)
        line = f"{ch * n} {title} {ch * n}"
        return line + ch if len(line) + 1 <= width else line

    @staticmethod
    def pformat(rulings: list[dict], width: int = 80) -> list[str]:
        """A list of rulings as pytest's pretty printer lays it out (a key a line, long strings split at spaces into
        adjacent literals, each no wider than the line allows)."""
        out = ["["]
        for d in rulings:
            out.append("    {")
            for k, v in d.items():
                lead = f"        {k!r}: "
                rep = repr(v)
                if len(lead) + len(rep) + 1 <= width:
                    out.append(f"{lead}{rep},")
                    continue
                parts = re.findall(r"\S*\s*", v)
                chunks, cur = [], ""
                for p in parts:
                    if cur and len(repr(cur + p)) > width - len(lead) - 1:
                        chunks.append(repr(cur))
                        cur = p
                    else:
                        cur += p
                if cur:
                    chunks.append(repr(cur))
                out.append(lead + chunks[0])
                out += [" " * len(lead) + x for x in chunks[1:]]
                out[-1] += ","
            out.append("    },")
        return out + ["]"]

    def layout_pytest(self, page, card):
        """A failing ``pytest -vv`` run of a rulings client's tests: the session header, the test lines with their
        percentages, the failure (the test's source, ``>       assert fetched == card.rulings``, ``E       AssertionError: …``,
        "Right contains one more item", the full diff of the pretty-printed lists, with pprint's split string literals),
        the captured log with its timestamps, the short summary and the timing line."""
        import difflib

        r = self.rng
        name = self.title(page, card, 0.0, "whole")
        items = self.items(page, card, "pytest's assertion diff", ["en:iso"])
        exp = [{"date": str(it.shown), "text": str(it.text)} for it in items]
        got = exp[:-1]
        pv = r.choice(PYTHONS)[0]
        tid = f"{card.set_code}-{card.number}"
        test = f"test_rulings_match_mtgjson[{tid}]"
        user = self.shell_user()
        t0 = self._now
        rec = self.ago_t(5, 60)
        diff = [x.rstrip() for x in difflib.ndiff(self.pformat(exp), self.pformat(got))]
        line = lambda s, pct: s + " " * max(1, 80 - len(s) - len(pct)) + pct  # noqa: E731
        lines = ["$ pytest -vv tests/test_rulings.py", self.pytest_sep("=", "test session starts"),
                 f"platform linux -- Python {pv}, pytest-8.1.1, pluggy-1.4.0 -- /home/{user}/rulings-client/.venv/bin/python", "cachedir: .pytest_cache",
                 f"rootdir: /home/{user}/rulings-client", "configfile: pyproject.toml", "plugins: recording-0.13.1", "collecting ... collected 3 items", "",
                 line("tests/test_rulings.py::test_card_lookup PASSED", "[ 33%]"), line(f"tests/test_rulings.py::{test} FAILED", "[ 66%]"),
                 line("tests/test_rulings.py::test_rulings_are_sorted PASSED", "[100%]"), "", self.pytest_sep("=", "FAILURES"),
                 self.pytest_sep("_", test), "", f"card = Card(uuid='{self.uuid()}', name={card.name!r}, set_code={card.set_code!r})", "",
                 "    @pytest.mark.vcr", '    @pytest.mark.parametrize("card", FIXTURE_CARDS, ids=card_id)', "    def test_rulings_match_mtgjson(card):",
                 "        fetched = client.rulings(card.uuid)", ">       assert fetched == card.rulings",
                 f"E       AssertionError: assert {got!r} == {exp!r}", "E         ", f"E         Right contains one more item: {exp[-1]!r}", "E         ",
                 "E         Full diff:"] + [f"E         {x}".rstrip() for x in diff]
        lines += ["", "tests/test_rulings.py:31: AssertionError", self.pytest_sep("-", "Captured log call"),
                  f"{self.stamp(page, t0, 'space')} [    INFO] rulings.client: GET /v2/cards/{tid.lower()}/rulings (cassette recorded {self.stamp(page, rec, 'iso')})",
                  f"{self.fmt_t(self.soon(t0), 'space')} [   DEBUG] rulings.client: 200 OK, {len(got)} rulings", self.pytest_sep("=", "short test summary info"),
                  f"FAILED tests/test_rulings.py::{test} - AssertionError: assert [{{'date': ...", self.pytest_sep("=", f"1 failed, 2 passed in {r.uniform(0.2, 2):.2f}s")]
        self.file(page, "\n".join(lines), "Full diff:", "collecting ... collected 3 items", "tests/test_rulings.py::test_card_lookup PASSED",
                  "short test summary info", "Captured log call", ">       assert fetched == card.rulings")

    def layout_log(self, page, card):
        """A rulings sync service's log around one card: Go's slog JSON lines (``"time":"…9Z"``, ``"level":"DEBUG"``, a line
        per ruling with its ``date``), logrus' logfmt (``time="…" level=debug msg=ruling date=2019-10-04 text="…"``),
        journalctl's syslog lines (``Mar 12 10:15:30 api-01 rulings-sync[2314]: …``) or Python logging's default-ish
        format (``2026-03-12 10:15:30,123 DEBUG rulings.sync: …``)."""
        r = self.rng
        style = self.variant(page, "log", ["slog", "logfmt", "syslog", "python"])
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, f"a service log ({style})", ["en:iso"])
        cu = self.uuid()
        t = self._now
        build = self.off(t.date() - dt.timedelta(days=r.randint(1, 5)))
        bs = self.shown(page, build, build.isoformat())
        ts = [t]
        for _ in range(len(items) + 2):
            ts.append(self.soon(ts[-1], 1, 400))
        host, pid = r.choice(["api-01", "worker-2", "sync-7f9c"]), r.randint(300, 40000)
        q = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'  # noqa: E731
        out = []
        if style == "slog":
            st = lambda x: x.strftime("%Y-%m-%dT%H:%M:%S.%f") + f"{r.randint(0, 999):03d}Z"  # noqa: E731
            sl = [st(x) for x in ts]
            self.shown(page, t.date(), sl[0])
            out.append(json.dumps({"time": sl[0], "level": "INFO", "msg": "sync started", "source": "mtgjson", "build": bs}, ensure_ascii=False, separators=(",", ":")))
            out += [json.dumps({"time": sl[k + 1], "level": "DEBUG", "msg": "ruling", "card_uuid": cu, "date": str(it.shown), "text": str(it.text)},
                               ensure_ascii=False, separators=(",", ":")) for k, it in enumerate(items)]
            out.append(json.dumps({"time": sl[-1], "level": "INFO", "msg": "rulings stored", "card": str(name), "card_uuid": cu, "count": len(items),
                                   "elapsed": f"{r.uniform(1, 90):.1f}ms"}, ensure_ascii=False, separators=(",", ":")))
            self.shown(page, ts[-1].date(), sl[-1])
            self.file(page, "\n".join(out), '"msg":"sync started"', '"msg":"rulings stored"', '"level":"DEBUG"')
            return
        if style == "logfmt":
            st = [x.strftime("%Y-%m-%dT%H:%M:%SZ") for x in ts]
            self.shown(page, t.date(), st[0])
            out.append(f'time="{st[0]}" level=info msg="sync started" source=mtgjson build={bs}')
            out += [f'time="{st[k + 1]}" level=debug msg=ruling card_uuid={cu} date={it.shown} text={q(str(it.text))}' for k, it in enumerate(items)]
            out.append(f'time="{st[-1]}" level=info msg="rulings stored" card={q(str(name))} count={len(items)}')
            self.file(page, "\n".join(out), 'msg="sync started"', 'msg="rulings stored"', "level=debug msg=ruling")
            return
        if style == "syslog":
            st = [self.fmt_t(x, "syslog") for x in ts]
            self.shown(page, t.date(), st[0])
            pre = lambda k: f"{st[k]} {host} rulings-sync[{pid}]: "  # noqa: E731
            out.append(f"$ journalctl -u rulings-sync --since today --no-pager")
            out.append(pre(0) + f"sync started (MTGJSON build {bs})")
            out += [pre(k + 1) + f"ruling {it.shown}: {it.text}" for k, it in enumerate(items)]
            out.append(pre(-1) + f"stored {len(items)} rulings for {q(str(name))} ({cu})")
            self.file(page, "\n".join(out), "sync started (MTGJSON build", "rulings-sync", "$ journalctl -u rulings-sync --since today --no-pager")
            return
        st = [self.fmt_t(x, "spacems") for x in ts]
        self.shown(page, t.date(), st[0])
        out.append(f"{st[0]} INFO rulings.sync: sync started, MTGJSON build {bs}")
        out += [f"{st[k + 1]} DEBUG rulings.sync: ruling {it.shown} {it.text!r}" for k, it in enumerate(items)]
        out.append(f"{st[-1]} INFO rulings.sync: stored {len(items)} rulings for {str(name)!r} ({cu})")
        self.file(page, "\n".join(out), "INFO rulings.sync: sync started, MTGJSON build", "DEBUG rulings.sync: ruling")

    def layout_datasette(self, page, card):
        """Datasette over a rulings database: its table page for the card's rulings (the crumbs, ``3 rows where name =
        …``, the ``rows-and-columns`` table with ``col-date`` cells, the footer's source and query time), or the same as
        Datasette's JSON (``"rows"``, ``"columns"``, ``"query"``, ``"query_ms"``; non-ASCII as ``\\u`` escapes)."""
        r = self.rng
        name = self.title(page, card, 0.0, r.choice(["whole", "front"]))
        items = self.items(page, card, "Datasette", ["en:iso"])
        col = "name" if str(name) == card.name else "face_name"
        build, imported = self.ago_t(10, 40), self.ago_t(1, 9)
        source = f"MTGJSON 5.2.2 ({self.stamp(page, build, 'date')})"
        imp = self.stamp(page, imported.replace(microsecond=0), "space")
        heads = ["rowid", col, "date", "text", "imported_at"]
        recs = [[str(r.randint(1, 90000)), str(name), str(it.shown), str(it.text), imp] for it in items]
        qms = f"{r.uniform(0.8, 30):.3f}"
        if not self.html:
            data = {"database": "rulings", "table": "rulings", "is_view": False, "human_description_en": f"where {col} = {json.dumps(str(name), ensure_ascii=False)}",
                    "rows": [[int(x[0])] + x[1:] for x in recs], "truncated": False, "filtered_table_rows_count": len(recs), "expanded_columns": [],
                    "expandable_columns": [], "columns": heads, "primary_keys": [], "units": {},
                    "query": {"sql": f'select rowid, {col}, date, text, imported_at from rulings where "{col}" = :p0 order by date limit 101', "params": {"p0": str(name)}},
                    "facet_results": {}, "suggested_facets": [], "next": None, "next_url": None, "private": False, "allow_execute_sql": True,
                    "query_ms": float(qms), "source": source, "source_url": "https://mtgjson.com/"}
            url = f"$ curl -s 'https://data.example.org/rulings/rulings.json?{col}={slug(str(name))}'"
            self.file(page, url + "\n" + json.dumps(data), '"is_view": false', '"allow_execute_sql": true')
            return
        th = [E("th", X(h) if h == "rowid" else h, cls=f"col-{h}", scope="col", data__column=h) for h in heads]
        trs = [E("tr", *[E("td", (X(v) if k == 0 else T(v) if k == 1 else D(v) if k == 2 else R(v) if k == 3 else v),
                           cls=f"col-{heads[k]} type-{'int' if k == 0 else 'str'}") for k, v in enumerate(rec)]) for rec in recs]
        body = E("body", E("div", E("header", E("nav", E("p", E("a", "home", href="/"), " / ", E("a", "rulings", href="/rulings"), cls="crumbs")), cls="hd"),
                           E("section", E("div", E("h1", "rulings"), cls="page-header", style="border-color: #5f9ea0"),
                             E("h3", f"{len(recs)} rows where {col} = \"", T(str(name)), "\""),
                             E("div", E("table", E("thead", E("tr", *th)), E("tbody", *trs), cls="rows-and-columns"), cls="table-wrapper"),
                             E("p", E("a", "json", href="/rulings/rulings.json"), ", ", E("a", "CSV", href="/rulings/rulings.csv"), cls="export-links"), cls="content"),
                           cls="not-footer"),
                 E("footer", "Powered by ", E("a", "Datasette", href="https://datasette.io/"), f" · Queries took {qms}ms · Data source: ",
                   E("a", source, href="https://mtgjson.com/"), cls="ft"), cls="table db-rulings table-rulings")
        self.emit(page, body, f"rulings: rulings: {len(recs)} rows where {col} = \"{name}\"", meta=['<meta charset="utf-8">',
                  '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">'],
                  head=[f'<link rel="stylesheet" href="/-/static/app.css?{hex_digits(r, 6)}">'])

    # ---- naming no card ----
    def layout_migration_untitled(self, page, card):
        """A Flyway migration (``V2026.03.12.1015__sync_rulings.sql``) generated by a sync tool (naming no card): its header
        comment (the tool, the day it ran, MTGJSON's build), ``DELETE`` and ``INSERT INTO card_rulings … VALUES`` by the
        card's uuid with ``DATE '2019-10-04'`` literals (a text with a straight quote dollar-quoted, ``$r$…$r$``, as the
        tool writes PostgreSQL), ``UPDATE cards SET rulings_synced_at``."""
        r = self.rng
        items = self.items(page, card, "a Flyway migration", ["en:iso"])
        cu = self.uuid()
        t = self._now.replace(microsecond=0)
        build = self.off(t.date() - dt.timedelta(days=r.randint(1, 6)))
        fname = f"V{t:%Y.%m.%d.%H%M}__sync_rulings.sql"
        lines = [f"$ cat db/migration/{fname}", f"-- {fname}", f"-- Generated by rulings-sync 0.9.{r.randint(0, 9)} on {self.stamp(page, t, 'iso')}",
                 f"-- Source: MTGJSON 5.2.2+{build:%Y%m%d} (built {self.shown(page, build, build.isoformat())})", "-- Do not edit by hand.", "", "BEGIN;", "",
                 f"DELETE FROM card_rulings WHERE card_uuid = '{cu}';", "", "INSERT INTO card_rulings (card_uuid, ruling_date, ruling_text, source) VALUES"]
        lit = lambda t: sq(t) if "'" not in t else f"$r${t}$r$"  # noqa: E731
        lines += [f"  ('{cu}', DATE '{it.shown}', {lit(str(it.text))}, 'wotc')" + ("," if k < len(items) - 1 else ";") for k, it in enumerate(items)]
        lines += ["", f"UPDATE cards SET rulings_synced_at = TIMESTAMPTZ '{self.fmt_t(t, 'space')}+00' WHERE uuid = '{cu}';", "", "COMMIT;"]
        self.file(page, "\n".join(lines), "-- Do not edit by hand.", "BEGIN;", "COMMIT;", f"-- {fname}")

    def layout_redis_untitled(self, page, card):
        """A redis-cli session over a rulings cache (naming no card): the cache's meta hash and the key's ``TTL``,
        ``EXPIRETIME`` (epoch seconds) and ``OBJECT IDLETIME`` as redis-cli prints them on a terminal (``1) "fetched_at"``,
        ``(integer) 53817``), then the card's rulings hash read with ``--raw`` (a field per ruling, its day and number, then
        the ruling as stored) or ``--raw LRANGE`` of "DAY TAB text" entries."""
        r = self.rng
        style = self.variant(page, "redis", ["hgetall", "lrange"])
        items = self.items(page, card, f"redis-cli --raw ({style})", ["en:iso"])
        cu = self.uuid()
        host = r.choice(["127.0.0.1", "cache.internal", "redis-rulings"])
        fetched = self.ago_t(0, 2)
        exp = self.later_t(1, 6)
        fs = self.stamp(page, fetched.replace(microsecond=0), "iso")
        key = f"rulings:v2:{cu}"
        lines = [f"$ redis-cli -h {host}", f"{host}:6379> HGETALL rulings:meta", '1) "source"', '2) "mtgjson"', '3) "fetched_at"', f'4) "{fs}"',
                 f"{host}:6379> TTL {key}", f"(integer) {int((exp - self._now).total_seconds())}", f"{host}:6379> EXPIRETIME {key}",
                 f"(integer) {self.stamp(page, exp, 's')}", f"{host}:6379> OBJECT IDLETIME {key}", f"(integer) {r.randint(5, 4000)}", f"{host}:6379> quit"]
        if style == "hgetall":
            lines.append(f"$ redis-cli -h {host} --raw HGETALL {key}")
            for k, it in enumerate(items, 1):
                lines += [f"{it.shown}:{k}", str(it.text)]
        else:
            lines.append(f"$ redis-cli -h {host} --raw LRANGE {key} 0 -1")
            lines += [f"{it.shown}\t{it.text}" for it in items]
        self.file(page, "\n".join(lines), f"{host}:6379> HGETALL rulings:meta", '1) "source"', '2) "mtgjson"', f"$ redis-cli -h {host}")

    LAYOUTS47: dict[str, tuple[str, bool]] = {
        "dv-sqlite-dump": ("layout_sqlite_dump", True),
        "dv-pg-dump-copy": ("layout_pg_dump", True),
        "dv-mysqldump-inserts": ("layout_mysqldump", True),
        "dv-mongodb-export": ("layout_mongodb", True),
        "dv-es-search-hits": ("layout_es", True),
        "dv-graphql-response": ("layout_graphql", True),
        "dv-http-client-session": ("layout_http", True),
        "dv-postman-collection": ("layout_postman", True),
        "dv-psql-session": ("layout_psql", True),
        "dv-sqlite-shell-modes": ("layout_sqlite_shell", True),
        "dv-mysql-client": ("layout_mysql", True),
        "dv-pandas-ipython": ("layout_pandas", True),
        "dv-r-tibble-console": ("layout_r", True),
        "dv-jq-yq-pipeline": ("layout_jq", True),
        "dv-csv-terminal": ("layout_csv", True),
        "dv-yaml-toml-fixture": ("layout_fixture", True),
        "dv-protobuf-textproto": ("layout_protobuf", True),
        "dv-spreadsheetml-2003": ("layout_spreadsheetml", True),
        "dv-fods-calc": ("layout_fods", True),
        "dv-parquet-tools": ("layout_parquet", True),
        "dv-git-log-patch": ("layout_git", True),
        "dv-pytest-assert-diff": ("layout_pytest", True),
        "dv-service-log": ("layout_log", True),
        "dv-datasette-table": ("layout_datasette", True),
        "dv-sql-migration-untitled": ("layout_migration_untitled", False),
        "dv-redis-cli-untitled": ("layout_redis_untitled", False),
    }
    LAYOUTS = LAYOUTS47


#: each layout's formats (the first page of a layout in the first, the second in the second, then drawn), languages (each
#: in turn first, then drawn) and the format readers its pages are read with (``DECODE``'s steps, in chains)
_TEXT = ("text",)
_BOTH = ("text", "html", "text")
_HTML_FIRST = ("html", "text", "html")


def _site(fmts: tuple, langs: list[str], dec: list[tuple[str, ...]] = (), loc: bool = False) -> dict:
    return dict(fmts=fmts, langs=langs, dec=list(dec), loc=loc)


SITES47: dict[str, dict] = {
    "dv-sqlite-dump": _site(_TEXT, ["en"], [("sq",), ("sq", "c")]),
    "dv-pg-dump-copy": _site(_TEXT, ["en"], [("sq",), ("c",)]),
    "dv-mysqldump-inserts": _site(_TEXT, ["en"], [("c",)]),
    "dv-mongodb-export": _site(_TEXT, ["en"], [("json",), ("c",)]),
    "dv-es-search-hits": _site(_TEXT, ["en"], [("json",)]),
    "dv-graphql-response": _site(_TEXT, ["ja", "de", "fr", "es", "it", "en"], [("json",)], loc=True),
    "dv-http-client-session": _site(_TEXT, ["zht", "zhs", "ko", "pl", "ru", "ja", "de", "fr", "es", "it", "pt", "en"], [("json",)], loc=True),
    "dv-postman-collection": _site(_TEXT, ["en"], [("json",), ("json", "json")]),
    "dv-psql-session": _site(_BOTH, ["en"], [("sq",)]),
    "dv-sqlite-shell-modes": _site(_BOTH, ["en"], [("sq",)]),
    "dv-mysql-client": _site(_BOTH, ["zhs", "ko", "ja", "de", "en", "fr", "es", "it", "pt"], [("c",)]),
    "dv-pandas-ipython": _site(_BOTH, ["en"], [("json",)]),
    "dv-r-tibble-console": _site(_TEXT, ["ru", "pl", "ja", "de", "fr", "es", "it", "pt", "en"], [("c",)]),
    "dv-jq-yq-pipeline": _site(_TEXT, ["en"], [("json",), ("sq",)]),
    "dv-csv-terminal": _site(_TEXT, ["en", "de", "pl", "fr", "en", "es", "it", "pt"], [("csv",)], loc=True),
    "dv-yaml-toml-fixture": _site(_TEXT, ["en"], [("sq",), ("json",), ("c",)]),
    "dv-protobuf-textproto": _site(_TEXT, ["en"], [("c",)]),
    "dv-spreadsheetml-2003": _site(_TEXT, ["en", "de", "fr", "es", "it", "pt"], loc=True),
    "dv-fods-calc": _site(_HTML_FIRST, ["pl", "ru", "ja", "de", "fr", "en", "es", "it", "pt"], loc=True),
    "dv-parquet-tools": _site(_TEXT, ["en"]),
    "dv-git-log-patch": _site(_BOTH, ["en"], [("json",)]),
    "dv-pytest-assert-diff": _site(_TEXT, ["en"], [("py",)]),
    "dv-service-log": _site(_TEXT, ["en"], [("json",), ("c",), ("py",)]),
    "dv-datasette-table": _site(_HTML_FIRST, ["en"], [("json",)]),
    "dv-sql-migration-untitled": _site(_TEXT, ["en"], [("sq",)]),
    "dv-redis-cli-untitled": _site(_TEXT, ["en"]),
}

LAYOUTS47 = tuple(Fresh47Generator.LAYOUTS47)
Fresh47Generator.SITES = SITES47  # the layouts' tables, for ``PageDays.page``


def fresh47_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-47 part's pages, drawn with their own generator (seed + 340007) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh47Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh47")


# --- the self-test ---------------------------------------------------------------------------------------

#: the tools' own forms of a ruling's day the part must show
TOOL_KINDS = {"iso", "isoz", "isoms", "xls", "serial", "epochms", "epochday", "pbdate"}


def _part_problems(pages: list[Page], gen: Fresh47Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, each in every format it is written in), date languages
    (twelve at least), title languages (six besides English), cards with faces on about half of the pages; the rest in
    ``_part_variety``."""
    return varied_part_problems(pages, gen, LAYOUTS47, _part_variety)


def _part_variety(pages: list[Page], gen: Fresh47Generator, layouts: set[str], multi: list[Page], by_name: dict) -> list[str]:
    """The rest of ``_part_problems`` (a whole part only): formats, kinds of cards, of titles, of ``--card`` and of
    translations, translations on some pages, the tools' own forms of the rulings' days, no undated ruling."""
    problems = []
    short = sorted(lay for lay in layouts if {p.fmt for p in pages if p.layout == lay} != set(SITES47[lay]["fmts"]))
    if short:
        problems.append(f"layouts not in each of their formats: {short}")
    problems += variety_problems(pages, gen, multi, by_name)
    kinds = {f.split()[0].split(":")[1] for p in pages for f in p.date_forms}
    if not TOOL_KINDS <= kinds:
        problems.append(f"the tools' own day forms missing: {sorted(TOOL_KINDS - kinds)}")
    if any(d is None for p in pages for d, _ in p.rulings):
        problems.append("undated rulings")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh47Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = views47(p)
    seen = seen_in(views)
    return page_answer_problems(p, card, gen, views, seen, "dv", "fresh47", at_least=2, late_days=FUTURE_DAYS)


def self_test(pages: list[Page], gen: Fresh47Generator) -> list[str]:
    """What is wrong with the answers: every page's content survives UTF-8; every ruling text, translation, chrome line,
    shown date and the page's own dates are in the page as read (as written; a saved page without its tags, its entities
    resolved; a file read with its format's escapes undone: SQL's doubled quotes, backslash and octal escapes, JSON and
    JSON in JSON, CSV's doubled quotes, Python reprs with their split literals joined); the rulings are all the card's own
    with their real MTGJSON dates; every page shows two days of its own at least, none of them a ruling's day nor more than
    FUTURE_DAYS after the page's; translations are the card's printed whole card or one printed face in a stored language;
    the card is the database's English name ("A // B" for a card with faces); titled pages name their card, untitled ones
    name it nowhere but inside a ruling and carry no translation; chrome on every page and inside no ruling or
    translation; and for the part: every layout in each of its formats, dates in 12 languages, titles in 6 printed
    languages besides English, cards with faces on about half of the pages and of every kind, every kind of title and of
    ``--card``, translations of faces, of whole cards and of single-faced cards on some pages, the tools' own day forms
    (ISO, ISO timestamps, SpreadsheetML's, Excel serials, epoch milliseconds, days since 1970, google.type.Date), and no
    undated ruling."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh47Generator, fresh47_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"day forms: {len({f.split()[0] for p in pages for f in p.date_forms})}, "
                                   f"styles: {len({s for p in pages for s in p.__dict__.get('styles', [])})}")


if __name__ == "__main__":
    raise SystemExit(main())
