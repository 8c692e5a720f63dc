#!/usr/bin/env python3
"""Generate the CLDR plural rule table used by the Messagevisor core target.

Reads the cardinal and ordinal plural rules, the parent-locale map and the
language aliases from Babel's bundled CLDR data (pin: Babel 2.18.0, which
carries Unicode CLDR 47) and writes:

  Sources/Messagevisor/Plurals/PluralRulesData.swift   (generated Swift data)
  UNICODE-LICENSE.txt                                  (the CLDR data licence)

Usage:
  python3 scripts/generate_plural_rules.py           # write the files
  python3 scripts/generate_plural_rules.py --check   # exit 1 if they are stale

The output is deterministic: locales are sorted, rule groups are ordered by
their first locale, and nothing depends on dictionary or file-system order.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DATA_PATH = REPO_ROOT / "Sources/Messagevisor/Plurals/PluralRulesData.swift"
LICENSE_PATH = REPO_ROOT / "UNICODE-LICENSE.txt"
PINNED_BABEL = "2.18.0"
CATEGORY_ORDER = ("zero", "one", "two", "few", "many")
OPERANDS = frozenset("nivwftce")
LARGEST_VALUE = 10**18
LINE_LIMIT = 100


class RuleError(Exception):
    """A rule uses syntax the Swift evaluator does not support."""


# ---------------------------------------------------------------------------
# Babel access


def babel_problem() -> str | None:
    """Why the pinned Babel cannot be used, or None when it can."""
    try:
        import babel
    except ImportError:
        return "babel is not installed (pip install babel==" + PINNED_BABEL + ")"
    if babel.__version__ != PINNED_BABEL:
        return f"babel {babel.__version__} is installed; the pin is {PINNED_BABEL}"
    return None


def require_babel(check: bool) -> bool:
    """True when the pinned Babel is usable.

    Without it, generation fails; a check is skipped with a visible notice (CI checks only
    where the pinned Babel is installed).
    """
    problem = babel_problem()
    if problem is None:
        return True
    if check:
        print(f"skipped: {problem}")
        return False
    sys.exit(problem)


def cldr_version() -> str:
    from babel.core import get_global

    return str(get_global("cldr")["version"])


def is_rule_key(identifier: str) -> bool:
    """Whether Babel's rules for `identifier` are CLDR's own entry for it.

    Babel copies the rules of `language` or `language_REGION` into every locale
    file of that language, ignoring scripts, variants and the world region 001.
    Only plain `language` and `language_REGION` identifiers are CLDR rule keys.
    """
    parts = identifier.split("_")
    if len(parts) == 1:
        return True
    if len(parts) != 2:
        return False
    region = parts[1]
    if region == "001":
        return False
    return (len(region) == 2 and region.isalpha()) or (len(region) == 3 and region.isdigit())


def babel_rules(attribute: str) -> dict[str, object]:
    """Locale (BCP 47 spelling) → Babel PluralRule for `plural_form` or `ordinal_form`."""
    from babel import localedata

    rules = {}
    for identifier in sorted(localedata.locale_identifiers()):
        if not is_rule_key(identifier):
            continue
        data = localedata.load(identifier, merge_inherited=False)
        if attribute in data:
            rules[identifier.replace("_", "-")] = data[attribute]
    return rules


def parent_locales() -> dict[str, str]:
    """CLDR's parent-locale exceptions (entries whose parent is root are not kept by Babel)."""
    from babel.core import get_global

    parents = get_global("parent_exceptions")
    return {key.replace("_", "-"): value.replace("_", "-") for key, value in parents.items()}


def language_aliases(rule_languages: set[str]) -> dict[str, str]:
    """Deprecated language codes (for example `iw`) whose replacement has plural rules.

    `rule_languages` holds the languages with at least one category besides `other`;
    an alias of any other language would select `other` either way.
    """
    from babel.core import get_global

    aliases = {}
    for alias, target in get_global("language_aliases").items():
        if not alias.isalpha() or alias in rule_languages:
            continue
        replacement = target.replace("_", "-")
        if replacement.split("-")[0] in rule_languages:
            aliases[alias] = replacement
    return aliases


# ---------------------------------------------------------------------------
# Babel rule AST → CLDR rule text


