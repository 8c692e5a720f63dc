#if canImport(CMessagevisorICU)
  import Foundation

  extension ICUEngine {
    /// ECMA-402 options → an ICU number skeleton → a cached `UNumberFormatter`
    /// (`ICUNumberFormatting`).
    package func formatNumber(
      _ value: Double,
      options: FormatOptions,
      context: FormattingContext
    ) throws -> String {
      try ICUNumberFormatting.format(value, options: options, context: context)
    }

    package func formatPluralNumber(_ value: Double, locale: String) -> String {
      ICUNumberFormatting.formatPluralNumber(value, locale: locale)
    }
  }
#endif
