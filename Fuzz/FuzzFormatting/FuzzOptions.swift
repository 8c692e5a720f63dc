import Foundation
import Messagevisor

/// Format options for `FuzzFormatting`: ECMA-402 option names with valid and hostile values.
///
/// Decoding: a count byte (0...8 options), then per option a key byte (below 0xF0 picks
/// `names`, else a raw string) and a value byte (below 0xA0 picks the key's valid values,
/// else a hostile value; see `hostile(_:_:)`).
enum FuzzOptions {
  static let names = [
    // Intl.NumberFormat
    "style", "currency", "currencyDisplay", "currencySign", "unit", "unitDisplay",
    "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits",
    "minimumSignificantDigits", "maximumSignificantDigits", "roundingIncrement", "roundingMode",
    "roundingPriority", "trailingZeroDisplay", "notation", "compactDisplay", "signDisplay",
    "useGrouping", "numberingSystem", "localeMatcher",
    // Intl.DateTimeFormat
    "dateStyle", "timeStyle", "calendar", "dayPeriod", "timeZone", "hour12", "hourCycle",
    "weekday", "era", "year", "month", "day", "hour", "minute", "second",
    "fractionalSecondDigits", "timeZoneName", "formatMatcher",
    // Intl.RelativeTimeFormat, Intl.ListFormat, Intl.DisplayNames
    "numeric", "type", "fallback", "languageDisplay",
  ]

  private static let widths: [MessagevisorValue] = ["narrow", "short", "long"]
  private static let numericOrTwoDigit: [MessagevisorValue] = ["numeric", "2-digit"]
  private static let styles: [MessagevisorValue] = ["full", "long", "medium", "short"]
  private static let digits: [MessagevisorValue] = [
    .int(0), .int(1), .int(2), .int(3), .int(20), .int(21), .int(100), .int(101), .int(-1),
    .double(1.5), .string("2"),
  ]

  static let valid: [String: [MessagevisorValue]] = [
    "style": ["decimal", "percent", "currency", "unit", "long", "short", "narrow"],
    "currency": ["USD", "EUR", "JPY", "BHD", "CLF", "XXX", "usd", "EU", "EURO", "€", "", "ZZZ"],
    "currencyDisplay": ["code", "symbol", "narrowSymbol", "name"],
    "currencySign": ["standard", "accounting"],
    "unit": [
      "meter", "kilometer-per-hour", "liter-per-kilometer", "percent", "byte", "gigabyte",
      "celsius", "fahrenheit", "second", "millisecond", "microsecond", "nanosecond", "day",
      "month", "year", "acre", "fluid-ounce", "mile-per-gallon", "meter-per-second-per-second",
      "per", "-per-", "meter-per-", "-per-meter", "furlong", "", "kilometer-per-hour-per-day",
    ],
    "unitDisplay": widths,
    "minimumIntegerDigits": digits,
    "minimumFractionDigits": digits,
    "maximumFractionDigits": digits,
    "minimumSignificantDigits": digits,
    "maximumSignificantDigits": digits,
    "roundingIncrement": [
      .int(1), .int(2), .int(5), .int(10), .int(20), .int(25), .int(50), .int(100), .int(250),
      .int(500), .int(1000), .int(2500), .int(5000), .int(3), .int(0), .int(-5), .int(5001),
      .double(2.5),
    ],
    "roundingMode": [
      "ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc",
      "halfEven", "halfUp", "HALFEVEN",
    ],
    "roundingPriority": ["auto", "morePrecision", "lessPrecision", "most"],
    "trailingZeroDisplay": ["auto", "stripIfInteger", "strip"],
    "notation": ["standard", "scientific", "engineering", "compact", "Compact"],
    "compactDisplay": ["short", "long", "narrow"],
    "signDisplay": ["auto", "never", "always", "exceptZero", "negative", "positive"],
    "useGrouping": [
      .bool(true), .bool(false), "min2", "auto", "always", "false", "true", "", .int(0),
    ],
    "numberingSystem": [
      "latn", "arab", "arabext", "thai", "hanidec", "roman", "deva", "beng", "fullwide",
      "mathbold", "", "zzzz", "latn-arab", "abcdefghijkl", "ARAB",
    ],
    "localeMatcher": ["lookup", "best fit"],
    "dateStyle": styles,
    "timeStyle": styles,
    "calendar": [
      "gregory", "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "hebrew",
      "indian", "islamic", "islamic-civil", "islamic-umalqura", "islamic-tbla", "islamic-rgsa",
      "iso8601", "japanese", "persian", "roc", "gregorian", "islamicc", "bogus", "",
    ],
    "dayPeriod": widths,
    "timeZone": [
      "UTC", "Etc/UTC", "GMT", "utc", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe",
      "Asia/Kathmandu", "Pacific/Kiritimati", "Pacific/Chatham", "Europe/Istanbul",
      "America/St_Johns", "+05:30", "-14:00", "GMT+14", "Etc/GMT-14", "EST", "Mars/Olympus", "",
      "America/Argentina/ComodRivadavia",
    ],
    "hour12": [.bool(true), .bool(false), "true"],
    "hourCycle": ["h11", "h12", "h23", "h24", "h25"],
    "weekday": widths,
    "era": widths,
    "year": numericOrTwoDigit,
    "month": ["numeric", "2-digit", "narrow", "short", "long"],
    "day": numericOrTwoDigit,
    "hour": numericOrTwoDigit,
    "minute": numericOrTwoDigit,
    "second": numericOrTwoDigit,
    "fractionalSecondDigits": [.int(1), .int(2), .int(3), .int(0), .int(4)],
    "timeZoneName": [
      "short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric", "Short",
    ],
    "formatMatcher": ["basic", "best fit"],
    "numeric": ["always", "auto"],
    "type": [
      "conjunction", "disjunction", "unit", "language", "region", "script", "currency",
      "calendar", "dateTimeField", "cardinal", "ordinal",
    ],
    "fallback": ["code", "none"],
    "languageDisplay": ["dialect", "standard"],
  ]

