import Foundation
import Testing

/// The assertions `import` writes catch a wrong import rule: each case rewrites the imported
/// ICU text the way a broken rule would have written it, and `test` must then fail on that key.
@Suite struct XcodeBrokenRuleTests {
  @Test(arguments: [
    // English `zero` kept as the CLDR category (English has none), not `=0`.
    ("messages/_25lld-items.yml", "=0 {Your cart is empty}", "zero {Your cart is empty}"),
    // Unnumbered specifiers all read as the first argument.
    (
      "messages/Ride-_25lld-of-_25lld.yml", "of {arg2, number, integer}",
      "of {arg1, number, integer}"
    ),
    // The plural chosen by the first argument rather than the first number.
    (
      "messages/_251_24_40-sent-you-_252_24lld-messages.yml", "en: \"{arg2, plural,",
      "en: \"{arg1, plural,"
    ),
    // Plural forms filed under the wrong category (Polish `one` given the `few` text).
    ("messages/_25lld-items.yml", "one {# produkt}", "one {# produkty}"),
    // `%%` left doubled.
    ("messages/Download-_25_2E1f_25_25-done.yml", "%\"", "%%\""),
    // `%.1f` given the default six fraction digits.
    ("messages/Download-_25_2E1f_25_25-done.yml", "::.0}", "::.000000}"),
    // A substitution bound to the wrong argument.
    (
      "messages/_25_23_40files_40-in-_25_23_40folders_40.yml", "{files, plural, one {# plik}",
      "{folders, plural, one {# plik}"
    ),
    // Device variations ignored: the mac override gets the default text.
    (
      "messages/Tap-to-continue.yml", "de: \"Klicken, um fortzufahren\"",
      "de: \"Tippen oder klicken, um fortzufahren\""
    ),
  ])
  func aBrokenRuleFailsTheGeneratedTests(file: String, correct: String, broken: String) throws {
    let root = try TemporaryProject.make([:])
    let imported = try XcodeImportEndToEndTests.importFile(
      "Localizable.xcstrings", into: root, apply: true)
    #expect(imported.status == 0)
    let url = root.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(correct), "\(text)")
    try Data(text.replacingOccurrences(of: correct, with: broken).utf8).write(to: url)
    let test = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(root.path)", "--builder=native",
    ])
    #expect(test.status == 1, "\(test.stdout)\(test.stderr)")
  }
}
