import Foundation
import Messagevisor

/// Formatting helpers of the SDK that are not in this build yet.
///
/// Vectors that need them call `requireHelpers(_:)` before anything else, so they fail with a
/// clear message rather than treating "the helper is missing" as "the helper threw". The
/// wrappers below forward to the SDK once the helpers exist.
enum ConformanceFormatting {
  /// True when the range, relative-time and list helpers exist.
  static let isAvailable = false

  /// Fails the vector while the named helpers are missing.
  static func requireHelpers(_ names: [String]) throws {
    guard isAvailable else {
      throw ConformanceFailure(
        "formatting helpers not available: " + names.joined(separator: ", "))
    }
  }

  /// `formatRelativeTime(value, unit:)`.
  static func relativeTime(_ sdk: Messagevisor, _ value: Double, unit: Calendar.Component) throws
    -> String
  {
    throw unavailable("formatRelativeTime")
  }

  /// `formatList(values)`.
  static func list(_ sdk: Messagevisor, _ values: [String]) throws -> String {
    throw unavailable("formatList")
  }

  /// `formatListToParts(values)`.
  static func listToParts(_ sdk: Messagevisor, _ values: [String]) throws
    -> [MessagevisorFormatPart]
  {
    throw unavailable("formatListToParts")
  }

  static func unavailable(_ name: String) -> ConformanceFailure {
    ConformanceFailure("\(name) is not available in this build")
  }
}

/// The formatting surface shared by root and child instances that the time-zone vector uses.
protocol ConformanceFormattable: Sendable {
  func formatMessage(_ message: String, values: MessagevisorValues, options: EvaluationOptions)
    throws -> String
  func formatDate(_ date: Date, preset: String?, options: EvaluationOptions) throws -> String
  func formatTime(_ date: Date, preset: String?, options: EvaluationOptions) throws -> String
  /// `formatDateTimeRange(start, end, preset:options:)`.
  func conformanceDateTimeRange(
    _ start: Date, _ end: Date, preset: String?, options: EvaluationOptions
  ) throws -> String
}

extension Messagevisor: ConformanceFormattable {
  func conformanceDateTimeRange(
    _ start: Date, _ end: Date, preset: String?, options: EvaluationOptions
  ) throws -> String {
    throw ConformanceFormatting.unavailable("formatDateTimeRange")
  }
}

extension MessagevisorChild: ConformanceFormattable {
  func conformanceDateTimeRange(
    _ start: Date, _ end: Date, preset: String?, options: EvaluationOptions
  ) throws -> String {
    throw ConformanceFormatting.unavailable("formatDateTimeRange")
  }
}
