import Foundation
import Messagevisor

/// Forwarders to the SDK's range, relative-time and list helpers.
///
/// They kept vectors compiling while the formatting branch was pending; `requireHelpers(_:)`
/// remains the single switch that fails those vectors clearly if the helpers are ever absent.
enum ConformanceFormatting {
  /// True when the range, relative-time and list helpers exist.
  static let isAvailable = true

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
    try sdk.formatRelativeTime(value, unit: unit)
  }

  /// `formatList(values)`.
  static func list(_ sdk: Messagevisor, _ values: [String]) throws -> String {
    try sdk.formatList(values)
  }

  /// `formatListToParts(values)`.
  static func listToParts(_ sdk: Messagevisor, _ values: [String]) throws
    -> [MessagevisorFormatPart]
  {
    try sdk.formatListToParts(values)
  }
}
