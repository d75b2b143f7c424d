"""Issue 16 item 6: a read-only home still answers every lookup (it said "unable to open database
file"); a command that writes says the database cannot be written, in one line. The home is made
read-only for real: folder 0555, files 0444, and the CLI run without the capabilities that let
root ignore permissions (setpriv) when the tests run as root."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.faults.conftest import REPO

pytestmark = pytest.mark.slow  # CLI processes in a read-only home


def _prefix() -> list[str]:
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: permissions cannot be enforced")
    return [setpriv, "--bounding-set", "-dac_override,-dac_read_search,-fowner"]


@pytest.fixture
def readonly_home(indexed_master):
    base = Path(tempfile.mkdtemp(prefix="lorehold-ro-"))
    home = base / "home"
    shutil.copytree(indexed_master, home)
    for path in [home, *home.rglob("*")]:
        path.chmod(0o555 if path.is_dir() else 0o444)
    base.chmod(0o755)
    yield home
    for path in [home, *home.rglob("*")]:
        path.chmod(stat.S_IRWXU)
    shutil.rmtree(base)


def _run(home, *args):
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_DATABASE_URL"}
    env["HOME"] = "/tmp"
    return subprocess.run([*_prefix(), sys.executable, "-m", "lorehold", "--home", str(home), *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


def test_lookups_work_in_a_read_only_home(readonly_home):
    card = _run(readonly_home, "card", "Imperiale Vorhut", "--json")
    assert card.returncode == 0, card.stderr
    assert '"name": "Emperor\'s Vanguard"' in card.stdout
    rulings = _run(readonly_home, "rulings", "Emperor's Vanguard")
    assert rulings.returncode == 0, rulings.stderr
    assert "2018-01-19" in rulings.stdout
    stats = _run(readonly_home, "stats", "--json")
    assert stats.returncode == 0 and '"cards": 2259' in stats.stdout, stats.stderr
    listed = _run(readonly_home, "sources")
    assert listed.returncode == 0, listed.stderr
    assert "XLN.json.xz" in listed.stdout
    complete = _run(readonly_home, "complete", "Imperiale V")
    assert complete.returncode == 0 and complete.stdout.startswith("Imperiale Vorhut  [de]"), complete.stderr
    found = _run(readonly_home, "search", "Imperiale Vorhut")
    assert found.returncode == 0 and "Emperor's Vanguard" in found.stdout, found.stderr


def test_a_write_in_a_read_only_home_is_one_line(readonly_home):
    from tests.test_net_support import SCRYFALL_BULK

    result = _run(readonly_home, "ingest", str(SCRYFALL_BULK), "--no-index")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "read-only" in result.stderr or "readonly" in result.stderr
