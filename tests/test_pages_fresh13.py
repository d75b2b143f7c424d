"""Shapes looked at in the fresh-13 part of the page corpus (tuning since page-13), written here in
our own words for cards of the sample's Ixalan: a newsgroup's wrapped paragraphs, a rulings panel
whose dates are only in <time datetime> (or, in a text capture, only "7 years ago"), a blog quoting
each ruling with "— Official ruling, DATE" under it, a shop's tab bar and its questions and reviews,
a Polish date's "r.", a list of cards each with its own abilities."""

from __future__ import annotations


import pytest
from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pages import parse
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings

CHUPA = "Lurking Chupacabra"
CHUPA_1 = "You don’t choose a target for Lurking Chupacabra’s ability until after your creature has finished exploring."
CHUPA_2 = ("If a resolving spell or ability instructs a specific creature to explore but that creature has left the "
           "battlefield, the creature still explores.")


def _rulings(data: str, name: str, card: str | None = None) -> list[tuple[str | None, str]]:
    parsed = parse(data.encode(), name, card=card)
    return [(str(r.date) if r.date else None, r.text) for b in parsed.cards for r in b.rulings]


def test_a_paragraph_wrapped_with_br_at_a_mail_clients_width_is_one_ruling():
    page = ("<html><body><p>Tom wrote:</p><p>&gt; is there a ruling on the Chupacabra?</p>"
            "<p>9/29/2017: You don’t choose a target for Lurking Chupacabra’s ability until after your<br>\n"
            "creature has finished exploring.</p>"
            "<p>9/29/2017: If a resolving spell or ability instructs a specific creature to explore but<br>\n"
            "that creature has left the battlefield, the creature still explores.</p></body></html>")
    assert _rulings(page, "thread.html", card=CHUPA) == [("2017-09-29", CHUPA_1), ("2017-09-29", CHUPA_2)]


def test_a_rulings_item_keeps_its_own_footer_with_the_date_in_its_time_element():
    items = "".join(f'<li><p>{t}</p><footer><span>Wizards of the Coast</span> · <time datetime="2017-09-29T00:00:00Z">'
                    f"8 years ago</time></footer></li>" for t in (CHUPA_1, CHUPA_2))
    page = f"<html><body><h2>Rulings</h2><ul>{items}</ul><footer>© Some site</footer></body></html>"
    assert _rulings(page, "panel.html", card=CHUPA) == [("2017-09-29", CHUPA_1), ("2017-09-29", CHUPA_2)]


def test_rulings_attributed_to_wizards_with_only_how_long_ago_are_undated_rulings_not_a_refusal():
    page = f"Rulings\nSort: Newest\n\n{CHUPA_1}\nWizards of the Coast · 8 years ago\n\n{CHUPA_2}\nWizards of the Coast · 8 years ago\n"
    assert _rulings(page, "panel.txt", card=CHUPA) == [(None, CHUPA_1), (None, CHUPA_2)]


#: a ruling worded much as a card's text is (the reader's model takes it for one out of place)
CARDLIKE = ("When a creature you control explores and you reveal a nonland card, put a +1/+1 counter on that "
            "creature, then target creature an opponent controls gets -2/-2 until end of turn.")


def test_each_ruling_quoted_with_its_citation_under_it():
    """The dates cite the text above them ("— Official ruling, Sep 29, 2017"), the first one too,
    however much it reads like a card's text; the sign-off under the last one and the post's
    "5 min read · date" are none."""
    page = ("<html><body><h1>Lurking Chupacabra, explained</h1><p>Ana Writer</p><p>5 min read · Aug 10, 2022</p>"
            f"<p>Here are the official rulings, word for word:</p><blockquote><p>{CARDLIKE}</p></blockquote>"
            "<p>— Official ruling, Sep 29, 2017</p>"
            f"<blockquote><p>{CHUPA_2}</p></blockquote><p>— Official ruling, Sep 29, 2017</p>"
            "<p>If you enjoyed this, follow for more rules breakdowns.</p>"
            "<div><p>More from Ana Writer</p><p>Jan 9, 2025 · 8 min read</p><p>The stack, explained with pizza</p></div>"
            "</body></html>")
    assert _rulings(page, "post.html") == [("2017-09-29", CARDLIKE), ("2017-09-29", CHUPA_2)]


