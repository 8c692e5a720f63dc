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

  /// Lists `directory` and derives keys (project-format §2.2–§2.3).
  init(
    kind: EntityKind,
    directory: String,
    format: SourceFormat,
    config: ProjectConfig,
    fileSystem: ProjectFileSystem
  ) throws(ProjectError) {
    let (folder, files) = try fileSystem.walk(directory, ext: format.fileExtension)
    var byKey: [String: Entry] = [:]
    for file in files {
      let relativeFile = fileSystem.relative(directory + "/" + file)
      var segments = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      var base = String(segments.removeLast().dropLast(format.fileExtension.count + 1))
      let isSpec = kind == .test && base.hasSuffix(".spec")
      if isSpec { base.removeLast(".spec".count) }
      segments.append(base)
      for segment in segments {
        for separator in [config.namespaceCharacter, config.exportOverrideKeySeparator]
        where segment.contains(separator) {
          throw .invalidEntityPath(file: relativeFile, kind: kind, separator: separator)
        }
      }
      let key = segments.joined(separator: config.namespaceCharacter)
      guard segments.allSatisfy(Self.isValidSegment) else {
        throw .invalidEntityKey(file: relativeFile, key: key)
      }
      if byKey[key] != nil && !isSpec { continue }
      byKey[key] = Entry(key: key, path: directory + "/" + file, readPath: folder + "/" + file)
    }
    entries = Self.sortedByUTF16(Array(byKey.values))
  }

  /// Sorts entries by key in UTF-16 code-unit order.
  ///
  /// Keys are nearly always ASCII, where byte order is the same order: those are compared as
  /// bytes; any other key set falls back to comparing UTF-16 code units.
  static func sortedByUTF16(_ entries: [Entry]) -> [Entry] {
    guard entries.allSatisfy({ $0.key.utf8.allSatisfy { $0 < 0x80 } }) else {
      return entries.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
    }
    var keyed = entries.map { (bytes: Array($0.key.utf8), entry: $0) }
    keyed.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    return keyed.map(\.entry)
  }

  /// `^[a-zA-Z0-9_-]+$`.
  static func isValidSegment(_ segment: String) -> Bool {
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
