"""The change log of ``lorehold update``: what each snapshot of an official source was, what it
changed, and every oracle wording each card has had.

``snapshots``: one row per source an update ingested (its version or date, when, the files and
their hashes, counts of what changed). ``changes``: one row per thing that changed (a set, card,
printing or translation added or removed; an oracle field, name or ruling changed; a rules
edition), with its ``kind`` and ``action``; the first snapshot of an empty database records counts
only (``snapshots.summary``), not every row as "added". ``oracle_history``: a card's oracle
wording from the snapshot it was first seen in until the one that replaced it (null: current).

"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import ForeignKey, Index
from sqlmodel import Field, SQLModel

from lorehold.db import models as _models  # noqa: F401  (the naming convention)


class Snapshot(SQLModel, table=True):
    __tablename__ = "snapshots"

    id: int | None = Field(default=None, primary_key=True)
    source: str = Field(max_length=32, index=True)  # mtgjson, scryfall, rules
    version: str | None = Field(default=None, max_length=64)  # the source's own version or date
    taken_at: dt.datetime = Field(index=True)
    #: JSON: [{"url", "path", "sha256", "size"}] of the files ingested
    files: str | None = None
    #: JSON: {"kind action": count}
    summary: str | None = None


class Change(SQLModel, table=True):
    __tablename__ = "changes"
    __table_args__ = (Index("ix_changes_snapshot_id_kind", "snapshot_id", "kind"),)

    id: int | None = Field(default=None, primary_key=True)
    snapshot_id: int = Field(sa_column_args=[ForeignKey("snapshots.id", ondelete="CASCADE")])
    kind: str = Field(max_length=32)  # set, card, printing, translation, oracle_text, type_line, mana_cost, pt, loyalty, name, ruling, rules
    action: str = Field(max_length=16)  # added, removed, changed
    subject: str  # what changed: a set code, a card name, "XLN/189", "XLN/189 de", a rules edition
    card_id: int | None = Field(default=None, index=True, sa_column_args=[ForeignKey("cards.id", ondelete="SET NULL")])
    old: str | None = None
    new: str | None = None


class OracleWording(SQLModel, table=True):
    __tablename__ = "oracle_history"

    id: int | None = Field(default=None, primary_key=True)
    card_id: int = Field(index=True, sa_column_args=[ForeignKey("cards.id", ondelete="CASCADE")])
    name: str
    mana_cost: str | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: str | None = Field(default=None, max_length=8)
    toughness: str | None = Field(default=None, max_length=8)
    loyalty: str | None = Field(default=None, max_length=8)
    #: null: the wording was stored (by ``lorehold ingest``) before the first snapshot that saw it change
    since_snapshot_id: int | None = Field(default=None, sa_column_args=[ForeignKey("snapshots.id", ondelete="SET NULL")])
    until_snapshot_id: int | None = Field(default=None, sa_column_args=[ForeignKey("snapshots.id", ondelete="SET NULL")])
