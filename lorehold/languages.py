"""Language codes: Scryfall's codes are canonical; MTGJSON's names, Gatherer's labels and common tags map onto them."""

from __future__ import annotations

import unicodedata

from lorehold.errors import UnknownLanguage

#: canonical code -> English name (Scryfall's codes, the contract's list)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Spanish",
    "fr": "French",
    "de": "German",
    "it": "Italian",
    "pt": "Portuguese",
    "ja": "Japanese",
    "ko": "Korean",
    "ru": "Russian",
    "zhs": "Chinese Simplified",
    "zht": "Chinese Traditional",
    "he": "Hebrew",
    "la": "Latin",
    "grc": "Ancient Greek",
    "ar": "Arabic",
    "sa": "Sanskrit",
    "ph": "Phyrexian",
}

_ALIASES: dict[str, str] = {
    # MTGJSON's names
    "portuguese (brazil)": "pt",
    "chinese simplified": "zhs",
    "chinese traditional": "zht",
    # Gatherer's labels
    "chinese (simplified)": "zhs",
    "chinese (traditional)": "zht",
    "portuguese (brazilian)": "pt",
    "português (brasil)": "pt",
    # tags
    "pt-br": "pt",
    "zh-cn": "zhs",
    "zh-hans": "zhs",
    "zh-sg": "zhs",
    "zh-tw": "zht",
    "zh-hant": "zht",
    "zh-hk": "zht",
    "zh_cn": "zhs",
    "zh_tw": "zht",
    "jp": "ja",
    "kr": "ko",
    "cs": "zhs",
    "ct": "zht",
    "cn": "zhs",
    "tw": "zht",
    "qya": "ph",
}


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).strip().casefold()


_LOOKUP: dict[str, str] = {}
for _code, _name in LANGUAGES.items():
    _LOOKUP[_code] = _code
    _LOOKUP[_fold(_name)] = _code
_LOOKUP.update(_ALIASES)


def normalize_language(value: str) -> str:
    """Map a code, an English name or a tag (``de-DE``, ``zh-TW``, ``German``) to a canonical code.

    >>> normalize_language("Portuguese (Brazil)")
    'pt'
    >>> normalize_language("zh-TW")
    'zht'
    """
    key = _fold(value)
    if key in _LOOKUP:
        return _LOOKUP[key]
    base = key.replace("_", "-").split("-")[0]
    if base in _LOOKUP and base != "zh":
        return _LOOKUP[base]
    raise UnknownLanguage(f"unknown language {value!r} (expected one of: {', '.join(LANGUAGES)})")


def language_name(code: str) -> str:
    return LANGUAGES.get(code, code)
