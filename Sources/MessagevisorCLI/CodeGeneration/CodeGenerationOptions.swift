/// What `generate-code` generates.
struct CodeGenerationOptions: Sendable, Hashable {
  /// The access level of the generated declarations.
  enum AccessLevel: String, Sendable, Hashable, CaseIterable, OptionChoice {
    case `public`
    case `internal`

    /// The modifier written before each declaration (`public `), empty for internal.
    var modifier: String { self == .public ? "public " : "" }
  }

  /// The root type name without `--typeName` or a `typeName` in the plugin configuration.
  static let defaultTypeName = "L10n"

  /// The target whose messages become accessors.
  var target: String
  /// The root namespace, e.g. `L10n`.
  var typeName: String
  /// The access level of every generated declaration.
  var accessLevel: AccessLevel

  /// Creates options; the defaults match the command line.
  init(
    target: String = TargetChoice.defaultTarget, typeName: String = defaultTypeName,
    accessLevel: AccessLevel = .internal
  ) {
    self.target = target
    self.typeName = typeName
    self.accessLevel = accessLevel
  }
}
