import Foundation

/// Builds a fully configured `NumberFormatter` for a cache key.
///
/// Used for engineering notation, which format styles cannot print, and for the number part
/// of a measurement on Apple platforms (`MeasurementFormatting`). The engineering
/// pattern decides the digits and corelibs' `NumberFormatter` ignores the currency code in the
/// accounting and currency-name styles, so `NumberOptionSupport` refuses engineering notation
/// with currency, percent or digit options before a formatter is asked for.
enum NumberFormatterFactory {
  /// The pattern of scientific notation: one integer digit, at most three fraction digits.
  static let scientificFormat = "0.###E0"
  /// The pattern of engineering notation: exponents are multiples of three.
  static let engineeringFormat = "##0.###E0"

  /// A new formatter configured for `key`.
  static func make(_ key: NumberFormatterKey) -> NumberFormatter {
    let options = key.options
    let formatter = NumberFormatter()
    formatter.locale = FormattingLocale.foundationLocale(key.localeIdentifier)
    // Linux Foundation's default is "+∞", which renders -∞ as "-+∞"; "∞" gives "∞" and "-∞"
    // in every style, as Apple platforms and Intl.NumberFormat do.
    formatter.positiveInfinitySymbol = "∞"
    applyStyle(options, to: formatter)
    if let grouping = options.grouping {
      formatter.usesGroupingSeparator = grouping
    }
    if options.notation != .engineering {
      applyDigits(options.digits, to: formatter)
    }
    formatter.roundingMode = options.roundingMode.foundationMode(negative: key.negative)
    if let increment = options.roundingIncrement {
      applyIncrement(increment, fractionDigits: options.digits.fraction.upperBound, to: formatter)
    }
    applySign(options.signDisplay, showsPlus: key.showsPlus, to: formatter)
    if key.stripsFraction {
      formatter.minimumFractionDigits = 0
    }
    return formatter
  }

  private static func applyStyle(_ options: NumberFormatOptions, to formatter: NumberFormatter) {
    switch options.style {
    case .currency:
      if options.currencyDisplay == .name {
        formatter.numberStyle = .currencyPlural
      } else if options.accounting {
        formatter.numberStyle = .currencyAccounting
      } else {
        formatter.numberStyle = .currency
      }
      formatter.currencyCode = options.currencyCode
      if options.currencyDisplay == .code, let code = options.currencyCode {
        formatter.currencySymbol = code
      }
    case .percent:
      formatter.numberStyle = .percent
    case .scientific:
      formatter.numberStyle = .scientific
      formatter.positiveFormat = scientificFormat
    case .decimal, .unit:
      formatter.numberStyle = .decimal
    }
    switch options.notation {
    case .scientific:
      formatter.numberStyle = .scientific
      formatter.positiveFormat = scientificFormat
    case .engineering:
      formatter.numberStyle = .scientific
      formatter.positiveFormat = engineeringFormat
    case .standard, .compact:
      break
    }
  }

  /// Sets the resolved digits: significant digits when given, fraction digits otherwise. The
  /// engineering pattern keeps its own (`NumberOptionSupport` refuses digit options with it).
  private static func applyDigits(_ digits: NumberDigitOptions, to formatter: NumberFormatter) {
    formatter.minimumIntegerDigits = digits.minimumIntegerDigits
    if let significant = digits.significant {
      formatter.usesSignificantDigits = true
      formatter.minimumSignificantDigits = significant.lowerBound
      formatter.maximumSignificantDigits = significant.upperBound
      return
    }
    formatter.minimumFractionDigits = digits.fraction.lowerBound
    formatter.maximumFractionDigits = digits.fraction.upperBound
  }

  /// Rounds to multiples of `increment` units of the last fraction digit shown.
  ///
  /// The reader admits an increment only with equal minimum and maximum fraction digits, which
  /// ECMA-402 defaults to the minimum: the currency's digits for currencies, 0 otherwise.
  private static func applyIncrement(
    _ increment: Int,
    fractionDigits: Int,
    to formatter: NumberFormatter
  ) {
    formatter.maximumFractionDigits = fractionDigits
    let step = Double(increment) / pow(10, Double(fractionDigits))
    formatter.roundingIncrement = NSNumber(value: step)
  }

  private static func applySign(
    _ display: NumberFormatOptions.SignDisplay,
    showsPlus: Bool,
    to formatter: NumberFormatter
  ) {
    // `plusSign`, `minusSign` and the prefixes are implicitly unwrapped and nil for an
    // algorithmic numbering system such as `roman` (`FuzzFormatting` found the trap).
    let plusSign = (formatter.plusSign as String?) ?? "+"
    let minusSign = (formatter.minusSign as String?) ?? "-"
    if showsPlus {
      formatter.positivePrefix = plusSign + ((formatter.positivePrefix as String?) ?? "")
    }
    if display == .never {
      let prefix = (formatter.negativePrefix as String?) ?? minusSign
      formatter.negativePrefix = prefix.replacingOccurrences(of: minusSign, with: "")
    }
  }
}
