"""Pages whose chrome looks like rulings, and layouts with heads of their own (issue 15, tuning on
fresh-8 and fresh-9): a chat export whose messages open with the time and the sender, a quiz whose
wrong options are statements about the card, a CSV file whose fields a semicolon separates, a
privacy law's opt-out line under a ruling. The rulings and dates come from MTGJSON's own set files
(data/sample); each page is written here by hand."""

from __future__ import annotations

import datetime as dt

import pytest

from lorehold.ingest.pages.dates import parse_date_line
from tests.test_pages_dating import AEGISAUR, GEISTS, read
from tests.test_pages_fresh5 import EXPECTED, got


def test_a_chat_exports_tab_separated_heads_are_off_and_a_thankers_line_is_no_ruling() -> None:
    """LINE's export: "time<TAB>sender<TAB>text" under each day's header; whoever never answers with
    rules (a "thanks" days later) posts no ruling."""
    lines = ["Talk history: Bellowing Aegisaur rulings", "Saved: 2026/05/13 21:14", ""]
    for d, t in AEGISAUR:
        lines += [f"{d:%Y/%m/%d}(Fri)", f"10:{d.day:02d}\tRulesHelper\t{t}", ""]
    lines += ["2026/05/13(Wed)", "21:10\tKenji\tどうもありがとう！"]
    bundle = read("\n".join(lines), "chat.txt", card="Bellowing Aegisaur")
    assert got(bundle) == EXPECTED
    assert all(r.language == "en" for r in bundle.rulings)


def test_a_chat_exports_bracketed_sender_and_time_are_off_and_a_thankers_line_is_no_ruling() -> None:
    """KakaoTalk's export: "[sender] [time] text"; a one-ruling chat with a "thanks" from someone else."""
    d, t = GEISTS[0]
    page = "\n".join([
        "Dungeon Geists 판정 대화", "",
        f"--------------- {d.year}년 {d.month}월 {d.day}일 월요일 ---------------",
        f"[판정도우미] [오후 3:02] {t}",
        "--------------- 2026년 6월 19일 금요일 ---------------",
        "[지훈] [오후 9:10] 고마워요!",
    ])
    bundle = read(page, "chat.txt", card="Dungeon Geists")
    assert got(bundle) == [(d, t)]
    assert bundle.rulings[0].language == "en"


def _quiz(answers: list[tuple[dt.date, str]], wrong: list[str]) -> str:
    lines = ["Practice exam: Bellowing Aegisaur", f"Level 2 · {len(answers)} questions", ""]
    for n, (d, t) in enumerate(answers, start=1):
        options = [wrong[n % len(wrong)], t, wrong[(n + 1) % len(wrong)]]
        lines += [f"Question {n}: Which of these holds for Bellowing Aegisaur?"]
        lines += [f"{letter}) {text}" for letter, text in zip("abc", options)]
        lines += ["Correct: b", f"Ruling date: {d:%d.%m.%Y}", ""]
    lines += [f"Your result: 1/{len(answers)} · Try again"]
    return "\n".join(lines)


def test_a_quizs_answered_option_is_the_ruling_and_its_wrong_options_are_none() -> None:
    """The wrong options are statements about the card too (made up, or its other rulings): only the
    one the answer line names is a ruling."""
    wrong = ["Bellowing Aegisaur's ability can't be responded to.",
             "Damage dealt to Bellowing Aegisaur can't be prevented.",
             AEGISAUR[2][1]]
    bundle = read(_quiz(AEGISAUR[:2], wrong), "exam.txt")
    assert got(bundle) == AEGISAUR[:2]


def test_a_semicolon_separated_csv_file_with_quoted_fields() -> None:
    """A spreadsheet's CSV export where the comma is the decimal mark: fields quoted and separated by
    semicolons, the date field holding a comma of its own."""
    lines = ["Datum;Entscheidung;Anmerkung"]
    for d, t in AEGISAUR:
        lines.append(f'"Freitag, {d.day}. {["Januar", "September"][d.month == 9]} {d.year}";"{t}";"geprüft, ok"')
    bundle = read("\n".join(lines), "rulings.csv.txt", card="Bellowing Aegisaur")
    assert got(bundle) == EXPECTED


def test_a_privacy_opt_out_line_after_the_last_ruling_is_no_ruling() -> None:
    """A privacy law's choice about a reader's personal data (its "targeted" reads like a game word)
    glued under the last ruling."""
    lines = ["Bellowing Aegisaur", ""]
    for d, t in AEGISAUR:
        lines += [f"Wizards of the Coast · {d:%Y-%m-%d}", t]
    lines += ["Your privacy choices",
              "Choose whether we may share your personal information with partners for targeted advertising."]
    bundle = read("\n".join(lines))
    assert got(bundle) == EXPECTED


