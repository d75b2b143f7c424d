"""A speech script's dates (SSML's ``<say-as interpret-as="date" format="mdy">03/01/2010</say-as>``): the format says
the order of the day, the month and the year, which the digits alone leave open; each such date is written as its
ISO day, the rest of the document as it was."""

from __future__ import annotations

import datetime as dt
import re

_SAY_AS = re.compile(r'<say-as\b(?=[^>]*\binterpret-as\s*=\s*["\']date["\'])[^>]*\bformat\s*=\s*["\'](?P<format>[dmy]{2,3})["\'][^>]*>'
                     r"(?P<date>[^<]{4,20})</say-as>", re.IGNORECASE)


def say_as_days(text: str) -> str:
    """``text`` with each ``say-as`` date whose format gives the order of its numbers written as its ISO day."""
    if "say-as" not in text:
        return text
    return _SAY_AS.sub(_iso, text)


def _iso(m: re.Match) -> str:
    numbers = re.findall(r"\d+", m.group("date"))
    order = m.group("format").lower()
    if len(numbers) != len(order) or len(order) != 3:
        return m.group(0)
    parts = dict(zip(order, (int(n) for n in numbers)))
    year = parts["y"] + (2000 if parts["y"] < 50 else 1900 if parts["y"] < 100 else 0)
    try:
        return dt.date(year, parts["m"], parts["d"]).isoformat()
    except ValueError:
        return m.group(0)
