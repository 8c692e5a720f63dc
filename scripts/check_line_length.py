#!/usr/bin/env python3
"""Fails when a Swift line is longer than the line length declared in .swift-format.

Usage: check_line_length.py PATH...

swift-format wraps code but leaves long comments and string literals as they are, so
`swift format lint` passes such lines; this check does not. The limit is `lineLength` in
.swift-format (read here, never repeated), counted in characters. Each PATH is a Swift file
or a folder searched for them. Every offending line is listed as file:line: length.
Exit codes: 0 every line fits, 1 a line is too long, 65 .swift-format is missing or has no
lineLength.
"""
import json
import os
import sys


def swift_files(path):
    if os.path.isfile(path):
        yield path
        return
    for folder, _, names in sorted(os.walk(path)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def main(paths):
    try:
        with open(".swift-format", encoding="utf-8") as config:
            limit = int(json.load(config)["lineLength"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"error: .swift-format: no lineLength ({error})", file=sys.stderr)
        return 65
    long_lines = 0
    for path in paths:
        for file in swift_files(path):
            with open(file, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    length = len(line.rstrip("\r\n"))
                    if length > limit:
                        print(f"{file}:{number}: {length} characters (lineLength {limit})")
                        long_lines += 1
    if long_lines:
        print(f"error: {long_lines} line(s) longer than {limit} characters", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
