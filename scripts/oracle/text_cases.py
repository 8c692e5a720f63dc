"""Relative time, list, display-name and plural-category cases."""

from __future__ import annotations

import case_data as data

RELATIVE_UNITS = ["second", "minute", "hour", "day", "week", "month", "quarter", "year"]
RELATIVE_VALUES = ["0", "-0", "1", "-1", "2", "-2", "3", "-7", "1.5", "-0.5", "10", "100", "-365"]

LIST_ITEMS = ["Anna", "Ben", "Chidi", "Dana", "Émile"]

DISPLAY_CODES = {
    "language": ["en", "en-US", "en-GB", "fr-CA", "zh-Hant", "zh-Hans-CN", "pt-BR", "ar", "de-AT",
                 "sr-Latn", "nan", "es-419", "nl-BE", "he", "xx"],
    "region": ["US", "DE", "GB", "CN", "419", "EG", "BR", "JP", "XK", "HK", "IN", "ZZ"],
    "script": ["Latn", "Cyrl", "Arab", "Hans", "Hant", "Deva", "Hebr", "Zzzz"],
    "currency": ["USD", "EUR", "JPY", "INR", "GBP", "CHF", "XAU", "ABC"],
}

PLURAL_VALUES = ["0", "1", "2", "3", "4", "5", "11", "12", "21", "22", "25", "101", "111",
                 "0.5", "1.5", "2.5", "1.0", "0.1", "1000000", "-1", "1.25"]


def generate_relative(rng, count: int) -> list[dict]:
    """`count` Intl.RelativeTimeFormat cases."""
    cases = []
    for _ in range(count):
        options = {}
        facets = []
        if rng.random() < 0.6:
            options["style"] = rng.choice(["long", "short", "narrow"])
            facets.append("style=" + options["style"])
        if rng.random() < 0.5:
            options["numeric"] = rng.choice(["always", "auto"])
            facets.append("numeric=" + options["numeric"])
        unit = rng.choice(RELATIVE_UNITS)
        cases.append({
            "facet": unit + (":" + ":".join(facets) if facets else ""),
            "locale": data.pick_locale(rng),
            "options": options,
            "value": rng.choice(RELATIVE_VALUES),
            "unit": unit,
        })
    return cases


def generate_lists(rng, count: int) -> list[dict]:
    """`count` Intl.ListFormat cases with 0 to 5 items."""
    cases = []
    for _ in range(count):
        options = {}
        if rng.random() < 0.7:
            options["type"] = rng.choice(["conjunction", "disjunction", "unit"])
        if rng.random() < 0.6:
            options["style"] = rng.choice(["long", "short", "narrow"])
        size = rng.choice([0, 1, 2, 2, 3, 3, 4, 5])
        facet = f"{options.get('type', 'conjunction')}:{options.get('style', 'long')}"
        cases.append({
            "facet": facet + f":{min(size, 3)}",
            "locale": data.pick_locale(rng),
            "options": options,
            "values": LIST_ITEMS[:size],
        })
    return cases


def generate_display_names(rng, count: int) -> list[dict]:
    """`count` Intl.DisplayNames cases over language, region, script and currency codes."""
    cases = []
    for _ in range(count):
        kind = rng.choice(list(DISPLAY_CODES))
        options = {"type": kind}
        if rng.random() < 0.4:
            options["style"] = rng.choice(["long", "short", "narrow"])
        if kind == "language" and rng.random() < 0.4:
            options["languageDisplay"] = rng.choice(["dialect", "standard"])
        if rng.random() < 0.3:
            options["fallback"] = rng.choice(["code", "none"])
        facet = kind + "".join(f":{k}={options[k]}" for k in ("style", "languageDisplay")
                               if k in options)
        cases.append({
            "facet": facet,
            "locale": data.pick_locale(rng),
            "options": options,
            "value": rng.choice(DISPLAY_CODES[kind]),
        })
    return cases


def generate_plurals(rng, count: int) -> list[dict]:
    """`count` Intl.PluralRules cases with visible fraction or significant digits."""
    cases = []
    for _ in range(count):
        options = {"type": rng.choice(["cardinal", "cardinal", "ordinal"])}
        roll = rng.random()
        facet = options["type"]
        if roll < 0.3:
            digits = rng.randrange(0, 3)
            options["minimumFractionDigits"] = digits
            options["maximumFractionDigits"] = digits + rng.randrange(0, 2)
            facet += ":fractionDigits"
        elif roll < 0.45:
            options["minimumSignificantDigits"] = rng.randrange(1, 4)
            facet += ":significantDigits"
        cases.append({
            "facet": facet,
            "locale": data.pick_locale(rng),
            "options": options,
            "value": rng.choice(PLURAL_VALUES),
        })
    return cases
