"""Pages that are data files or a markup's source (issue 15, parser page-12): an XML export read by
``lxml.etree`` (rulings as attributes, CDATA or child elements, dates ISO, compact or xs:dateTime,
printed names and texts under ``xml:lang``), a TOML file read by ``tomllib`` (bare and quoted dates,
multi-line strings, comments with the export's own date), a forum post's BBCode source rendered by
``bbcode``. The rulings and printed texts come from MTGJSON's own set files (data/sample); each
document is written here by hand."""

from __future__ import annotations

import datetime as dt
import html
import json
import lzma

import pytest

from lorehold.ingest import pages
from lorehold.ingest.pages.structured import data_text
from tests.conftest import sample_file
from tests.test_pages_dating import AEGISAUR, read
from tests.test_pages_fresh5 import EXPECTED, got


def _card(set_code: str, name: str) -> dict:
    data = json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]
    return next(c for c in data["cards"] if c["name"] == name)


_CODES = {"German": "de", "French": "fr", "Japanese": "ja", "Russian": "ru", "Korean": "ko"}


def _printings(card: dict) -> list[tuple[str, str, str]]:
    return [(_CODES[f["language"]], f["name"], f["text"]) for f in card["foreignData"] if f["language"] in _CODES]


def test_an_xml_export_gives_its_dated_rulings_and_its_printed_names() -> None:
    card = _card("XLN", "Bellowing Aegisaur")
    printings = "\n".join(
        f'    <localized lang="{code}"><title>{html.escape(name)}</title><body>{html.escape(text)}</body></localized>'
        for code, name, text in _printings(card))
    forms = [lambda d: d.isoformat(), lambda d: f"{d:%Y%m%d}", lambda d: f"{d.isoformat()}T00:00:00+00:00"]
    rulings = "\n".join(
        f"    <entry published=\"{forms[k % 3](d)}\" by=\"WotC\"><![CDATA[{t}]]></entry>" if k % 2 == 0 else
        f"    <entry><when>{forms[k % 3](d)}</when><said><![CDATA[{t}]]></said></entry>"
        for k, (d, t) in enumerate(AEGISAUR))
    page = (f'<?xml version="1.0" encoding="utf-8"?>\n<!-- dumped by rulesdb 2.3 on 2026-05-04 -->\n'
            f'<export><item name="Bellowing Aegisaur" code="XLN" no="4">\n  <names>\n{printings}\n  </names>\n'
            f'  <notes>\n{rulings}\n  </notes>\n</item></export>\n')
    assert pages.sniff("aegisaur.xml", page.encode("utf-8"))
    bundle = read(page, "aegisaur.xml")
    assert got(bundle) == EXPECTED
    assert {(t.language, t.name) for t in bundle.translations} == {(c, n) for c, n, _ in _printings(card)}
    assert all(dt.date(2026, 5, 4) != r.date for r in bundle.rulings)  # the comment's date is the export's


def test_a_toml_file_gives_its_rulings_with_bare_and_quoted_dates() -> None:
    tables = []
    for k, (d, t) in enumerate(AEGISAUR):
        when = d.isoformat() if k % 2 else f'"{d.isoformat()}"'
        tables.append(f"[[entries]]\nwhen = {when}\nnote = '''\n{t}'''\nfrom = \"Wizards of the Coast\"\n")
    page = ("# written by deckhelper 0.9 at 2026-04-01T08:00:00Z\n\ntitle = \"Bellowing Aegisaur\"\nset = \"XLN\"\n\n"
            + "\n".join(tables))
    bundle = read(page, "aegisaur.toml")
    assert got(bundle) == EXPECTED
    assert bundle.card.lookup.name == "Bellowing Aegisaur"


@pytest.mark.parametrize("text", [
    "title = broken\nnot toml at all",  # no TOML: read as a page's text
    "<?xml version='1.0'?><html><body><p>Hello</p></body></html>",  # a web page in XHTML
    "<?xml version='1.0'?><config><name>server</name><port>8080</port></config>",  # data with no entry
    "[section]\nkey = \"value\"\nother = 3\n",  # an INI-like TOML without dated entries
])
def test_data_without_dated_entries_or_printings_is_left_to_the_page_reader(text: str) -> None:
    assert data_text(text) is None


def test_an_xml_document_with_entities_is_not_expanded() -> None:
    page = ('<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n'
            '<r name="Bellowing Aegisaur"><x date="2018-01-19">&e; The creature gets +1/+1 until end of turn here.</x></r>')
    text = data_text(page) or ""
    assert "root:" not in text


