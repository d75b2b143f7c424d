"""`lorehold serve` under load, on 127.0.0.1 only: latency, throughput and memory per worker.

    .venv/bin/python bench/serve.py --home /tmp/fullhome [--workers 2] [--clients 32] [--seconds 60]
        [--client wrk|python] [--rate R] [--gzip]

Starts ``lorehold --home HOME serve --workers N`` on a free port of 127.0.0.1, builds a mix of
requests from the home's own data, and sends it from ``--clients`` concurrent keep-alive
connections for ``--seconds`` after a short warm-up (on other requests of the same pools):

- fuzzy names (``/cards/named?fuzzy=``) in 11 languages, lower-cased and without accents,
- searches (``/cards/search?q=``, the query language of ``lorehold search``): the fixed list below
  plus several thousand built from real cards (their subtypes, colours, mana values, sets, name
  and text words),
- autocomplete (``/cards/autocomplete?q=``) on name prefixes in those languages,
- rulings (``/cards/:id/rulings``) and card pages (``/card/:oracle_id``, HTML).

Each kind draws from thousands of distinct requests, walked in a shuffled order, so the server's
per-worker answer cache sees few repeats (its hit rate, from ``X-Lorehold-Cache``, is printed per
kind): the figures measure the server, not the cache.

The load generator is wrk (``apt-get install wrk``; bench/serve_mix.lua, one connection per wrk
thread, per-kind latency from the monotonic clock), which costs a few percent of a core; without
wrk, or with ``--client python``, one asyncio process with httpx, which takes most of a core of
its own (its CPU time is printed: on a 2-core machine its figures understate the server).
Unpaced (the default), each client sends its next request as soon as an answer comes: the
throughput. With ``--rate R`` each client starts a request at most every clients/R seconds: the
latency at that load (32 clients always busy at 300/s would mean ~107 ms each on average, by
Little's law; a paced run shows what a request costs at that rate instead).

Then the same clients ask only ``/health`` (no data touched: the framework's floor) for
``--health-seconds``, unpaced. Printed: requests, errors (any status but 200), p50/p95/p99 latency
per kind and overall, requests a second and their ratio to the health phase's, the resident memory
of each worker sampled through the run (growth from the first sample after warm-up to the last),
the load average and the load generator's own CPU time.

Targets (issue 17), 2 workers, 32 clients, 60 s: no errors, p95 <= 50 ms, >= 300 requests a
second, memory growth < 10%. The bench never sends anything to any other address, and stops by
itself (bounded in time).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import resource
import shutil
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import unicodedata
import urllib.request
from pathlib import Path
from urllib.parse import quote, urlencode

REPO = Path(__file__).resolve().parent.parent
LOREHOLD = [sys.executable, "-m", "lorehold"]
LANGUAGES = ("en", "de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")
SEARCHES = [
    "o:erkundet lang:de", "t:dragon c:r", "\"draw a card\"", "flying lifelink", "t:kreatur o:fliegend lang:de",
    "o:\"piocher une carte\" lang:fr", "ドラゴン", "mv>=6 t:creature c:g", "s:xln t:dinosaur", "kw:explore",
    "o:\"counter target spell\"", "t:zombie c:b mv<=2", "r:mythic t:planeswalker", "name:bolt", "o:\"destroy target creature\"",
    "t:angel", "o:scry lang:ja", "a:guay", "t:elf c:g pow>=2", "o:proliferate",
]
WEIGHTS = {"named": 30, "search": 15, "autocomplete": 25, "rulings": 15, "page": 15}


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def plain(text: str) -> str:
    """Lower case without accents: what people type."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return unicodedata.normalize("NFC", "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn"))