def relation_text(node, negated: bool) -> str:
    kind, (method, expression, range_list) = node
    if kind != "relation" or method != "in":
        raise RuleError(f"unsupported relation {node!r}")
    if expression[0] == "mod":
        (operand, _), (_, (modulus,)) = expression[1]
        if LARGEST_VALUE % modulus != 0:
            raise RuleError(f"modulus {modulus} does not divide 10^18")
        left = f"{operand} % {modulus}"
    else:
        operand = expression[0]
        left = operand
    if operand not in OPERANDS:
        raise RuleError(f"unknown operand {operand!r}")
    items = []
    for (_, (low,)), (_, (high,)) in range_list[1]:
        if not 0 <= low <= high < LARGEST_VALUE:
            raise RuleError(f"range {low}..{high} is out of bounds")
        items.append(str(low) if low == high else f"{low}..{high}")
    operator = "!=" if negated else "="
    return f"{left} {operator} {','.join(items)}"


def flatten(node, kind: str) -> list:
    if node[0] == kind:
        left, right = node[1]
        return flatten(left, kind) + flatten(right, kind)
    return [node]


def condition_text(node) -> str:
    chains = []
    for chain in flatten(node, "or"):
        relations = []
        for relation in flatten(chain, "and"):
            if relation[0] == "not":
                relations.append(relation_text(relation[1][0], negated=True))
            else:
                relations.append(relation_text(relation, negated=False))
        chains.append(" and ".join(relations))
    return " or ".join(chains)


def rule_lines(rule) -> tuple[str, ...]:
    """The ordered `category: condition` lines of one Babel PluralRule."""
    conditions = {tag: condition_text(node) for tag, node in rule.abstract}
    unknown = set(conditions) - set(CATEGORY_ORDER)
    if unknown:
        raise RuleError(f"unknown categories {sorted(unknown)}")
    return tuple(f"{tag}: {conditions[tag]}" for tag in CATEGORY_ORDER if tag in conditions)


def normalized_rules(kind: str) -> dict[str, tuple[str, ...]]:
    attribute = "plural_form" if kind == "cardinal" else "ordinal_form"
    return {locale: rule_lines(rule) for locale, rule in babel_rules(attribute).items()}


def rule_languages(*tables: dict[str, tuple[str, ...]]) -> set[str]:
    """Languages with at least one category besides `other` in any of `tables`."""
    return {locale.split("-")[0] for table in tables for locale, lines in table.items() if lines}


# ---------------------------------------------------------------------------
# Swift emission


@dataclass(frozen=True)
class RuleGroup:
    locales: tuple[str, ...]
    lines: tuple[str, ...]


def grouped(rules: dict[str, tuple[str, ...]]) -> list[RuleGroup]:
    by_body: dict[tuple[str, ...], list[str]] = {}
    for locale in sorted(rules):
        by_body.setdefault(rules[locale], []).append(locale)
    groups = [RuleGroup(tuple(locales), body) for body, locales in by_body.items()]
    return sorted(groups, key=lambda group: group.locales[0])


def wrapped_words(words: tuple[str, ...], indent: int) -> list[str]:
    """Space-joined chunks of `words` that fit as `"chunk",` lines at `indent`."""
    width = LINE_LIMIT - indent - len('"",')
    chunks: list[str] = []
    current = ""
    for word in words:
        candidate = f"{current} {word}" if current else word
        if len(candidate) > width and current:
            chunks.append(current)
            current = word
        else:
            current = candidate
    if current:
        chunks.append(current)
    return chunks


def string_array(name: str, values: list[str], indent: int) -> list[str]:
    pad = " " * indent
    if not values:
        return [f"{pad}{name}: []"]
    # swift-format drops the trailing comma of a one-element collection.
    comma = "," if len(values) > 1 else ""
    lines = [f"{pad}{name}: ["]
    lines += [f'{pad}  "{value}"{comma}' for value in values]
    lines.append(f"{pad}]")
    return lines


