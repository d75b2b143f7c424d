"""Storing what a captured page says of a card's printings: its set names as written and its
printed text go on the card's printings in the sets those names name (``printing_page_texts``).
A set name lorehold does not know (a promo set not ingested) stores nothing."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from sqlalchemy import delete, func, insert, or_, select

from lorehold.db.models import Printing, Set, SetTranslation
from lorehold.db.models_pages import PrintingPageText

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.ingest.records import CardBundle

page_texts_t = PrintingPageText.__table__
_printings_t = Printing.__table__
_sets_t = Set.__table__
_set_tr_t = SetTranslation.__table__


def forget_page_sets(conn: "Connection", source_id: int) -> None:
    conn.execute(delete(page_texts_t).where(page_texts_t.c.source_id == source_id))


def _set_codes(conn: "Connection", name: str) -> list[str]:
    """The sets named ``name`` (any case), in English or in a stored translation."""
    folded = name.strip().lower()
    codes = set(conn.execute(select(_sets_t.c.code).where(func.lower(_sets_t.c.name) == folded)).scalars())
    codes |= set(conn.execute(select(_set_tr_t.c.set_code).where(func.lower(_set_tr_t.c.name) == folded)).scalars())
    return sorted(codes)


def store_page_sets(conn: "Connection", source_id: int, bundles: list["CardBundle"], card_ids: list[int]) -> int:
    """Rows written: one per printing of the card in a set the page names."""
    forget_page_sets(conn, source_id)
    rows: dict[int, dict] = {}
    for bundle, card_id in zip(bundles, card_ids):
        page = bundle.page_sets
        if page is None:
            continue
        for set_name in page.set_names:
            codes = _set_codes(conn, set_name)
            if not codes:
                continue
            for printing_id in conn.execute(
                select(_printings_t.c.id).where(
                    _printings_t.c.card_id == card_id, or_(*(_printings_t.c.set_code == c for c in codes))
                )
            ).scalars():
                rows.setdefault(printing_id, {"printing_id": printing_id, "source_id": source_id,
                                              "set_name": set_name, "printed_text": page.printed_text})
    if rows:
        conn.execute(insert(page_texts_t), list(rows.values()))
    return len(rows)


def _folded_words(text: str) -> tuple[str, ...]:
    """A text's words, case and punctuation aside (a page's line breaks and quote marks are its own)."""
    return tuple("".join(ch for ch in word if ch.isalnum()) for word in text.casefold().split() if any(c.isalnum() for c in word))


def _nearly(words: tuple[str, ...], text: tuple[str, ...], slack: float) -> bool:
    """``words`` are ``text``'s nearly (nine in ten alike, its length within ``slack`` of it): an older
    wording, a page's typo."""
    from difflib import SequenceMatcher

    return abs(len(text) - len(words)) <= slack * len(text) and SequenceMatcher(None, words, text, autojunk=False).ratio() >= 0.9


def without_card_text(conn: "Connection", bundles: list["CardBundle"], card_ids: list[int]) -> int:
    """Drop a page's "rulings" that are its card's own text (a page that shows the card's text as
    a paragraph among its undated rulings, its name only in the title): the card's oracle text, a
    face's, a printing's printed text or a translation's, or one of their lines (an ability shown
    alone in a list of cards), word for word or nearly (an older wording: "enters the battlefield"
    for "enters"). How many were dropped."""
    from lorehold.db.models import Card, Face, Translation

    dropped = 0
    for bundle, card_id in zip(bundles, card_ids):
        if not bundle.rulings:
            continue
        texts = set()
        for table, column in ((Card.__table__, "id"), (Face.__table__, "card_id"), (_printings_t, "card_id")):
            field = "printed_text" if table is _printings_t else "oracle_text"
            texts.update(conn.execute(select(table.c[field]).where(table.c[column] == card_id)).scalars())
        texts.update(conn.execute(select(Translation.__table__.c.text).where(Translation.__table__.c.card_id == card_id)).scalars())
        # the whole text, and each of its lines (an ability alone: "Hellbent — {1}{R}, {T}: …")
        own = {_folded_words(t) for t in texts if t} | {
            _folded_words(line) for t in texts if t and "\n" in t for line in t.split("\n") if len(line.split()) >= 4}

        def is_own(words: tuple[str, ...]) -> bool:
            return words in own or any(_nearly(words, text, 0.2) for text in own)

        kept = [r for r in bundle.rulings if not is_own(_folded_words(r.text))]
        dropped += len(bundle.rulings) - len(kept)
        bundle.rulings = kept
    return dropped


def without_glosses(conn: "Connection", bundles: list["CardBundle"], card_ids: list[int]) -> int:
    """Drop the paragraphs a page shows after every official ruling of a day, under that day, that are
    none of them: a forum poster's or a blogger's own words under the rulings they quote ("The key is
    that the game only checks once …"). The official rulings of a day are the card's English rulings
    that a source other than a page gave with that day (MTGJSON's, Scryfall's, Gatherer's); the page
    must show them all, word for word or nearly, before the paragraph, so a day lorehold knows only in
    part, or a ruling newer than its data, is kept. How many were dropped."""
    from collections import defaultdict

    from lorehold.db.models import Ruling, RulingSource, Source

    r_t, rs_t, s_t = Ruling.__table__, RulingSource.__table__, Source.__table__
    dropped = 0
    for bundle, card_id in zip(bundles, card_ids):
        if not any(r.date for r in bundle.rulings):
            continue
        official: dict = defaultdict(set)
        for date, text in conn.execute(
                select(rs_t.c.date, func.coalesce(rs_t.c.text, r_t.c.text))
                .join(r_t, r_t.c.id == rs_t.c.ruling_id).join(s_t, s_t.c.id == rs_t.c.source_id)
                .where(r_t.c.card_id == card_id, r_t.c.language == "en", s_t.c.kind != "page", rs_t.c.date.is_not(None))):
            official[date].add(_folded_words(text))

        def is_official(words: tuple[str, ...], day) -> tuple[str, ...] | None:
            return next((text for text in official[day] if text == words or _nearly(words, text, 0.1)), None)

        seen: dict = defaultdict(set)  # each day's official rulings the page has shown so far
        kept = []
        for r in bundle.rulings:
            if r.date is None or r.language != "en" or r.translation_of is not None or not official.get(r.date):
                kept.append(r)
                continue
            match = is_official(_folded_words(r.text), r.date)
            if match is None and seen[r.date] == official[r.date]:
                dropped += 1
                continue
            if match is not None:
                seen[r.date].add(match)
            kept.append(r)
        bundle.rulings = kept
    return dropped


