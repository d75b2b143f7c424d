"""A Jupyter notebook (nbformat 4 JSON) saved with its outputs: what a reader of it sees is its
Markdown cells and its cells' outputs (printed text, a table's plain text or HTML), not the code
that made them. ``notebook_text`` gives that as a page's text, a cell a paragraph."""

from __future__ import annotations

import json


def is_notebook(head: bytes) -> bool:
    """The start of a notebook's JSON: an object with its cells (the sniffer's question)."""
    body = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return body[:1] == b"{" and b'"cells"' in head and (b'"cell_type"' in head or b'"nbformat"' in head)


def _joined(value) -> str:
    return "".join(value) if isinstance(value, list) else str(value or "")


def _output_text(output: dict) -> str:
    """An output as read: a stream's text, else a result's plain text, else its HTML's text."""
    if "text" in output:
        return _joined(output["text"])
    data = output.get("data") or {}
    for kind in ("text/markdown", "text/plain"):
        if kind in data:
            return _joined(data[kind])
    if "text/html" in data:
        from bs4 import BeautifulSoup

        soup = BeautifulSoup(_joined(data["text/html"]), "html.parser")
        for row in soup.find_all("tr"):  # a DataFrame's rows: one line each, cells by tabs
            row.replace_with("\t".join(cell.get_text(" ", strip=True) for cell in row.find_all(["td", "th"])) + "\n")
        return soup.get_text()
    return ""


def notebook_text(text: str) -> str | None:
    """The notebook's Markdown cells and outputs, a paragraph each; None when ``text`` is no notebook."""
    try:
        doc = json.loads(text)
    except ValueError:
        return None
    if not isinstance(doc, dict) or not isinstance(doc.get("cells"), list):
        return None
    parts: list[str] = []
    for cell in doc["cells"]:
        if not isinstance(cell, dict):
            continue
        if cell.get("cell_type") in ("markdown", "raw"):
            parts.append(_joined(cell.get("source")))
        for output in cell.get("outputs") or ():
            if isinstance(output, dict):
                parts.append(_output_text(output))
    return "\n\n".join(part.strip("\n") for part in parts if part.strip())
