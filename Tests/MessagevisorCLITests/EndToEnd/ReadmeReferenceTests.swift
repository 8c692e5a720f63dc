import Foundation
import Testing

/// The CLI reference (`docs/cli-reference.md`) names every command and option the binary accepts.
@Suite struct ReadmeReferenceTests {
  static let commands = [
    "test", "evaluate", "examples", "benchmark", "project", "conformance", "generate-code",
    "format-cases", "plugin-build", "cache", "import", "export",
  ]

  @Test(arguments: commands)
  func readmeListsEveryOption(command: String) throws {
    let readme = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("docs/cli-reference.md"),
      encoding: .utf8)
    let help = try BinaryRunner.run([command, "--help"])
    #expect(help.status == 0)
    let options = help.stdout.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("-") else { return nil }
      return trimmed.split(whereSeparator: { $0 == " " || $0 == "=" }).first.map(String.init)
    }
    #expect(!options.isEmpty)
    for option in options {
      #expect(
        readme.contains(option), "docs/cli-reference.md does not mention \(option) of \(command)")
    }
    #expect(
      readme.contains("| `\(command)` |"), "docs/cli-reference.md's command table lacks \(command)")
  }

  /// The CLI reference's `<details>` block of each command is its `--help` up to the exit
  /// codes, line for line, so the reference cannot drift from the option declarations.
  @Test(arguments: commands)
  func readmeHelpBlockIsTheHelpOutput(command: String) throws {
    let readme = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("docs/cli-reference.md"),
      encoding: .utf8)
    let help = try BinaryRunner.run([command, "--help"])
    #expect(help.status == 0)
    let block = try #require(
      Self.helpBlock(of: command, in: readme), "no help block for \(command)")
    let printed = help.stdout.components(separatedBy: "\nEXIT CODES:").first ?? ""
    #expect(Self.lines(block) == Self.lines(printed))
  }

  /// The text between the opening and closing fences of a command's `<details>` block.
  static func helpBlock(of command: String, in readme: String) -> String? {
    let opening = "<details><summary><code>\(command)</code></summary>\n\n```\n"
    guard let start = readme.range(of: opening) else { return nil }
    guard let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex) else {
      return nil
    }
    return String(readme[start.upperBound..<end.lowerBound])
  }

  /// The lines without trailing blank ones.
  static func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    return lines
  }
}
