"""Captured card pages and rulings pages (text or HTML) into records.

A card page gives a card's name and text in several languages, one block after another, then the
English oracle text, set names, the printed text and rulings. A rulings page gives a title (the
card's name in some language, any case) and rulings with their dates, before or after each text.
The reading goes:

1. blocks (``blocks.py``), site chrome dropped (``chrome.py``), dates split off (``dates.py``);
2. each block is a date, a short line (a name, a type line, a set name) or prose;
3. the card section: a short line followed by its text is a (name, [type line,] text) pair; each
   pair's language comes from its own words (``langid.py``), not from where it stands, and a page
   gives each language once. The English pair is the card's name and oracle text. A second English
   pair after it is the set names and the printed text;
4. the rest is read line by line for rulings, on positive evidence only (``entries.py``,
   ``evidence.py``): the sentence touching each date on the side the page dates its rulings, more
   lines of an entry when they read as rules, undated lines when they read as rules. Each has its
   date (the page's other dates settle day/month order), its publisher, its language and, when the
   page pairs them (same date, same order), the English ruling a foreign one translates.

A page with neither card text nor a dated ruling is refused, whatever ``--card`` says (issue 15).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field

from lorehold.errors import UnreadableSource
from lorehold.ingest.pages import entries, fallback, langid
from lorehold.ingest.pages.evidence import CJK, card_text_shape, dense_rules, game_terms, keyword_line, reads_as_rules, rules_terms
from lorehold.ingest.pages.footnotes import note_marked
from lorehold.ingest.pages.formats import unwrap
from lorehold.ingest.pages.catalogs import is_catalogue
from lorehold.ingest.pages.spreadsheetml import calc_cells_days
from lorehold.ingest.pages.templatetags import template_tags_read
from lorehold.ingest.pages.ssml import say_as_days
from lorehold.ingest.pages.sqldump import records_as_rows
from lorehold.ingest.pages.screenreader import spoken_blocks
from lorehold.ingest.pages.subtitles import stamped_blocks
from lorehold.ingest.pages.sidebyside import side_by_side
from lorehold.ingest.pages.blocks import (
    decode, feed_blocks, form_feed_pages, html_lines, html_page, is_feed, join_wrapped_blocks, looks_like_html, print_furniture_out,
    digits_masked, quotes_unmarked, text_blocks,
)
from lorehold.ingest.pages.chrome import BREADCRUMB, contents_out, is_chrome, strip_chrome
from lorehold.ingest.pages.comments import changes_sections_out, comments_out, readers_sections_out, rulings_heading
from lorehold.ingest.pages.dates import KNOWN_PUBLISHERS, RELATIVE, DateMatch, find_dates, marked_dates_apart, marks_led_alike, publisher_of, settle
from lorehold.ingest.pages.grids import grid_tables
from lorehold.ingest.pages.headers import headed_dates
from lorehold.ingest.pages.labels import TYPE_WORDS, card_segments, labelled_card, printed_type_line, stacked_card, type_line
from lorehold.ingest.pages.langlabels import language_labels_off
from lorehold.ingest.pages.latex import is_latex, latex_text
from lorehold.ingest.pages.links import wiki_links_out
from lorehold.ingest.pages.console import outputs_read
from lorehold.ingest.pages.diffs import diffs_read
from lorehold.ingest.pages.jsondoc import embedded_json_text, json_page_text
from lorehold.ingest.pages.notebook import notebook_text
from lorehold.ingest.pages.pasted import records_as_lines
from lorehold.ingest.pages.pyrepr import pytest_diffs_read
from lorehold.ingest.pages.quiz import answered_options
from lorehold.ingest.records import (
    CardBundle, CardLookup, CardRecord, PageSetsRecord, ParsedSource, RulingRecord, TranslationRecord,
)
from lorehold.text import name_key

KIND = "page"

# a sentence ends a text or a ruling, maybe inside quotes; "!" may end a name ("Détruisez les preuves !")
_SENTENCE_END = re.compile(r"(?<!\.\.)(?<!…)[.?。？:：;][\"'”’»」』)）]*$")
_SYMBOL = re.compile(r"\{[^{}]{1,8}\}|[+-]\d+/[+-]\d+")
_TYPE_SEPARATOR = re.compile(r"\s[—―–-]\s|～|\s:\s")
_WORDS = re.compile(r"\w+", re.UNICODE)
_TITLE_AFFIXES = re.compile(
    r"^(?:(?:re|aw|sv|fw|fwd|odp|ris|réf)\s*(?:\[\d+\])?\s*:\s*)+|"  # a forum reply's "Re: NAME"
    r"^(?:rulings?|regelungen|regeln|urteile|entscheidungen|règles|décisions|arbitrages|reglas|fallos|"
    r"resoluciones|regole|chiarimenti|sentenze|regras|decisões|esclarecimentos|постановления|разъяснения|"
    r"правила|裁定|规则|規則|ルール|裁定一覧|판정|규칙|notes?|faq)(?:\s+(?:for|of|für|zu|de|pour|di|per|para|"
    r"do|da|для))?\s*[:\-–—|]?\s*|\s*[:\-–—|(]?\s*(?:rulings?|regelungen|regeln|urteile|règles|décisions|reglas|"
    r"regole|regras|постановления|правила|裁定|规则|規則|ルール|판정|규칙|notes?|faq|q&a|questions?)\)?\s*[?!]*$",
    re.IGNORECASE,
)

#: a number in the thousands, outside a mana symbol: a site's count ("In 40,459 decks"), never a card's text
_THOUSANDS = re.compile(r"(?<![{\d])(?:\d{1,3}(?:[,.\u202f ]\d{3})+|\d{4,})(?![\d}])")
#: a count and the word it counts, the whole of a line ("725 decks", "+49% synergy", "12 Likes")
_COUNT = re.compile(r"^[+-]?\d[\d,.\u202f ]*%?\s+[^\W\d_]+$")
#: a name's own language must score within this many log units of the pair's language
_NAME_MARGIN = 30.0
#: an English paragraph reading more like a ruling than this is not a card's text (1% of card
#: texts read more like rulings than this; 0.2% more than the second, used after the first pair)
_RULING_ODDS = 0.08
_RULING_ODDS_LATER = 0.2
#: the share of words a printed text shares with the oracle text (after set names; without them)
_PRINTED_OVERLAP = 0.5
_PRINTED_ALONE = 0.8
#: a pair whose language scores this far below its best lost its language to another pair
_CONFLICT_MARGIN = 8.0
#: score given to a language a block's script rules out (a name in Latin letters on a Japanese text)
_OTHER_SCRIPT = -60.0


@dataclass
class Item:
    kind: str  # date, short, prose
    text: str = ""
    date: DateMatch | None = None
    publisher: str | None = None
    block: int = 0


@dataclass
class Pair:
    name: Item
    text: Item
    type_line: Item | None = None
    language: str = ""
    scores: dict[str, float] = field(default_factory=dict)
    conflict: bool = False  # its words point to a language another pair of the page holds


@dataclass
class PageReading:
    """What a page says: the card bundle, and what no record holds (the title as written, set
    names without codes, the printed text of a printing the page does not identify)."""

    bundle: CardBundle
    title: str | None = None
    set_names: list[str] = field(default_factory=list)
    printed_text: str | None = None


def parse_page(data: bytes, name: str, *, card: str | None = None) -> ParsedSource:
    return ParsedSource(kind=KIND, cards=[reading.bundle for reading in read_pages(data, name, card=card)])


def read_page(data: bytes, name: str, *, card: str | None = None) -> PageReading:
    """The page read as one card's."""
    text, blocks, html_title = _page_blocks(data, name)
    return _read(text, blocks, html_title, name, card)


def read_pages(data: bytes, name: str, *, card: str | None = None) -> list[PageReading]:
    """The page read as one card's, or as several when it shows several cards each with its name,
    type line, text and rulings (a set's release notes): then each card's part is read on its own
    (``--card`` names one card: the page is read as that card's)."""
    readings = _read_pages(data, name, card)
    looking = [r.bundle.card.lookup for r in readings
               if r.bundle.card.lookup is not None and not r.bundle.card.lookup.given and r.bundle.card.lookup.page_lines]
    raw = decode(data, name) if looking else ""  # (decoded again only where a card is still to be looked for)
    if looking and not looks_like_html(raw):
        # (a data file's lines its reading leaves out, its card's name among them: a fixture's
        # "# Rulings of Savannah (3ED #285)" comment above records that name it only by a slug)
        own = [ln for ln in dict.fromkeys(line.strip() for line in raw.split("\n")) if ln]
        for lookup in looking:
            seen = set(lookup.page_lines)
            lookup.page_lines += [ln for ln in own if ln not in seen]
    return readings


