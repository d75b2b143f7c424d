"""``lorehold update``: each chosen source asked whether it has something new, its files downloaded
(``lorehold.net.download``: conditional, resumable, verified), ingested, and what changed recorded.

A recipe per source, in named steps: ``_mtgjson`` (Meta.json says the version; AllPrintings and its
published SHA-256; each set of the stream is one document, so an unchanged set is skipped by its
hash and a changed one reloaded alone; sets and printings the new file no longer has are
removed), ``_scryfall`` (the bulk-data catalog; the rulings file, and with ``--scryfall`` the
card files) and ``_rules`` (the rules page's ``.txt`` link). Then ``ChangeLog.finish``: the state after,
the change log, the last good copy promoted, the index brought up to date for the changed cards.

A source that fails says why in one line and keeps the database and its last good download as
they were; the other sources go on.
"""

from __future__ import annotations

import datetime as dt
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urljoin, urlsplit

from lorehold.errors import LoreholdError, UnreadableSource
from lorehold.update.sources import SCRYFALL, SCRYFALL_EXTRAS, OfficialSource, choose, mirror_for

if TYPE_CHECKING:
    from lorehold.net.client import Client
    from lorehold.settings import Settings

#: parts of an MTGJSON set that lorehold does not read: left out of the set's hash, so a new
#: booster sheet or sealed product does not reload the set
_UNREAD_SET_KEYS = frozenset({"booster", "sealedProduct", "tokens", "decks"})

Progress = Callable[[str], Callable[[int, int | None], None] | None]


@dataclass
class SourceOutcome:
    name: str
    status: str  # updated, unchanged, failed
    version: str | None = None
    reason: str | None = None
    downloaded: int = 0  # bytes
    files: list[dict] = field(default_factory=list)
    summary: dict[str, int] = field(default_factory=dict)
    ingest: dict[str, int] = field(default_factory=dict)  # documents loaded / unchanged / failed


@dataclass
class UpdateReport:
    outcomes: list[SourceOutcome] = field(default_factory=list)
    changed_card_ids: set[int] = field(default_factory=set)
    requests: int = 0
    seconds: float = 0.0
    summary: dict[str, int] = field(default_factory=dict)  # what the run changed, by "kind action"
    index: dict | None = None  # what the search index did: rebuild or update, and of how many cards
    timings: dict[str, float] = field(default_factory=dict)  # seconds by phase (download, ingest, …)

    @property
    def failed(self) -> list[SourceOutcome]:
        return [o for o in self.outcomes if o.status == "failed"]

    @contextmanager
    def phase(self, name: str):
        """Add the time the block takes to the phase ``name`` (``update --json`` reports them)."""
        start = time.perf_counter()
        try:
            yield
        finally:
            self.timings[name] = round(self.timings.get(name, 0.0) + time.perf_counter() - start, 3)


def make_client(settings: "Settings") -> "Client":
    """The polite client, its cache in the home (tests replace this)."""
    from lorehold.net.cache import Cache
    from lorehold.net.client import Client

    return Client(cache=Cache(settings.home / "cache"))


def downloads_dir(settings: "Settings") -> Path:
    return settings.home / "downloads"


