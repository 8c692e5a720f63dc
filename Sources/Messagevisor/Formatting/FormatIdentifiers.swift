import Foundation

/// The shape of a currency code and the tests of a time zone and a numbering system, as the
/// SDK applies them to format options.
///
/// One definition for the formatters and for the callers that check such a value before it
/// reaches a formatter (the CLI's `--currency` and `--timeZone`, a project's assertions), so
/// they accept exactly what formatting accepts.
package enum FormatIdentifiers {
  /// True for three ASCII letters in any case, the shape ECMA-402 requires of a currency code.
  package static func isCurrencyCode(_ text: String) -> Bool {
    text.utf8.count == 3 && text.utf8.allSatisfy(isASCIILetter)
  }

  /// True when the platform knows the zone (`TimeZone(identifier:)`).
  package static func isTimeZone(_ identifier: String) -> Bool {
    TimeZone(identifier: identifier) != nil
  }

  /// True when the platform knows the numbering system (any case); formatting drops one it
  /// does not know and uses the locale's own digits.
  static func isNumberingSystem(_ name: String) -> Bool {
    FormattingLocale.knownNumberingSystems.contains(name.lowercased())
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
