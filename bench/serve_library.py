"""The cost of each request of bench/serve.py's mix inside one server process: no sockets, no
load generator, one request at a time (single thread), so far less sensitive to the machine's load
than the wrk bench.

    .venv/bin/python bench/serve_library.py --home /tmp/fullhome [--per-kind 300] [--profile search]

The same mix as bench/serve.py (``build_mix``: the same pools, weights and order), sent through
FastAPI's TestClient to the app ``lorehold serve`` runs (its middlewares included: ETag, answer
cache, CORS, access log; no gzip, as wrk asks for none), after the worker has read its index
(``Backend.warm``) and a short warm-up on other requests of the mix. Printed per kind: requests,
p50/p95/max milliseconds of wall time and of the process's CPU time, errors, cache hits; then the
whole mix's p50/p95 and the requests a second one process's CPU would give. ``--profile KIND``
prints cProfile's top functions for that kind's requests.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serve import WEIGHTS, build_mix, load_average, percentile  # noqa: E402  (bench/serve.py)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--home", required=True, help="a lorehold home with the full data and its index (read only)")
    parser.add_argument("--per-kind", type=int, default=300, help="requests measured of each kind (default 300)")
    parser.add_argument("--warmup", type=int, default=200, help="requests of the mix sent first, not measured")
    parser.add_argument("--profile", choices=sorted(WEIGHTS), help="cProfile that kind's requests")
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


def main() -> int:
    args = parse_args()
    home = Path(args.home)
    os.environ.pop("LOREHOLD_DATABASE_URL", None)
    from fastapi.testclient import TestClient

    from lorehold.serve.app import create_app
    from lorehold.settings import Settings

    mix = build_mix(home / "lorehold.db")
    warmup, measured = pick(mix, args.per_kind, args.warmup)
    app = create_app(Settings.resolve(home))
    profiler = cProfile.Profile() if args.profile else None
    times: dict[str, list[tuple[float, float, int, str]]] = {k: [] for k in WEIGHTS}
    with TestClient(app, base_url="http://127.0.0.1:8000", headers={"accept-encoding": "identity"}) as client:
        began = time.perf_counter()
        app.state.backend.warmed.wait()
        print(f"worker warmed in {time.perf_counter() - began:.1f} s; load average {load_average()}")
        for _kind, path in warmup:
            client.get(path)
        print(f"{len(measured)} requests measured ({args.per_kind} of each kind), after {len(warmup)} of warm-up; "
              f"load average {load_average()}")
        for kind, path in measured:
            profiling = profiler is not None and kind == args.profile
            cpu, wall = time.process_time(), time.perf_counter()
            if profiling:
                profiler.enable()
            response = client.get(path)
            if profiling:
                profiler.disable()
            times[kind].append((time.perf_counter() - wall, time.process_time() - cpu, response.status_code,
                                response.headers.get("x-lorehold-cache", "-")))
    print_report(times)
    if profiler is not None:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(35)
    return 0


def print_report(times: dict[str, list[tuple[float, float, int, str]]]) -> None:
    total = sum(WEIGHTS.values())
    weighted_cpu = 0.0
    every = []
    for kind, rows in times.items():
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
