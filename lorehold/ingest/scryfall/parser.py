"""Scryfall objects into records. Pure: JSON in, records out.

A card object is one printing in one language. Its oracle fields (``name``, ``oracle_text``,
``type_line``, ``mana_cost``) are English whatever its ``lang``; a non-English object's printed
wording (``printed_name``, ``printed_type_line``, ``printed_text``, at the top level or, for cards
with faces, inside ``card_faces``) becomes a translation of that printing, with the object's
multiverse id. Multi-face cards follow ``lorehold.ingest.mtgjson``: the name "A // B", faces as
``FaceRecord``s, texts joined with "\\n//\\n". Rulings come grouped by ``oracle_id``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
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
from lorehold.ingest.values import iso_date, join_present, wubrg
from lorehold.languages import normalize_language

KIND = "scryfall"
TEXT_JOIN = "\n//\n"
CHUNK = 2000  # card objects per streamed chunk
#: layouts whose faces share one side: the card's cost is the faces' costs joined (as MTGJSON does)
_ONE_SIDED = {"split", "flip", "adventure", "aftermath"}


def parse_document(data: bytes, name: str) -> ParsedSource:
    import orjson

    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise UnreadableSource(f"{name}: not valid JSON ({exc})") from None
    if isinstance(document, list):
        objects = document
    elif isinstance(document, dict) and document.get("object") == "list":
        objects = document.get("data")
        if not isinstance(objects, list):
            raise UnreadableSource(f"{name}: a Scryfall list without \"data\"")
    elif isinstance(document, dict) and document.get("object") in ("card", "ruling"):
        objects = [document]
    else:
        raise UnreadableSource(f"{name}: not a Scryfall card, list or rulings document")
    return objects_to_source(objects, name)


def parse_bulk(stream: IO[bytes], name: str) -> Iterator[ParsedSource]:
    """A bulk data file (a JSON array of cards or of rulings) in chunks, never held whole."""
    import ijson

    from lorehold.ingest.limits import JsonValueCap

    chunk: list[dict] = []
    try:
        for obj in ijson.items(JsonValueCap(stream, name), "item", use_float=True):
            chunk.append(obj)
            if len(chunk) >= CHUNK:
                yield objects_to_source(chunk, name)
                chunk = []
    except ijson.JSONError as exc:
        raise UnreadableSource(f"{name}: not valid JSON ({exc})") from None
    if chunk:
        yield objects_to_source(chunk, name)


def objects_to_source(objects: Iterable[Any], name: str) -> ParsedSource:
    parsed = ParsedSource(kind=KIND)
    sets: dict[str, SetRecord] = {}
    rulings: dict[str, list[RulingRecord]] = {}
    for i, obj in enumerate(objects):
        if not isinstance(obj, dict):
            raise UnreadableSource(f"{name}: item {i} is not a Scryfall object")
        kind = obj.get("object", "card" if "oracle_id" in obj or "card_faces" in obj else None)
        if kind == "ruling":
            ruling = _ruling(obj, name, i)
            rulings.setdefault(obj.get("oracle_id") or "", []).append(ruling)
        elif kind == "card":
            bundle = card_bundle(obj, name, i)
            parsed.cards.append(bundle)
            code = (obj.get("set") or "").upper()
            if code and code not in sets:
                sets[code] = SetRecord(code=code, name=obj.get("set_name"), type=obj.get("set_type"))
        else:
            raise UnreadableSource(f"{name}: item {i} is a Scryfall {kind!r}, not a card or a ruling")
    for oracle_id, records in rulings.items():
        if not oracle_id:
            raise UnreadableSource(f"{name}: a ruling without oracle_id")
        parsed.cards.append(CardBundle(card=CardRecord(name=None, oracle_id=oracle_id), rulings=records))
    parsed.sets = list(sets.values())
    return parsed


def _ruling(obj: dict, name: str, i: int) -> RulingRecord:
    text = obj.get("comment")
    if not text:
        raise UnreadableSource(f"{name}: ruling {i} without a comment")
    return RulingRecord(date=iso_date(obj.get("published_at")), text=text, language="en", publisher=obj.get("source"))


def _colors(values: Iterable[str] | None) -> str | None:
    if values is None:
        return None
    return wubrg(values)


def _language(value: str | None, name: str) -> str:
    try:
        return normalize_language(value or "en")
    except UnknownLanguage:
        raise UnreadableSource(f"{name}: unknown Scryfall language {value!r}") from None


def card_bundle(obj: dict, name: str = "<scryfall>", i: int = 0) -> CardBundle:
    """One card object: the oracle card, its printing and, in another language, its translation."""
    if not obj.get("name") or not obj.get("set") or not obj.get("collector_number"):
        raise UnreadableSource(f"{name}: card {i} without name, set or collector_number")
    faces = [f for f in obj.get("card_faces") or () if isinstance(f, dict)]
    layout = obj.get("layout")
    oracle_id = obj.get("oracle_id")
    card_name = obj["name"]
    if layout == "reversible_card" and faces:
        # two sides of one card (Secret Lair): the card is the face, not "A // A"
        front = faces[0]
        oracle_id = oracle_id or front.get("oracle_id")
        card_name = front.get("name") or card_name
        obj = {**front, **{k: v for k, v in obj.items() if k not in front and k != "card_faces"}}
        faces = []
    card = _card(obj, faces, card_name, oracle_id, layout)
    language = _language(obj.get("lang"), name)
    multiverse_ids = [m for m in obj.get("multiverse_ids") or () if isinstance(m, int)]
    printing = PrintingRecord(
        set_code=obj["set"].upper(),
        number=str(obj["collector_number"]),
        rarity=obj.get("rarity"),
        artist=obj.get("artist") or join_present([f.get("artist") for f in faces], " // "),
        flavor_text=None,
    )
    if language == "en":
        printing.multiverse_id = multiverse_ids[0] if multiverse_ids else None
        printing.scryfall_id = obj.get("id")
        printing.flavor_text = obj.get("flavor_text") or join_present([f.get("flavor_text") for f in faces], TEXT_JOIN)
    else:
        translation = _translation(obj, faces, language, multiverse_ids)
        if translation is not None:
            printing.translations.append(translation)
    return CardBundle(card=card, printings=[printing])


def _card(obj: dict, faces: list[dict], card_name: str, oracle_id: str | None, layout: str | None) -> CardRecord:
    front = faces[0] if faces else obj
    multi = len(faces) > 1
    if multi:
        mana_cost = obj.get("mana_cost") or (
            join_present([f.get("mana_cost") for f in faces], " // ") if layout in _ONE_SIDED else front.get("mana_cost")
        )
        colors = obj.get("colors")
        if colors is None:
            colors = [c for f in faces for c in f.get("colors") or ()] if layout in _ONE_SIDED else front.get("colors")
        oracle_text = join_present([f.get("oracle_text") for f in faces], TEXT_JOIN)
        type_line = obj.get("type_line") or join_present([f.get("type_line") for f in faces], " // ")
    else:
        mana_cost = obj.get("mana_cost")
        colors = obj.get("colors")
        oracle_text = obj.get("oracle_text")
        type_line = obj.get("type_line")
    return CardRecord(
        name=card_name,
        oracle_id=oracle_id,
        mana_cost=mana_cost or None,
        mana_value=obj.get("cmc"),
        colors=_colors(colors),
        color_identity=_colors(obj.get("color_identity")),
        type_line=type_line,
        oracle_text=oracle_text,
        power=front.get("power"),
        toughness=front.get("toughness"),
        loyalty=front.get("loyalty"),
        defense=front.get("defense"),
        layout=layout if layout != "reversible_card" else None,
        keywords=list(obj.get("keywords") or ()),
        faces=[
            FaceRecord(
                name=f.get("name") or "",
                mana_cost=f.get("mana_cost") or None,
                type_line=f.get("type_line"),
                oracle_text=f.get("oracle_text"),
                power=f.get("power"),
                toughness=f.get("toughness"),
                loyalty=f.get("loyalty"),
                defense=f.get("defense"),
                side=chr(ord("a") + i),
            )
            for i, f in enumerate(faces)
        ]
        if multi
        else [],
    )


def _translation(obj: dict, faces: list[dict], language: str, multiverse_ids: list[int]) -> TranslationRecord | None:
    if len(faces) > 1:
        names = [f.get("printed_name") or None for f in faces]
        if not any(names):
            return None
        name = obj.get("printed_name") or " // ".join(n or f.get("name") or "" for n, f in zip(names, faces))
        return TranslationRecord(
            language=language,
            name=name,
            type_line=obj.get("printed_type_line") or join_present([f.get("printed_type_line") for f in faces], " // "),
            text=join_present([f.get("printed_text") for f in faces], TEXT_JOIN),
            flavor_text=join_present([f.get("flavor_text") for f in faces], TEXT_JOIN),
            multiverse_id=multiverse_ids[0] if multiverse_ids else None,
            faces=[
                TranslationFaceRecord(
                    name=f.get("printed_name"),
                    type_line=f.get("printed_type_line"),
                    text=f.get("printed_text"),
                    flavor_text=f.get("flavor_text"),
                    multiverse_id=multiverse_ids[i] if i < len(multiverse_ids) else None,
                )
                for i, f in enumerate(faces)
            ],
        )
    name = obj.get("printed_name")
    if not name:
        return None
    return TranslationRecord(
        language=language,
        name=name,
        type_line=obj.get("printed_type_line"),
        text=obj.get("printed_text"),
        flavor_text=obj.get("flavor_text"),
        multiverse_id=multiverse_ids[0] if multiverse_ids else None,
    )
