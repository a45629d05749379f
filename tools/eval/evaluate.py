#!/usr/bin/env python3
"""One evaluation of a recall binary over every question set in eval/manifest.json.

    python3 tools/eval/evaluate.py --recall PATH/TO/recall-72d37ff            # every set, both modes
    python3 tools/eval/evaluate.py --sets demo,h1 --modes default               # some sets, one mode
    python3 tools/eval/evaluate.py --sets kind:public --json                    # machine-readable
    python3 tools/eval/evaluate.py --markdown                                   # the table of docs/evaluation.md
    python3 tools/eval/evaluate.py --sets h12 --misses                          # per-question misses (read sets)
    python3 tools/eval/evaluate.py --reveal h34                                 # misses of an UNREAD set: marks it read

Kinds of set (eval/manifest.json, described in eval/README.md):
- world: a data folder (a path, or a synthetic world regenerated from its seed by tools/synth/generate.py)
  and questions.jsonl ({"id","category","question","now","relevant":{key: grade}}; empty relevant = the
  right answer is nothing). Indexed as it is; every question runs as
  `recall --db DB search --format jsonl -n 10 --now NOW [mode flags] QUESTION`. A result counts when any
  key it can have is a judged key: its `id` as printed; for a note, `note:` + its `origin` relative to the
  indexed folder (for a note inside an .enex file, that path + `#` + its title, and that path + the `#…`
  suffix of its id); for a person, `person:` + its title.
  Each judged key is credited once, at its first rank (a later result with the same key gains nothing).
  So a change in how Recall spells its own note ids does not move a score.
- public / tsc: BEIR layout (corpus.jsonl, queries.jsonl, qrels/test.tsv). Indexed as tools/scifact_eval.py
  does it: one `<doc id>.txt` per document holding `# title`, a blank line and the text (the text alone when
  a document has no title); a result's document is its origin's file name. Queries run like world
  questions (the query's metadata `now`, else the set's). Sets flagged ignore_identical_ids (STS-B) drop
  the query's own document from its ranking (asking for 11 results, scoring the first 10 left).

Metrics: nDCG@10 with gain 2^grade - 1 per question, averaged over questions that have an answer (per
category too for world sets); recall@10; questions with an answer that came back empty; questions with no
answer that came back empty (k/n). Modes: `default` (no extra flags), `raw` (`--no-understanding`), and
`off:NAME` (`--switch-off NAME`; `off:a+b` switches off several): an ablation of one stage, rule or fallback
step of understanding. `--ablation` prints each ablation's change against default, set by set.

Indexes are cached under --cache (default ~/.cache/recall-eval) by the binary's SHA-256 and the indexed
content's hash, so a rerun with the same binary only runs queries; queries run on --jobs threads (2).

Honesty guard: output is aggregate by default. Per-question detail (--misses) is refused for a set whose
manifest status is `unread` unless it is named with --reveal SET, which prints it and records in the
manifest that the set was read, and when. A set's first score (date, engine, nDCG@10 per mode) is recorded
in the manifest the first time it is scored (--no-record to leave the manifest alone).
"""

import argparse
import collections
import concurrent.futures
import datetime
import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from quality import shared_bases  # noqa: E402
MANIFEST = os.path.join(ROOT, "eval", "manifest.json")
GENERATOR = os.path.join(ROOT, "tools", "synth", "generate.py")
K = 10
MODES = {"default": [], "raw": ["--no-understanding"]}


# ---------------------------------------------------------------- small helpers

def today():
    return datetime.date.today().isoformat()


def resolve(path):
    """A manifest path: relative to the repository, or `shared:REL` for the shared data folder (see quality.shared_bases)."""
    if path.startswith("shared:"):
        rel = path[len("shared:"):]
        for base in shared_bases():
            if os.path.exists(os.path.join(base, rel)):
                return os.path.join(base, rel)
        return os.path.join(os.path.dirname(ROOT), "shared", rel)
    return path if os.path.isabs(path) else os.path.join(ROOT, path)


