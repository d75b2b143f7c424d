"""The fresh-17 held-out part of the page corpus (``bench/page_fresh17.py``) answers correctly by
construction: its own self-test (every ruling, translation, chrome line and shown date is in the page
as its format is read; the rulings are the card's with their dates; titled pages show their title
and untitled ones name the card only inside rulings), 200 pages, at least 15 layouts none of which
an earlier part declares, dates in at least 8 languages, valid ISO dates, and the same pages for the
same seed. The parser is not run here: the part stays held out."""

from __future__ import annotations

import datetime as dt
import re
import sys
from pathlib import Path

import pytest

from tests.conftest import SAMPLE

ROOT = Path(__file__).resolve().parent.parent


def _pages(seed: int):
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from page_corpus import load_cards
        from page_fresh17 import SEED_OFFSET, Fresh17Generator, fresh17_corpus, self_test

        cards, set_names, _ = load_cards(SAMPLE, seed=seed)
        cards.sort(key=lambda c: c.name)
        gen = Fresh17Generator(cards, set_names, seed + SEED_OFFSET)
        pages = gen.fresh_corpus(200, "fresh17")
        again = fresh17_corpus(cards, set_names, seed, 200)
        return gen, pages, again, self_test(pages, gen)
    finally:
        sys.path.pop(0)


def _earlier_layouts() -> set[str]:
    """Every layout name an earlier part's generator declares."""
    names = set()
    for path in [ROOT / "bench/page_corpus.py", *sorted((ROOT / "bench").glob("page_fresh*.py"))]:
        if path.name != "page_fresh17.py":
            names |= set(re.findall(r'"([a-z0-9-]+)": \("layout_', path.read_text(encoding="utf-8")))
    return names


@pytest.mark.parametrize("seed", [7, 21])
def test_fresh17_answers_are_in_its_pages(seed: int) -> None:
    gen, pages, again, problems = _pages(seed)
    assert len(pages) == 200
    assert problems == []
    assert [(p.content, p.rulings, p.translations, p.chrome) for p in pages] == \
        [(p.content, p.rulings, p.translations, p.chrome) for p in again]


@pytest.mark.parametrize("seed", [7, 21])
def test_fresh17_is_new_and_varied(seed: int) -> None:
    gen, pages, _, _ = _pages(seed)
    layouts = {p.layout for p in pages}
    assert len(layouts) >= 15
    assert not layouts & _earlier_layouts()
    assert len({f.split(":")[0] for p in pages for f in p.date_forms}) >= 8
    assert {p.split for p in pages} == {"fresh17"} and len({p.id for p in pages}) == 200
    assert any(p.card_arg for p in pages) and any(p.translations for p in pages)
    assert len({p.title_lang for p in pages if p.title_lang}) >= 5
    assert {p.fmt for p in pages} == {"html", "text"}
    for p in pages:
        assert all(d is None or dt.date.fromisoformat(d).isoformat() == d for d, _ in p.rulings)
        assert p.chrome, p.id
    # every ruling shows its date; only the 5ch thread (its card only in a linked picture) names no card
    assert all(d is not None for p in pages for d, _ in p.rulings)
    assert {p.layout for p in pages if p.card_arg} == {"jp-5ch-thread"}
    assert len({p.layout for p in pages if p.translations}) >= 6


def test_fresh17_is_wired_into_the_bench() -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import page_accuracy

        args = page_accuracy._args([])
        assert args.fresh17_pages == 200 and args.show_fresh17 is False
        assert "fresh17" in page_accuracy._PART_NAMES
    finally:
        sys.path.pop(0)
