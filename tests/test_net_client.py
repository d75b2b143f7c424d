"""The HTTP client against a local server that misbehaves on purpose: each case is retried and
fetched, or fails with its reason, as the table of tests says."""

from __future__ import annotations

import datetime as dt
import json
import time

import pytest
from werkzeug import Response

from lorehold.net.cache import Cache
from lorehold.net.client import Client, FetchError, HostUnreachable, normalize_url, parse_rate, retry_after, user_agent
from tests.test_net_support import FIXTURES, _server, fast_policy, loopback_only, site  # noqa: F401

JACE = (FIXTURES / "scryfall" / "card_jace-vryns-prodigy_transform_en.json").read_bytes()


def _sequence(*responses):
    """A handler answering each request with the next response (the last one repeats)."""
    calls = []

    def handler(request):
        calls.append(time.monotonic())
        item = responses[min(len(calls) - 1, len(responses) - 1)]
        return item if isinstance(item, Response) else item()

    handler.calls = calls
    return handler


def _client(tmp_path, **policy):
    return Client(contact="tests@example.org", policy=fast_policy(**policy), cache=Cache(tmp_path / "cache"))


def test_a_plain_fetch_names_lorehold_and_the_contact(site, tmp_path):
    site.robots(None)
    url = site.page("/cards/soi/1/en", JACE, "application/json")
    with _client(tmp_path) as client:
        fetched = client.fetch(url)
    assert json.loads(fetched.body)["name"] == "Jace, Vryn's Prodigy // Jace, Telepath Unbound"
    assert (fetched.status, fetched.origin, fetched.attempts) == (200, "network", 1)
    assert set(site.user_agents()) == {user_agent("tests@example.org")}
    assert "lorehold/" in user_agent("x") and "contact: tests@example.org" in user_agent("tests@example.org")


def test_429_with_retry_after_is_waited_out_then_fetched(site, tmp_path):
    site.robots(None)
    handler = _sequence(Response("slow down", status=429, headers={"Retry-After": "1"}),
                        Response(JACE, content_type="application/json"))
    url = site.handler("/cards/soi/1/en", handler)
    with _client(tmp_path) as client:
        fetched = client.fetch(url)
    assert fetched.attempts == 2 and fetched.body == JACE
    assert handler.calls[1] - handler.calls[0] >= 0.95  # Retry-After obeyed, not the tiny backoff


def test_500_then_200_is_retried(site, tmp_path):
    site.robots(None)
    handler = _sequence(Response("oops", status=500), Response("oops", status=502), Response(JACE, content_type="application/json"))
    url = site.handler("/cards/soi/1/en", handler)
    with _client(tmp_path) as client:
        fetched = client.fetch(url)
    assert fetched.attempts == 3 and fetched.body == JACE


def test_5xx_every_time_fails_with_the_status_and_the_attempts(site, tmp_path):
    site.robots(None)
    url = site.page("/cards/soi/1/en", "down", status=503)
    with _client(tmp_path, retries=2) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert caught.value.reason == "HTTP 503 SERVICE UNAVAILABLE (gave up after 3 attempts)"
    assert caught.value.attempts == 3 and site.hits()["/cards/soi/1/en"] == 3


def test_a_timeout_is_retried(site, tmp_path):
    site.robots(None)

    def slow():
        time.sleep(0.6)
        return Response(JACE, content_type="application/json")

    handler = _sequence(slow, Response(JACE, content_type="application/json"))
    url = site.handler("/cards/soi/1/en", handler)
    with _client(tmp_path, timeout=0.2) as client:
        fetched = client.fetch(url)
    assert fetched.attempts == 2 and fetched.body == JACE


def test_a_server_that_always_times_out_fails_within_the_time_per_url(site, tmp_path):
    site.robots(None)

    def slow(_request):
        time.sleep(0.5)
        return Response(JACE, content_type="application/json")

    url = site.handler("/cards/soi/1/en", slow)
    started = time.monotonic()
    with _client(tmp_path, timeout=0.1, retries=50, total_time=0.6) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert caught.value.reason.startswith("timed out (ReadTimeout)")
    assert "0.6s per URL used up" in caught.value.reason or "gave up" in caught.value.reason
    assert time.monotonic() - started < 2.0


