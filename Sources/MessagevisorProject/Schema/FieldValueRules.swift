import Messagevisor

/// The value rules of test assertion and example fields, applied to each matrix case.
///
/// A rule sees a field's value as the listing will emit it (after `${{ name }}`
/// substitution) and throws at the authored node, so a bad value that came from a placeholder
/// is reported where the placeholder is written. Nothing is coerced: a value the runner would
/// convert or ignore (a number for a string, `"true"` for a boolean) is refused.
struct FieldValueRules {
  /// Fields naming a locale, message, segment or target.
  static let references: [String: SchemaContext.Reference] = [
    "locale": .locale, "message": .message, "segment": .segment, "target": .target,
  ]
  /// Fields holding lists of message keys.
  static let messageLists: Set<String> = [
    "expectedToIncludeMessages", "expectedToNotIncludeMessages",
  ]
  /// Fields whose value must be a string.
  static let strings: Set<String> = ["rawMessage", "expectedTranslation", "key"]
  /// Fields whose value must be a mapping.
  static let mappings: Set<String> = ["values", "context", "expectedFormats"]
  /// Mappings whose values must all be strings.
  static let stringMaps: Set<String> = ["withVariations", "expectedByRuntime"]

  let context: SchemaContext
  /// The item's fields, for messages naming its entity.
  let reader: FieldReader

  /// Checks `field`'s value in one case; a field without a rule is accepted as it is.
  ///
  /// Problems with the options of `formats` presets are warnings, added to `warnings` once
  /// per item however many cases repeat them.
  func check(
    _ field: String,
    _ value: MatrixCases.Value,
    at node: SourceNode,
    warnings: inout [String]
  ) throws(ProjectError) {
    if let kind = Self.references[field] {
      try reference(kind, field, value.value, at: node)
    } else if Self.messageLists.contains(field) {
      try messageList(field, value.value, at: node)
    } else if Self.strings.contains(field) {
      guard case .string? = value.value else { throw string(field, node) }
    } else if Self.mappings.contains(field) {
      guard case .object? = value.value else {
        throw reader.invalid(field, node, expected: "a mapping")
      }
    } else if Self.stringMaps.contains(field) {
      try stringMap(field, value.value, at: node)
    } else if field == "formats" {
      _ = try ValueReaders.formats(node, reader: reader, field: field)
      FormatPresetCheck(field: field).report(node, value: value.value, into: &warnings)
    } else {
      try checkOther(field, value, at: node)
    }
  }

  /// The fields with rules of their own.
  private func checkOther(_ field: String, _ value: MatrixCases.Value, at node: SourceNode)
    throws(ProjectError)
  {
    switch field {
    case "description": try description(value, at: node)
    case "currency": try currency(value.value, at: node)
    case "timeZone": try timeZone(value.value, at: node)
    case "expectedToMatch": try expectedToMatch(value, at: node)
    case "withFlags": try flags(value.value, at: node)
    case "promotable":
      guard case .bool? = value.value else {
        throw reader.invalid(field, node, expected: "true or false")
      }
    default: return
    }
  }

  private func string(_ field: String, _ node: SourceNode) -> ProjectError {
    reader.invalid(field, node, expected: "a string (quote it)")
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

  /// A mapping of strings; a bad member is reported at its own value.
  private func stringMap(_ field: String, _ value: JSONValue?, at node: SourceNode)
    throws(ProjectError)
  {
    guard case .object(let members)? = value else {
      throw reader.invalid(field, node, expected: "a mapping")
    }
    for member in members {
      guard case .string = member.value else {
        throw string("\(field).\(member.key)", Self.member(member.key, of: node))
      }
    }
  }

  /// A string; a whole-placeholder description may also take a number or boolean, which the
  /// report prints as JavaScript would.
  private func description(_ value: MatrixCases.Value, at node: SourceNode)
    throws(ProjectError)
  {
    switch value.value {
    case .string?: return
    case .number? where value.substituted, .bool? where value.substituted: return
    default: throw string("description", node)
    }
  }

  /// A well-formed ISO 4217 code: three ASCII letters, as ECMA-402 requires of `currency`.
  private func currency(_ value: JSONValue?, at node: SourceNode) throws(ProjectError) {
    guard case .string(let code)? = value, FormatIdentifiers.isCurrencyCode(code) else {
      throw reader.invalid(
        "currency", node, expected: "a three-letter ISO 4217 currency code such as \"EUR\"")
    }
  }

  /// A zone the SDK can format in: the same test its date formatting applies
  /// (`FormatIdentifiers.isTimeZone`), which would otherwise fail only when the message
  /// formats a date or time.
  private func timeZone(_ value: JSONValue?, at node: SourceNode) throws(ProjectError) {
    guard case .string(let identifier)? = value, FormatIdentifiers.isTimeZone(identifier) else {
      throw reader.invalid(
        "timeZone", node, expected: "an IANA time zone such as \"Europe/Amsterdam\" or \"UTC\"")
    }
  }

  /// A boolean; the strings `"true"` and `"false"` only as a matrix fills them in
  /// (project-format §4.9: "bool, or "true"/"false" string from a matrix").
  private func expectedToMatch(_ value: MatrixCases.Value, at node: SourceNode)
    throws(ProjectError)
  {
    switch value.value {
    case .bool?: return
    case .string("true")? where value.substituted, .string("false")? where value.substituted:
      return
    default:
      throw reader.invalid(
        "expectedToMatch", node,
        expected: value.substituted
          ? "true or false from every matrix case" : "true or false (unquoted)")
    }
  }

  /// A mapping of flag → `true`/`false` or `"true"`/`"false"` (project-format §4.9).
  private func flags(_ value: JSONValue?, at node: SourceNode) throws(ProjectError) {
    guard case .object(let members)? = value else {
      throw reader.invalid("withFlags", node, expected: "a mapping of flag → true or false")
    }
    for member in members {
      switch member.value {
      case .bool, .string("true"), .string("false"): continue
      default:
        throw reader.invalid(
          "withFlags.\(member.key)", Self.member(member.key, of: node),
          expected: "true or false")
      }
    }
  }

  /// The node of a mapping member, else the mapping itself.
  static func member(_ key: String, of node: SourceNode) -> SourceNode {
    guard case .mapping(let entries) = node.value,
      let entry = entries.last(where: { $0.key == key })
    else { return node }
    return entry.value
  }
}
