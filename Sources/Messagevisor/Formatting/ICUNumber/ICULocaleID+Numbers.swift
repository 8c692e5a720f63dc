#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// The ICU locale ids and numbering systems the number engine hands to ICU.
  extension ICULocaleID {
    private static let numberIDs = BoundedCache<String, String>(capacity: 128)
    private static let systems = BoundedCache<String, Bool>(capacity: 64)

    /// The ICU form of a caller's locale (`ar-EG-u-nu-latn` → `ar_EG@numbers=latn`), with
    /// malformed parts and unknown numbering systems dropped; cached per locale string.
    static func of(_ locale: String) -> String {
      numberIDs.value(for: locale) { locale in
        FormattingLocale.safeIdentifier(FormattingLocale.keywordForm(locale))
      }
    }

    /// `name` when ICU has a numbering system of that name, else nil (ECMA-402 then keeps the
    /// locale's own system).
    static func knownNumberingSystem(_ name: String) -> String? {
      let known = systems.value(for: name) { name in
        var status: MVUErrorCode = 0
        guard let system = swift_unumsys_openByName(name, &status) else { return false }
        swift_unumsys_close(system)
        return status <= 0
      }
      return known ? name : nil
    }
  }
#endif
