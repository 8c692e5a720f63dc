import Foundation
import Testing

/// A project as upstream's generator writes it loads: a field upstream's model has but the
/// JS CLI ignores in that place is a warning at its position and the run passes; a field
/// upstream does not know is still bad data with a suggestion.
@Suite struct UpstreamExampleFieldsEndToEndTests {
  static func project(exampleField: String) throws -> URL {
    try TemporaryProject.greeting().withExample(exampleField)
  }

  @Test func rawMessageInAMessageExampleIsAWarning() throws {
    let root = try Self.project(exampleField: "rawMessage: \"Example 000002\"")
    let result = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(root.path)", "--builder=native",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "warning: messages/greet.yml:7:5: field \"rawMessage\" is not read in a message"
        + " example; ignored\n")
    #expect(result.stdout.contains("Assertions: 1 passed, 0 failed\n"))
  }

  @Test func aFieldUnknownToUpstreamIsBadData() throws {
    let root = try Self.project(exampleField: "rawMesage: x")
    let result = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(root.path)", "--builder=native",
    ])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "error: messages/greet.yml:7:5: unknown field \"rawMesage\" in message example;"
          + " did you mean \"rawMessage\"?\n"), "\(result.stderr)")
  }
}

extension URL {
  /// The greeting project with one message example carrying `field` (`key: value`).
  fileprivate func withExample(_ field: String) throws -> URL {
    let text = """
      description: Greeting
      translations:
        en: Hello
      examples:
        - description: generated
          locale: en
          \(field)

      """
    try Data(text.utf8).write(to: appendingPathComponent("messages/greet.yml"))
    return self
  }
}
