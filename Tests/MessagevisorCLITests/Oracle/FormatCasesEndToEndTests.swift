import Foundation
import Messagevisor
import Testing

/// One malformed cases file and what its error must name.
struct BadCasesExample: Sendable, CustomTestStringConvertible {
  let label: String
  let json: String
  let culprit: String
  var testDescription: String { label }
}

/// `format-cases` run as a binary: results JSON, bad data (65) and bad usage (64).
@Suite struct FormatCasesEndToEndTests {
  struct Report: Decodable {
    struct Runtime: Decodable {
      let engine: String
      let formattingEngine: String
    }
    struct Result: Decodable {
      let id: String
      let output: String?
      let error: String?
      let calendar: String?
    }
    let runtime: Runtime
    let results: [Result]
  }

  static let tinyCases = """
    {"generator": 1, "cases": [
      {"id": "n", "family": "number", "locale": "en-US", "options": {}, "value": "1234.5"},
      {"id": "c", "family": "number", "locale": "de-DE",
       "options": {"style": "currency", "currency": "EUR"}, "value": "-0"},
      {"id": "d", "family": "date", "locale": "en-GB", "kind": "date",
       "options": {"timeZone": "UTC", "dateStyle": "long"}, "at": "2026-03-29T00:30:00.000Z"},
      {"id": "z", "family": "date", "locale": "en-GB",
       "options": {"timeZone": "Mars/Olympus"}, "at": "2026-03-29T00:30:00Z"},
      {"id": "l", "family": "list", "locale": "en-US", "values": []},
      {"id": "p", "family": "plural", "locale": "en", "options": {"type": "ordinal"},
       "value": "22"}
    ]}
    """

  @Test func formatsEveryCaseInOrderThroughTheSDK() throws {
    let folder = try Self.folder(writing: Self.tinyCases)
    let result = try BinaryRunner.run(["format-cases", "--cases=cases.json"], directory: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "format-cases: 6 cases, 1 threw\n")
    let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
    #expect(report.runtime.engine == "swift")
    #expect(report.results.map(\.id) == ["n", "c", "d", "z", "l", "p"])
    let outputs = report.results.map(\.output)
    #expect(outputs[0] == (try Self.sdkNumber(1234.5, [:], locale: "en-US")))
    let euro: FormatOptions = ["style": "currency", "currency": "EUR"]
    #expect(outputs[1] == (try Self.sdkNumber(-0.0, euro, locale: "de-DE")))
    #expect(outputs[2] == (try Self.sdkLongDate()))
    #expect(report.results[3].output == nil)
    #expect(report.results[3].error?.contains("Mars/Olympus") == true)
    #expect(outputs[4] == "")
    #expect(outputs[5] == "two")
  }

  @Test func writesTheOutputFile() throws {
    let folder = try Self.folder(writing: Self.tinyCases)
    let result = try BinaryRunner.run(
      ["format-cases", "--cases", "cases.json", "--output=out/results.json"], directory: folder)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    let data = try Data(contentsOf: folder.appendingPathComponent("out/results.json"))
    let report = try JSONDecoder().decode(Report.self, from: data)
    #expect(report.results.count == 6)
  }

  /// Dates and ranges report the calendar they were formatted in: the option's, else the
  /// locale's default (D22); other families report none.
  @Test func datesReportTheirCalendar() throws {
    let cases = """
      {"generator": 1, "cases": [
        {"id": "th", "family": "date", "locale": "th-TH", "kind": "date",
         "options": {"timeZone": "UTC"}, "at": "2026-03-29T00:30:00.000Z"},
        {"id": "gb", "family": "date", "locale": "en-GB", "kind": "time",
         "options": {"timeZone": "UTC"}, "at": "2026-03-29T00:30:00.000Z"},
        {"id": "ja", "family": "date", "locale": "th-TH", "kind": "date",
         "options": {"timeZone": "UTC", "calendar": "japanese"}, "at": "2026-03-29T00:30:00Z"},
        {"id": "fa", "family": "dateTimeRange", "locale": "fa-IR", "options": {},
         "start": "2026-03-29T00:30:00Z", "end": "2026-04-29T00:30:00Z"},
        {"id": "n", "family": "number", "locale": "th-TH", "options": {}, "value": "1"}
      ]}
      """
    let folder = try Self.folder(writing: cases)
    let result = try BinaryRunner.run(["format-cases", "--cases=cases.json"], directory: folder)
    #expect(result.status == 0)
    let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
    #expect(report.results.map(\.calendar) == ["buddhist", "gregory", "japanese", "persian", nil])
  }

