"""A translation catalogue: a gettext file (``.po``, read with ``polib``), an XLIFF file (1.2 or 2.0) or an Android
app's string resources (``strings.xml``), read with ``lxml``: the strings a community translates a card's name, text and rulings in, as a page the reader reads:

- the header entry (``msgid ""``: "POT-Creation-Date", "PO-Revision-Date", "Last-Translator"), an XLIFF file's
  header, its notes and its ``date`` are the file's, no text of the card's: their dates are when the catalogue
  was made and revised, no ruling's;
- the entries before the first dated one are the card's own strings (its name, its text): their source texts
  (``msgid``) first, a block each, then the translations given (``msgstr``), as a card page sets out its
  English name and text, then another language's;
- a dated entry is a ruling: the comment or the note that dates it ("#. Official ruling, 5/29/2014",
  ``<note>Regelhinweis · 24.9.2021</note>``, the XML comment over an Android string), else the day its context or its name gives
  ("ruling|CNS|57|2014-05-29|1", ``resname="ruling.2021-09-24.1"``), over its source text, and its translation,
  where given (not the source copied into the target, as a tool fills an untranslated one), under the same date;
- references ("#: rulings/cns.json:1060"), flags ("#, fuzzy"), obsolete entries ("#~") and a comment that
  gives no date ("#. Oracle text") are the file's bookkeeping.
"""

from __future__ import annotations

import re

from lorehold.ingest.pages.dates import find_dates

#: a line of an entry's keywords: its source, its translation (a plural's too) or its context
_KEYWORD = re.compile(r'^(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"', re.MULTILINE)
_ISO_DAY = re.compile(r"(?<!\d)(\d{4}-\d{2}-\d{2})(?!\d)")


def is_po(text: str) -> bool:
    """A gettext catalogue: every line a comment, a keyword's, a string's continuation or blank, with
    a ``msgid`` and a ``msgstr`` among them."""
    head = text.lstrip("\ufeff")[:20000]
    lines = [line.strip() for line in head.split("\n") if line.strip()]
    if not lines or not re.search(r'^msgid\s+"', head, re.MULTILINE) or not re.search(r'^msgstr(?:\[\d+\])?\s+"', head, re.MULTILINE):
        return False
    return all(line.startswith(("#", '"')) or _KEYWORD.match(line) for line in lines)


def po_text(text: str) -> str | None:
    """The catalogue set out as a page (see the module's doc); None where polib cannot read it."""
    import polib

    try:
        catalogue = polib.pofile(text.lstrip("\ufeff"))
    except (OSError, ValueError, UnicodeError):
        return None
    return _page([(e.msgid, _translation(e), _dating(e.comment, e.tcomment, key=e.msgctxt))
                  for e in catalogue if not e.obsolete and e.msgid])


def _page(units: list[tuple[str, str, str | None]]) -> str | None:
    """Units (a source text, its translation or "", the line that dates it or None) set out as a page: the
    card's own strings' sources, then their translations, then each ruling under its date."""
    own: list[tuple[str, str]] = []
    rulings: list[str] = []
    for source, translation, date in units:
        if date is None and not rulings:
            own.append((source, translation))
            continue
        head = [date] if date else []
        rulings.append("\n".join(head + [source]))
        if translation and translation.strip() != source.strip():
            rulings.append("\n".join(head + [translation]))
    blocks = [s for s, _ in own] + [t for s, t in own if t and t.strip() != s.strip()] + rulings
    return "\n\n".join(blocks) if blocks else None


def _dating(*comments: str | None, key: str | None = None) -> str | None:
    """The line that dates a unit: its comment or note that gives a date, else the day its key gives."""
    for comment in comments:
        for line in (comment or "").split("\n"):
            if line.strip() and find_dates(line):
                return line.strip()
    return key_day(key) if key else None


