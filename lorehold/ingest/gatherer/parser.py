"""Pure parsers of saved Gatherer pages (the 2008-2016 ASP.NET layout): bytes in, records out.

- Details pages: one card component per face (``cardComponent0``/``1``, each with its own rows
  ``…_nameRow``, ``…_manaRow``, … under a per-face prefix such as ``ctl05_``); a split card's page
  shows one half and names the whole card in "This is one part of the multi-part card …".
  Symbols are images (``symbols.py``). ``printed=true`` pages of a foreign printing keep English
  labels and give translated values; their language is identified from the text itself, as
  Gatherer does not state it.
- Languages pages: one row per foreign printing (name, Gatherer's language label, multiverse id).
- Search result pages (standard output): one row per card.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import warnings
from functools import lru_cache
from importlib import resources
from urllib.parse import parse_qs, urlsplit

from lorehold.errors import UnknownLanguage, UnreadableSource
from lorehold.ingest.gatherer.symbols import symbol_of_image
from lorehold.ingest.records import (
    CardBundle,
    CardLookup,
    CardRecord,
    FaceRecord,
    ParsedSource,
    PrintingRecord,
    RulingRecord,
    SetRecord,
    TranslationRecord,
)
from lorehold.languages import normalize_language

KIND = "gatherer"
TEXT_JOIN = "\n//\n"  # as lorehold.ingest.mtgjson joins the faces' texts

_SPACES = re.compile(r"[ \t\u00a0]+")
_DATE = re.compile(r"^\s*(\d{1,2})/(\d{1,2})/(\d{4})\s*$")
_SET_ALT = re.compile(r"^(?P<set>.+) \((?P<rarity>[^()]+)\)$")
_NUMBER_SIDE = re.compile(r"^(\d+)([ab])$")


def parse_page(data: bytes, name: str, *, card: str | None = None) -> ParsedSource:
    soup = _soup(data)
    action = _form_action(soup)
    path = urlsplit(action).path.lower()
    if soup.select_one("tr.cardItem td.middleCol") is not None or "/search/" in path or path.endswith("default.aspx"):
        return parse_search(soup, name)
    if path.endswith("languages.aspx") or soup.find(id=re.compile(r"languageList")) is not None:
        return parse_languages(soup, name, card=card)
    if soup.find(id=re.compile(r"cardComponent0$")) is not None:
        return parse_details(soup, name, card=card)
    raise UnreadableSource(f"{name}: a Gatherer page, but not a card, Languages or search page")


# --------------------------------------------------------------------------------------- helpers


def _soup(data: bytes):
    from bs4 import BeautifulSoup

    with warnings.catch_warnings():
        # the pages start with an XML declaration although they are XHTML served as HTML
        warnings.simplefilter("ignore")
        return BeautifulSoup(data, "lxml")


def _form_action(soup) -> str:
    form = soup.find("form", id="aspnetForm") or soup.find("form")
    return (form.get("action") if form else "") or ""


def _query(url: str) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(url).query).items() if v}


def _multiverse_id(url: str | None) -> int | None:
    value = _query(url or "").get("multiverseid")
    return int(value) if value and value.isdigit() and int(value) > 0 else None


def _clean(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def _rich_text(element) -> str:
    """An element's text with symbol images as ``{X}``; each ``cardtextbox`` (or ``p``) is a line."""
    from bs4 import NavigableString, Tag

    lines: list[str] = []
    current: list[str] = []

    def flush() -> None:
        line = _clean("".join(current))
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


def _date(text: str) -> dt.date | None:
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
    raw = resources.files("lorehold.data").joinpath("gatherer_set_codes.json").read_text(encoding="utf-8")
    return json.loads(raw)["codes"]


def set_code(gatherer_code: str) -> str:
    """Gatherer's code for a set as MTGJSON and Scryfall write it (``AP`` -> ``APC``)."""
    code = gatherer_code.strip().upper()
    return _set_codes().get(code, code)


