import Foundation
import Testing

/// README's CLI reference names every command and option the binary accepts.
@Suite struct ReadmeReferenceTests {
  static let commands = [
    "test", "evaluate", "examples", "benchmark", "project", "conformance", "generate-code",
    "format-cases", "plugin-build",
  ]

  @Test(arguments: commands)
  func readmeListsEveryOption(command: String) throws {
    let readme = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let help = try BinaryRunner.run([command, "--help"])
    #expect(help.status == 0)
    let options = help.stdout.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("-") else { return nil }
      return trimmed.split(whereSeparator: { $0 == " " || $0 == "=" }).first.map(String.init)
    }
    #expect(!options.isEmpty)
    for option in options {
      #expect(readme.contains(option), "README does not mention \(option) of \(command)")
    }
    #expect(readme.contains("| `\(command)` |"), "README's command table lacks \(command)")
  }
}
