"""Captured pages (page-26): the old web's pages as their sites saved them (a frameset's <noframes>,
ASP.NET's page-wide <form>, a Usenet article in ISO-2022-JP, a 2channel thread's DAT file, a mail
archive's <pre>), wraps a fixed width left (a word no sentence ends with, a bracket or a web address
across lines), a column's entry dates beside rulings dated in brackets, and which side of its rulings
a page writes their dates on when as many dates touch rules on either side. Written for the test from
the sample sets' MTGJSON data."""

from __future__ import annotations

import datetime as dt
import html
import textwrap

from lorehold.ingest import pages

from tests.test_pages_dating import AEGISAUR, GEISTS, read, rulings_of


#: the months as Egypt and the Gulf name them, and as the Levant does (CLDR ar, ar_SY)
AR_MONTHS = "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split()
LEVANT_MONTHS = "كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول".split("|")
_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _day(d: dt.date) -> str:
    return f"{d.day} {AR_MONTHS[d.month - 1]} {d.year}".translate(_ARABIC_DIGITS)


def _levant(d: dt.date) -> str:
    """A ruling's date as a Damascus channel writes it: the Levantine month, Egypt's in brackets, bidi marks."""
    return f"\u200f{d.day} {LEVANT_MONTHS[d.month - 1]} ({AR_MONTHS[d.month - 1]}) {d.year}".translate(_ARABIC_DIGITS)


def _service(day: str) -> str:
    return f'<div class="message service"><div class="body details">{day}</div></div>'


def _post(number: int, text: str) -> str:
    return (f'<div class="message default clearfix" id="message{number}"><div class="body">'
            f'<div class="pull_right date details" title="01.02.2026 08:48:00 UTC+03:00">08:48</div>'
            f'<div class="from_name">ماجيك الشام | أحكام وقوانين</div><div class="text">{text}</div></div></div>')


def test_a_channel_post_s_heading_announces_dates_that_head_their_rulings() -> None:
    """A Telegram channel's export (Telegram Desktop's HTML) from Damascus: day lines between posts ("١ فبراير ٢٠٢٦"), then
    a post naming the card, a heading ending in a colon, and each ruling under its date in bold; the next
    day's line follows the last ruling. As many dates touch a ruling above as below, and the heading's
    colon says the dates come first: the last ruling keeps its own date, not the next day's."""
    rulings = "<br><br>".join(f"<strong>{_levant(d)}</strong><br>\u200e{html.escape(t)}" for d, t in GEISTS)
    history = [
        _service(_day(dt.date(2026, 1, 29))), _post(101, "تم تحديث ملف القواعد الشاملة، الرابط في الرسالة المثبتة."),
        _service(_day(dt.date(2026, 2, 1))),
        _post(102, f"📌 Dungeon Geists<br>الأحكام الرسمية للكرت (النص الأصلي بالإنجليزية كما تنشره Wizards):"
                   f"<br><br>{rulings}<br><br><a href=\"#\">#أحكام</a> <a href=\"#\">#ماجيك</a>"),
        _service(_day(dt.date(2026, 2, 3))), _post(103, "بطولة كوماندر يوم الجمعة الساعة ٦ مساءً في نادي التنين - دمشق."),
    ]
    page = ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Exported Data</title></head><body>'
            '<div class="page_wrap"><div class="page_header"><div class="text bold">ماجيك الشام | أحكام وقوانين</div></div>'
            f'<div class="page_body chat_page"><div class="history">{"".join(history)}</div></div></div></body></html>')
    bundle = read(page, "messages.html")
    assert [(r.date, r.text) for r in bundle.rulings if r.language == "en"] == GEISTS


def _us(d: dt.date) -> str:
    return f"{d.month}/{d.day}/{d.year}"


