#!/usr/bin/env python3
"""Validator for the lisbon-architect world.

Checks that every key in questions.jsonl resolves to something in data/, that the
exports parse, and prints counts. Run with the shared venv:

    python3 check.py
"""
import collections
import datetime as dt
import glob
import json
import os
import re
import sys

import icalendar
import recurring_ical_events
import vobject

ROOT = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(ROOT, "data")
NOW = dt.date(2026, 11, 5)
errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- calendar
cal_files = sorted(glob.glob(os.path.join(DATA, "calendar", "*.ics")))
single_uids = set()
series_uids = set()
occurrences = collections.defaultdict(set)   # uid -> set of local start dates
moved_days = collections.defaultdict(set)    # uid -> original dates whose occurrence moved to another day
n_vevents = 0
n_occ_span = 0
n_recid = 0
n_cancelled = 0
for path in cal_files:
    with open(path, "rb") as fh:
        cal = icalendar.Calendar.from_ical(fh.read())
    if not cal.get("X-WR-TIMEZONE"):
        err(f"{path}: no X-WR-TIMEZONE")
    uids_seen = collections.Counter()
    for comp in cal.walk("VEVENT"):
        n_vevents += 1
        uid = str(comp.get("UID") or "")
        if not uid:
            err(f"{path}: VEVENT without UID ({comp.get('SUMMARY')})")
            continue
        if str(comp.get("STATUS", "")) == "CANCELLED":
            n_cancelled += 1
        if comp.get("RECURRENCE-ID") is not None:
            n_recid += 1
            rid = comp.decoded("RECURRENCE-ID")
            st = comp.decoded("DTSTART")
            rd = rid.date() if isinstance(rid, dt.datetime) else rid
            sd = st.date() if isinstance(st, dt.datetime) else st
            if rd != sd:
                moved_days[uid].add(rd.isoformat())
            continue
        uids_seen[uid] += 1
        if comp.get("RRULE") is not None:
            series_uids.add(uid)
        else:
            single_uids.add(uid)
    for uid, c in uids_seen.items():
        if c > 1:
            err(f"{path}: UID used by {c} master VEVENTs: {uid}")
    for occ in recurring_ical_events.of(cal).between(dt.date(2020, 1, 1), dt.date(2028, 1, 1)):
        uid = str(occ.get("UID"))
        if uid not in series_uids:
            continue
        st = occ.decoded("DTSTART")
        d = st.date() if isinstance(st, dt.datetime) else st
        occurrences[uid].add(d.isoformat())
    for occ in recurring_ical_events.of(cal).between(dt.date(2025, 7, 1), NOW + dt.timedelta(days=1)):
        n_occ_span += 1

# ---------------------------------------------------------------- contacts
card_fns = set()
n_cards = 0
for path in sorted(glob.glob(os.path.join(DATA, "*.vcf"))):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    for card in vobject.readComponents(text):
        n_cards += 1
        if not hasattr(card, "fn") or not card.fn.value.strip():
            err(f"{path}: card without FN")
            continue
        if not hasattr(card, "uid"):
            err(f"{path}: card without UID: {card.fn.value}")
        card_fns.add(card.fn.value.strip())

# ---------------------------------------------------------------- notes
note_paths = set()
for path in glob.glob(os.path.join(DATA, "**", "*"), recursive=True):
    if os.path.isfile(path) and path.endswith((".md", ".txt")):
        note_paths.add(os.path.relpath(path, DATA))
daily = [p for p in note_paths if re.match(r"vault/Daily/\d{4}-\d{2}-\d{2}\.md$", p)]

