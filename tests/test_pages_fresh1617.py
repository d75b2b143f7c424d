"""Captured pages and files of the kinds fresh-16 and fresh-17 model (looked at for page-15): each is
written for the test from a sample card's MTGJSON rulings, in the shape the real kind of file has (a
Telegram Desktop export, a Messenger export, a HAR capture, an iCalendar file, a man page's source,
an OpenDocument content.xml, a blog, a Q&A page, a wiki article), not copied from the corpus."""

from __future__ import annotations

import base64
import datetime as dt
import json
import textwrap

import pytest

from lorehold.errors import UnreadableSource
from tests.test_pages_dating import AEGISAUR, FR_MONTHS, GEISTS, read, rulings_of

DE_MONTHS = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def _us(d) -> str:
    return f"{d:%B} {d.day}, {d.year}"


# ------------------------------------------------------------------------------ JSON documents


def test_a_telegram_desktop_export_is_read_by_its_messages_rich_text() -> None:
    """result.json: each message's "text" is a string or a list of pieces (plain strings and styled
    objects), repeated as "text_entities"; the ruling's date is an italic piece of its own."""
    pieces: list = ["Official rulings (Gatherer):\n"]
    for d, t in GEISTS:
        pieces += [f"{t} (", {"type": "italic", "text": _us(d)}, ")\n"]
    messages = [
        {"id": 1, "type": "service", "date": "2019-09-10T19:13:11", "actor": "Anna", "actor_id": "user1",
         "action": "join_group_by_link", "text": "", "text_entities": []},
        {"id": 2, "type": "message", "date": "2019-09-10T19:17:39", "from": "Anna", "from_id": "user1",
         "text": "Who knows the official rulings on Dungeon Geists? We argued at draft yesterday.",
         "text_entities": [{"type": "plain", "text": "Who knows the official rulings on Dungeon Geists? We argued at draft yesterday."}]},
        {"id": 3, "type": "message", "date": "2019-09-10T19:20:36", "from": "Boris", "from_id": "user2",
         "text": pieces, "text_entities": [p if isinstance(p, dict) else {"type": "plain", "text": p} for p in pieces]},
        {"id": 4, "type": "message", "date": "2019-09-10T19:22:00", "from": "Anna", "from_id": "user1",
         "text": "Thanks, all clear!", "text_entities": [{"type": "plain", "text": "Thanks, all clear!"}]},
    ]
    export = {"name": "MTG Rules Q&A", "type": "public_supergroup", "id": 2699083053, "messages": messages}
    bundle = read(json.dumps(export, ensure_ascii=False, indent=1), "result.json")
    assert got(bundle) == GEISTS


def test_a_messenger_export_has_its_accents_mended_and_its_rulings_read() -> None:
    """Facebook writes message_1.json's text as UTF-8 bytes escaped one by one as Latin-1 characters
    ("’" as "\\u00e2\\u0080\\u0099"), newest message first."""
    def mangled(s: str) -> str:
        return s.encode("utf-8").decode("latin-1")

    text = "the official ones, from Gatherer:\n" + "\n".join(f"{_us(d)}: {t}" for d, t in AEGISAUR)
    export = {
        "participants": [{"name": "Emma Clarke"}, {"name": "Chiara Bianchi"}],
        "messages": [
            {"sender_name": "Chiara Bianchi", "timestamp_ms": 1516400000000, "content": mangled("grazie mille! 😊")},
            {"sender_name": "Emma Clarke", "timestamp_ms": 1516399000000, "content": mangled(text),
             "reactions": [{"reaction": mangled("❤"), "actor": "Chiara Bianchi"}]},
            {"sender_name": "Chiara Bianchi", "timestamp_ms": 1516398000000,
             "content": "hey do you still have the rulings for that dinosaur from last night?"},
        ],
        "title": "Emma Clarke", "is_still_participant": True, "thread_path": "inbox/emmaclarke_2192782665",
    }
    page = json.dumps(export, indent=2)  # (ensure_ascii: every mangled character escaped, as Facebook writes it)
    assert "\\u00e2\\u0080\\u0099" in page
    bundle = read(page, "message_1.json", card="Bellowing Aegisaur")
    assert got(bundle) == AEGISAUR
    assert all("â€" not in r.text for r in bundle.rulings)


