"""The one writer of card data: records (``lorehold.ingest.records``) into rows, sent with the
generic bulk statements of ``lorehold.db.bulk`` (the ORM's ``add_all`` is ten times slower on the
full data set). Which card a record stands for is ``lorehold.ingest.identify``'s answer.

Everything a call writes happens on the caller's connection, inside the caller's transaction: the
ingest pipeline wraps one source in one transaction, so a failure keeps nothing of it.
Upserts never blank a stored value with a missing one (``COALESCE(new, old)``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from sqlalchemy import and_, bindparam, delete, func, select, update

from lorehold.db.models import (
    Card,
    CardKeyword,
    Face,
    Printing,
    Ruling,
    RulingSource,
    Set,
    SetTranslation,
    Translation,
    TranslationFace,
    TranslationSource,
)
from lorehold.db.bulk import bulk, chunks, dialect_insert, upsert
from lorehold.ingest.identify import resolve_cards
from lorehold.ingest.keys import names_by_language
from lorehold.ingest.records import ParsedSource, TranslationRecord
from lorehold.text import name_key, normalize_ruling, ruling_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

cards_t = Card.__table__
faces_t = Face.__table__
keywords_t = CardKeyword.__table__
sets_t = Set.__table__
set_tr_t = SetTranslation.__table__
printings_t = Printing.__table__
translations_t = Translation.__table__
tr_faces_t = TranslationFace.__table__
tr_sources_t = TranslationSource.__table__
rulings_t = Ruling.__table__
ruling_sources_t = RulingSource.__table__


@dataclass
class LoadResult:
    changed_card_ids: set[int] = field(default_factory=set)
    counts: dict[str, int] = field(default_factory=dict)

    def add(self, key: str, n: int) -> None:
        self.counts[key] = self.counts.get(key, 0) + n


_FACE_FIELDS = ("side", "name", "name_key", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "defense")


# ----------------------------------------------------------------------------------------- load


def load(conn: "Connection", source_id: int, parsed: ParsedSource) -> LoadResult:
    """Write one parsed source (or one chunk of a streamed one) on ``conn``."""
    result = LoadResult()
    _load_sets(conn, parsed, result)
    bundles = parsed.cards
    if not bundles:
        return result
    card_ids = resolve_cards(conn, bundles)
    if None in card_ids:  # rulings of cards not stored
        result.add("skipped", sum(1 for cid in card_ids if cid is None))
        bundles = [b for b, cid in zip(bundles, card_ids) if cid is not None]
        card_ids = [cid for cid in card_ids if cid is not None]
    result.changed_card_ids.update(card_ids)
    result.add("cards", len(set(card_ids)))

    keyword_rows = [
        {"card_id": cid, "keyword": kw} for cid, b in zip(card_ids, bundles) for kw in b.card.keywords
    ]
    upsert(conn, keywords_t, keyword_rows, ["card_id", "keyword"])
    face_rows = [
        {"card_id": cid, "position": pos, **{f: getattr(face, f) for f in _FACE_FIELDS if f != "name_key"},
         "name_key": name_key(face.name)}
        for cid, b in zip(card_ids, bundles)
        for pos, face in enumerate(b.card.faces)
    ]
    upsert(conn, faces_t, face_rows, ["card_id", "position"], [f for f in _FACE_FIELDS])
    result.add("faces", len(face_rows))

    if parsed.kind == "page":  # a page's card text is no ruling, once its card is known
        from lorehold.ingest.load_pages import (
            with_printed_translations,
            without_card_text,
            without_glosses,
            without_slight_translations,
            without_titled_translations,
        )

        without_card_text(conn, bundles, card_ids)
        without_glosses(conn, bundles, card_ids)
        without_slight_translations(conn, bundles, card_ids)
        without_titled_translations(conn, bundles, card_ids)
        with_printed_translations(conn, bundles, card_ids)
    printing_ids, new_printings = _load_printings(conn, bundles, card_ids, result)
    _load_translations(conn, source_id, bundles, card_ids, printing_ids, new_printings, result,
                       named_only=parsed.kind == "page")
    _load_rulings(conn, source_id, bundles, card_ids, result)
    if any(b.page_sets for b in bundles):  # a captured page's set names and printed text (issue 15)
        from lorehold.ingest.load_pages import store_page_sets

        result.add("page_printings", store_page_sets(conn, source_id, bundles, card_ids))
    return result


def _load_sets(conn: "Connection", parsed: ParsedSource, result: LoadResult) -> None:
    """The sets a source describes, with their names in other languages."""
    rows = [
        {"code": s.code, "name": s.name, "release_date": s.release_date, "type": s.type} for s in parsed.sets
    ]
    upsert(conn, sets_t, rows, ["code"], ["name", "release_date", "type"])
    tr_rows = [
        {"set_code": s.code, "language": lang, "name": name}
        for s in parsed.sets
        for lang, name in sorted(s.translations.items())
    ]
    upsert(conn, set_tr_t, tr_rows, ["set_code", "language"], ["name"])
    result.add("sets", len(rows))


_PRINTING_FIELDS = (
    "card_id", "rarity", "artist", "multiverse_id", "scryfall_id", "mtgjson_uuid",
    "printed_type_line", "printed_text", "flavor_text",
    "released", "watermark", "games", "frame", "border", "flags",
)


def _load_printings(conn, bundles, card_ids, result) -> tuple[dict[tuple[str, str], int], set[int]]:
    """The id of each printing, and the ids of those this load inserted (no translation has them yet)."""
    rows = []
    for cid, bundle in zip(card_ids, bundles):
        for p in bundle.printings:
            row = {f: getattr(p, f) for f in _PRINTING_FIELDS if f != "card_id"}
            row.update(card_id=cid, set_code=p.set_code, number=p.number)
            rows.append(row)
    if not rows:
        return {}, set()
    # sets the source does not describe (a Scryfall card list) get a row of their own; known ones
    # are left alone (no read first: on PostgreSQL the insert is sent without waiting)
    upsert(conn, sets_t, [{"code": code} for code in sorted({r["set_code"] for r in rows})], ["code"])
    written = upsert(conn, printings_t, rows, ["set_code", "number"], _PRINTING_FIELDS,
                     returning=("id", "set_code", "number"))
    result.add("printings", len(rows))
    ids: dict[tuple[str, str], int] = {(set_code, number): pid for pid, set_code, number, _ in written or ()}
    new = {pid for pid, _, _, stored in written or () if not stored} - {pid for pid, _, _, stored in written or () if stored}
    unread = [r for r in rows if (r["set_code"], r["number"]) not in ids]
    for set_code in {r["set_code"] for r in unread}:
        numbers = [r["number"] for r in unread if r["set_code"] == set_code]
        for chunk in chunks(numbers):
            for pid, number in conn.execute(
                select(printings_t.c.id, printings_t.c.number).where(
                    and_(printings_t.c.set_code == set_code, printings_t.c.number.in_(chunk))
                )
            ):
                ids[(set_code, number)] = pid
    return ids, new


_TR_FIELDS = ("name", "name_key", "type_line", "text", "flavor_text", "multiverse_id")


def _tr_row(card_id: int, printing_id: int | None, t: TranslationRecord) -> dict:
    """The translations row a record gives."""
    return {
        "card_id": card_id, "printing_id": printing_id, "language": t.language, "name": t.name,
        "name_key": name_key(t.name), "type_line": t.type_line, "text": t.text,
        "flavor_text": t.flavor_text, "multiverse_id": t.multiverse_id,
    }


def _load_translations(conn, source_id, bundles, card_ids, printing_ids, new_printings, result,
                       named_only: bool = False) -> None:
    """The bundles' translations: printed ones by (printing, language), card-level ones matched
    (``named_only``: a captured page's, kept only under a name the card's printings give it, or in a
    language they give it no name in)."""
    by_printing, card_level = _translations_by_printing(bundles, card_ids, printing_ids)
    if not by_printing and not card_level:
        return
    existing = _stored_translations(conn, by_printing, new_printings)
    _write_printed_translations(conn, by_printing, existing)
    tr_ids: list[tuple[int, TranslationRecord]] = [
        (existing[key], t) for key, (_cid, t) in by_printing.items()
    ]
    page_lines = {cid: b.card.lookup.page_lines for cid, b in zip(card_ids, bundles)
                  if named_only and b.card.lookup is not None and b.card.lookup.page_lines}
    for cid, t in card_level:
        for tid in _card_level_translation(conn, cid, t, named_only, page_lines.get(cid, ())):
            tr_ids.append((tid, t))
    _write_translation_faces_and_sources(conn, source_id, tr_ids)
    result.add("translations", len(tr_ids))


def _translations_by_printing(bundles, card_ids, printing_ids):
    """(printing id, language) -> (card id, record), first one wins; and the card-level ones."""
    by_printing: dict[tuple[int, str], tuple[int, TranslationRecord]] = {}
    card_level: list[tuple[int, TranslationRecord]] = []
    for cid, bundle in zip(card_ids, bundles):
        for p in bundle.printings:
            pid = printing_ids[(p.set_code, p.number)]
            for t in p.translations:
                by_printing.setdefault((pid, t.language), (cid, t))
        card_level.extend((cid, t) for t in bundle.translations)
    return by_printing, card_level


def _stored_translations(conn, by_printing, new_printings: set[int]) -> dict[tuple[int, str], int]:
    """(printing id, language) -> translation id of those already stored."""
    existing: dict[tuple[int, str], int] = {}
    pids = sorted({pid for pid, _ in by_printing} - new_printings)  # a printing inserted just now has none
    for chunk in chunks(pids):
        for tid, pid, lang in conn.execute(
            select(translations_t.c.id, translations_t.c.printing_id, translations_t.c.language).where(
                translations_t.c.printing_id.in_(chunk)
            )
        ):
            existing[(pid, lang)] = tid
    return existing


def _write_printed_translations(conn, by_printing, existing: dict[tuple[int, str], int]) -> None:
    """Insert the new printed translations (their ids go into ``existing``), complete the stored ones."""
    new_rows, updates = [], []
    for (pid, lang), (cid, t) in by_printing.items():
        row = _tr_row(cid, pid, t)
        if (pid, lang) in existing:
            row["tid"] = existing[(pid, lang)]
            updates.append(row)
        else:
            new_rows.append(row)
    if new_rows:
        _insert_translations(conn, new_rows, existing)
        _absorb_card_level(conn, [(existing[(r["printing_id"], r["language"])], r) for r in new_rows])
    if updates:
        stmt = (
            update(translations_t)
            .where(translations_t.c.id == bindparam("tid"))
            .values({f: func.coalesce(bindparam("new_" + f), translations_t.c[f]) for f in _TR_FIELDS})
        )
        bulk(conn, stmt, [{"tid": r["tid"], **{"new_" + f: r[f] for f in _TR_FIELDS}} for r in updates])


def _insert_translations(conn, new_rows: list[dict], existing: dict[tuple[int, str], int]) -> None:
    """Insert translation rows, noting each new id under (printing id, language) in ``existing``."""
    keys = (translations_t.c.id, translations_t.c.printing_id, translations_t.c.language)
    if conn.dialect.name == "postgresql":  # the new ids come back with the insert: no second read
        from lorehold.db.pg_bulk import insert_rows

        stmt = dialect_insert(conn, translations_t).returning(*keys)
        for tid, pid, lang in insert_rows(conn, stmt, new_rows, cache_key=("translations returning", tuple(new_rows[0]))):
            existing[(pid, lang)] = tid
    else:
        bulk(conn, dialect_insert(conn, translations_t), new_rows)
        for chunk in chunks(sorted({r["printing_id"] for r in new_rows})):
            for tid, pid, lang in conn.execute(select(*keys).where(translations_t.c.printing_id.in_(chunk))):
                existing[(pid, lang)] = tid


def _write_translation_faces_and_sources(conn, source_id: int, tr_ids: list[tuple[int, TranslationRecord]]) -> None:
    """Each translation's faces, and its link to this source."""
    face_rows = [
        {"translation_id": tid, "position": pos, "name": f.name, "name_key": name_key(f.name) if f.name else None,
         "type_line": f.type_line, "text": f.text, "flavor_text": f.flavor_text, "multiverse_id": f.multiverse_id}
        for tid, t in tr_ids
        for pos, f in enumerate(t.faces)
    ]
    upsert(conn, tr_faces_t, face_rows, ["translation_id", "position"],
           ["name", "name_key", "type_line", "text", "flavor_text", "multiverse_id"])
    upsert(conn, tr_sources_t, [{"translation_id": tid, "source_id": source_id} for tid, _ in tr_ids],
           ["translation_id", "source_id"])