# ---------------------------------------------------------------- CRM
people_ids, people_names = set(), set()
pfile = os.path.join(DATA, "crm", "people.jsonl")
if os.path.exists(pfile):
    with open(pfile, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            rec = json.loads(line)
            for k in ("id", "name"):
                if not rec.get(k):
                    err(f"people.jsonl:{i}: missing {k}")
            people_ids.add(rec["id"])
            people_names.add(rec["name"])
tp_ids = set()
tp_kinds = collections.Counter()
with open(os.path.join(DATA, "crm", "touchpoints.jsonl"), encoding="utf-8") as fh:
    for i, line in enumerate(fh, 1):
        rec = json.loads(line)
        for k in ("id", "person", "person_name", "interaction_type", "occurred_at", "raw_note"):
            if k not in rec:
                err(f"touchpoints.jsonl:{i}: missing {k}")
        if rec["id"] in tp_ids:
            err(f"touchpoints.jsonl:{i}: duplicate id {rec['id']}")
        tp_ids.add(rec["id"])
        if people_ids and rec["person"] not in people_ids:
            err(f"touchpoints.jsonl:{i}: person {rec['person']} not in people.jsonl")
        dt.datetime.fromisoformat(rec["occurred_at"])
        tp_kinds[rec["interaction_type"]] += 1

# ---------------------------------------------------------------- questions
cats = collections.Counter()
qids = set()
n_keys = 0
with open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8") as fh:
    for i, line in enumerate(fh, 1):
        q = json.loads(line)
        for k in ("id", "category", "question", "now", "relevant"):
            if k not in q:
                err(f"questions.jsonl:{i}: missing {k}")
        if q["id"] in qids:
            err(f"questions.jsonl:{i}: duplicate id {q['id']}")
        qids.add(q["id"])
        if q["now"] != NOW.isoformat():
            err(f"{q['id']}: now is {q['now']}")
        cats[q["category"]] += 1
        if q["category"] == "no_answer" and q["relevant"]:
            err(f"{q['id']}: no_answer question with keys")
        if q["category"] != "no_answer" and not q["relevant"]:
            err(f"{q['id']}: empty relevant outside no_answer")
        if q["relevant"] and 2 not in q["relevant"].values():
            err(f"{q['id']}: no grade-2 key")
        for key, grade in q["relevant"].items():
            n_keys += 1
            if grade not in (1, 2):
                err(f"{q['id']}: bad grade {grade} for {key}")
            kind, _, rest = key.partition(":")
            if kind == "event":
                m = re.match(r"^(.*)@(\d{4}-\d{2}-\d{2})$", rest)
                if m:
                    uid, day = m.group(1), m.group(2)
                    if uid not in series_uids:
                        err(f"{q['id']}: {key}: not a recurring series")
                    elif day not in occurrences[uid]:
                        err(f"{q['id']}: {key}: no occurrence on {day}")
                    elif day in moved_days[uid]:
                        err(f"{q['id']}: {key}: occurrence was moved to another day")
                else:
                    if rest in series_uids:
                        err(f"{q['id']}: {key}: recurring series cited without @date")
                    elif rest not in single_uids:
                        err(f"{q['id']}: {key}: no such event")
            elif kind == "note":
                if rest not in note_paths:
                    err(f"{q['id']}: {key}: no such note")
            elif kind == "touchpoint":
                if rest not in tp_ids:
                    err(f"{q['id']}: {key}: no such touchpoint")
            elif kind == "person":
                if rest not in card_fns and rest not in people_names:
                    err(f"{q['id']}: {key}: no card FN / CRM name")
            else:
                err(f"{q['id']}: unknown key kind {key}")

# ---------------------------------------------------------------- report
size = sum(os.path.getsize(p) for p in glob.glob(os.path.join(DATA, "**", "*"), recursive=True) if os.path.isfile(p))
print(f"calendar files      {len(cal_files)}")
print(f"VEVENTs             {n_vevents}  (single {len(single_uids)}, series {len(series_uids)}, overrides {n_recid}, cancelled {n_cancelled})")
print(f"occurrences 2025-07-01..now  {n_occ_span}")
print(f"cards               {n_cards}")
print(f"notes               {len(note_paths)}  (daily {len(daily)})")
print(f"CRM people          {len(people_ids)}")
print(f"touchpoints         {len(tp_ids)}  {dict(tp_kinds)}")
print(f"data size           {size/1024:.0f} KB")
print(f"questions           {sum(cats.values())}  keys {n_keys}")
for c, n in sorted(cats.items()):
    print(f"   {c:22s} {n}")
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors[:200]:
        print("  -", e)
    sys.exit(1)
print("\nOK — all keys resolve")
