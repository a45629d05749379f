import json, os, sys, datetime as dt
from zoneinfo import ZoneInfo
sys.path.insert(0, os.path.dirname(__file__))
from cal import EVENTS, SERIES, EM, ME, uid
from cards import CARDS
from notes import NOTES
from tps import TPS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data")
TZ = ZoneInfo("Europe/Dublin")

def fold(line):
    b = line.encode("utf-8")
    out = []
    while len(b) > 75:
        cut = 75 if not out else 74
        while (b[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(b[:cut].decode())
        b = b[cut:]
    out.append(b.decode())
    return "\r\n ".join(out)

def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")

def dtline(name, s):
    if len(s) == 10:
        return f"{name};VALUE=DATE:{s.replace('-','')}"
    d, t = s.split()
    return f"{name};TZID=Europe/Dublin:{d.replace('-','')}T{t.replace(':','')}00"

def stamp(s, days_before=9):
    d = dt.date.fromisoformat(s[:10]) - dt.timedelta(days=days_before)
    return d.strftime("%Y%m%dT") + "101500Z"

VTZ = """BEGIN:VTIMEZONE
TZID:Europe/Dublin
X-LIC-LOCATION:Europe/Dublin
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:IST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
END:VTIMEZONE""".split("\n")

def vevent(u, start, end, summary, loc, desc, att, extra, rrule=None, exdates=(), rid=None):
    L = ["BEGIN:VEVENT", dtline("DTSTART", start), dtline("DTEND", end)]
    if rrule:
        L.append("RRULE:" + rrule)
    for x in exdates:
        L.append(dtline("EXDATE", x))
    if rid:
        L.append(dtline("RECURRENCE-ID", rid))
    L.append("DTSTAMP:20261028T071502Z")
    if att:
        L.append(f"ORGANIZER;CN={ME[0]}:mailto:{ME[1]}")
    L.append("UID:" + u)
    for a in att:
        cn, em = EM[a]
        L.append(f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN={cn};X-NUM-GUESTS=0:mailto:{em}")
    if att:
        L.append(f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN={ME[0]};X-NUM-GUESTS=0:mailto:{ME[1]}")
    L.append("CREATED:" + stamp(start, 14))
    L.append("DESCRIPTION:" + esc(desc))
    L.append("LAST-MODIFIED:" + stamp(start, 3 if not rid else 1))
    L.append("LOCATION:" + esc(loc))
    L.append("SEQUENCE:" + ("1" if rid else "0"))
    L.append("STATUS:" + extra.get("STATUS", "CONFIRMED"))
    L.append("SUMMARY:" + esc(summary))
    L.append("TRANSP:" + extra.get("TRANSP", "OPAQUE"))
    L.append("END:VEVENT")
    return L

def build_ics():
    L = ["BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0",
         "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:niamh@corribvet.ie",
         "X-WR-TIMEZONE:Europe/Dublin"] + VTZ
    seen = set()
    for s in SERIES:
        u = uid(s["slug"])
        L += vevent(u, s["start"], s["end"], s["summary"], s["location"], s["desc"], s["att"], {},
                    rrule=s["rrule"], exdates=s["exdates"])
        for o in s["overrides"]:
            L += vevent(u, o["start"], o["end"], s["summary"], s["location"], o["desc"], s["att"], {}, rid=o["rid"])
    for (slug, st, en, summ, loc, desc, att, extra) in EVENTS:
        assert slug not in seen, slug
        seen.add(slug)
        L += vevent(uid(slug), st, en, summ, loc, desc, att, extra)
    L.append("END:VCALENDAR")
    with open(os.path.join(DATA, "niamh@corribvet.ie.ics"), "w", newline="") as f:
        f.write("\r\n".join(fold(x) for x in L) + "\r\n")

def vesc(s):
    return s.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")

def build_vcf():
    out = []
    for (fam, giv, fn, nick, tel, email, org, title, bday, note, adr) in CARDS:
        L = ["BEGIN:VCARD", "VERSION:3.0", f"N:{fam};{giv};;;", f"FN:{fn}"]
        if nick: L.append(f"NICKNAME:{nick}")
        if tel: L.append(f"TEL;TYPE=CELL:{tel}")
        if email: L.append(f"EMAIL;TYPE=INTERNET:{email}")
        if adr:
            loc, reg = adr.split(";")
            L.append(f"ADR;TYPE=HOME:;;;{loc};{reg};;Ireland")
        if org: L.append(f"ORG:{vesc(org)}")
        if title: L.append(f"TITLE:{vesc(title)}")
        if bday: L.append(f"BDAY:{bday}")
        if note: L.append(f"NOTE:{vesc(note)}")
        L.append("END:VCARD")
        out += L
    with open(os.path.join(DATA, "contacts.vcf"), "w", newline="") as f:
        f.write("\r\n".join(out) + "\r\n")

def build_notes():
    d = os.path.join(DATA, "notes")
    os.makedirs(d, exist_ok=True)
    for fn, txt in NOTES.items():
        with open(os.path.join(d, fn), "w") as f:
            f.write(txt)

def build_tps():
    ids = {}
    names = sorted({t[1] for t in TPS})
    for i, n in enumerate(names):
        ids[n] = "c%04d" % (1000 + i * 7)
    rows = []
    for (tid, person, typ, when, raw, summ, ment) in sorted(TPS, key=lambda t: t[3]):
        t = dt.datetime.fromisoformat(when).replace(tzinfo=TZ)
        o = {"id": tid, "person": ids[person], "person_name": person, "interaction_type": typ,
             "occurred_at": t.isoformat(), "raw_note": raw}
        if summ: o["summary"] = summ
        if ment: o["mentioned_people"] = ment
        rows.append(o)
    assert len({r["id"] for r in rows}) == len(rows)
    with open(os.path.join(DATA, "touchpoints.jsonl"), "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

def build_questions():
    from questions import Q
    slugs = {e[0] for e in EVENTS}
    series = {s["slug"] for s in SERIES}
    out = []
    counts = {}
    for cat, qtext, rel in Q:
        counts[cat] = counts.get(cat, 0) + 1
        r = {}
        for k, g in rel.items():
            if k.startswith("ev:"):
                s = k[3:]
                if "@" in s:
                    s, d = s.split("@")
                    assert s in series, s
                    r[f"event:{uid(s)}@{d}"] = g
                else:
                    assert s in slugs, s
                    r[f"event:{uid(s)}"] = g
            elif k.startswith("n:"):
                assert k[2:] in NOTES, k
                r["note:notes/" + k[2:]] = g
            elif k.startswith("tp:"):
                r["touchpoint:" + k[3:]] = g
            elif k.startswith("p:"):
                r["person:" + k[2:]] = g
            else:
                raise ValueError(k)
        out.append({"id": f"{cat}-{counts[cat]:02d}", "category": cat, "question": qtext,
                    "now": "2026-10-28", "relevant": r})
    with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(counts)

if __name__ == "__main__":
    os.makedirs(DATA, exist_ok=True)
    build_ics(); build_vcf(); build_notes(); build_tps()
    if os.path.exists(os.path.join(os.path.dirname(__file__), "questions.py")):
        build_questions()
    print("ok")
