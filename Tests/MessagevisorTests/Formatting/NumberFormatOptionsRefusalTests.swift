import Testing

@testable import Messagevisor

/// The `invalid_format` refusals of the Foundation engine: the Intl reader's (which name the
/// option) and the Foundation reading's own, which the reader lets pass (fraction digits out
/// of order beside significant digits).
///
/// Each expectation is what the engine did when it parsed the options a second time on its
/// own (before `NumberFormatOptions` came from `ICUNumberOptions`), except `roundingIncrement`
/// given as text or with a fraction: it is now read as `Intl` reads it (`"1"` and 1.5 are 1,
/// `"5"` and 5.5 are 5, as in Node 24), not refused. An increment other than 1 needs equal
/// minimum and maximum fraction digits, and, as in V8 (Node 24), the style's defaults (0…3
/// here) are not equal: alone it is refused, beside `maximumFractionDigits: 0` it rounds.
@Suite struct NumberFormatOptionsRefusalTests {
  static let cases: [FoundationNumberCase] = [
    FoundationNumberCase(
      options: ["style": "curency"], values: [1],
      expected:
        "throws | invalid style: style must be one of decimal, percent, currency, unit, "
        + "scientific"),
    FoundationNumberCase(
      options: ["style": 5], values: [1],
      expected:
        "throws | invalid style: style must be one of decimal, percent, currency, unit, "
        + "scientific"),
    FoundationNumberCase(
      options: ["useGrouping": "sometimes"], values: [1],
      expected:
        "throws | invalid useGrouping: useGrouping must be a boolean or one of min2, "
        + "auto, always"),
    FoundationNumberCase(
      options: ["compactDisplay": "tiny"], values: [1],
      expected:
        "throws | invalid compactDisplay: compactDisplay must be one of short, long"),
    FoundationNumberCase(
      options: ["trailingZeroDisplay": 1], values: [1],
      expected:
        "throws | invalid trailingZeroDisplay: trailingZeroDisplay must be one of auto, "
        + "stripIfInteger"),
    FoundationNumberCase(
      options: [
        "minimumSignificantDigits": 2, "minimumFractionDigits": 3, "maximumFractionDigits": 1,
      ], values: [1],
      expected:
        "throws | invalid -: Minimum fraction digits must not exceed maximum fraction "
        + "digits"),
    FoundationNumberCase(
      options: [
        "maximumSignificantDigits": 3, "minimumFractionDigits": "3", "maximumFractionDigits": 1.5,
      ], values: [1],
      expected:
        "throws | invalid -: Minimum fraction digits must not exceed maximum fraction "
        + "digits"),
    FoundationNumberCase(
      options: [
        "minimumSignificantDigits": 2, "minimumFractionDigits": 1, "maximumFractionDigits": 3,
      ], values: [1.23456], expected: "1.23456"),
    FoundationNumberCase(
      options: [
        "minimumSignificantDigits": 2, "minimumFractionDigits": 3, "maximumFractionDigits": 1,
        "roundingPriority": "morePrecision",
      ], values: [1],
      expected:
        "throws | invalid maximumFractionDigits: Minimum fraction digits must not exceed "
        + "maximum fraction digits"),
    FoundationNumberCase(
      options: [
        "minimumSignificantDigits": 2, "minimumFractionDigits": 3, "maximumFractionDigits": 1,
        "roundingIncrement": 1.5,
      ], values: [1],
      expected:
        "throws | invalid -: Minimum fraction digits must not exceed maximum fraction "
        + "digits"),
    FoundationNumberCase(options: ["roundingIncrement": 1.5], values: [1], expected: "1"),
    FoundationNumberCase(
      options: ["roundingIncrement": "5"], values: [1],
      expected:
        "throws | invalid roundingIncrement: roundingIncrement needs equal minimum and "
        + "maximum fraction digits"),
    FoundationNumberCase(
      options: ["roundingIncrement": "5", "maximumFractionDigits": 0], values: [1], expected: "0"),
    FoundationNumberCase(options: ["roundingIncrement": "1"], values: [1], expected: "1"),
    FoundationNumberCase(
      options: ["roundingIncrement": 5.5, "maximumFractionDigits": 0], values: [1], expected: "0"),
    FoundationNumberCase(options: ["roundingIncrement": 1], values: [1.5], expected: "1.5"),
    FoundationNumberCase(options: ["roundingIncrement": .null], values: [1.5], expected: "1.5"),
    FoundationNumberCase(
      options: ["roundingIncrement": 5, "maximumFractionDigits": 2], values: [1],
      expected:
        "throws | invalid roundingIncrement: roundingIncrement needs equal minimum and "
        + "maximum fraction digits"),
    FoundationNumberCase(
      options: ["roundingIncrement": 5, "maximumSignificantDigits": 2], values: [1],
      expected:
        "throws | invalid roundingIncrement: roundingIncrement needs fraction-digit "
        + "rounding (no significant digits)"),
  ]

  @Test(arguments: cases)
  func refusesAsBefore(_ testCase: FoundationNumberCase) {
    #expect(FoundationNumberProbe.outcome(testCase) == testCase.expected)
  }
}
