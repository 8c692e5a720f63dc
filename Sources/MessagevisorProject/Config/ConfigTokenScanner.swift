/// A byte scanner over JavaScript source that tracks line and column.
///
/// Used by `ConfigLiteralReader`; it understands comments, string literals, numbers and
/// identifiers, which is all a static config literal needs.
struct ConfigTokenScanner {
  private let bytes: [UInt8]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1
  /// Object nesting depth, maintained by the reader.
  var depth = 0

  init(source: String, file: String) {
    bytes = Array(source.utf8)
    self.file = file
  }

  var isAtEnd: Bool { index >= bytes.count }

  var position: SourcePosition {
    SourcePosition(file: file, line: line, column: column, offset: index)
  }

  func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  mutating func advance() {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  /// Consumes an ASCII punctuation character when it comes next.
  mutating func consume(_ character: Unicode.Scalar) -> Bool {
    guard peek() == UInt8(truncatingIfNeeded: character.value) else { return false }
    advance()
    return true
  }

  /// Runs `body` after skipping trivia, restoring the position when it returns false.
  mutating func skipTriviaThen(_ body: (inout ConfigTokenScanner) -> Bool) -> Bool {
    let saved = self
    skipTrivia()
    if body(&self) { return true }
    self = saved
    return false
  }

  /// Consumes an identifier equal to `word` (not a prefix of a longer one).
  mutating func consumeWord(_ word: String) -> Bool {
    let saved = self
    if readIdentifier() == word { return true }
    self = saved
    return false
  }

  mutating func skipTrivia() {
    while let byte = peek() {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        advance()
      } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        while let next = peek(), next != 0x0A { advance() }
      } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        advance()
        advance()
        while !isAtEnd && !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
          advance()
        }
        advance()
        advance()
      } else {
        return
      }
    }
  }

  /// Skips one token of the preamble before the export (a word, string or punctuation).
  mutating func skipPreambleToken() throws(ProjectError) {
    guard let byte = peek() else { return }
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
      _ = try readString()
    } else if readIdentifier() == nil {
      advance()
    }
  }

  mutating func readIdentifier() -> String? {
    let start = index
    while let byte = peek(), Self.isIdentifierByte(byte, first: index == start) {
      advance()
    }
    guard index > start else { return nil }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: "$"):
      return true
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return !first
    default:
      return false
    }
  }

  /// Reads an object key: an identifier, a string or a number.
  mutating func readKey() throws(ProjectError) -> String {
    let start = position
    guard let byte = peek() else {
      throw .configNotStatic(start, reason: "unexpected end of file")
    }
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      return try readString()
    }
    if byte == UInt8(ascii: "[") {
      throw .configNotStatic(start, reason: "computed key")
    }
    if byte == UInt8(ascii: ".") {
      throw .configNotStatic(start, reason: "spread element")
    }
    if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"),
      case .double(let number) = try readNumber()
    {
      return JSNumber.format(number)
    }
    guard let name = readIdentifier() else {
      throw .configNotStatic(start, reason: "expected a key")
    }
    return name
  }

  /// Reads a numeric literal (with an optional sign) as a double.
  mutating func readNumber() throws(ProjectError) -> SourceNode.Value {
    let start = position
    let startIndex = index
    if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { advance() }
    while let byte = peek(), Self.isNumberByte(byte) {
      advance()
    }
    let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
    guard index > startIndex, let value = JSNumber.parse(text.replacingUnderscores()) else {
      throw .configNotStatic(start, reason: "invalid number \"\(text)\"")
    }
    return .double(value)
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }

  /// Reads a quoted string literal with JavaScript escapes; template literals must not
  /// contain `${`.
  mutating func readString() throws(ProjectError) -> String {
    let start = position
    guard let quote = peek() else {
      throw .configNotStatic(start, reason: "unexpected end of file")
    }
    advance()
    var output: [UInt8] = []
    while let byte = peek() {
      if byte == quote {
        advance()
        return String(decoding: output, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        advance()
        try readEscape(into: &output)
        continue
      }
      if quote == UInt8(ascii: "`") && byte == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") {
        throw .configNotStatic(position, reason: "template literal with ${}")
      }
      if byte == 0x0A && quote != UInt8(ascii: "`") {
        break
      }
      output.append(byte)
      advance()
    }
    throw .configNotStatic(start, reason: "unterminated string")
  }

  private mutating func readEscape(into output: inout [UInt8]) throws(ProjectError) {
    guard let byte = peek() else { return }
    advance()
    let simple: UInt8?
    switch byte {
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "v"): simple = 0x0B
    case UInt8(ascii: "0"): simple = 0x00
    case 0x0A: return
    case UInt8(ascii: "x"): return try appendScalar(readHex(count: 2), into: &output)
    case UInt8(ascii: "u"): return try appendScalar(readUnicodeEscape(), into: &output)
    default: simple = byte
    }
    if let simple { output.append(simple) }
  }

  private mutating func readUnicodeEscape() throws(ProjectError) -> UInt32 {
    guard consume("{") else { return try readHex(count: 4) }
    var value: UInt32 = 0
    while let byte = peek(), byte != UInt8(ascii: "}") {
      guard let digit = Self.hexValue(byte), value < 0x110000 else {
        throw .configNotStatic(position, reason: "invalid unicode escape")
      }
      value = value * 16 + digit
      advance()
    }
    _ = consume("}")
    return value
  }

  private mutating func readHex(count: Int) throws(ProjectError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<count {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw .configNotStatic(position, reason: "invalid hex escape")
      }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private func appendScalar(_ value: UInt32, into output: inout [UInt8]) throws(ProjectError) {
    guard let scalar = Unicode.Scalar(value) else {
      throw .configNotStatic(position, reason: "escape is not a Unicode scalar")
    }
    output.append(contentsOf: String(Character(scalar)).utf8)
  }
}

extension String {
  /// Removes `_` numeric separators.
  fileprivate func replacingUnderscores() -> String {
    String(filter { $0 != "_" })
  }
}
