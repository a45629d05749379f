import os, sys, json
sys.path.insert(0, os.path.dirname(__file__))
from common import uid_for
from questions import Q, NOW

ENEX_PATH = "notes/Evernote/Eleni's Notebook.enex"

def key(ref):
    kind, _, v = ref.partition(":")
    if kind == "E":
        h, _, d = v.partition("@")
        return "event:" + uid_for(h) + ("@" + d if d else "")
    if kind == "N":
        return "note:notes/Bear/" + v + ".md"
    if kind == "X":
        return "note:" + ENEX_PATH + "#" + v
    if kind == "T":
        return "touchpoint:" + v
    if kind == "P":
        return "person:" + v
    raise ValueError(ref)

counts = {}
out = []
for cat, q, rel in Q:
    counts[cat] = counts.get(cat, 0) + 1
    out.append({"id": f"{cat}-{counts[cat]:02d}", "category": cat, "question": q, "now": NOW,
                "relevant": {key(r): g for r, g in rel.items()}})
with open(os.path.join(os.path.dirname(__file__), "..", "questions.jsonl"), "w", encoding="utf-8") as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(counts, len(out))
