"""Captured pages in shapes the fresh-7 part of the page corpus showed (issue 15, parser page-10),
written here by hand, each testing a general rule rather than a wording: a date set apart from its
ruling by marks or a timestamp on its other side (MediaWiki's bold, a podcast's "[11:39]", an
Instagram caption's keycap and calendar emoji); the months of any language CLDR knows, and digits
of any script (Arabic-Indic, Persian); an API's JSON pasted into a page, read by its records'
structure. The rulings and dates come from MTGJSON's own set
files (data/sample)."""

from __future__ import annotations

import html
import json

import pytest

from tests.test_pages_dating import AEGISAUR, read, rulings_of
from tests.test_pages_fresh5 import EXPECTED, date_first_page, got


def _lines_page(render, title: str = "Bellowing Aegisaur") -> str:
    """A title, then one line per ruling as ``render(date, text, k)`` writes it."""
    return "\n".join([title, ""] + [render(d, t, k) for k, (d, t) in enumerate(AEGISAUR)])


@pytest.mark.parametrize(
    "render",
    [
        lambda d, t, k: f"* '''{d.day}. Okt. {d.year}''' — {t}".replace("Okt.", ["Sep.", "Jan.", "Jan."][k]),
        lambda d, t, k: f"[{11 + k}:{39 - k}] {d:%d-%m-%Y} — {t}",  # a podcast's timestamp before the date
        lambda d, t, k: f"{k + 1}\ufe0f\u20e3 {t} 📅 {d:%d.%m.%Y}",  # a keycap, then a calendar emoji before the date
        lambda d, t, k: f"→ {t} ⟫ {d.isoformat()} ⟪",
    ],
    ids=["wikitext-bold", "timestamp-before", "keycap-emoji-after", "marks-both-sides"],
)
def test_a_date_set_apart_by_marks_dates_its_ruling(render) -> None:
    assert got(read(_lines_page(render))) == EXPECTED


def test_a_date_inside_a_word_is_not_set_apart() -> None:
    """A date glued into an address ends no ruling: the line is no dated ruling."""
    from lorehold.ingest.pages.dates import parse_date_line

    assert parse_date_line("see the notes at https://example.com/news/mechanics-2021-09-02)") is None
    assert parse_date_line("1️⃣ Ruled at the prerelease on 2019-10-04 by the head judge of the event") is None


# months as these languages write them in a date (the genitive where they have one), typed here
_UK = "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split()
_SK = "januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra".split()
_LT = "sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio gruodžio".split()
_CA = ["de gener", "de febrer", "de març", "d'abril", "de maig", "de juny", "de juliol", "d'agost", "de setembre",
       "d'octubre", "de novembre", "de desembre"]
_HE = "ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר".split()
_AR = "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split()
_HI = "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split()
_TL = "Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre".split()
_BG = "януари февруари март април май юни юли август септември октомври ноември декември".split()
_RO = "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split()
_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


@pytest.mark.parametrize(
    "render",
    [
        lambda d: f"{d.day} {_UK[d.month - 1]} {d.year} р.",
        lambda d: f"{d.day}. {_SK[d.month - 1]} {d.year}",
        lambda d: f"{d.year} m. {_LT[d.month - 1]} {d.day} d.",
        lambda d: f"{d.day} {_CA[d.month - 1]} de {d.year}",
        lambda d: f"{d.day} ב{_HE[d.month - 1]} {d.year}",  # Hebrew writes "in" on the month
        lambda d: f"{d.day} {_AR[d.month - 1]} {d.year}".translate(_ARABIC_DIGITS),
        lambda d: f"{d.year}/{d.month:02d}/{d.day:02d}".translate(_PERSIAN_DIGITS),
        lambda d: f"{d.day} {_HI[d.month - 1]} {d.year}",  # vowel signs inside the month's name
        lambda d: f"{_TL[d.month - 1]} {d.day}, {d.year}",
        lambda d: f"{d.day} {_BG[d.month - 1]} {d.year} г.",
        lambda d: f"{d.day} {_RO[d.month - 1]} {d.year}",
    ],
    ids=["uk", "sk", "lt", "ca", "he", "ar-digits", "fa-digits", "hi", "tl", "bg", "ro"],
)
def test_any_languages_months_and_digits_date_the_rulings(render) -> None:
    assert got(read(date_first_page(render))) == EXPECTED


