"""Card-level conditions evaluated in Python over the card table of ``prints.bin`` (``FactQ``):
mana costs with comparisons, loyalty, mv:even/odd, field against field (pow>tou), is:,
legalities, in:, regular expressions; and the sort keys of order:.

Each condition is tested once per distinct value where it can be (a few thousand mana costs,
not 24,000 cards)."""

from __future__ import annotations

import re
import time

from lorehold.errors import InvalidQuery
from lorehold.search import query as q

#: a regular expression gets this long over all the texts before it is given up
REGEX_SECONDS = 2.0

COMPARE = {
    ":": lambda a, b: a == b, "=": lambda a, b: a == b, "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b, ">": lambda a, b: a > b, "<=": lambda a, b: a <= b, ">=": lambda a, b: a >= b,
}
_PERMANENT = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
_PARTY = ("cleric", "rogue", "warrior", "wizard")


def plain_number(value) -> float | None:
    """A power, toughness or loyalty written as a number ("*", "1+*", "X" are not)."""
    if value is None or value == "":
        return None
    m = re.fullmatch(r"[+-]?\d+(?:\.\d+)?", str(value).strip())
    return float(m.group()) if m else None


def _mana_test(op: str, want: dict[str, int]):
    def contains(have: dict, need: dict) -> bool:
        return all(have.get(sym, 0) >= n for sym, n in need.items())

    return {
        ":": lambda have: contains(have, want),
        ">=": lambda have: contains(have, want),
        ">": lambda have: contains(have, want) and have != want,
        "=": lambda have: have == want,
        "!=": lambda have: have != want,
        "<=": lambda have: contains(want, have),
        "<": lambda have: contains(want, have) and have != want,
    }[op]


def _front_type(type_line: str) -> str:
    return (type_line or "").split(" // ")[0].lower()


def card_is(name: str, row: dict) -> bool:
    layout = (row["layout"] or "").lower()
    type_line = (row["type"] or "").lower()
    front = _front_type(row["type"])
    cost = row["mana_cost"] or ""
    if name in ("split", "flip", "transform", "meld", "adventure", "leveler", "aftermath", "class"):
        return layout == name
    if name == "saga":
        return layout == "saga" or "saga" in type_line.split()
    if name == "mdfc":
        return layout == "modal_dfc"
    if name == "dfc":
        return layout in ("transform", "modal_dfc", "meld", "reversible_card", "double_faced_token")
    if name == "permanent":
        return any(t in front.split() for t in _PERMANENT)
    if name == "spell":
        words = front.split()
        return "land" not in words and any(t in words for t in _PERMANENT + ("instant", "sorcery", "tribal", "kindred"))
    if name == "historic":
        words = front.split()
        return "legendary" in words or "artifact" in words or "saga" in words
    if name == "vanilla":
        return "creature" in front.split() and not (row["text"] or "").strip()
    if name == "hybrid":
        return any("/" in s and not s.endswith("/P") for s in re.findall(r"\{([^{}]+)\}", cost.upper()))
    if name == "phyrexian":
        return any(s == "P" or s.endswith("/P") for s in re.findall(r"\{([^{}]+)\}", cost.upper()))
    if name == "party":
        return "creature" in front.split() and any(p in front.replace("—", " ").split() for p in _PARTY)
    if name == "commander":
        words = front.split()
        return ("legendary" in words and "creature" in words) or "can be your commander" in (row["text"] or "").lower()
    if name == "modal":
        return bool(re.search(r"\bchoose (one|two|three|any number)\b", (row["text"] or "").lower()))
    colors = row["colors"] or ""
    if name == "multicolor":
        return len(colors) >= 2
    if name == "colorless":
        return not colors
    if name == "monocolor":
        return len(colors) == 1
    raise AssertionError(name)  # pragma: no cover


