"""Tables of the Comprehensive Rules: every ingested version (effective date and language), its
rules, examples, rule references, and glossary.

A rule is identified by its number within a version; across versions it is followed by
``identity`` (the titles above it, see ``lorehold.rules.records.Rule``), since Wizards renumbers
rules between editions. A translated version points at the English version of the same date, and
each translated rule at the English rule with the same number.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Column, ForeignKey, Index, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

from lorehold.db import models as _models  # noqa: F401  (the naming convention, the sources table)


class RulesVersion(SQLModel, table=True):
    __tablename__ = "rules_versions"
    __table_args__ = (UniqueConstraint("language", "effective_date"),)

    id: int | None = Field(default=None, primary_key=True)
    source_id: int = Field(index=True, sa_column_args=[ForeignKey("sources.id", ondelete="CASCADE")])
    language: str = Field(max_length=8)
    #: null only for unofficial texts that give no date (a fan translation's page)
    effective_date: dt.date | None = None
    title: str
    format: str = Field(max_length=16)  # txt, jekyll-md
    introduction: str | None = None
    credits: str | None = None
    #: the English version of the same date, for a translation
    english_version_id: int | None = Field(
        default=None,
        sa_column=Column(Integer, ForeignKey("rules_versions.id", ondelete="SET NULL"), nullable=True, index=True),
    )


class RuleEntry(SQLModel, table=True):
    """A section (1), chapter (100), rule (100.1) or subrule (100.1a) of one version."""

    __tablename__ = "rules"
    __table_args__ = (
        UniqueConstraint("version_id", "number"),
        Index("ix_rules_identity", "identity"),
        Index("ix_rules_number", "number"),
    )

    id: int | None = Field(default=None, primary_key=True)
    version_id: int = Field(sa_column_args=[ForeignKey("rules_versions.id", ondelete="CASCADE")])
    position: int
    number: str = Field(max_length=16)
    kind: str = Field(max_length=8)  # section, chapter, rule, subrule
    parent: str | None = Field(default=None, max_length=16)
    title: str | None = None
    text: str
    identity: str
    #: for a translated rule: the English rule with the same number in the same-date version
    #: (indexed: SQLite checks this self-reference for every rule deleted)
    english_rule_id: int | None = Field(
        default=None, sa_column=Column(Integer, ForeignKey("rules.id", ondelete="SET NULL"), nullable=True, index=True)
    )


class RuleExample(SQLModel, table=True):
    __tablename__ = "rule_examples"

    rule_id: int = Field(primary_key=True, sa_column_args=[ForeignKey("rules.id", ondelete="CASCADE")])
    position: int = Field(primary_key=True)
    text: str


class RuleLink(SQLModel, table=True):
    """A reference inside a rule's text (``example`` null) or one of its examples, to ``target``
    (a number of the same version); ``span_start``/``span_end`` locate the number in that text."""

    __tablename__ = "rule_links"

    rule_id: int = Field(primary_key=True, sa_column_args=[ForeignKey("rules.id", ondelete="CASCADE")])
    position: int = Field(primary_key=True)
    target: str = Field(max_length=16, index=True)
    span_start: int
    span_end: int
    example: int | None = None


class GlossaryEntryRow(SQLModel, table=True):
    __tablename__ = "glossary_entries"
    __table_args__ = (UniqueConstraint("version_id", "position"),)

    id: int | None = Field(default=None, primary_key=True)
    version_id: int = Field(sa_column_args=[ForeignKey("rules_versions.id", ondelete="CASCADE")])
    position: int
    term: str
    term_key: str = Field(index=True)  # lorehold.text.name_key(term)
    definition: str
    english_entry_id: int | None = Field(
        default=None,
        sa_column=Column(Integer, ForeignKey("glossary_entries.id", ondelete="SET NULL"), nullable=True, index=True),
    )


class GlossaryLink(SQLModel, table=True):
    __tablename__ = "glossary_links"

    entry_id: int = Field(primary_key=True, sa_column_args=[ForeignKey("glossary_entries.id", ondelete="CASCADE")])
    position: int = Field(primary_key=True)
    target: str = Field(max_length=16)
    span_start: int
    span_end: int
