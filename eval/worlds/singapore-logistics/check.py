#!/usr/bin/env python3
"""Validator for the singapore-logistics world.

Checks that every answer key in questions.jsonl exists in data/ and prints counts.
Run with the shared venv:  ../.venv-worlds/bin/python check.py (create it with: python3 -m venv ../.venv-worlds && ../.venv-worlds/bin/pip install icalendar recurring-ical-events)
(needs the PyPI packages icalendar and recurring-ical-events)
"""
import collections
import datetime as dt
import json
import pathlib
import re
import sys

import icalendar
import recurring_ical_events

HERE = pathlib.Path(__file__).resolve().parent
DATA = HERE / "data"
NOW = dt.date(2026, 10, 16)
WINDOW = (dt.date(2025, 1, 1), dt.date(2027, 12, 31))

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- calendars
single_uids = set()
series_uids = set()
occ_dates = collections.defaultdict(set)
n_vevents = 0
n_overrides = 0
n_occ_total = 0
n_occ_to_now = 0
uid_seen = collections.Counter()
for ics in sorted(DATA.rglob("*.ics")):
    cal = icalendar.Calendar.from_ical(ics.read_bytes())
    for ev in cal.walk("VEVENT"):
        n_vevents += 1
        uid = str(ev["UID"])
        if ev.get("RECURRENCE-ID") is not None:
            n_overrides += 1
            continue
        uid_seen[uid] += 1
        if ev.get("RRULE") is not None:
            series_uids.add(uid)
        else:
            single_uids.add(uid)
    for occ in recurring_ical_events.of(cal).between(*WINDOW):
        uid = str(occ["UID"])
        if uid not in series_uids:
            continue
        start = occ["DTSTART"].dt
        d = start.date() if isinstance(start, dt.datetime) else start
        rid = occ.get("RECURRENCE-ID")
        if rid is not None:
            r = rid.dt
            rd = r.date() if isinstance(r, dt.datetime) else r
            if rd != d:  # moved to another day: not citable by its new date
                continue
        occ_dates[uid].add(d)
        n_occ_total += 1
        if d <= NOW:
            n_occ_to_now += 1
for uid, c in uid_seen.items():
    if c > 1:
        err(f"duplicate UID (master) {uid}")

# ---------------------------------------------------------------- contacts
fns = set()
n_cards = 0
for vcf in sorted(DATA.rglob("*.vcf")):
    raw = vcf.read_text(encoding="utf-8").replace("\r\n ", "").replace("\n ", "")
    card_has_fn = False
    for line in raw.splitlines():
        if line == "BEGIN:VCARD":
            n_cards += 1
            card_has_fn = False
        elif line.startswith("FN:") or line.startswith("FN;"):
            fns.add(line.split(":", 1)[1].replace("\\,", ","))
            card_has_fn = True
        elif line == "END:VCARD" and not card_has_fn:
            err(f"card without FN in {vcf.name}")

# ---------------------------------------------------------------- notes
notes = set()
for p in DATA.rglob("*"):
    if p.is_file() and p.suffix in (".md", ".txt"):
        notes.add(str(p.relative_to(DATA)))

# ---------------------------------------------------------------- touchpoints
tps = set()
n_tp = 0
for jl in sorted(DATA.rglob("*.jsonl")):
    for i, line in enumerate(jl.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        o = json.loads(line)
        for f in ("id", "person", "person_name", "interaction_type", "occurred_at", "raw_note"):
            if f not in o:
                err(f"{jl.name}:{i} missing {f}")
        dt.datetime.fromisoformat(o["occurred_at"])
        if o["id"] in tps:
            err(f"duplicate touchpoint id {o['id']}")
        tps.add(o["id"])
        n_tp += 1

# ---------------------------------------------------------------- questions
cats = collections.Counter()
qids = set()
n_keys = 0
for i, line in enumerate((HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines(), 1):
    q = json.loads(line)
    for f in ("id", "category", "question", "now", "relevant"):
        if f not in q:
            err(f"question line {i} missing {f}")
    if q["id"] in qids:
        err(f"duplicate question id {q['id']}")
    qids.add(q["id"])
    cats[q["category"]] += 1
    if q["now"] != NOW.isoformat():
        err(f"{q['id']}: now is {q['now']}")
    if q["category"] == "no_answer" and q["relevant"]:
        err(f"{q['id']}: no_answer with keys")
    if q["category"] != "no_answer" and not any(g == 2 for g in q["relevant"].values()):
        err(f"{q['id']}: no grade-2 key")
    for k, g in q["relevant"].items():
        n_keys += 1
        if g not in (1, 2):
            err(f"{q['id']}: bad grade {g} for {k}")
        kind, _, val = k.partition(":")
        if kind == "event":
            m = re.fullmatch(r"(.+)@(\d{4}-\d{2}-\d{2})", val)
            if m:
                uid, d = m.group(1), m.group(2)
                if uid not in series_uids:
                    err(f"{q['id']}: {uid[:30]}... is not a recurring series")
                elif dt.date.fromisoformat(d) not in occ_dates[uid]:
                    err(f"{q['id']}: no occurrence of {uid[:30]}... on {d}")
            elif val not in single_uids:
                err(f"{q['id']}: no single event {val[:40]}" + (" (it is a series: cite a date)" if val in series_uids else ""))
        elif kind == "note":
            if val not in notes:
                err(f"{q['id']}: no note {val}")
        elif kind == "touchpoint":
            if val not in tps:
                err(f"{q['id']}: no touchpoint {val}")
        elif kind == "person":
            if val not in fns:
                err(f"{q['id']}: no card with FN {val}")
        else:
            err(f"{q['id']}: unknown key kind {k}")

print(f"VEVENTs: {n_vevents} ({len(single_uids)} single, {len(series_uids)} recurring series, {n_overrides} RECURRENCE-ID overrides)")
print(f"occurrences of series: {n_occ_to_now} up to {NOW} ({n_occ_total} in {WINDOW[0]}..{WINDOW[1]})")
print(f"cards: {n_cards}")
print(f"notes: {len(notes)}")
print(f"touchpoints: {n_tp}")
print(f"questions: {sum(cats.values())} ({n_keys} keys)")
for c, n in sorted(cats.items()):
    print(f"  {c}: {n}")
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: every key exists")
