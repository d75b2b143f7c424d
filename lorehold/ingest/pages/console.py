"""A console session saved as a page: prompts ("$ ", "sqlite> ", "postgres=# ", ">>> ", "In [3]: "), each followed by
what the command printed. Each command's output is a document of its own: a YAML, TOML or XML document a tool
printed (``yq -y``, ``tomlq``, ``xmllint``) is read as the data file it is (``structured.py``), in its place; a file
listing (``unzip -l``, ``ls -l``) shows no text; any other output stays as it was."""

from __future__ import annotations

import re

#: a console's prompt at a line's start ("$ ls", "sqlite> SELECT", "postgres=# \\x", "MariaDB [cards]> ", ">>> ",
#: "In [3]: ", "127.0.0.1:6379> HGETALL")
PROMPT = re.compile(r"(?:\$|>>>|In \[\d+\]:|[A-Za-z][\w.-]{0,30}(?: \[[^\]\n]{0,40}\])?(?:=[#>]|>)"
                    r"|\d{1,3}(?:\.\d{1,3}){3}:\d{2,5}>) (?=\S)")


#: a command that lists an archive's or a folder's files, their sizes and times ("unzip -l", "zipinfo", "tar -tvf",
#: "ls -l", "7z l", "jar tvf")
_LISTING = re.compile(r"^\$ (?:unzip -l|unzip -v|zipinfo|tar -?t\w*v\w*|tar -?v\w*t\w*|ls -\w*l|7za? l|jar -?tv|bsdtar -?t\w*v)\b")


def outputs_read(text: str) -> str:
    """``text`` with each command's output that is a data document read as one (see the module docstring)."""
    lines = text.split("\n")
    prompts = [k for k, line in enumerate(lines) if PROMPT.match(line)]
    if not prompts:
        return text
    from lorehold.ingest.pages.structured import data_text

    out = lines[:prompts[0]]
    for k, start in enumerate(prompts):
        end = prompts[k + 1] if k + 1 < len(prompts) else len(lines)
        output = "\n".join(lines[start + 1:end])
        read = None
        if _LISTING.match(lines[start]):
            read = ""  # (a file listing: the files' sizes, times and names, no text)
        elif output.count("\n") >= 2 and output.lstrip()[:1] not in ("{", "[", ""):
            read = data_text(output)
        out += [lines[start], *(lines[start + 1:end] if read is None else ["", read, ""])]
    return "\n".join(out)