def test_a_frameset_page_saved_without_its_frames_is_read_in_its_noframes() -> None:
    """A German fan site's frameset saved as it came: the frames' pages are elsewhere, the card and its
    rulings stand in the <noframes> a browser without frames shows (lxml keeps it as raw text)."""
    rows = "".join(f"<tr><td>{d.day}.{d.month}.{d.year}</td><td>{html.escape(t)}</td></tr>" for d, t in GEISTS)
    page = ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN"><html><head><title>Regelecke: Dungeon Geists'
            '</title></head><frameset cols="170,*"><frame src="navi.htm"><frame src="karten/dungeon-geists.htm">'
            '<noframes><body><p>Ihr Browser kann leider keine Frames anzeigen.</p><h1>Dungeon Geists</h1>'
            f'<h3>Regelfragen &amp; Rulings</h3><table border="1"><tr><th>Datum</th><th>Regelung</th></tr>{rows}</table>'
            '<p>Stand: 8.8.2014</p></body></noframes></frameset></html>')
    assert [(r.date, r.text) for r in read(page, "geists.html").rulings] == GEISTS


def test_an_asp_net_page_wrapped_in_one_form_is_no_search_form() -> None:
    """The old Gatherer's card page: ASP.NET wraps the whole page in one <form> ("aspnetForm", with its
    __VIEWSTATE); holding the page's rulings, it is the page, not a search box to drop."""
    rows = "".join(f'<tr><td>{_us(d)}</td><td class="rulingsText">{html.escape(t)}</td></tr>' for d, t in AEGISAUR)
    page = ('<html><head><title>Bellowing Aegisaur (Card Details) - Gatherer - Magic: The Gathering</title></head><body>'
            '<form name="aspnetForm" method="post" action="Details.aspx?multiverseid=435374" id="aspnetForm">'
            '<input type="hidden" name="__VIEWSTATE" value="/wEPDwUKLTk31wtj8swgj" />'
            '<div>Search Terms: <input type="text" /> <a href="#">Sign In</a></div>'
            '<div class="row"><div class="label">Card Name:</div><div class="value">Bellowing Aegisaur</div></div>'
            '<div class="row"><div class="label">Types:</div><div class="value">Creature — Dinosaur</div></div>'
            f'<div class="label">Rulings</div><table class="rulingsTable">{rows}</table></form></body></html>')
    assert [(r.date, r.text) for r in read(page, "details.html").rulings] == AEGISAUR


def test_a_usenet_article_in_iso_2022_jp_is_read_in_japanese() -> None:
    """An fj.* article as its news server kept it: 7-bit ISO-2022-JP, its header naming the charset. The
    document's bytes are read once (their escapes say ISO-2022-JP); the article's body is that text,
    not decoded a second time by its header's charset."""
    body = ["小林です。", "", "公式の裁定（英語）は以下のとおりです。", ""]
    for d, t in GEISTS:
        body += [f"{d.year}年{d.month}月{d.day}日", *textwrap.wrap(t, 72), ""]
    article = "\n".join(["From: kobayashi@cc.example.ac.jp (KOBAYASHI Aya)", "Newsgroups: fj.rec.games",
                         "Subject: Re: Dungeon Geists", "Date: Sun, 18 Jul 2021 22:58:23 +0900", "Mime-Version: 1.0",
                         "Content-Type: text/plain; charset=ISO-2022-JP", "Content-Transfer-Encoding: 7bit", "", *body,
                         "--", "KOBAYASHI Aya"])
    [bundle] = pages.parse(article.encode("iso2022_jp"), "article.txt").cards
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_bbs_thread_s_dat_file_is_read_post_by_post() -> None:
    """A 2channel thread's DAT file in Shift_JIS: a post a line, its fields apart by "<>", its line breaks
    written "<br>". The reply quoting Gatherer gives each ruling its date."""
    quoted = " <br> ".join(f"{d:%Y.%m.%d} <br> {html.escape(t)} <br> " for d, t in GEISTS)
    quoted += " <br> 日本語テキスト： <br> 地下牢の霊 <br> 飛行 <br> 地下牢の霊が戦場に出たとき、対戦相手がコントロールするクリーチャー１体を対象とし、それをタップする。"
    dat = "\n".join([
        "名無しプレイヤー<><>2022/02/23(水) 11:50:46 ID:doKikz0T<> Dungeon Geistsってどう処理するの？ <>【MTG】ルール質問スレ",
        f"名無しプレイヤー<>sage<>2022/02/24(木) 20:04:43 ID:/1we6+j4<> &gt;&gt;1 <br> Gathererの裁定 <br> {quoted}<>",
        "名無しプレイヤー<>sage<>2022/02/25(金) 01:46:59 ID:MsPw6VAE<> &gt;&gt;2 <br> 乙 <>", ""])
    [bundle] = pages.parse(dat.encode("cp932"), "1645584646.dat", card="Dungeon Geists").cards
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_mail_archive_s_pre_keeps_its_paragraphs_and_joins_its_wraps() -> None:
    """A MHonArc archive's message: the mail in one <pre>, a blank line between its paragraphs, each ruling
    wrapped at 72 under its date (a wrap may cut where a sentence ends). Each paragraph is read as a text
    file's is: every ruling whole, under its date."""
    text = "\n\n".join(f"{d.day}.{d.month:02}.{d.year}\n" + "\n".join(textwrap.wrap(t, 72)) for d, t in GEISTS)
    page = ("<html><head><title>[judges] Dungeon Geists</title></head><body><ul><li>From: Anna</li></ul><hr>"
            f"<pre>Hallo Liste,\n\nhier die Rulings:\n\n{html.escape(text)}\n\nGruß\nAnna</pre><hr></body></html>")
    assert any(line.endswith(".") for _, t in GEISTS for line in textwrap.wrap(t, 72)[:-1])
    assert [(r.date, r.text) for r in read(page, "msg00042.html").rulings] == GEISTS


