"""A scrape killed midway (a real process, a real signal) is finished by the next run, with every
page stored once and, but for the one request in flight at the kill, fetched once."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_net_support import _server, card_path, scryfall_cards, site, wait_for  # noqa: F401

pytestmark = pytest.mark.slow  # a CLI scrape killed and resumed

REPO = Path(__file__).resolve().parent.parent


def _cards_of_a_direct_ingest(home: Path) -> list[str]:
    """The card names the bulk file gives when ingested as one file: what the pages must add up to."""
    from lorehold.db.engine import dispose_all
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings
    from tests.test_net_support import SCRYFALL_BULK

    assert not ingest(Settings.resolve(home), [str(SCRYFALL_BULK)]).failed
    dispose_all()
    with sqlite3.connect(home / "lorehold.db") as conn:
        return sorted(r[0] for r in conn.execute("SELECT name FROM cards"))


def _done(home: Path) -> int:
    try:
        with sqlite3.connect(f"file:{home / 'lorehold.db'}?mode=ro", uri=True, timeout=5) as conn:
            return conn.execute("SELECT COUNT(*) FROM scrape_queue WHERE state = 'done'").fetchone()[0]
    except sqlite3.Error:
        return 0


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_a_killed_scrape_resumes_and_stores_every_page_once(site, tmp_path, sig):
    site.robots(None)
    cards = scryfall_cards()
    urls = [site.page(card_path(c), json.dumps(c), "application/json") for c in cards]
    urls_file = tmp_path / "urls.txt"
    urls_file.write_text("\n".join(urls) + "\n", encoding="utf-8")
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith("LOREHOLD_")}
    command = [sys.executable, "-m", "lorehold", "--home", str(home), "scrape", str(urls_file), "--rate", "25/s", "--no-index"]

    first = subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert wait_for(lambda: _done(home) >= 20, timeout=60), first.communicate(timeout=5)
        first.send_signal(sig)
        _out, err = first.communicate(timeout=30)
    finally:
        if first.poll() is None:
            first.kill()
    stopped_at = _done(home)
    assert 20 <= stopped_at < len(cards), "the kill came too late to test anything"
    if sig == signal.SIGKILL:
        assert first.returncode == -signal.SIGKILL
    else:
        assert first.returncode == 130, err.decode()
        assert "URLs still pending; run `lorehold scrape` again to continue" in err.decode()

    # the same command again: the URLs are known, so nothing is queued twice
    second = subprocess.run([*command, "--json"], cwd=REPO, env=env, capture_output=True, timeout=120)
    assert second.returncode == 0, second.stderr.decode()
    report = json.loads(second.stdout)
    assert (report["queued"], report["done"] + stopped_at, report["failed"], report["pending"]) == (0, len(cards), 0, 0)

    with sqlite3.connect(home / "lorehold.db") as conn:
        states = dict(conn.execute("SELECT state, COUNT(*) FROM scrape_queue GROUP BY state").fetchall())
        sources = conn.execute("SELECT locator, status FROM sources").fetchall()
        names = [r[0] for r in conn.execute("SELECT name FROM cards")]
    assert states == {"done": len(cards)}
    assert sorted(sources) == sorted((u, "ok") for u in urls)  # each page stored once
    assert sorted(names) == _cards_of_a_direct_ingest(tmp_path / "reference")  # 54 cards in 88 printings
    hits = {path: n for path, n in site.hits().items() if path.startswith("/cards/")}
    assert set(hits) == {card_path(c) for c in cards}
    fetched_twice = [path for path, n in hits.items() if n > 1]
    assert len(fetched_twice) <= 1, fetched_twice  # at most the request in flight when killed
    assert all(n <= 2 for n in hits.values())
