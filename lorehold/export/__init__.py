"""Exports: the database, or a query's cards, as JSON, JSONL, CSV, Parquet or SQLite, with a manifest.

``export()`` is the one entry point (the ``export`` command is a thin wrapper). The whole export
reads one snapshot of the database (a read transaction), streams rows in batches so memory stays
flat, writes under a temporary name and renames into place (``--force`` to replace an earlier
export), and gives the same bytes for the same database and arguments, apart from the manifest's
``created_at``. The modules: ``scope`` (which rows, in which order), ``tables`` (the columns of
the table formats), ``cardfiles`` (JSON, JSONL), ``tabular`` (CSV, Parquet), ``sqlitefile``,
``manifest``, ``output`` (temporary names, --force).
"""

from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING

from lorehold.errors import LoreholdError

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.export.output import Target
    from lorehold.export.scope import Scope
    from lorehold.settings import Settings

FORMATS = ("json", "jsonl", "csv", "parquet", "sqlite")
#: formats written as a folder of files (one per table, and manifest.json)
FOLDER_FORMATS = ("csv", "parquet")


@dataclass
class ExportResult:
    format: str
    #: what was written: the file or folder, and (JSONL) the manifest beside it; empty for stdout
    paths: list[Path] = field(default_factory=list)
    manifest: dict = field(default_factory=dict)


def export(
    settings: "Settings",
    fmt: str,
    out: str | Path,
    *,
    languages: list[str] | None = None,
    query: str | None = None,
    since: dt.date | None = None,
    changed_since: dt.date | None = None,
    force: bool = False,
    stdout: IO[bytes] | None = None,
    progress: Callable[[str, int], None] | None = None,
) -> ExportResult:
    """Write the export; ``out`` of ``-`` writes JSON or JSONL to ``stdout`` (default: sys.stdout).

    ``languages`` limits translations (English, the cards' own fields, is always there); ``query``
    selects cards with the search query language; ``since`` keeps rulings dated on or after it;
    ``changed_since`` keeps the cards an update changed on or after that day (``lorehold changes``).
    ``progress(table, rows)`` is called as rows are written."""
    _check_format(fmt, out)
    targets = _targets(settings, fmt, out, force)
    result = ExportResult(fmt)

    from lorehold.db.engine import get_engine

    engine = get_engine(settings)
    with engine.connect() as conn:
        _snapshot(conn)
        scope = _scope(settings, conn, languages, query, since, changed_since)
        try:
            temps = [target.open() for target in targets]
            names = [target.path.name for target in targets]
            job = _Job(conn, scope, fmt, temps, names, stdout, progress, result)
            WRITERS[fmt](job)
            for target in targets:
                target.commit()
                result.paths.append(target.path)
        except BaseException as exc:
            for target in targets:
                target.discard()
            if isinstance(exc, OSError) and not isinstance(exc, BrokenPipeError):
                # a full disk, a folder without write permission: one line, nothing left behind
                raise LoreholdError(f"cannot write {out}: {exc.strerror or exc}") from None
            raise
        finally:
            conn.rollback()  # ends the snapshot; the query's temporary table goes with it
    return result


def _check_format(fmt: str, out: str | Path) -> None:
    """Refuse an unknown format, and ``--out -`` for a format that is not one stream."""
    if fmt not in FORMATS:
        raise LoreholdError(f"unknown export format {fmt!r} (expected one of: {', '.join(FORMATS)})")
    if str(out) == "-" and fmt not in ("json", "jsonl"):
        raise LoreholdError(f"--out - writes json or jsonl only; {fmt} needs a file or folder path")


def _targets(settings: "Settings", fmt: str, out: str | Path, force: bool) -> list["Target"]:
    """The output paths (none for stdout; JSONL adds its manifest), each checked before any work."""
    from lorehold.export import output

    if str(out) == "-":
        return []
    path = output.guard(out, settings)
    targets = [output.Target(path, folder=fmt in FOLDER_FORMATS, force=force)]
    if fmt == "jsonl":
        targets.append(output.Target(output.guard(manifest_path(path), settings), folder=False, force=force))
    for target in targets:
        target.check()  # before any work: a taken path fails at once
    return targets


def _scope(settings: "Settings", conn: "Connection", languages: list[str] | None, query: str | None,
           since: dt.date | None, changed_since: dt.date | None) -> "Scope":
    """The rows to export (a query's cards, an update's changed cards), installed on the connection."""
    from lorehold.export.scope import Scope

    card_ids = None if query is None else query_card_ids(settings, conn, query)
    if changed_since is not None:  # the cards an update changed on or after that day
        from lorehold.update.changes import changed_card_ids

        changed = changed_card_ids(conn, changed_since.isoformat())
        card_ids = sorted(changed if card_ids is None else changed & set(card_ids))
    scope = Scope(card_ids=card_ids, languages=languages, since=since, query=query, changed_since=changed_since)
    scope.install(conn)
    return scope


