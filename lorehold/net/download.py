"""Big files (MTGJSON's AllPrintings, Scryfall's bulk files, the rules text) downloaded through the
polite client (``lorehold.net.client``: its User-Agent, robots.txt, pace per host and retries),
streamed to disk in chunks, never held in memory.

For a file ``<dest>`` the folder holds:

- ``<dest>``: the last good copy (verified and ingested), kept until a newer one has been ingested;
- ``<dest>.json``: what the server said about it (URL, ETag, Last-Modified, size, SHA-256), so the
  next request is conditional (``If-None-Match`` / ``If-Modified-Since``: a 304 downloads nothing);
- ``<dest>.part`` and ``<dest>.part.json``: a download in progress. An interrupted one (a broken
  connection, a kill, Ctrl-C) is resumed with ``Range`` (and ``If-Range``, so a file that changed
  meanwhile starts again from the first byte);
- ``<dest>.new``: a complete, verified download waiting to be ingested (``promote`` makes it the
  last good copy).

A download is verified before anyone reads it: its SHA-256 against the published one, its size
against the announced one. A mismatch deletes the bad bytes and keeps the last good copy.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from lorehold.errors import LoreholdError
from lorehold.net.client import REDIRECTS, RETRYABLE, FetchError, host_of, normalize_url, retry_after

if TYPE_CHECKING:
    from lorehold.net.client import Client

CHUNK = 1 << 20


class VerifyError(FetchError):
    """A download whose checksum or size is not the published one."""


@dataclass
class Downloaded:
    url: str
    path: Path  # the file to ingest: ``<dest>.new`` after a download, ``<dest>`` when unchanged
    dest: Path
    status: str  # downloaded, unchanged
    size: int
    sha256: str
    etag: str | None = None
    last_modified: str | None = None
    content_encoding: str | None = None
    resumed_from: int = 0  # bytes already on disk when this download started
    requests: int = 0

    @property
    def changed(self) -> bool:
        return self.status == "downloaded"


def _meta_path(path: Path) -> Path:
    return path.with_name(path.name + ".json")


def read_meta(path: Path) -> dict | None:
    try:
        return json.loads(_meta_path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _write_meta(path: Path, meta: dict) -> None:
    target = _meta_path(path)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text(json.dumps(meta, indent=1), encoding="utf-8")
    os.replace(tmp, target)


def promote(downloaded: Downloaded) -> None:
    """After the new file was ingested: it becomes the last good copy (and the validators of the
    next conditional request)."""
    if downloaded.status != "downloaded":
        return
    new = downloaded.path
    meta = read_meta(new) or {}
    os.replace(new, downloaded.dest)
    _write_meta(downloaded.dest, meta)
    try:
        _meta_path(new).unlink()
    except FileNotFoundError:
        pass
    downloaded.path = downloaded.dest


def _sha256_of(path: Path) -> tuple[str, int]:
    digest = hashlib.sha256()
    size = 0
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(CHUNK), b""):
            digest.update(block)
            size += len(block)
    return digest.hexdigest(), size


class _Again(Exception):
    def __init__(self, reason: str, wait: float | None = None, restart: bool = False):
        self.reason, self.wait, self.restart = reason, wait, restart


def download(client: "Client", url: str, dest: Path, *, sha256: str | None = None, size: int | None = None,
             progress: Callable[[int, int | None], None] | None = None, conditional: bool = True) -> Downloaded:
    """``url`` into ``dest``'s folder: nothing when the server says the last good copy is current
    (304), else a verified ``<dest>.new``. Raises FetchError (VerifyError on a mismatch)."""
    url = normalize_url(url)
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    part = dest.with_name(dest.name + ".part")
    new = dest.with_name(dest.name + ".new")
    good, waiting = _copies(url, dest, new, sha256)
    known = (waiting or good) if conditional else None
    attempt = 0
    counter = {"requests": 0, "resumed_from": 0}
    while True:
        attempt += 1
        try:
            kind = _follow_redirects(client, url, part, known, attempt, counter, progress)
        except _Again as again:
            _wait_to_retry(client, url, part, again, attempt)
            continue
        except FetchError as exc:
            raise type(exc)(url, exc.reason, attempts=attempt, status=exc.status) from None
        break
    requests = counter["requests"]
    if kind == "not-modified" and waiting is not None:
        return Downloaded(url, new, dest, "downloaded", waiting.get("size") or new.stat().st_size,
                          waiting.get("sha256") or "", waiting.get("etag"), waiting.get("last_modified"),
                          waiting.get("content_encoding"), requests=requests)
    if kind == "not-modified":
        if good is None:
            raise FetchError(url, "HTTP 304 Not Modified to a request that was not conditional")
        return Downloaded(url, dest, dest, "unchanged", good.get("size") or dest.stat().st_size,
                          good.get("sha256") or "", good.get("etag"), good.get("last_modified"),
                          good.get("content_encoding"), requests=requests)
    return _verified(url, part, new, dest, sha256, size, counter)


def _copies(url: str, dest: Path, new: Path, sha256: str | None) -> tuple[dict | None, dict | None]:
    """What is on disk for ``url``: the last good copy's metadata and a verified download waiting
    to be ingested (an interrupted run); either None (a copy of another address does not count)."""
    good = read_meta(dest) if dest.exists() else None
    if good is not None and good.get("url") != url:
        good = None  # a copy of another address (a mirror): no validators to offer this one
    waiting = read_meta(new) if new.exists() else None
    if waiting is not None and (waiting.get("url") != url or (sha256 and waiting.get("sha256") != sha256.lower())):
        _drop(new)
        waiting = None
    return good, waiting


def _follow_redirects(client: "Client", url: str, part: Path, known: dict | None, attempt: int, counter: dict,
                      progress) -> str:
    """One attempt: requests along the redirects until an answer; "not-modified" or "complete"."""
    current = url
    for _hop in range(client.policy.max_redirects + 1):
        client._check_robots(current)
        if not client._limiter.acquire(host_of(current)):
            raise FetchError(url, f"no turn with {host_of(current)}")
        offset, headers = _request_headers(part, current, known if current == url else None)
        if attempt == 1 and offset:
            counter["resumed_from"] = offset
        counter["requests"] += 1
        client.requests += 1
        outcome = _one_request(client, current, part, offset, headers, progress)
        if outcome[0] != "redirect":
            return outcome[0]
        target = normalize_url(urljoin(current, outcome[1]))
        if target == current:
            raise FetchError(url, f"redirect loop at {current}")
        current = target
    raise FetchError(url, f"more than {client.policy.max_redirects} redirects")


def _request_headers(part: Path, current: str, known: dict | None) -> tuple[int, dict]:
    """Where to resume and the headers: a Range (with If-Range) after the bytes of an interrupted
    download, else the validators of the copy we have (a conditional request)."""
    headers = {}
    state = read_meta(part) if part.exists() else None
    offset = part.stat().st_size if state and state.get("url") == current else 0
    if offset and (state.get("etag") or state.get("last_modified")):
        headers["Range"] = f"bytes={offset}-"
        headers["If-Range"] = state.get("etag") or state["last_modified"]
        return offset, headers
    if known is not None:
        if known.get("etag"):
            headers["If-None-Match"] = known["etag"]
        if known.get("last_modified"):
            headers["If-Modified-Since"] = known["last_modified"]
    return 0, headers


def _wait_to_retry(client: "Client", url: str, part: Path, again: "_Again", attempt: int) -> None:
    """Before another attempt: the server's Retry-After or a jittered backoff; raise when out of tries."""
    policy = client.policy
    if again.restart:
        _drop(part)
    if attempt > policy.retries:
        raise FetchError(url, f"{again.reason} (gave up after {attempt} attempts)", attempts=attempt,
                         status=_status(again.reason)) from None
    if again.wait is not None:
        if again.wait > policy.retry_after_cap:
            raise FetchError(url, f"{again.reason}; the server asks to wait {again.wait:g}s, more than the "
                                  f"{policy.retry_after_cap:g}s limit", attempts=attempt) from None
        client._sleep(again.wait)
    else:
        base = min(policy.backoff_cap, policy.backoff * 2 ** (attempt - 1))
        client._sleep(base / 2 + client._rng.uniform(0, base / 2))


