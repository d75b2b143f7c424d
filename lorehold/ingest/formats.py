"""The source formats lorehold reads, and how one is chosen for a document.

Each format is a module exposing ``KIND``, ``PARSER_VERSION``, ``sniff(name, head) -> bool`` and
``parse(data, name, *, card=None) -> ParsedSource``; optionally ``parse_stream(stream, name)``
(an iterator of ``ParsedSource`` chunks, for files too big to hold) and ``store(conn, source_id,
parsed)`` for documents that are not card records (the Comprehensive Rules). Modules are
imported only when a document needs them. Order matters: the first whose ``sniff`` says yes wins.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from lorehold.errors import LoreholdError, UnreadableSource

#: (the --format name, module path), in sniffing order
FORMATS: list[tuple[str, str]] = [
    ("mtgjson", "lorehold.ingest.mtgjson"),
    ("jsonl", "lorehold.ingest.jsonl"),  # lorehold's own export read back
    ("rules", "lorehold.rules.ingest"),
    ("gatherer", "lorehold.ingest.gatherer"),
    ("scryfall", "lorehold.ingest.scryfall"),
    ("mtgio", "lorehold.ingest.mtgio"),
    ("page", "lorehold.ingest.pages"),  # last: it takes any text or HTML the others did not
]

_ALIASES = {"auto": None}


def names() -> list[str]:
    return ["auto", *dict.fromkeys(name for name, _ in FORMATS)]


def get(name: str) -> list[ModuleType]:
    modules = [importlib.import_module(path) for fmt, path in FORMATS if fmt == name]
    if not modules:
        raise LoreholdError(f"unknown format {name!r} (expected one of: {', '.join(names())})")
    return modules


def detect(name: str, head: bytes, forced: str | None = None) -> ModuleType:
    """The format module for a document, from ``--format`` or by sniffing its name and first bytes."""
    candidates = get(forced) if forced and forced != "auto" else [importlib.import_module(p) for _, p in FORMATS]
    for module in candidates:
        if module.sniff(name, head):
            return module
    if forced and forced != "auto":
        return candidates[0]
    raise UnreadableSource(f"{name}: not a format lorehold reads (expected one of: {', '.join(names()[1:])})")
