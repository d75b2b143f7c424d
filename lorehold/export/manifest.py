"""An export's manifest: what wrote it (lorehold version, schema revision, time), what was asked
for (format, query, languages, since), how many rows each table holds, and the sources (files
and URLs, with their hashes) the data came from.

For JSON it is the ``meta`` object; for CSV and Parquet ``manifest.json`` in the folder; for
JSONL ``FILE.manifest.json`` beside the file; for SQLite the one row of ``export_manifest``.
Only ``created_at`` differs between two exports of the same database with the same arguments.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.export.scope import Scope

SOURCE_FIELDS = ("kind", "locator", "content_hash", "parser_version", "published", "ingested_at")


def now() -> str:
    """UTC to the second, fixed width (a SQLite export's bytes then differ only in these 20)."""
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def build(conn: "Connection", scope: "Scope", fmt: str, counts: dict[str, int], files: dict[str, str] | None = None) -> dict:
    import lorehold
    from lorehold.db.migrate import current_revision
    from lorehold.export.tables import columns_of, stream

    columns = [c for c in columns_of("sources") if c.name in SOURCE_FIELDS]
    sources = []
    for batch in stream(conn, scope, "sources", columns):
        for row in batch:
            item = dict(zip((c.name for c in columns), row))
            stamp = item["ingested_at"]
            item["ingested_at"] = stamp.isoformat() if stamp is not None else None
            sources.append({k: item[k] for k in SOURCE_FIELDS})
    sources.sort(key=lambda s: s["locator"])
    meta = {
        "lorehold_version": lorehold.__version__,
        "schema_revision": current_revision(conn),
        "format": fmt,
        "created_at": now(),
        "query": scope.query,
        "languages": sorted(set(scope.languages)) if scope.languages else None,
        "since": scope.since.isoformat() if scope.since else None,
        "counts": counts,
    }
    if scope.changed_since is not None:
        meta["changed_since"] = scope.changed_since.isoformat()
    if files:
        meta["files"] = files
    meta["sources"] = sources
    return meta
