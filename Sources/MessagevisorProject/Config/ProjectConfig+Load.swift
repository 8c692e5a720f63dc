extension ProjectConfig {
  /// Reads only the configuration of the project at `root`.
  ///
  /// `messagevisor.config.json` wins over `messagevisor.config.js` (read as a restricted
  /// literal, docs/decisions.md D8); a project without either gets the defaults. For callers that
  /// let something else build the project (the JS CLI through npx) but still need what the config
  /// enables, such as the runner's default modules. Errors name the file and position.
  package static func load(root: String) throws(ProjectError) -> ProjectConfig {
    try ProjectLoader(rootPath: root, options: ProjectLoadOptions()).readConfig()
  }
}
