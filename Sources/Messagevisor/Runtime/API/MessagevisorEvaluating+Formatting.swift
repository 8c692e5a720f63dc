import Foundation

extension MessagevisorEvaluating {
  /// Formats a number with a named number preset (the locale default for nil).
  ///
  /// The preset comes from the call's formats, the active datafile's and the default formats,
  /// merged in that order of precedence; a currency preset takes the call's currency, else
  /// the preset's, else the instance's. A preset that does not exist reports
  /// `missing_format` and the native default is used.
  ///
  ///     let price = try sdk.formatNumber(19.9, preset: "price")  // €19.90
  ///
  /// Throws when no locale is set or an option is refused (`invalid_format`,
  /// `unsupported_formatter`).
  public func formatNumber(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatNumber(value, preset: preset, options: options)
  }

  /// Formats a number with explicit options, used as given.
  ///
  /// The options are those of `Intl.NumberFormat` (`style`, `currency`, `notation`,
  /// `maximumFractionDigits`, …); no preset is read.
  ///
  ///     try sdk.formatNumber(1_234_567, formatOptions: ["notation": "compact"])  // 1.2M
  ///
  /// Throws when no locale is set or an option is refused.
  public func formatNumber(
    _ value: Double,
    formatOptions: FormatOptions,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatNumber(value, formatOptions: formatOptions, options: options)
  }

  /// Formats a date with a named date preset (the locale default for nil).
  ///
  /// The time zone is the call's, else the preset's, else the instance's, else the host's.
  ///
  ///     try sdk.formatDate(launch, preset: "day", options: EvaluationOptions(locale: "de-DE"))
  ///
  /// Throws when no locale is set, the time zone is unknown, the date is not finite or an
  /// option is refused.
  public func formatDate(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatDate(date, preset: preset, options: options)
  }

  /// Formats a time with a named time preset (hours, minutes and seconds for nil).
  ///
  /// Presets and time zones are chosen as for `formatDate(_:preset:options:)`.
  ///
  ///     try sdk.formatTime(departure, preset: "short")
  ///
  /// Throws when no locale is set, the time zone is unknown, the date is not finite or an
  /// option is refused.
  public func formatTime(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatTime(date, preset: preset, options: options)
  }

  /// Formats a number as one literal part and reports `unsupported_formatter`.
  public func formatNumberToParts(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try evaluator.instance.formatNumberToParts(value, preset: preset, options: options)
  }

  /// Formats a date as one literal part and reports `unsupported_formatter`.
  public func formatDateToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try evaluator.instance.formatDateToParts(date, preset: preset, options: options)
  }

  /// Formats a time as one literal part and reports `unsupported_formatter`.
  public func formatTimeToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try evaluator.instance.formatTimeToParts(date, preset: preset, options: options)
  }

  /// The CLDR plural category of a number (`zero`, `one`, `two`, `few`, `many`, `other`).
  ///
  /// The locale is the argument, else the active one; `ordinal` asks for the ordinal rules
  /// (1st, 2nd, 3rd) instead of the cardinal ones.
  ///
  ///     try sdk.formatPlural(3, locale: "pl")  // few
  ///     try sdk.formatPlural(2, locale: "en", ordinal: true)  // two
  ///
  /// Throws when no locale is set.
  public func formatPlural(
    _ value: Double,
    locale: String? = nil,
    ordinal: Bool = false
  ) throws -> String {
    try formatPluralCategory(value, locale: locale, type: PluralType(ordinal: ordinal)).rawValue
  }

  /// The plural category with ECMA-402 plural options (`type`, digit options); see
  /// `formatPluralCategory(_:formatOptions:locale:)`.
  public func formatPlural(
    _ value: Double,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String {
    try formatPluralCategory(value, formatOptions: formatOptions, locale: locale).rawValue
  }

  /// The CLDR plural category of a number, as a `PluralCategory`; `formatPlural` returns its
  /// name.
  public func formatPluralCategory(
    _ value: Double,
    locale: String? = nil,
    type: PluralType = .cardinal
  ) throws -> PluralCategory {
    try evaluator.instance.formatPluralCategory(value, locale: locale, type: type)
  }

  /// The plural category with ECMA-402 plural options (`type`, digit options), as a
  /// `PluralCategory`.
  ///
  /// Visible fraction digits change the category. With the ICU engine the number is first
  /// formatted with every `Intl.PluralRules` digit and rounding option (`roundingMode`,
  /// `roundingIncrement`, `roundingPriority`, `trailingZeroDisplay` included) and the operands
  /// come from that decimal; with Foundation the rounding options report
  /// `unsupported_formatter`. Invalid options report `invalid_format` and throw.
  public func formatPluralCategory(
    _ value: Double,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> PluralCategory {
    try evaluator.instance.formatPluralCategory(
      value, formatOptions: formatOptions, locale: locale)
  }
}
