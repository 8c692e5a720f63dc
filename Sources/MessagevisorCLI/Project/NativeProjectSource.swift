import Foundation
import MessagevisorProject

/// Gets project JSON from our Swift project compiler, in-process.
struct NativeProjectSource: ProjectSource {
  /// The loaded project.
  let project: Project

  var builderName: String { "native" }

  /// Loads the project once; load errors are bad data (a missing set is a usage error).
  /// `parsesMessage` narrows the message files read, and `neededMessages` those read when the
  /// cache proves every file validated (see `ProjectLoadOptions`).
  init(
    directory: String, set: String? = nil, cache: ParsedDocumentCache? = nil,
    memory: ParsedDocumentMemory? = nil, parsesMessage: (@Sendable (String) -> Bool)? = nil,
    neededMessages: ProjectLoadOptions.MessageNeeds? = nil
  ) throws(CLIError) {
    do {
      project = try Project.load(
        root: directory,
        options: ProjectLoadOptions(
          set: set, cache: cache, memory: memory, parsesMessage: parsesMessage,
          neededMessages: neededMessages))
    } catch {
      throw ProjectFailure.cliError(error, root: directory)
    }
  }

  /// `read N of M message files`, nil when every message file was read; when the cache's
  /// verdict answered for validating them, it says so first.
  var readNote: String? {
    guard project.messageFilesRead < project.messageFilesFound else { return nil }
    let found = project.messageFilesFound.formatted(.number.grouping(.automatic))
    let read = "read \(project.messageFilesRead) of \(found) message files"
    guard project.validatedEarlier else { return read }
    return "every file unchanged since the cache saw it validated; " + read
  }

  /// Prints the project's load warnings (e.g. a mistyped format preset option) on standard
  /// error, one `warning: …` line each.
  func printWarnings(_ console: Console) {
    for warning in project.warnings { console.printError("warning: " + warning) }
  }

  func listTests(keyPattern: String?) throws(CLIError) -> [ProjectTestSpec] {
    try run { () throws(ProjectError) in
      try project.listTests(applyMatrix: true, keyPattern: keyPattern)
    }
  }

  func listSegments() throws(CLIError) -> ProjectSegmentList {
    try run { () throws(ProjectError) in try project.listSegments() }
  }

  func build(target: String?, locale: String) throws(CLIError) -> Data {
    try build(target: target, locale: locale, messages: nil)
  }

  /// The datafile of (target, locale) holding only `messages` of the target's (nil: all).
  func build(target: String?, locale: String, messages: [String]?) throws(CLIError) -> Data {
    try run { () throws(ProjectError) in
      Data(
        try project.buildJSON(
          target: target, locale: locale, revision: project.storedRevision, messages: messages
        ).utf8)
    }
  }

  func examples(locale: String?) throws(CLIError) -> ProjectExamples {
    try run { () throws(ProjectError) in try project.examples(locale: locale) }
  }

  func configuredModules() throws(CLIError) -> [String] {
    project.config.knownModules.map(\.rawValue)
  }

  func targetKeys() throws(CLIError) -> [String]? {
    project.targetKeys
  }

  func localeKeys() throws(CLIError) -> [String]? {
    project.localeKeys
  }

  func testSource(_ key: String) -> TestSource? {
    project.testSource(key)
  }

  func translationSource(message: String, locale: String, text: String)
    -> (file: String, position: SourcePosition)?
  {
    project.translationSource(message: message, locale: locale, text: text)
  }

  func hasConfigFile() throws(CLIError) -> Bool {
    project.config.configFile != nil
  }

  private func run<T>(_ body: () throws(ProjectError) -> T) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      throw ProjectFailure.cliError(error, root: project.root, project: project)
    }
  }
}
