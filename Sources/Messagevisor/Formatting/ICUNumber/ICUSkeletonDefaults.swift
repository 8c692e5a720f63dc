import Foundation

/// What an ICU message number skeleton gets before ICU reads it, and where its errors are.
///
/// JS message formatting reads skeletons into `Intl.NumberFormat` options, so a skeleton gets
/// ECMA-402's defaults where ICU's own differ: half-expand rounding (ICU: half-even), `percent`
/// multiplying by 100 (and a `scale/N` beside it multiplying on top, as §4.4 reads the two),
/// and without a precision token 0…3 fraction digits (percent 0; ICU: up to 6). Currency and
/// compact skeletons keep ICU's precision, which is ECMA-402's. The defaults are appended
/// after the author's tokens, so ICU's error offsets still point into the author's text.
enum ICUSkeletonDefaults {
  /// What the author's tokens already decide.
  private struct Seen {
    var roundingMode = false
    var percent = false
    var scaled = false
    var precision = false
    var ownPrecision = false

    /// `percent` or `%` (not `%x100`, whose scale is its own).
    var percentStem = false

    mutating func record(_ token: Substring) {
      if token.hasPrefix("rounding-mode-") { roundingMode = true }
      if token == "percent" || token == "%" { (percent, percentStem) = (true, true) }
      if token == "%x100" { (percent, scaled) = (true, true) }
      if token.hasPrefix("scale/") { scaled = true }
      if token.hasPrefix(".") || token.hasPrefix("@") || token.hasPrefix("precision-") {
        precision = true
      }
      if token.hasPrefix("currency/") || token.hasPrefix("compact-") || token == "K"
        || token == "KK"
      {
        ownPrecision = true
      }
    }
  }

  /// `skeleton` with each setting's last token only (`ICUSkeletonSettings.lastWins`, as a
  /// message skeleton reads left to right) and the ECMA-402 defaults it does not set itself
  /// appended.
  static func completed(_ skeleton: String) -> String {
    var completed = ICUSkeletonSettings.lastWins(skeleton)
    var seen = Seen()
    for token in PatternWhiteSpace.tokens(of: completed) {
      seen.record(token)
    }
    if !seen.roundingMode { completed += " rounding-mode-half-up" }
    if seen.percentStem, seen.scaled {
      Self.scalePercent(&completed)
    }
    if seen.percent, !seen.scaled { completed += " scale/100" }
    if !seen.precision, !seen.ownPrecision {
      completed += seen.percent ? " precision-integer" : " .###"
    }
    return completed
  }

  /// Makes a `scale/N` beside `percent` multiply on top of percent's ×100, as §4.4 reads
  /// both (`percent` is the percent style, `scale/N` multiplies the value): the author's token
  /// becomes spaces and `scale/<N×100>` is appended. A factor that is not a finite decimal is
  /// left where it is, for ICU to refuse at the author's token.
  private static func scalePercent(_ skeleton: inout String) {
    var bytes = Array(skeleton.utf8)
    for range in PatternWhiteSpace.tokenRanges(in: bytes) {
      let token = bytes[range]
      guard token.starts(with: "scale/".utf8) else { continue }
      let digits = token.dropFirst(6)
      guard ICUDecimal.parse(digits)?.isFinite == true,
        let factor = Decimal(
          string: String(decoding: digits, as: UTF8.self),
          locale: Locale(identifier: "en_US_POSIX"))
      else {
        return
      }
      ICUSkeletonSettings.blank(range, in: &bytes)
      skeleton = String(decoding: bytes, as: UTF8.self) + " scale/\(factor * 100)"
      return
    }
  }

  /// The token of `skeleton` at a UTF-16 offset, and its UTF-8 offset.
  ///
  /// The token is the run around the offset between `Pattern_White_Space` characters, as ICU
  /// reads the skeleton. An offset outside the author's text (or none) names the whole skeleton
  /// at offset 0.
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
      if PatternWhiteSpace.contains(skeleton.unicodeScalars[previous]) { break }
      start = previous
    }
    var end = index
    while end < skeleton.endIndex, !PatternWhiteSpace.contains(skeleton.unicodeScalars[end]) {
      end = skeleton.unicodeScalars.index(after: end)
    }
    let offset = skeleton.utf8.distance(from: skeleton.startIndex, to: start)
    return (String(skeleton[start..<end]), offset)
  }
}
