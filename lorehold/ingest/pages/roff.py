"""A man page's source (groff with the ``man`` macros) saved as a card's page, written out as the
text ``man`` shows: a section heading (``.SH``, ``.SS``) or a paragraph macro (``.PP``, ``.TP``,
``.IP``) starts a paragraph; a font macro (``.B``, ``.I``, ``.BR``…) shows its words; ``.br`` ends a
line (each source line is one already, as its author wrote it: not filled into paragraphs as ``man``
fills them); comments, the title line (``.TH``) and layout requests (``.RS``, ``.sp``, ``.nf``…) show
nothing; escapes become their characters (``\\-`` a hyphen, ``\\(em`` a dash, ``\\fB`` nothing).
Only the requests and escapes a man page uses are known; an unknown request's line shows its words."""

from __future__ import annotations

import re
import shlex

#: the start of a man page's source: a comment, its title line or a section heading
_START = re.compile(r'^(?:\.\\"|\'\\"|\.TH\s|\.Dd\s|\.SH\s)')
_REQUEST = re.compile(r"^[.'](\S+)\s*(.*)$")
_PARAGRAPH = {"PP", "LP", "P", "TP", "IP", "HP", "SH", "SS", "sp", "Sh", "Ss", "Pp"}
_SILENT = {"TH", "RS", "RE", "nf", "fi", "ad", "na", "ne", "hy", "nh", "in", "ti", "ft", "ps", "vs", "ll", "so",
           "de", "ds", "nr", "ie", "el", "if", "Dd", "Dt", "Os", "UC", "PD", "ta", "TQ", "ns", "rs"}
_FONTS = {"B", "I", "R", "SM", "SB"}
_ALTERNATING = {"BR", "RB", "BI", "IB", "IR", "RI"}
_NAMED = {"em": "—", "en": "–", "lq": "“", "rq": "”", "oq": "‘", "cq": "’", "dq": '"', "aq": "'", "co": "©",
          "rg": "®", "tm": "™", "bu": "•", "mu": "×", "de": "°", "hy": "-", "ha": "^", "ti": "~", "rs": "\\",
          "Fo": "«", "Fc": "»", "fo": "‹", "fc": "›"}
_ESCAPE = re.compile(r"\\(?:\((?P<two>..)|\[(?P<long>[^\]]*)\]|\*(?:\((?P<s2>..)|\[(?P<sl>[^\]]*)\]|(?P<s1>.))"
                     r"|f(?:\(..|\[[^\]]*\]|.)|s[+-]?\d+|(?P<one>.))")


def is_roff(text: str) -> bool:
    """The document is a man page's source: it opens as one and has several requests."""
    lines = [line for line in text.splitlines()[:400] if line.strip()]
    if not lines or not _START.match(lines[0]):
        return False
    return sum(1 for line in lines if _REQUEST.match(line) and line[1:2].isalpha()) >= 3


def _unescaped(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        name = m.group("two") or m.group("long") or m.group("s2") or m.group("sl") or m.group("s1")
        if name is not None:
            return _NAMED.get(name, "")
        ch = m.group("one")
        if ch is None:
            return ""  # a font or size change
        return {"-": "-", "e": "\\", "\\": "\\", "&": "", "~": " ", " ": " ", "0": " ", "|": "", "^": "",
                "c": "", "'": "´", "`": "`", ".": "."}.get(ch, "")

    return _ESCAPE.sub(one, text)


def _arguments(rest: str) -> list[str]:
    try:
        return shlex.split(rest, posix=True)
    except ValueError:
        return rest.split()


def roff_text(text: str) -> str:
    """The text a man page's source shows, a paragraph per section or paragraph macro; a tagged paragraph's (``.TP``)
    body one line, its source lines filled as ``man`` fills them (a sentence a line, as man pages are written)."""
    out: list[str] = []
    tagged = ""  # in a .TP: "tag" while its tag's line is to come, "body" in its body, "open" once the body has a line
    for raw in text.splitlines():
        m = _REQUEST.match(raw)
        if raw.startswith(('.\\"', "'\\\"", '.\\#')) or raw.strip() in (".", "'"):
            continue
        name, rest = (m.group(1), m.group(2)) if m else ("", raw)
        if m is None or name in _FONTS or name in _ALTERNATING:
            shown = (_unescaped(raw) if m is None else
                     (" " if name in _FONTS else "").join(_unescaped(a) for a in _arguments(rest)))
            if tagged == "open":
                out[-1] = f"{out[-1]} {shown.strip()}"
            else:
                out.append(shown)
                tagged = {"tag": "body", "body": "open"}.get(tagged, "")
            continue
        tagged = "tag" if name == "TP" else ""
        if name in _PARAGRAPH:
            out.append("")
            if name in ("SH", "SS", "Sh", "Ss") and rest:
                out += [" ".join(_unescaped(a) for a in _arguments(rest)), ""]
            elif name == "IP" and rest:
                tag = _arguments(rest)
                if tag and tag[0].strip():
                    out.append(_unescaped(tag[0]))
        elif name == "br" or name in _SILENT:
            continue  # (each source line is a line of its own here already)
        else:
            out.append(_unescaped(rest))
    text = "\n".join(line.rstrip() for line in out)
    return re.sub(r"\n{3,}", "\n\n", text).strip()
