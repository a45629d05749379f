#!/usr/bin/env python3
"""Recall's benchmark, in one run: index, fresh-process search, scan vs memory bandwidth, peers.

Called by tools/bench/run.sh (which builds release binaries and the venv). For each size it
generates synthetic notes (10 paragraphs = 10 chunks per file), indexes them with `recall index`
(chunks/s, peak RSS, DB size), rebuilds the vector file, times `recall search` as a fresh process
with hyperfine (unfiltered and a one-year date window), times the in-process scan with the hidden
`recall bench` command, measures the memory-read bound over the same bytes with membw (C), and runs
numpy and sqlite-vec brute force over the same Float32 vectors. Prints a table and writes a JSON
file; `--markdown FILE` also writes the Markdown report used in BENCHMARKS.md.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

SIZES = {"10k": 1_000, "100k": 10_000, "1m": 100_000}  # files of 10 chunks


def sh(args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kw)


def time_v(args):
    """Runs args under /usr/bin/time -v: (wall seconds, peak RSS MB, stderr)."""
    start = time.monotonic()
    out = subprocess.run(["/usr/bin/time", "-v"] + args, capture_output=True, text=True)
    wall = time.monotonic() - start
    if out.returncode not in (0, 1):
        raise RuntimeError(f"{args[:3]} failed: {out.stderr[-2000:]}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", out.stderr).group(1)) / 1024
    cpu = sum(float(re.search(rf"{kind} time \(seconds\): ([\d.]+)", out.stderr).group(1)) for kind in ("User", "System"))
    time_v.cpu = cpu
    return wall, rss, out.stderr


def hyperfine(commands, work, name, runs=20, warmup=3):
    path = os.path.join(work, f"hf-{name}.json")
    sh(["hyperfine", "-N", "--warmup", str(warmup), "--runs", str(runs), "--export-json", path] + commands)
    with open(path) as handle:
        return [(r["median"] * 1000, r["min"] * 1000) for r in json.load(handle)["results"]]


def query_words(notes):
    """Four words of one generated paragraph (so BM25 has work too)."""
    first = os.path.join(notes, "d0000", "note-0000007.md")
    with open(first) as handle:
        paragraph = handle.read().split("\n\n")[3]
    return " ".join(paragraph.split()[5:9]).rstrip(".")


def remove_index(db):
    for suffix in ("", "-wal", "-shm", ".vectors", ".terms"):
        if os.path.exists(db + suffix):
            os.remove(db + suffix)


def one_core_index(recall, notes, work, chunks, runs=3):
    """Indexes into a scratch database pinned to one core (`taskset -c 0`), `runs` times: median
    chunks/s of the import phase (chunk, embed, store) and of the whole command (plus IDF refresh,
    vector file, term file), from RECALL_TRACE's phase marks."""
    scratch = os.path.join(work, "one-core.sqlite")
    imports, totals = [], []
    for _ in range(runs):
        remove_index(scratch)
        out = subprocess.run(["taskset", "-c", "0", recall, "index", "--quiet", "--db", scratch, notes],
                             capture_output=True, text=True, env={**os.environ, "RECALL_TRACE": "1"})
        phases = {m.group(1): (float(m.group(2)), float(m.group(3)))
                  for m in re.finditer(r"trace (.+?) ([\d.]+) ([\d.]+)$", out.stderr, re.M)}
        imports.append(chunks / (phases["import (chunk, embed, store)"][0] / 1000))
        totals.append(chunks / (phases["term-file"][1] / 1000))
    remove_index(scratch)
    return {"one_core_import_chunks_per_s": statistics.median(imports),
            "one_core_index_chunks_per_s": statistics.median(totals)}


