#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// ICU locale ids ("de_DE@calendar=japanese;numbers=arab") built from the locale strings
  /// and options the SDK receives.
  ///
  /// The locale string goes through `FormattingLocale.safeIdentifier` (BCP 47 `-u-` keywords
  /// become ICU keywords, unknown numbering systems and hostile characters are dropped), so
  /// ICU sees exactly what the Foundation engine would hand to Foundation.
  enum ICULocaleID {
    private struct Key: Hashable, Sendable {
      var locale: String
      var calendar: String?
      var numberingSystem: String?
    }

    private static let ids = BoundedCache<Key, String>(capacity: 256)

    /// The ICU id of `locale` with optional `calendar` and `numberingSystem` options applied
    /// (an option wins over the locale's own `-u-ca-` / `-u-nu-`).
    ///
    /// Without either a calendar option or a `-u-ca-` keyword the id names no calendar, so ICU
    /// formats in the locale's default calendar from its own data (decision D22): `th-TH`
    /// Buddhist, `fa-IR` Persian, and on this toolchain `ar-SA` Islamic Umm al-Qura, where
    /// CLDR 47+ (Node 24) prefers Gregorian.
    static func make(_ locale: String, calendar: String? = nil, numberingSystem: String? = nil)
      -> String
    {
      let key = Key(locale: locale, calendar: calendar, numberingSystem: numberingSystem)
      return ids.value(for: key) { key in
        let system = key.numberingSystem.flatMap(knownNumberingSystem)
        let withNumbers = FormattingLocale.identifier(key.locale, numberingSystem: system)
        let base = FormattingLocale.safeIdentifier(withNumbers)
        guard let calendar = key.calendar.flatMap(legacyCalendar) else {
          return base
        }
        return setting("calendar", calendar, in: base)
      }
    }

    /// The BCP 47 type of an ICU calendar type (`gregorian` → `gregory`); the type itself
    /// when ICU has no other form.
    static func calendarName(_ type: String) -> String {
      type.withCString { argument in
        swift_uloc_toUnicodeLocaleType("ca", argument).map { String(cString: $0) }
      } ?? type
    }

    /// The value of the keyword `name` in `id` ("hours" → "h23"); nil when absent.
    static func keyword(_ name: String, of id: String) -> String? {
      guard let at = id.firstIndex(of: "@") else {
        return nil
      }
      for pair in id[id.index(after: at)...].split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == name {
          return String(parts[1])
        }
      }
      return nil
    }

    /// The region subtag of an ICU id (`ja_JP@…` → `JP`); nil when it has none.
    static func region(of id: String) -> String? {
      let base = id.prefix { $0 != "@" }
      let subtags = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst()
      let region = subtags.first { subtag in
        (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
          || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
      }
      return region.map { $0.uppercased() }
    }

    /// ICU's `ULOC_FULLNAME_CAPACITY`: the longest locale id ICU's formatters copy safely.
    ///
    /// Longer ids overflow fixed buffers inside ICU (a 1,500-byte calendar keyword smashed
    /// `SimpleDateFormat`'s stack in a probe), so no id we build is longer.
    static let maximumLength = 156

    /// `id` with the keyword `name` set to `value` (ICU keeps keywords sorted); `id` itself
    /// when the result would be longer than `maximumLength`.
    static func setting(_ name: String, _ value: String, in id: String) -> String {
      let capacity = id.utf8.count + name.utf8.count + value.utf8.count + 8
      guard capacity <= maximumLength else {
        return id
      }
      var buffer = [CChar](repeating: 0, count: capacity)
      for (index, byte) in id.utf8.enumerated() {
        buffer[index] = CChar(bitPattern: byte)
      }
      var status: MVUErrorCode = 0
      let length = swift_uloc_setKeywordValue(
        name, value, &buffer, Int32(buffer.count), &status)
      guard status <= 0, length >= 0, Int(length) < buffer.count else {
        return id
      }
      let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// ICU's keyword value for a BCP 47 calendar name ("gregory" → "gregorian"); nil when the
    /// name is not a well-formed calendar type.
    private static func legacyCalendar(_ name: String) -> String? {
      let lowered = name.lowercased()
      // CLDR's calendar types are at most 19 bytes (ethiopic-amete-alem); a longer
      // well-formed name is as unknown to ICU as any other, and JS ignores those too.
      guard lowered.utf8.count <= 32 else {
        return nil
      }
      let parts = lowered.split(separator: "-", omittingEmptySubsequences: false)
      let wellFormed = parts.allSatisfy { part in
        (3...8).contains(part.utf8.count)
          && part.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
      }
      guard wellFormed else {
        return nil
      }
      return legacyType("ca", lowered) ?? lowered
    }

    /// ICU's legacy form of a BCP 47 keyword value (`ca` `islamic-umalqura` →
    /// `islamic-umalqura`, `gregory` → `gregorian`); nil when ICU has none.
    ///
    /// For a value ICU does not know, `uloc_toLegacyType` returns the pointer it was given, so
    /// the result is copied while the argument's C string is still alive (reading it after a
    /// temporary was freed was a use-after-free that `FuzzFormatting` found).
    static func legacyType(_ key: String, _ value: String) -> String? {
      value.withCString { argument in
        swift_uloc_toLegacyType(key, argument).map { String(cString: $0) }
      }
    }
  }
#endif
