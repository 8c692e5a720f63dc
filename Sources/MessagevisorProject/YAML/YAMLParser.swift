import Foundation

/// A YAML 1.2 parser for the subset Messagevisor project files use.
///
/// Reads one document into a `SourceNode` tree with positions, typing plain scalars by the
/// core schema (`No` and `2026-01-01` stay strings, quoted scalars are always strings) and
/// keeping mapping key order. Supports block and flow collections, plain / single / double
/// quoted scalars with all escapes, literal and folded block scalars, comments and optional
/// `---` / `...` markers. Anchors, aliases, tags, merge keys, complex keys, directives and
/// multiple documents are rejected as unsupported, and duplicate keys are errors. Characters
/// outside YAML's printable set (control characters but tab, LF and CR; U+FFFE, U+FFFF) are
/// refused wherever they are written raw, as YAML 1.2 keeps them out of the stream.
///
/// Parsing is linear in the input size and collection nesting is capped, so hostile input
/// fails with an error rather than exhausting the stack.
package enum YAMLParser {
  /// The default cap on collection nesting.
  static let defaultMaxDepth = 256

  /// Parses UTF-8 `bytes` (a leading byte-order mark is skipped).
  ///
  /// - Parameters:
  ///   - bytes: the file contents.
  ///   - file: the name used in positions and error messages.
  ///   - maxDepth: the deepest collection nesting accepted.
  ///   - scanning: how quoted scalars are read; both ways give the same tree or the same
  ///     error (`.byteAtATime` is the reference the differential tests compare with).
  /// - Returns: the document's root node (a null node for an empty document).
  /// - Throws: `YAMLError`, positioned at the problem.
  package static func parse(
    _ bytes: [UInt8], file: String, maxDepth: Int = defaultMaxDepth,
    scanning: YAMLScanning = .runs
  ) throws(YAMLError) -> SourceNode {
    try check(bytes, file: file)
    var reader = YAMLReader(bytes: bytes, file: file, maxDepth: maxDepth, scanning: scanning)
    return try reader.parseDocument()
  }

  /// Where each byte of every string scalar of `bytes` was read from, by the reading `parse`
  /// does (`ScalarOrigins`).
  package static func scalarOrigins(_ bytes: [UInt8], file: String) throws(YAMLError)
    -> ScalarOrigins
  {
    try check(bytes, file: file)
    var reader = YAMLReader(bytes: bytes, file: file, maxDepth: defaultMaxDepth, traced: true)
    _ = try reader.parseDocument()
    return reader.origins ?? ScalarOrigins()
  }

  /// Refuses bytes that are not UTF-8 and characters outside YAML's printable set.
  private static func check(_ bytes: [UInt8], file: String) throws(YAMLError) {
    switch UTF8Check.firstProblem(in: bytes, refusing: .yamlNonPrintable) {
    case nil:
      return
    case .invalidUTF8(let offset):
      throw .invalidUTF8(at: SourceCursor.position(ofOffset: offset, in: bytes, file: file))
    case .refusedCharacter(let scalar, let offset):
      let position = SourceCursor.position(ofOffset: offset, in: bytes, file: file)
      throw .nonPrintableCharacter(scalar, at: position)
    }
  }

  /// Parses the UTF-8 contents of `data`.
  package static func parse(_ data: Data, file: String, maxDepth: Int = defaultMaxDepth)
    throws(YAMLError) -> SourceNode
  {
    try parse([UInt8](data), file: file, maxDepth: maxDepth)
  }

  /// Parses `text`.
  package static func parse(_ text: String, file: String, maxDepth: Int = defaultMaxDepth)
    throws(YAMLError) -> SourceNode
  {
    try parse(Array(text.utf8), file: file, maxDepth: maxDepth)
  }
}
