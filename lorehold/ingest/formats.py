"""The source formats lorehold reads, and how one is chosen for a document.

The contract: a format is a module (``lorehold.ingest.<format>/__init__.py``; the parsing itself
in ``parser.py`` beside it, imported only when a document needs it) that satisfies
``FormatModule``: ``KIND``, ``PARSER_VERSION``, ``sniff(name, head) -> bool`` and
``parse(data, name, *, card=None)``. The table ``FORMATS`` below registers each one with the
optional hooks it has:

- ``streams``: the module also has ``parse_stream(stream, name)``, an iterator of
  ``ParsedSource`` chunks for files too big to hold;
- ``stores``: the module has ``store(conn, source_id, parsed)`` and writes its documents itself
  (they are not card records: the Comprehensive Rules);
- ``after_load(conn, source_id, chunk)``: run after each chunk is loaded (lorehold's JSONL
  relinks rulings to the sources the export listed).

Order matters: the first whose ``sniff`` says yes wins.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import IO, TYPE_CHECKING, Any, Protocol

from lorehold.errors import LoreholdError, UnreadableSource
from lorehold.ingest import gatherer, jsonl, mtgio, mtgjson, pages, scryfall
from lorehold.ingest.load_jsonl import relink_copied_sources
from lorehold.rules import ingest as rules

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


class FormatModule(Protocol):
    """What every format module has (``Format`` reads these through the module, at call time)."""

    KIND: str
    PARSER_VERSION: str

    def sniff(self, name: str, head: bytes) -> bool: ...

    def parse(self, data: bytes, name: str, *, card: str | None = None) -> Any: ...


AfterLoad = Callable[["Connection", int, Any], None]


@dataclass(frozen=True)
class Format:
    """One registered format: its ``--format`` name, its module and the optional hooks it has."""

    name: str
    module: ModuleType
    streams: bool = False
    stores: bool = False
    after_load: AfterLoad | None = None

    @property
    def kind(self) -> str:
        """The ``sources.kind`` its documents are stored under."""
        return self.module.KIND

    @property
    def version(self) -> str:
        """Its parser's version: a document read by another version is read again."""
        return self.module.PARSER_VERSION

    def sniff(self, name: str, head: bytes) -> bool:
        """Whether a document (its name and first bytes) is of this format."""
        return self.module.sniff(name, head)

    def parse(self, data: bytes, name: str, *, card: str | None = None) -> Any:
        """A whole document's records (or, for ``stores`` formats, its own document object)."""
        return self.module.parse(data, name, card=card)

    def parse_stream(self, stream: IO[bytes], name: str) -> Iterator[Any]:
        """A big document's records, chunk by chunk (``streams`` formats only)."""
        if not self.streams:
            raise TypeError(f"the {self.name} format does not stream")
        return self.module.parse_stream(stream, name)

    def store(self, conn: "Connection", source_id: int, parsed: Any) -> dict[str, int]:
        """Write a document of a ``stores`` format; the counts of what it wrote."""
        if not self.stores:
            raise TypeError(f"the {self.name} format is loaded as card records")
        return self.module.store(conn, source_id, parsed) or {}


#: every format, in sniffing order
FORMATS: tuple[Format, ...] = (
    Format("mtgjson", mtgjson, streams=True),
    Format("jsonl", jsonl, streams=True, after_load=relink_copied_sources),  # lorehold's own export read back
    Format("rules", rules, stores=True),
    Format("gatherer", gatherer),
    Format("scryfall", scryfall, streams=True),
    Format("mtgio", mtgio),
    Format("page", pages),  # last: it takes any text or HTML the others did not
)


def names() -> list[str]:
    """The ``--format`` values: ``auto`` and every format's name."""
    return ["auto", *dict.fromkeys(f.name for f in FORMATS)]


def get(name: str) -> list[Format]:
    """The formats registered under ``name``."""
    found = [f for f in FORMATS if f.name == name]
    if not found:
        raise LoreholdError(f"unknown format {name!r} (expected one of: {', '.join(names())})")
    return found


def detect(name: str, head: bytes, forced: str | None = None) -> Format:
    """The format of a document, from ``--format`` or by sniffing its name and first bytes."""
    candidates = get(forced) if forced and forced != "auto" else list(FORMATS)
    for fmt in candidates:
        if fmt.sniff(name, head):
            return fmt
    if forced and forced != "auto":
        return candidates[0]
    raise UnreadableSource(f"{name}: not a format lorehold reads (expected one of: {', '.join(names()[1:])})")
