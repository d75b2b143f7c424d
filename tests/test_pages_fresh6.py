"""Captured pages in shapes the fresh-6 part of the page corpus showed (issue 15, parser page-9),
written here by hand: dates in Vietnamese, Thai (a Buddhist-era year), Hungarian, Greek, Finnish and
Indonesian, a Japanese era abbreviated to its initial (H30.1.19), JavaScript's Date string; a date
in a callout or an Org-mode timestamp's brackets. The rulings and dates come from MTGJSON's own set
files (data/sample)."""

from __future__ import annotations

import pytest

from tests.test_pages_dating import AEGISAUR, read

EXPECTED = [(d, t) for d, t in AEGISAUR]  # 2017-09-29, then two of 2018-01-19


def got(bundle):
    return [(r.date, r.text) for r in bundle.rulings]


def date_first_page(render, title: str = "Bellowing Aegisaur") -> str:
    lines = [title, ""]
    for d, t in AEGISAUR:
        lines += [render(d), t, ""]
    return "\n".join(lines)


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
