import Foundation
import Testing

struct UsageCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let culprit: String
  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite struct SkeletonEndToEndTests {
  @Test func version() throws {
    let result = try BinaryRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "0.2.0\n")
    #expect(result.stderr.isEmpty)
  }

  @Test(arguments: [
    ["--help"], ["help"], ["test", "--help"], ["help", "test"], ["evaluate", "-h"],
  ])
  func help(arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.contains("EXIT CODES:"))
    #expect(result.stdout.contains("64  usage error"))
    #expect(result.stderr.isEmpty)
  }

  static let usageCases: [UsageCase] = [
    UsageCase(arguments: ["test", "--bogus"], culprit: "--bogus"),
    UsageCase(arguments: ["frobnicate"], culprit: "frobnicate"),
    UsageCase(arguments: ["test", "--target"], culprit: "--target"),
    UsageCase(arguments: ["test", "--jobs=0"], culprit: "--jobs"),
    UsageCase(arguments: ["test", "--jobs", "many"], culprit: "--jobs"),
    UsageCase(arguments: ["test", "--keyPattern=("], culprit: "--keyPattern"),
    UsageCase(arguments: ["evaluate", "--values={bad"], culprit: "--values"),
    UsageCase(arguments: ["evaluate", "--context=[1]"], culprit: "--context"),
    UsageCase(arguments: ["test", "--builder=maven"], culprit: "--builder"),
    UsageCase(arguments: ["test", "--quiet=maybe"], culprit: "--quiet"),
    UsageCase(arguments: ["test", "stray"], culprit: "stray"),
    UsageCase(arguments: ["help", "nope"], culprit: "nope"),
  ]

  @Test(arguments: usageCases)
  func usageErrorsExit64(_ example: UsageCase) throws {
    let result = try BinaryRunner.run(example.arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains(example.culprit))
  }

  @Test func noCommandIsUsage() throws {
    let result = try BinaryRunner.run([])
    #expect(result.status == 64)
    #expect(result.stderr.contains("missing command"))
  }

  @Test func missingProjectFolderIsBadData() throws {
    let result = try BinaryRunner.run([
      "test", "--projectDirectoryPath=/nonexistent/project", "--builder=native",
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains("/nonexistent/project"))
  }
}
