import Foundation
import Testing

@testable import Messagevisor

/// A number format whose options are invalid.
struct InvalidNumberCase: CustomTestStringConvertible, Sendable {
  let options: FormatOptions
  var currency: String?
  /// The option the issue names (`details.option`).
  let option: String
  let reason: String

  var testDescription: String { reason + " " + options.keys.sorted().joined(separator: ",") }
}

@Suite struct NumberFormattingIssueTests {
  static let invalidCases: [InvalidNumberCase] = [
    InvalidNumberCase(
      options: ["style": "currency", "currency": "EURO"], option: "currency",
      reason: "Currency must be a three-letter code"),
    InvalidNumberCase(
      options: ["style": "currency", "currency": "U$D"], option: "currency",
      reason: "Currency must be a three-letter code"),
    InvalidNumberCase(
      options: ["style": "currency", "currency": 840], option: "currency",
      reason: "Currency must be a three-letter code"),
    InvalidNumberCase(
      options: ["style": "currency"], currency: "INVALID", option: "currency",
      reason: "Currency must be a three-letter code"),
    InvalidNumberCase(
      options: ["maximumFractionDigits": 101], option: "maximumFractionDigits",
      reason: "maximumFractionDigits must be a number from 0 to 100"),
    InvalidNumberCase(
      options: ["minimumFractionDigits": -1], option: "minimumFractionDigits",
      reason: "minimumFractionDigits must be a number from 0 to 100"),
    InvalidNumberCase(
      options: ["maximumSignificantDigits": 0], option: "maximumSignificantDigits",
      reason: "maximumSignificantDigits must be a number from 1 to 21"),
    InvalidNumberCase(
      options: ["minimumIntegerDigits": .double(.nan)], option: "minimumIntegerDigits",
      reason: "minimumIntegerDigits must be a number from 1 to 21"),
    InvalidNumberCase(
      options: ["maximumFractionDigits": "many"], option: "maximumFractionDigits",
      reason: "maximumFractionDigits must be a number from 0 to 100"),
    InvalidNumberCase(
      options: ["minimumFractionDigits": 3, "maximumFractionDigits": 1],
      option: "maximumFractionDigits",
      reason: "Minimum fraction digits must not exceed maximum fraction digits"),
    InvalidNumberCase(
      options: ["roundingIncrement": 3], option: "roundingIncrement",
      reason:
        "roundingIncrement must be one of 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, "
        + "2000, 2500 or 5000"),
    // Intl.NumberFormat's RangeErrors for values the Foundation reading alone would have
    // passed as the default (Node 24: "Value curency out of range ... property style").
    InvalidNumberCase(
      options: ["style": "curency"], option: "style",
      reason: "style must be one of decimal, percent, currency, unit, scientific"),
    InvalidNumberCase(
      options: ["maximumFractionDigits": 0, "roundingMode": "sideways"], option: "roundingMode",
      reason:
        "roundingMode must be one of ceil, floor, expand, trunc, halfCeil, halfFloor, "
        + "halfExpand, halfTrunc, halfEven"),
    InvalidNumberCase(
      options: ["numberingSystem": "x"], option: "numberingSystem",
      reason: "numberingSystem must be a Unicode type identifier: x"),
    InvalidNumberCase(
      options: ["style": "unit"], option: "unit", reason: "unit is required with style unit"),
    InvalidNumberCase(
      options: ["style": "unit", "unit": 5], option: "unit", reason: "unit must be a string"),
    InvalidNumberCase(
      options: ["style": "unit", "unit": "parsec"], option: "unit",
      reason: "unit must be a sanctioned unit or a -per- compound of two: parsec"),
    InvalidNumberCase(
      options: ["style": "unit", "unit": "kilometer-per-parsec"], option: "unit",
      reason: "unit must be a sanctioned unit or a -per- compound of two: kilometer-per-parsec"),
    InvalidNumberCase(
      options: ["style": "unit", "unit": "kilometer", "unitDisplay": "wide"],
      option: "unitDisplay", reason: "unitDisplay must be one of short, narrow, long"),
  ]

  @Test(arguments: invalidCases)
  func invalidOptionsReportThenThrow(_ testCase: InvalidNumberCase) {
    let recorder = IssueRecorder()
    // The Foundation engine refuses what Intl.NumberFormat refuses, as the ICU engine does
    // (ICUNumberIssueTests), naming the option.
    let context = recorder.context(currency: testCase.currency, engine: .foundation)
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

  @Test(arguments: [
    ("compactDisplay", ["notation": "compact", "compactDisplay": "long"] as FormatOptions, "1.2M"),
    (
      "roundingPriority",
      [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2, "minimumSignificantDigits": 3,
        "maximumSignificantDigits": 4, "roundingPriority": "lessPrecision",
      ], "1.234"
    ),
    ("useGrouping", ["useGrouping": "min2"], "1,234,567"),
  ])
  func unsupportedOptionsWarnAndStillFormat(
    _ option: String,
    _ options: FormatOptions,
    _ expected: String
  ) throws {
    let recorder = IssueRecorder()
    let value = option == "roundingPriority" ? 1.234 : 1_234_567
    let text = try MessagevisorFormatting.formatNumber(
      value,
      options: options,
      context: recorder.context(engine: .foundation)
    )
    #expect(text == expected)
    let expectedIssue = FormattingIssue(
      kind: .unsupportedFormatter,
      message: recorder.issues.first?.message ?? "",
      details: ["formatter": "formatNumber", "locale": "en-US", "option": .string(option)]
    )
    #expect(recorder.issues == [expectedIssue])
    #expect(!(recorder.issues.first?.message.isEmpty ?? true))
  }

  @Test func currencyIsValidatedOnlyForCurrencyStyle() throws {
    let recorder = IssueRecorder()
    let options: FormatOptions = ["style": "percent", "currency": "NOT-A-CODE"]
    let text = try MessagevisorFormatting.formatNumber(
      0.5, options: options, context: recorder.context())
    #expect(text == "50%")
    #expect(recorder.issues.isEmpty)
  }
}
