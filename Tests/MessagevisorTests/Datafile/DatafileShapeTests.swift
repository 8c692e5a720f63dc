import Foundation
import Messagevisor
import Testing

struct ShapeCase: Sendable, CustomTestStringConvertible {
  let name: String
  let json: String
  let valid: Bool
  var testDescription: String { name }
}

@Suite struct DatafileShapeTests {
  static func datafile(_ extra: String = "", translations: String = "{}") -> String {
    """
    {"schemaVersion":"1","messagevisorVersion":"","revision":"1","target":"web","locale":"en",
    "segments":{},"messages":{},"translations":\(translations)\(extra)}
    """
  }

  static let cases: [ShapeCase] = [
    ShapeCase(name: "minimal", json: datafile(), valid: true),
    ShapeCase(
      name: "braces and quotes inside strings",
      json: datafile(translations: #"{"a":"} ] { [ \" \\","b{":"x"}"#), valid: true),
    ShapeCase(name: "BOM", json: "\u{FEFF}" + datafile(), valid: true),
    ShapeCase(
      name: "escaped key", json: datafile(#","\u0064irection":"rtl""#), valid: true),
    ShapeCase(name: "direction ltr", json: datafile(#","direction":"ltr""#), valid: true),
    ShapeCase(name: "direction null", json: datafile(#","direction":null"#), valid: false),
    ShapeCase(name: "formats null", json: datafile(#","formats":null"#), valid: false),
    ShapeCase(name: "formats array", json: datafile(#","formats":[]"#), valid: false),
    ShapeCase(name: "translations string", json: datafile(translations: #""x""#), valid: false),
    ShapeCase(name: "unterminated", json: String(datafile().dropLast()), valid: false),
    ShapeCase(name: "trailing garbage", json: datafile() + "x", valid: false),
    ShapeCase(name: "top-level array", json: "[]", valid: false),
    ShapeCase(name: "empty", json: "", valid: false),
    ShapeCase(
      name: "schema as number",
      json: datafile().replacingOccurrences(
        of: #""schemaVersion":"1""#, with: #""schemaVersion":1"#), valid: false),
  ]

  @Test(arguments: cases)
  func validates(_ example: ShapeCase) {
    let parsed = try? DatafileContent.fromJSON(example.json)
    #expect((parsed != nil) == example.valid)
  }

  @Test func stringsWithBracesKeepTheirText() throws {
    let parsed = try DatafileContent.fromJSON(
      Self.datafile(translations: #"{"a":"} ] { [ \" \\"}"#))
    #expect(parsed.translations["a"] == #"} ] { [ " \"#)
  }

  @Test func storedDatafileRoundTripsThroughTheLookupTable() throws {
    let original = DatafileContent(
      locale: "en",
      messages: ["b": DatafileMessage(deprecated: true), "only": DatafileMessage(meta: ["m": 1])],
      translations: ["a": "A", "b": "B", "empty": ""])
    let sdk = createMessagevisor(MessagevisorOptions(datafile: original, logLevel: .fatal))
    #expect(try sdk.getDatafile() == original)
    #expect(try sdk.translate("empty") == "")
  }
}

@Suite struct InvalidInitialDatafileTests {
  @Test func constructorLocaleServesDefaultsWhenTheInitialDatafileIsInvalid() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafileJSON: "{not json",
        locale: "en",
        defaultTranslations: ["en": ["hello": "Hello"]],
        logLevel: .fatal))
    #expect(sdk.getLocale() == "en")
    #expect(try sdk.translate("hello") == "Hello")
  }

  @Test func validInitialDatafileLocaleWins() {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(locale: "nl"), locale: "en", logLevel: .fatal))
    #expect(sdk.getLocale() == "nl")
  }
}
