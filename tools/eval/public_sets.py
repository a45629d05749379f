#!/usr/bin/env python3
"""Builds the public test collections CISI, Cranfield and STS-B (paraphrase retrieval) in BEIR layout.

    python3 tools/eval/public_sets.py                      # every set whose raw files can be found
    python3 tools/eval/public_sets.py cisi --raw DIR       # raw files in DIR (flat: CISI.ALL, CISI.QRY, ...)
    python3 tools/eval/public_sets.py --list               # where each raw file comes from, and its checksum

Writes eval/public/<name>/{corpus.jsonl, queries.jsonl, qrels/test.tsv, STATS.json}. Those files stay out
of git (see eval/public/SOURCES.md: no licence here grants redistribution, and the sandbox keeps fetched data
out of commits); this script is how they are made. Raw files are read from --raw DIR, else from the fetched
snapshot of their public repository (a git directory under --mirror, default $RECALL_MIRROR or ../.mirror beside
the checkout, as <owner>+<name>/),
at the commit named in SOURCES below; every raw file is checked against its SHA-256 (of the text with CR
removed) before it is converted, so a different copy is refused rather than silently scored.

Conversions (the same rules are in eval/public/SOURCES.md):
- CISI: documents = CISI.ALL records (.T title, .W abstract; authors and cross-references dropped);
  queries = CISI.QRY .W text, with the .T title in front when a query has one; qrels = CISI.REL pairs
  (all grade 1). Only the 76 queries with judgements are written (BEIR's convention).
- Cranfield: documents = cran.all.1400 (.T title, .W abstract); queries = cran.qry .W text, numbered
  1..225 by position, because cranqrel numbers queries by position, not by their .I labels (.I 001, 002,
  004, ... 365); qrels = cranqrel with Cleverdon's codes turned into grades, 1 (complete answer) -> 4,
  2 -> 3, 3 -> 2, 4 (minimum interest) -> 1, and -1 (no interest) left out.
- STS-B: corpus = every distinct sentence of the STS benchmark's test split (sts-test.csv, 1,379 pairs);
  queries = the distinct first sentences of pairs scored >= 4.0, each with every sentence it is paired
  with at >= 4.0 as a relevant document (grade 1). A query is also a document (its own sentence), so it
  would find itself first: a query's id is its sentence's document id and the evaluator drops that
  document from the ranking (BEIR's ignore_identical_ids; the manifest says so for this set).
"""

import argparse
import collections
import hashlib
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "eval", "public")
MIRROR = os.environ.get("RECALL_MIRROR") or os.path.join(os.path.dirname(ROOT), ".mirror")

# name -> (repository, commit, {raw file name: path in the repository}); checksums in eval/public/SHA256SUMS
SOURCES = {
    "cisi": ("Shakiba-Alipour/Information-Retrieval-on-CISI", "7a23c34602e8949d795bb1835004546e00d1d1ba", {
        "CISI.ALL": "CISI.ALL", "CISI.QRY": "CISI.QRY", "CISI.REL": "CISI.REL"}),
    "cranfield": ("noramtboraas/information-retrieval", "4ea1b8e02da1db64b68b0364d50620b3c95528dc", {
        "cran.all.1400": "cran.all.1400", "cran.qry": "cran.qry",
        "cranqrel": "cranqrel"}),
    "stsb": ("zhangzhenhu/Semantic-Texual-Similarity-Toolkits", "c55a72f51bd15a8bd75114247c06984b432050f9", {
        "sts-test.csv": "data/stsbenchmark/sts-test.csv"}),
}
CHECKSUMS = os.path.join(OUT, "SHA256SUMS")


