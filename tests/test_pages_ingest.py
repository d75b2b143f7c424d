"""Pages and payloads through ``lorehold ingest`` into the database: found by multiverse id, Scryfall
id or a name in any language, merged with what MTGJSON gave (translations, rulings with every
source), cards created from a page with no oracle id until a richer source gives it."""

from __future__ import annotations

import textwrap

from pathlib import Path

import pytest
from sqlalchemy import text

from lorehold.card_view import card_to_dict, resolve_name
from lorehold.db.engine import get_engine
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import FIXTURES, sample_file

PAGES = FIXTURES / "pages"
CARD_PAGE = PAGES / "000_55ac3f50e395e43e.txt"
RULINGS_PAGE = PAGES / "001_90ee7bdd40c1e6ff.txt"
XLN = sample_file("XLN")
LANGUAGES = ["de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht"]


def _ingest(home: Path, *paths, **options):
    report = ingest(Settings.resolve(home), [str(p) for p in paths], **options)
    return report


def _card(home: Path, name: str) -> dict:
    with get_engine(Settings.resolve(home)).connect() as conn:
        return card_to_dict(conn, resolve_name(conn, name))


def _sql(home: Path, query: str, **params):
    with get_engine(Settings.resolve(home)).connect() as conn:
        return conn.execute(text(query), params).all()


@pytest.fixture(scope="module")
def vanguard_home(tmp_path_factory) -> Path:
    """MTGJSON's XLN, then the captured card page, then the captured rulings page."""
    home = tmp_path_factory.mktemp("vanguard")
    report = _ingest(home, XLN, CARD_PAGE, RULINGS_PAGE)
    assert [o.status for o in report.outcomes] == ["loaded", "loaded", "loaded"], report.outcomes
    assert [o.kind for o in report.outcomes] == ["mtgjson", "page", "page"]
    return home


def test_page_translations_merge_with_mtgjson(vanguard_home) -> None:
    card = _card(vanguard_home, "Emperor's Vanguard")
    assert card["oracle_id"] == "5007425e-a626-46f7-ab7d-777af97ee724"
    # the page's words do not replace MTGJSON's oracle text
    assert card["oracle_text"].startswith("Whenever Emperor's Vanguard deals combat damage to a player, it explores.")
    translations = card["translations"]
    # one entry per language: the page's translation is MTGJSON's, not a copy without type line
    assert [t["language"] for t in translations] == LANGUAGES
    german = translations[0]
    assert (german["name"], german["type_line"], german["printings"]) == ("Imperiale Vorhut", "Kreatur — Mensch, Späher", ["XLN/189"])
    assert german["text"].startswith("Immer wenn die Imperiale Vorhut einem Spieler Kampfschaden zufügt, erkundet sie.")
    # and each translation has both sources
    rows = _sql(
        vanguard_home,
        "SELECT t.language, GROUP_CONCAT(s.kind) FROM translations t JOIN cards c ON c.id = t.card_id "
        "JOIN translation_sources ts ON ts.translation_id = t.id JOIN sources s ON s.id = ts.source_id "
        "WHERE c.name = :name GROUP BY t.id ORDER BY t.language",
        name="Emperor's Vanguard",
    )
    assert [(lang, sorted(kinds.split(","))) for lang, kinds in rows] == [(lang, ["mtgjson", "page"]) for lang in LANGUAGES]


def test_rulings_merged_with_every_source(vanguard_home) -> None:
    rulings = _card(vanguard_home, "Emperor's Vanguard")["rulings"]
    assert len(rulings) == 9  # MTGJSON's 3, the page's 4 others, the rulings page's 2 German ones
    assert {r["date"] for r in rulings} == {"2018-01-19"}
    by_start = {r["text"][:40]: r for r in rulings}

    def kinds(start: str) -> list[tuple[str, str | None]]:
        return [(s["source"], s["date"]) for s in by_start[start]["sources"]]

    # MTGJSON's curly quotes, the pages' straight ones: one ruling with all three sources
    assert kinds("If no card is revealed, most likely beca") == [
        ("mtgjson", "2018-01-19"), ("page", None), ("page", "2018-01-19"),
    ]
    assert kinds("Once an ability that causes a creature t") == [("mtgjson", "2018-01-19"), ("page", None)]
    # a ruling only the pages give takes the date the rulings page gives
    assert kinds("Some spells or abilities might cause a c") == [("page", None), ("page", "2018-01-19")]
    german = [r for r in rulings if r["language"] == "de"]
    assert [r["text"][:30] for r in german] == ["Sobald die Verrechnung einer F", "Wenn ein verrechnender Zaubers"]
    assert all(len(r["sources"]) == 1 for r in german)
    # the page paired no German ruling with an English one: kept apart
    assert _sql(vanguard_home, "SELECT COUNT(*) FROM rulings WHERE translation_of_id IS NOT NULL") == [(0,)]


