"""Captured pages (page-30): a ruling that starts in lower case after its own date; a voice answer's
single ruling under "DATE の裁定：" and a German one's first under "Am DATE lautete das Ruling:"; a
quoted list of rulings wrapped at any width (lines going on with "// Ice", "+1/+1", a bracket's end, an
item's first line of a few words after its number and date, a number alone); a transcript whose dates
each announce the ruling after them and whose rulings' sentences are read over several segments; a feed
reader's "Unread" list naming one face of the card is no translation, nor an article's title holding a
face's name; a page naming its card nowhere readably is the card whose rulings it repeats (of several
that repeat as many, the one a line holds). And modern web apps' saved pages (fresh-45's first misses): declarative shadow
roots read as rendered, a ruling card's own header, a custom element's datetime, an SVG symbol's title, a
chat message's time apart from its text, a French "Précision officielle" label. Written for the test
from the sample sets' MTGJSON data (and one real ruling of MTGJSON's that starts in lower case, quoted)."""

from __future__ import annotations

import re
import textwrap

import pytest

from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import sample_file
from tests.test_pages_dating import D, GEISTS, read, rulings_of
from tests.test_pages_official import _ingest_page, _page_rows
from tests.test_pages_page29 import _segments

FIRE_ICE = rulings_of("APC", "Fire // Ice")  # three of 2018-12-07, then six of 2021-06-18


def _rulings(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def test_a_ruling_in_lower_case_after_its_own_date() -> None:
    """An EPUB chapter's XHTML quoting a card's one ruling, "10/1/2012: multiple instances of …": three in
    10,000 of MTGJSON's rulings start in lower case (Stonefare Crocodile's, M13, quoted here as
    MTGJSON's 2022-04-25 files give it), and one that ends a sentence after its own date is a ruling."""
    ruling = ("multiple instances of lifelink on the same creature are redundant. Activating Stonefare Crocodile’s "
              "ability more than once during a single turn won’t cause you to gain more life.")
    page = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" '
            'xmlns:epub="http://www.idpf.org/2007/ops" lang="en"><head><title>Chapter 5</title></head>'
            '<body><section epub:type="chapter"><h1>Chapter 5<br/>Stonefare Crocodile</h1>'
            '<p>{2}{B}: Stonefare Crocodile gains lifelink until end of turn.</p>'
            f'<ul class="rulings"><li>10/1/2012: {ruling}</li></ul>'
            '<p class="colophon">This edition: 2024-10-17.</p></section></body></html>')
    bundle = read(page, "chapter05.xhtml")
    assert [(str(r.date), r.text) for r in bundle.rulings] == [("2012-10-01", ruling)]


def test_a_voice_answer_s_one_ruling_under_a_cjk_mark() -> None:
    """A voice assistant's history in Japanese: the answer reads the card's one ruling after a sentence,
    "2013/04/15の裁定：…"; the mark's words are no part of the ruling."""
    d, t = GEISTS[0]
    lines = ["音声履歴", "", "昨日", "", "「アレクサ、ルール研究室でDungeon Geistsの裁定を教えて」", "", "11:22・リビングのEcho", "",
             f"Alexaの応答: Dungeon Geistsの公式裁定です。{d:%Y/%m/%d}の裁定：{t}", "録音を削除", "", "2025年10月8日", "",
             "「アレクサ、20分のタイマー」", "", "10:08・リビングのEcho"]
    assert _rulings(read("\n".join(lines) + "\n", "history.txt")) == [(d, t)]


def test_a_voice_answer_s_first_ruling_under_words_that_name_it() -> None:
    """A German answer reading every ruling on one line: the first "Am DATE lautete das Ruling: …", the
    others "Dann, am DATE: …"."""
    (d0, t0), *rest = GEISTS
    answer = (f"Antwort von Alexa: Hier sind die offiziellen Rulings zu Dungeon Geists. Am {d0.isoformat()} lautete das "
              f"Ruling: {t0} " + " ".join(f"Dann, am {d.isoformat()}: {t}" for d, t in rest))
    lines = ["Sprachverlauf", "", "Gestern", "", "„Alexa, frag Regelecke nach den Rulings zu Dungeon Geists“", "",
             "13:37 auf Echo Küche", "", answer, "", "Aufnahme löschen"]
    assert _rulings(read("\n".join(lines) + "\n", "verlauf.txt")) == GEISTS


