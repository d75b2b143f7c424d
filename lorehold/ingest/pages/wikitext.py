"""A wiki page's source (MediaWiki's wikitext, as its edit box shows it), parsed by
``mwparserfromhell`` and written out as the text the wiki shows:

- bold and italics, links ("[[Ixalan]]", "[[Ixalan|the set]]") and headings as their words;
  categories and files ("[[Category:Cards]]") and ``<references />`` as nothing;
- a template that pairs one date with a sentence, whatever its parameters are called in the wiki's
  language (``{{Regelhinweis|Datum=15. April 2013|Text=…}}``), as a line "DATE — sentence", the way
  a wiki's template renders a ruling; other templates (an infobox) as they were written, one
  parameter a line, for the page reader to read as fields;
- a citation inside ``<ref>`` as its publisher and publication date in brackets after the sentence it
  cites (the way a ruling's source is given), or as nothing when it gives only when it was read
  ("access-date=…").

Anything that is no wikitext comes back as it was.
"""

from __future__ import annotations

import re

#: what only wikitext writes: links, headings, templates, bold or italics, references
_SIGNS = (
    re.compile(r"\[\[[^\[\]\n]+\]\]"),
    re.compile(r"^(={2,6})[^=\n]+\1\s*$", re.MULTILINE),
    re.compile(r"\{\{[^{}\n]*(?:\||\}\}|$)", re.MULTILINE),
    re.compile(r"'''?[^'\n]+'''?"),
    re.compile(r"<ref[\s>/]|<references\s*/>"),
)
#: a link's namespace ("Category:", "Kategorie:", "Datei:"): no word of the page
_NAMESPACE = re.compile(r"^\s*:?[^\W\d_][^\W\d_ ]{1,20}:(?=\S)")
#: a citation's parameters that say when a source was read, not when it was published
_READ_WHEN = re.compile(r"access|abruf|zugriff|consult|accès|acceso|accesso|acesso|dostęp|доступ|обращени|erişim|hozzáférés|"
                        r"viitattu|hämtad|besökt|besøkt|lest|bezocht|geraadpleegd|navštíven|citováno|pristupljeno|accesat|"
                        r"πρόσβαση|閲覧|访问|訪問|접근|확인", re.I)
_LIST_MARKS = {"*", "#", ";", ":"}


def is_wikitext(text: str) -> bool:
    """``text`` is (or holds) a wiki page's source: three of wikitext's own marks in it, and no web page."""
    head = text.lstrip()[:200].casefold()
    if head.startswith(("<!doctype", "<html", "<?xml")):
        return False
    return sum(1 for sign in _SIGNS if sign.search(text)) >= 3


def wikitext_text(text: str) -> str:
    """The text a wiki shows for the source ``text``."""
    import mwparserfromhell

    try:
        code = mwparserfromhell.parse(text)
    except Exception:  # noqa: BLE001 - a source it cannot parse is read as it is written
        return text
    out = _render(code)
    return re.sub(r"\n{3,}", "\n\n", re.sub(r"[ \t]+\n", "\n", out))


def _render(code) -> str:
    return "".join(_node(node) for node in code.nodes)


def _node(node) -> str:
    from mwparserfromhell.nodes import Comment, ExternalLink, Heading, HTMLEntity, Tag, Template, Text, Wikilink

    if isinstance(node, Text):
        return str(node)
    if isinstance(node, Comment):
        return ""
    if isinstance(node, HTMLEntity):
        return node.normalize()
    if isinstance(node, Heading):
        return _render(node.title).strip()
    if isinstance(node, Wikilink):
        if _NAMESPACE.match(str(node.title)):
            return ""
        return _render(node.text if node.text is not None else node.title)
    if isinstance(node, ExternalLink):
        return _render(node.title) if node.title is not None else str(node.url)
    if isinstance(node, Template):
        return _template(node)
    if isinstance(node, Tag):
        return _tag(node)
    return str(node)


def _tag(node) -> str:
    tag = str(node.tag).strip().casefold()
    if str(node.wiki_markup or "") in _LIST_MARKS or tag == "li" and node.wiki_markup:
        return str(node)
    if tag == "references":
        return ""
    if tag == "ref":
        inner = _render(node.contents).strip() if node.contents is not None else ""
        return f" ({inner})" if inner else ""
    if tag == "br":
        return "\n"
    return _render(node.contents) if node.contents is not None else ""


def _template(node) -> str:
    from lorehold.ingest.pages.dates import parse_date_line
    from lorehold.ingest.pages.evidence import prose_like

    name = str(node.name).strip()
    if name == "!":
        return "|"
    values = {str(p.name).strip(): _render(p.value).strip() for p in node.params}
    if _citation(name, values):
        return _citation_text(values)
    dates = [v for v in values.values() if (d := parse_date_line(v)) is not None and not d.rest]
    prose = [v for v in values.values() if v not in dates and prose_like(v)]
    if len(dates) == 1 and prose:
        return f"\n{dates[0]} — {max(prose, key=len)}\n"
    return str(node)


def _citation(name: str, values: dict[str, str]) -> bool:
    """A template that cites a source: a "cite web"-like name, or a URL among its parameters."""
    return bool(re.match(r"(?i)(?:cite|cita|citation|cytuj|internetquelle|lien\s+web|ouvrage|article)\b", name)) or any(
        k.casefold() in ("url", "uri") or re.match(r"https?://\S+$", v) for k, v in values.items())


def _citation_text(values: dict[str, str]) -> str:
    """A citation as "publisher, date" (its publication date only); "" when it gives no such date."""
    from lorehold.ingest.pages.dates import parse_date_line

    dates = [v for k, v in values.items() if not _READ_WHEN.search(k) and (d := parse_date_line(v)) is not None and not d.rest]
    if not dates:
        return ""
    publisher = next((v for k, v in values.items() if k.casefold() in ("publisher", "website", "work", "herausgeber", "éditeur", "editor")), "")
    return ", ".join(x for x in (publisher, dates[0]) if x)
