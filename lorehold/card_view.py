"""Reading cards: resolve a name typed in any language, build the contract's card object, rulings, stats.

This is the lookup path of ``lorehold card``; it uses SQLAlchemy Core with plain SQL rather than the
SQLModel classes, whose import alone costs ~200 ms more than a cold lookup can afford.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from lorehold.db.sqlite_reads import run
from lorehold.errors import AmbiguousCard, UnknownCard
from lorehold.text import name_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


# ------------------------------------------------------------------------------------------ names

_NAME_QUERIES = (
    # (card id, matched name, language) for a name key, from every place names live
    "SELECT id, name, 'en' FROM cards WHERE name_key = :key",
    "SELECT card_id, name, 'en' FROM faces WHERE name_key = :key",
    "SELECT card_id, name, language FROM translations WHERE name_key = :key",
    "SELECT t.card_id, f.name, t.language FROM translation_faces f "
    "JOIN translations t ON t.id = f.translation_id WHERE f.name_key = :key",
)
#: the four as one statement (a name looked up by the server: a third less time than four)
_NAME_QUERY = " UNION ALL ".join(_NAME_QUERIES)


def name_matches(conn: "Connection", name: str) -> list[tuple[int, str, str]]:
    """(card id, matched name, language) for every stored name equal to ``name`` once folded."""
    key = name_key(name)
    if not key:
        return []
    seen: dict[tuple[int, str, str], None] = {}
    for row in run(conn, _NAME_QUERY, {"key": key}):
        seen[(row[0], row[1], row[2])] = None
    return list(seen)


def resolve_name(conn: "Connection", name: str) -> int:
    """The id of the one card ``name`` names, in any language, ignoring case, accents and punctuation.

    Raises UnknownCard, or AmbiguousCard listing the candidates."""
    exact = run(conn, "SELECT id FROM cards WHERE name = :name ORDER BY id", {"name": name}).scalars().all()
    if len(exact) == 1:
        return exact[0]
    matches = name_matches(conn, name)
    card_ids = sorted({m[0] for m in matches})
    if len(card_ids) == 1:
        return card_ids[0]
    if len(card_ids) > 1:
        # a name typed exactly as printed wins over names that only fold the same way
        literal = sorted({m[0] for m in matches if m[1] == name})
        if len(literal) == 1:
            return literal[0]
        raise AmbiguousCard(name, _candidates(conn, matches))
    fuzzy = _fuzzy_resolver()
    if fuzzy is not None:
        found = fuzzy(conn, name)
        if found is not None:
            return found
    raise UnknownCard(f"no card named {name!r} in any language")


def english_name(conn: "Connection", card_id: int) -> str:
    return run(conn, "SELECT name FROM cards WHERE id = :id", {"id": card_id}).scalar_one()


def _fuzzy_resolver():
    """The search index's typo-forgiving resolver, when the search package provides one."""
    try:
        from lorehold.search.names import fuzzy_resolve  # type: ignore[attr-defined]
    except ImportError:
        return None
    return fuzzy_resolve


def _candidates(conn: "Connection", matches: list[tuple[int, str, str]]) -> list[tuple[str, str | None, str, str]]:
    out = []
    seen = set()
    for card_id, matched, language in sorted(matches):
        if card_id in seen:
            continue
        seen.add(card_id)
        row = run(conn, "SELECT name, oracle_id FROM cards WHERE id = :id", {"id": card_id}).one()
        out.append((row[0], row[1], matched, language))
    return sorted(out)


# ------------------------------------------------------------------------------------ card object

_CARD_COLUMNS = (
    "id, oracle_id, name, mana_cost, mana_value, colors, color_identity, type_line, oracle_text, "
    "power, toughness, loyalty, defense, layout"
)
#: cards per batch of ``card_dicts``: each batch costs the same ~9 queries whatever its size
BATCH = 500


@lru_cache(maxsize=4096)  # a few hundred set release dates, sorted on for every row
def _iso(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, (dt.date, dt.datetime)):
        return value.isoformat()[:10]
    return str(value)[:10]


