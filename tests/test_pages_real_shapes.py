"""Two shapes of card page seen on real sites, written here in our own words for cards of the
sample's Ixalan:

* the current Gatherer's text: the type line first (the name is an image or a heading the capture
  lost), the card's text, rarity and "All Sets:", then each ruling on one line after its US date
  ("9/29/2017 The number of …");
* an old card-database site: "NAME from SET" as the heading, the type line with the mana cost and
  "(CMC:7)", the card's text as one paragraph, the collector line, "Legal in: …", then undated
  rulings, one a line.

Neither may create a card named after its type line or heading, and the card's own text is no ruling.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pages.reader import Item, type_line_not_name
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import sample_file

TISHANA = "Tishana, Voice of Thunder"

GATHERER_NO_NAME = """\
Legendary Creature — Merfolk Shaman
Tishana, Voice of Thunder's power and toughness are each equal to the number of cards in your hand.
You have no maximum hand size.
When Tishana enters the battlefield, draw a card for each creature you control.
* / *
Mythic Rare
All Sets:
Ixalan (Mythic Rare)
9/29/2017 The number of creatures you control is counted only as Tishana's last ability resolves. If Tishana is still on the battlefield, it'll count itself.
6/7/2024 If you control no other creatures as Tishana's triggered ability resolves, you still draw a card for Tishana itself.
"""

OLD_DATABASE = """\
XLNIxalan


Lurking Chupacabra from Ixalan

Creature — Beast Horror   {3}{B} (CMC:4)

Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.

111 XLN • EN Some Artist

Legal in: Modern,Ixalan Block,Legacy,Vintage,Freeform,Commander

If two creatures you control explore at once, Lurking Chupacabra's ability triggers twice.
Lurking Chupacabra's ability may target a creature that is already dying; it simply has no effect then.
"""


def _rows(home: Path, query: str, **params) -> list:
    with get_engine(Settings.resolve(home)).connect() as conn:
        return conn.execute(text(query), params).all()


def _rulings(home: Path, name: str) -> list[tuple]:
    return [(str(d) if d else None, t) for d, t in _rows(
        home, "SELECT r.date, r.text FROM rulings r JOIN cards c ON c.id = r.card_id WHERE c.name = :n", n=name)]


def _ingest_page(home: Path, tmp_path: Path, name: str, content: str):
    page = tmp_path / name
    page.write_text(content, encoding="utf-8")
    return ingest(Settings.resolve(home), [str(page)]).outcomes[0]


def test_a_page_without_its_name_gives_its_rulings_to_the_card_and_makes_no_card(xln_home, tmp_path):
    cards_before = _rows(xln_home, "SELECT COUNT(*) FROM cards")[0][0]
    outcome = _ingest_page(xln_home, tmp_path, "gatherer.txt", GATHERER_NO_NAME)
    assert outcome.status == "loaded", outcome.reason
    assert _rows(xln_home, "SELECT COUNT(*) FROM cards")[0][0] == cards_before
    assert _rows(xln_home, "SELECT name FROM cards WHERE oracle_id IS NULL") == []
    rulings = _rulings(xln_home, TISHANA)
    assert ("2024-06-07", "If you control no other creatures as Tishana's triggered ability resolves, you still "
            "draw a card for Tishana itself.") in rulings
    # the 2017 ruling is MTGJSON's, stored once (the page's apostrophe is straight, MTGJSON's curly)
    assert sum(1 for d, t in rulings if t.startswith("The number of creatures you control is counted only")) == 1
    assert not any(t.startswith("Tishana, Voice of Thunder's power") for _d, t in rulings)


def test_a_heading_with_its_set_and_the_card_text_among_undated_rulings(xln_home, tmp_path):
    outcome = _ingest_page(xln_home, tmp_path, "chupacabra.txt", OLD_DATABASE)
    assert outcome.status == "loaded", outcome.reason
    assert _rows(xln_home, "SELECT name FROM cards WHERE oracle_id IS NULL") == []
    rulings = _rulings(xln_home, "Lurking Chupacabra")
    assert (None, "If two creatures you control explore at once, Lurking Chupacabra's ability triggers twice.") in rulings
    assert (None, "Lurking Chupacabra's ability may target a creature that is already dying; it simply has no "
            "effect then.") in rulings
    # the card's own text, the collector line and the legality line are none of its rulings
    assert not any(t.startswith(("Whenever a creature you control explores", "Legal in", "111 XLN")) for _d, t in rulings)


@pytest.mark.parametrize("line, is_type_line", [
    ("Legendary Creature — Merfolk Shaman", True),
    ("Artifact - Equipment", True),
    ("Kreatur — Mensch, Späher", True),
    ("Circle of Protection: Red", False),
    ("Emperor's Vanguard", False),
    ("Kird Ape", False),
])
def test_a_type_line_is_no_card_name(line, is_type_line):
    assert type_line_not_name(Item("short", line)) is is_type_line


OLD_GATHERER = """\
Gatherer
Advanced Search  |  Card Search  |  Sets

