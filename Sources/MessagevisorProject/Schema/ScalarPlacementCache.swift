/// The placements of the files one check warns about, each file read at most once.
///
/// A check places each warning inside its translation (`ScalarPlacement`), which needs the
/// file's bytes. A file is read on its first warning only, and a file with no warning is not
/// read at all; one that cannot be read places its warnings at the translation's start, and
/// is not tried again.
struct ScalarPlacementCache {
  /// Reads the bytes of the file at a path; nil when it cannot be read.
  typealias Reader = @Sendable (String) -> [UInt8]?

  /// The project root that relative source paths are under.
  let root: String
  private let read: Reader
  /// Each file met so far, by path: its placement, or nil when it could not be read.
  private var files: [String: ScalarPlacement?] = [:]

  /// A cache for the project at `root`, reading files with `read`.
  init(root: String, read: @escaping Reader = Self.readFile) {
    self.root = root
    self.read = read
  }

  /// The file line and column of byte `utf8Offset` of the string whose node is at `position`;
  /// the node's own when its file cannot be read.
  mutating func place(utf8Offset: Int, scalarAt position: SourcePosition)
    -> (line: Int, column: Int)
  {
    let path = position.path(under: root)
    guard let placement = placement(path) else { return (position.line, position.column) }
    return placement.place(utf8Offset: utf8Offset, scalarAt: position)
  }

  /// The placement of the file at `path`, read on the first call for it.
  private mutating func placement(_ path: String) -> ScalarPlacement? {
    if let known = files[path] {
      return known
    }
    let placement = read(path).map { ScalarPlacement(bytes: $0, file: path) }
    files[path] = .some(placement)
    return placement
  }

  /// The bytes of the file at `path` (`FileSystemCalls`), or nil.
  static func readFile(_ path: String) -> [UInt8]? {
    try? FileSystemCalls.contents(of: path)
  }
}
