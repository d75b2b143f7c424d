"""Measure `lorehold scrape` against a local server with a few thousand pages: pages a second at a
rate limit that does not bind, and peak memory.

    python bench/scrape.py [--pages 3000] [--rate 100000/s] [--runs 1] [--source DIR]

The pages are real MTGJSON data cut into one small set document per card (about 5 KB each), read
from the unpacked set files in --source (default /tmp/mtgjson) or the shared tarball. A separate
process serves them over HTTP/1.1 keep-alive on 127.0.0.1 (so the server's CPU is not the
scraper's GIL). Each run scrapes into a fresh home:

- fetch only: the HTTP client and cache alone (in this process), no parsing or storing;
- scrape: `lorehold scrape URLS --rate R --no-index` in its own process (wall time from start to
  exit, migrations included; peak RSS of that process);
- rerun: the same command again (every URL done: nothing fetched);
- files: `lorehold ingest SITE_DIR --no-index` of the same pages from disk, the floor the scrape
  cannot beat (parsing and one transaction per page).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARBALL = ROOT.parent / "shared" / "data" / "mtgjson" / "mtgjson-v5.2.0-20220425-sets.tar.xz"
SETS = ["XLN", "RIX", "DOM", "M19", "GRN", "RNA", "WAR", "M20", "ELD", "THB", "IKO", "M21", "ZNR", "KHM", "STX", "AFR"]

_SERVER = r"""
import os, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
root = sys.argv[1]
class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out as separate writes: no 40 ms delayed-ACK stall
    def do_GET(self):
        path = os.path.normpath(os.path.join(root, self.path.lstrip("/")))
        if not path.startswith(root) or not os.path.isfile(path):
            body, status, ctype = b"not found", 404, "text/plain"
        else:
            with open(path, "rb") as f:
                body, status, ctype = f.read(), 200, "application/json; charset=utf-8"
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args):
        pass
class Server(ThreadingHTTPServer):
    daemon_threads = True
    def handle_error(self, request, client_address):
        pass  # a client closing its keep-alive connection is not news
server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
"""

_MEASURE = r"""
import os, subprocess, sys, time
start = time.perf_counter()
proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE)
out = proc.stdout.read()
_pid, status, usage = os.wait4(proc.pid, 0)
elapsed = time.perf_counter() - start
sys.stdout.write(f"{os.waitstatus_to_exitcode(status)} {elapsed:.3f} {usage.ru_maxrss}\n")
sys.stdout.write(out.decode())
"""


def set_documents(source: Path | None):
    """(set code, set document) for the benchmark's sets, from unpacked files or the tarball."""
    if source is not None and source.is_dir():
        for code in SETS:
            path = source / f"{code}.json"
            if path.exists():
                yield code, json.loads(path.read_bytes())
        return
    with tarfile.open(TARBALL, "r:*") as archive:
        wanted = {f"{code}.json" for code in SETS}
        for member in archive:
            name = Path(member.name).name
            if name in wanted:
                yield name[:-5], json.loads(archive.extractfile(member).read())


def write_pages(root: Path, pages: int, source: Path | None) -> list[str]:
    """One MTGJSON set document per card under root/sets/CODE/UUID.json; returns the paths."""
    paths: list[str] = []
    for code, document in set_documents(source):
        meta, data = document["meta"], document["data"]
        base = {k: v for k, v in data.items() if k not in ("cards", "tokens", "booster", "sealedProduct")}
        (root / "sets" / code).mkdir(parents=True, exist_ok=True)
        for card in data["cards"]:
            page = {"meta": meta, "data": {**base, "cards": [card], "tokens": []}}
            rel = f"sets/{code}/{card['uuid']}.json"
            (root / rel).write_bytes(json.dumps(page, ensure_ascii=False).encode("utf-8"))
            paths.append("/" + rel)
            if len(paths) >= pages:
                return paths
    return paths


