"""Issue 16 items 1 and 2: compressed inputs are streamed and stop at the decompressed-size limit;
a huge JSON value in a streamed MTGJSON file fails the file quickly. Each bomb is ~200 MB
decompressed, made on the fly, under a 64 MB limit; the CLI runs in a child process whose peak
memory is read from the kernel."""

from __future__ import annotations

import io
import zipfile

import pytest

from tests.faults.conftest import MB, bomb_bytes, run_cli, tar_bomb

LIMIT = ["--max-decompressed", "64MB"]
#: the interpreter with lorehold's imports is ~80 MB; 64 MB held once more is the most allowed
PEAK_MB = 260


def _assert_stopped(result, peak, name: str) -> None:
    assert result.returncode == 1, result.stderr
    assert "decompresses to more than 64 MB, the limit" in result.stderr, result.stderr
    assert "Traceback" not in result.stderr
    assert name in result.stderr
    assert peak < PEAK_MB, f"peak {peak:.0f} MB"


@pytest.mark.slow  # a CLI process reading ~200 MB of a compressed bomb
def test_html_gz_file_stops_at_the_limit(tmp_path, html_bomb):
    result, peak = run_cli(tmp_path / "home", "ingest", str(html_bomb), "--no-index", *LIMIT)
    _assert_stopped(result, peak, "page.html.gz")
    # recorded as a failed source, with the reason once
    listed, _ = run_cli(tmp_path / "home", "sources", "--failed")
    assert "decompresses to more than 64 MB" in listed.stdout


@pytest.mark.slow  # a CLI process reading ~200 MB of a compressed bomb
def test_tar_gz_with_one_huge_member_stops_at_the_limit(tmp_path):
    archive = tar_bomb(tmp_path / "bomb.tar.gz")
    assert archive.stat().st_size < 2 * MB
    result, peak = run_cli(tmp_path / "home", "ingest", str(archive), "--no-index", *LIMIT)
    _assert_stopped(result, peak, "bomb.tar.gz")


@pytest.mark.slow  # a CLI process reading ~200 MB of a compressed bomb
def test_zip_member_stops_at_the_limit(tmp_path):
    path = tmp_path / "bomb.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        with archive.open("page.html", "w", force_zip64=True) as member:
            member.write(b"<html><body><p>")
            for _ in range(200):
                member.write(b" " * MB)
    result, peak = run_cli(tmp_path / "home", "ingest", str(path), "--no-index", *LIMIT)
    _assert_stopped(result, peak, "page.html")


@pytest.mark.slow  # a CLI process reading ~200 MB of a compressed bomb
@pytest.mark.parametrize("kind", ["xz", "bz2"])
def test_other_compressions_stop_at_the_limit(tmp_path, kind):
    path = tmp_path / f"page.html.{kind}"
    path.write_bytes(bomb_bytes(kind=kind, size=100 * MB))
    result, peak = run_cli(tmp_path / "home", "ingest", str(path), "--no-index", *LIMIT)
    _assert_stopped(result, peak, path.name)


@pytest.mark.slow  # a CLI process reading ~200 MB of a compressed bomb
def test_streamed_mtgjson_bomb_stops_at_the_limit(tmp_path):
    path = tmp_path / "AllPrintings.json.gz"
    path.write_bytes(bomb_bytes(prefix=b'{"meta": {"date": "2022-01-01"}, "data": {', fill=b"\n"))
    result, peak = run_cli(tmp_path / "home", "ingest", str(path), "--no-index", *LIMIT)
    _assert_stopped(result, peak, "AllPrintings.json.gz")


@pytest.mark.slow  # a CLI process reading ~200 MB of a compressed bomb
def test_gz_url_stops_at_the_limit(tmp_path, site, html_bomb):
    site.robots(None)
    url = site.page("/dump/page.html.gz", html_bomb.read_bytes(), content_type="application/gzip")
    result, peak = run_cli(tmp_path / "home", "ingest", url, "--no-index", *LIMIT)
    _assert_stopped(result, peak, "/dump/page.html.gz")


def test_gz_sitemap_stops_at_the_limit(site, html_bomb):
    from lorehold.ingest.limits import TooLarge
    from lorehold.net.client import Client
    from lorehold.net.sitemap import read_sitemap
    from tests.test_net_support import fast_policy

    site.robots(None)
    url = site.page("/sitemap.xml.gz", bomb_bytes(prefix=b"<urlset>"), content_type="application/gzip")
    with Client(policy=fast_policy()) as client, pytest.MonkeyPatch.context() as mp:
        mp.setenv("LOREHOLD_MAX_DECOMPRESSED", "64MB")
        with pytest.raises(TooLarge, match="decompresses to more than 64 MB"):
            read_sitemap(client, url)


def test_a_small_compressed_file_still_loads_under_a_small_limit(tmp_path):
    from tests.conftest import sample_file

    result, _ = run_cli(tmp_path / "home", "ingest", str(sample_file("XLN")), "--no-index", "--max-decompressed", "8MB")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "1 loaded, 0 unchanged, 0 failed"


def test_a_bad_limit_is_one_line(tmp_path):
    result, _ = run_cli(tmp_path / "home", "ingest", "x.json", "--max-decompressed", "lots")
    assert result.returncode == 1
    assert result.stderr.strip() == "error: --max-decompressed 'lots': expected a size such as 64MB, 2GB or a number of bytes"


# -------------------------------------------------------------------- item 2: one huge JSON value

@pytest.mark.slow  # 96 MB values parsed
@pytest.mark.parametrize("body", ["plain", "escaped", "number"])
def test_a_huge_json_value_in_a_streamed_file_fails_fast(tmp_path, body):
    from lorehold.errors import UnreadableSource
    from lorehold.ingest import mtgjson

    head = b'{"meta": {"date": "2022-01-01"}, "data": {"XLN": {"code": "XLN", "name": "Ixalan", "cards": [], "x": '
    payload = {"plain": b'"' + b"a" * (96 * MB) + b'"',
               "escaped": b'"' + b'aaaaaa\\"' * (12 * MB) + b'"',  # escaped quotes do not end it
               "number": b"1" * (96 * MB)}[body]
    data = head + payload + b"}}}"
    stream = io.BytesIO(data)
    with pytest.raises(UnreadableSource, match=r"AllPrintings.json: a single JSON value is longer than 8 MB"):
        list(mtgjson.parse_stream(stream, "AllPrintings.json"))
    # stopped at the cap: the parser never saw the rest (it is quadratic over one value)
    assert stream.tell() < 9 * MB


def test_real_sets_stream_under_the_value_cap():
    from lorehold.ingest import mtgjson
    from tests.conftest import read_sample

    chunks = list(mtgjson.parse_stream(io.BytesIO(read_sample("XLN")), "XLN.json"))
    assert [c.sets[0].code for c in chunks] == ["XLN"]
    assert len(chunks[0].cards) == 274  # distinct names among XLN's 299 entries


@pytest.mark.slow  # a CLI process reading ~200 MB of a compressed bomb
def test_a_page_too_big_to_read_whole_stops_under_the_default_limit(tmp_path, html_bomb):
    """Without --max-decompressed (8 GB) a format that cannot stream still holds at most 64 MB
    (the 200 MB page peaked at 1 GB before: the page parser takes ~5x what it reads)."""
    result, peak = run_cli(tmp_path / "home", "ingest", str(html_bomb), "--no-index")
    assert result.returncode == 1, result.stderr
    assert result.stderr.strip() == f"failed: {html_bomb}: more than 64 MB, too big for its format to read whole"
    assert peak < PEAK_MB, f"peak {peak:.0f} MB"
