"""Fetched responses as the ingest pipeline's documents, and the pages an API list points to next.

A URL's document has the URL as its locator and as its name (format sniffers may look at either),
its body decoded and handed on as UTF-8 (``lorehold.charset``), or decompressed when the URL
names a ``.gz/.xz/.bz2`` file. The parsers choose themselves through ``formats.detect``; nothing
here reads card data except a list's ``has_more``/``next_page``, which is how Scryfall paginates.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
from collections import deque
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

from lorehold.ingest.documents import BadInput, Document, expand
from lorehold.net.client import COMPRESSED_SUFFIXES, FetchError, Fetched, host_of, is_url, normalize_url

if TYPE_CHECKING:
    from lorehold.net.client import Client
    from lorehold.settings import Settings

_DECOMPRESS = {".gz": gzip.GzipFile, ".xz": lzma.LZMAFile, ".bz2": bz2.BZ2File}


def fetched_document(fetched: Fetched) -> Document:
    """The pipeline's Document for a fetched response."""
    from lorehold.charset import to_utf8

    body = fetched.body
    parts = urlsplit(fetched.url)
    for suffix in COMPRESSED_SUFFIXES:
        if parts.path.lower().endswith(suffix):
            name = urlunsplit(parts._replace(path=parts.path[: -len(suffix)]))
            wrapper = _DECOMPRESS[suffix]
            return Document(fetched.url, name, lambda: _bounded(wrapper(fileobj=io.BytesIO(body)), fetched.url), None)
    is_json = "json" in fetched.media_type or body.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] in (b"{", b"[")
    data, _decoded = to_utf8(body, fetched.content_type, json=is_json)
    return Document(fetched.url, fetched.url, lambda: io.BytesIO(data), len(data))


def _bounded(stream, url: str):
    from lorehold.ingest.limits import Bounded

    return io.BufferedReader(Bounded(stream, url), 1 << 16)


def next_pages(fetched: Fetched) -> list[str]:
    """The next page of an API list (``{"object": "list", "has_more": true, "next_page": …}``),
    when it is on the same host as this one."""
    head = fetched.body[:512]
    if b'"list"' not in head or b'"object"' not in head:
        return []
    import orjson

    try:
        document = orjson.loads(fetched.body)
    except orjson.JSONDecodeError:
        return []
    if not isinstance(document, dict) or document.get("object") != "list" or not document.get("has_more"):
        return []
    following = document.get("next_page")
    if not isinstance(following, str):
        return []
    try:
        following = normalize_url(following)
    except Exception:
        return []
    return [following] if host_of(following) == host_of(fetched.final_url) else []


def failed_document(url: str, error: FetchError) -> Document:
    """A document that fails to open with the fetch's reason: the pipeline records it as a failed source."""

    def opener():
        raise error

    return Document(url, url, opener, None)


def url_documents(client: "Client", urls: Iterable[str], *, loaded_before=None) -> Iterator[Document | BadInput]:
    """Documents for URLs, each list followed to its last page. A URL that cannot be fetched
    becomes a failed document, or a BadInput (reported, not recorded) when ``loaded_before(url)``
    says an earlier fetch was stored: its data and status stay as they were."""
    todo = deque(urls)
    seen: set[str] = set()
    while todo:
        raw = todo.popleft()
        try:
            url = normalize_url(raw)
        except Exception as exc:
            yield BadInput(raw, str(exc))
            continue
        if url in seen:
            continue
        seen.add(url)
        try:
            fetched = client.fetch(url)
        except FetchError as exc:
            if loaded_before is not None and loaded_before(url):
                yield BadInput(url, exc.reason + " (the copy stored earlier is kept)")
            else:
                yield failed_document(url, exc)
            continue
        yield fetched_document(fetched)
        todo.extendleft(reversed(next_pages(fetched)))


def ingest_documents(settings: "Settings", inputs: list[str], *, offline: bool = False,
                     contact: str | None = None) -> Iterator[Document | BadInput] | None:
    """The documents for ``lorehold ingest``'s inputs when some are URLs (None when none is: the
    pipeline then expands the paths itself). Paths and URLs keep their order."""
    if not any(is_url(item) for item in inputs):
        return None
    return _mixed(settings, inputs, offline, contact)


def _mixed(settings: "Settings", inputs: list[str], offline: bool, contact: str | None) -> Iterator[Document | BadInput]:
    from lorehold.net.cache import Cache
    from lorehold.net.client import Client

    def loaded_before(url: str) -> bool:
        return source_status(settings, url) == "ok"

    with Client(contact=contact, cache=Cache(settings.home / "cache"), offline=offline) as client:
        i = 0
        while i < len(inputs):
            j = i
            while j < len(inputs) and is_url(inputs[j]) == is_url(inputs[i]):
                j += 1
            if is_url(inputs[i]):
                yield from url_documents(client, inputs[i:j], loaded_before=loaded_before)
            else:
                yield from expand(inputs[i:j])
            i = j


def source_status(settings: "Settings", locator: str) -> str | None:
    """The status ('ok', 'failed') of the source stored for ``locator``, if any."""
    from sqlalchemy import text

    from lorehold.db.engine import get_engine

    with get_engine(settings).connect() as conn:
        return conn.execute(text("SELECT status FROM sources WHERE locator = :l"), {"l": locator}).scalar()
