"""Reading the stored Comprehensive Rules: a rule by number or by keyword/glossary term, in a
language; the rules of a card's keywords; what changed in a rule since an earlier version.

Numbers are read in the newest English version (today's numbering); the rule is then followed by
its identity (the titles above it) into older versions and, through the same-date English
version, into translations. So ``rule 701.44 --lang zhs`` and ``rule explore --lang zhs`` both
show 701.40 勘察 of the 2024 translation. Plain SQL (no SQLModel import) keeps lookups quick.
"""

from __future__ import annotations

import datetime as dt
import difflib
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from lorehold.db.sqlite_reads import run
from lorehold.errors import LoreholdError
from lorehold.text import name_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


class UnknownRule(LoreholdError):
    """No rule, keyword or glossary term matches, or no version in the asked language has it."""


_NUMBER = re.compile(r"^(?:[1-9]|[1-9]\d\d(?:\.\d+[a-z]?)?)\.?$")
_SEE_TERM = re.compile(r"^See (?P<term>[^.]+)\.$")


def connection(conn_or_session) -> "Connection":
    """A Core connection from a connection or an ORM session."""
    return conn_or_session.connection() if hasattr(conn_or_session, "get_bind") else conn_or_session


def _date(value: Any) -> dt.date | None:
    if value is None or isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value)[:10])


def _iso(value: Any) -> str | None:
    d = _date(value)
    return d.isoformat() if d else None


# ------------------------------------------------------------------------------------ versions


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
    out = [Version(r[0], r[1], _date(r[2]), r[3]) for r in rows if language is None or r[1] == language]
    return sorted(out, key=lambda v: (v.effective_date or dt.date.min, v.language, v.id))


def latest_version(conn: "Connection", language: str = "en") -> Version | None:
    found = versions(conn, language)
    return found[-1] if found else None


def version_on(conn: "Connection", language: str, date: dt.date) -> Version | None:
    """The version in force on ``date``: the newest one effective on or before it."""
    found = [v for v in versions(conn, language) if v.effective_date and v.effective_date <= date]
    return found[-1] if found else None


def _require_version(conn: "Connection", language: str) -> Version:
    version = latest_version(conn, language)
    if version is None:
        have = sorted({v.language for v in versions(conn)})
        if not have:
            raise UnknownRule("no Comprehensive Rules ingested yet (lorehold ingest MagicCompRules.txt)")
        raise UnknownRule(f"no Comprehensive Rules in language {language!r} ingested (have: {', '.join(have)})")
    return version


# --------------------------------------------------------------------------------------- rules

_RULE_COLUMNS = "id, version_id, number, kind, parent, title, text, identity, english_rule_id"


def _rule_row(conn: "Connection", where: str, params: dict) -> dict | None:
    row = run(conn, f"SELECT {_RULE_COLUMNS} FROM rules WHERE {where}", params).mappings().first()
    return dict(row) if row else None


def _english_identity(conn: "Connection", rule: dict, version: Version) -> tuple[str, bool]:
    """The identity to follow the rule by: the English one when the rule is (linked to) English."""
    if version.language == "en":
        return rule["identity"], True
    if rule["english_rule_id"] is not None:
        en = _rule_row(conn, "id = :id", {"id": rule["english_rule_id"]})
        if en:
            return en["identity"], True
    return rule["identity"], False


def _find_in(conn: "Connection", version: Version, identity: str, english: bool) -> dict | None:
    """The rule of ``version`` with this identity (an English identity is mapped through the
    version's same-date English version for a translation)."""
    if not english or version.language == "en":
        return _rule_row(conn, "version_id = :v AND identity = :i", {"v": version.id, "i": identity})
    if version.english_version_id is None:
        return None
    en = _rule_row(conn, "version_id = :v AND identity = :i", {"v": version.english_version_id, "i": identity})
    if en is None:
        return None
    return _rule_row(conn, "version_id = :v AND english_rule_id = :e", {"v": version.id, "e": en["id"]})


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
    if _NUMBER.match(query):
        number = query.rstrip(".")
        for version in newest_first:
            rule = _rule_row(conn, "version_id = :v AND number = :n", {"v": version.id, "n": number})
            if rule:
                identity, english = _english_identity(conn, rule, version)
                return Resolved(identity, english, version.language)
        raise UnknownRule(f"no rule {number} in any ingested version")
    key = name_key(query)
    if not key:
        raise UnknownRule(f"{query!r} is neither a rule number nor a term")
    # rule titles (keywords, chapters, sections), newest version first
    titled = run(conn, f"SELECT {_RULE_COLUMNS} FROM rules WHERE title IS NOT NULL").mappings().all()
    exact = [dict(r) for r in titled if name_key(r["title"]) == key]
    if exact:
        rank = {v.id: i for i, v in enumerate(newest_first)}
        # keyword rules before chapters and sections of the same name
        best = min(exact, key=lambda r: (rank[r["version_id"]], r["kind"] != "rule"))
        version = by_id[best["version_id"]]
        identity, english = _english_identity(conn, best, version)
        return Resolved(identity, english, version.language, key)
    entries = _glossary_by_key(conn, key)
    if entries:
        rank = {v.id: i for i, v in enumerate(newest_first)}
        for entry in sorted(entries, key=lambda e: rank[e["version_id"]]):
            version = by_id[entry["version_id"]]
            target = _glossary_target(conn, entry)
            if target:
                rule = _rule_row(conn, "version_id = :v AND number = :n", {"v": version.id, "n": target})
                if rule:
                    identity, english = _english_identity(conn, rule, version)
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


