/// Validates one authored assertion of a test spec in every matrix case (project-format §4.9).
///
/// The runner only sees expanded assertions; checking here, with the authored positions,
/// turns a bad reference or value into a load error at its `file:line:col` instead of a
/// failure (or a pass) without a position.
struct AssertionReader {
  /// The kind of the spec the assertion belongs to.
  let kind: ProjectTestKind
  let context: SchemaContext

  /// Checks the assertion at `node`; `matrix: {}` adds a warning (D10).
  func read(_ node: SourceNode, warnings: inout [String]) throws(ProjectError) {
    let reader = try FieldReader(
      node, entity: "\(kind.rawValue) assertion", allowed: TestDefinition.assertionFields[kind])
    try ValueReaders.requireMapping(reader, ["values", "context", "expectedByRuntime"])
    let cases = try MatrixCases(reader, yields: "assertions", warnings: &warnings)
    let rules = FieldValueRules(context: context, reader: reader)
    for (field, value) in Self.fields(reader) where field != "matrix" {
      for resolved in cases.values(of: value) {
        try rules.check(field, resolved, at: value)
      }
    }
  }

  /// Each field once, with its last value (a repeated JSON key keeps its last value).
  static func fields(_ reader: FieldReader) -> [(String, SourceNode)] {
    var seen: Set<String> = []
    var result: [(String, SourceNode)] = []
    for entry in reader.entries where seen.insert(entry.key).inserted {
      if let node = reader.node(entry.key) { result.append((entry.key, node)) }
    }
    return result
  }
}
