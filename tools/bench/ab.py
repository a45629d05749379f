#!/usr/bin/env python3
"""Same-run A/B of two recall binaries as fresh processes (hyperfine -N), each on its own copy of
an index (the vector file format may differ between them). Rounds of 10 runs per command after 2
warm-ups; prints medians and minimums over all rounds and the after/before ratios.

    python3 tools/bench/ab.py --base OLD_BIN --base-db OLD.sqlite --new NEW_BIN --new-db NEW.sqlite \
        --query 'cape midecero tazowune wajiwi' [--rounds 3]
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile

MODES = {"vector": ["--ranking", "vector"], "hybrid": [], "lexical": ["--ranking", "lexical"],
         "window": ["--since", "2023-01-01", "--until", "2024-01-01"]}


def main():
    ap = argparse.ArgumentParser()
    for name in ("base", "base-db", "new", "new-db", "query"):
        ap.add_argument("--" + name, required=True)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    runs = {"base": (args.base, args.base_db), "new": (args.new, args.new_db)}
    times = {}
    export = os.path.join(tempfile.mkdtemp(), "ab.json")
    for _ in range(args.rounds):
        commands, names = [], []
        for mode, extra in MODES.items():
            for side, (binary, db) in runs.items():
                words = [binary, "search", "--db", db, "-n", "10", "--format", "ids"] + extra
                commands.append(" ".join(words + ["'" + args.query + "'"]))
                names.append((mode, side))
        subprocess.run(["hyperfine", "-N", "-i", "--warmup", "2", "--runs", "10", "--export-json", export] + commands,
                       check=True, capture_output=True)
        with open(export) as handle:
            for key, result in zip(names, json.load(handle)["results"]):
                times.setdefault(key, []).extend(result["times"])
    for mode in MODES:
        base, new = times[(mode, "base")], times[(mode, "new")]
        bm, nm = statistics.median(base) * 1000, statistics.median(new) * 1000
        print(f"{mode:8s} before {bm:7.1f} / {min(base) * 1000:6.1f}   after {nm:7.1f} / {min(new) * 1000:6.1f}   "
              f"ratio {nm / bm:.2f} / {min(new) / min(base):.2f}  (n={len(new)})")


if __name__ == "__main__":
    main()
