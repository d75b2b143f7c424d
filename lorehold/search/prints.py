"""Every printing of every card, as columns (``index/prints.bin``): what makes conditions about a
printing hold on one printing.

The cards index has one document per card; a card's sets, rarities, artists and dates are
multi-valued fields of it, so ``s:xln r:mythic`` there would be "some printing is in XLN and
some printing is mythic". Scryfall means "a printing in XLN that is mythic", and so does
lorehold: a query whose printing conditions combine (two of them under one "and", or one under
"-") is evaluated here, printing by printing, and the cards whose printings satisfy it become a
set of documents for the rest of the query (``emit.DocSet``). A lone positive condition
(``s:xln``, ``r:mythic or r:rare``) means the same either way and stays a term of the index.

Plain Python and orjson; written with the index, read by the searcher when a query needs it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

PRINTS_FILE = "prints.bin"
#: the columns, in the order of a printing's row
COLUMNS = ("card", "set", "number", "rarity", "artist", "date", "langs", "watermark", "games", "frame",
           "border", "flags", "flavor")
#: the printing's English flavor text is a number in the ``flavor`` column: 0 for none, else
#: 1 + its place in this list of the distinct flavor texts (many printings share one)
FLAVOR_TEXTS = "flavor_texts"
#: set code -> the set's type (MTGJSON's, Scryfall's words: core, expansion, masters, funny...),
#: for ``st:``; absent from an index written before it
SET_TYPES = "set_types"
#: ``new:`` values -> the column whose value a printing is the card's first to have
NEW_COLUMNS = {"rarity": "rarity", "frame": "frame", "flavor": "flavor", "language": "langs"}
RARITY_ORDER = ("common", "uncommon", "rare", "mythic")


def _of_cards(card_ids, column: str, joined: str = " WHERE ") -> str:
    """The SQL condition "``column`` is one of ``card_ids``" after ``joined`` ("" for every card)."""
    if card_ids is None:
        return ""
    return f"{joined}{column} IN ({','.join(str(int(i)) for i in sorted(card_ids)) or 'NULL'})"


def load_prints(conn: "Connection", card_ids=None) -> dict[str, list]:
    """The columns of every printing (of ``card_ids`` only, when given), read from the database,
    sorted by card then date."""
    rows = conn.exec_driver_sql(
        "SELECT p.id, p.card_id, p.set_code, p.number, p.rarity, p.artist, "
        "COALESCE(p.released, s.release_date), p.watermark, p.games, p.frame, p.border, p.flags, p.flavor_text "
        "FROM printings p LEFT JOIN sets s ON s.code = p.set_code" + _of_cards(card_ids, "p.card_id")).fetchall()
    langs: dict[int, set[str]] = {}
    for pid, lang in conn.exec_driver_sql(
            "SELECT DISTINCT printing_id, language FROM translations WHERE printing_id IS NOT NULL"
            if card_ids is None else
            "SELECT DISTINCT t.printing_id, t.language FROM translations t JOIN printings p ON p.id = t.printing_id"
            + _of_cards(card_ids, "p.card_id")):
        langs.setdefault(pid, set()).add(lang)
    rows = sorted(rows, key=lambda r: (r[1], _day(r[6]), r[2], r[3]))
    out: dict[str, list] = {c: [] for c in COLUMNS}
    flavor_of: dict[str, int] = {}
    for pid, card_id, set_code, number, rarity, artist, released, wm, games, frame, border, flags, flavor in rows:
        out["card"].append(card_id)
        out["set"].append(set_code.lower())
        out["number"].append(number or "")
        out["rarity"].append((rarity or "").lower())
        out["artist"].append(artist or "")
        out["date"].append(_day(released))
        out["langs"].append(" ".join(sorted({"en"} | langs.get(pid, set()))))
        out["watermark"].append((wm or "").lower())
        out["games"].append(games or "")
        out["frame"].append((frame or "").lower())
        out["border"].append((border or "").lower())
        out["flags"].append(flags or "")
        out["flavor"].append(flavor_of.setdefault(flavor, len(flavor_of) + 1) if flavor else 0)
    out[FLAVOR_TEXTS] = list(flavor_of)
    out[SET_TYPES] = {code.lower(): kind.lower() for code, kind in
                      conn.exec_driver_sql("SELECT code, type FROM sets WHERE type IS NOT NULL")}
    return out


def _day(value) -> int:
    """A date as YYYYMMDD (0: unknown)."""
    return int(str(value)[:10].replace("-", "")) if value else 0


#: the card-level columns (one row a card)
CARD_COLUMNS = ("id", "name", "mana_cost", "mv", "power", "toughness", "loyalty", "layout", "type", "text",
                "legalities", "edhrec", "colors", "flavor", "printed_same")


def load_card_facts(conn: "Connection", card_ids=None) -> dict[str, list]:
    """The card-level facts search evaluates in Python (``FactQ``), one row a card (of ``card_ids``
    only, when given), by card id."""
    flavors: dict[int, list[str]] = {}
    for card_id, flavor in conn.exec_driver_sql(
            "SELECT card_id, flavor_text FROM printings WHERE flavor_text IS NOT NULL"
            + _of_cards(card_ids, "card_id", " AND ") + " ORDER BY id"):
        have = flavors.setdefault(card_id, [])
        if flavor not in have:
            have.append(flavor)
    # the faces' own costs: a modal double-faced card's back has one too
    face_costs: dict[int, list[str]] = {}
    for card_id, cost in conn.exec_driver_sql(
            "SELECT card_id, mana_cost FROM faces WHERE mana_cost IS NOT NULL AND mana_cost <> ''"
            + _of_cards(card_ids, "card_id", " AND ") + " ORDER BY card_id, position"):
        face_costs.setdefault(card_id, []).append(cost)
    # cards with a printing whose printed wording is the Oracle wording ("t" text, "y" type line)
    same: dict[int, str] = {}
    for card_id, kind in conn.exec_driver_sql(
            "SELECT p.card_id, 't' FROM printings p JOIN cards c ON c.id = p.card_id WHERE p.printed_text = c.oracle_text"
            + _of_cards(card_ids, "p.card_id", " AND ") +
            " UNION SELECT p.card_id, 'y' FROM printings p JOIN cards c ON c.id = p.card_id WHERE p.printed_type_line = c.type_line"
            + _of_cards(card_ids, "p.card_id", " AND ")):
        same[card_id] = same.get(card_id, "") + kind
    out: dict[str, list] = {c: [] for c in CARD_COLUMNS}
    for row in conn.exec_driver_sql(
            "SELECT id, name, mana_cost, mana_value, power, toughness, loyalty, layout, type_line, oracle_text, "
            "legalities, edhrec_rank, colors FROM cards" + _of_cards(card_ids, "id") + " ORDER BY id"):
        for column, value in zip(CARD_COLUMNS, row):
            out[column].append(value if value is not None or column in ("mv", "edhrec") else "")
        out["flavor"].append("\n".join(flavors.get(row[0], ())))
        out["printed_same"].append("".join(sorted(same.get(row[0], ""))))
        if len(face_costs.get(row[0], ())) > 1:
            out["mana_cost"][-1] = " // ".join(face_costs[row[0]])
    return out


def write_prints(root: Path, columns: dict[str, list]) -> None:
    (Path(root) / PRINTS_FILE).write_bytes(orjson.dumps(columns))


def merge_prints(old: dict[str, list], card_ids, new: dict[str, list]) -> dict[str, list]:
    """The columns ``old`` (as ``write_prints`` wrote them) with the printings and card rows of
    ``card_ids`` replaced by those of ``new`` (``load_prints`` and ``load_card_facts`` of those
    cards): what reading every printing again would give, the flavor texts numbered on from the
    old ones (a text no printing has any more keeps its number, unused)."""
    drop = set(card_ids)
    flavor_texts = list(old.get(FLAVOR_TEXTS) or [])
    number_of = {text: i + 1 for i, text in enumerate(flavor_texts)}
    renumber = [0]
    for text in new.get(FLAVOR_TEXTS) or []:
        if text not in number_of:
            flavor_texts.append(text)
            number_of[text] = len(flavor_texts)
        renumber.append(number_of[text])
    new = {**new, "flavor": [renumber[k] for k in new["flavor"]]}
    if "flavor" not in old:  # an index written before the column
        old = {**old, "flavor": [0] * len(old["card"])}
    out = {c: [] for c in COLUMNS}
    kept = [i for i, card in enumerate(old["card"]) if card not in drop]
    # both are sorted by card first: the rows of one card stay together, in their own order
    order = sorted([(old["card"][i], 0, i) for i in kept] + [(card, 1, i) for i, card in enumerate(new["card"])])
    for _card, side, i in order:
        source = new if side else old
        for c in COLUMNS:
            out[c].append(source[c][i])
    out[FLAVOR_TEXTS] = flavor_texts
    if old.get(SET_TYPES) is not None or new.get(SET_TYPES) is not None:
        out[SET_TYPES] = {**(old.get(SET_TYPES) or {}), **(new.get(SET_TYPES) or {})}
    cards_old, cards_new = old.get("cards") or {c: [] for c in CARD_COLUMNS}, new["cards"]
    rows = sorted([(cid, 0, i) for i, cid in enumerate(cards_old["id"]) if cid not in drop] +
                  [(cid, 1, i) for i, cid in enumerate(cards_new["id"])])
    out["cards"] = {c: [(cards_new if side else cards_old)[c][i] for _cid, side, i in rows] for c in CARD_COLUMNS}
    return out


class Prints:
    """The printings' columns, with the lookups queries need built on first use."""

    def __init__(self, columns: dict[str, list]):
        self.cards = columns.pop("cards", None) or {c: [] for c in CARD_COLUMNS}
        self.flavor_texts: list[str] = columns.pop(FLAVOR_TEXTS, None) or []
        #: set code -> set type (None: an index written before ``st:``)
        self.set_types: dict[str, str] | None = columns.pop(SET_TYPES, None)
        if "flavor" not in columns:  # an index written before the column
            columns["flavor"] = [0] * len(columns["card"])
        self.c = columns
        self.n = len(columns["card"])
        self.all = frozenset(range(self.n))
        self._by: dict[str, dict] = {}
        self._of_card: dict[int, range] | None = None
        self._memo: dict = {}

    @classmethod
    def load(cls, root: Path) -> "Prints":
        return cls(orjson.loads((Path(root) / PRINTS_FILE).read_bytes()))

    def by(self, column: str) -> dict:
        """value -> the printings with it (for a column of one value a printing)."""
        index = self._by.get(column)
        if index is None:
            index = {}
            for i, v in enumerate(self.c[column]):
                index.setdefault(v, []).append(i)
            self._by[column] = index
        return index

    def by_word(self, column: str) -> dict:
        """word -> the printings whose space- or comma-separated column has it (langs, games, flags)."""
        key = column + "*"
        index = self._by.get(key)
        if index is None:
            index = {}
            for i, v in enumerate(self.c[column]):
                for w in re.split(r"[ ,]+", v):
                    if w:
                        index.setdefault(w, []).append(i)
            self._by[key] = index
        return index

    def of_cards(self, card_ids) -> set[int]:
        """The printings of some cards."""
        if self._of_card is None:
            spans: dict[int, range] = {}
            cards = self.c["card"]
            start = 0
            for i in range(1, self.n + 1):
                if i == self.n or cards[i] != cards[start]:
                    spans[cards[start]] = range(start, i)
                    start = i
            self._of_card = spans
        out: set[int] = set()
        spans = self._of_card
        for cid in card_ids:
            span = spans.get(cid)
            if span is not None:
                out.update(span)
        return out

    def cards_of(self, printings) -> set[int]:
        cards = self.c["card"]
        return {cards[i] for i in printings}

    # -- conditions ------------------------------------------------------------------------
    def equal(self, column: str, value) -> set[int]:
        return set(self.by(column).get(value, ()))

    def word(self, column: str, value: str) -> set[int]:
        return set(self.by_word(column).get(value, ()))

    def compare(self, column: str, test) -> set[int]:
        """The printings whose value passes ``test`` (tested once per distinct value)."""
        out: set[int] = set()
        for value, members in self.by(column).items():
            if test(value):
                out.update(members)
        return out

    def set_type(self, kind: str) -> set[int]:
        """The printings in a set of that type (``st:``)."""
        if self.set_types is None:
            from lorehold.errors import IndexMissing

            raise IndexMissing("'st:' needs a search index written by this version of lorehold; run: lorehold index rebuild")
        out: set[int] = set()
        for code, members in self.by("set").items():
            if self.set_types.get(code) == kind:
                out.update(members)
        return out

    def artist(self, words: list[str], analyzer) -> set[int]:
        """The printings whose artist has the words, in order, side by side (as a phrase)."""
        out: set[int] = set()
        for value, members in self.by("artist").items():
            if value and _has_run(analyzer.words(value), words):
                out.update(members)
        return out


    def flavor(self, words: list[str], analyzer, phrase: bool, within=None) -> set[int]:
        """The printings (of those ``within``, when given: the printings of the cards the index
        finds the words in the flavor of) whose flavor text has the words (``phrase``: in order,
        side by side)."""
        if not words:
            return set()
        column = self.c["flavor"]
        ids: dict[int, list[int]] = {}
        for i in (self.by("flavor").keys() if within is None else within):
            if within is None:
                ids[i] = self.by("flavor")[i]
            elif column[i]:
                ids.setdefault(column[i], []).append(i)
        memo = self._memo.setdefault(("flavor", phrase), {})
        if len(memo) > 50_000:
            memo.clear()
        want = set(words)
        out: set[int] = set()
        for k, members in ids.items():
            if not k:
                continue
            have = memo.get(k)
            if have is None:
                have = memo[k] = analyzer.words(self.flavor_texts[k - 1], exact=phrase)
            if _has_run(have, words) if phrase else want.issubset(have):
                out.update(members)
        return out

    def new(self, what: str) -> set[int]:
        """``new:rarity``, ``new:frame``, ``new:flavor``, ``new:language``: the printings that are
        their card's first with that rarity, frame, flavor text or one of their languages (no
        printing of the card released before has it; printings of one day are first together)."""
        column = self.c[NEW_COLUMNS[what]]
        words = what == "language"
        dates, cards = self.c["date"], self.c["card"]
        out: set[int] = set()
        start = 0
        for i in range(1, self.n + 1):
            if i < self.n and cards[i] == cards[start]:
                continue
            out.update(_firsts(range(start, i), column, dates, words))
            start = i
        return out


def _firsts(span: range, column: list, dates: list, words: bool) -> list[int]:
    """The printings of one card (in date order) with a value no earlier-dated one has."""
    seen: set = set()
    day_seen: set = set()
    day = None
    out = []
    for i in span:
        if dates[i] != day:
            seen |= day_seen
            day_seen = set()
            day = dates[i]
        values = column[i].split() if words else ([column[i]] if column[i] else [])
        if any(v not in seen for v in values):
            out.append(i)
        day_seen.update(values)
    return out


def _has_run(have: list[str], want: list[str]) -> bool:
    if not want:
        return False
    n = len(want)
    return any(have[i: i + n] == want for i in range(len(have) - n + 1))


def number_key(number: str) -> float | None:
    """A collector number as a number (``15a`` is 15), or None."""
    m = re.match(r"\d+", number or "")
    return float(m.group()) if m else None
