"""A Texinfo manual's source (``\\input texinfo``, ``@node``, ``@chapter``, ``@table``): read as the text makeinfo
typesets. Comments (``@c``), the header's settings, the title page, the menu, the copying permissions and the index
commands are the manual's own, not its text; ``@value{NAME}`` is what ``@set NAME`` gave; ``@item`` starts a line of
its own (a table's term, a list's item), a sectioning command's title is a heading; the brace commands show their
text (``@code{…}``, ``@emph{…}``), ``@{ @} @@`` their characters, ``@dots{}`` and ``@copyright{}`` their signs; TeX's
quotes (`````…''``, ```…'``, an apostrophe) and ``---`` are the typeset marks."""

from __future__ import annotations

import re

_TEXINFO = re.compile(r"\A\s*\\input texinfo\b|^@setfilename\s|^@node\s", re.MULTILINE)
#: commands that are a line of their own and show nothing (the header's settings, index entries, page layout)
_SILENT = re.compile(r"^\\input texinfo.*$|^@(?:c|comment|setfilename|settitle|documentencoding|documentlanguage|setchapternewpage|"
                     r"paragraphindent|firstparagraphindent|exampleindent|headings|footnotestyle|dircategory|"
                     r"syncodeindex|synindex|defindex|defcodeindex|[a-z]*index|contents|shortcontents|summarycontents|"
                     r"insertcopying|printindex|page|need|sp|vskip|bye|top|node|finalout|smallbook|"
                     r"allowcodebreaks|clear|set|include)\b.*$", re.MULTILINE)
_BLOCK_OUT = re.compile(r"^@(copying|titlepage|menu|direntry|ignore|iftex|ifdocbook|iflatex|ifxml|tex|html)\b.*?^@end \1\b.*?$",
                        re.MULTILINE | re.DOTALL)
_SET = re.compile(r"^@set\s+(\S+)[ \t]*(.*)$", re.MULTILINE)
_HEADING = re.compile(r"^@(?:chapter|section|subsection|subsubsection|unnumbered\w*|appendix\w*|heading|subheading|"
                      r"majorheading|chapheading|centerchap|title|subtitle|author)[ \t]+(.*)$", re.MULTILINE)
_ITEM = re.compile(r"^@itemx?[ \t]*(.*)$", re.MULTILINE)
_BLOCK_LINE = re.compile(r"^@(?:end\s+\w+|table|ftable|vtable|itemize|enumerate|multitable|quotation|example|smallexample|"
                         r"display|format|lisp|verbatim|cartouche|group|flushleft|flushright|ifinfo|ifnottex|ifhtml|"
                         r"ifplaintext|ifnothtml|indentedblock|raggedright|noindent)\b.*$", re.MULTILINE)
_BRACED = re.compile(r"@(?:code|emph|strong|var|samp|kbd|key|file|command|option|env|dfn|cite|acronym|abbr|r|i|b|t|sc|"
                     r"slanted|sansserif|asis|w|clicksequence|indicateurl|email|url|uref)\{([^{}]*)\}")
_SIGNS = {"dots": "…", "enddots": "…", "copyright": "©", "registeredsymbol": "®", "bullet": "•", "minus": "−",
          "result": "⇒", "expansion": "↦", "equiv": "≡", "error": "error→", "tie": "\u00a0", "TeX": "TeX",
          "LaTeX": "LaTeX", "today": "", "exclamdown": "¡", "questiondown": "¿", "euro": "€", "pounds": "£"}
_SIGN = re.compile(r"@(" + "|".join(_SIGNS) + r")\{\}")
_ACCENT = re.compile(r"""@(["'`^~=]|ringaccent|dotaccent|H|ubaraccent|udotaccent|v|u|,|ogonek)\{?(\w)\}?""")
_ACCENTS = {'"': "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303", "=": "\u0304", "ringaccent": "\u030a",
            "dotaccent": "\u0307", "H": "\u030b", "v": "\u030c", "u": "\u0306", ",": "\u0327", "ogonek": "\u0328",
            "ubaraccent": "\u0332", "udotaccent": "\u0323"}


def is_texinfo(text: str) -> bool:
    return _TEXINFO.search(text[:4000]) is not None and "@end " in text


def texinfo_text(text: str) -> str:
    """The manual's text as makeinfo gives it: its headings, paragraphs and table entries, a blank line apart."""
    import unicodedata

    values = {m.group(1): m.group(2).strip() for m in _SET.finditer(text)}
    text = _BLOCK_OUT.sub("", text.replace("\r\n", "\n"))
    text = _SILENT.sub("", text)
    text = re.sub(r"@value\{([^{}]+)\}", lambda m: values.get(m.group(1), ""), text)
    text = _HEADING.sub(lambda m: f"\n{m.group(1)}\n", text)
    text = _ITEM.sub(lambda m: f"\n{m.group(1)}", text)
    text = _BLOCK_LINE.sub("", text)
    for _ in range(3):  # (nested braces, innermost first)
        text = _BRACED.sub(r"\1", text)
    text = _SIGN.sub(lambda m: _SIGNS[m.group(1)], text)
    text = _ACCENT.sub(lambda m: unicodedata.normalize("NFC", m.group(2) + _ACCENTS[m.group(1)]), text)
    text = text.replace("@{", "{").replace("@}", "}").replace("@@", "@").replace("@*", "\n").replace("@.", ".")
    text = text.replace("@:", "").replace("@ ", " ").replace("@-", "")
    text = text.replace("``", "“").replace("''", "”").replace("---", "—")
    text = re.sub(r"`([^`'\n]*)'", r"‘\1’", text).replace("'", "’")  # (TeX sets an apostrophe as a closing quote)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