def update(settings: "Settings", names: list[str] | None = None, *, mirror: str | None = None,
           scryfall_files: list[str] | None = None, progress: Progress | None = None,
           client: "Client | None" = None, index: bool = True) -> UpdateReport:
    from lorehold.db.engine import get_engine

    start = time.perf_counter()
    chosen = choose(names)
    extras = _extras(scryfall_files)
    engine = get_engine(settings)
    report = UpdateReport()
    log = ChangeLog(engine, _kinds(chosen, extras))
    taken_at = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)  # one time for the run's snapshots
    own_client = client is None
    client = client or make_client(settings)
    try:
        from lorehold.net.client import HostUnreachable, host_of

        unreachable: dict[str, str] = {}  # host -> why: the next source on it does not wait again
        for source in chosen:
            base = mirror_for(source, mirror)
            step = {"mtgjson": _mtgjson, "scryfall": _scryfall, "rules": _rules}[source.name]
            before_requests = client.requests
            first_host = host_of(next(iter(source.urls.values())) if base is None else base)
            if first_host in unreachable:
                report.outcomes.append(SourceOutcome(source.name, "failed", reason=unreachable[first_host]))
                continue
            try:
                outcome = step(settings, engine, client, source, base, taken_at, report, progress,
                               extras if source is SCRYFALL else [], log)
            except HostUnreachable as exc:
                unreachable[host_of(exc.url)] = exc.reason
                outcome = SourceOutcome(source.name, "failed", reason=str(exc))
            except LoreholdError as exc:
                outcome = SourceOutcome(source.name, "failed", reason=str(exc))
            report.outcomes.append(outcome)
            report.requests += client.requests - before_requests
    finally:
        if own_client:
            client.close()
        with report.phase("change log"):
            report.summary, touched = log.finish()
        report.changed_card_ids |= touched
    if index and report.changed_card_ids:
        from lorehold.search.index import update_after_ingest

        with report.phase("index"):
            built = update_after_ingest(settings, report)
        if built is not None:
            report.index = {"mode": built.mode, "cards": built.cards, "seconds": round(built.seconds, 2)}
            if built.mode == "update":  # of the cards named, those whose documents changed
                report.index["written"] = built.written
    report.seconds = time.perf_counter() - start
    return report


# ------------------------------------------------------------------------------------- helpers


def _extras(scryfall_files: list[str] | None) -> list[str]:
    """The ``--scryfall`` files asked for, checked against those Scryfall offers."""
    extras = []
    for name in scryfall_files or ():
        if name not in SCRYFALL_EXTRAS:
            raise LoreholdError(f"--scryfall {name!r}: expected one of {', '.join(SCRYFALL_EXTRAS)}")
        extras.append(name)
    return extras


def _kinds(chosen: list[OfficialSource], extras: list[str]) -> tuple[str, ...]:
    """The kinds of data the chosen sources can change (what the change log reads before and after)."""
    from lorehold.update import changes as change_kinds

    kinds: list[str] = []
    for source in chosen:
        wanted = {"mtgjson": change_kinds.CARD_KINDS, "rules": ("rules",),
                  "scryfall": change_kinds.CARD_KINDS if extras else ("rulings",)}[source.name]
        kinds.extend(k for k in wanted if k not in kinds)
    return tuple(kinds)


def last_snapshot(engine, source: str) -> dict | None:
    from sqlalchemy import text

    with engine.connect() as conn:
        row = conn.execute(text("SELECT id, version, files FROM snapshots WHERE source = :s ORDER BY id DESC LIMIT 1"),
                           {"s": source}).first()
    if row is None:
        return None
    import json

    return {"id": row[0], "version": row[1], "files": json.loads(row[2] or "[]")}


def _json(fetched, what: str):
    import orjson

    try:
        return orjson.loads(fetched.body)
    except orjson.JSONDecodeError as exc:
        raise UnreadableSource(f"{fetched.url}: {what} is not valid JSON ({exc})") from None