_DE = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()


def _quoted_reply(name: str, rulings: list[tuple], width: int) -> str:
    """A mail client's reply quoting a judge's answer, each ruling "1. DATE – text" wrapped at ``width`` under ">"."""
    quoted = ["Hallo Jana,", "", "hier die offiziellen Rulings (englischer Originaltext):", ""]
    for k, (d, t) in enumerate(rulings, 1):
        quoted += textwrap.wrap(f"{k}. {d.day}. {_DE[d.month - 1]} {d.year} – {t}", width)
    quoted += ["", "Viele Grüße", "Svenja Roth"]
    return (f"Von: Jana Schulz <jana.schulz@example.net>\nBetreff: AW: Frage zu {name}\n\nDanke, damit ist alles klar!\n\n"
            "Am Sa., 28. Sept. 2024 um 02:21 Uhr schrieb Svenja Roth <svenja.roth@judges.example>:\n"
            + "\n".join(f"> {line}".rstrip() for line in quoted) + "\n")


@pytest.mark.parametrize("width", [48, 52, 56, 60, 64, 68, 72, 76, 99])
def test_a_quoted_list_of_rulings_wrapped_at_any_width(width: int) -> None:
    """Fire // Ice's rulings quoted as a numbered list, "1. 7. Dezember 2018 – …", wrapped at the width
    a mail client chose: a line may start with "// Ice …" (at 48, 56 and 72), an item's first line end
    with "an" or "the" where the dash's parts are few words each, or end a sentence before the item's
    next one, or a number stand alone ("4."); each item is one ruling, whole."""
    assert _rulings(read(_quoted_reply("Fire // Ice", FIRE_ICE, width), "reply.txt")) == FIRE_ICE


@pytest.mark.parametrize(("set_code", "name"), [
    ("XLN", "Herald of Secret Streams"),  # one ruling: "… putting a" / "+1/+1 counter on it …"
    ("XLN", "Rallying Roar"),  # "… won’t get" / "+1/+1.", an item's first line ending a sentence
    ("XLN", "Vineshaper Mystic"),
    ("ISD", "Mirror-Mad Phantasm"),  # "… (such as Necrotic" / "Ooze) gains …"
    ("FUT", "Narcomoeba"),
    ("CHK", "Kodama's Reach"),  # one ruling of two sentences, the first "(or even none at all)."
])
def test_a_card_s_quoted_rulings_wrapped_at_every_width(set_code: str, name: str) -> None:
    """A card's rulings quoted as a numbered list and wrapped at every width from 45 to 99: a line going on
    with "+1/+1 …", closing the bracket the line above opened, an item's first line of a few words after its
    date ("1. 29. September 2017 – Once a creature you control has"): each item one ruling, whole. (Not at
    92 to 99 for Kodama's Reach's one item, whose first line ends its first sentence where the wrap cut it:
    with no other item and no line the wrap filled, the next sentence may be the writer's own line.)"""
    rulings = rulings_of(set_code, name)
    widths = range(45, 92) if name == "Kodama's Reach" else range(45, 100)
    wrong = [w for w in widths if _rulings(read(_quoted_reply(name, rulings, w), "reply.txt")) != rulings]
    assert wrong == []


