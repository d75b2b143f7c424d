"""PostgreSQL specifics of the bulk loader: many rows in one statement, one round trip.

psycopg's ``executemany`` (pipeline mode) costs ~50 µs of client work per row, and every round
trip to the server costs a scheduling turnaround (milliseconds on a busy machine), which SQLite,
in process, never pays. So an INSERT (or ``INSERT … ON CONFLICT …``) of many rows is sent as
``INSERT … SELECT * FROM unnest(%(c0)b::type[], %(c1)b::type[], …)``: one binary array per column,
about 0.4 µs of client work a value (text arrays cost three times that), one round trip per
10,000 rows. (COPY is as cheap on the client but needs a staging table for upserts, three round
trips and a TRUNCATE per table instead of one statement.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

#: rows per statement: large enough to amortize the round trip, small enough to bound memory
BATCH = 10_000


def insert_rows(conn: "Connection", stmt, rows: Sequence[dict], *, cache_key: tuple | None = None) -> list | None:
    """Run the INSERT (possibly ``ON CONFLICT …``) ``stmt`` for every row of ``rows``; with a
    ``RETURNING`` clause, the rows it returns.

    Rows that hit the same ``ON CONFLICT DO UPDATE`` target go in separate passes, in their
    original order: PostgreSQL refuses to update one row twice in one statement, and applying
    them one after the other is what ``executemany`` would have done.
    ``cache_key``: the caller's key for ``stmt`` (its table, conflict target and row columns);
    once known, ``stmt`` may be None (building and hashing the statement cost more than a small
    batch's rows)."""
    columns = list(rows[0])
    if cache_key is None:
        key = stmt._generate_cache_key()  # None for an uncacheable statement
        cache_key = ("stmt", key.key, tuple(columns)) if key is not None and not key.bindparams else None
    plan = _PLANS.get(cache_key) if cache_key is not None else None
    if plan is None:
        plan = _plan(conn, stmt, columns)
        if cache_key is not None and not plan.params:
            _PLANS[cache_key] = plan
    returned: list | None = [] if plan.returning else None
    for chunk in _passes(plan.conflict_key, rows):
        for start in range(0, len(chunk), BATCH):
            part = chunk[start : start + BATCH]
            values = {f"c{i}": _one_type([row[k] for row in part]) for i, k in enumerate(columns)}
            result = conn.exec_driver_sql(plan.sql, {**plan.params, **values} if plan.params else values)
            if returned is not None:
                returned.extend(result.fetchall())
    _keep_statistics(conn, plan.table, len(rows))
    return returned


class _Plan(NamedTuple):
    sql: str
    params: dict  # the statement's own bound values (none for a cacheable one)
    table: str
    conflict_key: Callable | None  # the DO UPDATE conflict target of a row, if any
    returning: bool


#: (caller's cache key) -> plan
_PLANS: dict[tuple, _Plan] = {}


def planned(cache_key: tuple) -> bool:
    """Whether ``insert_rows`` can run the statement of ``cache_key`` without being given it."""
    return cache_key in _PLANS


#: (database URL, table) -> [rows sent since the table was last analyzed, its rows then]
_GROWTH: dict[tuple[str, str], list[int]] = {}


def _keep_statistics(conn: "Connection", table: str, sent: int) -> None:
    """ANALYZE a table each time a load has grown it fourfold (and at 5,000 rows).

    The loader looks rows up by lists of ids (``printing_id IN (…500 ids…)``); on a table never
    analyzed the planner guesses each id matches 0.5 % of it and scans the whole table: 16 ms a
    lookup and quadratic over a full ingest (6.5 of 25 s of server time). Autovacuum may be off, or
    a minute late, on a table that grew from nothing; so the loader analyzes what it grew, about
    log4(rows) times a table (a full ingest: 3 to 5 times each, ~1 s in all).
    Inside the load's transaction: the statistics count its own rows and commit with them."""
    key = (conn.engine.url.render_as_string(hide_password=True), table)
    state = _GROWTH.get(key)
    if state is None:
        known = conn.exec_driver_sql("SELECT reltuples FROM pg_class WHERE oid = to_regclass(%(t)s)", {"t": table}).scalar()
        state = _GROWTH[key] = [0, max(int(known or 0), 0)]
    state[0] += sent
    if state[0] >= max(5000, 3 * state[1]):
        conn.exec_driver_sql(f"ANALYZE {conn.dialect.identifier_preparer.quote(table)}")
        state[0] = 0
        state[1] = max(int(conn.exec_driver_sql(
            "SELECT reltuples FROM pg_class WHERE oid = to_regclass(%(t)s)", {"t": table}
        ).scalar() or 0), 0)


def _one_type(values: list) -> list:
    """A binary array holds one type: ints among floats become floats (a mana value of 3)."""
    kinds = set(map(type, values))
    kinds.discard(type(None))
    if len(kinds) > 1 and kinds == {int, float}:
        return [None if v is None else float(v) for v in values]
    return values


def _plan(conn: "Connection", stmt, columns: list[str]) -> _Plan:
    """``stmt`` as ``INSERT (columns) SELECT * FROM unnest(…)``, and its own bound values."""
    from sqlalchemy import bindparam, cast, func, literal_column, select
    from sqlalchemy.dialects.postgresql import ARRAY
    from sqlalchemy.dialects.postgresql.dml import OnConflictDoUpdate

    table = stmt.table
    arrays = [cast(bindparam(f"c{i}"), ARRAY(table.c[k].type)) for i, k in enumerate(columns)]
    source = select(literal_column("*")).select_from(func.unnest(*arrays))
    compiled = stmt.from_select(columns, source).compile(dialect=conn.dialect)
    own = {k: v for k, v in compiled.params.items() if not (k[:1] == "c" and k[1:].isdigit())}
    sql = str(compiled)
    for i in range(len(columns)):  # the arrays go in binary: a third of the text format's client work
        sql = sql.replace(f"%(c{i})s", f"%(c{i})b")
    clause = getattr(stmt, "_post_values_clause", None)
    conflict_key = None
    if isinstance(clause, OnConflictDoUpdate) and clause.inferred_target_elements:
        conflict_key = itemgetter(*[k if isinstance(k, str) else k.name for k in clause.inferred_target_elements])
    return _Plan(sql, own, table.name, conflict_key, bool(stmt._returning))


def _passes(key_of: Callable | None, rows: Sequence[dict]) -> list[Sequence[dict]]:
    """``rows`` split so that no pass holds two rows with the same DO UPDATE conflict key."""
    if key_of is None:
        return [rows]
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
