"""Captured pages in shapes the fresh-6 part of the page corpus showed (issue 15, parser page-9),
written here by hand: dates in Vietnamese, Thai (a Buddhist-era year), Hungarian, Greek, Finnish and
Indonesian, a Japanese era abbreviated to its initial (H30.1.19), JavaScript's Date string; a date
in a callout or an Org-mode timestamp's brackets; CSV rows; chat messages' heads; a date cell
spanning rows; a 12-hour clock; a post's header with its author's handle; a card named only in an
HTML page's chrome elements or in a CSV row's first field; an attribution and how long ago in the
brackets of a date after a ruling. The rulings and dates come from MTGJSON's own set
files (data/sample)."""

from __future__ import annotations

import datetime as dt
import html
from pathlib import Path

import pytest
from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.test_pages_dating import AEGISAUR, read
from tests.test_pages_fresh5 import EXPECTED, VANGUARD, date_first_page, got  # noqa: F401  (shared helpers)

_TH = "ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.".split()
_HU = "január február március április május június július augusztus szeptember október november december".split()
_EL = ("Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου "
       "Δεκεμβρίου").split()
_FI = ("tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta "
       "marraskuuta joulukuuta").split()
_ID = "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split()


@pytest.mark.parametrize(
    "render",
    [
        lambda d: f"ngày {d.day} tháng {d.month} năm {d.year}",
        lambda d: f"{d.day} {_TH[d.month - 1]} {d.year + 543}",
        lambda d: f"{d.year}. {_HU[d.month - 1]} {d.day}.",
        lambda d: f"{d.day} {_EL[d.month - 1]} {d.year}",
        lambda d: f"{d.day}. {_FI[d.month - 1]} {d.year}",
        lambda d: f"{d.day}.{d.month}.{d.year} klo 14.03",
        lambda d: f"{d.day} {_ID[d.month - 1]} {d.year}",
        lambda d: f"H{d.year - 1988}.{d.month}.{d.day}",  # Heisei 29, 30
        lambda d: f"{d:%a %b %d %Y} 14:03:00 GMT+0100 (Central European Standard Time)",
        lambda d: f"{d.year}年{d.month}月{d.day}日 周{'一二三四五六日'[d.weekday()]}",
    ],
    ids=["vi", "th-buddhist-era", "hu", "el", "fi", "fi-klo", "id", "era-initial", "js-date", "zh-weekday"],
)
def test_more_languages_date_the_rulings(render) -> None:
    assert got(read(date_first_page(render))) == EXPECTED


@pytest.mark.parametrize(
    "render",
    [
        lambda d: f"> 📅 {d:%d.%m.%Y}",  # a Notion callout: a quote's mark and a calendar emoji before the date
        lambda d: f"→ {d.isoformat()}",
    ],
)
def test_marks_beside_a_date_line_leave_a_bare_date(render) -> None:
    assert got(read(date_first_page(render))) == EXPECTED


def test_an_org_mode_timestamp_dates_its_heading() -> None:
    lines = ["#+TITLE: Bellowing Aegisaur", "#+STARTUP: overview", ""]
    lines += [f"* <{d.isoformat()} {d:%a}> {t}" for d, t in AEGISAUR]
    assert got(read("\n".join(lines))) == EXPECTED


def test_csv_rows_pasted_as_text_give_their_ruling_field_dated() -> None:
    lines = ["Bellowing Aegisaur", "", "card,date,ruling,source"]
    for d, t in AEGISAUR:
        quoted = '"' + t.replace('"', '""') + '"'
        lines.append(f'"Bellowing Aegisaur",{d.isoformat()},{quoted},Gatherer')
    assert got(read("\n".join(lines))) == EXPECTED


@pytest.mark.parametrize("head", ["Me", "RulesBot 21:44"])
def test_a_messages_head_between_its_date_and_its_text_is_no_ruling_and_shifts_no_date(head) -> None:
    # (iMessage: the timestamp, the sender, the message; Telegram: the day, "sender HH:MM", the message)
    lines = ["Bellowing Aegisaur", ""]
    for d, t in AEGISAUR:
        lines += [f"{d:%a, %b} {d.day}, {d.year} at 2:03 PM", head, t, ""]
    bundle = read("\n".join(lines))
    assert got(bundle) == EXPECTED
    assert all(head not in r.text for r in bundle.rulings)


