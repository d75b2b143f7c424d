"""lorehold's objects in Scryfall's shapes: card, card face, ruling, set, list, catalog and error.

A Scryfall card object is one printing in one language; lorehold's card object (``card --json``)
is one card with all its printings and translations, so one lorehold card gives many Scryfall
objects. Only the fields lorehold has are filled; the others are left out rather than guessed.

- ``id``: the English printing's Scryfall id as MTGJSON recorded it. A printing in another
  language has a lorehold id, a UUID5 of the English id and the language (Scryfall gives each
  language its own id, which MTGJSON does not carry); ``/cards/:id`` answers it.
- Multi-faced layouts follow Scryfall: transform-like cards keep mana cost, colours and texts on
  the faces only; split, flip and adventure cards keep the mana cost and colours on top as well.
- A printing in another language carries ``printed_name``, ``printed_type_line`` and
  ``printed_text`` (on the faces for multi-faced cards), ``lang`` and that printing's flavor text.
- Extra, lorehold-only fields sit under ``lorehold`` (the matched language and name of a search).
"""

from __future__ import annotations

import re
import uuid
from typing import Any
from urllib.parse import quote, urlencode

PAGE_SIZE = 175
#: faces carry mana cost, colours and texts; the top level has none of them (Scryfall)
FACE_ONLY_LAYOUTS = {"transform", "modal_dfc", "reversible_card", "double_faced_token", "art_series", "meld"}
_NAMESPACE = uuid.UUID("6f0c4a52-2a83-4d8e-9c2e-1bd1a2b0c0de")


_LOYALTY = re.compile(r"^\[([+\u2212-]?(?:\d+|X))\]:", re.M)


def oracle(text: str | None) -> str:
    """Oracle text as Scryfall writes it: loyalty costs "+1:", where MTGJSON writes "[+1]:"."""
    return _LOYALTY.sub(r"\1:", text) if text else ""


def foreign_id(english_id: str, lang: str) -> str:
    return str(uuid.uuid5(_NAMESPACE, f"{english_id}/{lang}"))


def error(status: int, details: str, code: str | None = None, type_: str | None = None,
          warnings: list[str] | None = None) -> dict:
    """Scryfall's error object."""
    codes = {400: "bad_request", 404: "not_found", 405: "method_not_allowed", 413: "payload_too_large",
             422: "validation_error", 429: "too_many_requests", 500: "internal_server_error"}
    out: dict[str, Any] = {"object": "error", "code": code or codes.get(status, "error"), "status": status,
                           "details": details}
    if type_:
        out["type"] = type_
    if warnings:
        out["warnings"] = warnings
    return out


def _colors(value: str | None) -> list[str]:
    return sorted(value) if value else []


def _printing_id(printing: dict) -> str:
    if printing.get("scryfall_id"):
        return printing["scryfall_id"]
    seed = printing.get("mtgjson_uuid") or f"{printing['set']}/{printing['number']}"
    return str(uuid.uuid5(_NAMESPACE, seed))


def _translation_for(card: dict, printing: dict, lang: str) -> dict | None:
    key = f"{printing['set']}/{printing['number']}"
    for entry in card.get("translations", []):
        if entry["language"] == lang and key in entry["printings"]:
            return entry
    return None


def card_object(card: dict, printing: dict, lang: str, base: str) -> dict:
    """The Scryfall card object of ``card``'s ``printing`` in language ``lang``."""
    english_id = _printing_id(printing)
    sid = english_id if lang == "en" else foreign_id(english_id, lang)
    layout = card.get("layout") or "normal"
    faces = card.get("faces") or []
    foreign = (printing.get("foreign") or {}).get(lang) if lang != "en" else None
    out = _card_head(card, printing, lang, base, sid, foreign)
    on_top = not (faces and layout in FACE_ONLY_LAYOUTS)
    if on_top:
        _card_top(out, card, faces, layout)
    if not faces and lang != "en":
        _card_printed(out, _translation_for(card, printing, lang))
    if faces:
        out["card_faces"] = _faces(card, faces, layout, foreign, on_top)
    flavor = foreign.get("flavor_text") if foreign else printing.get("flavor_text") if lang == "en" else None
    if flavor and not faces:
        out["flavor_text"] = flavor
    out.update(_card_printing(card, printing, base, sid))
    return out


def _card_head(card: dict, printing: dict, lang: str, base: str, sid: str, foreign: dict | None) -> dict[str, Any]:
    """A card object's first keys: ids, names, language, layout, mana value, types, identity."""
    set_code = printing["set"].lower()
    mv_ids = [foreign["multiverse_id"]] if foreign and foreign.get("multiverse_id") else []
    if lang == "en" and printing.get("multiverse_id"):
        mv_ids = [printing["multiverse_id"]]
    return {
        "object": "card",
        "id": sid,
        "oracle_id": card.get("oracle_id"),
        "multiverse_ids": mv_ids,
        "name": card["name"],
        "lang": lang,
        "released_at": printing.get("release_date"),
        "uri": f"{base}/cards/{sid}",
        "scryfall_uri": f"{base}/card/{set_code}/{quote(printing['number'])}/{lang}",
        "layout": card.get("layout") or "normal",
        "cmc": float(card["mana_value"]) if card.get("mana_value") is not None else None,
        "type_line": card.get("type_line"),
        "color_identity": _colors(card.get("color_identity")),
        "keywords": list(card.get("keywords") or []),
    }


