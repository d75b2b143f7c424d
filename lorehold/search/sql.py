"""The query objects that depend only on card-level facts, as an SQL filter over ``cards c``.

For callers that hold a database but want no index (``export --query`` over facts such as
``s:xln c:g mv>=3``): ``where, params = to_sql(parse_query(text))`` then
``SELECT c.id FROM cards c WHERE <where>``. Text terms (words, ``o:``, ``t:``...) need the index:
``to_sql`` raises InvalidQuery for them.
"""

from __future__ import annotations

from itertools import count

from lorehold.errors import InvalidQuery
from lorehold.search import query as q

_OPS = {":": "=", "=": "=", "!=": "<>", "<": "<", ">": ">", "<=": "<=", ">=": ">="}


def to_sql(obj: q.Q) -> tuple[str, dict]:
    """(WHERE clause over ``cards c``, bound parameters) for a card-level query object."""
    params: dict = {}
    names = count()
    if not q.exists_safe(obj):
        # printing conditions that must hold together on one printing: the index answers
        raise InvalidQuery("conditions on one printing need the search index, not a database filter")

    def bind(value) -> str:
        name = f"p{next(names)}"
        params[name] = value
        return f":{name}"

    def walk(o: q.Q) -> str:
        if isinstance(o, q.AllQ):
            return "(" + " AND ".join(walk(c) for c in o.children) + ")" if o.children else "1=1"
        if isinstance(o, q.AnyQ):
            return "(" + " OR ".join(walk(c) for c in o.children) + ")"
        if isinstance(o, q.NotQ):
            return f"NOT {walk(o.child)}"
        if isinstance(o, q.LangQ):
            if o.lang == "en":
                return "1=1"
            return f"EXISTS (SELECT 1 FROM translations t WHERE t.card_id = c.id AND t.language = {bind(o.lang)})"
        if isinstance(o, q.SetQ):
            return f"EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND LOWER(p.set_code) = {bind(o.code)})"
        if isinstance(o, q.KeywordQ):
            return f"EXISTS (SELECT 1 FROM card_keywords k WHERE k.card_id = c.id AND LOWER(k.keyword) = {bind(o.keyword)})"
        if isinstance(o, q.RarityQ):
            if o.op in (":", "=", "!=") or o.rarity not in q.RARITY_ORDER[:4]:
                test = f"LOWER(p.rarity) = {bind(o.rarity)}"
                exists = f"EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND {test})"
                return f"NOT {exists}" if o.op == "!=" else exists
            order = q.RARITY_ORDER[:4]
            i = order.index(o.rarity)
            picked = {">=": order[i:], ">": order[i + 1:], "<=": order[: i + 1], "<": order[:i]}[o.op]
            if not picked:
                return "1=0"
            inlist = ", ".join(bind(r) for r in picked)
            return f"EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND LOWER(p.rarity) IN ({inlist}))"
        if isinstance(o, q.ColorQ):
            column = "c.colors" if o.field == "colors" else "c.color_identity"
            masks = [("" if m == "c" else m.upper()) for m in q.color_masks(o)]
            # stored as letters in WUBRG order, "" for colourless
            return f"{column} IN ({', '.join(bind(m) for m in masks)})" if masks else "1=0"
        if isinstance(o, q.NumberQ):
            if o.field == "year":
                return _date_sql(q.DateQ(o.op, int(o.value) * 10000 + 101, int(o.value) * 10000 + 1231), bind)
            if o.field != "mv":
                # "*" is not 0, whatever CAST says: the index answers
                raise InvalidQuery("power and toughness need the search index, not a database filter")
            column = "c.mana_value"
            return f"({column} IS NOT NULL AND {column} {_OPS[o.op]} {bind(o.value)})"
        if isinstance(o, q.DateQ):
            return _date_sql(o, bind)
        raise InvalidQuery(f"'{getattr(o, 'kind', type(o).__name__)}' terms need the search index, not a database filter")

    return walk(obj), params


def _date_sql(o: q.DateQ, bind) -> str:
    def iso(n: int) -> str:
        return f"{n // 10000:04d}-{n // 100 % 100:02d}-{min(n % 100, 31):02d}"

    start, end = iso(o.start), iso(o.end)
    day = "COALESCE(p.released, s.release_date)"  # the printing's own date, else its set's
    if o.op in (":", "=", "!="):
        test = f"{day} {'NOT ' if o.op == '!=' else ''}BETWEEN {bind(start)} AND {bind(end)}"
    elif o.op in (">=", "<"):
        test = f"{day} {o.op} {bind(start)}"
    else:  # > and <= compare with the last day the value covers
        test = f"{day} {o.op} {bind(end)}"
    return ("EXISTS (SELECT 1 FROM printings p JOIN sets s ON s.code = p.set_code "
            f"WHERE p.card_id = c.id AND {test})")
