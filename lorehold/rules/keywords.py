"""The Comprehensive Rules of a card's keywords, in the newest English version."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lorehold.db.sqlite_reads import run
from lorehold.rules.resolve import glossary_by_key, glossary_target
from lorehold.rules.versions import Version, connection, iso_date, latest_version
from lorehold.text import name_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


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
    date = iso_date(version.effective_date)
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
    return sorted(out.values(), key=lambda o: (number_key(o["rule"]), o["keyword"]))


def number_key(number: str) -> tuple:
    parts = re.findall(r"\d+|[a-z]", number)
    return tuple(int(p) if p.isdigit() else p for p in parts)


def _keyword_number(conn: "Connection", version: Version, keyword: str, by_key: dict[str, tuple[str, str]]) -> str | None:
    key = name_key(keyword)
    if key in by_key:
        return by_key[key][0]
    for entry in glossary_by_key(conn, key):
        if entry["version_id"] == version.id:
            target = glossary_target(conn, entry)
            if target:
                return target
    # "Partner with" -> Partner, "Tap" -> "Tap and Untap": the longest title sharing a prefix
    prefixed = [v for k, v in by_key.items() if key.startswith(k) or k.startswith(key)]
    if prefixed:
        return max(prefixed, key=lambda v: len(v[1]))[0]
    return None
