"""A database's dump as SQL (``sqlite3 .dump``, ``mysqldump``, ``pg_dump`` with ``--inserts`` or its ``COPY``
blocks, a migration's INSERTs), read as the rows it stores: each row a line, its values apart by tabs, as a
table's row copied as text is read (one value a date, the longest a sentence: a dated ruling).

- a string literal is unquoted as SQL writes it: ``''`` a quote, MySQL's and ``E'…'``'s backslash escapes,
  ``$tag$…$tag$`` dollar quoting, SQLite's ``replace('…\\n…','\\n',char(10))`` for a text with line breaks;
- ``NULL`` and a ``COPY`` block's ``\\N`` are empty values, numbers stay as written;
- the rest of the dump (its header comments and their dump date, the tables' definitions, the settings) is the
  tool's, no text of the page.
"""

from __future__ import annotations

import datetime as dt
import re

from lorehold.ingest.pages.jsondoc import value_text

_INSERT = re.compile(r"^\s*INSERT\s+(?:OR\s+\w+\s+)?INTO\s", re.IGNORECASE | re.MULTILINE)
_COPY = re.compile(r"^COPY\s+(?P<table>\S+)\s*(?:\((?P<columns>[^()\n]*)\))?[^\n]*\s+FROM\s+stdin;\s*$",
                   re.IGNORECASE | re.MULTILINE)
_VALUES = re.compile(r"\bVALUES\s*", re.IGNORECASE)
_COPY_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "\\": "\\"}
_MYSQL_ESCAPES = {"0": "\0", "n": "\n", "r": "\r", "t": "\t", "Z": "\x1a", "b": "\b"}


def is_sql_dump(text: str) -> bool:
    """A dump of rows: an INSERT statement or a COPY block at a line's start."""
    head = text[:200000]
    return bool(_INSERT.search(head) or _COPY.search(head))


def sql_dump_text(text: str) -> str | None:
    """The rows a dump stores: where the dump names a table's columns (its ``CREATE TABLE``, the INSERT's or the
    COPY's column list), each row as the record it is (read as a JSON document's objects are, ``jsondoc.py``: a
    card's row gives its name and text, a ruling's its day and text, the dump's meta row nothing); else a line each,
    its values apart by tabs. None where it holds no row."""
    tables = _tables(text)
    rows: list[tuple[list[str] | None, list[str]]] = []  # (the columns, the values)
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        if m := _COPY.match(lines[k]):
            columns = _columns(m.group("columns")) if m.group("columns") else tables.get(_name(m.group("table")))
            k += 1
            while k < len(lines) and lines[k].rstrip("\r") != "\\.":
                rows.append((columns, [_copy_value(v) for v in lines[k].rstrip("\r").split("\t")]))
                k += 1
        k += 1
    for m in _INSERT.finditer(text):
        values = _VALUES.search(text, m.end())
        if values is not None:
            target = _TARGET.match(text, m.end(), values.start())
            columns = None
            if target is not None:
                columns = _columns(target.group("columns")) if target.group("columns") else tables.get(_name(target.group("table")))
            rows += [(columns, row) for row in _tuples(text, values.end())]
    out = []
    for columns, row in rows:
        if not any(v.strip() for v in row):
            continue
        if columns is not None and len(columns) == len(row):
            read = value_text({c: v for c, v in zip(columns, row) if v.strip()})
            out += [read] if read else []
        else:
            out.append("\t".join(" ".join(v.split()) for v in row))
    return "\n\n".join(out) if out else None


#: a table's name as a dump writes it (quoted, schema-qualified: ``public.rulings``, `` `rulings` ``, ``"cards"``)
_TABLE_NAME = r"(?P<table>(?:[`\"\[]?[\w$]+[`\"\]]?\.)?[`\"\[]?[\w$]+[`\"\]]?)"
#: an INSERT's table and its columns, if it names them, up to its VALUES
_TARGET = re.compile(r"\s*" + _TABLE_NAME + r"\s*(?:\((?P<columns>[^()]*)\))?\s*$")
_CREATE = re.compile(r"^\s*CREATE\s+(?:UNLOGGED\s+|TEMP(?:ORARY)?\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?" + _TABLE_NAME + r"\s*\(",
                     re.IGNORECASE | re.MULTILINE)