def _read_pages(data: bytes, name: str, card: str | None) -> list[PageReading]:
    """``read_pages`` before the page's own lines are added to its readings' lookups."""
    text, blocks, html_title = _page_blocks(data, name)
    segments = None if card else card_segments(blocks)
    readings = []
    for segment in segments or ():
        try:
            reading = _read(text, segment, html_title, name, None, whole_page=False)
        except UnreadableSource:
            continue
        if reading.bundle.rulings:
            readings.append(reading)
    # one card of two with rulings: the other is a page's "related card", not its subject; one of
    # a list of three or more cards (a set's release notes, notes under one of them) is the subject
    had = len(readings)
    if any(r.date is not None for reading in readings for r in reading.bundle.rulings):
        # a list of cards (search results) with one card's dated rulings open: the undated lines
        # under the others are their texts (an ability the split left under the card above)
        readings = [reading for reading in readings if any(r.date is not None for r in reading.bundle.rulings)]
    listed = len({b.strip().casefold() for b in blocks if b in {s[0] for s in segments or ()}})
    if len(readings) >= 2 or (len(readings) == 1 and (listed >= 3 or had >= 2)):
        if any(r.date is not None for reading in readings for r in reading.bundle.rulings):
            return readings
        # no card's part dates a ruling: a double-faced card's faces, each a name, a type line and a text,
        # under the page's dated rulings (a shop's "Opis" tab after its "Rulingi" tab) are one card's page
        if sum(1 for b in blocks for line in b.split("\n") if _date_line(line) is not None) < 2:
            return readings  # (a set's release notes: "Last updated DATE" dates none of their notes)
        try:
            whole = _read(text, blocks, html_title, name, card)
        except UnreadableSource:
            return readings
        return [whole] if sum(r.date is not None for r in whole.bundle.rulings) >= 2 else readings
    return [_read(text, blocks, html_title, name, card)]


def _page_blocks(data: bytes, name: str) -> tuple[str, list[str], str | None]:
    """The page's text, its blocks (cards given as fields or as one block of lines set out as the
    reader expects them) and its HTML title."""
    # (the marks a right-to-left site sets around its left-to-right texts and dates, U+200E/U+200F and the
    # embeddings, are no part of any text: an Arabic shop's "\u200fDATE" over "\u200eThe activated ability …")
    # (a soft hyphen shows only where a line breaks, an e-book's or a justified page's "adve&shy;ntur&shy;er":
    # no character of the text)
    text = decode(data, name).replace("\u00ad", "").replace("&shy;", "").replace("&#173;", "").replace("&#xAD;", "")
    text = say_as_days(text)  # (a speech script's dates, their order given)
    text = template_tags_read(text)  # (a site generator's shortcodes: the days they give)
    if text.lstrip()[:1] not in ("{", "[") and _ESCAPED_LIST_NUMBER.search(text):
        text = _MARKUP_ESCAPE.sub(r"\1", text)  # (Markdown's "8\. April 2016", lest it start a list: its escapes shown)
    if text.lstrip()[:1] not in ("{", "["):
        # (a JSON value set out in a text, a console's output: its strings as text; a test run's diff of two values)
        # (a console session's outputs, each a document; a data file's diff)
        text = embedded_json_text(pytest_diffs_read(outputs_read("\n".join(diffs_read(text.split("\n"))))))
    # (a translation catalogue's entries are blocks as its reader sets them out: a card's text of many lines is
    # one, whatever few entries the file has)
    entries_set_out = is_catalogue(text)
    text = _BIDI_MARKS.sub("", unwrap(text, name))  # an RTF document's or an e-mail's text
    if text.lstrip()[:1] == "{":
        # a Jupyter notebook's Markdown and outputs; other JSON by its prose
        # (a JSON value a line, a log's or an export's NDJSON: each line's)
        text = notebook_text(text) or json_page_text(text) or embedded_json_text(text)
    elif text.lstrip()[:1] == "[":
        text = json_page_text(text) or embedded_json_text(text)
    elif is_latex(text):
        text = latex_text(text)  # a LaTeX source: the text it typesets
    html_title = None
    if is_feed(text):
        blocks, html_title = feed_blocks(text)
    elif looks_like_html(text):
        blocks, html_title, headings, preformatted = html_page(calc_cells_days(text))
        blocks = diffs_read(blocks, blocks=True)  # (a forge's commit page: a data file's versions)
        blocks = join_wrapped_blocks(stamped_blocks(spoken_blocks(blocks)), headings, preformatted)
    else:
        # (a card's own block is no capture without blank lines)
        blocks = stacked_card(text_blocks(grid_tables(quotes_unmarked(side_by_side(print_furniture_out(form_feed_pages(records_as_rows(text))))))))
        blocks = [part for b in blocks for part in _names_side_by_side(b)]
        if len(blocks) <= 3 and max(b.count("\n") for b in blocks) >= 6 and not entries_set_out:
            # a capture with no blank line anywhere (copied from a browser): one block a line
            blocks = [line for b in blocks for line in b.split("\n")]
    # (a month's or a year's header over entries giving the rest; a translation's name under its language's)
    blocks = language_labels_off(headed_dates(records_as_lines([wiki_links_out(b) for b in blocks])))
    # (a speaker's turn reading out several rulings, each under "DATE :": a line each)
    blocks = marks_led_alike(["\n".join(part for line in b.split("\n") for part in marked_dates_apart(line)) for b in blocks])
    blocks = [_BIDI_MARKS.sub("", b) for b in blocks]  # (an HTML page's "&rlm;" read as its mark)
    return text, stacked_card(labelled_card(blocks)), html_title


#: (and a soft hyphen, shown only where a line breaks: an e-book's "adve&shy;ntur&shy;er")
_BIDI_MARKS = re.compile("[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u00ad]")


def _read(text: str, blocks: list[str], html_title: str | None, name: str, card: str | None,
          whole_page: bool = True) -> PageReading:
    """``blocks`` read as one card's page; the lines its card's name may be found among."""
    # (a quiz's wrong options, a section of reviews, a change log, a table of contents)
    kept = contents_out(changes_sections_out(readers_sections_out(answered_options(blocks))))
    kept, attributed = attributions_out(kept)
    # (texts under a "Rulings:" heading are rulings too, dated or not: a listing's undated ones)
    attributed += sum(1 for b in kept for line in b.split("\n") if rulings_heading(line))
    kept = _undated_after_heading(kept)
    reading = read_blocks(explode_dated(strip_chrome(comments_out(kept))), name, card=card, html_title=html_title,
                          attributed=attributed, order=_date_order(blocks),
                          may_name=any(_may_name(line) for b in blocks for line in b.split("\n")))
    lookup = reading.bundle.card.lookup
    if lookup is not None and not lookup.given:
        lookup.page_lines = [line for line in ([html_title or ""] + [ln for b in blocks for ln in b.split("\n")]) if line.strip()]
        if whole_page and looks_like_html(text) and not is_feed(text):
            seen = set(lookup.page_lines)
            lookup.page_lines += [line for line in html_lines(text) if line not in seen]
    return reading


def _undated_after_heading(blocks: list[str]) -> list[str]:
    """A page that dates nothing by the day and heads its rulings ("Rulings:"): the paragraphs above the heading
    are no rulings (a listing's "You are buying one copy of …"), nor does its time ("Ended: … PST")
    date them; its short lines (names, titles) and the card's text stay, a line each."""
    found = next(((k, i) for k, block in enumerate(blocks) for i, line in enumerate(block.split("\n"))
                  if rulings_heading(line)), None)
    if found is None or any(not d.timed for b in blocks for line in b.split("\n") for d in find_dates(line)):
        return blocks  # (a listing's "Ended: Jan 17, 2026 14:02:11 PST" dates no ruling)
    k, at = found
    lines = blocks[k].split("\n")
    if at == 0 and all(_is_short(b) or reads_as_rules(b) for b in blocks[:k]):
        return blocks  # (nothing above but names and card text: as it was)
    above = [line for b in [*blocks[:k], "\n".join(lines[:at])] for line in b.split("\n")
             if line and (_is_short(line) or reads_as_rules(line)) and not find_dates(line)]
    return above + ["\n".join(lines[at:])] + blocks[k + 1:]


def attributions_out(blocks: list[str]) -> tuple[list[str], int]:
    """``blocks`` without the lines that attribute a ruling to its publisher and say only how long
    ago ("Wizards of the Coast · 7 years ago", "Wizards of the Coast · il y a 3 ans": a panel whose
    exact dates the capture lost), and how many there were: they date nothing, but they show that
    the texts above them are published rulings."""
    out: list[str] = []
    found = 0
    for block in blocks:
        lines = [line for line in block.split("\n") if not _attribution(line)]
        found += block.count("\n") + 1 - len(lines)
        if lines:
            out.append("\n".join(lines))
    return (out, found) if found else (blocks, 0)


def _attribution(line: str) -> bool:
    """"PUBLISHER · how long ago" and no date ("WotC ⁄ há 8 anos · 05/10/2018" is a date line)."""
    return (bool(RELATIVE.search(line)) and len(line.split()) <= 10 and publisher_of(line) in KNOWN_PUBLISHERS
            and not find_dates(line))


def explode_dated(blocks: list[str]) -> list[str]:
    """A block holding a date line among other lines (rulings and dates separated by single
    newlines) is one block a line: a date never belongs inside a card's text."""
    out: list[str] = []
    for block in map(entries.term_rows_apart, blocks):
        lines = block.split("\n")
        if len(lines) > 1 and any(entries.read_line(line).date is not None for line in lines):
            out.extend(lines)
        else:
            out.append(block)
    return out


# ---------------------------------------------------------------------------------------- items


def _is_short(line: str) -> bool:
    if "\n" in line or _SENTENCE_END.search(line) or "{" in line or note_marked(line):
        return False
    if len(line) > 80 or len(line.split()) > 12:
        return False
    cjk = sum(1 for ch in line if langid._script(ch) in ("han", "kana", "hangul"))
    return cjk <= 30


def _short_or_title(line: str) -> bool:
    """A short line, or a forum's title asking about a card ("NAME – rulings?")."""
    return _is_short(line) or (line.endswith("?") and _strip_title(line) != line and _is_short(_strip_title(line)))