def test_reingesting_pages_changes_nothing(vanguard_home) -> None:
    before = _sql(vanguard_home, "SELECT COUNT(*) FROM rulings UNION ALL SELECT COUNT(*) FROM ruling_sources "
                                 "UNION ALL SELECT COUNT(*) FROM translations UNION ALL SELECT COUNT(*) FROM translation_sources")
    report = _ingest(vanguard_home, CARD_PAGE, RULINGS_PAGE)
    assert report.summary() == {"loaded": 0, "unchanged": 2, "failed": 0}
    after = _sql(vanguard_home, "SELECT COUNT(*) FROM rulings UNION ALL SELECT COUNT(*) FROM ruling_sources "
                                "UNION ALL SELECT COUNT(*) FROM translations UNION ALL SELECT COUNT(*) FROM translation_sources")
    assert after == before


def test_card_created_from_a_page_then_given_its_oracle_id(tmp_path) -> None:
    home = tmp_path / "home"
    report = _ingest(home, CARD_PAGE)
    assert report.summary()["loaded"] == 1
    card = _card(home, "Imperiale Vorhut")  # found by its German name
    assert (card["name"], card["oracle_id"]) == ("Emperor's Vanguard", None)
    assert card["oracle_text"].startswith("Whenever this creature deals combat damage")
    assert [t["language"] for t in card["translations"]] == LANGUAGES
    assert len(card["rulings"]) == 7 and {r["date"] for r in card["rulings"]} == {None}
    # the rulings page finds it by the German name it is titled with
    _ingest(home, RULINGS_PAGE)
    # MTGJSON then names the same card: it takes the oracle id, no second card appears
    _ingest(home, XLN)
    assert _sql(home, "SELECT COUNT(*), MAX(oracle_id) FROM cards WHERE name = :n", n="Emperor's Vanguard") == [
        (1, "5007425e-a626-46f7-ab7d-777af97ee724")
    ]
    card = _card(home, "Emperor's Vanguard")
    # the page's translations, stored without a printing, became XLN/189's, with both sources
    assert [t["language"] for t in card["translations"]] == LANGUAGES
    assert card["translations"][0]["printings"] == ["XLN/189"]
    rows = _sql(home, "SELECT COUNT(*) FROM translation_sources ts JOIN translations t ON t.id = ts.translation_id "
                      "WHERE t.language = 'de' AND t.name = 'Imperiale Vorhut'")
    assert rows == [(2,)]
    assert _sql(home, "SELECT COUNT(*) FROM translations WHERE printing_id IS NULL") == [(0,)]
    assert len(card["rulings"]) == 9


def test_a_data_file_naming_its_card_by_a_slug_is_the_card_whose_ruling_it_repeats(tmp_path) -> None:
    """A Rails fixture names its card by a slug ("card: makeshift_munitions") and holds one ruling, a long folded line that
    names the card deep inside: no line of the page is the card's name, but the ruling is Makeshift Munitions' stored one,
    word for word (a ruling no other card has)."""
    import json
    import lzma

    data = json.loads(lzma.decompress(XLN.read_bytes()))["data"]
    [ruling] = next(c for c in data["cards"] if c["name"] == "Makeshift Munitions")["rulings"]
    home = tmp_path / "home"
    _ingest(home, XLN)
    page = tmp_path / "rulings.txt"
    page.write_text(
        "# Read about fixtures at https://api.rubyonrails.org/classes/ActiveRecord/FixtureSet.html\n"
        "# Rulings of Makeshift Munitions (XLN #151), from MTGJSON 5.2.2, refreshed 2026-04-25\n\n"
        f"makeshift_munitions_1:\n  card: makeshift_munitions\n  ruling_date: {ruling['date']}\n  text: >-\n"
        + "".join(f"    {line}\n" for line in textwrap.wrap(ruling["text"], 70))
        + "  created_at: 2026-02-21 13:27:18\n  updated_at: <%= Time.zone.now %>\n",
        encoding="utf-8",
    )
    [outcome] = _ingest(home, page).outcomes
    assert outcome.status == "loaded", outcome.reason
    [stored] = _card(home, "Makeshift Munitions")["rulings"]
    assert (stored["date"], stored["text"]) == (ruling["date"], ruling["text"])
    assert "page" in [s["source"] for s in stored["sources"]]


