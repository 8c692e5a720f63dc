import Foundation

/// Builds the locale identifiers handed to Foundation.
enum FormattingLocale {
  /// The identifier for `locale` with an optional `numberingSystem` option applied.
  ///
  /// The locale string is kept unchanged; a numbering system adds `@numbers=<system>` (or
  /// `;numbers=<system>` when the identifier already has keywords), e.g. `ar@numbers=arab`.
  static func identifier(_ locale: String, numberingSystem: String?) -> String {
    guard let system = numberingSystem, isKeywordValue(system) else {
      return locale
    }
    let separator = locale.contains("@") ? ";" : "@"
    return locale + separator + "numbers=" + system
  }

  /// Reads an option as a numbering-system name (a string), else nil.
  static func numberingSystem(_ option: MessagevisorValue?) -> String? {
    guard let system = option?.stringValue, isKeywordValue(system) else {
      return nil
    }
    return system
  }

  /// Whether `text` is a plausible locale keyword value: 1–8 ASCII letters or digits.
  private static func isKeywordValue(_ text: String) -> Bool {
    let bytes = text.utf8
    guard (1...8).contains(bytes.count) else {
      return false
    }
    return bytes.allSatisfy { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
  }
}
