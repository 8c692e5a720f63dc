/// The `--json` / `--report-json` document of a `test` run (schema version 1).
struct TestReport: Encodable, Sendable {
  struct Counts: Encodable, Sendable {
    let passed: Int
    let failed: Int
  }

  struct AssertionCounts: Encodable, Sendable {
    let passed: Int
    let failed: Int
    let bySource: [String: Int]
  }

  struct Summary: Encodable, Sendable {
    let specs: Counts
    let assertions: AssertionCounts
  }

  struct Assertion: Encodable, Sendable {
    let description: String
    /// 1-based position in the spec after matrix expansion.
    let index: Int
    /// The spec file, relative to the working directory when inside it.
    let file: String?
    /// The line of the assertion in `file`.
    let line: Int?
    let status: String
    let expected: String?
    let actual: String?
    let expectationSource: String?
    /// The overlay entry's reason when the expected text came from an overlay.
    let overlayReason: String?
    let failures: [String]
    let durationMs: Double
  }

  struct Test: Encodable, Sendable {
    let key: String
    /// The spec's set in a run of every set (D23); absent otherwise.
    let set: String?
    let assertions: [Assertion]
  }

  struct StaleOverlay: Encodable, Sendable {
    let test: String
    let assertion: String
    let position: String
  }

  let schemaVersion = 1
  let builder: String
  let project: String
  /// The default target; nil when the project has none (locale specs build without one).
  let target: String?
  let modules: [String]
  let summary: Summary
  /// The overlay file used, nil when none was found or `--noOverlays`.
  let overlayFile: String?
  let staleOverlays: [StaleOverlay]
  /// Overlay reasons this run used, with how many assertions each decided.
  let overlayReasons: [OverlayUsage.Reason]
  let tests: [Test]
}
