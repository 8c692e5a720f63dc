/// An ordered JSON value with JavaScript semantics: one number type, insertion-ordered objects.
///
/// The project compiler builds every output (datafiles, test lists, examples) from these values
/// so that `JSONWriter` can reproduce `JSON.stringify` byte for byte.
///
/// Why it is not the core's `MessagevisorValue` (nor the conformance runner's `FixtureJSON`):
/// byte-identical output needs the authored member order and JavaScript's single number type,
/// while `MessagevisorValue` is the SDK's public value type, with unordered objects, separate
/// `int` and `double` and a `date` case that JSON does not have. Models decode from these
/// values directly (`JSONValueDecoder`).
package indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The string payload, if any.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The object payload, if any.
  var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The array payload, if any.
  var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// JavaScript truthiness: `null`, `false`, `0`, `NaN` and `""` are falsy; arrays and objects
  /// (even empty) are truthy.
  var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let flag): return flag
    case .number(let number): return number != 0 && !number.isNaN
    case .string(let text): return !text.isEmpty
    case .array, .object: return true
    }
  }

  /// Converts a parsed source node, dropping positions.
  ///
  /// A repeated key keeps its first position and its last value, like `JSON.parse`.
  init(_ node: SourceNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .int(let number): self = .number(Double(number))
    case .double(let number): self = .number(number)
    case .string(let text): self = .string(text)
    case .sequence(let items): self = .array(items.map(JSONValue.init))
    case .mapping(let entries):
      var object = JSONObject()
      for entry in entries {
        object[entry.key] = JSONValue(entry.value)
      }
      self = .object(object)
    }
  }
}
