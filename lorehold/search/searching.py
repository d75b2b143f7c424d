"""Searching: a query string in, ranked cards (or rulings) out, each saying which card, which
language and name matched, with a highlighted snippet.

Ranking: a name typed exactly (or folding to the same key) first, then a name within a typo or
two when the words are not found as typed (or the name is long enough that the typo is
unmistakable), then Whoosh's BM25 score (names weigh more than rules text, reminder text less,
the words side by side as typed more), ties by English name (documents are numbered in name
order at a rebuild).
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import orjson

from lorehold.errors import LoreholdError
from lorehold.search import query as q
from lorehold.search.analysis import analyzer_for, compact_key, fold, is_cjk
from lorehold.search.names import NAMES_FILE, NameHit, NameIndex

SNIPPET_CHARS = 160


class IndexMissing(LoreholdError):
    """There is no search index (``lorehold index rebuild`` makes one from the database)."""


@dataclass
class Hit:
    card_id: int
    name: str  # English name
    oracle_id: str | None
    language: str
    matched_name: str
    snippet: str = ""
    highlights: list[tuple[int, int]] = field(default_factory=list)
    score: float = 0.0
    match: str = "text"  # exact, name, fuzzy, text
    # rulings only
    date: str | None = None
    ruling: str | None = None
    #: the query's words stand in the card's name or text as typed (before stemming)
    literal: bool = field(default=False, repr=False)
    display_data: dict = field(default_factory=dict, repr=False)

    def to_dict(self) -> dict:
        out = {
            "name": self.name,
            "oracle_id": self.oracle_id,
            "language": self.language,
            "matched_name": self.matched_name,
            "match": self.match,
            "score": round(self.score, 4),
            "snippet": self.snippet,
            "highlights": [list(h) for h in self.highlights],
        }
        if self.ruling is not None:
            out["date"] = self.date
            out["ruling"] = self.ruling
        return out


class Searcher:
    """An open index folder; keep one per process to answer many queries."""

    def __init__(self, index_dir: Path):
        self.root = Path(index_dir)
        if not (self.root / "cards").exists():
            raise IndexMissing(f"no search index in {self.root} (run: lorehold index rebuild)")
        self._cards = None
        self._rulings = None
        self._names: NameIndex | None = None
        self._vocabulary: dict | None = None
        self._scorer = self._ruling_scorer = None
        self._df: dict[tuple[str, str], int] = {}

    # -- opening, lazily ---------------------------------------------------------------------
    @property
    def cards(self):
        if self._cards is None:
            from whoosh import index as windex

            self._cards = windex.open_dir(str(self.root / "cards")).searcher()
        return self._cards

    @property
    def rulings(self):
        if self._rulings is None:
            from whoosh import index as windex

            self._rulings = windex.open_dir(str(self.root / "rulings")).searcher()
        return self._rulings

    @property
    def vocabulary(self) -> dict:
        if self._vocabulary is None:
            from lorehold.search.index import read_vocabulary

            self._vocabulary = read_vocabulary(self.root)
        return self._vocabulary

    @property
    def names(self) -> NameIndex:
        if self._names is None:
            try:
                self._names = NameIndex.load(self.root / NAMES_FILE)
            except (OSError, ValueError, EOFError) as exc:
                raise IndexMissing(f"the search index in {self.root} is unreadable or outdated ({exc}); run: lorehold index rebuild") from None
        return self._names

    def close(self) -> None:
        for s in (self._cards, self._rulings):
            if s is not None:
                s.close()
        self._cards = self._rulings = self._scorer = self._ruling_scorer = None

    def _doc_frequency(self, fieldname: str, text) -> int:
        """How many cards have a term (remembered: choosing a query's languages asks about the
        same few dozen terms each time, and a term lookup reads the index)."""
        key = (fieldname, text)
        n = self._df.get(key)
        if n is None:
            if len(self._df) > 100_000:
                self._df.clear()
            n = self._df[key] = self.cards.reader().doc_frequency(fieldname, text)
        return n

    def forget_postings(self) -> None:
        """Drop the decoded postings of common words kept from earlier queries (benchmarks)."""
        for scorer in (self._scorer, self._ruling_scorer):
            if scorer is not None:
                scorer.forget_postings()

    def _scoring(self, rulings: bool = False):
        from lorehold.search.scoring import Scorer

        if rulings:
            if self._ruling_scorer is None:
                self._ruling_scorer = Scorer(self.rulings)
            return self._ruling_scorer
        if self._scorer is None:
            self._scorer = Scorer(self.cards)
        return self._scorer

    def _top(self, wquery, limit: int, rulings: bool = False):
        """The best ``limit`` documents for a Whoosh query, with their matched terms: scored a
        posting list at a time (``scoring``), or by Whoosh for a query shape that does not cover."""
        from lorehold.search.scoring import Unsupported

        try:
            return self._scoring(rulings).top(wquery, limit)
        except Unsupported:
            return (self.rulings if rulings else self.cards).search(wquery, limit=limit, terms=True)

    # -- cards -------------------------------------------------------------------------------
    def whoosh_query(self, tree, obj, langs: tuple[str, ...] | None = None):
        """The Whoosh query over the cards index of a parsed query (``tree``) and its query
        object (``obj``)."""
        from lorehold.search.emit import Context, to_whoosh

        bare = q.bare_text(tree)
        ctx = Context(vocabulary=self.vocabulary, words=bare, doc_frequency=self._doc_frequency,
                      doc_count=self.cards.reader().doc_count())
        wquery = to_whoosh(obj, ctx)
        pasted = q.words_only(tree)
        if pasted is not None and bare is None and len(pasted.split()) >= 2:
            # "creature or land on": the words as typed, side by side, rank first
            from whoosh.query import AndMaybe

            from lorehold.search.emit import PHRASE_BOOST, _boosted, text_query

            boost = text_query(q.TextQ("any", pasted, True, langs),
                               Context(vocabulary=self.vocabulary, words=pasted, doc_frequency=self._doc_frequency))
            wquery = AndMaybe(wquery, _boosted(boost, PHRASE_BOOST))
        return wquery

    def search(self, text: str, langs: tuple[str, ...] | None = None, limit: int = 20, *,
               snippets: bool = True) -> list[Hit]:
        """The cards matching ``text``, best first. ``snippets=False`` leaves the text hits'
        ``snippet`` and ``highlights`` empty (the same hits in the same order, without
        highlighting each card's text: most of a large search's time, and the Scryfall API shows
        no snippet)."""
        tree = q.parse(text)
        obj = q.compile_query(tree, text, langs)
        hits: list[Hit] = []
        seen: set[int] = set()
        bare = q.bare_text(tree)
        fuzzy: list[NameHit] = []
        exact: list[NameHit] = []
        if bare is not None:
            exact = self.names.exact(bare, langs)
            exact.sort(key=lambda h: (h.name != bare, h.language != "en", h.name, h.card_id))
            for h in exact:
                if h.card_id not in seen:
                    seen.add(h.card_id)
                    hits.append(self._name_hit(h, "exact" if h.name == bare else "name"))
        searcher = self.cards
        wquery = self.whoosh_query(tree, obj, langs)
        pasted = q.words_only(tree)
        if _facts_only(obj):
            # facts only (s:xln c:g mv>=4 t:creature): nothing worth scoring; documents are
            # numbered in name order
            docnums = sorted(self._scoring().doc_set(wquery))[: limit + len(hits)]
            results = _Unscored([_Stored(searcher.stored_fields(n)) for n in docnums])
        else:
            results = self._top(wquery, limit + len(hits))
        if bare is not None and not exact and (len(bare) >= 3 or len(bare) == 2 and is_cjk(bare)):
            # a CJK character says about as much as three letters
            size = len(compact_key(bare)) + 2 * sum(1 for ch in bare if is_cjk(ch))
            found = results.scored_length() > 0
            if not found or size >= 8:
                fuzzy = self.names.fuzzy(bare, langs, limit=5, reorder=not found)
        if fuzzy:
            best = fuzzy[0].distance
            sure = results.scored_length() == 0 or (best <= 1 and size >= 8) or (best == 2 and size >= 14)
            if sure:
                for h in fuzzy:
                    if h.distance == best and h.card_id not in seen:
                        seen.add(h.card_id)
                        hits.append(self._name_hit(h, "fuzzy"))
        literal = _exact_names(tree)
        text_hits = []
        for r in results:
            card_id = int(r["cid"])
            if card_id in seen:
                continue
            seen.add(card_id)
            text_hits.append(self._text_hit(r, langs, literal, snippets))
        text_hits.sort(key=lambda h: (-round(h.score, 6), fold(h.name), h.card_id))
        if pasted is not None and len(pasted.split()) >= 2 or (bare and is_cjk(bare) and len(bare) >= 3):
            # stems meet more often than words: "e gioca quella carta" and "e giocare quella
            # carta" score alike; the card that has the words as typed goes first
            typed = _plain(pasted or bare)
            if not is_cjk(typed):
                typed = f" {typed} "
            for h in text_hits:
                h.literal = any(typed in f" {_plain(part)} " for entry in h.display_data["l"].values()
                                for part in entry if part)
            text_hits.sort(key=lambda h: not h.literal)
        hits.extend(text_hits)
        if fuzzy and len(hits) < limit:
            for h in fuzzy:
                if h.card_id not in seen:
                    seen.add(h.card_id)
                    hits.append(self._name_hit(h, "fuzzy"))
        return hits[:limit]

    def _display(self, card_id: int) -> dict:
        docnum = self.cards.document_number(cid=str(card_id))
        if docnum is None:
            return {"n": "", "o": None, "l": {}}
        return orjson.loads(zlib.decompress(self.cards.stored_fields(docnum)["d"]))

    def _name_hit(self, h: NameHit, match: str) -> Hit:
        d = self._display(h.card_id)
        text = (d["l"].get(h.language) or d["l"].get("en") or [None, None, None])[2] or ""
        return Hit(h.card_id, d["n"], d["o"], h.language, h.name, _clip(text), [], 0.0, match)

    def _text_hit(self, result, langs, literal: set[str] = frozenset(), snippets: bool = True) -> Hit:
        d = orjson.loads(zlib.decompress(result["d"]))
        terms = result.matched_terms() or []
        by_lang: dict[str, set[str]] = {}
        name_langs: set[str] = set()
        for fieldname, term in terms:
            if fieldname != "nk" and not fieldname.startswith(("name_", "text_", "type_", "flavor_")):
                continue  # numbers, keywords, sets: no language to tell
            word = term.decode("utf-8") if isinstance(term, bytes) else term
            if fieldname == "nk":  # an exact name (!"..."): "<lang>:<key>"
                lang = word.split(":", 1)[0]
                by_lang.setdefault(lang, set())
                name_langs.add(lang)
                continue
            if "_" not in fieldname:
                continue
            kind, lang = fieldname.split("_", 1)
            by_lang.setdefault(lang, set()).add(word)
            if kind == "name":
                name_langs.add(lang)
        typed = {lang for lang, entry in d["l"].items() if entry[0] in literal}
        lang = _pick_language(by_lang, name_langs | typed, langs, d["l"], typed)
        name, _type, text = d["l"].get(lang) or d["l"]["en"]
        snippet, spans = highlight(text or "", lang, by_lang.get(lang, set())) if snippets else ("", [])
        hit = Hit(int(result["cid"]), d["n"], d["o"], lang, name or d["n"], snippet, spans, result.score, "text")
        hit.display_data = d
        return hit

    # -- rulings -----------------------------------------------------------------------------
    def search_rulings(self, text: str, langs: tuple[str, ...] | None = None, limit: int = 20) -> list[Hit]:
        from lorehold.search.emit import Context, to_whoosh

        obj = q.parse_query(text, langs, rulings=True)
        results = self._top(to_whoosh(obj, Context(rulings=True, vocabulary=self.vocabulary)), limit, rulings=True)
        hits = []
        for r in results:
            d = orjson.loads(zlib.decompress(r["d"]))
            lang = r["lang"]
            words = {t.decode("utf-8") if isinstance(t, bytes) else t for f, t in (r.matched_terms() or [])
                     if f == f"text_{lang}"}
            snippet, spans = highlight(d["t"], lang, words)
            hits.append(Hit(int(r["cid"]), d["n"], d["o"], lang, d["n"], snippet, spans, r.score, "ruling",
                            date=d.get("date"), ruling=d["t"]))
        hits.sort(key=lambda h: (-round(h.score, 6), h.date or "", fold(h.name)))
        return hits


def _facts_only(obj) -> bool:
    """Whether a query only filters (sets, colours, numbers, types, artists): no ranking."""
    if isinstance(obj, q.TextQ):
        return obj.kind in ("type", "artist")
    if isinstance(obj, (q.AllQ, q.AnyQ)):
        return all(_facts_only(c) for c in obj.children)
    if isinstance(obj, q.NotQ):
        return _facts_only(obj.child)
    return obj.card_level


class _Stored:
    """A stored document standing in for a Whoosh hit (no score, no matched terms)."""

    score = 0.0

    def __init__(self, fields: dict):
        self.fields = fields

    def __getitem__(self, name):
        return self.fields[name]

    def matched_terms(self):
        return []


class _Unscored(list):
    def scored_length(self) -> int:
        return len(self)


def _pick_language(by_lang, name_langs, scope, display, typed=frozenset()) -> str:
    """The language a hit matched in: a name typed exactly as printed, a name match, then most
    matched words, then the scope's order, then English."""
    candidates = [lang for lang in by_lang if lang in display]
    if candidates:
        order = list(scope or ()) + ["en"]
        return sorted(candidates, key=lambda lang: (lang not in typed, lang not in name_langs, -len(by_lang[lang]),
                                                     order.index(lang) if lang in order else len(order), lang))[0]
    for lang in scope or ():
        if lang in display:
            return lang
    return "en"


