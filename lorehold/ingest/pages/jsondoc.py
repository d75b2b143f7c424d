"""A JSON document saved as a card's page that no card format reads: a chat's export (Telegram
Desktop's ``result.json``, Facebook Messenger's ``message_1.json``), a browser's HAR capture, an
API's answer. Written out as the text a page shows, so the page reader reads it as any other page:

- an HTML document held in a string (a HAR's response body, base64 or not) is the page: the
  largest one is returned whole;
- otherwise each object's prose is a block, in the document's order: its strings that hold words,
  and a list of text fragments joined (Telegram's rich text: ``["Bold name", "\\nthe rest"]`` or
  ``{"type": "bold", "text": …}`` pieces); a string already written is not written again (the
  ``text_entities`` repeating a message's ``text``);
- an object that pairs one date (a day, not a moment: "2018-01-19", not a message's
  "2017-07-21T19:17:39") with a sentence is a dated ruling, "DATE — text" (as ``pasted.py``);
- ids, codes, enumerations ("public_supergroup", "join_group_by_link", "GET"), addresses, numbers,
  moments and a tool's own fields (a leading underscore: a HAR's ``"_priority": "High"``; not an object under
  one, a search hit's ``"_source"``) are no text of the page; a day stored as its midnight
  ("2019-10-04T00:00:00Z") is that day; a string that is itself JSON (a HAR's response body) is read as its value;
- text that was UTF-8 read as Latin-1 (Messenger writes "cafÃ©" as ``"caf\\u00c3\\u00a9"``) is
  mended first (``ftfy``).

Told by the values, not by field names (but for a translation file's key that names its string's day). A document that holds no prose comes back ``None``.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from lorehold.ingest.pages.dates import find_dates
from lorehold.ingest.pages.catalogs import key_day
from lorehold.ingest.pages.evidence import prose_like
from lorehold.ingest.pages.logfmt import logfmt_record
from lorehold.ingest.pages.pandocast import is_pandoc_ast, pandoc_text
from lorehold.ingest.pages.pasted import whole_date

#: an HTML document's start
_HTML_START = re.compile(r"^\s*(?:<!DOCTYPE\s+html|<html[\s>])", re.IGNORECASE)
#: a value that is a token, not text: an enumeration, an id, a code ("join_group_by_link", "user837910046")
_TOKEN = re.compile(r"^[\w.:/@#+,;=*-]*$", re.ASCII)
#: an address or a path ("messages/inbox/photos/1234_n.jpg", "https://…")
_ADDRESS = re.compile(r"^(?:\w+://|/|\w[\w.-]*/)\S*$")
#: a moment a message was stamped with ("2017-07-21T19:17:39", "2017-07-21 19:17:39")
_MOMENT = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}")


def _json_value(text: str) -> dict | list | None:
    """``text`` read as a JSON object or array; ``None`` when it is none."""
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, (dict, list)) else None


def json_page_text(text: str) -> str | None:
    """The page text of a JSON document; ``None`` when ``text`` is no JSON or holds no prose."""
    value = _json_value(text)
    if value is None:
        return None
    if is_pandoc_ast(value):
        return pandoc_text(value) or None
    pages = sorted(_html_documents(value), key=_visible, reverse=True)
    if pages and _visible(pages[0]) >= _PAGE_TEXT:
        return pages[0]  # (not an app's empty shell, "<div id="app"></div>", whose data came as JSON)
    blocks: list[str] = []
    _blocks(value, blocks, set())
    return "\n\n".join(blocks) or None


#: the visible text an HTML document must hold to be the page (an app's shell holds its title only)
_PAGE_TEXT = 200


def _visible(html: str) -> int:
    """How many characters of text an HTML document shows (scripts, styles and tags aside)."""
    body = re.sub(r"(?is)<(script|style|head)\b.*?</\1\s*>|<[^>]*>", " ", html)
    return len(" ".join(body.split()))


def _decoded(obj: dict, v: str) -> str:
    """A string of ``obj`` as its object says it is encoded (a HAR's ``"encoding": "base64"`` body)."""
    if str(obj.get("encoding", "")).lower() != "base64":
        return v
    try:
        return base64.b64decode(v, validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return v


def _embedded(s: str):
    """A string that is itself a JSON object or array (a HAR's response body): its value, else ``None``."""
    if s[:1] not in ("{", "[") or s[-1:] not in ("}", "]"):
        return None
    try:
        value = json.loads(s)
    except ValueError:
        return None
    return value if isinstance(value, (dict, list)) else None


def _html_documents(value) -> list[str]:
    """The HTML documents the JSON holds in its strings (decoded from base64 where its object says so)."""
    found: list[str] = []
    if isinstance(value, dict):
        for v in value.values():
            if isinstance(v, str) and len(v) > 64:
                body = _decoded(value, v)
                if _HTML_START.match(body):
                    found.append(body)
                elif (inner := _embedded(body.strip())) is not None:
                    found += _html_documents(inner)
            else:
                found += _html_documents(v)
    elif isinstance(value, list):
        for v in value:
            found += _html_documents(v)
    return found


def _mended(s: str) -> str:
    """``s`` with UTF-8 read as Latin-1 mended ("Ã©" -> "é", "ðŸ˜Š" -> "😊")."""
    if not any("\u0080" <= ch <= "\u00ff" for ch in s):
        return s
    import ftfy

    return ftfy.fix_encoding(s)


def _fragments(items: list) -> str | None:
    """A list of text pieces (strings, or objects with a "text" string) as one text; ``None`` when
    the list is not one (other values in it, or no piece with words)."""
    pieces: list[str] = []
    for item in items:
        if isinstance(item, str):
            pieces.append(item)
        elif (isinstance(item, dict) and isinstance(item.get("text"), str) and isinstance(item.get("type"), str)
              and len(item) <= 4 and all(isinstance(v, str) for v in item.values())):
            # (a styled piece: {"type": "bold", "text": …}; not a message, which has ids)
            pieces.append(item["text"])
        else:
            return None
    joined = "".join(pieces).strip()
    return joined if items and any(ch.isalpha() for ch in joined) else None


def _wordy(s: str) -> bool:
    """A string that is text: letters in it, not a token, an address, a number or a moment."""
    s = s.strip()
    if not s or not any(ch.isalpha() for ch in s) or _MOMENT.match(s) or _ADDRESS.match(s):
        return False
    return not (_TOKEN.match(s) and (any(ch in s for ch in "_:/@#,;=") or any(ch.isdigit() for ch in s)
                                     or s.islower() or s.isupper() or bool(re.search(r"[a-z][A-Z]", s))))


#: a day stored as its midnight ("2019-10-04T00:00:00Z", "2019-10-04T00:00:00.000+00:00"): a document store's date
_MIDNIGHT = re.compile(r"^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?$")


def _midnight_day(s: str) -> str:
    """A day stored as its midnight, as the day ("2019-10-04T00:00:00Z" -> "2019-10-04"); any other string as it is."""
    m = _MIDNIGHT.match(s.strip())
    return m.group(1) if m else s


def _extended(v):
    """MongoDB's Extended JSON date as its ISO string (``{"$date": "2021-09-24T00:00:00Z"}``, ``{"$date":
    {"$numberLong": "1632441600000"}}``); any other value as it is."""
    if not (isinstance(v, dict) and len(v) == 1 and "$date" in v):
        return v
    d = v["$date"]
    if isinstance(d, dict) and len(d) == 1 and "$numberLong" in d:
        d = d["$numberLong"]
    if isinstance(d, (int, str)) and str(d).lstrip("-").isdigit():
        import datetime as dt

        return dt.datetime.fromtimestamp(int(d) / 1000, tz=dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return d if isinstance(d, str) else v


def _rows_as_records(value: dict) -> dict:
    """A table given as its column names and its rows of values (Datasette's and many SQL APIs' ``"columns"`` with
    ``"rows"``, pandas' ``orient="split"`` with ``"data"``) with each row as the object it stands for; any other
    object as it is."""
    columns = value.get("columns")
    if not (isinstance(columns, list) and columns and all(isinstance(c, str) for c in columns)):
        return value
    key = next((k for k in ("rows", "data", "values") if isinstance(value.get(k), list) and value[k]
                and all(isinstance(row, list) and len(row) == len(columns) for row in value[k])), None)
    if key is None:
        return value
    return {**value, key: [dict(zip(columns, row)) for row in value[key]], "columns": None}


def _blocks(value, out: list[str], seen: set[str]) -> None:
    """``value``'s prose, depth first, one block per object (see the module docstring)."""
    if isinstance(value, list):
        for v in value:
            _blocks(v, out, seen)
        return
    if not isinstance(value, dict):
        return
    value = _rows_as_records(value)
    # (a field named with a leading underscore is a tool's own: a HAR's "_priority": "High")
    # (but a container under such a name holds the document: a search engine's hit's "_source")
    value = {k: _midnight_day(_decoded(value, v)) if isinstance(v, str) else v for k, v in
             ((k, _extended(v)) for k, v in value.items()) if not str(k).startswith("_") or isinstance(v, (dict, list))}
    embedded = {k: e for k, v in value.items() if isinstance(v, str) and (e := _embedded(v.strip())) is not None}
    inner = list(embedded.values())  # (each body parsed once: a HAR's may be megabytes)
    value = {k: v for k, v in value.items() if k not in embedded and not (isinstance(v, str) and _HTML_START.match(v))}
    strings = [_mended(v).strip() for v in value.values() if isinstance(v, str)]
    dates = [v for v in strings if whole_date(v) and not _MOMENT.match(v)]
    # (a translation file's string whose key names its day, "ruling_neo_154_2022_02_18_1": a dated ruling)
    keyed = {k: f"{day} — {v.strip()}" for k, v in value.items()
             if isinstance(v, str) and prose_like(v) and (day := key_day(str(k)))}
    texts = []
    for k, v in value.items():
        if k in keyed:
            texts.append(keyed[k])
        elif isinstance(v, str):
            texts.append(_mended(v).strip())
        elif isinstance(v, list) and (joined := _fragments(v)) is not None:
            texts.append(_mended(joined))
    texts = [t for t in dict.fromkeys(texts) if t not in dates and (_wordy(t) or t in keyed.values()) and t not in seen]
    lines: list[str] = []
    if len(_days(dates)) == 1 and any(prose_like(t) for t in texts):
        sentence = max((t for t in texts if prose_like(t)), key=len)
        lines.append(f"{dates[0]} — {sentence}")
        texts = [t for t in texts if t != sentence]
    lines += texts
    seen.update(lines)
    seen.update(texts)
    if lines:
        out.append("\n".join(lines))
    for v in [*value.values(), *inner]:
        if isinstance(v, (dict, list)) and not (isinstance(v, list) and _fragments(v) is not None):
            _blocks(v, out, seen)


def _days(dates: list[str]) -> set:
    """The days ``dates`` name: one for a field and its display form ("2019-10-04", "4 octobre 2019")."""
    return {found[0].date for d in dates if (found := find_dates(d))}


#: a JSON value's first line in a text page (a console's "JSON Output", an API's response pasted into a
#: post): "{" or "[" alone; the value runs to the line that closes it at the same indentation
_JSON_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<open>[{\[])\s*$")


def embedded_json_text(text: str) -> str:
    """A text page with each JSON value set out in it (a "{" line to the "}" line that closes it, an object on one
    line) read as a JSON document's text is (its strings unescaped, its markup read), a logfmt line as the record
    it is (``logfmt.py``); the rest as it is."""
    if "{" not in text and "[" not in text and '="' not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        whole = lines[i].strip()
        if whole[:1] == "{" and whole[-1:] == "}" and len(whole) > 40 and (read := _value_text(whole)):
            out += ["", read, ""]  # (a JSON object on one line: an export's, a log's NDJSON)
            i += 1
            continue
        if "=" in whole and (record := logfmt_record(whole)) is not None:
            out += ["", value_text(record), ""]  # (a log's logfmt line: its record)
            i += 1
            continue
        m = _JSON_OPEN.match(lines[i])
        close = "}" if m and m["open"] == "{" else "]"
        end = next((j for j in range(i + 1, min(len(lines), i + 5000))
                    if m and lines[j].rstrip() in (m["indent"] + close, m["indent"] + close + ",")), None)
        read = _value_text("\n".join(lines[i: end + 1]).rstrip().rstrip(",")) if end is not None else None
        if read is None:
            out.append(lines[i])
            i += 1
            continue
        out += ["", read, ""]
        i = end + 1
    return "\n".join(out)


#: markup inside a JSON string (SSML's "<speak>…<p>…</p>", HTML's): paragraph and line breaks, then any tag
_BREAKS = re.compile(r"(?i)</?p\b[^>]*>|<br\s*/?>|</?s>")
_TAG = re.compile(r"<[^<>]{1,300}>")


def _plain(value):
    """``value`` with the markup in its strings read as text (a paragraph a line)."""
    import html

    if isinstance(value, str):
        if "<" not in value:
            return value
        return "\n".join(" ".join(html.unescape(_TAG.sub("", part)).split()) for part in _BREAKS.split(value)).strip()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _value_text(text: str) -> str | None:
    """A JSON value set out in a text page (or a JavaScript object literal a shell printed), as text: its prose, one
    block per object; ``None`` when it is neither."""
    value = _json_value(text)
    if value is None:
        value = _js_value(text)
    if is_pandoc_ast(value):
        return pandoc_text(value)
    return None if value is None else value_text(value)


#: a key as JavaScript writes it, bare ("  name: 'Slaying Fire',"): an object literal, not JSON
_BARE_KEY = re.compile(r"^\s*[A-Za-z_$][\w$]*:\s", re.MULTILINE)
#: the constructors a shell prints a document's values with (mongosh's ``ISODate('…')``, ``ObjectId('…')``,
#: ``Long('…')``, ``Timestamp({ t: …, i: … })``): the value they hold
_JS_CALL = re.compile(r"\b(?:new\s+)?(?:ISODate|ObjectId|NumberLong|NumberInt|NumberDecimal|Long|Int32|Double|Decimal128|"
                      r"UUID|Date|Timestamp)\(\s*('[^'\n]*'|\"[^\"\n]*\"|-?\d+(?:\.\d+)?|\{[^{}\n]*\})\s*\)")
_JS_LIMIT = 500_000


def _js_value(text: str) -> dict | list | None:
    """A JavaScript object literal as a shell prints a document (mongosh, Node's ``util.inspect``: bare keys, single
    quotes, trailing commas, constructors around values) read as the JSON value it stands for; ``None`` when it is
    none."""
    if len(text) > _JS_LIMIT or not _BARE_KEY.search(text):
        return None
    import json5

    try:
        value = json5.loads(_JS_CALL.sub(r"\1", text))
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, (dict, list)) else None


def value_text(value) -> str:
    """A JSON (or Python) value as text: its prose, one block per object (the module docstring)."""
    blocks: list[str] = []
    _blocks(_plain(value), blocks, set())
    return "\n\n".join(blocks)