def file_sha(path, n=16):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:n]


def tree_sha(folder, skip=(), n=16):
    """Hash of every file's relative path and bytes under folder (files in `skip` left out)."""
    h = hashlib.sha256()
    skip = {os.path.abspath(s) for s in skip}
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(root, name)
            if os.path.abspath(path) in skip:
                continue
            h.update(os.path.relpath(path, folder).encode() + b"\0")
            with open(path, "rb") as f:
                h.update(hashlib.sha256(f.read()).digest())
    return h.hexdigest()[:n]


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def load_manifest(path=MANIFEST):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def save_manifest(manifest, path=MANIFEST):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
        f.write("\n")
    os.replace(tmp, path)


def find_recall(explicit):
    if explicit:
        return os.path.abspath(explicit)
    for cfg in ("release", "debug"):
        path = os.path.join(ROOT, ".build", cfg, "recall")
        if os.access(path, os.X_OK):
            return path
    return shutil.which("recall") or "recall"


def engine_label(recall, explicit):
    if explicit:
        return explicit
    base = os.path.basename(recall)
    if base != "recall":
        return base
    proc = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "Sources"], capture_output=True,
                           text=True).stdout.strip()
    return f"build of {proc.stdout.strip() or '?'}" + (" + local changes" if dirty else "")


# ---------------------------------------------------------------- metrics

def dcg(gains):
    return sum(g / math.log2(i + 2) for i, g in enumerate(gains))


def score_ranking(candidates, relevant, k=K):
    """candidates: per result (in rank order) the set of keys it can have; relevant: key -> grade.
    Each judged key is credited once, at its first rank.
    -> (nDCG@k, recall@k, reciprocal rank, per rank the judged key credited or else the result's first key)."""
    credited, gains, shown = set(), [], []
    first_hit = 0.0
    for rank, keys in enumerate(candidates[:k], 1):
        hit = next((key for key in sorted(keys) if relevant.get(key, 0) > 0 and key not in credited), None)
        shown.append(hit or min(keys, key=lambda x: (len(x), x)))
        if hit is None:
            gains.append(0.0)
            continue
        credited.add(hit)
        gains.append(2 ** relevant[hit] - 1)
        first_hit = first_hit or 1.0 / rank
    ideal = sorted((2 ** g - 1 for g in relevant.values() if g > 0), reverse=True)[:k]
    best = dcg(ideal)
    positives = sum(1 for g in relevant.values() if g > 0)
    return ((dcg(gains) / best if best > 0 else 0.0), (len(credited) / positives if positives else 0.0), first_hit,
            shown)


# ---------------------------------------------------------------- data and indexes

class Prepared:
    """What a set needs to run: an indexed database, the folder it was built from, and its questions."""

    def __init__(self, db, root, questions, by_file=None):
        self.db, self.root, self.questions, self.by_file = db, root, questions, by_file or {}


def generated_world(seed, cache):
    """(data folder, questions file) of the synthetic world for a seed, generated once per generator version."""
    gen_hash = generator_sha()
    out = os.path.join(cache, "worlds", f"seed{seed}-{gen_hash[:10]}")
    data, questions = os.path.join(out, "data"), os.path.join(out, "questions.jsonl")
    if not os.path.exists(questions):
        tmp = out + ".tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        subprocess.run([sys.executable, GENERATOR, "--out", os.path.join(tmp, "data"), "--seed", str(seed)],
                       check=True, capture_output=True)
        os.replace(os.path.join(tmp, "data", "questions.jsonl"), os.path.join(tmp, "questions.jsonl"))
        shutil.rmtree(out, ignore_errors=True)
        os.replace(tmp, out)
    return data, questions


def generator_sha():
    """Hash of the generator's modules: a change to any of them regenerates the worlds."""
    h = hashlib.sha256()
    folder = os.path.dirname(GENERATOR)
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py") and name != "sweep.py":
            with open(os.path.join(folder, name), "rb") as f:
                h.update(name.encode() + b"\0" + f.read())
    return h.hexdigest()[:16]


