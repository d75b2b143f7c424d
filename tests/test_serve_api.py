"""`lorehold serve`'s API through FastAPI's test client on the bundled sample (+ the Comprehensive
Rules of 2017 and 2026): every Scryfall-compatible endpoint and error shape, in several languages,
card objects compared with real Scryfall objects (tests/fixtures/scryfall), lorehold's /v1/ API,
the serving manners, and the pages' content. Expected answers come from the fixtures, the sample's
own rows read with sqlite3, or the printed cards (Imperiale Vorhut = 皇帝の先兵 = Emperor's Vanguard)."""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import subprocess
import sys

import pytest

from tests.conftest import FIXTURES
from tests.serve_support import serve_home  # noqa: F401  (a fixture)

fastapi = pytest.importorskip("fastapi")
from fastapi.testclient import TestClient  # noqa: E402

SCRYFALL = FIXTURES / "scryfall"
VANGUARD = "5007425e-a626-46f7-ab7d-777af97ee724"  # Emperor's Vanguard (XLN 189)
JACE_ID = "02d6d693-f1f3-4317-bcc0-c21fa8490d38"  # Jace, Vryn's Prodigy, ORI 60
#: links of a Scryfall object point at its server: ours point at this one
URL_KEYS = {"uri", "scryfall_uri", "set_uri", "set_search_uri", "rulings_uri", "prints_search_uri"}


@pytest.fixture(scope="module")
def client(serve_home):
    from lorehold.serve.app import create_app
    from lorehold.settings import Settings

    with TestClient(create_app(Settings.resolve(serve_home))) as c:
        yield c


@pytest.fixture(scope="module")
def db(serve_home):
    conn = sqlite3.connect(serve_home / "lorehold.db")
    yield conn
    conn.close()


def load(name: str):
    return json.loads((SCRYFALL / name).read_text(encoding="utf-8"))


def differences(ours: dict, theirs: dict, path: str = "") -> list[tuple[str, object, object]]:
    """Keys both objects have whose values differ (links excluded; keywords as sets: lorehold
    sorts them; multiverse ids: Scryfall lists each face's, lorehold the front face's)."""
    out = []
    for key, value in ours.items():
        if key in URL_KEYS or key == "lorehold" or key not in theirs:
            continue
        other = theirs[key]
        if key == "card_faces":
            assert len(value) == len(other)
            for i, (a, b) in enumerate(zip(value, other)):
                out += differences(a, b, f"{path}card_faces[{i}].")
            continue
        if key == "keywords":
            value, other = sorted(value), sorted(other)
        if key == "multiverse_ids" and value and value == other[: len(value)]:
            continue
        if value != other:
            out.append((path + key, value, other))
    return out


# ------------------------------------------------------------------ card objects vs Scryfall's

def test_card_by_id_matches_scryfalls_object(client):
    real = load("card_jace-vryns-prodigy_transform_en.json")
    response = client.get(f"/cards/{JACE_ID}")
    assert response.status_code == 200
    ours = response.json()
    shared = set(ours) & set(real)
    assert {"id", "oracle_id", "name", "lang", "released_at", "layout", "cmc", "type_line", "color_identity",
            "keywords", "card_faces", "set", "set_name", "collector_number", "rarity", "artist"} <= shared
    assert set(ours) - set(real) == set(), "every key lorehold sends is one of Scryfall's"
    # the sample is MTGJSON of 2022; the fixture was saved after the Oracle update of Jace's texts
    # ("exile Jace, then return him" / "into your graveyard, exile it instead")
    diffs = [d for d in differences(ours, real) if not d[0].endswith("oracle_text")]
    assert diffs == []
    assert ours["card_faces"][1]["oracle_text"].startswith("+1: Up to one target creature gets -2/-0")  # not "[+1]:"
    assert "mana_cost" not in ours and ours["card_faces"][1]["mana_cost"] == ""  # transform: costs on the faces


def test_bulk_slice_objects_match(client):
    """Every card of Scryfall's 88-card bulk slice that the sample has (by Scryfall id) agrees on
    every key lorehold sends: normal, flip and transform layouts."""
    compared = {}
    for real in load("bulk-slice_default-cards_88-cards_multi-layout_reserialized-by-mtg_ssm_2024.json"):
        response = client.get(f"/cards/{real['id']}")
        if response.status_code == 404:
            continue
        ours = response.json()
        assert differences(ours, real) == [], real["name"]
        assert set(ours) - set(real) == set(), real["name"]
        compared[real["name"]] = real["layout"]
    assert compared == {
        "Boseiju, Who Shelters All": "normal", "Bushi Tenderfoot // Kenzo the Hardhearted": "flip",
        "Abattoir Ghoul": "normal", "Delver of Secrets // Insectile Aberration": "transform", "Forest": "normal",
    }


