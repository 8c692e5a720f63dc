/// Where a test spec is written: its file and the line of each authored assertion.
package struct TestSource: Sendable, Hashable {
  /// The spec file, absolute.
  package let file: String
  /// The line the spec's mapping starts on.
  let line: Int
  /// The line of each authored assertion (the list item), by `assertionIndex`.
  let assertionLines: [Int]

  /// The line of the authored assertion `index`, else the spec's line.
  package func line(ofAssertion index: Int) -> Int {
    assertionLines.indices.contains(index) ? assertionLines[index] : line
  }
}

extension Project {
  /// The file and assertion lines of the test spec `key`, nil for an unknown key.
  package func testSource(_ key: String) -> TestSource? {
    guard let test = tests[key] else { return nil }
    let file = test.file.hasPrefix("/") ? test.file : root + "/" + test.file
    return TestSource(
      file: file, line: test.position.line, assertionLines: test.assertionPositions.map(\.line))
  }
}
