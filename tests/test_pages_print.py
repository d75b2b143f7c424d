"""Pages as print and plain-text tools leave them: pandoc's grid tables with cells wrapped over
several lines, a PDF's bulleted rulings wrapped at its width (words hyphenated at a line's end,
a date cut inside its parenthesis, a quotation closing a line), and the Republic of China's full
era name before a date."""

from __future__ import annotations

import datetime as dt

from lorehold.ingest.pages.grids import grid_tables
from lorehold.ingest.pages.reader import parse_page

FIRST = "Tishana's ability counts the creatures you control as it resolves, not as Tishana enters."
SECOND = "If Tishana leaves the battlefield before its ability resolves, you still draw."


def _rulings(content: str, card: str | None = None) -> list[tuple]:
    parsed = parse_page(content.encode(), "page.txt", card=card)
    return [(r.date, r.text) for b in parsed.cards for r in b.rulings]


def test_a_grid_table_row_wrapped_over_lines_is_one_ruling():
    table = """\
+-------------+------------------------------------------+
| Date        | Ruling                                   |
+=============+==========================================+
| 2017-09-29  | Tishana's ability counts the creatures   |
|             | you control as it resolves, not as       |
|             | Tishana enters.                          |
+-------------+------------------------------------------+
| 2017-09-29  | If Tishana leaves the battlefield before |
|             | its ability resolves, you still draw.    |
+-------------+------------------------------------------+

Table: Rulings as of the last sync (2025-01-02)
"""
    assert grid_tables(table).splitlines()[:3] == [
        "| Date | Ruling |", "|---|---|", f"| 2017-09-29 | {FIRST} |"]
    assert _rulings(table, card="Tishana, Voice of Thunder") == [
        (dt.date(2017, 9, 29), FIRST), (dt.date(2017, 9, 29), SECOND)]


QUOTED = "Some players ask “does Tishana count the creatures twice?” It does not: it counts them once, as its ability resolves."


def test_bullets_wrapped_at_a_pdfs_width_with_hyphenated_words():
    page = """\
Tishana, Voice of Thunder
Legendary Creature — Merfolk Shaman
Tishana, Voice of Thunder's power and toughness are each equal to the number of cards in your hand.

Rulings

▪ Tishana's ability counts the creatures you control as it re-
solves, not as Tishana enters; a creature gone by then is not. (29
September 2017)
▪ Some players ask “does Tishana count the creatures twice?”
It does not: it counts them once, as its ability resolves. (29
September 2017)

▪ If Tishana leaves the battlefield before its ability resolves,
you still draw. (29 September 2017)

Printed on 3 March 2025 from judges.example
Page 1 of 1
"""
    assert _rulings(page) == [
        (dt.date(2017, 9, 29), "Tishana's ability counts the creatures you control as it resolves, not as Tishana "
                               "enters; a creature gone by then is not."),
        (dt.date(2017, 9, 29), QUOTED),
        (dt.date(2017, 9, 29), SECOND),
    ]


def test_the_republic_of_chinas_full_era_name_before_a_date():
    page = f"Tishana, Voice of Thunder 裁定\n\n1. {FIRST}（中華民國106年09月29日）\n\n2. {SECOND}（中華民國106年09月29日）\n"
    assert _rulings(page) == [(dt.date(2017, 9, 29), FIRST), (dt.date(2017, 9, 29), SECOND)]


def test_a_jupyter_notebook_is_read_by_its_markdown_and_outputs():
    """A notebook saved with its outputs: its Markdown and what its cells printed are the page (the
    code is not); JSON, but sniffed as a page, not refused as an unknown format."""
    import json

    from lorehold.ingest import pages
    from lorehold.ingest.formats import detect

    notebook = {"cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Tishana, Voice of Thunder\n", "\n", "Rulings, printed below."]},
        {"cell_type": "code", "execution_count": 1, "metadata": {}, "source": ["for r in rulings:\n", "    print(r)"],
         "outputs": [{"name": "stdout", "output_type": "stream",
                      "text": [f"2017-09-29  {FIRST}\n", f"2017-09-29  {SECOND}\n"]}]},
    ], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    data = json.dumps(notebook, indent=1).encode()
    assert detect("rulings.ipynb", data[:4096]).name == "page"
    parsed = pages.parse(data, "rulings.ipynb")
    assert [(r.date, r.text) for r in parsed.cards[0].rulings] == [
        (dt.date(2017, 9, 29), FIRST), (dt.date(2017, 9, 29), SECOND)]
    # a Scryfall list stays Scryfall's
    assert detect("x.json", b'{"object": "list", "data": []}').name == "scryfall"


def test_a_latex_handouts_source_is_read_as_the_text_it_typesets():
    """The preamble, comments, the abstract's blurb under the document's own date, and the footer are
    no rulings; each ``\\item`` is, with the date after it."""
    source = r"""\documentclass{article}
\usepackage[utf8]{inputenc}
% generated 2025-03-05
\title{\textbf{Tishana, Voice of Thunder}}
\author{Store judges}
\date{19 August 2025}
\begin{document}
\maketitle
\begin{abstract}
Rulings to keep at hand during the event, quoted as published.
\end{abstract}
\section*{Rulings}
\begin{itemize}
  \item FIRST \hfill \textit{(29 September 2017)}
  \item SECOND \hfill \textit{(29 September 2017)}
\end{itemize}
\noindent{\footnotesize Card names are trademarks of their owner.}
\end{document}
""".replace("FIRST", FIRST).replace("SECOND", SECOND)
    assert _rulings(source) == [(dt.date(2017, 9, 29), FIRST), (dt.date(2017, 9, 29), SECOND)]


def test_a_date_cut_after_its_month_by_the_wrap_stays_with_its_ruling():
    from lorehold.ingest.pages.blocks import join_wrapped

    assert join_wrapped(["• Gaining control of a creature doesn’t cause you to gain",
                         "control of any Auras or Equipment attached to it. (12 luglio", "2019)"]) == [
        "• Gaining control of a creature doesn’t cause you to gain control of any Auras or Equipment attached to it. "
        "(12 luglio 2019)"]
