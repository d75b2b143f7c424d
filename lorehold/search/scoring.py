"""Top hits of a Whoosh query, scored a posting list at a time instead of a document at a time.

Whoosh's collector walks every matching document through a tree of matcher objects in Python:
about 7 µs a document for two terms, and ~100 µs for a phrase (its span matcher decodes and
compares positions document by document). "Kreatur" matches 12,000 cards, "draw a card" 2,600:
100 to 300 ms a query. Here each term's postings are read a block at a time (ids, weights and,
for phrases, positions, as Whoosh stored them), scored with the same BM25F formula, idf and
average field length Whoosh uses, and combined with dict and set operations: the same scores
(tests compare them with Whoosh's own), a tenth of the time.

The query shapes lorehold emits (Term, Phrase, Prefix, And, Or, AndMaybe, AndNot, Every,
NumericRange, TermRange, ConstantScoreQuery) are covered; anything else raises ``Unsupported``
and the caller lets Whoosh search as usual.
"""

from __future__ import annotations

import heapq
from collections import OrderedDict

from whoosh import query as wq
from whoosh.codec.whoosh3 import W3LeafMatcher
from whoosh.reading import TermNotFound
from whoosh.scoring import BM25F
from whoosh.util.numeric import byte_to_length

#: byte -> field length, as Whoosh stores lengths in one byte
_LENGTH_OF = [byte_to_length(b) for b in range(256)]


#: a term with at least this many postings in a segment stays decoded across queries ...
COMMON_POSTINGS = 1000
#: ... up to this many postings in all (about 100 bytes each, decoded)
CACHE_POSTINGS = 400_000
#: the document sets of the terms (and prefixes) of unscored queries, kept across queries up to
#: this many documents in all (~30 bytes each): a query of facts reads the same few terms in every
#: segment again and again ("c:r" is 16 colour terms, "t:creature" a term and a prefix, ~11 ms of
#: decoding in an index of 11 segments for "t:creature mv=5")
KEPT_DOC_IDS = 300_000


class Unsupported(Exception):
    """A query shape this module does not score; search with Whoosh instead."""


class DocSet(wq.Query):
    """A set of document numbers worked out elsewhere (the cards whose printings satisfy a
    query's printing conditions, ``prints.py``): a filter, scored 0."""

    def __init__(self, docs):
        self.docs = frozenset(docs)
        self.boost = 1.0

    def __repr__(self):
        return f"DocSet({len(self.docs)} documents)"

    def __eq__(self, other):
        return type(other) is DocSet and other.docs == self.docs

    def __hash__(self):
        return hash(self.docs)

    def terms(self, phrases=False):
        return iter(())

    def iter_all_terms(self, phrases=True):
        return iter(())

    def matcher(self, searcher, context=None):
        from whoosh.matching import ListMatcher, NullMatcher

        # Whoosh's own search (a fallback only): one segment's documents
        docs = sorted(self.docs)
        return ListMatcher(docs, all_weights=0.0) if docs else NullMatcher()


class Hit:
    """One scored document, with what the callers read from a Whoosh hit. Its matched terms are
    picked from the query's (field, term, documents) when first asked for: a search of thousands
    of documents shows a page of them."""

    __slots__ = ("docnum", "score", "_terms", "_matched", "_searcher", "_fields")

    def __init__(self, searcher, docnum: int, score: float, matched: list):
        self._searcher = searcher
        self.docnum = docnum
        self.score = score
        self._matched = matched
        self._terms = None
        self._fields = None

    def __getitem__(self, name):
        if self._fields is None:
            self._fields = self._searcher.stored_fields(self.docnum)
        return self._fields[name]

    def matched_terms(self):
        if self._terms is None:
            docnum = self.docnum
            self._terms = [(f, t) for f, t, docs in self._matched if docnum in docs]
        return self._terms


class Hits(list):
    def scored_length(self) -> int:
        return len(self)


