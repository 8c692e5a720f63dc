import Messagevisor

/// Decodes `Decodable` models straight from a `JSONValue`, without writing JSON text first.
///
/// The listings (`listTests()`, `listSegments()`, `examples()`) build ordered `JSONValue`s for
/// byte-identical output; the typed models decode from the same values here. Numbers follow
/// `JSONDecoder`: an integer type accepts a number only when it is whole and in range.
enum JSONValueDecoder {
  /// The model `value` holds.
  static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try T(from: ValueDecoder(value: value, codingPath: []))
  }
}

/// One value being decoded, at `codingPath`.
private struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else {
      throw mismatch([String: JSONValue].self, value, codingPath)
    }
    return KeyedDecodingContainer(ObjectContainer<Key>(object: object, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else {
      throw mismatch([JSONValue].self, value, codingPath)
    }
    return ArrayContainer(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    ScalarContainer(value: value, codingPath: codingPath)
  }
}

extension ValueDecoder: MessagevisorValueSource {
  /// The value as `MessagevisorValue` decodes it by trying types in turn: a number is `.int`
  /// when `Int` takes it exactly (as `decodeValue` decodes an `Int`), else `.double`.
  var messagevisorValue: MessagevisorValue {
    Self.messagevisorValue(of: value)
  }

  private static func messagevisorValue(of value: JSONValue) -> MessagevisorValue {
    switch value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number):
      return Int(exactly: number).map(MessagevisorValue.int) ?? .double(number)
    case .string(let text): return .string(text)
    case .array(let items): return .array(items.map(messagevisorValue(of:)))
    case .object(let object):
      var members: [String: MessagevisorValue] = [:]
      for member in object {
        members[member.key] = messagevisorValue(of: member.value)
      }
      return .object(members)
    }
  }
}

/// The type mismatch `JSONDecoder` would report, naming the kind of value found.
///
/// Decoders that try one type after another (`MessagevisorValue` tries six) make one of these
/// per attempt, so it names the kind, never the value: describing a whole object here made
/// decoding a nested value quadratic in its size.
private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey])
  -> DecodingError
{
  let description = "Expected to decode \(type) but found \(kind(of: value)) instead."
  return .typeMismatch(type, .init(codingPath: path, debugDescription: description))
}

/// The kind of `value`, as a mismatch names it.
private func kind(of value: JSONValue) -> String {
  switch value {
  case .null: return "null"
  case .bool: return "a boolean"
  case .number: return "a number"
  case .string: return "a string"
  case .array: return "an array"
  case .object: return "an object"
  }
}

/// A scalar of `value`, or a nested model through `T(from:)`.
private func decodeValue<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ path: [any CodingKey])
  throws -> T
{
  switch type {
  case is Bool.Type:
    guard case .bool(let flag) = value else { throw mismatch(type, value, path) }
    return try cast(flag, value, path)
  case is String.Type:
    guard case .string(let text) = value else { throw mismatch(type, value, path) }
    return try cast(text, value, path)
  case is Double.Type:
    guard case .number(let number) = value else { throw mismatch(type, value, path) }
    return try cast(number, value, path)
  case is Int.Type:
    guard case .number(let number) = value, let whole = Int(exactly: number) else {
      throw mismatch(type, value, path)
    }
    return try cast(whole, value, path)
  default:
    return try T(from: ValueDecoder(value: value, codingPath: path))
  }
}

/// `scalar` as the requested type (which the caller matched it to).
private func cast<T>(_ scalar: Any, _ value: JSONValue, _ path: [any CodingKey]) throws -> T {
  guard let typed = scalar as? T else { throw mismatch(T.self, value, path) }
  return typed
}

/// The members of an object.
private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: JSONObject
  let codingPath: [any CodingKey]

  var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool {
    object.contains(key.stringValue)
  }

  private func member(_ key: Key) throws -> JSONValue {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try member(key) == .null
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decodeValue(type, try member(key), codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try ValueDecoder(value: try member(key), codingPath: codingPath + [key])
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    ValueDecoder(value: .object(object), codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ValueDecoder(value: try member(key), codingPath: codingPath + [key])
  }
}

/// The items of an array, read in order.
private struct ArrayContainer: UnkeyedDecodingContainer {
  let items: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(items: [JSONValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private var indexKey: any CodingKey { IndexKey(currentIndex) }

  private func current() throws -> JSONValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        JSONValue.self, .init(codingPath: codingPath, debugDescription: "no more items"))
    }
    return items[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard try current() == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try decodeValue(type, try current(), codingPath + [indexKey])
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let decoder = ValueDecoder(value: try current(), codingPath: codingPath + [indexKey])
    currentIndex += 1
    return try decoder.container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let decoder = ValueDecoder(value: try current(), codingPath: codingPath + [indexKey])
    currentIndex += 1
    return try decoder.unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = ValueDecoder(value: try current(), codingPath: codingPath + [indexKey])
    currentIndex += 1
    return decoder
  }
}

/// One scalar (or a value decoded as a whole).
private struct ScalarContainer: SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool {
    value == .null
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decodeValue(type, value, codingPath)
  }
}

/// An array index in a coding path.
private struct IndexKey: CodingKey {
  let intValue: Int?
  let stringValue: String

  init(_ index: Int) {
    intValue = index
    stringValue = "Index \(index)"
  }

  init?(stringValue: String) {
    return nil
  }

  init?(intValue: Int) {
    self.init(intValue)
  }
}
