/// Serializes `JSONValue`s exactly as JavaScript's `JSON.stringify(value, null, indent)`.
///
/// Compact by default. Object members whose key is an array index (`"0"` … `"4294967294"`)
/// come first in ascending numeric order, then the rest in insertion order. Numbers follow
/// `Number#toString`; non-finite numbers become `null`.
package struct JSONWriter {
  /// Spaces per indentation level; 0 writes compact JSON.
  var indent: Int

  /// A writer indenting `indent` spaces per level (0: compact).
  package init(indent: Int = 0) {
    self.indent = indent
  }

  /// Returns the JSON text of a value.
  package func string(_ value: JSONValue) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(value, depth: 0, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Returns the compact JSON text of a value.
  static func compact(_ value: JSONValue) -> String {
    JSONWriter().string(value)
  }

  private func write(_ value: JSONValue, depth: Int, into output: inout [UInt8]) {
    switch value {
    case .null:
      output.append(contentsOf: "null".utf8)
    case .bool(let flag):
      output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number):
      let text = number.isFinite ? JSNumber.format(number) : "null"
      output.append(contentsOf: text.utf8)
    case .string(let text):
      Self.writeString(text, into: &output)
    case .array(let items):
      writeArray(items, depth: depth, into: &output)
    case .object(let object):
      writeObject(object, depth: depth, into: &output)
    }
  }

  private func writeArray(_ items: [JSONValue], depth: Int, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "["))
    for (index, item) in items.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      newline(depth: depth + 1, into: &output)
      write(item, depth: depth + 1, into: &output)
    }
    if !items.isEmpty { newline(depth: depth, into: &output) }
    output.append(UInt8(ascii: "]"))
  }

  private func writeObject(_ object: JSONObject, depth: Int, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "{"))
    let members = Self.propertyOrder(object)
    for (index, member) in members.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      newline(depth: depth + 1, into: &output)
      Self.writeString(member.key, into: &output)
      output.append(UInt8(ascii: ":"))
      if indent > 0 { output.append(UInt8(ascii: " ")) }
      write(member.value, depth: depth + 1, into: &output)
    }
    if !members.isEmpty { newline(depth: depth, into: &output) }
    output.append(UInt8(ascii: "}"))
  }

  private func newline(depth: Int, into output: inout [UInt8]) {
    guard indent > 0 else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
  }

  /// JavaScript own-property order: array-index keys ascending, then insertion order.
  static func propertyOrder(_ object: JSONObject) -> [JSONObject.Member] {
    var indexed: [(UInt32, JSONObject.Member)] = []
    var named: [JSONObject.Member] = []
    for member in object {
      if let index = arrayIndex(member.key) {
        indexed.append((index, member))
      } else {
        named.append(member)
      }
    }
    if indexed.isEmpty { return named }
    indexed.sort { $0.0 < $1.0 }
    return indexed.map(\.1) + named
  }

  /// The canonical array index a key denotes, if any.
  static func arrayIndex(_ key: String) -> UInt32? {
    let bytes = key.utf8
    guard let first = bytes.first, bytes.count <= 10 else { return nil }
    if first == UInt8(ascii: "0") { return bytes.count == 1 ? 0 : nil }
    var value: UInt64 = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
    }
    return value <= 4_294_967_294 ? UInt32(value) : nil
  }

  /// Appends a JSON string literal with `JSON.stringify` escaping.
  static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
      case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x00..<0x20:
        output.append(contentsOf: "\\u00".utf8)
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0x0F))
      default:
        output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
