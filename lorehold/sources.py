"""What was ingested from where: the sources table as data."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


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