def _absorb_card_level(conn, printed: list[tuple[int, dict]]) -> None:
    """A translation a page gave without its printing (stored at card level) that a printing now
    carries with the same name and words becomes that printing's: its sources move over."""
    card_ids = sorted({row["card_id"] for _, row in printed})
    loose = []
    for chunk in chunks(card_ids):
        loose.extend(conn.execute(
            select(translations_t.c.id, translations_t.c.card_id, translations_t.c.language,
                   translations_t.c.name_key, translations_t.c.text)
            .where(translations_t.c.card_id.in_(chunk), translations_t.c.printing_id.is_(None))
        ).all())
    if not loose:
        return
    for row in loose:
        words = normalize_ruling(row.text) if row.text else None
        targets = [
            tid for tid, new in printed
            if (new["card_id"], new["language"], new["name_key"]) == (row.card_id, row.language, row.name_key)
            and (words is None or new["text"] is None or normalize_ruling(new["text"]) == words)
        ]
        if not targets:
            continue
        sources = conn.execute(
            select(tr_sources_t.c.source_id).where(tr_sources_t.c.translation_id == row.id)
        ).scalars().all()
        upsert(conn, tr_sources_t, [{"translation_id": tid, "source_id": src} for tid in targets for src in sources],
               ["translation_id", "source_id"])
        conn.execute(delete(tr_sources_t).where(tr_sources_t.c.translation_id == row.id))
        conn.execute(delete(tr_faces_t).where(tr_faces_t.c.translation_id == row.id))
        conn.execute(delete(translations_t).where(translations_t.c.id == row.id))


