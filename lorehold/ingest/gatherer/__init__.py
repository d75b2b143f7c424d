"""Gatherer pages saved from gatherer.wizards.com (the ASP.NET layout): card Details pages, in
oracle or ``printed=true`` form, Languages pages and search result pages.

``parse`` is a pure function of the page's bytes (``lorehold.ingest.gatherer.parser``: a submodule
named ``parse`` would shadow the function). This module only says whether a document is a Gatherer
page, so that ``lorehold --help`` never imports an HTML parser.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lorehold.ingest.records import ParsedSource

KIND = "gatherer"
PARSER_VERSION = "gatherer-1"

_MARKERS = (b"- Gatherer - Magic: The Gathering", b"ctl00_ctl00_ctl00_")
#: Gatherer's address where markup gives the page's own address (a browser's "saved from url="
#: comment, a canonical or og:url link, a <base>, a form posting back to it): a page that only links to
#: Gatherer (a chat bot's embed titled with the card, a blog's "Source: gatherer.wizards.com") is no
#: Gatherer page
_ADDRESS_IN_MARKUP = re.compile(
    rb"saved from url=\(\d+\)https?://gatherer\.wizards\.com"
    rb"|<(?:link|meta|base|form)\b[^<>]*(?:href|content|action)\s*=\s*[\"']?https?://gatherer\.wizards\.com",
    re.IGNORECASE)


def sniff(name: str, head: bytes) -> bool:
    """A saved Gatherer page: its title, its ASP.NET control ids or its address say so."""
    if not head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<"):
        return False  # JSON that links to Gatherer (Scryfall, magicthegathering.io) is not a page
    return any(marker in head for marker in _MARKERS) or bool(_ADDRESS_IN_MARKUP.search(head))


def parse(data: bytes, name: str, *, card: str | None = None) -> "ParsedSource":
    from lorehold.ingest.gatherer.parser import parse_page

    return parse_page(data, name, card=card)
