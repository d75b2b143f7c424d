"""``lorehold update`` (the official sources, downloaded and ingested) and ``lorehold changes``
(what the updates changed)."""

from __future__ import annotations

import sys
from typing import Annotated, Optional

import typer

from lorehold.cli.base import app, emit_json, state

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]


def _size(n: int) -> str:
    for unit in ("B", "kB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:,.0f} {unit}" if unit == "B" else f"{n:,.1f} {unit}"
        n /= 1000
    return f"{n} B"


@app.command()
def update(
    ctx: typer.Context,
    source: Annotated[
        Optional[list[str]], typer.Option("--source", help="Only this source (mtgjson, scryfall, rules); repeatable.")
    ] = None,
    list_: Annotated[bool, typer.Option("--list", help="Show the sources, their addresses and state; download nothing.")] = False,
    mirror: Annotated[
        Optional[str],
        typer.Option("--mirror", envvar="LOREHOLD_MIRROR", help="Replace the host of every official address (the path is kept)."),
    ] = None,
    scryfall: Annotated[
        Optional[list[str]], typer.Option("--scryfall", help="Also Scryfall's bulk file of this type (all_cards: every printing in every language).")
    ] = None,
    no_index: Annotated[bool, typer.Option("--no-index", help="Leave the search index alone.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Download the current official data (MTGJSON AllPrintings, Scryfall's rulings, the Comprehensive
    Rules), verify it, and ingest what changed."""
    from lorehold.update.run import list_sources, update as run_update

    settings = state(ctx).settings
    if list_:
        listed = list_sources(settings, mirror)
        if as_json:
            emit_json(listed)
        else:
            _print_sources(listed)
        return
    bars, progress = _progress_bars() if sys.stderr.isatty() and not as_json else (None, None)
    try:
        report = run_update(settings, source, mirror=mirror, scryfall_files=scryfall, progress=progress,
                            index=not no_index)
    except KeyboardInterrupt:
        if bars is not None:
            bars.stop()
            bars = None
        typer.echo("interrupted: what was loaded is kept (one transaction per set or file); the next update "
                   "resumes the download and finishes the ingest", err=True)
        raise typer.Exit(130) from None
    finally:
        if bars is not None:
            bars.stop()
    if as_json:
        emit_json(_report_json(report))
    else:
        _print_report(report)
    if report.failed:
        raise typer.Exit(1)


def _print_sources(listed: list[dict]) -> None:
    """``update --list`` as text: each source, its addresses, how it is checked, its state."""
    for entry in listed:
        last = entry["last"]
        typer.echo(f"{entry['name']}: {entry['gives']}")
        for role, url in entry["urls"].items():
            typer.echo(f"  {role:8} {url}")
        typer.echo(f"  current  {entry['current']}")
        typer.echo(f"  verified {entry['verified']}")
        typer.echo(f"  last     {last['version'] + ' (' + last['taken_at'] + ')' if last else 'never updated'}")
        for f in entry["downloads"]:
            typer.echo(f"  file     {f['path']}  {_size(f['size'])}{'  (partial: the next update resumes it)' if f['state'] == 'partial' else ''}")


def _progress_bars():
    """A progress bar per download on the terminal (bytes, rate, time left), and the factory of their callbacks."""
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn, TransferSpeedColumn

    bars = Progress(TextColumn("{task.description}"), BarColumn(), DownloadColumn(), TransferSpeedColumn(),
                    TimeRemainingColumn(), console=Console(stderr=True), transient=True)
    bars.start()

    def progress(label: str):
        task = bars.add_task(label, total=None)

        def advance(done: int, total: int | None) -> None:
            bars.update(task, completed=done, total=total)

        return advance

    return bars, progress


def _report_json(report) -> dict:
    """``update --json``: each source's outcome, the changes, the index, requests and time."""
    return {
        "sources": [
            {"name": o.name, "status": o.status, "version": o.version, "reason": o.reason,
             "downloaded_bytes": o.downloaded, "files": o.files, "documents": o.ingest}
            for o in report.outcomes
        ],
        "changes": report.summary,
        "index": report.index,
        "requests": report.requests,
        "seconds": round(report.seconds, 2),
        "timings": {name: round(seconds, 2) for name, seconds in report.timings.items()},
    }


def _print_report(report) -> None:
    """``update`` as text: a line per source, the changes counted, the totals."""
    for o in report.outcomes:
        if o.status == "failed":
            typer.echo(f"failed: {o.name}: {o.reason}", err=True)
        elif o.status == "unchanged":
            typer.echo(f"{o.name}: unchanged ({o.version})")
        else:
            docs = o.ingest
            read = f"; {docs.get('loaded', 0)} documents loaded, {docs.get('unchanged', 0)} unchanged" if docs else ""
            typer.echo(f"{o.name}: updated to {o.version} ({_size(o.downloaded)} downloaded{read})")
    if report.summary:
        typer.echo("changes: " + ", ".join(f"{n:,} {key}" for key, n in sorted(report.summary.items())) +
                   " (lorehold changes lists them)")
    typer.echo(f"{len(report.outcomes) - len(report.failed)} done, {len(report.failed)} failed "
               f"({report.requests} requests, {report.seconds:.1f} s)")


@app.command()
def changes(
    ctx: typer.Context,
    since: Annotated[Optional[str], typer.Option("--since", help="Every update from this date (YYYY-MM-DD) on.")] = None,
    last: Annotated[bool, typer.Option("--last", help="What the last update changed (the default).")] = False,
    as_json: JsonOption = False,
) -> None:
    """What the updates changed: sets, cards, printings, translations, oracle wording, rulings, rules editions."""
    from lorehold.errors import LoreholdError
    from lorehold.update.changes import KIND_TITLES, changes_report

    if since and last:
        raise LoreholdError("--since and --last exclude each other")
    settings = state(ctx).settings
    from lorehold.db.engine import get_engine

    with get_engine(settings).connect() as conn:
        data = changes_report(conn, since=since, last=not since)
    if as_json:
        emit_json(data)
        return
    if not data["snapshots"]:
        typer.echo("no updates recorded" + (f" since {since}" if since else "") + " (run: lorehold update)")
        return
    for snap in data["snapshots"]:
        typer.echo(f"{snap['taken_at']}  {snap['source']} {snap['version'] or '(incomplete: a document failed)'}")
    typer.echo("changed: " + (", ".join(f"{n:,} {key}" for key, n in data["totals"].items()) or "nothing"))
    for kind, items in data["changes"].items():
        typer.echo(f"{KIND_TITLES.get(kind, kind)} ({len(items)})")
        for item in items:
            mark = {"added": "+", "removed": "-", "changed": "~"}[item["action"]]
            line = f"  {mark} {item['subject']}"
            if item["action"] == "changed":
                typer.echo(line)
                typer.echo(f"      was: {_short(item['old'])}")
                typer.echo(f"      now: {_short(item['new'])}")
            else:
                value = item["new"] if item["action"] == "added" else item["old"]
                typer.echo(line + (f"  {_short(value)}" if value and value != item["subject"] else ""))


def _short(value: str | None, width: int = 160) -> str:
    if value is None:
        return "(none)"
    flat = " ".join(str(value).split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
