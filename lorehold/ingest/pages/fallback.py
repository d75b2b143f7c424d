"""The reader of last resort, for a page whose layout the line-by-line reading (``entries.py``) did
not recognize: a chat log, a forum post quoting rulings, a wiki's talk page, a row of an export.

It asks no layout of the page. Each line is cut at its dates; what is left of it is searched for a
sentence that reads as rules (``evidence.reads_as_rules``), after whatever heads it (a timestamp, a
nick, a label ending with a mark: ``[20:11] Bot: @user NAME (DATE): text``) and without what trails
it (an attribution after its last sentence: ``text — Wizards of the Coast, DATE``). Such a sentence
is a ruling only when its date is unambiguous:

- a date on its own line (the sentence's, or a page's lone date standing before all of them);
- where dates stand on lines of their own between the sentences, the page dates its entries one by
  one, on one side (the side most sentences touch a date on); each date then claims the one sentence
  nearest it on that side. A date that more than one sentence could belong to (a list of options
  under a question) claims none of them: a missed ruling is better than a line of chrome stored.

A question is no ruling, nor a line of chrome, nor a card's own text, nor anything of under six words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lorehold.ingest.pages import langid
from lorehold.ingest.pages.chrome import is_chrome
from lorehold.ingest.pages.dates import DateMatch, find_dates
from lorehold.ingest.pages.entries import Ruling, copy_stamp, rule_cited_off
from lorehold.ingest.pages.evidence import reads_as_rules, size, starts_like_card_text
from lorehold.ingest.pages.labels import type_line

#: a head's end: a closing mark or a separator, then a space (where a sentence after a nick, a
#: timestamp or a label may start)
_HEAD_END = re.compile(r"[>\]):：»|·•—–\-]\s+")
#: where a sentence may start: a capital letter, an opening quote, a letter of a script without case
_START = re.compile(r"[\"'“‘«„¿¡]?[^\W\d_a-z]|\{[^{}\s]{1,8}\}|[+-]\d+/[+-]\d+")  # (or a symbol: "{E} is the energy symbol.")
#: a sentence's end, maybe inside closing quotes or brackets
_END = re.compile(r"[.!。！][\"'”’»」』)）]*(?=\s|$)")
#: the most words a head (a nick, a timestamp, a label) may have
_HEAD_WORDS = 10
#: the least words a ruling has
_MIN_WORDS = 6
#: the most lines a lone date stands from the sentences it dates (a heading's "Rulings (DATE):" over a list,
#: a log's "opened" header over its first lines: a join, the topic, the request)
_NEAR = 5


@dataclass
class _Line:
    index: int
    text: str
    dates: list[DateMatch]
    sentence: str = ""  # the sentence reading as rules found on the line, if any


#: a list's marker: "A) ", "3. ", "b) "
_LIST_MARK = re.compile(r"^(?:[A-Za-z]|\d{1,3})[.)]\s+(?=\S)")


def _trimmed(segment: str) -> str:
    """The part of ``segment`` from where a sentence starts after its head, to its last sentence end."""
    segment = _LIST_MARK.sub("", segment.strip())
    starts = [0] + [m.end() for m in _HEAD_END.finditer(segment)]
    for start in starts:
        head = segment[:start]
        if len(head.split()) > _HEAD_WORDS or _END.search(head.rstrip()):
            break
        rest = segment[start:].lstrip()
        if not _START.match(rest):
            continue
        ends = list(_END.finditer(rest))
        if not ends:
            continue
        return rest[:ends[-1].end()].strip()
    return ""


def _sentence_of(text: str, dates: list[DateMatch], names: list[str]) -> str:
    """The longest part of the line between its dates that reads as a ruling ("" when none does)."""
    cuts = [0] + [p for d in dates for p in (d.start, d.end)] + [len(text)]
    best = ""
    for a, b in zip(cuts[::2], cuts[1::2]):
        for cell in text[a:b].split("\t"):  # a tab parts the cells of a row: a sentence stays in one
            found = _trimmed(cell)
            if len(found) > len(best) and _ruling_like(found, names):
                best = found
    return best


def _ruling_like(text: str, names: list[str]) -> bool:
    return (
        size(text) >= _MIN_WORDS
        and not text.rstrip("\"'”’»)） ").endswith(("?", "？"))
        and reads_as_rules(text, names)
        and not is_chrome(text)
        and not starts_like_card_text(text, names)
    )


#: markup left inside a line of text (an export's cell holding HTML): a break or a block ends a line
_BREAK_TAG = re.compile(r"<(?:br|/?p|/?div|/?li|/?tr|/?td|/?h\d)\b[^<>]{0,80}>", re.IGNORECASE)
_TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]{0,10}\b[^<>]{0,80}>")
_SPACES = re.compile(r"[^\S\t\n]+")


def _lines(lines: list[str], names: list[str]) -> list[_Line]:
    out = []
    for raw in lines:
        for part in _BREAK_TAG.sub("\n", raw).split("\n"):
            text = _SPACES.sub(" ", _TAG.sub("", part)).strip()
            if text:
                dates = find_dates(text)
                if dates and copy_stamp(_undated(text, dates)):
                    dates = []  # when a copy was made ("Sent to Kindle on Jan 3, 2026"): no ruling's date
                # (the line under a type line is the card's own text: "Sorcery" over "Swelter deals 2 damage …")
                typed = bool(out) and not out[-1].dates and type_line(out[-1].text)
                out.append(_Line(len(out), text, dates, "" if typed else _sentence_of(text, dates, names)))
    return out


def _undated(text: str, dates: list[DateMatch]) -> str:
    """The words of ``text`` beside its dates."""
    pieces, k = [], 0
    for d in dates:
        pieces.append(text[k:d.start])
        k = d.end
    pieces.append(text[k:])
    return " ".join(" ".join(pieces).split())


def _side(lines: list[_Line]) -> int:
    """-1 where the page's dates stand before their sentences, +1 after: the side more sentences touch a
    date line on (before when as many do)."""
    before = after = 0
    for k, line in enumerate(lines):
        if not line.sentence or line.dates:
            continue
        before += k > 0 and bool(lines[k - 1].dates) and not lines[k - 1].sentence
        after += k + 1 < len(lines) and bool(lines[k + 1].dates) and not lines[k + 1].sentence
    return 1 if after > before else -1


def _claimed(lines: list[_Line]) -> dict[int, DateMatch]:
    """Position of each sentence in ``lines`` -> its date, when only one date can be its."""
    out: dict[int, DateMatch] = {}
    for k, line in enumerate(lines):
        if line.sentence and line.dates:
            out[k] = min(line.dates, key=lambda d: abs(d.start - line.text.find(line.sentence)))
    anchors = [k for k, line in enumerate(lines) if line.dates and not line.sentence]
    loose = [k for k, line in enumerate(lines) if line.sentence and not line.dates]
    if not anchors or not loose:
        return out
    if not any(loose[0] < a < loose[-1] for a in anchors):
        # no date between the sentences: the page's nearest date above them is theirs (else below),
        # when it stands by them (a post's timestamp under its one sentence); a date lines away from
        # them (when a listing ended, above its specifics and the seller's notes) is the page's own
        above = [a for a in anchors if a < loose[0]]
        a = above[-1] if above else min(anchors)
        date = lines[a].dates[-1 if above else 0]
        if min(abs(a - k) for k in loose) <= _NEAR:
            out.update((k, date) for k in loose)
        return out
    side = _side(lines)
    for a in anchors:
        # the sentences between this date and the next date on its side (or the edge of the page)
        if side < 0:
            stop = next((b for b in anchors if b > a), len(lines))
            span = [k for k in loose if a < k < stop]
        else:
            stop = max((b for b in anchors if b < a), default=-1)
            span = [k for k in loose if stop < k < a]
        if len(span) == 1:
            out[span[0]] = lines[a].dates[0 if side < 0 else -1]
    return out


def rulings(lines: list[str], names: list[str]) -> list[Ruling]:
    """The dated rulings ``lines`` give read without a layout (none when no date is unambiguous)."""
    read = _lines(lines, names)
    claimed = _claimed(read)
    out: list[Ruling] = []
    seen: set[str] = set()
    for k in sorted(claimed):
        text = rule_cited_off(read[k].sentence)
        if text in seen:
            continue
        seen.add(text)
        out.append(Ruling(text=text, language=langid.identify(text), date=claimed[k], publisher=None, group=None))
    return out


def heads_off(text: str) -> str:
    """A ruling's text without a chat message's or a log's bracketed head ("[nick] [9:19 PM] text",
    "<nick> text"): only a text that opens with a bracket loses anything, and only when what is
    left still reads as rules."""
    if not text.startswith(("[", "<", "【")):
        return text
    found = _trimmed(text)
    return found if found and found != text and reads_as_rules(found) else text

