"""`lorehold serve` under load, on 127.0.0.1 only: latency, throughput and memory per worker.

    .venv/bin/python bench/serve.py --home /tmp/fullhome [--workers 2] [--clients 32] [--seconds 60]

Starts ``lorehold --home HOME serve --workers N`` on a free port of 127.0.0.1, builds a mix of
requests from the home's own data, and sends it from ``--clients`` concurrent keep-alive
connections (one asyncio process, httpx) for ``--seconds`` after a short warm-up:

- fuzzy names (``/cards/named?fuzzy=``) in 11 languages, lower-cased and without accents,
- searches (``/cards/search?q=``, the query language of ``lorehold search``),
- autocomplete (``/cards/autocomplete?q=``) on name prefixes in those languages,
- rulings (``/cards/:id/rulings``) and card pages (``/card/:oracle_id``, HTML).

Then the same clients ask only ``/health`` (no data touched: the framework's floor) for
``--health-seconds``. Printed: requests, errors (any status but 200), p50/p95/p99 latency per kind
and overall, requests a second and their ratio to the health phase's, the resident memory of each
worker sampled through the run (growth from the first sample after warm-up to the last), the load
average and the load generator's own CPU time (it shares the machine's cores with the server).

Targets (issue 17), 2 workers, 32 clients, 60 s: no errors, p95 <= 50 ms, >= 300 requests a
second, memory growth < 10%. The bench never sends anything to any other address, and stops by
itself (bounded in time).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import socket
import sqlite3
import subprocess
import sys
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


def build_mix(db: Path, seed: int = 17, per_language: int = 60) -> list[tuple[str, str]]:
    """(kind, path) requests from the home's data: names that name one card only."""
    rnd = random.Random(seed)
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    names: list[str] = []
    for lang in LANGUAGES:
        if lang == "en":
            rows = conn.execute("SELECT name FROM cards WHERE name NOT LIKE '%//%' ORDER BY random() LIMIT ?", (per_language,)).fetchall()
        else:
            # a name that no other card has in any language ("Pantano" is Swamp in Spanish and
            # Quagmire in Italian: a correct "ambiguous" 404, not what this mix measures)
            rows = conn.execute(
                "SELECT MIN(t.name) FROM translations t WHERE t.language = ? AND t.name NOT LIKE '%//%' "
                "AND NOT EXISTS (SELECT 1 FROM translations o WHERE o.name_key = t.name_key AND o.card_id != t.card_id) "
                "AND NOT EXISTS (SELECT 1 FROM cards c WHERE c.name_key = t.name_key AND c.id != t.card_id) "
                "GROUP BY t.name_key ORDER BY random() LIMIT ?", (lang, per_language)).fetchall()
        names += [r[0] for r in rows]
    scryfall_ids = [r[0] for r in conn.execute(
        "SELECT p.scryfall_id FROM printings p JOIN rulings r ON r.card_id = p.card_id WHERE p.scryfall_id IS NOT NULL "
        "GROUP BY p.card_id ORDER BY random() LIMIT 300")]
    oracle_ids = [r[0] for r in conn.execute("SELECT oracle_id FROM cards WHERE oracle_id IS NOT NULL ORDER BY random() LIMIT 300")]
    conn.close()
    mix: list[tuple[str, str]] = []
    for name in names:
        mix.append(("named", "/cards/named?" + urlencode({"fuzzy": plain(name)})))
        cut = max(2, min(len(name) - 1, rnd.randint(3, 7) if not _cjk(name) else 2))
        mix.append(("autocomplete", "/cards/autocomplete?" + urlencode({"q": name[:cut]})))
    mix += [("search", "/cards/search?" + urlencode({"q": q})) for q in SEARCHES]
    mix += [("rulings", f"/cards/{sid}/rulings") for sid in scryfall_ids]
    mix += [("page", f"/card/{quote(oid)}") for oid in oracle_ids]
    by_kind: dict[str, list[str]] = {}
    for kind, path in mix:
        by_kind.setdefault(kind, []).append(path)
    total = sum(WEIGHTS.values())
    out = []
    for _ in range(20_000):  # a long shuffled sequence with the weights above
        kind = rnd.choices(list(WEIGHTS), [WEIGHTS[k] / total for k in WEIGHTS])[0]
        out.append((kind, rnd.choice(by_kind[kind])))
    return out


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


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


