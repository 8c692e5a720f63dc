import Foundation

/// The Foundation dimension behind an ECMA-402 unit identifier, for the Foundation engine.
///
/// ECMA-402 sanctions 45 simple units and their `-per-` compounds; Foundation's `Dimension`
/// classes cover most simple ones and four compounds. A unit without a Foundation dimension
/// (`percent`, `day`, `week`, `month`, `year`, most compounds) has no answer: the engine
/// reports `unsupported_formatter` and throws (docs/decisions.md D17), it never prints another
/// unit.
enum FoundationMeasureUnit {
  /// The measurement formatter style printing a `unitDisplay` width: `long` "14.5
  /// kilometers", `short` "14.5 km", `narrow` "14.5km".
  static func unitStyle(_ display: ICUNumberOptions.UnitDisplay) -> Formatter.UnitStyle {
    switch display {
    case .long: return .long
    case .short: return .medium
    case .narrow: return .short
    }
  }

  /// The dimension of `identifier`, or nil when Foundation has none.
  static func dimension(for identifier: String) -> Dimension? {
    simple(identifier) ?? compound(identifier)
  }

  private static func simple(_ identifier: String) -> Dimension? {
    length(identifier) ?? mass(identifier) ?? volume(identifier) ?? storage(identifier)
      ?? duration(identifier) ?? other(identifier)
  }

  private static func compound(_ identifier: String) -> Dimension? {
    switch identifier {
    case "kilometer-per-hour": return UnitSpeed.kilometersPerHour
    case "meter-per-second": return UnitSpeed.metersPerSecond
    case "mile-per-hour": return UnitSpeed.milesPerHour
    case "mile-per-gallon": return UnitFuelEfficiency.milesPerGallon
    default: return nil
    }
  }

  private static func length(_ identifier: String) -> Dimension? {
    switch identifier {
    case "centimeter": return UnitLength.centimeters
    case "foot": return UnitLength.feet
    case "inch": return UnitLength.inches
    case "kilometer": return UnitLength.kilometers
    case "meter": return UnitLength.meters
    case "mile": return UnitLength.miles
    case "mile-scandinavian": return UnitLength.scandinavianMiles
    case "millimeter": return UnitLength.millimeters
    case "yard": return UnitLength.yards
    default: return nil
    }
  }

  private static func mass(_ identifier: String) -> Dimension? {
    switch identifier {
    case "gram": return UnitMass.grams
    case "kilogram": return UnitMass.kilograms
    case "ounce": return UnitMass.ounces
    case "pound": return UnitMass.pounds
    case "stone": return UnitMass.stones
    default: return nil
    }
  }

  private static func volume(_ identifier: String) -> Dimension? {
    switch identifier {
    case "fluid-ounce": return UnitVolume.fluidOunces
    case "gallon": return UnitVolume.gallons
    case "liter": return UnitVolume.liters
    case "milliliter": return UnitVolume.milliliters
    default: return nil
    }
  }

  private static func storage(_ identifier: String) -> Dimension? {
    switch identifier {
    case "bit": return UnitInformationStorage.bits
    case "byte": return UnitInformationStorage.bytes
    case "kilobit": return UnitInformationStorage.kilobits
    case "kilobyte": return UnitInformationStorage.kilobytes
    case "megabit": return UnitInformationStorage.megabits
    case "megabyte": return UnitInformationStorage.megabytes
    case "gigabit": return UnitInformationStorage.gigabits
    case "gigabyte": return UnitInformationStorage.gigabytes
    case "terabit": return UnitInformationStorage.terabits
    case "terabyte": return UnitInformationStorage.terabytes
    case "petabyte": return UnitInformationStorage.petabytes
    default: return nil
    }
  }

  private static func duration(_ identifier: String) -> Dimension? {
    switch identifier {
    case "hour": return UnitDuration.hours
    case "minute": return UnitDuration.minutes
    case "second": return UnitDuration.seconds
    case "millisecond": return UnitDuration.milliseconds
    case "microsecond": return UnitDuration.microseconds
    case "nanosecond": return UnitDuration.nanoseconds
    default: return nil
    }
  }

  private static func other(_ identifier: String) -> Dimension? {
    switch identifier {
    case "acre": return UnitArea.acres
    case "hectare": return UnitArea.hectares
    case "celsius": return UnitTemperature.celsius
    case "fahrenheit": return UnitTemperature.fahrenheit
    case "degree": return UnitAngle.degrees
    default: return nil
    }
  }
}
