"""The database commands (``db upgrade``, ``db current``: the schema) and ``info`` (where the data lives)."""

from __future__ import annotations

from typing import Annotated

import typer

from lorehold.cli.base import LoreholdGroup, app, emit_json, state

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


@app.command()
def info(ctx: typer.Context, as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """Where the home, database, index and downloads are, their sizes, the schema revision and the data's dates."""
    from lorehold.info import human_size
    from lorehold.info import info as gather

    data = gather(state(ctx).settings)
    if as_json:
        emit_json(data)
        return
    db, ix, data_ = data["database"], data["index"], data["data"]
    revision = db["schema_revision"] or "(no database yet)"
    if db["schema_revision"] and db["schema_revision"] != db["head_revision"]:
        revision += f" (this lorehold writes {db['head_revision']})"
    lines = [
        f"lorehold {data['version']}",
        f"home:       {data['home']}  ({human_size(data['home_size'])})",
        f"database:   {db['url']}  ({human_size(db['size']) if db['size'] is not None else 'server' if not db['url'].startswith('sqlite') else 'not there yet'})",
        f"schema:     {revision}",
        f"index:      {ix['path']}  ({human_size(ix['size'])}"
        + (f", {ix['cards']:,} cards, {ix['rulings']:,} rulings" if ix["cards"] is not None else "")
        + (", behind the database: run lorehold index rebuild" if ix["stale"] else "") + ")",
        f"downloads:  {data['downloads']['path']}  ({human_size(data['downloads']['size'])})",
        f"cache:      {data['cache']['path']}  ({human_size(data['cache']['size'])})",
        f"sources:    {data_['sources']} stored, {data_['failed_sources']} failed; last ingest {data_['last_ingest'] or 'never'}",
        f"snapshots:  {', '.join(data_['snapshot_dates']) or 'none'}",
    ]
    for line in lines:
        typer.echo(line)
