"""Which database state the search index reflects, so a stale index is never silent (issue 16).

The state is a short fingerprint of the ``sources`` table (how many sources are stored, the
highest id, the latest ingest time): every load, reload or removal of a source changes it, and
reading it is one aggregate query. The index's ``meta.json`` keeps the fingerprint it was built or
updated from; ``ingest`` rebuilds an index that was already behind before it started (an earlier
ingest interrupted, ``--no-index``, a full disk), and ``search``, ``complete`` and ``card`` say what
to run when they find one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lorehold.settings import Settings

REBUILD_HINT = "run: lorehold index rebuild (or the next lorehold ingest repairs it)"
#: meta.json's value while an update is being written in place: stale until it finishes
UPDATING = "updating"


def db_state(conn) -> str:
    """The fingerprint of the database's stored sources (works on light and SQLAlchemy connections)."""
    from lorehold.db.sqlite_reads import run

    count, top, latest = run(conn, "SELECT COUNT(*), COALESCE(MAX(id), 0), MAX(ingested_at) FROM sources "
                                   "WHERE status = 'ok'").one()
    return f"{count}:{top}:{str(latest or '')[:26]}"


def index_state(index_dir: Path) -> str | None:
    try:
        return json.loads((Path(index_dir) / "meta.json").read_text(encoding="utf-8")).get("db_state")
    except (OSError, ValueError, AttributeError):
        return None


def staleness(conn, index_dir: Path) -> str | None:
    """Why the index at ``index_dir`` does not reflect the database (None when it does, or when
    there is no index: commands report a missing one themselves)."""
    if not (Path(index_dir) / "meta.json").exists():
        return None
    recorded = index_state(index_dir)
    if recorded == UPDATING:
        return f"the search index was left half-updated; {REBUILD_HINT}"
    if recorded != db_state(conn):
        return f"the search index is behind the database; {REBUILD_HINT}"
    return None


def check_settings(settings: "Settings") -> str | None:
    """``staleness`` for a home: the database opened read-only and light where it can be."""
    index_dir = settings.index_dir
    if not (Path(index_dir) / "meta.json").exists():
        return None
    from lorehold.db.sqlite_reads import connect
    from lorehold.db.sqlite_file import sqlite_path

    path = sqlite_path(settings.database_url) if settings.is_sqlite else None
    if path is not None and not path.is_file():  # never create a database just to compare
        return None

    with connect(settings) as conn:
        return staleness(conn, index_dir)


def warn_if_stale(settings: "Settings") -> None:
    """One line on stderr when the index is behind the database."""
    import sys

    problem = check_settings(settings)
    if problem:
        sys.stderr.write(f"warning: {problem}\n")
