import Messagevisor

/// A `--timeZone` value: a zone identifier the platform knows (IANA, e.g. `Europe/Berlin`).
///
/// Checked when the options are parsed with the test the SDK applies to a zone
/// (`FormatIdentifiers.isTimeZone`), so an unknown zone is a usage error (exit 64) before any
/// project is read, not a formatting failure of whichever message happens to use it.
struct TimeZoneIdentifier: OptionValue, Equatable {
  static var optionKind: OptionSpec.Kind { .string }

  /// The identifier as given.
  let identifier: String

  init(optionText text: String, option: String) throws(OptionValueError) {
    guard FormatIdentifiers.isTimeZone(text) else {
      throw OptionValueError(
        "option '\(option)' needs a known time zone identifier (e.g. Europe/Berlin), not '\(text)'"
      )
    }
    identifier = text
  }
}
