"""A pure parser of the Comprehensive Rules: bytes in, a ``RulesDocument`` out.

Two shapes of file are read:

* the official text file (and its official translations, which keep the same layout line for
  line): title, effective date, introduction, contents, the numbered rules, the glossary, the
  credits, then the effective date again and the trademark notices;
* a fan site's Jekyll markdown (one section per page, each rule an HTML paragraph), as the Korean
  translation in the fixtures is written.

A file that stops early (no glossary, no credits, contents promising rules the body lacks) is
rejected with ``UnreadableSource``; small oddities of real files (``606.5`` without its period,
a number given twice) are kept and listed in ``RulesDocument.warnings``.
"""

from __future__ import annotations

import re

from lorehold.errors import UnreadableSource
from lorehold.rules.decode import decode
from lorehold.rules.finish import PROFILES, Profile, finish, find_links  # noqa: F401  (find_links: re-exported)
from lorehold.rules.records import GlossaryEntry, Rule, RulesDocument, TocEntry

_SECTION = re.compile(r"^(?P<num>[1-9])\.\s+(?P<text>\S.*)$")
_CHAPTER = re.compile(r"^(?P<num>[1-9]\d\d)\.\s+(?P<text>\S.*)$")
_RULE = re.compile(r"^(?P<num>[1-9]\d\d\.\d+)(?P<dot>\.?)\s+(?P<text>\S.*)$")
_SUBRULE = re.compile(r"^(?P<num>[1-9]\d\d\.\d+[a-z])(?P<dot>\.?)\s+(?P<text>\S.*)$")
#: a title-only rule ("701.44. Explore", "702.163. For Mirrodin!") has no closing punctuation
_SENTENCE_END = re.compile(r"[.:;。：；]$")
_TITLE_MAX = 40


def parse_rules(data: bytes, name: str = "<rules>", language: str | None = None) -> RulesDocument:
    """Parse a rules file of either shape. ``language`` (a lorehold code) overrides detection."""
    decoded = decode(data, name)
    lines = [line.rstrip() for line in decoded.lines]
    first = next((line for line in lines if line.strip()), "")
    if first == "---" and any(line.startswith("<a name=") for line in lines[:200]):
        from lorehold.rules.markdown import parse_jekyll

        doc = parse_jekyll(lines, name, language or _script_language(lines))
    else:
        doc = parse_text(lines, name, language)
    doc.encoding = decoded.encoding
    doc.line_ends = decoded.line_ends
    return doc


def _script_language(lines: list[str]) -> str:
    """The language of an unofficial page by its script: Hangul, kana, Han; else English."""
    text = "".join(lines)
    counts = {
        "ko": len(re.findall(r"[\uac00-\ud7a3]", text)),
        "ja": len(re.findall(r"[\u3040-\u30ff]", text)),
        "zhs": len(re.findall(r"[\u4e00-\u9fff]", text)),
    }
    best = max(counts, key=counts.get)
    return best if counts[best] > 50 else "en"


def _find(lines: list[str], value: str, start: int, stop: int | None = None) -> int | None:
    for i in range(start, len(lines) if stop is None else stop):
        if lines[i].strip() == value:
            return i
    return None


def _detect(lines: list[str], name: str, language: str | None) -> tuple[Profile, int, re.Match[str]]:
    profiles = [PROFILES[language]] if language in PROFILES else list(PROFILES.values())
    if language is not None and language not in PROFILES:
        raise UnreadableSource(
            f"{name}: no reader for official rules files in language {language!r} "
            f"(known: {', '.join(PROFILES)})"
        )
    head = [(i, line) for i, line in enumerate(lines) if line.strip()][:8]
    for profile in profiles:
        for i, line in head:
            m = profile.effective.search(line)
            if m:
                return profile, i, m
    raise UnreadableSource(
        f"{name}: not a Comprehensive Rules text: no effective-date line "
        f"(\"These rules are effective as of …\") near the top"
    )


