"""Build ``lorehold/data/hyphenated.txt``: the words cards and rulings write with a hyphen ("state-based",
"non-Human", "two-headed", "mana-value", "peut-être"), casefolded, one a line, from MTGJSON set files' rulings,
Oracle texts and printed texts in every language, so that a line a wrap broke at a word's own hyphen
("State-" / "based actions …") is joined keeping it, where a PDF's hyphenation of one word ("perma-" /
"nent") is joined whole.

A word is kept when it is written at least ``MIN_USES`` times (a misprint is no word).

    python -m lorehold.ingest.pages.hyphens_build ../shared/data/mtgjson/…-sets.tar.xz lorehold/data/hyphenated.txt
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

from lorehold.ingest.pages.types_build import set_files

MIN_USES = 2
#: a word of letters with hyphens inside it ("state-based", "end-of-turn", "non-Human")
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")


def _texts(card: dict):
    yield card.get("text") or ""
    for ruling in card.get("rulings") or []:
        yield ruling.get("text") or ""
    for foreign in card.get("foreignData") or []:
        yield foreign.get("text") or ""


def words(source: Path) -> list[str]:
    """Every hyphenated word written often enough, casefolded and sorted."""
    counts: Counter[str] = Counter()
    seen: set[str] = set()  # (a reprint's text and rulings count once)
    for data in set_files(source):
        for card in data.get("cards", []):
            for text in _texts(card):
                if text and text not in seen:
                    seen.add(text)
                    counts.update(w.casefold() for w in _WORD.findall(text))
    return sorted(w for w, n in counts.items() if n >= MIN_USES)


def main(argv: list[str]) -> None:
    source, out = Path(argv[0]), Path(argv[1])
    rows = words(source)
    out.write_text("".join(f"{w}\n" for w in rows), encoding="utf-8")
    print(f"{len(rows)} hyphenated words written to {out}")


if __name__ == "__main__":
    main(sys.argv[1:])
