import Testing

@testable import Messagevisor

/// Options `Intl.NumberFormat` refuses (RangeError or TypeError in Node 24) and the option the
/// `invalid_format` issue names.
struct ICUInvalidNumberCase: CustomTestStringConvertible, Sendable {
  let options: FormatOptions
  let option: String
  let reason: String

  var testDescription: String { option + ": " + reason }
}

@Suite(.enabled(if: FormattingEngineKind.platformDefault == .icu))
struct ICUNumberIssueTests {
  static let cases: [ICUInvalidNumberCase] = [
    .init(
      options: ["style": "unit", "unit": "furlong"], option: "unit",
      reason: "unit must be a sanctioned unit or a -per- compound of two: furlong"),
    .init(
      options: ["style": "unit", "unit": "meter-per-furlong"], option: "unit",
      reason: "unit must be a sanctioned unit or a -per- compound of two: meter-per-furlong"),
    .init(
      options: ["style": "unit"], option: "unit", reason: "unit is required with style unit"),
    .init(
      options: ["style": "bogus"], option: "style",
      reason: "style must be one of decimal, percent, currency, unit, scientific"),
    .init(
      options: ["style": "currency", "currency": "EURO"], option: "currency",
      reason: "Currency must be a three-letter code"),
    .init(
      options: ["roundingMode": "sideways"], option: "roundingMode",
      reason: "roundingMode must be one of ceil, floor, expand, trunc, halfCeil, halfFloor, "
        + "halfExpand, halfTrunc, halfEven"),
    .init(
      options: ["useGrouping": "sometimes"], option: "useGrouping",
      reason: "useGrouping must be a boolean or one of min2, auto, always"),
    .init(
      options: ["numberingSystem": "x"], option: "numberingSystem",
      reason: "numberingSystem must be a Unicode type identifier: x"),
    .init(
      options: ["roundingIncrement": 5, "maximumSignificantDigits": 2],
      option: "roundingIncrement",
      reason: "roundingIncrement needs fraction-digit rounding (no significant digits)"),
    .init(
      options: ["roundingIncrement": 5, "maximumFractionDigits": 2], option: "roundingIncrement",
      reason: "roundingIncrement needs equal minimum and maximum fraction digits"),
    // V8 keeps the style's 0…3 default beside an increment (ECMA-402's newer text lowers it).
    .init(
      options: ["roundingIncrement": 5], option: "roundingIncrement",
      reason: "roundingIncrement needs equal minimum and maximum fraction digits"),
    .init(
      options: [
        "roundingIncrement": 5, "minimumFractionDigits": 0, "style": "unit", "unit": "meter",
      ],
      option: "roundingIncrement",
      reason: "roundingIncrement needs equal minimum and maximum fraction digits"),
    .init(
      options: ["roundingIncrement": 3], option: "roundingIncrement",
      reason: "roundingIncrement must be one of 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, "
        + "1000, 2000, 2500 or 5000"),
    .init(
      options: ["minimumFractionDigits": 3, "maximumFractionDigits": 1],
      option: "maximumFractionDigits",
      reason: "Minimum fraction digits must not exceed maximum fraction digits"),
    .init(
      options: ["minimumSignificantDigits": 5, "maximumSignificantDigits": 2],
      option: "maximumSignificantDigits",
      reason: "Minimum significant digits must not exceed maximum significant digits"),
    .init(
      options: ["maximumSignificantDigits": 0], option: "maximumSignificantDigits",
      reason: "maximumSignificantDigits must be a number from 1 to 21"),
    .init(
      options: ["signDisplay": "maybe"], option: "signDisplay",
      reason: "signDisplay must be one of auto, never, always, exceptZero, negative"),
    .init(
      options: ["style": "unit", "unit": "meter", "unitDisplay": "tiny"], option: "unitDisplay",
      reason: "unitDisplay must be one of short, narrow, long"),
    .init(
      options: ["compactDisplay": "medium"], option: "compactDisplay",
      reason: "compactDisplay must be one of short, long"),
    .init(
      options: ["notation": "weird"], option: "notation",
      reason: "notation must be one of standard, scientific, engineering, compact"),
    .init(
      options: ["style": "currency", "currencyDisplay": "logo"], option: "currencyDisplay",
      reason: "currencyDisplay must be one of code, symbol, narrowSymbol, name"),
    .init(
      options: ["style": "currency", "currencySign": "bank"], option: "currencySign",
      reason: "currencySign must be one of standard, accounting"),
    .init(
      options: ["roundingPriority": "most"], option: "roundingPriority",
      reason: "roundingPriority must be one of auto, morePrecision, lessPrecision"),
    .init(
      options: ["trailingZeroDisplay": "never"], option: "trailingZeroDisplay",
      reason: "trailingZeroDisplay must be one of auto, stripIfInteger"),
  ]

