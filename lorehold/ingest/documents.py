"""Turning what the user names (files, folders, compressed files, archives) into documents to parse.

A document is one source: a plain file, a file inside ``.gz/.xz/.bz2`` compression, or one member
of a ``.zip`` or ``.tar.*`` archive. Its locator (stored in ``sources.locator``) is the absolute
path, with ``!member`` for an archive member.

Nothing compressed is decompressed whole: every decompressing stream goes through
``limits.Bounded`` (the decompressed-size limit), a tar is read as one stream, and a member too
big to hold goes to a temporary file, so memory stays bounded whatever an archive holds.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import os
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
        from lorehold.ingest.limits import read_whole

        try:
            with self.opener() as stream:
                return read_whole(stream, self.locator)
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
            found = False
            for child in sorted(p for p in path.rglob("*") if p.is_file()):
                if child.name.lower().endswith(_DATA_SUFFIXES) and not child.name.startswith("."):
                    found = True
                    yield from _file_documents(child)
            if not found:  # a wrong folder, not a successful ingest of nothing
                yield BadInput(raw, "a folder with no file lorehold reads (.json, .jsonl, .txt, .html, .md, "
                                    "or their .gz/.xz/.bz2/.zip/.tar archives)")
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
                yield Document(locator, path.name[: -len(suffix)], lambda: _bounded(opener(path, "rb"), locator))
            else:
                yield Document(locator, path.name, lambda: open(path, "rb"), path.stat().st_size)
    except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile, tarfile.TarError) as exc:
        yield BadInput(locator, f"cannot open archive ({exc})")
    except UnreadableSource as exc:  # an archive decompressing past the limit
        yield BadInput(locator, str(exc).removeprefix(f"{locator}: "))


def _bounded(stream: IO[bytes], locator: str) -> IO[bytes]:
    from lorehold.ingest.limits import Bounded

    return io.BufferedReader(Bounded(stream, locator), 1 << 16)


_TAR_COMPRESSION = {".tgz": ".gz", ".txz": ".xz", ".tbz2": ".bz2"}


def _tar_documents(path: Path, locator: str) -> Iterator[Document]:
    # one pass over the (compressed) tar as a stream, its decompressed bytes counted; a member is
    # held while yielded: in memory when small, in an unnamed temporary file when not
    lower = path.name.lower()
    suffix = _TAR_COMPRESSION.get(path.suffix.lower(), path.suffix.lower())
    raw = open(path, "rb")
    stream = _bounded(_COMPRESSORS[suffix](raw, "rb"), locator) if suffix in _COMPRESSORS and not lower.endswith(".tar") else raw
    with stream, tarfile.open(fileobj=stream, mode="r|") as archive:
        for member in archive:
            if not member.isfile() or Path(member.name).name.startswith("."):
                continue
            source = archive.extractfile(member)
            member_locator = f"{locator}!{member.name}"
            if member.size <= STREAM_THRESHOLD:
                data = source.read()  # type: ignore[union-attr]
                yield memory_document(member_locator, Path(member.name).name, data)
            else:
                yield _spooled_document(member_locator, Path(member.name).name, source)


def _spooled_document(locator: str, name: str, source: IO[bytes]) -> Document:
    """A big archive member copied to a temporary file (removed with the document)."""
    import shutil
    import tempfile
    import weakref

    handle = tempfile.NamedTemporaryFile(prefix="lorehold-member-", delete=False)
    try:
        with handle:
            shutil.copyfileobj(source, handle, 1 << 20)
    except BaseException:
        os.unlink(handle.name)
        raise
    spooled = Path(handle.name)
    document = _path_document(locator, name, spooled)
    weakref.finalize(document, _unlink, spooled)
    return document


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _path_document(locator: str, name: str, path: Path) -> Document:
    suffix = Path(name).suffix.lower()
    if suffix in _COMPRESSORS:
        opener = _COMPRESSORS[suffix]
        return Document(locator, name[: -len(suffix)], lambda: _bounded(opener(path, "rb"), locator))
    return Document(locator, name, lambda: open(path, "rb"), path.stat().st_size)


def _zip_documents(path: Path, locator: str) -> Iterator[Document]:
    with zipfile.ZipFile(path) as archive:
        names = sorted(i.filename for i in archive.infolist() if not i.is_dir())
    for member in names:
        if Path(member).name.startswith("."):
            continue
        yield Document(
            f"{locator}!{member}",
            Path(member).name,
            lambda member=member: _bounded(zipfile.ZipFile(path).open(member), f"{locator}!{member}"),
        )


def memory_document(locator: str, name: str, data: bytes) -> Document:
    """A Document over bytes in memory (decompressed on reading when ``name`` has a compressor's suffix)."""
    suffix = Path(name).suffix.lower()
    if suffix in _COMPRESSORS:
        opener = _COMPRESSORS[suffix]
        return Document(locator, name[: -len(suffix)], lambda: _bounded(opener(io.BytesIO(data), "rb"), locator))
    return Document(locator, name, lambda: io.BytesIO(data), len(data))