def test_a_har_capture_is_read_by_the_json_its_app_fetched_not_by_its_empty_shell() -> None:
    """A single-page app's HAR: the HTML response is an empty shell; the card and its rulings came
    as JSON response bodies, held as strings (one of them base64)."""
    rulings = {"result": "ok", "rulings": [{"datum": f"{d:%d.%m.%Y}", "text": t, "lang": "en"} for d, t in GEISTS]}
    card = {"name": "Dungeon Geists", "id": "1f4eeba4-8304-4807-adc1-329f8c42f6c9"}

    def entry(mime: str, body: str, encoding: str | None = None) -> dict:
        content = {"size": len(body), "mimeType": mime, "text": body}
        if encoding:
            content["encoding"] = encoding
        return {"_priority": "High", "_resourceType": "fetch", "request": {"method": "GET", "url": "https://cards.example/api",
                "headers": [{"name": "accept-language", "value": "de-DE,de;q=0.9,en;q=0.8"}]},
                "response": {"status": 200, "statusText": "", "content": content}}

    shell = "<!DOCTYPE html><html><head><title>Dungeon Geists | Kartenwelt</title></head><body><div id=\"app\"></div></body></html>"
    har = {"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"},
                   "pages": [{"startedDateTime": "2023-10-08T15:28:11.000Z", "id": "page_1", "title": "https://cards.example/card"}],
                   "entries": [entry("text/html", shell), entry("application/json", json.dumps(card)),
                               entry("application/json", base64.b64encode(json.dumps(rulings).encode()).decode(), "base64")]}}
    # (the base64 body is no HTML: its JSON is read only where its object says "base64" and it parses)
    bundle = read(json.dumps(har, indent=2), "cards.example.har")
    assert got(bundle) == GEISTS
    # the card's name is among the lines the loader looks it up by; the tool's fields are not
    lines = bundle.card.lookup.lines
    assert "Dungeon Geists" in lines and not {"High", "GET", "WebInspector", "de-DE,de;q=0.9,en;q=0.8"} & set(lines)


def test_json_without_prose_is_refused_in_one_line() -> None:
    with pytest.raises(UnreadableSource, match="not a card or rulings page"):
        read(json.dumps({"id": 12, "status": "ok", "items": [{"code": "A_1", "value": 3}]}), "status.json")


# ------------------------------------------------------------------------- structured text files


def test_an_icalendar_event_description_is_unfolded_and_unescaped() -> None:
    """A club's rules evening: the description's lines are folded at 75 octets, its commas escaped."""
    description = ("Sujet : Dungeon Geists\\n\\nLes décisions officielles\\, à lire avant la soirée :\\n"
                   + "\\n".join(f"{d.day} {FR_MONTHS[d.month - 1]} {d.year} – {t.replace(',', chr(92) + ',')}" for d, t in GEISTS)
                   + "\\n\\nApportez vos decks\\; boissons sur place.")
    line = "DESCRIPTION:" + description
    folded = [line[:75]] + [" " + line[k:k + 74] for k in range(75, len(line), 74)]
    ics = "\r\n".join([
        "BEGIN:VCALENDAR", "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN", "VERSION:2.0",
        "X-WR-CALNAME:Soirées règles Magic", "BEGIN:VEVENT", "DTSTART:20190926T160000Z", "DTEND:20190926T190000Z",
        "UID:0f07333b3148aba183ba@google.com", *folded, "LOCATION:Le Dé Pipé\\, 14 rue de la Charité\\, 69002 Lyon",
        "SUMMARY:Soirée règles : Dungeon Geists", "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Rappel",
        "TRIGGER:-P0DT0H30M0S", "END:VALARM", "END:VEVENT", "END:VCALENDAR", ""])
    assert any(ln.startswith(" ") for ln in ics.split("\r\n"))
    assert got(read(ics, "soiree.ics")) == GEISTS


