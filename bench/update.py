"""Measure `lorehold update` on the full MTGJSON data, served by a local mirror.

    python bench/update.py [--source SETS.tar.xz] [--work DIR] [--all-cards-gb 1.0] [--skip-all-cards]
                           [--runs ingest,fresh,same,five,all-cards] [--build-only] [--all-cards-only]

Builds AllPrintings.json.xz (+ .sha256, Meta.json) from the 579 set files of
../shared/data/mtgjson, serves it on 127.0.0.1 with ETag and Range, and times, each in a fresh
process with its peak memory:

1. `lorehold ingest AllPrintings.json.xz` (the local file) into a fresh home: the baseline;
2. `lorehold update --source mtgjson --mirror …` into another fresh home (download, verify,
   database, index): target at most 1.2x the baseline;
3. the same update again, nothing new: target at most 3 s;
4. an update where 5 sets changed (one card's text in each): target at most 15 s;
5. a synthetic Scryfall `all_cards` of at least --all-cards-gb GB through `update --source scryfall
   --scryfall all_cards`: its time and peak (flat memory: it is streamed).
Each run also gives its CPU seconds (user + sys, with children): the machine may be shared.
Peak memory target: 600 MB (the peak is that of the largest single process: the command or one
of the index build's forked workers, as getrusage reports the children waited for). The built
files are kept in --work (default: a folder in /tmp) for the next run, and so is the home of run 2
after run 3 (``homes/updated``): ``--runs five`` alone starts each time from a copy of it, so the
5-set update can be timed again without the fresh update. Updates run with ``--json`` and the
time of each phase they report (download, ingest, prune, change log, index) is printed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# ../shared from the main checkout, ../../shared from a worktree under wt/
DEFAULT_SOURCE = next((base / "shared" / "data" / "mtgjson" / "mtgjson-v5.2.0-20220425-sets.tar.xz"
                       for base in (ROOT.parent, ROOT.parent.parent)
                       if (base / "shared" / "data" / "mtgjson").is_dir()), ROOT.parent / "shared" / "data" / "mtgjson" / "mtgjson-v5.2.0-20220425-sets.tar.xz")
BULK_SLICE = ROOT / "tests" / "fixtures" / "scryfall" / "bulk-slice_default-cards_88-cards_multi-layout_reserialized-by-mtg_ssm_2024.json"
CHANGED_SETS = 5

_MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
out = subprocess.run(sys.argv[1:], capture_output=True, text=True)
elapsed = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stderr.write(out.stdout[-200000:] + "\\n--stderr--\\n" + out.stderr[-2000:])
print(f"{out.returncode} {elapsed:.3f} {usage.ru_maxrss} {usage.ru_utime + usage.ru_stime:.3f}")
"""


#: CPU seconds (user + sys) of the last measured command and its children: the machine may be shared
LAST_CPU = [0.0]


def measure(args: list[str], env: dict) -> tuple[int, float, float, str]:
    out = subprocess.run([sys.executable, "-c", _MEASURE, *args], env=env, capture_output=True, text=True)
    code, elapsed, peak_kb, cpu = out.stdout.strip().splitlines()[-1].split()
    LAST_CPU[0] = float(cpu)
    return int(code), float(elapsed), int(peak_kb) / 1024, out.stderr.strip()


def phases(out: str) -> str:
    """The phase times of an ``update --json`` whose output ends ``out`` ("" when there are none)."""
    stdout = out.split("\n--stderr--", 1)[0]
    start = stdout.find("{")
    try:
        report = json.loads(stdout[start:]) if start >= 0 else {}
    except ValueError:
        return ""
    timings = report.get("timings") or {}
    return ", ".join(f"{name} {seconds:.1f}" for name, seconds in timings.items())


def build_allprintings(source: Path, target: Path, version: str, date: str, change: set[str] = frozenset()) -> list[str]:
    """Every set of the tar as one AllPrintings.json.xz, written as a stream; the sets in ``change``
    get one card's text altered. Returns the set codes in order."""
    codes = []
    tmp = target.with_name(target.name + ".tmp")
    with tarfile.open(source, "r:*") as archive, lzma.open(tmp, "wb", preset=1) as out:
        out.write(json.dumps({"meta": {"date": date, "version": version}})[:-1].encode() + b', "data": {')
        first = True
        for member in archive:
            if not member.isfile() or not member.name.endswith(".json"):
                continue
            document = json.loads(archive.extractfile(member).read())
            data = document["data"]
            code = data["code"]
            if code in change and data["cards"]:
                card = data["cards"][0]
                card["text"] = (card.get("text") or "") + " (Reworded by bench/update.py.)"
            codes.append(code)
            out.write((b"" if first else b", ") + json.dumps(code).encode() + b": " + json.dumps(data, ensure_ascii=False).encode())
            first = False
        out.write(b"}}")
    os.replace(tmp, target)
    return codes


