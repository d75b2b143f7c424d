"""Plain helpers about a SQLite database file (its path in a URL, whether it can be written, a
sqlite3 connection to it): shared by the engine and the light read path without either importing
the other (issue 12: no import circles)."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def read_only(path: Path) -> bool:
    """Whether this process cannot write the SQLite file or its folder (a read-only home): such a
    database is opened read-only, and immutable when the folder is (SQLite cannot make the WAL's
    shared-memory file there), so lookups still work (issue 16)."""
    import os

    return not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK)


def open_sqlite(path: Path, *, read_only_mode: bool = False, timeout: float = 60):
    """A sqlite3 connection to ``path``, read-only (immutable if its folder is unwritable) when asked."""
    import os

    if not read_only_mode:
        return sqlite3.connect(str(path), timeout=timeout)
    from urllib.parse import quote

    flags = "mode=ro" + ("" if os.access(path.parent, os.W_OK) else "&immutable=1")
    return sqlite3.connect(f"file:{quote(str(path.resolve()))}?{flags}", uri=True, timeout=timeout)


def sqlite_path(url: str) -> Path | None:
    """The file of a plain ``sqlite:///path`` URL (None for URLs with options or in memory)."""
    prefix = "sqlite:///"
    if not url.startswith(prefix) or "?" in url or url in ("sqlite:///", "sqlite:///:memory:"):
        return None
    return Path(url[len(prefix):])
