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
    // Entries in the walk's order, which is nearly always key order already.
    var found: [Entry] = []
    // Keys are told apart by a table only where two files can share one: test specs (`x.yml`
    // and `x.spec.yml`), or a namespace of several characters. Otherwise no segment holds the
    // one namespace character, so keys joined by it are as distinct as the paths.
    let mayShareKeys = kind == .test || config.namespaceCharacter.utf8.count != 1
    var byKey: [String: Int] = [:]
    found.reserveCapacity(files.count)
    if mayShareKeys { byKey.reserveCapacity(files.count) }
    for file in files {
      let segments = Self.segments(of: file, kind: kind, ext: format.fileExtension)
      let isSpec = segments.isSpec
      for segment in segments.names {
        for separator in separators where Self.contains(segment, separator) {
          let relativeFile = fileSystem.relative(directory + "/" + file)
          throw .invalidEntityPath(file: relativeFile, kind: kind, separator: separator)
        }
      }
      let key = segments.names.joined(separator: config.namespaceCharacter)
      guard segments.names.allSatisfy(Self.isValidSegment) else {
        let relativeFile = fileSystem.relative(directory + "/" + file)
        throw .invalidEntityKey(file: relativeFile, key: key)
      }
      let entry = Entry(key: key, path: directory + "/" + file, readPath: folder + "/" + file)
      guard mayShareKeys else {
        found.append(entry)
        continue
      }
      if let earlier = byKey[key] {
        if isSpec { found[earlier] = entry }
      } else {
        byKey[key] = found.count
        found.append(entry)
      }
    }
    entries = Self.sortedByUTF16(found)
  }

  /// The folder names of a file's path (relative to its kind's folder) and its name without
  /// the extension, and a test spec's `.spec`, which the walk found at its end.
  ///
  /// A path of ASCII characters only (nearly every one) is cut at its `/` bytes; any other is
  /// cut by characters, as a path with combining marks needs.
  static func segments(of file: String, kind: EntityKind, ext: String)
    -> (names: [Substring], isSpec: Bool)
  {
    let bytes = file.utf8
    let cut = ext.utf8.count + 1
    guard bytes.count >= cut, bytes.allSatisfy({ $0 < 0x80 }) else {
      return segmentsByCharacters(of: file, kind: kind, ext: ext)
    }
    var names: [Substring] = []
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "/") {
        names.append(file[start..<index])
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    var end = bytes.index(bytes.endIndex, offsetBy: -cut)
    if end < start { end = start }
    let spec = ".spec".utf8
    let isSpec =
      kind == .test && bytes[start..<end].count >= spec.count
      && bytes[start..<end].suffix(spec.count).elementsEqual(spec)
    if isSpec { end = bytes.index(end, offsetBy: -spec.count) }
    names.append(file[start..<end])
    return (names, isSpec)
  }

  /// `segments(of:kind:ext:)` cut by characters: what any path needs, and what the ASCII cut
  /// must agree with.
  static func segmentsByCharacters(of file: String, kind: EntityKind, ext: String)
    -> (names: [Substring], isSpec: Bool)
  {
    var names = file.split(separator: "/", omittingEmptySubsequences: false)
    var base = names.removeLast().dropLast(ext.count + 1)
    let isSpec = kind == .test && base.hasSuffix(".spec")
    if isSpec { base = base.dropLast(".spec".count) }
    names.append(base)
    return (names, isSpec)
  }

  /// Whether `separator` occurs in `segment`, compared as UTF-8 bytes (an empty separator
  /// never does).
  static func contains(_ segment: Substring, _ separator: String) -> Bool {
    if separator.utf8.count == 1, let byte = separator.utf8.first {
      return segment.utf8.contains(byte)
    }
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
    // A walk of sorted folder listings usually meets the keys in order already.
    if zip(entries, entries.dropFirst()).allSatisfy({ $0.key < $1.key }) { return entries }
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
