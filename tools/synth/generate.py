#!/usr/bin/env python3
"""A synthetic year and a half (2025-05 .. 2026-11) of one person's working life, with graded questions.

    python3 tools/synth/generate.py --out /tmp/synth --seed 1
    python3 tools/quality.py --data /tmp/synth --questions /tmp/synth/questions.jsonl

Writes calendar.ics (~300 VEVENTs: recurring 1:1s with EXDATEs and moved occurrences, cancellations,
all-hands with big audiences, all-day events), people.vcf (~40 contacts: shared first names, nicknames,
accents), touchpoints.jsonl (~250), notes/ (~120 markdown notes and evernote-export.enex with 10 notes) and
questions.jsonl (~150 questions in 12 categories, about 12 with no answer, each with its own `now`).
Answers are graded by construction: the generator records which documents carry each fact. Topic
questions are asked in other words than the documents use, and person/month questions are set where many
documents share the topic words. Deterministic for a seed. Standard library only.
"""

import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import questions  # noqa: E402
import story  # noqa: E402
import writers  # noqa: E402


def generate(out, seed):
    rng = random.Random(seed)
    world = story.Story(rng).build()
    qs = questions.Asker(random.Random(seed * 7919 + 1), world).all()
    known = {d["sid"] for d in world.docs} | {p.sid for p in world.people}
    bad = [(q["id"], s) for q in qs for s in q["relevant"] if s not in known]
    if bad:
        raise SystemExit(f"internal error: questions name unknown ids {bad[:5]}")
    os.makedirs(os.path.join(out, "notes"), exist_ok=True)
    writers.write_ics(world, os.path.join(out, "calendar.ics"))
    writers.write_vcf(world, os.path.join(out, "people.vcf"))
    writers.write_touchpoints(world, os.path.join(out, "touchpoints.jsonl"))
    writers.write_notes(world, out)
    with open(os.path.join(out, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    return world, qs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="output folder (created)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    world, qs = generate(args.out, args.seed)
    cats = {}
    for q in qs:
        cats[q["category"]] = cats.get(q["category"], 0) + 1
    print(f"{len(world.events)} VEVENTs, {len(world.people)} contacts, {len(world.touchpoints)} touchpoints, "
          f"{len(world.notes)} notes + {len(world.enex)} in .enex, {len(qs)} questions "
          f"({sum(1 for q in qs if not q['relevant'])} with no answer)")
    print("  " + ", ".join(f"{k} {v}" for k, v in cats.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
