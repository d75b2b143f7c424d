"""``lorehold ingest``: documents in, one transaction per source, a report out.

A source whose bytes and parser are unchanged since it was last loaded is skipped (re-ingesting
changes nothing). A changed one replaces what it gave before. A source that fails to read, parse
or load keeps nothing, is recorded as failed with its reason, and the batch goes on.
"""

from __future__ import annotations

import hashlib
import lzma
import tarfile
import zipfile
import zlib
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from lorehold.errors import LoreholdError, NotThisFormat
from lorehold.ingest import formats
from lorehold.ingest.documents import STREAM_THRESHOLD, BadInput, Document, expand
from lorehold.ingest.formats import Format
from lorehold.ingest.keys import fold_ahead
from lorehold.ingest.load import forget_source, load
from lorehold.ingest.records import ParsedSource
from lorehold.readahead import read_ahead
from lorehold.sources import record_source, source_row

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection, Engine

    from lorehold.settings import Settings


@dataclass
class Outcome:
    locator: str
    status: str  # loaded, unchanged, failed, skipped
    kind: str | None = None
    reason: str | None = None
    counts: dict[str, int] = field(default_factory=dict)


@dataclass
class IngestReport:
    outcomes: list[Outcome] = field(default_factory=list)
    changed_card_ids: set[int] = field(default_factory=set)
    #: the database's state (``search.freshness.db_state``) before this ingest wrote anything
    db_state_before: str | None = None

    @property
    def failed(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.status == "failed"]

    def summary(self) -> dict[str, int]:
        out = {"loaded": 0, "unchanged": 0, "failed": 0}
        for o in self.outcomes:
            out[o.status] = out.get(o.status, 0) + 1
        return out


def ingest(
    settings: "Settings",
    inputs: Iterable[str],
    *,
    fmt: str = "auto",
    card: str | None = None,
    on_outcome: Callable[[Outcome], None] | None = None,
    documents: Iterable[Document | BadInput] | None = None,
) -> IngestReport:
    """Ingest files, folders and archives (or ready-made ``documents``, e.g. fetched pages)."""
    from lorehold.db.engine import get_engine

    from lorehold.search.freshness import db_state

    engine = get_engine(settings)
    report = IngestReport()
    with engine.connect() as conn:
        report.db_state_before = db_state(conn)
    items = documents if documents is not None else expand(list(inputs))
    interrupts = _Interrupts()
    with interrupts.installed():
        for prepared in _read_ahead(engine, items, fmt, card):
            try:
                if isinstance(prepared, Outcome):
                    outcome = prepared
                elif isinstance(prepared, _Failed):
                    outcome = record_failure(engine, prepared.locator, prepared.kind, prepared.digest, prepared.reason,
                                             prepared.previous)
                else:
                    outcome = _store(engine, prepared, report, interrupts)
                report.outcomes.append(outcome)
                if on_outcome:
                    on_outcome(outcome)
            finally:
                interrupts.release()
    return report


class _Interrupts:
    """Ctrl-C (SIGINT) during an ingest: raised at once while a document is read or written (its
    transaction then keeps nothing of it), held from its commit until its outcome is reported, so what
    the run reports as loaded is what the database kept. Only on the main thread, where Python's own
    handler is installed (a caller that set its own keeps it)."""

    def __init__(self) -> None:
        self.holding = False
        self.caught = False

    def _handler(self, signum, frame) -> None:
        if self.holding:
            self.caught = True
        else:
            raise KeyboardInterrupt

    @contextmanager
    def installed(self):
        import signal
        import threading

        own = threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGINT) is signal.default_int_handler
        if not own:
            yield
            return
        signal.signal(signal.SIGINT, self._handler)
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, signal.default_int_handler)

    def release(self) -> None:
        """The document's outcome is reported: a Ctrl-C held since its commit is raised now."""
        self.holding = False
        if self.caught:
            self.caught = False
            raise KeyboardInterrupt


def _read_ahead(engine, items, fmt, card):
    """Read, decompress and parse the next documents in a thread while this one is stored.

    Decompression and SQLite both release the GIL, so the two overlap on two cores; all writes stay
    on the calling thread, in document order."""
    prepared = (
        Outcome(doc.locator, "failed", reason=plain_reason(doc.reason, doc.locator)) if isinstance(doc, BadInput)
        else _prepare(engine, doc, fmt, card)
        for doc in items
    )
    return read_ahead(prepared, ahead=3, name="lorehold-read-ahead")


