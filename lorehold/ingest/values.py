"""Small value readers every parser shares: ISO dates, integers, colours in WUBRG order, joins of
the values present. Pure functions of their argument."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

#: colour letters in the order Magic writes them
WUBRG = "WUBRG"
#: how the texts of a card's faces are joined into the card's text (as MTGJSON does)
FACE_TEXT_JOIN = "\n//\n"


def iso_date(value: Any) -> dt.date | None:
    """A ``YYYY-MM-DD`` date, or None when the value is missing or not one."""
    try:
        return dt.date.fromisoformat(value) if value else None
    except (TypeError, ValueError):
        return None


def int_or_none(value: Any) -> int | None:
    """An integer (``42`` or ``"42"``), or None when the value is missing or not one."""
    try:
        return int(value) if value not in (None, "") else None
    except (TypeError, ValueError):
        return None


def wubrg(letters: Iterable[str]) -> str:
    """The colour letters given, once each, in WUBRG order (``"GW"`` -> ``"WG"``)."""
    present = set(letters)
    return "".join(c for c in WUBRG if c in present)


def join_present(values: Iterable[Any], sep: str) -> str | None:
    """The values that are present joined with ``sep``, or None when none is."""
    present = [v for v in values if v]
    return sep.join(present) if present else None


def exported_date(value: str | None) -> dt.date | None:
    """A date lorehold wrote itself (``YYYY-MM-DD`` or nothing): anything else is an error (ValueError)."""
    return dt.date.fromisoformat(value) if value else None
