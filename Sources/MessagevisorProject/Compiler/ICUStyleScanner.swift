/// A named-style reference inside an ICU message, e.g. `{amount, number, money}`.
struct StyleReference: Hashable, Sendable {
  /// `number`, `date` or `time`.
  let family: String
  /// The style name.
  let style: String
}

/// Extracts the format styles an ICU message uses (build-and-cli-json §3.7).
///
/// A small quote-aware ICU scanner: apostrophe quoting, nested plural/select options (an
/// `other` option is required), and `::skeleton` styles ignored. Tags are treated as text.
/// This is the one place to swap in the full ICU parser.
enum UsedFormatExtraction {
  /// The string-style references of `message`; throws a reason when it is not valid ICU.
  static func styleReferences(in message: String) throws(ICUScanError) -> [StyleReference] {
    var scanner = ICUStyleScanner(Array(message.utf8))
    try scanner.message(nested: false, inPlural: false)
    return scanner.references
  }
}

/// Why an ICU message could not be scanned.
struct ICUScanError: Error, Hashable, Sendable {
  /// A short reason, e.g. `unmatched "{"`.
  let reason: String
}

private struct ICUStyleScanner {
  static let argumentTypes: Set<String> = [
    "number", "date", "time", "plural", "select", "selectordinal",
  ]

  let bytes: [UInt8]
  var index = 0
  var references: [StyleReference] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Scans message text up to the end (or the closing `}` when nested, left unconsumed).
  mutating func message(nested: Bool, inPlural: Bool) throws(ICUScanError) {
    while let byte = current {
      switch byte {
      case UInt8(ascii: "'"):
        skipQuote(inPlural: inPlural)
      case UInt8(ascii: "{"):
        index += 1
        try argument()
      case UInt8(ascii: "}"):
        if nested { return }
        throw ICUScanError(reason: "unmatched \"}\"")
      default:
        index += 1
      }
    }
    if nested { throw ICUScanError(reason: "unclosed \"{\"") }
  }

  /// `''` is a literal quote; `'` before a syntax character quotes up to the next lone `'`.
  mutating func skipQuote(inPlural: Bool) {
    index += 1
    guard let next = current else { return }
    if next == UInt8(ascii: "'") {
      index += 1
      return
    }
    let quotable =
      next == UInt8(ascii: "{") || next == UInt8(ascii: "}")
      || (inPlural && next == UInt8(ascii: "#"))
    guard quotable else { return }
    while let byte = current {
      index += 1
      if byte == UInt8(ascii: "'") {
        if current == UInt8(ascii: "'") {
          index += 1
        } else {
          return
        }
      }
    }
  }

  mutating func argument() throws(ICUScanError) {
    skipSpaces()
    let name = word()
    guard !name.isEmpty else { throw ICUScanError(reason: "missing argument name") }
    skipSpaces()
    if take(UInt8(ascii: "}")) { return }
    guard take(UInt8(ascii: ",")) else { throw ICUScanError(reason: "malformed argument") }
    skipSpaces()
    let type = word()
    guard Self.argumentTypes.contains(type) else {
      throw ICUScanError(reason: "invalid argument type \"\(type)\"")
    }
    skipSpaces()
    if take(UInt8(ascii: "}")) { return }
    guard take(UInt8(ascii: ",")) else { throw ICUScanError(reason: "malformed argument") }
    switch type {
    case "plural", "selectordinal", "select":
      try options(plural: type != "select")
    default:
      try style(family: type)
    }
  }

  mutating func style(family: String) throws(ICUScanError) {
    let start = index
    while let byte = current, byte != UInt8(ascii: "}") {
      if byte == UInt8(ascii: "{") { throw ICUScanError(reason: "unexpected \"{\" in style") }
      index += 1
    }
    guard take(UInt8(ascii: "}")) else { throw ICUScanError(reason: "unclosed \"{\"") }
    let text = String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
      .trimmingJSWhitespace()
    guard !text.isEmpty else { throw ICUScanError(reason: "empty style") }
    if !text.hasPrefix("::") {
      references.append(StyleReference(family: family, style: text))
    }
  }

  mutating func options(plural: Bool) throws(ICUScanError) {
    var sawOther = false
    skipSpaces()
    if plural, bytes[index...].starts(with: Array("offset:".utf8)) {
      index += "offset:".utf8.count
      skipSpaces()
      guard !word().isEmpty else { throw ICUScanError(reason: "invalid offset") }
    }
    while true {
      skipSpaces()
      if take(UInt8(ascii: "}")) { break }
      let selector = word()
      guard !selector.isEmpty else { throw ICUScanError(reason: "expected an option selector") }
      if selector == "other" { sawOther = true }
      skipSpaces()
      guard take(UInt8(ascii: "{")) else {
        throw ICUScanError(reason: "expected \"{\" after \"\(selector)\"")
      }
      try message(nested: true, inPlural: plural)
      index += 1
    }
    guard sawOther else { throw ICUScanError(reason: "missing \"other\" option") }
  }

  mutating func word() -> String {
    let start = index
    while let byte = current, !Self.isSeparator(byte) {
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  static func isSeparator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "{"),
      UInt8(ascii: "}"):
      return true
    default:
      return false
    }
  }

  mutating func skipSpaces() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }
}
