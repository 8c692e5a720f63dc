#!/usr/bin/env python3
"""Generate the formatting cases of the JS Intl oracle (decision D20).

Writes a JSON file {"generator": ..., "seed": ..., "cases": [...]}. Every case has an `id`, a
`family` (number, date, dateTimeRange, relativeTime, list, displayName, plural), a `locale`, an
`options` object of ECMA-402 options and a `facet`: the option being exercised, which the
comparison uses to group differences. Family-specific inputs:

  number, plural      "value": a decimal string ("-0", "1234.5", "1e21")
  date                "at": an ISO instant with Z, "kind": "date" | "time"
  dateTimeRange       "start", "end": ISO instants
  relativeTime        "value": a decimal string, "unit": an Intl.RelativeTimeFormat unit
  list                "values": strings
  displayName         "value": a code

The output depends only on the seed and the count: `--limit N` keeps a deterministic subset
spread evenly over the families (the CI slice).

Usage: generate_cases.py --output PATH [--seed 20] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import case_data as data  # noqa: E402
import date_cases  # noqa: E402
import number_cases  # noqa: E402
import text_cases  # noqa: E402

GENERATOR_VERSION = 1


def generate(seed: int) -> list[dict]:
    """Every case, in a stable order, ids assigned per family."""
    rng = random.Random(seed)
    families = [
        ("number", number_cases.generate(rng, 2400)),
        ("date", date_cases.generate_dates(rng, 1500)),
        ("dateTimeRange", date_cases.generate_ranges(rng, 450)),
        ("relativeTime", text_cases.generate_relative(rng, 450)),
        ("list", text_cases.generate_lists(rng, 300)),
        ("displayName", text_cases.generate_display_names(rng, 350)),
        ("plural", text_cases.generate_plurals(rng, 450)),
    ]
    cases = []
    for family, items in families:
        for index, item in enumerate(items):
            case = {"id": f"{family}-{index:04d}", "family": family}
            case.update(item)
            cases.append(case)
    return cases


def subset(cases: list[dict], limit: int) -> list[dict]:
    """Every k-th case, so each family keeps its share."""
    if limit <= 0 or limit >= len(cases):
        return cases
    step = len(cases) / limit
    return [cases[int(index * step)] for index in range(limit)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", required=True)
    parser.add_argument("--seed", type=int, default=data.DEFAULT_SEED)
    parser.add_argument("--limit", type=int, default=0)
    arguments = parser.parse_args()
    cases = subset(generate(arguments.seed), arguments.limit)
    document = {
        "generator": GENERATOR_VERSION,
        "seed": arguments.seed,
        "cases": cases,
    }
    output = Path(arguments.output)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"oracle: {len(cases)} cases (seed {arguments.seed}) -> {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
