"""Captured pages (page-27): a PDF converted to HTML page by page (pdf2htmlEX, pdftohtml) prints a
running header over every page; its date ("Stand 07.05.2021") is the handout's, no ruling's. Written
for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import datetime as dt
import html
import textwrap

import pytest

from tests.test_pages_dating import AEGISAUR, read, rulings_of

JACE = rulings_of("ORI", "Jace, Vryn's Prodigy // Jace, Telepath Unbound")
STAND = dt.date(2021, 5, 7)


def _pdf2htmlex(rulings: list[tuple[dt.date, str]], per_page: int = 5) -> str:
    """pdf2htmlEX's page boxes, one positioned element a printed line; each page headed by the league's
    title and the day the packet was last revised, footed by its number."""
    # (a word processor breaks no word at its hyphen, a web address neither)
    lines = [textwrap.wrap(f"{t} ({d:%d.%m.%Y})", 86, break_on_hyphens=False, break_long_words=False) for d, t in rulings]
    chunks = [lines[k:k + per_page] for k in range(0, len(lines), per_page)]
    boxes = []
    for n, chunk in enumerate(chunks, 1):
        body = [("Turnierregeln der Donnerstagsliga", "x0"), (f"Stand {STAND:%d.%m.%Y}", "x9")]
        if n == 1:
            body += [("Jace, Vryn's Prodigy", "x1"), ("Rulings (aus Gatherer)", "x1")]
        body += [(line, "x1") for ruling in chunk for line in ruling]
        body.append((f"Seite {n} von {len(chunks)}", "x5"))
        divs = "".join(f'<div class="t m0 {x} h4 y{k:x} ff1 fs0 fc0 sc0 ls0 ws0">{html.escape(text)}</div>'
                       for k, (text, x) in enumerate(body, 256))
        boxes.append(f'<div id="pf{n}" class="pf w0 h0" data-page-no="{n}"><div class="pc pc{n} w0 h0">'
                     f'<img class="bi x0 y0 w1 h1" alt="" src="bg{n}.png"/>{divs}</div></div>')
    return ('<!DOCTYPE html><html><head><meta charset="utf-8"/><meta name="generator" content="pdf2htmlEX"/>'
            '<title>Turnierregeln der Donnerstagsliga</title></head><body><div id="sidebar"><div id="outline"></div></div>'
            f'<div id="page-container">{"".join(boxes)}</div></body></html>')


@pytest.mark.parametrize("per_page", [4, 5])
def test_a_pdf_s_running_header_dates_no_ruling(per_page) -> None:
    """Every page opens with the packet's "Stand" date; the rulings end with their own in brackets. A
    ruling at a page's top keeps its own date, and the header's date is no ruling's."""
    assert len(JACE) > 2 * per_page  # three pages at least
    bundle = read(_pdf2htmlex(JACE, per_page), "packet.html")
    assert [(r.date, r.text) for r in bundle.rulings] == JACE
    assert STAND not in {r.date for r in bundle.rulings}


def _profile(user: str, rank: str, posts: int, karma: str) -> str:
    return (f'<td valign="top" width="16%"><b><a href="#">{user}</a></b><div class="smalltext">{rank}<br />Desconectado'
            f'<br />Mensajes: {posts}<br />Reputación: {karma}<br />Ver perfil</div></td>')


def _forum_post(user: str, rank: str, posts: int, karma: str, subject: str, stamp: str, body: str) -> str:
    return (f'<table class="bordercolor" width="100%"><tr>{_profile(user, rank, posts, karma)}<td valign="top">'
            f'<div class="subject"><b>{subject}</b></div><div class="smalltext">« en: {stamp} »</div><hr />'
            f'<div class="post">{body}</div><div align="right">Citar</div></td></tr></table>')