def test_a_data_file_whose_rulings_many_cards_share_is_the_card_its_comment_names(tmp_path) -> None:
    """A Rails fixture of Caves of Koilos's two rulings, which Battlefield Forge, Llanowar Wastes and the other painlands
    of the set share word for word: its records name the card by a slug only, and its reading keeps no line naming it.
    Its comment line does ("# Rulings of Caves of Koilos (APC #140)"): that line is among the page's lines the card is
    looked for in, and the rulings are Caves of Koilos's."""
    import json
    import lzma

    data = json.loads(lzma.decompress(sample_file("APC").read_bytes()))["data"]
    rulings = next(c for c in data["cards"] if c["name"] == "Caves of Koilos")["rulings"]
    sharing = {c["name"] for c in data["cards"] for r in c.get("rulings", []) if r["text"] == rulings[0]["text"]}
    assert len(rulings) == 2 and len(sharing) >= 3
    home = tmp_path / "home"
    _ingest(home, sample_file("APC"))
    page = tmp_path / "caves.yml"
    page.write_text(
        "# Rulings of Caves of Koilos (APC #140), from MTGJSON 5.2.2\n\n"
        + "".join(f"caves_of_koilos_{k}:\n  card: caves_of_koilos\n  ruling_date: {r['date']}\n  text: >-\n"
                  + "".join(f"    {line}\n" for line in textwrap.wrap(r["text"], 70)) + "  created_at: 2026-02-21 13:27:18\n\n"
                  for k, r in enumerate(rulings, 1)),
        encoding="utf-8",
    )
    [outcome] = _ingest(home, page).outcomes
    assert outcome.status == "loaded", outcome.reason
    stored = [(r["date"], r["text"]) for r in _card(home, "Caves of Koilos")["rulings"]
              if "page" in [s["source"] for s in r["sources"]]]
    assert sorted(stored) == sorted((r["date"], r["text"]) for r in rulings)


def test_page_without_a_card_fails_with_its_reason_and_stores_nothing(tmp_path) -> None:
    home = tmp_path / "home"
    _ingest(home, XLN)
    page = tmp_path / "rulings.txt"
    page.write_text(
        "19/01/2018\n\nIf no card is revealed, most likely because that player's library is empty, the exploring "
        "creature receives a +1/+1 counter.\n",
        encoding="utf-8",
    )
    before = _sql(home, "SELECT COUNT(*) FROM ruling_sources")
    report = _ingest(home, page)
    [outcome] = report.outcomes
    assert outcome.status == "failed"
    assert outcome.reason == "the page names no card; pass --card NAME"  # the line names the file (issue 16)
    assert _sql(home, "SELECT status, error FROM sources WHERE locator = :l", l=str(page.resolve())) == [
        ("failed", "the page names no card; pass --card NAME")
    ]
    assert _sql(home, "SELECT COUNT(*) FROM ruling_sources") == before
    # with --card (any language) it loads, onto the ruling MTGJSON already has
    report = _ingest(home, page, card="Imperiale Vorhut")
    assert report.outcomes[0].status == "loaded"
    [ruling] = [r for r in _card(home, "Emperor's Vanguard")["rulings"] if r["text"].startswith("If no card is revealed")]
    assert [s["source"] for s in ruling["sources"]] == ["mtgjson", "page"]


def test_unknown_card_on_a_page_fails(tmp_path) -> None:
    home = tmp_path / "home"
    _ingest(home, XLN)
    page = tmp_path / "r.txt"
    page.write_text("Nonexistent Card Name\n\n2018-01-19\n\nA ruling about the creature and its ability, for a test.\n", encoding="utf-8")
    [outcome] = _ingest(home, page).outcomes
    assert outcome.status == "failed"
    assert "no card found for 'Nonexistent Card Name'" in outcome.reason


