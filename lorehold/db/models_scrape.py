"""The scrape queue: every URL a scrape was asked for or found (a list's next page, a sitemap's
entries), with its state, so an interrupted run continues where it stopped.

``state`` is pending, done or failed; a failed URL keeps its ``reason`` and how many requests
were spent on it (``attempts``, summed over runs). What a fetched page gave is in ``sources``
(its locator is the URL), written by the ingest pipeline like any other document.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Index
from sqlmodel import Field, SQLModel

from lorehold.db import models as _models  # noqa: F401  (the naming convention)


class ScrapeItem(SQLModel, table=True):
    __tablename__ = "scrape_queue"
    __table_args__ = (Index("ix_scrape_queue_state_id", "state", "id"),)

    id: int | None = Field(default=None, primary_key=True)
    url: str = Field(max_length=2048, unique=True)
    state: str = Field(default="pending", max_length=16)  # pending, done, failed
    attempts: int = 0
    reason: str | None = None
    #: the page or sitemap that named this URL (null for one the user gave)
    found_on: str | None = Field(default=None, max_length=2048)
    added_at: dt.datetime
    updated_at: dt.datetime | None = None
