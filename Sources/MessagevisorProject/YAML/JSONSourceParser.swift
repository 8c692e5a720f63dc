import Foundation

/// A strict JSON (RFC 8259) parser producing the same `SourceNode` tree as `YAMLParser`.
///
/// Used for `parser: json` projects. Numbers without a fraction or exponent become `.int`
/// (or `.double` when they do not fit an `Int`), all others `.double`. Object key order is
/// kept. A leading byte-order mark is skipped; comments, trailing commas and other
/// extensions are errors.
package enum JSONSourceParser {
  /// What to do when an object repeats a key.
  package enum DuplicateKeys: Sendable {
    /// Throw `JSONSourceError.duplicateKey`.
    case reject
    /// Keep the last value at the first key's place, like `JSON.parse`.
    case lastWins
  }

  /// The default cap on array/object nesting.
  static let defaultMaxDepth = 256

  /// Parses UTF-8 `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: the file contents.
  ///   - file: the name used in positions and error messages.
  ///   - duplicateKeys: whether a repeated object key is an error (the default).
  ///   - maxDepth: the deepest array/object nesting accepted.
  /// - Throws: `JSONSourceError`, positioned at the problem.
  package static func parse(
    _ bytes: [UInt8],
    file: String,
    duplicateKeys: DuplicateKeys = .reject,
    maxDepth: Int = defaultMaxDepth
  ) throws(JSONSourceError) -> SourceNode {
    try check(bytes, file: file)
    var reader = JSONSourceReader(
      cursor: SourceCursor(bytes: bytes, file: file),
      duplicateKeys: duplicateKeys,
      maxDepth: maxDepth
    )
    return try reader.parseDocument()
  }

  /// Where each byte of every string of `bytes` was read from, by the reading `parse` does
  /// (`ScalarOrigins`); a repeated key is read like any other.
  package static func scalarOrigins(_ bytes: [UInt8], file: String) throws(JSONSourceError)
    -> ScalarOrigins
  {
    try check(bytes, file: file)
    var reader = JSONSourceReader(
      cursor: SourceCursor(bytes: bytes, file: file), duplicateKeys: .lastWins,
      maxDepth: defaultMaxDepth)
    reader.origins = ScalarOrigins()
    _ = try reader.parseDocument()
    return reader.origins ?? ScalarOrigins()
  }

  /// Refuses bytes that are not UTF-8 and a raw NUL, which the reader cannot tell from the end.
  private static func check(_ bytes: [UInt8], file: String) throws(JSONSourceError) {
    switch UTF8Check.firstProblem(in: bytes, refusing: .nul) {
    case nil:
      return
    case .invalidUTF8(let offset):
      throw .invalidUTF8(at: SourceCursor.position(ofOffset: offset, in: bytes, file: file))
    case .refusedCharacter(_, let offset):
      throw .nulCharacter(at: SourceCursor.position(ofOffset: offset, in: bytes, file: file))
    }
  }

  /// Parses the UTF-8 contents of `data`.
  package static func parse(
    _ data: Data,
    file: String,
    duplicateKeys: DuplicateKeys = .reject,
    maxDepth: Int = defaultMaxDepth
  ) throws(JSONSourceError) -> SourceNode {
    try parse([UInt8](data), file: file, duplicateKeys: duplicateKeys, maxDepth: maxDepth)
  }

  /// Parses `text`.
  package static func parse(
    _ text: String,
    file: String,
    duplicateKeys: DuplicateKeys = .reject,
    maxDepth: Int = defaultMaxDepth
  ) throws(JSONSourceError) -> SourceNode {
    try parse(Array(text.utf8), file: file, duplicateKeys: duplicateKeys, maxDepth: maxDepth)
  }
}
