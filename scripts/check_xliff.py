#!/usr/bin/env python3
"""Reads an XLIFF 1.2 file with Debian's translate-toolkit (translate.storage.xliff), a reader
written by others, and checks that every unit has a source, a target, a state and a note.

Usage: check_xliff.py FILE.xliff
Exit 0 when every unit is complete, 1 with one line per problem otherwise.
"""
import sys

from translate.storage import xliff


def main(path):
    with open(path, "rb") as handle:
        store = xliff.xlifffile.parsestring(handle.read())
    units = [unit for unit in store.units if not unit.isheader()]
    problems = []
    for unit in units:
        name = unit.getid()
        if not unit.source:
            problems.append(f"{name}: no source")
        if not unit.target:
            problems.append(f"{name}: no target")
        target = unit.xmlelement.find(unit.namespaced("target"))
        if target is None or not target.get("state"):
            problems.append(f"{name}: no state")
        if not unit.getnotes():
            problems.append(f"{name}: no note")
    for problem in problems:
        print(f"{path}: {problem}")
    if not units:
        print(f"{path}: no units")
        return 1
    print(f"{path}: {len(units)} units, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(64)
    sys.exit(main(sys.argv[1]))
