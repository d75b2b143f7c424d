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
        item["ingested_at"] = str(item["ingested_at"])
        out.append(item)
    return out
