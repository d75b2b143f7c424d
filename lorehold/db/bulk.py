"""Generic bulk SQL on a SQLAlchemy connection: one statement for many rows, on SQLite or
PostgreSQL (``lorehold.db.pg_bulk`` holds PostgreSQL's own way of sending them).

Nothing here knows what the rows mean: the loader (``lorehold.ingest.load``) builds them.
Upserts never blank a stored value with a missing one (``COALESCE(new, old)``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import and_, func, or_

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

#: values per ``IN (...)`` list when reading rows back
CHUNK = 500


def dialect_insert(conn: "Connection", table):
    """INSERT into ``table`` in the connection's dialect (which knows ON CONFLICT)."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert
    else:
        from sqlalchemy.dialects.sqlite import insert
    return insert(table)


def upsert(conn: "Connection", table, rows: list[dict], keys: Sequence[str], update_cols: Sequence[str] = (),
           returning: Sequence[str] = ()) -> list | None:
    """INSERT … ON CONFLICT (keys) DO UPDATE, keeping stored values where the new one is null.

    ``returning`` (PostgreSQL only; None elsewhere): these columns of every row sent, inserted,
    changed or left as it was, in the same round trip, each followed by whether the row was stored
    before (``pg.insert_rows``); the caller reads back only the rows missing from it (all of them
    on SQLite)."""
    if not rows:
        return [] if returning and conn.dialect.name == "postgresql" else None
    cache_key = (conn.dialect.name, table.name, tuple(keys), tuple(update_cols), tuple(rows[0]), tuple(returning))
    # building and compiling the statement costs more than a small batch
    if cache_key in _COMPILED:
        _run(conn, *_COMPILED[cache_key], rows)
        return None
    if conn.dialect.name == "postgresql":
        from lorehold.db import pg_bulk

        if pg_bulk.planned(cache_key):
            return pg_bulk.insert_rows(conn, None, rows, cache_key=cache_key)
    stmt = dialect_insert(conn, table)
    if update_cols:
        # rewrite a row (and its index entries) only when the source brings a different value
        changed = or_(*[and_(stmt.excluded[c].is_not(None), stmt.excluded[c].is_distinct_from(table.c[c])) for c in update_cols])
        stmt = stmt.on_conflict_do_update(
            index_elements=list(keys),
            set_={c: func.coalesce(stmt.excluded[c], table.c[c]) for c in update_cols},
            where=changed,
        )
    else:
        stmt = stmt.on_conflict_do_nothing(index_elements=list(keys))
    if returning and conn.dialect.name == "postgresql":
        from lorehold.db.pg_bulk import insert_rows

        return insert_rows(conn, stmt.returning(*[table.c[c] for c in returning]), rows, cache_key=cache_key)
    bulk(conn, stmt, rows, cache_key=cache_key)
    return None


#: compiled upserts by (dialect, table, keys, update columns, row columns)
_COMPILED: dict[tuple, tuple[str, tuple | None]] = {}


def bulk(conn: "Connection", stmt, rows: Sequence[dict], *, cache_key: tuple | None = None) -> None:
    """Run one statement for many rows straight through the driver's ``executemany``.

    SQLAlchemy's per-row parameter processing costs more than SQLite's insert itself on the full
    data set, so the statement is compiled once and rows go to the DBAPI as plain tuples (dates
    as ISO strings on SQLite, as SQLAlchemy would have stored them)."""
    if not rows:
        return
    if conn.dialect.name == "postgresql" and getattr(stmt, "is_insert", False):
        from lorehold.db.pg_bulk import insert_rows  # one statement per batch (unnest), not per row

        insert_rows(conn, stmt, rows, cache_key=cache_key)
        return
    columns = list(rows[0])
    compiled = stmt.compile(dialect=conn.dialect, column_keys=columns)
    sql, order = str(compiled), compiled.positiontup
    if cache_key is not None:
        _COMPILED[cache_key] = (sql, order)
    _run(conn, sql, order, rows)


def _run(conn: "Connection", sql: str, order, rows: Sequence[dict]) -> None:
    """Send compiled ``sql`` for ``rows`` (parameters in ``order``) through the driver, 5,000 at a time."""
    columns = list(rows[0])
    dates = [k for k in columns if k in _DATE_KEYS] if conn.dialect.name == "sqlite" else []
    if dates:
        rows = [{**row, **{k: row[k].isoformat() for k in dates if row[k] is not None}} for row in rows]
    if order is not None:
        params = [tuple([row[k] for k in order]) for row in rows]
    else:
        params = list(rows)
    for start in range(0, len(params), 5000):
        conn.exec_driver_sql(sql, params[start : start + 5000])


#: date-valued parameters, stored by SQLAlchemy on SQLite as ISO strings
_DATE_KEYS = frozenset({"date", "release_date", "new_date"})


def chunks(values: Sequence[Any], size: int = CHUNK) -> Iterable[Sequence[Any]]:
    """``values`` in slices of ``size``, for ``IN (...)`` lists a database accepts."""
    for start in range(0, len(values), size):
        yield values[start : start + size]
