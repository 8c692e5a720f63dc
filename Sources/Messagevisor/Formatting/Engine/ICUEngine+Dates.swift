#if canImport(CMessagevisorICU)
  import Foundation

  extension ICUEngine {
    package func formatDate(
      _ date: Date,
      options: FormatOptions,
      kind: DateFormatKind,
      context: FormattingContext
    ) throws -> String {
      try FoundationEngine().formatDate(date, options: options, kind: kind, context: context)
    }

    package func formatDate(
      _ date: Date,
      skeleton: String,
      kind: DateFormatKind,
      context: FormattingContext
    ) throws -> String {
      try FoundationEngine().formatDate(date, skeleton: skeleton, kind: kind, context: context)
    }

    package func formatDateTimeRange(
      _ start: Date,
      _ end: Date,
      options: FormatOptions,
      context: FormattingContext
    ) throws -> String {
      try FoundationEngine().formatDateTimeRange(start, end, options: options, context: context)
    }
  }
#endif
