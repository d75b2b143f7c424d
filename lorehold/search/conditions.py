"""Printing conditions (set, language, rarity, dates, artist, flavor, number, frame...) answered
over the index's printing columns, and what a compiled query holds (filters only; its positive
text terms)."""

from __future__ import annotations

from lorehold.search import query as q
from lorehold.search.analysis import analyzer_for


def print_condition(prints, obj) -> set[int]:
    """The printings that satisfy one printing condition."""
    if isinstance(obj, q.SetQ):
        return prints.equal("set", obj.code)
    if isinstance(obj, q.LangQ):
        return prints.word("langs", obj.lang)
    if isinstance(obj, q.RarityQ):
        order = q.RARITY_ORDER[:4]
        if obj.op in (":", "="):
            return prints.equal("rarity", obj.rarity)
        if obj.op == "!=":
            return prints.compare("rarity", lambda v: v != obj.rarity)
        if obj.rarity not in order:
            return prints.equal("rarity", obj.rarity)
        i = order.index(obj.rarity)
        picked = set({">=": order[i:], ">": order[i + 1:], "<=": order[: i + 1], "<": order[:i]}[obj.op])
        return prints.compare("rarity", lambda v: v in picked)
    if isinstance(obj, q.DateQ):
        return prints.compare("date", _span_test(obj.op, obj.start, obj.end))
    if isinstance(obj, q.NumberQ) and obj.field == "year":
        year = int(obj.value)
        test = _span_test(obj.op, year * 10000 + 101, year * 10000 + 1231)
        return prints.compare("date", test)
    if isinstance(obj, q.TextQ) and obj.kind == "artist":
        analyzer = analyzer_for("generic")
        return prints.artist(analyzer.words(obj.text), analyzer)
    if isinstance(obj, q.TextQ) and obj.kind == "flavor":
        analyzer = analyzer_for("en")
        return prints.flavor(analyzer.words(obj.text, exact=obj.exact), analyzer, obj.phrase)
    if isinstance(obj, q.PrintFactQ) and obj.what == "new":
        return prints.new(obj.value)
    if isinstance(obj, q.PrintFactQ):
        what, op, value = obj.what, obj.op, obj.value
        if what == "number":
            if op in (":", "=", "!="):
                same = prints.compare("number", lambda v: v.lower() == value)
                return set(prints.all - same) if op == "!=" else same
            from lorehold.search.facts import COMPARE
            from lorehold.search.prints import number_key

            cmp, want = COMPARE[op], float(value)
            return prints.compare("number", lambda v: (n := number_key(v)) is not None and cmp(n, want))
        if what in ("watermark", "frame", "border"):
            return prints.equal(what, value)
        if what == "game":
            return prints.word("games", value)
        if what == "settype":
            return prints.set_type(value)
        if what == "flag":
            if value.startswith("!"):
                return set(prints.all - prints.word("flags", value[1:]))
            return prints.word("flags", value)
    raise AssertionError(obj)  # pragma: no cover


def _span_test(op: str, start: int, end: int):
    """A test on a YYYYMMDD day (0: unknown, never passes) against the days start..end."""
    return {
        ":": lambda v: v and start <= v <= end,
        "=": lambda v: v and start <= v <= end,
        "!=": lambda v: v and not start <= v <= end,
        ">=": lambda v: v >= start,
        ">": lambda v: v > end,
        "<=": lambda v: v and v <= end,
        "<": lambda v: v and v < start,
    }[op]


def facts_only(obj) -> bool:
    """Whether a query only filters (sets, colours, numbers, types, artists): no ranking."""
    if isinstance(obj, q.TextQ):
        return obj.kind in ("type", "artist", "ptype")
    if isinstance(obj, (q.AllQ, q.AnyQ)):
        return all(facts_only(c) for c in obj.children)
    if isinstance(obj, q.NotQ):
        return facts_only(obj.child)
    return obj.card_level


def positive_texts(obj):
    """The text terms of a query object that are not under a '-'."""
    if isinstance(obj, q.TextQ):
        yield obj
    elif isinstance(obj, (q.AllQ, q.AnyQ)):
        for c in obj.children:
            yield from positive_texts(c)