async def run_phase(base: str, requests: list[tuple[str, str]], clients: int, seconds: float, record: bool):
    import httpx

    deadline = time.perf_counter() + seconds
    results: list[tuple[str, int, float]] = []
    position = 0
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=30.0) as client:

        async def one_client():
            nonlocal position
            while time.perf_counter() < deadline:
                kind, path = requests[position % len(requests)]
                position += 1
                began = time.perf_counter()
                try:
                    response = await client.get(path)
                    status = response.status_code
                except httpx.HTTPError:
                    status = -1
                if record:
                    results.append((kind, status, time.perf_counter() - began))

        began = time.perf_counter()
        await asyncio.gather(*(one_client() for _ in range(clients)))
        elapsed = time.perf_counter() - began
    return results, elapsed


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
            print(f"  {kind:<13} {len(part):>6}  p50 {percentile(part, 50):6.1f} ms  p95 {percentile(part, 95):6.1f} ms  errors {bad}")
    if errors:
        statuses: dict[int, int] = {}
        for r in errors:
            statuses[r[1]] = statuses.get(r[1], 0) + 1
        print(f"  error statuses: {statuses}")
    return rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--home", required=True, help="a lorehold home with the full data and its index (read only)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--warmup", type=float, default=15, help="seconds of the mix before measuring (caches, thread connections)")
    parser.add_argument("--health-seconds", type=float, default=15)
    parser.add_argument("--no-access-log", action="store_true", help="turn the server's access log off (default: on, as served, to a file)")
    args = parser.parse_args()
    home = Path(args.home)
    db = home / "lorehold.db"
    print(f"building the request mix from {db} ...")
    mix = build_mix(db)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = open(Path(os.environ.get("TMPDIR", "/tmp")) / f"lorehold-bench-serve-{port}.log", "wb")
    cmd = [*LOREHOLD, "--home", str(home), "serve", "--host", "127.0.0.1", "--port", str(port),
           "--workers", str(args.workers), "--no-access-log" if args.no_access_log else "--access-log"]
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_DATABASE_URL"}
    server = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=str(REPO))
    try:
        deadline = time.monotonic() + 90
        while True:
            if server.poll() is not None or time.monotonic() > deadline:
                print("the server did not start; see", log.name)
                return 1
            try:
                urllib.request.urlopen(base + "/health", timeout=2).read()
                break
            except OSError:
                time.sleep(0.3)
        print(f"server: {' '.join(cmd[2:])} (pid {server.pid}); load average {load_average()}")
        asyncio.run(run_phase(base, mix[::-1], args.clients, args.warmup, record=False))
        workers = worker_pids(server.pid) or [server.pid]
        memory: dict[int, list[float]] = {pid: [] for pid in workers}

        async def sampled():
            async def sampler():
                while True:
                    for pid in workers:
                        value = rss_mb(pid)
                        if value is not None:
                            memory[pid].append(value)
                    await asyncio.sleep(5)

            task = asyncio.create_task(sampler())
            try:
                return await run_phase(base, mix, args.clients, args.seconds, record=True)
            finally:
                task.cancel()
                for pid in workers:
                    value = rss_mb(pid)
                    if value is not None:
                        memory[pid].append(value)

        cpu_before = resource.getrusage(resource.RUSAGE_SELF)
        results, elapsed = asyncio.run(sampled())
        cpu_after = resource.getrusage(resource.RUSAGE_SELF)
        load_mix = load_average()
        print(f"\n{args.clients} clients, {args.workers} workers, mix for {args.seconds:.0f} s (load average {load_mix}):")
        rate = report("mix", results, elapsed)
        health, health_elapsed = asyncio.run(run_phase(base, [("health", "/health")], args.clients, args.health_seconds, record=True))
        print(f"\nhealth only for {args.health_seconds:.0f} s (load average {load_average()}):")
        health_rate = report("health", health, health_elapsed)
        print(f"\nthroughput ratio mix/health: {rate / health_rate:.2f}")
        for pid, values in memory.items():
            if values:
                growth = (values[-1] - values[0]) / values[0] * 100
                print(f"worker {pid}: RSS {values[0]:.0f} MB -> {values[-1]:.0f} MB ({growth:+.1f}%), max {max(values):.0f} MB, {len(values)} samples")
        used = (cpu_after.ru_utime + cpu_after.ru_stime) - (cpu_before.ru_utime + cpu_before.ru_stime)
        print(f"load generator CPU during the mix: {used:.1f} s of {elapsed:.1f} s")
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
