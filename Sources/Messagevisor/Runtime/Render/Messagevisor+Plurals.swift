// The bodies of `MessagevisorEvaluating.formatPluralCategory`, documented there.
extension Messagevisor {
  /// The CLDR plural category of a number, as a `PluralCategory`; `formatPlural` returns its
  /// name.
  func formatPluralCategory(
    _ value: Double,
    locale: String? = nil,
    type: PluralType = .cardinal
  ) throws -> PluralCategory {
    let selected = try requireLocale(locale, message: "Locale not set")
    return try messagevisorPluralCategory(value, locale: selected, type: type)
  }

  /// The plural category with ECMA-402 plural options (`type`, digit options), as a
  /// `PluralCategory`.
  func formatPluralCategory(
    _ value: Double,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> PluralCategory {
    let selected = try requireLocale(
      locale ?? formatOptions["locale"]?.stringValue,
      message: "Locale not set"
    )
    let icu = family.formattingEngine == .icu && ICUPluralSelection.isAvailable
    for option in ["roundingPriority", "roundingIncrement", "roundingMode", "trailingZeroDisplay"]
    where !icu && formatOptions[option] != nil {
      report(
        unsupported(
          formatter: "formatPlural", locale: selected, extra: ["option": .string(option)]))
    }
    let type = PluralType(formatOptions: formatOptions)
    do {
      if icu {
        return try ICUPluralSelection.category(
          value, locale: selected, type: type, options: formatOptions)
      }
      return try messagevisorPluralCategory(
        value, locale: selected, type: type, options: formatOptions)
    } catch {
      report(invalidFormat(type: "plural", locale: selected, options: formatOptions, error: error))
      throw error
    }
  }
}
