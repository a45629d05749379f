#!/usr/bin/env python3
"""Crash-safety harness: SIGKILL `recall index` at random moments and check nothing is lost.

Builds recall (release) unless --bin is given, measures one uninterrupted import of the shared
corpora (notes + ics + vcf) as the reference, then runs rounds: in each round a fresh database is
killed 2-5 times at random moments of the import (each kill followed by a restart), and finally the
import is run to completion. After every kill:

  * `PRAGMA integrity_check` is `ok` (python sqlite3, after SQLite's own WAL recovery);
  * no half-written source: every source has chunks, every chunk a vector of the stored dimension
    and a full-text row, and there are no orphan chunks/vectors;
  * `recall search` still answers (exit 0 or 1, never a crash or "database is locked"), every id it
    returns exists, and a query made of words from a stored chunk finds something;
  * `recall doctor` (when the build has it) reports no damage, only staleness.

After each round's completing run, a canonical dump (sources, chunks, vector hashes, people links,
file hashes) must equal the reference dump byte for byte.

    python3 tools/crash/run.py --kills 50             # the figure in RELIABILITY.md
    python3 tools/crash/run.py --bin .build/release/recall --kills 10 --seed 7
"""
import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.environ.get("RECALL_SHARED") or next(
    (p for p in (os.path.join(os.path.dirname(ROOT), "shared"), os.path.join(os.path.dirname(os.path.dirname(ROOT)), "shared"))
     if os.path.isdir(p)), os.path.join(os.path.dirname(ROOT), "shared"))


def inputs():
    data = os.path.join(SHARED, "data")
    paths = [os.path.join(data, "notes"), os.path.join(data, "ics"), os.path.join(data, "vcf")]
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        sys.exit(f"crash: missing {missing[0]} (set RECALL_SHARED to the shared folder)")
    return paths


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "recall", "--static-swift-stdlib"], cwd=ROOT, check=True)
    return os.path.join(ROOT, ".build", "release", "recall")


def index_command(binary, db, paths):
    return [binary, "index", "--db", db, "--quiet", "--timezone", "UTC", "--horizon", "2027-12-31"] + paths


def run_index(binary, db, paths):
    """Runs one complete import; returns (status, seconds, stderr)."""
    start = time.monotonic()
    proc = subprocess.run(index_command(binary, db, paths), capture_output=True, text=True)
    return proc.returncode, time.monotonic() - start, proc.stderr


