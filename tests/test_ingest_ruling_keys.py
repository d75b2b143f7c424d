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