def test_a_man_page_source_shows_its_rulings_under_their_dates() -> None:
    rulings = "\n".join(f".TP\n.B {d.isoformat()}\n{t.replace('-', chr(92) + '-')}" for d, t in AEGISAUR)
    source = textwrap.dedent("""\
        .\\" Manual page for bellowing-aegisaur
        .TH BELLOWING-AEGISAUR 7 "January 2018" "mtg-rules 1.7" "Card Rulings Manual"
        .SH NAME
        bellowing-aegisaur \\- official rulings of a card
        .SH SYNOPSIS
        .B Bellowing Aegisaur
        .br
        Creature \\(em Dinosaur
        .SH DESCRIPTION
        .PP
        Enrage \\(em Whenever Bellowing Aegisaur is dealt damage, put a +1/+1 counter on each other creature you control.
        .SH RULINGS
        """) + rulings + textwrap.dedent("""
        .SH SEE ALSO
        .BR mtg-rules (1),
        .BR ranging-raptors (7)
        .SH BUGS
        Report errors in the rulings at the project's issue tracker.
        """)
    bundle = read(source, "bellowing-aegisaur.7")
    assert got(bundle) == AEGISAUR
    # (the loader finds the card among the lines the page shows: the synopsis' name is one, the source's escapes are gone)
    lines = bundle.card.lookup.lines
    assert "Bellowing Aegisaur" in lines and not any("\\" in line or line.startswith(".") for line in lines)


def test_an_opendocument_table_of_dated_rulings_is_read_row_by_row() -> None:
    """A club's minutes saved as content.xml: the rulings are a table, date and text in two cells of
    a row; cells' style names ("Tabelle1.A2") are no text of the page."""
    rows = "".join(
        f'<table:table-row><table:table-cell table:style-name="Tabelle1.A2" office:value-type="string">'
        f'<text:p text:style-name="Table_20_Contents">{d.day}. {DE_MONTHS[d.month - 1]} {d.year}</text:p></table:table-cell>'
        f'<table:table-cell table:style-name="Tabelle1.B2" office:value-type="string"><text:p text:style-name="Table_20_Contents">'
        f'{t}</text:p></table:table-cell></table:table-row>' for d, t in GEISTS)
    xml = ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content '
           'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
           'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
           'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.3"><office:body><office:text>'
           '<text:h text:outline-level="1">Protokoll der Vereinssitzung – 10. September 2019</text:h>'
           '<text:p>Anwesend: Ravi Patel, Julien Moreau, Emma Clarke</text:p>'
           '<text:p>Das Commander-Turnier am ersten Samstag im Monat bleibt bestehen.</text:p>'
           '<text:h text:outline-level="2">TOP 2: Regelfragen zu Dungeon Geists</text:h>'
           '<text:p>Die offiziellen Rulings im englischen Wortlaut:</text:p>'
           '<table:table table:name="Tabelle1"><table:table-header-rows><table:table-row>'
           '<table:table-cell><text:p>Datum</text:p></table:table-cell><table:table-cell><text:p>Ruling</text:p></table:table-cell>'
           f'</table:table-row></table:table-header-rows>{rows}</table:table>'
           '<text:p>Der nächste Termin wird in der Gruppe bekanntgegeben.</text:p></office:text></office:body></office:document-content>')
    assert got(read(xml, "content.xml", card="Dungeon Geists")) == GEISTS


# ---------------------------------------------------------------------------- blogs and Q&A pages


