"""The application factory and its serving manners.

``create_app()`` reads the home and database from the environment (``LOREHOLD_HOME``,
``LOREHOLD_DATABASE_URL``, as every command does), so each uvicorn worker builds its own app with
its own connections and open index. Manners, outermost first:

- access log: one JSON line per request on the ``lorehold.access`` logger (time, client, method,
  path, query, status, bytes, milliseconds);
- limits: request bodies over 64 KiB are refused (413); queries over 1,000 characters (400, as
  Scryfall) and collections over 75 identifiers (422) by the endpoints; only GET, HEAD and the two
  read-only POSTs (``/cards/collection``, ``/v1/translate``) exist (HEAD is GET without the
  body): nothing writes;
- gzip for bodies over 500 bytes, for clients that accept it (a kept answer's gzip form is kept
  beside it, compressed once);
- CORS: ``LOREHOLD_CORS_ORIGINS`` (comma-separated; default ``*``, empty to send no CORS headers);
- ETag (a hash of the body) with 304 for ``If-None-Match``, and ``Cache-Control: public,
  max-age=300`` on successful GETs (the data changes only when someone ingests); the same
  answers are kept by the worker as long, or until the database or index changes;
- errors as Scryfall's error objects on the API paths, as an HTML page elsewhere.
"""

from __future__ import annotations

import hashlib
import logging
import os
import time
from collections import OrderedDict

import orjson

from lorehold.serve.errors import ApiError, from_library
from lorehold.serve.scryfall import error as error_object

MAX_BODY = 64 * 1024
CACHE_SECONDS = 300
CACHE_CONTROL = f"public, max-age={CACHE_SECONDS}"
#: answers kept per worker, ``LOREHOLD_SERVE_CACHE_MB`` (default 32; 0 keeps none). Under a mix of
#: thousands of distinct requests (bench/serve.py) a few percent of answers are repeats, and the
#: kept bodies are most of a worker's memory growth: 64 MB was ~8% of a worker's 800 MB.
CACHE_BYTES = int(float(os.environ.get("LOREHOLD_SERVE_CACHE_MB") or 32) * 1024 * 1024)
CACHE_ENTRY_BYTES = 2 * 1024 * 1024
# gzip for bodies of at least 500 bytes at level 3: a search page of 175 objects (218 KB) in 1.5 ms
# CPU to 44.6 KB, where level 6 took 3.3 ms to 40.1 KB (and 9 twice that for ~2% smaller)
GZIP_MINIMUM = 500
GZIP_LEVEL = 3
COMPRESSIBLE = (b"application/json", b"text/html", b"text/plain", b"text/css", b"application/javascript", b"text/javascript")
API_PREFIXES = ("/cards", "/sets", "/catalog", "/bulk-data", "/v1", "/health", "/openapi.json")

access_log = logging.getLogger("lorehold.access")


def is_api(path: str) -> bool:
    return path.startswith(API_PREFIXES)


def create_app(settings=None, cors_origins: list[str] | None = None):
    """The application of one worker: its backend (opened and read once at start), routes,
    error objects and serving manners."""
    from contextlib import asynccontextmanager

    from fastapi import FastAPI

    from lorehold import __version__
    from lorehold.serve import api_scryfall, api_v1, pages
    from lorehold.serve.backend import Backend
    from lorehold.settings import Settings

    settings = settings or Settings.resolve()
    backend = Backend(settings)

    @asynccontextmanager
    async def lifespan(_app):
        pages.warm()
        backend.warm(background=True)  # answering meanwhile; a worker's memory stays flat after
        yield
        backend.close()

    app = FastAPI(
        title="lorehold",
        version=__version__,
        description="Magic: The Gathering cards, rulings and the Comprehensive Rules in every language, "
                    "offline. Scryfall-compatible paths and objects, plus lorehold's own API under /v1/.",
        docs_url=None,  # /docs is a page of its own (pages.docs): offline, no script from a CDN
        redoc_url=None,
        lifespan=lifespan,
    )
    app.state.backend = backend
    _add_error_handlers(app)

    @app.get("/health", tags=["serving"], summary="Liveness: answers without touching the data")
    async def health():
        from lorehold.serve.respond import JSONBytes

        return JSONBytes({"object": "health", "status": "ok", "pid": os.getpid()}, headers={"Cache-Control": "no-store"})

    app.include_router(api_v1.router)
    app.include_router(api_scryfall.router)
    app.include_router(pages.router)
    pages.mount_static(app)
    _add_manners(app, cors_origins if cors_origins is not None else _env_origins())
    return app


def _error_response(request, err: ApiError):
    """An error as Scryfall's error object on the API paths, as an HTML page elsewhere."""
    if is_api(request.url.path):
        from lorehold.serve.respond import JSONBytes

        body = error_object(err.status, err.details, type_=err.type, warnings=err.warnings)
        return JSONBytes(body, err.status)
    from lorehold.serve import pages

    return pages.error_page(request, err.status, err.details)


