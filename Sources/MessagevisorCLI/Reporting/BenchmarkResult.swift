import Foundation

/// The figures of one benchmark.
struct BenchmarkResult {
  let iterations: Int
  let runs: Int
  let measured: BatchMeasurement
  let floor: BatchMeasurement
  /// Making and dropping each cycle result as a fresh `String` (`ResultFloor`).
  let resultFloor: BatchMeasurement
  /// The result floor's loop with a body that makes nothing: the loop's own cost.
  let loop: BatchMeasurement
  let durationMs: Double
  let lastResult: String
  /// The result of each element of the value cycle, in order.
  let cycleResults: [String]
  let load: DatafileLoadBenchmark.Figures?
  let threaded: ThreadedBenchmark.Figures?

  var median: Double { measured.median }
  var floorNsPerOp: Double { floor.median }

  var json: String {
    let sorted = measured.samples.sorted()
    let nsPerOp =
      "{\"min\":\(round(sorted.first ?? 0)),\"median\":\(round(median)),"
      + "\"max\":\(round(sorted.last ?? 0))}"
    return "{\"iterations\":\(iterations),\"runs\":\(runs),\"nsPerOp\":\(nsPerOp),"
      + "\"floorNsPerOp\":\(round(floorNsPerOp)),\"durationMs\":\(round(durationMs)),"
      + "\"averageMicros\":\(round(median / 1000)),\"lastResult\":\(ReportJSON.encode(lastResult))"
      + ",\"allocationsPerCall\":\(jsonNumber(measured.allocationsPerCall))"
      + ",\"floorAllocationsPerCall\":\(jsonNumber(floor.allocationsPerCall))"
      + ",\"resultFloorNsPerOp\":\(round(resultFloor.median))"
      + ",\"resultFloorAllocationsPerCall\":\(jsonNumber(resultFloor.allocationsPerCall))"
      + ",\"loopNsPerOp\":\(round(loop.median))"
      + ",\"cycleLength\":\(cycleResults.count),\"cycleResults\":\(ReportJSON.encode(cycleResults))"
      + (load.map { ",\"load\":" + ReportJSON.encode($0) } ?? "")
      + (threaded.map { ",\"threaded\":" + ReportJSON.encode($0) } ?? "") + "}"
  }

  var text: String {
    let sorted = measured.samples.sorted()
    let ratio = floorNsPerOp > 0 ? median / floorNsPerOp : 0
    var lines = [
      "iterations: \(iterations) × \(runs) batches, values: a cycle of \(cycleResults.count)"
        + " (call i uses element i % \(cycleResults.count))",
      "ns/op: min \(round(sorted.first ?? 0)), median \(round(median)), max "
        + "\(round(sorted.last ?? 0))",
      "floor (raw dictionary lookup): \(round(floorNsPerOp)) ns/op, ratio \(round(ratio))",
      "result floor (making and dropping each result as a fresh String, no lookup):"
        + " \(round(resultFloor.median)) ns/op, of which the loop itself \(round(loop.median))",
      allocationLine,
      "last result: \(lastResult)",
    ]
    if cycleResults.count > 1 {
      lines.append("cycle results: " + cycleResults.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    if let load {
      lines.append(
        "datafile load: \(load.jsonBytes) bytes of JSON, setDatafile "
          + "\(round(load.setDatafileMs)) ms,"
          + " resident +\(load.residentBytes) bytes")
    }
    if let threaded {
      lines.append(Self.threadedLine(threaded))
    }
    return lines.joined(separator: "\n")
  }

  private var allocationLine: String {
    guard let ours = measured.allocationsPerCall else {
      return "allocations per call: not counted (needs the LD_PRELOAD counter of"
        + " Benchmarks/alloc_counter.c, as make bench runs it)"
    }
    let floorCount = floor.allocationsPerCall.map { "\(round($0))" } ?? "-"
    let resultCount = resultFloor.allocationsPerCall.map { "\(round($0))" } ?? "-"
    return "allocations per call: \(round(ours)) (floor \(floorCount), result floor \(resultCount))"
  }

  private static func threadedLine(_ figures: ThreadedBenchmark.Figures) -> String {
    let speedup = (figures.speedup * 100).rounded() / 100
    return "threads: 1 thread \(rate(figures.singleThreadCallsPerSecond)) calls/s,"
      + " \(figures.threads) threads \(rate(figures.threadedCallsPerSecond)) calls/s, ratio "
      + "\(speedup);"
      + " \(figures.threads) threads without the writer"
      + " \(rate(figures.threadedWithoutWriterCallsPerSecond)) calls/s (medians of"
      + " \(figures.rounds) rounds of \(figures.roundMs) ms, root and children; writer"
      + " \(figures.writerUpdates) setContext/setDatafile updates,"
      + " \(rate(figures.writerUpdatesPerSecond))/s; \(figures.checkedCalls) calls checked,"
      + " \(figures.mismatches) mismatches)"
  }

  private static func rate(_ value: Double) -> Int {
    Int(value.rounded())
  }

  private func jsonNumber(_ value: Double?) -> String {
    value.map { "\(round($0))" } ?? "null"
  }

  private func round(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}
