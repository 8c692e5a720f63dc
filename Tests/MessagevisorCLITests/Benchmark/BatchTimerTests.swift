import Testing

@testable import MessagevisorCLI

/// The timer calls the body for the warm-up and every batch with the iteration index, and
/// reports allocations only when the counter is loaded (never in the test process).
@Suite struct BatchTimerTests {
  @Test(arguments: [(1, 1), (5, 3), (1500, 2)])
  func theBodyRunsTheWarmUpAndEveryBatch(iterations: Int, runs: Int) throws {
    var calls = 0
    var largest = -1
    let timer = BatchTimer(iterations: iterations, runs: runs, counter: nil)
    let measured = try timer.measure { index throws(CLIError) in
      calls += 1
      largest = max(largest, index)
    }
    #expect(calls == min(iterations, 1000) + iterations * runs)
    #expect(largest == iterations - 1)
    #expect(measured.samples.count == runs)
    #expect(measured.allocationsPerCall == nil)
  }

  @Test func theCounterIsAbsentWithoutThePreloadedLibrary() {
    #expect(AllocationCounter.find() == nil)
  }

  @Test func aThrowingBodyStopsTheMeasurement() {
    let timer = BatchTimer(iterations: 10, runs: 2, counter: nil)
    #expect(throws: CLIError.badData("stop")) {
      try timer.measure { index throws(CLIError) in
        if index == 3 { throw CLIError.badData("stop") }
      }
    }
  }
}
