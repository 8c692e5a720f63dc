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

  /// The greeting project with one example of `greet` and a second message without examples.
  static func withExamples(broken: Bool) throws -> URL {
    let root = try broken ? Self.withBrokenFile() : TemporaryProject.greeting()
    try Data(
      """
      description: Greeting
      translations:
        en: Hello
      examples:
        - locale: en
          description: The plain greeting
      """.utf8
    ).write(to: root.appendingPathComponent("messages/greet.yml"))
    try Data("description: Bye\ntranslations:\n  en: Bye\n".utf8).write(
      to: root.appendingPathComponent("messages/farewell.yml"))
    return root
  }

  @Test func examplesOfOneMessageReadOnlyItsFileAndSaySo() throws {
    let root = try Self.withExamples(broken: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(
      ["examples", "--message=greet", "--json"] + Self.arguments(root))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "note: read 1 of 3 message files, the file of greet\n")
    #expect(
      result.stdout
        == #"{"examples":[{"description":"The plain greeting","id":"messages|greet|en|0|-","#
        + #""rendered":"Hello","status":"previewed"}],"#
        + #""summary":{"failed":0,"passed":0,"previewed":1}}"# + "\n")
  }

  @Test(arguments: [
    ("gret", "error: message 'gret' is not in the project (did you mean 'greet'?)\n"),
    ("farewell", "error: message 'farewell' has no examples\n"),
  ])
  func examplesOfAMessageWithoutAnyFail(key: String, stderr: String) throws {
    let root = try Self.withExamples(broken: false)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(["examples", "--message=\(key)"] + Self.arguments(root))
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == stderr)
  }

  @Test func examplesOfOneMessageInALocaleItHasNoExampleInFail() throws {
    let root = try Self.withExamples(broken: false)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("description: German\n".utf8).write(to: root.appendingPathComponent("locales/de.yml"))
    let result = try BinaryRunner.run(
      ["examples", "--message=greet", "--locale=de"] + Self.arguments(root))
    #expect(result.status == 1)
    #expect(result.stderr == "error: message 'greet' has no examples in locale de\n")
  }

  static let inclusion = "  - locale: en\n    expectedToIncludeMessages: [greet]\n"
  static let formats = "  - locale: en\n    expectedFormats: {}\n"

  @Test(arguments: [
    ("greet", inclusion, 0, "note: read 1 of 2 message files, what the selected specs need\n"),
    // Inclusion checks are evaluated on a datafile of the messages they name: only those are
    // read, whatever the target lets in.
    ("\"*\"", inclusion, 0, "note: read 1 of 2 message files, what the selected specs need\n"),
    // An assertion on the formats needs the target's whole datafile: every message it lets in.
    ("\"*\"", inclusion + formats, 65, "error: messages/broken.yml:"),
  ])
  func aTargetSpecReadsWhatItsAssertionsNeed(
    include: String, assertions: String, status: Int32, stderr: String
  ) throws {
    let root = try Self.withBrokenFile()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("description: App\nincludeMessages: \(include)\n".utf8).write(
      to: root.appendingPathComponent("targets/app.yml"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("tests/targets"), withIntermediateDirectories: true)
    try Data(("target: app\nassertions:\n" + assertions).utf8)
      .write(to: root.appendingPathComponent("tests/targets/app.spec.yml"))
    let result = try BinaryRunner.run(["test", "--keyPattern=app"] + Self.arguments(root))
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stderr.hasPrefix(stderr), "\(result.stderr)")
    if status == 0 {
      #expect(result.stdout.contains("Assertions: 1 passed, 0 failed\n"))
    }
  }
}
