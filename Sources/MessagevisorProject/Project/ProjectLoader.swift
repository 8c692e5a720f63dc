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
    let documents = try ProjectDocuments(
      config: config, fileSystem: fileSystem, parser: options.parser,
      parsesMessage: options.parsesMessage)
    try EntityAssembler(documents: documents, config: config).assemble(into: &parts)
    try LocaleCycleCheck.check(parts.locales, keys: parts.localeKeys)
    parts.warnings += TranslationCheck.warnings(parts)
    parts.storedRevision = try readRevision(config)
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

  /// Applies the sets layout (D11) and returns the selected set.
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

  private func readRevision(_ config: ProjectConfig) throws(ProjectError) -> String {
    let path = config.stateDirectoryPath + "/" + config.revisionFileName
    guard try fileSystem.exists(path) else { return "0" }
    let text = try fileSystem.readText(path).trimmingJSWhitespace()
    return text.isEmpty ? "0" : text
  }
}

/// Every entity file of the project, discovered and parsed once.
struct ProjectDocuments {
  /// Parsed documents per kind, in key order.
  var documents: [EntityKind: [(key: String, node: SourceNode)]] = [:]
  /// Every message key found, parsed or not (`parsesMessage`), in key order.
  var foundMessageKeys: [String] = []

  init(
    config: ProjectConfig,
    fileSystem: ProjectFileSystem,
    parser: SourceDocumentParser,
    parsesMessage: (@Sendable (String) -> Bool)? = nil
  ) throws(ProjectError) {
    for kind in EntityKind.allCases {
      let index = try EntityFileIndex(
        kind: kind,
        directory: config.directories[kind] ?? "",
        format: config.parser,
        config: config,
        fileSystem: fileSystem)
      var parsed: [(key: String, node: SourceNode)] = []
      if kind == .message { foundMessageKeys = index.entries.map(\.key) }
      for entry in index.entries {
        if kind == .message, let parsesMessage, !parsesMessage(entry.key) { continue }
        let file = fileSystem.relative(entry.path)
        let bytes = try fileSystem.readBytes(entry.path)
        guard let node = try parser.document(bytes, file: file, format: config.parser),
          node.value != .null
        else {
          throw .emptyFile(file: file)
        }
        parsed.append((entry.key, node))
      }
      documents[kind] = parsed
    }
  }

  /// The parsed documents of one kind.
  subscript(kind: EntityKind) -> [(key: String, node: SourceNode)] {
    documents[kind] ?? []
  }
}
