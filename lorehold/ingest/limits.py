"""How much a compressed input may grow to, and how much a document read whole may hold.

A few MB of ``.gz``/``.xz``/``.bz2``/zip/tar can decompress to many GB (issue 16). Every reader
of a compressed input (a file, an archive member, a ``.gz`` URL, a ``.gz`` sitemap) reads through
``Bounded``, which counts the decompressed bytes as they come and stops at the limit with one line;
nothing is decompressed whole before it is counted. The limit is ``LOREHOLD_MAX_DECOMPRESSED``
(``ingest --max-decompressed``), default 8 GB: room for any real data dump (Scryfall's all_cards is
~2.5 GB), never a disk filled by a bomb. Formats that cannot stream (pages, Gatherer, the rules)
read a document whole, at most ``WHOLE_READ_MAX`` (64 MB) of it: parsing takes ~5x its size.
"""

from __future__ import annotations

import io
import os
import re

from lorehold.errors import LoreholdError, UnreadableSource

DEFAULT_MAX_DECOMPRESSED = 8 * 1024**3
#: a document a format reads whole (it cannot stream) holds at most this much
WHOLE_READ_MAX = 64 * 1024**2  # a real page, Gatherer file or rules text is a few MB; parsing one takes ~5x its size
ENV = "LOREHOLD_MAX_DECOMPRESSED"
_UNITS = {"": 1, "b": 1, "k": 1024, "kb": 1024, "m": 1024**2, "mb": 1024**2, "g": 1024**3, "gb": 1024**3,
          "t": 1024**4, "tb": 1024**4}


class TooLarge(UnreadableSource):
    """A compressed input that decompresses past the limit, or a document too big to read whole."""


def parse_size(value: str, what: str = "--max-decompressed") -> int:
    """``64MB``, ``2G``, ``1048576`` -> bytes (units are powers of 1024)."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kmgt]?b?)\s*", str(value or ""), re.I)
    if not match or float(match.group(1)) <= 0:
        raise LoreholdError(f"{what} {value!r}: expected a size such as 64MB, 2GB or a number of bytes")
    return int(float(match.group(1)) * _UNITS[match.group(2).lower()])


def max_decompressed() -> int:
    raw = os.environ.get(ENV)
    return parse_size(raw, ENV) if raw else DEFAULT_MAX_DECOMPRESSED


def human(n: int) -> str:
    for unit, size in (("GB", 1024**3), ("MB", 1024**2), ("KB", 1024)):
        if n >= size:
            value = n / size
            return f"{value:.0f} {unit}" if value == int(value) else f"{value:.1f} {unit}"
    return f"{n} bytes"


def too_big(locator: str, limit: int) -> TooLarge:
    return TooLarge(f"{locator}: decompresses to more than {human(limit)}, the limit "
                    f"(raise it with --max-decompressed or {ENV})")


class Bounded(io.RawIOBase):
    """A read-only stream over a decompressing one that fails once more than ``limit`` bytes came out."""

    def __init__(self, inner, locator: str, limit: int | None = None):
        self._inner = inner
        self._locator = locator
        self._limit = max_decompressed() if limit is None else limit
        self._count = 0

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        if n is None or n < 0:
            # whole: in blocks, so a bomb stops at the limit instead of after filling memory
            parts = []
            while True:
                block = self.read(1 << 20)
                if not block:
                    return b"".join(parts)
                parts.append(block)
        data = self._inner.read(min(n, self._limit - self._count + 1))
        self._count += len(data)
        if self._count > self._limit:
            raise too_big(self._locator, self._limit)
        return data

    def readinto(self, buffer) -> int:
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)

    def close(self) -> None:
        try:
            self._inner.close()
        finally:
            super().close()


def read_whole(stream, locator: str, limit: int = WHOLE_READ_MAX) -> bytes:
    """All of ``stream``, refusing more than ``limit`` bytes (read in blocks, never past it)."""
    parts, total = [], 0
    while True:
        block = stream.read(min(1 << 20, limit - total + 1))
        if not block:
            return b"".join(parts)
        total += len(block)
        if total > limit:
            raise TooLarge(f"{locator}: more than {human(limit)}, too big for its format to read whole")
        parts.append(block)


#: the longest run of a streamed JSON file between two unescaped double quotes: a bound on any one
#: string, number or gap (a real MTGJSON or Scryfall value is a few KB). ijson takes quadratic time
#: over a huge value (64 MB 12 s, 256 MB 170 s) and crashes on a huge number: it never sees one.
JSON_VALUE_MAX = 8 * 1024**2
_FIRST_QUOTE = re.compile(rb'(?<!\\)"')
_LAST_QUOTE = re.compile(rb'"(?!\\)')  # on the reversed block


class JsonValueCap(io.RawIOBase):
    """A stream of JSON that fails once ``limit`` bytes pass without an unescaped ``"``: linear,
    two C-level scans per block. A block is smaller than the limit, so only runs crossing blocks
    can exceed it."""

    def __init__(self, inner, name: str, limit: int = JSON_VALUE_MAX):
        self._inner, self._name, self._limit = inner, name, limit
        self._run = 0  # bytes since the last quote

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        n = 1 << 16 if n is None or n < 0 or n > self._limit // 2 else n
        data = self._inner.read(n)
        first = _FIRST_QUOTE.search(data)
        if first is None:
            self._run += len(data)
        else:
            self._run += first.start()
            if self._run <= self._limit:
                self._run = _LAST_QUOTE.search(data[::-1]).start()
        if self._run > self._limit:
            raise UnreadableSource(f"{self._name}: a single JSON value is longer than {human(self._limit)} "
                                   f"(the most a streamed file may hold in one value)")
        return data

    def readinto(self, buffer) -> int:
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)
