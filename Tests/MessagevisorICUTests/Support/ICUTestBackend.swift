import Foundation
import Messagevisor
import Synchronization

@testable import MessagevisorICU

/// A deterministic backend that prints what it was asked to format.
///
/// Numbers print as `N(value|key=value,…)`, dates as `D(kind|epochSeconds|key=value,…)` and
/// skeleton dates as `S(epochSeconds|skeleton|zone)`; `#` prints integers without a fraction.
/// Plural categories follow the English and Dutch CLDR rules for the operands tests use.
enum ICUTestBackend {
  static let backend = ICUFormattingBackend(
    formatNumber: { value, options, _ in "N(\(number(value))\(describe(options)))" },
    formatPluralNumber: { value, _ in number(value) },
    formatDate: { date, options, kind, _ in
      "D(\(kind.rawValue)|\(number(date.timeIntervalSince1970))\(describe(options)))"
    },
    formatDateSkeleton: { date, skeleton, context in
      "S(\(number(date.timeIntervalSince1970))|\(skeleton)|\(context.timeZone))"
    },
    pluralCategory: { value, locale, ordinal in category(value, locale: locale, ordinal: ordinal) }
  )

  /// Prints integral values without `.0`.
  static func number(_ value: Double) -> String {
    if value.rounded() == value, value.magnitude < 1e15 {
      return String(Int(value))
    }
    return String(describing: value)
  }

  /// `|key=value,…` with sorted keys, or "" for no options.
  static func describe(_ options: FormatOptions) -> String {
    guard !options.isEmpty else { return "" }
    let pairs = options.keys.sorted().map { "\($0)=\(options[$0]!.displayValue)" }
    return "|" + pairs.joined(separator: ",")
  }

  /// English/Dutch cardinal rules (`one` for integer 1) and English ordinal rules.
  static func category(_ value: Double, locale: String, ordinal: Bool) -> String {
    let magnitude = value.magnitude
    let isInteger = magnitude.rounded() == magnitude
    guard ordinal else {
      return isInteger && magnitude == 1 ? "one" : "other"
    }
    guard locale.hasPrefix("en"), isInteger else { return "other" }
    let integer = Int(magnitude)
    switch (integer % 10, integer % 100) {
    case (1, let tens) where tens != 11: return "one"
    case (2, let tens) where tens != 12: return "two"
    case (3, let tens) where tens != 13: return "few"
    default: return "other"
    }
  }
}

/// Collects reported formatting issues.
final class ICUIssueLog: Sendable {
  private let issues = Mutex<[FormattingIssue]>([])

  /// Everything reported so far.
  var all: [FormattingIssue] { issues.withLock { $0 } }

  /// A report callback that appends to this log.
  var report: @Sendable (FormattingIssue) -> Void {
    { issue in self.issues.withLock { $0.append(issue) } }
  }
}

/// Builds environments for tests.
enum ICUTestEnvironment {
  /// The test backend with `locale`, UTC, optional presets and currency.
  static func make(
    locale: String = "en-US",
    formats: FormatPresets = FormatPresets(),
    currency: String? = nil,
    log: ICUIssueLog = ICUIssueLog()
  ) -> ICUEnvironment {
    let context = FormattingContext(
      locale: locale,
      currency: currency,
      timeZone: "UTC",
      report: log.report
    )
    return ICUEnvironment(context: context, formats: formats, backend: ICUTestBackend.backend)
  }

  /// Parses and renders with the test backend.
  static func render(
    _ message: String,
    _ values: MessagevisorValues = [:],
    locale: String = "en-US",
    formats: FormatPresets = FormatPresets()
  ) throws -> String {
    let environment = make(locale: locale, formats: formats)
    return try ICUFormatter().format(message, values: values, environment: environment)
  }
}
