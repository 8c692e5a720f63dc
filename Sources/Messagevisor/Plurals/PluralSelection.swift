/// The rule-set indexes resolved for one requested locale string.
struct PluralSelection: Sendable, Equatable {
  /// The cardinal rule set, if any.
  var cardinal: Int?
  /// The ordinal rule set, if any.
  var ordinal: Int?
}
