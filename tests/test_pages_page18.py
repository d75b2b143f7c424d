"""Captured pages read better by page-18 (each written for the test from a sample card's MTGJSON
rulings, in the shape the real kind of file has)."""

from __future__ import annotations

import re

from lorehold.ingest.pages.org import org_text
from tests.test_pages_dating import GEISTS, read, rulings_of

RINGERS = rulings_of("APC", "Dead Ringers")  # two of 2004-10-04, the second five words long
FI_MONTHS = ("tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta "
             "lokakuuta marraskuuta joulukuuta").split()


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def test_a_short_dated_ruling_with_a_notes_mark_is_no_publishers_name() -> None:
    """A Finnish judge newsletter: each ruling a bullet with its date in brackets first and a link's
    number after it ("[2]"); the shortest ("Colors are checked on resolution. [2]") is as few words as
    a publisher's name, but a sentence's end before the mark makes it a ruling; the events below are
    dated too and are none."""
    page = "\n".join([
        "TUOMARIN MUISTIINPANOT", "Numero 37 · 7. helmikuuta 2006", "", "2. KORTTI FOKUKSESSA: DEAD RINGERS", "",
        "Tässä sen viralliset tarkennukset:", "",
        *[f" * ({d.day}. {FI_MONTHS[d.month - 1]} {d.year}) {t} [2]" for d, t in RINGERS], "",
        "3. TULEVAT TAPAHTUMAT", "", " * 2. maaliskuuta 2006 — Alueellinen tuomaritapaaminen, Oulu", "",
        "Linkit:", "[2] https://gatherer.wizards.com/Pages/Card/Details.aspx?name=dead-ringers"])
    assert got(read(page)) == RINGERS


def test_an_org_paragraphs_lines_are_one_ruling_though_each_ends_a_sentence() -> None:
    """An Org file written one sentence a line ("semantic line breaks"): Org's export joins a
    paragraph's lines, so each note's body is one ruling however its lines end; the card's text in a
    quote block keeps its lines; property drawers and list items stay lines of their own."""
    notes = []
    for k, (d, t) in enumerate(GEISTS, 1):
        sentences = re.split(r"(?<=\.) ", t)
        notes += [f"*** DONE Note {k}", "    CLOSED: [2021-11-26 Fri 16:22]", "    :PROPERTIES:",
                  f"    :RULED:    <{d:%Y-%m-%d} Mon>", "    :SOURCE:   Gatherer", "    :END:",
                  *[f"    {s}" for s in sentences]]
    org = "\n".join(["#+TITLE: Dungeon Geists", "#+DATE: <2021-11-23 Tue>", "",
                     "* Dungeon Geists", "#+begin_quote", "Flying", "When Dungeon Geists enters the battlefield, tap "
                     "target creature an opponent controls.", "#+end_quote", "** Rulings", *notes, "",
                     "** Todo", "- [ ] ask at the next judge meeting", "- [ ] print the handout", ""])
    assert any(len(re.split(r"(?<=\.) ", t)) > 1 for _, t in GEISTS)  # (the case: a ruling of two sentences)
    shown = org_text(org).split("\n")
    assert "Flying" in shown and "- [ ] print the handout" in shown
    assert got(read(org, "notes.org")) == GEISTS


PERIL = rulings_of("FUT", "Grave Peril")  # three of 2007-05-01
RATS = rulings_of("FUT", "Stronghold Rats")  # four of 2021-03-19
DEGA = rulings_of("APC", "Dega Sanctuary")  # one, with one game word
OFFERING = rulings_of("EMN", "Harmless Offering")  # one, with one game word
GRENADE = rulings_of("M12", "Goblin Grenade")  # 2004-10-04, then two of 2011-09-22 (its name has a game word)


def test_a_date_a_wrap_cut_after_its_abbreviated_month_still_dates_its_ruling() -> None:
    """A handout's text: bullets wrapped at 78 columns, each ruling's date in brackets after it in
    Spanish ("(1 may. 2007)"); the last one's wrap cut the date after its month's abbreviation."""
    lines = ["Campeonato Regional · Hoja para jueces", "", "Grave Peril", "Enchantment", "",
             "Aclaraciones", ""]
    for d, t in PERIL[:-1]:
        lines.append(f"◦ {t} (1 may. {d.year})")
    last = PERIL[-1][1]
    lines += ["◦ " + last[:60].rsplit(" ", 1)[0], last[len(last[:60].rsplit(" ", 1)[0]) + 1:] + " (1 may.", "2007)",
              "", "Impreso el 25 jul. 2026 desde rules.example.org", "1/1"]
    assert got(read("\n".join(lines), "handout.txt")) == PERIL


