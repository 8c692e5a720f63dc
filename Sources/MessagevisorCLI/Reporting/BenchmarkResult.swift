import Foundation

/// The figures of one benchmark.
struct BenchmarkResult {
  let iterations: Int
  let runs: Int
  let samples: [Double]
  let floorNsPerOp: Double
  let durationMs: Double
  let lastResult: String
  let load: DatafileLoadBenchmark.Figures?

  var median: Double { BenchmarkRunner.median(samples) }

  var json: String {
    let sorted = samples.sorted()
    let nsPerOp =
      "{\"min\":\(round(sorted.first ?? 0)),\"median\":\(round(median)),\"max\":\(round(sorted.last ?? 0))}"
    return "{\"iterations\":\(iterations),\"runs\":\(runs),\"nsPerOp\":\(nsPerOp),"
      + "\"floorNsPerOp\":\(round(floorNsPerOp)),\"durationMs\":\(round(durationMs)),"
      + "\"averageMicros\":\(round(median / 1000)),\"lastResult\":\(ReportJSON.encode(lastResult))"
      + (load.map { ",\"load\":" + ReportJSON.encode($0) } ?? "") + "}"
  }

  var text: String {
    let sorted = samples.sorted()
    let ratio = floorNsPerOp > 0 ? median / floorNsPerOp : 0
    var lines = [
      "iterations: \(iterations) × \(runs) batches",
      "ns/op: min \(round(sorted.first ?? 0)), median \(round(median)), max \(round(sorted.last ?? 0))",
      "floor (raw dictionary lookup): \(round(floorNsPerOp)) ns/op, ratio \(round(ratio))",
      "last result: \(lastResult)",
    ]
    if let load {
      lines.append(
        "datafile load: \(load.jsonBytes) bytes of JSON, setDatafile \(round(load.setDatafileMs)) ms,"
          + " resident +\(load.residentBytes) bytes")
    }
    return lines.joined(separator: "\n")
  }

  private func round(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}
