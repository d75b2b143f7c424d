"""Grid tables drawn with ``+---+`` borders (pandoc's grid tables, reStructuredText's, psql's and
MySQL's boxed output), whose cells wrap over several lines: each row is put back on one line as a
pipe table's (``| cell | cell |``), which the reader takes apart like any other table row. A
pandoc caption under a table ("Table: …") is the table's title, not a ruling, and is dropped."""

from __future__ import annotations

import re

from lorehold.ingest.pages.columns import aligned_tables

_BORDER = re.compile(r"^\s*\+(?:[-=:]+\+)+\s*$")
_ROW = re.compile(r"^\s*\|.*\|\s*$")
_CAPTION = re.compile(r"^\s*(?:Table|:)\s*:\s")


def grid_tables(text: str) -> str:
    """``text`` with every grid table's rows one line each (a table laid out in columns of spaces too,
    ``columns.py``); other lines as they were."""
    text = aligned_tables(text)
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
    while i < len(lines) and (_BORDER.match(lines[i]) or _ROW.match(lines[i])):
        if _BORDER.match(lines[i]):
            if row:
                out.append("| " + " | ".join(" ".join(part for part in cell if part) for cell in row) + " |")
                if "=" in lines[i]:
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
