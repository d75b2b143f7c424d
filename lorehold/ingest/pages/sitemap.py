"""magiccards.info's sitemap (``/sitemap.html``): every set's name in eleven languages, as links
``/<set>/<lang>.html``. Yields set records with their translated names."""

from __future__ import annotations

import json
import re
import warnings
from functools import lru_cache
from importlib import resources

from lorehold.errors import UnreadableSource
from lorehold.ingest.records import ParsedSource, SetRecord

KIND = "page"

#: the site's language codes that are not ours
_LANGUAGES = {"en": "en", "de": "de", "fr": "fr", "it": "it", "es": "es", "pt": "pt", "jp": "ja", "ko": "ko",
              "ru": "ru", "cn": "zhs", "tw": "zht"}
_LINK = re.compile(r"^(?:https?://magiccards\.info)?/(?P<set>[a-z0-9]+)/(?P<lang>[a-z]{2})\.html$")


def is_sitemap(data: bytes) -> bool:
    head = data[:4096]
    return b"<title>Sitemap</title>" in head and b"magiccards.info" in head


@lru_cache(maxsize=1)
def _codes() -> dict[str, str | None]:
    raw = resources.files("lorehold.data").joinpath("magiccards_set_codes.json").read_text(encoding="utf-8")
    return json.loads(raw)["codes"]


def set_code(site_code: str) -> str | None:
    """MTGJSON's code for a magiccards.info set code (``cfx`` -> ``CON``); None for the site's own groupings."""
    codes = _codes()
    return codes[site_code] if site_code in codes else site_code.upper()


def parse_sitemap(data: bytes, name: str) -> ParsedSource:
    from bs4 import BeautifulSoup

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        soup = BeautifulSoup(data, "lxml")
    names: dict[str, dict[str, str]] = {}
    for link in soup.find_all("a", href=True):
        match = _LINK.match(link["href"])
        if not match or match["lang"] not in _LANGUAGES:
            continue
        code = set_code(match["set"])
        text = " ".join(link.get_text().split())
        if code and text:
            names.setdefault(code, {}).setdefault(_LANGUAGES[match["lang"]], text)
    sets = [
        SetRecord(code=code, name=by_lang.get("en"), translations={k: v for k, v in sorted(by_lang.items()) if k != "en"})
        for code, by_lang in sorted(names.items())
    ]
    if not sets:
        raise UnreadableSource(f"{name}: a magiccards.info sitemap without set links")
    return ParsedSource(kind=KIND, sets=sets)
