import Foundation

/// Reads one process environment variable.
enum EnvironmentValue {
  /// The variable's value; nil when unset or empty.
  static func read(_ name: String) -> String? {
    guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else {
      return nil
    }
    return value
  }
}
