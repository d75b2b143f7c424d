"""A document in pandoc's JSON form (``pandoc -t json``: ``{"pandoc-api-version": …, "meta": …, "blocks": […]}``),
read as the text pandoc would write for it: the title and the document's own metadata (author, date) first, then each
block a paragraph (a header, a paragraph, a list's item, a definition list's term over its definitions), its inlines
joined as written ("Str", "Space", breaks, emphasis and links by their text, quotes with their marks)."""

from __future__ import annotations

_QUOTES = {"SingleQuote": ("‘", "’"), "DoubleQuote": ("“", "”")}


def is_pandoc_ast(value) -> bool:
    return isinstance(value, dict) and "pandoc-api-version" in value and isinstance(value.get("blocks"), list)


def pandoc_text(value: dict) -> str:
    """The document's text, a paragraph a block (see the module docstring)."""
    meta = value.get("meta") or {}
    head = [_meta(meta[k]) for k in ("title", "subtitle", "author", "date") if k in meta]
    out: list[str] = [h for h in head if h]
    for block in value["blocks"]:
        _block(block, out)
    return "\n\n".join(p for p in out if p.strip())


def _meta(node) -> str:
    kind, content = node.get("t"), node.get("c")
    if kind in ("MetaInlines", "MetaBlocks"):
        return _inlines(content) if kind == "MetaInlines" else "\n".join(_blocks_text(content))
    if kind == "MetaList":
        return ", ".join(_meta(item) for item in content)
    if kind == "MetaString":
        return str(content)
    return ""


def _blocks_text(blocks) -> list[str]:
    out: list[str] = []
    for block in blocks or []:
        _block(block, out)
    return out


def _block(block, out: list[str]) -> None:
    """One block's paragraphs appended to ``out``."""
    kind, c = block.get("t"), block.get("c")
    if kind in ("Para", "Plain"):
        out.append(_inlines(c))
    elif kind == "Header":
        out.append(_inlines(c[2]))
    elif kind == "LineBlock":
        out.append("\n".join(_inlines(line) for line in c))
    elif kind == "CodeBlock":
        out.append(c[1])
    elif kind in ("BlockQuote", "Div", "Figure"):
        for inner in (c if kind == "BlockQuote" else c[-1]):
            _block(inner, out)
    elif kind in ("BulletList", "OrderedList"):
        for item in (c if kind == "BulletList" else c[1]):
            out.append("\n".join(_blocks_text(item)))
    elif kind == "DefinitionList":
        for term, definitions in c:
            out.append(_inlines(term))
            for definition in definitions:
                out += _blocks_text(definition)


def _inlines(inlines) -> str:
    return "".join(_inline(i) for i in inlines or [])


def _inline(node) -> str:
    kind, c = node.get("t"), node.get("c")
    if kind == "Str":
        return c
    if kind in ("Space", "SoftBreak"):
        return " "
    if kind == "LineBreak":
        return "\n"
    if kind in ("Code", "Math", "RawInline"):
        return c[1]
    if kind == "Quoted":
        opening, closing = _QUOTES.get(c[0].get("t") if isinstance(c[0], dict) else c[0], ("“", "”"))
        return opening + _inlines(c[1]) + closing
    if kind in ("Emph", "Strong", "Strikeout", "Superscript", "Subscript", "SmallCaps", "Underline"):
        return _inlines(c)
    if kind in ("Link", "Image", "Span"):
        return _inlines(c[1])
    if kind == "Cite":
        return _inlines(c[1])
    return ""  # (a footnote's text is no part of its paragraph)