def test_a_sentence_wrapped_after_a_word_no_sentence_ends_with_is_one() -> None:
    """A short mail: Nine-Ringed Bo's ruling after its date, wrapped once after "if", its second line opening
    with the card's name. The mail is too short to tell its wrap's width; "if" ends no sentence."""
    [(d, t)] = rulings_of("CHK", "Nine-Ringed Bo")
    cut = t.index(" if ") + 3
    first, second = f"{d.day}. Dezember {d.year}: {t[:cut]}", t[cut + 1:]
    mail = "\n".join(["Hallo Liste,", "", "hier die offiziellen Rulings aus dem Gatherer:", "", first, second, "", "Gruß"])
    assert second.startswith("Nine-Ringed Bo")
    assert [(r.date, r.text) for r in read(mail, "mail.txt", card="Nine-Ringed Bo").rulings] == [(d, t)]


def test_a_wrap_across_a_bracketed_date_and_before_a_web_address() -> None:
    """A rules summary wrapped with hanging indents: a source's bracketed date cut after its name
    ("[Gatherer" / "2019-07-12]"), and a ruling whose web address the wrap set on a line of its own
    (the line before it ends short). Each ruling is whole, with its date."""
    url = "(https://magic.wizards.com/en/articles/archive/feature/dark-ascension-release-notes-2012-01-24)."
    rulings = [(d, t) for d, t in GEISTS] + [(GEISTS[-1][0], f"For more information, see the Dark Ascension release notes {url}")]
    def wrapped(width: int) -> list[str]:
        return [line for d, t in rulings for line in textwrap.wrap(
            f"  * {t} [Gatherer {d:%Y/%m/%d}]", width, subsequent_indent="    ", break_long_words=False, break_on_hyphens=False)]

    # (the first width from 64 columns on at which a source's name ends a line)
    body = next(wrapped(w) for w in range(64, 80) if any(line.endswith("[Gatherer") for line in wrapped(w)))
    assert any(line.rstrip().endswith("[Gatherer") for line in body) and any(line.strip() == url for line in body)
    summary = "\n".join(["Card Rules Summaries", "Summary for: Dark Ascension (DKA)", "", "Dungeon Geists", *body, "", "-- end --"])
    got = [(r.date, r.text) for r in read(summary, "dka.txt", card="Dungeon Geists").rulings]
    assert got == rulings


def test_a_word_processor_s_bullets_saved_as_plain_text() -> None:
    """A Japanese Word document's "Plain Text" save (Shift_JIS, CRLF): the card's Japanese text, then its
    English rulings as a bulleted list, each bullet the letter the symbol font drew, then a tab ("o\t" for
    the second level's circle), each ruling's date in brackets after it."""
    body = ["Dungeon Geists", "このカードの公式裁定を、公開日とともにまとめました。", "日本語版テキスト", "地下牢の霊",
            "飛行", "地下牢の霊が戦場に出たとき、対戦相手がコントロールするクリーチャー１体を対象とし、それをタップする。",
            "公式裁定（英語原文）"]
    body += [f"o\t{t} ({d.year}年{d.month}月{d.day}日)" for d, t in GEISTS]
    [got] = pages.parse("\r\n".join(body).encode("cp932"), "geists.txt").cards
    assert [(r.date, r.text) for r in got.rulings] == GEISTS


