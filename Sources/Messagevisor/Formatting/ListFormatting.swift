import Foundation

/// Lists through `ListFormatStyle` (Linux has no `ListFormatter`).
enum ListFormatting {
  private typealias Style = ListFormatStyle<StringStyle, [String]>
  /// `and` (`Intl.ListFormat` type `conjunction`) or `or` (`disjunction`); Foundation has no
  /// `unit` lists.
  typealias ListType = ListFormatStyle<StringStyle, [String]>.ListType
  /// `standard` (style `long`), `short` or `narrow`.
  typealias Width = ListFormatStyle<StringStyle, [String]>.Width

  private struct Key: Hashable, Sendable {
    var locale: String
    var type: ListType
    var width: Width
  }

  private static let styles = BoundedCache<Key, Style>(capacity: 100)

  /// "A, B, and C" in the locale's standard-width `and` list; [] → "", ["A"] → "A".
  static func format(_ values: [String], locale: String) -> String {
    format(values, locale: locale, type: .and, width: .standard)
  }

  /// `values` as a list of `type` and `width` in `locale` ("A, B, or C", "A, B, C").
  static func format(
    _ values: [String],
    locale: String,
    type: ListType,
    width: Width
  ) -> String {
    let key = Key(locale: locale, type: type, width: width)
    let style = styles.value(for: key) {
      FormatterStatistics.recordConstruction(label: key.locale)
      return Style.list(type: key.type, width: key.width).locale(
        FormattingLocale.foundationLocale(key.locale))
    }
    return style.format(values)
  }
}
