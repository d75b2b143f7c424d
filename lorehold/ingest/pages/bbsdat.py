"""A Japanese BBS thread's DAT file (2channel, 5ch and the boards built on their software): one post a
line, its fields apart by ``<>`` (name, mail, date and ID, body, and the thread's title on the first
line), the body's line breaks written ``<br>`` and its text HTML-escaped. Read as the thread shows it:
the title, then each post's number, name and stamp over its lines."""

from __future__ import annotations

import html
import re

#: a post's line: name, mail, stamp, body, title (empty but on the first line) apart by "<>"
_FIELDS = 5
_BREAK = re.compile(r"\s*<br>\s*", re.IGNORECASE)
_TAG = re.compile(r"</?[a-zA-Z][^<>]{0,200}>")


def is_dat(text: str) -> bool:
    """Most lines hold a post's five fields, the first line among them."""
    lines = [line for line in text.split("\n") if line.strip()]
    posts = sum(1 for line in lines if line.count("<>") == _FIELDS - 1)
    return bool(lines) and lines[0].count("<>") == _FIELDS - 1 and 2 * posts > len(lines)


def dat_text(text: str) -> str:
    """The thread as its board shows it: the title, then each post's head and its lines, a blank
    line between posts."""
    out: list[str] = []
    for number, line in enumerate((line for line in text.split("\n") if line.strip()), 1):
        fields = line.split("<>")
        if len(fields) != _FIELDS:
            out.append(_shown(line))
            continue
        name, _mail, stamp, body, title = fields
        if number == 1 and title.strip():
            out.append(_shown(title))
        out.append(f"{number} {_shown(name)} {_shown(stamp)}\n{_shown(_BREAK.sub(chr(10), body))}")
    return "\n\n".join(out)


def _shown(text: str) -> str:
    return html.unescape(_TAG.sub("", text)).strip()