@pytest.mark.parametrize("lang", ["de", "es", "fr", "it", "pt"])
def test_printing_in_a_language_matches_scryfall(client, lang):
    real = next(c for c in load("search_prints_lang-any_phelddagrif_de-es-fr-it-pt.json")["data"]
                if c["lang"] == lang and c["set"] == "all")
    ours = client.get(f"/cards/all/115/{lang}").json()
    assert ours["lang"] == lang and ours["printed_name"] == "Phelddagrif"
    assert [d for d in differences(ours, real) if d[0] != "id"] == []
    if lang == "de":
        assert ours["printed_type_line"] == "Beschwörung einer Legende"
        assert ours["printed_text"].startswith("{W}: Fliegend bis zum Ende des Zuges. Ein Gegner Deiner Wahl")


@pytest.mark.parametrize("lang", ["de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht"])
def test_double_faced_printing_in_a_language(client, lang):
    real = next(c for c in load("search_prints_lang-any_jace-vryns-prodigy_transform_11langs.json")["data"]
                if c["lang"] == lang and c["set"] == "ori")
    ours = client.get(f"/cards/ori/60/{lang}").json()
    assert [f["printed_name"] for f in ours["card_faces"]] == [f["printed_name"] for f in real["card_faces"]]
    # oracle texts: the Oracle update above; zhs: MTGJSON's copy of the printed back face lost its line breaks
    # and the type line's "～" spacing
    known = ("oracle_text",) if lang != "zhs" else ("oracle_text", "card_faces[1].printed_text", "card_faces[1].printed_type_line")
    assert [d for d in differences(ours, real) if d[0] != "id" and not d[0].endswith(known)] == []
    assert ours["id"] != JACE_ID  # each language its own id ...
    again = client.get(f"/cards/{ours['id']}").json()  # ... which answers
    assert again["lang"] == lang and again["card_faces"] == ours["card_faces"]


def test_printing_in_a_language_it_was_not_printed_in(client):
    response = client.get("/cards/all/115/ja")
    assert response.status_code == 404 and response.json()["code"] == "not_found"
    bad = client.get("/cards/all/115/xx")
    assert bad.status_code == 400 and "unknown language 'xx'" in bad.json()["details"]


def test_multiverse_ids_in_any_language(client):
    ja = client.get("/cards/multiverse/400096").json()  # Jace's Japanese printing
    assert ja["lang"] == "ja" and ja["card_faces"][0]["printed_name"] == "ヴリンの神童、ジェイス"
    en = client.get("/cards/multiverse/398434").json()
    assert en["lang"] == "en" and en["id"] == JACE_ID
    assert client.get("/cards/multiverse/1").json()["status"] == 404
    assert client.get("/cards/multiverse/abc").json()["code"] == "bad_request"
    # an id past what the database's integers hold is no card, not a server error (found by schemathesis)
    for path in ("/cards/multiverse/26493489475638882304", "/cards/multiverse/26493489475638882304/rulings",
                 "/cards/multiverse/-5"):
        assert client.get(path).json()["status"] == 404, path
    found = client.post("/cards/collection", json={"identifiers": [{"multiverse_id": 2**70}, {"multiverse_id": 400096}]})
    assert found.status_code == 200 and found.json()["not_found"] == [{"multiverse_id": 2**70}]


# ------------------------------------------------------------------------------------- named

@pytest.mark.parametrize("name", ["imperiale vorhut", "Imperiale Vorhut", "皇帝の先兵", "Vanguardia del emperador",
                                  "Императорский Авангард", "imperiale vorhutt"])
def test_named_fuzzy_in_any_language(client, name):
    response = client.get("/cards/named", params={"fuzzy": name})
    assert response.status_code == 200, response.text
    card = response.json()
    assert (card["object"], card["name"], card["oracle_id"], card["set"], card["collector_number"]) == (
        "card", "Emperor's Vanguard", VANGUARD, "xln", "189")
    assert card["mana_cost"] == "{3}{G}" and card["cmc"] == 4.0 and card["colors"] == ["G"]


def test_named_exact_and_its_errors(client):
    assert client.get("/cards/named", params={"exact": "皇帝の先兵"}).json()["name"] == "Emperor's Vanguard"
    missing = client.get("/cards/named", params={"exact": "Imperiale Vorhutt"})
    assert missing.status_code == 404
    assert missing.json() == {"object": "error", "code": "not_found", "status": 404,
                              "details": "No cards found matching “Imperiale Vorhutt”."}
    ambiguous = client.get("/cards/named", params={"fuzzy": "jace"})
    assert ambiguous.status_code == 404
    body = ambiguous.json()
    assert (body["object"], body["code"], body["type"]) == ("error", "not_found", "ambiguous")
    assert "Too many cards match ambiguous name “jace”" in body["details"]
    assert client.get("/cards/named", params={"fuzzy": "jace vryn"}).json()["oracle_id"] == "594f6881-c059-46f8-aa4e-7151d502de73"
    none = client.get("/cards/named")
    assert none.status_code == 400 and none.json()["code"] == "bad_request"


def test_named_in_a_set(client):
    assert client.get("/cards/named", params={"exact": "Forest", "set": "isd"}).json()["set"] == "isd"
    assert client.get("/cards/named", params={"exact": "Forest"}).json()["set"] == "xln"  # the newest printing
    other = client.get("/cards/named", params={"exact": "Forest", "set": "all"})
    assert other.status_code == 404 and other.json()["code"] == "not_found"


