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
from pathlib import Path

import orjson

from lorehold.errors import IndexMissing, LoreholdError  # noqa: F401  (IndexMissing: still importable here)
from lorehold.search import query as q
from lorehold.search.analysis import analyzer_for, compact_key, fold, is_cjk
from lorehold.search.conditions import facts_only, positive_texts, print_condition
from lorehold.search.hits import Hit
from lorehold.search.labels import label_head, pack_label, unpack_label
from lorehold.search.literal import literal_tier, plain, run_pattern, several_words
from lorehold.search.names import NAMES_FILE, NameHit, NameIndex
from lorehold.search.snippets import SNIPPET_CHARS, clip, highlight  # noqa: F401  (SNIPPET_CHARS: still importable here)
from lorehold.search.ranked import Ranked, folded_name  # noqa: F401  (folded_name: still importable here)


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
        self._prints = None
        self._card_of_doc: list[int] | None = None
        self._doc_of_card: dict[int, int] | None = None
        self._labels: dict[int, str | tuple] = {}
        #: docnum -> (English name, oracle id, rank): what ranking every text hit needs, kept
        #: apart from the packed labels (~5 MB for 24k cards; splitting the label each time was a
        #: third of building a hit)
        self._heads: dict[int, tuple] = {}
        #: docnum -> its place in name order (folded English name, then card id) and its rank
        #: as ties are broken (``rank or 10**9``), made by ``warm`` (a server): ordering thousands
        #: of hits by them is a sort of integers, not a fold of each name
        self._name_pos: list[int] | None = None
        self._rank_keys: list[int] | None = None
        from lorehold.search.index import read_meta
        from lorehold.search.schema import SCHEMA_VERSION

        schema = read_meta(self.root).get("schema")
        if schema != SCHEMA_VERSION:
            raise IndexMissing(f"the search index in {self.root} was written by another version of lorehold "
                               f"(schema {schema}, this one reads {SCHEMA_VERSION}); run: lorehold index rebuild")

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

    @property
    def prints(self):
        if self._prints is None:
            from lorehold.search.prints import Prints

            try:
                self._prints = Prints.load(self.root)
            except (OSError, ValueError) as exc:
                raise IndexMissing(f"the search index in {self.root} is unreadable or outdated ({exc}); run: lorehold index rebuild") from None
        return self._prints

    @property
    def facts(self):
        if getattr(self, "_facts", None) is None:
            from lorehold.search.facts import Facts

            self._facts = Facts(self.prints)
        return self._facts

    def fact_docs(self, obj) -> set[int]:
        """The documents of the cards that satisfy a card-level fact (``FactQ``)."""
        _card_of, doc_of = self._card_maps()
        return {doc_of[c] for c in self.facts.cards(obj) if c in doc_of}

    def _card_maps(self):
        if self._card_of_doc is None:
            reader = self.cards.reader()
            column = list(reader.column_reader("cidn"))
            alive = set(reader.all_doc_ids())
            self._card_of_doc = column
            self._doc_of_card = {cid: d for d, cid in enumerate(column) if d in alive}
        return self._card_of_doc, self._doc_of_card

    def printing_docs(self, obj, ctx) -> set[int]:
        """The documents of the cards that have a printing satisfying ``obj`` (printing
        conditions evaluated printing by printing, the rest of it card by card)."""
        prints = self.prints
        _card_of, doc_of = self._card_maps()
        return {doc_of[c] for c in prints.cards_of(self._eval_prints(obj, ctx)) if c in doc_of}

    def _eval_prints(self, obj, ctx) -> set[int]:
        from lorehold.search.emit import to_whoosh

        prints = self.prints
        if not q.involves_printings(obj):
            card_of, doc_of = self._card_maps()
            docs = self._scoring().doc_set(to_whoosh(obj, ctx))
            return prints.of_cards(card_of[d] for d in docs if d < len(card_of))
        if isinstance(obj, q.AllQ):
            parts = sorted((self._eval_prints(c, ctx) for c in obj.children), key=len)
            out = set(parts[0]) if parts else set(prints.all)
            for other in parts[1:]:
                out &= other
            return out
        if isinstance(obj, q.AnyQ):
            out = set()
            for c in obj.children:
                out |= self._eval_prints(c, ctx)
            return out
        if isinstance(obj, q.NotQ):
            return set(prints.all - self._eval_prints(obj.child, ctx))
        if isinstance(obj, q.TextQ) and obj.kind == "flavor":
            # only the printings of the cards the index finds the flavor words in
            card_of, _doc_of = self._card_maps()
            docs = self._scoring().doc_set(to_whoosh(obj, ctx))
            within = prints.of_cards(card_of[d] for d in docs if d < len(card_of))
            analyzer = analyzer_for("en")
            return prints.flavor(analyzer.words(obj.text, exact=obj.exact), analyzer, obj.phrase, within)
        return print_condition(prints, obj)

    def close(self) -> None:
        for s in (self._cards, self._rulings):
            if s is not None:
                s.close()
        self._cards = self._rulings = self._scorer = self._ruling_scorer = None
        self._labels = {}
        self._heads = {}
        self._card_of_doc = self._doc_of_card = None

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

    def _top(self, wquery, limit: int, rulings: bool = False, ordered: bool = True):
        """The best ``limit`` documents for a Whoosh query, with their matched terms: scored a
        posting list at a time (``scoring``), or by Whoosh for a query shape that does not cover.
        ``ordered=False``: in no order when all are kept (``Scorer.top``)."""
        from lorehold.search.scoring import Unsupported

        try:
            return self._scoring(rulings).top(wquery, limit, ordered)
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
        ctx.printing_docs = lambda expr: self.printing_docs(expr, ctx)
        ctx.fact_docs = self.fact_docs
        wquery = to_whoosh(obj, ctx)
        pasted = q.words_only(tree)
        if pasted is not None and bare is None and len(pasted.split()) >= 2:
            # "creature or land on": the words as typed, side by side, rank first
            from whoosh.query import AndMaybe

            from lorehold.search.emit import PHRASE_BOOST, boosted, number_pairs, text_query

            boost = text_query(q.TextQ("any", number_pairs(pasted), True, langs),
                               Context(vocabulary=self.vocabulary, words=pasted, doc_frequency=self._doc_frequency))
            wquery = AndMaybe(wquery, boosted(boost, PHRASE_BOOST))
        return wquery

    def search(self, text: str, langs: tuple[str, ...] | None = None, limit: int = 20, *,
               snippets: bool = True) -> list[Hit]:
        """The cards matching ``text``, best first. ``snippets=False`` leaves the text hits'
        ``snippet`` and ``highlights`` empty (the same hits in the same order, without
        highlighting each card's text: most of a large search's time, and the Scryfall API shows
        no snippet)."""
        return self._with_snippets(list(self._ranked(text, langs, limit)), snippets)

    def ranked(self, text: str, langs: tuple[str, ...] | None = None, limit: int = 20) -> Ranked:
        """``search(text, langs, limit, snippets=False)``: the same hits in the same order, each
        text match made into a ``Hit`` when first read (``Ranked``)."""
        ranked = self._ranked(text, langs, limit)
        self._with_snippets(ranked.made(), False)  # (a name match's text, clipped)
        return ranked

    def _ranked(self, text: str, langs, limit: int) -> Ranked:
        tree = q.parse(text)
        obj = q.compile_query(tree, text, langs)
        options = q.options(obj)
        unique = options.get("unique", "cards")
        if unique == "art":
            from lorehold.errors import InvalidQuery

            raise InvalidQuery("unique:art is not supported (lorehold does not know which printings share art): "
                               "use unique:cards or unique:prints")
        if unique == "prints":
            return Ranked(self._prints_of(obj, self._ordered(tree, obj, langs, 10**7, options), limit))
        return self._ordered(tree, obj, langs, limit, options)

    def _ordered(self, tree, obj, langs, limit: int, options: dict) -> Ranked:
        """The hits in the query's ``order:`` (relevance without one)."""
        order = options.get("order")
        if order:
            from lorehold.search.facts import DESCENDING

            key = self.facts.sort_key(order)
            descending = options.get("direction", "desc" if order in DESCENDING else "asc") == "desc"
            if facts_only(obj):
                # no scores: sort the document numbers (name order) by the key, show a page
                card_of, _doc_of = self._card_maps()
                return self._search(tree, obj, langs, limit, doc_order=(key, descending, card_of))
            hits = self._search(tree, obj, langs, 10**7)
            by_name = sorted(range(len(hits)), key=lambda i: folded_name(hits.name(i)))
            missing = object()
            ranked = [i for i in by_name if key.get(hits.card_id(i), missing) is not missing]
            ranked.sort(key=lambda i: key[hits.card_id(i)], reverse=descending)
            return hits.view((ranked + [i for i in by_name if hits.card_id(i) not in key])[:limit])
        return self._search(tree, obj, langs, limit)

    def _prints_of(self, obj, hits: list[Hit], limit: int) -> list[Hit]:
        """``unique:prints``: each card's printings that satisfy the query, newest first, one
        hit each (``printing`` is SET/NUMBER)."""
        import copy

        from lorehold.search.emit import Context

        ctx = Context(vocabulary=self.vocabulary, doc_frequency=self._doc_frequency,
                      doc_count=self.cards.reader().doc_count())
        ctx.printing_docs = lambda expr: self.printing_docs(expr, ctx)
        ctx.fact_docs = self.fact_docs
        prints = self.prints
        matching = self._eval_prints(obj, ctx)
        by_card: dict[int, list[int]] = {}
        for i in matching:
            by_card.setdefault(prints.c["card"][i], []).append(i)
        out: list[Hit] = []
        pc = prints.c
        for hit in hits:
            for i in sorted(by_card.get(hit.card_id, ()), key=lambda i: (-pc["date"][i], pc["set"][i], pc["number"][i])):
                one = copy.copy(hit)
                one.printing = f"{pc['set'][i].upper()}/{pc['number'][i]}"
                out.append(one)
                if len(out) >= limit:
                    return out
        return out

    def _search(self, tree, obj, langs, limit: int, doc_order=None) -> Ranked:
        """The hits of a query, best first, in four phases: names typed exactly, a sure typo of a
        name, the text matches (the words as typed first), then the other typos; no snippets yet
        (``_with_snippets`` adds them to the hits shown). The text matches are ranked as rows and
        made into hits when read (``Ranked``)."""
        hits: list = []
        seen: set[int] = set()
        bare = q.bare_text(tree)
        pasted = q.words_only(tree)
        exact = self._exact_phase(bare, langs, hits, seen)
        wquery = self.whoosh_query(tree, obj, langs)
        # the language the hits are shown in: --lang, else the query's own lang:
        langs = langs or q.query_langs(obj)
        results = self._candidates(obj, wquery, limit + len(hits), pasted, doc_order)
        fuzzy = self._fuzzy_phase(bare, exact, results, langs, hits, seen)
        rows = self._text_phase(results, seen)
        typed: set[int] = set()  # the documents holding the words as typed
        several = several_words(pasted) or (bare and is_cjk(bare) and len(bare) >= 3)
        unscored = type(results) is _Unscored
        # the text matches' order of relevance: now when it decides which are kept (or the
        # literal phase reorders them), else when first read
        later = doc_order is None and not several and len(hits) + len(rows) <= limit
        if doc_order is None and not later:
            rows = [rows[i] for i in self._relevance_order(rows, unscored)]
        if several:
            rows = self._literal_phase(rows, pasted or bare, doc_order, typed)
        first = len(hits)
        hits.extend(rows)
        if fuzzy and len(hits) < limit:
            for h in fuzzy:
                if h.card_id not in seen:
                    seen.add(h.card_id)
                    hits.append(self._name_hit(h, "fuzzy"))
        if not hits:
            hits = self._nothing_found(pasted, bare, langs, limit)
        del hits[limit:]
        literal = _exact_names(tree)

        def make(result) -> Hit:
            hit = self._text_hit(result.docnum, result.score, result.matched_terms() or [], langs, literal)
            hit.literal = result.docnum in typed
            return hit

        ranked = Ranked(hits, make, self._card_maps()[0], lambda docnum: self._head(docnum)[0], self._name_pos)
        if later and len(rows) > 1:
            def relevance() -> list[int]:
                after = first + len(rows)
                return [*range(first), *(first + i for i in self._relevance_order(rows, unscored)), *range(after, len(hits))]

            ranked._store.pending = relevance
        return ranked

    def _exact_phase(self, bare, langs, hits: list[Hit], seen: set[int]) -> list[NameHit]:
        """Phase 1: the names a bare query is (as typed, then folding to the same key)."""
        if bare is None:
            return []
        exact = self.names.exact(bare, langs)
        exact.sort(key=lambda h: (h.name != bare, h.language != "en", h.name, h.card_id))
        for h in exact:
            if h.card_id not in seen:
                seen.add(h.card_id)
                hits.append(self._name_hit(h, "exact" if h.name == bare else "name"))
        return exact

    def _candidates(self, obj, wquery, wanted: int, pasted, doc_order):
        """The documents to rank: a query of facts only (s:xln c:g mv>=4 t:creature) is not worth
        scoring, its documents in name order (their numbering) or ``doc_order``; else the best
        scored (a few more when words are typed side by side, for the literal phase)."""
        if not facts_only(obj):
            # (in no order when all are kept: the text phase sorts them by its own key)
            return self._top(wquery, wanted + (30 if several_words(pasted) else 0), ordered=False)
        docnums = sorted(self._scoring().doc_set(wquery))
        if doc_order is not None:
            key, descending, card_of = doc_order
            known = [d for d in docnums if key.get(card_of[d]) is not None]
            known.sort(key=lambda d: key[card_of[d]], reverse=descending)  # stable: name order within
            docnums = known + [d for d in docnums if key.get(card_of[d]) is None]
        docnums = docnums[:wanted]
        matched = self._fact_languages(obj, docnums)
        return _Unscored([_Stored(n, matched.get(n, ())) for n in docnums])

    def _fuzzy_phase(self, bare, exact, results, langs, hits: list[Hit], seen: set[int]) -> list[NameHit]:
        """Phase 2: names within a typo or two of a bare query that is no name, when its words
        are not found as typed or the name is long enough that the typo is unmistakable (a CJK
        character says about as much as three letters); returns every near name found."""
        if bare is None or exact or not (len(bare) >= 3 or len(bare) == 2 and is_cjk(bare)):
            return []
        size = len(compact_key(bare)) + 2 * sum(1 for ch in bare if is_cjk(ch))
        found = results.scored_length() > 0
        if found and size < 8:
            return []
        fuzzy = self.names.fuzzy(bare, langs, limit=5, reorder=not found)
        if fuzzy:
            best = fuzzy[0].distance
            if not found or (best <= 1 and size >= 8) or (best == 2 and size >= 14):
                for h in fuzzy:
                    if h.distance == best and h.card_id not in seen:
                        seen.add(h.card_id)
                        hits.append(self._name_hit(h, "fuzzy"))
        return fuzzy

    def _text_phase(self, results, seen: set[int]) -> list:
        """Phase 3: the text matches not already shown (the scored results themselves, not hits:
        ``Ranked`` makes the hits read), in the results' order; ``_relevance_order`` ranks them."""
        card_of, _doc_of = self._card_maps()
        cards = [card_of[r.docnum] for r in results]
        found = set(cards)
        if len(found) == len(cards) and seen.isdisjoint(found):
            seen |= found  # (one document a card, none shown yet: the usual case)
            return list(results)
        # the first of a card's documents counts: in name or key order, else the best scored
        rows = []
        pairs = zip(results, cards)
        if type(results) is not _Unscored:  # (``_top`` may give them in no order)
            pairs = sorted(pairs, key=lambda rc: (-rc[0].score, rc[0].docnum))
        for r, card_id in pairs:
            if card_id not in seen:
                seen.add(card_id)
                rows.append(r)
        return rows

    def _relevance_order(self, rows: list, unscored: bool) -> list[int]:
        """The positions of the text matches best first: equally good matches the more played
        card (EDHREC rank) first, then by name."""
        pos, ranks = self._name_pos, self._rank_keys
        if pos is not None and unscored:  # no scores: name order
            keys = [pos[r.docnum] for r in rows]
        elif pos is not None:  # the same order, from integers kept per document
            keys = [(-round(r.score, 6), ranks[r.docnum] if r.score else 0, pos[r.docnum]) for r in rows]
        else:
            card_of, head = self._card_maps()[0], self._head
            keys = []
            for r in rows:
                english, _oracle_id, rank = head(r.docnum)
                keys.append((-round(r.score, 6), (rank or 10**9) if r.score else 0, folded_name(english), card_of[r.docnum]))
        return sorted(range(len(rows)), key=keys.__getitem__)

    def _literal_phase(self, rows: list, words: str, doc_order, typed: set[int]) -> list:
        """Phase 4 (words typed side by side): stems meet more often than words ("e gioca quella
        carta" and "e giocare quella carta" score alike), so the cards holding the words as typed
        go first: the text that is just those words, then those holding them as a whole sentence,
        then anywhere ("Destroy all creatures." before four modes that destroy all creatures with
        some mana value); in each, the more played first; the rest keep their score order.
        Adds the documents holding the words as typed to ``typed``."""
        from lorehold.search.emit import mana_words

        # mana typed bare ("1W", "T:") as the symbols the text has ({1}{W}, {T}:)
        as_typed = plain(mana_words(words))
        sentence = None
        if not is_cjk(as_typed):
            as_typed = f" {as_typed} "
            sentence = re.compile(rf"(?:^|[.:;•\n—(]\s*){run_pattern(as_typed.split())}\s*(?:[.;\n)]|$)")
        tier: dict[int, int] = {}
        for r in rows:
            best = literal_tier(self._decoded(r.docnum)["l"].values(), as_typed, sentence)
            if best < 3:
                typed.add(r.docnum)
            tier[r.docnum] = best
        if doc_order is None:
            rows.sort(key=lambda r: (tier[r.docnum], (self._head(r.docnum)[2] or 10**9) if r.docnum in typed else 0))
        return rows

    def _nothing_found(self, pasted, bare, langs, limit: int) -> list[Hit]:
        """No card has every word: the cards with the most of them (``partial``); a run of CJK
        characters typed across punctuation ("の自分を追加" for "の自分、を追加"): its
        two-character pieces, the most of them first."""
        if several_words(pasted):
            return self._partial(pasted, langs, limit)
        if bare is not None and is_cjk(bare) and len(bare) >= 3 and " " not in bare.strip():
            run = bare.strip()
            return self._partial(" ".join(run[i: i + 2] for i in range(len(run) - 1)), langs, limit)
        return []

    def _partial(self, words: str, langs, limit: int) -> list[Hit]:
        """No card has every word: the cards with the most of them (then the best scored),
        marked ``partial``."""
        from whoosh.query import Or

        from lorehold.search.emit import Context, to_whoosh

        from lorehold.search.analysis import surface_words

        parts = [w for w in words.split() if w.lower() not in ("or", "and")]
        # the language is told from the words some language has ("xyzzy" says nothing)
        vocab = self.vocabulary or {}
        known = [w for w in parts if all(any(sw in v for v in vocab.values()) for sw in surface_words(w))]
        ctx = Context(vocabulary=self.vocabulary, words=" ".join(known) or None, doc_frequency=self._doc_frequency)
        queries = [to_whoosh(q.TextQ("any", w, False, langs), ctx) for w in dict.fromkeys(parts)]
        scorer = self._scoring()
        having = [scorer.doc_set(wq) for wq in queries]
        # the nearest cards are a short list: at most PARTIAL_CANDIDATES scored, whatever the limit
        # (a server's 20,000-hit limit made "draw a zebra" score and decode 200,000 documents: 3 s)
        results = self._top(Or(queries), min(max(limit * 10, 200), PARTIAL_CANDIDATES))
        typed = f" {plain(' '.join(known))} "
        ranked = []
        for r in results:
            hit = self._text_hit(r.docnum, r.score, r.matched_terms() or [], langs)
            hit.match = "partial"
            # the words it has, then whether it has the known words side by side as typed
            side_by_side = any(typed in f" {plain(part)} " for entry in hit.display_data["l"].values()
                               for part in entry if part)
            ranked.append((-sum(r.docnum in h for h in having), not side_by_side, -r.score, r.docnum, hit))
        ranked.sort(key=lambda t: t[:4])
        return [t[4] for t in ranked[:limit]]

    def _fact_languages(self, obj, docnums) -> dict[int, list]:
        """For a query of facts: document -> (field, "") of each non-English type or name it
        matched, so a hit of ``t:éphémère`` is labelled French."""
        from lorehold.search.emit import Context, field_langs, field_query, text_langs

        wanted = set(docnums)
        out: dict[int, list] = {}
        ctx = Context(vocabulary=self.vocabulary, doc_frequency=self._doc_frequency)
        for text_q in positive_texts(obj):
            if text_q.kind not in ("type", "name"):
                continue
            langs = field_langs(text_q, ctx) if text_q.kind == "type" else text_langs(text_q.langs, text_q.text, ctx)
            for lang in langs:
                if lang == "en":
                    continue
                fieldname = f"{text_q.kind}_{lang}"
                wquery = field_query(fieldname, lang, text_q.text, text_q.phrase, exact=text_q.exact)
                if wquery is None:
                    continue
                for d in self._scoring().doc_set(wquery) & wanted:
                    out.setdefault(d, []).append((fieldname, ""))
        return out

    def _decoded(self, docnum: int) -> dict:
        """A card document's stored display data (names, types and texts by language, decoded)."""
        return orjson.loads(zlib.decompress(self.cards.stored_fields(docnum)["d"]))

    def _label(self, docnum: int) -> tuple:
        """(English name, oracle id, EDHREC rank, {language: printed name}) of a document:
        decoded once per open index and kept packed in one string (a dict a card would cost a
        server ~70 MB a worker), so ranking and labelling a search's hits decodes no stored
        document; ``warm`` reads them all."""
        got = self._labels.get(docnum)
        if got is None:
            got = self._labels[docnum] = pack_label(self._decoded(docnum))
        return unpack_label(got) if type(got) is str else got

    def warm(self) -> None:
        """Open and read what every query uses (for a server: once at start, so its memory does
        not grow as queries arrive): the index, its names, printings, card numbers and labels."""
        for _step in self.warm_steps():
            pass

    def warm_steps(self, chunk: int = 500):
        """``warm`` a step at a time (a generator: a server holds its lock for a step only and
        answers between steps)."""
        _card_of, doc_of = self._card_maps()
        yield
        from lorehold.search.whoosh_fixes import segment_maps, touch

        for mapping in segment_maps(self.cards) + segment_maps(self.rulings):
            touch(mapping)  # the segments' pages mapped now, not as requests first read them
            yield
        self.names.keys, self.prints, self.vocabulary  # noqa: B018 (read on first use)
        self._scoring()
        yield
        docnums = list(doc_of.values())
        for start in range(0, len(docnums), chunk):
            for docnum in docnums[start:start + chunk]:
                folded_name(self._label(docnum)[0])
                self._heads[docnum] = label_head(self._labels[docnum])
            yield
        self._order_keys()

    def _order_keys(self) -> None:
        """``_name_pos`` and ``_rank_keys`` of every document (its labels read)."""
        card_of, doc_of = self._card_maps()
        head = self._head
        docnums = sorted(doc_of.values(), key=lambda d: (folded_name(head(d)[0]), card_of[d]))
        pos = [-1] * len(card_of)
        ranks = [10**9] * len(card_of)
        for i, d in enumerate(docnums):
            pos[d] = i
            ranks[d] = head(d)[2] or 10**9
        self._name_pos, self._rank_keys = pos, ranks

    def _name_hit(self, h: NameHit, match: str) -> Hit:
        docnum = self._card_maps()[1].get(h.card_id)
        if docnum is None:
            return Hit(h.card_id, "", None, h.language, h.name, "", [], 0.0, match)
        english, oracle_id, rank, _names = self._label(docnum)
        return Hit(h.card_id, english, oracle_id, h.language, h.name, "", [], 0.0, match,
                   docnum=docnum, rank=rank, _load=self._decoded)

    def _head(self, docnum: int) -> tuple:
        """(English name, oracle id, EDHREC rank) of a document, from its label."""
        head = self._heads.get(docnum)
        if head is None:
            got = self._labels.get(docnum)
            if got is None:
                got = self._labels[docnum] = pack_label(self._decoded(docnum))
            head = self._heads[docnum] = label_head(got)
        return head

    def _text_hit(self, docnum: int, score: float, terms, langs, literal: set[str] = frozenset()) -> Hit:
        """A text match, from the labels (no stored document decoded); the language it matched
        in and its name there are picked when first asked for (``matched_in``)."""
        got = self._labels.get(docnum)
        if got is None:
            got = self._labels[docnum] = pack_label(self._decoded(docnum))
        head = self._heads.get(docnum)
        if head is None:
            head = self._heads[docnum] = label_head(got)
        english, oracle_id, rank = head
        hit = Hit((self._card_of_doc or self._card_maps()[0])[docnum], english, oracle_id, "en", english, "", [], score, "text",
                  docnum=docnum, rank=rank, _load=self._decoded)
        hit._unpicked = (got, terms, langs, literal)
        return hit

    def add_snippets(self, hits: list[Hit]) -> list[Hit]:
        """The snippets of some hits of a search made without them (the page of them shown):
        decoded from this open index, the hits whose document is another card's here (the
        index was rebuilt since) left without; the decoded documents are not kept."""
        card_of = self._card_maps()[0]
        mine = [h for h in hits if 0 <= h.docnum < len(card_of) and card_of[h.docnum] == h.card_id and not h.snippet]
        for hit in mine:
            hit._display, hit._load = None, self._decoded
        self._with_snippets(mine, True)
        for hit in mine:
            hit.display_data = {}
            hit._load = None
        return hits

    def _with_snippets(self, hits: list[Hit], snippets: bool) -> list[Hit]:
        """The snippets of the hits shown (only these are decoded): a name match's text clipped,
        a text match's window around its matched words (with ``snippets``; a partial match's
        always)."""
        for hit in hits:
            if hit.docnum < 0 or (hit.match == "text" and not snippets):
                continue
            entries = hit.display_data.get("l") or {}
            if hit.match in ("text", "partial"):
                text = (entries.get(hit.language) or entries["en"])[2]
                hit.snippet, hit.highlights = highlight(text or "", hit.language, set(hit.words))
            else:
                hit.snippet = clip((entries.get(hit.language) or entries.get("en") or [None, None, None])[2] or "")
        return hits

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


class _Stored:
    """A document standing in for a Whoosh hit (no score; the fields it matched in)."""

    __slots__ = ("docnum", "terms")
    score = 0.0

    def __init__(self, docnum: int, terms=()):
        self.docnum = docnum
        self.terms = terms

    def matched_terms(self):
        return self.terms


class _Unscored(list):
    def scored_length(self) -> int:
        return len(self)


def _exact_names(tree) -> set[str]:
    """The names a query gives with ``!"..."``."""
    if isinstance(tree, q.Exact):
        return {tree.text}
    out: set[str] = set()
    for child in getattr(tree, "children", ()) or ([tree.child] if isinstance(tree, q.Not) else []):
        if not isinstance(child, q.Not):
            out |= _exact_names(child)
    return out


#: the most cards a search that no card fully matches ranks for its nearest-cards list
PARTIAL_CANDIDATES = 2000


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
            hits = searcher.ranked(query, limit=10**9)
            return sorted({hits.card_id(i) for i in range(len(hits))})
        finally:
            searcher.close()
    with get_engine(settings).connect() as conn:
        return sorted(conn.execute(sql_text(f"SELECT c.id FROM cards c WHERE {where}"), params).scalars())
