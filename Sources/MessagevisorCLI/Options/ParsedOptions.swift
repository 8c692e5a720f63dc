import Foundation

/// Validated option values of one command invocation.
struct ParsedOptions: Sendable {
  /// Raw values by option name (flags hold `"true"` or `"false"`).
  private(set) var values: [String: String]
  /// Arguments that are not options (e.g. `project list`).
  private(set) var positional: [String]

  /// Creates parsed options.
  init(values: [String: String] = [:], positional: [String] = []) {
    self.values = values
    self.positional = positional
  }

  /// Whether a flag is on.
  func flag(_ name: String) -> Bool {
    values[name] == "true"
  }

  /// A string option.
  func string(_ name: String) -> String? {
    values[name]
  }

  /// An integer option (already validated by the parser).
  func integer(_ name: String) -> Int? {
    values[name].flatMap { Int($0) }
  }

  /// A regex option, compiled case-insensitively (already validated by the parser).
  func regex(_ name: String) -> NSRegularExpression? {
    values[name].flatMap { try? NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }
  }

  mutating func set(_ name: String, _ value: String) {
    values[name] = value
  }

  mutating func append(positional argument: String) {
    positional.append(argument)
  }
}
