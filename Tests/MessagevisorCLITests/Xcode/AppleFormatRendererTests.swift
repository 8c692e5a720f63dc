import Testing

@testable import MessagevisorCLI

@Suite struct AppleFormatRendererTests {
  @Test(arguments: [
    ("Hi %@!", "en", "Hi Ana!"),
    ("%2$@, %1$@", "en", "7, Ana"),
    ("%.1f%%", "en", "2.5%"),
    ("%.1f%%", "de", "2,5%"),
    ("%@ has %lld", "en", "Ana has 7"),
  ])
  func substitutes(format: String, language: String, expected: String) {
    let renderer = AppleFormatRenderer(
      language: language,
      values: [1: format.hasPrefix("%.1f") ? .number(2.5) : .text("Ana"), 2: .number(7)],
      categories: [:])
    #expect(renderer.render(.text(format, state: nil), substitutions: [:]) == expected)
  }

  @Test func picksTheChosenForms() {
    let substitution = AppleSubstitution(
      argNum: 1, formatSpecifier: "lld", forms: ["one": "%arg file", "other": "%arg files"])
    let renderer = AppleFormatRenderer(
      language: "en", values: [1: .number(1)], categories: [1: "one"])
    #expect(
      renderer.render(.text("[%#@f@]", state: nil), substitutions: ["f": substitution])
        == "[1 file]")
  }
}
