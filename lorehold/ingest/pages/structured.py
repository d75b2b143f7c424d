"""Data files saved as a card's page: an XML export or a TOML file, read by their own parsers
(``lxml.etree`` without entities or network, Python's ``tomllib``) and written out as the text a
page shows, so the page reader reads them as it reads any other page:

- the card's name (the root's or the top table's ``name``/``title``) as the title;
- each object that carries a language code (``xml:lang``, ``lang``, ``language``), a name and a
  text as a name and text pair (a printed translation);
- each object that pairs one date with a sentence as a dated ruling, "DATE — text" (as pasted
  JSON is read, ``pasted.py``: told by the values, not by field names).

An XML document that pairs nothing (a phone's message backup, whose messages are attributes:
``<sms body="…" readable_date="…"/>``) shows its prose instead: each element's text and each of its
attributes that reads as a sentence, unescaped, one block per element in the document's order.

Comments (an export's "generated on DATE"), ids and codes are no text of the page. A document that
gives no dated entry and no pair comes back ``None``: the caller reads it as it was.
"""

from __future__ import annotations

import datetime as dt
import re

from lorehold.ingest.pages.evidence import prose_like
from lorehold.ingest.pages.pasted import whole_date

#: a table header or a "key = value" line of TOML
_TOML_LINE = re.compile(r"^\s*(?:\[\[?\s*[\w.\-\"' ]+\s*\]\]?|[\w.\-\"']+\s*=\s*\S)")
#: the prolog (declaration, comments, a stylesheet's processing instruction, doctype), then the root's name
_XML_START = re.compile(r"^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*|<\?[^>]*\?>\s*|<!DOCTYPE[^>]*>\s*)*<([A-Za-z_][\w.:-]*)", re.DOTALL)
#: roots whose documents other readers take: web pages, feeds, sitemaps, drawings
_NOT_DATA_ROOTS = {"html", "rss", "feed", "rdf", "urlset", "sitemapindex", "svg"}
_LANG_KEYS = ("lang", "language", "locale")
_LANG_CODE = re.compile(r"^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$")
_NAME_KEYS = ("name", "title", "card", "cardname", "card_name", "printed_name", "printedname")
_TEXT_KEY = "#text"
_SENTENCE_END = re.compile(r"[.!?。！？]$")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
#: a compact date in a data field ("20110601")
_COMPACT_DATE = re.compile(r"^(\d{4})(\d{2})(\d{2})$")


def data_text(text: str) -> str | None:
    """The page text of an XML or TOML data document; ``None`` for anything else (or data that
    holds neither a dated entry nor a name and text pair)."""
    root = _xml_root(text)
    if root is not None and _is_document(root):
        return _xml_prose(root)
    value = _element_value(root) if root is not None else _toml_value(text)
    if value is None and root is None:
        value = _yaml_value(text)
    if value is None:
        return None
    page = _page_of(value)
    if page is None and root is not None:
        return _xml_prose(root)
    return page


def _is_document(root) -> bool:
    """A word processor's document (a Word ``document.xml``, an OpenDocument text, DocBook): its
    text stands in paragraphs, read as prose, never as data records (a run's ``w:rsidR`` id beside
    a date is no dated entry)."""
    return sum(1 for e in root.iter() if isinstance(e.tag, str) and _local(e.tag).casefold() in _PARAGRAPHS) >= 3


def _xml_root(text: str):
    """An XML document's root element (not a web page's, a feed's or a sitemap's); ``None`` when it is not one."""
    m = _XML_START.match(text[:4096])
    if m is None or m.group(1).split(":")[-1].casefold() in _NOT_DATA_ROOTS:
        return None
    from lxml import etree

    parser = etree.XMLParser(resolve_entities=False, no_network=True, remove_comments=True, remove_pis=True,
                             huge_tree=False, recover=False)
    try:
        return etree.fromstring(text.encode("utf-8"), parser)
    except (etree.XMLSyntaxError, ValueError):
        return None


