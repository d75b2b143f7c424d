"""Gatherer Languages pages: one row per foreign printing (name, language label, multiverse id)."""

from __future__ import annotations

import re

from lorehold.errors import UnknownLanguage, UnreadableSource
from lorehold.ingest.gatherer.html import (
    KIND,
    clean_text,
    form_action,
    multiverse_id_in,
)
from lorehold.ingest.records import (
    CardBundle,
    CardLookup,
    CardRecord,
    ParsedSource,
    TranslationRecord,
)
from lorehold.languages import normalize_language

#: Gatherer's labels in the "Language" column that our language table does not already know
_GATHERER_LANGUAGES = {
    "portuguese": "pt",  # Gatherer's "Portuguese" is Brazilian Portuguese, the only one printed
    "chinese simplified": "zhs",
    "chinese traditional": "zht",
}


def gatherer_language(label: str) -> str:
    """Gatherer's language label ("Chinese Traditional", "Portuguese (Brazil)", "Portuguese") as our code."""
    key = " ".join(label.split()).lower()
    if key in _GATHERER_LANGUAGES:
        return _GATHERER_LANGUAGES[key]
    return normalize_language(key)


def parse_languages(soup, name: str, *, card: str | None = None) -> ParsedSource:
    subtitle = soup.find(id=re.compile(r"subtitleDisplay$"))
    english = clean_text(subtitle.get_text()) if subtitle is not None else ""
    if not english:
        title = clean_text(soup.title.get_text()) if soup.title else ""
        english = title.split(" (")[0].split(" - ")[0].strip()
    page_id = multiverse_id_in(form_action(soup))
    translations: list[TranslationRecord] = []
    for row in soup.select("table.cardList tr.cardItem"):
        cells = row.find_all("td")
        link = row.find("a", id=re.compile(r"cardTitle$"))
        if link is None or len(cells) < 2:
            continue
        try:
            language = gatherer_language(cells[1].get_text())
        except UnknownLanguage:
            raise UnreadableSource(
                f"{name}: unknown Gatherer language {clean_text(cells[1].get_text())!r}"
            ) from None
        translations.append(
            TranslationRecord(language=language, name=clean_text(link.get_text()), multiverse_id=multiverse_id_in(link.get("href")))
        )
    if not english and not card and not page_id:
        raise UnreadableSource(f"{name}: a Gatherer Languages page that names no card; pass --card NAME")
    record = CardRecord(
        name=english or None,
        lookup=CardLookup(multiverse_id=page_id, name=english or card, language="en" if english else None),
    )
    return ParsedSource(kind=KIND, cards=[CardBundle(card=record, translations=translations)])
