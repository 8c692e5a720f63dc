/// A locale file (`locales/<key>.yml`).
struct LocaleDefinition: Hashable, Sendable {
  static let fields: Set<String> = [
    "description", "direction", "inheritTranslationsFrom", "inheritFormatsFrom",
    "mergeExamplesFrom", "formats", "examples", "promotable", "key",
  ]

  let key: String
  let file: String
  /// `ltr` or `rtl`; not inherited.
  let direction: String?
  /// Parent for translations, with its position.
  let inheritTranslationsFrom: String?
  /// Parent for formats.
  let inheritFormatsFrom: String?
  /// Parent for examples.
  let mergeExamplesFrom: String?
  /// Positions of the three inheritance fields, for cycle errors.
  let inheritancePositions: [String: SourcePosition]
  /// Format presets as authored.
  let formats: JSONValue?
  /// Authored examples.
  let examples: [ExampleDefinition]

  /// Reads and validates a locale file.
  init(
    _ node: SourceNode,
    key: String,
    context: SchemaContext,
    warnings: inout [String]
  ) throws(ProjectError) {
    let reader = try FieldReader(node, entity: "locale", allowed: Self.fields)
    self.key = key
    file = node.position.file
    try ValueReaders.requireStrings(reader, ["description"])
    _ = try reader.bool("promotable")
    if let value = reader.node("direction") {
      guard case .string(let text) = value.value, text == "ltr" || text == "rtl" else {
        throw reader.invalid("direction", value, expected: "\"ltr\" or \"rtl\"")
      }
      direction = text
    } else {
      direction = nil
    }
    var positions: [String: SourcePosition] = [:]
    var parents: [String: String] = [:]
    for field in ["inheritTranslationsFrom", "inheritFormatsFrom", "mergeExamplesFrom"] {
      guard let value = reader.node(field) else { continue }
      parents[field] = try context.locale(value, reader: reader, field: field)
      positions[field] = value.position
    }
    inheritTranslationsFrom = parents["inheritTranslationsFrom"]
    inheritFormatsFrom = parents["inheritFormatsFrom"]
    mergeExamplesFrom = parents["mergeExamplesFrom"]
    inheritancePositions = positions
    formats = try reader.node("formats").map { node throws(ProjectError) in
      try ValueReaders.formats(node, reader: reader, field: "formats", warnings: &warnings)
    }
    examples = try ExampleDefinition.list(
      reader, forLocale: true, context: context, warnings: &warnings)
  }

  /// The parent locale for one inheritance field.
  func parent(_ field: LocaleChainField) -> String? {
    switch field {
    case .translations: return inheritTranslationsFrom
    case .formats: return inheritFormatsFrom
    case .examples: return mergeExamplesFrom
    }
  }
}

/// The three locale inheritance fields.
enum LocaleChainField: String, CaseIterable, Sendable {
  case translations = "inheritTranslationsFrom"
  case formats = "inheritFormatsFrom"
  case examples = "mergeExamplesFrom"
}
