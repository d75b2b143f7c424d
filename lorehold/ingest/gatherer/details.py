"""Gatherer Details pages, in oracle or ``printed=true`` form: one card component per face."""

from __future__ import annotations

import datetime as dt
import re

from lorehold.errors import UnreadableSource
from lorehold.ingest.gatherer.html import (
    KIND,
    clean_text,
    form_action,
    language_of,
    multiverse_id_in,
    rich_text,
    ruling_date,
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
    PrintingRecord,
    RulingRecord,
    SetRecord,
    TranslationRecord,
)
from lorehold.ingest.values import FACE_TEXT_JOIN, join_present

TEXT_JOIN = FACE_TEXT_JOIN  # as lorehold.ingest.mtgjson joins the faces' texts
_NUMBER_SIDE = re.compile(r"^(\d+)([ab])$")


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
        out["name"] = clean_text(rows["nameRow"].get_text(" "))
    if "manaRow" in rows:
        out["mana_cost"] = "".join(
            symbol_of_image(img.get("alt"), img.get("src")) or "" for img in rows["manaRow"].find_all("img")
        ) or None
    if "cmcRow" in rows:
        cmc = clean_text(rows["cmcRow"].get_text(" "))
        try:
            out["mana_value"] = float(cmc)
        except ValueError:
            pass
    if "typeRow" in rows:
        out["type_line"] = clean_text(rows["typeRow"].get_text(" ")) or None
    if "textRow" in rows:
        out["text"] = rich_text(rows["textRow"]) or None
    if "flavorRow" in rows:
        out["flavor_text"] = rich_text(rows["flavorRow"]) or None
    if "ptRow" in rows:
        label = rows["ptRow"].find_previous_sibling("div", class_="label")
        value = clean_text(rows["ptRow"].get_text(" "))
        if label is not None and "loyalty" in label.get_text().lower():
            out["loyalty"] = value or None
        elif "/" in value:
            power, toughness = (part.strip() for part in value.split("/", 1))
            out["power"], out["toughness"] = power or None, toughness or None
    if "setRow" in rows:
        img = rows["setRow"].find("img")
        found = set_of_image(img) if img is not None else None
        if found:
            out["set_code"], out["set_name"], _ = found
        else:
            out["set_name"] = clean_text(rows["setRow"].get_text(" ")) or None
    if "rarityRow" in rows:
        out["rarity"] = clean_text(rows["rarityRow"].get_text(" ")) or None
    if "numberRow" in rows:
        out["number"] = clean_text(rows["numberRow"].get_text(" ")) or None
    if "artistRow" in rows:
        out["artist"] = clean_text(rows["artistRow"].get_text(" ")) or None
    if "otherSetsRow" in rows:
        out["other_sets"] = [
            (found, multiverse_id_in(img.parent.get("href") if img.parent is not None else None))
            for img in rows["otherSetsRow"].find_all("img")
            if (found := set_of_image(img))
        ]
    image = component.find("img", id=re.compile(r"cardImage$"))
    if image is not None:
        out["multiverse_id"] = multiverse_id_in(image.get("src"))
    return out


def _rulings(soup) -> list[RulingRecord]:
    rulings: list[RulingRecord] = []
    seen: set[tuple[dt.date | None, str]] = set()
    for date_cell in soup.find_all(id=re.compile(r"rulingDate$")):
        text_cell = soup.find(id=date_cell["id"][: -len("rulingDate")] + "rulingText")
        if text_cell is None:
            continue
        text = rich_text(text_cell)
        date = ruling_date(date_cell.get_text())
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
            return clean_text(bold.get_text())
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
    action = form_action(soup)
    query = {k.lower(): v for k, v in url_query(action).items()}
    printed = query.get("printed", "").lower() == "true"
    page_id = multiverse_id_in(action) or faces[0].get("multiverse_id")
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
        language = language_of(sample)
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
        printing.printed_type_line = join_present([f.get("type_line") for f in faces], " // ")
        printing.printed_text = join_present([f.get("text") for f in faces], TEXT_JOIN)
    bundle = CardBundle(card=record, printings=[printing] if printing else [], rulings=rulings)
    return ParsedSource(kind=KIND, sets=sets, cards=[bundle])


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
        type_line=None if printed else join_present([f.get("type_line") for f in faces], " // "),
        oracle_text=None if printed else join_present([f.get("text") for f in faces], TEXT_JOIN),
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
        flavor_text=None if translations else join_present([f.get("flavor_text") for f in faces], TEXT_JOIN),
        translations=translations or [],
    )


def _translation(faces: list[dict], language: str) -> TranslationRecord:
    from lorehold.ingest.records import TranslationFaceRecord

    multi = len(faces) > 1
    return TranslationRecord(
        language=language,
        name=" // ".join(f["name"] for f in faces),
        type_line=join_present([f.get("type_line") for f in faces], " // "),
        text=join_present([f.get("text") for f in faces], TEXT_JOIN),
        flavor_text=join_present([f.get("flavor_text") for f in faces], TEXT_JOIN),
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
