"""A search's hits made when read: ``Searcher.ranked`` (and the server's searches) hand back a
``Ranked`` sequence whose text matches stay the scorer's results until a page of them is read,
with their order of relevance worked out when first needed and a name order from the index's
kept positions (``Searcher._name_pos``), so a search of thousands of cards builds the page it
shows. A made hit is a ``hits.Hit``; anything else in a search's entries (the scorer's
result for a document: ``docnum``, ``score``, ``matched_terms()``) is made into one by its
``make``, which a search gives (a ``Ranked`` without one holds hits only)."""

from __future__ import annotations

from collections.abc import Sequence

from lorehold.search.analysis import fold


class _Store:
    """What the views of one search share: its entries (a ``Hit``, or a text match's scored
    result not yet made into one: its ``docnum``, ``score`` and ``matched_terms()``), how a result
    is made into a hit, the card and English name of a result's document, the documents' places
    in name order, whether made hits drop their documents. The entries' order of relevance is
    ``relevance`` (store positions; None: as stored), worked out by ``pending`` when first needed:
    a page in name order of a large search does not need it."""

    __slots__ = ("entries", "make", "card_of", "name_of", "name_pos", "detached", "relevance", "pending")

    def __init__(self, entries: list, make, card_of, name_of, name_pos) -> None:
        self.entries = entries
        self.make = make
        self.card_of = card_of
        self.name_of = name_of
        self.name_pos = name_pos
        self.detached = False
        self.relevance: list[int] | None = None
        self.pending = None

    def made(self, entry) -> bool:
        """Whether an entry is a hit already (a scored result has no card id of its own)."""
        return self.make is None or hasattr(entry, "card_id")

    def settle(self) -> None:
        pending = self.pending
        if pending is not None:
            self.relevance = pending()  # (set before ``pending`` is cleared: another thread may read)
            self.pending = None


class Ranked(Sequence):
    """A search's hits in order, as ``Searcher.search`` returns them (without text snippets),
    each text match made into a ``Hit`` when first read: a search of thousands of cards builds
    the page it shows, not all of them. ``card_id(i)`` and ``name(i)`` read any of them without
    making it (to order them); ``view(order)`` is the same hits in another order."""

    __slots__ = ("_store", "_order")

    def __init__(self, hits: list, make=None, card_of=None, name_of=None, name_pos=None, *,
                 _store: _Store | None = None, _order=None) -> None:
        self._store = _store if _store is not None else _Store(hits, make, card_of, name_of, name_pos)
        self._order = _order  # positions in the store's entries, or None: all, as stored

    def __len__(self) -> int:
        return len(self._store.entries) if self._order is None else len(self._order)

    def _index(self, i: int) -> int:
        if self._order is not None:
            return self._order[i]
        store = self._store
        if store.pending is not None:
            store.settle()
        return i if store.relevance is None else store.relevance[i]

    def _hit(self, j: int):
        store = self._store
        entry = store.entries[j]
        if not store.made(entry):
            entry = store.make(entry)
            if store.detached:
                entry.display_data = {}
                entry._load = None
            store.entries[j] = entry
        return entry

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self._hit(self._index(k)) for k in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("hit index out of range")
        return self._hit(self._index(i))

    def __iter__(self):
        for k in range(len(self)):
            yield self._hit(self._index(k))

    def card_id(self, i: int) -> int:
        entry = self._store.entries[self._index(i)]
        return entry.card_id if self._store.made(entry) else self._store.card_of[entry.docnum]

    def name(self, i: int) -> str:
        """The English name of the i-th hit (``Hit.name``)."""
        entry = self._store.entries[self._index(i)]
        return entry.name if self._store.made(entry) else self._store.name_of(entry.docnum)

    def by_name(self) -> list[int]:
        """The positions of these hits in name order: folded English name, then card id."""
        store = self._store
        entries = store.entries
        docs = [entries[self._index(i)].docnum for i in range(len(self))]
        pos = store.name_pos
        if pos is not None and all(d >= 0 for d in docs):
            keys = [pos[d] for d in docs]  # (a document's name and card: its place in name order)
        else:
            keys = [(folded_name(self.name(i)), self.card_id(i)) for i in range(len(docs))]
        return sorted(range(len(docs)), key=keys.__getitem__)

    def name_view(self) -> "Ranked":
        """These hits in name order (as ``by_name``), a view made without their order of
        relevance."""
        store = self._store
        entries = store.entries
        js = self._order if self._order is not None else range(len(entries))
        docs = [entries[j].docnum for j in js]
        pos = store.name_pos
        if pos is not None and all(d >= 0 for d in docs):
            keys = [pos[d] for d in docs]
        else:
            keys = []
            for j in js:
                e = entries[j]
                keys.append((folded_name(e.name), e.card_id) if store.made(e) else
                            (folded_name(store.name_of(e.docnum)), store.card_of[e.docnum]))
        return Ranked([], _store=store, _order=[js[k] for k in sorted(range(len(docs)), key=keys.__getitem__)])

    def view(self, order) -> "Ranked":
        """These hits in another order (or a part of them): ``order`` lists positions in this one."""
        return Ranked([], _store=self._store, _order=[self._index(i) for i in order])

    def made(self) -> list:
        """The hits made so far (a search's name matches are made at once)."""
        store = self._store
        return [e for e in store.entries if store.made(e)]

    def detach(self) -> None:
        """Hits made from now on (and those made) keep no decoded document: for a search kept
        for later requests."""
        self._store.detached = True
        for hit in self.made():
            hit.display_data = {}
            hit._load = None


#: English name -> folded, for ordering hits by name (a card's name is folded again at each
#: search that finds it, ~30 us each: most of ordering a large search): one entry a card
_FOLDED: dict[str, str] = {}


def folded_name(name: str) -> str:
    """``fold(name)``, remembered (the keys are the index's English names, so this stays as
    large as the index has cards)."""
    got = _FOLDED.get(name)
    if got is None:
        if len(_FOLDED) > 200_000:
            _FOLDED.clear()
        got = _FOLDED[name] = fold(name)
    return got