#: ``_iso`` under a public name (the server's Scryfall objects date their printings alike)
def iso_date(value: Any) -> str | None:
    return _iso(value)


def _ids_sql(card_ids) -> str:
    """An SQL list of card ids (integers from the database, inlined: no bound-variable limit)."""
    return ",".join(str(int(i)) for i in card_ids) or "NULL"


def card_to_dict(conn: "Connection", card_id: int, languages: list[str] | None = None, *, details: bool = True) -> dict:
    """The contract's card object (CONTRACT.md): English card, translations, printings, rulings.
    ``languages`` limits the translations (English is the card's own fields and always there);
    ``details=False``: without what only a lossless copy needs (``card_dicts``)."""
    found = card_dicts(conn, [card_id], languages, details=details)
    if not found:
        raise UnknownCard(f"no card with id {card_id}")
    return found[0]


def card_dicts(
    conn: "Connection", card_ids: list[int], languages: list[str] | None = None, *, since: dt.date | None = None,
    rulings: bool = True, rules: bool = True, printing_ids: list[int] | None = None, details: bool = True,
) -> list[dict]:
    """``card_to_dict`` for many cards, fetching each kind of child row for a batch of cards at
    once (exports build 20k+ objects). In the order of ``card_ids``; unknown ids are skipped.
    ``since`` keeps only rulings dated on or after it.

    Beyond the contract's fields the object carries what a lossless copy needs (the JSONL export
    is read back by ``lorehold.ingest.jsonl``): a face's ``side``; a printing's English printed
    texts and MTGJSON uuid, and ``foreign``: per language, that printing's translation details
    (multiverse id, flavor text, faces); a translation given without a printing, its
    ``multiverse_id`` and ``faces``; a ruling source's own ``text`` when its wording differs.

    ``rulings=False`` / ``rules=False`` leave those lists empty without reading them (the server's
    Scryfall card objects show neither: a page of 175 is then about half the work).
    ``printing_ids``: only these printings are read, and only the translations printed on them
    (a Scryfall card object shows one printing: a page of 175 then reads 175 printings, not the
    thousands of its cards').
    ``details=False`` leaves out what a lossless copy needs and a card page does not show (a
    printing's ``foreign`` details and ``set_names``, left empty, and its ``page_texts``; a
    translation given without a printing, its ``multiverse_id`` and ``faces``): four of a card
    page's thirteen queries.
    """
    from lorehold.rules.keywords import keyword_rules  # the Comprehensive Rules of its keywords
    from lorehold.rules.versions import latest_version

    # without any rules version every card's list is empty: spare the per-card lookups
    with_rules = rules and latest_version(conn, "en") is not None
    out: list[dict] = []
    for start in range(0, len(card_ids), BATCH):
        batch = list(card_ids[start : start + BATCH])
        ids = _ids_sql(batch)
        cards = _card_objects(conn, ids)
        tr = _translations_by_card(conn, ids, languages, printing_ids, details)
        pr = _printings_by_card(conn, ids, languages, printing_ids, details)
        ru = _rulings_by_card(conn, ids, since) if rulings else {}
        for card_id in batch:
            card = cards.get(card_id)
            if card is None:
                continue
            card["translations"] = tr.get(card_id, [])
            card["printings"] = pr.get(card_id, [])
            card["rulings"] = ru.get(card_id, [])
            texts = [card["oracle_text"] or ""] + [f["oracle_text"] or "" for f in card["faces"]]
            card["rules"] = keyword_rules(conn, card["keywords"], "\n".join(texts), card["name"]) if with_rules else []
            out.append(card)
    return out


