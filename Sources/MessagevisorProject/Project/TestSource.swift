/// Where a test spec is written: its file, the line of each authored assertion and the
/// position of each authored `rawMessage`.
package struct TestSource: Sendable, Hashable {
  /// An authored `rawMessage`: its text (before matrix substitution) and where its value
  /// starts.
  package struct RawMessage: Sendable, Hashable {
    package let text: String
    package let position: SourcePosition
  }

  /// The spec file, absolute.
  package let file: String
  /// The line the spec's mapping starts on.
  let line: Int
  /// The line of each authored assertion (the list item), by `assertionIndex`.
  let assertionLines: [Int]
  /// The authored `rawMessage` of each assertion that has one, by `assertionIndex`.
  var rawMessages: [Int: RawMessage] = [:]

  /// The line of the authored assertion `index`, else the spec's line.
  package func line(ofAssertion index: Int) -> Int {
    assertionLines.indices.contains(index) ? assertionLines[index] : line
  }

  /// The authored `rawMessage` of assertion `index`, if it has one.
  package func rawMessage(ofAssertion index: Int) -> RawMessage? {
    rawMessages[index]
  }
}

extension Project {
  /// The file and assertion lines of the test spec `key`, nil for an unknown key.
  package func testSource(_ key: String) -> TestSource? {
    guard let test = tests[key] else { return nil }
    return TestSource(
      file: test.position.path(under: root), line: test.position.line,
      assertionLines: test.assertionPositions.map(\.line),
      rawMessages: test.rawMessages)
  }
}
