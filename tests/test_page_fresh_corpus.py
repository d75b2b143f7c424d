"""The fresh parts of the page corpus written without reading the parser (``bench/page_fresh10.py`` on)
answer correctly by construction: each part's own self-test (every ruling, translation, chrome line
and shown date is in the page as its format is read; the rulings are the card's with their dates;
titled pages show their title and untitled ones name the card only inside rulings), 200 pages, the
same pages for the same seed; from fresh-11 on, layouts none of which another part declares,
dates in at least 8 languages, titles in at least 5, valid ISO dates, chrome on every page; and each
part is wired into bench/page_accuracy.py. The parser is not run here: the bench measures it."""

from __future__ import annotations

import datetime as dt
import importlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import SAMPLE

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Part:
    layouts: int  # layouts at least
    #: the layouts whose pages may show rulings undated (None: every ruling shows its date)
    undated: frozenset[str] | None = None
    #: the layouts whose pages name no card (``--card``); None: one layout at least
    card_arg: frozenset[str] | None = None
    both_formats: bool = True


PARTS = {
    "fresh10": Part(layouts=12, both_formats=False),
    "fresh11": Part(layouts=14, both_formats=False),
    "fresh12": Part(layouts=14, undated=frozenset({"old-carddb-page", "release-notes-multi"}), both_formats=False),
    "fresh13": Part(layouts=15, undated=frozenset({"relative-time-feed"}),
                    card_arg=frozenset({"relative-time-feed", "sheets-published"})),
    "fresh14": Part(layouts=15, card_arg=frozenset({"enex-note"})),
    "fresh15": Part(layouts=15, card_arg=frozenset({"sms-backup-xml"})),
    "fresh16": Part(layouts=15, card_arg=frozenset({"messenger-json"})),
    "fresh17": Part(layouts=15, card_arg=frozenset({"jp-5ch-thread"})),
    "fresh18": Part(layouts=16, card_arg=frozenset({"app-share-text"})),
    "fresh19": Part(layouts=16, card_arg=frozenset({"publisher-stamp-plain", "digest-untitled-grouped"})),
    "fresh20": Part(layouts=16, card_arg=frozenset({"clipboard-tab-rows", "pasted-numbered-rulings"})),
    "fresh21": Part(layouts=16, card_arg=frozenset({"ocr-screenshot-text", "clipboard-history-export"})),
    "fresh22": Part(layouts=16, card_arg=frozenset({"pdftotext-raw-continued", "sheet-csv-quoted"})),
    "fresh23": Part(layouts=14, card_arg=frozenset({"airtable-grid-tsv"})),
    "fresh24": Part(layouts=14, card_arg=frozenset({"rulings-popup-untitled", "print-rulings-tab-untitled"})),
    "fresh25": Part(layouts=14, card_arg=frozenset({"swipe-slides-untitled", "bottom-sheet-rulings-untitled"})),
    "fresh26": Part(layouts=18, card_arg=frozenset({"floor-slip-print-untitled", "judge-call-ticket-untitled"})),
    "fresh27": Part(layouts=18, card_arg=frozenset({"gallery-lightbox-untitled", "embed-iframe-rulings-untitled"})),
    "fresh28": Part(layouts=18, card_arg=frozenset({"term-tooltip-rulings-untitled", "qa-portal-image-question-untitled"})),
    "fresh29": Part(layouts=18, card_arg=frozenset({"rules-quiz-reveal-untitled", "overlay-browser-source-untitled"})),
    "fresh30": Part(layouts=18, card_arg=frozenset({"face-switch-modal-untitled", "name-guess-game-untitled"})),
    "fresh31": Part(layouts=18, card_arg=frozenset({"face-lightbox-untitled", "scanner-result-untitled"})),
    "fresh32": Part(layouts=18, card_arg=frozenset({"proxy-sheet-bleed-untitled", "extension-popup-rulings-untitled"})),
    "fresh33": Part(layouts=18, card_arg=frozenset({"hypothesis-annotations-untitled", "pinboard-bookmark-untitled"})),
    "fresh34": Part(layouts=18, card_arg=frozenset({"ai-photo-question-untitled", "rules-forum-photo-untitled"})),
    "fresh35": Part(layouts=18, card_arg=frozenset({"cardimage-zoom-rulings-untitled", "marketplace-sku-listing-untitled"})),
    "fresh36": Part(layouts=20, card_arg=frozenset({"wayback-rulings-fragment-untitled", "print-selection-rulings-untitled"})),
    "fresh37": Part(layouts=20, card_arg=frozenset({"wp-rulings-roundup-untitled", "docs-admonition-rulings-untitled"})),
    "fresh38": Part(layouts=20, card_arg=frozenset({"forum-screenshot-question-untitled", "cjk-app-daily-card-image-untitled"})),
    "fresh39": Part(layouts=24, card_arg=frozenset({"mena-discord-ruling-bot-untitled", "sea-group-photo-question-untitled"})),
    "fresh40": Part(layouts=25, card_arg=frozenset({"oldweb-futaba-scan-question-untitled", "oldweb-cgi-guestbook-reply-untitled"})),
    "fresh41": Part(layouts=22, card_arg=frozenset({"office-ppt-quiz-slide-untitled", "office-excel-rulings-log-untitled"})),
    "fresh42": Part(layouts=26, card_arg=frozenset({"social-discord-photo-ask-untitled", "social-meta-dm-export-untitled"})),
    "fresh43": Part(layouts=24, card_arg=frozenset({"op-floor-notes-untitled", "op-photo-caption-untitled"})),
    "fresh44": Part(layouts=26, card_arg=frozenset({"ax-otter-transcript-untitled", "ax-daily-review-untitled"})),
    "fresh45": Part(layouts=26, undated=frozenset({"js-relative-time-rulings"}),
                    card_arg=frozenset({"js-rules-quiz-hints-untitled", "js-support-chat-photo-untitled"})),
    "fresh46": Part(layouts=25, card_arg=frozenset({"nb-daily-journal-untitled", "nb-anki-review-untitled"})),
    "fresh47": Part(layouts=26, card_arg=frozenset({"dv-sql-migration-untitled", "dv-redis-cli-untitled"})),
    "fresh48": Part(layouts=26, card_arg=frozenset({"mk-hocr-scan-untitled", "mk-ssml-segment-untitled"})),
    "fresh49": Part(layouts=27, card_arg=frozenset({"cx-rulings-modal-untitled", "cx-forum-photo-untitled"})),
    "fresh50": Part(layouts=31, card_arg=frozenset({"sb-shopify-rulings-tab-untitled", "sb-wix-forum-photo-untitled"})),
}
#: the parts whose cards include the ones with several faces (``multiface_cards``, after the single-faced ones),
#: as bench/page_corpus.py hands them; the other parts' cards (and so their pages) stay as they were
_MULTIFACE_PARTS = {"fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50"}
_SEED_OFFSETS = {"fresh10": 37019}  # (fresh-10 predates the parts' SEED_OFFSET constant)


