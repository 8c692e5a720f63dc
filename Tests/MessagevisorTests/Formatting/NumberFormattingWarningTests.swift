import Testing

@testable import Messagevisor

/// The options the Foundation engine formats without and warns about (`compactDisplay: long`,
/// `roundingPriority`, `useGrouping: min2`), read through the Intl reader, with what it prints.
///
/// Each expectation is what the engine did when it parsed the options a second time on its
/// own (before `NumberFormatOptions` came from `ICUNumberOptions`).
@Suite struct NumberFormattingWarningTests {
  static let cases: [FoundationNumberCase] = [
    FoundationNumberCase(
      options: ["useGrouping": "min2"], values: [1234],
      expected:
        "1,234 | unsupported useGrouping: useGrouping min2 is not available in "
        + "Foundation; the locale grouping is used"),
    FoundationNumberCase(
      options: ["notation": "compact", "useGrouping": "min2"], values: [1234],
      expected:
        "1.2K | unsupported useGrouping: useGrouping min2 is not available in "
        + "Foundation; the locale grouping is used"),
    FoundationNumberCase(
      options: ["notation": "compact", "useGrouping": "true"], values: [1234], expected: "1.2K"),
    FoundationNumberCase(options: ["notation": "compact"], values: [1234], expected: "1.2K"),
    FoundationNumberCase(
      options: ["notation": "compact", "compactDisplay": "long"], values: [1234],
      expected:
        "1.2K | unsupported compactDisplay: compactDisplay long is not available in "
        + "Foundation; using the native compact form"),
    FoundationNumberCase(options: ["compactDisplay": "long"], values: [1234], expected: "1,234"),
    FoundationNumberCase(
      options: ["roundingPriority": "auto"], values: [1.23456],
      expected:
        "1.235 | unsupported roundingPriority: roundingPriority is not available in "
        + "Foundation; significant digits win"),
    FoundationNumberCase(
      options: ["roundingPriority": .null], values: [1.23456], expected: "1.235"),
    FoundationNumberCase(
      options: ["roundingPriority": "lessPrecision", "maximumSignificantDigits": 2],
      values: [1234],
      expected:
        "1,200 | unsupported roundingPriority: roundingPriority is not available in "
        + "Foundation; significant digits win"),
    FoundationNumberCase(
      options: ["roundingPriority": "morePrecision", "maximumFractionDigits": 1],
      values: [-0.04],
      expected:
        "-0 | unsupported roundingPriority: roundingPriority is not available in "
        + "Foundation; significant digits win"),
    FoundationNumberCase(
      options: ["roundingPriority": "lessPrecision", "minimumSignificantDigits": 2],
      values: [-0.005],
      expected:
        "-0.0050 | unsupported roundingPriority: roundingPriority is not available in "
        + "Foundation; significant digits win"),
    FoundationNumberCase(
      options: ["roundingPriority": "morePrecision", "minimumIntegerDigits": 2],
      values: [-0.005],
      expected:
        "-00.005 | unsupported roundingPriority: roundingPriority is not available in "
        + "Foundation; significant digits win"),
    FoundationNumberCase(
      options: ["notation": "compact", "roundingPriority": "morePrecision"], values: [1234.5],
      expected:
        "1.2K | unsupported roundingPriority: roundingPriority is not available in "
        + "Foundation; significant digits win"),
    FoundationNumberCase(
      options: [
        "notation": "compact", "roundingPriority": "lessPrecision", "maximumFractionDigits": 2,
      ], values: [1234.5],
      expected:
        "1.23K | unsupported roundingPriority: roundingPriority is not available in "
        + "Foundation; significant digits win"),
    FoundationNumberCase(
      options: [
        "notation": "compact", "roundingPriority": "morePrecision", "maximumSignificantDigits": 4,
      ], values: [1234.5],
      expected:
        "1.235K | unsupported roundingPriority: roundingPriority is not available in "
        + "Foundation; significant digits win"),
  ]

  @Test(arguments: cases)
  func warnsAsBefore(_ testCase: FoundationNumberCase) {
    #expect(FoundationNumberProbe.outcome(testCase) == testCase.expected)
  }
}