#: a table's definition's clause that is no column
_CONSTRAINT = re.compile(r"^(?:PRIMARY|UNIQUE|CONSTRAINT|FOREIGN|KEY|INDEX|CHECK|FULLTEXT|SPATIAL|EXCLUDE)\b", re.IGNORECASE)


def _name(quoted: str) -> str:
    """A table's or a column's name without its quotes and schema."""
    return re.sub(r"[`\"\[\]]", "", quoted).split(".")[-1].casefold()


def _columns(listed: str) -> list[str]:
    return [_name(c.strip()) for c in listed.split(",")]


def _tables(text: str) -> dict[str, list[str]]:
    """Each table the dump defines, with its columns in order."""
    tables = {}
    for m in _CREATE.finditer(text):
        depth, i, part, parts = 0, m.end(), "", []
        while i < len(text):
            ch = text[i]
            if ch == "(":
                depth += 1
            elif ch == ")":
                if depth == 0:
                    break
                depth -= 1
            if ch == "," and depth == 0:
                parts.append(part)
                part = ""
            else:
                part += ch
            i += 1
        parts.append(part)
        names = [p.split()[0] for p in (p.strip() for p in parts) if p and not _CONSTRAINT.match(p)]
        tables[_name(m.group("table"))] = [_name(n) for n in names]
    return tables


def _copy_value(value: str) -> str:
    if value == "\\N":
        return ""
    return re.sub(r"\\(.)", lambda m: _COPY_ESCAPES.get(m.group(1), m.group(1)), value)


def _tuples(text: str, i: int) -> list[list[str]]:
    """The value tuples from ``i`` ("(1,'a'),(2,'b');") to the statement's end."""
    rows: list[list[str]] = []
    n = len(text)
    while i < n:
        while i < n and text[i] in " \t\r\n,":
            i += 1
        if i >= n or text[i] != "(":
            break
        row, i = _tuple(text, i + 1)
        rows.append(row)
    return rows


def _tuple(text: str, i: int) -> tuple[list[str], int]:
    """One tuple's values, from after its "(" to after its ")"."""
    values: list[str] = []
    current = ""
    depth = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch in "'\"" or (ch in "Ee" and text[i + 1: i + 2] == "'"):
            literal, i = _literal(text, i)
            current += literal
            continue
        if ch == "$" and (dollar := re.match(r"\$(\w*)\$", text[i:])):
            end = text.find(dollar.group(0), i + len(dollar.group(0)))
            end = n if end < 0 else end
            current += text[i + len(dollar.group(0)): end]
            i = end + len(dollar.group(0))
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                values.append(_value(current))
                return values, i + 1
            depth -= 1
        elif ch == "," and depth == 0:
            values.append(_value(current))
            current = ""
            i += 1
            continue
        current += ch
        i += 1
    values.append(_value(current))
    return values, n


def _literal(text: str, i: int) -> tuple[str, int]:
    """A quoted literal from ``i``: its text (marked so ``_value`` keeps it) and the index after it."""
    backslashes = text[i] in "Ee"
    if backslashes:
        i += 1
    quote = text[i]
    out = []
    i += 1
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "\\" and i + 1 < n:
            nxt = text[i + 1]
            out.append(_MYSQL_ESCAPES.get(nxt, nxt))
            i += 2
            continue
        if ch == quote:
            if text[i + 1: i + 2] == quote:
                out.append(quote)
                i += 2
                continue
            return "\x01" + "".join(out) + "\x02", i + 1
        out.append(ch)
        i += 1
    return "\x01" + "".join(out) + "\x02", n


