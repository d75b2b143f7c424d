"""Text folding shared by lookups, the loader and search: name keys and ruling keys."""

from __future__ import annotations

import hashlib
import re
import unicodedata

_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)
_SPACES = re.compile(r"\s+")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "‛": "'", "`": "'", "´": "'", "“": '"', "”": '"', "„": '"', "«": '"', "»": '"'})
_HAS_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def fold(text: str) -> str:
    """NFKC, case folded, accents removed: "Avant-garde de l'Empereur" -> "avant-garde de l'empereur"."""
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return unicodedata.normalize("NFC", text)


def _t2s(text: str) -> str:
    from opencc import OpenCC

    global _CONVERTER
    try:
        converter = _CONVERTER
    except NameError:
        converter = _CONVERTER = OpenCC("t2s")
    return converter.convert(text)


def name_key(name: str) -> str:
    """The key names are looked up by: folded, without spaces or punctuation, Traditional Chinese
    characters folded to Simplified. "Emperors Vanguard", "emperor's vanguard" and
    "EMPEROR'S-VANGUARD" share one key; so do 皇帝的先鋒 and 皇帝的先锋."""
    key = _NON_WORD.sub("", fold(name))
    if _HAS_HAN.search(key):
        key = _t2s(key)
    return key


def normalize_ruling(text: str, names: list[str] | tuple[str, ...] = ()) -> str:
    """A ruling's words with quotes, spaces and the card's own names normalized."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    text = _SPACES.sub(" ", text).strip()
    for name in sorted((n for n in names if n), key=len, reverse=True):
        text = text.replace(name, "CARDNAME")
    return text


def ruling_key(text: str, names: list[str] | tuple[str, ...] = ()) -> str:
    return hashlib.sha1(normalize_ruling(text, names).encode("utf-8")).hexdigest()
