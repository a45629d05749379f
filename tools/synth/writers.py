"""Writes a World to disk: calendar.ics, people.vcf, touchpoints.jsonl, notes/*.md, notes/evernote-export.enex."""

import datetime as dt
import json
import os
from xml.sax.saxutils import escape as xml_escape

VTIMEZONE = ["BEGIN:VTIMEZONE", "TZID:Europe/London", "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100",
             "TZNAME:BST", "DTSTART:19700329T010000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
             "BEGIN:STANDARD", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "TZNAME:GMT", "DTSTART:19701025T020000",
             "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE"]


def fold(line):
    """RFC 5545/6350 folding at 75 octets without splitting a UTF-8 character."""
    out, cur = [], b""
    for ch in line:
        b = ch.encode("utf-8")
        if len(cur) + len(b) > 75:
            out.append(cur)
            cur = b" "
        cur += b
    out.append(cur)
    return b"\r\n".join(out).decode("utf-8")


def esc(text):
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def london_to_utc(d):
    import world
    return d - dt.timedelta(hours=1 if world.bst(d.date()) else 0)


def fmt(d, tz):
    if tz == "UTC":
        return ":" + london_to_utc(d).strftime("%Y%m%dT%H%M%SZ")
    return ";TZID=Europe/London:" + d.strftime("%Y%m%dT%H%M%S")


def cn(name):
    return f'"{name}"' if not name.isascii() or any(c in name for c in ",;:") else name


def vevent(e, me):
    lines = ["BEGIN:VEVENT", f"UID:{e['uid']}", "DTSTAMP:20261126T080000Z"]
    if e["recurrence_id"]:
        lines.append("RECURRENCE-ID" + fmt(e["recurrence_id"], "London"))
    if e["allday"]:
        lines += ["DTSTART;VALUE=DATE:" + e["start"].strftime("%Y%m%d"),
                  "DTEND;VALUE=DATE:" + e["end"].strftime("%Y%m%d")]
    else:
        lines += ["DTSTART" + fmt(e["start"], e["tz"]), "DTEND" + fmt(e["end"], e["tz"])]
    if e["rrule"]:
        lines.append("RRULE:" + e["rrule"])
    if e["exdates"]:
        lines.append("EXDATE;TZID=Europe/London:" + ",".join(x.strftime("%Y%m%dT%H%M%S") for x in e["exdates"]))
    lines.append("SUMMARY:" + esc(e["summary"]))
    if e["location"]:
        lines.append("LOCATION:" + esc(e["location"]))
    if e["description"]:
        lines.append("DESCRIPTION:" + esc(e["description"]))
    org = e["organizer"]
    lines.append(f"ORGANIZER;CN={cn(org.name)}:mailto:{org.email}")
    if e["attendees"]:
        for p in [me] + [a for a in e["attendees"] if a is not me]:
            lines.append(f"ATTENDEE;CN={cn(p.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{p.email}")
    lines.append("STATUS:" + (e["status"] or "CONFIRMED"))
    lines.append("END:VEVENT")
    return lines


def write_ics(world, path):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
             "CALSCALE:GREGORIAN", "X-WR-CALNAME:Jordan Hale", "X-WR-TIMEZONE:Europe/London"] + VTIMEZONE
    for e in world.events:
        lines += vevent(e, world.me)
    lines.append("END:VCALENDAR")
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("\r\n".join(fold(l) for l in lines) + "\r\n")


def write_vcf(world, path):
    out = []
    for p in world.people:
        lines = ["BEGIN:VCARD", "VERSION:3.0", f"UID:{p.pid}", f"FN:{esc(p.name)}", f"N:{esc(p.last)};{esc(p.first)};;;"]
        if p.nickname:
            lines.append(f"NICKNAME:{p.nickname}")
        if p.org:
            lines.append(f"ORG:{esc(p.org)}")
        if p.title:
            lines.append(f"TITLE:{esc(p.title)}")
        lines.append(f"EMAIL;TYPE=INTERNET;TYPE=WORK:{p.email}")
        lines.append(f"TEL;TYPE=CELL:{p.phone}")
        if p.bday:
            lines.append(f"BDAY:{p.bday.isoformat()}")
        if p.note_lines:
            lines.append("NOTE:" + esc(" ".join(p.note_lines)))
        lines.append("END:VCARD")
        out += lines
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("\r\n".join(fold(l) for l in out) + "\r\n")


def write_touchpoints(world, path):
    with open(path, "w", encoding="utf-8") as f:
        for t in sorted(world.touchpoints, key=lambda t: t["occurred_at"]):
            f.write(json.dumps(t, ensure_ascii=False) + "\n")


def write_notes(world, out):
    for rel, text, _ in world.notes:
        full = os.path.join(out, rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    parts = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">',
             '<en-export export-date="20250901T120000Z" application="Evernote" version="10.56.9">']
    for title, created, tags, html in world.enex:
        stamp = created.strftime("%Y%m%dT%H%M%SZ")
        enml = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>'
                '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd"><en-note>' + html + '</en-note>')
        parts.append(f"  <note>\n    <title>{xml_escape(title)}</title>\n    <created>{stamp}</created>\n"
                     f"    <updated>{stamp}</updated>\n" + "".join(f"    <tag>{xml_escape(t)}</tag>\n" for t in tags)
                     + "    <note-attributes><author>Jordan Hale</author></note-attributes>\n"
                     f"    <content><![CDATA[{enml}]]></content>\n  </note>")
    parts.append("</en-export>")
    with open(os.path.join(out, "notes", "evernote-export.enex"), "w", encoding="utf-8") as f:
        f.write("\n".join(parts) + "\n")
