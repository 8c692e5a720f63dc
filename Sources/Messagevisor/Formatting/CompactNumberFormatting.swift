import Foundation

/// Compact notation (`notation: compact`) through Foundation's compact-name format style.
///
/// Foundation offers one compact form per locale, so `compactDisplay` cannot choose between
/// short and long names. Digit, sign and grouping options are ignored on this path.
enum CompactNumberFormatting {
  private static let styles = BoundedCache<String, FloatingPointFormatStyle<Double>>(
    capacity: 100
  )

  /// Formats `value` in the compact form of the locale, rounding ties away from zero.
  static func format(_ value: Double, locale: String, numberingSystem: String?) -> String {
    let localeIdentifier = FormattingLocale.identifier(locale, numberingSystem: numberingSystem)
    let style = styles.value(for: localeIdentifier) {
      FormatterStatistics.recordConstruction(label: locale)
      return FloatingPointFormatStyle<Double>(
        locale: FormattingLocale.foundationLocale(localeIdentifier)
      )
      .notation(.compactName)
      .rounded(rule: .toNearestOrAwayFromZero)
    }
    return style.format(value)
  }
}