def _glossary_by_key(conn: "Connection", key: str) -> list[dict]:
    rows = run(
        conn, "SELECT id, version_id, position, term, definition FROM glossary_entries WHERE term_key = :k", {"k": key}
    ).mappings().all()
    return [dict(r) for r in rows]


def _glossary_target(conn: "Connection", entry: dict, depth: int = 0) -> str | None:
    """The rule a glossary entry points at: its first link, or the entry it redirects to
    ("Forestwalk: See Landwalk.")."""
    target = run(
        conn, "SELECT target FROM glossary_links WHERE entry_id = :e ORDER BY position", {"e": entry["id"]}
    ).scalar()
    if target or depth > 2:
        return target
    see = _SEE_TERM.match(entry["definition"].strip())
    if see:
        for other in _glossary_by_key(conn, name_key(see["term"])):
            if other["version_id"] == entry["version_id"]:
                return _glossary_target(conn, other, depth + 1)
    return None


# ---------------------------------------------------------------------------------------- output


def _links(conn: "Connection", rule_id: int) -> list[dict]:
    return [
        {"number": t, "start": s, "end": e, "example": x}
        for t, s, e, x in run(
            conn, "SELECT target, span_start, span_end, example FROM rule_links WHERE rule_id = :r ORDER BY position",
            {"r": rule_id},
        )
    ]


def _examples(conn: "Connection", rule_id: int) -> list[str]:
    return list(
        run(conn, "SELECT text FROM rule_examples WHERE rule_id = :r ORDER BY position", {"r": rule_id}).scalars()
    )


def rule_to_dict(conn: "Connection", rule: dict) -> dict:
    return {
        "number": rule["number"],
        "kind": rule["kind"],
        "title": rule["title"],
        "text": rule["text"],
        "examples": _examples(conn, rule["id"]),
        "links": _links(conn, rule["id"]),
    }


