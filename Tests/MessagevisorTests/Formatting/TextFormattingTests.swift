import Foundation
import Testing

@testable import Messagevisor

@Suite struct TextFormattingTests {
  /// Value, unit, options, locale, expected; the `numeric` and `numberingSystem` rows are
  /// what the ICU engine prints for the same input.
  static let relativeCases: [(Double, Calendar.Component, FormatOptions, String, String)] = [
    (-1, .day, [:], "en-US", "1 day ago"),
    (1, .day, [:], "en-US", "in 1 day"),
    (-3, .day, ["style": "long", "numeric": "auto"], "en-US", "3 days ago"),
    (-1, .day, ["numeric": "auto"], "en-US", "yesterday"),
    (1, .day, ["numeric": "auto", "style": "narrow"], "en-US", "tomorrow"),
    (-1, .day, ["numeric": "auto", "style": "short"], "en-US", "yesterday"),
    (0, .second, ["numeric": "auto"], "en-US", "now"),
    (-1, .weekOfYear, ["numeric": "auto"], "en-US", "last week"),
    (-1, .month, ["numeric": "auto"], "en-US", "last month"),
    (1, .year, ["numeric": "auto"], "en-US", "next year"),
    (2, .day, ["numeric": "auto"], "en-US", "in 2 days"),
    (-1, .day, ["numeric": "auto"], "fr-FR", "hier"),
    (-2, .day, ["numeric": "auto"], "de-DE", "vorgestern"),
    (-1, .day, ["numeric": "always"], "en-US", "1 day ago"),
    (-1, .day, ["numeric": .null], "en-US", "1 day ago"),
    (-3, .day, ["numberingSystem": "arab"], "de-DE", "vor ٣ Tagen"),
    (2, .hour, ["numberingSystem": "arab", "style": "short"], "en-US", "in ٢ hr."),
    (-3, .day, ["style": "narrow"], "en-US", "3d ago"),
    (-2, .hour, ["style": "short"], "en-US", "2 hr. ago"),
    (1.5, .hour, [:], "en-US", "in 2 hours"),
    (-5, .minute, [:], "en-US", "5 minutes ago"),
    (45, .second, [:], "en-US", "in 45 seconds"),
    (90, .second, [:], "en-US", "in 2 minutes"),
    (2, .weekOfYear, [:], "en-US", "in 2 weeks"),
    (-1, .month, [:], "en-US", "1 month ago"),
    (-1, .year, [:], "en-US", "1 year ago"),
    (3, .nanosecond, [:], "en-US", "in 3 seconds"),
    (-3, .day, [:], "fr-FR", "il y a 3 jours"),
    (2, .day, [:], "de-DE", "in 2 Tagen"),
  ]

  @Test(arguments: relativeCases)
  func relativeTime(
    _ value: Double,
    _ unit: Calendar.Component,
    _ options: FormatOptions,
    _ locale: String,
    _ expected: String
  ) throws {
    let recorder = IssueRecorder()
    let text = try MessagevisorFormatting.formatRelativeTime(
      value,
      unit: unit,
      options: options,
      context: recorder.context(locale: locale, engine: .foundation)
    )
    #expect(text == expected)
    #expect(recorder.issues.isEmpty)
  }

