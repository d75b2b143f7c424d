"""Grid tables drawn with ``+---+`` borders (pandoc's grid tables, reStructuredText's, psql's and
MySQL's boxed output), whose cells wrap over several lines: each row is put back on one line as a
pipe table's (``| cell | cell |``), which the reader takes apart like any other table row. A
pandoc caption under a table ("Table: …") is the table's title, not a ruling, and is dropped."""

from __future__ import annotations

import re

from lorehold.ingest.pages.columns import aligned_tables

_BORDER = re.compile(r"^\s*\+(?:[-=:]+\+)+\s*$")
_ROW = re.compile(r"^\s*\|.*\|\s*$")
#: the rule under the header inside the borders ("|------+------|": tabulate's psql format, parquet-tools' show)
_HEADER_RULE = re.compile(r"^\s*\|(?:[-=:]+\+)+[-=:]+\|\s*$")
_CAPTION = re.compile(r"^\s*(?:Table|:)\s*:\s")
#: the rule under a pandoc table's header, one run of dashes a column ("----------- ------------")
_COLUMN_RULE = re.compile(r"^[ \t]*-{3,}(?:[ \t]+-{3,})+[ \t]*$", re.MULTILINE)
#: the full-width rule above and below a pandoc multiline table
_FULL_RULE = re.compile(r"^\s*-{8,}\s*$")


#: a table drawn with the box-drawing characters (the sqlite3 shell's ``.mode box``, a terminal's tables) and
#: the ASCII each stands for
_BOX = str.maketrans({**dict.fromkeys("┌┬┐├┼┤└┴┘╔╦╗╠╬╣╚╩╝╒╤╕╞╪╡╘╧╛╓╥╖╟╫╢╙╨╜", "+"), "─": "-", "━": "-", "═": "=",
                      "│": "|", "┃": "|", "║": "|"})
_BOX_LINE = re.compile(r"^\s*[┌┬┐├┼┤└┴┘╔╦╗╠╬╣╚╩╝╒╤╕╞╪╡╘╧╛╓╥╖╟╫╢╙╨╜│┃║].*[┌┬┐├┼┤└┴┘╔╦╗╠╬╣╚╩╝╒╤╕╞╪╡╘╧╛╓╥╖╟╫╢╙╨╜│┃║]\s*$",
                       re.MULTILINE)


def grid_tables(text: str) -> str:
    """``text`` with every grid table's rows one line each (a table laid out in columns of spaces too,
    ``columns.py``; a table drawn with box-drawing characters as its ASCII); other lines as they were."""
    if "─" in text or "═" in text:
        text = _BOX_LINE.sub(lambda m: m.group(0).translate(_BOX), text)
    text = aligned_tables(dashed_tables(text))
    if "+-" not in text and "+=" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if _BORDER.match(lines[i]) and i + 1 < len(lines) and _ROW.match(lines[i + 1]):
            i = _table(lines, i, out)
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def _table(lines: list[str], i: int, out: list[str]) -> int:
    """Rows of the grid table whose top border is line ``i`` appended to ``out``; the line after it."""
    cuts = [k for k, ch in enumerate(lines[i]) if ch == "+"]
    row: list[list[str]] = []
    i += 1
    lined = _line_rows(lines, i, cuts)
    while i < len(lines) and (_BORDER.match(lines[i]) or _ROW.match(lines[i])):
        if lined and _ROW.match(lines[i]) and not _HEADER_RULE.match(lines[i]) and row:
            out.append("| " + " | ".join(" ".join(part for part in cell if part) for cell in row) + " |")
            row = []
        if _BORDER.match(lines[i]) or _HEADER_RULE.match(lines[i]):
            if row:
                out.append("| " + " | ".join(" ".join(part for part in cell if part) for cell in row) + " |")
                if "=" in lines[i] or _HEADER_RULE.match(lines[i]):
                    out.append("|" + "|".join("---" for _ in row) + "|")  # under the header row
            row = []
        else:
            cells = [lines[i][a + 1:b].strip() for a, b in zip(cuts, cuts[1:])]
            row = [[*old, new] for old, new in zip(row, cells)] if row else [[c] for c in cells]
        i += 1
    while i < len(lines) and not lines[i].strip():
        out.append(lines[i])
        i += 1
    if i < len(lines) and _CAPTION.match(lines[i]):
        i += 1  # the table's caption
    return i


