import Foundation
import Testing

/// The npx source and the native source give identical runs (decision D1).
@Suite struct NpxSourceEndToEndTests {
  static var upstreamPresent: Bool {
    let url = BinaryRunner.packageRoot.appendingPathComponent(
      "../shared/upstream/projects/project-1")
    return FileManager.default.fileExists(atPath: url.standardizedFileURL.path)
  }

  /// Run when upstream is present, or when it is required (then its absence fails).
  static var upstreamEnabled: Bool {
    upstreamPresent || ProcessInfo.processInfo.environment["MESSAGEVISOR_REQUIRE_UPSTREAM"] == "1"
  }

  /// The report without what legitimately differs between runs (source name, timings).
  static func normalized(_ json: String) throws -> String {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    object["builder"] = nil
    if var tests = object["tests"] as? [[String: Any]] {
      for index in tests.indices {
        let assertions = (tests[index]["assertions"] as? [[String: Any]] ?? []).map {
          var assertion = $0
          assertion["durationMs"] = nil
          return assertion
        }
        tests[index]["assertions"] = assertions
      }
      object["tests"] = tests
    }
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  @Test func sameResultsFromBothSourcesOnTheExample() throws {
    try compareSources(project: "projects/example")
  }

  @Test(
    .enabled(
      if: upstreamEnabled,
      "../shared/upstream is absent (set MESSAGEVISOR_REQUIRE_UPSTREAM=1 to fail instead)"))
  func sameResultsFromBothSourcesOnUpstreamProject1() throws {
    #expect(Self.upstreamPresent, "../shared/upstream/projects/project-1 is required but missing")
    try compareSources(project: "../shared/upstream/projects/project-1")
  }

  func compareSources(project: String) throws {
    let npx = try FakeNpx.make()
    let common = [
      "test", "--projectDirectoryPath=\(project)", "--target=swift", "--withIcuModule",
      "--normalizeSpaces", "--json",
    ]
    let native = try BinaryRunner.run(common + ["--builder=native"])
    let viaNpx = try BinaryRunner.run(common + ["--builder=npx"], environment: ["PATH": npx.path])
    #expect(native.status == viaNpx.status)
    #expect(viaNpx.stdout.contains("\"builder\":\"npx\""))
    #expect(native.stdout.contains("\"builder\":\"native\""))
    #expect(try Self.normalized(native.stdout) == Self.normalized(viaNpx.stdout))
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let body: String?
    let expected: String
    var testDescription: String { name }
  }

  static let failures: [FailureCase] = [
    FailureCase(
      name: "non-zero exit", body: "echo 'boom: broken project' >&2\nexit 3",
      expected: "exited with 3"),
    FailureCase(name: "garbage output", body: "echo 'not json'", expected: "not the expected JSON"),
  ]

  @Test(arguments: failures)
  func npxFailuresAreBadData(_ example: FailureCase) throws {
    let npx = try FakeNpx.make(body: example.body)
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=projects/example", "--builder=npx"],
      environment: ["PATH": npx.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains(example.expected))
    #expect(result.stdout.isEmpty)
  }

  /// A segment the JS CLI lists in an assertion but the project lacks fails that assertion:
  /// a missing segment evaluates to false, so `expectedToMatch: false` would pass.
  @Test func anUnknownSegmentFailsItsAssertion() throws {
    let tests =
      #"[{"key":"segments.web","segment":"web","assertions":"#
      + #"[{"segment":"nobody","expectedToMatch":false,"assertionIndex":0}]}]"#
    let segments = #"[{"key":"web","conditions":"*"}]"#
    let body =
      "case \"$*\" in\n  *--segments*) echo '\(segments)' ;;\n  *) echo '\(tests)' ;;\nesac"
    let npx = try FakeNpx.make(body: body)
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=projects/example", "--builder=npx"],
      environment: ["PATH": npx.path])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("unknown segment 'nobody'"), "\(result.stdout)")
  }

  @Test func missingNpxIsBadData() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-npx-\(UUID())")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=projects/example", "--builder=npx"],
      environment: ["PATH": empty.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("npx is not on PATH"))
  }

  @Test func largeOutputDoesNotDeadlock() throws {
    let body = """
      python3 -c 'import sys; sys.stderr.write("e" * 3000000); print("[" + ",".join(["1"] * \
      1500000) + "]")'
      """
    let npx = try FakeNpx.make(body: body)
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=projects/example", "--builder=npx"],
      environment: ["PATH": npx.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("not the expected JSON"))
  }

  @Test func hangingNpxTimesOut() throws {
    let npx = try FakeNpx.make(body: "sleep 90")
    let started = Date()
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=projects/example", "--builder=npx"],
      environment: ["PATH": npx.path, "MESSAGEVISOR_NPX_TIMEOUT": "1"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("timed out after 1 s"))
    #expect(Date().timeIntervalSince(started) < 60, "the hanging child must be killed, not awaited")
  }
}
