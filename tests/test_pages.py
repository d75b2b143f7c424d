"""Captured card pages and rulings pages (tests/fixtures/pages) and the records read from them;
the expected values were copied from the pages by hand. Variations of the same page (HTML, other
block orders, chrome, date forms) test the reading rather than one layout."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from lorehold.errors import UnreadableSource
from lorehold.ingest import pages
from lorehold.ingest.pages.reader import read_page
from lorehold.ingest.records import CardLookup

FIXTURES = Path(__file__).parent / "fixtures"
CARD_PAGE = FIXTURES / "pages" / "000_55ac3f50e395e43e.txt"
RULINGS_PAGE = FIXTURES / "pages" / "001_90ee7bdd40c1e6ff.txt"
D = dt.date(2018, 1, 19)

# (language, name, first words of the text, last words of the text), as the page shows them
TRANSLATIONS = [
    ("de", "Imperiale Vorhut", "Immer wenn die Imperiale Vorhut einem Spieler Kampfschaden zufügt, erkundet sie.",
     "lege dann die Karte zurück oder auf deinen Friedhof.)"),
    ("es", "Vanguardia del emperador", "Siempre que la Vanguardia del emperador haga daño de combate a un jugador, explora.",
     "devuelve la carta a su sitio o ponla en tu cementerio.)"),
    ("fr", "Avant-garde de l'empereur", "À chaque fois que l'Avant-garde de l'empereur inflige des blessures de combat à un joueur, elle explore.",
     "ou mettez-la dans votre cimetière.)"),
    ("it", "Avanguardia dell'Imperatore", "Ogniqualvolta l'Avanguardia dell'Imperatore infligge danno da combattimento a un giocatore, esplora.",
     "o mettila nel tuo cimitero.)"),
    ("ja", "皇帝の先兵", "皇帝の先兵がプレイヤー１人に戦闘ダメージを与えるたび、これは探検を行う。",
     "そのカードを戻すかあなたの墓地に置く。）"),
    ("ko", "황제의 선봉대", "황제의 선봉대가 플레이어에게 전투피해를 입힐 때마다, 황제의 선봉대는 탐험을 한다.",
     "당신의 무덤에 넣는다.)"),
    ("pt", "Vanguarda do Imperador", "Toda vez que Vanguarda do Imperador causa dano de combate a um jogador, ela explora.",
     "ou coloque-o em seu cemitério.)"),
    ("ru", "Императорский Авангард", "Каждый раз, когда Императорский Авангард наносит боевые повреждения игроку, он использует Разведку.",
     "положите ее на ваше кладбище.)"),
    ("zhs", "皇帝的先锋", "每当皇帝的先锋对任一牌手造成战斗伤害时，令它勘察。", "或置入你的坟墓场。）"),
    ("zht", "皇帝的先鋒", "每當皇帝的先鋒對任一玩家造成戰鬥傷害時，令它勘察。", "或置入你的墳墓場。）"),
]
ORACLE = (
    "Whenever this creature deals combat damage to a player, it explores. (Reveal the top card of your library. "
    "Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the "
    "card back or put it into your graveyard.)"
)
PRINTED = ORACLE.replace("Whenever this creature deals", "Whenever Emperor's Vanguard deals")
# the page's rulings, first words
RULINGS = [
    "If a resolving spell or ability instructs a specific creature to explore but that creature has left the battlefield",
    "If a resolving spell or ability instructs a specific creature to explore but that creature has left the battlefield",
    "If an ability instructs a creature to explore, its controller reveals the top card of their library.",
    "If no card is revealed, most likely because that player's library is empty, the exploring creature receives a +1/+1 counter.",
    "In some unusual cases, noncreature permanents may explore.",
    "Once an ability that causes a creature to explore begins to resolve, no player may take any other actions until it's done.",
    "Some spells or abilities might cause a creature to explore multiple times in a row.",
]


def check_card_page(reading) -> None:
    bundle = reading.bundle
    assert bundle.card.name == "Emperor's Vanguard"
    assert bundle.card.oracle_text == ORACLE
    assert bundle.card.oracle_id is None
    lookup = bundle.card.lookup
    assert (lookup.name, lookup.language, lookup.alternatives, lookup.given) == ("Emperor's Vanguard", "en", [], False)
    got = {t.language: t for t in bundle.translations}
    assert sorted(got) == sorted(lang for lang, *_ in TRANSLATIONS)
    for language, name, start, end in TRANSLATIONS:
        t = got[language]
        assert (t.name, t.type_line) == (name, None)
        assert t.text.startswith(start) and t.text.endswith(end), language
    assert reading.set_names == ["Ixalan Promos", "Ixalan"]
    assert reading.printed_text == PRINTED
    assert len(bundle.rulings) == 7
    for ruling, start in zip(bundle.rulings, RULINGS):
        assert ruling.text.startswith(start)
        assert (ruling.language, ruling.date, ruling.translation_of) == ("en", None, None)
    assert bundle.rulings[0].text.endswith('Effects that trigger "whenever a creature explores" trigger as appropriate.')
    assert bundle.rulings[1].text.endswith('Effects that trigger "whenever a creature you control explores" trigger if appropriate.')


def test_card_page() -> None:
    data = CARD_PAGE.read_bytes()
    assert pages.sniff(CARD_PAGE.name, data[:4096])
    reading = read_page(data, CARD_PAGE.name)
    check_card_page(reading)
    parsed = pages.parse(data, CARD_PAGE.name)
    assert parsed.kind == "page"
    assert parsed.cards == [reading.bundle]


def test_rulings_page() -> None:
    data = RULINGS_PAGE.read_bytes()
    reading = read_page(data, RULINGS_PAGE.name)
    bundle = reading.bundle
    assert reading.title == "Imperiale Vorhut"
    assert bundle.card.name is None
    assert bundle.card.lookup.name == "Imperiale Vorhut"
    assert bundle.translations == []
    assert [(r.date, r.language) for r in bundle.rulings] == [
        (D, "en"), (D, "de"), (D, "en"), (D, "en"), (D, "en"), (D, "de"), (D, "en"),
    ]
    assert not any(r.date_ambiguous for r in bundle.rulings)
    # each German ruling has its own date: the page does not pair it with an English one
    assert [r.translation_of for r in bundle.rulings] == [None] * 7
    assert bundle.rulings[1].text.startswith(
        "Wenn ein verrechnender Zauberspruch oder eine verrechnende Fähigkeit eine bestimmte Kreatur anweist zu erkunden"
    )
    assert bundle.rulings[5].text.endswith("nachdem du eine Nichtlandkarte offenlegst, aber bevor sie eine Marke erhält.")
    assert bundle.rulings[6].text == (
        "Some spells or abilities might cause a creature to explore multiple times in a row. If you reveal a nonland "
        "card when a creature explores and leave it on top of your library, then the creature explores again "
        "immediately afterwards, you'll reveal the same card again."
    )


def _blocks(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n\n")


def test_card_page_blocks_in_another_order_as_html_with_chrome() -> None:
    blocks = _blocks(CARD_PAGE)
    pairs = [blocks[i : i + 2] for i in range(0, 22, 2)]  # 10 foreign pairs, then the English one
    order = [pairs[10], pairs[9], pairs[4], pairs[0], pairs[7], pairs[2], pairs[6], pairs[1], pairs[8], pairs[3], pairs[5]]
    body = "".join(f"<h2>{n}</h2><div class='text'><p>{t}</p></div><div class='price'>€0,25</div>" for n, t in order)
    rest = "".join(f"<p>{b}</p>" for b in blocks[22:])
    html = (
        "<!DOCTYPE html><html><head><title>Emperor's Vanguard · Cards</title></head><body>"
        "<div id='cookie-banner'>We use cookies. <a>Accept all</a></div>"
        "<nav><ul><li>Home</li><li>Sets</li><li>Advanced Search</li></ul></nav>"
        "<div class='breadcrumb'>Home › Ixalan › Emperor's Vanguard</div>"
        f"<main>{body}<section>{rest}</section></main>"
        "<p>Buy on TCGplayer $0.19</p><footer>© 2024 Cards · Privacy Policy</footer></body></html>"
    ).encode()
    assert pages.sniff("card.html", html[:4096])
    check_card_page(read_page(html, "card.html"))


def test_rulings_page_with_dates_after_the_text_and_publishers() -> None:
    page = "\n\n".join([
        "EMPEROR'S VANGUARD — RULINGS",
        "If no card is revealed, most likely because that player's library is empty, the exploring creature receives a +1/+1 counter.",
        "2018-01-19 · Wizards of the Coast",
        "Once an ability that causes a creature to explore begins to resolve, no player may take any other actions until it's done.",
        "2023-11-10 · Scryfall",
    ])
    reading = read_page(page.encode(), "rulings.txt")
    assert reading.bundle.card.lookup.name == "EMPEROR'S VANGUARD"  # any case; the lookup folds it
    assert [(r.date, r.publisher) for r in reading.bundle.rulings] == [
        (D, "wotc"), (dt.date(2023, 11, 10), "scryfall"),
    ]


@pytest.mark.parametrize(
    ("first", "second", "dates", "ambiguous"),
    [
        # the page's other date writes the day first: 05/06 is 5 June
        ("19/01/2018", "05/06/2018", [D, dt.date(2018, 6, 5)], [False, False]),
        # ... or the month first: 05/06 is 6 May
        ("1/19/2018", "05/06/2018", [D, dt.date(2018, 5, 6)], [False, False]),
        # nothing says: flagged, read month first on an English page, day first when zero-padded
        ("5/6/2018", "7/8/2019", [dt.date(2018, 5, 6), dt.date(2019, 7, 8)], [True, True]),
        ("05/06/2018", "07/08/2019", [dt.date(2018, 6, 5), dt.date(2019, 8, 7)], [True, True]),
        ("19. Januar 2018", "10 novembre 2023", [D, dt.date(2023, 11, 10)], [False, False]),
        ("2018年1月19日", "2023-11-10", [D, dt.date(2023, 11, 10)], [False, False]),
    ],
)
def test_rulings_page_date_forms(first: str, second: str, dates: list, ambiguous: list) -> None:
    page = "\n\n".join([
        "Emperor's Vanguard",
        first,
        "If no card is revealed, most likely because that player's library is empty, the exploring creature receives a +1/+1 counter.",
        second,
        "Once an ability that causes a creature to explore begins to resolve, no player may take any other actions until it's done.",
    ])
    rulings = read_page(page.encode(), "rulings.txt").bundle.rulings
    assert [r.date for r in rulings] == dates
    assert [r.date_ambiguous for r in rulings] == ambiguous


def test_foreign_rulings_paired_by_the_page() -> None:
    english = [
        "If no card is revealed, most likely because that player's library is empty, the exploring creature receives a +1/+1 counter.",
        "Once an ability that causes a creature to explore begins to resolve, no player may take any other actions until it's done.",
    ]
    german = [
        "Falls keine Karte offenbart wird, meist weil die Bibliothek des Spielers leer ist, erhält die erkundende Kreatur eine +1/+1-Marke.",
        "Sobald die Verrechnung einer Fähigkeit, die eine Kreatur erkunden lässt, beginnt, darf kein Spieler weitere Aktionen durchführen, bis sie abgeschlossen ist.",
    ]
    # one date, then the English ruling and its translation under it
    page = "\n\n".join(["Imperiale Vorhut", "19.01.2018", english[0], german[0], "10.11.2023", english[1], german[1]])
    rulings = read_page(page.encode(), "r.txt").bundle.rulings
    assert [(r.language, r.translation_of) for r in rulings] == [("en", None), ("de", 0), ("en", None), ("de", 2)]
    # all English rulings, then all German ones with the same dates in the same order
    page = "\n\n".join(["Imperiale Vorhut", "19.01.2018", english[0], "10.11.2023", english[1],
                        "19.01.2018", german[0], "10.11.2023", german[1]])
    rulings = read_page(page.encode(), "r.txt").bundle.rulings
    assert [(r.language, r.translation_of) for r in rulings] == [("en", None), ("en", None), ("de", 0), ("de", 1)]
    # different dates: kept apart
    page = "\n\n".join(["Imperiale Vorhut", "10.11.2016", german[0], "19.01.2018", english[0]])
    rulings = read_page(page.encode(), "r.txt").bundle.rulings
    assert [(r.language, r.translation_of) for r in rulings] == [("de", None), ("en", None)]
    # (page-23) a text in another language under a date of its own later than every English ruling's,
    # paired with none, is no ruling: a reader's post after the rulings it quotes
    page = "\n\n".join(["Imperiale Vorhut", "19.01.2018", english[0], "10.11.2023", german[0]])
    rulings = read_page(page.encode(), "r.txt").bundle.rulings
    assert [(r.language, r.translation_of) for r in rulings] == [("en", None)]


def test_page_naming_no_card_needs_card_option() -> None:
    page = "\n\n".join([
        "19/01/2018",
        "If no card is revealed, most likely because that player's library is empty, the exploring creature receives a +1/+1 counter.",
    ]).encode()
    # dated rulings and no name: the loader looks for a card the lines name, else asks for --card
    [bundle] = pages.parse(page, "rulings.txt").cards
    assert bundle.card.name is None and bundle.card.lookup.name is None and not bundle.card.lookup.alternatives
    [bundle] = pages.parse(page, "rulings.txt", card="Over the Edge").cards
    assert bundle.card.lookup == CardLookup(name="Over the Edge", given=True)
    assert [(r.date, r.language) for r in bundle.rulings] == [(D, "en")]


def test_empty_and_chrome_only_pages_are_unreadable() -> None:
    with pytest.raises(UnreadableSource, match="not a card or rulings page"):
        pages.parse(b"Home\n\nAccept all cookies\n\n$0.25\n", "empty.txt")


def test_sniff() -> None:
    assert pages.sniff("page.txt", "Imperiale Vorhut\n\nImmer wenn".encode())
    assert pages.sniff("download", b"<!DOCTYPE html><html>")
    assert not pages.sniff("x.bin", b"\x00\x01\x02binary")
    # JSON no card format took is read by its prose: this one has none, and is refused in one line
    with pytest.raises(UnreadableSource, match="not a card or rulings page"):
        pages.parse(b'{"cards": []}', "cards.json")


def test_magiccards_sitemap_set_names() -> None:
    path = FIXTURES / "other" / "magiccards-info_sitemap_set-names-multilang_2012.html"
    parsed = pages.parse(path.read_bytes(), path.name)
    sets = {s.code: s for s in parsed.sets}
    assert len(sets) == 135
    dka = sets["DKA"]
    assert dka.name == "Dark Ascension"
    assert dka.translations == {
        "de": "Dunkles Erwachen", "es": "Ascenso siniestro", "fr": "Obscure ascension", "it": "Ascesa Oscura",
        "ja": "闇の隆盛", "ko": "어둠의 강림", "pt": "Ascensão das Trevas", "ru": "Возвышение Мрака",
        "zhs": "黑影笼罩", "zht": "黑影籠罩",
    }
    # the site's own codes map to MTGJSON's: cfx is Conflux, CON
    assert sets["CON"].name == "Conflux" and sets["CON"].translations["ja"] == "コンフラックス"
    assert sets["APC"].translations["de"] == "Apokalypse"
    assert "CFX" not in sets and "15ANN" not in sets
