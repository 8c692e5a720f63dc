import Foundation

/// Byte-level tests on a string's UTF-8, for hot paths.
///
/// `String.UTF8View`'s generic `elementsEqual` and `contains` walk index by index (about 250
/// instructions for a ten-byte string); a string's contiguous UTF-8 (native and small strings
/// have it) answers with `KeyBytes.equal` (the entry table's word-wise comparison) or one
/// `memchr`. Strings without contiguous storage take the generic path.
enum UTF8Bytes {
  /// True when `left` and `right` have the same UTF-8 bytes: the same scalars in the same
  /// order (JavaScript's `===`), not canonical equivalence (Swift's `==`).
  static func equal(_ left: String, _ right: String) -> Bool {
    let found = left.utf8.withContiguousStorageIfAvailable { lhs in
      right.utf8.withContiguousStorageIfAvailable { rhs in
        KeyBytes.equal(UnsafeRawBufferPointer(lhs), UnsafeRawBufferPointer(rhs))
      }
    }
    if let found, let answer = found { return answer }
    return left.utf8.count == right.utf8.count && left.utf8.elementsEqual(right.utf8)
  }

  /// True when `text`'s UTF-8 holds `byte`.
  static func contains(_ byte: UInt8, in text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, Int32(byte), bytes.count) != nil
    }
    return found ?? text.utf8.contains(byte)
  }
}
