"""The JSON formats: JSONL (one card object per line, the shape of ``card --json``) and JSON
(``{"meta": manifest, "cards": [card objects]}``), both written as a stream of batches of cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.export.scope import Scope

#: cards built at a time (``lorehold.card_view.card_dicts`` fetches each kind of child row per batch)
BATCH = 500


def card_batches(conn: "Connection", scope: "Scope") -> Iterator[list[bytes]]:
    """Each card in scope as its serialized JSON object, in batches, in the scope's card order."""
    import orjson

    from lorehold.card_view import card_dicts

    ids = scope.ordered_card_ids(conn)
    for start in range(0, len(ids), BATCH):
        objects = card_dicts(conn, ids[start : start + BATCH], scope.languages, since=scope.since)
        yield [_line_safe(orjson.dumps(card)) for card in objects]


_SEPARATORS = (("\u2028".encode(), b"\\u2028"), ("\u2029".encode(), b"\\u2029"))


def _line_safe(data: bytes) -> bytes:
    """Escape U+2028/U+2029 (MTGJSON texts hold some): JSON allows them raw, but line readers
    that split on Unicode line breaks (``str.splitlines``, older JavaScript) would cut a line there."""
    for raw, escaped in _SEPARATORS:
        if raw in data:
            data = data.replace(raw, escaped)
    return data


def write_jsonl(conn: "Connection", scope: "Scope", out: IO[bytes], progress: Callable[[int], None] | None = None) -> int:
    n = 0
    for batch in card_batches(conn, scope):
        out.write(b"\n".join(batch) + b"\n" if batch else b"")
        n += len(batch)
        if progress:
            progress(len(batch))
    return n


def write_json(conn: "Connection", scope: "Scope", out: IO[bytes], meta: dict,
               progress: Callable[[int], None] | None = None) -> int:
    import orjson

    out.write(b'{"meta": ' + orjson.dumps(meta) + b', "cards": [')
    n = 0
    for batch in card_batches(conn, scope):
        for card in batch:
            out.write((b"\n" if n == 0 else b",\n") + card)
            n += 1
        if progress:
            progress(len(batch))
    out.write(b"\n]}\n")
    return n
