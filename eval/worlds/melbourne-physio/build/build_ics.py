import os, sys, hashlib
from datetime import datetime, date, timedelta
from zoneinfo import ZoneInfo
sys.path.insert(0, os.path.dirname(__file__))
from common import EMAIL, uid_for
from events import EVENTS, SERIES, OVERRIDES

TZ = ZoneInfo("Australia/Melbourne")
OUT = os.path.join(os.path.dirname(__file__), "..", "data", "calendar")
os.makedirs(OUT, exist_ok=True)

VTZ = """BEGIN:VTIMEZONE
TZID:Australia/Melbourne
X-LIC-LOCATION:Australia/Melbourne
BEGIN:STANDARD
TZOFFSETFROM:+1100
TZOFFSETTO:+1000
TZNAME:AEST
DTSTART:19700405T030000
RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
END:STANDARD
BEGIN:DAYLIGHT
TZOFFSETFROM:+1000
TZOFFSETTO:+1100
TZNAME:AEDT
DTSTART:19701004T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU
END:DAYLIGHT
END:VTIMEZONE"""


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74
        cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n ".join(out)


def dtline(name, v):
    if len(v) == 10:
        return f"{name};VALUE=DATE:{v.replace('-', '')}"
    d = datetime.strptime(v, "%Y-%m-%d %H:%M")
    return f"{name};TZID=Australia/Melbourne:{d.strftime('%Y%m%dT%H%M%S')}"


def stamp(h, start):
    # created a couple of weeks before the event (or in mid 2025 for early ones)
    d = datetime.strptime(start[:10], "%Y-%m-%d")
    n = int(hashlib.md5(h.encode()).hexdigest()[:4], 16)
    c = d - timedelta(days=3 + n % 30, hours=n % 9)
    c = max(c, datetime(2025, 5, 20, 9, 12))
    return c.strftime("%Y%m%dT%H%M%SZ")


def attendee_lines(att, org, cal):
    lines = []
    me = "Eleni Karras" if cal == "W" else "Eleni (personal)"
    if org:
        cn = "Eleni Karras" if org == "Eleni (personal)" else org
        lines.append(f"ORGANIZER;CN={cn}:mailto:{EMAIL[org]}")
    for a in att:
        cn = "Eleni Karras" if a == "Eleni (personal)" else a
        part = "ACCEPTED" if a in (me, org, "Eleni Karras") else ("NEEDS-ACTION" if int(hashlib.md5(a.encode()).hexdigest(), 16) % 5 == 0 else "ACCEPTED")
        cn_s = f'"{cn}"' if "'" in cn or "," in cn else cn
        lines.append(f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT={part};CN={cn_s};X-NUM-GUESTS=0:mailto:{EMAIL[a]}")
    return lines


def vevent(ev, uid, extra=(), rid=None):
    L = ["BEGIN:VEVENT"]
    start, end = ev["start"], ev["end"]
    L.append(dtline("DTSTART", start))
    if end is None and len(start) == 10:
        end = (date.fromisoformat(start) + timedelta(days=1)).isoformat()
    if end:
        L.append(dtline("DTEND", end))
    L += list(extra)
    L.append("DTSTAMP:20261030T051412Z")
    L += attendee_lines(ev.get("att", []), ev.get("org"), ev["cal"])
    L.append(f"UID:{uid}")
    if rid:
        L.append(dtline("RECURRENCE-ID", rid))
    cr = stamp(ev["h"], start)
    L.append(f"CREATED:{cr}")
    L.append(f"DESCRIPTION:{esc(ev.get('desc') or '')}")
    L.append(f"LAST-MODIFIED:{cr}")
    L.append(f"LOCATION:{esc(ev.get('loc') or '')}")
    L.append("SEQUENCE:" + ("1" if rid else "0"))
    L.append("STATUS:" + (ev.get("status") or "CONFIRMED"))
    L.append(f"SUMMARY:{esc(ev['summary'])}")
    L.append("TRANSP:" + (ev.get("transp") or ("TRANSPARENT" if len(start) == 10 else "OPAQUE")))
    L.append("END:VEVENT")
    return L


def build():
    cals = {"W": [], "P": []}
    series_by_h = {s["h"]: s for s in SERIES}
    for s in SERIES:
        extra = [f"RRULE:{s['rrule']}"]
        if s["exdates"]:
            t = s["start"][11:].replace(":", "") + "00"
            for x in s["exdates"]:
                extra.append(f"EXDATE;TZID=Australia/Melbourne:{x.replace('-', '')}T{t}")
        cals[s["cal"]].append(vevent(s, uid_for(s["h"]), extra))
    for o in OVERRIDES:
        s = dict(series_by_h[o["h"]])
        rid = o["rid"] + " " + s["start"][11:]
        s["start"], s["end"] = o["start"], o["end"]
        for k in ("summary", "loc", "desc"):
            if o[k] is not None:
                s[k] = o[k]
        s["h"] = o["h"] + "@" + o["rid"]
        cals[s["cal"]].append(vevent(s, uid_for(o["h"]), rid=rid))
    for e in EVENTS:
        cals[e["cal"]].append(vevent(e, uid_for(e["h"])))
    names = {"W": ("Work", "Westgarth + Northside"), "P": ("Eleni Karras", "")}
    files = {"W": "Work_eleni.karras@westgarthhealth.org.au.ics", "P": "Eleni Karras_ekarras90@gmail.com.ics"}
    for c, evs in cals.items():
        # Google orders export roughly by creation; interleave deterministically
        evs.sort(key=lambda L: hashlib.md5("".join(L).encode()).hexdigest())
        lines = ["BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0",
                 "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{names[c][0]}",
                 "X-WR-TIMEZONE:Australia/Melbourne"]
        if names[c][1]:
            lines.append(f"X-WR-CALDESC:{names[c][1]}")
        lines += VTZ.split("\n")
        for L in evs:
            lines += L
        lines.append("END:VCALENDAR")
        with open(os.path.join(OUT, files[c]), "w", encoding="utf-8", newline="") as f:
            f.write("\r\n".join(fold(l) for l in lines) + "\r\n")
    print("events", sum(len(v) for v in cals.values()))


if __name__ == "__main__":
    build()
