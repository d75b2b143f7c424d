"""An Org-mode file (Emacs's notes), read as the text its outline shows:

- the file's settings ("#+AUTHOR:", "#+DATE: <2022-02-19 Sat>", "#+OPTIONS:") are no text of it, but
  for its title; the date is when the file was written, no ruling's;
- a block's markers ("#+begin_quote", "#+end_quote") and a drawer's (":PROPERTIES:", ":END:") go,
  their contents stay (a property ":RULED: [2004-10-04 Mon]" is a labelled date);
- a headline's stars, its TODO keyword and its tags go ("*** DONE Note 1   :rules:" -> "Note 1"),
  and so do the planning lines under it ("CLOSED: [2014-12-26 Fri 16:22]": when a task was done);
- the outline's indentation goes (a section's shared indent), and a property's leading colon;
- a day's timestamp loses its weekday, written in the file's language ("[2021-03-19 P]" ->
  "[2021-03-19]"), so that it reads as a date in any language.
"""

from __future__ import annotations

import re

_SETTING = re.compile(r"^#\+([A-Za-z_]+):[ \t]*(.*)$")
_BLOCK_MARK = re.compile(r"^\s*#\+(?:begin|end)_\w+.*$", re.IGNORECASE)
_DRAWER = re.compile(r"^\s*:(?:PROPERTIES|END|LOGBOOK|[A-Z]+):\s*$")
_HEADLINE = re.compile(r"^(\*+)\s+(?:(?:TODO|DONE|NEXT|WAITING|CANCELLED|CANCELED)\s+)?(?:\[#[A-Z]\]\s+)?(.*?)(?:\s+:[\w@#%:]+:)?\s*$")
_PLANNING = re.compile(r"^\s*(?:(?:CLOSED|SCHEDULED|DEADLINE):\s*[\[<][^\]>]*[\]>]\s*)+$")
#: a day's timestamp with its weekday ("[2021-03-19 P]", "<2014-12-23 Di>"), no time of day
_PROPERTY = re.compile(r"^:([\w-]+):")
_DAY_STAMP = re.compile(r"([\[<])(\d{4}-\d{2}-\d{2})\s+[^\W\d_]{1,12}\.?([\]>])")


def is_org(text: str) -> bool:
    """An Org file: two settings lines or more ("#+TITLE:", "#+STARTUP:"), or a headline with a
    property drawer under it."""
    head = text[:20000]
    settings = sum(1 for line in head.split("\n") if _SETTING.match(line))
    return settings >= 2 or bool(re.search(r"^\*+ .+\n\s*:PROPERTIES:\s*$", head, re.MULTILINE))


def org_text(text: str) -> str:
    """The text an Org file's outline shows. A paragraph's filled lines are one line, as Org's export
    joins them (outside blocks, whose lines are kept as written: a quoted card text's abilities)."""
    out: list[str] = []
    in_block = in_drawer = joinable = False
    for line in _sections_dedented(text.split("\n")):
        setting = _SETTING.match(line)
        if setting:
            if setting.group(1).casefold() == "title":
                out.append(setting.group(2))
            joinable = False
            continue
        if _BLOCK_MARK.match(line):
            in_block = line.strip().casefold().startswith("#+begin")
            joinable = False
            continue
        if _DRAWER.match(line):
            in_drawer = line.strip().casefold() != ":end:"
            joinable = False
            continue
        if _PLANNING.match(line) or line.startswith("# "):
            joinable = False
            continue
        headline = _HEADLINE.match(line)
        if headline:  # (a headline's timestamp too: "** [2021-03-19 金] Text …")
            out.append(_DAY_STAMP.sub(r"\1\2\3", headline.group(2)))
            joinable = False
            continue
        line = _PROPERTY.sub(r"\1:", _DAY_STAMP.sub(r"\1\2\3", line))
        plain = not (in_block or in_drawer) and bool(line.strip()) and not _TABLE_ROW.match(line)
        if plain and joinable and not _LIST_ITEM.match(line):
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
        else:
            out.append(line)
        joinable = plain
    return "\n".join(out)


#: a line that starts a list item ("- ", "+ ", "1. ", "2)"): its own line, though its wrapped lines join it
_LIST_ITEM = re.compile(r"^\s*(?:[-+]|\d{1,3}[.)])\s")
_TABLE_ROW = re.compile(r"^\s*\|")


def _sections_dedented(lines: list[str]) -> list[str]:
    """Each headline's section moved to the margin by the indentation all its lines share (an outline's
    indentation is only how Emacs shows it; a list item's wrapped lines keep theirs under it)."""
    out: list[str] = []
    section: list[str] = []
    for line in [*lines, "* "]:
        if _HEADLINE.match(line):
            depth = min((len(x) - len(x.lstrip()) for x in section if x.strip()), default=0)
            out += [x[depth:] for x in section]
            section = []
            out.append(line)
        else:
            section.append(line)
    return out[:-1]