class Facts:
    """The card table, with each condition's cards (card ids)."""

    def __init__(self, prints):
        self.prints = prints
        self.c = prints.cards
        self.n = len(self.c["id"])
        self._rows: list[dict] | None = None

    def rows(self) -> list[dict]:
        if self._rows is None:
            names = list(self.c)
            self._rows = [dict(zip(names, values)) for values in zip(*(self.c[k] for k in names))]
        return self._rows

    def _distinct(self, column: str, test) -> set[int]:
        """Card ids whose ``column`` passes ``test``, tested once per distinct value."""
        verdict: dict = {}
        out = set()
        for cid, value in zip(self.c["id"], self.c[column]):
            ok = verdict.get(value)
            if ok is None:
                ok = verdict[value] = bool(test(value))
            if ok:
                out.add(cid)
        return out

    def cards(self, obj: q.FactQ) -> set[int]:
        what, op, value = obj.what, obj.op, obj.value
        if what == "mana":
            test = _mana_test(op, value)
            # a split card's cost holds per face: {1}{R} // {1}{U} is not {2}{R}{U}
            return self._distinct("mana_cost", lambda cost: any(test(q.mana_symbols(face))
                                                                for face in (cost or "").split(" // ")))
        if what == "mvparity":
            want = 0 if value == "even" else 1
            return self._distinct("mv", lambda mv: mv is not None and float(mv).is_integer() and int(mv) % 2 == want)
        if what == "loyalty":
            cmp = COMPARE[op]
            return self._distinct("loyalty", lambda v: (n := plain_number(v)) is not None and cmp(n, value))
        if what == "cmp":
            left, right = value
            cmp = COMPARE[op]
            column = {"mv": "mv", "pow": "power", "tou": "toughness", "loyalty": "loyalty"}
            out = set()
            for cid, a, b in zip(self.c["id"], self.c[column[left]], self.c[column[right]]):
                x = float(a) if left == "mv" and a is not None else plain_number(a)
                y = float(b) if right == "mv" and b is not None else plain_number(b)
                if x is not None and y is not None and cmp(x, y):
                    out.add(cid)
            return out
        if what == "is":
            if value == "reserved":
                return self.prints.cards_of(self.prints.word("flags", "reserved"))
            return {row["id"] for row in self.rows() if card_is(value, row)}
        if what == "format":
            statuses = ("legal", "restricted") if op == "legal" else (op,)
            wanted = {f"{value}:{s}" for s in statuses}
            return self._distinct("legalities", lambda v: bool(wanted & set((v or "").split(","))))
        if what == "in":
            prints = self.prints
            if op == "lang":
                found = prints.word("langs", value)
            elif op == "game":
                found = prints.word("games", value)
            elif op == "rarity":
                found = prints.equal("rarity", value)
            else:
                found = prints.equal("set", value)
            return prints.cards_of(found)
        if what == "printed_same":  # value "t" (text) or "y" (type line)
            return self._distinct("printed_same", lambda v: value in (v or ""))
        if what == "regex":
            column = {"name": "name", "oracle": "text", "type": "type", "flavor": "flavor"}[op]
            started = time.perf_counter()
            seen = [0]

            def test(text):
                seen[0] += 1
                if seen[0] % 256 == 0 and time.perf_counter() - started > REGEX_SECONDS:
                    raise InvalidQuery(f"the regular expression /{value.pattern}/ takes too long (over {REGEX_SECONDS:g} s); simplify it")
                return bool(text) and value.search(text) is not None

            return self._distinct(column, test)
        raise AssertionError(what)  # pragma: no cover

    # -- order: ---------------------------------------------------------------------------
    def sort_key(self, order: str):
        """card id -> sort key (ascending) for an ``order:`` value."""
        from lorehold.search.analysis import fold

        c = self.c
        if order == "name":
            return dict(zip(c["id"], (fold(n) for n in c["name"])))
        if order == "mv":
            return dict(zip(c["id"], (mv if mv is not None else -1.0 for mv in c["mv"])))
        if order in ("pow", "tou"):
            column = "power" if order == "pow" else "toughness"
            return dict(zip(c["id"], (n if (n := plain_number(v)) is not None else -1e9 for v in c[column])))
        if order == "edhrec":
            return dict(zip(c["id"], (r if r is not None else 10**9 for r in c["edhrec"])))
        if order == "color":
            wubrg = "WUBRG"
            return dict(zip(c["id"], ((len(v or ""), [wubrg.index(ch) for ch in v or "" if ch in wubrg]) or (0, [])
                                      for v in c["colors"])))
        prints = self.prints
        pc = prints.c
        out: dict = {}
        rank = {r: i for i, r in enumerate(("common", "uncommon", "rare", "mythic", "special", "bonus"))}
        for i in range(prints.n):
            cid = pc["card"][i]
            if order == "released":
                key = pc["date"][i] or 0
                out[cid] = min(out.get(cid, key), key) if cid in out else key
            elif order == "set":
                key = (pc["date"][i] or 0, pc["set"][i])
                out[cid] = min(out[cid], key) if cid in out else key
            elif order == "rarity":
                key = rank.get(pc["rarity"][i], -1)
                out[cid] = max(out.get(cid, key), key)
            elif order == "artist":
                key = pc["artist"][i].casefold()
                out[cid] = min(out[cid], key) if cid in out else key
        return out


#: orders whose natural direction is descending (newest, rarest, biggest first), as Scryfall's
DESCENDING = ("released", "rarity", "pow", "tou")