class ChangeLog:
    """The run's change log: the state before the first ingest compared with the state after the
    last, so that what one source takes away and another gives back (a ruling both MTGJSON and
    Scryfall give, reworded) is one change.

    The state before is a read transaction opened before the first ingest and held to the end
    (SQLite's WAL and PostgreSQL's repeatable read keep showing the database as it was while the
    ingests write): so the run reads, before and after, only the printings, translations and
    rulings where its sources can have changed something (``touch``), not the whole database."""

    def __init__(self, engine, kinds: tuple[str, ...]):
        self.engine, self.kinds = engine, kinds
        self.before = None  # the state before: sets, cards and rules editions (the rest is read at the end)
        self.snapshots: list[int] = []
        self.scope = None
        self.locators: set[str] = set()
        self.empty: set[str] = set()  # kinds with no row before the run: counted, not listed
        self._then = None  # the read transaction on the database as it was before the run

    def start(self) -> None:
        if self.before is not None:
            return
        from lorehold.update import changes

        self.scope = changes.Scope()
        conn = self.engine.connect()
        try:
            if conn.dialect.name == "sqlite":
                conn.exec_driver_sql("BEGIN")  # pysqlite opens no transaction for reads: this one pins the snapshot
            elif conn.dialect.name == "postgresql":
                conn.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            self.empty = {k for k in ("printings", "translations", "rulings") if k in self.kinds and
                          not conn.exec_driver_sql(f"SELECT EXISTS (SELECT 1 FROM {k})").scalar()}
            self.before = changes.read_state(conn, tuple(k for k in self.kinds if k in ("sets", "cards", "rules")))
        except BaseException:
            conn.close()
            raise
        self._then = conn

    def touch(self, *, set_codes=(), card_ids=(), locators=(), everything: bool = False) -> None:
        """What a source's ingest may have changed: the printings (and translations) of these sets,
        the rulings of these cards, what the sources at these locators gave; or anything."""
        if self.scope is None:
            return
        self.scope.set_codes.update(set_codes)
        self.scope.card_ids.update(card_ids)
        self.locators.update(locators)
        self.scope.everything |= everything

    def snapshot(self, source: str, version: str | None, taken_at, files: list[dict]) -> None:
        from lorehold.update import changes

        with self.engine.begin() as conn:
            self.snapshots.append(changes.record_snapshot(conn, source, version, taken_at, files))

    def close(self) -> None:
        if self._then is not None:
            self._then.close()
            self._then = None

    def finish(self) -> tuple[dict[str, int], set[int]]:
        """Store what changed (under the run's first snapshot: MTGJSON's when it ran); the counts and the cards touched."""
        try:
            if self.before is None or not self.snapshots:
                return {}, set()
            return self._finish()
        finally:
            self.close()

    def _finish(self) -> tuple[dict[str, int], set[int]]:
        from lorehold.update import changes

        scoped = tuple(k for k in self.kinds if k in ("printings", "translations", "rulings") and k not in self.empty)
        changes.scope_of_sources(self._then, self.scope, self.locators)
        for kind, rows in vars(changes.read_state(self._then, scoped, self.scope)).items():
            if kind != "kinds" and kind in scoped:
                setattr(self.before, kind, rows)
        self.before.kinds = tuple(k for k in self.kinds if k not in self.empty)
        self.close()  # the WAL can be checkpointed again
        with self.engine.begin() as conn:
            after = changes.read_state(conn, self.before.kinds, self.scope)
            rows, counts = changes.diff(self.before, after)
            for kind in sorted(self.empty):  # a kind that was empty before (a new home) is only counted
                n = conn.exec_driver_sql(
                    "SELECT COUNT(*) FROM translations WHERE printing_id IS NOT NULL" if kind == "translations"
                    else f"SELECT COUNT(*) FROM {kind}").scalar()
                if n:
                    counts[f"{kind[:-1]} added"] = n
            changes.record_changes(conn, self.snapshots[0], rows, dict(sorted(counts.items())), self.before, after)
        touched = {r.card_id for r in rows if r.card_id is not None}
        removed = set(self.before.cards) - set(after.cards) if "cards" in self.kinds else set()
        return counts, touched | removed


def _file_entry(downloaded, kind: str | None = None) -> dict:
    entry = {"url": downloaded.url, "path": str(downloaded.dest), "sha256": downloaded.sha256, "size": downloaded.size}
    if kind:
        entry["type"] = kind
    return entry


def _first_failure(result) -> str | None:
    failed = result.failed
    if not failed:
        return None
    more = f" (and {len(failed) - 1} more)" if len(failed) > 1 else ""
    return f"{failed[0].reason}{more}"


def _counts(result) -> dict[str, int]:
    return result.summary()


# --------------------------------------------------------------------------------------- MTGJSON


