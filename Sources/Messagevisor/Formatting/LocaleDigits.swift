/// A locale's ten decimal digits, read once from its own number formatter.
///
/// Printing a small non-negative integer needs no grouping, sign or decimal separator, only
/// the locale's digits; reading those digits from Foundation (never from a hand-written table)
/// keeps the output identical to the formatter's while skipping it on the hot path.
struct LocaleDigits: Sendable {
  /// The digits for 0…9, or nil when the locale's digits are not single scalars.
  let digits: [Unicode.Scalar]

  /// Reads the digits by formatting 0…9 with `format`.
  init?(format: (Double) -> String?) {
    var digits: [Unicode.Scalar] = []
    for value in 0...9 {
      guard let text = format(Double(value)), text.unicodeScalars.count == 1,
        let scalar = text.unicodeScalars.first
      else { return nil }
      digits.append(scalar)
    }
    self.digits = digits
  }

  /// The text of an integer in 0…999 (the range where no grouping can appear).
  func format(_ value: Int) -> String? {
    guard value >= 0, value < 1000 else { return nil }
    var scalars = String.UnicodeScalarView()
    if value >= 100 { scalars.append(digits[value / 100]) }
    if value >= 10 { scalars.append(digits[value / 10 % 10]) }
    scalars.append(digits[value % 10])
    return String(scalars)
  }

  /// Appends the digits of an integer in 0…999 to `output`.
  func append(_ value: Int, to output: inout String) {
    precondition(value >= 0 && value < 1000, "0…999 only")
    if value >= 100 { output.unicodeScalars.append(digits[value / 100]) }
    if value >= 10 { output.unicodeScalars.append(digits[value / 10 % 10]) }
    output.unicodeScalars.append(digits[value % 10])
  }

  private static let cache = BoundedCache<String, LocaleDigits?>(capacity: 128)

  /// The cached digits of `locale`.
  static func of(_ locale: String, format: (Double) -> String?) -> LocaleDigits? {
    cache.value(for: locale) { _ in LocaleDigits(format: format) }
  }
}
