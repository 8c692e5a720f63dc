import Foundation

/// Validated option values of one command invocation.
public struct ParsedOptions: Sendable {
  /// Raw values by option name (flags hold `"true"` or `"false"`).
  public private(set) var values: [String: String]
  /// Arguments that are not options (e.g. `project list`).
  public private(set) var positional: [String]

  /// Creates parsed options.
  public init(values: [String: String] = [:], positional: [String] = []) {
    self.values = values
    self.positional = positional
  }

  /// Whether a flag is on.
  public func flag(_ name: String) -> Bool {
    values[name] == "true"
  }

  /// A string option.
  public func string(_ name: String) -> String? {
    values[name]
  }

  /// An integer option (already validated by the parser).
  public func integer(_ name: String) -> Int? {
    values[name].flatMap { Int($0) }
  }

  /// A regex option, compiled case-insensitively (already validated by the parser).
  public func regex(_ name: String) -> NSRegularExpression? {
    values[name].flatMap { try? NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }
  }

  mutating func set(_ name: String, _ value: String) {
    values[name] = value
  }

  mutating func append(positional argument: String) {
    positional.append(argument)
  }
}
