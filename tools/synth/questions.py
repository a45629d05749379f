"""Questions over a synthetic World, graded by construction (2 = answers it, 1 = useful context)."""

import datetime as dt

import vocab
from world import FINAL_NOW

TARGET = {"person_month": 14, "person_only": 12, "last_contact": 12, "topical_paraphrase": 14,
          "action_items": 12, "location": 12, "relative_time": 14, "fact_lookup": 12,
          "nickname_misspelling": 12, "no_answer": 12, "decision_lookup": 12, "date_lookup": 12}


def month_name(d):
    return f"{vocab.MONTHS[d.month - 1]} {d.year}"


def long_date(d):
    return f"{d.day} {vocab.MONTHS[d.month - 1]} {d.year}"


class Asker:
    def __init__(self, rng, world):
        self.rng, self.w = rng, world
        self.live = [d for d in world.docs if not d["cancelled"] and not d["big"]]
        self.by_person = {}
        for d in self.live:
            for pid in d["people"]:
                self.by_person.setdefault(pid, []).append(d)
        firsts = [p.first for p in world.people]
        self.unique_first = {p.pid for p in world.people if firsts.count(p.first) == 1}
        self.out = []

    # ------------------------------------------------------------------ helpers

    def add(self, cat, question, rel, now=FINAL_NOW):
        self.out.append({"category": cat, "question": question, "now": now.isoformat(),
                         "relevant": {k: rel[k] for k in sorted(rel)}})

    def grade_docs(self, docs):
        rel = {}
        for d in docs:
            rel[d["sid"]] = max(rel.get(d["sid"], 0), 1 if d["generic"] else 2)
        return rel

    def name_of(self, p, casual=False):
        if casual and p.pid in self.unique_first and self.rng.random() < 0.5:
            return p.first
        return p.name

    def docs_of(self, p, lo=None, hi=None):
        return [d for d in self.by_person.get(p.pid, [])
                if d["date"] and (lo is None or d["date"] >= lo) and (hi is None or d["date"] <= hi)]

    def pick(self, cands, n):
        cands = sorted(cands, key=lambda c: c[0])
        return [c[1] for c in self.rng.sample(cands, min(n, len(cands)))]

    # ------------------------------------------------------------------ categories

    def person_month(self, cat="person_month", n=14, name_fn=None, people=None):
        cands = []
        for p in people or self.w.people:
            months = sorted({(d["date"].year, d["date"].month) for d in self.docs_of(p)})
            for y, m in months:
                lo = dt.date(y, m, 1)
                hi = (dt.date(y + m // 12, m % 12 + 1, 1) - dt.timedelta(days=1))
                docs = self.docs_of(p, lo, hi)
                real = [d for d in docs if not d["generic"]]
                if 1 <= len(real) <= 6 and len(docs) <= 9:
                    cands.append((f"{p.pid}{y}{m:02d}", (p, lo, docs)))
        for p, lo, docs in self.pick(cands, n):
            who = name_fn(p) if name_fn else self.name_of(p, casual=True)
            q = self.rng.choice(["What did I discuss with {w} in {m}?", "What did {w} and I talk about in {m}?",
                                 "{w} {m}", "Summarise my conversations with {w} during {m}",
                                 "What came up with {w} in {m}?"]).format(w=who, m=month_name(lo))
            self.add(cat, q, self.grade_docs(docs))

    def person_only(self):
        """People with the fewest documents (at least two), so that ten results can hold the answer."""
        sized = []
        for p in self.w.people:
            docs = self.docs_of(p)
            if len([d for d in docs if not d["generic"]]) >= 2:
                sized.append((len(docs), p.pid, p, docs))
        sized.sort(key=lambda x: (x[0], x[1]))
        cands = [(pid, (p, docs)) for _, pid, p, docs in sized[:18]]
        for p, docs in self.pick(cands, TARGET["person_only"]):
            q = self.rng.choice(["What do I know about {w}?", "all my interactions with {w}", "{w}",
                                 "Everything I have on {w}", "my history with {w}"]).format(w=p.name)
            rel = self.grade_docs(docs)
            rel[p.sid] = 2
            self.add("person_only", q, rel)

    def interactions(self, p):
        return sorted((d for d in self.docs_of(p) if d["kind"] in ("meeting", "touchpoint")),
                      key=lambda d: d["date"])

    def last_contact(self, cat="last_contact", n=12, name_fn=None, people=None):
        cands = []
        for p in people or self.w.people:
            its = self.interactions(p)
            if len(its) >= 3 and not any(d["generic"] and d["kind"] == "meeting" for d in its):
                cands.append((p.pid, (p, its)))
        for p, its in self.pick(cands, n):
            lo = its[2]["date"]
            now = lo + dt.timedelta(days=self.rng.randrange(0, max(1, (FINAL_NOW - lo).days)))
            before = [d for d in its if d["date"] <= now]
            last = before[-1]["date"]
            rel = {d["sid"]: 2 for d in before if d["date"] == last}
            rel.update({d["sid"]: 2 for d in self.docs_of(p, last, last) if d["kind"] == "note"})
            older = [d for d in before if d["date"] < last]
            if older:
                rel.update({d["sid"]: 1 for d in older if d["date"] == older[-1]["date"]})
            who = name_fn(p) if name_fn else self.name_of(p, casual=True)
            q = self.rng.choice(["When did I last talk to {w}?", "When was the last time I saw {w}?",
                                 "last contact with {w}", "When did I last speak with {w}?"]).format(w=who)
            self.add(cat, q, rel, now)

    def beat_rel(self, topic, beat):
        rel = {d["sid"]: 2 for d in beat["docs"]}
        if topic["key"] == "offsite" and beat["index"] == 0 and topic.get("offsite_event"):
            rel[topic["offsite_event"]["sid"]] = 2
        return rel

    def beats(self, kinds):
        return [(f"{t['key']}{b['index']}", (t, b)) for t in self.w.topics for b in t["beats"]
                if b["spec"]["kind"] in kinds]

    def topical(self):
        for t, b in self.pick(self.beats(("start", "problem", "result", "decision")), TARGET["topical_paraphrase"]):
            rel = self.beat_rel(t, b)
            rel.setdefault(t["brief"]["sid"], 1)
            self.add("topical_paraphrase", b["spec"]["q"], rel)

    def decisions(self):
        for t, b in self.pick(self.beats(("decision",)), TARGET["decision_lookup"]):
            subject = t["para"] if self.rng.random() < 0.5 else "the " + t["name"]
            q = self.rng.choice(["What did we decide about {p}?", "What was the decision on {p}?",
                                 "Remind me what we agreed regarding {p}"]).format(p=subject)
            self.add("decision_lookup", q, self.beat_rel(t, b))

    def action_items(self):
        cands = [(d["sid"], d) for d in self.live if d["kind"] == "meeting" and d["actions"]]
        for m in self.pick(cands, TARGET["action_items"]):
            rel = {m["sid"]: 2}
            for t in self.w.topics:
                for b in t["beats"]:
                    if b["meeting"] is m and b.get("note"):
                        rel[b["note"]["sid"]] = 2
            title = m["title"].replace(" (moved)", "")
            q = self.rng.choice(["What were the action items from the {t} on {d}?",
                                 "What follow-ups came out of the {t} in {mo}?",
                                 "Who owes what after the {t} on {d}?"]).format(
                t=title, d=long_date(m["date"]), mo=month_name(m["date"]))
            self.add("action_items", q, rel)

    def location(self):
        qs = []
        for d in self.live:
            loc = d["location"] or ""
            if d["kind"] == "meeting" and any(c[0] in loc for c in vocab.CUSTOMER_SITES) or "Farringdon" in loc:
                qs.append((d["sid"], ("Where was the {t} on {d}?".format(t=d["title"], d=long_date(d["date"])),
                                      {d["sid"]: 2})))
        for city, _ in vocab.CUSTOMER_SITES:
            hits = [d for d in self.live if d["kind"] == "meeting" and city in (d["location"] or "")]
            if hits:
                qs.append((city, (f"Which meetings did I have in {city}?", {d["sid"]: 2 for d in hits})))
        for d in self.live:
            if d["title"].startswith("Annual leave"):
                qs.append((d["sid"], (f"Where did I go on holiday in {month_name(d['date'])}?", {d["sid"]: 2})))
            if d["title"].startswith("Coffee with"):
                same = [x for x in self.live if x["title"] == d["title"] and x["date"].month == d["date"].month
                        and x["date"].year == d["date"].year]
                qs.append((d["sid"], (f"Where did I have coffee with {d['title'][12:]} in {month_name(d['date'])}?",
                                      {x["sid"]: 2 for x in same})))
        for t in self.w.topics:
            if t.get("offsite_event"):
                qs.append(("offsite", ("Where was the team offsite held?", {t["offsite_event"]["sid"]: 2})))
        for q, rel in self.pick(qs, TARGET["location"]):
            self.add("location", q, rel)

    def relative_time(self):
        cands = []
        for d in self.live:
            if d["generic"] or not d["people"] or d["date"] is None:
                continue
            cands.append((d["sid"], d))
        people = {p.pid: p for p in self.w.people}
        made = 0
        for d in self.pick(cands, 80):
            if made >= TARGET["relative_time"]:
                break
            p = people.get(d["people"][0])
            if p is None:
                continue
            kind = self.rng.choice(["yesterday", "last week", "last month", "three days"])
            day = d["date"]
            if kind == "yesterday":
                now, lo, hi, union = day + dt.timedelta(days=1), day, day, (day, day)
            elif kind == "three days":
                now = day + dt.timedelta(days=2)
                lo, hi, union = day, now, (now - dt.timedelta(days=3), now)
            elif kind == "last week":
                monday = day - dt.timedelta(days=day.weekday()) + dt.timedelta(days=7)
                now = monday + dt.timedelta(days=self.rng.randint(0, day.weekday()))
                lo, hi = now - dt.timedelta(days=7), monday - dt.timedelta(days=1)
                union = (monday - dt.timedelta(days=7), now)
            else:
                first_next = dt.date(day.year + day.month // 12, day.month % 12 + 1, 1)
                now = first_next + dt.timedelta(days=self.rng.randint(3, 20))
                lo, hi = dt.date(day.year, day.month, 1), first_next - dt.timedelta(days=1)
                union = (lo, hi)
            inside = self.docs_of(p, lo, hi)
            if len(self.docs_of(p, *union)) != len(inside) or not inside or len(inside) > 6:
                continue
            phrase = {"yesterday": "yesterday", "three days": "in the last three days", "last week": "last week",
                      "last month": "last month"}[kind]
            q = self.rng.choice(["What did I discuss with {w} {k}?", "What did {w} and I talk about {k}?",
                                 "my conversations with {w} {k}"]).format(w=self.name_of(p, True), k=phrase)
            self.add("relative_time", q, self.grade_docs(inside), now)
            made += 1

    def facts(self):
        qs = []
        for d in self.live:
            if d.get("fact"):
                p = next(x for x in self.w.people if x.pid == d["people"][0])
                rel = {d["sid"]: 2}
                if p.fact[2]:
                    rel[p.sid] = 2
                qs.append((d["sid"], (d["fact"], rel)))
        for p in self.w.people:
            if p.bday:
                qs.append((p.pid + "b", (f"When is {p.name}'s birthday?", {p.sid: 2})))
            if not p.internal:
                qs.append((p.pid + "o", (f"Which company does {p.name} work for?", {p.sid: 2})))
            else:
                qs.append((p.pid + "t", (f"What is {p.name}'s job title?", {p.sid: 2})))
        facts = [c for c in qs if "b" != c[0][-1] and "o" != c[0][-1] and "t" != c[0][-1]]
        others = [c for c in qs if c not in facts]
        chosen = self.pick(facts, 8)
        chosen += self.pick(others, TARGET["fact_lookup"] - len(chosen))
        for q, rel in chosen:
            self.add("fact_lookup", q, rel)

    def nicknames(self):
        nick = [p for p in self.w.people if p.nickname]
        accented = [p for p in self.w.people if p.plain_name]
        rest = [p for p in self.w.people if not p.nickname and not p.plain_name and len(p.last) > 4]
        self.person_month("nickname_misspelling", 4, lambda p: f"{p.nickname} {p.last}", nick)
        self.last_contact("nickname_misspelling", 4, lambda p: p.plain_name, accented)
        self.person_month("nickname_misspelling", TARGET["nickname_misspelling"] - sum(
            1 for q in self.out if q["category"] == "nickname_misspelling"), lambda p: f"{p.first} {typo(p.last)}",
            rest)

    def no_answer(self):
        r = self.rng
        for name in r.sample(vocab.NOBODY, 4):
            self.add("no_answer", r.choice(["What did I discuss with {n}?", "When did I last talk to {n}?",
                                            "{n} meeting notes"]).format(n=name), {})
        for thing in r.sample(vocab.NOTHING, 4):
            self.add("no_answer", r.choice(["notes about {t}", "What did we decide about {t}?",
                                            "meetings about {t}"]).format(t=thing), {})
        cands = []
        for p in self.w.people:
            docs = self.docs_of(p)
            if not docs:
                continue
            first = min(d["date"] for d in docs)
            for y, m in [(2025, 5), (2025, 7), (2025, 8), (2025, 10), (2025, 11)]:
                lo = dt.date(y, m, 1)
                if lo < first.replace(day=1) and not any(
                        p.pid in [a.pid for a in e["attendees"]] for e in self.w.events
                        if not e["allday"] and e["start"].date() < first):
                    cands.append((f"{p.pid}{y}{m}", (p, lo)))
        for p, lo in self.pick(cands, TARGET["no_answer"] - 8):
            self.add("no_answer", f"What did I discuss with {p.name} in {month_name(lo)}?", {})

    def dates(self):
        qs = []
        for t in self.w.topics:
            ms = sorted((m for m in t["meetings"] if not m["cancelled"]), key=lambda m: m["date"])
            if ms:
                rel = {ms[0]["sid"]: 2, t["brief"]["sid"]: 1}
                qs.append((t["key"], (self.rng.choice(["When did we first meet about {n}?",
                                                       "When was the first {n} meeting?"]).format(n=t["name"]), rel)))
            if t.get("offsite_event"):
                qs.append((t["key"] + "o", ("When was the team offsite?", {t["offsite_event"]["sid"]: 2})))
        titles = {}
        for d in self.live:
            if d["kind"] == "meeting" and not d["generic"]:
                titles.setdefault(d["title"], []).append(d)
        for title, ds in sorted(titles.items()):
            if len(ds) == 1 and not title.startswith(("Interview", "Coffee", "Annual", "Bank")):
                qs.append((title, (f"When did we have the {title}?", {ds[0]["sid"]: 2})))
        for q, rel in self.pick(qs, TARGET["date_lookup"]):
            self.add("date_lookup", q, rel)

    def all(self):
        self.person_month()
        self.person_only()
        self.last_contact()
        self.topical()
        self.action_items()
        self.location()
        self.relative_time()
        self.facts()
        self.nicknames()
        self.no_answer()
        self.decisions()
        self.dates()
        counts = {}
        for q in self.out:
            counts[q["category"]] = counts.get(q["category"], 0) + 1
            q["id"] = f"{q['category']}-{counts[q['category']]:02d}"
        return [{k: q[k] for k in ("id", "category", "question", "now", "relevant")} for q in self.out]


def typo(word):
    """A plausible misspelling: swap two inner letters or drop a doubled one."""
    for i in range(1, len(word) - 1):
        if word[i] == word[i + 1]:
            return word[:i] + word[i + 1:]
    i = len(word) // 2
    return word[:i - 1] + word[i] + word[i - 1] + word[i + 1:]