def _pdf_lines(lines: list[str]) -> str:
    """pdf2htmlEX's page: one absolutely placed <div> per printed line."""
    divs = "".join(f'<div class="t m0 x1 h4 y{100 + k:x} ff1 fs0 fc0 sc0 ls0 ws0">{html.escape(line)}</div>'
                   for k, line in enumerate(lines))
    return ('<!DOCTYPE html><!-- Created by pdf2htmlEX --><html><head><meta charset="utf-8"/><title>Rules Packet</title>'
            f'</head><body><div id="page-container"><div id="pf1" class="pf w0 h0"><div class="pc pc1 w0 h0">{divs}'
            '</div></div></div></body></html>')


def test_a_pdf_s_lines_one_element_each_are_joined_as_the_wrap_left_them() -> None:
    """A rules packet printed to PDF and converted by pdf2htmlEX: Bellowing Aegisaur's rulings, each wrapped
    over printed lines, each line an element of its own, the page's number or a note to readers after the
    last."""
    lines = ["Tuesday Night Commander League – Rules Packet", "Revised October 4, 2018", "Bellowing Aegisaur",
             "Official rulings"]
    for d, t in AEGISAUR:
        lines += textwrap.wrap(f"{d.day} {d:%B} {d.year}: {t}", 88)
    lines += ["Corrections welcome: leave a comment on this document.", "Page 1 of 1"]
    got = [(r.date, r.text) for r in read(_pdf_lines(lines), "packet.html", card="Bellowing Aegisaur").rulings]
    assert got == AEGISAUR


def test_a_sentence_in_the_writer_s_language_after_a_quoted_ruling_is_no_more_of_it() -> None:
    """A Portuguese club's card sheet as pdftotext prints it: the English rulings wrapped at 88 columns after
    their dates, then the writer's own sentence ("Correções são bem-vindas nos comentários."), which the
    wrap's width alone would run on from the last ruling's full line."""
    body = ["Folha de regras do clube", "", "Bellowing Aegisaur", ""]
    for d, t in AEGISAUR:
        body += textwrap.wrap(f"{d.day} de {('janeiro','setembro')[d.month == 9]} de {d.year} – {t}", 88)
    got = read("\n".join(body + ["Correções são bem-vindas nos comentários.", "", "1"]), "sheet.txt")
    assert [(r.date, r.text) for r in got.rulings] == AEGISAUR


def test_a_ruling_s_web_address_holds_no_date_of_it() -> None:
    """A Notion export's list: each ruling after its date in bold brackets; one ruling links an article
    whose address holds another day ("…-mechanics-2021-09-02"). The address's digits are no date: the
    ruling keeps its own."""
    url = "https://magic.wizards.com/en/articles/archive/feature/innistrad-midnight-hunt-mechanics-2021-09-02"
    linked = (dt.date(2021, 9, 24), f"For more information about Day and Night, please see the Innistrad: Midnight Hunt Mechanics article ({url}).")
    body = ["# Dungeon Geists", "", "Rulings (aus Gatherer)", ""] + [f"- [**{d:%d.%m.%Y}**] {t}" for d, t in [*GEISTS, linked]]
    got = read("\n".join(body), "Dungeon Geists 3f2a.md")
    assert [(r.date, r.text) for r in got.rulings] == [*GEISTS, linked]


def test_chrome_a_handout_writes_to_its_readers() -> None:
    """A handout's and a newsletter's words to their readers are no rulings, whatever date stands over them:
    none of MTGJSON's 114,243 rulings says them."""
    from lorehold.ingest.pages.chrome import is_chrome

    for line in ("Please read these before the event and ask a judge if anything is unclear.",
                 "Corrections welcome: leave a comment on this document.", "Next week: the stack, priority and triggered abilities.",
                 "Rulings copied from Gatherer; check there for newer ones."):
        assert is_chrome(line), line
    assert not any(is_chrome(t) for _, t in GEISTS + AEGISAUR)
