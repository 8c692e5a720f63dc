/// One authored example of a locale or message, validated but kept as authored JSON.
struct ExampleDefinition: Hashable, Sendable {
  static let sharedFields: Set<String> = [
    "description", "values", "context", "formats", "currency", "timeZone", "expectedByRuntime",
    "matrix", "index",
  ]
  static let localeFields = sharedFields.union(["rawMessage", "message"])
  static let messageFields = sharedFields.union(["locale"])
  /// Fields upstream's example model has but the JS CLI does not read in a message example
  /// (upstream's generator writes `rawMessage` there): a warning, and the field is dropped.
  static let ignoredInMessage: Set<String> = ["rawMessage", "message"]
  /// Fields upstream's example model has but the JS CLI does not read in a locale example
  /// (the file names the locale).
  static let ignoredInLocale: Set<String> = ["locale"]

  /// The example object in authored order.
  let object: JSONObject
  /// Where it starts.
  let position: SourcePosition

  /// Reads the `examples` list of a locale (`forLocale`) or message.
  static func list(
    _ reader: FieldReader,
    forLocale: Bool,
    context: SchemaContext,
    warnings: inout [String]
  ) throws(ProjectError) -> [ExampleDefinition] {
    guard let items = try reader.sequence("examples") else { return [] }
    var result: [ExampleDefinition] = []
    for item in items {
      let entity = forLocale ? "locale example" : "message example"
      let ignored = forLocale ? ignoredInLocale : ignoredInMessage
      let fields = forLocale ? localeFields : messageFields
      let example = try FieldReader(item, entity: entity, allowed: fields.union(ignored))
      let dropped = example.entries.filter { ignored.contains($0.key) }
      for entry in dropped {
        warnings.append(
          "\(entry.keyPosition): field \"\(entry.key)\" is not read in a \(entity); ignored")
      }
      try validate(example, forLocale: forLocale)
      try checkCases(example, context: context, skipping: ignored, warnings: &warnings)
      guard case .object(var object) = JSONValue(item) else { continue }
      for entry in dropped { object[entry.key] = nil }
      result.append(ExampleDefinition(object: object, position: item.position))
    }
    return result
  }

  /// Checks the fields `examples` expands in every matrix case (build-and-cli-json §6.1), so
  /// an unknown locale or message is a load error at its position.
  private static func checkCases(
    _ example: FieldReader,
    context: SchemaContext,
    skipping ignored: Set<String>,
    warnings: inout [String]
  ) throws(ProjectError) {
    let cases = try MatrixCases(example, yields: "examples", warnings: &warnings)
    let rules = FieldValueRules(context: context, reader: example)
    for field in ExampleLister.expandedFields where !ignored.contains(field) {
      guard let node = example.node(field) else { continue }
      try cases.checkPlaceholders(in: node)
      for value in cases.values(of: node) {
        try rules.check(field, value, at: node, warnings: &warnings)
      }
    }
  }

  /// The fields an example needs; their values are checked per case (`checkCases`).
  private static func validate(_ example: FieldReader, forLocale: Bool) throws(ProjectError) {
    guard forLocale else {
      _ = try example.required("locale")
      return
    }
    let sources = ["rawMessage", "message"].filter { example.has($0) }
    guard sources.count == 1 else {
      throw .invalidField(
        example.node.position, field: "rawMessage", entity: example.entity,
        expected: "exactly one of rawMessage or message")
    }
  }
}