def build_index(recall, folder, cache, bin_hash, data_hash, label):
    """The cached database for (binary, content); built from `folder` when missing. -> (db, root, seconds)."""
    out = os.path.join(cache, "db", bin_hash, f"{label}-{data_hash}")
    db, meta_path = os.path.join(out, "recall.sqlite"), os.path.join(out, "meta.json")
    if os.path.exists(meta_path):
        with open(meta_path, encoding="utf-8") as f:
            meta = json.load(f)
        return db, meta["root"], None
    tmp = tempfile.mkdtemp(prefix=f"{label}-", dir=os.path.join(cache, "db"))
    t0 = time.monotonic()
    proc = subprocess.run([recall, "--db", os.path.join(tmp, "recall.sqlite"), "index", folder],
                          capture_output=True, text=True)
    took = time.monotonic() - t0
    if not os.path.exists(os.path.join(tmp, "recall.sqlite")):
        shutil.rmtree(tmp, ignore_errors=True)
        raise RuntimeError(f"indexing {folder} failed with exit {proc.returncode}: {proc.stderr.strip()[-500:]}")
    tail = (proc.stdout + proc.stderr).strip().splitlines()[-1:] or [""]
    with open(os.path.join(tmp, "meta.json"), "w", encoding="utf-8") as f:
        json.dump({"root": os.path.abspath(folder), "exit": proc.returncode, "summary": tail[-1],
                   "seconds": round(took, 1), "built": datetime.datetime.now().isoformat(timespec="seconds")}, f)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    os.replace(tmp, out)
    return db, os.path.abspath(folder), took


def prepare_world(entry, recall, cache, bin_hash):
    if entry.get("seed") is not None and not entry.get("data"):
        data, own_questions = generated_world(entry["seed"], cache)
    else:
        data, own_questions = resolve(entry["data"]), None
    qpath = own_questions if entry.get("questions") in (None, "generated") else resolve(entry["questions"])
    if not os.path.isdir(data) or not qpath or not os.path.exists(qpath):
        raise FileNotFoundError(f"data {data} or questions {qpath} missing")
    folder = data
    if os.path.commonpath([os.path.abspath(qpath), os.path.abspath(data)]) == os.path.abspath(data):
        # the questions sit inside the data folder: index a copy without them (same relative paths)
        folder = os.path.join(cache, "copies", f"{entry['name']}-{tree_sha(data, skip=[qpath])}")
        if not os.path.isdir(folder):
            shutil.copytree(data, folder, ignore=lambda d, names: [
                n for n in names if os.path.abspath(os.path.join(d, n)) == os.path.abspath(qpath)])
    db, root, _ = build_index(recall, folder, cache, bin_hash, tree_sha(folder), "world")
    questions = []
    for q in read_jsonl(qpath):
        questions.append({"id": q["id"], "category": q.get("category", ""), "text": q["question"],
                          "now": q["now"], "relevant": {k: int(v) for k, v in q["relevant"].items()}})
    return Prepared(db, root, questions)


