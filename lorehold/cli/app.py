"""The ``lorehold`` command: a thin Typer app over the library.

Global options choose where data lives; every command converts its arguments, calls one library
function and prints the result (rich text, or ``--json``). Library errors (LoreholdError) are caught
in one place, ``LoreholdGroup.invoke`` (in ``lorehold.cli.base``, with the shared app and state):
one line on stderr, exit code 1, traceback only with --verbose. This module only assembles: it
imports the command modules, which register themselves on ``app``. Imports of anything heavy
happen inside the commands.
"""

from __future__ import annotations

from lorehold.cli import cards as _cards  # noqa: F401
from lorehold.cli import db_info as _db_info  # noqa: F401
from lorehold.cli import rules as _rules  # noqa: F401
from lorehold.cli import search as _search  # noqa: F401
from lorehold.cli import export as _export  # noqa: F401
from lorehold.cli import scrape as _scrape  # noqa: F401
from lorehold.cli import serve as _serve  # noqa: F401
from lorehold.cli import update as _update  # noqa: F401
from lorehold.cli.base import LoreholdGroup, State, app, emit_json, state  # noqa: F401  (re-exported)


def main() -> None:
    app(prog_name="lorehold")
