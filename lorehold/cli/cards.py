"""Commands over card data: ingest, card, rulings, stats, sources."""

from __future__ import annotations

import datetime as dt
import sys
from typing import Annotated, Optional

import typer

from lorehold.cli.app import app, emit_json, state
from lorehold.errors import LoreholdError

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]
LangOption = Annotated[
    Optional[list[str]],
    typer.Option("--lang", "-l", help="Language to show (code such as de, ja, zhs, or a name); repeatable."),
]


def _languages(values: list[str] | None) -> list[str] | None:
    from lorehold.languages import normalize_language

    return [normalize_language(v) for v in values] if values else None


@app.command()
def ingest(
    ctx: typer.Context,
    sources: Annotated[list[str], typer.Argument(help="Files, folders, archives (.json .gz .xz .bz2 .zip .tar.*) or http(s) URLs.")],
    card: Annotated[Optional[str], typer.Option("--card", help="The card a page is about, when the page does not name it.")] = None,
    fmt: Annotated[str, typer.Option("--format", help="auto, mtgjson, scryfall, gatherer, page, rules or jsonl.")] = "auto",
    no_index: Annotated[
        bool, typer.Option("--no-index", help="Leave the search index alone (bulk loads; run `lorehold index rebuild` after).")
    ] = False,
    offline: Annotated[bool, typer.Option("--offline", help="URLs: read the local cache only, never the network.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Read sources into the database (and the search index). Unchanged sources are skipped."""
    from lorehold.ingest.pipeline import ingest as run_ingest

    settings = state(ctx).settings
    outcomes_printed = []

    def show(outcome) -> None:
        outcomes_printed.append(outcome)
        if outcome.status == "failed":
            typer.echo(f"failed: {outcome.locator}: {outcome.reason}", err=True)

    progress = None
    if sys.stderr.isatty() and not as_json:
        from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed} sources"), TimeElapsedColumn(), transient=True)
        task = progress.add_task("ingesting", total=None)
        progress.start()

        def show(outcome, _inner=show) -> None:  # noqa: F811
            _inner(outcome)
            progress.update(task, advance=1, description=outcome.locator.rsplit("/", 1)[-1][-40:])

    try:
        from lorehold.net.documents import ingest_documents  # URLs fetched politely, through the cache

        documents = ingest_documents(settings, sources, offline=offline)
        report = run_ingest(settings, sources, fmt=fmt, card=card, on_outcome=show, documents=documents)
    finally:
        if progress is not None:
            progress.stop()
    if not no_index:
        _after_ingest(settings, report)
    summary = report.summary()
    if as_json:
        emit_json({
            "summary": summary,
            "sources": [
                {"locator": o.locator, "status": o.status, "kind": o.kind, "reason": o.reason, "counts": o.counts}
                for o in report.outcomes
            ],
        })
    else:
        typer.echo(f"{summary['loaded']} loaded, {summary['unchanged']} unchanged, {summary['failed']} failed")
    if report.failed:
        raise typer.Exit(1)


def _after_ingest(settings, report) -> None:
    """Bring derived data (the search index) up to date with what the ingest changed."""
    try:
        from lorehold.search.index import update_after_ingest  # type: ignore[attr-defined]
    except ImportError:
        return
    update_after_ingest(settings, report)


@app.command()
def card(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The card's name in any language (case, accents and punctuation ignored).")],
    lang: LangOption = None,
    history: Annotated[
        bool, typer.Option("--history", help="Each oracle wording of the card with the update snapshots it stood between.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Show one card: English text, translations, printings and rulings."""
    from lorehold.cards import card_to_dict, resolve_name
    from lorehold.db.lite import connect

    languages = _languages(lang)
    settings = state(ctx).settings
    if history:
        _card_history(settings, name, as_json)
        return
    with connect(settings) as conn:
        conn.info["index_dir"] = settings.index_dir  # the typo fallback's index, whatever the database
        data = card_to_dict(conn, resolve_name(conn, name), languages)
    if as_json:
        emit_json(data)
    else:
        from lorehold.cli.render import render_card

        render_card(data)


def _card_history(settings, name: str, as_json: bool) -> None:
    from sqlalchemy import text

    from lorehold.cards import resolve_name
    from lorehold.db.engine import get_engine
    from lorehold.update.changes import card_history

    with get_engine(settings).connect() as conn:
        conn.info["index_dir"] = settings.index_dir
        card_id = resolve_name(conn, name)
        english, oracle_id = conn.execute(text("SELECT name, oracle_id FROM cards WHERE id = :i"), {"i": card_id}).one()
        wordings = card_history(conn, card_id)
    if as_json:
        emit_json({"name": english, "oracle_id": oracle_id, "history": wordings})
        return
    if not wordings:
        typer.echo(f"{english}: no wording recorded yet (the history starts with the first `lorehold update`)")
        return
    typer.echo(f"{english}: {len(wordings)} oracle wording{'s' if len(wordings) != 1 else ''}")
    for entry in wordings:
        since = _stood(entry["since"]) if entry["since"] else "before the first update"
        until = _stood(entry["until"]) if entry["until"] else "now"
        typer.echo(f"  {since} – {until}")
        for field, label in (("mana_cost", ""), ("type_line", ""), ("oracle_text", "")):
            if entry[field]:
                for line in str(entry[field]).split("\n"):
                    typer.echo(f"      {line}")
        if entry["power"] is not None or entry["loyalty"] is not None:
            typer.echo(f"      {entry['power']}/{entry['toughness']}" if entry["power"] is not None else f"      loyalty {entry['loyalty']}")


def _stood(when: dict) -> str:
    return f"{when['date'][:10]} ({when['source']} {when['version'] or ''})".replace(" )", ")")


@app.command()
def rulings(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The card's name in any language.")],
    since: Annotated[Optional[str], typer.Option("--since", help="Only rulings dated on or after this ISO date.")] = None,
    lang: Annotated[Optional[str], typer.Option("--lang", "-l", help="Only rulings in this language.")] = None,
    as_json: JsonOption = False,
) -> None:
    """A card's rulings, oldest first, with their dates and sources."""
    from lorehold.cards import english_name, resolve_name
    from lorehold.cards import rulings as card_rulings
    from lorehold.db.lite import connect

    since_date = _date(since) if since else None
    language = _languages([lang])[0] if lang else None
    with connect(state(ctx).settings) as conn:
        card_id = resolve_name(conn, name)
        card_name = english_name(conn, card_id)
        items = card_rulings(conn, card_id, since_date, language)
    if as_json:
        emit_json({"name": card_name, "rulings": items})
        return
    from lorehold.cli.render import render_rulings

    render_rulings(card_name, items)


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise LoreholdError(f"--since {value!r} is not an ISO date (YYYY-MM-DD)") from None


@app.command()
def stats(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Counts of cards, printings, sets, translations by language, rulings and sources."""
    from lorehold.cards import stats as db_stats
    from lorehold.db.lite import connect

    with connect(state(ctx).settings) as conn:
        data = db_stats(conn)
    if as_json:
        emit_json(data)
        return
    from lorehold.cli.render import render_stats

    render_stats(data)


@app.command()
def sources(
    ctx: typer.Context,
    failed: Annotated[bool, typer.Option("--failed", help="Only sources that failed, with the reason.")] = False,
    as_json: JsonOption = False,
) -> None:
    """What was ingested from where, and what failed and why."""
    from lorehold.db.engine import get_engine
    from lorehold.sources import list_sources

    with get_engine(state(ctx).settings).connect() as conn:
        items = list_sources(conn, failed_only=failed)
    if as_json:
        emit_json(items)
        return
    for item in items:
        line = f"{item['status']:<7} {item['kind']:<9} {item['ingested_at'][:19]}  {item['locator']}"
        if item["error"]:
            line += f"\n        {item['error']}"
        typer.echo(line)
