"""Reading the stored Comprehensive Rules: a rule by number or by keyword/glossary term, in a
language (the ``rule`` command's object).

Numbers are read in the newest English version (today's numbering); the rule is then followed by
its identity (the titles above it) into older versions and, through the same-date English
version, into translations. So ``rule 701.44 --lang zhs`` and ``rule explore --lang zhs`` both
show 701.40 勘察 of the 2024 translation. The other readers: ``resolve`` (what a query means),
``keywords`` (the rules of a card's keywords), ``diff`` (what changed in a rule since a date).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lorehold.db.sqlite_reads import run
from lorehold.rules.resolve import (
    RULE_COLUMNS,
    Resolved,
    default_language,
    find_in,
    resolve,
    rule_row,
)
from lorehold.rules.versions import (
    RULE_NUMBER,
    UnknownRule,
    Version,
    connection,
    iso_date,
    latest_version,
    require_version,
    versions,
)

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


def _links(conn: "Connection", rule_id: int) -> list[dict]:
    return [
        {"number": t, "start": s, "end": e, "example": x}
        for t, s, e, x in run(
            conn, "SELECT target, span_start, span_end, example FROM rule_links WHERE rule_id = :r ORDER BY position",
            {"r": rule_id},
        )
    ]


def rule_examples(conn: "Connection", rule_id: int) -> list[str]:
    return list(
        run(conn, "SELECT text FROM rule_examples WHERE rule_id = :r ORDER BY position", {"r": rule_id}).scalars()
    )


def rule_to_dict(conn: "Connection", rule: dict) -> dict:
    return {
        "number": rule["number"],
        "kind": rule["kind"],
        "title": rule["title"],
        "text": rule["text"],
        "examples": rule_examples(conn, rule["id"]),
        "links": _links(conn, rule["id"]),
    }


def _children(conn: "Connection", rule: dict) -> list[dict]:
    rows = run(
        conn, f"SELECT {RULE_COLUMNS} FROM rules WHERE version_id = :v AND parent = :p ORDER BY position",
        {"v": rule["version_id"], "p": rule["number"]},
    ).mappings().all()
    return [rule_to_dict(conn, dict(r)) for r in rows]


def _glossary_for(conn: "Connection", version: Version, number: str, key: str | None) -> list[dict]:
    rows = run(
        conn, (
            "SELECT DISTINCT g.id, g.position, g.term, g.term_key, g.definition FROM glossary_entries g "
            "LEFT JOIN glossary_links l ON l.entry_id = g.id "
            "WHERE g.version_id = :v AND (l.target = :n OR g.term_key = :k) ORDER BY g.position"
        ),
        {"v": version.id, "n": number, "k": key or "\x00"},
    ).mappings().all()
    out = []
    for r in rows:
        refs = list(
            run(
                conn, "SELECT target FROM glossary_links WHERE entry_id = :e ORDER BY position", {"e": r["id"]}
            ).scalars()
        )
        # an entry that only mentions the rule among others is not "its" entry unless the term matches
        if r["term_key"] == key or (refs and refs[0] == number):
            out.append({"term": r["term"], "definition": r["definition"], "refs": list(dict.fromkeys(refs))})
    return out


def history(conn: "Connection", resolved: Resolved) -> list[dict]:
    """Where the rule stands in every stored version: number per (language, date)."""
    out = []
    for version in versions(conn):
        rule = find_in(conn, version, resolved.identity, resolved.english)
        if rule is None and not resolved.english:
            continue
        if rule is not None:
            out.append({"language": version.language, "effective_date": iso_date(version.effective_date), "number": rule["number"]})
    return out


def lookup_rule(conn_or_session, query: str, lang: str | None = None) -> dict:
    """The ``rule`` command's object: the rule (by number or term) in language ``lang`` (default
    English, or the language the term was written in), with its children, glossary entries, the
    English original for a translation, and its number in every stored version."""
    conn = connection(conn_or_session)
    resolved = resolve(conn, query)
    language = lang or default_language(conn, resolved)
    version = require_version(conn, language)
    rule = find_in(conn, version, resolved.identity, resolved.english)
    note = None
    if rule is None and language != "en" and version.english_version_id is None and RULE_NUMBER.match(query.strip()):
        # an undated or unpaired translation: the best link left is the number itself
        rule = rule_row(conn, "version_id = :v AND number = :n", {"v": version.id, "n": query.strip().rstrip(".")})
        note = f"matched by number: no English version of the {language} text's date is stored"
    if rule is None:
        raise UnknownRule(
            f"{query!r} has no text in the {language} version of {version.effective_date or 'unknown date'}"
            + ("" if version.english_version_id or language == "en" else " (no English version of that date to link it by)")
        )
    out: dict[str, Any] = {
        "query": query,
        "language": language,
        "effective_date": iso_date(version.effective_date),
        **rule_to_dict(conn, rule),
        "children": _children(conn, rule),
        "glossary": _glossary_for(conn, version, rule["number"], resolved.term_key),
    }
    if note:
        out["note"] = note
    if language != "en" and rule["english_rule_id"] is not None:
        en = rule_row(conn, "id = :id", {"id": rule["english_rule_id"]})
        en_version = next(v for v in versions(conn) if v.id == en["version_id"])
        out["english"] = {
            "number": en["number"],
            "effective_date": iso_date(en_version.effective_date),
            "title": en["title"],
            "text": en["text"],
        }
    out["history"] = history(conn, resolved)
    current = latest_version(conn, "en")
    if current is not None and resolved.english:
        now = find_in(conn, current, resolved.identity, True)
        if now is not None:
            out["current"] = {"number": now["number"], "effective_date": iso_date(current.effective_date), "title": now["title"]}
    return out
