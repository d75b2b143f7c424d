"""Captured pages as sites not among the fixtures write them (issue 15, parser page-4): a date beside
a label on either side of it (a publisher, "le", "Veröffentlicht am", a weekday), dates with a
month's name between dashes or a year word, a table's date after the sentence it dates, a date
line of chrome worded as no ruling's date is, a title nearest its rulings below lines of chrome,
and chrome that happens to start with a game word above a card's name and type line. The rulings
and dates come from MTGJSON's own set file (data/sample); the pages are written here by hand."""

from __future__ import annotations

import datetime as dt
import json
import lzma
import textwrap

import pytest

from lorehold.ingest import pages
from lorehold.ingest.pages.dates import find_dates, parse_date_line, publisher_of
from tests.conftest import sample_file

D = dt.date


def rulings_of(set_code: str, name: str) -> list[tuple[dt.date, str]]:
    """A card's rulings as MTGJSON's set file gives them."""
    data = json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]
    card = next(c for c in data["cards"] if c["name"] == name)
    return [(dt.date.fromisoformat(r["date"]), r["text"]) for r in card["rulings"]]


AEGISAUR = rulings_of("XLN", "Bellowing Aegisaur")  # 2017-09-29, then two of 2018-01-19
GEISTS = rulings_of("DKA", "Dungeon Geists")  # 2013-04-15, then three of 2019-07-12
FR_MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
RU_MONTHS = "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split()


