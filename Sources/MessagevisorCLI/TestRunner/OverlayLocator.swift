import Foundation

/// Finds a project's overlay file, so results never depend on the folder the run starts in.
///
/// Looks for `<project>.yml` in, in order: `--expectedByRuntimeDirectory` (which must be a
/// folder: bad data otherwise, like any input path that cannot be read), the project's own
/// `expectedByRuntime/`, then `./expectedByRuntime/`; the first file found is used.
struct OverlayLocator {
  /// The result of a search: the file used, or the folders that were searched.
  struct Found: Sendable {
    let overlays: OverlaySet
    let searched: [String]
    let disabled: Bool
  }

  /// `--expectedByRuntimeDirectory`, searched first.
  let folder: String?
  /// `--noOverlays`.
  let disabled: Bool
  let console: Console

  /// Loads the first overlay file found; `--noOverlays` loads none.
  func load(projectDirectory: String, projectName: String, runtimeIDs: RuntimeIDs)
    throws(CLIError) -> Found
  {
    var none = OverlaySet.empty
    none.runtimeIDs = runtimeIDs
    guard !disabled else {
      return Found(overlays: none, searched: [], disabled: true)
    }
    let folders = try candidates(projectDirectory: projectDirectory)
    for folder in folders
    where FileManager.default.fileExists(atPath: folder + "/" + projectName + ".yml") {
      let set = try OverlaySet.load(
        directory: folder, projectName: projectName, runtimeIDs: runtimeIDs)
      return Found(overlays: set, searched: folders, disabled: false)
    }
    return Found(overlays: none, searched: folders, disabled: false)
  }

  private func candidates(projectDirectory: String) throws(CLIError) -> [String] {
    var folders: [String] = []
    if let given = folder {
      let folder = NamedFile.standardized(given, console: console)
      try NamedFile.requireFolder(folder)
      folders.append(folder)
    }
    folders.append(projectDirectory + "/expectedByRuntime")
    folders.append(NamedFile.standardized("expectedByRuntime", console: console))
    var unique: [String] = []
    for folder in folders where !unique.contains(folder) { unique.append(folder) }
    return unique
  }
}
