"""More layouts with heads and notes of their own (issue 15, tuning on fresh-8 and fresh-9, second
pass): a book's chapter whose rulings cite their dates in footnotes under a subtitle in capitals.
The rulings and dates come from MTGJSON's own set files (data/sample); each page is written here by
hand."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from lorehold.ingest.pages.dates import find_dates, parse_date_line
from tests.test_pages_dating import AEGISAUR, read
from tests.test_pages_fresh5 import EXPECTED, got

SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹"


def stored(home: Path, tmp_path: Path, name: str, page: str, card: str, given: str | None = None) -> list[tuple[str | None, str]]:
    """The page ingested into ``home`` (``given``: as ``--card`` names its card): the rulings its source
    stored on ``card``, as (ISO date, text)."""
    path = tmp_path / name
    path.write_text(page, encoding="utf-8")
    [outcome] = ingest(Settings.resolve(home), [str(path)], card=given).outcomes
    assert outcome.status == "loaded", outcome.reason
    with get_engine(Settings.resolve(home)).connect() as conn:
        rows = conn.execute(text(
            "SELECT r.date, r.text FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
            "JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id "
            "WHERE s.locator = :l AND c.name = :n ORDER BY r.date, r.text"), {"l": str(path.resolve()), "n": card}).all()
    return [(str(d) if d else None, t) for d, t in rows]


def _iso(rulings) -> list[tuple[str, str]]:
    return sorted((d.isoformat(), t) for d, t in rulings)


# ------------------------------------------------------------------------------------ footnotes

def _chapter(note_date) -> list[str]:
    body = [f"{t}{SUPERSCRIPTS[n]}" for n, (_, t) in enumerate(AEGISAUR)]
    notes = [f"{SUPERSCRIPTS[n]} Source: the rules manager's ruling of {note_date(d)}." for n, (d, _) in enumerate(AEGISAUR)]
    return body, notes


def test_a_chapters_rulings_dated_by_superscript_footnotes(xln_home, tmp_path) -> None:
    """A book's chapter: a subtitle in capitals over paragraphs ending with a superscript mark, each
    dated by its note at the chapter's end; the subtitle and the first paragraph are no card's name
    and text, and the notes are no rulings."""
    body, notes = _chapter(lambda d: f"{d.month}/{d.day}/{d.year}")
    page = "\n\n".join(["Part Two", "Bellowing Aegisaur", "WHEN DINOSAURS GET ANGRY", *body, "Notes\n" + "\n".join(notes)])
    assert stored(xln_home, tmp_path, "chapter.txt", page, "Bellowing Aegisaur") == _iso(AEGISAUR)


def test_footnotes_run_together_on_one_line_with_a_day_ending_in_a_dot() -> None:
    """An e-book's HTML: the notes are inline elements read as one line, and their German dates
    ("19. Januar 2018") hold a number and a dot, as a note's own number may be written."""
    months = {1: "Januar", 9: "September"}
    body, notes = _chapter(lambda d: f"{d.day}. {months[d.month]} {d.year}")
    page = ("<html><body><p>Part Two</p><h1>Bellowing Aegisaur</h1><p>WHEN DINOSAURS GET ANGRY</p>"
            + "".join(f"<p>{b}</p>" for b in body) + "<h2>Notes</h2>"
            + "".join(f"<time>{n}</time>" for n in notes) + "</body></html>")
    assert got(read(page, "chapter.html")) == EXPECTED


# ------------------------------------------------------------------------------------ Anki's export

def _anki(rows: list[str], columns: str = "#notetype column:1\n#deck column:2\n#tags column:5") -> str:
    return "#separator:tab\n#html:true\n" + columns + "\n" + "\n".join(rows) + "\n"


