"""Writing an export's files so that a failed export leaves nothing behind and an existing one is
replaced only with ``--force``: everything is written under a temporary name beside the target,
then renamed into place.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from lorehold.errors import LoreholdError


class OutputExists(LoreholdError):
    """The output path is taken and ``--force`` was not given (or cannot apply)."""


class Target:
    """One output path (a file, or a folder of files) written under a temporary name first.

    ``check()`` before any work, ``open()`` for the temporary path, then ``commit()`` renames it
    into place, or ``discard()`` removes it."""

    def __init__(self, path: Path, *, folder: bool, force: bool) -> None:
        self.path = path
        self.folder = folder
        self.force = force
        self.temp: Path | None = None

    def check(self) -> None:
        path = self.path
        if not path.exists() and not path.is_symlink():
            return
        if self.folder:
            if not path.is_dir():
                raise OutputExists(f"{path} exists and is not a folder")
            entries = list(path.iterdir())
            if not entries:
                return  # an empty folder made for the export: nothing is overwritten
            if not self.force:
                raise OutputExists(f"{path} exists; pass --force to replace it")
            if not (path / "manifest.json").is_file():
                # --force replaces an earlier export, never an arbitrary folder
                raise OutputExists(f"{path} is a folder that does not hold a lorehold export; not replacing it")
        else:
            if path.is_dir():
                raise OutputExists(f"{path} is a folder; give a file name")
            if not self.force:
                raise OutputExists(f"{path} exists; pass --force to replace it")

    def open(self) -> Path:
        parent = self.path.parent
        parent.mkdir(parents=True, exist_ok=True)
        prefix = f".{self.path.name}."
        if self.folder:
            self.temp = Path(tempfile.mkdtemp(prefix=prefix, suffix=".tmp", dir=parent))
        else:
            fd, name = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=parent)
            os.close(fd)
            self.temp = Path(name)
        return self.temp

    def commit(self) -> None:
        assert self.temp is not None
        self.check()  # still ours to replace (nothing appeared meanwhile)
        if self.folder:
            os.chmod(self.temp, 0o777 & ~_umask())
            if self.path.is_dir():
                old = Path(tempfile.mkdtemp(prefix=f".{self.path.name}.", suffix=".old", dir=self.path.parent))
                old.rmdir()
                os.replace(self.path, old)  # a folder cannot be replaced in one step
                os.replace(self.temp, self.path)
                shutil.rmtree(old, ignore_errors=True)
            else:
                os.replace(self.temp, self.path)
        else:
            os.chmod(self.temp, 0o666 & ~_umask())  # mkstemp makes it private
            os.replace(self.temp, self.path)
        self.temp = None

    def discard(self) -> None:
        if self.temp is None:
            return
        if self.folder:
            shutil.rmtree(self.temp, ignore_errors=True)
        else:
            try:
                self.temp.unlink()
            except FileNotFoundError:
                pass
            for suffix in ("-journal", "-wal", "-shm"):  # SQLite's companions, if any
                companion = Path(str(self.temp) + suffix)
                if companion.exists():
                    companion.unlink()
        self.temp = None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
