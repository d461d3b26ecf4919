#!/usr/bin/env python3
"""Checks one corpus part: python3 check.py part.json  (prints problems and a summary)."""
import json, sys, collections
KINDS = ["person","place","date","time","amount","quantity","code","title","thing","preference","rule","decision","question"]
def wr(ch): return ch.isalpha() or ch.isdigit() or ch == '_'
def contains(s, p):
    s, p = s.lower(), p.lower(); i = 0
    while True:
        j = s.find(p, i)
        if j < 0: return False
        a, b = j, j + len(p)
        if (a == 0 or not wr(s[a-1])) and (b == len(s) or not wr(s[b])): return True
        i = j + 1
d = json.load(open(sys.argv[1])); bad = 0
kinds = collections.Counter(); ups = collections.Counter(); nf = 0; no = 0
for c in d["conversations"]:
    for k in ("id","lang","topic","filler_style","prefix_style","turns"):
        if k not in c: print(c.get("id"), "missing field", k); bad += 1
    if len(c["turns"]) != 40: print(c["id"], "has", len(c["turns"]), "turns, want 40"); bad += 1
    at = {}
    if not any(f["kind"] == "rule" for f in c["turns"][0]["facts"]): print(c["id"], "turn 1 has no rule fact"); bad += 1
    for i, t in enumerate(c["turns"]):
        for f in t.get("facts", []):
            nf += 1; kinds[f["kind"]] += 1; at[f["id"]] = i
            if f["kind"] not in KINDS: print(c["id"], i+1, "unknown kind", f["kind"]); bad += 1
            if not f["keys"]: print(c["id"], i+1, f["id"], "no keys"); bad += 1
            for k in f["keys"]:
                if not contains(t["text"], k): print(c["id"], "turn", i+1, f["id"], "key not in message (whole words, any case):", repr(k)); bad += 1
        for u in t.get("updates", []):
            ups[u["kind"]] += 1
            if u["fact"] not in at: print(c["id"], i+1, "update of unknown fact", u["fact"]); bad += 1; continue
            for k in u["keys"]:
                if not contains(t["text"], k): print(c["id"], "turn", i+1, "update key not in message:", repr(k)); bad += 1
            for k in u["old"]:
                if not contains(c["turns"][at[u["fact"]]]["text"], k): print(c["id"], "old value", repr(k), "not in the message of", u["fact"]); bad += 1
        for o in t.get("other", []):
            no += 1
            if not o or not isinstance(o, list): print(c["id"], "turn", i+1, "an other entry must be a non-empty list of keys:", repr(o)); bad += 1; continue
            for k in o:
                if not contains(t["text"], k): print(c["id"], "turn", i+1, "other key not in message:", repr(k)); bad += 1
        if not isinstance(t.get("facts"), list) or not isinstance(t.get("updates"), list) or not isinstance(t.get("other"), list): print(c["id"], i+1, "facts, updates and other must be lists (may be empty)"); bad += 1
print("facts", nf, "other", no, "kinds", dict(kinds), "updates", dict(ups), "problems", bad)
