#if canImport(CMessagevisorICU)
  import Foundation
  import Testing

  @testable import Messagevisor

  /// A `numberingSystem` option against a locale's own `-u-nu-`: in ECMA-402 the option wins,
  /// for dates, times and ranges as for numbers (Node 24's output).
  @Suite struct ICUDateNumberingSystemTests {
    static let instant = PortableISODate.parse("2026-07-15T05:34:56Z")!

    /// Locale, options, Node's output.
    static let dates: [(String, FormatOptions, String)] = [
      (
        "th-TH-u-nu-thai",
        ["numberingSystem": "arabext", "calendar": "gregory", "dateStyle": "short"],
        "۱۵/۷/۲۶"
      ),
      ("hi-IN-u-nu-deva", ["numberingSystem": "latn", "dateStyle": "short"], "15/7/26"),
      (
        "th-TH-u-nu-thai",
        ["numberingSystem": "latn", "calendar": "gregory", "hour": "numeric", "minute": "2-digit"],
        "5:34"
      ),
      (
        "ar-EG",
        ["numberingSystem": "latn", "year": "numeric", "month": "numeric", "day": "numeric"],
        "15\u{200F}/7\u{200F}/2026"
      ),
      // An unknown system leaves the locale's own digits, as in JavaScript.
      ("hi-IN-u-nu-deva", ["numberingSystem": "nonesuch", "day": "numeric"], "१५"),
    ]

    @Test(arguments: dates)
    func optionWinsOverTheExtension(
      _ locale: String, _ options: FormatOptions, _ expected: String
    ) throws {
      let recorder = IssueRecorder()
      let context = recorder.context(locale: locale, engine: .icu)
      let text = try MessagevisorFormatting.formatDate(
        Self.instant, options: options, kind: .date, context: context)
      #expect(text == expected)
      let range = try MessagevisorFormatting.formatDateTimeRange(
        Self.instant, Self.instant, options: options, context: context)
      #expect(range == expected)
    }

    /// Identifier, numbering system, the identifier the formatters get.
    static let identifiers: [(String, String?, String)] = [
      ("th-TH-u-nu-thai", "arabext", "th-TH@numbers=arabext"),
      ("th-TH@numbers=thai;calendar=buddhist", "latn", "th-TH@calendar=buddhist;numbers=latn"),
      ("th-TH-u-nu-thai", nil, "th-TH@numbers=thai"),
      ("ar", "arab", "ar@numbers=arab"),
      ("en@NUMBERS=thai", "latn", "en@numbers=latn"),
    ]

    @Test(arguments: identifiers)
    func identifierReplacesTheLocaleNumbers(
      _ locale: String, _ system: String?, _ expected: String
    ) {
      #expect(FormattingLocale.identifier(locale, numberingSystem: system) == expected)
    }
  }
#endif
