"""``lorehold scrape``: fetch the queue's pending URLs politely and store each as a source.

One thread fetches ahead (its waits are the rate limit's) while the calling thread parses and
stores each page in its own transaction (``pipeline.ingest_document``) and only then marks its
URL done; a page that fails is marked failed with the reason and the run goes on. A list's next
page is queued before the page that named it is marked done. Killed at any point, a run leaves
every URL either done (its page stored) or pending; pages fetched but not yet stored are in the
cache, so the next run stores them without asking the server again.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from lorehold.errors import LoreholdError
from lorehold.readahead import read_ahead

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

    from lorehold.ingest.pipeline import IngestReport
    from lorehold.net.client import Policy
    from lorehold.settings import Settings

#: a page fetched within this many seconds is taken from the cache instead of the server
FRESH_FOR = 24 * 3600.0
_AHEAD = 8  # fetched pages waiting to be stored


@dataclass
class Failure:
    url: str
    reason: str
    attempts: int


@dataclass
class ScrapeReport:
    queued: int = 0  # URLs new to the queue (given, from the sitemap, next pages)
    done: int = 0  # URLs stored (or unchanged) this run
    failed: int = 0
    fetched: int = 0  # answered by the server (200 or 304)
    from_cache: int = 0  # answered by the cache alone
    skipped: int = 0  # offline, not in the cache: left pending
    requests: int = 0  # HTTP requests sent, retries and robots.txt included
    pending: int = 0  # left in the queue
    interrupted: bool = False
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)
    ingest: "IngestReport | None" = None

    def as_dict(self) -> dict:
        return {
            "queued": self.queued, "done": self.done, "failed": self.failed, "pending": self.pending,
            "fetched": self.fetched, "from_cache": self.from_cache, "skipped": self.skipped, "requests": self.requests,
            "interrupted": self.interrupted, "seconds": round(self.seconds, 3),
            "failures": [{"url": f.url, "reason": f.reason, "attempts": f.attempts} for f in self.failures],
        }


def read_url_list(text: str, name: str = "URLS_FILE") -> list[str]:
    """The URLs of a list file: one a line; blank lines and ``#`` comments skipped."""
    from lorehold.net.client import normalize_url

    urls = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            urls.append(normalize_url(line))
        except LoreholdError as exc:
            raise LoreholdError(f"{name} line {number}: {exc}") from None
    return urls


def scrape(settings: "Settings", *, urls: Iterable[str] = (), sitemap: str | None = None, limit: int | None = None,
           policy: "Policy | None" = None, contact: str | None = None, retry_failed: bool = False,
           offline: bool = False, progress=None) -> ScrapeReport:
    """Queue ``urls`` (and a sitemap's), then fetch and store up to ``limit`` pending URLs.

    ``progress`` (optional) gets ``start(total)``, ``advance(ok: bool)``, ``grow(n)`` and ``stop()``.
    A KeyboardInterrupt ends the run early with ``interrupted`` set; everything stored stays."""
    from lorehold.db.engine import get_engine
    from lorehold.ingest.pipeline import IngestReport
    from lorehold.net.cache import Cache
    from lorehold.net.client import Client, Policy
    from lorehold.net.queue import ScrapeQueue

    started = time.perf_counter()
    policy = policy or Policy()
    if not policy.fresh_for:
        policy = replace(policy, fresh_for=FRESH_FOR)
    engine = get_engine(settings)
    work_queue = ScrapeQueue(engine)
    report = ScrapeReport(ingest=IngestReport())
    cache = Cache(settings.home / "cache")
    with Client(contact=contact, policy=policy, cache=cache, offline=offline) as client:
        try:
            report.queued += work_queue.add(urls)
            if sitemap:
                from lorehold.net.sitemap import read_sitemap

                found = read_sitemap(client, sitemap)
                report.queued += work_queue.add(found.urls, found_on=sitemap)
            if retry_failed:
                work_queue.retry_failed()
            _run(engine, client, work_queue, report, limit, progress)
        except KeyboardInterrupt:
            report.interrupted = True
        finally:
            report.requests = client.requests
    report.pending = work_queue.counts()["pending"]
    report.seconds = time.perf_counter() - started
    return report


