#!/usr/bin/env python3
"""Writes Fixtures/demo/{calendar.ics,people.jsonl,touchpoints.jsonl,contacts.vcf} from the tables in this
folder (the notes are hand-written files in Fixtures/demo/notes/), then Fixtures/questions.jsonl, checking
that every source id a question names is produced by the demo.

Usage: python3 Fixtures/demo_source/build.py
"""

import datetime as dt
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from events import EVENTS  # noqa: E402
from people import ME, PEOPLE  # noqa: E402
from touchpoints import TOUCHPOINTS  # noqa: E402

DEMO = os.path.join(os.path.dirname(HERE), "demo")

VTIMEZONE = """BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""".split("\n")


def uid_for(key):
    """A stable, realistic-looking UID for an event key."""
    h = hashlib.sha1(key.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}@lumenhq.com"


def fold(line):
    """RFC 5545 folding: at most 75 octets a line, continuation lines start with a space."""
    out, cur, limit = [], b"", 75
    for ch in line:
        b = ch.encode("utf-8")
        if len(cur) + len(b) > limit:
            out.append(cur)
            cur, limit = b" ", 75
        cur += b
    out.append(cur)
    return b"\r\n".join(out).decode("utf-8")


def esc(text):
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n"))


def fmt_dt(value, tz):
    d = dt.datetime.strptime(value, "%Y-%m-%d %H:%M")
    if tz == "UTC":
        return ":" + d.strftime("%Y%m%dT%H%M%SZ")
    return ";TZID=Europe/London:" + d.strftime("%Y%m%dT%H%M%S")


def cn(name):
    return f'"{name}"' if any(c in name for c in ",;:") or not name.isascii() else name


def vevent(e):
    uid = uid_for(e["key"])
    lines = ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20261119T090000Z"]
    if e["recurrence_id"]:
        lines.append("RECURRENCE-ID" + fmt_dt(e["recurrence_id"], e["tz"]))
    if e["allday"]:
        lines.append("DTSTART;VALUE=DATE:" + e["start"].replace("-", ""))
        lines.append("DTEND;VALUE=DATE:" + e["end"].replace("-", ""))
        lines.append("TRANSP:TRANSPARENT")
    else:
        lines.append("DTSTART" + fmt_dt(e["start"], e["tz"]))
        lines.append("DTEND" + fmt_dt(e["end"], e["tz"]))
    if e["rrule"]:
        lines.append("RRULE:" + e["rrule"])
    for x in e["exdates"]:
        lines.append("EXDATE" + fmt_dt(x, e["tz"]))
    lines.append("SUMMARY:" + esc(e["summary"]))
    if e["location"]:
        lines.append("LOCATION:" + esc(e["location"]))
    if e["description"]:
        lines.append("DESCRIPTION:" + esc(e["description"]))
    org = e["organizer"]
    lines.append(f"ORGANIZER;CN={cn(org[0])}:mailto:{org[1]}")
    if e["attendees"]:
        people = [ME] + [a for a in e["attendees"] if a != ME]
        for name, email in people:
            lines.append(f"ATTENDEE;CN={cn(name)};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;"
                         f"PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:{email}")
    lines.append("STATUS:" + (e["status"] or "CONFIRMED"))
    if e["rrule"] or e["recurrence_id"]:
        lines.append("SEQUENCE:1" if e["recurrence_id"] else "SEQUENCE:0")
    lines.append("END:VEVENT")
    return lines


def write_ics():
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Lumen//Calendar export 4.2//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Alex Morgan (work)",
             "X-WR-TIMEZONE:Europe/London"] + VTIMEZONE
    for e in EVENTS:
        lines += vevent(e)
    lines.append("END:VCALENDAR")
    data = "\r\n".join(fold(l) for l in lines) + "\r\n"
    with open(os.path.join(DEMO, "calendar.ics"), "w", encoding="utf-8", newline="") as f:
        f.write(data)