def _set_of_image(img) -> tuple[str, str, str] | None:
    """(code, set name, rarity) from a set symbol image: alt "Dark Ascension (Uncommon)", src set=DKA."""
    code = _query(img.get("src") or "").get("set")
    match = _SET_ALT.match(_clean(img.get("alt") or img.get("title") or ""))
    if not code or not match:
        return None
    return set_code(code), match["set"], match["rarity"]


def _lang(text: str) -> str:
    from lorehold.ingest.pages.langid import identify

    return identify(text)


# --------------------------------------------------------------------------------------- details


def _rows(component) -> dict[str, object]:
    """The rows of one face, keyed by their id's last part (nameRow, manaRow, …) -> value element."""
    rows: dict[str, object] = {}
    for row in component.find_all("div", class_="row"):
        row_id = row.get("id") or ""
        key = row_id.rsplit("_", 1)[-1] if row_id else ""
        value = row.find("div", class_="value")
        if key and value is not None and key not in rows:
            rows[key] = value
    return rows


def _face_values(component) -> dict[str, object]:
    rows = _rows(component)
    out: dict[str, object] = {}
    if "nameRow" in rows:
        out["name"] = _clean(rows["nameRow"].get_text(" "))
    if "manaRow" in rows:
        out["mana_cost"] = "".join(
            symbol_of_image(img.get("alt"), img.get("src")) or "" for img in rows["manaRow"].find_all("img")
        ) or None
    if "cmcRow" in rows:
        cmc = _clean(rows["cmcRow"].get_text(" "))
        try:
            out["mana_value"] = float(cmc)
        except ValueError:
            pass
    if "typeRow" in rows:
        out["type_line"] = _clean(rows["typeRow"].get_text(" ")) or None
    if "textRow" in rows:
        out["text"] = _rich_text(rows["textRow"]) or None
    if "flavorRow" in rows:
        out["flavor_text"] = _rich_text(rows["flavorRow"]) or None
    if "ptRow" in rows:
        label = rows["ptRow"].find_previous_sibling("div", class_="label")
        value = _clean(rows["ptRow"].get_text(" "))
        if label is not None and "loyalty" in label.get_text().lower():
            out["loyalty"] = value or None
        elif "/" in value:
            power, toughness = (part.strip() for part in value.split("/", 1))
            out["power"], out["toughness"] = power or None, toughness or None
    if "setRow" in rows:
        img = rows["setRow"].find("img")
        found = _set_of_image(img) if img is not None else None
        if found:
            out["set_code"], out["set_name"], _ = found
        else:
            out["set_name"] = _clean(rows["setRow"].get_text(" ")) or None
    if "rarityRow" in rows:
        out["rarity"] = _clean(rows["rarityRow"].get_text(" ")) or None
    if "numberRow" in rows:
        out["number"] = _clean(rows["numberRow"].get_text(" ")) or None
    if "artistRow" in rows:
        out["artist"] = _clean(rows["artistRow"].get_text(" ")) or None
    if "otherSetsRow" in rows:
        out["other_sets"] = [
            (found, _multiverse_id(img.parent.get("href") if img.parent is not None else None))
            for img in rows["otherSetsRow"].find_all("img")
            if (found := _set_of_image(img))
        ]
    image = component.find("img", id=re.compile(r"cardImage$"))
    if image is not None:
        out["multiverse_id"] = _multiverse_id(image.get("src"))
    return out


def _rulings(soup) -> list[RulingRecord]:
    rulings: list[RulingRecord] = []
    seen: set[tuple[dt.date | None, str]] = set()
    for date_cell in soup.find_all(id=re.compile(r"rulingDate$")):
        text_cell = soup.find(id=date_cell["id"][: -len("rulingDate")] + "rulingText")
        if text_cell is None:
            continue
        text = _rich_text(text_cell)
        date = _date(date_cell.get_text())
        if not text or (date, text) in seen:
            continue
        seen.add((date, text))
        rulings.append(RulingRecord(date=date, text=text, language="en", publisher="wotc"))
    return rulings


