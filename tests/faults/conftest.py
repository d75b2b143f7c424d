"""What the fault tests share: compressed bombs made on the fly, and running the real CLI in a
child process (so its peak memory can be read and it can be killed)."""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import os
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

from tests.test_net_support import _server, loopback_only, site  # noqa: F401

REPO = Path(__file__).resolve().parents[2]
MB = 1024 * 1024


def bomb_bytes(size: int = 200 * MB, prefix: bytes = b"<html><body><p>", fill: bytes = b" ", kind: str = "gz") -> bytes:
    """``prefix`` then ``size`` bytes of ``fill``, compressed (a few hundred KB at most)."""
    out = io.BytesIO()
    compressor = {"gz": lambda f: gzip.GzipFile(fileobj=f, mode="wb", compresslevel=1),
                  "xz": lambda f: lzma.LZMAFile(f, "wb", preset=0),
                  "bz2": lambda f: bz2.BZ2File(f, "wb", compresslevel=1)}[kind]
    with compressor(out) as stream:
        stream.write(prefix)
        block = fill * MB
        for _ in range(size // MB):
            stream.write(block)
    return out.getvalue()


def tar_bomb(path: Path, size: int = 200 * MB) -> Path:
    """A .tar.gz holding one member of ``size`` bytes of spaces (written through a stream)."""

    class Spaces(io.RawIOBase):
        def __init__(self, n):
            self.left = n

        def readable(self):
            return True

        def readinto(self, buffer):
            n = min(len(buffer), self.left)
            buffer[:n] = b" " * n
            self.left -= n
            return n

    with tarfile.open(path, "w:gz", compresslevel=1) as archive:
        info = tarfile.TarInfo("huge.html")
        info.size = size
        archive.addfile(info, io.BufferedReader(Spaces(size)))
    return path


def run_cli(home: Path, *args: str, env: dict | None = None, timeout: float = 300, cwd: Path = REPO,
            stdin: str | None = None):
    """``lorehold --home HOME ARGS`` in a child process: (CompletedProcess, its peak RSS in MB,
    sampled every 10 ms from /proc)."""
    import tempfile

    full_env = {**os.environ, "COLUMNS": "200"}
    full_env.pop("LOREHOLD_DATABASE_URL", None)
    full_env.update(env or {})
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, tempfile.TemporaryFile() as inp:
        inp.write((stdin or "").encode())
        inp.seek(0)
        proc = subprocess.Popen([sys.executable, "-m", "lorehold", "--home", str(home), *args], stdin=inp,
                                stdout=out, stderr=err, env=full_env, cwd=cwd)
        end = time.monotonic() + timeout
        peak_kb = 0
        while True:
            peak_kb = max(peak_kb, _high_water_kb(proc.pid))
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > end:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.01)
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        result = subprocess.CompletedProcess(proc.args, proc.returncode, out.read().decode(), err.read().decode())
    return result, peak_kb / 1024


def _high_water_kb(pid: int) -> int:
    """The child's peak resident memory so far (VmHWM). Not ru_maxrss: that one starts from the
    forking process's own footprint (pytest's, hundreds of MB after the big tests)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is gone for every purpose but its table entry
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        return state != "Z"
    except OSError:
        return True


def wait_until(predicate, timeout: float = 30.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


@pytest.fixture(scope="session")
def html_bomb(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("bombs") / "page.html.gz"
    path.write_bytes(bomb_bytes())
    return path
