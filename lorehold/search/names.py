"""Names in every language: typo-forgiving lookups and prefix completion, without Whoosh.

The index folder holds ``names.bin``: every name of every card (English, faces, translations)
with its compact key (``analysis.compact_key``: folded, no spaces or punctuation, Traditional
Chinese folded to Simplified), sorted by key length. A fuzzy lookup compares the typed name's key
with the keys of about the same length only (an edit distance of d cannot bridge more than d
characters of length), with RapidFuzz's optimal-string-alignment distance (a swap of two
letters is one typo), so it costs a few milliseconds and never opens the Whoosh index: the cold
``lorehold card NAME`` path stays fast. Word order noise falls back to a token-sorted comparison.

Measured facts behind this (issue 3): Whoosh's fuzzy terms took 0.36 s on a Latin-only name
field and 10 s with CJK text in it; names need their own structure.
"""

from __future__ import annotations

import pickle
from array import array
from bisect import bisect_left
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Iterator

from lorehold.errors import AmbiguousCard
from lorehold.search.analysis import compact_key, is_cjk, name_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

NAMES_FILE = "names.bin"
_FORMAT = 3


def max_typos(key: str) -> int:
    """How many typos a name of this (compact) length forgives: 0 up to 2 characters, 1 up to 4
    (CJK names are short: one wrong character in four is already a lot), 2 beyond."""
    n = len(key)
    return 0 if n <= 2 else 1 if n <= 4 else 2


def indexable(rows: Iterable[tuple[str, str, int]]) -> Iterator[tuple[str, str, str, int]]:
    """(key, name, language, card id) for the rows a name lookup can find: those whose name has
    letters or digits (Unhinged's "_____" has none, so no typed key reaches it)."""
    for name, lang, card_id in rows:
        key = compact_key(name)
        if key:
            yield key, name, lang, card_id


def write_names(path: Path, rows: Iterable[tuple[str, str, int]], english: dict[int, str], kept: Iterable[tuple] = ()) -> None:
    """Write (name, language, card id) rows as the names file, with each card's English name;
    ``kept``: entries of the file as it was (``kept_entries``), written again with the rows."""
    entries = list(kept)
    entries += [(len(key), key, lang, name, card_id, name_key(name)) for key, name, lang, card_id in indexable(rows)]
    entries.sort()
    keys = [e[1] for e in entries]
    spaced = [e[5] for e in entries]
    by_spaced = sorted(range(len(keys)), key=lambda i: (spaced[i], i))
    buckets: dict[int, list[str]] = {}
    starts: dict[int, int] = {}
    for i, k in enumerate(keys):
        starts.setdefault(len(k), i)
        buckets.setdefault(len(k), []).append(k)
    data = {
        "format": _FORMAT,
        # keys grouped by length, so a fuzzy lookup splits only the lengths it compares with
        "buckets": {n: "\n".join(ks) for n, ks in buckets.items()},
        "starts": starts,
        "count": len(keys),
        "langs": "\n".join(e[2] for e in entries),
        "names": "\n".join(e[3].replace("\n", " ") for e in entries),
        "spaced": "\n".join(spaced),
        "ids": array("i", (e[4] for e in entries)).tobytes(),
        "order": array("i", by_spaced).tobytes(),
        "english_ids": array("i", sorted(english)).tobytes(),
        "english": "\n".join(english[i].replace("\n", " ") for i in sorted(english)),
    }
    tmp = Path(str(path) + ".tmp")
    with open(tmp, "wb") as fh:
        pickle.dump(data, fh, protocol=pickle.HIGHEST_PROTOCOL)
    tmp.replace(path)


