"""A real Scryfall client from PyPI (scrython) against a real `lorehold serve` on 127.0.0.1:
fuzzy names in three languages, a search, autocomplete and rulings. scrython always builds
https://api.scryfall.com/... URLs; the test hands its requests to the local server instead (its
``urlopen`` is wrapped to rewrite the address), so nothing leaves the machine."""

from __future__ import annotations

import urllib.parse

import pytest

from tests.serve_support import server, serve_home  # noqa: F401  (fixtures)

scrython = pytest.importorskip("scrython")
JACE_ID = "02d6d693-f1f3-4317-bcc0-c21fa8490d38"


@pytest.fixture
def local_scryfall(server, monkeypatch):
    import scrython.base

    sent = []
    real_urlopen = scrython.base.urlopen

    def to_local(request, *args, **kwargs):
        parts = urllib.parse.urlsplit(request.full_url)
        assert parts.netloc == "api.scryfall.com", request.full_url
        path = "/" + parts.path.lstrip("/")
        request.full_url = urllib.parse.urlunsplit(("http", f"127.0.0.1:{server.port}", path, parts.query, ""))
        sent.append(request.full_url)
        return real_urlopen(request, *args, timeout=30)

    monkeypatch.setattr(scrython.base, "urlopen", to_local)
    return sent


@pytest.mark.parametrize("name, lang", [("imperiale vorhut", "de"), ("皇帝の先兵", "ja"), ("emperors vanguard", "en")])
def test_fuzzy_names(local_scryfall, name, lang):
    card = scrython.cards.Named(fuzzy=name, rate_limit=False)
    assert card.name == "Emperor's Vanguard"
    assert card.oracle_id == "5007425e-a626-46f7-ab7d-777af97ee724"
    assert (card.set, card.collector_number, card.mana_cost) == ("xln", "189", "{3}{G}")
    assert local_scryfall and all(u.startswith("http://127.0.0.1:") for u in local_scryfall)


def test_not_found_is_scrythons_error(local_scryfall):
    with pytest.raises(scrython.base.ScryfallError) as err:
        scrython.cards.Named(fuzzy="jace", rate_limit=False)
    assert "ambiguous" in str(err.value)


def test_search_in_german(local_scryfall):
    found = scrython.cards.Search(q="o:erkundet lang:de", rate_limit=False)
    assert found.total_cards > 5 and not found.has_more
    printed = {c.name: c.printed_name for c in found.data}
    assert printed["Emperor's Vanguard"] == "Imperiale Vorhut"


def test_autocomplete_and_rulings(local_scryfall):
    names = scrython.cards.Autocomplete(q="皇帝", rate_limit=False)
    assert "皇帝の先兵" in names.data
    rulings = scrython.rulings.ById(id=JACE_ID, rate_limit=False)
    dates = [r.published_at for r in rulings.data]
    assert "2017-09-29" in dates and dates == sorted(dates)
    comments = [r.comment for r in rulings.data]
    assert any(c.startswith("You can control two of this permanent") for c in comments)
