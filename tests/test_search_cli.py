"""search, complete, translate, index rebuild|check and card's typo fallback, through the CLI,
on the bundled sample (11 sets, Ixalan among them) with its index built once per session."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from lorehold.settings import Settings

VANGUARD_OID = "5007425e-a626-46f7-ab7d-777af97ee724"


@pytest.fixture
def home(indexed_master, tmp_path) -> Path:
    """A private copy (tests that change the database or index get their own)."""
    target = tmp_path / "home"
    shutil.copytree(indexed_master, target)
    return target


def run_json(cli, home, *args, input=None):
    result = cli(home, *args, "--json", input=input)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def names_of(data):
    return [r["name"] for r in data["results"]]


@pytest.mark.parametrize(
    "query, lang, first, language, matched",
    [
        # English words of the oracle text, side by side
        ("deals combat damage to a player explores", None, "Emperor's Vanguard", "en", "Emperor's Vanguard"),
        # names in every language, exact or folded, first
        ("Imperiale Vorhut", None, "Emperor's Vanguard", "de", "Imperiale Vorhut"),
        ("vanguardia del emperador", None, "Emperor's Vanguard", "es", "Vanguardia del emperador"),
        ("avant garde de l empereur", None, "Emperor's Vanguard", "fr", "Avant-garde de l'empereur"),
        ("Императорский авангард", None, "Emperor's Vanguard", "ru", "Императорский Авангард"),
        ("皇帝の先兵", None, "Emperor's Vanguard", "ja", "皇帝の先兵"),
        ("황제의 선봉대", None, "Emperor's Vanguard", "ko", "황제의 선봉대"),
        # Traditional characters find the card in both Chinese scripts
        ("皇帝的先鋒", "zhs", "Emperor's Vanguard", "zhs", "皇帝的先锋"),
        ("皇帝的先锋", "zht", "Emperor's Vanguard", "zht", "皇帝的先鋒"),
        # one typo in a name
        ("Emperors Vangard", None, "Emperor's Vanguard", "en", "Emperor's Vanguard"),
        ("Imperial Vorhut", None, "Emperor's Vanguard", "de", "Imperiale Vorhut"),
        # the query language
        ('o:"erkundet" lang:de t:kreatur !"Imperiale Vorhut"', None, "Emperor's Vanguard", "de", "Imperiale Vorhut"),
        ('!"皇帝的先鋒"', None, "Emperor's Vanguard", "zht", "皇帝的先鋒"),  # as typed
    ],
)
def test_search_first_result(cli, indexed_master, query, lang, first, language, matched):
    args = ["search", query] + (["--lang", lang] if lang else [])
    data = run_json(cli, indexed_master, *args)
    top = data["results"][0]
    assert (top["name"], top["language"], top["matched_name"]) == (first, language, matched)
    assert top["oracle_id"] == VANGUARD_OID


def test_search_explore_in_german_creatures(cli, indexed_master):
    data = run_json(cli, indexed_master, "search", 'o:"erkundet" lang:de t:kreatur', "--limit", "50")
    got = names_of(data)
    assert "Emperor's Vanguard" in got and "Lurking Chupacabra" in got
    assert "Shadowed Caravel" not in got  # an artifact, not a Kreatur
    assert all(r["language"] == "de" for r in data["results"])
    vanguard = next(r for r in data["results"] if r["name"] == "Emperor's Vanguard")
    a, b = vanguard["highlights"][0]
    assert vanguard["snippet"][a:b] == "erkundet"


def test_search_negation_and_set(cli, indexed_master):
    data = run_json(cli, indexed_master, "search", "explore -t:creature set:xln")
    assert names_of(data) == ["Shadowed Caravel"]


def test_search_chinese_word_with_lang(cli, indexed_master):
    data = run_json(cli, indexed_master, "search", "勘察", "--lang", "zhs", "--limit", "50")
    got = names_of(data)
    assert "Emperor's Vanguard" in got and "Lurking Chupacabra" in got
    assert {r["language"] for r in data["results"]} == {"zhs"}
    hit = data["results"][0]
    a, b = hit["highlights"][0]
    assert hit["snippet"][a:b] == "勘察"


@pytest.mark.parametrize(
    "query, expected",
    [
        ("c:g mv=4 t:scout set:xln", ["Emperor's Vanguard"]),
        ("t:vehicle o:explores", ["Shadowed Caravel"]),
        ("kw:explore c:b", ["Dire Fleet Interloper", "Queen's Agent", "Seekers' Squire"]),
        ("explore (t:siren or t:vampire)", ["Queen's Agent", "Siren Lookout"]),
        # "explore" is read as English first, before Spanish "Explor-ador élfico" (Elvish Ranger)
        ("pow>=4 explore t:creature", ["Emperor's Vanguard"]),
        ("t:creature pow>=4 explore", ["Emperor's Vanguard"]),
    ],
)
def test_search_filters(cli, indexed_master, query, expected):
    data = run_json(cli, indexed_master, "search", query, "--limit", "50")
    assert sorted(names_of(data)[: len(expected)]) == expected


def test_search_limit_and_stable_order(cli, indexed_master):
    first = run_json(cli, indexed_master, "search", "kw:explore", "--limit", "5")
    again = run_json(cli, indexed_master, "search", "kw:explore", "--limit", "5")
    assert names_of(first) == names_of(again)
    assert len(first["results"]) == 5
    # equal scores: English name order
    assert names_of(first) == sorted(names_of(first), key=str.casefold)


def test_search_rulings(cli, indexed_master):
    data = run_json(cli, indexed_master, "search", "--rulings", "left the battlefield explore")
    top = data["results"][0]
    assert "left the battlefield" in top["ruling"] and "explore" in top["ruling"]
    assert top["date"] == "2017-09-29"
    dated = run_json(cli, indexed_master, "search", "--rulings", "explore date>=2018-01-01", "--limit", "100")
    assert dated["results"] and all(r["date"] >= "2018-01-01" for r in dated["results"])


def test_search_stdin_json_lines(cli, indexed_master):
    result = cli(indexed_master, "search", "-", input="Imperiale Vorhut\nvanguardia del emperador\n\nmv>=x\n")
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["query"] for line in lines] == ["Imperiale Vorhut", "vanguardia del emperador", "mv>=x"]
    assert lines[0]["results"][0]["name"] == "Emperor's Vanguard"
    assert lines[1]["results"][0]["matched_name"] == "Vanguardia del emperador"
    assert "position 5" in lines[2]["error"] and lines[2]["results"] == []


@pytest.mark.parametrize(
    "query, message",
    [
        ("mv>=three", "invalid query at position 5: 'mv' compares with a number, not 'three'"),
        ('o:"open', "invalid query at position 3: unterminated quote"),
        ("lang:xx", "unknown language 'xx'"),
    ],
)
def test_search_invalid_query_exits_1(cli, indexed_master, query, message):
    result = cli(indexed_master, "search", query)
    assert result.exit_code == 1
    assert message in result.stderr
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("typed", "meant", "other"),
    [
        # one character left out: as near to another name with a character changed, but only
        # the name meant keeps every typed character
        ("稲妻の使", "Lightning Angel", "Riddle of Lightning"),  # 稲妻の天使 over 稲妻の謎
        ("アの信奉者", "Ana Disciple", "Disciple of the Ring"),  # アナの信奉者 over 輪の信奉者
        # a three-character name typed with two: names holding both, in order
        ("募官", "Enlistment Officer", None),  # 募兵官
        ("夜力", "Strength of Night", None),  # 夜の力
    ],
)
def test_cjk_names_with_a_character_left_out(cli, indexed_master, typed, meant, other):
    from lorehold.search.names import NameIndex

    names = NameIndex.load(indexed_master / "index" / "names.bin")
    near = names.fuzzy(typed)
    assert names.english(near[0].card_id) == meant and near[0].distance == 1
    if other:  # the tie the rule breaks is real
        assert names.english(near[1].card_id) == other and near[1].distance == 1
    data = run_json(cli, indexed_master, "search", typed)
    assert data["results"][0]["name"] == meant and data["results"][0]["match"] == "fuzzy"


def test_search_without_index(cli, sample_home):
    result = cli(sample_home, "search", "explore")
    assert result.exit_code == 1
    assert "lorehold index rebuild" in result.stderr


def test_card_forgives_typos(cli, indexed_master):
    result = cli(indexed_master, "card", "Emperors Vangard", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["oracle_id"] == VANGUARD_OID
    result = cli(indexed_master, "card", "avant garde de l empereur", "--json")
    assert json.loads(result.stdout)["name"] == "Emperor's Vanguard"
    result = cli(indexed_master, "card", "Vanguard Emperor's", "--json")  # word order
    assert json.loads(result.stdout)["name"] == "Emperor's Vanguard"
    result = cli(indexed_master, "card", "Qwzzyx Blorp")
    assert result.exit_code == 1 and "no card named" in result.stderr


def test_complete(cli, indexed_master):
    data = run_json(cli, indexed_master, "complete", "imperiale")
    assert data[0] == {"name": "Imperiale Vorhut", "language": "de", "english_name": "Emperor's Vanguard"}
    assert len(data) <= 20
    german = run_json(cli, indexed_master, "complete", "imp", "--lang", "de")
    assert german and {d["language"] for d in german} == {"de"}
    japanese = run_json(cli, indexed_master, "complete", "皇帝")
    assert {"name": "皇帝の先兵", "language": "ja", "english_name": "Emperor's Vanguard"} in japanese


def test_translate_decklist(cli, indexed_master, tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Emperors Vanguard\n1x Shock\n\nSideboard\n2 Lurking Chupacabra (XLN) 111\n1 Nonexistent Card Foo\n",
                    encoding="utf-8")
    result = cli(indexed_master, "translate", str(deck), "--to", "de")
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "4 Imperiale Vorhut", "1x Schock", "", "Sideboard", "2 Lauernder Chupacabra (XLN) 111", "1 Nonexistent Card Foo",
    ]
    assert "unknown card on line 6: Nonexistent Card Foo" in result.stderr


def test_translate_japanese_list_to_english(cli, indexed_master):
    result = cli(indexed_master, "translate", "-", "--to", "en", "--from", "ja", input="3 皇帝の先兵\n2 ショック\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == ["3 Emperor's Vanguard", "2 Shock"]


def test_translate_reads_the_encodings_editors_save_and_refuses_binary(cli, indexed_master, tmp_path):
    notepad = tmp_path / "unicode.txt"  # Windows Notepad's "Unicode": UTF-16 with its byte order mark
    notepad.write_bytes("4 Imperiale Vorhut\r\n1 Schock\r\n".encode("utf-16"))
    marked = tmp_path / "bom.txt"
    marked.write_bytes("\ufeff4 Imperiale Vorhut\n".encode("utf-8"))
    for deck, want in ((notepad, ["4 皇帝の先兵", "1 ショック"]), (marked, ["4 皇帝の先兵"])):
        result = cli(indexed_master, "translate", str(deck), "--to", "ja")
        assert result.exit_code == 0, result.output
        assert result.stdout.splitlines() == want
    binary = tmp_path / "deck.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    for args, stdin in (((str(binary),), None), (("-",), b"4 W\xfctende\n")):
        result = cli(indexed_master, "translate", *args, "--to", "ja", input=stdin)
        assert result.exit_code == 1 and result.stdout == ""
        assert result.stderr.strip().startswith("error: ") and "is not a decklist in UTF-8 text" in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.output


@pytest.mark.slow  # index builds of the whole sample
def test_index_check_sees_a_stale_index(cli, home):
    import sqlite3

    with sqlite3.connect(home / "lorehold.db") as db:
        db.execute("UPDATE translations SET name = 'Kaiserliche Vorhut' WHERE name = 'Imperiale Vorhut'")
        db.execute("DELETE FROM rulings WHERE id = (SELECT MIN(id) FROM rulings)")
    result = cli(home, "index", "check", "--sample", "3000")
    assert result.exit_code == 1
    assert "rulings: 3602 in the database, 3603 in the index" in result.stdout
    assert "Emperor's Vanguard" in result.stdout  # its document no longer matches


def test_update_after_ingest_changes_only_what_changed(home):
    import sqlite3

    from lorehold.db.engine import dispose_all
    from lorehold.search.index import update
    from lorehold.search.searching import Searcher

    with sqlite3.connect(home / "lorehold.db") as db:
        card_id = db.execute("SELECT id FROM cards WHERE name = ?", ("Emperor's Vanguard",)).fetchone()[0]
        db.execute("UPDATE translations SET name = 'Kaiserliche Vorhut' WHERE name = 'Imperiale Vorhut'")
    settings = Settings.resolve(home)
    report = update(settings, {card_id})
    dispose_all()
    assert report.cards == 1
    searcher = Searcher(settings.index_dir)
    top = searcher.search("Kaiserliche Vorhut")[0]
    assert (top.name, top.language, top.match) == ("Emperor's Vanguard", "de", "exact")
    hits = searcher.search("n:vorhut lang:de")
    assert ("Emperor's Vanguard", "Kaiserliche Vorhut") in [(h.name, h.matched_name) for h in hits]
    assert searcher.search("Imperiale Vorhut")[0].match != "exact"  # the old name is gone
    assert searcher.cards.doc_count() == 2259
    searcher.close()


@pytest.mark.slow  # index builds of the whole sample
def test_repeated_updates_merge_segments(home):
    """Many small updates leave small segments that Whoosh merges: still one document per card."""
    from lorehold.db.engine import dispose_all
    from lorehold.search.index import update
    from lorehold.search.searching import Searcher

    import sqlite3

    with sqlite3.connect(home / "lorehold.db") as db:
        ids = [r[0] for r in db.execute("SELECT id FROM cards ORDER BY id LIMIT 12")]
    settings = Settings.resolve(home)
    for card_id in ids:
        update(settings, {card_id})
    dispose_all()
    searcher = Searcher(settings.index_dir)
    assert searcher.cards.doc_count() == 2259
    assert searcher.search("Imperiale Vorhut")[0].name == "Emperor's Vanguard"
    searcher.close()


@pytest.mark.parametrize(
    "query, included, excluded",
    [
        ("s:xln c:g mv=4", "Emperor's Vanguard", "Lurking Chupacabra"),
        ("kw:explore c:b", "Queen's Agent", "Emperor's Vanguard"),
        ("id<=g mv>=4 date>=2017-09-29", "Emperor's Vanguard", "Lurking Chupacabra"),
        ("lang:ko (c:g or c:b) mv<=4", "Lurking Chupacabra", "Shadowed Caravel"),
    ],
)
def test_card_level_terms_as_sql(indexed_master, query, included, excluded):
    import sqlite3

    from lorehold.search.query import parse_query
    from lorehold.search.sql import to_sql

    where, params = to_sql(parse_query(query))
    with sqlite3.connect(indexed_master / "lorehold.db") as db:
        names = {r[0] for r in db.execute(f"SELECT c.name FROM cards c WHERE {where}", params)}
    assert included in names and excluded not in names


@pytest.mark.parametrize("query", ["s:xln r:rare", "-s:rix", "date>=2017-09-29 year<2018", "lang:ko s:xln", "pow>=4"])
def test_printing_combinations_and_power_have_no_sql(query):
    """Two printing conditions must hold on one printing, a lone '-' on some printing, and '*' is
    not a power of 0: SQL per atom would say otherwise, so the index answers (export --query)."""
    from lorehold.errors import InvalidQuery
    from lorehold.search.query import parse_query
    from lorehold.search.sql import to_sql

    with pytest.raises(InvalidQuery):
        to_sql(parse_query(query))


def test_text_terms_have_no_sql():
    from lorehold.errors import InvalidQuery
    from lorehold.search.query import parse_query
    from lorehold.search.sql import to_sql

    with pytest.raises(InvalidQuery, match="need the search index"):
        to_sql(parse_query("o:explore s:xln"))


def test_a_query_starting_with_a_minus_is_the_query(cli, indexed_master):
    """``search '-t:creature t:artifact'``: Scryfall's negation first is the query, not an unknown
    option; the options around it still work, clusters and attached values included."""
    from tests import truth
    from tests.conftest import SAMPLE

    cards = truth.load(SAMPLE)
    types = {oid: truth.words(c.type) for oid, c in cards.items()}
    want = {oid for oid, ws in types.items()
            if any(w.startswith("artifact") for w in ws) and not any(w.startswith("creature") for w in ws)}
    assert want
    query = "-t:creature t:artifact"
    found = run_json(cli, indexed_master, "search", query, "--limit", "1000")
    assert found["query"] == query and {r["oracle_id"] for r in found["results"]} == want
    # after "--", as before; with options before it and after it; -n3 attached, -n 3 apart
    after = cli(indexed_master, "search", "--limit", "1000", "--json", "--", query)
    assert after.exit_code == 0 and json.loads(after.stdout) == found
    assert run_json(cli, indexed_master, "search", "-n", "1000", query) == found
    three = run_json(cli, indexed_master, "search", query, "-n3")
    assert three["results"] == found["results"][:3]
    assert run_json(cli, indexed_master, "search", "-n", "3", query) == three
    # a word that starts like a short option: -n takes a number, -l a language
    for word in ("-nonbasic", "-legendary", "-lang:de"):
        result = cli(indexed_master, "search", word, "kw:flying", "--json")
        assert result.exit_code == 2 and "unexpected extra argument" in result.output  # two queries
        result = cli(indexed_master, "search", f"{word} kw:flying", "--json", "-n", "1000")
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["query"] == f"{word} kw:flying"
    # a language attached to -l is still the option
    assert run_json(cli, indexed_master, "search", "-lde", "kw:flying") == run_json(
        cli, indexed_master, "search", "--lang", "de", "kw:flying")
    # an unknown long option is still an error, and -h still asks for help
    assert cli(indexed_master, "search", "--bogus", "x").exit_code == 2
    helped = cli(indexed_master, "search", "-h")
    assert helped.exit_code == 0 and "Usage" in helped.output


