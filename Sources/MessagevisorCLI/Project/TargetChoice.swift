import MessagevisorProject

/// The target a project command uses when a spec or the command line names none.
///
/// `--target` must be one of the project's targets (checked before anything runs, exit 64
/// listing them). Without it the default is `swift`, else the only target; a project with
/// several targets and none named `swift` has no default, which only commands that need one
/// turn into a usage error (`test` runs locale specs with the targetless build).
struct TargetChoice: Sendable, Equatable {
  /// The target a command uses when none is named and the project has one of this name.
  static let defaultTarget = "swift"

  /// The target to use, nil when there is no default.
  let target: String?
  /// The project's targets, nil when the source cannot list them (npx).
  let available: [String]?
  /// Whether the folder has a config file (checked only when it has no targets).
  private let isProject: Bool

  /// Checks `--target` against the source's targets and picks the default.
  init(requested: String?, source: any ProjectSource, command: String) throws(CLIError) {
    let available = try source.targetKeys()
    self.available = available
    isProject = available?.isEmpty == true ? try source.hasConfigFile() : true
    guard let available else {
      target = requested ?? Self.defaultTarget
      return
    }
    if let requested {
      guard available.contains(requested) else {
        throw Self.unknown(requested, available: available, command: command)
      }
      target = requested
    } else if available.contains(Self.defaultTarget) {
      target = Self.defaultTarget
    } else {
      target = available.count == 1 ? available[0] : nil
    }
  }

  /// The target, or a usage error listing the targets when there is no default.
  ///
  /// A project without any target is bad data instead: no `--target` could help.
  func required(command: String) throws(CLIError) -> String {
    guard let target else {
      if available?.isEmpty == true { throw noTargets }
      throw CLIError.usage(
        "the project has no '\(Self.defaultTarget)' target and several others; pass "
          + "--target=\(list)",
        hint: "See 'messagevisor-swift \(command) --help'.")
    }
    return target
  }

  /// The failure of a project with no target at all (or of a folder that is no project).
  private var noTargets: CLIError {
    guard isProject else {
      return .badData(
        "this folder is not a Messagevisor project (no messagevisor.config.json or .js) and"
          + " has no targets")
    }
    return .badData("the project has no targets (no target file in its targets folder)")
  }

  private var list: String {
    (available ?? []).joined(separator: "|")
  }

  private static func unknown(_ target: String, available: [String], command: String)
    -> CLIError
  {
    let known = available.isEmpty ? "none" : available.joined(separator: ", ")
    let suggestion = DidYouMean.suggestion(for: target, among: available).map {
      " (did you mean '\($0)'?)"
    }
    return .usage(
      "unknown target '\(target)'\(suggestion ?? ""); the project's targets: \(known)",
      hint: "See 'messagevisor-swift \(command) --help'.")
  }
}
