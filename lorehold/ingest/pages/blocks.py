"""A captured page as blocks of text: paragraphs of a text file (split at blank lines), or the
block elements of an HTML page once its chrome elements are gone. Symbols drawn as images keep
their meaning (``alt="{T}"`` or Gatherer's ``alt="Tap"`` become ``{T}``)."""

from __future__ import annotations

import functools
import re
import unicodedata
import warnings
from collections import Counter
from importlib import resources

from lorehold.ingest.pages.chrome import CHROME_TAGS, chrome_attribute, is_chrome, readers_attribute
from lorehold.ingest.pages.comments import opens_readers, readers_element, rulings_heading
from lorehold.ingest.pages.console import PROMPT
from lorehold.ingest.pages.dates import KNOWN_PUBLISHERS, find_dates, names_ruling, publisher_of
from lorehold.ingest.pages.evidence import reads_as_rules, rules_terms
from lorehold.ingest.pages.pasted import whole_date
from lorehold.ingest.pages.sidebyside import side_by_side

_BLANK = re.compile(r"\n[ \t\u00a0\u3000]*\n+")
_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200b\u202f\u205f]+")
_BLOCK_TAGS = {
    "address", "article", "blockquote", "body", "caption", "dd", "details", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "html", "li", "main", "ol", "p", "pre",
    "section", "summary", "table", "tbody", "td", "th", "thead", "tfoot", "tr", "ul",
}


def decode(data: bytes, name: str) -> str:
    """The page's text, in the encoding its bytes are in (``lorehold.charset``: a byte-order mark,
    the charset the page declares if its bytes read in it, UTF-8, else the code page that reads
    them best, as an old site's Shift_JIS, GBK, EUC-KR or windows-1251 page saved as it came)."""
    from lorehold.charset import decode as decode_bytes

    return decode_bytes(data).text


def looks_like_html(text: str) -> bool:
    head = text.lstrip()[:2048].lower()
    return head.startswith(("<!doctype html", "<html", "<?xml")) or bool(
        re.search(r"<(?:html|body|div|p|h1|h2|article|section|table|tr)[\s>]", head)  # (a client's table: mysql --html, sqlite3 -html)
    )


#: Markdown's, Slack's or Discord's emphasis around words that start or end a line ("*19 Jan 2018* Text",
#: "**Ruling:**", "Rulings for *NAME*"): the marks go, the words stay. Not inside a sentence (a ruling's
#: own "during *your* untap step"), nor a card's "*/*" or "_____" (the words start with a letter or digit)
_EMPHASIS = re.compile(r"^(\*{1,2}|__)(?=[^\W_])([^*\n]*?[^\s*_])\1(?![\w*/])|(?<![\w*/\\])(\*{1,2}|__)(?=[^\W_])([^*\n]*?[^\s*_])\3$")


_FEED_ROOT = re.compile(r"^(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*)*<(?:rss|feed|rdf:RDF)[\s>]", re.DOTALL)
#: an item's fields, in the order a reader shows them: its title, its date, its text
_FEED_FIELDS = (("title",), ("pubDate", "published", "updated", "dc:date", "date"))
#: an item's text: the whole of it where the feed carries it (WordPress's content:encoded), else its
#: summary (a teaser: "Here are the official rulings for NAME. […]")
_FEED_BODY = ("content:encoded", "encoded", "content", "description", "summary")


def is_feed(text: str) -> bool:
    """An RSS or Atom feed saved as it came (XML whose root is ``rss``, ``feed`` or ``rdf:RDF``)."""
    return bool(_FEED_ROOT.match(text.lstrip()[:4096]))


def feed_blocks(text: str) -> tuple[list[str], str | None]:
    """A feed as a reader shows it: each item (or entry) one block of its title, its date and its
    text (markup inside the text read as HTML); the feed's own title; links, ids and the feed's own
    dates (when it was built) are no lines."""
    from bs4 import BeautifulSoup

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        soup = BeautifulSoup(text, "xml")
    items = soup.find_all(["item", "entry"])
    channel = soup.find(["channel", "feed"])
    head = channel.find("title", recursive=False) if channel else None
    blocks = [head.get_text(" ", strip=True)] if head and head.get_text(strip=True) else []
    for item in items:
        lines = []
        for names in _FEED_FIELDS:
            field = next((f for f in (item.find(n, recursive=False) for n in names) if f is not None), None)
            value = _normalize_line(unicodedata.normalize("NFC", field.get_text(" ", strip=True))) if field is not None else ""
            if value:
                lines.append(value)
        body = next((f for f in (item.find(n, recursive=False) for n in _FEED_BODY) if f is not None and f.get_text(strip=True)), None)
        if body is None:  # (a video's feed: its text is the media group's description, YouTube's)
            body = next((f for f in item.find_all("description") if f.get_text(strip=True)), None)
        if body is not None:
            value = body.get_text(" ", strip=True)
            if "<" in value or "&" in value:
                # (the item's HTML, its blocks as a page's: a table's rows, paragraphs, a heading)
                lines += [_normalize_line(b) for b in html_blocks(value)[0]]
            else:
                # (plain text keeps its lines: a video's chapters, a numbered list; its wraps joined)
                lines += [line for b in text_blocks(value) for line in b.split("\n")]
        lines = [line for line in lines if line]
        if lines:
            blocks.append("\n".join(lines))
    return blocks, blocks[0] if head is not None and blocks else None


#: a wiki's italics around a bracketed date at a line's end ("… forever. //(2009. október 1.)//", DokuWiki)
_WIKI_ITALIC_END = re.compile(r"//(\([^()]{4,40}\))//\s*$")


#: a chat's mark that a message was edited, after its text ("… combat damage. (edited)", Slack's, Discord's;
#: WhatsApp's export in the phone's language: "<This message was edited>", "<Diese Nachricht wurde bearbeitet>")
_EDITED = re.compile(r"\s*(?:[(（](?:edited|bearbeitet|modifié|editado|modificato|изменено|編集済み|已编辑|已編輯|수정됨)[)）]"
                     r"|<[^<>\n]{0,40}(?:edit|bearbeit|modifi|редакт|измен|編集|编辑|編輯|수정)[^<>\n]{0,40}>)\s*$",
                     re.IGNORECASE)


#: a thread's counter after a post's last sentence or its date ("… Knight. (2021/11/19) 2/2", "… 3/5 🧵")
_THREAD_COUNTER = re.compile(r"(?<=[.!?。！？)）\]])\s+\(?(?P<n>\d{1,2})/(?P<of>\d{1,2})\)?(?:\s*🧵)?\s*$")


#: a note's block id after a paragraph's last word ("… as it resolves. ^1a277b", Obsidian's and Logseq's way to
#: link to a block): no word of it (no ruling of MTGJSON's holds a caret)
_BLOCK_ID = re.compile(r"(?<=\S)\s+\^[A-Za-z0-9][A-Za-z0-9-]*\s*$")


#: a note's inline field after a paragraph ("… as it resolves. [date:: 2019-10-04]", Dataview's in Obsidian,
#: "(ruled:: 4.10.2019)"): its value in its bracket, the key no word of the text
_INLINE_FIELD = re.compile(r"([\[(])\s*[^\W\d][\w -]{0,30}::\s*([^\[\]()]{1,60}?)\s*([\])])")


def _normalize_line(line: str) -> str:
    """Spaces collapsed; a run holding a tab stays one tab (a table's cells copied as text);
    a chat's "(edited)" after a message dropped, and a note's block id ("^1a277b"); an inline field's key
    ("[date:: 2019-10-04]" -> "[2019-10-04]"); emphasis marks around words dropped; emoji presentation selectors dropped ("▪️" is "▪"); Reddit's
    superscript mark before a bracket dropped ("… toughness). ^(le 07/12/2018)")."""
    line = _BLOCK_ID.sub("", _EDITED.sub("", line.replace("\ufe0f", "").replace("\ufe0e", "").replace("^(", "(")))
    if "::" in line:
        line = _INLINE_FIELD.sub(r"\1\2\3", line)
    counter = _THREAD_COUNTER.search(line)
    if counter and 0 < int(counter["n"]) <= int(counter["of"]):
        line = line[: counter.start()]
    line = _WIKI_ITALIC_END.sub(r"\1", _EMPHASIS.sub(lambda m: m.group(2) or m.group(4), line.strip()))
    if line[:1] == "|" and line[-1:] == "|" and " | " not in line:
        line = _bar_row(line)
    if "%%" in line:
        line = _NOWIKI.sub(r"\1", line)  # (DokuWiki's "%%text%%": the text as it is)
    return _SPACES.sub(lambda m: "\t" if "\t" in m.group() else " ", line).strip()


_NOWIKI = re.compile(r"%%(.+?)%%")
#: the bars between a wiki table's cells ("|2022-02-18|Text|", Jira's and Confluence's header "||Date||Ruling||"),
#: not a link's ("[the article|https://…]")
_BARS = re.compile(r"\|+(?![^\[\]]*\])")


def _bar_row(line: str) -> str:
    """A table's row written with bare bars ("|2022-02-18|Text|") spaced as a drawn table's is ("| 2022-02-18 | Text
    |"); any other line as it is."""
    cells = [cell.strip() for cell in _BARS.split(line)[1:-1]]
    if len(cells) < 2 or not all(cells):
        return line
    return "| " + " | ".join(cells) + " |"


#: a printed page's counter ("1/2", "Page 1 of 2", "Σελίδα 1 από 2", "Seite 1 von 2") or an address
_PRINT_CELL = re.compile(r"^(?:\d{1,3}\s*/\s*\d{1,3}|[^\W\d_]+\.?\s+\d{1,3}\s+[^\W\d_]+\.?\s+\d{1,3}|https?://\S+)$")


def _print_furniture(line: str, repeated: bool) -> bool:
    """A browser's header or footer on a printed page: two cells a tab (or wide spaces) apart, one of
    them the page's counter or its address; or the time it was printed ("4/7/18, 6:43 μ.μ.") beside
    the page's title, the same on every printed page (``repeated``; a table's rows dated with a time
    differ)."""
    cells = [c.strip() for c in re.split(r"\t| {3,}", line.strip())]
    if len(cells) != 2 or not all(cells):
        return False
    if any(_PRINT_CELL.match(cell) for cell in cells):
        return True
    if not repeated:
        return False  # (the dates of a table's rows are not looked for: a printed time repeats)
    for k, cell in enumerate(cells):
        found = find_dates(cell)
        if found and found[0].timed and len(cell) - (found[0].end - found[0].start) <= 8 and len(cells[1 - k].split()) <= 16:
            return True
    return False


#: a line that is an address alone
_ADDRESS_LINE = re.compile(r"\s*https?://\S+\s*$")
#: a printed page's counter on a line of its own, its number and the pages' count
_PAGE_OF = re.compile(r"^\s*(?:[^\W\d_]+\.?\s+)?(\d{1,3})\s*(?:/|\s[^\W\d_]+\.?\s)\s*(\d{1,3})\s*$")


