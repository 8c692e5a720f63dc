import Foundation
import MessagevisorProject

/// `cache`: shows or removes the parsed-entity cache of a project.
struct CacheCommand: Command {
  let name = "cache"
  let summary = "Show or clear the parsed-entity cache (docs/cache.md)"
  let usage = [
    "cache info [--projectDirectoryPath=PATH] [--set=NAME]",
    "cache clear [--projectDirectoryPath=PATH] [--set=NAME] [--all]",
  ]

  func run(_ options: CacheOptions, console: Console) async throws(CLIError) -> ExitCode {
    guard let cache = CacheSettings.location(environment: console.environment) else {
      throw OptionRule.usage(
        "no cache folder: set XDG_CACHE_HOME, HOME or MESSAGEVISOR_CACHE_DIR", command: name)
    }
    let directory = SourceSelector.directory(options.projectDirectoryPath, console: console)
    let root = ProjectFileSystem.resolvedRoot(directory)
    switch options.action {
    case .info:
      let state = CacheSettings.isDisabled(console.environment) ? " (MESSAGEVISOR_NO_CACHE)" : ""
      for set in Self.sets(root: root, requested: options.set) {
        let usage = cache.usage(root: root, set: set)
        let named = set.map { " (set \($0))" } ?? ""
        console.write(
          """
          cache folder: \(cache.folder(root: root, set: set))\(named)\(state)
          shards: \(usage.shards), entries: \(usage.entries), bytes: \(usage.bytes)

          """)
      }
    case .clear where options.all:
      let removed = cache.clear(root: nil, set: nil)
      console.write("removed \(removed) files from \(cache.base)\n")
    case .clear:
      for set in Self.sets(root: root, requested: options.set) {
        let removed = cache.clear(root: root, set: set)
        console.write("removed \(removed) files from \(cache.folder(root: root, set: set))\n")
      }
    }
    return .success
  }

  /// The sets whose folders a command without `--all` covers: the one `--set` names, else
  /// every set of a sets project (decision D23), else none (nil, the project's one folder).
  /// A project whose sets cannot be listed (no config, a broken one) has its one folder.
  static func sets(root: String, requested: String?) -> [String?] {
    if let requested { return [requested] }
    guard let names = try? Project.setNames(root: root, requested: nil) else { return [nil] }
    return names
  }
}
