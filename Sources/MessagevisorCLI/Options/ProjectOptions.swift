/// `--projectDirectoryPath`, `--target`, `--builder`, `--set`, `--noCache`: which project,
/// target and datafile source a command uses.
struct ProjectOptions: ParsableOptions {
  @Option(
    "projectDirectoryPath", help: "Project folder (default: current folder)", valueName: "PATH")
  var projectDirectoryPath: String?

  @Option(
    "target",
    help: "Target key (default: \(TargetChoice.defaultTarget), else the only target)",
    valueName: "TARGET")
  var target: String?

  @Option(
    "builder",
    help: "Datafile source: our native compiler or `npx messagevisor` (default: auto)")
  var builder = DatafileBuilder.auto

  @Option("set", help: "Set name, for projects with `sets: true`", valueName: "NAME")
  var set: String?

  @Flag("noCache", help: "Parse every project file, without the parsed-entity cache")
  var noCache: Bool
}

/// Where datafiles come from (docs/decisions.md D1): `--builder=auto|native|npx`.
enum DatafileBuilder: String, OptionChoice {
  /// `npx` when the project has the JS CLI installed and `npx` is on PATH, else native.
  case auto
  /// Our Swift project compiler, in-process.
  case native
  /// `npx messagevisor … --json`.
  case npx
}
