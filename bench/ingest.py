"""Measure `lorehold ingest` of the full MTGJSON data set: wall time, peak memory, rows per table.

    python bench/ingest.py [--runs 3] [--source PATH] [--database-url URL]

Each run ingests into a fresh home (and, with --database-url, a fresh database the caller
provides or that --fresh-pg creates), then ingests the same files again (nothing changed).
Prints the median and every run. Targets (issue 2, a 2-core machine): first ingest <= 30 s,
peak memory <= 1.5 GB, second ingest <= 10 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = ROOT.parent / "shared" / "data" / "mtgjson" / "mtgjson-v5.2.0-20220425-sets.tar.xz"

_MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
code = subprocess.run(sys.argv[1:]).returncode
elapsed = time.perf_counter() - start
peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"{code} {elapsed:.3f} {peak_kb}")
"""


def measure(args: list[str], env: dict) -> tuple[int, float, float]:
    out = subprocess.run([sys.executable, "-c", _MEASURE, *args], env=env, capture_output=True, text=True)
    code, elapsed, peak_kb = out.stdout.strip().splitlines()[-1].split()
    return int(code), float(elapsed), int(peak_kb) / 1024


def fresh_pg_database(base_url: str, name: str) -> str:
    """Create an empty PostgreSQL database next to base_url's; returns its URL."""
    import sqlalchemy

    engine = sqlalchemy.create_engine(base_url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}"')
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    engine.dispose()
    return base_url.rsplit("/", 1)[0] + "/" + name


def drop_pg_database(base_url: str, name: str) -> None:
    import sqlalchemy

    engine = sqlalchemy.create_engine(base_url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--source", default=str(DEFAULT_SOURCE))
    parser.add_argument("--database-url", help="a PostgreSQL server URL; each run gets a fresh database on it")
    args = parser.parse_args()

    lorehold = [sys.executable, "-m", "lorehold"]
    firsts, seconds, peaks = [], [], []
    counts = None
    for run in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="lorehold-bench-") as home:
            env = dict(os.environ, LOREHOLD_HOME=home)
            env.pop("LOREHOLD_DATABASE_URL", None)
            if args.database_url:
                env["LOREHOLD_DATABASE_URL"] = fresh_pg_database(args.database_url, f"lorehold_bench_{os.getpid()}_{run}")
            # the database alone, as the target is stated (the index has its own benchmark)
            code, first, peak = measure([*lorehold, "ingest", "--no-index", args.source], env)
            if code != 0:
                sys.exit(f"ingest failed (exit {code})")
            code, second, _ = measure([*lorehold, "ingest", "--no-index", args.source], env)
            if code != 0:
                sys.exit(f"second ingest failed (exit {code})")
            stats = json.loads(subprocess.run([*lorehold, "stats", "--json"], env=env, capture_output=True, text=True, check=True).stdout)
            counts = {k: v for k, v in stats.items() if isinstance(v, int)}
            if args.database_url:  # each run's database is a few hundred MB: do not leave them behind
                drop_pg_database(args.database_url, f"lorehold_bench_{os.getpid()}_{run}")
            firsts.append(first)
            seconds.append(second)
            peaks.append(peak)
            print(f"run {run + 1}: first ingest {first:.1f} s, peak {peak:.0f} MB; second ingest {second:.1f} s", flush=True)
    load = os.getloadavg()
    print()
    print(f"database: {'PostgreSQL' if args.database_url else 'SQLite'}   source: {args.source}")
    print(f"first ingest  median {statistics.median(firsts):6.1f} s   (target <= 30 s)   runs: {', '.join(f'{x:.1f}' for x in firsts)}")
    print(f"second ingest median {statistics.median(seconds):6.1f} s   (target <= 10 s)   runs: {', '.join(f'{x:.1f}' for x in seconds)}")
    print(f"peak memory   median {statistics.median(peaks):6.0f} MB  (target <= 1536 MB)")
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
    print("rows:")
    for key, value in (counts or {}).items():
        print(f"  {key:<18} {value:>9,}")


if __name__ == "__main__":
    main()
