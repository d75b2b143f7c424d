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
    out = []
    for row in conn.execute(text(query)).mappings():
        item = dict(row)
        stamp = item["ingested_at"]
        if getattr(stamp, "tzinfo", None) is not None:  # PostgreSQL's timestamptz: as SQLite stores it
            import datetime as dt

            stamp = stamp.astimezone(dt.timezone.utc).replace(tzinfo=None)
        item["ingested_at"] = str(stamp)
        out.append(item)
    return out
