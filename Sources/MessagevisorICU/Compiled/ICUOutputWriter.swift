import Messagevisor

/// Writes one rendering as UTF-8 straight into the result string's storage.
///
/// `ICUCompiledMessage` sizes the storage from the message and renders into it; a rendering
/// that does not fit throws `Overflow` and is run again with room for it. So a message costs
/// one allocation (the result), and no intermediate strings are appended.
struct ICUOutputWriter {
  /// The rendering needs more room than the buffer has.
  struct Overflow: Error {
    /// At least this many bytes are needed.
    let needed: Int
  }

  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Bytes written so far.
  private(set) var count = 0

  init(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Writes the UTF-8 of `text`.
  mutating func write(_ text: String) throws(Overflow) {
    // A native string lends its UTF-8 without a copy of the string (`withUTF8` is mutating).
    let done = text.utf8.withContiguousStorageIfAvailable { utf8 in copy(utf8) }
    if done == true { return }
    var copied = text
    guard copied.withUTF8({ utf8 in copy(utf8) }) else {
      throw Overflow(needed: count + text.utf8.count)
    }
  }

  /// Writes UTF-8 bytes (a run of a plan's literals).
  mutating func write(_ utf8: UnsafeBufferPointer<UInt8>) throws(Overflow) {
    guard copy(utf8) else { throw Overflow(needed: count + utf8.count) }
  }

  /// Writes UTF-16 text as UTF-8 (unpaired surrogates become U+FFFD).
  mutating func write(utf16 units: UnsafeBufferPointer<UInt16>) throws(Overflow) {
    let room = UTF16Transcoder.capacity(for: units.count)
    guard count + room <= bytes.count else {
      throw Overflow(needed: count + room)
    }
    count += UTF16Transcoder.transcode(units, into: bytes, at: count)
  }

  private mutating func copy(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count + utf8.count <= bytes.count else { return false }
    if let source = utf8.baseAddress, let target = bytes.baseAddress {
      (target + count).update(from: source, count: utf8.count)
    }
    count += utf8.count
    return true
  }
}