def _children(conn: "Connection", rule: dict) -> list[dict]:
    rows = run(
        conn, f"SELECT {_RULE_COLUMNS} FROM rules WHERE version_id = :v AND parent = :p ORDER BY position",
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


def _default_language(conn: "Connection", resolved: Resolved) -> str:
    """A term is shown in the language it was written in; a number in English when there is one."""
    if resolved.term_key is not None:
        return resolved.matched_language
    return "en" if resolved.english and latest_version(conn, "en") else resolved.matched_language


def history(conn: "Connection", resolved: Resolved) -> list[dict]:
    """Where the rule stands in every stored version: number per (language, date)."""
    out = []
    for version in versions(conn):
        rule = _find_in(conn, version, resolved.identity, resolved.english)
        if rule is None and not resolved.english:
            continue
        if rule is not None:
            out.append({"language": version.language, "effective_date": _iso(version.effective_date), "number": rule["number"]})
    return out


def lookup_rule(conn_or_session, query: str, lang: str | None = None) -> dict:
    """The ``rule`` command's object: the rule (by number or term) in language ``lang`` (default
    English, or the language the term was written in), with its children, glossary entries, the
    English original for a translation, and its number in every stored version."""
    conn = connection(conn_or_session)
    resolved = resolve(conn, query)
    language = lang or _default_language(conn, resolved)
    version = _require_version(conn, language)
    rule = _find_in(conn, version, resolved.identity, resolved.english)
    note = None
    if rule is None and language != "en" and version.english_version_id is None and _NUMBER.match(query.strip()):
        # an undated or unpaired translation: the best link left is the number itself
        rule = _rule_row(conn, "version_id = :v AND number = :n", {"v": version.id, "n": query.strip().rstrip(".")})
        note = f"matched by number: no English version of the {language} text's date is stored"
    if rule is None:
        raise UnknownRule(
            f"{query!r} has no text in the {language} version of {version.effective_date or 'unknown date'}"
            + ("" if version.english_version_id or language == "en" else " (no English version of that date to link it by)")
        )
    out: dict[str, Any] = {
        "query": query,
        "language": language,
        "effective_date": _iso(version.effective_date),
        **rule_to_dict(conn, rule),
        "children": _children(conn, rule),
        "glossary": _glossary_for(conn, version, rule["number"], resolved.term_key),
    }
    if note:
        out["note"] = note
    if language != "en" and rule["english_rule_id"] is not None:
        en = _rule_row(conn, "id = :id", {"id": rule["english_rule_id"]})
        en_version = next(v for v in versions(conn) if v.id == en["version_id"])
        out["english"] = {
            "number": en["number"],
            "effective_date": _iso(en_version.effective_date),
            "title": en["title"],
            "text": en["text"],
        }
    out["history"] = history(conn, resolved)
    current = latest_version(conn, "en")
    if current is not None and resolved.english:
        now = _find_in(conn, current, resolved.identity, True)
        if now is not None:
            out["current"] = {"number": now["number"], "effective_date": _iso(current.effective_date), "title": now["title"]}
    return out


# ------------------------------------------------------------------------------------ card rules


@dataclass
class _KeywordTable:
    """A version's keyword rules, ready for many cards (``export`` asks for every card)."""

    by_key: dict[str, tuple[str, str]]  # name_key(title) -> (number, title)
    abilities: re.Pattern[str] | None  # any 702 title as a whole word
    title_of: dict[str, tuple[str, str]]  # casefolded 702 title -> (number, title)
    resolved: dict[str, str | None]  # keyword -> number, memo


_KEYWORD_TABLES: dict[tuple, _KeywordTable] = {}


def _keyword_table(conn: "Connection", version: Version) -> _KeywordTable:
    key = (str(conn.engine.url), version.id, version.language, version.effective_date)
    table = _KEYWORD_TABLES.get(key)
    if table is not None:
        return table
    rows = run(
        conn, (
            "SELECT number, title FROM rules WHERE version_id = :v AND kind = 'rule' AND title IS NOT NULL "
            "AND (number LIKE '701.%' OR number LIKE '702.%')"
        ),
        {"v": version.id},
    ).all()
    abilities = sorted((t for n, t in rows if n.startswith("702.")), key=len, reverse=True)
    pattern = (
        re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(t) for t in abilities) + r")(?![\w-])", re.IGNORECASE)
        if abilities
        else None
    )
    table = _KeywordTable(
        by_key={name_key(title): (number, title) for number, title in rows},
        abilities=pattern,
        title_of={t.casefold(): (n, t) for n, t in rows if n.startswith("702.")},
        resolved={},
    )
    if len(_KEYWORD_TABLES) > 8:
        _KEYWORD_TABLES.clear()
    _KEYWORD_TABLES[key] = table
    return table


def keyword_rules(conn_or_session, keywords: list[str], oracle_text: str | None = None, name: str | None = None) -> list[dict]:
    """The rules of a card's keywords in the newest English version: MTGJSON's ``keywords``,
    plus keyword abilities (702) named in the oracle text outside reminder text.
    [{"keyword": "Explore", "rule": "701.44", "effective_date": "2026-01-16"}]"""
    conn = connection(conn_or_session)
    version = latest_version(conn, "en")
    if version is None:
        return []
    table = _keyword_table(conn, version)
    date = _iso(version.effective_date)
    out: dict[str, dict] = {}
    for keyword in keywords:
        if keyword not in table.resolved:
            table.resolved[keyword] = _keyword_number(conn, version, keyword, table.by_key)
        number = table.resolved[keyword]
        if number and keyword not in out:
            out[keyword] = {"keyword": keyword, "rule": number, "effective_date": date}
    if oracle_text and table.abilities is not None:
        text = re.sub(r"\([^)]*\)", " ", oracle_text)
        if name:
            text = text.replace(name, " ")
        seen = {o["rule"] for o in out.values()}
        for m in table.abilities.finditer(text):
            number, title = table.title_of[m.group().casefold()]
            if number not in seen:
                out[title] = {"keyword": title, "rule": number, "effective_date": date}
                seen.add(number)
    return sorted(out.values(), key=lambda o: (_number_key(o["rule"]), o["keyword"]))


