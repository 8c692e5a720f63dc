#!/usr/bin/env python3
"""Instructions per call of the functions matching a pattern, from a callgrind output file.

Usage: callgrind_per_call.py FILE PATTERN [--callees]

Sums the calls made to every function whose (mangled) name matches PATTERN and the inclusive
instruction count of those calls, then prints instructions per call. With --callees, also the
biggest callees of the matched functions, per call. Prints one JSON line:
{"pattern": ..., "calls": N, "instructionsPerCall": X, "callees": [[name, X], ...]}.
"""
import json
import re
import sys

NAME = re.compile(r"^(c?fn)=\((\d+)\)(?: (.*))?")
CALLS = re.compile(r"^calls=(\d+)")


def read_edges(path):
    """(caller, callee) -> [calls, inclusive instructions]."""
    names, edges = {}, {}
    caller = callee = None
    pending = None
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            match = NAME.match(line)
            if match:
                kind, ident, name = match.groups()
                if name:
                    names[ident] = name
                if kind == "fn":
                    caller = ident
                else:
                    callee = ident
                continue
            match = CALLS.match(line)
            if match and callee is not None:
                pending = (names.get(caller, caller), names.get(callee, callee))
                edge = edges.setdefault(pending, [0, 0])
                edge[0] += int(match.group(1))
                continue
            if pending is not None:
                fields = line.split()
                if len(fields) >= 2:
                    edges[pending][1] += int(fields[1])
                pending = None
    return edges


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    path, pattern = sys.argv[1], re.compile(sys.argv[2])
    edges = read_edges(path)
    matched = {callee for (_, callee) in edges if pattern.search(callee)}
    calls = sum(edge[0] for (_, callee), edge in edges.items() if callee in matched)
    cost = sum(edge[1] for (_, callee), edge in edges.items() if callee in matched)
    report = {"pattern": sys.argv[2], "calls": calls,
              "instructionsPerCall": round(cost / calls) if calls else None}
    if "--callees" in sys.argv and calls:
        below = {}
        for (caller, callee), edge in edges.items():
            if caller in matched and callee not in matched:
                below[callee] = below.get(callee, 0) + edge[1]
        top = sorted(below.items(), key=lambda item: -item[1])[:12]
        report["callees"] = [[name[:120], round(value / calls)] for name, value in top]
    print(json.dumps(report))


if __name__ == "__main__":
    main()
