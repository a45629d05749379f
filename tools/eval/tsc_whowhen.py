#!/usr/bin/env python3
""""Who + when" questions over the Node.js TSC minutes (../shared/data/notes/nodejs-tsc-minutes).

    python3 tools/eval/tsc_whowhen.py                     # writes eval/tsc/ (queries, qrels, people, corpus)
    python3 tools/eval/tsc_whowhen.py --check             # regenerate in memory, fail if eval/tsc differs

For every (person, month) in which the person is listed present in at least one minutes file, one question
"What did we discuss with NAME in MONTH YEAR?"; relevant = every minutes file of that month that lists
them (grade 2). Deterministic: the same minutes give byte-identical output.

Output, in BEIR layout (`eval/tsc/`):
  queries.jsonl   {"_id", "text", "metadata": {"now", "person", "month"}}        (committed)
  qrels/test.tsv  query-id, corpus-id, score                                      (committed)
  people.tsv      canonical name, files listed in, spellings seen (documents the normalisation; committed)
  corpus.jsonl    {"_id", "title", "text"}: one document per minutes file, built from ../shared on demand
                  (not committed: the minutes stay in shared/)

Document ids are the file's path relative to the minutes folder without `.md`, `/` written as `_`
(`2015-05-27`, `io.js_2014-12-10`, `2018-01-31-V8`), so the date stays in the indexed file's name. A
document's title is its first `# ` heading (else the id), its text the rest of the file.

Who was present. A file's attendees are the bullets under a heading whose text is `Present` or
`Participants` (any level). Deeper group sub-headings inside it stay in the list (`### Members`,
`### Observers`, `### TSC`, `### V8`, `### Other`, `### Present`); any other heading ends it, and so do
`Regrets`/`Apologies`/`Absent`/`Not present` sub-headings, a line of prose (`Apologies from:`) and an HTML
comment (`<!-- ... -->`, where some files park the members who were absent). A bullet is `*` or `-` at the
start of a line (one stray letter before it, as in `a *Ruy Adorno`, is tolerated).

Name normalisation (one canonical form per person, used in the question and the qrels):
  1. A bullet's name is its text without Markdown links (`[Name](url)` -> Name), `<email>`/`<mailto:...>`,
     `@handles`, parentheses (`(TSC)`, `(Guest from OSTIF)`, an unclosed `(TS`), and anything after ` - `
     or ` – `; commas become spaces, a trailing `.` goes. `A/B C` is the name `B C` with nickname `A`.
     Bullets that say no name (`Apologies for Ben and Fedor`, `N/A ...`, more than five words) are skipped.
  2. Spellings are merged into one person when they share an @handle (case-insensitive), or have the same
     first and last word after folding (case, accents, ß -> ss; so middle names and initials do not
     matter: `James M Snell` = `James Snell`, `Ali Ijaz Sheikh` = `Ali Sheikh`), or the same last word and
     first words one edit apart (`Michal Dawson`), or the same first word and last words one edit apart
     (`Robert Naggy`, `Robin Gin`), or the same last word where one first word is the initials of the
     other's given names (`TJ Fontaine` = `Timothy J Fontaine`).
  3. A first name alone (`Ben (TC)`, `Rod`, `Brian`) is the person with that first name (or nickname):
     the only one, else the one listed in the most files within 180 days of the file; with no such
     person, or with an @handle no fuller spelling carries (`Steven @styfle`), it stays a person of its
     own under that name (`Isaac`, `Steven`).
  4. The canonical form is the spelling listed in the most files (ties: the longer, then the first in
     sort order); so `Mary Marchini` (also listed as `Matheus Marchini`, same handle) and `James Snell`.
"""

import argparse
import calendar
import collections
import datetime
import json
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from quality import shared_bases  # noqa: E402
OUT = os.path.join(ROOT, "eval", "tsc")

SECTION_LABELS = {"present", "participants"}
GROUP_HEADINGS = {"members", "observers", "tsc", "ctc", "tc", "v8", "other", "others", "guests", "present",
                  "invited", "voting members", "regular members", "participants", "attendees"}
STOP_HEADINGS = {"regrets", "apologies", "absent", "not present"}
DATE_RE = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")


def default_minutes():
    for base in shared_bases():
        path = os.path.join(base, "data", "notes", "nodejs-tsc-minutes")
        if os.path.isdir(path):
            return path
    return os.path.join(os.path.dirname(ROOT), "shared", "data", "notes", "nodejs-tsc-minutes")


# ---------------------------------------------------------------- reading the minutes

def minutes_files(folder):
    """[(doc id, relative path, date)] for every dated .md file, in path order."""
    out = []
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".md"):
                continue
            rel = os.path.relpath(os.path.join(root, name), folder)
            m = DATE_RE.search(name)
            if not m:
                continue
            date = datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            out.append((rel[:-3].replace(os.sep, "_"), rel, date))
    return sorted(out, key=lambda t: t[1])


def heading(line):
    m = re.match(r"^(#{1,6})\s*(.*?)\s*#*\s*$", line)
    if not m:
        return None
    return len(m.group(1)), m.group(2).strip().rstrip(":").strip().lower()