def _module(part: str):
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        return importlib.import_module(f"page_{part}")
    finally:
        sys.path.pop(0)


def _pages(part: str, seed: int):
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from page_corpus import load_cards, multiface_cards

        module = _module(part)
        cards, set_names, sets_read = load_cards(SAMPLE, seed=seed)
        cards.sort(key=lambda c: c.name)
        if part in _MULTIFACE_PARTS:
            cards += multiface_cards(sets_read)
        generator = getattr(module, f"Fresh{part[5:]}Generator")
        offset = getattr(module, "SEED_OFFSET", _SEED_OFFSETS.get(part))
        gen = generator(cards, set_names, seed + offset)
        pages = gen.fresh_corpus(200, part)
        again = getattr(module, f"{part}_corpus")(cards, set_names, seed, 200)
        return gen, pages, again, module.self_test(pages, gen)
    finally:
        sys.path.pop(0)


def _other_layouts(part: str) -> set[str]:
    """Every layout name the corpus's first generator and every other part declare."""
    paths = [ROOT / "bench/page_corpus.py"] + [p for p in sorted((ROOT / "bench").glob("page_fresh*.py"))
                                               if p.stem != f"page_{part}"]
    names = set()
    for path in paths:
        names |= set(re.findall(r'"([a-z0-9-]+)": \("layout_', path.read_text(encoding="utf-8")))
    return names


@pytest.mark.parametrize("seed", [7, 21])
@pytest.mark.parametrize("part", sorted(PARTS, key=lambda p: int(p[5:])))
def test_answers_are_in_the_parts_pages(part: str, seed: int) -> None:
    gen, pages, again, problems = _pages(part, seed)
    assert len(pages) == 200
    assert problems == []
    assert [(p.content, p.rulings, p.translations, p.chrome) for p in pages] == \
        [(p.content, p.rulings, p.translations, p.chrome) for p in again]


