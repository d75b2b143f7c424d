"""Captured pages of multi-face cards (page-22): a page about one face of a double-faced, split or
adventure card, written for the test from the sample sets' MTGJSON data of the card."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import sample_file


def _faces(set_code: str, name: str) -> list[dict]:
    """A multi-face card's entries in MTGJSON's set file, one per face, in side order."""
    data = json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]
    return sorted((c for c in data["cards"] if c["name"] == name), key=lambda c: c["side"])


def _german(face: dict) -> dict:
    return next(f for f in face["foreignData"] if f["language"] == "German")


def _page_translations(settings: Settings) -> list[tuple]:
    with get_engine(settings).connect() as conn:
        return [tuple(r) for r in conn.execute(text(
            "SELECT t.language, t.name, t.text, t.printing_id IS NOT NULL FROM translations t "
            "JOIN translation_sources ts ON ts.translation_id = t.id "
            "JOIN sources s ON s.id = ts.source_id WHERE s.kind = 'page'")).all()]


def test_a_translation_of_one_face_confirms_the_printed_translation_of_the_whole_card(tmp_path: Path) -> None:
    """A translation site's table of the front face of Delver of Secrets: the English and German face
    names, then the face's texts. The German printing translates the whole card (MTGJSON's
    "Geheimnisstöberer // Insekten-Scheußlichkeit", the faces' texts); the page confirms that
    translation, which it leaves as the printing has it, and stores no face-only translation."""
    front, back = _faces("ISD", "Delver of Secrets // Insectile Aberration")
    german_front, german_back = _german(front), _german(back)
    rulings = [(r["date"], r["text"]) for r in front["rulings"]]
    d, t = rulings[0]
    page = tmp_path / "uebersetzung.html"
    page.write_text(f"""<!DOCTYPE html><html><head><title>{german_front["faceName"]} | Kartenübersetzungen</title></head>
<body><h1>{german_front["faceName"]}</h1>
<table><tr><th>English</th><th>Deutsch</th></tr>
<tr><td>{front["faceName"]}</td><td>{german_front["faceName"]}</td></tr>
<tr><td>{front["text"]}</td><td>{german_front["text"]}</td></tr></table>
<h2>Offizielle Regelhinweise</h2><p>{d[8:]}.{d[5:7]}.{d[:4]} {t}</p>
<footer><p>Inoffizielle Fanseite.</p></footer></body></html>""", encoding="utf-8")
    settings = Settings.resolve(tmp_path / "home")
    report = ingest(settings, [str(sample_file("ISD")), str(page)])
    assert [o.status for o in report.outcomes] == ["loaded", "loaded"], report.outcomes
    assert _page_translations(settings) == [(
        "de", german_front["name"], f"{german_front['text']}\n//\n{german_back['text']}", True)]
    assert german_front["name"] == "Geheimnisstöberer // Insekten-Scheußlichkeit"


def test_a_readers_words_in_a_language_no_card_is_printed_in_are_no_ruling() -> None:
    """A Turkish dictionary site's entries about Pernicious Deed: one entry quotes the official rulings
    (each after its date); the others are readers' words with "(bkz: …)" links, each over the entry's
    footer (date, time, author). None of the readers' words is a ruling, though a date stands by each
    and the links name game words; the rulings keep their dates."""
    from tests.test_pages_dating import read, rulings_of

    deed = rulings_of("APC", "Pernicious Deed")
    page = "\n".join([
        "ekşi sözlük", "gündem debe sorunsallar takip son kenar", "giriş kayıt ol", "", "pernicious deed", "", "3 entry", "",
        "kartı ilk gördüğümde ne yaptığını hiç anlamamıştım, turnuvada hakem çağırmak zorunda kaldık.",
        "15.09.2023 22:12 kart kokusu paylaş favorilere ekle",
        "Pernicious Deed için resmi kural açıklamaları:",
        *(f"{d:%d.%m.%Y} - {t}" for d, t in deed),
        "kaynak: wizards of the coast",
        "22.02.2024 08:52 ~ 09:17 yeşil deste sevdalısı paylaş favorilere ekle",
        "(bkz: stack) (bkz: commander) yukarıdaki açıklamalar her şeyi özetliyor aslında.",
        "11.08.2024 09:02 ~ 09:24 siyah beyaz kontrol paylaş favorilere ekle",
    ])
    bundle = read(page, "eksi.txt", card="Pernicious Deed")
    assert [(r.date, r.text) for r in bundle.rulings] == deed


def test_a_page_titled_as_gatherers_in_another_layout_is_read_as_a_page(tmp_path: Path) -> None:
    """A saved page whose title is Gatherer's ("Insectile Aberration - Gatherer - Magic: The
    Gathering") but whose markup is none of the old Gatherer's kinds (a details table for the back
    face of Delver of Secrets, its rulings in a table) is read as a captured page: the whole card's
    rulings with their dates, not refused. With --format gatherer, it is refused as before."""
    front, back = _faces("ISD", "Delver of Secrets // Insectile Aberration")
    rows = "".join(f"<tr><td>{r['date']}</td><td>{r['text']}</td></tr>" for r in front["rulings"])
    page = tmp_path / "gatherer-new.html"
    page.write_text(f"""<!DOCTYPE html><html><head><title>{back["faceName"]} - Gatherer - Magic: The Gathering</title></head>
