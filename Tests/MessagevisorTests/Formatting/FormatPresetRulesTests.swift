import Testing

@testable import Messagevisor

/// The preset rules find what the formatters would refuse, ignore or read differently, with
/// the engine's own reasons, and nothing in presets that `Intl` and the SDK both accept.
@Suite struct FormatPresetRulesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let family: FormatPresetRules.Family
    let options: FormatOptions
    /// `option: reason` of each issue, in order; `option?` for an unknown option.
    let expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a currency preset with every number option valid", family: .number,
      options: [
        "style": "currency", "currency": "eur", "currencyDisplay": "narrowSymbol",
        "currencySign": "accounting", "minimumFractionDigits": 2, "maximumFractionDigits": "4",
        "useGrouping": "min2", "signDisplay": "exceptZero", "roundingMode": "halfEven",
        "notation": "compact", "compactDisplay": "long", "numberingSystem": "ARAB",
        "localeMatcher": "best fit", "trailingZeroDisplay": "stripIfInteger",
      ],
      expected: []),
    Case(
      name: "a unit preset", family: .number,
      options: ["style": "unit", "unit": "kilometer-per-hour", "unitDisplay": "long"],
      expected: []),
    Case(
      name: "style scientific, the SDK's alias of the notation", family: .number,
      options: ["style": "scientific", "maximumFractionDigits": 50], expected: []),
    Case(
      name: "a currency preset without a code takes the call's currency", family: .number,
      options: ["style": "currency"], expected: []),
    Case(
      name: "an increment beside equal fraction digits", family: .number,
      options: [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2, "roundingIncrement": 5,
        "roundingMode": "halfExpand",
      ],
      expected: []),
    Case(
      name: "an increment that is not one", family: .number, options: ["roundingIncrement": 3],
      expected: [
        "roundingIncrement: roundingIncrement must be one of 1, 2, 5, 10, 20, 25, 50, 100, 200, "
          + "250, 500, 1000, 2000, 2500 or 5000"
      ]),
    // The misspelt minimum is not read, so the increment has the default 0…3 digits beside
    // it, which V8 (Node 24) refuses too.
    Case(
      name: "an unknown number option", family: .number,
      options: ["minimumFractionDigit": 2, "roundingIncrement": 5],
      expected: [
        "minimumFractionDigit?",
        "roundingIncrement: roundingIncrement needs equal minimum and maximum fraction digits",
      ]),
    Case(
      name: "a style that is not one", family: .number, options: ["style": "curency"],
      expected: ["style: style must be one of decimal, percent, currency, unit, scientific"]),
    Case(
      name: "a currency display read whatever the style", family: .number,
      options: ["currencyDisplay": "bogus"],
      expected: ["currencyDisplay: currencyDisplay must be one of code, symbol, narrowSymbol, name"]
    ),
    Case(
      name: "a unit display read whatever the style", family: .number,
      options: ["unitDisplay": "wide"],
      expected: ["unitDisplay: unitDisplay must be one of short, narrow, long"]),
    Case(
      name: "a currency code of four letters", family: .number, options: ["currency": "EURO"],
      expected: ["currency: Currency must be a three-letter code"]),
    Case(
      name: "digits out of range and not a number", family: .number,
      options: ["maximumFractionDigits": "two", "minimumIntegerDigits": 22],
      expected: [
        "maximumFractionDigits: maximumFractionDigits must be a number from 0 to 100",
        "minimumIntegerDigits: minimumIntegerDigits must be a number from 1 to 21",
      ]),
    Case(
      name: "a grouping word", family: .number, options: ["useGrouping": "sometimes"],
      expected: ["useGrouping: useGrouping must be a boolean or one of min2, auto, always"]),
    Case(
      name: "a minimum above its maximum", family: .number,
      options: ["minimumFractionDigits": 3, "maximumFractionDigits": 1],
      expected: [
        "maximumFractionDigits: Minimum fraction digits must not exceed maximum fraction digits"
      ]),
    Case(
      name: "a unit style without a unit", family: .number, options: ["style": "unit"],
      expected: ["unit: unit is required with style unit"]),
    Case(
      name: "a numbering system the platform does not know", family: .number,
      options: ["numberingSystem": "latin"],
      expected: [
        "numberingSystem: numberingSystem must be a numbering system the platform knows, such "
          + "as latn or arab"
      ]),
    Case(
      name: "a time preset with every date option valid", family: .dateTime,
      options: [
        "hour": "2-digit", "minute": "numeric", "second": "2-digit", "hourCycle": "h24",
        "hour12": false, "fractionalSecondDigits": 3, "timeZone": "Asia/Kathmandu",
        "timeZoneName": "shortGeneric", "dayPeriod": "narrow", "formatMatcher": "best fit",
        "calendar": "islamic-umalqura", "weekday": "long", "era": "short", "year": "2-digit",
        "month": "narrow", "day": "numeric",
      ],
      expected: []),
    Case(
      name: "date values outside ECMA-402's sets", family: .dateTime,
      options: ["year": "long", "hourCycle": "h25", "dateStyle": "huge", "timeZoneName": "full"],
      expected: [
        "dateStyle: dateStyle must be one of short, medium, long, full",
        "hourCycle: hourCycle must be one of h11, h12, h23, h24",
        "timeZoneName: timeZoneName must be one of short, long, shortOffset, longOffset, "
          + "shortGeneric, longGeneric",
        "year: year must be one of numeric, 2-digit",
      ]),
    Case(
      name: "zone, calendar, hour12 and fractional digits the formatters refuse or ignore",
      family: .dateTime,
      options: [
        "timeZone": "Mars/Base", "calendar": "dangi", "hour12": "yes",
        "fractionalSecondDigits": "two",
      ],
      expected: [
        "calendar: calendar must be one of gregory, buddhist, chinese, coptic, ethiopic, "
          + "ethioaa, hebrew, indian, islamic, islamic-civil, islamic-tbla, islamic-umalqura, "
          + "iso8601, japanese, persian, roc",
        "fractionalSecondDigits: fractionalSecondDigits must be a number from 1 to 3",
        "hour12: hour12 must be true or false",
        "timeZone: timeZone must be an IANA time zone such as Europe/Amsterdam or UTC",
      ]),
    Case(
      name: "fields beside a date style", family: .dateTime,
      options: ["dateStyle": "short", "timeStyle": "short", "era": "short", "hour": "numeric"],
      expected: [
        "era: era cannot be combined with dateStyle and timeStyle",
        "hour: hour cannot be combined with dateStyle and timeStyle",
      ]),
    Case(
      name: "relative options", family: .relative,
      options: ["numeric": "sometimes", "style": "narrow", "unit": "day"],
      expected: ["numeric: numeric must be one of always, auto", "unit?"]),
    Case(
      name: "a null value is absent, as the readers treat it", family: .relative,
      options: ["numeric": .null], expected: []),
  ]

  @Test(arguments: cases)
  func issues(_ testCase: Case) {
    let issues = FormatPresetRules.issues(testCase.options, family: testCase.family)
    let described = issues.map { issue in
      issue.kind == .unknownOption ? "\(issue.option)?" : "\(issue.option): \(issue.reason)"
    }
    #expect(described == testCase.expected)
  }

  @Test func suggestionsComeWithTheIssue() {
    let style = FormatPresetRules.issues(["style": "curency"], family: .number)
    #expect(style.first?.candidates == ["decimal", "percent", "currency", "unit", "scientific"])
    let unknown = FormatPresetRules.issues(["numerik": "auto"], family: .relative)
    #expect(unknown.first?.candidates == FormatPresetRules.optionNames(.relative))
    let zone = FormatPresetRules.issues(["timeZone": "Mars/Base"], family: .dateTime)
    #expect(zone.first?.candidates.contains("Europe/Amsterdam") == true)
  }

  @Test(arguments: ["number", "date", "time", "dateTimeRange", "relative", "list"])
  func familiesOfTheFormatsKeys(_ key: String) {
    let expected: [String: FormatPresetRules.Family] = [
      "number": .number, "date": .dateTime, "time": .dateTime, "dateTimeRange": .dateTime,
      "relative": .relative,
    ]
    #expect(FormatPresetRules.Family(presetFamily: key) == expected[key])
  }
}
