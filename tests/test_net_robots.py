"""robots.txt as RFC 9309 reads it: a table of files and paths."""

from __future__ import annotations

import pytest

from lorehold.net import robots

SCRYFALL_LIKE = """\
# a site that welcomes API clients but not its search pages
User-agent: *
Disallow: /search
Allow: /search/help
Disallow: /*?page=
Disallow: /*.php$
Crawl-delay: 0.5

User-agent: BadBot
Disallow: /
"""

NAMES_US = """\
User-agent: googlebot
Disallow: /

User-agent: lorehold
User-agent: otherbot
Disallow: /private
Allow: /private/rulings

User-agent: *
Disallow: /
"""

CASES = [
    (SCRYFALL_LIKE, "https://example.org/cards/xln/189/de", True),
    (SCRYFALL_LIKE, "https://example.org/search?q=vanguard", False),
    (SCRYFALL_LIKE, "https://example.org/search/help", True),  # the longer Allow wins
    (SCRYFALL_LIKE, "https://example.org/sets?page=2", False),  # wildcard
    (SCRYFALL_LIKE, "https://example.org/sets", True),
    (SCRYFALL_LIKE, "https://example.org/index.php", False),  # $ anchors the end
    (SCRYFALL_LIKE, "https://example.org/index.php?x=1", True),
    (SCRYFALL_LIKE, "https://example.org/robots.txt", True),
    (NAMES_US, "https://example.org/cards", True),  # our own group, not *
    (NAMES_US, "https://example.org/private/decks", False),
    (NAMES_US, "https://example.org/private/rulings/tarmogoyf", True),
    ("User-agent: *\nDisallow:\n", "https://example.org/anything", True),  # empty Disallow forbids nothing
    ("User-agent: *\nDisallow: /\nAllow: /cards/\n", "https://example.org/cards/1", True),  # longest match, not first
    ("User-agent: *\nDisallow: /cards/\nAllow: /cards/\n", "https://example.org/cards/1", True),  # a tie goes to Allow
    ("User-agent: *\nDisallow: /caf%C3%A9\n", "https://example.org/café", False),  # percent-encoding compared
    ("", "https://example.org/anything", True),
]


@pytest.mark.parametrize("text, url, allowed", CASES)
def test_allows(text, url, allowed):
    assert robots.parse(text).allows(url) is allowed


def test_crawl_delay_of_the_applicable_group():
    assert robots.parse(SCRYFALL_LIKE).crawl_delay == 0.5
    assert robots.parse(NAMES_US).crawl_delay is None


def test_an_unreachable_robots_txt_forbids_everything_but_itself():
    rules = robots.unreachable("HTTP 503")
    assert not rules.allows("https://example.org/cards")
    assert rules.allows("https://example.org/robots.txt")
