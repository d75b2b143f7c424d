"""Captured pages of the kinds fresh-21 models (looked at for page-16): pages seen through something
else (a feed, a browser's MHTML save, a mail's quoted reply, an accessibility tree, a print to PDF, a
flash card export, a clipboard manager, an OCR'd screenshot, a code host's README), each with its own
dates that are no ruling's. Each is written for the test from a sample card's MTGJSON rulings, in the
shape the real kind of file has, not copied from the corpus."""

from __future__ import annotations

import datetime as dt
import quopri
import textwrap

import pytest

from lorehold.ingest.pages.dates import find_dates
from lorehold.ingest.pages.evidence import game_terms, rules_terms
from tests.test_pages_dating import AEGISAUR, GEISTS, read, rulings_of

RATS = rulings_of("FUT", "Stronghold Rats")  # four of 2021-03-19


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def _ddmmyyyy(d: dt.date) -> str:
    return f"{d:%d.%m.%Y}"


# ------------------------------------------------------------------------------ feeds and saves


def test_a_wordpress_feed_is_read_by_its_posts_whole_content_not_its_teaser() -> None:
    """RSS 2.0 from WordPress: each item's description is a teaser ("[…]"), its content:encoded the
    post's HTML (here a table of dated rulings); an unrelated post beside it; WordPress's "The post …
    appeared first on …" line under the content."""
    rows = "".join(f"<tr><td>{_ddmmyyyy(d)}</td><td>{t}</td></tr>" for d, t in GEISTS)
    feed = f"""<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
	xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
	<title>Colțul Arbitrului</title>
	<link>https://coltul.example</link>
	<lastBuildDate>Fri, 05 May 2023 18:56:25 +0000</lastBuildDate>
	<item>
		<title>Dungeon Geists: Clarificări de reguli</title>
		<dc:creator><![CDATA[Ana Pop]]></dc:creator>
		<pubDate>Thu, 04 May 2023 06:03:25 +0000</pubDate>
		<description><![CDATA[Iată clarificările oficiale pentru Dungeon Geists. [&#8230;]]]></description>
		<content:encoded><![CDATA[<p>Iată clarificările oficiale pentru Dungeon Geists.</p>
<h2>Clarificări de reguli</h2>
<table><thead><tr><th>Data</th><th>Clarificare</th></tr></thead><tbody>{rows}</tbody></table>
<p>The post <a href="https://coltul.example/dungeon-geists/">Dungeon Geists: Clarificări de reguli</a> appeared first on <a href="https://coltul.example">Colțul Arbitrului</a>.</p>]]></content:encoded>
	</item>
	<item>
		<title>Programul Friday Night Magic</title>
		<pubDate>Sun, 30 Apr 2023 16:56:25 +0000</pubDate>
		<description><![CDATA[Turnee în fiecare vineri de la ora 19:00 în magazin.]]></description>
	</item>
</channel></rss>"""
    assert got(read(feed, "feed.xml", card="Dungeon Geists")) == GEISTS