def _run(engine: "Engine", client, work_queue, report: ScrapeReport, limit: int | None, progress) -> None:
    """Fetch the pending URLs a thread ahead, storing each page on this thread as it comes."""
    from lorehold.net.documents import fetched_document

    items = work_queue.pending(limit)
    if progress is not None:
        progress.start(len(items))
    # a fetcher still waiting on a slow server is left behind after 2 s (a daemon thread: it
    # stops at its next URL, and a cache write is atomic)
    ahead = read_ahead(_fetch_ahead(client, [item.url for item in items], limit),
                       ahead=_AHEAD, name="lorehold-fetch-ahead", give_up=2.0)
    try:
        for kind, url, *rest in ahead:
            if kind == "skipped":
                report.skipped += 1
                ok = True
            elif kind == "failed":
                ok = _fail(engine, work_queue, report, url, rest[0])
            else:
                fetched, following, fetching_now = rest
                _count_fetched(work_queue, report, url, fetched, following, fetching_now, progress)
                ok = _store(engine, work_queue, report, url, fetched_document(fetched), fetched.attempts)
            if progress is not None:
                progress.advance(ok)
    finally:
        ahead.close()  # the fetcher stops before anything else happens here
        if progress is not None:
            progress.stop()


def _fetch_ahead(client, urls: list[str], limit: int | None) -> Iterator[tuple]:
    """(``"fetched"``, url, fetched, next pages, how many of them this run fetches), or
    (``"failed"`` | ``"skipped"``, url, error), for each URL and the next pages they name."""
    from lorehold.net.client import OFFLINE_MISS, FetchError
    from lorehold.net.documents import next_pages

    todo = deque(urls)
    seen = set(todo)
    taken = 0
    while todo:
        url = todo.popleft()
        taken += 1
        try:
            fetched = client.fetch(url)
        except FetchError as exc:
            # offline, a page never fetched is not a failure: it waits for an online run
            yield ("skipped" if client.offline and exc.status is None and exc.attempts == 0
                   and exc.reason == OFFLINE_MISS else "failed", url, exc)
            continue
        following = next_pages(fetched)
        this_run = []
        for page in following:
            if page not in seen and (limit is None or taken + len(todo) < limit):
                seen.add(page)
                todo.append(page)
                this_run.append(page)
        yield ("fetched", url, fetched, following, len(this_run))


def _count_fetched(work_queue, report: ScrapeReport, url: str, fetched, following, fetching_now: int, progress) -> None:
    """Count where a page came from and queue the next pages it names (before it is marked done)."""
    if fetched.origin == "cache":
        report.from_cache += 1
    else:
        report.fetched += 1
    if following:
        report.queued += work_queue.add(following, found_on=url)
        if progress is not None and fetching_now:
            progress.grow(fetching_now)


def _store(engine: "Engine", work_queue, report: ScrapeReport, url: str, document, attempts: int) -> bool:
    from lorehold.ingest.pipeline import Outcome, ingest_document

    try:
        outcome = ingest_document(engine, document, report=report.ingest)
    except Exception as exc:  # a loader bug on one page must not stop the run, nor stall the queue there
        reason = f"{url}: cannot store ({type(exc).__name__}: {exc})"
        record_fetch_failure(engine, url, reason)
        outcome = Outcome(url, "failed", reason=reason)
    report.ingest.outcomes.append(outcome)
    if outcome.status == "failed":
        report.failed += 1
        report.failures.append(Failure(url, outcome.reason or "failed", attempts))
        work_queue.mark(url, "failed", reason=outcome.reason, attempts=attempts)
        return False
    report.done += 1
    work_queue.mark(url, "done", attempts=attempts)
    return True


def _fail(engine: "Engine", work_queue, report: ScrapeReport, url: str, error) -> bool:
    record_fetch_failure(engine, url, str(error))
    report.failed += 1
    report.failures.append(Failure(url, error.reason, error.attempts))
    work_queue.mark(url, "failed", reason=error.reason, attempts=error.attempts)
    return False


def record_fetch_failure(engine: "Engine", url: str, message: str) -> None:
    """A URL that could not be fetched (or stored) is a failed source (``lorehold sources --failed``),
    unless an earlier fetch of it was stored: that copy and its status are kept, as the pipeline
    does for files. (The pipeline's own helpers, so the two never disagree on what a failure is.)"""
    from lorehold.ingest.pipeline import record_failure
    from lorehold.sources import source_row

    with engine.connect() as conn:
        previous = source_row(conn, url)
    record_failure(engine, url, None, None, message, previous)
