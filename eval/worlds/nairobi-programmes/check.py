#!/usr/bin/env python3
"""Validate questions.jsonl against data/ and print counts.

Run with the shared venv:  python3 check.py
Keys:
  event:<UID>               non-recurring event
  event:<UID>@<YYYY-MM-DD>  one occurrence of a recurring series (local start date, event's own tz)
  note:<path under data/>   .md / .txt note
  touchpoint:<id>
  person:<FN on a card, or name in people.jsonl>
"""
import collections
import glob
import json
import os
import quopri
import sys
from datetime import date, datetime

import icalendar
import recurring_ical_events

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
NOW = "2026-11-18"
OCC_TO_NOW = [0]
CATEGORIES = ["person_month", "person_only", "last_contact", "action_items", "location", "relative_time",
              "fact_lookup", "nickname_misspelling", "topical_paraphrase"]


def load_events():
    keys = set()
    n_vevents = n_occ = n_series = 0
    per_file = {}
    for path in sorted(glob.glob(os.path.join(DATA, "**", "*.ics"), recursive=True)):
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        vevents = [c for c in cal.walk("VEVENT")]
        n_vevents += len(vevents)
        series_uids = set()
        for ev in vevents:
            uid = str(ev.get("UID"))
            if ev.get("RRULE") is not None:
                series_uids.add(uid)
        n_series += len(series_uids)
        for ev in vevents:
            uid = str(ev.get("UID"))
            if uid not in series_uids:
                keys.add("event:" + uid)
        # occurrences of series: local start date in the event's own time zone
        occ = 0
        moved = set()
        for ev in vevents:
            uid = str(ev.get("UID"))
            rid = ev.get("RECURRENCE-ID")
            if uid in series_uids and rid is not None:
                if rid.dt.date() != ev.decoded("DTSTART").date():
                    moved.add((uid, ev.decoded("DTSTART").date().isoformat()))
        for o in recurring_ical_events.of(cal).between(date(2024, 1, 1), date(2028, 1, 1)):
            uid = str(o.get("UID"))
            if uid not in series_uids:
                continue
            d = o.decoded("DTSTART")
            ds = d.isoformat()[:10] if not isinstance(d, datetime) else d.date().isoformat()
            if (uid, ds) in moved:
                continue
            keys.add("event:%s@%s" % (uid, ds))
            occ += 1
            if ds <= NOW:
                OCC_TO_NOW[0] += 1
        n_occ += occ
        per_file[os.path.relpath(path, DATA)] = (len(vevents), len(series_uids), occ)
    return keys, n_vevents, n_series, n_occ, per_file


def vcf_fns():
    fns = []
    for path in glob.glob(os.path.join(DATA, "**", "*.vcf"), recursive=True):
        raw = open(path, encoding="utf-8").read().replace("\r\n", "\n")
        # join quoted-printable soft line breaks, then folded lines
        lines = []
        for line in raw.split("\n"):
            if lines and (lines[-1].endswith("=") and "QUOTED-PRINTABLE" in lines[-1].split(":", 1)[0]):
                lines[-1] = lines[-1][:-1] + line
            elif line.startswith((" ", "\t")) and lines:
                lines[-1] += line[1:]
            else:
                lines.append(line)
        for line in lines:
            if line.startswith("FN"):
                head, val = line.split(":", 1)
                if "QUOTED-PRINTABLE" in head.upper():
                    val = quopri.decodestring(val.encode()).decode("utf-8")
                fns.append(val.strip())
    return fns


def main():
    ev_keys, n_vevents, n_series, n_occ, per_file = load_events()
    notes = set()
    for ext in ("md", "txt"):
        for p in glob.glob(os.path.join(DATA, "**", "*." + ext), recursive=True):
            notes.add("note:" + os.path.relpath(p, DATA))
    tps = set()
    n_tp = 0
    for p in glob.glob(os.path.join(DATA, "**", "touchpoints*.jsonl"), recursive=True):
        for line in open(p, encoding="utf-8"):
            if line.strip():
                o = json.loads(line)
                tps.add("touchpoint:" + o["id"])
                n_tp += 1
    fns = vcf_fns()
    persons = set("person:" + f for f in fns)
    people_ids = set()
    n_people = 0
    for p in glob.glob(os.path.join(DATA, "**", "people*.jsonl"), recursive=True):
        for line in open(p, encoding="utf-8"):
            if line.strip():
                o = json.loads(line)
                persons.add("person:" + o["name"])
                people_ids.add(o["id"])
                n_people += 1
    # touchpoints must reference people ids
    bad_tp = 0
    for p in glob.glob(os.path.join(DATA, "**", "touchpoints*.jsonl"), recursive=True):
        for line in open(p, encoding="utf-8"):
            if line.strip():
                o = json.loads(line)
                if people_ids and o["person"] not in people_ids:
                    print("touchpoint with unknown person:", o["id"], o["person"])
                    bad_tp += 1
    allkeys = ev_keys | notes | tps | persons

    errors = 0
    cats = collections.Counter()
    ids = set()
    nq = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                continue
            q = json.loads(line)
            nq += 1
            for fld in ("id", "category", "question", "now", "relevant"):
                if fld not in q:
                    print("line %d: missing %s" % (ln, fld)); errors += 1
            if q["id"] in ids:
                print("duplicate id", q["id"]); errors += 1
            ids.add(q["id"])
            cats[q["category"]] += 1
            if q["category"] not in CATEGORIES + ["no_answer"]:
                print("unknown category", q["id"], q["category"]); errors += 1
            if q["category"] == "no_answer" and q["relevant"]:
                print("no_answer with answers", q["id"]); errors += 1
            if q["category"] != "no_answer" and not q["relevant"]:
                print("empty relevant", q["id"]); errors += 1
            if q["category"] != "no_answer" and 2 not in q["relevant"].values():
                print("no grade-2 answer", q["id"]); errors += 1
            for k, g in q["relevant"].items():
                if g not in (1, 2):
                    print("bad grade", q["id"], k, g); errors += 1
                if k not in allkeys:
                    print("MISSING KEY", q["id"], k); errors += 1
    print("calendar files:")
    for k, v in per_file.items():
        print("  %-85s vevents=%d series=%d occurrences=%d" % (k, *v))
    print("VEVENTs: %d  recurring series: %d  occurrences of series: %d (of which up to now %s: %d)  event keys: %d"
          % (n_vevents, n_series, n_occ, NOW, OCC_TO_NOW[0], len(ev_keys)))
    print("cards: %d  people.jsonl: %d  notes: %d  touchpoints: %d" % (len(fns), n_people, len(notes), n_tp))
    size = sum(os.path.getsize(p) for p in glob.glob(os.path.join(DATA, "**", "*"), recursive=True)
               if os.path.isfile(p))
    print("data size: %.0f KB" % (size / 1024))
    print("questions: %d" % nq)
    for c in CATEGORIES + ["no_answer"]:
        print("  %-22s %d" % (c, cats[c]))
    if errors or bad_tp:
        print("FAILED: %d errors" % (errors + bad_tp))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