def test_a_transcript_s_dates_announce_the_ruling_after_them() -> None:
    """YouTube's transcript panel copied with the video's description: "It has 4 official rulings." before
    the first date, "The last Oracle update was on DATE." in the description and after the last ruling.
    Each "The ruling from DATE:" dates the ruling said after it, never the one before, so no ruling takes
    the next one's date, the last keeps its own and the count is no ruling."""
    said = ["[MUSIC]", "Hi, I'm Theo Marsh, and this is Rules Corner.", "We're recording this on 01/27/2025.",
            "Today's card: Dungeon Geists.", "It has 4 official rulings.", "Let's read them."]
    for d, t in GEISTS:
        said += [f"The ruling from {d.isoformat()}:", *textwrap.wrap(t, 30)]
    said += ["The last Oracle update was on Dec. 9, 2024.", "Next episode: February 10, 2025. See you then!", "[MUSIC]"]
    lines = ["Dungeon Geists — Rules Corner", "", "Rules Corner 58K subscribers Subscribe Share Save", "",
             "7,321 views Premiered Jan 28, 2025", "", "Every official ruling for Dungeon Geists, read out and explained.", "",
             "0:00 Intro", "0:08 The rulings", "3:44 Outro", "", "The last Oracle update was on 23 December 2024.", "",
             "Show transcript", "", "93 Comments", "", "Transcript", "", "Search in video"]
    lines += [x for k, words in enumerate(said) for x in (f"{k * 2 // 60}:{k * 2 % 60:02d}", words)]
    assert _rulings(read("\n".join(lines) + "\n", "watch.txt")) == GEISTS


def test_a_transcript_s_ruling_read_over_sentences_that_read_as_no_rule() -> None:
    """Fire // Ice's rulings read out, each under its date: a sentence of a ruling that reads as no rule
    by itself ("For example, if you copy Fire, the copy is also Fire, not Ice.", "There’s no way to cast
    both halves of Fire // Ice.") is still the ruling's, up to the next date."""
    said = ["Hi, I'm Ruth Adler, and this is Rules Corner.", "Today's card: Fire // Ice."]
    for d, t in FIRE_ICE:
        said += [f"The ruling from {d:%m/%d/%Y}:", *_segments(t)]
    said += ["That's all for today, see you next week!"]
    lines = ["Fire // Ice — Rules Corner", "", "Transcript", ""]
    lines += [x for k, words in enumerate(said) for x in (f"{k * 2 // 60}:{k * 2 % 60:02d}", words)]
    assert _rulings(read("\n".join(lines) + "\n", "watch.txt")) == FIRE_ICE


FEED_READER = """Inoreaderすべて既読にする
新規追加

フィード

ルール研究室 16
Judge Blog 2

未読

金曜店舗大会レポート
Card Kingdom Blog · 5時間前
今日のカード：Budoka Gardener
ルール研究室 · 11月12日
今週のジャッジコールまとめ
Judge Blog · 11月11日
読者のお便り：コピー効果
Judge Blog · 11月11日

今日のカード：Budoka Gardener

ルール研究室 鈴木 美咲 · 2024年11月12日

公式裁定（英語原文）は次のとおりです：

{rulings}

ウェブサイトを開く未読のままにするあとで読む共有
"""


def test_a_feed_reader_s_unread_list_naming_one_face_is_no_translation(tmp_path_factory, tmp_path) -> None:
    """A feed reader's entry copied as text, in Japanese: its "未読" (unread) list over the entry holds
    the title "今日のカード：Budoka Gardener", one face of Budoka Gardener // Dokai, Weaver of Life (which
    MTGJSON gives no printing in another language, so the loader has no Japanese name to match the
    page's against). A card's printed text names it by its printed name, so the list is no Japanese
    printing's."""
    home = tmp_path_factory.mktemp("chk")
    assert [o.status for o in ingest(Settings.resolve(home), [str(sample_file("CHK"))]).outcomes] == ["loaded"]
    rulings = rulings_of("CHK", "Budoka Gardener // Dokai, Weaver of Life")
    page = _ingest_page(home, tmp_path, "entry.txt",
                        FEED_READER.format(rulings="\n".join(f"{d:%Y年%m月%d日}\n{t}" for d, t in rulings)))
    stored, translations = _page_rows(home, page)
    assert translations == []
    assert sorted((d, t) for _c, d, t in stored) == sorted((d.isoformat(), t) for d, t in rulings)


# ----------------------------------------------------------------------- modern web apps' saved pages


def _ruling_elements(rulings, element: str) -> str:
    return "".join(element.format(iso=d.isoformat(), shown=f"{d.month}/{d.day}/{d.year}", text=t) for d, t in rulings)


