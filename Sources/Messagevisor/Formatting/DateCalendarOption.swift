import Foundation

/// A calendar the Foundation engine formats in: a BCP 47 calendar type that Foundation has.
///
/// Asked for by the `calendar` option or, without one, by the locale's own `-u-ca-` keyword.
/// A calendar is honoured in full only when the locale carries it too: the formatter converts
/// the date with its `calendar`, while the pattern generator takes month names, eras and
/// patterns from the locale's calendar (`en-US` with only a Buddhist `calendar` prints
/// "May 12, 2569"; with `@calendar=buddhist` as well, "May 12, 2569 BE", as ICU and JS do).
struct DateCalendarOption: Hashable, Sendable {
  /// Foundation's calendar.
  let identifier: Calendar.Identifier
  /// The ICU `calendar` keyword value put on the locale (`gregorian`, `ethiopic-amete-alem`).
  let keyword: String

  /// The calendar named `name`, a BCP 47 type (`gregory`, `islamic-civil`, `roc`) or its
  /// ICU keyword form (`gregorian`), in any case; nil when Foundation has no such calendar.
  static func named(_ name: String) -> DateCalendarOption? {
    let lowered = name.lowercased()
    return byName[lowered]
  }

  /// The BCP 47 types of the calendars Foundation has, `gregory` first.
  static var types: [String] {
    table.map(\.0)
  }

  /// The BCP 47 type of a Foundation calendar (`.gregorian` → `gregory`); nil for one
  /// Foundation has that has no BCP 47 type here.
  static func type(of identifier: Calendar.Identifier) -> String? {
    table.first { $0.1 == identifier }?.0
  }

  /// The locale `identifier` with this calendar as its `calendar` keyword (replacing any).
  func locale(_ identifier: String) -> String {
    FormattingLocale.identifier(identifier, keyword: "calendar", value: keyword)
  }

  /// BCP 47 type, Foundation calendar and ICU keyword of every calendar Foundation has.
  private static let table: [(String, Calendar.Identifier, String)] = [
    ("gregory", .gregorian, "gregorian"),
    ("buddhist", .buddhist, "buddhist"),
    ("chinese", .chinese, "chinese"),
    ("coptic", .coptic, "coptic"),
    ("ethiopic", .ethiopicAmeteMihret, "ethiopic"),
    ("ethioaa", .ethiopicAmeteAlem, "ethiopic-amete-alem"),
    ("hebrew", .hebrew, "hebrew"),
    ("indian", .indian, "indian"),
    ("islamic", .islamic, "islamic"),
    ("islamic-civil", .islamicCivil, "islamic-civil"),
    ("islamic-tbla", .islamicTabular, "islamic-tbla"),
    ("islamic-umalqura", .islamicUmmAlQura, "islamic-umalqura"),
    ("iso8601", .iso8601, "iso8601"),
    ("japanese", .japanese, "japanese"),
    ("persian", .persian, "persian"),
    ("roc", .republicOfChina, "roc"),
  ]

  private static let byName: [String: DateCalendarOption] = {
    var names: [String: DateCalendarOption] = [:]
    for (type, identifier, keyword) in table {
      let option = DateCalendarOption(identifier: identifier, keyword: keyword)
      names[type] = option
      names[keyword] = option
    }
    return names
  }()
}
