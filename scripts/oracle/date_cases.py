"""Intl.DateTimeFormat cases (format and formatRange)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import case_data as data

STYLES = ["full", "long", "medium", "short"]
HOUR_CYCLES = ["h11", "h12", "h23", "h24"]
ZONE_NAMES = ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"]
DATE_FIELDS = {
    "weekday": ["long", "short", "narrow"],
    "era": ["long", "short", "narrow"],
    "year": ["numeric", "2-digit"],
    "month": ["numeric", "2-digit", "long", "short", "narrow"],
    "day": ["numeric", "2-digit"],
}
TIME_FIELDS = {
    "hour": ["numeric", "2-digit"],
    "minute": ["numeric", "2-digit"],
    "second": ["numeric", "2-digit"],
}


def _fields(rng, table: dict, minimum: int = 1) -> dict:
    names = list(table)
    chosen = rng.sample(names, rng.randrange(minimum, len(names) + 1))
    return {name: rng.choice(table[name]) for name in names if name in chosen}


def _hour_choice(rng, options: dict) -> str:
    """Adds hourCycle or hour12 now and then; returns the facet suffix."""
    roll = rng.random()
    if roll < 0.25:
        cycle = rng.choice(HOUR_CYCLES)
        options["hourCycle"] = cycle
        return f":hourCycle={cycle}"
    if roll < 0.45:
        twelve = rng.random() < 0.5
        options["hour12"] = twelve
        return f":hour12={'true' if twelve else 'false'}"
    return ""


def _styles(rng) -> tuple[str, dict, str]:
    options = {}
    which = rng.randrange(3)
    if which != 1:
        options["dateStyle"] = rng.choice(STYLES)
    if which != 0:
        options["timeStyle"] = rng.choice(STYLES)
    suffix = _hour_choice(rng, options) if "timeStyle" in options else ""
    kind = "date" if "dateStyle" in options else "time"
    return "styles:" + "+".join(sorted(k for k in options if k.endswith("Style"))) + suffix, \
        options, kind


def _date_fields(rng) -> tuple[str, dict, str]:
    options = _fields(rng, DATE_FIELDS)
    return "fields:date", options, "date"


def _time_fields(rng) -> tuple[str, dict, str]:
    options = _fields(rng, TIME_FIELDS)
    if "hour" not in options and rng.random() < 0.5:
        options["hour"] = "numeric"
    suffix = _hour_choice(rng, options)
    if rng.random() < 0.15:
        digits = rng.randrange(1, 4)
        options["fractionalSecondDigits"] = digits
        options.setdefault("second", "numeric")
        suffix += ":fractionalSecondDigits"
    return "fields:time" + suffix, options, "time"


def _date_time_fields(rng) -> tuple[str, dict, str]:
    options = _fields(rng, DATE_FIELDS)
    options.update(_fields(rng, TIME_FIELDS))
    suffix = _hour_choice(rng, options)
    return "fields:dateTime" + suffix, options, "date"


def _day_period(rng) -> tuple[str, dict, str]:
    period = rng.choice(["narrow", "short", "long"])
    options = {"hour": "numeric", "dayPeriod": period}
    if rng.random() < 0.5:
        options["minute"] = "2-digit"
    return f"dayPeriod={period}", options, "time"


def _zone_name(rng) -> tuple[str, dict, str]:
    name = rng.choice(ZONE_NAMES)
    options = {"hour": "numeric", "minute": "2-digit", "timeZoneName": name}
    if rng.random() < 0.3:
        options = {"year": "numeric", "month": "short", "day": "numeric", "timeZoneName": name}
        return f"timeZoneName={name}:date", options, "date"
    return f"timeZoneName={name}", options, "time"


def _calendar(rng) -> tuple[str, dict, str]:
    calendar = rng.choice(data.CALENDARS)
    options = {"calendar": calendar}
    if rng.random() < 0.5:
        options["dateStyle"] = rng.choice(STYLES)
    else:
        options.update({"year": "numeric", "month": "long", "day": "numeric"})
        if rng.random() < 0.3:
            options["era"] = "short"
    return f"calendar={calendar}", options, "date"


def _numbering_system(rng) -> tuple[str, dict, str]:
    system = rng.choice(data.NUMBERING_SYSTEMS)
    options = {"numberingSystem": system, "dateStyle": "short", "timeStyle": "short"}
    return f"numberingSystem={system}", options, "date"


def _defaults(rng) -> tuple[str, dict, str]:
    kind = rng.choice(["date", "time"])
    return f"defaults:{kind}", {}, kind


def _zone_shift(rng) -> tuple[str, dict, str]:
    options = {"month": "short", "day": "numeric", "hour": "numeric", "minute": "2-digit"}
    return "timeZone:dst", options, "date"


GENERATORS = [
    (_styles, 5), (_date_fields, 3), (_time_fields, 4), (_date_time_fields, 3),
    (_day_period, 2), (_zone_name, 3), (_calendar, 3), (_numbering_system, 1), (_defaults, 1),
    (_zone_shift, 2),
]


def generate_dates(rng, count: int) -> list[dict]:
    """`count` date and time cases; every case names its zone."""
    functions = [function for function, weight in GENERATORS for _ in range(weight)]
    cases = []
    for _ in range(count):
        facet, options, kind = rng.choice(functions)(rng)
        options["timeZone"] = rng.choice(data.TIME_ZONES)
        cases.append({
            "facet": facet,
            "locale": data.pick_locale(rng),
            "options": options,
            "kind": kind,
            "at": rng.choice(data.INSTANTS),
        })
    return cases


RANGE_SPANS = [
    ("sameDay", 0, 2 * 3600 + 15 * 60),
    ("sameMonth", 3 * 86400, 0),
    ("otherMonth", 40 * 86400, 0),
    ("otherYear", 400 * 86400, 0),
    ("minutes", 0, 20 * 60),
    ("equal", 0, 0),
]

RANGE_STARTS = [
    "2026-03-28T22:15:00.000Z", "2026-07-15T09:00:00.000Z", "2026-12-30T18:45:00.000Z",
    "2026-10-24T23:30:00.000Z", "2026-01-05T06:00:00.000Z",
]


def _range_options(rng) -> tuple[str, dict]:
    roll = rng.random()
    if roll < 0.5:
        options = {}
        if rng.random() < 0.8:
            options["dateStyle"] = rng.choice(STYLES)
        if not options or rng.random() < 0.5:
            options["timeStyle"] = rng.choice(STYLES)
        return "styles:" + "+".join(sorted(options)), options
    if roll < 0.8:
        options = {"year": "numeric", "month": rng.choice(["short", "long", "numeric"]),
                   "day": "numeric"}
        return "fields:date", options
    options = {"hour": "numeric", "minute": "2-digit"}
    if rng.random() < 0.5:
        options.update({"month": "short", "day": "numeric"})
    return "fields:time", options


def _shifted(instant: str, seconds: int) -> str:
    """The ISO instant `seconds` later, in the same millisecond format."""
    moment = datetime.strptime(instant, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
    later = moment + timedelta(seconds=seconds)
    return later.strftime("%Y-%m-%dT%H:%M:%S.") + f"{later.microsecond // 1000:03d}Z"


def generate_ranges(rng, count: int) -> list[dict]:
    """`count` date-time range cases."""
    cases = []
    for _ in range(count):
        facet, options = _range_options(rng)
        span, days, seconds = rng.choice(RANGE_SPANS)
        start = rng.choice(RANGE_STARTS)
        options["timeZone"] = rng.choice(data.TIME_ZONES)
        cases.append({
            "facet": f"{facet}:{span}",
            "locale": data.pick_locale(rng),
            "options": options,
            "start": start,
            "end": _shifted(start, days + seconds),
        })
    return cases
