/// The kind of a test spec, decided by its subject field.
package enum ProjectTestKind: String, Sendable, Hashable, Codable {
  /// Has a `message` subject.
  case message
  /// Has a `segment` subject.
  case segment
  /// Has a `locale` subject.
  case locale
  /// Has a `target` subject (or no other subject).
  case target
}

/// A test spec file (`tests/**/<name>.spec.yml`), validated and kept as authored JSON.
struct TestDefinition: Hashable, Sendable {
  static let topFields: Set<String> = [
    "message", "segment", "locale", "target", "assertions", "promotable", "description", "key",
  ]
  static let commonAssertionFields: Set<String> = ["description", "matrix", "key", "promotable"]
  static let evaluationFields: Set<String> = [
    "values", "context", "formats", "currency", "timeZone", "expectedTranslation",
    "expectedByRuntime",
  ]
  static let assertionFields: [ProjectTestKind: Set<String>] = [
    .message: commonAssertionFields.union(evaluationFields).union([
      "locale", "target", "withFlags", "withVariations",
    ]),
    .segment: commonAssertionFields.union(["segment", "context", "expectedToMatch"]),
    .locale: commonAssertionFields.union(evaluationFields).union([
      "expectedFormats", "rawMessage", "target",
    ]),
    .target: commonAssertionFields.union(evaluationFields).union([
      "locale", "expectedToIncludeMessages", "expectedToNotIncludeMessages", "expectedFormats",
      "rawMessage", "message",
    ]),
  ]

  let key: String
  let kind: ProjectTestKind
  /// Where the spec's top-level mapping starts.
  let position: SourcePosition
  /// Where each authored assertion starts, by authored index.
  let assertionPositions: [SourcePosition]
  /// The authored `rawMessage` of each assertion that has one, by authored index, so the
  /// runner can point into the spec when its ICU syntax is invalid.
  let rawMessages: [Int: TestSource.RawMessage]
  /// The file's object with `key` first.
  let object: JSONObject

  /// Reads and validates a test file.
  init(
    _ node: SourceNode,
    key: String,
    context: SchemaContext,
    warnings: inout [String]
  ) throws(ProjectError) {
    let reader = try FieldReader(node, entity: "test", allowed: Self.topFields)
    self.key = key
    position = node.position
    try Self.checkOneSubject(reader)
    kind = Self.kind(reader)
    try Self.checkSubject(reader, kind: kind, context: context)
    _ = try reader.bool("promotable")
    try ValueReaders.requireStrings(reader, ["description"])
    let items = try Self.assertions(reader)
    assertionPositions = items.map(\.position)
    rawMessages = Self.rawMessages(items)
    let assertions = AssertionReader(kind: kind, context: context)
    for item in items {
      try assertions.read(item, warnings: &warnings)
    }
    var object = JSONObject([("key", .string(key))])
    for member in JSONValue(node).objectValue ?? JSONObject() where member.key != "key" {
      object[member.key] = member.value
    }
    self.object = object
  }

  /// The authored assertions: at least one (project-format §4.9), since a spec without any
  /// would vanish from the counts.
  private static func assertions(_ reader: FieldReader) throws(ProjectError) -> [SourceNode] {
    let node = try reader.required("assertions")
    let items = try reader.sequence("assertions") ?? []
    guard !items.isEmpty else {
      throw reader.invalid("assertions", node, expected: "a list of at least one assertion")
    }
    return items
  }

  /// Each assertion's `rawMessage` string with the position of its value.
  private static func rawMessages(_ items: [SourceNode]) -> [Int: TestSource.RawMessage] {
    var result: [Int: TestSource.RawMessage] = [:]
    for (index, item) in items.enumerated() {
      guard case .mapping(let entries) = item.value,
        let node = entries.last(where: { $0.key == "rawMessage" })?.value,
        case .string(let text) = node.value
      else { continue }
      result[index] = TestSource.RawMessage(text: text, position: node.position)
    }
    return result
  }

  /// Exactly one subject: `list` and the JS tester classify a spec with two differently
  /// (message → segment → locale, and message → segment → target → locale).
  private static func checkOneSubject(_ reader: FieldReader) throws(ProjectError) {
    let subjects = ["message", "segment", "locale", "target"].filter(reader.has)
    guard subjects.count > 1, let position = reader.keyPosition(subjects[1]) else { return }
    throw .conflictingFields(position, fields: subjects, entity: "test")
  }

  /// message → segment → locale → target, as `list` classifies.
  static func kind(_ reader: FieldReader) -> ProjectTestKind {
    if reader.has("message") { return .message }
    if reader.has("segment") { return .segment }
    if reader.has("locale") { return .locale }
    return .target
  }

  private static func checkSubject(
    _ reader: FieldReader,
    kind: ProjectTestKind,
    context: SchemaContext
  ) throws(ProjectError) {
    let field = kind.rawValue
    let subject = try reader.required(field)
    guard case .string(let name) = subject.value else {
      throw reader.invalid(field, subject, expected: "a \(field) key")
    }
    let reference: SchemaContext.Reference
    switch kind {
    case .message: reference = .message
    case .segment: reference = .segment
    case .locale: reference = .locale
    case .target: reference = .target
    }
    try context.requireKnown(reference, name, at: subject.position)
  }
}
