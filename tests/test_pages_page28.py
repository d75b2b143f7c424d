"""Captured pages (page-28): a WhatsApp export's mark that a message was edited, in the phone's
language, is no part of the ruling; a site built of custom elements (YouTube's ``ytd-…``) shows each
of its boxes apart, so a comment's ruling does not run on into its like count and the next comment;
a chat's "(edited)" titled with when it was dates nothing; a line that is only a note's number heads
the note and marks no text; a stream's chat whose messages are classed as comments keeps a bot's
message quoting one ruling of few game words; a post classed "text" that quotes dated rulings is no
card's text, and a line closed by its date in brackets ends its sentence. Written for the test from
the sample sets' MTGJSON data."""

from __future__ import annotations

import datetime as dt
import html
import textwrap

import pytest

from tests.test_pages_dating import AEGISAUR, GEISTS, read, rulings_of

JUDGE_UNWORTHY = rulings_of("FUT", "Judge Unworthy")  # two, the second the longer
GRAVE_PERIL = rulings_of("FUT", "Grave Peril")  # "This ability is not optional." first: no game word to speak of
_FR_MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
_ES_MONTHS = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()

_DE_MONTHS = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()


@pytest.mark.parametrize("mark", ["<Diese Nachricht wurde bearbeitet>", "<Questo messaggio è stato modificato>",
                                  "<This message was edited>", "<Se editó este mensaje.>"])
def test_whatsapp_s_edited_mark_is_no_part_of_the_ruling(mark: str) -> None:
    """Android's export: "dd.mm.yy, hh:mm - Name: text"; a judge's message edited after it was sent
    ends with WhatsApp's mark in the phone's language."""
    lines = ["12.03.25, 21:02 - Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt.",
             "12.03.25, 21:10 - Jonas Weber: Wie war das nochmal mit Dungeon Geists?",
             "12.03.25, 21:14 - Lena Kraus: Die offiziellen Rulings:"]
    for k, (d, t) in enumerate(GEISTS):
        edited = f" {mark}" if k % 2 == 0 else ""
        lines.append(f"12.03.25, 21:1{5 + k} - Lena Kraus: {d.day}. {_DE_MONTHS[d.month - 1]} {d.year} — {t}{edited}")
    lines.append("12.03.25, 21:30 - Jonas Weber: Danke!")
    bundle = read("\n".join(lines) + "\n", "chat.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def _comment(author: str, when: str, body: str, likes: int) -> str:
    return ('<ytd-comment-thread-renderer class="style-scope ytd-item-section-renderer"><ytd-comment-view-model id="comment">'
            f'<a id="author-text" class="yt-simple-endpoint"><span>{author}</span></a><span id="published-time-text">'
            f'<a class="yt-simple-endpoint">{when}</a></span><yt-attributed-string id="content-text"><span class="'
            f'yt-core-attributed-string">{body}</span></yt-attributed-string><span id="vote-count-middle">{likes}</span>'
            '<button aria-label="Reply">Reply</button></ytd-comment-view-model></ytd-comment-thread-renderer>')


def test_youtube_s_comments_each_a_box() -> None:
    """A watch page saved from the browser: the channel pins a comment per ruling ("• 9/29/2017: Text"),
    each followed by its like count, the next comment's author and its age in the same custom
    elements; every ruling ends where its comment does."""
    comments = [_comment("@rulesdesk", f"{k + 1}d", html.escape(f"• {d.month}/{d.day}/{d.year}: {t}"), 195 - k)
                for k, (d, t) in enumerate(AEGISAUR)]
    comments.append(_comment("@marisouza", "2h", "Ah, makes sense now.", 54))
    page = ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Bellowing Aegisaur rulings explained - YouTube'
            '</title></head><body><ytd-app><ytd-watch-flexy><div id="primary"><h1 class="style-scope ytd-watch-metadata">'
            '<yt-formatted-string>Bellowing Aegisaur rulings explained</yt-formatted-string></h1><ytd-comments>'
            f'<ytd-item-section-renderer>{"".join(comments)}</ytd-item-section-renderer></ytd-comments></div>'
            '</ytd-watch-flexy></ytd-app></body></html>')
    bundle = read(page, "watch.html")
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR


def test_a_custom_element_inside_a_sentence_runs_on_with_it() -> None:
    """A site's card link as a custom element inside a ruling's sentence (``<card-link>``) is a word
    of it, as the browser shows it: the ruling is whole."""
    linked = [(d, html.escape(t).replace("Bellowing Aegisaur", "<card-link>Bellowing Aegisaur</card-link>"))
              for d, t in AEGISAUR]
    rows = "".join(f'<li><time datetime="{d.isoformat()}">{d.isoformat()}</time> <p>{t}</p></li>' for d, t in linked)
    assert any("Bellowing Aegisaur" in t for _, t in AEGISAUR)
    page = ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Bellowing Aegisaur</title></head><body>'
            f'<h1>Bellowing Aegisaur</h1><h2>Rulings</h2><ul>{rows}</ul></body></html>')
    bundle = read(page, "card.html")
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR


def test_a_chat_s_edited_mark_titled_with_when_dates_nothing() -> None:
    """DiscordChatExporter: a message of rulings, each under its day in bold, then the export's
    "(edited)" span titled with the day and time of the edit; the edit's day is no ruling's."""
    body = "<br>".join(f"<strong>{d.day} {d:%B %Y}</strong><br>{html.escape(t)}" for d, t in GEISTS)
    page = ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Rules - #judge-calls</title></head><body>'
            '<div class="chatlog"><div class="chatlog__message-group"><div class="chatlog__message"><div class="'
            'chatlog__header"><span class="chatlog__author" title="jonas">Jonas</span> <span class="chatlog__timestamp">'
            '<a title="Tuesday, November 25, 2025 6:56 PM">11/25/2025 6:56 PM</a></span></div><div class="chatlog__content">'
            '<span class="chatlog__markdown-preserve">how does Dungeon Geists work again?</span></div></div></div>'
            '<div class="chatlog__message-group"><div class="chatlog__message"><div class="chatlog__header"><span class="'
            'chatlog__author" title="kai">Kai</span> <span class="chatlog__timestamp"><a title="Tuesday, November 25, 2025 '
            '7:06 PM">11/25/2025 7:06 PM</a></span></div><div class="chatlog__content"><span class="chatlog__markdown-preserve">'
            f'The official rulings:<br>{body}</span> <span class="chatlog__edited-timestamp" title="Tuesday, November 25, '
            '2025 7:35 PM">(edited)</span></div></div></div></div></body></html>')
    bundle = read(page, "chat.html")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_note_s_number_alone_on_its_line_marks_no_ruling() -> None:
    """A newsletter's mail as text: the rulings numbered "1. DATE – Text", and at its foot a note headed
    "[1]" on a line of its own; ruling 1 is no reference to that note."""
    items = "\n\n".join(f"{k}. {d.day} {_ES_MONTHS[d.month - 1]} {d.year} – {t}" for k, (d, t) in enumerate(AEGISAUR, 1))
    text = ("From: Notas de Reglas <notas@substack.com>\nDate: Sun, 26 Oct 2025 21:41:08 +0000\n"
            "Subject: Todo sobre Bellowing Aegisaur\n\nView this post on the web at https://notas.substack.com/p/aegisaur\n\n"
            f"Hablemos de Bellowing Aegisaur.\n\nCopiados de Scryfall:\n\n{items}\n\n[1]\n"
            "Los rulings son de Gatherer.\n\nUnsubscribe https://substack.com/redirect/786b455b\n")
    bundle = read(text, "mail.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR


def test_a_stream_chat_keeps_a_bot_s_ruling_of_few_game_words() -> None:
    """TwitchDownloader's HTML: every message a ``comment-root``, a bot answering "!rulings" one ruling
    a message after its day in brackets, between viewers' messages; "This ability is not optional."
    has hardly a game word, and is a ruling as the others are."""
    def message(stamp: str, who: str, text: str) -> str:
        return (f'<pre class="comment-root">[2026-02-06 {stamp} UTC] <span class="comment-author">{who}</span>'
                f'<span class="comment-message">: {html.escape(text)}</span></pre>')
    msgs = [message("22:57:40", "lucia_f", "!rulings Grave Peril")]
    msgs += [message(f"22:58:0{k}", "streamelements", f"@lucia_f [{d.day} de {_ES_MONTHS[d.month - 1]} de {d.year}] {t}")
             for k, (d, t) in enumerate(GRAVE_PERIL)]
    msgs.append(message("22:59:12", "lucia_f", "gracias!! 🙏"))
    page = ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Grave Peril - Twitch chat</title></head><body>'
            f'<div class="chat">{"".join(msgs)}</div></body></html>')
    bundle = read(page, "vod.html")
    assert [(r.date, r.text) for r in bundle.rulings] == GRAVE_PERIL