def _whole_card_name(soup) -> str | None:
    """A split card's page names the whole card: "This is one part of the multi-part card <b>Fire // Ice</b>"."""
    for node in soup.find_all(string=re.compile(r"multi-part card")):
        bold = node.find_next("b")
        if bold is not None and " // " in bold.get_text():
            return _clean(bold.get_text())
    return None


def _number(faces: list[dict]) -> str | None:
    """The printing's collector number: Gatherer numbers the faces of a two-faced card 81a, 81b
    where MTGJSON and Scryfall number the card 81."""
    numbers = [f.get("number") for f in faces if f.get("number")]
    if not numbers:
        return None
    if len(numbers) > 1:
        matches = [_NUMBER_SIDE.match(n) for n in numbers]
        if all(matches) and len({m.group(1) for m in matches}) == 1:  # type: ignore[union-attr]
            return matches[0].group(1)  # type: ignore[union-attr]
    return numbers[0]


def parse_details(soup, name: str, *, card: str | None = None) -> ParsedSource:
    components = [
        c for c in soup.find_all(id=re.compile(r"cardComponent\d$")) if c.find("div", class_="row") is not None
    ]
    faces = [_face_values(c) for c in components]
    faces = [f for f in faces if f.get("name")]
    if not faces:
        raise UnreadableSource(f"{name}: a Gatherer card page without a card name")
    action = _form_action(soup)
    query = {k.lower(): v for k, v in _query(action).items()}
    printed = query.get("printed", "").lower() == "true"
    page_id = _multiverse_id(action) or faces[0].get("multiverse_id")
    rulings = _rulings(soup)

    front = faces[0]
    set_code_, set_name = front.get("set_code"), front.get("set_name")
    english_id = front.get("multiverse_id")
    if not set_code_ and set_name:
        # a printed page shows no symbol for its own set: the "All Sets" list has it, with the
        # English printing's multiverse id (Magic 2012 -> M12, 221896)
        candidates = [(found, mid) for found, mid in front.get("other_sets") or () if found[1] == set_name]
        if candidates:
            set_code_ = candidates[0][0][0]
            english_ids = {mid for _, mid in candidates}
            english_id = english_ids.pop() if len(english_ids) == 1 else None
    sets = [SetRecord(code=set_code_, name=set_name)] if set_code_ else []
    number = _number(faces)

    if printed:
        sample = "\n".join(str(f.get(k) or "") for f in faces for k in ("name", "type_line", "text"))
        language = _lang(sample)
    else:
        language = "en"

    whole = _whole_card_name(soup)
    if language != "en":
        translation = _translation(faces, language)
        printing = _printing(front, faces, set_code_, number, english_id, translations=[translation])
        record = CardRecord(
            name=None,
            lookup=CardLookup(multiverse_id=page_id, name=translation.name, language=language),
        )
        if card:
            record.lookup = CardLookup(multiverse_id=page_id, name=card)
        bundle = CardBundle(card=record, printings=[printing] if printing else [], rulings=rulings)
        return ParsedSource(kind=KIND, sets=sets, cards=[bundle])

    record = _english_card(faces, whole, page_id, printed)
    printing = _printing(front, faces, set_code_, number, english_id)
    if printed and printing is not None:
        # an English printed=true page: the printed wording belongs to the printing
        printing.printed_type_line = _join([f.get("type_line") for f in faces], " // ")
        printing.printed_text = _join([f.get("text") for f in faces], TEXT_JOIN)
    bundle = CardBundle(card=record, printings=[printing] if printing else [], rulings=rulings)
    return ParsedSource(kind=KIND, sets=sets, cards=[bundle])