def _verified(url: str, part: Path, new: Path, dest: Path, sha256: str | None, size: int | None,
              counter: dict) -> Downloaded:
    """A complete ``part`` checked (length, size, SHA-256) and handed over as ``new``."""
    meta = read_meta(part) or {}
    digest, got = _sha256_of(part)
    expected_total = meta.get("total")
    if expected_total is not None and got != expected_total:
        raise FetchError(url, f"truncated: {got} of {expected_total} bytes (run again to resume)")
    if size is not None and got != size and not meta.get("content_encoding"):
        _drop(part)
        raise VerifyError(url, f"size mismatch: {got} bytes, the source announces {size}; "
                               "nothing ingested, the last good copy kept")
    if sha256 is not None and digest != sha256.lower():
        _drop(part)
        raise VerifyError(url, f"checksum mismatch: sha256 {digest}, published {sha256.lower()}; "
                               "nothing ingested, the last good copy kept")
    meta.update(url=url, size=got, sha256=digest,
                downloaded_at=dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"))
    os.replace(part, new)
    _write_meta(new, meta)
    _drop_meta(part)
    return Downloaded(url, new, dest, "downloaded", got, digest, meta.get("etag"), meta.get("last_modified"),
                      meta.get("content_encoding"), resumed_from=counter["resumed_from"],
                      requests=counter["requests"])


_open_part = open  # the one place a download is written (a test fills the disk here)


def _drop(part: Path) -> None:
    for path in (part, _meta_path(part)):
        try:
            path.unlink()
        except FileNotFoundError:
            pass


def _drop_meta(part: Path) -> None:
    try:
        _meta_path(part).unlink()
    except FileNotFoundError:
        pass


def _status(reason: str) -> int | None:
    return int(reason[5:8]) if reason.startswith("HTTP ") and reason[5:8].isdigit() else None


def _one_request(client: "Client", url: str, part: Path, offset: int, headers: dict, progress) -> tuple:
    """One GET: ("redirect", location), ("not-modified",) or ("complete",) with the body in ``part``.
    Raises _Again for what is worth another try (the bytes received so far stay in ``part``)."""
    import httpx

    http = client._client()
    try:
        with http.stream("GET", url, headers=headers, timeout=httpx.Timeout(client.policy.timeout)) as response:
            status = response.status_code
            if status in RETRYABLE:
                raise _Again(f"HTTP {status} {response.reason_phrase}".rstrip(), retry_after(response.headers.get("retry-after")))
            if status in REDIRECTS:
                location = response.headers.get("location")
                if not location:
                    raise FetchError(url, f"HTTP {status} redirect without a Location", status=status)
                return ("redirect", location)
            if status == 304:
                return ("not-modified",)
            if status == 416 and offset:
                raise _Again("HTTP 416 Range Not Satisfiable", 0.0, restart=True)
            if status >= 400 or status < 200:
                raise FetchError(url, f"HTTP {status} {response.reason_phrase}".rstrip(), status=status)
            length = response.headers.get("content-length")
            if status == 206:
                first, total = _content_range(response.headers.get("content-range"))
                if first != offset:
                    raise _Again(f"the server resumed at byte {first}, not {offset}", 0.0, restart=True)
                mode = "ab"
            else:
                offset = 0
                total = int(length) if length and length.isdigit() else None
                mode = "wb"
            state = {"url": url, "etag": response.headers.get("etag"),
                     "last_modified": response.headers.get("last-modified"), "total": total,
                     # the bytes are stored as sent (Range counts those): a gzip-encoded body stays gzip
                     "content_encoding": (response.headers.get("content-encoding") or "").strip().lower() or None}
            _write_meta(part, state)
            done = offset
            with _open_part(part, mode) as out:
                for chunk in response.iter_raw():  # as received: a chunker would lose a cut tail
                    out.write(chunk)
                    done += len(chunk)
                    if progress is not None:
                        progress(done, total)
            if total is not None and done < total:
                raise _Again(f"truncated body ({done} of {total} bytes)")
            return ("complete",)
    except httpx.TimeoutException as exc:
        raise _Again(f"timed out ({type(exc).__name__})") from None
    except httpx.RemoteProtocolError as exc:
        raise _Again(f"truncated body ({exc})") from None
    except httpx.TransportError as exc:
        raise _Again(f"connection error ({type(exc).__name__}: {exc})") from None
    except OSError as exc:  # the disk: full, read-only
        raise LoreholdError(f"cannot write {part}: {exc.strerror or exc}") from None


def _content_range(value: str | None) -> tuple[int, int | None]:
    # "bytes 100-199/200" (or "/*" when the total is unknown)
    try:
        unit, spec = (value or "").split(" ", 1)
        span, total = spec.split("/", 1)
        return int(span.split("-", 1)[0]), (int(total) if total.strip() != "*" else None)
    except ValueError:
        return -1, None