# ------------------------------------------------------------------------------------ search

def test_search_in_german(client):
    body = client.get("/cards/search", params={"q": "o:erkundet lang:de"}).json()
    assert body["object"] == "list" and body["has_more"] is False and body["total_cards"] == len(body["data"]) > 5
    names = {}
    for card in body["data"]:
        assert card["lang"] == "de"
        assert "erkund" in card["printed_text"].lower()
        names[card["name"]] = card["printed_name"]
    assert names["Emperor's Vanguard"] == "Imperiale Vorhut"
    assert list(names) == sorted(names, key=str.casefold)  # order=name, Scryfall's default


def test_search_in_japanese(client):
    body = client.get("/cards/search", params={"q": "先兵"}).json()
    found = {c["name"]: (c["lang"], c.get("printed_name")) for c in body["data"]}
    assert found["Emperor's Vanguard"] == ("ja", "皇帝の先兵")
    assert found["Elite Vanguard"] == ("ja", "先兵の精鋭")


def test_search_pages_of_175(client, db):
    expected = db.execute("SELECT COUNT(DISTINCT card_id) FROM printings WHERE set_code = 'XLN'").fetchone()[0]
    first = client.get("/cards/search", params={"q": "s:xln"}).json()
    assert first["total_cards"] == expected and len(first["data"]) == 175 and first["has_more"] is True
    assert "page=2" in first["next_page"]
    second = client.get(first["next_page"].replace("http://testserver", "")).json()
    assert second["has_more"] is False and "next_page" not in second
    assert len(first["data"]) + len(second["data"]) == expected
    assert not {c["name"] for c in first["data"]} & {c["name"] for c in second["data"]}
    past = client.get("/cards/search", params={"q": "s:xln", "page": 3})
    assert past.status_code == 422 and past.json()["object"] == "error"


def test_search_unique_prints_and_order(client, db):
    forests = db.execute("SELECT COUNT(*) FROM printings p JOIN cards c ON c.id = p.card_id WHERE c.name = 'Forest'").fetchone()[0]
    body = client.get("/cards/search", params={"q": '!"Forest"', "unique": "prints"}).json()
    assert body["total_cards"] == forests == len(body["data"])
    assert len({(c["set"], c["collector_number"]) for c in body["data"]}) == forests
    by_cmc = client.get("/cards/search", params={"q": "s:xln c:g", "order": "cmc", "dir": "desc"}).json()["data"]
    costs = [c["cmc"] for c in by_cmc]
    assert costs == sorted(costs, reverse=True) and costs[0] > costs[-1]
    ranked = client.get("/cards/search", params={"q": "vanguard", "order": "relevance"}).json()["data"]
    by_name = client.get("/cards/search", params={"q": "vanguard"}).json()["data"]
    assert sorted(c["name"] for c in ranked) == [c["name"] for c in by_name]  # the same cards, ...
    searched = client.get("/v1/search", params={"q": "vanguard", "limit": 175}).json()["results"]
    assert [c["name"] for c in ranked] == [h["name"] for h in searched]  # ... in `lorehold search`'s order
    assert [c["name"] for c in ranked] != [c["name"] for c in by_name]


