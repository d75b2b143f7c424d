"""Where lorehold keeps its data: the home folder (SQLite database and search index) and the database URL."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


def default_home() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("lorehold", appauthor=False))


@dataclass(frozen=True)
class Settings:
    home: Path
    database_url: str
    #: the home is the platform's default (no --home, no LOREHOLD_HOME): its first use is said once
    default_home: bool = False

    @classmethod
    def resolve(cls, home: str | Path | None = None, database_url: str | None = None) -> "Settings":
        """Options first, then LOREHOLD_HOME / LOREHOLD_DATABASE_URL, then the platform default."""
        chosen = home or os.environ.get("LOREHOLD_HOME")
        home = Path(chosen or default_home()).expanduser()
        url = database_url or os.environ.get("LOREHOLD_DATABASE_URL") or f"sqlite:///{home / 'lorehold.db'}"
        return cls(home=home, database_url=url, default_home=not chosen)

    @property
    def index_dir(self) -> Path:
        return self.home / "index"

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")