def load_beir(folder):
    corpus = read_jsonl(os.path.join(folder, "corpus.jsonl"))
    queries = {q["_id"]: q for q in read_jsonl(os.path.join(folder, "queries.jsonl"))}
    qrels = collections.defaultdict(dict)
    with open(os.path.join(folder, "qrels", "test.tsv"), encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3 or parts[0] == "query-id":
                continue
            qrels[parts[0]][parts[1]] = int(parts[2])
    return corpus, queries, qrels


def doc_file_name(doc_id):
    return doc_id.replace("/", "_").replace(os.sep, "_") + ".txt"


def prepare_beir(entry, recall, cache, bin_hash):
    folder = resolve(entry["path"])
    if entry["kind"] == "tsc" and not os.path.exists(os.path.join(folder, "corpus.jsonl")):
        subprocess.run([sys.executable, os.path.join(HERE, "tsc_whowhen.py"), "--out", folder], check=True,
                       capture_output=True)
    if not os.path.exists(os.path.join(folder, "corpus.jsonl")):
        raise FileNotFoundError(f"{folder}/corpus.jsonl missing" +
                                (f"; build it with: {entry['build']}" if entry.get("build") else ""))
    corpus, queries, qrels = load_beir(folder)
    content = hashlib.sha256()
    for doc in corpus:
        content.update(json.dumps([doc["_id"], doc.get("title", ""), doc.get("text", "")]).encode())
    content_hash = content.hexdigest()[:16]
    docs = os.path.join(cache, "docs", f"{entry['name']}-{content_hash}")
    if not os.path.isdir(docs):
        tmp = docs + ".tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(tmp)
        for doc in corpus:
            title = " ".join(doc.get("title", "").split())
            text = doc.get("text", "").strip()
            with open(os.path.join(tmp, doc_file_name(doc["_id"])), "w", encoding="utf-8") as f:
                f.write(f"# {title}\n\n{text}\n" if title else f"{text}\n")
        os.replace(tmp, docs)
    db, root, _ = build_index(recall, docs, cache, bin_hash, content_hash, entry["name"])
    questions = []
    by_file = {doc_file_name(d["_id"])[:-4]: d["_id"] for d in corpus}
    for qid in sorted(qrels, key=lambda x: (len(x), x)):
        if qid not in queries or not any(g > 0 for g in qrels[qid].values()):
            continue
        q = queries[qid]
        questions.append({"id": qid, "category": "", "text": q["text"],
                          "now": (q.get("metadata") or {}).get("now") or entry.get("now") or today(),
                          "relevant": {d: g for d, g in qrels[qid].items() if g > 0}})
    return Prepared(db, root, questions, by_file)


# ---------------------------------------------------------------- running questions

def search_command(recall, db, question, flags, n, output="jsonl"):
    cmd = [recall, "--db", db, "search", "--format", output, "--now", question["now"], "-n", str(n)] + flags
    text = question["text"]
    return cmd + (["--", text] if text.startswith("-") else [text])


def run_search(recall, db, question, flags, n):
    cmd = search_command(recall, db, question, flags, n)
    t0 = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return [], "timeout", time.monotonic() - t0
    took = time.monotonic() - t0
    if proc.returncode not in (0, 1):
        return [], f"exit {proc.returncode}: {proc.stderr.strip()[:200]}", took
    results = []
    for line in proc.stdout.splitlines():
        if line.strip():
            try:
                results.append(json.loads(line))
            except ValueError:
                return [], "unparseable output line", took
    return results, None, took


def world_keys(result, root):
    keys = {result.get("id", "")}
    origin = result.get("origin") or ""
    kind = result.get("kind")
    if kind == "note" and origin and origin != "-" and os.path.isabs(origin):
        rel = os.path.relpath(origin, root).replace(os.sep, "/")
        keys.add(f"note:{rel}")
        if rel.lower().endswith(".enex"):
            keys.add(f"note:{rel}#{result.get('title', '')}")
            fragment = result.get("id", "").rpartition("#")[2]
            if "#" in result.get("id", "") and fragment:
                keys.add(f"note:{rel}#{fragment}")  # Recall's own per-note suffix, whatever prefix the id has
    if kind == "person" and result.get("title"):
        keys.add(f"person:{result['title']}")
    return keys


def beir_key(result):
    origin = result.get("origin") or ""
    name = os.path.basename(origin) if origin and origin != "-" else result.get("id", "").split(":", 1)[-1]
    name = name.rsplit("/", 1)[-1]
    return name[:-4] if name.endswith(".txt") else name


RULE_LINE = re.compile(r"^explain: rule ([a-z-]+\.[a-z-]+) ")


def count_rules(entry, prepared, recall, jobs):
    """How many questions of a set each parser rule read words in (default mode, from --explain)."""
    def one(q):
        cmd = search_command(recall, prepared.db, q, ["--explain"], 1, output="ids")
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        except subprocess.TimeoutExpired:
            return set()
        return {m.group(1) for line in proc.stderr.splitlines() if (m := RULE_LINE.match(line))}

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return dict(collections.Counter(rule for rules in pool.map(one, prepared.questions) for rule in rules))


def print_rules(report):
    """Rules by the number of questions they read words in, per set."""
    sets = [n for n, r in report["sets"].items() if "rules" in r]
    rules = sorted({rule for n in sets for rule in report["sets"][n]["rules"]})
    print("| rule | " + " | ".join(sets) + " |")
    print("| --- |" + " ---: |" * len(sets))
    for rule in rules:
        print(f"| {rule} | " + " | ".join(str(report["sets"][n]["rules"].get(rule, 0)) for n in sets) + " |")


def mode_flags(mode):
    if mode.startswith("off:") and len(mode) > 4:
        return [flag for name in mode[4:].split("+") for flag in ("--switch-off", name)]
    if mode not in MODES:
        raise SystemExit(f"unknown mode {mode!r}: choose from {', '.join(MODES)} or off:NAME")
    return MODES[mode]


def print_ablation(report):
    """Each off:NAME mode's nDCG@10 change against default, per set (empty answerable questions beside it)."""
    sets = [n for n, r in report["sets"].items() if "modes" in r and "default" in r["modes"]]
    offs = [m for m in report["modes"] if m.startswith("off:")]
    print("| switched off | " + " | ".join(sets) + " |")
    print("| --- |" + " ---: |" * len(sets))
    base = "| (default nDCG@10, empty) | " + " | ".join(
        f"{report['sets'][n]['modes']['default']['ndcg@10']:.3f} ({report['sets'][n]['modes']['default']['answerable_empty']})"
        for n in sets)
    print(base + " |")
    for mode in offs:
        cells = []
        for n in sets:
            d, o = report["sets"][n]["modes"]["default"], report["sets"][n]["modes"].get(mode)
            if o is None:
                cells.append("–")
                continue
            delta = o["ndcg@10"] - d["ndcg@10"]
            empties = o["answerable_empty"] - d["answerable_empty"]
            cells.append(f"{delta:+.3f}" + (f" ({empties:+d})" if empties else ""))
        print(f"| {mode[4:]} | " + " | ".join(cells) + " |")


def run_set(entry, prepared, recall, mode, jobs):
    flags = mode_flags(mode)
    public = entry["kind"] != "world"
    drop_self = bool(entry.get("ignore_identical_ids"))
    by_file = prepared.by_file
    n = K + 1 if drop_self else K

    def one(q):
        results, err, took = run_search(recall, prepared.db, q, flags, n)
        if public:
            cands = []
            for r in results:
                doc = by_file.get(beir_key(r), beir_key(r))
                if drop_self and doc == q["id"]:
                    continue
                cands.append({doc})
        else:
            cands = [world_keys(r, prepared.root) for r in results]
        cands = cands[:K]
        row = {"id": q["id"], "category": q["category"], "answerable": bool(q["relevant"]),
               "empty": not cands and err is None, "error": err, "seconds": took}
        row["ndcg"], row["recall"], row["rr"], row["top"] = score_ranking(cands, q["relevant"])
        return row

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(one, prepared.questions))


