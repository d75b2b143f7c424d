"""The tables of a CSV or Parquet export: their stable columns and types, and their rows streamed
from the database in batches.

The columns are listed here on purpose rather than taken from the models: they are a promise to
whoever reads the files (a schema change adds a column here deliberately). Foreign keys are plain
id columns. The folded lookup keys (``name_key``, ``text_key``) are lorehold's internals and stay
out; the SQLite export, a copy of the schema, keeps them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.export.scope import Scope

#: table -> its exported columns, in order
COLUMNS: dict[str, tuple[str, ...]] = {
    "cards": (
        "id", "oracle_id", "name", "mana_cost", "mana_value", "colors", "color_identity", "type_line",
        "oracle_text", "power", "toughness", "loyalty", "defense", "layout",
    ),
    "card_keywords": ("card_id", "keyword"),
    "faces": (
        "card_id", "position", "side", "name", "mana_cost", "type_line", "oracle_text", "power", "toughness",
        "loyalty", "defense",
    ),
    "sets": ("code", "name", "release_date", "type"),
    "set_translations": ("set_code", "language", "name"),
    "printings": (
        "id", "card_id", "set_code", "number", "rarity", "artist", "multiverse_id", "scryfall_id", "mtgjson_uuid",
        "printed_type_line", "printed_text", "flavor_text",
    ),
    "translations": (
        "id", "card_id", "printing_id", "language", "name", "type_line", "text", "flavor_text", "multiverse_id",
    ),
    "translation_faces": ("translation_id", "position", "name", "type_line", "text", "flavor_text", "multiverse_id"),
    "translation_sources": ("translation_id", "source_id"),
    "rulings": ("id", "card_id", "language", "date", "date_ambiguous", "text", "translation_of_id"),
    "ruling_sources": ("ruling_id", "source_id", "date", "date_ambiguous", "text", "publisher"),
    "sources": (
        "id", "kind", "locator", "content_hash", "parser_version", "ingested_at", "status", "error", "published",
    ),
}

#: the order files are written in (and listed in the manifest): cards first, then their children
TABLES = (
    "cards", "card_keywords", "faces", "sets", "set_translations", "printings", "translations",
    "translation_faces", "translation_sources", "rulings", "ruling_sources", "sources",
)

#: rows fetched from the database at a time
BATCH = 10_000


def model_table(name: str):
    """The SQLAlchemy table of ``name`` from lorehold's models (the types to read values as)."""
    from sqlmodel import SQLModel

    from lorehold.db import schema  # noqa: F401  (registers every table)

    return SQLModel.metadata.tables[name]


def columns_of(name: str, all_columns: bool = False) -> list:
    table = model_table(name)
    if all_columns:
        return list(table.columns)
    return [table.c[c] for c in COLUMNS[name]]


def kind_of(column) -> str:
    """The value kind of a column: int, float, bool, date, datetime (aware, UTC) or str."""
    import datetime as dt

    type_ = getattr(column.type, "impl_instance", column.type)  # a TypeDecorator's stored type
    try:
        python_type = type_.python_type
    except NotImplementedError:
        return "str"
    for kind, type_ in (("bool", bool), ("int", int), ("float", float), ("datetime", dt.datetime), ("date", dt.date)):
        if issubclass(python_type, type_):
            return kind
    return "str"


def stream(conn: "Connection", scope: "Scope", name: str, columns: list) -> Iterator[list[tuple[Any, ...]]]:
    """The table's rows in scope, in primary-key order, as lists of up to ``BATCH`` typed tuples."""
    sql = scope.select(name, [c.name for c in columns])
    # per statement: Connection.execution_options() would change the connection for good
    result = conn.execute(scope.statement(sql, columns), execution_options={"yield_per": BATCH})
    for part in result.partitions(BATCH):
        yield [tuple(row) for row in part]