def test_time_used_up_waiting_for_the_next_turn_reports_the_failure_that_needed_it(site, tmp_path):
    # one request per 2 s to the host, 0.8 s per URL: after the first attempt times out, the retry's
    # turn comes after the deadline. The error names the timeout (what went wrong), not the wait.
    site.robots(None)

    def slow(_request):
        time.sleep(0.4)
        return Response(JACE, content_type="application/json")

    url = site.handler("/cards/soi/1/en", slow)
    with _client(tmp_path, timeout=0.1, retries=5, total_time=0.8, rate=0.5, robots=False) as client, \
            pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert caught.value.reason.startswith("timed out (ReadTimeout)")
    assert "0.8s per URL used up after 1 attempts" in caught.value.reason
    assert caught.value.attempts == 1


def _truncated():
    # promises 1000 bytes, sends 10, closes the connection
    return Response(iter([JACE[:10]]), headers={"Content-Length": "1000", "Connection": "close"}, content_type="application/json")


def test_a_truncated_body_is_retried_and_the_whole_one_kept(site, tmp_path):
    site.robots(None)
    url = site.handler("/cards/soi/1/en", _sequence(_truncated, Response(JACE, content_type="application/json")))
    with _client(tmp_path) as client:
        fetched = client.fetch(url)
    assert fetched.attempts == 2 and fetched.body == JACE
    assert Cache(tmp_path / "cache").get(url).body == JACE


def test_a_body_always_truncated_fails_and_nothing_is_cached(site, tmp_path):
    site.robots(None)
    url = site.handler("/cards/soi/1/en", _sequence(_truncated))
    with _client(tmp_path, retries=1) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert caught.value.reason == "truncated body (received 10 bytes, expected 1000) (gave up after 2 attempts)"
    assert Cache(tmp_path / "cache").get(url) is None


def test_a_redirect_is_followed_and_a_loop_is_refused(site, tmp_path):
    site.robots(None)
    site.page("/cards/named", "", status=302, headers={"Location": "/cards/soi/1/en"})
    site.page("/cards/soi/1/en", JACE, "application/json")
    site.page("/a", "", status=301, headers={"Location": "/b"})
    site.page("/b", "", status=307, headers={"Location": site.url("/a")})
    with _client(tmp_path) as client:
        fetched = client.fetch(site.url("/cards/named"))
        assert fetched.final_url == site.url("/cards/soi/1/en") and fetched.body == JACE
        with pytest.raises(FetchError) as caught:
            client.fetch(site.url("/a"))
    assert caught.value.reason == f"redirect loop: {site.url('/a')} -> {site.url('/b')} -> {site.url('/a')}"
    assert site.hits()["/a"] == 1 and site.hits()["/b"] == 1


def test_too_many_redirects_fail(site, tmp_path):
    site.robots(None)
    for n in range(8):
        site.page(f"/r{n}", "", status=302, headers={"Location": f"/r{n + 1}"})
    with _client(tmp_path, max_redirects=3) as client, pytest.raises(FetchError) as caught:
        client.fetch(site.url("/r0"))
    assert caught.value.reason == "more than 3 redirects"
    assert "/r4" not in site.hits()


def test_an_oversized_body_fails_without_retrying(site, tmp_path):
    site.robots(None)
    url = site.page("/dump.json", b"[" + b"0," * 5000 + b"0]", "application/json")
    chunked = site.handler("/stream.json", lambda _r: Response(iter([b"[", b"0," * 5000, b"0]"]), content_type="application/json"))
    with _client(tmp_path, max_bytes=4096) as client:
        with pytest.raises(FetchError) as declared:
            client.fetch(url)
        with pytest.raises(FetchError) as streamed:
            client.fetch(chunked)
    assert declared.value.reason == "body of 10003 bytes is over the 4096-byte limit"
    assert streamed.value.reason == "body over the 4096-byte limit"
    assert site.hits()["/dump.json"] == 1 and site.hits()["/stream.json"] == 1


def test_content_types_that_are_not_documents_are_refused(site, tmp_path):
    site.robots(None)
    url = site.page("/art.png", b"\x89PNG\r\n", "image/png")
    xz = site.page("/XLN.json.xz", b"\xfd7zXZ\x00", "application/x-xz")
    with _client(tmp_path) as client:
        with pytest.raises(FetchError) as caught:
            client.fetch(url)
        assert client.fetch(xz).body == b"\xfd7zXZ\x00"  # a compressed file named as such is fine
    assert caught.value.reason == "content type image/png is not a document lorehold reads"


