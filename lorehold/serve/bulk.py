"""``/bulk-data``: lorehold's own JSON Lines export (``lorehold export --format jsonl``), offered
the way Scryfall offers its bulk files. The file is written once per process, on first download,
to a temporary folder (never into the home), by the export's own ``card_batches``."""

from __future__ import annotations

import datetime as dt
import os
import tempfile
import threading
import uuid

from lorehold.serve.errors import ApiError

KINDS = {
    "lorehold_cards": ("lorehold Cards", "Every card as lorehold's card object (the shape of `lorehold card --json`): "
                       "English text, every translation, printings and rulings with their sources, one per line."),
}
_lock = threading.Lock()
_files: dict[str, str] = {}
_folder = None


def bulk_objects(backend, base: str) -> list[dict]:
    out = []
    for kind, (name, description) in KINDS.items():
        path = backend.settings.database_url
        out.append({
            "object": "bulk_data",
            "id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"lorehold:{kind}:{path}")),
            "type": kind,
            "updated_at": _updated_at(backend),
            "uri": f"{base}/bulk-data/{kind}",
            "name": name,
            "description": description,
            "size": os.path.getsize(_files[kind]) if kind in _files else None,
            "download_uri": f"{base}/bulk-data/{kind}/download",
            "content_type": "application/jsonl",
            "content_encoding": "gzip",
        })
    return out


def _updated_at(backend) -> str | None:
    db = backend.settings.home / "lorehold.db"
    if backend.settings.is_sqlite and db.exists():
        return dt.datetime.fromtimestamp(db.stat().st_mtime, dt.timezone.utc).isoformat(timespec="seconds")
    return None


def _build(backend, kind: str) -> str:
    global _folder
    from lorehold.export.cardfiles import card_batches
    from lorehold.export.scope import Scope

    with _lock:
        if kind in _files:
            return _files[kind]
        if _folder is None:
            _folder = tempfile.TemporaryDirectory(prefix="lorehold-serve-")
        path = os.path.join(_folder.name, f"{kind}.jsonl")
        with backend.engine_db() as conn, open(path, "wb") as out:
            for batch in card_batches(conn, Scope()):
                if batch:
                    out.write(b"\n".join(batch) + b"\n")
        _files[kind] = path
        return path


def download(backend, kind: str):
    from starlette.responses import FileResponse

    if kind not in KINDS:
        raise ApiError(404, f"No bulk data of type “{kind}”.")
    path = _build(backend, kind)
    return FileResponse(path, media_type="application/jsonl", filename=f"{kind}.jsonl")