def _join(values: list, sep: str) -> str | None:
    present = [v for v in values if v]
    return sep.join(present) if present else None


def _english_card(faces: list[dict], whole: str | None, page_id: int | None, printed: bool) -> CardRecord:
    front = faces[0]
    if whole:  # one half of a split card: the half is a face, the card is the whole
        parts = whole.split(" // ")
        face_records = [FaceRecord(name=part, side=chr(ord("a") + i)) for i, part in enumerate(parts)]
        shown = front["name"]
        if shown in parts:
            i = parts.index(shown)
            face_records[i] = _face_record(front, chr(ord("a") + i), printed)
        return CardRecord(
            name=whole,
            layout="split",
            faces=face_records,
            lookup=CardLookup(multiverse_id=page_id, name=shown, language="en"),
        )
    if len(faces) == 1:
        return CardRecord(
            name=front["name"],
            mana_cost=front.get("mana_cost"),
            mana_value=front.get("mana_value"),
            type_line=None if printed else front.get("type_line"),
            oracle_text=None if printed else front.get("text"),
            power=front.get("power"),
            toughness=front.get("toughness"),
            loyalty=front.get("loyalty"),
            lookup=CardLookup(multiverse_id=page_id, name=front["name"], language="en"),
        )
    # two components: a flip card shows both halves of one image, a transform card two images
    ids = {f.get("multiverse_id") for f in faces}
    layout = "flip" if len(ids) == 1 else "transform"
    full = " // ".join(f["name"] for f in faces)
    return CardRecord(
        name=full,
        mana_cost=front.get("mana_cost"),
        mana_value=front.get("mana_value"),
        type_line=None if printed else _join([f.get("type_line") for f in faces], " // "),
        oracle_text=None if printed else _join([f.get("text") for f in faces], TEXT_JOIN),
        power=front.get("power"),
        toughness=front.get("toughness"),
        loyalty=front.get("loyalty"),
        layout=layout,
        faces=[_face_record(f, chr(ord("a") + i), printed) for i, f in enumerate(faces)],
        lookup=CardLookup(multiverse_id=page_id, name=full, language="en"),
    )


def _face_record(face: dict, side: str, printed: bool) -> FaceRecord:
    return FaceRecord(
        name=face["name"],
        mana_cost=face.get("mana_cost"),
        type_line=None if printed else face.get("type_line"),
        oracle_text=None if printed else face.get("text"),
        power=face.get("power"),
        toughness=face.get("toughness"),
        loyalty=face.get("loyalty"),
        side=side,
    )


def _printing(front, faces, set_code_, number, english_id, translations=None) -> PrintingRecord | None:
    if not set_code_ or not number:
        return None
    return PrintingRecord(
        set_code=set_code_,
        number=number,
        rarity=(front.get("rarity") or "").lower() or None,
        artist=front.get("artist"),
        multiverse_id=english_id,
        flavor_text=None if translations else _join([f.get("flavor_text") for f in faces], TEXT_JOIN),
        translations=translations or [],
    )


def _translation(faces: list[dict], language: str) -> TranslationRecord:
    from lorehold.ingest.records import TranslationFaceRecord

    multi = len(faces) > 1
    return TranslationRecord(
        language=language,
        name=" // ".join(f["name"] for f in faces),
        type_line=_join([f.get("type_line") for f in faces], " // "),
        text=_join([f.get("text") for f in faces], TEXT_JOIN),
        flavor_text=_join([f.get("flavor_text") for f in faces], TEXT_JOIN),
        multiverse_id=faces[0].get("multiverse_id"),
        faces=[
            TranslationFaceRecord(
                name=f["name"], type_line=f.get("type_line"), text=f.get("text"),
                flavor_text=f.get("flavor_text"), multiverse_id=f.get("multiverse_id"),
            )
            for f in faces
        ]
        if multi
        else [],
    )


