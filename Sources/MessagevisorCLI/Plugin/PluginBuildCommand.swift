import Messagevisor
import MessagevisorProject

/// `plugin-build`: every output of the `MessagevisorPlugin` build plugin in one run.
///
/// Reads the target's `messagevisor.json`, loads the project it names and writes the typed
/// accessors (as `generate-code`), `<TypeName>+Datafiles.swift`, optionally
/// `<TypeName>+Remote.swift`, and one datafile per bundled locale. Files whose content is
/// unchanged keep their dates. Errors are `path:line:column: error: message` lines.
struct PluginBuildCommand: Command {
  let name = "plugin-build"
  let summary = "Write the build plugin's accessors and bundled datafiles (used by the plugin)"
  let usage = [
    "plugin-build --config=FILE --packageDirectory=DIR --output=DIR [--locales=A,B] [--remote]"
  ]
  func run(_ options: PluginBuildOptions, console: Console) async throws(CLIError) -> ExitCode {
    do {
      try build(options, console: console)
      return .success
    } catch {
      guard case .badData(let text) = error else { throw error }
      // Errors without a position of their own (a missing project folder, an unknown
      // target) point at the configuration that named them.
      let config = absolute(options.config, console: console)
      console.printError(
        text.contains(": error: ")
          ? text : PluginDiagnostic.line(file: config, line: 1, column: 1, message: text))
      return .badData
    }
  }

  private func build(_ options: PluginBuildOptions, console: Console) throws(CLIError) {
    let config = absolute(options.config, console: console)
    let package = absolute(options.packageDirectory, console: console)
    let output = absolute(options.output, console: console)
    let configuration = try PluginConfiguration.load(path: config)
    let root = NamedFile.standardized(configuration.project, under: package)
    let outputs = try PluginOutputs.make(
      configuration: configuration, configPath: config, root: root,
      remote: options.remote)
    if let declared = options.locales {
      try check(declared: declared, built: outputs.locales, config: config)
    }
    for warning in outputs.warnings { console.printError("warning: \(warning)") }
    try outputs.write(to: output)
  }

  private func check(declared: String, built: [String], config: String) throws(CLIError) {
    let list = declared.split(separator: ",").map(String.init)
    guard list != built else { return }
    throw PluginConfiguration.failure(
      config,
      "the plugin declared the locales [\(list.joined(separator: ", "))] but the target "
        + "bundles [\(built.joined(separator: ", "))]; list them under \"locales\"")
  }

  /// A required path (present after `validate`), absolute.
  private func absolute(_ value: String?, console: Console) -> String {
    NamedFile.absolute(value ?? "", console: console)
  }
}
