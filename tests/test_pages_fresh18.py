"""Captured pages of the kinds fresh-18 models (looked at for page-16): pages made with common site
builders and shop systems. Each is written for the test from a sample card's MTGJSON data, in the
shape the real kind of page has (a shop's product page, a club's card of the week, a price tracker's
rulings tab, a store's newsletter, a translation site's two columns), not copied from the corpus."""

from __future__ import annotations

import datetime as dt
import json
import lzma
from pathlib import Path

import pytest
from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import sample_file
from tests.test_pages_dating import AEGISAUR, GEISTS, read, rulings_of


def _card(set_code: str, name: str) -> dict:
    data = json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]
    return next(c for c in data["cards"] if c["name"] == name)


def _foreign(card: dict, language: str) -> dict:
    return next(f for f in card["foreignData"] if f["language"] == language)


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def _us(d: dt.date) -> str:
    return f"{d:%b} {d.day}, {d.year}"


DESTINY = _card("M12", "Angelic Destiny")
TROLLHIDE = _card("M12", "Trollhide")  # four rulings; its French text is "Enchanter : créature" and one line
RATS = rulings_of("FUT", "Stronghold Rats")  # four of 2021-03-19; the last uses one game word


# ------------------------------------------------------------------------------ rulings and chrome


def test_a_post_date_over_its_intro_does_not_date_the_intro_as_a_ruling() -> None:
    """A club's card of the week: the post's own date over its intro, then each ruling with its date
    and publisher after it. The intro ("… lists the official rulings.") stands between the post's
    date and the first ruling's; it is no ruling."""
    entries = "\n".join(f"<p>{t}</p>\n<p><small>{_us(d)} · Wizards of the Coast</small></p>" for d, t in GEISTS)
    page = f"""<!DOCTYPE html><html><head><title>Card of the Week: Dungeon Geists | Riverside Games Club</title></head>
<body><header><a>Home</a><a>Events</a><a>Card of the Week</a><a>Contact</a></header>
<h1>Card of the Week: Dungeon Geists</h1>
<div class="byline"><span>Club Admin</span></div>
<div class="date"><span>Mar 2, 2020</span></div>
<p>Every week one of our members picks a card and shares the official rulings for it. Here they are, with the date each came out.</p>
{entries}
<footer><p>© 2020 Riverside Games Club · Proudly created with Wix.com</p></footer></body></html>"""
    assert got(read(page, "week.html")) == GEISTS


def test_a_price_table_after_the_rulings_is_no_ruling_though_it_says_card_and_games() -> None:
    """A price tracker's rulings tab: "MM/DD/YYYY — WotC" over each ruling, then its vendors' links
    in a table without rows ("Card Kingdom $40.80 Buy … Star City Games $38.16 Buy"): the words
    "card" and "games" are talk of cards, not rules, and the line is no sentence."""
    rulings = "".join(f'<div class="ruling"><small>{d:%m/%d/%Y} — WotC</small><p>{t}</p></div>' for d, t in AEGISAUR)
    page = f"""<!DOCTYPE html><html><head><title>Bellowing Aegisaur (XLN) Price History | CardPulse</title></head>
<body><h1>Bellowing Aegisaur</h1>
<ul class="tabs"><li>Overview</li><li>Prints</li><li>Rulings</li></ul>
<div class="rulings">{rulings}</div>
<table class="vendors">
<a>Vendors</a>
<a>Card Kingdom $0.35 Buy</a>
<a>TCGplayer $0.19 Buy</a>
<a>Cardmarket $0.12 Buy</a>
<a>Star City Games $0.39 Buy</a>
</table>
<footer><p>About · API · Terms</p></footer></body></html>"""
    assert got(read(page, "prices.html")) == AEGISAUR


def test_the_last_ruling_under_a_date_heading_is_kept_before_a_line_of_game_words_that_is_no_sentence() -> None:
    """A store's newsletter: one date heading over four rulings, the last with one game word
    ("Multiple instances of shadow on the same creature are redundant."), then the store's week in
    one line of links ("Friday Night Magic · 7 PM Commander league every Sunday Shop singles")."""
    [day] = {d for d, _ in RATS}
    items = "\n".join(f"<p>{t}</p>" for _, t in RATS)
    page = f"""<!DOCTYPE html><html><head><title>Card of the Month: Stronghold Rats</title></head><body>
<p>View this email in your browser</p>
<p>Games Corner Newsletter · May 15, 2025</p>
<h1>Card of the Month: Stronghold Rats</h1>
<p>Ruling of {day:%B} {day.day}, {day.year}</p>
{items}
<p>This week at the store Friday Night Magic · 7 PM Commander league every Sunday Shop singles</p>
<p>Unsubscribe · Update your preferences</p></body></html>"""
    assert got(read(page, "newsletter.html")) == RATS


