"""One producer thread ahead of its consumer: the ingest pipeline reads and parses the next
documents while the current one is stored, the scraper fetches the next pages while one is stored.

``read_ahead(items)`` pulls ``items`` (an iterator: its work runs in the thread) at most ``ahead``
items in advance and yields them on the calling thread, in order, so every write stays there.
An exception in the thread is raised on the calling thread; leaving the loop early stops the
thread before its next item.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")

_DONE = object()


class _Crashed:
    """An exception raised by the producer, carried to the consumer."""

    def __init__(self, exc: BaseException) -> None:
        self.exc = exc


def read_ahead(items: Iterable[T], *, ahead: int, name: str, give_up: float | None = None) -> Iterator[T]:
    """``items``, produced in a thread ``ahead`` items in advance. ``give_up``: seconds to wait for
    the thread when the consumer stops early (None: until it ends; a daemon thread left waiting
    on a slow server stops at its next item)."""
    pending: queue.Queue = queue.Queue(maxsize=ahead)
    stop = threading.Event()
    thread = threading.Thread(target=_produce, args=(iter(items), pending, stop), name=name, daemon=True)
    thread.start()
    try:
        while True:
            item = pending.get()
            if item is _DONE:
                return
            if isinstance(item, _Crashed):
                raise item.exc
            yield item
    finally:
        stop.set()
        _drain(thread, pending, give_up)


def _produce(items: Iterator, pending: queue.Queue, stop: threading.Event) -> None:
    """The thread: next item until the iterator ends, the consumer stops, or it raises."""
    try:
        while not stop.is_set():
            try:
                item = next(items)
            except StopIteration:
                break
            pending.put(item)
        pending.put(_DONE)
    except BaseException as exc:  # handed to the consumer, which raises it
        pending.put(_Crashed(exc))


def _drain(thread: threading.Thread, pending: queue.Queue, give_up: float | None) -> None:
    """Unblock a producer waiting on a full queue until it ends (or ``give_up`` seconds pass)."""
    deadline = None if give_up is None else time.monotonic() + give_up
    while thread.is_alive() and (deadline is None or time.monotonic() < deadline):
        try:
            pending.get_nowait()
        except queue.Empty:
            thread.join(0.05)