def _card_level_translation(conn, card_id: int, t: TranslationRecord, named_only: bool = False,
                            page_lines: list[str] | tuple[str, ...] = ()) -> list[int]:
    """The rows a translation given without its printing (a page, a Languages list) stands for:
    the card's translations in that language with that name and the same words (or the same
    multiverse id), which this source then confirms and completes; else one row of its own."""
    if named_only and page_lines:
        t = _printed_name_on_page(conn, card_id, t, page_lines)
    rows = conn.execute(
        select(translations_t.c.id, translations_t.c.printing_id, translations_t.c.text, translations_t.c.multiverse_id)
        .where(
            translations_t.c.card_id == card_id,
            translations_t.c.language == t.language,
            translations_t.c.name_key == name_key(t.name),
        )
        .order_by(translations_t.c.id)
    ).all()
    if named_only and not rows:
        whole = _translations_with_face(conn, card_id, t)
        if whole:
            # one face's printed name (a page for the front face of a double-faced card, "Geheimnisstöberer"):
            # the page confirms the printings' translations of the whole card, which it leaves as they are
            return whole
    if named_only and not rows and _printed_translations(conn, card_id):
        # the card's printings give it another name in that language, or none in that language while
        # naming it in others (a card printed in German and Japanese was never printed in Italian): this
        # pair of the page (a section's heading over its paragraph, "Come si gioca" / "Da sola la carta
        # è semplice …") names no printing of it, so is no translation
        return []
    if named_only and not rows and t.text and _symbols_lost(conn, card_id, t.text):
        return []
    if t.type_line and t.text:
        whole = f"{t.type_line}\n{t.text}"
        if any(r.text and normalize_ruling(r.text) == normalize_ruling(whole) for r in rows):
            # the line read as a type line is the text's first as the printing has it (an old French
            # type line's "Enchanter : créature" is a newer Aura's first line of text)
            t = replace(t, text=whole, type_line=None)
    words = normalize_ruling(t.text) if t.text else None
    if named_only and words and rows and not any(r.text and _alike(normalize_ruling(r.text), words, 0.5) for r in rows):
        # the printed name over a text that is none of its printings' (a listing's "Carte en très bon
        # état …" under it): the page confirms the name, its text is no translation's
        t, words = replace(t, text=None, type_line=None), None
    if t.multiverse_id and any(r.multiverse_id == t.multiverse_id for r in rows):
        same = [r.id for r in rows if r.multiverse_id == t.multiverse_id]
    else:
        same = [r.id for r in rows if words is None or r.text is None or normalize_ruling(r.text) == words]
    if not same:
        new = conn.execute(
            dialect_insert(conn, translations_t).values(**_tr_row(card_id, None, t)).returning(translations_t.c.id)
        ).scalar_one()
        return [new]
    values = {f: func.coalesce(translations_t.c[f], v) for f, v in _tr_row(card_id, None, t).items() if f in _TR_FIELDS}
    conn.execute(update(translations_t).where(translations_t.c.id.in_(same)).values(values))
    return same


