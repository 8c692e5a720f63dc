/// The files of one entity kind and the keys derived from their paths.
struct EntityFileIndex: Sendable {
  /// One entity file.
  struct Entry: Sendable, Hashable {
    /// The entity key, e.g. `auth.signin`.
    let key: String
    /// The absolute path.
    let path: String
    /// The resolved path the walk found the file at (read without resolving it again).
    let readPath: String
  }

  /// Entries sorted by key in UTF-16 code-unit order (JavaScript's default sort).
  let entries: [Entry]

  /// Lists `directory` and derives keys (project-format §2.2–§2.3), or takes the entries of
  /// an earlier listing when `memo` holds one that no folder has changed since.
  init(
    kind: EntityKind,
    directory: String,
    format: SourceFormat,
    config: ProjectConfig,
    fileSystem: ProjectFileSystem,
    memo: FolderListingMemo? = .shared
  ) throws(ProjectError) {
    // The folder is resolved on every load: a link in its path may point elsewhere now.
    let resolved = try fileSystem.walkedFolder(directory)
    let memoKey = FolderListingMemo.Key(
      kind: kind, directory: directory, folder: resolved ?? "", ext: format.fileExtension,
      namespace: config.namespaceCharacter, overrideSeparator: config.exportOverrideKeySeparator)
    if let memo, resolved != nil, let entries = memo.entries(for: memoKey) {
      self.init(entries: entries)
      return
    }
    // The folder resolved above is the one walked: it is not resolved a second time.
    let (folder, files, folders) = try fileSystem.walkStamped(
      directory, in: resolved, ext: format.fileExtension)
    try self.init(
      kind: kind, directory: directory, format: format, config: config, fileSystem: fileSystem,
      folder: folder, files: files)
    memo?.keep(entries, for: memoKey, folders: folders)
  }

  private init(entries: [Entry]) {
    self.entries = entries
  }

  private init(
    kind: EntityKind,
    directory: String,
    format: SourceFormat,
    config: ProjectConfig,
    fileSystem: ProjectFileSystem,
    folder: String,
    files: [String]
  ) throws(ProjectError) {
    let separators = [config.namespaceCharacter, config.exportOverrideKeySeparator]
    var byKey: [String: Entry] = [:]
    byKey.reserveCapacity(files.count)
    for file in files {
      var segments = file.split(separator: "/", omittingEmptySubsequences: false)
      var base = segments.removeLast().dropLast(format.fileExtension.count + 1)
      let isSpec = kind == .test && base.hasSuffix(".spec")
      if isSpec { base = base.dropLast(".spec".count) }
      segments.append(base)
      for segment in segments {
        for separator in separators where Self.contains(segment, separator) {
          let relativeFile = fileSystem.relative(directory + "/" + file)
          throw .invalidEntityPath(file: relativeFile, kind: kind, separator: separator)
        }
      }
      let key = segments.joined(separator: config.namespaceCharacter)
      guard segments.allSatisfy(Self.isValidSegment) else {
        let relativeFile = fileSystem.relative(directory + "/" + file)
        throw .invalidEntityKey(file: relativeFile, key: key)
      }
      if byKey[key] != nil && !isSpec { continue }
      byKey[key] = Entry(key: key, path: directory + "/" + file, readPath: folder + "/" + file)
    }
    entries = Self.sortedByUTF16(Array(byKey.values))
  }

  /// Whether `separator` occurs in `segment`, compared as UTF-8 bytes (an empty separator
  /// never does).
  static func contains(_ segment: Substring, _ separator: String) -> Bool {
    let needle = Array(separator.utf8)
    guard let first = needle.first else { return false }
    let haystack = segment.utf8
    var index = haystack.startIndex
    while let found = haystack[index...].firstIndex(of: first) {
      if haystack[found...].starts(with: needle) { return true }
      index = haystack.index(after: found)
    }
    return false
  }

  /// Sorts entries by key in UTF-16 code-unit order.
  ///
  /// Keys are nearly always ASCII, where Unicode scalar order, which `String`'s `<` uses, is
  /// the same order: those are compared with `<`; any other key set falls back to comparing
  /// UTF-16 code units.
  static func sortedByUTF16(_ entries: [Entry]) -> [Entry] {
    guard entries.allSatisfy({ $0.key.utf8.allSatisfy { $0 < 0x80 } }) else {
      return entries.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
    }
    return entries.sorted { $0.key < $1.key }
  }

  /// `^[a-zA-Z0-9_-]+$`.
  static func isValidSegment(_ segment: Substring) -> Bool {
    !segment.isEmpty
      && segment.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
          return true
        default:
          return false
        }
      }
  }

  /// The keys in order.
  var keys: [String] { entries.map(\.key) }
}
