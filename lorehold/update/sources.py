"""The official sources ``lorehold update`` knows, each a small declared entry: its name, what it
gives, where it lives, how its current version is found and how a download is verified.

The official addresses are the defaults. A mirror (``--mirror URL``, ``LOREHOLD_MIRROR``, or
``LOREHOLD_MIRROR_<NAME>`` for one source) replaces the scheme and host of every official address
and keeps the path: ``https://mtgjson.com/api/v5/Meta.json`` -> ``URL/api/v5/Meta.json``. Links
found inside fetched documents (the catalog's ``download_uri``, the rules page's ``.txt`` link)
are followed as written.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from urllib.parse import urlsplit, urlunsplit

from lorehold.errors import LoreholdError


@dataclass(frozen=True)
class OfficialSource:
    name: str
    gives: str
    #: role -> official URL
    urls: dict[str, str] = field(default_factory=dict)
    current: str = ""  # how the current version is found
    verified: str = ""  # how a download is checked before it is ingested

    def url(self, role: str, mirror: str | None = None) -> str:
        return mirrored(self.urls[role], mirror)


MTGJSON = OfficialSource(
    name="mtgjson",
    gives="every card and printing of every set, its translations and rulings (MTGJSON AllPrintings)",
    urls={
        "meta": "https://mtgjson.com/api/v5/Meta.json",
        "file": "https://mtgjson.com/api/v5/AllPrintings.json.xz",
        "sha256": "https://mtgjson.com/api/v5/AllPrintings.json.xz.sha256",
    },
    current="Meta.json: data.version and data.date",
    verified="SHA-256 against the published AllPrintings.json.xz.sha256",
)

SCRYFALL = OfficialSource(
    name="scryfall",
    gives="the rulings of every card, from Wizards and Scryfall (bulk file 'rulings'; --scryfall all_cards: every printing in every language)",
    urls={"catalog": "https://api.scryfall.com/bulk-data"},
    current="the bulk-data catalog: each file's updated_at and download_uri",
    verified="size against the catalog's size (when the file is sent unencoded)",
)

RULES = OfficialSource(
    name="rules",
    gives="the current Comprehensive Rules (English text)",
    urls={"page": "https://magic.wizards.com/en/rules"},
    current="the rules page's link to the .txt of the current edition",
    verified="the rules parser (a truncated or foreign file is refused)",
)

SOURCES: dict[str, OfficialSource] = {s.name: s for s in (MTGJSON, SCRYFALL, RULES)}
#: Scryfall bulk files beyond the default rulings that --scryfall may add
SCRYFALL_EXTRAS = ("all_cards", "default_cards", "oracle_cards")


def choose(names: list[str] | None) -> list[OfficialSource]:
    if not names:
        return list(SOURCES.values())
    chosen = []
    for name in names:
        key = name.strip().lower()
        if key not in SOURCES:
            raise LoreholdError(f"unknown source {name!r} (expected one of: {', '.join(SOURCES)})")
        if SOURCES[key] not in chosen:
            chosen.append(SOURCES[key])
    return chosen


def mirror_for(source: OfficialSource, mirror: str | None) -> str | None:
    """The mirror to use for ``source``: the option, else LOREHOLD_MIRROR_<NAME>, else LOREHOLD_MIRROR."""
    value = mirror or os.environ.get(f"LOREHOLD_MIRROR_{source.name.upper()}") or os.environ.get("LOREHOLD_MIRROR")
    return value.strip() if value and value.strip() else None


def mirrored(url: str, mirror: str | None) -> str:
    """``url`` with its scheme and host replaced by ``mirror``'s (whose own path, if any, is a prefix)."""
    if not mirror:
        return url
    base = urlsplit(mirror)
    if base.scheme not in ("http", "https") or not base.netloc:
        raise LoreholdError(f"--mirror {mirror!r}: expected an http(s) URL such as http://127.0.0.1:8000")
    parts = urlsplit(url)
    return urlunsplit((base.scheme, base.netloc, base.path.rstrip("/") + parts.path, parts.query, ""))
