/// A loaded, validated Messagevisor project (one set of it, in a sets project).
///
/// Load once with `Project.load(root:options:)`; every file is read and parsed exactly once.
/// The value is immutable and `Sendable`; compile and list with its methods.
package struct Project: Sendable {
  /// The absolute, symlink-resolved project root.
  package let root: String
  /// The configuration in effect.
  package let config: ProjectConfig
  /// The selected set in a sets project.
  package let set: String?
  /// Locale keys, sorted.
  package let localeKeys: [String]
  /// Message keys, sorted.
  package let messageKeys: [String]
  /// Segment keys, sorted.
  let segmentKeys: [String]
  /// Target keys, sorted.
  package let targetKeys: [String]
  /// Test keys, sorted.
  let testKeys: [String]
  /// Attribute keys, sorted.
  let attributeKeys: [String]
  /// The trimmed `REVISION` file, or `"0"` when missing or blank.
  package let storedRevision: String
  /// Non-fatal findings (e.g. `matrix: {}`), each starting with `file:line:col: `.
  package let warnings: [String]
  /// How many entity files the parsed-entity cache answered (0 without a cache).
  package let cachedDocuments: Int
  /// How many of those the cache answered by their unchanged stamp, without reading them.
  package let unreadDocuments: Int
  /// Message files found; more than `messageFilesRead` when a load option left some unread.
  package let messageFilesFound: Int
  /// Message files read and parsed.
  package var messageFilesRead: Int { messageKeys.count }
  /// True when the cache's verdict answered for validating every file: each was unchanged
  /// since a load that read and validated them all (`ProjectLoadOptions.neededMessages`), so
  /// only the needed messages were read and `warnings` are that load's.
  package let validatedEarlier: Bool

  let locales: [String: LocaleDefinition]
  let messages: [String: MessageDefinition]
  let segments: [String: SegmentDefinition]
  let targets: [String: TargetDefinition]
  let tests: [String: TestDefinition]

  init(_ parts: ProjectParts) {
    root = parts.root
    config = parts.config
    set = parts.set
    localeKeys = parts.localeKeys
    messageKeys = parts.messageKeys
    segmentKeys = parts.segmentKeys
    targetKeys = parts.targetKeys
    testKeys = parts.testKeys
    attributeKeys = parts.attributeKeys
    storedRevision = parts.storedRevision
    warnings = parts.warnings
    cachedDocuments = parts.cachedDocuments
    unreadDocuments = parts.unreadDocuments
    messageFilesFound = parts.messageFilesFound
    validatedEarlier = parts.validatedEarlier
    locales = parts.locales
    messages = parts.messages
    segments = parts.segments
    targets = parts.targets
    tests = parts.tests
  }

  /// Loads and validates the project at `root` (absolute, or relative to the working
  /// directory).
  package static func load(
    root: String,
    options: ProjectLoadOptions = ProjectLoadOptions()
  ) throws(ProjectError) -> Project {
    Project(try ProjectLoader(rootPath: root, options: options).load())
  }

  /// Whether a message key passes target `key`'s `includeMessages` and `excludeMessages`
  /// (keys are file paths, so this decides before a file is read); nil for an unknown target.
  package func messageFilter(target key: String) -> (@Sendable (String) -> Bool)? {
    guard let target = targets[key] else { return nil }
    return { target.includes(message: $0) }
  }
}

/// The pieces a loader assembles into a `Project`.
struct ProjectParts {
  var root = ""
  var cachedDocuments = 0
  var unreadDocuments = 0
  var config: ProjectConfig
  var set: String?
  var localeKeys: [String] = []
  var messageKeys: [String] = []
  var segmentKeys: [String] = []
  var targetKeys: [String] = []
  var testKeys: [String] = []
  var attributeKeys: [String] = []
  var storedRevision = "0"
  var messageFilesFound = 0
  var validatedEarlier = false
  var warnings: [String] = []
  var locales: [String: LocaleDefinition] = [:]
  var messages: [String: MessageDefinition] = [:]
  var segments: [String: SegmentDefinition] = [:]
  var targets: [String: TargetDefinition] = [:]
  var tests: [String: TestDefinition] = [:]
}