def _mtgjson(settings, engine, client, source: OfficialSource, mirror, taken_at, report, progress, _extras, log) -> SourceOutcome:
    from lorehold.net.download import download, promote

    meta = _json(client.fetch(source.url("meta", mirror), accept=lambda _media, _url: True), "Meta.json")
    info = meta.get("data") if isinstance(meta, dict) else None
    if not isinstance(info, dict) or not (info.get("version") or info.get("date")):
        raise UnreadableSource(f"{source.url('meta', mirror)}: Meta.json has no data.version or data.date")
    version = str(info.get("version") or info.get("date"))
    dest = downloads_dir(settings) / "mtgjson" / "AllPrintings.json.xz"
    last = last_snapshot(engine, source.name)
    if last and last["version"] == version and dest.exists():
        return SourceOutcome(source.name, "unchanged", version)
    sha_url = source.url("sha256", mirror)
    # a .sha256 is served as text/plain or as application/octet-stream: either is fine here
    published = client.fetch(sha_url, accept=lambda _media, _url: True).body.decode("ascii", "replace").split()
    if not published or not re.fullmatch(r"[0-9a-fA-F]{64}", published[0]):
        raise UnreadableSource(f"{sha_url}: not a SHA-256 checksum")
    with report.phase("download"):
        downloaded = download(client, source.url("file", mirror), dest, sha256=published[0],
                              progress=progress("AllPrintings.json.xz") if progress else None)
    if downloaded.status == "unchanged" and last and last["version"] and \
            any(f.get("sha256") == downloaded.sha256 for f in last["files"]):
        return SourceOutcome(source.name, "unchanged", version)

    with report.phase("change log"):
        log.start()
    base = source.urls["file"]  # locators keep the official address, whatever the mirror
    numbers: dict[str, set[str]] = {}
    from lorehold.ingest.pipeline import ingest

    with report.phase("ingest"):
        result = ingest(settings, [], fmt="mtgjson", documents=set_documents(downloaded.path, base, numbers))
    failure = _first_failure(result)
    loaded = {o.locator.rsplit("!", 1)[-1] for o in result.outcomes if o.status == "loaded"}
    with report.phase("prune"):
        gone_cards, dropped, superseded = _prune(engine, base, numbers, loaded) if failure is None else (set(), [], False)
    report.changed_card_ids |= result.changed_card_ids | gone_cards
    # what changed is within the sets reloaded or dropped (every printing of a set is in its
    # document) and the cards they named; a whole AllPrintings forgotten may have given anything
    log.touch(set_codes=loaded | set(dropped), card_ids=result.changed_card_ids | gone_cards,
              locators={f"{base}!{code}" for code in loaded | set(dropped)}, everything=superseded)
    log.snapshot(source.name, version if failure is None else None, taken_at, [_file_entry(downloaded)])
    outcome = SourceOutcome(source.name, "failed" if failure else "updated", version, failure,
                            downloaded.size if downloaded.changed else 0, [_file_entry(downloaded)], {},
                            _counts(result))
    if failure is None:
        promote(downloaded)
    return outcome


def set_documents(path: Path, base: str, numbers: dict[str, set[str]]) -> Iterator:
    """Each set of an AllPrintings file as its own document (``<base>!<CODE>``), read as a stream:
    its bytes (the set without the parts lorehold does not read) are what its hash is taken of.
    ``numbers`` collects each set's collector numbers."""
    import lzma

    import ijson
    import orjson

    from lorehold.ingest.documents import memory_document
    from lorehold.ingest.mtgjson.members import data_members

    with open(path, "rb") as head:
        opener = _decompressed if head.read(6) == b"\xfd7zXZ\x00" else open  # ``.new`` hides the suffix
    try:
        for code, value in data_members(lambda: opener(path, "rb")):
            if not isinstance(value, dict) or not isinstance(value.get("cards"), list):
                raise UnreadableSource(f"{path.name}: data.{code} is not an MTGJSON set")
            numbers[code] = {str(c.get("number")) for c in value["cards"] if isinstance(c, dict)}
            slim = {k: v for k, v in value.items() if k not in _UNREAD_SET_KEYS}
            yield memory_document(f"{base}!{code}", f"{code}.json", orjson.dumps({"data": slim}))
    except ijson.JSONError as exc:
        raise UnreadableSource(f"{path.name}: not valid JSON ({exc})") from None
    except (lzma.LZMAError, EOFError) as exc:
        raise UnreadableSource(f"{path.name}: cannot read ({exc})") from None