def publish(folder: Path, xz: Path, version: str, date: str) -> None:
    api = folder / "api" / "v5"
    api.mkdir(parents=True, exist_ok=True)
    os.replace(xz, api / "AllPrintings.json.xz")
    digest = hashlib.sha256()
    with open(api / "AllPrintings.json.xz", "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    (api / "AllPrintings.json.xz.sha256").write_text(digest.hexdigest() + "\n")
    (api / "Meta.json").write_text(json.dumps({"meta": {"date": date, "version": version}, "data": {"date": date, "version": version}}))


def build_all_cards(target: Path, gigabytes: float) -> int:
    """A Scryfall all_cards file of at least ``gigabytes``: the 88 cards of the saved bulk slice
    over and over, each copy with its own ids and collector numbers."""
    cards = json.loads(BULK_SLICE.read_bytes())
    wanted = int(gigabytes * 1e9)
    written = 0
    copy = 0
    with open(target, "wb") as out:
        out.write(b"[\n")
        while written < wanted:
            for card in cards:
                item = dict(card)
                item["id"] = f"{copy:08x}-0000-4000-8000-{hash(card['id']) & 0xFFFFFFFFFFFF:012x}"
                item["collector_number"] = f"{card.get('collector_number')}-{copy}"
                line = (b",\n" if written else b"") + json.dumps(item, ensure_ascii=False).encode()
                out.write(line)
                written += len(line)
            copy += 1
        out.write(b"\n]\n")
    return written


def serve(folder: Path, catalog: dict | None = None):
    """A threaded server of ``folder`` on 127.0.0.1 (ETag, Last-Modified, Range: werkzeug's send_file)."""
    from werkzeug.serving import make_server
    from werkzeug.utils import send_file
    from werkzeug.wrappers import Request, Response

    @Request.application
    def app(request):
        path = (folder / request.path.lstrip("/")).resolve()
        if request.path == "/bulk-data" and catalog is not None:
            return Response(json.dumps(catalog), content_type="application/json")
        if not str(path).startswith(str(folder.resolve())) or not path.is_file():
            return Response("not found", status=404)
        return send_file(path, request.environ, conditional=True, etag=True, max_age=None)

    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}"


def loadavg() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


RUNS = ("ingest", "fresh", "same", "five", "all-cards")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", default=str(DEFAULT_SOURCE))
    parser.add_argument("--work", default=str(Path(tempfile.gettempdir()) / "lorehold-bench-update"))
    parser.add_argument("--all-cards-gb", type=float, default=1.0)
    parser.add_argument("--skip-all-cards", action="store_true")
    parser.add_argument("--build-only", action="store_true", help="build the served files and stop")
    parser.add_argument("--all-cards-only", action="store_true", help="only the Scryfall all_cards run")
    parser.add_argument("--runs", default=",".join(RUNS),
                        help="the runs, comma-separated, of: " + ", ".join(RUNS) + " (five alone reuses the home "
                             "fresh and same left in --work)")
    args = parser.parse_args()
    runs = [r.strip() for r in args.runs.split(",") if r.strip()]
    if args.all_cards_only:
        runs = ["all-cards"]
    elif args.skip_all_cards:
        runs = [r for r in runs if r != "all-cards"]
    unknown = [r for r in runs if r not in RUNS]
    if unknown:
        parser.error(f"--runs: unknown {', '.join(unknown)} (expected some of {', '.join(RUNS)})")

    work = Path(args.work)
    base, newer = work / "base", work / "newer"
    lorehold = [sys.executable, "-m", "lorehold"]
    print(f"load average at start: {loadavg()}")
    build_mirrors(Path(args.source), base, newer)
    size = (base / "api" / "v5" / "AllPrintings.json.xz").stat().st_size
    print(f"AllPrintings.json.xz: {size / 1e6:.1f} MB compressed")
    if args.build_only:
        return

    results = []
    env = dict(os.environ)
    for name in ("LOREHOLD_DATABASE_URL", "LOREHOLD_MIRROR", "LOREHOLD_HOME"):
        env.pop(name, None)
    homes = work / "homes"
    homes.mkdir(exist_ok=True)
    mtgjson_runs(results, runs, lorehold, env, base, newer, homes)
    if "all-cards" in runs:
        with tempfile.TemporaryDirectory(prefix="lorehold-bench-update-") as tmp:
            all_cards_run(results, lorehold, env, work, Path(tmp), args.all_cards_gb)

    print(f"load average at end: {loadavg()}")
    print(f"{'run':58} {'exit':>4} {'seconds':>8} {'cpu s':>7} {'peak MB':>8}")
    for label, code, seconds, cpu, peak, note in results:
        print(f"{label:58} {code:>4} {seconds:8.1f} {cpu:7.1f} {peak:8.0f}  {note}")