class Scorer:
    """Scores queries over one open Whoosh searcher (keep it as long as the searcher)."""

    def __init__(self, searcher):
        self.searcher = searcher
        self.reader = searcher.reader()
        self.leaves = list(self.reader.leaf_readers()) if not self.reader.is_atomic() else [(self.reader, 0)]
        weighting = searcher.weighting
        if type(weighting) is not BM25F or weighting._field_B:
            raise Unsupported("only Whoosh's default BM25F weighting")
        self.B = weighting.B
        self.K1 = weighting.K1
        self._lengths: dict[tuple[int, str], list[int]] = {}
        self._all: set[int] | None = None
        self._positions: dict[bytes, list[int]] = {}
        self._read_cache: dict[tuple, list] = {}
        self._common: OrderedDict[tuple, list] = OrderedDict()
        self._common_size = 0
        self._kept_docs: OrderedDict[tuple, frozenset] = OrderedDict()
        self._kept_size = 0
        #: (field, term, documents) of every term scored since ``top`` began: the matched terms
        self._matched: list[tuple[str, bytes, dict | set]] = []

    # -- the public entry ----------------------------------------------------------------
    def top(self, query, limit: int, ordered: bool = True) -> Hits:
        """The ``limit`` best documents: score descending, then document number (Whoosh's order).
        ``ordered=False``: when they are all kept, in no order (a caller that sorts them again)."""
        self._matched = []
        self._read_cache = {}
        try:
            scores = self.scores(query)
        finally:
            self._read_cache = {}
            # the hits read these lazily: later scoring appends to a new list
            matched, self._matched = self._matched, []
        if limit >= len(scores) and not ordered:
            best = list(scores)
        elif limit * 4 < len(scores):
            best = [d for d, _s in heapq.nsmallest(limit, scores.items(), key=lambda kv: (-kv[1], kv[0]))]
        else:  # most of them: sorted in C (document number, then score descending: sort is stable)
            best = sorted(scores)
            best.sort(key=scores.__getitem__, reverse=True)
            del best[limit:]
        searcher = self.searcher
        return Hits([Hit(searcher, docnum, scores[docnum], matched) for docnum in best])

    def forget_postings(self) -> None:
        """Drop the common words' postings and the terms' document sets kept across queries."""
        self._common.clear()
        self._common_size = 0
        self._kept_docs.clear()
        self._kept_size = 0

    def doc_set(self, query) -> set[int]:
        """Every document a query matches, unscored (a query of facts: sets, colours, types)."""
        self._read_cache = {}
        try:
            return self.docs(query)
        finally:
            self._read_cache = {}

    # -- queries -------------------------------------------------------------------------
    def scores(self, query, within: set[int] | None = None) -> dict[int, float]:
        """Document -> score of every document the query matches (only those in ``within``,
        when given: an And's later parts only need the documents its first part has)."""
        kind = type(query)
        boost = getattr(query, "boost", 1.0)
        if kind is wq.Term:
            return self._term(query.fieldname, query.text, boost, within)
        if kind is wq.Phrase:
            return self._phrase(query, boost, within)
        if kind is wq.Or:
            if query.minmatch or query.scale:
                raise Unsupported("Or with minmatch or scale")
            out: dict[int, float] = {}
            for sub in query.subqueries:
                for d, s in self.scores(sub, within).items():
                    out[d] = out.get(d, 0.0) + s
            return _boost(out, boost)
        if kind is wq.And:
            if not query.subqueries:
                return {}
            out = None
            for sub in sorted(query.subqueries, key=self.estimate):
                part = self.scores(sub, within)
                out = part if out is None else {d: s + part[d] for d, s in out.items() if d in part}
                if not out:
                    return {}
                within = set(out)
            return _boost(out, boost)
        if kind is wq.AndMaybe:
            out = self.scores(query.a, within)
            if out:
                extra = self.scores(query.b, set(out))
                out = {d: s + extra[d] if d in extra else s for d, s in out.items()}
            return _boost(out, boost)
        if kind is wq.AndNot:
            out = self.scores(query.a, within)
            if out:
                drop = self.docs(query.b)
                out = {d: s for d, s in out.items() if d not in drop}
            return _boost(out, boost)
        if query is wq.NullQuery or kind is type(wq.NullQuery):
            return {}
        if kind is DocSet:
            return dict.fromkeys(query.docs if within is None else query.docs & within, 0.0)
        if kind is wq.Every:
            return dict.fromkeys(self._every() if within is None else within & self._every(), float(boost))
        # ranges and prefixes score as the Or of their terms, as Whoosh does when it also
        # reports matched terms (a constant score otherwise)
        if kind is wq.NumericRange:
            return self.scores(query.simplify(self.reader), within)
        if kind is wq.TermRange:
            terms = [wq.Term(query.fieldname, t) for t in query._btexts(self.reader)]
            return self.scores(wq.Or(terms, boost=boost), within)
        if kind is wq.Prefix:
            terms = [wq.Term(query.fieldname, t) for t in self._prefix_terms(query)]
            return self.scores(terms[0] if len(terms) == 1 else wq.Or(terms, boost=boost), within) if terms else {}
        if kind is wq.ConstantScoreQuery:
            return self.scores(query.child, within)
        raise Unsupported(kind.__name__)

    def estimate(self, query) -> int:
        """About how many documents a query matches, to intersect the smallest first."""
        kind = type(query)
        df = self.reader.doc_frequency
        if kind is wq.Term:
            btext = self._bytes(query.fieldname, query.text)
            return df(query.fieldname, btext) if btext is not None else 0
        if kind is wq.Phrase:
            return min((df(query.fieldname, w) for w in query.words), default=0)
        if kind is wq.Or:
            return sum(self.estimate(sub) for sub in query.subqueries)
        if kind is wq.And:
            return min((self.estimate(sub) for sub in query.subqueries), default=0)
        if kind in (wq.AndMaybe, wq.AndNot):
            return self.estimate(query.a)
        if query is wq.NullQuery or kind is type(wq.NullQuery):
            return 0
        if kind is DocSet:
            return len(query.docs)
        return self.reader.doc_count_all()

    def docs(self, query) -> set[int]:
        """The documents a query matches, unscored."""
        kind = type(query)
        if kind is wq.Term:
            return self._kept(("term", query.fieldname, query.text), lambda: self._term_ids(query.fieldname, query.text))
        if kind is wq.Prefix:
            return self._kept(("prefix", query.fieldname, query.text), lambda: self._prefix_ids(query))
        if kind is wq.Or and not query.minmatch:
            out: set[int] = set()
            for sub in query.subqueries:
                out |= self.docs(sub)
            return out
        if kind is wq.And:
            sets = sorted((self.docs(sub) for sub in query.subqueries), key=len)
            out = set(sets[0]) if sets else set()
            for other in sets[1:]:
                out &= other
            return out
        if kind is wq.AndMaybe:
            return self.docs(query.a)
        if kind is wq.AndNot:
            return self.docs(query.a) - self.docs(query.b)
        if kind is wq.Every:
            return set(self._every())
        if kind is DocSet:
            return set(query.docs)
        if kind is wq.ConstantScoreQuery:
            return self.docs(query.child)
        if kind is wq.NumericRange:
            return self.docs(query.simplify(self.reader))
        if kind is wq.TermRange:
            out = set()
            for text in query._btexts(self.reader):
                out |= self._term_ids(query.fieldname, text)
            return out
        if query is wq.NullQuery or kind is type(wq.NullQuery):
            return set()
        if kind is wq.Phrase:
            return set(self._phrase(query, 1.0, record=False))
        return set(self.searcher.docs_for_query(query))

    def _kept(self, key: tuple, read) -> frozenset:
        """A term's (or prefix's) documents, read once and kept across queries (``KEPT_DOC_IDS``)."""
        kept = self._kept_docs
        found = kept.get(key)
        if found is not None:
            kept.move_to_end(key)
            return found
        found = kept[key] = frozenset(read())
        self._kept_size += len(found)
        while self._kept_size > KEPT_DOC_IDS and len(kept) > 1:
            self._kept_size -= len(kept.popitem(last=False)[1])
        return found

    def _prefix_ids(self, query) -> set[int]:
        out: set[int] = set()
        for text in self._prefix_terms(query):
            out |= self._term_ids(query.fieldname, text)
        return out

    # -- terms ---------------------------------------------------------------------------
    def _bytes(self, fieldname: str, text) -> bytes | None:
        if fieldname not in self.searcher.schema:
            return None
        if isinstance(text, bytes):
            return text
        try:
            return self.searcher.schema[fieldname].to_bytes(text)
        except ValueError:
            return None

    def _postings(self, fieldname: str, btext: bytes):
        """(segment number, segment, base, Postings) of a term in each segment; the postings'
        document numbers are the segment's own (add base for the index's)."""
        for leafno, (leaf, base) in enumerate(self.leaves):
            yield leafno, leaf, base, self._read(leafno, leaf, fieldname, btext)

    def _read(self, leafno: int, leaf, fieldname: str, btext: bytes) -> "Postings":
        """A term's postings in one segment, decoded once a query (a phrase's words are often
        the query's words too: "draw a card" ranks the cards that have "draw" by the phrase),
        and kept across queries for the common words (most of the decoding time goes to the few
        words in thousands of cards, "a", "creature", "target", which most queries have)."""
        key = (leafno, fieldname, btext)
        postings = self._read_cache.get(key)
        if postings is not None:
            return postings
        lru = self._common
        postings = lru.get(key)
        if postings is not None:
            lru.move_to_end(key)
        else:
            postings = Postings(_blocks(leaf, fieldname, btext, True))
            size = len(postings.ids)
            if size >= COMMON_POSTINGS:
                lru[key] = postings
                self._common_size += size
                while self._common_size > CACHE_POSTINGS and len(lru) > 1:
                    _key, old = lru.popitem(last=False)
                    self._common_size -= len(old.ids)
        self._read_cache[key] = postings
        return postings

    def _term_ids(self, fieldname: str, text) -> set[int]:
        btext = self._bytes(fieldname, text)
        if btext is None:
            return set()
        out: set[int] = set()
        for _n, _leaf, base, p in self._postings(fieldname, btext):
            out.update((i + base for i in p.ids) if base else p.ids)
        return out

    def _lengths_of(self, leaf, leafno: int, fieldname: str) -> list[int]:
        key = (leafno, fieldname)
        lengths = self._lengths.get(key)
        if lengths is None:
            doccount = leaf.doc_count_all()
            lengths = [leaf.doc_field_length(d, fieldname, 1) or 1 for d in range(doccount)] \
                if not _raw_lengths_ok(leaf) else _raw_lengths(leaf, fieldname, doccount)
            self._lengths[key] = lengths
        return lengths

    def _bm25(self, fieldname: str, btext: bytes):
        """A function (weight, length) -> score for one term of a scorable field."""
        idf = self.searcher.idf(fieldname, btext)
        avgfl = self.searcher.avg_field_length(fieldname) or 1
        B, K1 = self.B, self.K1
        k1_1 = K1 + 1
        a = K1 * (1 - B)
        b = K1 * B / avgfl
        return idf, k1_1, a, b

    def _term(self, fieldname: str, text, boost: float, within: set[int] | None = None,
              record: bool = True) -> dict[int, float]:
        btext = self._bytes(fieldname, text)
        if btext is None:
            return {}
        scorable = self.searcher.schema[fieldname].scorable
        out: dict[int, float] = {}
        if scorable:
            idf, k1_1, a, b = self._bm25(fieldname, btext)
            idf *= boost
            for leafno, leaf, base, p in self._postings(fieldname, btext):
                lengths = self._lengths_of(leaf, leafno, fieldname)
                ids, weights = p.ids, p.weights
                if within is not None:
                    for i, w in zip(ids, weights):
                        if i + base in within:
                            out[i + base] = idf * ((w * k1_1) / (w + a + b * lengths[i]))
                elif base:
                    for i, w in zip(ids, weights):
                        out[i + base] = idf * ((w * k1_1) / (w + a + b * lengths[i]))
                else:
                    for i, w in zip(ids, weights):
                        out[i] = idf * ((w * k1_1) / (w + a + b * lengths[i]))
        else:  # keywords, ids: the weight (1 a posting), as Whoosh's WeightScorer
            for _n, _leaf, base, p in self._postings(fieldname, btext):
                for i, w in zip(p.ids, p.weights):
                    if within is None or i + base in within:
                        out[i + base] = w * boost
        if record:
            self._matched.append((fieldname, btext, out))
        return out

    def _phrase(self, query: wq.Phrase, boost: float, within: set[int] | None = None,
                record: bool = True) -> dict[int, float]:
        """Documents with the words in order, each within ``slop`` of the one before (Whoosh's
        SpanNear2 with mindist 1); scored as the sum of the words' scores, times the boost."""
        fieldname = query.fieldname
        if fieldname not in self.searcher.schema:
            return {}
        field = self.searcher.schema[fieldname]
        if not field.format or not field.format.supports("positions"):
            raise Unsupported("a phrase over a field without positions")
        words = []
        for word in query.words:
            btext = self._bytes(fieldname, word)
            if btext is None or (fieldname, btext) not in self.reader:
                return {}
            words.append(btext)
        if len(words) == 1:
            return self._term(fieldname, words[0], boost, within, record)
        # the rarest word first: the others are only kept for the documents it has
        order = sorted(range(len(words)), key=lambda k: self.reader.doc_frequency(fieldname, words[k]))
        scorers = [self._bm25(fieldname, w) for w in words]
        positions_of = self._positions_of(field.format)
        slop = query.slop
        out: dict[int, float] = {}
        for leafno, (leaf, base) in enumerate(self.leaves):
            found = self._phrase_candidates(leafno, leaf, base, fieldname, words, order, within)
            if found is None:
                continue
            candidates, wlists, vlists = found
            lengths = self._lengths_of(leaf, leafno, fieldname)
            for d in candidates:
                if not _in_order([positions_of(v[d]) for v in vlists], slop):
                    continue
                length = lengths[d]
                score = 0.0
                for wm, (idf, k1_1, a, b) in zip(wlists, scorers):
                    w = wm[d]
                    score += idf * ((w * k1_1) / (w + a + b * length))
                out[d + base] = score * boost
        if record:
            for w in dict.fromkeys(words):
                self._matched.append((fieldname, w, out))
        return out

    def _phrase_candidates(self, leafno: int, leaf, base: int, fieldname: str, words: list[bytes],
                           order: list[int], within: set[int] | None):
        """One segment's documents with every word of a phrase (of those in ``within``), and
        each word's weight and positions maps, in the phrase's order; None when there are none."""
        weights_of: dict[int, dict[int, float]] = {}  # word -> document -> weight
        values_of: dict[int, dict[int, bytes]] = {}  # word -> document -> positions' bytes
        candidates: set[int] | None = None
        if within is not None:
            end = base + leaf.doc_count_all()
            candidates = {d - base for d in within if base <= d < end}
            if not candidates:
                return None
        for k in order:
            same = next((j for j in weights_of if words[j] == words[k]), None)
            if same is not None:  # a word repeated in the phrase
                weights_of[k], values_of[k] = weights_of[same], values_of[same]
                continue
            p = self._read(leafno, leaf, fieldname, words[k])
            # the whole maps, shared: only the candidates are looked up in them
            wmap, vmap = p.weight_of, p.value_of
            if candidates is None:
                keep = set(wmap)
            elif len(candidates) * 4 < len(wmap):
                keep = {d for d in candidates if d in wmap}
            else:
                keep = candidates.intersection(wmap)
            weights_of[k], values_of[k] = wmap, vmap
            candidates = keep
            if not candidates:
                return None
        if not candidates:
            return None
        n = range(len(words))
        return candidates, [weights_of[k] for k in n], [values_of[k] for k in n]

    def _positions_of(self, fmt):
        """Decoded positions by their stored bytes: most postings are one position, whose bytes
        repeat across terms and documents, so a dict answers most of them."""
        memo = self._positions
        if len(memo) > 200_000:
            memo.clear()
        decode = fmt.decode_positions

        def positions(value: bytes):
            got = memo.get(value)
            if got is None:
                got = memo[value] = decode(value)
            return got

        return positions

    def _prefix_terms(self, query) -> list[bytes]:
        field = self.searcher.schema[query.fieldname] if query.fieldname in self.searcher.schema else None
        if field is None:
            return []
        return [field.to_bytes(t) if not isinstance(t, bytes) else t
                for t in self.reader.expand_prefix(query.fieldname, query.text)]

    def _every(self):
        if self._all is None:
            self._all = set(self.reader.all_doc_ids())
        return self._all