class _Decompressed:
    """An ``.xz`` file read as a stream, decompressed in a thread of its own a few MB ahead: lzma
    lets go of the GIL, so it runs beside the parsing (about 4 s of the full AllPrintings' 11)."""

    CHUNK = 1 << 20

    def __init__(self, path: Path):
        import lzma

        from lorehold.readahead import read_ahead

        self._file = lzma.open(path, "rb")
        self._chunks = read_ahead(iter(lambda: self._file.read(self.CHUNK), b""), ahead=8,
                                  name="lorehold-decompress", give_up=5.0)
        self._buffer = memoryview(b"")

    def read(self, size: int = -1) -> bytes:
        if not self._buffer:
            self._buffer = memoryview(next(self._chunks, b""))
        if size < 0 or size >= len(self._buffer):
            out, self._buffer = bytes(self._buffer), memoryview(b"")
            return out
        out, self._buffer = bytes(self._buffer[:size]), self._buffer[size:]
        return out

    def close(self) -> None:
        self._chunks.close()  # stops the thread
        self._file.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _decompressed(path: Path, _mode: str) -> _Decompressed:
    return _Decompressed(path)


def _prune(engine, base: str, numbers: dict[str, set[str]], loaded: set[str]) -> tuple[set[int], list[str], bool]:
    """Remove what the new file no longer has: sets it dropped (their sources too), the printings a
    reloaded set dropped, and cards left with no printing. Returns the affected card ids, the sets
    dropped, and whether an AllPrintings ingested as one file was superseded."""
    from sqlalchemy import text

    from lorehold.ingest.pipeline import lock_for_writing
    from lorehold.sources import drop_source

    affected: set[int] = set()
    with engine.begin() as conn:
        lock_for_writing(conn)
        prefix = base + "!"
        stored = conn.execute(text("SELECT id, locator FROM sources WHERE locator LIKE :p"), {"p": prefix + "%"}).all()
        dropped_sets = []
        for source_id, locator in stored:
            code = locator[len(prefix):]
            if code not in numbers:
                drop_source(conn, source_id)
                dropped_sets.append(code)
        superseded = _supersede_whole_files(conn, prefix)
        for code in dropped_sets:
            affected.update(conn.execute(text("SELECT card_id FROM printings WHERE set_code = :c"), {"c": code}).scalars())
            _delete_printings(conn, [r[0] for r in conn.execute(text("SELECT id FROM printings WHERE set_code = :c"), {"c": code})])
            conn.execute(text("DELETE FROM set_translations WHERE set_code = :c"), {"c": code})
            conn.execute(text("DELETE FROM sets WHERE code = :c"), {"c": code})
        for code in sorted(loaded):
            keep = numbers.get(code, set())
            gone = [(pid, cid) for pid, cid, number in conn.execute(
                text("SELECT id, card_id, number FROM printings WHERE set_code = :c"), {"c": code}) if number not in keep]
            if gone:
                affected.update(cid for _, cid in gone)
                _delete_printings(conn, [pid for pid, _ in gone])
        if affected:
            ids = ", ".join(map(str, sorted(affected)))
            conn.execute(text(f"DELETE FROM cards WHERE id IN ({ids}) AND NOT EXISTS "
                              "(SELECT 1 FROM printings p WHERE p.card_id = cards.id)"))
    return affected, dropped_sets, superseded


#: the file name of an AllPrintings ingested with ``lorehold ingest`` (any compression)
_WHOLE_FILE = re.compile(r"allprintings\.json(\.(xz|gz|bz2|zip))?", re.I)


def _supersede_whole_files(conn, prefix: str) -> bool:
    """An AllPrintings ingested as one file (``lorehold ingest AllPrintings.json.xz``) is what the
    update's sets now give, current: it is forgotten, so that a translation or ruling the new data
    dropped does not live on through the old file (cards and printings are the update's to prune).
    Whether there was one."""
    from sqlalchemy import text

    from lorehold.sources import drop_source

    dropped = False
    for source_id, locator in conn.execute(text(
            "SELECT id, locator FROM sources WHERE kind = 'mtgjson' AND locator NOT LIKE :p"), {"p": prefix + "%"}).all():
        name = re.split(r"[/\\!]", locator.rstrip("/\\"))[-1]
        if _WHOLE_FILE.fullmatch(name):
            drop_source(conn, source_id)
            dropped = True
    return dropped


