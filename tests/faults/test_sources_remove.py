"""Issue 16 item 18: ``lorehold sources remove ID|LOCATOR…`` undoes an ingest: the source and
everything only it gave go (a ruling another source also gave keeps that source), the index
follows; a question unless --yes. Expected counts come from the sample files themselves: XLN holds
274 names, 260 of them in no other sample set, under 289 collector numbers."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.conftest import sample_file


@pytest.fixture
def home(indexed_master, tmp_path):
    home = tmp_path / "home"
    shutil.copytree(indexed_master, home)
    return home


def _stats(cli, home):
    return json.loads(cli(home, "stats", "--json").stdout)


def test_remove_a_set_file_by_locator(cli, home):
    before = _stats(cli, home)
    assert (before["cards"], before["printings"], before["sets"]) == (2259, 2460, 11)
    result = cli(home, "sources", "remove", str(sample_file("XLN")), "--yes")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("removed source ")
    assert "260 cards, 289 printings, 1 sets" in result.stdout
    after = _stats(cli, home)
    assert (after["cards"], after["printings"], after["sets"]) == (1999, 2171, 10)
    gone = cli(home, "card", "Emperor's Vanguard")
    assert gone.exit_code == 1 and "no card named" in gone.stderr
    island = json.loads(cli(home, "card", "Island", "--json").stdout)
    assert "XLN" not in {p["set"] for p in island["printings"]} and island["printings"]
    # the index followed: no German Vorhut left, and no staleness to report
    completed = cli(home, "complete", "Imperiale Vorh")
    assert completed.exit_code == 0 and completed.stdout == "" and "warning" not in completed.stderr
    assert cli(home, "index", "check").exit_code == 0
    listed = json.loads(cli(home, "sources", "--json").stdout)
    assert len(listed) == 10 and not [s for s in listed if s["locator"].endswith("XLN.json.xz")]


def test_a_shared_ruling_keeps_the_other_source(cli, home):
    sources = {s["locator"].rsplit("/", 1)[-1]: s["id"] for s in json.loads(cli(home, "sources", "--json").stdout)}
    result = cli(home, "sources", "remove", str(sources["CHK.json.xz"]), "--yes")
    assert result.exit_code == 0, result.output
    assert "ruling(s) kept for other sources" in result.stdout
    lure = json.loads(cli(home, "rulings", "Lure", "--json").stdout)  # Lure is in CHK and M12
    assert len(lure["rulings"]) == 2
    assert [s["document"] for s in lure["rulings"][0]["sources"]] == ["M12.json.xz"]


def test_remove_asks_first(cli, home):
    no = cli(home, "sources", "remove", str(sample_file("ISD")), input="n\n")
    assert no.exit_code == 1
    assert "nothing removed" in no.stderr
    assert _stats(cli, home)["sets"] == 11
    closed = cli(home, "sources", "remove", str(sample_file("ISD")), input="")
    assert closed.exit_code == 1 and _stats(cli, home)["sets"] == 11
    yes = cli(home, "sources", "remove", str(sample_file("ISD")), input="y\n")
    assert yes.exit_code == 0, yes.output
    assert _stats(cli, home)["sets"] == 10


def test_an_unknown_source_is_one_line(cli, home):
    result = cli(home, "sources", "remove", "/no/such/file.json", "--yes")
    assert result.exit_code == 1
    assert result.stderr.strip() == "error: no source has the id or locator '/no/such/file.json' (see: lorehold sources)"


@pytest.mark.slow  # the index updated for a whole set
def test_removed_then_ingested_again_is_whole(cli, home):
    assert cli(home, "sources", "remove", str(sample_file("XLN")), "--yes").exit_code == 0
    again = cli(home, "ingest", str(sample_file("XLN")))
    assert again.exit_code == 0 and again.stdout.strip() == "1 loaded, 0 unchanged, 0 failed"
    after = _stats(cli, home)
    assert (after["cards"], after["printings"], after["sets"]) == (2259, 2460, 11)
    assert cli(home, "complete", "Imperiale Vorh").stdout.startswith("Imperiale Vorhut  [de]")


def test_remove_on_both_databases(cli, sample_home):
    """The same removal on SQLite and PostgreSQL (no index in this home: the database alone)."""
    result = cli(sample_home, "sources", "remove", str(sample_file("XLN")), "--yes", "--json")
    assert result.exit_code == 0, result.output
    [item] = json.loads(result.stdout)
    assert item["removed"] == {"cards": 260, "printings": 289, "sets": 1, "translations": item["removed"]["translations"],
                               "rulings": item["removed"]["rulings"]}
    assert item["removed"]["translations"] > 2000 and item["document_reread"] is True
    after = _stats(cli, sample_home)
    assert (after["cards"], after["printings"], after["sets"]) == (1999, 2171, 10)
