"""Dates written in two parts (issue 15, parser page-12): a month-and-year header over entries that
give the day, a year header over entries that give the day and the month; in any language and form
``find_dates`` reads, in text and HTML. The rulings come from MTGJSON's own set files (data/sample);
each page is written here by hand."""

from __future__ import annotations

import pytest

from lorehold.ingest.pages.headers import _header, headed_dates
from tests.test_pages_dating import AEGISAUR, GEISTS, read
from tests.test_pages_fresh5 import EXPECTED, got

FR_MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
DE_MONTHS = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()
PL_SHORT = "sty lut mar kwi maj cze lip sie wrz paź lis gru".split()


def _by(rulings, key):
    groups: dict = {}
    for d, t in rulings:
        groups.setdefault(key(d), []).append((d, t))
    return groups


@pytest.mark.parametrize("head, entry", [
    (lambda y, m: f"{FR_MONTHS[m - 1].capitalize()} {y}", lambda d: f"{d.day} –"),
    (lambda y, m: f"### {y}년 {m}월 ({{n}})", lambda d: f"{d.day}일:"),
    (lambda y, m: f"{y}年{m}月", lambda d: f"{d.day}日"),
    (lambda y, m: f"== {DE_MONTHS[m - 1]} {y} ==", lambda d: f"{d.day}. ·"),
])
def test_a_month_header_over_day_entries_dates_each_entry(head, entry) -> None:
    lines = ["Bellowing Aegisaur", "Archive of rulings", ""]
    for (y, m), group in sorted(_by(AEGISAUR, lambda d: (d.year, d.month)).items(), reverse=True):
        lines.append(head(y, m).replace("{n}", str(len(group))))
        lines += [f"{entry(d)} {t}" for d, t in group]
        lines.append("")
    lines += ["Newsletter", "Every Friday in your inbox. Unsubscribe any time."]
    bundle = read("\n".join(lines))
    assert sorted(got(bundle)) == sorted(EXPECTED)


@pytest.mark.parametrize("fmt", ["text", "html"])
def test_a_year_header_over_day_and_month_entries_dates_each_entry(fmt) -> None:
    groups = sorted(_by(GEISTS, lambda d: d.year).items(), reverse=True)
    if fmt == "text":
        body = "\n\n".join(f"{y}\n" + "\n".join(f"{d.day} {PL_SHORT[d.month - 1]} | {t}" for d, t in g) for y, g in groups)
        page = f"Dungeon Geists\nOś czasu orzeczeń\n\n{body}\n\nCopyright 2026 Karty Sklep"
    else:
        items = "".join(f"<section><h4>{y}</h4><ul>" + "".join(
            f"<li><b>{d:%b} {d.day}</b> {t}</li>" for d, t in g) + "</ul></section>" for y, g in groups)
        page = f"<html><body><h1>Dungeon Geists</h1><h2>Timeline</h2>{items}<p>Updated 2026-02-03</p></body></html>"
    bundle = read(page, "page.html" if fmt == "html" else "page.txt")
    assert sorted(got(bundle)) == sorted(GEISTS)


@pytest.mark.parametrize("line, expected", [
    ("Junio de 2011 (2)", (2011, 6)), ("2019", (2019, None)), ("— 2017 —", (2017, None)), ("2020년 8월", (2020, 8)),
    ("styczeń 2018", (2018, 1)), ("19 January 2018", None), ("2,431 members", None), ("1850", None), ("Page 2", None),
])
def test_headers(line, expected) -> None:
    assert _header(line) == expected


def test_a_numbered_list_under_a_month_header_is_no_list_of_days() -> None:
    blocks = ["March 2019", "1. Turn the card over before anything else happens.\n2. Then each player draws a card from the top."]
    assert headed_dates(blocks) == blocks