def test_an_anki_export_of_notes_reads_each_note_and_none_of_its_header(xln_home, tmp_path) -> None:
    """Anki's "Notes in Plain Text": header lines ("#separator:tab", "#html:true", which columns file the
    note), then a note a row, its fields HTML; the header names no card and the filing columns (note
    type, deck, tags) are no text."""
    rows = [f"Basic\tJudge prep::Ixalan\t<b>Bellowing Aegisaur</b><br><i>{d:%d.%m.%Y}</i>\t{t}\txln enrage"
            for d, t in AEGISAUR]
    assert stored(xln_home, tmp_path, "deck.txt", _anki(rows), "Bellowing Aegisaur") == _iso(AEGISAUR)


def test_an_anki_export_with_a_quoted_field_and_the_date_under_the_answer() -> None:
    """A field holding a line break is quoted, as CSV quotes it; the date stands under the answer, a
    Russian document's day in quotes («29» сентября 2017 г.)."""
    months = {1: "января", 9: "сентября"}
    rows = [f'Basic\tRulings\tBellowing Aegisaur\t"{t}<br><small>— Wizards of the Coast, «{d.day}» {months[d.month]} {d.year} г.</small>"\t'
            for d, t in AEGISAUR]
    assert got(read(_anki(rows), "deck.txt")) == EXPECTED


@pytest.mark.parametrize(("line", "date"), [
    ("Wizards of the Coast, 106/09/29", "2017-09-29"),  # Taiwan's numeric date: the ROC's year 106
    ("107.01.19", "2018-01-19"),
    ("«19» января 2018 г.", "2018-01-19"),
    ("17년 9월 29일:", "2017-09-29"),  # a two-digit year before 년 or 年, with the day's mark
    ("18年1月19日", "2018-01-19"),
    ("Sep-29-2017", "2017-09-29"),  # a month's name first, between dashes
    ("Jan/19/2018", "2018-01-19"),
    ("2018ko urtarrilaren 19a", "2018-01-19"),  # Basque: the year's "-ko", the month's genitive, the day's "-a"
    ("2017(e)ko irailaren 29(a)", "2017-09-29"),
    ("平成二十九年九月二十九日", "2017-09-29"),  # a Japanese era's date in Chinese numerals
    ("平成三十年一月十九日", "2018-01-19"),
])
def test_a_rocs_numeric_date_and_a_quoted_day(line, date) -> None:
    found = parse_date_line(line)
    assert found is not None and found.date.date.isoformat() == date


@pytest.mark.parametrize("line", ["Version 111.2.3", "v107.04.27", "1107/01/19", "item-12-2019"])
def test_a_version_number_is_no_rocs_date(line) -> None:
    assert not find_dates(line)


# ------------------------------------------------------------------------------------ a blog's post citing Gatherer

def test_a_post_naming_gatherer_as_its_source_is_no_gatherer_page(xln_home, tmp_path) -> None:
    """A blog's post that names its source in its text ("Source: gatherer.wizards.com") is a page of
    rulings, not a saved Gatherer page (whose address stands in its markup); its Korean dates write the
    year in two digits (17년 9월 29일)."""
    posts = "".join(f"<time>ruled on {d:%y}년 {d.month}월 {d.day}일:</time><p>{t}</p>" for d, t in AEGISAUR)
    page = ("<html><body><span>rules-notes-blog</span><a>Follow</a><h1>Bellowing Aegisaur</h1>" + posts
            + "<p>#mtg #rulings</p><p>12 notes</p><p>Source: gatherer.wizards.com</p></body></html>")
    assert stored(xln_home, tmp_path, "post.html", page, "Bellowing Aegisaur") == _iso(AEGISAUR)


@pytest.mark.parametrize(("head", "gatherer"), [
    (b'<html><body><p>Source: gatherer.wizards.com</p></body></html>', False),
    (b'<!-- saved from url=(0071)https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=1 -->\n<html>', True),
    (b'<html><form action="https://gatherer.wizards.com/Pages/Card/Details.aspx">', True),
])
def test_gatherers_address_marks_a_gatherer_page_only_in_markup(head, gatherer) -> None:
    from lorehold.ingest import gatherer as module

    assert module.sniff("page.html", head) is gatherer