def _number_key(number: str) -> tuple:
    parts = re.findall(r"\d+|[a-z]", number)
    return tuple(int(p) if p.isdigit() else p for p in parts)


def _keyword_number(conn: "Connection", version: Version, keyword: str, by_key: dict[str, tuple[str, str]]) -> str | None:
    key = name_key(keyword)
    if key in by_key:
        return by_key[key][0]
    for entry in _glossary_by_key(conn, key):
        if entry["version_id"] == version.id:
            target = _glossary_target(conn, entry)
            if target:
                return target
    # "Partner with" -> Partner, "Tap" -> "Tap and Untap": the longest title sharing a prefix
    prefixed = [v for k, v in by_key.items() if key.startswith(k) or k.startswith(key)]
    if prefixed:
        return max(prefixed, key=lambda v: len(v[1]))[0]
    return None


# ------------------------------------------------------------------------------------------ diff


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


def _scope(conn: "Connection", version_id: int, number: str) -> list[dict]:
    """A rule and everything below it, in document order."""
    if "." in number:
        pattern = number + "_"  # 701.44 -> 701.44a (one letter); 701.4 must not catch 701.44
        rows = run(
            conn, f"SELECT {_RULE_COLUMNS} FROM rules WHERE version_id = :v AND (number = :n OR number LIKE :p) ORDER BY position",
            {"v": version_id, "n": number, "p": pattern},
        ).mappings().all()
        return [dict(r) for r in rows if r["number"] == number or r["number"][len(number):].isalpha()]
    rows = run(
        conn, f"SELECT {_RULE_COLUMNS} FROM rules WHERE version_id = :v ORDER BY position", {"v": version_id}
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
    resolved = resolve(conn, query)
    language = lang or _default_language(conn, resolved)
    new_version = _require_version(conn, language)
    old_version = version_on(conn, language, since)
    if old_version is None:
        dates = ", ".join(str(v.effective_date) for v in versions(conn, language) if v.effective_date)
        raise UnknownRule(f"no {language} version in force on {since.isoformat()} (have: {dates or 'none dated'})")
    new_rule = _find_in(conn, new_version, resolved.identity, resolved.english)
    old_rule = _find_in(conn, old_version, resolved.identity, resolved.english)
    if new_rule is None and old_rule is None:
        raise UnknownRule(f"{query!r} is in neither the {old_version.label()} nor the {new_version.label()} version")
    old_scope = _scope(conn, old_version.id, old_rule["number"]) if old_rule else []
    new_scope = _scope(conn, new_version.id, new_rule["number"]) if new_rule else []

    # number -> identity over the whole versions, to judge references to renumbered rules
    def numbering(version: Version) -> dict[str, str]:
        return dict(run(conn, "SELECT number, identity FROM rules WHERE version_id = :v", {"v": version.id}).all())

    old_ids, new_ids = numbering(old_version), numbering(new_version)
    new_by_identity = {i: n for n, i in new_ids.items()}
    old_to_new = {n: new_by_identity[i] for n, i in old_ids.items() if i in new_by_identity}

    new_by_ident = {r["identity"]: r for r in new_scope}
    matched_new: set[int] = set()
    changes: list[dict] = []
    unchanged = 0
    pairs: list[tuple[dict | None, dict | None]] = []
    for old in old_scope:
        new = new_by_ident.get(old["identity"])
        pairs.append((old, new))
        if new:
            matched_new.add(new["id"])
    for new in new_scope:
        if new["id"] not in matched_new:
            pairs.append((None, new))
    for old, new in pairs:
        if old is None:
            changes.append({"change": ["added"], "new": _side(conn, new), "identity": new["identity"]})
            continue
        if new is None:
            changes.append({"change": ["removed"], "old": _side(conn, old), "identity": old["identity"]})
            continue
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
            unchanged += 1
            continue
        entry = {"change": kinds, "old": old_side, "new": new_side, "identity": new["identity"]}
        if "reworded" in kinds and old["text"] != new["text"]:
            entry["text_diff"] = _word_diff(old_text, new["text"])
        changes.append(entry)
    changes.sort(key=lambda c: _number_key((c.get("new") or c.get("old"))["number"]))
    return {
        "query": query,
        "language": language,
        "from": _iso(old_version.effective_date),
        "to": _iso(new_version.effective_date),
        "changes": changes,
        "unchanged": unchanged,
    }


def _side(conn: "Connection", rule: dict) -> dict:
    return {"number": rule["number"], "title": rule["title"], "text": rule["text"], "examples": _examples(conn, rule["id"])}