  @Test(arguments: cases)
  func invalidOptionsReportTheOptionThenThrow(_ testCase: ICUInvalidNumberCase) {
    let recorder = IssueRecorder()
    let context = recorder.context(caller: .icuArgument, engine: .icu)
    #expect(throws: MessagevisorError(testCase.reason)) {
      try MessagevisorFormatting.formatNumber(1, options: testCase.options, context: context)
    }
    let expected = FormattingIssue(
      kind: .invalidFormat,
      message: "Invalid format options",
      details: [
        "locale": "en-US",
        "type": "number",
        "options": .object(testCase.options),
        "option": .string(testCase.option),
      ],
      reason: testCase.reason
    )
    #expect(recorder.issues == [expected])
  }

  /// A well-formed numbering system ICU does not know is ignored, as ECMA-402 does.
  @Test func unknownNumberingSystemIsIgnored() throws {
    let recorder = IssueRecorder()
    let text = try MessagevisorFormatting.formatNumber(
      12, options: ["numberingSystem": "bogus"], context: recorder.context(engine: .icu))
    #expect(text == "12")
    #expect(recorder.issues.isEmpty)
  }
}

/// Digit options as `Intl.NumberFormat` converts them: numeric strings and booleans are
/// numbers, and a value just past a bound is refused even when its floor is inside (Node 24).
@Suite(.enabled(if: FormattingEngineKind.platformDefault == .icu))
struct ICUNumberDigitCoercionTests {
  @Test(
    arguments: [
      (["maximumFractionDigits": "2"], "1.23"), (["maximumFractionDigits": " 2\n"], "1.23"),
      (["maximumFractionDigits": "0x2"], "1.23"), (["maximumFractionDigits": "2e0"], "1.23"),
      (["maximumFractionDigits": ""], "1"), (["maximumFractionDigits": true], "1.2"),
      (["maximumFractionDigits": 2.9], "1.23"), (["minimumIntegerDigits": "3"], "001.235"),
    ] as [(FormatOptions, String)])
  func numericTextsAreNumbers(_ options: FormatOptions, _ expected: String) throws {
    let recorder = IssueRecorder()
    let text = try MessagevisorFormatting.formatNumber(
      1.2345, options: options, context: recorder.context(engine: .icu))
    #expect(text == expected)
    #expect(recorder.issues.isEmpty)
  }

  @Test(
    arguments: [
      (["maximumFractionDigits": 100.5], "maximumFractionDigits", "0 to 100"),
      (["maximumSignificantDigits": 21.5], "maximumSignificantDigits", "1 to 21"),
      (["minimumIntegerDigits": 21.1], "minimumIntegerDigits", "1 to 21"),
      (["minimumFractionDigits": -0.5], "minimumFractionDigits", "0 to 100"),
      (["maximumFractionDigits": "inf"], "maximumFractionDigits", "0 to 100"),
      (["maximumFractionDigits": "1_0"], "maximumFractionDigits", "0 to 100"),
    ] as [(FormatOptions, String, String)])
  func valuesPastABoundAreRefused(_ options: FormatOptions, _ option: String, _ range: String) {
    let recorder = IssueRecorder()
    let context = recorder.context(caller: .icuArgument, engine: .icu)
    #expect(throws: MessagevisorError("\(option) must be a number from \(range)")) {
      try MessagevisorFormatting.formatNumber(1.2345, options: options, context: context)
    }
    #expect(recorder.issues.map(\.details["option"]) == [.string(option)])
  }
}
