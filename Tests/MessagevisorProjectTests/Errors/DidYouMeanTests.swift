import Testing

@testable import MessagevisorProject

/// Suggestions for mistyped words: close words are suggested, far ones are not.
@Suite struct DidYouMeanTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let word: String
    let candidates: [String]
    let expected: String?
    var testDescription: String { "\(word) → \(expected ?? "nil")" }
  }

  static let cases: [Case] = [
    Case(word: "tset", candidates: ["test", "evaluate", "examples"], expected: "test"),
    Case(word: "onlyFailure", candidates: ["onlyFailures", "quiet"], expected: "onlyFailures"),
    Case(
      word: "expectedTranslaton", candidates: ["expectedTranslation", "expectedByRuntime"],
      expected: "expectedTranslation"),
    Case(word: "swfit", candidates: ["ios", "swift", "web"], expected: "swift"),
    Case(word: "SWIFT", candidates: ["swift"], expected: "swift"),
    Case(word: "frobnicate", candidates: ["test", "evaluate"], expected: nil),
    Case(word: "x", candidates: ["json", "jobs"], expected: nil),
    Case(word: "test", candidates: ["test"], expected: nil),
  ]

  @Test(arguments: cases)
  func suggests(_ example: Case) {
    #expect(DidYouMean.suggestion(for: example.word, among: example.candidates) == example.expected)
  }

  @Test(arguments: [("abc", "abc", 0), ("abc", "acb", 1), ("kitten", "sitting", 3), ("", "ab", 2)])
  func editDistance(_ left: String, _ right: String, _ distance: Int) {
    #expect(DidYouMean.editDistance(left, right) == distance)
  }
}
