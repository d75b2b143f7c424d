"""What an update changed: the database's state read before and after a source is ingested,
compared, and stored as a snapshot with its changes (``lorehold.db.models_changes``).

The state is what a reader of the data would notice: sets (code, name), cards (name and oracle
fields), printings (set/number), printed translations (set/number/language, name), rulings
(card, wording, date) and rules editions (language, date). A ruling whose wording changed keeps
its card and date: a removed and an added ruling of one card with the same date are one
"changed" ruling. A kind that was empty before (the first update of a new home) is counted in
the snapshot's summary, not listed row by row.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

#: the kinds a state can hold; a source reads only those it can change
CARD_KINDS = ("sets", "cards", "printings", "translations", "rulings")
ORACLE_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty")
#: change kinds in the order ``lorehold changes`` prints them
KIND_ORDER = ("rules", "set", "card", "name", "oracle_text", "type_line", "mana_cost", "pt", "loyalty",
              "printing", "translation", "ruling")
KIND_TITLES = {
    "rules": "Comprehensive Rules editions", "set": "Sets", "card": "Cards", "name": "Names (errata)",
    "oracle_text": "Oracle text", "type_line": "Type lines", "mana_cost": "Mana costs",
    "pt": "Power/toughness", "loyalty": "Loyalty", "printing": "Printings", "translation": "Translations",
    "ruling": "Rulings",
}


@dataclass
class State:
    kinds: tuple[str, ...]
    sets: dict = field(default_factory=dict)
    cards: dict = field(default_factory=dict)
    printings: dict = field(default_factory=dict)
    translations: dict = field(default_factory=dict)
    rulings: dict = field(default_factory=dict)
    rules: set = field(default_factory=set)


@dataclass
class ChangeRow:
    kind: str
    action: str  # added, removed, changed
    subject: str
    card_id: int | None = None
    old: str | None = None
    new: str | None = None


@dataclass
class Scope:
    """Where a run's changes can be: the printings of ``set_codes`` and their translations, and the
    rulings of ``card_ids``; ``everything`` when a source may have changed any row. (Sets, cards and
    rules editions are few: they are always read whole.)"""
    set_codes: set[str] = field(default_factory=set)
    card_ids: set[int] = field(default_factory=set)
    everything: bool = False


def read_state(conn: "Connection", kinds: tuple[str, ...], scope: Scope | None = None) -> State:
    """The state of ``kinds``: whole, or the rows of printings, translations and rulings within ``scope``."""
    from sqlalchemy import text

    state = State(kinds=kinds)
    if scope is not None and scope.everything:
        scope = None
    if "sets" in kinds:
        state.sets = dict(conn.execute(text("SELECT code, name FROM sets")).all())
    if "cards" in kinds:
        cols = ", ".join(ORACLE_FIELDS)
        state.cards = {row[0]: tuple(row[1:]) for row in conn.execute(text(f"SELECT id, {cols} FROM cards"))}
    codes = None if scope is None else scope.set_codes
    if "printings" in kinds:
        state.printings = {(s, n): cid for s, n, cid in _rows_within(
            conn, "SELECT set_code, number, card_id FROM printings", "set_code", codes)}
    if "translations" in kinds:
        state.translations = {
            (s, n, lang): (cid, name)
            for s, n, lang, cid, name in _rows_within(
                conn, "SELECT p.set_code, p.number, t.language, t.card_id, t.name FROM translations t "
                      "JOIN printings p ON p.id = t.printing_id", "p.set_code", codes)
        }
    if "rulings" in kinds:
        state.rulings = {
            (cid, key): (date, words)
            for cid, key, date, words in _rows_within(
                conn, "SELECT card_id, text_key, date, text FROM rulings", "card_id",
                None if scope is None else scope.card_ids)
        }
    if "rules" in kinds:
        state.rules = {(lang, str(date)) for lang, date in conn.execute(
            text("SELECT language, effective_date FROM rules_versions WHERE effective_date IS NOT NULL"))}
    return state


def _rows_within(conn: "Connection", sql: str, column: str, values: set | None):
    """The rows of ``sql`` (every one when ``values`` is None, else those whose ``column`` is one
    of ``values``, asked for 500 at a time)."""
    from sqlalchemy import bindparam, text

    if values is None:
        yield from conn.execute(text(sql))
        return
    stmt = text(f"{sql} WHERE {column} IN :values").bindparams(bindparam("values", expanding=True))
    ordered = sorted(values)
    for start in range(0, len(ordered), 500):
        yield from conn.execute(stmt, {"values": ordered[start:start + 500]})


def scope_of_sources(conn: "Connection", scope: Scope, locators: set[str]) -> None:
    """Widen ``scope`` by what the sources at ``locators`` gave (read on the state before the run:
    forgetting a source removes what only it gave): the sets of their translations' printings and
    the cards of their rulings."""
    if scope.everything or not locators:
        return
    for (code,) in _rows_within(conn, "SELECT DISTINCT p.set_code FROM sources s "
                                      "JOIN translation_sources ts ON ts.source_id = s.id "
                                      "JOIN translations t ON t.id = ts.translation_id "
                                      "JOIN printings p ON p.id = t.printing_id", "s.locator", locators):
        scope.set_codes.add(code)
    for (cid,) in _rows_within(conn, "SELECT DISTINCT r.card_id FROM sources s "
                                     "JOIN ruling_sources rs ON rs.source_id = s.id "
                                     "JOIN rulings r ON r.id = rs.ruling_id", "s.locator", locators):
        scope.card_ids.add(cid)


def diff(before: State, after: State) -> tuple[list[ChangeRow], dict[str, int]]:
    """The changes from ``before`` to ``after`` (itemized), and counts by "kind action" of all of them
    (kinds that were empty before are counted only)."""
    rows: list[ChangeRow] = []
    counts: dict[str, int] = {}

    def note(kind: str, action: str, n: int = 1) -> None:
        counts[f"{kind} {action}"] = counts.get(f"{kind} {action}", 0) + n

    def name_of(card_id):
        card = after.cards.get(card_id) or before.cards.get(card_id)
        return card[0] if card else f"card {card_id}"

    def added_removed(kind, old: dict, new: dict, subject, card_of=lambda key, value: None, label=lambda v: None):
        itemize = bool(old)
        for key in new.keys() - old.keys():
            note(kind, "added")
            if itemize:
                rows.append(ChangeRow(kind, "added", subject(key), card_of(key, new[key]), None, label(new[key])))
        for key in old.keys() - new.keys():
            note(kind, "removed")
            rows.append(ChangeRow(kind, "removed", subject(key), card_of(key, old[key]), label(old[key]), None))

    if "sets" in after.kinds:
        added_removed("set", before.sets, after.sets, lambda code: code, label=lambda name: name)
        for code in before.sets.keys() & after.sets.keys():
            if before.sets[code] != after.sets[code] and after.sets[code] is not None:
                note("set", "changed")
                rows.append(ChangeRow("set", "changed", code, None, before.sets[code], after.sets[code]))
    if "cards" in after.kinds:
        added_removed("card", before.cards, after.cards, lambda cid: name_of(cid), lambda cid, _v: cid if cid in after.cards else None)
        _card_fields(before, after, rows, note)
    if "printings" in after.kinds:
        added_removed("printing", before.printings, after.printings, lambda k: f"{k[0]}/{k[1]}",
                      lambda _k, cid: cid if cid in after.cards else None, lambda cid: name_of(cid))
    if "translations" in after.kinds:
        added_removed("translation", before.translations, after.translations, lambda k: f"{k[0]}/{k[1]} {k[2]}",
                      lambda _k, v: v[0] if v[0] in after.cards else None, lambda v: v[1])
        for key in before.translations.keys() & after.translations.keys():
            if before.translations[key][1] != after.translations[key][1]:
                note("translation", "changed")
                rows.append(ChangeRow("translation", "changed", f"{key[0]}/{key[1]} {key[2]}", after.translations[key][0],
                                      before.translations[key][1], after.translations[key][1]))
    if "rulings" in after.kinds:
        _rulings(before, after, rows, note, name_of)
    if "rules" in after.kinds:
        for lang, date in sorted(after.rules - before.rules):
            note("rules", "added")
            rows.append(ChangeRow("rules", "added", f"{lang} {date}"))
        for lang, date in sorted(before.rules - after.rules):
            note("rules", "removed")
            rows.append(ChangeRow("rules", "removed", f"{lang} {date}"))
    return rows, counts


#: the oracle fields compared, by change kind
_FIELD_KINDS = (("name", ("name",)), ("oracle_text", ("oracle_text",)), ("type_line", ("type_line",)),
                ("mana_cost", ("mana_cost",)), ("pt", ("power", "toughness")), ("loyalty", ("loyalty",)))


def _card_fields(before: State, after: State, rows: list[ChangeRow], note) -> None:
    """A row per changed oracle field (name, text, type line, mana cost, P/T, loyalty) of a card kept."""
    for cid in before.cards.keys() & after.cards.keys():
        old, new = before.cards[cid], after.cards[cid]
        if old == new:
            continue
        o, n = dict(zip(ORACLE_FIELDS, old)), dict(zip(ORACLE_FIELDS, new))
        for kind, fields in _FIELD_KINDS:
            was, now = "/".join(str(o[f]) for f in fields), "/".join(str(n[f]) for f in fields)
            if was != now:
                note(kind, "changed")
                rows.append(ChangeRow(kind, "changed", n["name"], cid, _plain(o, fields), _plain(n, fields)))


def _plain(values: dict, fields: tuple[str, ...]) -> str | None:
    if len(fields) == 1:
        return values[fields[0]]
    if all(values[f] is None for f in fields):
        return None
    return "/".join("" if values[f] is None else str(values[f]) for f in fields)


def _rulings(before: State, after: State, rows: list[ChangeRow], note, name_of) -> None:
    added = after.rulings.keys() - before.rulings.keys()
    removed = before.rulings.keys() - after.rulings.keys()
    itemize = bool(before.rulings)
    # (card, date) -> keys: a reworded ruling is a removed and an added one of the same card and date
    gone: dict[tuple, list] = {}
    for key in sorted(removed, key=lambda k: (k[0], str(before.rulings[k][0]), k[1])):
        gone.setdefault((key[0], before.rulings[key][0]), []).append(key)
    for key in sorted(added, key=lambda k: (k[0], str(after.rulings[k][0]), k[1])):
        cid = key[0]
        date, words = after.rulings[key]
        pair = gone.get((cid, date))
        if pair:
            old_key = pair.pop(0)
            note("ruling", "changed")
            rows.append(ChangeRow("ruling", "changed", name_of(cid), cid if cid in after.cards else None,
                                  before.rulings[old_key][1], words))
            continue
        note("ruling", "added")
        if itemize:
            rows.append(ChangeRow("ruling", "added", name_of(cid), cid if cid in after.cards else None, None, words))
    for keys in gone.values():
        for key in keys:
            note("ruling", "removed")
            cid = key[0]
            rows.append(ChangeRow("ruling", "removed", name_of(cid), cid if cid in after.cards else None,
                                  before.rulings[key][1], None))


# ----------------------------------------------------------------------------------------- store


def record_snapshot(conn: "Connection", source: str, version: str | None, taken_at: dt.datetime,
                    files: list[dict]) -> int:
    from sqlalchemy import insert

    from lorehold.db.models_changes import Snapshot

    return conn.execute(insert(Snapshot.__table__).values(
        source=source, version=version, taken_at=taken_at, files=json.dumps(files, ensure_ascii=False), summary="{}",
    )).inserted_primary_key[0]


def record_changes(conn: "Connection", snapshot_id: int, rows: list[ChangeRow], counts: dict[str, int],
                   before: State, after: State) -> None:
    """The changes of a run, filed under one of its snapshots, and the oracle wordings it saw."""
    from sqlalchemy import insert, update

    from lorehold.db.models_changes import Change, Snapshot

    table = Snapshot.__table__
    conn.execute(update(table).where(table.c.id == snapshot_id).values(summary=json.dumps(counts, sort_keys=True)))
    if rows:
        conn.execute(insert(Change.__table__), [
            {"snapshot_id": snapshot_id, "kind": r.kind, "action": r.action, "subject": r.subject,
             "card_id": r.card_id, "old": r.old, "new": r.new}
            for r in rows
        ])
    if "cards" in after.kinds:
        open_unrecorded(conn, before)
        _record_wordings(conn, snapshot_id, after)


def _record_wordings(conn: "Connection", snapshot_id: int, after: State) -> None:
    """Each card's current wording has an open row in oracle_history: a card whose wording changed
    has its row closed by this snapshot and a new one opened; a card never seen gets its first."""
    from sqlalchemy import insert, text

    from lorehold.db.models_changes import OracleWording

    table = OracleWording.__table__
    open_rows = {
        row[1]: (row[0], tuple(row[2:]))
        for row in conn.execute(text(
            f"SELECT id, card_id, {', '.join(ORACLE_FIELDS)} FROM oracle_history WHERE until_snapshot_id IS NULL"))
    }
    closing, opening = [], []
    for cid, wording in after.cards.items():
        current = open_rows.get(cid)
        if current is not None and current[1] == wording:
            continue
        if current is not None:
            closing.append(current[0])
        opening.append({"card_id": cid, **dict(zip(ORACLE_FIELDS, wording)), "since_snapshot_id": snapshot_id})
    for start in range(0, len(closing), 500):
        chunk = closing[start:start + 500]
        conn.execute(text(f"UPDATE oracle_history SET until_snapshot_id = :sid WHERE id IN ({', '.join(map(str, chunk))})"),
                     {"sid": snapshot_id})
    if opening:
        conn.execute(insert(table), opening)


def open_unrecorded(conn: "Connection", before: State) -> None:
    """Cards stored before any snapshot (by ``lorehold ingest``) have no wording row: their stored
    wording is recorded as seen before the first snapshot (``since`` null), so a change shows both."""
    from sqlalchemy import insert, text

    from lorehold.db.models_changes import OracleWording

    known = set(conn.execute(text("SELECT DISTINCT card_id FROM oracle_history")).scalars())
    rows = [{"card_id": cid, **dict(zip(ORACLE_FIELDS, wording)), "since_snapshot_id": None}
            for cid, wording in before.cards.items() if cid not in known]
    if rows and known:  # an empty history is the first update: its snapshot opens every row
        conn.execute(insert(OracleWording.__table__), rows)


# ----------------------------------------------------------------------------------------- read


def _parse_since(value: str | None) -> dt.datetime | None:
    if not value:
        return None
    from lorehold.errors import LoreholdError

    try:
        day = dt.date.fromisoformat(value.strip())
    except ValueError:
        raise LoreholdError(f"--since {value!r}: expected a date such as 2026-10-01") from None
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.timezone.utc)


def snapshots_since(conn: "Connection", since: str | None = None, last: bool = False) -> list[dict]:
    from sqlalchemy import text

    rows = conn.execute(text("SELECT id, source, version, taken_at, files, summary FROM snapshots ORDER BY id")).all()
    snaps = [{"id": r[0], "source": r[1], "version": r[2], "taken_at": as_datetime(r[3]),
              "files": json.loads(r[4] or "[]"), "summary": json.loads(r[5] or "{}")} for r in rows]
    if since:
        start = _parse_since(since)
        return [s for s in snaps if s["taken_at"] >= start]
    if not snaps:
        return []
    newest = snaps[-1]["taken_at"]  # the last update: every snapshot of one run has its time
    return [s for s in snaps if s["taken_at"] == newest]


def as_datetime(value) -> dt.datetime:
    """A stored timestamp (ISO text on SQLite, a datetime on PostgreSQL) as a datetime, UTC when naive."""
    if isinstance(value, str):
        value = dt.datetime.fromisoformat(value)
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.timezone.utc)
    return value


def changes_report(conn: "Connection", since: str | None = None, last: bool = False) -> dict:
    """``lorehold changes``: the snapshots chosen and their changes grouped by kind."""
    from sqlalchemy import text

    snaps = snapshots_since(conn, since, last)
    ids = [s["id"] for s in snaps]
    by_kind: dict[str, list[dict]] = {}
    if ids:
        for kind, action, subject, old, new, sid in conn.execute(text(
                f"SELECT kind, action, subject, old, new, snapshot_id FROM changes WHERE snapshot_id IN "
                f"({', '.join(map(str, ids))}) ORDER BY kind, subject, action, id")):
            by_kind.setdefault(kind, []).append({"action": action, "subject": subject, "old": old, "new": new,
                                                 "snapshot": sid})
    ordered = {k: by_kind[k] for k in KIND_ORDER if k in by_kind}
    ordered.update({k: v for k, v in by_kind.items() if k not in ordered})
    totals: dict[str, int] = {}
    for s in snaps:
        for key, n in s["summary"].items():
            totals[key] = totals.get(key, 0) + n
    return {
        "snapshots": [{"id": s["id"], "source": s["source"], "version": s["version"],
                       "taken_at": s["taken_at"].isoformat(timespec="seconds"), "summary": s["summary"]} for s in snaps],
        "totals": dict(sorted(totals.items())),
        "changes": ordered,
    }


def card_history(conn: "Connection", card_id: int) -> list[dict]:
    """Each oracle wording of a card, oldest first, with the snapshots it stood between."""
    from sqlalchemy import text

    snaps = {r[0]: (r[1], r[2], as_datetime(r[3])) for r in conn.execute(text("SELECT id, source, version, taken_at FROM snapshots"))}

    def when(sid):
        if sid is None or sid not in snaps:
            return None
        source, version, taken = snaps[sid]
        return {"snapshot": sid, "source": source, "version": version, "date": taken.isoformat(timespec="seconds")}

    out = []
    for row in conn.execute(text(
            f"SELECT {', '.join(ORACLE_FIELDS)}, since_snapshot_id, until_snapshot_id FROM oracle_history "
            "WHERE card_id = :cid ORDER BY id"), {"cid": card_id}):
        entry = dict(zip(ORACLE_FIELDS, row[: len(ORACLE_FIELDS)]))
        entry["since"] = when(row[len(ORACLE_FIELDS)])
        entry["until"] = when(row[len(ORACLE_FIELDS) + 1])
        out.append(entry)
    return out


def changed_card_ids(conn: "Connection", since: str) -> set[int]:
    """Cards that some snapshot taken on or after ``since`` changed (``export --changed-since``)."""
    from sqlalchemy import text

    start = _parse_since(since)
    ids = [s["id"] for s in snapshots_since(conn, since) if s["taken_at"] >= start]
    if not ids:
        return set()
    found = set(conn.execute(text(
        f"SELECT DISTINCT card_id FROM changes WHERE card_id IS NOT NULL AND snapshot_id IN ({', '.join(map(str, ids))})")).scalars())
    # cards a first snapshot added are not itemized: their wording rows opened by it say so
    found.update(conn.execute(text(
        f"SELECT DISTINCT card_id FROM oracle_history WHERE since_snapshot_id IN ({', '.join(map(str, ids))})")).scalars())
    return found
