"""Saved Gatherer pages (tests/fixtures/gatherer, see PROVENANCE.md) and the records read from them.
Expected values were written by reading each page in a browser's view of its HTML."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from lorehold.errors import UnreadableSource
from lorehold.ingest import gatherer
from lorehold.ingest.gatherer.html import set_code
from lorehold.ingest.gatherer.languages import gatherer_language
from lorehold.ingest.gatherer.symbols import symbol_from_alt, symbol_from_src
from lorehold.ingest.records import CardLookup, FaceRecord, SetRecord, TranslationRecord

FIXTURES = Path(__file__).parent / "fixtures" / "gatherer"


def parse(name: str):
    data = (FIXTURES / name).read_bytes()
    assert gatherer.sniff(name, data[:4096])
    return gatherer.parse(data, name)


def test_transform_card_both_faces_and_rulings() -> None:
    parsed = parse("details_afflicted-deserter_262675_dfc-transform_rulings_2012.html")
    assert parsed.kind == "gatherer"
    assert parsed.sets == [SetRecord(code="DKA", name="Dark Ascension")]
    [bundle] = parsed.cards
    card = bundle.card
    assert card.name == "Afflicted Deserter // Werewolf Ransacker"
    assert card.layout == "transform"
    assert card.mana_cost == "{3}{R}"
    assert card.mana_value == 4.0
    assert card.type_line == "Creature — Human Werewolf // Creature — Werewolf"
    assert (card.power, card.toughness) == ("3", "2")
    assert card.lookup == CardLookup(multiverse_id=262675, name="Afflicted Deserter // Werewolf Ransacker", language="en")
    assert card.faces == [
        FaceRecord(
            name="Afflicted Deserter", mana_cost="{3}{R}", type_line="Creature — Human Werewolf",
            oracle_text="At the beginning of each upkeep, if no spells were cast last turn, transform Afflicted Deserter.",
            power="3", toughness="2", side="a",
        ),
        FaceRecord(
            name="Werewolf Ransacker", mana_cost=None, type_line="Creature — Werewolf",
            oracle_text="Whenever this creature transforms into Werewolf Ransacker, you may destroy target artifact. "
            "If that artifact is put into a graveyard this way, Werewolf Ransacker deals 3 damage to that artifact's "
            "controller.\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform "
            "Werewolf Ransacker.",
            power="5", toughness="4", side="b",
        ),
    ]
    assert card.oracle_text == card.faces[0].oracle_text + "\n//\n" + card.faces[1].oracle_text
    [printing] = bundle.printings
    # Gatherer numbers the faces 81a and 81b; the card is number 81
    assert (printing.set_code, printing.number, printing.rarity) == ("DKA", "81", "uncommon")
    assert printing.artist == "David Palumbo"
    assert printing.multiverse_id == 262675
    assert printing.flavor_text == "The rising of the first full moon eliminated any doubt as to the horrible truth lurking within."
    assert [r.date for r in bundle.rulings] == [dt.date(2011, 1, 22)] * 4
    assert bundle.rulings[0].text == (
        "You choose the target artifact when Werewolf Ransacker's first triggered ability goes on the stack. "
        "You choose whether or not to destroy the artifact when that ability resolves."
    )
    assert bundle.rulings[3].text.startswith('If something becomes a copy of Werewolf Ransacker, that doesn\'t count as "transforming')
    assert {r.language for r in bundle.rulings} == {"en"}


def test_back_face_page_is_the_same_card_found_by_its_own_id() -> None:
    front = parse("details_afflicted-deserter_262675_dfc-transform_rulings_2012.html").cards[0]
    back = parse("details_werewolf-ransacker_262698_dfc-back-face_rulings_2012.html").cards[0]
    assert back.card.lookup.multiverse_id == 262698
    assert back.card.name == front.card.name
    assert back.card.faces == front.card.faces
    assert back.printings == front.printings
    assert back.rulings == front.rulings


def test_flip_card() -> None:
    [bundle] = parse("details_akki-lavarunner_78694_flip_2012.html").cards
    card = bundle.card
    assert card.name == "Akki Lavarunner // Tok-Tok, Volcano Born"
    assert card.layout == "flip"
    assert [f.name for f in card.faces] == ["Akki Lavarunner", "Tok-Tok, Volcano Born"]
    assert card.faces[0].oracle_text == "Haste\nWhenever Akki Lavarunner deals damage to an opponent, flip it."
    assert card.faces[1].type_line == "Legendary Creature — Goblin Shaman"
    assert card.faces[1].oracle_text == (
        "Protection from red\nIf a red source would deal damage to a player, it deals that much damage plus 1 "
        "to that player instead."
    )
    assert (card.faces[1].power, card.faces[1].toughness) == ("2", "2")
    [printing] = bundle.printings
    assert (printing.set_code, printing.number, printing.multiverse_id) == ("CHK", "153", 78694)
    assert bundle.rulings == []


@pytest.mark.parametrize(
    ("name", "shown", "other", "cost", "text"),
    [
        ("details_fire-ice_27166_split_part-fire_2012.html", "Fire", "Ice", "{1}{R}",
         "Fire deals 2 damage divided as you choose among one or two target creatures and/or players."),
        ("details_fire-ice_27166_split_both-halves_2012.html", "Ice", "Fire", "{1}{U}",
         "Tap target permanent.\nDraw a card."),
    ],
)
def test_split_card_half(name: str, shown: str, other: str, cost: str, text: str) -> None:
    parsed = parse(name)
    [bundle] = parsed.cards
    card = bundle.card
    # the page shows one half; the card is the whole, the half is its face, at its place
    assert card.name == "Fire // Ice"
    assert card.layout == "split"
    assert card.mana_cost is None and card.oracle_text is None
    faces = {f.name: f for f in card.faces}
    assert [f.name for f in card.faces] == ["Fire", "Ice"]
    assert faces[shown].mana_cost == cost
    assert faces[shown].type_line == "Instant"
    assert faces[shown].oracle_text == text
    assert faces[other] == FaceRecord(name=other, side=faces[other].side)
    assert card.lookup == CardLookup(multiverse_id=27166, name=shown, language="en")
    [printing] = bundle.printings
    # Gatherer's old code for Apocalypse is AP
    assert (printing.set_code, printing.number, printing.artist) == ("APC", "128", "Franz Vohwinkel")
    assert parsed.sets == [SetRecord(code="APC", name="Apocalypse")]


def test_star_power_toughness_and_ruling() -> None:
    [bundle] = parse("details_tarmogoyf_136142_star-pt_rulings_2012.html").cards
    card = bundle.card
    assert (card.name, card.mana_cost, card.type_line) == ("Tarmogoyf", "{1}{G}", "Creature — Lhurgoyf")
    assert (card.power, card.toughness) == ("*", "1+*")
    assert card.oracle_text.startswith("Tarmogoyf's power is equal to the number of card types")
    assert card.oracle_text.endswith("(Artifact, creature, enchantment, instant, land, planeswalker, sorcery, and tribal are card types.)")
    [ruling] = bundle.rulings
    assert ruling.date == dt.date(2007, 5, 1)  # 5/1/2007: Gatherer writes month first
    assert ruling.text.startswith("Tarmogoyf counts card types, not cards.")
    assert not ruling.date_ambiguous
    assert [(p.set_code, p.number, p.rarity) for p in bundle.printings] == [("FUT", "153", "rare")]


def test_phyrexian_mana_symbols() -> None:
    [bundle] = parse("details_vault-skirge_217984_phyrexian-mana_rulings_2012.html").cards
    card = bundle.card
    assert card.mana_cost == "{1}{B/P}"
    assert card.type_line == "Artifact Creature — Imp"
    assert card.oracle_text == (
        "({B/P} can be paid with either {B} or 2 life.)\nFlying\n"
        "Lifelink (Damage dealt by this creature also causes you to gain that much life.)"
    )
    assert [r.date for r in bundle.rulings] == [dt.date(2011, 6, 1)] * 5
    assert bundle.rulings[3].text == "If you're at 1 life or less, you can't pay 2 life."
    assert bundle.printings[0].flavor_text == "From the remnants of the dead, Geth forged a swarm to safeguard his throne."
    assert (bundle.printings[0].set_code, bundle.printings[0].number) == ("NPH", "76")


# (file, language, name, type line, text, flavor text, page's multiverse id)
PRINTED = [
    ("details_printed_birds-of-paradise_de_263789_2012.html", "de", "Paradiesvögel", "Kreatur — Vogel",
     "Fliegend\n{T}: Erhöhe deinen Manavorrat um ein Mana einer beliebigen Farbe.",
     "„Ihre Federn dienten den Göttern, um die Welt farbig anzustreichen.\"\n—Yare-Tiva, Bewahrerin des Gramurwaldes",
     263789),
    ("details_printed_birds-of-paradise_fr_263540_2012.html", "fr", "Oiseaux de paradis", "Créature : - oiseau",
     "Vol\n{T} : Ajoutez un mana de la couleur de votre choix à votre réserve.",
     "« Les dieux ont utilisé leurs plumes pour peindre toutes les couleurs du monde. »\n—Yare-Tiva, garde de la forêt de Gramur",
     263540),
    ("details_printed_birds-of-paradise_ja_264287_2012.html", "ja", "極楽鳥", "クリーチャー ― - 鳥",
     "飛行\n{T}：あなたのマナ・プールに、好きな色１色のマナ１点を加える。",
     "「神様はその鳥の羽根で、世界中の色を塗り上げたのです。」\n――グラマー森の保護者、イェイラ＝ティヴァ",
     264287),
    ("details_printed_birds-of-paradise_zh-hans_263042_2012.html", "zhs", "天堂鸟", "生物～ - 鸟",
     "飞行\n{T}：加一点任意颜色的法术力到你的法术力池中。",
     "「神明用他们的羽毛来为世界着色。」\n～格拉莫树林守卫叶提娃",
     263042),
]


@pytest.mark.parametrize(("name", "language", "printed", "type_line", "text", "flavor", "multiverse_id"), PRINTED)
def test_printed_foreign_page(name, language, printed, type_line, text, flavor, multiverse_id) -> None:
    parsed = parse(name)
    [bundle] = parsed.cards
    # the page never says its language: it is read from the printed words
    assert bundle.card.name is None
    assert bundle.card.lookup == CardLookup(multiverse_id=multiverse_id, name=printed, language=language)
    [printing] = bundle.printings
    # the page's set has no symbol; "All Sets" names it (Magic 2012 -> M12) with the English printing's id
    assert (printing.set_code, printing.number, printing.rarity) == ("M12", "165", "rare")
    assert printing.multiverse_id == 221896
    assert printing.artist == "Marcelo Vignali"
    assert printing.translations == [
        TranslationRecord(language=language, name=printed, type_line=type_line, text=text, flavor_text=flavor,
                          multiverse_id=multiverse_id)
    ]
    assert parsed.sets == [SetRecord(code="M12", name="Magic 2012")]


def test_languages_page() -> None:
    [bundle] = parse("languages_birds-of-paradise_by-name_2012.html").cards
    assert bundle.card.name == "Birds of Paradise"
    assert bundle.card.lookup == CardLookup(multiverse_id=None, name="Birds of Paradise", language="en")
    assert [(t.language, t.name, t.multiverse_id) for t in bundle.translations] == [
        ("fr", "Oiseaux de paradis", 263540),
        ("it", "Uccelli del Paradiso", 264038),
        ("ja", "極楽鳥", 264287),
        ("zht", "天堂鳥", 263291),
        ("de", "Paradiesvögel", 263789),
        ("es", "Aves del paraíso", 265034),
        ("ru", "Райские Птицы", 264785),
        ("zhs", "天堂鸟", 263042),
        ("pt", "Aves do Paraíso", 264536),
    ]


def test_languages_page_portuguese_label_and_id() -> None:
    [bundle] = parse("languages_glimpse-of-nature_75241_2012.html").cards
    assert bundle.card.lookup.multiverse_id == 75241
    assert bundle.card.name == "Glimpse of Nature"
    assert [(t.language, t.name, t.multiverse_id) for t in bundle.translations] == [
        ("de", "Einblick in die Natur", 85862),
        ("fr", "Aperçu de la nature", 85555),
        ("it", "Barlume della Natura", 86169),
        ("ja", "垣間見る自然", 86476),
        ("zhs", "瞥视自然", 85248),
        ("pt", "Relance da Natureza", 86783),  # Gatherer says "Portuguese"
        ("es", "Vislumbrar la naturaleza", 87090),
    ]


def test_languages_page_without_foreign_printings() -> None:
    [bundle] = parse("languages_black-lotus_600_no-foreign-printings_2012.html").cards
    assert bundle.card.name == "Black Lotus"
    assert bundle.card.lookup.multiverse_id == 600
    assert bundle.translations == []


def test_search_results() -> None:
    parsed = parse("search_set-innistrad_standard-output_page0_2012.html")
    assert len(parsed.cards) == 25
    assert [s.code for s in parsed.sets] == ["ISD", "TSP", "ZEN"]
    by_name = {b.card.name: b.card for b in parsed.cards}
    ghoul = by_name["Abattoir Ghoul"]
    assert (ghoul.mana_cost, ghoul.mana_value, ghoul.type_line) == ("{3}{B}", 4.0, "Creature — Zombie")
    assert (ghoul.power, ghoul.toughness) == ("3", "2")
    assert ghoul.oracle_text == (
        "First strike\nWhenever a creature dealt damage by Abattoir Ghoul this turn dies, you gain life equal to "
        "that creature's toughness."
    )
    assert ghoul.lookup.multiverse_id == 222911
    # "Altar’s Reap (Altar's Reap)": the name asked for, not the curly title
    assert "Altar's Reap" in by_name and by_name["Altar's Reap"].lookup.multiverse_id == 226890
    # symbols inside the rules text
    assert by_name["Avacynian Priest"].oracle_text == "{1}, {T}: Tap target non-Human creature."
    assert by_name["Avacyn's Pilgrim"].oracle_text == "{T}: Add {W} to your mana pool."
    assert by_name["Blazing Torch"].oracle_text.endswith("Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)")
    assert (by_name["Boneyard Wurm"].power, by_name["Boneyard Wurm"].toughness) == ("*", "*")
    assert by_name["Bane of Hanweir"].mana_cost is None
    assert by_name["Army of the Damned"].mana_cost == "{5}{B}{B}{B}"


@pytest.mark.parametrize(
    ("alt", "symbol"),
    [("Phyrexian Black", "{B/P}"), ("Blue or Red", "{U/R}"), ("Tap", "{T}"), ("Untap", "{Q}"),
     ("3", "{3}"), ("Variable Colorless", "{X}"), ("Two or White", "{2/W}"), ("Green", "{G}"),
     ("Snow", "{S}"), ("Phyrexian Green or White", "{G/W/P}"), ("Colorless", "{C}"), ("Rating", None)],
)
def test_symbol_alt_text(alt: str, symbol: str | None) -> None:
    assert symbol_from_alt(alt) == symbol


@pytest.mark.parametrize(
    ("src", "symbol"),
    [("/Handlers/Image.ashx?size=medium&name=BP&type=symbol", "{B/P}"),
     ("/Handlers/Image.ashx?size=small&name=tap&type=symbol", "{T}"),
     ("/Handlers/Image.ashx?name=UR&type=symbol", "{U/R}"),
     ("/Handlers/Image.ashx?name=2W&type=symbol", "{2/W}"),
     ("../../Handlers/Image.ashx?type=symbol&set=DKA&size=small&rarity=U", None)],
)
def test_symbol_image_address(src: str, symbol: str | None) -> None:
    assert symbol_from_src(src) == symbol


@pytest.mark.parametrize(
    ("label", "code"),
    [("French", "fr"), ("Chinese Traditional", "zht"), ("Chinese Simplified", "zhs"), ("Portuguese", "pt"),
     ("Portuguese (Brazil)", "pt"), ("Japanese", "ja"), ("Korean", "ko"), ("Russian", "ru")],
)
def test_gatherer_language_labels(label: str, code: str) -> None:
    assert gatherer_language(label) == code


def test_old_gatherer_set_codes() -> None:
    assert [set_code(c) for c in ("1E", "2E", "2U", "AP", "DKA", "m12")] == ["LEA", "LEB", "2ED", "APC", "DKA", "M12"]


def test_not_a_card_page() -> None:
    html = b"<html><head><title>Help - Gatherer - Magic: The Gathering</title></head><body><form id='aspnetForm' action='Help.aspx'></form></body></html>"
    assert gatherer.sniff("help.html", html)
    with pytest.raises(UnreadableSource, match="not a card, Languages or search page"):
        gatherer.parse(html, "help.html")


def test_sniff_leaves_other_pages() -> None:
    assert not gatherer.sniff("page.txt", b"Imperiale Vorhut\n\nImmer wenn ...")
    assert not gatherer.sniff("card.json", b'{"object":"card"}')
    # JSON that links to Gatherer is not a Gatherer page
    assert not gatherer.sniff("card.json", b'{"related_uris":{"gatherer":"https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=1"}}')