def test_declarative_shadow_roots_are_read_as_rendered() -> None:
    """A Lit site saved by SingleFile: each ruling a custom element whose shadow root holds its date and a
    <slot> its text fills. Read as a browser shows it, each ruling has its date."""
    ruling = ('<mf-ruling slot="ruling"><template shadowrootmode="open"><style>p{{margin:0}}</style>'
              '<time part="date" datetime="{iso}">{shown}</time><p part="text"><slot></slot></p>'
              '<button part="copy">Copy link</button></template>{text}</mf-ruling>')
    page = ('<!DOCTYPE html><html lang="en"><!-- Page saved with SingleFile --><head><title>Dungeon Geists · Manaforge'
            '</title></head><body><mf-app><template shadowrootmode="open"><header><slot name="nav"></slot></header>'
            '<main><slot></slot></main></template><div slot="nav"><a href="/">Manaforge</a> <a href="/login">Log in</a></div>'
            '<mf-card-page><template shadowrootmode="open"><h1><slot name="title"></slot></h1><section class="rulings">'
            '<h2>Rulings (4)</h2><slot name="ruling"></slot></section></template><span slot="title">Dungeon Geists</span>'
            + _ruling_elements(GEISTS, ruling) + '</mf-card-page></mf-app></body></html>')
    assert _rulings(read(page, "dungeon-geists.html")) == GEISTS


@pytest.mark.parametrize("card", [
    # Angular Material's card: the date in <mat-card-header>, the text in <mat-card-content>
    '<mat-card class="mat-mdc-card ruling-card"><mat-card-header class="mat-mdc-card-header"><mat-card-subtitle>'
    '<time datetime="{iso}">{shown}</time></mat-card-subtitle></mat-card-header><mat-card-content class="mat-mdc-card-content">'
    '<p>{text}</p></mat-card-content><mat-card-actions><button>Copy link</button></mat-card-actions></mat-card>',
    # an article per ruling, its <header> holding the date, its <footer> the widgets
    '<article class="ruling-card"><header><time datetime="{iso}">{shown}</time> <a href="#r">#</a></header>'
    '<p class="ruling-text">{text}</p><footer><span>Was this helpful? <button>Yes</button> · <button>No</button>'
    '</span> <button>Share</button></footer></article>',
])
def test_a_ruling_card_s_own_header_is_no_page_chrome(card: str) -> None:
    """A component's header holding its ruling's date is the ruling's, not the page's header."""
    page = ('<html><head><title>Dungeon Geists – RulesHub</title></head><body><header class="site-header"><a href="/">'
            'RulesHub</a><nav><a href="/cards">Cards</a></nav></header><main><h1>Dungeon Geists</h1><section class="rulings">'
            '<h2>Rulings (4)</h2>' + _ruling_elements(GEISTS, card) + '</section></main><footer>© 2026 RulesHub</footer></body></html>')
    assert _rulings(read(page, "geists.html")) == GEISTS


def test_relative_times_read_by_the_date_their_element_gives() -> None:
    """GitHub's <relative-time datetime="…" title="…">vor 7 Jahren</relative-time>: the element's datetime
    is the ruling's date, whatever the words show."""
    item = ('<li class="ruling"><p>{text}</p><div class="meta"><span class="source">Wizards of the Coast</span> · '
            '<relative-time datetime="{iso}T00:00:00Z" title="{shown}, 02:00 MESZ">vor einigen Jahren</relative-time></div></li>')
    page = ('<html lang="de"><head><title>Dungeon Geists · Chronicle</title></head><body><main><h1>Dungeon Geists</h1>'
            '<p><small>Aktualisiert am 8. Aug. 2026</small></p><section class="rulings"><h2>Regelhinweise (4)</h2><ul>'
            + _ruling_elements(GEISTS, item) + '</ul></section></main></body></html>')
    assert _rulings(read(page, "geists.html")) == GEISTS


