"""The query language (modeled on Scryfall's), in three steps: string -> syntax tree -> query objects.

``parse`` (``syntax.py``) turns a string into a tree of ``Node`` objects (words, phrases, ``field
op value`` terms, negation, ``or``, parentheses) and reports syntax errors with their position.
``compile_query`` turns the tree into query objects (``Q`` subclasses), checking each value
(a known language, colour, rarity, number or date), again with positions. Each query object then
emits its Whoosh query (``whoosh.py``) or, for card-level facts, its SQL filter (``sql()``).

Forms:
  word  "a phrase"  -word  a or b  (a b)  !"exact name"
  name:/n:  o:/oracle:  t:/type:  ft:/flavor:  a:/artist:  kw:/keyword:
  lang:/l:/language: (code, name, or any)   s:/set:/e:/edition:   r:/rarity:
  c:/color:  id:/identity:  (letters wubrgcm or names: red, azorius, esper, ...)
  mv/cmc/pow/power/tou/toughness  with : = != < > <= >=
  st:/settype: a printing's set type (core, expansion, masters, commander, funny, ...)
  year/date with the same operators (date: YYYY, YYYY-MM or YYYY-MM-DD); for rulings, date
  compares the ruling's date.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from lorehold.errors import InvalidQuery, UnknownLanguage
from lorehold.search.syntax import (
    COLON_ONLY, REGEX_FIELDS, TEXT_FIELDS, And, Exact, Field, Node, Not, Or, Word, parse, syntax_error,
)

# ------------------------------------------------------------------------------ query objects

COLOR_NAMES = {
    "white": "w", "blue": "u", "black": "b", "red": "r", "green": "g",
    "colorless": "c", "colourless": "c", "multicolor": "m", "multicolour": "m", "multicolored": "m",
    "azorius": "wu", "dimir": "ub", "rakdos": "br", "gruul": "rg", "selesnya": "gw",
    "orzhov": "wb", "izzet": "ur", "golgari": "bg", "boros": "rw", "simic": "gu",
    "bant": "gwu", "esper": "wub", "grixis": "ubr", "jund": "brg", "naya": "rgw",
    "abzan": "wbg", "jeskai": "urw", "sultai": "bgu", "mardu": "rwb", "temur": "gur",
}
WUBRG = "wubrg"
RARITIES = {"c": "common", "u": "uncommon", "r": "rare", "m": "mythic", "s": "special", "b": "bonus",
            "common": "common", "uncommon": "uncommon", "rare": "rare", "mythic": "mythic",
            "special": "special", "bonus": "bonus", "timeshifted": "special"}
RARITY_ORDER = ["common", "uncommon", "rare", "mythic", "special", "bonus"]


class Q:
    """A compiled query object."""

    #: True when the object depends only on card-level facts (no text): it can become SQL
    card_level = True


@dataclass
class TextQ(Q):
    """Words or a phrase in the given kind of text: "any" (name and rules text), name, oracle,
    type, flavor, artist. ``langs`` is the language scope (None: every language)."""

    kind: str
    text: str
    phrase: bool
    langs: tuple[str, ...] | None = None
    #: the words as written (typed in quotes), not their stems
    exact: bool = False
    card_level = False


@dataclass
class ExactNameQ(Q):
    name: str
    langs: tuple[str, ...] | None = None
    card_level = False


@dataclass
class LangQ(Q):
    lang: str


@dataclass
class SetQ(Q):
    code: str


@dataclass
class KeywordQ(Q):
    keyword: str


@dataclass
class RarityQ(Q):
    op: str
    rarity: str


@dataclass
class ColorQ(Q):
    field: str  # "colors" or "identity"
    op: str
    colors: str  # subset of wubrg, "" for colourless; "m" for multicolour (op ":"/"=" only)


@dataclass
class NumberQ(Q):
    field: str  # mv, pow, tou, year
    op: str
    value: float


@dataclass
class DateQ(Q):
    op: str
    start: int  # YYYYMMDD, first day the value covers
    end: int  # last day the value covers


@dataclass
class FactQ(Q):
    """A condition on a card-level fact lorehold evaluates from its card table (``prints.py``):
    mana cost, loyalty, layout, legality, field-to-field comparisons, regular expressions..."""

    what: str  # mana, mvparity, loyalty, cmp, is, format, in, regex
    op: str
    value: object


@dataclass
class PrintFactQ(Q):
    """A condition on a printing lorehold evaluates from its printing table: collector number,
    watermark, game, frame, border, printing flags (is:reprint, is:promo...)."""

    what: str  # number, watermark, game, frame, border, flag
    op: str
    value: object
    printing = True


@dataclass
class OptionQ(Q):
    """``unique:``, ``order:``, ``direction:``: how to show the results, not which (matches all)."""

    what: str
    value: str


@dataclass
class AllQ(Q):
    children: list[Q]

    @property
    def card_level(self):  # type: ignore[override]
        return all(c.card_level for c in self.children)


@dataclass
class AnyQ(Q):
    children: list[Q]

    @property
    def card_level(self):  # type: ignore[override]
        return all(c.card_level for c in self.children)


@dataclass
class NotQ(Q):
    child: Q

    @property
    def card_level(self):  # type: ignore[override]
        return self.child.card_level


def options(obj: Q) -> dict[str, str]:
    """The ``unique:``/``order:``/``direction:`` values of a query (top level; the last wins)."""
    if isinstance(obj, OptionQ):
        return {obj.what: obj.value}
    out: dict[str, str] = {}
    if isinstance(obj, AllQ):
        for c in obj.children:
            if isinstance(c, OptionQ):
                out[c.what] = c.value
    return out


def query_langs(obj: Q) -> tuple[str, ...] | None:
    """The languages a query's own ``lang:`` asks for (at its top level), or None."""
    if isinstance(obj, LangQ):
        return (obj.lang,)
    if isinstance(obj, AllQ):
        found = tuple(c.lang for c in obj.children if isinstance(c, LangQ))
        return found or None
    return None