@pytest.mark.parametrize("order, direction", [
    ("name", "auto"), ("name", "desc"), ("relevance", "auto"), ("relevance", "desc"), ("cmc", "auto"), ("cmc", "desc"),
])
def test_every_page_of_a_large_search_is_its_slice_of_the_whole(client, db, serve_home, order, direction):
    """Only the page shown is made into hits and card objects: its pages, read in turn, are the
    whole search's hits (``lorehold search``'s, in the order asked) cut in 175s, and
    total_cards counts them all."""
    from lorehold.search.searching import Searcher, folded_name
    from lorehold.serve.backend import SEARCH_LIMIT

    searcher = Searcher(serve_home / "index")
    hits = searcher.search("o:creature", None, SEARCH_LIMIT, snippets=False)
    searcher.close()
    if order == "name":
        hits.sort(key=lambda h: (folded_name(h.name), h.card_id))
    elif order == "cmc":
        cmc = dict(db.execute("SELECT id, mana_value FROM cards").fetchall())
        hits.sort(key=lambda h: (float(cmc[h.card_id]), h.name))
    if direction == "desc":
        hits.reverse()
    expected = [(h.name, {"language": h.language, "matched_name": h.matched_name, "match": h.match}) for h in hits]
    assert len(expected) > 1000
    pages, page = [], 1
    while True:
        body = client.get("/cards/search", params={"q": "o:creature", "order": order, "dir": direction, "page": page}).json()
        assert body["total_cards"] == len(expected)
        pages.append([(c["name"], c["lorehold"]) for c in body["data"]])
        if not body["has_more"]:
            break
        page += 1
    assert pages[1] == expected[175:350]
    assert [entry for p in pages for entry in p] == expected
    assert len(pages) == -(-len(expected) // 175)


@pytest.mark.parametrize("params, status, code, details", [
    ({"q": "("}, 400, "bad_request", "'(' is never closed"),
    ({"q": "x" * 1001}, 400, "bad_request", "limited to 1000 characters"),
    ({"q": "zzqxzzqx"}, 404, "not_found", "didn’t match any cards"),
    ({}, 400, "bad_request", "didn't provide any search terms"),
    ({"q": "explore", "unique": "everything"}, 400, "bad_request", "not a valid value for unique"),
    ({"q": "explore", "order": "price"}, 400, "bad_request", "not a valid sort order"),
    ({"q": "explore", "page": "two"}, 400, "bad_request", "page"),
])
def test_search_errors(client, params, status, code, details):
    response = client.get("/cards/search", params=params)
    assert response.status_code == status
    body = response.json()
    assert (body["object"], body["code"], body["status"]) == ("error", code, status)
    assert details in body["details"]


def test_autocomplete_in_every_language(client):
    for prefix, name in [("Imperiale V", "Imperiale Vorhut"), ("皇帝", "皇帝の先兵"), ("Vanguardia del", "Vanguardia del emperador"),
                         ("Emperor's V", "Emperor's Vanguard")]:
        body = client.get("/cards/autocomplete", params={"q": prefix}).json()
        assert body["object"] == "catalog" and body["total_values"] == len(body["data"]) <= 20
        assert name in body["data"], prefix
        match = body["matches"][body["data"].index(name)]
        assert match["english_name"] == "Emperor's Vanguard"
    assert client.get("/cards/autocomplete", params={"q": ""}).json()["data"] == []


def test_random(client):
    response = client.get("/cards/random", params={"q": '!"Emperor\'s Vanguard"'})
    assert response.json()["name"] == "Emperor's Vanguard"
    assert response.headers["cache-control"] == "no-store"
    assert client.get("/cards/random").json()["object"] == "card"


# ----------------------------------------------------------------------------------- rulings

def test_rulings_match_scryfalls(client):
    real = load("rulings_jace-vryns-prodigy.json")["data"]
    ours = client.get(f"/cards/{JACE_ID}/rulings").json()
    assert ours["object"] == "list" and ours["has_more"] is False
    by_comment = {r["comment"]: r for r in ours["data"]}
    shared = [r for r in real if r["comment"] in by_comment]
    assert len(shared) >= 4
    for r in shared:
        mine = by_comment[r["comment"]]
        assert (mine["object"], mine["oracle_id"], mine["published_at"]) == ("ruling", r["oracle_id"], r["published_at"])
        # MTGJSON does not say who wrote a ruling; lorehold's MTGJSON reader records "wotc" for
        # all of them, so Scryfall's own Duel Commander note (2017-07-17) shows as "wotc" too
        if r["source"] == "wotc":
            assert mine["source"] == "wotc"
        assert mine["sources"][0]["source"] == "mtgjson" and mine["sources"][0]["document"] == "ORI.json.xz"
    dates = [r["published_at"] for r in ours["data"]]
    assert dates == sorted(dates)
    assert client.get("/cards/ori/60/rulings").json() == ours
    assert client.get("/cards/multiverse/398434/rulings").json() == ours
    missing = client.get("/cards/00000000-0000-0000-0000-000000000000/rulings")
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"


# ------------------------------------------------------------------------ collection, catalogs

def test_collection(client):
    body = client.post("/cards/collection", json={"identifiers": [
        {"name": "Imperiale Vorhut"}, {"set": "ori", "collector_number": "60"}, {"id": JACE_ID},
        {"multiverse_id": 400096}, {"oracle_id": VANGUARD}, {"name": "Forest", "set": "isd"}, {"name": "No Such Card Anywhere"},
    ]}).json()
    assert body["object"] == "list"
    assert [(c["name"], c["lang"], c["set"]) for c in body["data"]] == [
        ("Emperor's Vanguard", "en", "xln"), ("Jace, Vryn's Prodigy // Jace, Telepath Unbound", "en", "ori"),
        ("Jace, Vryn's Prodigy // Jace, Telepath Unbound", "en", "ori"), ("Jace, Vryn's Prodigy // Jace, Telepath Unbound", "ja", "ori"),
        ("Emperor's Vanguard", "en", "xln"), ("Forest", "en", "isd"),
    ]
    assert body["not_found"] == [{"name": "No Such Card Anywhere"}]
    too_many = client.post("/cards/collection", json={"identifiers": [{"name": "Forest"}] * 76})
    assert too_many.status_code == 422 and "at most 75" in too_many.json()["details"]
    not_json = client.post("/cards/collection", content=b"{nope", headers={"content-type": "application/json"})
    assert not_json.status_code == 400 and not_json.json()["object"] == "error"


def test_card_names_and_sets(client, db):
    names = client.get("/catalog/card-names").json()
    assert names["object"] == "catalog"
    assert names["total_values"] == db.execute("SELECT COUNT(*) FROM cards").fetchone()[0] == len(names["data"])
    assert "Emperor's Vanguard" in names["data"]
    sets = client.get("/sets").json()
    assert len(sets["data"]) == db.execute("SELECT COUNT(*) FROM sets").fetchone()[0] == 11
    xln = client.get("/sets/XLN").json()
    assert (xln["object"], xln["code"], xln["name"], xln["released_at"], xln["set_type"], xln["card_count"]) == (
        "set", "xln", "Ixalan", "2017-09-29", "expansion", 289)
    missing = client.get("/sets/zzz")
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"


@pytest.mark.slow  # a whole export of the sample
def test_bulk_data_points_at_lorehold_export(client, db):
    listing = client.get("/bulk-data").json()
    (entry,) = listing["data"]
    assert entry["object"] == "bulk_data" and entry["type"] == "lorehold_cards"
    download = client.get(entry["download_uri"].replace("http://testserver", ""))
    assert download.status_code == 200
    lines = download.content.decode("utf-8").splitlines()
    assert len(lines) == db.execute("SELECT COUNT(*) FROM cards").fetchone()[0]
    cards = {c["name"]: c for c in map(json.loads, lines)}
    assert {t["name"] for t in cards["Emperor's Vanguard"]["translations"]} >= {"Imperiale Vorhut", "皇帝の先兵"}
    assert client.get("/bulk-data/lorehold_cards").json()["size"] == len(download.content)


# ------------------------------------------------------------------------------------ /v1/

def test_v1_card_is_the_card_json(client):
    card = client.get("/v1/cards/皇帝の先兵").json()
    assert card["name"] == "Emperor's Vanguard" and card["oracle_id"] == VANGUARD
    assert {t["language"]: t["name"] for t in card["translations"]}["ja"] == "皇帝の先兵"
    assert card["rules"] == [{"keyword": "Explore", "rule": "701.44", "effective_date": "2026-01-16"}]
    assert card["rulings"][0]["date"] == "2018-01-19" and card["rulings"][0]["sources"][0]["source"] == "mtgjson"
    only = client.get("/v1/cards/Imperiale Vorhut", params={"lang": "de"}).json()
    assert [t["language"] for t in only["translations"]] == ["de"]
    missing = client.get("/v1/cards/Qqqzzz Xxyy")
    assert missing.status_code == 404 and missing.json()["object"] == "error"


def test_v1_rulings_and_rules(client):
    rulings = client.get("/v1/cards/Imperiale Vorhut/rulings", params={"since": "2018-01-01"}).json()
    assert rulings["name"] == "Emperor's Vanguard" and all(r["date"] >= "2018-01-01" for r in rulings["rulings"])
    assert client.get("/v1/cards/x/rulings", params={"since": "01/01/2018"}).status_code == 400
    rule = client.get("/v1/rules/explore").json()
    assert (rule["number"], rule["title"], rule["effective_date"]) == ("701.44", "Explore", "2026-01-16")
    assert {h["effective_date"] for h in rule["history"]} == {"2017-09-29", "2026-01-16"}
    diff = client.get("/v1/rules/explore", params={"diff": "2017-10-01"}).json()
    assert (diff["from"], diff["to"]) == ("2017-09-29", "2026-01-16") and diff["changes"]
    missing = client.get("/v1/rules/999.9")
    assert missing.status_code == 404 and "999.9" in missing.json()["details"]


def test_v1_search_complete_translate(client):
    hits = client.get("/v1/search", params={"q": "imperiale vorhut", "limit": 3}).json()["results"]
    assert (hits[0]["name"], hits[0]["language"], hits[0]["matched_name"]) == ("Emperor's Vanguard", "de", "Imperiale Vorhut")
    rulings = client.get("/v1/search", params={"q": "explores", "rulings": "true", "limit": 3}).json()["results"]
    assert rulings and all("date" in r and "ruling" in r for r in rulings)
    rules = client.get("/v1/search", params={"q": "explore", "rules": "true", "limit": 3}).json()["results"]
    assert any(r.get("number", "").startswith("701.44") for r in rules)
    assert client.get("/v1/search", params={"q": "x", "limit": 500}).status_code == 400
    names = client.get("/v1/complete", params={"q": "皇帝の"}).json()
    assert {"name": "皇帝の先兵", "language": "ja", "english_name": "Emperor's Vanguard"} in names
    deck = client.post("/v1/translate", json={"decklist": "4 Imperiale Vorhut\n\n2 Forest\n1 Nonexistent Cardname", "to": "ja"}).json()
    assert [line["output"] for line in deck["lines"]] == ["4 皇帝の先兵", "", "2 森", "1 Nonexistent Cardname"]
    assert deck["unresolved"] == [{"line": 4, "name": "Nonexistent Cardname"}]
    bad = client.post("/v1/translate", json={"decklist": "4 Forest"})
    assert bad.status_code == 400 and bad.json()["code"] == "bad_request"


def test_openapi_docs(client):
    spec = client.get("/openapi.json").json()
    for path in ("/cards/named", "/cards/search", "/cards/autocomplete", "/cards/collection", "/cards/{sid}",
                 "/cards/{code}/{number}/{lang}", "/v1/cards/{name}", "/v1/translate", "/sets/{code}", "/bulk-data"):
        assert path in spec["paths"], path
    assert "/card/{oracle_id}" not in spec["paths"]  # pages are not API
    page = client.get("/docs")
    assert page.status_code == 200 and "GET /cards/named" in page.text and "POST /v1/translate" in page.text
    assert "cdn" not in page.text.lower()  # works offline
    assert "<td><code>exact</code></td><td>query</td><td>string</td>" in page.text
    # the error answers are documented as what they are: Scryfall's error object (no FastAPI 422 shape)
    named = spec["paths"]["/cards/named"]["get"]["responses"]
    assert {"400", "404", "422"} <= set(named)
    schema = named["404"]["content"]["application/json"]["schema"]
    assert schema["required"] == ["object", "code", "status", "details"]
    got = client.get("/cards/named", params={"exact": "zzqqxxyy"}).json()
    assert set(schema["required"]) <= set(got) and set(got) <= set(schema["properties"])
    assert "HTTPValidationError" not in str(spec["paths"]["/v1/search"])
    download = spec["paths"]["/bulk-data/{kind}/download"]["get"]["responses"]["200"]["content"]
    assert list(download) == ["application/jsonl"]


# --------------------------------------------------------------------------- serving manners

def test_error_shapes_for_paths_and_methods(client):
    api = client.get("/cards/not/a/real/path/at/all")
    assert api.status_code == 404 and api.json()["object"] == "error"
    page = client.get("/no-such-page")
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html") and "Not found" in page.text
    for method in ("post", "put", "delete", "patch"):
        response = getattr(client, method)("/cards/named?fuzzy=forest")
        assert response.status_code == 405, method
        assert response.json() == {"object": "error", "code": "method_not_allowed", "status": 405,
                                   "details": "This server is read-only: that method is not allowed here."}


def test_etag_cache_control_gzip_cors(client):
    first = client.get("/cards/named", params={"fuzzy": "imperiale vorhut"}, headers={"Origin": "https://example.org"})
    tag = first.headers["etag"]
    assert first.headers["cache-control"] == "public, max-age=300"
    assert first.headers["access-control-allow-origin"] == "*"
    again = client.get("/cards/named", params={"fuzzy": "imperiale vorhut"}, headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == tag
    other = client.get("/cards/named", params={"fuzzy": "forest"}, headers={"If-None-Match": tag})
    assert other.status_code == 200 and other.headers["etag"] != tag
    raw = client.get("/catalog/card-names", headers={"Accept-Encoding": "gzip"})
    assert raw.headers["content-encoding"] == "gzip"
    assert "Emperor's Vanguard" in raw.json()["data"]  # decoded by the client
    assert client.get("/cards/named?fuzzy=zzqqxxyy").headers.get("etag") is None  # errors are not cached
    head = client.head("/cards/named", params={"fuzzy": "imperiale vorhut"})
    assert head.status_code == 200 and head.content == b"" and head.headers["etag"] == tag
    preflight = client.options("/cards/collection", headers={"Origin": "https://example.org", "Access-Control-Request-Method": "POST"})
    assert preflight.status_code == 200 and "POST" in preflight.headers["access-control-allow-methods"]


def test_cors_can_be_turned_off(serve_home):
    from lorehold.serve.app import create_app
    from lorehold.settings import Settings

    with TestClient(create_app(Settings.resolve(serve_home), cors_origins=[])) as c:
        response = c.get("/health", headers={"Origin": "https://example.org"})
    assert "access-control-allow-origin" not in response.headers


def test_body_limit(client):
    big = json.dumps({"identifiers": [{"name": "x" * 1000}] * 70}).encode()
    response = client.post("/cards/collection", content=big, headers={"content-type": "application/json"})
    assert response.status_code == 413 and response.json()["code"] == "payload_too_large"


def test_access_log_lines(client, caplog):
    with caplog.at_level(logging.INFO, logger="lorehold.access"):
        client.get("/cards/autocomplete", params={"q": "Imper"})
    (line,) = [json.loads(r.getMessage()) for r in caplog.records if r.name == "lorehold.access"]
    assert (line["method"], line["path"], line["query"], line["status"]) == ("GET", "/cards/autocomplete", "q=Imper", 200)
    assert line["bytes"] > 0 and line["ms"] >= 0 and line["time"].endswith("Z")


def test_health(client):
    body = client.get("/health").json()
    assert body["status"] == "ok" and body["object"] == "health"


def test_nothing_writes_the_database(client, serve_home):
    before = hashlib.sha256((serve_home / "lorehold.db").read_bytes()).hexdigest()
    client.get("/cards/search", params={"q": "o:erkundet lang:de"})
    client.post("/cards/collection", json={"identifiers": [{"name": "Forest"}]})
    client.post("/v1/translate", json={"decklist": "1 Forest", "to": "de"})
    client.get("/card/" + VANGUARD)
    assert hashlib.sha256((serve_home / "lorehold.db").read_bytes()).hexdigest() == before
    from lorehold.settings import Settings
    from lorehold.serve.backend import Backend

    with Backend(Settings.resolve(serve_home)).db() as conn:
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            conn.execute("DELETE FROM cards")


# ------------------------------------------------------------------------------------- pages

def test_search_page_lists_names_without_javascript(client):
    page = client.get("/search", params={"q": "Imperiale"})
    assert page.status_code == 200
    assert 'Names starting with “Imperiale”' in page.text
    assert 'href="/card?name=Emperor%27s%20Vanguard#lang-de">Imperiale Vorhut</a>' in page.text
    exact = client.get("/search", params={"q": "Imperiale Vorhut"}, follow_redirects=False)
    assert exact.status_code == 303 and exact.headers["location"] == f"/card/{VANGUARD}#lang-de"
    by_name = client.get("/card", params={"name": "Imperiale Vorhut"}, follow_redirects=False)
    assert by_name.headers["location"] == f"/card/{VANGUARD}"


def test_card_page(client):
    page = client.get(f"/card/{VANGUARD}").text
    assert "<h1>Emperor&#39;s Vanguard" in page
    assert '<abbr class="ms ms-3" title="{3}">3</abbr><abbr class="ms ms-g" title="{G}">G</abbr>' in page
    assert 'id="lang-ja" lang="ja"' in page and "皇帝の先兵" in page and "Imperiale Vorhut" in page
    assert '<time datetime="2018-01-19">2018-01-19</time>' in page
    assert '<a href="/rule/701.44">Explore</a>' in page
    assert client.get("/card/00000000-0000-0000-0000-000000000000").status_code == 404
    assert client.get("/card/xln/189/ja", follow_redirects=False).headers["location"] == f"/card/{VANGUARD}#lang-ja"


def test_rule_and_syntax_pages(client):
    page = client.get("/rule/701.44").text
    assert "701.44 Explore" in page and 'href="/rule/701.44a"' in page
    assert client.get("/rule/explore").text.count("701.44a") >= 1
    assert client.get("/rule/999.9").status_code == 404
    assert "lang:de" in client.get("/syntax").text


def test_suggestions_fragment(client):
    fragment = client.get("/suggest", params={"q": "皇帝の"}).text
    assert f'href="/card/{VANGUARD}#lang-ja"' in fragment and "皇帝の先兵" in fragment


# ------------------------------------------------------------------------------- the command

def test_other_commands_do_not_import_the_server(serve_home):
    code = (
        "import sys\n"
        "from lorehold.cli.app import main\n"
        f"sys.argv = ['lorehold', '--home', {str(serve_home)!r}, 'card', 'Imperiale Vorhut', '--json']\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code\n"
        "print(sorted(m for m in ('fastapi', 'uvicorn', 'jinja2', 'starlette', 'pydantic', 'playwright') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.rstrip().endswith("[]")


def test_serve_without_an_index_is_one_line(cli, tmp_path):
    result = cli(tmp_path / "empty", "serve", "--port", "0")
    assert result.exit_code == 1
    assert result.output.strip().startswith("error: no search index") and "Traceback" not in result.output


def test_a_failure_inside_is_still_an_error_object(serve_home, monkeypatch):
    from lorehold.serve.app import create_app
    from lorehold.settings import Settings

    app = create_app(Settings.resolve(serve_home))

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(app.state.backend, "search", broken)
    with TestClient(app, raise_server_exceptions=False) as c:
        response = c.get("/cards/search", params={"q": "explore"})
        page = c.get("/search", params={"q": "explore"})
    assert response.status_code == 500
    assert response.json() == {"object": "error", "code": "internal_server_error", "status": 500,
                               "details": "lorehold could not answer this request (RuntimeError)."}
    assert page.status_code == 500 and page.headers["content-type"].startswith("text/html")


def test_a_rebuilt_index_is_reopened(client, serve_home, monkeypatch):
    import os

    from lorehold.serve import backend as backend_module

    backend = client.app.state.backend
    before = backend.searcher()
    assert client.get("/cards/search", params={"q": "o:erkundet lang:de"}).status_code == 200
    monkeypatch.setattr(backend_module, "INDEX_CHECK_SECONDS", 0.0)
    assert backend.searcher() is before  # nothing changed: the same open index
    meta = serve_home / "index" / "meta.json"
    stat = meta.stat()
    os.utime(meta, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # as `index rebuild` rewrites it
    after = backend.searcher()
    assert after is not before and backend._searches == {}
    body = client.get("/cards/search", params={"q": "o:erkundet lang:de"}).json()
    assert "Imperiale Vorhut" in {c["printed_name"] for c in body["data"]}


def test_answers_are_kept_until_the_data_changes(client, serve_home, monkeypatch):
    import os

    from lorehold.serve import backend as backend_module

    path = "/cards/search?q=o%3Aerkundet+lang%3Ade&order=cmc"
    first, second = client.get(path), client.get(path)
    assert (first.headers["x-lorehold-cache"], second.headers["x-lorehold-cache"]) == ("miss", "hit")
    assert second.content == first.content and second.headers["etag"] == first.headers["etag"]
    assert "x-lorehold-cache" not in client.get("/cards/random").headers  # no-store: never kept
    monkeypatch.setattr(backend_module, "INDEX_CHECK_SECONDS", 0.0)
    db = serve_home / "lorehold.db"
    stat = db.stat()
    os.utime(db, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # as an ingest would
    third = client.get(path)
    assert third.headers["x-lorehold-cache"] == "miss" and third.content == first.content


def test_a_kept_answer_is_sent_gzipped_to_a_client_that_accepts_gzip(client):
    import gzip

    path = "/cards/search?q=o%3Aerkundet&order=name"
    plain = client.get(path, headers={"Accept-Encoding": "identity"})
    assert plain.headers["x-lorehold-cache"] == "miss" and "content-encoding" not in plain.headers

    def raw(headers):
        with client.stream("GET", path, headers=headers) as response:
            return response, b"".join(response.iter_raw())

    first, first_bytes = raw({"Accept-Encoding": "gzip"})
    again, again_bytes = raw({"Accept-Encoding": "gzip, deflate"})
    assert (first.headers["x-lorehold-cache"], again.headers["x-lorehold-cache"]) == ("hit", "hit")
    assert first.headers["content-encoding"] == "gzip" and "Accept-Encoding" in first.headers["vary"].split(", ")
    assert int(first.headers["content-length"]) == len(first_bytes) < len(plain.content) / 3
    assert gzip.decompress(first_bytes) == plain.content  # the same answer, compressed
    assert again_bytes == first_bytes  # compressed once and kept (no timestamp in the gzip header)
    assert first.headers["etag"] == plain.headers["etag"]  # the hash of the answer, whatever the encoding
    small = client.get("/health", headers={"Accept-Encoding": "gzip"})  # under 500 bytes: as it is
    assert small.status_code == 200 and "content-encoding" not in small.headers


def objects_as_asked(backend, monkeypatch) -> None:
    """No card objects made ahead from here on (``Backend.prefill``), and none kept."""
    monkeypatch.setattr(backend, "make_ahead", False)
    if backend._prefilled:
        assert backend.prefill_done.wait(60)
    backend._objects.clear()


def test_kept_card_objects_give_the_same_pages_as_objects_made_afresh(client, monkeypatch):
    backend = client.app.state.backend
    objects_as_asked(backend, monkeypatch)
    german = client.get("/cards/search", params={"q": "o:erkundet lang:de"}).json()  # German printings
    creatures = client.get("/cards/search", params={"q": "t:creature c:g", "order": "cmc"}).json()
    humans = client.get("/cards/search", params={"q": "t:human"}).json()  # shares cards with both
    assert len(backend._objects) > 0
    shared = {c["id"] for c in creatures["data"]} & {c["id"] for c in humans["data"]}
    assert shared  # the second search's page was partly made of kept objects
    backend._objects.clear()
    for body, params in ((german, {"q": "o:erkundet lang:de"}), (creatures, {"q": "t:creature c:g", "order": "cmc"}),
                         (humans, {"q": "t:human"})):
        fresh = client.get("/cards/search", params={**params, "fresh": "1"}).json()  # (not the kept answer)
        assert body == fresh, params
    vanguard = next(c for c in german["data"] if c["name"] == "Emperor's Vanguard")
    assert vanguard["lang"] == "de" and vanguard["lorehold"]["language"] == "de"
    english = client.get("/cards/search", params={"q": "o:explores"}).json()
    assert next(c for c in english["data"] if c["name"] == "Emperor's Vanguard")["lorehold"]["language"] == "en"


def test_kept_card_objects_are_dropped_when_the_data_changes(client, serve_home, monkeypatch):
    import os

    from lorehold.serve import backend as backend_module

    backend = client.app.state.backend
    objects_as_asked(backend, monkeypatch)
    client.get("/cards/search", params={"q": "t:scout", "objects": "1"})
    assert backend._objects
    kept = dict(backend._objects)
    monkeypatch.setattr(backend_module, "INDEX_CHECK_SECONDS", 0.0)
    db = serve_home / "lorehold.db"
    stat = db.stat()
    os.utime(db, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # as an ingest would
    client.get("/cards/search", params={"q": "t:scout", "objects": "2"})
    assert set(backend._objects) == set(kept)  # the same cards' objects, made again (not reused)
    assert all(backend._objects[key][0] is not kept[key][0] for key in kept)


def test_every_cards_english_object_is_made_ahead_after_the_first_search(client, db, monkeypatch):
    backend = client.app.state.backend
    objects_as_asked(backend, monkeypatch)
    page = client.get("/cards/search", params={"q": "t:creature", "ahead": "0"}).json()  # made as asked
    monkeypatch.setattr(backend, "make_ahead", True)
    backend._prefilled.clear()
    backend.prefill_done.clear()
    client.get("/cards/search", params={"q": "t:human", "ahead": "1"})
    assert backend.prefill_done.wait(60)
    english = {key[1][0] for key in backend._objects if key[1][1:] == ("en", None, None)}
    assert english == {row[0] for row in db.execute("SELECT id FROM cards")}  # every card of the sample
    again = client.get("/cards/search", params={"q": "t:creature", "ahead": "2"}).json()  # from objects made ahead
    assert again == page
