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


LANG_QUERIES = truth_queries.LANG_QUERIES


@pytest.mark.parametrize("langs, query, predicate", LANG_QUERIES,
                         ids=[f"{'+'.join(ls)}:{q}" for ls, q, _ in LANG_QUERIES])
def test_lang_option_finds_the_cards_printed_in_that_language(searcher, cards, langs, query, predicate):
    """``--lang L`` finds what ``lang:L`` does on Scryfall: only cards printed in L, each shown in
    one of the languages asked for (a card with no printing in L was listed in English)."""
    want = {oid for oid, c in cards.items() if predicate(c)}
    hits = searcher.search(query, langs, limit=10**6)
    got = {h.oracle_id for h in hits}
    missing = sorted(cards[o].name for o in want - got)
    extra = sorted(cards[o].name for o in got - want if o in cards)
    # a case the language empties (Alliances had no Russian printing) still tests something
    assert want or searcher.search(query, limit=1), f"{query}: no card at all, the case tests nothing"
    assert not missing and not extra, f"{langs} {query}: missing {missing[:8]}, extra {extra[:8]}"
    assert {h.language for h in hits} <= set(langs)


def test_lang_option_leaves_out_cards_never_printed_in_that_language(searcher, cards):
    """The reading has flying cards with no Japanese printing (Alliances'); ``--lang ja`` and
    ``lang:ja`` both leave out exactly those."""
    flying = {oid for oid, c in cards.items() if "flying" in c.keywords}
    no_ja = {oid for oid in flying if not any("ja" in p.langs for p in cards[oid].printings)}
    assert no_ja and "Storm Crow" in {cards[o].name for o in no_ja}
    by_option = {h.oracle_id for h in searcher.search("kw:flying", ("ja",), limit=10**6)}
    in_query = {h.oracle_id for h in searcher.search("lang:ja kw:flying", limit=10**6)}
    assert by_option == in_query == flying - no_ja