def print_furniture_out(text: str) -> str:
    """A page printed to PDF, its text without the header and footer every printed page repeats
    (two such lines or more): the text runs on across the page breaks. The header and footer are
    two cells a tab apart, or lines of their own around the page's counter ("1/2", then "2/2"):
    there the lines beside a counter that the document prints once a page (its address, its title,
    the time)."""
    lines = text.split("\n")
    counts: dict[str, int] = {}
    for line in lines:
        counts[line.strip()] = counts.get(line.strip(), 0) + 1
    drop = {k for k, line in enumerate(lines)
            if ("\t" in line or "   " in line.strip()) and _print_furniture(line, counts[line.strip()] >= 2)}
    if len(drop) < 2:
        drop = set()
    counters = [(k, m) for k, line in enumerate(lines) if (m := _PAGE_OF.match(line))]
    totals = [m.group(2) for _, m in counters]
    if len(counters) >= 2 and len(set(totals)) == 1 and int(totals[0]) == len(counters) \
            and [int(m.group(1)) for _, m in counters] == list(range(1, len(counters) + 1)):
        for k, _ in counters:
            # (a line printed once on every page: the address, the title, the time it was printed;
            # not a ruling's date that many rulings repeat); the page's address among them (a
            # thread's "1/3" under each post is no printed page's)
            near = [j for j in range(max(0, k - 3), min(len(lines), k + 4))
                    if lines[j].strip() and counts[lines[j].strip()] == len(counters)]
            if any(_ADDRESS_LINE.match(lines[j]) for j in near):
                drop.update([k, *near])
    return "\n".join(line for k, line in enumerate(lines) if k not in drop) if drop else text


#: the gap between a line's pieces set apart (a running header's title and its publisher)
_GAP = re.compile(r"\s{3,}")
#: a printed page's bare number ("6", "- 6 -")
_PAGE_NUMBER = re.compile(r"^\s*[-–—]?\s*\d{1,4}\s*[-–—]?\s*$")


def form_feed_pages(text: str) -> str:
    """A PDF's text as ``pdftotext`` writes it, its pages parted by form feeds: each page's running
    header and footer (a line at its top or its bottom that other pages print too, but for their
    numbers; a page's counter or bare number) dropped, and a paragraph the page break cut (its
    last line ends no sentence) running on into the next page."""
    if "\f" not in text:
        return text
    pages = [page.split("\n") for page in text.split("\f")]
    if len(pages) > 1 and not "".join(pages[-1]).strip():
        pages.pop()
    edges = [_page_edges(page) for page in pages]
    shapes = Counter(digits_masked(page[k]) for page, ks in zip(pages, edges) for k in ks)
    # (a running header's pieces, a gap apart on one page, may stand on lines of their own on another: the
    # first page's title block; each piece counted once a page)
    pieces = Counter(shape for page, ks in zip(pages, edges) for shape in {
        digits_masked(piece) for k in ks for piece in _GAP.split(page[k].strip()) if piece})
    out: list[str] = []
    for n, (page, ks) in enumerate(zip(pages, edges)):
        # (a ruling's date many rulings repeat may end two pages, alone or with its source, "— WotC, 4
        # octobre 2019": a line with a date is furniture only where every page prints it at its edge)
        kept = [line for k, line in enumerate(page) if not (k in ks and (
            (len(pages) > 1 and shapes[digits_masked(line)] >= (len(pages) if whole_date(line.strip()) or find_dates(line) else 2))
            or _PAGE_OF.match(line) or _PAGE_NUMBER.match(line)
            or (len(pages) > 1 and (n, k) != (0, ks[0]) and not find_dates(line)
                and all(pieces[digits_masked(piece)] >= 2 for piece in _GAP.split(line.strip()) if piece))))]
        # (a page set in two columns is read column by column before the next page: its columns end there)
        kept = side_by_side("\n".join(kept)).split("\n")
        while kept and not kept[0].strip():
            kept.pop(0)
        while kept and not kept[-1].strip():
            kept.pop()
        if out and kept:
            # (a page break inside a sentence is no paragraph's end; nor, where each entry starts with its
            # date, one before a page's first lines that have no date over them)
            if _LINE_END.search(out[-1].strip()) and _runs_on(out, kept):
                out[-1], kept = f"{out[-1].rstrip()} {kept[0].strip()}", kept[1:]  # (no new line after a short one)
            elif _LINE_END.search(out[-1].strip()):
                out.append("")
        out += kept
    return "\n".join(out)


def _runs_on(before: list[str], page: list[str]) -> bool:
    """``page``'s first paragraph goes on with the entry ``before`` ends: it has no date over it, while
    that entry stands under a date of its own, as the document's entries do (three or more)."""
    heads = [k for k, line in enumerate(before) if whole_date(line.strip())
             and k + 1 < len(before) and before[k + 1].strip() and (k == 0 or not before[k - 1].strip())]
    if len(heads) < 3 or whole_date(page[0].strip()):
        return False
    start = max(k for k, line in enumerate(before) if k == 0 or not before[k - 1].strip() and line.strip())
    first = page[:page.index("")] if "" in page else page
    # (a sentence's words: no label, no date of its own, "Quelle: Gatherer (abgerufen am DATE)")
    return (start in heads and _LINE_END.search(first[-1].strip()) is not None and len(first[0].split()) >= 4
            and not _LABEL_LED.match(first[0].strip()) and not any(find_dates(line) for line in first))


#: a line led by a label ("Quelle:", "Source :")
_LABEL_LED = re.compile(r"^[^\W\d_][\w.-]*(?: [\w.-]+)? ?:(?=\s)")


def _page_edges(page: list[str]) -> list[int]:
    """The indexes of a page's first two and last two lines with text."""
    filled = [k for k, line in enumerate(page) if line.strip()]
    return sorted(set(filled[:2] + filled[-2:]))


def digits_masked(line: str) -> str:
    """A line's shape: its spaces collapsed, each run of digits one "#" (a page's header but for its number)."""
    return re.sub(r"\d+", "#", " ".join(line.split()))


#: a reply's quotation marks at a line's start, any depth ("> ", ">> ", "> > ")
_QUOTED = re.compile(r"^[ \t]*>(?:[ \t]?>)*[ \t]?", re.MULTILINE)


def quotes_unmarked(text: str) -> str:
    """A mail's or a post's quoted text without its quotation marks, where a quarter of its lines or
    more are quoted: the quoted lines are paragraphs and wrapped lines as they were first written."""
    lines = [line for line in text.split("\n") if line.strip()]
    if len(lines) < 4 or sum(1 for line in lines if line.lstrip().startswith(">")) * 4 < len(lines):
        return text
    return _QUOTED.sub("", text)


#: a word processor's list bullet saved as plain text: the character its symbol font drew, then a tab
#: (Word: "o" for the second level's circle, "·" and "§" for Symbol's and Wingdings' squares, "Ø", "ü", "v")
_SAVED_BULLET = re.compile(r"(?m)^([ \t]*)[o·§Øüv\uf0b7\uf0a7\uf0d8]\t")


def _saved_bullets(text: str) -> str:
    """A list a word processor saved as plain text, its bullets as "•"."""
    return _SAVED_BULLET.sub(r"\1• ", text)


#: a chat export's message of several lines, in double quotes after its time and sender, tabs apart
#: (LINE's "18:56<TAB>Name<TAB>"first line" … "last line""): the quotes are the export's
_QUOTED_MESSAGE = re.compile(r'(?m)^(\d{1,2}:\d{2}\t[^\t\n]{0,40}\t)"([^"\n]*\n(?:[^"\n]*\n){0,40}?[^"\n]*)"[ \t]*$')


def _quoted_messages(text: str) -> str:
    """A chat export's messages of several lines without the quotes the export wrapped them in."""
    return _QUOTED_MESSAGE.sub(r"\1\2", text) if '\t"' in text else text


def text_blocks(text: str) -> list[str]:
    """Paragraphs of a text page: split at blank lines, spaces collapsed, line breaks kept (but a
    sentence wrapped over several lines, as text copied from a PDF is, one line again)."""
    text = _quoted_messages(_saved_bullets(unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))))
    text = _PROMPT.sub("\n\\g<0>", text)  # (a console's prompt starts a command: no wrapped line's end)
    chunks = []
    for chunk in _BLANK.split(text):
        lines = [_normalize_line(_spaced_columns(line)) for line in _hanging(chunk.split("\n"))]
        chunks.append([line for line in lines if line])
    page = _page_width(chunks)
    return ["\n".join(join_wrapped(lines, page)) for lines in chunks if lines]


_PROMPT = re.compile(r"(?<=\n)" + PROMPT.pattern)


def _page_width(chunks: list[list[str]]) -> int:
    """The width a page's text was wrapped at, where four of its lines or more are surely a wrap's cuts
    (they end no sentence and go on in lower case); 0 where it does not tell."""
    sure = sorted(len(a) for lines in chunks for a, b in zip(lines, lines[1:])
                  if b[:1].islower() and "\t" not in a and (not _LINE_END.search(a) or _mark_goes_on(a, b)))
    return sure[int(0.9 * (len(sure) - 1))] if len(sure) >= 4 else 0


#: a list item's marker after its indentation ("  + ", "- ", "* ", "• ", "12. ")
_MARKED = re.compile(r"^(?P<indent>\s*)(?:[+*•–—●◦▪‣-]|\d{1,3}[.)])\s+\S")


_COLUMN_GAP = re.compile(r"(?<=\S) {2,}(?=\S)")


def _spaced_columns(line: str) -> str:
    """A table's row copied with its columns apart by runs of spaces ("2013.04.15  Wizards of the
    Coast  If this land …"): the runs as tabs, when a column is a date alone, so the row reads as a
    tab-separated one does. (``columns.py`` rebuilds tables whose cells stand under their header's
    labels, wrapped cells too; this is the row whose header does not line up with it.)"""
    cells = _COLUMN_GAP.split(line.strip())
    if len(cells) < 2 or not any(whole_date(cell) for cell in cells):
        return line
    return "\t".join(cells)


#: an outliner's property under its block ("  id:: 0df1b5be-…", "  collapsed:: false", Logseq's): a line of its own
#: (under a block of properties, "- type:: Instant", it goes on with them as before)
_PROPERTY = re.compile(r"^\s*[^\W\d_][\w-]*::\s")
_MARKED_LEAD = re.compile(r"^\s*[-*+•]\s+")


def _hanging(lines: list[str]) -> list[str]:
    """A list item wrapped with a hanging indent joined into one line: the lines after a marked
    line, indented deeper than its marker and marking no item of their own, continue it
    ("  + If this land enters …, its" / "    ability will force you … [Oracle 2013/04/15]"); an outliner's
    property under an item of text ("  id:: …") does not."""
    out: list[str] = []
    indent: int | None = None
    for line in lines:
        m = _MARKED.match(line)
        depth = len(line) - len(line.lstrip())
        # (a number the wrap set at an indented line's start, mid-sentence, marks no item: "… mana value is" / "1. It …")
        if m and indent is not None and depth > indent and _number_goes_on(out[-1], line.strip(), True):
            m = None
        if (indent is not None and not m and line.strip() and depth > indent
                and not (_PROPERTY.match(line) and not _PROPERTY.match(_MARKED_LEAD.sub("", out[-1])))):
            out[-1] = out[-1].rstrip() + " " + line.strip()
            continue
        indent = len(m.group("indent")) if m else None
        out.append(line)
    return out


