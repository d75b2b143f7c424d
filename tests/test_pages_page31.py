"""Captured pages (page-31): where translators and players keep a card's rulings outside web pages (fresh-46's
first misses). A gettext catalogue, an XLIFF file (1.2 and 2.0) and an Android app's strings, each read entry
by entry: the file's own dates (its header's, its notes') date no ruling, a ruling's comment or note dates it,
else the day its key names; an app's i18n JSON keyed by day; a translation tool's "Explanation: Official
ruling, DATE" under the string it explains; a flashcard set's export ("NAME (DAY)<TAB>ruling;", its rows on one
line, or glued to the term); a note's inline field "[date:: 2019-10-04]"; and a PDF's bullet wrapped after a
comma, its date at its end. Written for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import json
import lzma

from tests.conftest import sample_file
from tests.test_pages_dating import GEISTS, read, rulings_of

FIRE_ICE = rulings_of("APC", "Fire // Ice")  # three of 2018-12-07, then six of 2021-06-18


def _geists_de() -> dict:
    data = json.loads(lzma.decompress(sample_file("DKA").read_bytes()))["data"]
    card = next(c for c in data["cards"] if c["name"] == "Dungeon Geists")
    return card, next(f for f in card["foreignData"] if f["language"] == "German")


def _po(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _rulings(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def test_a_gettext_catalogue_s_rulings_dated_by_their_comments_not_its_header() -> None:
    """A community translation's .po file: its header entry's POT-Creation-Date and PO-Revision-Date are
    the file's; the card's name and text translated into German are its German printing; each ruling is an
    untranslated entry under "#. Official ruling, M/D/YYYY" (the third dated only by its context's day)."""
    card, de = _geists_de()
    head = ["# German translation of the MTG rulings notes.", "# Anna Weber <anna@example.org>, 2026.", "#",
            'msgid ""', 'msgstr ""', '"Project-Id-Version: mtg-rulings 2.4\\n"', '"POT-Creation-Date: 2026-07-11 10:27+0000\\n"',
            '"PO-Revision-Date: 2026-08-01 11:48+0000\\n"', '"Language: de\\n"', '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    entries = ["#. Card name", "#: cards/dka.json:829", 'msgctxt "card|DKA|36|name"', f"msgid {_po(card['name'])}",
               f"msgstr {_po(de['name'])}", "", "#. Oracle text", 'msgctxt "card|DKA|36|text"', f"msgid {_po(card['text'])}",
               f"msgstr {_po(de['text'])}", ""]
    for k, (d, t) in enumerate(GEISTS, 1):
        comment = [] if k == 3 else [f"#. Official ruling, {d.month}/{d.day}/{d.year}"]
        entries += comment + [f"#: rulings/dka.json:{100 * k}", f'msgctxt "ruling|DKA|36|{d.isoformat()}|{k}"', f"msgid {_po(t)}", 'msgstr ""', ""]
    bundle = read("\n".join(head + entries), "de.po")
    assert _rulings(bundle) == GEISTS
    assert [(t.language, t.name) for t in bundle.translations] == [("de", "Verliesgeist")]


def test_an_xliff_file_s_units_dated_by_their_notes() -> None:
    """XLIFF 1.2 from a translation platform: the file's ``date`` and its header's note are the export's;
    each ruling's unit has its source copied into an untranslated target and a note "Regelhinweis · D.M.YYYY"."""
    units = [f'<trans-unit id="name" resname="card.name"><source>Fire // Ice</source><target state="needs-translation"></target></trans-unit>']
    for k, (d, t) in enumerate(FIRE_ICE, 1):
        units.append(f'<trans-unit id="ruling-{k}" resname="ruling.{d.isoformat()}.{k}" translate="no"><source>{t}</source>'
                     f'<target state="needs-translation">{t}</target><note from="developer">Regelhinweis · {d.day}.{d.month}.{d.year}</note></trans-unit>')
    page = ('<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">'
            '<file original="cards/apc.json" source-language="en" target-language="de" datatype="plaintext" date="2026-02-26T21:13:45Z">'
            '<header><tool tool-id="crowdin" tool-name="Crowdin"/><note>Exportiert: 21.03.2026</note></header>'
            f'<body>{"".join(units)}</body></file></xliff>')
    assert _rulings(read(page, "apc-de.xliff")) == FIRE_ICE


def test_an_xliff_2_file_s_units_dated_by_their_names() -> None:
    """XLIFF 2.0: units with no note, each named for its ruling's day ("ruling_2018_12_07_1")."""
    units = "".join(f'<unit id="ruling_{d:%Y_%m_%d}_{k}"><segment state="initial"><source>{t}</source></segment></unit>'
                    for k, (d, t) in enumerate(FIRE_ICE, 1))
    page = ('<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" '
            'srcLang="en" trgLang="fr"><file id="f1"><notes><note>Exporté le 2026-03-21</note></notes>'
            f'<unit id="name"><segment><source>Fire // Ice</source><target>Feu // Glace</target></segment></unit>{units}</file></xliff>')
    assert _rulings(read(page, "apc-fr.xlf")) == FIRE_ICE


def test_an_android_app_s_strings_dated_by_the_comment_over_each() -> None:
    """An app's strings.xml: the generator's comment (its day) is the file's; each ruling string, quoted and
    escaped as Android writes it, under a comment giving its day in Spanish."""
    months = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
    strings = ['<string name="card_dka_36_name_en" translatable="false">Dungeon Geists</string>', "<!-- Official rulings: English only -->"]
    for k, (d, t) in enumerate(GEISTS, 1):
        escaped = t.replace("'", "\\'").replace('"', '\\"')
        strings += [f"<!-- {d.day} de {months[d.month - 1]} de {d.year} -->",
                    f'<string name="ruling_{k}" translatable="false">"{escaped}"</string>']
    page = ('<?xml version="1.0" encoding="utf-8"?>\n<!-- Generated by Crowdin on 2026-06-01 09:27:59 -->\n'
            '<resources xmlns:tools="http://schemas.android.com/tools">\n    ' + "\n    ".join(strings) + "\n</resources>\n")
    assert _rulings(read(page, "strings.xml")) == GEISTS


def test_an_i18n_json_s_strings_keyed_by_their_day() -> None:
    """An app's locale file: its export stamps are the tool's; each ruling keyed "ruling_dka_36_YYYY_MM_DD_N"."""
    value = {"_meta": {"locale": "ja", "exported": "2026-06-03T17:36:58Z"},
             "card": {"name_en": "Dungeon Geists", "name": "地下牢の霊"},
             "rulings": {f"ruling_dka_36_{d:%Y_%m_%d}_{k}": t for k, (d, t) in enumerate(GEISTS, 1)}}
    assert _rulings(read(json.dumps(value, ensure_ascii=False, indent=2), "ja.json")) == GEISTS


def test_a_translation_tool_s_explanation_dates_the_string_it_explains() -> None:
    """A Weblate-like string list: under each source string, its explanation ("Explanation: Official ruling,
    Month D, YYYY", classed as a comment) and its context key holding the day; the page's last change and its
    template's day are the tool's."""
    rows = ['<tr><td class="source"><div class="list-group-item-text">Dungeon Geists</div>'
            '<div class="context"><span>Context</span>: card|DKA|36|name</div></td><td class="translation">Verliesgeist</td></tr>']
    for k, (d, t) in enumerate(GEISTS, 1):
        rows.append(f'<tr><td class="source"><div class="list-group-item-text">{t}</div>'
                    f'<div class="source-comment"><span>Explanation</span>: Official ruling, {d:%B} {d.day}, {d.year}</div>'
                    f'<div class="context"><span>Context</span>: ruling|DKA|36|{d.isoformat()}|{k}</div></td>'
                    '<td class="translation"><span class="empty">Untranslated</span></td></tr>')
    page = ('<!DOCTYPE html><html lang="en"><head><title>MTG Rulings/Cards — German @ Weblate</title></head><body>'
            '<nav class="navbar"><a href="/">Weblate</a></nav><div class="main-content"><table class="translation-table">'
            f'<thead><tr><th>Source string</th><th>Translation</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
            '<p class="text-muted">Last change: August 15, 2026 · Aiko Tanaka</p><p class="text-muted">POT: June 22, 2026</p></div>'
            '<footer><p>Powered by Weblate 5.4</p></footer></body></html>')
    assert _rulings(read(page, "weblate.html")) == GEISTS


def test_a_flashcard_set_s_export_reads_each_term_s_day() -> None:
    """A flashcard set's export: "NAME (DAY)<TAB>ruling;" a row; with a comma between and the rows on one line;
    with no separator at all (the term glued to the definition)."""
    fr = "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split()
    terms = [f"Dungeon Geists ({d.day} {fr[d.month - 1]} {d.year})" for d, _ in GEISTS]
    head = "Quizlet\n\nDungeon Geists — Précisions\n\nCréée par sporter · 19 janvier 2025\n\nExporter\n\n"
    tabbed = "\n".join(f"{term}\t{t};" for term, (_, t) in zip(terms, GEISTS))
    assert _rulings(read(head + tabbed + "\n\nCopier le texte\n", "set.txt")) == GEISTS
    one_line = "".join(f"{term},{t};" for term, (_, t) in zip(terms, GEISTS))
    assert _rulings(read(head + one_line + "\nCopier le texte\n", "set.txt")) == GEISTS
    d, t = GEISTS[0]
    assert _rulings(read(head + f"{terms[0]}{t}\nCopier le texte\n", "set.txt")) == [(d, t)]


def test_a_note_s_inline_field_dates_its_ruling() -> None:
    """An Obsidian note: each ruling a list item ending with Dataview's "[date:: YYYY-MM-DD]"; the note's
    front matter dates (created, updated) are the note's."""
    items = "\n".join(f"- {t} [date:: {d.isoformat()}]" for d, t in FIRE_ICE)
    page = ("---\ntags:\n  - mtg/rulings\ncreated: 2025-11-17 15:17\nupdated: 2026-07-30T10:03\n---\n# Fire // Ice\n\n"
            f"## Rulings\n{items}\n\n## My notes\n- See also: [[Sealed Fate]]\n")
    assert _rulings(read(page, "Fire Ice.md")) == FIRE_ICE


def test_a_pdf_s_bullet_wrapped_after_a_comma_keeps_its_date() -> None:
    """Release notes through pdftotext: one bullet wrapped after a comma, its day in brackets at its end, then
    the document's running foot; the card's name is in Japanese over its English text."""
    d, t = GEISTS[3]
    first, rest = t.split(", ", 1)
    text = ("Flying When Dungeon Geists enters the battlefield, tap target creature an opponent controls. That creature "
            "doesn't untap during its controller's untap step for as long as you control Dungeon Geists.")
    page = (f"Strona główna » Karty » Dark Ascension » 地下牢の霊\n\n地下牢の霊\n\nCreature — Spirit\n\n{text}\n\n"
            f"• {first},\n{rest} ({d.day}.{d.month}.{d.year})\nDark Ascension Release Notes\nPage 5 of 11\n\n© Магическая Лавка\n")
    assert _rulings(read(page, "notes.txt")) == [(d, t)]


def test_an_org_headline_s_timestamp_dates_its_ruling() -> None:
    """An Org file in Japanese: each ruling a headline opening with an inactive timestamp and its weekday,
    "** [2021-06-18 金] Text"; the file's #+DATE is when it was written."""
    weekdays = "月火水木金土日"
    heads = "\n".join(f"** [{d.isoformat()} {weekdays[d.weekday()]}] {t}" for d, t in FIRE_ICE)
    page = f"#+TITLE: 火／氷\n#+DATE: <2025-11-04 火>\n#+LANGUAGE: ja\n\n* 裁定\n{heads}\n* TODO 次のPPTQで確認する\n  SCHEDULED: <2026-06-06 土>\n"
    assert _rulings(read(page, "fire-ice.org")) == FIRE_ICE


def test_a_sheet_s_title_row_over_its_header() -> None:
    """A study sheet saved as CSV by a German spreadsheet (semicolons, a cell quoted only where it holds one): a
    title row, mostly blank, with a review's due day, over the header; the row's review day is later than the
    ruling's."""
    rows = ["Regelhinweise lernen;;;Fällig;9.10.2026;", "Karte;Regelhinweis;Datum;Quelle;Geprüft;Sicherheit"]
    rows += [f"Dungeon Geists;{t};{d.day}.{d.month}.{d.year};Gatherer;21.3.2026;4" for d, t in GEISTS]
    assert _rulings(read("\n".join(rows) + "\n", "lernen.csv")) == GEISTS


def test_a_repository_s_view_of_a_locale_file_is_read_as_the_file() -> None:
    """GitHub's blob view of a locale JSON saved as HTML: the file's lines in a table, each beside its number;
    read as the JSON itself (its keys name each ruling's day)."""
    import html

    value = {"card": {"name_en": "Dungeon Geists"},
             "rulings": {f"ruling_dka_36_{d:%Y_%m_%d}_{k}": t for k, (d, t) in enumerate(GEISTS, 1)}}
    lines = json.dumps(value, ensure_ascii=False, indent=2).split("\n")
    rows = "".join(f'<tr><td class="blob-num js-line-number" id="L{n}" data-line-number="{n}"></td>'
                   f'<td class="blob-code blob-code-inner js-file-line" id="LC{n}">{html.escape(line)}</td></tr>'
                   for n, line in enumerate(lines, 1))
    page = ('<!DOCTYPE html><html lang="en"><head><title>rulings-app/src/locales/en.json at main · judgetools/rulings-app</title>'
            '</head><body><header><a href="https://github.com/">GitHub</a></header><main><div>20 lines (18 loc) · 7.2 KB</div>'
            f'<table class="highlight tab-size js-file-line-container">{rows}</table></main>'
            '<footer>© 2026 GitHub, Inc.</footer></body></html>')
    assert _rulings(read(page, "en.json.html")) == GEISTS


def test_a_logseq_page_s_created_day_dates_no_ruling() -> None:
    """A Logseq page with one ruling: the page's "created:: [[DAY]]" at its top is the page's; the ruling's own
    day is its block's "ruling-date::" property (in Korean), under it its block id; the card's text blocks
    above are no rulings, nor the notes' planning line."""
    d, t = GEISTS[0]
    page = ("title:: Dungeon Geists\ntags:: [[MTG]], [[rulings]]\nset:: [[DKA]]\ncreated:: [[2026.07.19]]\n\n"
            "- ## Oracle\n\t- *Creature — Spirit*\n\t- Flying\n"
            "\t- When Dungeon Geists enters the battlefield, tap target creature an opponent controls. That creature doesn't "
            "untap during its controller's untap step for as long as you control Dungeon Geists.\n"
            f"- ## 판정\n\t- {t}\n\t  ruling-date:: [[{d.year}년 {d.month}월 {d.day}일]]\n\t  id:: 218d140d-7874-4bca-92ec-d4945c2f0290\n"
            "- ## 내 메모\n\t- 다음 PPTQ에서 확인 ((218d140d-7874-4bca-92ec-d4945c2f0290))\n\t- TODO 다음 PPTQ에서 확인\n"
            "\t  SCHEDULED: <2026-10-15 Thu>\n")
    assert _rulings(read(page, "Dungeon Geists.md")) == [(d, t)]
