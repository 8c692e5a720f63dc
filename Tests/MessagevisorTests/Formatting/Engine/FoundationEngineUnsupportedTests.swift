import Foundation
import Testing

@testable import Messagevisor

/// Options the Foundation engine cannot honour: each reports `unsupported_formatter` naming
/// the option and its value, then throws, and nothing else is reported (decision D17).
@Suite struct FoundationEngineUnsupportedTests {
  /// The formatting call a case makes.
  enum Call: Sendable, CustomTestStringConvertible {
    case date(DateFormatKind, FormattingContext.Caller)
    case range
    case number(FormattingContext.Caller, locale: String)

    var testDescription: String {
      switch self {
      case .date(let kind, let caller): return "\(kind.rawValue) (\(caller))"
      case .range: return "range"
      case .number(let caller, let locale): return "number (\(caller), \(locale))"
      }
    }

    var caller: FormattingContext.Caller {
      switch self {
      case .date(_, let caller), .number(let caller, _): return caller
      case .range: return .directHelper
      }
    }

    var locale: String {
      if case .number(_, let locale) = self {
        return locale
      }
      return "en-US"
    }
  }

  static let start = PortableISODate.parse("2026-05-12T08:30:45Z")!

  /// Call, options, the option reported, the formatter named.
  static let cases: [(Call, FormatOptions, String, String)] = [
    (.date(.date, .directHelper), ["calendar": "islamic-rgsa"], "calendar", "formatDate"),
    (
      .date(.time, .directHelper), ["calendar": "dangi", "hour": "numeric"], "calendar",
      "formatTime"
    ),
    (.date(.date, .icuArgument), ["calendar": "bogus"], "calendar", "date"),
    (.date(.time, .icuArgument), ["calendar": "islamic-rgsa"], "calendar", "time"),
    (.range, ["calendar": "islamic-rgsa"], "calendar", "formatDateTimeRange"),
    (
      .range, ["hour": "numeric", "minute": "2-digit", "timeZoneName": "shortOffset"],
      "timeZoneName", "formatDateTimeRange"
    ),
    (
      .range, ["hour": "numeric", "timeZoneName": "longOffset"], "timeZoneName",
      "formatDateTimeRange"
    ),
    (
      .number(.directHelper, locale: "en-US"),
      ["notation": "engineering", "style": "currency", "currency": "EUR"], "style",
      "formatNumber"
    ),
    (
      .number(.icuArgument, locale: "en-US"), ["notation": "engineering", "style": "percent"],
      "style", "number"
    ),
    (
      .number(.directHelper, locale: "en-US"),
      ["notation": "engineering", "maximumFractionDigits": 1], "maximumFractionDigits",
      "formatNumber"
    ),
    (
      .number(.directHelper, locale: "en-US"),
      ["notation": "engineering", "minimumIntegerDigits": 2], "minimumIntegerDigits",
      "formatNumber"
    ),
    (
      .number(.directHelper, locale: "en-US"),
      [
        "notation": "compact", "roundingIncrement": 5, "minimumFractionDigits": 2,
        "maximumFractionDigits": 2,
      ],
      "roundingIncrement", "formatNumber"
    ),
    (
      .number(.directHelper, locale: "en-US"),
      ["notation": "compact", "roundingMode": "halfTrunc"],
      "roundingMode", "formatNumber"
    ),
    (
      .number(.directHelper, locale: "en-US"), ["notation": "compact", "minimumIntegerDigits": 3],
      "minimumIntegerDigits", "formatNumber"
    ),
    (
      .number(.directHelper, locale: "en-US"),
      ["minimumIntegerDigits": 3, "maximumSignificantDigits": 2], "minimumIntegerDigits",
      "formatNumber"
    ),
    (.number(.directHelper, locale: "es-ES"), ["useGrouping": true], "useGrouping", "formatNumber"),
    (.number(.icuArgument, locale: "pl-PL"), ["useGrouping": "always"], "useGrouping", "number"),
  ]

  @Test(arguments: cases)
  func reportsThenThrows(
    _ call: Call,
    _ options: FormatOptions,
    _ option: String,
    _ formatter: String
  ) throws {
    let recorder = IssueRecorder()
    let context = recorder.context(locale: call.locale, caller: call.caller, engine: .foundation)
    #expect(throws: MessagevisorError.self) {
      try Self.format(call, options: options, context: context)
    }
    let issue = try #require(recorder.issues.first)
    #expect(recorder.issues.count == 1)
    #expect(issue.kind == .unsupportedFormatter)
    #expect(issue.details["option"] == .string(option))
    #expect(issue.details["value"] == options[option])
    #expect(issue.details["formatter"] == .string(formatter))
    #expect(issue.details["locale"] == .string(call.locale))
  }

  private static func format(
    _ call: Call,
    options: FormatOptions,
    context: FormattingContext
  ) throws {
    switch call {
    case .date(let kind, _):
      _ = try MessagevisorFormatting.formatDate(
        start, options: options, kind: kind, context: context)
    case .range:
      _ = try MessagevisorFormatting.formatDateTimeRange(
        start, start.addingTimeInterval(3_600), options: options, context: context)
    case .number:
      _ = try MessagevisorFormatting.formatNumber(1234.5, options: options, context: context)
    }
  }
}
