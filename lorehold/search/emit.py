"""The third step of the query language: each query object (``query.Q``) as a Whoosh query over
the cards or rulings index, or, for card-level objects, as an SQL filter over ``cards``.

Text terms go to the fields of the languages in scope; without a scope, to the languages the
term's script can be (CJK and Hangul: ja ko zhs zht; Cyrillic: ru; Latin: the Latin-script ones),
which keeps a query to a few dozen term lookups.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from whoosh import query as wq

from lorehold.search import query as q
from lorehold.search.analysis import analyzer_for, compact_key, is_cjk
from lorehold.search.schema import INDEX_LANGS

LATIN_LANGS = ("en", "de", "fr", "it", "es", "pt")
CJK_LANGS = ("ja", "ko", "zhs", "zht")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LETTER = re.compile(r"[^\W\d_]")
#: weight of a match in a name against one in rules text
NAME_BOOST = 3.0
#: weight of another language's match when the words are English words too
OTHER_LANGUAGE_WEIGHT = 0.3
#: weight of the words of a bare query found next to each other, as typed
PHRASE_BOOST = 8.0
#: weight of a type or artist match: a filter more than a ranking (0 trips Whoosh up)
FILTER_BOOST = 0.001


@dataclass
class Context:
    rulings: bool = False
    #: Latin-script language -> the folded words its texts use (``index.read_vocabulary``)
    vocabulary: dict | None = None
    #: the words of the whole query, when it is made of words only (they share a language)
    words: str | None = None
    #: (field, term) -> how many documents have it; tells a language's own words from the
    #: English names and words its texts quote
    doc_frequency: object = None
    doc_count: int = 0
    #: query object -> the documents of the cards with a printing that satisfies it
    #: (``Searcher.printing_docs``); None: printing conditions are card-level terms
    printing_docs: object = None
    #: FactQ -> the documents of the cards that satisfy it (``Searcher.fact_docs``)
    fact_docs: object = None


@dataclass
class _PrintingGroup(q.Q):
    """Printing conditions that must hold together on one printing (see ``prints.py``)."""

    expr: q.Q
    card_level = True


exists_safe = q.exists_safe


def script_langs(text: str, ctx: Context | None = None) -> tuple[str, ...]:
    """The languages a term can be in: by script, and among Latin-script languages those whose
    texts have every word of the query (so "explore" is not looked for as Spanish "explor-ador")."""
    if ctx is not None and ctx.words and not _LETTER.search(text) and not is_cjk(text):
        text = ctx.words  # "+1/+1" in "+1/+1 counter": the language of the words around it
    if is_cjk(text):
        return CJK_LANGS
    if _CYRILLIC.search(text):
        return ("ru",)
    if not _LETTER.search(text):
        return INDEX_LANGS  # {T}, +1/+1, numbers: any language
    vocab = ctx.vocabulary if ctx else None
    if vocab:
        from lorehold.search.analysis import surface_words

        # mana typed bare ("1U", "T:") is symbols, in any language: no vote ("1u" stands in a
        # few old German texts, and "draw a card 1U" was looked for in German only)
        words = surface_words(mana_words(ctx.words or text)) or surface_words(mana_words(text))
        having = tuple(lang for lang in LATIN_LANGS if all(_known(w, vocab.get(lang, ())) for w in words))
        if len(having) > 1 and ctx.doc_frequency is not None:
            having = _common_in(having, words, ctx.doc_frequency)
        if having:
            return having
    return LATIN_LANGS


#: a language keeps a word when its texts use it at least this often, relative to the language
#: that uses it most ("draw" is in a few German texts, quoting an English name: not German)
COMMON_SHARE = 0.05


def _common_in(langs, words, df) -> tuple[str, ...]:
    scores = {}
    for lang in langs:
        analyzer = analyzer_for(lang)
        score = None
        for w in words:
            terms = analyzer.words(w) or [w]
            n = min(df(f"text_{lang}", t) + df(f"name_{lang}", t) for t in terms)
            score = n if score is None else min(score, n)
        scores[lang] = score or 0
    best = max(scores.values())
    if not best:
        return langs
    return tuple(lang for lang in langs if scores[lang] >= COMMON_SHARE * best)


def _named_in(langs, text: str, ctx: Context, exact: bool) -> tuple[str, ...]:
    """The languages among ``langs`` whose card names hold every word of ``text``."""
    out = []
    for lang in langs:
        terms = analyzer_for(lang).words(text, exact=exact)
        if terms and all(ctx.doc_frequency(f"name_{lang}", t) for t in terms):
            out.append(lang)
    return tuple(out)


def _known(word: str, words) -> bool:
    if word in words:
        return True
    if "'" in word:  # elision and possessives: l'empereur, emperor's
        return word.rsplit("'", 1)[1] in words or word.replace("'", "") in words
    return False


def text_langs(scope: tuple[str, ...] | None, text: str, ctx: Context | None = None) -> tuple[str, ...]:
    if scope:
        return tuple(lang for lang in scope if lang in INDEX_LANGS) or ("en",)
    return script_langs(text, ctx)


def english_too(langs: tuple[str, ...], text: str, ctx: Context | None) -> bool:
    """Whether words read as another language's ("sable", sand; "main", hand; "sin", without)
    are English words too, found in the English texts, names or type lines: the English fields
    are searched as well (Bronze Sable is an "Artifact Creature — Sable")."""
    if "en" in langs or not set(langs) & set(LATIN_LANGS) or ctx is None or not ctx.vocabulary:
        return False
    from lorehold.search.analysis import surface_words

    words = surface_words(mana_words(ctx.words or text)) or surface_words(mana_words(text))
    english = ctx.vocabulary.get("en", ())
    return bool(words) and all(_known(w, english) for w in words)


def field_query(fieldname: str, lang: str, text: str, phrase: bool, boost: float = 1.0, exact: bool = False):
    """Query one field with the text as its analyzer sees it (None when nothing is left);
    ``exact``: the words as written (a quoted phrase), not their stems."""
    words = analyzer_for(lang).words(text, exact=exact)
    if not words:
        return None
    if len(words) == 1:
        word = words[0]
        if len(word) == 1 and is_cjk(word):
            # a lone CJK character: the index has two-character pieces (and a run's last one)
            return wq.Prefix(fieldname, word, boost=boost)
        return wq.Term(fieldname, word, boost=boost)
    if phrase or is_cjk(text) or len(text.split()) == 1:
        # quoted, a CJK run, or one word the analyzer split ("avant-garde"): contiguous pieces;
        # a lone CJK character inside (フォーカス・ビ) is not a piece the index has
        pieces = [w for w in words if not (len(w) == 1 and is_cjk(w))] or words
        if len(pieces) == 1:
            return wq.Term(fieldname, pieces[0], boost=boost)
        return wq.Phrase(fieldname, pieces, boost=boost)
    return wq.And([wq.Term(fieldname, w, boost=boost) for w in words])


#: a partial type word this long at least is read as the start of type words ("t:legend")
TYPE_PREFIX_MIN = 3


def type_prefix_query(lang: str, text: str, boost: float):
    """``t:legend`` finds Legendary, ``t:gob`` Goblins: Scryfall allows partial type words. One
    unquoted word of a Latin or Cyrillic script matches the start of a type word as written
    (the index's ``=word`` terms); None for anything else."""
    written = analyzer_for(lang).words(text, exact=True)
    if len(written) != 1 or not written[0].startswith("=") or len(written[0]) <= TYPE_PREFIX_MIN or is_cjk(written[0]):
        return None
    return wq.Prefix(f"type_{lang}", written[0], boost=boost)


def _or(parts):
    parts = [p for p in parts if p is not None]
    if not parts:
        return wq.NullQuery
    return parts[0] if len(parts) == 1 else wq.Or(parts)


def field_langs(obj: q.TextQ, ctx: Context) -> tuple[str, ...]:
    """The languages an o:/t: term is looked for in: an English word is read as English only
    ("creature" is French too, folded from "créature"; lang: or --lang says otherwise)."""
    langs = text_langs(obj.langs, obj.text, ctx)
    if not obj.langs and "en" in langs:
        return ("en",)
    if not obj.langs and english_too(langs, obj.text, ctx):
        return (*langs, "en")
    return langs


_NUMBER_PAIR = re.compile(r"(?<!\S)[+\-]?(\d+|[xX])\s+[+\-]?(\d+|[xX])(?!\S)")


def number_pairs(text: str) -> str:
    """Two numbers typed side by side ("gets 2 2", "3 1 creature") are most likely a power and
    toughness change or a size (+2/+2, 3/1), one place in the text whose numbers the index holds
    at that place: for the words-side-by-side boost, the pair is its first number (the words as
    typed phase then tells "2 2" from "+2/+1")."""
    def one(m):
        a, b = m.group(1), m.group(2)
        return a if a.isdigit() else (b if b.isdigit() else m.group())

    return _NUMBER_PAIR.sub(one, text)


_BARE_COST = re.compile(r"(?<![\w{])(\d{1,2}|[xX])([wubrgcWUBRGC]{1,5})(?![\w}])")
_BARE_TAP = re.compile(r"(?<![\w{])([tTqQ]):")


def mana_words(text: str) -> str:
    """Mana symbols typed without braces as symbols: "1W" is {1}{W}, "T:" is {T}:."""
    def cost(m):
        return f"{{{m.group(1).upper()}}}" + "".join(f"{{{ch.upper()}}}" for ch in m.group(2))

    text = _BARE_COST.sub(cost, text)
    return _BARE_TAP.sub(lambda m: f"{{{m.group(1).upper()}}}:", text)


def _any_query(obj: q.TextQ, langs: tuple[str, ...], ctx: Context):
    """Bare words and phrases: the names and texts of every language in ``langs``."""
    exact = obj.exact
    parts = []
    if not obj.langs and english_too(langs, obj.text, ctx):
        # another language's words that English uses too ("sea", "sin"): English as well,
        # after the language they most likely are
        parts.append(field_query("name_en", "en", obj.text, obj.phrase, NAME_BOOST * OTHER_LANGUAGE_WEIGHT, exact))
        parts.append(field_query("text_en", "en", obj.text, obj.phrase, OTHER_LANGUAGE_WEIGHT, exact))
    if obj.langs and "en" not in langs:
        # lang:de with English words ("lang:de Lightning Bolt"): the card's English name and
        # Oracle text answer, as on Scryfall, while lang:de holds on a printing
        parts.append(field_query("name_en", "en", obj.text, obj.phrase, NAME_BOOST, exact))
        parts.append(field_query("text_en", "en", obj.text, obj.phrase, 1.0, exact))
    for lang in langs:
        # words that are English words too ("explore" is also French and Spanish) are
        # most likely meant as English
        other = not obj.langs and lang != "en" and "en" in langs
        weight = OTHER_LANGUAGE_WEIGHT if other else 1.0
        # ... and match there as written, not by stem ("explore" is not "Explorador")
        as_written = exact or other
        parts.append(field_query(f"name_{lang}", lang, obj.text, obj.phrase, NAME_BOOST * weight, as_written))
        parts.append(field_query(f"text_{lang}", lang, obj.text, obj.phrase, weight, as_written))
    return _or(parts)


def text_query(obj: q.TextQ, ctx: Context):
    if not obj.exact and obj.kind in ("any", "oracle") and (":" in obj.text or any(ch.isdigit() or ch in "xX" for ch in obj.text)):
        fixed = mana_words(obj.text)
        if fixed != obj.text:
            obj = q.TextQ(obj.kind, fixed, obj.phrase, obj.langs, obj.exact)
    langs = text_langs(obj.langs, obj.text, ctx)
    if ctx.rulings:
        return _or(field_query(f"text_{lang}", lang, obj.text, obj.phrase) for lang in langs)
    kind = obj.kind
    exact = obj.exact
    if kind == "any":
        return _any_query(obj, langs, ctx)
    if kind == "name":
        if not obj.langs and ctx.doc_frequency is not None and langs != CJK_LANGS:
            # a name is looked for among names: "bonus" is common in French and Italian texts
            # but Bonus Round is English, so the texts' vote must not drop the English names
            langs = _named_in(langs if len(langs) > 1 else LATIN_LANGS, obj.text, ctx, exact) or langs
        elif obj.langs and "en" not in langs:
            langs = (*langs, "en")  # the English name answers under lang:de too
        return _or(field_query(f"name_{lang}", lang, obj.text, obj.phrase, exact=exact) for lang in langs)
    if kind in ("oracle", "type"):
        prefix = "text" if kind == "oracle" else "type"
        langs = field_langs(obj, ctx)
        targets = list(langs)
        if obj.langs and "en" not in targets:
            targets.append("en")  # the oracle text / type line answers in any language
        if kind == "oracle" and "~" in obj.text:
            # ~ is the card's own name: the English Oracle text with the name as one word
            from lorehold.search.documents import SELF_WORD

            own = obj.text.replace("~", f" {SELF_WORD} ")
            return _or([field_query("self_en", "en", own, obj.phrase, exact=exact)])
        # a type is a filter: it hardly ranks, the words of the text do
        weight = FILTER_BOOST if kind == "type" else 1.0
        parts = [field_query(f"{prefix}_{lang}", lang, obj.text, obj.phrase, weight, exact) for lang in targets]
        if kind == "type" and not obj.phrase and not exact:
            parts += [type_prefix_query(lang, obj.text, weight) for lang in targets]
        return _or(parts)
    if kind in ("ptext", "ptype"):
        weight = FILTER_BOOST if kind == "ptype" else 1.0
        older = field_query(f"{kind}_en", "en", obj.text, obj.phrase, weight, exact)
        if ctx.fact_docs is None:
            return _or([older])
        # a printing whose wording is the Oracle's: the Oracle field answers for it
        from lorehold.search.scoring import DocSet

        oracle = field_query(f"{'text' if kind == 'ptext' else 'type'}_en", "en", obj.text, obj.phrase, weight, exact)
        same = DocSet(ctx.fact_docs(q.FactQ("printed_same", ":", "t" if kind == "ptext" else "y")))
        return _or([older, wq.And([oracle, same]) if oracle is not None else None])
    if kind == "flavor":
        return _or([field_query("flavor_en", "en", obj.text, obj.phrase, exact=exact)])
    if kind == "artist":
        return _or([field_query("artist", "generic", obj.text, True, FILTER_BOOST)])
    raise AssertionError(kind)  # pragma: no cover


def _numeric(fieldname: str, op: str, lo, hi=None):
    hi = lo if hi is None else hi
    if op in (":", "="):
        return wq.NumericRange(fieldname, lo, hi)
    if op == ">=":
        return wq.NumericRange(fieldname, lo, None)
    if op == ">":
        return wq.NumericRange(fieldname, hi, None, startexcl=True)
    if op == "<=":
        return wq.NumericRange(fieldname, None, hi)
    if op == "<":
        return wq.NumericRange(fieldname, None, lo, endexcl=True)
    if op == "!=":
        return wq.AndNot(wq.NumericRange(fieldname, None, None), wq.NumericRange(fieldname, lo, hi))
    raise AssertionError(op)  # pragma: no cover


def to_whoosh(obj: q.Q, ctx: Context | None = None):
    """The Whoosh query of a query object."""
    ctx = ctx or Context()
    if isinstance(obj, _PrintingGroup):
        from lorehold.search.scoring import DocSet

        return DocSet(ctx.printing_docs(obj.expr))
    if ctx.printing_docs is not None and not isinstance(obj, (q.AllQ, q.AnyQ)) and not exists_safe(obj):
        return to_whoosh(_PrintingGroup(obj), ctx)
    if isinstance(obj, q.TextQ):
        return text_query(obj, ctx)
    if isinstance(obj, q.OptionQ):
        return wq.Every()
    if isinstance(obj, (q.FactQ, q.PrintFactQ)):
        return _fact_query(obj, ctx)
    if isinstance(obj, q.AllQ):
        return _all_query(obj, ctx)
    if isinstance(obj, q.AnyQ):
        return _or([to_whoosh(c, ctx) for c in obj.children])
    if isinstance(obj, q.NotQ):
        return wq.AndNot(wq.Every(), to_whoosh(obj.child, ctx))
    return _term_query(obj, ctx)


def _fact_query(obj, ctx: Context):
    """A fact (or printing fact) condition: the documents the facts say satisfy it."""
    from lorehold.search.scoring import DocSet

    if ctx.fact_docs is None:
        from lorehold.errors import InvalidQuery

        raise InvalidQuery(f"'{obj.what}' conditions need the search index")
    if isinstance(obj, q.PrintFactQ):
        return DocSet(ctx.printing_docs(obj))
    return DocSet(ctx.fact_docs(obj))


def _all_query(obj: q.AllQ, ctx: Context):
    """Every child must hold: the printing conditions grouped, words in most cards left to the
    phrase boost, negations subtracted, the words side by side as typed ranked first."""
    if not obj.children:
        return wq.Every()
    if ctx.printing_docs is not None and not exists_safe(obj):
        inner = [c for c in obj.children if q.involves_printings(c)]
        rest = [c for c in obj.children if not q.involves_printings(c)]
        group = _PrintingGroup(inner[0] if len(inner) == 1 else q.AllQ(inner))
        obj = q.AllQ(rest + [group])
    parts = [to_whoosh(c, ctx) for c in obj.children]
    bare = [c for c in obj.children if isinstance(c, q.TextQ) and c.kind == "any" and not c.phrase]
    children = obj.children
    if len(bare) >= 2 and ctx.doc_frequency is not None and ctx.doc_count:
        # a word in most cards ("a", "the", "de") selects nothing and costs the most to
        # intersect: it only counts in the phrase boost below
        keep = [not (c in bare and _everywhere(p, ctx)) for p, c in zip(parts, obj.children)]
        if any(keep):
            parts = [p for p, k in zip(parts, keep) if k]
            children = [c for c, k in zip(obj.children, keep) if k]
    positive = [p for p, c in zip(parts, children) if not isinstance(c, q.NotQ)]
    negative = [to_whoosh(c.child, ctx) for c in obj.children if isinstance(c, q.NotQ)]
    base = wq.And(positive) if len(positive) > 1 else (positive[0] if positive else wq.Every())
    for neg in negative:
        base = wq.AndNot(base, neg)
    if len(bare) >= 2:
        # the same words side by side, as typed, rank first
        joined = q.TextQ("any", number_pairs(" ".join(c.text for c in bare)), True, bare[0].langs)
        boost = text_query(joined, ctx)
        if boost is not wq.NullQuery:
            base = wq.AndMaybe(base, boosted(boost, PHRASE_BOOST))
    return base


def _term_query(obj: q.Q, ctx: Context):
    """A condition on one indexed field: exact name, language, set, keyword, rarity, colors, numbers, dates."""
    if isinstance(obj, q.ExactNameQ):
        key = compact_key(obj.name)
        from lorehold.languages import LANGUAGES

        # the English name answers under lang:de too (!"Lightning Bolt" lang:de)
        langs = tuple(dict.fromkeys((*obj.langs, "en"))) if obj.langs else tuple(LANGUAGES)
        return _or([wq.Term("nk", f"{lang}:{key}") for lang in langs])
    if isinstance(obj, q.LangQ):
        return wq.Term("lang" if ctx.rulings else "langs", obj.lang)
    if isinstance(obj, q.SetQ):
        return wq.Term("sets", obj.code)
    if isinstance(obj, q.KeywordQ):
        return wq.Term("kw", obj.keyword)
    if isinstance(obj, q.RarityQ):
        return _rarity_query(obj)
    if isinstance(obj, q.ColorQ):
        return _or([wq.Term(obj.field, m) for m in q.color_masks(obj)])
    if isinstance(obj, q.NumberQ):
        value = int(obj.value) if obj.field == "year" else obj.value
        return _numeric(obj.field, obj.op, value)
    if isinstance(obj, q.DateQ):
        return _numeric("date", obj.op, obj.start, obj.end)
    raise AssertionError(obj)  # pragma: no cover


def _rarity_query(obj: q.RarityQ):
    """rarity:, with >=, >, <=, < over common < uncommon < rare < mythic."""
    order = q.RARITY_ORDER[:4]
    if obj.op in (":", "="):
        return wq.Term("rarity", obj.rarity)
    if obj.op == "!=":
        return wq.AndNot(wq.Every(), wq.Term("rarity", obj.rarity))
    if obj.rarity not in order:
        return wq.Term("rarity", obj.rarity)
    i = order.index(obj.rarity)
    picked = {">=": order[i:], ">": order[i + 1:], "<=": order[: i + 1], "<": order[:i]}[obj.op]
    return _or([wq.Term("rarity", r) for r in picked])


#: a word found in more than this share of the cards is left out of the required words
EVERYWHERE = 0.3


def _everywhere(query, ctx: Context) -> bool:
    """Whether every field term of the query is in more than EVERYWHERE of the documents."""
    terms = list(query.iter_all_terms()) if query is not wq.NullQuery else []
    return bool(terms) and all(ctx.doc_frequency(f, t) > EVERYWHERE * ctx.doc_count
                               for f, t in terms if f.startswith("text_"))


def boosted(query, boost: float):
    if isinstance(query, wq.Or):
        return wq.Or([boosted(s, boost) for s in query.subqueries])
    query = query.copy()
    query.boost = getattr(query, "boost", 1.0) * boost
    return query
