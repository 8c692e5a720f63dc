import Foundation
import Testing

/// A config the native runner cannot read stops every project command with exit 65 and an
/// error naming the file and position: no crash on hostile nesting.
@Suite struct ConfigValidationEndToEndTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// Config files written over the valid project (nil removes one).
    let files: [String: String?]
    /// Folders created after the files.
    var folders: [String] = []
    /// The first line of standard error.
    let expected: String
    var testDescription: String { name }
  }

  static let commands: [[String]] = [
    ["test", "--builder=native"],
    ["evaluate", "--builder=native", "--message=auth.signin", "--locale=en"],
    ["project", "build", "--json", "--target=web", "--locale=en-US"],
  ]

  static let json = "messagevisor.config.json"
  static let js = "messagevisor.config.js"

  static let cases: [Case] = [
    Case(
      name: "JS config nested 2,000 levels deep",
      files: [json: nil, js: "module.exports = " + String(repeating: "[", count: 2_000)],
      expected: "error: \(js):1:274: arrays and objects nested deeper than 256 levels")
  ]

  @Test(arguments: cases)
  func refusedWithFileAndPosition(_ example: Case) throws {
    let root = try ProjectFolder.make(example.files, folders: example.folders)
    defer { ProjectFolder.remove(root) }
    for command in Self.commands {
      let result = try BinaryRunner.run(command + ["--projectDirectoryPath=\(root.path)"])
      #expect(result.status == 65, "\(command[0]): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(command[0])")
      let first = result.stderr.split(separator: "\n").first.map(String.init)
      #expect(first == example.expected, "\(command[0])")
    }
  }
}
