#!/usr/bin/env python3
"""Validate questions.jsonl against the exports in data/ and print counts.

Run with the shared venv:  python3 check.py
Checks:
  * every key in every question's `relevant` exists in data/
    - event:<UID>            -> a non-recurring VEVENT with that UID
    - event:<UID>@YYYY-MM-DD -> an occurrence of a recurring series on that local start date
                                (RRULE expanded with recurring-ical-events; occurrences moved to
                                another day by a RECURRENCE-ID override are not citable)
    - note:<path>            -> a file under data/ (Keep .json, Bear .md)
    - touchpoint:<id>        -> an id in data/crm.jsonl
    - person:<FN>            -> a vCard FN in data/Kontakte.vcf
  * 150 questions, the category mix of the brief, unique ids, one "now".
"""
import collections
import datetime as dt
import glob
import json
import os
import sys

import icalendar
import recurring_ical_events
import vobject

ROOT = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(ROOT, "data")
NOW = "2026-10-29"
SPAN = (dt.date(2025, 7, 1), dt.date(2026, 10, 29))
EXPAND = (dt.date(2024, 1, 1), dt.date(2028, 1, 1))

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- calendar
def local_date(v):
    if isinstance(v, dt.datetime):
        return v.date()
    return v


single_uids, series_uids = set(), set()
n_vevents = n_overrides = n_cancelled = 0
overrides = collections.defaultdict(dict)  # uid -> {recid_date: new_start_date}
cals = []
for path in sorted(glob.glob(os.path.join(DATA, "**", "*.ics"), recursive=True)):
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    cals.append(cal)
    for ve in cal.walk("VEVENT"):
        n_vevents += 1
        uid = str(ve["UID"])
        if str(ve.get("STATUS", "")).upper() == "CANCELLED":
            n_cancelled += 1
        if "RECURRENCE-ID" in ve:
            n_overrides += 1
            overrides[uid][local_date(ve["RECURRENCE-ID"].dt)] = local_date(ve["DTSTART"].dt)
        elif "RRULE" in ve:
            if uid in series_uids or uid in single_uids:
                err(f"duplicate UID {uid}")
            series_uids.add(uid)
        else:
            if uid in single_uids or uid in series_uids:
                err(f"duplicate UID {uid}")
            single_uids.add(uid)

occ_dates = collections.defaultdict(set)  # uid -> citable local start dates
n_occ_span = n_occ_all = 0
for cal in cals:
    for o in recurring_ical_events.of(cal).between(EXPAND[0], EXPAND[1]):
        uid = str(o["UID"])
        d = local_date(o["DTSTART"].dt)
        if SPAN[0] <= d <= SPAN[1]:
            n_occ_span += 1
        if d <= dt.date(2026, 12, 31) and d >= SPAN[0]:
            n_occ_all += 1
        if uid not in series_uids:
            continue
        moved = {r for r, n in overrides.get(uid, {}).items() if r != n}
        moved_to = {n for r, n in overrides.get(uid, {}).items() if r != n}
        if d in moved_to:
            continue
        occ_dates[uid].add(d)
        for r in moved:
            occ_dates[uid].discard(r)

# ---------------------------------------------------------------- contacts
fns = []
for path in sorted(glob.glob(os.path.join(DATA, "**", "*.vcf"), recursive=True)):
    with open(path, encoding="utf-8") as f:
        for card in vobject.readComponents(f.read()):
            if not hasattr(card, "fn"):
                err(f"card without FN in {path}")
                continue
            fns.append(card.fn.value)
fn_set = set(fns)
if len(fn_set) != len(fns):
    err("duplicate FN in contacts")

# ---------------------------------------------------------------- notes
keep_json = sorted(glob.glob(os.path.join(DATA, "Takeout", "Keep", "*.json")))
keep_html = sorted(glob.glob(os.path.join(DATA, "Takeout", "Keep", "*.html")))
bear_md = sorted(glob.glob(os.path.join(DATA, "bear", "*.md")))
for p in keep_json:
    with open(p, encoding="utf-8") as f:
        j = json.load(f)
    for k in ("title", "createdTimestampUsec", "userEditedTimestampUsec", "isTrashed", "isArchived"):
        if k not in j:
            err(f"{p}: missing {k}")
    if "textContent" not in j and "listContent" not in j:
        err(f"{p}: no content")
    if not os.path.exists(p[:-5] + ".html"):
        err(f"{p}: no .html twin")

