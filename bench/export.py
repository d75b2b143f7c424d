"""Measure `lorehold export` of the full data set: wall time, peak memory and output size per format.

    python bench/export.py [--home DIR] [--runs 3] [--formats jsonl,json,csv,parquet,sqlite] [--round-trip]

Without --home, the full MTGJSON data set (--source) is first ingested into a temporary home
(about a minute, not measured). Each export runs in its own process; peak memory is that
process's maximum resident set size. Prints the median and every run per format.
--round-trip also ingests the JSONL export into a fresh home (timed) and checks that every card
object is the same in both homes.
Targets (issue 6, a 2-core machine): the whole database as JSONL in at most 60 s, peak memory
under 500 MB.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = ROOT.parent / "shared" / "data" / "mtgjson" / "mtgjson-v5.2.0-20220425-sets.tar.xz"
FORMATS = ("jsonl", "json", "csv", "parquet", "sqlite")


def measure(args: list[str], env: dict) -> tuple[int, float, float, str]:
    """Exit code, wall seconds, peak RSS in MB of one command (its own rusage, via wait4)."""
    start = time.perf_counter()
    proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    stderr = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, elapsed, usage.ru_maxrss / 1024, stderr


def size_of(path: Path) -> int:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.iterdir())
    return path.stat().st_size


def card_objects(home: Path) -> dict:
    """Every card object of a home as bytes, keyed by (oracle id, English name)."""
    import orjson
    from sqlalchemy import text

    from lorehold.card_view import card_dicts
    from lorehold.db.engine import get_engine
    from lorehold.settings import Settings

    out = {}
    with get_engine(Settings.resolve(home)).connect() as conn:
        ids = conn.execute(text("SELECT id FROM cards")).scalars().all()
        for start in range(0, len(ids), 500):
            for card in card_dicts(conn, ids[start : start + 500]):
                out[(card["oracle_id"], card["name"])] = orjson.dumps(card)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--home", help="an existing home with the full data set (default: ingest --source into a temporary one)")
    parser.add_argument("--source", default=str(DEFAULT_SOURCE))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--formats", default=",".join(FORMATS))
    parser.add_argument("--round-trip", action="store_true", help="ingest the JSONL export into a fresh home and compare")
    args = parser.parse_args()

    lorehold = [sys.executable, "-m", "lorehold"]
    with tempfile.TemporaryDirectory(prefix="lorehold-bench-export-") as scratch:
        scratch_dir = Path(scratch)
        home = Path(args.home) if args.home else scratch_dir / "home"
        env = dict(os.environ, LOREHOLD_HOME=str(home))
        env.pop("LOREHOLD_DATABASE_URL", None)
        if not args.home:
            print(f"ingesting {args.source} into {home} …", file=sys.stderr)
            subprocess.run([*lorehold, "ingest", "--no-index", args.source], env=env, check=True, stdout=subprocess.DEVNULL)

        results: dict[str, list[tuple[float, float]]] = {}
        sizes: dict[str, int] = {}
        for fmt in args.formats.split(","):
            out = scratch_dir / f"export.{fmt}"
            runs = []
            for _ in range(args.runs):
                code, elapsed, peak, stderr = measure([*lorehold, "export", "--format", fmt, "--out", str(out), "--force"], env)
                if code != 0:
                    sys.exit(f"export --format {fmt} failed (exit {code}): {stderr.strip()}")
                runs.append((elapsed, peak))
            results[fmt] = runs
            sizes[fmt] = size_of(out)
            times = [t for t, _ in runs]
            peaks = [p for _, p in runs]
            print(
                f"{fmt:8} median {statistics.median(times):6.1f} s  peak {statistics.median(peaks):6.0f} MB  "
                f"size {sizes[fmt] / 1e6:7.1f} MB   runs: " + ", ".join(f"{t:.1f} s/{p:.0f} MB" for t, p in runs)
            )

        if args.round_trip:
            jsonl = scratch_dir / "export.jsonl"
            if not jsonl.exists():
                subprocess.run([*lorehold, "export", "--format", "jsonl", "--out", str(jsonl)], env=env, check=True)
            copy = scratch_dir / "copy-home"
            copy_env = dict(env, LOREHOLD_HOME=str(copy))
            code, elapsed, peak, stderr = measure([*lorehold, "ingest", "--no-index", str(jsonl)], copy_env)
            if code != 0:
                sys.exit(f"ingest of the JSONL export failed (exit {code}): {stderr.strip()}")
            before, after = card_objects(home), card_objects(copy)
            differ = sum(1 for key, value in before.items() if after.get(key) != value)
            print(
                f"round trip: ingest of the JSONL {elapsed:.1f} s, peak {peak:.0f} MB; "
                f"{len(before)} cards, {len(after)} read back, {differ} differ"
            )
            if differ or len(before) != len(after):
                sys.exit(1)


if __name__ == "__main__":
    main()