<body><nav><a href="/">Home</a></nav><main>
<div class="face-switcher"><a href="?face=0">{front["faceName"]}</a> | <a href="?face=1">{back["faceName"]}</a></div>
<table class="card-details"><tr><td>Card Name:</td><td>{back["faceName"]}</td></tr>
<tr><td>Types:</td><td>{back["type"]}</td></tr><tr><td>Card Text:</td><td>{back["text"]}</td></tr>
<tr><td>Card Number:</td><td>{back["number"]}b</td></tr></table>
<h2>Rulings</h2><table class="rulings"><tr><th>Date</th><th>Ruling</th></tr>{rows}</table>
</main></body></html>""", encoding="utf-8")
    settings = Settings.resolve(tmp_path / "home")
    report = ingest(settings, [str(sample_file("ISD")), str(page)])
    assert [(o.status, o.kind) for o in report.outcomes] == [("loaded", "mtgjson"), ("loaded", "page")], report.outcomes
    with get_engine(settings).connect() as conn:
        stored = conn.execute(text(
            "SELECT c.name, rs.date, r.text FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
            "JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id WHERE s.kind = 'page' "
            "ORDER BY rs.date, r.text")).all()
    assert [(n, str(d), t) for n, d, t in stored] == sorted(
        ("Delver of Secrets // Insectile Aberration", r["date"], r["text"]) for r in front["rulings"])
    forced = ingest(Settings.resolve(tmp_path / "home2"), [str(page)], fmt="gatherer")
    assert [o.status for o in forced.outcomes] == ["failed"]
    assert "not a card, Languages or search page" in forced.outcomes[0].reason


def test_a_cards_own_text_under_its_type_line_above_a_lone_date_is_no_ruling() -> None:
    """A card's page shows its type line and text, then "Rulings" and its one ruling under its date:
    the text above the date is the card's, not a ruling dated after it, even where the ruling uses
    fewer of the game's words than the card's text (Magus of the Vineyard's "This ability is not
    optional."; Harmless Offering's "Your opponent can’t refuse your generous donation.", under an
    instruction "Target opponent gains control of …")."""
    from tests.test_pages_dating import read, rulings_of

    magus, offering = rulings_of("FUT", "Magus of the Vineyard"), rulings_of("EMN", "Harmless Offering")
    [(d, t)] = magus
    page = (f"Magus of the Vineyard\n\nCreature — Human Wizard\n\nAt the beginning of each player's precombat main phase, "
            f"that player adds {{G}}{{G}}.\n\nRulings\n\n{d.isoformat()}\n\n{t}")
    assert [(r.date, r.text) for r in read(page, "magus.txt").rulings] == magus
    korean = ("<html><head><title>Magus of the Vineyard - 카드 사전</title></head><body><h1>Magus of the Vineyard</h1>"
              "<p>영문명: Magus of the Vineyard</p><div class='card-face'><h3>Magus of the Vineyard</h3><p>Creature — Human Wizard</p>"
              "<p>At the beginning of each player's precombat main phase, that player adds {G}{G}.</p></div><h2>판정</h2>"
              f"<div class='rulings'><div><time datetime='{d.isoformat()}'>{d.year}년 {d.month}월 {d.day}일</time><p>{t}</p></div></div>"
              "</body></html>")
    assert [(r.date, r.text) for r in read(korean, "magus.html").rulings] == magus
    [(d, t)] = offering
    page = (f"Harmless Offering\n\nSorcery\n\nTarget opponent gains control of target permanent you control.\n\nRulings\n\n"
            f"{d.month}/{d.day}/{d.year}\n\n{t}\n\n© 2016 Card Vault")
    assert [(r.date, r.text) for r in read(page, "offering.txt").rulings] == offering


def test_a_deck_lists_panel_of_the_picked_card_holds_its_rulings() -> None:
    """A deck builder's page lists the deck, with the picked card's faces and rulings in an <aside>
    panel: the panel is the page's content, not a sidebar; its rulings are read with their dates."""
    from tests.test_pages_dating import read

    front, back = _faces("ISD", "Civilized Scholar // Homicidal Brute")
    items = "".join(f"<li><time datetime='{r['date']}'>{r['date']}</time> — {r['text']}</li>" for r in front["rulings"])
    page = f"""<html><head><title>Werewolf Tribal — Decksmith</title></head><body>
<header><a href="/">Decksmith</a><nav><a href="/decks">Decks</a></nav></header>
<main><h1>Werewolf Tribal</h1><p>by moonlit_mae · Deck price: $48.20</p>
<h2>Mainboard (60)</h2><ul class="decklist"><li>4 <a href="#">Daybreak Ranger</a></li>
<li>4 <a class="selected" href="#">Civilized Scholar</a></li><li>3 <a href="#">Kruin Outlaw</a></li></ul>
<aside class="card-panel"><h3>{front["faceName"]}</h3>
<div class="card-face"><h4>{front["faceName"]}</h4><p>{front["type"]}</p><p>{front["text"]}</p></div>
<div class="card-face"><h4>{back["faceName"]}</h4><p>{back["type"]}</p><p>{back["text"]}</p></div>
<h4>Rulings ({len(front["rulings"])})</h4><ul class="rulings">{items}</ul></aside>
<div class="export"><p>Export to Arena</p><p>4 Daybreak Ranger (ISD) 176</p><p>4 Civilized Scholar (ISD) 47</p></div>
</main><footer><p>© 2024 Decksmith</p></footer></body></html>"""
    got = [(r.date.isoformat(), r.text) for r in read(page, "deck.html").rulings]
    assert got == [(r["date"], r["text"]) for r in front["rulings"]]