def _exact_names(tree) -> set[str]:
    """The names a query gives with ``!"..."``."""
    if isinstance(tree, q.Exact):
        return {tree.text}
    out: set[str] = set()
    for child in getattr(tree, "children", ()) or ([tree.child] if isinstance(tree, q.Not) else []):
        if not isinstance(child, q.Not):
            out |= _exact_names(child)
    return out


_PLAIN = re.compile(r"[^\W_]+")


def _plain(text: str) -> str:
    return " ".join(_PLAIN.findall(fold(text)))


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SNIPPET_CHARS else text[: SNIPPET_CHARS - 1].rstrip() + "…"


_WORDS = re.compile(r"\{[^{}\s]{1,12}\}|[+\-−]?[\dXx*]+/[+\-−]?[\dXx*]+|[^\W_]+(?:['’\-][^\W_]+)*")


#: (language, word) -> its index terms: snippets analyze the same few thousand words again and again
_STEMS: dict[tuple[str, str], tuple[str, ...]] = {}


def highlight(text: str, lang: str, terms: set[str]) -> tuple[str, list[tuple[int, int]]]:
    """A window of ``text`` around the first matched word, and the matched spans within it
    (character offsets). ``terms`` are index terms (stemmed, folded) of ``lang``'s analyzer."""
    flat = " ".join(text.split())
    if not terms:
        return _clip(flat), []
    analyzer = analyzer_for(lang)
    spans: list[tuple[int, int]] = []
    for m in _WORDS.finditer(flat):
        word = m.group()
        if is_cjk(word):
            for run in re.finditer(r"\S+", word):
                _cjk_spans(run.group(), m.start() + run.start(), terms, spans)
            continue
        key = (lang, word)
        stems = _STEMS.get(key)
        if stems is None:
            if len(_STEMS) > 200_000:
                _STEMS.clear()
            stems = _STEMS[key] = tuple(t for t, _, _ in analyzer.terms(word, index=False))
        if any(t in terms for t in stems):
            spans.append((m.start(), m.end()))
    if not spans:
        return _clip(flat), []
    spans = _merge(spans)
    start = max(0, spans[0][0] - SNIPPET_CHARS // 3)
    if start:
        space = flat.rfind(" ", 0, start)
        start = space + 1 if space >= 0 and start - space < 20 else start
    end = min(len(flat), start + SNIPPET_CHARS)
    window = flat[start:end]
    prefix = "…" if start else ""
    suffix = "…" if end < len(flat) else ""
    shift = len(prefix) - start
    inside = [(a + shift, b + shift) for a, b in spans if a >= start and b <= end]
    return prefix + window + suffix, inside


def _cjk_spans(run: str, offset: int, terms: set[str], spans: list) -> None:
    folded = fold(run)
    if len(folded) != len(run):  # NFKC changed the length: compare piece by piece anyway
        folded = "".join(fold(ch)[:1] or ch for ch in run)
    for i in range(len(folded) - 1):
        if folded[i: i + 2] in terms:
            spans.append((offset + i, offset + i + 2))
    for i, ch in enumerate(folded):
        if ch in terms:
            spans.append((offset + i, offset + i + 1))


def _merge(spans):
    spans.sort()
    out = [spans[0]]
    for a, b in spans[1:]:
        if a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def card_ids(settings, query: str) -> list[int]:
    """Every card a query matches (not a page of results), for ``export --query``.

    A query of card-level facts only (``s:xln c:g mv>=3``) is answered by SQL over the database;
    one with words or texts needs the index. Raises InvalidQuery for a query that does not parse."""
    from sqlalchemy import text as sql_text

    from lorehold.db.engine import get_engine
    from lorehold.errors import InvalidQuery
    from lorehold.search.sql import to_sql

    obj = q.compile_query(q.parse(query), query)
    try:
        where, params = to_sql(obj)
    except InvalidQuery:
        searcher = Searcher(settings.index_dir)
        try:
            return sorted({hit.card_id for hit in searcher.search(query, limit=10**9)})
        finally:
            searcher.close()
    with get_engine(settings).connect() as conn:
        return sorted(conn.execute(sql_text(f"SELECT c.id FROM cards c WHERE {where}"), params).scalars())
