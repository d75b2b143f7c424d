"""The relational model: SQLModel tables, the single metadata Alembic migrations are checked against.

Cards are oracle identities; printings are a card in a set; translations are one printed foreign
version of a printing (or of a card, when a page gave no printing); rulings belong to cards and are
stored once per normalized wording, with every source that gave them in ``ruling_sources``.
``*_key`` columns hold folded names (``lorehold.text.name_key``) for lookups in any language.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Column, ForeignKey, Index, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

# Named constraints, so Alembic's SQLite batch mode can find and alter them.
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Source(SQLModel, table=True):
    """Every ingested document: a file, an archive member or a URL."""

    __tablename__ = "sources"

    id: int | None = Field(default=None, primary_key=True)
    kind: str = Field(max_length=32)  # mtgjson, scryfall, gatherer, mtgio, page, rules, jsonl
    locator: str = Field(max_length=2048, unique=True)  # absolute path, "archive!member", or URL
    content_hash: str = Field(max_length=64)  # sha256 of the raw bytes
    parser_version: str = Field(max_length=32)
    ingested_at: dt.datetime
    status: str = Field(default="ok", max_length=16)  # ok, failed
    error: str | None = None
    published: str | None = Field(default=None, max_length=64)  # the document's own date, if any


class Set(SQLModel, table=True):
    __tablename__ = "sets"

    code: str = Field(primary_key=True, max_length=16)
    name: str | None = None
    release_date: dt.date | None = None
    type: str | None = Field(default=None, max_length=32)


class SetTranslation(SQLModel, table=True):
    __tablename__ = "set_translations"

    set_code: str = Field(
        primary_key=True, max_length=16, sa_column_args=[ForeignKey("sets.code", ondelete="CASCADE")]
    )
    language: str = Field(primary_key=True, max_length=8)
    name: str


class Card(SQLModel, table=True):
    """An oracle card. ``oracle_id`` is null for a card known only from a scraped page."""

    __tablename__ = "cards"

    id: int | None = Field(default=None, primary_key=True)
    oracle_id: str | None = Field(default=None, max_length=36, unique=True)
    name: str = Field(index=True)
    name_key: str = Field(index=True)
    mana_cost: str | None = None
    mana_value: float | None = None
    colors: str | None = Field(default=None, max_length=5)
    color_identity: str | None = Field(default=None, max_length=5)
    type_line: str | None = None
    oracle_text: str | None = None
    power: str | None = Field(default=None, max_length=8)
    toughness: str | None = Field(default=None, max_length=8)
    loyalty: str | None = Field(default=None, max_length=8)
    defense: str | None = Field(default=None, max_length=8)
    layout: str | None = Field(default=None, max_length=32)
    #: MTGJSON's edhrecRank (1 is the most played in Commander): search's popularity order
    edhrec_rank: int | None = None
    #: "format:status" pairs, comma-separated, lower case ("commander:legal,vintage:restricted")
    legalities: str | None = None


class CardKeyword(SQLModel, table=True):
    __tablename__ = "card_keywords"

    card_id: int = Field(primary_key=True, sa_column_args=[ForeignKey("cards.id", ondelete="CASCADE")])
    keyword: str = Field(primary_key=True, max_length=64)


class Face(SQLModel, table=True):
    """One face of a multi-face card, in the order the card prints them."""

    __tablename__ = "faces"

    card_id: int = Field(primary_key=True, sa_column_args=[ForeignKey("cards.id", ondelete="CASCADE")])
    position: int = Field(primary_key=True)
    side: str | None = Field(default=None, max_length=4)
    name: str
    name_key: str = Field(index=True)
    mana_cost: str | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: str | None = Field(default=None, max_length=8)
    toughness: str | None = Field(default=None, max_length=8)
    loyalty: str | None = Field(default=None, max_length=8)
    defense: str | None = Field(default=None, max_length=8)


class Printing(SQLModel, table=True):
    """A card in a set under a collector number, with its printed English text."""

    __tablename__ = "printings"
    __table_args__ = (UniqueConstraint("set_code", "number"),)

    id: int | None = Field(default=None, primary_key=True)
    card_id: int = Field(index=True, sa_column_args=[ForeignKey("cards.id", ondelete="CASCADE")])
    set_code: str = Field(max_length=16, sa_column_args=[ForeignKey("sets.code", ondelete="CASCADE")])
    number: str = Field(max_length=16)
    rarity: str | None = Field(default=None, max_length=16)
    artist: str | None = None
    multiverse_id: int | None = Field(default=None, index=True)
    scryfall_id: str | None = Field(default=None, max_length=36, index=True)
    mtgjson_uuid: str | None = Field(default=None, max_length=36)
    printed_type_line: str | None = None
    printed_text: str | None = None
    flavor_text: str | None = None
    #: the printing's own release date when it differs from its set's (MTGJSON originalReleaseDate)
    released: dt.date | None = None
    watermark: str | None = Field(default=None, max_length=64)
    #: where it can be played: "arena,mtgo,paper" (MTGJSON availability)
    games: str | None = Field(default=None, max_length=64)
    frame: str | None = Field(default=None, max_length=16)
    border: str | None = Field(default=None, max_length=16)
    #: MTGJSON's true flags, comma-separated: reprint, promo, fullart, textless, oversized, digital...
    flags: str | None = Field(default=None, max_length=255)


class Translation(SQLModel, table=True):
    """A printed foreign version: one row per printing and language (printing null when a page
    gave the translation without saying which printing)."""

    __tablename__ = "translations"
    __table_args__ = (
        Index("ix_translations_printing_language", "printing_id", "language"),
        Index("ix_translations_card_language", "card_id", "language"),
    )

    id: int | None = Field(default=None, primary_key=True)
    card_id: int = Field(sa_column_args=[ForeignKey("cards.id", ondelete="CASCADE")])
    printing_id: int | None = Field(
        default=None, sa_column_args=[ForeignKey("printings.id", ondelete="CASCADE")]
    )
    language: str = Field(max_length=8)
    name: str
    name_key: str = Field(index=True)
    type_line: str | None = None
    text: str | None = None
    flavor_text: str | None = None
    multiverse_id: int | None = Field(default=None, index=True)


class TranslationFace(SQLModel, table=True):
    """The faces of a multi-face translation (single-face translations have none)."""

    __tablename__ = "translation_faces"

    translation_id: int = Field(
        primary_key=True, sa_column_args=[ForeignKey("translations.id", ondelete="CASCADE")]
    )
    position: int = Field(primary_key=True)
    name: str | None = None
    name_key: str | None = Field(default=None, index=True)
    type_line: str | None = None
    text: str | None = None
    flavor_text: str | None = None
    multiverse_id: int | None = None


class TranslationSource(SQLModel, table=True):
    __tablename__ = "translation_sources"

    translation_id: int = Field(
        primary_key=True, sa_column_args=[ForeignKey("translations.id", ondelete="CASCADE")]
    )
    source_id: int = Field(
        primary_key=True, index=True, sa_column_args=[ForeignKey("sources.id", ondelete="CASCADE")]
    )


class Ruling(SQLModel, table=True):
    """A ruling on a card, stored once per normalized wording (``text_key``)."""

    __tablename__ = "rulings"
    __table_args__ = (UniqueConstraint("card_id", "text_key"),)

    id: int | None = Field(default=None, primary_key=True)
    card_id: int = Field(index=True, sa_column_args=[ForeignKey("cards.id", ondelete="CASCADE")])
    language: str = Field(default="en", max_length=8)
    date: dt.date | None = None
    date_ambiguous: bool = False
    text: str
    text_key: str = Field(max_length=64)
    #: the English ruling this one translates, when a page paired them
    translation_of_id: int | None = Field(
        default=None,
        sa_column=Column(Integer, ForeignKey("rulings.id", ondelete="SET NULL"), nullable=True),
    )


class RulingSource(SQLModel, table=True):
    """A source that gave a ruling, with the date and wording it gave (wording null when the same)."""

    __tablename__ = "ruling_sources"

    ruling_id: int = Field(primary_key=True, sa_column_args=[ForeignKey("rulings.id", ondelete="CASCADE")])
    source_id: int = Field(
        primary_key=True, index=True, sa_column_args=[ForeignKey("sources.id", ondelete="CASCADE")]
    )
    date: dt.date | None = None
    date_ambiguous: bool = False
    text: str | None = None
    publisher: str | None = Field(default=None, max_length=32)


# Feature tables live in their own modules, which import this one; lorehold.db.schema imports them all.