def _paragraphs(lines: list[str]) -> str:
    return "\n".join(line.strip() for line in lines if line.strip())


def parse_text(lines: list[str], name: str, language: str | None = None) -> RulesDocument:
    """Parse the official layout from already decoded lines."""
    profile, date_line, doc = _header(lines, name, language)
    body_start = _contents(doc, lines, profile, date_line)
    glossary, credits, closing = _tail(lines, name, profile, body_start)
    _parse_body(doc, lines, body_start, glossary, profile)
    _parse_glossary(doc, lines, glossary + 1, credits)
    doc.credits = _paragraphs(lines[credits + 1 : closing])
    doc.closing = _paragraphs(lines[closing:])
    closing_date = profile.to_date(profile.effective.search(lines[closing]))
    if closing_date != doc.effective_date:
        doc.warnings.append(f"line {closing + 1}: closing date {closing_date} differs from {doc.effective_date}")

    _check_complete(doc)
    finish(doc, profile)
    return doc


def _header(lines: list[str], name: str, language: str | None) -> tuple[Profile, int, RulesDocument]:
    """The file's language profile, its effective-date line, and the document with title and date."""
    profile, date_line, date_match = _detect(lines, name, language)
    try:
        effective = profile.to_date(date_match)
    except ValueError:
        raise UnreadableSource(f"{name}: line {date_line + 1}: bad effective date {date_match.group()!r}") from None
    title = next(line.strip() for line in lines if line.strip())
    return profile, date_line, RulesDocument(name=name, language=profile.language, effective_date=effective, title=title)


def _contents(doc: RulesDocument, lines: list[str], profile: Profile, date_line: int) -> int:
    """Read the introduction and the table of contents; returns the line where the body starts."""
    name = doc.name
    contents = _find(lines, profile.contents, date_line + 1)
    if contents is None:
        raise UnreadableSource(f"{name}: no table of contents (a {profile.contents!r} line) after the effective date")
    intro = [line for line in lines[date_line + 1 : contents] if line.strip() != profile.introduction]
    doc.introduction = _paragraphs(intro)

    # The contents end with the glossary and credits headings; the body starts after them.
    toc_glossary = _find(lines, profile.glossary, contents + 1)
    toc_credits = _find(lines, profile.credits, toc_glossary + 1) if toc_glossary is not None else None
    if toc_glossary is None or toc_credits is None:
        raise UnreadableSource(
            f"{name}: truncated or malformed contents: no {profile.glossary!r} and {profile.credits!r} entries after line {contents + 1}"
        )
    for i in range(contents + 1, toc_glossary):
        line = lines[i].strip()
        if not line:
            continue
        m = _SECTION.match(line) or _CHAPTER.match(line)
        if not m:
            raise UnreadableSource(f"{name}: line {i + 1}: not a contents entry: {line[:60]!r}")
        doc.toc.append(TocEntry(m["num"], m["text"].strip()))
    return toc_credits + 1


def _tail(lines: list[str], name: str, profile: Profile, body_start: int) -> tuple[int, int, int]:
    """The lines of the glossary heading, the credits heading and the closing date; a file cut short fails."""
    glossary = _find(lines, profile.glossary, body_start)
    if glossary is None:
        last = _last_numbered(lines, body_start)
        raise UnreadableSource(
            f"{name}: truncated: the rules stop at line {last[0] + 1} ({last[1]}) with no {profile.glossary!r} after them"
        )
    credits = _find(lines, profile.credits, glossary + 1)
    if credits is None:
        terms = [lines[i].strip() for i in range(glossary + 1, len(lines)) if lines[i].strip() and not lines[i - 1].strip()]
        raise UnreadableSource(
            f"{name}: truncated: the glossary stops after the entry {terms[-1][:40]!r} with no {profile.credits!r} after it"
            if terms
            else f"{name}: truncated: the file ends at the {profile.glossary!r} heading"
        )
    closing = None
    for i in range(credits + 1, len(lines)):
        if profile.effective.search(lines[i]):
            closing = i
            break
    if closing is None:
        raise UnreadableSource(f"{name}: truncated: no closing effective-date line after the credits (line {credits + 1})")
    return glossary, credits, closing


