/// What an imported message expects at one argument position.
struct ArgumentSlot: Sendable, Equatable {
  /// The ICU argument name.
  var name: String
  /// The kind of value.
  var kind: Kind

  /// The kinds of argument values.
  enum Kind: Sendable, Equatable {
    /// Text (`%@`).
    case text
    /// A whole number (`%d`, `%lld`).
    case integer
    /// A decimal with `precision` fraction digits (`%.2f`).
    case decimal(precision: Int)
    /// The number a plural choice selects on.
    case plural
    /// A specifier with no ICU equivalent (`%x`, `%e`).
    case unsupported
  }
}
