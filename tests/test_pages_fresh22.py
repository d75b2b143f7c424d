"""Captured pages of the kinds fresh-22 models (looked at for page-17): documents and markup as people
type them or converters print them (a Word document's XML, a wiki's source in its edit box, Textile,
Org files, Markdown footnotes, pandoc's tables, pdftotext's columns and page breaks, a spreadsheet's
CSV, a YAML record, BBCode spoilers, an e-book's notes, a quiz's answer key). Each is written for the
test from a sample card's MTGJSON rulings, in the shape the real kind of file has, not copied from the
corpus."""

from __future__ import annotations

import datetime as dt
import json
import lzma

import pytest

from lorehold.ingest.pages.entries import read_line
from lorehold.ingest.pages.sidebyside import side_by_side
from lorehold.ingest.pages.wikitext import is_wikitext, wikitext_text
from tests.test_pages_dating import AEGISAUR, GEISTS, read, rulings_of
from tests.conftest import sample_file

RATS = rulings_of("FUT", "Stronghold Rats")  # four of 2021-03-19


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def _wrapped(text: str, width: int) -> list[str]:
    out, line = [], ""
    for word in text.split():
        if line and len(line) + len(word) + 1 > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return out + [line]


def _xml_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# --------------------------------------------------------------------------- word processors, wikis


def test_a_word_documents_xml_is_read_by_paragraphs_whatever_runs_split_them() -> None:
    """document.xml from a .docx: each ruling a paragraph whose text the editor split into runs in the
    middle of words, its date in brackets in runs of its own; a tracked deletion and a comment's
    anchor inside; the document's version date in its own paragraph."""
    w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

    def runs(text: str) -> str:
        cut = [text[k:k + 37] for k in range(0, len(text), 37)]
        return "".join(f'<w:r w:rsidRPr="00A1B2C3"><w:t xml:space="preserve">{_xml_escape(c)}</w:t></w:r>' for c in cut)

    paras = [f'<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr>{runs("Bellowing Aegisaur")}</w:p>',
             f"<w:p>{runs('Verze: 28. září 2023')}</w:p>"]
    for d, t in AEGISAUR:
        paras.append(f'<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/></w:numPr></w:pPr><w:commentRangeStart w:id="1"/>{runs(t)}'
                     f'<w:commentRangeEnd w:id="1"/><w:r><w:commentReference w:id="1"/></w:r>'
                     f'{runs(" (")}<w:r w:rsidRPr="00FFEE11"><w:t>{d.day}. {["", "ledna", "", "", "", "", "", "", "", "září"][d.month] or "ledna"} {d.year}</w:t></w:r>{runs(")")}</w:p>')
    paras.append('<w:p><w:del w:id="2" w:author="L" w:date="2023-09-30T20:51:00Z"><w:r><w:delText>Viz také březnový turnaj.</w:delText></w:r></w:del></w:p>')
    doc = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document {w}><w:body>{"".join(paras)}</w:body></w:document>'
    assert got(read(doc, "document.xml")) == AEGISAUR


