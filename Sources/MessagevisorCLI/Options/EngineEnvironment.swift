import Messagevisor

/// Checks `MESSAGEVISOR_FORMATTING_ENGINE` before a command runs.
///
/// The SDK reads the variable once per process and ignores a value it does not know; the CLI
/// refuses one instead (exit 64), so a typo never silently runs the other engine.
enum EngineEnvironment {
  static func validate(_ environment: [String: String]) throws(CLIError) {
    let name = FormattingEngineKind.environmentVariable
    guard let value = environment[name], !value.isEmpty else { return }
    guard FormattingEngineKind(rawValue: value) == nil else { return }
    let known = FormattingEngineKind.allCases.map(\.rawValue).joined(separator: ", ")
    throw CLIError.usage(
      "\(name)=\(value) names no formatting engine; known engines: \(known)",
      hint: "Unset it to use this platform's default engine.")
  }
}