def _last_numbered(lines: list[str], start: int) -> tuple[int, str]:
    for i in range(len(lines) - 1, start - 1, -1):
        m = _SUBRULE.match(lines[i]) or _RULE.match(lines[i]) or _CHAPTER.match(lines[i])
        if m:
            return i, f"rule {m['num']}"
    return max(start, len(lines) - 1), "no rule"


def _parent(number: str, kind: str) -> str | None:
    if kind == "subrule":
        return number[:-1]
    if kind == "rule":
        return number.split(".")[0]
    if kind == "chapter":
        return number[0]
    return None


def _parse_body(doc: RulesDocument, lines: list[str], start: int, stop: int, profile: Profile) -> None:
    seen: dict[str, Rule] = {}
    current: Rule | None = None
    for i in range(start, stop):
        raw = lines[i]
        line = raw.strip()
        if not line:
            continue
        kind = None
        for k, pattern in (("subrule", _SUBRULE), ("rule", _RULE), ("chapter", _CHAPTER), ("section", _SECTION)):
            m = pattern.match(line)
            if m and not raw[:1].isspace():
                kind = k
                break
        if kind is None:
            ex = profile.example.match(line)
            if current is None:
                doc.warnings.append(f"line {i + 1}: text before the first rule ignored: {line[:40]!r}")
            elif ex:
                current.examples.append(line[ex.end() :])
            elif current.examples:
                # an example's own continuation paragraph
                current.examples[-1] += "\n" + line
            else:
                current.text += "\n" + line
            continue
        number, text = m["num"], m["text"].strip()
        if kind == "rule" and not m["dot"]:
            doc.warnings.append(f"line {i + 1}: rule {number} is written without its period")
        if kind == "subrule" and m["dot"]:
            doc.warnings.append(f"line {i + 1}: subrule {number} is written with a period")
        if number in seen:
            doc.warnings.append(f"line {i + 1}: {number} given twice; the first is kept")
            current = None
            continue
        rule = Rule(number=number, kind=kind, text=text, parent=_parent(number, kind), line=i + 1)
        if kind in ("section", "chapter"):
            rule.title = text
        elif kind == "rule" and len(text) <= _TITLE_MAX and not _SENTENCE_END.search(text):
            rule.title = text
        seen[number] = rule
        doc.rules.append(rule)
        current = rule


def _parse_glossary(doc: RulesDocument, lines: list[str], start: int, stop: int) -> None:
    block: list[str] = []
    for i in range(start, stop + 1):
        line = lines[i].strip() if i < stop else ""
        if line:
            block.append(line)
            continue
        if not block:
            continue
        if len(block) == 1:
            doc.warnings.append(f"line {i}: glossary term {block[0]!r} has no definition")
        doc.glossary.append(GlossaryEntry(term=block[0], definition="\n".join(block[1:])))
        block = []


def _check_complete(doc: RulesDocument) -> None:
    """Every heading the contents promise must be in the body: a cut or spliced file fails here."""
    numbers = {r.number for r in doc.rules}
    missing = [t.number for t in doc.toc if t.number not in numbers]
    if missing:
        shown = ", ".join(missing[:5]) + (" …" if len(missing) > 5 else "")
        raise UnreadableSource(
            f"{doc.name}: truncated or malformed: {len(missing)} headings in the contents are missing from the rules ({shown})"
        )
    if not doc.glossary:
        raise UnreadableSource(f"{doc.name}: the glossary is empty")
    for r in doc.rules:
        if r.parent is not None and r.parent not in numbers:
            doc.warnings.append(f"line {r.line}: {r.number} has no parent {r.parent}")
