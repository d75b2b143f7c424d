"""Build ``lorehold/data/langid.json``, the n-gram counts ``langid`` identifies languages with, from
MTGJSON set files: card names, type lines, texts and rulings in English, and each ``foreignData``
entry in its language.

Cards whose name's CRC-32 is divisible by 5 are left out (``held_out``) so that
``bench/page_accuracy.py`` measures identification on cards the model never saw.

    python -m lorehold.ingest.pages.langid_build /tmp/mtgjson lorehold/data/langid.json
"""

from __future__ import annotations

import json
import sys
import zlib
from collections import Counter
from pathlib import Path

from lorehold.ingest.pages.langid import HAN, LATIN, han_features, latin_features, short_key

MTGJSON_LANGUAGES = {
    "German": "de", "French": "fr", "Italian": "it", "Spanish": "es", "Portuguese (Brazil)": "pt",
    "Japanese": "ja", "Korean": "ko", "Russian": "ru", "Chinese Simplified": "zhs", "Chinese Traditional": "zht",
}
LATIN_KEEP = 4000  # most frequent n-grams kept per language
HAN_KEEP = 3000
KIND_KEEP = 3000


def held_out(card_name: str) -> bool:
    return zlib.crc32(card_name.encode("utf-8")) % 5 == 0


def texts_by_language(folder: Path) -> dict[str, set[str]]:
    """Texts per language, plus English card texts ("text") and rulings ("ruling") apart."""
    out: dict[str, set[str]] = {lang: set() for lang in (*LATIN, *HAN, "text", "ruling")}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
        for card in data.get("cards", []):
            if held_out(card["name"]):
                continue
            english = out["en"]
            english.add(card["name"])
            for key in ("type", "text", "flavorText"):
                if card.get(key):
                    english.add(card[key])
            for key in ("text", "originalText"):
                if card.get(key):
                    out["text"].add(card[key])
            for ruling in card.get("rulings") or ():
                english.add(ruling["text"])
                out["ruling"].add(ruling["text"])
            for foreign in card.get("foreignData") or ():
                lang = MTGJSON_LANGUAGES.get(foreign.get("language"))
                if lang in out:
                    for key in ("name", "type", "text", "flavorText"):
                        if foreign.get(key):
                            out[lang].add(foreign[key])
    return out


def short_texts(folder: Path) -> dict[str, list[str]]:
    """Card texts of a few words (a keyword or two: "Flash", "Lampo", "Vol") -> the languages
    that print them, from cards not held out; kept when printed on two cards or more."""
    counts: dict[str, Counter] = {}
    seen: set[tuple[str, str, str]] = set()
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
        for card in data.get("cards", []):
            if held_out(card["name"]):
                continue
            entries = [("en", card.get("text"))] + [
                (MTGJSON_LANGUAGES.get(f.get("language")), f.get("text")) for f in card.get("foreignData") or ()
            ]
            for lang, text in entries:
                if not lang or not text:
                    continue
                key = short_key(text)
                if key is None or (card["name"], lang, key) in seen:
                    continue
                seen.add((card["name"], lang, key))
                counts.setdefault(key, Counter())[lang] += 1
    return {k: sorted(c) for k, c in sorted(counts.items()) if sum(c.values()) >= 2}


def _group(texts: dict[str, set[str]], languages: tuple[str, ...], features, keep: int) -> dict:
    counts = {lang: Counter() for lang in languages}
    for lang in languages:
        for text in texts[lang]:
            counts[lang].update(features(text))
    vocabulary: set[str] = set()
    for lang in languages:
        vocabulary.update(g for g, _ in counts[lang].most_common(keep))
    return {
        "languages": list(languages),
        "totals": [sum(counts[lang].values()) for lang in languages],
        "grams": {g: [counts[lang][g] for lang in languages] for g in sorted(vocabulary)},
    }


def build(folder: Path) -> dict:
    texts = texts_by_language(folder)
    return {
        "source": "MTGJSON v5 set files; cards whose name's CRC-32 % 5 == 0 held out",
        "latin": _group(texts, LATIN, latin_features, LATIN_KEEP),
        "han": _group(texts, HAN, han_features, HAN_KEEP),
        # English card text against English rulings: which of the two a paragraph is
        "kind": _group(texts, ("text", "ruling"), latin_features, KIND_KEEP),
        "short_texts": short_texts(folder),
    }


def main(argv: list[str]) -> None:
    folder, out = Path(argv[0]), Path(argv[1])
    model = build(folder)
    out.write_text(json.dumps(model, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    print(f"{out}: {len(model['latin']['grams'])} Latin and {len(model['han']['grams'])} Han n-grams")


if __name__ == "__main__":
    main(sys.argv[1:])
