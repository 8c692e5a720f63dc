/// The UTF-8 bytes of a string scalar as a reader builds them, with, when traced, the source
/// offset each byte was read from.
///
/// The YAML and JSON readers build every string through one, so a traced parse
/// (`ScalarOrigins`) can say which source character wrote each byte of a value: a byte copied
/// from the source comes from its own offset, a byte an escape decodes to from the escape's
/// backslash, and a space or line feed that folding makes of a line break from that break.
/// Untraced, it is a plain byte array.
struct ScalarBuffer {
  /// The text so far.
  private(set) var bytes: [UInt8] = []
  /// The source offset of each byte of `bytes`; nil when the parse is not traced.
  private(set) var origins: [Int]?

  /// An empty buffer, tracing origins when `traced`.
  init(traced: Bool) {
    origins = traced ? [] : nil
  }

  /// The number of bytes so far.
  var count: Int { bytes.count }

  /// The text as a string.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `byte`, written by the source character at `offset`.
  mutating func append(_ byte: UInt8, from offset: Int) {
    bytes.append(byte)
    origins?.append(offset)
  }

  /// Appends `byte` `count` times, each written by the source character at `offset`.
  mutating func append(_ byte: UInt8, count: Int, from offset: Int) {
    guard count > 0 else { return }
    bytes.append(contentsOf: repeatElement(byte, count: count))
    origins?.append(contentsOf: repeatElement(offset, count: count))
  }

  /// Appends the UTF-8 of `scalar`, written by the escape at `offset`.
  mutating func append(_ scalar: Unicode.Scalar, from offset: Int) {
    Unicode.UTF8.encode(scalar) { append($0, from: offset) }
  }

  /// Appends source bytes as they are written; each comes from its own offset.
  mutating func append(source: ArraySlice<UInt8>) {
    bytes.append(contentsOf: source)
    origins?.append(contentsOf: source.indices)
  }

  /// Drops the bytes from index `start` on.
  mutating func removeSubrange(from start: Int) {
    bytes.removeSubrange(start...)
    origins?.removeSubrange(start...)
  }
}