def distinct_names(conn, per_language: int) -> list[str]:
    """Up to ``per_language`` names in each language that name one card only."""
    names: list[str] = []
    for lang in LANGUAGES:
        if lang == "en":
            # (one card of that name: Unstable's six "Everythingamajig" are a correct "ambiguous")
            rows = conn.execute(
                "SELECT c.name FROM cards c WHERE c.name NOT LIKE '%//%' "
                "AND NOT EXISTS (SELECT 1 FROM cards o WHERE o.name_key = c.name_key AND o.id != c.id) "
                "AND NOT EXISTS (SELECT 1 FROM translations t WHERE t.name_key = c.name_key AND t.card_id != c.id) "
                "AND NOT EXISTS (SELECT 1 FROM faces f WHERE f.name_key = c.name_key AND f.card_id != c.id) "
                "AND NOT EXISTS (SELECT 1 FROM translation_faces f WHERE f.name_key = c.name_key) "
                "ORDER BY (c.id * 2654435761) % 1000003 LIMIT ?", (per_language,)).fetchall()
        else:
            # a name that no other card has in any language ("Pantano" is Swamp in Spanish and
            # Quagmire in Italian: a correct "ambiguous" 404, not what this mix measures)
            rows = conn.execute(
                "SELECT MIN(t.name) FROM translations t WHERE t.language = ? AND t.name NOT LIKE '%//%' "
                "AND NOT EXISTS (SELECT 1 FROM translations o WHERE o.name_key = t.name_key AND o.card_id != t.card_id) "
                "AND NOT EXISTS (SELECT 1 FROM cards c WHERE c.name_key = t.name_key AND c.id != t.card_id) "
                # (nor a face of another card: 再生 is Regeneration in Japanese, a face of Revival // Revenge in Chinese)
                "AND NOT EXISTS (SELECT 1 FROM faces f WHERE f.name_key = t.name_key AND f.card_id != t.card_id) "
                "AND NOT EXISTS (SELECT 1 FROM translation_faces f JOIN translations o ON o.id = f.translation_id "
                "WHERE f.name_key = t.name_key AND o.card_id != t.card_id) "
                "GROUP BY t.name_key ORDER BY (MIN(t.card_id) * 2654435761) % 1000003 LIMIT ?", (lang, per_language)).fetchall()
        names += [r[0] for r in rows]
    return names


def build_mix(db: Path, seed: int = 17, per_language: int = 1500, count: int = 60_000) -> list[tuple[str, str]]:
    """(kind, path) requests from the home's data, drawn from a large pool of distinct requests
    (names that name one card only, searches built from real cards' types, sets, words), in a
    long sequence with the weights of ``WEIGHTS``: each kind's pool is walked in a shuffled order
    before any of it repeats, so the per-worker answer cache sees few repeats (its hit rate is
    reported)."""
    rnd = random.Random(seed)
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    names = distinct_names(conn, per_language)
    scryfall_ids = [r[0] for r in conn.execute(
        "SELECT MIN(p.scryfall_id) FROM printings p JOIN rulings r ON r.card_id = p.card_id WHERE p.scryfall_id IS NOT NULL "
        "GROUP BY p.card_id ORDER BY (p.card_id * 2654435761) % 1000003 LIMIT 8000")]
    oracle_ids = [r[0] for r in conn.execute(
        "SELECT oracle_id FROM cards WHERE oracle_id IS NOT NULL ORDER BY (id * 2654435761) % 1000003 LIMIT 8000")]
    searches = set(SEARCHES)
    sets = [r[0].lower() for r in conn.execute("SELECT DISTINCT set_code FROM printings")]
    searches.update(f"s:{code}" for code in sets)
    colors = {"W": "w", "U": "u", "B": "b", "R": "r", "G": "g"}
    for name, type_line, color, text, mv in conn.execute(
            "SELECT name, type_line, colors, oracle_text, mana_value FROM cards WHERE name NOT LIKE '%//%' "
            "ORDER BY (id * 2654435761) % 1000003 LIMIT 3000"):
        subtypes = type_line.split("—", 1)[1].split() if type_line and "—" in type_line else []
        main = (type_line or "").split("—")[0].split()
        if subtypes:
            searches.add(f"t:{subtypes[0].lower()}")
            if color:
                searches.add(f"t:{subtypes[0].lower()} c:{colors.get(color[0], 'c')}")
        if main and mv is not None:
            searches.add(f"t:{main[-1].lower()} mv={int(mv)}" + (f" c:{colors.get(color[0], 'c')}" if color else ""))
        words = [w for w in name.split() if len(w) >= 5 and w.isalpha()]
        if words:
            searches.add(f"name:{words[0].lower()}")
        body = [w for w in (text or "").split() if len(w) >= 6 and w.isalpha()]
        if body:
            searches.add(f"o:{body[len(body) // 2].lower()}")
    conn.close()
    pools: dict[str, list[str]] = {"named": [], "autocomplete": [], "search": [], "rulings": [], "page": []}
    for name in names:
        pools["named"].append("/cards/named?" + urlencode({"fuzzy": plain(name)}))
        cut = max(2, min(len(name) - 1, rnd.randint(3, 7) if not _cjk(name) else 2))
        pools["autocomplete"].append("/cards/autocomplete?" + urlencode({"q": name[:cut]}))
    pools["search"] = ["/cards/search?" + urlencode({"q": q}) for q in sorted(searches)]
    pools["rulings"] = [f"/cards/{sid}/rulings" for sid in scryfall_ids]
    pools["page"] = [f"/card/{quote(oid)}" for oid in oracle_ids]
    for pool in pools.values():
        pool[:] = list(dict.fromkeys(pool))
        rnd.shuffle(pool)
    taken = dict.fromkeys(pools, 0)
    total = sum(WEIGHTS.values())
    out = []
    for _ in range(count):  # a long sequence with the weights above, each pool walked in turn
        kind = rnd.choices(list(WEIGHTS), [WEIGHTS[k] / total for k in WEIGHTS])[0]
        pool = pools[kind]
        out.append((kind, pool[taken[kind] % len(pool)]))
        taken[kind] += 1
    return out


