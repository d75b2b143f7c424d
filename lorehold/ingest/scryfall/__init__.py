"""Scryfall JSON: a card object, a list (a search, or the prints of a card with ``lang:any``), a
rulings list, and the bulk data files (``all_cards``, ``default_cards``, ``oracle_cards``,
``rulings``: JSON arrays of hundreds of MB, read as streams by ``parse_stream``).

The parsing lives in ``lorehold.ingest.scryfall.parser``; this module only recognizes the
documents, so that ``lorehold --help`` imports nothing heavy.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from lorehold.ingest.records import ParsedSource

KIND = "scryfall"
PARSER_VERSION = "scryfall-1"

_OBJECT = re.compile(rb'"object"\s*:\s*"(card|list|ruling)"')


def sniff(name: str, head: bytes) -> bool:
    """A Scryfall object (``"object": "card"|"list"|"ruling"``) or a bulk file (an array of them)."""
    body = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if not body[:1] in (b"{", b"["):
        return False
    return _OBJECT.search(body[:4096]) is not None


def parse(data: bytes, name: str, *, card: str | None = None) -> "ParsedSource":
    from lorehold.ingest.scryfall.parser import parse_document

    return parse_document(data, name)


def parse_stream(stream: IO[bytes], name: str) -> Iterator["ParsedSource"]:
    from lorehold.ingest.scryfall.parser import parse_bulk

    return parse_bulk(stream, name)