def test_a_post_of_the_type_text_quoting_dated_rulings() -> None:
    """A Tumblr classic theme's ``<article class="post text">`` with its reblog trail, tags, footer and
    notes: each ruling a paragraph closed by its date in brackets, "np!" the paragraph after the last;
    the post is no card's text, and the last ruling does not run on into "np!"."""
    paras = "".join(f"<p>{html.escape(t)} ({d.month}/{d.day}/{d.year})</p>" for d, t in JUDGE_UNWORTHY)
    page = ('<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>eldrazi-enjoyer — Judge Unworthy came up '
            'in three judge calls last week</title>\n</head>\n<body>\n<header id="header"><h1><a href="/">eldrazi-enjoyer'
            '</a></h1><nav><a href="/ask">ask me anything</a> <a href="/archive">archive</a></nav></header>\n<section id='
            '"posts">\n<article class="post text"><div class="post-content"><p><a class="tumblr_blog">manaleak-moments</a>:'
            '</p><blockquote><p><a class="tumblr_blog">judgebinder</a>:</p><blockquote><p>Judge Unworthy came up in three '
            f"judge calls last weekend.</p><p>Copying the rulings so it's all in one place:</p>{paras}<p>np!</p></blockquote>"
            '<p>reblogging for my playgroup</p></blockquote><p>the rules are a lie and so am i</p></div>\n<div class="tags">'
            '<a>#mtg</a> <a>#magic the gathering</a> <a>#rulings</a> <a>#judge unworthy</a></div>\n<div class="post-footer">'
            '<a class="permalink">March 4, 2026</a> · <a href="#notes">13,238 notes</a></div>\n<ol class="notes"><li class='
            '"note"><span class="action">eldrazi-enjoyer reblogged this from manaleak-moments</span></li><li class="note">'
            '<span class="action">kai-plays liked this</span></li></ol>\n</article>\n</section>\n</body>\n</html>\n')
    bundle = read(page, "post.html")
    assert [(r.date, r.text) for r in bundle.rulings] == JUDGE_UNWORTHY


def _mtgo_announcement(issues: str, rulings: list[tuple[dt.date, str]], name: str) -> str:
    lines = "\n".join(f"[{d.month}/{d.day}/{d.year}] {t}" for d, t in rulings)
    return ("MAGIC: THE GATHERING ONLINE\nNews\nEvents\nSupport\n\nMagic Online Announcements – August 5, 2016\n\n"
            "Posted by the Magic Online Team · 8/5/2016\n\nDowntime\n\nMagic Online will be unavailable on Saturday, "
            "8/6/2016, from 6:00 AM to 10:00 AM PT for the weekly update.\n\nKnown Issues\n\n"
            f"{issues}\n\nResolved Issues\n\n{name} no longer resolves its ability twice after the Jul 29 update. The card "
            f"now follows its rulings, copied from Gatherer for reference:\n\n{lines}\n\nUpcoming Events\n\n"
            "Event\tStart\tEnd\nShowcase Challenge – Pioneer\t8/9/2016 7:00 AM PT\t8/16/2016 7:00 AM PT\n\n"
            "© 2016 Wizards of the Coast LLC. All rights reserved.\n")


