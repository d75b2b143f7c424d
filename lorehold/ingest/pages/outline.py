"""A Logseq page (an outliner's Markdown file), read as the outline it shows:

- the page's properties at its top ("title:: Quash", "tags:: [[MTG]]", "created:: [[2026-05-10]]") are the
  page's, no text of it, but for its title: a day among them is when the page was made, no ruling's;
- each block ("- " at its depth, a tab a level) is a line; a top-level block opens a section (a blank line
  before it), a heading's marks dropped ("- ## Rulings" -> "Rulings");
- a block's property that names a ruling's day ("ruling-date:: [[2004년 10월 4일]]", "ruled:: …") dates the
  block: the day in brackets after its text; its other properties ("id:: 653a…", "collapsed:: true") and its
  planning lines ("SCHEDULED: <2026-10-10 Sat>") are the outliner's, and so are a task's marker ("TODO")
  and a reference to another block ("((653a471a-…))").

The ``[[links]]`` are read as the words they show afterwards, as any page's are (``links.py``).
"""

from __future__ import annotations

import re

from lorehold.ingest.pages.dates import find_dates, names_ruling

_PROPERTY = re.compile(r"^(?P<indent>\s*)(?P<key>[^\W\d_][\w-]{0,40})::\s*(?P<value>.*)$")
_BLOCK = re.compile(r"^(?P<indent>\s*)-(?:\s+(?P<text>.*))?$")
_PLANNING = re.compile(r"^\s*(?:SCHEDULED|DEADLINE):\s*<[^>]*>\s*$")
_MARKER = re.compile(r"^(?:TODO|DOING|DONE|LATER|NOW|WAITING|CANCELED|CANCELLED)\s+")
_BLOCK_REF = re.compile(r"\s*\(\([0-9a-f-]{36}\)\)")
_HEADING = re.compile(r"^#{1,6}\s+")
#: the words of a property's key that say the day it gives is when something was made or is due, no ruling's
_BOOKKEEPING = frozenset("created updated modified due scheduled deadline reviewed review next last edited".split())


def is_logseq(text: str) -> bool:
    """A Logseq page: page properties over its blocks, or blocks with properties under them ("  id:: …")."""
    lines = [line for line in text[:20000].split("\n") if line.strip()]
    if not any(_BLOCK.match(line) for line in lines):
        return False
    top = 0
    while top < len(lines) and _PROPERTY.match(lines[top]) and not _BLOCK.match(lines[top]):
        top += 1
    under = sum(1 for line in lines if (m := _PROPERTY.match(line)) and m.group("indent"))
    return (top >= 2 and top < len(lines) and bool(_BLOCK.match(lines[top]))) or under >= 2


def logseq_text(text: str) -> str:
    """The outline a Logseq page shows (see the module's doc)."""
    lines = text.lstrip("\ufeff").split("\n")
    out: list[str] = []
    k = 0
    while k < len(lines) and (not lines[k].strip() or (_PROPERTY.match(lines[k]) and not _BLOCK.match(lines[k]))):
        m = _PROPERTY.match(lines[k])
        if m and m.group("key").casefold() == "title":
            out.append(m.group("value").strip())
        k += 1
    for line in lines[k:]:
        if not line.strip() or _PLANNING.match(line):
            continue
        block = _BLOCK.match(line)
        if block:
            shown = _BLOCK_REF.sub("", _MARKER.sub("", (block.group("text") or "").strip())).strip()
            if not shown:
                continue
            if not block.group("indent"):
                out.append("")
            out.append(_HEADING.sub("", shown))
            continue
        prop = _PROPERTY.match(line)
        if prop:
            if out and _dates_block(prop.group("key"), prop.group("value")):
                out[-1] = f"{out[-1].rstrip()} ({_unlinked(prop.group('value'))})"
            continue
        if out and out[-1] and line[:1].isspace():  # (a block's text over several lines, under its bullet)
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
        else:  # (a line outside the outline: a heading of the page's own, "Linked References", a day's)
            out += ["", line.strip()]
    return "\n".join(out).strip("\n")


def _dates_block(key: str, value: str) -> bool:
    """A block's property that gives the day of the ruling the block is ("ruling-date", "ruled", "date")."""
    words = set(re.split(r"[-_\s]+", key.casefold()))
    if words & _BOOKKEEPING:
        return False
    return bool(find_dates(_unlinked(value))) and bool(words & {"date", "day", "ruled", "datum", "fecha", "data"} or names_ruling(" ".join(words)))


def _unlinked(value: str) -> str:
    """A property's value with its page links' brackets off ("[[Sep 24th, 2021]]" -> "Sep 24th, 2021")."""
    return re.sub(r"\[\[([^\[\]]*)\]\]", r"\1", value).strip()
