"""Issue 16 item 8: ``export --out ''`` is one line (it was a traceback); an export never replaces
the database, the index or the home's other files, whatever --force says; a missing folder is
said, not made."""

from __future__ import annotations

import shutil
import sqlite3

import pytest


@pytest.fixture
def home(sample_home_master, tmp_path):
    home = tmp_path / "home"
    shutil.copytree(sample_home_master, home)
    return home


def test_empty_out_is_one_line(cli, home):
    result = cli(home, "export", "--format", "jsonl", "--out", "")
    assert result.exit_code == 1
    assert result.output.strip() == "error: --out is empty: give a file or folder path, or - for stdout"


@pytest.mark.parametrize("target,fmt", [("lorehold.db", "jsonl"), ("lorehold.db", "sqlite"), ("lorehold.db-wal", "json"),
                                        ("index", "csv"), ("index/meta.json", "json"), (".", "parquet")])
def test_never_writes_over_the_home(cli, home, target, fmt):
    before = (home / "lorehold.db").read_bytes()
    result = cli(home, "export", "--format", fmt, "--out", str(home / target), "--force")
    assert result.exit_code == 1
    assert result.output.strip().endswith("is lorehold's own data (home " + str(home.resolve()) + "); not writing there, --force or not")
    assert (home / "lorehold.db").read_bytes() == before
    with sqlite3.connect(home / "lorehold.db") as db:
        assert db.execute("SELECT COUNT(*) FROM cards").fetchone()[0] == 2259
    assert cli(home, "card", "Emperor's Vanguard").exit_code == 0


def test_a_missing_folder_is_said_not_made(cli, home, tmp_path):
    out = tmp_path / "no" / "such" / "cards.jsonl"
    result = cli(home, "export", "--format", "jsonl", "--out", str(out))
    assert result.exit_code == 1
    assert result.output.strip() == f"error: --out {out}: the folder {out.parent} does not exist (create it first)"
    assert not (tmp_path / "no").exists()


def test_an_export_beside_the_home_still_works(cli, home, tmp_path):
    out = tmp_path / "cards.jsonl"
    result = cli(home, "export", "--format", "jsonl", "--out", str(out))
    assert result.exit_code == 0, result.output
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2259


@pytest.mark.slow  # a whole export ingested again
def test_the_jsonl_round_trip_keeps_set_translations(cli, home, tmp_path):
    """Issue 16 item 22: the README says the round trip keeps what card --json shows; the set names
    in other languages were lost."""
    with sqlite3.connect(home / "lorehold.db") as db:
        before = db.execute("SELECT set_code, language, name FROM set_translations ORDER BY 1, 2").fetchall()
    assert before  # the sample has some
    out = tmp_path / "cards.jsonl"
    assert cli(home, "export", "--format", "jsonl", "--out", str(out)).exit_code == 0
    other = tmp_path / "other"
    assert cli(other, "ingest", str(out), "--no-index").exit_code == 0
    with sqlite3.connect(other / "lorehold.db") as db:
        after = db.execute("SELECT set_code, language, name FROM set_translations ORDER BY 1, 2").fetchall()
    assert after == before
