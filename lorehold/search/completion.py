"""Prefix completion of card names in every language (``lorehold complete``), from the names file."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lorehold.search.names import NAMES_FILE, NameIndex
from lorehold.search.searching import IndexMissing

LIMIT = 20


@dataclass(frozen=True)
class Completion:
    name: str
    language: str
    english_name: str


def complete(index_dir: Path, prefix: str, langs: tuple[str, ...] | None = None, limit: int = LIMIT) -> list[Completion]:
    """Up to ``limit`` names starting with ``prefix`` (shortest first), then names with a word
    starting with it; any language unless ``langs``."""
    path = Path(index_dir) / NAMES_FILE
    if not path.exists():
        raise IndexMissing(f"no search index in {index_dir} (run: lorehold index rebuild)")
    index = NameIndex.load(path)
    return [Completion(h.name, h.language, index.english(h.card_id)) for h in index.complete(prefix, langs, limit)]
