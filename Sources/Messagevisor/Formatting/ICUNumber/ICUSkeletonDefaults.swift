/// What an ICU message number skeleton gets before ICU reads it, and where its errors are.
///
/// JS message formatting reads skeletons into `Intl.NumberFormat` options, so a skeleton
/// rounds half-expand (ICU's own default is half-even) and `percent` shows 0.5 as 50 %. The
/// defaults are appended after the author's tokens, so ICU's error offsets still point into
/// the author's text.
enum ICUSkeletonDefaults {
  /// `skeleton` with `rounding-mode-half-up` and, for a percent without a scale,
  /// `scale/100` appended.
  static func completed(_ skeleton: String) -> String {
    var roundingMode = false
    var percent = false
    var scaled = false
    for token in skeleton.split(whereSeparator: \.isWhitespace) {
      if token.hasPrefix("rounding-mode-") { roundingMode = true }
      if token == "percent" || token == "%" { percent = true }
      if token.hasPrefix("scale/") || token == "%x100" { scaled = true }
    }
    var completed = skeleton
    if !roundingMode { completed += " rounding-mode-half-up" }
    if percent, !scaled { completed += " scale/100" }
    return completed
  }

  /// The whitespace-delimited token of `skeleton` at a UTF-16 offset, and its UTF-8 offset.
  ///
  /// An offset outside the author's text (or none) names the whole skeleton at offset 0.
  static func token(in skeleton: String, utf16Offset: Int?) -> (token: String, utf8Offset: Int) {
    let utf16 = skeleton.utf16
    guard let utf16Offset, utf16Offset >= 0, utf16Offset < utf16.count else {
      return (skeleton, 0)
    }
    var index = utf16.index(utf16.startIndex, offsetBy: utf16Offset)
    index = index.samePosition(in: skeleton.unicodeScalars) ?? index
    var start = index
    while start > skeleton.startIndex {
      let previous = skeleton.unicodeScalars.index(before: start)
      if skeleton.unicodeScalars[previous].properties.isWhitespace { break }
      start = previous
    }
    var end = index
    while end < skeleton.endIndex, !skeleton.unicodeScalars[end].properties.isWhitespace {
      end = skeleton.unicodeScalars.index(after: end)
    }
    let offset = skeleton.utf8.distance(from: skeleton.startIndex, to: start)
    return (String(skeleton[start..<end]), offset)
  }
}
