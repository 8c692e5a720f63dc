#!/usr/bin/env python3
"""Generate the plural sample test table from CLDR's own `@integer`/`@decimal` samples.

Our rules come from CLDR 47 (Babel 2.18.0, see generate_plural_rules.py). The samples
come from Debian's `unicode-cldr-core` package (CLDR 41), whose plurals.xml and
ordinals.xml keep them next to each rule. A locale is tested only where its CLDR 41 rule
text, normalized the same way as ours, equals the CLDR 47 rule text, so every sample
still belongs to the category it is listed under.

Writes Tests/MessagevisorTests/Plurals/PluralSampleTable.swift. CI does not need the
Debian package: the generated file is committed.

Usage:
  apt-get install -y unicode-cldr-core && pip install babel==2.18.0
  python3 scripts/generate_plural_samples_tests.py [--check] [--cldr DIR]
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate_plural_rules as rules  # noqa: E402

DEFAULT_CLDR = Path("/usr/share/unicode/cldr/common/supplemental")
TABLE_PATH = rules.REPO_ROOT / "Tests/MessagevisorTests/Plurals/PluralSampleTable.swift"
KINDS = (("cardinal", "plurals.xml"), ("ordinal", "ordinals.xml"))
CATEGORIES = rules.CATEGORY_ORDER + ("other",)


def sample_values(text: str) -> list[str]:
    """The numeric samples of one `@integer …` or `@decimal …` list.

    Range endpoints are kept (`0.0~1.5` → `0.0`, `1.5`); `…` and compact-exponent
    samples (`1c6`) are left out because the evaluator never produces an exponent.
    """
    values: list[str] = []
    for item in text.split(","):
        item = item.strip()
        if not item or item == "…":
            continue
        for value in item.split("~"):
            if "c" in value or "e" in value:
                continue
            values.append(value)
    return values


def parse_rule(text: str) -> tuple[str, list[str]]:
    """Splits `condition @integer … @decimal …` into the condition and its samples."""
    condition, _, sample_text = text.partition("@")
    samples: list[str] = []
    for section in ("@" + sample_text).split("@")[1:]:
        kind, _, values = section.partition(" ")
        if kind not in ("integer", "decimal"):
            raise rules.RuleError(f"unknown sample kind {kind!r}")
        samples += sample_values(values)
    return condition.strip(), samples


def cldr41(path: Path) -> dict[str, tuple[tuple[str, ...], dict[str, list[str]]]]:
    """Locale → (normalized rule lines, category → samples) from one CLDR 41 file."""
    from babel.plural import PluralRule

    result = {}
    for element in ElementTree.parse(path).iter("pluralRules"):
        conditions: dict[str, str] = {}
        samples: dict[str, list[str]] = {}
        for rule in element.iter("pluralRule"):
            condition, values = parse_rule(rule.text or "")
            category = rule.get("count")
            samples[category] = values
            if category != "other":
                conditions[category] = condition
        lines = rules.rule_lines(PluralRule(conditions))
        for locale in element.get("locales").split():
            result[locale.replace("_", "-")] = (lines, samples)
    return result


def table_rows(cldr_dir: Path) -> tuple[list[str], dict[str, int]]:
    rows: list[str] = []
    counts: dict[str, int] = {}
    tables = {kind: rules.normalized_rules(kind) for kind, _ in KINDS}
    aliases = rules.language_aliases(rules.rule_languages(*tables.values()))
    for kind, filename in KINDS:
        ours = tables[kind]
        theirs = cldr41(cldr_dir / filename)
        unchanged = sorted(
            locale
            for locale in theirs
            if ours.get(rule_key(locale, ours, aliases)) == theirs[locale][0]
        )
        counts[f"{kind} locales tested"] = len(unchanged)
        counts[f"{kind} CLDR 47 locales not tested"] = len(
            set(ours) - {rule_key(locale, ours, aliases) for locale in unchanged}
        )
        for locale in unchanged:
            samples = theirs[locale][1]
            for category in CATEGORIES:
                values = samples.get(category, [])
                if values:
                    rows += wrapped_row(f"{locale} {kind} {category}:", values)
    return rows, counts


def rule_key(locale: str, ours: dict, aliases: dict[str, str]) -> str:
    """The CLDR 47 key whose rules apply to a CLDR 41 key (deprecated codes via aliases)."""
    if locale in ours or locale not in aliases:
        return locale
    candidate = aliases[locale]
    while candidate not in ours and "-" in candidate:
        candidate = candidate.rsplit("-", 1)[0]
    return candidate


def wrapped_row(key: str, values: list[str]) -> list[str]:
    """`key v1 v2 …` lines of at most 96 columns; the key repeats on continuation lines."""
    lines: list[str] = []
    current = key
    for value in values:
        if len(current) + 1 + len(value) > rules.LINE_LIMIT - 4 and current != key:
            lines.append(current)
            current = key
        current += " " + value
    lines.append(current)
    return lines


def swift_source(cldr_dir: Path) -> str:
    rows, counts = table_rows(cldr_dir)
    summary = [f"// {name}: {value}" for name, value in counts.items()]
    lines = [
        "// GENERATED FILE — do not edit.",
        "// Regenerate: python3 scripts/generate_plural_samples_tests.py",
        f"// Samples: Unicode CLDR 41 (Debian unicode-cldr-core); rules: Unicode CLDR "
        + rules.cldr_version()
        + ".",
        "// Only locales whose rule text is unchanged between the two releases are listed;",
        "// deprecated codes (iw, tl, …) are listed when their replacement is unchanged.",
        *summary,
        "",
        "/// CLDR sample values, one `locale kind category: value…` row per line.",
        "///",
        "/// Rows with the same key continue the same list.",
        "enum PluralSampleTable {",
        '  static let rows = """',
    ]
    lines += [f"    {row}" for row in rows]
    lines += ['    """', "}"]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare without writing")
    parser.add_argument("--cldr", type=Path, default=DEFAULT_CLDR, help="CLDR 41 supplemental")
    arguments = parser.parse_args()
    if not rules.require_babel(arguments.check):
        return 0
    if not (arguments.cldr / "plurals.xml").exists():
        prefix = "skipped: " if arguments.check else ""
        print(f"{prefix}no CLDR 41 data in {arguments.cldr} (apt-get install unicode-cldr-core)")
        return 0 if arguments.check else 1
    if not rules.sync(TABLE_PATH, swift_source(arguments.cldr), arguments.check):
        print("run: python3 scripts/generate_plural_samples_tests.py", file=sys.stderr)
        return 1
    if arguments.check:
        print("plural sample table is current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