# ------------------------------------------------------------------------------------ columns of spaces

def _wrapped(text: str, width: int) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width)


def test_a_text_browsers_table_in_columns_of_spaces(xln_home, tmp_path) -> None:
    """A text browser's dump: the rulings table laid out in columns of spaces, each ruling wrapped over
    the lines under its row with the date column blank there; the link list after it is no ruling."""
    rows = []
    for d, t in AEGISAUR:
        lines = _wrapped(t, 44)
        rows.append(f"  {lines[0]:<48}{d:%b-%d-%Y}")
        rows += [f"  {line}" for line in lines[1:]]
    page = "\n".join(["  [1]Home [2]Cards [3]Sign in", "", "                 Bellowing Aegisaur", "",
                      f"  {'Text':<48}Published", *rows, "Links", "  1. https://example.org/home",
                      "  2. https://example.org/cards"])
    assert stored(xln_home, tmp_path, "dump.txt", page, "Bellowing Aegisaur") == _iso(AEGISAUR)


def test_a_table_in_columns_of_spaces_with_the_date_first() -> None:
    rows = []
    for d, t in AEGISAUR:
        lines = _wrapped(t, 50)
        rows.append(f"{d:%d.%m.%Y}    {lines[0]}")
        rows += [f"{'':14}{line}" for line in lines[1:]]
    page = "\n".join(["Bellowing Aegisaur", "", f"{'Date':<14}Ruling", *rows])
    assert got(read(page)) == EXPECTED


# ------------------------------------------------------------------------------------ a spreadsheet's CSV

def test_a_csv_files_date_field_opening_with_an_abbreviated_weekday(xln_home, tmp_path) -> None:
    """A spreadsheet's export, fields quoted and separated by semicolons, the date field opening with
    an abbreviated weekday ("sex, 29 de setembro de 2017"); a note typed with a line break in its cell
    spreads a record over two lines."""
    months = {1: "janeiro", 9: "setembro"}
    weekday = {4: "sex", 0: "seg"}
    lines = ["Data;Decisão;Nota"]
    for d, t in AEGISAUR:
        lines.append(f'"{weekday[d.weekday()]}, {d.day} de {months[d.month]} de {d.year}";"{t}";"conferido\nver as notas"')
    page = "\n".join(lines)
    assert stored(xln_home, tmp_path, "rulings.csv", page, "Bellowing Aegisaur", given="Bellowing Aegisaur") == _iso(AEGISAUR)


@pytest.mark.parametrize(("line", "date"), [
    ("mié. 19 de enero de 2018", "2018-01-19"),  # CLDR's abbreviations, a dot or a comma after them
    ("czw., 19 stycznia 2018", "2018-01-19"),
    ("пт, 19.01.2018", "2018-01-19"),
    ("Freitag, den 19. Januar 2018", "2018-01-19"),  # the article after the weekday
    ("fredag den 19 januari 2018", "2018-01-19"),
    ("fre 19 jan. 2018", "2018-01-19"),  # an abbreviation alone, opening the line or a table's cell
    ("Enrage triggers once.\tWotC\tfre 19 jan. 2018", "2018-01-19"),
])
def test_a_weekday_abbreviated_or_with_its_article_before_a_date(line, date) -> None:
    found = parse_date_line(line)
    assert found is not None and found.date.date.isoformat() == date and found.rest in ("", "Enrage triggers once.")


# ------------------------------------------------------------------------------------ a post's own lines

