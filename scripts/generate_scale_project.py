#!/usr/bin/env python3
"""Writes a large sets project for `make bench-scale` (our own generator, fixed seed).

The shape follows the large-project fixture upstream benchmarks its JS CLI on: SETS sets of
MESSAGES messages in 12 locales, 4 targets (`includeMessages` patterns, `excludeMessages`,
`includeOnlyUsedFormats`), a segment, two attributes, named format presets, about 15 % of
messages with 1-3 overrides, about 2 % with an example (these carry `rawMessage`, which the
JS CLI ignores in a message example), translation lengths 20-900 characters, and 244 passing
assertions per set. The same seed and sizes always give the same bytes.

Usage: generate_scale_project.py OUT [--sets=N] [--messages=N] [--locales=N] [--seed=N]
"""

import json
import math
import os
import random
import shutil
import sys

LOCALES = [
    "en-US", "en-GB", "de-DE", "fr-FR", "nl-NL", "es-ES",
    "it-IT", "pt-BR", "ja-JP", "ko-KR", "ar-SA", "sv-SE",
]
SET_NAMES = ["dev", "staging", "production", "qa", "preview"]
WORDS = (
    "catalog entry rider station journey ticket fare wallet balance account profile route "
    "transfer weekly monthly reminder update notice payment receipt support feedback map "
    "vehicle platform schedule delay arrival departure city zone pass offer"
).split()
ASSERTIONS_PER_SET = 244


def options(argv):
    if len(argv) < 2 or argv[1].startswith("--"):
        sys.exit(__doc__)
    parsed = {"sets": 3, "messages": 50000, "locales": 12, "seed": 45}
    for argument in argv[2:]:
        name, _, value = argument.lstrip("-").partition("=")
        if name not in parsed or not value.isdigit() or int(value) < 1:
            sys.exit(f"bad option {argument!r}\n{__doc__}")
        parsed[name] = int(value)
    if parsed["sets"] > len(SET_NAMES) or parsed["locales"] > len(LOCALES):
        sys.exit(f"at most {len(SET_NAMES)} sets and {len(LOCALES)} locales")
    if parsed["messages"] < 2 or parsed["messages"] > 999999:
        sys.exit("--messages takes 2 to 999999")
    return argv[1], parsed


def length(rng):
    """A translation length: log-normal around 60 characters, clamped to 20-900."""
    z = rng.gauss(0.0, 1.0)
    return min(900, max(20, round(math.exp(math.log(60) + 0.62 * z))))


def text(rng, head, size):
    """Plain words (no ICU syntax characters) after `head`, exactly `size` characters."""
    parts = [head]
    total = len(head)
    while total < size:
        word = rng.choice(WORDS)
        parts.append(word)
        total += len(word) + 1
    return " ".join(parts)[:size].rstrip() or head[:size]


def quoted(value):
    return json.dumps(value, ensure_ascii=False)


def key_of(index):
    return f"synthetic.message.{index:06d}"


def message_document(index, locales, seed):
    rng = random.Random(seed * 1_000_003 + index)
    key = f"{index:06d}"
    lines = [f"description: Synthetic message {key}", "translations:"]
    translations = {}
    size = length(rng)
    for locale in locales:
        if index == 1:
            value = f"There are {{count, number, decimal}} items on {{when, date, short}} ({locale})"
        else:
            value = text(rng, f"Message {key} in {locale}:", size)
        translations[locale] = value
        lines.append(f"  {locale}: {quoted(value)}")
    if index == 1:
        lines += [
            "examples:",
            f"  - locale: {locales[0]}",
            "    description: Named number and date formats",
            "    values:",
            "      count: 3",
            "      when: 2025-01-15T12:00:00.000Z",
        ]
    elif rng.random() < 0.15:
        lines.append("overrides:")
        for number in range(1, 2 + rng.randrange(3)):
            value = text(rng, f"Override {number} of {key}:", length(rng))
            lines += [
                f"  - key: beta-audience-{number}",
                "    segments:",
                "      - synthetic-beta-users",
                "    translations:",
                f"      {locales[0]}: {quoted(value)}",
            ]
    if index != 1 and rng.random() < 0.02:
        lines += [
            "examples:",
            "  - description: Generated example",
            f"    locale: {locales[0]}",
            f"    rawMessage: {quoted('Example ' + key)}",
        ]
    return "\n".join(lines) + "\n", translations


def locale_document(locale):
    return "\n".join([
        f"description: {locale} synthetic locale",
        f"direction: {'rtl' if locale == 'ar-SA' else 'ltr'}",
        "formats:",
        "  number:",
        "    decimal:",
        "      style: decimal",
        "      minimumFractionDigits: 2",
        "  date:",
        "    short:",
        "      dateStyle: short",
        "  time:",
        "    clock:",
        "      timeStyle: short",
        "",
    ])


