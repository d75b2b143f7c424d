"""Issue 16 item 4: two ingests into a brand-new SQLite home at once both succeed (they raced on
creating the schema: "table cards already exists", "tables but no migration history"), 10 times."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys

import pytest

from tests.conftest import sample_file
from tests.faults.conftest import REPO

pytestmark = pytest.mark.slow  # 20 CLI processes ingesting


def test_two_fresh_ingests_at_once_ten_times(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_DATABASE_URL"}
    for round_ in range(10):
        home = tmp_path / f"home{round_}"
        procs = [subprocess.Popen([sys.executable, "-m", "lorehold", "--home", str(home), "ingest", str(sample_file(code)),
                                   "--no-index"], cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for code in ("XLN", "ISD")]
        results = [(p.wait(timeout=300), *p.communicate()) for p in procs]
        for code, out, err in results:
            assert code == 0, f"round {round_}: {err}"
            assert out.strip() == "1 loaded, 0 unchanged, 0 failed"
        with sqlite3.connect(home / "lorehold.db") as db:
            assert db.execute("SELECT COUNT(*) FROM sources WHERE status = 'ok'").fetchone()[0] == 2
            assert db.execute("SELECT COUNT(*) FROM sets").fetchone()[0] == 2