def test_a_ruling_dated_in_brackets_with_a_label_and_its_colon() -> None:
    """A club's blog: "text (Stand: 19. Januar 2018)" under the post's "Veröffentlicht am DATE von NAME"."""
    page = "\n\n".join([
        "Start\nTermine\nDer Verein", "Regelfrage der Woche: Bellowing Aegisaur",
        "Veröffentlicht am 4. März 2021 von Jens",
        "Unsere Judge-Ecke: diesmal mit einer Karte, über die am Freitag lange diskutiert wurde.",
        "Die offiziellen Regelentscheidungen (englisch)",
        "\n".join(f"• {t} (Stand: {d.day}. {DE_MONTHS[d.month - 1]} {d.year})" for d, t in AEGISAUR),
        "Fragen? Sprecht uns am nächsten Spieleabend einfach an!", "Impressum\nDatenschutzerklärung"])
    assert got(read(page, "regelfrage.txt")) == AEGISAUR


def test_an_answers_label_before_its_date_and_a_question_with_its_byline() -> None:
    """A product page's Q&A: "Antwort: DATE: text" and "Von NAME am DATE" under it; the question,
    "Q: …? Asked by Brian K. on DATE", is no ruling."""
    answers = "\n\n".join(f"Antwort: {d:%d.%m.%Y}: {t}\nVon Priya Raman am 6. März 2024" for d, t in GEISTS)
    page = "\n\n".join(["Fragen und Antworten von Kunden", "Q: How does this card interact with copy effects? Asked by Brian K. on 9/25/2019",
                        answers, "Weitere Antworten anzeigen (2)"])
    assert got(read(page, "qa.txt", card="Dungeon Geists")) == GEISTS


def test_a_wiki_article_s_date_headings_joined_by_a_particle_and_its_edit_line_is_no_card_text() -> None:
    """A Japanese wiki's article copied as text: tabs, "最終更新日: 18/12/25 01:46 … 裁定を追記" under
    them, the printed name over the printed text, then rulings under "2018年1月19日 の裁定" headings."""
    groups: dict = {}
    for d, t in AEGISAUR:
        groups.setdefault(d, []).append(t)
    blocks = ["吠えるイージサウルス", "記事", "掲示板をみる(15)", "編集", "お絵カキコ", "ピコカキコ",
              "最終更新日: 18/12/25 01:46 編集内容についての説明/コメント: 裁定を追記 記事編集 編集履歴を閲覧", "概要",
              "『マジック：ザ・ギャザリング』に登場するカードの一枚。Ixalanに収録された。",
              "吠えるイージサウルス\n激昂 ― 吠えるイージサウルスにダメージが与えられるたび、あなたがコントロールしている"
              "他の各クリーチャーの上にそれぞれ＋１/＋１カウンターを１個置く。", "裁定"]
    for d, ts in groups.items():
        blocks += [f"{d.year}年{d.month}月{d.day}日 の裁定", *ts]
    blocks += ["関連項目", "この記事の掲示板 1 ななしのよっしん 2018/12/25(火) 01:47:04 ID: 1086368404 初見だと絶対間違えるやつ"]
    bundle = read("\n\n".join(blocks), "wiki.txt")
    assert got(bundle) == AEGISAUR
    # (the last tab over the edit line is no name over a text: a dated line is no card's text)
    assert not any(t.name == "ピコカキコ" for t in bundle.translations)


def test_bracketed_date_headings_under_a_rulings_heading_date_the_rulings_below_them() -> None:
    """A Bilibili column: "官方裁定" then "【2013年4月15日】" over its rulings: each heading dates the
    rulings below it, though it is in brackets alone on its line as a wrapped ruling's own date is."""
    groups: dict = {}
    for d, t in GEISTS:
        groups.setdefault(d, []).append(t)
    page = "\n\n".join(["编辑于 2019年09月10日 14:52\n阅读 8,639", "最近评论区问这张牌的人比较多，干脆把官方裁定搬过来。", "官方裁定",
                        *(f"【{d.year}年{d.month}月{d.day}日】\n" + "\n".join(ts) for d, ts in groups.items()),
                        "以上，觉得有用的话点个赞吧～", "点赞 428\n投币 33"])
    assert got(read(page, "column.txt", card="Dungeon Geists")) == GEISTS


# --------------------------------------------------------------------- chat exports and trackers


