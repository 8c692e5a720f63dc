import Foundation
import Testing

@testable import Messagevisor

/// The Foundation dimension of each ECMA-402 unit identifier, and the `unitDisplay` widths.
@Suite struct FoundationMeasureUnitTests {
  /// Identifier, the dimension class, its symbol.
  static let mapped: [(String, String, String)] = [
    ("acre", "UnitArea", "ac"), ("hectare", "UnitArea", "ha"),
    ("bit", "UnitInformationStorage", "bit"), ("byte", "UnitInformationStorage", "B"),
    ("kilobit", "UnitInformationStorage", "kb"), ("kilobyte", "UnitInformationStorage", "kB"),
    ("megabit", "UnitInformationStorage", "Mb"), ("megabyte", "UnitInformationStorage", "MB"),
    ("gigabit", "UnitInformationStorage", "Gb"), ("gigabyte", "UnitInformationStorage", "GB"),
    ("terabit", "UnitInformationStorage", "Tb"), ("terabyte", "UnitInformationStorage", "TB"),
    ("petabyte", "UnitInformationStorage", "PB"),
    ("celsius", "UnitTemperature", "°C"), ("fahrenheit", "UnitTemperature", "°F"),
    ("degree", "UnitAngle", "°"),
    ("centimeter", "UnitLength", "cm"), ("foot", "UnitLength", "ft"),
    ("inch", "UnitLength", "in"), ("kilometer", "UnitLength", "km"),
    ("meter", "UnitLength", "m"), ("mile", "UnitLength", "mi"),
    ("mile-scandinavian", "UnitLength", "smi"), ("millimeter", "UnitLength", "mm"),
    ("yard", "UnitLength", "yd"),
    ("gram", "UnitMass", "g"), ("kilogram", "UnitMass", "kg"), ("ounce", "UnitMass", "oz"),
    ("pound", "UnitMass", "lb"), ("stone", "UnitMass", "st"),
    ("fluid-ounce", "UnitVolume", "fl oz"), ("gallon", "UnitVolume", "gal"),
    ("liter", "UnitVolume", "L"), ("milliliter", "UnitVolume", "mL"),
    ("hour", "UnitDuration", "h"), ("minute", "UnitDuration", "m"),
    ("second", "UnitDuration", "s"), ("millisecond", "UnitDuration", "ms"),
    ("microsecond", "UnitDuration", "µs"), ("nanosecond", "UnitDuration", "ns"),
    ("kilometer-per-hour", "UnitSpeed", "km/h"), ("meter-per-second", "UnitSpeed", "m/s"),
    ("mile-per-hour", "UnitSpeed", "mph"), ("mile-per-gallon", "UnitFuelEfficiency", "mpg"),
  ]

  /// Sanctioned units and compounds Foundation has no dimension for.
  static let unmapped = [
    "percent", "day", "week", "month", "year", "liter-per-kilometer", "kilometer-per-liter",
    "megabyte-per-second", "gram-per-liter", "parsec", "",
  ]

  @Test(arguments: mapped)
  func mapsToTheDimension(_ identifier: String, _ kind: String, _ symbol: String) throws {
    let dimension = try #require(FoundationMeasureUnit.dimension(for: identifier))
    #expect(String(describing: type(of: dimension)) == kind)
    #expect(dimension.symbol == symbol)
  }

  @Test(arguments: unmapped)
  func hasNoDimension(_ identifier: String) {
    #expect(FoundationMeasureUnit.dimension(for: identifier) == nil)
  }

  /// Every sanctioned simple unit is either mapped or one of the five Foundation lacks, so a
  /// typo in the table cannot hide a unit.
  @Test func coversEverySanctionedUnit() {
    let gaps: Set = ["percent", "day", "week", "month", "year"]
    let missing = ICUMeasureUnit.sanctioned.filter {
      FoundationMeasureUnit.dimension(for: $0) == nil && !gaps.contains($0)
    }
    #expect(missing.isEmpty)
  }

  /// The width the Foundation engine prints comes from the `Intl.NumberFormat` reader.
  @Test(arguments: [
    (MessagevisorValue?.none, ICUNumberOptions.UnitDisplay.short),
    (.null, .short),
    (.string("long"), .long),
    (.string("short"), .short),
    (.string("narrow"), .narrow),
  ])
  func readsTheWidth(_ option: MessagevisorValue?, _ width: ICUNumberOptions.UnitDisplay) throws {
    var options: FormatOptions = ["style": "unit", "unit": "kilometer"]
    options["unitDisplay"] = option
    let parsed = try ICUNumberOptions(parsing: OptionLookup(options), fallbackCurrency: nil)
    #expect(parsed.unitDisplay == width)
  }

  @Test(arguments: [MessagevisorValue.string("wide"), .string("Long"), .int(1), .bool(true)])
  func refusesOtherWidths(_ option: MessagevisorValue) {
    let options: FormatOptions = ["style": "unit", "unit": "kilometer", "unitDisplay": option]
    #expect(throws: ICUNumberOptionError.self) {
      try ICUNumberOptions(parsing: OptionLookup(options), fallbackCurrency: nil)
    }
  }

  @Test func widthsPickTheMeasurementStyles() {
    #expect(FoundationMeasureUnit.unitStyle(.long) == .long)
    #expect(FoundationMeasureUnit.unitStyle(.short) == .medium)
    #expect(FoundationMeasureUnit.unitStyle(.narrow) == .short)
  }
}
