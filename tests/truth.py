"""An independent reading of raw MTGJSON set files, for checking search results.

Plain Python over the JSON (lzma + json): nothing here imports lorehold. A card is every entry
with the same Scryfall oracle id; a printing is a (set, collector number); each query of the
truth tests is paired with a predicate written against these records, from the query
language's documented meaning (Scryfall's), not from lorehold's code.
"""

from __future__ import annotations

import json
import lzma
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

LANGUAGES = {
    "German": "de", "French": "fr", "Italian": "it", "Spanish": "es", "Portuguese (Brazil)": "pt",
    "Portuguese": "pt", "Japanese": "ja", "Korean": "ko", "Russian": "ru", "Chinese Simplified": "zhs",
    "Chinese Traditional": "zht",
}


@dataclass
class Printing:
    set: str
    number: str
    rarity: str
    artist: str
    date: str  # ISO: the printing's own release date, else its set's
    langs: set[str]
    watermark: str
    games: set[str]
    flags: set[str]
    original_text: str
    original_type: str
    flavor: str
    frame: str  # MTGJSON frameVersion
    set_type: str = ""  # the set's MTGJSON type (core, expansion, masters...)
    # language -> list of (name, type, text) of its faces
    foreign: dict[str, list[tuple[str, str, str]]] = field(default_factory=dict)


@dataclass
class Card:
    oracle_id: str
    name: str
    layout: str
    faces: list[dict]
    mana_cost: str
    mv: float
    colors: set[str]
    identity: set[str]
    type: str
    text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    keywords: set[str]
    legalities: dict[str, str]
    edhrec: int | None
    printings: list[Printing] = field(default_factory=list)

    def face_names(self) -> list[str]:
        return [f.get("faceName") or f["name"] for f in self.faces]


def load(folder: Path) -> dict[str, Card]:
    """oracle id -> Card, from every ``*.json.xz`` set file in ``folder``."""
    return load_sets(json.loads(lzma.open(path).read())["data"] for path in sorted(Path(folder).glob("*.json.xz")))


def load_tarball(path: Path) -> dict[str, Card]:
    """oracle id -> Card, from a ``.tar.xz`` of MTGJSON set files (the shared full data)."""
    import tarfile

    def sets():
        with tarfile.open(path, "r:xz") as tar:
            for member in tar:
                if member.isfile() and member.name.endswith(".json"):
                    data = json.loads(tar.extractfile(member).read()).get("data")
                    if isinstance(data, dict) and "cards" in data:
                        yield data

    return load_sets(sets())


def load_sets(datas) -> dict[str, Card]:
    """oracle id -> Card, from MTGJSON set objects (each file's ``data``)."""
    cards: dict[str, Card] = {}
    reversed_: list[tuple[str, str, str, dict]] = []  # (name, set, set date, front side)
    for data in datas:
        set_code, released = data["code"].lower(), data.get("releaseDate") or ""
        set_type = (data.get("type") or "").lower()
        by_printing: dict[tuple[str, str], list[dict]] = {}
        for entry in data["cards"]:
            oid = (entry.get("identifiers") or {}).get("scryfallOracleId")
            if not oid:
                # a reversible card with one card on both sides ("Propaganda // Propaganda",
                # Secret Lair) is a printing of that card; its front side is the printing
                face = entry.get("faceName")
                if (entry.get("layout") == "reversible_card" and entry.get("side") == "a"
                        and entry["name"] == f"{face} // {face}"):
                    reversed_.append((face, set_code, released, entry, set_type))
                continue
            by_printing.setdefault((oid, entry["number"]), []).append(entry)
        for (oid, number), entries in by_printing.items():
            entries.sort(key=lambda e: e.get("side") or "")
            front = entries[0]
            card = cards.get(oid)
            if card is None:
                faces = entries
                card = cards[oid] = Card(
                    oracle_id=oid, name=front["name"], layout=front.get("layout", ""), faces=faces,
                    mana_cost=front.get("manaCost") or "", mv=float(front.get("manaValue", 0)),
                    colors=set(front.get("colors") or ()) if len(faces) == 1 or front.get("layout") not in ("split", "flip", "adventure", "aftermath")
                    else set(c for f in faces for c in f.get("colors") or ()),
                    identity=set(front.get("colorIdentity") or ()),
                    type=" // ".join(f.get("type", "") for f in faces),
                    text="\n".join(f.get("text", "") for f in faces if f.get("text")),
                    power=front.get("power"), toughness=front.get("toughness"), loyalty=front.get("loyalty"),
                    keywords={k.lower() for f in faces for k in f.get("keywords") or ()},
                    legalities={k.lower(): v.lower() for k, v in (front.get("legalities") or {}).items()},
                    edhrec=front.get("edhrecRank"),
                )
            card.printings.append(printing(set_code, released, number, entries, set_type))
    by_name = {c.name: c for c in cards.values()}
    for name, set_code, released, front, set_type in reversed_:
        if name in by_name:
            by_name[name].printings.append(printing(set_code, released, front["number"], [front], set_type))
    return cards