def summarize(rows):
    ans = [r for r in rows if r["answerable"]]
    noans = [r for r in rows if not r["answerable"]]
    cats = collections.OrderedDict()
    for r in ans:
        cats.setdefault(r["category"] or "all", []).append(r["ndcg"])
    mean = lambda xs: sum(xs) / len(xs) if xs else 0.0  # noqa: E731
    return {
        "questions": len(rows), "answerable": len(ans), "no_answer": len(noans),
        "ndcg@10": round(mean([r["ndcg"] for r in ans]), 4),
        "recall@10": round(mean([r["recall"] for r in ans]), 4),
        "mrr@10": round(mean([r["rr"] for r in ans]), 4),
        "answerable_empty": sum(1 for r in ans if r["empty"]),
        "no_answer_empty": sum(1 for r in noans if r["empty"]),
        "errors": sum(1 for r in rows if r["error"]),
        "first_error": next((r["error"] for r in rows if r["error"]), None),
        "categories": {c: round(mean(v), 4) for c, v in cats.items()} if len(cats) > 1 else {},
        "mean_query_ms": round(1000 * mean([r["seconds"] for r in rows])),
    }


# ---------------------------------------------------------------- reporting

def fmt(x, digits=3):
    return "–" if x is None else f"{x:.{digits}f}"