#: a line that ends a sentence, an item or a field (not one a wrap cut in the middle)
# (a closing quote ends a line only after a sentence's mark: "owners’" and "spell”" run on)
_LINE_END = re.compile(r"(?:[.!?。！？:：;)）\]】|]|[.!?。！？,][\"'”’»」』]|[」』])$")
#: a line that starts an item of its own: a list marker or a mark, a number, a date's digits
# (a wrapped line may start with a number in the text: "0/0 creature with three +1/+1 counters …",
# a power and toughness's change, "-1/-1, even if …", a mana symbol, "{2}{U} more …", or a placeholder
# of the rules' templates, "[this permanent] enters …", or the rest of a card's name, "// Ice is both …")
_ITEM_START = re.compile(r"^(?:(?![+-]\d|[+-]X/|\{|\[[a-z]|//\s)[^\w\s\"'“‘(]|\d{1,3}[.)](?:\s|$)|\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|\d+\s*$|\d+\s+[^\W\d_]+\s+\d{4})")
#: a list item's bullet at a line's start
_BULLET_START = re.compile(r"^[–—•*●◦▪‣-]\s")
#: what separates the links of a navigation row or a breadcrumb's parts
_LINK_ROW = re.compile(r"\s[|·›»>/•→▸—–]\s|\s{2,}")


_DASHES = re.compile(r"\s[—–]\s")


def _link_row(line: str) -> bool:
    """A row of links or a breadcrumb: parts between separators; between dashes, parts of a few words
    each (a sentence's dashes, "… on it — one from a Debt of Loyalty you cast and one from", part no row),
    the last no article's or preposition's, the first no entry's date."""
    if not _LINK_ROW.search(line):
        return False
    if _LINK_ROW.search(_DASHES.sub(" ", line)):
        return True
    # (nor a line ending with a word no sentence ends with, "1. 7. Dezember 2018 – If the target permanent
    # becomes an", nor an entry's first line, its date first: "1. 29. September 2017 – Once a creature you
    # control has")
    return (all(len(part.split()) <= 6 for part in _DASHES.split(line)) and line.split()[-1] not in _GOES_ON
            and not _dated_start(line))


#: a wrapped paragraph's lines fill the width: most reach this share of the longest
_FILLED = 0.7


def join_wrapped(lines: list[str], page: int = 0, own: bool = True) -> list[str]:
    """Lines as a fixed-width wrap left them, joined back: a line reaching the block's width that ends
    no sentence continues on the next one, unless that one starts an item (a bullet, a number, a
    date), and the lines so chained end a sentence. Only in a block where two lines or more are
    filled so: a wrapped paragraph. (``page``: the width the whole page was wrapped at, 0 if unknown;
    ``own``: the lines are a text's own, not an HTML page's paragraphs or <br> lines read as lines.)"""
    if (len(lines) >= 3 and _date_label(lines[-1]) and not _ends_sentence_before_date(lines[-1])
            and not _BULLET_START.match(lines[0]) and not any(_date_label(line) for line in lines[:-1])):
        # a wrapped paragraph over the date line that closes it ("~ Oracle 6/7/2013"): the paragraph's
        # lines are joined as any wrap's are, the date line stays its own
        return _paragraph_over_date(lines[:-1]) + lines[-1:]
    tailed = _date_tailed_joined(lines)
    if tailed is not None:
        return tailed
    if len(lines) == 2 and (_wrapped_once(lines[0], lines[1]) or _cut_at_width(lines[0], lines[1], page)):
        return [_joined(lines)]  # a sentence wrapped once: its second line goes on in lower case
    # a single list item wrapped over two lines or more (its own paragraph in a PDF's text) too
    one_item = bool(_BULLET_START.match(lines[0])) and not any(_ITEM_START.match(line) for line in lines[1:])
    if len(lines) < (2 if one_item else 3):
        return lines
    width, filled, narrow = _wrap_cuts(lines)
    if (width or page) and _dated_paragraph(lines, width or page, page):
        return [lines[0], _joined(lines[1:])]
    segmented = _dated_segments_joined(lines, width or page, page, narrow) if own else None
    if segmented is not None:
        return segmented
    if own or page:  # (lines that are no text's own: where the page's width is known, a PDF's lines)
        filled = _sentence_cuts(lines, filled, page or width)
    # (an entry that starts with its date, "1 maja 2007: Text …", among two or more such or alone, runs
    # on as a bullet's item does, see below)
    # (not a date line crediting its publisher, "2020-08-07 - Wizards of the Coast", nor a post's stamp,
    # "19.01.2023 23:06 ~ 23:51 mana yanığı")
    dated = [own and _dated_start(line) and not _no_entry(line) for line in lines]
    if sum(dated) < 2 and not (dated[0] and not any(_ITEM_START.match(line) for line in lines[1:])):
        dated = [False] * len(lines)  # (one entry alone: the block's first line, no item after it)
    # (two entries or more, not a table's rows: "пн, 4 окт. 2004<TAB>If the card …")
    entries = sum(1 for d, line in zip(dated, lines) if d and "\t" not in line)
    few_cuts = sum(filled) < (1 if one_item else 2)
    if few_cuts and entries < 2:
        return _once_wrapped_joined(lines)
    # (where the wrap cut few lines, only the entries run on, and past a sentence's end only one followed by
    # another: the lines after the last one may be the page's own, "Spoiler season is here! …")
    until = max(i for i, d in enumerate(dated) if d) if few_cuts else None
    # in a list of two bullets or more, an item runs on past a full line that ends a sentence, into a
    # line that starts the next sentence (a wrap can cut at a sentence's end too)
    bulleted = one_item or sum(1 for line in lines if _BULLET_START.match(line)) >= 2
    # (an entry's first line is cut as any line is, its date before it: no date line alone)
    filled = [f or (d and not _LINE_END.search(line) and len(line) >= _FILLED * width) for f, d, line in zip(filled, dated, lines)]
    # (a line the wrap ended short because the next word, a web address, was too long to fit on it)
    filled = [f or (k + 1 < len(lines) and _long_word_moved(line, lines[k + 1], width)) for k, (f, line) in enumerate(zip(filled, lines))]
    out = _chains_joined(lines, filled, dated, bulleted, narrow, width, until)
    return _one_paragraph_a_date(out) if narrow else out


def _long_word_moved(line: str, after: str, width: int) -> bool:
    """A line that ends no sentence, before a word of 30 characters or more (a web address) that
    would not have fit on it: the wrap moved the word to a line of its own."""
    word = after.split()[0] if after.split() else ""
    return (len(word) >= 30 and width > 0 and len(line) + 1 + len(word) > width and not _LINE_END.search(line)
            and "\t" not in line)


def _other_language(line: str, after: str) -> bool:
    """A sentence in another language than the one the line before it ends: the writer's own words
    under a quoted English ruling ("… Crook of Condemnation." / "Correções são bem-vindas nos
    comentários."), no more of it, whatever the wrap's width says."""
    if len(after.split()) < 4:
        return False
    from lorehold.ingest.pages import langid

    return langid.identify(line) != langid.identify(after)


def _bracket_open(line: str) -> bool:
    """The line opens a parenthesis or a square bracket it does not close."""
    return line.count("(") > line.count(")") or line.count("[") > line.count("]")


def _chains_joined(lines: list[str], filled: list[bool], dated: list[bool], bulleted: bool, narrow: bool,
                   width: int, until: int | None) -> list[str]:
    """The lines with each chain of a wrap's cuts joined (see ``join_wrapped``); with ``until``, only the
    dated entries' chains, each running on past a sentence's end only into a line before ``until``."""
    out: list[str] = []
    k = 0
    while k < len(lines):
        chain = [lines[k]]
        if until is not None and not dated[k]:
            out.append(lines[k])
            k += 1
            continue
        # (a line inside a bracket its line opened continues it, a number first or not: "(12 luglio" / "2019)",
        # "[Gatherer" / "2021/09/24]")
        # (in a narrow column a wrap's next line is no longer than the column: a page's elements in a row
        # are no column, "… 판정 정리해둠" over a paragraph of 169 characters)
        while k + 1 < len(lines) and (not narrow or len(lines[k + 1]) <= width + 8) and (
                not _ITEM_START.match(lines[k + 1]) or _bracket_open(lines[k])
                or _number_goes_on(lines[k], lines[k + 1], filled[k], lines[k + 2] if k + 2 < len(lines) else None)) and not (
                # (a sentence's end, then a line that starts with a date written in words: the next entry,
                # "Feb. 18, 2022 — Each face …")
                _LINE_END.search(lines[k]) and _dated_start(lines[k + 1])) and (filled[k] or (until is None or k + 1 < until) and (
                (bulleted and _BULLET_START.match(chain[0]) or dated[k - len(chain) + 1])
                and lines[k].rstrip("\"'”’»").endswith((".", "?", "!"))
                and len(lines[k]) >= _FILLED * width
                and lines[k + 1][:1].isupper() and not is_chrome(lines[k + 1])
                and not _other_language(lines[k], lines[k + 1]))):
            k += 1
            chain.append(lines[k])
        # (an item run on past its sentence's end into a line that ends none, "Last updated: DATE", ends
        # with its last sentence: the lines after it are no part of it)
        whole = max((j for j in range(2, len(chain) + 1) if _LINE_END.search(chain[j - 1])), default=0)
        if whole:
            out.append(_joined(chain[:whole]))
            k -= len(chain) - whole
        else:
            out.extend(chain)
        k += 1
    return out


_WORDED = re.compile(r"[^\W\d_]{2,}")


#: what closes a text after its date: brackets, a period, spaces
_AFTER_DATE = " \t.)]）】"


def _ends_with_date(text: str) -> bool:
    """A text whose last words are a whole date, set off by a dash, a bracket or a middle dot
    ("… won't be exiled. — 14 jul. 2017", "… (2017-07-14)")."""
    found = find_dates(text[-40:])
    if not found or found[-1].timed:
        return False
    last = found[-1]
    tail = text[-40:]
    before = text[: len(text) - len(tail) + last.start].rstrip(" (［[")
    # (after a sentence's end, then a dash, a bracket or a dot: not a post's "⏱ 6 min read · DATE")
    mark = before[-1:]
    sentence = before[:-1].rstrip() if mark in "—–-·|(" else before
    return (len(tail[last.end:].strip(_AFTER_DATE)) == 0 and len(sentence.split()) >= 1
            and sentence.rstrip("\"'”’»")[-1:] in (".", "!", "?", ")", "。"))


#: a list item's bullet or number (not a quoted reply's "> ")
_LIST_ITEM = re.compile(r"^\s*(?:[•▪◦●‣∙*–—-]|\d{1,3}[.)])\s")


