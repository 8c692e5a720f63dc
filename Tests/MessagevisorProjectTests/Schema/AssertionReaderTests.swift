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
        "\(messageSpec):3:13: invalid field \"locale\" in message assertion: "
        + "expected a locale key"),
  ]

  static func load(_ file: String, _ text: String) throws -> Project {
    var files = WorkedExampleFixture.files
    files[file] = text
    let fixture = try TemporaryProject(files)
    return try Project.load(root: fixture.root)
  }

  static let shapes: [Case] = [
    Case(
      name: "no assertions key",
      file: messageSpec, text: "message: auth.signin\n",
      expected: "\(messageSpec):1:1: missing required field \"assertions\" in test"),
    Case(
      name: "empty assertions",
      file: messageSpec, text: "message: auth.signin\nassertions: []\n",
      expected:
        "\(messageSpec):2:13: invalid field \"assertions\" in test: "
        + "expected a list of at least one assertion"),
    Case(
      name: "two subjects",
      file: messageSpec,
      text: """
        message: auth.signin
        segment: platform-web
        assertions:
          - locale: en
            expectedTranslation: Sign in

        """,
      expected: "\(messageSpec):2:1: \"message\" and \"segment\" cannot be used together in test"),
    Case(
      name: "expectedToMatch as a quoted string",
      file: segmentSpec,
      text: """
        segment: platform-web
        assertions:
          - segment: platform-web
            expectedToMatch: "true"

        """,
      expected:
        "\(segmentSpec):4:22: invalid field \"expectedToMatch\" in segment assertion: "
        + "expected true or false (unquoted)"),
    Case(
      name: "expectedToMatch from a matrix, not a boolean",
      file: segmentSpec,
      text: """
        segment: platform-web
        assertions:
          - matrix:
              match: ["yes"]
            segment: platform-web
            expectedToMatch: ${{ match }}

        """,
      expected:
        "\(segmentSpec):6:22: invalid field \"expectedToMatch\" in segment assertion: "
        + "expected true or false from every matrix case"),
    Case(
      name: "expectedTranslation as a number",
      file: messageSpec,
      text: "message: auth.signin\nassertions:\n  - locale: en\n    expectedTranslation: 5\n",
      expected:
        "\(messageSpec):4:26: invalid field \"expectedTranslation\" in message assertion: "
        + "expected a string (quote it)"),
    Case(
      name: "unknown time zone",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - locale: en
            timeZone: "Mars/Olympus"
            expectedTranslation: Sign in

        """,
      expected:
        "\(messageSpec):4:15: invalid field \"timeZone\" in message assertion: "
        + "expected an IANA time zone such as \"Europe/Amsterdam\" or \"UTC\""),
    Case(
      name: "currency as a number",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - locale: en
            currency: 5
            expectedTranslation: Sign in

        """,
      expected:
        "\(messageSpec):4:15: invalid field \"currency\" in message assertion: "
        + "expected a three-letter ISO 4217 currency code such as \"EUR\""),
    Case(
      name: "currency symbol instead of a code",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - locale: en
            currency: "€"
            expectedTranslation: Sign in

        """,
      expected:
        "\(messageSpec):4:15: invalid field \"currency\" in message assertion: "
        + "expected a three-letter ISO 4217 currency code such as \"EUR\""),
    Case(
      name: "flag value that is not a boolean",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - locale: en
            withFlags:
              beta-login: "yes"
            expectedTranslation: Sign in

        """,
      expected:
        "\(messageSpec):5:19: invalid field \"withFlags.beta-login\" in message assertion: "
        + "expected true or false"),
    Case(
      name: "expectedByRuntime entry that is not a string",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - locale: en
            expectedTranslation: Sign in
            expectedByRuntime: { swift: 5 }

        """,
      expected:
        "\(messageSpec):5:33: invalid field \"expectedByRuntime.swift\" in message assertion: "
        + "expected a string (quote it)"),
    Case(
      name: "message assertion without expectedTranslation",
      file: messageSpec, text: "message: auth.signin\nassertions:\n  - locale: en\n",
      expected:
        "\(messageSpec):3:5: missing required field \"expectedTranslation\" in message assertion"),
    Case(
      name: "segment assertion without expectedToMatch",
      file: segmentSpec,
      text: "segment: platform-web\nassertions:\n  - segment: platform-web\n",
      expected:
        "\(segmentSpec):3:5: missing required field \"expectedToMatch\" in segment assertion"),
    Case(
      name: "locale assertion rawMessage without expectedTranslation",
      file: "tests/locales/en.spec.yml",
      text: "locale: en\nassertions:\n  - rawMessage: \"{n, number}\"\n",
      expected:
        "tests/locales/en.spec.yml:3:5: \"rawMessage\" in locale assertion needs "
        + "\"expectedTranslation\""),
    Case(
      name: "target assertion with rawMessage and message",
      file: targetSpec,
      text: """
        target: web
        assertions:
          - locale: en-US
            rawMessage: Hi
            message: auth.signin
            expectedTranslation: Hi

        """,
      expected:
        "\(targetSpec):5:5: \"rawMessage\" and \"message\" cannot be used together in "
        + "target assertion"),
    Case(
      name: "target assertion with nothing to check",
      file: targetSpec, text: "target: web\nassertions:\n  - locale: en-US\n",
      expected:
        "\(targetSpec):3:5: target assertion has nothing to check: it needs "
        + "\"expectedToIncludeMessages\", \"expectedToNotIncludeMessages\", "
        + "\"expectedFormats\" or \"expectedTranslation\""),
  ]

  static let placeholders: [Case] = [
    Case(
      name: "unknown matrix variable (rendered as undefined before)",
      file: segmentSpec,
      text: """
        segment: platform-web
        assertions:
          - matrix:
              country: [DE]
            description: "${{ cuntry }} is in the region"
            segment: platform-web
            expectedToMatch: false

        """,
      expected:
        "\(segmentSpec):5:18: unknown matrix variable \"cuntry\" (the matrix defines country)"),
    Case(
      name: "unknown matrix variable nested in the context",
      file: segmentSpec,
      text: """
        segment: platform-web
        assertions:
          - matrix:
              country: [DE]
            segment: platform-web
            context:
              country: ${{ nope }}
            expectedToMatch: false

        """,
      expected:
        "\(segmentSpec):7:16: unknown matrix variable \"nope\" (the matrix defines country)"),
    Case(
      name: "unterminated placeholder (kept as literal text before)",
      file: segmentSpec,
      text: """
        segment: platform-web
        assertions:
          - matrix:
              country: [DE]
            description: "${{ country is in the region"
            segment: platform-web
            expectedToMatch: false

        """,
      expected:
        "\(segmentSpec):5:18: malformed placeholder in \"${{ country is in the region\": "
        + "write ${{ name }}, closed by }}"),
    Case(
      name: "placeholder without a name",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - matrix:
              loc: [en]
            locale: en
            description: "${{ }}"
            expectedTranslation: Sign in

        """,
      expected:
        "\(messageSpec):6:18: malformed placeholder in \"${{ }}\": write ${{ name }}, closed by }}"
    ),
    Case(
      name: "placeholder in an assertion without a matrix",
      file: messageSpec,
      text: """
        message: auth.signin
        assertions:
          - locale: en
            context: { platform: "${{ p }}" }
            expectedTranslation: Sign in

        """,
      expected:
        "\(messageSpec):4:26: placeholder ${{ p }} without a matrix: nothing fills it in"),
    Case(
      name: "empty matrix axis (dropped the assertion before)",
      file: segmentSpec,
      text: """
        segment: platform-web
        assertions:
          - matrix:
              country: []
            segment: platform-web
            context:
              country: ${{ country }}
            expectedToMatch: false

        """,
      expected:
        "\(segmentSpec):4:16: matrix axis \"country\" is an empty list, so it expands to no cases"
    ),
  ]

  @Test(arguments: placeholders)
  func placeholdersNeedTheirMatrix(_ testCase: Case) throws {
    try Self.expectError(testCase)
  }

  @Test(arguments: shapes)
  func shapesFollowTheSpecFormat(_ testCase: Case) throws {
    try Self.expectError(testCase)
  }

  /// A matrix may fill `expectedToMatch` and flags with the strings "true" and "false".
  @Test func booleanStringsFromAMatrixLoad() throws {
    let error = try WorkedExampleFixture.loadError(
      Self.segmentSpec,
      """
      segment: platform-web
      assertions:
        - matrix:
            match: ["true", "false"]
          segment: platform-web
          expectedToMatch: ${{ match }}

      """)
    #expect(error == nil, "\(String(describing: error))")
  }

  static func expectError(_ testCase: Case) throws {
    let error = try WorkedExampleFixture.loadError(testCase.file, testCase.text)
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
