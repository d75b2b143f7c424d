"""Readers' comments under a post are no rulings (issue 15, parser page-12): told by the marks of
authorship a comment carries (a head naming who speaks, the comment's timestamp, a reply button),
in several languages, though each comment is dated as the rulings are. Rulings from MTGJSON's own
set files (data/sample); each page is written here by hand."""

from __future__ import annotations

import pytest

from lorehold.ingest.pages.comments import comments_out
from tests.test_pages_dating import AEGISAUR, read
from tests.test_pages_fresh5 import EXPECTED, got

COMMENTS = {
    "en": [("mana_burn says:", "March 3, 2024 at 9:14 pm", "Thanks, this settles the argument we had on Friday.", "Reply"),
           ("Sam wrote:", "April 1, 2025 at 10:02 am", "Does this work the same way with a copy of the creature?", "↳ Reply")],
    "de": [("Jens schreibt:", "3. März 2024 um 21:14", "Danke, genau das kam bei uns im Turnier gestern vor.", "Antworten"),
           ("Anna sagt:", "1. April 2025 um 10:02 Uhr", "Gilt das auch, wenn die Kreatur eine Kopie ist?", "Antworten")],
    "fr": [("Lucie a dit :", "3 mars 2024 à 21 h 14", "Merci, ça règle enfin notre débat de vendredi soir.", "Répondre"),
           ("Marc dit :", "1 avril 2025 à 10:02", "Est-ce que ça marche aussi avec une copie de la créature ?", "Répondre")],
}


@pytest.mark.parametrize("lang", sorted(COMMENTS))
def test_readers_comments_dated_like_rulings_are_not_stored(lang: str) -> None:
    post = ["Bellowing Aegisaur", "Posted on 12 February 2019 by editor", ""]
    post += [f"{d:%d.%m.%Y} — {t}" for d, t in AEGISAUR]
    post += ["", f"{len(COMMENTS[lang])} comments", ""]
    for head, when, text, reply in COMMENTS[lang]:
        post += [head, when, text, reply, ""]
    post += ["Leave a comment", "Your e-mail address will not be published."]
    bundle = read("\n".join(post))
    assert got(bundle) == EXPECTED


def test_a_comment_whose_parts_are_paragraphs_of_their_own_goes_whole() -> None:
    blocks = ["Rulings", "2018-01-19 — The creature gets +1/+1 until end of turn.", "Pieter says:", "06/06/2023 at 2:48 am",
              "We ran into exactly this at the prerelease, and nobody at the table agreed.", "Reply"]
    assert comments_out(blocks) == blocks[:2]


def test_a_speaker_line_without_a_timestamp_or_a_reply_button_stays() -> None:
    blocks = ["Wizards of the Coast says:\n2018-01-19\nThe creature gets +1/+1 until end of turn."]
    assert comments_out(blocks) == blocks


def test_a_sites_own_voice_after_the_last_date_does_not_turn_the_pages_dates_around() -> None:
    """Rulings each followed by its date in brackets; after the last date a price alert that speaks in
    the site's voice and uses two game words ("this card", "target price"): the dates stand after
    their rulings, the alert is no ruling."""
    lines = ["Bellowing Aegisaur", "Creature — Dinosaur", "Rules notes", ""]
    for d, t in AEGISAUR:
        lines += [t, f"({d.isoformat()})"]
    lines += ["Get price alerts", "We'll e-mail you when this card drops below your target price.", "Set alert"]
    bundle = read("\n".join(lines))
    assert got(bundle) == EXPECTED


def test_a_dated_ruling_of_three_words_is_kept() -> None:
    """MTGJSON has rulings of three words ("Can sacrifice itself."): dated on their own line, ending
    as a statement and using a game word, they are rulings; a dated label of as many words is none."""
    page = "Fallen Angel\n\n04/10/2004 – Can sacrifice itself.\n\nListed on 21/09/2026\n\nGreat card, thanks!"
    bundle = read(page)
    assert [(r.date.isoformat(), r.text) for r in bundle.rulings] == [("2004-10-04", "Can sacrifice itself.")]
