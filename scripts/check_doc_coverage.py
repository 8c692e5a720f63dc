#!/usr/bin/env python3
"""Fails when a public symbol of a library product has no documentation.

Usage: check_doc_coverage.py SYMBOL_GRAPH_DIR MODULE [MODULE ...]

Reads the symbol graphs swift-symbolgraph-extract wrote for each MODULE (`MODULE.symbols.json`
and the extension graphs `MODULE@OTHER.symbols.json`, public symbols, synthesized members
skipped) and lists every public or open symbol without a doc comment. An implementation of a
protocol requirement without a comment of its own carries the requirement's documentation in
the graph, as DocC shows it, so it counts as documented when the requirement is. Exit
status: 0 when every symbol is documented, 1 otherwise, 2 on a usage error.
"""

import glob
import json
import os
import sys


def undocumented(directory, module):
    paths = [os.path.join(directory, module + ".symbols.json")]
    paths += sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json")))
    if not os.path.exists(paths[0]):
        raise FileNotFoundError(paths[0])
    found = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol.get("docComment", {}).get("lines"):
                continue
            location = symbol.get("location", {})
            uri = location.get("uri", "")
            line = location.get("position", {}).get("line", -1) + 1
            name = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
            kind = symbol.get("kind", {}).get("displayName", "symbol")
            found.append("%s:%d: %s %s has no doc comment" % (uri.replace("file://", ""), line, kind, name))
    return found


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    directory, modules = arguments[0], arguments[1:]
    problems = []
    for module in modules:
        try:
            problems += undocumented(directory, module)
        except FileNotFoundError as error:
            print("error: no symbol graph %s" % error, file=sys.stderr)
            return 2
    for problem in sorted(set(problems)):
        print("error: " + problem, file=sys.stderr)
    if problems:
        print("error: %d public symbols without documentation" % len(set(problems)), file=sys.stderr)
        return 1
    print("Documentation coverage: every public symbol of %s is documented" % ", ".join(modules))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
