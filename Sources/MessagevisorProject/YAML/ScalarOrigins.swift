/// Where each UTF-8 byte of a source file's string scalars was read from, by the offset each
/// scalar starts at (its node's `SourcePosition.offset`).
///
/// Made by a traced parse (`YAMLParser.scalarOrigins`, `JSONSourceParser.scalarOrigins`): the
/// same reader that loads the file, so a value's bytes map back through the same folding,
/// indentation, chomping and escape rules that made them (`ScalarBuffer`).
package struct ScalarOrigins: Sendable, Hashable {
  private var scalars: [Int: [Int]] = [:]

  /// No scalars yet.
  init() {}

  /// Keeps the origins of `buffer`, the scalar whose node starts at source offset `start`.
  mutating func record(_ buffer: ScalarBuffer, startingAt start: Int) {
    guard let origins = buffer.origins else { return }
    scalars[start] = origins
  }

  /// The source offset of the character that wrote byte `utf8Offset` of the string whose node
  /// starts at `start`; the end of the string maps just past its last byte's source. Nil when
  /// no string starts at `start` or the offset lies beyond its end.
  package func sourceOffset(ofUTF8Offset utf8Offset: Int, inScalarAt start: Int) -> Int? {
    guard let origins = scalars[start], utf8Offset >= 0, utf8Offset <= origins.count else {
      return nil
    }
    guard utf8Offset < origins.count else { return origins.last.map { $0 + 1 } ?? start }
    return origins[utf8Offset]
  }
}