def _date_line(line: str):
    """The date a line gives (as ``entries.read_line`` reads it: bullets, publishers before or after)."""
    read = entries.read_line(line)
    if read.date is None:
        return None
    return _Found(read.date, read.publisher, read.text)


@dataclass
class _Found:
    date: DateMatch
    publisher: str | None
    rest: str


def items_of(blocks: list[str]) -> list[Item]:
    """Each block as items: date lines split off from the text they stand before or after."""
    items: list[Item] = []
    for b, block in enumerate(blocks):
        lines = block.split("\n")
        before: list[Item] = []
        after: list[Item] = []
        while lines:
            found = _date_line(lines[0])
            if found is None or found.date.start > 0 and found.rest:
                break
            before.append(Item("date", date=found.date, publisher=found.publisher, block=b))
            if found.rest:
                lines[0] = found.rest
                break
            lines.pop(0)
        while lines:
            found = _date_line(lines[-1])
            if found is None:
                break
            after.insert(0, Item("date", date=found.date, publisher=found.publisher, block=b))
            if found.rest:
                lines[-1] = found.rest
                break
            lines.pop()
        items.extend(before)
        if _latin_name_atop(lines) and items and items[-1].kind == "short":
            # the English name atop a card's text printed in another script, under its printed name
            # ("无尽亡者诅咒" / "Curse of the Restless Dead" + the Chinese text): the name is the card's, not the text's
            lines = lines[1:]
        elif len(lines) >= 2 and items and items[-1].kind == "short" and items[-1].block == b - 1 \
                and " ".join(lines[0].split()) == " ".join(items[-1].text.split()):
            lines = lines[1:]  # the heading's name again atop its card's box: the heading names it
        if (
            len(lines) >= 2 and _is_short(lines[0]) and _is_short(lines[1])  # (an ability's "Ninjutsu — {2}{B}: …" is no type line)
            and _looks_like_type_line(Item("short", lines[1])) and not _looks_like_type_line(Item("short", lines[0]))
        ):
            # a text capture's "name / type line [/ text]" in one block: items, as HTML gives them
            items.append(Item("short", lines[0], block=b))
            items.append(Item("short", lines[1], block=b))
            lines = lines[2:]
        elif (len(lines) == 2 and not before and not after and _name_over_text(lines[0], lines[1])
              and not keyword_line(lines[0])  # ("Flash" / "Whenever an opponent …": the text's two lines)
              and not (items and items[-1].kind == "short" and items[-1].block == b - 1)):
            # a name over its text in one paragraph ("焼却の機械巨人" / "先制攻撃 …"): a name and a text
            # (not the text of the name just above: "Defender, reach" / "Channel — {4}{G}, …" under it)
            items.append(Item("short", lines[0], block=b))
            lines = lines[1:]
        if lines:
            body = "\n".join(lines)
            items.append(Item("short" if _short_or_title(body) else "prose", body, block=b))
        items.extend(after)
    return _columns_uncrossed(_keywords_joined(items))


def _names_side_by_side(block: str) -> list[str]:
    """A card's names in two scripts on one line, a tab apart, over its text in the first script and
    then in the second (a two-column table copied as text: "Ignition Team<TAB>点火隊", the English
    lines, the Japanese ones): each name, then its text, a block each. Any other block as it is."""
    lines = block.split("\n")
    if len(lines) > 3 and lines[0].count("\t") == lines[1].count("\t") == 1:
        lines = lines[1:]  # (the columns' headings over the names: "English<TAB>日本語")
    head = lines[0].split("\t")
    if len(head) != 2 or len(lines) < 3 or not all(0 < len(h.strip()) <= 60 and not _SENTENCE_END.search(h.strip()) for h in head):
        return [block]
    first, second = (_main_script(h) for h in head)
    if first is None or second is None or first == second:
        return [block]
    scripts = [_main_script(line) for line in lines[1:]]
    cut = next((k for k, sc in enumerate(scripts) if sc != first), len(scripts))
    if cut == 0 or cut == len(scripts) or any(sc != second for sc in scripts[cut:]):
        return [block]
    return [head[0].strip(), "\n".join(lines[1 : 1 + cut]), head[1].strip(), "\n".join(lines[1 + cut :])]


def _main_script(text: str) -> str | None:
    counts = langid.script_counts(text)
    for merged in ("han", "kana", "hangul"):
        counts["cjk"] = counts.get("cjk", 0) + counts.pop(merged, 0)
    return max(counts, key=counts.get) if any(counts.values()) else None


def _columns_uncrossed(items: list[Item]) -> list[Item]:
    """A two-column table of a card in two languages read row by row (both names, then both texts:
    "Undead Augur" / "Неживой Гадатель" / the English text / the Russian one): name, text, name,
    text, where each name goes with the text in its column (its script, or its name inside it)."""
    out = list(items)
    for i in range(len(out) - 3):
        a, b, ta, tb = out[i : i + 4]
        if not (a.kind == b.kind == "short" and ta.kind in ("prose", "short") and tb.kind in ("prose", "short")
                and rules_terms(ta.text) and rules_terms(tb.text)
                and not any(_looks_like_type_line(it) for it in (a, b, ta, tb))):
            continue
        scripts = [_main_script(it.text) for it in (a, b, ta, tb)]
        by_script = scripts[0] != scripts[1] and scripts[0] == scripts[2] and scripts[1] == scripts[3]
        named = (a.text in ta.text and b.text in tb.text and a.text not in tb.text and b.text not in ta.text)
        if by_script or named:
            out[i + 1], out[i + 2] = ta, b
    return out


def _keywords_joined(items: list[Item]) -> list[Item]:
    """A line of keyword abilities alone ("Flying", "飛行") between a name (no type line) and a
    paragraph of card text is the text's first line, not a name over it: joined to the text."""
    out: list[Item] = []
    k = 0
    while k < len(items):
        it = items[k]
        if (it.kind == "short" and keyword_line(it.text) and out and out[-1].kind == "short" and not keyword_line(out[-1].text)
                and not _looks_like_type_line(out[-1])  # (under a type line, the pairing reads it already)
                and k + 1 < len(items) and items[k + 1].kind == "prose" and rules_terms(items[k + 1].text)):
            out.append(Item("prose", it.text + "\n" + items[k + 1].text, block=items[k + 1].block))
            k += 2
            continue
        out.append(it)
        k += 1
    return out


def _latin_name_atop(lines: list[str]) -> bool:
    """A block's first line is a name in the Latin script, the lines under it a text in another."""
    if len(lines) < 2 or not _is_short(lines[0]) or not _name_like(lines[0]) or not lines[0].isascii():
        return False
    rest = "".join(lines[1:])
    letters = [ch for ch in rest if ch.isalpha()]
    return len(letters) >= 10 and sum(1 for ch in letters if langid._script(ch) not in (None, "latin")) >= 0.8 * len(letters)


def _name_over_text(first: str, second: str) -> bool:
    """A card's name over its text: a name-like short line, then a line that is no short one and
    uses the game's words as a card's text does."""
    return (_is_short(first) and _name_like(first) and not is_chrome(first) and not _is_short(second)
            and rules_terms(second) >= 2 and not _looks_like_type_line(Item("short", first)))


# ----------------------------------------------------------------------------------------- pairs


def _pair_scores(pair: Pair) -> dict[str, float]:
    text_scores = langid.scores(pair.text.text + ("\n" + pair.type_line.text if pair.type_line else ""))
    name_scores = langid.scores(pair.name.text)
    out = {}
    for lang, value in text_scores.items():
        out[lang] = value + name_scores.get(lang, _OTHER_SCRIPT if name_scores else 0.0)
    return out


def _assign_languages(pairs: list[Pair]) -> None:
    """Each pair's language, at most one pair per language: the surest pairs choose first. A pair
    left with a language another pair holds, or far from its own best, is marked ``conflict``."""
    for pair in pairs:
        pair.scores = _pair_scores(pair)
        pair.conflict = False
    # a page has one English block, among the others; English after it is set names and the
    # printed text: only the first pair that reads best as English may be English
    english = [p for p in pairs if p.scores and max(sorted(p.scores), key=p.scores.__getitem__) == "en"]
    barred = {id(p) for p in english[1:]}
    pending = list(pairs)
    taken: set[str] = set()
    while pending:
        best: tuple[tuple[bool, bool, float], int, str, bool] | None = None
        for i, pair in enumerate(pending):
            options = sorted(
                ((v, lang) for lang, v in pair.scores.items()
                 if lang not in taken and not (lang == "en" and id(pair) in barred)),
                reverse=True,
            )
            duplicate = not options
            if duplicate:
                options = sorted(((v, lang) for lang, v in pair.scores.items()), reverse=True)
            if not options:
                continue
            margin = options[0][0] - (options[1][0] if len(options) > 1 else -1e9)
            # a pair with a full text chooses before one whose text is a short line (set names
            # under a set name read as a pair, a one-keyword text), then the surest first
            # and a pair barred from English, or left far from its own best language, chooses last:
            # it must not take a language from a pair that reads as that language
            fits = options[0][0] >= max(pair.scores.values()) - _CONFLICT_MARGIN
            priority = (id(pair) not in barred and fits, pair.text.kind == "prose", margin)
            if best is None or priority > best[0]:
                best = (priority, i, options[0][1], duplicate)
        if best is None:
            for pair in pending:
                pair.language, pair.conflict = "en", True
            break
        _, i, lang, duplicate = best
        pair = pending.pop(i)
        pair.language = lang
        # the same name and text twice (Simplified and Traditional Chinese can print the same
        # characters): the second takes the other language, no conflict
        twin = any(o is not pair and (o.name.text, o.text.text) == (pair.name.text, pair.text.text) for o in pairs)
        pair.conflict = duplicate or (not twin and pair.scores[lang] < max(pair.scores.values()) - _CONFLICT_MARGIN)
        taken.add(lang)