def _card_objects(conn: "Connection", ids: str) -> dict[int, dict[str, Any]]:
    """The cards' own fields, keywords and faces, by card id (``ids``: an inlined id list)."""
    cards: dict[int, dict[str, Any]] = {}
    for row in run(conn, f"SELECT {_CARD_COLUMNS} FROM cards WHERE id IN ({ids})").mappings():
        cards[row["id"]] = {
            "oracle_id": row["oracle_id"],
            "name": row["name"],
            "mana_cost": row["mana_cost"],
            "type_line": row["type_line"],
            "oracle_text": row["oracle_text"],
            "mana_value": row["mana_value"],
            "colors": row["colors"],
            "color_identity": row["color_identity"],
            "power": row["power"],
            "toughness": row["toughness"],
            "loyalty": row["loyalty"],
            "defense": row["defense"],
            "layout": row["layout"],
            "keywords": [],
            "faces": [],
        }
    for card_id, keyword in run(
        conn, f"SELECT card_id, keyword FROM card_keywords WHERE card_id IN ({ids}) ORDER BY card_id, keyword"
    ):
        cards[card_id]["keywords"].append(keyword)
    for face in run(
        conn, (
            "SELECT card_id, name, mana_cost, type_line, oracle_text, power, toughness, loyalty, defense, side "
            f"FROM faces WHERE card_id IN ({ids}) ORDER BY card_id, position"
        )
    ).mappings():
        face = dict(face)
        cards[face.pop("card_id")]["faces"].append(face)
    return cards


def translations(conn: "Connection", card_id: int, languages: list[str] | None = None) -> list[dict]:
    """One entry per distinct (language, name, type line, text), with the printings that carry it."""
    return _translations_by_card(conn, _ids_sql([card_id]), languages).get(card_id, [])


def _language_filter(languages: list[str] | None) -> str:
    """`` AND t.language IN (...)`` for a list of language codes (checked: letters, digits and
    hyphens only, so they can be inlined), or nothing for every language."""
    if not languages:
        return ""
    codes = [code for code in languages if code.replace("-", "").isalnum() and code.isascii()]
    return " AND t.language IN (" + (",".join(f"'{code}'" for code in codes) or "NULL") + ")"


def _translation_faces(conn: "Connection", ids: str, languages: list[str] | None = None) -> dict[int, list[dict]]:
    """The faces of the translations of these cards (directly or through their printings), in
    ``languages`` only if given."""
    only = _language_filter(languages)
    return _faces_by_translation(run(
        conn, (
            "SELECT f.translation_id, f.name, f.type_line, f.text, f.flavor_text, f.multiverse_id "
            # (two indexed lookups in a UNION: "t.card_id IN (...) OR p.card_id IN (...)" scans
            # every face of every translation)
            f"FROM translation_faces f WHERE f.translation_id IN (SELECT t.id FROM translations t WHERE t.card_id IN ({ids}){only} "
            "UNION SELECT t.id FROM translations t JOIN printings p ON p.id = t.printing_id "
            f"WHERE p.card_id IN ({ids}){only}) ORDER BY f.translation_id, f.position"
        )
    ))


def _only_printings(column: str, printing_ids: list[int] | None) -> str:
    """`` AND column IN (...)`` for a list of printing ids, or nothing for every printing."""
    return "" if printing_ids is None else f" AND {column} IN ({_ids_sql(printing_ids)})"


def _translations_by_card(
    conn: "Connection", ids: str, languages: list[str] | None, printing_ids: list[int] | None = None, details: bool = True
) -> dict[int, list[dict]]:
    rows = run(
        conn, (
            "SELECT t.id, t.language, t.name, t.type_line, t.text, t.flavor_text, p.set_code, p.number, "
            "s.release_date, t.card_id, t.multiverse_id FROM translations t "
            "LEFT JOIN printings p ON p.id = t.printing_id "
            f"LEFT JOIN sets s ON s.code = p.set_code WHERE t.card_id IN ({ids}){_language_filter(languages)}"
            f"{_only_printings('t.printing_id', printing_ids)}"
        )
    ).all()
    faces = _translation_faces(conn, ids, languages) if details and any(r[6] is None for r in rows) else {}
    by_card: dict[int, list] = defaultdict(list)
    for row in rows:
        if not languages or row[1] in languages:
            by_card[row[9]].append(row)
    out: dict[int, list[dict]] = {}
    for card_id, card_rows in by_card.items():
        groups: dict[tuple, dict] = {}
        for tid, language, name, type_line, text, flavor, set_code, number, _released, _card, mvid in sorted(
            card_rows, key=lambda r: (*printing_order(r[8], r[6] or "", r[7]), r[0])
        ):
            key = (language, name, type_line or "", text or "")
            entry = groups.get(key)
            if entry is None:
                entry = groups[key] = {
                    "language": language, "name": name, "type_line": type_line, "text": text,
                    "flavor_text": flavor, "printings": [],
                }
            elif entry["flavor_text"] is None and flavor:
                entry["flavor_text"] = flavor
            if set_code:
                entry["printings"].append(f"{set_code}/{number}")
            elif details:  # a translation given without a printing (one per language and name)
                if mvid is not None:
                    entry.setdefault("multiverse_id", mvid)
                if faces.get(tid):
                    entry.setdefault("faces", faces[tid])
        out[card_id] = sorted(
            groups.values(), key=lambda e: (e["language"], e["name"], e["type_line"] or "", e["text"] or "")
        )
    return out


