import Foundation
import Testing

/// `benchmark` reports the value cycle, allocations per call (under the preloaded counter) and
/// the threaded benchmark, in text and JSON; nothing here asserts on time.
@Suite struct BenchmarkFiguresEndToEndTests {
  static let plural = [
    "benchmark", "--projectDirectoryPath=projects/example", "--builder=native",
    "--locale=en-US", "--message=bench.plural",
    #"--valueCycle=[{"count":0},{"count":1},{"count":5}]"#, "-n", "12",
  ]

  /// `bench.simple` ("Welcome back, {name}") with the value cycle `cycle`.
  static func simple(_ cycle: String) -> [String] {
    [
      "benchmark", "--projectDirectoryPath=projects/example", "--builder=native",
      "--locale=en-US", "--message=bench.simple", "--valueCycle=\(cycle)", "-n", "12",
    ]
  }

  struct Figures: Decodable {
    struct Threaded: Decodable {
      let threads: Int
      let roundMs: Int
      let checkedCalls: Int
      let mismatches: Int
      let firstMismatch: String?
    }
    let lastResult: String
    let cycleLength: Int
    let cycleResults: [String]
    let allocationsPerCall: Double?
    let floorAllocationsPerCall: Double?
    let resultFloorNsPerOp: Double
    let resultFloorAllocationsPerCall: Double?
    let loopNsPerOp: Double
    let threaded: Threaded?
  }

  static func figures(_ arguments: [String], environment: [String: String] = [:]) throws
    -> Figures
  {
    let result = try BinaryRunner.run(arguments + ["--json"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try JSONDecoder().decode(Figures.self, from: Data(result.stdout.utf8))
  }

  @Test func jsonHasTheCycleResultsAndTheThreadedFigures() throws {
    let figures = try Self.figures(Self.plural + ["--threads=3", "--threadRoundMs=10"])
    #expect(figures.cycleLength == 3)
    #expect(figures.cycleResults == ["No items", "1 item", "5 items"])
    #expect(figures.lastResult == "5 items")
    #expect(figures.allocationsPerCall == nil)
    #expect(figures.floorAllocationsPerCall == nil)
    #expect(figures.resultFloorNsPerOp > 0)
    #expect(figures.resultFloorAllocationsPerCall == nil)
    #expect(figures.loopNsPerOp >= 0)
    #expect(figures.threaded?.threads == 3)
    #expect(figures.threaded?.roundMs == 10)
    #expect((figures.threaded?.checkedCalls ?? 0) >= 6 * 3 * 7)
    #expect(figures.threaded?.mismatches == 0)
    #expect(figures.threaded?.firstMismatch == nil)
  }

  @Test func textNamesTheCycleTheMissingCounterAndTheThreads() throws {
    let result = try BinaryRunner.run(Self.plural + ["--threads=2", "--threadRoundMs=10"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "iterations: 12 × 7 batches, values: a cycle of 3 (call i uses element i % 3)")
    #expect(lines.contains("cycle results: \"No items\", \"1 item\", \"5 items\""))
    #expect(
      lines.contains(
        "allocations per call: not counted (needs the LD_PRELOAD counter of"
          + " Benchmarks/alloc_counter.c, as make bench runs it)"))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "result floor (making and dropping each result as a fresh String, no lookup): ")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("threads: 1 thread ") && $0.hasSuffix(" calls checked, 0 mismatches)")
      })
  }

  #if !MESSAGEVISOR_TSAN
    // ThreadSanitizer replaces malloc itself; the counter is not preloaded into its builds.
    /// The dictionary floor allocates nothing; the result floor allocates once per call exactly
    /// when a result is longer than a small string's 15 UTF-8 bytes.
    @Test(arguments: [
      (plural, 0.0),
      (simple(#"[{"name":"Margaret"},{"name":"Barbara"}]"#), 1.0),
      // "Welcome back, Q" is 15 bytes (a small string), "Welcome back, Al" 16.
      (simple(#"[{"name":"Q"},{"name":"Al"}]"#), 0.5),
    ])
    func thePreloadedCounterCountsAllocations(arguments: [String], resultFloor: Double) throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("alloc-counter-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let library = folder.appendingPathComponent("alloc_counter.so").path
      let source = BinaryRunner.packageRoot.appendingPathComponent("Benchmarks/alloc_counter.c")
      let compile = try BinaryRunner.run(
        ["-O2", "-shared", "-fPIC", source.path, "-o", library], executable: "/usr/bin/gcc")
      #expect(compile.status == 0, "\(compile.stderr)")
      let figures = try Self.figures(arguments, environment: ["LD_PRELOAD": library])
      #expect(figures.floorAllocationsPerCall == 0)
      #expect(figures.resultFloorAllocationsPerCall == resultFloor)
      #expect((figures.allocationsPerCall ?? -1) >= 0)
    }
  #endif

  @Test func aKeyTheDatafileLacksIsBadData() throws {
    let result = try BinaryRunner.run([
      "benchmark", "--projectDirectoryPath=projects/example", "--builder=native",
      "--locale=en-US", "--message=no.such", "-n", "2",
    ])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: the datafile of locale en-US (target swift) has no message 'no.such'\n")
  }

  @Test(arguments: [
    (
      ["--rawMessage=Hi", "--threads=2"],
      "error: --threads needs --message (the threaded benchmark translates a key)\n"
    ),
    (
      ["--message=bench.plain", "--valueCycle=[]"],
      "error: option '--valueCycle' needs a JSON array of objects: '[]' is not a nonempty array\n"
    ),
    (["--message=bench.plain", "--threads=0"], nil),
    (
      ["--message=bench.plain", "--threads=99999999999"],
      "error: --threads takes at most 1024 threads, not 99999999999\n"
    ),
    (["--message=bench.plain", "--threads=1025"], "error: --threads takes at most 1024 threads"),
  ])
  func badThreadedOptionsAreUsageErrors(arguments: [String], message: String?) throws {
    let result = try BinaryRunner.run(
      ["benchmark", "--projectDirectoryPath=projects/example", "--locale=en-US", "-n", "2"]
        + arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    if let message {
      #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }
  }
}
