"""The one HTTP client lorehold has: polite, patient and bounded.

Polite: a User-Agent naming lorehold and whom to contact (``LOREHOLD_CONTACT`` / ``--contact``),
at most ``Policy.rate`` requests a second to any one host (a robots.txt ``Crawl-delay`` or a
``Retry-After`` slows a host further), and nothing robots.txt forbids. Patient: timeouts, broken
connections, truncated bodies, 429 and 5xx are retried with exponential backoff and jitter,
``Retry-After`` obeyed. Bounded: a total time per URL, a body size limit, accepted content types,
at most ``Policy.max_redirects`` redirects and never a loop. Responses go through the cache
(``lorehold.net.cache``): a cached URL is asked for again with its validators (ETag,
Last-Modified), and offline the cache is all there is.

Every failure is a ``FetchError`` whose message says what happened and after how many attempts.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import os
import random
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING
from urllib.parse import urljoin, urlsplit, urlunsplit

from lorehold import __version__
from lorehold.errors import LoreholdError, UnreadableSource
from lorehold.net import robots as robots_txt

if TYPE_CHECKING:
    from lorehold.net.cache import Cache, Entry

REDIRECTS = {301, 302, 303, 307, 308}
RETRYABLE = {408, 425, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524}
#: what a document may be (a missing Content-Type is let through to the format sniffers)
DOCUMENT_TYPES = ("text/", "application/json", "application/xml", "application/xhtml+xml", "+json", "+xml")
#: what a compressed file (a URL ending in .gz, .xz or .bz2) may be served as
COMPRESSED_TYPES = ("application/gzip", "application/x-gzip", "application/x-xz", "application/x-bzip2",
                    "application/x-bzip", "application/octet-stream", "binary/octet-stream")
COMPRESSED_SUFFIXES = (".gz", ".xz", ".bz2")
OFFLINE_MISS = "not in the cache (offline)"
ACCEPT = "application/json, text/html;q=0.9, application/xhtml+xml;q=0.9, text/plain;q=0.8, application/xml;q=0.8, */*;q=0.1"


class FetchError(UnreadableSource):
    """A URL that could not be fetched; ``reason`` says why (without the URL)."""

    def __init__(self, url: str, reason: str, *, attempts: int = 0, status: int | None = None):
        self.url, self.reason, self.attempts, self.status = url, reason, attempts, status
        super().__init__(f"{url}: {reason}")


class HostUnreachable(FetchError):
    """No answer from the host at all (refused, unknown name, timed out): not a server's refusal."""


#: failures without an HTTP answer that mean the host cannot be reached
UNREACHABLE_REASONS = ("connection error", "timed out")


@dataclass(frozen=True)
class Policy:
    """How hard and how politely to try. Tests shrink the waits; the defaults suit real sites."""

    rate: float = 2.0  # requests per second per host
    timeout: float = 30.0  # seconds for one connect or read
    total_time: float = 300.0  # seconds for one URL, retries and waits included
    retries: int = 4  # attempts after the first
    backoff: float = 1.0  # the first retry's wait; doubled each time, jittered
    backoff_cap: float = 60.0
    retry_after_cap: float = 600.0  # a server asking to wait longer fails the URL instead
    max_bytes: int = 64 * 1024 * 1024
    max_redirects: int = 5
    robots: bool = True
    #: a cached response younger than this (seconds) is used without asking the server; 0 always asks
    fresh_for: float = 0.0
    trust_env: bool = True  # proxies from the environment


