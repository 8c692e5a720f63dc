import Foundation
import Testing

/// A `GITHUB_STEP_SUMMARY` the run cannot append to; `{dir}` stands for the project folder.
struct StepSummaryCase: Sendable, CustomTestStringConvertible {
  let name: String
  let summaryPath: String
  let failing: Bool
  let warning: String
  var testDescription: String { name }
}

/// Under GitHub Actions a step summary that cannot be written is a warning on standard error
/// naming the path and the reason, never silence; the exit code stays the tests' verdict.
@Suite struct StepSummaryEndToEndTests {
  static let cases: [StepSummaryCase] = [
    StepSummaryCase(
      name: "a folder, passing run", summaryPath: "{dir}/tests", failing: false,
      warning: "warning: cannot write the step summary to {dir}/tests: Is a directory\n"),
    StepSummaryCase(
      name: "a missing folder, failing run", summaryPath: "{dir}/gone/summary.md", failing: true,
      warning: "warning: cannot write the step summary to {dir}/gone/summary.md: No such file "
        + "or directory\n"),
    StepSummaryCase(
      name: "under a file", summaryPath: "{dir}/messagevisor.config.json/summary.md",
      failing: false,
      warning: "warning: cannot write the step summary to {dir}/messagevisor.config.json/"
        + "summary.md: Not a directory\n"),
    StepSummaryCase(
      name: "empty", summaryPath: "", failing: true,
      warning: "warning: GITHUB_STEP_SUMMARY is empty; no step summary written\n"),
  ]

  @Test(arguments: cases)
  func anUnwritableStepSummaryIsAWarning(_ example: StepSummaryCase) throws {
    let root = try example.failing ? TemporaryProject.failing() : TemporaryProject.greeting()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = example.summaryPath.replacingOccurrences(of: "{dir}", with: root.path)
    let result = try BinaryRunner.run(
      ["test", "--builder=native", "--quiet"], directory: root,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": path])
    #expect(result.status == (example.failing ? 1 : 0))
    #expect(result.stdout.contains(example.failing ? "1 passed, 1 failed" : "1 passed, 0 failed"))
    let warnings = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.hasPrefix("warning: ") }
      .map { $0 + "\n" }
    let expected = example.warning.replacingOccurrences(of: "{dir}", with: root.path)
    #expect(warnings == [Substring(expected)])
  }
}
