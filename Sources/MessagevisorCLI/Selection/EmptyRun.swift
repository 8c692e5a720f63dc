/// Why a `test` run evaluated nothing: a run that checks nothing must not pass silently.
///
/// The run exits 1 with this reason unless `--passWithNoTests` is given.
struct EmptyRun {
  let selection: TestSelection
  let options: TestOptions
  let hasConfigFile: Bool
  let projectDirectory: String

  /// The sentence naming why nothing ran.
  func reason(evaluatedSpecs: Int) -> String {
    switch selection.emptyStep {
    case .listed:
      if let pattern = options.keyPattern?.text {
        return "--keyPattern='\(pattern)' matches no test key"
      }
      if !hasConfigFile {
        return
          "\(projectDirectory) is not a Messagevisor project (no messagevisor.config.json or"
          + " .js) and has no test specs"
      }
      return "the project has no test specs"
    case .locale:
      let locales = (selection.locales ?? []).joined(separator: ",")
      return "--locale=\(locales) selects no assertion of the \(selection.listedCount) specs"
    case .shard:
      let shard = selection.shard.map { "\($0.index)/\($0.count)" } ?? "?"
      return "shard \(shard) has no specs (only \(selection.localeCount) to split)"
    case nil:
      if let pattern = options.assertionPattern?.text {
        return
          "--assertionPattern='\(pattern)' matches no assertion of the \(evaluatedSpecs)"
          + " selected specs"
      }
      return "the selected specs have no assertions"
    }
  }
}