def _boost(scores: dict[int, float], boost: float) -> dict[int, float]:
    if boost == 1.0:
        return scores
    return {d: s * boost for d, s in scores.items()}


class Postings:
    """A term's postings in one segment: document numbers, weights, positions' bytes."""

    __slots__ = ("ids", "weights", "values", "_weight_of", "_value_of")

    def __init__(self, blocks):
        self.ids: list[int] = []
        self.weights: list[float] = []
        self.values: list = []
        for ids, weights, values in blocks:
            self.ids.extend(ids)
            self.weights.extend(weights)
            self.values.extend(values)
        self._weight_of = self._value_of = None

    @property
    def weight_of(self) -> dict[int, float]:
        if self._weight_of is None:
            self._weight_of = dict(zip(self.ids, self.weights))
        return self._weight_of

    @property
    def value_of(self) -> dict[int, bytes]:
        if self._value_of is None:
            self._value_of = dict(zip(self.ids, self.values))
        return self._value_of


def _blocks(leaf, fieldname: str, btext: bytes, values: bool):
    """(docnums, weights, values or None) of a term in one segment, a block at a time."""
    try:
        m = leaf.postings(fieldname, btext)
    except TermNotFound:
        return
    if type(m) is W3LeafMatcher:
        while True:
            if m._ids is None:
                m._read_ids()
            if m._weights is None:
                m._read_weights()
            if values and m._values is None:
                m._read_values()
            yield m._ids, m._weights, (m._values if values else None)
            if m._lastblock:
                break
            m._next_block()
    else:  # inlined postings, or deletions: the generic (slower) walk
        ids, weights, vals = [], [], []
        while m.is_active():
            ids.append(m.id())
            weights.append(m.weight())
            if values:
                vals.append(m.value())
            m.next()
        yield ids, weights, (vals if values else None)


