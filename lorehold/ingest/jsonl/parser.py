"""lorehold's own JSONL export (``lorehold export --format jsonl``) read back, so a dataset moves
between machines: one card object per line (``lorehold.card_view.card_dicts``) into records.

The card object carries everything the tables hold about a card: its translations grouped by
wording with the printings that carry each (``"XLN/189"``), each printing's per-language details
(``foreign``: multiverse id, flavor text, faces), translations given without a printing, and
rulings with every source that gave them (``CopiedRuling``). Rulings keep those sources: after
each chunk is loaded, ``lorehold.ingest.load_jsonl`` links each ruling to a source row standing
for the original one (same kind, and the same URL, or a locator ending in the same document
name), so ``card --json`` in the new home shows the same sources. This module only parses.

Not carried: the ``rules`` of a card (they come from the Comprehensive Rules tables: ingest the
rules file), a ruling's link to the English ruling it translates, translation sources (the
JSONL file becomes their source) and set types. Set names in other languages travel with each
printing (``set_names``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import IO, Any

from lorehold.errors import UnreadableSource
from lorehold.ingest.records import (
    CardBundle,
    CardRecord,
    FaceRecord,
    ParsedSource,
    PrintingRecord,
    RulingRecord,
    SetRecord,
    TranslationFaceRecord,
    TranslationRecord,
)
from lorehold.ingest.values import exported_date

KIND = "jsonl"
PARSER_VERSION = "jsonl-2"  # 2: set names in other languages
#: cards per chunk when streaming a big file
CHUNK = 1000

_BOM_AND_SPACE = b"\xef\xbb\xbf \t\r\n"


@dataclass(slots=True)
class CopiedRuling(RulingRecord):
    """A ruling with the sources the exported card object listed for it."""

    sources: list[dict] = field(default_factory=list)


def sniff(name: str, head: bytes) -> bool:
    head = head.lstrip(_BOM_AND_SPACE)
    if head.startswith(b'{"oracle_id":'):  # the card object's first key
        return True
    return _is_manifest(name, head)


def _is_manifest(name: str, head: bytes) -> bool:
    """The manifest written beside an export: nothing to load, but not an error either."""
    return name.endswith(".manifest.json") and b'"lorehold_version"' in head.lstrip(_BOM_AND_SPACE)[:200]


def parse(data: bytes, name: str = "<bytes>", card: str | None = None, **_: Any) -> ParsedSource:
    parsed = ParsedSource(kind=KIND)
    if _is_manifest(name, data[:256]):
        return parsed
    for chunk in _parse_lines(data.splitlines(), name, chunk_size=None):
        parsed.sets.extend(chunk.sets)
        parsed.cards.extend(chunk.cards)
    return parsed


def parse_stream(stream: IO[bytes], name: str) -> Iterator[ParsedSource]:
    """Chunks of ``CHUNK`` cards, read a line at a time."""
    if name.endswith(".manifest.json"):
        return
    try:
        yield from _parse_lines(stream, name, chunk_size=CHUNK)
    except (EOFError, OSError) as exc:
        raise UnreadableSource(f"{name}: cannot read ({exc})") from None


def _parse_lines(lines: Iterable[bytes], name: str, chunk_size: int | None) -> Iterator[ParsedSource]:
    import orjson

    chunk = _Chunk()
    first = True
    for number, line in enumerate(lines, 1):
        line = line.strip(_BOM_AND_SPACE) if first else line.strip()
        if not line:
            continue
        try:
            obj = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            raise UnreadableSource(f"{name}: line {number}: not valid JSON ({exc})") from None
        first = False
        if not isinstance(obj, dict) or not isinstance(obj.get("name"), str) or "printings" not in obj:
            raise UnreadableSource(f"{name}: line {number}: not a lorehold card object (no name or printings)")
        try:
            chunk.add(obj)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise UnreadableSource(f"{name}: line {number}: malformed card object ({type(exc).__name__}: {exc})") from None
        if chunk_size and len(chunk.cards) >= chunk_size:
            yield chunk.parsed()
            chunk = _Chunk()
    if chunk.cards:
        yield chunk.parsed()


class _Chunk:
    def __init__(self) -> None:
        self.sets: dict[str, SetRecord] = {}
        self.cards: list[CardBundle] = []

    def parsed(self) -> ParsedSource:
        return ParsedSource(kind=KIND, sets=list(self.sets.values()), cards=self.cards)

    def add(self, obj: dict) -> None:
        card = CardRecord(
            name=obj["name"],
            oracle_id=obj.get("oracle_id"),
            mana_cost=obj.get("mana_cost"),
            mana_value=obj.get("mana_value"),
            colors=obj.get("colors"),
            color_identity=obj.get("color_identity"),
            type_line=obj.get("type_line"),
            oracle_text=obj.get("oracle_text"),
            power=obj.get("power"),
            toughness=obj.get("toughness"),
            loyalty=obj.get("loyalty"),
            defense=obj.get("defense"),
            layout=obj.get("layout"),
            keywords=list(obj.get("keywords") or ()),
            faces=[
                FaceRecord(
                    name=f["name"], mana_cost=f.get("mana_cost"), type_line=f.get("type_line"),
                    oracle_text=f.get("oracle_text"), power=f.get("power"), toughness=f.get("toughness"),
                    loyalty=f.get("loyalty"), defense=f.get("defense"), side=f.get("side"),
                )
                for f in obj.get("faces") or ()
            ],
        )
        # per printing, the translations printed there (the object groups them by wording)
        printed: dict[str, list[dict]] = {}
        unprinted: list[TranslationRecord] = []
        for entry in obj.get("translations") or ():
            for label in entry.get("printings") or ():
                printed.setdefault(label, []).append(entry)
            if not entry.get("printings") or "multiverse_id" in entry or "faces" in entry:
                unprinted.append(_translation(entry, entry))
        printings = []
        for p in obj["printings"]:
            code, number = p["set"], p["number"]
            if code not in self.sets:
                self.sets[code] = SetRecord(code=code, name=p.get("set_name"), release_date=exported_date(p.get("release_date")),
                                            translations=dict(p.get("set_names") or {}))
            label = f"{code}/{number}"
            foreign = p.get("foreign") or {}
            translations = [_translation(entry, foreign.get(entry["language"])) for entry in printed.get(label, ())]
            printings.append(
                PrintingRecord(
                    set_code=code, number=number, rarity=p.get("rarity"), artist=p.get("artist"),
                    multiverse_id=p.get("multiverse_id"), scryfall_id=p.get("scryfall_id"),
                    mtgjson_uuid=p.get("mtgjson_uuid"), printed_type_line=p.get("printed_type_line"),
                    printed_text=p.get("printed_text"), flavor_text=p.get("flavor_text"),
                    translations=translations,
                )
            )
        rulings = [
            CopiedRuling(
                date=exported_date(r.get("date")), text=r["text"], language=r.get("language") or "en",
                date_ambiguous=bool(r.get("date_ambiguous")), sources=list(r.get("sources") or ()),
            )
            for r in obj.get("rulings") or ()
        ]
        self.cards.append(CardBundle(card=card, printings=printings, translations=unprinted, rulings=rulings))


def _translation(entry: dict, details: dict | None) -> TranslationRecord:
    """A translation row: the entry's wording with one printing's details (or, without a
    printing, the entry's own)."""
    details = details if details is not None else {}
    return TranslationRecord(
        language=entry["language"],
        name=entry["name"],
        type_line=entry.get("type_line"),
        text=entry.get("text"),
        flavor_text=details["flavor_text"] if "flavor_text" in details else entry.get("flavor_text"),
        multiverse_id=details.get("multiverse_id"),
        faces=[
            TranslationFaceRecord(
                name=f.get("name"), type_line=f.get("type_line"), text=f.get("text"),
                flavor_text=f.get("flavor_text"), multiverse_id=f.get("multiverse_id"),
            )
            for f in details.get("faces") or ()
        ],
    )