def fetch_only(urls: list[str], cache_dir: Path) -> float:
    from lorehold.net.cache import Cache
    from lorehold.net.client import Client, Policy

    policy = Policy(rate=1e9, trust_env=False)
    start = time.perf_counter()
    with Client(contact="bench", policy=policy, cache=Cache(cache_dir)) as client:
        for url in urls:
            client.fetch(url)
    return len(urls) / (time.perf_counter() - start)


def measure(args: list[str], env: dict) -> tuple[int, float, float, dict]:
    out = subprocess.run([sys.executable, "-c", _MEASURE, *args], env=env, capture_output=True, text=True)
    first, _, rest = out.stdout.partition("\n")
    code, elapsed, peak_kb = first.split()
    try:
        report = json.loads(rest)
    except ValueError:
        report = {}
        sys.stderr.write(out.stderr[-2000:])
    return int(code), float(elapsed), int(peak_kb) / 1024, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pages", type=int, default=3000)
    parser.add_argument("--rate", default="100000/s", help="high enough not to bind")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--source", default="/tmp/mtgjson", help="unpacked MTGJSON set files (else the shared tarball)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="lorehold-bench-scrape-") as tmp:
        tmp_path = Path(tmp)
        site = tmp_path / "site"
        paths = write_pages(site, args.pages, Path(args.source) if args.source else None)
        size = sum((site / p.lstrip("/")).stat().st_size for p in paths)
        server = subprocess.Popen([sys.executable, "-c", _SERVER, str(site)], stdout=subprocess.PIPE, text=True)
        try:
            port = int(server.stdout.readline())
            urls = [f"http://127.0.0.1:{port}{p}" for p in paths]
            urls_file = tmp_path / "urls.txt"
            urls_file.write_text("\n".join(urls) + "\n", encoding="utf-8")
            print(f"{len(urls)} pages, {size / len(urls) / 1024:.1f} KB each on average, served from 127.0.0.1:{port}")
            env = {k: v for k, v in os.environ.items() if not k.startswith("LOREHOLD_")}
            rows = []
            for run in range(args.runs):
                home = tmp_path / f"home-{run}"
                fetch_rate = fetch_only(urls, tmp_path / f"cache-only-{run}")
                command = [sys.executable, "-m", "lorehold", "--home", str(home), "scrape", str(urls_file),
                           "--rate", args.rate, "--no-index", "--json"]
                code, elapsed, peak_mb, report = measure(command, env)
                assert code == 0 and report.get("done") == len(urls), (code, {k: report.get(k) for k in ("done", "failed", "failures")})
                code2, elapsed2, _peak2, report2 = measure(command, env)
                assert code2 == 0 and report2.get("done") == 0 and report2.get("requests") == 0
                files = [sys.executable, "-m", "lorehold", "--home", str(tmp_path / f"files-{run}"), "ingest",
                         str(site / "sets"), "--no-index", "--json"]
                code3, elapsed3, peak3, _report3 = measure(files, env)
                assert code3 == 0
                rows.append((fetch_rate, len(urls) / elapsed, len(urls) / report["seconds"], peak_mb, elapsed, elapsed2,
                             len(urls) / elapsed3, peak3))
                print(f"run {run + 1}: fetch only {fetch_rate:.0f} pages/s; scrape {len(urls) / elapsed:.1f} pages/s "
                      f"({elapsed:.1f} s wall, {report['seconds']:.1f} s in the scrape itself: "
                      f"{len(urls) / report['seconds']:.1f} pages/s), peak RSS {peak_mb:.0f} MB; rerun {elapsed2:.2f} s; "
                      f"same pages from files {len(urls) / elapsed3:.1f} pages/s (peak RSS {peak3:.0f} MB)")
            if args.runs > 1:
                med = [statistics.median(col) for col in zip(*rows)]
                print(f"median: fetch only {med[0]:.0f} pages/s; scrape {med[1]:.1f} pages/s "
                      f"({med[2]:.1f} in the loop), peak RSS {med[3]:.0f} MB; rerun {med[5]:.2f} s; "
                      f"from files {med[6]:.1f} pages/s")
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
