/// The recursive-descent reader behind `JSONSourceParser`.
struct JSONSourceReader {
  /// The cursor over the source.
  var cursor: SourceCursor
  /// The duplicate key policy.
  let duplicateKeys: JSONSourceParser.DuplicateKeys
  /// The deepest nesting allowed.
  let maxDepth: Int
  /// Where each string's bytes came from; nil unless the parse is traced.
  var origins: ScalarOrigins?
  private var depth = 0

  /// Creates a reader.
  init(cursor: SourceCursor, duplicateKeys: JSONSourceParser.DuplicateKeys, maxDepth: Int) {
    self.cursor = cursor
    self.duplicateKeys = duplicateKeys
    self.maxDepth = maxDepth
  }

  /// Parses the single value that must make up the whole input.
  mutating func parseDocument() throws(JSONSourceError) -> SourceNode {
    cursor.skipByteOrderMark()
    skipWhitespace()
    let node = try parseValue()
    skipWhitespace()
    guard cursor.isAtEnd else { throw unexpected(expected: "end of input") }
    return node
  }

  private mutating func parseValue() throws(JSONSourceError) -> SourceNode {
    let position = cursor.position()
    switch cursor.current {
    case SourceByte.leftBrace: return try parseObject()
    case SourceByte.leftBracket: return try parseArray()
    case SourceByte.doubleQuote: return SourceNode(.string(try parseString()), at: position)
    case 0x74: return try parseLiteral("true", .bool(true), at: position)
    case 0x66: return try parseLiteral("false", .bool(false), at: position)
    case 0x6E: return try parseLiteral("null", .null, at: position)
    case SourceByte.minus, SourceByte.zero...SourceByte.nine: return try parseNumber()
    default: throw unexpected(expected: "a JSON value")
    }
  }

  private mutating func parseObject() throws(JSONSourceError) -> SourceNode {
    let start = try enter()
    var entries: [SourceEntry] = []
    var indexes: [String: Int] = [:]
    skipWhitespace()
    if cursor.current == SourceByte.rightBrace {
      return leave(.mapping(entries), at: start)
    }
    while true {
      guard cursor.current == SourceByte.doubleQuote else {
        throw unexpected(expected: "a string key")
      }
      let keyPosition = cursor.position()
      let key = try parseString()
      skipWhitespace()
      guard cursor.current == SourceByte.colon else { throw unexpected(expected: "':'") }
      cursor.advance()
      skipWhitespace()
      let entry = SourceEntry(key: key, keyPosition: keyPosition, value: try parseValue())
      if let index = indexes[key] {
        guard duplicateKeys == .lastWins else {
          throw .duplicateKey(key, at: keyPosition, firstAt: entries[index].keyPosition)
        }
        entries[index].value = entry.value
      } else {
        indexes[key] = entries.count
        entries.append(entry)
      }
      guard try continueAfterElement(closing: SourceByte.rightBrace) else { break }
    }
    return leave(.mapping(entries), at: start)
  }

  private mutating func parseArray() throws(JSONSourceError) -> SourceNode {
    let start = try enter()
    var items: [SourceNode] = []
    skipWhitespace()
    if cursor.current == SourceByte.rightBracket {
      return leave(.sequence(items), at: start)
    }
    while true {
      items.append(try parseValue())
      guard try continueAfterElement(closing: SourceByte.rightBracket) else { break }
    }
    return leave(.sequence(items), at: start)
  }

  /// After an element: consumes `,` (returns true) or sees the closing bracket (returns false).
  private mutating func continueAfterElement(closing: UInt8) throws(JSONSourceError) -> Bool {
    skipWhitespace()
    if cursor.current == SourceByte.comma {
      cursor.advance()
      skipWhitespace()
      return true
    }
    guard cursor.current == closing else {
      let name = closing == SourceByte.rightBrace ? "'}'" : "']'"
      throw unexpected(expected: "',' or \(name)")
    }
    return false
  }

  /// Consumes an opening bracket, checking the nesting limit; returns its position.
  private mutating func enter() throws(JSONSourceError) -> SourcePosition {
    let position = cursor.position()
    depth += 1
    if depth > maxDepth {
      throw .nestingTooDeep(limit: maxDepth, at: position)
    }
    cursor.advance()
    return position
  }

  /// Consumes a closing bracket and builds the collection node.
  private mutating func leave(_ value: SourceNode.Value, at position: SourcePosition) -> SourceNode
  {
    cursor.advance()
    depth -= 1
    return SourceNode(value, at: position)
  }

  private mutating func parseLiteral(
    _ word: String, _ value: SourceNode.Value, at position: SourcePosition
  ) throws(JSONSourceError) -> SourceNode {
    for byte in word.utf8 {
      guard cursor.current == byte else { throw unexpected(expected: "'\(word)'") }
      cursor.advance()
    }
    return SourceNode(value, at: position)
  }

  /// Skips JSON whitespace: space, tab, line feed, carriage return.
  private mutating func skipWhitespace() {
    while true {
      switch cursor.current {
      case SourceByte.space, SourceByte.tab, SourceByte.lineFeed, SourceByte.carriageReturn:
        cursor.advance()
      default:
        return
      }
    }
  }

  /// An unexpected-character (or unexpected-end) error at the cursor.
  func unexpected(expected: String) -> JSONSourceError {
    var copy = cursor
    if cursor.isAtEnd {
      return .unexpectedEnd(expected: expected, at: copy.position())
    }
    return .unexpectedCharacter(
      found: cursor.currentDescription, expected: expected, at: copy.position())
  }
}