def _delete_printings(conn, printing_ids: list[int]) -> None:
    from sqlalchemy import text

    for start in range(0, len(printing_ids), 500):
        ids = ", ".join(map(str, printing_ids[start:start + 500]))
        tr = f"SELECT id FROM translations WHERE printing_id IN ({ids})"
        conn.execute(text(f"DELETE FROM translation_faces WHERE translation_id IN ({tr})"))
        conn.execute(text(f"DELETE FROM translation_sources WHERE translation_id IN ({tr})"))
        conn.execute(text(f"DELETE FROM translations WHERE printing_id IN ({ids})"))
        conn.execute(text(f"DELETE FROM printings WHERE id IN ({ids})"))


# -------------------------------------------------------------------------------------- Scryfall


def _scryfall(settings, engine, client, source: OfficialSource, mirror, taken_at, report, progress, extras, log) -> SourceOutcome:
    from lorehold.net.download import download, promote

    catalog_url = source.url("catalog", mirror)
    catalog = _json(client.fetch(catalog_url), "the bulk-data catalog")
    entries = catalog.get("data") if isinstance(catalog, dict) else catalog
    if not isinstance(entries, list):
        raise UnreadableSource(f"{catalog_url}: not a bulk-data catalog (no \"data\" list)")
    by_type = {e.get("type"): e for e in entries if isinstance(e, dict)}
    wanted = ["rulings", *extras]
    for kind in wanted:
        entry = by_type.get(kind)
        if not entry or not entry.get("download_uri"):
            raise UnreadableSource(f"{catalog_url}: the catalog has no {kind!r} entry with a download_uri")
    last = last_snapshot(engine, source.name)
    last_files = {f.get("type"): f for f in (last or {}).get("files", [])}
    version = max(str(by_type[k].get("updated_at") or "") for k in wanted) or None
    files, downloads = [], []
    for kind in wanted:
        entry = by_type[kind]
        dest = downloads_dir(settings) / "scryfall" / f"{kind}.json"
        previous = last_files.get(kind)
        if previous and previous.get("updated_at") == entry.get("updated_at") and dest.exists():
            continue
        size = entry.get("size") if isinstance(entry.get("size"), int) else None
        with report.phase("download"):
            downloaded = download(client, entry["download_uri"], dest, size=size,
                                  progress=progress(f"scryfall {kind}") if progress else None)
        if downloaded.status == "unchanged" and previous and previous.get("sha256") == downloaded.sha256:
            continue
        downloads.append((kind, entry, downloaded))
    if not downloads:
        return SourceOutcome(source.name, "unchanged", version)

    log.start()
    from lorehold.ingest.pipeline import ingest

    docs = [_file_document(f"{source.urls['catalog']}!{kind}", f"{kind}.json", d) for kind, _e, d in downloads]
    # card files before rulings: a ruling needs its card
    docs.sort(key=lambda doc: doc.name == "rulings.json")
    with report.phase("ingest"):
        result = ingest(settings, [], fmt="scryfall", documents=docs)  # the format is known: an empty list is one too
    failure = _first_failure(result)
    log.touch(everything=True)  # a card file's printings are in any set; the rulings file names most cards
    if extras:  # card files: their cards; the rulings file alone names every card with a ruling, so
        # the cards whose rulings changed come from the change log instead (ChangeLog.finish)
        report.changed_card_ids |= result.changed_card_ids
    for kind, entry, downloaded in downloads:
        files.append({**_file_entry(downloaded, kind), "updated_at": entry.get("updated_at")})
    if last_files and failure is None:  # files not downloaded this time stay part of the snapshot
        for kind in wanted:
            if kind not in {f["type"] for f in files} and kind in last_files:
                files.append(last_files[kind])
    log.snapshot(source.name, version if failure is None else None, taken_at, files)
    if failure is None:
        for _kind, _entry, downloaded in downloads:
            promote(downloaded)
    return SourceOutcome(source.name, "failed" if failure else "updated", version, failure,
                         sum(d.size for _k, _e, d in downloads if d.changed), files, {}, _counts(result))


