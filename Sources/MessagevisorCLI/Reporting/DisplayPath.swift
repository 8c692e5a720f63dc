/// Paths as reports show them: relative to the working directory (with `..` when they share
/// more than the root folder), else absolute.
enum DisplayPath {
  /// `path` relative to `directory`.
  static func relative(_ path: String, to directory: String) -> String {
    guard path.hasPrefix("/"), directory.hasPrefix("/") else { return path }
    if path == directory { return "." }
    let target = path.split(separator: "/").map(String.init)
    let base = directory.split(separator: "/").map(String.init)
    var shared = 0
    while shared < target.count - 1, shared < base.count, target[shared] == base[shared] {
      shared += 1
    }
    guard shared > 0 else { return path }
    let ups = [String](repeating: "..", count: base.count - shared)
    return (ups + target[shared...]).joined(separator: "/")
  }
}
