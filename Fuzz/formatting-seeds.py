#!/usr/bin/env python3
"""Writes the FuzzFormatting seed corpus: python3 Fuzz/formatting-seeds.py Fuzz/corpus/FuzzFormatting

Every locale, zone, option key, skeleton, code and list item is written in the raw form
(0xF0 selector + length + UTF-8), so the seeds keep their meaning when the sample lists in
Fuzz/FuzzFormatting change; only the family order, the currency list and the relative units
below mirror the Swift code.
"""
import struct, os, sys
FAM = dict(number=0, pluralNumber=1, dateOptions=2, dateSkeleton=3, range=4, relative=5, list=6, displayName=7, plural=8)
CUR = [None, "EUR", "JPY", "BHD", "", "xx", "ZZZZ", "€"]
UNITS = ["year","quarter","month","weekOfYear","weekOfMonth","day","hour","minute","second","nanosecond","era"]

def raw(s):
    b = s.encode() if isinstance(s, str) else s
    assert len(b) < 256, s
    return bytes([0xF0, len(b)]) + b
def rawstr(s):  # length-prefixed without selector
    b = s.encode()
    return bytes([len(b)]) + b
def dbl(x):
    return bytes([0xF0]) + struct.pack('<d', x)
def value(v):
    if v is True: return bytes([0xA0])
    if v is False: return bytes([0xA1])
    if isinstance(v, int): return bytes([0xB2]) + struct.pack('<q', v)
    if isinstance(v, float): return bytes([0xB1]) + struct.pack('<d', v)
    return bytes([0xB3]) + rawstr(v)
def opts(d):
    out = bytes([len(d)])
    for k, v in d.items():
        out += bytes([0xF0]) + rawstr(k) + value(v)
    return out
def head(fam, locale, zone="UTC", currency=None, icu=False, options={}):
    flags = (CUR.index(currency) << 1) | (1 if icu else 0)
    return bytes([FAM[fam]]) + raw(locale) + bytes([flags]) + raw(zone) + opts(options)

seeds = {}
def seed(name, data): seeds[name] = data

# numbers
N = lambda name, loc, x, o, **kw: seed("number-" + name, head("number", loc, options=o, **kw) + dbl(x))
N("decimal-en", "en-US", 1234567.891, {})
N("currency-accounting-neg-de", "de-DE", -1234.5, {"style": "currency", "currency": "EUR", "currencySign": "accounting"})
N("currency-name-ja", "ja-JP", 42.0, {"style": "currency", "currency": "JPY", "currencyDisplay": "name"})
N("currency-narrow-context-bhd", "ar-EG", 1.2345, {"style": "currency", "currencyDisplay": "narrowSymbol"}, currency="BHD")
N("percent-signdisplay-exceptzero", "fr", -0.0, {"style": "percent", "signDisplay": "exceptZero"})
N("unit-kmh-long", "en", 88.0, {"style": "unit", "unit": "kilometer-per-hour", "unitDisplay": "long"})
N("unit-bogus-per", "en", 1.0, {"style": "unit", "unit": "meter-per-second-per-second"})
N("compact-long-hi", "hi-IN", 1234567.0, {"notation": "compact", "compactDisplay": "long"})
N("engineering-nan", "en", float("nan"), {"notation": "engineering"})
N("scientific-inf", "ru", float("inf"), {"notation": "scientific", "signDisplay": "always"})
N("rounding-increment-25-halfeven", "en", 1.125, {"maximumFractionDigits": 2, "roundingIncrement": 25, "roundingMode": "halfEven"})
N("rounding-increment-bad", "en", 1.125, {"maximumFractionDigits": 0, "roundingIncrement": 3})
N("significant-1e308", "en", 1e308, {"minimumSignificantDigits": 21, "maximumSignificantDigits": 21})
N("fraction-100-tiny", "en", 5e-324, {"minimumFractionDigits": 100, "maximumFractionDigits": 100})
N("digits-huge-int", "en", 1.5, {"maximumFractionDigits": 9223372036854775807})
N("digits-min-gt-max", "en", 1.5, {"minimumFractionDigits": 5, "maximumFractionDigits": 2})
N("grouping-min2-priority", "pl", 1234.5, {"useGrouping": "min2", "roundingPriority": "morePrecision", "maximumSignificantDigits": 2, "maximumFractionDigits": 1})
N("numbering-roman-locale", "en-u-nu-roman", 2026.0, {})
N("numbering-option-arab", "en", 2026.5, {"numberingSystem": "arab", "trailingZeroDisplay": "stripIfInteger"})
N("currency-garbage", "en", 3.0, {"style": "currency", "currency": "€€€"})
N("at-numbers-wrong-case", "ar@numbers=araB", 12.5, {"style": "percent"})
seed("pluralnumber-halfup-ar", head("pluralNumber", "ar", icu=True) + dbl(1234.5675))
seed("pluralnumber-negzero-u-nu", head("pluralNumber", "en-u-nu-", icu=True) + dbl(-0.0))

