"""A Vim help file (``:help`` text): its first line names the file's tag and the version (``*foo.txt*<TAB>For Vim
version 9.1.<TAB>Last change: …``), its modeline says ``ft=help``. Its marks are the reader's, not the text's: a tag
``*name*`` set after a run of spaces (an anchor, often right-aligned beside a heading or an entry's first line), a link
``|name|`` (its name shown), a column heading's trailing `` ~``, an example's ``>`` at a line's end and ``<`` at the
next's start, the ``====`` and ``----`` rules between sections, the modeline."""

from __future__ import annotations

import re

#: the file's first line, or the modeline that marks it help
_FIRST_LINE = re.compile(r"^\s*\*[^\s*|]+\*\s+.*\bVim\b", re.IGNORECASE)
_MODELINE = re.compile(r"(?m)^\s*vim:(?:[^:\n]*:)*ft=help(?::[^:\n]*)*:?\s*$")
#: a tag: ``*name*`` standing as a word of its own
_TAG = re.compile(r"(?:(?<=\s)|^)\*[^\s*|]+\*(?=\s|$)", re.MULTILINE)
_LINK = re.compile(r"\|([^\s|]+)\|")
_RULE = re.compile(r"(?m)^[ \t]*(?:={8,}|-{8,})[ \t]*$")
#: a column heading's mark, an example's opening ``>`` and closing ``<``
_HEADING_MARK = re.compile(r"(?m)[ \t]+~[ \t]*$")
_EXAMPLE_OPEN = re.compile(r"(?m)(?<=\S)[ \t]+>[ \t]*$|^[ \t]*>[ \t]*$")
_EXAMPLE_CLOSE = re.compile(r"(?m)^<[ \t]*")


def is_vim_help(text: str) -> bool:
    head = text.lstrip("\ufeff").split("\n", 1)[0]
    return bool(_FIRST_LINE.match(head)) or bool(_MODELINE.search(text))


def vim_help_text(text: str) -> str:
    """The help file's text as Vim shows it, without its tags, rules and modeline (each section a block)."""
    text = _MODELINE.sub("", text)
    text = _RULE.sub("", text)
    text = _TAG.sub("", text)
    text = _LINK.sub(r"\1", text)
    text = _HEADING_MARK.sub("", text)
    text = _EXAMPLE_CLOSE.sub("", _EXAMPLE_OPEN.sub("", text))
    return "\n".join(line.rstrip() for line in text.split("\n"))