def test_an_exports_own_line_with_its_author_s_handle_and_a_bug_s_form_are_no_rulings() -> None:
    """A Matrix room's export opens with "This is the start of export of ROOM. Exported by @user:server
    at DATE."; a bug's first comment fills the form ("Steps to reproduce: … Actual results: …") in
    words of the game: neither is a ruling (no MTGJSON ruling has a handle or two labelled fields)."""
    [(d, t)] = [(d, t) for d, t in GEISTS[:1]]
    page = "\n\n".join([
        "MTG Rules Corner", f"This is the start of export of MTG Rules Corner. Exported by @storm_count:matrix.org at {d:%d/%m/%Y}.",
        "Lucía Ortega", "Quick question: what are the official rulings for Dungeon Geists?",
        "João Pereira 2019-02-01 12:32:56 UTC",
        "Steps to reproduce: cast the card with a copy effect on the stack. Actual results: the engine asks for targets again.",
        "Noah Fischer", "From Gatherer:", f"{t} — {d:%d/%m/%Y}", "Thanks, very clear!"])
    assert got(read(page, "export.txt", card="Dungeon Geists")) == [(d, t)]


def test_a_post_s_counters_open_no_comments_section() -> None:
    """A Daum cafe post's stats bar, "조회 945" then "댓글 9" (comments: 9), stands above the post's
    body: the body's one ruling (few game words in it) is no reader's comment."""
    [(d, t)] = [(d, t) for d, t in rulings_of("FUT", "Arcanum Wings") if t.startswith("The exchange")]
    page = "\n\n".join(["룰 질문 게시판", "[룰] Arcanum Wings 공식 판정 정리", "블랙로터스", "19.09.10 22:39", "조회 945", "댓글 9",
                        "URL 복사", "공식 판정(영문)입니다. 참고하세요.", f"{d.year}년 {d.month}월 {d.day}일: {t}", "좋아요 34 공유 신고",
                        "엘프장인\n19.09.11 07:05\n퍼가요~\n답글"])
    assert got(read(page, "cafe.txt", card="Arcanum Wings")) == [(d, t)]


# --------------------------------------------------------------------------------- two-digit years


@pytest.mark.parametrize(("heading", "year_first"), [("판정", True), ("裁定", True), ("Rulings", False), ("Entscheidungen", False)])
def test_a_two_digit_year_is_read_first_under_an_east_asian_rulings_heading(heading: str, year_first: bool) -> None:
    """"21.06.18" is 18 June 2021 to a Korean, Japanese or Chinese writer (year first), 21 June 2018 to
    a European one: the rulings' heading tells which (the page's chrome may be in any language)."""
    [(d, t)] = [(d, t) for d, t in rulings_of("DKA", "Dungeon Geists") if d.year == 2013][:1]
    yy = f"{d:%y}"
    # (a day that can be a year: 2013-04-15 written "13.04.15" reads either way)
    page = "\n\n".join(["Влез · Регистрация", "Acasă » Cărți » Dungeon Geists", "Dungeon Geists", heading,
                        f"- {yy}.{d:%m}.{d:%d} – {t}", "Sponsored · Why this ad?"])
    [(got_date, _)] = got(read(page, "wiki.txt"))
    assert got_date == (d if year_first else dt.date(2000 + d.day, d.month, d.year % 100))


# --------------------------------------------------------------------------- a keyword line alone


def test_a_keyword_ability_alone_on_its_line_is_the_text_s_first_line_not_a_name() -> None:
    """A store's copied listing shows "Flash" on its own line over the rest of the text: a keyword
    line is never a card's name ("Flash" is one: the page is not about it)."""
    [(d, t)] = GEISTS[:1]
    page = "\n\n".join(["New member registration", "[ENG] Bold Plagiarist [C21]", "Stock: 6 sheets\nState: NM\nPut in cart",
                        "Flash\nWhenever an opponent puts one or more counters on a creature they control, they put the same "
                        "number and kind of counters on Bold Plagiarist.", "Judgment", f"{_us(d)}: {t}"])
    bundle = read(page, "listing.txt")
    # (the loader looks the card up among the page's lines, by the rulings it stores: not by "Flash" first)
    assert bundle.card.name is None and bundle.card.lookup.name != "Flash"


