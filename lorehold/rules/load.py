"""Load a parsed ``RulesDocument`` into the database (its rows): one version per (language, effective
date), as the card loader turns records into rows.

Loading a version replaces what was loaded for it before (from this source or another copy of the
same edition), then links translations and English versions of the same date rule by rule, by
number, whichever of the two arrived first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorehold.rules.records import RulesDocument
from lorehold.text import name_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


def _tables():
    from lorehold.db import models_rules as m

    return (
        m.RulesVersion.__table__,
        m.RuleEntry.__table__,
        m.RuleExample.__table__,
        m.RuleLink.__table__,
        m.GlossaryEntryRow.__table__,
        m.GlossaryLink.__table__,
    )


def forget_versions(conn: "Connection", version_ids: list[int]) -> None:
    """Delete versions and everything under them (explicitly: no reliance on FK cascades)."""
    from sqlalchemy import delete, select, update

    versions, rules, examples, links, glossary, glinks = _tables()
    if not version_ids:
        return
    rule_ids = select(rules.c.id).where(rules.c.version_id.in_(version_ids))
    entry_ids = select(glossary.c.id).where(glossary.c.version_id.in_(version_ids))
    conn.execute(delete(links).where(links.c.rule_id.in_(rule_ids)))
    conn.execute(delete(examples).where(examples.c.rule_id.in_(rule_ids)))
    conn.execute(update(rules).where(rules.c.english_rule_id.in_(rule_ids)).values(english_rule_id=None))
    conn.execute(delete(rules).where(rules.c.version_id.in_(version_ids)))
    conn.execute(delete(glinks).where(glinks.c.entry_id.in_(entry_ids)))
    conn.execute(update(glossary).where(glossary.c.english_entry_id.in_(entry_ids)).values(english_entry_id=None))
    conn.execute(delete(glossary).where(glossary.c.version_id.in_(version_ids)))
    conn.execute(
        update(versions).where(versions.c.english_version_id.in_(version_ids)).values(english_version_id=None)
    )
    conn.execute(delete(versions).where(versions.c.id.in_(version_ids)))


def load_rules(conn: "Connection", source_id: int, doc: RulesDocument) -> dict[str, int]:
    """Load ``doc`` as the version given by ``source_id``; returns counts of what was written."""
    version_id = _replace_version(conn, source_id, doc)
    examples, rule_links = _insert_rules(conn, version_id, doc)
    _insert_glossary(conn, version_id, doc)
    linked = link_translations(conn, doc.effective_date) if doc.effective_date is not None else 0
    return {
        "rules": len(doc.rules),
        "examples": examples,
        "rule_links": rule_links,
        "glossary": len(doc.glossary),
        "translated_rules_linked": linked,
    }


def _replace_version(conn: "Connection", source_id: int, doc: RulesDocument) -> int:
    """Forget what this source or this edition loaded before; insert the version row, return its id."""
    from sqlalchemy import insert, or_, select

    versions = _tables()[0]
    same = [versions.c.source_id == source_id]
    if doc.effective_date is not None:
        same.append((versions.c.language == doc.language) & (versions.c.effective_date == doc.effective_date))
    forget_versions(conn, list(conn.execute(select(versions.c.id).where(or_(*same))).scalars()))

    return conn.execute(
        insert(versions).values(
            source_id=source_id,
            language=doc.language,
            effective_date=doc.effective_date,
            title=doc.title,
            format=doc.format,
            introduction=doc.introduction or None,
            credits=doc.credits or None,
        )
    ).inserted_primary_key[0]


def _insert_rules(conn: "Connection", version_id: int, doc: RulesDocument) -> tuple[int, int]:
    """Insert the version's rules, their examples and links; returns (examples, links) written."""
    from sqlalchemy import insert, select

    _versions, rules, examples, links, _glossary, _glinks = _tables()
    conn.execute(
        insert(rules),
        [
            {
                "version_id": version_id, "position": i, "number": r.number, "kind": r.kind, "parent": r.parent,
                "title": r.title, "text": r.text, "identity": r.identity, "english_rule_id": None,
            }
            for i, r in enumerate(doc.rules)
        ],
    )
    ids = dict(conn.execute(select(rules.c.number, rules.c.id).where(rules.c.version_id == version_id)).all())
    example_rows = [
        {"rule_id": ids[r.number], "position": i, "text": text} for r in doc.rules for i, text in enumerate(r.examples)
    ]
    link_rows = [
        {
            "rule_id": ids[r.number], "position": i, "target": link.target, "span_start": link.start,
            "span_end": link.end, "example": link.example,
        }
        for r in doc.rules
        for i, link in enumerate(r.links)
    ]
    if example_rows:
        conn.execute(insert(examples), example_rows)
    if link_rows:
        conn.execute(insert(links), link_rows)
    return len(example_rows), len(link_rows)