# ---------------------------------------------------------------- touchpoints
tp_ids = set()
n_tp = 0
for path in sorted(glob.glob(os.path.join(DATA, "**", "*.jsonl"), recursive=True)):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            r = json.loads(line)
            n_tp += 1
            for k in ("id", "person", "person_name", "interaction_type", "occurred_at", "raw_note"):
                if k not in r:
                    err(f"touchpoint without {k}: {line[:80]}")
            if r["id"] in tp_ids:
                err(f"duplicate touchpoint id {r['id']}")
            tp_ids.add(r["id"])

# ---------------------------------------------------------------- questions
def check_key(qid, key):
    kind, _, rest = key.partition(":")
    if kind == "event":
        if "@" in rest:
            uid, _, d = rest.rpartition("@")
            if uid not in series_uids:
                return f"{key}: not a recurring series"
            try:
                dd = dt.date.fromisoformat(d)
            except ValueError:
                return f"{key}: bad date"
            if dd not in occ_dates[uid]:
                return f"{key}: no citable occurrence on {d}"
            return None
        if rest in series_uids:
            return f"{key}: recurring series cited without @date"
        return None if rest in single_uids else f"{key}: unknown UID"
    if kind == "note":
        path = rest.split("#", 1)[0] if rest.endswith(".enex") or ".enex#" in rest else rest
        return None if os.path.isfile(os.path.join(DATA, path)) else f"{key}: no such file"
    if kind == "touchpoint":
        return None if rest in tp_ids else f"{key}: unknown touchpoint"
    if kind == "person":
        return None if rest in fn_set else f"{key}: no card with that FN"
    return f"{key}: unknown key kind"


qs = []
with open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        if line.strip():
            qs.append(json.loads(line))
ids = [q["id"] for q in qs]
if len(set(ids)) != len(ids):
    err("duplicate question ids")
cats = collections.Counter(q["category"] for q in qs)
expected = ["person_month", "person_only", "last_contact", "action_items", "location", "relative_time",
            "fact_lookup", "nickname_misspelling", "topical_paraphrase"]
for c in expected:
    if cats[c] not in (15, 18):
        err(f"category {c} has {cats[c]} questions")
if sum(1 for c in expected if cats[c] == 18) > 1:
    err("more than one category with 18")
if cats["no_answer"] != 12:
    err(f"no_answer has {cats['no_answer']}")
if set(cats) - set(expected) - {"no_answer"}:
    err(f"unknown categories {set(cats) - set(expected)}")
if len(qs) != 150:
    err(f"{len(qs)} questions, expected 150")
n_keys = 0
for q in qs:
    if q.get("now") != NOW:
        err(f"{q['id']}: now={q.get('now')}")
    if not q["id"].startswith(q["category"] + "-"):
        err(f"{q['id']}: id does not match category")
    if q["category"] == "no_answer" and q["relevant"]:
        err(f"{q['id']}: no_answer with keys")
    if q["category"] != "no_answer" and not any(g == 2 for g in q["relevant"].values()):
        err(f"{q['id']}: no grade-2 key")
    for k, g in q["relevant"].items():
        n_keys += 1
        if g not in (1, 2):
            err(f"{q['id']}: grade {g}")
        e = check_key(q["id"], k)
        if e:
            err(f"{q['id']}: {e}")

# ---------------------------------------------------------------- report
print(f"calendar: {n_vevents} VEVENTs ({len(single_uids)} single, {len(series_uids)} recurring series, "
      f"{n_overrides} RECURRENCE-ID overrides, {n_cancelled} cancelled)")
print(f"          {n_occ_span} occurrences/instances between {SPAN[0]} and {SPAN[1]} "
      f"({n_occ_all} through 2026-12-31)")
print(f"contacts: {len(fns)} cards")
print(f"notes:    {len(keep_json) + len(bear_md)} ({len(keep_json)} Google Keep notes [+{len(keep_html)} .html twins], "
      f"{len(bear_md)} Bear markdown)")
print(f"crm:      {n_tp} touchpoints")
print(f"questions: {len(qs)} with {n_keys} keys: " + ", ".join(f"{c}={cats[c]}" for c in expected + ['no_answer']))
if errors:
    print(f"\nFAILED: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK: every answer key exists in data/")
