"""The ``serve`` command: the HTTP API (Scryfall-compatible paths, plus ``/v1/``) and web pages,
read-only, on uvicorn. FastAPI, uvicorn and Jinja2 are imported here only."""

from __future__ import annotations

import contextlib
import os
from typing import Annotated, Optional

import typer

from lorehold.cli.base import app, state
from lorehold.errors import LoreholdError


@app.command()
def serve(
    ctx: typer.Context,
    host: Annotated[str, typer.Option("--host", help="Address to listen on (0.0.0.0 for every interface).")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="Port to listen on.")] = 8000,
    workers: Annotated[int, typer.Option("--workers", min=1, help="Worker processes (one per core).")] = 1,
    cors: Annotated[
        Optional[str],
        typer.Option("--cors", envvar="LOREHOLD_CORS_ORIGINS", help="Origins allowed to call the API from a browser, comma-separated (default *; '' for none)."),
    ] = None,
    access_log: Annotated[bool, typer.Option("--access-log/--no-access-log", help="One JSON line per request on stderr.")] = True,
) -> None:
    """Serve the API and web pages over the local database (read-only) until Ctrl-C."""
    try:
        import uvicorn
    except ImportError:
        raise LoreholdError("serving needs fastapi, uvicorn and jinja2: pip install lorehold (they are its dependencies)") from None
    from lorehold.serve.backend import Backend

    settings = state(ctx).settings
    Backend(settings).check()  # no database or no index: one line now, not a worker crash later
    # each worker process builds its own app from these (the factory reads the environment)
    os.environ["LOREHOLD_HOME"] = str(settings.home)
    os.environ["LOREHOLD_DATABASE_URL"] = settings.database_url
    if cors is not None:
        os.environ["LOREHOLD_CORS_ORIGINS"] = cors
    typer.echo(f"lorehold serving {settings.database_url} on http://{host}:{port} ({workers} worker{'s' if workers > 1 else ''})", err=True)
    with _meeting_folder(workers):
        uvicorn.run(
            "lorehold.serve.app:create_app", factory=True, host=host, port=port, workers=workers,
            access_log=False, log_config=_log_config(access_log), server_header=False, proxy_headers=True,
            **_one_write_protocol(),
            **_patient_supervisor(uvicorn),
            **_balancing_loop(workers),
        )


def _balancing_loop(workers: int) -> dict:
    """With several workers, uvicorn's loop with connections balanced between them (``serve/balance.py``)."""
    from lorehold.serve.balance import enabled

    return {"loop": "lorehold.serve.balance:new_event_loop"} if workers > 1 and enabled() else {}


@contextlib.contextmanager
def _meeting_folder(workers: int):
    """With several workers, a private folder where they count their connections and pass
    connections to each other (``serve/balance.py``), removed when the server stops."""
    if workers < 2:
        yield
        return
    import shutil
    import tempfile

    from lorehold.serve.balance import PEERS_ENV

    folder = tempfile.mkdtemp(prefix="lorehold-serve-")
    os.environ[PEERS_ENV] = folder
    try:
        yield
    finally:
        os.environ.pop(PEERS_ENV, None)
        shutil.rmtree(folder, ignore_errors=True)


def _one_write_protocol() -> dict:
    """uvicorn's httptools protocol sending each answer in one write (``serve/protocol.py``);
    uvicorn's own choice where httptools is not installed. LOREHOLD_SERVE_PROTOCOL=uvicorn for uvicorn's own."""
    if os.environ.get("LOREHOLD_SERVE_PROTOCOL") == "uvicorn":
        return {}
    try:
        from lorehold.serve.protocol import OneWriteHttpTools
    except ImportError:
        return {}
    return {"http": OneWriteHttpTools}


def _patient_supervisor(uvicorn) -> dict:
    """Give each worker 30 s (not uvicorn's 5) to answer its supervisor's ping: a worker reading
    its index at start on a loaded machine is busy, not dead, and was restarted (bench/serve.py at
    a load of 25 on 2 cores). Only for a uvicorn that has the setting (0.30 and later)."""
    import inspect

    if "timeout_worker_healthcheck" in inspect.signature(uvicorn.run).parameters:
        return {"timeout_worker_healthcheck": 30}
    return {}


def _log_config(access_log: bool) -> dict:
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"plain": {"format": "%(message)s"}},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "plain", "stream": "ext://sys.stderr"}},
        "loggers": {
            "uvicorn": {"handlers": ["stderr"], "level": "INFO"},
            "uvicorn.error": {"level": "INFO"},
            "lorehold.access": {"handlers": ["stderr"], "level": "INFO" if access_log else "WARNING", "propagate": False},
        },
    }
