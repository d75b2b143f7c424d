"""Issue 16 items 10, 11, 13, 15, 16: one line, never a traceback; a closed pipe is not an error;
a bad --format is a usage error before any work; export manifests are skipped with a note."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.conftest import sample_file
from tests.faults.conftest import REPO, run_cli


# ----------------------------------------------------------------- 10: where data lives, in one line

@pytest.mark.parametrize("url,expected", [
    ("nonsense", "error: --database-url 'nonsense' is not a database URL (expected e.g. "
                 "postgresql+psycopg://user@host/db or sqlite:///path/lorehold.db)"),
    ("mysql://lore:secret@db.example/cards", "error: --database-url mysql://lore:***@db.example/cards: its driver "
                                             "MySQLdb is not installed (pip install mysqlclient)"),
    ("nosuchdb://x/y", "error: --database-url nosuchdb://x/y: no such kind of database"),
])
def test_bad_database_url_is_one_line(runner, tmp_path, url, expected):
    from lorehold.cli.app import app

    result = runner.invoke(app, ["--database-url", url, "stats"])
    assert result.exit_code == 1
    assert result.output.strip() == expected
    assert "secret" not in result.output


def test_home_that_is_a_file_is_one_line(cli, tmp_path):
    file = tmp_path / "not-a-folder"
    file.write_text("x")
    for args in (["stats"], ["card", "Opt"], ["ingest", str(sample_file("XLN"))]):
        result = cli(file, *args)
        assert result.exit_code == 1, args
        assert result.output.strip() == f"error: --home {file} is a file, not a folder"


def test_home_in_an_impossible_place_is_one_line(cli, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = cli(blocker / "home", "stats")
    assert result.exit_code == 1
    assert result.output.strip() == f"error: cannot create the home folder {blocker / 'home'}: Not a directory"


# ------------------------------------------------------------------------- 11: ingest ''

def test_empty_source_path_is_refused(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shutil.copy(sample_file("XLN"), tmp_path / "XLN.json.xz")  # what '' used to ingest: the current folder
    result = cli(tmp_path / "home", "ingest", "")
    assert result.exit_code == 1
    assert result.output.strip() == ("error: an empty source path was given (an unset shell variable?); "
                                     "name a file, folder or URL")
    assert not (tmp_path / "home" / "lorehold.db").exists()


# ------------------------------------------------------------------ 13: a closed pipe is not an error

@pytest.mark.parametrize("args", [["complete", "Im"], ["card", "Emperor's Vanguard"], ["stats"], ["sources"],
                                  ["search", "Vorhut"], ["export", "--format", "jsonl", "--out", "-"],
                                  ["rulings", "Emperor's Vanguard"]])
def test_closed_pipe_exits_0_silently(indexed_master, tmp_path, args):
    home = tmp_path / "home"
    shutil.copytree(indexed_master, home)
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_DATABASE_URL"}
    read, write = os.pipe()
    os.close(read)  # the reader is gone before anything is written (what `| head -1` often does)
    proc = subprocess.run([sys.executable, "-m", "lorehold", "--home", str(home), *args], stdout=write,
                          stderr=subprocess.PIPE, text=True, env=env, cwd=REPO, timeout=120)
    os.close(write)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""


# ------------------------------------------------- 15: --format is checked first; a name said once

def test_unknown_format_is_a_usage_error_before_any_work(cli, tmp_path):
    result = cli(tmp_path / "home", "ingest", str(sample_file("XLN")), "--format", "nonsense")
    assert result.exit_code == 2
    assert "Invalid value for '--format': 'nonsense' is not one of: auto, mtgjson, jsonl, rules, gatherer, " \
           "scryfall, mtgio, page" in result.output
    assert not (tmp_path / "home").exists()


@pytest.mark.slow  # CLI processes
def test_a_failure_line_names_the_file_once(tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_bytes(b"\x00\x01\x02 binary")
    bad_json = tmp_path / "broken.json"
    bad_json.write_text('{"meta": {}, "data": {"code": "X", "cards": [')
    result, _ = run_cli(tmp_path / "home", "ingest", str(bad_json), "--no-index")
    assert result.returncode == 1
    line = result.stderr.strip()
    assert line.startswith(f"failed: {bad_json}: not valid JSON"), line
    assert line.count("broken.json") == 1
    listed, _ = run_cli(tmp_path / "home", "sources", "--failed", "--json")
    assert json.loads(listed.stdout)[0]["error"].startswith("not valid JSON")


# ---------------------------------------------------------------- 16: export manifests are skipped

@pytest.mark.slow  # two whole exports and an ingest of one
def test_export_manifests_are_skipped_with_a_note(indexed_master, tmp_path, cli):
    home = tmp_path / "home"
    shutil.copytree(indexed_master, home)
    out = tmp_path / "out"
    out.mkdir()
    assert cli(home, "export", "--format", "jsonl", "--out", str(out / "cards.jsonl"), "--lang", "de").exit_code == 0
    assert cli(home, "export", "--format", "csv", "--out", str(out / "tables")).exit_code == 0
    assert (out / "cards.jsonl.manifest.json").is_file() and (out / "tables" / "manifest.json").is_file()
    fresh = tmp_path / "fresh"
    result, _ = run_cli(fresh, "ingest", str(out / "cards.jsonl.manifest.json"), str(out / "tables" / "manifest.json"),
                        str(out / "cards.jsonl"), "--no-index")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "1 loaded, 0 unchanged, 0 failed, 2 skipped"
    note = "a lorehold export manifest, not data (ingest the export beside it)"
    assert result.stderr.splitlines() == [f"skipped: {out / 'cards.jsonl.manifest.json'}: {note}",
                                          f"skipped: {out / 'tables' / 'manifest.json'}: {note}"]
    listed, _ = run_cli(fresh, "sources", "--json")
    locators = [s["locator"] for s in json.loads(listed.stdout)]
    assert str(out / "cards.jsonl") in locators
    assert not [loc for loc in locators if loc.endswith("manifest.json")]


# ------------------------------------------------------------------------- 14: empty queries

@pytest.mark.parametrize("args,stdin,expected", [
    (["search", ""], None, "error: an empty query: give words to search for (see lorehold search --help)"),
    (["search", "  "], None, "error: an empty query: give words to search for (see lorehold search --help)"),
    (["search", "-"], "\n\n", "error: search -: no query on stdin (one query a line)"),
    (["complete", ""], None, "error: an empty prefix: give the start of a card name (see lorehold complete --help)"),
])
def test_empty_query_is_a_one_line_usage_error(cli, indexed_master, args, stdin, expected):
    result = cli(indexed_master, *args, input=stdin)
    assert result.exit_code == 2
    assert result.stderr == expected + "\n"
    assert result.stdout == ""


# ------------------------------------------------------------- 21: progress on a terminal

@pytest.mark.slow  # three CLI processes: ingest with index, rebuild, export
def test_long_operations_show_progress_on_a_terminal(tmp_path):
    import pty
    import select

    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_DATABASE_URL"}
    env["TERM"] = "xterm"
    seen = {}
    for name, args in (("ingest", ["ingest", str(sample_file("XLN")), str(sample_file("ISD"))]),
                       ("rebuild", ["index", "rebuild"]),
                       ("export", ["export", "--format", "jsonl", "--out", str(tmp_path / "c.jsonl")])):
        leader, follower = pty.openpty()
        proc = subprocess.Popen([sys.executable, "-m", "lorehold", "--home", str(home), *args], cwd=REPO, env=env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=follower)
        os.close(follower)
        chunks = []
        while True:
            ready, _, _ = select.select([leader], [], [], 0.5)
            if ready:
                try:
                    data = os.read(leader, 65536)
                except OSError:
                    break
                if not data:
                    break
                chunks.append(data)
            elif proc.poll() is not None:
                break
        proc.wait(timeout=300)
        os.close(leader)
        assert proc.returncode == 0, name
        seen[name] = b"".join(chunks).decode("utf-8", "replace")
    assert "ingesting" in seen["ingest"] or "XLN.json.xz" in seen["ingest"]
    assert "updating the search index" in seen["ingest"]
    assert "building the search index" in seen["rebuild"]
    assert "cards:" in seen["export"] or "exporting" in seen["export"]