def sha(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def known_sums():
    sums = {}
    if os.path.exists(CHECKSUMS):
        with open(CHECKSUMS, encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if len(parts) == 2:
                    sums[parts[1]] = parts[0]
    return sums


def git_dir(repo, mirror):
    base = os.path.join(mirror, repo.replace("/", "+"), "repo")
    for cand in (os.path.join(base, ".git"), base):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    return None


def read_raw(name, raw_dir, mirror):
    """{raw file name: text without CR}, or raises SystemExit naming what is missing."""
    repo, commit, files = SOURCES[name]
    sums = known_sums()
    out = {}
    for fname, path in files.items():
        text = None
        if raw_dir:
            p = os.path.join(raw_dir, fname)
            if os.path.exists(p):
                with open(p, "rb") as f:
                    text = f.read().decode("utf-8", errors="replace")
        if text is None:
            gd = git_dir(repo, mirror)
            if gd:
                proc = subprocess.run(["git", "--git-dir", gd, "show", f"{commit}:{path}"], capture_output=True)
                if proc.returncode == 0:
                    text = proc.stdout.decode("utf-8", errors="replace")
        if text is None:
            raise SystemExit(f"{name}: {fname} not found (give --raw DIR holding it, or fetch github:{repo} "
                             f"so that {mirror}/{repo.replace('/', '+')}/ exists)")
        text = text.replace("\r", "")
        want = sums.get(f"{name}/{fname}")
        if want and sha(text) != want:
            raise SystemExit(f"{name}: {fname} differs from the recorded copy (sha256 {sha(text)[:16]}…, "
                             f"expected {want[:16]}…)")
        out[fname] = text
    return out


# ---------------------------------------------------------------- the SMART-style files (.I/.T/.W …)

def records(text):
    """[(id label, {field letter: text})] of a CISI/Cranfield file."""
    out = []
    for chunk in re.split(r"^\.I\s+", text, flags=re.M)[1:]:
        first, _, rest = chunk.partition("\n")
        fields, current = collections.defaultdict(list), None
        for line in rest.split("\n"):
            m = re.match(r"^\.([A-Z])\s*$", line)
            if m:
                current = m.group(1)
                continue
            if current:
                fields[current].append(line)
        out.append((first.strip(), {k: " ".join(" ".join(v).split()) for k, v in fields.items()}))
    return out


def cisi(raw):
    corpus = [{"_id": i, "title": f.get("T", ""), "text": f.get("W", "")} for i, f in records(raw["CISI.ALL"])]
    qtext = {i: (f.get("T", "") + ". " + f.get("W", "")).strip(". ") if f.get("T") else f.get("W", "")
             for i, f in records(raw["CISI.QRY"])}
    qrels = collections.defaultdict(dict)
    for line in raw["CISI.REL"].split("\n"):
        parts = line.split()
        if len(parts) >= 2:
            qrels[parts[0]][parts[1]] = 1
    queries = [{"_id": q, "text": qtext[q]} for q in sorted(qrels, key=int) if q in qtext]
    return corpus, queries, qrels


def cranfield(raw):
    corpus = [{"_id": i, "title": f.get("T", ""), "text": f.get("W", "")}
              for i, f in records(raw["cran.all.1400"])]
    queries = [{"_id": str(n), "text": f.get("W", ""), "metadata": {"label": label}}
               for n, (label, f) in enumerate(records(raw["cran.qry"]), 1)]
    grade = {"1": 4, "2": 3, "3": 2, "4": 1}
    qrels = collections.defaultdict(dict)
    for line in raw["cranqrel"].split("\n"):
        parts = line.split()
        if len(parts) == 3 and parts[2] in grade:
            qrels[parts[0]][parts[1]] = grade[parts[2]]
    queries = [q for q in queries if q["_id"] in qrels]
    return corpus, queries, qrels


def stsb(raw, threshold=4.0):
    rows = [line.split("\t") for line in raw["sts-test.csv"].split("\n") if line.strip()]
    ids = {}
    for r in rows:
        for s in (r[5], r[6]):
            ids.setdefault(s.strip(), f"s{len(ids) + 1:04d}")
    corpus = [{"_id": i, "title": "", "text": s} for s, i in ids.items()]
    qrels = collections.defaultdict(dict)
    for r in rows:
        if float(r[4]) >= threshold:
            a, b = ids[r[5].strip()], ids[r[6].strip()]
            if a != b:
                qrels[a][b] = 1
    text = {i: s for s, i in ids.items()}
    queries = [{"_id": q, "text": text[q]} for q in sorted(qrels)]
    return corpus, queries, qrels


BUILDERS = {"cisi": cisi, "cranfield": cranfield, "stsb": stsb}


def write(name, corpus, queries, qrels, out):
    folder = os.path.join(out, name)
    os.makedirs(os.path.join(folder, "qrels"), exist_ok=True)
    with open(os.path.join(folder, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in corpus:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(folder, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in queries:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    n = 0
    with open(os.path.join(folder, "qrels", "test.tsv"), "w", encoding="utf-8") as f:
        f.write("query-id\tcorpus-id\tscore\n")
        for q in queries:
            for d, g in sorted(qrels[q["_id"]].items()):
                f.write(f"{q['_id']}\t{d}\t{g}\n")
                n += 1
    stats = {"documents": len(corpus), "queries": len(queries), "judgements": n,
             "source": f"github {SOURCES[name][0]} @ {SOURCES[name][1]}"}
    with open(os.path.join(folder, "STATS.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, indent=2)
        f.write("\n")
    return stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help=f"sets to build (default: all of {', '.join(SOURCES)})")
    ap.add_argument("--raw", help="a folder holding the raw files under their own names")
    ap.add_argument("--mirror", default=MIRROR, help="where fetched repository snapshots live")
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--list", action="store_true", help="print each raw file's origin and checksum")
    ap.add_argument("--record-sums", action="store_true", help="(re)write eval/public/SHA256SUMS from the raw files")
    args = ap.parse_args(argv)
    names = args.names or list(SOURCES)
    if args.list:
        sums = known_sums()
        for name in names:
            repo, commit, files = SOURCES[name]
            for fname, path in files.items():
                print(f"{name}\tgithub {repo} @ {commit}\t{path}\tsha256 {sums.get(f'{name}/{fname}', '?')}")
        return 0
    failed = 0
    new_sums = known_sums()
    for name in names:
        if name not in SOURCES:
            raise SystemExit(f"unknown set {name!r}; known: {', '.join(SOURCES)}")
        try:
            raw = read_raw(name, args.raw, args.mirror)
        except SystemExit as e:
            print(e, file=sys.stderr)
            failed += 1
            continue
        for fname, text in raw.items():
            new_sums[f"{name}/{fname}"] = sha(text)
        stats = write(name, *BUILDERS[name](raw), args.out)
        print(f"{name}: {stats['documents']} documents, {stats['queries']} queries, {stats['judgements']} judgements")
    if args.record_sums:
        with open(CHECKSUMS, "w", encoding="utf-8") as f:
            for key in sorted(new_sums):
                f.write(f"{new_sums[key]}  {key}\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