def printing_order(released: Any, set_code: str, number: str | None) -> tuple:
    """The sort key of a card object's printings (and translations), oldest first: release
    date, set code, collector number."""
    return (_iso(released) or "9999", set_code, _number_key(number))


@lru_cache(maxsize=65536)  # collector numbers repeat across sets
def _number_key(number: str | None) -> tuple[int, str]:
    number = number or ""
    digits = "".join(ch for ch in number if ch.isdigit())
    return (int(digits) if digits else 1 << 30, number)


def printings(conn: "Connection", card_id: int) -> list[dict]:
    return _printings_by_card(conn, _ids_sql([card_id]), None).get(card_id, [])


def _printings_by_card(
    conn: "Connection", ids: str, languages: list[str] | None, printing_ids: list[int] | None = None, details: bool = True
) -> dict[int, list[dict]]:
    """The cards' printings by card id (only ``printing_ids`` if given): set, number, languages,
    texts, and (with ``details``) each foreign printing's details, page texts and set names."""
    rows = run(
        conn, (
            "SELECT p.id, p.set_code, p.number, p.rarity, p.artist, p.multiverse_id, p.scryfall_id, "
            "s.name, s.release_date, p.card_id, p.mtgjson_uuid, p.printed_type_line, p.printed_text, p.flavor_text "
            f"FROM printings p LEFT JOIN sets s ON s.code = p.set_code WHERE p.card_id IN ({ids})"
            f"{_only_printings('p.id', printing_ids)}"
        )
    ).all()
    if details:
        langs, foreign = _printing_languages(conn, ids, languages, printing_ids)
        page_texts = _page_texts(conn, ids, printing_ids)
    else:
        langs, foreign, page_texts = _languages_only(conn, ids, printing_ids), {}, {}
    by_card: dict[int, list] = defaultdict(list)
    for row in rows:
        by_card[row[9]].append(row)
    set_names = _set_names(conn, sorted({row[1] for row in rows})) if details else {}
    out: dict[int, list[dict]] = {}
    for card_id, card_rows in by_card.items():
        out[card_id] = [
            {
                "set": set_code, "number": number, "languages": sorted(langs[pid]),
                "set_name": set_name, "release_date": _iso(released), "rarity": rarity, "artist": artist,
                "multiverse_id": mvid, "scryfall_id": sfid, "mtgjson_uuid": uuid,
                "printed_type_line": printed_type, "printed_text": printed_text, "flavor_text": flavor,
                "foreign": foreign.get(pid, {}),
                "set_names": set_names.get(set_code, {}),
                **({"page_texts": page_texts[pid]} if pid in page_texts else {}),
            }
            for pid, set_code, number, rarity, artist, mvid, sfid, set_name, released, _c, uuid, printed_type, printed_text, flavor in sorted(
                card_rows, key=lambda r: printing_order(r[8], r[1], r[2])
            )
        ]
    return out


