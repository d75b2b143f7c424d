"""Python values as a program prints them, read as the JSON documents they would be (``jsondoc.py``).

A failing pytest run shows the values it compared under "Full diff:", each line behind pytest's "E" and a diff
marker ("- " for the one side, "+ " for the other, "  " for both, "? " for ndiff's hints), the value in ``pprint``'s
layout (single-quoted strings, a long one split into adjacent literals over several lines). Each side is read as the
Python literal it is (``ast.literal_eval`` joins the split literals), and the two sides' prose is written out in the
failure's place, each ruling once; the assertion's one-line summary above it, truncated as pytest truncates it, goes
with it. A page with no such diff comes back as it was."""

from __future__ import annotations

import ast
import re

from lorehold.ingest.pages.jsondoc import value_text

#: a pytest explanation line ("E       AssertionError: …", "E         Full diff:")
_E_LINE = re.compile(r"^E(?: |$)")


def pytest_diffs_read(text: str) -> str:
    """``text`` with each pytest failure's explanation that shows a full diff replaced by the prose of the values it
    compared (see the module docstring)."""
    if "Full diff:" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not _E_LINE.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        end = next((j for j in range(i, len(lines)) if not _E_LINE.match(lines[j])), len(lines))
        read = _explanation_text(lines[i:end])
        out += lines[i:end] if read is None else ["", read, ""]
        i = end
    return "\n".join(out)


def _explanation_text(lines: list[str]) -> str | None:
    """The prose of the values a full diff in pytest's explanation ``lines`` compares; ``None`` without one."""
    at = next((k for k, line in enumerate(lines) if line[1:].strip() == "Full diff:"), None)
    if at is None:
        return None
    base = lines[at].index("Full diff:")
    diff = [line[base:] for line in lines[at + 1:]]
    sides = []
    for drop in ("+ ", "- "):
        kept = [line[2:] for line in diff if line[:2] in ("  ", "- ", "+ ") and line[:2] != drop]
        if (value := python_value("\n".join(kept))) is not None:
            sides.append(value)
    if not sides:
        return None
    return value_text(sides) or None


def python_value(text: str):
    """The Python literal ``text`` is (dicts, lists, tuples, strings, numbers); ``None`` when it is none."""
    try:
        value = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None
    return _listed(value) if isinstance(value, (dict, list, tuple)) else None


def _listed(value):
    """``value`` with its tuples as lists and its keys as strings (as a JSON document holds them)."""
    if isinstance(value, (list, tuple)):
        return [_listed(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _listed(v) for k, v in value.items()}
    return value