def _sha256(doc: Document, data: bytes | None) -> str:
    if data is not None:
        return hashlib.sha256(data).hexdigest()
    digest = hashlib.sha256()
    with doc.opener() as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


_BROKEN_STREAM = (OSError, EOFError, lzma.LZMAError, zlib.error, zipfile.BadZipFile, tarfile.TarError)


@dataclass
class _Prepared:
    doc: Document
    format: Format
    data: bytes | None
    digest: str
    streaming: bool
    parsed: object
    previous: object


@dataclass
class _Failed:
    locator: str
    kind: str | None
    digest: str | None
    reason: str
    previous: object = None


def _previous(engine: "Engine", locator: str):
    """The stored row of a source, so a source that loaded fine before keeps its data and status."""
    with engine.connect() as conn:
        return source_row(conn, locator)


def _prepare(engine: "Engine", doc: Document, fmt: str, card: str | None) -> "_Prepared | _Failed | Outcome":
    """Read, hash and parse a document; nothing is written here."""
    try:
        head = doc.head()
        if is_export_manifest(doc.name, head):
            return Outcome(doc.locator, "skipped", reason=MANIFEST_NOTE)
        found = formats.detect(doc.name, head, fmt)
        data, streaming = _read(doc, found)
        digest = _sha256(doc, data)
    except LoreholdError as exc:
        return _Failed(doc.locator, None, None, str(exc), _previous(engine, doc.locator))
    except _BROKEN_STREAM as exc:
        return _Failed(doc.locator, None, None, f"{doc.locator}: cannot read ({exc})", _previous(engine, doc.locator))

    previous = _previous(engine, doc.locator)
    if _unchanged(previous, digest, found):
        return Outcome(doc.locator, "unchanged", kind=found.kind)
    try:
        try:
            parsed = None if streaming else found.parse(data, doc.name, card=card)
        except NotThisFormat:
            if fmt not in (None, "auto") or data is None:
                raise
            found = formats.get("page")[0]  # (what the sniffing took for the format's is a page as any other)
            if _unchanged(previous, digest, found):
                return Outcome(doc.locator, "unchanged", kind=found.kind)
            parsed = found.parse(data, doc.name, card=card)
        if isinstance(parsed, ParsedSource):
            fold_ahead(parsed)
    except LoreholdError as exc:
        return _Failed(doc.locator, found.kind, digest, str(exc), previous)
    except Exception as exc:  # a parser bug must not stop the batch; the reason is kept
        return _Failed(doc.locator, found.kind, digest, f"{doc.name}: cannot parse ({type(exc).__name__}: {exc})", previous)
    return _Prepared(doc, found, data, digest, streaming, parsed, previous)


def _unchanged(previous, digest: str | None, found: Format) -> bool:
    """The document loaded fine before, with these bytes, read by this version of ``found``'s parser."""
    return bool(previous and previous.status == "ok" and previous.content_hash == digest
                and previous.parser_version == found.version)


def _read(doc: Document, found: Format) -> tuple[bytes | None, bool]:
    """The document's bytes (None when it is to be streamed), and whether it is streamed: a big
    document of a format that streams."""
    streaming = found.streams and (doc.size is None or doc.size > STREAM_THRESHOLD)
    if streaming and doc.size is None:
        # compressed: the size shows only once read; small documents are read whole
        with doc.opener() as stream:
            data = stream.read(STREAM_THRESHOLD + 1)
        if len(data) <= STREAM_THRESHOLD:
            return data, False
        return None, True
    if streaming:
        return None, True
    return doc.read(), False


def ingest_document(engine: "Engine", doc: Document, *, fmt: str = "auto", card: str | None = None,
                    report: IngestReport | None = None) -> Outcome:
    """Ingest one document in one transaction (what ``ingest`` does for each)."""
    prepared = _prepare(engine, doc, fmt, card)
    if isinstance(prepared, Outcome):
        return prepared
    if isinstance(prepared, _Failed):
        return record_failure(engine, prepared.locator, prepared.kind, prepared.digest, prepared.reason, prepared.previous)
    return _store(engine, prepared, report or IngestReport())