_SCRIPTS = {
    **{lang: {"latin"} for lang in langid.LATIN}, "ja": {"kana", "han"}, "zhs": {"han"}, "zht": {"han"},
    "ko": {"hangul"}, "ru": {"cyrillic"},
}


def _signature(text: str) -> tuple[str, ...]:
    """The symbols and P/T changes of a text ({2}, {T}, +1/+1): translations print the same ones."""
    return tuple(sorted(_SYMBOL.findall(unicodedata.normalize("NFKC", text))))


def _plausible(
    pair: Pair, first: bool = False, others: list[Pair] | tuple[Pair, ...] = (), vouched: bool = False
) -> bool:
    """A name and text belong together. The first pair of a page must show it: its name reads as
    the pair's language and an English text reads as card text, or the name is rather the title of
    a rulings page. Later pairs only need scripts that agree and, in English, a text that does not
    read plainly as a ruling (a name kept from English, "Froghemoth" in Italian, is fine there)."""
    name_scores = langid.scores(pair.name.text)
    if name_scores and pair.language not in name_scores and not _SCRIPTS.get(pair.language, set()) & set(
        langid.script_counts(pair.name.text)
    ):
        return False  # a Japanese name over an English text, a Latin one over Korean (not "Никол Болас, Planeswalker")
    if first and name_scores and pair.language in name_scores and name_scores[pair.language] < -_NAME_MARGIN:
        return False
    threshold = _RULING_ODDS if first else _RULING_ODDS_LATER
    if note_marked(pair.text.text):
        return False  # a paragraph citing its source in a footnote: a ruling, never a card's text
    if rulings_heading(pair.text.text.split("\n", 1)[0]):
        return False  # a block opened by a rulings heading ("Good to know — the official rulings:") holds rulings
    if vouched:
        return True  # more names and texts follow it: a text, however much it reads like a ruling
    if pair.language == "en" and pair.text.kind == "prose" and langid.ruling_odds(pair.text.text) > threshold:
        # unless it prints the symbols the other languages' texts print: then it is their original
        signature = _signature(pair.text.text)
        return bool(signature) and any(_signature(o.text.text) == signature for o in others if o is not pair)
    return True


def _translation_like(pair: Pair, english: Pair, next_item: Item | None) -> bool:
    """After the English pair, a pair whose text is one short line could be two lines of set
    names: it is when one is inside the other ("Ixalan Promos", "Ixalan"), when the English text
    prints symbols it lacks, or when it stands just before the printed text where the English text
    is a paragraph four times as long. (Not before the English pair: some sources drop symbols
    or reminder text from translations.)"""
    if pair is english or pair.text.kind != "short":
        return True
    symbols = _signature(english.text.text)
    if symbols and not _signature(pair.text.text):
        return False
    name, text = pair.name.text.casefold(), pair.text.text.casefold()
    if text in name or name in text:
        return False
    before_printed = (
        next_item is not None and next_item.kind != "date" and langid.identify(next_item.text) == "en"
        and _overlap(next_item.text, english.text.text) >= _PRINTED_OVERLAP
    )
    return not (before_printed and english.text.kind == "prose" and 4 * len(pair.text.text) < len(english.text.text))




def _looks_like_type_line(item: Item) -> bool:
    """A type line: words and a separator ("Creature — Human Scout"), or card types alone ("Artifact")."""
    if item.kind != "short":
        return False
    words = item.text.casefold().split()
    return (bool(_TYPE_SEPARATOR.search(item.text)) or (0 < len(words) <= 3 and all(w in TYPE_WORDS for w in words))
            or printed_type_line(item.text))


_NAME_NEVER = re.compile(r"\s[—―]\s")


def type_line_not_name(item: Item) -> bool:
    """A type line where a name would stand (a page that shows no name above the type line): no
    card's name holds an em dash between words, nor is made of card types before a dash."""
    if _NAME_NEVER.search(item.text):
        return True
    head = _TYPE_SEPARATOR.split(item.text, maxsplit=1)
    # (no card is named after its types alone: "Instant", "Legendary Creature")
    return all(w in TYPE_WORDS for w in head[0].casefold().split()) and (len(head) == 2 or bool(head[0].strip()))


def _card_section(items: list[Item], start: int) -> tuple[list[Pair], int]:
    """Pairs from ``start`` while the page goes name, [type line,] text; the index after them."""
    pairs: list[Pair] = []
    i = start
    while i + 1 < len(items) and items[i].kind == "short" and items[i + 1].kind != "date":
        type_line = None
        j = i + 1
        if _looks_like_type_line(items[j]) and j + 1 < len(items) and items[j + 1].kind != "date":
            type_line, j = items[j], j + 1
        if (j + 1 < len(items) and items[j + 1].kind == "date" and not (pairs and _dates_before(items))
                and not _heads_next(items, j + 1)):
            # a text with a date after it is a ruling; a short line before a date, a title (unless the
            # page dates its rulings before them and names and texts came before: the English block)
            break
        if items[j].kind == "short" and j + 1 < len(items) and _looks_like_type_line(items[j + 1]) and type_line is None:
            break  # a short line over a type line is a card's name, not the text of the line above it
        pairs.append(Pair(name=items[i], text=items[j], type_line=type_line))
        i = j + 1
    return pairs, i


def _heads_next(items: list[Item], k: int) -> bool:
    """The date item ``k`` opens the line of the text after it ("2017年9月29日：The …"), not the
    text before it's (another block)."""
    return k + 1 < len(items) and items[k].block == items[k + 1].block != items[k - 1].block and items[k + 1].kind != "date"


def _dates_before(items: list[Item]) -> bool:
    """The page's last date stands before a text: its dates head their rulings."""
    last = max((k for k, it in enumerate(items) if it.kind == "date"), default=None)
    return last is not None and last + 1 < len(items) and items[last + 1].kind == "prose"


def _overlap(a: str, b: str) -> float:
    """Shared words over the larger vocabulary: a printed text rewords the oracle text a little."""
    wa, wb = set(_WORDS.findall(a.lower())), set(_WORDS.findall(b.lower()))
    if not wa or not wb:
        return 0.0
    return len(wa & wb) / max(len(wa), len(wb))


# ---------------------------------------------------------------------------------------- rulings


def _translation_links(rulings: list[entries.Ruling]) -> dict[int, int]:
    """index of a foreign ruling -> index of the English ruling the page pairs it with."""
    links: dict[int, int] = {}
    # (a) one date, several rulings under it: English ones, then their translations in the same order
    groups: dict[int, list[int]] = {}
    for i, r in enumerate(rulings):
        if r.group is not None:
            groups.setdefault(r.group, []).append(i)
    for members in groups.values():
        english = [i for i in members if rulings[i].language == "en"]
        by_language: dict[str, list[int]] = {}
        for i in members:
            if rulings[i].language != "en":
                by_language.setdefault(rulings[i].language, []).append(i)
        for foreign in by_language.values():
            if english and len(foreign) == len(english) and foreign[0] > english[0]:
                links.update((f, e) for f, e in zip(foreign, english) if _translates(rulings[f].text, rulings[e].text))
    # (b) the English rulings, then the same rulings in another language: same count, same dates
    english = [i for i, r in enumerate(rulings) if r.language == "en"]
    languages = {r.language for r in rulings} - {"en"}
    for lang in sorted(languages):
        foreign = [i for i, r in enumerate(rulings) if r.language == lang and i not in links]
        if not english or len(foreign) != len(english):
            continue
        dates_en = [rulings[i].date.date if rulings[i].date else None for i in english]
        dates_fo = [rulings[i].date.date if rulings[i].date else None for i in foreign]
        if None in dates_en or dates_en != dates_fo:
            continue
        if all(_translates(rulings[f].text, rulings[e].text) for f, e in zip(foreign, english)):
            links.update(zip(foreign, english))
    return links


# ------------------------------------------------------------------------------------------ page


def _translates(foreign: str, english: str) -> bool:
    """Whether ``foreign`` is as long as a translation of ``english`` may be: about as long in a
    Latin or Cyrillic script, a fifth to 1.3 times it in Chinese, Japanese or Korean (of the printed texts
    in MTGJSON's sample sets, one Chinese text in a hundred is under 0.23 times its English, a Japanese one
    under 0.38). (An answer's "Pas tout à fait. La capacité va sur la pile, …" under the one ruling it
    quotes is none, nor is "不完全对。异能会进入堆叠，所以你可以回应。" under a ruling of 110 characters.)"""
    ratio = len(foreign) / max(1, len(english))
    return 0.2 <= ratio <= 1.3 if _main_script(foreign) == "cjk" else 0.6 <= ratio <= 2.0


def _sure_language(text: str, margin: float = 25.0) -> str | None:
    """The language of a name alone, when its words leave little doubt (a few words often do not)."""
    found = sorted(langid.scores(text).items(), key=lambda kv: kv[1], reverse=True)
    if not found:
        return None
    if len(found) == 1 or found[0][1] - found[1][1] >= margin:
        return found[0][0]
    return None


