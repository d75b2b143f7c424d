"""Search speed on the full data set: index build, whole ingest, index size, warm query latency,
cold ``lorehold card NAME`` and ``lorehold --help``.

    .venv/bin/python bench/search_speed.py --home /tmp/lh [--ingest SOURCE] [--skip-build]

Targets (issue 3): full index build <= 90 s; whole ingest from nothing (database and index)
<= 150 s; warm query latency median <= 5 ms and 95th percentile <= 50 ms over a mixed set that
includes typo'd names; cold ``card NAME`` median <= 500 ms; ``--help`` median <= 250 ms.

``--ingest SOURCE`` (``/tmp/mtgjson`` or the tarball) also times a whole ingest into a fresh
home. Wall times depend on what else runs on the machine: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
LOREHOLD = [str(REPO / ".venv" / "bin" / "lorehold")]


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def timed(cmd: list[str], env=None) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the process and its children)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def mixed_queries(db: Path, rng: random.Random, n: int) -> list[tuple[str, str]]:
    conn = sqlite3.connect(db)
    english = [r[0] for r in conn.execute("SELECT name FROM cards")]
    foreign = [r[0] for r in conn.execute("SELECT DISTINCT name FROM translations WHERE language IN "
                                          "('de','fr','it','es','pt','ru','ja','ko','zhs','zht')")]

    def typo(name):
        i = rng.randrange(1, max(2, len(name)))
        return name[:i] + name[i + 1:] if rng.random() < 0.5 else name[:i] + "e" + name[i + 1:]

    words = ["explore", "flying", "destroy target creature", "draw a card", "erkundet", "勘察", "探検",
             "탐험", "исследует", "explora", "+1/+1 counter", "sacrifice a creature", "Kreatur", "menace"]
    fielded = ["t:creature c:g mv>=4", 'o:"draw a card" t:instant', "kw:flying pow>=4 -c:w", "s:xln r:mythic",
               'o:"erkundet" lang:de t:kreatur', "id<=esper t:legendary", "lang:ja t:dragon", "a:avon ft:dragon",
               "year>=2018 kw:explore", "(t:elf or t:goblin) c:r mv<=2"]
    out = []
    for i in range(n):
        kind = ["exact", "foreign", "typo", "words", "fields"][i % 5]
        if kind == "exact":
            out.append((kind, rng.choice(english)))
        elif kind == "foreign":
            out.append((kind, rng.choice(foreign)))
        elif kind == "typo":
            out.append((kind, typo(rng.choice(english + foreign))))
        elif kind == "words":
            out.append((kind, rng.choice(words)))
        else:
            out.append((kind, rng.choice(fielded)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--home", required=True, help="a home holding the full data set, ingested")
    ap.add_argument("--ingest", help="also time a whole ingest of this source into a fresh home")
    ap.add_argument("--skip-build", action="store_true", help="do not time 'lorehold index rebuild'")
    ap.add_argument("--queries", type=int, default=1000)
    ap.add_argument("--cold", type=int, default=15, help="cold process runs per command")
    args = ap.parse_args()
    home = Path(args.home)
    env = dict(os.environ, LOREHOLD_HOME=str(home))
    print(f"machine: {os.cpu_count()} cores, {load()}")

    if args.ingest:
        fresh = Path(tempfile.mkdtemp(prefix="lorehold-ingest-"))
        try:
            wall, cpu = timed(LOREHOLD + ["--home", str(fresh), "ingest", args.ingest])
            print(f"whole ingest from nothing (database + index): {wall:.1f} s wall, {cpu:.1f} s CPU "
                  f"(target 150 s) [{load()}]")
        finally:
            shutil.rmtree(fresh, ignore_errors=True)

    if not args.skip_build:
        wall, cpu = timed(LOREHOLD + ["index", "rebuild"], env)
        print(f"full index build (lorehold index rebuild): {wall:.1f} s wall, {cpu:.1f} s CPU (target 90 s) [{load()}]")
    index = home / "index"
    print(f"index size: {size(index) / 2**20:.0f} MiB (cards {size(index / 'cards') / 2**20:.0f}, "
          f"rulings {size(index / 'rulings') / 2**20:.0f}, names {(index / 'names.bin').stat().st_size / 2**20:.0f})")

    from lorehold.search.searching import Searcher

    rng = random.Random(7)
    queries = mixed_queries(home / "lorehold.db", rng, args.queries)
    searcher = Searcher(index)
    searcher.search("warm up")  # opens the index and loads names: not part of a warm query
    searcher.search("Emperors Vangard")
    times: dict[str, list[float]] = {}
    for kind, text in queries:
        start = time.perf_counter()
        searcher.search(text, limit=20)
        times.setdefault(kind, []).append((time.perf_counter() - start) * 1000)
    every = [t for ts in times.values() for t in ts]
    print(f"warm query latency over {len(every)} mixed queries: median {statistics.median(every):.1f} ms, "
          f"p95 {pct(every, 95):.1f} ms (targets 5 ms, 50 ms) [{load()}]")
    for kind, ts in times.items():
        print(f"  {kind:8} n={len(ts):4}  median {statistics.median(ts):6.1f} ms  p95 {pct(ts, 95):6.1f} ms")
    # the searcher keeps the postings of the most common words decoded once read: the figures
    # above include the queries that read them first; here each distinct query once, with those
    # forgotten before each, so every posting it reads is read from the index
    distinct = list(dict.fromkeys(text for _kind, text in queries))
    fresh = Searcher(index)
    fresh.search("warm up")
    firsts = []
    for text in distinct:
        fresh.forget_postings()
        start = time.perf_counter()
        fresh.search(text, limit=20)
        firsts.append((time.perf_counter() - start) * 1000)
    print(f"each of the {len(distinct)} distinct queries with no postings kept from before: "
          f"median {statistics.median(firsts):.1f} ms, p95 {pct(firsts, 95):.1f} ms [{load()}]")

    conn = sqlite3.connect(home / "lorehold.db")
    names = [r[0] for r in conn.execute("SELECT name FROM cards ORDER BY random() LIMIT ?", (args.cold,))]
    cold = [timed(LOREHOLD + ["card", n], env)[0] * 1000 for n in names]
    print(f"cold 'lorehold card NAME' (exact names): median {statistics.median(cold):.0f} ms (target 500 ms) [{load()}]")
    typos = [n[:-2] + n[-1] + n[-2] if len(n) > 3 else n for n in names]
    cold_typo = []
    for n in typos:
        start = time.perf_counter()
        subprocess.run(LOREHOLD + ["card", n], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        cold_typo.append((time.perf_counter() - start) * 1000)
    print(f"cold 'lorehold card NAME' (a typo, fuzzy fallback): median {statistics.median(cold_typo):.0f} ms [{load()}]")
    helps = [timed(LOREHOLD + ["--help"], env)[0] * 1000 for _ in range(args.cold)]
    print(f"cold 'lorehold --help': median {statistics.median(helps):.0f} ms (target 250 ms) [{load()}]")


if __name__ == "__main__":
    main()
