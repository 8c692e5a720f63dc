/// Scans a pattern for constructs outside the portable regex dialect.
package enum RegexPortability {
  /// True when the pattern uses only portable constructs.
  ///
  /// Nested quantifiers such as `(\d+\.)+` are portable; the searches themselves are bounded
  /// (`PortableRegex.search`), so catastrophic patterns like `(a+)+$` end without a match.
  /// Package-visible so the project loader refuses non-portable patterns at load.
  package static func isPortable(_ pattern: String) -> Bool {
    var scanner = Scanner(bytes: Array(pattern.utf8))
    return scanner.run()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var inClass = false

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    mutating func run() -> Bool {
      while index < bytes.count {
        guard step() else { return false }
      }
      return true
    }

    private func peek(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func step() -> Bool {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") { return escape() }
      if inClass {
        if byte == UInt8(ascii: "]") { inClass = false }
        index += 1
        return true
      }
      switch byte {
      case UInt8(ascii: "["):
        inClass = true
        index += 1
        if peek(0) == UInt8(ascii: "^") { index += 1 }
        if peek(0) == UInt8(ascii: "]") { index += 1 }
        return true
      case UInt8(ascii: "("):
        if peek(1) == UInt8(ascii: "?") { return false }
        index += 1
        return true
      case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
        return quantifier(length: 1)
      case UInt8(ascii: "{"):
        return braceQuantifier()
      default:
        index += 1
        return true
      }
    }

    private mutating func escape() -> Bool {
      guard let next = peek(1) else { return false }
      if !inClass {
        if next >= UInt8(ascii: "1"), next <= UInt8(ascii: "9") { return false }
        if next == UInt8(ascii: "k") || next == UInt8(ascii: "g"),
          peek(2) == UInt8(ascii: "<") || peek(2) == UInt8(ascii: "'")
        {
          return false
        }
      }
      index += 2
      return true
    }

    private mutating func quantifier(length: Int) -> Bool {
      index += length
      if peek(0) == UInt8(ascii: "+") { return false }
      if peek(0) == UInt8(ascii: "?") { index += 1 }
      return true
    }

    private mutating func braceQuantifier() -> Bool {
      var end = index + 1
      while end < bytes.count, isBraceBody(bytes[end]) { end += 1 }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > index + 1 else {
        index += 1
        return true
      }
      return quantifier(length: end - index + 1)
    }

    private func isBraceBody(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ",")
    }
  }
}
