"""Captured card pages and rulings pages, as text or HTML: a card's name and text in several
languages, its English oracle text, set names, printed text and rulings (``reader.py``), and
magiccards.info's sitemap of set names in eleven languages (``sitemap.py``).

Only ``sniff`` lives here, so that ``lorehold --help`` never imports an HTML parser. This format
is tried last: it takes any text or HTML document the other formats did not recognize.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lorehold.ingest.records import ParsedSource

KIND = "page"
PARSER_VERSION = "page-21"  # issue 15: page-21: a few words after a dash closing a sentence its attribution, a citation's dash on a line of its own its citation's, a wording update's note no ruling, a sentence telling its own dates no ruling, a credit naming Wizards of the Coast and its rulings chrome, a listing's facts run together by a middle dot no ruling, a card's activated abilities (full-width colon too) never rulings, a paragraph in a language no card is printed in (langdetect) no printed text, a site's citation of the Comprehensive Rules after a ruling no part of it, an excerpt cut short no ruling, a source's label under a ruling its citation, a rulings table's short statements and its rules column, a card's text naming its card over a set's name, a rulings word heading a longer rulings heading, a table row none of whose cells is a sentence no ruling, a wording update's note on either side no ruling, a page's spelled-out date order settling its numeric dates, a <time>'s ISO date settling the numeric date it shows, a reader's opening question no ruling, a form's "Observed" field, a date's label of a few words (a screen reader's "Datum des Rulings:", "Datum för förtydligande:") and a field's name of up to four words, a speaker announcing the ruling of a date over it, a page's title right over a set's name the card's name, a language no card is printed in (langdetect) ordering a page's numeric dates day first, a ruling's date one reading of which precedes every ruling settling its page's order, a reader's opening question in Polish, Czech, Dutch or Turkish; page-20: a ruling's date label in more languages ("Datum rozhodnutí", "Regelhinweis", "Date of ruling" no quiz's "X or Y:" question), "official" beside a rulings word in any language Wizards, a quotation's <footer> its citation, the first ruling right under the rulings heading, a recording's chapter mark before a dated text, a table cell's inline elements run on, a "Read more" preview beside the whole text left out, an event's name under its date no ruling, the card's own text no evidence of the page's language, a table of contents, a note's property, a form's date field, credits and signed comments no rulings, sentences about the website, the browser or e-mail and a shop's stock field chrome, "Oracle" in an attribution in any language Wizards, a weekday between a date and its colon, dates on both sides broken by the sentence a side would leave undated, a keyword line under the type line no name, a paragraph in another language than its pair no printed text; page-19: a page only linking to Gatherer no Gatherer page, a grid copied among an app's lines read as a sheet (row numbers, a stamp column, a source column, dates it leaves open), ARIA grid rows as table rows, a row's timed or later date its edit's, [[wiki links]] as their words, a web app's state (__NEXT_DATA__) giving the rulings its page does not show, a chrome-classed popup holding the page's rulings kept, "Wizards of the Coast LLC – DATE" a credit, a date over the card's type line the page's; page-18: a note's mark ends no publisher's name (a short dated ruling "… creatures. [2]"), an Org paragraph's lines one line as its export joins them, a wrap cut inside a bracketed date, a forum quote's <cite> a line of its own, a source's rulings heading ("Gatherer rulings") and a card page's one weak ruling, no weekday across a tab, no citation of a title above a bracketed date, date lines worded alike make a plain pattern, a few words ending no sentence label an entry, a block led in by a rulings heading no card's text, the last weak ruling closing its list, a log's sentence opening with a symbol, a two-digit year's guessed day/month order left open for an official date, the side dates stand on weighed without the card-text model (both sides are placed); page-17: documents and markup read by their own libraries or shapes (a Word document's XML by paragraphs, a wiki's source and its edit box by mwparserfromhell, Textile by textile, Org files, YAML records, a spreadsheet's CSV whole), Markdown footnotes named and their dates beside access dates, a note's mark after a dated ruling, an e-book's note references and asides, pandoc's dashed tables, two columns side by side, a PDF's form-fed pages, a date line over one wrapped paragraph, BBCode spoiler titles, labels dated in brackets, date lines ending in a colon; page-16: a post's own date over its intro closes no ruling's entry, talk of cards without a sentence's end no ruling (a price table), the last weak ruling before a line of game words that is no sentence, "official" beside a rulings heading in any language, Russian consent managers, two columns of names then texts, two-column tables copied as text, a heading's name repeated atop its card box; feeds read by their items' whole content, MHTML saves (CRLF, no charset), mail parsed from bytes, quoted replies unmarked, accessibility trees (Chrome, Firefox), a print's headers and footers, retrieval dates, timed stamps beside day dates, a date on the other side of its sentence, Buddhist-era years, Hebrew abbreviated months, Thai script, narrow OCR'd columns, a word one game word however many stems it takes, commit messages no rulings; page-15: JSON documents no card format reads (chat exports, HAR captures) by their prose, iCalendar files, man page sources, OpenDocument tables, field labels before dates, Q&A labels, headings no wrap joins, numeric dates in the order the page says or by its own language, two-digit years first under East Asian headings, keyword lines never names, sources before a ruling's text, numbered items, soft-wrapped paragraphs; page-14: subtitles (SubRip, WebVTT), an XML document's prose in its attributes (SMS backups), rulings a reader pasted into a comment where the comments hold most of the rules words, <pre> lines, emoji presentation selectors, quote heads that never take a dated ruling, posts stamped with their time and chatter told by game words beyond talk of cards and by the rulings' language, a post's own date above cited rulings, Jira dates, Croatian listopad, readings before the first ruling date, led-in rulings headings, date lines announcing what a ruling says, untitled dated pages left to the loader, undated rulings under a label's inline date; page-13: localized official card pages (labels of a card's text, its English or printed name as a field, "NAME（English）", <dl> fields, type lines printed in other languages from MTGJSON), release notes with notes under one card, rulings quoted whole, readers' sections (reviews, comments, questions, feedback) where the rulings stand elsewhere, wrapped paragraphs in HTML and hanging indents, a list item's own footer, rulings attributed with only how long ago, quotations cited under them, undated rulings under a "Rulings:" heading, dated table rows, a listed card's own text, Polish year marks, a set's FAQ; chat heads (LINE, KakaoTalk), quiz answers, semicolon CSV, price histories, ISO week and compact dates, CR rule numbers (a helper, on fresh-8 and fresh-9); page-12: shapes of real card sites (a type line where the name would be, "NAME from SET", labelled fields, a card stacked in one block, release notes of several cards, the card's own text among undated rulings), Jupyter notebooks, LaTeX sources (pylatexenc), grid tables, wrapped bullets and hyphenation, CLDR weekdays, full-width brackets, readers' timestamped comments, slight translations; XML exports and TOML files read by lxml.etree and tomllib, BBCode rendered by bbcode, reStructuredText's markup lines dropped, month and year headers completing day-only entries, readers' comments (a head naming who speaks, a timestamp, a reply button) dropped, translations under their language's name, <time datetime>/title dates, dates in more languages' forms and two-digit years beside a month's name, a bracketed attribution after a sentence in any language, a lone date dating only sentences near it, a site's own voice never the side a page dates on; page-11: a reader of last resort for layouts the line reading refuses (sentences reading as rules, each with the one date that can be its), RTF (striprtf) and e-mail/mbox (email) decoded, asctime dates, chat heads off rulings, a wordless dated line in a language no worded ruling is in dropped; page-10: a date set apart from its sentence by marks or a timestamp, CLDR month names of 81 more languages, any script's digits, two-digit years settled per page, pasted JSON records, table rows' cells, breadcrumbs and addresses told by structure, a single dated entry's date; (page-9's changes were made under page-8); page-8: era, ROC, Chinese-numeral and Roman-month dates, more languages' months and any unique month abbreviation, 'yy, how long ago beside a date, emphasis marks, RSS/Atom feeds, comment marks, the card whose stored rulings a page repeats among the cards its lines name, a stray page date on undated rulings, a PDF's lines pasted one paragraph each; page-7: the card's name found inside title lines (names_in_lines), times of day beside dates, a timestamped message's sender, labels with a floor number, footnote dates, wrapped lines joined, quoted field values; rulings by positive evidence; page-6: marks of any script at a line's edges (by Unicode category), a chat message's "[time] name:" head, answer markers; page-5: separators and bullets of any kind, weekdays inside a date, attributions in brackets, field labels, forum titles, ads and builders' lines; page-3: dated rulings without game words, the side of the date by sentences; page-4: dates beside labels in any order, odd date lines out, the title nearest the rulings

#: the start of a JSON array, not a chat export's "[19:47] name: text" or a "[Question] …" title
#: (nor a text browser's link number, "[1]Home [2]Cards": a number closing an array ends the document or its container)
_JSON_ARRAY = re.compile(rb"\[\s*(?:[\[{\"\]]|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\s*(?:,|\](?=\s*(?:[,\]}]|$)))|true\b|false\b|null\b|$)")
_TEXT_SUFFIXES = (".txt", ".text", ".html", ".htm", ".xhtml", ".md", ".rtf", ".eml", ".mbox")


def sniff(name: str, head: bytes) -> bool:
    """A text or HTML page: not JSON, not binary."""
    body = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    from lorehold.ingest.pages.notebook import is_notebook

    if is_notebook(head):  # a Jupyter notebook: JSON, but a page of Markdown and outputs
        return True
    # (a MediaWiki template's "{{Infobox card" opens a page's source, never JSON)
    # (nor does an RTF document's "{\\rtf1")
    if not body:
        return False
    if (body[:1] == b"{" and body[:2] != b"{{" and not body.startswith(b"{\\rtf")) or _JSON_ARRAY.match(body):
        # JSON no card format took (tried first): a chat's export, a HAR capture, an API's answer,
        # read by its prose (``jsondoc.py``)
        return True
    if b"\x00" in head[:1024] and not head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return False
    lower = name.lower()
    return lower.endswith(_TEXT_SUFFIXES) or body[:1] == b"<" or _mostly_text(head)


def _mostly_text(head: bytes) -> bool:
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start >= len(head) - 4  # a character cut at the end of the head
    return True


def parse(data: bytes, name: str, *, card: str | None = None) -> "ParsedSource":
    from lorehold.ingest.pages.sitemap import is_sitemap, parse_sitemap

    if is_sitemap(data):
        return parse_sitemap(data, name)
    from lorehold.ingest.pages.reader import parse_page

    return parse_page(data, name, card=card)
