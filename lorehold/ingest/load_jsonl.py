"""After each chunk of lorehold's own JSONL is loaded: its rulings keep the sources the export
listed for them, instead of the JSONL file (which ``lorehold.ingest.load`` linked them to).

Each exported source is stood in for by a row of ``sources`` (``lorehold.sources.stand_in_source``):
its URL, or the JSONL file's locator followed by ``!KIND/DOCUMENT``, so ``card --json`` in the
new home shows the same sources. A changed JSONL file replaces what its stand-ins gave.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from sqlalchemy import delete, select

from lorehold.db.bulk import bulk, chunks, dialect_insert
from lorehold.db.models import Card, Ruling, RulingSource, Source
from lorehold.ingest.identify import find_card_id
from lorehold.ingest.jsonl.parser import KIND, PARSER_VERSION, CopiedRuling
from lorehold.ingest.keys import names_by_language
from lorehold.ingest.values import exported_date
from lorehold.sources import drop_source, sources_under, stand_in_source
from lorehold.text import ruling_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.ingest.records import CardBundle, ParsedSource

sources_t, links_t, cards_t, rulings_t = Source.__table__, RulingSource.__table__, Card.__table__, Ruling.__table__


def relink_copied_sources(conn: "Connection", source_id: int, parsed: "ParsedSource") -> None:
    """Link the chunk's rulings to rows standing for the sources the export listed."""
    bundles = [b for b in parsed.cards if b.rulings]
    if not bundles:
        return
    locator, digest = conn.execute(
        select(sources_t.c.locator, sources_t.c.content_hash).where(sources_t.c.id == source_id)
    ).one()
    prefix = locator + "!"
    _drop_stale_stand_ins(conn, prefix, digest)
    card_ids = _card_ids(conn, bundles)
    stand_ins, links = _copied_links(bundles, card_ids, _ruling_ids(conn, card_ids), prefix)
    if not links:
        return
    now = dt.datetime.now(dt.timezone.utc)
    ids = {at: stand_in_source(conn, at, kind, digest, PARSER_VERSION, now, replace=at.startswith(prefix))
           for at, kind in sorted(stand_ins.items())}
    _replace_links(conn, source_id, links, ids)


def _drop_stale_stand_ins(conn: "Connection", prefix: str, digest: str) -> None:
    """Rows left from an earlier version of this file give nothing any more."""
    for stale_id, _locator, stale_hash in sources_under(conn, prefix):
        if stale_hash != digest:
            drop_source(conn, stale_id)


def _card_ids(conn: "Connection", bundles: list["CardBundle"]) -> list[int | None]:
    """The card ids the loader gave these bundles (by oracle id, else as it found them)."""
    by_oracle: dict[str, int] = {}
    for chunk in chunks(sorted({b.card.oracle_id for b in bundles if b.card.oracle_id})):
        by_oracle.update(conn.execute(select(cards_t.c.oracle_id, cards_t.c.id).where(cards_t.c.oracle_id.in_(chunk))).all())
    return [by_oracle.get(b.card.oracle_id) if b.card.oracle_id else find_card_id(conn, b.card) for b in bundles]


def _ruling_ids(conn: "Connection", card_ids: list[int | None]) -> dict[tuple[int, str], int]:
    """The stored rulings of these cards: (card id, text key) -> ruling id."""
    out: dict[tuple[int, str], int] = {}
    for chunk in chunks(sorted({i for i in card_ids if i is not None})):
        for rid, cid, key in conn.execute(
            select(rulings_t.c.id, rulings_t.c.card_id, rulings_t.c.text_key).where(rulings_t.c.card_id.in_(chunk))
        ):
            out[(cid, key)] = rid
    return out


def _copied_links(bundles, card_ids, ruling_ids, prefix: str) -> tuple[dict[str, str], dict[tuple[int, str], dict]]:
    """The stand-in locators (-> their kind) and the links (ruling id, locator) -> row the export listed."""
    stand_ins: dict[str, str] = {}
    links: dict[tuple[int, str], dict] = {}
    for card_id, bundle in zip(card_ids, bundles):
        names = names_by_language(bundle)
        for ruling in bundle.rulings:
            rid = ruling_ids.get((card_id, ruling_key(ruling.text, names.get(ruling.language, names["en"]))))
            if rid is None or not isinstance(ruling, CopiedRuling):
                continue
            taken: set[str] = set()
            for s in ruling.sources:
                at = stand_in_locator(prefix, s, taken)
                taken.add(at)
                stand_ins[at] = s.get("source") or KIND
                links[(rid, at)] = {
                    "ruling_id": rid, "locator": at, "date": exported_date(s.get("date")),
                    "date_ambiguous": bool(s.get("date_ambiguous")), "text": s.get("text"),
                    "publisher": s.get("publisher"),
                }
    return stand_ins, links


def _replace_links(conn: "Connection", source_id: int, links: dict[tuple[int, str], dict], ids: dict[str, int]) -> None:
    """The rulings' links to the JSONL file give way to links to their stand-ins."""
    for chunk in chunks(sorted({rid for rid, _ in links})):
        conn.execute(delete(links_t).where(links_t.c.source_id == source_id, links_t.c.ruling_id.in_(chunk)))
    stmt = dialect_insert(conn, links_t)
    stmt = stmt.on_conflict_do_update(
        index_elements=["ruling_id", "source_id"],
        set_={c: stmt.excluded[c] for c in ("date", "date_ambiguous", "text", "publisher")},
    )
    rows = []
    for link in links.values():
        link = dict(link)
        link["source_id"] = ids[link.pop("locator")]
        rows.append(link)
    rows.sort(key=lambda r: (r["ruling_id"], r["source_id"]))
    bulk(conn, stmt, rows)


def stand_in_locator(prefix: str, source: dict, taken: set[str]) -> str:
    """The locator of the row standing for an exported ruling source: its URL, or the JSONL
    file's locator followed by ``!KIND/DOCUMENT`` (``!KIND/N/DOCUMENT`` for a second source of one
    ruling from a same-named document), so the ruling shows the same document name."""
    if source.get("url"):
        return source["url"]
    kind = source.get("source") or KIND
    document = source.get("document") or "unknown"
    at = f"{prefix}{kind}/{document}"
    n = 1
    while at in taken:
        at = f"{prefix}{kind}/{n}/{document}"
        n += 1
    return at