def kept_entries(path: Path, card_ids: Iterable[int]) -> tuple[list[tuple], dict[int, str]] | None:
    """The entries of the names file at ``path`` but those of ``card_ids``, and its English names
    but those of ``card_ids``: what an update of those cards writes again as it was (their keys
    are not computed again). None when the file cannot be read."""
    try:
        with open(path, "rb") as fh:
            data = pickle.load(fh)
    except (OSError, EOFError, pickle.UnpicklingError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != _FORMAT:
        return None
    index = NameIndex(data)
    drop = set(card_ids)
    keys, langs, names, spaced, ids = index.keys, index.langs, index.names, index.spaced, index.ids
    entries = [(len(keys[i]), keys[i], langs[i], names[i], ids[i], spaced[i]) for i in range(len(index)) if ids[i] not in drop]
    english_ids = array("i")
    english_ids.frombytes(data["english_ids"])
    english_names = data["english"].split("\n") if english_ids else []
    english = {cid: name for cid, name in zip(english_ids, english_names) if cid not in drop}
    return entries, english


def count(path: Path) -> int:
    try:
        return len(NameIndex.load(path))
    except OSError:
        return 0


@dataclass(frozen=True)
class NameHit:
    card_id: int
    name: str
    language: str
    distance: int  # 0 for the same key (case, accents, punctuation aside)


class NameIndex:
    """The names file, loaded."""

    _cache: dict[str, "NameIndex"] = {}

    def __init__(self, data: dict):
        self._data = data
        self._count: int = data["count"]
        self._starts: dict[int, int] = data["starts"]
        self._buckets: dict[int, list[str]] = {}
        self._keys: list[str] | None = None
        self._langs: list[str] | None = None
        self._names: list[str] | None = None
        self._spaced: list[str] | None = None
        self.ids = array("i")
        self.ids.frombytes(data["ids"])
        self._order: array | None = None
        self._by_key: dict[str, list[int]] | None = None
        self._english: dict[int, str] | None = None
        self._word_starts: array | None = None

    # the columns, split on first use (a cold fuzzy lookup needs a few key lengths only)
    def _split(self, name: str) -> list[str]:
        text = self._data[name]
        return text.split("\n") if self._count else []

    def bucket(self, length: int) -> list[str]:
        got = self._buckets.get(length)
        if got is None:
            text = self._data["buckets"].get(length)
            got = self._buckets[length] = text.split("\n") if text is not None else []
        return got

    @property
    def keys(self) -> list[str]:
        if self._keys is None:
            self._keys = [k for n in sorted(self._starts) for k in self.bucket(n)]
        return self._keys

    @property
    def langs(self) -> list[str]:
        if self._langs is None:
            self._langs = self._split("langs")
        return self._langs

    @property
    def names(self) -> list[str]:
        if self._names is None:
            self._names = self._split("names")
        return self._names

    @property
    def spaced(self) -> list[str]:
        if self._spaced is None:
            self._spaced = self._split("spaced")
        return self._spaced

    @property
    def order(self) -> array:
        if self._order is None:
            self._order = array("i")
            self._order.frombytes(self._data["order"])
        return self._order

    @property
    def word_starts(self) -> array:
        """Every place a word other than the first starts in a spaced key, as ``i << 16 | offset``,
        in the order of the key's rest from there: the names with a word starting with a prefix
        are one bisection away (instead of a scan of every name)."""
        if self._word_starts is None:
            spaced = self.spaced
            entries = [i << 16 | p + 1 for i, s in enumerate(spaced) if " " in s
                       for p, ch in enumerate(s) if ch == " " and p + 1 < 0xFFFF]
            entries.sort(key=lambda e: spaced[e >> 16][e & 0xFFFF:])
            self._word_starts = array("q", entries)
        return self._word_starts

    def _with_word_starting(self, key: str) -> list[int]:
        """The entries (ascending) with a word after the first starting with ``key``."""
        spaced = self.spaced
        starts = self.word_starts
        pos = bisect_left(starts, key, key=lambda e: spaced[e >> 16][e & 0xFFFF:])
        found = set()
        while pos < len(starts):
            e = starts[pos]
            if not spaced[e >> 16].startswith(key, e & 0xFFFF):
                break
            found.add(e >> 16)
            pos += 1
        return sorted(found)

    @classmethod
    def load(cls, path: Path) -> "NameIndex":
        """Load (once per process and file) the names file at ``path``."""
        path = Path(path)
        stat = path.stat()
        cache_key = f"{path}:{stat.st_mtime_ns}:{stat.st_size}"
        hit = cls._cache.get(cache_key)
        if hit is None:
            with open(path, "rb") as fh:
                data = pickle.load(fh)
            if not isinstance(data, dict) or data.get("format") != _FORMAT:
                raise OSError(f"{path} was written by another lorehold version (run: lorehold index rebuild)")
            hit = cls._cache[cache_key] = cls(data)
        return hit

    def __len__(self) -> int:
        return self._count

    def english(self, card_id: int) -> str:
        """The card's English name."""
        if self._english is None:
            ids = array("i")
            ids.frombytes(self._data["english_ids"])
            self._english = dict(zip(ids, self._data["english"].split("\n")))
        return self._english.get(card_id, "")

    def hit(self, i: int, distance: int) -> NameHit:
        return NameHit(self.ids[i], self.names[i], self.langs[i], distance)

    def exact(self, name: str, langs: Iterable[str] | None = None) -> list[NameHit]:
        """Entries whose key equals the name's key."""
        key = compact_key(name)
        if self._by_key is None:
            by_key: dict[str, list[int]] = {}
            for i, k in enumerate(self.keys):
                by_key.setdefault(k, []).append(i)
            self._by_key = by_key
        wanted = set(langs) if langs else None
        return [self.hit(i, 0) for i in self._by_key.get(key, ()) if wanted is None or self.langs[i] in wanted]

    def fuzzy(self, name: str, langs: Iterable[str] | None = None, limit: int = 10,
              reorder: bool = True) -> list[NameHit]:
        """The nearest names within the typos ``max_typos`` allows, nearest first; word order
        is forgiven when nothing is near in spelling."""
        from rapidfuzz import process
        from rapidfuzz.distance import OSA, Indel

        key = compact_key(name)
        if not key:
            return []
        wanted = set(langs) if langs else None
        budget = max_typos(key)
        # two CJK characters (a three-character name with one left out): only names that
        # have both, in order, one character more
        dropped_only = budget == 0 and len(key) == 2 and all(is_cjk(ch) for ch in key)
        lengths = range(3, 4) if dropped_only else range(max(1, len(key) - budget), len(key) + budget + 1)
        hits = []
        kept: dict[int, int] = {}  # hit -> how many typed characters its name keeps, in order
        for length in lengths:
            start = self._starts.get(length)
            if start is None:
                continue
            bucket = self.bucket(length)
            # insertions and deletions only first (twice as fast as OSA over a whole bucket; a
            # typo is at most two of them), then the typo distance of the few names left
            for other, indel, j in process.extract(key, bucket, scorer=Indel.distance,
                                                   score_cutoff=2 * max(budget, 1 if dropped_only else 0), limit=None):
                i = start + j
                if wanted is not None and self.langs[i] not in wanted:
                    continue
                d = OSA.distance(key, other)
                common = (len(key) + len(other) - int(indel)) // 2  # characters kept in order
                if d > max(budget, 1 if dropped_only else 0) or (dropped_only and common < 2):
                    continue
                hit = self.hit(i, d)
                kept[id(hit)] = common
                hits.append(hit)
        if not hits and reorder:
            hits = self._reordered(name, wanted)
        # at the same distance, a name that keeps every typed character first: a left-out
        # character ("庇护使" for 庇护天使) over a different one (庇护咒)
        hits.sort(key=lambda h: (h.distance, -kept.get(id(h), 0), h.name != name, h.language != "en", h.name, h.card_id))
        return _distinct_cards(hits)[:limit]

    def _reordered(self, name: str, wanted: set[str] | None) -> list[NameHit]:
        """Names with the same words in another order (or one word fewer), a typo allowed."""
        from rapidfuzz import fuzz, process

        spaced = name_key(name)
        if " " not in spaced:
            return []
        found = process.extract(spaced, self.spaced, scorer=fuzz.token_sort_ratio, score_cutoff=88, limit=20)
        out = []
        for _k, score, j in found:
            if wanted is None or self.langs[j] in wanted:
                out.append(self.hit(j, 1 + int(round((100 - score) / 10))))
        return out

    def complete(self, prefix: str, langs: Iterable[str] | None = None, limit: int = 20) -> list[NameHit]:
        """Names starting with ``prefix`` (shortest first), then names with a word starting with it."""
        key = name_key(prefix)
        if not key:
            return []
        wanted = set(langs) if langs else None
        spaced = self.spaced
        order = self.order
        pos = bisect_left(order, key, key=spaced.__getitem__)
        found: list[int] = []
        while pos < len(order) and spaced[order[pos]].startswith(key):
            i = order[pos]
            if wanted is None or self.langs[i] in wanted:
                found.append(i)
            pos += 1
        found.sort(key=lambda i: (len(spaced[i]), spaced[i], self.langs[i] != "en", self.langs[i]))
        out = _distinct_names([self.hit(i, 0) for i in found])
        if len(out) < limit:
            # (a name starting with the key is in ``found`` already: only the later words)
            more = [i for i in self._with_word_starting(key) if wanted is None or self.langs[i] in wanted]
            more.sort(key=lambda i: (len(spaced[i]), spaced[i], self.langs[i]))
            out = _distinct_names(out + [self.hit(i, 1) for i in more])
        return out[:limit]


def _distinct_cards(hits: list[NameHit]) -> list[NameHit]:
    seen: set[int] = set()
    out = []
    for h in hits:
        if h.card_id not in seen:
            seen.add(h.card_id)
            out.append(h)
    return out


def _distinct_names(hits: list[NameHit]) -> list[NameHit]:
    seen: set[tuple[str, str]] = set()
    out = []
    for h in hits:
        if (h.name, h.language) not in seen:
            seen.add((h.name, h.language))
            out.append(h)
    return out


def pick(name: str, hits: list[NameHit]) -> list[NameHit]:
    """The hits that win: those at the nearest distance (one per card), narrowed to the names
    typed exactly as printed when that leaves one card. One hit means one card; several mean the
    name is ambiguous; none, that nothing is near."""
    if not hits:
        return []
    best = hits[0].distance
    top = [h for h in hits if h.distance == best]
    if len({h.card_id for h in top}) > 1:
        literal = [h for h in top if h.name == name]
        if len({h.card_id for h in literal}) == 1:
            return literal[:1]
    return _distinct_cards(top)


# ------------------------------------------------------------------------ the card lookup's hook

def index_dir_for(conn: "Connection") -> Path | None:
    """Where the index of the database behind ``conn`` lives: what the CLI put in
    ``conn.info["index_dir"]``, else next to a SQLite file, else the settings' home."""
    given = conn.info.get("index_dir") if hasattr(conn, "info") else None
    if given:
        return Path(given)
    url = conn.engine.url
    if url.get_backend_name() == "sqlite" and url.database:
        return Path(url.database).resolve().parent / "index"
    from lorehold.settings import Settings

    return Settings.resolve().index_dir


def fuzzy_resolve(conn: "Connection", name: str, langs: Iterable[str] | None = None) -> int | None:
    """The card a mistyped name means (``lorehold.card_view.resolve_name`` calls this when no name
    folds to the same key): None when nothing is near, AmbiguousCard when several cards are."""
    root = index_dir_for(conn)
    path = root / NAMES_FILE if root else None
    if path is None or not path.exists():
        return None
    try:
        index = NameIndex.load(path)
    except (OSError, ValueError, EOFError):
        return None  # an unreadable names file must not break the exact lookups before it
    top = pick(name, index.fuzzy(name, langs))
    if len(top) == 1:
        return top[0].card_id
    if not top:
        return None
    candidates = []
    for h in top:
        row = conn.exec_driver_sql("SELECT name, oracle_id FROM cards WHERE id = ?" if conn.engine.url.get_backend_name() == "sqlite"
                                   else "SELECT name, oracle_id FROM cards WHERE id = %s", (h.card_id,)).first()
        if row is not None:
            candidates.append((row[0], row[1], h.name, h.language))
    raise AmbiguousCard(name, sorted(candidates))
