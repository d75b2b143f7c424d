"""The plain records a parsed Comprehensive Rules file becomes (``lorehold.rules.parse`` makes
them, ``lorehold.rules.load`` writes them). They mirror the document: no database, no network.

Numbering, in the document's own words: ``1.`` is a section, ``100.`` a rule heading (called a
*chapter* here to tell it apart), ``100.1`` a rule and ``100.1a`` a subrule.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

KINDS = ("section", "chapter", "rule", "subrule")


@dataclass(slots=True)
class Link:
    """A reference to another rule inside a text ("see rule 701.44a"): ``text[start:end]`` is
    the number as written; ``target`` the number it points at (a section is "7")."""

    target: str
    start: int
    end: int
    example: int | None = None  # None: in the rule's text; i: in its i-th example


@dataclass(slots=True)
class Rule:
    number: str  # "7", "701", "701.44", "701.44a"
    kind: str  # one of KINDS
    text: str  # everything after the number; continuation paragraphs joined by "\n"
    parent: str | None = None  # "701.44" for "701.44a", "701" for "701.44", "7" for "701"
    title: str | None = None  # a heading's or a title-only rule's text ("Explore"), else None
    examples: list[str] = field(default_factory=list)  # without the "Example: " lead
    links: list[Link] = field(default_factory=list)
    #: what identifies the rule across versions: the titles of its titled ancestors and itself,
    #: plus the number's remainder below the nearest titled one ("Additional Rules/Keyword
    #: Actions/Explore|a"). Renumbering keeps it; retitling does not.
    identity: str = ""
    line: int = 0  # 1-based line in the file, for messages

    @property
    def refs(self) -> list[str]:
        """The distinct numbers this rule refers to, in order of appearance."""
        return list(dict.fromkeys(link.target for link in self.links))


@dataclass(slots=True)
class TocEntry:
    number: str  # "1", "100"
    title: str


@dataclass(slots=True)
class GlossaryEntry:
    term: str
    definition: str  # numbered senses ("1. ...\n2. ...") kept as lines
    links: list[Link] = field(default_factory=list)

    @property
    def refs(self) -> list[str]:
        return list(dict.fromkeys(link.target for link in self.links))


@dataclass(slots=True)
class RulesDocument:
    name: str  # the file's name, for messages
    language: str  # a lorehold language code
    effective_date: dt.date | None  # None only for unofficial texts that give none
    title: str
    introduction: str = ""
    toc: list[TocEntry] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    credits: str = ""
    closing: str = ""  # the trademark and publisher text after the credits
    format: str = "txt"  # "txt" (the official file) or "jekyll-md" (a fan site's markdown)
    encoding: str = "utf-8"
    line_ends: tuple[str, ...] = ()
    notes: list[str] = field(default_factory=list)  # translator's footnotes
    warnings: list[str] = field(default_factory=list)  # oddities kept, not fatal
    _index: dict[str, Rule] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def published(self) -> str | None:
        """The document's own date (``sources.published``)."""
        return self.effective_date.isoformat() if self.effective_date else None

    def rule(self, number: str) -> Rule | None:
        if self._index is None or len(self._index) != len(self.rules):
            self._index = {r.number: r for r in self.rules}
        return self._index.get(number)

    def children(self, number: str) -> list[Rule]:
        return [r for r in self.rules if r.parent == number]

    def keywords(self) -> dict[str, str]:
        """Keyword actions (701.x) and abilities (702.x) by title: {"Explore": "701.44", ...}."""
        return {
            r.title: r.number
            for r in self.rules
            if r.kind == "rule" and r.title and r.number.split(".")[0] in ("701", "702")
        }

    def counts(self) -> dict[str, int]:
        out = {kind: 0 for kind in KINDS}
        for r in self.rules:
            out[r.kind] += 1
        out["examples"] = sum(len(r.examples) for r in self.rules)
        out["glossary"] = len(self.glossary)
        return out
