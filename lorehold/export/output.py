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


def guard(out, settings) -> Path:
    """The output path, refused when it is empty, in a folder that does not exist, or one of the
    home's own files (the database and its companions, the index, the cache, the home itself):
    ``--force`` replaces an earlier export, never lorehold's data (issue 16)."""
    text = str(out)
    if not text.strip():
        raise LoreholdError("--out is empty: give a file or folder path, or - for stdout")
    path = Path(text).expanduser()
    resolved = path.resolve()
    home = Path(settings.home).expanduser().resolve()
    own = [home / "lorehold.db", home / "index", home / "cache"]
    if settings.is_sqlite:
        from lorehold.db.sqlite_file import sqlite_path

        database = sqlite_path(settings.database_url)
        if database is not None:
            own.append(database.expanduser().resolve())
    for item in list(own):
        if item.suffix == ".db":
            own += [Path(f"{item}{suffix}") for suffix in ("-wal", "-shm", "-journal", ".lock")]
    if resolved == home or resolved in home.parents or any(resolved == p or p in resolved.parents for p in own):
        raise LoreholdError(f"--out {text} is lorehold's own data (home {home}); not writing there, --force or not")
    parent = path.absolute().parent
    if not parent.is_dir():
        raise LoreholdError(f"--out {text}: the folder {parent} does not exist (create it first)")
    return path


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