def test_a_forum_quotes_cite_is_a_line_of_its_own_over_the_quoted_rulings() -> None:
    """A phpBB post quoting the rulings: "Gatherer wrote: ↑" in the quote's <cite>, then each ruling
    after its date on a <br> line; the first would run into the cite if it were inline."""
    quoted = "<br>\n".join(f"Friday, March 19, 2021: {t}" for _, t in RATS)
    page = (f"<html><body><h3>Stronghold Rats – rulings</h3><p class='author'>by Marta » Wed Jul 10, 2024 6:47 pm</p>"
            f"<div class='content'>For reference:<br><blockquote><div><cite>Gatherer wrote: ↑</cite>{quoted}</div></blockquote></div>"
            "<div class='post'><p class='author'>by Giulia » Tue Feb 24, 2026 5:17 am</p><div class='content'>Thanks.</div></div>"
            "</body></html>")
    assert got(read(page, "topic.html")) == RATS


def test_a_card_pages_one_ruling_with_one_game_word_under_the_cards_text() -> None:
    """A card database's page: the German and the English name and text, the ruling alone under
    them ("You can gain 2 or 4 life, but never 6."), the store's footer after it."""
    page = "\n".join(["Anmelden · Registrieren", "", "Home › Cards › Dega Sanctuary", "", "Dega-Heiligtum", "",
                      "Dega Sanctuary", "",
                      "At the beginning of your upkeep, if you control a black or red permanent, you gain 2 life. "
                      "If you control a black permanent and a red permanent, you gain 4 life instead.", "",
                      DEGA[0][1], "© 2026 Lorehold Games & Trading Co.", "All rights reserved."])
    assert [r.text for r in read(page).rulings] == [DEGA[0][1]]


def test_a_listing_under_a_sources_rulings_heading_keeps_its_one_undated_ruling() -> None:
    """An old card database's page: "NAME from SET" as its title, the card's text, "Gatherer rulings"
    over one ruling that uses one game word, "Last update" and the page's generation time under it."""
    page = "\n".join(["magiccards.info", "Search: [ ]  Advanced | Sets | Help", "",
                      "Harmless Offering from Eldritch Moon", "", "Sorcery", "",
                      "Target opponent gains control of target permanent you control.", "", "#131 (Rare)", "",
                      "Gatherer rulings", "", f"• {OFFERING[0][1]}", "", "Last update: July 9, 2019",
                      "Page generated in 0.064 seconds"])
    assert [r.text for r in read(page).rulings] == [OFFERING[0][1]]


def test_a_tab_before_a_rulings_date_is_no_weekdays_gap() -> None:
    """A table copied as text, "text<TAB>date": a ruling ending in "pay." (a weekday's abbreviation in
    some language) keeps its date."""
    from lorehold.ingest.pages.dates import parse_date_line

    found = parse_date_line("If you choose not to pay, the creature is sacrificed.\t2018-03-16")
    assert found is not None and found.date.date.isoformat() == "2018-03-16"
    assert found.rest == "If you choose not to pay, the creature is sacrificed."
    found = parse_date_line("It will trigger abilities even if you choose not to pay.\t2018-03-16")
    assert found is not None and found.rest == "It will trigger abilities even if you choose not to pay."


def test_a_bracketed_date_under_a_printed_name_dates_the_ruling_below_it() -> None:
    """A blog post: the card's Japanese name as its heading, then "(2013. 4. 15.)" over each ruling:
    a date in brackets alone is no citation of the name above it (each ruling would take the next
    one's date)."""
    page = "\n".join(["Sign in  Join now", "", "Privacy Consent",
                      "This site uses cookies for site operation, analytics and third party advertising purposes.",
                      "Strictly NecessaryAlways allowed: these enable the site to load and keep you logged in.",
                      "Accept All", "Decline", "", "stackfulofrulings", "Follow", "", "rulings: 地下牢の霊、闇の隆盛より",
                      *[line for d, t in GEISTS for line in (f"({d.year}. {d.month}. {d.day}.)", t)], "",
                      "#mtg #rulings", "1,018 notes", "reblog like share"])
    assert got(read(page)) == GEISTS


def test_a_flash_cards_front_naming_the_card_is_no_ruling_beside_a_date() -> None:
    """A flash-card deck exported as TSV (Anki's headers): each card's front "NAME – açıklama k/n", its
    back the ruling with its date after it on a <br> line, or before it; a front names the card, but
    a few words that end no sentence are a label, never the ruling the next date is for."""
    months = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
    rows = ["#separator:tab", "#html:true", "#notetype column:1", "#deck column:2", "#tags column:6"]
    for k, (d, t) in enumerate(GRENADE, 1):
        when = f"{d.day} {months[d.month - 1]} {d.year}"
        back = f"{when}<br>{t}" if k == 2 else f"{t}<br><i>{when}</i>"
        rows.append(f"Temel\tMTG::Kurallar::Magic 2012\tGoblin Grenade – açıklama {k}/{len(GRENADE)}\t{back}"
                    f"\tGatherer (erişim 19.04.2020)\tmtg kurallar")
    assert got(read("\n".join(rows), "deck.txt")) == GRENADE


