"""A page's accessibility tree as a browser's inspector copies it: one node a line, indented under its
parent, its role then its name in quotes (Chrome's ``RootWebArea "Title" focusable: true`` /
``heading "Rulings" level: 2`` / ``StaticText "text"``; Firefox's ``document: "Title"`` /
``text leaf: "text"``).

``ax_tree_text`` gives the page as text: the document's name as its title, each text once (a
heading's name is the static text under it; a node's name is written where it has no node under
it: a link's, a button's), and a blank line before each heading, list item, landmark and dialog, so
a list item's date and its paragraph are one block."""

from __future__ import annotations

import json
import re

#: a node: its indentation, its role (with Firefox's colon), its quoted name, what follows
_NODE = re.compile(r'^(?P<indent>\s*)(?P<role>[A-Za-z]\w*(?: [A-Za-z]\w*)*):?(?:\s+"(?P<name>(?:[^"\\]|\\.)*)")?(?P<rest>\s.*)?$')
_ROOT = re.compile(r'^\s*(?:RootWebArea|document:?)\s+"')
#: the roles whose name is the text itself
_TEXT = {"statictext", "text leaf", "text", "inlinetextbox"}
#: the roles that start a block of their own
_BLOCK = {"heading", "listitem", "list item", "banner", "navigation", "main", "contentinfo", "complementary",
          "dialog", "alertdialog", "landmark", "section", "article", "region", "form", "search", "row", "table",
          "paragraph", "blockquote"}
#: a paragraph inside a list item stays in the item's block
_INNER = {"paragraph", "time"}


def is_ax_tree(text: str) -> bool:
    """The first line is the tree's root (``RootWebArea "…"`` or ``document: "…"``), and most lines are nodes."""
    lines = [line for line in text[:20000].split("\n") if line.strip()]
    if not lines or not _ROOT.match(lines[0]):
        return False
    return sum(1 for line in lines if _NODE.match(line)) >= 0.9 * len(lines)


def _name(raw: str | None) -> str:
    if not raw:
        return ""
    try:
        return json.loads(f'"{raw}"')
    except ValueError:
        return raw


def ax_tree_text(text: str) -> str:
    """The tree's text (see the module's doc)."""
    nodes = [(len(m["indent"].expandtabs()), m["role"].strip().casefold(), _name(m["name"]).strip())
             for m in (_NODE.match(line) for line in text.split("\n") if line.strip()) if m is not None]
    out: list[str] = []
    parents: list[tuple[int, str, str]] = []  # (indent, role, name) of the nodes above
    for k, (indent, role, name) in enumerate(nodes):
        while parents and parents[-1][0] >= indent:
            parents.pop()
        if not parents:  # the root: the page's title
            out += [name, ""] if name else []
        elif role in _BLOCK and not (role in _INNER and any(p[1] in ("listitem", "list item") for p in parents)):
            out.append("")
        leaf = k + 1 == len(nodes) or nodes[k + 1][0] <= indent
        # (a heading's or a link's name is its text's too: the text is written once, as the text)
        if parents and name and (role in _TEXT or leaf) and not (out and out[-1] == name):
            out.append(name)
        parents.append((indent, role, name))
    return "\n".join(out)
