"""A LaTeX document's source (a judge's handout as its author keeps it): read as the text it
typesets, by pylatexenc (title block, sections, ``\\item``s as bullets, ``\\textit{…}`` as its
words, comments and the preamble gone); the document's ``\\date`` and abstract are left out. Numeric dates are
read in the order the document's language writes them (babel's or polyglossia's main language)."""

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
    out = re.sub(r"(?m)^\s*=+\s*$|^§\s*", "", out)
    if _main_language(text) in _DAY_FIRST:
        # (the author writes numeric dates as the document's language does: a Dutch handout's "1-5-2007" is 1 May)
        out = _NUMERIC_DATE.sub(lambda m: _iso(m) or m.group(0), out)
    return out


#: babel's or polyglossia's language options whose writers put the day first in numeric dates
_DAY_FIRST = {"dutch", "german", "ngerman", "austrian", "naustrian", "swissgerman", "nswissgerman", "french", "francais",
              "spanish", "italian", "portuguese", "portuges", "brazil", "brazilian", "polish", "czech", "slovak", "swedish",
              "danish", "norsk", "norwegian", "nynorsk", "finnish", "russian", "ukrainian", "greek", "turkish", "romanian",
              "croatian", "serbian", "slovene", "catalan", "british", "ukenglish", "australian", "newzealand", "irish",
              "indonesian", "vietnamese", "estonian", "latvian", "lithuanian", "icelandic", "galician", "basque"}
_BABEL = re.compile(r"\\usepackage\[([^\]]*)\]\{babel\}")
_POLYGLOSSIA = re.compile(r"\\setdefaultlanguage(?:\[[^\]]*\])?\{(\w+)\}|\\setmainlanguage(?:\[[^\]]*\])?\{(\w+)\}")
#: a numeric date, day and month first in some order, a four-digit year last ("1-5-2007", "01.05.2007", "1/5/2007")
_NUMERIC_DATE = re.compile(r"(?<![\w./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?![\w/-]|\.\d)")


def _main_language(source: str) -> str | None:
    """The document's main language: polyglossia's default, babel's ``main=`` or its last option."""
    m = _POLYGLOSSIA.search(source)
    if m:
        return (m.group(1) or m.group(2)).lower()
    m = _BABEL.search(source)
    if m is None:
        return None
    options = [o.strip().lower() for o in m.group(1).split(",") if o.strip()]
    main = [o.split("=", 1)[1] for o in options if o.startswith("main=")]
    return main[0] if main else (options[-1] if options else None)


def _iso(m: re.Match) -> str | None:
    import datetime as dt

    try:
        return dt.date(int(m.group(4)), int(m.group(3)), int(m.group(1))).isoformat()
    except ValueError:
        return None
