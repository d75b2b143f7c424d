"""Captured pages in shapes the fresh-5 part of the page corpus showed (issue 15, parser page-8),
written here by hand: dates counted in eras (平成, 令和, 民國), written in Chinese numerals or with a
Roman month, in Polish, Dutch, Turkish, abbreviated where no list has the abbreviation, with a two-digit
year after an apostrophe, "the 29th of September", a time of day after 오후 or as 14时03分; how long
ago beside the date; Markdown/Slack emphasis around a date; an RSS feed saved raw; a document's
comment marks; "(Release notes, DATE)"; and a page whose lines name several cards, settled by the
rulings it repeats. The rulings and dates come from MTGJSON's own set files (data/sample)."""

from __future__ import annotations

import datetime as dt
import html
import textwrap
from pathlib import Path

import pytest
from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pages.blocks import text_blocks
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.test_pages_dating import AEGISAUR, read, rulings_of

VANGUARD = rulings_of("XLN", "Emperor's Vanguard")  # three of 2018-01-19
EXPECTED = [(d, t) for d, t in AEGISAUR]  # 2017-09-29, then two of 2018-01-19


def got(bundle):
    return [(r.date, r.text) for r in bundle.rulings]


def date_first_page(render, title: str = "Bellowing Aegisaur") -> str:
    lines = [title, ""]
    for d, t in AEGISAUR:
        lines += [render(d), t, ""]
    return "\n".join(lines)


# ------------------------------------------------------------------------------------ date forms

_PL = "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split()
_NL = "januari februari maart april mei juni juli augustus september oktober november december".split()
_TR = "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split()
_PL_SHORT = "sty lut mar kwi maj cze lip sie wrz paź lis gru".split()
_ROMAN = "I II III IV V VI VII VIII IX X XI XII".split()
_CN = "〇一二三四五六七八九"


def _cn(n: int) -> str:
    tens, ones = divmod(n, 10)
    return (("" if tens == 1 else _CN[tens]) + "十" if tens else "") + (_CN[ones] if ones or not tens else "")


@pytest.mark.parametrize(
    "render",
    [
        lambda d: f"平成{d.year - 1988}年{d.month}月{d.day}日",  # a Japanese era's year
        lambda d: f"民國{d.year - 1911}年{d.month}月{d.day}日",  # Taiwan's ROC year
        lambda d: "".join(_CN[int(c)] for c in str(d.year)) + f"年{_cn(d.month)}月{_cn(d.day)}日",  # Chinese numerals
        lambda d: f"{d.day}.{_ROMAN[d.month - 1]}.{d.year}",  # a Roman month
        lambda d: f"{d.day} {_PL[d.month - 1]} {d.year}",
        lambda d: f"{d.day} {_NL[d.month - 1]} {d.year}",
        lambda d: f"{d.day} {_TR[d.month - 1]} {d.year}",
        lambda d: f"{d.day} {_PL_SHORT[d.month - 1]} {d.year}",  # an abbreviation no list has ("wrz", "sty")
        lambda d: f"{d:%b} {d.day} '{d.year % 100:02d}",  # "Sep 29 '17"
        lambda d: f"{d.day}th of {d:%B} {d.year}",
    ],
    ids=["era", "roc", "cn-numerals", "roman", "pl", "nl", "tr", "pl-abbr", "yy", "of"],
)
def test_more_date_forms_date_the_rulings(render) -> None:
    assert got(read(date_first_page(render))) == EXPECTED


@pytest.mark.parametrize(
    "render",
    [
        lambda d: f"{d.year}. {d.month}. {d.day}. 오후 2:03",  # Korean, a time after 오후 (afternoon)
        lambda d: f"{d.year}年{d.month:02d}月{d.day:02d}日 14时03分",  # hours and minutes as characters
    ],
    ids=["ko-pm", "zh-time"],
)
def test_a_time_of_day_written_the_cjk_way_is_part_of_the_date(render) -> None:
    """"DATE 오후 2:03 — text" on one line: the time is no part of the ruling."""
    lines = ["Bellowing Aegisaur", "== 판정 =="] + [f"* {render(d)} — {t}" for d, t in AEGISAUR]
    assert got(read("\n".join(lines))) == EXPECTED


def test_the_era_of_reiwa_and_its_first_year() -> None:
    page = "\n".join(["Bellowing Aegisaur", "", "令和元年5月1日", AEGISAUR[0][1], "", "令和2年3月4日", AEGISAUR[1][1]])
    assert got(read(page)) == [(dt.date(2019, 5, 1), AEGISAUR[0][1]), (dt.date(2020, 3, 4), AEGISAUR[1][1])]