def on_printing(obj: Q) -> bool:
    """Whether a condition is about one printing (its set, rarity, artist, date, language...),
    so that several of them must hold on the same printing."""
    if isinstance(obj, (SetQ, RarityQ, DateQ, LangQ)):
        return True
    if isinstance(obj, NumberQ):
        return obj.field == "year"
    if isinstance(obj, TextQ):
        # the artist and the flavor text belong to a printing
        return obj.kind in ("artist", "flavor")
    return bool(getattr(obj, "printing", False))


def involves_printings(obj: Q) -> bool:
    """Whether a query object has a printing condition anywhere inside."""
    if isinstance(obj, (AllQ, AnyQ)):
        return any(involves_printings(c) for c in obj.children)
    if isinstance(obj, NotQ):
        return involves_printings(obj.child)
    return on_printing(obj)


def exists_safe(obj: Q) -> bool:
    """Whether the card-level terms of a query mean what it means printing by printing: "some
    printing is in XLN" is "a printing in XLN", but "some printing in XLN, some mythic" is not
    "a mythic printing in XLN", and "no printing in XLN" is not "a printing outside XLN"."""
    if not involves_printings(obj):
        return True
    if on_printing(obj):
        return getattr(obj, "op", ":") != "!="
    if isinstance(obj, AnyQ):
        return all(exists_safe(c) for c in obj.children)
    if isinstance(obj, AllQ):
        inner = [c for c in obj.children if involves_printings(c)]
        return len(inner) <= 1 and all(exists_safe(c) for c in inner)
    return False


def _error(source: str, pos: int, reason: str) -> InvalidQuery:
    return syntax_error(source, pos, reason)


