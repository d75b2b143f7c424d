"""Turn the bytes of a Comprehensive Rules file into lines of text, detecting (never assuming)
the encoding and the line ends.

Wizards has published the rules text as cp1252 with CRLF (2017), UTF-8 with LF (2024) and UTF-8
with a BOM and a mix of CR and CRLF (2026); UTF-16 with a BOM turns up when the file passes
through Windows editors. Each of those is detected here, and anything else is rejected with a
one-line ``UnreadableSource``.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

from lorehold.errors import UnreadableSource

_LINE_END = re.compile(r"\r\n|\r|\n")

#: control characters that never occur in a text file (tab, CR, LF and form feed do)
_BINARY = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


@dataclass(frozen=True, slots=True)
class Decoded:
    """A decoded text file: its lines (without line ends), how it was encoded and how lines ended."""

    lines: list[str]
    encoding: str  # "utf-8", "utf-8-sig", "utf-16-le", "utf-16-be" or "cp1252"
    line_ends: tuple[str, ...]  # the kinds present, sorted: a subset of ("CR", "CRLF", "LF")

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def detect_encoding(data: bytes, name: str = "<rules>") -> str:
    """The encoding of ``data``: a BOM decides; else UTF-16 by its NUL pattern; else UTF-8 if it
    decodes strictly; else cp1252 (the Windows encoding of the older official files)."""
    if data.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if data.startswith(codecs.BOM_UTF16_LE):
        return "utf-16-le"
    if data.startswith(codecs.BOM_UTF16_BE):
        return "utf-16-be"
    sample = data[:4096]
    if len(sample) >= 4 and sample.count(0) * 3 >= len(sample):
        # ASCII-heavy UTF-16 without a BOM: every other byte is NUL
        even = sample[0::2].count(0)
        odd = sample[1::2].count(0)
        if odd > even * 4:
            return "utf-16-le"
        if even > odd * 4:
            return "utf-16-be"
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError as exc:
        utf8_error = exc
    if any(b >= 0x80 for b in data[: utf8_error.start]):
        # valid multi-byte UTF-8 before the fault: a damaged or cut UTF-8 file, not cp1252
        what = "cut inside a character" if utf8_error.end >= len(data) else "invalid"
        raise UnreadableSource(f"{name}: UTF-8 {what} at byte offset {utf8_error.start}")
    try:
        data.decode("cp1252")
        return "cp1252"
    except UnicodeDecodeError as exc:
        raise UnreadableSource(
            f"{name}: not UTF-8, UTF-16 or cp1252 text "
            f"(byte 0x{data[utf8_error.start]:02x} at offset {utf8_error.start}; "
            f"cp1252 fails at offset {exc.start})"
        ) from None


def split_lines(text: str) -> tuple[list[str], tuple[str, ...]]:
    """Split on CRLF, CR or LF, any mix of them; return the lines and the kinds of line end seen."""
    kinds = {{"\r\n": "CRLF", "\r": "CR", "\n": "LF"}[m.group()] for m in _LINE_END.finditer(text)}
    return _LINE_END.split(text), tuple(sorted(kinds))


def decode(data: bytes, name: str = "<rules>") -> Decoded:
    """Decode a rules file. Raises ``UnreadableSource`` (one line, naming the file) for bytes
    that are not text in a known encoding."""
    if not data:
        raise UnreadableSource(f"{name}: the file is empty")
    encoding = detect_encoding(data, name)
    codec = encoding
    if encoding.startswith("utf-16") and data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        codec = "utf-16"  # lets Python consume the BOM
    try:
        text = data.decode(codec)
    except UnicodeDecodeError as exc:
        raise UnreadableSource(f"{name}: invalid {encoding} at byte offset {exc.start}") from None
    text = text.lstrip("\ufeff")
    bad = _BINARY.search(text)
    if bad:
        line = len(_LINE_END.split(text[: bad.start()]))
        raise UnreadableSource(
            f"{name}: binary data, not text (control character U+{ord(bad.group()):04X} "
            f"on line {line})"
        )
    lines, kinds = split_lines(text)
    return Decoded(lines=lines, encoding=encoding, line_ends=kinds)