def strip_comments(text):
    return re.sub(r"<!--.*?(-->|\Z)", "", text, flags=re.S)


def attendee_bullets(text):
    """The raw bullet texts of every Present/Participants section."""
    lines = strip_comments(text).split("\n")
    found, i = [], 0
    while i < len(lines):
        h = heading(lines[i])
        if not h or h[1] not in SECTION_LABELS:
            i += 1
            continue
        level, i = h[0], i + 1
        while i < len(lines):
            line = lines[i]
            sub = heading(line)
            if sub:
                if sub[0] > level and sub[1] in GROUP_HEADINGS:
                    i += 1
                    continue
                break
            if not line.strip():
                i += 1
                continue
            if re.match(r"^\s{2,}[*-]\s", line):
                i += 1  # a nested bullet says something about the person above it
                continue
            m = re.match(r"^ ?(?:[a-z] )?[*-]\s+(.*\S)\s*$", line) or re.match(r"^ ?[a-z] \*(\S.*\S)\s*$", line)
            if not m:
                break  # prose ("Apologies from:", "N/A ...") ends the list
            found.append(m.group(1))
            i += 1
    return found


def clean_name(bullet):
    """(name, handle or None, nickname or None) from one bullet's text, or None when it names nobody."""
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", bullet)
    s = re.sub(r"\*\*?", "", s)
    s = re.sub(r"<[^>]*>", " ", s)
    s = re.sub(r"@<[^>]*>", " ", s)
    handles = re.findall(r"@([A-Za-z0-9][A-Za-z0-9_-]*)", s)
    s = re.sub(r"@[A-Za-z0-9][A-Za-z0-9_-]*", " ", s)
    s = re.sub(r"@\S*", " ", s)
    s = re.sub(r"\([^)]*\)?", " ", s)
    s = re.split(r"\s[-–—]\s", s)[0]
    s = s.replace(",", " ").replace("(", " ").replace(")", " ")
    s = " ".join(s.split()).strip(" .;:")
    if not s or re.match(r"(?i)^(apologies|regrets|n/a|none|nobody)\b", s) or len(s.split()) > 5:
        return None
    nickname = None
    if "/" in s:
        parts = s.split("/")
        nickname, s = parts[0].strip(), parts[-1].strip()
    if not re.search(r"\w", s):
        return None
    return s, (handles[0].lower() if handles else None), nickname


def fold(text):
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss").replace("ẞ", "ss"))
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    return " ".join(re.sub(r"[^\w\s]", " ", text).split())


def edit1(a, b):
    """True when a and b are at most one insertion, deletion or substitution apart."""
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1:] if len(a) < len(b) else a[i + 1:] == b[i + 1:]


# ---------------------------------------------------------------- merging spellings into people

class Union:
    def __init__(self):
        self.parent = {}

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            lo, hi = sorted((ra, rb), key=lambda m: (m[0], m[1] or ""))
            self.parent[hi] = lo


def same_person(a, b):
    """Rule 2 for two multi-word spellings (folded word lists)."""
    if a[0] == b[0] and a[-1] == b[-1]:
        return True
    if a[-1] == b[-1] and len(a[0]) >= 4 and len(b[0]) >= 4 and edit1(a[0], b[0]):
        return True
    if a[0] == b[0] and len(a[-1]) >= 3 and len(b[-1]) >= 3 and edit1(a[-1], b[-1]):
        return True
    if a[-1] == b[-1]:
        for x, y in ((a, b), (b, a)):
            if len(x) == 2 and len(y) >= 3 and x[0] == "".join(w[0] for w in y[:-1]):
                return True
    return False


def resolve_people(listings):
    """listings: [(doc id, date, name, handle, nickname)] -> {(doc id, name, handle): canonical name}."""
    mentions = sorted({(name, handle) for _, _, name, handle, _ in listings}, key=lambda m: (m[0], m[1] or ""))
    u = Union()
    for m in mentions:
        u.find(m)
    by_handle = collections.defaultdict(list)
    for m in mentions:
        if m[1]:
            by_handle[m[1]].append(m)
    for group in by_handle.values():
        for m in group[1:]:
            u.union(group[0], m)
    multi = [m for m in mentions if len(fold(m[0]).split()) >= 2]
    for i, a in enumerate(multi):
        wa = fold(a[0]).split()
        for b in multi[i + 1:]:
            if same_person(wa, fold(b[0]).split()):
                u.union(a, b)
    # Rule 3: a first name alone (without a handle that already placed it).
    nicknames = collections.defaultdict(set)
    for _, _, name, handle, nick in listings:
        if nick:
            nicknames[u.find((name, handle))].add(fold(nick))
    clusters = collections.defaultdict(list)
    for m in mentions:
        clusters[u.find(m)].append(m)
    full = {root: ms for root, ms in clusters.items() if any(len(fold(m[0]).split()) >= 2 for m in ms)}
    first_names = collections.defaultdict(set)
    for root, ms in full.items():
        for m in ms:
            words = fold(m[0]).split()
            if len(words) >= 2:
                first_names[words[0]].add(root)
        for nick in nicknames.get(root, ()):
            first_names[nick].add(root)
    dates_of = collections.defaultdict(list)
    for doc, date, name, handle, _ in listings:
        dates_of[u.find((name, handle))].append(date)
    assignment = {}
    for doc, date, name, handle, _ in listings:
        root = u.find((name, handle))
        if root not in full and not handle:
            candidates = sorted(first_names.get(fold(name), ()))
            if len(candidates) > 1:
                near = [(sum(1 for d in dates_of[c] if abs((d - date).days) <= 180), c) for c in candidates]
                near.sort(key=lambda t: -t[0])
                candidates = [near[0][1]] if near[0][0] > 0 and (len(near) == 1 or near[1][0] < near[0][0]) else []
            if len(candidates) == 1:
                root = candidates[0]
        assignment[(doc, name, handle)] = root
    # Rule 4: the canonical spelling of each person.
    files_per_spelling = collections.defaultdict(set)
    for doc, _, name, handle, _ in listings:
        files_per_spelling[(assignment[(doc, name, handle)], name)].add(doc)
    canonical = {}
    for (root, name), docs in files_per_spelling.items():
        multiword = len(name.split()) >= 2
        key = (multiword, len(docs), len(name), [-ord(c) for c in name])
        if root not in canonical or key > canonical[root][0]:
            canonical[root] = (key, name)
    return {k: canonical[root][1] for k, root in assignment.items()}


