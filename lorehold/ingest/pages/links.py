"""Links typed as text: the ``[[page]]`` and ``[[page|label]]`` links of note apps and outliners
(Logseq, Obsidian, Roam, Foam) as they copy or export them, read as the words they show. A date an
outliner links to its journal page ("… counters. [[2019-10-04]]") is then a date beside its ruling."""

from __future__ import annotations

import re

_WIKI_LINK = re.compile(r"\[\[([^\[\]\n|]{1,200})(?:\|([^\[\]\n]{1,200}))?\]\]")


def wiki_links_out(block: str) -> str:
    """``block`` with each ``[[target]]`` as its target and each ``[[target|label]]`` as its label."""
    if "[[" not in block:
        return block
    return _WIKI_LINK.sub(lambda m: (m.group(2) or m.group(1)).strip(), block)