def _add_error_handlers(app) -> None:
    """Every failure answered as an error object (or page): ours, the library's, bad
    parameters, unknown paths and methods, a database that is gone, a bug."""
    from fastapi.exceptions import RequestValidationError
    from starlette.exceptions import HTTPException

    from lorehold.errors import LoreholdError

    @app.exception_handler(ApiError)
    async def _api_error(request, exc: ApiError):
        return _error_response(request, exc)

    @app.exception_handler(LoreholdError)
    async def _library_error(request, exc: LoreholdError):
        return _error_response(request, from_library(exc))

    @app.exception_handler(RequestValidationError)
    async def _validation(request, exc: RequestValidationError):
        problems = [f"{'.'.join(str(p) for p in e['loc'][1:]) or e['loc'][0]}: {e['msg']}" for e in exc.errors()]
        return _error_response(request, ApiError(400, "; ".join(problems) or "bad request"))

    @app.exception_handler(HTTPException)
    async def _http(request, exc: HTTPException):
        details = {404: "The requested endpoint or page does not exist.",
                   405: "This server is read-only: that method is not allowed here."}.get(exc.status_code, str(exc.detail))
        response = _error_response(request, ApiError(exc.status_code, details))
        if exc.headers:
            response.headers.update(exc.headers)
        return response

    @app.exception_handler(Exception)
    async def _unexpected(request, exc: Exception):
        # a bug, not the client's fault: still an error object (the traceback goes to the log)
        database = _database_error(exc)
        if database is not None:
            return _error_response(request, ApiError(503, str(database)))
        return _error_response(request, ApiError(500, f"lorehold could not answer this request ({type(exc).__name__})."))


def _add_manners(app, origins: list[str]) -> None:
    """The middlewares, outermost last: ETag and the answer cache, CORS, gzip, the body limit,
    HEAD, the access log."""
    from starlette.middleware.cors import CORSMiddleware
    from starlette.middleware.gzip import GZipMiddleware

    app.add_middleware(ETagMiddleware)
    if origins:
        app.add_middleware(CORSMiddleware, allow_origins=origins, allow_methods=["GET", "HEAD", "POST", "OPTIONS"],
                           allow_headers=["*"], max_age=300)
    app.add_middleware(GZipMiddleware, minimum_size=GZIP_MINIMUM, compresslevel=GZIP_LEVEL)
    app.add_middleware(BodyLimitMiddleware)
    app.add_middleware(HeadMiddleware)
    app.add_middleware(AccessLogMiddleware)


def _database_error(exc: Exception):
    from lorehold.cli.base import database_error  # one reading of database failures

    return database_error(exc)


def _env_origins() -> list[str]:
    value = os.environ.get("LOREHOLD_CORS_ORIGINS")
    if value is None:
        return ["*"]
    return [o.strip() for o in value.split(",") if o.strip()]


class BodyLimitMiddleware:
    """Refuses bodies over MAX_BODY, by their Content-Length or as they arrive."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = dict(scope["headers"])
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return await _send_error(scope, send, 413, f"Request bodies are limited to {MAX_BODY} bytes.")
        seen = 0

        async def limited():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > MAX_BODY:
                    raise ApiError(413, f"Request bodies are limited to {MAX_BODY} bytes.")
            return message

        await self.app(scope, limited, send)


async def _send_error(scope, send, status: int, details: str):
    body = orjson.dumps(error_object(status, details))
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json; charset=utf-8"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


class HeadMiddleware:
    """HEAD answered as GET without the body (FastAPI routes a GET path for GET only)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] != "HEAD":
            return await self.app(scope, receive, send)

        async def bodiless(message):
            if message["type"] == "http.response.body":
                if message.get("more_body"):
                    return
                message = {"type": "http.response.body", "body": b""}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, bodiless)