def _languages_only(conn: "Connection", ids: str, printing_ids: list[int] | None = None) -> dict[int, set[str]]:
    """Per printing id: every language it was printed in (read from the index alone)."""
    langs: dict[int, set[str]] = defaultdict(lambda: {"en"})
    for pid, language in run(
        conn, f"SELECT t.printing_id, t.language FROM translations t JOIN printings p ON p.id = t.printing_id "
              f"WHERE p.card_id IN ({ids}){_only_printings('t.printing_id', printing_ids)}"
    ).all():
        langs[pid].add(language)
    return langs


def _printing_languages(
    conn: "Connection", ids: str, languages: list[str] | None, printing_ids: list[int] | None = None
) -> tuple[dict[int, set[str]], dict[int, dict[str, dict]]]:
    """Per printing id: every language it was printed in, and the wanted languages' details (mvid, flavor, faces)."""
    langs: dict[int, set[str]] = defaultdict(lambda: {"en"})
    foreign: dict[int, dict[str, dict]] = defaultdict(dict)
    foreign_rows = run(
        conn, (
            "SELECT t.printing_id, t.language, t.multiverse_id, t.flavor_text, t.id FROM translations t "
            f"JOIN printings p ON p.id = t.printing_id WHERE p.card_id IN ({ids}){_language_filter(languages)}"
            f"{_only_printings('t.printing_id', printing_ids)}"
        )
    ).all()
    if languages:
        # every language a printing has, from the index alone (a fifth of the time of reading
        # each row): the details above are only the wanted languages'
        for pid, language in run(
            conn, f"SELECT t.printing_id, t.language FROM translations t JOIN printings p ON p.id = t.printing_id "
                  f"WHERE p.card_id IN ({ids}){_only_printings('t.printing_id', printing_ids)}"
        ).all():
            langs[pid].add(language)
    if printing_ids is not None:  # the faces of these translations only
        faces = _faces_of(conn, [r[4] for r in foreign_rows]) if foreign_rows else {}
    else:
        faces = _translation_faces(conn, ids, languages) if foreign_rows else {}
    for pid, language, mvid, flavor, tid in sorted(foreign_rows, key=lambda r: (r[0], r[1], r[4])):
        langs[pid].add(language)
        if (not languages or language in languages) and language not in foreign[pid]:
            details: dict[str, Any] = {"multiverse_id": mvid, "flavor_text": flavor}
            if faces.get(tid):
                details["faces"] = faces[tid]
            foreign[pid][language] = details
    return langs, foreign


def _faces_by_translation(result) -> dict[int, list[dict]]:
    """Face rows (translation_id, name, ...) grouped by translation id, in the rows' order."""
    faces: dict[int, list[dict]] = defaultdict(list)
    for row in result.mappings():
        face = dict(row)
        faces[face.pop("translation_id")].append(face)
    return faces


def _faces_of(conn: "Connection", translation_ids: list[int]) -> dict[int, list[dict]]:
    """The faces of these translations, by translation id."""
    return _faces_by_translation(run(
        conn, (
            "SELECT f.translation_id, f.name, f.type_line, f.text, f.flavor_text, f.multiverse_id "
            f"FROM translation_faces f WHERE f.translation_id IN ({_ids_sql(translation_ids)}) "
            "ORDER BY f.translation_id, f.position"
        )
    ))


def _set_names(conn: "Connection", codes: list[str]) -> dict[str, dict[str, str]]:
    """Set code -> the set's name in other languages, by language."""
    set_names: dict[str, dict[str, str]] = defaultdict(dict)
    if codes:
        params = {f"c{i}": code for i, code in enumerate(codes)}
        for code, language, name in run(
            conn, "SELECT set_code, language, name FROM set_translations WHERE set_code IN ("
            + ", ".join(f":{k}" for k in params) + ") ORDER BY set_code, language", params,
        ).all():
            set_names[code][language] = name
    return set_names


