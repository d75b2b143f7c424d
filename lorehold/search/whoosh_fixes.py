"""A correction to Whoosh 2.7.4 (unmaintained), applied once when lorehold's search code
imports Whoosh (``schema.py``).

``AndNotMatcher`` (``a ANDNOT b``) only looks at ``b`` for the first document of ``a`` when ``b``
happens to stand on that very document; when ``b`` starts on an earlier one, the first
document of ``a`` in each segment is kept even if ``b`` has it (whoosh-community/whoosh#419,
"ANDNOT results depend on order documents are added to index"). On the full data,
``kw:flying pow>=4 -c:w`` kept two white cards, Medomai the Ageless and Sunscorch Regent, each
the first flying power-4 card of its segment. Whoosh's own search is lorehold's fallback for
the query shapes ``scoring.py`` does not cover, so it must be right too.
"""

from __future__ import annotations

from whoosh.matching.binary import AndNotMatcher


def _find_first(self) -> None:
    # Whoosh compares the ids for equality only; b behind a may still have a's document
    if self.a.is_active() and self.b.is_active() and self.b.id() <= self.a.id():
        self._find_next()


def apply() -> None:
    AndNotMatcher._find_first = _find_first


apply()
