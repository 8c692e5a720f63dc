/// One parameter of a generated accessor.
struct MessageParameter: Sendable, Hashable {
  /// The ICU argument name, the key in the values dictionary.
  let argument: String
  /// The Swift parameter name, unescaped.
  let name: String
  /// The parameter type.
  let type: ArgumentType
}
