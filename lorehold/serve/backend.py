"""One server process's access to the data: database connections, the open search index, and the
library's read paths called exactly as the CLI calls them (``lorehold.card_view``, the ``Searcher``,
``complete``, ``lookup_rule``/``diff_rule``, ``translate_decklist``).

A SQLite database is read through one light connection per thread, put in ``query_only`` mode; a
PostgreSQL database through the engine's pool, each transaction ``READ ONLY``. The ``Searcher`` is
shared by the threads of the process under a lock (its caches are not made for threads).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import OrderedDict
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from lorehold.settings import Settings

#: at most this many results per search are kept (Scryfall's total_cards counts up to it)
SEARCH_LIMIT = 20_000
_CACHED_SEARCHES = 128
_CACHED_HITS = 50_000  # at most this many hits remembered across searches (~1-2 KB each)
INDEX_CHECK_SECONDS = 5.0
#: Scryfall card objects a worker keeps (~3.4 KB each in memory: ~20 MB, beside its 32 MB of kept
#: answers; 20,000 grew a worker by ~65 MB), and for how long (as long as its kept answers: a
#: PostgreSQL database's changes are seen after that)
_CACHED_OBJECTS = 6_000
OBJECT_SECONDS = 300.0
#: card objects made a step at a time by a worker's background fill (``prefill``)
_PREFILL_STEP = 200
#: how much of a SQLite database file a connection maps into memory
MMAP_BYTES = 1 << 30


class Backend:
    def __init__(self, settings: Settings):
        self.settings = settings
        self._local = threading.local()
        self._lock = threading.Lock()
        self._searcher = None
        self._searches: OrderedDict = OrderedDict()
        self._held = 0
        self._names_warm: tuple | None = None
        self._names_lock = threading.Lock()
        self._names_checked = -1e9
        self._stamp: tuple = ()
        self._checked = 0.0
        self._data_checked = -1e9
        self._data: tuple = ()
        self._order: tuple | None = None
        self._order_lock = threading.Lock()
        self.warmed = threading.Event()
        self._objects: OrderedDict = OrderedDict()
        self._objects_stamp: tuple | None = None
        self._objects_lock = threading.Lock()
        self._objects_limit = _CACHED_OBJECTS
        self._prefilled: set[str] = set()
        self.prefill_done = threading.Event()
        self.make_ahead = os.environ.get("LOREHOLD_SERVE_PREFILL") != "0"  # (``prefill``)
        # how long a kept card object is used: until the data changes on SQLite (``data_stamp`` sees
        # it), OBJECT_SECONDS on PostgreSQL (whose changes it does not see)
        self._object_seconds = float("inf") if settings.database_url.startswith("sqlite") else OBJECT_SECONDS

    # -- database ----------------------------------------------------------------------------
    @contextmanager
    def db(self) -> Iterator:
        from lorehold.db.sqlite_reads import LiteConnection, connect

        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.info["printing_order"] = self.printing_order(conn)
            yield conn
            return
        conn = connect(self.settings)
        conn.info["index_dir"] = self.settings.index_dir  # the typo fallback's index (as `card` does)
        if isinstance(conn, LiteConnection):
            conn.exec_driver_sql("PRAGMA query_only = ON")
            # the file mapped, not copied page by page into each connection's cache: a third
            # less time a query (the pages are the operating system's cache, shared)
            conn.exec_driver_sql(f"PRAGMA mmap_size = {MMAP_BYTES}")
            self._local.conn = conn  # kept for this thread's next requests
            conn.info["printing_order"] = self.printing_order(conn)
            yield conn
            return
        yield from _read_only(conn)

    @contextmanager
    def engine_db(self) -> Iterator:
        """A SQLAlchemy connection (from the engine's pool), for the read paths that the CLI
        also runs on one (``search_rules``, the export's ``card_batches``)."""
        from lorehold.db.engine import get_engine

        conn = get_engine(self.settings).connect()
        yield from _read_only(conn)

    def printing_order(self, conn):
        """Every card's printings in order (``shown.PrintingOrder``), for the Scryfall objects'
        pick of a printing: read once, again when the SQLite database changes (``data_stamp``)."""
        stamp = self.data_stamp()
        kept = self._order
        if kept is None or kept[0] != stamp:
            from lorehold.serve.shown import PrintingOrder

            with self._order_lock:
                kept = self._order
                if kept is None or kept[0] != stamp:
                    kept = self._order = (stamp, PrintingOrder(conn))
        return kept[1]

    def check(self) -> None:
        """Open the database and the index once, so a server without data fails at start."""
        with self.db() as conn:
            from lorehold.db.sqlite_reads import run

            run(conn, "SELECT COUNT(*) FROM cards").scalar_one()
        self.searcher()

    def warm(self, background: bool = False) -> None:
        """Read what every request uses before the requests need it (a worker's memory then stays
        flat): the index's labels, names and printings, the completion's names. ``background``:
        in a thread, holding the searcher's lock a step at a time (a worker answers at once;
        ``warmed`` is set when done). Without an index the requests answer its error, as before."""
        if not background:
            return self._warm()
        threading.Thread(target=self._warm, name="lorehold-warm", daemon=True).start()

    def _warm(self) -> None:
        from lorehold.errors import LoreholdError

        done = object()
        try:
            with self._lock:
                searcher = self.searcher()
                steps = searcher.warm_steps()
            while True:
                with self._lock:
                    if self._searcher is not searcher or next(steps, done) is done:
                        break  # (the index was reopened meanwhile: its labels are read as met)
            with self._names_lock:
                self._names_checked = time.monotonic()
                self._names_warm = self._index_stamp()
                self._warm_names()
            with self.db():
                pass  # (its printings' order)
            _freeze_what_is_read()
        except (LoreholdError, OSError, ValueError, EOFError):
            self._names_warm = None
        finally:
            self.warmed.set()

    # -- search ------------------------------------------------------------------------------
    def searcher(self):
        """The open index; reopened (and the remembered searches dropped) when the index folder
        was rebuilt or copied in since, looked at no more than once every few seconds."""
        now = time.monotonic()
        if self._searcher is not None and now - self._checked > INDEX_CHECK_SECONDS:
            self._checked = now
            if self._index_stamp() != self._stamp:
                self._searcher.close()
                self._searcher = None
                self._searches.clear()
                self._held = 0
        if self._searcher is None:
            from lorehold.search.searching import Searcher

            self._stamp = self._index_stamp()
            self._checked = now
            self._searcher = Searcher(self.settings.index_dir)
        return self._searcher

    def data_stamp(self) -> tuple:
        """Changes when the index or the SQLite database file changes (looked at no more than
        once every few seconds): kept answers are keyed by it. A PostgreSQL database's changes
        are not seen here; its kept answers expire after their max-age."""
        now = time.monotonic()
        if now - self._data_checked > INDEX_CHECK_SECONDS:
            self._data_checked = now
            files = []
            url = self.settings.database_url
            if url.startswith("sqlite:///") and "?" not in url:
                db = Path(url[len("sqlite:///"):])
                for path in (db, db.with_name(db.name + "-wal")):
                    try:
                        st = path.stat()
                        files.append((st.st_mtime_ns, st.st_size))
                    except OSError:
                        files.append(None)
            self._data = (self._index_stamp(), tuple(files))
        return self._data

    def _index_stamp(self) -> tuple:
        """What changes when ``index rebuild`` (or an ingest) writes the index."""
        out = []
        for name in ("meta.json", "names.bin"):
            try:
                st = (self.settings.index_dir / name).stat()
                out.append((st.st_mtime_ns, st.st_size))
            except OSError:
                out.append(None)
        return tuple(out)

    def search(self, query: str, langs: tuple[str, ...] | None = None, limit: int = SEARCH_LIMIT, *,
               snippets: bool = True):
        """``Searcher.search`` (the path of ``lorehold search``), the last answers remembered.
        ``snippets=False``: the same hits without their text snippets (for the Scryfall API), as
        ``Searcher.ranked`` gives them (each made when read: a page of a large search is made,
        not the whole of it)."""
        key = (query, langs, limit, snippets)
        with self._lock:
            searcher = self.searcher()
            hits = self._searches.get(key)
            if hits is not None:
                self._searches.move_to_end(key)
                return hits
            if snippets:
                hits = searcher.search(query, langs, limit)
                for hit in hits:
                    hit.display_data = {}  # the decoded document, used only while ranking: not kept
                    hit._load = None
            else:  # a text match made into a Hit when read (a page of a large search)
                hits = searcher.ranked(query, langs, limit)
                hits.detach()
            self._searches[key] = hits
            self._held += len(hits)
            while len(self._searches) > 1 and (len(self._searches) > _CACHED_SEARCHES or self._held > _CACHED_HITS):
                self._held -= len(self._searches.popitem(last=False)[1])
            return hits

    def card_objects(self, conn, wanted: list[tuple], base: str) -> list[dict | None]:
        """The Scryfall card object of each wanted (card id, language, set code, number), as
        ``shown_cards`` picks its printing and ``card_object`` builds it; None for an unknown card.
        The objects are kept (a search's page shares most of its cards with other searches' pages:
        a third of them over 600 searches of bench/serve.py's mix) until the data changes: they
        are shared, so a caller adding keys copies the object first."""
        from lorehold.serve.scryfall import card_object
        from lorehold.serve.shown import shown_cards

        stamp, now = self.data_stamp(), time.monotonic()
        out: list[dict | None] = [None] * len(wanted)
        missing: list[int] = []
        with self._objects_lock:
            if self._objects_stamp != stamp:
                self._objects.clear()
                self._objects_stamp = stamp
                self._prefilled.clear()  # (made again at the next search)
            for i, key in enumerate(wanted):
                kept = self._objects.get((base, key))
                if kept is not None and kept[1] > now:
                    self._objects.move_to_end((base, key))
                    out[i] = kept[0]
                else:
                    missing.append(i)
        if not missing:
            return out
        found = shown_cards(conn, [wanted[i] for i in missing])
        with self._objects_lock:
            for i, made in zip(missing, found):
                if made is not None:
                    out[i] = card_object(*made, base)
                    self._objects[(base, wanted[i])] = (out[i], now + self._object_seconds)
            while len(self._objects) > self._objects_limit:
                self._objects.popitem(last=False)
        return out

    def prefill(self, base: str) -> None:
        """In a thread, once per base URL (two at most): every card's English object for ``base``,
        kept beside the others, so a search's page finds its cards made (the objects are a third of
        a search's time). Off with LOREHOLD_SERVE_PREFILL=0."""
        if not self.make_ahead or base in self._prefilled or len(self._prefilled) >= 2:
            return
        self._prefilled.add(base)
        threading.Thread(target=self._prefill, args=(base,), name="lorehold-prefill", daemon=True).start()

    def _prefill(self, base: str) -> None:
        from lorehold.db.sqlite_reads import run

        try:
            with self.db() as conn:
                ids = [row[0] for row in run(conn, "SELECT id FROM cards ORDER BY id")]
                with self._objects_lock:
                    self._objects_limit = len(self._prefilled) * len(ids) + _CACHED_OBJECTS
                for start in range(0, len(ids), _PREFILL_STEP):
                    self.card_objects(conn, [(cid, "en", None, None) for cid in ids[start:start + _PREFILL_STEP]], base)
                    time.sleep(0.001)  # (the event loop's turn)
        except Exception as error:  # (a database gone or changing: the objects are made when asked for, as before)
            logging.getLogger("uvicorn.error").warning("lorehold: card objects not made ahead (%s)", error)
        finally:
            self.prefill_done.set()

    def add_snippets(self, hits: list) -> list:
        """The snippets of the hits a page shows, of a search made without them."""
        with self._lock:
            return self.searcher().add_snippets(hits)

    def search_rulings(self, query: str, langs: tuple[str, ...] | None = None, limit: int = 20):
        with self._lock:
            return self.searcher().search_rulings(query, langs, limit)

    def complete(self, prefix: str, langs: tuple[str, ...] | None = None, limit: int = 20):
        """``lorehold complete``'s function. Not under the searches' lock (a cold search can take
        seconds, and a completion would wait behind it): the names file's columns are split once,
        under a lock of their own, and only read after; a rewritten names file is noticed (looked
        at no more than once every few seconds) and split again."""
        from lorehold.search.completion import complete

        with self._names_lock:
            now = time.monotonic()
            if now - self._names_checked > INDEX_CHECK_SECONDS:
                self._names_checked = now
                stamp = self._index_stamp()
                if self._names_warm != stamp:
                    self._warm_names()
                    self._names_warm = stamp
        return complete(self.settings.index_dir, prefix, langs, limit)

    def _warm_names(self) -> None:
        from lorehold.search.names import NAMES_FILE, NameIndex

        names = NameIndex.load(self.settings.index_dir / NAMES_FILE)
        names.keys, names.langs, names.names, names.spaced, names.order  # noqa: B018 (split on first use)
        names.exact("")  # its key table
        names.english(0)  # its English names
        names.word_starts  # noqa: B018 (where its words start)

    def translate(self, text: str, to: str, source: str | None = None):
        from lorehold.search.translate import translate_decklist

        with self._lock:
            return translate_decklist(self.settings, text, to, source)

    def close(self) -> None:
        with self._lock:
            if self._searcher is not None:
                self._searcher.close()
                self._searcher = None


def _freeze_what_is_read() -> None:
    """Leave what the worker has read at start (the index's labels, names, printings: some 200k
    objects that live as long as it does) out of the garbage collector's full passes, which
    otherwise walk them all every so often while answering (~60 ms each; a search of thousands
    of hits, which allocates as it goes, took 37-120 ms from one run to the next, 43-50 ms
    after)."""
    import gc

    gc.collect()
    gc.freeze()


def _read_only(conn) -> Iterator:
    """Yield a SQLAlchemy connection that cannot write (PostgreSQL READ ONLY transaction, SQLite
    query_only), then roll it back and close it."""
    try:
        if conn.dialect.name == "postgresql":
            conn.exec_driver_sql("SET TRANSACTION READ ONLY")
        elif conn.dialect.name == "sqlite":
            conn.exec_driver_sql("PRAGMA query_only = ON")
        yield conn
    finally:
        conn.rollback()
        conn.close()
