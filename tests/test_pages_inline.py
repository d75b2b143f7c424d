"""Captured pages in shapes the fresh-4 part of the page corpus showed (issue 15, parser page-7),
written here by hand: the card's name inside a title line ("[Question] NAME", "name: NAME", a mail's
subject) found among the stored names, timestamps beside dates, a timestamped message's sender,
a forum floor's "发表于 DATE", "On DATE, X ruled:", a data file's "- date: DATE" and quoted values,
footnote references giving the dates, and rulings wrapped over several lines as a PDF copy gives
them. The rulings and dates come from MTGJSON's own set files (data/sample)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from lorehold.db.engine import get_engine
from lorehold.ingest import pages
from lorehold.ingest.pages.blocks import join_wrapped
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.test_pages_dating import AEGISAUR, GEISTS, read, rulings_of

VANGUARD = rulings_of("XLN", "Emperor's Vanguard")  # three of 2018-01-19


def got(bundle):
    return [(r.date, r.text) for r in bundle.rulings]


# ------------------------------------------------------------------ names inside title lines


def _page_card(home: Path, tmp_path: Path, page: str) -> tuple[str, str | None]:
    path = tmp_path / "page.txt"
    path.write_text(page, encoding="utf-8")
    report = ingest(Settings.resolve(home), [str(path)])
    [outcome] = report.outcomes
    from sqlalchemy import text

    with get_engine(Settings.resolve(home)).connect() as conn:
        names = conn.execute(text(
            "SELECT DISTINCT c.name FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
            "JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id WHERE s.locator = :l"),
            {"l": str(path.resolve())}).scalars().all()
    return outcome.status, names


@pytest.mark.parametrize(
    "title",
    [
        "[Question] Imperiale Vorhut",  # German, inside a forum's tag
        "【XLN】皇帝の先兵",  # Japanese, after a set code in full-width brackets
        "name: Vanguardia del emperador",  # a data file's field
        "Subject: [judges-l] 皇帝的先锋 rulings",  # Simplified Chinese in a mail's subject
        "Главная → Карты → Императорский Авангард",  # an arrow breadcrumb
        "How does emperor's vanguard work?",  # any case, as `card NAME` folds it
    ],
)
def test_a_stored_name_inside_a_title_line_names_the_card(xln_home, tmp_path, title) -> None:
    lines = [title, "u/judge_kimber · 2y", ""]
    for d, t in VANGUARD:
        lines += [d.isoformat(), t, ""]
    status, names = _page_card(xln_home, tmp_path, "\n".join(lines))
    assert status == "loaded"
    assert names == ["Emperor's Vanguard"]


# --------------------------------------------------------------------------------- dates


@pytest.mark.parametrize(
    "stamp",
    ["{iso} 14:03", "{iso}T14:03:00Z", "{d}.{m}.{y} um 14:03 Uhr", "{d:02d}/{m:02d}/{y} à 14:03"],
)
def test_a_time_of_day_after_the_date_is_part_of_it(stamp) -> None:
    lines = ["Bellowing Aegisaur"]
    for d, t in AEGISAUR:
        lines += [stamp.format(iso=d.isoformat(), d=d.day, m=d.month, y=d.year), t]
    assert got(read("\n".join(lines) + "\n")) == AEGISAUR


def test_a_chat_export_dates_each_message_by_its_timestamp_and_drops_the_sender() -> None:
    lines = ["[03.02.2026, 19:40:12] Tomek: how does Dungeon Geists work with a token copy?"]
    lines += [f"[{d.day:02d}.{d.month:02d}.{d.year}, 19:{42 + k}:10] Judge Pieter (L2): {t}" for k, (d, t) in enumerate(GEISTS)]
    lines.append("[03.02.2026, 20:01:00] Tomek: ok thanks!!")
    assert pages.sniff("chat.txt", "\n".join(lines).encode())  # "[03.02…" is no JSON array
    assert got(read("\n".join(lines) + "\n", card="Dungeon Geists")) == GEISTS


def test_forum_floors_posted_at_a_date() -> None:
    blocks = ["【求助】关于地城幽灵的裁定"]
    for k, (d, t) in enumerate(GEISTS, start=2):
        blocks.append(f"{k}楼 · 发表于 {d.year}-{d.month}-{d.day} 14:03\n{t}\n回复(0)")
    assert got(read("\n\n".join(blocks) + "\n", card="Dungeon Geists")) == GEISTS


def test_on_date_someone_ruled() -> None:
    blocks = ["Subject: [judges-l] Dungeon Geists rulings", "Hi all,"]
    blocks += [f"On {d.strftime('%B')} {d.day}, {d.year}, WotC ruled:\n{t}" for d, t in GEISTS]
    blocks.append("-- \nCheers, Marta (L3)")
    assert got(read("\n\n".join(blocks) + "\n")) == GEISTS


def test_a_data_files_date_and_quoted_text_fields() -> None:
    lines = ["---", "name: Dungeon Geists", "set: DKA", "rulings:"]
    for d, t in GEISTS:
        lines += [f"  - date: {d.isoformat()}", '    text: "' + t.replace('"', '\\"') + '"']
    assert got(read("\n".join(lines) + "\n")) == GEISTS


def test_footnote_references_date_the_rulings() -> None:
    blocks = ["Dungeon Geists", "Rulings[edit]\n" + "\n".join(f"• {t}[{k}]" for k, (_, t) in enumerate(GEISTS, start=1))]
    blocks.append("References\n" + "\n".join(
        f"{k}. ↑ Release notes ({d.day:02d}/{d.month:02d}/{d.year})" for k, (d, _) in enumerate(GEISTS, start=1)))
    assert got(read("\n\n".join(blocks) + "\n")) == GEISTS


# --------------------------------------------------------------------------- wrapped lines


def test_rulings_wrapped_at_a_fixed_width_are_joined_back() -> None:
    lines = ["Dungeon Geists", "Creature — Spirit"]
    for d, t in GEISTS:
        lines += textwrap.wrap(f"• {t} ({d.isoformat()})", 60, break_long_words=False, break_on_hyphens=False)
    assert got(read("\n".join(lines) + "\n")) == GEISTS


def test_rows_of_links_and_table_rows_are_never_joined() -> None:
    lines = ["Home | Magic: The Gathering | Tenth Edition | Some Card Name Here", "Pesadelo",
             "Play MTG Arena free today and get forty packs — download now", "mardi 10 novembre 2020",
             "Putting a land onto the battlefield does not count as playing a land\tOct. 4, 2004"]
    assert join_wrapped(lines) == lines
