"""Decklist translation (``lorehold translate``): each card line's name resolved in any language
(case, accents, typos forgiven, as ``card NAME``) and printed in the target language, counts and
sections kept.

Lines: ``4 Lightning Bolt``, ``4x Lightning Bolt``, ``SB: 2 Negate``, Arena's ``4 Lightning Bolt
(M11) 146`` (the set and number are kept after the translated name, so Arena and MTGO still read it); section lines (``Sideboard``, ``Deck``,
``Commander``, ``// Sideboard``, anything ending with ``:``) and blank lines are kept as they are.
A card's name in the target language is its most common printed translation; a card never
printed in that language keeps its English name (and a note on stderr).
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import orjson

from lorehold.search.names import NAMES_FILE, NameIndex, pick
from lorehold.search.searching import IndexMissing

if TYPE_CHECKING:
    from lorehold.settings import Settings

_COUNTED = re.compile(r"^(?P<sb>SB:\s*)?(?P<count>\d+)(?P<x>\s*[xX×])?\s+(?P<name>.+?)\s*$")
_ARENA_TAIL = re.compile(r"\s+\([A-Za-z0-9]{2,6}\)(?:\s+[\w★-]+)?\s*$")
_SECTIONS = {
    "deck", "main", "maindeck", "mainboard", "sideboard", "side", "commander", "companion", "maybeboard",
    "considering", "tokens", "banquillo", "mazo", "réserve", "reserve", "deck principal", "seitenboard",
    "hauptdeck", "sideboard:", "mazzo", "panchina", "reserva", "сайдборд", "колода", "サイドボード",
    "メインデッキ", "デッキ", "备牌", "主牌", "備牌", "主牌堆", "사이드보드", "덱",
}


@dataclass
class Line:
    number: int
    original: str
    output: str
    kind: str  # card, section, blank, unknown
    count: int | None = None
    name: str | None = None  # as written
    card: str | None = None  # English name
    translated: str | None = None
    language: str | None = None  # of ``translated``


@dataclass
class Translation:
    language: str
    lines: list[Line] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def unresolved(self) -> list[Line]:
        return [line for line in self.lines if line.kind == "unknown"]

    def to_dict(self) -> dict:
        return {
            "language": self.language,
            "lines": [
                {"line": ln.number, "kind": ln.kind, "count": ln.count, "name": ln.name, "card": ln.card,
                 "translated": ln.translated, "language": ln.language, "output": ln.output}
                for ln in self.lines
            ],
            "unresolved": [{"line": ln.number, "name": ln.name} for ln in self.unresolved],
            "notes": self.notes,
        }


def _is_section(text: str) -> bool:
    t = text.strip()
    low = t.lower().rstrip(":").strip()
    return t.endswith(":") or t.startswith("//") or t.startswith("#") or low in _SECTIONS


class _Resolver:
    def __init__(self, index_dir):
        from whoosh import index as windex

        path = index_dir / NAMES_FILE
        if not path.exists():
            raise IndexMissing(f"no search index in {index_dir} (run: lorehold index rebuild)")
        self.names = NameIndex.load(path)
        self.cards = windex.open_dir(str(index_dir / "cards")).searcher()

    def resolve(self, name: str, source: str | None) -> int | None:
        """The card a decklist name means: an exact (folded) name, preferring the list's language,
        else the nearest name within the typos allowed."""
        langs = (source,) if source else None
        for scope in ([langs, None] if langs else [None]):
            exact = self.names.exact(name, scope)
            if exact:
                top = pick(name, sorted(exact, key=lambda h: (h.name != name, h.language != (source or "en"), h.card_id)))
                return top[0].card_id
        for scope in ([langs, None] if langs else [None]):
            top = pick(name, self.names.fuzzy(name, scope))
            if top:
                return top[0].card_id
        return None

    def name_in(self, card_id: int, lang: str) -> tuple[str, str]:
        """(name, language): the card's most common printed name in ``lang``, or its English name."""
        docnum = self.cards.document_number(cid=str(card_id))
        english = self.names.english(card_id)
        if docnum is None:
            return english, "en"
        display = orjson.loads(zlib.decompress(self.cards.stored_fields(docnum)["d"]))
        if lang == "en":
            return display["n"], "en"
        entry = display["l"].get(lang)
        if entry and entry[0]:
            return entry[0], lang
        return display["n"], "en"


def translate_decklist(settings: "Settings", text: str, to: str, source: str | None = None) -> Translation:
    """Translate a decklist's card names into language ``to``."""
    from pathlib import Path

    resolver = _Resolver(Path(settings.index_dir))
    result = Translation(to)
    try:
        for number, raw in enumerate(text.splitlines(), 1):
            line = raw.rstrip("\r\n")
            if not line.strip():
                result.lines.append(Line(number, line, line, "blank"))
                continue
            m = _COUNTED.match(line.strip())
            if m is None and _is_section(line):
                result.lines.append(Line(number, line, line, "section"))
                continue
            if m is not None:
                count = int(m.group("count"))
                named = m.group("name")
                head = (m.group("sb") or "") + m.group("count") + (m.group("x") or "")
            else:
                count, named, head = None, line.strip(), None
            tail_match = _ARENA_TAIL.search(named)
            tail = tail_match.group(0).rstrip() if tail_match else ""  # " (M12) 165": kept as written
            written = named[: tail_match.start()] if tail_match else named
            card_id = resolver.resolve(written, source)
            if card_id is None:
                result.lines.append(Line(number, line, line, "unknown", count, written))
                continue
            translated, lang = resolver.name_in(card_id, to)
            if lang != to:
                result.notes.append(f"line {number}: {translated} has no printed {to} name; kept in English")
            output = (f"{head} {translated}" if head is not None else translated) + tail
            result.lines.append(Line(number, line, output, "card", count, written, resolver.names.english(card_id),
                                     translated, lang))
    finally:
        resolver.cards.close()
    return result