def test_how_long_ago_after_a_leading_date_is_no_part_of_the_ruling() -> None:
    """A chat bot's embed lists each ruling as "DATE (how long ago) — text", in Russian or English;
    the ruling is the text after the dash, dated by the date."""
    from tests.test_pages_dating import read, rulings_of

    deed = rulings_of("APC", "Pernicious Deed")
    for ago in ("{n} лет назад", "{n} years ago", "vor {n} Jahren"):
        lines = [f"{d:%d.%m.%Y} ({ago.format(n=2026 - d.year)}) — {t}" for d, t in deed]
        page = "\n".join(["CardBot БОТ Сегодня, в 21:14", "Pernicious Deed", "📜 Разъяснения", *lines, "Данные Scryfall"])
        assert [(r.date, r.text) for r in read(page, "embed.txt", card="Pernicious Deed").rulings] == deed


def test_an_open_dialog_holding_the_rulings_is_the_pages_content() -> None:
    """A spoiler gallery's open card (a <dialog class="card-modal"> over the gallery) holds the card's
    rulings: the dialog is what the page shows, not a pop-up's chrome over it."""
    from tests.test_pages_dating import read

    front, _ = _faces("ISD", "Civilized Scholar // Homicidal Brute")
    items = "".join(f"<li><time datetime='{r['date']}'>{r['date']}</time> — {r['text']}</li>" for r in front["rulings"])
    page = f"""<html><head><title>Innistrad previews | Preview Vault</title></head><body>
<main><h1>Innistrad previews</h1><p>183 / 264 revealed</p><ul class="gallery"><li>Daybreak Ranger</li><li>Kruin Outlaw</li></ul>
<dialog class="card-modal" open><button type="button">Close</button><h2>{front["faceName"]}</h2>
<p>{front["type"]}</p><p>{front["text"]}</p><h3>Release notes</h3><ul class="rulings">{items}</ul></dialog></main>
<footer><p>© 2026 Preview Vault</p></footer></body></html>"""
    got = [(r.date.isoformat(), r.text) for r in read(page, "gallery.html").rulings]
    assert got == [(r["date"], r["text"]) for r in front["rulings"]]


