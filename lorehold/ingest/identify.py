"""Card identity: which stored card a record stands for (by oracle id, printing ids, or its
names in any language), creating it when a source is the first to name it.

A record without an oracle id (a page, Gatherer) fills a stored card's gaps, never rewrites
what a richer source stored; a page's card is adopted by the first source that gives it one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import bindparam, func, select, update

from lorehold.db.bulk import chunks, dialect_insert, upsert
from lorehold.db.models import Card, Face, Printing, Translation, TranslationFace
from lorehold.errors import UnknownCard, UnreadableSource
from lorehold.ingest.names_in_lines import card_named_in, card_repeating, card_ruled_alike, most_repeated, repeated_rulings
from lorehold.text import name_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.ingest.records import CardBundle, CardRecord

cards_t = Card.__table__
faces_t = Face.__table__
printings_t = Printing.__table__
translations_t = Translation.__table__
tr_faces_t = TranslationFace.__table__

_CARD_FIELDS = (
    "mana_cost", "mana_value", "colors", "color_identity", "type_line", "oracle_text",
    "power", "toughness", "loyalty", "defense", "layout", "edhrec_rank", "legalities",
)


def _card_row(card: CardRecord) -> dict:
    """The cards row a record gives."""
    row = {f: getattr(card, f) for f in _CARD_FIELDS}
    row.update(oracle_id=card.oracle_id, name=card.name, name_key=name_key(card.name))
    return row


def resolve_cards(conn: "Connection", bundles: list[CardBundle]) -> list[int | None]:
    """The card id of each bundle: by oracle id (upserted), by English name, or by lookup hints."""
    ids: list[int | None] = [None] * len(bundles)

    # records without a name (a Scryfall rulings list) only find their card: see below
    with_oracle = [(i, b.card) for i, b in enumerate(bundles) if b.card.oracle_id and b.card.name]
    if with_oracle:
        _adopt_page_cards(conn, [c for _, c in with_oracle])
        written = upsert(conn, cards_t, [_card_row(c) for _, c in with_oracle], ["oracle_id"],
                         [*_CARD_FIELDS, "name", "name_key"], returning=("id", "oracle_id"))
        by_oracle: dict[str, int] = {oracle_id: card_id for card_id, oracle_id, _ in written or ()}
        oracle_ids = [o for o in {c.oracle_id for _, c in with_oracle} if o not in by_oracle]
        for chunk in chunks(oracle_ids):
            for card_id, oracle_id in conn.execute(
                select(cards_t.c.id, cards_t.c.oracle_id).where(cards_t.c.oracle_id.in_(chunk))
            ):
                by_oracle[oracle_id] = card_id
        for i, card in with_oracle:
            ids[i] = by_oracle[card.oracle_id]

    for i, bundle in enumerate(bundles):
        if ids[i] is not None:
            continue
        card = bundle.card
        card_id = find_card_id(conn, card, texts=[r.text for r in bundle.rulings])
        if card_id is None and card.oracle_id and not card.name:
            continue  # rulings of a card not stored (a token, a set not ingested): nothing to attach them to
        if card_id is None:
            if not card.name:
                if card.lookup is None or not card.lookup.name:
                    # (a page of dated rulings whose lines name no stored card and whose rulings none has)
                    raise UnknownCard("the page names no card; pass --card NAME")
                hint = card.lookup.name
                if card.lookup.given:
                    raise UnknownCard(f"--card {hint!r}: no card of that name in the database; ingest its set first")
                raise UnknownCard(f"no card found for {hint!r}; ingest its set first or pass --card NAME")
            card_id = conn.execute(
                dialect_insert(conn, cards_t).values(**_card_row(card)).returning(cards_t.c.id)
            ).scalar_one()
        elif card.name or any(getattr(card, f) is not None for f in _CARD_FIELDS):
            # a record without an oracle id (a page, Gatherer) fills gaps; it never rewrites what
            # a richer source stored (a 2012 page's wording is not today's oracle text)
            values = {f: func.coalesce(cards_t.c[f], bindparam(f)) for f in _CARD_FIELDS}
            params = {f: getattr(card, f) for f in _CARD_FIELDS}
            conn.execute(update(cards_t).where(cards_t.c.id == card_id).values(**values), params)
        ids[i] = card_id
    return ids


def _adopt_page_cards(conn: "Connection", cards: list[CardRecord]) -> None:
    """A card created from a page has no oracle id; the first source with one that names the same
    card (by its English name) gives it, so that the two stay one card."""
    if conn.execute(select(cards_t.c.id).where(cards_t.c.oracle_id.is_(None)).limit(1)).scalar() is None:
        return
    known: set[str] = set()
    oracle_ids = sorted({c.oracle_id for c in cards if c.oracle_id})
    for chunk in chunks(oracle_ids):
        known.update(conn.execute(select(cards_t.c.oracle_id).where(cards_t.c.oracle_id.in_(chunk))).scalars())
    wanted = [card for card in cards if card.oracle_id not in known and card.name]
    orphans: dict[str, list[int]] = {}  # name key -> cards without an oracle id, one query for all
    for chunk in chunks(sorted({name_key(card.name) for card in wanted})):
        for card_id, key in conn.execute(
            select(cards_t.c.id, cards_t.c.name_key)
            .where(cards_t.c.oracle_id.is_(None), cards_t.c.name_key.in_(chunk))
            .order_by(cards_t.c.id)
        ):
            orphans.setdefault(key, []).append(card_id)
    for card in wanted:
        if card.oracle_id in known:
            continue
        found = orphans.get(name_key(card.name), [])
        if len(found) == 1:
            conn.execute(update(cards_t).where(cards_t.c.id == found[0]).values(oracle_id=card.oracle_id))
            known.add(card.oracle_id)
            found.clear()  # adopted: no longer without an oracle id


def find_card_id(conn: "Connection", card: CardRecord, texts: list[str] | tuple[str, ...] = ()) -> int | None:
    """A card already stored that this record names: by oracle id, ids in ``lookup``, or names.
    A name two cards share (火葬 is two cards' Japanese name) is settled by ``texts`` (the page's
    rulings) when they name one of the two in English."""
    found = _by_ids(conn, card)
    if found is not None:
        return found
    lookup = card.lookup
    made = None  # a card a page made (no oracle id; a banner's line?) yields to one the page's rulings name
    if card.name:
        row = conn.execute(
            select(cards_t.c.id, cards_t.c.oracle_id).where(cards_t.c.name == card.name)
            .order_by(cards_t.c.oracle_id.is_(None), cards_t.c.id)
        ).first()
        if row is not None and (row.oracle_id is not None or lookup is None or lookup.given
                                or not (lookup.lines or lookup.page_lines)):
            return _or_ruled_alike(conn, row.id, card, texts)
        made = row.id if row is not None else None
    found = _found_by_lines(conn, card, texts)
    if found is not None or made is not None:
        return found if found is not None else made
    ambiguous: str | None = None
    names = (card.name, lookup.name if lookup else None, *(lookup.alternatives if lookup else ()))
    for name in names:
        if name:
            found = _card_ids_by_key(conn, name_key(name))
            if len(found) == 1:
                return found[0]
            if len(found) > 1:
                named = _named_in(conn, found, texts)
                if named is None:
                    named = _literally(conn, found, name)
                if named is None:
                    # (a face's name two cards print, "Fire" of Fire // Ice and of Start // Fire: the one whose rulings the page repeats)
                    named = most_repeated(conn, found, texts)
                if named is not None:
                    return named
                ambiguous = ambiguous or f"the name {name!r} matches {len(found)} cards; pass --card with the English name"
    if lookup is not None and (lookup.lines or lookup.page_lines) and not lookup.given:
        # the card whose stored rulings the page repeats, before a name read inside a line (a card's text's
        # "Exile", its title run into the page's "Updated …"); so too on a page whose lines give no name (a data
        # file's slug, "card: wildborn_preserver", over a ruling that names its card)
        found = card_repeating(conn, texts, [*lookup.lines, *lookup.page_lines]) if not card.name else None
        if found is not None:
            return found
    if lookup is not None and lookup.lines and not lookup.given:
        # a name inside a title line ("[Question] NAME", "name: NAME"): the card the lines name best
        lines = [card.name, *lookup.lines] if card.name else lookup.lines
        found = card_named_in(conn, lines, texts, strict=bool(card.name))
        if found is not None:
            return found
    if ambiguous:
        raise UnreadableSource(ambiguous)
    return None


def _by_ids(conn: "Connection", card: CardRecord) -> int | None:
    """The stored card a record's ids name: its oracle id, its lookup's Scryfall or multiverse id."""
    if card.oracle_id:
        found = conn.execute(select(cards_t.c.id).where(cards_t.c.oracle_id == card.oracle_id)).scalar()
        if found:
            return found
    lookup = card.lookup
    if lookup is None:
        return None
    if lookup.scryfall_id:
        found = conn.execute(select(printings_t.c.card_id).where(printings_t.c.scryfall_id == lookup.scryfall_id)).scalar()
        if found:
            return found
    if lookup.multiverse_id:
        for table in (printings_t, translations_t):
            found = conn.execute(select(table.c.card_id).where(table.c.multiverse_id == lookup.multiverse_id)).scalar()
            if found:
                return found
    return None


def _or_ruled_alike(conn: "Connection", card_id: int, card: CardRecord, texts: list[str] | tuple[str, ...]) -> int:
    """``card_id``, the card a page's English name names, unless half of the page's rulings or fewer
    are its stored ones and more of them (two at least) are another card's that its lines name (a
    draft screen's pack list read for the name above the zoomed card whose rulings the page shows)."""
    lookup = card.lookup
    if lookup is None or lookup.given or len(texts) < 2 or not (lookup.lines or lookup.page_lines):
        return card_id
    mine = repeated_rulings(conn, [card_id], texts).get(card_id, 0)
    if mine * 2 > len(texts):
        return card_id
    # (half of them or fewer: a set's name read as the card's, Hour of Devastation over Hour of
    # Glory's page, which shares one ruling with it, a story spotlight's)
    other = _found_by_lines(conn, card, texts)
    return other if other is not None and repeated_rulings(conn, [other], texts).get(other, 0) >= max(2, mine + 1) else card_id


