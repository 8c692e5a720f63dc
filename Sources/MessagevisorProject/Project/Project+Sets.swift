extension Project {
  /// The sets a command runs in the project at `root` (decision D23).
  ///
  /// Nil when the project does not use sets (one run with no set). With `requested`, that one
  /// set after checking it exists; without, every set folder in name order, so `test`,
  /// `examples` and `project list` can run them in turn. Reads only the configuration and the
  /// sets folder's listing. A sets project without any set folder, an unknown set, or a set
  /// given to a project without sets are errors.
  package static func setNames(root: String, requested: String?) throws(ProjectError) -> [String]? {
    let loader = try ProjectLoader(rootPath: root, options: ProjectLoadOptions(set: requested))
    let config = try loader.readConfig()
    guard config.sets else {
      if let requested { throw .setsNotEnabled(requested) }
      return nil
    }
    let available = try loader.fileSystem.subdirectories(config.setsDirectoryPath)
    guard !available.isEmpty else { throw .unknownSet(requested ?? "", available: []) }
    guard let requested else { return available }
    guard available.contains(requested) else {
      throw .unknownSet(requested, available: available)
    }
    return [requested]
  }
}

extension Project {
  /// The entries of `listing` (an array, as `list` prints) with a `set` member naming this
  /// project's set, so listings of several sets can share one array (D23).
  package func tagged(_ listing: JSONValue) -> [JSONValue] {
    guard case .array(let items) = listing else { return [listing] }
    guard let set else { return items }
    return items.map { item in
      guard case .object(var object) = item else { return item }
      object["set"] = .string(set)
      return .object(object)
    }
  }
}