def test_a_sagas_chapters_are_card_text() -> None:
    """A Saga's chapter lines ("I, II — Each opponent creates …", "III — Exile this Saga, …") are
    shaped as card text; none of the sample sets' rulings is."""
    import json
    import lzma

    from lorehold.ingest.pages.evidence import card_text_shape
    from tests.conftest import SAMPLE

    assert card_text_shape("I, II — Each opponent creates a 1/1 black Rat Rogue creature token.")
    assert card_text_shape("III — Exile this Saga, then return it to the battlefield transformed under your control.")
    rulings = [r["text"] for path in sorted(SAMPLE.glob("*.json.xz"))
               for c in json.loads(lzma.decompress(path.read_bytes()))["data"]["cards"] for r in c.get("rulings", [])]
    assert len(rulings) > 1000 and not [t for t in rulings if card_text_shape(t)]


def _stored_rulings(settings: Settings) -> list[tuple[str, str, str]]:
    with get_engine(settings).connect() as conn:
        return [(n, str(d), t) for n, d, t in conn.execute(text(
            "SELECT c.name, rs.date, r.text FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
            "JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id WHERE s.kind = 'page' "
            "ORDER BY rs.date, r.text")).all()]


def test_card_names_the_card_whatever_other_card_the_page_lists() -> None:
    """A proxy printer's sheet lists nine slots ("Slot 9 · Frost Titan") over the rulings of the card
    the user passes with --card (Rumbling Aftershocks, WWK; its two MTGJSON rulings): the page's
    record is that card's, with no name of its own read from the slots."""
    from tests.test_pages_dating import read

    rulings = [
        "If you cast a kicked spell, Rumbling Aftershocks’s ability triggers and goes on the stack on top of it. "
        "The ability will resolve before the spell does.",
        "The ability triggers just once per kicked spell, even if that spell was kicked multiple times.",
    ]
    slots = ["Exoskeletal Armor", "Nantuko Husk", "Lavinia of the Tenth", "Water Servant", "Locthwain Gargoyle",
             "Sorcerer's Wand", "custom image upload", "Thermo-Alchemist", "Frost Titan"]
    page = "\n\n".join([
        "Print preview — 9 cards per page", "Paper: Letter", "Bleed: 3 mm", "✓ Cut lines", "Page 1 of 2", "Fit to page: 100%",
        "Skip basic lands", "\n".join(f"Slot {k} · {name}" for k, name in enumerate(slots, 1)), "Selected: slot 7",
        "Rulings reference (printed on the back sheet)", "\n".join(f"2010-03-01 — {t}" for t in rulings), "🖨 Print / Save PDF"])
    bundle = read(page, "proxies.txt", card="Rumbling Aftershocks")
    assert bundle.card.name is None and bundle.card.lookup.name == "Rumbling Aftershocks" and bundle.card.lookup.given
    assert [(r.date.isoformat(), r.text) for r in bundle.rulings] == [("2010-03-01", t) for t in rulings]


