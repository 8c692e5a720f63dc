/// Reads JSON tokens from UTF-8 bytes for the datafile's own parsers (`StringMapParser`,
/// `FormatPresetsParser`).
///
/// Every reader returns nil (or false) on anything it is not sure `JSONDecoder` reads the same
/// way, and its caller then gives up, so the whole datafile goes to `JSONDecoder`.
struct JSONTokenReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index: Int
  private let end: Int
  /// Unescaped bytes of the string being read, reused from string to string.
  private var scratch: [UInt8] = []

  /// A reader of the bytes of `range`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
    self.bytes = bytes
    self.index = range.lowerBound
    self.end = range.upperBound
  }

  /// Reads an object whose value readers are `member` (called after each key and colon, it
  /// reads the value and returns false to give up); false when the object is not complete.
  @inline(__always)
  mutating func members(_ member: (inout JSONTokenReader, String) -> Bool) -> Bool {
    guard consume(UInt8(ascii: "{")) else { return false }
    skipSpace()
    if consume(UInt8(ascii: "}")) { return true }
    while true {
      skipSpace()
      guard let key = string() else { return false }
      skipSpace()
      guard consume(UInt8(ascii: ":")) else { return false }
      skipSpace()
      guard member(&self, key) else { return false }
      skipSpace()
      if consume(UInt8(ascii: ",")) { continue }
      return consume(UInt8(ascii: "}"))
    }
  }

  /// An object whose values `value` reads (nil to give up), by key; nil when the object is
  /// not complete or repeats a key.
  mutating func object<Value>(_ value: (inout JSONTokenReader) -> Value?) -> [String: Value]? {
    var result: [String: Value] = [:]
    let complete = members { reader, key in
      guard let read = value(&reader) else { return false }
      return result.updateValue(read, forKey: key) == nil
    }
    return complete ? result : nil
  }

  /// An integer token of at most 18 digits (so it fits `Int`), nil for any other number: a
  /// fraction or an exponent is left to `JSONDecoder`.
  mutating func integer() -> Int? {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    let digitsStart = index
    while index < end, Self.isDigit(bytes[index]) {
      index += 1
    }
    let digits = index - digitsStart
    guard digits > 0, digits <= 18 else { return nil }
    guard digits == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { return nil }
    if let following = next, following == UInt8(ascii: ".") || following | 0x20 == 0x65 {
      return nil
    }
    var value = 0
    for byte in bytes[digitsStart..<index] {
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return bytes[start] == UInt8(ascii: "-") ? -value : value
  }

  /// Reads the literal `word` (`true`, `false`, `null`) when it is next.
  mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard end - index >= count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      return false
    }
    index += count
    return true
  }

  /// The next byte, if any, without reading it.
  var next: UInt8? { index < end ? bytes[index] : nil }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// True when only white space is left.
  func atEnd() -> Bool {
    var probe = self
    probe.skipSpace()
    return probe.index == end
  }

  /// A string token, decoded; nil unless it is a plain or validly escaped UTF-8 string.
  mutating func string() -> String? {
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = index
    var union: UInt8 = 0
    while index < end {
      let byte = bytes[index]
      union |= byte
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        return Self.decode(text, isASCII: union < 0x80)
      }
      if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
      if byte < 0x20 { return nil }
      index += 1
    }
    return nil
  }

  /// The rest of a string that has escapes, from its first byte at `start`.
  private mutating func escapedString(from start: Int) -> String? {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < end {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return scratch.withUnsafeBufferPointer { Self.decode($0, isASCII: false) }
      case UInt8(ascii: "\\"):
        guard appendEscape() else { return nil }
      case 0..<0x20:
        return nil
      default:
        scratch.append(byte)
      }
    }
    return nil
  }

  /// The string of UTF-8 `text`, nil when it is not valid UTF-8.
  ///
  /// `String(decoding:as:)` makes exactly one allocation (`String(validating:as:)` makes a
  /// temporary one too, which leaves holes between the kept strings); it repairs invalid
  /// bytes, which changes them, so non-ASCII text is compared with what it decoded to.
  private static func decode(_ text: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
    let decoded = String(decoding: text, as: UTF8.self)
    guard isASCII || decoded.utf8.elementsEqual(text) else { return nil }
    return decoded
  }

  /// Appends the character of the escape after a backslash; false when it is not valid.
  private mutating func appendEscape() -> Bool {
    guard index < end else { return false }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"): return appendUnicodeEscape()
    default: return false
    }
    return true
  }

  /// Appends a `\uXXXX` escape (a surrogate pair as one scalar); false for a lone surrogate.
  private mutating func appendUnicodeEscape() -> Bool {
    guard let unit = hexUnit() else { return false }
    var value = UInt32(unit)
    if (0xD800..<0xDC00).contains(unit) {
      guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")), let low = hexUnit(),
        (0xDC00..<0xE000).contains(low)
      else { return false }
      value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
    } else if (0xDC00..<0xE000).contains(unit) {
      return false
    }
    guard let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) else {
      return false
    }
    scratch.append(contentsOf: encoded)
    return true
  }

  private mutating func hexUnit() -> UInt16? {
    guard end - index >= 4 else { return nil }
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let digit = Self.hexDigit(bytes[index]) else { return nil }
      unit = unit << 4 | digit
      index += 1
    }
    return unit
  }

  private static func hexDigit(_ byte: UInt8) -> UInt16? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Reads `byte` when it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard index < end, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Skips JSON white space.
  mutating func skipSpace() {
    while index < end {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      index += 1
    }
  }
}
