"""Intl.NumberFormat cases: every option of icu-and-formatting.md and issue #15's list."""

from __future__ import annotations

import case_data as data


def _digits(rng) -> tuple[str, dict]:
    choice = rng.randrange(4)
    if choice == 0:
        low = rng.randrange(0, 4)
        return "digits:fraction", {
            "minimumFractionDigits": low,
            "maximumFractionDigits": low + rng.randrange(0, 3),
        }
    if choice == 1:
        return "digits:maximumFraction", {"maximumFractionDigits": rng.randrange(0, 5)}
    if choice == 2:
        low = rng.randrange(1, 4)
        return "digits:significant", {
            "minimumSignificantDigits": low,
            "maximumSignificantDigits": low + rng.randrange(0, 4),
        }
    return "digits:integer", {"minimumIntegerDigits": rng.randrange(1, 6)}


def _percent(rng) -> tuple[str, dict]:
    options = {"style": "percent"}
    if rng.random() < 0.5:
        options["maximumFractionDigits"] = rng.randrange(0, 3)
    return "percent", options


def _currency(rng) -> tuple[str, dict]:
    display = rng.choice(["symbol", "narrowSymbol", "code", "name"])
    options = {"style": "currency", "currency": rng.choice(data.CURRENCIES)}
    options["currencyDisplay"] = display
    if rng.random() < 0.35:
        options["currencySign"] = "accounting"
        return f"currency:accounting:{display}", options
    return f"currency:{display}", options


def _unit(rng) -> tuple[str, dict]:
    compound = rng.random() < 0.3
    unit = rng.choice(data.PER_UNITS if compound else data.UNITS)
    display = rng.choice(["short", "long", "narrow"])
    options = {"style": "unit", "unit": unit, "unitDisplay": display}
    return f"unit:{'per' if compound else 'simple'}:{display}", options


def _notation(rng) -> tuple[str, dict]:
    notation = rng.choice(["standard", "scientific", "engineering", "compact", "compact"])
    options = {"notation": notation}
    if notation == "compact":
        display = rng.choice(["short", "long"])
        options["compactDisplay"] = display
        return f"notation:compact:{display}", options
    return f"notation:{notation}", options


def _sign(rng) -> tuple[str, dict]:
    sign = rng.choice(["auto", "always", "exceptZero", "negative", "never"])
    options = {"signDisplay": sign}
    if rng.random() < 0.3:
        options.update({"style": "currency", "currency": "EUR", "currencySign": "accounting"})
        return f"signDisplay={sign}:accounting", options
    return f"signDisplay={sign}", options


def _grouping(rng) -> tuple[str, dict]:
    grouping = rng.choice([False, True, "min2", "auto", "always"])
    return f"useGrouping={json_word(grouping)}", {"useGrouping": grouping}


def _rounding_mode(rng) -> tuple[str, dict]:
    mode = rng.choice(data.ROUNDING_MODES)
    options = {"roundingMode": mode, "maximumFractionDigits": rng.choice([0, 0, 1])}
    return f"roundingMode={mode}", options


def _rounding_increment(rng) -> tuple[str, dict]:
    increment = rng.choice([1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2500, 5000])
    digits = rng.randrange(0, 3)
    options = {
        "roundingIncrement": increment,
        "minimumFractionDigits": digits,
        "maximumFractionDigits": digits,
    }
    if rng.random() < 0.3:
        options["roundingMode"] = rng.choice(data.ROUNDING_MODES)
    return "roundingIncrement", options


def _rounding_priority(rng) -> tuple[str, dict]:
    priority = rng.choice(["auto", "morePrecision", "lessPrecision"])
    options = {
        "roundingPriority": priority,
        "maximumSignificantDigits": rng.randrange(1, 5),
        "maximumFractionDigits": rng.randrange(0, 4),
    }
    return f"roundingPriority={priority}", options


def _trailing_zeros(rng) -> tuple[str, dict]:
    display = rng.choice(["auto", "stripIfInteger"])
    options = {"trailingZeroDisplay": display, "minimumFractionDigits": 2}
    if rng.random() < 0.4:
        options.update({"style": "currency", "currency": "USD"})
    return f"trailingZeroDisplay={display}", options


def _numbering_system(rng) -> tuple[str, dict]:
    system = rng.choice(data.NUMBERING_SYSTEMS)
    options = {"numberingSystem": system}
    if rng.random() < 0.3:
        options["style"] = "percent"
    return f"numberingSystem={system}", options


def json_word(value) -> str:
    """`false`/`true` for booleans, the string otherwise."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


GENERATORS = [
    (_digits, 3), (_percent, 2), (_currency, 5), (_unit, 4), (_notation, 3), (_sign, 3),
    (_grouping, 2), (_rounding_mode, 4), (_rounding_increment, 2), (_rounding_priority, 2),
    (_trailing_zeros, 1), (_numbering_system, 2),
]


def generate(rng, count: int) -> list[dict]:
    """`count` number cases; one case in five stacks a second option group on the first.

    The first group's options win a conflict; the facet names both (`percent+unit:simple:long`).
    """
    functions = [function for function, weight in GENERATORS for _ in range(weight)]
    cases = []
    for _ in range(count):
        facet, options = rng.choice(functions)(rng)
        if rng.random() < 0.2:
            extra_facet, extra = rng.choice(functions)(rng)
            merged = dict(extra)
            merged.update(options)
            options = merged
            facet = facet + "+" + extra_facet
        rounding = facet.startswith("roundingMode") or facet.startswith("roundingIncrement")
        value = rng.choice(data.ROUNDING_VALUES if rounding else data.NUMBER_VALUES)
        cases.append({
            "facet": facet,
            "locale": data.pick_locale(rng),
            "options": options,
            "value": value,
        })
    return cases
