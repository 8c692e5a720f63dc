import Foundation
import Messagevisor

/// The formatting functions the ICU renderer calls.
///
/// `.foundation` (the default) uses `MessagevisorFormatting` (with the context's engine) and
/// `messagevisorPluralCategory`, shared with the SDK's direct helpers so ICU arguments and
/// helpers agree. Tests and tools can substitute any function.
public struct ICUFormattingBackend: Sendable {
  /// Formats a number with options (`{n, number…}`).
  public var formatNumber: @Sendable (Double, FormatOptions, FormattingContext) throws -> String
  /// Prints the plural number for `#`; receives the value and the locale.
  public var formatPluralNumber: @Sendable (Double, String) -> String
  /// Formats a date or time with options (`{d, date}`, `{d, time, short}`).
  public var formatDate:
    @Sendable (Date, FormatOptions, DateFormatKind, FormattingContext) throws -> String
  /// Formats a date with a skeleton (`{d, date, ::yMMMd}`).
  public var formatDateSkeleton: @Sendable (Date, String, FormattingContext) throws -> String
  /// The plural category of a number: value, locale, ordinal.
  public var pluralCategory: @Sendable (Double, String, Bool) throws -> String
  /// Prints the plural number for `#` with the whole context (its engine and locale); when
  /// set, the renderer uses it instead of `formatPluralNumber`.
  public var formatPluralNumberInContext: (@Sendable (Double, FormattingContext) -> String)?
  /// Formats a number with a `::` skeleton when the context's engine reads skeletons itself
  /// (the ICU engine); returns nil to have the renderer translate the skeleton into options.
  public var formatNumberSkeleton:
    (@Sendable (Double, String, FormattingContext) throws -> String?)?

  /// Creates a backend from its functions.
  public init(
    formatNumber: @escaping @Sendable (Double, FormatOptions, FormattingContext) throws -> String,
    formatPluralNumber: @escaping @Sendable (Double, String) -> String,
    formatDate:
      @escaping @Sendable (Date, FormatOptions, DateFormatKind, FormattingContext) throws
      -> String,
    formatDateSkeleton: @escaping @Sendable (Date, String, FormattingContext) throws -> String,
    pluralCategory: @escaping @Sendable (Double, String, Bool) throws -> String
  ) {
    self.formatNumber = formatNumber
    self.formatPluralNumber = formatPluralNumber
    self.formatDate = formatDate
    self.formatDateSkeleton = formatDateSkeleton
    self.pluralCategory = pluralCategory
  }

  /// The SDK's formatting (the context's engine: ICU on Linux, Foundation on Apple platforms)
  /// and CLDR plural rules.
  public static let foundation: ICUFormattingBackend = {
    var backend = sdkFunctions
    backend.formatPluralNumberInContext = { value, context in
      MessagevisorFormatting.formatPluralNumber(value, context: context)
    }
    backend.formatNumberSkeleton = { value, skeleton, context in
      try MessagevisorFormatting.formatNumber(value, skeleton: skeleton, context: context)
    }
    return backend
  }()

  private static let sdkFunctions = ICUFormattingBackend(
    formatNumber: { value, options, context in
      try MessagevisorFormatting.formatNumber(value, options: options, context: context)
    },
    formatPluralNumber: { value, locale in
      MessagevisorFormatting.formatPluralNumber(value, locale: locale)
    },
    formatDate: { date, options, kind, context in
      try MessagevisorFormatting.formatDate(date, options: options, kind: kind, context: context)
    },
    formatDateSkeleton: { date, skeleton, context in
      try MessagevisorFormatting.formatDate(date, skeleton: skeleton, context: context)
    },
    pluralCategory: { value, locale, ordinal in
      try messagevisorPluralCategory(value, locale: locale, ordinal: ordinal)
    }
  )
}
