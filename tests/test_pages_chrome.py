"""Site chrome removal as a table: lines card sites wrap around a card, and card data that must
survive although it looks a little like chrome (card names such as "Price of Progress")."""

from __future__ import annotations

import pytest

from lorehold.ingest.pages.blocks import html_blocks
from lorehold.ingest.pages.chrome import chrome_attribute, is_chrome, strip_chrome

CHROME = [
    # cookie banners, in several languages
    "We use cookies to personalise content and ads. By continuing to browse you agree to our use of cookies.",
    "Accept all",
    "Manage preferences",
    "Wir verwenden Cookies, um Inhalte und Anzeigen zu personalisieren.",
    "Nous utilisons des cookies pour améliorer votre expérience.",
    "Utilizamos cookies propias y de terceros.",
    "当サイトではクッキーを使用しています。",
    "本网站使用Cookie以改善您的体验。",
    # navigation, in several languages
    "Home",
    "Advanced Search",
    "Random Card",
    "Sign in",
    "Startseite",
    "Erweiterte Suche",
    "Accueil",
    "Búsqueda avanzada",
    "Главная",
    "ホーム",
    "검색",
    "首页",
    "Home › Cards › Ixalan › Emperor's Vanguard",
    "English | Deutsch | Français | Italiano | Español | Português | 日本語",
    "Back to top ▲",
    "Share on Facebook",
    "Join our Discord",
    # shops and prices
    "$0.25",
    "€0,12 · $0.19 · 0.02 tix",
    "Preis: 1,23 €",
    "Market price: $0.31",
    "Buy on TCGplayer",
    "Cardmarket",
    "Add to cart",
    "In den Warenkorb",
    "Ajouter au panier",
    "In stock",
    # legal lines, ratings, labels, legalities
    "Wizards of the Coast, Magic: The Gathering, and their logos are trademarks of Wizards of the Coast LLC in the United States and other countries. © 1993-2024 Wizards. All Rights Reserved.",
    "Portions of this site are unofficial Fan Content permitted under the Wizards of the Coast Fan Content Policy.",
    "© 2024 Example Cards",
    "Privacy Policy",
    "Datenschutzerklärung",
    "★★★★☆",
    "Rating: 4.5 / 5",
    "(28 votes)",
    "Illustrated by Victor Adame Minguez",
    "Artist: Victor Adame Minguez",
    "Mana Value: 4",
    "Rarity: Rare",
    "Standard: Not legal",
    "Modern Legal",
    "Share on Facebook",
    "Follow us on Twitter",
    "Advertisement",
    "Page 2",
    "1 of 11",
    "•",
]


@pytest.mark.parametrize("line", CHROME)
def test_chrome(line: str) -> None:
    assert is_chrome(line)


CARD_DATA = [
    "Emperor's Vanguard",
    "Imperiale Vorhut",
    "皇帝的先锋",
    "Ixalan Promos",
    "Price of Progress",  # a card, not a price
    "Search for Tomorrow",  # a card, not navigation
    "Sign in Blood",
    "Home Guard",
    "Legacy's Allure",
    "Flying, vigilance",
    "{T}: Add {G}.",
    "19/01/2018",  # dates are data
    "2023-11-10 · Wizards of the Coast",
    "Whenever this creature deals combat damage to a player, it explores.",
    "Each player votes for a creature. Destroy each creature with the most votes or tied for most votes.",
    "Creatures you control that share a creature type with it get +1/+1.",
    "Immer wenn die Imperiale Vorhut einem Spieler Kampfschaden zufügt, erkundet sie.",
    "每当皇帝的先锋对任一牌手造成战斗伤害时，令它勘察。",
    "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
    # MTGJSON's rulings naming a social network or sharing a card type (not "share on", not Discord's link)
    "Sower of Discord’s triggered ability causes the second player to lose life. This isn’t damage and it’s not caused by the source that dealt damage to the first player.",
    "Once Bastion Mastodon is tapped and attacking, gaining vigilance won't cause it to become untapped.",
    "The discarded cards just need to share one card type. For example, Rowdy Crew will get two +1/+1 counters if you discard an artifact creature and an enchantment creature.",
]


@pytest.mark.parametrize("line", CARD_DATA)
def test_not_chrome(line: str) -> None:
    assert not is_chrome(line)


def test_strip_chrome_keeps_the_card_lines_of_a_block() -> None:
    blocks = ["Home › Cards › Emperor's Vanguard", "Emperor's Vanguard\n$0.25", "Accept all cookies", "19/01/2018"]
    assert strip_chrome(blocks) == ["Emperor's Vanguard", "19/01/2018"]


@pytest.mark.parametrize(
    ("value", "chrome"),
    [("cookie-banner", True), ("site-nav", True), ("price_box", True), ("card-text", False),
     ("rulings", False), ("navigation", True), ("canvas", False), ("shopping cart", True)],
)
def test_chrome_attributes(value: str, chrome: bool) -> None:
    assert chrome_attribute(value) is chrome


def test_html_chrome_elements_go_with_their_text() -> None:
    html = """<html><head><title>Emperor's Vanguard | CardSite</title></head><body>
    <nav><a href="/">Home</a> <a href="/sets">Sets</a></nav>
    <div id="cookie-consent">We use cookies. <button>OK</button></div>
    <main><h1>Emperor's Vanguard</h1>
    <div class="card-text"><p>Whenever this creature deals combat damage to a player, it explores.</p></div>
    <div class="price-box">$0.25</div>
    <p>Tap: <img alt="{T}" src="t.svg"> and <img alt="Phyrexian Black" src="/Handlers/Image.ashx?name=BP&amp;type=symbol"></p>
    </main><footer>© 2024 CardSite</footer></body></html>"""
    blocks, title = html_blocks(html)
    assert title == "Emperor's Vanguard | CardSite"
    assert blocks == [
        "Emperor's Vanguard",
        "Whenever this creature deals combat damage to a player, it explores.",
        "Tap: {T} and {B/P}",
    ]


def test_html_card_text_paragraphs_stay_one_block() -> None:
    html = """<html><body><h1>Serra-Engel</h1>
    <div class="card-text"><p>Fliegend</p><p>Wachsamkeit (Diese Kreatur wird beim Angreifen nicht getappt.)</p></div>
    <section class="rulings"><p>First ruling.</p><p>Second ruling.</p></section></body></html>"""
    blocks, _ = html_blocks(html)
    assert blocks == [
        "Serra-Engel",
        "Fliegend\nWachsamkeit (Diese Kreatur wird beim Angreifen nicht getappt.)",
        "First ruling.",
        "Second ruling.",
    ]


def test_one_dated_ruling_without_game_words() -> None:
    """A page's only ruling, its date line after it (MTGJSON's ruling of Rime Dryad, which names no
    game word the evidence lists): the date line's place vouches for it; the footer is none."""
    from lorehold.ingest import pages

    page = ("Rime Dryad\n\nCan’t landwalk through a non-Snow Forest.\n2004-10-04 | WotC\n\n"
            "Newsletter\nAbonniere unseren Newsletter und erhalte 10 % Rabatt auf deine erste Bestellung.\n\n"
            "Last updated: 2026-06-03\n\nAbout us | Shipping | Returns | FAQ")
    [bundle] = pages.parse(page.encode(), "page.txt").cards
    assert [(str(r.date), r.text) for r in bundle.rulings] == [("2004-10-04", "Can’t landwalk through a non-Snow Forest.")]
