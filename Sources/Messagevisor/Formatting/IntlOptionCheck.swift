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
  private static let dateChoices: [(String, [String])] = [
    ("weekday", width), ("era", width), ("year", digits), ("month", digits + width),
    ("day", digits), ("dayPeriod", width), ("hour", digits), ("minute", digits),
    ("second", digits),
    (
      "timeZoneName",
      ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"]
    ),
    ("hourCycle", ["h11", "h12", "h23", "h24"]), ("formatMatcher", ["basic", "best fit"]),
    ("localeMatcher", ["lookup", "best fit"]), ("dateStyle", style), ("timeStyle", style),
  ]

  /// The options a `dateStyle` or `timeStyle` cannot be combined with.
  private static let fields = [
    "weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second",
    "fractionalSecondDigits", "timeZoneName",
  ]

  private static let relativeChoices: [(String, [String])] = [
    ("localeMatcher", ["lookup", "best fit"]), ("style", ["long", "short", "narrow"]),
    ("numeric", ["always", "auto"]),
  ]

  /// The first date or time option `Intl.DateTimeFormat` would refuse, if any.
  static func dateProblem(_ options: FormatOptions) -> Problem? {
    if let problem = choiceProblem(options, dateChoices) {
      return problem
    }
    if let problem = fractionalSecondProblem(options["fractionalSecondDigits"]) {
      return problem
    }
    return styleConflict(options)
  }

  /// The first relative-time option `Intl.RelativeTimeFormat` would refuse, if any.
  static func relativeProblem(_ options: FormatOptions) -> Problem? {
    choiceProblem(options, relativeChoices)
  }

  private static func choiceProblem(_ options: FormatOptions, _ choices: [(String, [String])])
    -> Problem?
  {
    for (name, allowed) in choices {
      guard let value = options[name], value != .null else { continue }
      if case .string(let text) = value, allowed.contains(text) { continue }
      return Problem(
        option: name, reason: "\(name) must be one of \(allowed.joined(separator: ", "))")
    }
    return nil
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
    let styles = ["dateStyle", "timeStyle"].filter { options[$0].map { $0 != .null } ?? false }
    guard let style = styles.first else { return nil }
    guard let field = fields.first(where: { options[$0].map { $0 != .null } ?? false }) else {
      return nil
    }
    return Problem(option: field, reason: "\(field) cannot be used with \(style)")
  }
}
