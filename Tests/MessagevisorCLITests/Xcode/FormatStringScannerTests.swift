import Testing

@testable import MessagevisorCLI

@Suite struct FormatStringScannerTests {
  @Test(arguments: [
    ("Hello", [FormatPiece.literal("Hello")]),
    ("100%% sure", [.literal("100% sure")]),
    ("Hi %@!", [.literal("Hi "), .specifier(FormatSpecifier(conversion: "@")), .literal("!")]),
    ("%lld", [.specifier(FormatSpecifier(length: "ll", conversion: "d"))]),
    ("%2$@", [.specifier(FormatSpecifier(position: 2, conversion: "@"))]),
    ("%.2f", [.specifier(FormatSpecifier(precision: 2, conversion: "f"))]),
    ("%05d", [.specifier(FormatSpecifier(flags: "0", width: 5, conversion: "d"))]),
    ("%#@files@ x", [.substitution(name: "files", position: nil), .literal(" x")]),
    ("%1$#@files@", [.substitution(name: "files", position: 1)]),
    ("%arg files", [.substitutedValue, .literal(" files")]),
    ("50%!", [.literal("50%!")]),
    // As printf reads it: a space flag and the `o` conversion.
    (
      "50% off",
      [.literal("50"), .specifier(FormatSpecifier(flags: " ", conversion: "o")), .literal("ff")]
    ),
    ("end %", [.literal("end %")]),
  ])
  func scansPieces(text: String, pieces: [FormatPiece]) {
    #expect(FormatStringScanner.pieces(text) == pieces)
  }

  @Test(arguments: [
    ("@", FormatValueKind.object), ("d", .integer), ("u", .integer), ("f", .decimal),
    ("x", .unsupported), ("e", .unsupported),
  ])
  func kinds(conversion: String, kind: FormatValueKind) throws {
    let character = try #require(conversion.first)
    #expect(FormatSpecifier(conversion: character).kind == kind)
  }
}
