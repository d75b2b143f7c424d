"""Documents that wrap a page's text in a format of their own, unwrapped with the libraries made for
them rather than read by hand: an RTF file (``striprtf``), an e-mail or an mbox of them (Python's
``email``: headers, MIME parts, quoted-printable and base64 bodies, encoded subjects), an XML export
or a TOML file (``structured.py``: ``lxml.etree``, ``tomllib``), a forum post's BBCode source
(``bbcode``, rendered as the forum renders it), Anki's export of notes as text (``anki.py``), a gettext catalogue, an XLIFF file or an Android app's strings (``catalogs.py``: ``polib``, ``lxml``), a database's SQL dump (``sqldump.py``), a protocol buffer message as text (``textproto.py``), an Excel 2003 XML workbook (``spreadsheetml.py``), a screen reader's transcript (``screenreader.py``), a video's subtitles (``subtitles.py``), an iCalendar file's events (``icalendar_text.py``), a man page's groff source (``roff.py``), a Logseq page (``outline.py``), a Logseq page (``outline.py``), a text file a browser showed and saved as HTML (its one ``<pre>``), a reStructuredText source (its explicit markup's own
lines dropped: docutils would take a comment's indented block with it, which a reader of the source
reads as text).

``unwrap`` gives the text the page reader reads; any other text comes back as it was.
"""

from __future__ import annotations

import re

from lorehold.errors import UnreadableSource

_RTF = re.compile(r"^\s*\{\\rtf\d")
#: an mbox's separator line ("From sender@example.org Fri May 15 09:12:44 2026")
_MBOX_FROM = re.compile(r"^From \S+ .*\d{4}\s*$", re.MULTILINE)
#: a header line of a message ("Subject: …", "Content-Type: …")
_HEADER = re.compile(r"^[A-Za-z][A-Za-z0-9-]{1,40}:[ \t]")
#: headers only a message has (not a page's "Date: …" or "Subject: …" line)
_MAIL_HEADERS = ("message-id", "mime-version", "content-transfer-encoding", "return-path", "received", "in-reply-to")


#: the kinds of document ``unwrap`` knows, tried in this order: the module that reads each (imported only
#: when the kind is reached: the CLI starts without them), the test that tells it and what gives its
#: text; a kind without a test ("") gives ``None`` for a document of another kind
_KINDS = (
    ("lorehold.ingest.pages.anki", "is_anki", "anki_text"),
    ("lorehold.ingest.pages.catalogs", "is_po", "po_text"),
    ("lorehold.ingest.pages.catalogs", "is_xliff", "xliff_text"),
    ("lorehold.ingest.pages.catalogs", "is_android_strings", "android_strings_text"),
    ("lorehold.ingest.pages.sqldump", "is_sql_dump", "sql_dump_text"),
    ("lorehold.ingest.pages.textproto", "is_textproto", "textproto_text"),
    ("lorehold.ingest.pages.spreadsheetml", "is_spreadsheetml", "spreadsheetml_text"),
    ("lorehold.ingest.pages.axtree", "is_ax_tree", "ax_tree_text"),
    ("lorehold.ingest.pages.screenreader", "is_screen_reader", "screen_reader_text"),
    ("lorehold.ingest.pages.subtitles", "is_subtitles", "subtitles_text"),
    ("lorehold.ingest.pages.subtitles", "is_stamped_transcript", "stamped_transcript_text"),
    ("lorehold.ingest.pages.icalendar_text", "is_icalendar", "icalendar_text"),
    ("lorehold.ingest.pages.bbsdat", "is_dat", "dat_text"),
    (__name__, "_is_mail", "_mail_text"),
    (__name__, "is_bbcode", "bbcode_html"),
    (__name__, "is_textile", "textile_html"),
    ("lorehold.ingest.pages.outline", "is_logseq", "logseq_text"),
    ("lorehold.ingest.pages.org", "is_org", "org_text"),
    ("lorehold.ingest.pages.wikitext", "is_wikitext", "wikitext_text"),
    (__name__, "is_rst", "rst_text"),
    ("lorehold.ingest.pages.vimhelp", "is_vim_help", "vim_help_text"),
    ("lorehold.ingest.pages.texinfo", "is_texinfo", "texinfo_text"),
    ("lorehold.ingest.pages.roff", "is_roff", "roff_text"),
    ("lorehold.ingest.pages.sheets", "", "sheet_text"),
    ("lorehold.ingest.pages.structured", "", "data_text"),
    ("lorehold.ingest.pages.sheets", "", "sheet_blocks"),
)


