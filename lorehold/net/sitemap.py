"""The URLs a sitemap lists: an XML ``<urlset>``, a ``<sitemapindex>`` of further sitemaps (followed
a few levels deep), gzip-compressed or not, or a plain text file of one URL a line. As the
sitemaps protocol says, only URLs on the sitemap's own host count."""

from __future__ import annotations

import gzip
import io
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from lorehold.errors import UnreadableSource
from lorehold.net.client import COMPRESSED_TYPES, host_of, normalize_url

if TYPE_CHECKING:
    from lorehold.net.client import Client

MAX_DEPTH = 3


@dataclass
class SitemapResult:
    urls: list[str] = field(default_factory=list)
    sitemaps: list[str] = field(default_factory=list)  # every sitemap read
    skipped: int = 0  # entries on another host or not http(s)


def _accept(media: str, url: str) -> bool:
    return not media or media.startswith("text/") or "xml" in media or media in COMPRESSED_TYPES


def read_sitemap(client: "Client", url: str, *, limit: int | None = None) -> SitemapResult:
    result = SitemapResult()
    _read(client, normalize_url(url), result, limit, 0)
    return result


def _read(client: "Client", url: str, result: SitemapResult, limit: int | None, depth: int) -> None:
    fetched = client.fetch(url, accept=_accept)
    result.sitemaps.append(url)
    body = fetched.body
    if body[:2] == b"\x1f\x8b":
        try:
            from lorehold.ingest.limits import Bounded, read_whole

            body = read_whole(Bounded(gzip.GzipFile(fileobj=io.BytesIO(body)), url), url)
        except (OSError, EOFError) as exc:
            raise UnreadableSource(f"{url}: not a readable gzip sitemap ({exc})") from None
    kind, locs = parse_sitemap(body, url)
    for loc in locs:
        if limit is not None and len(result.urls) >= limit:
            return
        try:
            target = normalize_url(loc)
        except Exception:
            result.skipped += 1
            continue
        if host_of(target) != host_of(url):
            result.skipped += 1
        elif kind == "index":
            if depth < MAX_DEPTH and target not in result.sitemaps:
                _read(client, target, result, limit, depth + 1)
        else:
            result.urls.append(target)


def parse_sitemap(body: bytes, name: str = "<sitemap>") -> tuple[str, list[str]]:
    """("urlset" or "index", the <loc> values) of an XML sitemap, or ("urlset", lines) of a text one."""
    stripped = body.lstrip(b"\xef\xbb\xbf \t\r\n")
    if not stripped.startswith(b"<"):
        lines = stripped.decode("utf-8", errors="replace").splitlines()
        return "urlset", [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]
    import xml.etree.ElementTree as ET

    kind, locs = "urlset", []
    try:
        for _event, element in ET.iterparse(io.BytesIO(stripped), events=("end",)):
            tag = element.tag.rsplit("}", 1)[-1]
            if tag == "sitemapindex":
                kind = "index"
            elif tag == "loc" and element.text:
                locs.append(element.text.strip())
            if tag in ("url", "sitemap"):
                element.clear()
    except ET.ParseError as exc:
        raise UnreadableSource(f"{name}: not a sitemap ({exc})") from None
    return kind, locs
