import Testing

@testable import MessagevisorProject

/// `${{ … }}` text that matrix expansion would not fill as written is refused.
struct PlaceholderCheckTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let variables: [String]
    /// The error message, nil when the text is fine.
    let expected: String?
    var testDescription: String { "\(text) with \(variables)" }
  }

  static let cases: [Case] = [
    Case(text: "no placeholder", variables: [], expected: nil),
    Case(text: "${{ a }} and ${{b}}", variables: ["a", "b"], expected: nil),
    Case(text: "$ {{ a }} and {{ b }}", variables: [], expected: nil),
    Case(
      text: "${{ a }} and ${{ c }}", variables: ["a", "b"],
      expected: "unknown matrix variable \"c\" (the matrix defines a, b)"),
    Case(
      text: "${{ a }}", variables: [],
      expected: "placeholder ${{ a }} without a matrix: nothing fills it in"),
    Case(
      text: "${{ a", variables: ["a"],
      expected: "malformed placeholder in \"${{ a\": write ${{ name }}, closed by }}"),
    Case(
      text: "${{ a }} ${{", variables: ["a"],
      expected: "malformed placeholder in \"${{ a }} ${{\": write ${{ name }}, closed by }}"),
    Case(
      text: "${{   }}", variables: ["a"],
      expected: "malformed placeholder in \"${{   }}\": write ${{ name }}, closed by }}"),
    Case(
      text: "${{ a} }}", variables: ["a"],
      expected: "malformed placeholder in \"${{ a} }}\": write ${{ name }}, closed by }}"),
  ]

  @Test(arguments: cases)
  func placeholdersNameAMatrixVariable(_ testCase: Case) {
    let position = SourcePosition(file: "t.yml", line: 1, column: 1, offset: 0)
    do {
      try PlaceholderCheck.check(testCase.text, at: position, variables: testCase.variables)
      #expect(testCase.expected == nil)
    } catch {
      #expect(error.message == testCase.expected)
    }
  }
}
