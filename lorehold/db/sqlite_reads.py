"""Lookups on a SQLite database through the standard library's sqlite3, without SQLAlchemy.

Importing SQLAlchemy costs 0.4-0.7 s on this project's 2-core machine, more than the rest of a
cold ``lorehold card NAME``. The read path (``lorehold.card_view``, ``lorehold.rules.lookup``) is plain
SQL with ``:name`` parameters, which sqlite3 understands as it is; ``run`` sends it to either kind
of connection, and ``connect`` opens this light one when the database is a SQLite file already at
the code's schema revision (anything else, an upgrade included, goes through the engine).
"""

from __future__ import annotations

import sqlite3
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lorehold.db.sqlite_file import open_sqlite, read_only, sqlite_path  # noqa: F401  (read_only, open_sqlite: re-exported)

if TYPE_CHECKING:
    from lorehold.settings import Settings



def run(conn, query: str, params: dict | None = None):
    """Run the SQL text ``query`` (``:name`` parameters) on a light or a SQLAlchemy connection."""
    if isinstance(conn, LiteConnection):
        return conn.execute(query, params)
    return conn.execute(_text(query), params or {})


@lru_cache(maxsize=512)
def _text(query: str):
    from sqlalchemy import text

    return text(query)


def connect(settings: "Settings"):
    """A connection for lookups: the light one on an up-to-date SQLite file, else the engine's
    (which creates or upgrades the schema first). Use it as a context manager."""
    path = sqlite_path(settings.database_url) if settings.is_sqlite else None
    if path is not None and path.is_file():
        conn = LiteConnection(path, read_only=read_only(path))
        try:
            from lorehold.db.migrate import revisions

            row = conn.execute("SELECT version_num FROM alembic_version").first()
            if row is not None and row[0] == revisions()[1]:
                return conn
        except sqlite3.Error:
            pass
        conn.close()
    from lorehold.db.engine import get_engine

    return get_engine(settings).connect()


class _URL:
    def __init__(self, path: Path):
        self.database = str(path)

    def get_backend_name(self) -> str:
        return "sqlite"


class _Engine:
    def __init__(self, path: Path):
        self.url = _URL(path)


class LiteConnection:
    """The part of SQLAlchemy's Connection the read path uses, over a sqlite3 connection."""

    def __init__(self, path: Path, read_only: bool = False):
        self._db = open_sqlite(path, read_only_mode=read_only)
        self.engine = _Engine(path)
        self.info: dict[str, Any] = {}

    def execute(self, query: str, params: dict | None = None) -> "LiteResult":
        return LiteResult(self._db.execute(query, params or {}))

    def exec_driver_sql(self, query: str, params=()) -> "LiteResult":
        return LiteResult(self._db.execute(query, params))

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "LiteConnection":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class LiteResult:
    """Rows as tuples; ``scalars()``, ``mappings()`` and the one-row helpers as SQLAlchemy has them."""

    def __init__(self, cursor: sqlite3.Cursor):
        self._cursor = cursor

    def __iter__(self):
        return iter(self._cursor)

    def all(self) -> list[tuple]:
        return self._cursor.fetchall()

    def first(self):
        row = self._cursor.fetchone()
        self._cursor.close()
        return row

    def one(self):
        rows = self._cursor.fetchall()
        if len(rows) != 1:
            raise LookupError(f"expected one row, got {len(rows)}")
        return rows[0]

    def scalar(self):
        row = self.first()
        return None if row is None else row[0]

    def scalar_one(self):
        return self.one()[0]

    def scalars(self) -> "_Values":
        return _Values(row[0] for row in self._cursor)

    def mappings(self) -> "_Values":
        names = [d[0] for d in self._cursor.description or ()]
        return _Values(dict(zip(names, row)) for row in self._cursor)


class _Values:
    def __init__(self, items):
        self._items = iter(items)

    def __iter__(self):
        return self._items

    def all(self) -> list:
        return list(self._items)

    def first(self):
        return next(self._items, None)
