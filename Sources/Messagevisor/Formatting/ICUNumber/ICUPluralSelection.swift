/// Plural categories of numbers as ECMA-402 `Intl.PluralRules` selects them: the number is
/// formatted with the rules' digit and rounding options first, and the CLDR rules see the
/// operands of the formatted decimal.
enum ICUPluralSelection {
  /// The plural options `Intl.PluralRules` reads besides `type`.
  static let optionNames: Set<String> = [
    "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits",
    "minimumSignificantDigits", "maximumSignificantDigits", "roundingIncrement", "roundingMode",
    "roundingPriority", "trailingZeroDisplay",
  ]

  /// Whether the ICU engine selects plurals here (Linux); elsewhere the SDK's own rounding.
  static var isAvailable: Bool {
    #if canImport(CMessagevisorICU)
      return true
    #else
      return false
    #endif
  }

  /// The category of `value` in `locale` shown with the plural `options`.
  ///
  /// The digit options are validated as `messagevisorPluralCategory` validates them (same
  /// errors); rounding options are validated like `Intl.NumberFormat` options. Non-finite
  /// values are `other`.
  static func category(
    _ value: Double,
    locale: String,
    type: PluralType,
    options: FormatOptions
  ) throws -> PluralCategory {
    guard value.isFinite else { return .other }
    _ = try PluralDigitSettings(options: options)
    let operands = try operands(value, locale: locale, options: options)
    return PluralRules.shared.category(of: operands, locale: locale, type: type)
  }

  private static func operands(
    _ value: Double,
    locale: String,
    options: FormatOptions
  ) throws -> PluralOperands {
    let relevant = options.filter { optionNames.contains($0.key) }
    let parsed: ICUNumberOptions
    do {
      parsed = try ICUNumberOptions(parsing: OptionLookup(relevant), fallbackCurrency: nil)
    } catch {
      throw MessagevisorError(error.reason)
    }
    #if canImport(CMessagevisorICU)
      do {
        return try ICUNumberFormatting.pluralOperands(value, options: parsed, locale: locale)
      } catch {
        throw MessagevisorError("ICU could not format the plural number (\(error.code))")
      }
    #else
      _ = parsed
      let settings = try PluralDigitSettings(options: options)
      return PluralCategory.operands(of: value.magnitude, settings: settings)
    #endif
  }
}
