"""``lorehold sources remove``: undo an ingest — a source and everything only it gave.

Translations and rulings are linked to every source that gave them, so those are exact: a ruling
another source also gave stays, with that source. Cards, printings and sets carry no link, so the
removed document is read again (when it still can be) for the printings it holds; one of them goes
unless another stored source of card data has translations in the same set. Then cards left with
no printing, translation or ruling go, and sets left with no printing. When the document cannot be
read any more, only what the links prove is removed, and the report says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from lorehold.errors import LoreholdError

if TYPE_CHECKING:
    from lorehold.settings import Settings

CARD_KINDS = ("mtgjson", "scryfall", "mtgio", "jsonl")


@dataclass
class Removed:
    id: int
    locator: str
    kind: str
    counts: dict[str, int] = field(default_factory=dict)
    kept_rulings: int = 0  # rulings it gave that another source gives too
    reread: bool = True  # False: the document is gone, only linked rows were removed


def resolve(conn, refs: list[str]) -> list[tuple[int, str, str]]:
    """(id, locator, kind) of each ``ID`` or ``LOCATOR`` (a path is matched in its absolute form)."""
    from lorehold.db.sqlite_reads import run

    found: dict[int, tuple[int, str, str]] = {}
    for ref in refs:
        text = ref.strip()
        if not text:
            raise LoreholdError("an empty source id or locator was given")
        row = None
        if text.isdigit():
            row = run(conn, "SELECT id, locator, kind FROM sources WHERE id = :id", {"id": int(text)}).first()
        if row is None:
            candidates = [text]
            if "://" not in text:
                base, bang, member = text.partition("!")
                candidates.append(str(Path(base).expanduser().resolve()) + bang + member)
            for candidate in candidates:
                row = run(conn, "SELECT id, locator, kind FROM sources WHERE locator = :l", {"l": candidate}).first()
                if row is not None:
                    break
        if row is None:
            raise LoreholdError(f"no source has the id or locator {text!r} (see: lorehold sources)")
        found[row[0]] = (row[0], row[1], row[2])
    return list(found.values())


def _printings_of(locator: str, kind: str) -> set[tuple[str, str]] | None:
    """The (set, number) printings the document at ``locator`` holds, or None when it cannot be read."""
    if kind not in CARD_KINDS:
        return set()
    from lorehold.ingest import formats
    from lorehold.ingest.documents import STREAM_THRESHOLD, Document, expand

    base = locator.split("!", 1)[0]
    if "://" in base or not Path(base).exists():
        return None
    doc = next((d for d in expand([base]) if isinstance(d, Document) and d.locator == locator), None)
    if doc is None:
        return None
    try:
        found = formats.get(kind)[0]
        if found.streams and (doc.size is None or doc.size > STREAM_THRESHOLD):
            chunks = found.parse_stream(doc.opener(), doc.name)
        else:
            chunks = [found.parse(doc.read(), doc.name)]
        out: set[tuple[str, str]] = set()
        for chunk in chunks:
            for bundle in getattr(chunk, "cards", ()):
                out.update((p.set_code, p.number) for p in bundle.printings)
        return out
    except LoreholdError:
        return None


def remove(settings: "Settings", refs: list[str]) -> tuple[list[Removed], set[int]]:
    """Remove the sources ``refs`` name; returns what went and the ids of the cards touched."""
    from sqlalchemy import text

    from lorehold.db.engine import get_engine
    from lorehold.ingest.pipeline import lock_for_writing
    from lorehold.sources import drop_source

    engine = get_engine(settings)
    with engine.connect() as conn:
        targets = resolve(conn, refs)
    printings = {sid: _printings_of(locator, kind) for sid, locator, kind in targets}
    removed: list[Removed] = []
    touched: set[int] = set()
    with engine.begin() as conn:
        lock_for_writing(conn)
        for sid, locator, kind in targets:
            item = Removed(sid, locator, kind, reread=printings[sid] is not None)
            q = lambda sql, **p: conn.execute(text(sql), {"s": sid, **p})  # noqa: E731
            touched |= {r[0] for r in q("SELECT DISTINCT t.card_id FROM translations t JOIN translation_sources ts "
                                        "ON ts.translation_id = t.id WHERE ts.source_id = :s")}
            touched |= {r[0] for r in q("SELECT DISTINCT r.card_id FROM rulings r JOIN ruling_sources rs "
                                        "ON rs.ruling_id = r.id WHERE rs.source_id = :s")}
            item.kept_rulings = q("SELECT COUNT(*) FROM ruling_sources rs WHERE rs.source_id = :s AND EXISTS "
                                  "(SELECT 1 FROM ruling_sources o WHERE o.ruling_id = rs.ruling_id AND o.source_id <> :s)").scalar()
            before = _counts(conn)
            drop_source(conn, sid)
            held: dict[str, bool] = {}
            for set_code, number in sorted(printings[sid] or ()):
                if set_code not in held:
                    held[set_code] = _set_held_elsewhere(conn, set_code)
                row = conn.execute(text("SELECT id, card_id FROM printings WHERE set_code = :c AND number = :n"),
                                   {"c": set_code, "n": number}).first()
                if row is None or held[set_code]:
                    continue
                touched.add(row[1])
                conn.execute(text("DELETE FROM printings WHERE id = :p"), {"p": row[0]})
            _drop_orphans(conn, touched, {c for c, _n in printings[sid] or ()})
            after = _counts(conn)
            item.counts = {k: before[k] - after[k] for k in before}
            removed.append(item)
    return removed, touched


def _set_held_elsewhere(conn, set_code: str) -> bool:
    from sqlalchemy import text

    kinds = ", ".join(f"'{k}'" for k in CARD_KINDS)
    return conn.execute(text(
        "SELECT 1 FROM printings p JOIN translations t ON t.printing_id = p.id "
        "JOIN translation_sources ts ON ts.translation_id = t.id JOIN sources s ON s.id = ts.source_id "
        f"WHERE p.set_code = :c AND s.kind IN ({kinds}) LIMIT 1"), {"c": set_code}).first() is not None


def _drop_orphans(conn, card_ids: set[int], set_codes: set[str]) -> None:
    from sqlalchemy import bindparam, text

    if card_ids:
        conn.execute(text(
            "DELETE FROM cards WHERE id IN :ids AND NOT EXISTS (SELECT 1 FROM printings p WHERE p.card_id = cards.id) "
            "AND NOT EXISTS (SELECT 1 FROM translations t WHERE t.card_id = cards.id) "
            "AND NOT EXISTS (SELECT 1 FROM rulings r WHERE r.card_id = cards.id)").bindparams(
                bindparam("ids", expanding=True)), {"ids": sorted(card_ids)})
    for code in sorted(set_codes):  # a set the document gave, left with no printing
        if conn.execute(text("SELECT 1 FROM printings WHERE set_code = :c LIMIT 1"), {"c": code}).first() is None:
            conn.execute(text("DELETE FROM set_translations WHERE set_code = :c"), {"c": code})
            conn.execute(text("DELETE FROM sets WHERE code = :c"), {"c": code})


def _counts(conn) -> dict[str, int]:
    from sqlalchemy import text

    return {t: conn.execute(text(f"SELECT COUNT(*) FROM {t}")).scalar()
            for t in ("cards", "printings", "sets", "translations", "rulings")}