def test_ambiguous_date_settled_by_the_known_ruling(tmp_path) -> None:
    home = tmp_path / "home"
    _ingest(home, sample_file("NPH"))
    page = tmp_path / "skirge.txt"
    # 01/06/2011: 1 June or 6 January? Nothing on the page says; MTGJSON's 2011-06-01 does
    page.write_text(
        "Vault Skirge\n\n01/06/2011\n\nIf you're at 1 life or less, you can't pay 2 life.\n\n"
        "01/06/2011\n\nA ruling no other source gives, for the test of the flag: the creature's ability resolves.\n",
        encoding="utf-8",
    )
    assert _ingest(home, page).outcomes[0].status == "loaded"
    rulings = {r["text"][:20]: r for r in _card(home, "Vault Skirge")["rulings"]}
    known = rulings["If you’re at 1 life "]
    assert known["date"] == "2011-06-01"
    assert [(s["source"], s["date"], s.get("date_ambiguous")) for s in known["sources"]] == [
        ("mtgjson", "2011-06-01", None), ("page", "2011-06-01", None),
    ]
    alone = rulings["A ruling no other so"]
    assert alone.get("date_ambiguous") is True
    assert alone["sources"][0].get("date_ambiguous") is True


def test_gatherer_pages_found_by_multiverse_id_and_merged(tmp_path) -> None:
    home = tmp_path / "home"
    _ingest(home, sample_file("NPH"), sample_file("M12"))
    gatherer = FIXTURES / "gatherer"
    report = _ingest(
        home,
        gatherer / "details_vault-skirge_217984_phyrexian-mana_rulings_2012.html",
        gatherer / "details_printed_birds-of-paradise_de_263789_2012.html",
        gatherer / "languages_birds-of-paradise_by-name_2012.html",
    )
    assert [(o.status, o.kind) for o in report.outcomes] == [("loaded", "gatherer")] * 3, report.outcomes
    skirge = _card(home, "Vault Skirge")
    assert skirge["mana_cost"] == "{1}{B/P}"
    assert len(skirge["rulings"]) == 5  # Gatherer's straight apostrophes are MTGJSON's curly ones
    assert all([s["source"] for s in r["sources"]] == ["gatherer", "mtgjson"] for r in skirge["rulings"])
    birds = _card(home, "Paradiesvögel")
    german = [t for t in birds["translations"] if t["language"] == "de"]
    assert [(t["name"], t["type_line"], t["printings"]) for t in german] == [("Paradiesvögel", "Kreatur — Vogel", ["M12/165"])]
    rows = _sql(
        home,
        "SELECT t.language, COUNT(ts.source_id) FROM translations t JOIN printings p ON p.id = t.printing_id "
        "JOIN translation_sources ts ON ts.translation_id = t.id WHERE p.set_code = 'M12' AND p.number = '165' "
        "GROUP BY t.id ORDER BY t.language",
    )
    # MTGJSON for all; the Languages page (by multiverse id) for nine; the printed page for German
    assert dict(rows) == {"de": 3, "es": 2, "fr": 2, "it": 2, "ja": 2, "ko": 1, "pt": 2, "ru": 2, "zhs": 2, "zht": 2}


def test_scryfall_rulings_for_known_and_unknown_cards(tmp_path) -> None:
    home = tmp_path / "home"
    _ingest(home, sample_file("ORI"))
    rulings = tmp_path / "rulings.json"
    rulings.write_bytes((FIXTURES / "scryfall" / "rulings_jace-vryns-prodigy.json").read_bytes())
    assert _ingest(home, rulings).outcomes[0].status == "loaded"
    card = _card(home, "Jace, Vryn's Prodigy")
    def ruling(start: str) -> dict:
        [found] = [r for r in card["rulings"] if r["text"].startswith(start)]
        return found

    banned = ruling("Jace, Vryn's Prodigy is banned as a commander")
    assert [(s["source"], s["date"], s.get("publisher")) for s in banned["sources"]] == [
        ("mtgjson", "2017-07-17", "wotc"), ("scryfall", "2017-07-17", "scryfall"),
    ]
    # the same words, curly or straight quotes, the card's own name: one ruling with both sources
    shared = [r for r in card["rulings"] if {s["source"] for s in r["sources"]} == {"mtgjson", "scryfall"}]
    assert len(shared) == 14  # of the 16 Scryfall gives
    # a ruling Scryfall rewords (converted mana cost -> mana value) stays apart
    assert [s["source"] for s in ruling("The mana value of a double-faced card")["sources"]] == ["scryfall"]
    # a rulings file for cards not stored loads, attaching nothing to nobody
    other = tmp_path / "other.json"
    other.write_text(
        '{"object":"list","has_more":false,"data":[{"object":"ruling","oracle_id":"00000000-0000-0000-0000-000000000000",'
        '"source":"wotc","published_at":"2020-01-01","comment":"Nobody."}]}',
        encoding="utf-8",
    )
    [outcome] = _ingest(home, other).outcomes
    assert outcome.status == "loaded" and outcome.counts.get("skipped") == 1


