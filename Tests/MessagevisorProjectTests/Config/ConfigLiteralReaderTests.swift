import Testing

@testable import MessagevisorProject

struct ConfigLiteralReaderTests {
  @Test func readsProjectOneStyleConfig() throws {
    let source = """
      const { createICUModule } = require("@messagevisor/module-icu");

      module.exports = {
        sourceLocale: "en",
        modules: [createICUModule(), mods.createInterpolationModule({ strict: true })],
        // icuSkeleton: true,
        /* namespaceCharacter: "_", */
        'parser': `yml`,
        sets: false,
        revisionFileName: "REV\\u0049SION",
        datafilesDirectoryPath: undefined,
      };
      """
    var reader = ConfigLiteralReader(source: source, file: "messagevisor.config.js")
    let node = try reader.read()
    #expect(
      JSONWriter.compact(JSONValue(node))
        == #"{"sourceLocale":"en","modules":["createICUModule","createInterpolationModule"],"#
        + #""parser":"yml","sets":false,"revisionFileName":"REVISION"}"#)
  }

  static let rejected: [(String, String)] = [
    ("module.exports = { ...base };", "spread element"),
    ("module.exports = { parser: customParser };", "computed value \"customParser\""),
    ("module.exports = { sourceLocale: `${x}` };", "template literal with ${}"),
    ("const x = 1;", "no module.exports assignment found"),
    (
      "module.exports = { a: 1 }; module.exports.b = 2;",
      "unexpected code after the exported object"
    ),
    ("module.exports = { [key]: 1 };", "computed key"),
  ]

  @Test(arguments: rejected)
  func rejectsNonStaticConfigs(source: String, reason: String) {
    var reader = ConfigLiteralReader(source: source, file: "messagevisor.config.js")
    do {
      _ = try reader.read()
      Issue.record("expected an error")
    } catch {
      guard case .configNotStatic(_, let actual) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(actual == reason)
    }
  }

  @Test func reportsPositionOfTheProblem() {
    var reader = ConfigLiteralReader(
      source: "module.exports = {\n  a: 1,\n  b: compute(),\n};", file: "messagevisor.config.js")
    do {
      _ = try reader.read()
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description.hasPrefix("messagevisor.config.js:3:6: config not statically readable"))
    }
  }

  /// Hostile nesting: past 256 open arrays/objects the reader stops with a positioned error
  /// instead of recursing until the stack runs out (2,000 levels crashed it).
  struct Nesting: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    /// The column of the collection that passes the limit, nil when the source is accepted.
    let failingColumn: Int?
    var testDescription: String { name }
  }

  static let prefix = "module.exports = "

  static let nesting: [Nesting] = [
    Nesting(
      name: "2,000 arrays", source: prefix + String(repeating: "[", count: 2_000),
      failingColumn: prefix.count + 257),
    Nesting(
      name: "100,000 arrays", source: prefix + String(repeating: "[", count: 100_000),
      failingColumn: prefix.count + 257),
    Nesting(
      name: "2,000 objects", source: prefix + String(repeating: "{a:", count: 2_000),
      failingColumn: prefix.count + 3 * 256 + 1),
    Nesting(
      name: "arrays in module call arguments",
      source: prefix + "{ modules: [createICUModule(" + String(repeating: "[", count: 2_000),
      failingColumn: prefix.count + 28 + 255),
    Nesting(
      name: "256 levels are accepted",
      source: prefix + "{ x: " + String(repeating: "[", count: 255)
        + String(repeating: "]", count: 255) + " }",
      failingColumn: nil),
  ]

  @Test(arguments: nesting)
  func deepNestingIsRefusedWithItsPosition(_ example: Nesting) {
    var reader = ConfigLiteralReader(source: example.source, file: "messagevisor.config.js")
    do {
      _ = try reader.read()
      #expect(example.failingColumn == nil, "expected an error")
    } catch {
      let column = example.failingColumn ?? 0
      let position = SourcePosition(
        file: "messagevisor.config.js", line: 1, column: column, offset: column - 1)
      #expect(error == .configNestingTooDeep(position, limit: 256))
      #expect(
        error.description
          == "messagevisor.config.js:1:\(column): arrays and objects nested deeper than 256 levels"
      )
    }
  }

  @Test(arguments: [
    ("createICUModule", ProjectModule.icu), ("icu", .icu),
    ("createInterpolationModule", .interpolation),
    ("createMissingTranslationsModule", .missingTranslations),
  ])
  func mapsModuleNames(name: String, module: ProjectModule) {
    #expect(ProjectModule(configName: name) == module)
  }
}