@pytest.mark.parametrize("written, iso", [
    ("2021 оны 3-р сарын 5", "2021-03-05"),  # Mongolian: the year, the month's number, the day
    ("5-mart, 2021", "2021-03-05"),  # Uzbek: the day and the month joined by a hyphen, a comma
    ("5 ta’ Marzu 2021", "2021-03-05"),  # Maltese: "ta’" between day and month
    ("5mh dhen Mhàrt 2021", "2021-03-05"),  # Scottish Gaelic: an ordinal day, "dhen" and a genitive month
    ("5 maaie 2021", "2021-05-05"),  # West Frisian
    ("5 మే, 2021", "2021-05-05"),  # Telugu: a month's name of two signs
    ("៥ មីនា ២០២១", "2021-03-05"),  # Khmer: its own digits and a month's name with vowel signs
])
def test_dates_in_more_languages(written: str, iso: str) -> None:
    from lorehold.ingest.pages.dates import find_dates

    [found] = find_dates(written)
    assert (found.date.isoformat(), found.start, found.end) == (iso, 0, len(written))


def test_the_reader_of_last_resort_dates_no_ruling_with_a_date_lines_away() -> None:
    """A listing's "ended" timestamp above its specifics and the seller's notes dates none of the
    rulings quoted far below it; a post's timestamp under its one sentence, a heading's date over its
    list do."""
    from lorehold.ingest.pages import fallback

    rules = [t for _, t in AEGISAUR]
    listing = ["Auction ended: Mar 3, 2026 18:40:07 CET", "Item specifics", "Condition: played", "Language: English",
               "Finish: regular", "Item number: 123456", "Seller notes", *rules]
    assert fallback.rulings(listing, ["Bellowing Aegisaur"]) == []
    post = ["Judge Rosa @rosa@example.social", rules[0], "19.01.2018 um 14:03 Uhr · Web", "5 boosts"]
    assert [r.date.date.isoformat() for r in fallback.rulings(post, ["Bellowing Aegisaur"])] == ["2018-01-19"]
    near = ["Rulings of 2018-01-19:", *rules]
    assert [r.date.date.isoformat() for r in fallback.rulings(near, ["Bellowing Aegisaur"])] == ["2018-01-19"] * 3


@pytest.mark.parametrize("label", ["uitspraak van", "orzeczenie z", "päätös", "kararı"])
def test_a_few_words_and_a_date_in_brackets_after_a_sentence_are_its_attribution(label: str) -> None:
    lines = ["Bellowing Aegisaur", "", "Lot description:"]
    lines += [f"{t} ({label} {d.day}.{d.month}.{d.year})" for d, t in AEGISAUR]
    bundle = read("\n".join(lines + ["", "Bid history", "k***2 €29.00 21.05.2026 13:59:26"]))
    assert got(bundle) == EXPECTED


@pytest.mark.parametrize("written, iso", [
    ("27 avr. 18", "2018-04-27"), ("7 déc. 18", "2018-12-07"), ("19 Jan 18", "2018-01-19"),  # a month's name, a year of two digits
    ("西暦2018年1月19日", "2018-01-19"),  # "AD" before a Japanese date: a word that only says it is a date
])
def test_short_years_beside_a_months_name_and_era_words(written: str, iso: str) -> None:
    from lorehold.ingest.pages.entries import read_line

    line = read_line(f"{written} — The creature gets +1/+1 until end of turn.")
    assert line.date is not None and line.date.date.isoformat() == iso
    assert line.text == "The creature gets +1/+1 until end of turn."


@pytest.mark.parametrize("text", ["12 mai 18:30", "3 cards 12", "at 12 Main St 45"])
def test_no_short_year_date(text: str) -> None:
    from lorehold.ingest.pages.dates import find_dates

    assert find_dates(text) == []


def test_html_time_and_title_attributes_date_what_they_show_in_part() -> None:
    """``<time datetime>`` showing how long ago, an ``<abbr title>`` showing the day and month only: the
    machine-readable date is the ruling's; a page date shown whole stays as written."""
    items = []
    for k, (d, t) in enumerate(AEGISAUR):
        when = (f'<time datetime="{d.isoformat()}T09:00:00+00:00">vor {2026 - d.year} Jahren</time>' if k % 2 == 0
                else f'<abbr title="{d.isoformat()}">{d.day}. {d.month}.</abbr>')
        items.append(f"<li>{when} — {t}</li>")
    page = ("<html><head><title>Bellowing Aegisaur – Regeln</title></head><body><h1>Bellowing Aegisaur</h1>"
            f"<ul class=\"rulings\">{''.join(items)}</ul><p>Stand: <time datetime=\"2026-02-03\">3. Februar 2026</time></p></body></html>")
    bundle = read(page, "page.html")
    assert got(bundle) == EXPECTED