def _file_document(locator: str, name: str, downloaded):
    import gzip

    from lorehold.ingest.documents import Document

    path = downloaded.path
    if downloaded.content_encoding == "gzip":
        return Document(locator, name, lambda: gzip.open(path, "rb"))
    return Document(locator, name, lambda: open(path, "rb"), path.stat().st_size)


# ----------------------------------------------------------------------------------------- rules

_TXT_LINK = re.compile(r"""href\s*=\s*["']([^"']+?\.txt)(?:[?#][^"']*)?["']""", re.I)


def rules_link(html: str, page_url: str) -> str | None:
    """The address of the Comprehensive Rules text on the rules page (its first ``.txt`` link,
    one naming CompRules preferred), as written there (resolved against the page)."""
    links = [m.group(1) for m in _TXT_LINK.finditer(html)]
    if not links:
        return None
    best = next((link for link in links if "comprules" in unquote(link).lower().replace(" ", "")), links[0])
    return urljoin(page_url, best.strip())


def _rules(settings, engine, client, source: OfficialSource, mirror, taken_at, report, progress, _extras, log) -> SourceOutcome:
    from lorehold.charset import decode
    from lorehold.net.download import download, promote

    page_url = source.url("page", mirror)
    page = client.fetch(page_url)
    link = rules_link(decode(page.body, page.content_type).text, page.final_url)
    if link is None:
        raise UnreadableSource(f"{page_url}: the rules page has no link to a rules .txt file")
    name = unquote(urlsplit(link).path.rsplit("/", 1)[-1]) or "rules.txt"
    dest = downloads_dir(settings) / "rules" / name
    last = last_snapshot(engine, source.name)
    if last and last["version"] == link and dest.exists():
        return SourceOutcome(source.name, "unchanged", link)
    downloaded = download(client, link, dest, progress=progress(name) if progress else None)
    if downloaded.status == "unchanged" and last and any(f.get("sha256") == downloaded.sha256 for f in last["files"]):
        return SourceOutcome(source.name, "unchanged", link)
    log.start()
    from lorehold.ingest.pipeline import ingest

    with report.phase("ingest"):
        result = ingest(settings, [], fmt="rules", documents=[_file_document(f"{source.urls['page']}!{name}", name, downloaded)])
    failure = _first_failure(result)
    log.touch(everything=True)
    files = [_file_entry(downloaded)]
    log.snapshot(source.name, link if failure is None else None, taken_at, files)
    if failure is None:
        promote(downloaded)
    return SourceOutcome(source.name, "failed" if failure else "updated", link, failure,
                         downloaded.size if downloaded.changed else 0, files, {}, _counts(result))


# ------------------------------------------------------------------------------------------ list


def list_sources(settings: "Settings", mirror: str | None = None) -> list[dict]:
    """Each declared source with its addresses (mirrored), last snapshot and downloaded files."""
    from lorehold.db.engine import get_engine
    from lorehold.update.sources import SOURCES

    engine = get_engine(settings)
    out = []
    for source in SOURCES.values():
        base = mirror_for(source, mirror)
        last = None
        from sqlalchemy import text

        with engine.connect() as conn:
            row = conn.execute(text("SELECT version, taken_at FROM snapshots WHERE source = :s AND version IS NOT NULL "
                                    "ORDER BY id DESC LIMIT 1"), {"s": source.name}).first()
        if row is not None:
            from lorehold.update.changes import as_datetime

            last = {"version": row[0], "taken_at": as_datetime(row[1]).isoformat(timespec="seconds")}
        folder = downloads_dir(settings) / source.name
        files = []
        if folder.exists():
            for p in sorted(folder.iterdir()):
                if p.is_file() and p.with_name(p.name + ".json").exists() and not p.name.endswith(".new"):
                    state = "partial" if p.name.endswith(".part") else "good"
                    files.append({"path": str(p), "size": p.stat().st_size, "state": state})
        out.append({
            "name": source.name, "gives": source.gives,
            "urls": {role: source.url(role, base) for role in source.urls},
            "current": source.current, "verified": source.verified, "mirror": base,
            "last": last, "downloads": files,
        })
    return out