Card Name:
Tishana, Voice of Thunder
Mana Cost:
{5}{G}{U}
Converted Mana Cost:
7
Types:
Legendary Creature — Merfolk Shaman
Card Text:
Tishana, Voice of Thunder's power and toughness are each equal to the number of cards in your hand.
You have no maximum hand size.
When Tishana enters the battlefield, draw a card for each creature you control.
P/T:
* / *
Expansion:
Ixalan
Rarity:
Mythic Rare
Artist:
Some Artist

Rulings
Date\tText
9/29/2017\tIf Tishana enters the battlefield while you have no cards in hand, it will be put into your graveyard for having 0 toughness before its triggered ability resolves.
2/1/2019\tTishana's triggered ability isn't optional; you draw even if that makes your library run out.

Terms of Use  |  Privacy Policy  |  © 1995 - 2019 Wizards of the Coast LLC
"""

WIKI_INFOBOX = """\
Tishana, Voice of Thunder | Card Wiki | Fandom

Tishana, Voice of Thunder
Mana cost\t{5}{G}{U}
Type\tLegendary Creature — Merfolk Shaman
Oracle text\tTishana, Voice of Thunder's power and toughness are each equal to the number of cards in your hand. You have no maximum hand size. When Tishana enters the battlefield, draw a card for each creature you control.
P/T\t*/*

Rulings
 - Tishana counts the cards in your hand continuously, so its size changes as you draw or discard. (2021-04-10)

Categories: Cards | Ixalan cards
Community content is available under CC-BY-SA unless otherwise noted.
"""


@pytest.mark.parametrize("page, name, ruling", [
    (OLD_GATHERER, "gatherer-details.txt",
     ("2019-02-01", "Tishana's triggered ability isn't optional; you draw even if that makes your library run out.")),
    (WIKI_INFOBOX, "wiki-infobox.txt",
     ("2021-04-10", "Tishana counts the cards in your hand continuously, so its size changes as you draw or discard.")),
])
def test_a_card_shown_as_labelled_fields(xln_home, tmp_path, page, name, ruling):
    """The name, type line and text given by labels ("Card Name:", "Types:", "Oracle text<TAB>…",
    or a heading over an infobox): the page's rulings go to that card; the other fields (mana cost,
    rarity, artist, P/T) and the card's text are no rulings; no card is made."""
    outcome = _ingest_page(xln_home, tmp_path, name, page)
    assert outcome.status == "loaded", outcome.reason
    assert _rows(xln_home, "SELECT name FROM cards WHERE oracle_id IS NULL") == []
    rulings = _rulings(xln_home, TISHANA)
    assert ruling in rulings
    page_rulings = _rows(xln_home, "SELECT r.text FROM rulings r JOIN ruling_sources rs ON rs.ruling_id = r.id "
                                   "JOIN sources s ON s.id = rs.source_id WHERE s.locator LIKE :p", p=f"%{name}")
    assert all(t.startswith(("If Tishana enters", "Tishana's triggered", "Tishana counts")) for (t,) in page_rulings), page_rulings


def test_labelled_fields_in_german_become_name_type_and_text():
    from lorehold.ingest.pages.labels import labelled_card

    blocks = ["Kartenname: Imperiale Vorhut\nManakosten: {3}{G}\nTyp: Kreatur — Mensch, Späher\n"
              "Kartentext: Immer wenn die Imperiale Vorhut einem Spieler Kampfschaden zufügt, erkundet sie.\n"
              "Seltenheit: Ungewöhnlich", "19.01.2018\nEine Regel."]
    assert labelled_card(blocks) == ["Imperiale Vorhut", "Kreatur — Mensch, Späher",
                                     "Immer wenn die Imperiale Vorhut einem Spieler Kampfschaden zufügt, erkundet sie.",
                                     "19.01.2018\nEine Regel."]
    # a comment form's fields are no card
    form = ["Name: Alex\nEmail: alex@example.com\nWebsite:\nComment: Great card!"]
    assert labelled_card(form) == form
    # nor a data file's name, set and one ruling's text (no type line: no card shown)
    data = ["---\nname: Lurking Chupacabra\nset: XLN\nrulings:\n  - date: 2017-09-29\n    text: \"A ruling.\""]
    assert labelled_card(data) == data


RELEASE_NOTES = """\
Ixalan Release Notes

Compiled by A. Editor
Last updated September 1, 2017

GENERAL NOTES

Explore is a keyword action. A creature that explores reveals the top card of its controller's library.

CARD-SPECIFIC NOTES

Lurking Chupacabra
{3}{B}
Creature — Beast Horror
2/3
Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.

* Lurking Chupacabra's ability resolves after the exploring is finished, so a creature that got a counter is counted as it is then.

Tishana, Voice of Thunder
{5}{G}{U}
Legendary Creature — Merfolk Shaman
*/*
Tishana, Voice of Thunder's power and toughness are each equal to the number of cards in your hand.
You have no maximum hand size.
When Tishana enters the battlefield, draw a card for each creature you control.