@pytest.mark.parametrize("seed", [7, 21])
@pytest.mark.parametrize("part", [p for p in sorted(PARTS, key=lambda p: int(p[5:])) if p != "fresh10"])
def test_the_part_is_new_and_varied(part: str, seed: int) -> None:
    spec = PARTS[part]
    gen, pages, _, _ = _pages(part, seed)
    layouts = {p.layout for p in pages}
    assert len(layouts) >= spec.layouts
    assert not layouts & _other_layouts(part)
    assert len({f.split(":")[0] for p in pages for f in p.date_forms}) >= 8
    assert {p.split for p in pages} == {part} and len({p.id for p in pages}) == 200
    assert any(p.card_arg for p in pages) and any(p.translations for p in pages)
    assert len({p.title_lang for p in pages if p.title_lang}) >= 5
    if spec.both_formats:
        assert {p.fmt for p in pages} == {"html", "text"}
    for p in pages:
        assert all(d is None or dt.date.fromisoformat(d).isoformat() == d for d, _ in p.rulings)
        assert p.chrome, p.id
    undated = {p.layout for p in pages if any(d is None for d, _ in p.rulings)}
    assert undated <= (spec.undated or set())
    if spec.card_arg is not None:
        assert {p.layout for p in pages if p.card_arg} == spec.card_arg


def test_fresh12_shows_both_its_undated_layouts() -> None:
    """fresh-12's undated layouts (an old card database, release notes) both date nothing."""
    _, pages, _, _ = _pages("fresh12", 7)
    assert {p.layout for p in pages if p.rulings[0][0] is None} == {"old-carddb-page", "release-notes-multi"}
    assert len({p.layout for p in pages if p.card_arg}) >= 2


def test_fresh13_dates_its_relative_time_panel_in_html() -> None:
    """Only fresh-13's text captures of the relative-time panel date nothing; its HTML dates every ruling."""
    _, pages, _, _ = _pages("fresh13", 7)
    assert all(p.rulings[0][0] is not None for p in pages if p.layout == "relative-time-feed" and p.fmt == "html")


@pytest.mark.parametrize("part", sorted(PARTS, key=lambda p: int(p[5:])))
def test_the_part_is_wired_into_the_bench(part: str) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import page_accuracy

        args = page_accuracy._args([])
        assert getattr(args, f"{part}_pages") == 200 and getattr(args, f"show_{part}") is False
        assert part in page_accuracy._PART_NAMES
    finally:
        sys.path.pop(0)


def test_multiface_cards_are_whole_cards_with_their_faces() -> None:
    """The corpus's multi-face cards, read from the sample's set files: Delver of Secrets (ISD,
    transform) is one card named for both faces, with the card's 2 rulings, and its German printing's
    faces (Geheimnisstöberer, Insekten-Scheußlichkeit) under the whole German name; Fire // Ice (APC,
    split) has no German printing; a meld card's halves and single-faced cards are not among them."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import page_corpus

        _, _, sets_read = page_corpus.load_cards(SAMPLE)
        cards = {c.name: c for c in page_corpus.multiface_cards(sets_read)}
    finally:
        sys.path.pop(0)
    delver = cards["Delver of Secrets // Insectile Aberration"]
    assert (delver.layout, delver.set_code, len(delver.rulings)) == ("transform", "ISD", 2)
    assert [f["name"] for f in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert delver.faces[1]["text"] == "Flying"
    german = delver.foreign["de"]
    assert german["name"] == "Geheimnisstöberer // Insekten-Scheußlichkeit"
    assert [f["name"] for f in german["faces"]] == ["Geheimnisstöberer", "Insekten-Scheußlichkeit"]
    assert german["text"].endswith("\n//\nFliegend")
    assert cards["Fire // Ice"].layout == "split" and "de" not in cards["Fire // Ice"].foreign
    assert {c.layout for c in cards.values()} <= set(page_corpus.MULTIFACE_LAYOUTS)
    assert all(" // " in name for name in cards)


def test_a_faces_translation_is_found_in_the_whole_cards() -> None:
    """The bench counts a page's translation of one face (its printed name and text) as found in the
    stored translation of the whole card; another face's name or another text is not."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import page_accuracy
    finally:
        sys.path.pop(0)
    whole = ("de", "Geheimnisstöberer // Insekten-Scheußlichkeit", "Zu Beginn … transformiere ihn. // Fliegend")
    assert page_accuracy._face_of(("de", "Insekten-Scheußlichkeit", "Fliegend"), whole)
    assert page_accuracy._face_of(("de", "Geheimnisstöberer", ""), whole)
    assert not page_accuracy._face_of(("de", "Insekten-Scheußlichkeit", "Trampelschaden"), whole)
    assert not page_accuracy._face_of(("fr", "Insekten-Scheußlichkeit", "Fliegend"), whole)
    assert not page_accuracy._face_of(("de", "Geheimnis", ""), whole)
