"""A quiz's questions (a judge exam, a practice test): lettered options, then a line naming the right
one ("✔ Answer: D", "Lösung: B", "正解：C"). Only the option the answer names is a statement of the
page; the others are wrong on purpose (made up, or another card's rulings), never rulings.

``answered_options`` keeps each answered option's text alone, without its letter, and drops the
other options and the answer line, before the page is read.
"""

from __future__ import annotations

import re

#: a lettered option: "A) text", "b. text", "(C) text"
_OPTION = re.compile(r"^\s*\(?([A-Ha-h])[).]\s+(\S.*)$")
#: a line naming one option, the letter its last word: "✔ Answer: D", "Correct answer — b", "正解：C", "→ D"
_ANSWER = re.compile(r"^\W*(?:[^\W\d_][\w'’]*\s*){0,3}[:：—–=-]?\s*\(?([A-Ha-h])\)?[.!]?\s*$")
#: how many lines an answer may stand after the last of its options
_REACH = 3


def _answer_letter(line: str) -> str | None:
    if len(line) > 60 or _OPTION.match(line):
        return None
    m = _ANSWER.match(line)
    # (a lone letter with no mark nor word is no answer line: "A")
    return m.group(1).casefold() if m and len(line.strip()) > 1 else None


def _answered(lines: list[str]) -> dict[int, str | None]:
    """Line index -> its new text (None: dropped) for each option run its answer line settles."""
    changes: dict[int, str | None] = {}
    run: list[int] = []
    last = -_REACH - 1
    for i, line in enumerate(lines):
        if _OPTION.match(line):
            if i - last > _REACH + 1:
                run = []
            run.append(i)
            last = i
            continue
        letter = _answer_letter(line) if run and i - last <= _REACH else None
        options = {_OPTION.match(lines[k]).group(1).casefold(): k for k in run}
        if letter is None or len(options) < 2 or letter not in options:
            continue
        for letter_k, k in options.items():
            changes[k] = _OPTION.match(lines[k]).group(2) if letter_k == letter else None
        changes[i] = None
        run = []
    return changes


def answered_options(blocks: list[str]) -> list[str]:
    """``blocks`` with each answered quiz question's options settled: the right one's text kept."""
    where = [(b, line) for b, block in enumerate(blocks) for line in block.split("\n")]
    changes = _answered([line for _, line in where])
    if not changes:
        return blocks
    kept: list[list[str]] = [[] for _ in blocks]
    for i, (b, line) in enumerate(where):
        new = changes.get(i, line)
        if new is not None:
            kept[b].append(new)
    return ["\n".join(lines) for lines in kept if lines]