@pytest.mark.parametrize(("line", "heading"), [
    ("Règles officielles", True), ("Offizielle Regeln", True), ("Reglas oficiales", True), ("Regole ufficiali:", True),
    ("Official rulings", True), ("Официальные правила", True),
    ("Official", False), ("Règles officielles du tournoi", False), ("Offizielle Partner", False),
])
def test_an_official_rulings_heading_in_another_language_is_a_rulings_heading(line, heading) -> None:
    """"Règles officielles" over the first ruling is a rulings heading, as "Official rulings" is (a
    shop's page read it as a card so named, the first ruling its text); "official" beside any other
    word is not one."""
    from lorehold.ingest.pages.comments import rulings_heading

    assert rulings_heading(line) is heading


def test_a_shops_page_copied_as_text_keeps_its_first_ruling_under_a_french_heading() -> None:
    """(A guard: this page read right before the heading was known too.) A shop's product page copied
    as text, no blank line anywhere, the French printed name and text, "Règles officielles", then
    the rulings with their dates after them."""
    french = _foreign(TROLLHIDE, "French")
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in TROLLHIDE["rulings"]]
    page = "\n".join([
        "Livraison offerte dès 30 € d'achat", "Cartes à l'unité", "Produits scellés", "Accessoires", "Connexion", "Panier",
        "Accueil / Cartes à l'unité / Trollhide", "Trollhide", "12,50 €",
        "Taxes incluses. Frais d'expédition calculés lors du paiement.", "État", "Near Mint", "Ajouter au panier",
        french["name"], *french["text"].split("\n"),
        "Règles officielles",
        *(f"{t} ({d:%d/%m/%Y})" for d, t in rulings),
        "Partager", "Vous aimerez peut-être aussi", "Politique de remboursement", "Nous contacter", "Powered by Shopify",
    ])
    bundle = read(page, "produit.txt")
    assert got(bundle) == rulings


# ------------------------------------------------------------------------------ consent managers


@pytest.mark.parametrize("line", [
    "Управление согласием",
    "Мы собираем и обрабатываем ваши данные только с вашего согласия. Здесь вы можете выбрать сервисы, которые разрешаете.",
    "ОбязательныеВсегда включено",
    "АналитикаПомогает понять, какие статьи читают чаще.",
    "Принять все",
    "Реализовано с помощью Klaro!",
])
def test_a_russian_consent_manager_is_chrome(line) -> None:
    from lorehold.ingest.pages.chrome import is_chrome

    assert is_chrome(line)


# ------------------------------------------------------------------------------ translations side by side


def test_names_then_texts_of_two_columns_pair_each_name_with_its_own_text() -> None:
    """A translation site's table read row by row: the English and the Russian name, then the
    English and the Russian text, under a Russian consent manager (Klaro)."""
    russian = _foreign(DESTINY, "Russian")
    english_text = DESTINY["text"]
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in DESTINY["rulings"]]
    page = f"""<!DOCTYPE html><html><head><title>Судьба Ангела | Переводы карт</title></head><body>
<div class="klaro"><h2>Управление согласием</h2>
<p>Мы собираем и обрабатываем ваши данные только с вашего согласия. Здесь вы можете выбрать сервисы, которые разрешаете.</p>
<p>ОбязательныеВсегда включено</p><p>АналитикаПомогает понять, какие статьи читают чаще.</p>
<button>Принять все</button><button>Отклонить</button><p>Реализовано с помощью Klaro!</p></div>
<h1>Судьба Ангела</h1>
<table><tr><th>English</th><th>Русский</th></tr>
<tr><td>Angelic Destiny</td><td>{russian["name"]}</td></tr>
<tr><td>{english_text.replace(chr(10), "<br>")}</td><td>{russian["text"].replace(chr(10), "<br>")}</td></tr></table>
<h2>Официальные разъяснения (на английском)</h2>
{"".join(f"<p>{d:%d.%m.%Y} {t}</p>" for d, t in rulings)}
<footer><p>Неофициальный фан-сайт.</p></footer></body></html>"""
    bundle = read(page, "perevod.html")
    assert got(bundle) == rulings
    assert [(t.language, t.name, t.text) for t in bundle.translations] == [("ru", russian["name"], russian["text"])]