def test_an_svg_symbol_is_its_title() -> None:
    """A ruling's symbol drawn as an inline SVG titled "{X}" reads as "{X}", as an image's alt text does."""
    d, t = D(2012, 10, 1), "If a card has {X} in its mana cost, you must choose 0 as its value."
    svg = t.replace("{X}", '<svg class="symbol" viewBox="0 0 32 32" role="img"><title>{X}</title><use href="#x"></use></svg>')
    page = ('<html><head><title>Jace, Architect of Thought | Oracle Lens</title></head><body><main><h1>Jace, Architect '
            'of Thought</h1><section class="rulings"><h2>Rulings</h2><article class="ruling-card"><header><time '
            f'datetime="{d.isoformat()}">10/1/2012</time></header><p class="ruling-text">{svg}</p></article></section>'
            '</main></body></html>')
    assert _rulings(read(page, "jace.html")) == [(d, t)]


@pytest.mark.parametrize("clock", ["16:28", "오후 6:45", "4:28 PM"])
def test_a_chat_message_s_time_is_no_word_of_its_ruling(clock: str) -> None:
    """A shop's chat widget: a staff member pastes the ruling, the message's time in a <span> of its own
    right after its text ("…the battlefield.</span><span class="cc-message-time">16:28</span>")."""
    (d, t), = rulings_of("XLN", "Herald of Secret Streams")
    page = ('<html lang="pt-BR"><head><title>The Mana Well — Cards</title></head><body><main><p>Cards</p></main>'
            '<div class="crisp-client" id="crisp-chatbox"><div class="cc-messages">'
            '<div class="cc-message cc-message--visitor"><span class="cc-message-text">Oi! Quais são as decisões oficiais '
            'deste card?</span><span class="cc-message-time">16:25</span></div><div class="cc-message cc-message--operator">'
            f'<span class="cc-message-text">{d.day}/{d.month}/{d.year}: {t}</span><span class="cc-message-time">{clock}</span>'
            '</div></div></div></body></html>')
    bundle = read(page, "chat.html", card="Herald of Secret Streams")
    assert _rulings(bundle) == [(d, t)]


def test_a_french_official_clarification_label_dates_its_ruling() -> None:
    """A French article's FAQ: "Précision officielle · 1 février 2005" over the ruling, among related
    articles each "Title · DATE": the label is an official ruling's, so its date is the ruling's."""
    d, t = GEISTS[0]
    page = ("The Rules Desk\n\nToutes les précisions officielles sur Geists de donjon\n\nPar ruleslawyer42 · Publié le 9 nov. "
            "2025 · Mis à jour le 9 juin 2026 · 6 min de lecture\n\nNom anglais : Dungeon Geists\n\nDungeon Geists\n"
            "Creature — Spirit\nFlying\nWhen Dungeon Geists enters the battlefield, tap target creature an opponent controls. "
            "That creature doesn't untap during its controller's untap step for as long as you control Dungeon Geists.\n\n"
            "FAQ des règles\n\n"
            f"Précision officielle · {d.day} avril {d.year}\n{t}\n\nArticles similaires\n\nHour of Need · 25 mai 2026\n"
            "Act of Treason · 19 mai 2025\n\n© 2026 The Rules Desk\n")
    assert _rulings(read(page, "faq.txt")) == [(d, t)]


def test_a_page_naming_its_card_nowhere_readable_is_the_card_its_rulings_are(xln_home, tmp_path) -> None:
    """A text copy whose title ran into the next element ("Siren's RuseAtualizado em …"), so that its type
    line is read for a name: the card is the one stored card whose rulings the page repeats word for word."""
    rulings = rulings_of("XLN", "Siren's Ruse")
    page = ("CardCastle\nCards\nColeções\nDecks\nPressione / para buscar\nEntrar\nSiren's RuseAtualizado em 21 de março de "
            "2026\n\nInstant\n\nExile target creature you control, then return that card to the battlefield under its "
            "owner's control. If a Pirate was exiled this way, draw a card.\n\nDecisões (4)\n\n"
            + "".join(f"{d.day} de {_PT[d.month - 1]} de {d.year}\n\n{t}\n\nCopiar linkCompartilhar" for d, t in rulings)
            + "\n\nDecisões sincronizadas em 15 de setembro de 2026\n\n© 2026 CardCastle\n")
    stored, _ = _page_rows(xln_home, _ingest_page(xln_home, tmp_path, "ruse.txt", page))
    assert sorted(stored) == sorted(("Siren's Ruse", d.isoformat(), t) for d, t in rulings)


