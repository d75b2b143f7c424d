"""A spinner on stderr for long steps without a count (the index build), only on a terminal."""

from __future__ import annotations

import sys
from contextlib import contextmanager


@contextmanager
def spinner(text: str):
    if not sys.stderr.isatty():
        yield
        return
    from rich.console import Console

    with Console(stderr=True).status(text, spinner="dots"):
        yield
