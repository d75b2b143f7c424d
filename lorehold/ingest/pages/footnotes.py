"""Footnote marks on a page's paragraphs: a book or a wiki gives each ruling's date in a note
("…the spell doesn't resolve.²" over "² Wizards of the Coast, ruling of 10 Nov 2020."). A paragraph
that ends its last sentence with such a mark cites a source, as a ruling does; no card's own text
carries one, so it is never the card's text (``entries.footnotes_dated`` dates it from its note)."""

from __future__ import annotations

import re

#: a sentence's end, then a note's mark: "…resolve.²", "…stack.”[3]", "…turn.[^1]"
_MARKED_END = re.compile(r"[.!?。！？][\"'”’»」』)）]*\s?(?:\[\^[\w-]{1,16}\]|\[\d{1,3}\]|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,3})$")


def note_marked(text: str) -> bool:
    """``text`` ends a sentence with a footnote's mark."""
    return bool(_MARKED_END.search(text.rstrip()))
