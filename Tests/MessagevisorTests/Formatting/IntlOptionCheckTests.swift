import Foundation
import Testing

@testable import Messagevisor

/// Date, time and relative-time option values ECMA-402 refuses are `invalid_format` naming
/// the option, with either engine (Node 24 throws a RangeError or TypeError for each).
@Suite struct IntlOptionCheckTests {
  /// The helper a case calls.
  enum Call: String, Sendable, CaseIterable {
    case date
    case time
    case range
    case relative

    /// The `type` the issue names.
    var type: String {
      switch self {
      case .date, .time: return rawValue
      case .range: return "dateTimeRange"
      case .relative: return "relative"
      }
    }

    func run(_ options: FormatOptions, context: FormattingContext) throws {
      let start = Date(timeIntervalSince1970: 1_793_000_000)
      switch self {
      case .date, .time:
        let kind: DateFormatKind = self == .date ? .date : .time
        _ = try MessagevisorFormatting.formatDate(
          start, options: options, kind: kind, context: context)
      case .range:
        _ = try MessagevisorFormatting.formatDateTimeRange(
          start, start.addingTimeInterval(86_400), options: options, context: context)
      case .relative:
        _ = try MessagevisorFormatting.formatRelativeTime(
          -1, unit: .day, options: options, context: context)
      }
    }
  }

  static let lengths = "short, medium, long, full"

  /// Call, options, the option named, the reason.
  static let refused: [(Call, FormatOptions, String, String)] = [
    (.date, ["dateStyle": "huge"], "dateStyle", "dateStyle must be one of \(lengths)"),
    (
      .date, ["month": "longest"], "month",
      "month must be one of numeric, 2-digit, narrow, short, long"
    ),
    (.date, ["month": 2], "month", "month must be one of numeric, 2-digit, narrow, short, long"),
    (
      .time, ["hour": "numeric", "hourCycle": "h13"], "hourCycle",
      "hourCycle must be one of h11, h12, h23, h24"
    ),
    (
      .time, ["second": "numeric", "fractionalSecondDigits": 5], "fractionalSecondDigits",
      "fractionalSecondDigits must be a number from 1 to 3"
    ),
    (
      .time, ["second": "numeric", "fractionalSecondDigits": 0.5], "fractionalSecondDigits",
      "fractionalSecondDigits must be a number from 1 to 3"
    ),
    (
      .time, ["second": "numeric", "fractionalSecondDigits": 3.5], "fractionalSecondDigits",
      "fractionalSecondDigits must be a number from 1 to 3"
    ),
    (
      .time, ["second": "numeric", "fractionalSecondDigits": "two"], "fractionalSecondDigits",
      "fractionalSecondDigits must be a number from 1 to 3"
    ),
    (
      .time, ["second": "numeric", "fractionalSecondDigits": false], "fractionalSecondDigits",
      "fractionalSecondDigits must be a number from 1 to 3"
    ),
    (
      .date, ["dateStyle": "short", "year": "numeric"], "year",
      "year cannot be combined with dateStyle"
    ),
    (
      .time, ["timeStyle": "short", "timeZoneName": "short"], "timeZoneName",
      "timeZoneName cannot be combined with timeStyle"
    ),
    (.range, ["timeStyle": "tiny"], "timeStyle", "timeStyle must be one of \(lengths)"),
    (
      .range, ["hour": "numeric", "dayPeriod": "wide"], "dayPeriod",
      "dayPeriod must be one of narrow, short, long"
    ),
    (.relative, ["style": "tiny"], "style", "style must be one of long, short, narrow"),
    (.relative, ["numeric": "sometimes"], "numeric", "numeric must be one of always, auto"),
    (.relative, ["numeric": true], "numeric", "numeric must be one of always, auto"),
  ]

  @Test(arguments: refused, [FormattingEngineKind.icu, .foundation])
  func refusedValuesAreInvalidFormat(
    _ testCase: (Call, FormatOptions, String, String), _ engine: FormattingEngineKind
  ) {
    let (call, options, option, reason) = testCase
    let recorder = IssueRecorder()
    let context = recorder.context(engine: engine)
    #expect(throws: MessagevisorError(reason)) {
      try call.run(options, context: context)
    }
    let expected = FormattingIssue(
      kind: .invalidFormat,
      message: "Invalid format options",
      details: [
        "locale": "en-US", "type": .string(call.type), "options": .object(options),
        "option": .string(option),
      ],
      reason: reason
    )
    #expect(recorder.issues == [expected])
  }

  /// Values ECMA-402 takes pass the check (the engines then decide what they can print).
  @Test(arguments: [
    ["dateStyle": "full", "timeStyle": "long"] as FormatOptions,
    ["month": "narrow", "weekday": "short", "era": "long", "year": "2-digit"],
    ["second": "numeric", "fractionalSecondDigits": 3],
    ["second": "numeric", "fractionalSecondDigits": 1.9],
    ["second": "numeric", "fractionalSecondDigits": "2"],
    ["second": "numeric", "fractionalSecondDigits": true],
    ["hour": "numeric", "hour12": true, "hourCycle": "h23", "dayPeriod": "narrow"],
    ["timeZoneName": "shortGeneric", "formatMatcher": "best fit", "localeMatcher": "lookup"],
    ["dateStyle": "medium", "timeZone": "UTC", "calendar": "gregory", "hour12": false],
    ["month": .null, "dateStyle": "short"],
  ])
  func acceptedDateOptionsPass(_ options: FormatOptions) {
    #expect(IntlOptionCheck.dateProblem(options) == nil)
  }

  @Test(arguments: [
    [:] as FormatOptions, ["style": "narrow", "numeric": "auto"], ["numberingSystem": "arab"],
  ])
  func acceptedRelativeOptionsPass(_ options: FormatOptions) {
    #expect(IntlOptionCheck.relativeProblem(options) == nil)
  }
}
