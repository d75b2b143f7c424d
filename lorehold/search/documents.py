"""What the search index holds, read from the database: one document per card, one per ruling,
and the list of every name (for the fuzzy name resolver and completion).

Plain SQL through SQLAlchemy Core (SQLite or PostgreSQL alike); no SQLModel import. Everything
here is data only: ``index.py`` writes it.
"""

from __future__ import annotations

import re
import zlib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable

import orjson

from lorehold.search.analysis import compact_key, fold
from lorehold.search.schema import INDEX_LANGS

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection


@dataclass
class CardData:
    id: int
    oracle_id: str | None
    name: str
    type_line: str | None
    oracle_text: str | None
    mana_value: float | None
    colors: str | None
    identity: str | None
    power: str | None
    toughness: str | None
    edhrec_rank: int | None = None
    keywords: list[str] = field(default_factory=list)
    faces: list[str] = field(default_factory=list)
    sets: set[str] = field(default_factory=set)
    rarities: set[str] = field(default_factory=set)
    artists: set[str] = field(default_factory=set)
    dates: set[int] = field(default_factory=set)
    printed_types: set[str] = field(default_factory=set)
    printed_texts: set[str] = field(default_factory=set)
    flavors: set[str] = field(default_factory=set)
    # language -> Counter of each value (how many printings carry it)
    names: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    types: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    texts: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    face_names: dict[str, set] = field(default_factory=lambda: defaultdict(set))


def _in_clause(ids: Iterable[int] | None, column: str) -> str:
    if ids is None:
        return ""
    ids = sorted(int(i) for i in ids)
    return f" WHERE {column} IN ({','.join(str(i) for i in ids) or 'NULL'})"


def _rows(conn: "Connection", sql: str):
    return conn.exec_driver_sql(sql).fetchall()


def load_cards(conn: "Connection", card_ids: Iterable[int] | None = None) -> list[CardData]:
    """The cards (all, or ``card_ids``) with what the index needs, sorted by English name."""
    ids = None if card_ids is None else sorted(set(card_ids))
    cards: dict[int, CardData] = {}
    for row in _rows(conn, "SELECT id, oracle_id, name, type_line, oracle_text, mana_value, colors, "
                     "color_identity, power, toughness, edhrec_rank FROM cards" + _in_clause(ids, "id")):
        cards[row[0]] = CardData(*row)
    for card_id, kw in _rows(conn, "SELECT card_id, keyword FROM card_keywords" + _in_clause(ids, "card_id")):
        if card_id in cards:
            cards[card_id].keywords.append(kw)
    for card_id, name in _rows(conn, "SELECT card_id, name FROM faces" + _in_clause(ids, "card_id")
                               + " ORDER BY card_id, position"):
        if card_id in cards:
            cards[card_id].faces.append(name)
    sql = ("SELECT p.card_id, p.set_code, p.rarity, p.artist, COALESCE(p.released, s.release_date), p.printed_type_line, "
           "p.printed_text, p.flavor_text FROM printings p LEFT JOIN sets s ON s.code = p.set_code"
           + _in_clause(ids, "p.card_id"))
    for card_id, set_code, rarity, artist, released, ptype, ptext, flavor in _rows(conn, sql):
        c = cards.get(card_id)
        if c is None:
            continue
        c.sets.add(set_code.lower())
        if rarity:
            c.rarities.add(rarity.lower())
        if artist:
            c.artists.add(artist)
        if released:
            c.dates.add(int(str(released)[:10].replace("-", "")))
        if ptype and ptype != c.type_line:
            c.printed_types.add(ptype)
        if ptext and ptext != c.oracle_text:
            c.printed_texts.add(ptext)
        if flavor:
            c.flavors.add(flavor)
    sql = ("SELECT card_id, language, name, type_line, text FROM translations" + _in_clause(ids, "card_id"))
    for card_id, lang, name, type_line, text in _rows(conn, sql):
        c = cards.get(card_id)
        if c is None:
            continue
        c.names[lang][name] += 1
        if type_line:
            c.types[lang][type_line] += 1
        if text:
            c.texts[lang][text] += 1
    sql = ("SELECT t.card_id, t.language, f.name FROM translation_faces f "
           "JOIN translations t ON t.id = f.translation_id" + _in_clause(ids, "t.card_id"))
    for card_id, lang, name in _rows(conn, sql):
        c = cards.get(card_id)
        if c is not None and name:
            c.face_names[lang].add(name)
    return sorted(cards.values(), key=lambda c: (fold(c.name), c.id))


