"""A video's subtitles saved as a file (SubRip ``.srt`` or WebVTT ``.vtt``), read as the words a
viewer reads: each cue's lines are one wrapped caption, joined into a line; a cue that ends in the
middle of a sentence runs on into the next one; cue numbers, timings, the WebVTT header and its
NOTE/STYLE blocks, and the tags inside cues (``<i>``, ``<v Speaker>``, ``<00:00:01.000>``) are no
text. What the captions say (a ruling read out, "The ruling from 15 June 2010 says:") is then read
as any page's text is.

A transcript copied with its stamps (YouTube's "Show transcript": "0:42" over each segment, as text or
as a panel's segments in HTML) is read the same way: the stamps go, the segments are captions. A ruling
read out over several captions is one paragraph, even where a caption ended one of its sentences.
"""

from __future__ import annotations

import re

#: a cue's timing line: "00:00:01,216 --> 00:00:04,811" (SubRip) or "00:01.000 --> 00:04.000 align:start" (WebVTT)
_TIMING = re.compile(r"^\s*(?:\d{1,2}:)?\d{2}:\d{2}[,.]\d{3}\s+-->\s+(?:\d{1,2}:)?\d{2}:\d{2}[,.]\d{3}(?:\s.*)?$")
_CUE_NUMBER = re.compile(r"^\s*\d+\s*$")
_TAG = re.compile(r"</?(?:[a-z]+|v [^>]*|\d[\d:.]*)(?:\.[\w.-]+)?>", re.IGNORECASE)
#: what ends a sentence, so the next cue starts a line of its own
_SENTENCE_END = re.compile(r"[.!?:;。！？：»”\")\]]\s*$")


def is_subtitles(text: str) -> bool:
    """A WebVTT file (its first line says so) or a SubRip one (cues of a number and a timing line)."""
    lines = [line for line in text.lstrip("\ufeff").splitlines()[:400]]
    if lines and lines[0].strip().startswith("WEBVTT"):
        return True
    timings = sum(1 for line in lines if _TIMING.match(line))
    return timings >= 2 and bool(lines) and (_CUE_NUMBER.match(lines[0]) is not None or _TIMING.match(lines[0]) is not None)


def subtitles_text(text: str) -> str:
    """The captions as lines of text, a sentence split over cues joined again."""
    out: list[str] = []
    for cue in re.split(r"\n\s*\n", text.lstrip("\ufeff").replace("\r\n", "\n")):
        lines = [line for line in cue.split("\n") if line.strip()]
        if not lines or lines[0].startswith(("WEBVTT", "NOTE", "STYLE", "REGION")):
            continue
        if not any(_TIMING.match(line) for line in lines):
            continue
        while lines and not _TIMING.match(lines[0]):
            lines.pop(0)  # the cue's number or identifier
        caption = " ".join(_TAG.sub("", line).strip() for line in lines[1:])
        caption = re.sub(r"\s+", " ", caption).strip()
        if not caption:
            continue
        _add_caption(out, caption)
    return "\n\n".join(_spoken_on(out))


#: a caption that is a sound, not words ("[MUSIC]", "［音楽］", "(applause)")
_SOUND = re.compile(r"^[\[［(（♪][^\]］)）]{1,30}[\]］)）♪]$")


def _spoken_on(paragraphs: list[str]) -> list[str]:
    """Sentences said one after another that read as the same rules text, neither dated nor introducing
    what follows, as one paragraph: a ruling read out over captions, one of which ended with a sentence
    ("… ignore all of the card’s normal characteristics." / "The spell’s color, mana cost, … are …"), a
    sentence between two such, and what is said in the game's words between two rulings each announced
    by its date ("The ruling from DATE:" / "Day and night are …" / "The game starts as neither." / …)."""
    from lorehold.ingest.pages.dates import find_dates
    from lorehold.ingest.pages.evidence import reads_as_rules, rules_terms

    said = [para for para in paragraphs if not _SOUND.match(para)]
    dated = [bool(find_dates(para)) for para in said]
    opens = [para.endswith((":", "：")) for para in said]  # (introduces what follows)
    rules = [reads_as_rules(para) and not d for para, d in zip(said, dated)]
    # (whether the next paragraph with a date after each announces a ruling: what comes before it is the
    # ruling before's, not the talk after the last one)
    closed, nxt = [False] * len(said), False
    for k in range(len(said) - 1, -1, -1):
        closed[k] = nxt
        if dated[k]:
            nxt = opens[k]
    out: list[str] = []
    last = -1  # (the paragraph ``out[-1]`` starts with)
    announced = False  # (``out[-1]`` is a ruling's, announced by a date and a colon before it)
    for k, para in enumerate(said):
        if (out and not opens[last] and not dated[last] and not dated[k] and not opens[k]
                and ((reads_as_rules(out[-1]) and (rules[k] or (k + 1 < len(said) and rules[k + 1])))
                     or (announced and closed[k] and rules_terms(para)))):
            out[-1] += " " + para
            continue
        announced = last >= 0 and dated[last] and opens[last] and not dated[k] and not opens[k]
        out.append(para)
        last = k
    return out