# ---------------------------------------------------------------- building the set

def build(folder):
    files = minutes_files(folder)
    corpus, listings = [], []
    for doc, rel, date in files:
        with open(os.path.join(folder, rel), encoding="utf-8") as f:
            text = f.read()
        lines = text.split("\n")
        title, body = doc, text
        for i, line in enumerate(lines):
            if line.startswith("# "):
                title = line[2:].strip()
                body = "\n".join(lines[:i] + lines[i + 1:])
                break
        corpus.append({"_id": doc, "title": title, "text": body.strip()})
        for bullet in attendee_bullets(text):
            parsed = clean_name(bullet)
            if parsed:
                listings.append((doc, date, parsed[0], parsed[1], parsed[2]))
    names = resolve_people(listings)
    dates = {doc: date for doc, _, date in files}
    present = collections.defaultdict(set)   # (canonical, YYYY-MM) -> docs
    spellings = collections.defaultdict(set)
    files_of = collections.defaultdict(set)
    for doc, date, name, handle, _ in listings:
        person = names[(doc, name, handle)]
        present[(person, f"{date:%Y-%m}")].add(doc)
        spellings[person].add(name + (f" @{handle}" if handle else ""))
        files_of[person].add(doc)
    last = max(dates.values())
    now = (datetime.date(last.year + (last.month == 12), last.month % 12 + 1, 1)).isoformat()
    queries, qrels = [], []
    for n, (person, month) in enumerate(sorted(present, key=lambda k: (k[1], k[0].casefold(), k[0])), 1):
        year, mon = int(month[:4]), int(month[5:])
        qid = f"tsc-{n:04d}"
        queries.append({"_id": qid, "text": f"What did we discuss with {person} in {calendar.month_name[mon]} {year}?",
                        "metadata": {"now": now, "person": person, "month": month}})
        for doc in sorted(present[(person, month)]):
            qrels.append((qid, doc, 2))
    people = sorted(((p, len(files_of[p]), sorted(spellings[p], key=lambda s: (s.casefold(), s))) for p in files_of),
                    key=lambda t: (-t[1], t[0]))
    return corpus, queries, qrels, people


def render(corpus, queries, qrels, people):
    """{relative path: text} of every output file."""
    out = {
        "corpus.jsonl": "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in corpus),
        "queries.jsonl": "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in queries),
        "qrels/test.tsv": "query-id\tcorpus-id\tscore\n" + "".join(f"{q}\t{d}\t{g}\n" for q, d, g in qrels),
        "people.tsv": "canonical\tfiles\tspellings seen (with @handle when given)\n"
                      + "".join(f"{p}\t{n}\t{' | '.join(s)}\n" for p, n, s in people),
    }
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", default=default_minutes(), help="the nodejs-tsc-minutes folder")
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--check", action="store_true", help="fail if the committed files differ from a fresh run")
    args = ap.parse_args(argv)
    if not os.path.isdir(args.minutes):
        raise SystemExit(f"no minutes folder at {args.minutes} (the shared data sits at ../shared)")
    corpus, queries, qrels, people = build(args.minutes)
    files = render(corpus, queries, qrels, people)
    if args.check:
        stale = [p for p, text in files.items() if p != "corpus.jsonl"
                 and (not os.path.exists(os.path.join(args.out, p))
                      or open(os.path.join(args.out, p), encoding="utf-8").read() != text)]
        if stale:
            raise SystemExit(f"out of date: {', '.join(stale)} (run python3 tools/eval/tsc_whowhen.py)")
        print("eval/tsc is up to date")
        return 0
    for rel, text in files.items():
        path = os.path.join(args.out, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"{len(corpus)} minutes files, {len(people)} people, {len(queries)} questions, {len(qrels)} judgements "
          f"-> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
