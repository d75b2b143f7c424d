"""Dates a page writes in two parts: a header that gives the year, or the month and the year
("März 2019", "2020년 8월", "Junio de 2011 (3)", "2017"), over entries that give the rest ("12 — text",
"7일: text", "19. — text" under a month; "29 set · text", "Jan 19 — text", "1月22日 · text" under a year).

``headed_dates`` writes each such entry's date whole (ISO) where the entry wrote its part, and drops
the headers it completed entries from, so the page reader reads a dated line like any other. The
header and the entry are read by ``find_dates`` itself, as one date (the header's words and the
entry's joined), so every month name and form it knows serves here too.
"""

from __future__ import annotations

import re

from lorehold.ingest.pages.dates import find_dates
from lorehold.ingest.pages.evidence import prose_like

#: marks around a header ("## 2019", "— 2017 —", "== März 2019 ==") and a count after it ("(3)", "[12]")
_HEADER_MARKS = " \t#=*_~-—–·•|:[](){}<>«»"
_COUNT = re.compile(r"\s*[(\[]\s*\d{1,3}\s*[)\]]\s*$")
_YEAR_ONLY = re.compile(r"^(\d{4})\s*(?:年|년|г\.?|год)?$")
#: a day alone at an entry's start: "12 — ", "7일: ", "19. — ", "12日 ", "3rd: "
_DAY_ENTRY = re.compile(r"^(?P<day>\d{1,2})(?P<suffix>\.|日|일|er|st|nd|rd|th|º)?(?P<sep>\s*[—–:·|•\-]\s*|\s+|(?<=[日일]))(?=\S)")
_NUMBERED = re.compile(r"^\d{1,2}\.\s")
_MAX_HEADER = 40


def _header(line: str) -> tuple[int, int | None] | None:
    """(year, month) of a header line that gives a month and a year, (year, None) of one that gives
    a year alone; ``None`` for any other line."""
    text = _COUNT.sub("", line.strip()).strip(_HEADER_MARKS)
    if not text or len(text) > _MAX_HEADER:
        return None
    m = _YEAR_ONLY.match(text)
    if m:
        year = int(m.group(1))
        return (year, None) if 1990 <= year <= 2100 else None
    if find_dates(text) or not any(ch.isdigit() for ch in text):
        return None
    for candidate in (f"1 {text}", f"{text} 1", f"{text}1日", f"{text} 1일"):
        found = find_dates(candidate)
        if len(found) == 1 and found[0].start == 0 and found[0].end >= len(candidate) - 1 and found[0].date.day == 1:
            return found[0].date.year, found[0].date.month
    return None


def _day_entry(line: str, year: int, month: int) -> tuple[str, int] | None:
    """The line with its day written as a whole date, and the day; ``None`` when it starts with no day."""
    m = _DAY_ENTRY.match(line)
    if m is None or not prose_like(line[m.end():]):
        return None
    if any(found.start <= 2 for found in find_dates(line[:40])):
        return None  # a date of its own ("18 feb 2022 — text" under a blog's archive "settembre 2025 (6)")
    day = int(m.group("day"))
    if not 1 <= day <= 31 or not find_dates(f"{year}-{month:02d}-{day:02d}"):
        return None
    return f"{year}-{month:02d}-{day:02d}" + line[m.end("suffix") if m.group("suffix") else m.end("day"):], day


def _day_month_entry(line: str, year: int) -> str | None:
    """The line with its day and month (no year) written as a whole date; ``None`` when it starts with none."""
    if find_dates(line[:40]):
        return None  # a date of its own
    tokens = line.split(" ")
    for n in (2, 1, 3):
        if len(tokens) <= n:
            continue
        prefix = " ".join(tokens[:n]).rstrip(",:;·|—–-")
        rest = line[len(prefix):]
        if not prefix or not any(ch.isdigit() for ch in prefix) or not prose_like(rest.strip(" —–-:·|•\t")):
            continue
        for candidate in (f"{prefix} {year}", f"{prefix}, {year}", f"{year} {prefix}", f"{year}年{prefix}", f"{year}년 {prefix}"):
            found = find_dates(candidate)
            if len(found) == 1 and found[0].end - found[0].start >= len(candidate) - 1 and found[0].date.year == year:
                return found[0].date.isoformat() + rest
    return None


def headed_dates(blocks: list[str]) -> list[str]:
    """``blocks`` with the entries under a month or a year header dated whole, and those headers dropped."""
    lines = [(b, line) for b, block in enumerate(blocks) for line in block.split("\n")]
    context: tuple[int, int | None] | None = None
    header_at = -1
    written: dict[int, tuple[str, int]] = {}  # line -> (the line dated whole, its header's line)
    days: dict[int, list[tuple[int, int]]] = {}  # header -> (line, day) of its day-only entries
    for k, (_, line) in enumerate(lines):
        header = _header(line)
        if header is not None:
            context, header_at = header, k
            continue
        if context is None:
            continue
        year, month = context
        if month is None:
            done = _day_month_entry(line, year)
        else:
            entry = _day_entry(line, year, month)
            done = entry[0] if entry else None
            if entry:
                days.setdefault(header_at, []).append((k, entry[1]))
        if done is not None:
            written[k] = (done, header_at)
    _numbered_lists_out(lines, days, written)
    if not written:
        return blocks
    used = {header for _, header in written.values()}
    out: dict[int, list[str]] = {}
    for k, (b, line) in enumerate(lines):
        if k not in used:
            out.setdefault(b, []).append(written[k][0] if k in written else line)
    return ["\n".join(out[b]) for b in sorted(out)]


def _numbered_lists_out(lines, days: dict[int, list[tuple[int, int]]], written: dict[int, tuple[str, int]]) -> None:
    """Entries "1. …", "2. …", "3. …" under a month header number a list, not days: left as written."""
    for entries in days.values():
        numbers = [day for _, day in entries]
        if len(numbers) >= 2 and numbers == list(range(1, len(numbers) + 1)) and all(
                _NUMBERED.match(lines[k][1]) for k, _ in entries):
            for k, _ in entries:
                written.pop(k, None)