def _translations_with_face(conn, card_id: int, t: TranslationRecord) -> list[int]:
    """The card's translations in ``t``'s language with a face of ``t``'s name (a multi-face card's
    printings are translated whole, "Geheimnisstöberer // Insekten-Scheußlichkeit")."""
    return list(conn.execute(
        select(translations_t.c.id).distinct()
        .join(tr_faces_t, tr_faces_t.c.translation_id == translations_t.c.id)
        .where(translations_t.c.card_id == card_id, translations_t.c.language == t.language,
               tr_faces_t.c.name_key == name_key(t.name))
        .order_by(translations_t.c.id)
    ).scalars())


def _printed_name_on_page(conn, card_id: int, t: TranslationRecord, page_lines) -> TranslationRecord:
    """A page's translation whose name line is a label ("卡牌描述", "中文名：NAME", "タップで裏返す")
    where the page gives the printed text of one of the card's printings in that language word for
    word, or shows that printing's name elsewhere over a text mostly the same: that printing's
    name and text. As it came otherwise."""
    printed = conn.execute(
        select(translations_t.c.name, translations_t.c.text).where(
            translations_t.c.card_id == card_id, translations_t.c.language == t.language,
            translations_t.c.printing_id.is_not(None),
        )
    ).all()
    if not printed or any(name_key(name) == name_key(t.name) for name, _ in printed):
        return t
    if not t.text:
        return t
    words = normalize_ruling(t.text)
    # the printed name shown on the page, over a text that is that printing's (not a video's
    # "StackTalk / 152 mil suscriptores" under a title that starts with the printed name)
    shown = [(name, text) for name, text in printed if len(name) >= 2 and text
             and any(name in line for line in page_lines) and _alike(normalize_ruling(text), words)]
    same_text = [(name, text) for name, text in printed if text and normalize_ruling(text) == words]
    for name, text in [*same_text, *shown][:1]:
        return replace(t, name=name, text=text)  # (the printing's text: the page's, a label or a symbol apart)
    return t


