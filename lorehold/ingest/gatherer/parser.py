"""Pure parsers of saved Gatherer pages (the 2008-2016 ASP.NET layout): bytes in, records out.

- Details pages: one card component per face (``cardComponent0``/``1``, each with its own rows
  ``…_nameRow``, ``…_manaRow``, … under a per-face prefix such as ``ctl05_``); a split card's page
  shows one half and names the whole card in "This is one part of the multi-part card …".
  Symbols are images (``symbols.py``). ``printed=true`` pages of a foreign printing keep English
  labels and give translated values; their language is identified from the text itself, as
  Gatherer does not state it.
- Languages pages: one row per foreign printing (name, Gatherer's language label, multiverse id).
- Search result pages (standard output): one row per card.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from lorehold.errors import NotThisFormat
from lorehold.ingest.gatherer.details import parse_details
from lorehold.ingest.gatherer.html import form_action, html_soup
from lorehold.ingest.gatherer.languages import parse_languages
from lorehold.ingest.gatherer.search import parse_search
from lorehold.ingest.records import ParsedSource


def parse_page(data: bytes, name: str, *, card: str | None = None) -> ParsedSource:
    """The records of a saved Gatherer page, whichever of the three kinds it is."""
    soup = html_soup(data)
    action = form_action(soup)
    path = urlsplit(action).path.lower()
    if soup.select_one("tr.cardItem td.middleCol") is not None or "/search/" in path or path.endswith("default.aspx"):
        return parse_search(soup, name)
    if path.endswith("languages.aspx") or soup.find(id=re.compile(r"languageList")) is not None:
        return parse_languages(soup, name, card=card)
    if soup.find(id=re.compile(r"cardComponent0$")) is not None:
        return parse_details(soup, name, card=card)
    raise NotThisFormat(f"{name}: a Gatherer page, but not a card, Languages or search page")
