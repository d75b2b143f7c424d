"""A search's hits made when read (``Searcher.ranked``, ``Ranked``): the same hits in the same
order as the list ``Searcher.search`` makes, whether the searcher was warmed (its name order and
ranks kept per document, as a server's) or not (names folded at each search, as the CLI's); the
text matches in the order the module docstring gives; a page of a large search makes that page's
hits only. On the bundled sample's index."""

from __future__ import annotations

import pytest

from lorehold.search import scoring
from lorehold.search.ranked import Ranked
from lorehold.search.searching import Hit, Searcher, folded_name

QUERIES = [
    "t:creature",  # facts only, over a thousand cards
    "o:creature",  # one word, over a thousand
    "creature", "explore", "erkundet", "Kreatur", "探検", "flying lifelink",
    "draw a card",  # words side by side: the literal phase
    "Imperiale Vorhut", "Emperor's Vanguard", "Emperors Vangard",  # exact, name, typo
    "draw a zebra",  # no card has every word: partial
    "s:xln c:g", "t:creature order:cmc", "o:creature order:name", "explore unique:prints", "t:dragon lang:ja",
]
LIMITS = (20, 20_000)


@pytest.fixture(scope="module")
def cold(indexed_master):
    s = Searcher(indexed_master / "index")
    yield s
    s.close()


@pytest.fixture(scope="module")
def warm(indexed_master):
    s = Searcher(indexed_master / "index")
    s.warm()
    assert s._name_pos is not None
    yield s
    s.close()


def described(hits) -> list[tuple]:
    return [(h.card_id, h.docnum, h.literal, h.printing, h.to_dict()) for h in hits]


@pytest.mark.parametrize("limit", LIMITS)
@pytest.mark.parametrize("text", QUERIES)
def test_ranked_hits_are_the_searchs_hits_warm_or_cold(cold, warm, text, limit):
    expected = described(cold.search(text, None, limit, snippets=False))
    assert expected, text
    for searcher in (cold, warm):
        ranked = searcher.ranked(text, None, limit)
        assert len(ranked) == len(expected)
        assert [ranked.card_id(i) for i in range(len(ranked))] == [e[0] for e in expected]
        assert [ranked.name(i) for i in range(len(ranked))] == [e[4]["name"] for e in expected]
        assert described(ranked) == expected
        assert described(searcher.search(text, None, limit, snippets=False)) == expected


@pytest.mark.parametrize("text", ["o:creature", "creature", "t:creature", "c:g"])
def test_text_matches_in_score_then_rank_then_name_order(warm, cold, text):
    """Equally good matches: the more played card (EDHREC rank) first, then by name (then id)."""
    for searcher in (warm, cold):
        hits = searcher.search(text, None, 20_000, snippets=False)
        assert len(hits) > 400 and all(h.match == "text" for h in hits)
        keys = [(-round(h.score, 6), (h.rank or 10**9) if h.score else 0, folded_name(h.name), h.card_id) for h in hits]
        assert keys == sorted(keys)


@pytest.mark.parametrize("text", QUERIES)
def test_by_name_is_folded_name_then_card_id(warm, cold, text):
    def expected(hits) -> list[int]:  # (stable: a card's printings keep their order)
        return sorted(range(len(hits)), key=lambda i: (folded_name(hits[i].name), hits[i].card_id))

    for searcher in (warm, cold):
        ranked = searcher.ranked(text, None, 20_000)
        assert ranked.by_name() == expected(list(ranked))
        view = ranked.view(list(reversed(range(len(ranked)))))  # a view's order is its own
        assert view.by_name() == expected(list(view))


@pytest.mark.parametrize("text", ["o:creature", "t:creature"])  # scored, facts only
def test_a_page_of_a_large_search_makes_that_page_only(warm, cold, text):
    ranked = warm.ranked(text, None, 20_000)
    assert len(ranked) > 1000
    assert ranked.made() == []  # no name matched: every hit a text match, none made yet
    by_name = ranked.name_view()
    page = by_name[175:350]
    assert len(page) == 175 and len(ranked.made()) == 175
    assert ranked._store.pending is not None  # a page in name order: their relevance not worked out
    assert [h.card_id for h in page] == [by_name.card_id(i) for i in range(175, 350)]
    assert by_name[175] is page[0]  # made once, kept
    expected = described(cold.search(text, None, 20_000, snippets=False))
    assert described(ranked) == expected  # the order of relevance, when read
    assert [by_name[i] for i in range(len(by_name))] == [ranked[i] for i in ranked.by_name()]
    assert described(ranked.name_view().view(range(len(ranked) - 1, -1, -1))) == described(reversed(list(by_name)))
    ranked.detach()
    assert all(h._load is None for h in ranked.made())
    again = warm.ranked(text, None, 20_000)
    again.detach()
    assert again[0]._load is None  # made after: no document kept either


def test_ranked_reads_like_a_list():
    a, b, c = (Hit(i, name, None, "en", name) for i, name in enumerate("abc"))
    hits = Ranked([a, b, c])
    assert list(hits) == [a, b, c] and hits[-1] is c and hits[1:] == [b, c] and len(hits) == 3
    assert [hits.card_id(i) for i in range(3)] == [0, 1, 2] and hits.name(1) == "b"
    with pytest.raises(IndexError):
        hits[3]
    view = hits.view([2, 0])
    assert list(view) == [c, a] and list(view.view([1])) == [a] and view.by_name() == [1, 0]


def test_top_sorted_or_heaped_gives_the_same_documents(cold):
    """``Scorer.top`` sorts all the scores when it keeps most of them, heaps a few: the same
    documents in the same order (score descending, then document number), the same terms."""
    from lorehold.search import query as q

    tree = q.parse("creature")
    wquery = cold.whoosh_query(tree, q.compile_query(tree, "creature"))
    scorer = scoring.Scorer(cold.cards)
    everything = scorer.top(wquery, 100_000)
    few = scorer.top(wquery, 50)  # under a quarter: the heap
    assert len(everything) > 4 * 50
    assert [(h.docnum, h.score) for h in few] == [(h.docnum, h.score) for h in everything[:50]]
    assert [h.matched_terms() for h in few] == [h.matched_terms() for h in everything[:50]]
    assert everything[0].matched_terms()
    keys = [(-h.score, h.docnum) for h in everything]
    assert keys == sorted(keys)
    unordered = scorer.top(wquery, 100_000, ordered=False)  # (for a caller that sorts them again)
    assert sorted((h.docnum, h.score, tuple(h.matched_terms())) for h in unordered) == \
        sorted((h.docnum, h.score, tuple(h.matched_terms())) for h in everything)
    assert [h.docnum for h in scorer.top(wquery, 50, ordered=False)] == [h.docnum for h in few]  # (a part: best first)
