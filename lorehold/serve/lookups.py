"""Identifier lookups Scryfall's paths need and the CLI has no command for: a printing by its
Scryfall id, by set and collector number, by multiverse id; a random card; all names; the sets.
Names, searches and card objects go through ``lorehold.card_view`` and the search package instead."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from lorehold.db.sqlite_reads import run
from lorehold.errors import UnknownCard

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

_foreign_ids: dict[str, tuple[int, str, str]] | None = None
_foreign_lock = threading.Lock()


def by_english_id(conn: "Connection", sid: str) -> tuple[int, str, str, str] | None:
    """(card id, set, number, "en") of the printing with this Scryfall id, None if none has it."""
    row = run(conn, "SELECT card_id, set_code, number FROM printings WHERE scryfall_id = :id "
              "ORDER BY id LIMIT 1", {"id": sid.lower()}).first()
    return None if row is None else (row[0], row[1], row[2], "en")


def by_scryfall_id(conn: "Connection", sid: str) -> tuple[int, str, str, str]:
    """(card id, set, number, language) of the printing with this Scryfall id (or the lorehold
    id of a printing in another language)."""
    english = by_english_id(conn, sid)
    if english is not None:
        return english
    found = _foreign_id_map(conn).get(sid.lower())
    if found is None:
        raise UnknownCard("No card found with the given ID or set code and collector number.")
    card_id, set_code, number, lang = _split(found)
    return card_id, set_code, number, lang


def _split(found):
    card_id, key, lang = found
    set_code, number = key.split("/", 1)
    return card_id, set_code, number, lang


def _foreign_id_map(conn: "Connection") -> dict[str, tuple[int, str, str]]:
    """lorehold's ids of printings in other languages (computed once per process)."""
    global _foreign_ids
    from lorehold.serve.scryfall import foreign_id

    with _foreign_lock:
        if _foreign_ids is None:
            out = {}
            for card_id, set_code, number, sid, lang in run(conn, (
                "SELECT p.card_id, p.set_code, p.number, p.scryfall_id, t.language FROM translations t "
                "JOIN printings p ON p.id = t.printing_id WHERE p.scryfall_id IS NOT NULL"
            )):
                out[foreign_id(sid, lang)] = (card_id, f"{set_code}/{number}", lang)
            _foreign_ids = out
        return _foreign_ids


def by_set_number(conn: "Connection", set_code: str, number: str) -> int:
    row = run(conn, "SELECT card_id FROM printings WHERE lower(set_code) = :set AND number = :number "
              "ORDER BY id LIMIT 1", {"set": set_code.lower(), "number": number}).first()
    if row is None:
        raise UnknownCard("No card found with the given ID or set code and collector number.")
    return row[0]


def set_code_of(conn: "Connection", set_code: str) -> str:
    """The stored code of a set, whatever case it was typed in."""
    row = run(conn, "SELECT code FROM sets WHERE lower(code) = :set", {"set": set_code.lower()}).first()
    if row is None:
        raise UnknownCard(f"No set found for the given code {set_code!r}.")
    return row[0]


def by_multiverse_id(conn: "Connection", mvid: int) -> tuple[int, str, str, str]:
    """(card id, set, number, language) of the printing with this multiverse id."""
    if not 0 < mvid < 2**63:  # no such id (and none the database's integers can hold)
        raise UnknownCard("No card found with the given multiverse ID.")
    row = run(conn, "SELECT card_id, set_code, number FROM printings WHERE multiverse_id = :id ORDER BY id LIMIT 1",
              {"id": mvid}).first()
    if row is not None:
        return row[0], row[1], row[2], "en"
    row = run(conn, (
        "SELECT p.card_id, p.set_code, p.number, t.language FROM translations t "
        "JOIN printings p ON p.id = t.printing_id WHERE t.multiverse_id = :id ORDER BY t.id LIMIT 1"
    ), {"id": mvid}).first()
    if row is None:
        raise UnknownCard("No card found with the given multiverse ID.")
    return row[0], row[1], row[2], row[3]


def by_oracle_id(conn: "Connection", oracle_id: str) -> int:
    row = run(conn, "SELECT id FROM cards WHERE oracle_id = :id", {"id": oracle_id.lower()}).first()
    if row is None:
        raise UnknownCard(f"No card found with the oracle id {oracle_id}.")
    return row[0]


def random_card(conn: "Connection") -> int:
    return run(conn, "SELECT id FROM cards ORDER BY random() LIMIT 1").scalar_one()


def card_names(conn: "Connection") -> list[str]:
    return list(run(conn, "SELECT name FROM cards ORDER BY name").scalars())


def sets(conn: "Connection", code: str | None = None) -> list[dict]:
    where, params = ("WHERE lower(s.code) = :code", {"code": code.lower()}) if code else ("", {})
    rows = run(conn, (
        "SELECT s.code, s.name, s.release_date, s.type, "
        "(SELECT COUNT(*) FROM printings p WHERE p.set_code = s.code) AS card_count "
        f"FROM sets s {where} ORDER BY s.release_date DESC, s.code"
    ), params).mappings().all()
    out = []
    for row in rows:
        entry = dict(row)
        released = entry["release_date"]
        entry["release_date"] = released.isoformat()[:10] if hasattr(released, "isoformat") else (str(released)[:10] if released else None)
        out.append(entry)
    if code and out:
        out[0]["translations"] = dict(run(conn, "SELECT language, name FROM set_translations WHERE set_code = :code "
                                              "ORDER BY language", {"code": out[0]["code"]}).all())
    return out
