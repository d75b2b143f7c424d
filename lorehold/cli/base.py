"""What every ``lorehold`` command module shares: the Typer ``app``, the global options and their
``State``, the error group, ``emit_json``. Command modules import this; ``lorehold.cli.app`` imports
the command modules (which register themselves on ``app``) and defines ``main`` (issue 12: no
import circles).

Global options choose where data lives; every command converts its arguments, calls one library
function and prints the result (rich text, or ``--json``). Library errors (LoreholdError) are caught
in one place, ``LoreholdGroup.invoke``: one line on stderr, exit code 1, traceback only with --verbose.
Imports of anything heavy happen inside the commands.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Annotated, Optional

import typer
from typer.core import TyperGroup

from lorehold.errors import LoreholdError


@dataclass
class State:
    home: str | None = None
    database_url: str | None = None
    verbose: bool = False

    @property
    def settings(self):
        from lorehold.settings import Settings

        return Settings.resolve(self.home, self.database_url)


class LoreholdGroup(TyperGroup):
    """Catches library errors for every (sub)command: one clear line, a non-zero exit code."""

    def resolve_command(self, ctx, args):
        import click

        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as exc:
            if getattr(exc, "possibilities", None):
                # click (8.4+) suggests the near commands itself: typer's copy of them goes
                exc.message = exc.message.split(". Did you mean ")[0].rstrip(".") + "."
            raise

    def invoke(self, ctx):
        try:
            result = super().invoke(ctx)
            sys.stdout.flush()  # a closed pipe shows here for short outputs: still inside the guard
            return result
        except BrokenPipeError:
            # `lorehold … | head`: the reader has all it wanted; not an error (exit 0, nothing said)
            _silence_stdout()
            raise typer.Exit(0) from None
        except typer.Exit as exc:
            try:
                sys.stdout.flush()
            except BrokenPipeError:
                _silence_stdout()
                raise typer.Exit(0) from None
            raise exc
        except LoreholdError as exc:
            _report(ctx, exc)
            raise typer.Exit(exc.exit_code) from None
        except Exception as exc:
            # a database file that is not one, a server that refuses: one line, not a traceback
            database = database_error(exc) or _disk_error(exc)
            if database is None:
                raise
            _report(ctx, database)
            raise typer.Exit(database.exit_code) from None


def _silence_stdout() -> None:
    import os

    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _report(ctx, exc: Exception) -> None:
    state = ctx.obj if isinstance(ctx.obj, State) else None
    if state is not None and state.verbose:
        import traceback

        traceback.print_exc()
    _print_error(exc)


def database_error(exc: Exception) -> LoreholdError | None:
    """The error of a database that cannot be opened or read, as a LoreholdError (else None).
    Looked up in sys.modules: a command that never opened SQLAlchemy must not import it here."""
    import sqlite3

    sa_exc = sys.modules.get("sqlalchemy.exc")
    if not isinstance(exc, sqlite3.DatabaseError) and not (sa_exc is not None and isinstance(exc, sa_exc.DBAPIError)):
        return None
    detail = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
    if "readonly" in detail or "read-only" in detail:
        return LoreholdError(f"the database cannot be written (a read-only home or file): {detail}")
    return LoreholdError(f"the database cannot be read: {detail}")


def _disk_error(exc: Exception) -> LoreholdError | None:
    """A full disk, a quota, a read-only place met anywhere: one line (the command's writes are
    transactions or write-then-rename, so nothing stored is half-written)."""
    import errno

    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EACCES, errno.EPERM):
        where = f" ({exc.filename})" if exc.filename else ""
        return LoreholdError(f"cannot write{where}: {exc.strerror}")
    return None


def _print_error(exc: LoreholdError) -> None:
    from lorehold.errors import AmbiguousCard, UnknownCard

    typer.echo(f"error: {exc}", err=True)
    if isinstance(exc, UnknownCard):
        for name, language, english in exc.nearest:
            typer.echo(f"  {name}  [{language}]" + ("" if name == english else f"  ({english})"), err=True)
    if isinstance(exc, AmbiguousCard):
        for name, oracle_id, matched, language in exc.candidates:
            typer.echo(f"  {name}  ({language}: {matched}; oracle id {oracle_id})", err=True)


app = typer.Typer(rich_markup_mode=None, 
    cls=LoreholdGroup,
    help="lorehold: Magic: The Gathering cards and rulings in every language, offline.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _print_version(value: bool) -> None:
    if value:
        from lorehold import __version__

        typer.echo(f"lorehold {__version__}")
        raise typer.Exit(0)


@app.callback()
def _global(
    ctx: typer.Context,
    home: Annotated[
        Optional[str],
        typer.Option("--home", envvar="LOREHOLD_HOME", help="Folder holding lorehold.db and index/ (default: the user data folder)."),
    ] = None,
    database_url: Annotated[
        Optional[str],
        typer.Option("--database-url", envvar="LOREHOLD_DATABASE_URL", help="SQLAlchemy URL of the database (default: SQLite in --home)."),
    ] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Show tracebacks of errors.")] = False,
    version: Annotated[
        bool, typer.Option("--version", is_eager=True, callback=_print_version, help="Print lorehold's version and exit.")
    ] = False,
) -> None:
    ctx.obj = State(home=home, database_url=database_url, verbose=verbose)


def state(ctx: typer.Context) -> State:
    root = ctx.find_root()
    return root.obj if isinstance(root.obj, State) else State()


def emit_json(data) -> None:
    """JSON on stdout, UTF-8, keys in the order the library built them."""
    import orjson

    sys.stdout.write(orjson.dumps(data, option=orjson.OPT_INDENT_2).decode() + "\n")
