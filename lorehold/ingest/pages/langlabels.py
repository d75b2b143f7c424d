"""A card page's translations headed by the language's name: "日本語 — 焼却の機械巨人", "German: Name",
"Português (Brasil)" alone over the name. The label names the language the page prints the name and
text in; the reader tells each pair's language from its own words (``langid``), so the label only
stands in the way of the name: ``language_labels_off`` leaves the name alone on its line and drops a
label standing alone over one.

A row of several languages' names (a language picker: "English · Deutsch · Français") is chrome and
is left to ``chrome.py``.
"""

from __future__ import annotations

import re

#: the names of the languages cards are printed in, in those languages and in English
_LANGUAGES = (
    "english", "deutsch", "français", "francais", "italiano", "español", "espanol", "português", "portugues",
    "português (brasil)", "português do brasil", "portugues (brasil)", "日本語", "한국어", "русский",
    "简体中文", "繁體中文", "中文(简体)", "中文（简体）", "中文(繁體)", "中文（繁體）", "简中", "繁中",
    "german", "french", "italian", "spanish", "portuguese", "portuguese (brazil)", "brazilian portuguese",
    "japanese", "korean", "russian", "chinese simplified", "simplified chinese", "chinese traditional",
    "traditional chinese", "chinese (simplified)", "chinese (traditional)",
)
_LABEL = "|".join(re.escape(name) for name in sorted(_LANGUAGES, key=len, reverse=True))
#: a label, a separator, a name: "日本語 — 焼却の機械巨人", "German: Brandgefährlicher Mechakoloss", "[ru] Name"
_LABELLED = re.compile(rf"^\s*[\[(]?(?:{_LABEL})[\])]?\s*(?:[—–:：|·\-]|\s\u2014)\s*(?P<name>\S.*)$", re.IGNORECASE)
_ALONE = re.compile(rf"^\s*(?:[^()\[\]\n]{{1,24}}[(（]\s*)?[\[(]?(?:{_LABEL})[\])）]?\s*[:：]?\s*$", re.IGNORECASE)
# (a face's heading naming its language in brackets: "Printed (Japanese)", "Gedruckt (Deutsch)")
_SENTENCE_END = re.compile(r"[.!?。！？]$")
_MAX_NAME_WORDS = 12


def _name_like(text: str) -> bool:
    text = text.strip()
    return 0 < len(text.split()) <= _MAX_NAME_WORDS and len(text) <= 150 and not _SENTENCE_END.search(text)


#: a name and the text after it on the label's line: "Thrull del tesoro: Extorsionar. (…)"
_NAME_THEN_TEXT = re.compile(r"^(?P<name>[^:：]{1,60}?)\s*[:：]\s+(?P<text>\S.*)$")


def language_labels_off(blocks: list[str]) -> list[str]:
    """``blocks`` with the language's name taken off each translation's name (see the module's docstring).
    A translation given on its label's line with its text ("Español — Thrull del tesoro: Extorsionar. …",
    the text running on over the block's next lines) is set out as its name, then its text."""
    split: list[str] = []
    for block in blocks:
        first, _, more = block.partition("\n")
        m = _LABELLED.match(first)
        parts = _NAME_THEN_TEXT.match(m.group("name")) if m and not _name_like(m.group("name")) else None
        if parts and _name_like(parts.group("name")):
            split += [parts.group("name").strip(), "\n".join(x for x in (parts.group("text"), more) if x)]
        else:
            split.append(block)
    blocks = split
    lines = [(b, line) for b, block in enumerate(blocks) for line in block.split("\n")]
    out: dict[int, list[str]] = {}
    changed = False
    for k, (b, line) in enumerate(lines):
        m = _LABELLED.match(line)
        if m and _name_like(m.group("name")):
            out.setdefault(b, []).append(m.group("name").strip())
            changed = True
            continue
        if _ALONE.match(line) and k + 1 < len(lines) and _name_like(lines[k + 1][1]) and not _ALONE.match(lines[k + 1][1]):
            changed = True
            continue
        out.setdefault(b, []).append(line)
    if not changed:
        return blocks
    return ["\n".join(out[b]) for b in sorted(out)]
