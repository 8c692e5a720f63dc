/// Reads `messagevisor.config.js` as a restricted JavaScript object literal (docs/decisions.md D8).
///
/// Finds `module.exports = {…}` (or `export default {…}`) and parses the literal: strings
/// (no `${}`), numbers, `true`/`false`/`null`, arrays and objects with trailing commas, and
/// quoted or bare keys. `undefined` members are dropped; a key repeated in one object is an
/// error (JavaScript would silently keep the last value). Inside the top-level `modules` array,
/// calls such as `createICUModule()` and bare identifiers are recorded as their name (a
/// string node). Anything else fails with `ProjectError.configNotStatic`. Arrays and objects
/// nested deeper than `maxDepth` fail with `ProjectError.configNestingTooDeep`, as the JSON
/// and YAML parsers do, so a hostile file cannot exhaust the stack.
struct ConfigLiteralReader {
  /// The deepest array/object nesting accepted (the JSON and YAML parsers' limit).
  static let maxDepth = JSONSourceParser.defaultMaxDepth

  private var scanner: ConfigTokenScanner
  /// Arrays and objects open around the value being read.
  private var nesting = 0

  /// Prepares a reader over the config source.
  init(source: String, file: String) {
    scanner = ConfigTokenScanner(source: source, file: file)
  }

  /// Parses the exported literal.
  mutating func read() throws(ProjectError) -> SourceNode {
    try seekExport()
    let value = try parseValue(allowCalls: false)
    guard let value else {
      throw .configNotStatic(scanner.position, reason: "module.exports is undefined")
    }
    scanner.skipTrivia()
    while scanner.consume(";") {
      scanner.skipTrivia()
    }
    guard scanner.isAtEnd else {
      throw .configNotStatic(scanner.position, reason: "unexpected code after the exported object")
    }
    return value
  }

  /// Skips the preamble (comments, `require` lines) up to `module.exports =` or
  /// `export default`.
  private mutating func seekExport() throws(ProjectError) {
    while true {
      scanner.skipTrivia()
      if scanner.isAtEnd {
        throw .configNotStatic(scanner.position, reason: "no module.exports assignment found")
      }
      if scanner.consumeWord("module") {
        scanner.skipTrivia()
        if scanner.consume("."), scanner.skipTriviaThen({ $0.consumeWord("exports") }) {
          scanner.skipTrivia()
          if scanner.consume("=") { return }
        }
        continue
      }
      if scanner.consumeWord("export") {
        scanner.skipTrivia()
        if scanner.consumeWord("default") { return }
        continue
      }
      try scanner.skipPreambleToken()
    }
  }

  private mutating func parseValue(allowCalls: Bool) throws(ProjectError) -> SourceNode? {
    scanner.skipTrivia()
    let start = scanner.position
    guard let byte = scanner.peek() else {
      throw .configNotStatic(start, reason: "unexpected end of file")
    }
    switch byte {
    case UInt8(ascii: "{"):
      try enterCollection(at: start)
      defer { nesting -= 1 }
      return SourceNode(try parseObject(), at: start)
    case UInt8(ascii: "["):
      try enterCollection(at: start)
      defer { nesting -= 1 }
      return SourceNode(try parseArray(allowCalls: allowCalls), at: start)
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
      return SourceNode(.string(try scanner.readString()), at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return SourceNode(try scanner.readNumber(), at: start)
    default:
      return try parseWord(allowCalls: allowCalls, at: start)
    }
  }

  /// Counts one more open array or object, failing past `maxDepth`.
  private mutating func enterCollection(at start: SourcePosition) throws(ProjectError) {
    nesting += 1
    guard nesting <= Self.maxDepth else {
      throw .configNestingTooDeep(start, limit: Self.maxDepth)
    }
  }

  private mutating func parseWord(
    allowCalls: Bool,
    at start: SourcePosition
  ) throws(ProjectError) -> SourceNode? {
    guard let word = scanner.readIdentifier() else {
      throw .configNotStatic(start, reason: "unexpected character")
    }
    switch word {
    case "true": return SourceNode(.bool(true), at: start)
    case "false": return SourceNode(.bool(false), at: start)
    case "null": return SourceNode(.null, at: start)
    case "undefined": return nil
    default: break
    }
    guard allowCalls else {
      throw .configNotStatic(start, reason: "computed value \"\(word)\"")
    }
    var name = word
    while scanner.skipTriviaThen({ $0.consume(".") }) {
      scanner.skipTrivia()
      guard let member = scanner.readIdentifier() else {
        throw .configNotStatic(scanner.position, reason: "expected a name after \".\"")
      }
      name = member
    }
    if scanner.skipTriviaThen({ $0.consume("(") }) {
      try skipCallArguments()
    }
    return SourceNode(.string(name), at: start)
  }

  /// Call arguments must themselves be static literals; they are read and dropped.
  private mutating func skipCallArguments() throws(ProjectError) {
    while true {
      scanner.skipTrivia()
      if scanner.consume(")") { return }
      _ = try parseValue(allowCalls: false)
      scanner.skipTrivia()
      if scanner.consume(",") { continue }
      guard scanner.consume(")") else {
        throw .configNotStatic(scanner.position, reason: "expected \",\" or \")\"")
      }
      return
    }
  }

  private mutating func parseArray(allowCalls: Bool) throws(ProjectError) -> SourceNode.Value {
    _ = scanner.consume("[")
    var items: [SourceNode] = []
    while true {
      scanner.skipTrivia()
      if scanner.consume("]") { return .sequence(items) }
      if scanner.peek() == UInt8(ascii: ".") {
        throw .configNotStatic(scanner.position, reason: "spread element")
      }
      let item = try parseValue(allowCalls: allowCalls)
      items.append(item ?? SourceNode(.null, at: scanner.position))
      scanner.skipTrivia()
      if scanner.consume(",") { continue }
      guard scanner.consume("]") else {
        throw .configNotStatic(scanner.position, reason: "expected \",\" or \"]\"")
      }
      return .sequence(items)
    }
  }

  private mutating func parseObject() throws(ProjectError) -> SourceNode.Value {
    _ = scanner.consume("{")
    var entries: [SourceEntry] = []
    var keys: Set<String> = []
    let topLevel = scanner.depth == 0
    scanner.depth += 1
    defer { scanner.depth -= 1 }
    while true {
      scanner.skipTrivia()
      if scanner.consume("}") { return .mapping(entries) }
      let keyPosition = scanner.position
      let key = try scanner.readKey()
      guard keys.insert(key).inserted else {
        throw .duplicateKey(keyPosition, key: key, entity: "config")
      }
      scanner.skipTrivia()
      guard scanner.consume(":") else {
        throw .configNotStatic(scanner.position, reason: "expected \":\" after \"\(key)\"")
      }
      let allowCalls = topLevel && key == "modules"
      if let value = try parseValue(allowCalls: allowCalls) {
        entries.append(SourceEntry(key: key, keyPosition: keyPosition, value: value))
      }
      scanner.skipTrivia()
      if scanner.consume(",") { continue }
      guard scanner.consume("}") else {
        throw .configNotStatic(scanner.position, reason: "expected \",\" or \"}\"")
      }
      return .mapping(entries)
    }
  }
}
