import os, sys, json, html
from datetime import datetime
from zoneinfo import ZoneInfo
sys.path.insert(0, os.path.dirname(__file__))
from notes_work import NOTES_WORK
from notes_personal import NOTES_PERSONAL
from notes_misc import NOTES_MISC, ENEX
from people import CARDS
from touchpoints import TP

BASE = os.path.join(os.path.dirname(__file__), "..", "data")
TZ = ZoneInfo("Australia/Melbourne")


def notes():
    d = os.path.join(BASE, "notes", "Bear")
    os.makedirs(d, exist_ok=True)
    titles = set()
    for title, body in NOTES_WORK + NOTES_PERSONAL + NOTES_MISC:
        assert body.startswith("# " + title + "\n"), title
        assert title not in titles, title
        titles.add(title)
        with open(os.path.join(d, title + ".md"), "w", encoding="utf-8") as f:
            f.write(body)
    e = os.path.join(BASE, "notes", "Evernote")
    os.makedirs(e, exist_ok=True)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">',
           '<en-export export-date="20250905T083012Z" application="Evernote" version="10.98.3">']
    for title, created, lines in ENEX:
        c = created.replace("-", "").replace(":", "")
        divs = "".join(f"<div>{html.escape(l, quote=False)}</div>" for l in lines)
        out.append("  <note>")
        out.append(f"    <title>{html.escape(title, quote=False)}</title>")
        out.append(f"    <created>{c}</created>")
        out.append(f"    <updated>{c}</updated>")
        out.append("    <note-attributes>\n      <author>Eleni Karras</author>\n    </note-attributes>")
        out.append("    <content>\n      <![CDATA[<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
                   "<!DOCTYPE en-note SYSTEM \"http://xml.evernote.com/pub/enml2.dtd\"><en-note>"
                   + divs + "</en-note>      ]]>\n    </content>")
        out.append("  </note>")
    out.append("</en-export>")
    with open(os.path.join(e, "Eleni's Notebook.enex"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    return len(titles) + len(ENEX)


def vesc(s):
    return s.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")


def fold(line):
    out = []
    while len(line.encode()) > 75:
        cut = 75 if not out else 74
        i = cut
        while len(line[:i].encode()) > cut:
            i -= 1
        out.append(line[:i])
        line = line[i:]
    out.append(line)
    return "\r\n ".join(out)


def cards():
    d = os.path.join(BASE, "contacts")
    os.makedirs(d, exist_ok=True)
    L = []
    for c in CARDS:
        ln, gn, mn = c["n"]
        item = 0
        L += ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//iPhone OS 18.6//EN"]
        L.append(f"N:{vesc(ln)};{vesc(gn)};{vesc(mn)};{c.get('prefix', '')};")
        L.append(f"FN:{vesc(c['fn'])}")
        if c.get("nick"):
            L.append(f"NICKNAME:{vesc(c['nick'])}")
        if c.get("org"):
            L.append("ORG:" + ";".join(vesc(x) for x in c["org"].split(";")) + ";")
        if c.get("title"):
            L.append(f"TITLE:{vesc(c['title'])}")
        if c.get("email"):
            item += 1
            kind = "WORK" if any(k in c["email"] for k in ("westgarth", "latrobe", "unimelb", "northside", "dunnright", "desai", "fitzgerald", "homeloan", "pronoia")) else "HOME"
            L.append(f"item{item}.EMAIL;type=INTERNET;type={kind};type=pref:{c['email']}")
        if c.get("tel"):
            L.append(f"TEL;type=CELL;type=VOICE;type=pref:{c['tel']}")
        if c.get("home"):
            L.append(f"TEL;type=HOME;type=VOICE:{c['home']}")
        if c.get("work"):
            L.append(f"TEL;type=WORK;type=VOICE:{c['work']}")
        if c.get("adr"):
            item += 1
            st, city, state, pc = c["adr"]
            L.append(f"item{item}.ADR;type=HOME;type=pref:;;{vesc(st)};{vesc(city)};{state};{pc};Australia")
            L.append(f"item{item}.X-ABADR:au")
        if c.get("bday"):
            L.append(f"BDAY;value=date:{c['bday']}")
        if c.get("rel"):
            item += 1
            L.append(f"item{item}.X-ABRELATEDNAMES;type=pref:Eleni Karras")
            L.append(f"item{item}.X-ABLabel:{c['rel'][0]}")
        if c.get("note"):
            L.append(f"NOTE:{vesc(c['note'])}")
        L.append("END:VCARD")
    with open(os.path.join(d, "iCloud vCards.vcf"), "w", encoding="utf-8", newline="") as f:
        f.write("\r\n".join(fold(l) for l in L) + "\r\n")
    return len(CARDS)


def pid(name):
    return "per_" + "".join(ch for ch in name.lower().replace(" ", "_") if ch.isalnum() or ch == "_")


PEOPLE_EXTRA = {
    "Despina Karras": dict(aliases=["Mama", "Mum"], facts=[{"category": "health", "key": "memory clinic", "value": "CDAMS Bundoora, Dr Anh Vo – results 17 Nov 2026", "date": "2026-10-20"},
                                                      {"category": "health", "key": "cataract surgery", "value": "R eye 3 Sep 2025, L eye 5 Nov 2025", "date": None}]),
    "Yiannis Karras": dict(aliases=["Baba", "Dad"], facts=[{"category": "health", "key": "fracture", "value": "L distal radius, fell off ladder", "date": "2026-02-07"},
                                                     {"category": "care", "key": "Support at Home", "value": "Level 3, Pronoia Care", "date": "2026-06-03"}]),
    "Nikos Karras": dict(aliases=["Niko", "Nick"], facts=[{"category": "family", "key": "spouse", "value": "Linh Tran", "date": "2026-03-21"}]),
    "Chrysoula Dimitriou": dict(aliases=["Soula"], facts=[{"category": "family", "key": "relation", "value": "cousin", "date": None}]),
    "Stavros Karras": dict(aliases=["Theio Stavros", "Theio"], facts=[]),
    "Georgia Mavros": dict(aliases=["Georgie"], facts=[{"category": "family", "key": "baby due", "value": "12 Dec 2026", "date": None}]),
    "Matt Kearney": dict(aliases=["Kearnsy", "Matt K"], facts=[{"category": "work", "key": "Sat rate", "value": "$72/hr from Jan 2026", "date": "2025-11-24"}]),
    "Rebecca Hollis": dict(aliases=["Bec"], facts=[{"category": "work", "key": "long service leave", "value": "7 Dec 2026 – 26 Feb 2027", "date": None}]),
    "Priya Raman": dict(aliases=["Priya R"], facts=[]),
    "Priya Iyer": dict(aliases=["Priya I"], facts=[{"category": "family", "key": "kids", "value": "Maya, Dev", "date": None}]),
    "Vikram Singh": dict(aliases=["Vik"], facts=[]),
    "Sanjay Kumar": dict(aliases=["Sanj"], facts=[]),
    "Dimitra Alexiou": dict(aliases=["Dimi"], facts=[{"category": "family", "key": "baby", "value": "Zoe, born 29 June 2026", "date": "2026-06-29"}]),
    "Nicholas Barrett": dict(aliases=["Barrett", "Nick B"], facts=[]),
    "Fiona McAllister": dict(aliases=["Fi"], facts=[]),
    "Jessica Lam": dict(aliases=["Jess"], facts=[]),
    "Mitchell Browne": dict(aliases=["Mitch"], facts=[]),
    "Sue Whitfield": dict(aliases=["Sue"], facts=[]),
}


def crm():
    d = os.path.join(BASE, "crm")
    os.makedirs(d, exist_ok=True)
    byfn = {c["fn"]: c for c in CARDS}
    used = []
    for t in TP:
        if t[1] not in used:
            used.append(t[1])
    with open(os.path.join(d, "people.jsonl"), "w", encoding="utf-8") as f:
        for name in used:
            c = byfn[name]
            ex = PEOPLE_EXTRA.get(name, {})
            o = {"id": pid(name), "name": name, "aliases": ex.get("aliases", []),
                 "emails": [c["email"]] if c.get("email") else [],
                 "organization": (c.get("org") or "").split(";")[0], "title": c.get("title", ""),
                 "birthday": c.get("bday"), "note": c.get("note", ""), "facts": ex.get("facts", [])}
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    ids = set()
    with open(os.path.join(d, "touchpoints.jsonl"), "w", encoding="utf-8") as f:
        for (i, name, typ, when, raw, summ, ment) in TP:
            assert i not in ids
            ids.add(i)
            assert name in byfn, name
            for m in ment:
                assert m in byfn, m
            dt = datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).astimezone(ZoneInfo("UTC"))
            o = {"id": i, "person": pid(name), "person_name": name, "interaction_type": typ,
                 "occurred_at": dt.strftime("%Y-%m-%dT%H:%M:%S+00:00"), "raw_note": raw}
            if summ:
                o["summary"] = summ
            if ment:
                o["mentioned_people"] = ment
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    return len(used), len(TP)


if __name__ == "__main__":
    print("notes", notes())
    print("cards", cards())
    print("crm", crm())