def test_a_wiki_pages_source_in_its_edit_box_reads_as_the_wiki_shows_it(tmp_path) -> None:
    """A MediaWiki edit page: the infobox template, each ruling a template with named parameters in
    the wiki's language, or a bullet with a citation in <ref> giving only when it was read; categories;
    both as the text of the edit box copied and as the saved page (the source in a <textarea>)."""
    templated = "\n".join([
        "{{Infobox Karte", "| name = Dungeon Geists", "| set = Dark Ascension", "}}",
        "'''Kerkergeister''' ist eine Karte aus [[Dark Ascension]].", "", "== Regelhinweise ==",
        *[f"{{{{Regelhinweis|Datum={d.day}. {'April' if d.month == 4 else 'Juli'} {d.year}|Text={t}}}}}" for d, t in GEISTS],
        "", "[[Kategorie:Karten]]"])
    assert is_wikitext(templated)
    assert "[[" not in wikitext_text(templated) and "Kategorie" not in wikitext_text(templated)
    assert got(read(templated)) == GEISTS
    cited = "\n".join([
        "'''Dungeon Geists''' is a card from [[Dark Ascension]].", "", "== Rulings ==",
        *[f"* ''{d:%d %B %Y}'': {t}<ref name=\"g\">{{{{cite web |url=https://gatherer.wizards.com/x "
          f"|title=Dungeon Geists |publisher=Wizards of the Coast |access-date=2 November 2021}}}}</ref>" for d, t in GEISTS],
        "", "== References ==", "<references />", "", "[[Category:Cards]]"])
    assert got(read(cited)) == GEISTS
    saved = ("<!DOCTYPE html><html><head><title>Editing Dungeon Geists - MTG Wiki</title></head><body>"
             "<h1>Editing Dungeon Geists</h1><div>Revision as of 21:32, 31 October 2021 by Someone</div>"
             f'<textarea id="wpTextbox1" name="wpTextbox1">{_xml_escape(cited)}</textarea>'
             "<div><button>Save changes</button></div></body></html>")
    assert got(read(saved, "edit.html")) == GEISTS


def test_a_redmine_wikis_textile_source_is_rendered_as_the_wiki_shows_it() -> None:
    """Textile: "h1." and "h2." headings (one with a footnote's mark), a table with "|_." header cells,
    the note "fn1." naming the source and when it was read, a numbered list "# text _(DATE)_"."""
    table = "\n".join(["h1. Bellowing Aegisaur", "", "p(note). _Last checked: 2019-07-15_", "", "h2. Rulings[1]", "",
                       "|_. Date |_. Ruling |", *[f"|{d:%d.%m.%Y}|{t}|" for d, t in AEGISAUR], "",
                       '"fn1. Source: "Gatherer":https://gatherer.wizards.com/x, read 2019-07-19', ""])
    assert got(read(table)) == AEGISAUR
    listed = "\n".join(["h1. Stronghold Rats", "", "h2. Rulings", "", *[f"# {t} _({d:%Y-%m-%d})_" for d, t in RATS], ""])
    assert got(read(listed)) == RATS


def test_an_org_files_settings_and_planning_lines_date_no_ruling() -> None:
    """An Org file: "#+DATE:" is when the file was written, each note's "CLOSED:" when it was done; the
    ruling's date is its drawer's property, its weekday in the file's language; the card's text in a
    quote block above."""
    notes = []
    for k, (d, t) in enumerate(GEISTS, 1):
        notes += [f"*** DONE Hinweis {k}", "    CLOSED: [2021-11-26 Fr 16:22]", "    :PROPERTIES:",
                  f"    :RULED:    [{d:%Y-%m-%d} Mo]", "    :SOURCE:   Gatherer", "    :END:", f"    {t}"]
    org = "\n".join(["#+TITLE: Dungeon Geists", "#+DATE: <2021-11-23 Di>", "#+LANGUAGE: de", "",
                     "* Dungeon Geists                                  :karten:", ":PROPERTIES:", ":SET:      DKA",
                     ":CREATED:  [2021-11-23 Di 14:14]", ":END:", "#+begin_quote",
                     "Flying. When Dungeon Geists enters the battlefield, tap target creature an opponent controls.",
                     "#+end_quote", "** Regelhinweise", *notes, ""])
    assert got(read(org, "notes.org")) == GEISTS


# ------------------------------------------------------------------------------ notes and references


def test_markdown_footnotes_with_labels_date_their_rulings_not_the_access_date() -> None:
    """Markdown footnotes named, not numbered ("[^r1]"), each giving the publisher, the ruling's date in
    Hungarian's "2017. 09. 29." and when it was read; a numbered list."""
    md = "\n".join(["# Bellowing Aegisaur", "", "## Szabálypontosítások", "",
                    *[f"{k}. {t}[^r{k}]" for k, (_, t) in enumerate(AEGISAUR, 1)], "",
                    *[f"[^r{k}]: Wizards of the Coast, {d:%Y. %m. %d.} (hozzáférés: 2019. 01. 11.)." for k, (d, _) in enumerate(AEGISAUR, 1)], ""])
    assert got(read(md, "README.md")) == AEGISAUR


