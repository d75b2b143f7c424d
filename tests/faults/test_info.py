"""Issue 16 item 17: ``lorehold --version``, ``lorehold info [--json]``, and the first use of the
default home said once."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

from tests.faults.conftest import REPO


def test_version(runner):
    from lorehold import __version__
    from lorehold.cli.app import app

    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout == f"lorehold {__version__}\n"
    assert __version__ == "0.1.0"


def test_info_json_of_an_indexed_home(cli, indexed_master, tmp_path):
    home = tmp_path / "home"
    shutil.copytree(indexed_master, home)
    data = json.loads(cli(home, "info", "--json").stdout)
    assert data["home"] == str(home)
    assert data["database"]["url"] == f"sqlite:///{home / 'lorehold.db'}"
    assert data["database"]["size"] >= (home / "lorehold.db").stat().st_size > 1_000_000
    assert data["database"]["schema_revision"] == data["database"]["head_revision"]
    assert data["index"] == {"path": str(home / "index"), "size": data["index"]["size"], "cards": 2259, "rulings": 3603,
                             "stale": False}
    assert data["index"]["size"] > 100_000
    assert data["data"]["sources"] == 11 and data["data"]["failed_sources"] == 0
    assert data["data"]["snapshot_dates"] == ["2022-04-25"]  # every sample file's meta.date
    assert data["downloads"] == {"path": str(home / "downloads"), "size": None}  # no update run yet
    (home / "downloads" / "mtgjson").mkdir(parents=True)
    (home / "downloads" / "mtgjson" / "AllPrintings.json.xz").write_bytes(b"x" * 5000)
    assert json.loads(cli(home, "info", "--json").stdout)["downloads"]["size"] == 5000
    text = cli(home, "info").stdout.splitlines()
    assert text[0] == "lorehold 0.1.0"
    assert text[1].startswith(f"home:       {home}  (")
    assert text[4].startswith(f"index:      {home / 'index'}  (") and "2,259 cards, 3,603 rulings" in text[4]
    assert text[-1] == "snapshots:  2022-04-25"


def test_info_hides_the_password_and_creates_nothing(runner, tmp_path):
    from lorehold.cli.app import app

    result = runner.invoke(app, ["--home", str(tmp_path / "nowhere"), "info", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["database"]["schema_revision"] is None and data["database"]["size"] is None
    assert not (tmp_path / "nowhere").exists()
    from lorehold.info import hidden_url

    assert hidden_url("postgresql+psycopg://lore:s3cret@db/cards") == "postgresql+psycopg://lore:***@db/cards"


def test_first_use_of_the_default_home_is_said_once(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("LOREHOLD_DATABASE_URL", "LOREHOLD_HOME")}
    env["XDG_DATA_HOME"] = str(tmp_path / "data")  # where platformdirs puts the user data folder
    run = lambda: subprocess.run([sys.executable, "-m", "lorehold", "stats", "--json"], cwd=REPO, env=env,  # noqa: E731
                                 capture_output=True, text=True, timeout=120)
    first, second = run(), run()
    assert first.returncode == 0 and second.returncode == 0
    assert first.stderr == (f"lorehold keeps its data in {tmp_path / 'data' / 'lorehold'} "
                            "(choose another folder with --home or LOREHOLD_HOME)\n")
    assert second.stderr == ""