def _number(value: str | None) -> float | None:
    if value is None:
        return None
    # "*", "X", "1+*": a number only when it is written as one ("*" is not 0)
    m = re.fullmatch(r"[+-]?\d+(?:\.\d+)?", value.strip())
    return float(m.group()) if m else None


def _most_common(counter: Counter) -> str | None:
    if not counter:
        return None
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]


#: the word a card's own name becomes in ``self_en`` (``~`` in a query)
SELF_WORD = "selfname"


def self_text(text: str, names: list[str]) -> str:
    """The text with the card's own names (longest first) as ``SELF_WORD``."""
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        if name in text:
            text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", f" {SELF_WORD} ", text)
    return text


def card_names(card: CardData) -> list[tuple[str, str]]:
    """(language, name) for every name the card goes by: English, faces, translations and their faces."""
    out = {("en", card.name)}
    out.update(("en", f) for f in card.faces)
    for lang, names in card.names.items():
        out.update((lang, n) for n in names)
    for lang, names in card.face_names.items():
        out.update((lang, n) for n in names)
    return sorted(out)


def _translated_fields(card: CardData, doc: dict, display: dict) -> set[str]:
    """The name, type and text fields of each printed language into ``doc`` (and the most
    printed of each into ``display``); returns the card's languages."""
    langs = {"en"}
    for lang in sorted(card.names):
        if lang not in INDEX_LANGS or lang == "en":
            continue
        langs.add(lang)
        names = sorted(card.names[lang]) + sorted(card.face_names.get(lang, ()))
        doc[f"name_{lang}"] = names
        if card.types.get(lang):
            doc[f"type_{lang}"] = sorted(card.types[lang])
        if card.texts.get(lang):
            doc[f"text_{lang}"] = sorted(card.texts[lang])
        display[lang] = [_most_common(card.names[lang]), _most_common(card.types.get(lang, Counter())),
                         _most_common(card.texts.get(lang, Counter()))]
    langs.update(lang for lang in card.names)
    return langs


