"""The fresh-40 held-out part of the page corpus (``bench/page_corpus.py``): the old web and its encodings. Card and
rulings pages from sites built between about 1998 and 2016, as they are still served or were archived, each saved in
its site's own character encoding, each about one card (a card with several faces on half of the pages, a single-faced
one on the other half) with that card's official rulings and their real dates amid the site's own chrome.

Written without reading the page parser (nor any code that reads pages, nor its tests), and never run through it. Only
the corpus's interface was read (``bench/page_corpus.py`` with its ``Page`` and its ``encoding`` field, ``CardData``,
``fold``, ``load_cards``, ``multiface_cards`` and ``MULTIFACE_LAYOUTS``; ``bench/page_fresh39.py`` as the model, from
which the element tree with its HTML and copied-text writers, the card picker, the titles, translations and ``--card``
helpers and the self-test's shape are taken; ``bench/page_fresh38.py`` for its layout names only),
``bench/page_accuracy.py`` (the wiring), ``tests/test_page_fresh_corpus.py`` and ``tests/conftest.py``, and the MTGJSON
sample data.

The bench writes each page as ``p.content.encode(p.encoding)``; ``Page.encoding`` is the Python codec of the bytes, and
every page's content encodes in it (the self-test checks it, and that the bytes decode back to the same text). The
encodings, as the old web had them:

- UTF-8 on about a quarter of the pages (old sites re-served, converted boards, the old Gatherer);
- windows-1252 declared as ISO-8859-1 (what browsers read ISO-8859-1 as: curly quotes at 0x92-0x94, the euro at 0x80),
  windows-1252 declared as such or not at all, true ISO-8859-1 (the characters it lacks as entities, &#8217;), ISO-8859-15
  (the euro sign), ISO-8859-2 in an XML declaration, windows-1250 in a ``<meta charset>``, windows-1251, KOI8-R, CP866
  (a FidoNet message), CP437 (a DOS text file's box-drawn banner), US-ASCII;
- Shift_JIS declared over CP932 bytes ("～" of Windows' code page, which Shift_JIS lacks), true Shift_JIS, EUC-JP (a news
  archive's page), ISO-2022-JP (a Usenet article, as mail and news travelled), GBK declared as GBK or as GB2312 (an
  author's name with a character GB2312 lacks), Big5 and CP950 declared as Big5, EUC-KR declared over CP949 bytes (a
  nickname with "햏", a syllable EUC-KR lacks).

A saved page declares its encoding as the site did (``<meta http-equiv="Content-Type" content="text/html; charset=…">``,
``<meta charset="…">``, an ``<?xml … encoding="…"?>`` declaration with the meta, or nothing at all) and writes the
characters its encoding lacks as entities in the site's way: decimal (``&#8217;``), hexadecimal (``&#x2019;``) or named
(``&rsquo;``, and the hand-written pages' ``&eacute;``). A text page (copied from the browser, saved by it as a text
file, or a text document itself) carries no declaration and only characters its encoding has: its card is one whose
rulings the encoding can write as they are, and a printed name or text it cannot write is not shown.

Layouts, each saved as HTML and as text:

- oldweb-geocities-shrine-en: a fan's home page of the late nineties (black background, ``<font>``, ``<center>``, a
  marquee, spacer gifs, the menu in a table cell, "You are visitor no. 004217", the webring bar, "Sign my guestbook!",
  "Best viewed with Internet Explorer 5 at 800x600", "Last updated: 03/14/2004", the copyright years), now and then
  the Wayback Machine's copy with its toolbar and captures' span; rulings "text (10/4/2004)" or the day first;
- oldweb-de-kartenarchiv-frameset: a German card archive in frames, saved as its frameset page with the card's page in
  ``<noframes>`` (copied: the content frame), ISO-8859-15 with the euro sign, "Datum | Regelung" table ("04.10.2004");
- oldweb-vbulletin3-showthread: a vBulletin 3.8 thread (English or German), "Join Date: Mar 2005", "Reply With Quote",
  "Last edited by …", quote box, signature, posting rules, "All times are GMT -5. The time now is …";
- oldweb-phpbb2-fr-viewtopic: a French phpBB 2 topic, "Posté le: Mar 04 Oct 2005 15:12", "Inscrit le", "Revenir en
  haut", the French printed text ("Texte VF"), rulings "04/10/2004 : …", "4 oct. 2004";
- oldweb-ipb2-it-showtopic: an Italian Invision Power Board 2 topic, "Inviato il: 4/10/2005, 15:12", "Iscritto il:
  12-Marzo 05", "Cita", the readers' line, "Versione Lo-Fi";
- oldweb-smf1-ptbr-topic: a Brazilian SMF 1.1 topic, "« Resposta #1 em: 04 de Outubro de 2005, 15:12:45 »", karma,
  "Registrado", "Página criada em … segundos";
- oldweb-discuz7-gbk-viewthread: a Discuz! 7.2 thread in GBK, 楼主/沙发/板凳, "发表于 2009-10-4 15:12", "本帖最后由 …
  编辑", the time zone line, the ICP number;
- oldweb-2ch-sjis-readcgi-dat: a 2channel thread (read.cgi in Shift_JIS over CP932; as text its .dat file,
  "name<>mail<>stamp<> body <>title"), "2005/10/04(火) 15:12:45 ID:…", ">>1", "乙～";
- oldweb-tw-phpbb2-big5: a Taiwanese phpBB 2 topic in Big5/CP950, "發表於: 星期二 十月 04, 2006 3:12 pm", "回頂端";
- oldweb-zeroboard4-euckr: a Korean Zeroboard 4 post (EUC-KR declared, CP949 bytes), "2005-10-04 15:12:45, 조회 :",
  comments with their times, "Copyright 1999-2004 Zeroboard";
- oldweb-ru-cp1251-kartoteka: a Russian card base in windows-1251, the Russian name and text, "Дата | Разъяснение" or
  lines ("04 октября 2004 г."), "Обновлено:", Рейтинг@Mail.ru and LiveInternet counters;
- oldweb-ru-koi8-apache-fido866: a Russian Apache-era page in KOI8-R with the charset switch ("KOI8-R | Windows | DOS |
  ISO | Mac"); as text, a FidoNet echomail message in CP866 (Msg/From/To/Subj header, tearline, Origin);
- oldweb-pl-xhtml-iso88592: a Polish fan site's XHTML 1.0 article declared ISO-8859-2 in its XML declaration, "4
  października 2004", comments, "Valid XHTML 1.0" badges (its text saved in ISO-8859-2 or windows-1250);
- oldweb-cz-meta-charset-1250: a Czech card database with ``<meta charset="windows-1250">``, "4. 10. 2004 – …",
  "Vloženo", "Naposledy upraveno", TOPlist;
- oldweb-gatherer-aspnet-details: the old Gatherer's Card Details page (ASP.NET: __VIEWSTATE, __EVENTVALIDATION,
  __doPostBack), "Card Name:", "Types:", "Card Text:", the rulings table ("10/4/2004"), faces side by side with the
  rulings under each now and then (the one layout whose site prints no date of its own);
- oldweb-ask-wizards-column: a magicthegathering.com "Ask Wizards" column, entries under their days, a reader's
  question about the card answered with the rulings ("Oct. 4, 2004", "10/4/2004"), other readers' questions;
- oldweb-rules-keep-summary: a card rules summary in plain text in the Crystal Keep's manner (ASCII-art banner, 72
  columns, "* text [Gatherer 2004/10/04]"), or served in a ``<pre>``;
- oldweb-set-faq-txt-72col: a set FAQ text file (a CP437 box-drawn banner or an ASCII one, "Document modified:",
  "=====" separators, the card's entry wrapped at 72 columns, "(10/4/2004)"), or an archive's ``<pre>`` page of it;
- oldweb-mhonarc-judges-list: a German judges' list message: its MHonArc archive page (X- comments, "[Date Prev][Date
  Next]…", "Prev by Date"), or the message as a mail program saved it (ISO-8859-1 in its Content-Type);
- oldweb-fj-news-jis-eucjp: an fj.rec.games article: as text in ISO-2022-JP with its MIME-encoded Subject, or its
  news archive's page in EUC-JP;
- oldweb-oscommerce-es-tienda: a Spanish osCommerce 2.2 shop (named entities, &euro;), "Este producto fue añadido a
  nuestro catálogo el martes 04 octubre, 2005.", the requests counter since a day, "Powered by osCommerce";
- oldweb-jp-kojin-homepage-sjis: a Japanese personal home page in Shift_JIS (the counter, キリ番, "since 2001.04.01",
  "最終更新日", "◆公式裁定（英語原文）", dates now and then in full-width digits, "リンクフリー");
- oldweb-cn-gb2312-portal-article: a Chinese portal's article declared gb2312 over GBK bytes ("更新时间：2008-3-14",
  "【字体：大 中 小】", "上一篇/下一篇", the ICP number);
- oldweb-futaba-scan-question-untitled (names no card): an imageboard thread (Shift_JIS over CP932) asking about a
  card in a scan by its set and number, answered with the rulings;
- oldweb-cgi-guestbook-reply-untitled (names no card): a fan page's guestbook (Matt's Script Archive's, English or a
  German "Gästebuch"), a visitor asking about a card they pulled (set and number), the owner's entry with the rulings.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Rulings' dates in thirteen languages' forms (English: 10/4/2004, October 4,
2004, Oct. 4, 2004, 2004/10/04, 2004-10-04; German, French, Italian, Spanish, Portuguese, Japanese, Simplified and
Traditional Chinese, Korean, Russian, Polish, Czech), numeric ones only in the order the site's readers know (month
first on American sites, day first in Europe, year first in East Asia); the sites' own dates (posts, join days, edits,
"last updated", archive captures, counters' starting days, mail and news Date: lines) on every page but the Gatherer's,
none of them a ruling's day; titles in the card's printed languages as the page's language shows them (German, French,
Italian, Spanish, Portuguese, Japanese, Simplified and Traditional Chinese, Korean, Russian) or in English. Each page's
generator is seeded with the corpus seed + 270001 (``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the
single-faced cards and then ``multiface_cards``. Page ids are "l000"–"l199". The self-test (``python
bench/page_fresh40.py [SETS]``) passes at seeds 7 and 21 on the bundled sample and prints the encodings' counts. Held
out: not run through the parser when written; bench/page_accuracy.py prints its failures only with --show-fresh40.

The scaffolding this part shared with the parts before it (the card picker, names, titles, translations, ``--card``,
days, chrome's bookkeeping, helpers and the self-test's common checks) now lives in ``bench/page_parts.py``
(``EncodedPartGenerator``); this module keeps the part's own layouts, words, date forms and checks.
"""

import datetime as dt
import html
import re

from page_corpus import CardData, Page
from page_parts import (DAY_MON, DAY_MONTHS, DAY_WEEKDAYS, EncodedPartGenerator, answer_problems, chrome_problems, clock12,
                        encodings_line, entitize, fill, multi_share, one_format_problems, own_date_problems, part_basics,
                        part_main, problems_of_pages, reading_views, seen_in, slug, title_problems, translation_problems,
                        variety_problems, wrap)

SEED_OFFSET = 270001
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the last day a page of the part can be saved on (the MTGJSON data the cards come from is of 2022-04-25)
LAST_DAY = dt.date(2022, 4, 20)

# --- dates: the rulings' days as the old sites wrote them: page_parts.render_day ---------------------------------

# --- one element tree, written out as the saved HTML or as the copied text --------------------------------

BLOCKS = {"html", "body", "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "dl", "dt", "dd", "table",
          "thead", "tbody", "tfoot", "tr", "center", "marquee", "form", "blockquote", "address", "caption", "pre", "noframes",
          "menu", "fieldset", "legend", "header", "footer", "nav"}
PARAGRAPHS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "table", "blockquote", "address", "pre"}
VOIDS = {"br", "img", "input", "meta", "hr", "link", "frame", "wbr", "area"}
UNCOPIED = {"script", "style", "img", "input", "meta", "link", "noscript", "select", "frameset", "frame", "textarea", "map"}


class Raw(str):
    """Markup kept as written (an HTML comment, a script): in the saved page, never in the copied text."""


class N:
    """An element: its tag, attributes and children (strings or elements)."""

    __slots__ = ("tag", "attrs", "kids")

    def __init__(self, tag: str, *kids, **attrs) -> None:
        self.tag = tag
        self.kids = [k for k in kids if k is not None and k != ""]
        self.attrs = {k.rstrip("_").replace("__", "-"): v for k, v in attrs.items() if v is not None}

    def add(self, *kids) -> "N":
        self.kids += [k for k in kids if k is not None and k != ""]
        return self


def E(tag: str, *kids, cls: str | None = None, **attrs) -> N:
    n = N(tag, *kids, **attrs)
    if cls:
        n.attrs = {"class": cls, **n.attrs}
    return n


def _attrs(n: N, caps: bool, xhtml: bool) -> str:
    out = ""
    for k, v in n.attrs.items():
        key = k.upper() if caps else k
        if v is True:
            out += f' {key}="{key}"' if xhtml else f" {key}"
        elif caps and re.fullmatch(r"[A-Za-z0-9#%._-]+", str(v)):
            out += f" {key}={v}"
        else:
            out += f' {key}="{html.escape(str(v))}"'
    return out


def to_html(n, depth: int = 0, caps: bool = False, xhtml: bool = False) -> str:
    """The element as a saved page holds it: block children on their own indented lines, inline runs kept together as
    they were written (a <pre>'s text as it is); tags in capitals on the sites written so, XHTML's " />"."""
    if isinstance(n, Raw):
        return str(n)
    if isinstance(n, str):
        return html.escape(n, quote=False)
    tag = n.tag.upper() if caps else n.tag
    attrs = _attrs(n, caps, xhtml)
    if n.tag in VOIDS:
        return f"<{tag}{attrs}{' /' if xhtml else ''}>"
    if n.tag in ("script", "style"):
        return f"<{tag}{attrs}>{''.join(k for k in n.kids if isinstance(k, str))}</{tag}>"
    if n.tag != "pre" and any(isinstance(k, N) and (k.tag in BLOCKS or k.tag in ("td", "th", "frame", "frameset")) for k in n.kids):
        pad = "\n" + "  " * (depth + 1)
        inner = "".join(pad + to_html(k, depth + 1, caps, xhtml) for k in n.kids) + "\n" + "  " * depth
    else:
        inner = "".join(to_html(k, depth + 1, caps, xhtml) for k in n.kids)
    return f"<{tag}{attrs}>{inner}</{tag}>"


def _copy_tokens(n, out: list, pre: bool = False) -> None:
    """The element's run of copied text: strings, and line breaks as numbers (1: a line, 2: a blank line); table cells
    start with a tab; a <pre>'s lines kept; comments, scripts, images and frames left out."""
    if isinstance(n, Raw):
        return
    if isinstance(n, str):
        if pre:
            for k, ln in enumerate(n.split("\n")):
                if k:
                    out.append(1)
                out.append(ln if ln.strip() else "\u2060")
            return
        out.append(re.sub(r"[ \t\r\n]+", " ", n))
        return
    if n.tag in UNCOPIED or "display:none" in str(n.attrs.get("style", "")).replace(" ", ""):
        return
    if n.tag in ("br", "hr"):
        out.append(1 if n.tag == "br" else 2)
        return
    if n.tag in ("td", "th"):
        out.append("\t")
    gap = 2 if n.tag in PARAGRAPHS else 1 if n.tag in BLOCKS else 0
    if gap:
        out.append(gap)
    for k in n.kids:
        _copy_tokens(k, out, pre or n.tag == "pre")
    if gap:
        out.append(gap)


def to_text(n) -> str:
    """The element as a browser copies it (Select all, Copy) or Internet Explorer saves it as a text file: blocks on
    their own lines, paragraphs, headings, lists and tables between blank lines, cells by tabs, images, scripts and
    comments left out, inline runs exactly as written, a <pre>'s lines as they are."""
    toks: list = []
    _copy_tokens(n, toks)
    lines: list[str] = []
    cur, pending = "", 0
    for tok in toks:
        if isinstance(tok, int):
            pending = max(pending, tok)
            continue
        if pending:
            if cur.strip():
                lines.append(cur)
            elif cur == "\u2060":
                lines.append("")
            if pending == 2 and lines and lines[-1] != "":
                lines.append("")
            cur, pending = "", 0
        cur += tok
    if cur.strip():
        lines.append(cur)
    out = [re.sub(r" +$", "", re.sub(r"^[ \t]+", "", ln.replace("\u2060", ""))) if ln else "" for ln in lines]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(out))
    return text.strip("\n") + "\n"


# --- encodings -----------------------------------------------------------------------------------------

#: a declared charset (as the page writes it, lowercased) -> the codecs its bytes may be in: the label's own and the
#: superset browsers read it as (windows-1252 for ISO-8859-1, windows-31J for Shift_JIS, windows-949 for EUC-KR, GBK
#: for GB2312, Big5 with Microsoft's additions)
DECLARED = {
    "iso-8859-1": {"latin-1", "cp1252"}, "windows-1252": {"cp1252"}, "iso-8859-15": {"iso8859_15"}, "iso-8859-2": {"iso8859_2"},
    "windows-1250": {"cp1250"}, "windows-1251": {"cp1251"}, "koi8-r": {"koi8_r"}, "shift_jis": {"shift_jis", "cp932"},
    "euc-jp": {"euc_jp"}, "iso-2022-jp": {"iso2022_jp"}, "gbk": {"gbk"}, "gb2312": {"gb2312", "gbk"}, "big5": {"big5", "cp950"},
    "euc-kr": {"euc_kr", "cp949"}, "utf-8": {"utf-8"}, "us-ascii": {"ascii"},
}


DOCTYPES = {
    "html32": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">',
    "html4": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
    "frameset": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd">',
    "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    "xhtml-strict": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
    "html5": "<!DOCTYPE html>",
}


# --- the generator -------------------------------------------------------------------------------------