def test_a_date_cell_spanning_rows_dates_each_of_them() -> None:
    (d1, t1), (d2, t2), (_, t3) = AEGISAUR
    page = "\n".join(["Bellowing Aegisaur", "", "Date\tRuling", f"{d1:%d.%m.%Y}\t{t1}", f"{d2:%d.%m.%Y}\t{t2}", f"\t{t3}",
                      "", "Last modified: 2026-03-02"])
    assert got(read(page)) == EXPECTED


def test_a_twelve_hour_clock_reads_an_ambiguous_date_month_first() -> None:
    from lorehold.ingest.pages.dates import find_dates

    [d] = find_dates("02/01/2009 2:03 PM")
    assert (d.date.isoformat(), d.ambiguous) == ("2009-02-01", False)
    [d] = find_dates("02/01/2009 14:03")
    assert d.ambiguous  # a 24-hour clock says nothing of the order


def test_a_single_posts_header_with_the_authors_handle_dates_the_post() -> None:
    d, t = AEGISAUR[0]
    page = "\n".join(["Thread: Bellowing Aegisaur rulings", "", f"Judge Rosa @judgerosa · {d:%d/%m/%Y} 14:03", t, "1/1",
                      "19 Reposts 164 Likes"])
    assert got(read(page)) == [(d, t)]


def _stored(home: Path, tmp_path: Path, page: str, suffix: str = ".txt") -> list[tuple[str, str, str]]:
    path = tmp_path / f"page{suffix}"
    path.write_text(page, encoding="utf-8")
    [outcome] = ingest(Settings.resolve(home), [str(path)]).outcomes
    assert outcome.status == "loaded", outcome
    with get_engine(Settings.resolve(home)).connect() as conn:
        return sorted(conn.execute(text(
            "SELECT c.name, rs.date, COALESCE(rs.text, r.text) FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
            "JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id WHERE s.locator = :l"),
            {"l": str(path.resolve())}).all())


def _expected(rulings) -> list[tuple[str, str, str]]:
    return sorted(("Emperor's Vanguard", d.isoformat(), t) for d, t in rulings)


def test_a_card_named_only_in_an_html_pages_chrome_elements_is_found_by_its_rulings(xln_home, tmp_path) -> None:
    """An iMessage export saved as HTML: the question naming the card sits in an <aside>, the page's
    title names none; the card is the one whose stored rulings the page repeats."""
    body = ["<!DOCTYPE html><html><head><title>Card rulings</title></head><body>",
            "<aside class=\"nav\"><div>Alex</div><a>what are the rulings on Emperor's Vanguard</a></aside>"]
    for d, t in VANGUARD:
        body.append(f"<div class=\"block\"><time>{d:%a, %b} {d.day}, {d.year} at 2:03 PM</time><p>Me</p><p>{html.escape(t)}</p></div>")
    body.append("</body></html>")
    assert [(n, str(d), t) for n, d, t in _stored(xln_home, tmp_path, "\n".join(body), ".html")] == _expected(VANGUARD)


def test_csv_rows_name_their_card_in_their_first_field(xln_home, tmp_path) -> None:
    # (rows longer than a title line: the card's name is read from their first field)
    source = "https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=435200&printed=false&part=rulings"
    lines = ["card,date,ruling,source"]
    lines += [f'"Emperor\'s Vanguard",{d.isoformat()},"{t}",{source}' for d, t in VANGUARD]
    assert all(len(line) > 200 for line in lines[1:])
    assert [(n, str(d), t) for n, d, t in _stored(xln_home, tmp_path, "\n".join(lines))] == _expected(VANGUARD)


@pytest.mark.parametrize("line", [
    "Text one. (Wizards of the Coast, há 5 anos · 19/11/2021)",
    "Text one. (Release notes, 5 years ago (Nov 19, 2021))",
])
def test_an_attribution_and_how_long_ago_in_the_brackets_of_a_date_after_a_ruling(line) -> None:
    from lorehold.ingest.pages.dates import parse_date_line

    found = parse_date_line(line)
    assert (found.date.date.isoformat(), found.publisher, found.rest) == ("2021-11-19", "wotc", "Text one.")