* With no cards in your hand, Tishana is a 0/0 creature and dies before its ability resolves; you still draw.
* Tishana's ability counts creatures as it resolves, not as Tishana enters.
"""


def test_release_notes_give_each_card_its_own_notes(xln_home, tmp_path):
    """A set's release notes: each card's name, mana cost, type line, power and toughness and text
    stacked in one block, then its notes as bullets. Each card gets its own notes, undated (the
    document's "Last updated" date dates none of them); the general notes and the card texts are
    no card's rulings."""
    outcome = _ingest_page(xln_home, tmp_path, "xln-release-notes.txt", RELEASE_NOTES)
    assert outcome.status == "loaded", outcome.reason
    assert _rows(xln_home, "SELECT name FROM cards WHERE oracle_id IS NULL") == []
    stored = _rows(xln_home, "SELECT c.name, r.date, r.text FROM rulings r JOIN cards c ON c.id = r.card_id "
                             "JOIN ruling_sources rs ON rs.ruling_id = r.id JOIN sources s ON s.id = rs.source_id "
                             "WHERE s.locator LIKE '%xln-release-notes.txt' ORDER BY c.name, r.text")
    assert [tuple(row) for row in stored] == [
        ("Lurking Chupacabra", None, "Lurking Chupacabra's ability resolves after the exploring is finished, so a "
                                     "creature that got a counter is counted as it is then."),
        (TISHANA, None, "Tishana's ability counts creatures as it resolves, not as Tishana enters."),
        (TISHANA, None, "With no cards in your hand, Tishana is a 0/0 creature and dies before its ability resolves; "
                        "you still draw."),
    ]


def test_a_card_stacked_in_one_block_over_its_notes(tmp_path):
    """One card's part of such notes on its own is a card page: the name, type line and text, and
    its notes as undated rulings (the mana cost and the power and toughness are no rulings)."""
    from lorehold.ingest.pages.reader import read_page

    part = RELEASE_NOTES[RELEASE_NOTES.index("Tishana, Voice of Thunder\n{5}"):]
    reading = read_page(part.encode(), "tishana.txt")
    card = reading.bundle.card
    assert (card.name, card.type_line) == (TISHANA, "Legendary Creature — Merfolk Shaman")
    assert card.oracle_text.startswith("Tishana, Voice of Thunder's power and toughness")
    assert [(r.date, r.text[:40]) for r in reading.bundle.rulings] == [
        (None, "With no cards in your hand, Tishana is a"), (None, "Tishana's ability counts creatures as it")]


RELATED_BETWEEN = """\
Tishana, Voice of Thunder
Legendary Creature — Merfolk Shaman
Tishana, Voice of Thunder's power and toughness are each equal to the number of cards in your hand. You have no maximum hand size. When Tishana enters the battlefield, draw a card for each creature you control.

Related cards

Lurking Chupacabra
Creature — Beast Horror
Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.

Rulings

2017-09-29
Tishana's ability counts each creature you control as it resolves, Tishana included if it is still there.
"""


def test_a_related_card_between_a_card_and_its_rulings_gets_none(tmp_path):
    """Only one of the cards a page shows has rulings under it: the page is its first card's, not
    split (a "related cards" box is no card of a release note)."""
    from lorehold.ingest.pages.reader import parse_page

    parsed = parse_page(RELATED_BETWEEN.encode(), "related.txt")
    assert [(b.card.name, [(r.date, r.text[:30]) for r in b.rulings]) for b in parsed.cards] == [
        (TISHANA, [(dt.date(2017, 9, 29), "Tishana's ability counts each ")])]


def test_readers_comments_stamped_with_the_time_are_no_rulings():
    """A blog post quoting one ruling dated by the day, then readers' comments, each under its
    writer's name and a date with the time of day: the comments are none of the card's rulings."""
    from lorehold.ingest.pages.reader import parse_page

    page = """\
카드 정리

[매직 더 개더링] 티샤나 판정 정리

마나번 · 2023. 4. 9. 19:20

▶ Tishana's ability counts the creatures you control as it resolves, not as Tishana enters. (2017-09-29)

공감 12
댓글 2

덱빌더
2025.01.11. 13:40
정리 감사합니다!
답글

소환사
2025.03.17. 10:07
다음 글도 기대할게요
답글
"""
    parsed = parse_page(page.encode(), "blog.txt", card=TISHANA)
    assert [(r.date, r.text) for r in parsed.cards[0].rulings] == [
        (dt.date(2017, 9, 29), "Tishana's ability counts the creatures you control as it resolves, not as Tishana enters.")]


def test_a_blogs_name_read_as_a_translation_is_not_stored(tmp_path):
    """A Korean blog's header (the word "블로그", blog, over the blog's name, which holds "카드", card)
    reads as a name and its text; a card's text takes far more than that in any language, so it is
    no Korean translation of the card (Alliances' Kjeldoran Pride has none stored to compare with)."""
    home = tmp_path / "home"
    assert ingest(Settings.resolve(home), [str(sample_file("ALL"))]).outcomes[0].status == "loaded"
    page = tmp_path / "blog.txt"
    page.write_text("""\
블로그
카드덕후님의 블로그
이웃추가
카드 정리
[매직 더 개더링] Kjeldoran Pride 판정 정리
카드덕후 · 2023. 7. 18. 14:22
URL 복사
공식 룰링을 원문 그대로 옮겼습니다.
▶ The activated ability moves this card to a new permanent. — 2004년 10월 4일(월)
공감 24
댓글 2
""", encoding="utf-8")
    outcome = ingest(Settings.resolve(home), [str(page)]).outcomes[0]
    assert outcome.status == "loaded", outcome.reason
    assert _rows(home, "SELECT t.name FROM translations t JOIN cards c ON c.id = t.card_id "
                       "WHERE c.name = 'Kjeldoran Pride' AND t.language = 'ko'") == []
    assert ("2004-10-04", "The activated ability moves this card to a new permanent.") in _rulings(home, "Kjeldoran Pride")


BANNER_PAGE = """\
We care about your privacy
Decline
Accept All
Powered by Termly

Home « Cards « {name}

{{{{Infobox card
| name = {name}
| set = Alliances
}}}}

== Rulings ==
* '''15 Apr 2013''' — {ruling}
"""


def test_a_card_a_banner_made_does_not_take_a_known_cards_rulings(tmp_path):
    """A page whose banner line and wiki markup read as a card's name and text makes that card when
    no stored card's rulings match (Kjeldoran Pride has none of these); a later page with the same
    banner, repeating the stored ruling of a card its lines name, gives its ruling to that card."""
    home = tmp_path / "home"
    assert ingest(Settings.resolve(home), [str(sample_file("ALL"))]).outcomes[0].status == "loaded"
    stored = _rulings(home, "Kjeldoran Pride")[0][1]  # MTGJSON's one ruling of the card
    first = tmp_path / "first.txt"
    first.write_text(BANNER_PAGE.format(name="Ivory Gargoyle", ruling="A ruling no source stored before, on a creature."),
                     encoding="utf-8")
    second = tmp_path / "second.txt"
    second.write_text(BANNER_PAGE.format(name="Kjeldoran Pride", ruling=stored), encoding="utf-8")
    outcomes = ingest(Settings.resolve(home), [str(first), str(second)]).outcomes
    assert [o.status for o in outcomes] == ["loaded", "loaded"], outcomes
    linked = _rows(home, "SELECT c.name FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
                         "JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id "
                         "WHERE s.locator LIKE '%second.txt'")
    assert [name for (name,) in linked] == ["Kjeldoran Pride"]
