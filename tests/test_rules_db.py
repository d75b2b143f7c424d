"""The Comprehensive Rules through the database and the CLI: ingest of every fixture, ``rule`` by
number and term, in Chinese, diffs across renumbering, cards' keyword rules, rules search, and a
damaged file storing nothing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from typer.testing import CliRunner

from lorehold.cli.app import app

FIXTURES = Path(__file__).parent / "fixtures" / "rules"
EN_2017 = FIXTURES / "MagicCompRules_en_20170925_cp1252_crlf.txt"
EN_2024 = FIXTURES / "MagicCompRules_en_20240412_pair-of-zh_utf8_lf.txt"
EN_2026 = FIXTURES / "MagicCompRules_en_20260116_utf8bom_cr-and-crlf.txt"
ZH_2024 = FIXTURES / "MagicCompRules_zh-hans_20240412_judge-translation_utf8_lf.txt"
KO_2021 = FIXTURES / "cr_ko_section1-game-concepts_fan-translation_jekyll-md_2021.md"
CARDS = FIXTURES / "mtgjson_XLN_three-keyword-cards.json"

runner = CliRunner()


def run(home: Path, *args: str):
    return runner.invoke(app, ["--home", str(home), *args])


def run_json(home: Path, *args: str):
    result = run(home, *args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def home(tmp_path_factory) -> Path:
    # the translation goes in before its English original: linking must not depend on the order
    home = tmp_path_factory.mktemp("rules_home")
    report = run_json(home, "ingest", str(ZH_2024), str(EN_2017), str(EN_2024), str(EN_2026), str(KO_2021), str(CARDS))
    assert report["summary"] == {"loaded": 6, "unchanged": 0, "failed": 0}
    return home


def db(home: Path):
    return create_engine(f"sqlite:///{home / 'lorehold.db'}")


def test_ingest_counts_per_source(home):
    report = run_json(home, "ingest", str(EN_2026))
    assert report["summary"] == {"loaded": 0, "unchanged": 1, "failed": 0}
    with db(home).connect() as conn:
        rows = conn.execute(
            text(
                "SELECT v.language, v.effective_date, COUNT(r.id), v.english_version_id IS NOT NULL FROM rules_versions v "
                "JOIN rules r ON r.version_id = v.id GROUP BY v.id ORDER BY v.effective_date, v.language"
            )
        ).all()
        assert [tuple(r) for r in rows] == [
            ("ko", None, 458, 0),
            ("en", "2017-09-29", 2376, 0),
            ("en", "2024-04-12", 3115, 0),
            ("zhs", "2024-04-12", 3115, 1),
            ("en", "2026-01-16", 3269, 0),
        ]
        linked = conn.execute(
            text(
                "SELECT COUNT(*) FROM rules t JOIN rules e ON e.id = t.english_rule_id "
                "JOIN rules_versions v ON v.id = t.version_id WHERE v.language = 'zhs' AND e.number = t.number"
            )
        ).scalar_one()
        assert linked == 3115
        glossary = conn.execute(
            text(
                "SELECT e.term FROM glossary_entries t JOIN glossary_entries e ON e.id = t.english_entry_id "
                "WHERE t.term = '勘察'"
            )
        ).scalar_one()
        assert glossary == "Explore"
        sources = conn.execute(text("SELECT COUNT(*), MIN(published) FROM sources WHERE kind = 'rules'")).one()
        assert tuple(sources) == (5, "2017-09-29")


def test_rule_by_number_in_the_newest_version(home):
    data = run_json(home, "rule", "701.44")
    assert (data["number"], data["title"], data["effective_date"], data["language"]) == ("701.44", "Explore", "2026-01-16", "en")
    assert [c["number"] for c in data["children"]] == ["701.44a", "701.44b", "701.44c", "701.44d"]
    assert data["children"][0]["text"].startswith("Certain spells and abilities instruct a permanent to explore.")
    b = data["children"][1]
    assert b["links"] == [{"number": "701.44a", "start": 59, "end": 66, "example": None}]
    assert b["text"][59:66] == "701.44a"
    assert [g["term"] for g in data["glossary"]] == ["Explore", "Map"]
    assert data["history"] == [
        {"language": "en", "effective_date": "2017-09-29", "number": "701.38"},
        {"language": "en", "effective_date": "2024-04-12", "number": "701.40"},
        {"language": "zhs", "effective_date": "2024-04-12", "number": "701.40"},
        {"language": "en", "effective_date": "2026-01-16", "number": "701.44"},
    ]


def test_rule_text_output(home):
    result = run(home, "rule", "701.44")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "Comprehensive Rules (en, effective 2026-01-16)"
    assert lines[1] == "701.44. Explore"
    assert lines[2].startswith("701.44a Certain spells and abilities")


@pytest.mark.parametrize(
    "args,number,title,language,date",
    [
        (["explore"], "701.44", "Explore", "en", "2026-01-16"),
        (["EXPLORE"], "701.44", "Explore", "en", "2026-01-16"),
        (["explore", "--lang", "zhs"], "701.40", "勘察", "zhs", "2024-04-12"),
        (["701.44", "--lang", "zh-CN"], "701.40", "勘察", "zhs", "2024-04-12"),
        (["勘察"], "701.40", "勘察", "zhs", "2024-04-12"),
        (["active player"], "102.1", None, "en", "2026-01-16"),
        (["forestwalk"], "702.14", "Landwalk", "en", "2026-01-16"),  # glossary "See Landwalk."
        (["7"], "7", "Additional Rules", "en", "2026-01-16"),
        (["100.1", "--lang", "ko"], "100.1", None, "ko", None),
    ],
)
def test_rule_lookup_table(home, args, number, title, language, date):
    data = run_json(home, "rule", *args)
    assert (data["number"], data["title"], data["language"], data["effective_date"]) == (number, title, language, date)


def test_chinese_explore_is_linked_to_english_2024_and_2026(home):
    data = run_json(home, "rule", "explore", "--lang", "zhs")
    assert data["text"] == "勘察"
    assert data["children"][0]["text"].startswith("某些异能会令永久物进行勘察。")
    assert data["english"] == {"number": "701.40", "effective_date": "2024-04-12", "title": "Explore", "text": "Explore"}
    assert data["current"] == {"number": "701.44", "effective_date": "2026-01-16", "title": "Explore"}
    assert data["glossary"][0]["term"] == "勘察"


def test_korean_page_is_reached_by_number_with_a_note(home):
    data = run_json(home, "rule", "100.1", "--lang", "ko")
    assert data["text"] == "이 Magic 규칙은 두 명 혹은 그 이상의 플레이어가 참여하는 모든 Magic 게임에 적용됩니다."
    assert data["note"] == "matched by number: no English version of the ko text's date is stored"


def test_diff_follows_renumbering(home):
    data = run_json(home, "rule", "explore", "--diff", "2024-04-12")
    assert (data["from"], data["to"], data["unchanged"]) == ("2024-04-12", "2026-01-16", 0)
    summary = [
        ((c.get("old") or {}).get("number"), (c.get("new") or {}).get("number"), c["change"]) for c in data["changes"]
    ]
    assert summary == [
        ("701.40", "701.44", ["renumbered"]),
        ("701.40a", "701.44a", ["renumbered", "reworded"]),
        # "described in rule 701.40a" -> "701.44a": a renumbered reference is not a rewording
        ("701.40b", "701.44b", ["renumbered"]),
        ("701.40c", "701.44c", ["renumbered"]),
        (None, "701.44d", ["added"]),
    ]
    assert data["changes"][1]["text_diff"].startswith("Certain {+spells and+} abilities instruct")


def test_diff_picks_the_version_in_force_on_the_date(home):
    data = run_json(home, "rule", "701.44a", "--diff", "2018-01-01")
    assert data["from"] == "2017-09-29"
    assert [c["change"] for c in data["changes"]] == [["renumbered", "reworded"]]
    assert data["changes"][0]["old"]["number"] == "701.38a"
    assert "[-his or her-] {+their+}" in data["changes"][0]["text_diff"]
    # the same words apart from the renumbered reference: renumbered only
    data = run_json(home, "rule", "701.44b", "--diff", "2018-01-01")
    assert [(c["old"]["number"], c["change"]) for c in data["changes"]] == [("701.38b", ["renumbered"])]


def test_diff_text_output(home):
    result = run(home, "rule", "explore", "--diff", "2024-04-12")
    assert result.exit_code == 0
    assert "  701.40 -> 701.44  [renumbered]" in result.stdout.splitlines()
    assert "  701.44d  [added]" in result.stdout.splitlines()


@pytest.mark.parametrize(
    "args,message",
    [
        (["rule", "nosuchword"], "error: no rule or glossary term 'nosuchword'\n"),
        (["rule", "999.9"], "error: no rule 999.9 in any ingested version\n"),
        (["rule", "explore", "--diff", "2010-01-01"], "error: no en version in force on 2010-01-01 (have: 2017-09-29, 2024-04-12, 2026-01-16)\n"),
        (["rule", "explore", "--diff", "last week"], "error: --diff 'last week' is not an ISO date (YYYY-MM-DD)\n"),
        (["rule", "701.44d", "--lang", "zhs"], "error: '701.44d' has no text in the zhs version of 2024-04-12\n"),
    ],
)
def test_rule_errors_are_one_line(home, args, message):
    result = run(home, *args)
    assert result.exit_code == 1
    assert result.stderr == message


@pytest.mark.parametrize(
    "name,rules",
    [
        ("Emperor's Vanguard", [{"keyword": "Explore", "rule": "701.44", "effective_date": "2026-01-16"}]),
        ("Imperiale Vorhut", [{"keyword": "Explore", "rule": "701.44", "effective_date": "2026-01-16"}]),
        # no MTGJSON keyword: "has flying as long as you control a Dinosaur" names it in the text
        ("Pterodon Knight", [{"keyword": "Flying", "rule": "702.9", "effective_date": "2026-01-16"}]),
        ("Cobbled Wings", [
            {"keyword": "Equip", "rule": "702.6", "effective_date": "2026-01-16"},
            {"keyword": "Flying", "rule": "702.9", "effective_date": "2026-01-16"},
        ]),
    ],
)
def test_card_lists_its_keyword_rules(home, name, rules):
    assert run_json(home, "card", name)["rules"] == rules


def test_card_text_output_shows_the_rules(home):
    result = run(home, "card", "Emperor's Vanguard")
    assert "Rules  Explore: 701.44" in result.stdout.splitlines()


@pytest.mark.parametrize(
    "query,lang,top",
    [
        ("explore", None, ["701.44", "Explore"]),
        ("reveal the top card of your library land", None, ["Explore", "702.60a", "701.44a"]),
        ("勘察", "zhs", ["701.40", "勘察"]),
        ("展示牌库顶牌 地牌", "zhs", ["勘察", "701.40a"]),
        ("commander damage 21", None, ["704.6c"]),
    ],
)
def test_search_rules(home, query, lang, top):
    from lorehold.rules.search import search_rules

    with db(home).connect() as conn:
        hits = search_rules(conn, query, lang, limit=10)
    assert [h.get("number") or h.get("term") for h in hits[: len(top)]] == top


def test_a_truncated_file_is_rejected_and_stores_nothing(home, tmp_path):
    data = EN_2026.read_bytes()
    cut = tmp_path / "MagicCompRules_20260116_cut.txt"
    cut.write_bytes(data[: data.index(b"\r702.9. Flying")])
    with db(home).connect() as conn:
        before = conn.execute(text("SELECT COUNT(*) FROM rules")).scalar_one()
    result = run(home, "ingest", str(cut))
    assert result.exit_code == 1
    assert result.stderr == (
        f"failed: {cut}: truncated: the rules stop at line 3940 (rule 702.8b) "
        "with no 'Glossary' after them\n"
    )
    with db(home).connect() as conn:
        assert conn.execute(text("SELECT COUNT(*) FROM rules")).scalar_one() == before
        assert conn.execute(text("SELECT status FROM sources WHERE locator = :l"), {"l": str(cut)}).scalar_one() == "failed"


def test_reingesting_a_changed_copy_replaces_the_version(home, tmp_path):
    copy = tmp_path / "MagicCompRules_copy.txt"
    shutil.copy(EN_2017, copy)
    report = run_json(home, "ingest", str(copy))
    assert report["summary"]["loaded"] == 1
    with db(home).connect() as conn:
        rows = conn.execute(
            text("SELECT COUNT(*) FROM rules_versions WHERE language = 'en' AND effective_date = '2017-09-29'")
        ).scalar_one()
        assert rows == 1
    data = run_json(home, "rule", "explore", "--diff", "2017-09-29")
    assert data["from"] == "2017-09-29"


def test_rule_command_has_help():
    result = runner.invoke(app, ["rule", "--help"])
    assert result.exit_code == 0
    assert "--diff" in result.stdout and "--lang" in result.stdout


@pytest.mark.slow  # the rules ingested on PostgreSQL
@pytest.mark.postgres
def test_rules_on_postgresql(tmp_path):
    """The same ingest, lookup, diff and replacement on PostgreSQL, in a scratch database."""
    import os
    import uuid

    from sqlalchemy.engine import make_url

    base = os.environ.get("LOREHOLD_TEST_PG_URL")
    if not base:
        pytest.skip("LOREHOLD_TEST_PG_URL is not set")
    name = f"lorehold_rules_{uuid.uuid4().hex[:8]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(base).set(database=name).render_as_string(hide_password=False)
    try:
        def pg(*args):
            return runner.invoke(app, ["--home", str(tmp_path), "--database-url", url, *args])

        result = pg("ingest", str(ZH_2024), str(EN_2024), str(EN_2026), "--json")
        assert json.loads(result.stdout)["summary"] == {"loaded": 3, "unchanged": 0, "failed": 0}
        data = json.loads(pg("rule", "explore", "--lang", "zhs", "--json").stdout)
        assert (data["number"], data["english"]["number"], data["current"]["number"]) == ("701.40", "701.40", "701.44")
        data = json.loads(pg("rule", "explore", "--diff", "2024-04-12", "--json").stdout)
        assert [c["change"] for c in data["changes"]][-1] == ["added"]
        copy = tmp_path / "copy_of_2024.txt"
        shutil.copy(EN_2024, copy)  # the same edition again: replaces the version, keeps the link
        assert pg("ingest", str(copy)).exit_code == 0
        data = json.loads(pg("rule", "explore", "--lang", "zhs", "--json").stdout)
        assert data["english"]["number"] == "701.40"
    finally:
        from lorehold.db.engine import dispose_all

        dispose_all()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def test_search_command_with_rules(home):
    if "--rules" not in runner.invoke(app, ["search", "--help"]).stdout:
        pytest.skip("the search command has no --rules yet")
    data = run_json(home, "search", "--rules", "reveal the top card of your library land", "--limit", "3")
    assert [h.get("number") or h.get("term") for h in data["results"]] == ["Explore", "702.60a", "701.44a"]
    result = run(home, "search", "--rules", "勘察", "--lang", "zhs", "--limit", "2")
    assert result.stdout.splitlines() == [
        "Comprehensive Rules (zhs, effective 2024-04-12)",
        "701.40  勘察",
        "Glossary: 勘察  一个关键字动作，使牌手展示其牌库顶牌，然后根据展示的牌是否是地牌采取不同的动作。参见规则701.40，“勘察”。",
    ]
