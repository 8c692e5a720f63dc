/// Whether a string has message syntax: a `{` or a `'` (see `MessagevisorFormatScope`).
enum MessageSyntax {
  /// True when `text` contains `{` or `'`; scans the UTF-8 storage directly.
  static func occurs(in text: String) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isSyntax) }) {
      return found
    }
    return text.utf8.contains(where: isSyntax)
  }

  private static func isSyntax(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "{") || byte == UInt8(ascii: "'")
  }
}