def test_a_name_two_cards_print_is_settled_by_the_rulings_the_page_repeats(tmp_path: Path) -> None:
    """"Esfera fantasmal" is the Spanish name of both Phantasmal Sphere and Phantasmal Fiend (ALL). A
    Spanish page passed with --card "Esfera fantasmal" quotes three of Phantasmal Fiend's rulings, none
    naming a card: they are Phantasmal Fiend's, the card whose stored rulings the page repeats."""
    from tests.test_pages_dating import rulings_of

    fiend = [(d, t) for d, t in rulings_of("ALL", "Phantasmal Fiend") if "Phantasmal" not in t]
    assert len(fiend) == 3
    page = tmp_path / "esfera.txt"
    page.write_text("Aclaraciones oficiales\n\n" + "\n".join(f"{d:%d/%m/%Y}: {t}" for d, t in fiend), encoding="utf-8")
    settings = Settings.resolve(tmp_path / "home")
    report = ingest(settings, [str(sample_file("ALL")), str(page)], card="Esfera fantasmal")
    assert [o.status for o in report.outcomes] == ["loaded", "loaded"], report.outcomes
    assert {n for n, _, _ in _stored_rulings(settings)} == {"Phantasmal Fiend"}
    assert sorted((d, t) for _, d, t in _stored_rulings(settings)) == sorted((d.isoformat(), t) for d, t in fiend)


def test_a_name_the_page_reads_yields_to_the_card_whose_rulings_it_repeats(tmp_path: Path) -> None:
    """A draft screen lists a pack (Frost Titan among it) above the zoomed card, Pernicious Deed, and
    its rulings: a name the reader may take from the pack is not the card, when the page repeats none
    of that card's stored rulings and Pernicious Deed's two."""
    from tests.test_pages_dating import rulings_of

    deed = rulings_of("APC", "Pernicious Deed")
    page = tmp_path / "draft.html"
    page.write_text(f"""<html><head><title>Pack 3, Pick 2 · Cube</title></head><body><main>
<p>Pack 3, Pick 2 · ⏱ 37s · Seat 7 of 8</p><ul class="pack"><li>Frost Titan</li><li>Llanowar Elves</li><li class="hover">Pernicious Deed</li></ul>
<div class="zoom"><h2>Frost Titan</h2><p>Creature — Giant</p>
<h3>Rulings</h3>{"".join(f"<p>{d.isoformat()} — {t}</p>" for d, t in deed)}</div></main></body></html>""", encoding="utf-8")
    settings = Settings.resolve(tmp_path / "home")
    report = ingest(settings, [str(sample_file("APC")), str(sample_file("M12")), str(page)])
    assert [o.status for o in report.outcomes] == ["loaded", "loaded", "loaded"], report.outcomes
    assert _stored_rulings(settings) == sorted(("Pernicious Deed", d.isoformat(), t) for d, t in deed)


def test_a_reading_tools_link_after_each_highlight_is_no_part_of_it() -> None:
    """A read-later tool's digest lists each ruling as a highlight with its link and tags after it:
    "- DATE — text ([View Highlight](https://…)) #favorite" in its Markdown export, "(<a>View
    Highlight</a>) #favorite" in its HTML; the rulings are the texts, dated."""
    from tests.test_pages_dating import read, rulings_of

    deed = rulings_of("APC", "Pernicious Deed")
    md = "\n".join(["# Pernicious Deed", "## Highlights",
                    *(f"- {d.isoformat()} — {t} ([View Highlight](https://read.example/read/0{k})) #favorite"
                      for k, (d, t) in enumerate(deed))])
    assert [(r.date, r.text) for r in read(md, "digest.md").rulings] == deed
    items = "".join(f"<li>{d.isoformat()} — {t} (<a href='https://read.example/read/0{k}'>View Highlight</a>) #favorite</li>"
                    for k, (d, t) in enumerate(deed))
    page = f"<html><head><title>Pernicious Deed</title></head><body><h1>Pernicious Deed</h1><h2>Highlights</h2><ul>{items}</ul></body></html>"
    assert [(r.date, r.text) for r in read(page, "digest.html").rulings] == deed
