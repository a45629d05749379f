#!/usr/bin/env python3
"""Where an index's bytes go, and how they compare with the size target.

    python3 tools/bench/size.py INDEX.sqlite [INDEX2.sqlite ...]

For each index: the database, `-wal`, `.vectors` and `.terms` files; SQLite's pages by table and
index (`dbstat`) and its free pages; chunks, distinct chunks (by field and text), their text bytes;
and total bytes per distinct chunk against the target, 2 × (a Float64 vector + the chunk's text)
per distinct chunk, and the same per distinct vector (a chunk unique as embedded, title included). Reads only (the database is opened read-only).
"""
import os
import sqlite3
import sys


def size(path):
    return os.path.getsize(path) if os.path.exists(path) else 0


def report(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    page = db.execute("PRAGMA page_size").fetchone()[0]
    free = db.execute("PRAGMA freelist_count").fetchone()[0] * page
    files = {ext or "database": size(path + ext) for ext in ("", "-wal", ".vectors", ".terms")}
    total = sum(files.values())
    chunks, text = db.execute("SELECT count(*), coalesce(sum(length(CAST(text AS BLOB))), 0) FROM chunks").fetchone()
    distinct, distinct_text = db.execute(
        "SELECT count(*), coalesce(sum(length(CAST(text AS BLOB))), 0) FROM (SELECT DISTINCT field, text FROM chunks)").fetchone()
    dimension = db.execute("SELECT length(vector) / 8 FROM vectors LIMIT 1").fetchone()
    dimension = dimension[0] if dimension else 0
    target = 2 * (distinct * dimension * 8 + distinct_text)
    print(f"== {path}")
    for name, value in files.items():
        print(f"  {name:10s} {value / 2**20:9.1f} MiB")
    print(f"  total      {total / 2**20:9.1f} MiB   free pages {free / 2**20:.1f} MiB   page size {page}")
    print(f"  chunks {chunks}, distinct {distinct}; text {text / 2**20:.1f} MiB (distinct {distinct_text / 2**20:.1f} MiB); "
          f"dimension {dimension}")
    if distinct:
        print(f"  bytes per distinct chunk {total / distinct:8.0f}   target {target / distinct:8.0f}   "
              f"ratio {total / target:.2f}   (per chunk {total / max(chunks, 1):.0f})")
    # A chunk is embedded with its source's title in front, so one (field, text) can have several vectors;
    # per distinct vector is the count of chunks that are unique as embedded.
    blobs = db.execute("SELECT name FROM sqlite_master WHERE name = 'vector_blobs'").fetchone()
    vectors = db.execute("SELECT count(*) FROM vector_blobs" if blobs else "SELECT count(DISTINCT vector) FROM vectors")
    vectors = vectors.fetchone()[0]
    if vectors:
        by_vector = 2 * (vectors * dimension * 8 + distinct_text)
        print(f"  distinct vectors {vectors}: bytes per distinct vector {total / vectors:8.0f}   "
              f"target {by_vector / vectors:8.0f}   ratio {total / by_vector:.2f}")
    print("  largest tables and indexes (MiB, pages × page size):")
    rows = db.execute("SELECT name, count(*) * ? FROM dbstat GROUP BY name ORDER BY 2 DESC LIMIT 8", (page,)).fetchall()
    for name, value in rows:
        print(f"    {name:32s} {value / 2**20:8.1f}")


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        report(argument)