def test_a_publication_date_at_the_foot_of_patch_notes_dates_no_known_issue() -> None:
    """Rulings with their own dates, then "Known Issues" and one date line apart (the notes' own
    publication date): the known issue is no ruling."""
    lines = ["MTG Arena Patch Notes", "", "Card Updates", "Bellowing Aegisaur", "Rules clarifications:"]
    lines += [f"({d.year}年{d.month}月{d.day}日) {t}" for d, t in AEGISAUR]
    lines += ["", "Known Issues", "Players may see a creature's power displayed incorrectly after a layer-dependent effect ends.",
              "Опубликовано: 令和8年11月20日"]
    assert got(read("\n".join(lines))) == EXPECTED


def test_a_row_of_links_is_no_cards_name_and_a_sentence_after_the_last_date_is_no_ruling() -> None:
    """Rulings each followed by "DATE ─ WotC" under a shop's menu: the first ruling (no game word in
    it) is no card text under a name (the menu's links are none), and "Card prices from …" after the
    last date is no ruling: the page dates after each text."""
    sway = [(dt.date(2005, 2, 1), "Changes in life total are treated as life gain and life loss."),
            (dt.date(2005, 2, 1), "Tokens are included in the effect but shouldn’t actually be included in the shuffle. "
                                  "Tokens will cease to exist immediately after the spell resolves."),
            (dt.date(2013, 7, 1), "This card won’t be put into your graveyard until after it’s finished resolving, which "
                                  "means it won’t be shuffled into your library as part of its own effect.")]
    lines = ["로그인 회원가입 장바구니", "Одиночные карты · Бустеры · Аксессуары · Турниры", ""]
    for d, t in sway:
        lines += [t, f"{d.isoformat()} ─ WotC"]
    lines += ["EDHREC is not affiliated with Wizards of the Coast.", "Card prices from Iron Golem Games"]
    bundle = read("\n".join(lines), card="Sway of the Stars")
    assert got(bundle) == sway
    assert {r.publisher for r in bundle.rulings} == {"wotc"}


def test_a_bots_command_under_a_message_header_is_no_ruling() -> None:
    """A Discord export: "!ruling NAME" under its sender's header is a command, not a ruling, though
    it stands by a date (the header's) and names the card; the bot's answer dates each ruling."""
    lines = ["Guild: MTG Judges", "Channel: Rules / #ask-a-judge", "=" * 62, "[4/21/2026 7:16 PM] mana_burn",
             "!ruling 吠えるイージサウルス", "[4/21/2026 7:16 PM] RulesBot", "吠えるイージサウルス"]
    lines += [f"{d:%d/%m/%Y} às 14h03 — {t}" for d, t in AEGISAUR]
    lines += ["{Reactions}", "👍 (3) 🙏 (1)", "[4/21/2026 7:16 PM] mana_burn", "thanks!! (edited)"]
    assert got(read("\n".join(lines))) == EXPECTED


@pytest.mark.parametrize("crumb", ["Strona główna » Karty » Ixalan » Imperiale Vorhut", ""])
def test_a_chat_export_naming_its_card_only_in_a_question_or_a_breadcrumb(xln_home, tmp_path, crumb) -> None:
    """A WhatsApp export with no title: someone asks about the card by a translated name, a judge
    answers with one message a ruling; the card is found by the lines that name it."""
    lines = [crumb, "", "Messages and calls are end-to-end encrypted. No one outside of this chat can read them.",
             "[27.07.2026, 14:35:40] Mehmet: anyone know the rulings on Imperiale Vorhut?"]
    lines += [f"[{d:%d.%m.%Y}, 09:25:44] Ola: {t}" for d, t in VANGUARD]
    lines += ["[27.07.2026, 23:13:36] Tomek: ok thanks!!"]
    assert [(n, str(d), t) for n, d, t in _stored(xln_home, tmp_path, "\n".join(lines))] == _expected(VANGUARD)