@dataclass
class _Job:
    """What a format's writer gets: the snapshot, the scope, the temporary paths, and the result."""

    conn: "Connection"
    scope: "Scope"
    fmt: str
    #: the targets' temporary paths, in the order of ``_targets`` (empty: write to stdout)
    temps: list[Path]
    #: the targets' own file names, in the same order
    names: list[str]
    stdout: IO[bytes] | None
    progress: Callable[[str, int], None] | None
    result: ExportResult


def _write_card_file(job: _Job) -> None:
    """JSON or JSONL: the cards to stdout or a file, and (JSONL) the manifest beside it."""
    from lorehold.export import manifest

    conn, scope, fmt, progress = job.conn, job.scope, job.fmt, job.progress
    meta = manifest.build(conn, scope, fmt, _counts(conn, scope))
    job.result.manifest = meta
    progress_cards = (lambda n: progress("cards", n)) if progress else None
    if not job.temps:
        stream = job.stdout or sys.stdout.buffer
        _write_cards(conn, scope, fmt, stream, meta, progress_cards)
        stream.flush()
        return
    with open(job.temps[0], "wb") as f:
        _write_cards(conn, scope, fmt, f, meta, progress_cards)
    if fmt == "jsonl":
        meta = {**meta, "files": {"cards": job.names[0]}}
        job.result.manifest = meta
        _write_json(job.temps[1], meta)


def _write_folder(job: _Job) -> None:
    """CSV or Parquet: one file per table in the folder, and its manifest.json."""
    from lorehold.export import manifest, tabular
    from lorehold.export.tables import TABLES

    folder = job.temps[0]
    writer = tabular.write_csv if job.fmt == "csv" else tabular.write_parquet
    counts = writer(job.conn, job.scope, folder, job.progress)
    files = {name: f"{name}.{job.fmt}" for name in TABLES}
    job.result.manifest = manifest.build(job.conn, job.scope, job.fmt, counts, files)
    _write_json(folder / "manifest.json", job.result.manifest)


def _write_sqlite_file(job: _Job) -> None:
    """SQLite: a database file with lorehold's schema; the manifest goes inside it."""
    from lorehold.export import manifest
    from lorehold.export.sqlitefile import write_sqlite

    def make_manifest(counts: dict[str, int]) -> dict:
        job.result.manifest = manifest.build(job.conn, job.scope, job.fmt, counts)
        return job.result.manifest

    write_sqlite(job.conn, job.scope, job.temps[0], make_manifest, job.progress)


#: each format's writer
WRITERS: dict[str, Callable[[_Job], None]] = {
    "json": _write_card_file,
    "jsonl": _write_card_file,
    "csv": _write_folder,
    "parquet": _write_folder,
    "sqlite": _write_sqlite_file,
}


def manifest_path(path: Path) -> Path:
    """Where a JSONL export's manifest goes: ``cards.jsonl`` -> ``cards.jsonl.manifest.json``."""
    return path.with_name(path.name + ".manifest.json")


def _write_cards(conn, scope, fmt, stream, meta, progress) -> int:
    from lorehold.export import cardfiles

    if fmt == "jsonl":
        return cardfiles.write_jsonl(conn, scope, stream, progress)
    return cardfiles.write_json(conn, scope, stream, meta, progress)


def _write_json(path: Path, data: dict) -> None:
    import orjson

    path.write_bytes(orjson.dumps(data, option=orjson.OPT_INDENT_2) + b"\n")


def _counts(conn: "Connection", scope) -> dict[str, int]:
    from lorehold.export.tables import TABLES

    return {name: scope.count(conn, name) for name in TABLES}


def _snapshot(conn: "Connection") -> None:
    """Read everything from one snapshot, so an ingest running meanwhile cannot tear the export."""
    if conn.dialect.name == "sqlite":
        # pysqlite opens no transaction for reads; an explicit one pins the WAL snapshot
        conn.exec_driver_sql("BEGIN")
    elif conn.dialect.name == "postgresql":
        # (not READ ONLY: a query's card ids go into a temporary table)
        conn.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")


def query_card_ids(settings: "Settings", conn: "Connection", query: str) -> list[int]:
    """The ids of the cards a search query (the search command's language) matches: every one,
    not a page of results; InvalidQuery for a query that does not parse."""
    from lorehold.search.searching import card_ids

    return sorted(set(card_ids(settings, query)))
