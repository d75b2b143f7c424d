"""`lorehold serve` as a real process on 127.0.0.1: several workers, the access log on stderr, a
clean stop on SIGTERM."""

from __future__ import annotations

import json
import re
import socket
import time
import urllib.request
from collections import Counter

import pytest

from tests.serve_support import Server, serve_home  # noqa: F401  (a fixture)

pytestmark = pytest.mark.slow


def test_two_workers_access_log_and_stop(serve_home, tmp_path):
    log = tmp_path / "serve.log"
    run = tmp_path / "run"
    run.mkdir()
    server = Server(serve_home, log, workers=2, extra_env={"TMPDIR": str(run)})
    try:
        deadline = time.monotonic() + 60
        while log.read_text().count("Started server process") < 2 and time.monotonic() < deadline:
            time.sleep(0.3)
        assert log.read_text().count("Started server process") == 2
        with urllib.request.urlopen(server.base + "/cards/named?fuzzy=imperiale+vorhut", timeout=30) as r:
            card = json.loads(r.read())
        assert card["name"] == "Emperor's Vanguard"
        assert [p.name[:15] for p in run.iterdir()] == ["lorehold-serve-"]  # where the workers meet
        connections_spread_evenly(server)
    finally:
        server.stop()
    assert server.process.returncode == 0
    assert list(run.iterdir()) == []  # removed at the stop
    text = log.read_text()
    assert f"lorehold serving sqlite:///{serve_home}/lorehold.db on {server.base} (2 workers)" in text
    lines = [json.loads(line) for line in text.splitlines() if line.startswith('{"time"')]
    named = [line for line in lines if line["path"] == "/cards/named"]
    assert named and named[0]["query"] == "fuzzy=imperiale+vorhut" and named[0]["status"] == 200
    assert "Traceback" not in text


def connections_spread_evenly(server: Server) -> None:
    """Keep-alive connections opened one at a time end up split evenly over the two workers (a
    worker knows of the other once it has had a connection of its own), and each passed
    connection goes on answering from the worker that took it."""
    held: list[tuple[socket.socket, int]] = []

    def open_one() -> None:
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=30)
        held.append((sock, ask_pid(sock)))
        time.sleep(0.15)  # (a worker looks for new peers at most every 0.1 s)

    try:
        while len({pid for _, pid in held}) < 2 and len(held) < 60:
            open_one()
        first = Counter(pid for _, pid in held)
        assert len(first) == 2, (first, server.log.read_text()[-3000:])
        while len(held) < max(12, 2 * max(first.values()) + 2):
            open_one()
        counts = Counter(pid for _, pid in held)
        assert max(counts.values()) - min(counts.values()) <= 1, (counts, server.log.read_text()[-3000:])
        for sock, pid in held:
            assert ask_pid(sock) == pid
    finally:
        for sock, _ in held:
            sock.close()


def ask_pid(sock: socket.socket) -> int:
    """The worker answering /health on this keep-alive connection."""
    sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    data = b""
    while b"}" not in data:
        chunk = sock.recv(4096)
        assert chunk, "connection closed"
        data += chunk
    return int(re.search(rb'"pid":\s*(\d+)', data).group(1))