def target_documents(locales):
    listed = json.dumps(locales)
    return {
        "web": f'description: Web\nincludeMessages: "*"\nlocales: {listed}\n',
        "mobile": (
            "description: Mobile\nincludeMessages:\n  - synthetic.message.00*\n"
            f"locales: {listed}\ncontext:\n  platform: mobile\n"
        ),
        "internal": (
            "description: Internal\nexcludeMessages: synthetic.message.00*\n"
            f"locales: {listed}\n"
        ),
        "used-formats": (
            "description: Only the formats its messages use\n"
            'includeMessages: "synthetic.message.000001"\nincludeOnlyUsedFormats: true\n'
            f"locales: {listed}\n"
        ),
    }


def test_documents(locales, second):
    """The 244 assertions of a set; `second` holds message 2's translations."""
    web = ["target: web", "assertions:"]
    repeats = (ASSERTIONS_PER_SET - 4) // len(locales)
    extra = (ASSERTIONS_PER_SET - 4) - repeats * len(locales)
    for number in range(repeats):
        for locale in locales:
            web += [
                f"  - description: web keeps message 1 ({number + 1})",
                f"    locale: {locale}",
                "    expectedToIncludeMessages:",
                "      - synthetic.message.000001",
            ]
    for number in range(extra):
        web += [
            f"  - description: web keeps message 1 (extra {number + 1})",
            f"    locale: {locales[0]}",
            "    expectedToIncludeMessages:",
            "      - synthetic.message.000001",
        ]
    other = locales[2] if len(locales) > 2 else locales[-1]
    smoke = [
        "message: synthetic.message.000002",
        "assertions:",
        f"  - locale: {locales[0]}",
        "    target: web",
        f"    expectedTranslation: {quoted(second[locales[0]])}",
        f"  - locale: {other}",
        "    target: mobile",
        f"    expectedTranslation: {quoted(second[other])}",
    ]
    internal = [
        "target: internal",
        "assertions:",
        f"  - locale: {locales[0]}",
        "    expectedToNotIncludeMessages:",
        "      - synthetic.message.000001",
    ]
    used = [
        "target: used-formats",
        "assertions:",
        f"  - locale: {locales[0]}",
        "    expectedToIncludeMessages:",
        "      - synthetic.message.000001",
        "    expectedFormats:",
        "      number:",
        "        decimal:",
        "          style: decimal",
        "          minimumFractionDigits: 2",
        "      date:",
        "        short:",
        "          dateStyle: short",
    ]
    return {
        "tests/messages/synthetic/smoke.spec.yml": smoke,
        "tests/targets/web.spec.yml": web,
        "tests/targets/internal.spec.yml": internal,
        "tests/targets/used-formats.spec.yml": used,
    }


def write(path, content):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(content)


def generate_set(root, name, sizes):
    folder = os.path.join(root, "sets", name)
    locales = LOCALES[: sizes["locales"]]
    for locale in locales:
        write(os.path.join(folder, "locales", f"{locale}.yml"), locale_document(locale))
    write(
        os.path.join(folder, "attributes", "cohort.yml"),
        "description: Cohort\ntype: string\nenum:\n  - control\n  - beta\n",
    )
    write(os.path.join(folder, "attributes", "platform.yml"), "description: Platform\ntype: string\n")
    write(
        os.path.join(folder, "segments", "synthetic-beta-users.yml"),
        "description: Beta users\nconditions:\n  - attribute: cohort\n"
        "    operator: equals\n    value: beta\n",
    )
    for key, content in target_documents(locales).items():
        write(os.path.join(folder, "targets", f"{key}.yml"), content)
    second = None
    directory = os.path.join(folder, "messages", "synthetic", "message")
    os.makedirs(directory, exist_ok=True)
    for index in range(1, sizes["messages"] + 1):
        content, translations = message_document(index, locales, sizes["seed"])
        if index == 2:
            second = translations
        with open(os.path.join(directory, f"{index:06d}.yml"), "w", encoding="utf-8") as handle:
            handle.write(content)
    for path, lines in test_documents(locales, second).items():
        write(os.path.join(folder, path), "\n".join(lines) + "\n")


def main():
    root, sizes = options(sys.argv)
    if os.path.exists(os.path.join(root, "sets")):
        shutil.rmtree(os.path.join(root, "sets"))
    write(
        os.path.join(root, "messagevisor.config.json"),
        json.dumps({"sourceLocale": LOCALES[0], "sets": True}, indent=2) + "\n",
    )
    for name in SET_NAMES[: sizes["sets"]]:
        generate_set(root, name, sizes)
    print(
        f"generated {sizes['sets']} set(s) x {sizes['messages']} messages x "
        f"{sizes['locales']} locales in {root} ({ASSERTIONS_PER_SET} assertions per set)"
    )


if __name__ == "__main__":
    main()
