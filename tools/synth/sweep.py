#!/usr/bin/env python3
"""Every synthetic question set at once (the demo, seeds 1-3 and the held-out sets of eval/manifest.json),
on one recall binary, with a per-question comparison against an earlier run. For one table over every set,
public collections included, use tools/eval/evaluate.py.

    python3 tools/synth/sweep.py --save /tmp/before.json           # score every set, keep per-question rows
    python3 tools/synth/sweep.py --compare /tmp/before.json        # ... and show what moved since
    python3 tools/synth/sweep.py --sets h5,h12 --compare /tmp/before.json

Each seed's data is generated once into --cache (deterministic per seed) and indexed afresh into a new
database per run (a change to the chunker changes the index). A set's row gives nDCG@10 over its
answerable questions, the no-answer questions answered with nothing, and its lowest category. With
--compare, the questions whose nDCG@10 or emptiness changed are listed by id only: question texts of
sets nobody has read (status "unread" in eval/manifest.json) are never printed; --show-text prints those of
read sets.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import quality  # noqa: E402


def question_sets():
    """name -> (data seed or None for the demo, questions file or None for the seed's own), from the world
    sets of eval/manifest.json that have a seed or are the demo."""
    with open(os.path.join(ROOT, "eval", "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    sets = {}
    for entry in manifest["sets"]:
        if entry["kind"] != "world":
            continue
        qfile = entry.get("questions")
        qfile = None if qfile in (None, "generated") else os.path.join(ROOT, qfile)
        if entry.get("seed") is not None and not entry.get("data"):
            sets[entry["name"]] = (entry["seed"], qfile)
        elif entry.get("data") == "Fixtures/demo":
            sets[entry["name"]] = (None, qfile)
    return sets


def data_for(seed, cache):
    if seed is None:
        return os.path.join(ROOT, "Fixtures", "demo")
    out = os.path.join(cache, f"seed{seed}")
    data = os.path.join(out, "data")
    if not os.path.exists(os.path.join(out, "questions.jsonl")):
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), "--out", data, "--seed", str(seed)],
                       check=True, capture_output=True)
        os.replace(os.path.join(data, "questions.jsonl"), os.path.join(out, "questions.jsonl"))
    return data


def index(recall, data, questions, scratch):
    db = os.path.join(scratch, "recall.sqlite")
    quality.build_index(recall, quality.data_without(data, questions, scratch), db)
    return db


def run_set(recall, name, seed, qfile, cache, flags, jobs):
    data = data_for(seed, cache)
    qfile = qfile or os.path.join(os.path.dirname(data), "questions.jsonl")
    questions = quality.load_questions(qfile)
    with tempfile.TemporaryDirectory(prefix=f"sweep-{name}-") as scratch:
        db = index(recall, data, qfile, scratch)
        rows = quality.run_mode(recall, db, questions, flags, jobs)
    summary = quality.summarize(rows)
    per_question = {r["id"]: {"ndcg": r["metrics"]["ndcg"] if r["metrics"] else None,
                              "empty": not r["ranked"], "top": r["ranked"][:10], "error": r["error"]}
                    for r in rows}
    texts = {q["id"]: q["question"] for q in questions}
    return name, summary, per_question, texts


def row_for(summary):
    cats = summary["categories"]
    lowest = min(((c, m["ndcg"]) for c, m in cats.items() if c != "overall"), key=lambda x: x[1])
    return {"ndcg": cats["overall"]["ndcg"], "empty": summary["no_answer_empty"],
            "no_answer": summary["no_answer_total"], "lowest": lowest,
            "categories": {c: m["ndcg"] for c, m in cats.items()}, "errors": summary["errors"]}


def print_report(results, baseline, show_text, texts):
    print(f"{'set':<8}{'nDCG@10':>9}{'Δ':>8}  {'empty':>7}{'Δ':>4}  lowest category")
    total_delta = 0.0
    for name, res in results.items():
        base = (baseline or {}).get(name)
        delta = res["ndcg"] - base["ndcg"] if base else 0.0
        total_delta += delta
        empty_delta = res["empty"] - base["empty"] if base else 0
        print(f"{name:<8}{res['ndcg']:>9.4f}{delta:>+8.4f}  {res['empty']:>3}/{res['no_answer']:<3}"
              f"{empty_delta:>+4d}  {res['lowest'][0]} {res['lowest'][1]:.3f}"
              + (f"  ERRORS {res['errors']}" if res["errors"] else ""))
    if baseline:
        print(f"sum of Δ nDCG@10: {total_delta:+.4f}")
        for name, res in results.items():
            base = baseline.get(name)
            if not base:
                continue
            for qid, now in res["questions"].items():
                was = base["questions"].get(qid)
                if not was:
                    continue
                moved = (now["ndcg"] or 0) - (was["ndcg"] or 0)
                if abs(moved) > 1e-9 or now["empty"] != was["empty"]:
                    text = f"  {texts[name][qid]!r}" if show_text and qid in texts[name] else ""
                    what = (f"nDCG {was['ndcg']:.3f} -> {now['ndcg']:.3f}" if now["ndcg"] is not None
                            else f"no-answer {'empty' if was['empty'] else 'answered'} -> "
                                 f"{'empty' if now['empty'] else 'answered'}")
                    print(f"  {name} {qid}: {what}{text}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--recall", help="recall binary (default: .build/release/recall)")
    ap.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "recall-sweep-data"))
    ap.add_argument("--sets", help="comma-separated set names (default: all); see --list")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--flags", default="", help="extra search flags")
    ap.add_argument("--save", help="write per-question results here")
    ap.add_argument("--compare", help="a file written by --save")
    ap.add_argument("--show-text", action="store_true",
                    help="print the texts of questions that moved (never for sets the manifest calls unread)")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    sets = question_sets()
    if args.list:
        print(" ".join(sets))
        return 0
    chosen = args.sets.split(",") if args.sets else list(sets)
    recall = quality.find_recall(args.recall)
    flags = quality.shlex.split(args.flags)
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        outs = list(pool.map(lambda n: run_set(recall, n, *sets[n], args.cache, flags, max(1, args.jobs // 2)),
                             chosen))
    results, texts = {}, {}
    with open(os.path.join(ROOT, "eval", "manifest.json"), encoding="utf-8") as f:
        unread = {e["name"] for e in json.load(f)["sets"] if e.get("status") != "read"}
    for name, summary, per_question, qtexts in outs:
        results[name] = {**row_for(summary), "questions": per_question}
        texts[name] = {} if name in unread else qtexts
    baseline = None
    if args.compare:
        with open(args.compare, encoding="utf-8") as f:
            baseline = json.load(f)
    print_report(results, baseline, args.show_text, texts)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(results, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
