import Foundation

/// The number-style cache key: locale, parsed options and, for sign-aware rounding modes,
/// the value's sign (normalised to `false` otherwise, so both signs share one entry).
struct NumberStyleKey: Hashable, Sendable {
  /// The locale identifier as given by the caller.
  var locale: String
  var options: NumberFormatOptions
  var negative: Bool

  /// The key for formatting `value`.
  init(locale: String, options: NumberFormatOptions, value: Double) {
    self.locale = locale
    self.options = options
    self.negative = options.roundingMode.dependsOnSign && value < 0
  }

  /// The identifier handed to `Locale(identifier:)`, numbering system applied.
  var localeIdentifier: String {
    FormattingLocale.identifier(locale, numberingSystem: options.numberingSystem)
  }
}

/// Everything cached for one number-style key.
struct NumberStyleEntry: Sendable {
  /// The style that formats the value.
  let style: NumberStyle
  /// With `trailingZeroDisplay: stripIfInteger`: the style without trailing zeros.
  let stripped: NumberStyle?
  /// The locale's decimal separator, which tells whether a stripped text shows a fraction.
  let decimalSeparator: String
  /// The rounding a value gets before `style` formats it, when the style cannot round it.
  let preRounding: NumberPreRounding.Key?

  /// Builds the styles for `key`; counted as one formatter construction.
  init(_ key: NumberStyleKey) {
    FormatterStatistics.recordConstruction(label: key.locale)
    let options = key.options
    let locale = FormattingLocale.foundationLocale(key.localeIdentifier)
    let precision = NumberPrecision(options) {
      CurrencyDigits.digits(for: options.currencyCode ?? "USD")
    }
    let rule = options.roundingMode.formatStyleRule(negative: key.negative)
    let preRounds = rule == nil || (options.style == .currency && precision.increment != nil)
    var shown = precision
    if preRounds {
      shown.increment = nil
      preRounding = NumberPreRounding.Key(
        precision: precision,
        mode: options.roundingMode.foundationMode(negative: key.negative),
        percent: options.style == .percent,
        scientific: options.notation == .scientific || options.style == .scientific
      )
    } else {
      preRounding = nil
    }
    let shownRule = rule ?? .toNearestOrAwayFromZero
    style = NumberStyle(options: options, precision: shown, rule: shownRule, locale: locale)
    if options.stripsIntegerFraction {
      stripped = NumberStyle(
        options: options,
        precision: shown.withoutTrailingZeros,
        rule: shownRule,
        locale: locale
      )
    } else {
      stripped = nil
    }
    decimalSeparator = locale.decimalSeparator ?? "."
  }
}
