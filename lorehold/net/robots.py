"""robots.txt as RFC 9309 reads it: the groups naming our product token (else ``*``), ``*`` and
``$`` in paths, the longest matching rule wins and ``Allow`` wins a tie.

The standard library's ``urllib.robotparser`` takes the first match and knows no wildcards, which
turns common files (``Disallow: /*?sort=``) into the opposite of what their authors meant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import quote, unquote, urlsplit

TOKEN = "lorehold"


@dataclass
class Rules:
    """What one site allows us. ``unreachable`` (the file could not be fetched) forbids everything."""

    rules: list[tuple[bool, str, re.Pattern]] = field(default_factory=list)  # (allow, pattern, regex)
    crawl_delay: float | None = None
    unreachable: str | None = None

    def allows(self, url: str) -> bool:
        parts = urlsplit(url)
        path = _normalize(parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        if path == "/robots.txt":
            return True
        if self.unreachable:
            return False
        best: tuple[int, bool] | None = None
        for allow, pattern, regex in self.rules:
            if regex.match(path):
                key = (len(pattern), allow)
                if best is None or key > best:
                    best = key
        return best is None or best[1]


ALLOW_ALL = Rules()


def _normalize(path: str) -> str:
    # compare percent-encoded forms, with unreserved characters decoded (RFC 9309 2.2.2)
    return quote(unquote(path), safe="/?=&;:@!$'()*+,~%")


def _compile(pattern: str) -> re.Pattern:
    anchored = pattern.endswith("$")
    body = pattern[:-1] if anchored else pattern
    regex = ".*".join(re.escape(part) for part in _normalize(body).split("*"))
    return re.compile(regex + ("$" if anchored else ""))


def parse(text: str, token: str = TOKEN) -> Rules:
    """The rules of the groups that apply to ``token`` (all such groups merged), else of ``*``."""
    groups: list[tuple[list[str], list[tuple[str, str]]]] = []
    agents: list[str] = []
    lines: list[tuple[str, str]] = []
    in_rules = False
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if ":" not in line:
            continue
        key, value = (part.strip() for part in line.split(":", 1))
        key = key.lower()
        if key == "user-agent":
            if in_rules:
                groups.append((agents, lines))
                agents, lines, in_rules = [], [], False
            agents.append(value.lower())
        elif key in ("allow", "disallow", "crawl-delay"):
            if agents:
                in_rules = True
                lines.append((key, value))
    if agents:
        groups.append((agents, lines))

    token = token.lower()
    mine = [g for g in groups if any(a != "*" and a in token for a in g[0])]
    chosen = mine or [g for g in groups if "*" in g[0]]
    rules = Rules()
    for _agents, group_lines in chosen:
        for key, value in group_lines:
            if key == "crawl-delay":
                try:
                    rules.crawl_delay = max(float(value), rules.crawl_delay or 0.0)
                except ValueError:
                    pass
            elif value:  # an empty Disallow forbids nothing
                rules.rules.append((key == "allow", value, _compile(value)))
    return rules


def unreachable(reason: str) -> Rules:
    return Rules(unreachable=reason)