def occurrences(e):
    """Local start dates of a recurring series (the subset of RRULE the demo uses)."""
    start = dt.datetime.strptime(e["start"], "%Y-%m-%d %H:%M")
    parts = dict(p.split("=") for p in e["rrule"].split(";"))
    count = int(parts.get("COUNT", "0")) or None
    until = dt.datetime.strptime(parts["UNTIL"][:8], "%Y%m%d").date() if "UNTIL" in parts else None
    ex = {dt.datetime.strptime(x, "%Y-%m-%d %H:%M").date() for x in e["exdates"]}
    days, d, n = [], start.date(), 0
    while True:
        if until and d > until:
            break
        if count and n >= count:
            break
        n += 1
        if d not in ex:
            days.append(d)
        if parts["FREQ"] == "WEEKLY":
            d += dt.timedelta(days=7)
        elif parts["FREQ"] == "MONTHLY":
            m = d.month + 1
            d = d.replace(year=d.year + (m - 1) // 12, month=(m - 1) % 12 + 1)
    return days


def event_ids():
    """Every event source id the demo calendar produces: key -> list of ids (with dates)."""
    ids = {}
    for e in EVENTS:
        if e["recurrence_id"]:
            continue
        uid = uid_for(e["key"])
        if e["rrule"]:
            ids[e["key"]] = [(f"event:{uid}@{d.isoformat()}", d) for d in occurrences(e)]
        else:
            ids[e["key"]] = [(f"event:{uid}", dt.date.fromisoformat(e["start"][:10]))]
    return ids


def write_jsonl():
    with open(os.path.join(DEMO, "people.jsonl"), "w", encoding="utf-8") as f:
        for p in PEOPLE:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    names = {p["id"]: p["name"] for p in PEOPLE}
    with open(os.path.join(DEMO, "touchpoints.jsonl"), "w", encoding="utf-8") as f:
        for tid, pid, kind, at, raw, summary, mentioned in TOUCHPOINTS:
            rec = {"id": tid, "person": pid, "person_name": names[pid], "interaction_type": kind,
                   "occurred_at": at, "raw_note": raw, "summary": summary, "mentioned_people": mentioned}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


VCARDS = [
    # (uid, full name, N, org, title, emails, phones, note, extra lines)
    ("c0a1f3e2-5b7d-4c1e-9a4f-1d2e3f4a5b6c", "Sarah Okafor", "Okafor;Sarah;;;", "Brightwave",
     "Enterprise Account Director", ["sarah.okafor@brightwave.io"], ["+44 20 7946 0321"],
     "Brightwave account lead. Prefers calls after 4pm.", []),
    ("7d9e2b41-3c5a-4f8e-b2d1-6a7c8e9f0a1b", "Michael Rossi", "Rossi;Michael;;;", "Lumen", "Head of Sales",
     ["mike.rossi@lumenhq.com", "mrossi.home@gmail.com"], ["+44 7700 900412"], "", ["NICKNAME:Mike",
                                                                                    "BDAY:1976-07-10"]),
    ("e4b6a8c0-2d1f-4e3a-8b5c-9d0e1f2a3b4c", "Zoë Ångström", "Ångström;Zoë;;;", "Nordvik Logistics", "CTO",
     ["zoe.angstrom@nordvik.se"], ["+46 31 123 45 67"], "Met at the autumn 2025 advisory board.", []),
    ("3f5a7c9e-1b2d-4f6a-8c0e-2d4f6a8c0e1f", "Inês Duarte", "Duarte;Inês;;;", "Casa do Rio", "Events Manager",
     ["ines.duarte@casadorio.pt"], ["+351 21 886 4410"],
     "Venue contact for the Lisbon offsite (October 2026). Organised the river-view room.", []),
    ("9b1d3f5a-7c9e-4b2d-a6f8-0c2e4a6c8e0a", "Ben Carter", "Carter;Ben;;;", "Carter & Lowe Accountants",
     "Accountant", ["ben@carterlowe.co.uk"], ["+44 20 7946 0888"],
     "Personal accountant. Self-assessment deadline 31 January.", []),
]


def write_vcf():
    out = []
    for uid, fn, n, org, title, emails, phones, note, extra in VCARDS:
        lines = ["BEGIN:VCARD", "VERSION:3.0", f"UID:{uid}", f"FN:{fn}", f"N:{n}", f"ORG:{esc(org)}",
                 f"TITLE:{esc(title)}"]
        for i, e in enumerate(emails):
            lines.append(f"EMAIL;TYPE=INTERNET;TYPE={'WORK' if i == 0 else 'HOME'}:{e}")
        for p in phones:
            lines.append(f"TEL;TYPE=CELL:{p}")
        lines += extra
        if note:
            lines.append("NOTE:" + esc(note))
        lines.append("END:VCARD")
        out += lines
    with open(os.path.join(DEMO, "contacts.vcf"), "w", encoding="utf-8", newline="") as f:
        f.write("\r\n".join(fold(l) for l in out) + "\r\n")


def all_ids():
    ids = {i for lst in event_ids().values() for i, _ in lst}
    notes = os.path.join(DEMO, "notes")
    ids |= {f"note:demo/notes/{n}" for n in os.listdir(notes)}
    ids |= {f"touchpoint:{t[0]}" for t in TOUCHPOINTS}
    ids |= {f"person:{p['id']}" for p in PEOPLE}
    ids |= {f"person:{v[0]}" for v in VCARDS}
    return ids


def main():
    os.makedirs(DEMO, exist_ok=True)
    write_ics()
    write_jsonl()
    write_vcf()
    from questions import build_questions
    known = all_ids()
    qs = build_questions(event_ids())
    bad = [(q["id"], s) for q in qs for s in q["relevant"] if s not in known]
    if bad:
        sys.exit(f"unknown source ids: {bad}")
    with open(os.path.join(os.path.dirname(HERE), "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(EVENTS)} VEVENTs, {len(known)} source ids, {len(qs)} questions")


if __name__ == "__main__":
    main()
