"""Text folding shared by lookups, the loader and search: name keys and ruling keys."""

from __future__ import annotations

import hashlib
from functools import lru_cache
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


_T2S_TABLE: dict[int, str] | None = None


def t2s(text: str) -> str:
    """Traditional Chinese characters folded to Simplified, character by character, with OpenCC's
    own table (TSCharacters). Keys and index terms only need both scripts to meet, and a
    ``str.translate`` is ~50 times faster than OpenCC's phrase-level converter."""
    global _T2S_TABLE
    if _T2S_TABLE is None:
        from importlib.resources import files

        table: dict[int, str] = {}
        source = files("opencc") / "dictionary" / "TSCharacters.txt"
        for line in source.read_text(encoding="utf-8").splitlines():
            parts = line.split("\t")
            if len(parts) == 2 and len(parts[0]) == 1:
                table[ord(parts[0])] = parts[1].split(" ")[0]
        _T2S_TABLE = table
    return text.translate(_T2S_TABLE)


@lru_cache(maxsize=1 << 18)  # reprints repeat names: 272k translations, far fewer distinct names
def name_key(name: str) -> str:
    """The key names are looked up by: folded, without spaces or punctuation, Traditional Chinese
    characters folded to Simplified. "Emperors Vanguard", "emperor's vanguard" and
    "EMPEROR'S-VANGUARD" share one key; so do 皇帝的先鋒 and 皇帝的先锋."""
    key = _NON_WORD.sub("", fold(name))
    if _HAS_HAN.search(key):
        key = t2s(key)
    return key


def normalize_ruling(text: str, names: list[str] | tuple[str, ...] = ()) -> str:
    """A ruling's words with quotes, spaces and the card's own names normalized."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    text = _SPACES.sub(" ", text).strip()
    # each name its own placeholder: a ruling about one face is not the same as one about the other
    for index, name in sorted(((i, n) for i, n in enumerate(names) if n), key=lambda x: -len(x[1])):
        text = text.replace(name, f"CARDNAME{index}")
    return text


def ruling_key(text: str, names: list[str] | tuple[str, ...] = ()) -> str:
    return _ruling_key(text, tuple(names))


@lru_cache(maxsize=1 << 16)  # MTGJSON repeats a card's rulings in every set that prints it
def _ruling_key(text: str, names: tuple[str, ...]) -> str:
    return hashlib.sha1(normalize_ruling(text, names).encode("utf-8")).hexdigest()


def clear_caches() -> None:
    """Forget the keys ``name_key`` and ``ruling_key`` remember (about 330k entries after the full
    AllPrintings): an ingest done, before the index build forks its workers, which would each
    start with a copy of them."""
    name_key.cache_clear()
    _ruling_key.cache_clear()