_REMINDER = re.compile(r"\s*\([^()]*\)")


def without_slight_translations(conn: "Connection", bundles: list["CardBundle"], card_ids: list[int]) -> int:
    """Drop a page's "translations" whose text is a sliver of its card's oracle text (a blog's
    name under the word "Blog" read as a name and its text): a card's text in any language takes
    a sixth of the English text's characters or more, reminder text aside (over the sample's 18,824
    stored translations, the fewest take 0.19). How many were dropped."""
    from lorehold.db.models import Card

    dropped = 0
    for bundle, card_id in zip(bundles, card_ids):
        if not bundle.translations:
            continue
        oracle = conn.execute(select(Card.__table__.c.oracle_text).where(Card.__table__.c.id == card_id)).scalar()
        core = _REMINDER.sub("", oracle or "").strip()  # (a translation may leave reminder text out)
        if len(core) < 60:
            continue
        kept = [t for t in bundle.translations if not t.text or len(t.text) * 6 >= len(core)]
        dropped += len(bundle.translations) - len(kept)
        bundle.translations = kept
    return dropped



def without_titled_translations(conn: "Connection", bundles: list["CardBundle"], card_ids: list[int]) -> int:
    """Drop a page's "translations" named by a title that holds the card's English name among other
    words ("Carta del día: Power Sink" over a blog's opening paragraph): a printed name is the
    English one or a name of its own, never the English one inside a phrase. (A name the card is
    printed with in the language is kept by the loader's own match.) Nor a "translation" whose text
    names the card by its English name. How many were dropped."""
    from lorehold.db.models import Card

    dropped = 0
    for bundle, card_id in zip(bundles, card_ids):
        if not bundle.translations:
            continue
        name = conn.execute(select(Card.__table__.c.name).where(Card.__table__.c.id == card_id)).scalar() or ""
        # (a card with faces: its whole name or a face's, "Alle offiziellen Regelhinweise zu Innocent Traveler",
        # "今日のカード：Innocent Traveler")
        english = [n for n in dict.fromkeys([name, *name.split(" // ")]) if n]
        folded = "|".join(re.escape(n.casefold()) for n in english)
        inside = re.compile(rf"(?<!\w)(?:{folded})(?!\w)") if name else None
        # (nor one whose text names the card in English, as written: a printed text calls its card by its
        # printed name, so that is a reader's post in the language, "… διευκρινίσεις για το Sorcerer's Strongbox;")
        # (a particle may follow it: "Destructive Force은(는) 룰 질문에 자주 등장합니다")
        named = re.compile(rf"(?<![^\W_])(?:{'|'.join(re.escape(n) for n in english)})(?![A-Za-z0-9])") if name else None
        kept = [t for t in bundle.translations
                if inside is None or t.name.casefold().strip() in {n.casefold() for n in english}
                or not (inside.search(t.name.casefold()) or named.search(t.text or ""))]
        dropped += len(bundle.translations) - len(kept)
        bundle.translations = kept
    return dropped


def with_printed_translations(conn: "Connection", bundles: list["CardBundle"], card_ids: list[int]) -> int:
    """Add the printed translations a page shows whole that its reading did not pair: a printing's
    name in a language on a line of the page, and that printing's text in the page's words (a
    Russian post's name and text block under its tags, a blog's quoted card). The text must be the
    page's, line for line (each of its lines of four characters or more), so no line of chrome is
    ever stored as a translation: what is stored is the printing's own name and text. How many were
    added."""
    from lorehold.db.models import Translation
    from lorehold.ingest.records import TranslationRecord
    from lorehold.text import normalize_ruling

    tr_t = Translation.__table__
    added = 0
    for bundle, card_id in zip(bundles, card_ids):
        lookup = bundle.card.lookup
        if lookup is None or not lookup.page_lines:
            continue
        have = {(t.language, t.name) for t in bundle.translations}
        page = normalize_ruling(" ".join(lookup.page_lines))
        rows = conn.execute(
            select(tr_t.c.language, tr_t.c.name, tr_t.c.type_line, tr_t.c.text)
            .where(tr_t.c.card_id == card_id, tr_t.c.printing_id.is_not(None), tr_t.c.text.is_not(None))
            .order_by(tr_t.c.language, tr_t.c.id)
        ).all()
        for language, name, type_line, text in rows:
            if language == "en" or (language, name) in have or any(t.language == language for t in bundle.translations):
                continue
            lines = [normalize_ruling(line) for line in text.split("\n")]
            lines = [line for line in lines if len(line) >= 4]
            if not lines or not all(line in page for line in lines) or not any(name in line for line in lookup.page_lines):
                continue
            bundle.translations.append(TranslationRecord(language=language, name=name, type_line=type_line, text=text))
            have.add((language, name))
            added += 1
    return added
