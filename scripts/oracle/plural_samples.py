#!/usr/bin/env python3
"""Plural-rule check cases: every locale we ship rules for, CLDR-style samples.

Reads the locales of Sources/Messagevisor/Plurals/PluralRulesData.swift (the generated table
the SDK evaluates) and writes a cases file of family `plural`: for cardinal rules the integers
0...200, hundreds and a few large ones and decimals with visible fraction digits ("2.50" is 2.5 with two
fraction digits, passed as minimumFractionDigits = maximumFractionDigits = 2); for ordinal
rules the integers only. The same `intl_oracle.js` and `format-cases` answer them.

Usage: plural_samples.py --output PATH [--every K]   (K > 1 keeps every K-th locale)
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
DATA_PATH = REPO_ROOT / "Sources/Messagevisor/Plurals/PluralRulesData.swift"

INTEGERS = [str(number) for number in range(0, 201)] + [
    "300", "400", "500", "600", "700", "800", "801", "811", "850", "899", "1000", "1001",
    "1100", "8000", "10000", "100000", "1000000", "1000001", "2000000", "10000000",
]
DECIMALS = [
    "0.0", "0.1", "0.5", "1.0", "1.1", "1.5", "2.0", "2.1", "2.5", "3.0", "3.4", "5.0",
    "10.0", "10.1", "11.0", "11.1", "21.1", "100.0", "1000.5", "0.00", "0.01", "1.00", "1.01",
    "1.25", "2.50", "3.10", "0.10", "1000000.0",
]


def shipped_locales() -> dict[str, list[str]]:
    """{"cardinal": [...], "ordinal": [...]}: the locales of each rule table, sorted."""
    text = DATA_PATH.read_text(encoding="utf-8")
    sections = {}
    for kind in ("cardinal", "ordinal"):
        start = text.index(f"static let {kind}:")
        end = text.index("static let", start + 1)
        body = text[start:end]
        locales = []
        for block in re.findall(r"locales: \[(.*?)\]", body, flags=re.S):
            for line in re.findall(r'"([^"]*)"', block):
                locales.extend(line.split())
        sections[kind] = sorted(set(locales))
    return sections


def fraction_digits(sample: str) -> int:
    return len(sample.split(".", 1)[1]) if "." in sample else 0


def cases_for(locale: str, kind: str) -> list[dict]:
    samples = INTEGERS + (DECIMALS if kind == "cardinal" else [])
    cases = []
    for sample in samples:
        digits = fraction_digits(sample)
        options = {"type": kind, "minimumFractionDigits": digits, "maximumFractionDigits": digits}
        cases.append({
            "id": f"rules-{kind}-{locale}-{sample}",
            "family": "plural",
            "facet": kind,
            "locale": locale,
            "options": options,
            "value": sample,
        })
    return cases


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", required=True)
    parser.add_argument("--every", type=int, default=1)
    arguments = parser.parse_args()
    locales = shipped_locales()
    cases = []
    for kind in ("cardinal", "ordinal"):
        for locale in locales[kind][:: max(1, arguments.every)]:
            cases.extend(cases_for(locale, kind))
    output = Path(arguments.output)
    output.parent.mkdir(parents=True, exist_ok=True)
    document = {"generator": 1, "locales": locales, "cases": cases}
    output.write_text(json.dumps(document, ensure_ascii=False) + "\n", encoding="utf-8")
    counts = ", ".join(f"{len(locales[kind])} {kind}" for kind in ("cardinal", "ordinal"))
    print(f"oracle: {len(cases)} plural-rule samples ({counts} locales) -> {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
