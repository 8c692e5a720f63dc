import Foundation
import MessagevisorProject

/// Where the runner gets tests, segments, datafiles and examples from.
///
/// Both give the models of `npx messagevisor … --json` (the npx source decodes the JS CLI's
/// output, the native one lists in-process), so they are interchangeable.
protocol ProjectSource: Sendable {
  /// `native` or `npx`, shown in reports.
  var builderName: String { get }
  /// `list --tests --applyMatrix --json [--keyPattern=K]`.
  func listTests(keyPattern: String?) throws(CLIError) -> [ProjectTestSpec]
  /// `list --segments --json`.
  func listSegments() throws(CLIError) -> ProjectSegmentList
  /// A datafile for (target, locale), built even when the target does not list the locale;
  /// a nil target is the targetless build (the locale's own formats and every message).
  func build(target: String?, locale: String) throws(CLIError) -> Data
  /// `examples --json [--locale=L]`.
  func examples(locale: String?) throws(CLIError) -> ProjectExamples
  /// Module names the project configuration enables (e.g. `icu`).
  func configuredModules() throws(CLIError) -> [String]
  /// The project's target keys, sorted; nil when the source cannot tell without building.
  func targetKeys() throws(CLIError) -> [String]?
  /// The project's locale keys, sorted; nil when the source cannot tell without building.
  func localeKeys() throws(CLIError) -> [String]?
  /// Where the test spec `key` and its assertions are written, when the source knows.
  func testSource(_ key: String) -> TestSource?
  /// Where a translation of `message` is written (see `Project.translationSource`).
  func translationSource(message: String, locale: String, text: String)
    -> (file: String, position: SourcePosition)?
  /// Whether the folder has a `messagevisor.config.json` / `.js`.
  func hasConfigFile() throws(CLIError) -> Bool
}
