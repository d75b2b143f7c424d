"""PostgreSQL specifics of the bulk loader: many rows in one statement, one round trip.

psycopg's ``executemany`` (pipeline mode) costs ~50 µs of client work per row, and every round
trip to the server costs a scheduling turnaround (milliseconds on a busy machine), which SQLite,
in process, never pays. So an INSERT (or ``INSERT … ON CONFLICT …``) of many rows is sent as
``INSERT … SELECT * FROM unnest(%(c0)s::type[], %(c1)s::type[], …)``: one array per column, about
1 µs of client work a value, one round trip per 10,000 rows. (COPY formats rows no faster and
needs a staging table for upserts: three round trips instead of one.)
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

#: rows per statement: large enough to amortize the round trip, small enough to bound memory
BATCH = 10_000

#: (statement cache key, columns) -> SQL text, for statements without bound values of their own
_SQL_CACHE: dict[tuple, str] = {}


def insert_rows(conn: "Connection", stmt, rows: Sequence[dict]) -> None:
    """Run the INSERT (possibly ``ON CONFLICT …``) ``stmt`` for every row of ``rows``.

    Rows that hit the same ``ON CONFLICT DO UPDATE`` target go in separate passes, in their
    original order: PostgreSQL refuses to update one row twice in one statement, and applying
    them one after the other is what ``executemany`` would have done."""
    columns = list(rows[0])
    sql, params = _unnest_sql(conn, stmt, columns)
    for chunk in _passes(stmt, rows):
        for start in range(0, len(chunk), BATCH):
            part = chunk[start : start + BATCH]
            values = {f"c{i}": [row[k] for row in part] for i, k in enumerate(columns)}
            conn.exec_driver_sql(sql, {**params, **values} if params else values)


def _unnest_sql(conn: "Connection", stmt, columns: list[str]) -> tuple[str, dict]:
    """``stmt`` as ``INSERT (columns) SELECT * FROM unnest(…)``, and its own bound values."""
    from sqlalchemy import bindparam, cast, func, literal_column, select
    from sqlalchemy.dialects.postgresql import ARRAY

    key = stmt._generate_cache_key()  # None for an uncacheable statement
    cache_key = (key.key, tuple(columns)) if key is not None and not key.bindparams else None
    if cache_key is not None and cache_key in _SQL_CACHE:
        return _SQL_CACHE[cache_key], {}
    table = stmt.table
    arrays = [cast(bindparam(f"c{i}"), ARRAY(table.c[k].type)) for i, k in enumerate(columns)]
    source = select(literal_column("*")).select_from(func.unnest(*arrays))
    compiled = stmt.from_select(columns, source).compile(dialect=conn.dialect)
    own = {k: v for k, v in compiled.params.items() if not (k[:1] == "c" and k[1:].isdigit())}
    if cache_key is not None and not own:
        _SQL_CACHE[cache_key] = str(compiled)
    return str(compiled), own


def _passes(stmt, rows: Sequence[dict]) -> list[Sequence[dict]]:
    """``rows`` split so that no pass holds two rows with the same DO UPDATE conflict key."""
    from sqlalchemy.dialects.postgresql.dml import OnConflictDoUpdate

    clause = getattr(stmt, "_post_values_clause", None)
    if not isinstance(clause, OnConflictDoUpdate) or not clause.inferred_target_elements:
        return [rows]
    key_of = itemgetter(*[k if isinstance(k, str) else k.name for k in clause.inferred_target_elements])
    keys = [key_of(row) for row in rows]
    if len(set(keys)) == len(keys):
        return [rows]
    passes: list[list[dict]] = []
    seen: dict = {}
    for key, row in zip(keys, rows):
        n = seen.get(key, 0)
        seen[key] = n + 1
        if n == len(passes):
            passes.append([])
        passes[n].append(row)
    return passes
