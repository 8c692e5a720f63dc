/// The option values `Intl.DateTimeFormat` and `Intl.RelativeTimeFormat` refuse, checked
/// before either engine reads the options.
///
/// Both engines read date, time and relative-time options leniently (an unknown value takes
/// a default or the narrow form), so a typo in a preset would print something else without a
/// word. ECMA-402 throws a RangeError for a value outside an option's set and a TypeError for
/// a style beside field options; here each becomes `invalid_format` naming the option, and the
/// call throws. Options this check does not list (`timeZone`, `calendar`, `numberingSystem`,
/// `hour12`) are checked where they are read.
enum IntlOptionCheck {
  /// The option refused and why.
  struct Problem: Equatable, Sendable {
    let option: String
    let reason: String
  }

  private static let width = ["narrow", "short", "long"]
  private static let digits = ["numeric", "2-digit"]
  private static let style = ["full", "long", "medium", "short"]

  /// The choices of each `Intl.DateTimeFormat` option with a closed set, in ECMA-402's order.
  private static let dateChoices = ChoiceTable([
    ("weekday", width), ("era", width), ("year", digits), ("month", digits + width),
    ("day", digits), ("dayPeriod", width), ("hour", digits), ("minute", digits),
    ("second", digits),
    (
      "timeZoneName",
      ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"]
    ),
    ("hourCycle", ["h11", "h12", "h23", "h24"]), ("formatMatcher", ["basic", "best fit"]),
    ("localeMatcher", ["lookup", "best fit"]), ("dateStyle", style), ("timeStyle", style),
  ])

  /// The options a `dateStyle` or `timeStyle` cannot be combined with, in ECMA-402's order.
  private static let fields = [
    "weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second",
    "fractionalSecondDigits", "timeZoneName",
  ]

  private static let relativeChoices = ChoiceTable([
    ("localeMatcher", ["lookup", "best fit"]), ("style", ["long", "short", "narrow"]),
    ("numeric", ["always", "auto"]),
  ])

  /// The first date or time option `Intl.DateTimeFormat` would refuse, if any.
  ///
  /// Costs a look per option given (a call passes a few), not per option known.
  static func dateProblem(_ options: FormatOptions) -> Problem? {
    if let problem = dateChoices.problem(in: options) {
      return problem
    }
    if let problem = fractionalSecondProblem(options["fractionalSecondDigits"]) {
      return problem
    }
    return styleConflict(options)
  }

  /// The first relative-time option `Intl.RelativeTimeFormat` would refuse, if any.
  static func relativeProblem(_ options: FormatOptions) -> Problem? {
    relativeChoices.problem(in: options)
  }

  private static func fractionalSecondProblem(_ value: MessagevisorValue?) -> Problem? {
    guard let value, value != .null else { return nil }
    if let number = value.numberValue, (1...3).contains(number) {
      return nil
    }
    return Problem(
      option: "fractionalSecondDigits",
      reason: "fractionalSecondDigits must be a number from 1 to 3")
  }

  private static func styleConflict(_ options: FormatOptions) -> Problem? {
    let style = ["dateStyle", "timeStyle"].first { isSet(options[$0]) }
    guard let style, let field = fields.first(where: { isSet(options[$0]) }) else {
      return nil
    }
    return Problem(option: field, reason: "\(field) cannot be used with \(style)")
  }

  private static func isSet(_ value: MessagevisorValue?) -> Bool {
    value.map { $0 != .null } ?? false
  }
}

/// Options with a closed set of string values, and their order for reporting.
private struct ChoiceTable: Sendable {
  private let choices: [String: (order: Int, allowed: [String])]

  init(_ list: [(String, [String])]) {
    var choices: [String: (order: Int, allowed: [String])] = [:]
    for (order, (name, allowed)) in list.enumerated() {
      choices[name] = (order, allowed)
    }
    self.choices = choices
  }

  /// The refused option that comes first in the table's order, if any.
  func problem(in options: FormatOptions) -> IntlOptionCheck.Problem? {
    var first: (order: Int, name: String, allowed: [String])?
    for (name, value) in options {
      guard let choice = choices[name], value != .null else { continue }
      if case .string(let text) = value, choice.allowed.contains(text) { continue }
      if first.map({ choice.order < $0.order }) ?? true {
        first = (choice.order, name, choice.allowed)
      }
    }
    return first.map { first in
      IntlOptionCheck.Problem(
        option: first.name,
        reason: "\(first.name) must be one of \(first.allowed.joined(separator: ", "))")
    }
  }
}
