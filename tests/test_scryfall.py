"""Scryfall API bodies and a bulk-data slice (tests/fixtures/scryfall, see ../gatherer/PROVENANCE.md)
and the records read from them; expected values written from reading the JSON."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

import pytest

from lorehold.errors import UnreadableSource
from lorehold.ingest import mtgjson, scryfall
from lorehold.ingest.records import TranslationFaceRecord

FIXTURES = Path(__file__).parent / "fixtures" / "scryfall"
JACE_ORACLE = "594f6881-c059-46f8-aa4e-7151d502de73"


def parse(name: str):
    data = (FIXTURES / name).read_bytes()
    assert scryfall.sniff(name, data[:4096])
    assert not mtgjson.sniff(name, data[:4096])  # MTGJSON comes first in the sniffing order
    return scryfall.parse(data, name)


def test_card_object_transform() -> None:
    parsed = parse("card_jace-vryns-prodigy_transform_en.json")
    assert parsed.kind == "scryfall"
    assert [(s.code, s.name, s.type) for s in parsed.sets] == [("ORI", "Magic Origins", "core")]
    [bundle] = parsed.cards
    card = bundle.card
    assert card.name == "Jace, Vryn's Prodigy // Jace, Telepath Unbound"
    assert card.oracle_id == JACE_ORACLE
    assert card.layout == "transform"
    assert card.mana_cost == "{1}{U}"  # the front face's: a transform card has no top-level cost
    assert card.mana_value == 2.0
    assert (card.colors, card.color_identity) == ("U", "U")
    assert card.type_line == "Legendary Creature — Human Wizard // Legendary Planeswalker — Jace"
    assert card.keywords == ["Transform", "Mill"]
    assert (card.power, card.toughness) == ("0", "2")
    front, back = card.faces
    assert (front.name, front.mana_cost, front.side) == ("Jace, Vryn's Prodigy", "{1}{U}", "a")
    assert (back.name, back.mana_cost, back.loyalty, back.side) == ("Jace, Telepath Unbound", None, "5", "b")
    assert back.oracle_text.startswith("+1: Up to one target creature gets -2/-0 until your next turn.\n−3: You may cast")
    assert card.oracle_text == front.oracle_text + "\n//\n" + back.oracle_text
    [printing] = bundle.printings
    assert (printing.set_code, printing.number, printing.rarity, printing.artist) == ("ORI", "60", "mythic", "Jaime Jones")
    assert printing.multiverse_id == 398434
    assert printing.scryfall_id == "02d6d693-f1f3-4317-bcc0-c21fa8490d38"
    assert printing.flavor_text == "\"People's thoughts just come to me. Sometimes I don't know if it's them or me thinking.\""
    assert printing.translations == []


def test_rulings_list() -> None:
    parsed = parse("rulings_jace-vryns-prodigy.json")
    [bundle] = parsed.cards
    assert bundle.card.name is None and bundle.card.oracle_id == JACE_ORACLE
    rulings = bundle.rulings
    assert len(rulings) == 16
    assert (rulings[0].date, rulings[0].publisher) == (dt.date(2017, 7, 17), "scryfall")
    assert rulings[0].text == "Jace, Vryn's Prodigy is banned as a commander in Duel Commander format, but it may be part of your deck."
    assert (rulings[1].date, rulings[1].publisher) == (dt.date(2017, 9, 29), "wotc")
    assert sum(r.publisher == "wotc" for r in rulings) == 15
    assert sum(r.date == dt.date(2015, 6, 22) for r in rulings) == 12
    assert {r.language for r in rulings} == {"en"}


# language -> (front name, back name, multiverse ids, a start of the front's printed text)
JACE_PRINTS = {
    "de": ("Jace, Wunderkind von Vryn", "Jace, der entfesselte Telepath", (399265, 399266), "{T}: Ziehe eine Karte"),
    "es": ("Jace, prodigio de Vryn", "Jace, telépata desenfrenado", (401204, 401205), "{T}: Roba una carta"),
    "fr": ("Jace, prodige de Vryn", "Jace, télépathe libéré", (399542, 399543), "{T} : Piochez une carte"),
    "it": ("Jace, Prodigio di Vryn", "Jace, Telepate Libero da Vincoli", (399819, 399820), "{T}: Pesca una carta"),
    "ja": ("ヴリンの神童、ジェイス", "束縛なきテレパス、ジェイス", (400096, 400097), "{T}：カードを１枚引き"),
    "ko": ("브린의 신동 제이스", "해방된 정신술사 제이스", (400373, 400374), "{T}: 카드 한 장을 뽑은 후"),
    "pt": ("Jace, Prodígio de Vryn", "Jace, Telepata Ilimitado", (400650, 400651), "{T}: Compre um card"),
    "ru": ("Джейс, Гений из Врина", "Джейс, Вольный Телепат", (400927, 400928), "{T}: возьмите карту"),
    "zhs": ("维林逸才杰斯", "通念杰斯", (398711, 398712), "{T}：抓一张牌"),
    "zht": ("維林逸才傑斯", "通念傑斯", (398988, 398989), "{T}：抽一張牌"),
}


def test_prints_in_every_language() -> None:
    parsed = parse("search_prints_lang-any_jace-vryns-prodigy_transform_11langs.json")
    assert len(parsed.cards) == 16
    assert {b.card.oracle_id for b in parsed.cards} == {JACE_ORACLE}
    assert {b.card.name for b in parsed.cards} == {"Jace, Vryn's Prodigy // Jace, Telepath Unbound"}
    assert sorted(s.code for s in parsed.sets) == ["ORI", "PIO", "PLST", "PORI", "PS15", "V17"]
    translations = {}
    for bundle in parsed.cards:
        [printing] = bundle.printings
        for t in printing.translations:
            assert (printing.set_code, printing.number) == ("ORI", "60")
            # a foreign object's ids are its own, not the English printing's
            assert printing.multiverse_id is None and printing.scryfall_id is None
            translations[t.language] = t
    assert sorted(translations) == sorted(JACE_PRINTS)
    for language, (front, back, ids, text_start) in JACE_PRINTS.items():
        t = translations[language]
        assert t.name == f"{front} // {back}"
        assert [f.name for f in t.faces] == [front, back]
        assert (t.multiverse_id, tuple(f.multiverse_id for f in t.faces)) == (ids[0], ids)
        assert t.faces[0].text.startswith(text_start)
        assert t.text.startswith(text_start) and "\n//\n" in t.text
    ja = translations["ja"]
    assert ja.faces[0].type_line == "伝説のクリーチャー — 人間・ウィザード"
    assert ja.faces[1].type_line == "プレインズウォーカー ― - ジェイス"
    assert ja.type_line == "伝説のクリーチャー — 人間・ウィザード // プレインズウォーカー ― - ジェイス"
    assert ja.faces[0].flavor_text == "「他人の考えていることが頭の中に勝手に入って来るんだ。時々、考えているのが自分なのか他人なのかが分からなくなってくるよ。」"
    assert translations["zht"].faces[1] == TranslationFaceRecord(
        name="通念傑斯",
        type_line="鵬洛客～ - 傑斯",
        text=translations["zht"].faces[1].text,
        flavor_text=None,
        multiverse_id=398989,
    )
    english = [b.printings[0] for b in parsed.cards if not b.printings[0].translations]
    ori = [p for p in english if p.set_code == "ORI"]
    assert [(p.number, p.multiverse_id) for p in ori] == [("60", 398434)]
    assert sorted((p.set_code, p.number) for p in english) == [
        ("ORI", "60"), ("PIO", "60"), ("PLST", "ORI-60"), ("PORI", "60s"), ("PS15", "60"), ("V17", "12"),
    ]


def test_prints_with_names_only() -> None:
    parsed = parse("search_prints_lang-any_phelddagrif_de-es-fr-it-pt.json")
    assert len(parsed.cards) == 7
    card = parsed.cards[0].card
    assert (card.name, card.mana_cost, card.colors) == ("Phelddagrif", "{1}{G}{W}{U}", "WUG")
    found = {
        t.language: t for b in parsed.cards for p in b.printings for t in p.translations
    }
    assert sorted(found) == ["de", "es", "fr", "it", "pt"]
    assert found["de"].type_line == "Beschwörung einer Legende"
    assert found["de"].text.startswith("{W}: Fliegend bis zum Ende des Zuges. Ein Gegner Deiner Wahl erhält 2 Lebenspunkte dazu.\n{U}: Bringe Phelddagrif")
    for language in ("es", "fr", "it", "pt"):
        assert (found[language].name, found[language].type_line, found[language].text) == ("Phelddagrif", None, None)
    english = {(p.set_code, p.number): p.multiverse_id for b in parsed.cards for p in b.printings if not p.translations}
    assert english == {("ME1", "150"): 159097, ("ALL", "115"): 3227}


def test_bulk_slice() -> None:
    data = (FIXTURES / "bulk-slice_default-cards_88-cards_multi-layout_reserialized-by-mtg_ssm_2024.json").read_bytes()
    parsed = scryfall.parse(data, "default-cards.json")
    assert len(parsed.cards) == 88
    by_name = {b.card.name: b for b in parsed.cards}
    boom = by_name["Boom // Bust"].card
    assert (boom.layout, boom.mana_cost, boom.type_line) == ("split", "{1}{R} // {5}{R}", "Sorcery // Sorcery")
    assert [f.name for f in boom.faces] == ["Boom", "Bust"]
    who = by_name["Who // What // When // Where // Why"].card
    assert [f.mana_cost for f in who.faces] == ["{X}{W}", "{2}{R}", "{2}{U}", "{3}{B}", "{1}{G}"]
    squire = by_name["Faithful Squire // Kaiso, Memory of Loyalty"].card
    assert (squire.layout, squire.mana_cost) == ("flip", "{1}{W}{W}")
    # a reversible card is its face, once: not "Doubling Cube // Doubling Cube"
    cube = by_name["Doubling Cube"]
    assert cube.card.oracle_id is not None and cube.card.faces == [] and cube.card.mana_cost == "{2}"
    assert (cube.printings[0].set_code, cube.printings[0].number) == ("SLD", "1080")
    # the one French card
    library = by_name["Sylvan Library"]
    [t] = library.printings[0].translations
    assert (t.language, t.name) == ("fr", "Bibliothèque sylvestre")
    assert (library.printings[0].set_code, library.printings[0].number) == ("REN", "158")


def test_bulk_file_streamed_in_chunks_gives_the_same_records(monkeypatch) -> None:
    from lorehold.ingest.scryfall import parser

    data = (FIXTURES / "bulk-slice_default-cards_88-cards_multi-layout_reserialized-by-mtg_ssm_2024.json").read_bytes()
    monkeypatch.setattr(parser, "CHUNK", 25)
    chunks = list(scryfall.parse_stream(io.BytesIO(data), "default-cards.json"))
    assert [len(c.cards) for c in chunks] == [25, 25, 25, 13]
    whole = scryfall.parse(data, "default-cards.json")
    assert [b for c in chunks for b in c.cards] == whole.cards


def test_rulings_bulk_file_streamed() -> None:
    body = (
        b'[{"object":"ruling","oracle_id":"594f6881-c059-46f8-aa4e-7151d502de73","source":"wotc",'
        b'"published_at":"2015-06-22","comment":"Each face of a double-faced card has its own set of characteristics."},'
        b'{"object":"ruling","oracle_id":"5007425e-a626-46f7-ab7d-777af97ee724","source":"wotc",'
        b'"published_at":"2018-01-19","comment":"If no card is revealed, the exploring creature receives a +1/+1 counter."}]'
    )
    assert scryfall.sniff("rulings.json", body[:4096])
    [chunk] = list(scryfall.parse_stream(io.BytesIO(body), "rulings.json"))
    assert [(b.card.oracle_id, [r.date for r in b.rulings]) for b in chunk.cards] == [
        (JACE_ORACLE, [dt.date(2015, 6, 22)]),
        ("5007425e-a626-46f7-ab7d-777af97ee724", [dt.date(2018, 1, 19)]),
    ]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b'{"object":"list","data":[{"object":"set","code":"ori"}]}', "not a card or a ruling"),
        (b'{"object":"card","name":"X"}', "without name, set or collector_number"),
        (b'{"object":"card", "name": ', "not valid JSON"),
        (b'{"object":"error","details":"Not found"}', "not a Scryfall card, list or rulings document"),
    ],
)
def test_bad_documents(body: bytes, message: str) -> None:
    with pytest.raises(UnreadableSource, match=message):
        scryfall.parse(body, "x.json")


def test_sniff() -> None:
    assert scryfall.sniff("x.json", b'  {"object":"card","id":"1"}')
    assert scryfall.sniff("all-cards-20240101.json", b'[\n  {\n    "object": "card",')
    assert not scryfall.sniff("x.json", b'{"meta":{"date":"2022-04-25"},"data":{"code":"XLN"}}')
    assert not scryfall.sniff("x.txt", b"Imperiale Vorhut")