def _xml_prose(root) -> str | None:
    """The prose an XML document holds, in its attributes as in its elements' text: one block per
    element that has any, in the document's order. An element holding text directly (a paragraph,
    spans inside it too) is one block of all its text; a table's row is one line of its cells'
    texts joined by tabs (an OpenDocument table's "1. Februar 2009<TAB>Text"); an attribute shows
    only a sentence (an SMS backup's ``body="…"``, never a style's name "Tabelle1.A2"). ``None``
    when nothing is shown."""
    blocks: list[str] = []

    def visit(element) -> None:
        if not isinstance(element.tag, str):
            return
        attributes = [v.strip() for v in element.attrib.values() if " " in v.strip() and (prose_like(v) or "\n" in v.strip())]
        if attributes:
            blocks.append("\n".join(attributes))
        tag = _local(element.tag).casefold()
        if tag in _ROWS:
            cells = [" ".join(_paragraph_text(cell).split()) for cell in element if isinstance(cell.tag, str)]
            if any(cells):
                blocks.append("\t".join(cells))
            return
        if tag in _PARAGRAPHS:
            text = _paragraph_text(element).strip()
            if text:
                blocks.append(text)
            return
        if (element.text or "").strip() or any((child.tail or "").strip() for child in element):
            text = "".join(element.itertext()).strip()
            # (words, not a setting's "server" or "8080"; a day alone, DocBook's "<term><date>2022-02-18</date></term>"
            # over its ruling's paragraph)
            if " " in text or whole_date(text):
                blocks.append(text)
            return
        for child in element:
            visit(child)

    visit(root)
    return "\n\n".join(blocks) if any(prose_like(b) for b in blocks) else None


#: the elements that are a table's row (HTML's, OpenDocument's, a spreadsheet's)
_ROWS = {"tr", "row", "table-row"}


#: a word processor's paragraphs (WordprocessingML's ``w:p``, OpenDocument's ``text:p`` and
#: ``text:h``, DocBook's ``para``): one block each, whatever runs and spans their text is split into
_PARAGRAPHS = {"p", "h", "para", "simpara", "paragraphstylerange"}  # (the last InDesign's, IDML's)
#: text a paragraph holds that the document does not show: tracked deletions, field codes
_UNSHOWN = {"del", "deltext", "delinstrtext", "instrtext", "movefrom", "fldsimple-instr"}
#: empty elements that stand for a character: a tab, a line break
_CHARACTERS = {"tab": "\t", "br": "\n", "cr": "\n", "line-break": "\n", "s": " "}


def _paragraph_text(element) -> str:
    """The text a paragraph shows: its runs' and spans' texts joined as written, tabs and breaks as
    characters, a tracked deletion or a field's code left out."""
    out: list[str] = []

    def shown(text: str | None) -> bool:
        # (not the file's indentation between elements: IDML's runs, each its own "<Content>", on lines of their own)
        return bool(text) and not (text.isspace() and "\n" in text)

    def walk(node) -> None:
        tag = _local(node.tag).casefold() if isinstance(node.tag, str) else ""
        if tag in _UNSHOWN:
            return
        if node.text and tag:
            if shown(node.text):
                out.append(node.text)
        elif tag in _CHARACTERS and len(node) == 0:
            out.append(_CHARACTERS[tag])
        for child in node:
            if isinstance(child.tag, str):
                walk(child)
            if shown(child.tail):
                out.append(child.tail)

    walk(element)
    return "".join(out)


def _local(tag) -> str:
    """An element's or attribute's name without its namespace ("{…}lang" -> "lang")."""
    return str(tag).rsplit("}", 1)[-1]


def _element_value(element):
    """An element as a dict: its attributes, its children (repeated ones as a list), its own text."""
    out: dict = {_local(k): v for k, v in element.attrib.items()}
    for child in element:
        if not isinstance(child.tag, str):
            continue
        key, value = _local(child.tag), _element_value(child)
        if key in out:
            out[key] = (out[key] if isinstance(out[key], list) else [out[key]]) + [value]
        else:
            out[key] = value
    own = (element.text or "").strip()
    if len(out) == 0:
        return own
    if own:
        out[_TEXT_KEY] = own
    return out


def _toml_value(text: str):
    """A TOML document as a dict; ``None`` when it is not one (its first line that is no comment is
    no table header or key, or it does not parse)."""
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    if len(lines) < 2 or not _TOML_LINE.match(lines[0]) or sum(1 for line in lines if _TOML_LINE.match(line)) < 2:
        return None
    import tomllib

    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return None


#: a YAML document's lines: a key and its value, a list's item, a document marker, a comment
_YAML_LINE = re.compile(r"^(?:---|\.\.\.|\s*#.*|\s*-\s.*|\s*-$|\s*[\w\"'.-][\w \"'.-]{0,40}:(?:\s.*)?)$")


