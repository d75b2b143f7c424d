"""Captured pages (page-35): ``pdftotext -layout`` of a handout printed on two pages, the first set in two columns
(fresh-48's remaining misses): a ruling the left column's foot cut goes on at the top of the right one; a ruling
whose second sentence the page break sent to the next page, where each ruling starts under its day; the first
page's title block, printed on later pages as one running header with its pieces a gap apart, is no ruling.
Written for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import textwrap

from tests.test_pages_dating import justified, read, rulings_of

REWEAVE = rulings_of("CHK", "Reweave")  # seven, of four days; the fourth of two sentences


def _entries(rulings) -> list[str]:
    lines: list[str] = []
    for d, t in rulings:
        lines += [f"{d:%d/%m/%Y}", *justified(t, 44), ""]
    return lines


def _handout() -> str:
    first, second = REWEAVE[3][1].split(". ", 1)
    assert second.startswith("Each")
    stream = _entries(REWEAVE[:3]) + [f"{REWEAVE[3][0]:%d/%m/%Y}", *justified(first + ".", 44)]
    cut = len(_entries(REWEAVE[:2])) + 4  # (inside the third ruling's lines)
    left, right = stream[:cut], stream[cut:]
    assert left[-1].strip() and not left[-1].rstrip().endswith(".") and right[0][:1].islower()
    right += [""] * (len(left) - len(right))
    body = [f"{a:<48}{b}".rstrip() for a, b in zip(left, right)]
    footer = "Stand: 25/01/2026 · Judge-Akademie Rhein-Main" + " " * 30 + "Seite {} von 2"
    page1 = [" " * 30 + "Regelhinweise: Reweave", " " * 24 + "Schiedsrichter-Handout · Judge-Akademie Rhein-Main", "",
             *body, "", footer.format(1)]
    page2 = ["Regelhinweise: Reweave" + " " * 28 + "Schiedsrichter-Handout · Judge-Akademie Rhein-Main", "",
             *justified(second, 44), "", *_entries(REWEAVE[4:]), footer.format(2)]
    return "\n".join(page1) + "\n\f" + "\n".join(page2) + "\n\f"


def test_a_column_s_cut_ruling_and_a_page_break_between_a_ruling_s_sentences() -> None:
    page = _handout()
    bundle = read(page, "handout.txt")
    assert {(r.date, r.text) for r in bundle.rulings} == set(REWEAVE)


CONTROL = rulings_of("M12", "Mind Control")  # one, of 2010-08-15, not naming the card
VOYAGE = rulings_of("XLN", "Perilous Voyage")  # four; quotes, a dash and a mana symbol among them
PRISON = rulings_of("CHK", "Ghostly Prison")  # 2007-02-01 and 2014-02-01, neither naming the card


def test_a_vim_help_file_s_one_ruling_under_its_tagged_day() -> None:
    """A Vim help file (``:help``'s text): its first line's file tag and "Last change", a table of contents of links, the
    ruling's day with its tag right-aligned beside it, a section of its source, the modeline. Its one ruling is dated."""
    (day, ruling), = CONTROL
    wrapped = "\n".join("\t" + line for line in textwrap.wrap(ruling, 70))
    rule = "=" * 78
    page = (f"*mtg-mind-control.txt*\tFor Vim version 9.1.\tLast change: 2026 Jun 02\n\n"
            "\t\tRulings: Mind Control\n\nMaintainer: Marco Bellini\n\n"
            f"{rule}\nCONTENTS{' ' * 43}*mtg-mind-control-contents*\n\n"
            f"    1. Rulings {'.' * 28} |mtg-mind-control-rulings|\n    2. Source {'.' * 29} |mtg-mind-control-source|\n\n"
            f"{rule}\n1. Rulings{' ' * 41}*mtg-mind-control-rulings*\n\n"
            f"{day.isoformat()}{' ' * 42}*mtg-mind-control-1*\n{wrapped}\n\n"
            f"{rule}\n2. Source{' ' * 42}*mtg-mind-control-source*\n\n"
            "Gatherer, MTGJSON 5.2.2 (fetched 2026-05-10).\n\n vim:tw=78:ts=8:noet:ft=help:norl:\n")
    assert {(r.date, r.text) for r in read(page, "mtg-mind-control.txt").rulings} == set(CONTROL)


def _texinfo_escaped(text: str) -> str:
    text = text.replace("@", "@@").replace("{", "@{").replace("}", "@}")
    return text.replace("“", "``").replace("”", "''").replace("’", "'").replace("—", "---")


def test_a_texinfo_manual_s_table_of_rulings() -> None:
    """A Texinfo manual's source: the header's settings, ``@set UPDATED``, the copying permissions, a title page and a
    menu; the rulings a ``@table`` whose items are their days, their texts in TeX's quotes and dashes with braces
    escaped. Read as makeinfo typesets it: the manual's days and permissions are no rulings."""
    items = "\n".join(f"@item {d:%B} {d.day}, {d.year}\n{_texinfo_escaped(t)}\n" for d, t in VOYAGE)
    assert "``" in items and "---" in items and "@{" in items
    page = ("\\input texinfo   @c -*-texinfo-*-\n@c %**start of header\n@setfilename rulings-perilous-voyage.info\n"
            "@documentencoding UTF-8\n@settitle Rulings: Perilous Voyage\n@c %**end of header\n\n"
            "@set UPDATED 9 December 2025\n@set VERSION 3.2\n\n@copying\nThis manual collects a card's official rulings "
            "(@value{VERSION}, @value{UPDATED}).\n\nCopyright @copyright{} 2025 Olga Petrova.\n@end copying\n\n"
            "@titlepage\n@title Rulings\n@subtitle Perilous Voyage\n@author Olga Petrova\n@page\n@vskip 0pt plus 1filll\n"
            "@insertcopying\n@end titlepage\n\n@contents\n\n@ifnottex\n@node Top\n@top Rulings: Perilous Voyage\n\n"
            "@insertcopying\n@end ifnottex\n\n@menu\n* Rulings::          The card's rulings.\n@end menu\n\n"
            f"@node Rulings\n@chapter Rulings\n\n@table @asis\n{items}\n@end table\n\n@bye\n")
    assert {(r.date, r.text) for r in read(page, "rulings.texi").rulings} == set(VOYAGE)


def test_a_static_site_s_ruling_shortcodes_give_their_days() -> None:
    """A Hugo page's source: TOML front matter (its date and lastmod), a card image's shortcode, then each ruling inside
    a ``{{< ruling date="…" >}}`` shortcode: the shortcodes show the days they give, and nothing else."""
    body = "\n\n".join(f'{{{{< ruling date="{d.isoformat()}" >}}}}\n{t}\n{{{{< /ruling >}}}}' for d, t in PRISON)
    page = ("$ cat content/en/cards/ghostly-prison.md\n+++\ntitle = \"Ghostly Prison\"\ndate = 2025-05-28T12:06:15+02:00\n"
            "lastmod = 2025-08-25T20:15:56+02:00\ndraft = false\n\n[params]\n  set = \"CHK\"\n  number = \"10\"\n+++\n\n"
            '{{< card-image set="CHK" number="10" >}}\n\n## Rulings\n\n' + body + "\n")
    assert {(r.date, r.text) for r in read(page, "ghostly-prison.txt").rulings} == set(PRISON)


def test_pandoc_markdown_s_definition_list_of_escaped_days() -> None:
    """Pandoc Markdown: a YAML block (its date), then a definition list whose terms are each ruling's day in German,
    the day's number escaped lest it start an ordered list ("1\\. Februar 2007"), and a fenced div of the printed card."""
    months = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()
    entries = "\n\n".join(f"{d.day}\\. {months[d.month - 1]} {d.year}\n:   {t}" for d, t in PRISON)
    page = ('---\ntitle: "Regelhinweise: Gespenstisches Gefängnis"\nauthor: Jae-won Kim\ndate: 2025-05-27\nlang: de-DE\n'
            "keywords: [regelhinweise, CHK]\n---\n\n# Regelhinweise\n\n" + entries +
            "\n\n---\n\n*Quelle: Gatherer, MTGJSON 5.2.2 (abgerufen am 2025-05-09).*\n")
    assert {(r.date, r.text) for r in read(page, "gespenstisches-gefaengnis.md").rulings} == set(PRISON)


XENOGRAFT = rulings_of("NPH", "Xenograft")  # two of 2011-06-01, then one of 2017-09-29


def _idml_page(card: str, rulings, source: str) -> str:
    def paragraph(style: str, text: str) -> str:
        return (f'\t\t<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/{style}">\n'
                '\t\t\t<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]">\n'
                f"\t\t\t\t<Content>{text}</Content>\n\t\t\t\t<Br/>\n\t\t\t</CharacterStyleRange>\n\t\t</ParagraphStyleRange>\n")

    body = paragraph("Title", card) + paragraph("Subtitle", "Judge handout · Judge Academy North") + paragraph("Heading 1", "Rulings")
    for d, t in rulings:
        body += paragraph("Rulings%3aDate", f"{d:%B} {d.day}, {d.year}") + paragraph("Rulings%3aText", t)
    body += paragraph("Source", source)
    members = ["mimetype", "designmap.xml", "META-INF/container.xml", "META-INF/metadata.xml", "Resources/Fonts.xml",
               "Resources/Styles.xml", "Spreads/Spread_ub6.xml", "Stories/Story_uce1.xml"]
    listing = "".join(f"{1000 + 37 * k:>9}  08-13-2026 23:20   {m}\n" for k, m in enumerate(members))
    return ("$ unzip -l handout.idml\nArchive:  handout.idml\n  Length      Date    Time    Name\n---------  ---------- -----   ----\n"
            f"{listing}---------                     -------\n    10296                     8 files\n"
            "$ unzip -p handout.idml META-INF/metadata.xml | grep -E '<xmp:(CreateDate|ModifyDate)>'\n"
            "         <xmp:CreateDate>2026-05-27T17:01:26+02:00</xmp:CreateDate>\n"
            "         <xmp:ModifyDate>2026-08-13T23:20:02+02:00</xmp:ModifyDate>\n$ unzip -p handout.idml Stories/Story_uce1.xml\n"
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<idPkg:Story xmlns:idPkg="http://ns.adobe.com/AdobeInDesign/idml/1.0/packaging" DOMVersion="20.1">\n'
            f'\t<Story Self="uce1" UserText="true">\n{body}\t</Story>\n</idPkg:Story>\n')


def test_a_file_listing_s_times_hide_no_single_ruling() -> None:
    """An InDesign package's ``unzip -l`` listing (eight members' times), its XMP dates, then a story with one dated
    ruling: the listing shows files, not text, so the page's one ruling is read with its day."""
    page = _idml_page("Mind Control", CONTROL, "Source: Gatherer, MTGJSON 5.2.2")
    assert {(r.date, r.text) for r in read(page, "story.txt").rulings} == set(CONTROL)


def test_the_day_a_source_was_fetched_dates_no_ruling() -> None:
    """The same story, its rulings each under its day and a line after them saying when the source was fetched: that
    day is the reading's, and the last ruling keeps the day over it."""
    page = _idml_page("Xenograft", XENOGRAFT, "Source: Gatherer, MTGJSON 5.2.2 (fetched 2026-09-27)")
    assert {(r.date, r.text) for r in read(page, "story.txt").rulings} == set(XENOGRAFT)


def test_a_dutch_latex_handout_s_numeric_days_are_day_first() -> None:
    """A KOMA-Script handout with babel's Dutch: its rulings a description list whose labels are numeric days written
    as a Dutch author writes them ("1-2-2007" is 1 February), in English; the footer's "Bijgewerkt" day and the title
    block's date are the document's."""
    items = "\n".join(f"  \\item[{d.day}-{d.month}-{d.year}] {t}" for d, t in PRISON)
    page = ("% !TEX program = pdflatex\n% uitspraken-ghostly-prison.tex -- Hand-out voor judges\n"
            "\\documentclass[a4paper,11pt]{scrartcl}\n\\usepackage[T1]{fontenc}\n\\usepackage[english,dutch]{babel}\n"
            "\\usepackage{enumitem}\n\\usepackage[automark]{scrlayer-scrpage}\n\\pagestyle{scrheadings}\n"
            "\\ihead{Hand-out voor judges}\n\\ifoot{Bijgewerkt: 29-9-2025}\n\\ofoot{\\pagemark}\n"
            "\\title{Uitspraken: Ghostly Prison}\n\\author{Emma Schulz}\n\\date{29~september 2025}\n\n"
            "\\begin{document}\n\\maketitle\n\n\\section*{Uitspraken}\n\\begin{description}\n" + items +
            "\n\\end{description}\n\n\\end{document}\n")
    assert {(r.date, r.text) for r in read(page, "uitspraken.tex").rulings} == set(PRISON)



def _sidebar_handout() -> str:
    lines = ["Reweave", "Instant — Arcane", "", "Rulings", "", *_entries(REWEAVE[:3])]
    head = justified(REWEAVE[3][1], 44)
    assert not head[0].rstrip().endswith(".")
    lines += [f"{REWEAVE[3][0]:%d/%m/%Y}", head[0]]
    box = ["Program", "", "09:00 Registration and decklists", "10:00 Round one begins", "11:30 Round two begins",
           "Lunch break: 13:00", "14:00 Round three begins", "16:00 Top eight"]
    body = [f"{a:<51}{b}".rstrip() for a, b in zip(lines, box + [""] * (len(lines) - len(box)))]
    header = "Judge handout — Regional Championship, Izmir" + " " * 26 + "16 September 2021"
    page1 = [header, "", *body, "", " " * 37 + "Page 1/2"]
    page2 = [header, "", *head[1:], "", *_entries(REWEAVE[4:]), "", " " * 37 + "Page 2/2"]
    return "\n".join(page1) + "\n\f" + "\n".join(page2) + "\n\f"


def test_a_sidebar_beside_a_ruling_the_page_break_cut() -> None:
    """``pdftotext -layout`` of a handout whose first page has a programme box beside the rulings: the left column ends
    inside a ruling the page break cut, and the box is no part of it; the ruling runs on at the next page's top."""
    assert {(r.date, r.text) for r in read(_sidebar_handout(), "handout.txt").rulings} == set(REWEAVE)