_NOT_IN_NAMES = re.compile(r"[/\\@#=<>{}\[\]_|~^*→›»•]|:(?!\s)|\s·\s")  # (" · " joins links; "・" stays: ジェイス・ベレレン)


#: a label with its count ("Opinie (2)", "Reviews (12)", "Comments [3]"): a tab's or a link's, no card's name
#: nor a field with its count ("CC List: 5 users")
_COUNTED = re.compile(r"\s[(\[]\d+[)\]]$|:\s*\d")
#: a label, its subject and a part of it ("Macro applicata: Domanda regole – sentenze", a help desk's
#: macro heading its reply): of MTGJSON's 213,283 names in every language, 135 hold a colon and 3 a
#: spaced dash, none both
_LABELLED_SUBJECT = re.compile(r":.*\s[-–—]\s|\s[-–—]\s.*:")
#: a page's sections among other words (a guide's index run together: "Übersicht Offizielle Rulings
#: Schlusswort Kommentare"): none of the 201,906 names MTGJSON's sets print, in any language, has one
#: among other words (a video's title "NAME – every official ruling explained" has one: a title)
_SECTION_WORD = re.compile(r"(?<!\w)(?:rulings?|comments|kommentare|reviews|bewertungen|commentaires|comentarios|"
                           r"commenti|comentários|комментарии|faq)(?!\w)", re.IGNORECASE)


def _name_like(text: str) -> bool:
    """Reads as a card's name: mostly letters, few digits, none of a path's, a record's or an
    address's punctuation ("sync:x:4:65534" is no name; "Circle of Protection: Red" is), and one
    bracketed part at most ("B.F.M. (Big Furry Monster)"; a feature match's "X (Golgari Midrange) contre Y
    (Hammer Time)" is none: no card of MTGJSON's, in any language, opens two ASCII brackets)."""
    bare = text.replace(" // ", " ").strip()
    if (not bare or len(bare) > 150 or _NOT_IN_NAMES.search(bare) or _COUNTED.search(bare) or bare.count("(") >= 2
            or _LABELLED_SUBJECT.search(bare)):
        return False
    compact = bare.replace(" ", "")
    letters = sum(ch.isalpha() for ch in compact)
    return letters >= 2 and sum(ch.isdigit() for ch in compact) <= 2 and letters >= 0.6 * len(compact)


def _card_start(items: list[Item], tries: int = 12) -> int:
    """Where a card page's run of (name, text) pairs starts: the start, among the first items,
    followed by the most pairs that hold together and print card text (the first such start)."""
    best, best_start = (0, 0), 0
    # the card's names and texts come before its dated rulings
    # (a post's timestamp over the card's names, "마나번 · 2023. 4. 9. 19:20", dates no ruling where
    # rulings are dated by the day)
    dates = [i for i, it in enumerate(items) if it.kind == "date"]
    by_day = [i for i in dates if not items[i].date.timed]
    first_date = (by_day or dates or [len(items)])[0]
    for start in range(min(tries, first_date)):
        if items[start].kind != "short":
            continue
        pairs, _ = _card_section(items, start)
        if len(pairs) < best[0]:
            continue
        _assign_languages(pairs)
        good = 0
        for pair in pairs:
            if (pair.conflict or not _plausible(pair, others=pairs) or not rules_terms(pair.text.text)
                    or not _name_like(pair.name.text) or _no_name_over_text(pair) or _names_listed(pair.text.text)):
                break
            good += 1
        # as many pairs from two starts: the one with a type line under its name is the card's
        # (a line of chrome over a banner's text reads as a name and a text too)
        typed = sum(1 for pair in pairs[:good] if pair.type_line is not None)
        if (good, typed) > best:
            best, best_start = (good, typed), start
    return best_start


