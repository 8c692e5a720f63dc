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
  /// The parsed-document cache to read and update, or nil for none (a cold parse). Used only
  /// with the standard parser.
  var cache: ParsedDocumentCache?
  /// The trees of the previous load of a watch session: unchanged files are taken from it,
  /// and it is updated to this load's trees. Used only with the standard parser.
  var memory: ParsedDocumentMemory?
  /// False reads and validates files one after another on the calling thread (the reference
  /// order parallel loads are checked against).
  var parallel = true
  /// Which message files to read and parse, decided on the key (the file's path) before the
  /// file is opened; nil reads every message. A message left out is still known by its key,
  /// so references to it validate, but the project has no definition of it: for commands
  /// that need a few messages (`evaluate --message`, a filtered `test`). An unfiltered load
  /// reads and validates every file.
  package var parsesMessage: (@Sendable (String) -> Bool)?
  /// On a load of every file (`parsesMessage` nil), the messages the caller will use.
  ///
  /// Every file is still validated: when the cache holds the verdict of a load that read and
  /// validated every file, and every file stamps as it did then (same paths, same settled
  /// stamps, same config and binary: `ValidationVerdict`), that load's outcome is this one's,
  /// so its warnings are reported and only these messages are read (`validatedEarlier`).
  /// Otherwise every file is read and validated, and the verdict kept for the next load.
  /// Not used without a cache that trusts stamps, nor with a watch's memory.
  package var neededMessages: (@Sendable (String) -> Bool)?

  /// Creates options.
  package init(
    set: String? = nil,
    requireConfig: Bool = false,
    parser: SourceDocumentParser = .standard,
    cache: ParsedDocumentCache? = nil,
    memory: ParsedDocumentMemory? = nil,
    parsesMessage: (@Sendable (String) -> Bool)? = nil,
    neededMessages: (@Sendable (String) -> Bool)? = nil
  ) {
    self.set = set
    self.requireConfig = requireConfig
    self.parser = parser
    self.cache = cache
    self.memory = memory
    self.parsesMessage = parsesMessage
    self.neededMessages = neededMessages
  }
}
