"""Fills a World with a year and a half of work: topic storylines, recurring 1:1s, all-hands, customer calls,
interviews, everyday meetings, notes, an Evernote export and touchpoints."""

import datetime as dt

import vocab
from world import END, START, World, month_add, weekday_on_or_after

ORG_FOR = {"vendor": vocab.VENDORS[:3], "partnership": vocab.PARTNERS[:2], "churn": vocab.CUSTOMERS[:4],
           "accessibility": ["Accessible Ltd"], "gdpr": ["Linklaw LLP"], "soc2": ["Linklaw LLP"],
           "conference": ["ProductCon"]}


def slug(text):
    out = "".join(c.lower() if c.isalnum() else "-" for c in text)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


def yaml_str(text):
    """A YAML scalar: quoted when a plain one would not parse."""
    if ": " in text or text[:1] in "&*!|>'\"%@`#[]{},?-" or text.endswith(":"):
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return text


def rand_day(rng, a, b):
    return weekday_on_or_after(a + dt.timedelta(days=rng.randrange(max(1, (b - a).days))))


def first_names(people):
    return ", ".join(p.first for p in people)


class Story:
    def __init__(self, rng):
        self.rng = rng
        self.w = World(rng)

    def build(self):
        for spec in vocab.TOPICS:
            self.topic(spec)
        self.recurring()
        self.all_hands()
        self.customer_calls()
        self.coffees_and_interviews()
        self.everyday_meetings()
        self.leave()
        self.personal_touchpoints()
        self.catchups()
        self.misc_notes()
        self.evernote()
        return self.w

    # ------------------------------------------------------------------ topics

    def params(self, spec, start):
        r = self.rng
        pct = r.randint(8, 24)
        pct2 = {"budget": r.randint(2, 6), "churn": r.randint(88, 95), "mobile": 99, "okr": r.randint(102, 112),
                "vendor": r.randint(8, 15)}.get(spec["key"], pct + r.randint(3, 12))
        end = month_add(start, spec["months"])
        city = r.choice(vocab.CITIES)
        return dict(pct=pct, pct2=pct2, n={"okr": r.randint(4, 9), "conference": r.choice([25, 30, 40]),
                                            "perf_reviews": r.randint(5, 12)}.get(spec["key"], r.randint(3, 40)),
                    amount=r.randint(25, 60), city=city[0], vendor=r.choice(vocab.VENDORS[:3]),
                    partner=r.choice(vocab.PARTNERS[:2]), customer=r.choice(vocab.CUSTOMERS[:4]),
                    company=r.choice(["Monzo", "Wise", "Deliveroo", "Ocado"]),
                    month2=vocab.MONTHS[end.month - 1] + f" {end.year}",
                    date=f"{end.day} {vocab.MONTHS[end.month - 1]} {end.year}", end=end, city_full=city)

    def topic(self, spec):
        r, w = self.rng, self.w
        latest = month_add(END, -spec["months"])
        span = (latest - START).days
        start = weekday_on_or_after(START + dt.timedelta(days=r.randrange(15, span)))
        p = self.params(spec, start)
        team = r.sample(w.internal, spec["people"][0])
        ext = []
        if spec["people"][1]:
            orgs = ORG_FOR.get(spec["key"], [])
            if spec["key"] == "vendor":
                orgs = [p["vendor"]]
            elif spec["key"] == "partnership":
                orgs = [p["partner"]]
            elif spec["key"] == "churn":
                orgs = [p["customer"]]
            ext = [x for x in w.external if x.org in orgs][:1] or [r.choice(w.external)]
        name = spec["name"].format(**p)
        t = dict(key=spec["key"], name=name, para=spec["para"], team=team, ext=ext, start=start, end=p["end"],
                 beats=[], meetings=[], brief=None, params=p)
        w.topics.append(t)
        self.brief(t, spec)
        n_meet = len(spec["titles"]) + r.randint(1, 3)
        days = set()
        while len(days) < n_meet:
            days.add(rand_day(r, start, p["end"]))
        days = sorted(days)
        beat_at = {round(i * (len(days) - 1) / max(1, len(spec["beats"]) - 1)): i for i in range(len(spec["beats"]))}
        if len(spec["beats"]) == 1:
            beat_at = {len(days) - 1: 0}
        for k, day in enumerate(days):
            title = spec["titles"][min(k, len(spec["titles"]) - 1)].format(**p)
            bi = beat_at.get(k)
            beat = spec["beats"][bi] if bi is not None else None
            self.topic_meeting(t, spec, day, title, bi, beat, k)

    def brief(self, t, spec):
        r, w = self.rng, self.w
        people = t["team"] + t["ext"]
        date = t["start"] - dt.timedelta(days=r.randint(1, 6))
        path = f"notes/{slug(t['name'])}-brief.md"
        text = (f"---\ntitle: {t['name']} - brief\ndate: {date.isoformat()}\ntags: [{t['key']}, project]\n"
                f"people: [{', '.join(x.name for x in people)}]\n---\n\n# {t['name']}\n\n"
                f"Owner: me. Working group: {', '.join(x.name for x in people)}.\n\n"
                f"## Why\n\n{spec['beats'][0]['doc'].format(**t['params'])} This brief sets out the scope of "
                f"the {t['name']} work and how we will know it is done.\n\n## Plan\n\n"
                + "".join(f"- {a.format(who=r.choice(people).first, **t['params'])}\n" for a in spec["actions"]))
        t["brief"] = w.note(path, text, date, people, t["name"] + " brief", topic=t["key"])

    def topic_meeting(self, t, spec, day, title, bi, beat, k):
        r, w = self.rng, self.w
        people = t["team"] + t["ext"] + ([r.choice(w.internal)] if r.random() < 0.4 else [])
        people = list(dict.fromkeys(people))
        acts = [a.format(who=r.choice(people + [w.me]).first, **t["params"])
                for a in r.sample(spec["actions"], r.randint(1, min(3, len(spec["actions"]))))] if beat else []
        text = beat["doc"].format(**t["params"]) if beat else ""
        desc = self.describe(t, text, acts)
        loc, tz = self.place(t, k)
        hm = (r.choice([9, 10, 11, 13, 14, 15, 16]), r.choice([0, 30]))
        status = "CANCELLED" if beat is None and r.random() < 0.08 else None
        m = w.meeting(title, day, hm, r.choice([30, 45, 60, 90]), people, desc, loc, tz, status, t["key"],
                      (t["key"], bi) if beat else None, acts)
        t["meetings"].append(m)
        if beat is None:
            return
        t["beats"].append(dict(index=bi, spec=beat, text=text, docs=[m], meeting=m, actions=acts))
        if r.random() < 0.6:
            self.meeting_note(t, m, day, title, text, acts, people, bi)
        if r.random() < 0.5:
            who = r.choice([x for x in people if x is not w.me])
            when = dt.datetime.combine(day + dt.timedelta(days=r.randint(1, 3)), dt.time(r.randint(9, 18), 15))
            raw = r.choice(["{f} and I went over {n} again: {s}", "Caught up with {f} on {n}. {s}",
                            "{f} called about {n} - {s}"]).format(f=who.first, n=t["name"], s=text)
            tp = w.touchpoint(who, when, r.choice(["phoneCall", "video", "inPerson", "text"]), raw,
                              f"{t['name']}: {text[:70]}", topic=t["key"], beat=(t["key"], bi))
            t["beats"][-1]["docs"].append(tp)

    def describe(self, t, beat_text, acts):
        r = self.rng
        style = r.randrange(4)
        agenda = [f"Status of {t['name']}", "Risks and dependencies", r.choice(["Timeline", "Budget", "Owners",
                                                                               "Open questions"])]
        if not beat_text:
            if style == 3:
                return ""
            return "Agenda:\n" + "\n".join(f"- {a}" for a in agenda)
        if style == 0:
            return ("Agenda:\n" + "\n".join(f"- {a}" for a in agenda) + f"\nOutcomes:\n- {beat_text}\n"
                    + "Action items:\n" + "\n".join(f"- {a}" for a in acts))
        if style == 1:
            return f"{beat_text}\nNext steps:\n" + "\n".join(f"- {a}" for a in acts)
        if style == 2:
            return (f"## Decisions\n{beat_text}\n## Action items\n" + "\n".join(f"* {a}" for a in acts))
        return f"Notes: {beat_text} Follow-ups: " + "; ".join(acts) + "."

    def place(self, t, k):
        r = self.rng
        if t["key"] == "churn" and k == 1:
            site = r.choice(vocab.CUSTOMER_SITES)
            return f"{t['params']['customer']}, {site[1]}", "London"
        if t["key"] == "vendor" and k == 1:
            return f"{t['params']['vendor']} office, 20 Farringdon Road, London", "London"
        if t["ext"] and r.random() < 0.5:
            return r.choice(vocab.VIDEO), "UTC"
        if r.random() < 0.25:
            return r.choice(vocab.VIDEO), "London"
        return f"Fernway HQ - {r.choice(vocab.ROOMS)}", "London"

    def meeting_note(self, t, m, day, title, text, acts, people, bi):
        r, w = self.rng, self.w
        style = r.randrange(3)
        body = (f"{text}\n\nWe spent most of the time on what this means for the {t['name']} timeline. "
                f"{r.choice(['Everyone agreed.', 'Some disagreement on sequencing.', 'Good energy in the room.'])}"
                "\n\n## Action items\n\n" + "".join(f"- {a}\n" for a in acts))
        if style == 0:
            path = f"notes/{day.isoformat()}-{slug(title)}.md"
            text_out = f"# {title}\n\n## Attendees\n\n" + "".join(f"- {p.name}\n" for p in people) + "\n" + body
        elif style == 1:
            path = f"notes/{slug(title)}-{day.strftime('%b-%Y').lower()}.md"
            text_out = (f"---\ntitle: {yaml_str(title)}\ndate: {day.isoformat()}\ntags: [{t['key']}, meeting-notes]\n"
                        f"people: [{', '.join(p.name for p in people)}]\n---\n\n" + body)
        else:
            path = f"notes/{day.isoformat()}-{slug(title)}.md"
            text_out = f"# {title}\n\nWith {first_names(people)}.\n\n" + body
        if any(n[0] == path for n in w.notes):
            path = path[:-3] + f"-{len(w.notes)}.md"
        nd = w.note(path, text_out, day, people, title, t["key"], (t["key"], bi), acts)
        t["beats"][-1]["docs"].append(nd)
        t["beats"][-1]["note"] = nd

    # ------------------------------------------------------------------ the rest of working life

    def recurring(self):
        r, w = self.rng, self.w
        manager = w.internal[0]
        reports = w.internal[1:4]
        peer = w.internal[4]
        self.series_with_notes(f"1:1 {manager.first} / Jordan", dt.date(2025, 5, 6), (11, 30), manager,
                               "FREQ=WEEKLY;UNTIL=20261124T235959Z")
        for i, rep in enumerate(reports):
            first = dt.date(2025, 5, 7) + dt.timedelta(days=i) if i < 2 else dt.date(2025, 10, 9)
            rule = "FREQ=WEEKLY;UNTIL=20261125T235959Z" if i != 1 else "FREQ=WEEKLY;COUNT=40"
            self.series_with_notes(f"Jordan <> {rep.first} 1:1", first, (13, 0), rep, rule)
        self.series_with_notes(f"{peer.first} / Jordan fortnightly", dt.date(2025, 6, 2), (15, 0), peer,
                               "FREQ=WEEKLY;INTERVAL=2;UNTIL=20261123T235959Z")
        w.series("Monthly business review", dt.date(2025, 6, 12), (14, 0), 60, w.internal[:6],
                 "FREQ=MONTHLY;COUNT=18", "Agenda:\n- Revenue and pipeline\n- Product metrics\n- Hiring",
                 "Fernway HQ - Boardroom", n_exdates=1)
        w.series("Product staff meeting", dt.date(2026, 1, 5), (10, 0), 45, w.internal[1:9], "FREQ=WEEKLY",
                 "Weekly product team sync. Running notes in the team doc.", "Fernway HQ - Ada room", n_exdates=2)

    def series_with_notes(self, title, first, hm, person, rule):
        r, w = self.rng, self.w
        from world import expand
        days = expand(first, rule)
        mine = [t for t in w.topics if person in t["team"]] or w.topics
        overrides = []
        for d in r.sample(days[1:-1], 3):
            t = r.choice(mine)
            desc = (f"Moved to the afternoon. Topics:\n- {t['name']}: where it stands\n- {person.first}'s growth "
                    f"plan\nAction items:\n- {person.first} to send the {t['name']} update")
            overrides.append((d, f"{title} (moved)", desc, t["key"], None, [f"{person.first} to send the "
                                                                           f"{t['name']} update"]))
        occ, _ = w.series(title, first, hm, 30, [person], rule, r.choice(["", "Weekly 1:1.", "Agenda in the "
                          "shared doc."]), "Fernway HQ - Kitchen table", overrides=overrides)
        for d in sorted(r.sample(sorted(occ), min(6, len(occ)))):
            if occ[d]["topic"]:
                continue
            t = r.choice(mine)
            path = f"notes/1-1-{slug(person.first + ' ' + person.last)}-{d.isoformat()}.md"
            text = (f"---\ntitle: 1:1 with {person.name}\ndate: {d.isoformat()}\npeople: [{person.name}]\n"
                    f"tags: [one-on-one]\n---\n\n- {t['name']}: {person.first} thinks we are "
                    f"{r.choice(['on track', 'two weeks behind', 'blocked on decisions', 'ahead of plan'])}.\n"
                    f"- Feedback for {person.first}: {r.choice(['great written updates', 'speak up earlier about risks', 'delegate more'])}.\n"
                    f"- {person.first} is {r.choice(['tired after the release', 'excited about the roadmap', 'worried about headcount'])}.\n")
            w.note(path, text, d, [person], f"1:1 with {person.name}", topic=t["key"])

    def all_hands(self):
        w = self.w
        names = {p.name for p in w.people}
        crowd = [x for x in (ppl_extra(i) for i in range(100)) if x.name not in names][:90]
        for i, d in enumerate([dt.date(2025, 6, 26), dt.date(2025, 9, 25), dt.date(2025, 12, 11),
                               dt.date(2026, 3, 26), dt.date(2026, 6, 25), dt.date(2026, 9, 24)]):
            n = 50 + 12 * i
            w.meeting(f"Company all-hands ({vocab.MONTHS[d.month - 1]} {d.year})", d, (16, 0), 60,
                      w.internal + crowd[:n], "Agenda:\n- Company update\n- Product demo\n- Open Q&A",
                      "Fernway HQ - Atrium and Zoom", big=True, organizer=w.internal[0])

    def customer_calls(self):
        r, w = self.rng, self.w
        customers = [x for x in w.external if x.org in vocab.CUSTOMERS] or w.external[:2]
        for _ in range(30):
            c = r.choice(customers)
            day = rand_day(r, START, END)
            subj = r.choice(["usage review", "feature requests", "renewal timeline", "SSO rollout",
                             "reporting exports", "onboarding new team"])
            site = r.random() < 0.2
            loc = r.choice(vocab.CUSTOMER_SITES) if site else None
            w.meeting(f"{c.org}: {subj}", day, (r.choice([10, 11, 14, 15]), 0), 45,
                      [c, r.choice(w.internal)], f"Purpose: {subj} with {c.org}.",
                      f"{c.org}, {loc[1]}" if site else r.choice(vocab.VIDEO), "UTC" if not site else "London")

    def coffees_and_interviews(self):
        r, w = self.rng, self.w
        mentor = next((x for x in w.external if x.org == "Bramble Ventures"), w.external[0])
        for _ in range(8):
            day = rand_day(r, START, END)
            w.meeting(f"Coffee with {mentor.first}", day, (8, 30), 45, [mentor], "", r.choice(vocab.COFFEE), "UTC")
        contacts = {p.name for p in w.people}
        for i in range(16):
            name = f"{r.choice(vocab.FIRST)} {r.choice(vocab.LAST)}"
            if name in contacts:
                continue
            day = rand_day(r, START, END)
            ppl_ = r.sample(w.internal, 2)
            cand = type(mentor)(f"cand{i}", *name.split(" ", 1))
            cand.email = name.lower().replace(" ", ".") + "@gmail.com"
            w.meeting(f"Interview: {name} ({r.choice(['Senior PM', 'Product Designer', 'Data Analyst'])})", day,
                      (r.choice([10, 14]), 0), 60, ppl_ + [cand], "Interview loop. Scorecard in the ATS.",
                      f"Fernway HQ - {r.choice(vocab.ROOMS)}")

    def everyday_meetings(self):
        r, w = self.rng, self.w
        kinds = ["Design review: {f}", "Roadmap sync", "Sprint demo", "Hiring sync", "Customer feedback review",
                 "Analytics deep dive: {f}", "Support escalations review", "Planning: {f}"]
        feats = ["saved views", "dashboard sharing", "CSV exports", "alerts", "SSO settings", "audit log",
                 "search bar", "billing page", "team invites", "dark mode"]
        for _ in range(110):
            day = rand_day(r, START, END)
            f = r.choice(feats)
            title = r.choice(kinds).format(f=f)
            people = r.sample(w.internal, r.randint(2, 5))
            desc = r.choice(["", f"Agenda:\n- {f}: open questions\n- next milestones",
                             f"Review the {f} work and agree next steps.",
                             f"Purpose: walk through {f} with the team.\nNext steps:\n- {people[0].first} to "
                             f"share the updated {f} spec"])
            status = "CANCELLED" if r.random() < 0.06 else None
            w.meeting(title, day, (r.choice([9, 10, 11, 12, 14, 15, 16]), r.choice([0, 30])), r.choice([30, 45, 60]),
                      people, desc, f"Fernway HQ - {r.choice(vocab.ROOMS)}", status=status)

    def leave(self):
        r, w = self.rng, self.w
        for place in ["Cornwall", "Crete", "the Lake District"]:
            d = rand_day(r, START, END)
            w.allday(f"Annual leave - {place}", d, d + dt.timedelta(days=r.randint(2, 9)), "Out of office.", place)
        w.allday("Bank holiday", dt.date(2026, 5, 25), dt.date(2026, 5, 25))
        for t in w.topics:
            if t["key"] == "offsite":
                city, country, addr = t["params"]["city_full"]
                d = weekday_on_or_after(t["end"] - dt.timedelta(days=10))
                m = w.allday(f"Team offsite - {city}", d, d + dt.timedelta(days=2), "Three days: strategy, team "
                             "health, hack day.", f"{addr}, {country}")
                m["topic"] = "offsite"
                t["meetings"].append(m)
                t["offsite_event"] = m

    def personal_touchpoints(self):
        r, w = self.rng, self.w
        for p in w.people:
            if not p.fact:
                continue
            when = dt.datetime.combine(rand_day(r, START, END), dt.time(r.randint(9, 19), 40))
            doc = w.touchpoint(p, when, r.choice(["inPerson", "social", "text", "phoneCall"]),
                               p.fact[1] + " " + r.choice(["Also talked about work for a bit.",
                                                           "Nice to catch up properly.", ""]),
                               f"Personal news from {p.first}")
            doc["fact"] = p.fact[0]

    def catchups(self):
        r, w = self.rng, self.w
        subjects = ["the hiring plan", "next quarter's roadmap", "a tricky customer escalation", "team morale",
                    "the reorg rumours", "a book recommendation", "weekend plans", "their promotion case",
                    "on-call fatigue", "conference ideas"]
        while len(w.touchpoints) < 250:
            p = r.choice(w.people)
            when = dt.datetime.combine(rand_day(r, START, END), dt.time(r.randint(8, 20), 5))
            s = r.choice(subjects)
            w.touchpoint(p, when, r.choice(["phoneCall", "inPerson", "text", "video", "social", "other"]),
                         f"Chat with {p.first} about {s}. " + r.choice(["Nothing urgent.", "Follow up next week.",
                                                                       "They seemed upbeat.", ""]),
                         f"{p.first}: {s}")

    def misc_notes(self):
        r, w = self.rng, self.w
        d = dt.date(2025, 5, 9)
        while len(w.notes) < 120 and d < END:
            active = [t for t in w.topics if t["start"] <= d <= t["end"]]
            if active:
                lines = "".join(f"- {t['name']}: {r.choice(['moving', 'stuck', 'slipping', 'nearly done'])}\n"
                                for t in r.sample(active, min(3, len(active))))
                w.note(f"notes/weekly/{d.isoformat()}-week-review.md",
                       f"# Week ending {d.strftime('%d %B %Y')}\n\n{lines}\n"
                       f"Energy: {r.randint(4, 9)}/10.\n", d, [], "Week review")
            d += dt.timedelta(days=r.choice([7, 7, 14]))
        for title, body in [("Reading list", "- Escaping the Build Trap\n- Monetizing Innovation\n"),
                            ("Ideas backlog", "- Anomaly alerts\n- Explain-this-chart button\n"),
                            ("Interview questions", "- Tell me about a decision you reversed.\n")]:
            w.note(f"notes/{slug(title)}.md", f"# {title}\n\n{body}", None, [], title)

    def evernote(self):
        r, w = self.rng, self.w
        for i in range(10):
            d = rand_day(r, dt.date(2025, 5, 1), dt.date(2025, 8, 30))
            title = r.choice(["Idea: ", "Notes: ", "Draft: "]) + r.choice(
                ["usage-based pricing", "team rituals", "quarterly planning template", "customer interview script",
                 "roadmap narrative", "analytics glossary"]) + f" ({i + 1})"
            html = (f"<div>{title}</div><div><br/></div><ul><li>{r.choice(['Start small', 'Ask customers first', 'Write it down'])}"
                    f"</li><li>{r.choice(['Share with the team', 'Revisit in a month'])}</li></ul>")
            w.enex.append((title, dt.datetime.combine(d, dt.time(9, 15)), ["evernote", "archive"], html))


def ppl_extra(i):
    import people as ppl
    first = vocab.FIRST[i % len(vocab.FIRST)]
    last = vocab.LAST[(i * 7) % len(vocab.LAST)]
    p = ppl.Person(f"staff{i}", first, last + ("" if i < 29 else f"-{i}"))
    p.email = f"{first.lower()}.{p.last.lower()}.{i}@fernway.io"
    return p
