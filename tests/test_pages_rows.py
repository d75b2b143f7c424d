"""Rulings tables as sites render them and as they are copied (looked at in fresh-11's widget and
wiki pages), written here in our own words: an HTML table whose rows give a number, the text, the
source and the date in cells of their own; the same table copied as text with its columns apart by
runs of spaces; a wiki's italic date after a bulleted ruling."""

from __future__ import annotations

from lorehold.ingest.pages import parse

T1 = "You don’t choose a target for Lurking Chupacabra’s ability until after your creature has finished exploring."
T2 = ("If a resolving spell or ability instructs a specific creature to explore but that creature has left the "
      "battlefield, the creature still explores.")


def _rulings(data: str, name: str) -> list[tuple[str | None, str]]:
    return [(str(r.date) if r.date else None, r.text) for b in parse(data.encode(), name, card="Lurking Chupacabra").cards
            for r in b.rulings]


def test_an_html_rulings_table_row_by_row():
    rows = "".join(f"<tr><td>{n}</td><td>{t}</td><td>Wizards of the Coast</td><td>{d}</td></tr>"
                   for n, t, d in ((1, T1, "2017-09-29"), (2, T2, "2018-01-19")))
    page = ("<html><body><h1>Lurking Chupacabra — Rulings</h1><p>Show 10 entries</p><table><thead><tr><th>#</th>"
            f"<th>Ruling</th><th>Source</th><th>Date</th></tr></thead><tbody>{rows}</tbody></table>"
            "<p>Showing 1 to 2 of 2 entries</p></body></html>")
    assert _rulings(page, "table.html") == [("2017-09-29", T1), ("2018-01-19", T2)]


def test_a_table_copied_with_its_columns_apart_by_spaces():
    # (the header's labels stand apart from the cells under them: a browser's copy keeps the runs of
    # spaces, not the columns' places; ``columns.py`` reads the aligned kind)
    page = ("Lurking Chupacabra — Rulings\n\nDate  Source  Ruling\n"
            f"2017.09.29  Wizards of the Coast  {T1}\n2018.01.19  Wizards of the Coast  {T2}\n\nShowing 1 to 2 of 2 entries\n")
    assert _rulings(page, "table.txt") == [("2017-09-29", T1), ("2018-01-19", T2)]


def test_a_wikis_italic_date_after_a_bulleted_ruling():
    page = f"====== Lurking Chupacabra ======\n\n===== Rulings =====\n\n  * {T1} //(2017. szeptember 29.)//\n  * {T2} //(2018. január 19.)//\n"
    assert _rulings(page, "wiki.txt") == [("2017-09-29", T1), ("2018-01-19", T2)]
