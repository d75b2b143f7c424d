"""The scrape queue in the database: which URLs are pending, done or failed (with why and how many
requests they cost). Adding a URL already known changes nothing, so a URL is never done twice."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

STATES = ("pending", "done", "failed")


@dataclass
class Item:
    id: int
    url: str
    state: str
    attempts: int
    reason: str | None
    found_on: str | None


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def _table():
    from lorehold.db.models_scrape import ScrapeItem

    return ScrapeItem.__table__


class ScrapeQueue:
    def __init__(self, engine: "Engine"):
        self.engine = engine

    def add(self, urls: Iterable[str], *, found_on: str | None = None) -> int:
        """Queue URLs (normalized) not already known; returns how many were new."""
        from sqlalchemy import func, select

        from lorehold.db.bulk import dialect_insert
        from lorehold.net.client import normalize_url

        rows = [{"url": u, "state": "pending", "attempts": 0, "found_on": found_on, "added_at": _now()}
                for u in dict.fromkeys(normalize_url(u) for u in urls)]
        if not rows:
            return 0
        t = _table()
        with self.engine.begin() as conn:
            before = conn.execute(select(func.count()).select_from(t)).scalar_one()
            for start in range(0, len(rows), 500):
                stmt = dialect_insert(conn, t).on_conflict_do_nothing(index_elements=["url"])
                conn.execute(stmt, rows[start : start + 500])
            after = conn.execute(select(func.count()).select_from(t)).scalar_one()
        return after - before

    def pending(self, limit: int | None = None) -> list[Item]:
        """Pending URLs in the order they were queued."""
        from sqlalchemy import select

        t = _table()
        query = select(t).where(t.c.state == "pending").order_by(t.c.id)
        if limit is not None:
            query = query.limit(limit)
        with self.engine.connect() as conn:
            return [Item(r.id, r.url, r.state, r.attempts, r.reason, r.found_on) for r in conn.execute(query)]

    def get(self, url: str) -> Item | None:
        from sqlalchemy import select

        t = _table()
        with self.engine.connect() as conn:
            r = conn.execute(select(t).where(t.c.url == url)).first()
        return Item(r.id, r.url, r.state, r.attempts, r.reason, r.found_on) if r else None

    def mark(self, url: str, state: str, *, reason: str | None = None, attempts: int = 0) -> None:
        """Set a URL's state; ``attempts`` (requests spent this time) adds to its count."""
        from sqlalchemy import update

        assert state in STATES, state
        t = _table()
        with self.engine.begin() as conn:
            conn.execute(
                update(t).where(t.c.url == url)
                .values(state=state, reason=reason, attempts=t.c.attempts + attempts, updated_at=_now())
            )

    def retry_failed(self) -> int:
        """Put every failed URL back to pending; returns how many."""
        from sqlalchemy import update

        t = _table()
        with self.engine.begin() as conn:
            return conn.execute(update(t).where(t.c.state == "failed").values(state="pending", updated_at=_now())).rowcount

    def counts(self) -> dict[str, int]:
        from sqlalchemy import func, select

        t = _table()
        out = dict.fromkeys(STATES, 0)
        with self.engine.connect() as conn:
            for state, n in conn.execute(select(t.c.state, func.count()).group_by(t.c.state)):
                out[state] = n
        return out

    def failed(self) -> list[Item]:
        from sqlalchemy import select

        t = _table()
        with self.engine.connect() as conn:
            rows = conn.execute(select(t).where(t.c.state == "failed").order_by(t.c.id))
            return [Item(r.id, r.url, r.state, r.attempts, r.reason, r.found_on) for r in rows]
