"""The Whoosh schemas of the two indexes (cards, rulings) and the text field type they use.

One document per card: card-level facts (sets, colours, mana value, keywords...) as keyword and
numeric fields, and for each language its own name, type and text fields, analyzed by that
language's analyzer (``analysis.analyzer_for``). Per-language fields keep "which language
matched" answerable and ``lang:`` cheap; one document per card keeps the posting lists short
(about 24k documents instead of 205k card+language pairs).

Importing this module imports Whoosh: only the search and index code paths do.
"""

from __future__ import annotations

from pickle import dumps

from whoosh import columns, fields, formats
from whoosh.system import pack_uint

from lorehold.search import whoosh_fixes  # noqa: F401  (Whoosh's ANDNOT corrected before any search)
from lorehold.search.analysis import EXACT, analyzer_for

#: the languages the index has fields for (MTGJSON's printed languages)
INDEX_LANGS = ("en", "de", "fr", "it", "es", "pt", "ru", "ja", "ko", "zhs", "zht")
#: bumped when the documents or analysis change in a way that needs a rebuild
SCHEMA_VERSION = 5


# the encoded posting value of a term found once, at position p (most postings)
_ONE_POSITION: dict[int, bytes] = {}


class LoreText(fields.TEXT):
    """A TEXT field whose ``index`` computes postings straight from the analyzer's
    (term, position, boost) triples, with the same bytes Whoosh's Positions and Frequency
    formats write, but without a token object per word (indexing is most of the build time)."""

    def __init__(self, lang: str, phrase: bool = True, stored: bool = False, written: bool = True):
        super().__init__(analyzer=analyzer_for(lang), phrase=phrase, stored=stored)
        self.lang = lang
        #: whether the words as written (``=word``) are indexed beside their stems: only where a
        #: quoted phrase asks for them (not the rulings, which match quoted words by stem)
        self.written = written

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.__dict__.setdefault("written", True)  # a schema pickled before the attribute

    def index(self, value, **kwargs):
        if not value:
            return []
        # separate texts (several printed wordings, a name and its faces' names) never make a
        # phrase across each other; the lines of one text (its abilities) do, as its sentences do
        parts = [v for v in value if v] if isinstance(value, (list, tuple)) else (value,)
        terms = self.analyzer.terms
        fb = self.format.field_boost
        if isinstance(self.format, formats.Positions):
            poses: dict[str, list[int]] = {}
            extra: dict[str, float] = {}  # weight beyond 1.0 a token (reminder text, compound parts)
            base = 0
            positions = self.analyzer.positions
            for part in parts:
                base = positions(part, base, poses, extra) + 11
            if not self.written:
                for w in [w for w in poses if w[:1] == EXACT]:
                    del poses[w]
            out = []
            one = _ONE_POSITION
            for w, plist in poses.items():
                weight = len(plist) + extra[w] if w in extra else len(plist)
                if len(plist) == 1:
                    p = plist[0]
                    vbytes = one.get(p)
                    if vbytes is None:
                        vbytes = one[p] = pack_uint(1) + dumps([p], 2)
                    out.append((w.encode("utf-8"), 1, weight * fb, vbytes))
                    continue
                deltas = [plist[0]]
                prev = plist[0]
                for p in plist[1:]:
                    deltas.append(p - prev)
                    prev = p
                out.append((w.encode("utf-8"), len(plist), weight * fb,
                            pack_uint(len(deltas)) + dumps(deltas, 2)))
            return out
        freqs: dict[str, int] = {}
        weights: dict[str, float] = {}
        for term, _pos, boost in terms("\n".join(parts)):
            freqs[term] = freqs.get(term, 0) + 1
            weights[term] = weights.get(term, 0.0) + boost
        return [(w.encode("utf-8"), f, weights[w] * fb, pack_uint(f)) for w, f in freqs.items()]


def card_schema() -> fields.Schema:
    spec = {
        "cid": fields.ID(stored=True, unique=True),
        # the card id again, as a column: document number -> card in one read (``prints.py``)
        "cidn": fields.COLUMN(columns.NumericColumn("I")),
        # display data (English name, oracle id, names, types and texts per language), zlib JSON
        "d": fields.STORED(),
        "langs": fields.KEYWORD(),
        "sets": fields.KEYWORD(lowercase=True),
        "rarity": fields.KEYWORD(lowercase=True),
        "colors": fields.ID(),
        "identity": fields.ID(),
        # shift_step=0: one term per value (Whoosh's default indexes 8-16 "tiers" per number for
        # fast ranges over millions of values; these fields have a few hundred distinct values)
        "mv": fields.NUMERIC(float, bits=64, shift_step=0),
        "pow": fields.NUMERIC(float, bits=64, shift_step=0),
        "tou": fields.NUMERIC(float, bits=64, shift_step=0),
        "kw": fields.KEYWORD(commas=True, lowercase=True),
        "artist": LoreText("generic", phrase=True),
        "year": fields.NUMERIC(int, shift_step=0),
        "date": fields.NUMERIC(int, shift_step=0),
        # exact names: "<lang>:<compact key>" for every name and face name
        "nk": fields.KEYWORD(),
        "flavor_en": LoreText("en", phrase=True),
        # the English wordings printed on older cards, where they differ from the Oracle text
        "ptext_en": LoreText("en", phrase=True),
        "ptype_en": LoreText("en", phrase=True),
        # the Oracle text with the card's own name as one word (``o:~``)
        "self_en": LoreText("en", phrase=True),
    }
    for lang in INDEX_LANGS:
        spec[f"name_{lang}"] = LoreText(lang, phrase=True)
        spec[f"type_{lang}"] = LoreText(lang, phrase=True)
        spec[f"text_{lang}"] = LoreText(lang, phrase=True)
    return fields.Schema(**spec)


def ruling_schema() -> fields.Schema:
    spec = {
        "rid": fields.ID(stored=True, unique=True),
        "cid": fields.ID(stored=True),
        "lang": fields.ID(stored=True),
        "date": fields.NUMERIC(int, stored=True, shift_step=0),
        "d": fields.STORED(),
    }
    for lang in INDEX_LANGS:
        spec[f"text_{lang}"] = LoreText(lang, phrase=True, written=False)
    return fields.Schema(**spec)