# dates (options)
D = lambda name, loc, kind, t, o, zone="UTC": seed("date-" + name, head("dateOptions", loc, zone=zone, options=o) + bytes([kind]) + dbl(t))
D("default-date", "en-US", 0, 1711846800.0, {})
D("default-time", "en-GB", 1, 1711846800.0, {})
D("styles-full-ja-calendar", "ja-JP-u-ca-japanese", 0, 1.7e9, {"dateStyle": "full", "timeStyle": "full"})
D("fields-hourcycle-h24", "en-US", 1, 1.7e9, {"hour": "numeric", "minute": "2-digit", "hourCycle": "h24"})
D("hc-locale-h11-hour12", "ja-u-hc-h11", 1, 1.7e9, {"hour": "numeric", "hour12": False})
D("dayperiod-narrow", "en", 1, 1.7e9, {"hour": "numeric", "dayPeriod": "narrow"})
D("zonename-longgeneric", "de", 0, 1729990800.0, {"timeZoneName": "longGeneric", "timeZone": "Europe/Berlin"})
D("zonename-shortoffset-lordhowe", "en", 1, 1711846800.0, {"timeZoneName": "shortOffset", "timeZone": "Australia/Lord_Howe"})
D("calendar-islamic-umalqura", "ar-SA", 0, 1.7e9, {"calendar": "islamic-umalqura", "year": "numeric", "month": "long", "day": "numeric", "era": "short"})
D("numbering-thai-weekday", "th-TH", 0, 1.7e9, {"numberingSystem": "thai", "weekday": "long"})
D("fractional-seconds", "en", 1, 1699999999.999, {"second": "numeric", "fractionalSecondDigits": 3})
D("bad-zone", "en", 0, 0.0, {"timeZone": "Mars/Olympus"})
D("max-js-date", "en", 0, 8.64e12, {"era": "long", "year": "numeric"})
D("beyond-js-date", "en", 0, 8.64e12 + 1, {})
D("nan-date", "en", 0, float("nan"), {})
D("year-one-bc", "en", 0, -62135596801.0, {"era": "long", "year": "numeric"})
D("u-ca-empty-dateStyle-wrongtype", "en-u-ca-", 0, 1.7e9, {"dateStyle": 5, "calendar": "bogus"})
D("hc-h25-option", "fr-CA", 1, 1.7e9, {"timeStyle": "short", "hourCycle": "h25"})

# skeletons
S = lambda name, loc, form, sk, t: seed("skeleton-" + name, head("dateSkeleton", loc) + bytes([form]) + raw(sk) + dbl(t))
S("yMMMd", "en", 0, "yMMMd", 1.7e9)
S("jmm-time", "ar-EG", 2, "jmm", 1.7e9)
S("empty-time-kind", "ko-KR", 2, "", 1.7e9)
S("zone-fields", "en", 1, "yMdjmsSSSzzzz", 1.7e9)
S("quote-unbalanced", "en", 1, "yMd'", 1.7e9)
S("long-year", "en", 1, "y" * 200, 1.7e9)
S("colons", "en", 0, "::yMd", 0.0)

