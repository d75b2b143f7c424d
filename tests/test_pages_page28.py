"""Captured pages (page-28): a WhatsApp export's mark that a message was edited, in the phone's
language, is no part of the ruling; a site built of custom elements (YouTube's ``ytd-…``) shows each
of its boxes apart, so a comment's ruling does not run on into its like count and the next comment.
Written for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import datetime as dt
import html

import pytest

from tests.test_pages_dating import AEGISAUR, GEISTS, read

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