def test_a_forum_posts_bbcode_source_is_rendered_and_read() -> None:
    """Each ruling quoted, its date in italics after the quote in a smaller size; a signature and an
    edit note with a later date under a rule: the rulings are the quotes, dated, the rest is not."""
    posts = []
    for d, t in AEGISAUR:
        posts.append(f"[quote=WotC]{t}[/quote]\n[size=80][i]{d.day}. {d:%m}. {d.year}[/i][/size]")
    page = ("[center][size=140][b]Bellowing Aegisaur[/b][/size][/center]\n"
            "[i]Pulled these together after Friday's draft, corrections welcome.[/i]\n\n"
            + "\n\n".join(posts)
            + "\n\n[color=gray]Zuletzt bearbeitet von mana_leak am 2. 3. 2026, insgesamt 2-mal bearbeitet.[/color]\n"
            "[hr][img]https://img.example.org/sig.png[/img] [url=https://example.org/trades]Trade thread[/url]")
    assert pages.formats.is_bbcode(page)
    bundle = read(page, "post.txt")
    assert got(bundle) == EXPECTED
    assert bundle.card.lookup.name == "Bellowing Aegisaur"


@pytest.mark.parametrize("text", [
    "Bellowing Aegisaur\n\n[1] Rulings below.\n\n2018-01-19 — Text.",  # a footnote mark, no BBCode
    "See [b]this[/b] card.",  # one kind of tag only
    "<p>[b]x[/b] [i]y[/i]</p>",  # HTML that shows BBCode
])
def test_text_that_is_no_bbcode_source_is_not_rendered(text: str) -> None:
    assert not pages.formats.is_bbcode(text)


def test_translations_headed_by_their_languages_names() -> None:
    """A card page's English block, then each translation under its language's name, beside the name
    ("日本語 — NAME", "German: NAME") or alone above it ("Français" / NAME), name and text in one
    paragraph; an ad line between two of them; then dated rulings."""
    card = _card("XLN", "Bellowing Aegisaur")
    labels = {"de": "German: {}", "fr": "Français\n{}", "ja": "日本語 — {}", "ru": "Русский\n{}", "ko": "한국어 · {}"}
    blocks = ["🌐 English · Deutsch · Français · 日本語 · Русский · 한국어", "Bellowing Aegisaur\n" + card["text"], "Translations"]
    for k, (code, name, text) in enumerate(_printings(card)):
        blocks.append(labels[code].format(name) + "\n" + text.replace("\n", " "))
        if k == 1:
            blocks.append("Annons")
    blocks += ["Rulings"] + [f"[{d:%Y/%m/%d}] {t}" for d, t in AEGISAUR]
    bundle = read("\n\n".join(blocks))
    assert got(bundle) == EXPECTED
    assert {(t.language, t.name) for t in bundle.translations} == {(c, n) for c, n, _ in _printings(card)}


def test_a_restructuredtext_source_drops_its_markups_own_lines() -> None:
    """A Sphinx page's source: a target, a title and its underline, a field list, a table of contents
    directive with options, a comment dated when the page was generated, rulings as a definition list
    (the date the term) and a closing directive: the comment's date dates nothing, its words are no ruling."""
    entries = "\n\n".join(f"{d:%d %b %Y}\n   {t}" for d, t in AEGISAUR)
    page = (".. _bellowing-aegisaur:\n\nBellowing Aegisaur\n==================\n\n:Set: Ixalan\n:Rarity: Uncommon\n\n"
            ".. contents::\n   :local:\n   :depth: 2\n\nRulings\n-------\n\n"
            ".. generated 2026-03-01 from the rules database by export.py, edits are overwritten\n\n"
            f"{entries}\n\n.. seealso:: :doc:`/mechanics/enrage`\n")
    assert pages.formats.is_rst(page)
    bundle = read(page, "aegisaur.rst")
    assert got(bundle) == EXPECTED


def test_a_terminals_table_of_rulings_is_read_by_its_cells() -> None:
    """psql's aligned output: cells split by " | ", the text padded to the widest; the date cell dates
    the text cell, the source cell publishes it; the query and the row count are no rulings."""
    width = max(len(t) for _, t in AEGISAUR)
    rows = [f" {t:<{width}} | WotC     | {d.isoformat()}" for d, t in AEGISAUR]
    page = "\n".join([
        "rulings=> SELECT r.text, r.source, r.date FROM rulings r WHERE card = 'Bellowing Aegisaur' ORDER BY 3;",
        f" {'text':^{width}} |  source  |    date", "-" * (width + 2) + "+----------+------------", *rows,
        f"({len(rows)} rows)", "", "rulings=> \\q"])
    bundle = read(page, card="Bellowing Aegisaur")
    assert got(bundle) == EXPECTED
    assert {r.publisher for r in bundle.rulings} == {"wotc"}


def test_a_name_over_its_text_in_one_paragraph_but_not_a_texts_first_line_under_a_name() -> None:
    from lorehold.ingest.pages.reader import items_of

    text = "Verteidiger, Reichweite\nBlutzoll — {4}{G}, wirf diese Karte ab: Zerstöre eine fliegende Kreatur deiner Wahl."
    assert [it.kind for it in items_of(["Bambushain-Bogenschütze", text])] == ["short", "prose"]
    english = "Bamboo Grove Archer\nDefender, reach Channel — {4}{G}, Discard this card: Destroy target creature with flying."
    assert [it.kind for it in items_of([english, "Bambushain-Bogenschütze\n" + text.replace("\n", " ")])] == [
        "short", "prose", "short", "prose"]
