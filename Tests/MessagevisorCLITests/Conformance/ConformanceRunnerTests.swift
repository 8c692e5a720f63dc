import Foundation
import Messagevisor
import Testing

@testable import MessagevisorCLI

@Suite("Conformance runner")
struct ConformanceRunnerTests {
  /// A temporary fixture file written from JSON text.
  private static func temporaryFixture(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "conformance-\(UUID().uuidString).json"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The upstream fixture as a mutable JSON object.
  private static func upstreamObject() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: UpstreamFixture.path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private static func write(_ object: [String: Any]) throws -> String {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return try temporaryFixture(String(decoding: data, as: UTF8.self))
  }

  static let invalidFixtures: [(String, String, String)] = [
    ("not JSON", "{", "not a JSON object"),
    ("an array", "[]", "not a JSON object"),
    ("no version", "{}", "fixtureVersion is absent"),
    ("version 3", "{\"fixtureVersion\": 3}", "fixtureVersion is 3, expected 5"),
    ("missing keys", "{\"fixtureVersion\": 5}", "top level keys differ: missing conditions"),
  ]

  @Test("An invalid fixture exits 65 naming the file", arguments: invalidFixtures)
  func invalidFixture(_ name: String, _ text: String, _ problem: String) async throws {
    let path = try Self.temporaryFixture(text)
    let result = await ConformanceRunner.run(fixturePath: path)
    #expect(result.exitCode == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(path), "\(result.stderr)")
    #expect(result.stderr.contains(problem), "\(name): \(result.stderr)")
  }

  @Test("An unreadable fixture exits 65 naming the file")
  func unreadableFixture() async {
    let path = NSTemporaryDirectory() + "does-not-exist-\(UUID().uuidString).json"
    let result = await ConformanceRunner.run(fixturePath: path, json: true)
    #expect(result.exitCode == 65)
    #expect(result.stderr == "cannot read \(path): No such file or directory\n")
  }

  @Test(
    "An extra top-level key is rejected",
    .enabled(if: UpstreamFixture.isPresent, UpstreamFixture.skipReason))
  func extraKey() async throws {
    var object = try Self.upstreamObject()
    object["surprise"] = true
    let result = await ConformanceRunner.run(fixturePath: try Self.write(object))
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("unexpected surprise"))
  }

  @Test(
    "Sections cover §4 with at least 81 vectors",
    .enabled(if: UpstreamFixture.isPresent, UpstreamFixture.skipReason))
  func inventory() throws {
    let suite = try ConformanceSuite.load(fixturePath: UpstreamFixture.path)
    #expect(suite.vectors.count >= 81)
    let counts = Dictionary(grouping: suite.vectors, by: \.section).mapValues(\.count)
    let expected: [String: Int] = [
      "icuSemantics": 14, "pluralSemantics": 4, "conditions": 16, "portableRegex": 16,
      "segments": 4, "translations": 7, "datafiles": 1, "modules": 3, "diagnostics": 1,
      "events": 2, "hardening.dictionaryKeys": 3, "hardening.datafileValidation": 28,
      "hardening": 5,
    ]
    #expect(counts == expected)
    let names = suite.vectors.map(\.name)
    #expect(Set(names).count == names.count, "vector names are unique")
    #expect(suite.vectors(inSection: "hardening").count == 36)
    #expect(suite.vectors(inSection: "hardening.dictionaryKeys").count == 3)
  }

  @Test(
    "Text report: one line per vector, then the summary",
    .enabled(if: UpstreamFixture.isPresent, UpstreamFixture.skipReason))
  func textReport() async {
    let result = await ConformanceRunner.run(fixturePath: UpstreamFixture.path, section: "segments")
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        ✓ segments/wildcard segment conditions match
        ✓ segments/missing segments do not match
        ✓ segments/archived segments do not match
        ✓ segments/segment not negates implicit and
        Vectors: 4 passed, 0 failed

        """)
  }

  @Test(
    "A wrong expectation fails its vector and exits 1",
    .enabled(if: UpstreamFixture.isPresent, UpstreamFixture.skipReason))
  func failingVector() async throws {
    var object = try Self.upstreamObject()
    var conditions = try #require(object["conditions"] as? [[String: Any]])
    conditions[2]["expected"] = true
    object["conditions"] = conditions
    let result = await ConformanceRunner.run(
      fixturePath: try Self.write(object), section: "conditions")
    #expect(result.exitCode == 1)
    let expectedLine =
      "x conditions/equals is type strict: evaluateCondition("
      + "{\"attribute\":\"value\",\"operator\":\"equals\",\"value\":10}): expected true, got false"
    #expect(result.stdout.contains(expectedLine + "\n"), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("Vectors: 15 passed, 1 failed\n"))
  }

  @Test(
    "JSON report shape",
    .enabled(if: UpstreamFixture.isPresent, UpstreamFixture.skipReason))
  func jsonReport() async throws {
    let json = await ConformanceRunner.run(
      fixturePath: UpstreamFixture.path, section: "segments", json: true)
    #expect(json.exitCode == 0)
    #expect(
      json.stdout.hasPrefix(
        "{\"fixtureVersion\":5,\"vectors\":[{\"section\":\"segments\","
          + "\"id\":\"wildcard segment conditions match\",\"status\":\"passed\",\"message\":null}"))
    #expect(json.stdout.hasSuffix("],\"summary\":{\"passed\":4,\"failed\":0}}\n"))
    let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect((parsed?["vectors"] as? [Any])?.count == 4)
  }

  @Test("JSON rendering escapes messages")
  func jsonEscaping() {
    let entries = [
      ConformanceRunner.Entry(section: "s", id: "a\"b", outcome: .failed("line\nbreak\\ \u{1}")),
      ConformanceRunner.Entry(section: "s", id: "ok", outcome: .passed),
    ]
    let text = ConformanceRunner.renderJSON(entries, fixtureVersion: 5)
    #expect(
      text == "{\"fixtureVersion\":5,\"vectors\":[{\"section\":\"s\",\"id\":\"a\\\"b\","
        + "\"status\":\"failed\",\"message\":\"line\\nbreak\\\\ \\u0001\"},"
        + "{\"section\":\"s\",\"id\":\"ok\",\"status\":\"passed\",\"message\":null}],"
        + "\"summary\":{\"passed\":1,\"failed\":1}}\n")
  }

  @Test(
    "An unknown section exits 64",
    .enabled(if: UpstreamFixture.isPresent, UpstreamFixture.skipReason))
  func unknownSection() async {
    let result = await ConformanceRunner.run(fixturePath: UpstreamFixture.path, section: "nope")
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("no conformance section nope"))
  }

  @Test("A vector that does not finish fails with a timeout; failures and errors are reported")
  func vectorOutcomes() async {
    let slow = ConformanceVector(section: "s", id: "slow") {
      try await Task.sleep(for: .seconds(30))
    }
    #expect(
      await slow.run(timeout: .milliseconds(50)) == .failed("did not finish within 0.05 seconds"))
    let failing = ConformanceVector(section: "s", id: "failing") {
      try Check.equal(1, 2, "one")
    }
    #expect(await failing.run() == .failed("one: expected 2, got 1"))
    let throwing = ConformanceVector(section: "s", id: "throwing") {
      throw MessagevisorError("boom")
    }
    #expect(await throwing.run() == .failed("unexpected error: MessagevisorError(boom)"))
    #expect(await ConformanceVector(section: "s", id: "ok") {}.run() == .passed)
  }
}