def test_a_keyword_paragraph_between_a_name_and_its_text_joins_the_text() -> None:
    """A Traditional Chinese card page: the name, "飛行" in a paragraph of its own, the rest of the
    text: the name's translation is the name over the whole text, not "飛行" over its second line."""
    page = ("<html><head><title>地城鬼怪 - 卡牌資料庫</title></head><body><nav>首頁 › 卡牌 › 地城鬼怪</nav><h1>地城鬼怪</h1>"
            "<p>飛行</p><p>當地城鬼怪進戰場時，橫置目標由對手操控的生物。只要你操控地城鬼怪，該生物便不能於其操控者的重置步驟中重置。</p>"
            "<h2>官方裁定</h2><table>" + "".join(f"<tr><td>{d.isoformat()}</td><td>{t}</td></tr>" for d, t in GEISTS)
            + "</table><footer>© 2026 卡牌資料庫 · 隱私權政策</footer></body></html>")
    bundle = read(page, "card.html")
    assert got(bundle) == GEISTS
    assert [(t.language, t.name, t.text.split("\n")[0]) for t in bundle.translations] == [("zht", "地城鬼怪", "飛行")]


def test_a_rulings_heading_over_the_first_ruling_is_no_english_name_over_a_text() -> None:
    """A Swedish handout saved from Word: "Tryckta namn" over a printed name and text, then
    "Regelbeslut" (rulings) over rulings each dated in brackets; the heading is no card's name."""
    sv = "januari februari mars april maj juni juli augusti september oktober november december".split()
    page = "\n\n".join(["Dungeon Geists", "Sammanfattning av regelbeslut inför ligakvällen", "Uppdaterad 24 januari 2026 av Tomás Reyes",
                        "Tryckta namn", "地城鬼怪", "飛行\n當地城鬼怪進戰場時，橫置目標由對手操控的生物。\n只要你操控地城鬼怪，該生物便不能重置。",
                        "Regelbeslut", *(f"· {t} ({d.day} {sv[d.month - 1]} {d.year})" for d, t in GEISTS),
                        "Magic: The Gathering är © Wizards of the Coast. Inofficiellt fandokument."])
    bundle = read(page, "handout.txt")
    assert got(bundle) == GEISTS
    assert bundle.card.name != "Regelbeslut"


def test_a_ruling_worded_like_a_card_s_text_under_its_date_on_a_page_without_card_text() -> None:
    """Gamekeeper's second ruling reads much like a card's text ("If you have no creature cards in your
    library, …"); under its own date on a page that shows no card text, it is that date's ruling. The
    page's "updated" line under it dates nothing."""
    rulings = [  # (MTGJSON's, for Gamekeeper)
        (dt.date(2004, 10, 4), "Exiling this card is optional."),
        (dt.date(2004, 10, 4), "If you have no creature cards in your library, all the cards from your library end up in "
                               "your graveyard and you do not get to put a creature onto the battlefield.")]
    page = ("<html><body><aside class=\"nav\"><p>Home → Singles → Conspiracy → Gamekeeper</p></aside><div class=\"block\">"
            + "".join(f"<time>{d:%d.%m.%Y} г.</time><p>{t}</p>" for d, t in rulings)
            + "<p>Mis à jour le 22. November 2026</p></div><footer><span>Mentions légales | CGV</span></footer></body></html>")
    assert got(read(page, "gamekeeper.html", card="Gamekeeper")) == rulings


# ------------------------------------------------------------------ day first, month first, year first


def _club_page(intro: str, rulings: list, fmt) -> str:
    return "\n\n".join(["🍪 Ce site utilise des cookies\nTout accepter\nTout refuser", "Club de jeux La Licorne\nAgenda\nNotes de règles",
                        "Dungeon Geists", intro, "\n".join(f"{fmt(d)}: {t}" for d, t in rulings),
                        "Connexion · Inscription\nSite créé avec Wix"])