def card_document(card: CardData) -> dict:
    """The index document of a card (field name -> value), the same for a rebuild and an update."""
    display = {"en": [card.name, card.type_line, card.oracle_text]}
    doc: dict = {
        "cid": str(card.id),
        "cidn": card.id,
        "name_en": [card.name] + card.faces,
        "type_en": [card.type_line] if card.type_line else [],
        "text_en": [card.oracle_text] if card.oracle_text else [],
    }
    if card.printed_types:
        doc["ptype_en"] = sorted(card.printed_types)
    if card.printed_texts:
        doc["ptext_en"] = sorted(card.printed_texts)
    if card.oracle_text:
        own = self_text(card.oracle_text, [card.name, *card.name.split(" // "), *card.faces])
        if own != card.oracle_text:
            doc["self_en"] = [own]
    langs = _translated_fields(card, doc, display)
    if card.flavors:
        doc["flavor_en"] = sorted(card.flavors)
    doc["langs"] = " ".join(sorted(langs))
    if card.sets:
        doc["sets"] = " ".join(sorted(card.sets))
    if card.rarities:
        doc["rarity"] = " ".join(sorted(card.rarities))
    if card.artists:
        doc["artist"] = sorted(card.artists)
    if card.dates:
        doc["date"] = sorted(card.dates)
        doc["year"] = sorted({d // 10000 for d in card.dates})
    if card.colors is not None:
        doc["colors"] = card.colors.lower() or "c"
    if card.identity is not None:
        doc["identity"] = card.identity.lower() or "c"
    if card.mana_value is not None:
        doc["mv"] = float(card.mana_value)
    for key, value in (("pow", card.power), ("tou", card.toughness)):
        number = _number(value)
        if number is not None:
            doc[key] = number
    if card.keywords:
        doc["kw"] = ",".join(sorted(k.lower() for k in card.keywords))
    doc["nk"] = " ".join(sorted({f"{lang}:{compact_key(n)}" for lang, n in card_names(card) if compact_key(n)}))
    shown = {"n": card.name, "o": card.oracle_id, "l": display}
    if card.edhrec_rank is not None:
        shown["r"] = card.edhrec_rank  # popularity: breaks ties between equal text matches
    doc["d"] = zlib.compress(orjson.dumps(shown))
    return doc


def load_rulings(conn: "Connection", card_ids: Iterable[int] | None = None) -> list[dict]:
    """One document per ruling (all, or those of ``card_ids``)."""
    ids = None if card_ids is None else sorted(set(card_ids))
    sql = ("SELECT r.id, r.card_id, r.language, r.date, r.text, c.name, c.oracle_id FROM rulings r "
           "JOIN cards c ON c.id = r.card_id" + _in_clause(ids, "r.card_id") + " ORDER BY r.id")
    docs = []
    for rid, card_id, lang, date, text, name, oracle_id in _rows(conn, sql):
        lang = lang if lang in INDEX_LANGS else "en"
        doc = {"rid": str(rid), "cid": str(card_id), "lang": lang, f"text_{lang}": text,
               "d": zlib.compress(orjson.dumps({"n": name, "o": oracle_id, "t": text,
                                                "date": str(date)[:10] if date else None}))}
        if date:
            doc["date"] = int(str(date)[:10].replace("-", ""))
        docs.append(doc)
    return docs


def english_names(conn: "Connection", card_ids: Iterable[int] | None = None) -> dict[int, str]:
    return dict(_rows(conn, "SELECT id, name FROM cards" + _in_clause(card_ids, "id")))


def all_names(conn: "Connection", card_ids: Iterable[int] | None = None) -> list[tuple[str, str, int]]:
    """(name, language, card id) for every distinct name of every card (of ``card_ids``, when
    given), faces included."""
    ids = None if card_ids is None else sorted(set(card_ids))
    out: set[tuple[str, str, int]] = set()
    for card_id, name in _rows(conn, "SELECT id, name FROM cards" + _in_clause(ids, "id")):
        out.add((name, "en", card_id))
    for card_id, name in _rows(conn, "SELECT card_id, name FROM faces" + _in_clause(ids, "card_id")):
        out.add((name, "en", card_id))
    for card_id, lang, name in _rows(conn, "SELECT DISTINCT card_id, language, name FROM translations"
                                     + _in_clause(ids, "card_id")):
        out.add((name, lang, card_id))
    faces = ("SELECT DISTINCT t.card_id, t.language, f.name FROM translation_faces f "
             "JOIN translations t ON t.id = f.translation_id WHERE f.name IS NOT NULL")
    if ids is not None:
        faces += " AND " + _in_clause(ids, "t.card_id").removeprefix(" WHERE ")
    for card_id, lang, name in _rows(conn, faces):
        out.add((name, lang, card_id))
    return sorted(out, key=lambda t: (t[1], t[0], t[2]))


def german_vocabulary(cards: list[CardData]) -> set[str]:
    """Words of four letters or more in the German names, types and texts: what compounds split into."""
    from lorehold.search.analysis import german_normalize

    words: set[str] = set()
    pattern = re.compile(r"[^\W\d_]{4,}")
    for c in cards:
        for counter in (c.names.get("de"), c.types.get("de"), c.texts.get("de")):
            if counter:
                for text in counter:
                    words.update(german_normalize(w) for w in pattern.findall(fold(text)))
    return words
