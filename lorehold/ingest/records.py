"""The records every parser yields, whatever its source, and the one loader (``lorehold.ingest.load``) writes.

Parsers turn a source's bytes into these plain dataclasses; they never touch the database or the
network. Values are already normalized: language codes as in ``lorehold.languages``, dates as
``datetime.date``, mana costs in ``{X}`` notation, empty strings as ``None``.

A ``CardBundle`` says which card it is about with whatever the source knows (``CardRecord``:
an oracle id, an English name, or only ``lookup`` hints: a multiverse id, a Scryfall id, a name in
some language). The loader finds the card from those, or creates it when the record carries an
English name and the card is new.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field


@dataclass(slots=True)
class SetRecord:
    code: str
    name: str | None = None
    release_date: dt.date | None = None
    type: str | None = None
    #: language code -> the set's name in that language
    translations: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class FaceRecord:
    """One face of a multi-face card (split halves, transform and modal sides, flip, adventure, meld)."""

    name: str
    mana_cost: str | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    side: str | None = None  # MTGJSON's "a", "b", ...


@dataclass(slots=True)
class CardLookup:
    """How a source that is not sure of the card's identity names it. Any one field may be enough."""

    multiverse_id: int | None = None
    scryfall_id: str | None = None
    name: str | None = None  # in any language
    language: str | None = None  # of ``name``, when known
    #: other names the source may give the card by, tried in order when ``name`` finds none
    alternatives: list[str] = field(default_factory=list)
    #: the name came from the user (``--card``), not from the source
    given: bool = False
    #: lines of the source that may name the card inside them (a page's title lines first):
    #: tried when no name above finds one (``names_in_lines``)
    lines: list[str] = field(default_factory=list)
    #: every line of the source, chrome too (a title the chrome rules took for a link row, a
    #: breadcrumb): where a card whose stored rulings the source repeats is looked for
    page_lines: list[str] = field(default_factory=list)


@dataclass(slots=True)
class CardRecord:
    """The oracle card. ``name`` is the English name ("Fire // Ice" for a split card) or None when
    the source only gives ``lookup`` hints. Fields left None are not overwritten by the loader."""

    name: str | None
    oracle_id: str | None = None
    mana_cost: str | None = None
    mana_value: float | None = None
    colors: str | None = None  # colour letters in WUBRG order, "" for colourless
    color_identity: str | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    layout: str | None = None
    edhrec_rank: int | None = None
    legalities: str | None = None
    keywords: list[str] = field(default_factory=list)
    faces: list[FaceRecord] = field(default_factory=list)
    lookup: CardLookup | None = None


@dataclass(slots=True)
class TranslationFaceRecord:
    name: str | None
    type_line: str | None = None
    text: str | None = None
    flavor_text: str | None = None
    multiverse_id: int | None = None


@dataclass(slots=True)
class TranslationRecord:
    """A printed foreign-language version. For a multi-face card ``name`` is the faces joined by
    " // " and ``faces`` holds each face; texts are joined with "\\n//\\n"."""

    language: str
    name: str
    type_line: str | None = None
    text: str | None = None
    flavor_text: str | None = None
    multiverse_id: int | None = None
    faces: list[TranslationFaceRecord] = field(default_factory=list)


@dataclass(slots=True)
class PrintingRecord:
    """An English printing: a card in a set under a collector number."""

    set_code: str
    number: str
    rarity: str | None = None
    artist: str | None = None
    multiverse_id: int | None = None
    scryfall_id: str | None = None
    mtgjson_uuid: str | None = None
    printed_type_line: str | None = None
    printed_text: str | None = None
    flavor_text: str | None = None
    released: dt.date | None = None
    watermark: str | None = None
    games: str | None = None
    frame: str | None = None
    border: str | None = None
    flags: str | None = None
    translations: list[TranslationRecord] = field(default_factory=list)


@dataclass(slots=True)
class RulingRecord:
    date: dt.date | None
    text: str
    language: str = "en"
    #: True when a numeric date could be read day-first or month-first and nothing settled it
    date_ambiguous: bool = False
    #: index, in the same bundle's ``rulings``, of the English ruling this one translates
    translation_of: int | None = None
    #: where the source said the ruling came from ("wotc", "scryfall"), if it did
    publisher: str | None = None


@dataclass(slots=True)
class PageSetsRecord:
    """What a captured page says of the card's printings without naming them: the set names as
    written ("Ixalan Promos", "Ixalan") and the printed text it shows. The loader stores them on the
    card's printings in the sets it knows by those names."""

    set_names: list[str] = field(default_factory=list)
    printed_text: str | None = None


@dataclass(slots=True)
class CardBundle:
    """Everything one source says about one card."""

    card: CardRecord
    printings: list[PrintingRecord] = field(default_factory=list)
    #: translations not tied to a printing (a captured page that lists names and texts only)
    translations: list[TranslationRecord] = field(default_factory=list)
    rulings: list[RulingRecord] = field(default_factory=list)
    #: a captured page's set names and printed text (None from other sources)
    page_sets: PageSetsRecord | None = None


@dataclass(slots=True)
class ParsedSource:
    """What one source document yields. ``kind`` is the source kind stored in ``sources.kind``
    (mtgjson, scryfall, gatherer, mtgio, page, jsonl)."""

    kind: str
    sets: list[SetRecord] = field(default_factory=list)
    cards: list[CardBundle] = field(default_factory=list)
    #: set when the document gave a date for the data (MTGJSON's meta.date), informational
    published: str | None = None