def test_a_forum_s_profile_box_is_no_translation() -> None:
    """An old forum thread in Spanish (SMF's table layout): beside each post its author's box (rank, status,
    posts, reputation, a link to the profile), the asker's twice. The box under the asker's name is no
    Spanish printing of the card: the page prints its lines (but for the numbers) more often than the box."""
    rulings = "<br />".join(f"{d:%d/%m/%Y}: {html.escape(t)}" for d, t in AEGISAUR)
    thread = "".join([
        _forum_post("Dinomante", "Usuario avanzado", 87, "+12/-1", "Bellowing Aegisaur",
                    "3 de Marzo de 2019, 18:40:02", "¿Cómo funciona Bellowing Aegisaur con daño de combate?"),
        _forum_post("JuezMadrid", "Moderador", 2310, "+140/-2", "Re: Bellowing Aegisaur",
                    "3 de Marzo de 2019, 20:11:45", f"Rulings oficiales de Wizards:<br />{rulings}"),
        _forum_post("Dinomante", "Usuario avanzado", 87, "+12/-1", "Re: Bellowing Aegisaur",
                    "4 de Marzo de 2019, 09:02:13", "¡Gracias!"),
    ])
    page = ('<html><head><meta charset="utf-8"><title>Bellowing Aegisaur</title></head><body>'
            '<div class="nav"><a href="#">Foro Magic España</a> » <a href="#">Reglas</a> » Bellowing Aegisaur</div>'
            f'<table class="titlebg"><tr><td>Autor</td><td>Tema: Bellowing Aegisaur (Leído 412 veces)</td></tr></table>'
            f'{thread}<div align="center"><span class="smalltext">Powered by SMF 1.1.11</span></div></body></html>')
    bundle = read(page, "tema.html")
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR
    assert [(t.language, t.name) for t in bundle.translations] == []


def _card(set_code: str, name: str) -> dict:
    import json
    import lzma

    from tests.conftest import sample_file

    return next(c for c in json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]["cards"] if c["name"] == name)


@pytest.mark.parametrize("stamp", ["Sent to Kindle on Feb 9, 2026", "Saved on 9 February 2026", "Clipped 2026-02-09"])
def test_a_copy_s_stamp_dates_no_ruling(stamp) -> None:
    """A card page as a read-later or e-reader tool copies it: its stamp ("Sent to Kindle on …") at the
    top, the page's address, the card's text with its activated abilities, then the rulings each over
    its numeric date. The stamp's date is when the copy was made, no ruling's."""
    card = _card("CHK", "Sensei's Divining Top")
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in card["rulings"]]
    abilities = "".join(f"<p>{html.escape(line)}</p>" for line in card["text"].split("\n"))
    entries = "".join(f'<div class="ruling"><p>{html.escape(t)}</p><p><small>{d.month}/{d.day}/{d.year}</small></p></div>'
                      for d, t in rulings)
    page = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sensei&#x27;s Divining Top</title></head>'
            f'<body class="note"><h1>Sensei\'s Divining Top</h1><p>CardShelf</p><p><i>{stamp}</i></p>'
            '<p><small>https://cardshelf.example/card/chk/268/senseis-divining-top</small></p><p class="loc">Location 12 of 240</p>'
            '<nav class="breadcrumb">Home › Cards › Sets</nav>'
            f'<div class="card-face"><p class="type-line">Artifact</p>{abilities}</div><p class="legality">Legal in Commander</p>'
            '<p class="loc">Location 61 of 240</p>'
            f'<h2>Rulings ({len(rulings)})</h2><div class="rulings">{entries}</div></body></html>')
    bundle = read(page, "copy.html")
    assert [(r.date, r.text) for r in bundle.rulings] == rulings


#: Firemind's Research (GRN 171): its Oracle text and its one ruling, as MTGJSON's GRN.json (2022-04-25) gives them
FIREMIND = ["Whenever you cast an instant or sorcery spell, put a charge counter on Firemind's Research.",
            "{1}{U}, Remove two charge counters from Firemind's Research: Draw a card.",
            "{1}{R}, Remove five charge counters from Firemind's Research: It deals 5 damage to any target."]
FIREMIND_RULING = (dt.date(2018, 10, 5), "The triggered ability of Firemind’s Research resolves before the spell that caused "
                   "it to trigger. It resolves even if that spell is countered.")