def test_a_notes_mark_after_a_dated_ruling_is_no_word_of_it() -> None:
    """A newsletter's link references: "[2]" after each ruling points at a URL, dating nothing."""
    page = "\n".join(["JUDGE NOTES", "Issue 139", "", "Card spotlight: Stronghold Rats", "",
                      *[f" * {d:%d %B %Y} — {t} [{k}]" for k, (d, t) in enumerate(RATS, 2)], "",
                      "Links:", "[1] https://blogs.magicjudges.org/rules/mtr/",
                      *[f"[{k}] https://gatherer.wizards.com/x?n={k}" for k in range(2, 2 + len(RATS))]])
    assert got(read(page)) == RATS


def test_an_ebooks_note_references_and_footnotes_in_asides() -> None:
    """EPUB XHTML: each ruling's note reference a linked superscript, the notes in <aside
    role="doc-footnote"> giving the date (an <aside> is kept for these); a running head, a colophon."""
    refs = "".join(f'<p class="ruling">{t}<a epub:type="noteref" role="doc-noteref" href="#n{k}"><sup>{k}</sup></a></p>'
                   for k, (_, t) in enumerate(GEISTS, 1))
    notes = "".join(f'<aside epub:type="footnote" role="doc-footnote" id="n{k}"><p><a href="#r{k}">{k}.</a> '
                    f"Wizards of the Coast, {d:%d.%m.%Y}.</p></aside>" for k, (d, _) in enumerate(GEISTS, 1))
    page = ('<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" '
            'xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Chapter 5. Dungeon Geists</title></head><body>'
            '<section epub:type="chapter"><header><p class="running-head">THE BIG RULES BOOK</p><h1>5. Dungeon Geists</h1></header>'
            f'<h2>Rulings</h2>{refs}<section epub:type="footnotes" role="doc-endnotes"><h3>Notes</h3>{notes}</section>'
            '<p class="colophon">© 2022 · First edition: 29 July 2022</p></section></body></html>')
    assert got(read(page, "chapter05.xhtml")) == GEISTS


# ------------------------------------------------------------------------------- converters' output


def test_pandocs_multiline_table_is_read_one_row_a_ruling() -> None:
    """pandoc's plain output of a Word table: full rules above and below, the columns told by the dashes
    under the header, each row's text wrapped in its column, rows parted by blank lines, a caption."""
    rows = []
    for d, t in AEGISAUR:
        lines = _wrapped(t, 44)
        rows += [f"  {d:%d.%m.%Y}   {lines[0]}", *[f"               {x}" for x in lines[1:]], ""]
    page = "\n".join(["Bellowing Aegisaur", "==================", "", "Rulings", "-------", "",
                      "  " + "-" * 60, "  Date         Ruling", "  ------------ " + "-" * 46, *rows,
                      "  " + "-" * 60, "", "  : Table 1: Official rulings, retrieved 15.11.2024", ""])
    assert got(read(page)) == AEGISAUR


def test_two_columns_side_by_side_are_read_one_after_the_other() -> None:
    lines = ["A card, spell, or permanent is historic if       14:00 Round 3",
             "it has the legendary supertype, the              16:00 Top 8",
             "artifact card type, or the Saga subtype.",
             "                                                 General rules",
             "27/04/2018",
             "Some abilities trigger “whenever you cast        Players call a judge as soon as they",
             "a historic spell.”                               notice an error.",
             "                                                 Head judge: Someone"]
    out = [line for line in side_by_side("\n".join(lines)).split("\n") if line.strip()]
    assert out == ["A card, spell, or permanent is historic if", "it has the legendary supertype, the",
                   "artifact card type, or the Saga subtype.", "27/04/2018", "Some abilities trigger “whenever you cast",
                   "a historic spell.”", "14:00 Round 3", "16:00 Top 8", "General rules",
                   "Players call a judge as soon as they", "notice an error.", "Head judge: Someone"]


