/// A target file (`targets/<path>.yml`).
struct TargetDefinition: Hashable, Sendable {
  static let fields: Set<String> = [
    "description", "includeMessages", "excludeMessages", "locales", "context", "formats",
    "includeFormats", "excludeFormats", "includeOnlyUsedFormats", "stringify", "pretty",
    "revisionFromHash", "promotable", "key",
  ]

  let key: String
  let file: String
  /// Include globs; nil means all messages. `[]` includes none.
  let includeMessages: GlobSet
  /// Exclude globs.
  let excludeMessages: GlobSet?
  /// Locales in authored order; nil means all.
  let locales: [String]?
  /// The compile-time context, if any.
  let context: JSONValue?
  /// Locale → format presets overlay.
  let formats: JSONObject?
  /// Family → style globs.
  let includeFormats: [String: GlobSet]?
  let excludeFormats: [String: GlobSet]?
  let includeOnlyUsedFormats: Bool
  let stringify: Bool
  let revisionFromHash: Bool

  /// The targetless build of §3.11: every message, no context, default options.
  init() {
    key = ""
    file = ""
    includeMessages = GlobSet(["*"])
    excludeMessages = nil
    locales = nil
    context = nil
    formats = nil
    includeFormats = nil
    excludeFormats = nil
    includeOnlyUsedFormats = false
    stringify = true
    revisionFromHash = false
  }

  /// True when the message key passes `includeMessages` and not `excludeMessages`.
  func includes(message key: String) -> Bool {
    includeMessages.matches(key) && !(excludeMessages?.matches(key) ?? false)
  }

  /// Reads and validates a target file; problems with the options of its `formats` presets
  /// are added to `warnings`.
  init(
    _ node: SourceNode,
    key: String,
    context: SchemaContext,
    warnings: inout [String]
  ) throws(ProjectError) {
    let reader = try FieldReader(node, entity: "target", allowed: Self.fields)
    self.key = key
    file = node.position.file
    try ValueReaders.requireStrings(reader, ["description"])
    for flag in ["pretty", "promotable"] {
      _ = try reader.bool(flag)
    }
    includeMessages = GlobSet(try reader.patterns("includeMessages") ?? ["*"])
    excludeMessages = try reader.patterns("excludeMessages").map(GlobSet.init)
    locales = try reader.stringList("locales").map { items throws(ProjectError) in
      var keys: [String] = []
      for (locale, position) in items {
        guard context.localeKeys.contains(locale) else {
          throw .unknownLocaleReference(position, locale: locale)
        }
        keys.append(locale)
      }
      return keys
    }
    self.context = try reader.mapping("context").map { _ in JSONValue(reader.node("context")!) }
    formats = try Self.formats(reader, context: context, warnings: &warnings)
    includeFormats = try Self.formatFilter(reader, "includeFormats")
    excludeFormats = try Self.formatFilter(reader, "excludeFormats")
    includeOnlyUsedFormats = try reader.bool("includeOnlyUsedFormats") ?? false
    stringify = try reader.bool("stringify") ?? true
    revisionFromHash = try reader.bool("revisionFromHash") ?? false
  }

  private static func formats(
    _ reader: FieldReader,
    context: SchemaContext,
    warnings: inout [String]
  ) throws(ProjectError) -> JSONObject? {
    guard let entries = try reader.mapping("formats") else { return nil }
    var object = JSONObject()
    for entry in entries {
      guard context.localeKeys.contains(entry.key) else {
        throw .unknownLocaleReference(entry.keyPosition, locale: entry.key)
      }
      object[entry.key] = try ValueReaders.formats(
        entry.value, reader: reader, field: "formats.\(entry.key)", warnings: &warnings)
    }
    return object
  }

  private static func formatFilter(
    _ reader: FieldReader,
    _ field: String
  ) throws(ProjectError) -> [String: GlobSet]? {
    guard let entries = try reader.mapping(field) else { return nil }
    var result: [String: GlobSet] = [:]
    for entry in entries {
      guard ValueReaders.formatFamilies.contains(entry.key) else {
        throw .unknownField(entry.keyPosition, field: entry.key, entity: field)
      }
      let patterns = try FieldReader.patterns(
        entry.value, field: "\(field).\(entry.key)", reader: reader)
      result[entry.key] = GlobSet(patterns)
    }
    return result
  }
}