def test_a_client_s_known_issues_are_no_rulings() -> None:
    """Magic Online's weekly announcements: a "Known Issues" table (issue, the day it was reported, its
    status) is dated as a rulings table is; its rows are a game client's bugs, none of them a ruling."""
    issues = ("Issue\tReported\tStatus\nDungeon Geists does not trigger when it enters the battlefield.\t7/5/2016\t"
              "Investigating\nClients may freeze when joining a League after a reconnect.\t7/4/2016\tInvestigating")
    bundle = read(_mtgo_announcement(issues, GEISTS, "Dungeon Geists"), "announcements.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


def test_a_policy_section_s_history_is_no_ruling() -> None:
    """An annotated IPG section: an example quotes the card's rulings ("DATE — Text"), and the section's
    history below lists its revisions in the same form; the revisions are none of the card's."""
    rulings = "\n\n".join(f"{d.isoformat()} — {t}" for d, t in AEGISAUR)
    text = ("Magic Judges Blog\n\nHome\nIPG\nMTR\n\nAnnotated IPG: 2.1. Game Play Error — Missed Trigger\n\n"
            "IPG effective September 26, 2024 · annotations last updated October 10, 2024\n\nDefinition\n\n"
            "A triggered ability triggers, but the player controlling it fails to demonstrate awareness of its existence "
            "the first time it would affect the game.\n\nExample D\n\nVictor controls Bellowing Aegisaur. Lena points out "
            f"two turns later that it should have done something. How the card works is in its official rulings:\n\n{rulings}"
            "\n\nHistory of this section\n\n2023-09-02 — The opponent now chooses whether a missed trigger with a default "
            "action is put on the stack.\n2024-03-22 — Triggers that would have been noticed later in the same phase are "
            "no longer an infraction.\n\nDocuments\n\nMTR (effective September 25, 2024)\n")
    bundle = read(text, "ipg.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR


def test_a_date_a_sentence_ends_with_is_its_word() -> None:
    """A release notes article's general note ends its sentence with a date ("… legal in Vintage starting
    July 27, 2023."): a word of the sentence, no ruling's date, and the note no ruling; the card's one
    ruling, dated before it, is."""
    [(d, t)] = rulings_of("ISD", "Pitchburn Devils")
    page = ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Innistrad Remastered Release Notes</title></head>'
            '<body><article><h1>Innistrad Remastered Release Notes</h1><p>Compiled by Jess Dunks</p><p>Document last '
            'modified: 22 June 2023</p><p><strong>Release date:</strong> July 27, 2023</p><h2>General Notes</h2>'
            '<p>Card legality: cards with the ISD set code are legal in Commander, Legacy and Vintage starting July 27, '
            '2023.</p><h2>Card-Specific Notes</h2><h3>Pitchburn Devils</h3><div class="card"><p class="card-text">When '
            'Pitchburn Devils dies, it deals 3 damage to any target.</p></div><ul class="notes">'
            f'<li>{d.day} {d:%B %Y} — {html.escape(t)}</li></ul></article></body></html>')
    bundle = read(page, "release-notes.html")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]


