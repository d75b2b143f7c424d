"""A protocol buffer message in its text format (``protoc --decode``, a ``.textproto`` or ``.txtpb`` file), read
as the JSON document it would be: fields as keys (a repeated one a list), nested messages as objects, strings
with their C escapes undone (octal bytes as UTF-8: "Indestrut\\303\\255vel"), a ``google.type.Date``
(``year``, ``month``, ``day``) as its ISO day; then read by its prose as any JSON document is (``jsondoc.py``).
The comments ("# decoded 2026-01-16T20:51:48Z") are the tool's."""

from __future__ import annotations

import codecs
import json
import re

_TOKEN = re.compile(r'\s*(?:#[^\n]*\n?\s*)*(?:(?P<str>"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\')|(?P<punct>[{}:<>\[\],;])|(?P<word>[^\s{}:<>\[\],;"\']+))')
_FIELD_OPEN = re.compile(r"^\s*[A-Za-z_][\w.]*\s*(?::\s*)?\{\s*$", re.MULTILINE)
_FIELD_VALUE = re.compile(r"^\s*[A-Za-z_][\w]*:\s*(?:\"|-?\d|[A-Z_]{2,}\b)", re.MULTILINE)


def is_textproto(text: str) -> bool:
    """A message in protobuf's text format: its header comments say so, or fields open messages ("rulings {")
    and hold values ("text: \\"…\\""), and no line is prose."""
    head = text[:20000]
    if re.search(r"^#\s*proto-(?:file|message):", head, re.MULTILINE):
        return True
    lines = [line.strip() for line in head.split("\n") if line.strip() and not line.lstrip().startswith("#")]
    return (len(_FIELD_OPEN.findall(head)) >= 2 and len(_FIELD_VALUE.findall(head)) >= 2
            and all(line == "}" or _FIELD_OPEN.match(line) or _FIELD_VALUE.match(line) or re.match(r"^[\w.]+:\s*\S", line)
                    for line in lines))


def textproto_text(text: str) -> str | None:
    """The message as its JSON's prose (``jsondoc``); None where it does not parse."""
    tokens = [m for m in _TOKEN.finditer(text) if m.group().strip()]
    try:
        value, _ = _message(tokens, 0, closing=None)
    except (IndexError, ValueError, UnicodeDecodeError):
        return None
    from lorehold.ingest.pages.jsondoc import json_page_text

    return json_page_text(json.dumps(value, ensure_ascii=False))


def _message(tokens: list, i: int, closing: str | None) -> tuple[dict, int]:
    out: dict = {}
    while i < len(tokens):
        tok = tokens[i]
        if tok.group("punct") in ("}", ">") and closing:
            return _day(out), i + 1
        name = tok.group("word")
        if name is None:
            raise ValueError("a field's name expected")
        i += 1
        if tokens[i].group("punct") == ":":
            i += 1
        if tokens[i].group("punct") in ("{", "<"):
            value, i = _message(tokens, i + 1, closing=tokens[i].group("punct"))
        else:
            value, i = _scalar(tokens, i)
        if name in out:
            out[name] = (out[name] if isinstance(out[name], list) else [out[name]]) + [value]
        else:
            out[name] = value
        if i < len(tokens) and tokens[i].group("punct") in (",", ";"):
            i += 1
    if closing:
        raise ValueError("a message not closed")
    return _day(out), i


def _scalar(tokens: list, i: int):
    if tokens[i].group("str") is None:
        return tokens[i].group("word"), i + 1
    parts = []
    while i < len(tokens) and tokens[i].group("str") is not None:  # (adjacent strings are one)
        raw = tokens[i].group("str")[1:-1]
        parts.append(codecs.escape_decode(raw.encode("utf-8"))[0].decode("utf-8"))
        i += 1
    return "".join(parts), i


def _day(message: dict):
    """A ``google.type.Date`` message as its ISO day; any other message as it is."""
    if set(message) == {"year", "month", "day"} and all(str(v).isdigit() for v in message.values()):
        return f"{int(message['year']):04d}-{int(message['month']):02d}-{int(message['day']):02d}"
    return message
