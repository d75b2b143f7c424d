"""Query size and nesting limits, and unknown fields with an operator: refused with the caret
error, never a traceback, and in time linear in the query's length."""

from __future__ import annotations

import time

import pytest

from lorehold.errors import InvalidQuery
from lorehold.search.query import parse_query
from lorehold.search.syntax import MAX_DEPTH, MAX_QUERY_CHARS, parse


def _error(text: str) -> str:
    with pytest.raises(InvalidQuery) as info:
        parse_query(text)
    return str(info.value)


def test_a_query_longer_than_scryfalls_limit_is_refused_at_once():
    words = " ".join(f"word{i}" for i in range(10_000))  # ~90,000 characters
    start = time.perf_counter()
    message = _error(words)
    assert time.perf_counter() - start < 1.0
    assert f"position {MAX_QUERY_CHARS + 1}:" in message
    assert f"longer than {MAX_QUERY_CHARS} characters" in message
    # the caret line stays short and points into the shown part of the query
    shown, caret = message.split("\n")[1:3]
    assert len(shown) < 200 and caret.index("^") < len(shown)


def test_the_longest_query_taken_parses_in_linear_time():
    text = ("a or b " * 200)[:MAX_QUERY_CHARS].strip()
    start = time.perf_counter()
    parse(text)
    one = time.perf_counter() - start
    assert one < 0.5  # it was quadratic: 10,000 words took minutes


def test_500_nested_parentheses_are_an_error_not_a_recursion_error():
    message = _error("(" * 500 + "a" + ")" * 500)  # 1,001 characters: too long first
    assert "invalid query at position" in message


@pytest.mark.parametrize("text", ["(" * 400 + "a" + ")" * 400, "-" * 500 + "a", "(-" * 200 + "a" + ")" * 200])
def test_deep_nesting_is_an_error_not_a_recursion_error(text):
    message = _error(text)
    assert f"nests deeper than {MAX_DEPTH} levels" in message
    lines = message.split("\n")
    assert lines[2].index("^") >= 0


def test_nesting_up_to_the_limit_is_taken():
    depth = MAX_DEPTH
    parse_query("(" * depth + "t:goblin" + ")" * depth)


@pytest.mark.parametrize("text, field", [("price=3", "price"), ("usd<1", "usd"), ("frobnicate>=100", "frobnicate"),
                                         ("foo:bar", "foo")])
def test_an_unknown_field_with_an_operator_is_an_error(text, field):
    message = _error(text)
    assert message.startswith(f"invalid query at position 1: unknown field '{field}'")
    assert message.split("\n")[1] == text


def test_a_word_ending_in_a_colon_stays_a_word():
    # "Circle of Protection: Red"
    parse_query("circle of protection: red")


def test_limits_through_the_cli(cli, indexed_master):
    result = cli(indexed_master, "search", "(" * 400 + "goblin" + ")" * 400)
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert "nests deeper than" in result.output
    result = cli(indexed_master, "search", "goblin " * 2000)
    assert result.exit_code == 1 and "longer than 1000 characters" in result.output
    result = cli(indexed_master, "search", "usd<1 t:goblin")
    assert result.exit_code == 1 and "unknown field 'usd'" in result.output


def test_a_search_no_card_fully_matches_ranks_a_bounded_nearest_list(indexed_master, monkeypatch):
    """"draw a zebra" (no card has "zebra"): the nearest cards, each holding a word of the query,
    at most PARTIAL_CANDIDATES documents ranked whatever the limit (a server asks for 20,000)."""
    import sqlite3

    from lorehold.search import searching
    from lorehold.search.searching import Searcher

    with sqlite3.connect(indexed_master / "lorehold.db") as db:
        assert db.execute("SELECT COUNT(*) FROM cards WHERE lower(oracle_text || name) LIKE '%zebra%'").fetchone()[0] == 0
    monkeypatch.setattr(searching, "PARTIAL_CANDIDATES", 300)
    searcher = Searcher(indexed_master / "index")
    try:
        hits = searcher.search("draw a zebra", limit=20_000)
        few = searcher.search("draw a zebra", limit=5)
    finally:
        searcher.close()
    assert 5 < len(hits) <= 300 and {h.match for h in hits} == {"partial"}
    assert len(few) == 5 and {h.match for h in few} == {"partial"}