def _line_rows(lines: list[str], i: int, cuts: list[int]) -> bool:
    """Whether the grid table whose rows start at line ``i`` holds a row a line (MySQL's, psql's and tabulate's boxes: no
    border between the body's rows, every line's first cell filled), not rows whose cells wrap over several lines
    (pandoc's and reStructuredText's grid tables: a border under each row, "+===+" under the header)."""
    end = i
    while end < len(lines) and (_BORDER.match(lines[end]) or _ROW.match(lines[end])):
        end += 1
    rules = [k for k in range(i, end) if _BORDER.match(lines[k]) or _HEADER_RULE.match(lines[k])]
    if not rules or len(cuts) < 2:
        return False
    body = [lines[k] for k in range(rules[0] + 1, end) if _ROW.match(lines[k]) and not _HEADER_RULE.match(lines[k])]
    inner = [k for k in rules[1:] if k < end - 1]
    # (a "+===+" under the header is pandoc's or reStructuredText's: its rows wrap, even one row alone)
    return (len(body) >= 2 and not inner and rules[0] > i and "=" not in lines[rules[0]]
            and all(line[cuts[0] + 1:cuts[1]].strip() for line in body))


def dashed_tables(text: str) -> str:
    """``text`` with pandoc's simple and multiline tables (columns told by the dashes under their
    header, a multiline table's rows parted by blank lines between two full rules) one row a line,
    its cells joined by tabs; a caption under the table ("Table: …", ": …") dropped."""
    if not _COLUMN_RULE.search(text):
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not _COLUMN_RULE.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        starts = [m.start() for m in re.finditer(r"-+", lines[i])]
        head = 0
        while head < len(out) and out[len(out) - 1 - head].strip() and not _FULL_RULE.match(out[len(out) - 1 - head]):
            head += 1
        multiline = head < len(out) and bool(_FULL_RULE.match(out[len(out) - 1 - head]))
        header = out[len(out) - head:]
        del out[len(out) - head - (1 if multiline else 0):]
        if header:
            out.append("\t".join(_dashed_cells(header, starts)))
        i = _dashed_rows(lines, i + 1, starts, multiline, out)
    return "\n".join(out)


def _dashed_cells(rows: list[str], starts: list[int]) -> list[str]:
    """The cells of a row written over ``rows`` lines, each column from its dashes' start to the next's."""
    ends = [*starts[1:], None]
    return [" ".join(" ".join(line[a:b].split()) for line in rows if line[a:b].strip()) for a, b in zip(starts, ends)]


def _dashed_rows(lines: list[str], i: int, starts: list[int], multiline: bool, out: list[str]) -> int:
    """The rows from line ``i`` on appended to ``out``; the line after the table (and its caption)."""
    row: list[str] = []
    while i < len(lines):
        line = lines[i]
        end = bool(_FULL_RULE.match(line) or _COLUMN_RULE.match(line)) or (not line.strip() and not multiline)
        if row and (end or not line.strip() or not multiline):
            out.append("\t".join(_dashed_cells(row, starts)))
            row = []
        i += 1
        if end:
            break
        if line.strip():
            row.append(line)
    if row:
        out.append("\t".join(_dashed_cells(row, starts)))
    out.append("")
    while i < len(lines) and not lines[i].strip():
        i += 1
    if i < len(lines) and _CAPTION.match(lines[i]):
        i += 1
    return i
