"""The Comprehensive Rules as a source format of ``lorehold ingest`` (see lorehold.ingest.formats):
``sniff`` recognizes a rules file from its first bytes, ``parse`` reads it, ``store`` writes it
(rules are not card records: ``lorehold.rules.load`` turns them into rows, not the card loader)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.rules.records import RulesDocument

KIND = "rules"
PARSER_VERSION = "rules-1"

_HEAD_MARKERS = re.compile(r"Comprehensive Rules|These rules are effective as of|万智牌完整规则|此规则于\d{4}年")
_EFFECTIVE_MARKERS = re.compile(r"These rules are effective as of|此规则于\d{4}年")
_JEKYLL_RULE = re.compile(r'<a name="[1-9]\d\d(?:\.\d+[a-z]?)?"></a>')


def _head_text(head: bytes) -> str:
    from lorehold.rules.decode import detect_encoding

    try:
        encoding = detect_encoding(head)
    except Exception:
        # the head may end inside a character; a cut there is no reason to say no
        encoding = "utf-8"
    if encoding.startswith("utf-16"):
        head = head[: len(head) - len(head) % 2]
    return head.decode("utf-16" if encoding.startswith("utf-16") else encoding, errors="ignore")


def sniff(name: str, head: bytes) -> bool:
    """A rules text (any encoding) or a fan site's rules page in Jekyll markdown."""
    lower = name.lower()
    if not lower.endswith((".txt", ".md", ".markdown")) and "comprules" not in lower:
        return False
    text = _head_text(head)
    if lower.endswith((".md", ".markdown")):
        return text.lstrip().startswith("---") and bool(_JEKYLL_RULE.search(text))
    # the effective-date line the parser needs, or the title on the first line: a page of release
    # notes copied from a PDF names "Comprehensive Rules" in its page headers, and is none (issue 15)
    first = next((line for line in text[:2000].splitlines() if line.strip()), "")
    return bool(_EFFECTIVE_MARKERS.search(text[:2000]) or _HEAD_MARKERS.search(first))


def parse(data: bytes, name: str, *, card: str | None = None) -> "RulesDocument":
    from lorehold.rules.parse import parse_rules

    return parse_rules(data, name)


def store(conn: "Connection", source_id: int, parsed: "RulesDocument") -> dict[str, int]:
    from lorehold.rules.load import load_rules

    return load_rules(conn, source_id, parsed)
