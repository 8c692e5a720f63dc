#if canImport(CMessagevisorICU)
  import Foundation

  extension ICUEngine {
    package func formatRelativeTime(
      _ value: Double,
      unit: Calendar.Component,
      options: FormatOptions,
      context: FormattingContext
    ) throws -> String {
      try FoundationEngine().formatRelativeTime(
        value, unit: unit, options: options, context: context)
    }

    package func formatList(
      _ values: [String],
      options: FormatOptions,
      context: FormattingContext
    ) -> String {
      FoundationEngine().formatList(values, options: options, context: context)
    }

    package func formatDisplayName(
      _ value: String,
      options: FormatOptions,
      context: FormattingContext
    ) -> String? {
      FoundationEngine().formatDisplayName(value, options: options, context: context)
    }
  }
#endif
