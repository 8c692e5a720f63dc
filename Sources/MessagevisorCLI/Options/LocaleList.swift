import Foundation

/// A comma-separated list of locales (`test --locale=en,de-DE`), each trimmed of spaces.
///
/// An empty item (`en,,de`, a trailing comma) is a usage error: it names no locale, and
/// dropping it would quietly narrow the run to the others.
struct LocaleList: OptionValue, Equatable {
  static var optionKind: OptionSpec.Kind { .string }

  /// The locales in the order given.
  let locales: [String]

  init(optionText text: String, option: String) throws(OptionValueError) {
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard !items.contains(where: \.isEmpty) else {
      throw OptionValueError("\(option) has an empty locale in '\(text)'")
    }
    locales = items
  }
}