@pytest.mark.parametrize(
    "render",
    [
        lambda d: f"vor {2026 - d.year} Jahren ({d:%d.%m.%Y})",
        lambda d: f"{2026 - d.year} years ago ({d:%b} {d.day}, {d.year})",
        lambda d: f"há {2026 - d.year} anos · {d:%d/%m/%Y}",
        lambda d: f"{2026 - d.year}년 전 ({d:%Y.%m.%d})",
    ],
    ids=["de", "en", "pt", "ko"],
)
def test_how_long_ago_beside_the_date_is_no_publisher(render) -> None:
    """A single date line saying how long ago as well ("vor 8 Jahren (…)") still dates its ruling."""
    page = "\n".join(["Bellowing Aegisaur", "", render(AEGISAUR[0][0]), AEGISAUR[0][1]])
    assert got(read(page)) == EXPECTED[:1]


# ------------------------------------------------------------------------------ marks and markup


def test_emphasis_around_a_date_goes_but_not_inside_a_ruling() -> None:
    """Slack's "*DATE*  text", a title "Rulings for *NAME*"; a ruling's own "*your*" stays."""
    own = "During another player's untap step, effects that would otherwise cause your creatures to stay tapped don't apply because they apply only during *your* untap step."
    lines = ["Rulings for *Bellowing Aegisaur*"]
    lines += [f"*{d.day} {_NL[d.month - 1]} {d.year}*  {t}" for d, t in AEGISAUR]
    lines += [f"*29 september 2017*  {own}"]
    assert got(read("\n".join(lines))) == EXPECTED + [(dt.date(2017, 9, 29), own)]
    assert text_blocks("Power */1+* and *your* turn.\n_____ Goblin") == ["Power */1+* and *your* turn.\n_____ Goblin"]


def test_a_date_in_brackets_with_its_date_words_before_the_ruling() -> None:
    """Patch notes' "(le lundi 29 septembre 2017 à 14h03) Text": the closing bracket is no part of the ruling."""
    fr = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
    wd = "lundi mardi mercredi jeudi vendredi samedi dimanche".split()
    lines = ["Bellowing Aegisaur", "Rules clarifications:"]
    lines += [f"(le {wd[d.weekday()]} {d.day} {fr[d.month - 1]} {d.year} à 14h03) {t}" for d, t in AEGISAUR]
    assert got(read("\n".join(lines))) == EXPECTED


def test_a_documents_comment_marks_are_no_part_of_the_ruling() -> None:
    """A Google Doc saved as text: a table's cells one a line, "[a]" after a commented ruling."""
    lines = ["Rulings digest: Bellowing Aegisaur", "", "Date", "Ruling", "Source"]
    for k, (d, t) in enumerate(AEGISAUR):
        lines += [f"{d:%d/%m/%Y}", t + ("[a]" if k == 1 else ""), "Gatherer"]
    lines += ["", "[a]Marta Kowalska:", "is this still current after the last update?"]
    assert got(read("\n".join(lines))) == EXPECTED


def test_release_notes_named_beside_the_date() -> None:
    """A wiki's "# Text (Release notes, 29.IX.2017)": the document names Wizards as the publisher."""
    lines = ["Bellowing Aegisaur | MTG Wiki | Fandom", "", "Rulings[edit | edit source]"]
    lines += [f"# {t} (Release notes, {d.day}.{_ROMAN[d.month - 1]}.{d.year})" for d, t in AEGISAUR]
    bundle = read("\n".join(lines))
    assert got(bundle) == EXPECTED
    assert {r.publisher for r in bundle.rulings} == {"wotc"}


def test_a_title_naming_release_notes_dates_no_ruling() -> None:
    """"Magic Online Downtime and Release Notes — December 3, 2026" is the page's own date: the
    sentence under it is no ruling."""
    lines = ["Magic Online Downtime and Release Notes — December 3, 2026",
             "Here's what's changing in this update. As always, thank you for your feedback!", "",
             "Card Updates", "Bellowing Aegisaur", "Rules clarifications:", ""]
    lines += [f"({d.isoformat()}) {t}" for d, t in AEGISAUR]
    assert got(read("\n".join(lines))) == EXPECTED


def test_an_rss_feed_saved_raw() -> None:
    """Each <item> its title, its pubDate (RFC 822) and its description; the channel's lastBuildDate dates nothing."""
    items = "".join(
        f"<item><title>Bellowing Aegisaur: ruling {k}</title><link>https://rulings.example.org/{k}</link>"
        f"<pubDate>{d:%a, %d %b %Y} 00:00:00 +0000</pubDate><description>{t.replace('&', '&amp;')}</description></item>\n"
        for k, (d, t) in enumerate(AEGISAUR, start=1)
    )
    feed = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>\n<title>Rulings feed — Bellowing Aegisaur</title>\n'
            "<link>https://rulings.example.org/</link><lastBuildDate>Thu, 10 Sep 2026 14:03:00 +0000</lastBuildDate>\n"
            f"{items}</channel></rss>\n")
    assert got(read(feed, "feed.txt")) == EXPECTED