  @Test(arguments: [
    (Double.infinity, "Relative time must be finite"),
    (-.infinity, "Relative time must be finite"),
    (.nan, "Relative time must be finite"),
    (1e300, "Relative time is out of range"),
  ])
  func relativeTimeRejectsUnusableValues(_ value: Double, _ reason: String) {
    let recorder = IssueRecorder()
    #expect(throws: MessagevisorError(reason)) {
      try MessagevisorFormatting.formatRelativeTime(
        value,
        unit: .day,
        options: ["style": "short"],
        context: recorder.context()
      )
    }
    let expected = FormattingIssue(
      kind: .invalidFormat,
      message: "Invalid format options",
      details: ["locale": "en-US", "type": "relative", "options": .object(["style": "short"])],
      reason: reason
    )
    #expect(recorder.issues == [expected])
  }

  @Test func largestAcceptedIntervalStillFormats() throws {
    let text = try MessagevisorFormatting.formatRelativeTime(
      -1e14,
      unit: .second,
      options: [:],
      context: IssueRecorder().context(engine: .foundation)
    )
    #expect(text.hasSuffix("years ago"))
  }

  @Test(arguments: [
    (["A", "B", "C"], "en-US", "A, B, and C"),
    ([], "en-US", ""),
    (["A"], "en-US", "A"),
    (["A", "B"], "en-US", "A and B"),
    (["iOS", "macOS", "visionOS"], "en-GB", "iOS, macOS and visionOS"),
    (["A", "B", "C"], "de-DE", "A, B und C"),
    (["A", "B", "C"], "fr-FR", "A, B et C"),
  ])
  func lists(_ values: [String], _ locale: String, _ expected: String) {
    #expect(MessagevisorFormatting.formatList(values, locale: locale) == expected)
  }

  /// Options, values, expected, the options reported; expectations are the ICU engine's.
  static let listOptionCases: [(FormatOptions, [String], String, [String])] = [
    (["type": "disjunction", "style": "narrow"], ["A", "B"], "A or B", []),
    (["type": "disjunction"], ["A", "B", "C"], "A, B, or C", []),
    (["type": "conjunction", "style": "long"], ["A", "B", "C"], "A, B, and C", []),
    (["style": "short"], ["A", "B", "C"], "A, B, & C", []),
    (["style": "narrow"], ["A", "B", "C"], "A, B, C", []),
    (["type": "unit"], ["A", "B", "C"], "A, B, and C", ["type"]),
    (["type": "unit", "style": "tiny"], ["A", "B"], "A and B", ["type", "style"]),
  ]

  /// Foundation's output, so pinned to the Foundation engine; `type: unit` (no Foundation
  /// list) and unknown values are reported and the default used.
  @Test(arguments: listOptionCases)
  func listOptions(
    _ options: FormatOptions,
    _ values: [String],
    _ expected: String,
    _ reported: [String]
  ) {
    let recorder = IssueRecorder()
    let text = MessagevisorFormatting.formatList(
      values,
      options: options,
      context: recorder.context(engine: .foundation)
    )
    #expect(text == expected)
    #expect(recorder.issues.map { $0.details["option"] } == reported.map { .string($0) })
    #expect(recorder.issues.allSatisfy { $0.kind == .unsupportedFormatter })
    #expect(recorder.issues.allSatisfy { $0.details["formatter"] == "formatList" })
    #expect(recorder.issues.allSatisfy { $0.details["locale"] == "en-US" })
  }

  @Test func listOptionsInAnotherLocale() {
    let context = IssueRecorder().context(locale: "de-DE", engine: .foundation)
    let options: FormatOptions = ["type": "disjunction"]
    let text = MessagevisorFormatting.formatList(
      ["A", "B", "C"], options: options, context: context)
    #expect(text == "A, B oder C")
  }

  @Test(arguments: [
    ("nl", "language", "en", "Dutch"),
    ("nl-BE", "language", "en", "Dutch (Belgium)"),
    ("NL", "region", "en", "Netherlands"),
    ("NL", "region", "de", "Niederlande"),
    ("Latn", "script", "en", "Latin"),
    ("Cyrl", "script", "en", "Cyrillic"),
    ("EUR", "currency", "en", "Euro"),
    ("JPY", "currency", "en", "Japanese Yen"),
    ("gregory", "calendar", "en", "Gregorian Calendar"),
    ("buddhist", "calendar", "de", "Buddhistischer Kalender"),
    ("japanese", "calendar", "ja", "和暦"),
    ("islamic-umalqura", "calendar", "en", "Hijri Calendar (Umm al-Qura)"),
  ])
  func displayNames(_ code: String, _ type: String, _ locale: String, _ expected: String) {
    let context = IssueRecorder().context(locale: locale, engine: .foundation)
    let options: FormatOptions = ["type": .string(type), "fallback": "none"]
    let name = MessagevisorFormatting.formatDisplayName(code, options: options, context: context)
    #expect(name == expected)
  }

  @Test(arguments: [("xx", "language"), ("QQQ", "currency"), ("Qaaa", "script")])
  func unknownDisplayNamesAreNil(_ code: String, _ type: String) {
    #expect(MessagevisorFormatting.formatDisplayName(code, type: type, locale: "en") == nil)
  }

  @Test func displayNameOptions() {
    let recorder = IssueRecorder()
    let context = recorder.context(locale: "en", engine: .foundation)
    let format = { (code: String, options: FormatOptions) in
      MessagevisorFormatting.formatDisplayName(code, options: options, context: context)
    }
    #expect(format("fr", [:]) == "French")
    #expect(format("FR", ["type": "region"]) == "France")
    #expect(format("QQQ", ["type": "currency"]) == "QQQ")
    #expect(format("QQQ", ["type": "currency", "fallback": "code"]) == "QQQ")
    #expect(format("QQQ", ["type": "currency", "fallback": "none"]) == nil)
    #expect(recorder.issues.isEmpty)
    #expect(format("fr", ["style": "short", "languageDisplay": "dialect"]) == "French")
    #expect(format("year", ["type": "dateTimeField"]) == "year")
    #expect(format("year", ["type": "dateTimeField", "fallback": "none"]) == nil)
    #expect(
      recorder.issues.map { $0.details["option"] } == [
        "style", "languageDisplay", "type", "type",
      ])
    #expect(recorder.issues.allSatisfy { $0.details["formatter"] == "formatDisplayName" })
  }
}
