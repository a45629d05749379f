"""The synthetic person's contacts: colleagues and outsiders with shared first names, nicknames, accents."""

import datetime as dt
import uuid

import vocab


def plain(text):
    """ASCII spelling of a name (for emails and for 'misspelled' questions)."""
    table = str.maketrans("ëèéÉáÁíóöØøÅåäÄüÜñŁłóćśźżçãõâêôûîïÖ", "eeeEaAiooOoAaaAuUnLloczszcaoaeouiiO")
    return text.translate(table).replace("ß", "ss")


def make_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


class Person:
    def __init__(self, pid, first, last, nickname=None, accented_plain=None):
        self.pid = pid
        self.first = first
        self.last = last
        self.nickname = nickname
        self.plain_name = accented_plain
        self.email = ""
        self.org = ""
        self.title = ""
        self.internal = True
        self.phone = ""
        self.bday = None
        self.fact = None          # (question, touchpoint sentence, vcard line or None)
        self.note_lines = []

    @property
    def name(self):
        return f"{self.first} {self.last}"

    @property
    def sid(self):
        return "person:" + self.pid


TITLES_IN = ["Staff Engineer", "Engineering Manager", "Product Designer", "Senior Product Manager", "Data Analyst",
             "Head of Marketing", "Customer Success Lead", "Head of Sales", "Finance Director", "Recruiter",
             "Security Lead", "Design Lead", "VP Engineering", "Solutions Engineer", "Legal Counsel",
             "Account Executive", "SRE", "Product Marketing Manager", "People Partner", "CTO"]


def build_people(rng, company_domain, n_internal=28, n_external=12):
    """~40 people; returns (people, me) where me is the owner (not a contact)."""
    names, used = [], set()

    def take(first, last, nickname=None, plain_name=None):
        key = (first, last)
        if key in used:
            return
        used.add(key)
        names.append(Person(make_uuid(rng), first, last, nickname, plain_name))

    lasts = list(vocab.LAST)
    rng.shuffle(lasts)
    for first in vocab.SHARED_FIRST:
        take(first, lasts.pop())
        take(first, lasts.pop())
    for formal, nick in rng.sample(vocab.NICKNAMED, 5):
        take(formal, lasts.pop(), nickname=nick)
    for full, plain_name in rng.sample(vocab.ACCENTED, 4):
        first, last = full.split(" ", 1)
        take(first, last, plain_name=plain_name)
    firsts = [f for f in vocab.FIRST if f not in vocab.SHARED_FIRST]
    rng.shuffle(firsts)
    while len(names) < n_internal + n_external and lasts and firsts:
        take(firsts.pop(), lasts.pop())
    rng.shuffle(names)
    me = Person(make_uuid(rng), "Jordan", "Hale")
    me.email = f"jordan.hale@{company_domain}"
    for i, p in enumerate(names):
        p.internal = i < n_internal
        local = plain(f"{p.first}.{p.last}").lower().replace(" ", "")
        if p.internal:
            p.email = f"{local}@{company_domain}"
            p.org = "Fernway"
            p.title = TITLES_IN[i % len(TITLES_IN)]
        p.phone = f"+44 7700 9{rng.randrange(10000, 99999)}"
        if rng.random() < 0.3:
            p.bday = dt.date(rng.randrange(1965, 1998), rng.randrange(1, 13), rng.randrange(1, 29))
    return names, me


def assign_external(rng, people, orgs):
    """Give the outsiders an organisation (vendor, partner, customer, mentor) and an email there."""
    ext = [p for p in people if not p.internal]
    roles = []
    for i, p in enumerate(ext):
        org, title = orgs[i % len(orgs)]
        p.org, p.title = org, title
        dom = plain(org).lower().replace(" & ", "and").replace(" ", "") + ".com"
        p.email = plain(f"{p.first}.{p.last}").lower() + "@" + dom
        roles.append((org, p))
    return roles


def assign_facts(rng, people):
    """A personal fact for most people: told in a touchpoint, sometimes also in the vCard note."""
    firsts = [p.first for p in people]
    for p in people:
        if rng.random() < 0.25:
            continue
        q, told, card = rng.choice(vocab.PERSONAL)
        fill = dict(first=p.first if firsts.count(p.first) == 1 else p.name, uni=rng.choice(vocab.UNIS), dog=rng.choice(vocab.DOGS),
                    city2=rng.choice(vocab.CITIES2), race=rng.choice(vocab.RACES), kids=rng.choice(vocab.KIDS),
                    holiday=rng.choice(vocab.HOLIDAYS))
        p.fact = (q.format(**fill), told.format(**fill), card.format(**fill) if card and rng.random() < 0.6
                  else None)
        if p.fact[2]:
            p.note_lines.append(p.fact[2])
