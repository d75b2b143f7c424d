"""``lorehold info``: where lorehold keeps its data, how big each part is, the schema revision and
the dates of the data. Reads only; never creates the database."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lorehold.settings import Settings


def _size(path: Path) -> int | None:
    if not path.exists():
        return None
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def hidden_url(url: str) -> str:
    """The URL with its password replaced by ***."""
    try:
        from sqlalchemy.engine import make_url

        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return url


def info(settings: "Settings") -> dict:
    import lorehold
    from lorehold.db.sqlite_file import sqlite_path
    from lorehold.db.migrate import revisions
    from lorehold.search.freshness import check_settings
    from lorehold.search.index import read_meta

    home = Path(settings.home)
    database: dict = {"url": hidden_url(settings.database_url), "size": None, "schema_revision": None,
                      "head_revision": revisions()[1]}
    data: dict = {"sources": 0, "failed_sources": 0, "snapshot_dates": [], "last_ingest": None}
    path = sqlite_path(settings.database_url) if settings.is_sqlite else None
    exists = path.is_file() if path is not None else True
    if path is not None and exists:
        database["size"] = sum(_size(Path(f"{path}{s}")) or 0 for s in ("", "-wal", "-shm"))
    if exists:
        from lorehold.db.sqlite_reads import connect, run

        with connect(settings) as conn:
            database["schema_revision"] = run(conn, "SELECT version_num FROM alembic_version").scalar()
            rows = run(conn, "SELECT status, COUNT(*), MAX(ingested_at) FROM sources GROUP BY status").all()
            for status, count, latest in rows:
                if status == "ok":
                    data["sources"] = count
                    data["last_ingest"] = str(latest)[:19] if latest else None
                else:
                    data["failed_sources"] += count
            data["snapshot_dates"] = sorted(
                str(r[0])[:10] for r in run(conn, "SELECT DISTINCT published FROM sources "
                                                   "WHERE status = 'ok' AND published IS NOT NULL").all())
    meta = read_meta(settings.index_dir)
    index = {"path": str(settings.index_dir), "size": _size(Path(settings.index_dir)),
             "cards": meta.get("cards"), "rulings": meta.get("rulings"),
             "stale": (check_settings(settings) is not None) if meta else None}
    downloads = home / "downloads"  # what `lorehold update` fetched (lorehold.update.run.downloads_dir)
    cache = home / "cache"  # responses of `ingest URL` and `scrape`
    return {
        "version": lorehold.__version__,
        "home": str(home),
        "home_size": _size(home),
        "database": database,
        "index": index,
        "downloads": {"path": str(downloads), "size": _size(downloads)},
        "cache": {"path": str(cache), "size": _size(cache)},
        "data": data,
    }


def human_size(n: int | None) -> str:
    if n is None:
        return "not there yet"
    from lorehold.ingest.limits import human

    return human(n)