@pytest.mark.parametrize("intro", ["Nos notes de règles (date de la décision officielle, JJ/MM/AA) :",
                                   "Voici les notes de règles de la carte, avec la date de chaque décision officielle :"])
def test_a_french_page_writes_its_numeric_dates_day_first(intro: str) -> None:
    """"12/07/19" on a French club's page is 12 July 2019, whether the page spells its format out
    ("JJ/MM/AA") or only speaks French: only the United States' writers put the month first. (The
    rulings are MTGJSON's, in English: their language says nothing of the page's habit.)"""
    ambiguous = [(d, t) for d, t in GEISTS if d.day <= 12]
    assert ambiguous
    page = _club_page(intro, ambiguous, lambda d: f"{d:%d/%m/%y}")
    assert got(read(page, "club.txt")) == ambiguous


def test_an_english_page_writes_its_numeric_dates_month_first_unless_it_says_otherwise() -> None:
    ambiguous = [(d, t) for d, t in GEISTS if d.day <= 12]
    us = "\n\n".join(["Home › Cards › Dungeon Geists", "Dungeon Geists", "Rulings for this card, with the date of each official ruling:",
                      "\n".join(f"{d.month}/{d.day}/{d.year}: {t}" for d, t in ambiguous), "Log in · Sign up"])
    assert got(read(us, "us.txt")) == ambiguous
    uk = us.replace("with the date of each official ruling:", "dated DD/MM/YYYY:").replace(
        "\n".join(f"{d.month}/{d.day}/{d.year}: {t}" for d, t in ambiguous), "\n".join(f"{d:%d/%m/%Y}: {t}" for d, t in ambiguous))
    assert got(read(uk, "uk.txt")) == ambiguous


# ---------------------------------------------------- sources, numbers and wraps around a ruling's text


def test_a_ruling_s_source_before_its_text_is_its_publisher_not_its_words() -> None:
    """An export's "[2013-04-15T00:00:00Z] (Oracle) Text", a table's cells copied with their tabs turned
    to spaces ("15-04-2013    WotC    Text") and "DATE: Scryfall: Text" each give the text alone."""
    forms = [lambda d, t: f"[{d.isoformat()}T00:00:00Z] (Oracle) {t}", lambda d, t: f"{d:%d-%m-%Y}    WotC    {t}",
             lambda d, t: f"{d.isoformat()}: Scryfall: {t}"]
    for form in forms:
        page = "\n\n".join(["Dungeon Geists", "Rulings", "\n".join(form(d, t) for d, t in GEISTS), "Back to top ↑"])
        bundle = read(page, "export.txt")
        assert got(bundle) == GEISTS, form(*GEISTS[0])
        assert {r.publisher for r in bundle.rulings} <= {"wotc", "scryfall"}


@pytest.mark.parametrize("marker", ["#{k}", "{k}/"])
def test_numbered_rulings_lose_their_numbers(marker: str) -> None:
    page = "\n\n".join(["Dungeon Geists", "\n".join(f"{marker.format(k=k)} {t} — {d:%d.%m.%Y}" for k, (d, t) in enumerate(GEISTS, 1))])
    assert got(read(page, "notes.txt")) == GEISTS


def test_rulings_soft_wrapped_in_a_forum_quote_are_whole_again() -> None:
    """A quote wrapped at about 40 characters, each ruling's paragraph closed by "~ Oracle DATE": the
    wrap may end a line at a sentence's end, the paragraph is still one ruling."""
    paragraphs = [textwrap.fill(t, 42) + f"\n~ Oracle {d.month}/{d.day}/{d.year}" for d, t in GEISTS]
    page = "\n\n".join(["Forum index ‹ Rules questions", "Re: Dungeon Geists rulings",
                        "Here are the official rulings for Dungeon Geists, copied from Gatherer:", *paragraphs,
                        "Last edited by Tobias_K; 03-11-2024 at 21:14."])
    assert any(len(p.split("\n")) >= 4 for p in paragraphs)
    assert got(read(page, "topic.txt")) == GEISTS
