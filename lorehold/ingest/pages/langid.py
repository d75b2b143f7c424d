"""Which language a block of card text is in: the script first (Hangul, kana, Cyrillic, Han, Latin),
then, within Latin (en de fr it es pt) and Han (ja zhs zht) scripts, the vocabulary: a naive Bayes
model over character n-grams learnt from MTGJSON's card names, types, texts and rulings
(``lorehold/data/langid.json``, built by ``lorehold.ingest.pages.langid_build``). Simplified and
Traditional Chinese are also told apart by the characters each uses only (OpenCC's tables).
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from functools import lru_cache
from importlib import resources

LATIN = ("en", "de", "fr", "it", "es", "pt")
HAN = ("ja", "zhs", "zht")

_SYMBOL = re.compile(r"\{[^{}]{1,8}\}")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_MODEL_FILE = "langid.json"


def _script(ch: str) -> str | None:
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F:
        return "hangul"
    if 0x3040 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9F:
        return "kana"
    if 0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF:
        return "han"
    if 0x0400 <= o <= 0x04FF:
        return "cyrillic"
    if 0x0370 <= o <= 0x03FF or 0x1F00 <= o <= 0x1FFF:
        return "greek"
    if 0x0590 <= o <= 0x05FF:
        return "hebrew"
    if 0x0600 <= o <= 0x06FF:
        return "arabic"
    if 0x0900 <= o <= 0x097F:
        return "devanagari"
    if 0x0E00 <= o <= 0x0E7F:
        return "thai"
    if ch.isalpha() and o < 0x0250 or 0x1E00 <= o <= 0x1EFF:
        return "latin"
    return None


def script_counts(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for ch in _SYMBOL.sub(" ", text):
        script = _script(ch)
        if script:
            counts[script] = counts.get(script, 0) + 1
    return counts


def latin_features(text: str) -> list[str]:
    """Character 1- to 4-grams of each word, padded with spaces, lower case, apostrophes unified."""
    text = unicodedata.normalize("NFC", _SYMBOL.sub(" ", text)).lower()
    grams: list[str] = []
    for word in _WORD.findall(text):
        word = " " + word.replace("’", "'") + " "
        for n in (1, 2, 3, 4):
            for i in range(len(word) - n + 1):
                gram = word[i : i + n]
                if gram != " ":
                    grams.append(gram)
    return grams


def han_features(text: str) -> list[str]:
    """Han and kana characters and their bigrams."""
    chars = "".join(ch for ch in unicodedata.normalize("NFKC", text) if _script(ch) in ("han", "kana"))
    return list(chars) + [chars[i : i + 2] for i in range(len(chars) - 1)]


_SHORT_WORDS = 4


def short_key(text: str) -> str | None:
    """A short card text as the keyword table knows it ("Flying, vigilance." -> "flying, vigilance");
    None for a text of more than a few words."""
    lines = [" ".join(line.split()).rstrip(".。").strip() for line in unicodedata.normalize("NFC", text).lower().split("\n")]
    lines = [line for line in lines if line]
    words = sum(len(line.split()) for line in lines)
    cjk = sum(1 for line in lines for ch in line if _script(ch) in ("han", "kana", "hangul"))
    if not lines or words > _SHORT_WORDS or cjk > 12:
        return None
    return "\n".join(lines)


class _Model:
    def __init__(self, raw: dict):
        self.languages: list[str] = raw["languages"]
        totals: list[int] = raw["totals"]
        vocabulary = len(raw["grams"])
        self.unseen = [math.log(0.5 / (t + 0.5 * vocabulary)) for t in totals]
        self.logp = {
            gram: [math.log((c + 0.5) / (t + 0.5 * vocabulary)) for c, t in zip(counts, totals)]
            for gram, counts in raw["grams"].items()
        }

    def score(self, grams: list[str]) -> dict[str, float]:
        totals = [0.0] * len(self.languages)
        for gram in grams:
            row = self.logp.get(gram)
            if row is None:
                continue
            for i, value in enumerate(row):
                totals[i] += value
        return dict(zip(self.languages, totals))


@lru_cache(maxsize=1)
def _raw() -> dict:
    return json.loads(resources.files("lorehold.data").joinpath(_MODEL_FILE).read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _models() -> dict[str, _Model]:
    raw = _raw()
    return {group: _Model(raw[group]) for group in ("latin", "han", "kind")}


def short_text_languages(text: str) -> list[str] | None:
    """The languages that print this short text on cards ("Lampo" -> it), when it is one."""
    key = short_key(text)
    return _raw().get("short_texts", {}).get(key) if key else None


@lru_cache(maxsize=1)
def _converters():
    from opencc import OpenCC

    return OpenCC("t2s"), OpenCC("s2t")


def chinese_variant_votes(text: str) -> tuple[int, int]:
    """(characters only Traditional Chinese uses, characters only Simplified Chinese uses)."""
    t2s, s2t = _converters()
    traditional = simplified = 0
    for ch in set(text):
        if _script(ch) != "han":
            continue
        if t2s.convert(ch) != ch:
            traditional += 1
        if s2t.convert(ch) != ch:
            simplified += 1
    return traditional, simplified


#: how much a short text's known languages outweigh the n-gram model, in log units
_SHORT_TEXT_WEIGHT = 20.0
#: how much one script-specific character weighs against the n-gram model, in log units
_VARIANT_WEIGHT = 25.0


def scores(text: str) -> dict[str, float]:
    """Log-likelihood of ``text`` in each language its script allows (higher is likelier); the
    best is 0. Empty when the text has no letters."""
    counts = script_counts(text)
    if not counts:
        return {}
    total = sum(counts.values())
    hangul, kana, han = counts.get("hangul", 0), counts.get("kana", 0), counts.get("han", 0)
    out: dict[str, float]
    if hangul and hangul >= 0.2 * (total - counts.get("latin", 0)):
        out = {"ko": 0.0}
    elif kana:
        out = {"ja": 0.0}
    elif counts.get("cyrillic", 0) * 2 >= total:
        out = {"ru": 0.0}
    elif han and han >= counts.get("latin", 0):
        out = _models()["han"].score(han_features(text))
        traditional, simplified = chinese_variant_votes(text)
        out["zhs"] -= _VARIANT_WEIGHT * traditional
        out["zht"] -= _VARIANT_WEIGHT * simplified
    elif counts.get("latin", 0) * 2 >= total:
        out = _models()["latin"].score(latin_features(text))
    else:
        script = max(counts, key=counts.__getitem__)
        out = {{"greek": "grc", "hebrew": "he", "arabic": "ar", "devanagari": "sa", "thai": "th"}.get(script, "en"): 0.0}
    known = short_text_languages(text)
    if known and any(lang in out for lang in known):
        # a keyword text cards print in these languages only: a few letters say little, the table more
        out = {lang: value - (0.0 if lang in known else _SHORT_TEXT_WEIGHT) for lang, value in out.items()}
    best = max(out.values())
    return {lang: value - best for lang, value in out.items()}


def identify(text: str, candidates: tuple[str, ...] | list[str] | set[str] | None = None, default: str = "en") -> str:
    """The likeliest language of ``text`` (among ``candidates`` if given); ``default`` when it has no letters."""
    found = scores(text)
    if candidates is not None:
        found = {k: v for k, v in found.items() if k in candidates}
    if not found:
        return default
    return max(sorted(found), key=found.__getitem__)


def ruling_odds(text: str) -> float:
    """How much likelier an English paragraph is a ruling than card text (log odds per n-gram,
    so that long and short paragraphs compare): > 0 reads as a ruling."""
    grams = latin_features(text)
    if not grams:
        return 0.0
    found = _models()["kind"].score(grams)
    return (found["ruling"] - found["text"]) / len(grams)


#: langdetect's codes of the languages cards are printed in (and Catalan, which it tells from
#: Spanish card text too eagerly: "Agrega … sacrificar la Piedra mental: Roba una carta")
_PRINTED_OR_NEAR = frozenset({"en", "de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zh-cn", "zh-tw", "ca"})
_UNSURE_WORDS = 8


def unprinted_language(text: str, odds: float = 0.99, words: int = _UNSURE_WORDS) -> str | None:
    """The language of ``text`` when it is surely one no card is printed in (Czech, Polish, Dutch,
    Ukrainian …): langdetect's (seeded) reading, its symbols, numbers and reminder text aside, at odds
    of 0.99 or more (``odds``), for Latin or Cyrillic texts of eight words or more (``words``). None
    otherwise. Over 20,000 of MTGJSON's printed texts, it names no language for any."""
    bare = re.sub(r"\{[^{}]*\}|\([^()]*\)|\d+", " ", text)
    if sum(1 for w in bare.split() if any(ch.isalpha() for ch in w)) < words:
        return None
    counts = script_counts(bare)
    if counts.get("latin", 0) + counts.get("cyrillic", 0) < 0.9 * sum(counts.values()):
        return None
    from langdetect import DetectorFactory, detect_langs
    from langdetect.lang_detect_exception import LangDetectException

    DetectorFactory.seed = 0  # (langdetect samples at random: seeded, the same text reads the same)
    try:
        found = detect_langs(bare)
    except LangDetectException:
        return None
    top = found[0] if found else None
    return top.lang if top is not None and top.lang not in _PRINTED_OR_NEAR and top.prob >= odds else None

