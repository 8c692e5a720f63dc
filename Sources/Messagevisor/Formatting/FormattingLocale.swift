import Foundation

/// Builds the locale identifiers handed to Foundation.
enum FormattingLocale {
  /// The identifier for `locale` with an optional `numberingSystem` option applied.
  ///
  /// The locale string is kept unchanged; a numbering system adds `@numbers=<system>` (or
  /// `;numbers=<system>` when the identifier already has keywords), e.g. `ar@numbers=arab`.
  /// It replaces the locale's own `-u-nu-` / `numbers=`: in ECMA-402 the option wins over the
  /// extension (`th-TH-u-nu-thai` with `arabext` formats Eastern Arabic-Indic digits).
  static func identifier(_ locale: String, numberingSystem: String?) -> String {
    let base = keywordForm(locale)
    guard let system = numberingSystem, isSubtag(system) else {
      return base
    }
    return setting("numbers", system, in: base)
  }

  /// `locale` in keyword form with its ICU keyword `keyword` set to `value`, replacing any
  /// value it had (`ja-JP-u-ca-japanese`, `calendar`, `gregorian` →
  /// `ja-JP@calendar=gregorian`).
  static func identifier(_ locale: String, keyword: String, value: String) -> String {
    setting(keyword, value, in: keywordForm(locale))
  }

  private static func setting(_ keyword: String, _ value: String, in base: String) -> String {
    let kept = removingKeyword(keyword, from: base)
    let separator = kept.utf8.contains(UInt8(ascii: "@")) ? ";" : "@"
    return kept + separator + keyword + "=" + value
  }

  /// The value of the ICU keyword `name` (any case) in `identifier`; nil when it has none.
  static func keyword(_ name: String, in identifier: String) -> String? {
    guard let at = identifier.firstIndex(of: "@") else {
      return nil
    }
    let prefix = name.lowercased() + "="
    let keywords = identifier[identifier.index(after: at)...].split(separator: ";")
    guard let found = keywords.first(where: { $0.lowercased().hasPrefix(prefix) }) else {
      return nil
    }
    return String(found.dropFirst(prefix.count))
  }

  /// `identifier` without its ICU keyword `name` (any case); unchanged when it has none.
  static func removingKeyword(_ name: String, from identifier: String) -> String {
    guard let at = identifier.firstIndex(of: "@") else {
      return identifier
    }
    let prefix = name.lowercased() + "="
    let keywords = identifier[identifier.index(after: at)...].split(separator: ";")
    let kept = keywords.filter { !$0.lowercased().hasPrefix(prefix) }
    let base = String(identifier[..<at])
    return kept.isEmpty ? base : base + "@" + kept.joined(separator: ";")
  }

  /// Moves a BCP-47 Unicode extension (`-u-nu-deva-ca-buddhist`) into ICU keyword form
  /// (`@numbers=deva;calendar=buddhist`), which names the same locale.
  ///
  /// swift-corelibs-foundation traps inside `NumberFormatter` for some `-u-nu-` identifiers
  /// (e.g. `en-US-u-nu-latn`, `th-TH-u-nu-thai`), while the keyword form works everywhere.
  static func keywordForm(_ identifier: String) -> String {
    let subtags = identifier.split(separator: "-", omittingEmptySubsequences: false)
    guard let start = subtags.firstIndex(where: { $0.lowercased() == "u" }), start > 0 else {
      return identifier
    }
    var end = start + 1
    while end < subtags.count, subtags[end].count != 1 { end += 1 }
    let keywords = UnicodeExtension.keywords(Array(subtags[(start + 1)..<end]))
    let rest = subtags[..<start] + subtags[end...]
    var result = rest.joined(separator: "-")
    guard !keywords.isEmpty else { return result }
    result += result.utf8.contains(UInt8(ascii: "@")) ? ";" : "@"
    return result + keywords.joined(separator: ";")
  }

  /// Reads an option as a numbering-system name (a string), else nil.
  static func numberingSystem(_ option: MessagevisorValue?) -> String? {
    guard let system = option?.stringValue, isSubtag(system) else {
      return nil
    }
    return system
  }