_PT = "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split()


def test_a_page_repeating_rulings_several_cards_share_is_the_one_its_lines_hold(xln_home, tmp_path) -> None:
    """Seekers' Squire's three rulings are ten other Ixalan cards' too (every explore card's): of the cards
    whose rulings the page repeats, its card is the one whose English name a line holds as written, its
    title run into the next element ("Seekers' SquireAtualizado em …"), not a name read in its text."""
    rulings = rulings_of("XLN", "Seekers' Squire")
    page = ("CardCastle\nCards\nColeções\nDecks\nEntrar\nSeekers' SquireAtualizado em 21 de março de 2026\n\n"
            "Creature — Human Scout\n\nWhen Seekers' Squire enters the battlefield, it explores. (Reveal the top card of "
            "your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, "
            "then put the card back or put it into your graveyard.)\n\nDecisões (3)\n\n"
            + "".join(f"{d.day} de {_PT[d.month - 1]} de {d.year}\n\n{t}\n\nCopiar linkCompartilhar" for d, t in rulings)
            + "\n\n© 2026 CardCastle\n")
    stored, _ = _page_rows(xln_home, _ingest_page(xln_home, tmp_path, "squire.txt", page))
    assert sorted(stored) == sorted(("Seekers' Squire", d.isoformat(), t) for d, t in rulings)


def test_an_article_s_title_naming_one_face_is_no_translation(tmp_path_factory, tmp_path) -> None:
    """A German article headed "Alle offiziellen Regelhinweise zu Budoka Gardener" over its first
    paragraph: a title holding a face's English name among other words is no printed name (the card,
    Budoka Gardener // Dokai, Weaver of Life, has no printing in another language to match against)."""
    home = tmp_path_factory.mktemp("chk")
    assert [o.status for o in ingest(Settings.resolve(home), [str(sample_file("CHK"))]).outcomes] == ["loaded"]
    rulings = rulings_of("CHK", "Budoka Gardener // Dokai, Weaver of Life")
    page = ("<html lang=\"de\"><head><title>Alle offiziellen Regelhinweise zu Budoka Gardener, erklärt | The Rules Desk"
            "</title></head><body><header><a href=\"/\">The Rules Desk</a><nav><a href=\"/cards\">Karten</a></nav></header>"
            "<article id=\"main\"><h1>Alle offiziellen Regelhinweise zu Budoka Gardener, erklärt</h1><p class=\"byline\">Von "
            "tapper_tom · <time datetime=\"2025-11-03\">Veröffentlicht am 03.11.2025</time> · 7 Min. Lesezeit</p><p>Hier "
            "findest du jeden offiziellen Regelhinweis zu dieser Karte mit Datum – und was er am Spieltisch bedeutet.</p>"
            "<div class=\"card-box\"><h3 class=\"face-name\">Budoka Gardener</h3><p class=\"type-line\">Creature — Human Monk</p>"
            "<p class=\"oracle-text\">{T}: You may put a land card from your hand onto the battlefield. If you control ten or "
            "more lands, flip Budoka Gardener.</p><h3 class=\"face-name\">Dokai, Weaver of Life</h3><p class=\"type-line\">"
            "Legendary Creature — Human Monk</p><p class=\"oracle-text\">{4}{G}{G}, {T}: Create an X/X green Elemental creature "
            "token, where X is the number of lands you control.</p></div><h2>Häufige Fragen</h2><div class=\"faq\">"
            + "".join(f"<details><summary>Offizieller Regelhinweis · {d.day}.{d.month}.{d.year}</summary><div><p>{t}</p></div>"
                      "</details>" for d, t in rulings) + "</div></article></body></html>")
    stored, translations = _page_rows(home, _ingest_page(home, tmp_path, "artikel.html", page))
    assert translations == []
    assert sorted(d for _c, d, _t in stored) == sorted(d.isoformat() for d, _t in rulings)
