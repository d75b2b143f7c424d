"""Captured pages (page-25): a wrap that broke a line at a word's own hyphen, as Python's textwrap does
("… before state-" / "based actions are checked"), and a blog's sidebar listing its recent posts' card
names above the post about another card. Written for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import textwrap

from lorehold.ingest.pages.blocks import hyphenated_words
from tests.test_pages_dating import read, rulings_of


def _message(body: list[str]) -> str:
    return "\n".join([
        "[judges-rules] Re: Rules question", "",
        "Anneke de Vries anneke.de.vries at judges.example.org", "Fri Dec 26 14:02:41 CET 2025", "",
        "Messages sorted by: [ date ] [ thread ] [ subject ] [ author ]", "",
        *body, "", "--", "Anneke de Vries", "Level 2 Judge", "",
        "More information about the judges-rules mailing list",
    ])


def _wrapped_page(rulings, width: int) -> str:
    body = ["Here is what Gatherer says:", ""]
    for d, t in rulings:
        body += [f"{d:%B} {d.day}, {d.year}", "", *textwrap.wrap(t, width), ""]
    return _message(body)


def test_a_wrap_at_a_words_own_hyphen_keeps_it() -> None:
    """Tarmogoyf's rulings wrapped at 72 columns by textwrap, which breaks "state-based" after its hyphen
    ("… graveyard before state-" / "based actions …"): the ruling is read with the word whole, hyphen and all
    (not "statebased", not "state- based")."""
    goyf = rulings_of("FUT", "Tarmogoyf")
    assert any(line.endswith("state-") for _, t in goyf for line in textwrap.wrap(t, 72))
    bundle = read(_wrapped_page(goyf, 72), "pipermail.txt", card="Tarmogoyf")
    assert [(r.date, r.text) for r in bundle.rulings] == goyf


def test_two_hyphen_breaks_in_one_card_s_rulings() -> None:
    """Spellweaver Volute's rulings at 68 columns: two of them break after "state-". Both are whole."""
    volute = rulings_of("FUT", "Spellweaver Volute")
    assert sum(line.endswith("state-") for _, t in volute for line in textwrap.wrap(t, 68)) == 2
    bundle = read(_wrapped_page(volute, 68), "pipermail.txt", card="Spellweaver Volute")
    assert [(r.date, r.text) for r in bundle.rulings] == volute


def test_the_vocabulary_holds_the_words_rulings_write_with_a_hyphen() -> None:
    """The words come from MTGJSON's texts and rulings (``hyphens_build``), casefolded: the sample's rulings'
    "state-based", "non-Human", "Two-Headed"; a word a PDF hyphenates only to wrap it is none."""
    words = hyphenated_words()
    assert {"state-based", "non-human", "two-headed", "double-faced"} <= words
    assert "perma-nent" not in words and "graveyard" not in words


def test_a_pdfs_hyphenation_of_one_word_still_joins_it_whole() -> None:
    """A guard: a word hyphenated only to wrap it (a PDF's "con-" / "troller’s") is joined whole, as before
    page-25. Dungeon Geists's rulings wrapped at 64 columns, the first long word that starts a line
    hyphenated where its first syllable fits on the line above."""
    geists = rulings_of("DKA", "Dungeon Geists")
    body = ["Here is what Gatherer says:", ""]
    broken = 0
    for d, t in geists:
        lines = textwrap.wrap(t, 64)
        for k in range(len(lines) - 1):
            word = lines[k + 1].split()[0]
            if not broken and len(word) >= 8 and word.isalpha() and len(lines[k]) + 5 <= 64:
                lines[k] += f" {word[:3]}-"
                lines[k + 1] = lines[k + 1][3:]
                assert f"{word[:3]}-{word[3:]}".casefold() not in hyphenated_words()
                broken += 1
        body += [f"{d:%B} {d.day}, {d.year}", "", *lines, ""]
    assert broken == 1
    bundle = read(_message(body), "pipermail.txt", card="Dungeon Geists")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def test_a_blogs_sidebar_of_recent_posts_names_no_card_of_the_post(sample_home, tmp_path) -> None:
    """A WordPress-like blog copied as text: a consent banner, then its sidebar ("Recent Posts": three other
    cards' names, one a line, the last "Emrakul, the Promised End"), come before the post about Dungeon Geists
    (its title, the byline, the type line, the card's text, its first ruling under its date). The list of
    names is no card's text: the ruling is stored as Dungeon Geists's, not as the last name listed's."""
    from sqlalchemy import text

    from lorehold.db.engine import get_engine
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    geists = rulings_of("DKA", "Dungeon Geists")[:1]  # (one ruling: too few for the card whose stored rulings a page repeats)
    page = tmp_path / "blog.txt"
    page.write_text("\n".join([
        "We value your privacy", "",
        "We and our 214 partners use cookies to personalise content and ads and to analyse our traffic.", "",
        "Accept allReject allManage settings", "", "Didomi", "",
        "Tabletop Quill", "", "Skip to content\nMenu\nHome\nAbout\nContact", "", "Archives", "",
        "January 2026 (1)\nDecember 2025 (4)", "", "Recent Posts", "",
        "Bellowing Aegisaur\nSpellweaver Volute\nEmrakul, the Promised End", "", "Categories", "", "Meta", "", "Log in", "", "Entries feed", "",
        "Dungeon Geists", "", "Posted on 30.06.2025 18:49 by Léa Morel", "", "Creature — Spirit", "",
        "Flying\nWhen Dungeon Geists enters the battlefield, tap target creature an opponent controls. That "
        "creature doesn't untap during its controller's untap step for as long as you control Dungeon Geists.", "",
        "Rulings", "", *[f"{d:%B} {d.day}, {d.year}: {t}" for d, t in geists], "",
        "Share this:", "", "Leave a Reply", "", "Proudly powered by WordPress"]), encoding="utf-8")
    outcome = ingest(Settings.resolve(sample_home), [str(page)]).outcomes[0]
    assert outcome.status == "loaded", outcome.reason
    with get_engine(Settings.resolve(sample_home)).connect() as conn:
        stored = conn.execute(text(
            "SELECT c.name, r.text FROM ruling_sources rs JOIN sources s ON s.id = rs.source_id "
            "JOIN rulings r ON r.id = rs.ruling_id JOIN cards c ON c.id = r.card_id WHERE s.locator = :l"),
            {"l": str(page.resolve())}).all()
    assert sorted(stored) == sorted(("Dungeon Geists", t) for _, t in geists)