def bench_size(label, files, args, tools):
    work = os.path.join(args.work, label)
    notes = os.path.join(work, "notes")
    db = os.path.join(work, "recall.sqlite")
    recall = tools["recall"]
    result = {"size": label}
    if not os.path.isdir(notes):
        os.makedirs(work, exist_ok=True)
        sh([sys.executable, os.path.join(args.here, "gen_notes.py"), notes, str(files), "10"])
    remove_index(db)
    wall, rss, err = time_v([recall, "index", "--quiet", "--db", db, notes])
    chunks = int(re.search(r"\((\d+) chunks\)", err).group(1))
    result.update(chunks=chunks, index_s=wall, index_chunks_per_s=chunks / wall, index_rss_mb=rss,
                  index_cpu_s=time_v.cpu, index_chunks_per_cpu_s=chunks / time_v.cpu)
    if files <= 10_000:
        result.update(one_core_index(recall, notes, work, chunks))
    result["db_mb"] = sum(os.path.getsize(db + s) for s in ("", "-wal") if os.path.exists(db + s)) / 1e6
    query = query_words(notes)
    result["query"] = query
    bench = json.loads(sh([recall, "bench", "--db", db, "--rebuild", "--repeats", "15",
                           "--sqlite-repeats", "3" if files <= 10_000 else "1",
                           "--from", "2023-01-01", "--to", "2024-01-01", query]).stdout)
    result.update(bench)
    result["vectors_mb"] = os.path.getsize(db + ".vectors") / 1e6
    result["terms_mb"] = os.path.getsize(db + ".terms") / 1e6
    if files <= 10_000:
        ((result["reindex_unchanged_ms"], result["reindex_unchanged_min_ms"]),) = hyperfine(
            [f"{recall} index --quiet --db {db} {notes}"], work, "reindex", runs=5, warmup=1)
    base = [recall, "search", "--db", db, "-n", "10", "--format", "ids"]
    quoted = lambda a: " ".join(f"'{x}'" for x in a)
    medians = hyperfine([
        quoted(base + [query]),
        quoted(base + ["--ranking", "vector", query]),
        quoted(base + ["--since", "2023-01-01", "--until", "2024-01-01", query]),
        quoted(base + ["--ranking", "lexical", query]),
    ], work, "search")
    for i, name in enumerate(["search", "search_vector", "search_window", "search_lexical"]):
        result[name + "_ms"], result[name + "_min_ms"] = medians[i]
    _, result["search_rss_mb"], _ = time_v(base + [query])
    mem = json.loads(sh([tools["membw"], str(int(bench["bytes"])), "15"]).stdout)
    mapped = json.loads(sh([tools["membw"], str(int(bench["bytes"])), "15", db + ".vectors"]).stdout)
    result.update(bound_ms=mem["ms_1t"], bound_min_ms=mem["min_ms_1t"], bound_2t_min_ms=mem["min_ms_2t"],
                  bound_gbps=mem["gbps_1t"], bound_2t_gbps=mem["gbps_2t"], bound_mapped_ms=mapped["ms_1t"],
                  bound_mapped_min_ms=mapped["min_ms_1t"], bound_mapped_2t_min_ms=mapped["min_ms_2t"])
    peers = json.loads(sh([tools["python"], os.path.join(args.here, "peers.py"), db + ".vectors", query,
                           "--sqlite-vec" if (files <= 10_000 or args.sqlite_vec_1m) else "--no-sqlite-vec"]).stdout)
    result.update(peers)
    return result


def startup(args, tools):
    hello = os.path.join(args.work, "hello")
    foundation = os.path.join(args.work, "hello-foundation")
    with open(hello + ".swift", "w") as handle:
        handle.write('print("hi")\n')
    with open(foundation + ".swift", "w") as handle:
        handle.write('import Foundation\nprint(Date().timeIntervalSince1970 > 0)\n')
    sh(["swiftc", "-O", hello + ".swift", "-o", hello])
    sh(["swiftc", "-O", foundation + ".swift", "-o", foundation])
    medians = hyperfine([hello, foundation, f"{tools['recall']} --version", f"{tools['recall']} search --help"],
                        args.work, "startup", runs=30)
    names = ["hello", "hello_foundation", "recall_version", "recall_help"]
    return {f"{n}{suffix}": m[i] for n, m in zip(names, medians) for i, suffix in enumerate(["_ms", "_min_ms"])}


