"""The search index: derived from the database, rebuilt from scratch, updated after an ingest, checked.

Layout of ``<home>/index/``:

- ``cards/``     Whoosh index, one document per card (``schema.card_schema``)
- ``rulings/``   Whoosh index, one document per ruling (``schema.ruling_schema``)
- ``names.bin``  every name of every card, for typo-forgiving name lookups and completion
  (``names.py``), readable without Whoosh
- ``german.txt`` the German words compounds were split against (so updates split the same way)
- ``docs.bin``   a digest of each card's documents (``digests.py``): an update writes only the cards whose documents changed
- ``meta.json``  schema version and counts

A rebuild writes a new folder next to the old one and swaps it in, so a failed rebuild leaves
the previous index usable. Deleting the folder loses nothing: ``lorehold index rebuild`` makes it
again from the database.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from lorehold.errors import LoreholdError
from lorehold.errors import IndexMissing
from lorehold.search.prints import load_card_facts, load_prints, write_prints

if TYPE_CHECKING:

    from lorehold.settings import Settings

VOCAB_FILE = "vocab.bin"
#: above this many changed cards an ingest rebuilds the index instead of updating it
REBUILD_THRESHOLD = 3000


@dataclass
class BuildReport:
    cards: int = 0
    rulings: int = 0
    names: int = 0
    seconds: float = 0.0
    mode: str = "rebuild"
    written: int = 0  # an update: the cards whose documents changed, written again
    timings: dict[str, float] = field(default_factory=dict)


def _engine(settings: "Settings"):
    from lorehold.db.engine import get_engine

    return get_engine(settings)


# ----------------------------------------------------------------------------------------- build

def _write_part(ix_dir: str, docs, first: bool):
    """Write ``docs`` as one new segment of the index at ``ix_dir``. A worker (``first`` False)
    returns the finished segment; the parent returns its writer, which holds the index lock,
    with its segment finished too (committed once the workers' segments are back)."""
    from whoosh import index as windex

    from lorehold.search.bulk import BulkWriter

    ix = windex.open_dir(ix_dir)
    writer = BulkWriter(ix, _lk=first)
    for doc in docs:
        writer.add_document(**doc)
    segment = writer._finalize_segment()
    return (writer, segment) if first else segment


def _child(conn_send, jobs, inherited=()):
    """Worker process: write each (index dir, docs) job as a segment, send the segments back.

    It dies with its parent (issue 16): a parent killed mid-build must not leave it holding
    memory, the SQLite file or PostgreSQL sessions. The pipe ends it inherited are closed (so a
    dead parent's pipe breaks instead of staying open through the worker itself), the kernel is
    asked to kill it when the parent dies (Linux), and a watchdog thread checks the parent."""
    for end in inherited:
        end.close()
    _die_with_parent()
    try:
        from lorehold.search.digests import digesting

        digests: dict[int, int] = {}
        segments = [_write_part(ix_dir, digesting(docs, digests), first=False) for ix_dir, docs in jobs]
        conn_send.send(("ok", segments, _vocabularies(), digests))
    except OSError as exc:  # a full disk: the parent reports it as its own
        conn_send.send(("oserror", (exc.errno, exc.strerror or str(exc))))
    except BaseException as exc:  # pragma: no cover - reported to the parent
        conn_send.send(("error", repr(exc)))
    finally:
        conn_send.close()


def _die_with_parent() -> None:
    import signal
    import threading

    parent = os.getppid()
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the watchdog alone
        pass
    if os.getppid() != parent:  # the parent died before the request took hold
        os._exit(1)

    def watch() -> None:
        while True:
            time.sleep(0.5)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="lorehold-parent-watch", daemon=True).start()


