import Foundation
import Testing

/// Correctness of the verdict through the built binary: no false greens, pure JSON, overlay
/// discovery independent of the working folder, stale entries under filters, targets.
@Suite struct VerdictEndToEndTests {
  static let example = ["--projectDirectoryPath=projects/example", "--builder=native"]
  static let upstream = BinaryRunner.packageRoot
    .appendingPathComponent("../shared/upstream/projects").standardizedFileURL

  struct EmptyCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let reason: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let emptyCases: [EmptyCase] = [
    EmptyCase(arguments: ["--keyPattern=zzz"], reason: "--keyPattern='zzz' matches no test key"),
    EmptyCase(
      arguments: ["--assertionPattern=zzz"],
      reason: "--assertionPattern='zzz' matches no assertion of the"),
  ]

  @Test(arguments: emptyCases)
  func aFilterThatSelectsNothingFails(_ example: EmptyCase) throws {
    let result = try BinaryRunner.run(["test"] + Self.example + example.arguments)
    #expect(result.status == 1)
    #expect(result.stdout.contains("Assertions: 0 passed, 0 failed"))
    #expect(result.stderr.contains("error: nothing ran: " + example.reason), "\(result.stderr)")
    #expect(result.stderr.contains("--passWithNoTests"))
    let allowed = try BinaryRunner.run(
      ["test"] + Self.example + example.arguments + ["--passWithNoTests"])
    #expect(allowed.status == 0)
    #expect(!allowed.stderr.contains("nothing ran"))
    #expect(allowed.stdout.contains("Assertions: 0 passed, 0 failed"))
  }

  /// A locale the project defines but no assertion uses selects nothing (an unknown one is a
  /// usage error, NewcomerEndToEndTests).
  @Test func aLocaleWithoutAssertionsFails() throws {
    let project = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "locales/de.yml": "description: German\n",
      "messages/greet.yml": "description: Greeting\ntranslations:\n  en: Hello\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
      "tests/messages/greet.spec.yml":
        "message: greet\nassertions:\n  - locale: en\n    expectedTranslation: Hello\n",
    ])
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--locale=de"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("Assertions: 0 passed, 0 failed"))
    #expect(
      result.stderr.contains("error: nothing ran: --locale=de selects no assertion of the"),
      "\(result.stderr)")
  }

  @Test func aFolderThatIsNotAProjectFails() throws {
    let folder = try TemporaryProject.make(["README.md": "not a project\n"])
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(folder.path)", "--builder=native"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("is not a Messagevisor project"), "\(result.stderr)")
    #expect(result.stdout.contains("Test specs: 0 passed, 0 failed"))
  }

  @Test func anEmptyProjectFails() throws {
    let folder = try TemporaryProject.make(["messagevisor.config.json": "{}"])
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(folder.path)", "--builder=native"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("error: nothing ran: the project has no test specs"))
  }

  @Test func jsonStandardOutputIsOneDocumentUnderGitHubActions() throws {
    let result = try BinaryRunner.run(
      ["test"] + (try TemporaryProject.failingArguments()) + ["--json"],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": "/dev/null"])
    #expect(result.status == 1)
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    #expect((document as? [String: Any])?["schemaVersion"] as? Int == 1)
    #expect(result.stderr.contains("::error "), "\(result.stderr)")
  }

  @Test func theProjectsOwnOverlayFolderIsFoundFromAnyWorkingFolder() throws {
    let spec = """
      message: greet
      assertions:
        - description: overlaid
          locale: en
          expectedTranslation: Wrong
      """
    let project = try TemporaryProject.greeting(spec: spec)
    let overlay = """
      overlays:
        - test: messages.greet
          assertion: overlaid
          runtime: swift
          expected: Hello
          reason: the test says so

      """
    let folder = project.appendingPathComponent("expectedByRuntime")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let name = project.lastPathComponent
    try Data(overlay.utf8).write(to: folder.appendingPathComponent("\(name).yml"))
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--runtime=swift"],
      directory: BinaryRunner.fileSystemRoot)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Overlays: \(folder.path)/\(name).yml (1 assertions)"))
    #expect(result.stderr.contains("note: expectations overlaid from"))
  }

  /// Run from a folder inside the project, so both places show relative to it wherever the
  /// temporary folder is.
  @Test func aRunSaysWhenNoOverlayFileWasFound() throws {
    let project = try TemporaryProject.greeting()
    let work = project.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let result = try BinaryRunner.run(
      [
        "test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--quiet",
        "--verbose",
      ],
      directory: work)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.hasSuffix(
        "Overlays: none found (looked for \(project.lastPathComponent).yml in"
          + " ../expectedByRuntime, ./expectedByRuntime)\n"), "\(result.stdout)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  /// Bad data (65) like every other input path that cannot be read, not a usage error.
  @Test func aMissingOverlayFolderIsBadData() throws {
    let result = try BinaryRunner.run(
      ["test"] + Self.example + ["--expectedByRuntimeDirectory=/nonexistent/folder"])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: cannot read /nonexistent/folder: No such file or directory\n")
  }

  @Test func filtersNeverMakeOverlayEntriesStale() throws {
    let project = Self.upstream.appendingPathComponent("project-1")
    try #require(FileManager.default.fileExists(atPath: project.path))
    let result = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--target=swift",
      "--withIcuModule", "--normalizeSpaces", "--keyPattern=^locales\\.en$", "--quiet",
    ])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(!result.stderr.contains("stale overlay entry"), "\(result.stderr)")
    #expect(result.stdout.contains("Overlays: expectedByRuntime/project-1.yml"))
  }

  @Test func quietPrintsTheSummaryLinesOnly() throws {
    let project = Self.upstream.appendingPathComponent("project-1")
    let result = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--target=swift",
      "--withIcuModule", "--normalizeSpaces", "--quiet",
    ])
    // With our overlays every project-1 assertion passes (README, "Upstream suites").
    #expect(result.status == 0, "\(result.stdout)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(result.stdout)")
    #expect(lines.first?.hasPrefix("Test specs: ") == true)
    #expect(lines.last?.hasPrefix("Overlays: expectedByRuntime/project-1.yml") == true)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }
}
