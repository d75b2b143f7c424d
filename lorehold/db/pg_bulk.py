"""PostgreSQL specifics of the bulk loader: many rows in one statement, one round trip.

psycopg's ``executemany`` (pipeline mode) costs ~50 µs of client work per row, and every round
trip to the server costs a scheduling turnaround (milliseconds on a busy machine), which SQLite,
in process, never pays. So an INSERT (or ``INSERT … ON CONFLICT …``) of many rows is sent as
``INSERT … SELECT * FROM unnest(%(c0)b::type[], %(c1)b::type[], …)``: one binary array per column,
about 0.4 µs of client work a value (text arrays cost three times that), one round trip per
10,000 rows. (COPY is as cheap on the client but needs a staging table for upserts, three round
trips and a TRUNCATE per table instead of one statement.)

An insert whose result nobody reads is sent in pipeline mode and not waited for (``send``): the
server inserts while the loader builds its next rows, and the next statement on the connection
waits for it (``settle``, hooked on the engine). Upserts that return ids return them for every
row, stored before or not, so the loader reads nothing back.
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
            values = {f"c{i}": [row[k] for row in part] for i, k in enumerate(columns)}
            for i in plan.numeric:
                values[f"c{i}"] = _one_type(values[f"c{i}"])
            params = {**plan.params, **values} if plan.params else values
            if returned is None:
                send(conn, plan.sql, params)
            else:
                returned.extend(conn.exec_driver_sql(plan.sql, params).fetchall())
    _keep_statistics(conn, plan.table, len(rows))
    return returned


class _Plan(NamedTuple):
    sql: str
    params: dict  # the statement's own bound values (none for a cacheable one)
    table: str
    conflict_key: Callable | None  # the DO UPDATE conflict target of a row, if any
    returning: bool
    numeric: tuple[int, ...]  # columns whose values may mix ints and floats


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
    """``stmt`` as ``INSERT (columns) SELECT * FROM unnest(…)``, and its own bound values.

    An upsert with ``RETURNING`` returns its columns for every row sent, the rows it left as they
    were too: ``WITH w AS (INSERT … RETURNING …) SELECT … FROM w UNION ALL`` the stored rows with
    the rows' conflict keys, read in the snapshot the insert started from. One round trip, not a
    second read. Each row ends with whether it was stored before: a row the upsert changed comes
    twice (False, then True), one it inserted once (False), one it left alone once (True)."""
    from sqlalchemy import Float, Numeric, bindparam, cast, false, func, literal_column, select, true, tuple_, union_all
    from sqlalchemy.dialects.postgresql import ARRAY
    from sqlalchemy.dialects.postgresql.dml import OnConflictDoUpdate

    table = stmt.table
    arrays = [cast(bindparam(f"c{i}"), ARRAY(table.c[k].type)) for i, k in enumerate(columns)]
    source = select(literal_column("*")).select_from(func.unnest(*arrays))
    statement = stmt.from_select(columns, source)
    clause = getattr(stmt, "_post_values_clause", None)
    targets = [k if isinstance(k, str) else k.name for k in getattr(clause, "inferred_target_elements", None) or ()]
    if stmt._returning and targets:
        written = statement.cte("written")
        keys = [arrays[columns.index(k)] for k in targets]
        stored = select(*[table.c[c.name] for c in written.c], true()).where(
            tuple_(*[table.c[k] for k in targets]).in_(select(literal_column("*")).select_from(func.unnest(*keys)))
        )
        statement = union_all(select(*written.c, false()), stored)
    compiled = statement.compile(dialect=conn.dialect)
    own = {k: v for k, v in compiled.params.items() if not (k[:1] == "c" and k[1:].isdigit())}
    sql = str(compiled)
    for i in range(len(columns)):  # the arrays go in binary: a third of the text format's client work
        sql = sql.replace(f"%(c{i})s", f"%(c{i})b")
    conflict_key = itemgetter(*targets) if isinstance(clause, OnConflictDoUpdate) and targets else None
    numeric = tuple(i for i, k in enumerate(columns) if isinstance(table.c[k].type, (Float, Numeric)))
    return _Plan(sql, own, table.name, conflict_key, bool(stmt._returning), numeric)


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


# ------------------------------------------------------------------------------ pipeline mode

_PIPELINE = "lorehold.pg.pipeline"


def send(conn: "Connection", sql: str, params: dict) -> None:
    """Send a statement whose result nobody reads, and return at once (psycopg's pipeline mode):
    the server works on it while the loader builds its next rows. The next statement, commit or
    rollback on ``conn`` first waits for everything sent (``settle``), and an error of a sent
    statement is raised there, as SQLAlchemy's ``DBAPIError``: the transaction fails as a whole."""
    import psycopg

    record = conn.connection
    state = record.info.get(_PIPELINE)
    if state is None:
        _watch(conn.engine)
        raw = record.driver_connection
        pipeline = raw.pipeline()  # a context manager, held open until settle()
        pipeline.__enter__()
        state = record.info[_PIPELINE] = (pipeline, raw.cursor())
    try:
        state[1].execute(sql, params)
    except psycopg.Error as exc:  # an earlier statement's failure came back meanwhile
        raise _wrapped(sql, exc) from exc


def settle(conn: "Connection", *, failing: bool = False) -> None:
    """Wait for the statements ``send`` sent on ``conn``; raise the first error among them
    (unless ``failing``: the transaction is being rolled back anyway). Runs before every statement."""
    try:
        state = conn.connection.info.pop(_PIPELINE, None)
    except Exception:  # closed or invalidated: nothing of ours is left on it
        return
    if state is None:
        return
    import psycopg

    pipeline, cursor = state
    try:
        pipeline.__exit__(None, None, None)
    except psycopg.Error as exc:
        if not failing:
            raise _wrapped("(statements sent in pipeline mode)", exc) from exc
    finally:
        cursor.close()


def _wrapped(sql: str, exc: Exception) -> Exception:
    import psycopg
    from sqlalchemy.exc import DBAPIError

    return DBAPIError.instance(sql, None, exc, psycopg.Error)


def _watch(engine) -> None:
    """Settle a connection's sent statements before anything else runs on it."""
    from sqlalchemy import event

    if not event.contains(engine, "commit", _before_commit):
        event.listen(engine, "before_cursor_execute", _before_execute)
        event.listen(engine, "commit", _before_commit)
        event.listen(engine, "rollback", _before_rollback)


def _before_execute(conn, *_) -> None:
    settle(conn)


def _before_commit(conn) -> None:
    settle(conn)


def _before_rollback(conn) -> None:
    settle(conn, failing=True)
