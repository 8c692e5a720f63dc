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
  /// On a load of every file (`parsesMessage` nil), how to tell the messages the caller will
  /// use; see `MessageNeeds`.
  package var neededMessages: MessageNeeds?

  /// The messages a caller uses of a project, told from the project itself.
  ///
  /// Every file is still validated. After a load that read and validated every file, `keys`
  /// is called with that project and its answer kept with the load's verdict in the cache
  /// (`ValidationVerdict`). A later load whose every file stamps as then (same paths, same
  /// settled stamps, same config and binary) has that load's outcome: its warnings are
  /// reported, and when the kept answer for the same `purpose` names keys, only those
  /// messages are read (`Project.validatedEarlier`). Otherwise every file is read and
  /// validated. Not used without a cache that trusts stamps, nor with a watch's memory.
  package struct MessageNeeds: Sendable {
    /// Names what the keys are for (one caller's answer never serves another's).
    package let purpose: String
    /// The message keys used, from a fully loaded project; nil for every message.
    package let keys: @Sendable (Project) -> [String]?

    /// Creates needs.
    package init(purpose: String, keys: @escaping @Sendable (Project) -> [String]?) {
      self.purpose = purpose
      self.keys = keys
    }
  }

  /// Creates options.
  package init(
    set: String? = nil,
    requireConfig: Bool = false,
    parser: SourceDocumentParser = .standard,
    cache: ParsedDocumentCache? = nil,
    memory: ParsedDocumentMemory? = nil,
    parsesMessage: (@Sendable (String) -> Bool)? = nil,
    neededMessages: MessageNeeds? = nil
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
