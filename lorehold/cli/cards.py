"""Commands over card data: ingest, card, rulings, stats, sources."""

from __future__ import annotations

import datetime as dt
import sys
from typing import Annotated, Optional

import typer

from lorehold.cli.base import LoreholdGroup, app, emit_json, state
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
    fmt: Annotated[str, typer.Option("--format", help="auto, mtgjson, scryfall, gatherer, page, rules, jsonl or mtgio.")] = "auto",
    no_index: Annotated[
        bool, typer.Option("--no-index", help="Leave the search index alone (bulk loads; run `lorehold index rebuild` after).")
    ] = False,
    offline: Annotated[bool, typer.Option("--offline", help="URLs: read the local cache only, never the network.")] = False,
    max_decompressed: Annotated[
        Optional[str],
        typer.Option("--max-decompressed", help="Most a compressed input may decompress to, e.g. 64MB, 8GB "
                     "(default: LOREHOLD_MAX_DECOMPRESSED or 8GB)."),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Read sources into the database (and the search index). Unchanged sources are skipped."""
    _check_ingest_options(fmt, sources, max_decompressed)
    settings = state(ctx).settings
    report = _run_ingest(settings, sources, fmt=fmt, card=card, offline=offline,
                         progress=sys.stderr.isatty() and not as_json)
    if not no_index:
        try:
            after_ingest(settings, report)
        except KeyboardInterrupt:
            typer.echo(f"interrupted while updating the search index: the database keeps all {report.summary()['loaded']} "
                       "source(s) loaded; the index is behind: run lorehold index rebuild (or ingest again)", err=True)
            raise typer.Exit(130) from None
    _print_ingest_report(report, as_json)
    if report.failed:
        raise typer.Exit(1)


def _check_ingest_options(fmt: str, sources: list[str], max_decompressed: str | None) -> None:
    """Refuse a bad --format or an empty source; set the decompression cap for this process."""
    import os

    from lorehold.ingest import formats

    if fmt not in formats.names():
        raise typer.BadParameter(f"{fmt!r} is not one of: {', '.join(formats.names())}", param_hint="'--format'")
    if any(not source.strip() for source in sources):
        raise LoreholdError("an empty source path was given (an unset shell variable?); name a file, folder or URL")
    if max_decompressed is not None:
        from lorehold.ingest.limits import ENV, parse_size

        parse_size(max_decompressed)
        os.environ[ENV] = max_decompressed  # read by every decompressing reader of this process


def _run_ingest(settings, sources: list[str], *, fmt: str, card: str | None, offline: bool, progress: bool):
    """The ingest itself, each failure or skip told on stderr as it happens; Ctrl-C keeps what was loaded."""
    from lorehold.ingest.pipeline import ingest as run_ingest

    outcomes_printed = []

    def show(outcome) -> None:
        outcomes_printed.append(outcome)
        if outcome.status == "failed":
            typer.echo(f"failed: {outcome.locator}: {outcome.reason}", err=True)
        elif outcome.status == "skipped":
            typer.echo(f"skipped: {outcome.locator}: {outcome.reason}", err=True)

    bar = None
    if progress:
        from lorehold.cli.progress import IngestProgress

        bar = IngestProgress()
        show = bar.wrap(show)
    try:
        from lorehold.net.documents import ingest_documents  # URLs fetched politely, through the cache

        documents = ingest_documents(settings, sources, offline=offline)
        return run_ingest(settings, sources, fmt=fmt, card=card, on_outcome=show, documents=documents)
    except KeyboardInterrupt:
        if bar is not None:
            bar.stop()
            bar = None
        kept = sum(1 for o in outcomes_printed if o.status == "loaded")
        typer.echo(f"interrupted: the {kept} source(s) loaded before it are kept, the one being read is not; "
                   "the search index is behind: the next lorehold ingest repairs it", err=True)
        raise typer.Exit(130) from None
    finally:
        if bar is not None:
            bar.stop()


def _print_ingest_report(report, as_json: bool) -> None:
    """The summary line (or, with --json, every source's outcome and counts) on stdout."""
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
        skipped = f", {summary['skipped']} skipped" if summary.get("skipped") else ""
        typer.echo(f"{summary['loaded']} loaded, {summary['unchanged']} unchanged, {summary['failed']} failed{skipped}")


def after_ingest(settings, report) -> None:
    """Bring derived data (the search index) up to date with what the ingest changed."""
    try:
        from lorehold.search.index import update_after_ingest  # type: ignore[attr-defined]
    except ImportError:
        return
    from lorehold.cli.progress import spinner

    with spinner("updating the search index"):
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
    from lorehold.card_view import card_to_dict, resolve_name
    from lorehold.db.sqlite_reads import connect

    languages = _languages(lang)
    settings = state(ctx).settings
    if history:
        _card_history(settings, name, as_json)
        return
    from lorehold.errors import UnknownCard

    with connect(settings) as conn:
        conn.info["index_dir"] = settings.index_dir  # the typo fallback's index, whatever the database
        try:
            card_id = resolve_name(conn, name)
        except UnknownCard as exc:
            raise _with_nearest(exc, conn, settings, name) from None
        data = card_to_dict(conn, card_id, languages)
    for language in languages or ():
        if language != "en" and not any(t["language"] == language for t in data.get("translations", ())):
            from lorehold.languages import language_name

            typer.echo(f"note: {data['name']} has no {language_name(language)} printing ({language})", err=True)
    if as_json:
        emit_json(data)
    else:
        from lorehold.cli.render import render_card

        render_card(data)


def _with_nearest(exc, conn, settings, name: str):
    """An unknown name's error with the nearest names the index knows (as an ambiguous one lists its
    candidates), and a stale index said."""
    from lorehold.errors import UnknownCard
    from lorehold.search.freshness import staleness

    message = str(exc)
    problem = staleness(conn, settings.index_dir)
    if problem:  # the typo fallback read a stale index: say so with the answer
        message += f" ({problem})"
    nearest = []
    try:
        from lorehold.search.completion import complete

        words = name.split()
        for prefix in (name, *([words[0]] if len(words) > 1 else [])):
            nearest = [(n.name, n.language, n.english_name) for n in complete(settings.index_dir, prefix, limit=10)]
            if nearest:
                break
    except LoreholdError:  # no index: nothing to suggest
        pass
    if nearest:
        message += "; nearest names:"
    return UnknownCard(message, nearest)
def _card_history(settings, name: str, as_json: bool) -> None:
    from sqlalchemy import text

    from lorehold.card_view import resolve_name
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
    from lorehold.card_view import english_name, resolve_name
    from lorehold.card_view import rulings as card_rulings
    from lorehold.db.sqlite_reads import connect

    since_date = _date(since) if since else None
    language = _languages([lang])[0] if lang else None
    from lorehold.errors import UnknownCard

    settings = state(ctx).settings
    with connect(settings) as conn:
        conn.info["index_dir"] = settings.index_dir
        try:
            card_id = resolve_name(conn, name)
        except UnknownCard as exc:
            raise _with_nearest(exc, conn, settings, name) from None
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
    from lorehold.card_view import stats as db_stats
    from lorehold.db.sqlite_reads import connect

    with connect(state(ctx).settings) as conn:
        data = db_stats(conn)
    if as_json:
        emit_json(data)
        return
    from lorehold.cli.render import render_stats

    render_stats(data)


sources_app = typer.Typer(rich_markup_mode=None, cls=LoreholdGroup, invoke_without_command=True,
                          help="What was ingested from where, and what failed and why; `sources remove` undoes one.")
app.add_typer(sources_app, name="sources")


@sources_app.callback()
def sources(
    ctx: typer.Context,
    failed: Annotated[bool, typer.Option("--failed", help="Only sources that failed, with the reason.")] = False,
    as_json: JsonOption = False,
) -> None:
    """What was ingested from where, and what failed and why."""
    if ctx.invoked_subcommand is not None:
        return
    from lorehold.db.engine import get_engine
    from lorehold.sources import list_sources

    with get_engine(state(ctx).settings).connect() as conn:
        items = list_sources(conn, failed_only=failed)
    if as_json:
        emit_json(items)
        return
    for item in items:
        line = f"{item['id']:>4} {item['status']:<7} {item['kind']:<9} {item['ingested_at'][:19]}  {item['locator']}"
        if item["status"] == "ok" and (item["kind"] == "page" or item["rulings"] or item["translations"]):
            line += (f"\n             {item['rulings']} rulings ({item['dated_rulings']} dated), "
                     f"{item['translations']} translations")
        if item["error"]:
            line += f"\n             {item['error']}"
        typer.echo(line)


@sources_app.command("remove")
def sources_remove(
    ctx: typer.Context,
    refs: Annotated[list[str], typer.Argument(help="Source ids (see `lorehold sources`) or locators (paths, URLs).")],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Remove sources and everything only they gave (a ruling another source also gave stays); the index follows."""
    from lorehold.db.engine import get_engine
    from lorehold.removal import remove, resolve

    settings = state(ctx).settings
    with get_engine(settings).connect() as conn:
        targets = resolve(conn, refs)
    if not yes:
        for sid, locator, kind in targets:
            typer.echo(f"  {sid} {kind} {locator}", err=True)
        import click

        try:
            confirmed = typer.confirm(f"remove {len(targets)} source(s) and what only they gave?", err=True)
        except click.exceptions.Abort:  # no answer (stdin closed): nothing done
            confirmed = False
        if not confirmed:
            typer.echo("nothing removed (pass --yes to remove without a question)", err=True)
            raise typer.Exit(1)
    removed, touched = remove(settings, [str(t[0]) for t in targets])
    _index_after_removal(settings, touched)
    if as_json:
        emit_json([{"id": r.id, "locator": r.locator, "kind": r.kind, "removed": r.counts,
                    "rulings_kept_for_other_sources": r.kept_rulings, "document_reread": r.reread} for r in removed])
        return
    for r in removed:
        what = ", ".join(f"{n:,} {t}" for t, n in r.counts.items() if n)
        typer.echo(f"removed source {r.id} ({r.locator}): {what or 'no data'}"
                   + (f"; {r.kept_rulings} ruling(s) kept for other sources" if r.kept_rulings else ""))
        if not r.reread:
            typer.echo(f"note: {r.locator} cannot be read any more: its printings and cards stay "
                       "(only its translations and rulings could be told apart)", err=True)


def _index_after_removal(settings, touched) -> None:
    from pathlib import Path

    from lorehold.search.index import update

    if not (Path(settings.index_dir) / "cards").exists():
        return
    from lorehold.cli.progress import spinner

    with spinner("updating the search index"):
        update(settings, touched)
