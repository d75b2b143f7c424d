"""Pages in formats of their own and in layouts the line-by-line reading does not know (issue 15,
parser page-11): an RTF document (decoded by ``striprtf``), an e-mail and an mbox with a
quoted-printable body (decoded by Python's ``email``), an IRC log whose only date is the log's
asctime header, a chat whose bot quotes each ruling with its date inside the line. The rulings and
dates come from MTGJSON's own set files (data/sample); each page is written here by hand."""

from __future__ import annotations

import datetime as dt
import quopri

import pytest

from lorehold.errors import UnreadableSource
from lorehold.ingest import pages
from tests.test_pages_dating import AEGISAUR, read
from tests.test_pages_fresh5 import EXPECTED, got

# the two rulings of 2018-01-19 (the first of AEGISAUR is of 2017-09-29)
LATER = [(d, t) for d, t in AEGISAUR if d == dt.date(2018, 1, 19)]


def _rtf_escape(text: str) -> str:
    """Text as an RTF writer saves it: backslashes and braces escaped, non-ASCII as \\uN? (signed 16 bits)."""
    out = []
    for ch in text:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        else:
            code = ord(ch)
            out.append(f"\\u{code - 65536 if code > 32767 else code}?")
    return "".join(out)


def test_an_rtf_document_is_decoded_and_its_rulings_dated() -> None:
    body = [r"{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fnil\fcharset0 Calibri;}}",
            r"{\*\generator Riched20 10.0.19041}\viewkind4\uc1",
            r"\pard\sa200\b\f0\fs28 Bellowing Aegisaur\b0\fs22\par", r"\b Rulings\b0\par"]
    for d, t in AEGISAUR:
        # the date in Japanese, with the era's year in brackets: 2018年（平成30年）1月19日
        date = f"{d.year}年（平成{d.year - 1988}年）{d.month}月{d.day}日"
        body += [rf"\i {_rtf_escape(date)}\i0\par", rf"{_rtf_escape(t)}\par"]
    page = "\n".join(body + ["}"])
    assert pages.sniff("rulings.rtf", page.encode("ascii"))
    bundle = read(page, "rulings.rtf")
    assert got(bundle) == EXPECTED
    assert bundle.card.lookup.name == "Bellowing Aegisaur"


def _mail(subject: str, body: str, date: str = "Fri, 15 May 2026 09:12:44 +0100") -> str:
    encoded = quopri.encodestring(body.encode("utf-8")).decode("ascii")
    return (f"From: Rules Digest <digest@rules.example.org>\nTo: judges@lists.example.org\nSubject: {subject}\n"
            f"Date: {date}\nMessage-ID: <1@rules.example.org>\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: quoted-printable\n\n{encoded}\n")


def test_an_email_with_a_quoted_printable_body_is_decoded() -> None:
    body = "Rulings for Bellowing Aegisaur:\n\n" + "\n\n".join(f"{d:%d.%m.%Y}\n{t}" for d, t in AEGISAUR)
    body += "\n\n-- \nRules Digest mailing list\nTo unsubscribe send an email to leave@lists.example.org\n"
    page = _mail("Rulings for Bellowing Aegisaur", body)
    assert "=E2=80=99" in page or "=\n" in page  # the body really is quoted-printable
    bundle = read(page, "digest.eml")
    assert got(bundle) == EXPECTED
    assert bundle.card.lookup.name == "Bellowing Aegisaur"


def test_an_mbox_of_two_messages_gives_both_messages_rulings() -> None:
    first, later = AEGISAUR[0], LATER
    one = _mail("Bellowing Aegisaur (1/2)", f"{first[0]:%Y-%m-%d}\n{first[1]}\n")
    two = _mail("Bellowing Aegisaur (2/2)", "\n\n".join(f"{d:%Y-%m-%d}\n{t}" for d, t in later) + "\n")
    page = (f"From digest@rules.example.org Fri May 15 09:12:44 2026\n{one}\n"
            f"From digest@rules.example.org Fri May 15 09:13:02 2026\n{two}")
    assert got(read(page, "digest.mbox", card="Bellowing Aegisaur")) == EXPECTED


