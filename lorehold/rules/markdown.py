"""The fan translations published as Jekyll markdown (one page per section, each rule an HTML
paragraph with an anchor): read into the same ``RulesDocument`` as the official text.

Such a page has no effective date, contents, glossary or credits; it gives its section in the
front matter (``title: 1. 게임의 컨셉``), chapters as ``### 100. 일반`` headings and rules as
``<p class="paragraph|clause|example" markdown="1">**100.1.** …</p>``.
"""

from __future__ import annotations

import re

from lorehold.errors import UnreadableSource
from lorehold.rules.finish import Profile, finish
from lorehold.rules.records import Rule, RulesDocument

_PARA_OPEN = re.compile(r'^<p class="(?P<cls>[a-z]+)"[^>]*>(?P<rest>.*)$')
_NUMBER = re.compile(r"^\*\*(?P<num>[1-9]\d\d\.\d+[a-z]?)(?P<dot>\.?)\*\*\s*(?P<text>.*)$", re.S)
_EXAMPLE = re.compile(r"^\*\*(?:Example|예시|예)[:：]?\*\*[:：]?\s*")
_HEADING = re.compile(r"^#{2,4}\s+(?P<num>[1-9]\d\d)\.\s+(?P<text>.+)$")
_FOOTNOTE = re.compile(r"^\[\^(?P<n>\d+)\]:\s*(?P<text>.+)$")
_SYMBOL = re.compile(r"!\[(\{[^}\]]+\})\]\([^)]*\)")  # ![{T}](/assets/symbols/T.gif) -> {T}
_MDLINK = re.compile(r"\[([^\]^][^\]]*)\]\([^)]*\)")  # [903](/900#903) -> 903
_FOOTREF = re.compile(r"\[\^\d+\]")
_TAG = re.compile(r"</?[a-zA-Z][^>]*>")

#: Korean references read "규칙 [810](/800#810)" and "8절"; English ones survive in these pages too.
KOREAN = Profile(
    language="ko",
    effective=re.compile(r"(?!)"),
    to_date=lambda m: None,
    introduction="",
    contents="",
    glossary="",
    credits="",
    example=_EXAMPLE,
    rule_word=r"(?:\b[Rr]ules?\s+|\b[Ss]ee\s+|규칙\s*)",
    section_ref=re.compile(r"(?:\b[Ss]ections?\s+|(?=[1-9]절))(?P<n>[1-9])"),
)


def _clean(markdown: str) -> str:
    text = _SYMBOL.sub(r"\1", markdown)
    text = _MDLINK.sub(r"\1", text)
    text = _FOOTREF.sub("", text)
    text = _TAG.sub("", text)
    text = text.replace("**", "")
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


def _front_matter(lines: list[str], name: str) -> tuple[dict[str, str], int]:
    start = next(i for i, line in enumerate(lines) if line.strip())
    end = next((i for i in range(start + 1, len(lines)) if lines[i].strip() == "---"), None)
    if end is None:
        raise UnreadableSource(f"{name}: the front matter (---) is never closed")
    meta = {}
    for line in lines[start + 1 : end]:
        key, sep, value = line.partition(":")
        if sep:
            meta[key.strip()] = value.strip()
    return meta, end + 1


def parse_jekyll(lines: list[str], name: str, language: str = "ko") -> RulesDocument:
    """Read one Jekyll markdown page of a fan translation into a ``RulesDocument``."""
    meta, start = _front_matter(lines, name)
    page = _Page(_new_document(meta, name, language))
    para: list[str] | None = None
    para_cls = ""
    para_line = 0
    for i in range(start, len(lines)):
        line = lines[i].strip()
        if para is not None:
            para.append(line)
        else:
            m = _PARA_OPEN.match(line)
            if not m:
                page.heading_or_footnote(line, i + 1)
                continue
            para, para_cls, para_line = [m["rest"]], m["cls"], i + 1
        if "</p>" not in line:
            continue
        body = "\n".join(para)
        page.paragraph(para_cls, body[: body.rindex("</p>")].strip(), para_line)
        para = None
    if para is not None:
        raise UnreadableSource(f"{name}: truncated: the paragraph opened on line {para_line} is never closed")
    _check(page.doc, name)
    finish(page.doc, KOREAN, partial=True)
    return page.doc


def _new_document(meta: dict[str, str], name: str, language: str) -> RulesDocument:
    """The page's document, with its section (from the front matter's title) as the first rule."""
    doc = RulesDocument(
        name=name, language=language, effective_date=None, title=meta.get("title", ""), format="jekyll-md"
    )
    section = re.match(r"^(?P<num>[1-9])\.\s+(?P<text>.+)$", meta.get("title", ""))
    if section:
        doc.rules.append(Rule(number=section["num"], kind="section", text=section["text"], title=section["text"], line=3))
    return doc


class _Page:
    """One page being read: its document, the rule numbers seen, the rule examples attach to."""

    def __init__(self, doc: RulesDocument) -> None:
        self.doc = doc
        self.seen = {r.number for r in doc.rules}
        self.current: Rule | None = None

    def heading_or_footnote(self, line: str, line_no: int) -> None:
        """A ``### 100. …`` chapter heading or a ``[^1]: …`` footnote; any other line is skipped."""
        h = _HEADING.match(line)
        f = _FOOTNOTE.match(line)
        if h:
            number = h["num"]
            if number in self.seen:
                self.doc.warnings.append(f"line {line_no}: {number} given twice; the first is kept")
                self.current = None
            else:
                self.seen.add(number)
                text = h["text"].strip()
                self.current = Rule(number, "chapter", text, parent=number[0], title=text, line=line_no)
                self.doc.rules.append(self.current)
        elif f:
            self.doc.notes.append(f"[{f['n']}] {_clean(f['text'])}")

    def paragraph(self, cls: str, body: str, line_no: int) -> None:
        """A closed ``<p>``: an example of the current rule, or a numbered rule or subrule."""
        doc = self.doc
        if cls == "example":
            text = _clean(_EXAMPLE.sub("", body))
            if self.current is None:
                doc.warnings.append(f"line {line_no}: an example outside any rule ignored")
            else:
                self.current.examples.append(text)
            return
        m = _NUMBER.match(body)
        if not m:
            doc.warnings.append(f"line {line_no}: a paragraph without a rule number ignored")
            return
        number = m["num"]
        kind = "subrule" if number[-1].isalpha() else "rule"
        if number in self.seen:
            doc.warnings.append(f"line {line_no}: {number} given twice; the first is kept")
            self.current = None
            return
        self.seen.add(number)
        text = _clean(m["text"])
        current = Rule(number, kind, text, parent=number[:-1] if kind == "subrule" else number.split(".")[0], line=line_no)
        if kind == "rule" and len(text) <= 40 and not re.search(r"[.:;。]$", text):
            current.title = text
        doc.rules.append(current)
        self.current = current


def _check(doc: RulesDocument, name: str) -> None:
    """Refuse a page without numbered rules; warn of rules whose parent is missing."""
    if not any(r.kind in ("rule", "subrule") for r in doc.rules):
        raise UnreadableSource(f"{name}: no numbered rules in this markdown page")
    numbers = {r.number for r in doc.rules}
    for r in doc.rules:
        if r.parent is not None and r.parent not in numbers:
            doc.warnings.append(f"line {r.line}: {r.number} has no parent {r.parent}")