def test_a_browsers_mhtml_save_is_decoded_crlf_quoted_printable_and_utf8_without_a_charset() -> None:
    """Chrome's "Save as MHTML": CRLF lines, a multipart/related message whose HTML part is
    quoted-printable with soft line breaks inside the rulings and no charset (its meta tag says
    UTF-8), beside a CSS part."""
    items = "".join(f'<li><span class="date">{d.year}. {d.month:02d}. {d.day:02d}.</span> {t}</li>\n' for d, t in AEGISAUR)
    html = f"""<!DOCTYPE html><html lang="hu"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>Bellowing Aegisaur – MTG Kártyatár</title></head><body>
<nav>Kezdőlap · Lapok · Kiadások</nav><main><h1>Bellowing Aegisaur</h1><h2>Szabálypontosítások</h2>
<ul class="rulings">{items}</ul></main><footer><p>Utoljára frissítve: 2022. április 26.</p></footer></body></html>"""
    body = quopri.encodestring(html.encode("utf-8")).decode("ascii")
    assert "=C3=A1" in body and "=\n" in body
    boundary = "----MultipartBoundary--GZITJBvs6OrsovcHuqa6ToDjX7xkylFnHHaBlEX67j----"
    mhtml = "\r\n".join([
        "From: <Saved by Blink>", "Snapshot-Content-Location: https://kartyatar.example/kartya/bellowing-aegisaur",
        "Subject: =?utf-8?q?Bellowing_Aegisaur_=E2=80=93_MTG_K=C3=A1rtyat=C3=A1r?=",
        "Date: Tue, 2 Jan 2024 11:40:44 -0000", "MIME-Version: 1.0", "Content-Type: multipart/related;",
        '\ttype="text/html";', f'\tboundary="{boundary}"', "", "", f"--{boundary}", "Content-Type: text/html",
        "Content-ID: <frame-E7EB13D7C00C38BC@mhtml.blink>", "Content-Transfer-Encoding: quoted-printable",
        "Content-Location: https://kartyatar.example/kartya/bellowing-aegisaur", "", *body.split("\n"),
        f"--{boundary}", "Content-Type: text/css", "Content-Transfer-Encoding: quoted-printable",
        "Content-Location: cid:css-E7EB13D7C00C38BC@mhtml.blink", "", "body { margin: 0px; }", f"--{boundary}--", "",
    ])
    bundle = read(mhtml, "page.mhtml")
    assert got(bundle) == AEGISAUR


def test_a_mail_reply_quoting_a_forwarded_digest_keeps_its_wrapped_rulings_whole() -> None:
    """A Gmail reply in plain text quoting a reply quoting a forwarded digest ("> > "), the digest's
    rulings wrapped at 78 columns (as Gmail wraps plain text) under their dates; the text has curly
    apostrophes, 8-bit UTF-8."""
    digest = []
    for d, t in GEISTS:
        digest += [_ddmmyyyy(d), *textwrap.wrap(t, 78), ""]
    quoted = "\n".join("> > " + line if line else "> >" for line in [
        "Mai jos sunt clarificările oficiale din Gatherer.", "", "---------- Forwarded message ---------",
        "De la: Rules Digest <digest@rules.example>", "Date: mar., 25 feb. 2020 la 18:30",
        "Subject: Dungeon Geists – Clarificări de reguli", "", "Clarificări pentru Dungeon Geists:", "", *digest])
    mail = f"""MIME-Version: 1.0
Date: Wed, 26 Feb 2020 17:11:00 -0500
Message-ID: <CA+3070ca1953db@mail.example>
Subject: Re: Fwd: Dungeon Geists – Clarificări de reguli
From: Ingrid Solberg <ingrid@example.org>
To: Putri Lestari <putri@example.org>
Content-Type: text/plain; charset="UTF-8"

Mulțumesc, asta lămurește problema pentru vineri.

În mie., 26 feb. 2020 la 05:04, Putri Lestari <putri@example.org> a scris:
> De acord – vezi mai jos.
>
> În mar., 25 feb. 2020 la 23:23, Ingrid Solberg <ingrid@example.org> a scris:
{quoted}
"""
    bundle = read(mail, "reply.eml")
    assert got(bundle) == GEISTS
    assert all("\\u" not in r.text for r in bundle.rulings)


# ------------------------------------------------------------------------------ accessibility trees


@pytest.mark.parametrize("browser", ["chrome", "firefox"])
def test_an_accessibility_tree_is_read_as_the_page_it_describes(browser) -> None:
    """The tree as Chrome's ("RootWebArea", "StaticText") or Firefox's ("document:", "text leaf:")
    inspector copies it: each list item's time and paragraph a ruling with its date."""
    if browser == "chrome":
        def node(role, name=None, extra=""):
            return f'{role} "{name}"{extra}' if name is not None else role
        root, text, item, para, heading = 'RootWebArea "Dungeon Geists – Magic Κάρτες" focusable: true', "StaticText", "listitem", "paragraph", "heading"
    else:
        def node(role, name=None, extra=""):
            return f'{role}: "{name if name is not None else ""}"'
        root, text, item, para, heading = 'document: "Dungeon Geists – Magic Κάρτες"', "text leaf", "listitem", "paragraph", "heading"
    lines = [root, "  " + node("navigation"), "    " + node("link", "Αρχική"), "      " + node(text, "Αρχική"),
             "  " + node("main"), "    " + node(heading, "Dungeon Geists", ' level: 1' if browser == "chrome" else ""),
             "      " + node(text, "Dungeon Geists"), "    " + node(heading, "Διευκρινίσεις κανόνων"),
             "      " + node(text, "Διευκρινίσεις κανόνων"), "    " + node("list")]
    for d, t in GEISTS:
        lines += ["      " + node(item), "        " + node(text, f"{d.day}/{d.month}/{d.year}"),
                  "        " + node(para), "          " + node(text, t.replace('"', '\\"'))]
    lines += ["  " + node("contentinfo"), "    " + node(text, "Τελευταία ενημέρωση: 26/05/2020"),
              "  " + node("dialog", "Χρησιμοποιούμε cookies"), "    " + node("button", "Αποδοχή όλων")]
    assert got(read("\n".join(lines) + "\n", "tree.txt")) == GEISTS