def _date_tailed_joined(lines: list[str]) -> list[str] | None:
    """A block of hard-wrapped lines (an e-mail's, a list archive's <pre> at 72 columns) whose entries
    each end with their date ("… can't be" / "exiled. — 14 jul. 2017", the date itself cut across two
    lines at times): each entry joined whole, up to and with its date. The lines above the first entry
    that fill no wrapped line (a lead-in's "Here are the rulings:") stay as they are, and so do the
    lines after the last one. ``None`` unless two entries or more, one of them wrapped."""
    if len(lines) < 4 or max(len(line) for line in lines) > 100:
        return None
    # (a list's items, "▪ … (26 April 2014)", or a date in brackets on a line of its own, "(23 aug.
    # 2016)" under each paragraph of a narrow column: the other readings' blocks; not a date the wrap
    # left alone after its dash, "— 18 apr. 2017")
    tails = {k for k, line in enumerate(lines) if line.lstrip()[:1] in "—–-" and whole_date(line.strip(" —–-"))}
    if (sum(1 for k, line in enumerate(lines) if _LIST_ITEM.match(line) and k not in tails) >= 2
            or any(whole_date(line.strip(" ()[]")) for k, line in enumerate(lines) if k not in tails)):
        return None
    closing = [k for k in range(len(lines)) if _ends_with_date(lines[k]) or (
        k > 0 and not _ends_with_date(lines[k - 1]) and _ends_with_date(f"{lines[k - 1]} {lines[k]}")
        and not find_dates(lines[k - 1][-40:]))]
    if len(closing) < 2 or all(b - a == 1 for a, b in zip(closing, closing[1:])):
        return None
    width = max(len(lines[k]) for k in range(len(lines)) if k not in closing)
    start = closing[0]
    while start > 0 and len(lines[start - 1]) >= _FILLED * width and not _LINE_END.search(lines[start - 1]):
        start -= 1
    out = lines[:start]
    for k in closing:
        out.append(_joined(lines[start : k + 1]))
        start = k + 1
    return out + lines[start:]


def _dated_start(line: str) -> bool:
    """A line that starts with a date and goes on with words ("1 maja 2007: Nix can target …"), after a
    list's number or bullet or not ("6. 18. Juni 2021 – To cast …")."""
    lead = _LIST_MARK.match(line)
    skip = lead.end() if lead else 0
    found = find_dates(line[skip: skip + 40])
    return bool(found) and found[0].start <= 2 and len(line) > skip + found[0].end + 12


def _no_entry(line: str) -> bool:
    """A date and the name of a known publisher after it, "2020-08-07 - Wizards of the Coast", "2021-09-24 ·
    Gatherer" (a ruling's date line), or a time after it, "19.01.2023 23:06 ~ 23:51 mana yanığı" (a post's
    stamp): no entry's first line."""
    found = find_dates(line)
    rest = line[found[0].end:].strip(" -–—·|:,()[]") if found else ""
    if found and (found[0].timed or re.match(r"[~\s]*\d{1,2}:\d{2}", rest)):
        return True
    return bool(rest) and len(rest.split()) <= 5 and publisher_of(rest) in KNOWN_PUBLISHERS


#: a list item's number or bullet before its text
_LIST_MARK = re.compile(r"(?:\d{1,3}[.)]|[–—•*●◦▪‣-])\s+")


def _dated_segments_joined(lines: list[str], width: int, page: int, narrow: bool) -> list[str] | None:
    """A column of date lines, each over one wrapped paragraph (a phone screenshot's OCR under its
    status bar): each paragraph that fills the column as a wrap does joined whole, though the wrap
    cut where a sentence ended; the others joined as any block's lines are. ``None`` unless two date
    lines or more, or every one, stand over such paragraphs."""
    first = next((k for k, line in enumerate(lines) if whole_date(line.strip())), None)
    if first is None or not width:
        return None
    segments: list[list[str]] = []
    for line in lines[first:]:
        if whole_date(line.strip()):
            segments.append([line])
        else:
            segments[-1].append(line)
    # (a screenshot's buttons under the last paragraph, no word in them, are none of its lines)
    tails: list[list[str]] = []
    for seg in segments:
        k = len(seg)
        while k > 2 and not _WORDED.search(seg[k - 1]):
            k -= 1
        tails.append(seg[k:])
        del seg[k:]
    fill = 0.6 if narrow else _FILLED  # (a narrow column's wrap leaves a more ragged edge)
    whole = [_dated_paragraph(seg, width, page, fill) for seg in segments]
    if sum(whole) < 2 and not all(whole):
        return None
    out = join_wrapped(lines[:first], page) if first >= 3 else lines[:first]
    for seg, ok, tail in zip(segments, whole, tails):
        out += [seg[0], _joined(seg[1:])] if ok else [seg[0], *join_wrapped(seg[1:], page)] if len(seg) > 1 else seg
        out += tail
    return out


def _dated_paragraph(lines: list[str], width: int, page: int = 0, fill: float = _FILLED) -> bool:
    """A date line over one wrapped paragraph: every line but the last fills the
    wrap's width, none goes past it, the last ends a sentence. The wrap cut where a sentence ended too
    (a two-column handout's narrow column, a PDF's page); a list of sentences, one a line, fills no
    width so evenly, and leaves no line a wrap cut to measure one by. ``page``: the page's own wrap
    width, which measures a block too short to show one."""
    body = lines[1:]
    if len(body) < 2 or not whole_date(lines[0].strip()) or not _LINE_END.search(body[-1]):
        return False
    if len(body) == 2:
        # a sentence the wrap cut once: its first line ends none, is long or goes on in lower case; or,
        # on a page wrapped at a known width, its first line reaches that width, a sentence's end or not
        if _ITEM_START.match(body[1]) or _BULLET_START.match(body[0]):
            return False
        if page and page - 12 <= len(body[0]) <= page + 2 and len(body[1]) <= page + 2:
            return True
        return not _LINE_END.search(body[0]) and (len(body[0].split()) >= 8 or body[1][:1].islower())
    return (all(len(line) <= width + 2 for line in body) and all(len(line) >= fill * width for line in body[:-1])
            and not any(_BULLET_START.match(line) or _date_label(line) for line in body))


def _one_paragraph_a_date(lines: list[str]) -> list[str]:
    """A narrow column whose date lines each stand by one paragraph (most of them by one joined
    line, three date lines or more): the sentences between two date lines are one paragraph, which
    the wrap cut where a sentence ended too (a phone screenshot's OCR, "(23 aug. 2016)" under each)."""
    labels = [k for k, line in enumerate(lines) if _date_label(line)]
    if len(labels) < 3:
        return lines
    segments = [lines[a + 1 : b] for a, b in zip(labels, labels[1:])]
    prose = [seg for seg in segments if seg and all(len(line.split()) >= 3 and not _ITEM_START.match(line) for line in seg)]
    if not prose or 3 * sum(1 for seg in prose if len(seg) == 1) < 2 * len(prose):
        return lines
    out = lines[: labels[0] + 1]
    for seg, b in zip(segments, labels[1:]):
        whole = seg in prose and len(seg) > 1 and all(_LINE_END.search(line) for line in seg)
        out += [" ".join(seg)] if whole else seg
        out.append(lines[b])
    return out + lines[labels[-1] + 1 :]


def _number_goes_on(line: str, after: str, cut: bool, following: str | None = "") -> bool:
    """A number the wrap set at a line's start in the middle of a sentence ("… whose mana value is" /
    "1. It can't be the target …"): the line above was cut by the wrap and ends with a word in lower
    case, so the number is no list item's. So is a number alone on its line after such a line, the
    next line another item or none (``following``: None at the block's end): "… its mana value is" /
    "4." / "5. 18. Juni 2021 – …"."""
    if not (re.match(r"\d{1,3}[.)](?:\s|$)", after) and line.rstrip()[-1:].islower()):
        return False
    alone = re.fullmatch(r"\d{1,3}[.)]", after.strip()) is not None
    return cut or (alone and (following is None or _ITEM_START.match(following) is not None))


def _sentence_cuts(lines: list[str], filled: list[bool], width: int) -> list[bool]:
    """``filled`` with the lines a greedy wrap cut where a sentence ended: a full line ending a
    sentence whose next line's first word would not have fit on it, where that next line is cut by
    the wrap too ("… isn't casting it for an alternative cost." / "Effects that allow you to cast a
    spell for an alternative cost or" / …): the paragraph goes on. A line a writer ended leaves room; a
    line longer than the wrap's width, or a table's row, is no wrap's line."""
    out = list(filled)
    for k in range(len(lines) - 1):
        line, after = lines[k].rstrip(), lines[k + 1]
        # (or that goes on in lower case from a line the wrap cut: "… in a graveyard are artifact," /
        # "creature, …, and tribal." / "Legendary, basic, …": the paragraph's last sentence on a line of its own)
        if (not filled[k] and (filled[k + 1] or (k > 0 and out[k - 1] and line[:1].islower())) and re.search(r"[.!?][\"'”’»]?$", line) and after.lstrip("(\"“‘«")[:1].isupper()
                and len(line.split()) >= 7 and width - 8 <= len(line) <= width + 2 and "\t" not in line
                and len(line) + 1 + len(after.split()[0]) > width and not _ITEM_START.match(after)
                and not is_chrome(after) and not _other_language(line, after)):
            out[k] = True
    return out


def _wrap_cuts(lines: list[str]) -> tuple[int, list[bool], bool]:
    """The wrap's width, for each line whether the wrap cut it (it runs on into the next), and
    whether the block is a narrow column."""
    # the wrap's width: the longest line a wrap cut (a paragraph that ends on its line is no measure)
    # (among many lines, the longest tenth are no measure either: a screenshot's OCR has its status
    # bar and buttons over a column wrapped at 32)
    cuts = sorted(len(line) for line in lines if not _LINE_END.search(line) and "\t" not in line)
    width = (cuts[-1] if len(cuts) < 10 else cuts[int(0.9 * (len(cuts) - 1))]) if cuts else 0
    # (lines that run on into one in lower case are a wrap's cuts for sure: two or more of them
    # measure it, whatever a screenshot's file name over the column is)
    sure = [len(line) for line, after in zip(lines, lines[1:])
            if after[:1].islower() and not _LINE_END.search(line) and "\t" not in line]
    if len(sure) >= 2:
        width = min(width, max(sure))
    # (a table's row, "text<TAB>date", a line ending with a date or a number, a row of links or a
    # breadcrumb is no wrap's cut: a wrap cuts prose, a sentence of many words)
    # (a line ending with a number continues only into a word in lower case: a date cut after its
    # day, "(le 1" / "février 2006)"; or inside a parenthesis it opened: "(4" / "October 2019)")
    # (a narrow column's wrap, a forum quote's at 45 characters, fills lines shorter than 40 where
    # the block has many of them)
    # (every line within it, or all but one in ten: a screenshot's file name over its OCR'd column)
    narrow = len(lines) >= 3 and 24 <= width <= 60 and sum(len(line) > width + 8 for line in lines) <= len(lines) // 10
    if not narrow and cuts:
        width = cuts[-1]  # (the longest tenth set aside only for a narrow column)
    least, words = (28, 5) if narrow else (40, 7)
    filled = [(len(line) >= _FILLED * width and len(line) >= least and len(line.split()) >= words
               # (in a narrow column, a line the next one's first word would not have fit on, where
               # either goes on mid-sentence: "… That is, if" / "Gigantoplasm is a copy …"; not a
               # post's "… 판정 정리해둠" over "Desert is a land subtype …")
               or narrow and k + 1 < len(lines) and len(line.split()) >= 3 and (_goes_on(lines[k + 1]) or line[-1:].islower())
               and len(line) + 1 + len(lines[k + 1].split()[0]) > width)
              and (not _LINE_END.search(line) or k + 1 < len(lines) and _mark_goes_on(line, lines[k + 1])
                   # (a parenthesis the line opens and the next closes: a date cut after its abbreviated
                   # month, "… by one. (1 oct." / "2009)")
                   or k + 1 < len(lines) and _opens_what_next_closes(line, lines[k + 1]))
              and "\t" not in line and (not line[-1].isdigit() or (k + 1 < len(lines) and lines[k + 1][:1].islower())
                                       or line.count("(") > line.count(")"))
              and not _link_row(line) and (not _date_label(line) or _entry_goes_on(line, lines[k + 1: k + 2]))
              for k, line in enumerate(lines)]
    return width, filled, narrow