# ranges
R = lambda name, loc, a, b, o: seed("range-" + name, head("range", loc, options=o) + dbl(a) + dbl(b))
R("same-day", "en", 1.7e9, 1.7e9 + 3600, {"timeStyle": "short"})
R("across-years-medium", "de", 1.6e9, 1.7e9, {"dateStyle": "medium"})
R("reversed-fields", "ja", 1.7e9, 1.6e9, {"year": "numeric", "month": "short"})
R("infinite-end", "en", 0.0, float("inf"), {})

# relative time
T = lambda name, loc, unit, x, o: seed("relative-" + name, head("relative", loc, options=o) + bytes([UNITS.index(unit)]) + dbl(x))
T("day-auto", "en", "day", -1.0, {"numeric": "auto"})
T("quarter-narrow", "fr", "quarter", 2.5, {"style": "narrow"})
T("second-out-of-range", "en", "second", 1e15, {})
T("year-nan", "ru", "year", float("nan"), {})
T("era-unit", "ar", "era", 3.0, {"style": "short"})

# lists
def L(name, loc, plain, items, o):
    data = head("list", loc, options=o) + bytes([plain, len(items)])
    for it in items: data += raw(it)
    seed("list-" + name, data)
L("conjunction-en", "en", 1, ["a", "b", "c"], {})
L("disjunction-short-ar", "ar", 0, ["مرحبا", "b"], {"type": "disjunction", "style": "short"})
L("unit-narrow-empty", "ja", 1, [], {"type": "unit", "style": "narrow"})
L("bogus-type", "de", 0, ["x", ""], {"type": "bogus"})
seed("list-500-copies", head("list", "en") + bytes([0, 0xFF]) + raw("item"))

# display names
def DN(name, loc, code, o, plain_type=None):
    data = head("displayName", loc, options=o) + raw(code)
    if "type" not in o or not isinstance(o["type"], str):
        data += bytes([plain_type or 0])
    seed("displayname-" + name, data)
DN("language-dialect", "en", "en-GB", {"type": "language", "languageDisplay": "dialect"})
DN("region-short", "fr", "419", {"type": "region", "style": "short"})
DN("script-none", "ja", "Zzzz", {"type": "script", "fallback": "none"})
DN("currency-eszett", "de", "ßß", {"type": "currency"})
DN("calendar-umalqura", "ar", "islamic-umalqura", {"type": "calendar"})
DN("datetimefield-narrow", "ko", "dayPeriod", {"type": "dateTimeField", "style": "narrow"})
DN("language-garbage", "en", "en@numbers=arab-u-nu-", {"fallback": "code"}, 0)

# plural categories
P = lambda name, loc, ordinal, x, o: seed("plural-" + name, head("plural", loc, options=o) + bytes([ordinal]) + dbl(x))
P("one-fraction-en", "en", 0, 1.0, {"minimumFractionDigits": 2})
P("ordinal-few-en", "en", 1, 23.0, {})
P("significant-ar", "ar", 0, 102.0, {"maximumSignificantDigits": 2})
P("bad-digits", "pl", 0, 5.0, {"maximumFractionDigits": 101})
P("wrong-type-digits", "ru", 0, 1.5, {"minimumSignificantDigits": "3"})

# Crashes found by the fuzzer (Tests/MessagevisorTests/Hostile/*HostileTests.swift pin them).
seed("crash-calendar-option-uaf", head("dateOptions", "en", options={"calendar": "bogus"}) + bytes([0]) + dbl(0.0))
seed("crash-calendar-name-uaf", head("displayName", "en", options={"type": "calendar"}) + raw("bogus"))
seed("crash-engineering-roman-plus", head("number", "en", options={"notation": "engineering", "signDisplay": "always", "numberingSystem": "roman"}) + dbl(1.0))
seed("crash-engineering-roman-never", head("number", "en", options={"notation": "engineering", "signDisplay": "never", "numberingSystem": "roman"}) + dbl(-1.0))
seed("crash-currency-increment-digits", head("number", "en", options={"style": "currency", "currency": "EUR", "maximumFractionDigits": 30, "roundingIncrement": 5}) + dbl(0.3))

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
for name, data in seeds.items():
    open(os.path.join(out, name), "wb").write(data)
print(len(seeds), "seeds")