# ------------------------------------------------------------------------------ dates


@pytest.mark.parametrize(("text", "date"), [
    ("5/10/2561", dt.date(2018, 10, 5)),          # Thai: the Buddhist era's year
    ("27 เมษายน 2563", dt.date(2020, 4, 27)),
    ("7 בדצמ׳ 2018", dt.date(2018, 12, 7)),       # Hebrew: an abbreviated month with its geresh and "in"
    ("7 בדצמ' 2018", dt.date(2018, 12, 7)),
    ("12 ינו׳ 2019", dt.date(2019, 1, 12)),
])
def test_thai_buddhist_years_and_hebrew_abbreviated_months(text, date) -> None:
    assert [m.date for m in find_dates(text)] == [date]


def test_a_thai_page_writes_its_numeric_dates_day_first() -> None:
    """"5/10/2561" on a Thai page is 5 October (2018): its own words are Thai."""
    page = "\n\n".join(["หน้าแรก · การ์ด · ชุด · เด็ค", "Dungeon Geists", "คำชี้แจงกฎ",
                        *(f"{d.day}/{d.month}/{d.year + 543}\n{t}" for d, t in GEISTS),
                        "เว็บไซต์แฟนคลับที่ไม่เป็นทางการ อัปเดตล่าสุด: 27 เมษายน 2563"])
    assert got(read(page, "th.txt")) == GEISTS


def test_a_word_is_one_game_word_whatever_stems_of_several_languages_it_takes() -> None:
    """"controlled" takes the English stem "control" and the Italian "controll": one game word, so a
    Turkish post's "NAME için resmî kural açıklamaları aşağıdadır." reads as no rules."""
    assert rules_terms("Controlled") == 1
    assert game_terms("Controlled Instincts için resmî kural açıklamaları aşağıdadır.") == 1
    assert rules_terms("Sacrifice a creature: draw a card.") == 4


# ------------------------------------------------------------------------------ wrappers' own dates


def test_a_clipboard_history_dates_its_clips_by_the_time_copied_and_each_ruling_by_its_day() -> None:
    """Each clip under "Copied from Firefox · DATE TIME", its text then its ruling's day: the
    stamps with a time date the copying, the days the rulings."""
    clips = []
    for k, (d, t) in enumerate(reversed(AEGISAUR)):
        clips.append(f"Másolva innen: Firefox · 2025. 03. 28. 11:{36 - 5 * k:02d}\n{t}\n{d.year}. {d.month:02d}. {d.day:02d}.")
    page = "Vágólap-előzmények\nKeresés az előzményekben…\n\n" + "\n\n".join(
        clips[:1] + ["Másolva innen: Notes · 2025. 03. 28. 11:25\nPénteken 19-kor a boltban?"] + clips[1:]) + "\n\nElőzmények törlése\n"
    assert sorted(got(read(page, "clips.txt", card="Bellowing Aegisaur"))) == sorted(AEGISAUR)


