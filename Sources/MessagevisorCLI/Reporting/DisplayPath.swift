/// Paths as reports show them: relative to the working directory when inside it.
enum DisplayPath {
  /// `path` relative to `directory` when it lies below it, else unchanged.
  static func relative(_ path: String, to directory: String) -> String {
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    guard path.hasPrefix(base) else { return path }
    return String(path.dropFirst(base.count))
  }
}