def test_a_posts_line_presenting_its_rulings_is_no_ruling(xln_home, tmp_path) -> None:
    """A newsletter's post: the author's byline and the post's date, then a sentence presenting the
    rulings below it, then each ruling under its date in bold; the presenting sentence is stored as no
    ruling (it would take the post's date)."""
    lines = ["Judge's Corner", "Bellowing Aegisaur: what the rulings say", "Mara K.", "4/2/2026",
             "Here are the rulings for this card, each with the day it was published."]
    for d, t in AEGISAUR:
        lines += [f"**{d.month}/{d.day}/{d.year}**", t]
    lines += ["Discussion about this post", "Subscribe"]
    rows = stored(xln_home, tmp_path, "post.txt", "\n".join(lines), "Bellowing Aegisaur")
    assert rows == _iso(AEGISAUR)


# ------------------------------------------------------------------------------------ an issue tracker's task list

def test_an_issues_task_list_with_ticked_boxes_and_week_numbers(xln_home, tmp_path) -> None:
    """An issue tracker's report: the rulings as a task list ("- [x] ", "- [ ] "), each item's date with
    its calendar week in brackets ("29.09.2017 (KW 39) — text"); the issue's own dates date nothing."""
    items = [f"- [{'x' if n % 2 == 0 else ' '}] {d:%d.%m.%Y} (KW {d.isocalendar()[1]}) — {t}"
             for n, (d, t) in enumerate(AEGISAUR)]
    page = "\n".join(["Missing rulings for Bellowing Aegisaur #412", "Open",
                      "ruleskeeper opened this issue on Mar 3, 2026 · 2 comments", "",
                      "ruleskeeper commented on Mar 3, 2026", "These rulings are missing from the export:", *items, "",
                      "maintainer commented on Mar 5, 2026", "Thanks, fixed.", "Labels", "data"])
    assert stored(xln_home, tmp_path, "issue.txt", page, "Bellowing Aegisaur") == _iso(AEGISAUR)


@pytest.mark.parametrize("date", ["19.01.2018 (KW 3)", "2018-01-19 (week 3)", "19.01.2018 (v. 3)", "2018年1月19日（第3週）"])
def test_a_dates_week_number_in_brackets_is_part_of_it(date) -> None:
    found = parse_date_line(f"{date} — Enrage triggers once.")
    assert found is not None and found.date.date.isoformat() == "2018-01-19" and found.rest == "Enrage triggers once."


@pytest.mark.parametrize("raw", ["- [x] le 19/01/2018 — Enrage triggers once.", "* [X] 2018-01-19: Enrage triggers once.",
                                 "- [ ] am 19.01.2018: Enrage triggers once."])
def test_a_task_lists_box_is_no_part_of_its_item(raw) -> None:
    from lorehold.ingest.pages.entries import read_line

    line = read_line(raw)
    assert line.date is not None and line.date.date.isoformat() == "2018-01-19" and line.text == "Enrage triggers once."


@pytest.mark.parametrize("line", [
    "19\u200f/1\u200f/2018",  # Arabic: marks of writing direction between the numbers
    "2018(e)ko urt. 19(a)",  # Basque, the month abbreviated
    "2018 թ. հունվարի 19",  # Armenian: the year's mark
    "2018\u202fж. 19 қаңтар",  # Kazakh: the year and its word, the day, the month
    "2018-ж., 19-январь",  # Kyrgyz
    "2018. gada 19. janvāris",  # Latvian
    "19 มกราคม ค.ศ. 2018",  # Thai, a Western year
    "19 جنوری، 2018",  # Urdu: an Arabic comma before the year
    "19, జనవరి 2018, శుక్రవారం",  # Telugu: a comma after the day
    "19 thg 1, 2018",  # Vietnamese, "tháng" abbreviated
])
def test_cldr_long_and_medium_dates_of_more_languages(line) -> None:
    """Dates as the Unicode CLDR's long and medium formats write them (what a localized site prints)."""
    assert [d.date.isoformat() for d in find_dates(line)] == ["2018-01-19"]


def test_a_comma_after_a_day_before_a_latin_months_name_makes_no_date() -> None:
    assert not find_dates("See rule 19, January 2018 update")


# ------------------------------------------------------------------------------------ a forum's quotes

