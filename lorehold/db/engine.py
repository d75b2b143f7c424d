"""Engines and connections. Nothing is created at import time: callers pass Settings in."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

    from lorehold.settings import Settings

_ENGINES: dict[str, "Engine"] = {}
_CHECKED: set[str] = set()  # URLs whose schema was brought up to date by this process


def get_engine(settings: "Settings", *, upgrade: bool = True) -> "Engine":
    """The engine for ``settings.database_url``, its schema brought up to date first (``upgrade``)."""
    url = settings.database_url
    engine = _ENGINES.get(url)
    if engine is None:
        engine = _create_engine(settings)
        _ENGINES[url] = engine
    if upgrade and url not in _CHECKED:  # also when the engine was first made with upgrade=False
        from lorehold.db.migrate import ensure_schema

        ensure_schema(engine)
        _CHECKED.add(url)
    return engine


def _create_engine(settings: "Settings") -> "Engine":
    from sqlalchemy import create_engine, event

    if settings.is_sqlite:
        if settings.database_url in ("sqlite://", "sqlite:///:memory:"):
            raise ValueError("an in-memory SQLite database cannot be shared; use a file")
        from lorehold.db.sqlite_file import open_sqlite, read_only, sqlite_path

        path = sqlite_path(settings.database_url)
        if path is not None and path.is_file() and read_only(path):
            # a read-only home: lookups work, anything that writes fails with one line
            engine = create_engine("sqlite://", creator=lambda: open_sqlite(path, read_only_mode=True))
            return engine
        _make_home(settings.home, said=settings.default_home)
        engine = create_engine(settings.database_url, connect_args={"timeout": 60})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection, _record):  # pragma: no cover - trivial
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            if cursor.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            # bulk ingests write hundreds of MB: checkpoint the WAL less often, cache more pages
            cursor.execute("PRAGMA wal_autocheckpoint=20000")
            cursor.execute("PRAGMA cache_size=-65536")
            cursor.close()

        return engine
    return _server_engine(settings.database_url)


#: the package to install for a missing database driver module
_DRIVERS = {"psycopg": "'psycopg[binary]' (or: pip install '.[postgres]')", "psycopg2": "psycopg2-binary",
            "MySQLdb": "mysqlclient", "pymysql": "PyMySQL", "mysql": "mysql-connector-python",
            "asyncpg": "asyncpg", "pyodbc": "pyodbc", "cx_Oracle": "cx_Oracle", "oracledb": "oracledb",
            "pymssql": "pymssql", "pg8000": "pg8000", "mariadb": "mariadb"}


def _server_engine(url: str):
    """The engine for a server URL; a URL that is not one, an unknown kind of database or a driver
    that is not installed is one line naming what to fix (issue 16)."""
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError

    from lorehold.errors import LoreholdError

    try:
        shown = make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        raise LoreholdError(f"--database-url {url!r} is not a database URL "
                            "(expected e.g. postgresql+psycopg://user@host/db or sqlite:///path/lorehold.db)") from None
    try:
        return create_engine(url, pool_pre_ping=True)
    except NoSuchModuleError:
        raise LoreholdError(f"--database-url {shown}: no such kind of database") from None
    except ImportError as exc:
        module = (exc.name or "").split(".")[0]
        package = _DRIVERS.get(module, module or "the driver")
        raise LoreholdError(f"--database-url {shown}: its driver {module or '?'} is not installed "
                            f"(pip install {package})") from None


def _make_home(home, said: bool = False) -> None:
    """Create the home folder; the platform default's first use is said once, on stderr."""
    from lorehold.errors import LoreholdError

    if home.exists() and not home.is_dir():
        raise LoreholdError(f"--home {home} is a file, not a folder")
    if home.is_dir():
        return
    try:
        home.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise LoreholdError(f"cannot create the home folder {home}: {exc.strerror}") from None
    if said:
        import sys

        sys.stderr.write(f"lorehold keeps its data in {home} (choose another folder with --home or LOREHOLD_HOME)\n")


def dispose_all() -> None:
    for engine in _ENGINES.values():
        engine.dispose()
    _ENGINES.clear()
    _CHECKED.clear()