  /// The options the next bytes select.
  static func decode(_ input: inout FuzzInput) -> FormatOptions {
    var options: FormatOptions = [:]
    let count = Int(input.byte()) % 9
    for _ in 0..<count {
      let keyByte = input.byte()
      let key =
        keyByte >= 0xF0 ? input.rawString() : input.counted(names[Int(keyByte) % names.count])
      let valueByte = input.byte()
      let choices = valid[key] ?? []
      if valueByte < 0xA0, !choices.isEmpty {
        options[key] = input.counted(choices[Int(valueByte) % choices.count])
      } else {
        options[key] = input.counted(hostile(valueByte, &input))
      }
    }
    return options
  }

  /// A value of the wrong type or out of range; some take bytes from the input.
  static func hostile(_ selector: UInt8, _ input: inout FuzzInput) -> MessagevisorValue {
    switch selector % 24 {
    case 0: return .int(Int.max)
    case 1: return .int(Int.min)
    case 2: return .int(-1)
    case 3: return .int(Int(Int32.max) + 1)
    case 4: return .double(.nan)
    case 5: return .double(.infinity)
    case 6: return .double(-.infinity)
    case 7: return .double(-0.0)
    case 8: return .double(1e308)
    case 9: return .double(input.rawDouble())
    case 10: return .int(Int(truncatingIfNeeded: input.uint64()))
    case 11: return .string(input.rawString())
    case 12: return .string(input.rawString())
    case 13: return .string(String(repeating: "9", count: 4_000))
    case 14: return .string("")
    case 15: return .string("\u{0}")
    case 16: return .bool(true)
    case 17: return .bool(false)
    case 18: return .null
    case 19: return .array([.string("short"), .int(2)])
    case 20: return .object(["style": .string("currency")])
    case 21: return .date(Date(timeIntervalSince1970: 0))
    case 22: return .string("1e308")
    default: return .string(" short ")
    }
  }
}