def test_a_month_name_two_languages_give_different_months_is_not_guessed() -> None:
    """"listopad" is November in Polish and Czech, October in Croatian: the hand-kept lists decide
    (Polish), and a name CLDR gives two months is left out rather than read as either."""
    from lorehold.ingest.pages.dates import MONTHS, month_number

    assert month_number("listopada") == 11
    assert month_number("spalio") == 10 and month_number("októbra") == 10  # CLDR's, one month each
    # "lip": June in Croatian, July in Polish; "srp": July in Czech, August in Croatian
    assert "lip" not in MONTHS and "srp" not in MONTHS


# ------------------------------------------------------------------------------------ pasted data


@pytest.mark.parametrize(
    ("fields", "wrap"),
    [
        (lambda d, t: {"object": "ruling", "oracle_id": "5f1c4b8e-0d1f-4c8a-9b1e-2f9d1c0b7a11", "source": "wotc",
                       "published_at": d.isoformat(), "comment": t}, lambda rows: {"object": "list", "data": rows}),
        (lambda d, t: {"date": d.isoformat(), "text": t}, lambda rows: {"name": "Bellowing Aegisaur", "rulings": rows}),
    ],
    ids=["scryfall-shape", "mtgjson-shape"],
)
def test_pasted_json_records_are_dated_rulings(fields, wrap) -> None:
    body = json.dumps(wrap([fields(d, t) for d, t in AEGISAUR]), indent=2, ensure_ascii=False)
    page = "\n".join(["Rulings for Bellowing Aegisaur straight from the API:", "", "```json", body, "```", "",
                       "Powered by Intercom"])
    assert got(read(page)) == EXPECTED


def test_pasted_json_records_in_html_paragraphs() -> None:
    """The same answer shown one line a paragraph, quotes escaped: the records are still read."""
    body = json.dumps({"data": [{"published_at": d.isoformat(), "comment": t} for d, t in AEGISAUR]}, indent=2)
    paras = "".join(f"<p>{html.escape(line)}</p>\n" for line in body.splitlines())
    page = f"<html><body><h1>Bellowing Aegisaur</h1><div>{paras}</div><footer>Chat with us</footer></body></html>"
    assert got(read(page, "page.html")) == EXPECTED


def test_json_without_dated_records_stays_text() -> None:
    from lorehold.ingest.pages.pasted import records_as_lines

    blocks = ["Settings", '{\n"theme": "dark",\n"updated": "2021-03-04"\n}']
    assert records_as_lines(blocks) == blocks


# ------------------------------------------------------------------------------------ table rows


@pytest.mark.parametrize("html_page", [False, True], ids=["text", "html"])
def test_a_table_rows_date_cell_dates_its_longest_sentence_cell(html_page) -> None:
    """A table Date | Ruling | Source: the ruling is the sentence cell, without the source's cell;
    a rulings publisher named in a cell publishes it."""
    rows = [("Date", "Ruling", "Source")] + [(f"{d:%d.%m.%Y}", t, "Release notes") for d, t in AEGISAUR]
    if html_page:
        cells = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows)
        bundle = read(f"<html><body><h1>Bellowing Aegisaur</h1><table>{cells}</table></body></html>", "page.html")
    else:
        bundle = read("\n".join(["Bellowing Aegisaur", "", *("\t".join(row) for row in rows), "", "No labels"]))
    assert got(bundle) == EXPECTED
    if not html_page:  # (an HTML table's cells are blocks of their own: the source's cell is left out)
        assert {r.publisher for r in bundle.rulings} == {"wotc"}


# ------------------------------------------------------------------------------------ two-digit years