def _alike(a: str, b: str, ratio: float = 0.7) -> bool:
    """Two texts mostly the same characters in the same order (a printed text as a page shows it,
    its symbols or line breaks apart); at ``ratio`` 0.5, as alike as two wordings of one text are."""
    from difflib import SequenceMatcher

    matcher = SequenceMatcher(None, a, b, autojunk=False)
    return matcher.real_quick_ratio() >= ratio and matcher.quick_ratio() >= ratio and matcher.ratio() >= ratio


_SYMBOL = re.compile(r"\{[^{}]+\}")
_SYMBOL_OR_NUMBER = re.compile(r"[{\d０-９]")


def _symbols_lost(conn, card_id: int, text: str) -> bool:
    """A page's "printed text" with no symbol and no number, for a card whose Oracle text has a
    symbol ("{B}: Regenerate …"): a paragraph about the card under a heading ("So spielt sie sich"),
    not its text (of MTGJSON's 89,598 printed texts of cards whose Oracle text has a symbol, 700, old
    printings' "WW", have neither; only a pair naming no printing of the card in its language is asked)."""
    oracle = conn.execute(select(cards_t.c.oracle_text).where(cards_t.c.id == card_id)).scalar()
    return bool(oracle and _SYMBOL.search(oracle)) and not _SYMBOL_OR_NUMBER.search(text)


def _printed_translations(conn, card_id: int) -> bool:
    """Some printing of the card carries a translation (the set data's names: the languages it was
    printed in are known)."""
    return conn.execute(
        select(translations_t.c.id).where(
            translations_t.c.card_id == card_id, translations_t.c.printing_id.is_not(None),
        ).limit(1)
    ).first() is not None


