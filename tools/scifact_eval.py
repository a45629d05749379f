#!/usr/bin/env python3
"""nDCG@10 of the recall CLI on BEIR SciFact (5,183 abstracts, 300 test queries).

Converts the corpus into a folder of `.txt` notes (one per abstract: `# title`, a blank line, the abstract;
file name = doc id), indexes it into a temporary database, runs the test queries with
`recall --db T search --format ids -n 10 --no-understanding [mode flags] QUERY` on a pool of 2 threads and
prints nDCG@10, recall@10 and MRR per mode. Published BM25 on SciFact: nDCG@10 = 0.665 (BEIR paper).

    python3 tools/scifact_eval.py
    python3 tools/scifact_eval.py --mode hybrid= --mode lexical="--ranking lexical" --mode vector="--ranking vector"
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from quality import ROOT, find_recall, shared_bases, ndcg_at, parse_modes, recall_at, reciprocal_rank, unique  # noqa: E402


def default_scifact():
    for base in shared_bases():
        path = os.path.join(base, "data", "ir", "scifact")
        if os.path.isdir(path):
            return path
    return os.path.join(os.path.dirname(ROOT), "shared", "data", "ir", "scifact")


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def load(scifact):
    corpus = read_jsonl(os.path.join(scifact, "corpus.jsonl"))
    queries = {q["_id"]: q["text"] for q in read_jsonl(os.path.join(scifact, "queries.jsonl"))}
    qrels = {}
    with open(os.path.join(scifact, "qrels", "test.tsv"), encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3 or parts[0] == "query-id":
                continue
            qid, did, grade = parts
            if int(grade) > 0:
                qrels.setdefault(qid, {})[did] = int(grade)
    return corpus, queries, qrels


def write_notes(corpus, folder):
    os.makedirs(folder, exist_ok=True)
    for doc in corpus:
        title = " ".join(doc.get("title", "").split())
        with open(os.path.join(folder, f"{doc['_id']}.txt"), "w", encoding="utf-8") as f:
            f.write(f"# {title}\n\n{doc.get('text', '').strip()}\n")


def doc_id(source_id):
    """`note:1234.txt` -> `1234`."""
    name = source_id.split(":", 1)[-1].rsplit("/", 1)[-1]
    return name[:-4] if name.endswith(".txt") else name


def search(recall, db, text, flags):
    cmd = [recall, "--db", db, "search", "--format", "ids", "-n", "10", "--no-understanding"] + flags
    cmd += ["--", text] if text.startswith("-") else [text]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode not in (0, 1):
        return None
    return unique(doc_id(line.strip()) for line in proc.stdout.splitlines() if line.strip())


def run_mode(recall, db, items, flags):
    t0 = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda it: search(recall, db, it[1], flags), items))
    seconds = time.monotonic() - t0
    ndcg = rec = mrr = 0.0
    errors = 0
    for (qid, _, rel), ranked in zip(items, results):
        if ranked is None:
            errors += 1
            ranked = []
        ndcg += ndcg_at(ranked, rel)
        rec += recall_at(ranked, rel, 10)
        mrr += reciprocal_rank(ranked, rel)
    n = max(1, len(items))
    return {"ndcg@10": ndcg / n, "recall@10": rec / n, "mrr@10": mrr / n, "queries": len(items),
            "errors": errors, "seconds": round(seconds, 1)}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--recall", help="recall binary (default: .build/{release,debug}/recall, then PATH)")
    ap.add_argument("--scifact", default=default_scifact(), help="BEIR scifact folder")
    ap.add_argument("--mode", action="append", default=[], metavar="NAME=FLAGS",
                    help='extra search flags per mode, e.g. --mode lexical="--ranking lexical" (repeatable)')
    ap.add_argument("--limit", type=int, default=0, help="only the first N test queries (quick runs)")
    ap.add_argument("--workdir", help="keep the notes folder and database here (reused if present)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args(argv)

    recall = find_recall(args.recall)
    corpus, queries, qrels = load(args.scifact)
    items = [(qid, queries[qid], rel) for qid, rel in sorted(qrels.items(), key=lambda kv: int(kv[0]))
             if qid in queries]
    if args.limit:
        items = items[:args.limit]
    work = args.workdir or tempfile.mkdtemp(prefix="recall-scifact-")
    notes, db = os.path.join(work, "scifact"), os.path.join(work, "recall.sqlite")
    try:
        if not os.path.isdir(notes):
            write_notes(corpus, notes)
        index_seconds = 0.0
        if not os.path.exists(db):
            t0 = time.monotonic()
            proc = subprocess.run([recall, "--db", db, "index", notes], capture_output=True, text=True)
            index_seconds = time.monotonic() - t0
            if proc.returncode != 0:
                sys.stderr.write(proc.stderr[-2000:])
                raise SystemExit(f"indexing failed with exit {proc.returncode}")
        report = {"docs": len(corpus), "index_seconds": round(index_seconds, 1), "modes": {}}
        for name, flags in parse_modes(args.mode):
            report["modes"][name] = {"flags": flags, **run_mode(recall, db, items, flags)}
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            how = f"indexed in {index_seconds:.1f} s" if index_seconds else "(database reused)"
            print(f"SciFact: {len(corpus)} docs {how}, {len(items)} test queries")
            print(f"{'mode':<14}{'nDCG@10':>9}{'R@10':>8}{'MRR':>8}{'errors':>8}{'secs':>8}   flags")
            for name, m in report["modes"].items():
                print(f"{name:<14}{m['ndcg@10']:>9.4f}{m['recall@10']:>8.4f}{m['mrr@10']:>8.4f}"
                      f"{m['errors']:>8}{m['seconds']:>8.1f}   {' '.join(m['flags']) or '(none)'}")
            print("reference: BM25 (BEIR paper) nDCG@10 = 0.665")
    finally:
        if not args.workdir:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
