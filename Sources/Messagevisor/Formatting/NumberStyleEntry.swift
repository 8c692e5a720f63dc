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
  /// `signDisplay: negative`: the rounding that tells whether a negative value shows as zero
  /// (nil when only −0 does: compact rounding, or no such sign display).
  let zeroRounding: NumberPreRounding.Key?
  /// `signDisplay: negative`, which prints a negative value that rounds to zero unsigned.
  let unsignsZero: Bool

  /// Builds the styles for `key`; counted as one formatter construction.
  init(_ key: NumberStyleKey) {
    FormatterStatistics.recordConstruction(label: key.locale)
    let options = key.options
    let locale = FormattingLocale.foundationLocale(key.localeIdentifier)
    let precision = NumberPrecision(options)
    let compactRounding = options.digits.compactRounding
    let rule = options.roundingMode.formatStyleRule(negative: key.negative)
    let preRounds = rule == nil || (options.style == .currency && precision.increment != nil)
    var shown = precision
    let roundingKey = NumberPreRounding.Key(
      precision: precision,
      mode: options.roundingMode.foundationMode(negative: key.negative),
      percent: options.style == .percent,
      scientific: options.notation == .scientific || options.style == .scientific
    )
    if preRounds, options.notation != .compact {
      shown.increment = nil
      preRounding = roundingKey
    } else {
      preRounding = nil
    }
    unsignsZero = options.signDisplay == .negative
    zeroRounding = unsignsZero && !compactRounding ? roundingKey : nil
    let shownRule = rule ?? .toNearestOrAwayFromZero
    let shownPrecision = compactRounding ? nil : shown
    style = NumberStyle(
      options: options, precision: shownPrecision, rule: shownRule, locale: locale)
    if options.stripsIntegerFraction, let shownPrecision {
      stripped = NumberStyle(
        options: options,
        precision: shownPrecision.withoutTrailingZeros,
        rule: shownRule,
        locale: locale
      )
    } else {
      stripped = nil
    }
    decimalSeparator = locale.decimalSeparator ?? "."
  }

  /// `value`, or +0 when `signDisplay: negative` and the negative `value` shows as zero.
  func unsigned(_ value: Double) -> Double {
    guard unsignsZero, value.sign == .minus else {
      return value
    }
    if value == 0 {
      return 0
    }
    guard let zeroRounding else {
      return value
    }
    return NumberPreRounding.round(value, key: zeroRounding) == 0 ? 0 : value
  }
}