@pytest.mark.parametrize(
    "render",
    [
        lambda d: f"{d:%d.%m.%y}",  # Russian, German: day first
        lambda d: f"{d:%y.%m.%d}",  # Korean: the year first (17.09.29 reads as no day-first date)
        lambda d: f"{d.day}/{d.month}/{d:%y}",  # French
    ],
    ids=["dd.mm.yy", "yy.mm.dd", "d/m/yy"],
)
def test_two_digit_years_are_read_the_way_the_page_writes_them(render) -> None:
    assert got(read(date_first_page(render))) == EXPECTED


def test_two_digit_year_readings_settle_on_the_rulings_era() -> None:
    """'18.12.07' and '10.03.01' read both ways; day first, '10.03.01' would be 2001, before any
    rulings database dated a ruling: the page writes the year first."""
    import datetime as dt

    from lorehold.ingest.pages.dates import find_dates, settle

    assert [d.date for d in settle(find_dates("18.12.07 then 10.03.01"))] == [dt.date(2018, 12, 7), dt.date(2010, 3, 1)]
    assert not any(d.form == "short-year" for d in find_dates("rev 2026.1.5.12345, v1.2.03, at 14.03, 2.50 €"))


# ------------------------------------------------------------------------------------ chrome by structure


def test_a_breadcrumb_with_any_mark_and_an_address_are_no_rulings() -> None:
    """A page printed from a browser: each printed page starts with the print's timestamp and title
    and ends with the page's address; a breadcrumb whose separator no list has ("➜") above. The
    breadcrumb and the address are chrome by their structure, though the timestamp dates the lines
    after it."""
    head = "1/20/26, 5:59 PM\tBellowing Aegisaur - Rulings | CardVault"
    url = "https://cardvault.example/cards/xln/4"
    (d1, t1), (d2, t2), (d3, t3) = AEGISAUR
    lines = ["Home ➜ Cards ➜ Bellowing Aegisaur", "", head, "Bellowing Aegisaur", f"{t1} ({d1:%d.%m.%Y})",
             f"{t2} ({d2:%d.%m.%Y})", f"{url}\t1/2", "", head, f"{t3} ({d3:%d.%m.%Y})", f"{url}\t2/2", "",
             "Home ➜ Cards ➜ Bellowing Aegisaur"]
    assert got(read("\n".join(lines))) == EXPECTED


# ------------------------------------------------------------------------------------ more date lines


@pytest.mark.parametrize(
    "render",
    [
        lambda d, t, k: f"Wizards of the Coast ‖ {d:%d.%m.%Y} um 14:03 Uhr {t}",  # publisher, date, text: no separator after
        lambda d, t, k: f"{t} 📅 {d.year}년 {d.month}월 {d.day}일 {'월화수목금토일'[d.weekday()]}요일",  # a weekday written out
    ],
    ids=["publisher-date-text", "korean-weekday"],
)
def test_more_date_lines_date_their_rulings(render) -> None:
    bundle = read(_lines_page(render))
    assert got(bundle) == EXPECTED


def test_a_date_line_with_a_two_digit_year_alone_in_its_block_is_no_chrome() -> None:
    (d, t), = AEGISAUR[:1]
    page = f"Bellowing Aegisaur\n\n{d:%d.%m.%y}\n\n{t}\n\nPerformance & security by Cloudflare\n"
    assert got(read(page)) == [(d, t)]


def test_a_mails_header_is_no_ruling() -> None:
    """A forwarded mail: its "Date:" header stands before the "To:" line, an address and a label with
    no words of a sentence: no ruling, though it touches a date."""
    (d, t), = AEGISAUR[:1]
    page = "\n".join(["Subject: Bellowing Aegisaur rulings", "", "---------- Forwarded message ---------",
                      "From: Anna <anna@judges.example.org>", "Date: Wed, Jul 22, 2026 at 9:16 AM",
                      "To: <rules-team@example.org>", "", "Hi all, here is what was ruled:",
                      f"Ruled on {d:%B} {d.day}, {d.year}: {t}", "", "--", "Anna · L2 Judge"])
    assert got(read(page)) == [(d, t)]