def _mark_goes_on(line: str, after: str) -> bool:
    """A line ending with a bracket, a semicolon or a colon before one in lower case: a wrap's cut ("… (in
    inglese)" / "da Gatherer:"), not a sentence's end; a sentence closed by its date in brackets ends
    there ("… set). (7/14/2017)" over "np!")."""
    return line.endswith(("]", ")", ";", ":")) and after[:1].islower() and not _ends_with_date(line)


def _opens_what_next_closes(line: str, after: str) -> bool:
    """``line`` leaves a parenthesis open that ``after`` closes."""
    return line.count("(") > line.count(")") and after.count(")") > after.count("(")


def _goes_on(line: str) -> bool:
    """``line`` starts as a sentence's middle does: its first letter in lower case, or a number, or
    a quotation ("“Discard a card.” You can’t")."""
    first = next((ch for ch in line if ch.isalnum()), "")
    return first.islower() or first.isdigit() or line[:1] in "\"'“‘«„"


def _wrapped_once(first: str, second: str) -> bool:
    """A long line that ends no sentence, then one that ends it and goes on as a sentence's middle does (in
    lower case, "+1/+1 counters.", closing the bracket the first opened): one sentence wrapped once."""
    return (len(first) >= 40 and len(first.split()) >= 7 and not _LINE_END.search(first) and "\t" not in first
            and (second[:1].islower() or _IN_TEXT_START.match(second) is not None or _closes_bracket(first, second))
            and bool(_LINE_END.search(second)))


#: what starts a wrapped line inside a ruling's sentence as no sentence starts: a power and toughness's
#: change ("+1/+1 counters."; not a symbol, "{E} is the energy symbol." starts a ruling)
_IN_TEXT_START = re.compile(r"[+-]\d|[+-]X/")


def _closes_bracket(first: str, second: str) -> bool:
    """The first line opens a bracket that the second closes within its first few words ("… (such as
    Giant" / "Spider) don't actually have Flying, …")."""
    if not _bracket_open(first):
        return False
    mark = re.search(r"[()\[\]]", second)
    return bool(mark) and mark.group() in ")]" and len(second[: mark.start()].split()) <= 4


#: English words no sentence ends with (an article, a preposition, a conjunction, a possessive)
_GOES_ON = frozenset("""
a an the of to in on at by for from with into onto upon as than that if unless whether when while because
and or but nor its their your his her our my whose which who each every any no
""".split())


def _cut_at_width(first: str, second: str, page: int) -> bool:
    """A line ending in a word that the page's wrap filled (the next line's first word would not have
    fit on it) or in a word no sentence ends with, then one that ends a sentence: one sentence wrapped
    once, whatever the case of the next word (a card's name: "… a poison counter even if" /
    "Sabertooth Cobra leaves the battlefield …")."""
    if len(first.split()) < 7 or not first[-1:].isalpha() or "\t" in first or not _LINE_END.search(second):
        return False
    if first.split()[-1] in _GOES_ON:
        return len(first) >= 40
    return page > 0 and page - 10 <= len(first) <= page and len(first) + 1 + len(second.split()[0]) > page


#: a line no wrapped sentence goes on into: a printed page's number ("Page 1 of 1", "Seite 2 von 3", "3/4")
_ENDS_SHORT = re.compile(r"^(?:(?:Page|Seite|Página|Pagina|Страница|Strona)\s+\d+(?:\s*(?:/|of|von|de|di|из|z)\s*\d+)?|\d+\s*/\s*\d+)\s*$", re.IGNORECASE)


def _once_wrapped_joined(lines: list[str]) -> list[str]:
    """The sentences of a block wrapped once each, between lines of other kinds (a date line over
    "If you choose … in the" / "order written."), joined; the other lines as they are."""
    out: list[str] = []
    k = 0
    while k < len(lines):
        if k + 1 < len(lines) and _wrapped_once(lines[k], lines[k + 1]) and (k + 2 == len(lines) or _plainly_cut(lines[k])
                                                                           or _ITEM_START.match(lines[k + 2])
                                                                           or _date_label(lines[k + 2])
                                                                           or _ENDS_SHORT.match(lines[k + 2])
                                                                           or is_chrome(lines[k + 2])):
            out.append(_joined(lines[k : k + 2]))
            k += 2
            continue
        out.append(lines[k])
        k += 1
    return out


def _plainly_cut(line: str) -> bool:
    """A line that ends as no sentence does, on a comma or a word no sentence ends with ("… and you control
    no other lands,"): before a line in lower case, a wrap's cut whatever follows that line (a PDF's
    running foot, "Commander 2015 Release Notes")."""
    words = line.split()
    return line.endswith(",") or bool(words) and words[-1] in _GOES_ON


def _ends_sentence_before_date(line: str) -> bool:
    """A wrapped paragraph's last words, then its date: "on. (1 March 2010)" (not "~ Oracle 6/7/2013")."""
    found = find_dates(line)
    return bool(found) and bool(re.search(r"[.!?。！？]\s*[(\[（—–-]?\s*$", line[: found[0].start]))


def _paragraph_over_date(lines: list[str]) -> list[str]:
    """The lines above a date line that closes them: one paragraph where a wrap cut it, else joined
    as any block's lines are."""
    if _one_paragraph(lines) or (len(lines) == 2 and len(lines[0]) >= 30 and len(lines[0].split()) >= 5
                                 and not _LINE_END.search(lines[0]) and _LINE_END.search(lines[1])
                                 and len(lines[1]) <= len(lines[0]) + 10):
        # (or a sentence wrapped once above its date: "… not by Aura" / "Barbs."; a wrap's last line
        # is no longer than the line it wrapped from, unlike a ruling under a flash card's front)
        return [_joined(lines)]
    return join_wrapped(lines) if len(lines) >= 2 else lines


def _one_paragraph(lines: list[str]) -> bool:
    """Lines one paragraph a wrap cut (a forum quote's or a mail's at 40 characters): three or more,
    every one but the last near the width and none past it, most of them cut inside a sentence (a wrap
    may end a line at a sentence's end too; rulings a line each end every line), none an item."""
    if len(lines) < 3 or any(_ITEM_START.match(line) or "\t" in line for line in lines):
        return False
    width = max(len(line) for line in lines)
    cut = sum(1 for line in lines[:-1] if not _LINE_END.search(line))
    return (width >= 30 and all(len(line) >= _FILLED * width and len(line.split()) >= 3 for line in lines[:-1])
            and 2 * cut >= len(lines) - 1 and bool(_LINE_END.search(lines[-1])))


def _entry_goes_on(line: str, after: list[str]) -> bool:
    """An entry's first line, its date first, that ends with a word and goes on in lower case on the next
    (``after``: it or nothing): "1. 29. September 2017 – Once a creature you control has" / "become
    blocked, …" is no date's label however few its words."""
    return bool(after) and after[0][:1].islower() and line[-1:].isalpha() and _dated_start(line)


def _date_label(line: str) -> bool:
    """A date with a few words beside it ("📅 18.07.2014 (week 29) ▪ Gatherer ▪ 🔗 Copy link"): a ruling's
    date line, however long, is no prose a wrap cut."""
    found = find_dates(line)
    return bool(found) and len(re.findall(r"[^\W\d_]{2,}", line[:found[0].start] + line[found[0].end:])) < 6


_HYPHENATED = re.compile(r"(?<=[^\W\d_])-$")


_WORD_ENDING = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*-$")
_WORD_OPENING = re.compile(r"^[^\W\d_]+(?:-[^\W\d_]+)*")


@functools.cache
def hyphenated_words() -> frozenset[str]:
    """The words cards and rulings write with a hyphen, casefolded (``lorehold/data/hyphenated.txt``, built by
    ``hyphens_build`` from MTGJSON: "state-based", "non-human", "two-headed")."""
    text = resources.files("lorehold.data").joinpath("hyphenated.txt").read_text(encoding="utf-8")
    return frozenset(text.split())


def _hyphen_kept(out: str, line: str) -> bool:
    """A wrap broke the line at a word's own hyphen ("State-" / "based actions …", "non-" / "Human"), as
    textwrap does: the word is one cards and rulings write with it, or goes on with hyphens of its own."""
    left, right = _WORD_ENDING.search(out), _WORD_OPENING.match(line)
    return bool(left and right) and ("-" in right.group() or (left.group() + right.group()).casefold() in hyphenated_words())


def _joined(chain: list[str]) -> str:
    """Wrapped lines as one: a word a PDF hyphenated at the line's end ("una-" / "ttached") whole again,
    a word written with a hyphen ("State-" / "based") whole with it."""
    out = chain[0]
    for line in chain[1:]:
        if _HYPHENATED.search(out) and _hyphen_kept(out, line):
            out += line
        else:
            out = out[:-1] + line if _HYPHENATED.search(out) and line[:1].islower() else f"{out} {line}"
    return out


