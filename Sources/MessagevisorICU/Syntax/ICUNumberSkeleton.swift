import Messagevisor

/// A number skeleton (`::currency/USD .00`) translated into format options.
///
/// Tokens are applied left to right; later tokens overwrite earlier ones. The first token the
/// SDK cannot honour stops the translation: it is kept in `unsupportedToken` so evaluation can
/// report `unsupported_formatter` and throw (never when the argument is not evaluated).
struct ICUNumberSkeleton: Sendable, Equatable {
  /// The ECMA-402-style options the tokens stand for.
  var options: FormatOptions = [:]
  /// The `scale/N` factor applied to the value before formatting.
  var scale: Double = 1
  /// The first unsupported token, if any.
  var unsupportedToken: String?

  /// Translates the skeleton text that follows `::`.
  ///
  /// Tokens are separated by `Pattern_White_Space`, as ICU and the ICU engine separate them.
  init(_ text: String) {
    for token in PatternWhiteSpace.tokens(of: text) {
      guard apply(String(token)) else {
        unsupportedToken = String(token)
        return
      }
    }
  }

  private mutating func apply(_ token: String) -> Bool {
    if let option = Self.fixedTokens[token] {
      options[option.key] = option.value
      if token == "precision-integer" {
        // A precision token replaces the whole precision, as ICU reads it: a fraction
        // minimum left by an earlier `.0` would exceed this maximum.
        options["minimumFractionDigits"] = nil
      }
      return true
    }
    if token.hasPrefix("currency/") {
      return applyCurrency(token.utf8.dropFirst(9))
    }
    if token.hasPrefix("scale/") {
      guard let factor = ICUDecimal.parse(token.utf8.dropFirst(6)), factor.isFinite else {
        return false
      }
      scale = factor
      return true
    }
    if token.hasPrefix(".") {
      return applyFraction(token.utf8.dropFirst())
    }
    return false
  }

  private mutating func applyCurrency(_ code: Substring.UTF8View) -> Bool {
    let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= 0x7A }
    guard code.count == 3, code.allSatisfy(isLetter) else { return false }
    options["style"] = "currency"
    options["currency"] = .string(String(decoding: code, as: UTF8.self))
    return true
  }

  /// `.0+#*`: the zeros are the minimum fraction digits, zeros and hashes the maximum.
  private mutating func applyFraction(_ pattern: Substring.UTF8View) -> Bool {
    let zeros = pattern.prefix { $0 == UInt8(ascii: "0") }.count
    let hashes = pattern.dropFirst(zeros).prefix { $0 == UInt8(ascii: "#") }.count
    guard zeros > 0, zeros + hashes == pattern.count else { return false }
    options["minimumFractionDigits"] = .int(zeros)
    options["maximumFractionDigits"] = .int(zeros + hashes)
    return true
  }

  private static let fixedTokens: [String: (key: String, value: MessagevisorValue)] = [
    "percent": ("style", "percent"),
    "precision-integer": ("maximumFractionDigits", 0),
    "group-off": ("useGrouping", false),
    "group-auto": ("useGrouping", true),
    "sign-always": ("signDisplay", "always"),
    "sign-never": ("signDisplay", "never"),
    "sign-except-zero": ("signDisplay", "exceptZero"),
    "scientific": ("notation", "scientific"),
    "unit-width-iso-code": ("currencyDisplay", "code"),
    "unit-width-full-name": ("currencyDisplay", "name"),
    "unit-width-short": ("currencyDisplay", "symbol"),
  ]
}
