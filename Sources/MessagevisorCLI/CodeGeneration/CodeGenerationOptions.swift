/// What `generate-code` generates.
public struct CodeGenerationOptions: Sendable, Hashable {
  /// The access level of the generated declarations.
  public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `public`
    case `internal`

    /// The modifier written before each declaration (`public `), empty for internal.
    var modifier: String { self == .public ? "public " : "" }
  }

  /// The target whose messages become accessors.
  public var target: String
  /// The root namespace, e.g. `L10n`.
  public var typeName: String
  /// The access level of every generated declaration.
  public var accessLevel: AccessLevel

  /// Creates options; the defaults match the command line.
  public init(
    target: String = "swift", typeName: String = "L10n", accessLevel: AccessLevel = .internal
  ) {
    self.target = target
    self.typeName = typeName
    self.accessLevel = accessLevel
  }
}
