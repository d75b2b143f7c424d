"""Every official ruling of the bundled sample's sets, as MTGJSON gives it, read by the page reader's
chrome and card-text tests: none is chrome (a line a site adds), none is shaped as a card's own
text, none is wholly quoted. A rule that would drop a real ruling from a page fails here (an
"opt out" of a sacrifice, a "Hellbent — …" label, a quoted ruling)."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

from lorehold.ingest.pages.chrome import is_chrome
from lorehold.ingest.pages.entries import quotes_off
from lorehold.ingest.pages.evidence import card_text_shape

SAMPLE = Path(__file__).resolve().parent.parent / "data" / "sample"


def _rulings() -> list[str]:
    texts = set()
    for path in sorted(SAMPLE.glob("*.json.xz")):
        data = json.loads(lzma.open(path).read())["data"]
        for card in data.get("cards", []):
            texts.update(r["text"] for r in card.get("rulings", []))
    return sorted(texts)


def test_no_sample_ruling_is_chrome_card_text_or_quoted_whole():
    rulings = _rulings()
    assert len(rulings) > 1000
    # (one ruling is only a link: "Pronunciation guide available here: https://…", a site's line by its shape)
    chrome = [t for t in rulings if is_chrome(t) and "https://" not in t]
    assert chrome == []
    assert [t for t in rulings if card_text_shape(t)] == []
    assert [t for t in rulings if quotes_off(t) != t.strip()] == []
