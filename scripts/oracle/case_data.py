"""Shared inputs of the oracle's case generator: locales, values, instants, zones."""

from __future__ import annotations

DEFAULT_SEED = 20

# At least 20 locales: RTL (ar, he, fa), non-Latin default digits (ar-EG, ar-SA, fa-IR, bn-BD),
# few/many plural locales (pl, ru, uk, cs, lt), CJK, and regional variants whose data moved
# between CLDR releases (de-CH, fr-CA, en-IN, es-MX).
LOCALES = [
    "en-US", "en-GB", "en-IN", "de-DE", "de-CH", "fr-FR", "fr-CA", "es-ES", "es-MX", "it-IT",
    "pt-BR", "pt-PT", "nl-NL", "sv-SE", "pl-PL", "ru-RU", "uk-UA", "cs-CZ", "lt-LT", "tr-TR",
    "ar-EG", "ar-SA", "he-IL", "fa-IR", "hi-IN", "bn-BD", "th-TH", "ja-JP", "zh-CN", "zh-TW",
    "ko-KR",
]

# Locales with `-u-` keywords, used now and then instead of a plain one.
EXTENSION_LOCALES = [
    "hi-IN-u-nu-deva", "ar-u-nu-latn", "th-TH-u-nu-thai", "ja-JP-u-ca-japanese",
    "en-US-u-hc-h23", "de-DE-u-ca-buddhist",
]

NUMBER_VALUES = [
    "0", "-0", "1", "-1", "2", "5", "0.5", "-0.5", "1.5", "2.5", "-2.5", "3.45", "1.005",
    "0.125", "-0.001", "0.000123", "12.3456", "999.995", "1234.5", "-1234.5678", "12345",
    "100000", "1000000", "1234567.891", "-98765432.1", "123456789012", "1e21", "0.1", "42",
]

ROUNDING_VALUES = ["2.5", "-2.5", "1.25", "-1.25", "1.35", "-1.35", "0.5", "-0.5", "2.45", "7"]

ROUNDING_MODES = [
    "ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc",
    "halfEven",
]

NUMBERING_SYSTEMS = ["latn", "arab", "arabext", "deva", "beng", "thai", "hanidec", "fullwide"]

CURRENCIES = ["USD", "EUR", "JPY", "GBP", "INR", "CHF", "BRL", "BHD", "PLN", "EGP", "ILS"]

# Simple ECMA-402 sanctioned units and `-per-` compounds.
UNITS = [
    "kilometer", "meter", "centimeter", "mile", "foot", "inch", "kilogram", "gram", "pound",
    "liter", "milliliter", "celsius", "fahrenheit", "percent", "second", "minute", "hour",
    "day", "week", "month", "year", "byte", "kilobyte", "megabyte", "gigabyte", "degree",
    "acre", "hectare", "fluid-ounce", "gallon",
]
PER_UNITS = [
    "kilometer-per-hour", "mile-per-hour", "meter-per-second", "liter-per-kilometer",
    "mile-per-gallon", "kilogram-per-liter", "byte-per-second", "gigabyte-per-hour",
]

# Instants on both sides of DST changes (EU 2026-03-29 01:00Z, 2026-10-25 01:00Z; US
# 2026-03-08 07:00Z and 2026-11-01 06:00Z in New York; Sydney 2026-04-05 / 2026-10-04), plus
# a leap day, midnight, noon and the epoch.
INSTANTS = [
    "2026-03-29T00:30:00.000Z", "2026-03-29T01:30:00.000Z",
    "2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z",
    "2026-03-08T06:30:00.000Z", "2026-03-08T07:30:00.000Z",
    "2026-11-01T05:30:00.000Z", "2026-11-01T06:30:00.000Z",
    "2026-04-04T15:30:00.000Z", "2026-04-04T16:30:00.000Z",
    "2026-07-15T13:34:56.789Z", "2026-01-15T07:05:09.012Z",
    "2024-02-29T23:59:59.999Z", "2026-12-31T12:00:00.000Z",
    "1970-01-01T00:00:00.000Z", "2000-06-01T00:00:00.000Z",
]

TIME_ZONES = [
    "UTC", "America/New_York", "America/Los_Angeles", "Europe/Berlin", "Europe/London",
    "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney", "Asia/Kathmandu", "America/Sao_Paulo",
    "Africa/Cairo", "Asia/Jerusalem", "Asia/Tehran", "Etc/GMT+5",
]

CALENDARS = [
    "gregory", "buddhist", "japanese", "islamic", "islamic-umalqura", "islamic-civil",
    "hebrew", "chinese", "persian", "iso8601", "ethiopic", "roc", "indian", "coptic",
]


def pick_locale(rng) -> str:
    """A plain locale most of the time, an extension locale one time in ten."""
    if rng.random() < 0.1:
        return rng.choice(EXTENSION_LOCALES)
    return rng.choice(LOCALES)
