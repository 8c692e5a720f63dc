/// The CLDR plural category of a number in a locale.
///
/// Visible fraction and significant digits from `options` change the category
/// (`1` with `minimumFractionDigits: 2` is `other` in English). Negative numbers use their
/// absolute value; non-finite numbers are `other`.
public func messagevisorPluralCategory(
  _ value: Double,
  locale: String,
  ordinal: Bool = false,
  options: FormatOptions = [:]
) throws -> String {
  "other"
}
