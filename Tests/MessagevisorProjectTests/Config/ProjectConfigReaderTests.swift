import Testing

@testable import MessagevisorProject

/// What a config may say: every refusal names the file and the position of the culprit, and
/// nothing the native runner cannot honour is dropped silently.
struct ProjectConfigReaderTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// `messagevisor.config.json` or `messagevisor.config.js`.
    let file: String
    let text: String
    /// The exact `description` of the error.
    let expected: String
    var testDescription: String { name }
  }

  static let json = "messagevisor.config.json"
  static let js = "messagevisor.config.js"

  static let refused: [Case] = [
    Case(
      name: "unknown module name", file: json,
      text: #"{"sourceLocale": "en", "modules": ["icuu"]}"#,
      expected: json + #":1:36: invalid config option "modules": unknown module "icuu"; did you"#
        + #" mean "icu"? Known: icu, interpolation, missingTranslations (createICUModule(),"#
        + " createInterpolationModule(), createMissingTranslationsModule())"),
    Case(
      name: "unknown module call", file: js,
      text: "module.exports = {\n  modules: [createICUModule(), createFooModule()],\n};\n",
      expected: js + #":2:32: invalid config option "modules": unknown module "createFooModule"."#
        + " Known: icu, interpolation, missingTranslations (createICUModule(),"
        + " createInterpolationModule(), createMissingTranslationsModule())"),
    Case(
      name: "misspelt module call", file: js,
      text: "module.exports = { modules: [createInterpolatonModule()] };\n",
      expected: js + #":1:30: invalid config option "modules": unknown module"#
        + #" "createInterpolatonModule"; did you mean "createInterpolationModule"? Known: icu,"#
        + " interpolation, missingTranslations (createICUModule(), createInterpolationModule(),"
        + " createMissingTranslationsModule())"),
    Case(
      name: "unknown option with a suggestion", file: json,
      text: #"{"sourceLocale": "en", "modules": ["icu"], "modulez": 1}"#,
      expected: json
        + #":1:44: Unknown Messagevisor configuration option(s): modulez. "#
        + #"Did you mean "modules"?"#),
    Case(
      name: "several unknown options, at the first", file: js,
      text: "module.exports = {\n  zeta: 1,\n  alpha: true,\n};\n",
      expected: js + ":2:3: Unknown Messagevisor configuration option(s): alpha, zeta."),
    Case(
      name: "duplicate key in the JSON config", file: json,
      text: #"{"sourceLocale": "en", "sourceLocale": "de-DE"}"#,
      expected: json + ":1:24: duplicate key 'sourceLocale' (first defined at 1:2)"),
    Case(
      name: "duplicate key in the JS config", file: js,
      text: "module.exports = {\n  parser: \"yml\",\n  'parser': \"json\",\n};\n",
      expected: js + #":3:3: duplicate key "parser" in config"#),
    Case(
      name: "duplicate key in a nested JS object", file: js,
      text: "module.exports = { promotionFlows: [{ from: \"a\", from: \"b\" }] };\n",
      expected: js + #":1:50: duplicate key "from" in config"#),
  ]

  @Test(arguments: refused)
  func refusesWithFileAndPosition(_ example: Case) throws {
    let fixture = try TemporaryProject([example.file: example.text])
    do {
      _ = try ProjectConfig.load(root: fixture.root)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == example.expected)
      #expect(error.position?.file == example.file)
    }
  }

  static let accepted: [(String, [ProjectModule])] = [
    (
      #"{"modules": ["icu", "interpolation", "missingTranslations"]}"#,
      [.icu, .interpolation, .missingTranslations]
    ),
    (#"{"modules": ["createICUModule", "icu"]}"#, [.icu]),
    (#"{"modules": []}"#, []),
  ]

  @Test(arguments: accepted)
  func acceptsKnownModules(_ text: String, _ modules: [ProjectModule]) throws {
    let fixture = try TemporaryProject([Self.json: text])
    #expect(try ProjectConfig.load(root: fixture.root).knownModules == modules)
  }
}
