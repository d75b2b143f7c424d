"""A unified diff of a data file (``git log -p``, ``git show``, cgit's or a forge's commit page) read as the file's
two versions are: the hunk's context and removed lines are the old version, its context and added lines the new one;
where a hunk holds a whole JSON value (a card's rulings file changed in one place, shown with its context), both
versions are read as JSON (``jsondoc.py``), each ruling once, in the hunk's place. In a text, a hunk that holds part of
a value (three lines of context around a change) gives the whole objects each version holds (a ruling added, with the
one before it); a hunk that holds none stays as it was: its lines are read as any page's."""

from __future__ import annotations

import json
import re

from lorehold.ingest.pages.jsondoc import embedded_json_text, value_text

#: a hunk's header ("@@ -1,44 +1,48 @@", "@@ -3 +3 @@ def f():")
_HUNK = re.compile(r"^\s*@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@")
#: what ends a hunk: the next file's header or hunk
_NEXT = re.compile(r"^\s*(?:diff --git |@@ -\d|commit [0-9a-f]{7,40}\b)")
_MAX_LINES = 5000


def diffs_read(lines: list[str], blocks: bool = False) -> list[str]:
    """``lines`` (a text's lines, or with ``blocks`` an HTML page's blocks, a diff line each) with each hunk that holds
    a whole JSON value replaced by the prose of its old and new versions (see the module docstring): a paragraph
    apart in a text, a block each object."""
    if not any(_HUNK.match(line) for line in lines):
        return lines
    out: list[str] = []
    i = 0
    while i < len(lines):
        out.append(lines[i])
        if not _HUNK.match(lines[i]):
            i += 1
            continue
        read, end = _hunk_value(lines, i + 1)
        if read is None and not blocks:
            read, end = _hunk_objects(lines, i + 1)
        if read is not None:
            out += read.split("\n\n") if blocks else ["", read, ""]
            i = end
        else:
            i += 1
    return out


def _hunk_value(lines: list[str], start: int) -> tuple[str | None, int]:
    """The prose of the JSON value the hunk starting at line ``start`` holds whole (both versions), and the line after
    the value; ``(None, start)`` when it holds none."""
    old: list[str] = []
    new: list[str] = []
    first = next((k for k in range(start, min(len(lines), start + 5)) if lines[k].strip()), None)
    if first is None or _body(lines[first])[1].strip()[:1] not in ("{", "["):
        return None, start
    for k in range(start, min(len(lines), start + _MAX_LINES)):
        line = lines[k]
        if _NEXT.match(line):
            break
        mark, body = _body(line)
        if mark != "+":
            old.append(body)
        if mark != "-":
            new.append(body)
        if body.strip() in ("}", "]") and (values := _values("\n".join(old), "\n".join(new))):
            return value_text(values) or None, k + 1
    return None, start


def _hunk_objects(lines: list[str], start: int) -> tuple[str | None, int]:
    """The prose of the whole JSON objects in each version of a text's hunk that holds part of a value (a change and
    its context: "     {" / "       \"date\": …" / "+    }," …), the old version's then the new one's, and the line
    after the hunk; ``(None, start)`` when neither version holds one."""
    end = start
    while end < len(lines) and lines[end][:1] in (" ", "+", "-", "\\") and not _NEXT.match(lines[end]):
        end += 1
    sides = []
    for drop in ("+", "-"):
        side = "\n".join(body for mark, body in map(_body, lines[start:end]) if mark != drop and mark != "+-")
        if (read := embedded_json_text(side)) != side:
            sides.append(read)
    return ("\n\n".join(sides), end) if sides else (None, start)


def _body(line: str) -> tuple[str, str]:
    """A diff line's mark ("+", "-" or " ") and its text ("\\ No newline at end of file" is neither version's)."""
    if line.startswith("\\ "):
        return "+-", ""
    if line[:1] in ("+", "-") and not line.startswith(("+++ ", "--- ")):
        return line[0], line[1:]
    return " ", line[1:] if line.startswith(" ") else line


def _values(old: str, new: str) -> list | None:
    """Both versions as JSON values (a new file's or a deleted one's one version); ``None`` unless each is whole."""
    sides = [side for side in (old, new) if side.strip()]
    try:
        return [json.loads(side) for side in sides] or None
    except ValueError:
        return None
