import Foundation

/// A case-insensitive regular expression option (`--keyPattern`, `--assertionPattern`): the
/// text as given (messages quote it; `npx` gets it as is) and the compiled expression.
struct RegexOption: OptionValue, @unchecked Sendable {
  static var optionKind: OptionSpec.Kind { .regex }

  /// The pattern as given.
  let text: String
  /// The pattern compiled with `.caseInsensitive` (immutable, safe to share).
  let regex: NSRegularExpression

  init(optionText text: String, option: String) throws(OptionValueError) {
    do {
      regex = try NSRegularExpression(pattern: text, options: [.caseInsensitive])
    } catch {
      throw OptionValueError("option '\(option)' is not a valid regular expression: '\(text)'")
    }
    self.text = text
  }
}
