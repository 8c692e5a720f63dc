/// Everything a configured `NumberFormatter` depends on; the number cache key.
///
/// Besides locale and options it holds the value-derived flags that change the configuration
/// (sign-aware rounding, a plus sign, stripped fraction digits). A flag is normalised to `false`
/// when the options make it irrelevant, so values of either sign share one formatter whenever
/// they can.
struct NumberFormatterKey: Hashable, Sendable {
  /// The locale identifier as given by the caller.
  var locale: String
  var options: NumberFormatOptions
  /// The value is negative and the rounding mode depends on the sign.
  var negative: Bool
  /// A plus sign goes in front of non-negative values.
  var showsPlus: Bool
  /// Minimum fraction digits are forced to zero (`trailingZeroDisplay: stripIfInteger`).
  var stripsFraction: Bool

  /// The key for formatting `value`.
  init(locale: String, options: NumberFormatOptions, value: Double, stripsFraction: Bool = false) {
    self.locale = locale
    self.options = options
    self.negative = options.roundingMode.dependsOnSign && value < 0
    switch options.signDisplay {
    case .always: showsPlus = true
    case .exceptZero: showsPlus = value != 0 && !value.isNaN
    case .auto, .never, .negative: showsPlus = false
    }
    self.stripsFraction = stripsFraction && options.stripsIntegerFraction
  }

  /// The identifier handed to `Locale(identifier:)`, numbering system applied.
  var localeIdentifier: String {
    FormattingLocale.identifier(locale, numberingSystem: options.numberingSystem)
  }
}