class Fresh40Generator(EncodedPartGenerator):
    """The generator of the fresh-40 part: its own layouts only, each one card's page on a site of the old web (built
    between about 1998 and 2016, still served or archived), saved in the site's own character encoding (a card with
    several faces half of the time), with the card's rulings and their dates amid the site's chrome."""
    PART = "fresh40"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2005, 1, 1)

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self._prof: dict[str, list[str]] = {}  # the page's members' profiles (rank, join day, posts), shown alike on each post

    # ---- days ----


    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the page was saved (or its site last touched it): three weeks to three years after the card's last
        ruling, by the end of 2016 for a card ruled on before mid-2016 (the old web's years), else up to April 2022
        (an old site still served); never a ruling's day."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = last + dt.timedelta(days=21)
        hi = min(last + dt.timedelta(days=3 * 365), dt.date(2016, 12, 20) if last < dt.date(2016, 6, 1) else LAST_DAY)
        d = self._between(card, lo, max(hi, lo))
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    # ---- chrome ----


    def counter(self, n: int | None = None) -> str:
        """A hit counter's number, zero-padded as the counter scripts printed it."""
        return f"{n if n is not None else self.rng.randint(1200, 98000):06d}"

    # ---- the page ----
    def page(self, i: int, layout: str, split: str = "fresh40", single: bool = False) -> Page:
        """One page of the layout: the format (its first page saved as HTML, its second copied or saved as text, then
        either), the encoding (drawn from the site's), the card (one the encoding can carry in a text page), the
        moment; written; its chrome sorted, none of it inside a ruling, translation or the card's text."""
        r = self.rng
        method, titled = self.LAYOUTS40[layout]
        S = SITES40[layout]
        turn = self._turns.get(layout, 0)
        self._turns[layout] = turn + 1
        self.html = turn == 0 if turn < 2 else r.random() < 0.5
        opts = S["html" if self.html else "text"]
        self.enc, self.decl = r.choices([(c, d) for c, d, _ in opts], weights=[w for *_, w in opts])[0]
        self.S, self._layout, self._untitled = S, layout, not titled
        self.lang = r.choice(S["langs"])
        card = self._pick(single)
        page = Page(id=f"l{i:03d}", layout=layout, split=split, fmt="html" if self.html else "text", card=card.name, card_arg=None,
                    title_lang=None, encoding=self.enc)
        self._now = self._moment_of(card)
        self._prof = {}
        page.__dict__["now"] = self._now.date().isoformat()
        page.__dict__["declared"] = None
        self._kit(page, "site")
        getattr(self, method)(page, card)
        return self.settle_chrome(page, card)

    def save(self, page: Page, title: str, body: N, *, head: tuple[str, ...] = (), doctype: str | None = None,
             html_attrs: str = "", caps: bool = False, xhtml: bool = False, text_root: N | None = None, text: str | None = None,
             prolog: tuple[str, ...] = ()) -> None:
        """The page saved as the site served it (its declaration of the encoding, its doctype, its tags; every character
        the encoding lacks as an entity, in the site's way) or as text (copied, saved by the browser as a text file, or
        the text document itself)."""
        if not self.html:
            page.content = text if text is not None else to_text(text_root or body)
            return
        up = (lambda s: s.upper()) if caps else (lambda s: s)
        label, style = self.decl, self.S.get("decl", "http-equiv")
        out = []
        if label and style == "xml":
            out.append(f'<?xml version="1.0" encoding="{label}"?>')
        if doctype:
            out.append(DOCTYPES[doctype])
        out += list(prolog)
        out.append(f"<{up('html')}{html_attrs}>")
        out.append(f"<{up('head')}>")
        if label and style in ("http-equiv", "xml"):
            out.append(f'<{up("meta")} {up("http-equiv")}="Content-Type" {up("content")}="text/html; charset={label}"{" /" if xhtml else ""}>')
        elif label and style == "charset":
            out.append(f'<meta charset="{label}">')
        out.append(f"<{up('title')}>{html.escape(title, quote=False)}</{up('title')}>")
        out += list(head)
        out.append(f"</{up('head')}>")
        out.append(to_html(body, 0, caps, xhtml))
        out.append(f"</{up('html')}>")
        doc = "\n".join(out) + "\n"
        ents = self.S.get("ents", "dec")
        page.content = doc if self.enc == "utf-8" and ents != "named" else entitize(doc, self.enc, ents)
        page.__dict__["declared"] = label.lower() if label else None

    # ---- shared pieces of the sites ----
    def sym(self, ch: str, alt: str) -> str:
        """A sign as the page writes it: itself where the page can (an entity in saved HTML), else the ASCII stand-in
        the site used in its text files ("(C)" for "©")."""
        return ch if self.fits(ch) else alt

    def ruling_lines(self, page: Page, items: list, styles: list[str], *, bold: float = 0.3, colon: str = ":", dash: str = "-") -> list[list]:
        """The rulings as lines of a post, a mail or a page: "DATE: text" (the site's colon: " :" in French, the full-width
        one in Japanese and Chinese), "DATE - text" (the site's dash), "text (DATE)", "[DATE] text", "* text [DATE]", or
        the day on its own line over the text with a blank line between rulings; the days in bold now and then (HTML).
        Each line a list of strings and elements."""
        r = self.rng
        style = r.choice(styles)
        b = self.html and r.random() < bold
        page.date_forms[-1] += f" (lines: {style}{', bold days' if b else ''})"
        out: list[list] = []
        for k, (ds, t, _) in enumerate(items):
            w = E("b", ds) if b else ds
            if style == "colon":
                out.append([w, f"{colon} " if colon.isascii() else colon, t])
            elif style == "dash":
                out.append([w, f" {dash} ", t])
            elif style == "paren":
                out.append([t, " (", w, ")"])
            elif style == "bracket":
                out.append(["[", w, "] ", t])
            elif style == "star":
                out.append(["* ", t, " [", w, "]"])
            else:
                out += ([[]] if k else []) + [[w], [t]]
        return out

    @staticmethod
    def br_join(lines: list[list]) -> list:
        """Lines joined by <br> (a blank line: two)."""
        out: list = []
        for k, ln in enumerate(lines):
            if k:
                out.append(E("br"))
            out += ln
        return out

    def thread_moments(self, card: CardData, k: int = 3, days: int = 60) -> list[dt.datetime]:
        """A thread's posts' moments: the question within ``days`` before the page's moment, each answer some minutes
        to a day and a half after the one before."""
        ms = [self._moments(card, 1, days)[0]]
        for _ in range(k - 1):
            ms.append(self._later(card, ms[-1], 12, 60 * 36))
        return ms

    def oracle_nodes(self, card: CardData, *, label: str | None = None, face_tag: str = "b") -> list:
        """The card's English Oracle text as old pages printed it: each face's name in bold, its type line in italics,
        its text lines broken by <br> (nothing when the page cannot write it)."""
        out: list = []
        for name, typ, lines in self.oracle(card):
            kids: list = []
            if name:
                kids += [E(face_tag, name), E("br")]
            if typ:
                kids += [E("i", typ), E("br")]
            kids += self.br_join([[x] for x in lines])
            out.append(E("p", *kids))
        if out:
            page_label = [E("p", E("b", label))] if label else []
            return page_label + out
        return []

    def printed_nodes(self, got: tuple[str, str] | None, label: str | None = None) -> list:
        """A printed card (a translation): its name in bold and its text lines broken by <br>, under the site's label."""
        if not got:
            return []
        name, text = got
        kids = ([E("b", label), E("br")] if label else []) + [E("b", name), E("br")]
        kids += self.br_join([[x] for x in text.split("\n") if x.strip()])
        return [E("p", *kids)]

    # ---- fresh-40's pages ----
    def _wayback(self, page: Page, card: CardData, url: str) -> N:
        """The Wayback Machine's toolbar over an archived copy: the address, the captures' count and span (its first
        capture years before, its last the page's day)."""
        r = self.rng
        self._kit(page, "archive")
        first = self._past(card, self._now.date() - dt.timedelta(days=r.randint(400, 2400)), 60)
        mon, now = DAY_MON["en"], self._now
        span = self._own(page, first, f"{first.day} {mon[first.month - 1]} {first.year}") + " - " + \
            self._own(page, now.date(), f"{now.day} {mon[now.month - 1]} {now.year}")
        bits = self._cs(page, "INTERNET ARCHIVE", "Wayback Machine", url, f"{r.randint(3, 90)} captures", span, "Go", "Close", "Help")
        return E("table", E("tr", E("td", E("b", bits[0]), E("br"), bits[1]), E("td", E("a", bits[2], href=url), " ", E("a", bits[5], href="#")),
                             E("td", bits[3], E("br"), bits[4]), E("td", E("a", bits[6], href="#"), " ", E("a", bits[7], href="#"))),
                 id="wm-ipp", width="100%", style="background:#eee;font:11px Arial")

    def layout_shrine(self, page, card):
        """A fan's home page of the late nineties (GeoCities-, Angelfire- or Tripod-like): a dark background, <font> and
        <center>, a marquee, the menu in a table cell beside spacer gifs, the card of the week (its name, type line and
        text) and the rulings "from the DCI" with their days (10/4/2004) after or before them, a hit counter, the webring
        bar, the guestbook links, "Best viewed with…", "Last updated", the copyright years; a third of the copies the
        Wayback Machine's, with its toolbar."""
        r = self.rng
        owner = r.choice(["Jen", "Kevin", "Mike", "Sarah", "Dave", "Chris", "Amanda"])
        site = self._c(page, r.choice([f"{owner}'s Magic: The Gathering Page", f"{owner}'s MTG Shrine", "The Mana Vault", "Tolarian Academy Online",
                                       "The Dragon's Lair of Magic"]))
        host = r.choice(["www.geocities.com/TimesSquare/Arena/4217", "members.tripod.com/~mtgshrine", "www.angelfire.com/games2/magicpage"])
        title = self._title(page, card)
        form = self._form(page, f"a fan page's rulings ({site})", ["en:mdy", "en:long", "en:mdy0"])
        items = self._dated(page, card, form)
        style = r.choice(["after", "before", "dateline"])
        page.date_forms[-1] += f" ({style})"
        marquee = self._c(page, r.choice(["*** Welcome to my Magic page!!! New rulings added every week! ***",
                                          "Welcome!!! This page is always under construction...", f"Welcome to {site}! Trade list updated!"]))
        nav = self._cs(page, "Home", "Card of the Week", "Rulings", "Decklists", "Trade List", "Links", "Guestbook", "E-mail me")
        left = E("td", *[y for x in nav for y in (E("a", E("font", x, face="Arial", size="2", color="#FFFF00"), href=f"{slug(x)}.html"), E("br"))],
                 E("img", src="spacer.gif", width="1", height="40"), width="150", valign="top", bgcolor="#330066")
        head = self._c(page, r.choice(["Card of the Week", "Rulings Corner", "Card Spotlight"]))
        rhead = self._c(page, r.choice(["Official Rulings:", "Rulings from the DCI:", "Official rulings (from Wizards):"]))
        if style == "after":
            rul = E("ul", *[E("li", t, " ", E("i", f"({ds})")) for ds, t, _ in items])
        elif style == "before":
            rul = E("ul", *[E("li", E("b", ds), " - ", t) for ds, t, _ in items])
        else:
            rul = E("p", *self.br_join([x for ds, t, _ in items for x in ([E("b", ds)], [t], [])][:-1]))
        main = E("td", E("font", E("font", E("b", head), size="4", color="#FF9900"), E("br"), E("font", E("b", title), size="5"), E("br"),
                         *self.oracle_nodes(card), E("p", E("b", E("u", rhead))), rul, E("hr", width="80%"), face="Verdana, Arial", size="2"),
                 valign="top")
        self._kit(page, "counter")
        visits = self._c(page, f"You are visitor no. {self.counter()}" if r.random() < 0.5 else f"{self.counter()} visitors since {r.choice(['1998', '1999', '2000'])}")
        ring = self._cs(page, "[<< Prev]", "[Random]", "[Next >>]", "[List Sites]", f"This Magic: The Gathering Webring site is owned by {owner}.")
        gb = self._cs(page, "Sign my guestbook!", "View my guestbook")
        best = self._c(page, r.choice(["Best viewed with Internet Explorer 5 at 800x600", "Best viewed with Netscape Navigator 4.0 at 800x600 resolution",
                                       "This page is best viewed in 800x600 with Internet Explorer 5.0 or higher"]))
        upd_d = self._moments(card, 1, 120)[0].date()
        upd = self._c(page, f"Last updated: {self._stamp(page, upd_d, r.choice(['en:mdy0', 'en:long']))}")
        copy = self._c(page, f"© {self._now.year - r.randint(2, 5)}-{self._now.year} {owner}. Magic: The Gathering is a trademark of Wizards of the Coast, Inc. "
                             "This site is not affiliated with Wizards of the Coast.")
        foot = E("center", E("font", E("img", src="counter.gif", alt="counter"), E("br"), visits, E("br"), E("br"),
                                E("table", E("tr", E("td", *[y for x in ring[:4] for y in (E("a", x, href="#"), " ")], E("br"), ring[4])), border="1"),
                                E("br"), E("a", gb[0], href="guestbook.html"), " | ", E("a", gb[1], href="guestbook.html"), E("br"),
                                E("img", src="ie_anim.gif", alt="Get Internet Explorer"), E("br"), best, E("br"), upd, E("br"), copy, size="1"))
        kids = [E("center", E("img", src="mtglogo.gif", alt="Magic: The Gathering"), E("br"),
                      E("font", E("b", site), face="Comic Sans MS", size="6", color="#FF0000"), E("br"), E("marquee", marquee, scrollamount="4")),
                E("table", E("tr", left, main), width="760", border="0", cellpadding="6"), foot]
        if r.random() < 0.35:
            kids.insert(0, self._wayback(page, card, f"http://{host}/"))
        body = E("body", *kids, bgcolor="#000000", text="#FFFFFF", link="#FFFF00", vlink="#FF9900", background="stars.gif")
        self.save(page, f"{site} - {title}", body, doctype=r.choice([None, "html32"]), caps=r.random() < 0.6,
                  head=(f'<META NAME="keywords" CONTENT="magic, the gathering, mtg, rulings, {html.escape(title)}">',
                        Raw("<!-- Created with Microsoft FrontPage 4.0 -->") if r.random() < 0.5 else "<!-- saved from notepad -->"))

    def layout_guestbook(self, page, card):
        """A fan page's guestbook (Matt's Script Archive's guestbook.pl, or a German "Gästebuch" of the same script):
        the newest entries first, each with its comment, the visitor's name, location and the day and time it was
        signed; a visitor asks about a card they found (its set and number, no name), the page's owner answers in an
        entry of their own with the rulings and their days. Names no card."""
        r = self.rng
        de = self.lang == "de"
        self._card_arg(page, card)
        owner = r.choice(["Jen", "Kevin", "Mike", "Tanja", "Stefan"])
        W = {True: dict(title="Gästebuch", intro="Danke für deinen Besuch! Trag dich doch ins Gästebuch ein.", sign="Ins Gästebuch eintragen",
                        back=f"Zurück zu {owner}s Magic-Seite", ask="Hallo! Ich hab aus einem {set}-Booster eine Karte (Nr. {num}), die ich nicht "
                        "verstehe. Wie funktioniert die genau?", answer="Antwort von {owner}: Hier die offiziellen Rulings zu der Karte:",
                        nice=["Tolle Seite, weiter so!", "Schöne Seite, schau mal auf meiner vorbei!", "Super Decklisten, danke!"],
                        loc=["Köln", "Hamburg", "Wien", "Zürich"], script="Gästebuch-Script von Matt's Script Archive (übersetzt)"),
             False: dict(title="Guestbook", intro="Thank you for visiting my pages. Please sign my guestbook!", sign="Sign the guestbook",
                         back=f"Return to {owner}'s Magic Page", ask="Hi! I pulled a card from a {set} booster (#{num}) and my friends and "
                         "I can't agree how it works. Can you help??", answer="Reply from {owner}: here are the official rulings for that card:",
                         nice=["Cool site! Check out mine too!", "Great page, love the decklists!", "Awesome site!!! Keep it up :)"],
                         loc=["Columbus, Ohio USA", "Austin, TX USA", "Leeds, UK", "Toronto, Ontario Canada"],
                         script="Guestbook Script by Matt's Script Archive")}[de]
        sname = self.set_of(card)[1]
        form = self._form(page, "a guestbook's answer", ["de:num", "de:long"] if de else ["en:mdy", "en:long"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["dash", "colon", "paren"])
        ms = self.thread_moments(card, r.randint(3, 4), 90)
        who = ["Guest", "Tommy", "MagicFan77", "Lisa", "Nils"]
        entries = []
        for k, m in enumerate(ms):
            if k == 1:
                text = [self._c(page, fill(W["ask"], set=sname, num=card.number))]
                name = r.choice(who)
            elif k == 2:
                text = [self._c(page, fill(W["answer"], owner=owner)), E("br"), *self.br_join(lines)]
                name = owner
            else:
                text = [self._c(page, r.choice(W["nice"]))]
                name = r.choice(who)
            when = self._gb_when(page, m, de)
            entries.append([E("b", *text), E("br"), E("a", self._c(page, name), href="mailto:guest@example.com"), E("br"),
                            self._c(page, r.choice(W["loc"])), " - ", when, E("hr")])
        self._kit(page, "guestbook")
        t = self._cs(page, W["title"], W["intro"], W["sign"], W["back"], W["script"])
        body = E("body", E("center", E("h1", t[0])), E("p", t[1], " ", E("a", t[2], href="addguest.html")), E("hr"),
                 *[x for e in reversed(entries) for x in e], E("p", E("a", t[3], href="index.html")), E("p", E("small", t[4])), bgcolor="#FFFFFF")
        self.save(page, f"{owner} - {t[0]}", body, caps=r.random() < 0.5, doctype=r.choice([None, "html32"]))

    def _gb_when(self, page: Page, m: dt.datetime, de: bool) -> str:
        """A guestbook entry's moment as the script wrote it."""
        if de:
            s = f"{DAY_WEEKDAYS['de'][m.weekday()]}, {m.day}. {DAY_MONTHS['de'][m.month - 1]} {m.year} um {m:%H:%M} Uhr"
        else:
            s = f"{DAY_WEEKDAYS['en'][m.weekday()]}, {DAY_MONTHS['en'][m.month - 1]} {m.day:02d}, {m.year} at {m:%H:%M:%S} (EDT)"
        return self._c(page, self._own(page, m.date(), s))

    def layout_frameset(self, page, card):
        """A German card archive of the late nineties built in frames (navigation on the left, the card in the content
        frame), saved as its frameset page: the <noframes> part carries the navigation and the card's page for browsers
        (and search engines) without frames; copied, the content frame as shown. The card's German name over its
        English one, its German text now and then, the Oracle text, the rulings in a "Datum | Regelung" table, a price
        in euros, "Stand:", the visitors since a day, the imprint."""
        r = self.rng
        site = self._c(page, r.choice(["Magic-Kartenarchiv", "Das Zauberer-Archiv", "Magic-Regelecke Online"]))
        title = self._title(page, card, 0.85)
        code, sname = self.set_of(card)
        form = self._form(page, f"a framed card archive's table ({site})", ["de:num", "de:long", "de:short"])
        items = self._dated(page, card, form)
        got = self._tr(page, card, "de") if r.random() < 0.6 else None
        lab = ["Englischer Name:", "Edition:", "Nummer:", "Datum", "Regelung", "Deutscher Kartentext:", "Oracle-Text (englisch):"]
        self._cs(page, *lab[1:5], *([lab[0]] if page.title_lang != "en" else []), *([lab[5]] if got else []), *([lab[6]] if self.oracle(card) else []))
        fields = [E("tr", E("td", E("b", lab[0])), E("td", card.name))] if page.title_lang != "en" else []
        fields += [E("tr", E("td", E("b", lab[1])), E("td", self._c(page, f"{sname} ({code})"))), E("tr", E("td", E("b", lab[2])), E("td", card.number))]
        rhead = self._c(page, r.choice(["Regelklarstellungen (Rulings)", "Offizielle Rulings", "Regelfragen & Rulings"]))
        table = E("table", E("tr", E("th", lab[3], bgcolor="#CCCCCC"), E("th", lab[4], bgcolor="#CCCCCC")),
                  *[E("tr", E("td", ds, valign="top", nowrap=True), E("td", t)) for ds, t, _ in items], border="1", cellpadding="3", cellspacing="0",
                  width="100%")
        price = self._c(page, f"Richtpreis: {r.choice(['0,25', '0,50', '1,00', '2,50'])} {'€' if self.fits('€') else 'EUR'}")
        stand = self._c(page, f"Stand: {self._stamp(page, self._moments(card, 1, 200)[0].date(), r.choice(['de:num', 'de:short']))}")
        since = self._past(card, dt.date(1999, 1, 1) if self._now.year > 2001 else self._now.date() - dt.timedelta(days=500), 300)
        visits = self._c(page, f"Besucher seit dem {self._stamp(page, since, 'de:num')}: {self.counter()}")
        back = self._cs(page, "« Zurück zur Übersicht", "Seitenanfang", "Impressum", "Kontakt")
        legal = self._c(page, "Magic: The Gathering ist ein eingetragenes Warenzeichen von Wizards of the Coast, Inc. "
                              "Dies ist eine inoffizielle Fanseite.")
        content = E("div", E("h1", E("font", title, face="Arial", color="#660000")), E("table", *fields, border="0"),
                    *self.printed_nodes(got, lab[5] if got else None), *self.oracle_nodes(card, label=lab[6]),
                    E("h3", rhead), table, E("p", price, E("br"), stand), E("p", E("a", back[0], href="../index.htm"), " | ", E("a", back[1], href="#top")),
                    E("hr"), E("p", E("font", self._c(page, f"© {self._now.year - r.randint(3, 7)}-{self._now.year} {site}"), " · ",
                                      E("a", back[2], href="impressum.htm"), " · ", E("a", back[3], href="mailto:info@example.de"), E("br"), legal,
                                      E("br"), visits, size="1")))
        self._kit(page, "frames")
        nav = ["Startseite", "Neuigkeiten", "Kartenarchiv", "Regeln", "Turniere", "Links", "Gästebuch"]
        no = "Ihr Browser kann leider keine Frames anzeigen. Hier geht es zur Seite ohne Frames:"
        if self.html:
            self._cs(page, *nav, no)
        body = E("frameset", E("frame", src="navi.htm", name="navi", scrolling="no", noresize=True),
                 E("frame", src=f"karten/{slug(card.name)}.htm", name="inhalt"),
                 E("noframes", E("body", E("p", no), E("p", *self.br_join([[E("a", x, href=f"{slug(x)}.htm")] for x in nav])), content)),
                 cols="170,*", border="0", frameborder="0", framespacing="0")
        self.save(page, f"{site}: {title}", body, doctype="frameset",
                  head=('<meta name="author" content="Kartenarchiv-Team">', '<meta name="robots" content="index,follow">'), text_root=content)

    VB_W = {
        "en": dict(forum=["Mana Drain Lounge", "Planeswalker Pub Forums", "The Rules Desk Boards"], crumbs=["Magic: The Gathering", "Rules Questions"],
                   login=["User Name", "Password", "Remember Me?", "Log in"],
                   menu=["Register", "FAQ", "Members List", "Calendar", "Search", "Today's Posts", "Mark Forums Read"],
                   thread="{card} question", tools=["Thread Tools", "Display Modes"], join="Join Date: {mon} {y}", posts="Posts: {n}",
                   loc="Location: {x}", locs=["Ohio", "Seattle, WA", "Leeds", "Toronto"], quote="Reply With Quote", quoted="Quote:",
                   orig="Originally Posted by {a}", ranks=["Junior Member", "Senior Member", "Rules Guru", "Level 2 Judge"],
                   ask=["How does {card} work exactly? We had an argument about it at FNM last night.",
                        "Quick question about {card}: what happens here? The card text confuses me."],
                   answer=["Here are the Gatherer rulings for it:", "From the official rulings:"], thanks=["Thanks, that clears it up!", "Great, thanks a lot."],
                   edited="Last edited by {a}; {d} at {t}. Reason: typo", prevnext="« Previous Thread | Next Thread »",
                   rules=["Posting Rules", "You may not post new threads", "You may not post replies", "You may not post attachments",
                          "You may not edit your posts", "BB code is On", "Smilies are On", "[IMG] code is On", "HTML code is Off"],
                   tz="All times are GMT -5. The time now is {t}.", bottom=["Contact Us", "Archive", "Top"], sigline="Level 2 Judge | Ohio Valley"),
        "de": dict(forum=["Magic-Board.de", "Zauberer-Treff Forum"], crumbs=["Magic: The Gathering", "Regelfragen"],
                   login=["Benutzername", "Kennwort", "Angemeldet bleiben?", "Anmelden"],
                   menu=["Registrieren", "Hilfe", "Benutzerliste", "Kalender", "Suchen", "Heutige Beiträge", "Alle Foren als gelesen markieren"],
                   thread="Frage zu {card}", tools=["Themen-Optionen", "Ansicht"], join="Registriert seit: {mm}.{y}", posts="Beiträge: {n}",
                   loc="Ort: {x}", locs=["Köln", "Berlin", "Graz", "Basel"], quote="Zitieren", quoted="Zitat:", orig="Zitat von {a}",
                   ranks=["Neuling", "Erfahrener Benutzer", "Regelexperte", "Level 2 Judge"],
                   ask=["Wie funktioniert {card} genau? Wir hatten beim FNM gestern eine Diskussion.", "Kurze Frage zu {card}: was passiert da?"],
                   answer=["Hier die offiziellen Rulings aus dem Gatherer:", "Laut den offiziellen Rulings:"], thanks=["Danke, jetzt ist alles klar!", "Super, vielen Dank."],
                   edited="Geändert von {a} ({d} um {t} Uhr) Grund: Tippfehler", prevnext="« Vorheriges Thema | Nächstes Thema »",
                   rules=["Forumregeln", "Es ist Ihnen nicht erlaubt, neue Themen zu verfassen.", "Es ist Ihnen nicht erlaubt, auf Beiträge zu antworten.",
                          "Es ist Ihnen nicht erlaubt, Anhänge hochzuladen.", "Es ist Ihnen nicht erlaubt, Ihre Beiträge zu bearbeiten.",
                          "BB-Code ist an.", "Smileys sind an.", "[IMG] Code ist an.", "HTML-Code ist aus."],
                   tz="Alle Zeitangaben in WEZ +1. Es ist jetzt {t} Uhr.", bottom=["Kontakt", "Archiv", "Nach oben"], sigline="Level 2 Judge | Köln"),
    }

    def _vb_stamp(self, page: Page, m: dt.datetime, de: bool) -> str:
        s = f"{m:%d.%m.%Y}, {m:%H:%M}" if de else f"{m:%m-%d-%Y}, {clock12(m)}"
        return self._own(page, m.date(), s)

    def layout_vbulletin(self, page, card):
        """A vBulletin 3 thread (showthread.php, English or German language pack): the navbar and login box, the menu,
        the thread's title, each post's header with its date and number, the postbit (rank, join date, location, post
        count), the judge's answer quoting the question and listing the rulings with their days, the signature, "Last
        edited by", "Reply With Quote", the posting rules, the time zone line, the copyright line with the current year."""
        r = self.rng
        de = self.lang == "de"
        W = self.VB_W[self.lang]
        forum = self._c(page, r.choice(W["forum"]))
        title = self._title(page, card, 0.4)
        thread = fill(W["thread"], card=title)
        self._kit(page, "forum")
        login = self._cs(page, *W["login"][:3]) + [W["login"][3]]
        menu = self._cs(page, *W["menu"], *W["tools"])
        crumbs = self._cs(page, *W["crumbs"])
        form = self._form(page, f"a vBulletin answer ({forum})", ["de:num", "de:long"] if de else ["en:mdy", "en:long", "en:mdy0"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "dash", "paren", "dateline"])
        ms = self.thread_moments(card)
        asker, judge = r.sample(["tapout", "GoblinKing", "mtg_steve", "Nachtmahr", "bluemage", "Sancho"], 2)
        q = fill(r.choice(W["ask"]), card=title)
        quote = E("div", E("div", self._c(page, W["quoted"]), cls="smallfont"),
                  E("table", E("tr", E("td", self._c(page, fill(W["orig"], a=asker)), E("br"), q, cls="alt2")), cellpadding="6", border="0", width="100%"))
        bodies = [[q], [quote, self._c(page, r.choice(W["answer"])), E("br"), E("br"), *self.br_join(lines)], [self._c(page, r.choice(W["thanks"]))]]
        posts = []
        for k, (m, body) in enumerate(zip(ms, bodies)):
            who = judge if k == 1 else asker
            if who not in self._prof:
                joined = self._past(card, dt.date(2001, 6, 1), 200)
                info = self._cs(page, who, r.choice(W["ranks"]), fill(W["join"], mon=DAY_MON["en"][joined.month - 1], mm=f"{joined.month:02d}", y=joined.year),
                                fill(W["loc"], x=r.choice(W["locs"])), fill(W["posts"], n=f"{r.randint(12, 4800):,}".replace(",", "." if de else ",")))
                self._prof[who] = info
            info = self._prof[who]
            extra = []
            if k == 1:
                extra = [E("div", "__________________", E("br"), self._c(page, W["sigline"]))]
                if r.random() < 0.5:
                    e = self._later(card, m, 5, 120)
                    ed = self._own(page, e.date(), f"{e:%d.%m.%Y}" if de else f"{e:%m-%d-%Y}")
                    extra.append(E("div", E("i", self._c(page, fill(W["edited"], a=who, d=ed, t=f"{e:%H:%M}" if de else clock12(e))))))
            self._c(page, "__________________")
            posts.append(E("table", E("tr", E("td", self._c(page, self._vb_stamp(page, m, de)), cls="thead"), E("td", f"#{k + 1}", align="right", cls="thead")),
                           E("tr", E("td", E("a", E("b", info[0]), href="member.php"), E("br"), info[1], E("br"), E("br"), *self.br_join([[x] for x in info[2:]]),
                                     cls="alt2", width="175"), E("td", E("div", *body), *extra, cls="alt1")),
                           E("tr", E("td", ""), E("td", E("a", self._c(page, W["quote"]), href="newreply.php"), align="right")),
                           id=f"post{r.randint(100000, 999999)}", cls="tborder", width="100%", cellpadding="6"))
        clock = self._later(card, ms[-1], 60, 600)
        foot = [self._c(page, W["prevnext"]), E("table", E("tr", E("td", E("b", W["rules"][0]), E("br"), *self.br_join([[x] for x in self._cs(page, *W["rules"])[1:]]))),
                                                   cls="tborder"),
                E("p", self._c(page, fill(W["tz"], t=f"{clock:%H:%M}" if de else clock12(clock)))),
                E("p", *[y for k, x in enumerate(self._cs(page, *W["bottom"])) for y in ((" - " if k else None), E("a", x, href="#"))], " - ", forum),
                E("p", self._c(page, "Powered by vBulletin® Version 3.8.4"), E("br"),
                  self._c(page, f"Copyright ©2000 - {self._now.year}, Jelsoft Enterprises Ltd."))]
        head = E("table", E("tr", E("td", E("a", forum, href="index.php"), " > ", *[y for x in crumbs for y in (E("a", x, href="forumdisplay.php"), " > ")],
                                        E("strong", thread)),
                            E("td", E("form", login[0], " ", E("input", type="text"), " ", login[1], " ", E("input", type="password"), " ",
                                      E("input", type="checkbox"), login[2], " ", E("input", type="submit", value=login[3])))), cls="tborder")
        body = E("body", head, E("div", *[y for x in menu[:-2] for y in (E("a", x, href="#"), " ")], cls="vbmenu_control"),
                 E("table", E("tr", E("td", E("strong", thread)), E("td", menu[-2], " ", menu[-1], align="right"))), *posts, *foot)
        self.save(page, f"{thread} - {forum}", body, doctype="xhtml", xhtml=True,
                  head=('<meta name="generator" content="vBulletin 3.8.4" />',
                        Raw('<script type="text/javascript" src="clientscript/vbulletin_global.js?v=384"></script>')),
                  html_attrs=' xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="' + self.lang + '"')

    def _bb_fr(self, page: Page, m: dt.datetime) -> str:
        """phpBB 2's French stamp, "Mar 04 Oct 2005 15:12"."""
        return self._own(page, m.date(), f"{DAY_WEEKDAYS['frbb'][m.weekday()]} {m.day:02d} {DAY_MON['frbb'][m.month - 1]} {m.year} {m:%H:%M}")

    def layout_phpbb2(self, page, card):
        """A French phpBB 2 board (subSilver, the phpBB-fr.com language pack, ISO-8859-1): the index links, the topic's
        title, "Poster un nouveau sujet", the topic's posts with "Posté le: Mar 04 Oct 2005 15:12 Sujet du message",
        the author's column (rank, "Inscrit le", messages, location), the judge's answer with the card's French name and
        text now and then and the rulings ("04/10/2004 : …", "4 oct. 2004"), the signature, "Revenir en haut", "Toutes
        les heures sont au format GMT + 1 Heure", "Powered by phpBB © 2001, 2005 phpBB Group"."""
        r = self.rng
        board = self._c(page, r.choice(["Forum Magic France", "La Taverne du Mage", "Forum des Arbitres Francophones"]))
        title = self._title(page, card, 0.6)
        self._kit(page, "forum")
        top = self._cs(page, "FAQ", "Rechercher", "Liste des Membres", "Groupes d'utilisateurs", "S'enregistrer", "Profil",
                       "Se connecter pour vérifier ses messages privés", "Connexion")
        idx = self._c(page, f"{board} Index du Forum")
        sub = self._c(page, r.choice(["Règles et arbitrage", "Questions de règles", "Magic : règles"]))
        acts = self._cs(page, "Poster un nouveau sujet", "Répondre au sujet", "Voir le sujet précédent :: Voir le sujet suivant", "Auteur", "Message")
        form = self._form(page, f"a phpBB 2 answer ({board})", ["fr:num", "fr:abbr", "fr:long"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "dash", "paren"], colon=" :" if r.random() < 0.6 else ":")
        got = self._tr(page, card, "fr") if r.random() < 0.5 else None
        ms = self.thread_moments(card)
        asker, judge = r.sample(["Gobelin_fou", "Mr_Mox", "Kiki-Jiki", "Arbitre_Seb", "lapin_bleu", "Tolarien"], 2)
        q = r.choice([f"Salut à tous, comment fonctionne exactement {title} ? On s'est pris la tête dessus hier soir.",
                      f"Petite question sur {title} : que se passe-t-il dans ce cas ?"])
        intro = self._c(page, r.choice(["Voici les rulings officiels (en anglais) :", "D'après les rulings officiels de Wizards :"]))
        vf = self.printed_nodes(got, self._c(page, "Texte VF :") if got else None)
        bodies = [[q], [intro, E("br"), E("br"), *self.br_join(lines), *vf], [self._c(page, r.choice(["Merci, c'est plus clair !", "Ok merci beaucoup :)"]))]]
        rows = []
        for k, (m, body) in enumerate(zip(ms, bodies)):
            who = judge if k == 1 else asker
            if who not in self._prof:
                joined = self._past(card, dt.date(2002, 3, 1), 150)
                jd = self._own(page, joined, f"{joined.day:02d} {DAY_MON['frbb'][joined.month - 1]} {joined.year}")
                info = self._cs(page, r.choice(["Arbitre", "Membre", "Habitué", "Nouveau"]), f"Inscrit le: {jd}",
                                f"Messages: {r.randint(3, 3200)}", f"Localisation: {r.choice(['Lyon', 'Paris', 'Bruxelles', 'Montréal', 'Lille'])}")
                self._prof[who] = info
            info = self._prof[who]
            head = self._c(page, f"Posté le: {self._bb_fr(page, m)}")
            subj = self._c(page, "Sujet du message:")
            sig = [E("br"), "_________________", E("br"), self._c(page, r.choice(["Arbitre L1 - Lyon", "Vintage is not dead"]))] if k == 1 else []
            self._c(page, "_________________")
            rows += [E("tr", E("td", E("span", E("b", self._c(page, who)), cls="name"), E("br"),
                                   E("span", *self.br_join([[x] for x in info]), cls="postdetails"), valign="top", width="150", cls="row1"),
                           E("td", E("table", E("tr", E("td", E("span", head, "\xa0 \xa0", subj, " ", ("Re: " if k else "") + title, cls="postdetails"))),
                                     E("tr", E("td", E("hr"))), E("tr", E("td", E("span", *body, *sig, cls="postbody"))), width="100%"), cls="row1")),
                     E("tr", E("td", E("a", self._c(page, "Revenir en haut"), href="#top"), cls="row1"),
                       E("td", *[y for x in self._cs(page, "Profil", "MP", "Email") for y in (E("a", x, href="#"), " ")], cls="row1"))]
        foot = self._cs(page, "Montrer les messages depuis:", "Tous les messages", "Le plus ancien en premier", "Aller",
                        "Toutes les heures sont au format GMT + 1 Heure", "Page 1 sur 1", "Sauter vers:",
                        "Vous ne pouvez pas poster de nouveaux sujets dans ce forum", "Vous ne pouvez pas répondre aux sujets dans ce forum",
                        "Powered by phpBB © 2001, 2005 phpBB Group", "Traduction par : phpBB-fr.com")
        body = E("body", E("a", name="top"), E("table", E("tr", E("td", E("a", E("img", src="templates/subSilver/images/logo_phpBB.gif", alt=idx), href="index.php")),
                                                          E("td", E("span", board, cls="maintitle"), E("br"),
                                                            *[y for x in top for y in (E("a", x, href="#"), " \xa0 ")])), width="100%"),
                 E("table", E("tr", E("td", E("a", title, cls="maintitle"), E("br"),
                                      E("span", E("a", acts[0], href="#"), " \xa0 ", E("a", acts[1], href="#"), " \xa0 ", E("a", idx, href="index.php"),
                                        " -> ", E("a", sub, href="viewforum.php"), cls="nav")))),
                 E("table", E("tr", E("td", E("a", acts[2], href="#"), colspan="2")), E("tr", E("th", acts[3]), E("th", acts[4])), *rows, cls="forumline"),
                 E("table", E("tr", E("td", foot[0], " ", foot[1], " ", foot[2], " ", foot[3]))), E("p", foot[4]), E("p", foot[5]),
                 E("p", foot[6], " ", sub, " ", foot[3]), E("p", *self.br_join([[foot[7]], [foot[8]]])),
                 E("div", foot[9], E("br"), foot[10], align="center"), bgcolor="#E5E5E5", text="#000000")
        self.save(page, f"{board} :: Voir le sujet - {title}", body, doctype="html4",
                  head=('<meta http-equiv="Content-Style-Type" content="text/css">', '<link rel="stylesheet" href="templates/subSilver/subSilver.css" type="text/css">'),
                  html_attrs=' dir="ltr"')

    def layout_ipb2(self, page, card):
        """An Italian Invision Power Board 2 topic: "Benvenuto Ospite ( Accedi | Registrati )", the navigation strip, the
        topic's title and options, each post's header ("Inviato il: 4/10/2005, 15:12"), the member's column (group,
        messages, member number, "Iscritto il: 12-Marzo 05"), the answer with the card's Italian name and text now and
        then and the rulings ("04/10/2004 - …", "4 ottobre 2004"), the "Cita" buttons, the readers' line, "Versione
        Lo-Fi", "Powered by Invision Power Board"."""
        r = self.rng
        board = self._c(page, r.choice(["MagicItalia Forum", "Il Covo dei Planeswalker", "Forum Arbitri Magic Italia"]))
        title = self._title(page, card, 0.6)
        self._kit(page, "forum")
        guest = self._cs(page, "Benvenuto Ospite", "Accedi", "Registrati", "Rinvia email di convalida")
        sub = self._c(page, r.choice(["Regole e arbitraggio", "Domande sulle regole"]))
        opts = self._cs(page, "Opzioni", "« discussione precedente", "discussione successiva »", "RISPONDI", "NUOVA DISCUSSIONE", "NUOVO SONDAGGIO")
        form = self._form(page, f"an IPB answer ({board})", ["it:num", "it:long", "it:dot"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["dash", "colon", "paren", "dateline"])
        got = self._tr(page, card, "it") if r.random() < 0.5 else None
        ms = self.thread_moments(card)
        asker, judge = r.sample(["Goblin_Matto", "Nicol_Bolas82", "ArbitroLuca", "manaVerde", "Sliver_Queen"], 2)
        q = r.choice([f"Ciao a tutti, come funziona esattamente {title}? Ieri sera al torneo non eravamo d'accordo.",
                      f"Domanda veloce su {title}: cosa succede in questo caso?"])
        intro = self._c(page, r.choice(["Ecco i ruling ufficiali (in inglese):", "Dai ruling ufficiali di Wizards:"]))
        ita = self.printed_nodes(got, self._c(page, "Testo in italiano:") if got else None)
        bodies = [[q], [intro, E("br"), *self.br_join(lines), *ita], [self._c(page, r.choice(["Grazie mille, ora è chiaro!", "Perfetto, grazie!"]))]]
        months_it = "Gennaio|Febbraio|Marzo|Aprile|Maggio|Giugno|Luglio|Agosto|Settembre|Ottobre|Novembre|Dicembre".split("|")
        posts = []
        for k, (m, body) in enumerate(zip(ms, bodies)):
            who = judge if k == 1 else asker
            if who not in self._prof:
                joined = self._past(card, dt.date(2002, 1, 1), 150)
                info = self._cs(page, "Gruppo: " + r.choice(["Membri", "Arbitri", "Moderatori"]), f"Messaggi: {r.randint(5, 3000)}",
                                f"Utente Nr.: {r.randint(100, 9999):,}".replace(",", "."), f"Iscritto il: {joined.day}-{months_it[joined.month - 1]} {joined:%y}")
                self._prof[who] = info
            info = self._prof[who]
            stamp = self._c(page, f"Inviato il: {self._own(page, m.date(), f'{m.day}/{m.month}/{m.year}, {m:%H:%M}')}")
            posts.append(E("table", E("tr", E("td", E("b", E("a", self._c(page, who), href="#")), cls="row4", width="200"),
                                      E("td", E("div", stamp, cls="postdetails"), align="left", cls="row4")),
                           E("tr", E("td", E("img", src="avatar.gif", alt=""), E("br"), E("span", *self.br_join([[x] for x in info]), cls="postdetails"),
                                     cls="post2", valign="top"),
                             E("td", E("div", *body, cls="postcolor"), *([E("div", "--------------------", E("br"), self._c(page, "Arbitro L1 - Milano"),
                                                                              cls="signature")] if k == 1 else []), cls="post2", valign="top")),
                           E("tr", E("td", E("a", self._c(page, "Top"), href="#top"), cls="darkrow3"),
                             E("td", *[y for x in self._cs(page, "Segnala", "Cita") for y in (E("a", x, href="#"), " ")], cls="darkrow3", align="right")),
                           cls="ipbtable", cellspacing="1"))
        self._c(page, "--------------------")
        now = self._later(card, ms[-1], 60, 900)
        foot = self._cs(page, f"{r.randint(1, 4)} utenti stanno leggendo questa discussione ({r.randint(1, 4)} visitatori e 0 utenti anonimi)",
                        "Versione Lo-Fi", f"Oggi è il: {self._own(page, now.date(), f'{now.day}/{now.month}/{now.year}, {now:%H:%M}')}",
                        "Powered by Invision Power Board(U) v2.1.7 © 2006 IPS, Inc.", "Licenced to: " + board)
        body = E("body", E("div", E("a", E("img", src="style_images/1/logo4.gif", alt=board), href="index.php"), id="logostrip"),
                 E("div", E("strong", guest[0]), " ( ", E("a", guest[1], href="#"), " | ", E("a", guest[2], href="#"), " )", " \xa0 ",
                   E("a", guest[3], href="#"), id="userlinksguest"),
                 E("div", E("a", board, href="index.php"), " -> ", E("a", sub, href="#"), " -> ", title, id="navstrip"),
                 E("div", E("a", opts[3], href="#"), " ", E("a", opts[4], href="#"), " ", E("a", opts[5], href="#")),
                 E("div", E("div", E("b", title), cls="maintitle"), E("div", E("a", opts[1], href="#"), " · ", sub, " · ", E("a", opts[2], href="#"), " ",
                                                                   E("a", opts[0], href="#"), cls="topic-nav"), cls="borderwrap"),
                 *posts, E("div", foot[0], cls="activeusers"), E("div", E("a", foot[1], href="lofiversion/index.php"), " \xa0 ", foot[2]),
                 E("div", E("a", foot[3], href="http://www.invisionboard.com"), E("br"), foot[4], id="copyright", align="center"))
        self.save(page, f"{title} - {board}", body, doctype="xhtml", xhtml=True, html_attrs=' xml:lang="it" lang="it" xmlns="http://www.w3.org/1999/xhtml"')

    def layout_smf(self, page, card):
        """A Brazilian Simple Machines Forum 1.1 topic: the login strip ("Bem-vindo(a), Visitante…"), the menu, the
        link tree, "Páginas: [1]", the topic's header with its read count, each post's subject and "« Resposta #2 em:
        04 de Outubro de 2005, 15:12:45 »", the member's column (rank, "Offline", messages, karma), the answer quoting
        the question with the card's Portuguese name and text now and then and the rulings ("04/10/2004 - …", "4 de
        outubro de 2004"), "Registrado", the signature, "Powered by SMF 1.1.11 | SMF © 2006-2009, Simple Machines LLC",
        the page's build time."""
        r = self.rng
        board = self._c(page, r.choice(["Fórum Magic Brasil", "Taverna dos Planinautas", "Comunidade Juízes MTG BR"]))
        title = self._title(page, card, 0.6)
        self._kit(page, "forum")
        login = self._cs(page, "Bem-vindo(a), Visitante. Por favor, faça o login ou registre-se.", "Perdeu o seu e-mail de ativação?",
                         "Login com nome de usuário, senha e duração da sessão")
        menu = self._cs(page, "Início", "Ajuda", "Pesquisa", "Login", "Registrar")
        sub = self._c(page, r.choice(["Regras e Julgamentos", "Dúvidas de Regras"]))
        form = self._form(page, f"an SMF answer ({board})", ["pt:num", "pt:long"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["dash", "colon", "paren", "dateline"])
        got = self._tr(page, card, "pt") if r.random() < 0.5 else None
        ms = self.thread_moments(card, 3)
        asker, judge = r.sample(["Goblin_Louco", "Mago_Azul", "JuizRafa", "Planinauta", "lotus_negra"], 2)

        def when(m: dt.datetime) -> str:
            return self._own(page, m.date(), f"{m.day:02d} de {DAY_MON['pt'][m.month - 1]} de {m.year}, {m:%H:%M:%S}")
        q = r.choice([f"Pessoal, como funciona exatamente {title}? Ontem no torneio deu discussão.", f"Dúvida rápida sobre {title}: o que acontece nesse caso?"])
        quote = E("div", self._c(page, f"Citação de: {asker} em {when(ms[0])}"), cls="quoteheader")
        intro = self._c(page, r.choice(["Seguem os rulings oficiais (em inglês):", "Pelos rulings oficiais da Wizards:"]))
        ptb = self.printed_nodes(got, self._c(page, "Texto em português:") if got else None)
        bodies = [[q], [quote, E("div", q, cls="quote"), intro, E("br"), *self.br_join(lines), *ptb], [self._c(page, r.choice(["Valeu, agora entendi!", "Obrigado!"]))]]
        posts = []
        for k, (m, body) in enumerate(zip(ms, bodies)):
            who = judge if k == 1 else asker
            stamp = self._c(page, f"« {'Resposta #' + str(k) + ' ' if k else ''}em: {when(m)} »")
            if who not in self._prof:
                self._prof[who] = self._cs(page, r.choice(["Juiz Nível 1", "Membro Júnior", "Membro Sênior", "Novato"]), "Offline",
                                           f"Mensagens: {r.randint(3, 2500)}", f"Karma: +{r.randint(0, 30)}/-{r.randint(0, 4)}", "Ver Perfil")
            info = self._prof[who]
            sig = [E("div", self._c(page, "Juiz L1 - São Paulo | Commander desde 2008"), cls="signature")] if k == 1 else []
            posts.append(E("table", E("tr", E("td", E("b", E("a", self._c(page, who), href="#")), E("div", *self.br_join([[x] for x in info]), cls="smalltext"),
                                              valign="top", width="16%"),
                                      E("td", E("div", E("b", ("Re: " if k else "") + title), cls="subject"), E("div", stamp, cls="smalltext"),
                                        E("hr"), E("div", *body, cls="post"), E("div", self._c(page, "Citar"), align="right"),
                                        E("div", self._c(page, "Registrado"), cls="smalltext"), *sig, valign="top")),
                           width="100%", cls="bordercolor"))
        foot = self._cs(page, "Páginas: [1]", "Ir para o topo", "« anterior próximo »", "Ir para:", "ir",
                        "Powered by SMF 1.1.11 | SMF © 2006-2009, Simple Machines LLC", "XHTML", "RSS", "WAP2",
                        f"Página criada em 0.{r.randint(100, 999)} segundos com {r.randint(12, 30)} procedimentos.")
        reads = self._c(page, f"(Lida {r.randint(40, 3000)} vezes)")
        body = E("body", E("div", E("span", board, cls="maintitle")), E("div", login[0], E("br"), E("a", login[1], href="#"), E("br"), login[2], cls="smalltext"),
                 E("div", *[y for x in menu for y in (E("a", x, href="#"), " | ")], cls="menu"),
                 E("div", E("a", board, href="index.php"), " » ", E("a", "Magic: The Gathering", href="#"), " » ", E("a", sub, href="#"), " » ", title, cls="nav"),
                 E("table", E("tr", E("td", foot[0], " \xa0 ", E("a", self._c(page, "Ir para o fundo"), href="#bot")), E("td", foot[2], align="right"))),
                 E("table", E("tr", E("td", self._c(page, "Autor")), E("td", self._c(page, "Tópico:"), " ", title, " \xa0", reads)), cls="titlebg"), *posts,
                 E("table", E("tr", E("td", foot[0], " \xa0 ", E("a", foot[1], href="#top")), E("td", foot[3], " ", sub, " ", foot[4], align="right"))),
                 E("div", E("span", foot[5], cls="smalltext"), E("br"), *[y for x in foot[6:9] for y in (E("a", x, href="#"), " ")], E("br"), foot[9],
                   align="center"))
        self.save(page, f"{title}", body, doctype="xhtml", xhtml=True, html_attrs=' xmlns="http://www.w3.org/1999/xhtml"',
                  head=('<meta name="description" content="' + html.escape(title) + '" />',
                        Raw('<script language="JavaScript" type="text/javascript" src="Themes/default/script.js?fin11"></script>')))

    def layout_discuz(self, page, card):
        """A Chinese Discuz! 7.2 board's thread in GBK: the login links, the navigation "» 万智牌 » 规则讨论区", "返回列表
        发帖 回复", each floor's author column (UID, 帖子, 积分, 注册时间), "发表于 2009-10-4 15:12 | 只看该作者", the
        floor's name (楼主, 沙发, 板凳), the card's Chinese name and text now and then, the rulings ("2004-10-4：…",
        "2004年10月4日"), "本帖最后由 … 于 … 编辑", "回复 引用 TOP", the time zone line with the current time,
        "Powered by Discuz! 7.2", the ICP number."""
        r = self.rng
        board = self._c(page, r.choice(["万智牌中文论坛", "旅法师营地论坛", "魔法风云会玩家之家"]))
        title = self._title(page, card, 0.85)
        self._kit(page, "forum")
        top = self._cs(page, "登录", "注册", "搜索", "插件", "帮助", "导航")
        sub = self._c(page, r.choice(["规则讨论区", "规则问答", "裁判之家"]))
        thread = f"{title}的官方裁定整理" if r.random() < 0.5 else f"【求助】{title}怎么结算？"
        acts = self._cs(page, "返回列表", "发帖", "回复", "上一主题", "下一主题", "打印", "字体大小:")
        form = self._form(page, f"a Discuz! floor ({board})", ["zhs:dash", "zhs:kanji", "zhs:iso"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "dateline", "bracket"], colon="：")
        got = self._tr(page, card, "zhs") if r.random() < 0.5 else None
        ms = self.thread_moments(card, 3)
        names = r.sample(["法师小王", "蓝色鸭子", "裁判老李", "地精大王", "时光漫步"], 3)
        floors = self._cs(page, "楼主", "沙发", "板凳")
        ask = r.choice([f"请问{title}具体怎么结算？昨天打牌的时候吵起来了。", f"关于{title}的问题：这种情况下会发生什么？"])
        intro = self._c(page, r.choice(["官方裁定如下（英文原文）：", "以下为官方裁定（英文）："]))
        zh = self.printed_nodes(got, self._c(page, "中文牌面：") if got else None)
        bodies = [[ask], [intro, E("br"), *self.br_join(lines), *zh], [self._c(page, r.choice(["谢谢，明白了！", "感谢楼上，学习了。"]))]]
        posts = []
        for k, (m, body) in enumerate(zip(ms, bodies)):
            joined = self._past(card, dt.date(2006, 1, 1), 100)
            info = self._cs(page, f"UID {r.randint(1000, 99999)}", f"帖子 {r.randint(5, 4000)}", f"精华 {r.randint(0, 3)}", f"积分 {r.randint(10, 5000)}",
                            f"阅读权限 {r.choice([10, 20, 30])}", f"注册时间 {self._stamp(page, joined, 'zhs:dash')}")
            stamp = self._c(page, f"发表于 {self._own(page, m.date(), f'{m.year}-{m.month}-{m.day} {m:%H:%M}')}")
            extra = []
            if k == 1 and r.random() < 0.6:
                e = self._later(card, m, 3, 90)
                extra.append(E("i", self._c(page, f"本帖最后由 {names[1]} 于 {self._own(page, e.date(), f'{e.year}-{e.month}-{e.day} {e:%H:%M}')} 编辑"), cls="pstatus"))
            posts.append(E("table", E("tr", E("td", E("a", self._c(page, names[k]), href="space.php"), E("br"), *self.br_join([[x] for x in info]), cls="postauthor"),
                                      E("td", E("div", E("em", floors[k]), " ", stamp, " | ", E("a", self._c(page, "只看该作者"), href="#"), cls="postinfo"),
                                        *extra, E("div", *body, cls="t_msgfont"), cls="postcontent")),
                           E("tr", E("td", ""), E("td", *[y for x in self._cs(page, "回复", "引用", "评分", "报告", "TOP") for y in (E("a", x, href="#"), " ")])),
                           cls="postbox", cellspacing="0"))
        now = self._later(card, ms[-1], 30, 600)
        foot = self._cs(page, f"当前时区 GMT+8, 现在时间是 {self._own(page, now.date(), f'{now.year}-{now.month}-{now.day} {now:%H:%M}')}",
                        "Powered by Discuz! 7.2", "Comsenz Inc.", f"Processed in 0.0{r.randint(10, 99)} second(s), {r.randint(4, 12)} queries, Gzip enabled.",
                        "清除 Cookies", "联系我们", "Archiver", "WAP", f"{r.choice(['京', '沪', '粤'])}ICP备0{r.randint(5012345, 8099999)}号")
        rq = f" {self.sym('»', '>>')} "
        body = E("body", E("div", E("h2", E("a", board, href="index.php")), E("div", *[y for x in top for y in (E("a", x, href="#"), " | ")], id="umenu"), id="header"),
                 E("div", E("a", board, href="index.php"), rq, E("a", "万智牌", href="#"), rq, E("a", sub, href="#"), rq, thread, id="nav"),
                 E("div", *[y for x in acts[:3] for y in (E("a", x, href="#"), " ")], cls="pages_btns"),
                 E("div", E("h1", thread), E("span", *[y for x in acts[3:] for y in (E("a", x, href="#"), " ")]), cls="mainbox viewthread"), *posts,
                 E("div", E("p", foot[0]), E("p", E("a", foot[1], href="http://www.discuz.net"), f" {self.sym('©', '(C)')} 2001-2009 ", foot[2]), E("p", foot[3]),
                   E("p", *[y for x in foot[4:8] for y in (E("a", x, href="#"), " - ")], foot[8]), id="footer"))
        self.save(page, f"{thread} - {sub} - {board} - Powered by Discuz!", body, doctype="xhtml", xhtml=True,
                  html_attrs=' xmlns="http://www.w3.org/1999/xhtml"', head=('<meta name="generator" content="Discuz! 7.2" />',))

    def _ch_stamp(self, page: Page, m: dt.datetime) -> str:
        """A 2channel post's stamp, "2005/10/04(火) 15:12:45 ID:abCdE123" (the day recorded)."""
        ident = "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789+/") for _ in range(8))
        return self._own(page, m.date(), f"{m:%Y/%m/%d}({DAY_WEEKDAYS['ja'][m.weekday()]}) {m:%H:%M:%S}") + f" ID:{ident}"

    def layout_2ch(self, page, card):
        """A 2channel-style board's thread about the card (read.cgi, Shift_JIS declared, the bytes Windows' code page 932):
        "■掲示板に戻る■", the thread's title in red, numbered posts "1 ：名無しプレイヤー＠手札いっぱい。：2005/10/04(火)
        15:12:45 ID:…", anchors ">>1", an answer pasting the official rulings with their days ("2004/10/04", "2004年10月4日"),
        the card's Japanese text now and then, "乙～" (a character Shift_JIS lacks and CP932 has), the write form, read.cgi's
        version; as text, the thread's .dat file as a 2ch browser keeps it ("name<>mail<>stamp<> body <>title")."""
        r = self.rng
        title = self._title(page, card, 0.85)
        thread = f"【MTG】{title}の裁定について語るスレ" if r.random() < 0.5 else f"【質問】{title}ってどうなるの？【MTG】"
        form = self._form(page, "a 2channel post pasting the rulings", ["ja:slash", "ja:kanji", "ja:dot"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "bracket", "paren", "dateline"], bold=0.0, colon="：" if r.random() < 0.5 else ":")
        got = self._tr(page, card, "ja") if r.random() < 0.5 else None
        anon = self._c(page, r.choice(["名無しプレイヤー＠手札いっぱい。", "名無しさんの野望"]))
        ms = self.thread_moments(card, 4, 30)
        ask = [[f"{title}って結局どう処理するの？"], ["昨日の大会でジャッジ呼んだけど、よく分からなかった。"]]
        ans = [[">>1"], [self._c(page, r.choice(["公式の裁定（英語原文）貼っとく", "Gathererの裁定そのまま貼るぞ"]))], *lines]
        if got:
            ans += [[], [self._c(page, "日本語テキスト：")], [got[0]], *[[x] for x in got[1].split("\n") if x.strip()]]
        posts = [(anon, "", ask), (anon, "sage", ans), (anon, "sage", [[">>2"], [self._c(page, "乙～ 助かった")]]),
                 (anon, "", [[self._c(page, r.choice(["ルール難しすぎだろ…", "これは分かりにくい"]))]])]
        stamps = [self._c(page, self._ch_stamp(page, m)) for m in ms]
        self._kit(page, "bbs")
        if not self.html:
            rows = []
            for k, ((name, mail, body), st) in enumerate(zip(posts, stamps)):
                text = " <br> ".join("".join(x if isinstance(x, str) else x.kids[0] for x in ln) for ln in body)
                text = text.replace("&", "&amp;").replace(">>", "&gt;&gt;").replace('"', "&quot;")
                rows.append(f"{name}<>{mail}<>{st}<> {text} <>{thread if k == 0 else ''}")
            self.save(page, thread, E("body"), text="\n".join(rows) + "\n")
            return
        dl = E("dl", cls="thread")
        for k, ((name, mail, body), st) in enumerate(zip(posts, stamps)):
            who = E("a", E("b", name), href=f"mailto:{mail}") if mail else E("font", E("b", name), color="green")
            dl.add(E("dt", f"{k + 1} ：", who, "：", st), E("dd", " ", *self.br_join(body), E("br"), E("br")))
        links = self._cs(page, "■掲示板に戻る■", "全部", "1-", "最新50")
        form_w = self._cs(page, "書き込む", "名前：", "E-mail", "(省略可)")
        body = E("body", E("a", links[0], href="../"), " ", *[y for x in links[1:] for y in (E("a", x, href="./"), " ")],
                 E("p", E("font", thread, size="+1", color="red")), dl, E("hr"),
                 E("center", E("a", self._c(page, "新着レスの表示"), href="./")), E("hr"),
                 E("form", E("input", type="submit", value=form_w[0]), " ", form_w[1], " ", E("input", name="FROM"), " ", form_w[2],
                   E("font", form_w[3], size="1"), "：", E("input", name="mail"), E("br"), E("textarea", name="MESSAGE")),
                 E("b", self._c(page, "read.cgi ver 05.0.7.4")), bgcolor="#efefef", text="black", link="blue", alink="red", vlink="#660099")
        self.save(page, thread, body, head=(f"<base href=\"http://game10.2ch.net/test/read.cgi/{'tcg'}/\">",))

    ZHT_WD = "星期一|星期二|星期三|星期四|星期五|星期六|星期日".split("|")
    ZHT_MON = "一月|二月|三月|四月|五月|六月|七月|八月|九月|十月|十一月|十二月".split("|")

    def _tw_stamp(self, page: Page, m: dt.datetime) -> str:
        """phpBB 2's Traditional Chinese stamp, "星期二 十月 04, 2006 3:12 pm"."""
        return self._own(page, m.date(), f"{self.ZHT_WD[m.weekday()]} {self.ZHT_MON[m.month - 1]} {m.day:02d}, {m.year} "
                                          f"{(m.hour - 1) % 12 + 1}:{m.minute:02d} {'pm' if m.hour >= 12 else 'am'}")

    def layout_tw_phpbb(self, page, card):
        """A Taiwanese phpBB 2 board in Big5 (the phpbb-tw language pack; the bytes Microsoft's code page 950): the topic's
        title with the card's Traditional Chinese name, "發表於: 星期二 十月 04, 2006 3:12 pm 文章主題:", the author's
        column (註冊時間, 文章, 來自), the answer with the rulings ("2004年10月4日", "2004/10/4") and the card's text in
        Chinese now and then, "回頂端", "所有的時間均為 台北時間 (GMT + 8 小時)", "正體中文語系由 phpbb-tw 維護製作"."""
        r = self.rng
        board = self._c(page, r.choice(["魔法風雲會台灣討論區", "台灣萬智牌玩家論壇"]))
        title = self._title(page, card, 0.85)
        self._kit(page, "forum")
        top = self._cs(page, "常見問題", "搜尋", "會員列表", "會員群組", "註冊", "個人資料", "登入檢查私人訊息", "登入")
        sub = self._c(page, r.choice(["規則討論", "規則問答區"]))
        form = self._form(page, f"a phpBB 2 answer in Big5 ({board})", ["zht:kanji", "zht:slash", "zht:dash"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "dateline", "paren"], colon="：")
        got = self._tr(page, card, "zht") if r.random() < 0.5 else None
        ms = self.thread_moments(card)
        names = r.sample(["藍色法師", "哥布林王", "裁判阿明", "時光旅人", "綠色巨獸"], 2)
        q = r.choice([f"請問 {title} 到底要怎麼結算？昨天比賽的時候大家意見不一樣。", f"關於 {title} 的問題：這種情況會怎樣？"])
        intro = self._c(page, r.choice(["官方裁定如下（英文原文）：", "以下是官方的裁定："]))
        zh = self.printed_nodes(got, self._c(page, "中文卡牌敘述：") if got else None)
        bodies = [[q], [intro, E("br"), *self.br_join(lines), *zh], [self._c(page, r.choice(["感謝解答！", "原來如此，謝謝！"]))]]
        rows = []
        for k, (m, body) in enumerate(zip(ms, bodies)):
            who = names[1] if k == 1 else names[0]
            if who not in self._prof:
                joined = self._past(card, dt.date(2003, 1, 1), 150)
                jd = self._own(page, joined, f"{self.ZHT_MON[joined.month - 1]} {joined.day:02d}, {joined.year}")
                info = self._cs(page, r.choice(["裁判", "會員", "新手上路"]), f"註冊時間: {jd}", f"文章: {r.randint(3, 2400)}",
                                f"來自: {r.choice(['台北', '台中', '高雄', '新竹'])}")
                self._prof[who] = info
            info = self._prof[who]
            head = self._c(page, f"發表於: {self._tw_stamp(page, m)}")
            rows += [E("tr", E("td", E("b", self._c(page, who)), E("br"), *self.br_join([[x] for x in info]), valign="top", cls="row1"),
                           E("td", E("span", head, "    ", self._c(page, "文章主題:"), " ", ("Re: " if k else "") + title, cls="postdetails"), E("hr"),
                             E("span", *body, cls="postbody"), cls="row1")),
                     E("tr", E("td", E("a", self._c(page, "回頂端"), href="#top")), E("td", *[y for x in self._cs(page, "個人資料", "發送私人訊息", "引言回覆")
                                                                                           for y in (E("a", x, href="#"), " ")]))]
        foot = self._cs(page, "所有的時間均為 台北時間 (GMT + 8 小時)", "第 1 頁(共 1 頁)", "前往:", "Powered by phpBB 2.0.22",
                        "phpBB Group", "正體中文語系由 phpbb-tw 維護製作")
        body = E("body", E("a", name="top"), E("table", E("tr", E("td", E("span", board, cls="maintitle"), E("br"),
                                                                      *[y for x in top for y in (E("a", x, href="#"), " ")]))),
                 E("p", E("a", title, cls="maintitle"), E("br"), E("a", f"{board} 首頁", href="index.php"), " -> ", E("a", sub, href="#"), cls="nav"),
                 E("table", *rows, cls="forumline"), E("p", foot[0]), E("p", foot[1], " \u3000 ", foot[2], " ", sub),
                 E("div", foot[3], f" {self.sym('©', '(C)')} 2001, 2005 ", foot[4], E("br"), foot[5], align="center"))
        self.save(page, f"{board} :: 觀看主題 - {title}", body, doctype="html4", html_attrs=' dir="ltr"')

    def layout_zeroboard(self, page, card):
        """A Korean community's board on Zeroboard 4 (EUC-KR declared, the bytes Windows' code page 949: a nickname with a
        syllable EUC-KR lacks): the board's title, the post's header (이름, 홈페이지, "2005-10-04 15:12:45, 조회 : 312"),
        the subject with the card's Korean name, the rulings ("2004년 10월 4일 — …", "2004.10.04"), the card's Korean text
        now and then, the comments with their times, "목록보기 | 답변 | 글쓰기 | 수정 | 삭제", the counter, "Copyright
        1999-2004 Zeroboard"."""
        r = self.rng
        board = self._c(page, r.choice(["::: MTG 코리아 ::: 룰 Q&A", "매직 더 개더링 동호회 - 룰 게시판"]))
        title = self._title(page, card, 0.85)
        self._kit(page, "board")
        subject = f"{title} 판정 정리" if r.random() < 0.5 else f"[질문] {title} 어떻게 처리하나요?"
        form = self._form(page, f"a Zeroboard post ({board})", ["ko:hangul", "ko:dot", "ko:dash"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["dash", "colon", "dateline"], dash="—" if self.fits("—") and r.random() < 0.5 else "-")
        got = self._tr(page, card, "ko") if r.random() < 0.6 else None
        m = self._moments(card, 1, 60)[0]
        author = self._c(page, r.choice(["마법사햏", "햏자", "드래곤햏"]))
        head = self._cs(page, f"이름 : {author}", "홈페이지 : http://mtg.example.co.kr",
                        f"{self._own(page, m.date(), f'{m:%Y-%m-%d %H:%M:%S}')}, 조회 : {r.randint(20, 900)}, 추천 : {r.randint(0, 12)}")
        intro = self._c(page, r.choice(["공식 판정(영문 원문)입니다.", "위저드 공식 룰링 정리했습니다."]))
        ko = self.printed_nodes(got, self._c(page, "한글 카드 텍스트 :") if got else None)
        comments = []
        cm = m
        for said in r.sample(["감사합니다 ^^", "오 이런 판정이 있었군요", "정리 감사해요~", "퍼가요~♡"], r.randint(1, 3)):
            cm = self._later(card, cm, 20, 600)
            who = self._c(page, r.choice(["초보햏", "블루덱", "고블린", "랜드킹"]))
            comments.append(E("tr", E("td", E("b", who)), E("td", self._c(page, said)),
                              E("td", "(", self._c(page, self._own(page, cm.date(), f"{cm:%Y/%m/%d %H:%M}")), ")")))
        btns = self._cs(page, "목록보기", "답변", "글쓰기", "수정", "삭제", "추천")
        foot = self._cs(page, f"Total : {self.counter()}  Today : {r.randint(3, 90)}  Yesterday : {r.randint(3, 90)}",
                        "Copyright 1999-2004 Zeroboard", "skin by nzeo")
        body = E("body", E("center", E("table", E("tr", E("td", E("b", board))), width="600"),
                           E("table", E("tr", E("td", head[0], E("br"), head[1], E("br"), head[2])), E("tr", E("td", E("b", "제목 : ", subject))),
                             E("tr", E("td", intro, E("br"), E("br"), *self.br_join(lines), *ko)), width="600", border="0", cellpadding="5"),
                           E("table", *comments, width="600"), E("p", " | ".join(btns)), E("p", E("font", foot[0], size="1")),
                           E("p", E("font", foot[1], " / ", foot[2], size="1"))), bgcolor="white", topmargin="0")
        self.save(page, board, body, caps=r.random() < 0.4, doctype=None,
                  head=('<link rel=StyleSheet HREF=skin/nzeo_ver4_bbs/style.css type=text/css title=style>',))

    def layout_ru_kartoteka(self, page, card):
        """A Russian fan card base of the noughties in windows-1251: the menu, the card's Russian name over its English
        one, its fields (Английское название, Тип, Выпуск, Номер), the Russian text now and then, the Oracle text, "Официальные
        разъяснения (рулинги)" in a "Дата | Разъяснение" table or as lines ("04 октября 2004 г.", "04.10.2004"), "Обсудить на
        форуме", "Обновлено:", the counters' alt texts (Рейтинг@Mail.ru, HotLog, LiveInternet), the copyright years."""
        r = self.rng
        site = self._c(page, r.choice(["Магическая Картотека", "MTG-Арсенал", "Библиотека Мироходца"]))
        title = self._title(page, card, 0.85)
        code, sname = self.set_of(card)
        menu = self._cs(page, "Главная", "Картотека", "Статьи", "Правила", "Турниры", "Форум", "Ссылки")
        form = self._form(page, f"a Russian card base ({site})", ["ru:long", "ru:num", "ru:longpad"])
        items = self._dated(page, card, form)
        got = self._tr(page, card, "ru") if r.random() < 0.6 else None
        lab = ["Английское название:", "Выпуск:", "Номер:", "Текст карты (русский):", "Текст Oracle (английский):", "Дата", "Разъяснение"]
        self._cs(page, *lab[1:3], *([lab[0]] if page.title_lang != "en" else []), *([lab[3]] if got else []), *([lab[4]] if self.oracle(card) else []))
        rhead = self._c(page, r.choice(["Официальные разъяснения (рулинги)", "Рулинги", "Официальные рулинги Wizards of the Coast"]))
        if r.random() < 0.5:
            self._cs(page, lab[5], lab[6])
            rul = E("table", E("tr", E("th", lab[5]), E("th", lab[6])), *[E("tr", E("td", ds, nowrap=True), E("td", t)) for ds, t, _ in items], border="1",
                    cellspacing="0", cellpadding="4")
            page.date_forms[-1] += " (table)"
        else:
            rul = E("p", *self.br_join(self.ruling_lines(page, items, ["dash", "colon", "dateline"], dash="—" if r.random() < 0.5 else "-")))
        fields = [E("tr", E("td", E("b", lab[0])), E("td", card.name))] if page.title_lang != "en" else []
        fields += [E("tr", E("td", E("b", lab[1])), E("td", self._c(page, f"{sname} ({code})"))), E("tr", E("td", E("b", lab[2])), E("td", card.number))]
        upd = self._c(page, f"Обновлено: {self._stamp(page, self._moments(card, 1, 150)[0].date(), r.choice(['ru:num', 'ru:long']))}")
        self._kit(page, "counters")
        counters = [E("img", src="http://top.list.ru/counter?id=1234567", alt=a) for a in ("Рейтинг@Mail.ru", "HotLog", "Яндекс цитирования")]
        li = self._c(page, "LiveInternet: показано число просмотров за 24 часа, посетителей за 24 часа и за сегодня")
        talk = self._c(page, f"Обсудить на форуме ({r.randint(0, 40)})")
        foot = self._cs(page, f"{self.sym('©', '(c)')} {self._now.year - r.randint(2, 6)}{self.sym('–', '-')}{self._now.year} {site}. При перепечатке ссылка обязательна.",
                        "Magic: The Gathering является торговой маркой Wizards of the Coast.")
        main = E("td", E("h1", title), E("table", *fields), *self.printed_nodes(got, lab[3] if got else None), *self.oracle_nodes(card, label=lab[4]),
                 E("h3", rhead), rul, E("p", E("a", talk, href="/forum/")), E("p", E("small", upd)), valign="top")
        body = E("body", E("table", E("tr", E("td", E("font", E("b", site), size="5", color="#990000"), colspan="2")),
                           E("tr", E("td", *self.br_join([[E("a", x, href="#")] for x in menu]), width="160", valign="top", bgcolor="#EEEEDD"), main),
                           width="100%", border="0", cellpadding="6"),
                 E("hr"), E("center", *counters, E("img", src="http://counter.yadro.ru/hit", alt=li, title=li), E("br"), E("span", li, style="font-size:9px"),
                            E("br"), E("font", *self.br_join([[x] for x in foot]), size="1")), bgcolor="#FFFFF0")
        self.save(page, f"{title} :: {site}", body, doctype="html4", head=('<meta name="keywords" content="magic, мтг, рулинги, карты">',))

    def layout_ru_koi8_fido(self, page, card):
        """Saved as HTML, a Russian Apache-era page in KOI8-R (the server's charset switch "KOI8-R | Windows | DOS | ISO |
        Mac" at the top): a club's rules notes on the card with the rulings ("04.10.2004"); as text, a FidoNet echomail
        message in CP866 as GoldED saved it (its header: Msg, From with the node's address and the day, To, Subj; the
        echo's name, "Hello All!", the rulings, the tearline and the Origin)."""
        r = self.rng
        title = self._title(page, card, 0.8)
        form = self._form(page, "a Russian club's notes or FidoNet message", ["ru:num", "ru:long"])
        items = self._dated(page, card, form)
        m = self._moments(card, 1, 40)[0]
        if not self.html:
            self._kit(page, "fido")
            lines = self.ruling_lines(page, items, ["dash", "colon", "dateline"])
            got = self._tr(page, card, "ru") if r.random() < 0.4 else None
            node = f"2:50{r.randint(10, 99)}/{r.randint(10, 999)}.{r.randint(1, 60)}"
            rcv = self._later(card, m, 60, 900)
            stamp = lambda t: f"{t.day:02d} {DAY_MON['en'][t.month - 1]} {t:%y}  {t:%H:%M:%S}"  # noqa: E731
            who = r.choice(["Ivan Petrov", "Sergey Smirnov", "Alexey Volkov"])
            head = [f" Msg  : {r.randint(2, 90)} of {r.randint(100, 900)}",
                    f" From : {who:<34}{node:<16}{self._own(page, m.date(), stamp(m))}",
                    f" To   : {'All':<50}{self._own(page, rcv.date(), stamp(rcv))}", f" Subj : {title}: рулинги", "─" * 79]
            echo = self._c(page, f" RU.GAME.MTG ({node}) {'─' * 20} RU.GAME.MTG")
            self._cs(page, *head[:1], f" Subj : {title}: рулинги", "─" * 79, "Hello All!")
            body = ["Hello All!", "", *wrap(f"По просьбам трудящихся - официальные разъяснения (рулинги) по карте {title}:", 76), ""]
            for ln in lines:
                body += wrap("".join(x if isinstance(x, str) else x.kids[0] for x in ln), 76) or [""]
            if got:
                body += ["", "Русский текст карты:", got[0], *[x for x in got[1].split("\n") if x.strip()]]
                self._c(page, "Русский текст карты:")
            tail = self._cs(page, "WBR, " + who.split()[0] + ".", "--- GoldED+/W32 1.1.5-31012",
                            f" * Origin: {r.choice(['Manticore Station', 'Black Lotus BBS', 'Goblin Point'])}, Moscow ({node})")
            text = "\n".join(head + [echo, ""] + body + ["", tail[0], "", *tail[1:]]) + "\n"
            self.save(page, title, E("body"), text=text)
            return
        site = self._c(page, r.choice(["Клуб Мантикора", "Московский клуб MTG"]))
        sw = self._cs(page, "KOI8-R", "Windows", "DOS", "ISO", "Mac", "Lat")
        lines = self.ruling_lines(page, items, ["dash", "colon", "dateline"])
        got = self._tr(page, card, "ru") if r.random() < 0.5 else None
        intro = self._c(page, "Официальные разъяснения (рулинги) Wizards of the Coast:")
        upd = self._c(page, f"Последнее изменение: {self._stamp(page, m.date(), 'ru:num')}")
        body = E("body", E("p", *[y for k, x in enumerate(sw) for y in ((" | " if k else None), E("a", x, href=f"/{x.lower()}/"))], align="right"),
                 E("h2", site), E("h1", title), *self.printed_nodes(got, self._c(page, "Текст карты:") if got else None),
                 E("p", E("b", intro)), E("p", *self.br_join(lines)), E("hr"), E("address", upd, E("br"), self._c(page, "webmaster@manticora.example.ru")),
                 bgcolor="#FFFFFF")
        self.save(page, f"{site}: {title}", body, doctype="html32", caps=r.random() < 0.5)

    def layout_pl_xhtml(self, page, card):
        """A Polish fan site of the mid-noughties written as XHTML 1.0 and declared ISO-8859-2 in its XML declaration:
        the menu, the article on the card ("wyjaśnienia zasad") with the English name (the cards are not printed in
        Polish), "Dodał: … · 14.03.2006", the official rulings ("4 października 2004 — …", "04.10.2004 r."), comments with
        their days, "Ostatnia aktualizacja", the visit counter, the "Valid XHTML 1.0" badges, the copyright years; as
        text, the article copied or saved by the browser in ISO-8859-2 or windows-1250."""
        r = self.rng
        site = self._c(page, r.choice(["MTG Polska", "Serwis Magicznej Karty", "Karciarnia.net"]))
        title = self._title(page, card, 0.0)
        sname = self.set_of(card)[1]
        menu = self._cs(page, "Strona główna", "Aktualności", "Baza kart", "Zasady", "Turnieje", "Forum", "Linki")
        form = self._form(page, f"a Polish fan site's article ({site})", ["pl:long", "pl:num", "pl:r"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["dash", "colon", "dateline", "paren"])
        ms = self._moments(card, 3, 200)
        by = self._c(page, f"Dodał: {r.choice(['Kuba', 'Grzesiek', 'Marta'])} {self.sym('·', '|')} {self._stamp(page, ms[0].date(), 'pl:num')}")
        intro = self._c(page, r.choice([f"Karta z dodatku {sname} budzi sporo pytań, więc zebraliśmy oficjalne wyjaśnienia (po angielsku).",
                                        "Poniżej oficjalne wyjaśnienia zasad od Wizards of the Coast (w oryginale)."]))
        rhead = self._c(page, "Oficjalne wyjaśnienia (rulingi):")
        coms = []
        for m, said in zip(ms[1:], r.sample(["Dzięki, przyda się na turnieju!", "Świetny artykuł.", "A co z kartami z nowego dodatku?"], 2)):
            who = self._c(page, r.choice(["Tomek", "Ania", "Wojtek", "Piotr"]))
            coms.append(E("li", E("b", who), ", ", self._c(page, self._own(page, m.date(), f"{m:%d.%m.%Y %H:%M}")), E("br"), self._c(page, said)))
        self._kit(page, "comments")
        com_h = self._c(page, f"Komentarze ({len(coms)})")
        upd = self._c(page, f"Ostatnia aktualizacja: {self._stamp(page, ms[-1].date(), 'pl:num')}")
        foot = self._cs(page, f"Licznik odwiedzin: {self.counter()}") + ["Valid XHTML 1.0 Strict", "Valid CSS!"]
        foot += self._cs(page, f"{self.sym('©', '(c)')} {self._now.year - r.randint(2, 5)}-{self._now.year} {site}. "
                               "Magic: The Gathering jest znakiem towarowym Wizards of the Coast.")
        body = E("body", E("div", E("h1", site), id="naglowek"), E("div", E("ul", *[E("li", E("a", x, href="#")) for x in menu]), id="menu"),
                 E("div", E("h2", f"{title} - wyjaśnienia zasad"), E("p", E("small", by)), E("p", intro), *self.oracle_nodes(card),
                   E("h3", rhead), E("p", *self.br_join(lines)), E("h3", com_h), E("ol", *coms), id="tresc"),
                 E("div", E("p", upd), E("p", foot[0]), E("p", E("a", E("img", src="valid-xhtml10.png", alt=foot[1]), href="http://validator.w3.org/check?uri=referer"),
                                                          " ", E("a", E("img", src="vcss.png", alt=foot[2]), href="#")), E("p", foot[3]), id="stopka"))
        self.save(page, f"{title} - {site}", body, doctype="xhtml-strict", xhtml=True,
                  html_attrs=' xmlns="http://www.w3.org/1999/xhtml" xml:lang="pl" lang="pl"')

    def layout_cz_charset(self, page, card):
        """A Czech card database of the early 2010s declaring <meta charset="windows-1250">: the menu, the card's English
        name, edition and number, the Oracle text, "Oficiální rulingy" ("4. 10. 2004 – …", "4. října 2004"), "Vloženo"
        and "Naposledy upraveno" with their days, the TOPlist counter, the copyright years."""
        r = self.rng
        site = self._c(page, r.choice(["Černý Lotos", "MTG databáze Kouzelník", "Magický archiv CZ"]))
        title = self._title(page, card, 0.0)
        code, sname = self.set_of(card)
        menu = self._cs(page, "Úvod", "Databáze karet", "Články", "Turnaje", "Fórum", "Odkazy")
        form = self._form(page, f"a Czech card database ({site})", ["cs:num", "cs:long", "cs:pad"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["dash", "colon", "dateline"], dash="–" if self.fits("–") and r.random() < 0.6 else "-")
        lab = ["Edice:", "Číslo karty:", "Text karty:", "Oficiální rulingy"]
        self._cs(page, lab[0], lab[1], lab[3], *([lab[2]] if self.oracle(card) else []))
        ms = self._moments(card, 2, 300)
        added = self._c(page, f"Vloženo: {self._stamp(page, ms[0].date(), 'cs:num')}")
        edited = self._c(page, f"Naposledy upraveno: {self._stamp(page, ms[1].date(), r.choice(['cs:num', 'cs:pad']))}")
        foot = [self._c(page, f"Počítadlo: {self.counter()}"), "TOPlist",
                self._c(page, f"© {self._now.year - r.randint(1, 4)}{self.sym('–', '-')}{self._now.year} {site}, všechna práva vyhrazena")]
        body = E("body", E("header", E("h1", site)), E("nav", *[y for x in menu for y in (E("a", x, href="#"), " | ")]),
                 E("div", E("h2", title), E("p", lab[0], " ", self._c(page, f"{sname} ({code})"), E("br"), lab[1], " ", card.number),
                   *self.oracle_nodes(card, label=lab[2]), E("h3", lab[3]), E("p", *self.br_join(lines)), E("p", E("small", added, E("br"), edited)),
                   cls="karta"),
                 E("footer", E("p", foot[0], " ", E("a", E("img", src="http://toplist.cz/count.asp?id=123456", alt=foot[1]), href="http://www.toplist.cz/"),
                               E("br"), foot[2])))
        self.save(page, f"{title} | {site}", body, doctype="html5", html_attrs=' lang="cs"')

    def layout_gatherer(self, page, card):
        """The old Gatherer's Card Details page (ASP.NET WebForms, about 2008–2016): the form with its __VIEWSTATE and
        __EVENTVALIDATION hidden fields and the __doPostBack script, the header's search box ("Search Terms:" Name Types
        Text), the tabs (Details, Sets & Legality, Language, Discussion), the card's rows (Card Name:, Types:, Card Text:,
        Expansion:, Card Number:), the community rating, the rulings table ("10/4/2004"); a card with faces side by side,
        its rulings under each face now and then; the footer's copyright years."""
        r = self.rng
        title = self._title(page, card, 0.0)
        sname = self.set_of(card)[1]
        mid = r.randint(2000, 420000)
        form = self._form(page, "the old Gatherer's rulings table", ["en:mdy"])
        items = self._dated(page, card, form)
        lab = self._cs(page, "Card Name:", "Types:", "Card Text:", "Expansion:", "Card Number:", "Community Rating:", "Rulings")
        pre = "ctl00_ctl00_ctl00_MainContent_SubContent_SubContent_"
        show_text = bool(self.oracle(card))

        def rulings(k: int) -> N:
            return E("div", E("div", lab[6], cls="label"),
                     E("table", *[E("tr", E("td", ds, style="width:110px;"), E("td", t, cls="rulingsText"), cls=f"post {'even' if j % 2 else 'odd'}Item")
                                  for j, (ds, t, _) in enumerate(items)], cls="rulingsTable", cellspacing="0", cellpadding="3"),
                     id=f"{pre}{'ctl0' + str(k) + '_' if card.faces else ''}rulingsContainer", cls="rulingsContainer")

        def face(k: int, name: str, typ: str | None, text: str | None) -> N:
            rows = [(lab[0], [name]), (lab[1], [typ or ""])]
            if show_text:
                rows.append((lab[2], [E("div", x, cls="cardtextbox") for x in (text or "").split("\n") if x.strip()]))
            rows += [(lab[3], [E("a", self._c(page, sname), href=f"Search/Default.aspx?set=[%22{sname}%22]")]), (lab[4], [card.number])]
            p = f"{pre}{'ctl0' + str(k) + '_' if card.faces else ''}"
            votes = self._c(page, f"{r.randint(2, 4)}.{r.randint(100, 999)} / 5  ({r.randint(8, 400)} votes)")
            return E("td", E("img", src=f"../../Handlers/Image.ashx?multiverseid={mid}&type=card", alt=name, id=f"{p}cardImage"),
                     *[E("div", E("div", a, cls="label"), E("div", *v, cls="value"), cls="row") for a, v in rows],
                     E("div", E("div", lab[5], cls="label"), E("div", votes, cls="value"), cls="row"),
                     rulings(k) if k == 0 or r.random() < 0.5 else None, cls="rightCol", valign="top")
        cols = [face(k, f["name"], f.get("type"), f.get("text")) for k, f in enumerate(self.faces_of(card))]
        page.printed_text = card.text if show_text else None
        tabs = self._cs(page, "Details", "Sets & Legality", "Language", "Discussion")
        top = self._cs(page, "Advanced", "Search Terms:", "Name", "Types", "Text", "Sign In")
        vs = "/wEPDwUKLTk" + "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(r.randint(300, 900))) + "=="
        ev = "/wEWBgK" + "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(80))
        script = Raw("<script type=\"text/javascript\">\n//<![CDATA[\nvar theForm = document.forms['aspnetForm'];\nif (!theForm) {\n    theForm = "
                     "document.aspnetForm;\n}\nfunction __doPostBack(eventTarget, eventArgument) {\n    if (!theForm.onsubmit || (theForm.onsubmit() "
                     "!= false)) {\n        theForm.__EVENTTARGET.value = eventTarget;\n        theForm.__EVENTARGUMENT.value = eventArgument;\n"
                     "        theForm.submit();\n    }\n}\n//]]>\n</script>")
        foot = self._cs(page, f"© 1995 - {min(self._now.year, 2016)} Wizards of the Coast LLC, a subsidiary of Hasbro, Inc. All Rights Reserved.",
                        "Terms of Use", "Privacy Policy", "Code of Conduct", "Contact Us")
        body = E("body", E("form", E("div", E("input", type="hidden", name="__EVENTTARGET", id="__EVENTTARGET", value=""),
                                           E("input", type="hidden", name="__EVENTARGUMENT", id="__EVENTARGUMENT", value=""),
                                           E("input", type="hidden", name="__VIEWSTATE", id="__VIEWSTATE", value=vs)), script,
                                     E("div", E("a", E("img", src="../../Images/gatherer.png", alt="Gatherer"), href="../../Default.aspx"),
                                       E("div", E("a", top[0], href="../Search/Advanced.aspx"), " ", top[1], " ", E("input", type="text"),
                                         *[y for x in top[2:5] for y in (" ", E("input", type="checkbox"), x)], " ", E("a", top[5], href="#")), id="header"),
                                     E("div", *[y for x in tabs for y in (E("a", x, href="#"), " ")], cls="tabs"),
                                     E("div", E("span", title, id=f"{pre}subtitleDisplay"), cls="contentTitle"),
                                     E("table", E("tr", *cols), cls="cardDetails" + (" cardComponent" if card.faces else ""), cellspacing="0"),
                                     E("div", *[y for k, x in enumerate(foot) for y in ((" | " if k > 1 else E("br") if k else None), E("a", x, href="#") if k else x)],
                                       id="footer"),
                                     E("div", E("input", type="hidden", name="__EVENTVALIDATION", id="__EVENTVALIDATION", value=ev)),
                                     name="aspnetForm", method="post", action=f"Details.aspx?multiverseid={mid}", id="aspnetForm"))
        self.save(page, f"{title} (Card Details) - Gatherer - Magic: The Gathering", body, doctype="xhtml", xhtml=True,
                  html_attrs=' xmlns="http://www.w3.org/1999/xhtml"', head=('<link href="../../Styles/gatherer.css" type="text/css" rel="stylesheet" />',))

    ASK_OTHER = [("Why are there no more rares with reminder text for landwalk?", "Rares are for players who already know the basics, so we "
                  "save the space for the card's own text."),
                 ("What's the biggest number ever printed on a Magic card?", "That honor goes to a card from the Unglued set. "
                  "Don't try this at home."),
                 ("Will there ever be a purple mana color?", "No. The color pie has five colors and it's going to stay that way.")]

    def layout_ask_wizards(self, page, card):
        """A magicthegathering.com column of the noughties ("Ask Wizards"): the site's header and menu, the month's
        column, entries under their own days ("October 4, 2005"), a reader's question about the card signed with their
        name and town, the answer quoting the official rulings with their days ("10/4/2004", "Oct. 4, 2004"), other
        readers' questions, the archive link, the copyright and trademark lines."""
        r = self.rng
        title = self._title(page, card, 0.0)
        self._kit(page, "column")
        menu = self._cs(page, "Home", "Daily MTG", "Features", "Columns", "Arcana", "Events", "Products", "Community", "Archive")
        form = self._form(page, "an Ask Wizards answer", ["en:mdy", "en:ap", "en:long"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["dash", "paren", "colon", "star"], dash="\u2014" if r.random() < 0.4 else "-")
        ms = self._moments(card, 3, 25)
        k_card = r.randrange(3)
        entries = []
        others = r.sample(self.ASK_OTHER, 2)
        for k, m in enumerate(ms):
            day = self._c(page, self._stamp(page, m.date(), "en:long"))
            if k == k_card:
                q = f"Q: How exactly does {title} work? My playgroup has argued about it for weeks."
                sign = self._c(page, f"--{r.choice(['Kevin', 'Maria', 'Tom', 'Yuki'])}, {r.choice(['Ohio', 'Texas', 'Ontario', 'Bavaria'])}")
                a = [self._c(page, "A: From the Magic rules team:"), " ", self._c(page, "Here is what the official rulings say:"),
                     E("br"), E("br"), *self.br_join(lines)]
            else:
                oq, oa = others.pop()
                q, sign = self._c(page, "Q: " + oq), self._c(page, f"--{r.choice(['Jeff', 'Anna', 'Raj'])}, {r.choice(['Seattle', 'London', 'Lyon'])}")
                a = [self._c(page, "A: " + oa)]
            entries += [E("p", E("b", day)), E("p", q, E("br"), E("i", sign)), E("p", *a), E("hr", size="1")]
        month = ms[-1]
        col = self._c(page, f"Ask Wizards - {DAY_MONTHS['en'][month.month - 1]}, {month.year}")
        send = self._c(page, "Send us your question! Just click on the \"Ask Wizards\" link at the bottom of the page.")
        foot = self._cs(page, "Ask Wizards", "Privacy Statement", "Terms of Use",
                        f"© 1995-{self._now.year} Wizards of the Coast, Inc., a subsidiary of Hasbro, Inc. All rights reserved.",
                        "Wizards of the Coast, Magic: The Gathering, and their logos are trademarks of Wizards of the Coast, Inc. "
                        "in the U.S.A. and other countries.")
        body = E("body", E("table", E("tr", E("td", E("img", src="/images/mtgcom/logo.gif", alt="magicthegathering.com")),
                                      E("td", *[y for x in menu for y in (E("a", x, href="#"), " | ")])), width="760", cellpadding="0"),
                 E("table", E("tr", E("td", E("h1", col), E("p", E("i", send)), *entries, E("p", E("a", self._c(page, "« Ask Wizards archive"), href="#")),
                                      width="560", valign="top"),
                                E("td", E("b", self._c(page, "Columns")), E("br"), *self.br_join([[E("a", x, href="#")] for x in
                                                                                               self._cs(page, "Making Magic", "The Week That Was", "Serious Fun", "Building on a Budget")]),
                                  width="200", valign="top", bgcolor="#EEEEEE"))),
                 E("p", *[y for x in foot[:3] for y in (E("a", x, href="#"), " | ")], E("br"), foot[3], E("br"), foot[4], align="center"))
        self.save(page, f"magicthegathering.com: {col}", body, doctype="html4")

    KEEP_ART = [r" ____        _             _  __               ", r"|  _ \ _   _| | ___  ___  | |/ /___  ___ _ __  ",
                r"| |_) | | | | |/ _ \/ __| | ' // _ \/ _ \ '_ \ ", r"|  _ <| |_| | |  __/\__ \ | . \  __/  __/ |_) |",
                r"|_| \_\\__,_|_|\___||___/ |_|\_\___|\___| .__/ ", r"                                        |_|    "]

    def _pre_page(self, page: Page, title: str, text: str, foot: list[str], bg: str = "#FFFFFF") -> None:
        """A text document served as a page: its lines in a <pre>, a rule and the maintainer's address under it."""
        body = E("body", E("pre", text), E("hr"), E("address", *self.br_join([[x] for x in foot])), bgcolor=bg)
        self.save(page, title, body, doctype=self.rng.choice([None, "html32"]), caps=self.rng.random() < 0.5, text=text)

    def layout_rules_keep(self, page, card):
        """A card rules summary in the manner of the Crystal Keep's (plain text, 72 columns, an ASCII-art banner): the
        set's summary header with its "Last updated" day, the card's name (and each face's), then each ruling as a
        "*" item wrapped with a hanging indent and its source and day in brackets ("[Gatherer 2004/10/04]") or the day
        first; the disclaimer. Served as text, or as a page holding it in a <pre>."""
        r = self.rng
        title = self._title(page, card, 0.0)
        code, sname = self.set_of(card)
        art = r.random() < 0.6
        form = self._form(page, "a rules summary's items", ["en:ymd", "en:iso"])
        items = self._dated(page, card, form)
        style = r.choice(["source", "bare", "first"])
        page.date_forms[-1] += f" ({style})"
        upd = self._moments(card, 1, 300)[0].date()
        head = [*(self.KEEP_ART if art else []), "", "Magic: The Gathering -- Card Rules Summaries",
                "Maintained by volunteers. Unofficial; corrections are welcome.", f"Summary for: {sname} ({code})",
                f"Last updated: {self._stamp(page, upd, 'en:ymd')}", "=" * 72, ""]
        self._cs(page, *[x for x in head if x.strip()])
        body = [title]
        if card.faces:
            body += [f"  ({' / '.join(f['name'] for f in card.faces)})"]
        for ds, t, _ in items:
            if style == "first":
                body += wrap(t, 72, f"  * {ds} -- ", "    ")
            else:
                body += wrap(f"{t} [{'Gatherer ' if style == 'source' else ''}{ds}]", 72, "  * ", "    ")
        tail = ["", "-" * 72, *wrap("Magic: The Gathering is a trademark of Wizards of the Coast, Inc. This summary is not affiliated with or endorsed "
                                    "by Wizards of the Coast. Do not redistribute modified copies.", 72)]
        self._cs(page, "-" * 72, *tail[2:])
        self._kit(page, "document")
        text = "\n".join(head + body + tail) + "\n"
        if self.html:
            foot = self._cs(page, "Rules Keep mirror", "keeper@ruleskeep.example.org")
            self._pre_page(page, f"Rules Summary: {sname} - {title}", text, foot)
        else:
            self.save(page, title, E("body"), text=text)

    def layout_set_faq(self, page, card):
        """A set FAQ as a plain text file of the late nineties and noughties: a box-drawn banner in DOS's code page 437 (an
        ASCII one in the others), "Document modified:" with its day, the compilers' line, "=====" separators, the
        general notes, then the card's entry (its name, type line and Oracle text wrapped at 72 columns) with its rulings
        as "*" items, each with its day in parentheses ("(10/4/2004)") or before it; "(end of file)". As text, or as an
        archive's page holding it in a <pre>."""
        r = self.rng
        title = self._title(page, card, 0.0)
        sname = self.set_of(card)[1]
        form = self._form(page, "a set FAQ's card notes", ["en:mdy", "en:iso", "en:long"])
        items = self._dated(page, card, form)
        first = r.random() < 0.4
        page.date_forms[-1] += " (day first)" if first else " (day in parentheses after)"
        cap = f"{sname.upper()}  -  FREQUENTLY ASKED QUESTIONS"
        if self.fits("═") and r.random() < 0.8:
            banner = ["╔" + "═" * 70 + "╗", "║" + cap.center(70) + "║", "╚" + "═" * 70 + "╝"]
        else:
            banner = ["#" * 72, "#" + cap.center(70) + "#", "#" * 72]
        mod = self._moments(card, 1, 200)[0].date()
        head = banner + ["", f"Document modified: {self._stamp(page, mod, r.choice(['en:mdy', 'en:mdy0']))}",
                         "Compiled from official sources by the FAQ maintainers.", "Send corrections to faq-maint@lists.example.org", ""]
        gen = ["=" * 72, "GENERAL NOTES", "=" * 72, "", *wrap(f"* This document collects the card-specific rulings for {sname}. The rulings are "
                                                             "dated as Wizards of the Coast published them.", 72, "", "  "),
               *wrap("* Oracle text is the official, up-to-date wording of each card. Where a card's printed text differs, the Oracle "
                     "text is the one you play by.", 72, "", "  "), "", "=" * 72, "CARD-SPECIFIC NOTES", "=" * 72, ""]
        self._cs(page, *[x for x in head + gen if x.strip()])
        entry = [title]
        for name, typ, lines in self.oracle(card):
            entry += ([name] if name else []) + ([typ] if typ else []) + [w for x in lines for w in wrap(x, 72)]
        entry.append("")
        for ds, t, _ in items:
            entry += wrap(f"{ds}: {t}", 72, "  * ", "    ") if first else wrap(f"{t} ({ds})", 72, "  * ", "    ")
        tail = ["", "-" * 72, "(end of file)"]
        self._cs(page, *tail[1:])
        self._kit(page, "document")
        text = "\n".join(head + gen + entry + tail) + "\n"
        if self.html:
            foot = self._cs(page, "Magic FAQ Archive", f"Mirrored {self._stamp(page, self._now.date(), 'en:long')}")
            self._pre_page(page, f"{sname} FAQ", text, foot, bg="#FFFFEE")
        else:
            self.save(page, title, E("body"), text=text)

    def _mail_date(self, m: dt.datetime, tz: str | None = None) -> str:
        """A mail's or article's Date: line (Central European time, summer or winter, unless ``tz``)."""
        tz = tz or ("+0200" if 4 <= m.month <= 10 else "+0100")
        return f"{DAY_WEEKDAYS['en3'][m.weekday()]}, {m.day:02d} {DAY_MON['en'][m.month - 1]} {m.year} {m:%H:%M:%S} {tz}"

    def layout_mhonarc(self, page, card):
        """A German judges' mailing list: as HTML, its MHonArc archive page (the X- comments, "[Date Prev][Date Next][Thread
        Prev][Thread Next][Date Index][Thread Index]", the header list, the body in a <pre> with the rulings
        ("04.10.2004: …"), the follow-ups, "Prev by Date"/"Next by Date"); as text, the message as the mail program saved it
        (its headers with the ISO-8859-1 charset, the body, the list's footer)."""
        r = self.rng
        title = self._title(page, card, 0.5)
        lst = "dci-judges-de"
        form = self._form(page, "a judges' list mail", ["de:num", "de:long"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "dash", "dateline"], bold=0.0)
        got = self._tr(page, card, "de") if r.random() < 0.4 else None
        m = self._moments(card, 1, 60)[0]
        who = r.choice([("Thomas Müller", "thomas.mueller"), ("Sabine Krüger", "s.krueger"), ("Jörg Weiß", "joerg.weiss")])
        subject = f"[{lst}] {title}: Rulings"
        body = ["Hallo Liste,", "", *wrap(f"zu {title} gab es letzte Woche beim Turnier Fragen, hier die offiziellen Rulings aus dem Gatherer:", 72), ""]
        for ln in lines:
            body += wrap("".join(ln), 72) or [""]
        if got:
            body += ["", "Deutscher Kartentext:", got[0], *[w for x in got[1].split("\n") if x.strip() for w in wrap(x, 72)]]
            self._c(page, "Deutscher Kartentext:")
        body += ["", "Gruß", who[0].split()[0], "--", "Level 2 Judge, Köln"]
        self._cs(page, "Hallo Liste,", "Gruß", "Level 2 Judge, Köln")
        date = self._own(page, m.date(), self._mail_date(m))
        self._kit(page, "mail")
        if not self.html:
            head = [f"From {who[1]}@example.de  {DAY_WEEKDAYS['en3'][m.weekday()]} {DAY_MON['en'][m.month - 1]} {m.day:2d} {m:%H:%M:%S} {m.year}",
                    f"From: {who[0]} <{who[1]}@example.de>", f"To: {lst}@lists.example.de", f"Subject: {subject}", f"Date: {date}",
                    f"Message-ID: <{m:%Y%m%d%H%M%S}.{r.randint(1000, 9999)}@example.de>", "MIME-Version: 1.0",
                    "Content-Type: text/plain; charset=ISO-8859-1", "Content-Transfer-Encoding: 8bit", f"List-Id: {lst}.lists.example.de", ""]
            self._cs(page, f"To: {lst}@lists.example.de", "MIME-Version: 1.0", "Content-Type: text/plain; charset=ISO-8859-1")
            foot = ["", "_" * 47, f"{lst} mailing list", f"{lst}@lists.example.de", f"http://lists.example.de/mailman/listinfo/{lst}"]
            self._cs(page, *foot[1:])
            page.__dict__["declared_text"] = "iso-8859-1"
            self.save(page, subject, E("body"), text="\n".join(head + body + foot) + "\n")
            return
        nav = self._cs(page, "Date Prev", "Date Next", "Thread Prev", "Thread Next", "Date Index", "Thread Index")
        pni = E("div", *[y for x in nav for y in ("[", E("a", x, href=f"msg{r.randint(100, 999)}.html"), "]")])
        other = r.choice(["Re: Turnier in Köln am Samstag", "Neue Floor Rules", "Judge-Treffen im Herbst"])
        rot = who[0].translate(str.maketrans("ABCDEFGHIJKLMabcdefghijklmNOPQRSTUVWXYZnopqrstuvwxyz", "NOPQRSTUVWXYZnopqrstuvwxyzABCDEFGHIJKLMabcdefghijklm"))
        heads = [("To", f"{lst}@lists.example.de"), ("Subject", subject), ("From", f"{who[0]} <{who[1]}@example.de>"), ("Date", date)]
        body_n = E("body",
                   Raw("<!--X-Body-Begin-->\n<!--X-User-Header-->\n<!--X-User-Header-End-->\n<!--X-TopPNI-->"), E("hr"), pni,
                   Raw("<!--X-TopPNI-End-->\n<!--X-MsgBody-->\n<!--X-Subject-Header-Begin-->"), E("h1", subject), E("hr"),
                   Raw("<!--X-Subject-Header-End-->\n<!--X-Head-of-Message-->"),
                   E("ul", *[E("li", E("em", self._c(page, k)), ": ", v) for k, v in heads]),
                   Raw("<!--X-Head-of-Message-End-->\n<!--X-Head-Body-Sep-Begin-->"), E("hr"),
                   Raw("<!--X-Head-Body-Sep-End-->\n<!--X-Body-of-Message-->"), E("pre", "\n".join(body)),
                   Raw("<!--X-Body-of-Message-End-->\n<!--X-MsgBody-End-->\n<!--X-Follow-Ups-->"), E("hr"),
                   E("ul", E("li", E("strong", self._c(page, "Follow-Ups")), ":", E("ul", E("li", E("strong", E("a", f"Re: {subject}", href="msg00002.html")),
                                                                                               E("ul", E("li", E("em", "From:"), " Sabine Krüger")))))),
                   Raw("<!--X-Follow-Ups-End-->\n<!--X-References-->\n<!--X-References-End-->\n<!--X-BotPNI-->"),
                   E("ul", E("li", self._c(page, "Prev by Date:"), " ", E("strong", E("a", self._c(page, other), href="#"))),
                     E("li", self._c(page, "Next by Date:"), " ", E("strong", E("a", f"Re: {subject}", href="#"))),
                     E("li", self._c(page, "Index(es):"), E("ul", E("li", E("a", E("strong", "Date"), href="maillist.html")),
                                                           E("li", E("a", E("strong", "Thread"), href="threads.html"))))),
                   Raw("<!--X-BotPNI-End-->\n<!--X-User-Footer-->\n<!--X-User-Footer-End-->"))
        self.save(page, subject, body_n, prolog=("<!-- MHonArc v2.6.16 -->", f"<!--X-Subject: {html.escape(subject)} -->", f"<!--X-From-R13: {rot} -->",
                                                 f"<!--X-Date: {date} -->", f"<!--X-Message-Id: {m:%Y%m%d%H%M%S}@example.de -->",
                                                 "<!--X-Content-Type: text/plain -->", "<!--X-Head-End-->"),
                  head=(f'<link rev="made" href="mailto:{who[1]}@example.de">',))

    def layout_fj_news(self, page, card):
        """A Japanese Usenet article in fj.rec.games answering a question about the card with its official rulings
        ("2004/10/04: …"): as text, the article as it travelled, in ISO-2022-JP (its headers, the Subject MIME-encoded, the
        quoted question, the rulings wrapped at 72 columns, the signature); saved as HTML, a news archive's page of it in
        EUC-JP (the previous/next links, the decoded headers in a table, the body in a <pre>)."""
        from email.header import Header

        r = self.rng
        title = self._title(page, card, 0.8)
        form = self._form(page, "a Usenet article's rulings", ["ja:slash", "ja:kanji", "ja:dot"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "dateline", "bracket"], bold=0.0)
        ms = self.thread_moments(card, 2, 40)
        who = r.choice([("yamada", "YAMADA Taro", "山田"), ("sato", "SATO Kenji", "佐藤"), ("kobayashi", "KOBAYASHI Aya", "小林")])
        asker = r.choice(["suzuki@example.co.jp (SUZUKI Hanako)", "tanaka@example.ne.jp (TANAKA Ichiro)"])
        subj = f"Re: {title}の裁定"
        mid = f"<{ms[1]:%Y%m%d%H%M%S}.{r.randint(1000, 9999)}@cc.example.ac.jp>"
        ref = f"<{ms[0]:%Y%m%d%H%M%S}.{r.randint(1000, 9999)}@example.co.jp>"
        date = self._own(page, ms[1].date(), self._mail_date(ms[1], "+0900"))
        body = [f"{who[2]}です。", "", f"In article {ref},", f"{asker} writes:", f"> {title}の処理がよく分かりません。", "> どなたか教えてください。", "",
                self._c(page, "公式の裁定（英語）は以下のとおりです。"), ""]
        self._cs(page, f"{who[2]}です。", "> どなたか教えてください。", f"{asker} writes:")
        for ln in lines:
            body += wrap("".join(ln), 72) or [""]
        sig = ["", "--", f"{who[1]} / {who[0]}@cc.example.ac.jp"]
        self._cs(page, sig[2])
        self._kit(page, "news")
        if not self.html:
            head = ["Path: news.example.ad.jp!newsfeed.example.ne.jp!not-for-mail", f"From: {who[0]}@cc.example.ac.jp ({who[1]})",
                    "Newsgroups: fj.rec.games", f"Subject: {Header(subj, 'iso-2022-jp').encode()}", f"Date: {date}",
                    "Organization: Example University, Tokyo, Japan", f"Lines: {len(body) + 3}", f"Message-ID: {mid}", f"References: {ref}",
                    "NNTP-Posting-Host: pc12.cc.example.ac.jp", "Mime-Version: 1.0", "Content-Type: text/plain; charset=ISO-2022-JP",
                    "Content-Transfer-Encoding: 7bit", ""]
            self._cs(page, "Newsgroups: fj.rec.games", "Organization: Example University, Tokyo, Japan", "Content-Type: text/plain; charset=ISO-2022-JP")
            page.__dict__["declared_text"] = "iso-2022-jp"
            self.save(page, subj, E("body"), text="\n".join(head + body + sig) + "\n")
            return
        nav = self._cs(page, "前の記事", "次の記事", "スレッド表示", "日付順一覧", "fj.rec.games 過去ログ目次")
        rows = [("From:", f"{who[0]}@cc.example.ac.jp ({who[1]})"), ("Newsgroups:", "fj.rec.games"), ("Subject:", subj), ("Date:", date),
                ("Message-ID:", mid)]
        self._cs(page, *[k for k, _ in rows])
        foot = self._c(page, "fj 過去ログ保管庫 - Since 1998")
        body_n = E("body", E("p", *[y for x in nav for y in ("[", E("a", x, href="#"), "] ")]), E("hr"),
                   E("table", *[E("tr", E("th", k, align="left"), E("td", v)) for k, v in rows]), E("hr"), E("pre", "\n".join(body + sig)), E("hr"),
                   E("address", foot), bgcolor="#FFFFFF")
        self.save(page, f"{subj} - fj.rec.games 過去ログ", body_n)

    def layout_oscommerce(self, page, card):
        """A Spanish shop on osCommerce 2.2 (ISO-8859-1, the euro sign as &euro;): the header's account and basket links
        with the trail "Top » Catálogo » Magic » …", the left column's boxes (Categorías, Búsqueda Rápida, Información),
        the product with its price and model, the description with the card's Spanish text now and then and "Reglas
        oficiales (rulings)" ("04/10/2004 - …", "4 de octubre de 2004"), "Este producto fue añadido a nuestro catálogo el
        martes 04 octubre, 2005.", the right column (Cesta, Los Más Vendidos naming other cards), the footer bar with
        today's date and the requests counter since a day, "Powered by osCommerce"."""
        r = self.rng
        store = self._c(page, r.choice(["Tienda Mágica", "El Rincón del Planeswalker", "Cartas del Dragón"]))
        title = self._title(page, card, 0.75)
        code, sname = self.set_of(card)
        form = self._form(page, f"an osCommerce product description ({store})", ["es:num", "es:long", "es:dash"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["dash", "colon", "paren"])
        got = self._tr(page, card, "es") if r.random() < 0.6 else None
        eur = self.sym("€", " EUR")
        mon = DAY_MONTHS["es"]

        def when(d: dt.date) -> str:
            return self._own(page, d, f"{DAY_WEEKDAYS['es'][d.weekday()]} {d.day:02d} {mon[d.month - 1]}, {d.year}")
        added = self._c(page, f"Este producto fue añadido a nuestro catálogo el {when(self._moments(card, 1, 400)[0].date())}.")
        top = self._cs(page, "Mi Cuenta", "Ver Cesta", "Realizar Pedido", "Top", "Catálogo", "Magic")
        boxes = self._cs(page, "Categorías", "Magic: The Gathering (1204)", "Sobres y Mazos (87)", "Accesorios (56)", "Búsqueda Rápida",
                         "Use palabras clave para encontrar el producto que busca.", "Búsqueda Avanzada", "Información", "Envíos y Devoluciones",
                         "Confidencialidad", "Condiciones de uso", "Contáctenos")
        right = self._cs(page, "Cesta de la Compra", "0 productos", "Los Más Vendidos")
        best = [self._c(page, f"{k + 1}. {o}") for k, o in enumerate(self._others(card, 4))]
        price = self._c(page, f"{r.choice(['0,30', '0,50', '1,20', '3,95'])}{eur}")
        model = self._c(page, f"[MTG-{code}-{card.number}]")
        lab = ["Reglas oficiales (rulings):", "Texto en español:", "Añadir a la Cesta", "Comentarios", "Descripción"]
        self._cs(page, lab[0], lab[3], lab[4], *([lab[1]] if got else []))
        since = self._past(card, dt.date(2003, 1, 1), 200)
        foot = self._cs(page, f"{r.randint(100000, 9999999)} peticiones desde {when(since)}",
                        f"Copyright {self.sym('©', '(c)')} {self._now.year} {store}", "Powered by osCommerce")
        today = self._c(page, when(self._now.date()))
        prod = E("td", E("table", E("tr", E("td", E("h1", title, " ", E("span", model, cls="smallText"))), E("td", E("h1", price), align="right"))),
                 E("p", E("b", lab[4])), *self.printed_nodes(got, lab[1] if got else None), *self.oracle_nodes(card),
                 E("p", E("b", lab[0]), E("br"), *self.br_join(lines)), E("p", E("i", added)),
                 E("table", E("tr", E("td", E("a", lab[3], href="#")), E("td", E("input", type="image", src="button_in_cart.gif", alt=lab[2]), align="right"))),
                 width="100%", valign="top")
        left = E("td", E("b", boxes[0]), E("br"), *self.br_join([[E("a", x, href="#")] for x in boxes[1:4]]), E("br"), E("br"), E("b", boxes[4]), E("br"),
                 E("input", type="text", name="keywords"), E("br"), boxes[5], E("br"), E("a", boxes[6], href="#"), E("br"), E("br"), E("b", boxes[7]), E("br"),
                 *self.br_join([[E("a", x, href="#")] for x in boxes[8:]]), width="150", valign="top")
        rightc = E("td", E("b", right[0]), E("br"), right[1], E("br"), E("br"), E("b", right[2]), E("br"), *self.br_join([[E("a", x, href="#")] for x in best]),
                   width="150", valign="top")
        body = E("body", E("table", E("tr", E("td", E("img", src="images/oscommerce.gif", alt=store)),
                                      E("td", *[y for x in top[:3] for y in (E("a", x, href="#"), " | ")], align="right")), width="100%"),
                 E("table", E("tr", E("td", E("a", top[3], href="#"), " » ", E("a", top[4], href="#"), " » ", E("a", top[5], href="#"), " » ", sname, " » ", title),
                                E("td", today, align="right")), width="100%", cls="headerNavigation"),
                 E("table", E("tr", left, prod, rightc), width="100%", border="0"),
                 E("table", E("tr", E("td", today), E("td", foot[0], align="right")), width="100%", cls="footer"),
                 E("p", foot[1], E("br"), foot[2], align="center"), marginwidth="0", marginheight="0", topmargin="0", bottommargin="0", leftmargin="0")
        self.save(page, f"{store} :: {title}", body, doctype="html4", html_attrs=' dir="LTR" lang="es"',
                  head=('<base href="http://www.tienda.example.es/catalog/">', '<link rel="stylesheet" type="text/css" href="stylesheet.css">'))

    def layout_jp_homepage(self, page, card):
        """A Japanese personal home page of around 2000 in Shift_JIS: "ようこそ！", the counter ("あなたは 004217 人目の
        お客様です"), the キリ番 notice, the menu, "since 2001.04.01" and "最終更新日", the card's page in the rulings
        collection (its Japanese name over the English one, the Japanese text now and then, "◆公式裁定（英語原文）" with the
        days as "2004年10月4日", "2004/10/04" or in full-width digits), "リンクフリー", the banner, the copyright line."""
        r = self.rng
        owner = r.choice(["まさ", "ゆうき", "たけし", "みお"])
        site = self._c(page, f"{owner}のMTG部屋" if r.random() < 0.5 else "マジック裁定まとめ倉庫")
        title = self._title(page, card, 0.9)
        form = self._form(page, f"a Japanese home page's rulings collection ({site})", ["ja:kanji", "ja:slash", "ja:kanjizen"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "paren", "dateline"], colon="：" if r.random() < 0.5 else ":")
        lines = [(["・"] + ln if ln and page.date_forms[-1].find("dateline") < 0 else ln) for ln in lines]
        got = self._tr(page, card, "ja") if r.random() < 0.6 else None
        welcome = self._c(page, r.choice(["ＭＴＧの部屋へようこそ！", "ようこそいらっしゃいました♪"]))
        count = self._c(page, f"あなたは {self.counter()} 人目のお客様です。")
        kiri = self._c(page, f"キリ番 {r.choice(['005000', '007777', '010000'])} を踏んだ方は掲示板でご報告ください♪")
        menu = self._cs(page, "トップ", "日記", "カード裁定集", "デッキ", "リンク", "掲示板", "管理人について")
        since = self._past(card, dt.date(1999, 4, 1), 400)
        upd = self._moments(card, 1, 200)[0].date()
        info = self._cs(page, f"since {self._own(page, since, f'{since:%Y.%m.%d}')}", f"最終更新日：{self._stamp(page, upd, 'ja:slash')}")
        head = self._c(page, "◆公式裁定（英語原文）")
        en = [E("p", "（", card.name, "）")] if page.title_lang != "en" else []
        jp = self.printed_nodes(got, self._c(page, "日本語テキスト：") if got else None)
        foot = self._cs(page, "リンクフリーです。バナーはこちら→", "このサイトはWizards of the Coast社とは無関係の個人サイトです。",
                        f"Copyright (C) {since.year}-{self._now.year} {owner} All Rights Reserved.", "相互リンク募集中！")
        body = E("body", E("center", E("font", E("b", site), size="5", color="#006600"), E("br"), E("marquee", welcome), E("br"),
                           E("img", src="counter.cgi", alt=""), count, E("br"), E("font", kiri, size="2"), E("br"),
                           E("font", " | ".join(menu), size="2"), E("br"), E("font", info[0], " \u3000 ", info[1], size="1")),
                 E("hr", size="1"), E("h2", "■ ", title), *en, *jp, E("p", E("b", head)), E("p", *self.br_join(lines)), E("hr", size="1"),
                 E("center", E("font", foot[0], E("img", src="banner.gif", width="88", height="31", alt=""), E("br"), foot[3], E("br"), foot[1], E("br"),
                               foot[2], size="2")), bgcolor="#FFFFEE", text="#333333", link="#0000CC")
        self.save(page, f"{title} - {site}", body, caps=r.random() < 0.4, doctype=r.choice([None, "html4"]))

    def layout_cn_article(self, page, card):
        """A Chinese game portal's article of the noughties declaring gb2312 (the bytes GBK: the author's name has a
        character GB2312 lacks): "设为首页 | 加入收藏", the channel menu, "您现在的位置", the title, "作者：… 文章来源：… 点击数：…
        更新时间：2008-3-14", "【字体：大 中 小】", the card's Chinese text now and then, the rulings ("2004年10月4日：…",
        "2004-10-4"), "上一篇/下一篇", the comment box, the ICP number."""
        r = self.rng
        site = self._c(page, r.choice(["万智牌资讯站", "魔法风云会中文网", "旅法师之家"]))
        title = self._title(page, card, 0.85)
        head = f"{title}官方裁定汇总" if r.random() < 0.5 else f"卡牌解析：{title}的规则要点"
        form = self._form(page, f"a Chinese portal's article ({site})", ["zhs:kanji", "zhs:dash", "zhs:iso"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "dateline", "paren"], colon="：")
        got = self._tr(page, card, "zhs") if r.random() < 0.6 else None
        top = self._cs(page, "设为首页", "加入收藏", "联系我们")
        menu = self._cs(page, "网站首页", "新闻资讯", "卡牌查询", "规则裁定", "套牌研究", "论坛")
        where = self._c(page, f"您现在的位置: {site} >> 规则裁定 >> 正文")
        d = self._moments(card, 1, 300)[0]
        meta = self._c(page, f"作者：{r.choice(['王喆', '李喆', '陈堃'])}  文章来源：本站原创  点击数：{r.randint(50, 9000)}  "
                             f"更新时间：{self._own(page, d.date(), f'{d.year}-{d.month}-{d.day}')}")
        font = self._c(page, "【字体：大 中 小】")
        intro = self._c(page, "以下为官方裁定（英文原文）：")
        zh = self.printed_nodes(got, self._c(page, "中文牌面：") if got else None)
        prev = self._cs(page, f"上一篇文章：{r.choice(['新手入门：回合结构详解', '赛事报道：城市赛八强套牌'])}", f"下一篇文章：{r.choice(['规则答疑第12期', '构筑赛禁牌表更新'])}")
        acts = self._c(page, "【发表评论】【加入收藏】【告诉好友】【打印此文】【关闭窗口】")
        com = self._c(page, "网友评论：（只显示最新10条。评论内容只代表网友观点，与本站立场无关！）")
        foot = self._cs(page, f"Copyright {self.sym('©', '(C)')} 2004-{self._now.year} {site} All Rights Reserved", f"粤ICP备0{r.randint(5012345, 8099999)}号")
        body = E("body", E("table", E("tr", E("td", *[y for x in top for y in (E("a", x, href="#"), " | ")], align="right")), width="778", align="center"),
                 E("table", E("tr", E("td", *[y for x in menu for y in (E("a", x, href="#"), " | ")])), width="778", align="center", bgcolor="#336699"),
                 E("table", E("tr", E("td", where)), E("tr", E("td", E("h1", head), align="center")), E("tr", E("td", meta, align="center")),
                   E("tr", E("td", font, align="right")), E("tr", E("td", E("p", intro), E("p", *self.br_join(lines)), *zh)),
                   E("tr", E("td", *self.br_join([[prev[0]], [prev[1]]]))), E("tr", E("td", acts, align="right")), E("tr", E("td", com)),
                   width="778", align="center", cellpadding="8"),
                 E("p", *self.br_join([[x] for x in foot]), align="center"))
        self.save(page, f"{head}_{site}", body, doctype="html4",
                  head=('<meta name="keywords" content="万智牌,魔法风云会,MTG,裁定">',))

    def layout_futaba(self, page, card):
        """A Japanese imageboard's thread (Futaba-like, Shift_JIS declared, CP932 bytes): the board's name, "[掲示板に戻る]",
        "レス送信モード", the form, the opening post with the scan of a card ("画像ファイル名：….jpg-(45 KB)") asking how it
        works (its set and number, no name), "無題 Name としあき 05/10/04(火)15:12:45 No.1234567" headers, a reply with the
        official rulings ("2004/10/04 …"), "このスレは古いので、もうすぐ消えます。"; as text, the thread copied. Names no card."""
        r = self.rng
        self._card_arg(page, card)
        sname = self.set_of(card)[1]
        board = self._c(page, r.choice(["カードゲーム＠ふたば", "TCG＠画像掲示板"]))
        form = self._form(page, "an imageboard reply", ["ja:slash", "ja:kanji"])
        items = self._dated(page, card, form)
        lines = self.ruling_lines(page, items, ["colon", "dateline", "bracket"], bold=0.0)
        ms = self.thread_moments(card, 4, 6)
        no = r.randint(1000000, 9000000)
        anon = self._c(page, "としあき")

        def head(k: int, m: dt.datetime) -> list:
            st = self._own(page, m.date(), f"{m:%y/%m/%d}({DAY_WEEKDAYS['ja'][m.weekday()]}){m:%H:%M:%S}")
            return [E("font", E("b", self._c(page, "無題")), color="#cc1105"), " Name ", E("font", E("b", anon), color="#117743"), f" {st} No.{no + k * 7}",
                    " ", E("a", self._c(page, "del"), href="#")]
        fname = self._c(page, f"画像ファイル名：{int(ms[0].timestamp() * 1000)}.jpg-({r.randint(30, 180)} KB)")
        ask = self._c(page, f"このカード（{sname} の {card.number} 番）ってどう動くの？ 昨日の対戦で揉めた")
        ans = [[E("font", f">{ask}", color="#789922")], [self._c(page, "英語の公式裁定貼っとく")], *lines]
        replies = [ans, [[self._c(page, "乙～ 分かりやすい")]], [[self._c(page, r.choice(["これは揉める", "ルール難しいよね…"]))]]]
        self._kit(page, "imageboard")
        top = self._cs(page, "[掲示板に戻る]", "レス送信モード", "おなまえ", "E-mail", "題　　名", "コメント", "添付File", "削除キー", "(削除用)")
        posts = [E("div", E("a", fname, href="#"), E("br"), E("img", src="thumb.jpg", alt="scan", align="left"), *head(0, ms[0]),
                   E("blockquote", ask), cls="thre")]
        for k, (m, body) in enumerate(zip(ms[1:], replies), start=1):
            posts.append(E("table", E("tr", E("td", "…"), E("td", *head(k, m), E("blockquote", *self.br_join(body)), bgcolor="#F0E0D6"))))
        foot = self._cs(page, "このスレは古いので、もうすぐ消えます。", "削除記事", "記事削除", "画像だけ消す", "- GazouBBS + futaba-")
        body = E("body", E("center", E("font", E("b", board), size="5", color="#800000")), E("hr"), E("a", top[0], href="../"),
                 E("table", E("tr", E("th", top[1], colspan="2", bgcolor="#e04000")),
                   *[E("tr", E("td", E("b", x), bgcolor="#eeaa88"), E("td", E("input", type="text"))) for x in top[2:7]],
                   E("tr", E("td", E("b", top[7]), bgcolor="#eeaa88"), E("td", E("input", type="password"), top[8]))), E("hr"),
                 *posts, E("p", E("font", foot[0], color="#f00000")), E("hr"),
                 E("p", foot[1], "[", E("input", type="checkbox"), foot[3], "] ", E("input", type="submit", value=foot[2]), align="right"),
                 E("center", E("small", foot[4])), bgcolor="#FFFFEE", text="#800000", link="#0000EE", vlink="#0000EE")
        self.save(page, board, body)
        page.chrome = [c for c in page.chrome if c != foot[2]]

    LAYOUTS40: dict[str, tuple[str, bool]] = {
        "oldweb-geocities-shrine-en": ("layout_shrine", True),
        "oldweb-de-kartenarchiv-frameset": ("layout_frameset", True),
        "oldweb-vbulletin3-showthread": ("layout_vbulletin", True),
        "oldweb-phpbb2-fr-viewtopic": ("layout_phpbb2", True),
        "oldweb-ipb2-it-showtopic": ("layout_ipb2", True),
        "oldweb-smf1-ptbr-topic": ("layout_smf", True),
        "oldweb-discuz7-gbk-viewthread": ("layout_discuz", True),
        "oldweb-2ch-sjis-readcgi-dat": ("layout_2ch", True),
        "oldweb-tw-phpbb2-big5": ("layout_tw_phpbb", True),
        "oldweb-zeroboard4-euckr": ("layout_zeroboard", True),
        "oldweb-ru-cp1251-kartoteka": ("layout_ru_kartoteka", True),
        "oldweb-ru-koi8-apache-fido866": ("layout_ru_koi8_fido", True),
        "oldweb-pl-xhtml-iso88592": ("layout_pl_xhtml", True),
        "oldweb-cz-meta-charset-1250": ("layout_cz_charset", True),
        "oldweb-gatherer-aspnet-details": ("layout_gatherer", True),
        "oldweb-ask-wizards-column": ("layout_ask_wizards", True),
        "oldweb-rules-keep-summary": ("layout_rules_keep", True),
        "oldweb-set-faq-txt-72col": ("layout_set_faq", True),
        "oldweb-mhonarc-judges-list": ("layout_mhonarc", True),
        "oldweb-fj-news-jis-eucjp": ("layout_fj_news", True),
        "oldweb-oscommerce-es-tienda": ("layout_oscommerce", True),
        "oldweb-jp-kojin-homepage-sjis": ("layout_jp_homepage", True),
        "oldweb-cn-gb2312-portal-article": ("layout_cn_article", True),
        "oldweb-futaba-scan-question-untitled": ("layout_futaba", False),
        "oldweb-cgi-guestbook-reply-untitled": ("layout_guestbook", False),
    }
    LAYOUTS = LAYOUTS40


#: each layout's languages, how its HTML declares the encoding ("http-equiv", "charset", "xml": an XML declaration and
#: the http-equiv meta), how it writes the characters the encoding lacks ("dec", "hex", "named": see ``entitize``), and
#: the encodings its saved HTML and its text come in: (Python codec of the bytes, the charset declared or None, weight)
SITES40: dict[str, dict] = {
    "oldweb-geocities-shrine-en": dict(langs=["en"], ents="dec", html=[("cp1252", "iso-8859-1", 5), ("cp1252", None, 3), ("utf-8", "utf-8", 4)],
                                       text=[("cp1252", None, 5), ("utf-8", None, 3)]),
    "oldweb-de-kartenarchiv-frameset": dict(langs=["de"], ents="dec", html=[("iso8859_15", "ISO-8859-15", 6), ("utf-8", "utf-8", 2)],
                                            text=[("iso8859_15", None, 4), ("cp1252", None, 3), ("utf-8", None, 1)]),
    "oldweb-vbulletin3-showthread": dict(langs=["en", "en", "de"], ents="dec", html=[("cp1252", "ISO-8859-1", 5), ("utf-8", "UTF-8", 5)],
                                         text=[("cp1252", None, 5), ("utf-8", None, 5)]),
    "oldweb-phpbb2-fr-viewtopic": dict(langs=["fr"], ents="dec", html=[("latin-1", "iso-8859-1", 6), ("cp1252", "iso-8859-1", 2), ("utf-8", "UTF-8", 2)],
                                       text=[("latin-1", None, 5), ("cp1252", None, 3)]),
    "oldweb-ipb2-it-showtopic": dict(langs=["it"], ents="dec", html=[("cp1252", "windows-1252", 5), ("cp1252", "iso-8859-1", 2), ("utf-8", "utf-8", 2)],
                                     text=[("cp1252", None, 3), ("utf-8", None, 1)]),
    "oldweb-smf1-ptbr-topic": dict(langs=["pt"], ents="dec", html=[("latin-1", "ISO-8859-1", 4), ("utf-8", "UTF-8", 6)],
                                   text=[("latin-1", None, 4), ("utf-8", None, 6)]),
    "oldweb-discuz7-gbk-viewthread": dict(langs=["zhs"], ents="dec", html=[("gbk", "gbk", 6), ("utf-8", "utf-8", 2)],
                                          text=[("gbk", None, 5), ("utf-8", None, 1)]),
    "oldweb-2ch-sjis-readcgi-dat": dict(langs=["ja"], ents="dec", html=[("cp932", "Shift_JIS", 1)], text=[("cp932", None, 1)]),
    "oldweb-tw-phpbb2-big5": dict(langs=["zht"], ents="dec", html=[("cp950", "big5", 5), ("big5", "big5", 3)], text=[("cp950", None, 3), ("big5", None, 2)]),
    "oldweb-zeroboard4-euckr": dict(langs=["ko"], ents="dec", html=[("cp949", "euc-kr", 6), ("utf-8", "utf-8", 1)], text=[("cp949", None, 1)]),
    "oldweb-ru-cp1251-kartoteka": dict(langs=["ru"], ents="dec", html=[("cp1251", "windows-1251", 6), ("utf-8", "utf-8", 3)],
                                       text=[("cp1251", None, 5), ("utf-8", None, 1)]),
    "oldweb-ru-koi8-apache-fido866": dict(langs=["ru"], ents="dec", html=[("koi8_r", "koi8-r", 1)], text=[("cp866", None, 1)]),
    "oldweb-pl-xhtml-iso88592": dict(langs=["pl"], decl="xml", ents="dec", html=[("iso8859_2", "iso-8859-2", 5), ("utf-8", "utf-8", 2)],
                                     text=[("iso8859_2", None, 3), ("cp1250", None, 2)]),
    "oldweb-cz-meta-charset-1250": dict(langs=["cs"], decl="charset", ents="dec", html=[("cp1250", "windows-1250", 5), ("utf-8", "utf-8", 3)],
                                        text=[("cp1250", None, 3), ("utf-8", None, 2)]),
    "oldweb-gatherer-aspnet-details": dict(langs=["en"], ents="dec", html=[("utf-8", "utf-8", 1)], text=[("utf-8", None, 1)]),
    "oldweb-ask-wizards-column": dict(langs=["en"], ents="named", html=[("cp1252", "iso-8859-1", 4), ("utf-8", "utf-8", 4)],
                                      text=[("cp1252", None, 2), ("utf-8", None, 2)]),
    "oldweb-rules-keep-summary": dict(langs=["en"], ents="hex", html=[("ascii", "us-ascii", 4), ("utf-8", "utf-8", 2), ("cp1252", None, 2)],
                                      text=[("cp1252", None, 3), ("ascii", None, 3), ("utf-8", None, 3)]),
    "oldweb-set-faq-txt-72col": dict(langs=["en"], ents="hex", html=[("ascii", "us-ascii", 2), ("utf-8", "utf-8", 1)],
                                     text=[("cp437", None, 3), ("ascii", None, 2), ("cp1252", None, 2)]),
    "oldweb-mhonarc-judges-list": dict(langs=["de"], ents="dec", html=[("latin-1", None, 3), ("utf-8", "utf-8", 1)], text=[("latin-1", None, 1)]),
    "oldweb-fj-news-jis-eucjp": dict(langs=["ja"], ents="dec", html=[("euc_jp", "EUC-JP", 1)], text=[("iso2022_jp", None, 1)]),
    "oldweb-oscommerce-es-tienda": dict(langs=["es"], ents="named", html=[("latin-1", "iso-8859-1", 6), ("utf-8", "utf-8", 2)],
                                        text=[("latin-1", None, 2), ("cp1252", None, 2)]),
    "oldweb-jp-kojin-homepage-sjis": dict(langs=["ja"], ents="dec", html=[("shift_jis", "Shift_JIS", 5), ("utf-8", "UTF-8", 1)],
                                          text=[("shift_jis", None, 3), ("cp932", None, 1)]),
    "oldweb-cn-gb2312-portal-article": dict(langs=["zhs"], ents="dec", html=[("gbk", "gb2312", 6), ("utf-8", "utf-8", 1)], text=[("gbk", None, 1)]),
    "oldweb-futaba-scan-question-untitled": dict(langs=["ja"], ents="dec", html=[("cp932", "Shift_JIS", 1)], text=[("cp932", None, 1)]),
    "oldweb-cgi-guestbook-reply-untitled": dict(langs=["en", "en", "de"], ents="dec",
                                                html=[("cp1252", None, 4), ("cp1252", "iso-8859-1", 2), ("utf-8", "utf-8", 3)],
                                                text=[("cp1252", None, 3), ("utf-8", None, 2)]),
}

LAYOUTS40 = tuple(Fresh40Generator.LAYOUTS40)


def fresh40_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-40 part's pages, drawn with their own generator (seed + 270001) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh40Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh40")


# --- the self-test ---------------------------------------------------------------------------------------


#: the layouts whose site prints no date of its own (the old Gatherer's card page: only the rulings' days)
UNDATED_SITES = {"oldweb-gatherer-aspnet-details"}

#: the codecs whose bytes a quirk needs (a page declaring the label, its bytes readable only as the superset)
QUIRKS = {"iso-8859-1": ("latin-1", "cp1252"), "shift_jis": ("shift_jis", "cp932"), "euc-kr": ("euc_kr", "cp949"), "gb2312": ("gb2312", "gbk")}


def _quirk(p: Page) -> str | None:
    """The quirk a page shows: its declared label's own codec cannot read its bytes as the page means them (the
    windows-1252 bytes 0x80-0x9F of a page declaring ISO-8859-1, a CP932 character in a Shift_JIS page, …)."""
    label = p.__dict__.get("declared")
    if label not in QUIRKS or p.encoding != QUIRKS[label][1]:
        return None
    raw = p.content.encode(p.encoding)
    own = QUIRKS[label][0]
    if own == "latin-1":
        return label if re.search(rb"[\x80-\x9f]", raw) else None
    try:
        return None if raw.decode(own) == p.content else label
    except UnicodeDecodeError:
        return label


def _encoding_problems(p: Page) -> list[str]:
    """The page's bytes: its content encodes in its encoding and decodes back the same, without replacement or C1
    control characters; a declared charset is in the page and names the bytes' codec (or the subset browsers read as
    it); a text mail's or article's Content-Type names its bytes."""
    problems = []
    try:
        raw = p.content.encode(p.encoding)
    except UnicodeEncodeError as e:
        return [f"content does not encode in {p.encoding}: {p.content[e.start:e.end]!r}"]
    if raw.decode(p.encoding) != p.content or "\ufffd" in p.content or re.search("[\x80-\x9f]", p.content):
        problems.append(f"content does not survive {p.encoding}")
    label = p.__dict__.get("declared")
    if p.fmt == "html" and label:
        if label not in DECLARED or p.encoding not in DECLARED[label] or label not in p.content.lower():
            problems.append(f"declared {label!r}, bytes {p.encoding}")
    if p.fmt == "text" and p.__dict__.get("declared"):
        problems.append("a text page with an HTML declaration")
    told = p.__dict__.get("declared_text")
    if told and (p.encoding not in DECLARED[told] or f"charset={told}" not in p.content.lower()):
        problems.append(f"text declares {told}, bytes {p.encoding}")
    return problems


def _past_ascii(p: Page) -> bool:
    """Whether a page carries anything past ASCII (as bytes or as entities)."""
    return any(ord(c) > 127 for c in p.content) or bool(re.search(r"&(#\d+|#x[0-9A-F]+|[a-z]+);", p.content))


def _part_problems(pages: list[Page], gen: Fresh40Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, both formats each), date and title languages, eight
    encodings at least with about a quarter of the pages in UTF-8, an EUC-JP page and an ISO-2022-JP one, the quirks
    (ISO-8859-1 declared over windows-1252 bytes, Shift_JIS over CP932, EUC-KR over CP949, GB2312 over GBK), entities
    of the three kinds, pages declaring nothing, an XML declaration and a <meta charset>; cards with faces on about
    half of the pages, titles and ``--card`` of each kind, translations on some pages, chrome on every page."""
    problems, full, layouts = part_basics(pages, LAYOUTS40, 12, 6)
    if not full:
        return problems
    encs = {p.encoding for p in pages}
    utf8 = sum(p.encoding == "utf-8" for p in pages) / len(pages)
    if len(encs) < 12 or not 0.15 <= utf8 <= 0.35 or not {"euc_jp", "iso2022_jp"} <= encs:
        problems.append(f"encodings: {sorted(encs)}, {utf8:.0%} UTF-8")
    quirks = {_quirk(p) for p in pages} - {None}
    if quirks != set(QUIRKS):
        problems.append(f"quirks missing: {sorted(set(QUIRKS) - quirks)}")
    htmls = [p for p in pages if p.fmt == "html"]
    for what, pat in (("decimal", r"&#\d+;"), ("hex", r"&#x[0-9A-F]+;"), ("named", r"&(?!amp;|lt;|gt;|quot;)[a-z]+;")):
        if not any(re.search(pat, p.content) for p in htmls if p.encoding != "utf-8"):
            problems.append(f"no {what} entities")
    legacy = [p for p in pages if p.encoding != "utf-8"]
    if sum(_past_ascii(p) for p in legacy) < 0.9 * len(legacy):
        problems.append("legacy pages mostly carrying nothing past ASCII")
    if not any(p.__dict__.get("declared") is None and p.encoding != "utf-8" for p in htmls):
        problems.append("no legacy page declaring nothing")
    if not any(p.content.startswith("<?xml") for p in htmls) or not any("<meta charset=" in p.content for p in htmls):
        problems.append("no XML declaration or no <meta charset>")
    more, pages, multi, by_name = multi_share(pages, gen)
    return problems + more + one_format_problems(pages, layouts) + variety_problems(pages, gen, multi, by_name)


def _page_problems(p: Page, card: CardData, gen: Fresh40Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = reading_views(p)
    seen = seen_in(views)
    problems = _encoding_problems(p) + answer_problems(p, card, seen, "l", "fresh40")
    problems += own_date_problems(p, card, seen, whose="site", at_least=int(p.layout not in UNDATED_SITES), late_days=0)
    problems += translation_problems(p, card, seen) + chrome_problems(p, seen)
    return problems + title_problems(p, card, gen, views)


def self_test(pages: list[Page], gen: Fresh40Generator) -> list[str]:
    """What is wrong with the answers: every page's content encodes in its encoding (and back), its declared charset
    names its bytes; every ruling text, translation, chrome line, shown date and the site's own dates are in the page
    as read (as written, and a saved page without its tags, its entities resolved); the rulings are the card's own
    with their real MTGJSON dates; the sites' own dates (posted, joined, edited, last updated, archived, counters'
    starts) are on every page, none of them a ruling's day nor after the page's; translations are the card's printed
    whole card or one printed face in a stored language; the card is the database's English name ("A // B" for a card
    with faces); titled pages show their title, untitled ones name the card nowhere but inside a ruling and carry no
    translation; chrome on every page and inside no ruling or translation; and for the part: every layout in both
    formats, dates in 12 languages, titles in 6 printed languages besides English, the encodings, quirks and
    declarations listed in ``_part_problems``, cards with faces on about half of the pages and of every kind, every
    kind of title and of ``--card``, translations of faces, of whole cards and of single-faced cards on some pages."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh40Generator, fresh40_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"{encodings_line(pages)}; quirks {sorted({_quirk(p) for p in pages} - {None})}")


if __name__ == "__main__":
    raise SystemExit(main())
