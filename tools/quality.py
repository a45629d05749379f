#!/usr/bin/env python3
"""Retrieval quality of the recall CLI over a question set with graded relevance.

Builds a fresh temporary database (`recall --db T index DIR`), runs every question through
`recall --db T search --format jsonl --now NOW -n 10 [mode flags] QUESTION` and prints recall@5, recall@10,
nDCG@10 (graded gains 2^g - 1) and MRR per category and overall, plus how many no-answer questions
(empty `relevant`) correctly came back empty.

    python3 tools/quality.py                                  # demo, one mode with no extra flags
    python3 tools/quality.py --mode hybrid= --mode lexical="--ranking lexical" --mode raw="--no-understanding"
    python3 tools/quality.py --data /tmp/synth --questions /tmp/synth/questions.jsonl --json
"""

import argparse
import concurrent.futures
import json
import math
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def shared_bases():
    """Where the shared data folder may be: $RECALL_SHARED, else `shared` beside this checkout, else beside
    the main checkout when this is a git worktree (the parent of the common .git directory's checkout)."""
    bases = []
    if os.environ.get("RECALL_SHARED"):
        bases.append(os.environ["RECALL_SHARED"])
    bases.append(os.path.join(os.path.dirname(ROOT), "shared"))
    try:
        common = subprocess.run(["git", "-C", ROOT, "rev-parse", "--path-format=absolute", "--git-common-dir"],
                                capture_output=True, text=True, check=True).stdout.strip()
        main_checkout = os.path.dirname(common)
        bases.append(os.path.join(os.path.dirname(main_checkout), "shared"))
    except (OSError, subprocess.CalledProcessError):
        pass
    return bases
K = 10


# ---------------------------------------------------------------- metrics (shared with scifact_eval.py)

def dcg(gains):
    return sum(g / math.log2(i + 2) for i, g in enumerate(gains))


def ndcg_at(ranked, relevant, k=K):
    """nDCG@k with gains 2^grade - 1; `relevant` maps id -> grade."""
    gains = [2 ** relevant.get(sid, 0) - 1 for sid in ranked[:k]]
    ideal = sorted((2 ** g - 1 for g in relevant.values()), reverse=True)[:k]
    best = dcg(ideal)
    return dcg(gains) / best if best > 0 else 0.0


def recall_at(ranked, relevant, k):
    if not relevant:
        return 0.0
    return len(set(ranked[:k]) & set(relevant)) / len(relevant)


def reciprocal_rank(ranked, relevant, k=K):
    for i, sid in enumerate(ranked[:k]):
        if relevant.get(sid, 0) > 0:
            return 1.0 / (i + 1)
    return 0.0


def unique(ids):
    """Ids in first-seen order (a source may come back once per matching chunk)."""
    seen, out = set(), []
    for sid in ids:
        if sid not in seen:
            seen.add(sid)
            out.append(sid)
    return out


def find_recall(explicit):
    """The recall binary: --recall, else a build in this checkout, else `recall` on PATH."""
    if explicit:
        return explicit
    for cfg in ("release", "debug"):
        path = os.path.join(ROOT, ".build", cfg, "recall")
        if os.access(path, os.X_OK):
            return path
    return shutil.which("recall") or "recall"


def parse_modes(specs):
    """`name=flags` strings -> [(name, [flags])]; default one mode named 'default' with no flags."""
    if not specs:
        return [("default", [])]
    modes = []
    for spec in specs:
        name, _, flags = spec.partition("=")
        modes.append((name or "default", shlex.split(flags)))
    return modes


# ---------------------------------------------------------------- running recall

def data_without(data, questions, scratch):
    """`data`, or when the questions file lies inside it (as tools/synth writes it) a copy without that file,
    so the questions are not indexed; relative paths, and so note ids, stay the same."""
    qpath, dpath = os.path.abspath(questions), os.path.abspath(data)
    if os.path.commonpath([qpath, dpath]) != dpath:
        return data
    copy = os.path.join(scratch, os.path.basename(dpath.rstrip("/")) or "data")
    shutil.copytree(dpath, copy, ignore=lambda d, names: [n for n in names if os.path.join(d, n) == qpath])
    return copy


