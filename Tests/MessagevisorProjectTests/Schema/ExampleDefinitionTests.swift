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