def kill_index(binary, db, paths, delay):
    """Starts an import and SIGKILLs it after `delay` seconds; returns True if it was still running."""
    proc = subprocess.Popen(index_command(binary, db, paths), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        proc.wait(timeout=delay)
        return False
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        return True


def canonical_dump(db):
    """Everything an import determines, ordered, without timestamps."""
    con = sqlite3.connect(db)
    try:
        digest = hashlib.sha256()
        queries = [
            "SELECT id, content_hash FROM sources ORDER BY id",
            "SELECT source_id, ordinal, field, text FROM chunks ORDER BY source_id, ordinal",
            "SELECT c.source_id, c.ordinal, v.vector FROM vectors v JOIN chunks c ON c.id = v.chunk_id ORDER BY c.source_id, c.ordinal",
            "SELECT source_id, person_ref, email, name FROM source_people ORDER BY source_id, person_ref, email, name",
            "SELECT path, hash FROM files ORDER BY path",
        ]
        counts = []
        parts = []
        for sql in queries:
            rows = con.execute(sql).fetchall()
            counts.append(len(rows))
            part = hashlib.sha256()
            for row in rows:
                fields = [hashlib.sha256(v).hexdigest() if isinstance(v, bytes) else repr(v) for v in row]
                part.update(("\x1f".join(fields) + "\n").encode())
            parts.append(part.hexdigest()[:12])
            digest.update(part.digest())
        return digest.hexdigest() + " " + ",".join(parts), counts
    finally:
        con.close()


def check_database(db):
    """Integrity and structural consistency after a kill; returns a list of problems."""
    if not os.path.exists(db):
        return []
    problems = []
    con = sqlite3.connect(db)
    try:
        result = con.execute("PRAGMA integrity_check").fetchall()
        if result != [("ok",)]:
            problems.append(f"integrity_check: {result[:3]}")
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table')")}
        if "sources" not in tables:
            return problems
        fingerprint = con.execute("SELECT value FROM meta WHERE key = 'embedder.fingerprint'").fetchone()
        dimension = json.loads(fingerprint[0])["dimension"] if fingerprint else None
        checks = {
            "sources without chunks": "SELECT count(*) FROM sources s WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.source_id = s.id)",
            "orphan chunks": "SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = c.source_id)",
            "chunks without vectors": "SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id)",
            "orphan vectors": "SELECT count(*) FROM vectors v WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.id = v.chunk_id)",
            "chunks without full-text rows": "SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM chunk_fts f WHERE f.rowid = c.id)",
            "orphan full-text rows": "SELECT count(*) FROM chunk_fts f WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.id = f.rowid)",
        }
        if dimension:
            checks["vectors of the wrong size"] = f"SELECT count(*) FROM vectors WHERE length(vector) != {dimension * 8}"
        for name, sql in checks.items():
            count = con.execute(sql).fetchone()[0]
            if count:
                problems.append(f"{name}: {count}")
    finally:
        con.close()
    return problems


def probe_words(db, rng):
    """Three longer words from a random stored chunk, or None for an empty index."""
    con = sqlite3.connect(db)
    try:
        row = con.execute("SELECT text FROM chunks ORDER BY random() LIMIT 1").fetchone()
        ids = {r[0] for r in con.execute("SELECT id FROM sources")}
    finally:
        con.close()
    if not row:
        return None, ids
    words = [w for w in "".join(ch if ch.isalnum() else " " for ch in row[0]).split() if len(w) > 5 and w.isalpha()]
    if not words:
        return None, ids
    rng.shuffle(words)
    return " ".join(words[:3]), ids


def check_search(binary, db, rng):
    """`recall search` answers after a kill; returns a list of problems."""
    if not os.path.exists(db):
        return []
    query, ids = probe_words(db, rng)
    proc = subprocess.run(
        [binary, "search", "--db", db, "--format", "ids", "-n", "20", "--no-understanding", query or "meeting notes"],
        capture_output=True, text=True, timeout=120)
    problems = []
    if "locked" in proc.stderr.lower():
        problems.append("search: 'database is locked' reached the user")
    if proc.returncode not in (0, 1, 66) or (proc.returncode == 66 and ids):
        problems.append(f"search exit {proc.returncode}: {proc.stderr.strip()[:200]}")
    returned = [line for line in proc.stdout.splitlines() if line]
    ghosts = [i for i in returned if i not in ids]
    if ghosts:
        problems.append(f"search returned {len(ghosts)} ids not in the database")
    if query and proc.returncode != 0:
        problems.append(f"search for words of a stored chunk found nothing (exit {proc.returncode})")
    return problems


def check_doctor(binary, db):
    if not os.path.exists(db):
        return []
    proc = subprocess.run([binary, "doctor", "--db", db], capture_output=True, text=True, timeout=300)
    if proc.returncode == 64 and "doctor" in proc.stderr:  # a build without `recall doctor`
        return []
    if proc.returncode not in (0, 1):
        return [f"doctor exit {proc.returncode}: {(proc.stdout + proc.stderr).strip()[:300]}"]
    return []


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", help="a built recall (default: build release)")
    parser.add_argument("--kills", type=int, default=50, help="SIGKILLs in total (default 50)")
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin) if args.bin else build()
    paths = inputs()
    rng = random.Random(args.seed)
    scratch = tempfile.mkdtemp(prefix="recall-crash-")
    failures = []
    try:
        reference_db = os.path.join(scratch, "reference.sqlite")
        status, seconds, stderr = run_index(binary, reference_db, paths)
        if status not in (0, 65):
            sys.exit(f"crash: the reference import failed with {status}: {stderr[-500:]}")
        reference, counts = canonical_dump(reference_db)
        print(f"reference import: {seconds:.1f}s, exit {status}, sources/chunks/vectors/people/files = {counts}", flush=True)
        kills = rounds = landed = 0
        while kills < args.kills:
            rounds += 1
            db = os.path.join(scratch, f"round-{rounds}.sqlite")
            for attempt in range(rng.randint(2, 5)):
                if kills >= args.kills:
                    break
                # The first kill anywhere in the import; restarts skip finished files, so later
                # kills in the round come sooner to land mid-import.
                delay = rng.uniform(0.05, seconds * (1.05 if attempt == 0 else 0.4))
                was_running = kill_index(binary, db, paths, delay)
                kills += 1
                landed += was_running
                problems = check_database(db) + check_search(binary, db, rng) + check_doctor(binary, db)
                verdict = "ok" if not problems else "FAIL " + "; ".join(problems)
                print(f"kill {kills:3d} (round {rounds}) at {delay:5.2f}s{'' if was_running else ' (already done)'}: {verdict}", flush=True)
                if problems:
                    failures.append((kills, problems))
            status, _, stderr = run_index(binary, db, paths)
            dump, round_counts = canonical_dump(db)
            same = dump == reference
            print(f"round {rounds}: completing import exit {status}, content {'identical' if same else 'DIFFERENT'} {round_counts}", flush=True)
            if not same:
                tables = ["sources", "chunks", "vectors", "people", "files"]
                differing = [t for t, a, b in zip(tables, dump.split()[1].split(","), reference.split()[1].split(",")) if a != b]
                print(f"    differing tables: {differing}", flush=True)
            if not same or status not in (0, 65):
                failures.append((f"round {rounds}", [f"exit {status}, counts {round_counts} vs {counts}"]))
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(db + suffix):
                    os.remove(db + suffix)
        print(f"\n{kills} SIGKILLs ({landed} mid-import) over {rounds} rounds; {len(failures)} failures", flush=True)
        for where, problems in failures:
            print(f"  {where}: {'; '.join(problems)}")
        return 1 if failures else 0
    finally:
        if args.keep:
            print(f"scratch kept at {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