# -------------------------------------------------------------------- the card among several named


def _stored(home: Path, tmp_path: Path, page: str) -> list[tuple[str, str, str]]:
    path = tmp_path / "page.txt"
    path.write_text(page, encoding="utf-8")
    [outcome] = ingest(Settings.resolve(home), [str(path)]).outcomes
    assert outcome.status == "loaded"
    with get_engine(Settings.resolve(home)).connect() as conn:
        return conn.execute(text(
            "SELECT c.name, rs.date, COALESCE(rs.text, r.text) FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
            "JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id WHERE s.locator = :l"),
            {"l": str(path.resolve())}).all()


@pytest.mark.parametrize("heading", ["Rules text", "Emperor's Vanguard"])
def test_other_cards_listed_nearer_the_rulings_do_not_take_them(xln_home, tmp_path, heading) -> None:
    """An EDHREC-like page: the card's name on top, other cards listed just above the rulings (or
    a "Rules text" heading over the card's text, read as a name and text): the card is the one whose
    stored rulings the page repeats."""
    lines = ["Emperor's Vanguard", "In 12,345 decks", "", "Top Commanders", "Bellowing Aegisaur", "1,234 decks", ""]
    lines += [heading, "Whenever Emperor's Vanguard deals combat damage to a player, it explores.", "", "Rulings"]
    for d, t in VANGUARD:
        lines += [d.isoformat(), t]
    stored = _stored(xln_home, tmp_path, "\n".join(lines))
    assert sorted((n, str(d), t) for n, d, t in stored) == sorted(("Emperor's Vanguard", d.isoformat(), t) for d, t in VANGUARD)


# ------------------------------------------------------------- how long ago, headers, labels, blocks


@pytest.mark.parametrize(
    "line",
    [
        lambda d, t: f"(vor {2026 - d.year} Jahren ({d:%d.%m.%Y})) {t}",  # patch notes' "(… (DATE)) Text"
        lambda d, t: f"{t} ({2026 - d.year}년 전 ({d:%Y.%m.%d}))",  # a Korean board's "Text (… 전 (DATE))"
        lambda d, t: f"vor {2026 - d.year} Jahren ({d:%d.%m.%Y}) — {t}",  # a chat bot's "… (DATE) — Text"
    ],
    ids=["before-nested", "after-nested", "before-dash"],
)
def test_how_long_ago_inside_the_brackets_of_a_ruling_s_own_date(line) -> None:
    lines = ["Bellowing Aegisaur", "Rules clarifications:", ""] + [line(d, t) for d, t in AEGISAUR]
    bundle = read("\n".join(lines))
    assert got(bundle) == EXPECTED
    assert bundle.translations == []  # "Rules clarifications:" under the name is no card's text


def test_ruled_date_after_the_ruling() -> None:
    """A digest's "▶ Text" then "Ruled DATE": one entry is enough."""
    d, t = AEGISAUR[0]
    page = "\n\n".join(["This week's card: Bellowing Aegisaur", f"▶ {t}\nRuled {d.day} {d:%B} {d.year}", "Forward to a friend"])
    assert got(read(page)) == EXPECTED[:1]


def test_a_posts_header_dates_the_post_under_it() -> None:
    """A 2ch-style thread: "N 名前：NAME 投稿日：DATE(曜) HH:MM:SS.ss ID:…" over each post."""
    lines = ["【MTG】Bellowing Aegisaurの裁定まとめ", ""]
    for k, (d, t) in enumerate(AEGISAUR, start=2):
        lines += [f"{k} 名前：名無しさん＠お腹いっぱい。 投稿日：{d:%Y/%m/%d}(金) 14:03:00.12 ID:AbCd1234", t, ""]
    assert got(read("\n".join(lines))) == EXPECTED


def test_a_dotted_date_with_its_closing_period() -> None:
    """"18.02.2022. — Text" (the period some languages end a date with): the text starts after the dash."""
    lines = ["Bellowing Aegisaur"] + [f"[19:39] RulesBot: {d:%d.%m.%Y}. — {t}" for d, t in AEGISAUR]
    assert got(read("\n".join(lines))) == EXPECTED


