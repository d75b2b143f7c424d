"""magicthegathering.io card JSON (tests/fixtures/other, the mtg-sdk-ruby sample response)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from lorehold.errors import UnreadableSource
from lorehold.ingest import mtgio, mtgjson, scryfall

FIXTURE = Path(__file__).parent / "fixtures" / "other" / "mtg-api-io_v1-cards_emn-2-cards_foreignNames_2016.json"


def test_cards_with_foreign_names() -> None:
    data = FIXTURE.read_bytes()
    assert mtgio.sniff(FIXTURE.name, data[:4096])
    assert not mtgjson.sniff(FIXTURE.name, data[:4096]) and not scryfall.sniff(FIXTURE.name, data[:4096])
    parsed = mtgio.parse(data, FIXTURE.name)
    assert parsed.kind == "mtgio"
    assert [(s.code, s.name) for s in parsed.sets] == [("EMN", "Eldritch Moon")]
    decimator, emrakul = parsed.cards
    card = decimator.card
    assert (card.name, card.mana_cost, card.mana_value, card.type_line) == (
        "Decimator of the Provinces", "{10}", 10.0, "Creature — Eldrazi Boar"
    )
    assert (card.power, card.toughness) == ("7", "7")
    assert card.oracle_text.startswith("Emerge {6}{G}{G}{G} (You may cast this spell by sacrificing a creature")
    assert card.oracle_text.endswith("\nTrample, haste")
    assert card.lookup.multiverse_id == 414291
    [printing] = decimator.printings
    assert (printing.set_code, printing.number, printing.rarity, printing.artist) == ("EMN", "2", "mythic", "Svetlin Velinov")
    assert printing.multiverse_id == 414291
    assert [(t.language, t.name, t.multiverse_id) for t in printing.translations] == [
        ("zhs", "屠省野猪", 414514),
        ("zht", "屠省野豬", 414737),
        ("fr", "Décimateur des provinces", 415183),
        ("de", "Dezimierer der Provinzen", 414960),
        ("it", "Decimatore delle Province", 415406),
        ("ja", "州民を滅ぼすもの", 415629),
        ("ko", "민중 대량학살자", 415852),
        ("pt", "Dizimador das Províncias", 416075),
        ("ru", "Истребитель Провинций", 416298),
        ("es", "Diezmador de las provincias", 416521),
    ]
    assert decimator.rulings == []
    [printing] = emrakul.printings
    assert printing.flavor_text == "An enigma as vexing as life itself."
    assert emrakul.card.type_line == "Legendary Creature — Eldrazi"
    assert {t.language: t.name for t in printing.translations}["ja"] == "約束された終末、エムラクール"


def test_single_card_with_rulings() -> None:
    body = (
        '{"card":{"name":"Tarmogoyf","manaCost":"{1}{G}","cmc":2,"type":"Creature — Lhurgoyf","set":"FUT",'
        '"setName":"Future Sight","number":"153","multiverseid":136142,"power":"*","toughness":"1+*",'
        '"rulings":[{"date":"2007-05-01","text":"Tarmogoyf counts card types, not cards."}],'
        '"foreignNames":[{"name":"タルモゴイフ","language":"Japanese","multiverseid":145466}]}}'
    ).encode()
    assert mtgio.sniff("card.json", body)
    [bundle] = mtgio.parse(body, "card.json").cards
    assert (bundle.card.power, bundle.card.toughness) == ("*", "1+*")
    assert [(r.date, r.text, r.publisher) for r in bundle.rulings] == [
        (dt.date(2007, 5, 1), "Tarmogoyf counts card types, not cards.", "wotc")
    ]
    assert [(t.language, t.name) for t in bundle.printings[0].translations] == [("ja", "タルモゴイフ")]


def test_bad_documents() -> None:
    with pytest.raises(UnreadableSource, match="not a magicthegathering.io response"):
        mtgio.parse(b'{"cards": 3}', "x.json")
    with pytest.raises(UnreadableSource, match="unknown language 'Klingon'"):
        mtgio.parse(b'{"cards":[{"name":"X","foreignNames":[{"name":"Y","language":"Klingon"}]}]}', "x.json")
