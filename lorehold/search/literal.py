"""The words of a query as typed, compared with a card's names and texts before any stemming:
folded words and whole mana symbols, one space apart, and how closely a card holds them."""

from __future__ import annotations

import re

from lorehold.search.analysis import fold

#: the tokens of a text compared as typed: mana symbols whole ({w/u} is not {w} {u}), words
#: (letters and digits) between any punctuation
_PLAIN = re.compile(r"\{[^{}\s]{1,8}\}|[^\W_]+")


def plain(text: str) -> str:
    """A text's words and mana symbols, folded, one space apart; generic mana as its number
    ("{2}{W}: +1/+1" is "2 {w} 1 1": typed bare, 2W is {2}{W}, and a lone 1 may be either)."""
    tokens = _PLAIN.findall(fold(text))
    if "{" in text:
        tokens = [t[1:-1] if t[0] == "{" and t[1:-1].isdigit() else t for t in tokens]
    return " ".join(tokens)


def run_pattern(tokens: list[str]) -> str:
    """A regular expression for ``plain`` tokens in a folded text, punctuation between them
    (none needed beside a symbol: {1}{w}); a number may stand in braces."""
    out = []
    for k, tok in enumerate(tokens):
        if k:
            glued = tok[0] == "{" or tokens[k - 1][0] == "{" or tok.isdigit() or tokens[k - 1].isdigit()
            out.append(r"[\W_]*" if glued else r"[\W_]+")
        out.append(rf"\{{?{tok}\}}?" if tok.isdigit() else re.escape(tok))
    return "".join(out)


def literal_tier(entries, typed: str, sentence) -> int:
    """How a card holds the words as typed (``typed``, padded with spaces but for CJK): 0 a name,
    type or text of it is those words, 1 as a whole sentence (``sentence``), 2 anywhere, 3 not."""
    best = 3
    for entry in entries:
        for part in entry:
            if part:
                words = plain(part)
                if typed not in f" {words} ":
                    continue
                if len(typed.strip()) >= 0.9 * len(words):
                    best = 0  # the text is the words typed
                elif sentence is not None and sentence.search(fold(part)):
                    best = min(best, 1)  # a whole sentence of it
                else:
                    best = min(best, 2)
    return best


def several_words(pasted) -> bool:
    """Whether a query is two words or more, as typed side by side."""
    return pasted is not None and len(pasted.split()) >= 2
