#if canImport(CMessagevisorICU)
  import Foundation

  extension ICUEngine {
    package func formatNumber(
      _ value: Double,
      options: FormatOptions,
      context: FormattingContext
    ) throws -> String {
      try FoundationEngine().formatNumber(value, options: options, context: context)
    }

    package func formatPluralNumber(_ value: Double, locale: String) -> String {
      FoundationEngine().formatPluralNumber(value, locale: locale)
    }
  }
#endif
