import Foundation

/// Localized names of languages, regions, scripts, currencies and calendars.
enum DisplayNameFormatting {
  /// The name of `code` in `locale`, or nil when Foundation has none.
  ///
  /// `language` accepts a bare language code ("nl" → "Dutch") or a full identifier
  /// ("nl-BE" → "Dutch (Belgium)"); `region`, `script` and `currency` take their codes,
  /// `calendar` a BCP 47 calendar type ("gregory" → "Gregorian Calendar"). Any other type
  /// returns `code` unchanged.
  static func name(of code: String, type: String, locale: String) -> String? {
    let displayLocale = FormattingLocale.foundationLocale(locale)
    switch type {
    case "language":
      if code.utf8.contains(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) {
        return displayLocale.localizedString(forIdentifier: code)
      }
      return displayLocale.localizedString(forLanguageCode: code)
    case "region":
      return displayLocale.localizedString(forRegionCode: code)
    case "script":
      return displayLocale.localizedString(forScriptCode: code)
    case "currency":
      return displayLocale.localizedString(forCurrencyCode: code)
    case "calendar":
      return DateCalendarOption.named(code).flatMap {
        displayLocale.localizedString(for: $0.identifier)
      }
    default:
      return code
    }
  }
}
