"""Schema upkeep through Alembic: the only way tables are made. A fast check of the current revision
runs without importing Alembic (it costs ~400 ms), so lookups stay quick on an up-to-date database."""

from __future__ import annotations

import re
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from lorehold.errors import LoreholdError, SchemaTooNew

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection, Engine

MIGRATIONS = Path(__file__).parent / "migrations"
_REV = re.compile(r"^revision\s*=\s*['\"]([^'\"]+)['\"]", re.M)
_DOWN = re.compile(r"^down_revision\s*=\s*(?:['\"]([^'\"]+)['\"]|None)", re.M)


@lru_cache(maxsize=1)
def revisions() -> tuple[list[str], str]:
    """All revision ids in order (oldest first) and the head, read from the version files."""
    parents: dict[str, str | None] = {}
    for path in (MIGRATIONS / "versions").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        rev, down = _REV.search(text), _DOWN.search(text)
        if rev and down is not None:
            parents[rev.group(1)] = down.group(1)
    children = {p: r for r, p in parents.items()}
    order: list[str] = []
    current = children.get(None)
    while current is not None:
        order.append(current)
        current = children.get(current)
    if len(order) != len(parents):
        raise LoreholdError("the migration history is not one linear chain")
    return order, order[-1]


def alembic_config(connection: "Connection | None" = None, url: str | None = None):
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if url:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def current_revision(connection: "Connection") -> str | None:
    from sqlalchemy import inspect, text

    if not inspect(connection).has_table("alembic_version"):
        return None
    return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()


def _check(connection: "Connection") -> str | None:
    """The database's revision; raises when it is newer than this code or not lorehold's."""
    from sqlalchemy import inspect

    order, _head = revisions()
    current = current_revision(connection)
    if current is None:
        tables = set(inspect(connection).get_table_names())
        if tables & {"cards", "printings"}:
            raise LoreholdError("the database has tables but no migration history; it is not lorehold's")
        return None
    if current not in order:
        raise SchemaTooNew(
            f"the database schema ({current}) is newer than this lorehold knows; upgrade lorehold"
        )
    return current


def ensure_schema(engine: "Engine") -> None:
    """Upgrade an empty or older database to head; refuse one that is newer."""
    _order, head = revisions()
    with engine.connect() as connection:
        if current_revision(connection) == head:
            return
    upgrade(engine)


def upgrade(engine: "Engine", target: str = "head") -> str:
    """Run the migrations up to ``target``; returns the revision the database is then at."""
    with file_lock(engine):
        from alembic import command

        with engine.begin() as connection:
            _lock(connection)
            _check(connection)
            command.upgrade(alembic_config(connection), target)
            return current_revision(connection)


_HELD: set[str] = set()  # databases whose lock this process holds (the lock is not reentrant)


@contextmanager
def file_lock(engine: "Engine"):
    """On SQLite, an exclusive lock on ``<database>.lock`` while the schema is made or upgraded:
    SQLite's own locks do not cover Alembic's steps (two fresh ingests raced, issue 16). The
    second process waits, then finds the schema made. Elsewhere (PostgreSQL has ``_lock``) a no-op."""
    database = engine.url.database if engine.url.get_backend_name() == "sqlite" else None
    if not database or database == ":memory:":
        yield
        return
    try:
        import fcntl
    except ImportError:  # Windows: no advisory locks here
        yield
        return
    if database in _HELD:
        yield
        return
    import os

    lock_path = f"{database}.lock"
    while True:
        try:
            handle = open(lock_path, "a+b")
        except OSError as exc:
            raise LoreholdError(f"cannot create or upgrade the database in {Path(database).parent}: {exc.strerror}") from None
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:  # the holder before us removes the file when done: lock the file that is there now
            if os.stat(lock_path).st_ino == os.fstat(handle.fileno()).st_ino:
                break
        except FileNotFoundError:
            pass
        handle.close()
    with handle:
        _HELD.add(database)
        try:
            yield
        finally:
            _HELD.discard(database)
            try:
                os.unlink(lock_path)  # no file left beside the database
            except OSError:
                pass
            fcntl.flock(handle, fcntl.LOCK_UN)


def _lock(connection: "Connection") -> None:
    """Serialize concurrent upgrades (two processes finding an empty database at once)."""
    from sqlalchemy import text

    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(7412001)"))