  static let badExamples: [BadCasesExample] = [
    BadCasesExample(
      label: "missing value",
      json: #"{"cases": [\#(good), {"id": "b", "family": "number", "locale": "en"}]}"#,
      culprit: #"cases.json: case 1 (id "b"), key "value": missing"#),
    BadCasesExample(
      label: "unknown family",
      json: #"{"cases": [{"id": "f", "family": "money", "locale": "en", "value": "1"}]}"#,
      culprit: #"case 0 (id "f"), key "family": unknown family "money""#),
    BadCasesExample(
      label: "instant without offset",
      json:
        #"{"cases": [{"id": "t", "family": "date", "locale": "en", "at": "2026-01-01T00:00"}]}"#,
      culprit: #"case 0 (id "t"), key "at": expected an ISO instant"#),
    BadCasesExample(
      label: "options not an object",
      json:
        #"{"cases": [{"id": "o", "family": "list", "locale": "en", "options": [1],"#
        + #" "values": []}]}"#,
      culprit: #"case 0 (id "o"), key "options": expected an object"#),
    BadCasesExample(
      label: "number not decimal",
      json:
        #"{"cases": [\#(good), \#(good), {"id": "x", "family": "plural", "locale": "en", "#
        + #""value": "many"}]}"#,
      culprit: #"case 2 (id "x"), key "value": expected a decimal string or a number"#),
    BadCasesExample(
      label: "case not an object",
      json: #"{"cases": [\#(good), 7]}"#,
      culprit: "case 1: expected an object"),
    BadCasesExample(
      label: "not a cases file",
      json: #"[{"id": "n"}]"#,
      culprit: #"cases.json: not a cases file (an object with a "cases" array)"#),
    BadCasesExample(
      label: "invalid JSON",
      json: #"{"cases": [}"#,
      culprit: "cases.json: not a cases file"),
  ]

  static let good = #"{"id": "g", "family": "number", "locale": "en", "value": "1"}"#

  @Test(arguments: badExamples)
  func badCasesExit65NamingTheCase(_ example: BadCasesExample) throws {
    let folder = try Self.folder(writing: example.json)
    let result = try BinaryRunner.run(["format-cases", "--cases=cases.json"], directory: folder)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains(example.culprit), "\(result.stderr)")
  }

  @Test func missingFileIsBadData() throws {
    let folder = try Self.folder(writing: "{}")
    let result = try BinaryRunner.run(["format-cases", "--cases=absent.json"], directory: folder)
    #expect(result.status == 65)
    #expect(result.stderr.contains("cannot read"))
    #expect(result.stderr.contains("absent.json"))
  }

  @Test(arguments: [
    (["format-cases"], "--cases"),
    (["format-cases", "--cases=a.json", "--bogus"], "--bogus"),
    (["format-cases", "--cases"], "--cases"),
    (["format-cases", "--cases=a.json", "stray"], "stray"),
  ])
  func badUsageExits64(arguments: [String], culprit: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains(culprit))
  }

  private static func sdkNumber(_ value: Double, _ options: FormatOptions, locale: String)
    throws -> String
  {
    let context = FormattingContext(locale: locale, timeZone: "UTC")
    return try MessagevisorFormatting.formatNumber(value, options: options, context: context)
  }

  private static func sdkLongDate() throws -> String {
    let context = FormattingContext(locale: "en-GB", timeZone: "UTC")
    let date = try #require(PortableISODate.parse("2026-03-29T00:30:00.000Z"))
    let options: FormatOptions = ["timeZone": "UTC", "dateStyle": "long"]
    return try MessagevisorFormatting.formatDate(
      date, options: options, kind: .date, context: context)
  }

  private static func folder(writing cases: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("format-cases-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(cases.utf8).write(to: folder.appendingPathComponent("cases.json"))
    return folder
  }
}
