import Foundation

/// The files `plugin-build` writes for one target; their names must match the tool's.
struct OutputFiles {
  let folder: URL
  let typeName: String
  let target: String
  let locales: [String]
  let remote: Bool

  /// Every output: the accessors, the datafile helpers, optionally the Remote helper, and
  /// one `messagevisor-<target>-<locale>.json` per locale.
  var all: [URL] {
    var names = [typeName + ".swift", typeName + "+Datafiles.swift"]
    if remote { names.append(typeName + "+Remote.swift") }
    names += locales.map { "messagevisor-\(target)-\($0).json" }
    return names.map { folder.appendingPathComponent($0) }
  }
}
