/// The options of `plugin-build` (written by the build plugin, not by people).
struct PluginBuildOptions: ParsableOptions {
  @Option("config", help: "The target's messagevisor.json", valueName: "FILE")
  var config: String?

  @Option(
    "packageDirectory", help: "Package root the config's project is relative to",
    valueName: "DIR")
  var packageDirectory: String?

  @Option("output", help: "Folder to write the generated files to", valueName: "DIR")
  var output: String?

  @Option("locales", help: "Locales the plugin declared as outputs (checked)", valueName: "A,B")
  var locales: String?

  @Flag("remote", help: "Also write <TypeName>+Remote.swift (MessagevisorRemote)")
  var remote: Bool

  func validate(command: String) throws(CLIError) {
    for (value, spec) in [
      (config, $config), (packageDirectory, $packageDirectory), (output, $output),
    ]
    where value?.isEmpty ?? true {
      throw OptionRule.usage("plugin-build needs \(spec.dashedName)", command: command)
    }
  }
}