def _in_order(positions: list[list[int]], slop: int) -> bool:
    """Whether some position of each word follows one of the word before by 1 to ``slop``."""
    reach = positions[0]
    if slop == 1:
        for nxt in positions[1:]:
            if len(nxt) > 3:
                nxt = set(nxt)
            reach = [p + 1 for p in reach if p + 1 in nxt]
            if not reach:
                return False
        return True
    for nxt in positions[1:]:
        reach = [p for p in nxt if any(p - gap in reach for gap in range(1, slop + 1))]
        if not reach:
            return False
    return True


def _raw_lengths_ok(leaf) -> bool:
    perdoc = getattr(leaf, "_perdoc", None)
    return perdoc is not None and hasattr(perdoc, "_cached_reader")


def _raw_lengths(leaf, fieldname: str, doccount: int) -> list[int]:
    """A field's length for every document of a segment, read as one run of bytes."""
    from whoosh.codec.whoosh3 import LENGTHS_COLUMN, _lenfield

    reader = leaf._perdoc._cached_reader(_lenfield(fieldname), LENGTHS_COLUMN)
    if reader is None:
        return [1] * doccount
    count = min(reader._count, doccount)
    raw = reader._dbfile.get(reader._basepos, count) if count else b""
    table = _LENGTH_OF
    lengths = [table[b] or 1 for b in raw]
    lengths.extend([1] * (doccount - len(lengths)))
    return lengths


__all__ = ["DocSet", "Hit", "Hits", "Scorer", "Unsupported"]
