/// What a conformance run prints and how it exits.
struct ConformanceRunResult: Sendable, Equatable {
  /// The report: one line per vector and a summary, or the JSON document.
  var stdout: String
  /// Problems that prevented a run (unreadable fixture, unknown section).
  var stderr: String
  /// 0 when every vector passed, 1 when one failed, 64 for an unknown section, 65 for an
  /// unreadable or invalid fixture.
  var exitCode: Int32
}

/// Runs the conformance vectors for the `conformance` command.
enum ConformanceRunner {
  /// One vector's result.
  struct Entry: Sendable, Equatable {
    var section: String
    var id: String
    var outcome: ConformanceOutcome
  }

  /// Loads the fixture, runs the vectors of `section` (all for nil) one after another and
  /// renders the report as text or, with `json`, as one JSON document.
  static func run(fixturePath: String, section: String? = nil, json: Bool = false) async
    -> ConformanceRunResult
  {
    let suite: ConformanceSuite
    do {
      suite = try ConformanceSuite.load(fixturePath: fixturePath)
    } catch {
      return ConformanceRunResult(stdout: "", stderr: error.description + "\n", exitCode: 65)
    }
    let selected = suite.vectors(inSection: section)
    guard !selected.isEmpty else {
      let known = suite.sections.joined(separator: ", ")
      let message = "no conformance section \(section ?? "") (sections: \(known))\n"
      return ConformanceRunResult(stdout: "", stderr: message, exitCode: 64)
    }
    var entries: [Entry] = []
    for vector in selected {
      entries.append(Entry(section: vector.section, id: vector.id, outcome: await outcome(vector)))
    }
    let failed = entries.contains { !$0.outcome.isPassed }
    let stdout =
      json
      ? renderJSON(entries, fixtureVersion: suite.fixtureVersion) : renderText(entries)
    return ConformanceRunResult(stdout: stdout, stderr: "", exitCode: failed ? 1 : 0)
  }

  /// Runs a vector; a failure names the features this build lacks, if any.
  private static func outcome(_ vector: ConformanceVector) async -> ConformanceOutcome {
    let outcome = await vector.run()
    let missing = vector.unavailableRequirements
    guard case .failed(let message) = outcome, !missing.isEmpty else { return outcome }
    return .failed(message + " [" + missing.map(\.pendingReason).joined(separator: "; ") + "]")
  }

  /// `✓ section/id` or `x section/id: message` per vector, then the summary line.
  static func renderText(_ entries: [Entry]) -> String {
    var lines = entries.map { entry in
      switch entry.outcome {
      case .passed: return "✓ \(entry.section)/\(entry.id)"
      case .failed(let message): return "x \(entry.section)/\(entry.id): \(message)"
      }
    }
    let passed = entries.filter(\.outcome.isPassed).count
    lines.append("Vectors: \(passed) passed, \(entries.count - passed) failed")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"fixtureVersion":5,"vectors":[…],"summary":{"passed":N,"failed":M}}`.
  static func renderJSON(_ entries: [Entry], fixtureVersion: Int) -> String {
    let vectors = entries.map { entry in
      let status = entry.outcome.isPassed ? "passed" : "failed"
      let message = entry.outcome.message.map(JSONText.string) ?? "null"
      return "{\"section\":\(JSONText.string(entry.section)),\"id\":\(JSONText.string(entry.id)),"
        + "\"status\":\"\(status)\",\"message\":\(message)}"
    }
    let passed = entries.filter(\.outcome.isPassed).count
    let summary = "{\"passed\":\(passed),\"failed\":\(entries.count - passed)}"
    return "{\"fixtureVersion\":\(fixtureVersion),\"vectors\":[" + vectors.joined(separator: ",")
      + "],\"summary\":\(summary)}\n"
  }
}

/// Minimal JSON string literal encoding for hand-ordered output.
enum JSONText {
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
