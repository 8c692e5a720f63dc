import Foundation

/// Prints example results.
struct ExampleReporter {
  let console: Console
  let onlyFailures: Bool

  private struct Entry: Encodable {
    let id: String
    /// The example's set in a run of every set (D23); absent otherwise.
    let set: String?
    let description: String?
    let status: ExampleResult.Status
    let rendered: String?
    let expected: String?
    let note: String?
  }

  private struct Document: Encodable {
    let examples: [Entry]
    let summary: [String: Int]
  }

  func report(_ results: [ExampleResult], json: Bool) {
    let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
    let passed = counts[.passed] ?? 0
    let failed = counts[.failed] ?? 0
    let previewed = counts[.previewed] ?? 0
    if json {
      let entries = results.map {
        Entry(
          id: $0.id, set: $0.set, description: $0.example.description, status: $0.status,
          rendered: $0.rendered, expected: $0.expected, note: $0.note)
      }
      let summary = ["passed": passed, "failed": failed, "previewed": previewed]
      console.print(ReportJSON.encode(Document(examples: entries, summary: summary)))
      return
    }
    var currentSet: String?
    for result in results where !(onlyFailures && result.status != .failed) {
      if let set = result.set, set != currentSet {
        console.print("Set: \(set)")
        currentSet = set
      }
      printResult(result)
    }
    console.print("Examples: \(passed) passed, \(failed) failed, \(previewed) previewed")
  }

  private func printResult(_ result: ExampleResult) {
    let title = result.id + (result.example.description.map { " (\($0))" } ?? "")
    switch result.status {
    case .passed:
      console.print("  ✓ " + title)
    case .previewed:
      console.print("  • " + title + ": " + TextComparison.visible(result.rendered ?? ""))
    case .failed:
      console.print("  x " + title)
      if let note = result.note { console.print("      " + note) }
      if let expected = result.expected, let rendered = result.rendered {
        console.print("      expected: " + TextComparison.visible(expected))
        console.print("      actual:   " + TextComparison.visible(rendered))
      }
    }
  }
}