  /// The Foundation locale for `identifier`, which may be malformed or hostile.
  ///
  /// Linux Foundation traps (it force-unwraps a failed ICU formatter) when a formatter gets an
  /// identifier with a non-ASCII letter (`é`, `🙂`) or a numbering system in BCP 47 form
  /// (`en-u-nu-latn`) or one ICU does not know (`en@numbers=bogus`). So the identifier is
  /// read into its ICU form (`en@numbers=latn`), a `numbers` keyword is kept only when it names
  /// a known numbering system, and an identifier with characters outside ASCII letters, digits
  /// and `-_.@=;` becomes the root locale. Results are cached per identifier.
  static func foundationLocale(_ identifier: String) -> Locale {
    locales.value(for: identifier) { Locale(identifier: safeIdentifier($0)) }
  }

  /// The ICU-form identifier `foundationLocale` hands to Foundation.
  static func safeIdentifier(_ identifier: String) -> String {
    guard identifier.utf8.allSatisfy(isIdentifierByte) else { return "" }
    let icu = Locale(identifier: identifier).identifier(.icu)
    guard icu.utf8.allSatisfy(isIdentifierByte) else { return "" }
    let at = icu.firstIndex(of: "@") ?? icu.endIndex
    let base = wellFormedBase(icu[..<at])
    guard at < icu.endIndex else { return base }
    let keywords = icu[icu.index(after: at)...].split(separator: ";").filter(isSafeKeyword)
      .map { $0.lowercased() }
    return keywords.isEmpty ? base : base + "@" + keywords.joined(separator: ";")
  }

  /// The leading subtags of `base` that ICU reads as language, script, region and variants.
  ///
  /// Foundation leaves an extension it cannot convert (`-u-nu-` followed by a value longer
  /// than eight characters) in the base, and formatters then trap; so the base stops at the
  /// first singleton (`u`, `x`, …) or malformed subtag.
  private static func wellFormedBase(_ base: Substring) -> String {
    let subtags = base.split(separator: "_", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
    let kept = subtags.prefix { $0.count >= 2 && isSubtag($0) }
    guard base.utf8.contains(UInt8(ascii: "-")) else { return kept.joined(separator: "_") }
    return kept.joined(separator: "-")
  }

  /// Whether `text` is a well-formed subtag or keyword value: 1–8 ASCII letters or digits.
  private static func isSubtag(_ text: some StringProtocol) -> Bool {
    (1...8).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte)
      }
  }

  /// A `key=value` keyword with well-formed parts whose value is not an unknown numbering
  /// system. Kept keywords are lowercased: ICU matches `numbers=arab` but a formatter traps on
  /// `numbers=araB`.
  private static func isSafeKeyword(_ keyword: Substring) -> Bool {
    let parts = keyword.split(separator: "=", maxSplits: 1)
    guard parts.count == 2, isSubtag(parts[0]) else { return false }
    let valueSubtags = parts[1].split(separator: "-", omittingEmptySubsequences: false)
    guard valueSubtags.allSatisfy(isSubtag) else { return false }
    guard parts[0].lowercased() == "numbers" else { return true }
    return knownNumberingSystems.contains(parts[1].lowercased())
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: ";"):
      return true
    default:
      return false
    }
  }

  /// Every numbering system the platform knows, lowercased.
  static let knownNumberingSystems = Set(
    Locale.NumberingSystem.availableNumberingSystems.map { $0.identifier.lowercased() })

  private static let locales = BoundedCache<String, Locale>(capacity: 256)
}

/// Reads the key/value pairs of a BCP-47 `-u-` extension.
enum UnicodeExtension {
  private static let names = [
    "nu": "numbers", "ca": "calendar", "co": "collation", "cu": "currency", "hc": "hours",
  ]

  /// `["nu", "deva", "ca", "islamic", "umalqura"]` becomes
  /// `["numbers=deva", "calendar=islamic-umalqura"]`.
  static func keywords(_ subtags: [Substring]) -> [String] {
    var result: [String] = []
    var key: String?
    var value: [Substring] = []
    func flush() {
      if let key, !value.isEmpty {
        result.append((names[key] ?? key) + "=" + value.joined(separator: "-").lowercased())
      }
    }
    for subtag in subtags {
      if subtag.count == 2 {
        flush()
        key = subtag.lowercased()
        value = []
      } else {
        value.append(subtag)
      }
    }
    flush()
    return result
  }
}