@pytest.mark.parametrize("stamp", ["Sent to Kindle on Jan 3, 2026", "Gespeichert am 03.01.2026", "Clipped 2026-01-03"])
def test_the_reader_of_last_resort_takes_no_date_from_a_copy_s_stamp(stamp) -> None:
    """A card page copied by a reading tool, its stamp at the top, whose card text the line reading does
    not take for one (the reader of last resort reads it: each sentence of rules with the one date that
    can be its). The stamp's date is none: the ruling keeps its own."""
    date, text = FIREMIND_RULING
    lines = ["Firemind's Research", "CardVault", stamp, "https://cardvault.example/card/grn/171/firemind-s-research",
             "Location 18 of 307", "Home › Cards › Sets", "Enchantment", *FIREMIND, "Legal in Commander", "Location 86 of 307",
             "Rulings (1)", text, f"{date.month}/{date.day}/{date.year}", "Rulings are from Wizards of the Coast. · Report a problem"]
    bundle = read("\n\n".join(lines))
    assert [(r.date, r.text) for r in bundle.rulings if r.text == text] == [FIREMIND_RULING]
    assert dt.date(2026, 1, 3) not in {r.date for r in bundle.rulings}


# ------------------------------------------------------------------------- chats, feeds and streams

GEISTS = rulings_of("DKA", "Dungeon Geists")  # 2013-04-15, then three of 2019-07-12
_MONTH_ABBR = "Jan. Feb. March April May June July Aug. Sept. Oct. Nov. Dec.".split()


def _us(d: dt.date) -> str:
    return f"{d.month}/{d.day}/{d.year}"


