"""Decoding fetched text: the charset from the HTTP header or the document, checked against the bytes.

Servers get this wrong often enough (a UTF-8 page labelled ISO-8859-1, a Windows-1252 page
labelled UTF-8, Japanese sites in Shift_JIS with no label at all) that a label is a hint to be
checked, not a fact: a byte-order mark decides; a label is used only when the bytes decode under
it; bytes that are valid UTF-8 with non-ASCII in them are UTF-8 whatever a legacy label says (a
Windows-1252 or Shift_JIS text is practically never valid UTF-8 by accident). Without a usable
label: ISO-2022-JP by its escapes, UTF-16 by its zero bytes, UTF-8; else, when the text has
enough non-ASCII bytes to tell, the code page charset_normalizer reads the bytes best in, among
those the web's older sites were written in (Windows-1252 where it reads them as well as any,
as a French or Portuguese text does in Central European Windows-1250 too); else Windows-1252.

Pure code, no network: the fetcher (``lorehold.net``) and the page parser
(``lorehold.ingest.pages``) both read bytes with it.

Parsers receive bytes, so a text that is not UTF-8 is handed on re-encoded as UTF-8 with a BOM
and its in-document declaration rewritten (``to_utf8``): every parser then reads it the same way.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF32_LE, "utf-32"),  # before UTF-16 LE: it starts with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)

#: labels browsers treat as another, wider encoding (WHATWG Encoding Standard)
_WIDER = {
    "latin-1": "cp1252", "iso8859-1": "cp1252", "ascii": "cp1252", "cp819": "cp1252",
    "shift_jis": "cp932", "ms932": "cp932",
    "gb2312": "gb18030", "gbk": "gb18030",
    "euc_kr": "cp949", "ks_c_5601-1987": "cp949",
    "iso8859-9": "cp1254", "tis-620": "cp874", "iso8859-11": "cp874",
}

#: labels seen on the web that Python's codec registry does not know
_LABELS = {"x-sjis": "cp932", "windows-31j": "cp932", "csshiftjis": "cp932", "x-euc-jp": "euc_jp", "unicode": "utf-16"}

_META = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:\-]+)""", re.I)
_XML_DECL = re.compile(rb"""^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9_.:\-]+)["']""", re.I)
_CHARSET_PARAM = re.compile(r"""charset\s*=\s*["']?([^"';\s]+)""", re.I)


def _c1_passthrough(error: UnicodeDecodeError) -> tuple[str, int]:
    # the five bytes Windows-1252 leaves undefined decode to the C1 controls, as browsers do
    return error.object[error.start : error.end].decode("latin-1"), error.end


codecs.register_error("lorehold-c1", _c1_passthrough)


@dataclass(frozen=True)
class Decoded:
    text: str
    encoding: str  # the Python codec name actually used
    how: str  # bom, header, document, mislabelled, detected, fallback


def header_charset(content_type: str | None) -> str | None:
    """The ``charset`` parameter of a Content-Type header, if any."""
    if not content_type:
        return None
    match = _CHARSET_PARAM.search(content_type)
    return match.group(1) if match else None


def document_charset(body: bytes) -> str | None:
    """The encoding a document declares in its first bytes (XML declaration or HTML meta)."""
    head = body[:4096]
    match = _XML_DECL.search(head) or _META.search(head)
    return match.group(1).decode("ascii") if match else None


def codec_name(label: str | None) -> str | None:
    """The Python codec for a charset label (widened as browsers do), or None when unknown."""
    if not label:
        return None
    label = label.strip().lower()
    label = _LABELS.get(label, label)
    try:
        name = codecs.lookup(label).name
    except LookupError:
        return None
    name = _WIDER.get(name, name)
    return {"utf-8-sig": "utf-8"}.get(name, name)


def _strict(body: bytes, codec: str) -> str | None:
    try:
        return body.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return None


def _utf16_by_zeros(body: bytes) -> str | None:
    """UTF-16 without a BOM: most of the odd (LE) or even (BE) bytes of mostly-ASCII text are zero."""
    sample = body[:4096]
    if len(sample) < 4 or len(body) % 2:
        return None
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    half = len(sample) // 2
    if odd > 0.4 * half and even < 0.05 * half:
        return "utf-16-le"
    if even > 0.4 * half and odd < 0.05 * half:
        return "utf-16-be"
    return None


#: the code pages of the web's older sites, in the languages cards are printed in and their
#: neighbours': Western and Central European, Cyrillic (Windows, KOI8-R, DOS), Japanese, Chinese
#: (GB18030 reads GB2312 and GBK; Big5 with HKSCS or Microsoft's extensions), Korean
_CANDIDATES = ("cp1252", "cp1250", "iso8859_2", "cp1251", "koi8_r", "cp866", "cp932", "euc_jp", "gb18030",
               "big5hkscs", "cp950", "cp949")
