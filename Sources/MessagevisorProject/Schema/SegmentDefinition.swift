/// A segment file (`segments/<key>.yml`).
struct SegmentDefinition: Hashable, Sendable {
  static let fields: Set<String> = ["description", "conditions", "archived", "promotable", "key"]

  let key: String
  let file: String
  /// The file's object with `key` first (for `list --segments`).
  let listed: JSONObject
  /// The fields emitted into datafiles (without key, description and promotable).
  let emitted: JSONObject
  let conditions: ConditionExpression
  let archived: Bool

  /// Reads and validates a segment file.
  init(_ node: SourceNode, key: String, context: SchemaContext) throws(ProjectError) {
    let reader = try FieldReader(node, entity: "segment", allowed: Self.fields)
    self.key = key
    file = node.position.file
    try ValueReaders.requireStrings(reader, ["description"])
    _ = try reader.bool("promotable")
    archived = try reader.bool("archived") ?? false
    let conditionReader = ConditionReader(entity: "segment", segmentKeys: context.segmentKeys)
    conditions = try conditionReader.condition(try reader.required("conditions"))
    var object = JSONValue(node).objectValue ?? JSONObject()
    object["key"] = nil
    var listed = JSONObject([("key", .string(key))])
    for member in object {
      listed[member.key] = member.value
    }
    self.listed = listed
    emitted = object.removing(["description", "promotable"])
  }
}