def _load_rulings(conn, source_id, bundles, card_ids, result) -> None:
    """The bundles' rulings (one per card and wording), their dates settled, linked to this source."""
    entries = _ruling_entries(conn, bundles, card_ids)
    if not entries:
        return
    stored, firm_dates = _stored_rulings(conn, entries)
    firm_dates.update(_settle_dates(conn, entries, stored))
    links = _ruling_links(conn, source_id, entries, stored, firm_dates)
    stmt = dialect_insert(conn, ruling_sources_t)
    stmt = stmt.on_conflict_do_update(
        index_elements=["ruling_id", "source_id"],
        set_={c: stmt.excluded[c] for c in ("date", "date_ambiguous", "text", "publisher")},
    )
    bulk(conn, stmt, list(links.values()))
    result.add("rulings", len(links))


def _ruling_entries(conn, bundles, card_ids) -> list[tuple]:
    """(card id, key, record, keys of the bundle's rulings in order) for every ruling."""
    entries = []
    # a record without an oracle id (a page, Gatherer) names its card as it likes: its rulings are
    # keyed by the stored card's names, so the same wording is one ruling whoever gives it
    stored_names = _stored_names(conn, [cid for cid, b in zip(card_ids, bundles)
                                        if b.rulings and not (b.card.name and b.card.oracle_id)])
    for cid, bundle in zip(card_ids, bundles):
        names = names_by_language(bundle, stored_names.get(cid, ()))
        keys_in_bundle: list[str] = []
        for r in bundle.rulings:
            key = ruling_key(r.text, names.get(r.language, names["en"]))
            keys_in_bundle.append(key)
            entries.append((cid, key, r, keys_in_bundle))
    return entries


def _stored_rulings(conn, entries) -> tuple[dict[tuple[int, str], tuple[int, str, bool]], dict[int, object]]:
    """Insert the new rulings; (card id, key) -> (id, stored wording, date unsettled), and the
    settled date of each ruling that has one."""
    rows = [
        {"card_id": cid, "text_key": key, "text": r.text, "language": r.language, "date": r.date,
         "date_ambiguous": r.date_ambiguous}
        for cid, key, r, _ in entries
    ]
    columns = ("id", "card_id", "text_key", "text", "date", "date_ambiguous")
    found = upsert(conn, rulings_t, rows, ["card_id", "text_key"], returning=columns)  # PostgreSQL: every row's
    if found is None:  # one read of the cards' rulings gives the ids, stored wording and date state
        found = []
        for chunk in chunks(sorted({cid for cid, _, _, _ in entries})):
            found.extend(conn.execute(select(*[rulings_t.c[c] for c in columns]).where(rulings_t.c.card_id.in_(chunk))))
    stored: dict[tuple[int, str], tuple[int, str, bool]] = {}
    firm_dates: dict[int, object] = {}  # ruling id -> its settled date
    for rid, cid, key, text_, date, ambiguous, *_ in found:
        stored[(cid, key)] = (rid, text_, date is None or bool(ambiguous))
        if date is not None and not ambiguous:
            firm_dates[rid] = date
    return stored, firm_dates


def _settle_dates(conn, entries, stored) -> dict[int, object]:
    """A stored ruling without a date (or with an ambiguous one) takes a firm date a source gives;
    sources that gave an ambiguous date the firm one matches, either way round, agree with it.
    Returns the rulings given a firm date now."""
    firm = {
        stored[(cid, key)][0]: r.date
        for cid, key, r, _ in entries
        if stored[(cid, key)][2] and r.date is not None and not r.date_ambiguous
    }
    bulk(
        conn,
        update(rulings_t).where(rulings_t.c.id == bindparam("rid")).values(
            date=bindparam("new_date"), date_ambiguous=bindparam("settled")
        ),
        [{"rid": rid, "new_date": date, "settled": False} for rid, date in sorted(firm.items())],
    )
    for rid, date in sorted(firm.items()):  # 05/06/2018 agrees with a firm 2018-06-05 or 2018-05-06
        conn.execute(
            update(ruling_sources_t)
            .where(ruling_sources_t.c.ruling_id == rid, ruling_sources_t.c.date_ambiguous.is_(True),
                   ruling_sources_t.c.date.in_([d for d in (date, _swapped(date)) if d is not None]))
            .values(date=date, date_ambiguous=False)
        )
    return firm


