"""Build ``lorehold/data/months.tsv``, the names of the months in the languages web pages are
written in, from the Unicode CLDR (through Babel, a build-time tool only: lorehold reads the file).

Each locale gives its months as written in a date (the genitive where a language has one:
"січня", "októbra", "spalio") and standing alone, wide and abbreviated. A name that two languages
give to different months ("listopad": November in Polish, October in Croatian) is written with
every month it names; ``dates.py`` keeps its own lists first and leaves a name naming several
months out.

The weekdays' names of the same languages (``lorehold/data/weekdays.tsv``: "Κυριακή",
"pazartesi", "poniedziałek"), written out, as a date may carry them before or after it.

The weekdays abbreviated (``lorehold/data/weekdays_short.tsv``: "sex", "mié", "czw"), which a date
may carry before it with a dot or a comma.

    pip install babel && python -m lorehold.ingest.pages.months_build lorehold/data/months.tsv lorehold/data/weekdays.tsv lorehold/data/weekdays_short.tsv
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

#: the languages of pages a rulings page may come from: the web's larger languages and every
#: language of Europe, the Middle East, South and South-East Asia that CLDR has
LOCALES = """
af am ar az be bg bn bs ca cs cy da de el en es et eu fa fi fil fo fr fy ga gd gl gu he hi hr hu hy id is it ja
ka kk km kn ko ky lb lo lt lv mk ml mn mr ms mt my nb ne nl nn pa pl ps pt ro ru si sk sl sq sr sr_Latn sv sw
ta te th tk tr uk ur uz vi zh zu
ar_SY ar_MA ar_DZ fa_AF
""".split()
#: words a language writes before a month's name in a date (Catalan "de gener", "d’abril")
_LEADS = ("de ", "d’", "d'", "dhen ")  # (Scottish Gaelic "dhen Fhaoilleach")


def fold(text: str) -> str:
    """How ``dates.py`` compares month names: case and accents folded, a trailing dot dropped."""
    text = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in text if not unicodedata.combining(ch)).rstrip(".")


def _latin(text: str) -> bool:
    return any("LATIN" in unicodedata.name(ch, "") for ch in text)


def month_names() -> list[tuple[str, int, str]]:
    """(folded name, month, locale) for every locale above, sorted."""
    from babel import Locale

    rows: set[tuple[str, int, str]] = set()
    for code in LOCALES:
        months = Locale.parse(code).months
        for context in ("format", "stand-alone"):
            for width in ("wide", "abbreviated"):
                for month, name in months[context][width].items():
                    key = fold(name)
                    for lead in _LEADS:
                        key = key[len(lead):] if key.startswith(lead) else key
                    # (a name of two letters or signs in a script of its own is one too: Telugu "మే",
                    # Tamil "மே"; never a Latin "de")
                    short = (len(name) >= 2 and key and not key.isascii() and not _latin(key)
                             and not any(ch.isdigit() for ch in key))
                    if (len(key) >= 3 and not key.isdigit()) or short:
                        rows.add((key, month, code))
    return sorted(rows)


def weekday_names() -> list[tuple[str, str]]:
    """(name in lower case, locale) for every weekday of every locale above, written out (an
    abbreviation such as "min" or "sen" is a word of other languages too), sorted."""
    from babel import Locale

    rows: set[tuple[str, str]] = set()
    for code in LOCALES:
        days = Locale.parse(code).days
        for context in ("format", "stand-alone"):
            for width in ("wide",):
                for name in days[context][width].values():
                    name = unicodedata.normalize("NFC", name.casefold()).rstrip(".")
                    if len(name) >= 3 and not any(ch.isdigit() for ch in name):
                        rows.add((name, code))
    return sorted(rows)


def short_weekday_names() -> list[tuple[str, str]]:
    """(abbreviation in lower case, without its dot, locale) for every weekday of every locale above,
    abbreviated ("sex", "mié", "czw", "пн"): ``dates.py`` takes one before a date only with a dot or a
    comma after it ("sex, 13 de julho de 2018"), as a short word alone is a word of other languages
    too. Three letters at least in a Latin script; two in a script of its own."""
    from babel import Locale

    rows: set[tuple[str, str]] = set()
    for code in LOCALES:
        days = Locale.parse(code).days
        for context in ("format", "stand-alone"):
            for name in days[context]["abbreviated"].values():
                name = unicodedata.normalize("NFC", name.casefold()).rstrip(".")
                if any(ch.isdigit() or ch.isspace() for ch in name):
                    continue
                if len(name) >= 3 or (len(name) == 2 and not _latin(name) and all(ch.isalpha() for ch in name)):
                    rows.add((name, code))
    return sorted(rows)


def main(argv: list[str]) -> None:
    out = Path(argv[0])
    rows = month_names()
    out.write_text("".join(f"{name}\t{month}\t{code}\n" for name, month, code in rows), encoding="utf-8")
    print(f"{len(rows)} month names in {len(LOCALES)} languages -> {out}")
    if len(argv) > 1:
        days = weekday_names()
        Path(argv[1]).write_text("".join(f"{name}\t{code}\n" for name, code in days), encoding="utf-8")
        print(f"{len(days)} weekday names in {len(LOCALES)} languages -> {argv[1]}")
    if len(argv) > 2:
        short = short_weekday_names()
        Path(argv[2]).write_text("".join(f"{name}\t{code}\n" for name, code in short), encoding="utf-8")
        print(f"{len(short)} abbreviated weekday names in {len(LOCALES)} languages -> {argv[2]}")


if __name__ == "__main__":
    main(sys.argv[1:])
