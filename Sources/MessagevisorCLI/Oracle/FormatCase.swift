import Foundation
import Messagevisor

/// One formatting case of the JS Intl oracle (`scripts/oracle/generate_cases.py`).
///
/// A case names a locale, ECMA-402 options and the input of one formatting family; the
/// `format-cases` command formats it through the public SDK helpers.
struct FormatCase: Sendable {
  /// The family-specific input.
  enum Input: Sendable {
    /// `formatNumber` of a value.
    case number(Double)
    /// `formatDate` of an instant with a date or time kind.
    case date(Date, DateFormatKind)
    /// `formatDateTimeRange` of two instants.
    case dateTimeRange(Date, Date)
    /// `formatRelativeTime` of a value in a calendar unit.
    case relativeTime(Double, Calendar.Component)
    /// `formatList` of strings.
    case list([String])
    /// `formatDisplayName` of a code.
    case displayName(String)
    /// The plural category of a value (`messagevisorPluralCategory`).
    case plural(Double)
  }

  /// The case id, echoed in the result.
  let id: String
  /// The locale identifier.
  let locale: String
  /// ECMA-402-style options.
  let options: FormatOptions
  /// What to format.
  let input: Input
}
