import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every report points at the spec file and line of each assertion; JUnit names are unique.
@Suite struct PointingEndToEndTests {
  static let example = ["--projectDirectoryPath=projects/example", "--builder=native"]
  static let projectOne = BinaryRunner.packageRoot
    .appendingPathComponent("../shared/upstream/projects/project-1").standardizedFileURL

  static func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
  }

  static let awkwardSpec = """
    message: price
    assertions:
      - description: "ratio: 50%, roughly"
        locale: en
        expectedTranslation: "12 EUR"

    """

  static func awkwardProject() throws -> URL {
    try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/price.yml": "description: Price\ntranslations:\n  en: \"12\\u00A0EUR\"\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
      "tests/messages/price.spec.yml": awkwardSpec,
    ])
  }

  @Test func theJSONReportNamesFileAndLineOfEveryAssertion() throws {
    let result = try BinaryRunner.run(["test"] + Self.example + ["--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let tests = try #require(report["tests"] as? [[String: Any]])
    let assertions = tests.flatMap { ($0["assertions"] as? [[String: Any]]) ?? [] }
    #expect(assertions.count == 375)
    for assertion in assertions {
      let file = assertion["file"] as? String ?? ""
      #expect(file.hasPrefix("projects/example/tests/") && file.hasSuffix(".spec.yml"))
      #expect((assertion["line"] as? Int ?? 0) > 1)
    }
  }

  @Test func aJSONReportLineIsTheAssertionsListItem() throws {
    let project = try Self.awkwardProject()
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--json"],
      directory: BinaryRunner.fileSystemRoot)
    #expect(result.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let test = try #require((report["tests"] as? [[String: Any]])?.first)
    let assertion = try #require((test["assertions"] as? [[String: Any]])?.first)
    #expect(assertion["file"] as? String == project.path + "/tests/messages/price.spec.yml")
    #expect(assertion["line"] as? Int == 3)
  }

  @Test(arguments: ["example", "project-1"])
  func junitNamesAreUniqueAndCarryFileAndLine(_ name: String) throws {
    let path = Self.temporaryFile("junit.xml")
    let project =
      name == "example"
      ? Self.example
      : [
        "--projectDirectoryPath=\(Self.projectOne.path)", "--builder=native", "--target=swift",
        "--withIcuModule", "--normalizeSpaces",
      ]
    let result = try BinaryRunner.run(["test"] + project + ["--quiet", "--junit=\(path.path)"])
    #expect(result.status <= 1, "\(result.stderr)")
    let document = try XMLDocument(contentsOf: path)
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.count > 300)
    let pairs = cases.map {
      ($0.attribute(forName: "classname")?.stringValue ?? "")
        + "\u{0}" + ($0.attribute(forName: "name")?.stringValue ?? "")
    }
    #expect(Set(pairs).count == pairs.count, "duplicate (classname, name) pairs")
    let suites = try document.nodes(forXPath: "//testsuite").compactMap { $0 as? XMLElement }
    for suite in suites {
      #expect(suite.attribute(forName: "errors")?.stringValue == "0")
      #expect(suite.attribute(forName: "file")?.stringValue?.hasSuffix(".spec.yml") == true)
    }
    for element in cases {
      #expect(element.attribute(forName: "file")?.stringValue?.hasSuffix(".spec.yml") == true)
      #expect(Int(element.attribute(forName: "line")?.stringValue ?? "") ?? 0 > 0)
    }
  }

  @Test func exampleDuplicatesAreToldApartByTheirInputsAndIndex() throws {
    let path = Self.temporaryFile("junit.xml")
    let result = try BinaryRunner.run(
      ["test"] + Self.example + ["--quiet", "--junit=\(path.path)", "--keyPattern=errors.generic"])
    #expect(result.status == 0, "\(result.stderr)")
    let xml = try String(contentsOf: path, encoding: .utf8)
    #expect(xml.contains("name=\"swift/en-US: errors.generic [#1]\""), "\(xml)")
    #expect(
      xml.contains(
        "name=\"swift/en-US: errors.generic [flags {&quot;status-page&quot;:true}, #2]\""))
  }

  @Test func githubAnnotationsPointAtTheLineAndEscapeProperties() throws {
    let project = try Self.awkwardProject()
    let summary = Self.temporaryFile("summary.md")
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--quiet"],
      directory: BinaryRunner.fileSystemRoot,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(result.status == 1)
    #expect(!result.stdout.contains("::"))
    let annotations = result.stderr.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 1, "\(result.stderr)")
    let file = (project.path + "/tests/messages/price.spec.yml")
      .replacingOccurrences(of: ":", with: "%3A")
    let expected =
      "::error file=\(file),line=3,title=messages.price / ratio%3A 50%25%2C roughly::"
      + "translation differs (expected from default)%0A"
    #expect(annotations.first?.hasPrefix(expected) == true, "\(result.stderr)")
    #expect(annotations.first?.contains("%0Aactual:   \"12\\u{A0}EUR\"") == true)
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(markdown.contains("Showing 1 of 1 failures:"))
    #expect(markdown.contains("price.spec.yml:3`)"))
  }
}