def test_a_sellers_description_led_in_to_the_rulings_is_no_cards_text() -> None:
    """A marketplace listing copied as text: item specifics, then the seller's description whose block
    opens with "Good to know — the official rulings:" over undated bullets; that block is rulings,
    never the text of a card named by the line above it ("Item description from the seller")."""
    page = "\n".join([
        "👤 Log in · 🛒 0 items", "Szukaj kart…", "", "Home ⟶ Database ⟶ Future Sight ⟶ Stronghold Rats", "",
        "MTG Stronghold Rats - Future Sight - NM - x2", "Ended: Feb 05, 2026 14:02:11 PST", "Prijs: € 0,45",
        "Op voorraad", "In winkelwagen", "", "Item specifics", "Condition: Near Mint or better", "Set: Future Sight",
        "Language: English", "Item number: 687095941616", "", "Item description from the seller",
        "You are buying one copy of Stronghold Rats, pulled from a fresh pack and sleeved right away.",
        "Good to know — the official rulings:", *[f"- {t}" for _, t in RATS], "", "Seller feedback (12,408)",
        "99.8% positive feedback", "Great seller, would buy again.", "b***s (1334) · Verified purchase · 19 Sep 2026",
        "Well packed, top loader and team bag. Thanks!", "", "© 2026 Kaartenhuis Utrecht sp. z o.o. · NIP 5252525252"])
    assert [r.text for r in read(page).rulings] == [t for _, t in RATS]


def test_a_logs_sentence_may_start_with_a_symbol() -> None:
    """The reader of last resort finds a ruling after a chat log's head when it opens with a mana or
    energy symbol (MTGJSON's ruling of Aether Revolt's energy cards: "{E} is the energy symbol. …")."""
    from lorehold.ingest.pages.fallback import _trimmed

    text = "{E} is the energy symbol. It represents one energy counter."
    assert _trimmed(f"14:04 < RulesBot> {text}") == text
    assert _trimmed("14:04 < RulesBot> +1/+1 counters stay on it. It keeps them.") == "+1/+1 counters stay on it. It keeps them."


def test_a_two_digit_years_guessed_order_is_settled_by_the_official_date(sample_home, tmp_path) -> None:
    """A French club's page lists Grave Peril's rulings dated "5/1/07": day first by the page's own
    language (5 January), month first by Gatherer's habit (1 May); nothing on the page says which. The
    reading is marked a guess, and the database's MTGJSON date for the same ruling settles it."""
    from sqlalchemy import text

    from lorehold.settings import Settings
    from lorehold.db.engine import get_engine
    from lorehold.ingest.pipeline import ingest

    page = tmp_path / "club.txt"
    page.write_text("\n".join([
        "Club de Magic de Lyon — Fiche de carte", "", "Grave Peril", "", "Règles officielles", "",
        *[f"{d.month}/{d.day}/{d.year % 100:02d} — {t}" for d, t in PERIL], "",
        "Mis à jour par le bureau du club. Rejoignez-nous le vendredi soir pour jouer en ligue."]), encoding="utf-8")
    outcome = ingest(Settings.resolve(sample_home), [str(page)]).outcomes[0]
    assert outcome.status == "loaded", outcome.reason
    with get_engine(Settings.resolve(sample_home)).connect() as conn:
        stored = conn.execute(text(
            "SELECT rs.date, rs.date_ambiguous FROM ruling_sources rs JOIN sources s ON s.id = rs.source_id "
            "WHERE s.locator = :l"), {"l": str(page.resolve())}).all()
    assert len(stored) == len(PERIL)
    assert {(str(d), bool(a)) for d, a in stored} == {("2007-05-01", False)}


AURORA = rulings_of("ORI", "The Great Aurora")  # four of 2015-06-22, one of them worded much as a card's text is


def test_an_intro_in_another_language_does_not_turn_the_side_dates_stand_on() -> None:
    """A feed reader's entry: a German sentence introducing the rulings, then each date over its English
    ruling, the last ruling worded as plainly as a card's text: the date before each ruling is its own
    (the intro touches the first date only on the other side, and is no ruling)."""
    rulings = [AURORA[k] for k in (0, 1, 3, 2)]  # (the one worded like card text last)
    page = "\n".join(["Miniflux", "Ungelesen (51)", "Lesezeichen", "", "Judge's Corner (2)", "",
                      "Als gelesen markieren Lesezeichen hinzufügen", "",
                      "Hier sind die offiziellen Regelhinweise zu The Great Aurora.", "",
                      *[f"{d.day}. Juni {d.year}\n{t}\n" for d, t in rulings],
                      "Als gelesen markieren Lesezeichen hinzufügen"])
    assert got(read(page)) == rulings
