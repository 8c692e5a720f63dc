import Foundation
import Messagevisor
import MessagevisorICU
import Testing

@testable import MessagevisorCLI
@testable import MessagevisorProject

/// SLOW (about 3.5 minutes on a cold cache on 2 busy cores, 15-20 s warm): a scratch package
/// outside the repository uses `MessagevisorPlugin` on a copy of `projects/example`, builds, runs,
/// is rebuilt after edits and with a broken YAML file, and runs `swift package messagevisor test`.
///
/// Skip with `MESSAGEVISOR_SKIP_COMPILE_TESTS=1` (like `GeneratedCodeCompileTests`).
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["MESSAGEVISOR_SKIP_COMPILE_TESTS"] != "1",
    "MESSAGEVISOR_SKIP_COMPILE_TESTS=1"),
  .timeLimit(.minutes(20)))
struct BuildPluginEndToEndTests {
  private let message = "example/messages/auth/signIn/title.yml"
  private let toolLine = "Messagevisor: L10n and "

  @Test func buildPluginGeneratesBundlesAndRegenerates() throws {
    try PluginScratchPackage.write(main: PluginAppSource.main)
    let first = try PluginScratchPackage.build()
    try #require(first.status == 0, "swift build failed:\n\(first.output)")
    try expectAppOutput()

    // SwiftPM re-links the plugin's tool once after a cold build (or after
    // `swift package messagevisor`); the tool then re-runs because its executable changed.
    let settle = try PluginScratchPackage.build()
    #expect(settle.status == 0, "\(settle.output)")
    if settle.output.contains(toolLine) {
      #expect(settle.output.contains("Linking messagevisor-swift-tool"), "\(settle.output)")
    }
    let unchanged = try PluginScratchPackage.build()
    #expect(unchanged.status == 0, "\(unchanged.output)")
    #expect(
      !unchanged.output.contains(toolLine), "the tool ran without edits:\n\(unchanged.output)")

    try PluginScratchPackage.touch(message)
    let touched = try PluginScratchPackage.build()
    #expect(touched.status == 0, "\(touched.output)")
    #expect(touched.output.contains(toolLine), "a touched YAML did not re-run:\n\(touched.output)")

    let original = try PluginScratchPackage.read(message)
    let edited = original.replacingOccurrences(
      of: "  en: \"", with: "  en: \"Edited \(UInt32.random(in: 1000...9999)) ")
    try #require(edited != original)
    try PluginScratchPackage.replace(message, with: edited)
    let rebuilt = try PluginScratchPackage.build()
    #expect(rebuilt.status == 0, "\(rebuilt.output)")
    #expect(rebuilt.output.contains(toolLine), "\(rebuilt.output)")
    try expectAppOutput()
    try PluginScratchPackage.write(main: PluginAppSource.main)
  }

  @Test func brokenYAMLFailsTheBuildWithItsPosition() throws {
    try PluginScratchPackage.write(main: PluginAppSource.main)
    try PluginScratchPackage.replace(
      message, with: "description: broken\ntranslations:\n  en: [unclosed\n")
    let expected = try expectedDiagnostic()
    let broken = try PluginScratchPackage.build()
    #expect(broken.status != 0, "\(broken.output)")
    #expect(broken.output.contains(expected), "expected \(expected) in:\n\(broken.output)")
    try PluginScratchPackage.write(main: PluginAppSource.main)
    let restored = try PluginScratchPackage.build()
    #expect(restored.status == 0, "\(restored.output)")
  }

  @Test func commandPluginRunsTheProjectTests() async throws {
    try PluginScratchPackage.write(main: PluginAppSource.main)
    let result = try PluginScratchPackage.command(["test", "--normalizeSpaces"])
    #expect(result.status == 0, "\(result.output)")
    let (console, captured) = Console.capturing()
    let arguments = [
      "test", "--projectDirectoryPath=\(PluginScratchPackage.project.path)", "--target=swift",
      "--normalizeSpaces",
    ]
    let code = await MessagevisorCLI.run(arguments, console: console)
    #expect(code == 0)
    let summary = captured.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix("Test specs:") || $0.hasPrefix("Assertions:")
    }
    #expect(summary.count == 2)
    for line in summary {
      #expect(result.output.contains(line), "missing '\(line)' in:\n\(result.output)")
    }
  }

  /// The app's lines, computed in-process from the project copy as it is now.
  private func expectAppOutput() throws {
    let project = try Project.load(root: PluginScratchPackage.project.path)
    let sdk = createMessagevisor(
      MessagevisorOptions(logLevel: .fatal, modules: [createICUModule()]))
    var locales: [String] = []
    for line in try project.buildDatafiles(target: "swift").datafiles {
      let datafile = try DatafileContent.fromJSON(line)
      locales.append(datafile.locale)
      sdk.setDatafile(datafile)
    }
    let title = try sdk.translate(
      "auth.signIn.title", options: TranslateOptions(locale: "en"))
    let hint = try sdk.translate(
      "auth.signUp.passwordHint", values: ["min": 12], options: TranslateOptions(locale: "de-DE"))
    let expected = [
      "bundled: " + locales.joined(separator: ","),
      "remote: " + locales.sorted().joined(separator: ","),
      "title en: " + title,
      "hint de-DE: " + hint,
    ]
    #expect(locales.count > 1)
    let run = try PluginScratchPackage.runApp()
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.split(separator: "\n").map(String.init) == expected)
  }

  /// `<absolute file>:line:col: error: message` of the project copy's load error.
  private func expectedDiagnostic() throws -> String {
    let root = PluginScratchPackage.project.path
    do {
      _ = try Project.load(root: root)
    } catch {
      let position = try #require(error.position)
      return "\(root)/\(position.file):\(position.line):\(position.column): error: "
        + error.message
    }
    Issue.record("the broken project loaded")
    return "<no error>"
  }
}