def _add_caption(out: list[str], caption: str) -> None:
    """A caption after the ones before it: a line of its own where the last one ended a sentence and
    it starts one (not "characteristics:" / "name, types, subtypes, …"), else the last line's words go on."""
    if out and (not _SENTENCE_END.search(out[-1]) or caption[:1].islower()):
        out[-1] += " " + caption
    else:
        out.append(caption)


#: a transcript's time stamp on a line of its own ("0:42", "1:02:07"), as a video site's transcript
#: panel is copied: each stamp over the words said from then on
_STAMP = re.compile(r"^\s*\d{1,2}(?::\d{2}){1,2}\s*$")


def _stamped_runs(lines: list[str]) -> list[tuple[int, int]]:
    """Where a text alternates stamps and the words said (six stamps at least, each over one line of a
    few words, the next stamp under it: not a chat's log, whose times stand beside a name and a
    message): (first line, end) of each such run."""
    runs, i = [], 0
    while i < len(lines):
        j, stamps = i, 0
        while (j + 1 < len(lines) and _STAMP.match(lines[j]) and lines[j + 1].strip() and not _STAMP.match(lines[j + 1])
               and len(lines[j + 1].split()) <= _SEGMENT_WORDS
               and (j + 2 == len(lines) or not lines[j + 2].strip() or _STAMP.match(lines[j + 2]))):
            j, stamps = j + 2, stamps + 1
        if stamps >= 6:
            runs.append((i, j))
            i = j
        else:
            i += 1
    return runs


#: the most words a transcript's segment holds (a line of captions)
_SEGMENT_WORDS = 25


def is_stamped_transcript(text: str) -> bool:
    """A text that holds a transcript copied with its time stamps (YouTube's "Show transcript")."""
    return sum(1 for line in text.splitlines()[:4000] if _STAMP.match(line)) >= 6 and bool(
        _stamped_runs(text.replace("\r\n", "\n").split("\n")))


def stamped_transcript_text(text: str) -> str:
    """The text with each stamped transcript as the words said: stamps gone, a sentence split over
    segments joined again, a paragraph for each sentence that ends a segment (the rest of the page as it is)."""
    lines = text.lstrip("\ufeff").replace("\r\n", "\n").split("\n")
    out, last = [], 0
    for start, end in _stamped_runs(lines):
        out += lines[last:start]
        said: list[str] = []
        for line in lines[start:end]:
            if not _STAMP.match(line):
                _add_caption(said, re.sub(r"\s+", " ", line).strip())
        out += ["", "\n\n".join(_spoken_on(said)), ""]
        last = end
    return "\n".join(out + lines[last:])


def stamped_blocks(blocks: list[str]) -> list[str]:
    """An HTML page's blocks with each stamped transcript in them (a transcript panel's segments, a stamp
    and the words said each a block) as the words said, as ``stamped_transcript_text`` reads a text's."""
    runs = _stamped_runs(blocks)
    if not runs:
        return blocks
    out, last = [], 0
    for start, end in runs:
        said: list[str] = []
        for block in blocks[start:end]:
            if not _STAMP.match(block):
                _add_caption(said, re.sub(r"\s+", " ", block).strip())
        out += blocks[last:start] + _spoken_on(said)
        last = end
    return out + blocks[last:]
