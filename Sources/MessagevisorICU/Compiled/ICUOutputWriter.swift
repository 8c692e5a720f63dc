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
  /// True when a small ASCII string may be read from its representation
  /// (`SmallKey.layoutIsKnown`, passed in so a write reads no lazy global).
  private let readsSmallStrings: Bool

  init(_ bytes: UnsafeMutableBufferPointer<UInt8>, readsSmallStrings: Bool) {
    self.bytes = bytes
    self.readsSmallStrings = readsSmallStrings
  }

  /// Writes the UTF-8 of `text`.
  ///
  /// A small ASCII string (at most 15 bytes, the common argument value) is written from its
  /// two words as two 8-byte stores when 16 bytes are free, which costs a fraction of lending
  /// its UTF-8 through the view. The bytes stored past its count are not text (the standard
  /// library keeps them zero, and the last of the 16 is the string's discriminator byte; see
  /// `SmallKey.words(ofSmallASCII:)`), and nothing here relies on their value: a later write
  /// overwrites them or they lie past the rendering's count.
  @inline(never)
  mutating func write(_ text: String) throws(Overflow) {
    if readsSmallStrings, count &+ 16 <= bytes.count,
      let small = SmallKey.words(ofSmallASCII: text), let base = bytes.baseAddress
    {
      let target = UnsafeMutableRawPointer(base + count)
      target.storeBytes(of: small.low, as: UInt64.self)
      target.storeBytes(of: small.high, toByteOffset: 8, as: UInt64.self)
      count &+= small.count
      return
    }
    try writeLent(text)
  }

  /// Writes the UTF-8 of `text` as the string lends it.
  private mutating func writeLent(_ text: String) throws(Overflow) {
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
