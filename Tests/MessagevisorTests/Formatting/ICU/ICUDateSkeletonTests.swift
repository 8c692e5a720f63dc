#if canImport(CMessagevisorICU)
  import Foundation
  import Testing

  @testable import Messagevisor

  /// ICU message date skeletons (`{d, date, ::yMMMd}`) and built-in styles on the ICU engine,
  /// against Node 24 with the options intl-messageformat reads from them.
  @Suite struct ICUDateSkeletonTests {
    static let at8 = "2026-05-12T08:30:45.678Z"
    static let at0 = "2026-05-12T00:30:45.678Z"

    /// Locale, skeleton, instant, Node's output.
    static let skeletons: [(String, String, String, String)] = [
      ("en-US", "yMMMd", at8, "May 12, 2026"),
      ("de-DE", "Hm", at8, "08:30"),
      ("en-US", "hm", at8, "8:30 AM"),
      ("en-US", "Km", at0, "0:30 AM"),
      ("en-US", "EEEE", at8, "Tuesday"),
      ("en-GB", "yMMMMEEEEd", at8, "Tuesday, 12 May 2026"),
    ]

    /// A de-DE style, whether it is a date style, Node's output.
    static let styles: [(String, Bool, String)] = [
      ("short", true, "12.05.26"),
      ("medium", true, "12.05.2026"),
      ("long", true, "12. Mai 2026"),
      ("full", true, "Dienstag, 12. Mai 2026"),
      ("short", false, "08:30"),
      ("medium", false, "08:30:45"),
      ("long", false, "08:30:45 UTC"),
      ("full", false, "08:30:45 Koordinierte Weltzeit"),
    ]

    @Test(arguments: skeletons)
    func skeleton(_ locale: String, _ skeleton: String, _ instant: String, _ expected: String)
      throws
    {
      let recorder = IssueRecorder()
      let date = try #require(PortableISODate.parse(instant))
      let text = try MessagevisorFormatting.formatDate(
        date, skeleton: skeleton, kind: .date,
        context: recorder.context(locale: locale, engine: .icu))
      #expect(ICUTestText.spaced(text) == ICUTestText.spaced(expected))
      #expect(recorder.issues.isEmpty)
    }

    @Test(arguments: styles)
    func style(_ style: String, _ isDate: Bool, _ expected: String) throws {
      let date = try #require(PortableISODate.parse(Self.at8))
      let options: FormatOptions = [isDate ? "dateStyle" : "timeStyle": .string(style)]
      let text = try MessagevisorFormatting.formatDate(
        date, options: options, kind: isDate ? .date : .time,
        context: IssueRecorder().context(locale: "de-DE", engine: .icu))
      #expect(text == expected)
    }

    /// Hostile or malformed locales and option values never trap; ICU formats with the root
    /// locale or the option's default.
    @Test(arguments: [
      ("not a locale!", FormatOptions()),
      ("en-US", ["calendar": "no such calendar!", "numberingSystem": "bogus"]),
      ("🙂", ["timeStyle": "full", "hourCycle": "h24"]),
      ("en-u-ca-", ["dayPeriod": "long", "timeZoneName": "short"]),
    ])
    func hostileInputStillFormats(_ locale: String, _ options: FormatOptions) throws {
      let date = try #require(PortableISODate.parse(Self.at8))
      let text = try MessagevisorFormatting.formatDate(
        date, options: options, kind: .date,
        context: IssueRecorder().context(locale: locale, engine: .icu))
      #expect(!text.isEmpty)
    }

    /// Many threads sharing one cached format all get the single-threaded text.
    @Test func concurrentCallsAgree() async throws {
      let date = try #require(PortableISODate.parse(Self.at8))
      let context = IssueRecorder().context(locale: "nl-NL", engine: .icu)
      let options: FormatOptions = ["dateStyle": "full", "timeStyle": "long"]
      let expected = try MessagevisorFormatting.formatDate(
        date, options: options, kind: .date, context: context)
      let texts = try await withThrowingTaskGroup(of: String.self) { group in
        for _ in 0..<64 {
          group.addTask {
            try MessagevisorFormatting.formatDate(
              date, options: options, kind: .date, context: context)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(texts.allSatisfy { $0 == expected })
      #expect(texts.count == 64)
    }
  }
#endif
