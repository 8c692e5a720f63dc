"""Names the cause of each difference between ours and Node's output.

Rules run in order and the first that matches names the cause. Each rule tests something
that can be checked on the two texts and the case (a digit transliteration that makes them
equal, a separator swapped, the calendars both sides report), so a count reads as
"this many differences go away if only this changes". What is left falls into a per-family
data class ("date patterns that CLDR 48 changed", ...), whose examples the run prints with
the ICU 76 pattern or data next to Node's output.
"""

from __future__ import annotations

import re

SPACES = str.maketrans({"\u00a0": " ", "\u202f": " "})
ISOLATES = str.maketrans({"\u2068": None, "\u2069": None})
DIGIT_BLOCKS = [0x09E6, 0x0660, 0x06F0, 0x0966, 0x0E50]  # Bengali, Arabic, Persian, Devanagari, Thai
ZERO_OFFSETS = ["GMT+0", "UTC+0", "GMT +0", "غرينتش+٠", "‎+۰ گرینویچ", "GMT +০০:০০", "GMT+00:00"]
JOIN_WORDS = ["at", "o", "\u00e0", "\u00e0s", "alle", "um", "om", "kl."]

# (cause id, description) in the order the rules run; `describe` looks names up here.
CAUSES = [
    ("spaces", "space characters only: ICU 76 writes U+202F/U+00A0 where V8 prints U+0020 "
               "(or the other way round)"),
    ("spacing", "a space on one side only: ICU 76 and CLDR 48 patterns differ in spacing "
                "(ja/zh units and relative times, narrow units, range separators, th lists)"),
    ("arSaCalendar", "ar-SA default calendar (D22): the toolchain ICU's data prefers Islamic "
                     "Umm al-Qura for ar-SA (ucal_open(\"ar_SA\") is islamic-umalqura), "
                     "CLDR 48 Gregorian"),
    ("bnDigits", "bn default digits: the toolchain ICU's bn data defaults to Latin digits "
                 "(unumsys_open(\"bn\") is latn), Node's to Bengali (and the Bengali percent "
                 "pattern)"),
    ("deChApostrophe", "de-CH grouping separator: ICU 76 \u2019, CLDR 48 '"),
    ("frCaTime", "fr-CA time pattern: ICU 76 HH:mm, CLDR 48 HH 'h' mm"),
    ("zeroOffset", "zero offset: ICU 76 prints GMT (UTC in fr), CLDR 48 GMT+0"),
    ("listIsolates", "list items in RTL locales: the toolchain ICU's list formatter wraps each "
                     "item in U+2068/U+2069 (its list patterns have none); Node's does not"),
    ("rangeDash", "range separator: ICU 76 \u2014 or -, CLDR 48 \u2013 (ru, th)"),
    ("arComma", "Arabic-script dates: ICU 76 puts \u060c between month and year (d MMMM\u060c y), "
                "CLDR 48 does not"),
    ("hiDayPeriod", "hi day periods: ICU 76 \u092a\u0942/\u0905 before the time, CLDR 48 am/pm "
                    "after it"),
    ("amPmCase", "day-period abbreviations: ICU 76 AM/PM, CLDR 48 am/pm or a.m./p.m. "
                 "(en-IN, pt-PT, nl, he)"),
    ("atJoin", "date and time joined by ICU 76's pattern generator with the atTime pattern "
               "('at', 'o', '\u00e0', ...: udatpg gives MMM d 'at' h:mm a for MMMdjmm); "
               "CLDR 48 joins with a comma"),
    ("hourPadding", "hour alone in ru, uk, it: ICU 76's availableFormats H is HH (05), "
                    "CLDR 48's H (5)"),
    ("calendarData", "non-Gregorian calendar data (era names such as ERA1, month names, "
                     "calendar patterns)"),
    ("scriptNames", "script names: ICU 76's display names take Scripts%stand-alone "
                    "(\"Simplified Han\"), Node's the plain Scripts entry (\"Simplified\")"),
    ("displayNameData", "display-name data (region, language and dialect names, Hong Kong, "
                        "China mainland, short region names in language names)"),
    ("listData", "list patterns that CLDR 48 changed (en-IN, hi, uk, de unit lists, th)"),
    ("relativeData", "relative-time patterns that CLDR 48 changed (zh-TW spacing, he "
                     "one-unit forms)"),
    ("numberData", "unit, currency and compact patterns that CLDR 48 changed"),
    ("rangeData", "interval patterns that CLDR 48 changed"),
    ("dateData", "date and time patterns that CLDR 48 changed (field combinations, era "
                 "placement, 'at' joins, zone placement)"),
    ("other", "not classified"),
]
DESCRIPTIONS = dict(CAUSES)


