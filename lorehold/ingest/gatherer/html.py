"""What every Gatherer page parser reads: the page's HTML, its form's address, clean text and
text with symbols, month-first ruling dates, set codes and set symbol images."""

from __future__ import annotations

import datetime as dt
import json
import re
import warnings
from functools import lru_cache
from importlib import resources
from urllib.parse import parse_qs, urlsplit

from lorehold.ingest.gatherer.symbols import symbol_of_image

KIND = "gatherer"

_SPACES = re.compile(r"[ \t\u00a0]+")
_DATE = re.compile(r"^\s*(\d{1,2})/(\d{1,2})/(\d{4})\s*$")
_SET_ALT = re.compile(r"^(?P<set>.+) \((?P<rarity>[^()]+)\)$")


def html_soup(data: bytes):
    """The parsed page (lxml), its XML declaration's warning silenced."""
    from bs4 import BeautifulSoup

    with warnings.catch_warnings():
        # the pages start with an XML declaration although they are XHTML served as HTML
        warnings.simplefilter("ignore")
        return BeautifulSoup(data, "lxml")


def form_action(soup) -> str:
    """The address the page's ASP.NET form posts to (the page's own, with its query)."""
    form = soup.find("form", id="aspnetForm") or soup.find("form")
    return (form.get("action") if form else "") or ""


def url_query(url: str) -> dict[str, str]:
    """An address's query parameters, the first value of each."""
    return {k: v[0] for k, v in parse_qs(urlsplit(url).query).items() if v}


def multiverse_id_in(url: str | None) -> int | None:
    """The ``multiverseid`` an address names, if it is a positive number."""
    value = url_query(url or "").get("multiverseid")
    return int(value) if value and value.isdigit() and int(value) > 0 else None


def clean_text(text: str) -> str:
    """Runs of spaces (no-break ones too) as one space, trimmed."""
    return _SPACES.sub(" ", text).strip()


def rich_text(element) -> str:
    """An element's text with symbol images as ``{X}``; each ``cardtextbox`` (or ``p``) is a line."""
    from bs4 import NavigableString, Tag

    lines: list[str] = []
    current: list[str] = []

    def flush() -> None:
        line = clean_text("".join(current))
        if line:
            lines.append(line)
        current.clear()

    def walk(node) -> None:
        for child in node.children:
            if isinstance(child, NavigableString):
                if type(child) is NavigableString:  # not comments or CDATA
                    current.append(str(child).replace("\n", " "))
            elif isinstance(child, Tag):
                if child.name == "img":
                    symbol = symbol_of_image(child.get("alt"), child.get("src"))
                    current.append(symbol if symbol else (child.get("alt") or ""))
                elif child.name == "br":
                    flush()
                elif child.name in ("script", "style"):
                    continue
                elif child.name in ("div", "p") :
                    flush()
                    walk(child)
                    flush()
                else:
                    walk(child)

    walk(element)
    flush()
    return "\n".join(lines)


def ruling_date(text: str) -> dt.date | None:
    """Gatherer writes ruling dates month first: 1/22/2011."""
    match = _DATE.match(text)
    if not match:
        return None
    month, day, year = (int(g) for g in match.groups())
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


@lru_cache(maxsize=1)
def _set_codes() -> dict[str, str]:
    """Gatherer's set codes that differ from MTGJSON's, from the bundled table."""
    raw = resources.files("lorehold.data").joinpath("gatherer_set_codes.json").read_text(encoding="utf-8")
    return json.loads(raw)["codes"]


def set_code(gatherer_code: str) -> str:
    """Gatherer's code for a set as MTGJSON and Scryfall write it (``AP`` -> ``APC``)."""
    code = gatherer_code.strip().upper()
    return _set_codes().get(code, code)


def set_of_image(img) -> tuple[str, str, str] | None:
    """(code, set name, rarity) from a set symbol image: alt "Dark Ascension (Uncommon)", src set=DKA."""
    code = url_query(img.get("src") or "").get("set")
    match = _SET_ALT.match(clean_text(img.get("alt") or img.get("title") or ""))
    if not code or not match:
        return None
    return set_code(code), match["set"], match["rarity"]


def language_of(text: str) -> str:
    """The language a text is written in (a printed page does not say)."""
    from lorehold.ingest.pages.langid import identify

    return identify(text)
