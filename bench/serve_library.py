"""The cost of each request of bench/serve.py's mix inside one server process: no sockets, no
load generator, one request at a time (single thread), so far less sensitive to the machine's load
than the wrk bench.

    .venv/bin/python bench/serve_library.py --home /tmp/fullhome [--per-kind 300] [--profile search]

The same mix as bench/serve.py (``build_mix``: the same pools, weights and order), sent one at a
time to the ASGI app ``lorehold serve`` runs, as uvicorn would (its middlewares and thread pool
included: ETag, answer cache, CORS, access log; no gzip, as wrk asks for none; no HTTP parsing),
after the worker has read its index (``Backend.warm``) and a short warm-up on other requests of
the mix. Printed per kind: requests, p50/p95/max milliseconds of wall time and of the process's
CPU time, errors, cache hits; /health's (the floor: the framework and the middlewares); then the
whole mix's p50/p95 and the requests a second one process's CPU would give. ``--profile KIND``
prints cProfile's top functions for that kind's requests (the endpoints then run in the calling
thread, for the profiler to see them; by cumulative time, or by
``LOREHOLD_BENCH_PROFILE_SORT=tottime``, ``LOREHOLD_BENCH_PROFILE_LINES`` of them).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import logging
import os
import pstats
import sys
import time
from pathlib import Path
from urllib.parse import unquote

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serve import WEIGHTS, build_mix, load_average, percentile  # noqa: E402  (bench/serve.py)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--home", required=True, help="a lorehold home with the full data and its index (read only)")
    parser.add_argument("--per-kind", type=int, default=300, help="requests measured of each kind (default 300)")
    parser.add_argument("--warmup", type=int, default=200, help="requests of the mix sent first, not measured")
    parser.add_argument("--profile", choices=sorted(WEIGHTS), help="cProfile that kind's requests")
    parser.add_argument("--slowest", type=int, default=0, help="print the N slowest requests of each kind")
    return parser.parse_args()


def pick(mix: list[tuple[str, str]], per_kind: int, skip: int) -> tuple[list, list]:
    """The warm-up (the second half's first ``skip`` requests) and the measured requests (the
    first half's, in the mix's order, until each kind has ``per_kind``)."""
    half = len(mix) // 2
    counts = dict.fromkeys(WEIGHTS, 0)
    measured = []
    for kind, path in mix[:half]:
        if counts[kind] < per_kind:
            counts[kind] += 1
            measured.append((kind, path))
        if all(c >= per_kind for c in counts.values()):
            break
    return mix[half:half + skip], measured


async def call(app, path: str) -> tuple[int, str]:
    """One GET through the app's ASGI interface, as uvicorn sends it (no HTTP parsing): the
    status and X-Lorehold-Cache."""
    raw, _, query = path.partition("?")
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
        "path": unquote(raw), "raw_path": raw.encode(), "query_string": query.encode(), "root_path": "",
        "headers": [(b"host", b"127.0.0.1:8000"), (b"user-agent", b"bench")],
        "client": ("127.0.0.1", 40000), "server": ("127.0.0.1", 8000),
    }
    answer = {"status": 0, "cache": "-"}

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        if message["type"] == "http.response.start":
            answer["status"] = message["status"]
            answer["cache"] = dict(message.get("headers") or []).get(b"x-lorehold-cache", b"-").decode()

    await app(scope, receive, send)
    return answer["status"], answer["cache"]


def inline_endpoints() -> None:
    """Run the sync endpoints in the calling thread (for cProfile, which sees one thread)."""
    import fastapi.routing

    async def inline(func, *args, **kwargs):
        return func(*args, **kwargs)

    fastapi.routing.run_in_threadpool = inline


async def measure(app, warmup, measured, per_kind: int, profile: str | None):
    profiler = cProfile.Profile() if profile else None
    times: dict[str, list[tuple]] = {k: [] for k in (*WEIGHTS, "health")}
    for _kind, path in warmup:
        await call(app, path)
    print(f"{len(measured)} requests measured ({per_kind} of each kind), after {len(warmup)} of warm-up; "
          f"load average {load_average()}")
    for kind, path in [("health", "/health")] * per_kind + measured:  # /health: the framework's floor
        profiling = profiler is not None and kind == profile
        cpu, wall = time.process_time(), time.perf_counter()
        if profiling:
            profiler.enable()
        status, cache = await call(app, path)
        if profiling:
            profiler.disable()
        times[kind].append((time.perf_counter() - wall, time.process_time() - cpu, status, cache, path))
    return times, profiler


def main() -> int:
    args = parse_args()
    home = Path(args.home)
    os.environ.pop("LOREHOLD_DATABASE_URL", None)
    from lorehold.serve import pages
    from lorehold.serve.app import create_app
    from lorehold.settings import Settings

    mix = build_mix(home / "lorehold.db")
    warmup, measured = pick(mix, args.per_kind, args.warmup)
    access = logging.getLogger("lorehold.access")  # on, as bench/serve.py serves (to nowhere here)
    access.addHandler(logging.FileHandler(os.devnull))
    access.setLevel(logging.INFO)
    access.propagate = False
    app = create_app(Settings.resolve(home))
    began = time.perf_counter()
    pages.warm()  # what the app's lifespan does at start, here in the foreground
    app.state.backend.warm()
    print(f"worker warmed in {time.perf_counter() - began:.1f} s; load average {load_average()}")
    if args.profile:
        inline_endpoints()
    times, profiler = asyncio.run(measure(app, warmup, measured, args.per_kind, args.profile))
    print_report(times)
    for kind in WEIGHTS if args.slowest else ():
        slow = sorted(times[kind], key=lambda r: -r[1])[:args.slowest]
        print(f"  slowest {kind}: " + ", ".join(f"{r[4]} ({r[1] * 1000:.0f} ms CPU)" for r in slow))
    if profiler is not None:
        pstats.Stats(profiler).sort_stats(os.environ.get("LOREHOLD_BENCH_PROFILE_SORT", "cumulative")).print_stats(int(os.environ.get("LOREHOLD_BENCH_PROFILE_LINES", "40")))
    return 0


def print_report(times: dict[str, list[tuple]]) -> None:
    total = sum(WEIGHTS.values())
    weighted_cpu = 0.0
    every = []
    for kind, rows in times.items():
        if kind not in WEIGHTS:
            wall = [r[0] * 1000 for r in rows]
            cpu = [r[1] * 1000 for r in rows]
            print(f"  {kind:<13} {len(rows):>5}  wall p50 {percentile(wall, 50):6.1f}  p95 {percentile(wall, 95):6.1f}  "
                  f"cpu p50 {percentile(cpu, 50):6.2f} ms (the floor: framework, middlewares)")
            continue
        wall = [r[0] * 1000 for r in rows]
        cpu = [r[1] * 1000 for r in rows]
        errors = sum(1 for r in rows if r[2] != 200)
        hits = sum(1 for r in rows if r[3] == "hit")
        mean_cpu = sum(cpu) / max(1, len(cpu))
        weighted_cpu += WEIGHTS[kind] / total * mean_cpu
        every += [(w, WEIGHTS[kind] / total / max(1, len(rows))) for w in wall]
        print(f"  {kind:<13} {len(rows):>5}  wall p50 {percentile(wall, 50):6.1f}  p95 {percentile(wall, 95):6.1f}  "
              f"max {max(wall, default=0):7.1f} ms   cpu p50 {percentile(cpu, 50):6.1f}  p95 {percentile(cpu, 95):6.1f}  "
              f"mean {mean_cpu:6.1f} ms   errors {errors}  cache hits {hits}")
    every.sort()
    seen, p50, p95 = 0.0, None, None  # percentiles of the mix with its weights
    for value, weight in every:
        seen += weight
        if p50 is None and seen >= 0.5:
            p50 = value
        if p95 is None and seen >= 0.95:
            p95 = value
    print(f"  mix (weighted {WEIGHTS}): wall p50 {p50:.1f} ms, p95 {p95:.1f} ms; mean CPU {weighted_cpu:.1f} ms "
          f"a request = {1000 / max(weighted_cpu, 1e-9):.0f} requests/s per core")


if __name__ == "__main__":
    sys.exit(main())