def build_index(recall, data, db, extra=()):
    """Indexes `data` into `db`; exits when indexing produced no database."""
    t0 = time.monotonic()
    proc = subprocess.run([recall, "--db", db, "index", data] + list(extra), capture_output=True, text=True)
    took = time.monotonic() - t0
    tail = (proc.stdout + proc.stderr).strip().splitlines()[-1:] or [""]
    if proc.returncode != 0:
        if not os.path.exists(db):
            sys.stderr.write(proc.stdout[-2000:] + proc.stderr[-2000:])
            raise SystemExit(f"indexing failed with exit {proc.returncode}")
        sys.stderr.write(f"warning: index exited {proc.returncode}: {tail[-1]}\n")
    return took, tail


def search(recall, db, question, flags):
    """(ranked unique ids, error or None, seconds)."""
    cmd = [recall, "--db", db, "search", "--format", "jsonl", "--now", question["now"], "-n", str(K)]
    text = question["question"]
    cmd += flags + (["--", text] if text.startswith("-") else [text])
    t0 = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    took = time.monotonic() - t0
    if proc.returncode not in (0, 1):
        return [], f"exit {proc.returncode}: {proc.stderr.strip()[:200]}", took
    ids = []
    for line in proc.stdout.splitlines():
        line = line.strip()
        if not line:
            continue
        try:
            ids.append(json.loads(line)["id"])
        except (ValueError, KeyError, TypeError):
            return [], "unparseable output line", took
    return unique(ids), None, took


def score(question, ranked):
    rel = {k: int(v) for k, v in question["relevant"].items()}
    return {"r5": recall_at(ranked, rel, 5), "r10": recall_at(ranked, rel, 10),
            "ndcg": ndcg_at(ranked, rel), "mrr": reciprocal_rank(ranked, rel)}


def run_mode(recall, db, questions, flags, jobs):
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        outs = list(pool.map(lambda q: search(recall, db, q, flags), questions))
    rows = []
    for q, (ranked, err, took) in zip(questions, outs):
        rows.append({"id": q["id"], "category": q["category"], "ranked": ranked, "error": err,
                     "seconds": took, "answerable": bool(q["relevant"]),
                     "metrics": score(q, ranked) if q["relevant"] else None})
    return rows


# ---------------------------------------------------------------- reporting

def summarize(rows):
    cats = []
    for r in rows:
        if r["category"] not in cats:
            cats.append(r["category"])
    table = {}
    for cat in cats + ["overall"]:
        sel = [r for r in rows if r["answerable"] and (cat == "overall" or r["category"] == cat)]
        if not sel:
            continue
        table[cat] = {m: sum(r["metrics"][m] for r in sel) / len(sel) for m in ("r5", "r10", "ndcg", "mrr")}
        table[cat]["n"] = len(sel)
        table[cat]["empty"] = sum(1 for r in sel if not r["ranked"] and not r["error"])
    unanswerable = [r for r in rows if not r["answerable"]]
    return {"categories": table,
            "no_answer_empty": sum(1 for r in unanswerable if not r["ranked"] and not r["error"]),
            "no_answer_total": len(unanswerable),
            "errors": sum(1 for r in rows if r["error"]),
            "first_error": next((r["error"] for r in rows if r["error"]), None),
            "mean_query_seconds": sum(r["seconds"] for r in rows) / max(1, len(rows))}


def print_table(name, flags, summary):
    print(f"\n== mode {name}  flags: {' '.join(flags) or '(none)'}")
    print(f"{'category':<22}{'n':>4}{'R@5':>8}{'R@10':>8}{'nDCG@10':>9}{'MRR':>8}{'empty':>7}")
    for cat, m in summary["categories"].items():
        if cat == "overall":
            print("-" * 66)
        print(f"{cat:<22}{m['n']:>4}{m['r5']:>8.3f}{m['r10']:>8.3f}{m['ndcg']:>9.3f}{m['mrr']:>8.3f}"
              f"{m['empty']:>7}")
    print(f"no_answer correctly empty: {summary['no_answer_empty']}/{summary['no_answer_total']}")
    print(f"errors: {summary['errors']}   mean query time: {summary['mean_query_seconds'] * 1000:.0f} ms")
    if summary.get("first_error"):
        print(f"first error: {summary['first_error']}")


