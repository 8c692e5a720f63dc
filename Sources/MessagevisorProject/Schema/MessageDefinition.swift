/// A message file (`messages/<path>.yml`).
struct MessageDefinition: Hashable, Sendable {
  static let fields: Set<String> = [
    "description", "summary", "translations", "overrides", "meta", "deprecated",
    "deprecationWarning", "archived", "examples", "translationStates", "translatorContext",
    "promotable", "key",
  ]

  let key: String
  let file: String
  /// Locale → translation text, as authored.
  let translations: [String: String]
  /// Locale → where the translation's value starts in the file.
  let translationPositions: [String: SourcePosition]
  /// Overrides in authored order.
  let overrides: [OverrideDefinition]
  /// `meta`, copied verbatim.
  let meta: JSONValue?
  let deprecated: Bool
  let deprecationWarning: String?
  let archived: Bool
  /// Authored examples.
  let examples: [ExampleDefinition]

  /// Reads and validates a message file.
  init(
    _ node: SourceNode,
    key: String,
    context: SchemaContext,
    warnings: inout [String]
  ) throws(ProjectError) {
    let reader = try FieldReader(node, entity: "message", allowed: Self.fields)
    self.key = key
    file = node.position.file
    try ValueReaders.requireStrings(reader, ["description", "summary"])
    _ = try reader.bool("promotable")
    try ValueReaders.requireMapping(reader, ["translationStates", "translatorContext"])
    _ = try reader.required("translations")
    translations = try Self.translations(reader, context: context)
    translationPositions = try Self.translationPositions(reader)
    meta = try reader.mapping("meta").map { _ in JSONValue(reader.node("meta")!) }
    deprecated = try reader.bool("deprecated") ?? false
    deprecationWarning = try reader.string("deprecationWarning")
    archived = try reader.bool("archived") ?? false
    overrides = try Self.overrides(reader, context: context)
    examples = try ExampleDefinition.list(
      reader, forLocale: false, context: context, warnings: &warnings)
  }

  /// Reads a `translations` mapping of locale → string.
  static func translations(
    _ reader: FieldReader,
    context: SchemaContext
  ) throws(ProjectError) -> [String: String] {
    guard let entries = try reader.stringMap("translations") else { return [:] }
    try context.checkLocaleKeys(entries)
    var result: [String: String] = [:]
    for entry in entries {
      if case .string(let text) = entry.value.value { result[entry.key] = text }
    }
    return result
  }

  /// Where each translation's text starts, by locale.
  static func translationPositions(_ reader: FieldReader) throws(ProjectError)
    -> [String: SourcePosition]
  {
    var positions: [String: SourcePosition] = [:]
    for entry in try reader.stringMap("translations") ?? [] {
      positions[entry.key] = entry.value.position
    }
    return positions
  }

  private static func overrides(
    _ reader: FieldReader,
    context: SchemaContext
  ) throws(ProjectError) -> [OverrideDefinition] {
    guard let items = try reader.sequence("overrides") else { return [] }
    var result: [OverrideDefinition] = []
    var seen: Set<String> = []
    for item in items {
      let override = try OverrideDefinition(item, context: context)
      guard seen.insert(override.key).inserted else {
        throw .duplicateKey(item.position, key: override.key, entity: "overrides")
      }
      result.append(override)
    }
    return result
  }
}

/// One override of a message.
struct OverrideDefinition: Hashable, Sendable {
  static let fields: Set<String> = [
    "key", "conditions", "segments", "translations", "description", "summary", "promotable",
    "translatorContext", "translationStates",
  ]

  let key: String
  /// nil when absent or null (JS skips falsy values).
  let conditions: ConditionExpression?
  /// nil when absent or null.
  let segments: GroupExpression?
  /// Locale → translation text.
  let translations: [String: String]
  /// Locale → where the translation's text starts.
  let translationPositions: [String: SourcePosition]

  /// Reads and validates an override item.
  init(_ node: SourceNode, context: SchemaContext) throws(ProjectError) {
    let reader = try FieldReader(node, entity: "override", allowed: Self.fields)
    let keyNode = try reader.required("key")
    guard let key = try reader.string("key"), !key.isEmpty,
      !key.contains(context.namespaceCharacter),
      !key.contains(context.exportOverrideKeySeparator)
    else {
      throw reader.invalid(
        "key", keyNode,
        expected: "a non-empty string without \"\(context.namespaceCharacter)\" or "
          + "\"\(context.exportOverrideKeySeparator)\"")
    }
    self.key = key
    try ValueReaders.requireStrings(reader, ["description", "summary"])
    _ = try reader.bool("promotable")
    let conditionReader = ConditionReader(entity: "override", segmentKeys: context.segmentKeys)
    conditions = try Self.nonNull(reader.node("conditions")).map {
      node throws(ProjectError) in try conditionReader.condition(node)
    }
    segments = try Self.nonNull(reader.node("segments")).map {
      node throws(ProjectError) in try conditionReader.group(node)
    }
    _ = try reader.required("translations")
    translations = try MessageDefinition.translations(reader, context: context)
    translationPositions = try MessageDefinition.translationPositions(reader)
  }

  private static func nonNull(_ node: SourceNode?) -> SourceNode? {
    guard let node, node.value != .null else { return nil }
    return node
  }
}
