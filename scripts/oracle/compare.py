"""Compares the SDK's results with Node's: rates per family and locale, difference classes.

A case agrees exactly when both printed the same text (a null display name included) or both
threw (an option combination both reject; counted as `bothThrew`). "Modulo spaces" also accepts U+00A0 and U+202F where the other side has U+0020 (or
either of them). Every disagreement falls into a class: family, the case's facet (the option
the generator exercised) and the kind of textual difference; each class keeps its count and
its first example.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import causes as cause_rules  # noqa: E402

SPACES = str.maketrans({"\u00a0": " ", "\u202f": " "})


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def results_by_id(document: dict) -> dict[str, dict]:
    return {result["id"]: result for result in document["results"]}


def _shape(text: str) -> dict[str, str]:
    """The letters, the digits and everything else of a text, each in order."""
    parts = {"letters": [], "digits": [], "other": []}
    for character in text:
        category = unicodedata.category(character)
        if category.startswith("L") or category.startswith("M"):
            parts["letters"].append(character)
        elif category == "Nd":
            parts["digits"].append(character)
        elif not character.isspace():
            parts["other"].append(character)
    return {name: "".join(characters) for name, characters in parts.items()}


def _without_spaces(text: str) -> str:
    return "".join(character for character in text.translate(SPACES) if not character.isspace())


def _error_head(message: str) -> str:
    """The stable start of an error message (its text up to the first colon)."""
    return message.split(":", 1)[0].strip()[:60]


def difference_kind(ours: dict, node: dict) -> str | None:
    """None when the two agree exactly, else a short name of how they differ."""
    ours_error, node_error = ours.get("error"), node.get("error")
    if ours_error is not None and node_error is not None:
        return None
    if ours_error is not None:
        return f"ours threw ({_error_head(ours_error)})"
    if node_error is not None:
        return f"node threw ({_error_head(node_error)})"
    mine, theirs = ours.get("output"), node.get("output")
    if mine == theirs:
        return None
    if mine is None or theirs is None:
        return "ours null" if mine is None else "node null"
    if mine.translate(SPACES) == theirs.translate(SPACES):
        return "spaces only"
    if _without_spaces(mine) == _without_spaces(theirs):
        return "spacing"
    left, right = _shape(mine), _shape(theirs)
    differing = [name for name in ("letters", "digits", "other") if left[name] != right[name]]
    if not differing:
        return "spacing"
    return "differs in " + "+".join(differing)


def _input_of(case: dict) -> dict:
    keys = ("value", "at", "kind", "start", "end", "unit", "values")
    return {key: case[key] for key in keys if key in case}


def _shown(result: dict):
    return {"error": result["error"]} if "error" in result else result.get("output")


class Tally:
    """Exact and modulo-spaces agreement counts."""

    def __init__(self) -> None:
        self.cases = 0
        self.exact = 0
        self.spaces = 0
        self.both_threw = 0

    def add(self, kind: str | None, both_threw: bool) -> None:
        self.cases += 1
        self.both_threw += 1 if both_threw else 0
        if kind is None:
            self.exact += 1
        if kind is None or kind == "spaces only":
            self.spaces += 1

    def as_json(self) -> dict:
        return {
            "cases": self.cases,
            "exact": self.exact,
            "exactRate": rate(self.exact, self.cases),
            "exactModuloSpaces": self.spaces,
            "exactModuloSpacesRate": rate(self.spaces, self.cases),
            "bothThrew": self.both_threw,
        }


def rate(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 1.0


def compare(cases: list[dict], ours: dict[str, dict], node: dict[str, dict]) -> dict:
    """The summary: overall, per family, per locale, and the difference classes."""
    overall, families, locales = Tally(), defaultdict(Tally), defaultdict(Tally)
    classes: dict[tuple, dict] = {}
    counts: Counter = Counter()
    cause_counts: Counter = Counter()
    cause_examples: dict[str, dict] = {}
    for case in cases:
        mine = ours.get(case["id"], {"error": "no result"})
        theirs = node.get(case["id"], {"error": "no result"})
        kind = difference_kind(mine, theirs)
        both_threw = "error" in mine and "error" in theirs
        for tally in (overall, families[case["family"]], locales[case["locale"]]):
            tally.add(kind, both_threw)
        if kind is None:
            continue
        key = (case["family"], case.get("facet", ""), kind)
        counts[key] += 1
        named = cause_rules.cause(case, mine, theirs)
        cause_counts[named] += 1
        cause_examples.setdefault(named, {
            "id": case["id"], "locale": case["locale"], "options": case.get("options", {}),
            "input": _input_of(case), "ours": _shown(mine), "node": _shown(theirs),
            "oursPattern": mine.get("pattern"), "oursIcuData": mine.get("icuData"),
            "oursCalendar": mine.get("calendar"), "nodeResolved": theirs.get("resolved", {}),
        })
        classes.setdefault(key, {
            "id": case["id"], "locale": case["locale"], "options": case.get("options", {}),
            "input": _input_of(case), "ours": _shown(mine), "node": _shown(theirs),
            "nodeResolved": theirs.get("resolved", {}),
            "oursPattern": mine.get("pattern"),
            "oursIcuData": mine.get("icuData"),
            "oursCalendar": mine.get("calendar"),
        })
    ordered = sorted(counts, key=lambda key: (-counts[key], key))
    return {
        "overall": overall.as_json(),
        "families": {name: families[name].as_json() for name in sorted(families)},
        "locales": {name: locales[name].as_json() for name in sorted(locales)},
        "causes": [
            {"cause": name, "description": cause_rules.DESCRIPTIONS[name],
             "count": cause_counts[name], "example": cause_examples[name]}
            for name, _ in cause_rules.CAUSES if cause_counts[name]
        ],
        "classes": [
            {"family": key[0], "facet": key[1], "kind": key[2], "count": counts[key],
             "example": classes[key]}
            for key in ordered
        ],
    }


def plural_mismatches(cases: list[dict], ours: dict, node: dict) -> dict:
    """Plural-rule samples where our category differs from Intl.PluralRules, by locale."""
    mismatches: dict[str, list] = defaultdict(list)
    unsupported = set()
    total = 0
    for case in cases:
        total += 1
        mine, theirs = ours.get(case["id"], {}), node.get(case["id"], {})
        if str(theirs.get("error", "")).startswith("UnsupportedLocale"):
            unsupported.add(case["locale"])
            continue
        if difference_kind(mine, theirs) is None:
            continue
        kind = case["options"]["type"]
        mismatches[f"{case['locale']} {kind}"].append({
            "value": case["value"], "ours": _shown(mine), "node": _shown(theirs),
        })
    return {
        "samples": total,
        "mismatchedSamples": sum(len(items) for items in mismatches.values()),
        "localesWithoutNodeData": sorted(unsupported),
        "mismatches": {key: mismatches[key] for key in sorted(mismatches)},
    }