#: fewer non-ASCII bytes than this tell no code page from another (a German page's three umlauts)
_ENOUGH_TO_TELL = 16
#: an ISO-2022 escape: the 7-bit Japanese of old mail and Usenet (JIS X 0208, JIS X 0201 Roman)
_ISO_2022_JP = re.compile(rb"\x1b(?:\$[@B]|\(J)")


def _detected(body: bytes) -> Decoded | None:
    """The text in the code page that reads it best, when it has enough non-ASCII to tell."""
    if len(body.translate(None, _ASCII)) < _ENOUGH_TO_TELL:  # (its non-ASCII bytes)
        return None
    from charset_normalizer import from_bytes

    # (a chunk's chaos may pass the default 0.2 where the whole reads cleanly: a Japanese menu's
    # short words between bars; the best match is still the one with the least chaos overall)
    matches = from_bytes(body, cp_isolation=list(_CANDIDATES), threshold=0.5)
    best = next((m for m in matches if not _glued(str(m))), None)  # (matches come least chaotic first)
    if best is None:
        return None
    for match in matches:  # (a match names every code page that reads the bytes as it does)
        if "cp1252" in match.could_be_from_charset and match.chaos <= best.chaos:
            # as clean in the Western web's code page (whose reading holds no CJK to glue)
            return Decoded(str(match), "cp1252", "detected")
    return Decoded(str(best), best.encoding, "detected")


_ASCII = bytes(range(0x80))
#: Chinese, Japanese and Korean characters: CJK radicals to unified ideographs, Hangul syllables,
#: compatibility ideographs
_CJK_CLASS = "[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff]"
_CJK = re.compile(_CJK_CLASS)
_CJK_IN_WORD = re.compile(f"(?<=[A-Za-z]){_CJK_CLASS}|{_CJK_CLASS}(?=[A-Za-z])")


def _glued(text: str) -> bool:
    """A reading that glues Chinese, Japanese or Korean characters to Latin letters, half of them or
    more ("you뭨e casting", "it뭩 countered": a Windows-1252 apostrophe and the letter after it read as
    one Hangul syllable) is no reading of the bytes: no writer sets them so."""
    inside = len(_CJK_IN_WORD.findall(text))
    return inside > 0 and 2 * inside >= len(_CJK.findall(text))


def decode(body: bytes, content_type: str | None = None) -> Decoded:
    """The text of a fetched body (see the module docstring for the order of evidence)."""
    for bom, codec in _BOMS:
        if body.startswith(bom):
            return Decoded(body.decode(codec, errors="replace"), codec, "bom")
    non_ascii = any(b > 0x7F for b in body)
    for how, label in (("header", header_charset(content_type)), ("document", document_charset(body))):
        codec = codec_name(label)
        if codec is None:
            continue
        if codec.startswith(("utf-16", "utf-32")):
            text = _strict(body, codec if codec[-2:] in ("le", "be") else codec + "-le")
            if text is not None:
                return Decoded(text, codec, how)
            continue
        if codec != "utf-8" and non_ascii and _strict(body, "utf-8") is not None:
            return Decoded(body.decode("utf-8"), "utf-8", "mislabelled")
        text = _strict(body, codec)
        if text is not None:
            return Decoded(text, codec, how)
    # before UTF-8: ISO-2022-JP is 7-bit, and ASCII text in UTF-16 is valid UTF-8 too
    if _ISO_2022_JP.search(body[:65536]) and (text := _strict(body, "iso2022_jp")) is not None:
        return Decoded(text, "iso2022_jp", "detected")
    codec = _utf16_by_zeros(body)
    if codec and (text := _strict(body, codec)) is not None:
        return Decoded(text, codec, "detected")
    text = _strict(body, "utf-8")
    if text is not None:
        return Decoded(text, "utf-8", "detected")
    return _detected(body) or Decoded(body.decode("cp1252", errors="lorehold-c1"), "cp1252", "fallback")


_DECLARATION_SWAPS = (
    re.compile(r"""(^\s*<\?xml[^>]*?encoding\s*=\s*["'])([A-Za-z0-9_.:\-]+)""", re.I),
    re.compile(r"""(<meta[^>]+charset\s*=\s*["']?\s*)([A-Za-z0-9_.:\-]+)""", re.I),
)


def to_utf8(body: bytes, content_type: str | None = None, *, json: bool = False) -> tuple[bytes, Decoded]:
    """The body as UTF-8 bytes for a parser, and how it was decoded.

    A UTF-8 body is returned as it is. Any other is re-encoded: JSON without a BOM (JSON is UTF-8
    by definition), text with a UTF-8 BOM and its own charset declaration set to utf-8, so that no
    parser trusts a stale declaration over the bytes."""
    decoded = decode(body, content_type)
    if decoded.encoding in ("utf-8", "utf-8-sig"):
        return body, decoded
    if json:
        return decoded.text.encode("utf-8"), decoded
    text = decoded.text
    head, rest = text[:4096], text[4096:]
    for pattern in _DECLARATION_SWAPS:
        head = pattern.sub(lambda m: m.group(1) + "utf-8", head, count=1)
    return codecs.BOM_UTF8 + (head + rest).encode("utf-8"), decoded