def split_rule(line: str, indent: int) -> list[str]:
    """Splits a rule too long for one line at `or` into same-category alternatives.

    The Swift side reads consecutive rules of one category as `or`-joined, so the split
    keeps the meaning.
    """
    width = LINE_LIMIT - indent - len('"",')
    if len(line) <= width:
        return [line]
    category, condition = line.split(": ", 1)
    pieces: list[str] = []
    current = ""
    for chain in condition.split(" or "):
        candidate = f"{current} or {chain}" if current else chain
        if len(f"{category}: {candidate}") > width and current:
            pieces.append(f"{category}: {current}")
            current = chain
        else:
            current = candidate
    pieces.append(f"{category}: {current}")
    return pieces


def group_source(group: RuleGroup) -> list[str]:
    lines = ["    PluralRuleSource("]
    lines += string_array("locales", wrapped_words(group.locales, 8), 6)
    lines[-1] += ","
    rules = [piece for line in group.lines for piece in split_rule(line, 8)]
    lines += string_array("rules", rules, 6)
    lines.append("    ),")
    return lines


def rule_table(name: str, doc: str, groups: list[RuleGroup]) -> list[str]:
    lines = [f"  /// {doc}", f"  static let {name}: [PluralRuleSource] = ["]
    for group in groups:
        lines += group_source(group)
    lines.append("  ]")
    return lines


def string_map(name: str, doc: str, entries: dict[str, str]) -> list[str]:
    lines = [f"  /// {doc}", f"  static let {name}: [String: String] = ["]
    lines += [f'    "{key}": "{entries[key]}",' for key in sorted(entries)]
    lines.append("  ]")
    return lines


def swift_source() -> str:
    version = cldr_version()
    cardinal = normalized_rules("cardinal")
    ordinal = normalized_rules("ordinal")
    languages = rule_languages(cardinal, ordinal)
    cardinal_groups = grouped(cardinal)
    ordinal_groups = grouped(ordinal)
    lines = [
        "// GENERATED FILE — do not edit.",
        "// Regenerate: python3 scripts/generate_plural_rules.py (Babel "
        + PINNED_BABEL
        + ").",
        f"// Data: Unicode CLDR {version} plural rules, parent locales and language aliases.",
        "// Licence of the data: UNICODE-LICENSE.txt.",
        f"// {len(cardinal)} cardinal locales in {len(cardinal_groups)} groups,"
        + f" {len(ordinal)} ordinal locales in {len(ordinal_groups)} groups.",
        "",
        "/// The CLDR plural data compiled into the SDK.",
        "enum PluralRulesData {",
        "  /// The CLDR release the data comes from.",
        f'  static let cldrVersion = "{version}"',
        "",
    ]
    lines += rule_table("cardinal", "Cardinal rules; locales sharing a rule body form one group.",
                        cardinal_groups)
    lines.append("")
    lines += rule_table("ordinal", "Ordinal rules; locales sharing a rule body form one group.",
                        ordinal_groups)
    lines.append("")
    lines += string_map("parents", "CLDR parent locales whose parent is not the root.",
                        parent_locales())
    lines.append("")
    lines += string_map("languageAliases", "Deprecated language codes with a plural-rule target.",
                        language_aliases(languages))
    lines.append("}")
    for line in lines:
        if len(line) > LINE_LIMIT:
            raise RuleError(f"generated line exceeds {LINE_LIMIT} columns: {line}")
    return "\n".join(lines) + "\n"


def license_text() -> str:
    import babel

    path = Path(babel.__file__).parent / "locale-data" / "LICENSE.unicode"
    return path.read_text(encoding="utf-8")


# ---------------------------------------------------------------------------
# Entry point


def sync(path: Path, content: str, check: bool) -> bool:
    """Writes `content` to `path`, or in check mode reports whether it is current."""
    current = path.read_text(encoding="utf-8") if path.exists() else None
    if current == content:
        return True
    if check:
        print(f"stale: {path.relative_to(REPO_ROOT)}", file=sys.stderr)
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    print(f"wrote {path.relative_to(REPO_ROOT)}")
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare without writing")
    arguments = parser.parse_args()
    if not require_babel(arguments.check):
        return 0
    results = [
        sync(DATA_PATH, swift_source(), arguments.check),
        sync(LICENSE_PATH, license_text(), arguments.check),
    ]
    if not all(results):
        print("run: python3 scripts/generate_plural_rules.py", file=sys.stderr)
        return 1
    if arguments.check:
        print("plural rules are current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
