"""Build ``lorehold/data/type_heads.tsv``: how each language cards are printed in writes the head of
a type line (its supertypes and card types, before the dash: "Kreatur", "Legendäres Land", "生物",
"伝説のクリーチャー", "Мгновенное заклинание"), from MTGJSON set files' ``foreignData``, so that a page's
localized type line is told from a name as the English one is.

A head is kept when at least ``MIN_CARDS`` printed cards use it (a misprint is no type line).

    python -m lorehold.ingest.pages.types_build ../shared/data/mtgjson/…-sets.tar.xz lorehold/data/type_heads.tsv
"""

from __future__ import annotations

import json
import re
import sys
import tarfile
from collections import Counter
from pathlib import Path

from lorehold.ingest.pages.langid_build import MTGJSON_LANGUAGES

MIN_CARDS = 3
#: what ends a type line's head: a dash, a Chinese type line's "～", a colon, a middle dot
_SEPARATOR = re.compile(r"\s*(?:[—―–]|\s-\s|～|:|：)\s*")


def set_files(source: Path):
    """Each set file's data: a folder of MTGJSON set files or MTGJSON's all-sets archive."""
    if source.is_dir():
        for path in sorted(source.glob("*.json")):
            yield json.loads(path.read_text(encoding="utf-8"))["data"]
        return
    with tarfile.open(source) as tar:
        for member in tar:
            if member.isfile() and member.name.endswith(".json"):
                yield json.load(tar.extractfile(member))["data"]


def heads(source: Path) -> list[tuple[str, str]]:
    """(language, head) for every head enough printed cards use, sorted."""
    counts: Counter[tuple[str, str]] = Counter()
    for data in set_files(source):
        for card in data.get("cards", []):
            for foreign in card.get("foreignData", []):
                language = MTGJSON_LANGUAGES.get(foreign.get("language", ""))
                type_line = " ".join((foreign.get("type") or "").split())
                if language and type_line:
                    head = _SEPARATOR.split(type_line, maxsplit=1)[0].strip()
                    if head and len(head) <= 40:
                        counts[(language, head)] += 1
    return sorted(key for key, n in counts.items() if n >= MIN_CARDS)


def main(argv: list[str]) -> None:
    source, out = Path(argv[0]), Path(argv[1])
    rows = heads(source)
    out.write_text("".join(f"{language}\t{head}\n" for language, head in rows), encoding="utf-8")
    print(f"{len(rows)} type-line heads written to {out}")


if __name__ == "__main__":
    main(sys.argv[1:])