def test_a_404_fails_at_once(site, tmp_path):
    site.robots(None)
    url = site.page("/cards/zzz/1/en", '{"object":"error","status":404}', "application/json", status=404)
    with _client(tmp_path) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert (caught.value.reason, caught.value.attempts) == ("HTTP 404 NOT FOUND", 1)


def test_robots_txt_forbidding_a_path_is_honoured(site, tmp_path):
    site.robots("User-agent: *\nDisallow: /search\n\nUser-agent: lorehold\nDisallow: /private/\n")
    allowed = site.page("/search", "results")  # the * group does not apply: ours does
    forbidden = site.page("/private/decks", "secret")
    with _client(tmp_path) as client:
        assert client.fetch(allowed).body == b"results"
        with pytest.raises(FetchError) as caught:
            client.fetch(forbidden)
    assert caught.value.reason == f"forbidden by {site.origin}/robots.txt"
    assert "/private/decks" not in site.hits() and site.hits()["/robots.txt"] == 1


def test_an_unreachable_robots_txt_keeps_us_out(site, tmp_path):
    site.page("/robots.txt", "down", status=503)
    url = site.page("/cards/soi/1/en", JACE, "application/json")
    with _client(tmp_path, retries=1) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert "robots.txt unreachable: HTTP 503" in caught.value.reason
    assert "/cards/soi/1/en" not in site.hits()


def test_requests_to_one_host_are_spaced_by_the_rate(site, tmp_path):
    import httpx

    class SendTimes(httpx.HTTPTransport):
        """The real transport, noting when each card request leaves the client."""

        sent: list[float] = []

        def handle_request(self, request):
            if request.url.path.startswith("/cards/"):
                self.sent.append(time.monotonic())
            return super().handle_request(request)

    site.robots(None)
    handler = _sequence(Response(JACE, content_type="application/json"))
    for n in range(5):
        site.handler(f"/cards/soi/{n}/en", handler)
    client = Client(contact="tests@example.org", policy=fast_policy(rate=10.0), cache=Cache(tmp_path / "cache"),
                    transport=SendTimes())
    with client:
        for n in range(5):
            client.fetch(site.url(f"/cards/soi/{n}/en"))
    # the gaps as the client sent the requests: seen from the server, a loaded machine's scheduling
    # shifts single arrivals (a gap of 0.06 s then reads as less); each arrived after it was sent
    sent, arrived = SendTimes.sent, handler.calls
    gaps = [b - a for a, b in zip(sent, sent[1:])]
    assert len(sent) == len(arrived) == 5 and all(a >= s for s, a in zip(sent, arrived)), (sent, arrived)
    assert sent[-1] - sent[0] >= 4 * 0.1 - 0.02 and min(gaps) >= 0.06, gaps


def test_a_crawl_delay_slows_the_host_further(site, tmp_path):
    site.robots("User-agent: *\nCrawl-delay: 0.3\n")
    handler = _sequence(Response("ok"))
    for n in range(3):
        site.handler(f"/p{n}", handler)
    with _client(tmp_path, rate=100.0) as client:
        for n in range(3):
            client.fetch(site.url(f"/p{n}"))
    gaps = [b - a for a, b in zip(handler.calls, handler.calls[1:])]
    assert handler.calls[-1] - handler.calls[0] >= 2 * 0.3 - 0.02 and min(gaps) >= 0.2, gaps


def test_a_refetch_is_conditional_and_a_304_reuses_the_cached_body(site, tmp_path):
    site.robots(None)
    seen = []

    def handler(request):
        seen.append((request.headers.get("If-None-Match"), request.headers.get("If-Modified-Since")))
        if request.headers.get("If-None-Match") == '"v1"':
            return Response(status=304, headers={"ETag": '"v1"'})
        return Response(JACE, content_type="application/json",
                        headers={"ETag": '"v1"', "Last-Modified": "Wed, 12 Jul 2017 00:00:00 GMT"})

    url = site.handler("/cards/soi/1/en", handler)
    with _client(tmp_path) as client:
        first = client.fetch(url)
        second = client.fetch(url)
    assert seen == [(None, None), ('"v1"', "Wed, 12 Jul 2017 00:00:00 GMT")]
    assert (first.origin, second.origin) == ("network", "revalidated")
    assert second.body == JACE and second.fetched_at > first.fetched_at


