"""The SQLite format: a standalone database file with lorehold's own schema (made by the same
Alembic migrations, so ``lorehold --database-url sqlite:///FILE`` can open it too), holding the
rows in scope, and the manifest as JSON in a one-row table ``export_manifest``.

Card data follows the export's filters. The other tables (the Comprehensive Rules, and whatever
feature tables the schema has) are copied whole when the export is of every card, and left
empty for a query's export. Values are stored as SQLAlchemy stores them on SQLite (ISO dates,
``YYYY-MM-DD HH:MM:SS.ffffff`` timestamps), whatever database they are read from.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lorehold.export.scope import CARD_TABLES
from lorehold.export.tables import BATCH, kind_of, model_table, stream

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.export.scope import Scope

MANIFEST_TABLE = "export_manifest"


def _sqlite_value(kind: str) -> Callable[[Any], Any] | None:
    if kind == "date":
        return lambda v: None if v is None else v.isoformat()
    if kind == "datetime":
        def stamp(v: dt.datetime | None) -> str | None:
            if v is None:
                return None
            if v.tzinfo is not None:
                v = v.astimezone(dt.timezone.utc).replace(tzinfo=None)
            return v.strftime("%Y-%m-%d %H:%M:%S.%f")

        return stamp
    if kind == "bool":
        return lambda v: None if v is None else int(bool(v))
    return None


def create_schema(path: Path) -> None:
    """lorehold's schema, by its migrations, in an empty file."""
    from sqlalchemy import create_engine

    from lorehold.db.migrate import upgrade

    engine = create_engine(f"sqlite:///{path}")
    try:
        upgrade(engine)
    finally:
        engine.dispose()


def write_sqlite(conn: "Connection", scope: "Scope", path: Path, manifest: Callable[[dict[str, int]], dict],
                 progress: Callable[[str, int], None] | None = None) -> dict[str, int]:
    """Fill ``path`` (a new file) and return the rows written per table; ``manifest(counts)``
    gives the manifest stored in the file."""
    import sqlite3

    import orjson

    create_schema(path)
    out = sqlite3.connect(path, isolation_level=None)
    try:
        # a temporary file renamed into place when complete: no journal needed while filling it
        out.execute("PRAGMA journal_mode=OFF")
        out.execute("PRAGMA synchronous=OFF")
        out.execute("PRAGMA foreign_keys=OFF")
        out.execute("BEGIN")
        present = [
            r[0] for r in out.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            if not r[0].startswith("sqlite_") and r[0] != "alembic_version"
        ]
        others = [name for name in present if name not in CARD_TABLES]
        counts: dict[str, int] = {}
        for name in [*CARD_TABLES, *(others if scope.card_ids is None else [])]:
            if name not in present:
                continue
            names = [r[1] for r in out.execute(f"PRAGMA table_info({name})")]
            table = _table(conn, name)
            if table is None:
                continue
            columns = [table.c[c] for c in names]
            converters = [(i, f) for i, c in enumerate(columns) if (f := _sqlite_value(kind_of(c))) is not None]
            insert = f"INSERT INTO {name} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
            n = 0
            batches = stream(conn, scope, name, columns) if name in CARD_TABLES else _whole(conn, table, columns)
            for batch in batches:
                if converters:
                    rows = []
                    for row in batch:
                        row = list(row)
                        for i, convert in converters:
                            row[i] = convert(row[i])
                        rows.append(row)
                    batch = rows
                out.executemany(insert, batch)
                n += len(batch)
                if progress:
                    progress(name, len(batch))
            counts[name] = n
        out.execute(f"CREATE TABLE {MANIFEST_TABLE} (manifest TEXT NOT NULL)")
        out.execute(f"INSERT INTO {MANIFEST_TABLE} (manifest) VALUES (?)", (orjson.dumps(manifest(counts)).decode(),))
        out.execute("COMMIT")
        out.execute("PRAGMA journal_mode=DELETE")
    finally:
        out.close()
    return counts


def _table(conn: "Connection", name: str):
    """The model's table, or for one the migrations made without a model here, the database's."""
    try:
        return model_table(name)
    except KeyError:
        from sqlalchemy import MetaData, Table, inspect

        if not inspect(conn).has_table(name):
            return None
        return Table(name, MetaData(), autoload_with=conn)


def _whole(conn: "Connection", table, columns: list):
    """Every row of a table outside the card data, in primary-key order."""
    from sqlalchemy import text

    order = ", ".join(c.name for c in table.primary_key.columns) or ", ".join(c.name for c in columns)
    sql = f"SELECT {', '.join(c.name for c in columns)} FROM {table.name} ORDER BY {order}"
    result = conn.execute(text(sql).columns(*columns), execution_options={"yield_per": BATCH})
    for part in result.partitions(BATCH):
        yield [tuple(row) for row in part]
