import Foundation

/// GitHub Actions output: `::error` annotations and a Markdown step summary.
///
/// Workflow commands go to standard error, so `--json` standard output stays one JSON
/// document; the Actions runner reads workflow commands from both streams. Each annotation
/// names the spec file (relative to the working directory) and the assertion's line.
struct GitHubReporter {
  /// At most this many failures become annotations.
  static let annotationLimit = 20

  let console: Console

  /// Whether the run is inside GitHub Actions.
  var isActive: Bool { console.environment["GITHUB_ACTIONS"] == "true" }

  func report(
    _ outcomes: [SpecOutcome],
    totals: RunTotals,
    overlays: OverlayUsage,
    project: String
  ) {
    guard isActive else { return }
    let failures = outcomes.flatMap { spec in
      spec.assertions.filter { !$0.passed }.map { (spec.identity, $0) }
    }
    for (key, failure) in failures.prefix(Self.annotationLimit) {
      console.printError(Self.annotation(key: key, failure: failure))
    }
    if failures.count > Self.annotationLimit {
      console.printError(
        "::notice::\(failures.count - Self.annotationLimit) more failures not annotated")
    }
    var markdown = summary(failures, totals: totals, project: project)
    markdown += overlaySection(overlays)
    appendSummary(markdown)
  }

  /// One `::error file=…,line=…,title=…::…` workflow command.
  static func annotation(key: String, failure: AssertionOutcome) -> String {
    var properties: [String] = []
    if let location = failure.location {
      properties.append("file=" + escapeProperty(location.file))
      properties.append("line=\(location.line)")
    }
    properties.append("title=" + escapeProperty(key + " / " + failure.description))
    var lines = failure.failures
    if let expected = failure.expected, let actual = failure.actual {
      lines.append("expected: " + TextComparison.visible(expected))
      lines.append("actual:   " + TextComparison.visible(actual))
    }
    return "::error " + properties.joined(separator: ",") + "::"
      + escapeData(lines.joined(separator: "\n"))
  }

  private func summary(
    _ failures: [(String, AssertionOutcome)],
    totals: RunTotals,
    project: String
  ) -> String {
    var markdown = "### messagevisor-swift test: \(project)\n\n"
    markdown += "| | passed | failed |\n|---|---|---|\n"
    markdown += "| specs | \(totals.specsPassed) | \(totals.specsFailed) |\n"
    markdown += "| assertions | \(totals.assertionsPassed) | \(totals.assertionsFailed) |\n\n"
    guard !failures.isEmpty else { return markdown }
    let shown = min(failures.count, Self.annotationLimit)
    markdown += "Showing \(shown) of \(failures.count) failures:\n\n"
    for (key, failure) in failures.prefix(Self.annotationLimit) {
      let place = failure.location.map { " (`\($0.file):\($0.line)`)" } ?? ""
      markdown += "- `\(key)` — \(failure.description)\(place)\n"
    }
    return markdown
  }

  /// The overlay reasons the run used, folded away under their total.
  private func overlaySection(_ overlays: OverlayUsage) -> String {
    guard overlays.total > 0 else { return "" }
    var markdown =
      "\n<details><summary>\(overlays.total) expected values from overlays</summary>\n\n"
    for reason in overlays.reasons {
      markdown += "- \(reason.assertions) × \(reason.reason)\n"
    }
    return markdown + "\n</details>\n"
  }

  /// Appends to `$GITHUB_STEP_SUMMARY`; a failure is a warning, and the exit code stays the
  /// tests' verdict.
  private func appendSummary(_ markdown: String) {
    guard let path = console.environment["GITHUB_STEP_SUMMARY"] else { return }
    guard !path.isEmpty else {
      console.printError("warning: GITHUB_STEP_SUMMARY is empty; no step summary written")
      return
    }
    if let reason = NamedFile.append(markdown, to: path) {
      console.printError("warning: cannot write the step summary to \(path): \(reason)")
    }
  }

  /// The message part of a workflow command: `%`, CR and LF are escaped.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value of a workflow command: as data, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
