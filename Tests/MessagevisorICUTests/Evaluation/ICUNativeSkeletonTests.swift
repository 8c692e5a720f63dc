import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

/// `{n, number, ::…}` with the ICU engine: the skeleton goes to ICU as written (JS rounding
/// and percent defaults added), and `#` is printed by the context's engine.
@Suite(.enabled(if: FormattingEngineKind.platformDefault == .icu))
struct ICUNativeSkeletonTests {
  private static func environment(
    locale: String = "en-US",
    engine: FormattingEngineKind = .icu,
    log: ICUIssueLog = ICUIssueLog()
  ) -> ICUEnvironment {
    let context = FormattingContext(
      locale: locale, timeZone: "UTC", report: log.report, engine: engine)
    return ICUEnvironment(context: context)
  }

  /// Expectations from Node 24 `Intl.NumberFormat` with the options the skeleton stands for.
  @Test(arguments: [
    ("{n, number, ::currency/EUR .00}", 1234.5, "en-US", "€1,234.50"),
    ("{n, number, ::currency/USD}", 0.5, "en-US", "$0.50"),
    ("{n, number, ::percent}", 0.5, "en-US", "50%"),
    ("{n, number, ::precision-integer}", 0.5, "en-US", "1"),
    ("{n, number, ::.00}", 0.5, "en-US", "0.50"),
    ("{n, number, ::.##}", 1, "en-US", "1"),
    ("{n, number, ::scale/100 precision-integer}", 0.5, "en-US", "50"),
    ("{n, number, ::sign-always .00}", 0.5, "en-US", "+0.50"),
    ("{n, number, ::compact-long}", 1_234_567, "en-US", "1.2 million"),
    ("{n, number, ::compact-short}", 1_234_567, "de-DE", "1,2\u{A0}Mio."),
    (
      "{n, number, ::measure-unit/length-kilometer unit-width-full-name}", 14.5, "en-US",
      "14.5 kilometers"
    ),
    ("{n, number, ::unit/kilometer-per-hour}", 50, "en-US", "50 km/h"),
    ("{n, number, ::rounding-mode-floor precision-integer}", 1.9, "en-US", "1"),
    ("{n, number, ::currency/EUR unit-width-iso-code}", 2, "de-DE", "2,00\u{A0}EUR"),
    ("{n, number, ::numbering-system/arab}", 12, "en-US", "١٢"),
    ("{n, number, ::group-off}", 1_234_567, "en-US", "1234567"),
    ("{n, number, ::group-off}", 1.23456, "en-US", "1.235"),
    ("{n, number, ::percent}", 0.123456, "en-US", "12%"),
    ("{n, number, ::percent .0}", 0.123456, "en-US", "12.3%"),
    ("{n, number, ::scientific}", 123456.789, "en-US", "1.235E5"),
    ("{n, number, ::currency/JPY}", 1234.5, "en-US", "¥1,235"),
  ])
  func nativeSkeleton(_ message: String, _ value: Double, _ locale: String, _ expected: String)
    throws
  {
    let log = ICUIssueLog()
    let output = try ICUFormatter().format(
      message, values: ["n": .double(value)],
      environment: Self.environment(locale: locale, log: log))
    #expect(output == expected)
    #expect(log.all.isEmpty)
  }

