import Foundation
import Testing

/// A config the native runner cannot honour exactly stops every project command with exit 65
/// and an error naming the file and position: no crash on hostile nesting, no module or
/// option dropped silently, no duplicate key resolved quietly.
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
      expected: "error: \(js):1:274: arrays and objects nested deeper than 256 levels"),
    Case(
      name: "unknown module name",
      files: [json: #"{"sourceLocale": "en", "modules": ["icuu"]}"#],
      expected: "error: \(json):1:36: invalid config option \"modules\": unknown module \"icuu\";"
        + " did you mean \"icu\"? Known: icu, interpolation, missingTranslations"
        + " (createICUModule(), createInterpolationModule(), createMissingTranslationsModule())"),
    Case(
      name: "unknown module call in a JS config",
      files: [json: nil, js: "module.exports = { modules: [createFooModule()] };\n"],
      expected: "error: \(js):1:30: invalid config option \"modules\": unknown module"
        + " \"createFooModule\". Known: icu, interpolation, missingTranslations"
        + " (createICUModule(), createInterpolationModule(), createMissingTranslationsModule())"),
    Case(
      name: "unknown option",
      files: [json: #"{"sourceLocale": "en", "modules": ["icu"], "modulez": 1}"#],
      expected: "error: \(json):1:44: Unknown Messagevisor configuration option(s): modulez."
        + " Did you mean \"modules\"?"),
    Case(
      name: "duplicate key in the JSON config",
      files: [json: #"{"sourceLocale": "en", "sourceLocale": "de-DE"}"#],
      expected: "error: \(json):1:24: duplicate key 'sourceLocale' (first defined at 1:2)"),
    Case(
      name: "a folder named like the JSON config",
      files: [json: nil, js: "module.exports = { sourceLocale: \"en\" };\n"], folders: [json],
      expected: "error: \(json) is a folder, not a file"),
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
