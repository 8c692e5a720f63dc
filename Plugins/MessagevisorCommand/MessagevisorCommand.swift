import Foundation
import PackagePlugin

/// `swift package messagevisor <command> [options]`: the CLI on a project of this package.
///
/// Forwards the arguments to `messagevisor-swift`. For the project commands it adds
/// `--projectDirectoryPath` (and `--target`) from the first target with a `messagevisor.json`
/// unless they are given; `--plugin-target=NAME` picks another target's configuration.
@main
struct MessagevisorCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var arguments = arguments
    let chosen = Self.extract("--plugin-target", from: &arguments)
    let config = try ConfigLocator.find(in: context.package, target: chosen)
    let forwarded = ForwardedArguments(arguments: arguments, config: config).arguments
    let tool = try context.tool(named: "messagevisor-swift")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = forwarded
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CommandFailure(
        "messagevisor-swift \(forwarded.first ?? "") exited with \(process.terminationStatus)")
    }
  }

  /// Removes `--name=value` or `--name value` from `arguments` and returns the value.
  static func extract(_ name: String, from arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") })
    else { return nil }
    let argument = arguments.remove(at: index)
    if argument.hasPrefix(name + "=") { return String(argument.dropFirst(name.count + 1)) }
    guard index < arguments.count else { return nil }
    return arguments.remove(at: index)
  }
}

/// A failure that ends `swift package messagevisor` with its message.
struct CommandFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