def test_a_report_s_ruling_wrapped_before_the_card_s_name() -> None:
    """A judge's report as pdftotext gives it: lines wrapped at 88 characters, four of them surely cut
    (one after a bracket: "… (in inglese)" / "da Gatherer:"); the ruling's first line is cut just before
    the card's name ("… at the same time that Pitchburn" / "Devils is dealt …"), and goes on."""
    [(d, t)] = rulings_of("ISD", "Pitchburn Devils")
    first, second = textwrap.wrap(f"{d:%d/%m/%Y} — {t}", 88)
    assert second.startswith("Devils")
    text = ("Report del torneo: PPTQ Roma\n\nEvento: PPTQ Roma\nData: 10/06/2018\nFormato: Modern\n\n"
            "Chiamate interessanti\nChiamata 1 — Turno 3, 12:36 — Pitchburn Devils\n"
            "Marco Conti controllava quella carta. Davide Greco ha chiesto come interagisce con un\n"
            "effetto di copia, così ho letto a entrambi i giocatori i ruling ufficiali (in inglese)\nda Gatherer:\n\n"
            f"{first}\n{second}\n\nEntrambi i giocatori erano d'accordo e la partita è continuata. Nessun appello.\n\n"
            "Chiamata 2 — Turno 5, 15:02\nGoblin Charbelcher: un innesco dimenticato notato due turni dopo. L'avversario ha scelto\n"
            "di non metterlo in pila; Warning secondo l'IPG 2.1.\n\nCosa ho imparato\nTenere Gatherer tra i preferiti sul "
            "telefono: i ruling sono stati il modo più rapido per\nchiudere la chiamata.\n\nReport inviato il 2018-06-24\n")
    bundle = read(text, "report.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]


def test_a_price_history_ends_before_the_rulings_heading() -> None:
    """A store's card page as text: a price history ("Histórico de preços", its dated rows of prices) over
    the "Rulings" heading and the rulings table; the history is no change log reaching into them."""
    rows = "\n".join(f"{d:%d/%m/%Y}\t{t}" for d, t in AEGISAUR)
    text = ("Comparador Mágico\nCards  Edições  Decks\n\nBellowing Aegisaur\n\nEnrage — Whenever Bellowing Aegisaur is "
            "dealt damage, put a +1/+1 counter on each other creature you control.\n\nMenor preço R$ 0,47\n\n"
            "Histórico de preços\n13/08/2025\tR$ 1,30\n21/05/2025\tR$ 4,16\n\nRulings\n\n"
            f"Data\tDescrição\n{rows}\n\n© 2025 Comparador Mágico\n")
    bundle = read(text, "card.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR


def test_a_shop_s_category_count_is_no_sentence() -> None:
    """An osCommerce shop's side box: today's date over its categories with their counts ("Magic: The
    Gathering (1204)"); a category is no ruling under that date."""
    [(d, t)] = rulings_of("ISD", "Pitchburn Devils")
    page = ('<html><head><meta charset="iso-8859-1"><title>Pitchburn Devils - Tienda Magic</title></head><body>'
            '<table><tr><td class="infoBox">jueves 31 marzo, 2022</td></tr><tr><td class="infoBoxHeading">Categorías</td></tr>'
            '<tr><td class="infoBox"><a>Magic: The Gathering</a> (1204)<br><a>Sobres y Mazos</a> (87)<br><a>Accesorios</a> (56)'
            '</td></tr></table><h1>Pitchburn Devils</h1><p>When Pitchburn Devils dies, it deals 3 damage to any target.</p>'
            f'<p>Reglas oficiales (rulings):</p><p>{html.escape(t)} ({d.day}/{d.month}/{d.year})</p>'
            '<p>Este producto fue añadido a nuestro catálogo el miércoles 12 enero, 2022.</p></body></html>')
    bundle = read(page, "producto.html")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]


def test_a_feature_match_s_heading_is_no_printed_name() -> None:
    """A French live coverage page: a feature match's heading ("Feature match : X (deck) contre Y (deck)")
    over a paragraph in French naming cards is no printed name and text of the card; the card's French
    name and text quoted with its rulings are."""
    [(d, t)] = rulings_of("ISD", "Pitchburn Devils")
    text = ("Ludik Events\nAccueil\nDirect\n\nDirect — PPTQ Lille\n\nPublié le 26 janvier 2018 à 9 h 02\n\nRonde 3 · 12 h 01\n\n"
            "Feature match : Hugo Petit (Izzet Prowess) contre Camille Martin (Living End)\n\nHugo Petit démarre sur "
            "Godhunter Octopus et ne regarde plus en arrière ; Camille Martin trouve Mark of the Vampire trop tard.\n\n"
            "Ronde 4 (13 h 33) : Julien Moreau s'interroge sur Pitchburn Devils. Le juge de salle lit aux joueurs les "
            "rulings officiels (en anglais) :\n\nDiables brûlegoudron\n\nQuand les Diables brûlegoudron meurent, ils "
            "infligent 3 blessures à une cible, créature ou joueur.\n\n"
            f"[{d.day} {_FR_MONTHS[d.month - 1]} {d.year}] {t}\n\nLa partie reprend selon les rulings.\n\n© 2018 Ludik Events\n")
    bundle = read(text, "direct.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]
    assert [(tr.language, tr.name) for tr in bundle.translations] == [("fr", "Diables brûlegoudron")]
