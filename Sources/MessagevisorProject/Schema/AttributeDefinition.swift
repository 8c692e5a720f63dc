/// An attribute file (`attributes/<key>.yml`): lint-only, checked at the top level only.
struct AttributeDefinition: Hashable, Sendable {
  static let fields: Set<String> = [
    "description", "type", "properties", "additionalProperties", "items", "enum", "const",
    "minimum", "maximum", "minLength", "maxLength", "pattern", "oneOf", "required", "archived",
    "promotable", "key",
  ]
  static let types: Set<String> = [
    "boolean", "string", "integer", "double", "date", "object", "array",
  ]

  let key: String

  /// Reads and validates an attribute file.
  init(_ node: SourceNode, key: String) throws(ProjectError) {
    let reader = try FieldReader(node, entity: "attribute", allowed: Self.fields)
    self.key = key
    try ValueReaders.requireStrings(reader, ["description"])
    if let typeNode = reader.node("type") {
      guard case .string(let type) = typeNode.value, Self.types.contains(type) else {
        throw reader.invalid("type", typeNode, expected: Self.types.sorted().joined(separator: "|"))
      }
    }
    _ = try reader.bool("archived")
  }
}
