import Foundation
import Testing

/// Our example passes exactly (no-break spaces are YAML escapes), space-only differences say
/// so, and `benchmark --datafile` honours modules and locales.
@Suite struct SpacesAndBenchmarkEndToEndTests {
  @Test func theExampleProjectPassesWithoutNormalizeSpaces() throws {
    let result = try BinaryRunner.run([
      "test", "--projectDirectoryPath=projects/example", "--builder=native", "--quiet",
    ])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("Assertions: 375 passed, 0 failed\n"), "\(result.stdout)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test func aSpaceOnlyDifferenceSaysSoAndSuggestsNormalizeSpaces() throws {
    let project = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/price.yml": "description: Price\ntranslations:\n  en: \"12\\u00A0EUR\"\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
      "tests/messages/price.spec.yml":
        "message: price\nassertions:\n  - locale: en\n    expectedTranslation: \"12 EUR\"\n",
    ])
    let arguments = ["test", "--projectDirectoryPath=\(project.path)", "--builder=native"]
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "      hint: the texts differ only in space characters (U+0020, U+00A0, U+202F)"),
      "\(result.stdout)")
    #expect(result.stdout.contains("      actual:   \"12\\u{A0}EUR\"\n"))
    let normalized = try BinaryRunner.run(arguments + ["--normalizeSpaces"])
    #expect(normalized.status == 0)
  }

  static func datafile() throws -> URL {
    let result = try BinaryRunner.run([
      "project", "build", "--json", "--target=swift", "--locale=en-US",
      "--projectDirectoryPath=projects/example",
    ])
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("datafile-\(UUID().uuidString).json")
    try Data(result.stdout.utf8).write(to: url)
    return url
  }

  @Test func benchmarkDatafileInstallsTheICUModuleAndPrintsTheLoad() throws {
    let path = try Self.datafile().path
    let result = try BinaryRunner.run([
      "benchmark", "--datafile=\(path)", "--locale=en-US", "--message=bench.plural",
      "--values={\"count\":3}", "--withIcuModule", "-n", "5",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("last result: 3 items\n"), "\(result.stdout)")
    #expect(result.stdout.contains("datafile load: "))
    #expect(result.stderr.isEmpty)
  }

  @Test func benchmarkDatafileWithoutTheLocaleIsBadData() throws {
    let path = try Self.datafile().path
    let result = try BinaryRunner.run([
      "benchmark", "--datafile=\(path)", "--locale=fr-FR", "--message=bench.plural", "-n", "5",
    ])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: \(path) holds the datafile of locale 'en-US', none for --locale=fr-FR\n")
  }

  @Test func benchmarkUsageAndHelpAgreeOnTheDefaultIterations() throws {
    let result = try BinaryRunner.run(["benchmark", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("[-n 1000]"))
    #expect(result.stdout.contains("(default 1000)"))
  }
}
