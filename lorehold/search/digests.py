"""Each card's index documents as one number, kept in ``<index>/docs.bin``: an update re-indexes
only the cards whose documents changed, not every card of a set that was loaded again.

A card's digest is the XOR of the 128-bit BLAKE2b digests of its documents: its card document and
its ruling documents (each has its own ruling id, so none cancels another), whichever segment or
worker wrote them. A document is digested as the pickle of its fields in name order, without
pickle's memo (two equal documents give the same bytes whatever objects they share)."""

from __future__ import annotations

import hashlib
import io
import pickle
from collections.abc import Iterable, Iterator
from operator import itemgetter
from pathlib import Path

DIGESTS_FILE = "docs.bin"


def doc_digest(doc: dict) -> int:
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.fast = True  # no memo: the bytes depend on the values only
    pickler.dump(sorted(doc.items(), key=itemgetter(0)))
    return int.from_bytes(hashlib.blake2b(buffer.getvalue(), digest_size=16).digest(), "big")


def add(digests: dict[int, int], doc: dict) -> None:
    card_id = int(doc["cid"])
    digests[card_id] = digests.get(card_id, 0) ^ doc_digest(doc)


def digesting(docs: Iterable[dict], digests: dict[int, int]) -> Iterator[dict]:
    """``docs``, each added to ``digests`` as it passes."""
    for doc in docs:
        add(digests, doc)
        yield doc


def merge(into: dict[int, int], other: dict[int, int]) -> None:
    """Add the digests of other documents (another segment's) to ``into``."""
    for card_id, value in other.items():
        into[card_id] = into.get(card_id, 0) ^ value


def read(root: Path) -> dict[int, int] | None:
    """The digests an index was written with (None when the file is missing or unreadable: then
    every card an update names is taken as changed)."""
    try:
        data = pickle.loads((Path(root) / DIGESTS_FILE).read_bytes())
    except (OSError, ValueError, EOFError, pickle.UnpicklingError):
        return None
    return data if isinstance(data, dict) else None


def write(root: Path, digests: dict[int, int]) -> None:
    path = Path(root) / DIGESTS_FILE
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(pickle.dumps(digests, protocol=pickle.HIGHEST_PROTOCOL))
    tmp.replace(path)