def _store(engine: "Engine", prepared: _Prepared, report: IngestReport, interrupts: "_Interrupts | None" = None) -> Outcome:
    """Write one prepared document in one transaction; a failure keeps nothing of it. (``interrupts``:
    held from the commit on, see ``_Interrupts``.)"""
    doc, found, previous, digest = prepared.doc, prepared.format, prepared.previous, prepared.digest
    try:
        with engine.begin() as conn:
            lock_for_writing(conn)
            source_id = record_source(conn, doc.locator, found.kind, digest, found.version,
                                      getattr(prepared.parsed, "published", None))
            if previous is not None:
                forget_source(conn, source_id)
            counts, changed = _write(conn, source_id, prepared)
            if interrupts is not None:
                interrupts.holding = True  # (the commit, as the block ends, and the outcome's report)
    except LoreholdError as exc:
        return record_failure(engine, doc.locator, found.kind, digest, str(exc), previous)
    except Exception as exc:
        from sqlalchemy.exc import SQLAlchemyError

        if not isinstance(exc, (SQLAlchemyError, ValueError, KeyError, TypeError, *_BROKEN_STREAM)):
            raise
        return record_failure(engine, doc.locator, found.kind, digest,
                              f"{doc.name}: cannot load ({type(exc).__name__}: {exc})", previous)
    report.changed_card_ids |= changed
    return Outcome(doc.locator, "loaded", kind=found.kind, counts=counts)


def _write(conn: "Connection", source_id: int, prepared: _Prepared) -> tuple[dict[str, int], set[int]]:
    """What the document gives, on ``conn``: the counts of rows written and the cards changed."""
    found, doc = prepared.format, prepared.doc
    if found.stores:
        return found.store(conn, source_id, prepared.parsed), set()
    counts: dict[str, int] = {}
    changed: set[int] = set()
    chunks = found.parse_stream(doc.opener(), doc.name) if prepared.streaming else [prepared.parsed]
    for chunk in chunks:
        result = load(conn, source_id, chunk)
        if found.after_load is not None:  # lorehold's JSONL: relink rulings to their copied sources
            found.after_load(conn, source_id, chunk)
        changed |= result.changed_card_ids
        for key, n in result.counts.items():
            counts[key] = counts.get(key, 0) + n
    return counts, changed


def lock_for_writing(conn: "Connection") -> None:
    """One writer at a time on PostgreSQL (SQLite's own write lock does this there): two ingests
    of overlapping data then serialize instead of deadlocking on each other's upserts."""
    from sqlalchemy import text

    if conn.dialect.name == "postgresql":
        # set_config(…, true) is SET LOCAL synchronous_commit = off, like SQLite's synchronous=NORMAL:
        # a crash may lose the last sources loaded (they are ingested again), never corrupt; spares
        # one WAL flush per source. One statement, one round trip.
        conn.execute(text("SELECT pg_advisory_xact_lock(7412002), set_config('synchronous_commit', 'off', true)"))


MANIFEST_NOTE = "a lorehold export manifest, not data (ingest the export beside it)"


def is_export_manifest(name: str, head: bytes) -> bool:
    """``manifest.json`` / ``*.manifest.json`` as ``lorehold export`` writes them (issue 16: they were
    "loaded" as empty JSONL or failed, depending on the format sniffed)."""
    base = name.rsplit("/", 1)[-1].rsplit("!", 1)[-1].lower()
    return (base == "manifest.json" or base.endswith(".manifest.json")) and b'"lorehold_version"' in head


def plain_reason(reason: str, locator: str) -> str:
    """The reason without a leading copy of the source's name (the report line names it already)."""
    last = locator.rsplit("!", 1)[-1].rsplit("/", 1)[-1]
    names = [locator, locator.rsplit("!", 1)[-1], last]
    for suffix in (".gz", ".xz", ".bz2"):
        if last.lower().endswith(suffix):
            names.append(last[: -len(suffix)])
    for name in names:
        if name and reason.startswith(name + ": "):
            return reason[len(name) + 2:]
    return reason


def record_failure(engine, locator, kind, digest, reason, previous=None) -> Outcome:
    """Keep the reason; a source that loaded fine before keeps its data and its row."""
    reason = plain_reason(reason, locator)
    if previous is None or previous.status != "ok":
        with engine.begin() as conn:
            record_source(conn, locator, kind, digest, None, None, status="failed", error=reason)
    return Outcome(locator, "failed", kind=kind, reason=reason)
