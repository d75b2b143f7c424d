"""Data pasted into a captured page (an API's JSON answer in a code block, a JSON file's text shown
on a page): each record that pairs one date with a sentence is a dated ruling, written as a line
"DATE — text"; the rest of the data (ids, an "object" field, brackets) is no text of the page.

Told by the data's structure (an object's fields), not by field names: Scryfall's ``published_at``
and ``comment``, MTGJSON's ``date`` and ``text`` or any other API's names read alike.
"""

from __future__ import annotations

import json
import re

from lorehold.ingest.pages.dates import find_dates
from lorehold.ingest.pages.evidence import prose_like

#: where a JSON value may start: an object or an array at the start of a line
_OPENING = re.compile(r"(?m)^[ \t]*[\[{]")


def whole_date(value: str) -> bool:
    """A field whose value is a date and nothing else ("2022-02-18", "2022-02-18T00:00:00Z")."""
    found = find_dates(value)
    return len(found) == 1 and found[0].start == 0 and not value[found[0].end:].strip(" Z")


def _records(value, out: list[tuple[str, str]]) -> None:
    """The (date, sentence) pairs of ``value``'s objects, depth first, in the data's order."""
    if isinstance(value, dict):
        strings = [v.strip() for v in value.values() if isinstance(v, str)]
        dates = [v for v in strings if whole_date(v)]
        texts = [v for v in strings if v not in dates and prose_like(v)]
        if len(dates) == 1 and texts:
            out.append((dates[0], max(texts, key=len)))
        for v in value.values():
            _records(v, out)
    elif isinstance(value, list):
        for v in value:
            _records(v, out)


def _record_lists(value, out: list[list[tuple[str, str]]]) -> None:
    """Each list of ``value`` whose objects pair one date with a sentence, as those pairs."""
    if isinstance(value, dict):
        for v in value.values():
            _record_lists(v, out)
    elif isinstance(value, list):
        found: list[tuple[str, str]] = []
        for v in value:
            if isinstance(v, dict):
                one: list[tuple[str, str]] = []
                _records({k: x for k, x in v.items() if isinstance(x, str)}, one)
                found += one
        if found:
            out.append(found)
        for v in value:
            _record_lists(v, out)


def state_rulings(scripts: list[str], shown: str) -> tuple[list[str], list[str]]:
    """The "DATE — text" lines of the rulings a web app's page state holds and the page does not show
    (a Next.js page's ``__NEXT_DATA__``, any ``<script type="application/json">``: the page shows three
    rulings and "Show all 7", the state holds all seven). Only a list one of whose rulings the page
    shows is the page's list of rulings (a list of comments or news in the state is not). Also the
    texts of those the page shows."""
    folded = " ".join(shown.split()).casefold()
    lines: list[str] = []
    shown_texts: list[str] = []
    for script in scripts:
        try:
            value = json.loads(script)
        except ValueError:
            continue
        lists: list[list[tuple[str, str]]] = []
        _record_lists(value, lists)
        for records in lists:
            texts = [" ".join(t.split()) for _, t in records]
            seen = [t.casefold() in folded for t in texts]
            if any(seen):
                lines += [f"{d} — {t}" for (d, _), t, s in zip(records, texts, seen) if not s]
                shown_texts += [t.casefold() for t, s in zip(texts, seen) if s]
    return list(dict.fromkeys(lines)), shown_texts


def records_as_lines(blocks: list[str]) -> list[str]:
    """``blocks`` with each pasted JSON value that holds dated records replaced by one line per
    record; other JSON (and every other block) as it was."""
    text = "\n\n".join(blocks)
    if "{" not in text or '"' not in text:
        return blocks
    decoder = json.JSONDecoder()
    pieces: list[str] = []
    at = 0
    for m in _OPENING.finditer(text):
        start = m.end() - 1
        if start < at:
            continue
        try:
            value, end = decoder.raw_decode(text, start)
        except ValueError:
            continue
        found: list[tuple[str, str]] = []
        _records(value, found)
        if found:
            pieces += [text[at:start], "\n".join(f"{date} — {sentence}" for date, sentence in found)]
            at = end
    if not pieces:
        return blocks
    pieces.append(text[at:])
    return [b for b in "".join(pieces).split("\n\n") if b.strip()]
