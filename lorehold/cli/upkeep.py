"""Upkeep commands: the database schema (``db upgrade``, ``db current``)."""

from __future__ import annotations

from typing import Annotated

import typer

from lorehold.cli.app import LoreholdGroup, app, emit_json, state

db_app = typer.Typer(rich_markup_mode=None, cls=LoreholdGroup, help="The database schema (Alembic migrations).", no_args_is_help=True)
app.add_typer(db_app, name="db")


@db_app.command("upgrade")
def db_upgrade(ctx: typer.Context) -> None:
    """Bring the database schema up to the newest revision."""
    from lorehold.db.engine import get_engine
    from lorehold.db.migrate import upgrade

    engine = get_engine(state(ctx).settings, upgrade=False)
    revision = upgrade(engine)
    typer.echo(f"database at revision {revision}")


@db_app.command("current")
def db_current(
    ctx: typer.Context, as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False
) -> None:
    """Show the database's schema revision and the newest one this lorehold has."""
    from lorehold.db.engine import get_engine
    from lorehold.db.migrate import current_revision, revisions

    engine = get_engine(state(ctx).settings, upgrade=False)
    with engine.connect() as conn:
        current = current_revision(conn)
    head = revisions()[1]
    if as_json:
        emit_json({"current": current, "head": head, "up_to_date": current == head})
    else:
        typer.echo(f"{current or '(empty)'}{' (head)' if current == head else f' (head is {head})'}")