#: a text file as a browser shows it, saved as HTML: the whole body one <pre> (Chrome's and Firefox's view of a
#: ``.txt``, ``<pre style="word-wrap: break-word; white-space: pre-wrap;">``)
_TEXT_VIEW = re.compile(r"^\s*(?:<!DOCTYPE[^>]*>\s*)?<html[^>]*>\s*(?:<head\b.*?</head>\s*)?<body[^>]*>\s*<pre[^>]*>"
                        r"(?P<text>.*?)</pre>\s*(?:</body>\s*(?:</html>\s*)?)?$", re.DOTALL | re.IGNORECASE)


def unwrap(text: str, name: str) -> str:
    """The readable text of a document in a format of its own (see ``_KINDS``); any other text as it is."""
    listed = _code_listing(text)
    if listed is not None:
        return unwrap(listed, name)
    viewed = _TEXT_VIEW.match(text)
    if viewed is not None and "<pre" not in viewed.group("text"):
        import html

        # (the text file's own text, read as any text is: its blank lines are its blocks)
        return unwrap(html.unescape(re.sub(r"<[^>]+>", "", viewed.group("text"))), name)
    if _RTF.match(text):
        return _rtf_text(text, name)
    import importlib

    for module_name, test, reader in _KINDS:
        module = importlib.import_module(module_name)
        if test and not getattr(module, test)(text):
            continue
        out = getattr(module, reader)(text)
        if out is not None or test:
            return out or text  # (an iCalendar file without events is read as it is)
    return text


#: a code viewer's line: its number's cell ("data-line-number", id "L12") and the line's
_LINE_NUMBER_CELL = re.compile(r"data-line-number|\bid=[\"']L\d+[\"']|blob-num|line-number", re.IGNORECASE)


def _code_listing(text: str) -> str | None:
    """A repository's view of a file saved as HTML (GitHub's, GitLab's blob view: a table of rows, each a
    line's number and the line) whose file is a JSON document or a translation catalogue: that file's text,
    read as the file itself is. None for any other page."""
    if not _LINE_NUMBER_CELL.search(text[:200000]):
        return None
    import warnings

    from bs4 import BeautifulSoup

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        soup = BeautifulSoup(text, "lxml")
    for table in soup.find_all("table"):
        rows = table.find_all("tr")
        numbered = [cells[-1] for row in rows if len(cells := row.find_all("td", recursive=False)) >= 2
                    and (cells[0].has_attr("data-line-number") or re.fullmatch(r"L\d+", cells[0].get("id") or "")
                         or cells[0].get_text(strip=True).isdigit())]
        if len(numbered) < 3 or len(numbered) < 0.8 * len(rows):
            continue
        listed = "\n".join(cell.get_text() for cell in numbered)
        from lorehold.ingest.pages.catalogs import is_catalogue

        if listed.lstrip()[:1] in ("{", "[") or is_catalogue(listed):
            return listed
    return None


def _rtf_text(text: str, name: str) -> str:
    try:
        from striprtf.striprtf import rtf_to_text
    except ImportError:  # pragma: no cover - a dependency of the package
        raise UnreadableSource(f"{name}: an RTF document, and the striprtf package is not installed") from None
    return rtf_to_text(text, errors="replace")


def _is_mail(text: str) -> bool:
    """A message (or an mbox): its first lines are headers, among them headers only mail has."""
    head = text.lstrip()[:4096].replace("\r\n", "\n").split("\n\n", 1)[0].split("\n")
    if head and _MBOX_FROM.match(head[0]):
        head = head[1:]
    if not head or not all(_HEADER.match(line) or line[:1] in " \t" for line in head if line.strip()):
        return False
    names = {line.split(":", 1)[0].casefold() for line in head if _HEADER.match(line)}
    return bool(names & set(_MAIL_HEADERS)) or {"from", "subject", "date"} <= names


def _mail_text(text: str) -> str:
    """Each message's readable body (text parts, else HTML ones), one after another, under the first subject."""
    messages = [m for m in _MBOX_FROM.split(text.replace("\r\n", "\n")) if m.strip()]
    return "\n\n".join(_message_text(m, subject=k == 0) for k, m in enumerate(messages))