def join_wrapped_blocks(blocks: list[str], headings: frozenset[str] | set[str] = frozenset(),
                        preformatted: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Runs of one-line blocks joined as a wrap left them (a PDF's lines pasted into a page, each line
    a paragraph of its own): the run is read as one block's lines, each joined line a block again.
    A heading of the page (``headings``: an HTML page's h1–h6) is no wrapped line: it ends a run. A
    block of preformatted lines (``preformatted``: a <pre>'s) is joined as a text file's lines are."""
    out: list[str] = []
    run: list[str] = []
    page = _page_width([b.split("\n") for b in blocks if b in preformatted]) if preformatted else 0
    for block in [*blocks, "\n"]:  # (a block of two lines ends the last run)
        if block in headings:
            out.extend(_run_joined(run))
            run = []
            out.append(block)
            continue
        if "\n" not in block:
            run.append(block)
            continue
        out.extend(_run_joined(run))
        run = []
        # a paragraph a mail or a news client wrapped with <br> at its width is one paragraph too
        lines = block.split("\n")
        if block in preformatted:
            out.append("\n".join(join_wrapped(lines, page)))
            continue
        out.append(_joined(lines) if _one_paragraph(lines) else "\n".join(join_wrapped(lines, own=False)))
    return out[:-1]


def _run_joined(run: list[str]) -> list[str]:
    """A run of one-line blocks joined as a wrap left them; the width it was wrapped at where five of
    its lines or more surely are a wrap's cuts (a PDF's lines, one element each: a cut at a sentence's
    end where the next word would not have fit goes on too)."""
    return join_wrapped(run, _page_width([run]), own=False) if len(run) >= 3 else run


_CARD_TEXT = re.compile(r"(?:^|[-_\s])(?:card-?text|oracle(?:-?text)?|rules-?text|text)(?:$|[-_\s])", re.IGNORECASE)


def _is_card_text(element) -> bool:
    """An element whose class or id names a card's text (``card-text``, ``oracle``, ``rules-text``), and
    that gives no date: a card's text has none, a blog's post of the type "text" (Tumblr's ``<article
    class="post text">``) quoting rulings with their days is a post, its paragraphs apart."""
    attrs = " ".join([element.get("id") or "", *(element.get("class") or [])])
    if not attrs.strip() or "ruling" in attrs.lower() or not _CARD_TEXT.search(attrs):
        return False
    return not any(find_dates(s) for s in element.stripped_strings)


def _symbol_text(img) -> str:
    from lorehold.ingest.gatherer.symbols import symbol_of_image

    alt = (img.get("alt") or "").strip()
    if _SYMBOL.fullmatch(alt):
        return alt
    symbol = symbol_of_image(alt, img.get("src"))
    return symbol or ""


def html_blocks(text: str) -> tuple[list[str], str | None]:
    """Blocks of an HTML page, chrome elements removed, and the page's title."""
    blocks, title, _, _ = html_page(text)
    return blocks, title


def html_page(text: str) -> tuple[list[str], str | None, set[str], set[str]]:
    """Blocks of an HTML page, chrome elements removed, the page's title, its headings' texts and
    the blocks of its preformatted text's own lines (a <pre>'s: a text file's lines in a page)."""
    soup = _soup(text)
    title = soup.title.get_text(" ", strip=True) if soup.title else None
    scripts = [s.get_text() for s in soup.find_all("script") if (s.get("type") or "").casefold() == "application/json"]
    _notes_marked(soup)
    _link_tails_out(soup)
    _previews_out(soup)
    _running_heads_out(soup)
    _drop_chrome(soup)
    headings = {unicodedata.normalize("NFC", " ".join(h.get_text(" ").split()))
                for h in soup.find_all(("h1", "h2", "h3", "h4", "h5", "h6"))}
    writer = _BlockWriter()
    writer.walk(soup.body or soup)
    writer.end_block()
    blocks = [unicodedata.normalize("NFC", b) for b in writer.blocks]
    return _with_state_rulings(blocks, scripts), title, headings, writer.preformatted


#: a PDF's page as converters write it: pdf2htmlEX's ``<div class="pf" data-page-no="2">``, pdftohtml's
#: ``<div id="page2-div">``
_PAGE_BOX_ID = re.compile(r"^(?:pf|page)[-_]?\d+(?:-div)?$", re.IGNORECASE)


def _running_heads_out(soup) -> None:
    """A PDF converted to HTML page by page: a line at a page's top or bottom that other pages print
    too, but for their numbers (every page, where it holds a date), is the print's running header or
    footer (a handout's "Stand 07.05.2021" over each page), no text of the page's; as
    ``form_feed_pages`` reads a PDF's text."""
    boxes = soup.find_all(attrs={"data-page-no": True}) or soup.find_all("div", id=_PAGE_BOX_ID)
    if len(boxes) < 2:
        return
    pages = []
    for box in boxes:  # a converter's lines: pdf2htmlEX's positioned "t" elements, pdftohtml's <p>s
        lines = [el for el in box.find_all(class_="t") if el.get_text(strip=True)] \
            or [el for el in box.find_all("p") if el.get_text(strip=True)]
        pages.append(lines[:2] + lines[2:][-2:])
    shapes = Counter(digits_masked(el.get_text(" ")) for edges in pages for el in edges)
    for edges in pages:
        for el in edges:
            line = " ".join(el.get_text(" ").split())
            dated = bool(whole_date(line) or find_dates(line))
            if shapes[digits_masked(line)] >= (len(pages) if dated else 2) or _PAGE_OF.match(line):
                el.decompose()


_ELLIPSIS = ("…", "...", "[…]", "[...]")
_CUT_SHORT = re.compile(r"(?:…|\.\.\.|\[…\]|\[\.\.\.\])\s*$")


def _previews_out(soup) -> None:
    """Remove a text's preview cut short ("The second…") that stands beside the whole text (a
    "Read more" whose full text the saved page holds, hidden or not): the text is the whole one.
    Only the elements a string ending in an ellipsis closes are weighed (no walk of every element)."""
    for string in soup.find_all(string=_CUT_SHORT):
        element = string.parent
        while element is not None and element.name not in ("span", "p", "div"):
            element = element.parent if element.name not in ("body", "html") else None
        if element is None or element.decomposed:
            continue
        shown = " ".join(element.get_text("").split())
        if len(shown) < 20 or not shown.endswith(_ELLIPSIS):
            continue
        cut = shown.rstrip(".…[] ")
        for sibling in (element.find_next_sibling(), element.find_previous_sibling()):
            if sibling is not None and len(cut) >= 15 and " ".join(sibling.get_text("").split()).startswith(cut):
                element.decompose()
                break


def _with_state_rulings(blocks: list[str], scripts: list[str]) -> list[str]:
    """``blocks`` with the rulings the page's state holds and does not show (``state_rulings``) as a
    block after the last block showing one of its rulings."""
    from lorehold.ingest.pages.pasted import state_rulings

    more, shown = state_rulings(scripts, "\n".join(blocks)) if scripts else ([], [])
    if not more:
        return blocks
    last = max((k for k, b in enumerate(blocks) if any(t in " ".join(b.split()).casefold() for t in shown)), default=len(blocks) - 1)
    return blocks[:last + 1] + [unicodedata.normalize("NFC", "\n".join(more))] + blocks[last + 1:]


def html_lines(text: str) -> list[str]:
    """Every line of text of an HTML page, its chrome elements too: a card's name may stand only in
    a breadcrumb or a chat's question the page wraps in a <nav> or an <aside> (the card is then
    the one whose stored rulings the page repeats, never a name taken from these lines alone)."""
    soup = _soup(text)
    for element in soup.find_all(("script", "style", "noscript", "template", "svg", "head")):
        element.decompose()
    return [" ".join(line.split()) for line in soup.get_text("\n").split("\n") if line.strip()]


def _cell_text(cell) -> str:
    """A table cell's text on one line: inline elements run on as a browser shows them ("<a>Wicked
    Guardian</a>’s"), block elements and line breaks apart."""
    from bs4 import NavigableString, Tag

    parts: list[str] = []
    for node in cell.descendants:
        if isinstance(node, Tag) and (node.name in _BLOCK_TAGS or node.name == "br"):
            parts.append(" ")
        elif type(node) is NavigableString and node.parent.name not in ("script", "style"):  # (no comments)
            parts.append(str(node))
    return " ".join("".join(parts).split())


def _soup(text: str):
    """The page parsed with lxml (BeautifulSoup's warnings silenced), its declarative shadow roots
    rendered (``shadow_roots_rendered``)."""
    from bs4 import BeautifulSoup

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        soup = BeautifulSoup(_frames_off(text), "lxml")
    shadow_roots_rendered(soup)
    _svg_symbols_read(soup)
    return soup


_SYMBOL = re.compile(r"\{[^{}]{1,8}\}")


def _svg_symbols_read(soup) -> None:
    """An inline SVG that draws a mana or tap symbol and names it ("<svg role="img"><title>{X}</title>…", or
    ``aria-label="{G}"``) is that symbol's text, as an image's ``alt="{T}"`` is: "If a card has {X} in its
    mana cost, …" (other SVGs are drawings, dropped as chrome)."""
    for svg in soup.find_all("svg"):
        title = svg.find("title")
        name = (title.get_text(strip=True) if title else "") or (svg.get("aria-label") or "").strip()
        if _SYMBOL.fullmatch(name):
            svg.replace_with(name)


def shadow_roots_rendered(soup) -> None:
    """A page saved with its web components' declarative shadow roots (``<template shadowrootmode="open">``,
    as SingleFile and a server-rendered Lit site write them) read as a browser shows it: each host's shadow
    tree in place of its children, each ``<slot>`` filled with the host's children assigned to it (by
    ``slot="name"``, the others to the slot without a name) or, with none, its own fallback content; the
    host's children no slot takes are not shown. Innermost hosts first, so a host's rendered children
    fill its own host's slots (a ruling's date lives in its element's shadow root, its text in a slot)."""
    from bs4 import Tag

    for template in reversed(soup.find_all("template", attrs={"shadowrootmode": True})
                             + soup.find_all("template", attrs={"shadowroot": True})):
        host = template.parent
        if host is None:
            continue
        template.extract()
        light = list(host.contents)
        for slot in template.find_all("slot"):
            name = slot.get("name")
            assigned = [node for node in light if (node.get("slot") if isinstance(node, Tag) else None) == name
                        and (name is not None or not isinstance(node, Tag) or not node.has_attr("slot"))]
            if not assigned:
                slot.unwrap()  # (the slot's fallback content shows)
                continue
            for node in assigned:
                light.remove(node)
                slot.insert_before(node.extract())
            slot.decompose()
        host.clear()
        for node in list(template.contents):
            host.append(node.extract())


_FRAMESET = re.compile(r"<frameset[\s>]", re.IGNORECASE)
_NOFRAMES = re.compile(r"<noframes[^>]*>(.*?)</noframes\s*>", re.IGNORECASE | re.DOTALL)
_HEAD = re.compile(r"<head[\s>].*?</head\s*>", re.IGNORECASE | re.DOTALL)
_BODY_TAG = re.compile(r"</?body[^>]*>", re.IGNORECASE)


def _frames_off(text: str) -> str:
    """A frameset page saved without its frames is what its <noframes> shows (a browser without
    frames shows that, and lxml, as browsers with frames do, keeps it as raw text)."""
    if not _FRAMESET.search(text):
        return text
    shown = _NOFRAMES.findall(text)
    if not shown:
        return text
    head = _HEAD.search(text)
    body = "".join(_BODY_TAG.sub("", part) for part in shown)
    return f"<html>{head.group(0) if head else ''}<body>{body}</body></html>"


#: what marks an element as a note's reference or as the note (ARIA's DPUB roles, EPUB's types, wikis' ids)
_NOTE_REF_MARK = re.compile(r"doc-noteref|noteref|footnote-?ref|cite[_-]ref|^fnref", re.IGNORECASE)
_NOTE_MARK_ATTR = re.compile(r"^(?:doc-footnote|doc-endnote|footnote|endnote|rearnote)s?$", re.IGNORECASE)


def _link_tails_out(soup) -> None:
    """A reading tool's link after a sentence, in brackets at the end of its element ("… resolves.
    (<a href=…>View Highlight</a>) #favorite"): the tool's, not the sentence's; it goes with its
    brackets and the tags after them."""
    from bs4 import NavigableString

    for link in soup.find_all("a", href=True):
        before, after = link.previous_sibling, link.next_sibling
        label = link.get_text(" ", strip=True)
        if not (isinstance(before, NavigableString) and isinstance(after, NavigableString)) or not label:
            continue
        if (len(label.split()) <= 3 and not any(ch.isdigit() for ch in label) and re.fullmatch(r"\)(?:\s+#[\w-]+)*\s*", str(after))
                and link.next_sibling.next_sibling is None and re.search(r"[.!?。)”\"'’]\s*\($", str(before))):
            before.replace_with(NavigableString(re.sub(r"\s*\($", "", str(before))))
            after.extract()
            link.decompose()


def _notes_marked(soup) -> None:
    """A book's or a wiki's footnotes as a text shows them: each reference's number after the sentence
    it marks written "[N]" (not "…the life.1"), and each note kept where it stands, though an
    <aside> (``entries.footnotes_dated`` dates a sentence from its note)."""
    for element in soup.find_all(("a", "sup")):
        if element.decomposed:
            continue
        marks = " ".join([element.get("role") or "", element.get("epub:type") or "", *(element.get("class") or []), element.get("id") or ""])
        number = element.get_text("", strip=True).strip("[]")
        if number.isdigit() and len(number) <= 3 and (_NOTE_REF_MARK.search(marks) or (
                element.name == "sup" and element.find_parent("a") is None and element.previous_sibling is not None)
                or element.name == "a" and element.find("sup") is not None and _NOTE_REF_MARK.search(marks + " " + (element.get("href") or "").lstrip("#"))):
            element.replace_with(f"[{number}]")
    for element in soup.find_all("aside"):
        if _NOTE_MARK_ATTR.match(element.get("role") or "") or _NOTE_MARK_ATTR.match(element.get("epub:type") or ""):
            element.name = "div"


def _drop_chrome(soup) -> None:
    """Remove chrome elements: by tag (nav, footer, …) and by a chrome id or class."""
    for element in soup.find_all(("section", "div", "ul", "ol", "aside", "dl")):
        if element.decomposed or not opens_readers(next(element.stripped_strings, "")):
            continue  # (the first string alone tells most elements apart: no walk of each subtree)
        if readers_element(list(element.stripped_strings)[:200]):
            element.decompose()  # (reviews or comments, dated as rulings are; their heading may be a button)
    _rulings_aside(soup)
    _page_form(soup)
    for element in soup.find_all(CHROME_TAGS):
        if element.name in ("header", "footer") and (element.find_parent(("li", "dd", "td", "blockquote", "figure")) is not None
                                                     or _ruling_header(element)):
            continue  # a list item's own header or footer (a ruling's "Wizards of the Coast · <time>") is its,
            # as a quotation's is its citation ("<footer><cite>— Official ruling, DATE</cite></footer>"), and a
            # ruling's card's (``_ruling_header``)
        element.decompose()
    doomed = [
        element
        for element in soup.find_all(True)
        if element.name not in ("html", "body", "main")
        and chrome_attribute(" ".join([element.get("id") or "", *(element.get("class") or [])]))
    ]
    for element in _rulings_in_comments(soup, doomed) or _rulings_in_chrome(soup, doomed):
        doomed.remove(element)
    for element in [e for e in doomed if _ruling_header(e)]:
        doomed.remove(element)
    for element in doomed:
        if not element.decomposed:  # not already gone with a doomed ancestor
            element.decompose()


def _rulings_aside(soup) -> None:
    """An <aside> or a <dialog> holding most of the words of the page's lines that read as rules is
    the page's content, not a sidebar or a pop-up over it: a deck list's panel of the card picked in
    it, a gallery's open card with its rulings (it is read as a <div>)."""
    asides = [a for a in soup.find_all(("aside", "dialog")) if not a.decomposed and a.find_parent(("aside", "dialog")) is None]
    if not asides:
        return
    total = sum(len(line.split()) for line in _leaf_texts(soup.body or soup) if reads_as_rules(line))
    for aside in asides:
        leaves = _leaf_texts(aside)
        lines = [line for line in leaves if reads_as_rules(line)]
        # (one line will do where it carries its date: a chat's thread pane quoting one dated ruling)
        if total and (len(lines) >= 2 or any(find_dates(line) for line in lines)) and 2 * sum(len(line.split()) for line in lines) > total:
            aside.name = "div"  # (not a forum's sidebar, "A place to ask rules questions about Magic: The Gathering.")
        elif _headed_rulings(aside, lines, leaves):
            aside.name = "div"  # (a card page's "Rulings (1)" panel beside the card's longer text)


def _page_form(soup) -> None:
    """A <form> holding most of the words of the page's lines that read as rules is the page, not a
    search box over it: ASP.NET's Web Forms wrap a whole page in one (the old Gatherer's "aspnetForm");
    a form with nothing to fill in is a part of the page too."""
    forms = [f for f in soup.find_all("form") if f.find_parent("form") is None]
    if not forms:
        return
    total = _rules_words(soup.body or soup)
    for form in forms:
        if (total and 2 * _rules_words(form) > total) or not _controls(form):
            form.name = "div"


_HIDDEN = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


def _controls(form) -> bool:
    """A form one can fill in: a field or a button shown (old Reddit wraps each post's and comment's
    text in a <form> of none but a hidden editor: the text is the post's)."""
    for control in form.find_all(("input", "textarea", "select", "button")):
        if control.name == "input" and (control.get("type") or "").casefold() == "hidden":
            continue
        if control.has_attr("hidden") or any(_HIDDEN.search(e.get("style") or "") or e.has_attr("hidden")
                                             for e in (control, *control.parents) if e is not form and e.name):
            continue
        return True
    return False


def _headed_rulings(aside, lines: list[str], leaves: list[str]) -> bool:
    """An aside headed or named as a rulings section ("Rulings (1)", class="rulings-panel") holding a
    date and a line that reads as rules: the page's rulings panel, however long the card's own text
    beside it."""
    heading = aside.find(("h1", "h2", "h3", "h4", "h5", "h6"))
    named = " ".join([*aside.get("class", []), aside.get("id") or ""]).casefold()
    return ((heading is not None and rulings_heading(heading.get_text(" ", strip=True)) or "ruling" in named)
            and bool(lines) and any(find_dates(line) for line in leaves))


def _leaf_texts(element) -> list[str]:
    """The texts of an element's innermost block elements (a list item with its links and its date
    in <i> one text), each with its lines apart."""
    leaves = [e for e in element.find_all(tuple(_BLOCK_TAGS)) if e.find(tuple(_BLOCK_TAGS)) is None]
    return [line for e in leaves for line in e.get_text(" ", strip=True).split("\n") if line.strip()]


def _rules_words(element) -> int:
    """How many words of an element's text stand in lines that read as rules (a bracket a string opens
    for its date, "… redundant. (" before "<strong>17/11/2017</strong>", is no part of the sentence)."""
    return sum(len(line.split()) for s in element.stripped_strings for line in s.split("\n")
               if reads_as_rules(line.rstrip(" \t([（【")))


def _rulings_in_comments(soup, doomed: list) -> list:
    """The elements among ``doomed`` classed as readers' writing ("comment", "reply") that hold the
    page's rulings, where most of the words of lines that read as rules stand in them: a thread
    whose rulings one reader pasted into a comment. Empty where the page's rulings stand elsewhere
    (the comments go)."""
    readers = [e for e in doomed if readers_attribute(" ".join([e.get("id") or "", *(e.get("class") or [])]))]
    if not readers:
        return []
    inside = sum(_rules_words(e) for e in _outermost(readers))
    if not inside or 2 * inside <= _rules_words(soup.body or soup):
        return []
    kept = [e for e in readers if _rules_words(e) or _quotes_a_dated_sentence(e)]
    # (and what a kept comment holds: its author and its text, "comment-author", "comment-message")
    ids = {id(e) for e in kept}
    return kept + [e for e in doomed if id(e) not in ids and any(id(p) in ids for p in e.parents)]


_SENTENCE_CLOSED = re.compile(r"[.!?。！？][\"'”’»」)）]*$")


def _quotes_a_dated_sentence(element) -> bool:
    """A reader's message that gives a day besides its own stamp, next to a sentence of five words or
    more: a bot's or a judge's message quoting one ruling ("[2026-02-06 22:58:11 UTC] streamelements:
    @lucia_f [24 de septiembre de 2021] Day and night are designations …", few game words as it has)."""
    text = " ".join(element.get_text(" ").split())
    dates = find_dates(text)
    if len(dates) < 2:
        return False
    segments = [text[a.end:b.start] for a, b in zip(dates, dates[1:])] + [text[dates[-1].end:]]
    return any(len(part.split()) >= 5 and _SENTENCE_CLOSED.search(part.strip()) for part in segments)


def _outermost(elements: list) -> list:
    """The elements of ``elements`` none of whose ancestors is among them."""
    ids = {id(e) for e in elements}
    return [e for e in elements if not any(id(p) in ids for p in e.parents)]


#: an id or class naming a component's header or footer ("mat-mdc-card-header", "ruling-footer")
_PART_ATTR = re.compile(r"(?:^|[-_\s])(?:header|footer|subtitle|meta)(?:$|[-_\s])", re.IGNORECASE)


def _ruling_header(element) -> bool:
    """A <header> or <footer>, or an element classed as one, that is a component's own, not the page's: a
    date of a few words at most beside a ruling's text in the same parent (Angular Material's
    ``<mat-card-header>`` holding a ruling's ``<time>`` over its ``<mat-card-content>``, an
    ``<article class="ruling-card">``'s ``<header><time>``)."""
    attribute = " ".join([element.get("id") or "", *(element.get("class") or [])])
    shown = element.get_text(" ", strip=True)
    if not shown or len(shown.split()) > 8 or not (find_dates(shown) or element.find("time", datetime=True)):
        return False
    # (or a comment on the string beside it that names it a ruling: a translation tool's "Explanation: Official
    # ruling, DATE" under the source string, Weblate's ``source-comment``; not a reader's comment's stamp)
    if element.name not in ("header", "footer") and not _PART_ATTR.search(attribute) and not (
            readers_attribute(attribute) and names_ruling(shown)):
        return False
    parent = element.parent  # (a component: not the page's body, nor more than a ruling's words)
    if parent is None or parent.name in ("html", "body", "main") or len(parent.get_text(" ").split()) > 200:
        return False
    texts = [" ".join(sibling.get_text(" ").split()) for sibling in parent.find_all(recursive=False) if sibling is not element]
    # (a ruling's words, whether or not they read as rules alone: "Day and night are designations that the game
    # itself can have. …"; not dated on their own, "… to your hand. (15 apr 2013)", under a post's header)
    # (a string's key beside it, "Context: ruling|C21|66|2021-04-16|1", is no text with a date of its own)
    if any(find_dates(text) and len(text.split()) > 4 for text in texts):
        return False
    return any(reads_as_rules(text) or (len(text.split()) >= 12 and rules_terms(text) >= 1) for text in texts)


def _rulings_in_chrome(soup, doomed: list) -> list:
    """The element among ``doomed`` classed as chrome ("popup", "modal", "sidebar") that holds most of
    the words of the page's lines that read as rules, and its parts that hold such words: a card
    site's rulings popup saved on its own is the page, not chrome over it. Empty where the page's
    rules stand elsewhere."""
    total = _rules_words(soup.body or soup)
    top = _outermost(doomed)
    if not top or not total:
        return []  # (a page with no line of rules keeps its chrome out without weighing each element)
    words = [_rules_words(e) for e in top]
    best = max(range(len(top)), key=words.__getitem__)
    if 2 * words[best] <= total:
        return []
    inside = {id(e) for e in top[best].find_all(True)}
    return [top[best], *(e for e in doomed if id(e) in inside and _rules_words(e))]


def _machine_date(element) -> str:
    """The date an inline element gives its machines where its visible text gives none whole: a
    ``<time datetime="2018-01-19">`` (or a custom element's ``datetime``) showing "19 janv." or "8 years
    ago", an ``<abbr title="2018-01-19">`` showing "Jan 19". "" for any other element (its text is read as
    shown)."""
    if element.name in _BLOCK_TAGS:
        return ""
    # (a custom element too: GitHub's <relative-time datetime="2018-10-05T00:00:00Z" title="5. Okt. 2018, 02:00
    # MESZ">vor 7 Jahren</relative-time>, <local-time>, <time-ago>; not an edit's <ins>/<del>)
    timed = element.has_attr("datetime") and element.name not in ("ins", "del")
    value = element.get("datetime") if timed else element.get("title")
    if not value or not whole_date(value.strip()):
        return ""
    shown = element.get_text(" ", strip=True)
    if _EDITED.match(shown):
        return ""  # a chat's "(edited)" titled with when it was: no date of the message's text
    machine = find_dates(value.strip())[0].date
    found = find_dates(shown)
    if len(found) == 1 and found[0].ambiguous and machine in found[0].candidates[:2] and whole_date(shown):
        return machine.isoformat()  # a numeric date either order reads ("07/01/2013"): the machine's says which
    if found:
        return ""  # the date is shown whole: read as written (its day/month order tells the page's)
    return machine.isoformat()


_CLOCK = re.compile(r"(?:오전|오후|午前|午後|上午|下午)?\s?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?")


def _clock_stamp(element) -> bool:
    """An inline element that shows only a time of day ("16:28", "4:28 PM") after other text in its parent:
    a chat message's or a comment's stamp."""
    return (element.name not in _BLOCK_TAGS and _CLOCK.fullmatch(element.get_text(strip=True)) is not None
            and element.previous_sibling is not None)


def _row_cells(row) -> list:
    """A table row's cells: a <tr>'s <td> and <th>, an ARIA grid row's children (a web app's grid of
    <div role="row"> and <div role="gridcell">, its row number a child without a role); [] for any
    other element."""
    if row.name == "tr":
        return row.find_all(("td", "th"), recursive=False)
    if row.get("role") == "row":
        return row.find_all(True, recursive=False)
    return []


def _dated_row(row) -> bool:
    """A table row of three cells or more (its number, text, source, date), one of them a date alone,
    none holding a table or a list. (A row of a date and a text, under which rows of texts alone
    follow, reads as it is: a date over the texts it dates.)"""
    cells = _row_cells(row)
    if not cells:
        return False
    if sum(1 for c in cells if c.get_text(strip=True)) < 3 or any(c.find(("table", "ul", "ol", "div", "p")) is not None for c in cells):
        return False
    return any(whole_date(" ".join(c.get_text(" ", strip=True).split())) for c in cells)


def _property_row(row) -> bool:
    """A properties table's row (a note's export: "<th>description</th><td>Oracle text, …</td>"): a
    header cell of a label's few words, no date, then one value cell of one line. It reads as the
    label's field, as the note's text shows it ("description: …"), not as a line of its own."""
    if row.name != "tr":
        return False
    cells = _row_cells(row)
    if len(cells) != 2 or cells[0].name != "th" or cells[1].name != "td":
        return False
    label = " ".join(cells[0].get_text(" ", strip=True).split()).rstrip(":：")
    if not label or len(label.split()) > 3 or any(ch.isdigit() for ch in label) or whole_date(label):
        return False
    return cells[1].find(("br", *_BLOCK_TAGS)) is None and bool(cells[1].get_text(strip=True))


def _dd_after(term):
    """The <dd> that gives a <dt>'s value (the next element), or None."""
    value = term.find_next_sibling()
    return value if value is not None and value.name == "dd" else None


#: an element whose text keeps its line breaks as <pre> does (CSS's white-space: pre, pre-wrap, pre-line,
#: by its style or its class: YouTube's "yt-core-attributed-string--white-space-pre-wrap", Tailwind's
#: "whitespace-pre-line")
_KEEPS_LINES = re.compile(r"white-space\s*:\s*pre|white-?space-pre|pre-wrap|pre-line", re.IGNORECASE)


def _lines_kept(string) -> bool:
    """A string inside an element (up to a few levels up) that shows its line breaks."""
    for depth, parent in enumerate(string.parents):
        if depth >= 6 or parent.name in ("body", "html"):
            return False
        if _KEEPS_LINES.search(parent.get("style") or "") or _KEEPS_LINES.search(" ".join(parent.get("class") or [])):
            return True
    return False


def _dated_end(line: str) -> bool:
    """A sentence that ends with its date ("… green. (2005年2月1日)")."""
    tail = line[-32:]
    found = find_dates(tail)
    return len(line) > 40 and bool(found) and not tail[found[-1].end:].strip(" )）]】.")


def _listed_lines(text: str) -> bool:
    """A text whose own lines are a list, two of them or more led by a bullet, a number or a date, or
    ending with a date (one such line in a text of paragraphs): shown with its line breaks by its site's
    style sheet, not saved with the page (PTT's article body: "• 2009/2/1：Text" a line each), not a
    paragraph that the page's source wrapped."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    if len(lines) < 3:
        return False  # (most strings with a line break are a source's wrap of two lines: no date looked for)
    led = sum(1 for line in lines if _MARKED.match(line) or _dated_start(line) or _dated_end(line))
    # (one such line will do in a text of paragraphs, a blank line between its lines: a plain-text post)
    return led >= 2 or (led == 1 and bool(_BLANK.search(text.strip())))


def _custom_block(element) -> bool:
    """A custom element (``<ytd-comment-view-model>``, ``<shreddit-comment>``: a name with a hyphen) that
    is no word in a line of text (its parent holds no text of its own) and holds other boxes or a
    sentence is a box of its own, as the site's style sheet shows it; one inside a sentence
    (``<card-link>``) runs on with it, and a short one (a stamp, a count, a name) stays on its line
    with its neighbours (a comment's head: "camille.m • 5h ago")."""
    from bs4 import NavigableString

    if "-" not in element.name or element.parent is None:
        return False
    if any(type(node) is NavigableString and node.strip() for node in element.parent.children):
        return False
    holds_boxes = element.find(lambda tag: tag.name in _BLOCK_TAGS or "-" in tag.name) is not None
    return holds_boxes or len(element.get_text(" ").split()) >= 4


class _BlockWriter:
    """Walks an HTML tree into blocks (one per block element) of lines (one per <br>)."""

    def __init__(self) -> None:
        self.blocks: list[str] = []
        self.lines: list[str] = []
        self.current: list[str] = []
        self.written: set[int] = set()  # <dd> elements written with their <dt>
        self.preformatted: set[str] = set()  # blocks of a <pre>'s own lines, as a text file's are
        self.in_pre = False

    def end_line(self) -> None:
        """Close the line being written."""
        line = _normalize_line("".join(self.current))
        if line:
            self.lines.append(line)
        self.current.clear()

    def end_block(self) -> None:
        """Close the block being written."""
        self.end_line()
        if self.lines:
            self.blocks.append("\n".join(self.lines))
            if self.in_pre and len(self.lines) > 1:
                self.preformatted.add(unicodedata.normalize("NFC", self.blocks[-1]))
        self.lines.clear()
        self.in_pre = False

    def write_string(self, string) -> None:
        """A string of text, its line breaks spaces; preformatted text keeps its lines (a comment's
        rulings pasted in <pre><code>)."""
        if "\n" not in string or (string.find_parent("pre") is None and not (
                string.strip() and (_lines_kept(string) or _listed_lines(str(string))))):
            self.current.append(str(string).replace("\n", " "))
            return
        first, *rest = str(string).split("\n")
        self.current.append(first)
        self.in_pre = True
        for line in rest:
            if not "".join(self.current).strip() and self.lines:
                self.end_block()  # (a blank line in preformatted text ends its paragraph, as in a text file)
                self.in_pre = True
            self.end_line()
            self.current.append(line)

    def write_source(self, text: str) -> None:
        """A text box's contents (a wiki's edit box): its own lines and paragraphs as written, a
        wiki's source as the wiki shows it."""
        from lorehold.ingest.pages.wikitext import is_wikitext, wikitext_text

        if is_wikitext(text):
            text = wikitext_text(text)
        self.end_block()
        for paragraph in _BLANK.split(text):
            for line in paragraph.split("\n"):
                self.current.append(line)
                self.end_line()
            self.end_block()

    def walk(self, node) -> None:
        """Each block element its own block; a card's text element one block of lines."""
        from bs4 import Comment, NavigableString, Tag

        for child in node.children:
            if isinstance(child, Comment):
                continue
            if isinstance(child, NavigableString):
                self.write_string(child)
            elif isinstance(child, Tag):
                if child.name == "br":
                    self.end_line()
                elif child.name == "img":
                    self.current.append(_symbol_text(child))
                elif child.name == "textarea":
                    self.write_source(child.get_text())
                elif _machine_date(child):
                    self.current.append(_machine_date(child))
                elif _clock_stamp(child):
                    # a message's time in an element of its own after its text ("…creatures.</span><span
                    # class="cc-message-time">16:28</span>"): a line apart, not the text's last word
                    self.end_line()
                    self.walk(child)
                    self.end_line()
                elif _dated_row(child):
                    # a table's row holding a date (a rulings table: number, text, source, date): its
                    # cells on one line, tab-separated, as a text capture copies a row
                    self.end_block()
                    self.current.append("\t".join(_cell_text(c) for c in _row_cells(child)))
                    self.end_block()
                elif child.name == "dt" and _dd_after(child) is not None:
                    self.write_term(child, _dd_after(child))
                elif _property_row(child):
                    label, value = _row_cells(child)
                    self.write_term(label, value)
                elif id(child) in self.written:
                    continue
                elif child.name == "cite" and child.find_parent("blockquote") is not None:
                    # a quote's head ("NAME wrote: ↑" in phpBB, XenForo's "NAME said:") is a line of
                    # its own over the quoted text, as the forum shows it
                    self.end_line()
                    self.walk(child)
                    self.end_line()
                elif child.name in _BLOCK_TAGS and _is_card_text(child):
                    # a card's text as one paragraph per ability (<div class="card-text"><p>…</p><p>…</p>)
                    # is one block: its lines are one text
                    self.end_block()
                    self.walk_lines(child)
                    self.end_block()
                elif child.name in _BLOCK_TAGS or _custom_block(child):
                    self.end_block()
                    self.walk(child)
                    self.end_block()
                else:
                    self.walk(child)

    def write_term(self, term, value) -> None:
        """A definition list's term and its value as a label's field ("タイプ: 土地"; a value of
        several lines under "テキスト:"), as a text capture shows fields."""
        self.end_block()
        label = " ".join(term.get_text(" ", strip=True).split()).rstrip(":：")
        one_line = value.find(("br", *_BLOCK_TAGS)) is None
        self.current.append(label + ": ")
        if not one_line:
            self.end_line()
        self.walk_lines(value)
        self.end_block()
        self.written.add(id(value))

    def walk_lines(self, node) -> None:
        """Inside a card's text: each block element or <br> ends a line."""
        from bs4 import Comment, NavigableString, Tag

        for child in node.children:
            if isinstance(child, Comment):
                continue
            if isinstance(child, NavigableString):
                self.write_string(child)
            elif isinstance(child, Tag):
                if child.name == "img":
                    self.current.append(_symbol_text(child))
                elif child.name == "br" or child.name in _BLOCK_TAGS:
                    self.end_line()
                    self.walk_lines(child)
                    self.end_line()
                else:
                    self.walk_lines(child)
