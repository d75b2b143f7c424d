"""Ruling dates as pages write them, as a table: text -> ISO date, and what is left on the line."""

from __future__ import annotations

import datetime as dt

import pytest

from lorehold.ingest.pages.dates import find_dates, parse_date_line, publisher_of, settle

D = dt.date

# (line, ISO date, ambiguous, publisher, rest of the line)
LINES = [
    # numeric, either order: the numbers say which when one is above 12
    ("19/01/2018", "2018-01-19", False, None, ""),
    ("1/19/2018", "2018-01-19", False, None, ""),
    ("01/19/2018", "2018-01-19", False, None, ""),
    ("19-01-2018", "2018-01-19", False, None, ""),
    ("19.01.2018", "2018-01-19", False, None, ""),
    ("5/1/2007", "2007-01-05", True, None, ""),  # read day first until the page says otherwise
    ("05.06.2018", "2018-06-05", False, None, ""),  # dotted dates are day first
    ("7/7/2017", "2017-07-07", False, None, ""),  # both readings agree
    # ISO and other year-first forms
    ("2018-01-19", "2018-01-19", False, None, ""),
    ("2018/1/19", "2018-01-19", False, None, ""),
    ("2018. 1. 19.", "2018-01-19", False, None, ""),
    # who published it, after the date
    ("2023-11-10 · Wizards of the Coast", "2023-11-10", False, "wotc", ""),
    ("2023-11-10 — Scryfall", "2023-11-10", False, "scryfall", ""),
    ("19/01/2018 (WotC)", "2018-01-19", False, "wotc", ""),
    # month names, English and the site's language
    ("January 19, 2018", "2018-01-19", False, None, ""),
    ("Jan. 19th, 2018", "2018-01-19", False, None, ""),
    ("19 January 2018", "2018-01-19", False, None, ""),
    ("19. Januar 2018", "2018-01-19", False, None, ""),
    ("19. Jänner 2018", "2018-01-19", False, None, ""),
    ("3. März 2020", "2020-03-03", False, None, ""),
    ("19 janvier 2018", "2018-01-19", False, None, ""),
    ("1er février 2018", "2018-02-01", False, None, ""),
    ("12 août 2019", "2019-08-12", False, None, ""),
    ("19 gennaio 2018", "2018-01-19", False, None, ""),
    ("19 de enero de 2018", "2018-01-19", False, None, ""),
    ("3 de setembro de 2019", "2019-09-03", False, None, ""),
    ("19 января 2018 г.", "2018-01-19", False, None, ""),
    ("2018年1月19日", "2018-01-19", False, None, ""),
    ("２０１８年１月１９日", "2018-01-19", False, None, ""),
    ("2018년 1월 19일", "2018-01-19", False, None, ""),
    # a date heading the ruling on the same line, or closing it
    ("2018-01-19: If no card is revealed, the exploring creature receives a +1/+1 counter.", "2018-01-19", False, None,
     "If no card is revealed, the exploring creature receives a +1/+1 counter."),
    ("If no card is revealed, the creature receives a counter. (19/01/2018)", "2018-01-19", False, None,
     "If no card is revealed, the creature receives a counter."),
    # the ruling keeps its own last characters and its full-width forms
    ("You divide the damage. (For example, 1 damage to each of three targets.) (01.05.2012)", "2012-05-01", False, None,
     "You divide the damage. (For example, 1 damage to each of three targets.)"),
    ("２０１８年１月１９日：カードを１枚引く。", "2018-01-19", False, None, "カードを１枚引く。"),
    ("(2018-01-19) (Reminder text stays.)", "2018-01-19", False, None, "(Reminder text stays.)"),
    # a weekday written out in any of the CLDR's languages is part of its date (lorehold/data/weekdays.tsv)
    ("This bonus changes as your Swamps change. (Κυριακή, 15 Αυγούστου 2010)", "2010-08-15", False, None,
     "This bonus changes as your Swamps change."),
    ("Παρασκευή, 4 Οκτωβρίου 2019: The ability resolves first.", "2019-10-04", False, None, "The ability resolves first."),
    ("poniedziałek, 15 stycznia 2018 — Explore resolves fully.", "2018-01-15", False, None, "Explore resolves fully."),
    # full-width brackets after a sentence, with no space, and a weekday inside them
    ("If the spell is countered, the ability won’t trigger.（2021年3月19日（金））", "2021-03-19", False, None,
     "If the spell is countered, the ability won’t trigger."),
    # Jira's and Oracle's default: a month's name between slashes or dashes, a two-digit year; the year first too
    ("18/Feb/22", "2022-02-18", False, None, ""),
    ("18-Feb-22", "2022-02-18", False, None, ""),
    ("2022-Feb-18", "2022-02-18", False, None, ""),
    # "listopada": October in Croatian, which writes the day with a dot; November in Polish, which doesn't
    ("4. listopada 2019.", "2019-10-04", False, None, ""),
    ("4 listopada 2019", "2019-11-04", False, None, ""),
    ("4. listopadu 2019", "2019-11-04", False, None, ""),  # Czech
]


