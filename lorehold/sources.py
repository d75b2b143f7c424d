"""What was ingested from where: the sources table, read as data and written by this module only.

Every row of ``sources`` is created, replaced or dropped here: the ingest pipeline records each
document it reads (``record_source``), lorehold's JSONL keeps rows standing for the sources an
export listed (``stand_in_source``), and removal and update drop a source with what it gave
(``drop_source``).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from sqlalchemy import delete, select

from lorehold.db.bulk import dialect_insert
from lorehold.db.models import Source

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

sources_t = Source.__table__

#: columns a recorded source's row takes again when the document is read again
_RECORDED = ("kind", "content_hash", "parser_version", "ingested_at", "status", "error", "published")
#: columns a stand-in row of a JSONL file takes again when the file is read again
_STOOD_IN = ("kind", "content_hash", "parser_version", "status")


def source_row(conn: "Connection", locator: str):
    """The stored row of the source at ``locator`` (None if it was never ingested)."""
    return conn.execute(select(sources_t).where(sources_t.c.locator == locator)).first()


def sources_under(conn: "Connection", prefix: str) -> list[tuple[int, str, str]]:
    """(id, locator, content hash) of the sources whose locator starts with ``prefix``."""
    return [tuple(row) for row in conn.execute(
        select(sources_t.c.id, sources_t.c.locator, sources_t.c.content_hash)
        .where(sources_t.c.locator.startswith(prefix, autoescape=True))
    )]


def record_source(conn: "Connection", locator: str, kind: str | None, digest: str | None, version: str | None,
                  published, status: str = "ok", error: str | None = None) -> int:
    """Create or replace the row of a document read now; its id."""
    row = {
        "locator": locator, "kind": kind or "unknown", "content_hash": digest or "", "parser_version": version or "",
        "ingested_at": dt.datetime.now(dt.timezone.utc), "status": status, "error": error, "published": published,
    }
    stmt = dialect_insert(conn, sources_t)
    stmt = stmt.on_conflict_do_update(index_elements=["locator"], set_={c: stmt.excluded[c] for c in _RECORDED})
    return conn.execute(stmt.returning(sources_t.c.id), row).scalar_one()


def stand_in_source(conn: "Connection", locator: str, kind: str, digest: str, version: str,
                    ingested_at: dt.datetime, *, replace: bool) -> int:
    """The id of a row standing for a source a JSONL export listed; ``replace``: its kind, hash
    and version follow the file's (else a row already there, a page this home ingested itself,
    stays as it is)."""
    row = {"kind": kind, "locator": locator, "content_hash": digest, "parser_version": version,
           "ingested_at": ingested_at, "status": "ok"}
    stmt = dialect_insert(conn, sources_t)
    if replace:
        stmt = stmt.on_conflict_do_update(index_elements=["locator"], set_={c: stmt.excluded[c] for c in _STOOD_IN})
    else:
        stmt = stmt.on_conflict_do_nothing(index_elements=["locator"])
    conn.execute(stmt, row)
    return conn.execute(select(sources_t.c.id).where(sources_t.c.locator == locator)).scalar_one()


def drop_source(conn: "Connection", source_id: int) -> None:
    """Remove a source: what it gave (``lorehold.ingest.load.forget_source``), then its row."""
    from lorehold.ingest.load import forget_source

    forget_source(conn, source_id)
    conn.execute(delete(sources_t).where(sources_t.c.id == source_id))


def list_sources(conn: "Connection", *, failed_only: bool = False) -> list[dict]:
    from sqlalchemy import text

    query = (
        "SELECT id, kind, locator, content_hash, parser_version, ingested_at, status, error, published "
        "FROM sources"
        + (" WHERE status = 'failed'" if failed_only else "")
        + " ORDER BY locator"
    )
    counts = _counts(conn)
    out = []
    for row in conn.execute(text(query)).mappings():
        item = dict(row)
        stamp = item["ingested_at"]
        if getattr(stamp, "tzinfo", None) is not None:  # PostgreSQL's timestamptz: as SQLite stores it
            import datetime as dt

            stamp = stamp.astimezone(dt.timezone.utc).replace(tzinfo=None)
        item["ingested_at"] = str(stamp)
        item.update(counts.get(item["id"], {"rulings": 0, "dated_rulings": 0, "translations": 0}))
        out.append(item)
    return out


def _counts(conn: "Connection") -> dict[int, dict[str, int]]:
    """source id -> how many rulings it gave, how many of them with a date, and how many translations."""
    from sqlalchemy import text

    out: dict[int, dict[str, int]] = {}
    for sid, n, dated in conn.execute(text(
        "SELECT source_id, COUNT(*), COUNT(date) FROM ruling_sources GROUP BY source_id"
    )):
        out[sid] = {"rulings": n, "dated_rulings": dated, "translations": 0}
    for sid, n in conn.execute(text("SELECT source_id, COUNT(*) FROM translation_sources GROUP BY source_id")):
        out.setdefault(sid, {"rulings": 0, "dated_rulings": 0, "translations": 0})["translations"] = n
    return out