  /// A refused token is reported with its UTF-8 offset in the skeleton, then thrown.
  @Test(arguments: [
    ("made-up", "made-up", 0),
    ("percent made-up", "made-up", 8),
    ("currency/INVALID", "currency/INVALID", 0),
    ("scale/NaN", "scale/NaN", 0),
    ("%x100 scale/10", "scale/10", 6),
    (".00 .0 made-up", "made-up", 7),
    ("percent\u{2028}made-up", "made-up", 10),
    ("percent\u{2028}percent\u{2028}made-up", "made-up", 20),
    ("percent\u{A0}scale/100", "percent\u{A0}scale/100", 0),
    ("\u{3000}percent", "\u{3000}percent", 0),
    ("percent\u{FEFF}scale/100", "percent\u{FEFF}scale/100", 0),
  ])
  func refusedToken(_ skeleton: String, _ token: String, _ offset: Int) {
    let log = ICUIssueLog()
    #expect(throws: MessagevisorError("Unsupported ICU number skeleton token: \(token)")) {
      try ICUFormatter().format(
        "{n, number, ::\(skeleton)}", values: ["n": 1],
        environment: Self.environment(locale: "nl-NL", log: log))
    }
    let expected = FormattingIssue(
      kind: .unsupportedFormatter,
      message: "Unsupported ICU number skeleton token",
      details: [
        "formatter": "icu_number_skeleton", "token": .string(token), "offset": .int(offset),
        "locale": "nl-NL",
      ]
    )
    #expect(log.all == [expected])
  }

  /// `#` follows the context's engine, not the process default.
  @Test(arguments: [FormattingEngineKind.icu, .foundation])
  func poundUsesTheContextEngine(_ engine: FormattingEngineKind) throws {
    let environment = Self.environment(locale: "es-ES", engine: engine)
    let output = try ICUFormatter().format(
      "{n, plural, other {# cosas}}", values: ["n": 1234], environment: environment)
    let context = FormattingContext(locale: "es-ES", timeZone: "UTC", engine: engine)
    let number = MessagevisorFormatting.formatPluralNumber(1234, context: context)
    #expect(output == number + " cosas")
    if engine == .icu {
      #expect(output == "1234 cosas")
    }
  }

  /// Later tokens overwrite earlier ones of the same setting (icu-and-formatting.md §4.4):
  /// ICU alone refuses a setting given twice, so both engines must print what the last token
  /// asks for. Expected values as Node 24 `Intl.NumberFormat` prints the last token's options.
  @Test(arguments: [
    ("::.00## .0", 5.25, "5.3"),
    ("::precision-integer .00", 5.25, "5.25"),
    ("::.0 precision-integer", 5.25, "5"),
    ("::sign-always sign-never", -5.25, "5.25"),
    ("::sign-never sign-except-zero", 5.25, "+5.25"),
    ("::group-off group-auto", 12345, "12,345"),
    ("::group-auto group-off", 12345, "12345"),
    ("::percent currency/EUR", 5.25, "€5.25"),
    ("::currency/USD currency/EUR .00", 5.25, "€5.25"),
    ("::currency/EUR unit-width-full-name unit-width-iso-code", 5, "EUR\u{A0}5.00"),
    ("::scale/10 scale/100 precision-integer", 0.5, "50"),
  ])
  func laterTokensOverwriteOnBothEngines(_ skeleton: String, _ value: Double, _ expected: String)
    throws
  {
    try Self.expectOnBothEngines("{n, number, \(skeleton)}", value, expected)
  }

  /// `percent` beside `scale/N` multiplies by 100 and by N on both engines, as §4.4 reads the
  /// two tokens (percent style, then the value times N; what JS skeleton readers that map to
  /// `Intl.NumberFormat` print). Before, the ICU engine let the author's scale replace the
  /// ×100, as ICU itself reads `percent scale/100`, and the engines disagreed.
  @Test(arguments: [
    ("::percent scale/100", 0.5, "5,000%"),
    ("::scale/100 percent", 0.5, "5,000%"),
    ("::percent scale/0.01", 50, "50%"),
    ("::percent scale/1e1 .0", 0.25, "250.0%"),
  ])
  func percentBesideScaleOnBothEngines(_ skeleton: String, _ value: Double, _ expected: String)
    throws
  {
    try Self.expectOnBothEngines("{n, number, \(skeleton)}", value, expected)
  }

  /// ICU's skeleton separators (Pattern_White_Space, U+0009…U+000D, U+0020, U+0085, U+200E,
  /// U+200F, U+2028, U+2029).
  private static let separators: [Unicode.Scalar] = [
    "\u{9}", "\u{A}", "\u{B}", "\u{C}", "\u{D}", " ", "\u{85}", "\u{200E}", "\u{200F}",
    "\u{2028}", "\u{2029}",
  ]

  /// Each separator around and between tokens, in a later-token overwrite, beside a scale,
  /// and before and after a lone `percent`.
  private static let separatorCases: [(String, Double, String)] = separators.flatMap { space in
    [
      ("::group-off\(space)group-auto", 12345, "12,345"),
      ("::percent\(space)scale/100", 0.5, "5,000%"),
      ("::\(space)percent\(space)", 0.5, "50%"),
    ]
  }

  /// Skeleton tokens are separated by ICU's Pattern_White_Space on both engines: each
  /// separator gets the later-token overwrite and the percent-beside-scale reading that a space
  /// gets. Expected values are those of the space-separated skeletons above.
  @Test(arguments: separatorCases)
  func patternWhiteSpaceSeparatesTokensOnBothEngines(
    _ skeleton: String,
    _ value: Double,
    _ expected: String
  ) throws {
    try Self.expectOnBothEngines("{n, number, \(skeleton)}", value, expected)
  }

  /// Other spaces and U+FEFF are inside a token, which ICU refuses: both engines refuse the
  /// same whole token.
  @Test(arguments: ["\u{A0}", "\u{2000}", "\u{3000}", "\u{FEFF}"] as [Unicode.Scalar])
  func otherSpacesStayInsideATokenOnBothEngines(_ character: Unicode.Scalar) {
    let token = "percent\(character)scale/100"
    for engine in [FormattingEngineKind.icu, .foundation] {
      #expect(
        throws: MessagevisorError("Unsupported ICU number skeleton token: \(token)"), "\(engine)"
      ) {
        try ICUFormatter().format(
          "{n, number, ::\(token)}", values: ["n": 1],
          environment: Self.environment(engine: engine))
      }
    }
  }

  /// Formats `message` with `n` = `value` on the ICU and the Foundation engine and expects
  /// `expected` from each, without an issue.
  private static func expectOnBothEngines(_ message: String, _ value: Double, _ expected: String)
    throws
  {
    for engine in [FormattingEngineKind.icu, .foundation] {
      let log = ICUIssueLog()
      let output = try ICUFormatter().format(
        message, values: ["n": .double(value)], environment: environment(engine: engine, log: log))
      #expect(output == expected, "\(engine)")
      #expect(log.all.isEmpty, "\(engine)")
    }
  }

  /// With the Foundation engine, skeletons are still translated into options.
  @Test func foundationEngineTranslatesSkeletons() {
    #expect(throws: MessagevisorError("Unsupported ICU number skeleton token: compact-long")) {
      try ICUFormatter().format(
        "{n, number, ::compact-long}", values: ["n": 1],
        environment: Self.environment(engine: .foundation))
    }
  }
}
