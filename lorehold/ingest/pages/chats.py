"""The heads of a chat export's messages: who sent each message and when in the day, set apart from
what was said.

Chat apps export a day's header ("2015/11/04(水)", "--- 2021년 3월 19일 금요일 ---") then one message a
line, its head the time of day and the sender, in the app's own arrangement:

- the time, a tab, the sender, a tab, the text (LINE's "21:10<TAB>Mio<TAB>text");
- the sender and the time, each in brackets ("[Mio] [오후 9:10] text", KakaoTalk's);
- the time in brackets, the sender and a colon ("[21:10] Mio: text");
- the time, the sender's nick in angle brackets (an IRC client's log: "14:04 < Mio> text", "[14:04] <@Mio> text").

``chat_heads`` gives each such line its text alone and its sender, so the reading knows who answers
with rules (whose messages are the rulings) and that another sender's "thanks!" in any language is
chatter, not a ruling.
"""

from __future__ import annotations

import re
from dataclasses import replace

#: a time of day, maybe with the day's half before or after it in any language ("오후 9:10", "9:10 PM", "午後9:10")
_TIME = r"(?:[^\W\d_]{1,4}\.?\s?)?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[^\W\d_]{1,2}\.?[^\W\d_]?\.?)?"
#: a sender's name: a few words, no sentence
_NAME = r"[^\t\[\]:：\n]{1,40}?"
_HEADS = (
    re.compile(rf"^(?P<time>{_TIME})\t(?P<name>{_NAME})\t(?P<text>\S.*)$"),
    re.compile(rf"^\[(?P<name>{_NAME})\]\s*\[(?P<time>{_TIME})\]\s*(?P<text>\S.*)$"),
    re.compile(rf"^\[(?P<time>{_TIME})\]\s*(?P<name>{_NAME})\s*[:：]\s+(?P<text>\S.*)$"),
    # an IRC client's log: "14:04 < RulesBot> text", "[14:04] <@RulesBot> text" (a nick's mode mark before it)
    re.compile(rf"^\[?(?P<time>{_TIME})\]?\s+<\s?[@+%&~]?(?P<name>[^<>\s]{{1,40}})>\s+(?P<text>\S.*)$"),
)


#: the user a message answers, named first ("@mana_flooded ", "@Mio, ")
_MENTION = re.compile(r"^@[\w.-]{2,40}[,:]?\s+(?=\S)")


def without_mention(text: str) -> str:
    """A message's text without the user it answers ("@julien_m Each face …")."""
    return _MENTION.sub("", text)


def message_head(text: str) -> tuple[str, str] | None:
    """(sender, text) of a chat message's line, or None when the line has no message head (the user
    the message answers is no part of its text either)."""
    for pattern in _HEADS:
        m = pattern.match(text)
        if m and len(m.group("name").split()) <= 4:
            return m.group("name").strip(), _MENTION.sub("", m.group("text").strip())
    return None


def chat_heads(lines: list) -> list:
    """``lines`` (``entries.Line``) with each chat message's head set apart: its text alone, its sender named. Only on a
    page where two lines or more are messages (one such line may be anything)."""
    heads = [message_head(line.text) if line.text and not line.sender else None for line in lines]
    if sum(1 for h in heads if h) < 2:
        return lines
    return [replace(line, text=head[1], sender=head[0]) if head else line for line, head in zip(lines, heads)]