@pytest.mark.parametrize(("line", "iso"), [
    ("4/10/04", "2004-10-04"),  # 2004-04-10 falls before any ruling was dated (Gatherer's first: 2004-10-04)
    ("4/10/2004", "2004-10-04"),
    ("2/9/2017", "2017-02-09"),  # both readings in the era: an English page's month first stands
])
def test_a_reading_before_the_first_ruling_date_loses(line: str, iso: str) -> None:
    [found] = settle(find_dates(line), prefer_day_first=False)
    assert found.date.isoformat() == iso


@pytest.mark.parametrize(("line", "iso", "ambiguous", "publisher", "rest"), LINES)
def test_date_line(line: str, iso: str, ambiguous: bool, publisher: str | None, rest: str) -> None:
    found = parse_date_line(line)
    assert found is not None
    assert found.date.date.isoformat() == iso
    assert found.date.ambiguous is ambiguous
    assert found.publisher == publisher
    assert found.rest == rest


NOT_DATES = [
    "Imperiale Vorhut",
    "If a resolving spell or ability instructs a specific creature to explore",
    "+1/+1",
    "31/31/2018",  # no month 31
    "cut at 18/Oak/22",  # no month named Oak
    "v1.2.03",  # a version, not a two-digit year (those are read, the page deciding the order: test_pages_fresh7)
    "It was printed in 2018 and banned on January 19, 2018 in Standard.",  # a date inside a sentence
    "see the article (https://magic.wizards.com/en/articles/archive/feature/mechanics-2021-09-02)",  # an address
]


@pytest.mark.parametrize("line", NOT_DATES)
def test_not_a_date_line(line: str) -> None:
    assert parse_date_line(line) is None


def test_ambiguous_dates_settled_by_the_page() -> None:
    # a page that writes 19/01/2018 elsewhere writes day first: 05/06/2018 is 5 June
    dates = find_dates("19/01/2018 05/06/2018")
    settled = settle(dates)
    assert [d.date for d in settled] == [D(2018, 1, 19), D(2018, 6, 5)]
    assert not any(d.ambiguous for d in settled)
    # a page that writes 1/19/2018 elsewhere writes month first: 05/06/2018 is 6 May
    settled = settle(find_dates("1/19/2018 05/06/2018"))
    assert [d.date for d in settled] == [D(2018, 1, 19), D(2018, 5, 6)]
    assert not any(d.ambiguous for d in settled)


def test_unsettled_dates_stay_ambiguous_with_both_readings() -> None:
    [only] = settle(find_dates("5/6/2018"), prefer_day_first=False)
    assert only.ambiguous
    assert only.date == D(2018, 5, 6)  # month first, as asked
    assert set(only.candidates) == {D(2018, 6, 5), D(2018, 5, 6)}
    # zero-padded, as day-first writers write (Gatherer's month-first dates are not padded): day first
    [padded] = settle(find_dates("05/06/2018"), prefer_day_first=False)
    assert padded.ambiguous and padded.date == D(2018, 6, 5)
    assert set(padded.candidates) == {D(2018, 6, 5), D(2018, 5, 6)}
    # a page with both orders proves nothing
    dates = settle(find_dates("19/01/2018 1/19/2018 05/06/2018"))
    assert dates[2].ambiguous


def test_publishers() -> None:
    assert publisher_of("Wizards of the Coast") == "wotc"
    assert publisher_of(" · Scryfall ") == "scryfall"
    assert publisher_of("Judge Foo") == "judge foo"
    assert publisher_of(" · ") is None
