import Foundation

/// Times a loop body in batches and counts the allocations of the timed calls.
///
/// After a warm-up of `min(iterations, 1000)` calls, `runs` batches of `iterations` calls are
/// timed; the clock is read once per batch, never per call. When the allocation counter is
/// loaded (`AllocationCounter`), it is read on this thread right before and right after each
/// batch's loop, so the count covers exactly the timed calls and nothing else.
struct BatchTimer {
  let iterations: Int
  let runs: Int
  let counter: AllocationCounter?

  /// Runs `body` with the iteration index (0 ..< iterations, again in every batch).
  func measure(_ body: (Int) throws(CLIError) -> Void) throws(CLIError) -> BatchMeasurement {
    for index in 0..<min(iterations, 1000) { try body(index) }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    var allocations: UInt64 = 0
    for _ in 0..<runs {
      let begin = DispatchTime.now().uptimeNanoseconds
      let before = counter?.count() ?? 0
      for index in 0..<iterations { try body(index) }
      let after = counter?.count() ?? 0
      let end = DispatchTime.now().uptimeNanoseconds
      allocations += after - before
      samples.append(Double(end - begin) / Double(iterations))
    }
    let calls = Double(iterations * runs)
    return BatchMeasurement(
      samples: samples, allocationsPerCall: counter.map { _ in Double(allocations) / calls })
  }
}

/// Nanoseconds per call of each timed batch, and allocations per call when they were counted.
struct BatchMeasurement {
  let samples: [Double]
  let allocationsPerCall: Double?

  var median: Double { BenchmarkRunner.median(samples) }
}
