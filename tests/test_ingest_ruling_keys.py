"""A ruling a page copies is the ruling the set data stored, whatever name the page gives its card:
a page titled with one face's name ("Search for Azcanta", of Search for Azcanta // Azcanta, the
Sunken Ruin) stores no second copy of a wording that names a face; it adds itself as a source."""

from __future__ import annotations

import json
import lzma

import pytest
from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import sample_file

XLN = sample_file("XLN")


def _cards() -> list[dict]:
    """The MTGJSON sample's cards (read here, not by lorehold)."""
    return json.loads(lzma.open(XLN).read())["data"]["cards"]


def _rulings_in_set(name: str) -> list[dict]:
    return next(c["rulings"] for c in _cards() if c["name"] == name)


@pytest.mark.parametrize("title", ["Search for Azcanta", "Azcanta, the Sunken Ruin"])
def test_page_named_by_one_face_adds_sources_not_rulings(tmp_path, title) -> None:
    name = "Search for Azcanta // Azcanta, the Sunken Ruin"
    rulings = _rulings_in_set(name)
    assert sum(1 for r in rulings if "Search for Azcanta" in r["text"]) >= 2  # the case this is about
    face = next(c for c in _cards() if c["name"] == name and c["faceName"] == title)
    page = tmp_path / "azcanta.html"  # a card page: the face's name, type and text, then the rulings
    page.write_text(
        f"<html><head><title>{title} | Cards</title></head><body><h1>{title}</h1><p>{face['type']}</p>"
        f"<p>{face['text']}</p><h2>Rulings</h2><ul>"
        + "".join(f"<li>{r['date']}: {r['text']}</li>" for r in rulings) + "</ul></body></html>", encoding="utf-8")
    settings = Settings.resolve(tmp_path / "home")
    assert ingest(settings, [str(XLN)]).failed == []
    report = ingest(settings, [str(page)])
    assert [o.status for o in report.outcomes] == ["loaded"], report.outcomes
    with get_engine(settings).connect() as conn:
        rows = conn.execute(text(
            "SELECT r.text, r.date, count(s.source_id) FROM rulings r JOIN cards c ON c.id = r.card_id "
            "JOIN ruling_sources s ON s.ruling_id = r.id WHERE c.name = :n GROUP BY r.id, r.text, r.date ORDER BY r.id"
        ), {"n": name}).all()
    assert len(rows) == len(rulings)
    assert sorted((t, d.isoformat() if hasattr(d, "isoformat") else d) for t, d, _ in rows) == sorted(
        (r["text"], r["date"]) for r in rulings)
    assert [n for _, _, n in rows] == [2] * len(rulings)  # the set file and the page


def test_a_card_with_a_three_letter_name_named_only_in_prose(tmp_path) -> None:
    """A judge's review of a call about Nix: no title names the card, one sentence does ("a player
    called about Nix"); the rulings quoted are Nix's word for word (and name Slaughter Pact, Frogmite,
    Commandeer, cards the set also holds). A name that short counts only where the stored rulings agree."""
    fut = sample_file("FUT")
    rulings = next(c["rulings"] for c in json.loads(lzma.open(fut).read())["data"]["cards"] if c["name"] == "Nix")
    refs = "".join(f"<li>{r['date']} — {r['text']}</li>" for r in rulings)
    page = tmp_path / "review.html"
    page.write_text(
        '<html><head><meta charset="utf-8"><title>Review #4471 · Judge Exchange</title></head><body>'
        '<main><h1>Review #4471</h1><p>Submitted 2021-05-05</p><h2>Situation</h2>'
        "<p>During round 4 a player called about Nix. The floor judge was asked how it works.</p>"
        "<h2>What went well</h2><p>Calm and clear at the table; read the card aloud before ruling.</p>"
        f'<h2>Reference rulings</h2><ul class="refs">{refs}</ul></main></body></html>', encoding="utf-8")
    settings = Settings.resolve(tmp_path / "home")
    assert ingest(settings, [str(fut)]).failed == []
    report = ingest(settings, [str(page)])
    assert [o.status for o in report.outcomes] == ["loaded"], report.outcomes
    with get_engine(settings).connect() as conn:
        rows = conn.execute(text(
            "SELECT c.name, r.text FROM ruling_sources s JOIN sources src ON src.id = s.source_id "
            "JOIN rulings r ON r.id = s.ruling_id JOIN cards c ON c.id = r.card_id WHERE src.locator = :l ORDER BY r.id"
        ), {"l": str(page.resolve())}).all()
    assert rows == [("Nix", r["text"]) for r in rulings]


def test_a_name_sharing_one_ruling_yields_to_the_card_whose_rulings_the_page_gives(tmp_path) -> None:
    """A page whose name line reads "Intervention Pact" (another pact in its set list, or a set's name
    that is a card's too) but whose two rulings are Summoner's Pact's: one of them every pact shares.
    The page's lines name Summoner's Pact; its rulings are that card's, not the one its name gave."""
    from lorehold.ingest.identify import find_card_id
    from lorehold.ingest.records import CardLookup, CardRecord

    fut = sample_file("FUT")
    cards = {c["name"]: [r["text"] for r in c.get("rulings", [])] for c in json.loads(lzma.open(fut).read())["data"]["cards"]}
    texts = cards["Summoner's Pact"]
    assert len(texts) == 2 and len(set(texts) & set(cards["Intervention Pact"])) == 1  # what the case is
    settings = Settings.resolve(tmp_path / "home")
    assert ingest(settings, [str(fut)]).failed == []
    record = CardRecord(name="Intervention Pact", lookup=CardLookup(
        name="Intervention Pact", language="en", lines=["Summoner's Pact", "Intervention Pact", "Sorcery"]))
    with get_engine(settings).connect() as conn:
        found = find_card_id(conn, record, texts)
        names = dict(conn.execute(text("SELECT id, name FROM cards")).all())
        assert names[found] == "Summoner's Pact"
        # the page's rulings, most of them the named card's own, keep it
        assert names[find_card_id(conn, record, cards["Intervention Pact"])] == "Intervention Pact"