class ETagMiddleware:
    """A strong ETag over the body of every whole (not streamed) 200 answer to a GET, 304 when
    the client has it; Cache-Control on them. The answers themselves are kept for CACHE_SECONDS
    (as long as clients are told they may keep them), at most CACHE_BYTES in all, and dropped
    when the database or the index changes (``Backend.data_stamp``); ``no-store`` answers
    (``/cards/random``, ``/health``) are not kept. ``X-Lorehold-Cache`` says hit or miss.

    A client that accepts gzip gets the kept answer's gzip form, compressed once (as the gzip
    middleware would: over GZIP_MINIMUM bytes, level GZIP_LEVEL) and kept beside it, instead of
    every repeat compressed again (a search page of 175 objects: ~2 ms of CPU each time). The
    ETag stays the hash of the uncompressed body, as before."""

    def __init__(self, app):
        self.app = app
        self.kept: OrderedDict = OrderedDict()
        self.size = 0

    def _remember(self, key, entry: _Kept) -> None:
        if len(entry.body) > CACHE_ENTRY_BYTES:
            return
        self.kept[key] = entry
        self.size += len(entry.body)
        self._trim()

    def _trim(self) -> None:
        while self.size > CACHE_BYTES and self.kept:
            dropped = self.kept.popitem(last=False)[1]
            self.size -= len(dropped.body) + len(dropped.gzipped or b"")

    def _gzipped(self, entry: _Kept) -> bytes:
        if entry.gzipped is None:
            entry.gzipped = gzip_body(entry.body)
            if self.kept.get(entry.key) is entry:
                self.size += len(entry.gzipped)
                self._trim()
        return entry.gzipped

    async def _answer(self, scope, send, status_start: dict, entry: _Kept, hit: bool):
        headers = entry.headers + [(b"x-lorehold-cache", b"hit" if hit else b"miss")]
        wanted = dict(scope["headers"]).get(b"if-none-match", b"").decode("latin-1")
        if entry.tag in [t.strip().removeprefix("W/") for t in wanted.split(",")]:
            kept = [(k, v) for k, v in headers if k.lower() in (b"etag", b"cache-control", b"vary", b"x-lorehold-cache")]
            await send({"type": "http.response.start", "status": 304, "headers": kept})
            await send({"type": "http.response.body", "body": b""})
            return
        body = entry.body
        if entry.compressible and accepts_gzip(scope):
            body = self._gzipped(entry)
            vary = b", ".join([v for k, v in headers if k.lower() == b"vary"] + [b"Accept-Encoding"])
            headers = [(k, v) for k, v in headers if k.lower() not in (b"content-length", b"vary")] + [
                (b"content-encoding", b"gzip"), (b"content-length", str(len(body)).encode()), (b"vary", vary)]
        await send({**status_start, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            return await self.app(scope, receive, send)
        backend = getattr(getattr(scope.get("app"), "state", None), "backend", None)
        stamp = backend.data_stamp() if backend is not None else None
        key = (scope["path"], scope.get("query_string", b""), stamp)
        found = self.kept.get(key)
        if found is not None and found.expires > time.monotonic():
            self.kept.move_to_end(key)
            return await self._answer(scope, send, {"type": "http.response.start", "status": 200}, found, True)
        start = None

        async def buffered(message):
            nonlocal start
            if message["type"] == "http.response.start":
                start = message
                return
            if message["type"] != "http.response.body" or start is None:
                return await send(message)
            if start["status"] != 200 or message.get("more_body"):
                # not a success, or streamed: passed on as it is
                await send(start)
                start = None
                return await send(message)
            body = message.get("body", b"")
            tag = '"' + hashlib.blake2b(body, digest_size=10).hexdigest() + '"'
            headers = _with_cache_headers(start["headers"], tag)
            if b"no-store" in dict((k.lower(), v) for k, v in headers)[b"cache-control"]:
                await send({**start, "headers": headers})
                return await send(message)
            entry = _Kept(key, headers, body, tag)
            self._remember(key, entry)
            await self._answer(scope, send, start, entry, False)

        await self.app(scope, receive, buffered)


class _Kept:
    """One kept answer: its headers (with ETag and Cache-Control), body, tag, expiry and gzip form."""

    __slots__ = ("key", "headers", "body", "tag", "expires", "compressible", "gzipped")

    def __init__(self, key, headers: list, body: bytes, tag: str):
        self.key, self.headers, self.body, self.tag = key, headers, body, tag
        self.expires = time.monotonic() + CACHE_SECONDS
        kind = dict((k.lower(), v) for k, v in headers).get(b"content-type", b"").partition(b";")[0].strip().lower()
        # (an answer too large to keep is left to the gzip middleware, which compresses a large
        # body in a thread, not in the event loop)
        self.compressible = GZIP_MINIMUM <= len(body) <= CACHE_ENTRY_BYTES and kind in COMPRESSIBLE
        self.gzipped: bytes | None = None


def _with_cache_headers(headers, tag: str) -> list:
    """The headers with the ETag and Cache-Control added where the answer has none."""
    headers = list(headers)
    names = {k.lower() for k, _v in headers}
    if b"etag" not in names:
        headers.append((b"etag", tag.encode()))
    if b"cache-control" not in names:
        headers.append((b"cache-control", CACHE_CONTROL.encode()))
    return headers


def accepts_gzip(scope) -> bool:
    """Whether the request's Accept-Encoding names gzip (as Starlette's gzip middleware reads it)."""
    return b"gzip" in dict(scope["headers"]).get(b"accept-encoding", b"")


def gzip_body(body: bytes) -> bytes:
    """The gzip form of a body, the same bytes every time (no timestamp in the header)."""
    import gzip

    return gzip.compress(body, compresslevel=GZIP_LEVEL, mtime=0)


class AccessLogMiddleware:
    """One JSON line per request on ``lorehold.access``."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        began = time.perf_counter()
        status = 500
        size = 0

        async def counting(message):
            nonlocal status, size
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body":
                size += len(message.get("body", b""))
            await send(message)

        try:
            await self.app(scope, receive, counting)
        finally:
            if access_log.isEnabledFor(logging.INFO):
                client = scope.get("client") or ("-", 0)
                access_log.info(orjson.dumps({
                    "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                    "client": client[0],
                    "method": scope["method"],
                    "path": scope["path"],
                    "query": scope.get("query_string", b"").decode("latin-1"),
                    "status": status,
                    "bytes": size,
                    "ms": round((time.perf_counter() - began) * 1000, 2),
                }).decode())