def test_a_table_whose_right_cells_are_dates_is_no_two_columns() -> None:
    lines = ["Ruling                                            Date",
             *[f"{t[:45]:<50}{d:%d.%m.%Y}" for d, t in RATS]]
    assert side_by_side("\n".join(lines)) == "\n".join(lines)


def test_pdftotext_layout_two_columns_and_a_page_break_inside_a_ruling() -> None:
    """``pdftotext -layout`` of a two-column handout: the rulings on the left in a narrow column, a
    schedule on the right; a form feed, the running header again and the ruling going on; the page's
    counter under each page."""
    left = ["Stronghold Rats", "Creature — Rat", "", "Rulings", ""]
    for d, t in RATS:
        left += [f"{d:%d/%m/%Y}", *_wrapped(t, 44), ""]
    right = ["Schedule", "", "09:00 Registration", "10:00 Round 1", "11:30 Round 2", "Lunch break: 13:00",
             "14:00 Round 3", "16:00 Top 8", "", "General rules", "", "Players call a judge as soon as they",
             "notice an error. Phones stay in", "pockets during rounds."]
    body = [f"{a:<49}{b}".rstrip() for a, b in zip(left, right + [""] * len(left))]
    cut = len(body) - 5
    header = f"{'Judge handout — Regional Championship, Leeds':<70}June 15, 2022"
    page = "\n".join([header, "", *body[:cut], "", f"{'Page 1 of 2':^80}", "\f" + header, "", *body[cut:], "",
                      f"{'Page 2 of 2':^80}", "\f"])
    assert got(read(page)) == RATS


def test_a_spreadsheets_csv_dates_each_ruling_by_its_earliest_date_column() -> None:
    """A sheet saved as CSV with a semicolon: the ruling's date, the text, the source, a note typed over
    two lines in quotes, a status and when someone checked the ruling (later); empty rows at the end."""
    rows = ["Datum;Uitspraak;Bron;Notities;Status;Gecontroleerd op"]
    for k, (d, t) in enumerate(GEISTS):
        note = '"Gevraagd op de clubavond\nantwoord klopt"' if k == 1 else ""
        rows.append(f"{d.day}-{d.month}-{d.year};{t};WotC;{note};klaar;{k + 2}-7-2021")
    rows += [";;;;;"] * 3
    assert got(read("\n".join(rows), "regels.csv", card="Dungeon Geists")) == GEISTS


def test_a_yaml_record_gives_its_rulings_and_a_printed_name_keyed_by_language() -> None:
    data = json.loads(lzma.decompress(sample_file("XLN").read_bytes()))["data"]
    card = next(c for c in data["cards"] if c["name"] == "Bellowing Aegisaur")
    german = next(f for f in card["foreignData"] if f["language"] == "German")
    items = "\n".join(f"  - date: {d.isoformat()}\n    source: wotc\n    text: >-\n      {t}" for d, t in AEGISAUR)
    text = "\n".join(f"      {line}" for line in german["text"].split("\n"))
    doc = (f"# Generated by tools/sync.py on 2018-08-13T22:38:31Z\n---\nid: {card['uuid']}\nname: {card['name']}\n"
           f"set: XLN\nprinted:\n  de:\n    name: {german['name']}\n    text: |-\n{text}\nrulings:\n{items}\n"
           "reviewed:\n  by: someone\n  on: 2018-08-24\n")
    bundle = read(doc, "card.yaml")
    assert got(bundle) == AEGISAUR
    assert [(t.language, t.name) for t in bundle.translations] == [("de", german["name"])]


