import Foundation

/// A growing byte buffer for the cache's binary records.
struct CacheByteWriter {
  /// The bytes written so far.
  var bytes: [UInt8] = []

  /// Appends an unsigned LEB128 number.
  mutating func number(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Appends a non-negative `Int` as a LEB128 number.
  mutating func count(_ value: Int) {
    number(UInt64(max(0, value)))
  }

  /// Appends a length-prefixed UTF-8 string.
  mutating func string(_ text: String) {
    count(text.utf8.count)
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends a fingerprint.
  mutating func hash(_ value: ContentHash) {
    fixed(value.high)
    fixed(value.low)
  }

  /// Appends a file's stamp, or a marker that none is stored.
  mutating func stamp(_ value: FileStamp?) {
    guard let value else {
      bytes.append(0)
      return
    }
    bytes.append(1)
    for field in [
      value.device, value.inode, UInt64(bitPattern: value.size),
      UInt64(bitPattern: value.modifiedSeconds), UInt64(bitPattern: value.modifiedNanoseconds),
      UInt64(bitPattern: value.changedSeconds), UInt64(bitPattern: value.changedNanoseconds),
      UInt64(value.mode),
    ] {
      fixed(field)
    }
  }

  /// Appends eight little-endian bytes.
  mutating func fixed(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
}

/// Reads the records `CacheByteWriter` wrote; every read is bounds-checked and a short or
/// malformed record returns nil, never traps.
struct CacheByteReader {
  let bytes: UnsafeRawBufferPointer
  var offset: Int

  init(_ bytes: UnsafeRawBufferPointer, from offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  /// True when every byte has been read.
  var atEnd: Bool { offset == bytes.count }

  mutating func byte() -> UInt8? {
    guard offset < bytes.count else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func number() -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while shift < 64 {
      guard let byte = byte() else { return nil }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
    return nil
  }

  /// A number that fits an `Int` and the bytes left (lengths and counts).
  mutating func count() -> Int? {
    guard let value = number(), value <= UInt64(bytes.count - offset) else { return nil }
    return Int(value)
  }

  /// A number that fits an `Int`.
  mutating func integer() -> Int? {
    guard let value = number(), value <= UInt64(Int.max) else { return nil }
    return Int(value)
  }

  /// A length-prefixed string; nil when it runs past the end or is not valid UTF-8.
  mutating func string() -> String? {
    guard let length = count(), length <= bytes.count - offset else { return nil }
    defer { offset += length }
    let stored = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
      .assumingMemoryBound(to: UInt8.self)
    // Decoding a contiguous UTF-8 buffer takes the standard library's fast path; it repairs
    // what is not valid UTF-8, which the comparison then refuses.
    let text = String(decoding: stored, as: UTF8.self)
    let same =
      text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(stored) }
      ?? text.utf8.elementsEqual(stored)
    guard same else { return nil }
    return text
  }

  /// A range of `length` bytes, skipped over.
  mutating func range(_ length: Int) -> Range<Int>? {
    guard length >= 0, length <= bytes.count - offset else { return nil }
    defer { offset += length }
    return offset..<offset + length
  }

  mutating func fixed() -> UInt64? {
    guard offset + 8 <= bytes.count else { return nil }
    defer { offset += 8 }
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  mutating func hash() -> ContentHash? {
    guard let high = fixed(), let low = fixed() else { return nil }
    var value = ContentHash([])
    value.high = high
    value.low = low
    return value
  }

  /// A stamp `CacheByteWriter.stamp` wrote: `.some(nil)` for its marker of none, nil when
  /// the record is short or malformed.
  mutating func stamp() -> FileStamp?? {
    guard let marker = byte() else { return nil }
    if marker == 0 { return .some(nil) }
    guard marker == 1, let device = fixed(), let inode = fixed(), let size = fixed(),
      let modifiedSeconds = fixed(), let modifiedNanoseconds = fixed(),
      let changedSeconds = fixed(), let changedNanoseconds = fixed(), let mode = fixed(),
      let fileMode = mode_t(exactly: mode)
    else { return nil }
    return FileStamp(
      device: device, inode: inode, size: Int64(bitPattern: size),
      modified: (Int64(bitPattern: modifiedSeconds), Int64(bitPattern: modifiedNanoseconds)),
      changed: (Int64(bitPattern: changedSeconds), Int64(bitPattern: changedNanoseconds)),
      mode: fileMode)
  }
}
