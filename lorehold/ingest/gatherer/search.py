"""Gatherer search result pages (standard output): one row per card."""

from __future__ import annotations

import re

from lorehold.errors import UnreadableSource
from lorehold.ingest.gatherer.html import (
    KIND,
    clean_text,
    multiverse_id_in,
    rich_text,
    set_of_image,
    url_query,
)
from lorehold.ingest.gatherer.symbols import symbol_of_image
from lorehold.ingest.records import (
    CardBundle,
    CardLookup,
    CardRecord,
    FaceRecord,
    ParsedSource,
    SetRecord,
)

_TYPE_PT = re.compile(r"^(?P<type>.*?)\s*\((?P<pt>[^()]*)\)\s*$")
_TITLE_PART = re.compile(r"^(?P<title>.+?) \((?P<part>[^()]+)\)$")


def parse_search(soup, name: str) -> ParsedSource:
    """One card record per result row, and the sets whose symbols the rows show."""
    bundles: list[CardBundle] = []
    sets: dict[str, SetRecord] = {}
    for row in soup.select("tr.cardItem"):
        title_link = row.select_one("span.cardTitle a")
        if title_link is None:
            continue
        for img in row.select("td.setVersions img"):
            found = set_of_image(img)
            if found and found[0] not in sets:
                sets[found[0]] = SetRecord(code=found[0], name=found[1])
        bundles.append(CardBundle(card=_row_card(row, title_link)))
    if not bundles:
        raise UnreadableSource(f"{name}: a Gatherer search page without result rows")
    return ParsedSource(kind=KIND, sets=list(sets.values()), cards=bundles)


def _row_title(title_link) -> tuple[str, str | None]:
    """The card's name a row shows, and the part (a split card's half) its link asks for."""
    title = clean_text(title_link.get_text())
    part = url_query(title_link.get("href") or "").get("part")
    match = _TITLE_PART.match(title)
    if part and match and match["part"] == part:
        # "Altar’s Reap (Altar's Reap)": Gatherer repeats the name as the part asked for
        title = match["title"]
    return (part if part and " // " not in title else title), part


def _row_values(row) -> dict:
    """Mana cost, mana value, type line, power/toughness or loyalty, and rules text of a row."""
    mana = row.select_one("span.manaCost")
    mana_cost = (
        "".join(symbol_of_image(i.get("alt"), i.get("src")) or "" for i in mana.find_all("img")) if mana else ""
    ) or None
    cmc_el = row.select_one("span.convertedManaCost")
    try:
        mana_value = float(cmc_el.get_text()) if cmc_el else None
    except ValueError:
        mana_value = None
    type_el = row.select_one("span.typeLine")
    type_text = clean_text(type_el.get_text(" ")) if type_el else ""
    power = toughness = loyalty = None
    pt = _TYPE_PT.match(type_text)
    if pt:
        type_text = pt["type"]
        if "/" in pt["pt"]:
            power, toughness = (p.strip() or None for p in pt["pt"].split("/", 1))
        else:
            loyalty = pt["pt"].strip() or None
    rules = row.select_one("div.rulesText")
    text = rich_text(rules) if rules is not None else None
    return {"mana_cost": mana_cost, "mana_value": mana_value, "type_line": type_text or None,
            "oracle_text": text or None, "power": power, "toughness": toughness, "loyalty": loyalty}


def _row_card(row, title_link) -> CardRecord:
    """The card a row shows; a split card's half is the whole card, with the half as its face."""
    card_name, part = _row_title(title_link)
    values = _row_values(row)
    multiverse_id = multiverse_id_in(title_link.get("href") or "")
    if " // " not in card_name:
        return CardRecord(name=card_name, **values,
                          lookup=CardLookup(multiverse_id=multiverse_id, name=card_name, language="en"))
    parts = card_name.split(" // ")
    faces = [FaceRecord(name=p, side=chr(ord("a") + i)) for i, p in enumerate(parts)]
    if part in parts:
        i = parts.index(part)
        faces[i] = FaceRecord(
            name=part, mana_cost=values["mana_cost"], type_line=values["type_line"], oracle_text=values["oracle_text"],
            power=values["power"], toughness=values["toughness"], loyalty=values["loyalty"], side=chr(ord("a") + i),
        )
    return CardRecord(
        name=card_name, layout="split", faces=faces,
        lookup=CardLookup(multiverse_id=multiverse_id, name=part or card_name, language="en"),
    )
