#!/usr/bin/env python3
"""Peers on the same vectors: numpy brute force (float32, float64) and sqlite-vec (vec0, cosine).

Reads the Float32 rows of a Recall vector file (4096-byte header, then rows), embeds nothing:
the query is a row-sized unit vector derived deterministically from the query text's hash, as
only the scan cost matters here. Prints JSON medians in milliseconds (warm, in-process).
Usage: peers.py FILE.vectors QUERY [--sqlite-vec|--no-sqlite-vec]
"""
import hashlib
import json
import os
import sqlite3
import struct
import sys
import tempfile
import time

import numpy as np


def timed(out, name, body, repeats=15):
    """Stores the median and the minimum of `repeats` timings as NAME_ms and NAME_min_ms."""
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        body()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    out[name + "_ms"], out[name + "_min_ms"] = samples[len(samples) // 2], samples[0]


def main():
    path, text = sys.argv[1], sys.argv[2]
    with_vec = "--no-sqlite-vec" not in sys.argv
    with open(path, "rb") as handle:
        magic, word1, count = struct.unpack("<QQQ", handle.read(24))
    dimension = word1 >> 32
    rows = np.memmap(path, dtype="<f4", mode="r", offset=4096, shape=(count, dimension))
    f32 = np.ascontiguousarray(rows)
    f64 = f32.astype(np.float64)
    seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
    q = np.random.default_rng(seed).standard_normal(dimension)
    q /= np.linalg.norm(q)
    q32 = q.astype(np.float32)
    k = 10

    def top(matrix, query):
        scores = matrix @ query
        best = np.argpartition(-scores, k)[:k]
        return best[np.argsort(-scores[best])]

    out = {}
    timed(out, "numpy_f32", lambda: top(f32, q32))
    timed(out, "numpy_f64", lambda: top(f64, q))
    if with_vec:
        import sqlite_vec

        folder = tempfile.mkdtemp(prefix="recall-vec-")
        db = sqlite3.connect(os.path.join(folder, "vec.sqlite"))
        db.enable_load_extension(True)
        sqlite_vec.load(db)
        db.enable_load_extension(False)
        db.execute(f"CREATE VIRTUAL TABLE items USING vec0(embedding float[{dimension}] distance_metric=cosine)")
        start = time.perf_counter()
        batch = 10_000
        for lo in range(0, count, batch):
            db.executemany("INSERT INTO items(rowid, embedding) VALUES (?, ?)",
                           ((lo + i + 1, f32[lo + i].tobytes()) for i in range(min(batch, count - lo))))
            db.commit()
        out["sqlite_vec_insert_s"] = time.perf_counter() - start
        blob = q32.tobytes()

        def knn():
            return db.execute("SELECT rowid, distance FROM items WHERE embedding MATCH ? AND k = ?", (blob, k)).fetchall()

        timed(out, "sqlite_vec", knn, repeats=7)
        mine, theirs = set(int(i) + 1 for i in top(f32, q32)), set(r[0] for r in knn())
        out["sqlite_vec_agrees_with_numpy"] = float(len(mine & theirs)) / k
        db.close()
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        os.rmdir(folder)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
