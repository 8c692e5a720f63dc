/// Validates one authored assertion of a test spec in every matrix case (project-format §4.9).
///
/// The runner only sees expanded assertions; checking here, with the authored positions,
/// turns a bad reference or value into a load error at its `file:line:col` instead of a
/// failure (or a pass) without a position.
struct AssertionReader {
  /// The kind of the spec the assertion belongs to.
  let kind: ProjectTestKind
  let context: SchemaContext

  /// Checks the assertion at `node`; `matrix: {}` adds a warning (docs/decisions.md D10).
  func read(_ node: SourceNode, warnings: inout [String]) throws(ProjectError) {
    let reader = try FieldReader(
      node, entity: "\(kind.rawValue) assertion", allowed: TestDefinition.assertionFields[kind])
    try ValueReaders.requireMapping(reader, ["values", "context", "expectedByRuntime"])
    let cases = try MatrixCases(reader, yields: "assertions", warnings: &warnings)
    let rules = FieldValueRules(context: context, reader: reader)
    for (field, value) in Self.fields(reader) where field != "matrix" {
      try cases.checkPlaceholders(in: value)
      for resolved in cases.values(of: value) {
        try rules.check(field, resolved, at: value, warnings: &warnings)
      }
    }
    try requireFields(reader)
  }

  /// What each kind needs to be a check at all (project-format §4.9).
  private func requireFields(_ reader: FieldReader) throws(ProjectError) {
    switch kind {
    case .message:
      _ = try reader.required("locale")
      _ = try reader.required("expectedTranslation")
    case .segment:
      _ = try reader.required("segment")
      _ = try reader.required("expectedToMatch")
    case .locale:
      try Self.pair(reader, ["rawMessage"], "expectedTranslation")
      try Self.oneOf(reader, ["expectedFormats", "rawMessage"])
    case .target:
      _ = try reader.required("locale")
      try Self.exclusive(reader, "rawMessage", "message")
      try Self.pair(reader, ["rawMessage", "message"], "expectedTranslation")
      try Self.oneOf(
        reader,
        [
          "expectedToIncludeMessages", "expectedToNotIncludeMessages", "expectedFormats",
          "expectedTranslation",
        ])
    }
  }

  /// A translation source (one of `sources`) and `expected` come together or not at all.
  private static func pair(_ reader: FieldReader, _ sources: [String], _ expected: String)
    throws(ProjectError)
  {
    let source = sources.first { reader.has($0) }
    if let source, let position = reader.keyPosition(source), !reader.has(expected) {
      throw .fieldRequires(position, field: source, requires: [expected], entity: reader.entity)
    }
    if source == nil, let position = reader.keyPosition(expected) {
      throw .fieldRequires(position, field: expected, requires: sources, entity: reader.entity)
    }
  }

  /// At most one of two fields.
  private static func exclusive(_ reader: FieldReader, _ first: String, _ second: String)
    throws(ProjectError)
  {
    guard reader.has(first), let position = reader.keyPosition(second) else { return }
    throw .conflictingFields(position, fields: [first, second], entity: reader.entity)
  }

  /// At least one of `fields`.
  private static func oneOf(_ reader: FieldReader, _ fields: [String]) throws(ProjectError) {
    guard !fields.contains(where: reader.has) else { return }
    throw .missingOneOf(reader.node.position, fields: fields, entity: reader.entity)
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
