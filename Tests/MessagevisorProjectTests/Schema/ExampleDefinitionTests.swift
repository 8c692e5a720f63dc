import Testing

@testable import MessagevisorProject

/// Examples are checked at load, in every matrix case, with the authored position.
struct ExampleDefinitionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The file's path and text, replacing the worked example's.
    let file: String
    let text: String
    /// The exact `description` of the load error.
    let expected: String
    var testDescription: String { name }
  }

  static let message = "messages/billing/total.yml"
  static let locale = "locales/nl.yml"

  static let cases: [Case] = [
    Case(
      name: "undefined locale of a message example",
      file: message,
      text: """
        description: Total
        translations: { en: Total }
        examples:
          - locale: "xx-XX"

        """,
      expected: "\(message):4:13: unknown locale \"xx-XX\""),
    Case(
      name: "undefined locale from a matrix case, at the placeholder",
      file: message,
      text: """
        description: Total
        translations: { en: Total }
        examples:
          - matrix:
              loc: [en, xx]
            locale: ${{ loc }}

        """,
      expected: "\(message):6:13: unknown locale \"xx\""),
    Case(
      name: "unknown matrix variable in an example",
      file: message,
      text: """
        description: Total
        translations: { en: Total }
        examples:
          - matrix:
              loc: [en]
            locale: ${{ loc }}
            description: Total in ${{ lang }}

        """,
      expected: "\(message):7:18: unknown matrix variable \"lang\" (the matrix defines loc)"),
    Case(
      name: "empty matrix axis in an example",
      file: message,
      text: """
        description: Total
        translations: { en: Total }
        examples:
          - matrix:
              loc: []
            locale: ${{ loc }}

        """,
      expected: "\(message):5:12: matrix axis \"loc\" is an empty list, so it expands to no cases"
    ),
    Case(
      name: "currency of an example that is not a code",
      file: locale,
      text: """
        description: Dutch
        examples:
          - rawMessage: "{n, number, ::currency/EUR}"
            currency: 5

        """,
      expected:
        "\(locale):4:15: invalid field \"currency\" in locale example: expected a three-letter "
        + "ISO 4217 currency code such as \"EUR\""),
    Case(
      name: "undefined message of a locale example",
      file: locale,
      text: """
        description: Dutch
        examples:
          - message: auth.nope

        """,
      expected: "\(locale):3:14: unknown message \"auth.nope\""),
  ]

  @Test(arguments: cases)
  func examplesAreCheckedAtLoad(_ testCase: Case) throws {
    let error = try WorkedExampleFixture.loadError(testCase.file, testCase.text)
    #expect(error?.description == testCase.expected)
  }
}

/// Fields upstream's example model has but the JS CLI does not read in that kind of example
/// are warnings at their key; fields upstream does not know stay errors with a suggestion.
struct UpstreamExampleFieldTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let text: String
    /// The exact warnings of the load (the load succeeds).
    let warnings: [String]
    var testDescription: String { name }
  }

  static let message = ExampleDefinitionTests.message
  static let locale = ExampleDefinitionTests.locale

  static let ignored: [Case] = [
    Case(
      name: "rawMessage in a message example (upstream's generator writes it)",
      file: message,
      text: """
        description: Total
        translations: { en: Total }
        examples:
          - description: generated
            locale: en
            rawMessage: "Example 000002"

        """,
      warnings: [
        "\(message):6:5: field \"rawMessage\" is not read in a message example; ignored"
      ]),
    Case(
      name: "message in a message example, even naming no message",
      file: message,
      text: """
        description: Total
        translations: { en: Total }
        examples:
          - locale: en
            message: auth.nope

        """,
      warnings: ["\(message):5:5: field \"message\" is not read in a message example; ignored"]),
    Case(
      name: "locale in a locale example",
      file: locale,
      text: """
        description: Dutch
        examples:
          - rawMessage: "{n, number}"
            locale: nl
            values: { n: 3 }

        """,
      warnings: ["\(locale):4:5: field \"locale\" is not read in a locale example; ignored"]),
  ]

  @Test(arguments: ignored)
  func aFieldUpstreamIgnoresThereIsAWarning(_ testCase: Case) throws {
    let warnings = try WorkedExampleFixture.loadWarnings(testCase.file, testCase.text)
    #expect(warnings == testCase.warnings)
  }

  static let unknown: [(text: String, expected: String)] = [
    (
      "description: Total\ntranslations: { en: Total }\nexamples:\n  - locale: en\n"
        + "    rawMesage: x\n",
      "\(message):5:5: unknown field \"rawMesage\" in message example; did you mean \"rawMessage\"?"
    ),
    (
      "description: Total\ntranslations: { en: Total }\nexamples:\n  - locale: en\n"
        + "    valuse: {}\n",
      "\(message):5:5: unknown field \"valuse\" in message example; did you mean \"values\"?"
    ),
  ]

  @Test(arguments: unknown)
  func aFieldUnknownToUpstreamStaysAnError(_ text: String, _ expected: String) throws {
    let error = try WorkedExampleFixture.loadError(Self.message, text)
    #expect(error?.description == expected)
  }
}