def key_day(key: str) -> str | None:
    """The day a string's key or context names, as ISO ("ruling|CNS|57|2014-05-29|1", "ruling.2021-09-24.1",
    "ruling_neo_154_2022_02_18_1" -> "2022-02-18"), or None."""
    day = _ISO_DAY.search(key.replace(".", "-").replace("_", "-"))
    return day.group(1) if day and find_dates(day.group(1)) else None


def _translation(entry) -> str:
    """An entry's translation (a plural's first form), or "" where the catalogue gives none."""
    if entry.msgstr:
        return entry.msgstr
    return next((s for _, s in sorted((entry.msgstr_plural or {}).items()) if s), "")


def xml_root(text: str, recover: bool = False):
    """An XML file's root element (its byte order mark aside, no entity resolved), or None where it does not parse."""
    from lxml import etree

    try:
        return etree.fromstring(text.lstrip("\ufeff").encode("utf-8"), parser=etree.XMLParser(recover=recover, resolve_entities=False))
    except etree.XMLSyntaxError:
        return None


_XLIFF_ROOT = re.compile(r"^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*)*<xliff[\s>]", re.DOTALL)


def is_xliff(text: str) -> bool:
    return bool(_XLIFF_ROOT.match(text.lstrip("\ufeff")[:4000]))


def xliff_text(text: str) -> str | None:
    """An XLIFF file's units set out as a page (see the module's doc); None where it is no well-formed XML."""
    root = xml_root(text)
    if root is None:
        return None
    units = []
    for unit in root.iter("{*}trans-unit", "{*}unit"):
        sources = [_shown(e) for e in unit.iter("{*}source")]
        targets = [_shown(e) for e in unit.iter("{*}target")]
        notes = [_shown(e) for e in unit.iter("{*}note")]
        source = "\n".join(s for s in sources if s)
        if source:
            units.append((source, "\n".join(t for t in targets if t), _dating(*notes, key=unit.get("resname") or unit.get("name") or unit.get("id"))))
    return _page(units)


def _shown(element) -> str:
    """An element's text, its inline markup's text with it (``<g>``, ``<pc>``, ``<ph equiv="…">``)."""
    return "".join(element.itertext()).strip()


_RESOURCES_ROOT = re.compile(r"^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*)*<resources[\s>]", re.DOTALL)


def is_android_strings(text: str) -> bool:
    return bool(_RESOURCES_ROOT.match(text.lstrip("\ufeff")[:4000])) and "<string" in text


def android_strings_text(text: str) -> str | None:
    """An Android app's string resources set out as a page: each string (and each item of a string array or a
    plural) unescaped as Android reads it, dated by the comments over it since the string before, or its name."""
    from lxml import etree

    root = xml_root(text)
    if root is None:
        return None
    units = []
    comments: list[str] = []
    for element in root.iter():
        if isinstance(element, etree._Comment):
            comments.append((element.text or "").strip())
        elif element.tag in ("string", "item") and (shown := _android_unescaped("".join(element.itertext()))):
            name = element.get("name") or (element.getparent().get("name") if element.getparent() is not None else None)
            units.append((shown, "", _dating(*comments, key=name)))
            comments = []
    return _page(units)


_ANDROID_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")


def _android_unescaped(value: str) -> str:
    """A resource string as the app shows it: quotes around the whole kept its spaces ("\"…\""), and
    ``\\n``, ``\\t``, ``\\'``, ``\\"``, ``\\@``, ``\\uXXXX`` are escapes."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    else:
        value = " ".join(value.split())

    def one(m: re.Match) -> str:
        code = m.group(1)
        if code[0] == "u" and len(code) == 5:
            return chr(int(code[1:], 16))
        return {"n": "\n", "t": "\t"}.get(code, code)

    return _ANDROID_ESCAPE.sub(one, value).strip()


def is_catalogue(text: str) -> bool:
    """A gettext, an XLIFF or an Android strings file: its units are blocks as this module sets them out."""
    return is_po(text) or is_xliff(text) or is_android_strings(text)