def test_a_date_cut_by_a_pdfs_wrap_after_its_day() -> None:
    """"… (le 29" / "septembre 2017)": the wrap joins the lines back, the date dates the ruling."""
    d, t = AEGISAUR[0]
    wrapped = textwrap.wrap(f"– {t} (le 29 septembre 2017)", width=70)
    assert wrapped[-2].endswith("29") and wrapped[-1].startswith("septembre")
    page = "\n".join(["Bellowing Aegisaur", "Creature — Dinosaur", "Enrage — Whenever Bellowing Aegisaur is dealt damage, put a +1/+1 counter on each other creature you control.", *wrapped])
    assert got(read(page)) == EXPECTED[:1]


def test_a_count_in_the_thousands_under_the_title_is_no_translation() -> None:
    """An EDHREC title in Italian over "In 28,068 decks" reads as a name and a text; a count is none."""
    d, t = AEGISAUR[0]
    page = ("<html><body><div><h1>Egisauro Ruggente</h1><p>In 28,068 decks</p><p>12% of 132,000 decks</p>"
            f"<p>Salt Score: 1.94</p></div><div><h2>Rulings</h2><time>{d:%a, %d %b %Y} 14:03:00 +0000</time><p>{t}</p></div></body></html>")
    bundle = read(page, "page.html")
    assert got(bundle) == EXPECTED[:1]
    assert bundle.translations == []


@pytest.mark.parametrize(
    "footer",
    [
        "EDHREC is not affiliated with Wizards of the Coast.",
        "Community content is available under CC-BY-SA unless otherwise noted.",
        "Also send to #rules",
        "Sorcery Supply Co. B.V. · KvK 12345678 · Algemene voorwaarden",  # a Dutch shop's registration
        'Retrieved from "https://mtg.fandom.com/wiki/Bellowing_Aegisaur"',  # a wiki's footer
        "Çerezleri kullanıyoruz. Siteyi kullanmaya devam ederek çerez politikamızı kabul etmiş olursunuz.",  # Turkish cookies
        "Home ▸ Kaarten ▸ Bellowing Aegisaur",  # a breadcrumb with triangles
    ],
)
def test_footers_naming_wizards_licences_and_channels_are_chrome(footer) -> None:
    """Undated rules-like lines after the last ruling, and a dated line of chrome after them (which
    would date them as rulings dated after): an affiliation line, a licence, a chat's channel."""
    d, t = AEGISAUR[0]
    page = f"Bellowing Aegisaur\n\n{t} ({d.isoformat()})\n\n6 replies\n{footer}\n\nPublished: 01.03.2026\n"
    assert got(read(page)) == EXPECTED[:1]



def test_a_single_date_line_glued_after_undated_rulings_dates_none() -> None:
    """A card page's undated rulings and the page's own "작성일 DATE" glued after the last one: the
    rulings stay undated, every one of them (not the last one dated and the others lost)."""
    texts = [t for _, t in AEGISAUR + VANGUARD]
    card = "Bellowing Aegisaur\n\nEnrage — Whenever Bellowing Aegisaur is dealt damage, put a +1/+1 counter on each other creature you control.\n\n"
    page = card + "\n\n".join(texts) + "\n작성일 2026-10-25T14:03:00Z\n\n京ICP备12345678号\n"
    assert got(read(page)) == [(None, t) for t in texts]


def test_a_pdfs_lines_pasted_one_paragraph_each_are_joined_back() -> None:
    """Release notes copied from a PDF into an HTML page, each line its own <p>, a page header between
    two items, and a wrap that cut one ruling right after a sentence: each bullet is one ruling."""
    lines = []
    for d, t in AEGISAUR[:2]:
        lines += textwrap.wrap(f"– {t} ({d:%d.%m.%Y})", width=64)
    lines += ["Seite 9 von 28", "Versionshinweise – Ixalan"]
    d, t = AEGISAUR[2]
    first, rest = t.split("triggers. ", 1)  # the wrap cut the last ruling right after its first sentence
    lines += [f"– {first}triggers.", *textwrap.wrap(f"{rest} ({d:%d.%m.%Y})", width=64)]
    body = "".join(f"<p>{html.escape(line)}</p>" for line in lines)
    page = f"<html><body><h1>Bellowing Aegisaur</h1><p>Creature — Dinosaur</p>{body}</body></html>"
    assert got(read(page, "page.html")) == EXPECTED



@pytest.mark.parametrize("line", ["Categories: Cards | Ixalan", "Kategorien: Karten | Ixalan", "カテゴリ: カード"])
def test_a_wikis_categories_line_is_chrome(line) -> None:
    """MediaWiki's "Categories:" line at an article's foot (after "Retrieved from") is no ruling."""
    from lorehold.ingest.pages.chrome import is_chrome

    assert is_chrome(line)
