"""Captured pages in shapes the fresh-3 part of the page corpus showed (issue 15, parser page-6),
written here by hand: a ruling's marks told by their Unicode category rather than listed (a Markdown
table's pipes, a list marker of another script, a database's own separator between a date and its
ruling), a chat export's "[time] name:" message head, an FAQ's answer marks and the short questions
a site asks about its answers. The rulings and dates come from MTGJSON's own set file (data/sample)."""

from __future__ import annotations

import pytest

from lorehold.ingest.pages.chrome import short_question
from lorehold.ingest.pages.entries import edge_marks_off
from tests.test_pages_dating import AEGISAUR, GEISTS, read


def got(bundle):
    return [(r.date, r.text) for r in bundle.rulings]


def test_a_markdown_table_gives_its_rulings_without_pipes() -> None:
    lines = ["## Bellowing Aegisaur", "", "| Date | Ruling |", "|---|---|"]
    lines += [f"| {d.isoformat()} | {t} |" for d, t in AEGISAUR]
    assert got(read("\n".join(lines) + "\n")) == AEGISAUR


# separators no page before used; "‖" and "⋅" and "＿" and "¦" are of three Unicode categories
@pytest.mark.parametrize("sep", [" ‖ ", " ⋅ ", " ＿ ", " :: ", " ¦ "])
def test_a_date_then_any_separator_then_the_ruling(sep) -> None:
    lines = [f"Dungeon Geists — {len(GEISTS)} rulings"]
    lines += [f"{d.day:02d}.{d.month:02d}.{d.year}{sep}{t}" for d, t in GEISTS]
    assert got(read("\n".join(lines) + "\n")) == GEISTS


@pytest.mark.parametrize("mark", ["・", "※", "◎", "❖"])
def test_a_list_marker_of_any_script_run_into_the_ruling(mark) -> None:
    lines = ["Bellowing Aegisaur", "【裁定】"]
    lines += [f"{mark}{t}（{d.year}/{d.month:02d}/{d.day:02d}）" for d, t in AEGISAUR]
    assert got(read("\n".join(lines) + "\n")) == AEGISAUR


def test_a_chat_export_with_time_and_speaker_before_each_ruling() -> None:
    lines = ["Dungeon Geists", "[19:40] Kai: anyone?"]
    lines += [f"[19:{42 + k}] RulesBot: {d.isoformat()} — {t}" for k, (d, t) in enumerate(GEISTS)]
    lines.append("[20:01] Kai: ty bot")
    assert got(read("\n".join(lines) + "\n")) == GEISTS


@pytest.mark.parametrize("helpful", ["War diese Antwort hilfreich?", "この回答は役に立ちましたか？", "Was this answer helpful?"])
def test_answer_marks_go_and_the_helpfulness_question_is_chrome(helpful) -> None:
    blocks = ["Bellowing Aegisaur FAQ"]
    for d, t in AEGISAUR:
        blocks.append("\n".join(["Q: How does this interact?", f"A: {t}", d.isoformat(), helpful]))
    assert got(read("\n\n".join(blocks) + "\n")) == AEGISAUR
    assert short_question(helpful) and not short_question(AEGISAUR[0][1])


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("¿Qué pasa si el objetivo es ilegal?", "¿Qué pasa si el objetivo es ilegal?"),
        ("'Khans' is an anchor word.", "'Khans' is an anchor word."),
        ("+1/+1 counters stay on it.", "+1/+1 counters stay on it."),
        ("“Khans” is an anchor word.", "“Khans” is an anchor word."),
        ("• It gets +1/+1. |", "It gets +1/+1."),
        ("{T}: Add {G}.", "{T}: Add {G}."),
        # a divider Gatherer gives as a ruling's own text (MTGJSON keeps its dashes)
        ("---------- The following rulings focus on the phasing keyword ----------",
         "---------- The following rulings focus on the phasing keyword ----------"),
    ],
)
def test_marks_a_sentence_begins_or_ends_with_stay(text, kept) -> None:
    assert edge_marks_off(text) == kept
