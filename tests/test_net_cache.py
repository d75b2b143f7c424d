"""The response cache: entries survive as whole or not at all, and can be pruned."""

from __future__ import annotations

import datetime as dt
import os

from lorehold.net.cache import Cache
from tests.test_net_support import FIXTURES

JACE = (FIXTURES / "scryfall" / "card_jace-vryns-prodigy_transform_en.json").read_bytes()
URL = "https://api.scryfall.com/cards/ori/60/en"
UTC = dt.timezone.utc


def test_an_entry_keeps_body_headers_and_fetch_time(tmp_path):
    cache = Cache(tmp_path)
    when = dt.datetime(2024, 4, 12, 10, 0, tzinfo=UTC)
    cache.put(URL, URL.replace("/en", "/en?x=1"), 200,
              {"Content-Type": "application/json; charset=utf-8", "ETag": '"abc"', "Set-Cookie": "s=1",
               "Content-Encoding": "gzip"}, JACE, when)
    entry = Cache(tmp_path).get(URL)
    assert entry.body == JACE and entry.fetched_at == when and entry.status == 200
    assert entry.headers == {"content-type": "application/json; charset=utf-8", "etag": '"abc"'}
    assert entry.final_url.endswith("?x=1")
    assert len(entry.sha256) == 64


def test_a_damaged_entry_counts_as_absent(tmp_path):
    cache = Cache(tmp_path)
    cache.put(URL, URL, 200, {}, JACE)
    path = cache.path(URL)
    path.write_bytes(path.read_bytes()[:-100])  # as if cut short
    assert cache.get(URL) is None
    cache.put(URL, URL, 200, {}, JACE)
    data = bytearray(path.read_bytes())
    data[-5] ^= 0xFF  # one flipped byte
    path.write_bytes(bytes(data))
    assert cache.get(URL) is None


def test_writes_replace_whole_files_and_leave_no_temporaries(tmp_path):
    cache = Cache(tmp_path)
    cache.put(URL, URL, 200, {}, b"old")
    cache.put(URL, URL, 200, {}, JACE)
    assert cache.get(URL).body == JACE
    assert [p.name for p in cache.path(URL).parent.iterdir()] == [cache.path(URL).name]


def test_prune_by_age_then_by_size(tmp_path):
    cache = Cache(tmp_path)
    now = dt.datetime(2026, 11, 1, tzinfo=UTC)
    for days in (1, 10, 40, 100):
        cache.put(f"{URL}?age={days}", URL, 200, {}, JACE, now - dt.timedelta(days=days))
    stray = cache.path(URL).parent / ".deadbeef.x.tmp"  # a write a crash interrupted
    stray.parent.mkdir(parents=True, exist_ok=True)
    stray.write_bytes(b"half")
    report = cache.prune(older_than=dt.timedelta(days=30), now=now)
    assert sorted(report.removed_urls) == [f"{URL}?age=100", f"{URL}?age=40"]
    assert report.kept == 2 and not stray.exists()
    one_entry = os.path.getsize(cache.path(f"{URL}?age=1"))
    report = cache.prune(max_bytes=one_entry, now=now)
    assert report.removed_urls == [f"{URL}?age=10"]  # the oldest goes first
    assert cache.get(f"{URL}?age=1") is not None


def test_prune_on_a_cache_never_written(tmp_path):
    report = Cache(tmp_path / "none").prune(older_than=dt.timedelta(days=1))
    assert (report.removed, report.kept) == (0, 0)
