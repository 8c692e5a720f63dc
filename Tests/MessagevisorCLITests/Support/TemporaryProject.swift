import Foundation

/// A throwaway folder of project files for end-to-end tests.
enum TemporaryProject {
  /// Writes `files` (relative path → content) under a fresh temporary folder and returns it.
  static func make(_ files: [String: String]) throws -> URL {
    var root = FileManager.default.temporaryDirectory
      .appendingPathComponent("project-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // The path a child process's working directory reports (a symbolic link in $TMPDIR
    // resolved), so display paths relative to it are the same wherever $TMPDIR points.
    root = root.resolvingSymlinksInPath()
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: url)
    }
    return root
  }

  /// A one-message project (`greet`, locale `en`) with the given targets and spec.
  static func greeting(targets: [String] = ["swift"], spec: String? = nil) throws -> URL {
    var files: [String: String] = [
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/greet.yml": "description: Greeting\ntranslations:\n  en: Hello\n",
      "tests/messages/greet.spec.yml": spec
        ?? "message: greet\nassertions:\n  - locale: en\n    expectedTranslation: Hello\n",
    ]
    for target in targets {
      files["targets/\(target).yml"] = "description: \(target)\nincludeMessages: \"*\"\n"
    }
    return try make(files)
  }

  /// A project named like its folder with one failing assertion (a no-break space the
  /// expectation writes as a plain space) and one passing one, in `tests/messages/price`.
  static func failing() throws -> URL {
    try make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/price.yml": "description: Price\ntranslations:\n  en: \"12\\u00A0EUR\"\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
      "tests/messages/price.spec.yml": """
      message: price
      assertions:
        - description: plain space
          locale: en
          expectedTranslation: "12 EUR"
        - description: no-break space
          locale: en
          expectedTranslation: "12\\u00A0EUR"

      """,
    ])
  }

  /// `--projectDirectoryPath` and `--builder` for `failing()`.
  static func failingArguments() throws -> [String] {
    ["--projectDirectoryPath=\(try failing().path)", "--builder=native"]
  }
}
