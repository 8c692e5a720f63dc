"""Prints the oracle summary: rate tables, difference classes, plural-rule mismatches."""

from __future__ import annotations

import json


def _row(name: str, tally: dict) -> str:
    return (f"  {name:<18} {tally['cases']:>6} {tally['exact']:>6} "
            f"{100 * tally['exactRate']:>7.2f}% {100 * tally['exactModuloSpacesRate']:>7.2f}% "
            f"{tally['bothThrew']:>6}")


def _table(title: str, rows: dict) -> None:
    print(title)
    print(f"  {'':<18} {'cases':>6} {'exact':>6} {'exact':>8} {'~spaces':>8} {'both threw':>10}")
    for name, tally in rows.items():
        print(_row(name, tally))


def _compact(value) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= 160 else text[:157] + "..."


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def print_classes(classes: list[dict], limit: int) -> None:
    shown = classes if limit <= 0 else classes[:limit]
    print(f"Difference classes: {len(classes)} (count, family, facet, kind; one example each)")
    for item in shown:
        example = item["example"]
        print(f"  {item['count']:>5}  {item['family']} | {item['facet']} | {item['kind']}")
        print(f"         {example['id']} {example['locale']} options={_compact(example['options'])}"
              f" input={_compact(example['input'])}")
        pattern = example.get("oursPattern")
        ours_extra = f"   (ICU 76 pattern {_compact(pattern)})" if pattern else ""
        if example.get("oursCalendar"):
            ours_extra += f"   (calendar {example['oursCalendar']})"
        print(f"         ours: {_compact(example['ours'])}{ours_extra}")
        data = example.get("oursIcuData")
        if data:
            print(f"         ICU 76 data: {_shorten(data, 400)}")
        resolved = example.get("nodeResolved") or {}
        extra = f"   (Intl resolved {_compact(resolved)})" if resolved else ""
        print(f"         node: {_compact(example['node'])}{extra}")
    if len(shown) < len(classes):
        print(f"  ... {len(classes) - len(shown)} more in .build/oracle/summary.json")


def print_causes(causes: list[dict]) -> None:
    total = sum(item["count"] for item in causes)
    print(f"Causes of the {total} differences (scripts/oracle/causes.py; one example each):")
    for item in causes:
        example = item["example"]
        print(f"  {item['count']:>5}  {item['cause']}: {item['description']}")
        print(f"         {example['id']} {example['locale']} options={_compact(example['options'])}"
              f" input={_compact(example['input'])}")
        calendars = ""
        if example.get("oursCalendar"):
            theirs = (example.get("nodeResolved") or {}).get("calendar", "as asked")
            calendars = f"   (calendar: ours {example['oursCalendar']}, node {theirs})"
        print(f"         ours: {_compact(example['ours'])}   node: {_compact(example['node'])}"
              f"{calendars}")
        data = example.get("oursPattern") or example.get("oursIcuData")
        if data:
            print(f"         ICU 76: {_shorten(data, 300)}")


def print_plural_rules(plural: dict) -> None:
    mismatches = plural["mismatches"]
    print(f"Plural rules against Intl.PluralRules: {plural['samples']} samples, "
          f"{plural['mismatchedSamples']} mismatched in {len(mismatches)} locale/kind pairs")
    if plural["localesWithoutNodeData"]:
        print("  Node has no rules for: " + " ".join(plural["localesWithoutNodeData"]))
    for key, items in mismatches.items():
        values = ", ".join(f"{item['value']}: ours {item['ours']} node {item['node']}"
                           for item in items[:6])
        more = f" (+{len(items) - 6} more)" if len(items) > 6 else ""
        print(f"  {key}: {values}{more}")


def print_summary(summary: dict, class_limit: int) -> None:
    runtimes = summary["runtimes"]
    node, ours = runtimes["node"], runtimes["ours"]
    print(f"Oracle: Node {node['node']} (ICU {node['icu']}, CLDR {node['cldr']}) against "
          f"messagevisor-swift ({ours['platform']}, formatting engine "
          f"{ours['formattingEngine']})")
    _table("Per family:", summary["families"])
    print(_row("all", summary["overall"]))
    _table("Per locale:", summary["locales"])
    print_classes(summary["classes"], class_limit)
    print_causes(summary["causes"])
    print_plural_rules(summary["pluralRules"])
    overall = summary["overall"]
    print(f"Exact agreement: {overall['exact']}/{overall['cases']} "
          f"({100 * overall['exactRate']:.2f}%), modulo U+00A0/U+202F "
          f"{100 * overall['exactModuloSpacesRate']:.2f}%")
