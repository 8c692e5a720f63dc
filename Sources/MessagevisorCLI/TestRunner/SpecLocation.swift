import MessagevisorProject

/// Where an assertion is written, as reports show it: the spec file relative to the working
/// directory and the line of the assertion's list item.
struct SpecLocation: Sendable, Hashable, Encodable {
  let file: String
  let line: Int

  /// The locations of every selected spec's assertions, by spec key.
  struct Table: Sendable {
    let sources: [String: TestSource]
    let currentDirectory: String

    /// The location of the authored assertion `index` of spec `key`.
    func location(key: String, assertionIndex: Int) -> SpecLocation? {
      guard let source = sources[key] else { return nil }
      return SpecLocation(
        file: DisplayPath.relative(source.file, to: currentDirectory),
        line: source.line(ofAssertion: assertionIndex))
    }
  }
}