def parse_rate(value: str) -> float:
    """``2/s``, ``0.5``, ``30/min``, ``100/h`` -> requests per second."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(?:/\s*(s|sec|second|m|min|minute|h|hour))?\s*", value or "", re.I)
    if not match or float(match.group(1)) <= 0:
        raise LoreholdError(f"--rate {value!r}: expected a positive number of requests, e.g. 2/s, 30/min")
    per = {"m": 60.0, "min": 60.0, "minute": 60.0, "h": 3600.0, "hour": 3600.0}.get((match.group(2) or "s").lower(), 1.0)
    return float(match.group(1)) / per


def contact_from_env() -> str | None:
    return os.environ.get("LOREHOLD_CONTACT") or None


def user_agent(contact: str | None) -> str:
    who = f"contact: {contact}" if contact else "no contact configured (set LOREHOLD_CONTACT)"
    return f"lorehold/{__version__} (Magic card and rulings database; {who})"


def normalize_url(url: str) -> str:
    """The form a URL is keyed by: http(s) only, scheme and host lower-cased, no default port,
    no fragment, ``/`` for an empty path."""
    raw = (url or "").strip()
    parts = urlsplit(raw)
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        raise LoreholdError(f"not an http(s) URL: {raw!r}")
    scheme = parts.scheme.lower()
    host = parts.hostname.lower()
    if ":" in host:  # IPv6 literal
        host = f"[{host}]"
    try:
        port = parts.port
    except ValueError:
        raise LoreholdError(f"not an http(s) URL (bad port): {raw!r}") from None
    netloc = host if port is None or port == {"http": 80, "https": 443}[scheme] else f"{host}:{port}"
    if parts.username:
        netloc = f"{parts.username}{':' + parts.password if parts.password else ''}@{netloc}"
    return urlunsplit((scheme, netloc, parts.path or "/", parts.query, ""))


def is_url(value: str) -> bool:
    return value.lower().startswith(("http://", "https://"))


def host_of(url: str) -> str:
    return urlsplit(url).netloc.lower()


@dataclass
class Fetched:
    url: str  # as asked (normalized)
    final_url: str  # after redirects
    status: int
    headers: dict[str, str]  # lower-case names
    body: bytes
    fetched_at: dt.datetime
    origin: str  # network, revalidated (304), cache
    attempts: int = 0  # requests made for this URL (0 when the cache answered)

    @property
    def content_type(self) -> str | None:
        return self.headers.get("content-type")

    @property
    def media_type(self) -> str:
        return (self.content_type or "").split(";")[0].strip().lower()


def acceptable(media_type: str, url: str) -> bool:
    if not media_type:
        return True
    if urlsplit(url).path.lower().endswith(COMPRESSED_SUFFIXES) and media_type in COMPRESSED_TYPES:
        return True
    return media_type.startswith(DOCUMENT_TYPES[0]) or media_type in DOCUMENT_TYPES or media_type.endswith(DOCUMENT_TYPES[-2:])


class HostLimiter:
    """Spaces requests to each host at least ``1/rate`` apart (longer after a Crawl-delay or Retry-After)."""

    def __init__(self, rate: float, clock: Callable[[], float], sleep: Callable[[float], None]):
        self.interval = 1.0 / rate if rate else 0.0
        self._clock, self._sleep = clock, sleep
        self._next: dict[str, float] = {}
        self._delay: dict[str, float] = {}
        self._lock = threading.Lock()

    def set_delay(self, host: str, seconds: float) -> None:
        with self._lock:
            self._delay[host] = seconds

    def defer(self, host: str, until: float) -> None:
        with self._lock:
            self._next[host] = max(self._next.get(host, 0.0), until)

    def acquire(self, host: str, deadline: float | None = None) -> bool:
        """Wait for the host's next slot; False (without waiting) when it comes after ``deadline``."""
        with self._lock:
            now = self._clock()
            slot = max(now, self._next.get(host, now))
            if deadline is not None and slot > deadline:
                return False
            self._next[host] = slot + max(self.interval, self._delay.get(host, 0.0))
        if slot > now:
            self._sleep(slot - now)
        return True