def _latin_digits(text: str) -> str:
    table = {}
    for block in DIGIT_BLOCKS:
        for digit in range(10):
            table[block + digit] = str(digit)
    return text.translate(table)


def _squashed(text: str) -> str:
    return "".join(text.translate(SPACES).split())


def _same(left: str, right: str) -> bool:
    return _squashed(left) == _squashed(right)


def _day_periods(text: str) -> str:
    for spelled in ("a.m.", "AM"):
        text = text.replace(spelled, "am")
    for spelled in ("p.m.", "PM"):
        text = text.replace(spelled, "pm")
    return text


def _shows_date(ours: dict) -> bool:
    """Whether our pattern (a range's date pattern) has a field the calendar decides."""
    pattern = ours.get("pattern") or ""
    if not pattern and (ours.get("icuData") or "").startswith("pattern \u201c"):
        pattern = ours["icuData"][len("pattern \u201c"):].split("\u201d")[0]
    unquoted = "".join(pattern.split("'")[::2])
    return any(letter in unquoted for letter in "GyYuUrQqMLwWdDFgEec")


def _default_calendar_differs(case: dict, ours: dict, node: dict) -> bool:
    """Both sides formatted a date in the locale's default calendar, and their data disagree
    on it."""
    if case["family"] not in ("date", "dateTimeRange") or "calendar" in case.get("options", {}):
        return False
    mine, theirs = ours.get("calendar"), node.get("resolved", {}).get("calendar")
    return mine is not None and theirs is not None and mine != theirs and _shows_date(ours)


def _bn_digits(case: dict, mine: str, theirs: str) -> bool:
    if not case["locale"].startswith("bn") or "numberingSystem" in case.get("options", {}):
        return False
    return any(0x09E6 <= ord(c) <= 0x09EF for c in theirs) and _latin_digits(theirs) != theirs


def _at_join(pattern: str, theirs: str) -> bool:
    for word in JOIN_WORDS:
        if f" '{word}' " in pattern and f" {word} " not in theirs:
            return True
    return False


def _rule(case: dict, mine: str, theirs: str, ours: dict, node: dict) -> str:
    family, locale = case["family"], case["locale"]
    if mine.translate(SPACES) == theirs.translate(SPACES):
        return "spaces"
    if _squashed(mine) == _squashed(theirs):
        return "spacing"
    if _default_calendar_differs(case, ours, node):
        return "arSaCalendar" if locale.startswith("ar-SA") else "other"
    if _bn_digits(case, mine, theirs):
        return "bnDigits"
    if locale.startswith("de-CH") and _same(mine.replace("\u2019", "'"), theirs):
        return "deChApostrophe"
    if locale.startswith("fr-CA") and family in ("date", "dateTimeRange") and " h " in theirs:
        return "frCaTime"
    if any(offset in theirs and offset not in mine for offset in ZERO_OFFSETS):
        return "zeroOffset"
    if family == "list" and "\u2068" in mine and _same(mine.translate(ISOLATES), theirs):
        return "listIsolates"
    if family == "dateTimeRange" and _same(mine.replace("\u2014", "\u2013"),
                                            theirs.replace(" - ", " \u2013 ")):
        return "rangeDash"
    if locale.startswith("ar") and _same(mine.replace("\u060c", ""), theirs.replace("\u060c", "")):
        return "arComma"
    if locale.startswith("hi") and any(word in mine for word in ("\u092a\u0942", "\u0905 ")):
        return "hiDayPeriod"
    if _same(_day_periods(mine), _day_periods(theirs)) or (
            locale.startswith("he") and "AM" in theirs + theirs.replace("PM", "AM")
            and "AM" not in mine and "PM" not in mine):
        return "amPmCase"
    pattern = ours.get("pattern") or ours.get("icuData") or ""
    if family in ("date", "dateTimeRange") and _at_join(pattern, theirs):
        return "atJoin"
    if "HH" in pattern and _same(re.sub(r"(?<!\d)0(\d)", r"\1", mine), theirs):
        return "hourPadding"
    if family in ("date", "dateTimeRange") and (
            "calendar" in case.get("options", {}) or "-u-ca-" in locale):
        return "calendarData"
    if family == "displayName":
        return "scriptNames" if case["options"].get("type") == "script" else "displayNameData"
    return {"list": "listData", "relativeTime": "relativeData", "number": "numberData",
            "dateTimeRange": "rangeData", "date": "dateData"}.get(family, "other")


def cause(case: dict, ours: dict, node: dict) -> str:
    """The cause id of a difference (both sides printed text), or `other`."""
    mine, theirs = ours.get("output"), node.get("output")
    if not isinstance(mine, str) or not isinstance(theirs, str):
        return "other"
    return _rule(case, mine, theirs, ours, node)
