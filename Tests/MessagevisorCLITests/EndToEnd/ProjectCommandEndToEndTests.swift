import Foundation
import Testing

/// `project` renders what the project library returns: listings as compact JSON lines, and
/// skipped builds and the project's load warnings as warnings on standard error.
@Suite struct ProjectCommandEndToEndTests {
  static let example = "--projectDirectoryPath=projects/example"

  @Test func aLocaleTheTargetDoesNotListBuildsNothingWithAWarning() throws {
    let result = try BinaryRunner.run(
      ["project", "build", "--json", "--target=android", "--locale=de-AT", Self.example])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "warning: target \"android\" does not list locale \"de-AT\"; nothing built\n"
    )
  }

  @Test func theSegmentListIsOneJSONLine() throws {
    let result = try BinaryRunner.run(["project", "list", "--segments", "--json", Self.example])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("[{\"key\":"))
    #expect(result.stdout.hasSuffix("}]\n"))
    #expect(result.stdout.filter { $0 == "\n" }.count == 1)
  }

  /// A mistyped preset option loads (upstream treats presets as opaque) and is built as
  /// written, with a warning at its position.
  @Test func aMistypedPresetOptionIsAWarningAndStillBuilds() throws {
    let root = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": """
      description: English
      formats:
        number:
          money: { style: currency, currency: EUR, minimumFractionDigit: 2 }

      """,
      "messages/greet.yml": "description: Greeting\ntranslations:\n  en: Hello\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run([
      "project", "build", "--json", "--target=swift", "--locale=en",
      "--projectDirectoryPath=\(root.path)",
    ])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "warning: locales/en.yml:4:46: unknown option \"minimumFractionDigit\" in "
        + "formats.number.money; did you mean \"minimumFractionDigits\"?\n")
    #expect(result.stdout.contains(#""minimumFractionDigit":2"#))
  }
}