def _clean_leftovers(final: Path) -> None:
    """Remove the ``index.new-<pid>``/``index.old-<pid>`` folders of builds whose process is gone."""
    for path in final.parent.glob(final.name + ".*-*"):
        stem, _, pid = path.name.rpartition("-")
        if stem not in (final.name + ".new", final.name + ".old") or not pid.isdigit():
            continue
        if int(pid) != os.getpid() and not _alive(int(pid)):
            shutil.rmtree(path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _vocabularies() -> dict[str, set[str]]:
    from lorehold.search.analysis import vocabulary
    from lorehold.search.emit import LATIN_LANGS

    return {lang: vocabulary(lang) for lang in LATIN_LANGS}


def write_vocabulary(root: Path, vocab: dict[str, set[str]], merge: bool = False) -> None:
    """The words seen per Latin-script language (``vocab.bin``), merged with the file's when ``merge``."""
    import pickle

    path = root / VOCAB_FILE
    if merge and path.exists():
        old = read_vocabulary(root)
        vocab = {lang: set(words) | old.get(lang, set()) for lang, words in vocab.items()}
    data = {lang: "\n".join(sorted(words)) for lang, words in vocab.items()}
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))
    tmp.replace(path)


def read_vocabulary(root: Path) -> dict[str, set[str]]:
    """The words per language of ``vocab.bin``; a word with an apostrophe also without it, as
    the analyzers read it (``o:dont`` is English "don't", ``o:duls`` "Lim-Dûl's")."""
    import pickle

    try:
        data = pickle.loads((Path(root) / VOCAB_FILE).read_bytes())
    except (OSError, ValueError, EOFError, pickle.UnpicklingError):
        return {}
    out = {}
    for lang, text in data.items():
        words = out[lang] = set(text.split("\n"))
        words.update([w.replace("'", "") for w in words if "'" in w])
    return out


def _card_docs(cards):
    from lorehold.search.documents import card_document

    return (card_document(c) for c in cards)


#: cards (rulings) per segment of a rebuild: what one process holds at a time (their data,
#: documents and postings), so a build's memory is bounded by these, not by the data's size
SEGMENT_CARDS = 2500
SEGMENT_RULINGS = 25000


class _Segments:
    """The segments of a rebuild, each written by a forked worker (up to ``procs`` at a time) or,
    with one process, here; kept in the order they were asked for (name order of the cards)."""

    def __init__(self, procs: int):
        self.procs = procs
        self.running: list[tuple] = []  # (process, pipe, sub, n)
        self.done: dict[tuple[str, int], object] = {}
        self.vocab: dict[str, set[str]] = {}
        self.digests: dict[int, int] = {}  # card id -> the digest of its documents (``digests.py``)
        self.failure = None

    def write(self, sub: str, n: int, ix_dir: str, docs) -> None:
        """Segment ``n`` of index ``sub`` from ``docs`` (made lazily, in the process that writes it)."""
        if self.procs <= 1:
            from lorehold.search.digests import digesting

            self.done[(sub, n)] = _write_part(ix_dir, digesting(docs, self.digests), first=False)
            return
        while len(self.running) >= self.procs:
            self._collect(0)
        import multiprocessing

        ctx = multiprocessing.get_context("fork")
        recv, send = ctx.Pipe(duplex=False)
        inherited = [recv, *(r for _p, r, _s, _n in self.running)]
        jobs = [(ix_dir, docs)]
        proc = ctx.Process(target=_child, args=(send, jobs, inherited), daemon=True)
        proc.start()
        jobs.clear()  # the worker has its copy: this process lets go of the chunk now
        send.close()
        self.running.append((proc, recv, sub, n))

    def _collect(self, i: int) -> None:
        """Wait for the ``i``-th running worker and keep its segment (or its failure)."""
        proc, recv, sub, n = self.running.pop(i)
        try:
            status, payload, *rest = recv.recv()
        except EOFError:
            status, payload, rest = "error", f"worker exited with code {proc.exitcode}", []
        recv.close()
        proc.join()
        if status != "ok":
            self.failure = self.failure or payload
            return
        self.done[(sub, n)] = payload[0]
        for lang, words in rest[0].items():
            self.vocab.setdefault(lang, set()).update(words)
        from lorehold.search.digests import merge

        merge(self.digests, rest[1])

    def finish(self) -> None:
        """Wait for every worker; raise the first failure."""
        while self.running:
            self._collect(0)
        if isinstance(self.failure, tuple):
            raise OSError(*self.failure)
        if self.failure is not None:
            raise LoreholdError(f"index build failed in a worker: {self.failure}")

    def kill(self) -> None:
        """Stop the workers (the build failed here: a full disk, Ctrl-C)."""
        for proc, recv, _sub, _n in self.running:
            proc.kill()
            proc.join()
            recv.close()
        self.running.clear()

    def of(self, sub: str) -> list:
        """The finished segments of index ``sub``, in order."""
        return [seg for (s, _n), seg in sorted(self.done.items(), key=lambda kv: kv[0][1]) if s == sub]