def _yaml_value(text: str):
    """A YAML data file (a card's record in a repository: keys, lists, folded text) as a mapping or a
    list; ``None`` when it is not one: its lines at the margin are not all keys, items and markers,
    fewer than three keys, or it does not parse."""
    lines = [line for line in text.splitlines() if line.strip()]
    margin = [line for line in lines if not line[:1].isspace()]
    keys = sum(1 for line in lines if re.match(r"^\s*[\w\"'.-][\w \"'.-]{0,40}:(?:\s|$)", line))
    if keys < 3 or not margin or not all(_YAML_LINE.match(line) for line in margin):
        return None
    top = [m.group(1) for line in margin if (m := re.match(r"^(?!- )([\w\"'.-][\w \"'.-]{0,40}):(?:\s|$)", line))]
    if len(top) != len(set(top)):
        return None  # (a key twice at the margin: a page of labelled lines, "Date: …" over each ruling, no record)
    if not any(line[:1].isspace() or line.startswith(("---", "- ")) for line in lines):
        return None  # (a record nests: a list, an indented mapping, a document marker; flat labels are a page's)
    import yaml

    try:
        value = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    return value if isinstance(value, (dict, list)) else None


def _scalar(value) -> str | None:
    """A value as the text a page would show: dates in ISO form, compact dates ("20110601") too."""
    if isinstance(value, (dt.date, dt.datetime)):
        return value.isoformat()
    if not isinstance(value, str):
        return None
    value = value.strip()
    m = _COMPACT_DATE.match(value)
    if m:
        try:
            return dt.date(int(m[1]), int(m[2]), int(m[3])).isoformat()
        except ValueError:
            return value
    return value


def _fields(obj: dict) -> dict[str, str]:
    """An object's own text fields (key casefolded -> value as shown)."""
    out = {}
    for k, v in obj.items():
        s = _scalar(v)
        if s:
            out[str(k).casefold()] = s
    return out


def _name_of(fields: dict[str, str]) -> str | None:
    for key in _NAME_KEYS:
        value = fields.get(key)
        if value and len(value) <= 150 and not _SENTENCE_END.search(value) and "\n" not in value:
            return value
    return None


def _walk(value, title: list[str], pairs: list[tuple[str, str]], records: list[tuple[str, str]], key: str = "") -> None:
    """The title, the name and text pairs and the dated records of ``value``, depth first (``key``:
    the name ``value`` stands under, which may be its language's code: ``printed: {ru: {name, text}}``)."""
    if isinstance(value, list):
        for v in value:
            _walk(v, title, pairs, records)
        return
    if not isinstance(value, dict):
        return
    fields = _fields(value)
    # (a moment, "created_at: 2026-04-24 08:54:11", is when the record was written: no ruling's day)
    dates = [v for v in fields.values() if whole_date(v) and not _MOMENT.match(v)]
    name = _name_of(fields)
    texts = [v for v in fields.values() if v not in dates and v != name and prose_like(v)]
    language = next((fields[k] for k in _LANG_KEYS if k in fields and _LANG_CODE.match(fields[k])), None)
    if language is None and _LANG_CODE.match(key) and key.casefold() not in _LANG_KEYS:
        language = key
    # a printed text may be one keyword ("Flying", "飛行"): any value longer than the name and code
    printed = [v for v in fields.values() if v not in dates and v not in (name, language)
               and len(v) > 2 and (" " in v.strip() or _CJK.search(v))]
    if len(dates) == 1 and texts:
        records.append((dates[0], max(texts, key=len)))
    elif language and name and printed:
        pairs.append((name, max(printed, key=len)))
    elif name and not title and not dates:
        title.append(name)
    for k, v in value.items():
        if isinstance(v, (dict, list)):
            _walk(v, title, pairs, records, str(k))


#: a moment with its time of day (not a day stored as its midnight)
_MOMENT = re.compile(r"^\d{4}-\d{2}-\d{2}[T ](?!00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?$)\d{1,2}:\d{2}")


def _page_of(value) -> str | None:
    """The page a data value shows: its title, its pairs (a block each), its dated lines."""
    title: list[str] = []
    pairs: list[tuple[str, str]] = []
    records: list[tuple[str, str]] = []
    _walk(value, title, pairs, records)
    if not records and not pairs:
        return None
    blocks = title[:1] + [f"{name}\n\n{text}" for name, text in pairs]
    if records:
        blocks.append("\n".join(f"{date} — {text}" for date, text in records))
    return "\n\n".join(blocks)
