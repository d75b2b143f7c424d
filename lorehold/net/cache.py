"""Raw responses on disk under ``<home>/cache``, one file per URL, written atomically.

A file is a magic line, one JSON line of metadata (the URL asked for and the one that answered,
status, headers, fetch time, the body's size and SHA-256) and the body as it arrived (after
content decoding). It is written to a temporary name and renamed over the old one, so a crash
of lorehold leaves either the old entry or the new one; an entry whose body does not match its
hash (what a power cut can leave, since entries are not fsynced: that tripled the cost of a
write) is treated as absent and fetched again. The cache feeds conditional requests (ETag, Last-Modified), ``--offline``
reading, and resuming a scrape without fetching a page twice.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

_MAGIC = b"lorehold-cache 1\n"
#: headers not worth keeping: they describe the transfer, not the document
_DROPPED = {"connection", "keep-alive", "transfer-encoding", "content-encoding", "content-length", "set-cookie",
            "proxy-authenticate", "trailer", "upgrade", "te"}


@dataclass
class Entry:
    url: str
    final_url: str
    status: int
    headers: dict[str, str]
    body: bytes
    fetched_at: dt.datetime
    sha256: str = ""

    def age(self, now: dt.datetime | None = None) -> float:
        return ((now or _now()) - self.fetched_at).total_seconds()


@dataclass
class PruneReport:
    removed: int = 0
    freed_bytes: int = 0
    kept: int = 0
    kept_bytes: int = 0
    removed_urls: list[str] = field(default_factory=list)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def cache_key(url: str) -> str:
    return hashlib.sha256(url.encode("utf-8")).hexdigest()


class Cache:
    def __init__(self, root: str | Path, *, durable: bool = False):
        self.root = Path(root)
        #: fsync each entry before the rename (the hash check makes it unnecessary for a cache)
        self.durable = durable

    def path(self, url: str) -> Path:
        key = cache_key(url)
        return self.root / key[:2] / key

    def get(self, url: str) -> Entry | None:
        """The entry for ``url``, or None when absent or damaged."""
        try:
            return _read(self.path(url))
        except FileNotFoundError:
            return None

    def put(self, url: str, final_url: str, status: int, headers: dict[str, str], body: bytes,
            fetched_at: dt.datetime | None = None) -> Entry:
        kept = {k.lower(): v for k, v in headers.items() if k.lower() not in _DROPPED}
        entry = Entry(url, final_url, status, kept, body, fetched_at or _now(), hashlib.sha256(body).hexdigest())
        self._write(entry)
        return entry

    def refreshed(self, entry: Entry, headers: dict[str, str], fetched_at: dt.datetime | None = None) -> Entry:
        """After a 304: the same body, the new validators and fetch time."""
        merged = dict(entry.headers)
        for name in ("etag", "last-modified", "date", "cache-control", "expires"):
            if name in {k.lower() for k in headers}:
                merged[name] = next(v for k, v in headers.items() if k.lower() == name)
        return self.put(entry.url, entry.final_url, entry.status, merged, entry.body, fetched_at)

    def _write(self, entry: Entry) -> None:
        target = self.path(entry.url)
        target.parent.mkdir(parents=True, exist_ok=True)
        meta = {
            "url": entry.url, "final_url": entry.final_url, "status": entry.status, "headers": entry.headers,
            "fetched_at": entry.fetched_at.isoformat(), "size": len(entry.body), "sha256": entry.sha256,
        }
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name[:16]}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(_MAGIC)
                out.write(json.dumps(meta, ensure_ascii=False).encode("utf-8") + b"\n")
                out.write(entry.body)
                out.flush()
                if self.durable:
                    os.fsync(out.fileno())
            os.replace(tmp, target)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise

    def entries(self) -> Iterator[tuple[Path, dict | None]]:
        """Every cache file with its metadata (None for a damaged one)."""
        if not self.root.exists():
            return
        for sub in sorted(self.root.iterdir()):
            if not sub.is_dir():
                continue
            for path in sorted(sub.iterdir()):
                if path.name.startswith("."):
                    continue
                yield path, _read_meta(path)

    def prune(self, *, older_than: dt.timedelta | None = None, max_bytes: int | None = None,
              now: dt.datetime | None = None) -> PruneReport:
        """Remove entries fetched longer ago than ``older_than``, then the oldest until the cache
        holds at most ``max_bytes``; damaged entries and stray temporary files always go."""
        now = now or _now()
        report = PruneReport()
        survivors: list[tuple[dt.datetime, Path, int, str]] = []
        for path, meta in self.entries():
            size = path.stat().st_size
            if meta is None:
                _remove(path, size, report, "")
                continue
            fetched = dt.datetime.fromisoformat(meta["fetched_at"])
            if older_than is not None and now - fetched > older_than:
                _remove(path, size, report, meta["url"])
            else:
                survivors.append((fetched, path, size, meta["url"]))
        for sub in (self.root.iterdir() if self.root.exists() else ()):
            if sub.is_dir():
                for tmp in sub.glob(".*.tmp"):  # left by a crash mid-write
                    _remove(tmp, tmp.stat().st_size, report, "")
        total = sum(s[2] for s in survivors)
        survivors.sort()
        while max_bytes is not None and survivors and total > max_bytes:
            _fetched, path, size, url = survivors.pop(0)
            _remove(path, size, report, url)
            total -= size
        report.kept, report.kept_bytes = len(survivors), total
        return report


def _remove(path: Path, size: int, report: PruneReport, url: str) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        return
    report.removed += 1
    report.freed_bytes += size
    if url:
        report.removed_urls.append(url)


def _read_meta(path: Path) -> dict | None:
    try:
        with open(path, "rb") as stream:
            if stream.readline() != _MAGIC:
                return None
            return json.loads(stream.readline())
    except (OSError, ValueError):
        return None


def _read(path: Path) -> Entry | None:
    with open(path, "rb") as stream:
        if stream.readline() != _MAGIC:
            return None
        try:
            meta = json.loads(stream.readline())
        except ValueError:
            return None
        body = stream.read()
    if len(body) != meta.get("size") or hashlib.sha256(body).hexdigest() != meta.get("sha256"):
        return None
    return Entry(meta["url"], meta["final_url"], meta["status"], meta["headers"], body,
                 dt.datetime.fromisoformat(meta["fetched_at"]), meta["sha256"])
