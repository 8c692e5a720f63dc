import Testing

@testable import MessagevisorProject

struct UsedFormatExtractionTests {
  static let cases: [(String, [String])] = [
    ("Total {amount, number, money}", ["number:money"]),
    ("This '{' literal {amount, number, money}", ["number:money"]),
    ("'{amount, number, fake}'", []),
    ("It''s {d, date, short} at {t, time, zoneLong}", ["date:short", "time:zoneLong"]),
    ("{n, number, ::currency/EUR}", []),
    (
      "{n, plural, =0 {none} one {# {d, date, long}} other {{x, number, decimal}}}",
      [
        "date:long", "number:decimal",
      ]
    ),
    ("{g, select, male {<b>{n, number, percent}</b>} other {x}}", ["number:percent"]),
    ("{n, plural, offset:1 other {'#' {n, number}}}", []),
    ("Plain text, no arguments", []),
  ]

  @Test(arguments: cases)
  func extractsNamedStyles(message: String, expected: [String]) throws {
    let references = try UsedFormatExtraction.styleReferences(in: message)
    #expect(references.map { "\($0.family):\($0.style)" } == expected)
  }

  static let invalid: [String] = [
    "Unclosed {amount, number, money",
    "{n, plural, other {x}",
    "{n, plural, one {x}}",
    "{n, select, a {x}}",
    "{, number}",
  ]

  @Test(arguments: invalid)
  func rejectsInvalidICU(message: String) {
    #expect(throws: ICUScanError.self) { try UsedFormatExtraction.styleReferences(in: message) }
  }

  /// The SDK's ICU parser accepts these (formatjs would not); they reference no presets.
  @Test(arguments: ["Stray } brace", "{n, spellout}", "{n, duration, short}"])
  func sdkParserAcceptsWithoutReferences(message: String) throws {
    #expect(try UsedFormatExtraction.styleReferences(in: message).isEmpty)
  }
}
