import Foundation
import Testing

/// A message assertion is evaluated with a datafile of just its message (the native builder);
/// `MESSAGEVISOR_FULL_DATAFILES=1` builds the target's whole datafile instead. Both must give
/// the same report, assertion for assertion.
@Suite struct PartialDatafilesEndToEndTests {
  static let projects: [String] = [
    "projects/example", "../shared/upstream/projects/project-1",
  ]

  @Test(arguments: projects)
  func partialAndFullDatafilesGiveTheSameReport(project: String) throws {
    guard FileManager.default.fileExists(atPath: BinaryRunner.packageRoot.path + "/" + project)
    else {
      #expect(!NpxSourceEndToEndTests.upstreamEnabled, "\(project) is required but missing")
      return
    }
    let arguments = [
      "test", "--projectDirectoryPath=\(project)", "--target=swift", "--withIcuModule",
      "--normalizeSpaces", "--json", "--builder=native",
    ]
    let partial = try BinaryRunner.run(arguments)
    let full = try BinaryRunner.run(arguments, environment: ["MESSAGEVISOR_FULL_DATAFILES": "1"])
    #expect(partial.status == full.status)
    #expect(partial.stdout.contains(#""passed":"#))
    #expect(
      try NpxSourceEndToEndTests.normalized(partial.stdout)
        == NpxSourceEndToEndTests.normalized(full.stdout))
  }

  /// With `includeOnlyUsedFormats`, the target keeps the presets its messages use; a raw
  /// message may use any of them, so its assertion gets the whole datafile. A message
  /// assertion's own presets are in its one-message datafile.
  @Test(arguments: ["0", "1"])
  func presetsOfOtherMessagesReachARawMessage(full: String) throws {
    let root = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": """
      description: English
      formats:
        number:
          twoDigits:
            minimumFractionDigits: 2

      """,
      "targets/swift.yml": """
      description: swift
      includeMessages: "*"
      includeOnlyUsedFormats: true

      """,
      "messages/price.yml": "description: Price\ntranslations:\n  en: \"{n, number, twoDigits}\"\n",
      "messages/greet.yml": "description: Greeting\ntranslations:\n  en: Hello\n",
      "tests/messages/greet.spec.yml": """
      message: greet
      assertions:
        - locale: en
          expectedTranslation: Hello

      """,
      "tests/locales/en.spec.yml": """
      locale: en
      assertions:
        - rawMessage: "{n, number, twoDigits}"
          values:
            n: 3
          expectedTranslation: "3.00"

      """,
      "tests/messages/price.spec.yml": """
      message: price
      assertions:
        - locale: en
          values:
            n: 4
          expectedTranslation: "4.00"

      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(root.path)", "--builder=native", "--withIcuModule"],
      environment: ["MESSAGEVISOR_FULL_DATAFILES": full])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Assertions: 3 passed, 0 failed\n"))
  }

  /// An inclusion check gets a datafile of the messages it names, so a message it expects
  /// excluded but the target includes still fails it.
  @Test(arguments: ["0", "1"])
  func inclusionChecksSeeTheMessagesTheyName(full: String) throws {
    let root = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
      "messages/price.yml": "description: Price\ntranslations:\n  en: Price\n",
      "messages/greet.yml": "description: Greeting\ntranslations:\n  en: Hello\n",
      "tests/targets/swift.spec.yml": """
      target: swift
      assertions:
        - locale: en
          expectedToIncludeMessages: [greet]
          expectedToNotIncludeMessages: [price]

      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(root.path)", "--builder=native"],
      environment: ["MESSAGEVISOR_FULL_DATAFILES": full])
    #expect(result.status == 1)
    #expect(result.stdout.contains("datafile includes message 'price'"), "\(result.stdout)")
    #expect(!result.stdout.contains("does not include message 'greet'"))
  }
}
