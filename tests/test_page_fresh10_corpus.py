"""The fresh-10 part of the page corpus (``bench/page_fresh10.py``; held out until page-11, a tuning
part since page-12) answers correctly by construction: its own self-test (every ruling, translation,
chrome line and shown date is in the page as rendered; 200 pages; at least 12 own layouts; the same
pages for the same seed). The parser is measured on it by bench/page_accuracy.py, not here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.conftest import SAMPLE

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("seed", [7, 21])
def test_fresh10_answers_are_in_its_pages(seed: int) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from page_corpus import load_cards
        from page_fresh10 import Fresh10Generator, fresh10_corpus, self_test

        cards, set_names, _ = load_cards(SAMPLE, seed=seed)
        cards.sort(key=lambda c: c.name)
        gen = Fresh10Generator(cards, set_names, seed + 37019)
        pages = gen.fresh_corpus(200, "fresh10")
        again = fresh10_corpus(cards, set_names, seed, 200)
    finally:
        sys.path.pop(0)
    assert len(pages) == 200
    assert self_test(pages, gen) == []
    assert [(p.content, p.rulings, p.translations, p.chrome) for p in pages] == \
        [(p.content, p.rulings, p.translations, p.chrome) for p in again]
