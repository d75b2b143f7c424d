"""A LaTeX document's source (a judge's handout as its author keeps it): read as the text it
typesets, by pylatexenc (title block, sections, ``\\item``s as bullets, ``\\textit{…}`` as its
words, comments and the preamble gone); the document's ``\\date`` and abstract are left out."""

from __future__ import annotations

import re

_LATEX = re.compile(r"\\documentclass|\\begin\{document\}|\\begin\{(?:itemize|enumerate|description)\}")


_FRONT = re.compile(r"\\date\{[^{}]*\}|\\begin\{abstract\}.*?\\end\{abstract\}", re.DOTALL)


def is_latex(text: str) -> bool:
    return _LATEX.search(text[:20000]) is not None


def latex_text(text: str) -> str:
    """The text a LaTeX source typesets; the source itself when pylatexenc cannot read it."""
    from pylatexenc.latex2text import LatexNodes2Text

    # the document's own date and its abstract (what the handout is) date and say no ruling
    text = _FRONT.sub("", text)
    try:
        out = LatexNodes2Text().latex_to_text(text)
    except Exception:  # noqa: BLE001 - a source it cannot parse is read as it is
        return text
    # the title block's rule ("=====") and a section's mark ("§ ") are typesetting, not words
    return re.sub(r"(?m)^\s*=+\s*$|^§\s*", "", out)