def _ruling_links(conn, source_id, entries, stored, firm_dates) -> dict[int, dict]:
    """Ruling id -> its link to this source (date as settled, wording only where it differs);
    a translated ruling is marked as the translation of its bundle's original."""
    ids = {pair: value[0] for pair, value in stored.items()}
    links = {}
    for cid, key, r, keys_in_bundle in entries:
        rid, stored_text, _unsettled = stored[(cid, key)]
        date, ambiguous = r.date, r.date_ambiguous
        known = firm_dates.get(rid)
        if ambiguous and date is not None and known is not None and known in (date, _swapped(date)):
            date, ambiguous = known, False  # the same ruling already known settles day and month
        links[rid] = {
            "ruling_id": rid, "source_id": source_id, "date": date, "date_ambiguous": ambiguous,
            # a source's own wording is kept only where it differs from the stored one
            "text": None if r.text == stored_text else r.text, "publisher": r.publisher,
        }
        if r.translation_of is not None and 0 <= r.translation_of < len(keys_in_bundle):
            original = ids.get((cid, keys_in_bundle[r.translation_of]))
            if original and original != rid:
                conn.execute(
                    update(rulings_t).where(rulings_t.c.id == rid).values(translation_of_id=original)
                )
    return links


def _swapped(date):
    """The other reading of a date whose day and month could be swapped (None if there is none)."""
    import datetime as dt

    try:
        return dt.date(date.year, date.day, date.month)
    except ValueError:
        return None


def _stored_names(conn, card_ids: list[int]) -> dict[int, list[str]]:
    """The English names (card, then faces) of stored cards, for bundles that name their card
    otherwise (a rulings page titled "Carbonizar" whose rulings say "Carbonize")."""
    out: dict[int, list[str]] = {}
    for chunk in chunks(sorted(set(card_ids))):
        for cid, name in conn.execute(select(cards_t.c.id, cards_t.c.name).where(cards_t.c.id.in_(chunk))):
            out.setdefault(cid, []).append(name)
        for cid, name in conn.execute(
            select(faces_t.c.card_id, faces_t.c.name).where(faces_t.c.card_id.in_(chunk)).order_by(faces_t.c.card_id, faces_t.c.position)
        ):
            out.setdefault(cid, []).append(name)
    return out


# ------------------------------------------------------------------------------- replace a source


def forget_source(conn: "Connection", source_id: int) -> None:
    """Drop what a source contributed (its links, and translations and rulings no other source
    gives), before a changed version of it is loaded again.

    Only the rows this source was linked to are looked at (every translation and ruling stored
    is linked to a source that gave it), so forgetting one set of a big database does not scan
    every translation and ruling of the others."""
    translation_ids = conn.execute(
        select(tr_sources_t.c.translation_id).where(tr_sources_t.c.source_id == source_id)).scalars().all()
    ruling_ids = conn.execute(
        select(ruling_sources_t.c.ruling_id).where(ruling_sources_t.c.source_id == source_id)).scalars().all()
    conn.execute(delete(tr_sources_t).where(tr_sources_t.c.source_id == source_id))
    conn.execute(delete(ruling_sources_t).where(ruling_sources_t.c.source_id == source_id))
    from lorehold.ingest.load_pages import forget_page_sets

    forget_page_sets(conn, source_id)
    for chunk in chunks(sorted(translation_ids)):
        orphans = conn.execute(select(translations_t.c.id).where(
            translations_t.c.id.in_(chunk),
            ~select(tr_sources_t.c.translation_id).where(tr_sources_t.c.translation_id == translations_t.c.id).exists(),
        )).scalars().all()
        if orphans:
            conn.execute(delete(tr_faces_t).where(tr_faces_t.c.translation_id.in_(orphans)))
            conn.execute(delete(translations_t).where(translations_t.c.id.in_(orphans)))
    for chunk in chunks(sorted(ruling_ids)):
        orphans = conn.execute(select(rulings_t.c.id).where(
            rulings_t.c.id.in_(chunk),
            ~select(ruling_sources_t.c.ruling_id).where(ruling_sources_t.c.ruling_id == rulings_t.c.id).exists(),
        )).scalars().all()
        if orphans:
            conn.execute(update(rulings_t).where(rulings_t.c.translation_of_id.in_(orphans)).values(translation_of_id=None))
            conn.execute(delete(rulings_t).where(rulings_t.c.id.in_(orphans)))
