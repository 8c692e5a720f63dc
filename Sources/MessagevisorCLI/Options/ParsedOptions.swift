/// The raw option values of one command invocation, checked against the command's declarations.
///
/// Commands never read these: `ParsableOptions.parse` decodes them into the command's typed
/// options struct, each property reading its own declared option.
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

  mutating func set(_ name: String, _ value: String) {
    values[name] = value
  }

  mutating func append(positional argument: String) {
    positional.append(argument)
  }
}
