/// The CLDR plural category of a number in a locale.
///
/// Returns the category's name (`zero`, `one`, `two`, `few`, `many` or `other`); throws
/// `MessagevisorError` for an invalid digit option (below). Needs no instance.
///
///     try messagevisorPluralCategory(3, locale: "pl")  // few
///     // other: "1.00" shows fraction digits
///     try messagevisorPluralCategory(1, locale: "en", options: ["minimumFractionDigits": 2])
///
/// Visible fraction and significant digits from `options` change the category
/// (`1` with `minimumFractionDigits: 2` is `other` in English). Negative numbers use their
/// absolute value; non-finite numbers are `other` before any option is validated.
///
/// Options: `minimumFractionDigits` and `maximumFractionDigits` (integers `0...100`, the
/// maximum defaulting to `max(3, minimum)`), `minimumSignificantDigits` and
/// `maximumSignificantDigits` (integers `1...21`; either one switches to significant digits).
/// Rounding is half up. Other keys are ignored. Invalid values throw `MessagevisorError`.
///
/// The locale falls back through CLDR parent locales, script removal and truncation
/// (`pt-AO` uses the rules of `pt-PT`); an unknown locale selects `other`.
public func messagevisorPluralCategory(
  _ value: Double,
  locale: String,
  ordinal: Bool = false,
  options: FormatOptions = [:]
) throws -> String {
  try messagevisorPluralCategory(
    value, locale: locale, type: PluralType(ordinal: ordinal), options: options
  ).rawValue
}

/// The CLDR plural category of a number in a locale, as a `PluralCategory`.
///
/// The same selection as `messagevisorPluralCategory(_:locale:ordinal:options:)`, with the
/// rules named by `type`; throws for the same invalid options.
///
///     let category = try messagevisorPluralCategory(2, locale: "en", type: .ordinal)  // .two
public func messagevisorPluralCategory(
  _ value: Double,
  locale: String,
  type: PluralType,
  options: FormatOptions = [:]
) throws -> PluralCategory {
  guard value.isFinite else { return .other }
  let settings = try PluralDigitSettings(options: options)
  let operands = PluralCategory.operands(of: value.magnitude, settings: settings)
  return PluralRules.shared.category(of: operands, locale: locale, type: type)
}

/// A CLDR plural category; its raw value is the category's name (`one`, `other`, …).
public enum PluralCategory: String, Sendable, CaseIterable {
  /// `zero`.
  case zero
  /// `one`.
  case one
  /// `two`.
  case two
  /// `few`.
  case few
  /// `many`.
  case many
  /// `other`, the category every locale has.
  case other

  /// The operands of a finite, non-negative `value` shown with `settings`.
  static func operands(of value: Double, settings: PluralDigitSettings) -> PluralOperands {
    var decimal = PluralDecimal(shortest: value)
    if let significant = settings.significantDigits {
      decimal.round(toSignificantDigits: significant.upperBound)
      let visible = decimal.fractionDigitCount(minimumSignificantDigits: significant.lowerBound)
      return decimal.operands(visibleFractionDigits: visible)
    }
    decimal.round(toFractionDigits: settings.maximumFractionDigits)
    let visible = max(settings.minimumFractionDigits, decimal.fractionDigitCount)
    return decimal.operands(visibleFractionDigits: visible)
  }
}