def table(results, start):
    rows = [
        ("chunks", "chunks", "{:.0f}"),
        ("index: chunks/s, wall (`recall index`, 10-paragraph notes, incl. IDF refresh)", "index_chunks_per_s", "{:.0f}"),
        ("index: chunks per CPU-second (user+sys)", "index_chunks_per_cpu_s", "{:.0f}"),
        ("index: wall s", "index_s", "{:.1f}"),
        ("index: peak RSS MB", "index_rss_mb", "{:.0f}"),
        ("index on one core (`taskset -c 0`, median of 3): chunk + embed + store, chunks/s", "one_core_import_chunks_per_s", "{:.0f}"),
        ("index on one core: the whole command (+ IDF refresh, vector and term files), chunks/s", "one_core_index_chunks_per_s", "{:.0f}"),
        ("re-index unchanged export (median / min), ms", "reindex_unchanged", "{}"),
        ("DB size MB (SQLite)", "db_mb", "{:.0f}"),
        ("vector file MB (Float32 + Int8)", "vectors_mb", "{:.0f}"),
        ("vector file rebuild ms", "rebuild_ms", "{:.0f}"),
        ("term file MB (postings mirrored from FTS5)", "terms_mb", "{:.0f}"),
        ("term file rebuild ms", "term_rebuild_ms", "{:.0f}"),
        ("fresh `recall search` hybrid (median / min), ms", "search", "{}"),
        ("fresh `recall search --ranking vector`, ms", "search_vector", "{}"),
        ("fresh `recall search` 1-year window, ms", "search_window", "{}"),
        ("fresh `recall search --ranking lexical`, ms", "search_lexical", "{}"),
        ("search peak RSS MB", "search_rss_mb", "{:.0f}"),
        ("scan: Float32 sgemv over all rows (median / min), ms", "scan", "{}"),
        ("memory-read bound, same bytes, 1 thread (median / min), ms", "bound", "{}"),
        ("memory-read bound, same bytes, 2 threads (min), ms", "bound_2t_min_ms", "{:.2f}"),
        ("memory-read bound, mapped vector file, 1 thread (median / min), ms", "bound_mapped", "{}"),
        ("scan / bound (min / the faster bound's min)", "scan_over_bound", "{:.2f}"),
        ("vector top-200 exact: scan+select+rescore (median / min), ms", "vector_topk", "{}"),
        ("candidates rescored", "candidates", "{:.0f}"),
        ("SQLite-only exact top-200, the old path (median / min), ms", "sqlite_topk", "{}"),
        ("BM25 top-200 of the search query, FTS5 `bm25()` (median / min), ms", "bm25_fts5", "{}"),
        ("BM25 top-200, term file (median / min), ms", "bm25_termfile", "{}"),
        ("BM25 matches / identical to FTS5's to the bit", "bm25_check", "{:s}"),
        ("1-year window: rows", "filtered_rows", "{:.0f}"),
        ("1-year window: ids + scan + rescore (median / min), ms", "filtered_topk", "{}"),
        ("numpy float32 brute force top-10 (median / min), ms", "numpy_f32", "{}"),
        ("numpy float64 brute force top-10 (median / min), ms", "numpy_f64", "{}"),
        ("sqlite-vec vec0 KNN top-10 (median / min), ms", "sqlite_vec", "{}"),
        ("recall exact top-200 / numpy f32 top-10 (min / min)", "recall_over_numpy", "{:.2f}"),
        ("recall exact top-200 / sqlite-vec top-10 (min / min)", "recall_over_sqlite_vec", "{:.3f}"),
    ]
    for r in results:
        r["scan_over_bound"] = r["scan_min_ms"] / min(r["bound_min_ms"], r["bound_2t_min_ms"])
        if "bm25_matches" in r:
            r["bm25_check"] = f"{r['bm25_matches']:.0f} / {'yes' if r['bm25_identical'] == 1 else 'NO'}"
        r["recall_over_numpy"] = r["vector_topk_min_ms"] / r["numpy_f32_min_ms"]
        if "sqlite_vec_min_ms" in r:
            r["recall_over_sqlite_vec"] = r["vector_topk_min_ms"] / r["sqlite_vec_min_ms"]

    def cell(r, key, fmt):
        if fmt == "{}":
            if key + "_ms" not in r:
                return "–"
            return f"{r[key + '_ms']:.2f} / {r[key + '_min_ms']:.2f}"
        return fmt.format(r[key]) if key in r else "–"
    lines = ["| measure | " + " | ".join(r["size"] for r in results) + " |",
             "|---|" + "---|" * len(results)]
    for title, key, fmt in rows:
        cells = [cell(r, key, fmt) for r in results]
        lines.append(f"| {title} | " + " | ".join(cells) + " |")
    lines.append("")
    lines.append("| process start (median / min) | ms |")
    lines.append("|---|---|")
    for key, title in [("hello_ms", "trivial Swift binary (print)"), ("hello_foundation_ms", "trivial Swift + Foundation"),
                       ("recall_version_ms", "`recall --version`"), ("recall_help_ms", "`recall search --help`")]:
        lines.append(f"| {title} | {start[key]:.1f} / {start[key.replace('_ms', '_min_ms')]:.1f} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", default=os.environ.get("BENCH_DIR", "/tmp/recall-bench"))
    parser.add_argument("--recall", required=True)
    parser.add_argument("--membw", required=True)
    parser.add_argument("--python", required=True, help="python with numpy and sqlite-vec")
    parser.add_argument("--sizes", default="10k,100k")
    parser.add_argument("--sqlite-vec-1m", action="store_true")
    parser.add_argument("--markdown")
    args = parser.parse_args()
    args.here = os.path.dirname(os.path.abspath(__file__))
    tools = {"recall": args.recall, "membw": args.membw, "python": args.python}
    results = []
    for label in args.sizes.split(","):
        print(f"== {label}", file=sys.stderr, flush=True)
        results.append(bench_size(label, SIZES[label], args, tools))
        print(json.dumps(results[-1]), file=sys.stderr, flush=True)
    start = startup(args, tools)
    report = table(results, start)
    print(report)
    with open(os.path.join(args.work, "results.json"), "w") as handle:
        json.dump({"sizes": results, "startup": start}, handle, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as handle:
            handle.write(report + "\n")


if __name__ == "__main__":
    main()