def test_a_bbcode_spoilers_title_dates_its_ruling() -> None:
    posts = "\n".join(f"[spoiler={d:%B %d, %Y}]{t}[/spoiler]" for d, t in GEISTS)
    page = ("Board index ‹ Magic: The Gathering ‹ Rules Q&A ‹ Post a reply\n"
            "B  i  u  Quote  Code  List  List=  [*]  Img  URL  Font size  Font colour\n\n"
            '[quote="Someone" post_id=1 time=1550264984 user_id=2]\nCan someone post the rulings for [b]Dungeon Geists[/b]?\n[/quote]\n\n'
            f"Here you go, straight from Gatherer:\n{posts}\n\n[size=85][i]Level 1 judge[/i][/size]\n")
    bundle = read(page)
    assert got(bundle) == GEISTS


@pytest.mark.parametrize("line, date, text", [
    ("Uzasadnienie (orzeczenie z 19.03.2021): Text of the ruling here.", "2021-03-19", "Text of the ruling here."),
    ("Motivazione (chiarimento del 1 feb 2009): «Text of the ruling here.»", "2009-02-01", "Text of the ruling here."),
    ("Zdůvodnění (rozhodnutí z 7. prosince 2018):", "2018-12-07", ""),
])
def test_a_label_dated_in_brackets_before_its_colon_dates_what_follows(line, date, text) -> None:
    found = read_line(line)
    assert (found.date.date.isoformat(), found.text) == (date, text)


def test_a_quiz_keys_justifications_date_their_rulings() -> None:
    blocks = []
    for k, (d, t) in enumerate(RATS, 1):
        head = f"Uzasadnienie (orzeczenie z {d:%d.%m.%Y}):"
        blocks.append("\n".join([f"Pytanie {k} (2 pkt)", "Prawda czy fałsz: kartę można zagrać w każdej chwili.",
                                 "Odpowiedź: FAŁSZ", f"{head} {t}" if k % 2 else f"{head}\n{t}"]))
    page = "\n\n".join(["Test przygotowawczy — Klucz odpowiedzi", "Karta: Stronghold Rats\nData egzaminu: 11.10.2023",
                        *blocks, "Sprawdził(a): ______________"])
    assert got(read(page)) == RATS


# ------------------------------------------------------------------------------------ wraps


def test_a_screenshots_ocr_joins_each_dated_paragraph_whole_though_a_line_ends_a_sentence() -> None:
    """A phone screenshot's OCR: the status bar and the address, then each date over its ruling wrapped
    at 31 characters, no blank line anywhere, the browser's buttons under the last one."""
    lines = ["=== Screenshot_20190830_191309_Chrome.jpg ===", "19:13 ▂▄▆ 4G 54%", "⌂  kartumagic.id  ⋮", "Rulings"]
    for d, t in AEGISAUR:
        lines += [f"{d:%d/%m/%Y}", *_wrapped(t, 31)]
    lines.append("<   >   ⬆   📖   ⧉")
    assert any(line.endswith(".") and k + 1 < len(lines) and lines[k + 1][:1].isupper() and "/" not in lines[k + 1]
               for k, line in enumerate(lines[4:-1], 4))  # (a line ends a sentence inside a ruling)
    assert got(read("\n".join(lines), card="Bellowing Aegisaur")) == AEGISAUR


def test_a_quoted_digests_entries_that_start_with_their_dates_run_on_past_a_sentences_end() -> None:
    """A mail quoting a digest: each entry "DATE: text" wrapped at 56 characters, one of the wrap's cuts
    falling after a sentence."""
    lines = ["Op zo 14 mei 2017 om 22:57 schreef Putri <putri@example.org>:", "> Zie de uitspraken hieronder.", ">"]
    for d, t in GEISTS:
        lines += [f"> {x}" for x in _wrapped(f"{d.day} {['', '', '', '', 'apr.', '', '', 'jul.'][d.month]} {d.year}: {t}", 56)]
    assert got(read("\n".join(lines), card="Dungeon Geists")) == GEISTS
