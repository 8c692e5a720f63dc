/// Typed, position-aware access to the fields of one mapping node of an entity file.
///
/// Construction rejects non-mappings and unknown fields; each getter rejects a value of the
/// wrong type with `ProjectError.invalidField` at the value's position. A repeated key (JSON
/// sources) resolves to its last value.
struct FieldReader {
  /// The entity label used in messages, e.g. `message` or `override`.
  let entity: String
  /// The mapping node.
  let node: SourceNode
  /// The mapping's entries in authored order.
  let entries: [SourceEntry]

  /// Reads `node` as a mapping whose keys must all be in `allowed` (nil allows any key).
  init(_ node: SourceNode, entity: String, allowed: Set<String>?) throws(ProjectError) {
    guard case .mapping(let entries) = node.value else {
      throw .invalidField(node.position, field: "(root)", entity: entity, expected: "a mapping")
    }
    if let allowed {
      for entry in entries where !allowed.contains(entry.key) {
        throw .unknownField(
          entry.keyPosition, field: entry.key, entity: entity,
          suggestion: DidYouMean.suggestion(for: entry.key, among: allowed.sorted()))
      }
    }
    self.entity = entity
    self.node = node
    self.entries = entries
  }

  /// The value node of a field, if present.
  func node(_ field: String) -> SourceNode? {
    entries.last { $0.key == field }?.value
  }

  /// Where the field's key is written, if present.
  func keyPosition(_ field: String) -> SourcePosition? {
    entries.last { $0.key == field }?.keyPosition
  }

  /// True when the field is present (even when null).
  func has(_ field: String) -> Bool {
    entries.contains { $0.key == field }
  }

  /// Throws `invalidField` for `field` at the node's position.
  func invalid(_ field: String, _ node: SourceNode, expected: String) -> ProjectError {
    .invalidField(node.position, field: field, entity: entity, expected: expected)
  }

  /// A required field's node.
  func required(_ field: String) throws(ProjectError) -> SourceNode {
    guard let value = node(field) else {
      throw .missingField(node.position, field: field, entity: entity)
    }
    return value
  }

  /// An optional string field.
  func string(_ field: String) throws(ProjectError) -> String? {
    guard let value = node(field) else { return nil }
    guard case .string(let text) = value.value else {
      throw invalid(field, value, expected: "a string")
    }
    return text
  }

  /// An optional boolean field.
  func bool(_ field: String) throws(ProjectError) -> Bool? {
    guard let value = node(field) else { return nil }
    guard case .bool(let flag) = value.value else {
      throw invalid(field, value, expected: "true or false")
    }
    return flag
  }

  /// An optional mapping field.
  func mapping(_ field: String) throws(ProjectError) -> [SourceEntry]? {
    guard let value = node(field) else { return nil }
    guard case .mapping(let entries) = value.value else {
      throw invalid(field, value, expected: "a mapping")
    }
    return entries
  }

  /// An optional sequence field.
  func sequence(_ field: String) throws(ProjectError) -> [SourceNode]? {
    guard let value = node(field) else { return nil }
    guard case .sequence(let items) = value.value else {
      throw invalid(field, value, expected: "a list")
    }
    return items
  }

  /// An optional mapping of strings (e.g. `translations`); each value must be a string.
  func stringMap(_ field: String) throws(ProjectError) -> [SourceEntry]? {
    guard let entries = try mapping(field) else { return nil }
    for entry in entries {
      guard case .string = entry.value.value else {
        throw invalid("\(field).\(entry.key)", entry.value, expected: "a string (quote it)")
      }
    }
    return entries
  }

  /// An optional string-or-list-of-strings field (glob patterns); returns the strings.
  func patterns(_ field: String) throws(ProjectError) -> [String]? {
    guard let value = node(field) else { return nil }
    return try Self.patterns(value, field: field, reader: self)
  }

  /// Reads a string or a list of strings.
  static func patterns(
    _ value: SourceNode,
    field: String,
    reader: FieldReader
  ) throws(ProjectError) -> [String] {
    switch value.value {
    case .string(let text):
      return [text]
    case .sequence(let items):
      var result: [String] = []
      for item in items {
        guard case .string(let text) = item.value else {
          throw reader.invalid(field, item, expected: "a string")
        }
        result.append(text)
      }
      return result
    default:
      throw reader.invalid(field, value, expected: "a string or a list of strings")
    }
  }

  /// An optional list of strings.
  func stringList(_ field: String) throws(ProjectError) -> [(String, SourcePosition)]? {
    guard let items = try sequence(field) else { return nil }
    var result: [(String, SourcePosition)] = []
    for item in items {
      guard case .string(let text) = item.value else {
        throw invalid(field, item, expected: "a list of strings")
      }
      result.append((text, item.position))
    }
    return result
  }
}