def _message_text(raw: str, subject: bool = True) -> str:
    """A message's body, under its subject (the first message's: the title of what follows)."""
    import email
    import email.policy

    # (from bytes: a message read from a string gives its 8-bit text back escaped, "Edge\\u2019s")
    message = email.message_from_bytes(raw.lstrip("\n").encode("utf-8", errors="surrogateescape"), policy=email.policy.default)
    lines = [str(message["Subject"])] if subject and message["Subject"] else []
    bodies = []
    for kind in ("plain", "html"):
        for part in message.walk():
            if part.get_content_maintype() == "text" and part.get_content_subtype() == kind:
                bodies.append(_part_text(part))
        if bodies:
            break
    if bodies and bodies[0].lstrip()[:1] == "<":
        from lorehold.ingest.pages.blocks import html_lines

        bodies = ["\n\n".join(html_lines(b)) for b in bodies]
    return "\n\n".join(["\n".join(lines)] + bodies)


def _part_text(part) -> str:
    """A text part's content. A part sent as it is (7bit, 8bit) is text the document's own decoding
    already read (``_message_text`` hands the message on in UTF-8: an ISO-2022-JP article's Japanese
    is no longer in ISO-2022-JP); one sent in base64 or quoted-printable is bytes in the charset the
    part names, or UTF-8 where it names none (a browser's MHTML save names none, its HTML's meta tag
    does) and its bytes are."""
    if (part.get("Content-Transfer-Encoding") or "7bit").strip().lower() in ("7bit", "8bit", "binary"):
        try:
            return (part.get_payload(decode=True) or b"").decode("utf-8")
        except UnicodeDecodeError:
            pass
    if part.get_content_charset() is None:
        payload = part.get_payload(decode=True) or b""
        try:
            return payload.decode("utf-8")
        except UnicodeDecodeError:
            pass
    try:
        return part.get_content()
    except (LookupError, ValueError):
        return part.get_payload(decode=True).decode("utf-8", errors="replace")


#: a BBCode tag that opens and one that closes (``[b]``, ``[quote="Wizards of the Coast"]``, ``[/quote]``)
_BB_OPEN = re.compile(r"\[(b|i|u|s|quote|size|color|url|img|code|list|spoiler|center|font|table|hr)(?:=[^\]\n]{0,80})?\]", re.IGNORECASE)
_BB_CLOSE = re.compile(r"\[/(b|i|u|s|quote|size|color|url|img|code|list|spoiler|center|font|table)\]", re.IGNORECASE)


def is_bbcode(text: str) -> bool:
    """A forum post's BBCode source: two kinds of tags or more, each opened and closed; no HTML."""
    head = text[:20000]
    if head.lstrip()[:1] == "<":
        return False
    opened = {m.group(1).casefold() for m in _BB_OPEN.finditer(head)}
    closed = {m.group(1).casefold() for m in _BB_CLOSE.finditer(head)}
    return len(opened & closed) >= 2


def bbcode_html(text: str) -> str:
    """BBCode rendered as the forum renders it (``bbcode``): quotes as block quotes, paragraphs
    (blank lines) as paragraphs, a line break a line; tags it does not know dropped, their text kept."""
    import html

    import bbcode

    parser = bbcode.Parser(drop_unrecognized=True, replace_links=False)
    for tag in ("size", "font", "left", "right", "justify", "h"):
        parser.add_simple_formatter(tag, "%(value)s")
    # a spoiler's title ("[spoiler=April 27, 2018]text[/spoiler]") is a line over its text, as the forum shows it
    parser.add_formatter("spoiler", lambda name, value, options, parent, context: (
        f"<div><div>{html.escape(options['spoiler'])}</div><div>{value}</div></div>" if options.get("spoiler") else value))
    parser.add_simple_formatter("img", "", render_embedded=False)
    paragraphs = [p for p in re.split(r"\n[ \t]*\n", text.replace("\r\n", "\n")) if p.strip()]
    body = "\n".join(f"<div>{parser.format(p)}</div>" for p in paragraphs)
    return f"<html><head><title></title></head><body>{body}</body></html>" if body else html.escape(text)