def printing(set_code: str, released: str, number: str, entries: list[dict], set_type: str = "") -> Printing:
    """One printing from its entries (one a face, front first)."""
    front = entries[0]
    foreign: dict[str, list[tuple[str, str, str]]] = {}
    for e in entries:
        for fd in e.get("foreignData") or ():
            lang = LANGUAGES.get(fd.get("language"))
            if lang:
                foreign.setdefault(lang, []).append((fd.get("faceName") or fd.get("name") or "",
                                                     fd.get("type") or "", fd.get("text") or ""))
    flags = {name for key, name in (("isReprint", "reprint"), ("isPromo", "promo"), ("isFullArt", "fullart"))
             if front.get(key)}
    return Printing(
        set=set_code, number=number, rarity=front.get("rarity", ""), artist=front.get("artist") or "",
        date=front.get("originalReleaseDate") or released, langs={"en"} | set(foreign),
        watermark=front.get("watermark") or "", games=set(front.get("availability") or ()), flags=flags,
        original_text="\n".join(e.get("originalText", "") for e in entries if e.get("originalText")),
        original_type=" // ".join(e.get("originalType", "") for e in entries if e.get("originalType")),
        flavor="\n".join(e.get("flavorText", "") for e in entries if e.get("flavorText")),
        frame=front.get("frameVersion") or "", foreign=foreign, set_type=set_type,
    )


# ---------------------------------------------------------------------------- reading texts

def _cjk(text: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in text)


def fold(text: str) -> str:
    """Case and accents folded (not for CJK and Hangul, which NFKD would take apart)."""
    text = unicodedata.normalize("NFKC", text).casefold()
    if _cjk(text):
        return text
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def words(text: str) -> list[str]:
    text = re.sub(r"['’]", "", fold(text))
    return re.findall(r"[^\W_]+", text)


def has_phrase(text: str, phrase: str) -> bool:
    """The phrase's words, as written, side by side in the text (CJK: as a substring)."""
    if not text:
        return False
    if _cjk(phrase):
        return fold(phrase).replace(" ", "") in fold(text).replace(" ", "")
    want, have = words(phrase), words(text)
    n = len(want)
    return any(have[i: i + n] == want for i in range(len(have) - n + 1))


def number(value: str | None) -> float | None:
    """A power, toughness or loyalty when it is a plain number ("*" and "1+*" are not)."""
    if value is None or not re.fullmatch(r"[+-]?\d+(\.\d+)?", value):
        return None
    return float(value)


def new_printings(card: Card, what: str) -> list[Printing]:
    """Scryfall's ``new:``: the printings that are the card's first with their rarity, frame,
    flavor text or one of their languages: no printing released on an earlier day has it."""
    def values(p: Printing) -> set[str]:
        value = {"rarity": p.rarity, "frame": p.frame, "flavor": p.flavor}.get(what)
        return set(p.langs) if what == "language" else ({value} if value else set())

    return [p for p in card.printings
            if values(p) - set().union(*(values(o) for o in card.printings if o.date < p.date))]
