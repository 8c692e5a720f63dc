import Foundation

/// Conjunction lists through `ListFormatStyle` (Linux has no `ListFormatter`).
enum ListFormatting {
  private typealias Style = ListFormatStyle<StringStyle, [String]>

  private static let styles = BoundedCache<String, Style>(capacity: 100)

  /// "A, B, and C" in the locale's standard-width `and` list; [] → "", ["A"] → "A".
  static func format(_ values: [String], locale: String) -> String {
    let style = styles.value(for: locale) {
      FormatterStatistics.recordConstruction(label: locale)
      return Style.list(type: .and, width: .standard).locale(
        FormattingLocale.foundationLocale(locale))
    }
    return style.format(values)
  }
}
