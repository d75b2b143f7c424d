"""Shared by the serve tests: the sample home with the Comprehensive Rules, and a real
`lorehold serve` process on 127.0.0.1 (a free port) for clients that need a socket."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.conftest import FIXTURES

RULES_2017 = FIXTURES / "rules" / "MagicCompRules_en_20170925_cp1252_crlf.txt"
RULES_2026 = FIXTURES / "rules" / "MagicCompRules_en_20260116_utf8bom_cr-and-crlf.txt"


@pytest.fixture(scope="module")
def serve_home(indexed_master, tmp_path_factory) -> Path:
    """The indexed sample with the Comprehensive Rules effective 2017-09-29 and 2026-01-16."""
    from lorehold.db.engine import dispose_all
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    home = tmp_path_factory.mktemp("serve-home")
    shutil.copytree(indexed_master, home, dirs_exist_ok=True)
    report = ingest(Settings.resolve(home), [str(RULES_2017), str(RULES_2026)])
    assert not report.failed, report.failed
    dispose_all()
    return home


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``lorehold --home HOME serve --port P`` as a child process, stopped by ``stop``."""

    def __init__(self, home: Path, log: Path, workers: int = 1, extra_env: dict | None = None):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        env = {**os.environ, **(extra_env or {})}
        env.pop("LOREHOLD_DATABASE_URL", None)
        self.log = log
        self._out = open(log, "wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "lorehold", "--home", str(home), "serve", "--host", "127.0.0.1",
             "--port", str(self.port), "--workers", str(workers)],
            stdout=self._out, stderr=subprocess.STDOUT, env=env,
        )
        self._wait()

    def _wait(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"lorehold serve exited with {self.process.returncode}: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(self.base + "/health", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"lorehold serve did not answer in {timeout} s: {self.log.read_text()[-2000:]}")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self._out.close()


@pytest.fixture(scope="module")
def server(serve_home, tmp_path_factory):
    log = tmp_path_factory.mktemp("serve-log") / "serve.log"
    srv = Server(serve_home, log)
    yield srv
    srv.stop()