@pytest.mark.parametrize(
    ("line", "date"),
    [
        ("2018-W03-5", dt.date(2018, 1, 19)),  # ISO 8601's week date: 19 January 2018 is the Friday of week 3
        ("2017W395", dt.date(2017, 9, 29)),
        ("19.jan.2018", dt.date(2018, 1, 19)),  # a month's name between dots
        ("29.sept.2017", dt.date(2017, 9, 29)),
        ("19 gennaio '18", dt.date(2018, 1, 19)),  # a two-digit year after an apostrophe
    ],
)
def test_more_written_forms_of_a_date(line, date) -> None:
    found = parse_date_line(line)
    assert found is not None and found.date.date == date and not found.rest


def test_iso_week_dates_date_their_rulings_not_the_pages_footer_date() -> None:
    lines = ["Bellowing Aegisaur", ""]
    for d, t in AEGISAUR:
        year, week, day = d.isocalendar()
        lines += [f"{year}-W{week:02d}-{day}", t]
    lines += ["", "Page updated 03.04.2026"]
    assert got(read("\n".join(lines))) == EXPECTED


def test_a_price_historys_dates_are_no_rulings_dates() -> None:
    """A price history table (each day's cell, then its price's) above rulings dated after their text:
    the last price's day is not the first ruling's date."""
    rows = "".join(f"<tr><td>{day}</td><td>€{price}</td></tr>" for day, price in
                   [("03.02.2026", "1.10"), ("17.03.2026", "0.95"), ("28.04.2026", "1.02")])
    rulings = "".join(f"<p>{t}</p><time>{d:%d.%m.%Y}</time>" for d, t in AEGISAUR)
    page = (f"<html><body><h1>Bellowing Aegisaur</h1><table><tr><td>Day</td><td>Price</td></tr>{rows}</table>"
            f"<div><h2>Rulings</h2>{rulings}</div></body></html>")
    assert got(read(page, "page.html")) == EXPECTED


def test_a_long_date_line_under_each_ruling_is_no_wrapped_prose() -> None:
    """An app's ruling cards: the text, then a date line long with its labels and buttons; the date line
    is not joined to the next ruling as a wrap's cut line would be."""
    cards = "".join(f"<div><p>{t}</p><span>🗓 {d:%d.%m.%Y} (week {d.isocalendar()[1]}), from Gatherer 🔖 Save ruling</span></div>"
                    for d, t in AEGISAUR)
    page = f"<html><body><h1>Bellowing Aegisaur</h1><p>Showing 3 rulings</p>{cards}</body></html>"
    assert got(read(page, "page.html")) == EXPECTED


def test_comprehensive_rules_quoted_by_number_are_no_rulings_and_basic_iso_dates_date_rulings() -> None:
    """A keyword page quotes the Comprehensive Rules by number above the card's rulings, whose table
    gives ISO 8601's basic dates (20180119)."""
    rows = "".join(f"<tr><td>{t}</td><td>{d:%Y%m%d}</td></tr>" for d, t in AEGISAUR)
    page = ("<html><body><h1>Bellowing Aegisaur</h1><h2>Rules that apply</h2>"
            "<p>120.3e Damage dealt to a creature by a source with neither wither nor infect causes that much "
            "damage to be marked on that creature.</p>"
            "<p>704.5g If a creature has toughness greater than 0, it has damage marked on it, and the total damage "
            "marked on it is greater than or equal to its toughness, that creature has been dealt lethal damage "
            "and is destroyed.</p>"
            f"<h2>Rulings</h2><table>{rows}</table></body></html>")
    assert got(read(page, "page.html")) == EXPECTED


def test_comprehensive_rules_quoted_by_number_above_undated_rulings_are_none() -> None:
    cr = ("<p>120.3e Damage dealt to a creature by a source with neither wither nor infect causes that much "
          "damage to be marked on that creature.</p>"
          "<p>704.5g If a creature has toughness greater than 0 and the damage marked on it is at least its "
          "toughness, that creature has been dealt lethal damage and is destroyed.</p>")
    rulings = "".join(f"<li>{t}</li>" for _, t in AEGISAUR)
    card = ("<h1>Bellowing Aegisaur</h1><p>Creature — Dinosaur</p><p>Enrage — Whenever Bellowing Aegisaur is dealt "
            "damage, put a +1/+1 counter on each other creature you control.</p>")
    page = f"<html><body>{card}<h2>Rules that apply</h2>{cr}<h2>Notes</h2><ul>{rulings}</ul></body></html>"
    assert got(read(page, "page.html")) == [(None, t) for _, t in AEGISAUR]
