/// What entity readers need to know about the rest of the project.
struct SchemaContext: Sendable {
  /// All locale keys.
  var localeKeys: Set<String> = []
  /// All segment keys.
  var segmentKeys: Set<String> = []
  /// All message keys.
  var messageKeys: SortedKeys = []
  /// All target keys.
  var targetKeys: Set<String> = []
  /// `namespaceCharacter`.
  var namespaceCharacter = "."
  /// `exportOverrideKeySeparator`.
  var exportOverrideKeySeparator = ":"

  /// An empty context.
  init() {}

  /// The context of a project whose files have these keys, each list in the file index's
  /// order.
  init(
    localeKeys: [String], segmentKeys: [String], messageKeys: [String], targetKeys: [String],
    config: ProjectConfig
  ) {
    self.localeKeys = Set(localeKeys)
    self.segmentKeys = Set(segmentKeys)
    self.messageKeys = SortedKeys(sorted: messageKeys)
    self.targetKeys = Set(targetKeys)
    namespaceCharacter = config.namespaceCharacter
    exportOverrideKeySeparator = config.exportOverrideKeySeparator
  }

  /// Throws unless `node` is a string naming a known locale.
  func locale(_ node: SourceNode, reader: FieldReader, field: String) throws(ProjectError)
    -> String
  {
    guard case .string(let key) = node.value else {
      throw reader.invalid(field, node, expected: "a locale key")
    }
    try requireKnown(.locale, key, at: node.position)
    return key
  }

  /// The entity kinds a field can name.
  enum Reference: String, Sendable {
    case locale, message, segment, target
  }

  /// Throws the unknown-reference error of `kind` unless `key` names an entity of that kind.
  func requireKnown(_ kind: Reference, _ key: String, at position: SourcePosition)
    throws(ProjectError)
  {
    switch kind {
    case .locale:
      guard localeKeys.contains(key) else { throw .unknownLocaleReference(position, locale: key) }
    case .message:
      guard messageKeys.contains(key) else {
        throw .unknownMessageReference(position, message: key)
      }
    case .segment:
      guard segmentKeys.contains(key) else {
        throw .unknownSegmentReference(position, segment: key)
      }
    case .target:
      guard targetKeys.contains(key) else { throw .unknownTargetReference(position, target: key) }
    }
  }

  /// Throws unless every key of a translations mapping is a known locale.
  func checkLocaleKeys(_ entries: [SourceEntry]) throws(ProjectError) {
    for entry in entries where !localeKeys.contains(entry.key) {
      throw .unknownLocaleReference(entry.keyPosition, locale: entry.key)
    }
  }
}