def _value(raw: str) -> str:
    """A value as stored: a literal's text (inside a function such as SQLite's ``replace(…, '\\n', char(10))``,
    its first literal, its "\\n" a line break), NULL empty, a number as written."""
    literals = re.findall("\x01(.*?)\x02", raw, re.DOTALL)
    if literals:
        first = literals[0]
        if re.match(r"\s*replace\s*\(", raw, re.IGNORECASE) and len(literals) >= 2:
            first = first.replace(literals[1], "\n")
        return first
    raw = raw.strip()
    return "" if raw.upper() == "NULL" else raw


#: a record's head in a database client's vertical output: psql's expanded display, MySQL's "\G"
_RECORD_HEAD = re.compile(r"^(?:-\[ RECORD \d+ \][-+]*|\*{5,} \d+\. row \*{5,})\s*$")
_PSQL_FIELD = re.compile(r"^\s*([^\s|][^|]{0,60}?)\s*\| ?(.*?)\s*\+?$")
_MYSQL_FIELD = re.compile(r"^\s*(\w{1,60}): (.*)$")


def records_as_rows(text: str) -> str:
    """A database client's records shown one field a line (psql's ``\\x``: "-[ RECORD 1 ]-" over "name | value"
    lines; MySQL's ``\\G``: "*** 1. row ***" over "name: value"; parquet-tools' ``cat``: "name = value" lines, a
    blank line between records), each as one row, its values apart by tabs, as a table's row copied as text is read;
    the rest of the session as it is."""
    text = _parquet_records(text)
    if "RECORD" not in text and ". row *" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    k = 0
    while k < len(lines):
        if not _RECORD_HEAD.match(lines[k].strip()):
            out.append(lines[k])
            k += 1
            continue
        field = _PSQL_FIELD if lines[k].lstrip().startswith("-[") else _MYSQL_FIELD
        values: list[str] = []
        k += 1
        while k < len(lines) and lines[k].strip() and not _RECORD_HEAD.match(lines[k].strip()):
            m = field.match(lines[k])
            if m is None:
                break
            if m.group(1).strip() or not values:  # (psql's wrapped value: a line with no name goes on the last)
                values.append(m.group(2).strip())
            else:
                values[-1] = f"{values[-1]} {m.group(2).strip()}"
            k += 1
        out.append("\t".join(values))
    return "\n".join(out)


#: a Parquet schema's column of days (parquet-tools ``meta``: "date:  OPTIONAL INT32 L:DATE R:0 D:1", older tools'
#: "O:DATE"; ``schema``: "optional int32 date (DATE);")
_PARQUET_DAYS = re.compile(r"^\s*(\w+):\s+(?:OPTIONAL|REQUIRED|REPEATED)\s+INT32\s+[LO]:DATE\b"
                           r"|^\s*(?:optional|required|repeated)\s+int32\s+(\w+)\s+\(DATE\)", re.MULTILINE)
_PARQUET_FIELD = re.compile(r"^(\w{1,60}) = (.*)$")


def _parquet_records(text: str) -> str:
    """parquet-tools' ``cat`` records ("name = value" lines, a blank line between records) as tab rows, the values of
    a column the file's schema shown on the page declares a DATE (days since 1970: "date = 16743") as their ISO day;
    the rest as it is. Without such a schema the page is as it was."""
    days = {a or b for a, b in _PARQUET_DAYS.findall(text)}
    if not days:
        return text
    out: list[str] = []
    record: list[tuple[str, str]] = []  # (the line, its value)
    for line in [*text.split("\n"), ""]:
        m = _PARQUET_FIELD.match(line)
        if m:
            value = m.group(2).strip()
            if m.group(1) in days and re.fullmatch(r"-?\d{1,6}", value):
                value = (_EPOCH + dt.timedelta(days=int(value))).isoformat()
            record.append((line, value))
            continue
        if record:
            out.append("\t".join(v for _, v in record) if len(record) >= 2 else record[0][0])
            record = []
        out.append(line)
    return "\n".join(out[:-1])


_EPOCH = dt.date(1970, 1, 1)
