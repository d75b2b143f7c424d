"""Two corrections to Whoosh 2.7.4 (unmaintained), applied once when lorehold's search code
imports Whoosh (``schema.py``): ANDNOT's first document, and segment files read in place.

``AndNotMatcher`` (``a ANDNOT b``) only looks at ``b`` for the first document of ``a`` when ``b``
happens to stand on that very document; when ``b`` starts on an earlier one, the first
document of ``a`` in each segment is kept even if ``b`` has it (whoosh-community/whoosh#419,
"ANDNOT results depend on order documents are added to index"). On the full data,
``kw:flying pow>=4 -c:w`` kept two white cards, Medomai the Ageless and Sunscorch Regent, each
the first flying power-4 card of its segment. Whoosh's own search is lorehold's fallback for
the query shapes ``scoring.py`` does not cover, so it must be right too.
"""

from __future__ import annotations

from whoosh.matching.binary import AndNotMatcher


def _find_first(self) -> None:
    # Whoosh compares the ids for equality only; b behind a may still have a's document
    if self.a.is_active() and self.b.is_active() and self.b.id() <= self.a.id():
        self._find_next()


def apply() -> None:
    AndNotMatcher._find_first = _find_first


apply()


class MemoryFile:
    """A read-only file over a buffer, reading it in place: ``BufferFile.file``.

    Whoosh 2.7.4 gives each ``BufferFile`` a ``BytesIO(buf)``, and ``BytesIO`` copies a
    memoryview: every member of every segment, mapped from disk to be read in place by ``get``,
    was copied whole into memory when opened (each segment's terms file reads its header through
    it). The full data: 10 segments, ~290 MB copied and ~0.4 s at each search process's start."""

    __slots__ = ("_buf", "_pos")

    def __init__(self, buf):
        self._buf = buf if isinstance(buf, memoryview) else memoryview(buf)
        self._pos = 0

    def read(self, n: int | None = -1) -> bytes:
        start = self._pos
        end = len(self._buf) if n is None or n < 0 else min(start + n, len(self._buf))
        self._pos = max(start, end)
        return self._buf[start:end].tobytes()

    def readline(self, limit: int | None = -1) -> bytes:
        end = len(self._buf) if limit is None or limit < 0 else min(self._pos + limit, len(self._buf))
        line = bytearray()
        while self._pos < end:
            chunk = self._buf[self._pos:min(self._pos + 4096, end)].tobytes()
            cut = chunk.find(b"\n")
            if cut >= 0:
                line += chunk[:cut + 1]
                self._pos += cut + 1
                break
            line += chunk
            self._pos += len(chunk)
        return bytes(line)

    def __iter__(self):
        while line := self.readline():
            yield line

    def seek(self, pos: int, whence: int = 0) -> int:
        base = {0: 0, 1: self._pos, 2: len(self._buf)}[whence]
        if base + pos < 0:
            raise ValueError("negative seek position")
        self._pos = base + pos
        return self._pos

    def tell(self) -> int:
        return self._pos

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def writable(self) -> bool:
        return False

    def flush(self) -> None:
        pass

    def close(self) -> None:
        pass


def _buffer_file_init(self, buf, name=None, onclose=None) -> None:
    self._buf = buf
    self._name = name
    self.file = MemoryFile(buf)
    self.onclose = onclose
    self.is_real = False
    self.is_closed = False


def apply_buffer_files() -> None:
    from whoosh.filedb.structfile import BufferFile

    BufferFile.__init__ = _buffer_file_init


apply_buffer_files()


def segment_maps(searcher) -> list:
    """The memory maps of a Whoosh searcher's segment files (its compound files' ``_source``):
    what a server touches at start (``Searcher.warm_steps``) so the pages its searches read are
    mapped before its requests come, instead of one by one as requests first read them."""
    import mmap

    reader = searcher.reader()
    maps = []
    for segment in getattr(reader, "readers", None) or [reader]:
        storage = getattr(segment, "_storage", None)
        for part in (storage, getattr(storage, "a", None), getattr(storage, "b", None)):
            source = getattr(part, "_source", None)
            if isinstance(source, mmap.mmap) and all(source is not m for m in maps):
                maps.append(source)
    return maps


def touch(mapping, page: int = 4096) -> int:
    """Read one byte of every page of a memory map (mapped from then on); the bytes' sum."""
    return sum(mapping[i] for i in range(0, len(mapping), page))
