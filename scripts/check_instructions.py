#!/usr/bin/env python3
"""Fails when a bench message's instructions per translate call rose above the CI baseline.

Usage: check_instructions.py INSTRUCTIONS_JSONL BASELINE_JSON

Reads the `ours` figure of every message in make profile's instructions.jsonl and compares
it with `instructionsPerCall` in the baseline (.ci/baseline.json). Callgrind counts repeat
exactly for one binary (make profile fixes Swift's hash seed), but a different CPU can pick
other glibc string routines, so a message fails only when it is more than `tolerance` (a
fraction, in the baseline) above its figure. A message that dropped by more than the
tolerance is reported so the baseline can be lowered: the figures are a ratchet.
Exit codes: 0 within the baseline, 1 a message rose, 65 a file is missing or malformed.
"""
import sys

from bench_report import lines, load


def fail_data(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(65)


def measured(path):
    try:
        rows = lines(path)
    except (OSError, ValueError) as error:
        fail_data(f"{path}: {error}")
    figures = {}
    for number, row in enumerate(rows, start=1):
        if not isinstance(row.get("ours"), (int, float)):
            fail_data(f"{path}:{number}: no instruction count for {row.get('name')!r}")
        figures[row["name"]] = row["ours"]
    return figures


def baseline(path):
    try:
        section = load(path)["instructionsPerCall"]
        return section["tolerance"], section["messages"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        fail_data(f"{path}: no instructionsPerCall.tolerance and .messages ({error})")


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    figures = measured(sys.argv[1])
    tolerance, expected = baseline(sys.argv[2])
    rose = []
    for name, want in sorted(expected.items()):
        if name not in figures:
            fail_data(f"{sys.argv[1]}: {name} was not measured")
        got = figures[name]
        change = (got - want) / want
        verdict = "ok"
        if change > tolerance:
            verdict = "ROSE"
            rose.append(name)
        elif change < -tolerance:
            verdict = "dropped: lower the baseline"
        print(f"{name:<16} {got:>7} Ir/op  baseline {want:>7}  {change:+.1%}  {verdict}")
    if rose:
        print(f"error: instructions per call rose more than {tolerance:.0%} above "
              f".ci/baseline.json for {', '.join(rose)}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
