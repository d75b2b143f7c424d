"""What both rules parsers share (the plain-text one in ``parse.py``, the Jekyll-markdown one in
``markdown.py``): a language edition's ``Profile`` and the last step, ``finish``, that computes
identities and cross-reference links once every rule is known. A module of its own so that neither
parser imports the other (issue 12: no import circles)."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from lorehold.rules.records import Link, Rule, RulesDocument


_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        "january february march april may june july august september october november december".split()
    )
}


def _english_date(m: re.Match[str]) -> dt.date:
    return dt.date(int(m["year"]), _MONTHS[m["month"].lower()], int(m["day"]))


def _numeric_date(m: re.Match[str]) -> dt.date:
    return dt.date(int(m["year"]), int(m["month"]), int(m["day"]))


@dataclass(frozen=True)
class Profile:
    """The words a language's edition of the official file uses for its fixed parts."""

    language: str
    effective: re.Pattern[str]
    to_date: object  # (match) -> date
    introduction: str
    contents: str
    glossary: str
    credits: str
    example: re.Pattern[str]
    #: words after which a bare three-digit number is a rule heading ("rule 903"), as a regex
    rule_word: str
    #: a section reference ("section 8"); group "n" is the digit
    section_ref: re.Pattern[str]


PROFILES: dict[str, Profile] = {
    "en": Profile(
        language="en",
        effective=re.compile(
            r"These rules are effective as of (?P<month>[A-Z][a-z]+) (?P<day>\d{1,2}), (?P<year>\d{4})"
        ),
        to_date=_english_date,
        introduction="Introduction",
        contents="Contents",
        glossary="Glossary",
        credits="Credits",
        example=re.compile(r"^Example:\s*"),
        rule_word=r"\b(?:[Rr]ules?|[Ss]ee)\s+",
        section_ref=re.compile(r"\b[Ss]ections?\s+(?P<n>[1-9])\b"),
    ),
    "zhs": Profile(
        language="zhs",
        effective=re.compile(r"此规则于(?P<year>\d{4})年(?P<month>\d{1,2})月(?P<day>\d{1,2})日起生效"),
        to_date=_numeric_date,
        introduction="前言",
        contents="目录",
        glossary="词汇表",
        credits="版权信息",
        example=re.compile(r"^例如[：:]\s*"),
        rule_word=r"规则\s*",
        section_ref=re.compile(r"第(?P<n>[1-9])章"),
    ),
}

_DOTTED_REF = re.compile(r"(?<![\d.])(?P<n>[1-9]\d\d\.\d+[a-z]?)(?![\d])")


def finish(doc: RulesDocument, profile: Profile | None, partial: bool = False) -> None:
    """Compute identities and links once every rule is known. A ``partial`` document (one
    section of a translation) links to numbers it does not hold itself."""
    by_number = {r.number: r for r in doc.rules}
    for r in doc.rules:
        r.identity = _identity(r, by_number)
    if profile is None:
        profile = PROFILES["en"]
    known = None if partial else set(by_number)
    for r in doc.rules:
        r.links = find_links(r.text, known, profile)
        for n, example in enumerate(r.examples):
            r.links += [
                Link(link.target, link.start, link.end, example=n) for link in find_links(example, known, profile)
            ]
        # a rule does not link to itself (a keyword's subrules restate their own number)
        r.links = [link for link in r.links if link.target != r.number]
    for entry in doc.glossary:
        entry.links = find_links(entry.definition, known, profile)


def _identity(rule: Rule, by_number: dict[str, Rule]) -> str:
    if rule.kind == "section":
        return rule.title or rule.number
    if rule.kind == "chapter":
        section = by_number.get(rule.number[0])
        prefix = _identity(section, by_number) if section else rule.number[0]
        return f"{prefix}/{rule.title}"
    if rule.kind == "rule":
        chapter_number, _, tail = rule.number.partition(".")
        chapter = by_number.get(chapter_number)
        prefix = _identity(chapter, by_number) if chapter else chapter_number
        return f"{prefix}/{rule.title}" if rule.title else f"{prefix}|{tail}"
    parent = by_number.get(rule.parent or "")
    letter = rule.number[-1]
    if parent is not None and parent.title:
        return f"{_identity(parent, by_number)}|{letter}"
    chapter_number, _, tail = rule.number.partition(".")
    chapter = by_number.get(chapter_number)
    prefix = _identity(chapter, by_number) if chapter else chapter_number
    return f"{prefix}|{tail}"


_LIST_SEP = r"(?:\s*[,、，]\s*|\s+(?:and|or|through)\s+|\s*[–—-]\s*|\s*[和及与或至]\s*)"


def find_links(text: str, known: set[str] | None, profile: Profile) -> list[Link]:
    """The rule references in ``text`` that point at numbers the document has, in order.

    Dotted numbers ("701.44a") are references wherever they stand; a bare heading number needs
    a lead word ("rule 903", "rules 614 and 615", "规则113"); a section needs its word
    ("section 8", "第8章"). With ``known`` None every such number counts."""
    links: dict[int, Link] = {}
    for m in _DOTTED_REF.finditer(text):
        if known is None or m["n"] in known:
            links[m.start("n")] = Link(m["n"], m.start("n"), m.end("n"))
    bare = re.compile(profile.rule_word + r"(?P<list>\d{3}(?:\.\d+[a-z]?)?(?:" + _LIST_SEP + r"\d{3}(?:\.\d+[a-z]?)?)*)")
    for m in bare.finditer(text):
        offset = m.start("list")
        for n in re.finditer(r"(?<![\d.])\d{3}(?![\d.])", m["list"]):
            if known is None or n.group() in known:
                links.setdefault(offset + n.start(), Link(n.group(), offset + n.start(), offset + n.end()))
    for m in profile.section_ref.finditer(text):
        if known is None or m["n"] in known:
            links.setdefault(m.start("n"), Link(m["n"], m.start("n"), m.end("n")))
    return [links[k] for k in sorted(links)]
