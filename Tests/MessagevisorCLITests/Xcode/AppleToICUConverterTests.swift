import Testing

@testable import MessagevisorCLI

@Suite struct AppleToICUConverterTests {
  static func convert(
    _ value: AppleValue, language: String = "en", names: [Int: String] = [:],
    substitutions: [String: AppleSubstitution] = [:]
  ) throws -> AppleToICUConverter.Output {
    let converter = AppleToICUConverter(
      file: "F.xcstrings", key: "k", language: language, names: names,
      plurals: PluralSamples(language: language))
    return try converter.convert(value, substitutions: substitutions)
  }

  @Test(arguments: [
    ("Hello", "Hello"),
    ("Hi %@!", "Hi {arg1}!"),
    ("%@ and %@", "{arg1} and {arg2}"),
    ("%2$@ before %1$@", "{arg2} before {arg1}"),
    ("%lld rides", "{arg1, number, integer} rides"),
    ("%.2f km", "{arg1, number, ::.00} km"),
    ("%f", "{arg1, number, ::.000000}"),
    ("%.0f", "{arg1, number, ::precision-integer}"),
    ("100%%", "100%"),
    ("{braces}", "'{braces}'"),
    ("use {name} here", "use '{name}' here"),
    ("a {b c} d", "a '{'b c'}' d"),
    ("l'instant", "l'instant"),
    ("'%@'", "''{arg1}'"),
    ("it''s", "it'''s"),
  ])
  func convertsText(apple: String, icu: String) throws {
    #expect(try Self.convert(.text(apple, state: nil)).icu == icu)
  }

  @Test func pluralVariationsUsePound() throws {
    let output = try Self.convert(
      .plural([
        "zero": .text("None", state: nil), "one": .text("%lld item", state: nil),
        "other": .text("%lld items", state: nil),
      ]))
    #expect(output.icu == "{arg1, plural, =0 {None} one {# item} other {# items}}")
    #expect(output.pluralCategories == [1: ["zero", "one", "other"]])
  }

  @Test func zeroIsACategoryInArabic() throws {
    let output = try Self.convert(
      .plural(["zero": .text("لا شيء", state: nil), "other": .text("%lld", state: nil)]),
      language: "ar")
    #expect(output.icu == "{arg1, plural, zero {لا شيء} other {#}}")
  }

  @Test func pluralSelectsOnTheNumberNotTheName() throws {
    let output = try Self.convert(
      .plural([
        "one": .text("%1$@ sent a message", state: nil),
        "other": .text("%1$@ sent %2$lld messages", state: nil),
      ]), names: [1: "name", 2: "count"])
    #expect(
      output.icu == "{count, plural, one {{name} sent a message} other {{name} sent # messages}}")
  }

  @Test func substitutionsBecomeNamedPlurals() throws {
    let files = AppleSubstitution(
      argNum: 1, formatSpecifier: "lld", forms: ["one": "%arg file", "other": "%arg files"])
    let folders = AppleSubstitution(
      argNum: 2, formatSpecifier: "lld", forms: ["one": "%d folder", "other": "%d folders"])
    let output = try Self.convert(
      .text("%#@files@ in %#@folders@", state: nil),
      substitutions: ["files": files, "folders": folders])
    #expect(
      output.icu
        == "{files, plural, one {# file} other {# files}} in "
        + "{folders, plural, one {# folder} other {# folders}}")
    #expect(output.slots[1]?.name == "files")
    #expect(output.slots[2]?.name == "folders")
  }

  @Test func unknownCategoryIsAnError() {
    #expect(throws: XcodeImportError.self) {
      try Self.convert(
        .plural(["few": .text("a", state: nil), "other": .text("b", state: nil)]), language: "de")
    }
  }

  @Test func missingSubstitutionIsAnError() {
    #expect(throws: XcodeImportError.self) {
      try Self.convert(.text("%#@nope@", state: nil))
    }
  }

  @Test func hexHasNoEquivalent() throws {
    let output = try Self.convert(.text("%x", state: nil))
    #expect(output.slots[1]?.kind == .unsupported)
    #expect(output.warnings.count == 1)
  }
}
