import Testing

@testable import MessagevisorProject

/// Assertions are checked at load, in every matrix case, with the authored position.
struct AssertionReaderTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The spec file's path and text, added to the worked example.
    let file: String
    let text: String
    /// The exact `description` of the load error.
    let expected: String
    var testDescription: String { name }
  }

  static let segmentSpec = "tests/segments/web.spec.yml"
  static let messageSpec = "tests/messages/signin.spec.yml"
  static let targetSpec = "tests/targets/web.spec.yml"

  static let references: [Case] = [
    Case(
      name: "undefined segment expected not to match (a false green before)",
      file: segmentSpec,
      text: """
        segment: platform-web
        assertions:
          - segment: nobody
            context: { platform: ios }
            expectedToMatch: false

        """,
      expected: "\(segmentSpec):3:14: unknown segment \"nobody\""),
    Case(
      name: "undefined assertion locale",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - locale: "xx-XX"
            expectedTranslation: Sign in

        """,
      expected: "\(messageSpec):3:13: unknown locale \"xx-XX\""),
    Case(
      name: "undefined assertion target",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - locale: en
            target: watch
            expectedTranslation: Sign in

        """,
      expected: "\(messageSpec):4:13: unknown target \"watch\""),
    Case(
      name: "undefined locale from a matrix case, at the placeholder",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - matrix:
              loc: [en, xx]
            locale: ${{ loc }}
            expectedTranslation: Sign in

        """,
      expected: "\(messageSpec):5:13: unknown locale \"xx\""),
    Case(
      name: "undefined message of a target assertion",
      file: targetSpec,
      text: """
        target: web
        assertions:
          - locale: en-US
            message: auth.nope
            expectedTranslation: x

        """,
      expected: "\(targetSpec):4:14: unknown message \"auth.nope\""),
    Case(
      name: "undefined message in expectedToNotIncludeMessages, at the item",
      file: targetSpec,
      text: """
        target: web
        assertions:
          - locale: en-US
            expectedToNotIncludeMessages:
              - auth.signin
              - auth.gone

        """,
      expected: "\(targetSpec):6:9: unknown message \"auth.gone\""),
    Case(
      name: "undefined target subject",
      file: targetSpec,
      text: "target: watch\nassertions:\n  - locale: en-US\n    expectedToIncludeMessages: []\n",
      expected: "\(targetSpec):1:9: unknown target \"watch\""),
    Case(
      name: "non-string locale",
      file: messageSpec,
      text: "message: auth.signin\nassertions:\n  - locale: 5\n    expectedTranslation: x\n",
      expected:
        "\(messageSpec):3:13: invalid field \"locale\" in message assertion: expected a locale key"),
  ]

  static func load(_ file: String, _ text: String) throws -> Project {
    var files = WorkedExampleFixture.files
    files[file] = text
    let fixture = try TemporaryProject(files)
    return try Project.load(root: fixture.root)
  }

  /// The load error of the worked example with the file added, nil when it loads.
  static func loadError(_ file: String, _ text: String) throws -> ProjectError? {
    var files = WorkedExampleFixture.files
    files[file] = text
    let fixture = try TemporaryProject(files)
    do {
      _ = try Project.load(root: fixture.root)
      return nil
    } catch {
      return error
    }
  }

  static func expectError(_ testCase: Case) throws {
    let error = try loadError(testCase.file, testCase.text)
    #expect(error?.description == testCase.expected)
  }

  @Test(arguments: references)
  func referencesMustExist(_ testCase: Case) throws {
    try Self.expectError(testCase)
  }

  @Test func knownReferencesInEveryMatrixCaseLoad() throws {
    let project = try Self.load(
      Self.messageSpec,
      """
      message: auth.signin
      assertions:
        - matrix:
            loc: [en, en-US]
          locale: ${{ loc }}
          target: web
          expectedTranslation: Sign in

      """)
    #expect(try project.listTests().first?.assertions.count == 2)
  }
}
