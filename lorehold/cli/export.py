"""The ``export`` command: a dataset of the database, or of a query's cards, in a file or folder."""

from __future__ import annotations

import datetime as dt
import os
import sys
from typing import Annotated, Optional

import typer

from lorehold.cli.base import app, emit_json, state
from lorehold.errors import LoreholdError


@app.command()
def export(
    ctx: typer.Context,
    fmt: Annotated[str, typer.Option("--format", "-f", help="json, jsonl, csv, parquet or sqlite.")],
    out: Annotated[str, typer.Option("--out", "-o", help="File (json, jsonl, sqlite) or folder (csv, parquet); - for stdout (json, jsonl).")],
    lang: Annotated[
        Optional[list[str]],
        typer.Option("--lang", "-l", help="Keep translations in this language only (repeatable); English is always there."),
    ] = None,
    query: Annotated[Optional[str], typer.Option("--query", "-q", help="Only the cards this search query matches (the search command's language).")] = None,
    since: Annotated[Optional[str], typer.Option("--since", help="Only rulings dated on or after this ISO date.")] = None,
    changed_since: Annotated[
        Optional[str], typer.Option("--changed-since", help="Only the cards an update changed on or after this ISO date (see lorehold changes).")
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace an existing output.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the manifest as JSON when done.")] = False,
) -> None:
    """Export cards, printings, translations, rulings and sources, with a manifest.

    jsonl: one card object per line (as card --json). json: {"meta", "cards"}. csv, parquet: one
    file per table. sqlite: a database file with lorehold's schema."""
    from lorehold.export import export as run_export
    from lorehold.languages import normalize_language

    languages = [normalize_language(v) for v in lang] if lang else None
    since_date = _date(since) if since else None
    progress = _progress() if sys.stderr.isatty() else None
    try:
        result = run_export(
            state(ctx).settings, fmt.lower(), out, languages=languages, query=query, since=since_date, force=force,
            changed_since=_date(changed_since, "--changed-since") if changed_since else None,
            progress=progress.advance if progress else None,
        )
    except BrokenPipeError:  # `export --out - | head`: the reader has all it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise typer.Exit(0) from None
    finally:
        if progress:
            progress.stop()
    if out == "-":
        return
    if as_json:
        emit_json(result.manifest)
        return
    counts = result.manifest.get("counts", {})
    summary = ", ".join(f"{counts[t]:,} {t}" for t in ("cards", "printings", "translations", "rulings") if t in counts)
    typer.echo(f"wrote {', '.join(str(p) for p in result.paths)} ({summary})")


class _progress:
    """Rows written so far, per table, on stderr (only when it is a terminal)."""

    def __init__(self) -> None:
        from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        from rich.console import Console

        self.bar = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(), transient=True,
                            console=Console(stderr=True))  # stdout may be the export itself
        self.task = self.bar.add_task("exporting", total=None)
        self.rows: dict[str, int] = {}
        self.bar.start()

    def advance(self, table: str, n: int) -> None:
        self.rows[table] = self.rows.get(table, 0) + n
        self.bar.update(self.task, description=f"{table}: {self.rows[table]:,} rows")

    def stop(self) -> None:
        self.bar.stop()


def _date(value: str, option: str = "--since") -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise LoreholdError(f"{option} {value!r} is not an ISO date (YYYY-MM-DD)") from None