#: Textile's block signatures: "h2. ", "p(note). ", "bq. ", "fn1. ", "bc. " (Redmine's and Textpattern's wikis)
_TEXTILE_BLOCK = re.compile(r"^(?:h[1-6]|p|bq|bc|pre|fn\d{1,3})(?:\([^()\n]{0,40}\)|\{[^{}\n]{0,80}\}|[<>=]{1,2})*\.\s+\S", re.MULTILINE)
#: a Textile table's row ("|_. Date |_. Ruling |", "|19 Jan 2018|Text|")
_TEXTILE_ROW = re.compile(r"^\|(?:_\.)?[^|\n]+\|.*\|\s*$", re.MULTILINE)
#: the footnote marks Textile renders: a reference's superscript link, a note's own superscript number
_TEXTILE_NOTE_REF = re.compile(r'<sup class="footnote"[^>]*>(?:<a [^>]*>)?(\d+)(?:</a>)?</sup>')
_TEXTILE_NOTE = re.compile(r'(<p class="footnote"[^>]*>)<sup>(?:<a [^>]*>)?(\d+)(?:</a>)?</sup>')


def is_textile(text: str) -> bool:
    """A Textile source (a Redmine wiki page's edit box): two of its block signatures or more, a
    heading among them or a table's rows; no HTML, no Markdown heading."""
    head = text[:20000]
    if head.lstrip()[:1] == "<":
        return False
    blocks = _TEXTILE_BLOCK.findall(head)
    if any(b[:1] == "h" for b in blocks):
        return len(blocks) >= 2
    # ("# item" is Textile's numbered list and Markdown's heading: without a Textile heading, Markdown's)
    return len(blocks) >= 2 and len(_TEXTILE_ROW.findall(head)) >= 2 and not re.search(r"^#{1,6} \S", head, re.MULTILINE)


def textile_html(text: str) -> str:
    """Textile rendered as its wiki renders it (``textile``), its footnote marks written "[1]" as
    notes are marked in a text (``entries.footnotes_dated`` dates a sentence from its note)."""
    import textile

    try:
        body = textile.textile(text.replace("\r\n", "\n"))
    except Exception:  # noqa: BLE001 - a source the renderer cannot take is read as it is written
        return text
    body = _TEXTILE_NOTE.sub(r"\1[\2] ", _TEXTILE_NOTE_REF.sub(r"[\1]", body))
    return f"<html><head><title></title></head><body>{body}</body></html>"


#: reStructuredText's explicit markup: a directive (".. note::"), a target (".. _name:"), a comment (".. text")
_RST_EXPLICIT = re.compile(r"^\.\.(?:\s+|$)")
_RST_DIRECTIVE = re.compile(r"^\.\.\s+[\w:.-]+::")
#: a directive's option under it ("   :local:", "   :depth: 1")
_RST_OPTION = re.compile(r"^\s+:[\w-]+:(?:\s.*)?$")
#: a section title's adornment: one mark repeated, three times or more
_RST_ADORNMENT = re.compile(r"^([=\-~^\"'`#*+:._])\1{2,}\s*$")


def is_rst(text: str) -> bool:
    """A reStructuredText source: explicit markup (".. ") and section titles underlined, both."""
    lines = text[:20000].splitlines()
    explicit = sum(1 for line in lines if _RST_EXPLICIT.match(line))
    underlined = sum(1 for a, b in zip(lines, lines[1:]) if a.strip() and _RST_ADORNMENT.match(b) and len(b.rstrip()) >= len(a.rstrip()))
    return explicit >= 1 and underlined >= 1


def rst_text(text: str) -> str:
    """A reStructuredText source as its reader sees it: directives' and comments' own lines and a
    directive's options are markup, not text (a comment's "Synced on DATE by … -- do not edit"); what
    is indented under them stays, as do titles, field lists and block quotes."""
    out: list[str] = []
    in_options = False
    for line in text.splitlines():
        if _RST_EXPLICIT.match(line):
            in_options = bool(_RST_DIRECTIVE.match(line))
            continue
        if in_options and _RST_OPTION.match(line):
            continue
        in_options = False
        # (a backslash shows the character after it as text, "18\\. April 2017" no list's item; an escaped space is none)
        out.append(_RST_ESCAPE.sub(lambda m: m.group(1) or "", line))
    return "\n".join(out)


_RST_ESCAPE = re.compile(r"\\(?:\s|(\S))")