def pool_sizes(mix: list[tuple[str, str]]) -> dict[str, int]:
    out: dict[str, set] = {}
    for kind, path in mix:
        out.setdefault(kind, set()).add(path)
    return {k: len(v) for k, v in sorted(out.items())}


def _cjk(text: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in text)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker_pids(parent: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == parent:
                cmdline = (entry / "cmdline").read_bytes()
                if b"resource_tracker" not in cmdline:  # multiprocessing's helper, not a worker
                    out.append(int(entry.name))
    return sorted(out)


def rss_mb(pid: int, what: str = "VmRSS") -> float | None:
    """A process's resident memory (MB): all of it (VmRSS), or its own heap (RssAnon) apart from
    the pages of files it maps (RssFile: the index segments, shared by the workers through the
    page cache, resident as they are read)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(what + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def memory_sample(pid: int) -> tuple[float, float, float] | None:
    """(VmRSS, RssAnon, RssFile) of a process, MB."""
    values = tuple(rss_mb(pid, what) for what in ("VmRSS", "RssAnon", "RssFile"))
    return None if None in values else values


async def run_phase(base: str, requests: list[tuple[str, str]], clients: int, seconds: float, record: bool,
                    rate: float = 0):
    import httpx

    deadline = time.perf_counter() + seconds
    results: list[tuple[str, int, float]] = []
    position = 0
    interval = clients / rate if rate > 0 else 0.0  # each client's pace when paced
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=30.0) as client:

        async def one_client():
            nonlocal position
            while time.perf_counter() < deadline:
                kind, path = requests[position % len(requests)]
                position += 1
                began = time.perf_counter()
                cache = "-"
                try:
                    response = await client.get(path)
                    status = response.status_code
                    cache = response.headers.get("x-lorehold-cache", "-")
                except httpx.HTTPError:
                    status = -1
                spent = time.perf_counter() - began
                if record:
                    results.append((kind, status, spent, cache))
                if interval > spent:
                    await asyncio.sleep(interval - spent)

        began = time.perf_counter()
        await asyncio.gather(*(one_client() for _ in range(clients)))
        elapsed = time.perf_counter() - began
    return results, elapsed


def run_wrk(base: str, requests: list[tuple[str, str]], clients: int, seconds: float, tag: str, rate: float = 0,
            gzip: bool = False):
    """The same phase from wrk (C, one connection per thread, bench/serve_mix.lua): returns the
    records, the elapsed time and the CPU time wrk used."""
    tmp = Path(os.environ.get("TMPDIR", "/tmp"))
    paths = tmp / f"lorehold-bench-serve-{os.getpid()}-{tag}.paths"
    out = tmp / f"lorehold-bench-serve-{os.getpid()}-{tag}.out"
    paths.write_text("".join(f"{kind}\t{path}\n" for kind, path in requests))
    cmd = ["wrk", "-t", str(clients), "-c", str(clients), "-d", f"{max(1, round(seconds))}s", "--timeout", "30s",
           *(["-H", "Accept-Encoding: gzip"] if gzip else []),
           "-s", str(REPO / "bench" / "serve_mix.lua"), base, "--", str(paths), str(clients), str(rate)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    done = subprocess.run(cmd, env={**os.environ, "LOREHOLD_WRK_OUT": str(out)}, capture_output=True, text=True,
                          timeout=seconds + 60)
    elapsed = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0 or not out.exists():
        raise SystemExit(f"wrk failed ({done.returncode}): {done.stderr.strip() or done.stdout.strip()}")
    measured = elapsed
    for line in done.stdout.splitlines():  # wrk's own measure of the run's length
        if " requests in " in line:
            value = line.split(" requests in ")[1].split(",")[0].strip()
            measured = float(value[:-2]) * 60 if value.endswith("m") else float(value.rstrip("ms")) / (1000 if value.endswith("ms") else 1)
    results = []
    socket_errors = 0
    for line in out.read_text().splitlines():
        if line.startswith("#errors"):
            counts = dict(part.split("=") for part in line.split()[1:])
            socket_errors = sum(int(counts[k]) for k in ("connect", "read", "write", "timeout"))
            continue
        kind, micros, status, cache, *path = line.split(" ", 4)
        results.append((kind, int(status), int(micros) / 1e6, cache, *path))
    results += [("socket-error", -1, 0.0, "-")] * socket_errors
    paths.unlink(missing_ok=True)
    out.unlink(missing_ok=True)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return results, measured, cpu


def wait_settled(pids: list[int], timeout: float = 300) -> float:
    """Wait (no requests sent) until every worker's resident memory has stopped growing, i.e. it
    has read its index (a change under 1 MB over 6 s), at most ``timeout`` seconds."""
    began = time.monotonic()
    history: dict[int, list[float]] = {pid: [] for pid in pids}
    while time.monotonic() - began < timeout:
        for pid in pids:
            history[pid].append(rss_mb(pid) or 0.0)
        if all(len(h) >= 4 and max(h[-4:]) - min(h[-4:]) < 1.0 for h in history.values()):
            break
        time.sleep(2)
    return time.monotonic() - began


def memory_line(samples: list[tuple]) -> str:
    """RSS growth from the first sample to the last (and its heap and mapped-file parts; a third
    of the way and two thirds, to see whether it levels)."""
    parts = []
    for i, what in enumerate(("RSS", "anon", "file")):
        values = [s[i] for s in samples]
        growth = (values[-1] - values[0]) / values[0] * 100 if values[0] else 0.0
        steps = " -> ".join(f"{values[k]:.0f}" for k in (0, len(values) // 3, 2 * len(values) // 3, -1))
        parts.append(f"{what} {steps} MB ({growth:+.1f}%)")
    rss = [s[0] for s in samples]
    return "; ".join(parts) + f"; max RSS {max(rss):.0f} MB, {len(samples)} samples"


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def report(title: str, results, elapsed: float) -> float:
    rate = len(results) / elapsed
    errors = [r for r in results if r[1] != 200]
    ms = [r[2] * 1000 for r in results]
    print(f"{title}: {len(results)} requests in {elapsed:.1f} s = {rate:.0f}/s; errors {len(errors)}; "
          f"p50 {percentile(ms, 50):.1f} ms, p95 {percentile(ms, 95):.1f} ms, p99 {percentile(ms, 99):.1f} ms")
    kinds = sorted({r[0] for r in results})
    if len(kinds) > 1:
        for kind in kinds:
            part = [r[2] * 1000 for r in results if r[0] == kind]
            bad = sum(1 for r in results if r[0] == kind and r[1] != 200)
            hits = sum(1 for r in results if r[0] == kind and r[3] == "hit")
            print(f"  {kind:<13} {len(part):>6}  p50 {percentile(part, 50):6.1f} ms  p95 {percentile(part, 95):6.1f} ms"
                  f"  p99 {percentile(part, 99):6.1f} ms  errors {bad}  cache hits {hits / max(1, len(part)):5.1%}")
        hits = sum(1 for r in results if r[3] == "hit")
        print(f"  answer cache hit rate {hits / max(1, len(results)):.1%} (per-worker cache of whole answers)")
    if errors:
        statuses: dict[int, int] = {}
        for r in errors:
            statuses[r[1]] = statuses.get(r[1], 0) + 1
        print(f"  error statuses: {statuses}")
        failed = sorted({r[4] for r in errors if len(r) > 4})
        if failed:
            print(f"  failed requests (first 5 of {len(failed)}): {', '.join(failed[:5])}")
    return rate


def parse_args() -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--home", required=True, help="a lorehold home with the full data and its index (read only)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--warmup", type=float, default=15, help="seconds of the mix before measuring (caches, thread connections)")
    parser.add_argument("--health-seconds", type=float, default=15)
    parser.add_argument("--no-access-log", action="store_true", help="turn the server's access log off (default: on, as served, to a file)")
    parser.add_argument("--client", choices=("wrk", "python"), default="wrk" if shutil.which("wrk") else "python",
                        help="load generator: wrk (C, bench/serve_mix.lua; default when installed) or Python (httpx asyncio)")
    parser.add_argument("--gzip", action="store_true",
                        help="wrk asks for gzip answers (Accept-Encoding: gzip), as browsers and HTTP libraries do "
                             "(the Python client always does); default: uncompressed answers")
    parser.add_argument("--rate", type=float, default=0,
                        help="pace the mix at this many requests a second in all (each client starts a request at most "
                             "every clients/rate seconds; when answers are slower it is as fast as they come): the "
                             "latency at a given load. Default 0: as fast as answers come (the throughput)")
    return parser.parse_args()


def start_server(args, home: Path, port: int, log) -> tuple[subprocess.Popen, list[str]]:
    """``lorehold serve`` on 127.0.0.1:port, answering /health (None if it did not start), and its
    workers settled."""
    base = f"http://127.0.0.1:{port}"
    cmd = [*LOREHOLD, "--home", str(home), "serve", "--host", "127.0.0.1", "--port", str(port),
           "--workers", str(args.workers), "--no-access-log" if args.no_access_log else "--access-log"]
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_DATABASE_URL"}
    server = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=str(REPO))
    deadline = time.monotonic() + 300  # (a loaded machine: each worker reads its index at start)
    while True:
        if server.poll() is not None or time.monotonic() > deadline:
            return server, []
        try:
            urllib.request.urlopen(base + "/health", timeout=2).read()
            break
        except OSError:
            time.sleep(0.3)
    print(f"server: {' '.join(cmd[2:])} (pid {server.pid}); load average {load_average()}")
    settled = wait_settled(worker_pids(server.pid) or [server.pid])
    print(f"workers settled (each reads its index in the background at start) in {settled:.0f} s; "
          f"load average {load_average()}")
    return server, cmd


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user + system, /proc/PID/stat), 0 when it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def connections_by_worker(port: int) -> dict[int, int]:
    """Established connections to ``port`` held by each process (``ss``; empty without it)."""
    try:
        out = subprocess.run(["ss", "-tnpH", "state", "established", f"( sport = :{port} )"],
                             capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.TimeoutExpired):
        return {}
    counts: dict[int, int] = {}
    for pid in re.findall(r"pid=(\d+)", out):
        counts[int(pid)] = counts.get(int(pid), 0) + 1
    return counts


def measure_mix(args, base: str, requests: list, workers: list[int]):
    """The measured phase, with each worker's memory and connections sampled every 5 s: (results,
    elapsed, the load generator's CPU seconds, memory samples by worker, connection samples, the
    workers' CPU seconds)."""
    memory: dict[int, list[tuple]] = {pid: [] for pid in workers}
    held: list[dict[int, int]] = []
    stop = threading.Event()
    port = int(base.rsplit(":", 1)[1])

    def sampler():
        while True:
            for pid in workers:
                value = memory_sample(pid)
                if value is not None:
                    memory[pid].append(value)
            held.append(connections_by_worker(port))
            if stop.wait(5):
                return

    sampling = threading.Thread(target=sampler, daemon=True)
    cpu_before = sum(cpu_seconds(pid) for pid in workers)
    sampling.start()
    try:
        if args.client == "wrk":
            results, elapsed, used = run_wrk(base, requests, args.clients, args.seconds, "mix", args.rate, gzip=args.gzip)
        else:
            cpu_before = resource.getrusage(resource.RUSAGE_SELF)
            results, elapsed = asyncio.run(run_phase(base, requests, args.clients, args.seconds, record=True, rate=args.rate))
            cpu_after = resource.getrusage(resource.RUSAGE_SELF)
            used = (cpu_after.ru_utime + cpu_after.ru_stime) - (cpu_before.ru_utime + cpu_before.ru_stime)
    finally:
        stop.set()
        sampling.join()
        for pid in workers:
            value = memory_sample(pid)
            if value is not None:
                memory[pid].append(value)
    worker_cpu = sum(cpu_seconds(pid) for pid in workers) - cpu_before
    return results, elapsed, used, memory, held, worker_cpu


def run_bench(args, base: str, server: subprocess.Popen, mix: list) -> None:
    """Warm-up, the measured mix, then /health only; the report."""
    half = len(mix) // 2  # warm-up on the second half of the sequence, measured on the first
    use_wrk = args.client == "wrk"
    if use_wrk:
        run_wrk(base, mix[half:], args.clients, args.warmup, "warmup", gzip=args.gzip)
    else:
        asyncio.run(run_phase(base, mix[half:], args.clients, args.warmup, record=False))
    results, elapsed, used, memory, held, worker_cpu = measure_mix(args, base, mix[:half], worker_pids(server.pid) or [server.pid])
    paced = (f", paced at {args.rate:.0f}/s" if args.rate else ", unpaced") + (", gzip" if args.gzip or not use_wrk else "")
    print(f"\n{args.clients} clients ({args.client}{paced}), {args.workers} workers, mix for {args.seconds:.0f} s "
          f"(load average {load_average()}); distinct requests available per kind: {pool_sizes(mix[:half])}")
    rate = report("mix", results, elapsed)
    if use_wrk:
        health, health_elapsed, _ = run_wrk(base, [("health", "/health")], args.clients, args.health_seconds, "health",
                                            gzip=args.gzip)
    else:
        health, health_elapsed = asyncio.run(run_phase(base, [("health", "/health")], args.clients, args.health_seconds, record=True))
    print(f"\nhealth only for {args.health_seconds:.0f} s (load average {load_average()}):")
    health_rate = report("health", health, health_elapsed)
    print(f"\nthroughput ratio mix/health: {rate / health_rate:.2f}")
    for pid, samples in memory.items():
        if samples:
            print(f"worker {pid}: {memory_line(samples)}")
    print(f"workers' CPU during the mix: {worker_cpu:.1f} s, {1000 * worker_cpu / max(1, len(results)):.2f} ms a request")
    shares = sorted({" / ".join(str(n) for n in sorted(sample.values(), reverse=True)) for sample in held if sample})
    print(f"connections per worker (sampled every 5 s): {', '.join(shares) or 'unknown (no ss)'}")
    print(f"load generator ({args.client}) CPU during the mix: {used:.1f} s of {elapsed:.1f} s")


def main() -> int:
    args = parse_args()
    home = Path(args.home)
    db = home / "lorehold.db"
    print(f"building the request mix from {db} ...")
    mix = build_mix(db)
    port = free_port()
    log = open(Path(os.environ.get("TMPDIR", "/tmp")) / f"lorehold-bench-serve-{port}.log", "wb")
    server = None
    try:
        server, cmd = start_server(args, home, port, log)
        if not cmd:
            print("the server did not start; see", log.name)
            return 1
        run_bench(args, f"http://127.0.0.1:{port}", server, mix)
    finally:
        if server is not None:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
        log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
