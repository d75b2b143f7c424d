"""The stored editions of the Comprehensive Rules ("versions": one per language and effective
date), and the small helpers every rules reader shares. Plain SQL (no SQLModel import) keeps
lookups quick.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from lorehold.db.sqlite_reads import run
from lorehold.errors import LoreholdError

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


class UnknownRule(LoreholdError):
    """No rule, keyword or glossary term matches, or no version in the asked language has it."""


RULE_NUMBER = re.compile(r"^(?:[1-9]|[1-9]\d\d(?:\.\d+[a-z]?)?)\.?$")


def connection(conn_or_session) -> "Connection":
    """A Core connection from a connection or an ORM session."""
    return conn_or_session.connection() if hasattr(conn_or_session, "get_bind") else conn_or_session


def to_date(value: Any) -> dt.date | None:
    if value is None or isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value)[:10])


def iso_date(value: Any) -> str | None:
    d = to_date(value)
    return d.isoformat() if d else None


@dataclass(frozen=True)
class Version:
    id: int
    language: str
    effective_date: dt.date | None
    english_version_id: int | None

    def label(self) -> str:
        return f"{self.language} {self.effective_date or 'undated'}"


def versions(conn: "Connection", language: str | None = None) -> list[Version]:
    """Stored versions, oldest first (undated ones first), optionally of one language."""
    rows = run(
        conn, "SELECT id, language, effective_date, english_version_id FROM rules_versions"
    ).all()
    out = [Version(r[0], r[1], to_date(r[2]), r[3]) for r in rows if language is None or r[1] == language]
    return sorted(out, key=lambda v: (v.effective_date or dt.date.min, v.language, v.id))


def latest_version(conn: "Connection", language: str = "en") -> Version | None:
    found = versions(conn, language)
    return found[-1] if found else None


def version_on(conn: "Connection", language: str, date: dt.date) -> Version | None:
    """The version in force on ``date``: the newest one effective on or before it."""
    found = [v for v in versions(conn, language) if v.effective_date and v.effective_date <= date]
    return found[-1] if found else None


def require_version(conn: "Connection", language: str) -> Version:
    version = latest_version(conn, language)
    if version is None:
        have = sorted({v.language for v in versions(conn)})
        if not have:
            raise UnknownRule("no Comprehensive Rules ingested yet (lorehold ingest MagicCompRules.txt)")
        raise UnknownRule(f"no Comprehensive Rules in language {language!r} ingested (have: {', '.join(have)})")
    return version
