import Foundation
import MessagevisorProject

/// Resolves the project folder and picks the datafile source (docs/decisions.md D1).
struct SourceSelector {
  let options: ProjectOptions
  let console: Console
  /// The trees a watch session keeps between runs (nil outside watch mode).
  var memory: ParsedDocumentMemory?
  /// Which message files the native source reads (nil: all); see `ProjectLoadOptions`.
  var parsesMessage: (@Sendable (String) -> Bool)?
  /// On a load of every file, how to tell the messages the run uses: the only ones read when
  /// the cache proves every file unchanged since it was last validated (`ProjectLoadOptions`).
  var neededMessages: ProjectLoadOptions.MessageNeeds?

  /// The absolute project folder.
  var projectDirectory: String {
    Self.directory(options.projectDirectoryPath, console: console)
  }

  /// The absolute, standardised form of a `--projectDirectoryPath` (the current folder for nil).
  static func directory(_ given: String?, console: Console) -> String {
    NamedFile.standardized(given ?? ".", console: console)
  }

  /// Seconds one npx call may take: `MESSAGEVISOR_NPX_TIMEOUT`, default 120.
  var npxTimeout: Double {
    console.environment["MESSAGEVISOR_NPX_TIMEOUT"].flatMap(Double.init) ?? 120
  }

  /// The parsed-entity cache of a native load (nil when turned off).
  var cache: ParsedDocumentCache? {
    CacheSettings.cache(environment: console.environment, noCache: options.noCache)
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

  /// The sets a run covers in turn (decision D23): nil for one ordinary run (a project
  /// without sets, `--set` given, or the npx builder, which picks its own); otherwise every
  /// set of the project, in name order. An unknown `--set`, a `--set` given to a project
  /// without sets and a sets project without any set are usage errors listing the sets.
  func setsToRun() throws(CLIError) -> [String]? {
    let directory = projectDirectory
    try Self.checkFolder(directory)
    let names: [String]?
    do {
      names = try Project.setNames(root: directory, requested: options.set)
    } catch {
      throw ProjectFailure.cliError(error, root: directory)
    }
    guard options.set == nil, let names, !usesNpx(directory) else { return nil }
    return names
  }

  /// These options with `--set` replaced by `set`.
  func selecting(set: String) -> SourceSelector {
    var options = options
    options.set = set
    return SourceSelector(
      options: options, console: console, parsesMessage: parsesMessage,
      neededMessages: neededMessages)
  }

  /// Whether the project is built in-process (`--builder=native`, or `auto` without the JS
  /// CLI installed).
  var isNative: Bool { !usesNpx(projectDirectory) }

  private func usesNpx(_ directory: String) -> Bool {
    switch options.builder {
    case .npx: return true
    case .native: return false
    case .auto:
      return FileManager.default.isExecutableFile(
        atPath: directory + "/node_modules/.bin/messagevisor")
        && ExecutableSearch.find("npx", environment: console.environment) != nil
    }
  }

  private func selectSource() throws(CLIError) -> any ProjectSource {
    let directory = projectDirectory
    try Self.checkFolder(directory)
    let set = options.set
    switch options.builder {
    case .npx:
      return try NpxProjectSource(
        directory: directory, set: set, environment: console.environment, timeout: npxTimeout)
    case .native:
      return try NativeProjectSource(
        directory: directory, set: set, cache: cache, memory: memory,
        parsesMessage: parsesMessage, neededMessages: neededMessages)
    case .auto:
      let installed = FileManager.default.isExecutableFile(
        atPath: directory + "/node_modules/.bin/messagevisor")
      if installed, ExecutableSearch.find("npx", environment: console.environment) != nil {
        return try NpxProjectSource(
          directory: directory, set: set, environment: console.environment, timeout: npxTimeout)
      }
      return try NativeProjectSource(
        directory: directory, set: set, cache: cache, memory: memory,
        parsesMessage: parsesMessage, neededMessages: neededMessages)
    }
  }

  /// Refuses a project path that is missing, not a folder, or cannot be looked at (a link
  /// loop, no permission), each with its own reason.
  private static func checkFolder(_ directory: String) throws(CLIError) {
    let kind: FileKind?
    do {
      kind = try FileSystemCalls.kind(of: directory, followingLinks: true)
    } catch {
      guard case .system(let code) = error else { return }
      throw .badData(FileProblem.system(errno: code).message(path: directory))
    }
    guard let kind else { throw .badData("project folder not found: \(directory)") }
    guard kind == .directory else {
      throw .badData("the project path is \(kind), not a folder: \(directory)")
    }
  }
}