def _page_texts(conn: "Connection", ids: str, printing_ids: list[int] | None = None) -> dict[int, list[dict]]:
    """printing id -> what captured pages say of it: the set name as written, the printed text, the page."""
    out: dict[int, list[dict]] = defaultdict(list)
    for pid, set_name, printed, locator in run(
        conn, (
            "SELECT pt.printing_id, pt.set_name, pt.printed_text, s.locator FROM printing_page_texts pt "
            "JOIN printings p ON p.id = pt.printing_id JOIN sources s ON s.id = pt.source_id "
            f"WHERE p.card_id IN ({ids}){_only_printings('pt.printing_id', printing_ids)} ORDER BY s.locator"
        )
    ).all():
        out[pid].append({"set_name": set_name, "printed_text": printed, "url": locator})
    return dict(out)


def rulings(conn: "Connection", card_id: int, since: dt.date | None = None, language: str | None = None) -> list[dict]:
    """The card's rulings, oldest first (then by text), each with every source that gave it."""
    return _rulings_by_card(conn, _ids_sql([card_id]), since, language).get(card_id, [])


def _rulings_by_card(
    conn: "Connection", ids: str, since: dt.date | None = None, language: str | None = None
) -> dict[int, list[dict]]:
    rows = run(
        conn, (
            "SELECT r.id, r.date, r.language, r.text, r.date_ambiguous, s.kind, s.locator, rs.date, rs.publisher, "
            "rs.date_ambiguous, r.card_id, rs.text FROM rulings r JOIN ruling_sources rs ON rs.ruling_id = r.id "
            f"JOIN sources s ON s.id = rs.source_id WHERE r.card_id IN ({ids})"
        )
    ).all()
    by_id: dict[int, dict] = {}
    card_of: dict[int, int] = {}
    for rid, date, language_, text, ambiguous, kind, locator, src_date, publisher, src_ambiguous, card_id, src_text in rows:
        entry = by_id.get(rid)
        if entry is None:
            entry = by_id[rid] = {"date": _iso(date), "language": language_, "text": text, "sources": []}
            card_of[rid] = card_id
            if ambiguous:
                entry["date_ambiguous"] = True
        is_url = locator.startswith(("http://", "https://"))
        source = {
            "source": kind,
            "date": _iso(src_date),
            "url": locator if is_url else None,
            # the file (or archive member) it came from, so repeated sources stay apart
            "document": None if is_url else locator.replace("!", "/").rsplit("/", 1)[-1],
        }
        if publisher:
            source["publisher"] = publisher
        if src_ambiguous:
            source["date_ambiguous"] = True
        if src_text is not None and src_text != text:  # this source's own wording
            source["text"] = src_text
        if source not in entry["sources"]:
            entry["sources"].append(source)
    out: dict[int, list[dict]] = defaultdict(list)
    for rid, entry in by_id.items():
        if since and (entry["date"] is None or entry["date"] < since.isoformat()):
            continue
        if language and entry["language"] != language:
            continue
        entry["sources"].sort(
            key=lambda s: (s["source"], s["date"] or "", s["url"] or "", s["document"] or "", s.get("text") or "")
        )
        out[card_of[rid]].append(entry)
    return {
        card_id: sorted(entries, key=lambda e: (e["date"] is None, e["date"] or "", e["text"]))
        for card_id, entries in out.items()
    }


# ------------------------------------------------------------------------------------------ stats

_COUNTED = ("cards", "faces", "printings", "sets", "set_translations", "translations", "rulings", "ruling_sources", "sources")


def stats(conn: "Connection") -> dict:
    counts = {t: run(conn, f"SELECT COUNT(*) FROM {t}").scalar_one() for t in _COUNTED}
    by_language = dict(
        run(conn, "SELECT language, COUNT(*) FROM translations GROUP BY language ORDER BY language").all()
    )
    failed = run(conn, "SELECT COUNT(*) FROM sources WHERE status = 'failed'").scalar_one()
    by_kind = dict(run(conn, "SELECT kind, COUNT(*) FROM sources WHERE status = 'ok' GROUP BY kind ORDER BY kind").all())
    return {
        **counts,
        "translations_by_language": by_language,
        "sources_by_kind": by_kind,
        "failed_sources": failed,
    }
