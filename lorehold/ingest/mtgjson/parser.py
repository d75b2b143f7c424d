"""MTGJSON: set files (``{"meta", "data": set}``) and ``AllPrintings.json`` (``{"meta", "data": {code: set}}``).

MTGJSON lists each face of a multi-face card as its own entry (same oracle id and number, ``side``
a, b, …, ``name`` the whole card's "A // B") and repeats a card's rulings on every printing; both
are folded here: one ``CardBundle`` per card, one ``PrintingRecord`` per collector number, faces
as ``FaceRecord``s, rulings once. Pure: bytes in, records out.
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import lru_cache
from collections.abc import Iterator
from typing import IO, Any

from lorehold.errors import UnknownLanguage, UnreadableSource
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
from lorehold.ingest.values import FACE_TEXT_JOIN, int_or_none, iso_date, join_present, wubrg
from lorehold.languages import normalize_language

KIND = "mtgjson"
PARSER_VERSION = "mtgjson-2"  # 2: legalities, edhrecRank, originalReleaseDate, watermark, games, flags

#: layouts whose faces are printed on one side: card-level cost and colours combine the faces
_ONE_SIDED = {"split", "flip", "adventure", "aftermath"}
TEXT_JOIN = FACE_TEXT_JOIN


def sniff(name: str, head: bytes) -> bool:
    head = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    # a Scryfall list also has "data", but as an array
    return head.startswith(b"{") and re.search(rb'"(meta"\s*:|data"\s*:\s*\{)', head[:512]) is not None


def parse(data: bytes, name: str = "<bytes>", **_: Any) -> ParsedSource:
    """A whole set file or AllPrintings file held in memory."""
    import orjson

    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise UnreadableSource(f"{name}: not valid JSON ({exc})") from None
    parsed = ParsedSource(kind=KIND)
    for chunk in parse_document(document, name):
        parsed.sets.extend(chunk.sets)
        parsed.cards.extend(chunk.cards)
        parsed.published = chunk.published
    return parsed


def parse_document(document: Any, name: str) -> Iterator[ParsedSource]:
    if not isinstance(document, dict) or not isinstance(document.get("data"), dict):
        raise UnreadableSource(f"{name}: not an MTGJSON file (no \"data\" object)")
    published = (document.get("meta") or {}).get("date")
    data = document["data"]
    if "cards" in data and "code" in data:
        yield parse_set(data, name, published)
    else:
        for code, set_data in data.items():
            if not isinstance(set_data, dict) or "cards" not in set_data:
                raise UnreadableSource(f"{name}: data.{code} is not an MTGJSON set")
            yield parse_set(set_data, name, published)


def parse_stream(stream: IO[bytes], name: str) -> Iterator[ParsedSource]:
    """A set file or AllPrintings.json read as a stream: AllPrintings set by set (never whole),
    a set file gathered and parsed as one set."""
    import ijson

    from lorehold.ingest.limits import JsonValueCap

    published = None
    single: dict[str, Any] = {}
    try:
        for key, value in ijson.kvitems(JsonValueCap(stream, name), "data", use_float=True):
            if isinstance(value, dict) and "cards" in value and not single:
                yield parse_set(value, name, published)
            else:
                single[key] = value
    except ijson.JSONError as exc:
        raise UnreadableSource(f"{name}: not valid JSON ({exc})") from None
    except (EOFError, OSError) as exc:
        raise UnreadableSource(f"{name}: cannot read ({exc})") from None
    if single:
        if "cards" not in single or "code" not in single:
            raise UnreadableSource(f"{name}: not an MTGJSON file (\"data\" is neither a set nor sets)")
        yield parse_set(single, name, published)


@lru_cache(maxsize=256)
def _language(value: str) -> str | None:
    try:
        return normalize_language(value)
    except UnknownLanguage:
        return None


def parse_set(data: dict, name: str, published: str | None = None) -> ParsedSource:
    try:
        code = data["code"]
        cards = data["cards"]
    except KeyError as exc:
        raise UnreadableSource(f"{name}: set without {exc.args[0]!r}") from None
    translations = {}
    for language, translated in (data.get("translations") or {}).items():
        lang = _language(language)
        if lang and translated:
            translations[lang] = translated
    set_record = SetRecord(
        code=code,
        name=data.get("name"),
        release_date=iso_date(data.get("releaseDate")),
        type=data.get("type"),
        translations=translations,
    )
    # entries -> {card key: {number: [face entries]}}
    grouped: dict[str, dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    for entry in cards:
        if not isinstance(entry, dict) or "name" not in entry or "number" not in entry:
            raise UnreadableSource(f"{name}: {code} has a card entry without name or number")
        if _one_card_reversed(entry):
            if (entry.get("side") or "a") != "a":
                continue
            entry = {**entry, "name": entry["faceName"], "layout": None}
        oracle_id = (entry.get("identifiers") or {}).get("scryfallOracleId")
        grouped[oracle_id or "name:" + entry["name"]][entry["number"]].append(entry)
    bundles = [_bundle(code, numbers) for numbers in grouped.values()]
    return ParsedSource(kind=KIND, sets=[set_record], cards=bundles, published=published)


def _one_card_reversed(entry: dict) -> bool:
    """A reversible card with the same card on both sides (Secret Lair's Propaganda, "Propaganda //
    Propaganda", no oracle id): a printing of that card, read from its front side, as the Scryfall
    parser reads it, not a card of its own."""
    face = entry.get("faceName")
    return (entry.get("layout") == "reversible_card" and bool(face)
            and not (entry.get("identifiers") or {}).get("scryfallOracleId")
            and entry["name"] == f"{face} // {face}")


def _bundle(set_code: str, numbers: dict[str, list[dict]]) -> CardBundle:
    first_number = sorted(numbers, key=_number_order)[0]
    faces = sorted(numbers[first_number], key=lambda e: e.get("side") or "")
    card = _card(faces)
    printings = [_printing(set_code, number, sorted(entries, key=lambda e: e.get("side") or ""))
                 for number, entries in sorted(numbers.items(), key=lambda kv: _number_order(kv[0]))]
    rulings: list[RulingRecord] = []
    seen: set[tuple[str, str]] = set()
    for entries in numbers.values():
        for entry in entries:
            for ruling in entry.get("rulings") or ():
                key = (ruling.get("date") or "", ruling.get("text") or "")
                if key in seen or not key[1]:
                    continue
                seen.add(key)
                rulings.append(RulingRecord(date=iso_date(ruling.get("date")), text=ruling["text"], publisher="wotc"))
    return CardBundle(card=card, printings=printings, rulings=rulings)


def _number_order(number: str) -> tuple[int, str]:
    digits = "".join(ch for ch in number if ch.isdigit())
    return (int(digits) if digits else 1 << 30, number)


def _card(faces: list[dict]) -> CardRecord:
    front = faces[0]
    layout = front.get("layout")
    multi = len(faces) > 1
    one_sided = layout in _ONE_SIDED
    if multi and one_sided:
        mana_cost = join_present([f.get("manaCost") for f in faces], " // ")
        colors = wubrg(c for f in faces for c in f.get("colors") or ())
    else:
        mana_cost = front.get("manaCost")
        colors = wubrg(front.get("colors") or ())
    keywords: list[str] = []
    for face in faces:
        for keyword in face.get("keywords") or ():
            if keyword not in keywords:
                keywords.append(keyword)
    return CardRecord(
        name=front["name"],
        oracle_id=(front.get("identifiers") or {}).get("scryfallOracleId"),
        mana_cost=mana_cost,
        mana_value=front.get("manaValue", front.get("convertedManaCost")),
        colors=colors,
        color_identity=wubrg(front.get("colorIdentity") or ()),
        type_line=join_present([f.get("type") for f in faces], " // ") if multi else front.get("type"),
        oracle_text=join_present([f.get("text") for f in faces], TEXT_JOIN) if multi else front.get("text"),
        power=front.get("power"),
        toughness=front.get("toughness"),
        loyalty=front.get("loyalty"),
        defense=front.get("defense"),
        layout=layout,
        edhrec_rank=int_or_none(front.get("edhrecRank")),
        legalities=_legalities(front.get("legalities")),
        keywords=keywords,
        faces=[
            FaceRecord(
                name=f.get("faceName") or f["name"],
                mana_cost=f.get("manaCost"),
                type_line=f.get("type"),
                oracle_text=f.get("text"),
                power=f.get("power"),
                toughness=f.get("toughness"),
                loyalty=f.get("loyalty"),
                defense=f.get("defense"),
                side=f.get("side"),
            )
            for f in faces
        ]
        if multi
        else [],
    )


def _printing(set_code: str, number: str, faces: list[dict]) -> PrintingRecord:
    front = faces[0]
    identifiers = front.get("identifiers") or {}
    multi = len(faces) > 1
    return PrintingRecord(
        set_code=set_code,
        number=number,
        rarity=front.get("rarity"),
        artist=front.get("artist"),
        multiverse_id=int_or_none(identifiers.get("multiverseId")),
        scryfall_id=identifiers.get("scryfallId"),
        mtgjson_uuid=front.get("uuid"),
        printed_type_line=join_present([f.get("originalType") for f in faces], " // ") if multi else front.get("originalType"),
        printed_text=join_present([f.get("originalText") for f in faces], TEXT_JOIN) if multi else front.get("originalText"),
        flavor_text=join_present([f.get("flavorText") for f in faces], TEXT_JOIN) if multi else front.get("flavorText"),
        released=iso_date(front.get("originalReleaseDate")),
        watermark=(front.get("watermark") or None),
        games=",".join(sorted(g for g in front.get("availability") or () if isinstance(g, str))) or None,
        frame=front.get("frameVersion"),
        border=front.get("borderColor"),
        flags=",".join(name for key, name in _FLAGS if front.get(key) is True) or None,
        translations=_translations(faces),
    )


#: MTGJSON's boolean printing flags, and the names search knows them by (``is:``)
_FLAGS = (("isReprint", "reprint"), ("isPromo", "promo"), ("isFullArt", "fullart"), ("isTextless", "textless"),
          ("isOversized", "oversized"), ("isOnlineOnly", "digital"), ("isStorySpotlight", "spotlight"),
          ("isReserved", "reserved"), ("isAlternative", "alternative"), ("hasFoil", "foil"),
          ("hasNonFoil", "nonfoil"))


def _legalities(value: Any) -> str | None:
    """MTGJSON's {"commander": "Legal", ...} as "commander:legal,..." (sorted)."""
    if not isinstance(value, dict) or not value:
        return None
    pairs = sorted(f"{k.lower()}:{v.lower()}" for k, v in value.items() if isinstance(k, str) and isinstance(v, str))
    return ",".join(pairs) or None


def _translations(faces: list[dict]) -> list[TranslationRecord]:
    by_language: dict[str, list[dict]] = {}
    for position, face in enumerate(faces):
        for foreign in face.get("foreignData") or ():
            lang = _language(foreign.get("language") or "")
            if lang is None or not foreign.get("name"):
                continue
            entries = by_language.setdefault(lang, [])
            if len(entries) == position:  # one entry per face; MTGJSON rarely repeats a language
                entries.append(foreign)
    records = []
    for lang, entries in by_language.items():
        front = entries[0]
        multi = len(faces) > 1
        records.append(
            TranslationRecord(
                language=lang,
                name=front["name"],
                type_line=join_present([e.get("type") for e in entries], " // ") if multi else front.get("type"),
                text=join_present([e.get("text") for e in entries], TEXT_JOIN) if multi else front.get("text"),
                flavor_text=join_present([e.get("flavorText") for e in entries], TEXT_JOIN) if multi else front.get("flavorText"),
                multiverse_id=int_or_none(front.get("multiverseId")),
                faces=[
                    TranslationFaceRecord(
                        name=e.get("faceName") or e.get("name"),
                        type_line=e.get("type"),
                        text=e.get("text"),
                        flavor_text=e.get("flavorText"),
                        multiverse_id=int_or_none(e.get("multiverseId")),
                    )
                    for e in entries
                ]
                if multi
                else [],
            )
        )
    return records
