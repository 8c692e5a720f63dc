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

  @Test(arguments: [
    ("createICUModule", ProjectModule.icu), ("icu", .icu),
    ("createInterpolationModule", .interpolation),
    ("createMissingTranslationsModule", .missingTranslations),
  ])
  func mapsModuleNames(name: String, module: ProjectModule) {
    #expect(ProjectModule(configName: name) == module)
  }
}
