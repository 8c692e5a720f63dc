import Foundation
import Messagevisor
import MessagevisorICU
import Testing

@testable import MessagevisorCLI

/// The threaded benchmark runs its rounds, counts every call and checks every result; it says
/// nothing about time here (speed is for `make bench`).
@Suite struct ThreadedBenchmarkTests {
  static let datafile = DatafileContent(
    locale: "en-US",
    translations: [
      "items": "{count, plural, =0 {No items} one {# item} other {# items}}",
      "plain": "Sign in",
    ])

  static func sdk() -> Messagevisor {
    createMessagevisor(
      MessagevisorOptions(datafile: datafile, logLevel: .fatal, modules: [createICUModule()]))
  }

  static func cycle(_ json: String) throws -> ValueCycle {
    ValueCycle(
      base: [:],
      cycle: try BenchmarkOptions.parse(
        ["--message=m", "--valueCycle=\(json)"], command: "benchmark"
      ).valueCycle)
  }

  @Test(arguments: [("items", 3), ("plain", 1), ("items", 1)])
  func everyCallIsCountedAndMatches(key: String, threads: Int) async throws {
    let benchmark = ThreadedBenchmark(
      sdk: Self.sdk(), key: key, options: TranslateOptions(locale: "en-US"),
      cycle: try Self.cycle(#"[{"count":0},{"count":1},{"count":7}]"#), threads: threads,
      roundMs: 5)
    let figures = try await BlockingWork.run { () throws(CLIError) in try benchmark.run() }
    #expect(figures.threads == threads)
    #expect(figures.roundMs == 5)
    #expect(figures.rounds == ThreadedBenchmark.rounds)
    // Every thread finishes at least one chunk (two cycles of three) in each of the rounds.
    #expect(figures.checkedCalls >= 6 * ThreadedBenchmark.rounds * (1 + 2 * threads))
    #expect(figures.mismatches == 0, "\(figures.firstMismatch ?? "")")
    #expect(figures.firstMismatch == nil)
    #expect(figures.singleThreadCallsPerSecond > 0)
    #expect(figures.threadedCallsPerSecond > 0)
    #expect(figures.threadedWithoutWriterCallsPerSecond > 0)
  }

  @Test func aWorkerReportsResultsThatDifferFromTheExpectedOnes() async throws {
    let sdk = Self.sdk()
    let child = sdk.spawn()
    let job = ThreadedBenchmark.Job(
      key: "items", options: TranslateOptions(locale: "en-US"),
      cycle: try Self.cycle(#"[{"count":0},{"count":2}]"#),
      expected: (
        root: [.text("No items"), .text("2 items")], child: [.text("none"), .text("2 items")]
      ))
    let stop = StopFlag()
    stop.raise()
    let tally = TranslationWorker(root: sdk, child: child, job: job, thread: 5).run(until: stop)
    try await child.close()
    // One chunk: elements 0 and 1 on the root, then 0 (call 2) and 1 on the child.
    #expect(tally.calls == 4)
    #expect(tally.mismatches == 1)
    #expect(
      tally.firstMismatch
        == "thread 5, call 2 on the child: expected \"none\", got \"No items\"")
  }

  @Test func aMissingDatafileIsBadData() async throws {
    let benchmark = ThreadedBenchmark(
      sdk: createMessagevisor(MessagevisorOptions(logLevel: .fatal)), key: "plain",
      options: TranslateOptions(locale: "en-US"), cycle: try Self.cycle("[{}]"), threads: 2,
      roundMs: 1)
    await #expect(throws: CLIError.self) {
      try await BlockingWork.run { () throws(CLIError) in try benchmark.run() }
    }
  }
}
