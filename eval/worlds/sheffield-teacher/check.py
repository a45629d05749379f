#!/usr/bin/env python3
"""Validate the sheffield-teacher world: every answer key in questions.jsonl must exist in data/.
Run with the shared venv:  python3 check.py"""
import os, sys, json, glob, datetime as dt, collections
import xml.etree.ElementTree as ET
import icalendar, recurring_ical_events, vobject

ROOT = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(ROOT, "data")
WINDOW = (dt.date(2025, 1, 1), dt.date(2027, 12, 31))
errors = []

# ---------- calendars
event_keys, occ_keys = set(), set()
n_vevents, n_occ, per_file = 0, 0, {}
uids_recurring, uids_single = set(), set()
for path in sorted(glob.glob(os.path.join(DATA, "**", "*.ics"), recursive=True)):
    raw = open(path, "rb").read()
    if b"\r\n" not in raw:
        errors.append("no CRLF line endings in " + path)
    cal = icalendar.Calendar.from_ical(raw)
    vev = [c for c in cal.walk("VEVENT")]
    n_vevents += len(vev)
    per_file[os.path.relpath(path, DATA)] = len(vev)
    for c in vev:
        if "UID" not in c:
            errors.append("VEVENT without UID in " + path)
            continue
        u = str(c["UID"])
        if "RRULE" in c:
            uids_recurring.add(u)
        elif "RECURRENCE-ID" not in c:
            if u in uids_single:
                errors.append("duplicate UID " + u)
            uids_single.add(u)
    for u in uids_single:
        event_keys.add("event:" + u)
    cnt = 0
    for o in recurring_ical_events.of(cal).between(*WINDOW):
        u = str(o["UID"])
        if u not in uids_recurring:
            continue
        d = o["DTSTART"].dt
        d = d.date() if isinstance(d, dt.datetime) else d
        rid = o.get("RECURRENCE-ID")
        if rid is not None:
            r = rid.dt
            r = r.date() if isinstance(r, dt.datetime) else r
            if r != d:   # moved to another day: not citable
                continue
        occ_keys.add("event:%s@%s" % (u, d.isoformat()))
        cnt += 1
    n_occ += cnt

# ---------- contacts
person_keys = set()
n_cards = 0
for path in glob.glob(os.path.join(DATA, "*.vcf")):
    for card in vobject.readComponents(open(path, encoding="utf-8").read()):
        n_cards += 1
        if not hasattr(card, "fn"):
            errors.append("card without FN")
            continue
        person_keys.add("person:" + card.fn.value)
        if hasattr(card, "uid"):
            errors.append("card has UID (Google export omits it): " + card.fn.value)
people_ids = {}
pf = os.path.join(DATA, "people.jsonl")
if os.path.exists(pf):
    for line in open(pf, encoding="utf-8"):
        p = json.loads(line)
        people_ids[p["id"]] = p["name"]
        person_keys.add("person:" + p["name"])

# ---------- notes
note_keys = set()
n_txt = n_md = n_enex = 0
for path in glob.glob(os.path.join(DATA, "**", "*"), recursive=True):
    rel = os.path.relpath(path, DATA)
    if path.endswith(".txt"):
        n_txt += 1; note_keys.add("note:" + rel)
    elif path.endswith(".md"):
        n_md += 1; note_keys.add("note:" + rel)
    elif path.endswith(".enex"):
        root = ET.parse(path).getroot()
        for n in root.findall("note"):
            title = n.find("title").text
            content = n.find("content").text.strip()
            body = content[content.index("<en-note"):]
            ET.fromstring(body)  # ENML must be well formed
            k = "note:%s#%s" % (rel, title)
            if k in note_keys:
                errors.append("duplicate enex title " + title)
            note_keys.add(k)
            n_enex += 1

# ---------- touchpoints
tp_keys = set()
n_tp = 0
for line in open(os.path.join(DATA, "touchpoints.jsonl"), encoding="utf-8"):
    t = json.loads(line)
    n_tp += 1
    for f in ("id", "person", "person_name", "interaction_type", "occurred_at", "raw_note"):
        if f not in t:
            errors.append("touchpoint missing %s: %s" % (f, t.get("id")))
    if people_ids and t["person"] not in people_ids:
        errors.append("touchpoint person not in people.jsonl: " + t["person"])
    if people_ids and people_ids.get(t["person"]) != t["person_name"]:
        errors.append("touchpoint person_name mismatch: " + t["id"])
    dt.datetime.fromisoformat(t["occurred_at"])
    if "touchpoint:" + t["id"] in tp_keys:
        errors.append("duplicate touchpoint id")
    tp_keys.add("touchpoint:" + t["id"])

ALL = event_keys | occ_keys | person_keys | note_keys | tp_keys

# ---------- questions
cats = collections.Counter()
ids = set()
n_q = 0
for line in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8"):
    qq = json.loads(line)
    n_q += 1
    for f in ("id", "category", "question", "now", "relevant"):
        if f not in qq:
            errors.append("question missing " + f)
    if qq["id"] in ids:
        errors.append("duplicate question id " + qq["id"])
    ids.add(qq["id"])
    cats[qq["category"]] += 1
    if qq["now"] != "2026-10-16":
        errors.append("wrong now in " + qq["id"])
    if qq["category"] == "no_answer" and qq["relevant"]:
        errors.append("no_answer with keys: " + qq["id"])
    if qq["category"] != "no_answer" and not any(v == 2 for v in qq["relevant"].values()):
        errors.append("no grade-2 key: " + qq["id"])
    for k, v in qq["relevant"].items():
        if v not in (1, 2):
            errors.append("bad grade %s in %s" % (v, qq["id"]))
        if k not in ALL:
            errors.append("missing key in %s: %s" % (qq["id"], k))

expected = {"person_month", "person_only", "last_contact", "action_items", "location", "relative_time",
            "fact_lookup", "nickname_misspelling", "topical_paraphrase", "no_answer"}
if set(cats) != expected:
    errors.append("categories differ: %s" % sorted(set(cats) ^ expected))
if n_q != 150:
    errors.append("expected 150 questions, got %d" % n_q)
if cats["no_answer"] != 12:
    errors.append("expected 12 no_answer")

size = sum(os.path.getsize(p) for p in glob.glob(os.path.join(DATA, "**", "*"), recursive=True) if os.path.isfile(p))
print("calendar files:", per_file)
print("VEVENTs: %d   recurring series: %d   citable occurrences (2025-2027): %d   single events: %d"
      % (n_vevents, len(uids_recurring), n_occ, len(uids_single)))
print("contact cards: %d   people.jsonl: %d" % (n_cards, len(people_ids)))
print("notes: %d .txt, %d .md, %d in .enex  (total %d)" % (n_txt, n_md, n_enex, n_txt + n_md + n_enex))
print("touchpoints: %d" % n_tp)
print("questions: %d  %s" % (n_q, dict(sorted(cats.items()))))
print("data size: %.0f KB" % (size / 1024))
if errors:
    print("\nFAIL (%d problems)" % len(errors))
    for e in errors[:50]:
        print("  -", e)
    sys.exit(1)
print("\nOK - every key resolves")
