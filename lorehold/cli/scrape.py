"""Commands that fetch from the web: ``scrape`` (many URLs, politely, resumably) and ``cache prune``."""

from __future__ import annotations

import sys
from typing import Annotated, Optional

import typer

from lorehold.cli.base import LoreholdGroup, app, emit_json, state
from lorehold.errors import LoreholdError

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]


@app.command()
def scrape(
    ctx: typer.Context,
    urls_file: Annotated[
        Optional[str], typer.Argument(help="A file of URLs, one a line (# comments allowed; - reads stdin). Without it (and --sitemap) the queue left by an earlier run is continued.")
    ] = None,
    sitemap: Annotated[Optional[str], typer.Option("--sitemap", help="Queue the URLs of this sitemap (XML, sitemap index, .gz or text).")] = None,
    rate: Annotated[str, typer.Option("--rate", help="Requests per host, e.g. 2/s, 0.5/s, 30/min.")] = "2/s",
    limit: Annotated[Optional[int], typer.Option("--limit", min=1, help="Fetch at most this many URLs in this run.")] = None,
    contact: Annotated[
        Optional[str], typer.Option("--contact", envvar="LOREHOLD_CONTACT", help="How site operators can reach you (an e-mail or URL), sent in the User-Agent.")
    ] = None,
    retry_failed: Annotated[bool, typer.Option("--retry-failed", help="Put URLs that failed before back in the queue.")] = False,
    offline: Annotated[bool, typer.Option("--offline", help="Read pages from the local cache only, never the network.")] = False,
    no_index: Annotated[bool, typer.Option("--no-index", help="Leave the search index alone (run `lorehold index rebuild` after).")] = False,
    as_json: JsonOption = False,
) -> None:
    """Fetch many pages politely (robots.txt, a rate per host, retries) into the database; resumable."""
    from dataclasses import replace

    from lorehold.net.client import Policy, parse_rate
    from lorehold.net.scrape import read_url_list
    from lorehold.net.scrape import scrape as run_scrape

    policy = replace(Policy(), rate=parse_rate(rate))
    urls: list[str] = []
    if urls_file is not None:
        urls = read_url_list(_read_text(urls_file), urls_file)
    settings = state(ctx).settings
    progress = None
    if sys.stderr.isatty() and not as_json:
        from lorehold.cli.progress import TerminalProgress

        progress = TerminalProgress()
    with _sigterm_as_interrupt():
        report = run_scrape(settings, urls=urls, sitemap=sitemap, limit=limit, policy=policy, contact=contact,
                            retry_failed=retry_failed, offline=offline, progress=progress)
    if not no_index and report.ingest is not None and report.done:
        from lorehold.cli.cards import after_ingest

        after_ingest(settings, report.ingest)
    if as_json:
        emit_json(report.as_dict())
    else:
        for failure in report.failures:
            typer.echo(f"failed: {failure.url}: {failure.reason}", err=True)
        typer.echo(
            f"{report.done} done, {report.failed} failed, {report.pending} pending "
            f"({report.fetched} fetched, {report.from_cache} from the cache, {report.requests} requests, {report.seconds:.1f} s)"
        )
        if report.skipped:
            typer.echo(f"{report.skipped} URLs not in the cache were left pending (--offline)", err=True)
    if report.interrupted:
        typer.echo(f"interrupted: {report.pending} URLs still pending; run `lorehold scrape` again to continue", err=True)
        raise typer.Exit(130)
    if report.failed:
        raise typer.Exit(1)


def _read_text(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8-sig") as stream:
            return stream.read()
    except OSError as exc:
        raise LoreholdError(f"{path}: cannot read the URL list ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise LoreholdError(f"{path}: the URL list is not UTF-8 text") from None


class _sigterm_as_interrupt:
    """A kill (SIGTERM) stops a scrape the way Ctrl-C does: the run reports and ends cleanly."""

    def __enter__(self):
        import signal
        import threading

        self._previous = None
        if threading.current_thread() is threading.main_thread():
            def interrupt(_signum, _frame):
                raise KeyboardInterrupt

            self._previous = signal.signal(signal.SIGTERM, interrupt)
        return self

    def __exit__(self, *exc):
        import signal

        if self._previous is not None:
            signal.signal(signal.SIGTERM, self._previous)
        return False


cache_app = typer.Typer(rich_markup_mode=None, cls=LoreholdGroup, help="The cache of fetched pages (under the home folder).", no_args_is_help=True)
app.add_typer(cache_app, name="cache")


@cache_app.command("prune")
def cache_prune(
    ctx: typer.Context,
    older_than: Annotated[Optional[float], typer.Option("--older-than", min=0, help="Remove pages fetched more than this many days ago.")] = None,
    max_size: Annotated[Optional[float], typer.Option("--max-size", min=0, help="Then remove the oldest until the cache holds at most this many MB.")] = None,
    as_json: JsonOption = False,
) -> None:
    """Remove cached pages by age or to fit a size (damaged entries always go)."""
    import datetime as dt

    from lorehold.net.cache import Cache

    settings = state(ctx).settings
    report = Cache(settings.home / "cache").prune(
        older_than=dt.timedelta(days=older_than) if older_than is not None else None,
        max_bytes=int(max_size * 1024 * 1024) if max_size is not None else None,
    )
    if as_json:
        emit_json({"removed": report.removed, "freed_bytes": report.freed_bytes, "kept": report.kept, "kept_bytes": report.kept_bytes})
    else:
        typer.echo(f"removed {report.removed} pages ({report.freed_bytes / 1048576:.1f} MB); "
                   f"{report.kept} kept ({report.kept_bytes / 1048576:.1f} MB)")
