"""Two columns of text printed side by side, as ``pdftotext -layout`` gives a two-column handout or
a newsletter with a sidebar: each line holds a piece of the left column, a gap of spaces, then a
piece of the right one, which starts at the same place on every line:

    27/04/2018                                       Lunch break: 13:00
    A card, spell, or permanent is historic if       14:00 Round 3
    it has the legendary supertype, the              16:00 Top 8

Read as it is, every line of a ruling would end with the sidebar's words. Each stretch of lines set
out so is written as its left column, then its right column, each with its own lines; a line that
crosses the gap (a running header over both columns) is left as it is and parts the stretches.

A table's columns are no such thing: a table's right cell stands on its row's first line, beside
text, while a column of text also has lines of its own where the left column is blank; and its
lines are sentences' pieces, not dates or numbers alone; and the left column holds sentences too, one
line of it reaching near the gap (a table's left cells are dates or labels).
"""

from __future__ import annotations

import re
from collections import Counter

#: where a piece of text starts after a gap of three spaces or more
_AFTER_GAP = re.compile(r"(?<=\S)\s{3,}(?=\S)")
#: a word of two letters or more
_WORD = re.compile(r"[^\W\d_]{2,}")
_MIN_COLUMN = 24
#: a line that ends a sentence
_SENTENCE_END = re.compile(r"[.!?:;)\]\"'”’»]\s*$")


def side_by_side(text: str) -> str:
    """``text`` with each stretch of two columns side by side written one column after the other."""
    lines = text.split("\n")
    starts = Counter(m.end() for line in lines for m in _AFTER_GAP.finditer(line) if m.end() >= _MIN_COLUMN)
    starts.update(len(line) - len(line.lstrip(" ")) for line in lines if len(line) - len(line.lstrip(" ")) >= _MIN_COLUMN)
    if not starts:
        return text
    right, count = starts.most_common(1)[0]
    if count < 4:
        return text
    out: list[str] = []
    stretch: list[str] = []
    for line in lines:
        if _crosses(line, right):
            out += _columns(stretch, right)
            stretch = []
            out.append(line)
        else:
            stretch.append(line)
    out += _columns(stretch, right)
    return "\n".join(out)


def _crosses(line: str, right: int) -> bool:
    """``line`` is no line of two columns: it has text in the gap before the right column, or a piece
    after a gap that does not start where the right column does (a running header's date far right)."""
    if len(line.rstrip()) <= right - 2:
        return False
    if line[right - 2:right] != "  ":
        return True
    return bool(line[:right].strip()) and line[right:right + 1] == " "


def _columns(lines: list[str], right: int) -> list[str]:
    """The stretch ``lines`` as its left column then its right one, if it is two columns of text."""
    lefts = [line[:right].rstrip() for line in lines]
    rights = [line[right:].strip() for line in lines]
    both = sum(1 for a, b in zip(lefts, rights) if a.strip() and b)
    alone = sum(1 for a, b in zip(lefts, rights) if not a.strip() and b)
    worded = sum(1 for b in rights if len(_WORD.findall(b)) >= 2)
    wide = sum(1 for a in lefts if len(a) >= right * 0.6)
    prose = sum(1 for a in lefts if len(_WORD.findall(a)) >= 4)
    # (the right column's own lines, where the left one is blank, tell it from a table's cells; or, where the left
    # column runs the longer, lines of prose side by side throughout: a table's left cells are no sentences)
    if both < 3 or worded < 3 or wide < 1 or prose < 2 or (alone < 2 and not (both >= 8 and worded >= 8 and prose >= 6)):
        return lines
    column: list[str] = []
    for b in rights:  # (a blank stretch of the right column parts its paragraphs)
        if b or (column and column[-1]):
            column.append(b)
    while lefts and not lefts[-1].strip():
        lefts.pop()
    open_end = bool(lefts and column and not _SENTENCE_END.search(lefts[-1]))
    first = column[:column.index("")] if "" in column else column
    # (a paragraph the column's foot cut runs on at the top of the next column: words of a sentence, not a
    # sidebar's heading ("Program") nor an entry's date)
    if open_end and not column[0][:1].isdigit() and len(column[0].split()) >= 3 \
            and (len(first) >= 2 or _SENTENCE_END.search(first[-1])):
        return lefts + column + [""]
    if open_end:
        return column + [""] + lefts  # (a sidebar beside a paragraph the page's foot cut: that runs on over the page)
    return lefts + [""] + column + [""]