def print_misses(rows, questions):
    byid = {q["id"]: q for q in questions}
    for r in rows:
        q = byid[r["id"]]
        if r["error"]:
            print(f"  {r['id']}: ERROR {r['error']}")
        elif r["answerable"] and r["metrics"]["r10"] < 1.0:
            missing = [s for s in q["relevant"] if s not in r["ranked"]]
            print(f"  {r['id']} nDCG={r['metrics']['ndcg']:.2f} {q['question']!r}\n"
                  f"     missing: {missing}\n     got: {r['ranked'][:5]}")
        elif not r["answerable"] and r["ranked"]:
            print(f"  {r['id']} should be empty {q['question']!r}: got {r['ranked'][:3]}")


def refuse_unread(questions):
    """--misses prints question texts: refuse for a set eval/manifest.json calls unread (tools/eval/evaluate.py
    --reveal SET is the way to read one, and it records that it was read)."""
    path = os.path.join(ROOT, "eval", "manifest.json")
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as f:
        sets = json.load(f)["sets"]
    target = os.path.realpath(questions)
    for entry in sets:
        q = entry.get("questions")
        if q and q != "generated" and os.path.realpath(os.path.join(ROOT, q)) == target \
                and entry.get("status") != "read":
            raise SystemExit(f"{questions} is set {entry['name']}, which nobody has read: no --misses "
                             f"(python3 tools/eval/evaluate.py --reveal {entry['name']} reads it and records that)")


def load_questions(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--recall", help="recall binary (default: .build/{release,debug}/recall, then PATH)")
    ap.add_argument("--data", default=os.path.join(ROOT, "Fixtures", "demo"))
    ap.add_argument("--questions", default=os.path.join(ROOT, "Fixtures", "questions.jsonl"))
    ap.add_argument("--mode", action="append", default=[], metavar="NAME=FLAGS",
                    help='extra search flags per mode, e.g. --mode lexical="--ranking lexical" (repeatable)')
    ap.add_argument("--db", help="use (and keep) this database path instead of a temporary one")
    ap.add_argument("--no-index", action="store_true", help="with --db: search an existing database")
    ap.add_argument("--index-flags", default="", help='extra flags for `recall index`, e.g. "--timezone Europe/London"')
    ap.add_argument("--jobs", type=int, default=2, help="queries run in parallel (default 2)")
    ap.add_argument("--json", action="store_true", help="print one JSON object with every mode's summary")
    ap.add_argument("--misses", action="store_true", help="list questions whose relevant ids were missed")
    args = ap.parse_args(argv)

    if args.misses:
        refuse_unread(args.questions)
    recall = find_recall(args.recall)
    questions = load_questions(args.questions)
    modes = parse_modes(args.mode)
    tmp = tempfile.mkdtemp(prefix="recall-quality-")
    db = args.db or os.path.join(tmp, "recall.sqlite")
    try:
        index_seconds, index_tail = (0.0, []) if args.no_index else build_index(
            recall, data_without(args.data, args.questions, tmp), db, shlex.split(args.index_flags))
        report = {"recall": recall, "data": args.data, "questions": args.questions,
                  "index_seconds": round(index_seconds, 2), "modes": {}}
        for name, flags in modes:
            rows = run_mode(recall, db, questions, flags, max(1, args.jobs))
            summary = summarize(rows)
            report["modes"][name] = {"flags": flags, **summary}
            if not args.json:
                print_table(name, flags, summary)
                if args.misses:
                    print_misses(rows, questions)
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            print(f"\nindexed {args.data} in {index_seconds:.1f} s" + (f" ({index_tail[-1]})" if index_tail else ""))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
