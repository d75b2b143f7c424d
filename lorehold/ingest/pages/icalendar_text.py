"""An iCalendar file (``.ics``) saved as a card's page: a club's rules evening whose description
lists the card's rulings. Read with ``icalendar`` (lines unfolded, ``\\,`` ``\\;`` ``\\n`` unescaped)
and written out as the text a page shows: each event's summary as its heading, then its description
and comments, one paragraph per blank line of theirs. Times, ids, places, reminders and the
calendar's own fields are no text of the page."""

from __future__ import annotations

import re

_START = re.compile(r"^\s*BEGIN:VCALENDAR\s*$", re.MULTILINE | re.IGNORECASE)
#: the components that carry a text of their own
_COMPONENTS = ("VEVENT", "VTODO", "VJOURNAL")


def is_icalendar(text: str) -> bool:
    """The document is an iCalendar file."""
    return bool(_START.match(text[:200]))


def icalendar_text(text: str) -> str | None:
    """The summaries, descriptions and comments of the calendar's events; ``None`` when it does not
    parse or holds none."""
    from icalendar import Calendar

    try:
        calendar = Calendar.from_ical(text)
    except (ValueError, KeyError, IndexError):
        return None
    blocks: list[str] = []
    for component in calendar.walk():
        if component.name not in _COMPONENTS:
            continue
        for key in ("SUMMARY", "DESCRIPTION", "COMMENT"):
            values = component.get(key)
            for value in values if isinstance(values, list) else [values]:
                if value is not None and str(value).strip():
                    blocks.append(str(value).strip())
    return "\n\n".join(blocks) or None
