import Foundation

/// Structural validation of raw datafile JSON before it is decoded.
///
/// Scans the top-level object over UTF-8 bytes without building it: each member's type is
/// read from its first byte and the value is skipped. Syntax inside values is left to the
/// decoder that runs next, so a malformed datafile still fails, just later.
enum DatafileShape {
  static let identityFields: Set<String> = [
    "schemaVersion", "messagevisorVersion", "revision", "target", "locale",
  ]
  static let mapFields: Set<String> = ["segments", "messages", "translations"]

  /// What is wrong with the bytes as a datafile (malformed JSON at a byte offset, a missing or
  /// mistyped field), nil when they have the datafile shape.
  static func problem(_ data: Data) -> String? {
    var scanner = ShapeScanner(bytes: utf8Bytes(data))
    return problem(&scanner)
  }

  /// What is wrong with the scanner's bytes as a datafile; the scan leaves the top-level
  /// members' spans in `scanner.spans`.
  static func problem(_ scanner: inout ShapeScanner) -> String? {
    guard let members = scanner.topLevelMembers() else {
      return "malformed JSON or not an object, at byte offset \(scanner.index)"
    }
    for field in identityFields.sorted() {
      guard let member = members[field] else { return "missing field '\(field)'" }
      if member.kind != .string { return "field '\(field)' must be a string" }
    }
    if members["schemaVersion"]?.text != "1" { return "unsupported schemaVersion (want \"1\")" }
    if members["locale"]?.text?.isEmpty != false { return "field 'locale' is empty" }
    for field in mapFields.sorted() {
      guard let member = members[field] else { return "missing field '\(field)'" }
      if member.kind != .object { return "field '\(field)' must be an object" }
    }
    if let formats = members["formats"], formats.kind != .object {
      return "field 'formats' must be an object"
    }
    if let direction = members["direction"],
      direction.text.flatMap(TextDirection.init(rawValue:)) == nil
    {
      return "field 'direction' must be \"ltr\" or \"rtl\""
    }
    return nil
  }
}

extension DatafileShape {
  /// The bytes as UTF-8: JSON in UTF-16 or UTF-32 (which `JSONDecoder` accepts too) is
  /// transcoded first, detected by its byte-order mark or its zero bytes.
  static func utf8Bytes(_ data: Data) -> [UInt8] {
    guard isWide(data) else { return [UInt8](data) }
    for encoding in [String.Encoding.utf16, .utf32] {
      if let text = String(data: data, encoding: encoding) { return Array(text.utf8) }
    }
    return [UInt8](data)
  }

  /// True when the bytes look like UTF-16 or UTF-32 (a byte-order mark or zero bytes).
  static func isWide(_ data: Data) -> Bool {
    let head = [UInt8](data.prefix(4))
    return head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE])
      || (head.count >= 2 && (head[0] == 0 || head[1] == 0))
  }
}

/// Where one top-level member sits in the scanned bytes.
struct ShapeSpan: Equatable {
  /// The decoded key.
  let key: String
  /// From the key's opening quote to the end of the value.
  let member: Range<Int>
  /// The value alone.
  let value: Range<Int>
  /// How many strings the value holds, keys included (0 for a string value).
  let strings: Int
}

/// The JSON type of a top-level member, and its text when it is a string.
struct ShapeMember: Equatable {
  enum Kind: Equatable {
    case string
    case object
    case array
    case other
  }

  let kind: Kind
  let text: String?
}

/// A byte scanner that reads the top-level members of a JSON object.
struct ShapeScanner {
  let bytes: [UInt8]
  var index = 0
  /// The top-level members read so far, in order (repeated keys included).
  private(set) var spans: [ShapeSpan] = []
  /// The strings inside the last object or array skipped.
  private var nestedStrings = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// The members by key, or nil when the text is not a JSON object.
  mutating func topLevelMembers() -> [String: ShapeMember]? {
    skipSpace()
    guard consume(UInt8(ascii: "{")) else { return nil }
    var members: [String: ShapeMember] = [:]
    skipSpace()
    if consume(UInt8(ascii: "}")) { return trailingSpaceOnly() ? members : nil }
    while true {
      skipSpace()
      let keyStart = index
      guard let key = string() else { return nil }
      skipSpace()
      guard consume(UInt8(ascii: ":")) else { return nil }
      skipSpace()
      let valueStart = index
      nestedStrings = 0
      guard let member = value() else { return nil }
      members[key] = member
      spans.append(
        ShapeSpan(
          key: key, member: keyStart..<index, value: valueStart..<index,
          strings: nestedStrings))
      skipSpace()
      if consume(UInt8(ascii: ",")) { continue }
      guard consume(UInt8(ascii: "}")) else { return nil }
      return trailingSpaceOnly() ? members : nil
    }
  }

  private mutating func value() -> ShapeMember? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "\""):
      guard let text = string() else { return nil }
      return ShapeMember(kind: .string, text: text)
    case UInt8(ascii: "{"):
      return skipNested() ? ShapeMember(kind: .object, text: nil) : nil
    case UInt8(ascii: "["):
      return skipNested() ? ShapeMember(kind: .array, text: nil) : nil
    default:
      while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
      return ShapeMember(kind: .other, text: nil)
    }
  }

  /// Skips a balanced object or array, stepping over strings.
  private mutating func skipNested() -> Bool {
    var depth = 0
    nestedStrings = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        guard skipString() else { return false }
        nestedStrings += 1
        continue
      }
      index += 1
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
      if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return true }
      }
    }
    return false
  }

  private mutating func skipString() -> Bool {
    index += 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""):
        index += 1
        return true
      default: index += 1
      }
    }
    return false
  }

  /// A string's decoded text (escapes decoded by Foundation when present).
  private mutating func string() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index
    guard skipString() else { return nil }
    let slice = bytes[(start + 1)..<(index - 1)]
    guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
    let quoted = Data(bytes[start..<index])
    return try? JSONDecoder().decode(String.self, from: quoted)
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipSpace() {
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
  }

  private mutating func trailingSpaceOnly() -> Bool {
    skipSpace()
    return index == bytes.count
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private func isDelimiter(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}")
  }
}