SHOP = f"""<html lang="pl"><body><h1>Lurking Chupacabra (XLN)</h1><p>Cena: 1,20 zł</p>
<ul><p>Opis</p><p>Rulingi</p><p>Opinie (2)</p></ul>
<p>Creature — Beast Horror</p>
<p>Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.</p>
<h3>Rulingi</h3>
<p>29.09.2017 r. – {CHUPA_1}</p>
<section><button>Opinie klientów</button><span>Ola, 29.09.2017 r.</span><p>The card arrived in a toploader; no damage to the creature art.</p></section>
<section><span>Pytania i odpowiedzi</span><p>Czy wysyłacie za granicę?</p><p>Tak, wysyłamy do całej Europy.</p><p>29.09.2017 r.</p></section>
</body></html>
"""


def test_a_shops_tab_bar_keeps_the_card_and_its_reviews_and_questions_are_no_rulings():
    """"Opinie (2)" in the tab bar opens no section (the card's text and rulings after it stay);
    the reviews under their button heading and the questions and answers are dropped; the
    Polish date's "r." is part of the date; a label with its count is no card's name."""
    parsed = parse(SHOP.encode(), "shop.html")
    [bundle] = parsed.cards
    assert [(str(r.date), r.text) for r in bundle.rulings] == [("2017-09-29", CHUPA_1)]
    assert bundle.card.name != "Opinie (2)" and (bundle.card.lookup is None or bundle.card.lookup.name != "Opinie (2)")


@pytest.mark.parametrize("line, iso, end", [
    ("19 marca 2021 r. – text", "2021-03-19", 16),
    ("04.10.2004 r. – text", "2004-10-04", 13),
    ("19 marca 2021 roku", "2021-03-19", 18),
])
def test_a_polish_date_with_its_year_mark(line, iso, end):
    from lorehold.ingest.pages.dates import find_dates

    [found] = find_dates(line)
    assert (found.date.isoformat(), found.end) == (iso, end)


SEARCH = """<html><body><h1>Search: set:xln</h1><p>3 cards found</p>
<h3>Lurking Chupacabra</h3><p>Creature — Beast Horror</p>
<p>Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.</p>
<table><tr><th>Date</th><th>Ruling</th></tr><tr><td>2017-09-29</td><td>""" + CHUPA_1 + """</td></tr></table>
<div><div>Tishana, Voice of Thunder</div><div>Legendary Creature — Merfolk Shaman</div>
<div>Tishana, Voice of Thunder's power and toughness are each equal to the number of cards in your hand.</div>
<div>You have no maximum hand size.</div>
<div>When Tishana enters the battlefield, draw a card for each creature you control.</div><span>Rulings (3)</span></div>
<div><div>Vanquisher's Banner</div><div>Artifact</div><div>As Vanquisher's Banner enters the battlefield, choose a creature type.</div>
<span>Rulings (4)</span></div></body></html>
"""


def test_a_list_of_cards_gives_no_card_one_of_its_own_abilities_as_a_ruling(xln_home, tmp_path):
    page = tmp_path / "search.html"
    page.write_text(SEARCH, encoding="utf-8")
    outcome = ingest(Settings.resolve(xln_home), [str(page)]).outcomes[0]
    assert outcome.status == "loaded", outcome.reason
    with get_engine(Settings.resolve(xln_home)).connect() as conn:
        stored = conn.execute(text(
            "SELECT c.name, rs.date, r.text FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
            "JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id WHERE s.locator = :l"),
            {"l": str(page.resolve())}).all()
    assert [(c, str(d), t) for c, d, t in stored] == [(CHUPA, "2017-09-29", CHUPA_1)]


SUMMARY = """\
==============================================================================
Card Rulings Summary                                  Updated 2019/11/17
==============================================================================

Rulings are gathered from many sources.
Cards with no Oracle wording yet are ruled on from the printed text.

- - * - * - L - * - * - -
Lurking Chupacabra:
  + You don’t choose a target for Lurking Chupacabra’s ability until after
    your creature has finished exploring. [FAQ 2017/09/29]
  + If a resolving spell or ability instructs a specific creature to explore
    but that creature has left the battlefield, the creature still
    explores. [Release Notes
    2017/09/29]
- - * - * - M - * - * - -
"""


