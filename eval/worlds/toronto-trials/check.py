#!/usr/bin/env python3
"""Validator for the toronto-trials world.

Run with the shared venv:  python3 check.py
Checks that every answer key in questions.jsonl exists in data/ and prints counts.
"""
import sys, os, json, re, glob, datetime as dt
import xml.etree.ElementTree as ET
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")

try:
    import icalendar
    import recurring_ical_events
    import vobject
except ImportError as e:  # pragma: no cover
    sys.exit(f"missing package ({e}); use python3")

errors = []


def err(msg):
    errors.append(msg)


# ---------------- calendar ----------------
single_uids, series_uids, occ_keys = set(), set(), set()
n_vevents = 0
ics_files = sorted(glob.glob(os.path.join(DATA, "**", "*.ics"), recursive=True))
for path in ics_files:
    raw = open(path, "rb").read()
    if b"\r\n" not in raw or raw.replace(b"\r\n", b"").count(b"\n"):
        err(f"{path}: expected CRLF line endings throughout")
    cal = icalendar.Calendar.from_ical(raw)
    comps = cal.walk("VEVENT")
    n_vevents += len(comps)
    by_uid = {}
    for c in comps:
        uid = str(c.get("UID"))
        if not uid:
            err(f"{path}: VEVENT without UID")
        by_uid.setdefault(uid, []).append(c)
    for uid, cs in by_uid.items():
        masters = [c for c in cs if c.get("RECURRENCE-ID") is None]
        if len(masters) != 1:
            err(f"UID {uid}: {len(masters)} master VEVENTs")
            continue
        if masters[0].get("RRULE") is not None:
            series_uids.add(uid)
        else:
            single_uids.add(uid)
            if len(cs) > 1:
                err(f"UID {uid}: RECURRENCE-ID without RRULE")
        # overrides must stay on the same local day
        for o in cs:
            rid = o.get("RECURRENCE-ID")
            if rid is not None and rid.dt.date() != o["DTSTART"].dt.date():
                err(f"UID {uid}: override moved to another day ({rid.dt} -> {o['DTSTART'].dt})")
    occs = recurring_ical_events.of(cal).between(dt.date(2024, 1, 1), dt.date(2028, 1, 1))
    for o in occs:
        uid = str(o.get("UID"))
        if uid in series_uids:
            d = o["DTSTART"].dt
            day = d.date() if isinstance(d, dt.datetime) else d
            occ_keys.add(f"{uid}@{day.isoformat()}")

# ---------------- contacts ----------------
fns = []
n_cards = 0
for path in sorted(glob.glob(os.path.join(DATA, "**", "*.vcf"), recursive=True)):
    text = open(path, encoding="utf-8").read()
    for card in vobject.readComponents(text):
        n_cards += 1
        if not hasattr(card, "fn"):
            err(f"{path}: card without FN")
            continue
        if card.version.value != "4.0":
            err(f"{path}: card {card.fn.value} is not vCard 4.0")
        fns.append(card.fn.value)
dup = [k for k, v in Counter(fns).items() if v > 1]
if dup:
    err(f"duplicate FN on cards: {dup}")
fn_set = set(fns)

# ---------------- notes ----------------
note_keys = set()
md_notes = 0
for path in sorted(glob.glob(os.path.join(DATA, "**", "*.md"), recursive=True)) + \
        sorted(glob.glob(os.path.join(DATA, "**", "*.txt"), recursive=True)):
    note_keys.add(os.path.relpath(path, DATA).replace(os.sep, "/"))
    md_notes += 1
enex_notes = 0
enex_counts = {}
for path in sorted(glob.glob(os.path.join(DATA, "**", "*.enex"), recursive=True)):
    rel = os.path.relpath(path, DATA).replace(os.sep, "/")
    root = ET.parse(path).getroot()
    titles = []
    for n in root.findall("note"):
        title = n.findtext("title")
        titles.append(title)
        content = n.findtext("content") or ""
        try:
            ET.fromstring(content.strip().encode("utf-8"))
        except ET.ParseError as e:
            err(f"{rel}#{title}: ENML does not parse ({e})")
        if not n.findtext("created"):
            err(f"{rel}#{title}: no created date")
        note_keys.add(f"{rel}#{title}")
    d = [k for k, v in Counter(titles).items() if v > 1]
    if d:
        err(f"{rel}: duplicate note titles {d}")
    enex_counts[rel] = len(titles)
    enex_notes += len(titles)

# ---------------- touchpoints ----------------
tp_ids = set()
n_tp = 0
for path in sorted(glob.glob(os.path.join(DATA, "**", "*.jsonl"), recursive=True)):
    for i, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.strip():
            continue
        o = json.loads(line)
        n_tp += 1
        for f in ("id", "person", "person_name", "interaction_type", "occurred_at", "raw_note"):
            if f not in o:
                err(f"{path}:{i}: missing {f}")
        if o["id"] in tp_ids:
            err(f"duplicate touchpoint id {o['id']}")
        tp_ids.add(o["id"])
        dt.datetime.fromisoformat(o["occurred_at"])

# ---------------- questions ----------------
cats = Counter()
qids = set()
n_keys = 0
for i, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    q = json.loads(line)
    for f in ("id", "category", "question", "now", "relevant"):
        if f not in q:
            err(f"question line {i}: missing {f}")
    if q["id"] in qids:
        err(f"duplicate question id {q['id']}")
    qids.add(q["id"])
    cats[q["category"]] += 1
    if q["now"] != "2026-11-12":
        err(f"{q['id']}: now is {q['now']}")
    if q["category"] == "no_answer" and q["relevant"]:
        err(f"{q['id']}: no_answer question with keys")
    if q["category"] != "no_answer" and not any(v == 2 for v in q["relevant"].values()):
        err(f"{q['id']}: no grade-2 key")
    for key, grade in q["relevant"].items():
        n_keys += 1
        if grade not in (1, 2):
            err(f"{q['id']}: bad grade {grade} for {key}")
        kind, _, val = key.partition(":")
        if kind == "event":
            if "@" in val:
                if val not in occ_keys:
                    err(f"{q['id']}: no such occurrence {val}")
            elif val not in single_uids:
                err(f"{q['id']}: no such non-recurring event {val}" +
                    (" (it is a recurring series; cite an occurrence)" if val in series_uids else ""))
        elif kind == "note":
            if val not in note_keys:
                err(f"{q['id']}: no such note {val}")
        elif kind == "touchpoint":
            if val not in tp_ids:
                err(f"{q['id']}: no such touchpoint {val}")
        elif kind == "person":
            if val not in fn_set:
                err(f"{q['id']}: no card with FN {val!r}")
        else:
            err(f"{q['id']}: unknown key kind {key}")

# ---------------- report ----------------
print("toronto-trials")
print(f"  calendar files      : {len(ics_files)}")
print(f"  VEVENTs             : {n_vevents}  (series: {len(series_uids)}, single events: {len(single_uids)})")
print(f"  series occurrences  : {len(occ_keys)}  (total occurrences incl. singles: {len(occ_keys) + len(single_uids)})")
print(f"  contact cards       : {n_cards}")
print(f"  notes               : {md_notes + enex_notes}  (markdown minutes: {md_notes}, evernote: {enex_notes} {enex_counts})")
print(f"  touchpoints         : {n_tp}")
print(f"  questions           : {sum(cats.values())}  ({n_keys} answer keys)")
for c, n in sorted(cats.items()):
    print(f"    {c:22s} {n}")
if errors:
    print(f"\nFAILED: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK: every answer key resolves")