def test_a_fresh_cache_entry_is_used_without_asking(site, tmp_path):
    site.robots(None)
    url = site.page("/cards/soi/1/en", JACE, "application/json")
    with _client(tmp_path, fresh_for=3600.0) as client:
        client.fetch(url)
        again = client.fetch(url)
    assert again.origin == "cache" and site.hits()["/cards/soi/1/en"] == 1


def test_offline_reads_only_the_cache(site, tmp_path):
    site.robots(None)
    url = site.page("/cards/soi/1/en", JACE, "application/json")
    with _client(tmp_path) as client:
        client.fetch(url)
    before = len(site.server.log)
    offline = Client(policy=fast_policy(), cache=Cache(tmp_path / "cache"), offline=True)
    assert offline.fetch(url).body == JACE
    with pytest.raises(FetchError) as caught:
        offline.fetch(site.url("/cards/soi/2/en"))
    assert caught.value.reason == "not in the cache (offline)"
    assert len(site.server.log) == before


def test_retry_after_too_long_fails_instead_of_stalling(site, tmp_path):
    site.robots(None)
    url = site.page("/cards/soi/1/en", "later", status=503, headers={"Retry-After": "3600"})
    with _client(tmp_path) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert caught.value.reason == "HTTP 503 SERVICE UNAVAILABLE; the server asks to wait 3600s, more than the 5s limit"


@pytest.mark.parametrize("value, seconds", [
    ("120", 120.0),
    ("Wed, 21 Oct 2026 07:28:00 GMT", 60.0),
    ("Wed, 21 Oct 2026 07:26:00 GMT", 0.0),  # in the past
    ("soon", None),
    (None, None),
])
def test_retry_after_values(value, seconds):
    now = dt.datetime(2026, 10, 21, 7, 27, tzinfo=dt.timezone.utc)
    assert retry_after(value, now) == seconds


@pytest.mark.parametrize("value, per_second", [("2/s", 2.0), ("0.5", 0.5), ("30/min", 0.5), ("3600/h", 1.0), ("10 / second", 10.0)])
def test_parse_rate(value, per_second):
    assert parse_rate(value) == per_second


@pytest.mark.parametrize("value", ["", "fast", "0/s", "-1/s", "2/day"])
def test_parse_rate_refuses_nonsense(value):
    from lorehold.errors import LoreholdError

    with pytest.raises(LoreholdError):
        parse_rate(value)


@pytest.mark.parametrize("raw, normalized", [
    ("HTTPS://API.Scryfall.com/cards/xln/189/de", "https://api.scryfall.com/cards/xln/189/de"),
    ("https://api.scryfall.com:443/cards/search?q=vorhut#top", "https://api.scryfall.com/cards/search?q=vorhut"),
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080/"),
])
def test_normalize_url(raw, normalized):
    assert normalize_url(raw) == normalized


@pytest.mark.parametrize("raw", ["ftp://example.org/x", "example.org/cards", "https://", "file:///etc/passwd"])
def test_normalize_url_refuses_what_is_not_http(raw):
    from lorehold.errors import LoreholdError

    with pytest.raises(LoreholdError, match="not an http"):
        normalize_url(raw)


def test_a_redirect_into_a_forbidden_path_is_refused_and_named(site, tmp_path):
    site.robots("User-agent: *\nDisallow: /private/\n")
    url = site.page("/cards/random", "", status=302, headers={"Location": "/private/cards/1"})
    with _client(tmp_path) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert caught.value.url == url
    assert caught.value.reason == f"forbidden by {site.origin}/robots.txt (at {site.url('/private/cards/1')}, after redirects)"
    assert "/private/cards/1" not in site.hits()


def test_a_refused_connection_is_retried_then_fails(tmp_path):
    import socket

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"http://127.0.0.1:{port}/cards/soi/1/en"
    with _client(tmp_path, retries=2, robots=False) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)
    assert caught.value.reason.startswith("connection error (ConnectError:")
    assert caught.value.reason.endswith("(gave up after 3 attempts)") and caught.value.attempts == 3
    with _client(tmp_path, retries=0) as client, pytest.raises(FetchError) as caught:
        client.fetch(url)  # robots.txt is asked first: no answer at all says the host is unreachable
    assert caught.value.reason.startswith(f"127.0.0.1:{port} cannot be reached (connection error (ConnectError:")
    assert "robots" not in caught.value.reason  # issue 16, item 12: it was "forbidden by …/robots.txt"
    assert isinstance(caught.value, HostUnreachable)
