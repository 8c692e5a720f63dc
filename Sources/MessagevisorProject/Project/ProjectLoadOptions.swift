/// Options for `Project.load`.
package struct ProjectLoadOptions: Sendable {
  /// The set to load in a `sets: true` project (docs/decisions.md D11); required there, rejected
  /// elsewhere.
  var set: String?
  /// When true, a project without a config file is an error (as in JS); when false the
  /// defaults of project-format §1.1 are used and `config.configFile` is nil.
  var requireConfig: Bool
  /// The parser of entity files; `.standard` reads YAML and JSON. The config file is always
  /// read by `ConfigFile`.
  var parser: SourceDocumentParser

  /// Creates options.
  package init(
    set: String? = nil,
    requireConfig: Bool = false,
    parser: SourceDocumentParser = .standard
  ) {
    self.set = set
    self.requireConfig = requireConfig
    self.parser = parser
  }
}
