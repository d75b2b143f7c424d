"""The sets of an AllPrintings file, one at a time, from a stream: ``(code, set object)`` for each
member of its top-level ``"data"`` object, in file order, never the whole file in memory.

An update reads every set of a ~250 MB AllPrintings only to hash it and skip the unchanged ones, so
this is on its hot path. ijson's event-by-event parse (even its C backend) cost about twice what
cutting each set's bytes out of the stream and handing them to orjson costs. The cut is found
cheaply and checked exactly:

- a set ends at a ``}`` followed by ``,"CODE":{`` (a set code: capitals, digits, ``_``), or, for
  the last set, at one of the last few ``}`` of the file;
- such a place is only a guess (a card's text may hold the same characters), so the bytes from
  the set's ``{`` to it are parsed by orjson: they parse only if that ``}`` closes that ``{``
  (orjson takes one whole value and nothing after it), so a parsed guess is the set, exactly.

Whatever the cut does not expect (a guess that fails too often, an escaped key, a set over
``MEMBER_LIMIT``, a value orjson refuses such as an integer over 64 bits) falls back to ijson from
the start of the file for the sets not yet given, so both ways give the same sets and the same
errors as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import IO, Any

Opener = Callable[[], AbstractContextManager[IO[bytes]]]

CHUNK = 1 << 20
#: a set bigger than this is read by ijson (the largest real set is ~3.5 MB)
MEMBER_LIMIT = 256 << 20
#: guesses at a set's end that may fail to parse before the file is read by ijson instead
MISSES_ALLOWED = 3
#: the last set ends at one of the file's last few ``}`` (data's, the root's, a trailing "meta")
LAST_TRIES = 8
#: given sets are dropped from the front of the buffer once they are this many bytes
KEEP_BEHIND = 4 << 20
#: more than a key, a separator or a set's end can need (whitespace included)
_SHORT = 4096

_DATA = re.compile(rb'"data"\s*:\s*\{')
_KEY = re.compile(rb'\s*"([^"\\]*)"\s*:\s*')
_END = re.compile(rb'\}\s*,\s*"[0-9A-Z_]{1,16}"\s*:\s*\{')
_NEXT = re.compile(rb'\s*,')
_CLOSE = re.compile(rb'\s*\}')


class _Unexpected(Exception):
    """The fast cut met something it does not read: ijson takes over."""


def data_members(open_stream: Opener) -> Iterator[tuple[str, Any]]:
    """Each member of the file's ``"data"`` object as ``(key, value)``; ijson's errors
    (``ijson.JSONError``) and the stream's own are raised as they come."""
    given = 0
    try:
        with open_stream() as stream:
            for member in _Cut(stream).members():
                given += 1
                yield member
        return
    except _Unexpected:
        pass
    yield from _ijson_members(open_stream, skip=given)


def _ijson_members(open_stream: Opener, skip: int) -> Iterator[tuple[str, Any]]:
    """The members by ijson, the first ``skip`` of them passed over (the cut gave them)."""
    import ijson

    with open_stream() as stream:
        for number, member in enumerate(ijson.kvitems(stream, "data", use_float=True)):
            if number >= skip:
                yield member


class _Cut:
    """The stream read in chunks into one buffer, each set cut out of it and parsed by orjson."""

    def __init__(self, stream: IO[bytes]):
        self._stream = stream
        self._buffer = bytearray()
        self._eof = False

    def _more(self) -> bool:
        """Read the next chunk; False at the end of the stream."""
        if self._eof:
            return False
        chunk = self._stream.read(CHUNK)
        if not chunk:
            self._eof = True
            return False
        self._buffer += chunk
        return True

    def _drop(self, upto: int) -> int:
        """Forget the buffer's bytes before ``upto`` (the sets already given) once they are many
        (each cut moves the rest of the buffer); returns where ``upto`` is now."""
        if upto < KEEP_BEHIND:
            return upto
        del self._buffer[:upto]
        return 0

    def members(self) -> Iterator[tuple[str, Any]]:
        """The members of ``"data"``, in order."""
        at = self._start_of_data()
        while True:
            key = self._match(_KEY, at)
            if key is None:
                if self._match(_CLOSE, at) is not None:
                    return  # an empty "data", or a trailing comma's absence checked by orjson before
                raise _Unexpected
            code = key.group(1).decode("utf-8")
            start = key.end()
            end, value = self._value_from(start)
            yield code, value
            following = self._match(_NEXT, end)
            if following is None:
                return  # the last set: its end was found among the file's last ``}``
            at = self._drop(following.end())

    def _match(self, pattern: re.Pattern, at: int) -> re.Match | None:
        """``pattern`` matched at ``at``, reading more while the buffer may cut the match short."""
        while True:
            found = pattern.match(self._buffer, at)
            if found is not None and found.end() < len(self._buffer):
                return found
            if len(self._buffer) - at > _SHORT or not self._more():
                return found

    def _start_of_data(self) -> int:
        """Where the first member of the top-level ``"data"`` object starts."""
        searched = 0
        while True:
            found = _DATA.search(self._buffer, searched)
            if found is not None and self._is_top_level(found.start()):
                return found.end()
            if found is not None:
                searched = found.end()
                continue
            searched = max(0, len(self._buffer) - _SHORT)
            if len(self._buffer) > MEMBER_LIMIT or not self._more():
                raise _Unexpected

    def _is_top_level(self, at: int) -> bool:
        """Whether the ``"data"`` key at ``at`` is one of the root object's keys: what comes before
        it is ``{`` and whole members (``{"meta": {…},`` parses once closed)."""
        import orjson

        before = bytes(self._buffer[:at]).strip()
        if before == b"{":
            return True
        if not before.startswith(b"{") or not before.endswith(b","):
            return False
        try:
            return isinstance(orjson.loads(before[:-1] + b"}"), dict)
        except orjson.JSONDecodeError:
            return False

    def _value_from(self, start: int) -> tuple[int, Any]:
        """The set object starting at ``start``: where it ends (just after its ``}``) and its value."""
        misses = 0
        searched = start
        while True:
            if len(self._buffer) - start > MEMBER_LIMIT:
                raise _Unexpected
            found = _END.search(self._buffer, searched)
            if found is None:
                read = len(self._buffer)
                if self._more():
                    searched = max(searched, read - _SHORT)
                    continue
                return self._last_value(start)
            parsed = _parsed(self._buffer, start, found.start() + 1)
            if parsed is not None:
                return found.start() + 1, parsed
            misses += 1
            if misses > MISSES_ALLOWED:
                raise _Unexpected
            searched = found.start() + 1

    def _last_value(self, start: int) -> tuple[int, Any]:
        """The last set, which ends at one of the last few ``}`` of the (whole, read) file."""
        end = len(self._buffer)
        for _ in range(LAST_TRIES):
            end = self._buffer.rfind(b"}", start, end)
            if end < 0:
                break
            parsed = _parsed(self._buffer, start, end + 1)
            if parsed is not None:
                return end + 1, parsed
        raise _Unexpected


def _parsed(buffer: bytearray, start: int, end: int) -> Any:
    """The JSON object ``buffer[start:end]``, or None when those bytes are not one whole object."""
    import orjson

    if buffer[start:start + 1] != b"{":
        raise _Unexpected  # not an object: ijson says what it is, as before
    try:
        return orjson.loads(memoryview(buffer)[start:end])
    except orjson.JSONDecodeError:
        return None
