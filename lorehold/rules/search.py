"""Full-text search over the Comprehensive Rules and glossary of one version (``search --rules``).

A version is a few thousand short texts, so it is scored in memory with BM25 rather than kept in
the card index: the texts come from SQL, and words go through the search package's analysis
(``lorehold.search.analysis``: folding, stemming, CJK bigrams) when it is installed, so "revealed"
finds "reveals" and 勘察 finds 勘察 inside longer Chinese text. Analyzed versions are cached per
process, which keeps ``search --rules -`` (a query a line) quick.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lorehold.rules.versions import UnknownRule, connection, latest_version

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

_K1, _B = 1.2, 0.75
#: a rule title or glossary term counts this much more than running text
_TITLE_WEIGHT = 2.0
_WORD = re.compile(r"\w+", re.UNICODE)


def _terms_function(lang: str):
    """text -> list of terms, index and query side alike (the search package's analyzer when present)."""
    try:
        from lorehold.search.analysis import analyzer_for
    except ImportError:  # the search package is not there: fold and split on words
        return lambda text: [w.casefold() for w in _WORD.findall(text)]
    analyzer = analyzer_for(lang)
    return lambda text: [t for t, _pos, _boost in analyzer.terms(text, index=False)]


@dataclass
class _Entry:
    """One searchable text: a rule or a glossary entry, with its analyzed terms."""

    kind: str  # rule, glossary
    key: str  # number or term
    title: str | None
    text: str
    terms: Counter
    length: int


@dataclass
class _Corpus:
    entries: list[_Entry]
    df: Counter
    avg_length: float


_CACHE: dict[tuple[str, int, int], _Corpus] = {}


def _corpus(conn: "Connection", version_id: int, lang: str) -> _Corpus:
    from sqlalchemy import text as sql

    size = conn.execute(sql("SELECT COUNT(*) FROM rules WHERE version_id = :v"), {"v": version_id}).scalar_one()
    key = (str(conn.engine.url), version_id, size)
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    terms_of = _terms_function(lang)
    examples: dict[int, list[str]] = {}
    for rule_id, text in conn.execute(
        sql(
            "SELECT e.rule_id, e.text FROM rule_examples e JOIN rules r ON r.id = e.rule_id "
            "WHERE r.version_id = :v ORDER BY e.rule_id, e.position"
        ),
        {"v": version_id},
    ):
        examples.setdefault(rule_id, []).append(text)
    entries: list[_Entry] = []
    rows = conn.execute(
        sql("SELECT id, number, kind, title, text FROM rules WHERE version_id = :v ORDER BY position"), {"v": version_id}
    ).all()
    for rule_id, number, kind, title, text in rows:
        if kind in ("section", "chapter") or (title and text == title):
            body_terms: list[str] = []  # a heading: only its title counts
        else:
            body_terms = terms_of("\n".join([text, *examples.get(rule_id, [])]))
        counts = Counter(body_terms)
        if title:
            for term in terms_of(title):
                counts[term] += _TITLE_WEIGHT
        entries.append(_Entry("rule", number, title, text, counts, max(1, len(body_terms))))
    for term, definition in conn.execute(
        sql("SELECT term, definition FROM glossary_entries WHERE version_id = :v ORDER BY position"), {"v": version_id}
    ):
        body_terms = terms_of(definition)
        counts = Counter(body_terms)
        for t in terms_of(term):
            counts[t] += _TITLE_WEIGHT
        entries.append(_Entry("glossary", term, term, definition, counts, max(1, len(body_terms))))
    df: Counter = Counter()
    for entry in entries:
        df.update(entry.terms.keys())
    corpus = _Corpus(entries, df, sum(e.length for e in entries) / max(1, len(entries)))
    if len(_CACHE) > 8:
        _CACHE.clear()
    _CACHE[key] = corpus
    return corpus


def search_rules(conn_or_session, query: str, lang: str | None = None, limit: int = 20) -> list[dict]:
    """Rules and glossary entries of the newest version in ``lang`` (default English) best matching
    ``query``, best first: [{"kind", "number" or "term", "title", "text", "score", "language",
    "effective_date"}]."""
    conn = connection(conn_or_session)
    language = lang or "en"
    version = latest_version(conn, language)
    if version is None:
        raise UnknownRule(f"no Comprehensive Rules in language {language!r} ingested")
    corpus = _corpus(conn, version.id, language)
    wanted = list(dict.fromkeys(_terms_function(language)(query)))
    if not wanted:
        return []
    n = len(corpus.entries)
    idf = {t: math.log(1 + (n - corpus.df[t] + 0.5) / (corpus.df[t] + 0.5)) for t in wanted if corpus.df[t]}
    total = sum(idf.values()) or 1.0
    scored: list[tuple[float, int]] = []
    for i, entry in enumerate(corpus.entries):
        score = 0.0
        for term, weight in idf.items():
            tf = entry.terms.get(term)
            if tf:
                norm = _K1 * (1 - _B + _B * entry.length / corpus.avg_length)
                score += weight * tf * (_K1 + 1) / (tf + norm)
        if score > 0:
            # texts holding all the query's rarer words beat texts repeating a few of them
            matched = sum(weight for term, weight in idf.items() if term in entry.terms)
            scored.append((score * (matched / total) ** 2, i))
    scored.sort(key=lambda s: (-s[0], s[1]))
    out = []
    for score, i in scored[: max(0, limit)]:
        entry = corpus.entries[i]
        item = {"kind": entry.kind}
        item["number" if entry.kind == "rule" else "term"] = entry.key
        item.update(
            title=entry.title,
            text=entry.text,
            score=round(score, 3),
            language=version.language,
            effective_date=version.effective_date.isoformat() if version.effective_date else None,
        )
        out.append(item)
    return out
