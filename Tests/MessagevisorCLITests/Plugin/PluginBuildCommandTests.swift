import Foundation
import Testing

/// `plugin-build` run as the build plugin runs it: outputs, unchanged reruns, diagnostics.
@Suite struct PluginBuildCommandTests {
  struct BadConfig: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    var testDescription: String { message }
  }

  static let badConfigs = [
    BadConfig(
      json: #"{"project": "projects/example", "typo": 1}"#, message: "unknown key \"typo\""),
    BadConfig(
      json: #"{"project": "projects/example", "typeName": "class"}"#,
      message: "\"typeName\" must be a Swift type name"),
    BadConfig(
      json: #"{"project": "projects/example", "accessLevel": "open"}"#,
      message: "\"accessLevel\" must be \"public\" or \"internal\""),
    BadConfig(
      json: #"{"project": "projects/example", "locales": ["xx"]}"#,
      message: "\"locales\": \"xx\" is not a locale of the target"),
    BadConfig(json: #"{"target": "swift"}"#, message: "missing key \"project\""),
    BadConfig(json: "[1]", message: "the configuration must be a JSON object"),
    BadConfig(json: "{", message: "invalid JSON"),
    BadConfig(json: #"{"project": "no/such/folder"}"#, message: "no/such/folder"),
    BadConfig(
      json: #"{"project": "projects/example", "target": "nope"}"#, message: "nope"),
  ]

  @Test(arguments: badConfigs)
  func badConfigurationIsAPositionedError(_ config: BadConfig) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("messagevisor.json", config.json)
    let result = try run(config: path, output: folder.url.path + "/out")
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("\(path):1:1: error: "), "\(result.stderr)")
    #expect(result.stderr.contains(config.message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/out"))
  }

  @Test func writesAccessorsAsGenerateCodeAndTheTargetDatafiles() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "messagevisor.json", #"{"project": "projects/example", "locales": ["de-DE", "en"]}"#)
    let output = folder.url.path + "/out"
    let result = try run(config: config, output: output, extra: ["--locales=de-DE,en", "--remote"])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(
      names == [
        "L10n+Datafiles.swift", "L10n+Remote.swift", "L10n.swift", "messagevisor-swift-de-DE.json",
        "messagevisor-swift-en.json",
      ])
    let generated = try BinaryRunner.run([
      "generate-code", "--projectDirectoryPath=projects/example", "--target=swift",
    ])
    #expect(try String(contentsOfFile: output + "/L10n.swift", encoding: .utf8) == generated.stdout)
    let built = try BinaryRunner.run([
      "project", "build", "--json", "--projectDirectoryPath=projects/example", "--target=swift",
      "--locale=de-DE",
    ])
    let datafile = try String(
      contentsOfFile: output + "/messagevisor-swift-de-DE.json", encoding: .utf8)
    #expect(datafile == built.stdout)
  }

  @Test func anUnchangedRerunKeepsTheFileDates() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("messagevisor.json", #"{"project": "projects/example"}"#)
    let output = folder.url.path + "/out"
    #expect(try run(config: config, output: output).status == 0)
    let file = output + "/L10n.swift"
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
    #expect(try run(config: config, output: output).status == 0)
    let date = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    #expect(date == past)
  }

  @Test func declaredLocalesMustMatchTheBuild() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("messagevisor.json", #"{"project": "projects/example"}"#)
    let result = try run(config: config, output: folder.url.path + "/out", extra: ["--locales=en"])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("\(config):1:1: error: the plugin declared the locales [en]"))
  }

  /// The position names the project folder standardized.
  ///
  /// An absolute `project` loses its `..` as a relative one does, so both spellings of the
  /// folder print the same path.
  @Test(arguments: ["", "/messages/.."])
  func aBrokenProjectNamesTheAbsolutePosition(_ suffix: String) throws {
    let project = try ProjectCopy()
    try project.edit(
      "messages/auth/signIn/title.yml", replacing: "translations:", with: "translations: [")
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "messagevisor.json", "{\"project\": \"\(project.root.path + suffix)\"}")
    let result = try run(config: config, output: folder.url.path + "/out")
    #expect(result.status == 65)
    let prefix = project.root.path + "/messages/auth/signIn/title.yml:"
    #expect(result.stderr.hasPrefix(prefix), "\(result.stderr)")
    #expect(result.stderr.contains(": error: "))
  }

  /// Invalid ICU syntax is reported where `swift build` makes it clickable: the YAML file, and
  /// the line and column of the character the ICU parser stopped at, as `test` shows it.
  @Test func invalidICUNamesTheYAMLPosition() throws {
    let project = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/greet.yml": "description: Greeting\ntranslations:\n"
        + "  en: \"Hi {name, plural, one {x}\"\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
    ])
    let folder = try TemporaryFolder()
    let config = try folder.write("messagevisor.json", "{\"project\": \"\(project.path)\"}")
    let result = try run(config: config, output: folder.url.path + "/out")
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "\(project.path)/messages/greet.yml:3:11: error: message \"greet\" (en) is not "
        + "valid ICU MessageFormat: Unclosed ICU choice\n", "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/out"))
  }

  private func run(config: String, output: String, extra: [String] = []) throws
    -> BinaryRunner.Result
  {
    try BinaryRunner.run(
      [
        "plugin-build", "--config=\(config)",
        "--packageDirectory=\(BinaryRunner.packageRoot.path)", "--output=\(output)",
      ] + extra)
  }
}

/// A temporary folder, removed when released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-plugin-build-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` to `name` and returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
