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
