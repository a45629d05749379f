#!/usr/bin/env python3
"""ENEX conversion cost on hostile notes: nested lists and one huge <pre>, at growing sizes.

Each case is one .enex file with one note, generated into a scratch folder (never the repository).
Every binary given indexes every case into a fresh database `--runs` times; the table shows the
median wall time per binary, the ratio to the first binary (the baseline) and, per binary, how the
time grows from one size to the next (linear work grows as the input: 3.3x for 27 -> 90 KB).

    python3 tools/bench/enex.py --bin PATH/TO/baseline-recall --bin .build/release/recall
    python3 tools/bench/enex.py --bin .build/release/recall --runs 5 --timeout 300
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<en-export><note><title>Bench</title><content><![CDATA['
TAIL = ']]></content><created>20240102T030405Z</created></note></en-export>\n'


def nested_lists(target):
    """Lists nested ever deeper, an item at each level, about `target` bytes."""
    opening, closing, depth = [], [], 0
    while len(opening) * 22 < target:
        opening.append(f"<ul><li>item {depth}</li>")
        closing.append("</ul>")
        depth += 1
    return "<en-note>" + "".join(opening) + "".join(closing) + "</en-note>"


def pre_lines(target):
    """One <pre> of short lines separated by <br/>, about `target` bytes."""
    line = "pre line with a few words<br/>"
    return "<en-note><pre>" + line * (target // len(line)) + "</pre></en-note>"


CASES = [
    ("lists-27k", nested_lists, 27_000),
    ("lists-90k", nested_lists, 90_000),
    ("lists-270k", nested_lists, 270_000),
    ("pre-2m", pre_lines, 2_000_000),
    ("pre-20m", pre_lines, 20_000_000),
]


def run(binary, note, scratch, timeout):
    db = os.path.join(scratch, "bench.sqlite")
    for suffix in ("", "-wal", "-shm", ".vectors", ".terms", ".lock"):
        if os.path.exists(db + suffix):
            os.remove(db + suffix)
    env = dict(os.environ, RECALL_CONFIG=os.path.join(scratch, "none.toml"), NO_COLOR="1")
    start = time.monotonic()
    try:
        proc = subprocess.run([binary, "index", "--db", db, "--quiet", note], capture_output=True, text=True,
                              timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return time.monotonic() - start, proc.stderr.strip().splitlines()[-1:] or [""]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", action="append", required=True, help="a recall binary; the first is the baseline")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=180)
    ap.add_argument("--only", help="run only cases whose name starts with this")
    args = ap.parse_args()
    scratch = tempfile.mkdtemp(prefix="recall-enex-bench-")
    try:
        print(f"{'case':<12} {'bytes':>10} " + " ".join(f"{'bin' + str(i) + ' median s':>16}" for i in range(len(args.bin)))
              + "  ratio to bin0")
        for name, make, size in CASES:
            if args.only and not name.startswith(args.only):
                continue
            note = os.path.join(scratch, name + ".enex")
            with open(note, "w", encoding="utf-8") as f:
                f.write(HEAD + make(size) + TAIL)
            medians = []
            for binary in args.bin:
                times = []
                for _ in range(args.runs):
                    seconds, _ = run(binary, note, scratch, args.timeout)
                    if seconds is None:
                        times = None
                        break
                    times.append(seconds)
                medians.append(statistics.median(times) if times else None)
            cells = " ".join(f"{(f'{m:.3f}' if m is not None else f'>{args.timeout:.0f}'):>16}" for m in medians)
            base = medians[0]
            ratios = " ".join(
                (f"{base / m:.1f}x faster" if base and m else "-") for m in medians[1:])
            print(f"{name:<12} {os.path.getsize(note):>10} {cells}  {ratios}", flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
