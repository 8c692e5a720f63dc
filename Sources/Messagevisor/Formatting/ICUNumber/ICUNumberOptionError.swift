/// A number option the ICU engine refuses, and why (ECMA-402's RangeError and TypeError).
///
/// The engine reports it as `invalid_format` with the option named in the details, then
/// throws `MessagevisorError(reason)`.
struct ICUNumberOptionError: Error, Equatable, Sendable {
  /// The option's name, e.g. `unit`.
  var option: String
  /// The reason text, e.g. "unit must be a sanctioned unit or a -per- compound of two".
  var reason: String
  /// The values the option takes when they form a closed set (empty otherwise), so a caller
  /// checking a preset can suggest the one meant.
  var allowed: [String] = []
}

/// Reads one option of a closed set of string values (ECMA-402 GetOption).
struct ICUNumberOptionReader {
  let lookup: OptionLookup

  /// The value of `name` among the cases of `Choice`; `fallback` when absent or null.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String,
    fallback: Choice
  ) throws(ICUNumberOptionError) -> Choice where Choice.RawValue == String {
    guard let value = lookup[name], value != .null else {
      return fallback
    }
    if let text = value.stringValue, let choice = Choice(rawValue: text) {
      return choice
    }
    let allowed = Choice.allCases.map(\.rawValue)
    throw ICUNumberOptionError(
      option: name,
      reason: "\(name) must be one of \(allowed.joined(separator: ", "))",
      allowed: allowed
    )
  }

  /// The string value of `name`; nil when absent or null, an error when not a string.
  func string(_ name: String) throws(ICUNumberOptionError) -> String? {
    guard let value = lookup[name], value != .null else {
      return nil
    }
    guard let text = value.stringValue else {
      throw ICUNumberOptionError(option: name, reason: "\(name) must be a string")
    }
    return text
  }
}