def build_mirrors(source: Path, base: Path, newer: Path) -> None:
    """The base mirror and the newer one (5 sets changed), unless already built."""
    for folder, version, date, change in ((base, "5.2.0+20220425", "2022-04-25", set()),
                                          (newer, "5.2.0+20220426", "2022-04-26", None)):
        if (folder / "api" / "v5" / "Meta.json").exists():
            continue
        started = time.perf_counter()
        if change is None:  # five sets spread over the file
            codes = json.loads((base / "codes.json").read_text())
            change = {codes[i * len(codes) // CHANGED_SETS] for i in range(CHANGED_SETS)}
        folder.mkdir(parents=True, exist_ok=True)
        xz = folder / "AllPrintings.json.xz"
        codes = build_allprintings(source, xz, version, date, change)
        (folder / "codes.json").write_text(json.dumps(codes))
        (folder / "changed.json").write_text(json.dumps(sorted(change)))
        publish(folder, xz, version, date)
        print(f"built {folder}/api/v5/AllPrintings.json.xz ({len(codes)} sets, {time.perf_counter() - started:.0f} s)")


def fresh(path: Path, copy_of: Path | None = None) -> Path:
    shutil.rmtree(path, ignore_errors=True)
    if copy_of is not None:
        shutil.copytree(copy_of, path)
    return path


def mtgjson_runs(results, runs, lorehold, env, base, newer, homes) -> None:
    t_ingest = None
    if "ingest" in runs:
        local = base / "api" / "v5" / "AllPrintings.json.xz"
        home = fresh(homes / "ingest")
        code, t_ingest, p_ingest, out = measure([*lorehold, "--home", str(home), "ingest", str(local)], env)
        results.append(("ingest AllPrintings.json.xz (local file, fresh home)", code, t_ingest, LAST_CPU[0], p_ingest, ""))
        shutil.rmtree(home, ignore_errors=True)
    update_home, kept = homes / "update", homes / "updated"
    update = [*lorehold, "--home", str(update_home), "update", "--source", "mtgjson", "--json", "--mirror"]
    if "fresh" in runs or "same" in runs:
        server, origin = serve(base)
        try:
            if "fresh" in runs:
                fresh(update_home)
                code, t_update, p_update, out = measure([*update, origin], env)
                ratio = f"{t_update / t_ingest:.2f}x ingest (target <= 1.2x); " if t_ingest else ""
                results.append(("update --source mtgjson (fresh home)", code, t_update, LAST_CPU[0], p_update, ratio + phases(out)))
                if code:
                    print(out)
            elif not kept.exists():
                sys.exit("--runs same needs the home of a fresh run: add fresh")
            else:
                fresh(update_home, kept)
            code, t_same, p_same, out = measure([*update, origin], env)
            results.append(("update again, nothing new", code, t_same, LAST_CPU[0], p_same, "target <= 3 s"))
            if not code:
                fresh(kept, update_home)
        finally:
            server.shutdown()
    if "five" in runs:
        five_run(results, lorehold, env, newer, homes, update)


def five_run(results, lorehold, env, newer, homes, update) -> None:
    """The 5-set update, from a copy of the home the fresh and same runs left."""
    update_home, kept = homes / "update", homes / "updated"
    if not kept.exists():
        sys.exit(f"--runs five needs {kept}: run fresh and same first (e.g. --runs fresh,same,five)")
    fresh(update_home, kept)
    server, origin = serve(newer)
    try:
        code, t_five, p_five, out = measure([*update, origin], env)
        results.append((f"update, {CHANGED_SETS} sets changed", code, t_five, LAST_CPU[0], p_five, "target <= 15 s; " + phases(out)))
        if code:
            print(out)
        changes = subprocess.run([*lorehold, "--home", str(update_home), "changes"], env=env, capture_output=True, text=True)
        print("lorehold changes after the 5-set update:\n  " + "\n  ".join(changes.stdout.splitlines()[:12]))
    finally:
        server.shutdown()


def all_cards_run(results, lorehold, env, work, tmp, gigabytes) -> None:
    cards_dir = work / "scryfall"
    cards_dir.mkdir(parents=True, exist_ok=True)
    all_cards = cards_dir / "all-cards.json"
    if not all_cards.exists() or all_cards.stat().st_size < gigabytes * 1e9:
        build_all_cards(all_cards, gigabytes)
    rulings = cards_dir / "rulings.json"
    rulings.write_text("[]")
    catalog = {"object": "list", "has_more": False, "data": []}
    server, origin = serve(cards_dir, catalog)
    catalog["data"] = [
        {"object": "bulk_data", "type": "all_cards", "updated_at": "2026-12-01T10:00:00+00:00",
         "download_uri": f"{origin}/all-cards.json", "size": all_cards.stat().st_size},
        {"object": "bulk_data", "type": "rulings", "updated_at": "2026-12-01T10:00:00+00:00",
         "download_uri": f"{origin}/rulings.json", "size": rulings.stat().st_size},
    ]
    try:
        code, t_all, p_all, out = measure([*lorehold, "--home", str(tmp / "scryfall"), "update", "--source",
                                           "scryfall", "--scryfall", "all_cards", "--mirror", origin, "--no-index"], env)
        results.append((f"update --scryfall all_cards ({all_cards.stat().st_size / 1e9:.2f} GB, --no-index)",
                        code, t_all, LAST_CPU[0], p_all, "flat memory"))
        if code:
            print(out)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
