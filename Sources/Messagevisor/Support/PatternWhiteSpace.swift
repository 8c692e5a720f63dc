/// Unicode `Pattern_White_Space`, ICU's whitespace, and the tokens it separates.
///
/// ICU's message syntax and number skeletons use this set: the ASCII tab, line feed, vertical
/// tab, form feed, carriage return and space, plus U+0085, U+200E, U+200F, U+2028 and U+2029.
/// It is not Unicode's `White_Space`: the other spaces (U+00A0, U+1680, U+2000…U+200A, U+202F,
/// U+205F, U+3000) and U+FEFF belong to a token, and ICU refuses a skeleton token that holds
/// one. Offsets and ranges are in UTF-8 bytes, so they point into the author's text whatever
/// the width of a separator.
package enum PatternWhiteSpace {
  /// True when `scalar` is in `Pattern_White_Space`.
  @inlinable
  package static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0x200E, 0x200F, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// The UTF-8 length of the `Pattern_White_Space` character that starts at `index`, or 0.
  ///
  /// Only the lead bytes 0xC2 (U+0085) and 0xE2 (U+200E…U+2029) can start a multi-byte one.
  /// A continuation byte is never whitespace: the 0x85 of `Ņ` (C5 85) is not U+0085.
  @inlinable
  package static func length(in bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    if lead < 0x80 {
      return contains(Unicode.Scalar(lead)) ? 1 : 0
    }
    let width = lead == 0xC2 ? 2 : lead == 0xE2 ? 3 : 0
    guard width > 0, index + width <= bytes.count else { return 0 }
    var value = UInt32(lead & (width == 2 ? 0x1F : 0x0F))
    for byte in bytes[(index + 1)..<(index + width)] {
      guard byte & 0xC0 == 0x80 else { return 0 }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return Unicode.Scalar(value).map(contains) == true ? width : 0
  }

  /// The UTF-8 length of the `Pattern_White_Space` character ending just before `end`, or 0.
  ///
  /// Only a character that starts at or after `start` counts.
  package static func length(in bytes: [UInt8], endingAt end: Int, from start: Int) -> Int {
    for width in 1...3 where end - width >= start {
      if length(in: bytes, at: end - width) == width {
        return width
      }
    }
    return 0
  }

  /// The UTF-8 ranges of the tokens of `bytes`, in order.
  ///
  /// A token is a run of bytes between `Pattern_White_Space` characters; none is empty.
  package static func tokenRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    var index = 0
    while index < bytes.count {
      let space = length(in: bytes, at: index)
      if space > 0, let first = start {
        ranges.append(first..<index)
        start = nil
      } else if space == 0, start == nil {
        start = index
      }
      index += max(space, 1)
    }
    if let first = start {
      ranges.append(first..<bytes.count)
    }
    return ranges
  }

  /// The tokens of `text`, as `tokenRanges(in:)` finds them.
  package static func tokens(of text: String) -> [Substring] {
    let utf8 = text.utf8
    return tokenRanges(in: Array(utf8)).map { range in
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let end = utf8.index(start, offsetBy: range.count)
      return text[start..<end]
    }
  }
}