def test_a_page_printed_to_pdf_loses_its_headers_and_footers_and_runs_on_across_page_breaks() -> None:
    """Each printed page opens with "DATE, TIME<TAB>TITLE" and ends with "URL<TAB>k/N"; a page break
    falls inside the second ruling, which the wrap cut at 78 columns."""
    lines = ["Dungeon Geists", "Creature — Spirit", "Flying", "", "Clarificări de reguli"]
    for d, t in GEISTS:
        lines += [f"{d.day} {['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'][d.month - 1]} {d.year}",
                  *textwrap.wrap(t, 78)]
    header, footer = "04.06.23, 19:29\tDungeon Geists – Clarificări de reguli | Cărți Magic", "https://carti.example/carte/dungeon-geists\t{}/2"
    cut = len(lines) - 2  # (inside the last ruling's lines)
    printed = [header, "", *lines[:cut], footer.format(1), header, *lines[cut:], "", "Ultima actualizare: 13.03.2022", footer.format(2)]
    assert got(read("\n".join(printed) + "\n", "print.txt")) == GEISTS


def test_a_flash_card_exports_retrieval_dates_date_no_ruling_and_a_backs_own_date_dates_it() -> None:
    """An Anki export: front "NAME – esclarecimento k/N", back "DATE<br>ruling" (or "ruling<br><i>DATE</i>"
    on one card), a source column "Gatherer (consultado em DATE)" that dates the reading, not the ruling."""
    rows = ["#separator:tab", "#html:true", "#guid column:1", "#notetype column:2", "#deck column:3", "#tags column:7"]
    for k, (d, t) in enumerate(RATS, start=1):
        when = f"{d.day} de mar. de {d.year}"
        back = f"{t}<br><i>{when}</i>" if k == 3 else f"{when}<br>{t}"
        rows.append(f"g{k}x\tBásico\tMTG::Regras::Future Sight\tStronghold Rats – esclarecimento {k}/{len(RATS)}\t{back}"
                    f"\tGatherer (consultado em 03/02/2022)\tmtg regras")
    assert got(read("\n".join(rows) + "\n", "deck.txt")) == RATS


def test_an_ocr_of_a_narrow_screenshot_joins_the_column_back_under_its_status_bar() -> None:
    """Google Lens's text of a phone screenshot: its file name, buttons and status bar over a column
    wrapped at 32, each ruling followed by "(DATE)"."""
    lines = ["Screenshot 2018-08-04 at 14.06.27.png", "Google Lens", "Select all  Copy text  Listen  Translate",
             "9:41 ▮▮▮ 87%", "⌂  carti.example  ⋮"]
    for d, t in RATS:
        lines += [*textwrap.wrap(t, 32), f"({d.day} mar. {d.year})"]
    lines.append("◁    ○    □")
    assert got(read("\n".join(lines) + "\n", "ocr.txt", card="Stronghold Rats")) == RATS


def test_a_code_hosts_last_commit_message_is_no_ruling() -> None:
    """A repository page: its last commit "Add rulings for NAME" over "HASH · DATE" and in its file
    list, then the README's table of one dated ruling."""
    [(d, t)] = rulings_of("DKA", "Burden of Guilt")
    page = "\n\n".join([
        "Navigation Menu\nSearch or jump to...", "judge-k / card-rulings\nPublic\nFork 5\nStar 19",
        "Code\nIssues\nPull requests\nActions", "Latest commit", "judge-k", "Add rulings for Burden of Guilt",
        "2aa3cbc · Feb 7, 2013", "History", "292 Commits",
        "cards\tUpdate card index\t3 months ago", "README.md\tAdd rulings for Burden of Guilt\tFeb 7, 2013",
        "LICENSE\tInitial commit\t2 years ago", "README", "Burden of Guilt", "Clarificări de reguli",
        f"Data\tClarificare\n{_ddmmyyyy(d)}\t{t}", "Ultima actualizare: 20.06.2013",
        "Notes on Magic card rulings, by set.\nReadme\nMIT license\n19 stars"])
    assert got(read(page, "readme.txt")) == [(d, t)]


TR_MONTHS = "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split()


