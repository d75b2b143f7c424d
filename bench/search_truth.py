"""Search results on the full data set against answers computed from the raw MTGJSON files.

The queries and their predicates are the test suite's (``tests/truth_queries.py``); the truth is
``tests/truth.py``'s plain reading (tarfile + json, no lorehold code) of the shared set files.
Prints precision and recall per query and their means (target: at least 0.98 each).

    .venv/bin/python bench/search_truth.py --home /tmp/lh \\
        [--data ../shared/data/mtgjson/mtgjson-v5.2.0-20220425-sets.tar.xz] [--show 5]

The home must hold that data ingested and indexed with this lorehold.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT_DATA = ROOT.parent.parent / "shared" / "data" / "mtgjson" / "mtgjson-v5.2.0-20220425-sets.tar.xz"


def main() -> None:
    from lorehold.errors import LoreholdError
    from lorehold.search.searching import Searcher
    from tests import truth
    from tests.truth_queries import LANG_QUERIES, QUERIES

    ap = argparse.ArgumentParser()
    ap.add_argument("--home", required=True)
    ap.add_argument("--data", default=str(DEFAULT_DATA if DEFAULT_DATA.exists() else "/work/shared/data/mtgjson/mtgjson-v5.2.0-20220425-sets.tar.xz"))
    ap.add_argument("--show", type=int, default=3, help="names shown per difference")
    args = ap.parse_args()
    t = time.perf_counter()
    cards = truth.load_tarball(Path(args.data))
    print(f"read {len(cards):,} cards from {args.data} in {time.perf_counter() - t:.0f} s")
    searcher = Searcher(Path(args.home) / "index")
    rows = []
    # the LANG_QUERIES as the command line shows them: --lang L QUERY
    cases = [(None, q, p) for q, p in QUERIES] + LANG_QUERIES
    for langs, query, predicate in cases:
        want = {oid for oid, c in cards.items() if predicate(c)}
        try:
            got = {h.oracle_id for h in searcher.search(query, langs, limit=10**7)}
        except LoreholdError as exc:  # an index older than a form (st:): a row that says so
            print(f"error: {query}: {exc}")
            got = set()
        if langs:
            query = " ".join(f"--lang {code}" for code in langs) + f" {query}"
        both = len(want & got)
        precision = both / len(got) if got else (1.0 if not want else 0.0)
        recall = both / len(want) if want else (1.0 if not got else 0.0)
        rows.append((query, len(want), len(got), precision, recall,
                     sorted(cards[o].name for o in want - got)[: args.show],
                     sorted(cards[o].name for o in got - want if o in cards)[: args.show]))
    width = max(len(r[0]) for r in rows)
    print(f"{'query':{width}}  expected   found  precision  recall")
    for query, n_want, n_got, p, r, missing, extra in rows:
        print(f"{query:{width}}  {n_want:8,} {n_got:7,}  {p:9.3f}  {r:6.3f}")
        if missing:
            print(f"{'':{width}}    missing: {missing}")
        if extra:
            print(f"{'':{width}}    extra:   {extra}")
    mean_p = sum(r[3] for r in rows) / len(rows)
    mean_r = sum(r[4] for r in rows) / len(rows)
    print(f"{len(rows)} queries: mean precision {mean_p:.4f}, mean recall {mean_r:.4f} "
          f"({'target met' if mean_p >= 0.98 and mean_r >= 0.98 else 'below the 0.98 target'})")


if __name__ == "__main__":
    main()
