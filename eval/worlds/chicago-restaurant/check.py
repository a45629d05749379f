#!/usr/bin/env python3
"""Validator for the chicago-restaurant world.

Checks that every answer key in questions.jsonl exists in data/, that the question file is well formed,
and prints counts. Run with the shared venv:
    python3 check.py
"""
import collections
import datetime as dt
import json
import os
import re
import sys

import icalendar
import recurring_ical_events

ROOT = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(ROOT, "data")
CATS = {"person_month", "person_only", "last_contact", "action_items", "location", "relative_time",
        "fact_lookup", "nickname_misspelling", "topical_paraphrase", "no_answer"}
errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ calendars
single_uids = set()
series_uids = set()
occurrences = set()          # (uid, local date iso)
n_vevents = 0
n_occ = 0
per_cal = {}
for fn in sorted(os.listdir(DATA)):
    if not fn.endswith(".ics"):
        continue
    with open(os.path.join(DATA, fn), "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    vevents = [c for c in cal.walk("VEVENT")]
    n_vevents += len(vevents)
    masters = [c for c in vevents if c.get("RECURRENCE-ID") is None]
    uids_here = collections.Counter(str(c.get("UID")) for c in masters)
    for uid, n in uids_here.items():
        if n > 1:
            err(f"{fn}: UID {uid} used by {n} master VEVENTs")
    for c in vevents:
        if c.get("UID") is None:
            err(f"{fn}: VEVENT without UID")
    for c in masters:
        uid = str(c.get("UID"))
        (series_uids if c.get("RRULE") is not None else single_uids).add(uid)
    # overrides must stay on their original day (keys name the original day)
    for c in vevents:
        rid = c.get("RECURRENCE-ID")
        if rid is not None:
            if rid.dt.date() != c.get("DTSTART").dt.date():
                err(f"{fn}: override of {c.get('UID')} moved to another day")
    occ = recurring_ical_events.of(cal).between(dt.datetime(2024, 1, 1), dt.datetime(2028, 1, 1))
    per_cal[fn] = (len(masters), len(occ))
    for o in occ:
        uid = str(o.get("UID"))
        if uid in series_uids:
            d = o.get("DTSTART").dt
            occurrences.add((uid, (d.date() if isinstance(d, dt.datetime) else d).isoformat()))
    n_occ += len(occ)

# ------------------------------------------------------------------ contacts
card_names = set()
n_cards = 0
with open(os.path.join(DATA, "contacts.vcf"), encoding="utf-8") as f:
    vcf = f.read()
for block in re.findall(r"BEGIN:VCARD\r?\n(.*?)END:VCARD", vcf, re.S):
    n_cards += 1
    fns = re.findall(r"^FN(?:;[^:]*)?:(.*?)\r?$", block, re.M)
    if len(fns) != 1:
        err(f"card without exactly one FN: {block[:60]!r}")
    else:
        card_names.add(fns[0].strip())
    if "VERSION:2.1" not in block:
        err(f"card not vCard 2.1: {fns}")

# ------------------------------------------------------------------ CRM
people_ids, people_names = set(), set()
with open(os.path.join(DATA, "crm", "people.jsonl"), encoding="utf-8") as f:
    for line in f:
        p = json.loads(line)
        people_ids.add(p["id"])
        people_names.add(p["name"])
tp_ids = set()
n_tp = 0
with open(os.path.join(DATA, "crm", "touchpoints.jsonl"), encoding="utf-8") as f:
    for line in f:
        t = json.loads(line)
        n_tp += 1
        if t["id"] in tp_ids:
            err(f"duplicate touchpoint id {t['id']}")
        tp_ids.add(t["id"])
        if t["person"] not in people_ids:
            err(f"touchpoint {t['id']} names unknown person {t['person']}")
        for k in ("person_name", "interaction_type", "occurred_at", "raw_note"):
            if k not in t:
                err(f"touchpoint {t['id']} missing {k}")
        if t["occurred_at"] > "2026-09-23":
            err(f"touchpoint {t['id']} after now")

# ------------------------------------------------------------------ notes
note_paths = set()
for dirpath, _, files in os.walk(DATA):
    for fn in files:
        if fn.endswith((".md", ".txt")):
            rel = os.path.relpath(os.path.join(dirpath, fn), DATA)
            note_paths.add(rel)

# ------------------------------------------------------------------ questions
cat_counts = collections.Counter()
qids = set()
with open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8") as f:
    for ln, line in enumerate(f, 1):
        qq = json.loads(line)
        for k in ("id", "category", "question", "now", "relevant"):
            if k not in qq:
                err(f"question line {ln} missing {k}")
        if qq["id"] in qids:
            err(f"duplicate question id {qq['id']}")
        qids.add(qq["id"])
        if qq["category"] not in CATS:
            err(f"{qq['id']}: unknown category {qq['category']}")
        if not qq["id"].startswith(qq["category"] + "-"):
            err(f"{qq['id']}: id does not match category")
        if qq["now"] != "2026-09-22":
            err(f"{qq['id']}: now is {qq['now']}")
        cat_counts[qq["category"]] += 1
        if qq["category"] == "no_answer" and qq["relevant"]:
            err(f"{qq['id']}: no_answer with relevant docs")
        if qq["category"] != "no_answer" and not qq["relevant"]:
            err(f"{qq['id']}: empty relevant")
        for key, grade in qq["relevant"].items():
            if grade not in (1, 2):
                err(f"{qq['id']}: bad grade {grade} for {key}")
            kind, _, val = key.partition(":")
            if kind == "event":
                if "@" in val:
                    uid, d = val.split("@", 1)
                    if uid not in series_uids:
                        err(f"{qq['id']}: {key} - not a recurring series")
                    elif (uid, d) not in occurrences:
                        err(f"{qq['id']}: {key} - no occurrence on that date")
                elif val not in single_uids:
                    err(f"{qq['id']}: {key} - no such non-recurring event"
                        + (" (it is a series; cite an occurrence)" if val in series_uids else ""))
            elif kind == "note":
                path = val.split("#", 1)[0]
                if path not in note_paths:
                    err(f"{qq['id']}: {key} - no such note")
            elif kind == "touchpoint":
                if val not in tp_ids:
                    err(f"{qq['id']}: {key} - no such touchpoint")
            elif kind == "person":
                if val not in card_names and val not in people_names:
                    err(f"{qq['id']}: {key} - no such person")
            else:
                err(f"{qq['id']}: unknown key kind {key}")

# ------------------------------------------------------------------ report
print("calendars:")
for fn, (m, o) in per_cal.items():
    print(f"  {fn}: {m} events, {o} occurrences (2024-2027 window)")
print(f"VEVENT components: {n_vevents} (non-recurring {len(single_uids)}, series {len(series_uids)})")
print(f"occurrences total: {n_occ}")
print(f"contact cards: {n_cards}; CRM people: {len(people_ids)}")
print(f"notes: {len(note_paths)}")
print(f"touchpoints: {n_tp}")
print(f"questions: {sum(cat_counts.values())}")
for c in sorted(cat_counts):
    print(f"  {c}: {cat_counts[c]}")
if errors:
    print(f"\nFAILED - {len(errors)} problem(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK - every answer key resolves")