def _parse_date(value: str) -> tuple[int, int] | None:
    m = re.fullmatch(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?", value.strip())
    if not m:
        return None
    year = int(m.group(1))
    if m.group(3):
        try:
            d = dt.date(year, int(m.group(2)), int(m.group(3)))
        except ValueError:
            return None
        n = int(d.strftime("%Y%m%d"))
        return n, n
    if m.group(2):
        month = int(m.group(2))
        if not 1 <= month <= 12:
            return None
        return year * 10000 + month * 100 + 1, year * 10000 + month * 100 + 31
    return year * 10000 + 101, year * 10000 + 1231


def _colors(value: str) -> str | None:
    v = value.lower().strip()
    if v in COLOR_NAMES:
        return COLOR_NAMES[v]
    if v and all(ch in "wubrgcm" for ch in v):
        if ("c" in v or "m" in v) and len(v) > 1:
            return None
        return v
    return None


def compile_query(tree: Node, source: str, langs: tuple[str, ...] | None = None, rulings: bool = False) -> Q:
    """Query objects from a tree; ``langs`` is the language scope given outside the query
    (``--lang``); ``lang:`` inside an AND narrows it for the text terms beside it.

    For cards, ``langs`` is also a condition, as ``lang:`` is (Scryfall's ``lang:de`` finds only
    cards printed in German): ``--lang de Q`` is ``lang:de Q``, ``--lang de --lang ja Q`` is
    ``(lang:de or lang:ja) Q``, on the same printing as the query's other printing conditions."""
    obj = _Compiler(source, rulings).walk(tree, langs)
    if not langs or rulings:
        return obj
    printed: Q = LangQ(langs[0]) if len(langs) == 1 else AnyQ([LangQ(code) for code in langs])
    if isinstance(obj, AllQ):
        return AllQ([*obj.children, printed])
    return AllQ([obj, printed])


class _Compiler:
    """The steps of ``compile_query``: the tree walk, then one method per kind of field."""

    def __init__(self, source: str, rulings: bool):
        self.source = source
        self.rulings = rulings

    def error(self, pos: int, reason: str) -> InvalidQuery:
        return _error(self.source, pos, reason)

    def walk(self, node: Node, scope: tuple[str, ...] | None) -> Q:
        """A node's query object, with the language scope of the terms inside it."""
        if isinstance(node, And):
            inner = scope
            for child in node.children:
                if isinstance(child, Field) and child.name == "lang":
                    code = self.lang_of(child)
                    if code is not None:
                        inner = (code,) if inner is None or code in inner else inner
            return AllQ([self.walk(c, inner) for c in node.children])
        if isinstance(node, Or):
            return AnyQ([self.walk(c, scope) for c in node.children])
        if isinstance(node, Not):
            return NotQ(self.walk(node.child, scope))
        if isinstance(node, Word):
            return TextQ("any", node.text, node.quoted, scope, node.quoted)
        if isinstance(node, Exact):
            if self.rulings:
                raise self.error(node.pos, "'!' (exact name) does not apply to rulings")
            return ExactNameQ(node.text, scope)
        if isinstance(node, Field):
            return self.field_q(node, scope)
        raise AssertionError(node)  # pragma: no cover

    def lang_of(self, node: Field) -> str | None:
        """The language code of a ``lang:`` value (None for ``any``)."""
        value = node.value.strip()
        if value.lower() == "any":
            return None
        try:
            from lorehold.languages import normalize_language

            return normalize_language(value)
        except UnknownLanguage:
            raise self.error(node.value_pos, f"unknown language '{value}'") from None

    def field_q(self, node: Field, scope) -> Q:
        """A ``field op value`` term's query object (the operator and value checked)."""
        name, op, value = node.name, node.op, node.value.strip()
        if name in COLON_ONLY and op not in (":", "="):
            raise self.error(node.pos, f"'{name}' takes ':' (not '{op}')")
        if self.rulings and name not in ("date", "lang", "year"):
            raise self.error(node.pos, f"'{name}:' does not apply to rulings (words, phrases, lang: and date do)")
        if node.regex:
            if name not in REGEX_FIELDS:
                raise self.error(node.value_pos, f"'{name}:' takes no regular expression (name, o, t and ft do)")
            return FactQ("regex", name, _regex(self.source, node.value_pos, node.value))
        if name in TEXT_FIELDS:
            return TextQ(name, value, node.quoted, scope, node.quoted)
        if name in ("mv", "pow", "tou", "loyalty") and value.lower() in NUMBER_FIELDS:
            # pow>tou, tou>=mv: one field against another on the same card
            return FactQ("cmp", op, (name, NUMBER_FIELDS[value.lower()]))
        step = getattr(self, f"_{_STEPS.get(name, name)}")
        return step(node, name, op, value)

    # -- one step per kind of field ---------------------------------------------------------
    def _lang(self, node, name, op, value) -> Q:
        """``lang:``: a printing in that language (``any``: no condition)."""
        code = self.lang_of(node)
        return AllQ([]) if code is None else LangQ(code)

    def _set(self, node, name, op, value) -> Q:
        """``s:``: a set code."""
        if not re.fullmatch(r"[A-Za-z0-9]{2,8}", value):
            raise self.error(node.value_pos, f"'{value}' is not a set code")
        return SetQ(value.lower())

    def _keyword(self, node, name, op, value) -> Q:
        """``kw:``: a keyword ability."""
        return KeywordQ(value.lower())

    def _rarity(self, node, name, op, value) -> Q:
        """``r:``: a rarity, compared in rarity order."""
        rarity = RARITIES.get(value.lower())
        if rarity is None:
            raise self.error(node.value_pos, f"unknown rarity '{value}' (common, uncommon, rare, mythic, special, bonus)")
        return RarityQ(op, rarity)

    def _color(self, node, name, op, value) -> Q:
        """``c:`` and ``id:``: colour letters or names, compared as sets."""
        colors = _colors(value)
        if colors is None:
            raise self.error(node.value_pos, f"'{value}' is not a colour (letters wubrg, c, m, or a name such as red or azorius)")
        if colors == "m" and op not in (":", "="):
            raise self.error(node.pos, "multicolour takes ':' only")
        canonical = "".join(ch for ch in WUBRG if ch in colors) if colors not in ("c", "m") else colors
        return ColorQ("colors" if name == "color" else "identity", op, "" if canonical == "c" else canonical)

    def _mana(self, node, name, op, value) -> Q:
        """``m:``: a mana cost, braces optional, compared as a multiset of symbols."""
        return FactQ("mana", op, _mana(self.source, node.value_pos, value))

    def _number(self, node, name, op, value) -> Q:
        """``mv``, ``pow``, ``tou``, ``year`` against a number; ``mv:even``/``mv:odd``."""
        if name == "mv" and value.lower() in ("even", "odd"):
            if op not in (":", "="):
                raise self.error(node.pos, f"'mv:{value}' takes ':'")
            return FactQ("mvparity", ":", value.lower())
        try:
            number = float(value)
        except ValueError:
            raise self.error(node.value_pos, f"'{name}' compares with a number, not '{value}'") from None
        if name == "year" and not number.is_integer():
            raise self.error(node.value_pos, f"'{value}' is not a year")
        return NumberQ(name, op, number)

    def _loyalty(self, node, name, op, value) -> Q:
        """``loy``: a starting loyalty against a number."""
        try:
            return FactQ("loyalty", op, float(value))
        except ValueError:
            raise self.error(node.value_pos, f"'loyalty' compares with a number, not '{value}'") from None

    def _collector(self, node, name, op, value) -> Q:
        """``cn``: a collector number (compared as a number with < > <= >=)."""
        if not re.fullmatch(r"[A-Za-z0-9★†\-]{1,16}", value):
            raise self.error(node.value_pos, f"'{value}' is not a collector number")
        if op not in (":", "=", "!=") and not value.isdigit():
            raise self.error(node.value_pos, f"'cn{op}' compares with a number, not '{value}'")
        return PrintFactQ("number", op, value.lower())

    def _printed(self, node, name, op, value) -> Q:
        """``wm:``, ``frame:``, ``border:``: a printing's watermark, frame or border."""
        return PrintFactQ(name, ":", value.lower())

    def _settype(self, node, name, op, value) -> Q:
        """``st:``: a printing in a set of that type (Scryfall's words: core, expansion, masters,
        commander, funny, promo, duel_deck...)."""
        v = value.lower().replace("-", "_")
        if not re.fullmatch(r"[a-z_]{2,24}", v):
            raise self.error(node.value_pos, f"'{value}' is not a set type (core, expansion, masters, commander, funny...)")
        return PrintFactQ("settype", ":", v)

    def _game(self, node, name, op, value) -> Q:
        """``game:``: a printing available on paper, Arena or MTGO."""
        if value.lower() not in GAMES:
            raise self.error(node.value_pos, f"unknown game '{value}' (paper, arena, mtgo)")
        return PrintFactQ("game", ":", value.lower())

    def _new(self, node, name, op, value) -> Q:
        """``new:``: a printing that is its card's first with that rarity, frame, flavor text or
        language."""
        v = value.lower()
        if v == "art":
            raise self.error(node.value_pos, "new:art is not supported (lorehold does not know which printings share art)")
        if v not in NEW_KINDS:
            raise self.error(node.value_pos, f"unknown 'new:{value}' (known: {', '.join(NEW_KINDS)})")
        return PrintFactQ("new", ":", v)

    def _is(self, node, name, op, value) -> Q:
        """``is:``/``not:``: a printing flag or a kind of card."""
        v = value.lower()
        if v in PRINTING_IS:
            obj: Q = PrintFactQ("flag", ":", PRINTING_IS[v])
        elif v in CARD_IS:
            obj = FactQ("is", ":", CARD_IS[v])
        else:
            raise self.error(node.value_pos, f"unknown '{name}:{value}' (known: {', '.join(sorted(set(PRINTING_IS) | set(CARD_IS)))})")
        return NotQ(obj) if name == "not" else obj

    def _format(self, node, name, op, value) -> Q:
        """``f:``/``legal:``, ``banned:``, ``restricted:``: a card's status in a format."""
        v = value.lower()
        if not re.fullmatch(r"[a-z0-9]{2,24}", v):
            raise self.error(node.value_pos, f"'{value}' is not a format (standard, modern, legacy, vintage, commander...)")
        return FactQ("format", {"format": "legal", "banned": "banned", "restricted": "restricted"}[name], v)

    def _in(self, node, name, op, value) -> Q:
        """``in:``: a language, game, rarity or set the card was printed in."""
        v = value.lower()
        try:
            from lorehold.languages import normalize_language

            return FactQ("in", "lang", normalize_language(v))
        except UnknownLanguage:
            pass
        if v in GAMES:
            return FactQ("in", "game", v)
        if v in RARITIES:
            return FactQ("in", "rarity", RARITIES[v])
        if not re.fullmatch(r"[a-z0-9]{2,8}", v):
            raise self.error(node.value_pos, f"'{value}' is not a set code, language, game or rarity")
        return FactQ("in", "set", v)

    def _option(self, node, name, op, value) -> Q:
        """``unique:``, ``order:``, ``direction:``: how to show the results."""
        v = value.lower()
        allowed = {"unique": UNIQUE, "order": ORDERS, "direction": ("asc", "desc")}[name]
        if v not in allowed:
            raise self.error(node.value_pos, f"unknown '{name}:{value}' (known: {', '.join(sorted(allowed))})")
        return OptionQ(name, ORDERS.get(v, v) if name == "order" else v)

    def _date(self, node, name, op, value) -> Q:
        """``date``: a release date (YYYY, YYYY-MM or YYYY-MM-DD)."""
        span = _parse_date(value)
        if span is None:
            raise self.error(node.value_pos, f"'{value}' is not a date (YYYY-MM-DD, YYYY-MM or YYYY)")
        return DateQ(op, *span)


#: canonical field name -> the ``_Compiler`` step that reads it (when not its own name)
_STEPS = {"identity": "color", "mv": "number", "pow": "number", "tou": "number", "year": "number",
          "number": "collector", "watermark": "printed", "frame": "printed", "border": "printed",
          "not": "is", "banned": "format", "restricted": "format", "unique": "option", "order": "option",
          "direction": "option"}
#: ``new:`` values lorehold knows (Scryfall's new:art needs which printings share art)
NEW_KINDS = ("rarity", "frame", "flavor", "language")


NUMBER_FIELDS = {"mv": "mv", "cmc": "mv", "manavalue": "mv", "pow": "pow", "power": "pow", "tou": "tou",
                 "toughness": "tou", "loy": "loyalty", "loyalty": "loyalty"}
GAMES = ("paper", "arena", "mtgo")
UNIQUE = ("cards", "prints", "art")
#: order: values (Scryfall's) -> the sort key lorehold uses
ORDERS = {"name": "name", "cmc": "mv", "mv": "mv", "released": "released", "set": "set", "rarity": "rarity",
          "color": "color", "power": "pow", "pow": "pow", "toughness": "tou", "tou": "tou",
          "edhrec": "edhrec", "popularity": "edhrec", "artist": "artist"}
#: is: values about a printing -> the printing flag (``printings.flags``)
PRINTING_IS = {"reprint": "reprint", "promo": "promo", "fullart": "fullart", "full": "fullart",
               "textless": "textless", "oversized": "oversized", "digital": "digital", "foil": "foil",
               "nonfoil": "nonfoil", "spotlight": "spotlight", "firstprint": "!reprint", "firstprinting": "!reprint"}
#: is: values about the card -> the test name (``searching.card_is``)
CARD_IS = {v: v for v in ("split", "flip", "transform", "meld", "adventure", "leveler", "saga", "permanent", "spell",
                          "historic", "vanilla", "hybrid", "phyrexian", "party", "commander", "reserved", "mdfc",
                          "dfc", "modal", "aftermath", "class", "multicolor", "colorless", "monocolor")}
CARD_IS.update({"modal_dfc": "mdfc", "doublefaced": "dfc", "double-faced": "dfc", "multicolored": "multicolor"})

#: a regular expression may not repeat a group that itself repeats: (a+)+, (x*)*, (.+)+ take
#: exponential time on a near miss
_NESTED_REPEAT = re.compile(r"\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]")


def _regex(source: str, pos: int, pattern: str):
    if _NESTED_REPEAT.search(pattern):
        raise _error(source, pos, "the regular expression repeats a repeated group (such as (a+)+): too slow to run")
    if re.search(r"\\[1-9]", pattern):
        raise _error(source, pos, "the regular expression refers back to a group: not supported")
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error as exc:
        raise _error(source, pos + 1 + (exc.pos or 0), f"bad regular expression: {exc.msg}") from None


_MANA_TOKEN = re.compile(r"\{([^{}]{1,8})\}|(\d+)|([wubrgcsxyzWUBRGCSXYZ])")


def mana_symbols(cost: str) -> dict[str, int]:
    """A mana cost (or a query's, braces optional: 2UU, {2}{U}{U}, {R/P}) as symbol -> count;
    generic mana counts under "#" (its amount)."""
    out: dict[str, int] = {}
    for braced, digits, letter in _MANA_TOKEN.findall(cost or ""):
        sym = (braced or digits or letter).upper()
        if sym.isdigit():
            out["#"] = out.get("#", 0) + int(sym)
        else:
            out[sym] = out.get(sym, 0) + 1
    return out


def _mana(source: str, pos: int, value: str) -> dict[str, int]:
    rest = _MANA_TOKEN.sub("", value)
    if rest.strip() or not value.strip():
        raise _error(source, pos, f"'{value}' is not a mana cost (such as {{2}}{{U}}{{U}}, 2UU or {{R/P}})")
    return mana_symbols(value)


def color_masks(obj: ColorQ) -> list[str]:
    """The colour combinations (canonical letters, "c" for colourless) that satisfy ``obj``."""
    from itertools import combinations

    everything = ["".join(c) for n in range(6) for c in combinations(WUBRG, n)]
    want = set(obj.colors)
    op = obj.op
    if obj.colors == "m":
        return [m for m in everything if len(m) >= 2]
    if op == ":":
        # c:r is "red, maybe more"; c:c (nothing) is colourless, not "every card"
        op = "<=" if obj.field == "identity" or not want else ">="
    tests = {
        "=": lambda s: s == want,
        ">=": lambda s: s >= want,
        "<=": lambda s: s <= want,
        ">": lambda s: s > want,
        "<": lambda s: s < want,
        "!=": lambda s: s != want,
    }
    return [m or "c" for m in everything if tests[op](set(m))]


def parse_query(text: str, langs: tuple[str, ...] | None = None, rulings: bool = False) -> Q:
    """String -> query objects, in one call."""
    return compile_query(parse(text), text, langs, rulings)


def words_only(tree: Node) -> str | None:
    """The words of a query made of bare words, "or" and "and" (text pasted from a card), in
    order with the operators as words; None when it has fields, quotes, negation or groups."""
    if isinstance(tree, Word) and not tree.quoted:
        return tree.text
    if isinstance(tree, (And, Or)):
        parts = [words_only(c) for c in tree.children]
        if all(p is not None for p in parts):
            return (" or " if isinstance(tree, Or) else " ").join(parts)  # type: ignore[arg-type]
    return None


def bare_text(tree: Node) -> str | None:
    """The words of a query made only of bare words (what may be a card name), else None."""
    if isinstance(tree, Word) and not tree.quoted:
        return tree.text
    if isinstance(tree, And) and all(isinstance(c, Word) and not c.quoted for c in tree.children):
        return " ".join(c.text for c in tree.children)  # type: ignore[attr-defined]
    return None
