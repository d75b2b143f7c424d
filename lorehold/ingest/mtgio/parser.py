"""magicthegathering.io (api.magicthegathering.io/v1) card JSON: ``{"cards": [...]}`` from
``/v1/cards`` or ``{"card": {...}}`` from ``/v1/cards/:id``. Each card is one printing with its
Gatherer-derived ``foreignNames`` (name, language label, multiverse id, sometimes text and type)
and ``rulings`` (``date``, ``text``). Pure: bytes in, records out.
"""

from __future__ import annotations

import re
from typing import Any

from lorehold.errors import UnknownLanguage, UnreadableSource
from lorehold.ingest.records import (
    CardBundle,
    CardLookup,
    CardRecord,
    ParsedSource,
    PrintingRecord,
    RulingRecord,
    SetRecord,
    TranslationRecord,
)
from lorehold.ingest.values import int_or_none, iso_date, wubrg
from lorehold.languages import normalize_language

KIND = "mtgio"
PARSER_VERSION = "mtgio-1"

_HEAD = re.compile(rb'^\s*\{\s*"cards?"\s*:\s*[\[{]')
_MARKERS = (b'"multiverseid"', b'"foreignNames"', b'"imageUrl"', b'"setName"')
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def sniff(name: str, head: bytes) -> bool:
    body = head.lstrip(b"\xef\xbb\xbf")
    return _HEAD.match(body) is not None and any(m in body for m in _MARKERS)


def parse(data: bytes, name: str, *, card: str | None = None) -> ParsedSource:
    import orjson

    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise UnreadableSource(f"{name}: not valid JSON ({exc})") from None
    if isinstance(document, dict) and isinstance(document.get("cards"), list):
        cards = document["cards"]
    elif isinstance(document, dict) and isinstance(document.get("card"), dict):
        cards = [document["card"]]
    else:
        raise UnreadableSource(f"{name}: not a magicthegathering.io response (no \"cards\" or \"card\")")
    parsed = ParsedSource(kind=KIND)
    sets: dict[str, SetRecord] = {}
    for i, entry in enumerate(cards):
        if not isinstance(entry, dict) or not entry.get("name"):
            raise UnreadableSource(f"{name}: card {i} without a name")
        parsed.cards.append(_bundle(entry, name))
        code = entry.get("set")
        if code and code not in sets:
            sets[code] = SetRecord(code=code, name=entry.get("setName"))
    parsed.sets = list(sets.values())
    return parsed


def _colors(values: Any) -> str | None:
    if not isinstance(values, list):
        return None
    letters = {_COLORS.get(str(v).lower(), str(v).upper()) for v in values}
    return wubrg(letters)


def _bundle(entry: dict, name: str) -> CardBundle:
    multiverse_id = int_or_none(entry.get("multiverseid"))
    # a face of a multi-face card carries the face's name; "names" lists the whole card's faces
    faces = entry.get("names") if isinstance(entry.get("names"), list) else None
    whole = " // ".join(faces) if faces and len(faces) > 1 else entry["name"]
    record = CardRecord(
        name=whole,
        mana_cost=entry.get("manaCost") if whole == entry["name"] else None,
        mana_value=float(entry["cmc"]) if whole == entry["name"] and entry.get("cmc") is not None else None,
        colors=_colors(entry.get("colors")) if whole == entry["name"] else None,
        color_identity=_colors(entry.get("colorIdentity")),
        type_line=entry.get("type") if whole == entry["name"] else None,
        oracle_text=entry.get("text") if whole == entry["name"] else None,
        power=entry.get("power") if whole == entry["name"] else None,
        toughness=entry.get("toughness") if whole == entry["name"] else None,
        loyalty=str(entry["loyalty"]) if entry.get("loyalty") not in (None, "") else None,
        layout=entry.get("layout"),
        lookup=CardLookup(multiverse_id=multiverse_id, name=entry["name"], language="en"),
    )
    translations = []
    for foreign in entry.get("foreignNames") or ():
        if not isinstance(foreign, dict) or not foreign.get("name"):
            continue
        try:
            language = normalize_language(foreign.get("language") or "")
        except UnknownLanguage:
            raise UnreadableSource(f"{name}: unknown language {foreign.get('language')!r} for {entry['name']}") from None
        translations.append(
            TranslationRecord(
                language=language,
                name=foreign["name"],
                type_line=foreign.get("type"),
                text=foreign.get("text"),
                flavor_text=foreign.get("flavor"),
                multiverse_id=int_or_none(foreign.get("multiverseid")),
            )
        )
    printings = []
    if entry.get("set") and entry.get("number"):
        printings.append(
            PrintingRecord(
                set_code=entry["set"],
                number=str(entry["number"]),
                rarity=(entry.get("rarity") or "").lower().replace("mythic rare", "mythic") or None,
                artist=entry.get("artist"),
                multiverse_id=multiverse_id,
                printed_type_line=entry.get("originalType"),
                printed_text=entry.get("originalText"),
                flavor_text=entry.get("flavor"),
                translations=translations,
            )
        )
        translations = []
    rulings = [
        RulingRecord(date=iso_date(r.get("date")), text=r["text"], language="en", publisher="wotc")
        for r in entry.get("rulings") or ()
        if isinstance(r, dict) and r.get("text")
    ]
    return CardBundle(card=record, printings=printings, translations=translations, rulings=rulings)
