/// The value rules of test assertion and example fields, applied to each matrix case.
///
/// A rule sees a field's value as the listing will emit it (after `${{ name }}`
/// substitution) and throws at the authored node, so a bad value that came from a placeholder
/// is reported where the placeholder is written.
struct FieldValueRules {
  /// Fields naming a locale, message, segment or target.
  static let references: [String: SchemaContext.Reference] = [
    "locale": .locale, "message": .message, "segment": .segment, "target": .target,
  ]
  /// Fields holding lists of message keys.
  static let messageLists: Set<String> = [
    "expectedToIncludeMessages", "expectedToNotIncludeMessages",
  ]

  let context: SchemaContext
  /// The item's fields, for messages naming its entity.
  let reader: FieldReader

  /// Checks `field`'s value in one case; a field without a rule is accepted as it is.
  func check(_ field: String, _ value: MatrixCases.Value, at node: SourceNode)
    throws(ProjectError)
  {
    if let kind = Self.references[field] {
      try reference(kind, field, value.value, at: node)
    } else if Self.messageLists.contains(field) {
      try messageList(field, value.value, at: node)
    }
  }

  private func reference(
    _ kind: SchemaContext.Reference,
    _ field: String,
    _ value: JSONValue?,
    at node: SourceNode
  ) throws(ProjectError) {
    guard case .string(let key)? = value else {
      throw reader.invalid(field, node, expected: "a \(kind.rawValue) key")
    }
    try context.requireKnown(kind, key, at: node.position)
  }

  /// A list of known message keys; each item is reported at its own position.
  private func messageList(_ field: String, _ value: JSONValue?, at node: SourceNode)
    throws(ProjectError)
  {
    guard case .array(let items)? = value, case .sequence(let nodes) = node.value else {
      throw reader.invalid(field, node, expected: "a list of message keys")
    }
    for (item, itemNode) in zip(items, nodes) {
      try reference(.message, field, item, at: itemNode)
    }
  }
}
