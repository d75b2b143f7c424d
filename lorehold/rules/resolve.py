"""What a rule query means: a number, a rule title or a glossary term, resolved to the rule's
identity (the titles above it), by which it is followed across editions and translations.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lorehold.db.sqlite_reads import run
from lorehold.rules.versions import RULE_NUMBER, UnknownRule, Version, latest_version, versions
from lorehold.text import name_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

_SEE_TERM = re.compile(r"^See (?P<term>[^.]+)\.$")

RULE_COLUMNS = "id, version_id, number, kind, parent, title, text, identity, english_rule_id"


def rule_row(conn: "Connection", where: str, params: dict) -> dict | None:
    row = run(conn, f"SELECT {RULE_COLUMNS} FROM rules WHERE {where}", params).mappings().first()
    return dict(row) if row else None


def english_identity(conn: "Connection", rule: dict, version: Version) -> tuple[str, bool]:
    """The identity to follow the rule by: the English one when the rule is (linked to) English."""
    if version.language == "en":
        return rule["identity"], True
    if rule["english_rule_id"] is not None:
        en = rule_row(conn, "id = :id", {"id": rule["english_rule_id"]})
        if en:
            return en["identity"], True
    return rule["identity"], False


def find_in(conn: "Connection", version: Version, identity: str, english: bool) -> dict | None:
    """The rule of ``version`` with this identity (an English identity is mapped through the
    version's same-date English version for a translation)."""
    if not english or version.language == "en":
        return rule_row(conn, "version_id = :v AND identity = :i", {"v": version.id, "i": identity})
    if version.english_version_id is None:
        return None
    en = rule_row(conn, "version_id = :v AND identity = :i", {"v": version.english_version_id, "i": identity})
    if en is None:
        return None
    return rule_row(conn, "version_id = :v AND english_rule_id = :e", {"v": version.id, "e": en["id"]})


@dataclass
class Resolved:
    identity: str
    english: bool  # identity is an English one
    matched_language: str
    term_key: str | None = None  # set when the query was a term


def _versions_by_id(conn: "Connection") -> dict[int, Version]:
    return {v.id: v for v in versions(conn)}


def resolve(conn: "Connection", query: str) -> Resolved:
    """What rule ``query`` means: a number (in the newest English numbering, else the newest
    version holding it), a rule title ("explore", "勘察"), or a glossary term ("active player")."""
    query = query.strip()
    if not query:
        raise UnknownRule("an empty rule query")
    by_id = _versions_by_id(conn)
    if not by_id:
        raise UnknownRule("no Comprehensive Rules ingested yet (lorehold ingest MagicCompRules.txt)")
    newest_first = sorted(by_id.values(), key=lambda v: (v.language != "en", -(v.effective_date or dt.date.min).toordinal()))
    if RULE_NUMBER.match(query):
        number = query.rstrip(".")
        for version in newest_first:
            rule = rule_row(conn, "version_id = :v AND number = :n", {"v": version.id, "n": number})
            if rule:
                identity, english = english_identity(conn, rule, version)
                return Resolved(identity, english, version.language)
        raise UnknownRule(f"no rule {number} in any ingested version")
    key = name_key(query)
    if not key:
        raise UnknownRule(f"{query!r} is neither a rule number nor a term")
    # rule titles (keywords, chapters, sections), newest version first
    titled = run(conn, f"SELECT {RULE_COLUMNS} FROM rules WHERE title IS NOT NULL").mappings().all()
    exact = [dict(r) for r in titled if name_key(r["title"]) == key]
    if exact:
        rank = {v.id: i for i, v in enumerate(newest_first)}
        # keyword rules before chapters and sections of the same name
        best = min(exact, key=lambda r: (rank[r["version_id"]], r["kind"] != "rule"))
        version = by_id[best["version_id"]]
        identity, english = english_identity(conn, best, version)
        return Resolved(identity, english, version.language, key)
    entries = glossary_by_key(conn, key)
    if entries:
        rank = {v.id: i for i, v in enumerate(newest_first)}
        for entry in sorted(entries, key=lambda e: rank[e["version_id"]]):
            version = by_id[entry["version_id"]]
            target = glossary_target(conn, entry)
            if target:
                rule = rule_row(conn, "version_id = :v AND number = :n", {"v": version.id, "n": target})
                if rule:
                    identity, english = english_identity(conn, rule, version)
                    return Resolved(identity, english, version.language, key)
    candidates = sorted(
        {r["title"] for r in titled if key in name_key(r["title"])}
        | {
            t
            for (t,) in run(
                conn, "SELECT DISTINCT term FROM glossary_entries WHERE term_key LIKE :k", {"k": f"%{key}%"}
            )
        }
    )
    if candidates:
        shown = ", ".join(candidates[:12]) + (" …" if len(candidates) > 12 else "")
        raise UnknownRule(f"no rule or glossary term {query!r}; did you mean: {shown}")
    raise UnknownRule(f"no rule or glossary term {query!r}")


def glossary_by_key(conn: "Connection", key: str) -> list[dict]:
    rows = run(
        conn, "SELECT id, version_id, position, term, definition FROM glossary_entries WHERE term_key = :k", {"k": key}
    ).mappings().all()
    return [dict(r) for r in rows]


def glossary_target(conn: "Connection", entry: dict, depth: int = 0) -> str | None:
    """The rule a glossary entry points at: its first link, or the entry it redirects to
    ("Forestwalk: See Landwalk.")."""
    target = run(
        conn, "SELECT target FROM glossary_links WHERE entry_id = :e ORDER BY position", {"e": entry["id"]}
    ).scalar()
    if target or depth > 2:
        return target
    see = _SEE_TERM.match(entry["definition"].strip())
    if see:
        for other in glossary_by_key(conn, name_key(see["term"])):
            if other["version_id"] == entry["version_id"]:
                return glossary_target(conn, other, depth + 1)
    return None


def default_language(conn: "Connection", resolved: Resolved) -> str:
    """A term is shown in the language it was written in; a number in English when there is one."""
    if resolved.term_key is not None:
        return resolved.matched_language
    return "en" if resolved.english and latest_version(conn, "en") else resolved.matched_language