def test_a_whatsapp_message_that_is_a_date_dates_the_lines_under_it() -> None:
    """WhatsApp's iPhone export: each message "[dd/mm/yy, hh:mm:ss] Name: text"; a judge sends each ruling
    as a message that is its date in bold, the ruling on the message's next line. The date the message
    says is the ruling's, not the time it was sent."""
    lines = ["\u200e[13/12/25, 20:41:40] Magic Giovedì: \u200eI messaggi e le chiamate sono crittografati end-to-end.",
             "[13/12/25, 21:13:46] Luca Bianchi: Come funziona Dungeon Geists se viene copiata?",
             "[13/12/25, 21:26:21] Marco Conti: Da Gatherer:"]
    for k, (d, t) in enumerate(GEISTS):
        lines += [f"[13/12/25, 21:{27 + k}:29] Marco Conti: *{_us(d)}*", t]
    lines.append("[13/12/25, 21:40:02] Luca Bianchi: grazie!")
    bundle = read("\n".join(lines) + "\n", "chat.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_an_android_whatsapp_message_ending_with_its_ruling_s_date() -> None:
    """WhatsApp's Android export ("d/m/yy, hh:mm - Name: text"): each ruling a message ending with its
    date in Spanish; the sender's name is no part of the ruling."""
    lines = ["28/4/25, 16:07 - Los mensajes y las llamadas están cifrados de extremo a extremo.",
             "28/4/25, 17:20 - Pablo Ortega: ¿Alguien tiene los rulings oficiales de Dungeon Geists?",
             "28/4/25, 17:30 - Lucía Fernández: Aquí van los rulings oficiales:"]
    months = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
    lines += [f"28/4/25, 17:3{k} - Lucía Fernández: {t} ({d.day} de {months[d.month - 1]} de {d.year})"
              for k, (d, t) in enumerate(GEISTS, 2)]
    bundle = read("\n".join(lines) + "\n", "chat.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_entries_each_led_by_a_date_in_words_inside_one_message() -> None:
    """A message of several lines, each a ruling led by its date written with the month's name ("*Feb.
    18, 2022* — Text"): a line that ends a sentence and a line that starts with a date are two entries."""
    lines = ["3/17/26, 8:02 PM - Tom Becker: Gatherer has these:",
             *(f"*{_MONTH_ABBR[d.month - 1]} {d.day}, {d.year}* — {t}" for d, t in GEISTS),
             "3/17/26, 8:11 PM - Lena Fischer: ty!!"]
    bundle = read("\n".join(lines) + "\n", "chat.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_stream_chat_s_bot_answering_a_user() -> None:
    """A Twitch chat log (Chatterino): a bot answers "!ruling" with each ruling addressed to the user
    who asked ("@tombecker Text (date)"); the mention is no part of the ruling."""
    lines = ["# Start logging at 2025-02-07 15:47:21 Coordinated Universal Time",
             "[16:59:37]  tombecker: !ruling Dungeon Geists", "[16:59:41]  fossabot: Here are the official rulings:",
             *(f"[17:00:0{k}]  fossabot: @tombecker {t} ({_us(d)})" for k, (d, t) in enumerate(GEISTS)),
             "[17:14:32]  tombecker: so I was right lol", "# Stop logging at 2025-02-07 17:44:02 Coordinated Universal Time"]
    bundle = read("\n".join(lines) + "\n", "chat.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_line_s_export_quotes_a_message_of_several_lines() -> None:
    """LINE's text export wraps a message of several lines in double quotes: the closing quote after
    the last ruling's date is the export's."""
    body = "\n".join(f"{t} ({d.isoformat()})" for d, t in AEGISAUR)
    text = ("[LINE] MTG部のトーク履歴\n保存日時：2025/11/13 19:18\n\n2025/11/13(木)\n18:19\t高橋 翔\tお疲れさまでした！\n"
            f"18:56\t佐藤 健\t\"公式の裁定はこちらです：\n{body}\"\n19:05\t鈴木 美咲\t助かりました🙏\n")
    bundle = read(text, "line.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR


def test_a_video_feed_s_description_is_its_text() -> None:
    """YouTube's Atom feed keeps a video's description in its media group: the rulings listed there, a
    numbered line each, are the page's; the chapters' times are no dates."""
    rulings = "\n".join(f"{k}. {_MONTH_ABBR[d.month - 1]} {d.day}, {d.year} – {html.escape(t)}" for k, (d, t) in enumerate(GEISTS, 1))
    feed = ('<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" '
            'xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom"><title>Rules Corner</title>'
            '<published>2020-07-23T10:51:10+00:00</published><entry><title>Dungeon Geists, every ruling</title>'
            '<published>2025-07-10T05:54:06+00:00</published><media:group><media:title>Dungeon Geists, every ruling</media:title>'
            f'<media:description>This week: Dungeon Geists.\n\n0:00 Intro\n3:50 Rulings\n\nGatherer has these:\n{rulings}\n\n#mtg'
            '</media:description></media:group></entry></feed>')
    bundle = read(feed, "videos.xml")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_comment_shown_with_its_line_breaks() -> None:
    """A video page's pinned comment, its text in an element styled to keep its line breaks (YouTube's
    "white-space-pre-wrap" class): one ruling a line, not one paragraph."""
    text = "Copying the rulings so it's all in one place:\n" + "\n".join(f"{d.isoformat()} — {t}" for d, t in GEISTS)
    page = ('<html><head><title>Dungeon Geists – every ruling explained - YouTube</title></head><body>'
            '<ytd-comments id="comments"><ytd-comment-view-model id="comment"><a id="author-text"><span>@rulescorner</span></a>'
            '<span id="published-time-text"><a>1 day ago</a></span><yt-attributed-string id="content-text">'
            '<span class="yt-core-attributed-string yt-core-attributed-string--white-space-pre-wrap">'
            f'{html.escape(text)}</span></yt-attributed-string></ytd-comment-view-model></ytd-comments></body></html>')
    bundle = read(page, "watch.html")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_plain_text_post_in_a_page_without_its_style_sheet() -> None:
    """A BBS article saved without its style sheet: the post is the text of one element, its line
    breaks shown by the site's CSS; a bullet leads each ruling."""
    body = "\n".join(f"• {d.year}/{d.month}/{d.day}：{t}" for d, t in GEISTS)
    page = ('<html><head><meta charset="utf-8"><title>[問題] Dungeon Geists - 看板 MTG</title></head><body>'
            '<div id="main-content" class="bbs-screen bbs-content"><div class="article-metaline">作者 mtgfan (旅法師)</div>'
            f"最近店賽常遇到這張\n\n官方判定如下：\n{body}\n已置頂。\n--\n</div></body></html>")
    bundle = read(page, "ptt.html")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_old_reddit_s_comment_bodies_inside_forms() -> None:
    """Old Reddit wraps each post's and comment's text in a <form> with nothing to fill in: the text
    is the thread's, not a search box's."""
    def comment(text: str) -> str:
        return ('<div class="thing comment"><div class="entry"><p class="tagline"><a class="author">kai.m</a> '
                '<time datetime="2026-01-15T11:36:09+00:00">9 hours ago</time></p><form action="#" class="usertext">'
                f'<div class="usertext-body"><div class="md"><p>{text}</p></div></div></form></div></div>')
    comments = [comment("Copying the rulings so it's all in one place:")]
    comments += [comment(f"<strong>{d.isoformat()}</strong> — {html.escape(t)}") for d, t in GEISTS]
    page = ('<html><head><title>judge question: Dungeon Geists and the stack : magicTCG</title></head><body>'
            '<div class="content"><div class="sitetable"><p class="title"><a>judge question: Dungeon Geists</a></p>'
            '<form action="#" class="usertext"><div class="md"><p>Came up at FNM last night.</p></div></form></div>'
            f'<div class="commentarea">{"".join(comments)}</div></div></body></html>')
    bundle = read(page, "thread.html")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_chat_s_notices_and_edit_marks_are_no_rulings() -> None:
    """A Discord channel copied as text (DiscordChatExporter's plain text): a pin notice stamped like any
    message, a member's join, and a ruling its sender edited ("(edited)" after it): the notices are the
    chat's, the edit mark no part of the ruling."""
    lines = ["==============================================================", "Guild: Comunidad Commander ES",
             "Channel: reglas / #rulings", "==============================================================", "",
             "[01-Apr-26 07:12 PM] Maya joined the server.", "",
             "[01-Apr-26 07:15 PM] Lucía Fernández", "¿Cómo funciona Dungeon Geists?", ""]
    for k, (d, t) in enumerate(GEISTS):
        lines += [f"[01-Apr-26 07:2{k} PM] Marco Conti", f"{d.isoformat()} — {t}" + (" (edited)" if k == 1 else ""), ""]
    lines += ["[01-Apr-26 07:30 PM] Lucía Fernández pinned a message to this channel. See all pinned messages.", ""]
    bundle = read("\n".join(lines), "channel.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_thread_s_counter_after_a_post_s_date() -> None:
    """An X thread saved as HTML: each post of the thread ends with its place in it ("2/3") after the
    ruling's date in brackets; replies in Japanese under the day they were posted ("4月7日")."""
    def post(name: str, handle: str, day: str, text: str) -> str:
        return (f'<article data-testid="tweet"><div><span>{name}</span><span>@{handle}</span><span>·</span>'
                f'<a aria-label="{day}"><time datetime="2026-04-07T09:40:55.000Z">{day}</time></a></div>'
                f'<div dir="auto" lang="ja" data-testid="tweetText"><span>{text}</span></div></article>')
    posts = [post("佐藤 健", "sato_ken", "2026年4月7日", "Dungeon Geistsの公式裁定まとめ🧵 1/3")]
    posts += [post("佐藤 健", "sato_ken", "4月7日", f"{html.escape(t)} ({d.year}/{d.month:02d}/{d.day:02d})\n{k}/{len(GEISTS) + 1}")
              for k, (d, t) in enumerate(GEISTS, 2)]
    posts += [post("高橋 翔", "sho_t", "4月7日", "ありがとうございます！"), post("田中 優", "yu_tanaka", "4月7日", "なるほど、解決しました。")]
    page = f'<html><head><title>佐藤 健 on X / X</title></head><body><main>{"".join(posts)}</main></body></html>'
    bundle = read(page, "thread.html")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


@pytest.mark.parametrize("form", ["numbered", "date after"])
def test_a_plain_text_post_s_list_numbered_or_dated_at_its_lines_ends(form) -> None:
    """The BBS article of above, its rulings numbered ("1. 2021/9/24 – Text") or each ending with its
    date ("Text (2013年4月15日)"), under a few lines of the poster's own: each ruling a line."""
    if form == "numbered":
        body = "\n".join(f"{k}. {d.year}/{d.month}/{d.day} – {t}" for k, (d, t) in enumerate(GEISTS, 1))
    else:
        body = "\n".join(f"{t} ({d.year}年{d.month}月{d.day}日)" for d, t in GEISTS)
    page = ('<html><head><meta charset="utf-8"><title>[問題] Dungeon Geists - 看板 MTG</title></head><body>'
            '<div id="main-content" class="bbs-screen bbs-content"><div class="article-metaline">作者 mtgfan (旅法師)</div>'
            f"板上好像沒人整理過，來貼一下\n\n來聊聊Dungeon Geists。\nGatherer 上的判定：\n{body}\n已置頂。\n\n--\n</div></body></html>")
    bundle = read(page, "ptt.html")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_comment_quoting_a_ruling_over_its_dated_citation() -> None:
    """A Reddit thread copied as text: the asker's post, then a comment ("maya.c • 9h ago") quoting the
    ruling with its date on the next line after a dash ("— 2013-04-15"), then other comments. The
    comment is a reader's, but it takes no dated ruling with it."""
    d, t = GEISTS[0]
    lines = ["r/EDH", "•", "11h ago", "judge_ana", "wait, does Dungeon Geists keep the creature tapped if I control two?",
             "Rules Question", "My playgroup is split on this one, need an answer before Friday.", "55", "3", "Share",
             "Sort by:", "Best", "Search Comments", "maya.c", "•", "9h ago", "Edited 8h ago", "The official rulings cover it:",
             t, f"— {d.isoformat()}", "28", "Reply", "Award", "Share", "judge_ana", "•", "4h ago", "thanks, that settles it",
             "42", "Reply", "Award", "Share", "r/EDH", "Created Dec 25, 2020", "Public"]
    bundle = read("\n".join(lines) + "\n", "thread.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]


def test_a_ruling_in_a_comment_its_date_in_bold_inside_brackets() -> None:
    """New Reddit's saved thread: the one ruling stands in a comment (its text element's id names it a
    comment), its date in bold inside the brackets that close its sentence ("… redundant.
    (<strong>04/10/2004</strong>)"): the thread's rulings stand in its comments, which are kept."""
    [(d, t)] = rulings_of("ALL", "Dystopia")[:1]  # a short ruling: "The permanent is chosen and sacrificed during resolution."
    def comment(author: str, body: str) -> str:
        return (f'<shreddit-comment author="{author}" depth="0"><div slot="commentMeta"><a href="/user/{author}/">{author}</a>'
                f'<span>•</span><faceplate-timeago><time datetime="2025-07-01T10:18:56.000Z">4h ago</time></faceplate-timeago></div>'
                f'<div slot="comment"><div class="md text-14" id="t1_{author}-comment-rtjson-content">{body}</div></div>'
                '<shreddit-comment-action-row><button>Reply</button><button>Award</button><button>Share</button>'
                '</shreddit-comment-action-row></shreddit-comment>')
    page = ('<html><head><title>Alguém tem os rulings oficiais de Dystopia? : r/magicbrasil</title></head><body>'
            '<shreddit-post><h1>Alguém tem os rulings oficiais de Dystopia?</h1>'
            '<div slot="text-body"><p>Aconteceu ontem no FNM e ninguém tinha certeza. Valeu desde já!</p></div></shreddit-post>'
            + comment("bruno.c", f"<p>Seguem os rulings oficiais:</p><p>{html.escape(t)} (<strong>{d:%d/%m/%Y}</strong>)</p>")
            + comment("rafa_lima", "<p>Ah tá, faz sentido.</p>") + "</body></html>")
    bundle = read(page, "thread.html")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]