# ------------------------------------------------------------------------------------- languages

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
    english = _clean(subtitle.get_text()) if subtitle is not None else ""
    if not english:
        title = _clean(soup.title.get_text()) if soup.title else ""
        english = title.split(" (")[0].split(" - ")[0].strip()
    page_id = _multiverse_id(_form_action(soup))
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
                f"{name}: unknown Gatherer language {_clean(cells[1].get_text())!r}"
            ) from None
        translations.append(
            TranslationRecord(language=language, name=_clean(link.get_text()), multiverse_id=_multiverse_id(link.get("href")))
        )
    if not english and not card and not page_id:
        raise UnreadableSource(f"{name}: a Gatherer Languages page that names no card; pass --card NAME")
    record = CardRecord(
        name=english or None,
        lookup=CardLookup(multiverse_id=page_id, name=english or card, language="en" if english else None),
    )
    return ParsedSource(kind=KIND, cards=[CardBundle(card=record, translations=translations)])


# ---------------------------------------------------------------------------------------- search

_TYPE_PT = re.compile(r"^(?P<type>.*?)\s*\((?P<pt>[^()]*)\)\s*$")
_TITLE_PART = re.compile(r"^(?P<title>.+?) \((?P<part>[^()]+)\)$")


def parse_search(soup, name: str) -> ParsedSource:
    bundles: list[CardBundle] = []
    sets: dict[str, SetRecord] = {}
    for row in soup.select("tr.cardItem"):
        title_link = row.select_one("span.cardTitle a")
        if title_link is None:
            continue
        title = _clean(title_link.get_text())
        href = title_link.get("href") or ""
        part = _query(href).get("part")
        match = _TITLE_PART.match(title)
        if part and match and match["part"] == part:
            # "Altar’s Reap (Altar's Reap)": Gatherer repeats the name as the part asked for
            title = match["title"]
        card_name = part if part and " // " not in title else title
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
        type_text = _clean(type_el.get_text(" ")) if type_el else ""
        power = toughness = loyalty = None
        pt = _TYPE_PT.match(type_text)
        if pt:
            type_text = pt["type"]
            if "/" in pt["pt"]:
                power, toughness = (p.strip() or None for p in pt["pt"].split("/", 1))
            else:
                loyalty = pt["pt"].strip() or None
        rules = row.select_one("div.rulesText")
        text = _rich_text(rules) if rules is not None else None
        for img in row.select("td.setVersions img"):
            found = _set_of_image(img)
            if found and found[0] not in sets:
                sets[found[0]] = SetRecord(code=found[0], name=found[1])
        multiverse_id = _multiverse_id(href)
        if " // " in card_name:  # a split card's half: the whole card, with the half as its face
            parts = card_name.split(" // ")
            faces = [FaceRecord(name=p, side=chr(ord("a") + i)) for i, p in enumerate(parts)]
            if part in parts:
                i = parts.index(part)
                faces[i] = FaceRecord(
                    name=part, mana_cost=mana_cost, type_line=type_text or None, oracle_text=text or None,
                    power=power, toughness=toughness, loyalty=loyalty, side=chr(ord("a") + i),
                )
            record = CardRecord(
                name=card_name, layout="split", faces=faces,
                lookup=CardLookup(multiverse_id=multiverse_id, name=part or card_name, language="en"),
            )
        else:
            record = CardRecord(
                name=card_name,
                mana_cost=mana_cost,
                mana_value=mana_value,
                type_line=type_text or None,
                oracle_text=text or None,
                power=power,
                toughness=toughness,
                loyalty=loyalty,
                lookup=CardLookup(multiverse_id=multiverse_id, name=card_name, language="en"),
            )
        bundles.append(CardBundle(card=record))
    if not bundles:
        raise UnreadableSource(f"{name}: a Gatherer search page without result rows")
    return ParsedSource(kind=KIND, sets=list(sets.values()), cards=bundles)
