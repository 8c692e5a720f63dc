import Testing

@testable import Messagevisor

/// The `unsupported_formatter` refusals of the Foundation engine (`NumberOptionSupport` and
/// the unit style), with the options read through the Intl reader: each names the option and
/// its value and throws.
///
/// Each expectation is what the engine did when it parsed the options a second time on its
/// own (before `NumberFormatOptions` came from `ICUNumberOptions`), except a
/// falsy `useGrouping` (0, NaN, ""): it now turns grouping off, as `Intl` (Node 24) and the ICU
/// engine do, where the old reading kept the locale's grouping.
@Suite struct NumberOptionSupportOutcomeTests {
  static let cases: [FoundationNumberCase] = [
    FoundationNumberCase(
      options: ["notation": "engineering", "style": "currency", "currency": "EUR"], values: [1],
      expected:
        "throws | unsupported style=string(\"currency\"): Engineering notation with "
        + "style currency is not available in Foundation"),
    FoundationNumberCase(
      options: ["notation": "engineering", "style": "percent"], values: [1],
      expected:
        "throws | unsupported style=string(\"percent\"): Engineering notation with style "
        + "percent is not available in Foundation"),
    FoundationNumberCase(
      options: ["notation": "engineering", "minimumIntegerDigits": 2, "maximumFractionDigits": 1],
      values: [1],
      expected:
        "throws | unsupported minimumIntegerDigits=int(2): Engineering notation in "
        + "Foundation fixes the digits; minimumIntegerDigits is not available with it"),
    // Before: the increment alone, refused by name. V8 (Node 24) refuses an increment without
    // equal fraction digits (NumberFormatOptionsRefusalTests), and the digits given beside it
    // are refused first.
    FoundationNumberCase(
      options: ["notation": "engineering", "roundingIncrement": 5, "maximumFractionDigits": 0],
      values: [1],
      expected:
        "throws | unsupported maximumFractionDigits=int(0): Engineering notation in "
        + "Foundation fixes the digits; maximumFractionDigits is not available with it"),
    FoundationNumberCase(
      options: ["notation": "engineering", "minimumFractionDigits": .null], values: [1234],
      expected: "1.234E3"),
    // An increment of 1 changes nothing; it was refused as a digit option (Node 24: 1.234E3).
    FoundationNumberCase(
      options: ["notation": "engineering", "roundingIncrement": 1], values: [1234],
      expected: "1.234E3"),
    FoundationNumberCase(
      options: ["notation": "engineering", "roundingIncrement": "1"], values: [1234],
      expected: "1.234E3"),
    FoundationNumberCase(
      options: ["notation": "compact", "roundingMode": "halfCeil"], values: [1],
      expected:
        "throws | unsupported roundingMode=string(\"halfCeil\"): roundingMode halfCeil "
        + "is not available with compact notation in Foundation"),
    FoundationNumberCase(
      options: ["notation": "compact", "roundingIncrement": 5, "maximumFractionDigits": 0],
      values: [1],
      expected:
        "throws | unsupported roundingIncrement=int(5): roundingIncrement is not "
        + "available with compact notation in Foundation"),
    FoundationNumberCase(
      options: ["notation": "compact", "minimumIntegerDigits": 2], values: [1],
      expected:
        "throws | unsupported minimumIntegerDigits=int(2): minimumIntegerDigits needs "
        + "fraction or significant digits with compact notation in Foundation"),
    FoundationNumberCase(
      options: [
        "notation": "compact", "minimumIntegerDigits": 2, "roundingPriority": "morePrecision",
      ], values: [1],
      expected:
        "throws | unsupported minimumIntegerDigits=int(2): minimumIntegerDigits needs "
        + "fraction or significant digits with compact notation in Foundation"),
    FoundationNumberCase(
      options: [
        "notation": "compact", "minimumIntegerDigits": 2, "roundingPriority": "lessPrecision",
        "minimumSignificantDigits": 2,
      ], values: [1],
      expected:
        "throws | unsupported minimumIntegerDigits=int(2): minimumIntegerDigits cannot "
        + "pad significant digits in Foundation"),
    FoundationNumberCase(
      options: ["minimumIntegerDigits": 2, "minimumSignificantDigits": 2], values: [1],
      expected:
        "throws | unsupported minimumIntegerDigits=int(2): minimumIntegerDigits cannot "
        + "pad significant digits in Foundation"),
    FoundationNumberCase(
      options: [
        "minimumIntegerDigits": 2, "maximumSignificantDigits": 3,
        "roundingPriority": "morePrecision",
      ], values: [1],
      expected:
        "throws | unsupported minimumIntegerDigits=int(2): minimumIntegerDigits cannot "
        + "pad significant digits in Foundation"),
    FoundationNumberCase(
      options: ["useGrouping": true], values: [1], locale: "es-ES",
      expected:
        "throws | unsupported useGrouping=bool(true): useGrouping always is not "
        + "available in Foundation where the locale groups only from five digits"),
    FoundationNumberCase(
      options: ["useGrouping": "always"], values: [1], locale: "pl-PL",
      expected:
        "throws | unsupported useGrouping=string(\"always\"): useGrouping always is not "
        + "available in Foundation where the locale groups only from five digits"),
    FoundationNumberCase(
      options: ["useGrouping": 0], values: [12345], locale: "es-ES", expected: "12345"),
    FoundationNumberCase(
      options: ["style": "unit", "unit": "kilometer"], values: [1],
      expected:
        "throws Unit formatting is not available in Foundation on this platform (unit "
        + "kilometer) | unsupported style: Unit formatting is not available in Foundation "
        + "on this platform"),
    FoundationNumberCase(
      options: ["style": "unit", "unit": "percent"], values: [1],
      expected:
        "throws Foundation has no measurement unit for percent (unit percent) | "
        + "unsupported unit: Foundation has no measurement unit for percent"),
    FoundationNumberCase(
      options: ["style": "unit", "unit": "kilometer", "notation": "compact"], values: [1],
      expected:
        "throws Compact notation is not available for units in Foundation (unit "
        + "kilometer) | unsupported notation: Compact notation is not available for units "
        + "in Foundation"),
    FoundationNumberCase(
      options: ["style": "unit", "unit": "kilometer", "unitDisplay": "long"], values: [1],
      expected:
        "throws Unit formatting is not available in Foundation on this platform (unit "
        + "kilometer) | unsupported style: Unit formatting is not available in Foundation "
        + "on this platform"),
  ]

  @Test(arguments: cases)
  func refusesAsBefore(_ testCase: FoundationNumberCase) {
    #expect(FoundationNumberProbe.outcome(testCase) == testCase.expected)
  }
}
