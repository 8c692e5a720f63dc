import Foundation

/// Validates a parsed config literal into a `ProjectConfig`.
struct ProjectConfigReader {
  static let pathOptions: [String: EntityKind] = [
    "localesDirectoryPath": .locale,
    "messagesDirectoryPath": .message,
    "segmentsDirectoryPath": .segment,
    "attributesDirectoryPath": .attribute,
    "targetsDirectoryPath": .target,
    "testsDirectoryPath": .test,
  ]

  static let otherPaths: Set<String> = [
    "setsDirectoryPath", "stateDirectoryPath", "datafilesDirectoryPath",
    "exportsDirectoryPath", "catalogDirectoryPath",
  ]

  static let knownOptions: Set<String> = Set(pathOptions.keys).union(otherPaths).union([
    "sourceLocale", "namespaceCharacter", "exportOverrideKeySeparator", "parser", "sets",
    "icuSkeleton", "lintIcu", "modules", "promotionFlows", "plugins", "adapter",
    "datafileNamePattern", "revisionFileName",
  ])

  /// The absolute, symlink-resolved project root.
  let root: String

  /// Reads and validates the config node.
  func read(_ node: SourceNode, file: String) throws(ProjectError) -> ProjectConfig {
    guard case .mapping(let entries) = node.value else {
      throw .configNotStatic(node.position, reason: "the exported value is not an object")
    }
    try rejectUnknownOptions(entries)
    let reader = try FieldReader(node, entity: "config", allowed: nil)
    var config = ProjectConfig(root: root)
    config.configFile = file
    try readScalars(reader, into: &config)
    try readPaths(reader, into: &config)
    try validateSeparators(reader, config)
    return config
  }

  /// Unknown top-level options fail at the first one's key, naming them all (sorted, as the
  /// JS CLI does) and suggesting the closest option for a single typo.
  private func rejectUnknownOptions(_ entries: [SourceEntry]) throws(ProjectError) {
    let unknown = entries.filter { !Self.knownOptions.contains($0.key) }
    guard let first = unknown.first else { return }
    let names = unknown.map(\.key).sorted()
    let suggestion =
      names.count == 1
      ? DidYouMean.suggestion(for: names[0], among: Self.knownOptions.sorted()) : nil
    throw .unknownConfigOptions(first.keyPosition, options: names, suggestion: suggestion)
  }

  private func readScalars(_ reader: FieldReader, into config: inout ProjectConfig)
    throws(ProjectError)
  {
    if let locale = try option(reader, "sourceLocale", nonEmpty: true) {
      config.sourceLocale = locale
    }
    if let character = try option(reader, "namespaceCharacter", nonEmpty: true) {
      config.namespaceCharacter = character
    }
    if let separator = try option(reader, "exportOverrideKeySeparator", nonEmpty: true) {
      config.exportOverrideKeySeparator = separator
    }
    if let parser = reader.node("parser") {
      guard case .string(let name) = parser.value, let format = SourceFormat(rawValue: name) else {
        throw .invalidConfigOption(parser.position, option: "parser", reason: "Invalid parser")
      }
      config.parser = format
    }
    for flag in ["sets", "icuSkeleton", "lintIcu"] {
      guard let value = reader.node(flag) else { continue }
      guard case .bool(let on) = value.value else {
        throw .invalidConfigOption(value.position, option: flag, reason: "must be a boolean")
      }
      if flag == "sets" { config.sets = on }
    }
    if let revisionFile = try option(reader, "revisionFileName", nonEmpty: true) {
      config.revisionFileName = revisionFile
    }
    config.modules = try modules(reader)
    try rejectUnsupported(reader)
  }

