/// Strict decimal numbers: ICU's `offset:`, `=N` and `scale/N` in messages and skeletons, and
/// JavaScript's decimal literal in `ToNumber` (`IntlNumberCoercion`).
///
/// Accepts an optional sign, digits with an optional fraction (at least one digit overall) and
/// an optional exponent. Rejects hexadecimal, `inf`, `nan` and surrounding spaces, which
/// `Double(String)` would accept.
package enum ICUDecimal {
  /// The value of `text`, or nil when it is not a plain decimal number.
  package static func parse<Bytes: Collection<UInt8>>(_ text: Bytes) -> Double? {
    var index = text.startIndex
    if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
      index = text.index(after: index)
    }
    let integerDigits = countDigits(text, from: &index)
    var fractionDigits = 0
    if index < text.endIndex, text[index] == UInt8(ascii: ".") {
      index = text.index(after: index)
      fractionDigits = countDigits(text, from: &index)
    }
    guard integerDigits + fractionDigits > 0 else { return nil }
    if index < text.endIndex, text[index] | 0x20 == UInt8(ascii: "e") {
      index = text.index(after: index)
      if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+")
      {
        index = text.index(after: index)
      }
      guard countDigits(text, from: &index) > 0 else { return nil }
    }
    guard index == text.endIndex else { return nil }
    return Double(String(decoding: text, as: UTF8.self))
  }

  private static func countDigits<Bytes: Collection<UInt8>>(
    _ text: Bytes,
    from index: inout Bytes.Index
  ) -> Int {
    var count = 0
    while index < text.endIndex, text[index] >= 0x30, text[index] <= 0x39 {
      count += 1
      index = text.index(after: index)
    }
    return count
  }
}
