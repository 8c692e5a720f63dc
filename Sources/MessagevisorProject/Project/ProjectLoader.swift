/// Reads the config, discovers and parses every entity file, and validates the project.
struct ProjectLoader {
  let fileSystem: ProjectFileSystem
  let options: ProjectLoadOptions

  init(rootPath: String, options: ProjectLoadOptions) throws(ProjectError) {
    fileSystem = try ProjectFileSystem(rootPath: rootPath)
    self.options = options
  }

  func load() throws(ProjectError) -> ProjectParts {
    var config = try readConfig()
    let set = try selectSet(&config)
    var parts = ProjectParts(config: config)
    parts.root = fileSystem.root
    parts.set = set
    let session = try cacheSession(config, set: set)
    let documents = try ProjectDocuments(
      config: config, fileSystem: fileSystem, parser: options.parser, cache: session,
      memory: options.parser.isStandard ? options.memory : nil, parallel: options.parallel,
      parsesMessage: options.parsesMessage, neededMessages: options.neededMessages)
    parts.cachedDocuments = documents.cachedCount
    parts.unreadDocuments = documents.unreadCount
    try EntityAssembler(documents: documents, config: config).assemble(into: &parts)
    try LocaleCycleCheck.check(parts.locales, keys: parts.localeKeys)
    if let replayed = documents.replayedWarnings {
      // The verdict's list holds every warning a full load reports, these files' included.
      parts.warnings = replayed
      parts.validatedEarlier = true
    } else {
      parts.warnings += TranslationCheck.warnings(parts, parallel: options.parallel)
    }
    parts.storedRevision = try readRevision(config)
    if let inputs = documents.verdictInputs, let session {
      var verdict = ValidationVerdict(inputs: inputs, warnings: parts.warnings)
      let kept = documents.keptVerdict.flatMap { $0.inputs == inputs ? $0 : nil }
      if let needs = options.neededMessages {
        verdict.purpose = needs.purpose
        // The same files give the same answer: it is asked only of a project not seen before.
        verdict.neededKeys =
          kept?.purpose == needs.purpose ? kept?.neededKeys : needs.keys(Project(parts))
      } else if let kept {
        // A load without needs leaves another caller's answer for the same files in place.
        verdict.purpose = kept.purpose
        verdict.neededKeys = kept.neededKeys
      }
      session.store(verdict, replacing: documents.keptVerdict)
    }
    return parts
  }

  func readConfig() throws(ProjectError) -> ProjectConfig {
    if let found = try ConfigFile(fileSystem: fileSystem).read() {
      return try ProjectConfigReader(root: fileSystem.root).read(found.node, file: found.file)
    }
    if options.requireConfig {
      throw .configMissing(root: fileSystem.root)
    }
    return ProjectConfig(root: fileSystem.root)
  }

  /// Applies the sets layout (docs/decisions.md D11) and returns the selected set.
  private func selectSet(_ config: inout ProjectConfig) throws(ProjectError) -> String? {
    guard config.sets else {
      if let name = options.set { throw .setsNotEnabled(name) }
      return nil
    }
    let available = try fileSystem.subdirectories(config.setsDirectoryPath)
    guard !available.isEmpty else {
      throw .unknownSet(options.set ?? "", available: [])
    }
    guard let name = options.set else { throw .setRequired(available: available) }
    guard available.contains(name) else { throw .unknownSet(name, available: available) }
    let setRoot = config.setsDirectoryPath + "/" + name
    for kind in EntityKind.allCases {
      config.directories[kind] = setRoot + "/" + kind.directoryName
    }
    config.stateDirectoryPath += "/sets/" + name
    return name
  }

  /// The cache to use for this load: nil without a cache or with a custom parser. Its header
  /// binds it to the config file's bytes and the entity format.
  private func cacheSession(_ config: ProjectConfig, set: String?) throws(ProjectError)
    -> CacheSession?
  {
    guard let cache = options.cache, options.parser.isStandard else { return nil }
    var identity = CacheByteWriter()
    identity.string(config.parser.fileExtension)
    identity.string(config.configFile ?? "")
    if let name = config.configFile {
      identity.bytes += try fileSystem.readBytes(fileSystem.root + "/" + name)
    }
    return CacheSession(cache: cache, root: fileSystem.root, set: set, config: identity.bytes)
  }

  private func readRevision(_ config: ProjectConfig) throws(ProjectError) -> String {
    let path = config.stateDirectoryPath + "/" + config.revisionFileName
    guard try fileSystem.exists(path) else { return "0" }
    let text = try fileSystem.readText(path).trimmingJSWhitespace()
    return text.isEmpty ? "0" : text
  }
}