def release_memory() -> None:
    """Give the memory this process no longer uses back to the system (what an ingest before the
    build freed but the allocator kept): a forked worker's resident size starts at its parent's,
    so a build's peak is the parent's size plus one segment's."""
    import gc

    from lorehold.text import clear_caches

    clear_caches()
    gc.collect()
    try:
        import ctypes

        ctypes.CDLL(None).malloc_trim(0)  # glibc; elsewhere the collection alone
    except (OSError, AttributeError):
        pass


def _write_indexes(root: Path, parts: dict[str, tuple], procs: int) -> tuple[dict[str, set[str]], dict[str, int], dict]:
    """Create the Whoosh indexes under ``root`` and fill them, segment by segment.

    ``parts`` maps a sub-folder to (schema, chunks, to_docs): ``chunks`` yields the items of one
    segment at a time (read here, when their turn comes), a worker turns them into documents
    (``to_docs``) and writes them. Each index is committed with its segments in chunk order, so
    documents keep the chunks' order in document numbers. Returns the words seen per language,
    the documents per index and the digests of each card's documents."""
    from whoosh import index as windex

    from lorehold.search.bulk import BulkWriter

    lockers = {}
    for sub, (schema, _chunks, _to_docs) in parts.items():
        (root / sub).mkdir(parents=True)
        windex.create_in(str(root / sub), schema)
        lockers[sub] = BulkWriter(windex.open_dir(str(root / sub)), _lk=True)  # holds the lock, writes nothing
    segments = _Segments(max(1, procs))
    release_memory()
    counts = {sub: 0 for sub in parts}
    try:
        for sub, (_schema, chunks, to_docs) in parts.items():
            for n, items in enumerate(chunks):
                counts[sub] += len(items)
                segments.write(sub, n, str(root / sub), to_docs(items))
                del items
        segments.finish()
    except BaseException:
        segments.kill()
        for writer in lockers.values():
            writer.cancel()
        raise
    for sub, writer in lockers.items():
        writer._close_segment()
        writer._commit_toc(segments.of(sub))
        writer._finish()
    vocab = _vocabularies()
    for lang, words in segments.vocab.items():
        vocab.setdefault(lang, set()).update(words)
    return vocab, counts, segments.digests


def _card_order(conn) -> list[int]:
    """Every card id in the order of the index's documents: by folded English name, then id."""
    from lorehold.search.analysis import fold

    rows = conn.exec_driver_sql("SELECT id, name FROM cards").fetchall()
    return [cid for cid, _name in sorted(rows, key=lambda r: (fold(r[1]), r[0]))]


def _card_chunks(engine, order: list[int]):
    """The cards of each segment, read from the database one segment at a time."""
    from lorehold.search import documents

    for start in range(0, len(order), SEGMENT_CARDS):
        with engine.connect() as conn:
            chunk = documents.load_cards(conn, order[start:start + SEGMENT_CARDS])
        yield chunk
        del chunk  # before the next is read


