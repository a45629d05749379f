#!/usr/bin/env python3
"""Size limits: hostile inputs far beyond normal, generated on the fly (never stored in the repo).

Each case is written to a scratch folder and indexed by the release binary; the table shows the
exit status, wall time, peak RSS and the diagnostics (which must name the limit that was enforced).

    python3 tools/fuzz/limits.py                      # all cases, .build/release/recall
    python3 tools/fuzz/limits.py --bin PATH --only rrule-count
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CRLF = "\r\n"


def ics_header():
    return "BEGIN:VCALENDAR" + CRLF + "VERSION:2.0" + CRLF + "PRODID:-//limits//EN" + CRLF


def big_ics(path, megabytes=200):
    """Many ordinary events until the file reaches `megabytes`."""
    target = megabytes << 20
    with open(path, "w", newline="") as f:
        f.write(ics_header())
        n = 0
        while f.tell() < target:
            lines = [
                "BEGIN:VEVENT", f"UID:ev-{n}@limits", f"DTSTART:2026{(n % 12) + 1:02d}{(n % 28) + 1:02d}T090000Z",
                "DTEND:20260101T100000Z", f"SUMMARY:Planning session {n} for the quarterly budget and roadmap",
                "DESCRIPTION:" + ("Agenda: budget\\, hiring\\, vendor review. " * 6), "END:VEVENT",
            ]
            f.write(CRLF.join(lines) + CRLF)
            n += 1
        f.write("END:VCALENDAR" + CRLF)


def one_line_note(path, megabytes=50):
    words = ["budget", "vendor", "orchard", "roadmap", "hiring", "offsite", "contract", "risk"]
    chunk = " ".join(words[i % len(words)] + str(i % 97) for i in range(10000)) + " "
    with open(path, "w") as f:
        while f.tell() < megabytes << 20:
            f.write(chunk)
        f.write("\n")


def many_attendees(path, count=100_000):
    with open(path, "w", newline="") as f:
        f.write(ics_header() + "BEGIN:VEVENT" + CRLF + "UID:crowd@limits" + CRLF + "DTSTART:20260814T090000Z" + CRLF)
        f.write("SUMMARY:All hands" + CRLF)
        for i in range(count):
            f.write(f"ATTENDEE;CN=Person {i}:mailto:person{i}@example.com" + CRLF)
        f.write("END:VEVENT" + CRLF + "END:VCALENDAR" + CRLF)


def rrule_count(path):
    with open(path, "w", newline="") as f:
        f.write(ics_header())
        rules = [
            "FREQ=SECONDLY;COUNT=1000000000", "FREQ=MINUTELY;COUNT=1000000000", "FREQ=DAILY;COUNT=1000000000",
            "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=1000000000",  # never occurs
            "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MONTHLY;BYDAY=-1FR;BYSETPOS=-1;COUNT=1000000000",
        ]
        for i, rule in enumerate(rules * 10):
            f.write(CRLF.join(["BEGIN:VEVENT", f"UID:r{i}@limits", "DTSTART:19700101T000000Z", f"RRULE:{rule}",
                               "SUMMARY:Recurring", "END:VEVENT"]) + CRLF)
        f.write("END:VCALENDAR" + CRLF)


def rrule_lines(path, count=1001):
    """One event with `count` RRULE lines (each a year of daily occurrences or more)."""
    with open(path, "w", newline="") as f:
        f.write(ics_header() + "BEGIN:VEVENT" + CRLF + "UID:many-rules@limits" + CRLF + "DTSTART:19700101T000000Z" + CRLF)
        for i in range(count):
            f.write(f"RRULE:FREQ=MINUTELY;INTERVAL={i + 1}" + CRLF)
        f.write("SUMMARY:Many rules" + CRLF + "END:VEVENT" + CRLF + "END:VCALENDAR" + CRLF)


def never_matching(path, count=10_000):
    """`count` series whose rule never produces an occurrence (30 February), each examined to its bound."""
    with open(path, "w", newline="") as f:
        f.write(ics_header())
        for i in range(count):
            f.write(CRLF.join(["BEGIN:VEVENT", f"UID:never{i}@limits", "DTSTART:19700101T000000Z",
                               "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "SUMMARY:Never", "END:VEVENT"]) + CRLF)
        f.write("END:VCALENDAR" + CRLF)


def deep_yaml(path, depth=100_000):
    with open(path, "w") as f:
        f.write("---\ntitle: " + "[" * depth + "\n---\nbody text of the deep note\n")


def long_folded_vcard(path, megabytes=20):
    with open(path, "w", newline="") as f:
        f.write("BEGIN:VCARD" + CRLF + "VERSION:3.0" + CRLF + "FN:Long Note" + CRLF + "NOTE:start")
        line = CRLF + " " + "x" * 70
        for _ in range((megabytes << 20) // 73):
            f.write(line)
        f.write(CRLF + "END:VCARD" + CRLF)


def many_cards(path, count=200_000):
    with open(path, "w", newline="") as f:
        for i in range(count):
            f.write(f"BEGIN:VCARD{CRLF}VERSION:3.0{CRLF}FN:Person {i}{CRLF}EMAIL:p{i}@example.com{CRLF}END:VCARD{CRLF}")


CASES = {
    "ics-200mb": ("calendar.ics", big_ics),
    "note-50mb-one-line": ("note.md", one_line_note),
    "attendees-100k": ("crowd.ics", many_attendees),
    "rrule-count": ("rrule.ics", rrule_count),
    "rrule-1001-lines": ("rules.ics", rrule_lines),
    "never-matching-10k": ("never.ics", never_matching),
    "yaml-depth-100k": ("deep.md", deep_yaml),
    "vcard-20mb-folded": ("long.vcf", long_folded_vcard),
    "vcard-200k-cards": ("many.vcf", many_cards),
}


def run(binary, db, path):
    start = time.monotonic()
    proc = subprocess.Popen([binary, "index", "--db", db, "--quiet", path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = proc.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.monotonic() - start
    return os.waitstatus_to_exitcode(status), seconds, usage.ru_maxrss / 1024, stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "recall"))
    parser.add_argument("--only", action="append")
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="recall-limits-")
    try:
        print(f"{'case':22} {'input':>9} {'exit':>4} {'seconds':>8} {'peak RSS':>9}  diagnostics")
        for name, (file_name, make) in CASES.items():
            if args.only and name not in args.only:
                continue
            path = os.path.join(scratch, file_name)
            make(path)
            size = os.path.getsize(path)
            status, seconds, rss, stderr = run(args.bin, os.path.join(scratch, name + ".sqlite"), path)
            lines = [l for l in stderr.splitlines() if l.strip()]
            summary = " | ".join(dict.fromkeys(l.replace(scratch + "/", "")[:110] for l in lines[:2] + lines[-1:]))
            print(f"{name:22} {size / 2**20:7.1f}MB {status:>4} {seconds:8.1f} {rss:7.0f}MB  {summary}", flush=True)
            os.remove(path)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
