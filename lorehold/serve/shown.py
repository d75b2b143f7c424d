"""What Scryfall card objects show, read for many at once: for each (card id, language, set code,
collector number) the card, the one printing its object shows and the language it is shown in.

``lorehold.card_view.card_dicts`` builds the contract's whole card object (every translation,
every printing's languages, set names in every language, captured pages' texts); a Scryfall
object shows one printing in one language. This reads only that: which printing (two light
queries over the cards' printings), then that printing's columns, its translation in the shown
language (and the faces of it), and the cards' own fields, keywords and faces: six to eight
queries for a page of 175 objects, where ``card_dicts`` took eleven to thirteen reading far more.
The dictionaries have ``card_dicts``' keys and values for everything ``card_object`` reads, so
the objects are the same (``tests/test_serve_speed.py`` compares them).

Which printing an object shows depends on the order of all the card's printings; a server reads
that order for every card once (``PrintingOrder``, ~60k printings in 0.2 s, a few MB) and is handed
it through ``conn.info["printing_order"]``, instead of reading and sorting every printing of the
page's cards at each request (a page of ``s:cei``'s 175 old cards has 4,359 printings: 27 ms).
"""

from __future__ import annotations

from typing import Any

from lorehold.card_view import iso_date, printing_order
from lorehold.db.sqlite_reads import run
from lorehold.errors import UnknownCard

NO_PRINTING = "No card found with the given ID or set code and collector number."
_FACE_KEYS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "defense")
_CARD_KEYS = ("oracle_id", "name", "mana_cost", "type_line", "oracle_text", "mana_value", "colors", "color_identity",
              "power", "toughness", "loyalty", "defense", "layout")


def _ids(values) -> str:
    return ",".join(str(int(v)) for v in values) or "NULL"


def _codes(languages) -> str:
    """Language codes inlined (letters, digits and hyphens only), as ``card_view`` checks them."""
    return ",".join(f"'{c}'" for c in sorted(languages) if c.replace("-", "").isalnum() and c.isascii()) or "NULL"


def shown_cards(conn, wanted: list[tuple[int, str, str | None, str | None]]) -> list[tuple[dict, dict, str] | None]:
    """(card, printing, language shown) for each wanted (card id, language, set code, number;
    None for any), as ``pick_printing`` picks among all the card's printings: the newest (of that
    set and number) printed in the language, else the newest in English. None for an unknown
    card; UnknownCard when a card has no such printing."""
    if not wanted:
        return []
    ids = _ids(dict.fromkeys(w[0] for w in wanted))
    order = conn.info.get("printing_order") if hasattr(conn, "info") else None
    picks = _picks(conn, ids, wanted, order)
    cards = _cards(conn, ids)
    printings = _printings(conn, {p[0] for p in picks if p})
    if order is not None and any(p is None or p[0] not in printings for p in picks):
        # the kept order may be older than the database (an ingest since): read it for these cards
        picks = _picks(conn, ids, wanted)
        printings = _printings(conn, {p[0] for p in picks if p})
    foreign = _foreign(conn, {(p[0], p[1]) for p in picks if p and p[1] != "en"},
                       any(c["faces"] for c in cards.values()))
    out: list[tuple[dict, dict, str] | None] = []
    for (card_id, _lang, _code, _number), pick in zip(wanted, picks):
        card = cards.get(card_id)
        if card is None:
            out.append(None)
            continue
        if pick is None:
            raise UnknownCard(NO_PRINTING)
        pid, lang = pick
        printing = dict(printings[pid])
        entry = foreign.get(pick)
        printing["foreign"] = {lang: entry[1]} if entry else {}
        shown = dict(card, translations=[entry[0]] if entry else [])
        if entry:
            entry[0]["printings"] = [f"{printing['set']}/{printing['number']}"]
        out.append((shown, printing, lang))
    return out


class PrintingOrder:
    """Every card's printings as (printing id, set code, number), oldest first (``printing_order``
    of the set's release date, set code and number, as ``card_dicts`` lists them): read once, for
    every request of a server until its database changes."""

    def __init__(self, conn, ids: str | None = None):
        where = f" WHERE p.card_id IN ({ids})" if ids is not None else ""
        rows = run(conn, (
            "SELECT p.id, p.card_id, p.set_code, p.number, s.release_date FROM printings p "
            f"LEFT JOIN sets s ON s.code = p.set_code{where}")).all()
        by_card: dict[int, list] = {}
        for pid, card_id, set_code, number, released in sorted(rows, key=lambda r: printing_order(r[4], r[2], r[3])):
            by_card.setdefault(card_id, []).append((pid, set_code, number))
        self.of: dict[int, tuple] = {card_id: tuple(found) for card_id, found in by_card.items()}


