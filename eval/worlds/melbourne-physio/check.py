#!/usr/bin/env python3
"""Validate questions.jsonl against data/ for the melbourne-physio world.

Run with the shared venv:  ../.venv-worlds/bin/python check.py
(create it with: python3 -m venv ../.venv-worlds &&
 ../.venv-worlds/bin/pip install icalendar recurring-ical-events)
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from datetime import date, datetime

import icalendar
import recurring_ical_events

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
NOW = "2026-10-30"
CATS = {"person_month", "person_only", "last_contact", "action_items", "location", "relative_time",
        "fact_lookup", "nickname_misspelling", "topical_paraphrase", "no_answer"}

errors = []


def err(msg):
    errors.append(msg)


# ---------- calendar ----------
single_uids, series_uids = set(), set()
occ = set()  # (uid, local date iso)
vevents = 0
n_occ = 0
ics_files = []
for root, _, files in os.walk(DATA):
    for fn in files:
        if fn.endswith(".ics"):
            ics_files.append(os.path.join(root, fn))
for path in sorted(ics_files):
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    seen_in_file = Counter()
    for ev in cal.walk("VEVENT"):
        vevents += 1
        uid = str(ev.get("UID"))
        if ev.get("RECURRENCE-ID") is not None:
            continue
        seen_in_file[uid] += 1
        if ev.get("RRULE") is not None:
            series_uids.add(uid)
        else:
            single_uids.add(uid)
    for uid, c in seen_in_file.items():
        if c > 1:
            err(f"{os.path.basename(path)}: UID {uid} defined {c} times")
    for ev in recurring_ical_events.of(cal).between(date(2024, 1, 1), date(2028, 1, 1)):
        uid = str(ev.get("UID"))
        if uid not in series_uids:
            continue
        dt = ev.get("DTSTART").dt
        d = dt.date() if isinstance(dt, datetime) else dt
        occ.add((uid, d.isoformat()))
        n_occ += 1
both = single_uids & series_uids
if both:
    err(f"UIDs both single and series: {both}")

# ---------- contacts ----------
fns = set()
cards = 0
for root, _, files in os.walk(DATA):
    for fn in files:
        if fn.endswith(".vcf"):
            text = open(os.path.join(root, fn), encoding="utf-8").read()
            text = re.sub(r"\r?\n[ \t]", "", text)
            for block in re.findall(r"BEGIN:VCARD(.*?)END:VCARD", text, re.S):
                cards += 1
                m = re.search(r"^FN(?:;[^:]*)?:(.*)$", block, re.M)
                if not m:
                    err("card without FN")
                    continue
                fns.add(m.group(1).strip().replace("\\,", ",").replace("\\;", ";"))

# ---------- crm ----------
people_names, people_ids = set(), set()
tp_ids = set()
crm_dir = os.path.join(DATA, "crm")
pp = os.path.join(crm_dir, "people.jsonl")
if os.path.exists(pp):
    for line in open(pp, encoding="utf-8"):
        if line.strip():
            o = json.loads(line)
            people_names.add(o["name"])
            people_ids.add(o["id"])
for line in open(os.path.join(crm_dir, "touchpoints.jsonl"), encoding="utf-8"):
    if not line.strip():
        continue
    o = json.loads(line)
    for k in ("id", "person", "person_name", "interaction_type", "occurred_at", "raw_note"):
        if k not in o:
            err(f"touchpoint missing {k}: {o.get('id')}")
    if o["id"] in tp_ids:
        err(f"duplicate touchpoint id {o['id']}")
    tp_ids.add(o["id"])
    if people_ids and o["person"] not in people_ids:
        err(f"touchpoint {o['id']} person {o['person']} not in people.jsonl")
    datetime.fromisoformat(o["occurred_at"])
    if o["occurred_at"][:10] > NOW:
        err(f"touchpoint {o['id']} in the future")

# ---------- notes ----------
note_paths = set()
enex_titles = {}
n_notes = 0
for root, _, files in os.walk(os.path.join(DATA, "notes")):
    for fn in files:
        full = os.path.join(root, fn)
        rel = os.path.relpath(full, DATA).replace(os.sep, "/")
        if fn.endswith((".md", ".txt")):
            note_paths.add(rel)
            n_notes += 1
            first = open(full, encoding="utf-8").readline().strip()
            if fn.endswith(".md") and first != "# " + fn[:-3]:
                err(f"Bear note title/file mismatch: {rel}")
        elif fn.endswith(".enex"):
            tree = ET.parse(full)
            titles = [n.findtext("title") for n in tree.getroot().findall("note")]
            enex_titles[rel] = set(titles)
            n_notes += len(titles)

# ---------- questions ----------
qs = [json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") if l.strip()]
ids = Counter(q["id"] for q in qs)
for i, c in ids.items():
    if c > 1:
        err(f"duplicate question id {i}")
per_cat = Counter()
for q in qs:
    per_cat[q["category"]] += 1
    if q["category"] not in CATS:
        err(f"{q['id']}: bad category")
    if not q["id"].startswith(q["category"] + "-"):
        err(f"{q['id']}: id/category mismatch")
    if q["now"] != NOW:
        err(f"{q['id']}: now != {NOW}")
    rel = q["relevant"]
    if q["category"] == "no_answer" and rel:
        err(f"{q['id']}: no_answer with keys")
    if q["category"] != "no_answer" and not any(g == 2 for g in rel.values()):
        err(f"{q['id']}: no grade-2 key")
    for k, g in rel.items():
        if g not in (1, 2):
            err(f"{q['id']}: bad grade {g}")
        kind, _, v = k.partition(":")
        if kind == "event":
            if "@" in v and not v.endswith("@google.com"):
                uid, _, d = v.rpartition("@")
                if uid not in series_uids:
                    err(f"{q['id']}: {k} – not a recurring series")
                elif (uid, d) not in occ:
                    err(f"{q['id']}: {k} – no occurrence on that date")
            else:
                if v not in single_uids:
                    err(f"{q['id']}: {k} – no such single event" + (" (it is a series)" if v in series_uids else ""))
        elif kind == "note":
            if "#" in v:
                p, _, t = v.partition("#")
                if p not in enex_titles or t not in enex_titles[p]:
                    err(f"{q['id']}: {k} – no such enex note")
            elif v not in note_paths:
                err(f"{q['id']}: {k} – no such note file")
        elif kind == "touchpoint":
            if v not in tp_ids:
                err(f"{q['id']}: {k} – no such touchpoint")
        elif kind == "person":
            if v not in fns and v not in people_names:
                err(f"{q['id']}: {k} – no such person")
        else:
            err(f"{q['id']}: unknown key kind {k}")

print(f"calendars: {len(ics_files)} files, {vevents} VEVENTs ({len(single_uids)} single, {len(series_uids)} series, "
      f"{vevents - len(single_uids) - len(series_uids)} overrides), {n_occ} series occurrences")
print(f"contacts: {cards} cards; crm people: {len(people_names)}; touchpoints: {len(tp_ids)}")
print(f"notes: {n_notes} ({len(note_paths)} files + {sum(len(t) for t in enex_titles.values())} in enex)")
print(f"questions: {len(qs)} " + ", ".join(f"{c}={n}" for c, n in sorted(per_cat.items())))
if errors:
    print(f"\nFAILED – {len(errors)} problem(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