def test_scryfall_prints_found_by_oracle_id(tmp_path) -> None:
    home = tmp_path / "home"
    _ingest(home, sample_file("ORI"))
    prints = FIXTURES / "scryfall" / "search_prints_lang-any_jace-vryns-prodigy_transform_11langs.json"
    assert _ingest(home, prints).outcomes[0].status == "loaded"
    card = _card(home, "維林逸才傑斯")  # by a Traditional Chinese face name
    assert card["name"] == "Jace, Vryn's Prodigy // Jace, Telepath Unbound"
    ori = [p for p in card["printings"] if p["set"] == "ORI"]
    assert ori[0]["languages"] == ["de", "en", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht"]
    assert _sql(home, "SELECT COUNT(*) FROM cards WHERE name LIKE 'Jace, Vryn%'") == [(1,)]


def test_a_name_two_cards_share_is_settled_by_the_rulings(tmp_path) -> None:
    home = tmp_path / "home"
    _ingest(home, sample_file("ALL"), sample_file("M12"), sample_file("FUT"))
    # "Combustión" is Burnout's Spanish name and another card's too; the ruling names Burnout
    page = tmp_path / "combustion.txt"
    page.write_text(
        "COMBUSTIÓN\n\n2004-10-04\n\nYou may target any instant spell with Burnout. If it's blue at the time "
        "Burnout resolves, that spell will be countered and you'll draw a card at the beginning of the next turn's "
        "upkeep. If it's not blue at the time Burnout resolves, that spell won't be countered, but you'll still draw "
        "a card at the beginning of the next turn's upkeep.\n",
        encoding="utf-8",
    )
    [outcome] = _ingest(home, page).outcomes
    assert outcome.status == "loaded", outcome.reason
    [ruling] = [r for r in _card(home, "Burnout")["rulings"] if r["text"].startswith("You may target any instant spell")]
    assert "page" in [s["source"] for s in ruling["sources"]]
    # "Presciência" is Foresee's and Foresight's Portuguese name; nothing on this page says which
    page = tmp_path / "presciencia.txt"
    page.write_text("Presciência\n\n2004-10-04\n\nA ruling that names neither card.\n", encoding="utf-8")
    [outcome] = _ingest(home, page).outcomes
    assert outcome.status == "failed"
    assert outcome.reason.endswith("the name 'Presciência' matches 2 cards; pass --card with the English name")


def test_cli_ingest_pages_and_rulings_json(tmp_path, cli) -> None:
    import json

    home = tmp_path / "home"
    assert cli(home, "ingest", "--no-index", str(XLN)).exit_code == 0
    page = tmp_path / "rulings-page.txt"
    page.write_text(
        "2023-11-10 · Wizards of the Coast\n\nIf no card is revealed, most likely because that player's library is "
        "empty, the exploring creature receives a +1/+1 counter.\n",
        encoding="utf-8",
    )
    # the page names no card: one clear line, exit 1
    result = cli(home, "ingest", "--no-index", str(page))
    assert result.exit_code == 1
    assert "rulings-page.txt: the page names no card; pass --card NAME" in result.stderr
    result = cli(home, "ingest", "--no-index", str(page), "--card", "Emperor's Vanguard")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip() == "1 loaded, 0 unchanged, 0 failed"
    result = cli(home, "ingest", "--no-index", str(CARD_PAGE), str(RULINGS_PAGE))
    assert result.exit_code == 0, result.stderr
    result = cli(home, "rulings", "Imperiale Vorhut", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["name"] == "Emperor's Vanguard"
    [ruling] = [r for r in data["rulings"] if r["text"].startswith("If no card is revealed")]
    assert ruling["date"] == "2018-01-19"
    assert [(s["source"], s["date"], s.get("publisher")) for s in ruling["sources"]] == [
        ("mtgjson", "2018-01-19", "wotc"), ("page", None, None), ("page", "2018-01-19", None), ("page", "2023-11-10", "wotc"),
    ]


def test_a_translated_ruling_the_page_pairs_is_linked(tmp_path) -> None:
    home = tmp_path / "home"
    _ingest(home, XLN)
    page = tmp_path / "paired.txt"
    page.write_text(
        "Imperiale Vorhut\n\n19.01.2018\n\n"
        "If no card is revealed, most likely because that player’s library is empty, the exploring creature "
        "receives a +1/+1 counter.\n\n"
        "Falls keine Karte offenbart wird, meist weil die Bibliothek des Spielers leer ist, erhält die erkundende "
        "Kreatur eine +1/+1-Marke.\n",
        encoding="utf-8",
    )
    assert _ingest(home, page).outcomes[0].status == "loaded"
    rows = _sql(
        home,
        "SELECT r.language, o.language, substr(o.text, 1, 20) FROM rulings r JOIN rulings o ON o.id = r.translation_of_id",
    )
    assert rows == [("de", "en", "If no card is reveal")]
    card = _card(home, "Emperor's Vanguard")
    german = [r for r in card["rulings"] if r["language"] == "de"]
    assert [r["date"] for r in german] == ["2018-01-19"]


def _chancellor_thread(tmp_path: Path, shown: list[str], after: str) -> Path:
    """A rules forum's thread whose answer quotes the rulings ``shown`` under their day, then says
    ``after`` in the poster's own words."""
    page = tmp_path / "thread.txt"
    page.write_text(
        "Chancellor of the Annex: does the tax stack?\n\n"
        "reanimator_rex » Posted 3/3/2026 at 18:02\n\nI revealed two of them. Does my opponent pay twice?\n\n"
        "Reply · Quote\n\njudge_jo » Posted 3/4/2026 at 09:40\n\nThe official rulings:\n\nJune 1, 2011\n\n"
        + "".join(f"{text}\n\n" for text in shown) + f"{after}\n\nReply · Quote\n",
        encoding="utf-8",
    )
    return page


def test_a_posters_words_after_every_official_ruling_of_the_day_are_not_stored(tmp_path) -> None:
    """Under a day, after all of the card's official rulings of that day (MTGJSON's), a paragraph that is none of them
    is the poster's own gloss: not stored. Where the page shows only part of that day's official rulings, a new text
    under it may be a ruling lorehold lacks, and is kept."""
    import json
    import lzma

    data = json.loads(lzma.decompress(sample_file("NPH").read_bytes()))["data"]
    official = [r for r in next(c for c in data["cards"] if c["name"] == "Chancellor of the Annex")["rulings"]
                if r["date"] == "2011-06-01"]
    assert len(official) == 2
    home = tmp_path / "home"
    _ingest(home, sample_file("NPH"))
    gloss = "In other words, each Chancellor triggers on its own, so two of them make the spell cost two more."
    [outcome] = _ingest(home, _chancellor_thread(tmp_path, [r["text"] for r in official], gloss)).outcomes
    assert outcome.status == "loaded", outcome.reason
    from_page = [(r["date"], r["text"]) for r in _card(home, "Chancellor of the Annex")["rulings"]
                 if "page" in [s["source"] for s in r["sources"]]]
    assert from_page == [("2011-06-01", r["text"]) for r in official]

    home = tmp_path / "home2"
    _ingest(home, sample_file("NPH"))
    [outcome] = _ingest(home, _chancellor_thread(tmp_path, [official[1]["text"]], gloss)).outcomes
    assert outcome.status == "loaded", outcome.reason
    from_page = [(r["date"], r["text"]) for r in _card(home, "Chancellor of the Annex")["rulings"]
                 if "page" in [s["source"] for s in r["sources"]]]
    assert sorted(from_page) == sorted([("2011-06-01", official[1]["text"]), ("2011-06-01", gloss)])