def _picks(conn, ids: str, wanted, order: PrintingOrder | None = None) -> list[tuple[int, str] | None]:
    """(printing id, language) each wanted object shows, None when the card has no such printing."""
    by_card = (order or PrintingOrder(conn, ids)).of
    foreign = {w[1] for w in wanted if w[1] != "en"}
    printed_in: set[tuple[int, str]] = set()
    if foreign:
        printed_in = {(pid, lang) for pid, lang in run(conn, (
            "SELECT t.printing_id, t.language FROM translations t JOIN printings p ON p.id = t.printing_id "
            f"WHERE p.card_id IN ({ids}) AND t.language IN ({_codes(foreign)})"))}
    out: list[tuple[int, str] | None] = []
    for card_id, lang, set_code, number in wanted:
        candidates = [p for p in by_card.get(card_id, ())
                      if (not set_code or p[1].lower() == set_code.lower()) and (number is None or p[2] == number)]
        in_lang = [p for p in candidates if lang == "en" or (p[0], lang) in printed_in]
        if in_lang:
            out.append((in_lang[-1][0], lang))
        else:
            out.append((candidates[-1][0], "en") if candidates else None)
    return out


def _cards(conn, ids: str) -> dict[int, dict[str, Any]]:
    """The cards' own fields, keywords (sorted) and faces (in order), by card id."""
    cards: dict[int, dict[str, Any]] = {}
    for row in run(conn, f"SELECT id, {', '.join(_CARD_KEYS)} FROM cards WHERE id IN ({ids})"):
        card = dict(zip(_CARD_KEYS, row[1:]))
        card["keywords"] = []
        card["faces"] = []
        cards[row[0]] = card
    for card_id, keyword in run(conn, f"SELECT card_id, keyword FROM card_keywords WHERE card_id IN ({ids}) ORDER BY card_id, keyword"):
        cards[card_id]["keywords"].append(keyword)
    for row in run(conn, (f"SELECT card_id, {', '.join(_FACE_KEYS)} FROM faces WHERE card_id IN ({ids}) "
                          "ORDER BY card_id, position")):
        cards[row[0]]["faces"].append(dict(zip(_FACE_KEYS, row[1:])))
    return cards


def _printings(conn, pids: set[int]) -> dict[int, dict[str, Any]]:
    """The shown printings' own columns and set name, by printing id."""
    out = {}
    for pid, set_code, number, rarity, artist, mvid, sfid, uuid, flavor, set_name, released in run(conn, (
        "SELECT p.id, p.set_code, p.number, p.rarity, p.artist, p.multiverse_id, p.scryfall_id, p.mtgjson_uuid, "
        f"p.flavor_text, s.name, s.release_date FROM printings p LEFT JOIN sets s ON s.code = p.set_code "
        f"WHERE p.id IN ({_ids(pids)})")):
        out[pid] = {"set": set_code, "number": number, "set_name": set_name, "release_date": iso_date(released),
                    "rarity": rarity, "artist": artist, "multiverse_id": mvid, "scryfall_id": sfid,
                    "mtgjson_uuid": uuid, "flavor_text": flavor}
    return out


def _foreign(conn, shown: set[tuple[int, str]], faced: bool) -> dict[tuple[int, str], tuple[dict, dict]]:
    """Per shown (printing id, language): its translation as ``card_dicts`` lists it (the first by
    name, type line and text) and its details (the first by id: multiverse id, flavor, faces)."""
    if not shown:
        return {}
    rows = [r for r in run(conn, (
        "SELECT t.id, t.printing_id, t.language, t.name, t.type_line, t.text, t.multiverse_id, t.flavor_text "
        f"FROM translations t WHERE t.printing_id IN ({_ids({s[0] for s in shown})}) "
        f"AND t.language IN ({_codes({s[1] for s in shown})})")) if (r[1], r[2]) in shown]
    faces: dict[int, list[dict]] = {}
    if faced:
        for tid, name, type_line, text, flavor, mvid in run(conn, (
            "SELECT f.translation_id, f.name, f.type_line, f.text, f.flavor_text, f.multiverse_id FROM translation_faces f "
            f"WHERE f.translation_id IN ({_ids(r[0] for r in rows)}) ORDER BY f.translation_id, f.position")):
            faces.setdefault(tid, []).append({"name": name, "type_line": type_line, "text": text,
                                              "flavor_text": flavor, "multiverse_id": mvid})
    out: dict[tuple[int, str], tuple[dict, dict]] = {}
    for tid, pid, lang, name, type_line, text, mvid, flavor in sorted(rows, key=lambda r: r[0]):
        if (pid, lang) not in out:
            details: dict[str, Any] = {"multiverse_id": mvid, "flavor_text": flavor}
            if faces.get(tid):
                details["faces"] = faces[tid]
            out[pid, lang] = ({}, details)
    for tid, pid, lang, name, type_line, text, _m, _f in sorted(rows, key=lambda r: (r[3], r[4] or "", r[5] or "")):
        if not out[pid, lang][0]:
            out[pid, lang][0].update(language=lang, name=name, type_line=type_line, text=text)
    return out
