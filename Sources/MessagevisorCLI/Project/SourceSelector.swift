import Foundation

/// Resolves the project folder and picks the datafile source (decision D1).
struct SourceSelector {
  let options: ProjectOptions
  let console: Console

  /// The absolute project folder.
  var projectDirectory: String {
    Self.directory(options.projectDirectoryPath, console: console)
  }

  /// The absolute, standardised form of a `--projectDirectoryPath` (the current folder for nil).
  static func directory(_ given: String?, console: Console) -> String {
    let given = given ?? "."
    let path = given.hasPrefix("/") ? given : console.currentDirectory + "/" + given
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Seconds one npx call may take: `MESSAGEVISOR_NPX_TIMEOUT`, default 120.
  var npxTimeout: Double {
    console.environment["MESSAGEVISOR_NPX_TIMEOUT"].flatMap(Double.init) ?? 120
  }

  /// `native`, or `npx` when asked for, or with `auto` when the project has the JS CLI
  /// installed and `npx` is on PATH.
  func source() throws(CLIError) -> any ProjectSource {
    let source = try selectSource()
    if let native = source as? NativeProjectSource {
      native.printWarnings(console)
    }
    return source
  }

  private func selectSource() throws(CLIError) -> any ProjectSource {
    let directory = projectDirectory
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) else {
      throw CLIError.badData("project folder not found: \(directory)")
    }
    guard isFolder.boolValue else {
      throw CLIError.badData("the project path is a file, not a folder: \(directory)")
    }
    let set = options.set
    switch options.builder {
    case .npx:
      return try NpxProjectSource(
        directory: directory, set: set, environment: console.environment, timeout: npxTimeout)
    case .native:
      return try NativeProjectSource(directory: directory, set: set)
    case .auto:
      let installed = FileManager.default.isExecutableFile(
        atPath: directory + "/node_modules/.bin/messagevisor")
      if installed, ExecutableSearch.find("npx", environment: console.environment) != nil {
        return try NpxProjectSource(
          directory: directory, set: set, environment: console.environment, timeout: npxTimeout)
      }
      return try NativeProjectSource(directory: directory, set: set)
    }
  }
}
