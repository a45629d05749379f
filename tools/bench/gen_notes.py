#!/usr/bin/env python3
"""Writes synthetic Markdown notes for the benchmark: FILES notes of PARAS paragraphs each.

Every paragraph is 40-70 words drawn from a Zipf-distributed vocabulary of 20,000 pseudo-words,
so each paragraph is one chunk (the chunker splits notes on blank lines). Each note has a
front-matter date spread over 2020-01-01 .. 2026-12-31, so date-window filters select a fraction.
Deterministic for a given seed.  Usage: gen_notes.py OUT_DIR FILES PARAS [SEED]
"""
import os
import random
import sys
from datetime import date, timedelta


def vocabulary(rng, size=20000):
    consonants, vowels = "bcdfghjklmnprstvwz", "aeiou"
    words = set()
    while len(words) < size:
        n = rng.randint(2, 4)
        words.add("".join(rng.choice(consonants) + rng.choice(vowels) for _ in range(n)))
    words = sorted(words)
    rng.shuffle(words)
    return words


def main():
    out, files, paras = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    rng = random.Random(seed)
    words = vocabulary(rng)
    weights = [1.0 / (rank + 1) for rank in range(len(words))]
    start = date(2020, 1, 1)
    per_folder = 1000
    pool = rng.choices(words, weights=weights, k=2_000_000)
    cursor = 0
    for i in range(files):
        folder = os.path.join(out, f"d{i // per_folder:04d}")
        if i % per_folder == 0:
            os.makedirs(folder, exist_ok=True)
        day = start + timedelta(days=rng.randrange(7 * 365))
        lines = ["---", f"date: {day.isoformat()}", "---", f"# Note {i} {pool[cursor]} {pool[cursor + 1]}", ""]
        for _ in range(paras):
            n = rng.randint(40, 70)
            if cursor + n + 2 >= len(pool):
                cursor = rng.randrange(1000)
            lines.append(" ".join(pool[cursor:cursor + n]) + ".")
            lines.append("")
            cursor += n
        with open(os.path.join(folder, f"note-{i:07d}.md"), "w") as handle:
            handle.write("\n".join(lines))


if __name__ == "__main__":
    main()