def justified(text: str, width: int) -> list[str]:
    """``text`` set in lines of ``width`` justified as a typesetter does: spaces spread between the words of every line
    but the last (as ``pdftotext -layout`` keeps them)."""
    lines = textwrap.wrap(text, width)
    out = []
    for k, line in enumerate(lines):
        words = line.split(" ")
        if k == len(lines) - 1 or len(words) == 1:
            out.append(line)
            continue
        gaps, extra = len(words) - 1, width - len(line)
        out.append("".join(w + " " * (1 + extra // gaps + (i < extra % gaps)) for i, w in enumerate(words[:-1])) + words[-1])
    return out


def read(page: str, name: str = "page.txt", card: str | None = None):
    [bundle] = pages.parse(page.encode("utf-8"), name, card=card).cards
    return bundle


# ------------------------------------------------------------------------------------ date lines


@pytest.mark.parametrize(
    ("line", "date"),
    [
        ("24-Jan-2020", D(2020, 1, 24)),
        ("19/jan/2018", D(2018, 1, 19)),
        ("16.04.2021 г.", D(2021, 4, 16)),
        ("Friday, January 19, 2018", D(2018, 1, 19)),
        ("vendredi 19 janvier 2018", D(2018, 1, 19)),
        ("2018年1月19日（金）", D(2018, 1, 19)),
        ("2018년 1월 19일 (금)", D(2018, 1, 19)),
        ("le 25 août 2017", D(2017, 8, 25)),
        ("Veröffentlicht am 19.01.2018", D(2018, 1, 19)),
    ],
)
def test_a_date_with_words_that_only_say_it_is_one_is_a_bare_date(line, date) -> None:
    found = parse_date_line(line)
    assert found is not None and found.date.date == date
    assert publisher_of(found.rest) is None  # "le", a weekday, "Veröffentlicht am" name no publisher


@pytest.mark.parametrize(
    ("line", "date"),
    [
        ("Wizards of the Coast, 22 de enero de 2011", D(2011, 1, 22)),
        ("Wizards of the Coast / 01-01-2011", D(2011, 1, 1)),
        ("WotC ‧ 19.01.2018", D(2018, 1, 19)),
        ("— Wizards of the Coast, le 1 mai 2007", D(2007, 5, 1)),
        ("Quelle: Wizards of the Coast · 19.01.2018", D(2018, 1, 19)),
    ],
)
def test_a_publisher_before_its_date_with_any_separator(line, date) -> None:
    found = parse_date_line(line)
    assert found is not None and found.date.date == date
    assert publisher_of(found.rest) == "wotc"


def test_a_date_inside_a_sentence_dates_no_line() -> None:
    assert parse_date_line("Posted on March 3, 2025 by admin") is None
    assert parse_date_line("This changed on 19 January 2018 with the new rules") is None
    assert [d.date for d in find_dates("From 19-Jan-2018 to 2018年2月1日")] == [D(2018, 1, 19), D(2018, 2, 1)]


# ------------------------------------------------------------------------------- whole pages


def test_each_ruling_followed_by_the_publisher_then_a_french_date() -> None:
    lines = ["Bellowing Aegisaur", "Creature — Dinosaur"]
    for date, ruling in AEGISAUR:
        lines += [ruling, f"— Wizards of the Coast, le {date.day} {FR_MONTHS[date.month - 1]} {date.year}"]
    bundle = read("\n".join(lines + ["Mentions légales | CGV", "Le Comptoir du Mage — Tous droits réservés"]))
    assert bundle.card.lookup.name == "Bellowing Aegisaur"
    assert [(r.date, r.text, r.publisher) for r in bundle.rulings] == [(d, t, "wotc") for d, t in AEGISAUR]


def test_a_table_of_rulings_then_dates_captured_as_text() -> None:
    """A two-column table copied as text: the tab between ruling and date is a space now, and the
    date (Korean style, with its last dot) follows the ruling's own full stop."""
    rows = [f"{t} {d.year}.{d.month:02d}.{d.day:02d}." for d, t in GEISTS]
    bundle = read("\n".join(["Dungeon Geists", "판정 날짜", *rows]))
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_russian_year_word_after_each_date() -> None:
    blocks = ["Dungeon Geists"]
    for date, ruling in GEISTS:
        blocks += [f"{date.day} {RU_MONTHS[date.month - 1]} {date.year} г.", ruling]
    bundle = read("\n\n".join(blocks))
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_date_lines_worded_as_no_ruling_date_are_the_pages_not_a_rulings() -> None:
    """Bare dates before each ruling; the shop's "Prices updated DATE" above its newsletter and a
    "Page generated DATE" above the footer date nothing, and what follows them is no ruling."""
    blocks = ["Bellowing Aegisaur"]
    for date, ruling in AEGISAUR:
        blocks += [date.isoformat(), ruling]
    blocks[-1] += "\nPrices updated 2026-03-04\nNever miss a restock!\nJoin 12,000 players who get our weekly deals email."
    blocks += ["Page generated 12/03/2026\nCard images and text © Wizards of the Coast"]
    bundle = read("\n\n".join(blocks))
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR


def test_the_title_is_the_line_above_the_rulings_not_a_banners_button() -> None:
    """A consent banner's buttons, left as short lines above the title ("Negar" is also Negate's
    Spanish name): the card is looked up by the line nearest its rulings first."""
    blocks = ["Entrar | Criar conta\nIr al contenido",
              "Gerenciar consentimento de cookies\nAceitar\nNegar\nVer preferências",
              "Inicio » Cartas sueltas » Brüllender Aegisaurus", "Brüllender Aegisaurus"]
    for date, ruling in AEGISAUR:
        blocks += [f"{date.day}.{date.month}.{date.year}", ruling]
    bundle = read("\n\n".join(blocks))
    lookup = bundle.card.lookup
    assert [lookup.name, *lookup.alternatives][0] == "Brüllender Aegisaurus"
    assert "Negar" not in [lookup.name, *lookup.alternatives][:2]
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR


def test_a_faq_title_gives_the_name_before_its_dash() -> None:
    blocks = ["지하감옥 심령들 – Häufige Fragen"]
    for date, ruling in GEISTS:
        blocks += [f"{date.day}.{date.month}.{date.year}", ruling, "War das hilfreich? Ja · Nein"]
    lookup = read("\n\n".join(blocks)).card.lookup
    assert "지하감옥 심령들" in [lookup.name, *lookup.alternatives]


def test_a_line_of_chrome_with_one_game_word_is_no_cards_text() -> None:
    """"Powered by OneTrust" starts with "power"; under the banner's "Active" it read as a card's
    name and text. A short text needs game words for half its words."""
    blocks = ["Your Privacy\nStrictly Necessary Cookies\nActive\nAllow All\nPowered by OneTrust", "Dungeon Geists",
              "Regel\tDatum", *[f"{t}\t{d.day:02d}.{d.month:02d}.{d.year} г." for d, t in GEISTS]]
    bundle = read("\n".join(blocks))
    assert bundle.card.name is None  # no English name and text: a rulings page
    lookup = bundle.card.lookup
    assert "Active" not in (lookup.name, *lookup.alternatives[:1])
    assert "Dungeon Geists" in [lookup.name, *lookup.alternatives]
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_name_over_a_type_line_is_not_the_text_of_a_button_above() -> None:
    """A banner's "Accepter & Fermer" above the card's name and type line: no (name, text) pair."""
    blocks = ["Continuer sans accepter", "Accepter & Fermer", "Bellowing Aegisaur", "Creature — Dinosaur"]
    body = "\n".join(x for d, t in AEGISAUR for x in (t, f"Wizards of the Coast, {d.day:02d}.{d.month:02d}.{d.year}"))
    bundle = read("\n\n".join(blocks + [body]))
    assert bundle.card.name is None and bundle.card.lookup.name == "Bellowing Aegisaur"
    assert [(r.date, r.text, r.publisher) for r in bundle.rulings] == [(d, t, "wotc") for d, t in AEGISAUR]


def test_an_undated_last_ruling_with_one_game_word_and_the_newsletter_glued_on() -> None:
    """A card page's undated rulings, one a block; the last says little ("Yes, it can tap itself.")
    and the newsletter follows it with no blank line: the ruling is kept, the newsletter is not."""
    english = "Bellowing Aegisaur"
    text = ("Enrage — Whenever Bellowing Aegisaur is dealt damage, put a +1/+1 counter on each other creature "
            "you control.")
    blocks = [english, text, "Ixalan", *[t for _, t in AEGISAUR[:-1]],
              "Yes, it can tap itself.\nNever miss a restock!\nJoin 12,000 players who get our weekly deals email.\nSign up"]
    bundle = read("\n\n".join(blocks))
    assert [r.text for r in bundle.rulings] == [t for _, t in AEGISAUR[:-1]] + ["Yes, it can tap itself."]
    assert all(r.date is None for r in bundle.rulings)


def test_the_last_ruling_of_a_date_group_with_the_newsletter_glued_on() -> None:
    groups = {}
    for date, ruling in GEISTS:
        groups.setdefault(date, []).append(ruling)
    blocks = ["Dungeon Geists"] + ["\n".join([d.isoformat(), *rs]) for d, rs in groups.items()]
    blocks[-1] += "\nYes, it can tap itself.\nNever miss a restock!\nJoin 12,000 players who get our weekly deals email."
    bundle = read("\n\n".join(blocks))
    last = GEISTS[-1][0]
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS + [(last, "Yes, it can tap itself.")]
