"""Gatherer writes mana and other symbols as images; their alt text ("Phyrexian Black", "Blue or Red",
"Tap", "Variable Colorless") or, failing that, the image's ``name=`` parameter ("BP", "UR", "tap")
gives the symbol in ``{X}`` notation."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NUMBERS = {
    "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9", "ten": "10",
}
_WORDS = {
    "tap": "T",
    "untap": "Q",
    "snow": "S",
    "colorless": "C",
    "variable colorless": "X",
    "energy": "E",
    "phyrexian": "P",
    "infinite": "∞",
    "infinity": "∞",
    "chaos": "CHAOS",
    "planeswalker": "PW",
    "half a mana": "½",
}
# the image name= parameter: "tap", "untap", "snow", "BP" (Phyrexian black), "UR" (hybrid), "2W"
_NAME_WORDS = {"tap": "T", "untap": "Q", "snow": "S", "q": "Q", "t": "T", "x": "X", "y": "Y", "z": "Z", "c": "C", "e": "E"}


def _part(word: str) -> str | None:
    word = word.strip().lower()
    if word in _COLORS:
        return _COLORS[word]
    if word in _NUMBERS:
        return _NUMBERS[word]
    if word.isdigit():
        return word
    return None


def symbol_from_alt(alt: str) -> str | None:
    """"Phyrexian Black" -> "{B/P}", "Blue or Red" -> "{U/R}", "Two or White" -> "{2/W}",
    "Tap" -> "{T}", "3" -> "{3}"; None when the alt text is not a symbol Gatherer uses."""
    text = " ".join(alt.split()).strip()
    low = text.lower()
    if not low:
        return None
    if low.isdigit() or low in ("x", "y", "z"):
        return "{" + text.upper() + "}"
    if low in _WORDS:
        return "{" + _WORDS[low] + "}"
    if low in _COLORS:
        return "{" + _COLORS[low] + "}"
    phyrexian = low.startswith("phyrexian ")
    if phyrexian:
        low = low[len("phyrexian "):]
    if low.startswith("half a "):
        color = _part(low[len("half a "):])
        return "{H" + color + "}" if color else None
    parts = [_part(p) for p in low.split(" or ")]
    if all(parts):
        return "{" + "/".join([*parts, "P"] if phyrexian else parts) + "}"  # type: ignore[list-item]
    return None


def symbol_from_src(src: str) -> str | None:
    """The symbol named by a Gatherer symbol image's address (``Image.ashx?name=BP&type=symbol``)."""
    query = parse_qs(urlsplit(src).query)
    if (query.get("type") or [""])[0].lower() != "symbol" or "name" not in query:
        return None
    name = query["name"][0].strip()
    low = name.lower()
    if low in _NAME_WORDS:
        return "{" + _NAME_WORDS[low] + "}"
    if low.isdigit():
        return "{" + low + "}"
    upper = name.upper()
    if re.fullmatch(r"[WUBRG]P", upper):
        return "{" + upper[0] + "/P}"
    if re.fullmatch(r"[WUBRG2]{2}", upper):
        return "{" + upper[0] + "/" + upper[1] + "}"
    if re.fullmatch(r"[WUBRGCXS]", upper):
        return "{" + upper + "}"
    return None


def symbol_of_image(alt: str | None, src: str | None) -> str | None:
    return symbol_from_alt(alt or "") or symbol_from_src(src or "")