def test_an_irc_log_dates_its_rulings_by_the_logs_asctime_header() -> None:
    """No line of the log carries a ruling's date; the log's "Log opened" header (C's asctime) does."""
    lines = ["--- Log opened Fri Jan 19 13:58:02 2018",
             "13:58 -!- RulesBot [~bot@rules.example.org] has joined #mtg-rules",
             "14:02 < sanne> !rulings Bellowing Aegisaur"]
    lines += [f"14:0{3 + k} < RulesBot> {t}" for k, (_, t) in enumerate(LATER)]
    lines += ["14:09 < sanne> thanks bot", "--- Log closed Sat Jan 20 00:12:40 2018"]
    bundle = read("\n".join(lines), "irc.log.txt")
    assert got(bundle) == LATER
    assert "thanks bot" not in " ".join(r.text for r in bundle.rulings)


def test_a_chat_bot_quoting_each_ruling_with_its_date_inside_the_line() -> None:
    lines = ["# Start logging at 2026-01-27 20:11:09 Central European Standard Time",
             "[20:11:12] StreamElements: Welcome to the stream! Type !commands for the list",
             "[20:11:15] viewer_42: !ruling Bellowing Aegisaur"]
    lines += [f"[20:11:{16 + k}] RulesBot: @viewer_42 Bellowing Aegisaur ({d.day}. {['September', 'Januar'][d.month == 1]} "
              f"{d.year}): {t}" for k, (d, t) in enumerate(AEGISAUR)]
    lines += ["[20:12:02] viewer_42: thanks!"]
    assert got(read("\n".join(lines), "chat.txt")) == EXPECTED


def test_a_date_that_several_sentences_could_belong_to_dates_none_of_them() -> None:
    """A question's options under one date: which one is the ruling the page does not say by its layout."""
    from lorehold.ingest.pages import fallback

    options = ["A) Damage dealt by this creature can't be prevented.",
               "B) If the target becomes illegal, the spell still resolves and does everything it can.",
               "C) This creature can't be the target of spells or abilities your opponents control.",
               "D) The triggered ability uses the stack only if you control another creature."]
    lines = ["Question 1 of 2: Which statement is true?", *options, "Answer: D", "2018-01-19",
             "Question 2 of 2: Which statement is true?", *options, "Answer: B", "2018-01-19"]
    assert fallback.rulings(lines, []) == []
    one = ["Question 1: Which statement is true?", options[0], "2018-01-19", "Question 2", options[1], "2018-01-19"]
    assert [(r.date.date, r.text) for r in fallback.rulings(one, [])] == [
        (dt.date(2018, 1, 19), options[0][3:]), (dt.date(2018, 1, 19), options[1][3:])]


@pytest.mark.parametrize("page", [
    "We use cookies to improve your experience.\nUpdated 2018-01-19\nAccept all\nReject all\n",
    "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n",
])
def test_the_reader_of_last_resort_still_refuses_what_is_no_rulings_page(page: str) -> None:
    with pytest.raises(UnreadableSource, match="not a card or rulings page"):
        read(page, "page.txt", card="Bellowing Aegisaur")


def test_lettered_options_questions_and_wordless_lines_under_dates_are_no_rulings() -> None:
    """A quiz under dated headings: its questions, its lettered options and its score line are not
    stored; a chat's thanks in another language under English rulings neither."""
    lines = ["Bellowing Aegisaur", ""]
    for d, t in AEGISAUR:
        lines += [f"{d.isoformat()}", t, ""]
    lines += ["2018-01-19", "Question 1 of 1: Which statement about Bellowing Aegisaur is true?",
              "A) Damage dealt by Bellowing Aegisaur can't be prevented.",
              "B) Bellowing Aegisaur's ability can be activated only during your main phase.",
              "C) If Bellowing Aegisaur leaves the battlefield, its effect ends immediately.",
              "Score: 0/1 · Retake exam", "", "2018-01-20", "[민수] [오후 9:10] 감사합니다!"]
    assert got(read("\n".join(lines))) == EXPECTED
