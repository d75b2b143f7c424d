"""A video's subtitles saved as a file (SubRip ``.srt`` or WebVTT ``.vtt``), read as the words a
viewer reads: each cue's lines are one wrapped caption, joined into a line; a cue that ends in the
middle of a sentence runs on into the next one; cue numbers, timings, the WebVTT header and its
NOTE/STYLE blocks, and the tags inside cues (``<i>``, ``<v Speaker>``, ``<00:00:01.000>``) are no
text. What the captions say (a ruling read out, "The ruling from 15 June 2010 says:") is then read
as any page's text is.
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
        if out and not _SENTENCE_END.search(out[-1]):
            out[-1] += " " + caption
        else:
            out.append(caption)
    return "\n\n".join(out)
