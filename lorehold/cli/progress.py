"""Every progress display on the terminal (stderr), in one place: a spinner for long steps
without a count (the index build), the ingest's count of sources, and the scraper's bar."""

from __future__ import annotations

import sys
from collections.abc import Callable
from contextlib import contextmanager


@contextmanager
def spinner(text: str):
    """A spinner with ``text`` while the block runs, only on a terminal."""
    if not sys.stderr.isatty():
        yield
        return
    from rich.console import Console

    with Console(stderr=True).status(text, spinner="dots"):
        yield


class IngestProgress:
    """Sources ingested so far, the one just done and the time taken, on stderr (transient)."""

    def __init__(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        # on stderr (the terminal), whatever stdout is
        self._progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(),
                                  TextColumn("{task.completed} sources"), TimeElapsedColumn(),
                                  transient=True, console=Console(stderr=True))
        self._task = self._progress.add_task("ingesting", total=None)
        self._progress.start()

    def wrap(self, show: Callable) -> Callable:
        """``show`` (called with each outcome), advancing the count after it."""
        def shown(outcome) -> None:
            show(outcome)
            self._progress.update(self._task, advance=1, description=outcome.locator.rsplit("/", 1)[-1][-40:])

        return shown

    def stop(self) -> None:
        """Take the display off the terminal."""
        self._progress.stop()


class TerminalProgress:
    """A rich progress bar on stderr: done of total, failed, pages a second, time left."""

    def __init__(self, console=None):
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
        from rich.text import Text

        class Rate(ProgressColumn):
            def render(self, task):
                speed = task.finished_speed or task.speed
                return Text(f"{speed:.1f} pages/s" if speed else "- pages/s")

        self._progress = Progress(
            TextColumn("scraping"), BarColumn(), MofNCompleteColumn(),
            TextColumn("{task.fields[failed]} failed"), Rate(), TimeRemainingColumn(),
            console=console or Console(stderr=True), transient=False,
        )
        self._task = None
        self.failed = 0

    def start(self, total: int) -> None:
        """Show the bar for ``total`` URLs."""
        self._progress.start()
        self._task = self._progress.add_task("scraping", total=total, failed=0)

    def grow(self, n: int) -> None:
        """``n`` more URLs to fetch (next pages found on the way)."""
        task = self._progress.tasks[0]
        self._progress.update(self._task, total=(task.total or 0) + n)

    def advance(self, ok: bool) -> None:
        """One URL done (``ok``) or failed."""
        if not ok:
            self.failed += 1
        self._progress.update(self._task, advance=1, failed=self.failed)

    def stop(self) -> None:
        """Stop drawing (the last state stays on the terminal)."""
        self._progress.stop()
