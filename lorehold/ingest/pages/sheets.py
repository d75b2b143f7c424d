"""A spreadsheet saved as CSV (comma, semicolon or tab), read whole by Python's ``csv``: a header
row of labels, then one row a ruling, a cell may hold line breaks inside its quotes (a note
typed over two lines). The page it shows is one line a row, "DATE — text", under the card's name
where the first column names the one card every row is about:

- the text is the column that holds sentences (the longest, where several do);
- a column naming a rulings publisher in every row ("Release notes", "WotC") stays a row's last cell,
  by a tab ("DATE<TAB>text<TAB>WotC"), as a table row is read;
- the date is the column of dates; where there are several (when the ruling was made, when someone
  checked or copied it), the one with the earliest dates: whatever else a sheet dates (a check, an
  update, an import) comes after the ruling it records.

A document that is not such a sheet throughout comes back ``None`` from ``sheet_text``; a grid a web
app's copy puts among the page's other lines (a header row and its rows by tabs, between the app's
toolbar and "4 records") is read the same way by ``sheet_blocks``, each such block in its place.
"""

from __future__ import annotations

import csv
import io
import re
import statistics
from functools import lru_cache

_DELIMITERS = (",", ";", "\t")
#: the words an English sheet labels its columns with
_ENGLISH_LABELS = frozenset("""
date dated ruling rulings text source sources note notes status checked check on at card name names updated added
comment comments published by set language reviewed verified last modified created clarification release
""".split())


#: the words a header labels a column of card names with (a grid among a page's lines names its cards
#: in such a column, or no card: its first column may be a status, a number, a check)
_NAME_LABELS = frozenset("""
card cards name names karte kartenname carte nom carta nome nombre naam kaart kort karta kart cartão
карта название カード カード名 名前 카드 카드명 이름 卡牌 卡牌名 名称 名稱 牌名
""".split())


def sheet_text(text: str, *, block: bool = False) -> str | None:
    """The rulings a CSV sheet holds as "DATE — text" lines; ``None`` for anything else. A ``block`` of
    a page's lines names a card in its first column only where its header says so (``_NAME_LABELS``)."""
    rows = _rows(text)
    if rows is None:
        return None
    header, body = rows[0], rows[1:]
    columns = list(zip(*body))
    # (a short ruling's column too, its cells statements: "Can sacrifice itself.")
    texts = ([k for k, col in enumerate(columns) if _share(col, _sentence) >= 0.6]
             or [k for k, col in enumerate(columns) if _share(col, _statement) >= 0.6])
    dates = [k for k, col in enumerate(columns) if _share(col, _date) >= 0.6]
    if not texts or not dates:
        return None
    text_col = max(texts, key=lambda k: sum(len(v) for v in columns[k]))
    from lorehold.ingest.pages.dates import find_dates

    if any(find_dates(v) for v in columns[text_col]):
        return None  # (texts that carry dates of their own: a chat's messages quoting dated rulings, no sheet of rulings)
    date_col = min(dates, key=lambda k: statistics.median(d.toordinal() for v in columns[k] if (d := _date(v))))
    title = []
    if 0 not in (text_col, date_col) and not _numbers(body, 0) and (not block or _named(header[0])):
        # a first column that names the card each row is about: its name as the page's title (rows of
        # several cards are left to the page reader, which reads each row's card)
        names = {row[0].strip() for row in body if row[0].strip()}
        if len(names) > 1 and not _publishers(names):
            return None
        title = [n for n in names if not _publishers(names)][:1]
    shown = _dates_settled(header, body, dates, date_col, text_col)
    # (a column naming where each ruling comes from, "Release notes", "WotC": kept as a row's last cell)
    source = next((k for k, col in enumerate(columns) if k not in (text_col, date_col) and any(v.strip() for v in col)
                   and _publishers({v.strip() for v in col if v.strip()})), None)
    lines = [f"{shown[k]}\t{' '.join(row[text_col].split())}\t{row[source].strip()}" if source is not None
             else f"{shown[k]} — {' '.join(row[text_col].split())}" for k, row in enumerate(body)
             if (_sentence(row[text_col]) or _statement(row[text_col])) and shown[k]]
    return "\n\n".join(title + ["\n".join(lines)]) if lines else None


#: a line of a grid copied as text: three cells or more by tabs
_GRID_LINE = re.compile(r"^[^\t\n]*(?:\t[^\t\n]*){2,}$")


def _cells(line: str, mark: str) -> int:
    """How many cells a sheet's line holds: tabs apart, or semicolons apart outside CSV's quotes ("…;\"a text; with
    a semicolon\";…")."""
    if mark == "\t":
        return line.count(mark) + 1
    return len(next(csv.reader([line], delimiter=mark), []))


def sheet_blocks(text: str) -> str | None:
    """The page with each block of tab-separated (or semicolon-separated) lines that reads as a sheet of rulings (``sheet_text``)
    put as that sheet's "DATE — text" lines; ``None`` where no block does."""
    lines = [line.lstrip("\ufeff") for line in text.split("\n")]
    out: list[str] = []
    changed = False
    k = 0
    while k < len(lines):
        end = k
        # (or a CSV file's lines a terminal showed, a spreadsheet's semicolons apart: "Karte;Datum;Regelhinweis;…")
        mark = "\t" if _GRID_LINE.match(lines[k]) else ";"
        while end < len(lines) and (_GRID_LINE.match(lines[end]) if mark == "\t" else lines[k].count(";") >= 2) \
                and _cells(lines[end], mark) == _cells(lines[k], mark):
            end += 1
        end = max(end, k + 1)
        read = sheet_text("\n".join(lines[k:end]), block=True) if end - k >= 2 else None
        # (a run that is no sheet stays as it was, whole: each of its lines is read once)
        out += lines[k:end] if read is None else ["", read, ""]
        changed = changed or read is not None
        k = end
    return "\n".join(out) if changed else None