  private func modules(_ reader: FieldReader) throws(ProjectError) -> [String] {
    guard let value = reader.node("modules") else { return [] }
    guard case .sequence(let items) = value.value else {
      throw .invalidConfigOption(value.position, option: "modules", reason: "must be an array")
    }
    var names: [String] = []
    for item in items {
      guard case .string(let name) = item.value else {
        throw .invalidConfigOption(
          item.position, option: "modules", reason: "entries must be module names or calls")
      }
      guard ProjectModule(configName: name) != nil else {
        throw .invalidConfigOption(
          item.position, option: "modules", reason: Self.unknownModule(name))
      }
      names.append(name)
    }
    return names
  }

  /// Why a module name is refused: the native runner could not enable it, and dropping it
  /// would silently run without it (e.g. without ICU). A close name is suggested in the form
  /// used (`icu` or `createICUModule`).
  static func unknownModule(_ name: String) -> String {
    let modules = ProjectModule.allCases
    let base = ProjectModule.baseName(of: name)
    let guess = DidYouMean.suggestion(for: base, among: modules.map(\.rawValue))
      .flatMap(ProjectModule.init(rawValue:))
      .map { name.lowercased().hasPrefix("create") ? $0.callName : $0.rawValue }
    let hint = guess.map { "; did you mean \"\($0)\"?" } ?? "."
    let known = modules.map(\.rawValue).joined(separator: ", ")
    let calls = modules.map { $0.callName + "()" }.joined(separator: ", ")
    return "unknown module \"\(name)\"\(hint) Known: \(known) (\(calls))"
  }

  private func rejectUnsupported(_ reader: FieldReader) throws(ProjectError) {
    for name in ["plugins", "adapter"] {
      guard let value = reader.node(name) else { continue }
      switch value.value {
      case .null, .sequence([]): continue
      default:
        throw .invalidConfigOption(
          value.position, option: name, reason: "not supported by the native compiler")
      }
    }
  }

  private func option(
    _ reader: FieldReader,
    _ name: String,
    nonEmpty: Bool
  ) throws(ProjectError) -> String? {
    guard let value = reader.node(name) else { return nil }
    guard case .string(let text) = value.value, !(nonEmpty && text.isEmpty) else {
      throw .invalidConfigOption(value.position, option: name, reason: "must be a non-empty string")
    }
    return text
  }

  private func readPaths(_ reader: FieldReader, into config: inout ProjectConfig)
    throws(ProjectError)
  {
    for (name, kind) in Self.pathOptions {
      if let path = try option(reader, name, nonEmpty: true) {
        config.directories[kind] = try resolve(path)
      }
    }
    if let sets = try option(reader, "setsDirectoryPath", nonEmpty: true) {
      config.setsDirectoryPath = try resolve(sets)
    }
    if let state = try option(reader, "stateDirectoryPath", nonEmpty: true) {
      config.stateDirectoryPath = try resolve(state)
    }
  }

  /// Replaces the first `<rootDir>`, resolves relative paths against the root and rejects
  /// paths outside it.
  func resolve(_ path: String) throws(ProjectError) -> String {
    var text = path
    if let range = text.range(of: "<rootDir>") {
      text.replaceSubrange(range, with: root)
    }
    let absolute = ProjectFileSystem.absolute(text, under: root)
    let normalized = URL(fileURLWithPath: absolute).standardizedFileURL.path
    guard ProjectFileSystem.isInside(normalized, root: root) else {
      throw .outsideProject(path: path)
    }
    return normalized
  }

  private func validateSeparators(_ reader: FieldReader, _ config: ProjectConfig)
    throws(ProjectError)
  {
    let position = reader.node("namespaceCharacter")?.position
    if config.namespaceCharacter == "/" || config.namespaceCharacter == "\\" {
      throw .invalidConfigOption(
        position, option: "namespaceCharacter", reason: "cannot be a path separator")
    }
    let separator = config.exportOverrideKeySeparator
    if separator == "/" || separator == "\\" || separator == config.namespaceCharacter {
      throw .invalidConfigOption(
        reader.node("exportOverrideKeySeparator")?.position,
        option: "exportOverrideKeySeparator",
        reason: "cannot be a path separator or equal namespaceCharacter")
    }
  }
}
