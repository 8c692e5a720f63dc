import Messagevisor

/// A `--currency` value: three ASCII letters, the shape the SDK accepts for a currency
/// (`FormatIdentifiers.isCurrencyCode`).
///
/// Checked when the options are parsed, so a mistyped code is a usage error (exit 64) before
/// any project is read, not a formatting failure of whichever message happens to use it.
struct CurrencyCode: OptionValue, Equatable {
  static var optionKind: OptionSpec.Kind { .string }

  /// The code as given (the SDK upper-cases it).
  let code: String

  init(optionText text: String, option: String) throws(OptionValueError) {
    guard FormatIdentifiers.isCurrencyCode(text) else {
      throw OptionValueError(
        "option '\(option)' needs a three-letter currency code (ISO 4217), not '\(text)'")
    }
    code = text
  }
}
