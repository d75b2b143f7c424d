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

import re

_INSERT = re.compile(r"^\s*INSERT\s+(?:OR\s+\w+\s+)?INTO\s", re.IGNORECASE | re.MULTILINE)
_COPY = re.compile(r"^COPY\s+[^\n]*\s+FROM\s+stdin;\s*$", re.IGNORECASE | re.MULTILINE)
_VALUES = re.compile(r"\bVALUES\s*", re.IGNORECASE)
_COPY_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "\\": "\\"}
_MYSQL_ESCAPES = {"0": "\0", "n": "\n", "r": "\r", "t": "\t", "Z": "\x1a", "b": "\b"}


def is_sql_dump(text: str) -> bool:
    """A dump of rows: an INSERT statement or a COPY block at a line's start."""
    head = text[:200000]
    return bool(_INSERT.search(head) or _COPY.search(head))


def sql_dump_text(text: str) -> str | None:
    """The rows a dump stores, a line each, their values apart by tabs; None where it holds none."""
    rows: list[list[str]] = []
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        if _COPY.match(lines[k]):
            k += 1
            while k < len(lines) and lines[k].rstrip("\r") != "\\.":
                rows.append([_copy_value(v) for v in lines[k].rstrip("\r").split("\t")])
                k += 1
        k += 1
    for m in _INSERT.finditer(text):
        values = _VALUES.search(text, m.end())
        if values is not None:
            rows += _tuples(text, values.end())
    lines = ["\t".join(" ".join(v.split()) for v in row) for row in rows if any(v.strip() for v in row)]
    return "\n".join(lines) if lines else None


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
    lines; MySQL's ``\\G``: "*** 1. row ***" over "name: value"), each as one row, its values apart by tabs, as
    a table's row copied as text is read; the rest of the session as it is."""
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
