import Foundation
import MessagevisorProject

/// Gets project JSON from our Swift project compiler, in-process.
struct NativeProjectSource: ProjectSource {
  /// The loaded project.
  let project: Project

  var builderName: String { "native" }

  /// Loads the project once; load errors are bad data (a missing set is a usage error).
  init(directory: String, set: String? = nil) throws(CLIError) {
    do {
      project = try Project.load(root: directory, options: ProjectLoadOptions(set: set))
    } catch {
      throw ProjectFailure.cliError(error, root: directory)
    }
  }

  func listTests(keyPattern: String?) throws(CLIError) -> Data {
    try run { () throws(ProjectError) in
      try project.listTestsCommand(applyMatrix: true, keyPattern: keyPattern)
    }
  }

  func listSegments() throws(CLIError) -> Data {
    Data(project.listSegmentsCommand().utf8)
  }

  func build(target: String?, locale: String) throws(CLIError) -> Data {
    try run { () throws(ProjectError) in
      try project.buildJSON(target: target, locale: locale, revision: project.storedRevision)
    }
  }

  func examples(locale: String?) throws(CLIError) -> Data {
    try run { () throws(ProjectError) in try project.examplesCommand(locale: locale) }
  }

  func configuredModules() throws(CLIError) -> [String] {
    project.config.knownModules.map(\.rawValue)
  }

  func targetKeys() throws(CLIError) -> [String]? {
    project.targetKeys
  }

  func testSource(_ key: String) -> TestSource? {
    project.testSource(key)
  }

  func translationSource(message: String, locale: String, text: String?)
    -> (file: String, position: SourcePosition)?
  {
    project.translationSource(message: message, locale: locale, text: text)
  }

  func hasConfigFile() throws(CLIError) -> Bool {
    project.config.configFile != nil
  }

  private func run(_ body: () throws(ProjectError) -> String) throws(CLIError) -> Data {
    do {
      return Data(try body().utf8)
    } catch {
      throw ProjectFailure.cliError(error, root: project.root, project: project)
    }
  }
}