def _dates_settled(header: list[str], body: list[list[str]], dates: list[int], date_col: int, text_col: int) -> list[str]:
    """Each row's ruling date in ISO form ("" where it has none), its numeric dates read in the order
    the sheet's date columns show (a day past 12 anywhere in them); a date they leave open as written."""
    from lorehold.ingest.pages.dates import find_dates, settle

    cells = [(k, c) for k, row in enumerate(body) for c in dates if _date(row[c])]
    matches = [find_dates(body[k][c].strip())[0] for k, c in cells]
    words = [w for label in header for w in re.findall(r"[^\W\d_]+", label.casefold())]
    day_first = sum(1 for w in words if w in _ENGLISH_LABELS) * 2 < len(words)
    out = [""] * len(body)
    for (k, c), m in zip(cells, settle(matches, prefer_day_first=day_first)):
        if c == date_col:
            # (a date the sheet leaves open, "1/2/2005" under English labels with no day past 12 anywhere,
            # is shown as written: the reader marks it ambiguous, for the loader to settle by an official date)
            out[k] = body[k][c].strip() if m.ambiguous else m.date.isoformat()
    return out


def _publishers(values: set[str]) -> bool:
    """The values name where rulings come from ("WotC", "Scryfall"), not a card."""
    from lorehold.ingest.pages.dates import KNOWN_PUBLISHERS, publisher_of

    return bool(values) and all(publisher_of(v) in KNOWN_PUBLISHERS for v in values)


def _rows(text: str) -> list[list[str]] | None:
    """The sheet's rows (its header first, empty rows left out) in the delimiter its header uses; ``None``
    when the first line is no header of three labels or more, or a tenth of the rows or more do not
    have the header's number of cells. A title row or two over the header, most of their cells blank
    ("Rulings to learn,,,Due,10/9/2026,"), are the sheet's title, no row of it."""
    lines = text.lstrip("\ufeff").split("\n")
    for skip in range(3):
        if skip and not _title_row(lines[skip - 1]):
            return None
        rows = _rows_under("\n".join(lines[skip:]))
        if rows is not None:
            return rows
    return None


def _title_row(line: str) -> bool:
    """A row most of whose cells are blank (a sheet's title over its header)."""
    delimiter = max(_DELIMITERS, key=line.count)
    cells = line.split(delimiter)
    return len(cells) >= 3 and 2 * sum(1 for c in cells if c.strip()) <= len(cells)


def _rows_under(text: str) -> list[list[str]] | None:
    """``_rows`` with the header the first line."""
    first = text.split("\n", 1)[0]
    delimiter = max(_DELIMITERS, key=first.count)
    if first.count(delimiter) < 2 or '"' in first and first.count('"') % 2:
        return None
    try:
        rows = [row for row in csv.reader(io.StringIO(text), delimiter=delimiter) if any(c.strip() for c in row)]
    except csv.Error:
        return None
    if len(rows) < 2:
        return None
    width = len(rows[0])
    if any(_date(c) or _sentence(c) or not c.strip() and not _numbers(rows[1:], k) for k, c in enumerate(rows[0])):
        return None  # (a header labels its columns: no dates, no sentences, none left blank but a column of row numbers)
    if sum(1 for row in rows if len(row) != width) * 10 >= len(rows):
        return None
    return [row for row in rows if len(row) == width]


def _named(label: str) -> bool:
    return bool(set(re.findall(r"[^\W\d_]+", label.casefold())) & _NAME_LABELS)


def _numbers(body: list[list[str]], k: int) -> bool:
    """Column ``k`` numbers the rows (a grid's row numbers, whose header cell is blank)."""
    return all(len(row) > k and row[k].strip().isdigit() for row in body)


def _share(column, test) -> float:
    values = [v for v in column if v.strip()]
    return sum(1 for v in values if test(v)) / len(values) if values else 0.0


#: a cell citing a rule by its number ("完整规则 701.17a", "CR 603.2"): no ruling's text
_RULE_CELL = re.compile(r"^[^\d.!?。]{0,24}\d{3}(?:\.\d+[a-z]?)?$")


def _sentence(value: str) -> bool:
    from lorehold.ingest.pages.evidence import prose_like

    # (not a date, whose CJK characters count as words: "2004年10月04日")
    return (prose_like(" ".join(value.split())) and any(ch.isalpha() for ch in value) and not _RULE_CELL.match(value.strip())
            and _date(value) is None)


def _statement(value: str) -> bool:
    """A short sentence of two words or more that ends as one ("Can sacrifice itself.")."""
    words = value.split()
    return len(words) >= 2 and value.strip()[-1:] in ".!?。" and any(ch.isalpha() for ch in value)


@lru_cache(maxsize=4096)
def _date(value: str):
    """The date a cell holds and nothing else ("15-4-2013", "2016-06-08"); ``None`` otherwise."""
    from lorehold.ingest.pages.dates import parse_date_line

    found = parse_date_line(value.strip()) if value.strip() else None
    return found.date.date if found is not None and not found.rest else None
