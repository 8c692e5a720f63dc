/// Options for `Project.load`.
public struct ProjectLoadOptions: Sendable {
  /// The set to load in a `sets: true` project (D11); required there, rejected elsewhere.
  public var set: String?
  /// When true, a project without a config file is an error (as in JS); when false the
  /// defaults of project-format §1.1 are used and `config.configFile` is nil.
  public var requireConfig: Bool
  /// The source parser; `.standard` reads YAML and JSON.
  public var parser: SourceDocumentParser

  /// Creates options.
  public init(
    set: String? = nil,
    requireConfig: Bool = false,
    parser: SourceDocumentParser = .standard
  ) {
    self.set = set
    self.requireConfig = requireConfig
    self.parser = parser
  }
}
