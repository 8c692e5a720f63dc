/// A type an option's text decodes into.
///
/// The type names the kind the parser checks (and help shows); `init(optionText:option:)`
/// turns text that passed that check into a value, or names what is still wrong with it, e.g.
/// a runtime id nobody knows. The parser runs the same initialiser before the command does, so
/// a decoded option never fails.
protocol OptionValue: Sendable {
  /// How the parser checks the text and help shows it.
  static var optionKind: OptionSpec.Kind { get }
  /// The value of `text`; `option` is the dashed option name, for the error message.
  init(optionText text: String, option: String) throws(OptionValueError)
}

/// Why an option's text is not a value of its type: the whole usage message.
struct OptionValueError: Error, Sendable, Equatable {
  /// The message, e.g. `--runtime has 'x'; known runtime ids: …`.
  let message: String

  /// Creates an error.
  init(_ message: String) {
    self.message = message
  }
}

extension String: OptionValue {
  static var optionKind: OptionSpec.Kind { .string }

  /// Any text but the empty one: `--projectDirectoryPath=` or `--locale=` is a mistake (an
  /// empty path would mean the current folder, an empty locale no locale), not a value.
  init(optionText text: String, option: String) throws(OptionValueError) {
    guard !text.isEmpty else {
      throw OptionValueError("option '\(option)' needs a value, not an empty one")
    }
    self = text
  }
}

extension Int: OptionValue {
  /// Every counted option (`-n`, `--jobs`, `--maxFailures`, `--slowest`) needs at least one.
  static var optionKind: OptionSpec.Kind { .integer(minimum: 1) }

  init(optionText text: String, option: String) throws(OptionValueError) {
    guard let number = Int(text) else {
      throw OptionValueError("option '\(option)' needs a whole number, not '\(text)'")
    }
    self = number
  }
}

extension Optional: OptionValue where Wrapped: OptionValue {
  static var optionKind: OptionSpec.Kind { Wrapped.optionKind }

  init(optionText text: String, option: String) throws(OptionValueError) {
    self = .some(try Wrapped(optionText: text, option: option))
  }
}

/// An option whose value is one of a fixed set of words: `--builder`, `--color`,
/// `--accessLevel`.
protocol OptionChoice: OptionValue, CaseIterable, RawRepresentable<String> {}

extension OptionChoice {
  static var optionKind: OptionSpec.Kind { .choice(allCases.map(\.rawValue)) }

  init(optionText text: String, option: String) throws(OptionValueError) {
    guard let value = Self(rawValue: text) else {
      let words = Self.allCases.map(\.rawValue).joined(separator: ", ")
      throw OptionValueError("option '\(option)' must be one of \(words), not '\(text)'")
    }
    self = value
  }
}
