"""Turning what the user names (files, folders, compressed files, archives) into documents to parse.

A document is one source: a plain file, a file inside ``.gz/.xz/.bz2`` compression, or one member
of a ``.zip`` or ``.tar.*`` archive. Its locator (stored in ``sources.locator``) is the absolute
path, with ``!member`` for an archive member.
"""

from __future__ import annotations

import bz2
import gzip
import lzma
import tarfile
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from lorehold.errors import UnreadableSource

_COMPRESSORS: dict[str, Callable[..., IO[bytes]]] = {".gz": gzip.open, ".xz": lzma.open, ".bz2": bz2.open}
_TAR_SUFFIXES = (".tar", ".tar.gz", ".tgz", ".tar.xz", ".txz", ".tar.bz2", ".tbz2")
#: files a folder walk picks up (anything else in a folder is skipped; a named file is always tried)
_DATA_SUFFIXES = (".json", ".jsonl", ".txt", ".html", ".htm", ".md", ".gz", ".xz", ".bz2", ".zip", *_TAR_SUFFIXES)
#: documents above this size are streamed by formats that can (AllPrintings, Scryfall bulk files)
STREAM_THRESHOLD = 64 * 1024 * 1024


@dataclass
class Document:
    locator: str
    name: str  # the file or member name, without compression suffixes
    opener: Callable[[], IO[bytes]]
    size: int | None = None  # uncompressed size when known

    def read(self) -> bytes:
        try:
            with self.opener() as stream:
                return stream.read()
        except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile, tarfile.TarError) as exc:
            raise UnreadableSource(f"{self.locator}: cannot read ({exc})") from None

    def head(self, n: int = 4096) -> bytes:
        try:
            with self.opener() as stream:
                return stream.read(n)
        except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile, tarfile.TarError) as exc:
            raise UnreadableSource(f"{self.locator}: cannot read ({exc})") from None


@dataclass
class BadInput:
    """An input that could not even be opened (missing file, broken archive)."""

    locator: str
    reason: str


def is_tar(name: str) -> bool:
    return name.lower().endswith(_TAR_SUFFIXES)


def expand(inputs: list[str]) -> Iterator[Document | BadInput]:
    """Documents for each input, in a stable order (folders sorted by name)."""
    for raw in inputs:
        path = Path(raw).expanduser()
        if not path.exists():
            yield BadInput(raw, "no such file or folder")
        elif path.is_dir():
            for child in sorted(p for p in path.rglob("*") if p.is_file()):
                if child.name.lower().endswith(_DATA_SUFFIXES) and not child.name.startswith("."):
                    yield from _file_documents(child)
        else:
            yield from _file_documents(path)


def _file_documents(path: Path) -> Iterator[Document | BadInput]:
    locator = str(path.resolve())
    lower = path.name.lower()
    try:
        if is_tar(lower):
            yield from _tar_documents(path, locator)
        elif lower.endswith(".zip"):
            yield from _zip_documents(path, locator)
        else:
            suffix = path.suffix.lower()
            if suffix in _COMPRESSORS:
                opener = _COMPRESSORS[suffix]
                yield Document(locator, path.name[: -len(suffix)], lambda: opener(path, "rb"))
            else:
                yield Document(locator, path.name, lambda: open(path, "rb"), path.stat().st_size)
    except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile, tarfile.TarError) as exc:
        yield BadInput(locator, f"cannot open archive ({exc})")


def _tar_documents(path: Path, locator: str) -> Iterator[Document]:
    # one pass over the (compressed) tar: members are read in order, held only while yielded
    with tarfile.open(path, "r:*") as archive:
        for member in archive:
            if not member.isfile() or Path(member.name).name.startswith("."):
                continue
            data = archive.extractfile(member).read()  # type: ignore[union-attr]
            yield _memory_document(f"{locator}!{member.name}", Path(member.name).name, data)


def _zip_documents(path: Path, locator: str) -> Iterator[Document]:
    with zipfile.ZipFile(path) as archive:
        names = sorted(i.filename for i in archive.infolist() if not i.is_dir())
    for member in names:
        if Path(member).name.startswith("."):
            continue
        yield Document(
            f"{locator}!{member}",
            Path(member).name,
            lambda member=member: zipfile.ZipFile(path).open(member),
        )


def _memory_document(locator: str, name: str, data: bytes) -> Document:
    import io

    suffix = Path(name).suffix.lower()
    if suffix in _COMPRESSORS:
        opener = _COMPRESSORS[suffix]
        return Document(locator, name[: -len(suffix)], lambda: opener(io.BytesIO(data), "rb"))
    return Document(locator, name, lambda: io.BytesIO(data), len(data))
