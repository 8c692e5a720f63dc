import Messagevisor

extension KeyedDecodingContainer {
  /// A string field that also accepts a number or boolean (as JS `String()` prints it), so
  /// matrix-substituted values decode; nil when absent or null.
  func lenientString(_ key: Key) throws -> String? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    switch try decode(MessagevisorValue.self, forKey: key) {
    case .string(let text): return text
    case .int(let number): return String(number)
    case .double(let number): return JSNumber.format(number)
    case .bool(let flag): return flag ? "true" : "false"
    default:
      throw DecodingError.typeMismatch(
        String.self,
        .init(codingPath: codingPath + [key], debugDescription: "expected a string"))
    }
  }

  /// A boolean field that also accepts the strings `"true"` and `"false"`.
  func lenientBool(_ key: Key) throws -> Bool? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    switch try decode(MessagevisorValue.self, forKey: key) {
    case .bool(let flag): return flag
    case .string("true"): return true
    case .string("false"): return false
    default:
      throw DecodingError.typeMismatch(
        Bool.self,
        .init(codingPath: codingPath + [key], debugDescription: "expected a boolean"))
    }
  }

  /// A map of strings whose values may be numbers or booleans.
  func lenientStringMap(_ key: Key) throws -> [String: String]? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    let raw = try decode([String: MessagevisorValue].self, forKey: key)
    return raw.compactMapValues { value in
      switch value {
      case .string(let text): return text
      case .int(let number): return String(number)
      case .double(let number): return JSNumber.format(number)
      case .bool(let flag): return flag ? "true" : "false"
      default: return nil
      }
    }
  }
}
