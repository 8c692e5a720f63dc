import Foundation
import Testing

/// Commands that need a few messages read only their files; an unfiltered `test` still reads
/// and validates every file, so a broken file anywhere fails it.
@Suite struct ReadWhatIsNeededEndToEndTests {
  /// The greeting project plus `messages/broken.yml`, which is not valid YAML.
  static func withBrokenFile() throws -> URL {
    let root = try TemporaryProject.greeting()
    try Data("description: [unclosed\n".utf8).write(
      to: root.appendingPathComponent("messages/broken.yml"))
    return root
  }

  static func arguments(_ root: URL) -> [String] {
    ["--projectDirectoryPath=\(root.path)", "--builder=native"]
  }

  @Test func aBrokenFileFailsAnUnfilteredTest() throws {
    let root = try Self.withBrokenFile()
    let result = try BinaryRunner.run(["test"] + Self.arguments(root))
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: messages/broken.yml:"), "\(result.stderr)")
  }

  @Test func evaluatingAnotherMessageDoesNotReadIt() throws {
    let root = try Self.withBrokenFile()
    let result = try BinaryRunner.run(
      ["evaluate", "--message=greet", "--locale=en"] + Self.arguments(root))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Hello\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func evaluatingTheBrokenMessageStillFails() throws {
    let root = try Self.withBrokenFile()
    let result = try BinaryRunner.run(
      ["evaluate", "--message=broken", "--locale=en"] + Self.arguments(root))
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("error: messages/broken.yml:"), "\(result.stderr)")
  }

  @Test func aFilteredTestReadsTheMessagesOfItsSpecsAndSaysSo() throws {
    let root = try Self.withBrokenFile()
    let result = try BinaryRunner.run(["test", "--keyPattern=greet"] + Self.arguments(root))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "note: read 1 of 2 message files, what the selected specs need\n")
    #expect(result.stdout.contains("Assertions: 1 passed, 0 failed\n"))
  }

  @Test func aFilteredRunStillValidatesReferencesByKey() throws {
    // The spec of `greet` is selected; `farewell` is not read but a locale example names it.
    let root = try TemporaryProject.greeting()
    try Data("description: Bye\ntranslations:\n  en: Bye\n".utf8).write(
      to: root.appendingPathComponent("messages/farewell.yml"))
    try Data("description: English\nexamples:\n  - message: farewell\n".utf8).write(
      to: root.appendingPathComponent("locales/en.yml"))
    let result = try BinaryRunner.run(["test", "--keyPattern=greet"] + Self.arguments(root))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Assertions: 1 passed, 0 failed\n"))
  }
}