def test_a_single_toots_date_line_dates_its_ruling() -> None:
    """One toot: its one sentence of rules, then its date beside the client's name. No other date
    line shares the wording, but no other sentence of rules stands on the page: it is the ruling's."""
    (d, t), = AEGISAUR[:1]
    page = "\n".join(["Judge Rosa @rosa@mtg.social", "Thread on the rulings of Bellowing Aegisaur #MTG", "",
                      "Judge Rosa @rosa@mtg.social", t, f"{d.day}. Sep. {d.year} · 🌐 · Web", "12 boosts · 40 favorites"])
    assert got(read(page)) == [(d, t)]


def test_a_card_pages_one_date_under_its_one_ruling_is_the_pages() -> None:
    """A card page (names and texts) with one undated ruling and 'Last updated: DATE' under it: the
    date is the page's, the ruling stays undated."""
    de_name, de_text = _foreign("Emperor's Vanguard", "German")
    (_, ruling), = [r for r in rulings_of("XLN", "Emperor's Vanguard")][:1]
    page = "\n\n".join([de_name, de_text, "Emperor's Vanguard", "Creature — Human Scout",
                         "Whenever Emperor's Vanguard deals combat damage to a player, it explores.", ruling,
                         "Last updated: 2026-02-14"])
    assert got(read(page)) == [(None, ruling)]


def test_a_page_of_mediawiki_source_is_a_page_not_json() -> None:
    from lorehold.ingest import pages

    from lorehold.ingest.formats import detect

    assert pages.sniff("Bellowing_Aegisaur.wiki", b"{{Infobox card\n| name = Bellowing Aegisaur\n}}\n")
    # JSON is any card format's first (MTGJSON's set file), the page reader's only when none takes it
    assert detect("XLN.json", b'{"meta":{"date":"2022-04-25"},"data":{"code":"XLN"}}').name == "mtgjson"


# ------------------------------------------------------------------------------------ translations by card names


def _foreign(name: str, language: str) -> tuple[str, str]:
    """A card's name and text in a language, as XLN's MTGJSON set file gives them."""
    import lzma

    from tests.conftest import sample_file

    data = json.loads(lzma.decompress(sample_file("XLN").read_bytes()))["data"]
    card = next(c for c in data["cards"] if c["name"] == name)
    entry = next(f for f in card["foreignData"] if f["language"] == language)
    return entry["name"], entry["text"]


def test_a_pages_pair_named_as_no_printing_of_the_card_is_no_translation(xln_home, tmp_path) -> None:  # noqa: F811
    """A card page's German pair is Emperor's Vanguard's German name: stored. A line of a shop's menu
    over a French card text reads as a French pair, but the card's printings call it otherwise in
    French: it is not stored as the card's French translation."""
    from sqlalchemy import text as sql

    from lorehold.db.engine import get_engine
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    de_name, de_text = _foreign("Emperor's Vanguard", "German")
    _, fr_text = _foreign("Bellowing Aegisaur", "French")
    page = "\n\n".join([de_name, de_text, "Nouveautés Précommandes Promotions", fr_text, "Emperor's Vanguard",
                        "Creature — Human Scout", "Whenever Emperor's Vanguard deals combat damage to a player, it explores."])
    path = tmp_path / "page.txt"
    path.write_text(page, encoding="utf-8")
    ingest(Settings.resolve(xln_home), [str(path)])
    with get_engine(Settings.resolve(xln_home)).connect() as conn:
        stored = conn.execute(sql(
            "SELECT t.language, t.name FROM translations t JOIN translation_sources ts ON ts.translation_id = t.id "
            "JOIN sources s ON s.id = ts.source_id WHERE s.locator = :l ORDER BY t.language"), {"l": str(path.resolve())}).all()
    assert [tuple(r) for r in stored] == [("de", de_name)]
