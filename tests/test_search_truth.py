"""Search results against answers computed independently from the raw sample files.

Each query is paired with a predicate over ``truth.py``'s plain reading of data/sample (json over
the MTGJSON set files, no lorehold code); the cards search returns must be exactly the cards the
predicate accepts (precision and recall 1.0). Conditions about a printing (set, rarity, artist,
date, language) hold on one printing, as on Scryfall; texts are the current Oracle text in
English and the printed text in the other languages; words in quotes match as written (case
and accents folded).
"""

from __future__ import annotations

import pytest

from tests import truth, truth_queries
from tests.conftest import SAMPLE

QUERIES = truth_queries.QUERIES


@pytest.fixture(scope="module")
def cards():
    return truth.load(SAMPLE)


@pytest.fixture(scope="module")
def searcher(indexed_master):
    from lorehold.search.searching import Searcher
    from lorehold.settings import Settings

    s = Searcher(Settings.resolve(indexed_master).index_dir)
    yield s
    s.close()


def test_there_are_at_least_60_queries():
    assert len(QUERIES) >= 60


@pytest.mark.parametrize("query, predicate", QUERIES, ids=[q for q, _ in QUERIES])
def test_search_matches_an_independent_reading(searcher, cards, query, predicate):
    want = {oid for oid, c in cards.items() if predicate(c)}
    got = {h.oracle_id for h in searcher.search(query, limit=10**6)}
    missing = sorted(cards[o].name for o in want - got)
    extra = sorted(cards[o].name for o in got - want if o in cards)
    assert not missing and not extra, f"{query}: {len(want)} expected, {len(got)} found; missing {missing[:8]}, extra {extra[:8]}"


@pytest.mark.slow  # a search for every word of the sample's names
def test_every_english_name_word_finds_its_cards(searcher, cards):
    """``name:WORD`` for each word of the sample's English names finds every card whose English
    name has that word (a word common in other languages' texts, like "bonus" in French and
    Italian, once lost the one English name holding it)."""
    by_word: dict[str, set[str]] = {}
    for oid, card in cards.items():
        for name in [card.name, *card.face_names()]:
            for word in truth.words(name):
                if len(word) >= 4 and word.isalpha():
                    by_word.setdefault(word, set()).add(oid)
    assert len(by_word) > 1000
    lost = {}
    for word, want in sorted(by_word.items()):
        got = {h.oracle_id for h in searcher.search(f"name:{word}", limit=10**6)}
        if want - got:
            lost[word] = sorted(cards[o].name for o in want - got)
    assert not lost, f"{len(lost)} of {len(by_word)} words lose cards: {dict(list(lost.items())[:10])}"