def _card_top(out: dict, card: dict, faces: list[dict], layout: str) -> None:
    """The keys a card object has on top when its faces do not carry them: mana cost, colours,
    and (a single-faced card) the Oracle text and numbers."""
    out["mana_cost"] = card.get("mana_cost") or ""
    if faces and layout in ("split", "adventure"):
        out["mana_cost"] = " // ".join(f.get("mana_cost") or "" for f in faces)
    out["colors"] = _colors(card.get("colors"))
    if not faces:
        out["oracle_text"] = oracle(card.get("oracle_text"))
        for key in ("power", "toughness", "loyalty", "defense"):
            if card.get(key) is not None:
                out[key] = card[key]


def _card_printed(out: dict, translation: dict | None) -> None:
    """A single-faced card's printed name, type line and text in another language."""
    if translation is None:
        return
    out["printed_name"] = translation["name"]
    if translation.get("type_line"):
        out["printed_type_line"] = translation["type_line"]
    if translation.get("text"):
        out["printed_text"] = translation["text"]


def _card_printing(card: dict, printing: dict, base: str, sid: str) -> dict[str, Any]:
    """A card object's last keys: the printing's set, its links, number, rarity, artist."""
    set_code = printing["set"].lower()
    return {
        "set": set_code,
        "set_name": printing.get("set_name"),
        "set_uri": f"{base}/sets/{set_code}",
        "set_search_uri": f"{base}/cards/search?order=set&q=e%3A{quote(set_code, safe='')}&unique=prints",
        "rulings_uri": f"{base}/cards/{sid}/rulings",
        # (f-strings: urlencode costs ~0.1 ms an object, a sixth of a page of 175)
        "prints_search_uri": f"{base}/cards/search?order=released&q=oracleid%3A{card.get('oracle_id')}&unique=prints",
        "collector_number": printing["number"],
        "rarity": printing.get("rarity"),
        "artist": printing.get("artist"),
    }


def _faces(card: dict, faces: list[dict], layout: str, foreign: dict | None, on_top: bool) -> list[dict]:
    printed = (foreign or {}).get("faces") or []
    out = []
    for i, face in enumerate(faces):
        entry: dict[str, Any] = {
            "object": "card_face",
            "name": face["name"],
            "mana_cost": face.get("mana_cost") or "",
            "type_line": face.get("type_line"),
            "oracle_text": oracle(face.get("oracle_text")),
        }
        if not on_top:
            # a back face has no mana cost; its colours are the card's (Scryfall gives the
            # colour indicator's colours, which lorehold does not keep apart)
            entry["colors"] = _colors(card.get("colors"))
        for key in ("power", "toughness", "loyalty", "defense"):
            if face.get(key) is not None:
                entry[key] = face[key]
        if i < len(printed) and printed[i].get("name"):
            entry["printed_name"] = printed[i]["name"]
            if printed[i].get("type_line"):
                entry["printed_type_line"] = printed[i]["type_line"]
            if printed[i].get("text"):
                entry["printed_text"] = printed[i]["text"]
            if printed[i].get("flavor_text"):
                entry["flavor_text"] = printed[i]["flavor_text"]
        out.append(entry)
    return out


def ruling_object(ruling: dict, oracle_id: str | None) -> dict:
    """Scryfall's ruling object, with lorehold's provenance: the language and every source."""
    publishers = [s.get("publisher") for s in ruling["sources"] if s.get("publisher")]
    kinds = [s["source"] for s in ruling["sources"]]
    if "wotc" in publishers:
        source = "wotc"
    elif "scryfall" in publishers or "scryfall" in kinds:
        source = "scryfall"
    else:
        source = kinds[0] if kinds else "lorehold"
    out = {
        "object": "ruling",
        "oracle_id": oracle_id,
        "source": source,
        "published_at": ruling["date"],
        "comment": ruling["text"],
        "language": ruling["language"],
        "sources": ruling["sources"],
    }
    if ruling.get("date_ambiguous"):
        out["date_ambiguous"] = True
    return out


def set_object(row: dict, base: str) -> dict:
    code = row["code"].lower()
    return {
        "object": "set",
        "code": code,
        "name": row["name"],
        "uri": f"{base}/sets/{code}",
        "search_uri": f"{base}/cards/search?" + urlencode({"order": "set", "q": f"e:{code}", "unique": "prints"}),
        "released_at": row["release_date"],
        "set_type": row["type"],
        "card_count": row["card_count"],
        "digital": False,
        "translations": row.get("translations", {}),
    }


def list_object(data: list, *, total: int | None = None, next_page: str | None = None, **extra) -> dict:
    out: dict[str, Any] = {"object": "list"}
    if total is not None:
        out["total_cards"] = total
    out["has_more"] = next_page is not None
    if next_page is not None:
        out["next_page"] = next_page
    out["data"] = data
    out.update(extra)
    return out


def catalog(data: list[str], base: str | None = None, path: str | None = None, **extra) -> dict:
    out: dict[str, Any] = {"object": "catalog"}
    if base and path:
        out["uri"] = f"{base}{path}"
    out["total_values"] = len(data)
    out["data"] = data
    out.update(extra)
    return out
