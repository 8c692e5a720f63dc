/// The measurement units ECMA-402 sanctions for `style: unit`, and their `-per-` compounds.
///
/// The identifiers are CLDR core unit identifiers, which ICU's `unit/` skeleton stem reads
/// directly (`unit/kilometer-per-hour`).
enum ICUMeasureUnit {
  /// ECMA-402's sanctioned simple units (Table "Simple units sanctioned for use").
  static let sanctioned: Set<String> = [
    "acre", "bit", "byte", "celsius", "centimeter", "day", "degree", "fahrenheit",
    "fluid-ounce", "foot", "gallon", "gigabit", "gigabyte", "gram", "hectare", "hour", "inch",
    "kilobit", "kilobyte", "kilogram", "kilometer", "liter", "megabit", "megabyte", "meter",
    "microsecond", "mile", "mile-scandinavian", "milliliter", "millimeter", "millisecond",
    "minute", "month", "nanosecond", "ounce", "percent", "petabyte", "pound", "second", "stone",
    "terabit", "terabyte", "week", "yard", "year",
  ]

  /// Whether `identifier` is a sanctioned unit or `A-per-B` of two sanctioned units
  /// (ECMA-402 IsWellFormedUnitIdentifier).
  static func isWellFormed(_ identifier: String) -> Bool {
    if sanctioned.contains(identifier) {
      return true
    }
    guard let range = identifier.range(of: "-per-") else {
      return false
    }
    let numerator = String(identifier[..<range.lowerBound])
    let denominator = String(identifier[range.upperBound...])
    return sanctioned.contains(numerator) && sanctioned.contains(denominator)
  }
}
