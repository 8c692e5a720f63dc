/// Options for `Project.load`.
package struct ProjectLoadOptions: Sendable {
  /// The set to load in a `sets: true` project (D11); required there, rejected elsewhere.
  var set: String?
  /// When true, a project without a config file is an error (as in JS); when false the
  /// defaults of project-format §1.1 are used and `config.configFile` is nil.
  var requireConfig: Bool
  /// The parser of entity files; `.standard` reads YAML and JSON. The config file is always
  /// read by `ConfigFile`.
  var parser: SourceDocumentParser
  /// Which message files to read and parse, decided on the key (the file's path) before the
  /// file is opened; nil reads every message. A message left out is still known by its key,
  /// so references to it validate, but the project has no definition of it: for commands
  /// that need a few messages (`evaluate --message`, a filtered `test`). An unfiltered load
  /// reads and validates every file.
  package var parsesMessage: (@Sendable (String) -> Bool)?

  /// Creates options.
  package init(
    set: String? = nil,
    requireConfig: Bool = false,
    parser: SourceDocumentParser = .standard,
    parsesMessage: (@Sendable (String) -> Bool)? = nil
  ) {
    self.set = set
    self.requireConfig = requireConfig
    self.parser = parser
    self.parsesMessage = parsesMessage
  }
}
