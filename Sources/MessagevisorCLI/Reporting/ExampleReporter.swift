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
    var marks: Set<TranslatorText.Mark> = []
    var currentSet: String?
    for result in results where !(onlyFailures && result.status != .failed) {
      if let set = result.set, set != currentSet {
        console.print("Set: \(set)")
        currentSet = set
      }
      marks.formUnion(printResult(result))
    }
    console.print("Examples: \(passed) passed, \(failed) failed, \(previewed) previewed")
    guard !marks.isEmpty else { return }
    console.print("Invisible characters are shown as:")
    for mark in marks.sorted() { console.print("  " + mark.legend) }
  }

  /// What an example is, for a translator: the message (or the locale file of a locale
  /// example), the locale, which example, and its description.
  static func title(_ result: ExampleResult) -> String {
    let example = result.example
    let subject = example.message.map { "\($0)" } ?? "locale file \(example.sourceLocale ?? "")"
    var which = "example \(example.exampleIndex + 1)"
    if let matrix = example.matrixIndex { which += ", matrix row \(matrix + 1)" }
    let description = example.description.map { ": " + $0 } ?? ""
    return "\(subject) · \(example.locale) · \(which)\(description)"
  }

  /// Prints one result; returns the marks its texts used.
  private func printResult(_ result: ExampleResult) -> Set<TranslatorText.Mark> {
    let title = Self.title(result)
    switch result.status {
    case .passed:
      console.print("  ✓ " + title)
      return []
    case .previewed:
      let shown = TranslatorText.marked(result.rendered ?? "")
      console.print("  • " + title)
      console.print("      " + shown.text)
      return shown.marks
    case .failed:
      console.print("  x " + title)
      if let note = result.note { console.print("      " + note) }
      guard let expected = result.expected, let rendered = result.rendered else { return [] }
      let wanted = TranslatorText.marked(expected)
      let actual = TranslatorText.marked(rendered)
      console.print("      expected: " + wanted.text)
      console.print("      actual:   " + actual.text)
      return wanted.marks.union(actual.marks)
    }
  }
}
