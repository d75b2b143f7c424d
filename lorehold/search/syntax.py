"""The query language's syntax: a query string in, a tree of ``Node`` objects out (words, phrases,
``field op value`` terms, negation, ``or``, parentheses), or ``InvalidQuery`` with the position of
the fault. ``query.compile_query`` turns the tree into query objects.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lorehold.errors import InvalidQuery

# ------------------------------------------------------------------------------------ the tree


@dataclass
class Node:
    pos: int  # 0-based character offset in the query string


@dataclass
class Word(Node):
    text: str
    quoted: bool = False


@dataclass
class Exact(Node):
    text: str


@dataclass
class Field(Node):
    name: str  # canonical field name
    op: str  # ":", "=", "!=", "<", ">", "<=", ">="
    value: str
    quoted: bool = False
    value_pos: int = 0
    #: the value was written /like this/ (a regular expression)
    regex: bool = False


@dataclass
class Not(Node):
    child: Node


@dataclass
class And(Node):
    children: list[Node] = field(default_factory=list)


@dataclass
class Or(Node):
    children: list[Node] = field(default_factory=list)


FIELD_ALIASES = {
    "name": "name", "n": "name",
    "o": "oracle", "oracle": "oracle", "text": "oracle",
    "t": "type", "type": "type",
    "lang": "lang", "l": "lang", "language": "lang",
    "s": "set", "set": "set", "e": "set", "edition": "set",
    "r": "rarity", "rarity": "rarity",
    "c": "color", "color": "color", "colour": "color",
    "id": "identity", "identity": "identity", "ci": "identity",
    "mv": "mv", "cmc": "mv", "manavalue": "mv",
    "pow": "pow", "power": "pow",
    "tou": "tou", "toughness": "tou",
    "kw": "keyword", "keyword": "keyword",
    "ft": "flavor", "flavor": "flavor", "flavour": "flavor",
    "a": "artist", "artist": "artist",
    "year": "year", "date": "date",
    # the English wording printed on the card, where it is older than the Oracle text
    "printed": "ptext", "printedtext": "ptext", "ptext": "ptext",
    "printedtype": "ptype", "ptype": "ptype",
    "m": "mana", "mana": "mana",
    "loy": "loyalty", "loyalty": "loyalty",
    "cn": "number", "number": "number",
    "wm": "watermark", "watermark": "watermark",
    "is": "is", "not": "not", "has": "is",
    "f": "format", "format": "format", "legal": "format", "banned": "banned", "restricted": "restricted",
    "game": "game", "in": "in",
    "frame": "frame", "border": "border",
    "unique": "unique", "order": "order", "direction": "direction", "dir": "direction",
    "new": "new",
    "st": "settype", "settype": "settype",
}
TEXT_FIELDS = ("name", "oracle", "type", "flavor", "artist", "ptext", "ptype")
#: fields that take only ":" (or "=")
COLON_ONLY = ("name", "oracle", "type", "flavor", "artist", "lang", "set", "keyword", "ptext", "ptype",
              "watermark", "is", "not", "format", "banned", "restricted", "game", "in", "frame", "border",
              "unique", "order", "direction", "new", "settype")
#: fields a /regular expression/ may search (English name, Oracle text, type line, flavor text)
REGEX_FIELDS = ("name", "oracle", "type", "flavor")

_OPS = ("!=", "<=", ">=", ":", "=", "<", ">")
_FIELD_RE = re.compile(r"([A-Za-z]+)(!=|<=|>=|:|=|<|>)")
_QUOTES = {'"': '"', "“": "”", "„": "“", "«": "»", "「": "」"}
_STOP = set(' \t\n()"“„«「')


#: the longest query taken, in characters (Scryfall's limit)
MAX_QUERY_CHARS = 1000
#: the deepest nesting of parentheses and '-' taken
MAX_DEPTH = 32
_KEYWORD_RE = re.compile(r"(or|and|OR|AND|Or|And)(?=[\s()]|$)")
#: the query shown under an error is cut to this many characters around the position
_SHOWN = 120


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.i = 0
        self.n = len(text)
        self.depth = 0

    def error(self, pos: int, reason: str) -> InvalidQuery:
        shown, caret = self.text, pos
        if len(shown) > _SHOWN:  # a long query: the part around the position
            start = max(0, min(pos - _SHOWN // 2, len(shown) - _SHOWN))
            shown = ("…" if start else "") + shown[start: start + _SHOWN] + ("…" if start + _SHOWN < len(self.text) else "")
            caret = pos - start + (1 if start else 0)
        pointer = shown + "\n" + " " * caret + "^"
        return InvalidQuery(f"invalid query at position {pos + 1}: {reason}\n{pointer}")

    def deeper(self, pos: int) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error(pos, f"the query nests deeper than {MAX_DEPTH} levels of parentheses and '-'")

    def skip(self) -> None:
        while self.i < self.n and self.text[self.i].isspace():
            self.i += 1

    def at_end(self) -> bool:
        self.skip()
        return self.i >= self.n

    def peek_keyword(self) -> str | None:
        """'or' / 'and' as a whole word at the current position, between two terms (at the
        start or end of the query or of a group it is a plain word: "or cast a spell")."""
        self.skip()
        m = _KEYWORD_RE.match(self.text, self.i)
        if not m:
            return None
        # the characters just before and after, past spaces (not a copy of the rest: linear)
        text = self.text
        b = self.i - 1
        while b >= 0 and text[b].isspace():
            b -= 1
        a = m.end()
        while a < self.n and text[a].isspace():
            a += 1
        if b < 0 or text[b] == "(" or a >= self.n or text[a] == ")":
            return None
        return m.group(1).lower()

    def parse(self) -> Node:
        if self.at_end():
            raise self.error(0, "the query is empty")
        if self.n > MAX_QUERY_CHARS:
            raise self.error(MAX_QUERY_CHARS, f"the query is longer than {MAX_QUERY_CHARS} characters")
        node = self.parse_or()
        if not self.at_end():
            raise self.error(self.i, "unmatched ')'")
        return node

    def parse_or(self) -> Node:
        start = self.i
        parts = [self.parse_and()]
        while self.peek_keyword() == "or":
            or_pos = self.i
            self.i += 2
            if self.at_end() or self.text[self.i] == ")":
                raise self.error(or_pos, "'or' needs something after it")
            parts.append(self.parse_and())
        return parts[0] if len(parts) == 1 else Or(start, parts)

    def parse_and(self) -> Node:
        self.skip()
        start = self.i
        parts: list[Node] = []
        while not self.at_end():
            kw = self.peek_keyword()
            if kw == "or":
                if not parts:
                    raise self.error(self.i, "'or' needs something before it")
                break
            if kw == "and":
                and_pos = self.i
                self.i += 3
                if not parts or self.at_end() or self.text[self.i] == ")":
                    raise self.error(and_pos, "'and' needs something on both sides")
                continue
            if self.text[self.i] == ")":
                break
            parts.append(self.parse_unary())
        if not parts:
            raise self.error(self.i, "expected a search term")
        return parts[0] if len(parts) == 1 else And(start, parts)

    def parse_unary(self) -> Node:
        self.skip()
        start = self.i
        if self.text[self.i] == "-" and self.i + 1 < self.n and not self.text[self.i + 1].isspace() \
                and not self.text[self.i + 1].isdigit():
            self.i += 1
            if self.at_end():
                raise self.error(start, "'-' needs a term after it")
            self.deeper(start)
            child = self.parse_unary()
            self.depth -= 1
            return Not(start, child)
        if self.text[self.i] == "-" and (self.i + 1 >= self.n or self.text[self.i + 1].isspace()):
            raise self.error(start, "'-' needs a term right after it")
        return self.parse_atom()

    def parse_atom(self) -> Node:
        start = self.i
        ch = self.text[self.i]
        if ch == "(":
            self.i += 1
            if self.at_end():
                raise self.error(start, "'(' is never closed")
            if self.text[self.i] == ")":
                raise self.error(self.i, "empty parentheses")
            self.deeper(start)
            node = self.parse_or()
            self.depth -= 1
            if self.at_end() or self.text[self.i] != ")":
                raise self.error(start, "'(' is never closed")
            self.i += 1
            return node
        if ch == "!":
            self.i += 1
            if self.i >= self.n or self.text[self.i].isspace():
                raise self.error(start, "'!' needs a name right after it")
            value, quoted, _ = self.read_value()
            if not value.strip():
                raise self.error(start, "'!' needs a name right after it")
            return Exact(start, value)
        m = _FIELD_RE.match(self.text, self.i)
        if m:
            name = m.group(1).lower()
            canonical = FIELD_ALIASES.get(name)
            bare = m.end() >= self.n or self.text[m.end()] in " \t\n)"
            if canonical is None:
                # "Protection:" in "Circle of Protection: Red" is a word, not a field; a
                # comparison (loyalty=3, usd<1) never is
                if m.group(2) != ":" or not bare:
                    raise self.error(start, f"unknown field '{m.group(1)}' (known: {', '.join(sorted(set(FIELD_ALIASES)))})")
            elif bare and m.group(0) in ("T:", "Q:"):
                pass  # "T: add {G}": the tap symbol typed without braces, a word
            else:
                self.i = m.end()
                value_pos = self.i
                if self.i >= self.n or self.text[self.i] in " \t\n)":
                    raise self.error(start, f"'{m.group(0)}' needs a value")
                if self.text[self.i] == "/":
                    return Field(start, canonical, m.group(2), self.read_regex(), False, value_pos, regex=True)
                value, quoted, _ = self.read_value()
                if not value.strip():
                    raise self.error(value_pos, f"'{m.group(0)}' needs a value")
                return Field(start, canonical, m.group(2), value, quoted, value_pos)
        value, quoted, _ = self.read_value()
        if not value.strip():
            raise self.error(start, "empty phrase")
        return Word(start, value, quoted)

    def read_regex(self) -> str:
        """A /regular expression/ (a '/' inside is written '\\/')."""
        start = self.i
        i = start + 1
        while i < self.n and self.text[i] != "/":
            i += 2 if self.text[i] == "\\" else 1
        if i >= self.n:
            raise self.error(start, "the regular expression is never closed with '/'")
        self.i = i + 1
        pattern = self.text[start + 1: i].replace("\\/", "/")
        if not pattern:
            raise self.error(start, "empty regular expression")
        return pattern

    def read_value(self) -> tuple[str, bool, int]:
        start = self.i
        ch = self.text[self.i]
        if ch in _QUOTES:
            close = _QUOTES[ch]
            end = self.text.find(close, self.i + 1)
            if end < 0 and close != '"':
                end = self.text.find('"', self.i + 1)
            if end < 0:
                raise self.error(start, "unterminated quote")
            self.i = end + 1
            return self.text[start + 1: end], True, start
        while self.i < self.n and self.text[self.i] not in _STOP:
            self.i += 1
        if self.i == start:
            raise self.error(start, f"unexpected '{ch}'")
        return self.text[start: self.i], False, start


def parse(text: str) -> Node:
    """The syntax tree of a query; InvalidQuery (with the position) when it does not parse."""
    return _Parser(text).parse()


def syntax_error(source: str, pos: int, reason: str) -> InvalidQuery:
    """An InvalidQuery pointing at ``pos`` of ``source``, as the parser reports its own."""
    return _Parser(source).error(pos, reason)