def test_a_forum_posts_quotes_headed_by_who_wrote_them_and_when(xln_home, tmp_path) -> None:
    """A forum's post quoting each ruling under a head naming who wrote it and when, in Irish ("Gatherer
    a scríobh (29 Meán Fómhair 2017):": a month's name of two words), under the post's own date."""
    months = {1: "Eanáir", 9: "Meán Fómhair"}
    lines = ["Bellowing Aegisaur — Rialuithe oifigiúla", "", "Postáilte ag niamh » 22 Iúil 2026", ""]
    for d, t in AEGISAUR:
        lines += [f"Gatherer a scríobh ({d.day} {months[d.month]} {d.year}):", t]
    lines += ["", "niamh · 120 posts", "Powered by phpBB® Forum Software © phpBB Limited"]
    page = "\n".join(lines)
    assert got(read(page)) == EXPECTED  # (the sample's own rulings are stored with its dates whatever the page's)
    assert stored(xln_home, tmp_path, "thread.txt", page, "Bellowing Aegisaur") == _iso(AEGISAUR)


@pytest.mark.parametrize(("line", "date"), [
    ("Gatherer wrote (19 January 2018):", "2018-01-19"),
    ("Wizards of the Coast жазды (2018 жылғы 19 қаңтар):", "2018-01-19"),
    ("22 Deireadh Fómhair 2011", "2011-10-22"),
])
def test_a_quotes_head_dates_what_follows_it(line, date) -> None:
    found = parse_date_line(line)
    assert found is not None and found.date.date.isoformat() == date


# ------------------------------------------------------------------------------------ a screen reader's transcript

@pytest.mark.parametrize("sep", [", ", "  "])
@pytest.mark.parametrize("n", [1, 3])
def test_a_screen_readers_transcript(sep, n) -> None:
    """What a screen reader said, saved: landmarks and lists announced on lines of their own, each
    element's role before its text ("time, 29.09.2017"); the role is no label of the date, even for
    a card's one ruling."""
    lines = ["banner landmark", f"link{sep}Skip to content", f"navigation landmark{sep}Main", f"link{sep}Home",
             "main landmark", f"heading{sep}level 1{sep}Bellowing Aegisaur", f"heading{sep}level 2{sep}Rulings",
             f"list{sep}{n} items" if sep == ", " else f"list  with {n} items"]
    for d, t in AEGISAUR[:n]:
        lines += [f"time{sep}{d:%d.%m.%Y}", t]
    lines += ["out of list", "out of main landmark", "content info landmark", f"link{sep}Privacy"]
    assert got(read("\n".join(lines))) == EXPECTED[:n]


# ------------------------------------------------------------------------------------ a stream's chat

def test_a_chat_bots_answers_name_the_card_and_the_date_before_a_colon() -> None:
    """A stream's chat log: a bot answers a user's command, each answer addressed to the user ("@name"),
    then the card's name and the ruling's date in brackets, a colon and the ruling."""
    lines = ["# Start logging at 2026-11-28 20:11:09", "[20:11:12] nightbot: Welcome! Type !commands for the list",
             "[20:11:15] ixalan_fan: !ruling Rugissant Aegisaure"]
    for n, (d, t) in enumerate(AEGISAUR):
        lines.append(f"[20:11:{20 + n}] RulesBot: @ixalan_fan Rugissant Aegisaure (vendredi {d.day} "
                     f"{['janvier', 'septembre'][d.month == 9]} {d.year}): {t}")
    lines += ["[20:12:02] ixalan_fan: merci !", "[20:12:09] modbot: Please keep chat in English"]
    assert got(read("\n".join(lines), card="Bellowing Aegisaur")) == EXPECTED


@pytest.mark.parametrize(("line", "rest"), [
    ("Bellowing Aegisaur (19.01.2018): Enrage triggers once.", "Enrage triggers once."),
    ("皇帝の先兵 (jueves 19 de enero de 2018): Enrage triggers once.", "Enrage triggers once."),
])
def test_a_head_with_its_date_in_brackets_before_a_colon(line, rest) -> None:
    found = parse_date_line(line)
    assert found is not None and found.date.date.isoformat() == "2018-01-19" and found.rest == rest