def test_a_page_of_dated_rulings_with_no_line_that_names_a_card_still_asks_for_card(xln_home, tmp_path) -> None:
    """The reader leaves an untitled page of dated rulings to the loader, which looks for a stored
    card its lines name; none does here, so the user is asked for --card and nothing is stored."""
    page = "\n".join(f"[{d:%d.%m.%Y}, 09:25:44] Ola: {t}" for d, t in VANGUARD)
    path = tmp_path / "chat.txt"
    path.write_text(page, encoding="utf-8")
    [outcome] = ingest(Settings.resolve(xln_home), [str(path)]).outcomes
    assert outcome.status == "failed" and "names no card; pass --card NAME" in outcome.reason
    with get_engine(Settings.resolve(xln_home)).connect() as conn:
        assert conn.execute(text("SELECT status FROM sources WHERE locator = :l"), {"l": str(path.resolve())}).all() == [("failed",)]
        assert conn.execute(text("SELECT count(*) FROM ruling_sources rs JOIN sources s ON s.id = rs.source_id "
                                 "WHERE s.locator = :l"), {"l": str(path.resolve())}).scalar() == 0


def test_a_page_of_dated_rulings_that_names_its_card_in_a_sentence_finds_it(xln_home, tmp_path) -> None:
    """No title, no breadcrumb, no question: a video's captions say "Today we're looking at NAME."
    in passing; the card so named whose stored rulings the page repeats is the page's card."""
    lines = ["Hi everyone, it's rules time again.", "", "Today we're looking at Emperor's Vanguard.", ""]
    for d, t in VANGUARD:
        lines += [f"The ruling from {d.day} {d:%B} {d.year} says:", "", t, ""]
    lines += ["That's all for today, see you next week!"]
    assert [(n, str(d), t) for n, d, t in _stored(xln_home, tmp_path, "\n".join(lines))] == _expected(VANGUARD)


def test_a_footnotes_reference_is_never_a_ruling_even_above_a_date_line() -> None:
    """A wiki's one footnote ("1. ↑ Release notes (25.8.2015)") then the page's own "작성일 DATE": the
    reference dates its ruling and is none itself; the page's date dates nothing."""
    d, t = AEGISAUR[0]
    page = "\n".join(["Bellowing Aegisaur", "", "Trivia and rulings[edit]", f"• {t}[1]", "References",
                      f"1. ↑ Release notes ({d.day}.{d.month}.{d.year})", "작성일 2026-11-01 14:03"])
    assert got(read(page)) == [(d, t)]


def test_another_card_listed_with_its_deck_count_is_no_card_and_text_pair(xln_home, tmp_path) -> None:
    """An EDHREC page titled in Japanese: other cards listed with their deck counts ("Bellowing
    Aegisaur" / "725 decks") read as no name and card text; the rulings go to the titled card."""
    lines = ["皇帝の先兵", "In 80,530 decks", "24% of 169,000 decks", "", "Top Commanders", "Bellowing Aegisaur", "725 decks",
             "High Synergy Cards", "Tocatli Honor Guard", "+49% synergy", "", "Rulings"]
    for d, t in VANGUARD:
        lines += [f"{d:%b} {d.day} '{d.year % 100}", t]
    assert [(n, str(d), t) for n, d, t in _stored(xln_home, tmp_path, "\n".join(lines))] == _expected(VANGUARD)


def test_in_a_chat_only_the_messages_of_whoever_answers_with_rules_are_rulings() -> None:
    """A WhatsApp export glued to a newsletter: another member's "This message was deleted" (the
    newsletter's lines run on after it) is no ruling, though dated like the judge's answers."""
    lines = ["Bellowing Aegisaur", "", "10/11/2026, 09:40 - Mehmet: how does Bellowing Aegisaur work with a token copy?"]
    lines += [f"{d:%d/%m/%Y}, 21:52 - RulesBot: {t}" for d, t in AEGISAUR]
    lines += ["10/11/2026, 11:30 - Tomek: This message was deleted", "Join 12,000 players getting our weekly decklists",
              "No spam. Unsubscribe anytime."]
    assert got(read("\n".join(lines))) == EXPECTED


def test_a_worded_date_in_a_tables_last_cell_dates_the_text_before_it() -> None:
    lines = ["Bellowing Aegisaur", "", "Décision\tDate"]
    months = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
    lines += [f"{t}\tle {d.day} {months[d.month - 1]} {d.year}" for d, t in AEGISAUR]
    assert got(read("\n".join(lines))) == EXPECTED
