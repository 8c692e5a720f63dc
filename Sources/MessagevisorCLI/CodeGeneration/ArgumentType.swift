import MessagevisorICU

/// The Swift parameter type an ICU argument asks for.
enum ArgumentType: Sendable, Hashable {
  /// `{name}` or an unknown type (`spellout`, …): any `MessagevisorValueConvertible`.
  case value
  /// `plural`, `selectordinal` and `number`: any `MessagevisorNumeric`.
  case number
  /// `date` and `time`: `Date`.
  case date
  /// `select`: `String`.
  case text

  /// The type for one use of an argument.
  init(_ kind: ICUArgumentKind) {
    switch kind {
    case .simple, .other: self = .value
    case .number, .plural, .selectordinal: self = .number
    case .date, .time: self = .date
    case .select: self = .text
    }
  }

  /// How the parameter is declared; `qualified` adds the module (`Foundation.Date`) for
  /// files where a namespace named `Date` or `String` would hide the type.
  func swiftType(qualified: Bool) -> String {
    switch self {
    case .value: return "some MessagevisorValueConvertible"
    case .number: return "some MessagevisorNumeric"
    case .date: return qualified ? "Foundation.Date" : "Date"
    case .text: return qualified ? "Swift.String" : "String"
    }
  }

  /// Namespace names that force `swiftType(qualified: true)`.
  static let shadowingNames: Set<String> = ["Date", "String"]

  /// `.value` gives way to any other type; two different other types conflict (nil).
  func merged(with other: ArgumentType) -> ArgumentType? {
    if self == other || other == .value { return self }
    if self == .value { return other }
    return nil
  }
}

extension ICUArgumentKind {
  /// The kind as written in a message (`plural`, `date`, `simple`, …), for errors.
  var sourceName: String {
    switch self {
    case .simple: return "simple"
    case .number: return "number"
    case .date: return "date"
    case .time: return "time"
    case .plural: return "plural"
    case .selectordinal: return "selectordinal"
    case .select: return "select"
    case .other(let name): return name
    }
  }
}
