"""The MTGJSON parser on real set files from the bundled sample."""

from __future__ import annotations

import datetime as dt

import pytest

from lorehold.errors import UnreadableSource
from lorehold.ingest import mtgjson
from tests.conftest import read_sample


@pytest.fixture(scope="module")
def xln():
    return mtgjson.parse(read_sample("XLN"), "XLN.json")


def _bundle(parsed, name):
    return next(b for b in parsed.cards if b.card.name == name)


def test_set_record(xln):
    (s,) = xln.sets
    assert (s.code, s.name, s.release_date, s.type) == ("XLN", "Ixalan", dt.date(2017, 9, 29), "expansion")
    assert xln.published == "2022-04-25"


def test_emperors_vanguard(xln):
    b = _bundle(xln, "Emperor's Vanguard")
    assert b.card.oracle_id == "5007425e-a626-46f7-ab7d-777af97ee724"
    assert (b.card.mana_cost, b.card.mana_value, b.card.colors, b.card.power, b.card.toughness) == ("{3}{G}", 4.0, "G", "4", "3")
    assert b.card.keywords == ["Explore"]
    (p,) = b.printings
    assert (p.set_code, p.number, p.rarity, p.multiverse_id) == ("XLN", "189", "rare", 435344)
    names = {t.language: t.name for t in p.translations}
    assert names == {
        "de": "Imperiale Vorhut", "es": "Vanguardia del emperador", "fr": "Avant-garde de l'empereur",
        "it": "Avanguardia dell'Imperatore", "ja": "皇帝の先兵", "ko": "황제의 선봉대", "pt": "Vanguarda do Imperador",
        "ru": "Императорский Авангард", "zhs": "皇帝的先锋", "zht": "皇帝的先鋒",
    }
    assert [r.date for r in b.rulings] == [dt.date(2018, 1, 19)] * 3


def test_split_card_has_both_faces_and_one_printing():
    apc = mtgjson.parse(read_sample("APC"), "APC.json")
    b = _bundle(apc, "Fire // Ice")
    assert [f.name for f in b.card.faces] == ["Fire", "Ice"]
    assert [f.mana_cost for f in b.card.faces] == ["{1}{R}", "{1}{U}"]
    assert b.card.mana_cost == "{1}{R} // {1}{U}" and b.card.colors == "UR"
    (p,) = b.printings
    ja = next(t for t in p.translations if t.language == "ja")
    assert ja.name == "火 // 氷" and [f.name for f in ja.faces] == ["火", "氷"]


def test_transform_card_faces_and_translated_faces():
    dka = mtgjson.parse(read_sample("DKA"), "DKA.json")
    b = _bundle(dka, "Afflicted Deserter // Werewolf Ransacker")
    assert [(f.name, f.side) for f in b.card.faces] == [("Afflicted Deserter", "a"), ("Werewolf Ransacker", "b")]
    assert b.card.mana_cost == "{3}{R}"  # the front face's, as Scryfall gives it
    de = next(t for p in b.printings for t in p.translations if t.language == "de")
    assert [f.name for f in de.faces] == ["Befallener Abtrünniger", "Werwolf-Einsacker"]
    assert de.name == "Befallener Abtrünniger // Werwolf-Einsacker"


def test_flip_card():
    chk = mtgjson.parse(read_sample("CHK"), "CHK.json")
    b = _bundle(chk, "Akki Lavarunner // Tok-Tok, Volcano Born")
    assert [f.name for f in b.card.faces] == ["Akki Lavarunner", "Tok-Tok, Volcano Born"]
    assert b.card.layout == "flip"


@pytest.mark.parametrize(
    "data, reason",
    [
        (b'{"meta": {}, "data": {"code": "X", "cards": [', "not valid JSON"),
        (b'{"meta": {}}', 'no "data" object'),
        (b'[1, 2]', 'no "data" object'),
    ],
)
def test_malformed_files_are_rejected_with_a_reason(data, reason):
    with pytest.raises(UnreadableSource, match=reason):
        mtgjson.parse(data, "bad.json")


def test_stream_parses_allprintings_set_by_set():
    import io

    import orjson

    xln = orjson.loads(read_sample("XLN"))["data"]
    apc = orjson.loads(read_sample("APC"))["data"]
    allprintings = orjson.dumps({"meta": {"date": "2022-04-25"}, "data": {"APC": apc, "XLN": xln}})
    chunks = list(mtgjson.parse_stream(io.BytesIO(allprintings), "AllPrintings.json"))
    assert [c.sets[0].code for c in chunks] == ["APC", "XLN"]
    assert any(b.card.name == "Emperor's Vanguard" for b in chunks[1].cards)


FIXTURES = __import__("pathlib").Path(__file__).parent / "fixtures" / "mtgjson"


def test_a_reversible_card_of_one_card_is_a_printing_of_that_card(cli, tmp_path):
    """Secret Lair's SLD 381 is Propaganda on both sides ("Propaganda // Propaganda", no oracle
    id in MTGJSON): it is a printing of Tempest's Propaganda, not a card of its own."""
    import json

    sld = json.loads((FIXTURES / "SLD_propaganda.json").read_text(encoding="utf-8"))["data"]
    tmp = json.loads((FIXTURES / "TMP_propaganda.json").read_text(encoding="utf-8"))["data"]
    sides = sld["cards"]
    (face,) = {s["faceName"] for s in sides}
    (tmp_card,) = tmp["cards"]
    assert len(sides) == 2 and tmp_card["name"] == face and "TMP" in sides[0]["printings"]
    parsed = mtgjson.parse((FIXTURES / "SLD_propaganda.json").read_bytes(), "SLD.json")
    (bundle,) = parsed.cards
    assert (bundle.card.name, bundle.card.faces) == (face, [])
    assert [(p.set_code, p.number) for p in bundle.printings] == [("SLD", sides[0]["number"])]
    home = tmp_path / "home"
    for fixture in ("SLD_propaganda.json", "TMP_propaganda.json"):  # either order ends in one card
        assert cli(home, "ingest", str(FIXTURES / fixture)).exit_code == 0
    result = cli(home, "card", face, "--json")
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    assert card["oracle_id"] == tmp_card["identifiers"]["scryfallOracleId"]
    assert sorted((p["set"], p["number"]) for p in card["printings"]) == [("SLD", "381"), ("TMP", tmp_card["number"])]
    assert "cards: 1 in the database" in cli(home, "index", "check").stdout