def retry_after(value: str | None, now: dt.datetime | None = None) -> float | None:
    """Seconds to wait from a Retry-After header (delay seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.timezone.utc)
    return max(0.0, (when - (now or dt.datetime.now(dt.timezone.utc))).total_seconds())


class _Retry(Exception):
    def __init__(self, reason: str, wait: float | None = None):
        self.reason, self.wait = reason, wait


class Client:
    """Fetch URLs politely. One instance per run: it remembers each host's robots.txt and pace.

    ``transport`` (an httpx transport), ``clock``, ``sleep`` and ``rng`` are for tests."""

    def __init__(self, *, contact: str | None = None, policy: Policy | None = None, cache: "Cache | None" = None,
                 offline: bool = False, transport=None, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep, rng: random.Random | None = None):
        self.policy = policy or Policy()
        self.cache = cache
        self.offline = offline
        self.user_agent = user_agent(contact if contact is not None else contact_from_env())
        self._clock, self._sleep = clock, sleep
        self._rng = rng or random.Random()
        self._limiter = HostLimiter(self.policy.rate, clock, sleep)
        self._robots: dict[str, robots_txt.Rules] = {}
        self._robots_lock = threading.Lock()
        self._transport = transport
        self._http = None
        self.requests = 0  # every request sent, robots.txt included

    # -- lifecycle
    def _client(self):
        if self._http is None:
            import httpx

            self._http = httpx.Client(
                headers={"User-Agent": self.user_agent, "Accept": ACCEPT},
                timeout=httpx.Timeout(self.policy.timeout),
                follow_redirects=False,
                transport=self._transport,
                trust_env=self.policy.trust_env,
            )
        return self._http

    def close(self) -> None:
        if self._http is not None:
            self._http.close()
            self._http = None

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the public call
    def fetch(self, url: str, *, fresh_for: float | None = None,
              accept: Callable[[str, str], bool] = acceptable) -> Fetched:
        """The response for ``url``: from the cache when fresh (or offline), else from the server
        (conditionally when cached). Raises FetchError."""
        url = normalize_url(url)
        entry = self.cache.get(url) if self.cache is not None else None
        if self.offline:
            if entry is None:
                raise FetchError(url, OFFLINE_MISS)
            return _from_entry(entry, "cache")
        fresh_for = self.policy.fresh_for if fresh_for is None else fresh_for
        if entry is not None and fresh_for and entry.age() < fresh_for:
            return _from_entry(entry, "cache")
        deadline = self._clock() + self.policy.total_time
        status, final_url, headers, body, attempts = self._follow(url, deadline, entry, accept)
        if status == 304:
            if entry is None:
                raise FetchError(url, "HTTP 304 Not Modified to a request that was not conditional", attempts=attempts)
            entry = self.cache.refreshed(entry, headers)
            return replace(_from_entry(entry, "revalidated"), attempts=attempts)
        if self.cache is not None:
            stored = self.cache.put(url, final_url, status, headers, body)
            fetched_at = stored.fetched_at
        else:
            fetched_at = dt.datetime.now(dt.timezone.utc)
        lowered = {k.lower(): v for k, v in headers.items()}
        return Fetched(url, final_url, status, lowered, body, fetched_at, "network", attempts)

    # -- redirects, robots
    def _follow(self, url: str, deadline: float, entry: "Entry | None", accept) -> tuple:
        chain = [url]
        current = url
        attempts = 0
        while True:
            validators = entry if current == url else None
            try:
                self._check_robots(current)
                status, headers, body, made = self._attempts(current, deadline, validators, accept)
            except FetchError as exc:
                where = f" (at {current}, after redirects)" if current != url else ""
                raise type(exc)(url, exc.reason + where, attempts=attempts + exc.attempts, status=exc.status) from None
            attempts += made
            if status not in REDIRECTS:
                return status, current, headers, body, attempts
            location = headers.get("location")
            if not location:
                raise FetchError(url, f"HTTP {status} redirect without a Location", attempts=attempts, status=status)
            try:
                target = normalize_url(urljoin(current, location))
            except LoreholdError:
                raise FetchError(url, f"redirect to a non-http(s) address {location!r}", attempts=attempts) from None
            if target in chain:
                raise FetchError(url, "redirect loop: " + " -> ".join([*chain, target]), attempts=attempts)
            if len(chain) > self.policy.max_redirects:
                raise FetchError(url, f"more than {self.policy.max_redirects} redirects", attempts=attempts)
            chain.append(target)
            current = target

    def robots_for(self, url: str) -> robots_txt.Rules:
        parts = urlsplit(url)
        origin = f"{parts.scheme}://{parts.netloc}"
        with self._robots_lock:
            known = self._robots.get(origin)
        if known is not None:
            return known
        rules = self._load_robots(origin)
        if rules.crawl_delay:
            self._limiter.set_delay(parts.netloc.lower(), min(rules.crawl_delay, 60.0))
        with self._robots_lock:
            self._robots[origin] = rules
        return rules

    def _check_robots(self, url: str) -> None:
        if not self.policy.robots or urlsplit(url).path == "/robots.txt":
            return
        rules = self.robots_for(url)
        if not rules.allows(url):
            origin = "{0.scheme}://{0.netloc}/robots.txt".format(urlsplit(url))
            why = f" ({rules.unreachable})" if rules.unreachable else ""
            raise FetchError(url, f"forbidden by {origin}{why}")

    def _load_robots(self, origin: str) -> robots_txt.Rules:
        """RFC 9309: a 4xx means no rules; a 5xx or no answer at all means stay out."""
        url = origin + "/robots.txt"
        try:
            fetched = self.fetch(url, fresh_for=86400.0, accept=lambda media, _url: True)
        except FetchError as exc:
            if exc.status is not None and 400 <= exc.status < 500 and exc.status not in RETRYABLE:
                return robots_txt.ALLOW_ALL
            if exc.status is None and exc.reason.startswith(UNREACHABLE_REASONS):
                # no answer at all is not a robots.txt that forbids: the host is down or not there
                # (issue 16, item 12); not remembered, so the next request asks again
                raise HostUnreachable(url, f"{urlsplit(origin).netloc} cannot be reached ({exc.reason})",
                                      attempts=exc.attempts) from None
            return robots_txt.unreachable(f"robots.txt unreachable: {exc.reason}")
        from lorehold.charset import decode

        return robots_txt.parse(decode(fetched.body, fetched.content_type).text)

    # -- one URL, with retries
    def _attempts(self, url: str, deadline: float, entry: "Entry | None", accept) -> tuple:
        policy = self.policy
        host = host_of(url)
        attempt, reason = 0, None
        while True:
            attempt += 1
            if not self._limiter.acquire(host, deadline):
                if reason is not None:  # the time ran out waiting to retry: the failure is what the user needs
                    raise FetchError(url, f"{reason} (gave up: {policy.total_time:g}s per URL used up after "
                                          f"{attempt - 1} attempts)", attempts=attempt - 1, status=_status_in(reason))
                raise FetchError(url, f"no turn with {host} within {policy.total_time:g}s", attempts=attempt - 1)
            try:
                status, headers, body = self._once(url, deadline, entry, accept)
                return status, headers, body, attempt
            except _Retry as retry:
                reason, wait = retry.reason, retry.wait
            except FetchError as exc:
                exc.attempts = attempt
                raise
            if attempt > policy.retries:
                raise FetchError(url, f"{reason} (gave up after {attempt} attempts)", attempts=attempt,
                                 status=_status_in(reason))
            if wait is not None:
                if wait > policy.retry_after_cap:
                    raise FetchError(url, f"{reason}; the server asks to wait {wait:g}s, more than the "
                                          f"{policy.retry_after_cap:g}s limit", attempts=attempt, status=_status_in(reason))
                self._limiter.defer(host, self._clock() + wait)  # every request to the host waits
                delay = 0.0
            else:
                base = min(policy.backoff_cap, policy.backoff * 2 ** (attempt - 1))
                delay = base / 2 + self._rng.uniform(0, base / 2)
            if self._clock() + max(delay, wait or 0.0) > deadline:
                raise FetchError(url, f"{reason} (gave up: {policy.total_time:g}s per URL used up after "
                                      f"{attempt} attempts)", attempts=attempt, status=_status_in(reason))
            if delay:
                self._sleep(delay)

    def _once(self, url: str, deadline: float, entry: "Entry | None", accept) -> tuple[int, dict, bytes]:
        import httpx

        headers = {}
        if entry is not None:
            if entry.headers.get("etag"):
                headers["If-None-Match"] = entry.headers["etag"]
            if entry.headers.get("last-modified"):
                headers["If-Modified-Since"] = entry.headers["last-modified"]
        client = self._client()
        self.requests += 1
        try:
            with client.stream("GET", url, headers=headers) as response:
                status = response.status_code
                got = dict(response.headers)
                if status in RETRYABLE:
                    raise _Retry(f"HTTP {status} {response.reason_phrase}".rstrip(), retry_after(response.headers.get("retry-after")))
                if status in REDIRECTS or status == 304:
                    return status, got, b""
                if status >= 400 or status < 200:
                    raise FetchError(url, f"HTTP {status} {response.reason_phrase}".rstrip(), status=status)
                media = response.headers.get("content-type", "").split(";")[0].strip().lower()
                if not accept(media, url):
                    raise FetchError(url, f"content type {media} is not a document lorehold reads", status=status)
                length = response.headers.get("content-length")
                if length and length.isdigit() and int(length) > self.policy.max_bytes:
                    raise FetchError(url, f"body of {int(length)} bytes is over the {self.policy.max_bytes}-byte limit", status=status)
                chunks, total = [], 0
                for chunk in response.iter_bytes():
                    total += len(chunk)
                    if total > self.policy.max_bytes:
                        raise FetchError(url, f"body over the {self.policy.max_bytes}-byte limit", status=status)
                    if self._clock() > deadline:
                        raise FetchError(url, f"body still arriving after {self.policy.total_time:g}s", status=status)
                    chunks.append(chunk)
                return status, got, b"".join(chunks)
        except httpx.TimeoutException as exc:
            raise _Retry(f"timed out ({type(exc).__name__})") from None
        except httpx.RemoteProtocolError as exc:
            text = str(exc)
            if "complete message body" in text or "incomplete" in text.lower():
                raise _Retry(f"truncated body ({text.split('(', 1)[-1].rstrip(')')})" if "(" in text else "truncated body") from None
            raise _Retry(f"protocol error ({text})") from None
        except httpx.DecodingError as exc:
            raise _Retry(f"undecodable body ({exc})") from None
        except httpx.TransportError as exc:
            raise _Retry(f"connection error ({type(exc).__name__}: {exc})") from None


def _status_in(reason: str) -> int | None:
    match = re.match(r"HTTP (\d{3})", reason)
    return int(match.group(1)) if match else None


def _from_entry(entry: "Entry", origin: str) -> Fetched:
    return Fetched(entry.url, entry.final_url, entry.status, dict(entry.headers), entry.body, entry.fetched_at, origin, 0)