def test_an_old_rulings_summary_with_hanging_indents_and_its_sources_in_brackets():
    """Each '+' item wrapped with a hanging indent is one ruling, dated by its bracket (a set's FAQ
    is Wizards' too); the file's "Updated" date and its preamble date none."""
    assert _rulings(SUMMARY, "summary.txt") == [("2017-09-29", CHUPA_1), ("2017-09-29", CHUPA_2)]


PINNED = f"""Lurking Chupacabra combo explained
12,345 views · 3 weeks ago

Comments

Pinned by Table Talk
Table Talk
The official rulings, since a few of you asked:
9/29/2017: {CHUPA_1}
9/29/2017: {CHUPA_2}

Sam
Great video!
"""


def test_rulings_a_pinned_comment_quotes_under_the_comments_heading_are_kept():
    """A readers' section is dropped only where the page's rulings stand elsewhere: here they are
    the channel's pinned comment's."""
    assert _rulings(PINNED, "video.txt", card=CHUPA) == [("2017-09-29", CHUPA_1), ("2017-09-29", CHUPA_2)]


LISTING = f"""MTG Lurking Chupacabra - Ixalan - NM - x4
Ended: Jan 17, 2026 14:02:11 PST
Buy It Now: US $0.40

Description
You are buying one copy of Lurking Chupacabra, pulled from a pack and sleeved right away.
Official rulings (from Gatherer):
• {CHUPA_1}
• {CHUPA_2}

Seller feedback (12,408)
Fast shipping, card exactly as described. A+++
g***y (311) · Verified purchase · 13 Nov 2025
"""


def test_a_listings_undated_rulings_under_their_heading_and_not_its_description_or_feedback():
    """No card text and no date by the day, but a "Official rulings (from Gatherer):" heading: the
    bullets under it are the card's undated rulings; the seller's description above it and the
    buyers' feedback (dated) are none."""
    parsed = parse(LISTING.encode(), "listing.txt")
    assert [(r.date, r.text) for b in parsed.cards for r in b.rulings] == [(None, CHUPA_1), (None, CHUPA_2)]


OLD_DB = f"""<html><body><h1>Lurking Chupacabra</h1><p>Creature — Beast Horror</p>
<p>Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.</p>
<p>Legal in: Vintage, Legacy, Commander</p><p>#111 (Uncommon)</p>
<h3>Rulings:</h3><ul><li>{CHUPA_1}</li><li>{CHUPA_2}</li></ul>
<footer><p>Last update: October 16, 2019</p></footer></body></html>
"""


def test_a_card_page_with_undated_rulings_under_their_heading_keeps_the_first_one():
    """The heading that opens undated rulings does not take the card's own text above it for a
    listing's description: the first ruling stays a ruling, not the card's text."""
    assert _rulings(OLD_DB, "old.html") == [(None, CHUPA_1), (None, CHUPA_2)]


@pytest.mark.parametrize("line, shaped", [
    ("{3}{R}: Create a 2/1 red Goblin creature token with haste.", True),
    ("{T}, Sacrifice a creature: Draw a card.", True),
    ("({B/R} can be paid with either {B} or {R}.)", True),
    ("Legendary Creature — Merfolk Wizard When Zegana enters the battlefield, draw a card.", True),
    (CHUPA_1, False),
    ("Creature tokens are creatures too.", False),
])
def test_shapes_of_a_cards_own_text_that_no_ruling_has(line, shaped):
    from lorehold.ingest.pages.evidence import card_text_shape

    assert card_text_shape(line) is shaped


@pytest.mark.parametrize("line", [
    "This week a reader asked me about this card, so here is everything Wizards has said about it.",
    "Before you sleeve it up for your next tournament, read these.",
])
def test_a_posts_line_announcing_the_rulings_is_none_of_them(line):
    from lorehold.ingest.pages.chrome import is_chrome

    assert is_chrome(line)
