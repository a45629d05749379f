"""Builds the synthetic world: meetings, recurring series, notes, touchpoints; every document is recorded with
its source id, date, people, topic and story beat so that questions can be graded by construction."""

import datetime as dt

import people as ppl
import vocab

START = dt.date(2025, 5, 1)
END = dt.date(2026, 11, 25)
FINAL_NOW = dt.date(2026, 11, 27)
DOMAIN = "fernway.io"


def weekday_on_or_after(d):
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def month_add(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, min(d.day, 28))


class World:
    def __init__(self, rng):
        self.rng = rng
        self.people, self.me = ppl.build_people(rng, DOMAIN)
        orgs = ([(v, "Account Manager") for v in vocab.VENDORS[:3]] + [(p, "Partner Manager") for p in
                vocab.PARTNERS[:2]] + [(c, "Head of Operations") for c in vocab.CUSTOMERS[:4]]
                + [("Bramble Ventures", "Operating Partner"), ("Accessible Ltd", "Lead Auditor"),
                   ("Linklaw LLP", "Partner"), ("ProductCon", "Programme Chair")])
        ppl.assign_external(rng, self.people, orgs)
        ppl.assign_facts(rng, self.people)
        self.internal = [p for p in self.people if p.internal]
        self.external = [p for p in self.people if not p.internal]
        self.events = []      # VEVENT dicts for the writer
        self.docs = []        # graded documents
        self.notes = []       # (relative path, text, date)
        self.enex = []        # (title, created datetime, tags, html)
        self.touchpoints = []
        self.topics = []      # instantiated topics
        self.uid_n = 0
        self.tp_n = 0

    # ------------------------------------------------------------------ registry

    def doc(self, sid, kind, date, people, title, topic=None, beat=None, generic=False, location=None,
            actions=None, cancelled=False, big=False, text=""):
        d = dict(sid=sid, kind=kind, date=date, people=[p.pid for p in people], title=title, topic=topic,
                 beat=beat, generic=generic, location=location, actions=actions or [], cancelled=cancelled,
                 big=big, text=text)
        self.docs.append(d)
        return d

    def new_uid(self):
        self.uid_n += 1
        r = self.rng.getrandbits(64)
        return f"{r:016x}{self.uid_n:04d}@{DOMAIN}" if self.rng.random() < 0.7 else f"{r:016x}{self.uid_n}"

    # ------------------------------------------------------------------ meetings

    def meeting(self, title, date, hm, minutes, attendees, desc="", location=None, tz="London", status=None,
                topic=None, beat=None, actions=None, big=False, organizer=None):
        uid = self.new_uid()
        h, m = hm
        start = dt.datetime(date.year, date.month, date.day, h, m)
        self.events.append(dict(uid=uid, summary=title, start=start, end=start + dt.timedelta(minutes=minutes),
                                tz=tz, attendees=attendees, description=desc, location=location,
                                status=status, organizer=organizer or self.me, rrule=None, exdates=[],
                                recurrence_id=None, allday=False))
        return self.doc("event:" + uid, "meeting", date, [] if big else attendees, title, topic, beat,
                        location=location, actions=actions, cancelled=status == "CANCELLED", big=big, text=desc)

    def allday(self, title, first, last, desc="", location=None):
        uid = self.new_uid()
        self.events.append(dict(uid=uid, summary=title, start=first, end=last + dt.timedelta(days=1), tz="date",
                                attendees=[], description=desc, location=location, status=None,
                                organizer=self.me, rrule=None, exdates=[], recurrence_id=None, allday=True))
        return self.doc("event:" + uid, "meeting", first, [], title, location=location, text=desc)

    def series(self, title, first, hm, minutes, attendees, rule, desc, location, n_exdates=2, overrides=()):
        """A recurring series; returns {date: doc}. `overrides` = [(date, title, desc, topic, beat, actions)]."""
        uid = self.new_uid()
        h, m = hm
        start = dt.datetime(first.year, first.month, first.day, h, m)
        days = expand(first, rule)
        ex = sorted(self.rng.sample(days[1:-1], min(n_exdates, max(0, len(days) - 2))))
        self.events.append(dict(uid=uid, summary=title, start=start, end=start + dt.timedelta(minutes=minutes),
                                tz="London", attendees=attendees, description=desc, location=location,
                                status=None, organizer=self.me, rrule=rule,
                                exdates=[dt.datetime(d.year, d.month, d.day, h, m) for d in ex],
                                recurrence_id=None, allday=False))
        out = {}
        over = {o[0]: o for o in overrides}
        for d in days:
            if d in ex:
                continue
            sid = f"event:{uid}@{d.isoformat()}"
            if d in over:
                _, otitle, odesc, topic, beat, actions = over[d]
                rs = dt.datetime(d.year, d.month, d.day, h, m)
                self.events.append(dict(uid=uid, summary=otitle, start=rs + dt.timedelta(minutes=30),
                                        end=rs + dt.timedelta(minutes=30 + minutes), tz="London",
                                        attendees=attendees, description=odesc, location=location, status=None,
                                        organizer=self.me, rrule=None, exdates=[], recurrence_id=rs,
                                        allday=False))
                out[d] = self.doc(sid, "meeting", d, attendees, otitle, topic, beat, location=location,
                                  actions=actions, text=odesc)
            else:
                out[d] = self.doc(sid, "meeting", d, attendees, title, generic=True, location=location, text=desc)
        return out, uid

    # ------------------------------------------------------------------ touchpoints and notes

    def touchpoint(self, person, when, kind, raw, summary, mentioned=(), topic=None, beat=None, generic=False):
        self.tp_n += 1
        tid = f"tp-{self.tp_n:04d}"
        off = "+01:00" if bst(when.date()) else "+00:00"
        self.touchpoints.append({"id": tid, "person": person.pid, "person_name": person.name,
                                 "interaction_type": kind, "occurred_at": when.strftime("%Y-%m-%dT%H:%M:00") + off,
                                 "raw_note": raw, "summary": summary,
                                 "mentioned_people": [m.name for m in mentioned]})
        return self.doc("touchpoint:" + tid, "touchpoint", when.date(), [person] + list(mentioned), summary,
                        topic, beat, generic=generic, text=raw)

    def note(self, path, text, date, people, title, topic=None, beat=None, actions=None):
        self.notes.append((path, text, date))
        return self.doc("note:" + path, "note", date, people, title, topic, beat, actions=actions, text=text)


def bst(d):
    """Whether a date is in British Summer Time (last Sunday of March .. last Sunday of October)."""
    def last_sunday(y, m):
        d = dt.date(y, m, 31)
        return d - dt.timedelta(days=(d.weekday() + 1) % 7)
    return last_sunday(d.year, 3) <= d < last_sunday(d.year, 10)


def expand(first, rule):
    """Dates of a series (subset of RRULE: WEEKLY/MONTHLY, INTERVAL, COUNT, UNTIL)."""
    parts = dict(p.split("=") for p in rule.split(";"))
    step = int(parts.get("INTERVAL", "1"))
    count = int(parts["COUNT"]) if "COUNT" in parts else None
    until = dt.datetime.strptime(parts["UNTIL"][:8], "%Y%m%d").date() if "UNTIL" in parts else END
    out, d, i = [], first, 0
    while d <= until and (count is None or len(out) < count):
        out.append(d)
        i += 1
        d = first + dt.timedelta(weeks=step * i) if parts["FREQ"] == "WEEKLY" else month_add(first, step * i)
    return out