def test_the_first_ruling_dated_after_it_right_under_the_rulings_heading_is_a_ruling() -> None:
    """A Turkish card page printed to text: name, type line, text, "Kural açıklamaları" (a rulings
    heading, no set's name), then the ruling and its date after it. Read alone, "You can target and
    gain control of an untapped creature this way." could be a card's text; under the heading it is
    the first ruling."""
    [(d, t)] = rulings_of("XLN", "Captivating Crew")
    page = "\n".join([
        "Captivating Crew – Kural açıklamaları | MTG Kart", "", "MTG Kart", "Ana Sayfa · Kartlar · Setler · Forum", "",
        "Captivating Crew", "Creature — Human Pirate",
        "{3}{R}: Gain control of target creature an opponent controls until end of turn. Untap that creature. "
        "It gains haste until end of turn. Activate only as a sorcery.", "",
        "Kural açıklamaları", t, f"{d.day} {TR_MONTHS[d.month - 1]} {d.year}", "",
        "Son güncelleme: 21.05.2019", "Gizlilik · Koşullar · İletişim",
    ])
    bundle = read(page, "kart.txt")
    assert got(bundle) == [(d, t)]
    assert "Kural açıklamaları" not in (bundle.page_sets.set_names if bundle.page_sets else [])


def test_a_threads_post_counters_are_no_printed_pages(tmp_path) -> None:
    """(A guard: read right before print furniture was known.) A thread of posts, each under its
    author's head with its time and over "k/N": the counters and the heads repeat as a printed page's
    header and footer would, but no address stands by them: nothing is dropped."""
    posts = []
    for k, (d, t) in enumerate(AEGISAUR, start=1):
        posts += [f"Judge Rosa @judgerosa · {d:%a %b %d %Y} 14:03:00 GMT+0100", t, f"{k}/{len(AEGISAUR)}",
                  f"{3 * k} Reposts {11 * k} Likes", ""]
    page = "\n".join(["Thread: Bellowing Aegisaur rulings 🧵", "", *posts, "Show this thread"])
    assert got(read(page, "thread.txt")) == AEGISAUR


@pytest.mark.parametrize("line", [
    "Magic: The Gathering is © Wizards of the Coast. Unofficial fan document.",
    "Last edited by mod_kira; 04/02/2026 at 08:12 PM.",
    "This page was last edited on 9 April 2026, at 14:03.",
    "The post Dungeon Geists: Rulings appeared first on The Judge's Corner.",
    "Der Beitrag Dungeon Geists: Regeln erschien zuerst auf Richterecke.",
])
def test_wrappers_lines_are_chrome(line) -> None:
    """A copyright sign anywhere, a page's last edit, WordPress's line under each feed item: none
    of MTGJSON's 23,597 rulings has "©" or "last edited"."""
    from lorehold.ingest.pages.chrome import is_chrome

    assert is_chrome(line)


def test_reddits_superscript_date_after_a_quoted_ruling() -> None:
    """Old Reddit's Markdown: rulings quoted with their dates in superscript, "^(le DD/MM/YYYY)"."""
    page = "\n".join(["r/mtgrules", "hot  new  rising  controversial  top  wiki", "",
                      "52 Rules How does Bellowing Aegisaur work here?", "submitted 8 years ago by u/tapped_out_tim", "",
                      "[–]rulesnerd Level 1 Judge 344 points 8 years ago", "Gatherer has these:",
                      *(f"> {t} ^(le {d:%d/%m/%Y})" for d, t in AEGISAUR),
                      "permalink embed save report give award reply"])
    assert got(read(page, "reddit.txt")) == AEGISAUR


def test_an_ocr_of_one_ruling_is_joined_though_the_screenshots_name_is_the_longest_line() -> None:
    """One ruling wrapped at 36 under "=== Screenshot … .png ===" (45 characters): the lines that run on
    into one in lower case measure the wrap, not the file name."""
    [(d, t)] = rulings_of("DKA", "Burden of Guilt")
    lines = ["=== Screenshot 2012-10-31 at 14.03.20.png ===", "Google Lens", "Select all  Copy text  Listen  Translate",
             "9:41 ▮▮▮ 87%", "⌂  carti.example  ⋮", f"{d.day} {['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'][d.month - 1]} {d.year}",
             *textwrap.wrap(t, 36), "", "◁    ○    □"]
    assert got(read("\n".join(lines) + "\n", "ocr.txt", card="Burden of Guilt")) == [(d, t)]
