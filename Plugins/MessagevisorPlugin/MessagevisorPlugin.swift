import Foundation
import PackagePlugin

/// The `MessagevisorPlugin` build-tool plugin: typed accessors and bundled datafiles.
///
/// A target opts in with the plugin and a `messagevisor.json` in its folder. The plugin
/// declares every project file as an input and every generated file as an output, and runs
/// `messagevisor-swift plugin-build` to write them; SwiftPM re-runs it only when an input
/// changed. The Swift outputs are compiled into the target and the datafiles become its
/// resources (`Bundle.module`).
@main
struct MessagevisorPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let configURL = module.directoryURL.appendingPathComponent(PluginConfig.fileName)
    let config = try PluginConfig.load(configURL)
    let project = config.projectURL(package: context.package.directoryURL)
    let locales = try config.locales ?? TargetLocales.read(project: project, target: config.key)
    let remote =
      config.remote
      ?? module.recursiveTargetDependencies.contains { $0.name == "MessagevisorRemote" }
    let work = context.pluginWorkDirectoryURL
    let outputs = OutputFiles(
      folder: work, typeName: config.type, target: config.key, locales: locales, remote: remote)
    var arguments = [
      "plugin-build",
      "--config=\(configURL.path)",
      "--packageDirectory=\(context.package.directoryURL.path)",
      "--output=\(work.path)",
      "--locales=\(locales.joined(separator: ","))",
    ]
    if remote { arguments.append("--remote") }
    return [
      .buildCommand(
        displayName:
          "Messagevisor: \(config.type) and \(locales.count) datafiles for \(module.name)",
        executable: try context.tool(named: "messagevisor-swift").url,
        arguments: arguments,
        inputFiles: ProjectInputs.files(project: project) + [configURL],
        outputFiles: outputs.all)
    ]
  }
}
