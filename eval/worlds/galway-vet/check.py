#!/usr/bin/env python3
"""Validate galway-vet: every answer key in questions.jsonl exists in data/. Prints counts.
Run with a Python that has the PyPI packages icalendar and recurring-ical-events: python3 check.py"""
import json, os, sys, glob, datetime as dt
from collections import Counter
import icalendar, recurring_ical_events

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
keys = set()
n_vevents = n_occ = 0

for path in glob.glob(os.path.join(DATA, "**", "*.ics"), recursive=True):
    cal = icalendar.Calendar.from_ical(open(path, "rb").read())
    overridden = {}
    series = set()
    for ev in cal.walk("VEVENT"):
        n_vevents += 1
        u = str(ev["UID"])
        if ev.get("RRULE"):
            series.add(u)
        elif ev.get("RECURRENCE-ID") is None:
            keys.add(f"event:{u}")
    # expand everything in a window covering the data
    start, end = dt.datetime(2025, 10, 1), dt.datetime(2026, 12, 31)
    for occ in recurring_ical_events.of(cal).between(start, end):
        u = str(occ["UID"])
        if u not in series:
            continue
        if occ.get("RECURRENCE-ID") is not None:
            rid = occ["RECURRENCE-ID"].dt
            s = occ["DTSTART"].dt
            if (rid.date() if isinstance(rid, dt.datetime) else rid) != (s.date() if isinstance(s, dt.datetime) else s):
                n_occ += 1
                continue  # moved to another day: not citable
        s = occ["DTSTART"].dt
        d = s.date() if isinstance(s, dt.datetime) else s
        keys.add(f"event:{u}@{d.isoformat()}")
        n_occ += 1

n_cards = 0
for path in glob.glob(os.path.join(DATA, "**", "*.vcf"), recursive=True):
    for line in open(path, encoding="utf-8").read().splitlines():
        if line.startswith("BEGIN:VCARD"):
            n_cards += 1
        if line.startswith("FN:"):
            keys.add("person:" + line[3:].strip())
fn_count = sum(1 for k in keys if k.startswith("person:"))
assert fn_count == n_cards, (fn_count, n_cards)

n_notes = 0
for path in glob.glob(os.path.join(DATA, "**", "*"), recursive=True):
    if path.endswith((".txt", ".md")):
        n_notes += 1
        keys.add("note:" + os.path.relpath(path, DATA))

n_tp = 0
for path in glob.glob(os.path.join(DATA, "**", "*.jsonl"), recursive=True):
    for line in open(path, encoding="utf-8"):
        if line.strip():
            o = json.loads(line)
            keys.add("touchpoint:" + o["id"])
            n_tp += 1

bad = []
cats = Counter()
ids = set()
for line in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"):
    if not line.strip():
        continue
    q = json.loads(line)
    assert set(q) == {"id", "category", "question", "now", "relevant"}, q
    assert q["id"] not in ids, q["id"]
    ids.add(q["id"])
    cats[q["category"]] += 1
    if q["category"] == "no_answer":
        assert q["relevant"] == {}, q["id"]
    else:
        assert q["relevant"], q["id"]
        assert 2 in q["relevant"].values(), q["id"]
    for k, g in q["relevant"].items():
        assert g in (1, 2), (q["id"], k)
        if k not in keys:
            bad.append((q["id"], k))

size = sum(os.path.getsize(p) for p in glob.glob(os.path.join(DATA, "**", "*"), recursive=True) if os.path.isfile(p))
print(f"VEVENTs: {n_vevents}  series occurrences (Oct 2025 - Dec 2026 window): {n_occ}")
print(f"cards: {n_cards}  notes: {n_notes}  touchpoints: {n_tp}  data bytes: {size}")
print("questions:", sum(cats.values()), dict(sorted(cats.items())))
if bad:
    print("MISSING KEYS:")
    for b in bad:
        print("  ", b)
    sys.exit(1)
print("all keys OK")