def test_a_two_column_table_copied_as_text_gives_each_name_its_text() -> None:
    """The same table copied as text: "English<TAB>日本語", "NAME<TAB>名前", the English lines, then
    the Japanese ones."""
    japanese = _foreign(DESTINY, "Japanese")
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in DESTINY["rulings"]]
    page = "\n".join([
        "カード翻訳データベース", "トップ", "カード一覧", "お問い合わせ", "",
        "Angelic Destiny", "",
        "English\t日本語",
        f"Angelic Destiny\t{japanese['name']}",
        DESTINY["text"],
        japanese["text"], "",
        "裁定（英語原文）", "",
        *(f"{d:%Y.%m.%d} {t}" for d, t in rulings), "",
        "当サイトは非公式のファンサイトです。",
    ])
    bundle = read(page, "honyaku.txt")
    assert got(bundle) == rulings
    assert [(t.language, t.name, t.text) for t in bundle.translations] == [("ja", japanese["name"], japanese["text"])]


def test_a_heading_repeated_atop_its_card_box_is_the_name_not_the_texts_first_line() -> None:
    """A Google Sites page: the printed name as the page's heading, then a box with the name again
    over the card's text."""
    japanese = _foreign(DESTINY, "Japanese")
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in DESTINY["rulings"]]
    box = "<br>".join([japanese["name"], *japanese["text"].split("\n")])
    page = f"""<!DOCTYPE html><html><head><title>{japanese["name"]} - ボードゲーム部</title></head><body>
<div><p>このサイトは Google のサービスを使用して Cookie を配信し、トラフィックを分析します。</p><p>詳細</p><p>OK</p></div>
<h1>{japanese["name"]}</h1>
<div><p>{box}</p></div>
<p>公式裁定（英語原文）をまとめました。</p>
<div>{"<br>".join(f"{d:%Y/%m/%d}　{t}" for d, t in rulings)}</div>
<div><p>Google サイト</p><p>不正行為を報告</p></div></body></html>"""
    bundle = read(page, "sites.html")
    assert got(bundle) == rulings
    assert [(t.language, t.name, t.text) for t in bundle.translations] == [("ja", japanese["name"], japanese["text"])]


# ------------------------------------------------------------------------------ through the loader


def test_a_newer_auras_first_line_read_as_an_old_type_line_is_stored_as_its_text(tmp_path: Path) -> None:
    """French Auras printed before 2009 have the type line "Enchanter : créature"; newer ones begin
    their text with it. A shop's box "NAME / Enchanter : créature / …" is read with a type line; the
    loader stores the text as the printing has it, its first line included."""
    french = _foreign(DESTINY, "French")
    assert french["text"].startswith("Enchanter : créature\n")
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in DESTINY["rulings"]]
    box = "<br>".join([french["name"], *french["text"].split("\n")])
    page = tmp_path / "produit.html"
    page.write_text(f"""<!DOCTYPE html><html><head><title>Angelic Destiny – Kartenschmiede</title></head><body>
<h1>Angelic Destiny</h1><p>Taxes incluses. Frais d'expédition calculés lors du paiement.</p>
<div><p>{box}</p></div>
<h3>Règles officielles</h3>
{"".join(f"<p>{t} ({d:%d/%m/%Y})</p>" for d, t in rulings)}
<footer><p>Nous contacter</p></footer></body></html>""", encoding="utf-8")
    settings = Settings.resolve(tmp_path / "home")
    report = ingest(settings, [str(sample_file("M12")), str(page)])
    assert [o.status for o in report.outcomes] == ["loaded", "loaded"], report.outcomes
    with get_engine(settings).connect() as conn:
        rows = conn.execute(text(
            "SELECT t.name, t.text FROM translations t JOIN translation_sources ts ON ts.translation_id = t.id "
            "JOIN sources s ON s.id = ts.source_id WHERE s.kind = 'page'")).all()
        dates = conn.execute(text(
            "SELECT rs.date FROM ruling_sources rs JOIN sources s ON s.id = rs.source_id WHERE s.kind = 'page'")).scalars().all()
    assert [(r.name, r.text) for r in rows] == [(french["name"], french["text"])]
    assert sorted(str(d) for d in dates) == sorted(d.isoformat() for d, _ in rulings)
