import Foundation
import Testing

/// `--target` through the built binary: unknown targets stop every project command before
/// anything runs, and a project without a `swift` target runs without `--target`.
@Suite struct TargetEndToEndTests {
  static let example = ["--projectDirectoryPath=projects/example", "--builder=native"]

  static let commands: [[String]] = [
    ["test"],
    ["examples"],
    ["evaluate", "--message=auth.signin.title", "--locale=en-US"],
    ["benchmark", "--message=auth.signin.title", "--locale=en-US", "-n", "1"],
    ["generate-code"],
  ]

  @Test(arguments: commands)
  func anUnknownTargetIsAUsageErrorListingTheTargets(_ command: [String]) throws {
    let result = try BinaryRunner.run(command + Self.example + ["--target=swfit"])
    #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.isEmpty, "\(result.stdout)")
    #expect(
      result.stderr.hasPrefix(
        "error: unknown target 'swfit' (did you mean 'swift'?); the project's targets: "
          + "android, ios, swift, web\n"), "\(result.stderr)")
  }

  @Test func theOnlyTargetIsTheDefault() throws {
    let project = try TemporaryProject.greeting(targets: ["web"])
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("  ✓ messages.greet / web/en: greet\n"))
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test func severalTargetsWithoutSwiftNeedTargetForMessageSpecs() throws {
    let project = try TemporaryProject.greeting(targets: ["web", "ios"])
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains(
        "error: the project has no 'swift' target and several others; pass --target=ios|web"),
      "\(result.stderr)")
  }

  @Test func localeSpecsRunWithoutAnyTarget() throws {
    let project = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "targets/web.yml": "description: web\nincludeMessages: \"*\"\n",
      "targets/ios.yml": "description: ios\nincludeMessages: \"*\"\n",
      "tests/locales/en.spec.yml": """
      locale: en
      assertions:
        - description: a plain number
          rawMessage: "{n, number}"
          values:
            n: 1234
          expectedTranslation: "1,234"

      """,
    ])
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--withIcuModule"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Assertions: 1 passed, 0 failed"))
  }
}
