"""A page as a screen reader speaks it, saved as text (NVDA's speech viewer, VoiceOver's or JAWS's
transcript): each element's role before its text ("heading level 1, NAME", "link, Home",
"time, 2010-08-15", "heading  level 2  Rulings"), the page's landmarks and lists announced on lines
of their own ("main region", "list, 4 items", "end of list", "out of main landmark").

``screen_reader_text`` gives the page as its text alone: the announcements dropped, each role taken
off its element's text, so a date is a date line and a heading is a title."""

from __future__ import annotations

import re

_LANDMARKS = r"(?:banner|navigation|main|content ?info|complementary|search|form|region|article)"
#: a line that only announces the page's structure
_STRUCTURE = re.compile(
    rf"^(?:{_LANDMARKS}\s+(?:region|landmark)\b.*|(?:end of|out of|leaving)\s+.*|"
    r"list(?:,\s*|\s+with\s+|\s{2,})\d+\s+items?|table(?:,\s*|\s+with\s+)\d+\s+rows?.*|separator)$",
    re.IGNORECASE,
)
_LANDMARK = re.compile(rf"^{_LANDMARKS}\s+(?:region|landmark)\b", re.IGNORECASE)
#: an element's role spoken before its text
_ROLE = re.compile(
    r"^(?:heading(?:,\s*|\s+|\s{2,})level\s+\d|(?:visited\s+)?link|time|button|image|graphic|list item|clickable|"
    r"paragraph|blockquote|text|article|cell|row header|column header)(?:,\s*|\s{2,})(?=\S)",
    re.IGNORECASE,
)


def is_screen_reader(text: str) -> bool:
    """A screen reader's transcript: three lines or more announce the page's structure, one of them a landmark."""
    announced = [line for line in (ln.strip() for ln in text[:20000].split("\n")) if _STRUCTURE.match(line)]
    return len(announced) >= 3 and any(_LANDMARK.match(line) for line in announced)


def screen_reader_text(text: str) -> str:
    """The transcript's text alone, an element a line (see the module's doc)."""
    out = []
    for line in text.split("\n"):
        stripped = line.strip()
        if _STRUCTURE.match(stripped):
            out.append("")
            continue
        out.append(_ROLE.sub("", stripped))
    return "\n".join(out)
