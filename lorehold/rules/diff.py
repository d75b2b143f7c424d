"""What changed in a rule (and everything below it) since an earlier version: rules added,
removed, renumbered or reworded, followed by identity across renumbering.
"""

from __future__ import annotations

import datetime as dt
import difflib
from typing import TYPE_CHECKING

from lorehold.db.sqlite_reads import run
from lorehold.rules.keywords import number_key
from lorehold.rules.lookup import rule_examples
from lorehold.rules.resolve import RULE_COLUMNS, default_language, find_in, resolve
from lorehold.rules.versions import UnknownRule, Version, connection, iso_date, require_version, version_on, versions

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


def _word_diff(old: str, new: str) -> str:
    a, b = old.split(" "), new.split(" ")
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(" ".join(a[i1:i2]))
            continue
        if i2 > i1:
            out.append("[-" + " ".join(a[i1:i2]) + "-]")
        if j2 > j1:
            out.append("{+" + " ".join(b[j1:j2]) + "+}")
    return " ".join(out)


def _subtree(conn: "Connection", version_id: int, number: str) -> list[dict]:
    """A rule and everything below it, in document order."""
    if "." in number:
        pattern = number + "_"  # 701.44 -> 701.44a (one letter); 701.4 must not catch 701.44
        rows = run(
            conn, f"SELECT {RULE_COLUMNS} FROM rules WHERE version_id = :v AND (number = :n OR number LIKE :p) ORDER BY position",
            {"v": version_id, "n": number, "p": pattern},
        ).mappings().all()
        return [dict(r) for r in rows if r["number"] == number or r["number"][len(number):].isalpha()]
    rows = run(
        conn, f"SELECT {RULE_COLUMNS} FROM rules WHERE version_id = :v ORDER BY position", {"v": version_id}
    ).mappings().all()
    if len(number) == 1:
        return [dict(r) for r in rows if r["number"][0] == number]
    return [dict(r) for r in rows if r["number"] == number or r["number"].startswith(number + ".")]


def _renumber(text: str, links: list[tuple[str, int, int]], mapping: dict[str, str]) -> str:
    """``text`` with each referenced number replaced by its number in the other version."""
    out, last = [], 0
    for target, start, end in sorted(links, key=lambda l: l[1]):
        out.append(text[last:start])
        out.append(mapping.get(target, target))
        last = end
    out.append(text[last:])
    return "".join(out)


def diff_rule(conn_or_session, query: str, since: dt.date, lang: str | None = None) -> dict:
    """What changed in a rule (and everything below it) between the version in force on
    ``since`` and the newest one: rules added, removed, renumbered or reworded, followed by
    identity across renumbering. A change of a referenced number alone is not a rewording."""
    conn = connection(conn_or_session)
    language, old_version, new_version, old_rule, new_rule = _ends(conn, query, since, lang)
    old_tree = _subtree(conn, old_version.id, old_rule["number"]) if old_rule else []
    new_tree = _subtree(conn, new_version.id, new_rule["number"]) if new_rule else []
    old_to_new = _old_to_new(conn, old_version, new_version)
    changes: list[dict] = []
    unchanged = 0
    for old, new in _pairs(old_tree, new_tree):
        if old is None:
            changes.append({"change": ["added"], "new": _side(conn, new), "identity": new["identity"]})
        elif new is None:
            changes.append({"change": ["removed"], "old": _side(conn, old), "identity": old["identity"]})
        else:
            entry = _compare(conn, old, new, old_to_new)
            if entry is None:
                unchanged += 1
            else:
                changes.append(entry)
    changes.sort(key=lambda c: number_key((c.get("new") or c.get("old"))["number"]))
    return {
        "query": query,
        "language": language,
        "from": iso_date(old_version.effective_date),
        "to": iso_date(new_version.effective_date),
        "changes": changes,
        "unchanged": unchanged,
    }


def _ends(conn: "Connection", query: str, since: dt.date, lang: str | None) -> tuple:
    """The language, the two versions compared (in force on ``since``, newest) and the rule in each."""
    resolved = resolve(conn, query)
    language = lang or default_language(conn, resolved)
    new_version = require_version(conn, language)
    old_version = version_on(conn, language, since)
    if old_version is None:
        dates = ", ".join(str(v.effective_date) for v in versions(conn, language) if v.effective_date)
        raise UnknownRule(f"no {language} version in force on {since.isoformat()} (have: {dates or 'none dated'})")
    new_rule = find_in(conn, new_version, resolved.identity, resolved.english)
    old_rule = find_in(conn, old_version, resolved.identity, resolved.english)
    if new_rule is None and old_rule is None:
        raise UnknownRule(f"{query!r} is in neither the {old_version.label()} nor the {new_version.label()} version")
    return language, old_version, new_version, old_rule, new_rule


def _old_to_new(conn: "Connection", old_version: Version, new_version: Version) -> dict[str, str]:
    """Old number -> new number over the whole versions, to judge references to renumbered rules."""

    def numbering(version: Version) -> dict[str, str]:
        return dict(run(conn, "SELECT number, identity FROM rules WHERE version_id = :v", {"v": version.id}).all())

    old_ids, new_ids = numbering(old_version), numbering(new_version)
    new_by_identity = {i: n for n, i in new_ids.items()}
    return {n: new_by_identity[i] for n, i in old_ids.items() if i in new_by_identity}


def _pairs(old_tree: list[dict], new_tree: list[dict]) -> list[tuple[dict | None, dict | None]]:
    """The old rules each with its new one by identity (or None), then the new rules left unpaired."""
    new_by_ident = {r["identity"]: r for r in new_tree}
    matched_new: set[int] = set()
    pairs: list[tuple[dict | None, dict | None]] = []
    for old in old_tree:
        new = new_by_ident.get(old["identity"])
        pairs.append((old, new))
        if new:
            matched_new.add(new["id"])
    for new in new_tree:
        if new["id"] not in matched_new:
            pairs.append((None, new))
    return pairs


def _compare(conn: "Connection", old: dict, new: dict, old_to_new: dict[str, str]) -> dict | None:
    """The change entry of a rule in both versions (renumbered, reworded), or None when unchanged."""
    kinds = []
    if old["number"] != new["number"]:
        kinds.append("renumbered")
    old_side, new_side = _side(conn, old), _side(conn, new)
    old_links = run(
        conn, "SELECT target, span_start, span_end, example FROM rule_links WHERE rule_id = :r", {"r": old["id"]}
    ).all()
    old_text = _renumber(old["text"], [(t, s, e) for t, s, e, x in old_links if x is None], old_to_new)
    old_examples = [
        _renumber(text, [(t, s, e) for t, s, e, x in old_links if x == i], old_to_new)
        for i, text in enumerate(old_side["examples"])
    ]
    if old_text != new["text"] or old_examples != new_side["examples"]:
        kinds.append("reworded")
    if not kinds:
        return None
    entry = {"change": kinds, "old": old_side, "new": new_side, "identity": new["identity"]}
    if "reworded" in kinds and old["text"] != new["text"]:
        entry["text_diff"] = _word_diff(old_text, new["text"])
    return entry


def _side(conn: "Connection", rule: dict) -> dict:
    return {"number": rule["number"], "title": rule["title"], "text": rule["text"], "examples": rule_examples(conn, rule["id"])}
