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
      let usage = cache.usage(root: root, set: options.set)
      let state = CacheSettings.isDisabled(console.environment) ? " (MESSAGEVISOR_NO_CACHE)" : ""
      console.write(
        """
        cache folder: \(cache.folder(root: root, set: options.set))\(state)
        shards: \(usage.shards), entries: \(usage.entries), bytes: \(usage.bytes)

        """)
    case .clear:
      let removed = cache.clear(root: options.all ? nil : root, set: options.set)
      let what = options.all ? cache.base : cache.folder(root: root, set: options.set)
      console.write("removed \(removed) files from \(what)\n")
    }
    return .success
  }
}
