"""`lorehold serve` as a real process on 127.0.0.1: several workers, the access log on stderr, a
clean stop on SIGTERM."""

from __future__ import annotations

import json
import time
import urllib.request

import pytest

from tests.serve_support import Server, serve_home  # noqa: F401  (a fixture)

pytestmark = pytest.mark.slow


def test_two_workers_access_log_and_stop(serve_home, tmp_path):
    log = tmp_path / "serve.log"
    server = Server(serve_home, log, workers=2)
    try:
        deadline = time.monotonic() + 60
        while log.read_text().count("Started server process") < 2 and time.monotonic() < deadline:
            time.sleep(0.3)
        assert log.read_text().count("Started server process") == 2
        with urllib.request.urlopen(server.base + "/cards/named?fuzzy=imperiale+vorhut", timeout=30) as r:
            card = json.loads(r.read())
        assert card["name"] == "Emperor's Vanguard"
    finally:
        server.stop()
    assert server.process.returncode == 0
    text = log.read_text()
    assert f"lorehold serving sqlite:///{serve_home}/lorehold.db on {server.base} (2 workers)" in text
    lines = [json.loads(line) for line in text.splitlines() if line.startswith('{"time"')]
    named = [line for line in lines if line["path"] == "/cards/named"]
    assert named and named[0]["query"] == "fuzzy=imperiale+vorhut" and named[0]["status"] == 200
    assert "Traceback" not in text