def _ruling_chunks(engine):
    """The ruling documents of each segment, in ruling id order, read one segment at a time."""
    from lorehold.search import documents

    with engine.connect() as conn:
        ids = [r[0] for r in conn.exec_driver_sql("SELECT id FROM rulings ORDER BY id")]
    for start in range(0, len(ids), SEGMENT_RULINGS):
        low, high = ids[start], ids[min(start + SEGMENT_RULINGS, len(ids)) - 1]
        with engine.connect() as conn:
            cards = [r[0] for r in conn.exec_driver_sql(
                f"SELECT DISTINCT card_id FROM rulings WHERE id BETWEEN {int(low)} AND {int(high)}")]
            docs = [d for d in documents.load_rulings(conn, cards) if low <= int(d["rid"]) <= high]
        yield docs
        del docs


def german_words(conn) -> list[str]:
    """The German vocabulary compounds are split against: the words of every German name, type
    line and text (``documents.german_vocabulary``), read without loading the cards."""
    from lorehold.search import documents

    german = documents.CardData(0, None, "", None, None, None, None, None, None, None)
    for name, type_line, text in conn.exec_driver_sql(
            "SELECT DISTINCT name, type_line, text FROM translations WHERE language = 'de'"):
        german.names["de"][name] += 1
        if type_line:
            german.types["de"][type_line] += 1
        if text:
            german.texts["de"][text] += 1
    return sorted(documents.german_vocabulary([german]))