def _found_by_lines(conn: "Connection", card: CardRecord, texts: list[str] | tuple[str, ...]) -> int | None:
    """A page's lines may name several cards (lists of other cards, a heading taken for a name):
    the one whose stored rulings the page repeats is its card."""
    lookup = card.lookup
    if lookup is None or lookup.given or not (lookup.lines or lookup.page_lines):
        return None
    names = (card.name, lookup.name, *lookup.alternatives)
    return card_ruled_alike(conn, [n for n in names if n] + list(lookup.lines) + list(lookup.page_lines), texts)


def _named_in(conn: "Connection", card_ids: list[int], texts: list[str] | tuple[str, ...]) -> int | None:
    """The one card among ``card_ids`` whose English name (or a face's) the texts mention."""
    if not texts:
        return None
    hits = []
    for card_id, name in conn.execute(select(cards_t.c.id, cards_t.c.name).where(cards_t.c.id.in_(card_ids))):
        names = [name, *name.split(" // ")] if " // " in name else [name]
        if any(n in t for n in names for t in texts):
            hits.append(card_id)
    return hits[0] if len(hits) == 1 else None


def _literally(conn: "Connection", card_ids: list[int], name: str) -> int | None:
    """The one card among ``card_ids`` with a name written exactly ``name`` (as ``lorehold card``
    settles a name several cards fold to)."""
    hits: set[int] = set()
    for table in (cards_t, faces_t, translations_t):
        column = table.c.id if table is cards_t else table.c.card_id
        hits.update(conn.execute(select(column).where(table.c.name == name, column.in_(card_ids))).scalars())
    return next(iter(hits)) if len(hits) == 1 else None


def _card_ids_by_key(conn: "Connection", key: str) -> list[int]:
    """The cards with a name (card, face, translation or translated face) that folds to ``key``."""
    ids: set[int] = set()
    for table in (cards_t, faces_t, translations_t):
        ids.update(conn.execute(select(table.c.card_id if table is not cards_t else table.c.id).where(table.c.name_key == key)).scalars())
    ids.update(
        conn.execute(
            select(translations_t.c.card_id)
            .join(tr_faces_t, tr_faces_t.c.translation_id == translations_t.c.id)
            .where(tr_faces_t.c.name_key == key)
        ).scalars()
    )
    return sorted(ids)
