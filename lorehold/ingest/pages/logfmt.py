"""A log line in logfmt (Go's ``log/slog`` text handler, logrus, Heroku's router: ``time=… level=debug msg=ruling
date=2013-07-01 text="If you choose …"``) read as the record it is: each ``key=value`` pair a field, a quoted value
with its escapes undone (Go's quoting, as JSON's). A line that is not pairs throughout (three at least) is none."""

from __future__ import annotations

import json
import re

_PAIR = re.compile(r'\s*([A-Za-z_][\w.\-/@]*)=("(?:[^"\\\n]|\\.)*"|[^\s"=]*)(?=\s|$)')


def logfmt_record(line: str) -> dict[str, str] | None:
    """The fields of a logfmt line; ``None`` when ``line`` is not one."""
    record: dict[str, str] = {}
    at = 0
    line = line.rstrip()
    while at < len(line):
        m = _PAIR.match(line, at)
        if m is None:
            return None
        value = m.group(2)
        if value.startswith('"'):
            try:
                value = json.loads(value)
            except ValueError:
                value = value[1:-1]
        record[m.group(1)] = value
        at = m.end()
    return record if len(record) >= 3 else None