def _names_listed(text: str) -> bool:
    """A list of names or links, one a line, no sentence among them: a sidebar's "Recent Posts" ("Anya,
    Merciless Angel" / "Burnout" / "Narset, Parter of Veils"), a shop's menu ("Cartas sueltas" / "Sobres y
    cajas" / "Accesorios" / …), no card's text (whose short lines are keywords: "Flying" / "First strike",
    or name two capitalized names at most)."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    if len(lines) < 3 or not all(_name_like(line) and not re.search(r"[\t:：.!?){}]", line) for line in lines):
        return False
    return (sum(_capitalized_name(line) for line in lines) >= 2
            or all(len(line.split()) <= 4 and not keyword_line(line) for line in lines))


def _no_name_over_text(pair: Pair) -> bool:
    """What a pair's lines show is no card's name over its text, whatever else holds (for the card
    section's start as for the pairs kept): a short text without a game word beyond talk (a column's
    author "万智牌老咸鱼" under its title), a text that dates something (a wiki's "最終更新日: 18/12/25
    01:46 … 裁定を追記" under its tabs), asks (a post's question under its author's province), or is
    ruled ("=====" over "消息分组:我的群聊"); a rulings heading over the first ruling ("Regelbeslut")."""
    text = pair.text.text
    return bool((pair.text.kind == "short" and not (dense_rules(text) and game_terms(text)))
                or find_dates(text) or _question(text) or _RULER.search(text) or rulings_heading(pair.name.text))


def _strip_title(text: str) -> str:
    stripped = _TITLE_AFFIXES.sub("", text).strip(" :-–—|")
    return stripped or text


@dataclass
class _CardSection:
    """The top of a page: its title, the (name, text) pairs kept, the English pair, set names and the
    printed text, and where the rulings start among the items."""

    items: list[Item]
    title: str | None
    pairs: list[Pair]
    english: Pair | None
    set_names: list[str]
    printed: str | None
    rulings_start: int


def _may_name(line: str) -> bool:
    """A line that may name a page's card inside it though no title does: a breadcrumb (chrome, whose
    last part is the page's subject) or a question ("how does NAME work with a token copy?")."""
    line = line.strip()
    if len(line) > 200:
        return False
    # (a breadcrumb's parts may hold a period: "Duel Decks: Merfolk vs. Goblins")
    return bool(BREADCRUMB.match(line)) or len(_CRUMB_SEPARATOR.findall(line)) >= 2 or line.endswith(("?", "？"))


_CRUMB_SEPARATOR = re.compile(r"\s[›»>/|▸▶→⟩〉＞]\s")


#: a text that ends with a question (Greek's ";" too): a reader's question, never a card's printed text
_ASKS = re.compile(r"[?？;;]\s*$")


def _english_named_note(pair: Pair, english: Pair | None) -> bool:
    """A text in another language under the card's English name (its whole name, or its first face's
    the page's English text goes by) with game words for one sentence at most: a handout's words to
    its readers under the card's heading ("Armed // Dangerous" / "Für den Spieleabend am Freitag:
    Kartentext und alle Rulings auf einen Blick."), no printing's (a printing in German is named in German)."""
    if english is None:
        return False
    name, own = name_key(pair.name.text), name_key(english.name.text)
    return (name == own or name_key(pair.name.text.split(" // ")[0]) == own) and game_terms(pair.text.text) < 2


def _site_widget(text: str, blocks: list[str]) -> bool:
    """A text of several lines most of which the page prints more often than the text itself, but for
    their numbers (a forum's profile box beside each post: "Membro Sênior / Offline / Mensagens: 514
    / Karma: +23/-3 / Ver Perfil", then "Novato / Offline / Mensagens: 2119 / …"): the site's, no
    card's printed text (a card's text shown twice is shown twice whole)."""
    lines = [" ".join(line.split()) for line in text.split("\n") if line.strip()]
    if len(lines) < 3:
        return False
    page = [" ".join(line.split()) for block in blocks for line in block.split("\n") if line.strip()]
    seen, shapes = Counter(page), Counter(digits_masked(line) for line in page)
    copies = min(seen[line] for line in lines)  # (how often the page shows the text whole, at most)
    return 2 * sum(1 for line in lines if shapes[digits_masked(line)] > copies) > len(lines)


def read_blocks(blocks: list[str], name: str, *, card: str | None = None, html_title: str | None = None,
                may_name: bool = False, attributed: int = 0, order: str | None = None) -> PageReading:
    """A page's blocks read as a card section, then rulings, then the card the page is about.
    ``may_name``: a line of the page (chrome too) may name the card where no title does;
    ``order``: how the page writes its numeric dates, where it tells ("dmy", "mdy", "ymd")."""
    items = items_of(blocks)
    if not any(it.kind in ("prose", "short") for it in items):
        raise UnreadableSource(f"{name}: not a card or rulings page (no card text and no dated rulings)")
    section = _read_card_section(items)
    first_block = _rulings_block(section, len(blocks))
    region = entries.lines_of(blocks[first_block:], card_text=section.english is not None or bool(section.pairs))
    rulings = _page_rulings(section, region, card)
    guessed = _no_page(section, rulings)
    if guessed:
        # a layout the line-by-line reading did not recognize: the reader of last resort
        rulings = fallback.rulings([ln for b in blocks for ln in b.split("\n")], _names(section, card)) or rulings
    rulings = _with_evidence(rulings, _names(section, card))
    records = _ruling_records(rulings, order=order or _order_by_language(blocks, rulings), told=order in ("dmy", "mdy"))
    translations = [
        TranslationRecord(language=p.language, name=p.name.text, type_line=p.type_line.text if p.type_line else None,
                          text=p.text.text)
        for p in section.pairs
        # (not a paragraph in a language no card is printed in: a Czech review's "Jak se hraje" section)
        if p.language != "en" and not _ASKS.search(p.text.text) and not langid.unprinted_language(p.text.text)
        and not _site_widget(p.text.text, blocks) and not _english_named_note(p, section.english)
    ]
    if not (attributed and records):  # (texts each attributed to Wizards are rulings, dated or not)
        _refuse_no_page(section, rulings, records, translations, name)
    head = _head_lines(region, rulings)
    record = _card_record(section, translations, card, name, blocks[:first_block] + head, html_title,
                          dated=any(r.date is not None for r in records)
                          or bool(attributed and records))
    if record.lookup is not None and not record.lookup.given:
        record.lookup.lines = _name_lines(section.title, blocks[:first_block], region, rulings, html_title)
    page_sets = PageSetsRecord(set_names=section.set_names, printed_text=section.printed) if section.set_names else None
    bundle = CardBundle(card=record, translations=translations, rulings=records, page_sets=page_sets)
    return PageReading(bundle=bundle, title=section.title, set_names=section.set_names, printed_text=section.printed)


def _read_card_section(items: list[Item]) -> _CardSection:
    """The title, the pairs that hold together, the set names and the printed text."""
    # a card page's names and texts may follow lines of chrome no rule removed ("Log in · Sign up"
    # above a banner's labels): the card section starts where most names and card texts follow on
    items = items[_card_start(items):]
    title, pairs, end = _title_and_pairs(items)
    pairs, english, rest_start = _kept_pairs(items, pairs, title, end)
    set_names, printed, rulings_start = _sets_and_printed(items, rest_start, english)
    return _CardSection(items, title, pairs, english, set_names, printed, rulings_start)


def _title_and_pairs(items: list[Item]) -> tuple[str | None, list[Pair], int]:
    """The card section after an optional title: the title, its pairs and the index after them."""
    title: str | None = None
    pairs, end = _card_section(items, 0)
    _assign_languages(pairs)
    if (
        len(items) > 2 and items[0].kind == "short" and items[1].kind == "short" and items[2].kind == "prose"
        and not _looks_like_type_line(items[1])
    ) or (pairs and pairs[0].type_line is None and not _plausible(pairs[0], first=True) and not _card_section(items, 2)[0]):
        # a line above a name and its text, or above rulings that no name and text follow, is a title
        title = items[0].text
        pairs, end = _card_section(items, 1)
        _assign_languages(pairs)
    elif not pairs and items and items[0].kind == "short":
        title, end = items[0].text, 1
        pairs, after = _card_section(items, 1)  # a heading over a name, its type line and its text
        if pairs:
            _assign_languages(pairs)
            end = after
    return title, pairs, end


def _kept_pairs(items: list[Item], pairs: list[Pair], title: str | None, end: int) -> tuple[list[Pair], Pair | None, int]:
    """The pairs up to the first that does not hold together, lost its language to another, or is
    English after the English pair; the English pair; the index where the rest starts."""
    position = {id(it): i for i, it in enumerate(items)}
    kept: list[Pair] = []
    english: Pair | None = None
    rest_start = end
    for k, pair in enumerate(pairs):
        best = max(sorted(pair.scores), key=pair.scores.__getitem__) if pair.scores else pair.language
        # the first pair was weighed above, with what follows it; an English pair straight after
        # the translations is the card's English block, however much its text reads like a ruling
        vouched = (k == 0 and title is None) or (english is None and bool(kept) and pair.language == "en")
        if (
            not _plausible(pair, others=pairs, vouched=vouched)
            or pair.conflict
            or (english is not None and "en" in (pair.language, best))
            # a name and card text: the text uses the game's words, the name is no line of chrome
            or not rules_terms(pair.text.text + " " + (pair.type_line.text if pair.type_line else ""))
            or _no_name_over_text(pair)
            # a paragraph of card text uses a game word beyond "card" or prints a symbol: not a post's
            # "这张牌引发了不少争议" or "Hoy repasamos NAME, una carta clásica"
            or (pair.text.kind == "prose" and not pair.type_line and not _signature(pair.text.text)
                and not game_terms(pair.text.text))
            # a paragraph without a type line in a language other than the one its pair was given (a
            # Czech slip's "Turnaj: … Kolo: 7" read as Portuguese): no printed text of the card
            or (pair.text.kind == "prose" and not pair.type_line and pair.language != "en"
                and langid.identify(pair.text.text) != pair.language and not _names_itself(pair.name.text, pair.text.text))
            # a line ending with a colon introduces what follows ("Rules clarifications:"): no card's text;
            # nor a count in the thousands ("In 40,459 decks")
            or pair.text.text.rstrip().endswith((":", "："))
            or _THOUSANDS.search(pair.text.text)
            # nor a count and its word: a list of cards with their deck counts ("725 decks", "+49% synergy")
            or _COUNT.match(pair.text.text.strip())
            or is_chrome(pair.name.text)
            or _names_listed(pair.text.text)
            or not _name_like(pair.name.text)
            or len(_SECTION_WORD.findall(pair.name.text)) >= 2
            or type_line_not_name(pair.name)
            or _keyword_opening_text(items, position[id(pair.name)])
        ):
            rest_start = position[id(pair.name)]
            break
        if pair.language == "en":
            english = pair
        kept.append(pair)
    pairs = kept
    if english is not None:
        # set names read as a pair ("Magic 2014 Promos", "Magic 2014") are no translation of the text
        first_after = pairs.index(english) + 1
        for k, pair in enumerate(pairs[first_after:], start=first_after):
            after = position[id(pair.text)] + 1
            if not _translation_like(pair, english, items[after] if after < len(items) else None):
                rest_start = position[id(pair.name)]
                pairs = pairs[:k]
                break
    return pairs, english, rest_start


def _keyword_opening_text(items: list[Item], k: int) -> bool:
    """Item ``k`` is a keyword line under the card's type line, the first line of its text ("Flash"
    under "Legendary Creature — Human Warrior"): no name of the card, even where a card is so named."""
    return k > 0 and keyword_line(items[k].text) and _looks_like_type_line(items[k - 1])


def _names_itself(name: str, text: str) -> bool:
    """A card's text that says its own name, however inflected ("Ценный Единорог" / "… блокировать
    Ценного Единорога …")."""
    text = text.casefold()
    if CJK.search(name):
        return any(name[k:k + 2] in text for k in range(len(name) - 1))
    stems = [w[: max(3, len(w) - 2)] for w in re.findall(r"[^\W\d_]{4,}", name.casefold())]
    return any(stem in text for stem in stems)


def _sets_and_printed(items: list[Item], rest_start: int, english: Pair | None) -> tuple[list[str], str | None, int]:
    """Set names (short lines) and the printed text (English, worded much like the oracle text)
    after the pairs; the index after them."""
    printed: str | None = None
    idx = rest_start
    while idx < len(items) and items[idx].kind == "short":
        if rulings_heading(items[idx].text):
            break  # (the rulings' heading ends the set names: "Kural açıklamaları" is no set's)
        if (
            idx > rest_start and english is not None and english.text.kind == "short"
            and _overlap(items[idx].text, english.text.text) >= _PRINTED_ALONE
        ):
            break  # a one-keyword printed text ("Vigilance") after the set names
        idx += 1
    if (
        english is not None
        and idx < len(items)
        and items[idx].kind in ("prose", "short")
        and langid.identify(items[idx].text) == "en"
        # (a text its date follows is the first ruling: "Rulings" / "This card's coin flip … (4. Oktober 2004)")
        and not (idx + 1 < len(items) and items[idx + 1].kind == "date" and items[idx].kind == "prose")
        # after set names a text much like the oracle's, or worded as a card's text (an old printed
        # wording: "…is added to your life total instead of subtracted from it"); with none, a ruling
        # may quote the card too
        and (_overlap(items[idx].text, english.text.text) >= (_PRINTED_OVERLAP if idx > rest_start else _PRINTED_ALONE)
             or (idx > rest_start and items[idx].kind == "prose" and langid.ruling_odds(items[idx].text) < 0))
    ):
        printed = items[idx].text
        idx += 1
    set_names = [it.text for it in items[rest_start:idx] if it.kind == "short"]
    return set_names, printed, idx


def _rulings_block(section: _CardSection, n_blocks: int) -> int:
    """The block the rulings are read from: the one where the card's own text ends."""
    items, start = section.items, section.rulings_start
    first_block = items[start].block if start < len(items) else n_blocks
    if start < len(items) and start > 0 and items[start - 1].block == first_block:
        first_block += 1  # the block's start was the card's (its date items or text)
    return first_block


def _names(section: _CardSection, card: str | None) -> list[str]:
    """The names the page gives its card (its pairs' names, its title, ``--card``)."""
    return (
        [p.name.text for p in section.pairs]
        + ([_strip_title(section.title)] if section.title else [])
        + ([card] if card else [])
    )


def _page_rulings(section: _CardSection, region: list[entries.Line], card: str | None) -> list[entries.Ruling]:
    """The rulings of the region after the card section, read line by line (``entries``)."""
    own_texts = ({p.text.text for p in section.pairs} | {section.printed or ""} | set(section.set_names)
                 | ({section.english.text.text} if section.english else set()))
    return entries.read_rulings(region, _names(section, card), exclude=own_texts,
                                card_text=bool(section.pairs or section.english or section.printed),
                                under_type=_under_type_lines(section.items))


def _under_type_lines(items: list[Item]) -> set[str]:
    """The text right under each type line before the page's first date that reads more like a
    card's text than a ruling: a face's own text (a double-faced card's "Creature — Human Wizard" /
    "At the beginning of …, that player adds {G}{G}.", an adventure's "Sorcery — Adventure" / "Create a
    Food token. …"; past a line of keywords), however its card section was read; unless it stands where only a ruling stands
    (a page may show no text under an instant's type line and its first ruling there, dated after it)."""
    # (the first date beside a text with a game word: not a price list's "Preços atualizados em DATE" over
    # the card's type line)
    first_date = next((k for k, it in enumerate(items) if it.kind == "date"
                       and any(other.kind != "date" and rules_terms(other.text) for other in items[max(k - 1, 0):k + 2])),
                      len(items))
    out: set[str] = set()
    for k in range(min(first_date, len(items)) - 1):
        if not (items[k].kind == "short" and type_line(items[k].text)):
            continue
        j = k + 1
        while j < first_date - 1 and items[j].kind == "short" and keyword_line(items[j].text):
            out.add(items[j].text)  # (a line of keywords, then the rest of the text: "Flying, trample" / "At the beginning …")
            j += 1
        if items[j].kind in ("prose", "short") and not type_line(items[j].text) and langid.ruling_odds(items[j].text) < 0:
            out.add(items[j].text)
    return out


def _with_evidence(rulings: list[entries.Ruling], names: list[str]) -> list[entries.Ruling]:
    """The rulings less those that use no word of the game at all, in a language none of the rulings
    that do use several is in, where two or more do: a chat's "감사합니다!" under English rulings is no
    ruling ("Puff of smoke not included." among English rulings may be one); nor is a question, nor a
    line without game words that ends no sentence ("Score: 0/2 · Retake exam"), nor a comment
    stamped with its time of day among rulings dated by the day."""
    rulings = [r for r in rulings if not card_text_shape(r.text)]  # (a listed card's "{3}{R}: Create …")
    rulings = _unpaired_out(rulings, names)
    if any(r.date is not None and not r.date.timed for r in rulings):
        # beside rulings dated by the day, an entry stamped with the time of day is a post or a
        # reader's comment ("2025.01.11. 13:40" / "Thanks for the summary!"), unless it reads as rules
        # in a language of those rulings (not a French forum's "Salut, hier en tournoi … cette carte …",
        # nor a board's "NAME moved this card from To do to Rulings to check Apr 5, 2025, 4:47 PM")
        by_day = {r.language for r in rulings if r.date is not None and not r.date.timed}
        rulings = [r for r in rulings if r.date is None or not r.date.timed
                   or (game_terms(r.text, names) >= 2 and reads_as_rules(r.text, names) and r.language in by_day)]
    languages = {r.language for r in rulings if rules_terms(r.text, names) >= 2}
    if sum(1 for r in rulings if rules_terms(r.text, names) >= 2) < 2:
        # one ruling that uses game words: what uses fewer, in another language, is the post around
        # it (a blog's "こんにちは。今日は…公式裁定を整理しておきます。" under the post's date)
        # (nor what ends no sentence with a game word or none: a repository's last commit "Add rulings for
        # NAME" over its date)
        return [r for r in rulings if (not languages or r.language in languages or rules_terms(r.text, names) >= 2)
                and (entries.ends_sentence(r.text) or game_terms(r.text, names) > 1)]
    # lettered options ("A) …", "B) …", "C) …"): alternatives, of which the page's layout says none is the ruling
    options = {m.group(1).casefold() for r in rulings if (m := _OPTION.match(r.text))}
    if len(options) >= 3:
        rulings = [r for r in rulings if not _OPTION.match(r.text)]
    # (words any talk of cards uses are no evidence without a sentence's end: a price table's "Vendors
    # Card Kingdom $40.80 Buy … Star City Games $38.16 Buy" has "card" and "game"; "This card preview
    # was provided to Scryfall courtesy of Wizards of the Coast. Thank you!" ends as one. 10 of MTGJSON's
    # 23,597 rulings end without one, with an address or a heading's "-----")
    return [r for r in rulings if not _question(r.text) and (
        game_terms(r.text, names) > 1
        or rules_terms(r.text, names) > 1 and entries.ends_sentence(r.text)
        or (r.language in languages or rules_terms(r.text, names)) and _SENTENCE_END.search(r.text.rstrip()))]


def _unpaired_out(rulings: list[entries.Ruling], names: list[str]) -> list[entries.Ruling]:
    """Beside English rulings, a text surely in another language that the page pairs
    with none of them as its translation (``_translation_links``), undated or going on the entry of an
    English ruling under its date, is people's words about the card, not a ruling: a Q&A answer's
    "조금 다릅니다. 능력이 스택에 올라가니까 대응할 수 있어요." after the English rulings it quotes.
    So is one under a date of its own later than every English ruling's: a chat's question under the
    day's divider ("20 décembre 2025" / "Question sur NAME et les jetons"), posted after the rulings
    an answer quotes. (A text in another language under a date of its own, no later, stays, paired
    or not: a card page's German rulings among the English ones, each dated.)"""
    if not any(r.language == "en" and rules_terms(r.text, names) >= 2 for r in rulings):
        return rulings
    links = _translation_links(rulings)
    english_groups = {r.group for r in rulings if r.language == "en" and r.group is not None}
    latest = max((r.date.date for r in rulings if r.language == "en" and r.date is not None), default=None)
    return [r for i, r in enumerate(rulings)
            if r.language == "en" or i in links or _sure_language(r.text, margin=10.0) in (None, "en")
            or (r.date is not None and r.group not in english_groups and (latest is None or r.date.date <= latest))]


_OPTION = re.compile(r"^([A-Ha-h])[).]\s")
#: a line ruled across a text file ("=====…", "-----…"): a header's or a table's, never a card's text
_RULER = re.compile(r"(?m)^\s*([=_*#~-])\1{4,}\s*$")


def _question(text: str) -> bool:
    """A line that asks (a quiz's "Which statement about NAME is true?"), or a Q&A's question with
    its label ("Q: How does this card interact …? Asked by …"): a ruling answers."""
    return text.rstrip("\"'”’»)） ").endswith(("?", "？")) or bool(_ASKED.match(text))


#: a Q&A page's question label
_ASKED = re.compile(r"^\s*(?:Q|Question|Frage|Pregunta|Domanda|Pergunta|Вопрос|Pytanie|質問|问题|問題|질문)\s?[:：]", re.IGNORECASE)


def _no_page(section: _CardSection, rulings: list[entries.Ruling]) -> bool:
    """The page read so far gives no card text and no dated ruling (``_refuse_no_page`` would refuse it)."""
    card_text = section.english is not None or any(rules_terms(p.text.text) for p in section.pairs)
    return (not card_text and not any(r.date is not None for r in rulings)) or (
        not section.pairs and not rulings and section.english is None)


def _date_order(blocks: list[str]) -> str | None:
    """How the page says it writes its numeric dates: a format it spells out ("JJ/MM/AA", "DD.MM.YYYY",
    "MM/DD/YY"), or a rulings heading in Korean, Japanese or Chinese ("판정", "裁定"), whose writers put a
    two-digit year first ("21.06.18"). ``None`` when it says nothing."""
    for block in blocks:
        m = _FORMAT_HINT.search(block)
        if m:
            return "dmy" if m["dmy"] else "mdy" if m["mdy"] else "ymd"
    if any(rulings_heading(line) and CJK.search(line) for b in blocks for line in b.split("\n")):
        return "ymd"
    return None


_D, _M, _Y = r"(?:DD|JJ|TT|GG|ДД|D|J|T|G)", r"(?:MM|ММ|M)", r"(?:YYYY|YY|AAAA|AA|JJJJ|JJ|ГГГГ|ГГ|RRRR|RR|Y)"
#: a date format spelled out ("(JJ/MM/AA)", "Datum: TT.MM.JJJJ", "MM/DD/YYYY", "YYYY-MM-DD")
_FORMAT_HINT = re.compile(rf"(?<![\w])(?:(?P<dmy>{_D}[./-]{_M}[./-]{_Y})|(?P<mdy>{_M}[./-]{_D}[./-]{_Y})|(?P<ymd>{_Y}[./-]{_M}[./-]{_D}))(?![\w])")


def _order_by_language(blocks: list[str], rulings: list[entries.Ruling]) -> str | None:
    """Day first where the page's own words (all but its rulings) are in a language other than
    English: only the United States' writers put the month first ("03/05/19" on a French club's page
    is 3 May). ``None`` where the page's words are English or say too little."""
    texts = {r.text for r in rulings}
    lines = [line for b in blocks for line in b.split("\n") if line not in texts and not any(t in line for t in texts)]
    # the site's own words, not the card's texts where there are enough of them (an English card's
    # text on a Dutch marketplace's page; a Portuguese printed text on Gatherer's English page)
    own = " ".join(line for line in lines if not reads_as_rules(line))
    if len(own.split()) < 12:
        own = " ".join(lines)
    language = _sure_language(own[:4000], margin=50.0) if len(own.split()) >= 12 else None
    if language in (None, "en") and len(own.split()) >= 12 and langid.unprinted_language(own[:4000], odds=0.8):
        return "dmy"  # (a language no card is printed in: a Dutch or Polish site's words; they write day first)
    return "dmy" if language not in (None, "en", "ja", "ko", "zhs", "zht") else None


#: a markup's escape before a character it would read as markup (Jira's and Markdown's "\\[Cost\\]", AsciiDoc's "\\{T}"):
#: the character (no ruling holds a backslash)
_MARKUP_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")
#: Markdown's number at a line's start kept from starting an ordered list ("8\\. April 2016", "1\\) ")
_ESCAPED_LIST_NUMBER = re.compile(r"(?m)^[ \t]*\d{1,4}\\[.)][ \t]")


def _ruling_records(rulings: list[entries.Ruling], order: str | None = None, told: bool = False) -> list[RulingRecord]:
    """The rulings as records: dates settled (day/month order as the page says, else by its rulings'
    language; two-digit years first under an East Asian heading), translations linked. ``told``: the
    page spelled its order out (else a two-digit year's day/month order is a guess, marked ambiguous)."""
    english_share = sum(1 for r in rulings if r.language == "en") * 2 >= len(rulings) if rulings else True
    dates = [r.date for r in rulings if r.date is not None]
    prefer_day_first = order == "dmy" or (order != "mdy" and not english_share)
    settled = dict(zip((id(d) for d in dates), settle(dates, prefer_day_first=prefer_day_first, year_first=order == "ymd",
                                                             told=told)))
    links = _translation_links(rulings)
    records = []
    for i, r in enumerate(rulings):
        date = settled.get(id(r.date)) if r.date is not None else None
        records.append(
            RulingRecord(
                date=date.date if date else None,
                text=_MARKUP_ESCAPE.sub(r"\1", entries.quotes_off(fallback.heads_off(r.text))),
                language=r.language,
                date_ambiguous=bool(date and date.ambiguous),
                translation_of=links.get(i),
                publisher=r.publisher,
            )
        )
    return records


def _refuse_no_page(section: _CardSection, rulings, records, translations, name: str) -> None:
    """No card text and no dated entry: a password file, a README, a page of something else is
    refused whatever --card says (issue 15)."""
    card_text = section.english is not None or any(rules_terms(p.text.text) for p in section.pairs)
    if not card_text and not any(r.date is not None for r in rulings):
        raise UnreadableSource(f"{name}: not a card or rulings page (no card text and no dated rulings)")
    if not translations and not records and section.english is None:
        raise UnreadableSource(f"{name}: not a card or rulings page (no card text and no dated rulings)")


def _head_lines(region: list[entries.Line], rulings: list[entries.Ruling]) -> list[str]:
    """The lines above the first ruling that no block gave as an item of its own (a text capture's
    "name / type line / text" in one block): the card's name may be among them."""
    ruling_texts = {r.text for r in rulings}
    first_ruling = next((k for k, line in enumerate(region) if line.text in ruling_texts), len(region))
    return [line.text for line in region[:first_ruling] if line.date is None and _short_or_title(line.text)
            and not is_chrome(line.text)]


def _english_record(english: Pair, heads: list[Item], above: list[str], html_title: str | None) -> CardRecord:
    """The card an English name, type line and text give, unless the line read as its name is another's:
    the card's text names another line's card above it (the set's name between them: "Fervent Paincaster"
    / "Hour of Devastation" / "Creature — Human Wizard"), or the page's title stands right over it ("Daga de
    los dignos" / "Hour of Devastation" / "Artifact — Equipment"), the name neither in the title nor the text."""
    named = english.name.text
    if named not in english.text.text:
        # (inside a sentence of the text, not a line of its own: a carousel's "Scrying Glass" read as a text)
        said = [line for line in english.text.text.split("\n") if len(line.split()) >= 4]
        named = next((c for c in _title_candidates(heads, above, html_title, None)
                      if _capitalized_name(c) and any(re.search(rf"(?<!\w){re.escape(c)}(?!\w)", line) for line in said)), named)
        lines = [line.strip() for block in above for line in block.split("\n") if line.strip()]
        over = next((lines[k - 1] for k in range(1, len(lines)) if lines[k] == named), None)
        parts = [part.strip() for part in _TITLE_SPLIT.split(html_title or "")]
        if named == english.name.text and over and over in parts and named not in (html_title or "") and _name_like(over):
            return CardRecord(name=None, lookup=CardLookup(name=over, language=_sure_language(over), alternatives=[named]))
    return CardRecord(
        name=named,
        type_line=english.type_line.text if english.type_line else None,
        oracle_text=english.text.text,
        lookup=CardLookup(name=named, language="en"),
    )


def _card_record(section: _CardSection, translations: list[TranslationRecord], card: str | None, name: str,
                 above: list[str], html_title: str | None, dated: bool = False) -> CardRecord:
    """The card the page is about: its English pair, else its title, its first translation or
    ``--card``; other lines above the rulings are alternatives. A page of dated rulings that gives
    no name line but may name its card inside one (``dated``: a chat export asking "how does NAME
    work …?", a breadcrumb) is left to the card its lines name or whose stored rulings it repeats
    (``identify``)."""
    english, title = section.english, section.title
    heads = section.items[:section.rulings_start]
    if english is not None:
        record = _english_record(english, heads, above, html_title)
    elif title:
        shown = _strip_title(title)
        record = CardRecord(name=None, lookup=CardLookup(name=shown, language=_sure_language(shown)))
    elif translations:
        first = translations[0]
        record = CardRecord(name=None, lookup=CardLookup(name=first.name, language=first.language))
    elif card:
        record = CardRecord(name=None, lookup=CardLookup(name=card))
    else:
        record = None
    if record is not None and record.lookup is not None and english is None:
        # other lines above the rulings may be the card's name where the first is not (a line of
        # chrome left above the title, a breadcrumb's last part, the HTML title)
        record.lookup.alternatives = _title_candidates(heads, above, html_title, record.lookup.name)
    if record is None or (not record.lookup.name and not record.lookup.alternatives and not card):
        alternatives = _title_candidates(heads, above, html_title, None)
        if not alternatives and not dated:
            raise UnreadableSource(f"{name}: the page names no card; pass --card NAME")
        record = CardRecord(name=None, lookup=CardLookup(name=alternatives[0] if alternatives else None,
                                                         alternatives=alternatives[1:]))
    if card:
        if record.name is not None and name_key(record.name) != name_key(card):
            # the user names the card: a card the page's lines read as its own is another (a proxy
            # sheet's "Slot 9 · Frost Titan" over the rulings of the card passed with --card)
            record = CardRecord(name=None)
        record.lookup = CardLookup(name=card, given=True)
    return record


def _capitalized_name(text: str) -> bool:
    """Two words or more, each long one capitalized, as an English card's name is ("Fervent Paincaster",
    "Circle of Protection: Red"), not a menu's "Search" a text may say too."""
    words = text.split()
    return len(words) >= 2 and _name_like(text) and all(w[:1].isupper() for w in words if len(w) > 3)


def _name_lines(title: str | None, above: list[str], region: list[entries.Line], rulings: list[entries.Ruling],
                html_title: str | None) -> list[str]:
    """The lines the card's name may stand inside, most likely first: the title, the HTML title, the
    lines above the rulings (nearest them first), then the page's other lines that are no ruling
    (a chat's "!rulings NAME", a mail's subject)."""
    ruling_texts = {r.text for r in rulings}
    first = next((k for k, line in enumerate(region) if line.text in ruling_texts), len(region))
    lines = [title or "", html_title or ""]
    lines += reversed([line for block in above for line in block.split("\n")] + [line.raw for line in region[:first]])
    lines += [line.raw for line in region[first:] if line.text not in ruling_texts]
    out: list[str] = []
    for line in lines:
        line = line.strip()
        if line and line not in out:
            out.append(line)
    return out


_TITLE_SPLIT = re.compile(r"\s+[|›»>/–—·-]\s+|\s*[|›»]\s*")


def _title_candidates(items: list[Item], blocks: list[str], html_title: str | None, first: str | None) -> list[str]:
    """Names the page may give its card by, nearest the rulings first (a card's name heads its
    rulings; a banner's button or an account link above it is no name, even when a card is called
    "Negar"): short lines above them, with the parts of a breadcrumb or of "NAME – FAQ", then the
    parts of the HTML title."""
    out: list[str] = []
    keywords = {items[k].text for k in range(len(items)) if _keyword_opening_text(items, k)}

    def add(text: str) -> None:
        text = _strip_title(text.strip())
        # a line without letters is no name: a signature's rule "__________" folds to the card "_____"
        if (text and text != first and text not in out and len(text) <= 80 and any(ch.isalpha() for ch in text)
                and text not in keywords):
            out.append(text)

    lines = [(it.text, True) for it in items if it.kind == "short"]
    lines += [(line, k == 0) for block in blocks for k, line in enumerate(block.split("\n"))]
    for line, heads_block in reversed(lines):
        parts = [part for part in _TITLE_SPLIT.split(line) if part.strip()]
        if len(parts) > 1:
            if _looks_like_type_line(Item("short", line)) and all(w in TYPE_WORDS for w in parts[0].casefold().split()):
                continue  # "Legendary Creature — Angel" names no card
            if _short_or_title(line) and not is_chrome(line):
                add(line)
            add(parts[-1])
            add(parts[0])
        elif _is_short(line) and not is_chrome(line) and (heads_block or not _looks_like_type_line(Item("short", line))):
            # (a type line under a name is none: "Artifact"; a block's first line may be: "Conspiracy")
            add(line)
    if html_title:
        for part in _TITLE_SPLIT.split(html_title):
            add(part)
    return out[:12]
