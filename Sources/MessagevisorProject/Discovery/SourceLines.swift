/// The lines of a source file as the parsers count them: LF, CRLF or a lone CR ends a line.
///
/// For messages that point into a file after it was parsed (the snippet under an error), so
/// their line numbers are the parser's.
package enum SourceLines {
  /// The lines of the file at `path`; nil when it cannot be read.
  package static func of(file path: String) -> [Substring]? {
    guard let bytes = try? FileSystemCalls.contents(of: path) else { return nil }
    return String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
  }

  /// Line `number` (from 1) of the file at `path`; nil when there is none.
  package static func line(_ number: Int, ofFile path: String) -> Substring? {
    guard let lines = of(file: path), number >= 1, number <= lines.count else { return nil }
    return lines[number - 1]
  }
}
