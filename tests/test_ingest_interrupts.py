"""Ctrl-C during an ingest (``pipeline._Interrupts``): raised at once while a document is written, held from
its commit until its outcome is reported, so the run's report of what was loaded is what the database kept
(a Ctrl-C that landed between a commit and its report made ``lorehold ingest`` say one source fewer)."""

from __future__ import annotations

import os
import signal

import pytest

from lorehold.ingest.pipeline import _Interrupts

# (Python's own SIGINT handler on the main thread, as a terminal's run has it; a test runner's worker may
# have another, and then the ingest leaves SIGINT alone)
pytestmark = pytest.mark.skipif(signal.getsignal(signal.SIGINT) is not signal.default_int_handler,
                                reason="SIGINT is not Python's default handler here")


def test_a_ctrl_c_while_writing_is_raised_at_once() -> None:
    interrupts = _Interrupts()
    with interrupts.installed():
        with pytest.raises(KeyboardInterrupt):
            os.kill(os.getpid(), signal.SIGINT)
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_a_ctrl_c_after_the_commit_waits_for_the_report() -> None:
    interrupts, reported = _Interrupts(), []
    with interrupts.installed():
        interrupts.holding = True  # (as _store sets it before its transaction commits)
        os.kill(os.getpid(), signal.SIGINT)
        reported.append("loaded")  # (the outcome reported: nothing raised yet)
        with pytest.raises(KeyboardInterrupt):
            interrupts.release()
        interrupts.release()  # (raised once)
    assert reported == ["loaded"]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
