import Foundation
@testable import MessagevisorCLI

/// A small project written to a temporary folder, and `generate-code` run on it in-process.
final class CodegenProject {
  /// What one in-process run printed.
  struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The project root.
  let root: String

  /// Writes `messages` (key → YAML body) with the given locales and one target `app`.
  ///
  /// `config` is the JSON config text; `target` the YAML body of `targets/app.yml`.
  init(
    locales: [String] = ["en", "de"],
    messages: [String: String],
    config: String = #"{ "sourceLocale": "en", "modules": ["icu"] }"#,
    target: String = "includeMessages: \"*\"\n"
  ) throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-codegen-tests-\(UUID().uuidString)")
    root = base.path
    var files = ["messagevisor.config.json": config, "targets/app.yml": target]
    for locale in locales {
      files["locales/\(locale).yml"] = "description: \(locale)\n"
    }
    for (key, body) in messages {
      files["messages/\(key.replacingOccurrences(of: ".", with: "/")).yml"] = body
    }
    for (path, text) in files {
      let url = base.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// Runs `generate-code --projectDirectoryPath=<root> --target=app` plus `arguments`.
  func generate(_ arguments: [String] = []) async -> Run {
    let (console, output) = Console.capturing(currentDirectory: root)
    let status = await MessagevisorCLI.run(
      ["generate-code", "--projectDirectoryPath=\(root)"]
        + (arguments.contains { $0.hasPrefix("--target=") } ? [] : ["--target=app"]) + arguments,
      console: console)
    return Run(status: status, stdout: output.standardOutput, stderr: output.standardError)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }
}

/// YAML for a message file with one translation per locale.
func messageYAML(_ translations: [String: String], description: String? = nil) -> String {
  var text = description.map { "description: \(yamlQuoted($0))\n" } ?? ""
  text += "translations:\n"
  for (locale, translation) in translations.sorted(by: { $0.key < $1.key }) {
    text += "  \(locale): \(yamlQuoted(translation))\n"
  }
  return text
}

/// A double-quoted YAML scalar.
func yamlQuoted(_ text: String) -> String {
  let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
    .replacingOccurrences(of: "\"", with: "\\\"")
    .replacingOccurrences(of: "\n", with: "\\n")
  return "\"\(escaped)\""
}
