"""Issue 16 items 5 and 9: the index records which database state it reflects; a stale one is
said by search/complete/card and repaired by the next ingest; Ctrl-C says what was kept; a full
disk while writing the index is one line, the database intact and the index said to be behind."""

from __future__ import annotations

import errno
import os
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys

import pytest

from tests.conftest import SAMPLE, sample_file
from tests.faults.conftest import REPO, run_cli, wait_until

pytestmark = pytest.mark.slow  # CLI processes that ingest and build the index, several times


STALE = "warning: the search index is behind the database; run: lorehold index rebuild (or the next lorehold ingest repairs it)"


@pytest.fixture(scope="module")
def xln_indexed(tmp_path_factory):
    """A home with Ixalan ingested and indexed by the CLI, once for the module (three tests start
    from it; each copies it: about 3.4 s of CPU each)."""
    home = tmp_path_factory.mktemp("xln-indexed") / "home"
    assert run_cli(home, "ingest", str(sample_file("XLN")))[0].returncode == 0
    return home


def _xln_home(xln_indexed, tmp_path):
    """A private copy of the module's indexed Ixalan home."""
    home = tmp_path / "home"
    shutil.copytree(xln_indexed, home)
    return home


def _complete(home, prefix):
    result, _ = run_cli(home, "complete", prefix)
    return result


def test_index_behind_is_said_and_the_next_ingest_repairs_it(xln_indexed, tmp_path):
    home = _xln_home(xln_indexed, tmp_path)
    assert run_cli(home, "ingest", str(sample_file("ISD")), "--no-index")[0].returncode == 0

    before = _complete(home, "Geist-Hon")
    assert before.returncode == 0
    assert before.stdout == ""
    assert before.stderr.strip() == STALE
    searched, _ = run_cli(home, "search", "Delver of Secrets")
    assert STALE in searched.stderr
    card, _ = run_cli(home, "card", "Geist-Honored Monkk")  # a typo: the fallback reads the index
    assert card.returncode == 1
    assert "the search index is behind the database" in card.stderr

    again, _ = run_cli(home, "ingest", str(sample_file("ISD")))  # unchanged, yet repairs the index
    assert again.returncode == 0, again.stderr
    assert again.stdout.strip() == "0 loaded, 1 unchanged, 0 failed"
    after = _complete(home, "Geist-Hon")
    assert after.stderr == ""
    assert after.stdout.splitlines()[0] == "Geist-Honored Monk  [en]"
    assert "Von Geistern verehrter Mönch  [de]  (Geist-Honored Monk)" in _complete(home, "Von Geistern").stdout


def test_ctrl_c_says_what_was_kept_and_the_next_ingest_repairs(tmp_path):
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_DATABASE_URL"}
    # SIGINT as a terminal's Ctrl-C delivers it: a run started in the background (nohup, `&`) hands
    # its children SIGINT ignored, and Python then keeps ignoring it
    proc = subprocess.Popen([sys.executable, "-m", "lorehold", "--home", str(home), "ingest", str(SAMPLE)], cwd=REPO,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))

    def some_loaded() -> bool:
        try:
            with sqlite3.connect(home / "lorehold.db", timeout=0.2) as db:
                return db.execute("SELECT COUNT(*) FROM sources WHERE status = 'ok'").fetchone()[0] >= 2
        except sqlite3.Error:
            return False

    assert wait_until(some_loaded, timeout=120)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    with sqlite3.connect(home / "lorehold.db") as db:
        kept = db.execute("SELECT COUNT(*) FROM sources WHERE status = 'ok'").fetchone()[0]
    assert 2 <= kept < 11
    assert lines[0] == (f"interrupted: the {kept} source(s) loaded before it are kept, the one being read is not; "
                        "the search index is behind: the next lorehold ingest repairs it")
    again, _ = run_cli(home, "ingest", str(SAMPLE))
    assert again.returncode == 0, again.stderr
    assert again.stdout.strip() == f"{11 - kept} loaded, {kept} unchanged, 0 failed"
    checked, _ = run_cli(home, "index", "check")
    assert checked.returncode == 0, checked.stdout
    assert _complete(home, "Geist-Hon").stdout.startswith("Geist-Honored Monk  [en]")


def _no_bigger_files(limit: int):
    def setup():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return setup


def test_full_disk_during_rebuild_is_one_line_and_keeps_the_index(xln_indexed, tmp_path):
    home = _xln_home(xln_indexed, tmp_path)
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_DATABASE_URL"}
    result = subprocess.run([sys.executable, "-m", "lorehold", "--home", str(home), "index", "rebuild"], cwd=REPO,
                            env=env, capture_output=True, text=True, preexec_fn=_no_bigger_files(64 * 1024))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("error: the search index could not be written (File too large); the database is "
                                    "intact and the previous index is kept"), result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert not [p for p in home.iterdir() if p.name.startswith("index.")]
    assert _complete(home, "Vanguard").stdout  # the previous index still answers
    assert run_cli(home, "index", "check")[0].returncode == 0


def test_full_disk_during_an_ingest_index_update(xln_indexed, tmp_path, monkeypatch, cli):
    home = _xln_home(xln_indexed, tmp_path)
    from lorehold.search import names

    real = names.write_names

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(names, "write_names", full)
    result = cli(home, "ingest", str(sample_file("ISD")))
    assert result.exit_code == 1
    assert result.output.strip().splitlines()[-1] == (
        "error: the search index could not be written (No space left on device); the database is intact and the "
        "index is said to be behind until rebuilt; free space, then lorehold index rebuild (or the next lorehold "
        "ingest repairs it)")
    monkeypatch.setattr(names, "write_names", real)
    half, _ = run_cli(home, "complete", "Geist-Hon")
    assert half.stderr.strip() == ("warning: the search index was left half-updated; run: lorehold index rebuild "
                                   "(or the next lorehold ingest repairs it)")
    with sqlite3.connect(home / "lorehold.db") as db:  # the database has both sets
        assert db.execute("SELECT COUNT(*) FROM sets").fetchone()[0] == 2
    repaired, _ = run_cli(home, "ingest", str(sample_file("ISD")))
    assert repaired.stdout.strip() == "0 loaded, 1 unchanged, 0 failed"
    assert run_cli(home, "complete", "Geist-Hon")[0].stdout.startswith("Geist-Honored Monk  [en]")
