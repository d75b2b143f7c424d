"""The card, rulings, stats, sources and ingest commands, through Typer's runner, on the sample."""

from __future__ import annotations

import json

import pytest

from tests.conftest import SAMPLE


@pytest.mark.parametrize(
    "typed, language",
    [
        ("Imperiale Vorhut", "de"),
        ("imperiale vorhut", "de"),
        ("皇帝の先兵", "ja"),
        ("皇帝的先锋", "zhs"),
        ("皇帝的先鋒", "zht"),
        ("vanguardia del emperador", "es"),
        ("Avant garde de l'empereur", "fr"),
        ("황제의 선봉대", "ko"),
        ("императорский авангард", "ru"),
        ("Emperor's Vanguard", "en"),
        ("EMPERORS VANGUARD", "en"),
    ],
)
def test_card_by_name_in_any_language(sample_home, cli, typed, language):
    result = cli(sample_home, "card", typed, "--json")
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    assert card["name"] == "Emperor's Vanguard"
    assert card["oracle_id"] == "5007425e-a626-46f7-ab7d-777af97ee724"


def test_card_json_shape_follows_the_contract(sample_home, cli):
    card = json.loads(cli(sample_home, "card", "Imperiale Vorhut", "--json").stdout)
    assert (card["mana_cost"], card["type_line"]) == ("{3}{G}", "Creature — Human Scout")
    assert card["oracle_text"].startswith("Whenever Emperor's Vanguard deals combat damage to a player, it explores.")
    de = next(t for t in card["translations"] if t["language"] == "de")
    assert de == {
        "language": "de", "name": "Imperiale Vorhut", "type_line": "Kreatur — Mensch, Späher",
        "text": de["text"], "flavor_text": None, "printings": ["XLN/189"],
    }
    assert de["text"].startswith("Immer wenn die Imperiale Vorhut einem Spieler Kampfschaden zufügt, erkundet sie.")
    assert [t["language"] for t in card["translations"]] == ["de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht"]
    (printing,) = card["printings"]
    assert (printing["set"], printing["number"]) == ("XLN", "189")
    assert printing["languages"] == ["de", "en", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht"]
    assert [r["date"] for r in card["rulings"]] == ["2018-01-19"] * 3
    assert all(r["sources"][0]["source"] == "mtgjson" and r["sources"][0]["url"] is None for r in card["rulings"])


def test_card_lang_option_limits_translations(sample_home, cli):
    result = cli(sample_home, "card", "vanguardia del emperador", "--lang", "ja", "--lang", "German", "--json")
    card = json.loads(result.stdout)
    assert [(t["language"], t["name"]) for t in card["translations"]] == [("de", "Imperiale Vorhut"), ("ja", "皇帝の先兵")]


def test_card_text_output_shows_translations_and_rulings(sample_home, cli):
    result = cli(sample_home, "card", "Imperiale Vorhut")
    assert result.exit_code == 0
    assert "Emperor's Vanguard" in result.stdout and "{3}{G}" in result.stdout
    assert "Imperiale Vorhut" in result.stdout and "皇帝的先锋" in result.stdout
    assert "2018-01-19" in result.stdout


def test_split_and_transform_cards_show_both_faces(sample_home, cli):
    fire_ice = json.loads(cli(sample_home, "card", "Fire // Ice", "--json").stdout)
    assert [f["name"] for f in fire_ice["faces"]] == ["Fire", "Ice"]
    assert fire_ice["faces"][1]["oracle_text"] == "Tap target permanent.\nDraw a card."
    # a face's name finds its card, and a translated face name does too
    deserter = json.loads(cli(sample_home, "card", "Werwolf-Einsacker", "--json").stdout)
    assert deserter["name"] == "Afflicted Deserter // Werewolf Ransacker"
    assert [f["name"] for f in deserter["faces"]] == ["Afflicted Deserter", "Werewolf Ransacker"]
    assert deserter["faces"][1]["power"] == "5"
    text = cli(sample_home, "card", "Ice").stdout
    assert "Fire // Ice" in text


def test_unknown_card_exits_1_with_one_line(sample_home, cli):
    result = cli(sample_home, "card", "Zzyzx Qwerty Nonexistent")
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.strip().count("\n") == 0
    assert "no card named 'Zzyzx Qwerty Nonexistent'" in result.stderr


@pytest.mark.parametrize("args", [("card", "Lure"), ("rulings", "Lure"), ("stats",), ("ingest", str(SAMPLE))])
def test_a_file_that_is_not_a_database_is_one_line_and_left_alone(tmp_path, cli, args):
    home = tmp_path / "home"
    home.mkdir()
    (home / "lorehold.db").write_bytes(b"not a database\n")
    result = cli(home, *args)
    assert result.exit_code == 1
    assert result.stderr.strip() == "error: the database cannot be read: file is not a database"
    assert (home / "lorehold.db").read_bytes() == b"not a database\n"


def test_ambiguous_name_lists_candidates_and_exits_1(sample_home, cli):
    # Spanish "Combustión" (Burnout) and French "Combustion" (Combust) fold to one key
    result = cli(sample_home, "card", "combustion")
    assert result.exit_code == 1
    assert "matches 2 cards" in result.stderr
    assert "Burnout" in result.stderr and "Combust " in result.stderr


def test_rulings_command_and_since(sample_home, cli):
    data = json.loads(cli(sample_home, "rulings", "Emperor's Vanguard", "--json").stdout)
    assert data["name"] == "Emperor's Vanguard"
    assert [r["date"] for r in data["rulings"]] == ["2018-01-19"] * 3
    assert data["rulings"][0]["text"].startswith("If a resolving spell or ability instructs a specific creature to explore")
    later = json.loads(cli(sample_home, "rulings", "Emperor's Vanguard", "--since", "2018-01-20", "--json").stdout)
    assert later["rulings"] == []
    bad = cli(sample_home, "rulings", "Emperor's Vanguard", "--since", "19/01/2018")
    assert bad.exit_code == 1 and "not an ISO date" in bad.stderr


def test_rulings_repeated_in_two_files_list_both_documents(sample_home, cli):
    data = json.loads(cli(sample_home, "rulings", "Lure", "--json").stdout)
    assert len(data["rulings"]) == 2
    assert [s["document"] for s in data["rulings"][0]["sources"]] == ["CHK.json.xz", "M12.json.xz"]


def test_stats_json(sample_home, cli):
    data = json.loads(cli(sample_home, "stats", "--json").stdout)
    assert (data["cards"], data["printings"], data["sets"], data["rulings"]) == (2259, 2460, 11, 3603)
    assert data["translations_by_language"]["ja"] == 2250  # (set, number) pairs with a Japanese entry, counted from the files
    assert "Translations" not in cli(sample_home, "stats").stdout and "2,259" in cli(sample_home, "stats").stdout


@pytest.mark.slow  # an ingest that builds the index
def test_ingest_command_reports_and_exit_codes(fresh_home, cli, tmp_path):
    first = cli(fresh_home, "ingest", str(SAMPLE / "XLN.json.xz"))
    assert first.exit_code == 0 and first.stdout.strip() == "1 loaded, 0 unchanged, 0 failed"
    again = cli(fresh_home, "ingest", str(SAMPLE / "XLN.json.xz"), "--json")
    assert json.loads(again.stdout)["summary"] == {"loaded": 0, "unchanged": 1, "failed": 0}
    broken = tmp_path / "broken.json"
    broken.write_text('{"meta": {}, "data": {"code": "XLN", "cards": [')
    bad = cli(fresh_home, "ingest", str(broken))
    assert bad.exit_code == 1
    assert "broken.json" in bad.stderr and "not valid JSON" in bad.stderr
    assert "Traceback" not in bad.output
    failed = cli(fresh_home, "sources", "--failed", "--json")
    assert [s["locator"].rsplit("/", 1)[-1] for s in json.loads(failed.stdout)] == ["broken.json"]


def test_home_from_environment(sample_home, runner, monkeypatch):
    from lorehold.cli.app import app

    monkeypatch.setenv("LOREHOLD_HOME", str(sample_home))
    result = runner.invoke(app, ["card", "Imperiale Vorhut", "--json"])
    assert json.loads(result.stdout)["name"] == "Emperor's Vanguard"


def test_unknown_language_is_a_user_error(sample_home, cli):
    result = cli(sample_home, "card", "Imperiale Vorhut", "--lang", "klingon")
    assert result.exit_code == 1 and "unknown language 'klingon'" in result.stderr


def test_every_command_has_help(runner):
    from lorehold.cli.app import app

    def walk(group, path):
        for name, command in group.commands.items():
            yield path + [name], command
            if hasattr(command, "commands"):
                yield from walk(command, path + [name])

    import typer.main

    root = typer.main.get_command(app)
    seen = []
    for path, command in walk(root, []):
        assert command.help or command.short_help, f"{' '.join(path)} has no help text"
        result = runner.invoke(app, [*path, "--help"])
        assert result.exit_code == 0, path
        seen.append(" ".join(path))
    assert {"ingest", "card", "rulings", "stats", "sources", "db upgrade", "db current"} <= set(seen)


def test_a_mistyped_command_is_suggested_once(sample_home, cli):
    for args, last in ((("indx",), "Error: No such command 'indx'. Did you mean 'index'?"),
                       (("db", "downgrade"), "Error: No such command 'downgrade'. Did you mean 'upgrade'?"),
                       (("zzzz",), "Error: No such command 'zzzz'.")):
        result = cli(sample_home, *args)
        assert result.exit_code == 2
        assert result.stderr.strip().splitlines()[-1] == last
