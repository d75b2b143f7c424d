"""How many of the sample's cards page-36's two blog-post cases read right: for every single-faced card of the bundled
sample whose rulings are all of one day (three or more) and that is printed in Spanish and in French, the two pages
of tests/test_pages_page36.py written for it (a Spanish post: the printed text, one day over the rulings a line, the
site's latest posts with their days; a French post: the printed text, "DAY · Wizards of the Coast" over each ruling).
Prints the cards tried and how many pages of each kind were read wrong (a ruling missed, extra or misdated).

    python bench/page_printed_sweep.py
"""

from __future__ import annotations

import json
import lzma
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import tests.test_pages_page36 as cases  # noqa: E402
from tests.conftest import SAMPLE  # noqa: E402

KINDS = {
    "Spanish post, one day over the rulings": cases.test_one_day_over_many_rulings_under_a_printed_text_and_over_a_list_of_titles_and_days,
    "French post, publisher lines over the rulings": cases.test_a_publisher_line_over_each_ruling_under_a_printed_text,
}


def _printed(card: dict, language: str) -> bool:
    return any(f["language"] == language and f.get("text") and f.get("type") for f in card.get("foreignData", []))


def main() -> int:
    tried, wrong = 0, Counter()
    for path in sorted(SAMPLE.glob("*.json.xz")):
        for card in json.loads(lzma.decompress(path.read_bytes()))["data"]["cards"]:
            rulings = card.get("rulings", [])
            if "side" in card or len(rulings) < 3 or len({r["date"] for r in rulings}) != 1:
                continue
            if not (_printed(card, "Spanish") and _printed(card, "French")):
                continue
            tried += 1
            cases.BREATH = card
            for kind, case in KINDS.items():
                try:
                    case()
                except AssertionError:
                    wrong[kind] += 1
    print(f"{tried} cards of the sample")
    for kind in KINDS:
        print(f"  {kind}: {wrong[kind]} read wrong ({100 * (tried - wrong[kind]) / max(tried, 1):.1f}% right)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