def _insert_glossary(conn: "Connection", version_id: int, doc: RulesDocument) -> None:
    """Insert the version's glossary entries and their links."""
    from sqlalchemy import insert, select

    glossary, glinks = _tables()[4:]
    if not doc.glossary:
        return
    conn.execute(
        insert(glossary),
        [
            {
                "version_id": version_id, "position": i, "term": e.term, "term_key": name_key(e.term),
                "definition": e.definition, "english_entry_id": None,
            }
            for i, e in enumerate(doc.glossary)
        ],
    )
    entry_ids = dict(
        conn.execute(select(glossary.c.position, glossary.c.id).where(glossary.c.version_id == version_id)).all()
    )
    glink_rows = [
        {"entry_id": entry_ids[i], "position": j, "target": link.target, "span_start": link.start, "span_end": link.end}
        for i, e in enumerate(doc.glossary)
        for j, link in enumerate(e.links)
    ]
    if glink_rows:
        conn.execute(insert(glinks), glink_rows)


def link_translations(conn: "Connection", effective_date) -> int:
    """Point every translated version of ``effective_date`` at the English one, rule by rule (by
    number) and glossary entry by entry (by position, when both glossaries have the same length:
    the translations keep the English order). Returns how many translated rules are linked."""
    from sqlalchemy import func, select, update

    versions, rules, _examples, _links, glossary, _glinks = _tables()
    english = conn.execute(
        select(versions.c.id).where(versions.c.effective_date == effective_date, versions.c.language == "en")
    ).scalar()
    if english is None:
        return 0
    translated = conn.execute(
        select(versions.c.id).where(versions.c.effective_date == effective_date, versions.c.language != "en")
    ).scalars().all()
    linked = 0
    for version_id in translated:
        conn.execute(update(versions).where(versions.c.id == version_id).values(english_version_id=english))
        en_rule = rules.alias("en_rule")
        match = (
            select(en_rule.c.id)
            .where(en_rule.c.version_id == english, en_rule.c.number == rules.c.number)
            .scalar_subquery()
        )
        conn.execute(update(rules).where(rules.c.version_id == version_id).values(english_rule_id=match))
        linked += conn.execute(
            select(func.count()).where(rules.c.version_id == version_id, rules.c.english_rule_id.is_not(None))
        ).scalar_one()
        sizes = dict(
            conn.execute(
                select(glossary.c.version_id, func.count())
                .where(glossary.c.version_id.in_([english, version_id]))
                .group_by(glossary.c.version_id)
            ).all()
        )
        if sizes.get(english) and sizes.get(english) == sizes.get(version_id):
            en_entry = glossary.alias("en_entry")
            entry = (
                select(en_entry.c.id)
                .where(en_entry.c.version_id == english, en_entry.c.position == glossary.c.position)
                .scalar_subquery()
            )
            conn.execute(update(glossary).where(glossary.c.version_id == version_id).values(english_entry_id=entry))
    return linked