def build(settings: "Settings", procs: int | None = None, one_segment: bool = False) -> BuildReport:
    """Build the whole index from the database into ``settings.index_dir`` (replacing it);
    ``one_segment`` merges each Whoosh index into one segment after writing it (``merge.py``)."""
    from lorehold.search import analysis
    from lorehold.search.freshness import db_state

    start = time.perf_counter()
    report = BuildReport()
    t = time.perf_counter()
    engine = _engine(settings)
    with engine.connect() as conn:
        state = db_state(conn)  # read first: a source stored meanwhile makes the index stale, not wrong
        order = _card_order(conn)
        german = german_words(conn)
    analysis.set_german_parts(german)
    report.timings["vocabulary"] = time.perf_counter() - t
    final = Path(settings.index_dir)
    final.parent.mkdir(parents=True, exist_ok=True)
    _clean_leftovers(final)
    tmp = final.with_name(final.name + f".new-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        tmp.mkdir()
        _build_into(tmp, engine, order, german, state, procs or min(2, os.cpu_count() or 1), report,
                    one_segment)
        _swap(tmp, final)
    except OSError as exc:
        raise _unwritable(exc, "the previous index is kept, and said to be behind") from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report.seconds = time.perf_counter() - start
    return report


def _build_into(tmp: Path, engine, order: list[int], german: list[str], state: str, procs: int,
                report: BuildReport, one_segment: bool = False) -> None:
    """Every part of a new index in the folder ``tmp``: the Whoosh indexes, then names and prints."""
    from lorehold.search import digests, documents, names
    from lorehold.search.schema import SCHEMA_VERSION, card_schema, ruling_schema

    t = time.perf_counter()
    vocab, counts, card_digests = _write_indexes(
        tmp, {"cards": (card_schema(), _card_chunks(engine, order), _card_docs),
              "rulings": (ruling_schema(), _ruling_chunks(engine), iter)}, procs)
    digests.write(tmp, card_digests)
    report.timings["whoosh"] = time.perf_counter() - t
    if one_segment:
        t = time.perf_counter()
        merge_indexes(tmp)
        report.timings["merge"] = time.perf_counter() - t
    write_vocabulary(tmp, vocab)
    (tmp / "german.txt").write_text("\n".join(german), encoding="utf-8")
    t = time.perf_counter()
    with engine.connect() as conn:
        name_rows = documents.all_names(conn)
        names.write_names(tmp / names.NAMES_FILE, name_rows, documents.english_names(conn))
        report.names = len(name_rows)
        del name_rows
        print_columns = load_prints(conn)
        print_columns["cards"] = load_card_facts(conn)
    write_prints(tmp, print_columns)
    report.timings["names and prints"] = time.perf_counter() - t
    report.cards, report.rulings = counts["cards"], counts["rulings"]
    _write_meta(tmp, {"schema": SCHEMA_VERSION, "cards": report.cards, "rulings": report.rulings,
                      "names": report.names, "db_state": state})


def merge_indexes(root: Path) -> None:
    """Each Whoosh index of a new build as one segment (``merge.py``): a search looks each term
    up once instead of once a segment (full data: warm p50 7.9 -> 4.2 ms, cards 428 -> 313 MiB)."""
    from lorehold.search.merge import merge_segments

    for sub in ("cards", "rulings"):
        merge_segments(str(root / sub))


def _unwritable(exc: OSError, kept: str) -> LoreholdError:
    """A full disk, a quota, a read-only folder while writing the index: one line, the database intact."""
    from lorehold.search.freshness import REBUILD_HINT

    reason = exc.strerror or str(exc)
    return LoreholdError(f"the search index could not be written ({reason}); the database is intact and {kept}; "
                         f"free space, then {REBUILD_HINT.removeprefix('run: ')}")


def _swap(new: Path, final: Path) -> None:
    old = final.with_name(final.name + f".old-{os.getpid()}")
    if final.exists():
        final.rename(old)
    new.rename(final)
    shutil.rmtree(old, ignore_errors=True)


def _write_meta(root: Path, meta: dict) -> None:
    tmp = root / "meta.json.tmp"
    tmp.write_text(json.dumps(meta, indent=1, sort_keys=True), encoding="utf-8")
    tmp.replace(root / "meta.json")


def read_meta(index_dir: Path) -> dict:
    try:
        return json.loads((Path(index_dir) / "meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


# ---------------------------------------------------------------------------------------- update

def update(settings: "Settings", card_ids: Iterable[int]) -> BuildReport:
    """Bring the documents of ``card_ids`` (and their rulings) in line with the database:
    deleted cards leave the index, changed ones are replaced. The names and printings files keep
    what they have of the other cards and read those cards again (the whole of them when a file
    cannot be read).

    The Whoosh documents of the cards changed since the last build are one segment of each index
    (``meta.json``'s ``appended``): written again each update, with this update's cards, by the
    bulk writer, their earlier documents deleted where they are. So an update takes the time of
    the cards changed since the build, and the index has the build's segments and one more. A card
    whose documents come out the same as the index has them (``digests.py``) is not written."""
    from lorehold.search import analysis, documents, names
    from lorehold.search.prints import PRINTS_FILE

    start = time.perf_counter()
    root = Path(settings.index_dir)
    ids = sorted(set(int(i) for i in card_ids))
    report = BuildReport(mode="update")
    german = root / "german.txt"
    if german.exists():
        analysis.set_german_parts(german.read_text(encoding="utf-8").split("\n"))
    from lorehold.search.freshness import UPDATING, db_state

    kept_names = names.kept_entries(root / names.NAMES_FILE, ids)
    old_prints = _read_prints(root / PRINTS_FILE)
    with _engine(settings).connect() as conn:
        state = db_state(conn)
        rewrite = _rewrite(root, conn, ids)
        name_rows = documents.all_names(conn, None if kept_names is None else ids)
        english = documents.english_names(conn, None if kept_names is None else ids)
        print_columns = load_prints(conn, None if old_prints is None else ids)
        print_columns["cards"] = load_card_facts(conn, None if old_prints is None else ids)
        totals = (conn.exec_driver_sql("SELECT COUNT(*) FROM cards").scalar(),
                  conn.exec_driver_sql("SELECT COUNT(*) FROM rulings").scalar())
    if kept_names is not None:
        english = {**kept_names[1], **english}
    if old_prints is not None:
        from lorehold.search.prints import merge_prints

        print_columns = merge_prints(old_prints, ids, print_columns)
    names_file = (name_rows, english, kept_names[0] if kept_names else ())
    try:
        _update_in_place(root, rewrite, names_file, print_columns, state, totals, UPDATING)
    except OSError as exc:
        raise _unwritable(exc, "the index is said to be behind until rebuilt") from None
    report.cards, report.rulings, report.written = rewrite.existing, rewrite.existing_rulings, len(rewrite.changed)
    report.names = len(name_rows) + len(names_file[2])
    report.seconds = time.perf_counter() - start
    return report


@dataclass
class _Rewrite:
    """What an update writes to the Whoosh indexes: the cards whose documents changed, and the
    documents of those and of the cards earlier updates wrote (one segment: ``appended``)."""

    changed: set[int]
    existing: int  # the cards of ``ids`` in the database (and their rulings)
    existing_rulings: int
    card_ids: list[int]  # the cards whose documents are deleted and written again
    cards: list[dict]
    rulings: list[dict]
    digests: dict[int, int]


def _rewrite(root: Path, conn, ids: list[int]) -> _Rewrite:
    """The documents of ``ids`` made again and compared with the digests the index has of them:
    a card whose documents are the same (most cards of a set loaded again) is not written again."""
    from lorehold.search import digests, documents

    card_docs = [documents.card_document(c) for c in documents.load_cards(conn, ids)]
    ruling_docs = documents.load_rulings(conn, ids)
    fresh: dict[int, int] = {}
    for doc in (*card_docs, *ruling_docs):
        digests.add(fresh, doc)
    stored = digests.read(root)
    changed = {i for i in ids if stored is None or fresh.get(i) != stored.get(i)}
    stored = stored or {}
    for i in ids:
        if i in fresh:
            stored[i] = fresh[i]
        else:
            stored.pop(i, None)
    existing = (len(card_docs), len(ruling_docs))
    if not changed:
        return _Rewrite(changed, *existing, [], [], [], stored)
    earlier = sorted(appended_cards(root) - set(ids))  # their segment is written again, with them
    card_docs += [documents.card_document(c) for c in documents.load_cards(conn, earlier)]
    ruling_docs += documents.load_rulings(conn, earlier)
    rewritten = changed | appended_cards(root)
    from lorehold.search.analysis import fold

    cards = sorted((d for d in card_docs if int(d["cid"]) in rewritten), key=lambda d: (fold(d["name_en"][0]), d["cidn"]))
    rulings = sorted((d for d in ruling_docs if int(d["cid"]) in rewritten), key=lambda d: int(d["rid"]))
    return _Rewrite(changed, *existing, sorted(rewritten), cards, rulings, stored)


def appended_cards(root: Path) -> set[int]:
    """The cards whose documents updates wrote since the index was built (none after a build)."""
    return {int(i) for i in read_meta(root).get("appended", ())}


def _read_prints(path: Path) -> dict | None:
    """The printings file as written (None when it cannot be read, or lacks a column)."""
    import orjson

    from lorehold.search.prints import CARD_COLUMNS, COLUMNS, FLAVOR_TEXTS

    try:
        columns = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return None
    cards = columns.get("cards") if isinstance(columns, dict) else None
    if not isinstance(cards, dict) or any(c not in columns for c in COLUMNS) or FLAVOR_TEXTS not in columns \
            or any(c not in cards for c in CARD_COLUMNS):
        return None
    return columns


def _update_in_place(root, rewrite: _Rewrite, names_file, print_columns, state, totals, updating) -> None:
    from lorehold.search import digests, names

    meta = read_meta(root)
    _write_meta(root, {**meta, "db_state": updating})  # stale until every part below is written
    if rewrite.card_ids:
        _replace_documents(str(root / "cards"), rewrite.card_ids, rewrite.cards)
        _replace_documents(str(root / "rulings"), rewrite.card_ids, rewrite.rulings)
        meta["appended"] = sorted(int(d["cid"]) for d in rewrite.cards)
    digests.write(root, rewrite.digests)
    name_rows, english, kept = names_file
    names.write_names(root / names.NAMES_FILE, name_rows, english, kept)
    write_prints(root, print_columns)
    write_vocabulary(root, _vocabularies(), merge=True)
    meta.update({"cards": totals[0], "rulings": totals[1], "names": len(name_rows) + len(kept), "db_state": state})
    _write_meta(root, meta)


def _replace_documents(ix_dir: str, card_ids: list[int], docs: list[dict]) -> None:
    """Delete the documents of ``card_ids`` (field ``cid``) where they are and write ``docs`` as
    one new segment with the bulk writer; a segment left with no live document is dropped (the
    segment the last update wrote, whose cards are all in ``card_ids`` again)."""
    from whoosh import index as windex

    from lorehold.search.bulk import BulkWriter

    writer = BulkWriter(windex.open_dir(ix_dir), timeout=30.0)
    try:
        for docnum in _docnums(writer, set(card_ids)):
            writer.delete_document(docnum)
        for doc in docs:
            writer.add_document(**doc)
        writer.segments = [seg for seg in writer.segments if seg.deleted_count() < seg.doc_count_all()]
        writer.commit(merge=False)
    except BaseException:
        if not writer.is_closed:
            writer.cancel()
        raise


def _docnums(writer, card_ids: set[int]) -> list[int]:
    """The live documents of ``card_ids`` in the index ``writer`` holds. Read from the card id
    column where the index has one (the cards): a Whoosh reader copies every segment's terms and
    postings into memory when it opens (about 430 MB on the full data), a column is 4 bytes a
    document. Else by the ``cid`` terms (the rulings: a small index)."""
    if "cidn" not in writer.schema:
        field = writer.schema["cid"]
        reader = writer.reader()
        try:
            return [docnum for card_id in sorted(card_ids) if ("cid", btext := field.to_bytes(str(card_id))) in reader
                    for docnum in reader.postings("cid", btext).all_ids()]
        finally:
            reader.close()
    found = []
    column_type = writer.schema["cidn"].column_type
    for segment, base in zip(writer.segments, writer._doc_offsets):
        files = segment.open_compound_file(writer.storage) if segment.is_compound() else None
        per_doc = segment.codec().per_document_reader(files or writer.storage, segment)
        try:
            column = per_doc.column_reader("cidn", column_type)
            found.extend(base + n for n, card_id in enumerate(column)
                         if card_id in card_ids and not segment.is_deleted(n))
        finally:
            per_doc.close()
            if files is not None:
                files.close()
    return found


def update_after_ingest(settings: "Settings", report) -> BuildReport | None:
    """The ingest command's hook: update the index for the cards the ingest changed (or build it
    when there is none yet, or when so much changed that a rebuild is faster)."""
    changed = set(getattr(report, "changed_card_ids", ()) or ())
    root = Path(settings.index_dir)
    current = read_meta(root)
    from lorehold.search.freshness import db_state
    from lorehold.search.schema import SCHEMA_VERSION

    # an index already behind before this ingest (an interrupted one, --no-index, a full disk)
    # cannot be caught up with this ingest's changes alone
    behind = current.get("db_state") != getattr(report, "db_state_before", current.get("db_state"))
    # the cards changed since the build are written again each update: past the threshold, rebuild
    many = len(changed | appended_cards(root)) > REBUILD_THRESHOLD
    if behind or not (root / "cards").exists() or current.get("schema") != SCHEMA_VERSION or many:
        with _engine(settings).connect() as conn:
            if not conn.exec_driver_sql("SELECT COUNT(*) FROM cards").scalar():
                return None
        return build(settings)
    if not changed:
        with _engine(settings).connect() as conn:
            state = db_state(conn)
        if state != current.get("db_state"):  # sources that changed no card (rules, failures)
            try:
                _write_meta(root, {**current, "db_state": state})
            except OSError as exc:
                raise _unwritable(exc, "the index is said to be behind until rebuilt") from None
        return None
    return update(settings, changed)


# ----------------------------------------------------------------------------------------- check

@dataclass
class CheckReport:
    ok: bool
    problems: list[str]
    counts: dict[str, dict[str, int]]
    sampled: int


def check(settings: "Settings", sample: int = 200, seed: int = 0) -> CheckReport:
    """Whether the index matches the database: document counts, names, and ``sample`` documents
    rebuilt from the database and compared field by field with what the index holds."""
    import random

    from whoosh import index as windex

    from lorehold.search import documents, names
    from lorehold.search.schema import SCHEMA_VERSION

    root = Path(settings.index_dir)
    if not (root / "cards").exists():
        raise IndexMissing(f"no search index in {root} (run: lorehold index rebuild)")
    problems: list[str] = []
    meta = read_meta(root)
    if meta.get("schema") != SCHEMA_VERSION:
        problems.append(f"index schema {meta.get('schema')} but this lorehold writes {SCHEMA_VERSION}: rebuild")
    cards_ix = windex.open_dir(str(root / "cards"))
    rulings_ix = windex.open_dir(str(root / "rulings"))
    with _engine(settings).connect() as conn:
        db_cards = conn.exec_driver_sql("SELECT COUNT(*) FROM cards").scalar()
        db_rulings = conn.exec_driver_sql("SELECT COUNT(*) FROM rulings").scalar()
        all_ids = [r[0] for r in conn.exec_driver_sql("SELECT id FROM cards ORDER BY id")]
        picked = random.Random(seed).sample(all_ids, min(sample, len(all_ids)))
        expected = {str(c.id): documents.card_document(c) for c in documents.load_cards(conn, picked)}
        db_names = sum(1 for _ in names.indexable(documents.all_names(conn)))
    counts = {
        "cards": {"database": db_cards, "index": cards_ix.doc_count()},
        "rulings": {"database": db_rulings, "index": rulings_ix.doc_count()},
        "names": {"database": db_names, "index": names.count(root / names.NAMES_FILE)},
    }
    for what, pair in counts.items():
        if pair["database"] != pair["index"]:
            problems.append(f"{what}: {pair['database']} in the database, {pair['index']} in the index")
    with cards_ix.searcher() as searcher:
        for cid, doc in expected.items():
            docnum = searcher.document_number(cid=cid)
            if docnum is None:
                problems.append(f"card {cid} ({_doc_name(doc)}) is missing from the index")
                continue
            stored = searcher.stored_fields(docnum)
            if stored.get("d") != doc["d"]:
                problems.append(f"card {cid} ({_doc_name(doc)}): stored display data differs")
                continue
            reader = searcher.reader()
            for fieldname in ("nk", "langs", "sets"):
                want = str(doc.get(fieldname, "")).split()
                if not all(_has_term(reader, fieldname, term, docnum) for term in want):
                    problems.append(f"card {cid} ({_doc_name(doc)}): field {fieldname} differs")
                    break
            else:
                if len(list(searcher.documents(cid=cid))) != 1:
                    problems.append(f"card {cid}: indexed more than once")
    return CheckReport(ok=not problems, problems=problems, counts=counts, sampled=len(expected))


def _doc_name(doc: dict) -> str:
    return doc["name_en"][0]


def _has_term(reader, fieldname: str, term: str, docnum: int) -> bool:
    from whoosh.reading import TermNotFound

    try:
        m = reader.postings(fieldname, term)
    except TermNotFound:
        return False
    m.skip_to(docnum)
    return m.is_active() and m.id() == docnum
