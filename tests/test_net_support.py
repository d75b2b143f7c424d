"""What the network tests share (no tests here): a local site on 127.0.0.1 that serves the saved
fixtures and misbehaves on request, a guard that refuses any connection beyond the loopback
address, and a fetch policy with tiny waits."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SCRYFALL_BULK = FIXTURES / "scryfall" / "bulk-slice_default-cards_88-cards_multi-layout_reserialized-by-mtg_ssm_2024.json"
MTGJSON_XLN = FIXTURES / "rules" / "mtgjson_XLN_three-keyword-cards.json"


def fast_policy(**overrides):
    """Retries and backoff in milliseconds, a rate that does not bind: tests stay quick."""
    from lorehold.net.client import Policy

    values = dict(rate=1000.0, timeout=2.0, total_time=10.0, retries=3, backoff=0.005, backoff_cap=0.05,
                  retry_after_cap=5.0, trust_env=False)
    values.update(overrides)
    return Policy(**values)


@pytest.fixture
def quick_waits(monkeypatch):
    """Commands that build the default Policy (``ingest URL``, ``scrape`` with its own ``--rate``)
    get one whose waits do not bind: no 0.5 s between two requests to the local site, backoffs in
    milliseconds. Retries, timeouts and limits stay the defaults. For tests of what the commands
    do; the waits themselves are timed in test_net_client.py with policies of their own."""
    from dataclasses import dataclass

    from lorehold.net import client

    @dataclass(frozen=True)
    class QuickPolicy(client.Policy):
        rate: float = 1000.0
        backoff: float = 0.005
        backoff_cap: float = 0.05

    monkeypatch.setattr(client, "Policy", QuickPolicy)


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    """Any connection to an address other than 127.0.0.1 fails the test."""
    real_connect = socket.socket.connect

    def connect(self, address):
        host = address[0] if isinstance(address, tuple) else address
        if self.family in (socket.AF_INET, socket.AF_INET6) and host not in ("127.0.0.1",):
            raise AssertionError(f"a test tried to reach {address!r}")
        return real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", connect)


class Site:
    """A pytest-httpserver on 127.0.0.1 with helpers for pages, robots.txt and request counts."""

    def __init__(self, server):
        self.server = server
        self.active = 0  # handlers still running (a slow one outlives its test's client)
        self._lock = threading.Lock()

    def url(self, path: str) -> str:
        return self.server.url_for(path)

    @property
    def origin(self) -> str:
        return self.server.url_for("/").rstrip("/")

    def robots(self, text: str | None) -> None:
        if text is None:
            self.server.expect_request("/robots.txt").respond_with_data("no robots here", status=404)
        else:
            self.server.expect_request("/robots.txt").respond_with_data(text, content_type="text/plain")

    def page(self, path: str, body: bytes | str, content_type: str = "text/html; charset=utf-8", *,
             query: str | None = None, status: int = 200, headers: dict | None = None) -> str:
        kwargs = {"query_string": query} if query is not None else {}
        self.server.expect_request(path, **kwargs).respond_with_data(
            body, status=status, content_type=content_type, headers=headers or {})
        return self.url(path + (f"?{query}" if query else ""))

    def handler(self, path: str, function) -> str:
        def counted(request):
            with self._lock:
                self.active += 1
            try:
                return function(request)
            finally:
                with self._lock:
                    self.active -= 1

        self.server.expect_request(path).respond_with_handler(counted)
        return self.url(path)

    def settle(self, timeout: float = 5.0) -> None:
        """Wait for running handlers, so a late request does not land in the next test's log."""
        wait_for(lambda: self.active == 0, timeout=timeout)
        time.sleep(0.05)  # the server logs a request just after its handler returns

    def hits(self) -> Counter:
        """How many times each path (with its query) was requested."""
        out: Counter = Counter()
        for request, _response in self.server.log:
            out[request.full_path.rstrip("?")] += 1
        return out

    def user_agents(self) -> list[str]:
        return [request.headers.get("User-Agent", "") for request, _ in self.server.log]


@pytest.fixture(scope="session")
def _server():
    from pytest_httpserver import HTTPServer

    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    server.start()
    yield server
    server.stop()  # takes half a second: once per session


@pytest.fixture
def site(_server):
    """The local site, with no pages and an empty request log."""
    _server.clear()
    helper = Site(_server)
    yield helper
    helper.settle()
    _server.clear()


def scryfall_cards() -> list[dict]:
    """The 88 real Scryfall card objects of the saved bulk slice."""
    return json.loads(SCRYFALL_BULK.read_bytes())


def card_path(card: dict) -> str:
    """The card's address on the Scryfall API: /cards/{set}/{number}/{lang}."""
    return f"/cards/{card['set']}/{card['collector_number']}/{card['lang']}"


def wait_for(predicate, timeout: float = 20.0, step: float = 0.02) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(step)
    return False