def lowest(summary):
    cats = summary.get("categories") or {}
    if not cats:
        return ""
    c = min(cats, key=lambda k: cats[k])
    return f"{c} {cats[c]:.3f}"


def print_table(report, modes):
    head = f"{'set':<10}{'kind':<8}{'n':>6}"
    for m in modes:
        head += f"{m + ' nDCG':>14}{'R@10':>7}{'empty':>7}{'no-ans':>8}"
    print(head + "  lowest category (" + modes[0] + ")")
    for name, res in report["sets"].items():
        if "skipped" in res:
            print(f"{name:<10}{res['kind']:<8}{'':>6}  skipped: {res['skipped']}")
            continue
        line = f"{name:<10}{res['kind']:<8}{res['questions']:>6}"
        for m in modes:
            s = res["modes"][m]
            na = f"{s['no_answer_empty']}/{s['no_answer']}" if s["no_answer"] else "–"
            line += f"{s['ndcg@10']:>14.4f}{s['recall@10']:>7.3f}{s['answerable_empty']:>7}{na:>8}"
            if s["errors"]:
                line += f" ERR{s['errors']}"
        print(line + "  " + lowest(res["modes"][modes[0]]))


def print_markdown(report, manifest):
    entries = {e["name"]: e for e in manifest["sets"]}
    print(f"Engine: `{report['engine']}` (binary sha256 {report['binary_sha256'][:12]}), {report['date']}. "
          "nDCG@10 over questions with an answer; *empty* = questions with an answer that came back empty "
          "(default mode); *no-answer empty* = questions whose answer is nothing that came back empty "
          "(default mode). *First scored* = the set's first recorded score (default mode) and the engine it "
          "was taken on.\n")
    print("| set | kind | status | queries | first scored | score then | default nDCG@10 | raw nDCG@10 "
          "| empty | no-answer empty |")
    print("| --- | --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for name, res in report["sets"].items():
        e = entries.get(name, {})
        first = e.get("first_score") or {}
        when = f"{first.get('date', '–')} ({first.get('engine', '?')})" if first else "–"
        if "skipped" in res:
            print(f"| {name} | {e.get('kind', '')} | {e.get('status', '')} | – | {when} | "
                  f"{fmt(first.get('default'))} | not run: {res['skipped']} | | | |")
            continue
        d, r = res["modes"].get("default"), res["modes"].get("raw")
        na = f"{d['no_answer_empty']}/{d['no_answer']}" if d and d["no_answer"] else "–"
        print(f"| {name} | {res['kind']} | {e.get('status', '')} | {res['questions']} | {when} | "
              f"{fmt(first.get('default'))} | {fmt(d['ndcg@10'] if d else None)} | "
              f"{fmt(r['ndcg@10'] if r else None)} | {d['answerable_empty'] if d else '–'} | {na} |")


def print_misses(name, entry, prepared, rows):
    texts = {q["id"]: q for q in prepared.questions}
    print(f"\n== misses: {name}")
    for r in rows:
        q = texts[r["id"]]
        if r["error"]:
            print(f"  {r['id']}: ERROR {r['error']}  {q['text']!r}")
        elif r["answerable"] and r["ndcg"] < 1.0 - 1e-9:
            missing = [k for k in q["relevant"] if k not in set(r["top"])]
            print(f"  {r['id']} [{r['category']}] nDCG={r['ndcg']:.2f} {q['text']!r}\n"
                  f"     missing: {missing[:6]}{' …' if len(missing) > 6 else ''}\n     got: {r['top'][:5]}")
        elif not r["answerable"] and not r["empty"]:
            print(f"  {r['id']} should be empty {q['text']!r}: got {r['top'][:3]}")


# ---------------------------------------------------------------- main

def select(manifest, spec):
    sets = manifest["sets"]
    if not spec:
        return sets
    chosen = []
    for part in spec.split(","):
        part = part.strip()
        if part.startswith("kind:"):
            chosen += [e for e in sets if e["kind"] == part[5:] and e not in chosen]
        elif part.startswith("status:"):
            chosen += [e for e in sets if e.get("status") == part[7:] and e not in chosen]
        else:
            match = [e for e in sets if e["name"] == part]
            if not match:
                raise SystemExit(f"no set named {part!r} in {MANIFEST} (see --list)")
            chosen += [e for e in match if e not in chosen]
    return chosen


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--recall", help="recall binary (default: .build/{release,debug}/recall, then PATH)")
    ap.add_argument("--label", help="how to name the engine in recorded scores (default: the binary's name)")
    ap.add_argument("--sets", help="comma-separated names, kind:world|public|tsc, status:read|unread (default: all)")
    ap.add_argument("--modes", default="default,raw", help="comma-separated: default, raw, off:NAME (default: default,raw)")
    ap.add_argument("--cache", default=os.path.join(os.environ.get("XDG_CACHE_HOME") or
                                                    os.path.expanduser("~/.cache"), "recall-eval"))
    ap.add_argument("--jobs", type=int, default=2, help="queries run at once (default 2)")
    ap.add_argument("--manifest", default=MANIFEST)
    ap.add_argument("--json", action="store_true", help="print one JSON object (aggregates only)")
    ap.add_argument("--markdown", action="store_true", help="print the table for docs/evaluation.md")
    ap.add_argument("--rules", action="store_true", help="also count the questions each parser rule reads")
    ap.add_argument("--ablation", action="store_true", help="print each off:NAME mode's change against default")
    ap.add_argument("--misses", action="store_true", help="per-question misses (refused for unread sets)")
    ap.add_argument("--reveal", action="append", default=[], metavar="SET",
                    help="allow per-question detail for this unread set and record that it was read")
    ap.add_argument("--no-record", action="store_true", help="do not write first scores or read dates")
    ap.add_argument("--save", metavar="FILE", help="also write the JSON report (aggregates only) to FILE")
    ap.add_argument("--load", action="append", default=[], metavar="FILE",
                    help="print saved reports (merged, later files win) instead of running anything")
    ap.add_argument("--list", action="store_true", help="list the manifest's sets")
    args = ap.parse_args(argv)

    manifest = load_manifest(args.manifest)
    if args.list:
        for e in manifest["sets"]:
            first = e.get("first_score") or {}
            print(f"{e['name']:<10}{e['kind']:<8}{e.get('status', ''):<8}written {e.get('written', '?')}  "
                  f"first scored {first.get('date', '–')}  {e.get('description', '')}")
        return 0
    if args.load:
        report = None
        for path in args.load:
            with open(path, encoding="utf-8") as f:
                part = json.load(f)
            if report is None:
                report = part
            else:
                if (part["binary_sha256"], part["modes"]) != (report["binary_sha256"], report["modes"]):
                    raise SystemExit(f"{path}: another binary or other modes than {args.load[0]}")
                report["sets"].update(part["sets"])
        order = [e["name"] for e in manifest["sets"]]
        report["sets"] = {n: report["sets"][n] for n in sorted(report["sets"], key=lambda n: (
            order.index(n) if n in order else len(order), n))}
        output(report, manifest, args)
        return 0
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    for m in modes:
        mode_flags(m)
    chosen = select(manifest, args.sets)
    if args.reveal:
        names = {e["name"] for e in manifest["sets"]}
        for name in args.reveal:
            if name not in names:
                raise SystemExit(f"--reveal {name}: no such set")
        chosen = chosen if args.sets else [e for e in manifest["sets"] if e["name"] in args.reveal]
    detail = set(args.reveal)
    if args.misses:
        unread = [e["name"] for e in chosen if e.get("status") != "read" and e["name"] not in detail]
        if unread:
            raise SystemExit(f"refusing per-question detail for unread sets: {', '.join(unread)}. Leave them out "
                             "(--sets status:read), or name each with --reveal SET, which records that it was read.")
        detail |= {e["name"] for e in chosen}

    recall = find_recall(args.recall)
    if not os.access(recall, os.X_OK):
        raise SystemExit(f"no recall binary at {recall} (build one or pass --recall)")
    bin_hash = file_sha(recall)
    os.makedirs(os.path.join(args.cache, "db"), exist_ok=True)
    report = {"engine": engine_label(recall, args.label), "binary": recall, "binary_sha256": bin_hash,
              "date": today(), "modes": modes, "sets": collections.OrderedDict()}
    t_start = time.monotonic()
    for entry in chosen:
        name = entry["name"]
        t0 = time.monotonic()
        try:
            prepared = (prepare_world if entry["kind"] == "world" else prepare_beir)(entry, recall, args.cache, bin_hash)
        except (FileNotFoundError, RuntimeError, subprocess.CalledProcessError) as e:
            report["sets"][name] = {"kind": entry["kind"], "skipped": str(e)}
            print(f"{name}: skipped ({e})", file=sys.stderr)
            continue
        res = {"kind": entry["kind"], "questions": len(prepared.questions), "modes": {}}
        for mode in modes:
            rows = run_set(entry, prepared, recall, mode, args.jobs)
            res["modes"][mode] = summarize(rows)
            if name in detail:
                print_misses(f"{name} ({mode})", entry, prepared, rows)
        if args.rules:
            res["rules"] = count_rules(entry, prepared, recall, args.jobs)
        res["seconds"] = round(time.monotonic() - t0, 1)
        report["sets"][name] = res
        summary = " ".join(f"{m} {res['modes'][m]['ndcg@10']:.4f}" for m in modes)
        print(f"{name}: {len(prepared.questions)} questions, {summary} ({res['seconds']} s)", file=sys.stderr)
    report["seconds"] = round(time.monotonic() - t_start, 1)

    if not args.no_record:
        changed = False
        for entry in manifest["sets"]:
            res = report["sets"].get(entry["name"])
            if res and "modes" in res and not entry.get("first_score"):
                entry["first_score"] = {"date": report["date"], "engine": report["engine"],
                                        "binary_sha256": bin_hash[:12], "source": "tools/eval/evaluate.py",
                                        **{m: res["modes"][m]["ndcg@10"] for m in modes}}
                changed = True
            if entry["name"] in args.reveal and entry["name"] in report["sets"] and entry.get("status") != "read":
                entry["status"] = "read"
                entry["read_on"] = report["date"]
                entry["read_note"] = "per-question detail printed by tools/eval/evaluate.py --reveal"
                changed = True
        if changed:
            save_manifest(manifest, args.manifest)

    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=2, ensure_ascii=False)
    output(report, manifest, args)
    return 0


def output(report, manifest, args):
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    elif args.markdown:
        print_markdown(report, manifest)
    elif args.ablation or args.rules:
        if args.ablation:
            print_ablation(report)
        if args.rules:
            print_rules(report)
    else:
        print(f"\nengine {report['engine']} (sha256 {report['binary_sha256'][:12]}), {report.get('seconds', '?')} s")
        print_table(report, report["modes"])


if __name__ == "__main__":
    sys.exit(main())