@pytest.mark.parametrize("line", ["14:04 < RulesBot> Enrage triggers once.", "[14:04] <@RulesBot> Enrage triggers once."])
def test_an_irc_logs_message_head(line) -> None:
    from lorehold.ingest.pages.chats import message_head

    assert message_head(line) == ("RulesBot", "Enrage triggers once.")


@pytest.mark.parametrize("line", ["Quote from the release notes (19.01.2018) »", "Gatherer wrote (19 January 2018):"])
def test_a_quotes_head_with_its_links_arrow_or_a_colon(line) -> None:
    found = parse_date_line(line)
    assert found is not None and found.date.date.isoformat() == "2018-01-19"


# ------------------------------------------------------------------------------------ ads inside a card's translations

@pytest.mark.parametrize("ad", [["Sponsored story", "Try Premium free for 1 month"], ["Inzerce"], ["Anúncio"]])
def test_an_ads_label_between_a_translations_name_and_text_breaks_no_card_section(ad) -> None:
    """A card page of translations, name over text, one name's text set apart from it by an ad's label
    (and a paid plan's offer); the translations after it are still the card's, not rulings."""
    pairs = [
        ("Brüllender Aegisaurus", "Erzürnen — Immer wenn dem Brüllenden Aegisaurus Schaden zugefügt wird, lege eine "
         "+1/+1-Marke auf jede andere Kreatur, die du kontrollierst."),
        ("Égidosaure beuglard", "Rage — À chaque fois que l'Égidosaure beuglard subit des blessures, mettez un "
         "marqueur +1/+1 sur chaque autre créature que vous contrôlez."),
        ("Egisauro Urlante", "Infuriare — Ogniqualvolta viene inflitto danno all'Egisauro Urlante, metti un "
         "segnalino +1/+1 su ogni altra creatura che controlli."),
        ("Bellowing Aegisaur", "Enrage — Whenever Bellowing Aegisaur is dealt damage, put a +1/+1 counter on each "
         "other creature you control."),
    ]
    blocks = ["Prices  Decks  Spoilers"]
    for n, (name, text) in enumerate(pairs):
        blocks += [name, *(ad if n == 1 else []), text]
    blocks += ["Ixalan", *(t for _, t in AEGISAUR)]
    bundle = read("\n\n".join(blocks))
    assert [r.text for r in bundle.rulings] == [t for _, t in AEGISAUR]
    assert {t.language for t in bundle.translations} == {"de", "fr", "it"}


# ------------------------------------------------------------------------------------ a wiki's talk page

@pytest.mark.parametrize("signature", [
    "RulesBot (talk) 14:03, {d.day} {en} {d.year} (UTC)",
    "RulesBot (обс.) 14:03, {d.day} {ru} {d.year} (UTC)",
    "RulesBot (discussão) 14h03min de {d.day} de {pt} de {d.year} (UTC)",
])
def test_a_talk_pages_signature_closing_a_ruling_dates_it(signature) -> None:
    """A wiki's talk page: each ruling signed on its line by whoever posted it ("Name (talk) 14:03,
    DATE (UTC)", the talk link in the wiki's language); a reader's signed question is no ruling."""
    months = {1: ("January", "января", "janeiro"), 9: ("September", "сентября", "setembro")}
    lines = ["Talk:Bellowing Aegisaur", "", "== Rulings =="]
    for d, t in AEGISAUR:
        en, ru, pt = months[d.month]
        lines += [f"{t} {signature.format(d=d, en=en, ru=ru, pt=pt)}", "Reply"]
    lines += ["Is the second one still current? Anna (talk) 09:12, 3 March 2026 (UTC)", "Reply"]
    assert got(read("\n".join(lines))) == EXPECTED
