import Foundation
import Testing

@testable import Messagevisor

/// A number format whose options are invalid.
struct InvalidNumberCase: CustomTestStringConvertible, Sendable {
  let options: FormatOptions
  var currency: String?
  let reason: String

  var testDescription: String { reason + " " + options.keys.sorted().joined(separator: ",") }
}

@Suite struct NumberFormattingIssueTests {
  static let invalidCases: [InvalidNumberCase] = [
    InvalidNumberCase(
      options: ["style": "currency", "currency": "EURO"],
      reason: "Currency must be a three-letter code"),
    InvalidNumberCase(
      options: ["style": "currency", "currency": "U$D"],
      reason: "Currency must be a three-letter code"),
    InvalidNumberCase(
      options: ["style": "currency", "currency": 840],
      reason: "Currency must be a three-letter code"),
    InvalidNumberCase(
      options: ["style": "currency"], currency: "INVALID",
      reason: "Currency must be a three-letter code"),
    InvalidNumberCase(
      options: ["maximumFractionDigits": 101],
      reason: "maximumFractionDigits must be a number from 0 to 100"),
    InvalidNumberCase(
      options: ["minimumFractionDigits": -1],
      reason: "minimumFractionDigits must be a number from 0 to 100"),
    InvalidNumberCase(
      options: ["maximumSignificantDigits": 0],
      reason: "maximumSignificantDigits must be a number from 1 to 21"),
    InvalidNumberCase(
      options: ["minimumIntegerDigits": .double(.nan)],
      reason: "minimumIntegerDigits must be a number from 1 to 21"),
    InvalidNumberCase(
      options: ["maximumFractionDigits": "many"],
      reason: "maximumFractionDigits must be a number from 0 to 100"),
    InvalidNumberCase(
      options: ["minimumFractionDigits": 3, "maximumFractionDigits": 1],
      reason: "Minimum fraction digits must not exceed maximum fraction digits"),
    InvalidNumberCase(
      options: ["roundingIncrement": 3],
      reason:
        "roundingIncrement must be one of 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, "
        + "2000, 2500 or 5000"),
    InvalidNumberCase(options: ["style": "unit"], reason: "unit is required with style unit"),
    InvalidNumberCase(
      options: ["style": "unit", "unit": 5], reason: "unit is required with style unit"),
    InvalidNumberCase(
      options: ["style": "unit", "unit": "parsec"],
      reason: "unit must be a sanctioned unit or a -per- compound of two: parsec"),
    InvalidNumberCase(
      options: ["style": "unit", "unit": "kilometer-per-parsec"],
      reason: "unit must be a sanctioned unit or a -per- compound of two: kilometer-per-parsec"),
    InvalidNumberCase(
      options: ["style": "unit", "unit": "kilometer", "unitDisplay": "wide"],
      reason: "unitDisplay must be one of short, narrow, long"),
  ]

  @Test(arguments: invalidCases)
  func invalidOptionsReportThenThrow(_ testCase: InvalidNumberCase) {
    let recorder = IssueRecorder()
    // Foundation's issue details; the ICU engine also names the option (ICUNumberIssueTests).
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
