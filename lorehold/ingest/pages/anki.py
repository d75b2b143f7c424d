"""Anki's export of notes as plain text ("Notes in Plain Text"): header lines that tell how to read the
rows ("#separator:tab", "#html:true", "#notetype column:1", "#deck column:2", "#tags column:5",
"#columns:…"), then one note a row, its fields separated as the header says (a field holding the
separator or a line break is quoted, as CSV quotes it), each field HTML when "#html:true".

``anki_text`` gives the notes as the page reader reads a page: each note a block, each field's text
(its HTML rendered: a "<br>" a line break, tags dropped) on lines of its own; the header lines and the
columns that only file the note (its note type, deck, tags and GUID) are no text of the page.
"""

from __future__ import annotations

import csv
import re
import warnings

#: a header line: "#key:value", with the keys Anki writes and reads
_HEADER = re.compile(r"^#([a-z][a-z ]{1,20}):(.*)$")
_KEYS = frozenset({"separator", "html", "tags", "columns", "notetype", "deck", "notetype column", "deck column",
                   "tags column", "guid column", "if matches"})
#: the columns that file a note rather than hold its text
_FILING = ("notetype column", "deck column", "tags column", "guid column")
_SEPARATORS = {"tab": "\t", "comma": ",", "semicolon": ";", "space": " ", "pipe": "|", "colon": ":"}
#: elements that end a line of a field's text
_BLOCK_TAGS = ["div", "p", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "table"]


def _header(text: str) -> tuple[dict[str, str], list[str]] | None:
    """The header's keys and values and the rows' lines, or None when ``text`` opens with no Anki header."""
    lines = text.lstrip("\ufeff").split("\n")
    header: dict[str, str] = {}
    k = 0
    while k < len(lines) and lines[k].startswith("#"):
        m = _HEADER.match(lines[k].rstrip("\r"))
        if not m or m.group(1) not in _KEYS:
            return None
        header[m.group(1)] = m.group(2).strip()
        k += 1
    if not ({"separator", "html"} & header.keys()):
        return None
    return header, lines[k:]


def is_anki(text: str) -> bool:
    return _header(text[:4000]) is not None


def anki_text(text: str) -> str:
    """The notes of an Anki export, a block each (see the module's doc)."""
    found = _header(text)
    if found is None:
        return text
    header, lines = found
    separator = header.get("separator", "tab")
    delimiter = _SEPARATORS.get(separator.casefold(), separator[:1] or "\t")
    html = header.get("html", "false").casefold() == "true"
    filing = set()
    for key in _FILING:
        value = header.get(key, "")
        if value.isdigit():
            filing.add(int(value) - 1)
    rows = csv.reader([line.rstrip("\r") for line in lines], delimiter=delimiter)
    blocks = []
    for row in rows:
        fields = [_field_text(f, html) for n, f in enumerate(row) if n not in filing]
        block = "\n".join(f for f in fields if f)
        if block:
            blocks.append(block)
    return "\n\n".join(blocks)


def _field_text(field: str, html: bool) -> str:
    """A field's text: its HTML rendered to lines when the export says the fields are HTML."""
    if not html or "<" not in field and "&" not in field:
        return " ".join(field.split())
    from bs4 import BeautifulSoup

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        soup = BeautifulSoup(f"<div>{field}</div>", "lxml")
    for br in soup.find_all("br"):
        br.replace_with("\n")
    for element in soup.find_all(_BLOCK_TAGS):
        element.append("\n")
    return "\n".join(" ".join(line.split()) for line in soup.get_text().split("\n") if line.strip())
