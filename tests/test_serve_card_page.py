"""The card page reads less than the whole card object (``card_to_dict(..., details=False)``) and
links a printing's languages from Python (``pages.language_links``): the same HTML as the whole
object through the template's own loop, on the bundled sample's cards with the most printings,
languages and faces."""

from __future__ import annotations

import sqlite3

import pytest

pytest.importorskip("fastapi")

from lorehold.card_view import card_to_dict  # noqa: E402
from lorehold.serve import pages  # noqa: E402

#: the loop the filter replaced, as the template had it
OLD_LOOP = ("{% for code in p.languages %}<a href=\"/cards/{{ p.set|lower }}/{{ p.number|urlquote }}/{{ code }}\" "
            "title=\"Scryfall-style JSON of this printing in {{ language_name(code) }}\">{{ code }}</a>"
            "{{ ' ' if not loop.last }}{% endfor %}")


@pytest.fixture(scope="module")
def conn(indexed_master):
    from lorehold.db.sqlite_reads import connect
    from lorehold.settings import Settings

    c = connect(Settings.resolve(indexed_master))
    yield c
    c.close()


@pytest.fixture(scope="module")
def card_ids(indexed_master) -> list[int]:
    db = sqlite3.connect(indexed_master / "lorehold.db")
    ids = [r[0] for r in db.execute(
        "SELECT card_id FROM printings GROUP BY card_id ORDER BY COUNT(*) DESC, card_id LIMIT 5")]
    ids += [r[0] for r in db.execute(
        "SELECT card_id FROM translations GROUP BY card_id ORDER BY COUNT(DISTINCT language) DESC, card_id LIMIT 5")]
    ids += [r[0] for r in db.execute("SELECT DISTINCT card_id FROM faces ORDER BY card_id LIMIT 5")]
    ids += [r[0] for r in db.execute("SELECT DISTINCT card_id FROM translations WHERE printing_id IS NULL ORDER BY card_id LIMIT 5")]
    ids += [r[0] for r in db.execute("SELECT DISTINCT card_id FROM rulings ORDER BY card_id LIMIT 5")]
    db.close()
    return list(dict.fromkeys(ids))


def page(data: dict) -> str:
    env = pages.templates().env
    rule_of = {r["keyword"]: r["rule"] for r in data.get("rules", [])}
    languages = sorted({t["language"] for t in data["translations"]})
    return env.get_template("card.html").render(card=data, q="", languages=languages, rule_of=rule_of)


def test_the_page_of_the_lean_card_object_is_the_page_of_the_whole(conn, card_ids):
    assert len(card_ids) >= 15
    for card_id in card_ids:
        whole = card_to_dict(conn, card_id)
        lean = card_to_dict(conn, card_id, details=False)
        assert page(lean) == page(whole)
        assert lean["translations"] and [t["printings"] for t in lean["translations"]] == [t["printings"] for t in whole["translations"]]
        assert [p["languages"] for p in lean["printings"]] == [p["languages"] for p in whole["printings"]]
        assert all(p["foreign"] == {} and p["set_names"] == {} and "page_texts" not in p for p in lean["printings"])


def test_the_lean_card_object_leaves_out_three_queries_or_more(conn, card_ids, monkeypatch):
    """Its printings' page texts, set names and foreign details (their languages from the index
    alone), and the faces of translations given without a printing when it has any."""
    from lorehold import card_view

    counted = []
    real = card_view.run
    monkeypatch.setattr(card_view, "run", lambda *a, **k: counted.append(1) or real(*a, **k))
    saved = {}
    for card_id in card_ids:
        card_to_dict(conn, card_id)
        whole, counted[:] = len(counted), []
        card_to_dict(conn, card_id, details=False)
        saved[card_id], counted[:] = whole - len(counted), []
    assert min(saved.values()) >= 3, saved


@pytest.mark.parametrize("printing", [
    {"set": "XLN", "number": "189", "languages": ["de", "en", "ja", "zhs"]},
    {"set": "pLST", "number": "12★", "languages": ["en"]},
    {"set": "A&B", "number": "1/2 <x>", "languages": ["en", "ph", "qq"]},  # (escaped; an unknown code as is)
    {"set": "ust", "number": None, "languages": []},
])
def test_language_links_are_the_templates_loop(printing):
    env = pages.templates().env
    assert str(pages.language_links(printing)) == env.from_string(OLD_LOOP).render(p=printing)
