"""``Hit``: one card (or ruling) a search found, with the language and name it matched in, picked
from its label only when first read (a search of thousands of cards picks only the shown ones')."""

from __future__ import annotations

from dataclasses import dataclass, field

from lorehold.search.labels import matched_in


class _PickedOnUse:
    """A field of a text ``Hit`` that its language pick (``Hit._pick``) sets, run when the field is
    first read or written; the value is kept in the underscored field of the same name."""

    def __set_name__(self, owner, name: str) -> None:
        self.slot = "_" + name

    def __get__(self, hit, owner=None):
        if hit is None:
            return self
        if hit._unpicked is not None:
            hit._pick()
        return getattr(hit, self.slot)

    def __set__(self, hit, value) -> None:
        if hit._unpicked is not None:
            hit._pick()
        setattr(hit, self.slot, value)


@dataclass(slots=True)
class Hit:
    card_id: int
    name: str  # English name
    oracle_id: str | None
    #: the language it matched in and its name there (``language``, ``matched_name``)
    _language: str
    _matched_name: str
    snippet: str = ""
    highlights: list[tuple[int, int]] = field(default_factory=list)
    score: float = 0.0
    match: str = "text"  # exact, name, fuzzy, text
    # rulings only
    date: str | None = None
    ruling: str | None = None
    #: the query's words stand in the card's name or text as typed (before stemming)
    literal: bool = field(default=False, repr=False)
    #: with unique:prints, the printing (SET/NUMBER)
    printing: str | None = None
    #: the document's number in the open index, the card's EDHREC rank (ties), the words matched
    #: in the hit's language (its snippet)
    docnum: int = field(default=-1, repr=False)
    rank: int | None = field(default=None, repr=False)
    _words: frozenset = field(default=frozenset(), repr=False)
    _display: dict | None = field(default=None, repr=False)
    _load: object = field(default=None, repr=False, compare=False)
    #: a text match's (label, matched terms, languages, exact names) until its language is first
    #: asked for: a search of thousands of cards picks only the languages of the hits it shows
    _unpicked: tuple | None = field(default=None, repr=False, compare=False)

    def _pick(self) -> None:
        label, terms, langs, literal = self._unpicked
        self._unpicked = None
        self._language, self._matched_name, self._words = matched_in(label, terms, langs, literal)

    #: the language, the name there and the words matched (its snippet's), picked on first use
    language = _PickedOnUse()
    matched_name = _PickedOnUse()
    words = _PickedOnUse()

    @property
    def display_data(self) -> dict:
        """The card's stored document (its names, types and texts by language), decoded on first use."""
        if self._display is None:
            self._display = self._load(self.docnum) if self._load is not None and self.docnum >= 0 else {}
        return self._display

    @display_data.setter
    def display_data(self, value: dict) -> None:
        self._display = value

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
        if self.printing is not None:
            out["printing"] = self.printing
        return out
