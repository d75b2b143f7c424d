"""Tables laid out in columns of spaces, as a text browser's dump (lynx, w3m), ``column -t`` or a
fixed-width report prints them: a header of short labels ("Ruling        Date"), then rows whose
cells start under their labels, a long cell wrapped over the lines below its row with the other
columns left blank there:

    Ruling                                            Date
    Gaining control of a creature doesn't cause you   8.6.16
    to gain control of any Auras attached to it.

Each row is put back on one line, its cells joined by tabs (as a spreadsheet's rows are), which the
reader takes apart like any other table row: the date cell dates the text cell. A line with every
column its table's first row fills starts a row; a line that leaves one blank goes on the row above.
"""

from __future__ import annotations

import re

#: a chunk of a line: words separated by single spaces (cells are separated by two or more)
_CHUNK = re.compile(r"\S+(?: \S+)*")
#: a header's label: a word or three, no digits, no sentence
_LABEL = re.compile(r"^[^\W\d_][^\W\d_'’./-]*(?: [^\W\d_][^\W\d_'’./-]*){0,2}$")
#: how far a cell may start from its label's column
_SLACK = 3


def _header(line: str) -> list[int] | None:
    """The columns where a header line's labels start: two labels or more, three spaces or more apart."""
    chunks = list(_CHUNK.finditer(line))
    if len(chunks) < 2 or not all(_LABEL.match(c.group()) for c in chunks):
        return None
    if any(b.start() - a.end() < 3 for a, b in zip(chunks, chunks[1:])):
        return None
    return [c.start() for c in chunks]


def _cells(line: str, starts: list[int]) -> list[str] | None:
    """``line``'s cells under the header's columns; None when a chunk stands left of the table or
    runs across a column's start."""
    cells = [""] * len(starts)
    for start, end in _pieces(line, starts):
        if start < starts[0]:
            return None  # left of the table's first column: a line after the table ("References", an ad's label)
        col = max(k for k, s in enumerate(starts) if k == 0 or start >= s - _SLACK)
        if col + 1 < len(starts) and end > starts[col + 1] + _SLACK:
            return None  # a chunk across the next column: no row of this table
        cells[col] = f"{cells[col]} {line[start:end]}".strip()
    return cells


def _pieces(line: str, starts: list[int]) -> list[tuple[int, int]]:
    """Where ``line``'s chunks are, each cut where a word starts right at a column's start after one
    space (a cell as wide as its column leaves a space before the next: w3m's "16.3.2018 If each …")."""
    pieces = []
    for m in _CHUNK.finditer(line):
        a = m.start()
        for s in starts:
            if a < s < m.end() and line[s - 1] == " " and line[s] != " ":
                pieces.append((a, s - 1))
                a = s
        pieces.append((a, m.end()))
    return pieces


def _rows(lines: list[str], starts: list[int]) -> tuple[list[list[str]], int]:
    """The rows of the table whose header's columns are ``starts``, from ``lines`` (after the
    header); how many lines they took."""
    rows: list[list[str]] = []
    anchor: list[int] = []
    used = 0
    for line in lines:
        if not line.strip():
            break
        cells = _cells(line, starts)
        if cells is None:
            break
        filled = [k for k, c in enumerate(cells) if c]
        if not rows:
            if len(filled) < 2:
                break
            anchor = filled
        if not rows or all(cells[k] for k in anchor):
            rows.append(cells)
        else:
            rows[-1] = [f"{a} {b}".strip() for a, b in zip(rows[-1], cells)]
        used += 1
    return rows, used


def aligned_tables(text: str) -> str:
    """``text`` with each table laid out in columns of spaces as rows of tab-separated cells, one a line."""
    if "   " not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        starts = _header(lines[i])
        if starts is not None:
            rows, used = _rows(lines[i + 1:], starts)
            if rows and any(line.count("  ") for line in lines[i + 1:i + 1 + used]):
                out.append("\t".join(_CHUNK.findall(lines[i])))
                out += ["\t".join(row) for row in rows]
                i += 1 + used
                continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)
